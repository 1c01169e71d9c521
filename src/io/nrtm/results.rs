//! Game and round results from the scores a file writes.

use super::parse::{FileGame, Seat};
use super::{GamePlace, ImportNote, NrtmError, invalid};
use crate::engine::results::{WIN_POINTS, totals_possible};
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

/// A result read from a file and the score adjustments (player 1, player 2) that keep the
/// file's round totals when no result gives them (a total an organizer typed as a correction).
pub(super) type Read = (MatchResult, [i32; 2]);

/// The round totals `games` games can give (a double loss, 0–0, included), nearest to the
/// published `(p1, p2)` first: fewest points moved, then the smallest single adjustment, then
/// fewest players adjusted, then the highest totals.
fn nearest_totals(p1: i32, p2: i32, games: usize) -> (u32, u32) {
    let max = WIN_POINTS * games as u32;
    // (points moved, largest move, players moved, points short of the maximum), totals.
    type Candidate = ((u32, u32, u32, u32), (u32, u32));
    let mut best: Option<Candidate> = None;
    for a in (0..=max).rev() {
        for b in (0..=max).rev() {
            if !((a, b) == (0, 0) || totals_possible(a, b, games)) {
                continue;
            }
            let (da, db) = (p1 - a as i32, p2 - b as i32);
            let key = (
                da.unsigned_abs() + db.unsigned_abs(),
                da.unsigned_abs().max(db.unsigned_abs()),
                u32::from(da != 0) + u32::from(db != 0),
                2 * max - a - b,
            );
            if best.is_none_or(|(k, _)| key < k) {
                best = Some((key, (a, b)));
            }
        }
    }
    best.map_or((0, 0), |(_, t)| t)
}

/// Round totals as a result: when no result gives them, the nearest that does, adjusted.
fn totals_result(totals: (i32, i32), two_for_one: bool) -> Read {
    let (base_1, base_2) = nearest_totals(totals.0, totals.1, 2);
    (
        MatchResult::Totals {
            p1: base_1,
            p2: base_2,
            two_for_one,
        },
        [totals.0 - base_1 as i32, totals.1 - base_2 as i32],
    )
}

/// Whether the file writes any score for the game (0–0 is written; all null is not).
pub(super) fn scores_written(g: &FileGame) -> bool {
    [g.p1, g.p2]
        .iter()
        .any(|s| s.corp.is_some() || s.runner.is_some() || s.combined.is_some())
}

/// The result of a double-sided Swiss game; `None` when the file holds no result (null scores
/// or 0–0: a pending table, or a double loss when later rounds follow; the caller decides).
pub(super) fn double_result(
    g: &FileGame,
    place: GamePlace,
    notes: &mut Vec<ImportNote>,
) -> Option<Read> {
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
            && c != (1, 1)
            && c != (0, 0)
        {
            notes.push(ImportNote::IntentionalDrawScores {
                game: place,
                scores: [c.0, c.1],
            });
        }
        return Some((MatchResult::IntentionalSplit, [0, 0]));
    }
    let sides_known = s1 + s2 > 0;
    let side_totals = (s1 as i32, s2 as i32);
    let totals = match combined {
        Some(c) if c != (0, 0) => c,
        _ if sides_known => side_totals,
        _ => return None,
    };
    if g.two_for_one {
        return Some(totals_result(totals, true));
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
            // A published total that is not the sum of the side scores is kept as an
            // adjustment (Cobra: a total the organizer typed).
            return Some((
                MatchResult::Games {
                    p1_corp: with_reason(a, g.won_by[0]),
                    p2_corp: with_reason(b, g.won_by[1]),
                },
                [totals.0 - side_totals.0, totals.1 - side_totals.1],
            ));
        }
    }
    Some(totals_result(totals, false))
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
/// draw of a single game (Aesop's Tables) is a drawn game, 1 point each. Totals no game gives
/// are the nearest game's, adjusted.
pub(super) fn single_result(g: &FileGame, p1_side: Side) -> Option<Read> {
    if g.intentional_draw {
        return Some((
            MatchResult::Single {
                game: GameResult::Draw { agenda: None },
            },
            [0, 0],
        ));
    }
    let s1 = g.p1.score_as(p1_side).unwrap_or(0);
    let s2 = g.p2.score_as(p1_side.other()).unwrap_or(0);
    if let Some(game) = game_from_points(s1, s2, p1_side) {
        return Some((MatchResult::Single { game }, [0, 0]));
    }
    let combined = (g.p1.combined.unwrap_or(0), g.p2.combined.unwrap_or(0));
    let totals = if combined != (0, 0) {
        combined
    } else {
        (s1 as i32, s2 as i32)
    };
    if totals == (0, 0) {
        return None;
    }
    let (a, b) = nearest_totals(totals.0, totals.1, 1);
    let adjust = [totals.0 - a as i32, totals.1 - b as i32];
    match game_from_points(a, b, p1_side) {
        Some(game) => Some((MatchResult::Single { game }, adjust)),
        None => Some((
            MatchResult::Totals {
                p1: a,
                p2: b,
                two_for_one: g.two_for_one,
            },
            adjust,
        )),
    }
}
