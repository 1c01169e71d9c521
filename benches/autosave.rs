//! What the app does after every command: autosave the whole event (with its history) to the
//! event file and to the copy in the data directory (`Document::autosave`), for a 2,000-player
//! event after 12 Swiss rounds entered as the app enters them (one command per registration and
//! per result, so the history holds about 14,000 commands). Also its two parts: serializing, and
//! one atomic write (fsync).

#![allow(clippy::unwrap_used, clippy::expect_used)] // benchmark setup: a failure should stop the run

use criterion::{Criterion, criterion_group, criterion_main};
use netrunner_to::app::document::Document;
use netrunner_to::engine::{
    Command, Event, EventSettings, GameResult, MatchResult, PlayerDetails, Side, Structure,
};
use netrunner_to::io::save;

fn event(players: usize, rounds: u32) -> Event {
    let mut e = Event::new(EventSettings::new("Autosave bench", Structure::Basic), 5);
    for i in 0..players {
        let mut d = PlayerDetails::named(format!("Player {i:04}"));
        d.corp = Some("Haas-Bioroid: Precision Design".into());
        d.runner = Some("Hoshiko Shiro: Untold Protagonist".into());
        e.apply_at(
            Command::AddPlayer {
                details: d,
                id: None,
            },
            Some("2026-06-01T09:00:00+00:00".into()),
        )
        .unwrap();
    }
    for round in 1..=rounds {
        e.apply(Command::PairRound).unwrap();
        let tables = e.round(round).unwrap().unreported_tables();
        for (i, table) in tables.into_iter().enumerate() {
            let w = if i % 3 == 0 { Side::Corp } else { Side::Runner };
            let game = GameResult::Win {
                winner: w,
                reason: None,
            };
            let result = MatchResult::Games {
                p1_corp: game,
                p2_corp: game,
            };
            e.apply_at(
                Command::ReportResult {
                    round,
                    table,
                    result,
                },
                Some("2026-06-01T10:00:00+00:00".into()),
            )
            .unwrap();
        }
    }
    e
}

fn bench(c: &mut Criterion) {
    let e = event(2000, 12);
    let bytes = save::to_bytes(&e);
    println!(
        "event file: {:.1} MB ({} commands in the history)",
        bytes.len() as f64 / 1e6,
        e.history().len()
    );
    let dir = tempfile::tempdir().unwrap();
    let file = dir.path().join("event.json");
    let mut g = c.benchmark_group("autosave 2000 players x 12 rounds");
    g.sample_size(10);
    g.bench_function("serialize (save::to_bytes)", |b| {
        b.iter(|| save::to_bytes(&e))
    });
    g.bench_function("one atomic write (save::write_atomic)", |b| {
        b.iter(|| save::write_atomic(&file, &bytes).unwrap())
    });
    g.bench_function(
        "clone the event (what the GUI thread does per autosave)",
        |b| b.iter(|| e.clone()),
    );
    let mut doc = Document::new(e.clone(), Some(file.clone()), dir.path()).unwrap();
    g.bench_function(
        "Document::autosave on the GUI thread (hand over to the writer)",
        |b| {
            // Only the hand-over is timed; each write finishes before the next hand-over.
            b.iter_custom(|iters| {
                let mut spent = std::time::Duration::ZERO;
                for _ in 0..iters {
                    let t = std::time::Instant::now();
                    doc.autosave();
                    spent += t.elapsed();
                    doc.flush();
                }
                spent
            })
        },
    );
    g.bench_function(
        "Document::autosave + flush (file + data-dir copy written)",
        |b| {
            b.iter(|| {
                doc.autosave();
                doc.flush();
            })
        },
    );
    assert!(doc.save_error.is_none(), "{:?}", doc.save_error);
    g.finish();
    drop(doc);
    undo_memory(&e, dir.path());
}

/// The process's resident memory in bytes (Linux), for the undo figures.
fn rss() -> usize {
    std::fs::read_to_string("/proc/self/status")
        .ok()
        .and_then(|s| {
            s.lines()
                .find_map(|l| l.strip_prefix("VmRSS:"))
                .and_then(|v| v.trim().trim_end_matches("kB").trim().parse::<usize>().ok())
        })
        .map_or(0, |kb| kb * 1024)
}

/// Undo memory after 200 results entered at 2,000 players × 12 rounds: the document's steps
/// (snapshots without the history), against 200 full snapshots as undo kept before.
fn undo_memory(e: &Event, dir: &std::path::Path) {
    let mib = |b: usize| b as f64 / (1024.0 * 1024.0);
    let results: Vec<Command> = (0..200)
        .map(|i| {
            let table = (i % 1000) as u32 + 1;
            let corp_wins = GameResult::Win {
                winner: if i % 2 == 0 { Side::Corp } else { Side::Runner },
                reason: None,
            };
            Command::ReportResult {
                round: 12,
                table,
                result: MatchResult::Games {
                    p1_corp: corp_wins,
                    p2_corp: corp_wins,
                },
            }
        })
        .collect();
    let before = rss();
    let mut doc = Document::new(e.clone(), None, dir).unwrap();
    for c in &results {
        doc.apply(c.clone(), None).unwrap();
    }
    doc.flush();
    let with_steps = rss();
    println!(
        "undo: {} steps, estimated {:.1} MiB; the document with its steps: {:.1} MiB resident",
        doc.history.undo_steps(),
        mib(doc.history.estimated_bytes()),
        mib(with_steps.saturating_sub(before))
    );
    let full: Vec<Event> = (0..200).map(|_| e.clone()).collect();
    let with_full = rss();
    println!(
        "200 full snapshots with the history (the old undo): {:.1} MiB resident",
        mib(with_full.saturating_sub(with_steps))
    );
    drop(full);
    drop(doc);
}

criterion_group!(benches, bench);
criterion_main!(benches);
