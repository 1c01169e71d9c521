//! The live pages under load, on loopback only and bounded in time (issue 16): 400 simulated
//! phones while the organizer reports a 200-table round (400 players), one result every
//! `REPORT_EVERY`.
//!
//! - **Refreshing phones**: each phone keeps one connection and loads the whole pairings page
//!   every 2 seconds (the worst case: a phone without server-sent events, or a player pulling to
//!   refresh). Measured: errors, page time (request sent → whole body read), and the time
//!   from a result being entered until each phone has a page showing it.
//! - **Live phones** (what the pages' script does): each phone holds the `/live` event stream
//!   and, on each change event, fetches the page's fragment (`?part=live`). Measured: errors,
//!   fragment time, and the time from a result being entered until each phone has the new
//!   fragment.
//!
//! The organizer's side is the owner loop of the app and of `serve`: each result is one
//! command through `Event::apply`, then a new snapshot is published. Not a criterion benchmark:
//! one bounded run that prints the figures for `docs/benchmarks.md`.
//!
//! `cargo bench --bench web_load` (release build; about a minute).

#![allow(clippy::unwrap_used, clippy::expect_used, clippy::panic)] // benchmark: a failure should stop the run

use netrunner_to::engine::{
    Command, Event, EventSettings, GameResult, MatchResult, PlayerDetails, Side, Structure,
};
use netrunner_to::web::{Server, owner};
use std::sync::Arc;
use std::sync::atomic::{AtomicBool, Ordering};
use std::time::{Duration, Instant};

const PHONES: usize = 400;
const PLAYERS: usize = 400;
const REFRESH: Duration = Duration::from_secs(2);
const REPORT_EVERY: Duration = Duration::from_millis(50);

fn event() -> Event {
    let mut e = Event::new(EventSettings::new("Load bench", Structure::Basic), 7);
    for i in 0..PLAYERS {
        e.apply(Command::AddPlayer {
            details: PlayerDetails::named(format!("Player {i:03}")),
            id: None,
        })
        .unwrap();
    }
    e.apply(Command::PairRound).unwrap();
    e.apply(Command::PublishPairings { round: 1 }).unwrap();
    e
}

fn result(i: usize) -> MatchResult {
    let w = if i.is_multiple_of(2) {
        Side::Corp
    } else {
        Side::Runner
    };
    MatchResult::Games {
        p1_corp: GameResult::Win {
            winner: w,
            reason: None,
        },
        p2_corp: GameResult::Win {
            winner: w.other(),
            reason: None,
        },
    }
}

/// What one phone saw: (when a response arrived, the version it showed), and its page times.
#[derive(Default)]
struct Seen {
    arrivals: Vec<(Instant, u64)>,
    page_times: Vec<Duration>,
    errors: usize,
    bytes: usize,
}

fn percentile(sorted: &[Duration], p: f64) -> Duration {
    if sorted.is_empty() {
        return Duration::ZERO;
    }
    let i = ((sorted.len() as f64 - 1.0) * p).round() as usize;
    sorted[i.min(sorted.len() - 1)]
}

fn ms(d: Duration) -> String {
    format!("{:.1} ms", d.as_secs_f64() * 1000.0)
}

/// Runs the organizer: reports every table, one every `REPORT_EVERY`; returns when each
/// version was published.
fn organizer(mut e: Event, mut link: owner::OwnerLink, start: Instant) -> Vec<(u64, Instant)> {
    let tables = e.round(1).unwrap().unreported_tables();
    let mut published = Vec::new();
    for (i, table) in tables.into_iter().enumerate() {
        let due = start + REPORT_EVERY * (i as u32 + 1);
        std::thread::sleep(due.saturating_duration_since(Instant::now()));
        e.apply(Command::ReportResult {
            round: 1,
            table,
            result: result(i),
        })
        .unwrap();
        link.publish(&e);
        published.push((link.version(), Instant::now()));
    }
    published
}

fn client() -> reqwest::Client {
    reqwest::Client::builder()
        .pool_max_idle_per_host(1)
        .timeout(Duration::from_secs(10))
        .build()
        .unwrap()
}

/// One refreshing phone: the whole pairings page every `REFRESH`, starting at `offset`.
async fn refreshing(url: String, offset: Duration, until: Arc<AtomicBool>) -> Seen {
    let c = client();
    let mut seen = Seen::default();
    tokio::time::sleep(offset).await;
    let mut tick = tokio::time::interval(REFRESH);
    while !until.load(Ordering::Relaxed) {
        tick.tick().await;
        let sent = Instant::now();
        match c.get(&url).send().await {
            Ok(r) if r.status().is_success() => {
                let v = r.headers()["x-version"].to_str().unwrap().parse().unwrap();
                match r.bytes().await {
                    Ok(b) => {
                        let now = Instant::now();
                        seen.bytes = b.len();
                        seen.page_times.push(now - sent);
                        seen.arrivals.push((now, v));
                    }
                    Err(_) => seen.errors += 1,
                }
            }
            _ => seen.errors += 1,
        }
    }
    seen
}

/// One live phone: the event stream; the fragment on every change event.
async fn live(base: String, until: Arc<AtomicBool>) -> Seen {
    let c = client();
    let mut seen = Seen::default();
    let stream = reqwest::Client::builder().build().unwrap();
    let Ok(mut events) = stream.get(format!("{base}live")).send().await else {
        seen.errors += 1;
        return seen;
    };
    let mut known = 0u64;
    let mut buffer = String::new();
    while !until.load(Ordering::Relaxed) {
        let chunk = match tokio::time::timeout(Duration::from_millis(500), events.chunk()).await {
            Err(_) => continue,
            Ok(Ok(Some(c))) => c,
            Ok(_) => {
                seen.errors += 1;
                break;
            }
        };
        buffer.push_str(&String::from_utf8_lossy(&chunk));
        let mut newest = None;
        while let Some(end) = buffer.find("\n\n") {
            for line in buffer[..end].lines() {
                if let Some(v) = line.strip_prefix("data:") {
                    newest = v.trim().parse::<u64>().ok().or(newest);
                }
            }
            buffer.drain(..end + 2);
        }
        let Some(v) = newest.filter(|v| *v > known) else {
            continue;
        };
        let sent = Instant::now();
        match c.get(format!("{base}pairings?part=live")).send().await {
            Ok(r) if r.status().is_success() => {
                let got = r.headers()["x-version"].to_str().unwrap().parse().unwrap();
                if r.bytes().await.is_ok() {
                    let now = Instant::now();
                    seen.page_times.push(now - sent);
                    seen.arrivals.push((now, got));
                    known = got.max(v);
                } else {
                    seen.errors += 1;
                }
            }
            _ => seen.errors += 1,
        }
    }
    seen
}

/// For each published version and each phone: how long until the phone had it.
fn visible_after(published: &[(u64, Instant)], phones: &[Seen]) -> (Vec<Duration>, usize) {
    let mut delays = Vec::new();
    let mut never = 0;
    for (v, at) in published {
        for p in phones {
            match p.arrivals.iter().find(|(_, seen)| seen >= v) {
                Some((when, _)) => delays.push(when.saturating_duration_since(*at)),
                None => never += 1,
            }
        }
    }
    delays.sort();
    (delays, never)
}

fn run(mode: &str) {
    let e = event();
    let (link, handle) = owner::link(&e, Arc::new(|| {}));
    let server = Server::start("127.0.0.1:0".parse().unwrap(), handle).unwrap();
    let base = server.url().to_string();
    let phones_rt = tokio::runtime::Builder::new_multi_thread()
        .worker_threads(2)
        .enable_all()
        .build()
        .unwrap();
    let stop = Arc::new(AtomicBool::new(false));
    let tasks: Vec<_> = (0..PHONES)
        .map(|i| {
            let stop = stop.clone();
            let base = base.clone();
            let offset = REFRESH * i as u32 / PHONES as u32;
            if mode == "refreshing" {
                phones_rt.spawn(refreshing(format!("{base}pairings"), offset, stop))
            } else {
                phones_rt.spawn(live(base, stop))
            }
        })
        .collect();
    // Every phone connected (and the refreshing ones through one full cycle) before the
    // organizer starts.
    std::thread::sleep(REFRESH + Duration::from_millis(500));
    let start = Instant::now();
    let published = organizer(e, link, start);
    let reporting = start.elapsed();
    // The last change has time to reach every phone, then the phones stop.
    std::thread::sleep(REFRESH + Duration::from_millis(500));
    stop.store(true, Ordering::Relaxed);
    let seen: Vec<Seen> = phones_rt.block_on(async {
        let mut all = Vec::new();
        for t in tasks {
            all.push(t.await.unwrap());
        }
        all
    });
    let errors: usize = seen.iter().map(|s| s.errors).sum();
    let mut times: Vec<Duration> = seen.iter().flat_map(|s| s.page_times.clone()).collect();
    times.sort();
    let (delays, never) = visible_after(&published, &seen);
    let bytes = seen.iter().map(|s| s.bytes).max().unwrap_or(0);
    println!(
        "{mode}: {PHONES} phones, {} results in {:.1} s; {} requests, {errors} errors{}",
        published.len(),
        reporting.as_secs_f64(),
        times.len(),
        if bytes > 0 {
            format!(", pairings page {} KB", bytes / 1024)
        } else {
            String::new()
        }
    );
    println!(
        "  page time: p50 {}, p99 {}, max {}",
        ms(percentile(&times, 0.5)),
        ms(percentile(&times, 0.99)),
        ms(percentile(&times, 1.0))
    );
    println!(
        "  result visible after: p50 {}, p99 {}, max {} ({} of {} phone×result pairs never saw it)",
        ms(percentile(&delays, 0.5)),
        ms(percentile(&delays, 0.99)),
        ms(percentile(&delays, 1.0)),
        never,
        published.len() * PHONES
    );
    drop(server);
}

fn main() {
    // `cargo bench` passes `--bench`; anything else (`cargo test --benches`) only checks
    // that it builds.
    if !std::env::args().any(|a| a == "--bench") {
        println!("web_load: run it with `cargo bench --bench web_load`");
        return;
    }
    run("refreshing");
    run("live");
}
