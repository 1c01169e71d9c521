//! Swiss standings: tournament points, strength of schedule (SoS), extended strength of
//! schedule (ESoS) and the stored random tiebreak, exactly as the regulations ("Tiebreakers")
//! and the community tools define them.
//!
//! ```text
//! points(p) = every tournament point p earned, byes included
//! rounds(p) = rounds p took part in: results, byes and unpaired losses
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
//! ```
//! use netrunner_to::engine::{Event, EventSettings, Structure, Command, PlayerDetails};
//! let mut e = Event::new(EventSettings::new("Demo", Structure::Basic), 7);
//! for n in ["Ann", "Bo"] {
//!     e.apply(Command::AddPlayer { details: PlayerDetails::named(n), id: None }).unwrap();
//! }
//! let s = netrunner_to::engine::standings::compute(&e);
//! assert_eq!(s.rows.len(), 2);
//! ```

use crate::engine::event::Event;
use crate::engine::ids::PlayerId;
use crate::engine::model::{PlayerStatus, SwissRound};
use num_rational::Ratio;
use num_traits::Zero;
use std::cmp::Ordering;
use std::collections::HashMap;

/// An exact rational tiebreak value.
pub type Rational = Ratio<i128>;

/// One row of the standings.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Standing {
    /// 1-based rank.
    pub rank: usize,
    /// The player.
    pub player: PlayerId,
    /// Tournament points.
    pub points: u32,
    /// Rounds counted (results, byes, unpaired losses).
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
    points: u32,
    rounds: u32,
    opps: Vec<usize>,
    had_bye: bool,
}

/// Raw per-player data every consumer of the standings needs.
pub struct Tally {
    ids: Vec<PlayerId>,
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
                acc[i].points += a;
                acc[i].rounds += 1;
                match pairing.p2 {
                    None => acc[i].had_bye = true,
                    Some(p2) => {
                        if let Some(&j) = index.get(&p2) {
                            acc[j].points += b;
                            acc[j].rounds += 1;
                            acc[i].opps.push(j);
                            acc[j].opps.push(i);
                        }
                    }
                }
            }
            for p in &round.unpaired_losses {
                if let Some(&i) = index.get(p) {
                    acc[i].rounds += 1;
                }
            }
        }
        Tally { ids, index, acc }
    }

    /// Points of a player.
    pub fn points(&self, p: PlayerId) -> u32 {
        self.index.get(&p).map_or(0, |&i| self.acc[i].points)
    }

    fn sos_all(&self) -> Vec<Rational> {
        let avg: Vec<Rational> = self
            .acc
            .iter()
            .map(|a| {
                if a.rounds == 0 {
                    Rational::zero()
                } else {
                    Rational::new(i128::from(a.points), i128::from(a.rounds))
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

/// Standings of the Swiss stage of an event.
pub fn compute(event: &Event) -> Standings {
    compute_rounds(event, event.rounds())
}

/// Standings of an event's players over the given rounds (e.g. the rounds before a round that
/// is being re-paired).
pub fn compute_rounds(event: &Event, rounds: &[SwissRound]) -> Standings {
    let players = event.players();
    let ids: Vec<PlayerId> = players.iter().map(|p| p.id).collect();
    let tally = Tally::from_rounds(ids, rounds, event.settings().format.bye_points());
    let sos = tally.sos_all();
    let esos: Vec<Rational> = tally
        .acc
        .iter()
        .map(|a| mean(a.opps.iter().map(|&o| sos[o]), a.opps.len()))
        .collect();
    let mut rows: Vec<Standing> = Vec::with_capacity(players.len());
    for (i, p) in players.iter().enumerate() {
        if p.status == PlayerStatus::Disqualified {
            continue;
        }
        let a = &tally.acc[i];
        rows.push(Standing {
            rank: 0,
            player: tally.ids[i],
            points: a.points,
            rounds: a.rounds,
            sos: sos[i],
            esos: esos[i],
            tiebreak: p.tiebreak,
            dropped: p.status == PlayerStatus::Dropped,
            had_bye: a.had_bye,
        });
    }
    rows.sort_by(compare);
    for (i, r) in rows.iter_mut().enumerate() {
        r.rank = i + 1;
    }
    Standings { rows }
}

/// A rational as a float, for display and export.
pub fn to_f64(r: &Rational) -> f64 {
    (*r.numer() as f64) / (*r.denom() as f64)
}

/// A rational with three decimals, as shown on screen.
pub fn three_decimals(r: &Rational) -> String {
    format!("{:.3}", to_f64(r))
}
