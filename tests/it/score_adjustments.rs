#![allow(clippy::unwrap_used, clippy::expect_used, clippy::panic)] // test code: a failed step is a failed test

//! Score adjustments (issue 30, item 1): a round total no pair of games gives, kept as published
//! when a Cobra file is imported and written back unchanged by the export; a 0–0 followed by
//! later rounds is a double loss; the organizer adjusts a total with a reason, in the engine,
//! the CLI and the app's document, and undoes it.
//!
//! `fixtures/nrtm/cobra_corrections.json` is shaped like the 2023 World Championship's Cobra
//! export; its published standings are the plain sums of the totals, computed by
//! `fixtures/nrtm/generate.py` independently of the engine.

use netrunner_to::app::document::Document;
use netrunner_to::engine::{
    Command, EngineError, Event, EventSettings, MatchResult, PlayerDetails, PlayerId, Structure,
};
use netrunner_to::io::nrtm::{self, Imported};
use serde_json::Value;

const SEED: u64 = 99;

fn fixture() -> Vec<u8> {
    let p = std::path::Path::new(env!("CARGO_MANIFEST_DIR"))
        .join("fixtures/nrtm/cobra_corrections.json");
    std::fs::read(p).expect("fixture readable")
}

fn import() -> Imported {
    nrtm::import(&fixture(), SEED).unwrap_or_else(|e| panic!("cobra_corrections.json: {e}"))
}

/// `(round, player id) → combinedScore` of every Swiss game of an NRTM document.
fn totals(doc: &Value) -> Vec<(usize, u64, i64)> {
    let mut out = Vec::new();
    for (i, round) in doc["rounds"].as_array().unwrap().iter().enumerate() {
        for g in round.as_array().unwrap() {
            if g["eliminationGame"] == Value::Bool(true) {
                continue;
            }
            for seat in ["player1", "player2"] {
                if let Some(id) = g[seat]["id"].as_u64() {
                    out.push((i + 1, id, g[seat]["combinedScore"].as_i64().unwrap()));
                }
            }
        }
    }
    out.sort_unstable();
    out
}

#[test]
fn typed_totals_and_a_0_0_import_with_every_total_kept_and_the_published_standings() {
    let imported = import();
    // Every published points, SoS, ESoS and rank equals the recomputed one.
    assert!(
        imported.comparison.all_match(),
        "{}\n{}",
        imported.comparison.summary(),
        imported
            .differences
            .iter()
            .map(ToString::to_string)
            .collect::<Vec<_>>()
            .join("\n")
    );
    assert_eq!(imported.comparison.players, 10);
    // One line per adjusted table: 6 against -2, 8–0, 0–9 (round 1); 3–5, 1–1, 6–6, 0–1
    // (round 2).
    let adjusted: Vec<String> = imported
        .notes
        .iter()
        .map(ToString::to_string)
        .filter(|n| n.contains("are not what games give"))
        .collect();
    assert_eq!(adjusted.len(), 7, "{:#?}", imported.notes);
    assert!(
        adjusted[0].starts_with("round 1, table 1: round totals 6 against -2"),
        "{}",
        adjusted[0]
    );
    let e = &imported.event;
    // The 0–0 of round 2 (round 3 follows) is a double loss: a round played, no points.
    let t = e.round(2).unwrap().table(2).unwrap();
    assert_eq!(
        t.result,
        Some(MatchResult::Totals {
            p1: 0,
            p2: 0,
            two_for_one: false
        })
    );
    assert!(
        imported
            .notes
            .iter()
            .map(ToString::to_string)
            .any(|n| n.contains("double loss"))
    );
    let ben = e.standings().of(PlayerId(62)).unwrap().clone();
    assert_eq!((ben.points, ben.rounds), (1, 3), "-2 + 0 + 3 over 3 rounds");
    // The adjustments are in the event, with their reasons, and in its history.
    let r1 = e.round(1).unwrap();
    assert_eq!(r1.adjustment_of(PlayerId(62)), -2);
    assert_eq!(r1.adjustment_of(PlayerId(63)), 2, "8 = 6 + 2");
    assert_eq!(r1.adjustment_of(PlayerId(68)), 3, "9 = 6 + 3");
    assert!(r1.adjustments[0].reason.contains("-2 as published"));
    assert_eq!(
        e.history()
            .iter()
            .filter(|h| matches!(h.command, Command::AdjustScore { .. }))
            .count(),
        9,
        "62, 63, 68 in round 1; 63, 64 and 67, 66 and 69, 70 in round 2"
    );
}

#[test]
fn the_export_writes_every_total_back_unchanged_and_reimports_identically() {
    let imported = import();
    let original: Value = serde_json::from_slice(&fixture()).unwrap();
    let exported = nrtm::export(&imported.event);
    assert_eq!(totals(&exported), totals(&original));
    let again = nrtm::import(exported.to_string().as_bytes(), SEED).unwrap();
    assert!(again.comparison.all_match(), "{:?}", again.differences);
    assert_eq!(again.event.standings(), imported.event.standings());
    assert_eq!(
        totals(&nrtm::export(&again.event)),
        totals(&original),
        "a second round trip too"
    );
}

fn small_event() -> Event {
    let mut e = Event::new(EventSettings::new("Adjusted", Structure::Basic), 5);
    for n in ["Ann", "Bo", "Cy", "Di"] {
        e.apply(Command::AddPlayer {
            details: PlayerDetails::named(n),
            id: None,
        })
        .unwrap();
    }
    e.apply(Command::PairRound).unwrap();
    let tables: Vec<u32> = e
        .round(1)
        .unwrap()
        .pairings
        .iter()
        .map(|p| p.table)
        .collect();
    for t in tables {
        e.apply(Command::ReportResult {
            round: 1,
            table: t,
            result: MatchResult::Totals {
                p1: 6,
                p2: 0,
                two_for_one: false,
            },
        })
        .unwrap();
    }
    e
}

#[test]
fn a_judges_penalty_changes_the_total_is_recorded_with_its_reason_and_is_undone() {
    let e = small_event();
    // The winner of table 1 (6 points): the penalty takes one.
    let ann = e.round(1).unwrap().table(1).unwrap().p1;
    let before = e.standings().of(ann).unwrap().points;
    assert_eq!(before, 6);
    let dir = tempfile::tempdir().unwrap();
    let mut doc = Document::new(e, None, dir.path()).unwrap();
    let out = doc
        .apply(
            Command::AdjustScore {
                round: 1,
                player: ann,
                delta: -1,
                reason: "slow play, judge's penalty".into(),
            },
            None,
        )
        .unwrap();
    assert!(out.warnings.is_empty(), "{:?}", out.warnings);
    assert_eq!(doc.event.standings().of(ann).unwrap().points, before - 1);
    assert_eq!(
        doc.undo().as_deref(),
        Some(format!("adjust {ann}'s round 1 total by -1: slow play, judge's penalty").as_str())
    );
    assert_eq!(doc.event.standings().of(ann).unwrap().points, before);
    assert!(doc.event.round(1).unwrap().adjustments.is_empty());
}

#[test]
fn impossible_adjustments_are_refused_and_change_nothing() {
    let mut e = small_event();
    let ann = e.find_player("Ann").unwrap().id;
    let before = serde_json::to_string(&e.without_history()).unwrap();
    let try_adjust = |e: &mut Event, round, delta, reason: &str| {
        e.apply(Command::AdjustScore {
            round,
            player: ann,
            delta,
            reason: reason.into(),
        })
        .unwrap_err()
    };
    assert!(matches!(
        try_adjust(&mut e, 1, 0, "nothing"),
        EngineError::InvalidField { .. }
    ));
    assert!(matches!(
        try_adjust(&mut e, 1, 101, "too much"),
        EngineError::InvalidField { .. }
    ));
    assert!(matches!(
        try_adjust(&mut e, 1, -1, "  "),
        EngineError::InvalidField {
            field: netrunner_to::engine::Field::Reason,
            ..
        }
    ));
    assert!(matches!(
        try_adjust(&mut e, 2, -1, "no such round"),
        EngineError::NoSuchRound(2)
    ));
    assert!(matches!(
        e.apply(Command::AdjustScore {
            round: 1,
            player: PlayerId(999),
            delta: 1,
            reason: "x".into()
        })
        .unwrap_err(),
        EngineError::UnknownPlayer(_)
    ));
    assert_eq!(serde_json::to_string(&e.without_history()).unwrap(), before);
}

fn cli(args: &[&str]) -> (i32, String, String) {
    let r = crate::support::cli::in_process(args);
    (i32::from(!r.ok()), r.out, r.err)
}

#[test]
fn the_cli_adjusts_a_total_lists_it_with_the_standings_and_the_history() {
    let dir = tempfile::tempdir().unwrap();
    let ev = dir.path().join("event.json");
    let file = ev.to_str().unwrap();
    netrunner_to::io::save::save(&ev, &small_event()).unwrap();
    let (code, out, err) = cli(&[
        "adjust",
        file,
        "--round",
        "1",
        "Ann",
        "-1",
        "--reason",
        "slow play",
    ]);
    assert_eq!(code, 0, "{out}{err}");
    assert!(out.contains("adjusted Ann's round 1 total by -1"), "{out}");
    let (_, standings, _) = cli(&["standings", file]);
    assert!(standings.contains("adjusted -1"), "{standings}");
    assert!(
        standings.contains("round 1: Ann -1 (slow play)"),
        "{standings}"
    );
    let (_, history, _) = cli(&["history", file]);
    assert!(
        history.contains("adjust Ann's round 1 total by -1: slow play"),
        "{history}"
    );
    // Refused without a reason; the file is unchanged.
    let before = std::fs::read(&ev).unwrap();
    let (code, _, err) = cli(&["adjust", file, "Ann", "+2", "--reason", ""]);
    assert_ne!(code, 0);
    assert!(err.contains("reason"), "{err}");
    assert_eq!(std::fs::read(&ev).unwrap(), before);
}

/// The small event with the winner of table 1 penalised 1 point in round 1.
fn penalised() -> (Event, PlayerId) {
    let mut e = small_event();
    let p = e.round(1).unwrap().table(1).unwrap().p1;
    e.apply(Command::AdjustScore {
        round: 1,
        player: p,
        delta: -1,
        reason: "slow play".into(),
    })
    .unwrap();
    (e, p)
}

#[test]
fn the_standings_printout_marks_the_points_and_lists_the_adjustment() {
    use netrunner_to::io::print::{Paper, Printout, render};
    let (e, p) = penalised();
    let pdf = render(&e, &Printout::Standings { round: None }, Paper::A4).unwrap();
    let text = crate::print::poppler("pdftotext", &["-layout", "-enc", "UTF-8"], &pdf);
    let name = e.name_of(p);
    let row = text
        .lines()
        .find(|l| l.contains(name.as_str()) && !l.contains("adjustments"))
        .unwrap();
    assert!(row.contains(" 5*"), "6 - 1, marked: {row}");
    let flat = text.split_whitespace().collect::<Vec<_>>().join(" ");
    assert!(
        flat.contains(&format!(
            "* Score adjustments (a penalty or a correction; counted in the points): Round 1: {name} -1 (slow play)."
        )),
        "{text}"
    );
}

#[test]
fn the_phone_standings_mark_the_points_and_list_the_adjustment() {
    let (mut e, p) = penalised();
    e.apply(Command::PublishPairings { round: 1 }).unwrap();
    let live = crate::web_pages::Live::start(e.clone());
    let page = live.page("/standings");
    assert!(page.contains("* Score adjustments"), "{page}");
    assert!(
        page.contains(&format!(
            "Round 1: <bdi>{}</bdi> -1 (slow play)",
            e.name_of(p)
        )),
        "{page}"
    );
    assert!(page.contains(">5*<"), "{page}");
    // The player's own page says it under the round.
    let own = live.page(&format!("/player/{}", p.0));
    assert!(own.contains("Score adjustment -1: slow play"), "{own}");
}
