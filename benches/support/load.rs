//! Shared by the two loopback load runs (`web_load`, `self_report_load`): the event they load
//! and the percentile of their timings.

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
