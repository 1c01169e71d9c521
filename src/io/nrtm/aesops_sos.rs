//! The strength of schedule Aesop's Tables published at different times, to say in one line why
//! a file's SoS and ESoS differ from the recomputed ones (`spec/standings.md`).
//!
//! Aesop's Tables (github.com/Chemscribbler/aesopstables, `tournament.py` and before it
//! `players.py`) rounds SoS and ESoS to 3 decimals and computes ESoS from the rounded SoS. What it
//! divided by changed:
//!
//! - until 8 May 2024 ([`AesopsFormula::ByeInDivisor`]): a player's SoS is the sum of their
//!   opponents' points per game divided by *all* their games, the bye included — as if the bye
//!   were an opponent with 0 points (ESoS likewise);
//! - 19–29 May 2024 ([`AesopsFormula::OwnAverage`]): for each game a player played as Corp, their
//!   *own* points per game was counted instead of the opponent's (the Runner's games were right);
//! - since 29 May 2024 ([`AesopsFormula::ByesLeftOut`]): an opponent's points per game is their
//!   points, bye included, divided by their games without the bye.
//!
//! Between 8 and 19 May 2024 it computed what the spec says.

use crate::engine::{Event, PlayerId, Side};
use std::collections::HashMap;

/// A way Aesop's Tables computed SoS and ESoS that differs from the regulations'.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum AesopsFormula {
    /// Until May 2024: the bye counted as an opponent with 0 points in the divisor.
    ByeInDivisor,
    /// May 2024: a player's own points per game counted for the games they played as Corp.
    OwnAverage,
    /// Since May 2024: an opponent's points (bye included) divided by their games without the
    /// bye.
    ByesLeftOut,
}

impl AesopsFormula {
    /// Every formula, oldest first.
    pub const ALL: [AesopsFormula; 3] = [
        AesopsFormula::ByeInDivisor,
        AesopsFormula::OwnAverage,
        AesopsFormula::ByesLeftOut,
    ];
}

/// One Swiss game of a player: the opponent (`None`: a bye) and whether they played Corp.
struct Game {
    opponent: Option<PlayerId>,
    corp: bool,
}

/// Rounded to 3 decimals, as Aesop's Tables publishes.
fn round3(x: f64) -> f64 {
    (x * 1000.0).round() / 1000.0
}

/// SoS and ESoS of every player by `formula`, rounded as Aesop's Tables rounds them.
pub(super) fn values(event: &Event, formula: AesopsFormula) -> HashMap<PlayerId, (f64, f64)> {
    let mut games: HashMap<PlayerId, Vec<Game>> = HashMap::new();
    for round in event.rounds() {
        for t in &round.pairings {
            if t.p2.is_some() && t.result.is_none() {
                continue;
            }
            let p1_corp = t.p1_side.is_none_or(|s| s == Side::Corp);
            games.entry(t.p1).or_default().push(Game {
                opponent: t.p2,
                corp: p1_corp,
            });
            if let Some(b) = t.p2 {
                games.entry(b).or_default().push(Game {
                    opponent: Some(t.p1),
                    corp: !p1_corp,
                });
            }
        }
    }
    let standings = standings_points(event);
    let points = |p: PlayerId| standings.get(&p).copied().unwrap_or(0.0);
    let all = |p: PlayerId| games.get(&p).map_or(0, Vec::len);
    let without_byes = |p: PlayerId| {
        games
            .get(&p)
            .map_or(0, |g| g.iter().filter(|x| x.opponent.is_some()).count())
    };
    let per_game = |p: PlayerId, n: usize| points(p) / n.max(1) as f64;
    let average = |o: PlayerId| match formula {
        AesopsFormula::ByesLeftOut => per_game(o, without_byes(o)),
        _ => per_game(o, all(o)),
    };
    let divisor = |p: PlayerId| match formula {
        AesopsFormula::ByeInDivisor => all(p).max(1) as f64,
        _ => without_byes(p).max(1) as f64,
    };
    let sos: HashMap<PlayerId, f64> = games
        .iter()
        .map(|(&p, gs)| {
            let sum: f64 = gs
                .iter()
                .filter_map(|g| {
                    let o = g.opponent?;
                    Some(if formula == AesopsFormula::OwnAverage && g.corp {
                        average(p)
                    } else {
                        average(o)
                    })
                })
                .sum();
            (p, round3(sum / divisor(p)))
        })
        .collect();
    games
        .iter()
        .map(|(&p, gs)| {
            let sum: f64 = gs
                .iter()
                .filter_map(|g| g.opponent.and_then(|o| sos.get(&o)))
                .sum();
            let s = sos.get(&p).copied().unwrap_or(0.0);
            (p, (s, round3(sum / divisor(p))))
        })
        .collect()
}

fn standings_points(event: &Event) -> HashMap<PlayerId, f64> {
    let every =
        crate::engine::standings::every_row(event.players(), event.rounds(), event.scoring());
    every
        .into_iter()
        .map(|r| (r.player, f64::from(r.points)))
        .collect()
}
