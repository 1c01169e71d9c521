//! Swiss standings: tournament points, strength of schedule (SoS), extended strength of
//! schedule (ESoS) and the stored random tiebreak, exactly as the regulations ("Tiebreakers")
//! and the community tools define them.
//!
//! ```text
//! points(p) = every tournament point p earned, byes included, score adjustments added
//!             (never below 0)
//! rounds(p) = rounds p played: results and byes (an unpaired loss is not a round played)
//! opps(p)   = p's real opponents, one entry per round against them (byes give none)
//! SoS(p)    = mean over o in opps(p) of points(o) / rounds(o)      (0 without opponents)
//! ESoS(p)   = mean over o in opps(p) of SoS(o)                     (0 without opponents)
//! ```
//!
//! SoS and ESoS are exact rationals ([`Ratio<i128>`]): mathematically equal values tie and fall
//! through to the next key. With at most [`MAX_SWISS_ROUNDS`](crate::engine::structure::MAX_SWISS_ROUNDS)
//! rounds every denominator divides lcm(1..=30)² · 30 < 10^28, far inside `i128`.
//!
//! Only decided tables count: a pairing without a result contributes nothing yet, so the
//! standings follow each result as it is entered and equal the regulations' standings once the
//! round is complete.
//!
//! The standings are a function of plain values — the players, the rounds and the
//! [`Scoring`] — not of the event, so the pairing, the event and the exports all use this one
//! definition (the event's [`standings`](crate::engine::Event::standings) is a shorthand).
//!
//! ```
//! use netrunner_to::engine::{Event, EventSettings, Structure, Command, PlayerDetails};
//! use netrunner_to::engine::standings::{self, Scoring};
//! let mut e = Event::new(EventSettings::new("Demo", Structure::Basic), 7);
//! for n in ["Ann", "Bo"] {
//!     e.apply(Command::AddPlayer { details: PlayerDetails::named(n), id: None }).unwrap();
//! }
//! let scoring = Scoring::of(e.settings().format);
//! let s = standings::compute(e.players(), e.rounds(), scoring);
//! assert_eq!(s.rows.len(), 2);
//! assert_eq!(s, e.standings());
//! ```

use crate::engine::ids::PlayerId;
use crate::engine::model::{Player, PlayerStatus, SwissRound};
use crate::engine::structure::Format;
use num_rational::Ratio;
use num_traits::Zero;
use std::cmp::Ordering;
use std::collections::HashMap;

/// An exact rational tiebreak value.
pub type Rational = Ratio<i128>;

/// The scoring values the standings count with (the points of a win, a draw and a loss are the
/// regulations' and live in [`results`](crate::engine::results); what a format changes is the
/// bye).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Scoring {
    /// Tournament points a bye gives.
    pub bye_points: u32,
}

impl Scoring {
    /// The scoring of a format.
    pub fn of(format: Format) -> Scoring {
        Scoring {
            bye_points: format.bye_points(),
        }
    }
}

/// One row of the standings.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Standing {
    /// 1-based rank.
    pub rank: usize,
    /// The player.
    pub player: PlayerId,
    /// Tournament points.
    pub points: u32,
    /// Rounds played (results and byes; unpaired losses are not rounds played).
    pub rounds: u32,
    /// Strength of schedule.
    pub sos: Rational,
    /// Extended strength of schedule.
    pub esos: Rational,
    /// The stored random tiebreak.
    pub tiebreak: u64,
    /// Whether the player has dropped (shown, marked).
    pub dropped: bool,
    /// Whether the player has had a bye in this stage.
    pub had_bye: bool,
}

/// The standings of the Swiss stage.
#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub struct Standings {
    /// Ranked rows, best first. Disqualified players are not listed.
    pub rows: Vec<Standing>,
}

impl Standings {
    /// The row of a player.
    pub fn of(&self, p: PlayerId) -> Option<&Standing> {
        self.rows.iter().find(|r| r.player == p)
    }
}

/// Per-player running totals, indexed densely.
#[derive(Default, Clone)]
struct Acc {
    /// Points with score adjustments, which may take a round total below 0.
    points: i64,
    rounds: u32,
    opps: Vec<usize>,
    had_bye: bool,
}

impl Acc {
    /// The tournament points: a total below 0 (only possible through score adjustments)
    /// counts as 0.
    fn total(&self) -> u32 {
        u32::try_from(self.points.max(0)).unwrap_or(u32::MAX)
    }
}

/// Raw per-player data every consumer of the standings needs.
pub struct Tally {
    index: HashMap<PlayerId, usize>,
    acc: Vec<Acc>,
}

impl Tally {
    /// Adds up all decided tables of the given rounds.
    pub fn from_rounds(ids: Vec<PlayerId>, rounds: &[SwissRound], bye_points: u32) -> Tally {
        let index: HashMap<PlayerId, usize> =
            ids.iter().enumerate().map(|(i, &p)| (p, i)).collect();
        let mut acc = vec![Acc::default(); ids.len()];
        for round in rounds {
            for pairing in &round.pairings {
                let Some((a, b)) = pairing.points(bye_points) else {
                    continue;
                };
                let Some(&i) = index.get(&pairing.p1) else {
                    continue;
                };
                acc[i].points += i64::from(a);
                acc[i].rounds += 1;
                match pairing.p2 {
                    None => acc[i].had_bye = true,
                    Some(p2) => {
                        if let Some(&j) = index.get(&p2) {
                            acc[j].points += i64::from(b);
                            acc[j].rounds += 1;
                            acc[i].opps.push(j);
                            acc[j].opps.push(i);
                        }
                    }
                }
            }
            // An unpaired loss (a late registration, a round missed after a drop) is 0 points
            // and not a round played (spec/standings.md; Cobra and Aesop's Tables agree).
            for adj in &round.adjustments {
                if let Some(&i) = index.get(&adj.player) {
                    acc[i].points += i64::from(adj.delta);
                }
            }
        }
        Tally { index, acc }
    }

    /// Points of a player.
    pub fn points(&self, p: PlayerId) -> u32 {
        self.index.get(&p).map_or(0, |&i| self.acc[i].total())
    }

    fn sos_all(&self) -> Vec<Rational> {
        let avg: Vec<Rational> = self
            .acc
            .iter()
            .map(|a| {
                if a.rounds == 0 {
                    Rational::zero()
                } else {
                    Rational::new(i128::from(a.total()), i128::from(a.rounds))
                }
            })
            .collect();
        self.acc
            .iter()
            .map(|a| mean(a.opps.iter().map(|&o| avg[o]), a.opps.len()))
            .collect()
    }
}

fn mean(values: impl Iterator<Item = Rational>, n: usize) -> Rational {
    if n == 0 {
        return Rational::zero();
    }
    let mut sum = Rational::zero();
    for v in values {
        sum += v;
    }
    sum / Rational::from_integer(n as i128)
}

/// The order of the standings: points, SoS, ESoS (highest first), then the random tiebreak
/// (lowest first), then the player id so the order is total.
pub fn compare(a: &Standing, b: &Standing) -> Ordering {
    b.points
        .cmp(&a.points)
        .then_with(|| b.sos.cmp(&a.sos))
        .then_with(|| b.esos.cmp(&a.esos))
        .then_with(|| a.tiebreak.cmp(&b.tiebreak))
        .then_with(|| a.player.cmp(&b.player))
}

/// Standings of `players` over `rounds` (e.g. all Swiss rounds, or the rounds before a round
/// that is being paired): ranked, disqualified players left out.
pub fn compute(players: &[Player], rounds: &[SwissRound], scoring: Scoring) -> Standings {
    let mut rows: Vec<Standing> = players
        .iter()
        .zip(every_row(players, rounds, scoring))
        .filter(|(p, _)| p.status != PlayerStatus::Disqualified)
        .map(|(_, r)| r)
        .collect();
    rows.sort_by(compare);
    for (i, r) in rows.iter_mut().enumerate() {
        r.rank = i + 1;
    }
    Standings { rows }
}

/// The row of every player in `players`, in that order, disqualified players included (their
/// games count for their opponents' SoS, and the NRTM export lists them last), unranked
/// (`rank` 0).
pub fn every_row(players: &[Player], rounds: &[SwissRound], scoring: Scoring) -> Vec<Standing> {
    let ids: Vec<PlayerId> = players.iter().map(|p| p.id).collect();
    let tally = Tally::from_rounds(ids, rounds, scoring.bye_points);
    let sos = tally.sos_all();
    let esos: Vec<Rational> = tally
        .acc
        .iter()
        .map(|a| mean(a.opps.iter().map(|&o| sos[o]), a.opps.len()))
        .collect();
    players
        .iter()
        .zip(&tally.acc)
        .zip(sos.into_iter().zip(esos))
        .map(|((p, a), (sos, esos))| Standing {
            rank: 0,
            player: p.id,
            points: a.total(),
            rounds: a.rounds,
            sos,
            esos,
            tiebreak: p.tiebreak,
            dropped: p.status == PlayerStatus::Dropped,
            had_bye: a.had_bye,
        })
        .collect()
}

/// A rational as a float, for display and export.
pub fn to_f64(r: &Rational) -> f64 {
    (*r.numer() as f64) / (*r.denom() as f64)
}

/// A rational with three decimals, as shown on screen.
pub fn three_decimals(r: &Rational) -> String {
    format!("{:.3}", to_f64(r))
}
