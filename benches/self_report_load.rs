//! Self-reporting under load, on loopback only and bounded (issues 17 and 32): a 400-player
//! event with round 1 (200 tables) paired and published; 400 phones refresh the pairings page
//! every 2 s while all 400 players report their table at once (each table by both players; a
//! tenth of the tables disagree).
//!
//! Two owners, one after the other on the same build: `serve`'s own loop
//! ([`Headless::run`]: group commit, every request waiting applied in order, one atomic synced
//! save, then every answer), and for comparison the loop before issue 32 (one request, one
//! synced save, one answer). At the end the bench checks: every report answered 200 and in the
//! file on disk, every agreeing table entered exactly once, every
//! disagreeing table without a result and with both reports waiting, no report lost, the file
//! equal to a replay of its history. Not a criterion benchmark: one bounded run that prints the
//! figures for `docs/benchmarks.md`.
//!
//! `cargo bench --bench self_report_load` (release build; under a minute).

#![allow(clippy::unwrap_used, clippy::expect_used, clippy::panic)] // benchmark: a failure should stop the run

#[path = "support/load.rs"]
mod support;
use support::percentile;

use netrunner_to::engine::{Command, Event, PlayerId};
use netrunner_to::io::event_file::{EventFile, Holder, HolderKind};
use netrunner_to::io::save;
use netrunner_to::web::serve::Headless;
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

/// The owner before issue 32: one request, one synced save, one answer.
fn one_by_one(path: &std::path::Path) -> String {
    let (mut file, e) =
        EventFile::open(path, &Holder::this(HolderKind::Server), Duration::ZERO).unwrap();
    let (mut link, handle) = owner::link(&e, Arc::new(|| {}));
    let server = Server::start_with(
        "127.0.0.1:0".parse().unwrap(),
        handle,
        support::one_address_limits(),
    )
    .unwrap();
    let url = server.url().to_string();
    std::thread::spawn(move || {
        let _server = server;
        let mut event = e;
        while let Some(change) = link.next_blocking() {
            let answer = event
                .apply_at(change.command.clone(), Some("2026-11-25T12:00:00Z".into()))
                .map(|o| o.warnings)
                .map_err(owner::Refusal::Engine);
            if answer.is_ok() {
                file.save(&event).unwrap();
                link.publish(&event);
            }
            change.answer(answer);
        }
    });
    url
}

/// `serve`'s owner as it runs (group commit).
fn headless(path: &std::path::Path) -> String {
    let h = Headless::start_with(
        path,
        "127.0.0.1:0".parse().unwrap(),
        false,
        support::one_address_limits(),
    )
    .unwrap();
    let url = h.server().url().to_string();
    std::thread::spawn(move || h.run());
    url
}

fn has_report(path: &std::path::Path, who: PlayerId) -> bool {
    save::load(path)
        .unwrap()
        .history()
        .iter()
        .any(|h| matches!(&h.command, Command::SelfReport { by, .. } if *by == who))
}

fn main() {
    run("one synced save per report (before issue 32)", one_by_one);
    run("serve's group commit", headless);
}

fn run(name: &str, start_owner: fn(&std::path::Path) -> String) {
    let dir = tempfile::tempdir().unwrap();
    let path = dir.path().join("bench.json");
    let e = event();
    save::save(&path, &e).unwrap();
    let base = start_owner(&path);

    // Who reports what: (player, table, choice). Tables whose index is a multiple of 10
    // disagree (both claim the win).
    let round = e.round(1).unwrap();
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
    let codes: Vec<String> = posts
        .iter()
        .map(|(p, _, _)| e.player_code(*p).unwrap().to_string())
        .collect();

    let rt = tokio::runtime::Builder::new_multi_thread()
        .worker_threads(2)
        .enable_all()
        .build()
        .unwrap();
    let (results, pages, wall) = rt.block_on(async {
        // 400 phones refreshing the pairings page every 2 s, spread over the 2 s.
        let phones = support::Following::start(&[format!("{base}pairings")], PLAYERS);
        // Let every phone load its page once before the reports.
        tokio::time::sleep(Duration::from_secs(3)).await;
        let client = reqwest::Client::builder()
            .pool_max_idle_per_host(PLAYERS)
            .timeout(Duration::from_secs(60))
            .build()
            .unwrap();
        let start = Instant::now();
        let mut tasks = Vec::new();
        for ((player, table, choice), code) in posts.iter().zip(&codes) {
            let client = client.clone();
            let url = format!("{base}player/{}", player.0);
            let body = format!(
                "action=report&stage=swiss&round=1&table={table}&result={choice}&code={code}"
            );
            let player = *player;
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
                (status, t.elapsed(), player)
            }));
        }
        let mut out = Vec::new();
        for t in tasks {
            out.push(t.await.unwrap());
        }
        let wall = start.elapsed();
        // One more refresh of every phone after the last answer, then stop.
        tokio::time::sleep(Duration::from_secs(2)).await;
        // The page loads sent while the reports were arriving and answered.
        let (pages, page_errors) = phones.stop(start, wall).await;
        assert_eq!(page_errors, 0, "every page load answered");
        (out, pages, wall)
    });

    // Checks.
    let errors = results.iter().filter(|(s, _, _)| *s != 200).count();
    assert_eq!(errors, 0, "every report answered 200");
    let event = save::load(&path).unwrap();
    // (That each is on disk when answered is checked by `web_serve` in the tests: reading
    // the file after every answer here would load the computer the pages share.)
    assert!(results.iter().all(|(_, _, who)| has_report(&path, *who)));
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
    assert_eq!(
        Event::replay(event.origin(), event.history()).unwrap(),
        event,
        "the event equals its replay"
    );

    let mut times: Vec<Duration> = results.iter().map(|(_, t, _)| *t).collect();
    times.sort();
    let mut pages = pages;
    pages.sort();
    println!("== {name}");
    println!(
        "{} reports at once ({} tables: {} entered, {} disagreeing) while {} phones refresh every 2 s: {} errors",
        posts.len(),
        posts.len() / 2,
        entered,
        disagreeing.len(),
        PLAYERS,
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
        "pages loaded meanwhile: {}; page time p50 {:.1} ms / p99 {:.1} ms / max {:.1} ms",
        pages.len(),
        percentile(&pages, 0.5).as_secs_f64() * 1000.0,
        percentile(&pages, 0.99).as_secs_f64() * 1000.0,
        percentile(&pages, 1.0).as_secs_f64() * 1000.0
    );
    println!(
        "checked: every report on disk, every agreeing table entered once, every disagreement waiting, file = replay"
    );
}
