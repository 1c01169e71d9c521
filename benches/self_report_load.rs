//! Self-reporting under load, on loopback only and bounded (issue 17): a 400-player event with
//! round 1 (200 tables) paired and published; all 400 players report their table at once
//! (each table by both players; a tenth of the tables disagree).
//!
//! The owner is `serve`'s: it holds the event file (`EventFile`), applies each request through
//! `Event::apply` one at a time, saves atomically after each and publishes a new snapshot. At
//! the end the bench checks: every agreeing table entered exactly once, every disagreeing table
//! without a result and with both reports waiting, no report lost, the file on disk equal to the
//! owner's event and to a replay of its history. Not a criterion benchmark: one bounded run that
//! prints the figures for `docs/benchmarks.md`.
//!
//! `cargo bench --bench self_report_load` (release build; under a minute).

#![allow(clippy::unwrap_used, clippy::expect_used, clippy::panic)] // benchmark: a failure should stop the run

#[path = "support/load.rs"]
mod support;
use support::percentile;

use netrunner_to::engine::{Command, Event, PlayerId};
use netrunner_to::io::event_file::{EventFile, Holder, HolderKind};
use netrunner_to::io::save;
use netrunner_to::web::{Server, owner};
use std::sync::Arc;
use std::time::{Duration, Instant};

const PLAYERS: usize = 400;

fn event() -> Event {
    support::published_round("Self-report bench", PLAYERS)
}

fn ms(d: Duration) -> String {
    format!("{:.0} ms", d.as_secs_f64() * 1000.0)
}

fn main() {
    let dir = tempfile::tempdir().unwrap();
    let path = dir.path().join("bench.json");
    save::save(&path, &event()).unwrap();
    let (mut file, e) =
        EventFile::open(&path, &Holder::this(HolderKind::Server), Duration::ZERO).unwrap();
    let (mut link, handle) = owner::link(&e, Arc::new(|| {}));
    let server = Server::start_with(
        "127.0.0.1:0".parse().unwrap(),
        handle.clone(),
        support::one_address_limits(),
    )
    .unwrap();
    let base = server.url().to_string();

    // The owner: `serve`'s loop (apply, save, publish), counting its work.
    let owner = std::thread::spawn(move || {
        let mut event = e;
        let mut apply_time = Duration::ZERO;
        let mut save_time = Duration::ZERO;
        while let Some(change) = link.next_blocking() {
            let t = Instant::now();
            let answer = event
                .apply_at(change.command.clone(), Some("2026-11-25T12:00:00Z".into()))
                .map(|o| o.warnings)
                .map_err(owner::Refusal::Engine);
            apply_time += t.elapsed();
            if answer.is_ok() {
                let t = Instant::now();
                file.save(&event).unwrap();
                save_time += t.elapsed();
                link.publish(&event);
            }
            change.answer(answer);
        }
        (event, apply_time, save_time)
    });

    // Who reports what: (player, table, choice). Tables whose index is a multiple of 10
    // disagree (both claim the win).
    let snap = handle.snapshot();
    let round = snap.event.round(1).unwrap();
    let mut posts = Vec::new();
    let mut disagreeing = Vec::new();
    for (i, p) in round.pairings.iter().enumerate() {
        let Some(b) = p.p2 else { continue };
        let split = i % 10 == 0;
        if split {
            disagreeing.push(p.table);
        }
        posts.push((p.p1, p.table, "won-both"));
        posts.push((b, p.table, if split { "won-both" } else { "lost-both" }));
    }
    let codes: Vec<(PlayerId, String)> = posts
        .iter()
        .map(|(p, _, _)| (*p, snap.event.player_code(*p).unwrap().to_string()))
        .collect();
    drop(snap);

    let rt = tokio::runtime::Builder::new_multi_thread()
        .worker_threads(2)
        .enable_all()
        .build()
        .unwrap();
    let start = Instant::now();
    let results: Vec<(u16, Duration)> = rt.block_on(async {
        let client = reqwest::Client::builder()
            .pool_max_idle_per_host(PLAYERS)
            .build()
            .unwrap();
        let mut tasks = Vec::new();
        for ((player, table, choice), (_, code)) in posts.iter().zip(&codes) {
            let client = client.clone();
            let url = format!("{base}player/{}", player.0);
            let body = format!(
                "action=report&stage=swiss&round=1&table={table}&result={choice}&code={code}"
            );
            tasks.push(tokio::spawn(async move {
                let t = Instant::now();
                let r = client
                    .post(url)
                    .header("content-type", "application/x-www-form-urlencoded")
                    .body(body)
                    .send()
                    .await
                    .unwrap();
                let status = r.status().as_u16();
                let _ = r.bytes().await.unwrap();
                (status, t.elapsed())
            }));
        }
        let mut out = Vec::new();
        for t in tasks {
            out.push(t.await.unwrap());
        }
        out
    });
    let wall = start.elapsed();
    drop(server);
    drop(handle);
    let (event, apply_time, save_time) = owner.join().unwrap();

    // Checks.
    let errors = results.iter().filter(|(s, _)| *s != 200).count();
    assert_eq!(errors, 0, "every report answered 200");
    let round = event.round(1).unwrap();
    let mut entered = 0;
    for p in round.pairings.iter().filter(|p| !p.is_bye()) {
        if disagreeing.contains(&p.table) {
            assert!(p.result.is_none(), "table {} disagrees", p.table);
            let target = netrunner_to::engine::event::ReportTarget::Swiss {
                round: 1,
                table: p.table,
            };
            assert_eq!(event.reports_for(target).len(), 2);
        } else {
            assert!(p.result.is_some(), "table {} agrees", p.table);
            entered += 1;
        }
    }
    let reports = event
        .history()
        .iter()
        .filter(|h| matches!(h.command, Command::SelfReport { .. }))
        .count();
    assert_eq!(reports, posts.len(), "every report applied exactly once");
    let on_disk = save::load(&path).unwrap();
    assert_eq!(on_disk, event, "the file is the owner's event");
    assert_eq!(
        Event::replay(event.origin(), event.history()).unwrap(),
        event,
        "the event equals its replay"
    );

    let mut times: Vec<Duration> = results.iter().map(|(_, t)| *t).collect();
    times.sort();
    println!(
        "{} reports at once ({} tables: {} entered, {} disagreeing): {} errors",
        posts.len(),
        posts.len() / 2,
        entered,
        disagreeing.len(),
        errors
    );
    println!(
        "all answered in {}; answer time p50 {} / p99 {} / max {}",
        ms(wall),
        ms(percentile(&times, 0.5)),
        ms(percentile(&times, 0.99)),
        ms(percentile(&times, 1.0))
    );
    println!(
        "owner: apply {} total ({} per report), atomic save {} total ({} per report)",
        ms(apply_time),
        ms(apply_time / posts.len() as u32),
        ms(save_time),
        ms(save_time / posts.len() as u32)
    );
    println!(
        "checked: every agreeing table entered once, every disagreement waiting, file = event = replay"
    );
}
