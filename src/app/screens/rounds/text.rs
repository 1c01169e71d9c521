//! Texts the rounds screen shows: game cells, results, blockers. Pure, so they are unit-tested.

use crate::engine::{EngineError, GameResult, MatchResult, Pairing, Side};
use crate::io::result_syntax;

/// "Corp" / "Runner".
pub fn side_name(side: Side) -> &'static str {
    match side {
        Side::Corp => "Corp",
        Side::Runner => "Runner",
    }
}

/// The players of one game: `(corp, runner)` names.
pub struct GamePlayers<'a> {
    /// The Corp player's name.
    pub corp: &'a str,
    /// The Runner player's name.
    pub runner: &'a str,
}

impl GamePlayers<'_> {
    fn name(&self, side: Side) -> &str {
        match side {
            Side::Corp => self.corp,
            Side::Runner => self.runner,
        }
    }
}

/// A description of one game: "Ann (Corp) won", "T 5–3 · Bo (Corp) won", "Draw, T 3–3".
/// `compact` (narrow columns) leaves the names out: "Corp won", "T 5–3 · Corp won" — the
/// column header says who played which side.
pub fn game_cell(game: &GameResult, players: &GamePlayers<'_>, compact: bool) -> String {
    let who = |side: Side| {
        if compact {
            format!("{} won", side_name(side))
        } else {
            format!("{} ({}) won", players.name(side), side_name(side))
        }
    };
    match *game {
        GameResult::Win { winner, reason } => match reason {
            Some(r) => format!("{}, {}", who(winner), result_syntax::reason_word(r)),
            None => who(winner),
        },
        GameResult::ModifiedWin { winner, agenda } => match agenda {
            Some(a) => format!("T {}–{} · {}", a.corp, a.runner, who(winner)),
            None => format!("T · {}", who(winner)),
        },
        GameResult::Draw { agenda } => match agenda {
            Some(a) => format!("Draw, T {}–{}", a.corp, a.runner),
            None => "Draw on time".into(),
        },
    }
}

/// What the game columns show for a table: one entry per game of the round (two, or one in a
/// single-sided round). `None` for a game without a known result.
pub fn game_cells(pairing: &Pairing, p1: &str, p2: &str, compact: bool) -> Vec<Option<String>> {
    let single = pairing.p1_side.is_some();
    let games = if single { 1 } else { 2 };
    let Some(result) = &pairing.result else {
        return vec![None; games];
    };
    let first = GamePlayers {
        corp: p1,
        runner: p2,
    };
    let second = GamePlayers {
        corp: p2,
        runner: p1,
    };
    match result {
        MatchResult::Games { p1_corp, p2_corp } => vec![
            Some(game_cell(p1_corp, &first, compact)),
            Some(game_cell(p2_corp, &second, compact)),
        ],
        MatchResult::Single { game } => {
            let players = match pairing.p1_side {
                Some(Side::Runner) => second,
                _ => first,
            };
            vec![Some(game_cell(game, &players, compact))]
        }
        MatchResult::IntentionalSplit => {
            vec![Some("Intentional split".into()); games]
        }
        MatchResult::Totals { .. } => vec![Some("games not recorded".into()); games],
    }
}

/// The round result column: the round's points and, when it says more, the result in the
/// entry syntax, e.g. `("5–0", Some("T5-3 R"))`, `("6–0", None)`.
pub fn result_cell(pairing: &Pairing) -> Option<(String, Option<String>)> {
    let r = pairing.result.as_ref()?;
    let (a, b) = r.points(pairing.p1_side);
    let syntax = result_syntax::describe(r);
    let plain = syntax == format!("{a}-{b}");
    Some((format!("{a}–{b}"), (!plain).then_some(syntax)))
}

/// Why a round cannot be paired, as shown next to the disabled button:
/// "Round 2: tables 3, 7 without a result".
pub fn blocker_text(e: &EngineError) -> String {
    match e {
        EngineError::RoundIncomplete { round, missing } => format!("Round {round}: {missing}"),
        other => crate::app::capitalise(&other.to_string()),
    }
}

/// "1 table" / "3 tables".
pub fn tables(n: usize) -> String {
    if n == 1 {
        "1 table".into()
    } else {
        format!("{n} tables")
    }
}

/// "Table 3, table 5" style list: "3, 5 and 7".
pub fn and_list(items: &[String]) -> String {
    match items {
        [] => String::new(),
        [one] => one.clone(),
        [init @ .., last] => format!("{} and {last}", init.join(", ")),
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::engine::{AgendaScore, PlayerId};

    fn pairing(result: Option<MatchResult>, p1_side: Option<Side>) -> Pairing {
        Pairing {
            table: 1,
            p1: PlayerId(1),
            p2: Some(PlayerId(2)),
            p1_side,
            side_reason: None,
            result,
        }
    }

    fn win(winner: Side) -> GameResult {
        GameResult::Win {
            winner,
            reason: None,
        }
    }

    #[test]
    fn games_name_the_winner_and_side() {
        let p = pairing(
            Some(MatchResult::Games {
                p1_corp: win(Side::Corp),
                p2_corp: GameResult::ModifiedWin {
                    winner: Side::Corp,
                    agenda: Some(AgendaScore { corp: 5, runner: 3 }),
                },
            }),
            None,
        );
        assert_eq!(
            game_cells(&p, "Ann", "Bo", false),
            vec![
                Some("Ann (Corp) won".to_string()),
                Some("T 5–3 · Bo (Corp) won".to_string())
            ]
        );
        assert_eq!(
            game_cells(&p, "Ann", "Bo", true),
            vec![
                Some("Corp won".to_string()),
                Some("T 5–3 · Corp won".to_string())
            ]
        );
        assert_eq!(
            result_cell(&p),
            Some(("3–2".to_string(), Some("C T5-3".to_string())))
        );
    }

    #[test]
    fn single_sided_games_follow_the_sides() {
        let p = pairing(
            Some(MatchResult::Single {
                game: win(Side::Corp),
            }),
            Some(Side::Runner),
        );
        assert_eq!(
            game_cells(&p, "Ann", "Bo", false),
            vec![Some("Bo (Corp) won".to_string())]
        );
        assert_eq!(
            game_cells(&pairing(None, Some(Side::Corp)), "A", "B", false).len(),
            1
        );
    }

    #[test]
    fn unreported_and_split_tables() {
        assert_eq!(
            game_cells(&pairing(None, None), "A", "B", false),
            vec![None, None]
        );
        let split = pairing(Some(MatchResult::IntentionalSplit), None);
        assert_eq!(result_cell(&split), Some(("3–3".into(), Some("ID".into()))));
        let totals = pairing(
            Some(MatchResult::Totals {
                p1: 4,
                p2: 1,
                two_for_one: false,
            }),
            None,
        );
        assert_eq!(result_cell(&totals), Some(("4–1".into(), None)));
        let draw = GameResult::Draw { agenda: None };
        assert_eq!(
            game_cell(
                &draw,
                &GamePlayers {
                    corp: "A",
                    runner: "B"
                },
                false
            ),
            "Draw on time"
        );
    }

    #[test]
    fn blockers_read_like_sentences() {
        let e = EngineError::RoundIncomplete {
            round: 2,
            missing: "tables 3, 7 without a result".into(),
        };
        assert_eq!(blocker_text(&e), "Round 2: tables 3, 7 without a result");
        assert_eq!(
            blocker_text(&EngineError::BracketFinished),
            "The elimination bracket is finished"
        );
        assert_eq!(
            and_list(&["a".into(), "b".into(), "c".into()]),
            "a, b and c"
        );
    }
}
