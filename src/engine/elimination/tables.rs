//! The bracket tables, as data.
//!
//! Each supported bracket is one [`BracketTable`]: a list of games ([`GameSpec`]: number, round,
//! the two [`Source`]s its players come from, the [`Section`] it belongs to, where its loser goes)
//! and a list of [`PlaceRule`]s that turn finished games into final places. The state machine in
//! [`super::bracket`] reads these tables and never special-cases a bracket size.
//!
//! Double elimination for the top 4, 8 and 16 follows the regulations ("Double Elimination
//! Rounds") and the community's numbering (Cobra, read by AlwaysBeRunning): the game numbers are the
//! table numbers used in exports. Single elimination (top 2, 3, 4, 8, 16; not a regulation format)
//! reseeds every round, best remaining seed against the worst, as Cobra does. Single elimination
//! on a fixed bracket (top 8 and 16: the winners of neighbouring games meet, no reseeding) is how
//! Aesop's Tables plays it; the import recognises it, and an organizer can choose it.

use crate::engine::structure::CutSize;
use serde::{Deserialize, Serialize};

// `BracketKind` and `Source` live beside the ids (refusals name them without the bracket).
pub use crate::engine::ids::{BracketKind, Source};

/// The part of the bracket a game belongs to.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[serde(rename_all = "kebab-case")]
pub enum Section {
    /// Upper bracket: players without a loss (single elimination: every game before the final).
    Upper,
    /// Lower bracket: players with one loss.
    Lower,
    /// The final, when only two players remain: the grand final of double elimination, upper
    /// bracket winner (player 1) against lower bracket winner (player 2).
    Final,
    /// The second final ("reset"), played only if the lower-bracket player won the grand final.
    SecondFinal,
}

/// Where the loser of a game goes.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[serde(rename_all = "kebab-case")]
pub enum LoserGoes {
    /// Into this (lower-bracket) game.
    Game(u32),
    /// Eliminated, finishing somewhere in places `best..=worst` (ordered by seed when a range).
    Out {
        /// Best place the loser can finish in.
        best: u32,
        /// Worst place the loser can finish in.
        worst: u32,
    },
    /// Grand final: the loser goes to this second final if they came from the upper bracket
    /// (player 1, first loss); the lower-bracket player (player 2) is out in 2nd place.
    SecondFinalIfUpper(u32),
}

/// When a game is played at all.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[serde(rename_all = "kebab-case")]
pub enum PlayedIf {
    /// Always.
    Always,
    /// Only if player 2 of this game won it (the second final: played only if the lower-bracket
    /// player, who is player 2 of the grand final, won the grand final).
    Player2Won(u32),
}

/// One game of a bracket table.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct GameSpec {
    /// Game number: the table number in pairings and exports. Games are numbered 1, 2, 3, …
    pub number: u32,
    /// Elimination round the game is played in (1 = first round after the cut).
    pub round: u32,
    /// Upper bracket, lower bracket or final.
    pub section: Section,
    /// Where player 1 and player 2 come from.
    pub players: [Source; 2],
    /// Where the loser goes.
    pub loser: LoserGoes,
    /// Whether the game is always played.
    pub played_if: PlayedIf,
}

/// How some final places are filled.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum PlaceRule {
    /// 1st and 2nd place: the winner and loser of the final, or of the second final when it is
    /// played.
    Finalists {
        /// The final (double elimination: the grand final).
        final_game: u32,
        /// The second final, if the bracket has one.
        second_final: Option<u32>,
    },
    /// Places `first`, `first + 1`, …: the losers of `games`, better seed first. Known once all
    /// of those games are decided.
    LosersBySeed {
        /// The best of these places.
        first: u32,
        /// The games whose losers take these places.
        games: &'static [u32],
    },
}

/// A complete bracket: its games and how they give final places.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct BracketTable {
    /// Double or single elimination.
    pub kind: BracketKind,
    /// Number of players (seeds `1..=players`).
    pub players: u32,
    /// The games, in game-number order (`games[i].number == i + 1`).
    pub games: &'static [GameSpec],
    /// The final places; together they cover places `1..=players` once each.
    pub places: &'static [PlaceRule],
}

impl BracketTable {
    /// The game with this number.
    pub fn game(&self, number: u32) -> Option<&'static GameSpec> {
        let index = usize::try_from(number).ok()?.checked_sub(1)?;
        self.games.get(index)
    }

    /// The number of rounds (the highest round number).
    pub fn rounds(&self) -> u32 {
        self.games.iter().map(|g| g.round).max().unwrap_or(0)
    }
}

/// The table for a kind of bracket and a cut size, if there is one.
///
/// Double elimination: top 4, 8, 16. Single elimination: top 2, 3, 4, 8, 16 (fixed bracket: 8,
/// 16).
pub fn table(kind: BracketKind, cut: CutSize) -> Option<&'static BracketTable> {
    match (kind, cut) {
        (BracketKind::SingleElimination, CutSize::Top2) => Some(&SINGLE_TOP_2),
        (BracketKind::SingleEliminationFixed, CutSize::Top8) => Some(&FIXED_TOP_8),
        (BracketKind::SingleEliminationFixed, CutSize::Top16) => Some(&FIXED_TOP_16),
        (BracketKind::DoubleElimination, CutSize::Top4) => Some(&DOUBLE_TOP_4),
        (BracketKind::DoubleElimination, CutSize::Top8) => Some(&DOUBLE_TOP_8),
        (BracketKind::DoubleElimination, CutSize::Top16) => Some(&DOUBLE_TOP_16),
        (BracketKind::SingleElimination, CutSize::Top3) => Some(&SINGLE_TOP_3),
        (BracketKind::SingleElimination, CutSize::Top4) => Some(&SINGLE_TOP_4),
        (BracketKind::SingleElimination, CutSize::Top8) => Some(&SINGLE_TOP_8),
        (BracketKind::SingleElimination, CutSize::Top16) => Some(&SINGLE_TOP_16),
        _ => None,
    }
}

// Short names for the tables below.
use LoserGoes::{Game as ToGame, SecondFinalIfUpper};
use Section::{Final, Lower, SecondFinal, Upper};
use Source::{Loser as L, Seed as S, Winner as W};

const fn out(best: u32, worst: u32) -> LoserGoes {
    LoserGoes::Out { best, worst }
}

const fn reseeded(round: u32, rank: u32) -> Source {
    Source::WinnerRanked { round, rank }
}

const fn game(
    number: u32,
    round: u32,
    section: Section,
    p1: Source,
    p2: Source,
    loser: LoserGoes,
) -> GameSpec {
    GameSpec {
        number,
        round,
        section,
        players: [p1, p2],
        loser,
        played_if: PlayedIf::Always,
    }
}

/// The second final: winner and loser of the grand final, played only if the grand final's
/// player 2 (from the lower bracket) won it; its loser finishes 2nd.
const fn second_final(number: u32, round: u32, grand_final: u32) -> GameSpec {
    GameSpec {
        number,
        round,
        section: SecondFinal,
        players: [W(grand_final), L(grand_final)],
        loser: out(2, 2),
        played_if: PlayedIf::Player2Won(grand_final),
    }
}

/// Double elimination, top 4 (`spec/elimination.md`, "Top 4").
pub static DOUBLE_TOP_4: BracketTable = BracketTable {
    kind: BracketKind::DoubleElimination,
    players: 4,
    games: &[
        game(1, 1, Upper, S(1), S(4), ToGame(4)),
        game(2, 1, Upper, S(2), S(3), ToGame(4)),
        game(3, 2, Upper, W(1), W(2), ToGame(5)),
        game(4, 2, Lower, L(1), L(2), out(4, 4)),
        game(5, 3, Lower, L(3), W(4), out(3, 3)),
        game(6, 4, Final, W(3), W(5), SecondFinalIfUpper(7)),
        second_final(7, 5, 6),
    ],
    places: &[
        PlaceRule::Finalists {
            final_game: 6,
            second_final: Some(7),
        },
        PlaceRule::LosersBySeed {
            first: 3,
            games: &[5],
        },
        PlaceRule::LosersBySeed {
            first: 4,
            games: &[4],
        },
    ],
};

/// Double elimination, top 8 (`spec/elimination.md`, "Top 8").
pub static DOUBLE_TOP_8: BracketTable = BracketTable {
    kind: BracketKind::DoubleElimination,
    players: 8,
    games: &[
        game(1, 1, Upper, S(1), S(8), ToGame(7)),
        game(2, 1, Upper, S(4), S(5), ToGame(7)),
        game(3, 1, Upper, S(2), S(7), ToGame(8)),
        game(4, 1, Upper, S(3), S(6), ToGame(8)),
        game(5, 2, Upper, W(1), W(2), ToGame(11)),
        game(6, 2, Upper, W(3), W(4), ToGame(10)),
        game(7, 2, Lower, L(1), L(2), out(7, 8)),
        game(8, 2, Lower, L(3), L(4), out(7, 8)),
        game(9, 3, Upper, W(5), W(6), ToGame(13)),
        game(10, 3, Lower, L(6), W(7), out(5, 6)),
        game(11, 3, Lower, W(8), L(5), out(5, 6)),
        game(12, 4, Lower, W(10), W(11), out(4, 4)),
        game(13, 5, Lower, L(9), W(12), out(3, 3)),
        game(14, 6, Final, W(9), W(13), SecondFinalIfUpper(15)),
        second_final(15, 7, 14),
    ],
    places: &[
        PlaceRule::Finalists {
            final_game: 14,
            second_final: Some(15),
        },
        PlaceRule::LosersBySeed {
            first: 3,
            games: &[13],
        },
        PlaceRule::LosersBySeed {
            first: 4,
            games: &[12],
        },
        PlaceRule::LosersBySeed {
            first: 5,
            games: &[10, 11],
        },
        PlaceRule::LosersBySeed {
            first: 7,
            games: &[7, 8],
        },
    ],
};

/// Double elimination, top 16 (`spec/elimination.md`, "Top 16").
pub static DOUBLE_TOP_16: BracketTable = BracketTable {
    kind: BracketKind::DoubleElimination,
    players: 16,
    games: &[
        game(1, 1, Upper, S(1), S(16), ToGame(9)),
        game(2, 1, Upper, S(8), S(9), ToGame(9)),
        game(3, 1, Upper, S(5), S(12), ToGame(10)),
        game(4, 1, Upper, S(4), S(13), ToGame(10)),
        game(5, 1, Upper, S(3), S(14), ToGame(11)),
        game(6, 1, Upper, S(6), S(11), ToGame(11)),
        game(7, 1, Upper, S(7), S(10), ToGame(12)),
        game(8, 1, Upper, S(2), S(15), ToGame(12)),
        game(9, 2, Lower, L(1), L(2), out(13, 16)),
        game(10, 2, Lower, L(3), L(4), out(13, 16)),
        game(11, 2, Lower, L(5), L(6), out(13, 16)),
        game(12, 2, Lower, L(7), L(8), out(13, 16)),
        game(13, 2, Upper, W(1), W(2), ToGame(20)),
        game(14, 2, Upper, W(3), W(4), ToGame(19)),
        game(15, 2, Upper, W(5), W(6), ToGame(18)),
        game(16, 2, Upper, W(7), W(8), ToGame(17)),
        game(17, 3, Lower, L(16), W(9), out(9, 12)),
        game(18, 3, Lower, L(15), W(10), out(9, 12)),
        game(19, 3, Lower, L(14), W(11), out(9, 12)),
        game(20, 3, Lower, L(13), W(12), out(9, 12)),
        game(21, 3, Upper, W(13), W(14), ToGame(25)),
        game(22, 3, Upper, W(15), W(16), ToGame(26)),
        game(23, 4, Lower, W(17), W(18), out(7, 8)),
        game(24, 4, Lower, W(19), W(20), out(7, 8)),
        game(25, 5, Lower, L(21), W(23), out(5, 6)),
        game(26, 5, Lower, W(24), L(22), out(5, 6)),
        game(27, 4, Upper, W(21), W(22), ToGame(29)),
        game(28, 6, Lower, W(25), W(26), out(4, 4)),
        game(29, 7, Lower, L(27), W(28), out(3, 3)),
        game(30, 8, Final, W(27), W(29), SecondFinalIfUpper(31)),
        second_final(31, 9, 30),
    ],
    places: &[
        PlaceRule::Finalists {
            final_game: 30,
            second_final: Some(31),
        },
        PlaceRule::LosersBySeed {
            first: 3,
            games: &[29],
        },
        PlaceRule::LosersBySeed {
            first: 4,
            games: &[28],
        },
        PlaceRule::LosersBySeed {
            first: 5,
            games: &[25, 26],
        },
        PlaceRule::LosersBySeed {
            first: 7,
            games: &[23, 24],
        },
        PlaceRule::LosersBySeed {
            first: 9,
            games: &[17, 18, 19, 20],
        },
        PlaceRule::LosersBySeed {
            first: 13,
            games: &[9, 10, 11, 12],
        },
    ],
};

/// Single elimination, top 2: one final between seeds 1 and 2 (Cobra offers it).
pub static SINGLE_TOP_2: BracketTable = BracketTable {
    kind: BracketKind::SingleElimination,
    players: 2,
    games: &[game(1, 1, Final, S(1), S(2), out(2, 2))],
    places: &[PlaceRule::Finalists {
        final_game: 1,
        second_final: None,
    }],
};

/// Single elimination, top 3 (`spec/elimination.md`, "Single elimination"): seeds 2 and 3 play,
/// the winner meets seed 1 in the final.
pub static SINGLE_TOP_3: BracketTable = BracketTable {
    kind: BracketKind::SingleElimination,
    players: 3,
    games: &[
        game(1, 1, Upper, S(2), S(3), out(3, 3)),
        game(2, 2, Final, S(1), W(1), out(2, 2)),
    ],
    places: &[
        PlaceRule::Finalists {
            final_game: 2,
            second_final: None,
        },
        PlaceRule::LosersBySeed {
            first: 3,
            games: &[1],
        },
    ],
};

/// Single elimination, top 4: 1–4 and 2–3, then the final. Losing semi-finalists share 3rd–4th
/// by seed.
pub static SINGLE_TOP_4: BracketTable = BracketTable {
    kind: BracketKind::SingleElimination,
    players: 4,
    games: &[
        game(1, 1, Upper, S(1), S(4), out(3, 4)),
        game(2, 1, Upper, S(2), S(3), out(3, 4)),
        game(3, 2, Final, W(1), W(2), out(2, 2)),
    ],
    places: &[
        PlaceRule::Finalists {
            final_game: 3,
            second_final: None,
        },
        PlaceRule::LosersBySeed {
            first: 3,
            games: &[1, 2],
        },
    ],
};

/// Single elimination, top 8, reseeded after the first round.
pub static SINGLE_TOP_8: BracketTable = BracketTable {
    kind: BracketKind::SingleElimination,
    players: 8,
    games: &[
        game(1, 1, Upper, S(1), S(8), out(5, 8)),
        game(2, 1, Upper, S(2), S(7), out(5, 8)),
        game(3, 1, Upper, S(3), S(6), out(5, 8)),
        game(4, 1, Upper, S(4), S(5), out(5, 8)),
        game(5, 2, Upper, reseeded(1, 1), reseeded(1, 4), out(3, 4)),
        game(6, 2, Upper, reseeded(1, 2), reseeded(1, 3), out(3, 4)),
        game(7, 3, Final, W(5), W(6), out(2, 2)),
    ],
    places: &[
        PlaceRule::Finalists {
            final_game: 7,
            second_final: None,
        },
        PlaceRule::LosersBySeed {
            first: 3,
            games: &[5, 6],
        },
        PlaceRule::LosersBySeed {
            first: 5,
            games: &[1, 2, 3, 4],
        },
    ],
};

/// Single elimination, top 16, reseeded after the first and second rounds.
pub static SINGLE_TOP_16: BracketTable = BracketTable {
    kind: BracketKind::SingleElimination,
    players: 16,
    games: &[
        game(1, 1, Upper, S(1), S(16), out(9, 16)),
        game(2, 1, Upper, S(2), S(15), out(9, 16)),
        game(3, 1, Upper, S(3), S(14), out(9, 16)),
        game(4, 1, Upper, S(4), S(13), out(9, 16)),
        game(5, 1, Upper, S(5), S(12), out(9, 16)),
        game(6, 1, Upper, S(6), S(11), out(9, 16)),
        game(7, 1, Upper, S(7), S(10), out(9, 16)),
        game(8, 1, Upper, S(8), S(9), out(9, 16)),
        game(9, 2, Upper, reseeded(1, 1), reseeded(1, 8), out(5, 8)),
        game(10, 2, Upper, reseeded(1, 2), reseeded(1, 7), out(5, 8)),
        game(11, 2, Upper, reseeded(1, 3), reseeded(1, 6), out(5, 8)),
        game(12, 2, Upper, reseeded(1, 4), reseeded(1, 5), out(5, 8)),
        game(13, 3, Upper, reseeded(2, 1), reseeded(2, 4), out(3, 4)),
        game(14, 3, Upper, reseeded(2, 2), reseeded(2, 3), out(3, 4)),
        game(15, 4, Final, W(13), W(14), out(2, 2)),
    ],
    places: &[
        PlaceRule::Finalists {
            final_game: 15,
            second_final: None,
        },
        PlaceRule::LosersBySeed {
            first: 3,
            games: &[13, 14],
        },
        PlaceRule::LosersBySeed {
            first: 5,
            games: &[9, 10, 11, 12],
        },
        PlaceRule::LosersBySeed {
            first: 9,
            games: &[1, 2, 3, 4, 5, 6, 7, 8],
        },
    ],
};

/// Single elimination on a fixed bracket, top 8, numbered as Aesop's Tables numbers its tables:
/// 1–8, 4–5, 3–6, 2–7, then the winners of games 1 and 2, of 3 and 4, and the final. Seeds 1
/// and 2 can only meet in the final; nobody is reseeded.
pub static FIXED_TOP_8: BracketTable = BracketTable {
    kind: BracketKind::SingleEliminationFixed,
    players: 8,
    games: &[
        game(1, 1, Upper, S(1), S(8), out(5, 8)),
        game(2, 1, Upper, S(4), S(5), out(5, 8)),
        game(3, 1, Upper, S(3), S(6), out(5, 8)),
        game(4, 1, Upper, S(2), S(7), out(5, 8)),
        game(5, 2, Upper, W(1), W(2), out(3, 4)),
        game(6, 2, Upper, W(3), W(4), out(3, 4)),
        game(7, 3, Final, W(5), W(6), out(2, 2)),
    ],
    places: &[
        PlaceRule::Finalists {
            final_game: 7,
            second_final: None,
        },
        PlaceRule::LosersBySeed {
            first: 3,
            games: &[5, 6],
        },
        PlaceRule::LosersBySeed {
            first: 5,
            games: &[1, 2, 3, 4],
        },
    ],
};

/// Single elimination on a fixed bracket, top 16: the first round of the double-elimination top
/// 16 (1–16, 8–9, 5–12, 4–13, 3–14, 6–11, 7–10, 2–15), then neighbouring winners meet.
pub static FIXED_TOP_16: BracketTable = BracketTable {
    kind: BracketKind::SingleEliminationFixed,
    players: 16,
    games: &[
        game(1, 1, Upper, S(1), S(16), out(9, 16)),
        game(2, 1, Upper, S(8), S(9), out(9, 16)),
        game(3, 1, Upper, S(5), S(12), out(9, 16)),
        game(4, 1, Upper, S(4), S(13), out(9, 16)),
        game(5, 1, Upper, S(3), S(14), out(9, 16)),
        game(6, 1, Upper, S(6), S(11), out(9, 16)),
        game(7, 1, Upper, S(7), S(10), out(9, 16)),
        game(8, 1, Upper, S(2), S(15), out(9, 16)),
        game(9, 2, Upper, W(1), W(2), out(5, 8)),
        game(10, 2, Upper, W(3), W(4), out(5, 8)),
        game(11, 2, Upper, W(5), W(6), out(5, 8)),
        game(12, 2, Upper, W(7), W(8), out(5, 8)),
        game(13, 3, Upper, W(9), W(10), out(3, 4)),
        game(14, 3, Upper, W(11), W(12), out(3, 4)),
        game(15, 4, Final, W(13), W(14), out(2, 2)),
    ],
    places: &[
        PlaceRule::Finalists {
            final_game: 15,
            second_final: None,
        },
        PlaceRule::LosersBySeed {
            first: 3,
            games: &[13, 14],
        },
        PlaceRule::LosersBySeed {
            first: 5,
            games: &[9, 10, 11, 12],
        },
        PlaceRule::LosersBySeed {
            first: 9,
            games: &[1, 2, 3, 4, 5, 6, 7, 8],
        },
    ],
};

/// Every table, for checks that must hold for all of them.
pub static ALL_TABLES: [&BracketTable; 10] = [
    &DOUBLE_TOP_4,
    &DOUBLE_TOP_8,
    &DOUBLE_TOP_16,
    &SINGLE_TOP_2,
    &SINGLE_TOP_3,
    &SINGLE_TOP_4,
    &SINGLE_TOP_8,
    &SINGLE_TOP_16,
    &FIXED_TOP_8,
    &FIXED_TOP_16,
];

#[cfg(test)]
mod tests {
    use super::*;
    use std::collections::BTreeMap;

    fn name(t: &BracketTable) -> String {
        format!("{} top {}", t.kind, t.players)
    }

    #[test]
    fn games_are_numbered_in_order_from_one() {
        for t in ALL_TABLES {
            for (i, g) in t.games.iter().enumerate() {
                assert_eq!(g.number as usize, i + 1, "{}", name(t));
                assert_eq!(t.game(g.number), Some(g));
            }
            assert_eq!(t.game(0), None);
            assert_eq!(t.game(t.games.len() as u32 + 1), None);
        }
    }

    #[test]
    fn every_seed_plays_exactly_once_as_a_seed() {
        for t in ALL_TABLES {
            let mut seeds: Vec<u32> = t
                .games
                .iter()
                .flat_map(|g| g.players)
                .filter_map(|s| match s {
                    Source::Seed(n) => Some(n),
                    _ => None,
                })
                .collect();
            seeds.sort_unstable();
            assert_eq!(seeds, (1..=t.players).collect::<Vec<_>>(), "{}", name(t));
        }
    }

    #[test]
    fn sources_come_from_earlier_rounds() {
        for t in ALL_TABLES {
            for g in t.games {
                for s in g.players {
                    let from_round = match s {
                        Source::Seed(_) => continue,
                        Source::Winner(n) | Source::Loser(n) => t.game(n).map(|x| x.round),
                        Source::WinnerRanked { round, .. } => Some(round),
                    };
                    let from_round = from_round.unwrap_or(u32::MAX);
                    assert!(from_round < g.round, "{} game {}", name(t), g.number);
                }
            }
        }
    }

    /// The "loser to" column agrees with the sources: each loser is used by exactly the game the
    /// column names, and a grand final's loser only by its second final.
    #[test]
    fn loser_destinations_agree_with_the_sources() {
        for t in ALL_TABLES {
            let mut used_by: BTreeMap<u32, Vec<u32>> = BTreeMap::new();
            for g in t.games {
                for s in g.players {
                    if let Source::Loser(n) = s {
                        used_by.entry(n).or_default().push(g.number);
                    }
                }
            }
            for g in t.games {
                let users = used_by.get(&g.number).cloned().unwrap_or_default();
                match g.loser {
                    LoserGoes::Game(n) | LoserGoes::SecondFinalIfUpper(n) => {
                        assert_eq!(users, vec![n], "{} game {}", name(t), g.number)
                    }
                    LoserGoes::Out { .. } => {
                        assert!(users.is_empty(), "{} game {}", name(t), g.number)
                    }
                }
                if let LoserGoes::SecondFinalIfUpper(n) = g.loser {
                    assert_eq!(g.section, Section::Final);
                    let sf = t.game(n).unwrap();
                    assert_eq!(sf.section, Section::SecondFinal);
                    assert_eq!(sf.played_if, PlayedIf::Player2Won(g.number));
                }
            }
        }
    }

    /// Every winner goes on exactly once (the grand final's winner to the second final), except
    /// the last game's.
    #[test]
    fn every_winner_but_the_champion_plays_on_once() {
        for t in ALL_TABLES {
            let mut uses: BTreeMap<u32, usize> = BTreeMap::new();
            for g in t.games {
                for s in g.players {
                    // Reseeded sources are counted per round below.
                    if let Source::Winner(n) = s {
                        *uses.entry(n).or_default() += 1;
                    }
                }
            }
            // Reseeded rounds: ranks 1..=games-in-round used once each.
            for round in 1..=t.rounds() {
                let mut ranks: Vec<u32> = t
                    .games
                    .iter()
                    .flat_map(|g| g.players)
                    .filter_map(|s| match s {
                        Source::WinnerRanked { round: r, rank } if r == round => Some(rank),
                        _ => None,
                    })
                    .collect();
                if ranks.is_empty() {
                    continue;
                }
                ranks.sort_unstable();
                let in_round: Vec<u32> = t
                    .games
                    .iter()
                    .filter(|g| g.round == round)
                    .map(|g| g.number)
                    .collect();
                assert_eq!(ranks, (1..=in_round.len() as u32).collect::<Vec<_>>());
                for n in in_round {
                    *uses.entry(n).or_default() += 1;
                }
            }
            let last = t.games.last().unwrap().number;
            for g in t.games {
                let expected = usize::from(g.number != last);
                assert_eq!(
                    uses.get(&g.number).copied().unwrap_or(0),
                    expected,
                    "{} game {}",
                    name(t),
                    g.number
                );
            }
        }
    }

    /// The place rules cover places 1..=players once each, and agree with the "out" column.
    #[test]
    fn place_rules_cover_every_place_once_and_match_the_out_column() {
        for t in ALL_TABLES {
            let mut places = Vec::new();
            for rule in t.places {
                match *rule {
                    PlaceRule::Finalists { .. } => places.extend([1, 2]),
                    PlaceRule::LosersBySeed { first, games } => {
                        let worst = first + games.len() as u32 - 1;
                        places.extend(first..=worst);
                        for &n in games {
                            assert_eq!(
                                t.game(n).unwrap().loser,
                                LoserGoes::Out { best: first, worst },
                                "{} game {n}",
                                name(t)
                            );
                        }
                    }
                }
            }
            places.sort_unstable();
            assert_eq!(places, (1..=t.players).collect::<Vec<_>>(), "{}", name(t));
            // Every "out" game is in some place rule, except a final's loser (2nd place).
            for g in t.games {
                if let LoserGoes::Out { best, .. } = g.loser {
                    let in_rule = t.places.iter().any(|r| match *r {
                        PlaceRule::LosersBySeed { games, .. } => games.contains(&g.number),
                        PlaceRule::Finalists {
                            final_game,
                            second_final,
                        } => {
                            best == 2 && (g.number == final_game || Some(g.number) == second_final)
                        }
                    });
                    assert!(in_rule, "{} game {}", name(t), g.number);
                }
            }
        }
    }

    #[test]
    fn only_the_finals_are_final_rounds() {
        for t in ALL_TABLES {
            let last_round = t.rounds();
            for g in t.games {
                let is_final = matches!(g.section, Section::Final | Section::SecondFinal);
                let expected_round = match g.section {
                    Section::SecondFinal => last_round,
                    Section::Final if t.kind == BracketKind::DoubleElimination => last_round - 1,
                    Section::Final => last_round,
                    _ => g.round,
                };
                assert_eq!(g.round, expected_round, "{} game {}", name(t), g.number);
                if is_final {
                    // Alone in its round.
                    assert_eq!(t.games.iter().filter(|x| x.round == g.round).count(), 1);
                }
            }
        }
    }

    #[test]
    fn the_supported_sizes() {
        use BracketKind::*;
        assert!(table(DoubleElimination, CutSize::Top3).is_none());
        assert!(table(DoubleElimination, CutSize::None).is_none());
        assert!(table(SingleElimination, CutSize::None).is_none());
        assert_eq!(
            table(DoubleElimination, CutSize::Top16)
                .unwrap()
                .games
                .len(),
            31
        );
        assert_eq!(
            table(DoubleElimination, CutSize::Top8).unwrap().games.len(),
            15
        );
        assert_eq!(
            table(DoubleElimination, CutSize::Top4).unwrap().games.len(),
            7
        );
        assert_eq!(
            table(SingleElimination, CutSize::Top3).unwrap().games.len(),
            2
        );
        for kind in [SingleElimination, SingleEliminationFixed] {
            for cut in [
                CutSize::Top2,
                CutSize::Top3,
                CutSize::Top4,
                CutSize::Top8,
                CutSize::Top16,
            ] {
                if let Some(t) = table(kind, cut) {
                    assert_eq!(t.players as usize, cut.players());
                    assert_eq!(t.games.len(), cut.players() - 1);
                }
            }
        }
        assert!(table(DoubleElimination, CutSize::Top2).is_none());
        assert_eq!(
            table(SingleElimination, CutSize::Top2).unwrap().games.len(),
            1
        );
        assert!(table(SingleEliminationFixed, CutSize::Top4).is_none());
    }
}
