//! Table numbers for a paired round (spec `pairing.md`, "Tables").
//!
//! 1. Fixed tables first: a player who needs a particular table (accessibility) keeps it. If the
//!    two players of a pair need different tables, the higher-ranked player's wins (the other is
//!    tried if that one is taken). If two pairs want the same table, the pair whose claiming
//!    player is higher-ranked keeps it; the other is seated normally. Each such case is reported.
//! 2. The other pairs take the lowest free numbers from 1, by combined points (highest first),
//!    ties by the better rank in the pair.
//! 3. Byes are numbered after every pair's table, in the order given.

use crate::engine::PlayerId;
use serde::{Deserialize, Serialize};
use std::collections::BTreeSet;

/// A pair to seat.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct TablePair {
    /// First player, as the pairing returned them (single-sided: Corp).
    pub a: PlayerId,
    /// Second player (single-sided: Runner).
    pub b: PlayerId,
    /// `a`'s 0-based standings rank (0 = best).
    pub rank_a: usize,
    /// `b`'s 0-based standings rank.
    pub rank_b: usize,
    /// The sum of both players' points.
    pub combined_points: u32,
}

impl TablePair {
    fn best_rank(&self) -> usize {
        self.rank_a.min(self.rank_b)
    }
}

/// One numbered table: a pair, or a bye (`p2 == None`; its number is only for the list).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct Table {
    /// Table number, from 1.
    pub table: u32,
    /// First player (the pair's `a`), or the bye.
    pub p1: PlayerId,
    /// Second player (the pair's `b`); `None` for a bye.
    pub p2: Option<PlayerId>,
}

/// A fixed-table request that could not be honoured as asked (a warning for the organizer).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub enum TableConflict {
    /// Both players of a pair have (different) fixed tables; `kept` (higher-ranked) was given
    /// `table`, `overridden` wanted `wanted`.
    SplitPair {
        /// The player whose table was used.
        kept: PlayerId,
        /// The table the pair got.
        table: u32,
        /// The other player.
        overridden: PlayerId,
        /// The other player's fixed table.
        wanted: u32,
    },
    /// `displaced` wanted `table`, already held by higher-ranked `kept_by`.
    TableTaken {
        /// The contested table.
        table: u32,
        /// The player (of another pair) who keeps it.
        kept_by: PlayerId,
        /// The player who did not get it.
        displaced: PlayerId,
    },
    /// A fixed table of 0 (tables are numbered from 1); ignored.
    InvalidTable {
        /// The player with the invalid request.
        player: PlayerId,
    },
}

/// The numbered round.
#[derive(Clone, Debug, Default, PartialEq, Eq, Serialize, Deserialize)]
pub struct TableAssignment {
    /// Every pair and bye with its number, ordered by number.
    pub tables: Vec<Table>,
    /// Fixed-table requests that could not be honoured as asked.
    pub conflicts: Vec<TableConflict>,
}

/// A pair's fixed-table claim: (rank of the claiming player, pair index, wanted tables with the
/// player who wants each, in preference order).
type Claim = (usize, usize, Vec<(u32, PlayerId)>);

/// Numbers the tables of a round; see the [module documentation](self). `fixed` gives a
/// player's fixed table, if any.
pub fn assign_tables(
    pairs: &[TablePair],
    byes: &[PlayerId],
    fixed: &dyn Fn(PlayerId) -> Option<u32>,
) -> TableAssignment {
    let mut out = TableAssignment::default();
    let mut used: BTreeSet<u32> = BTreeSet::new();
    let mut holder: Vec<(u32, PlayerId)> = Vec::new();
    let mut seated = vec![false; pairs.len()];

    // Claims: per pair, the fixed tables in preference order (higher-ranked player first),
    // processed by the rank of the player making the first claim.
    let mut claims: Vec<Claim> = Vec::new();
    for (idx, pair) in pairs.iter().enumerate() {
        let mut members = [(pair.rank_a, pair.a), (pair.rank_b, pair.b)];
        members.sort();
        let mut wanted: Vec<(u32, PlayerId)> = Vec::new();
        let mut claimant_rank = None;
        for &(rank, p) in &members {
            match fixed(p) {
                Some(0) => out
                    .conflicts
                    .push(TableConflict::InvalidTable { player: p }),
                Some(t) if !wanted.iter().any(|&(w, _)| w == t) => {
                    wanted.push((t, p));
                    claimant_rank.get_or_insert(rank);
                }
                _ => {}
            }
        }
        if let Some(rank) = claimant_rank {
            claims.push((rank, idx, wanted));
        }
    }
    claims.sort_by_key(|c| (c.0, c.1));
    for (_, idx, wanted) in &claims {
        let mut got: Option<(u32, PlayerId)> = None;
        for &(t, p) in wanted {
            if used.contains(&t) {
                let kept_by = holder.iter().find(|h| h.0 == t).map_or(p, |h| h.1);
                out.conflicts.push(TableConflict::TableTaken {
                    table: t,
                    kept_by,
                    displaced: p,
                });
                continue;
            }
            used.insert(t);
            holder.push((t, p));
            got = Some((t, p));
            break;
        }
        if let Some((table, kept)) = got {
            let pair = &pairs[*idx];
            seated[*idx] = true;
            out.tables.push(Table {
                table,
                p1: pair.a,
                p2: Some(pair.b),
            });
            if wanted.len() == 2 {
                let (wanted_t, overridden) = if wanted[0].1 == kept {
                    wanted[1]
                } else {
                    wanted[0]
                };
                out.conflicts.push(TableConflict::SplitPair {
                    kept,
                    table,
                    overridden,
                    wanted: wanted_t,
                });
            }
        }
    }

    let mut rest: Vec<usize> = (0..pairs.len()).filter(|&i| !seated[i]).collect();
    rest.sort_by_key(|&i| {
        (
            std::cmp::Reverse(pairs[i].combined_points),
            pairs[i].best_rank(),
            i,
        )
    });
    let mut next = 1u32;
    for i in rest {
        while used.contains(&next) {
            next += 1;
        }
        used.insert(next);
        out.tables.push(Table {
            table: next,
            p1: pairs[i].a,
            p2: Some(pairs[i].b),
        });
    }
    let first_bye = used.last().copied().unwrap_or(0) + 1;
    for (bye_number, &p) in (first_bye..).zip(byes) {
        out.tables.push(Table {
            table: bye_number,
            p1: p,
            p2: None,
        });
    }
    out.tables.sort_by_key(|t| t.table);
    out
}

#[cfg(test)]
mod tests {
    use super::*;

    fn pid(i: u32) -> PlayerId {
        PlayerId(i)
    }

    fn pair(a: u32, b: u32, ra: usize, rb: usize, pts: u32) -> TablePair {
        TablePair {
            a: pid(a),
            b: pid(b),
            rank_a: ra,
            rank_b: rb,
            combined_points: pts,
        }
    }

    fn number_of(t: &TableAssignment, p: PlayerId) -> Option<u32> {
        t.tables
            .iter()
            .find(|t| t.p1 == p || t.p2 == Some(p))
            .map(|t| t.table)
    }

    #[test]
    fn pairs_by_combined_points_then_best_rank_then_byes() {
        let pairs = [
            pair(5, 6, 4, 5, 6),
            pair(1, 2, 0, 1, 12),
            pair(3, 4, 2, 3, 6),
        ];
        let t = assign_tables(&pairs, &[pid(7)], &|_| None);
        assert!(t.conflicts.is_empty());
        assert_eq!(number_of(&t, pid(1)), Some(1));
        assert_eq!(number_of(&t, pid(3)), Some(2));
        assert_eq!(number_of(&t, pid(5)), Some(3));
        assert_eq!(number_of(&t, pid(7)), Some(4));
        let numbers: Vec<u32> = t.tables.iter().map(|t| t.table).collect();
        assert_eq!(numbers, vec![1, 2, 3, 4]);
        assert_eq!(t.tables[3].p2, None);
        assert_eq!(t.tables[0].p2, Some(pid(2)));
    }

    #[test]
    fn fixed_table_first_and_others_fill_around_it() {
        let pairs = [
            pair(1, 2, 0, 1, 12),
            pair(3, 4, 2, 3, 9),
            pair(5, 6, 4, 5, 6),
        ];
        // Player 6 (lowest pair) needs table 1.
        let t = assign_tables(&pairs, &[pid(7)], &|p| (p == pid(6)).then_some(1));
        assert!(t.conflicts.is_empty());
        assert_eq!(number_of(&t, pid(6)), Some(1));
        assert_eq!(number_of(&t, pid(1)), Some(2));
        assert_eq!(number_of(&t, pid(3)), Some(3));
        assert_eq!(number_of(&t, pid(7)), Some(4));
    }

    #[test]
    fn byes_come_after_a_high_fixed_table() {
        let pairs = [pair(1, 2, 0, 1, 12), pair(3, 4, 2, 3, 9)];
        let t = assign_tables(&pairs, &[pid(9)], &|p| (p == pid(4)).then_some(10));
        assert_eq!(number_of(&t, pid(4)), Some(10));
        assert_eq!(number_of(&t, pid(1)), Some(1));
        assert_eq!(number_of(&t, pid(9)), Some(11));
    }

    #[test]
    fn split_pair_higher_ranked_player_wins_and_is_reported() {
        let pairs = [pair(1, 2, 3, 0, 12), pair(3, 4, 1, 2, 9)];
        let fixed = |p: PlayerId| match p.0 {
            1 => Some(5),
            2 => Some(7),
            _ => None,
        };
        let t = assign_tables(&pairs, &[], &fixed);
        // Player 2 has rank 0: their table 7 wins.
        assert_eq!(number_of(&t, pid(1)), Some(7));
        assert_eq!(
            t.conflicts,
            vec![TableConflict::SplitPair {
                kept: pid(2),
                table: 7,
                overridden: pid(1),
                wanted: 5
            }]
        );
        assert_eq!(number_of(&t, pid(3)), Some(1));
    }

    #[test]
    fn contested_fixed_table_goes_to_higher_ranked_claimant() {
        let pairs = [pair(1, 2, 4, 5, 12), pair(3, 4, 0, 6, 3)];
        let fixed = |p: PlayerId| match p.0 {
            1 | 4 => Some(2),
            _ => None,
        };
        let t = assign_tables(&pairs, &[], &fixed);
        // Pair (3,4) has the better best rank (0) and claims via player 4 (rank 6); pair (1,2)
        // claims via player 1 (rank 4): the claimant rank decides, so player 1 keeps table 2.
        assert_eq!(number_of(&t, pid(1)), Some(2));
        assert_eq!(number_of(&t, pid(4)), Some(1));
        assert_eq!(
            t.conflicts,
            vec![TableConflict::TableTaken {
                table: 2,
                kept_by: pid(1),
                displaced: pid(4)
            }]
        );
    }

    #[test]
    fn table_zero_is_reported_and_ignored() {
        let pairs = [pair(1, 2, 0, 1, 12)];
        let t = assign_tables(&pairs, &[], &|p| (p == pid(2)).then_some(0));
        assert_eq!(number_of(&t, pid(1)), Some(1));
        assert_eq!(
            t.conflicts,
            vec![TableConflict::InvalidTable { player: pid(2) }]
        );
    }
}
