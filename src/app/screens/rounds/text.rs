//! Texts the rounds screen shows: game cells, results, blockers, in the app's language. Pure,
//! so they are unit-tested.

use crate::engine::{EngineError, GameResult, MatchResult, Pairing, Side};
use crate::engine::{Places, WinReason};
use crate::i18n::Lang;
use crate::io::explain::Explain as _;
use crate::io::result_syntax;
use crate::io::words;
use crate::tr;

/// "Ann (Corp)": a name with the side played.
pub fn with_side(name: &str, side: Side, lang: Lang) -> String {
    tr!(
        lang,
        "rounds-name-side",
        name = name,
        side = words::side(side, lang)
    )
}

/// A win reason in words ("flatline").
pub fn reason_name(reason: WinReason, lang: Lang) -> String {
    match reason {
        WinReason::Agenda => tr!(lang, "rounds-reason-agenda"),
        WinReason::Flatline => tr!(lang, "rounds-reason-flatline"),
        WinReason::EmptyRnd => tr!(lang, "rounds-reason-mill"),
        WinReason::Concession => tr!(lang, "rounds-reason-concession"),
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
pub fn game_cell(
    game: &GameResult,
    players: &GamePlayers<'_>,
    compact: bool,
    lang: Lang,
) -> String {
    let who = |side: Side| {
        if compact {
            tr!(lang, "rounds-game-side-won", side = words::side(side, lang))
        } else {
            tr!(
                lang,
                "rounds-game-player-won",
                name = players.name(side),
                side = words::side(side, lang)
            )
        }
    };
    match *game {
        GameResult::Win { winner, reason } => match reason {
            Some(r) => tr!(
                lang,
                "rounds-game-won-reason",
                won = who(winner),
                reason = reason_name(r, lang)
            ),
            None => who(winner),
        },
        GameResult::ModifiedWin { winner, agenda } => match agenda {
            Some(a) => tr!(
                lang,
                "rounds-game-timed-win",
                corp = a.corp,
                runner = a.runner,
                won = who(winner)
            ),
            None => tr!(lang, "rounds-game-timed-win-no-points", won = who(winner)),
        },
        GameResult::Draw { agenda } => match agenda {
            Some(a) => tr!(
                lang,
                "rounds-game-timed-draw",
                corp = a.corp,
                runner = a.runner
            ),
            None => tr!(lang, "rounds-game-draw-on-time"),
        },
    }
}

/// What the game columns show for a table: one entry per game of the round (two, or one in a
/// single-sided round). `None` for a game without a known result.
pub fn game_cells(
    pairing: &Pairing,
    p1: &str,
    p2: &str,
    compact: bool,
    lang: Lang,
) -> Vec<Option<String>> {
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
            Some(game_cell(p1_corp, &first, compact, lang)),
            Some(game_cell(p2_corp, &second, compact, lang)),
        ],
        MatchResult::Single { game } => {
            let players = match pairing.p1_side {
                Some(Side::Runner) => second,
                _ => first,
            };
            vec![Some(game_cell(game, &players, compact, lang))]
        }
        MatchResult::IntentionalSplit if pairing.p1_side.is_some() => {
            vec![Some(tr!(lang, "rounds-game-intentional-draw")); games]
        }
        MatchResult::IntentionalSplit => {
            vec![Some(tr!(lang, "rounds-game-intentional-split")); games]
        }
        MatchResult::Totals { .. } => vec![Some(tr!(lang, "rounds-game-not-recorded")); games],
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
pub fn blocker_text(e: &EngineError, lang: Lang) -> String {
    match e {
        EngineError::RoundIncomplete {
            round,
            open: Places::Tables(tables),
            unpaired,
        } if !tables.is_empty() || !unpaired.is_empty() => {
            let names = unpaired.join(&tr!(lang, "rounds-list-comma"));
            match (tables.is_empty(), unpaired.is_empty()) {
                (false, true) => tr!(
                    lang,
                    "rounds-blocker-missing",
                    round = *round,
                    tables = table_list(tables, lang)
                ),
                (true, _) => tr!(
                    lang,
                    "rounds-blocker-unpaired",
                    round = *round,
                    names = names
                ),
                (false, false) => tr!(
                    lang,
                    "rounds-blocker-missing-unpaired",
                    round = *round,
                    tables = table_list(tables, lang),
                    names = names
                ),
            }
        }
        EngineError::RoundIncomplete {
            round,
            open,
            unpaired,
        } => tr!(
            lang,
            "rounds-blocker-other",
            round = *round,
            missing = crate::io::explain::engine::round_lacks(open, unpaired, lang)
        ),
        other => crate::app::capitalise(&other.explain(lang)),
    }
}

/// How many tables a message lists before "and N more".
const LISTED_TABLES: usize = 12;

/// "table 3", "tables 3, 7", "tables 1, 2, … and 5 more".
pub fn table_list(tables: &[u32], lang: Lang) -> String {
    let shown: Vec<String> = tables
        .iter()
        .take(LISTED_TABLES)
        .map(u32::to_string)
        .collect();
    let list = shown.join(&tr!(lang, "rounds-list-comma"));
    if tables.len() > LISTED_TABLES {
        tr!(
            lang,
            "rounds-table-list-more",
            list = list,
            more = tables.len() - LISTED_TABLES
        )
    } else {
        tr!(lang, "rounds-table-list", n = tables.len(), list = list)
    }
}

/// "1 table" / "3 tables".
pub fn tables(n: usize, lang: Lang) -> String {
    tr!(lang, "rounds-tables", n = n)
}

/// "Table 3, table 5" style list: "3, 5 and 7".
pub fn and_list(items: &[String], lang: Lang) -> String {
    match items {
        [] => String::new(),
        [one] => one.clone(),
        [init @ .., last] => tr!(
            lang,
            "rounds-and-list",
            init = init.join(&tr!(lang, "rounds-list-comma")),
            last = last.as_str()
        ),
    }
}

/// Why a single-sided table has its sides, in `lang` (worded once, in [`words`]).
pub use crate::io::words::swiss_sides_reason as sides_reason;

#[cfg(test)]
mod tests {
    use super::*;
    use crate::engine::{AgendaScore, Event, EventSettings, PlayerId, Structure};

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
            game_cells(&p, "Ann", "Bo", false, Lang::ENGLISH),
            vec![
                Some("Ann (Corp) won".to_string()),
                Some("T 5–3 · Bo (Corp) won".to_string())
            ]
        );
        assert_eq!(
            game_cells(&p, "Ann", "Bo", true, Lang::ENGLISH),
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
            game_cells(&p, "Ann", "Bo", false, Lang::ENGLISH),
            vec![Some("Bo (Corp) won".to_string())]
        );
        assert_eq!(
            game_cells(
                &pairing(None, Some(Side::Corp)),
                "A",
                "B",
                false,
                Lang::ENGLISH
            )
            .len(),
            1
        );
    }

    #[test]
    fn unreported_and_split_tables() {
        assert_eq!(
            game_cells(&pairing(None, None), "A", "B", false, Lang::ENGLISH),
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
                false,
                Lang::ENGLISH
            ),
            "Draw on time"
        );
    }

    /// The reasons for the sides read as the engine's (the command line's) in English, round
    /// after round of a single-sided event, and the app's Japanese is other words.
    #[test]
    fn side_reasons_are_the_engines_in_english() {
        use crate::engine::{Command, Format, PlayerDetails};
        let mut settings = EventSettings::new("Sides", Structure::Basic);
        settings.format = Format::SingleSided;
        let mut e = Event::new(settings, 7);
        for n in ["Ann", "Bo", "Cy", "Di", "Eve", "Fay", "Gus", "Hal"] {
            e.apply(Command::AddPlayer {
                details: PlayerDetails::named(n),
                id: None,
            })
            .unwrap();
        }
        let ja = Lang::from_tag("ja").unwrap();
        let mut seen = 0;
        for round in 1..=5 {
            e.apply(Command::PairRound).unwrap();
            let pairings = e.round(round).unwrap().pairings.clone();
            for p in &pairings {
                let en = sides_reason(&e, round, p, Lang::ENGLISH);
                // The English the command line prints (its `pairings` column and JSON).
                if let Some(en) = &en {
                    assert!(
                        en.starts_with("reversed from round ")
                            || en == "earlier meeting reversed"
                            || en.contains(" has played Corp more (")
                            || en.starts_with("coin flip ("),
                        "round {round} table {}: {en}",
                        p.table
                    );
                }
                if let Some(en) = en {
                    seen += 1;
                    assert_ne!(sides_reason(&e, round, p, ja), Some(en));
                }
                if p.p2.is_some() {
                    e.apply(Command::ReportResult {
                        round,
                        table: p.table,
                        result: MatchResult::Single {
                            game: win(if p.table % 2 == 0 {
                                Side::Corp
                            } else {
                                Side::Runner
                            }),
                        },
                    })
                    .unwrap();
                }
            }
        }
        assert!(seen > 10);
    }

    #[test]
    fn the_syntax_help_is_the_command_lines_in_english() {
        assert_eq!(
            tr!(Lang::ENGLISH, "rounds-help-syntax"),
            result_syntax::HELP
        );
        let ja = Lang::from_tag("ja").unwrap();
        assert!(tr!(ja, "rounds-help-syntax").contains("T5-3"));
    }

    #[test]
    fn table_lists_in_both_languages() {
        let ja = Lang::from_tag("ja").unwrap();
        assert_eq!(table_list(&[3], Lang::ENGLISH), "table 3");
        assert_eq!(table_list(&[3, 1200], Lang::ENGLISH), "tables 3, 1200");
        let many: Vec<u32> = (1..=14).collect();
        assert_eq!(
            table_list(&many, Lang::ENGLISH),
            "tables 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12 and 2 more"
        );
        assert_eq!(table_list(&[3, 1200], ja), "3、1200番卓");
        assert_eq!(tables(1, Lang::ENGLISH), "1 table");
        // Table numbers are written without grouping.
        assert_eq!(
            tr!(Lang::ENGLISH, "rounds-table-n", n = 1200u32),
            "Table 1200"
        );
        assert_eq!(tr!(ja, "rounds-table-n", n = 1200u32), "1200番卓");
        assert_eq!(tables(3, ja), "3卓");
        assert_eq!(
            and_list(&["a".into(), "b".into(), "c".into()], ja),
            "a、b、c"
        );
    }

    #[test]
    fn blockers_read_like_sentences() {
        let e = EngineError::RoundIncomplete {
            round: 2,
            open: Places::Tables(vec![3, 7]),
            unpaired: Vec::new(),
        };
        let en = Lang::ENGLISH;
        assert_eq!(
            blocker_text(&e, en),
            "Round 2: tables 3, 7 without a result"
        );
        assert_eq!(
            blocker_text(&EngineError::BracketFinished, en),
            "The elimination bracket is finished"
        );
        assert_eq!(
            and_list(&["a".into(), "b".into(), "c".into()], en),
            "a, b and c"
        );
    }
}
