#![allow(clippy::unwrap_used, clippy::expect_used, clippy::panic)] // test code: a failed step is a failed test

//! Single-elimination cuts (issue 30, item 2): top 2 to 16 chosen by the organizer (not the
//! regulations' default), the fixed bracket Aesop's Tables plays, their places, and the import
//! that recognises a single-elimination cut from the games played and the published places.
//!
//! `fixtures/nrtm/aesops_single_elimination_top8.json` is shaped like an Aesop's Tables top 8
//! that played 4 + 2 + 1 games on its fixed bracket (tables numbered as Aesop's Tables'
//! `cut_tables.py`), with upsets in the first round; `generate.py` computes its places.

use netrunner_to::engine::elimination::{Bracket, BracketKind};
use netrunner_to::engine::{
    Command, CutSize, Event, EventSettings, PlayerDetails, PlayerId, Structure,
};
use netrunner_to::io::nrtm;
use serde_json::{Value, json};

const SEED: u64 = 7;
const FIXTURE: &str = "aesops_single_elimination_top8.json";

fn fixture() -> Value {
    let p = std::path::Path::new(env!("CARGO_MANIFEST_DIR"))
        .join("fixtures/nrtm")
        .join(FIXTURE);
    serde_json::from_slice(&std::fs::read(p).unwrap()).unwrap()
}

fn import(v: &Value) -> nrtm::Imported {
    nrtm::import(v.to_string().as_bytes(), SEED).unwrap_or_else(|e| panic!("{e}"))
}

/// `id → rank` of the file's `eliminationPlayers`.
fn published_places(v: &Value) -> Vec<(u64, u64)> {
    let mut out: Vec<(u64, u64)> = v["eliminationPlayers"]
        .as_array()
        .unwrap()
        .iter()
        .map(|e| (e["id"].as_u64().unwrap(), e["rank"].as_u64().unwrap()))
        .collect();
    out.sort_unstable();
    out
}

fn bracket_places(b: &Bracket) -> Vec<(u64, u64)> {
    let mut out: Vec<(u64, u64)> = b
        .places()
        .iter()
        .zip(1u64..)
        .map(|(p, place)| (u64::from(p.unwrap().0), place))
        .collect();
    out.sort_unstable();
    out
}

#[test]
fn an_aesops_single_elimination_top_8_imports_with_every_place() {
    let file = fixture();
    let imported = import(&file);
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
    let b = imported.event.cut().expect("the cut is built");
    assert_eq!(b.kind(), BracketKind::SingleEliminationFixed);
    assert_eq!(b.cut(), CutSize::Top8);
    assert!(b.is_finished());
    assert_eq!(bracket_places(b), published_places(&file));
    assert!(
        imported
            .notes
            .iter()
            .map(ToString::to_string)
            .any(|n| n == "the elimination games follow a single elimination (fixed bracket) top 8"),
        "{:?}",
        imported.notes
    );
}

#[test]
fn without_published_places_the_games_played_say_single_elimination() {
    let mut file = fixture();
    let published = published_places(&file);
    for e in file["eliminationPlayers"].as_array_mut().unwrap() {
        e.as_object_mut().unwrap().remove("rank");
    }
    let imported = import(&file);
    let b = imported.event.cut().unwrap();
    // 4 + 2 + 1 games finish a single-elimination bracket; in double elimination they would
    // leave every place open.
    assert_eq!(b.kind(), BracketKind::SingleEliminationFixed);
    assert_eq!(bracket_places(b), published);
}

#[test]
fn the_export_writes_the_places_and_reimports_the_same_cut() {
    let file = fixture();
    let imported = import(&file);
    let out = nrtm::export(&imported.event);
    assert_eq!(out["cutToTop"], json!(8));
    assert_eq!(published_places(&out), published_places(&file));
    assert!(
        out["eliminationPlayers"]
            .as_array()
            .unwrap()
            .iter()
            .all(|e| e["rank"].is_u64()),
        "no null ranks: {}",
        out["eliminationPlayers"]
    );
    let again = import(&out);
    assert!(again.comparison.all_match(), "{:?}", again.differences);
    let b = again.event.cut().unwrap();
    assert_eq!(b.kind(), BracketKind::SingleEliminationFixed);
    assert_eq!(bracket_places(b), published_places(&file));
}

fn event_with(n: usize) -> Event {
    let mut e = Event::new(EventSettings::new("Casual", Structure::Basic), 3);
    for i in 0..n {
        e.apply(Command::AddPlayer {
            details: PlayerDetails::named(format!("P{i:02}")),
            id: None,
        })
        .unwrap();
    }
    e.apply(Command::PairRound).unwrap();
    let tables = e.round(1).unwrap().unreported_tables();
    for t in tables {
        e.apply(Command::ReportResult {
            round: 1,
            table: t,
            result: netrunner_to::engine::MatchResult::Totals {
                p1: 6,
                p2: 0,
                two_for_one: false,
            },
        })
        .unwrap();
    }
    e
}

fn win(e: &mut Event, game: u32, winner: PlayerId) {
    let b = e.cut().unwrap();
    let (a, _) = b.game(game).unwrap().pair().unwrap();
    if b.game(game).unwrap().sides.is_none() {
        e.apply(Command::OverrideSides { game, corp: a }).unwrap();
    }
    e.apply(Command::ReportElimination {
        game,
        outcome: netrunner_to::engine::command::EliminationOutcome::Winner { player: winner },
    })
    .unwrap();
}

#[test]
fn a_top_2_is_one_final_and_only_single_elimination() {
    let mut e = event_with(6);
    let refused = e
        .apply(Command::Cut {
            size: CutSize::Top2,
            kind: None,
            seeds: None,
        })
        .unwrap_err();
    assert!(refused.to_string().contains("top 2"), "{refused}");
    e.apply(Command::Cut {
        size: CutSize::Top2,
        kind: Some(BracketKind::SingleElimination),
        seeds: None,
    })
    .unwrap();
    let b = e.cut().unwrap();
    let (s1, s2) = (b.seeds()[0], b.seeds()[1]);
    assert_eq!(b.games().len(), 1);
    assert_eq!(b.game(1).unwrap().pair(), Some((s1, s2)));
    win(&mut e, 1, s2);
    let b = e.cut().unwrap();
    assert!(b.is_finished());
    assert_eq!(b.places(), vec![Some(s2), Some(s1)]);
    // Exported and read back: a top 2 with its places.
    let out = nrtm::export(&e);
    assert_eq!(out["cutToTop"], json!(2));
    let again = import(&out);
    let b = again.event.cut().unwrap();
    assert_eq!(b.cut(), CutSize::Top2);
    assert_eq!(b.places(), vec![Some(s2), Some(s1)]);
}

#[test]
fn a_reseeded_top_8_with_upsets_round_trips_as_single_elimination() {
    let mut e = event_with(10);
    e.apply(Command::Cut {
        size: CutSize::Top8,
        kind: Some(BracketKind::SingleElimination),
        seeds: None,
    })
    .unwrap();
    let s = e.cut().unwrap().seeds().to_vec();
    // Seed 8 beats 1, seed 7 beats 2: reseeded, round 2 is 3–8 and 4–7 (a fixed bracket would
    // pair 8–4 and 7–3).
    for (g, w) in [(1, s[7]), (2, s[6]), (3, s[2]), (4, s[3])] {
        win(&mut e, g, w);
    }
    let b = e.cut().unwrap();
    assert_eq!(b.game(5).unwrap().pair(), Some((s[2], s[7])));
    for (g, w) in [(5, s[7]), (6, s[3])] {
        win(&mut e, g, w);
    }
    win(&mut e, 7, s[7]);
    let places = e.cut().unwrap().places();
    let again = import(&nrtm::export(&e));
    let b = again.event.cut().unwrap();
    assert_eq!(b.kind(), BracketKind::SingleElimination);
    assert_eq!(b.places(), places);
    // (The Swiss ranks of this one-round event are full ties, ordered by each event's own
    // random tiebreak; the cut's places are what is compared.)
    assert_eq!(again.comparison.cut_places, 0, "{:?}", again.differences);
}

fn cli(args: &[&str]) -> (bool, String, String) {
    let r = crate::support::cli::in_process(args);
    (r.ok(), r.out, r.err)
}

#[test]
fn the_cli_cuts_to_a_top_2_and_a_fixed_top_8_and_refuses_what_does_not_exist() {
    let dir = tempfile::tempdir().unwrap();
    let ev = dir.path().join("event.json");
    let file = ev.to_str().unwrap();
    netrunner_to::io::save::save(&ev, &event_with(10)).unwrap();
    let (ok, _, err) = cli(&["cut", file, "--top", "2"]);
    assert!(!ok);
    assert!(
        err.contains("a top 2 can only be single elimination"),
        "{err}"
    );
    let (ok, _, err) = cli(&["cut", file, "--top", "4", "--single", "--fixed"]);
    assert!(!ok);
    assert!(err.contains("--fixed is for a top 8 or 16"), "{err}");
    let (ok, out, err) = cli(&["cut", file, "--top", "8", "--single", "--fixed", "--json"]);
    assert!(ok, "{out}{err}");
    let v: Value = serde_json::from_str(&out).unwrap();
    assert_eq!(v["kind"], json!("single-elimination-fixed"));
    assert_eq!(v["cut"], json!(8));
    let (ok, _, _) = cli(&["cut-delete", file]);
    assert!(ok);
    let (ok, out, err) = cli(&["cut", file, "--top", "2", "--single", "--json"]);
    assert!(ok, "{out}{err}");
    let v: Value = serde_json::from_str(&out).unwrap();
    assert_eq!(v["kind"], json!("single-elimination"));
    assert_eq!(v["games"].as_array().unwrap().len(), 1);
}

#[test]
fn the_bracket_printout_and_the_phone_page_show_the_single_elimination_places() {
    use netrunner_to::io::print::{Paper, Printout, render};
    let mut e = import(&fixture()).event;
    let b = e.cut().unwrap();
    let winner = e.name_of(b.places()[0].unwrap());
    let pdf = render(&e, &Printout::Bracket, Paper::A4).unwrap();
    let text = crate::print::poppler("pdftotext", &["-layout", "-enc", "UTF-8"], &pdf);
    let flat = text.split_whitespace().collect::<Vec<_>>().join(" ");
    assert!(
        flat.contains("Top 8, single elimination (fixed bracket)")
            && flat.contains(
                "Single elimination: out after one loss. Not the regulations' cut, which is double elimination."
            ),
        "{text}"
    );
    assert!(flat.contains(&format!("1st {winner}")), "{text}");
    e.apply(Command::PublishPairings { round: 4 }).unwrap();
    let live = crate::web_pages::Live::start(e.clone());
    let page = live.page("/bracket");
    assert!(
        page.contains("Top 8 · single elimination (fixed bracket)"),
        "{page}"
    );
    assert!(page.contains("not the regulations' double elimination"));
    assert!(page.contains("Final places"), "{page}");
}
