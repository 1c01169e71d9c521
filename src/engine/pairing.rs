//! Between the event and the pure Swiss pairing in [`swiss`](crate::engine::swiss): builds the
//! pairing problem from the standings, and turns the answer into numbered tables.
//!
//! Works on plain values ([`RoundInput`]: the format, the rounds before, the players to pair,
//! the draft seating and the standings computed once by the caller) and the event's random
//! generator — never on the event itself, so the engine has no import circle.

use crate::engine::error::EngineError;
use crate::engine::ids::{PlayerId, Side};
use crate::engine::model::{Pairing, Player, SwissRound};
use crate::engine::rng::EventRng;
use crate::engine::standings::Standings;
use crate::engine::structure::Format;
use crate::engine::swiss::{self, PairingMode, PairingPlayer, PairingRequest, SwissSideReason};
use std::collections::HashMap;

/// The pairs and bye chosen for a round, before tables are numbered.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct RoundPlan {
    /// Pairs; in single-sided rounds `(corp, runner)`.
    pub pairs: Vec<(PlayerId, PlayerId)>,
    /// Single-sided rounds: why each pair (same order as `pairs`) got its sides.
    pub side_reasons: Vec<SwissSideReason>,
    /// The bye, if any.
    pub bye: Option<PlayerId>,
    /// Whether pairs carry sides.
    pub single_sided: bool,
    /// Number the tables in the order of `pairs` (full-draft round 1: table i is seat i against
    /// the furthest seat) instead of by points.
    pub in_order: bool,
}

/// Corp games minus Runner games of a player over single-sided pairings (a bye is no side).
pub fn side_balance(rounds: &[SwissRound], p: PlayerId) -> i32 {
    side_counts(rounds, p).balance()
}

/// How many single-sided Swiss games a player played on each side.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub struct SwissSides {
    /// Games as the Corp.
    pub corp: u32,
    /// Games as the Runner.
    pub runner: u32,
}

impl SwissSides {
    /// Corp games minus Runner games.
    pub fn balance(self) -> i32 {
        let c = i32::try_from(self.corp).unwrap_or(i32::MAX);
        let r = i32::try_from(self.runner).unwrap_or(i32::MAX);
        c.saturating_sub(r)
    }
}

impl std::fmt::Display for SwissSides {
    /// "C2 R1 (+1)": Corp games, Runner games, and the balance.
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        let b = self.balance();
        let sign = if b > 0 { "+" } else { "" };
        write!(f, "C{} R{} ({sign}{b})", self.corp, self.runner)
    }
}

/// The sides a player has in single-sided pairings of these rounds, the round being played
/// included (byes are no side).
pub fn side_counts(rounds: &[SwissRound], p: PlayerId) -> SwissSides {
    count_sides(rounds, p, false)
}

/// The sides of the games a player has played (tables with a result) in single-sided pairings
/// of these rounds: what the standings show, like their points.
pub fn side_counts_played(rounds: &[SwissRound], p: PlayerId) -> SwissSides {
    count_sides(rounds, p, true)
}

fn count_sides(rounds: &[SwissRound], p: PlayerId, played: bool) -> SwissSides {
    let mut out = SwissSides::default();
    for r in rounds {
        let Some(x) = r.pairing_of(p) else { continue };
        if played && x.result.is_none() {
            continue;
        }
        match x.side_of(p) {
            Some(Side::Corp) => out.corp += 1,
            Some(Side::Runner) => out.runner += 1,
            None => {}
        }
    }
    out
}

/// The kind of pairing a format's Swiss rounds use.
pub fn mode_for(format: Format) -> PairingMode {
    match format {
        Format::SingleSided => PairingMode::SingleSidedSwiss,
        f if f.single_sided() => PairingMode::SingleSided,
        _ => PairingMode::DoubleSided,
    }
}

/// Every single-sided game of these rounds as `(corp, runner)`, in the order played.
pub fn earlier_sides(rounds: &[SwissRound]) -> Vec<(PlayerId, PlayerId)> {
    rounds
        .iter()
        .flat_map(|r| r.pairings.iter().filter_map(|p| p.corp_runner()))
        .collect()
}

/// The sides of a single-sided pair `a`–`b` by the pairing's rule, for a pair made by hand:
/// an earlier meeting reversed (single-sided Swiss), else the player further towards Corp plays
/// Runner, else `coin` (true: `a` plays Corp). Returns the side `a` plays and why.
pub fn sides_for(
    format: Format,
    rounds: &[SwissRound],
    a: PlayerId,
    b: PlayerId,
    coin: impl FnOnce() -> bool,
) -> (Side, SwissSideReason) {
    if format.single_sided_swiss()
        && let Some((corp, _)) = earlier_sides(rounds)
            .into_iter()
            .rev()
            .find(|&(c, r)| (c, r) == (a, b) || (c, r) == (b, a))
    {
        let side = if corp == a { Side::Runner } else { Side::Corp };
        return (side, SwissSideReason::EarlierMeetingReversed);
    }
    let (ba, bb) = (side_balance(rounds, a), side_balance(rounds, b));
    match ba.cmp(&bb) {
        std::cmp::Ordering::Greater => (Side::Runner, SwissSideReason::SideBalance),
        std::cmp::Ordering::Less => (Side::Corp, SwissSideReason::SideBalance),
        std::cmp::Ordering::Equal => {
            let side = if coin() { Side::Corp } else { Side::Runner };
            (side, SwissSideReason::CoinFlip)
        }
    }
}

/// What a Swiss round is planned from.
#[derive(Clone, Copy, Debug)]
pub struct RoundInput<'a> {
    /// The event's format.
    pub format: Format,
    /// The rounds before the one being paired.
    pub before: &'a [SwissRound],
    /// The players to pair.
    pub active: &'a [PlayerId],
    /// The draft seating (full draft), seat 1 first.
    pub draft_seats: &'a [PlayerId],
    /// The standings after `before`.
    pub standings: &'a Standings,
}

/// Chooses the pairs and bye for the next round from the standings after the rounds before it.
pub fn plan_round(input: &RoundInput, rng: &mut EventRng) -> Result<RoundPlan, EngineError> {
    let RoundInput {
        format,
        before,
        active,
        draft_seats,
        standings: st,
    } = *input;
    let mode = mode_for(format);
    let single_sided = mode.single_sided();
    if before.is_empty() && format == Format::FullDraft {
        // Full draft, round 1: each seat plays the furthest seat (regulations, "Full Draft").
        let seats: Vec<PlayerId> = draft_seats
            .iter()
            .copied()
            .filter(|p| active.contains(p))
            .collect();
        if seats.len() != active.len() {
            return Err(EngineError::DraftSeatingMissing);
        }
        let (pairs, bye) = swiss::pair_draft_seats(&seats, rng.rng());
        return Ok(RoundPlan {
            pairs,
            side_reasons: Vec::new(),
            bye,
            single_sided,
            in_order: true,
        });
    }
    if before.is_empty() {
        let (pairs, bye) = swiss::pair_random(active, rng.rng());
        let (pairs, side_reasons) = if single_sided {
            // Round 1 of a single-sided event: a coin flip for the sides of every table.
            let pairs: Vec<(PlayerId, PlayerId)> = pairs
                .into_iter()
                .map(|(a, b)| {
                    if rand::RngExt::random_bool(rng.rng(), 0.5) {
                        (a, b)
                    } else {
                        (b, a)
                    }
                })
                .collect();
            let reasons = vec![SwissSideReason::CoinFlip; pairs.len()];
            (pairs, reasons)
        } else {
            (pairs, Vec::new())
        };
        return Ok(RoundPlan {
            pairs,
            side_reasons,
            bye,
            single_sided,
            in_order: false,
        });
    }
    let rank: HashMap<PlayerId, usize> = st.rows.iter().map(|r| (r.player, r.rank - 1)).collect();
    let previous: Vec<(PlayerId, PlayerId)> = before
        .iter()
        .flat_map(|r| r.pairings.iter().filter_map(|p| p.p2.map(|b| (p.p1, b))))
        .collect();
    let mut byes: HashMap<PlayerId, u32> = HashMap::new();
    for p in before
        .iter()
        .flat_map(|r| r.pairings.iter().filter(|p| p.is_bye()))
    {
        *byes.entry(p.p1).or_insert(0) += 1;
    }
    let mut players = Vec::with_capacity(active.len());
    for (i, &id) in active.iter().enumerate() {
        let row = st.of(id);
        players.push(PairingPlayer {
            id,
            points: row.map_or(0, |r| r.points),
            // Every active player is in the standings; the fallback keeps ranks unique anyway.
            rank: rank.get(&id).copied().unwrap_or(usize::MAX / 2 + i),
            byes: byes.get(&id).copied().unwrap_or(0),
            side_balance: if single_sided {
                side_balance(before, id)
            } else {
                0
            },
        });
    }
    let sides = if mode == PairingMode::SingleSidedSwiss {
        earlier_sides(before)
    } else {
        Vec::new()
    };
    let req = PairingRequest {
        players: &players,
        previous: &previous,
        mode,
        sides: &sides,
    };
    let out = swiss::pair_round(&req, rng.rng())
        .map_err(|e| EngineError::Pairing(crate::engine::PairingFailure::Solver(e)))?;
    Ok(RoundPlan {
        pairs: out.pairs,
        side_reasons: out.side_reasons,
        bye: out.bye,
        single_sided,
        in_order: false,
    })
}

/// Numbers the tables of a plan: fixed tables first, then by combined points (`standings`:
/// after the rounds before), then byes. Returns the tables and each fixed-table request that
/// could not be honoured.
pub fn tables_for(
    players: &[Player],
    st: &Standings,
    plan: &RoundPlan,
) -> (Vec<Pairing>, Vec<swiss::TableConflict>) {
    let info = |p: PlayerId| st.of(p).map_or((0, usize::MAX / 2), |r| (r.points, r.rank));
    let fixed = |p: PlayerId| {
        players
            .binary_search_by_key(&p, |x| x.id)
            .ok()
            .and_then(|i| players.get(i))
            .and_then(|x| x.fixed_table)
    };
    let input: Vec<swiss::TablePair> = plan
        .pairs
        .iter()
        .map(|&(a, b)| {
            let (pa, ra) = info(a);
            let (pb, rb) = info(b);
            swiss::TablePair {
                a,
                b,
                rank_a: ra,
                rank_b: rb,
                combined_points: pa + pb,
            }
        })
        .collect();
    let byes: Vec<PlayerId> = plan.bye.into_iter().collect();
    let no_fixed = |_: PlayerId| None;
    let assigned = if plan.in_order {
        // Equal combined points and ranks in round 1: the table order is the pairs' order.
        let ordered: Vec<swiss::TablePair> = input
            .iter()
            .enumerate()
            .map(|(i, t)| swiss::TablePair {
                rank_a: i,
                rank_b: i,
                combined_points: 0,
                ..*t
            })
            .collect();
        swiss::assign_tables(&ordered, &byes, &no_fixed)
    } else {
        swiss::assign_tables(&input, &byes, &fixed)
    };
    let reasons: HashMap<(PlayerId, PlayerId), SwissSideReason> = plan
        .pairs
        .iter()
        .copied()
        .zip(plan.side_reasons.iter().copied())
        .collect();
    let mut out: Vec<Pairing> = assigned
        .tables
        .into_iter()
        .map(|t| {
            let sided = plan.single_sided && t.p2.is_some();
            Pairing {
                table: t.table,
                p1: t.p1,
                p2: t.p2,
                // The plan's pairs are (corp, runner) and keep their order at the table.
                p1_side: sided.then_some(Side::Corp),
                side_reason: t
                    .p2
                    .filter(|_| sided)
                    .and_then(|b| reasons.get(&(t.p1, b)).copied()),
                result: None,
            }
        })
        .collect();
    out.sort_by_key(|p| p.table);
    (out, assigned.conflicts)
}
