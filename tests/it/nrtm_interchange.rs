//! NRTM JSON import and export on small hand-written files (`fixtures/nrtm/`), one per variant
//! and edge case, and on malformed input.
//!
//! The published standings in the fixtures were computed independently from the definitions in
//! `spec/standings.md` (exact fractions), so "no differences" is a real check of the import.
#![allow(clippy::unwrap_used, clippy::expect_used, clippy::panic)] // test code: a failed step is a failed test

use netrunner_to::engine::command::{EliminationOutcome, SideChoice};
use netrunner_to::engine::elimination::{EliminationResult, ResultKind};
use netrunner_to::engine::{
    Bracket, Command, CutSize, Event, EventSettings, Format, GameResult, ManualPairing,
    MatchResult, PlayerDetails, PlayerId, PlayerStatus, Side, Structure, WinReason,
};
use netrunner_to::io::nrtm::{self, Imported, NrtmError};
use serde_json::{Value, json};

const SEED: u64 = 99;

fn fixture(name: &str) -> Vec<u8> {
    let p = std::path::Path::new(env!("CARGO_MANIFEST_DIR"))
        .join("fixtures/nrtm")
        .join(name);
    std::fs::read(p).expect("fixture readable")
}

fn import(name: &str) -> Imported {
    nrtm::import(&fixture(name), SEED).unwrap_or_else(|e| panic!("{name}: {e}"))
}

fn import_value(v: &Value) -> Result<Imported, NrtmError> {
    nrtm::import(v.to_string().as_bytes(), SEED)
}

fn err_text(v: &Value) -> String {
    match import_value(v) {
        Ok(_) => panic!("expected an error for {v}"),
        Err(e) => e.to_string(),
    }
}

fn pid(n: u32) -> PlayerId {
    PlayerId(n)
}

fn win(winner: Side) -> GameResult {
    GameResult::Win {
        winner,
        reason: None,
    }
}

fn modified(winner: Side) -> GameResult {
    GameResult::ModifiedWin {
        winner,
        agenda: None,
    }
}

fn result_of(event: &Event, round: u32, player: u32) -> Option<MatchResult> {
    event
        .round(round)
        .and_then(|r| r.pairing_of(pid(player)))
        .and_then(|p| p.result)
}

fn points(event: &Event, player: u32) -> u32 {
    event.standings().of(pid(player)).map_or(0, |r| r.points)
}

/// The exported game of round `round` (1-based) where `player` sits.
fn exported_game(doc: &Value, round: usize, player: u32) -> Value {
    doc["rounds"][round - 1]
        .as_array()
        .expect("round")
        .iter()
        .find(|g| g["player1"]["id"] == json!(player) || g["player2"]["id"] == json!(player))
        .cloned()
        .unwrap_or_else(|| panic!("player {player} in round {round}"))
}

/// Export, import the export again: the same players, rounds and standings. NRTM has no field
/// for the random tiebreak numbers, so they are compared only when the event was itself
/// imported with `SEED` (the numbers then depend only on the seed and the ids).
fn assert_round_trip(event: &Event) -> Imported {
    let again =
        nrtm::import(nrtm::export_string(event).as_bytes(), SEED).expect("export re-imports");
    assert!(again.differences.is_empty(), "{:?}", again.differences);
    assert_eq!(again.event.rounds(), without_agenda_points(event));
    if event.origin().seed == SEED {
        assert_eq!(again.event.players(), event.players());
        assert_eq!(again.event.standings(), event.standings());
    } else {
        let strip = |e: &Event| {
            let mut players = e.players().to_vec();
            players.iter_mut().for_each(|p| p.tiebreak = 0);
            let mut rows = e.standings().rows;
            rows.iter_mut().for_each(|r| r.tiebreak = 0);
            (players, rows)
        };
        assert_eq!(strip(&again.event), strip(event));
    }
    again
}

/// The rounds with the agenda points of timed games removed: NRTM has no field for them (the
/// outcome, e.g. a modified win, is kept).
fn without_agenda_points(event: &Event) -> Vec<netrunner_to::engine::SwissRound> {
    let strip = |g: GameResult| match g {
        GameResult::ModifiedWin { winner, .. } => GameResult::ModifiedWin {
            winner,
            agenda: None,
        },
        GameResult::Draw { .. } => GameResult::Draw { agenda: None },
        other => other,
    };
    let mut rounds = event.rounds().to_vec();
    for p in rounds.iter_mut().flat_map(|r| r.pairings.iter_mut()) {
        p.result = p.result.map(|r| match r {
            MatchResult::Games { p1_corp, p2_corp } => MatchResult::Games {
                p1_corp: strip(p1_corp),
                p2_corp: strip(p2_corp),
            },
            MatchResult::Single { game } => MatchResult::Single { game: strip(game) },
            other => other,
        });
    }
    rounds
}

// ----- variants -------------------------------------------------------------------------------

#[test]
fn nrtm_byes_with_opponent_id_zero_in_either_slot() {
    let imp = import("nrtm_byes.json");
    assert!(imp.differences.is_empty(), "{:?}", imp.differences);
    let e = &imp.event;
    let r1 = e.round(1).expect("round 1");
    let bye = r1.pairing_of(pid(5)).expect("player 5 in round 1");
    assert!(bye.is_bye() && bye.p1 == pid(5));
    let bye2 = e
        .round(2)
        .and_then(|r| r.pairing_of(pid(4)))
        .expect("player 4 in round 2");
    assert!(bye2.is_bye(), "the bye in the player2 slot (player1 id 0)");
    assert_eq!(points(e, 5), 9, "a bye is worth 6, plus a 3–3 split");
    assert_eq!(points(e, 4), 7);
    assert!(e.standings().of(pid(4)).is_some_and(|r| r.had_bye));
    // Per-side scores: 3/0 Corp win, 0/2 Runner modified win; 1/1 draw, 0/3 Runner win.
    assert_eq!(
        result_of(e, 1, 1),
        Some(MatchResult::Games {
            p1_corp: win(Side::Corp),
            p2_corp: modified(Side::Runner),
        })
    );
    assert_eq!(
        result_of(e, 1, 3),
        Some(MatchResult::Games {
            p1_corp: GameResult::Draw { agenda: None },
            p2_corp: win(Side::Runner),
        })
    );
    let extra = &e.settings().extra;
    assert_eq!(extra.get("city"), Some(&json!("Köln")));
    assert_eq!(extra.get("version"), Some(&json!("v1.45")));
    assert_eq!(e.settings().date, None, "NRTM writes an empty date");
    // Exported as Cobra writes a bye: opponent id null, holder combinedScore 6.
    let doc = nrtm::export(e);
    let g = exported_game(&doc, 2, 4);
    assert_eq!(g["player1"]["id"], json!(4));
    assert_eq!(g["player1"]["combinedScore"], json!(6));
    assert_eq!(g["player2"]["id"], Value::Null);
    assert_eq!(doc["date"], json!(""));
    assert_eq!(doc["city"], json!("Köln"));
    assert_round_trip(e);
}

#[test]
fn cobra_byes_intentional_draws_two_for_one_and_null_tables() {
    let imp = import("cobra_variants.json");
    assert!(imp.differences.is_empty(), "{:?}", imp.differences);
    let e = &imp.event;
    // Byes written with id null in the player1 slot (round 1) and the player2 slot (round 2).
    assert!(
        e.round(1)
            .and_then(|r| r.pairing_of(pid(17)))
            .is_some_and(|p| p.is_bye())
    );
    assert!(
        e.round(2)
            .and_then(|r| r.pairing_of(pid(16)))
            .is_some_and(|p| p.is_bye())
    );
    assert_eq!(result_of(e, 1, 13), Some(MatchResult::IntentionalSplit));
    assert_eq!(
        result_of(e, 1, 15),
        Some(MatchResult::Totals {
            p1: 6,
            p2: 0,
            two_for_one: true
        })
    );
    // The game with table null got a free table number and its result.
    let r2 = e.round(2).expect("round 2");
    let t = r2.pairing_of(pid(11)).expect("player 11 paired");
    assert_eq!(t.table, 1);
    assert_eq!(
        t.result,
        Some(MatchResult::Totals {
            p1: 3,
            p2: 3,
            two_for_one: false
        })
    );
    let tables: Vec<u32> = r2.pairings.iter().map(|p| p.table).collect();
    assert_eq!(tables, [1, 2, 3, 4]);
    assert_eq!(
        result_of(e, 2, 15),
        Some(MatchResult::Games {
            p1_corp: win(Side::Corp),
            p2_corp: modified(Side::Runner),
        })
    );
    assert_eq!(
        result_of(e, 2, 12),
        Some(MatchResult::Games {
            p1_corp: GameResult::Draw { agenda: None },
            p2_corp: win(Side::Corp),
        })
    );
    assert_eq!(points(e, 15), 11);
    assert_eq!(points(e, 17), 9);

    let doc = nrtm::export(e);
    assert_eq!(
        doc["uploadedFrom"],
        json!("Netrunner TO"),
        "never claims Cobra"
    );
    assert_eq!(doc["tournamentOrganiser"]["nrdbUsername"], json!("TO"));
    assert_eq!(doc["links"][0]["rel"], json!("schemaderivedfrom"));
    let id = exported_game(&doc, 1, 13);
    assert_eq!(id["intentionalDraw"], json!(true));
    assert_eq!(id["player1"]["combinedScore"], json!(3));
    assert_eq!(id["player2"]["combinedScore"], json!(3));
    let tfo = exported_game(&doc, 1, 15);
    assert_eq!(tfo["twoForOne"], json!(true));
    assert_eq!(tfo["player1"]["combinedScore"], json!(6));
    let games = exported_game(&doc, 2, 15);
    assert_eq!(games["player1"]["corpScore"], json!(3));
    assert_eq!(games["player1"]["runnerScore"], json!(2));
    assert_eq!(games["player1"]["combinedScore"], json!(5));
    assert_eq!(games["player2"]["combinedScore"], json!(0));
    for g in doc["rounds"]
        .as_array()
        .expect("rounds")
        .iter()
        .flat_map(|r| r.as_array().expect("round"))
    {
        assert_eq!(g["eliminationGame"], json!(false));
        assert!(
            g["table"].is_u64(),
            "every exported game has a table number"
        );
    }
    assert_round_trip(e);
}

#[test]
fn cobra_2018_combined_scores_only() {
    let imp = import("cobra_combined_only.json");
    assert!(imp.differences.is_empty(), "{:?}", imp.differences);
    let e = &imp.event;
    assert_eq!(
        result_of(e, 1, 21),
        Some(MatchResult::Totals {
            p1: 5,
            p2: 0,
            two_for_one: false
        })
    );
    assert_eq!(
        result_of(e, 1, 23),
        Some(MatchResult::Totals {
            p1: 1,
            p2: 4,
            two_for_one: false
        })
    );
    assert_eq!(points(e, 21), 9);
    assert_eq!(points(e, 24), 7);
    assert_eq!(e.settings().date.as_deref(), Some("2018-01-08"));
    assert_round_trip(e);
}

#[test]
fn a_pending_round_imports_as_paired_and_can_be_scored() {
    let imp = import("cobra_pending_round.json");
    assert!(imp.differences.is_empty(), "{:?}", imp.differences);
    let mut e = imp.event;
    let r2 = e.round(2).expect("round 2 is paired");
    assert_eq!(r2.pairings.len(), 3);
    assert_eq!(r2.unreported_tables(), [1, 2]);
    assert_eq!(points(&e, 32), 7, "the bye of the pending round counts");
    assert!(e.pairing_blocker().is_some(), "round 2 is not complete");
    assert_eq!(
        e.settings().structure,
        Structure::Basic,
        "5 players: 3 rounds, no cut"
    );

    // Exporting the event in progress writes null scores for the pending games.
    let doc = nrtm::export(&e);
    let g = exported_game(&doc, 2, 31);
    for seat in ["player1", "player2"] {
        for key in ["corpScore", "runnerScore", "combinedScore"] {
            assert_eq!(g[seat][key], Value::Null, "{seat}.{key}");
        }
    }
    assert_eq!(
        exported_game(&doc, 2, 32)["player1"]["combinedScore"],
        json!(6)
    );
    assert_eq!(doc["preliminaryRounds"], json!(3));
    let again = assert_round_trip(&e);
    assert_eq!(
        again.event.round(2).map(|r| r.unreported_tables()),
        Some(vec![1, 2])
    );

    // A result can be reported through the engine.
    let result = MatchResult::Games {
        p1_corp: win(Side::Corp),
        p2_corp: win(Side::Runner),
    };
    e.apply(Command::ReportResult {
        round: 2,
        table: 1,
        result,
    })
    .expect("result accepted");
    assert_eq!(points(&e, 31), 4 + 6);
    assert_eq!(e.round(2).map(|r| r.unreported_tables()), Some(vec![2]));
}

#[test]
fn a_pending_round_can_be_paired_again() {
    let mut e = import("cobra_pending_round.json").event;
    e.apply(Command::RepairRound { force: false })
        .expect("re-pairing an unscored round");
    let r2 = e.round(2).expect("round 2");
    assert_eq!(e.rounds().len(), 2);
    for id in 31..=35 {
        assert!(r2.involves(pid(id)), "player {id} is in the new round 2");
    }
    assert!(r2.reported_tables().is_empty());
}

#[test]
fn single_sided_rounds_with_roles() {
    let imp = import("cobra_single_sided.json");
    assert!(imp.differences.is_empty(), "{:?}", imp.differences);
    let e = &imp.event;
    assert_eq!(e.settings().format, Format::HalfDraft);
    let t1 = e
        .round(1)
        .and_then(|r| r.pairing_of(pid(41)))
        .expect("41 in round 1");
    assert_eq!(t1.p1_side, Some(Side::Corp));
    assert_eq!(
        t1.result,
        Some(MatchResult::Single {
            game: win(Side::Corp)
        })
    );
    let t2 = e
        .round(1)
        .and_then(|r| r.pairing_of(pid(43)))
        .expect("43 in round 1");
    assert_eq!(t2.p1_side, Some(Side::Runner));
    assert_eq!(
        t2.result,
        Some(MatchResult::Single {
            game: modified(Side::Runner)
        })
    );
    assert_eq!(
        result_of(e, 2, 42),
        Some(MatchResult::Single {
            game: GameResult::Draw { agenda: None }
        })
    );
    assert_eq!(points(e, 45), 3 + 1, "a single-sided bye is worth 3");
    assert_eq!(points(e, 43), 2 + 3);

    let doc = nrtm::export(e);
    let g = exported_game(&doc, 1, 43);
    assert_eq!(g["player1"]["role"], json!("runner"));
    assert_eq!(g["player1"]["runnerScore"], json!(2));
    assert_eq!(g["player1"]["corpScore"], Value::Null);
    assert_eq!(g["player2"]["role"], json!("corp"));
    let bye = exported_game(&doc, 1, 45);
    assert_eq!(bye["player1"]["role"], Value::Null);
    assert_eq!(bye["player1"]["combinedScore"], json!(3));
    assert_eq!(bye["player2"]["id"], Value::Null);
    assert_round_trip(e);
}

#[test]
fn aesops_tables_single_sided_with_table_numbers_and_a_cut() {
    let imp = import("aesops_single_sided.json");
    assert!(imp.differences.is_empty(), "{:?}", imp.differences);
    let e = &imp.event;
    assert_eq!(e.settings().format, Format::SingleSided);
    assert_eq!(
        e.settings().structure,
        Structure::Custom {
            rounds: 2,
            cut: CutSize::Top4
        }
    );
    // `tableNumber` is read as the table.
    let t2 = e.round(1).and_then(|r| r.table(2)).expect("table 2");
    assert_eq!((t2.p1, t2.p2), (pid(103), Some(pid(104))));
    // An intentional draw of one game: a drawn game, 1 point each.
    assert_eq!(
        t2.result,
        Some(MatchResult::Single {
            game: GameResult::Draw { agenda: None }
        })
    );
    // The bye: player1 holds it (role corp), player2 id null.
    assert!(
        e.round(2)
            .and_then(|r| r.pairing_of(pid(103)))
            .is_some_and(|p| p.is_bye())
    );
    assert_eq!(points(e, 103), 1 + 3);
    assert_eq!(
        result_of(e, 2, 101),
        Some(MatchResult::Single {
            game: win(Side::Runner)
        })
    );
    // Elimination games without `winner`: the scores decide.
    assert_eq!(imp.elimination.len(), 6);
    let g2 = &imp.elimination[1];
    assert_eq!((g2.round, g2.game), (1, Some(2)));
    assert_eq!(g2.player2.role, Some(Side::Runner));
    assert_eq!(g2.winner(), g2.player2.player);
    assert_eq!(imp.elimination[3].round, 2);
    assert_eq!(imp.elimination_players.len(), 4);
    assert_eq!(
        e.settings().extra.get(nrtm::EXTRA_IMPORTED_FROM),
        Some(&json!("AesopsTables"))
    );
    // The cut is a double-elimination top 4; Aesop's Tables writes the higher seed second in
    // game 2 (seeds 2–3) and the lower bracket's player first in game 5.
    let b = e.cut().expect("the cut is imported");
    assert_eq!(b.seeds(), [pid(101), pid(105), pid(103), pid(104)]);
    assert_eq!(
        b.places(),
        [
            Some(pid(101)),
            Some(pid(105)),
            Some(pid(104)),
            Some(pid(103))
        ]
    );
    let game2 = b.game(2).expect("game 2");
    assert_eq!(game2.sides.map(|s| s.corp), Some(pid(103)));
    assert_eq!(game2.result.map(|r| r.winner), Some(pid(105)));
    let doc = nrtm::export(e);
    assert_eq!(doc["uploadedFrom"], json!("Netrunner TO"));
    assert_eq!(
        doc["rounds"].as_array().map(Vec::len),
        Some(6),
        "elimination rounds written from the bracket"
    );
    let g = &doc["rounds"][2][1];
    assert_eq!(g["table"], json!(2), "the game number, as Cobra writes it");
    assert_eq!(g["eliminationGame"], json!(true));
    assert_eq!(
        (
            &g["player1"]["id"],
            &g["player1"]["role"],
            &g["player1"]["winner"]
        ),
        (&json!(105), &json!("runner"), &json!(true)),
        "the bracket's order: seed 2 first"
    );
    assert_eq!(
        (
            &g["player2"]["id"],
            &g["player2"]["role"],
            &g["player2"]["winner"]
        ),
        (&json!(103), &json!("corp"), &json!(false))
    );
    let again = assert_round_trip(e);
    assert_eq!(again.event.cut(), e.cut());
}

#[test]
fn drops_late_registration_rejoin_and_no_show() {
    let imp = import("cobra_drops.json");
    assert!(imp.differences.is_empty(), "{:?}", imp.differences);
    let e = &imp.event;
    let player = |id| e.player(pid(id)).expect("player");
    // Absent from round 3 while others play on: dropped after round 2.
    assert_eq!(player(52).status, PlayerStatus::Dropped);
    assert_eq!(player(52).dropped_after, Some(2));
    // forfeit: true (NRTM's "dropped") after playing every round.
    assert_eq!(player(51).status, PlayerStatus::Dropped);
    assert_eq!(player(51).dropped_after, Some(3));
    // Never played: dropped before round 1.
    assert_eq!(player(58).dropped_after, Some(0));
    // Missed round 2, back in round 3: rejoined, unpaired loss in round 2.
    assert!(player(56).is_active());
    assert!(
        e.round(2)
            .is_some_and(|r| r.unpaired_losses.contains(&pid(56)))
    );
    // First played in round 2: registered late, unpaired loss in round 1.
    assert!(
        e.round(1)
            .is_some_and(|r| r.unpaired_losses.contains(&pid(57)))
    );
    // The unpaired loss is not a round played: rounds 2 and 3 are.
    assert_eq!(e.standings().of(pid(57)).map(|r| r.rounds), Some(2));
    assert!(
        !imp.notes.is_empty(),
        "late registration and rejoin are noted"
    );

    // The history is honest: 52 drops after round 2's results, before round 3 is added.
    let h: Vec<&Command> = e.history().iter().map(|h| &h.command).collect();
    let drop52 = h
        .iter()
        .position(|c| **c == Command::DropPlayer { player: pid(52) })
        .expect("52 dropped");
    let rounds_added: Vec<usize> = h
        .iter()
        .enumerate()
        .filter(|(_, c)| matches!(c, Command::AddRound { .. }))
        .map(|(i, _)| i)
        .collect();
    let last_result_r2 = h
        .iter()
        .rposition(|c| matches!(c, Command::ReportResults { round: 2, .. }))
        .expect("round 2 results");
    assert!(last_result_r2 < drop52 && drop52 < rounds_added[2]);
    let add57 = h
        .iter()
        .position(|c| matches!(c, Command::AddPlayer { id: Some(p), .. } if *p == pid(57)))
        .expect("57 added");
    assert!(rounds_added[0] < add57 && add57 < rounds_added[1]);

    let doc = nrtm::export(e);
    let dropped: Vec<&Value> = doc["players"]
        .as_array()
        .expect("players")
        .iter()
        .filter(|p| p["forfeit"] == json!(true))
        .collect();
    assert_eq!(dropped.len(), 3, "51, 52 and 58 are written as dropped");
    assert_round_trip(e);
}

#[test]
fn published_values_that_disagree_are_reported() {
    let mut doc: Value = serde_json::from_slice(&fixture("nrtm_byes.json")).expect("json");
    let players = doc["players"].as_array_mut().expect("players");
    players[0]["matchPoints"] = json!(12);
    players[1]["strengthOfSchedule"] = json!(1.6);
    players[2]["extendedStrengthOfSchedule"] = json!(0.5);
    players[3]["rank"] = json!(5);
    players[4]["rank"] = json!(4);
    let imp = import_value(&doc).expect("imports");
    let d: Vec<String> = imp.differences.iter().map(ToString::to_string).collect();
    assert_eq!(d.len(), 5, "{d:?}");
    assert!(
        d[0].contains("Jörg") && d[0].contains("matchPoints 12") && d[0].contains("11 recomputed")
    );
    assert!(d[1].contains("strengthOfSchedule 1.6"), "{}", d[1]);
    assert!(d[2].contains("extendedStrengthOfSchedule 0.5"), "{}", d[2]);
    assert!(
        d[3].contains("rank 5 in the file, 4 recomputed"),
        "{}",
        d[3]
    );
    assert!(d[4].contains("(id 2)"), "{}", d[4]);
    // The tolerance is half a unit of the last decimal written: an error in the 5th decimal of
    // a 5-decimal value is reported, the same value written as a decimal string is fine.
    doc["players"][0]["strengthOfSchedule"] = json!(1.750_01);
    assert_eq!(import_value(&doc).expect("imports").differences.len(), 6);
    doc["players"][0]["strengthOfSchedule"] = json!("1.75000");
    assert_eq!(import_value(&doc).expect("imports").differences.len(), 5);
}

#[test]
fn unusual_settings_survive_the_round_trip() {
    let mut doc: Value = serde_json::from_slice(&fixture("cobra_variants.json")).expect("json");
    doc["cutToTop"] = json!(2);
    doc["date"] = json!("2. März 2024");
    doc["country"] = json!("Deutschland");
    let imp = import_value(&doc).expect("imports");
    let s = imp.event.settings();
    assert_eq!(s.date, None);
    assert!(matches!(s.structure, Structure::Custom { rounds: 2, .. }));
    let out = nrtm::export(&imp.event);
    assert_eq!(out["cutToTop"], json!(2));
    assert_eq!(out["date"], json!("2. März 2024"));
    assert_eq!(out["country"], json!("Deutschland"));
    assert_eq!(out["preliminaryRounds"], json!(2));
}

// ----- export of events made here ------------------------------------------------------------

fn built_event() -> Event {
    let mut e = Event::new(EventSettings::new("Local Game Night", Structure::Basic), 5);
    for (name, pronouns) in [
        ("Ann", Some("she/her")),
        ("Bo", None),
        ("Cy", None),
        ("Di", None),
        ("Eve", None),
    ] {
        e.apply(Command::AddPlayer {
            details: PlayerDetails {
                name: name.into(),
                corp: Some("Jinteki: Personal Evolution".into()),
                runner: Some("Gabriel Santiago: Consummate Professional".into()),
                pronouns: pronouns.map(Into::into),
                reading: None,
                fixed_table: None,
                no_video: false,
            },
            id: None,
        })
        .expect("player");
    }
    let pair = |t, a, b: Option<u32>| ManualPairing {
        table: Some(t),
        p1: pid(a),
        p2: b.map(pid),
        p1_side: None,
        side_reason: None,
    };
    e.apply(Command::AddRound {
        pairings: vec![pair(1, 1, Some(2)), pair(2, 3, Some(4)), pair(3, 5, None)],
    })
    .expect("round 1");
    let flatline = MatchResult::Games {
        p1_corp: GameResult::Win {
            winner: Side::Corp,
            reason: Some(WinReason::Flatline),
        },
        p2_corp: GameResult::Win {
            winner: Side::Runner,
            reason: Some(WinReason::Agenda),
        },
    };
    for (table, result) in [(1, flatline), (2, MatchResult::IntentionalSplit)] {
        e.apply(Command::ReportResult {
            round: 1,
            table,
            result,
        })
        .expect("result");
    }
    e.apply(Command::DisqualifyPlayer { player: pid(2) })
        .expect("dq");
    e.apply(Command::AddRound {
        pairings: vec![pair(1, 1, Some(3)), pair(2, 4, Some(5))],
    })
    .expect("round 2");
    for table in [1, 2] {
        e.apply(Command::ReportResult {
            round: 2,
            table,
            result: MatchResult::Games {
                p1_corp: win(Side::Corp),
                p2_corp: GameResult::timed(1, 4, 7).expect("timed"),
            },
        })
        .expect("result");
    }
    e
}

#[test]
fn export_of_an_event_made_here() {
    let e = built_event();
    let doc = nrtm::export(&e);
    let players = doc["players"].as_array().expect("players");
    assert_eq!(
        players.len(),
        5,
        "the disqualified player is listed, so every game id resolves"
    );
    let ranks: Vec<u64> = players
        .iter()
        .map(|p| p["rank"].as_u64().expect("rank"))
        .collect();
    assert_eq!(ranks, [1, 2, 3, 4, 5]);
    let last = &players[4];
    assert_eq!(last["id"], json!(2));
    assert_eq!(last["disqualified"], json!(true));
    assert_eq!(last["forfeit"], json!(true));
    let standings = e.standings();
    // The disqualified player's tiebreakers by the regulations' definition: Bo lost round 1 to
    // Ann, his only opponent, so his SoS is Ann's points per round.
    let ann = standings.of(pid(1)).expect("Ann");
    assert_eq!(last["matchPoints"], json!(0));
    assert_eq!(
        last["strengthOfSchedule"].as_f64(),
        Some(f64::from(ann.points) / f64::from(ann.rounds))
    );
    for (i, row) in standings.rows.iter().enumerate() {
        let p = &players[i];
        assert_eq!(p["id"], json!(row.player.0));
        assert_eq!(p["matchPoints"], json!(row.points));
        let sos = p["strengthOfSchedule"]
            .as_f64()
            .expect("SoS is a JSON number");
        assert_eq!(
            sos,
            netrunner_to::engine::standings::to_f64(&row.sos),
            "full precision"
        );
    }
    assert_eq!(players[0]["pronouns"], json!("she/her"));
    assert_eq!(
        players[0]["corpIdentity"],
        json!("Jinteki: Personal Evolution")
    );
    let g = exported_game(&doc, 1, 1);
    assert_eq!(g["game1WonBy"], json!("flatline"));
    assert_eq!(g["game2WonBy"], json!("ap"));
    let split = exported_game(&doc, 1, 3);
    assert_eq!(split["intentionalDraw"], json!(true));
    let timed = exported_game(&doc, 2, 1);
    assert_eq!(timed["player1"]["corpScore"], json!(3));
    assert_eq!(timed["player1"]["runnerScore"], json!(2));
    assert_eq!(timed["player2"]["combinedScore"], json!(0));
    assert_eq!(doc["eliminationPlayers"], Value::Null, "nothing invented");
    assert_eq!(doc["rounds"].as_array().map(Vec::len), Some(2));

    let again = assert_round_trip(&e);
    let dq = again.event.player(pid(2)).expect("player 2");
    assert_eq!(dq.status, PlayerStatus::Disqualified);
    assert_eq!(dq.dropped_after, Some(1));
    assert_eq!(
        result_of(&again.event, 1, 1),
        result_of(&e, 1, 1),
        "win reasons survive"
    );
}

// ----- the cut -------------------------------------------------------------------------------

/// Six players, two Swiss rounds, the cut to the top 4 made; round 1 of the cut paired (seed 1
/// chooses Corp, seed 2 Runner) and game 1 won by seed 1. Game 2 is ready, with sides, no
/// result.
fn event_in_the_cut() -> Event {
    let structure = Structure::Custom {
        rounds: 2,
        cut: CutSize::Top4,
    };
    let mut e = Event::new(EventSettings::new("Cut Night", structure), 7);
    for name in ["Ann", "Bo", "Cy", "Di", "Eve", "Fay"] {
        e.apply(Command::AddPlayer {
            details: PlayerDetails {
                name: name.into(),
                corp: Some("Jinteki: Personal Evolution".into()),
                runner: Some("Gabriel Santiago: Consummate Professional".into()),
                ..PlayerDetails::default()
            },
            id: None,
        })
        .expect("player");
    }
    let player1_wins = MatchResult::Games {
        p1_corp: win(Side::Corp),
        p2_corp: win(Side::Runner),
    };
    for (round, pairs) in [(1, [(1, 2), (3, 4), (5, 6)]), (2, [(1, 3), (5, 2), (4, 6)])] {
        e.apply(Command::AddRound {
            pairings: pairs
                .iter()
                .map(|&(a, b)| ManualPairing {
                    table: None,
                    p1: pid(a),
                    p2: Some(pid(b)),
                    p1_side: None,
                    side_reason: None,
                })
                .collect(),
        })
        .expect("round");
        e.apply(Command::ReportResults {
            round,
            results: (1..=3).map(|t| (t, player1_wins)).collect(),
        })
        .expect("results");
    }
    e.apply(Command::Cut {
        size: CutSize::Top4,
        kind: None,
        seeds: None,
    })
    .expect("cut");
    e.apply(Command::PairElimination {
        choices: vec![
            SideChoice {
                game: 1,
                side: Side::Corp,
            },
            SideChoice {
                game: 2,
                side: Side::Runner,
            },
        ],
    })
    .expect("round 1 of the cut");
    let seed1 = e.cut().expect("cut").seeds()[0];
    e.apply(Command::ReportElimination {
        game: 1,
        outcome: EliminationOutcome::Winner { player: seed1 },
    })
    .expect("game 1");
    e
}

/// One game: number, players, (winner, how), (Corp, Runner).
type GameSummary = (
    u32,
    [Option<PlayerId>; 2],
    Option<(PlayerId, ResultKind)>,
    Option<(PlayerId, PlayerId)>,
);

/// A bracket's games without the reasons for the sides (an import records every side it reads
/// as the organizer's).
fn bracket_games(b: &Bracket) -> Vec<GameSummary> {
    b.games()
        .iter()
        .map(|g| {
            (
                g.number(),
                g.players,
                g.result.map(|r| (r.winner, r.kind)),
                g.sides.map(|s| (s.corp, s.runner)),
            )
        })
        .collect()
}

fn elimination_part(doc: &Value, swiss: usize) -> Vec<Value> {
    doc["rounds"].as_array().expect("rounds")[swiss..].to_vec()
}

#[test]
fn an_elimination_in_progress_exports_its_games_so_far_and_round_trips() {
    let e = event_in_the_cut();
    let b = e.cut().expect("cut");
    let seeds = b.seeds().to_vec();
    let doc = nrtm::export(&e);
    assert_eq!(doc["cutToTop"], json!(4));
    // Written: game 1 (played) and game 2 (paired: sides, no winner yet). Games 3 and 4 wait
    // for game 2, so they are not written.
    let elim = elimination_part(&doc, 2);
    assert_eq!(elim.len(), 1, "{elim:?}");
    let games = elim[0].as_array().expect("round 1 of the cut");
    assert_eq!(games.len(), 2);
    let g1 = &games[0];
    assert_eq!(g1["table"], json!(1));
    assert_eq!(g1["eliminationGame"], json!(true));
    assert_eq!(g1["player1"]["id"], json!(seeds[0].0));
    assert_eq!(g1["player1"]["role"], json!("corp"), "seed 1 chose Corp");
    assert_eq!(g1["player1"]["winner"], json!(true));
    assert_eq!(g1["player2"]["id"], json!(seeds[3].0));
    assert_eq!(g1["player2"]["role"], json!("runner"));
    assert_eq!(g1["player2"]["winner"], json!(false));
    let g2 = &games[1];
    assert_eq!(g2["table"], json!(2));
    assert_eq!(
        g2["player1"]["role"],
        json!("runner"),
        "seed 2 chose Runner"
    );
    assert_eq!(g2["player1"]["winner"], Value::Null, "not played yet");
    assert_eq!(g2["player2"]["winner"], Value::Null);
    assert!(g2.get("bye").is_none());
    // Every player of the cut with their seed; no place is decided yet.
    let ep = doc["eliminationPlayers"]
        .as_array()
        .expect("eliminationPlayers");
    assert_eq!(ep.len(), 4);
    for (i, p) in ep.iter().enumerate() {
        assert_eq!(p["id"], json!(seeds[i].0));
        assert_eq!(p["seed"], json!(i + 1));
        assert_eq!(p["rank"], Value::Null);
        assert_eq!(p["name"], json!(e.name_of(seeds[i])));
    }

    let again = assert_round_trip(&e);
    assert!(again.notes.is_empty(), "{:?}", again.notes);
    let c = again.event.cut().expect("the cut is imported");
    assert_eq!(c.seeds(), seeds);
    assert_eq!(c.places(), b.places());
    assert_eq!(bracket_games(c), bracket_games(b));
    let twice = nrtm::export(&again.event);
    assert_eq!(elimination_part(&twice, 2), elim);
    assert_eq!(twice["eliminationPlayers"], doc["eliminationPlayers"]);

    // The imported cut goes on: game 2, then round 2 of the cut is paired by the rules.
    let mut next = again.event;
    next.apply(Command::ReportElimination {
        game: 2,
        outcome: EliminationOutcome::Winner { player: seeds[2] },
    })
    .expect("game 2");
    next.apply(Command::PairElimination { choices: vec![] })
        .expect("round 2 of the cut: the sides played so far are known");
    assert!(
        next.cut()
            .and_then(|b| b.game(3).ok())
            .is_some_and(|g| g.sides.is_some())
    );

    // Cobra writes an undecided place as an entry without a player, and no seeds then: the
    // seeds come from the first elimination round and the Swiss ranks.
    let mut cobra = doc.clone();
    cobra["eliminationPlayers"] =
        json!([0, 1, 2, 3].map(|i| json!({"id": null, "name": null, "rank": i + 1, "seed": null})));
    let imp = import_value(&cobra).expect("imports");
    assert_eq!(imp.elimination_players.len(), 0);
    let c = imp.event.cut().expect("the cut is imported");
    assert_eq!(c.seeds(), seeds);
    assert!(
        imp.notes
            .iter()
            .map(ToString::to_string)
            .any(|n| n.contains("no seeds")),
        "{:?}",
        imp.notes
    );
}

#[test]
fn a_player_leaving_the_cut_gives_byes_that_round_trip() {
    for disqualify in [false, true] {
        let mut e = event_in_the_cut();
        let seeds = e.cut().expect("cut").seeds().to_vec();
        e.apply(Command::ReportElimination {
            game: 2,
            outcome: EliminationOutcome::Winner { player: seeds[1] },
        })
        .expect("game 2");
        // Seed 4 lost game 1 and leaves: seed 3 (loser of game 2) gets a bye in game 4.
        let leaver = seeds[3];
        let command = if disqualify {
            Command::DisqualifyPlayer { player: leaver }
        } else {
            Command::DropPlayer { player: leaver }
        };
        e.apply(command).expect("leaves");
        let b = e.cut().expect("cut");
        let game4 = b.game(4).expect("game 4");
        assert_eq!(
            game4.result,
            Some(EliminationResult {
                winner: seeds[2],
                kind: ResultKind::Bye
            })
        );

        let doc = nrtm::export(&e);
        let elim = elimination_part(&doc, 2);
        assert_eq!(elim.len(), 2, "{elim:?}");
        let round2 = elim[1].as_array().expect("round 2 of the cut");
        // Game 3 is ready (no sides yet); game 4 is the bye, written as a win of the player
        // who advances over the one who left, marked `bye`.
        assert_eq!(round2.len(), 2);
        assert_eq!(round2[0]["table"], json!(3));
        assert_eq!(round2[0]["player1"]["role"], Value::Null);
        let bye = &round2[1];
        assert_eq!(bye["table"], json!(4));
        assert_eq!(bye["bye"], json!(true));
        let seat_of = |p: PlayerId| {
            if bye["player1"]["id"] == json!(p.0) {
                &bye["player1"]
            } else {
                &bye["player2"]
            }
        };
        assert_eq!(seat_of(seeds[2])["winner"], json!(true));
        assert_eq!(seat_of(leaver)["winner"], json!(false));
        assert_eq!(seat_of(leaver)["role"], Value::Null);
        let listed = doc["players"]
            .as_array()
            .expect("players")
            .iter()
            .find(|p| p["id"] == json!(leaver.0))
            .expect("listed");
        assert_eq!(listed["forfeit"], json!(true));
        let ep = doc["eliminationPlayers"]
            .as_array()
            .expect("eliminationPlayers");
        if disqualify {
            // Disqualified: no place, left out of the cut's list (issue 12).
            assert_eq!(b.place_of(leaver), None);
            assert_eq!(b.places().len(), 3);
            assert!(ep.iter().all(|x| x["id"] != json!(leaver.0)), "{ep:?}");
            assert_eq!(listed["disqualified"], json!(true));
        } else {
            // The place the losses give: 4th.
            assert_eq!(b.place_of(leaver), Some(4));
            assert_eq!(
                ep[0]["id"],
                json!(leaver.0),
                "the only decided place comes first"
            );
            assert_eq!(ep[0]["rank"], json!(4));
        }

        let again = assert_round_trip(&e);
        let c = again.event.cut().expect("the cut is imported");
        assert_eq!(bracket_games(c), bracket_games(b));
        assert_eq!(c.dropped(), b.dropped());
        assert_eq!(c.disqualified(), b.disqualified());
        assert_eq!(c.places(), b.places());
        assert_eq!(
            again.event.player(leaver).map(|p| p.status),
            e.player(leaver).map(|p| p.status)
        );
        let twice = nrtm::export(&again.event);
        assert_eq!(elimination_part(&twice, 2), elim);
    }
}

/// The Aesop's Tables fixture (a finished top 4) as JSON.
fn aesops() -> Value {
    serde_json::from_slice(&fixture("aesops_single_sided.json")).expect("json")
}

#[test]
fn elimination_games_without_table_numbers_or_seeds_are_placed_by_their_players() {
    let expected = import("aesops_single_sided.json").event;
    let mut doc = aesops();
    for round in doc["rounds"].as_array_mut().expect("rounds")[2..].iter_mut() {
        for g in round.as_array_mut().expect("round") {
            g.as_object_mut().expect("game").remove("tableNumber");
        }
    }
    for e in doc["eliminationPlayers"]
        .as_array_mut()
        .expect("eliminationPlayers")
    {
        e.as_object_mut().expect("entry").remove("seed");
    }
    let imp = import_value(&doc).expect("imports");
    assert!(imp.differences.is_empty(), "{:?}", imp.differences);
    let (a, b) = (
        imp.event.cut().expect("the cut is imported"),
        expected.cut().expect("cut"),
    );
    assert_eq!(a.seeds(), b.seeds());
    assert_eq!(a.places(), b.places());
    assert_eq!(bracket_games(a), bracket_games(b));
    assert!(
        imp.notes
            .iter()
            .map(ToString::to_string)
            .any(|n| n.contains("no seeds")),
        "{:?}",
        imp.notes
    );
    // Exported with the bracket's game numbers.
    let out = nrtm::export(&imp.event);
    assert_eq!(out["rounds"][5][0]["table"], json!(6));
}

#[test]
fn an_elimination_game_the_bracket_cannot_place_keeps_the_swiss_part_and_the_raw_data() {
    // Round 2 of the cut: the winner of game 1 meets the loser of game 2 — no table pairs them.
    let mut doc = aesops();
    doc["rounds"][3][0]["player1"]["id"] = json!(103);
    doc["rounds"][3][1]["player2"]["id"] = json!(105);
    let imp = import_value(&doc).expect("the Swiss part imports");
    let e = &imp.event;
    assert!(e.cut().is_none());
    assert_eq!(e.rounds().len(), 2);
    assert!(imp.differences.is_empty(), "{:?}", imp.differences);
    let note = imp
        .notes
        .iter()
        .map(ToString::to_string)
        .find(|n| n.contains("kept as they are in the file"))
        .unwrap_or_else(|| panic!("a note explains: {:?}", imp.notes));
    assert!(note.contains("round 4, table 3"), "{note}");
    assert!(note.contains("Cem against Ari"), "{note}");
    assert_eq!(
        e.settings().extra.get(nrtm::EXTRA_ELIMINATION_ROUNDS),
        Some(&json!(doc["rounds"].as_array().expect("rounds")[2..]))
    );
    let out = nrtm::export(e);
    assert_eq!(
        elimination_part(&out, 2),
        elimination_part(&doc, 2),
        "verbatim"
    );
    assert_eq!(out["eliminationPlayers"], doc["eliminationPlayers"]);
    assert_round_trip(e);

    // Other files whose cut cannot be rebuilt: a played game without sides, both players
    // marked as the winner, places without games.
    let mut doc = aesops();
    for seat in ["player1", "player2"] {
        doc["rounds"][4][0][seat]
            .as_object_mut()
            .expect("seat")
            .remove("role");
    }
    let imp = import_value(&doc).expect("imports");
    assert!(imp.event.cut().is_none());
    assert!(
        imp.notes
            .iter()
            .map(ToString::to_string)
            .any(|n| n.contains("who played the Corp")),
        "{:?}",
        imp.notes
    );
    let mut doc = aesops();
    doc["rounds"][2][0]["player1"]["winner"] = json!(true);
    doc["rounds"][2][0]["player2"]["winner"] = json!(true);
    let imp = import_value(&doc).expect("imports");
    assert!(imp.event.cut().is_none());
    assert!(
        imp.notes
            .iter()
            .map(ToString::to_string)
            .any(|n| n.contains("both players are marked"))
    );
    let mut doc = aesops();
    doc["rounds"].as_array_mut().expect("rounds").truncate(2);
    let imp = import_value(&doc).expect("imports");
    assert!(imp.event.cut().is_none());
    assert!(
        imp.notes
            .iter()
            .map(ToString::to_string)
            .any(|n| n.contains("no elimination games"))
    );
    assert_eq!(
        nrtm::export(&imp.event)["eliminationPlayers"],
        doc["eliminationPlayers"]
    );
}

#[test]
fn published_cut_places_that_disagree_are_reported() {
    let mut doc = aesops();
    // 3rd and 4th exchanged: Cem (103) lost game 4, Dee (104) game 5.
    doc["eliminationPlayers"][2]["rank"] = json!(3);
    doc["eliminationPlayers"][3]["rank"] = json!(4);
    let imp = import_value(&doc).expect("imports");
    assert!(imp.event.cut().is_some(), "the games decide the places");
    assert_eq!(
        imp.differences
            .iter()
            .map(ToString::to_string)
            .collect::<Vec<_>>(),
        [
            "eliminationPlayers[2] Cem (id 103): rank 3 in the file, place 4 in the bracket",
            "eliminationPlayers[3] Dee (id 104): rank 4 in the file, place 3 in the bracket"
        ],
    );
    // The export writes the bracket's places (in place order, as Cobra does).
    let out = nrtm::export(&imp.event);
    let ranks: Vec<(u64, u64)> = out["eliminationPlayers"]
        .as_array()
        .expect("eliminationPlayers")
        .iter()
        .map(|e| {
            (
                e["id"].as_u64().expect("id"),
                e["rank"].as_u64().expect("rank"),
            )
        })
        .collect();
    assert_eq!(ranks, [(101, 1), (105, 2), (104, 3), (103, 4)]);
}

// ----- malformed input -----------------------------------------------------------------------

fn base() -> Value {
    serde_json::from_slice(&fixture("cobra_variants.json")).expect("json")
}

#[test]
fn malformed_files_give_errors_that_name_the_place() {
    assert!(matches!(
        nrtm::import(b"not json", SEED),
        Err(NrtmError::Json(_))
    ));
    assert!(matches!(nrtm::import(b"", SEED), Err(NrtmError::Json(_))));
    assert!(err_text(&json!([])).contains("not a JSON object"));
    assert!(err_text(&json!({})).contains("missing players"));
    assert_eq!(
        err_text(&json!({"players": []})),
        "top level: players is empty"
    );

    let mut d = base();
    d["players"][1]
        .as_object_mut()
        .expect("player")
        .remove("name");
    assert_eq!(err_text(&d), "players[1]: missing name");

    let mut d = base();
    d["players"][3]["id"] = d["players"][0]["id"].clone();
    assert!(
        err_text(&d).starts_with("players[3]: id 15 is used twice"),
        "{}",
        err_text(&d)
    );

    let mut d = base();
    d["players"][3]["name"] = json!(" ANN ");
    assert!(err_text(&d).contains("used twice"));

    let mut d = base();
    d["players"][0]["id"] = json!(-4);
    assert!(err_text(&d).starts_with("players[0]: id -4"));

    let mut d = base();
    d["rounds"][0][1]["table"] = json!(7);
    d["rounds"][0][1]["player2"]["id"] = json!(999);
    assert_eq!(
        err_text(&d),
        "round 1, table 7: player2.id 999 is not in players"
    );

    let mut d = base();
    d["rounds"][1][0]["player1"]["id"] = json!(4242);
    assert_eq!(
        err_text(&d),
        "round 2, game 1 (no table number): player1.id 4242 is not in players"
    );

    let mut d = base();
    d["rounds"][0][0]["player1"]["corpScore"] = json!(-1);
    assert_eq!(
        err_text(&d),
        "round 1, table 1: player1.corpScore -1 is not a score"
    );

    let mut d = base();
    d["rounds"][0][1]["player1"]["id"] = json!(11);
    assert!(err_text(&d).contains("plays twice"));

    let mut d = base();
    d["rounds"][0][0]["player1"]["role"] = json!("sysop");
    assert!(err_text(&d).starts_with("round 1, table 1: player1.role"));

    let mut d = base();
    d["rounds"][0][0]["player1"]["role"] = json!("corp");
    assert!(err_text(&d).contains("mixed rounds are not supported"));

    // A game without result before a later round: not a pending round.
    let mut d = base();
    for seat in ["player1", "player2"] {
        for key in ["corpScore", "runnerScore", "combinedScore"] {
            d["rounds"][0][0][seat][key] = Value::Null;
        }
    }
    assert_eq!(
        err_text(&d),
        "round 1, table 1: no result (scores null), but round 2 follows"
    );

    // Round totals no pair of games gives (typed into Cobra): kept with a score adjustment.
    let mut d = base();
    d["rounds"][0][0]["player1"] =
        json!({"id": 11, "corpScore": 0, "runnerScore": 0, "combinedScore": 6});
    d["rounds"][0][0]["player2"] =
        json!({"id": 12, "corpScore": 0, "runnerScore": 0, "combinedScore": 1});
    let imported = import_value(&d).unwrap();
    assert!(
        imported
            .notes
            .iter()
            .map(ToString::to_string)
            .any(|n| n.starts_with(
                "round 1, table 1: round totals 6–1 are not what games give; imported as 6–0"
            )),
        "{:?}",
        imported.notes
    );
    assert_eq!(imported.event.round(1).unwrap().adjustment_of(pid(12)), 1);

    let mut d = base();
    d["players"][0]["name"] = json!("x".repeat(300));
    assert!(err_text(&d).starts_with("players[0] (id 15): invalid name"));

    let mut d = base();
    d["players"][0]["name"] = json!("Tab\tName");
    assert!(err_text(&d).starts_with("players[0] (id 15)"));

    let mut d = base();
    d["rounds"] = json!([[{"table": 1, "player1": {"id": 11, "role": "corp", "winner": true},
        "player2": {"id": 12, "role": "runner", "winner": false}, "eliminationGame": true}],
        d["rounds"][0].clone()]);
    assert!(err_text(&d).contains("a Swiss round after elimination rounds"));

    let mut d = base();
    d["eliminationPlayers"] = json!([{"id": 77, "name": "Nobody", "rank": 1, "seed": 1}]);
    assert_eq!(
        err_text(&d),
        "eliminationPlayers[0]: id 77 is not in players"
    );

    let mut d = base();
    d["rounds"][0][0]["table"] = json!("A");
    assert!(err_text(&d).starts_with("round 1, game 1: table"));

    let mut d = base();
    d["rounds"] = json!({"1": []});
    assert_eq!(err_text(&d), "top level: rounds is not an array");
}

#[test]
fn too_large_or_too_deep_input_is_refused_without_panicking() {
    let big = vec![b' '; nrtm::MAX_IMPORT_BYTES + 1];
    assert!(matches!(
        nrtm::import(&big, SEED),
        Err(NrtmError::TooLarge { .. })
    ));
    let deep = format!("{}{}", "[".repeat(100_000), "]".repeat(100_000));
    assert!(matches!(
        nrtm::import(deep.as_bytes(), SEED),
        Err(NrtmError::Json(_))
    ));
    let deep_field = format!(
        r#"{{"players": [{{"id": 1, "name": "A", "x": {}1{}}}]}}"#,
        "[".repeat(10_000),
        "]".repeat(10_000)
    );
    assert!(nrtm::import(deep_field.as_bytes(), SEED).is_err());
}

#[test]
fn a_byte_order_mark_is_accepted() {
    let mut bytes = b"\xEF\xBB\xBF".to_vec();
    bytes.extend(fixture("cobra_combined_only.json"));
    assert!(nrtm::import(&bytes, SEED).is_ok());
}

#[test]
fn no_malformed_value_anywhere_makes_the_import_panic() {
    let junk = [
        Value::Null,
        json!(-1),
        json!(0),
        json!(4_294_967_296_u64),
        json!(1e300),
        json!(2.5),
        json!("x"),
        json!(""),
        json!(true),
        json!([]),
        json!({}),
    ];
    let doc = base();
    let mut paths: Vec<Vec<Value>> = Vec::new();
    for key in [
        "name",
        "date",
        "cutToTop",
        "preliminaryRounds",
        "players",
        "rounds",
        "eliminationPlayers",
    ] {
        paths.push(vec![json!(key)]);
    }
    for i in 0..2 {
        for key in [
            "id",
            "name",
            "rank",
            "matchPoints",
            "strengthOfSchedule",
            "corpIdentity",
            "forfeit",
        ] {
            paths.push(vec![json!("players"), json!(i), json!(key)]);
        }
    }
    for r in 0..2 {
        for g in 0..4 {
            paths.push(vec![json!("rounds"), json!(r), json!(g)]);
            for key in [
                "table",
                "player1",
                "player2",
                "intentionalDraw",
                "twoForOne",
                "eliminationGame",
            ] {
                paths.push(vec![json!("rounds"), json!(r), json!(g), json!(key)]);
            }
            for seat in ["player1", "player2"] {
                for key in ["id", "corpScore", "runnerScore", "combinedScore", "role"] {
                    paths.push(vec![
                        json!("rounds"),
                        json!(r),
                        json!(g),
                        json!(seat),
                        json!(key),
                    ]);
                }
            }
        }
    }
    let mut imported = 0;
    for path in &paths {
        for j in &junk {
            let mut d = doc.clone();
            let mut slot = &mut d;
            for step in path {
                slot = match step {
                    Value::String(k) => &mut slot[k.as_str()],
                    Value::Number(n) => &mut slot[n.as_u64().expect("index") as usize],
                    _ => unreachable!(),
                };
            }
            *slot = j.clone();
            // Either outcome is fine; a panic fails the test.
            if let Ok(imp) = import_value(&d) {
                imported += 1;
                let _ = nrtm::export(&imp.event);
            }
        }
    }
    assert!(imported > 0);
    // Truncated files.
    let bytes = fixture("nrtm_byes.json");
    for cut in (0..bytes.len() - 2).step_by(7) {
        assert!(nrtm::import(&bytes[..cut], SEED).is_err());
    }
}
