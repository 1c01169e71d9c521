//! The live pages under load, on loopback only and bounded in time (issue 16): 400 simulated
//! phones while the organizer reports a 200-table round (400 players), one result every
//! 250 ms.
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

#[path = "support/load.rs"]
#[allow(dead_code)] // the shared helpers this run does not use
mod support;
use support::percentile;

use netrunner_to::engine::{Command, Event, GameResult, MatchResult, Side};
use netrunner_to::web::{Server, owner};
use std::sync::Arc;
use std::sync::atomic::{AtomicBool, Ordering};
use std::time::{Duration, Instant};

const PHONES: usize = 400;
const PLAYERS: usize = 400;
const REFRESH: Duration = Duration::from_secs(2);
/// The organizer's pace: a result every 250 ms (faster than anyone types; `NRTO_REPORT_EVERY_MS`
/// changes it, e.g. 50 for a stress run).
fn report_every() -> Duration {
    let ms = std::env::var("NRTO_REPORT_EVERY_MS")
        .ok()
        .and_then(|v| v.parse().ok())
        .unwrap_or(250);
    Duration::from_millis(ms)
}

fn event() -> Event {
    support::published_round("Load bench", PLAYERS)
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
    /// The first error, to print.
    first_error: Option<String>,
}

impl Seen {
    fn error(&mut self, what: impl std::fmt::Display) {
        self.errors += 1;
        if self.first_error.is_none() {
            self.first_error = Some(what.to_string());
        }
    }
}

fn ms(d: Duration) -> String {
    format!("{:.1} ms", d.as_secs_f64() * 1000.0)
}

/// Runs the organizer: reports every table, one every `report_every()`; returns when each
/// version was published.
fn organizer(mut e: Event, link: &mut owner::OwnerLink, start: Instant) -> Vec<(u64, Instant)> {
    let tables = e.round(1).unwrap().unreported_tables();
    let mut published = Vec::new();
    for (i, table) in tables.into_iter().enumerate() {
        let due = start + report_every() * (i as u32 + 1);
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
                    Err(e) => seen.error(e),
                }
            }
            Ok(r) => seen.error(r.status()),
            Err(e) => seen.error(e),
        }
    }
    seen
}

/// One live phone: the event stream; the fragment on every change event.
async fn live(base: String, until: Arc<AtomicBool>) -> Seen {
    let c = client();
    let mut seen = Seen::default();
    let stream = reqwest::Client::builder().build().unwrap();
    let mut events = match stream.get(format!("{base}live")).send().await {
        Ok(r) => r,
        Err(e) => {
            seen.error(e);
            return seen;
        }
    };
    let mut known = 0u64;
    let mut buffer = String::new();
    while !until.load(Ordering::Relaxed) {
        let chunk = match tokio::time::timeout(Duration::from_millis(500), events.chunk()).await {
            Err(_) => continue,
            Ok(Ok(Some(c))) => c,
            Ok(Ok(None)) => {
                seen.error("the event stream ended");
                break;
            }
            Ok(Err(e)) => {
                seen.error(e);
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
                    seen.error("the fragment's body was cut");
                }
            }
            Ok(r) => seen.error(r.status()),
            Err(e) => seen.error(e),
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
    let server = Server::start_with(
        "127.0.0.1:0".parse().unwrap(),
        handle,
        support::one_address_limits(),
    )
    .unwrap();
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
    // The owner stays (its link open) until the phones stop, as the app does.
    let mut link = link;
    let published = organizer(e, &mut link, start);
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
    if let Some(e) = seen.iter().find_map(|s| s.first_error.clone()) {
        println!("  first error: {e}");
    }
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
