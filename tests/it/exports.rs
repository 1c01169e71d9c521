//! The exports a user hands on: the four CSV files read back with a real CSV parser and compared
//! with a real event (`fixtures/real/`), formula cells neutralised for every trigger character,
//! and the NRTM JSON for AlwaysBeRunning (full identity titles, `uploadedFrom`).
#![allow(clippy::unwrap_used, clippy::expect_used, clippy::panic)] // test code: a failed step is a failed test

use netrunner_to::engine::command::{EliminationOutcome, SideChoice};
use netrunner_to::engine::elimination::{GameStatus, ResultKind};
use netrunner_to::engine::standings::to_f64;
use netrunner_to::engine::{
    Command, CutSize, Event, EventSettings, GameResult, ManualPairing, MatchResult, PlayerDetails,
    PlayerId, Side, Structure,
};
use netrunner_to::io::csv::{self as csv_export, BOM, GAMES_HEADER};
use netrunner_to::io::identities::normalise;
use netrunner_to::io::nrtm;
use std::collections::HashMap;

const CIRCUIT_BREAKER: &str = "cobra_2023-01-14_circuit-breaker-invitational_74p_6r_top8de.json";
const NRTM_BYES: &str = "nrtm-v1.45_netrunner-turnier_9p_4r_byes.json";

fn real(name: &str) -> Event {
    let path = std::path::Path::new(env!("CARGO_MANIFEST_DIR"))
        .join("fixtures/real")
        .join(name);
    nrtm::import(&std::fs::read(path).unwrap(), 1)
        .unwrap()
        .event
}

/// Header and records, read with the csv crate after checking the byte-order mark.
fn parse(bytes: &[u8]) -> (Vec<String>, Vec<Vec<String>>) {
    assert!(bytes.starts_with(BOM), "UTF-8 byte-order mark first");
    let mut r = csv::Reader::from_reader(&bytes[BOM.len()..]);
    let header = r.headers().unwrap().iter().map(String::from).collect();
    let rows = r
        .records()
        .map(|rec| rec.unwrap().iter().map(String::from).collect())
        .collect();
    (header, rows)
}

/// A cell as our export writes a text value.
fn as_cell(s: &str) -> String {
    csv_export::neutralise(s).into_owned()
}

fn opt_cell(v: &Option<String>) -> String {
    v.as_deref().map_or(String::new(), as_cell)
}

#[test]
fn players_csv_round_trips_a_real_event() {
    let e = real(CIRCUIT_BREAKER);
    let (header, rows) = parse(&csv_export::players_csv(&e));
    assert_eq!(
        header,
        [
            "Id",
            "Name",
            "Reading",
            "Pronouns",
            "Corp",
            "Runner",
            "Status",
            "Fixed table",
            "No video"
        ]
    );
    assert_eq!(rows.len(), e.players().len());
    assert_eq!(rows.len(), 74);
    for (row, p) in rows.iter().zip(e.players()) {
        assert_eq!(row[0], p.id.0.to_string());
        assert_eq!(row[1], as_cell(&p.name));
        assert_eq!(row[2], opt_cell(&p.reading));
        assert_eq!(row[3], opt_cell(&p.pronouns));
        assert_eq!(row[4], opt_cell(&p.corp));
        assert_eq!(row[5], opt_cell(&p.runner));
        assert_eq!(row[6], p.status.name());
        assert_eq!(row[7], "");
        assert_eq!(row[8], "");
    }
    assert!(rows.iter().any(|r| r[6] == "dropped"), "drops are shown");
}

#[test]
fn standings_and_pairings_csv_round_trip_a_real_event() {
    let e = real(CIRCUIT_BREAKER);
    let (_, rows) = parse(&csv_export::standings_csv(&e));
    let st = e.standings();
    assert_eq!(rows.len(), st.rows.len());
    for (row, s) in rows.iter().zip(&st.rows) {
        assert_eq!(row[0], s.rank.to_string());
        assert_eq!(row[1], as_cell(&e.name_of(s.player)));
        assert_eq!(row[5], s.points.to_string());
        assert_eq!(row[6].parse::<f64>().unwrap(), to_f64(&s.sos));
        assert_eq!(row[7].parse::<f64>().unwrap(), to_f64(&s.esos));
    }
    for r in e.rounds() {
        let (_, rows) = parse(&csv_export::pairings_csv(&e, r.number).unwrap());
        assert_eq!(rows.len(), r.pairings.len() + r.unpaired_losses.len());
        for (row, p) in rows.iter().zip(&r.pairings) {
            assert_eq!(row[0], r.number.to_string(), "the file says its round");
            assert_eq!(row[1], p.table.to_string());
            assert_eq!(row[2], as_cell(&e.name_of(p.p1)));
            match p.p2 {
                Some(b) => assert_eq!(row[4], as_cell(&e.name_of(b))),
                None => assert_eq!(row[4], "BYE"),
            }
        }
    }
}

/// The Swiss points a games-CSV row gives its Corp and Runner player, from the Outcome and
/// Timed columns alone (the regulations: win 3, timed win 2, draw 1; a split is 3 each over
/// the two seats of the table).
fn row_points(row: &[String]) -> (u32, u32) {
    let win = if row[8] == "yes" { 2 } else { 3 };
    match row[6].as_str() {
        "Corp win" => (win, 0),
        "Runner win" => (0, win),
        "Draw" => (1, 1),
        "Intentional split" => (0, 0),
        other => panic!("unexpected outcome {other:?}"),
    }
}

#[test]
fn games_csv_round_trips_a_real_event_game_by_game() {
    for file in [CIRCUIT_BREAKER, NRTM_BYES] {
        let e = real(file);
        let (header, rows) = parse(&csv_export::games_csv(&e));
        assert_eq!(header, GAMES_HEADER);
        let by_name: HashMap<String, PlayerId> = e
            .players()
            .iter()
            .map(|p| (as_cell(&p.name), p.id))
            .collect();
        let id = |cell: &String| *by_name.get(cell).unwrap_or_else(|| panic!("{cell:?}"));

        // Swiss: every table with a result, two games (one single-sided game for half draft),
        // and the points from the Outcome/Timed columns add up to the engine's round points.
        let swiss: Vec<&Vec<String>> = rows.iter().filter(|r| r[0] == "Swiss").collect();
        let mut expected_rows = 0;
        for r in e.rounds() {
            for p in r.pairings.iter().filter(|p| !p.is_bye()) {
                let Some(result) = p.result else { continue };
                let b = p.p2.unwrap();
                let mine: Vec<&&Vec<String>> = swiss
                    .iter()
                    .filter(|x| x[1] == r.number.to_string() && x[2] == p.table.to_string())
                    .collect();
                let games = match result {
                    MatchResult::Single { .. } => 1,
                    _ => 2,
                };
                assert_eq!(
                    mine.len(),
                    games,
                    "{file} round {} table {}",
                    r.number,
                    p.table
                );
                expected_rows += games;
                // Game 1: player 1 is the Corp; game 2: player 2.
                assert_eq!(
                    (id(&mine[0][4]), id(&mine[0][5]), mine[0][3].as_str()),
                    (p.p1, b, "1")
                );
                assert_eq!(
                    (id(&mine[1][4]), id(&mine[1][5]), mine[1][3].as_str()),
                    (b, p.p1, "2")
                );
                let mut points: HashMap<PlayerId, u32> = HashMap::new();
                for row in mine.iter().filter(|x| !x[6].starts_with("Not recorded")) {
                    let (c, rn) = row_points(row);
                    *points.entry(id(&row[4])).or_default() += c;
                    *points.entry(id(&row[5])).or_default() += rn;
                    if !row[7].is_empty() {
                        let w = id(&row[7]);
                        let side_won = if w == id(&row[4]) {
                            "Corp win"
                        } else {
                            "Runner win"
                        };
                        assert_eq!(row[6], side_won, "the Winner column agrees");
                    }
                }
                let (p1, p2) = result.points(p.p1_side);
                if let MatchResult::Totals { p1: t1, p2: t2, .. } = result {
                    let text = format!(
                        "Not recorded (round points: {} {t1}, {} {t2})",
                        e.name_of(p.p1),
                        e.name_of(b)
                    );
                    assert!(
                        mine.iter()
                            .all(|x| x[6] == as_cell(&text) && x[8].is_empty())
                    );
                } else if result == MatchResult::IntentionalSplit {
                    assert_eq!((p1, p2), (3, 3));
                    assert!(mine.iter().all(|x| x[6] == "Intentional split"));
                } else {
                    assert_eq!(
                        (points[&p.p1], points[&b]),
                        (p1, p2),
                        "{file} round {} table {}",
                        r.number,
                        p.table
                    );
                }
                // Identities: the Corp's Corp identity, the Runner's Runner identity.
                for row in &mine {
                    let corp = e.player(id(&row[4])).unwrap();
                    let runner = e.player(id(&row[5])).unwrap();
                    assert_eq!(row[12], opt_cell(&corp.corp));
                    assert_eq!(row[13], opt_cell(&runner.runner));
                }
            }
        }
        assert_eq!(
            swiss.len(),
            expected_rows,
            "{file}: no extra rows, byes left out"
        );
        assert!(expected_rows > 0);
        if file == CIRCUIT_BREAKER {
            assert!(
                swiss.iter().any(|x| x[6].starts_with("Not recorded")),
                "tables whose per-side scores did not add up were imported as round totals"
            );
        }
        if file == CIRCUIT_BREAKER {
            assert!(
                swiss
                    .iter()
                    .all(|x| x[8] == "no" || x[6].starts_with("Not recorded")),
                "the 2023 event has only outright wins (3 points) and some round totals"
            );
        }

        // Elimination: every decided game with its sides and winner, by round and game.
        let elim: Vec<&Vec<String>> = rows.iter().filter(|r| r[0] == "Elimination").collect();
        match e.cut() {
            None => assert!(elim.is_empty()),
            Some(bracket) => {
                let mut decided: Vec<_> = bracket
                    .games()
                    .into_iter()
                    .filter(|g| {
                        g.status == GameStatus::Decided
                            && g.result.is_some_and(|r| r.kind != ResultKind::Bye)
                    })
                    .collect();
                decided.sort_by_key(|g| (g.round(), g.number()));
                assert_eq!(elim.len(), decided.len(), "{file}");
                assert!(!decided.is_empty());
                for (row, g) in elim.iter().zip(&decided) {
                    assert_eq!(row[1], g.round().to_string());
                    assert_eq!(row[2], g.number().to_string());
                    let sides = g.sides.unwrap();
                    assert_eq!((id(&row[4]), id(&row[5])), (sides.corp, sides.runner));
                    let winner = g.result.unwrap().winner;
                    assert_eq!(id(&row[7]), winner);
                    let side = if winner == sides.corp {
                        "Corp win"
                    } else {
                        "Runner win"
                    };
                    assert_eq!(row[6], side);
                    assert_eq!(row[8], "", "an NRTM file does not say whether it was timed");
                }
            }
        }
    }
}

#[test]
fn games_csv_shows_timed_elimination_games_with_agenda_points() {
    let mut e = Event::new(EventSettings::new("Top 4", Structure::Basic), 9);
    e.apply(Command::AddPlayers {
        players: ["Ann", "Bob", "Cleo", "Dmitri"]
            .map(PlayerDetails::named)
            .to_vec(),
    })
    .unwrap();
    let pid = PlayerId;
    let pair = |t, a, b| ManualPairing {
        table: Some(t),
        p1: pid(a),
        p2: Some(pid(b)),
        p1_side: None,
        side_reason: None,
    };
    e.apply(Command::AddRound {
        pairings: vec![pair(1, 1, 2), pair(2, 3, 4)],
    })
    .unwrap();
    let win = |w| GameResult::Win {
        winner: w,
        reason: None,
    };
    for t in [1, 2] {
        e.apply(Command::ReportResult {
            round: 1,
            table: t,
            result: MatchResult::Games {
                p1_corp: win(Side::Corp),
                p2_corp: GameResult::timed(2, 4, 7).unwrap(),
            },
        })
        .unwrap();
    }
    e.apply(Command::Cut {
        size: CutSize::Top4,
        kind: None,
        seeds: Some(vec![pid(1), pid(3), pid(2), pid(4)]),
    })
    .unwrap();
    let round1: Vec<u32> = e
        .cut()
        .unwrap()
        .games_in_round(1)
        .iter()
        .map(|g| g.number())
        .collect();
    e.apply(Command::PairElimination {
        choices: round1
            .iter()
            .map(|&game| SideChoice {
                game,
                side: Side::Corp,
            })
            .collect(),
    })
    .unwrap();
    let games = e.cut().unwrap().games_in_round(1);
    let g1 = games[0];
    let sides = g1.sides.unwrap();
    e.apply_at(
        Command::ReportElimination {
            game: g1.number(),
            outcome: EliminationOutcome::Timed {
                scores: [(sides.corp, 5), (sides.runner, 3)],
            },
        },
        Some("2026-01-01T11:00:00Z".into()),
    )
    .unwrap();
    let g2 = games[1];
    let s2 = g2.sides.unwrap();
    e.apply_at(
        Command::ReportElimination {
            game: g2.number(),
            outcome: EliminationOutcome::Winner { player: s2.runner },
        },
        Some("2026-01-01T11:05:00Z".into()),
    )
    .unwrap();
    let (_, rows) = parse(&csv_export::games_csv(&e));
    let elim: Vec<&Vec<String>> = rows.iter().filter(|r| r[0] == "Elimination").collect();
    assert_eq!(elim.len(), 2);
    assert_eq!(elim[0][6], "Corp win");
    assert_eq!(elim[0][8], "yes");
    assert_eq!((elim[0][10].as_str(), elim[0][11].as_str()), ("5", "3"));
    assert_eq!(elim[0][7], e.name_of(sides.corp));
    assert_eq!(elim[1][6], "Runner win");
    assert_eq!(
        elim[1][8], "no",
        "a plain win entered in the app is not timed"
    );
    // Swiss: the timed game 2 shows its agenda points.
    let t1g2 = &rows[1];
    assert_eq!(
        (t1g2[6].as_str(), t1g2[8].as_str(), t1g2[9].as_str()),
        ("Runner win", "yes", "time called")
    );
    assert_eq!((t1g2[10].as_str(), t1g2[11].as_str()), ("2", "4"));
}

#[test]
fn formula_cells_are_neutralised_for_every_trigger_character_in_every_csv() {
    let triggers = ['=', '+', '-', '@', '\t', '\r'];
    let mut e = Event::new(EventSettings::new("Injection", Structure::Basic), 4);
    let details: Vec<PlayerDetails> = triggers
        .iter()
        .enumerate()
        .map(|(i, t)| PlayerDetails {
            // Names cannot hold tabs or carriage returns (the engine refuses control
            // characters), so those two are tried on the other fields via a name prefix only
            // where allowed.
            name: if t.is_control() {
                format!("Plain {i}")
            } else {
                format!("{t}name{i}")
            },
            corp: (!t.is_control()).then(|| format!("{t}cmd|' /C calc'!A0")),
            runner: (!t.is_control()).then(|| format!("{t}HYPERLINK(\"http://x\")")),
            pronouns: (!t.is_control()).then(|| format!("{t}1+1")),
            reading: (!t.is_control()).then(|| format!("{t}2+2")),
            fixed_table: None,
            no_video: false,
        })
        .collect();
    e.apply(Command::AddPlayers { players: details }).unwrap();
    e.apply(Command::PairRound).unwrap();
    let tables: Vec<u32> = e.rounds()[0]
        .pairings
        .iter()
        .filter(|p| !p.is_bye())
        .map(|p| p.table)
        .collect();
    for t in tables {
        e.apply(Command::ReportResult {
            round: 1,
            table: t,
            result: MatchResult::Games {
                p1_corp: GameResult::Win {
                    winner: Side::Corp,
                    reason: None,
                },
                p2_corp: GameResult::Draw { agenda: None },
            },
        })
        .unwrap();
    }
    let files = [
        csv_export::players_csv(&e),
        csv_export::standings_csv(&e),
        csv_export::pairings_csv(&e, 1).unwrap(),
        csv_export::games_csv(&e),
    ];
    for bytes in &files {
        let (_, rows) = parse(bytes);
        assert!(!rows.is_empty());
        for cell in rows.iter().flatten() {
            assert!(
                !cell.starts_with(triggers),
                "{cell:?} would run as a formula"
            );
        }
    }
    // The values survive behind the quote.
    let (_, players) = parse(&files[0]);
    for t in ['=', '+', '-', '@'] {
        let row = players
            .iter()
            .find(|r| r[1].starts_with(&format!("'{t}name")))
            .unwrap_or_else(|| panic!("{t}"));
        assert_eq!(row[4], format!("'{t}cmd|' /C calc'!A0"));
        assert_eq!(row[5], format!("'{t}HYPERLINK(\"http://x\")"));
        assert_eq!(row[3], format!("'{t}1+1"));
        assert_eq!(row[2], format!("'{t}2+2"));
    }
    let (_, games) = parse(&files[3]);
    assert!(
        games
            .iter()
            .any(|r| r[4].starts_with("'=name") || r[5].starts_with("'=name"))
    );
    // Tab and carriage return: the neutraliser itself (the engine keeps them out of names and
    // identities, so no event can carry them).
    for t in ['\t', '\r'] {
        let cell = format!("{t}=1+1");
        assert_eq!(csv_export::neutralise(&cell), format!("'{cell}"));
    }
}

#[test]
fn nrtm_export_writes_full_identity_titles_and_names_this_app() {
    let e = real(NRTM_BYES);
    // The file has short names ("Hayley Kaplan", "Controlling the Message", …) as entered.
    assert!(
        e.players()
            .iter()
            .any(|p| p.runner.as_deref() == Some("Hayley Kaplan"))
    );
    let doc = nrtm::export(&e);
    assert_eq!(doc["uploadedFrom"], "Netrunner TO");
    assert_eq!(nrtm::UPLOADED_FROM, "Netrunner TO");
    let players = doc["players"].as_array().unwrap();
    let mut completed = 0;
    for p in players {
        let id = PlayerId(u32::try_from(p["id"].as_u64().unwrap()).unwrap());
        let player = e.player(id).unwrap();
        for (key, side, entered) in [
            ("corpIdentity", Side::Corp, &player.corp),
            ("runnerIdentity", Side::Runner, &player.runner),
        ] {
            let Some(entered) = entered else {
                assert!(p.get(key).is_none());
                continue;
            };
            let written = p[key].as_str().unwrap();
            match normalise(side, entered) {
                Some(title) => {
                    assert_eq!(written, title);
                    completed += usize::from(title != entered);
                }
                None => assert_eq!(written, entered, "unknown names are kept"),
            }
        }
    }
    assert!(
        completed >= 10,
        "most short names were completed: {completed}"
    );
    let hayley = players
        .iter()
        .find(|p| p["runnerIdentity"] == "Hayley Kaplan: Universal Scholar");
    assert!(hayley.is_some());
    assert!(
        players
            .iter()
            .any(|p| p["corpIdentity"] == "NBN: Controlling the Message"),
        "the part after the colon is matched too"
    );
    // Every identity written is a full title from the list (this file's names all match).
    let titles: Vec<&str> = netrunner_to::io::identities::all()
        .iter()
        .map(|i| i.title.as_str())
        .collect();
    for p in players {
        for key in ["corpIdentity", "runnerIdentity"] {
            if let Some(v) = p[key].as_str() {
                assert!(titles.contains(&v), "{v:?} is a NetrunnerDB title");
            }
        }
    }
}
