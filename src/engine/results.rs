//! Game and round results, and the tournament points they are worth.
//!
//! Regulations, "End of Game" and "Tournament Points": a game win is worth 3, a modified
//! (timed) game win 2, a draw 1 to each player, a loss 0. A double-sided Swiss round is two
//! games, one as Corp and one as Runner; an intentional round split gives each player 3.

use crate::engine::error::{EngineError, ResultProblem};
use crate::engine::ids::Side;
use serde::{Deserialize, Serialize};

pub use crate::engine::structure::WIN_POINTS;
/// Tournament points for a modified game win: time called, more agenda points.
pub const MODIFIED_WIN_POINTS: u32 = 2;
/// Tournament points for each player in a drawn game.
pub const DRAW_POINTS: u32 = 1;
/// Tournament points each player gets for an intentional round split
/// (regulations, "Intentional Round Split").
pub const INTENTIONAL_SPLIT_POINTS: u32 = 3;

/// How a game was won outright.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[serde(rename_all = "kebab-case")]
pub enum WinReason {
    /// Seven (six in draft) agenda points scored or stolen.
    Agenda,
    /// The Runner was flatlined.
    Flatline,
    /// The Corp had to draw from an empty R&D.
    EmptyRnd,
    /// The opponent conceded.
    Concession,
}

/// Agenda points of both players when time was called.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct AgendaScore {
    /// The Corp's agenda points.
    pub corp: u8,
    /// The Runner's agenda points.
    pub runner: u8,
}

/// The result of one game.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[serde(tag = "outcome", rename_all = "kebab-case")]
pub enum GameResult {
    /// A game win for `winner` (3 points) and a loss for the other side.
    Win {
        /// The side that won.
        winner: Side,
        /// How, when known.
        #[serde(default, skip_serializing_if = "Option::is_none")]
        reason: Option<WinReason>,
    },
    /// Time was called and `winner` had more agenda points: a modified game win (2 points).
    ModifiedWin {
        /// The side with more agenda points.
        winner: Side,
        /// The agenda points, when entered.
        #[serde(default, skip_serializing_if = "Option::is_none")]
        agenda: Option<AgendaScore>,
    },
    /// Time was called with equal agenda points: 1 point each.
    Draw {
        /// The agenda points, when entered.
        #[serde(default, skip_serializing_if = "Option::is_none")]
        agenda: Option<AgendaScore>,
    },
}

/// The timed-game rule, defined once (regulations, "End of Game — Time"): a game on which time
/// was called ends below the winning total of agenda points (`to_win` wins outright); of the
/// two players, more points is a modified win, equal points a draw ([`GameResult::timed`]).
/// Returns the most agenda points given that break the rule, if any. The engine's refusals
/// ([`GameResult::validate`], an elimination game's timed result) and every front end (the app,
/// the command line, the phones) go through it.
pub fn beyond_timed_total(points: [u8; 2], to_win: u8) -> Option<u8> {
    points.into_iter().filter(|&p| p >= to_win).max()
}

impl GameResult {
    /// The result of a game on which time was called, from both players' agenda points:
    /// more points is a modified win, equal points a draw (regulations, "End of Game — Time").
    ///
    /// Fails when either score reaches `to_win`: that game was won outright, not on time.
    pub fn timed(corp: u8, runner: u8, to_win: u8) -> Result<GameResult, EngineError> {
        let agenda = AgendaScore { corp, runner };
        let r = match corp.cmp(&runner) {
            std::cmp::Ordering::Greater => GameResult::ModifiedWin {
                winner: Side::Corp,
                agenda: Some(agenda),
            },
            std::cmp::Ordering::Less => GameResult::ModifiedWin {
                winner: Side::Runner,
                agenda: Some(agenda),
            },
            std::cmp::Ordering::Equal => GameResult::Draw {
                agenda: Some(agenda),
            },
        };
        r.validate(to_win)?;
        Ok(r)
    }

    /// Checks that the result is possible: timed results carry agenda points below the winning
    /// total and consistent with the winner.
    pub fn validate(&self, to_win: u8) -> Result<(), EngineError> {
        let check_points = |a: AgendaScore| {
            if let Some(max) = beyond_timed_total([a.corp, a.runner], to_win) {
                return Err(EngineError::ImpossibleResult(ResultProblem::TimedPoints {
                    points: u32::from(max),
                    corp: u32::from(a.corp),
                    runner: u32::from(a.runner),
                    to_win: u32::from(to_win),
                }));
            }
            Ok(())
        };
        match *self {
            GameResult::Win { .. } => Ok(()),
            GameResult::ModifiedWin { winner, agenda } => {
                if let Some(a) = agenda {
                    check_points(a)?;
                    let (w, l) = match winner {
                        Side::Corp => (a.corp, a.runner),
                        Side::Runner => (a.runner, a.corp),
                    };
                    if w <= l {
                        return Err(EngineError::ImpossibleResult(ResultProblem::TimedWin {
                            side: winner,
                            corp: u32::from(a.corp),
                            runner: u32::from(a.runner),
                        }));
                    }
                }
                Ok(())
            }
            GameResult::Draw { agenda } => {
                if let Some(a) = agenda {
                    check_points(a)?;
                    if a.corp != a.runner {
                        return Err(EngineError::ImpossibleResult(ResultProblem::DrawPoints {
                            corp: u32::from(a.corp),
                            runner: u32::from(a.runner),
                        }));
                    }
                }
                Ok(())
            }
        }
    }

    /// Tournament points earned by the player on `side`.
    pub fn points_for(&self, side: Side) -> u32 {
        match *self {
            GameResult::Win { winner, .. } => {
                if winner == side {
                    WIN_POINTS
                } else {
                    0
                }
            }
            GameResult::ModifiedWin { winner, .. } => {
                if winner == side {
                    MODIFIED_WIN_POINTS
                } else {
                    0
                }
            }
            GameResult::Draw { .. } => DRAW_POINTS,
        }
    }

    /// The winning side, if the game was not a draw.
    pub fn winner(&self) -> Option<Side> {
        match *self {
            GameResult::Win { winner, .. } | GameResult::ModifiedWin { winner, .. } => Some(winner),
            GameResult::Draw { .. } => None,
        }
    }

    /// Whether time decided the game.
    pub fn is_timed(&self) -> bool {
        !matches!(self, GameResult::Win { .. })
    }
}

/// The result of one Swiss pairing (not a bye).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[serde(tag = "kind", rename_all = "kebab-case")]
pub enum MatchResult {
    /// Both games of a double-sided round.
    Games {
        /// The game in which player 1 was the Corp (player 2 the Runner).
        p1_corp: GameResult,
        /// The game in which player 2 was the Corp (player 1 the Runner).
        p2_corp: GameResult,
    },
    /// The one game of a single-sided (half draft) round; sides are on the pairing.
    Single {
        /// The game's result.
        game: GameResult,
    },
    /// An intentional round split: 3 points each in a double-sided round; in a single-sided
    /// round an intentional draw, 1 point each.
    IntentionalSplit,
    /// Only each player's round total is known (imported from tools that recorded no games,
    /// e.g. Cobra before 2020). `two_for_one` marks Cobra's "2-for-1" flag. 0–0 is a double
    /// loss (both players lost, or a double game loss): a round played, no points.
    Totals {
        /// Player 1's round points.
        p1: u32,
        /// Player 2's round points.
        p2: u32,
        /// Cobra's "2-for-1" flag, kept for export.
        #[serde(default, skip_serializing_if = "std::ops::Not::not")]
        two_for_one: bool,
    },
}

/// The (player 1, player 2) points one game can give: win, loss, modified win either way, draw.
const GAME_POINTS: [(u32, u32); 5] = [
    (WIN_POINTS, 0),
    (0, WIN_POINTS),
    (MODIFIED_WIN_POINTS, 0),
    (0, MODIFIED_WIN_POINTS),
    (DRAW_POINTS, DRAW_POINTS),
];

/// Whether two round totals can come from `games` real games.
pub fn totals_possible(p1: u32, p2: u32, games: usize) -> bool {
    fn rec(p1: u32, p2: u32, games: usize) -> bool {
        if games == 0 {
            return p1 == 0 && p2 == 0;
        }
        GAME_POINTS
            .iter()
            .any(|&(a, b)| a <= p1 && b <= p2 && rec(p1 - a, p2 - b, games - 1))
    }
    rec(p1, p2, games)
}

impl MatchResult {
    /// Round points of (player 1, player 2). `single` = the pairing's sides in a
    /// single-sided round: the side player 1 played.
    pub fn points(&self, p1_side: Option<Side>) -> (u32, u32) {
        match *self {
            MatchResult::Games { p1_corp, p2_corp } => (
                p1_corp.points_for(Side::Corp) + p2_corp.points_for(Side::Runner),
                p1_corp.points_for(Side::Runner) + p2_corp.points_for(Side::Corp),
            ),
            MatchResult::Single { game } => {
                let s = p1_side.unwrap_or(Side::Corp);
                (game.points_for(s), game.points_for(s.other()))
            }
            // One game agreed drawn: a draw's point each (issue 33; Cobra offers it).
            MatchResult::IntentionalSplit if p1_side.is_some() => (DRAW_POINTS, DRAW_POINTS),
            MatchResult::IntentionalSplit => (INTENTIONAL_SPLIT_POINTS, INTENTIONAL_SPLIT_POINTS),
            MatchResult::Totals { p1, p2, .. } => (p1, p2),
        }
    }

    /// Checks the result against the round type and the format's agenda target.
    pub fn validate(&self, single_sided: bool, to_win: u8) -> Result<(), EngineError> {
        match self {
            MatchResult::Games { p1_corp, p2_corp } => {
                if single_sided {
                    return Err(EngineError::ImpossibleResult(ResultProblem::SingleSided));
                }
                p1_corp.validate(to_win)?;
                p2_corp.validate(to_win)
            }
            MatchResult::Single { game } => {
                if !single_sided {
                    return Err(EngineError::ImpossibleResult(ResultProblem::DoubleSided));
                }
                game.validate(to_win)
            }
            MatchResult::IntentionalSplit => Ok(()),
            MatchResult::Totals { p1, p2, .. } => {
                let games = if single_sided { 1 } else { 2 };
                if (*p1, *p2) == (0, 0) || totals_possible(*p1, *p2, games) {
                    Ok(())
                } else {
                    Err(EngineError::ImpossibleResult(ResultProblem::Totals {
                        p1: *p1,
                        p2: *p2,
                        games: games as u32,
                    }))
                }
            }
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn win(s: Side) -> GameResult {
        GameResult::Win {
            winner: s,
            reason: None,
        }
    }

    #[test]
    fn game_points_follow_the_regulations() {
        assert_eq!(win(Side::Corp).points_for(Side::Corp), 3);
        assert_eq!(win(Side::Corp).points_for(Side::Runner), 0);
        let t = GameResult::timed(4, 2, 7).unwrap();
        assert_eq!(t.points_for(Side::Corp), 2);
        assert_eq!(t.points_for(Side::Runner), 0);
        let d = GameResult::timed(3, 3, 7).unwrap();
        assert_eq!(
            (d.points_for(Side::Corp), d.points_for(Side::Runner)),
            (1, 1)
        );
    }

    #[test]
    fn a_timed_game_cannot_reach_the_winning_total() {
        assert!(GameResult::timed(7, 2, 7).is_err());
        assert!(GameResult::timed(6, 2, 6).is_err());
        assert!(GameResult::timed(6, 2, 7).is_ok());
    }

    #[test]
    fn an_inconsistent_modified_win_is_refused() {
        let r = GameResult::ModifiedWin {
            winner: Side::Runner,
            agenda: Some(AgendaScore { corp: 5, runner: 2 }),
        };
        assert!(r.validate(7).is_err());
        let d = GameResult::Draw {
            agenda: Some(AgendaScore { corp: 5, runner: 2 }),
        };
        assert!(d.validate(7).is_err());
    }

    #[test]
    fn round_points_sum_both_games() {
        let r = MatchResult::Games {
            p1_corp: win(Side::Corp),
            p2_corp: GameResult::timed(1, 3, 7).unwrap(),
        };
        assert_eq!(r.points(None), (5, 0));
        assert_eq!(MatchResult::IntentionalSplit.points(None), (3, 3));
    }

    #[test]
    fn single_sided_points_follow_the_sides() {
        let r = MatchResult::Single {
            game: win(Side::Runner),
        };
        assert_eq!(r.points(Some(Side::Corp)), (0, 3));
        assert_eq!(r.points(Some(Side::Runner)), (3, 0));
    }

    #[test]
    fn only_possible_totals_are_accepted() {
        for (a, b) in [
            (6, 0),
            (5, 0),
            (4, 1),
            (3, 3),
            (2, 2),
            (4, 0),
            (3, 2),
            (3, 1),
        ] {
            assert!(totals_possible(a, b, 2), "{a}-{b}");
        }
        for (a, b) in [(6, 1), (7, 0), (2, 1), (5, 1), (1, 0), (3, 0)] {
            assert!(!totals_possible(a, b, 2), "{a}-{b}");
        }
        assert!(totals_possible(3, 0, 1));
        assert!(!totals_possible(3, 3, 1));
    }

    #[test]
    fn a_double_loss_is_a_result_other_impossible_totals_are_not() {
        let double_loss = MatchResult::Totals {
            p1: 0,
            p2: 0,
            two_for_one: false,
        };
        assert!(double_loss.validate(false, 7).is_ok());
        assert!(double_loss.validate(true, 7).is_ok());
        assert_eq!(double_loss.points(None), (0, 0));
        let one_one = MatchResult::Totals {
            p1: 1,
            p2: 1,
            two_for_one: false,
        };
        assert!(one_one.validate(false, 7).is_err());
    }
}
