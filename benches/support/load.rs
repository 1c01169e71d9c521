//! Shared by the loopback load runs (`web_load`, `self_report_load`, `registration_load`): the
//! event they load, the phones following the pages, and the percentile of their timings.

use netrunner_to::engine::{Command, Event, EventSettings, PlayerDetails, Structure};
use std::time::Duration;

/// An event of `players` players named `Player 000`… with round 1 paired and published.
pub fn published_round(name: &str, players: usize) -> Event {
    let mut e = Event::new(EventSettings::new(name, Structure::Basic), 7);
    for i in 0..players {
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

/// The `p` quantile (0–1) of sorted durations (zero for none).
pub fn percentile(sorted: &[Duration], p: f64) -> Duration {
    if sorted.is_empty() {
        return Duration::ZERO;
    }
    let i = ((sorted.len() as f64 - 1.0) * p).round() as usize;
    sorted[i.min(sorted.len() - 1)]
}

/// The server's caps for a bench whose hundreds of phones all come from 127.0.0.1: the caps per
/// address lifted to the totals (in a store every phone has its own address), so the bench
/// measures the server, not the caps.
pub fn one_address_limits() -> netrunner_to::web::gate::Limits {
    let mut l = netrunner_to::web::gate::Limits::for_this_process();
    l.per_address = l.connections;
    l.streams_per_address = l.streams;
    l
}

/// One phone's page loads (when sent, how long) and its failed loads.
type Loads = (Vec<(std::time::Instant, Duration)>, usize);

/// Phones following the pages: each loads its URLs in turn every 2 s, the phones spread over
/// the 2 s, until [`Following::stop`].
pub struct Following {
    until: std::sync::Arc<std::sync::atomic::AtomicBool>,
    phones: Vec<tokio::task::JoinHandle<Loads>>,
}

impl Following {
    /// Starts `phones` phones loading `urls` (in turn) on the current tokio runtime.
    pub fn start(urls: &[String], phones: usize) -> Following {
        let until = std::sync::Arc::new(std::sync::atomic::AtomicBool::new(false));
        let phones = (0..phones)
            .map(|i| {
                let urls = urls.to_vec();
                let until = until.clone();
                tokio::spawn(async move {
                    let c = reqwest::Client::builder()
                        .pool_max_idle_per_host(1)
                        .timeout(Duration::from_secs(20))
                        .build()
                        .unwrap();
                    tokio::time::sleep(Duration::from_millis(5 * i as u64)).await;
                    let mut tick = tokio::time::interval(Duration::from_secs(2));
                    let (mut times, mut errors, mut n) = (Vec::new(), 0, 0usize);
                    while !until.load(std::sync::atomic::Ordering::Relaxed) {
                        tick.tick().await;
                        let t = std::time::Instant::now();
                        let ok = match c.get(&urls[n % urls.len()]).send().await {
                            Ok(r) if r.status().is_success() => r.bytes().await.is_ok(),
                            _ => false,
                        };
                        n += 1;
                        if ok {
                            times.push((t, t.elapsed()));
                        } else {
                            errors += 1;
                        }
                    }
                    (times, errors)
                })
            })
            .collect();
        Following { until, phones }
    }

    /// Stops the phones: the times of the loads sent from `start` to `start + wall`, and how
    /// many loads failed in all.
    pub async fn stop(self, start: std::time::Instant, wall: Duration) -> (Vec<Duration>, usize) {
        self.until.store(true, std::sync::atomic::Ordering::Relaxed);
        let (mut pages, mut page_errors) = (Vec::new(), 0);
        for p in self.phones {
            let (times, errors) = p.await.unwrap();
            page_errors += errors;
            pages.extend(
                times
                    .into_iter()
                    .filter(|(t, _)| *t >= start && *t <= start + wall)
                    .map(|(_, d)| d),
            );
        }
        (pages, page_errors)
    }
}
