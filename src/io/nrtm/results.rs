//! Game and round results from the scores a file writes.

use super::parse::{FileGame, Seat};
use super::{NrtmError, invalid};
use crate::engine::{GameResult, MatchResult, Side, WinReason};

/// Points of one game as (player 1, player 2) → the game's result, seen from the side player 1
/// played.
fn game_from_points(p1: u32, p2: u32, p1_side: Side) -> Option<GameResult> {
    match (p1, p2) {
        (3, 0) => Some(GameResult::Win {
            winner: p1_side,
            reason: None,
        }),
        (0, 3) => Some(GameResult::Win {
            winner: p1_side.other(),
            reason: None,
        }),
        (2, 0) => Some(GameResult::ModifiedWin {
            winner: p1_side,
            agenda: None,
        }),
        (0, 2) => Some(GameResult::ModifiedWin {
            winner: p1_side.other(),
            agenda: None,
        }),
        (1, 1) => Some(GameResult::Draw { agenda: None }),
        _ => None,
    }
}

fn with_reason(g: GameResult, reason: Option<WinReason>) -> GameResult {
    match (g, reason) {
        (GameResult::Win { winner, .. }, Some(r)) => GameResult::Win {
            winner,
            reason: Some(r),
        },
        _ => g,
    }
}

/// The result of a double-sided Swiss game; `None` when the file holds no result.
pub(super) fn double_result(
    g: &FileGame,
    place: &str,
    notes: &mut Vec<String>,
) -> Option<MatchResult> {
    let sides = [g.p1.corp, g.p1.runner, g.p2.corp, g.p2.runner];
    let side_sum = |s: &Seat| s.corp.unwrap_or(0) + s.runner.unwrap_or(0);
    let (s1, s2) = (side_sum(&g.p1), side_sum(&g.p2));
    let combined = match (g.p1.combined, g.p2.combined) {
        (Some(a), Some(b)) => Some((a, b)),
        (Some(a), None) => Some((a, 0)),
        (None, Some(b)) => Some((0, b)),
        (None, None) => None,
    };
    if g.intentional_draw {
        if let Some(c) = combined
            && c != (3, 3)
            && c != (0, 0)
        {
            notes.push(format!(
                "{place}: an intentional draw with combinedScore {}–{}; imported as a 3–3 split",
                c.0, c.1
            ));
        }
        return Some(MatchResult::IntentionalSplit);
    }
    let sides_known = s1 + s2 > 0;
    let totals = match combined {
        Some(c) if c.0 + c.1 > 0 => Some(c),
        _ if sides_known => Some((s1, s2)),
        _ => None,
    };
    let totals = totals?;
    if g.two_for_one {
        return Some(MatchResult::Totals {
            p1: totals.0,
            p2: totals.1,
            two_for_one: true,
        });
    }
    if sides_known && sides.iter().all(Option::is_some) {
        let p1_corp =
            game_from_points(g.p1.corp.unwrap_or(0), g.p2.runner.unwrap_or(0), Side::Corp);
        let p2_corp = game_from_points(
            g.p1.runner.unwrap_or(0),
            g.p2.corp.unwrap_or(0),
            Side::Runner,
        );
        if let (Some(a), Some(b)) = (p1_corp, p2_corp) {
            if let Some(c) = combined
                && c != (s1, s2)
            {
                notes.push(format!(
                    "{place}: combinedScore {}–{} disagrees with the side scores ({s1}–{s2}); the side scores were used",
                    c.0, c.1
                ));
            }
            return Some(MatchResult::Games {
                p1_corp: with_reason(a, g.won_by[0]),
                p2_corp: with_reason(b, g.won_by[1]),
            });
        }
    }
    Some(MatchResult::Totals {
        p1: totals.0,
        p2: totals.1,
        two_for_one: false,
    })
}

/// The side player 1 plays in a single-sided game.
pub(super) fn single_side(g: &FileGame, place: &str) -> Result<Side, NrtmError> {
    match (g.p1.role, g.p2.role) {
        (Some(a), Some(b)) if a == b => Err(invalid(place, format!("both players have role {a}"))),
        (Some(a), _) => Ok(a),
        (None, Some(b)) => Ok(b.other()),
        (None, None) => Err(invalid(
            place,
            "a double-sided game in a single-sided event (mixed rounds are not supported)",
        )),
    }
}

/// The result of a single-sided Swiss game; `None` when the file holds no result. An intentional
/// draw of a single game (Aesop's Tables) is a drawn game, 1 point each.
pub(super) fn single_result(g: &FileGame, p1_side: Side) -> Option<MatchResult> {
    if g.intentional_draw {
        return Some(MatchResult::Single {
            game: GameResult::Draw { agenda: None },
        });
    }
    let s1 = g.p1.score_as(p1_side).unwrap_or(0);
    let s2 = g.p2.score_as(p1_side.other()).unwrap_or(0);
    if let Some(game) = game_from_points(s1, s2, p1_side) {
        return Some(MatchResult::Single { game });
    }
    let combined = (g.p1.combined.unwrap_or(0), g.p2.combined.unwrap_or(0));
    let totals = if combined.0 + combined.1 > 0 {
        combined
    } else {
        (s1, s2)
    };
    if totals.0 + totals.1 == 0 {
        return None;
    }
    if let Some(game) = game_from_points(totals.0, totals.1, p1_side) {
        return Some(MatchResult::Single { game });
    }
    Some(MatchResult::Totals {
        p1: totals.0,
        p2: totals.1,
        two_for_one: g.two_for_one,
    })
}
