//! Glue between the event and the pure Swiss pairing in [`swiss`](crate::engine::swiss): builds
//! the pairing problem from the standings, and turns the answer into numbered tables.

use crate::engine::error::EngineError;
use crate::engine::event::Event;
use crate::engine::ids::{PlayerId, Side};
use crate::engine::model::{Pairing, SwissRound};
use crate::engine::standings;
use crate::engine::structure::Format;
use crate::engine::swiss::{self, PairingMode, PairingPlayer, PairingRequest};
use std::collections::HashMap;

/// The pairs and bye chosen for a round, before tables are numbered.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct RoundPlan {
    /// Pairs; in single-sided rounds `(corp, runner)`.
    pub pairs: Vec<(PlayerId, PlayerId)>,
    /// The bye, if any.
    pub bye: Option<PlayerId>,
    /// Whether pairs carry sides.
    pub single_sided: bool,
    /// Number the tables in the order of `pairs` (full-draft round 1: table i is seat i against
    /// the furthest seat) instead of by points.
    pub in_order: bool,
}

/// Corp games minus Runner games of a player over single-sided pairings.
pub fn side_balance(rounds: &[SwissRound], p: PlayerId) -> i32 {
    let mut b = 0;
    for r in rounds {
        if let Some(x) = r.pairing_of(p)
            && let (Some(_), Some(s1)) = (x.p2, x.p1_side)
        {
            let mine = if x.p1 == p { s1 } else { s1.other() };
            b += if mine == Side::Corp { 1 } else { -1 };
        }
    }
    b
}

/// Chooses the pairs and bye for the next round from the standings after `before`.
pub fn plan_round(
    event: &mut Event,
    before: &[SwissRound],
    active: &[PlayerId],
    single_sided: bool,
) -> Result<RoundPlan, EngineError> {
    if before.is_empty() && event.settings().format == Format::FullDraft {
        // Full draft, round 1: each seat plays the furthest seat (regulations, "Full Draft").
        let seats: Vec<PlayerId> = event
            .draft_seats()
            .iter()
            .copied()
            .filter(|p| active.contains(p))
            .collect();
        if seats.len() != active.len() {
            return Err(EngineError::NotAllowed(
                "a full draft pairs round 1 by draft seat: enter the draft seating first".into(),
            ));
        }
        let (pairs, bye) = swiss::pair_draft_seats(&seats, event.rng_mut().rng());
        return Ok(RoundPlan {
            pairs,
            bye,
            single_sided,
            in_order: true,
        });
    }
    if before.is_empty() {
        let (pairs, bye) = swiss::pair_random(active, event.rng_mut().rng());
        let pairs = if single_sided {
            pairs
                .into_iter()
                .map(|(a, b)| {
                    // Round 1 of a half draft: a coin flip for sides.
                    if rand::RngExt::random_bool(event.rng_mut().rng(), 0.5) {
                        (a, b)
                    } else {
                        (b, a)
                    }
                })
                .collect()
        } else {
            pairs
        };
        return Ok(RoundPlan {
            pairs,
            bye,
            single_sided,
            in_order: false,
        });
    }
    let st = standings::compute_rounds(event, before);
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
    let req = PairingRequest {
        players: &players,
        previous: &previous,
        mode: if single_sided {
            PairingMode::SingleSided
        } else {
            PairingMode::DoubleSided
        },
    };
    let out = swiss::pair_round(&req, event.rng_mut().rng())
        .map_err(|e| EngineError::Pairing(e.to_string()))?;
    Ok(RoundPlan {
        pairs: out.pairs,
        bye: out.bye,
        single_sided,
        in_order: false,
    })
}

/// Numbers the tables of a plan: fixed tables first, then by combined points, then byes.
/// Returns the tables and a description of each fixed-table request that could not be honoured.
pub fn tables_for(
    event: &Event,
    before: &[SwissRound],
    plan: &RoundPlan,
) -> (Vec<Pairing>, Vec<String>) {
    let st = standings::compute_rounds(event, before);
    let info = |p: PlayerId| st.of(p).map_or((0, usize::MAX / 2), |r| (r.points, r.rank));
    let fixed = |p: PlayerId| event.player(p).and_then(|x| x.fixed_table);
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
    let conflicts = assigned
        .conflicts
        .iter()
        .map(|c| match *c {
            swiss::TableConflict::SplitPair {
                kept,
                table,
                overridden,
                wanted,
            } => format!(
                "{} and {} both have fixed tables; they sit at {}'s table {table}, not {}'s table {wanted}",
                event.name_of(kept),
                event.name_of(overridden),
                event.name_of(kept),
                event.name_of(overridden)
            ),
            swiss::TableConflict::TableTaken {
                table,
                kept_by,
                displaced,
            } => format!(
                "{} wanted fixed table {table}, which {} keeps",
                event.name_of(displaced),
                event.name_of(kept_by)
            ),
            swiss::TableConflict::InvalidTable { player } => {
                format!("{} has fixed table 0, which does not exist", event.name_of(player))
            }
        })
        .collect();
    let mut out: Vec<Pairing> = assigned
        .tables
        .into_iter()
        .map(|t| Pairing {
            table: t.table,
            p1: t.p1,
            p2: t.p2,
            p1_side: if plan.single_sided && t.p2.is_some() {
                Some(Side::Corp)
            } else {
                None
            },
            result: None,
        })
        .collect();
    out.sort_by_key(|p| p.table);
    (out, conflicts)
}
