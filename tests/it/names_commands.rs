//! Names and commands that mislead (issue 11, section 5): invisible and look-alike names,
//! `#N`, a JSON file given as a player list, a closed pipe after a saved change, and
//! hand-edited files no command could make. Runs the real binary in a temporary directory.

use crate::support::cli::{Dir, bin};
use netrunner_to::engine::{Command, Event, EventSettings, PlayerDetails, Structure};
use serde_json::{Value, json};
use std::process::{Command as Process, Stdio};

const EV: &str = "ev.json";

/// A folder with a new event file, `ev.json`.
fn with_event() -> Dir {
    let d = Dir::new();
    d.ok(&["new", EV, "--name", "Names", "--seed", "3"]);
    d
}

/// A command that must fail with `expected` in its one error line, leaving the event as it was.
fn refused(d: &Dir, args: &[&str], expected: &str) {
    let err = d.fails(args, EV);
    assert!(
        err.starts_with("error: ") && err.contains(expected),
        "{args:?}: {err}"
    );
}

fn names(d: &Dir) -> Vec<String> {
    d.load(EV)
        .players()
        .iter()
        .map(|p| p.name.clone())
        .collect()
}

/// Edits the event file's JSON by hand.
fn edit(d: &Dir, f: impl FnOnce(&mut Value)) {
    let mut v: Value = serde_json::from_slice(&std::fs::read(d.path(EV)).unwrap()).unwrap();
    f(&mut v["event"]);
    std::fs::write(d.path(EV), serde_json::to_vec(&v).unwrap()).unwrap();
}

#[test]
fn invisible_and_look_alike_names_are_refused() {
    let d = with_event();
    d.ok(&["player", "add", EV, "Ann", "Zo\u{eb}"]);
    refused(
        &d,
        &["player", "add", EV, "Ann\u{200B}"],
        "invisible formatting characters",
    );
    refused(
        &d,
        &["player", "add", EV, "\u{200B}"],
        "invisible formatting characters",
    );
    refused(
        &d,
        &["player", "add", EV, "\u{202E}nnA"],
        "invisible formatting characters",
    );
    refused(
        &d,
        &["player", "add", EV, "Zoe\u{308}"],
        "already registered",
    );
    refused(&d, &["player", "add", EV, "ZO\u{cb}"], "already registered");
    refused(
        &d,
        &["player", "add", EV, "\u{FF21}nn"],
        "already registered",
    );
    let zalgo = format!("Z{}", "\u{301}".repeat(99));
    refused(&d, &["player", "add", EV, &zalgo], "at most 4 accents");
    refused(&d, &["player", "add", EV, "\u{3164}"], "blank characters");
    // Editing a name follows the same rules.
    refused(
        &d,
        &["player", "edit", EV, "Ann", "--name", "Ann\u{2060}"],
        "invisible formatting characters",
    );
    assert_eq!(names(&d), ["Ann", "Zo\u{eb}"]);
    // A decomposed name (what macOS forms send) is stored composed.
    d.ok(&["player", "add", EV, "Jose\u{301}  Lee"]);
    assert_eq!(names(&d)[2], "Jos\u{e9} Lee");
    // Vietnamese, Persian with its joiner, emoji with theirs: fine.
    d.ok(&[
        "player",
        "add",
        EV,
        "Nguyễn Thị",
        "میرزا\u{200C}ها",
        "👩\u{200D}💻",
    ]);
    assert_eq!(d.load(EV).players().len(), 6);
}

#[test]
fn names_through_the_engine_are_normalised_for_every_front_end() {
    let mut e = Event::new(EventSettings::new("E", Structure::Basic), 1);
    let add = |name: &str| Command::AddPlayer {
        details: PlayerDetails::named(name),
        id: None,
    };
    e.apply(add("Zoe\u{308}")).unwrap();
    assert_eq!(e.players()[0].name, "Zo\u{eb}");
    assert!(e.apply(add("zo\u{eb}")).is_err());
    assert!(e.find_player("ZOE\u{308}").is_some(), "found by any form");
    // AddPlayers (the player-list import) too.
    let many = Command::AddPlayers {
        players: vec![
            PlayerDetails::named("Bo"),
            PlayerDetails::named("Bo\u{200B}"),
        ],
    };
    assert!(e.apply(many).is_err());
    assert_eq!(e.players().len(), 1, "all or nothing");
}

#[test]
fn hash_and_a_number_is_always_the_player_number() {
    let d = with_event();
    d.ok(&["player", "add", EV, "Ann", "Bo", "Cy"]);
    refused(&d, &["player", "add", EV, "#7"], "#3 means player number 3");
    // A file from before this rule, with a player named "#1" (player 3).
    edit(&d, |e| e["players"][2]["name"] = json!("#1"));
    d.ok(&["player", "drop", EV, "#1"]);
    let e = d.load(EV);
    assert_eq!(
        e.players()[0].status,
        netrunner_to::engine::PlayerStatus::Dropped,
        "#1 is player number 1, Ann"
    );
    assert_eq!(
        e.players()[2].status,
        netrunner_to::engine::PlayerStatus::Active,
        "not the player named \"#1\""
    );
    // A bare number is still a name first.
    d.ok(&["player", "add", EV, "2"]);
    d.ok(&["player", "drop", EV, "2"]);
    assert_eq!(
        d.load(EV).players()[3].status,
        netrunner_to::engine::PlayerStatus::Dropped
    );
}

#[test]
fn import_players_refuses_a_json_file() {
    let d = with_event();
    let fixture = concat!(
        env!("CARGO_MANIFEST_DIR"),
        "/fixtures/real/nrtm-v1.45_netrunner-turnier_9p_4r_byes.json"
    );
    refused(
        &d,
        &["import-players", EV, fixture],
        "this is a JSON file, not a player list",
    );
    refused(&d, &["import-players", EV, EV], "netrunner-to import");
    assert!(names(&d).is_empty());
}

#[cfg(unix)]
#[test]
fn a_saved_change_exits_zero_when_the_reader_closes_the_pipe() {
    let d = with_event();
    let names: Vec<String> = (0..40).map(|i| format!("Player {i}")).collect();
    let mut args = vec!["player", "add", EV];
    args.extend(names.iter().map(String::as_str));
    d.ok(&args);
    let mut child = Process::new(bin())
        .args(["pair", EV])
        .current_dir(d.path(""))
        .stdout(Stdio::piped())
        .stderr(Stdio::piped())
        .spawn()
        .unwrap();
    // The reader goes away before the pairings are printed (`… | head -0`).
    drop(child.stdout.take());
    let out = child.wait_with_output().unwrap();
    assert_eq!(
        out.status.code(),
        Some(0),
        "{}",
        String::from_utf8_lossy(&out.stderr)
    );
    assert!(
        out.stderr.is_empty(),
        "{}",
        String::from_utf8_lossy(&out.stderr)
    );
    assert_eq!(d.load(EV).rounds().len(), 1, "the round was saved");
}

/// A change made by hand to an event file's JSON.
type Edit = Box<dyn Fn(&mut Value)>;

/// A paired event's file, then one hand edit that no command could make: each refused with its
/// reason, by every command.
#[test]
fn hand_edited_impossible_files_are_refused_with_the_reason() {
    let cases: Vec<(&str, Edit)> = vec![
        (
            "is given an unpaired loss in round 1 but is already seated in it",
            Box::new(|e| e["rounds"][0]["unpaired_losses"] = json!([1])),
        ),
        (
            "a score adjustment of round 1 names unknown player #9",
            Box::new(|e| {
                e["rounds"][0]["adjustments"] = json!([{"player": 9, "delta": -1, "reason": "x"}]);
            }),
        ),
        (
            "a score adjustment of round 1: invalid score adjustment: 400 is not between -100 and 100, or is 0",
            Box::new(|e| {
                e["rounds"][0]["adjustments"] = json!([{"player": 1, "delta": 400, "reason": "x"}]);
            }),
        ),
        (
            "round 1 has a second table 1",
            Box::new(|e| e["rounds"][0]["pairings"][1]["table"] = json!(1)),
        ),
        (
            "round 1 has a table 0",
            Box::new(|e| e["rounds"][0]["pairings"][1]["table"] = json!(0)),
        ),
        (
            "the round clock: the round length -5 ms",
            Box::new(|e| e["clock"]["length_ms"] = json!(-5)),
        ),
        (
            "the round clock: table 2 has an extension of -60000 ms",
            Box::new(|e| e["clock"]["extensions"] = json!({"2": -60000})),
        ),
    ];
    for (reason, change) in cases {
        let d = with_event();
        d.ok(&["player", "add", EV, "Ann", "Bo", "Cy", "Di"]);
        d.ok(&["pair", EV]);
        edit(&d, change);
        for cmd in [
            vec!["standings", EV],
            vec!["report", EV, "--table", "1", "6-0"],
        ] {
            refused(&d, &cmd, reason);
        }
    }
}

#[test]
fn a_draft_seating_that_is_not_a_permutation_is_refused() {
    let d = with_event();
    d.ok(&["settings", EV, "--format", "full-draft"]);
    d.ok(&["player", "add", EV, "Ann", "Bo", "Cy", "Di"]);
    d.ok(&["draft-seats", EV, "Ann", "Bo", "Cy", "Di"]);
    let good = std::fs::read(d.path(EV)).unwrap();
    edit(&d, |e| e["draft_seats"] = json!([1, 2, 2, 4]));
    refused(&d, &["standings", EV], "player #2 has two draft seats");
    std::fs::write(d.path(EV), &good).unwrap();
    edit(&d, |e| e["draft_seats"] = json!([1, 2, 3, 9]));
    refused(
        &d,
        &["standings", EV],
        "draft seat 4 names unknown player #9",
    );
}
