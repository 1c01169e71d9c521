#![allow(clippy::unwrap_used, clippy::expect_used, clippy::panic)] // test code: a failed step is a failed test

//! The command-line interface, run as the real binary in a temporary directory.

use serde_json::Value;
use std::collections::{BTreeMap, BTreeSet};
use std::path::PathBuf;
use std::process::{Command, Output};

const BIN: &str = env!("CARGO_BIN_EXE_netrunner-to");
const NRTM_FIXTURE: &str = concat!(
    env!("CARGO_MANIFEST_DIR"),
    "/fixtures/real/nrtm-v1.45_netrunner-turnier_9p_4r_byes.json"
);

/// A temporary working directory for one test.
struct Session {
    dir: tempfile::TempDir,
}

impl Session {
    fn new() -> Session {
        Session {
            dir: tempfile::tempdir().unwrap(),
        }
    }

    fn path(&self, name: &str) -> PathBuf {
        self.dir.path().join(name)
    }

    fn run(&self, args: &[&str]) -> Output {
        Command::new(BIN)
            .args(args)
            .current_dir(self.dir.path())
            .output()
            .unwrap()
    }

    /// Runs a command that must succeed; its stdout.
    fn ok(&self, args: &[&str]) -> String {
        let out = self.run(args);
        assert!(
            out.status.success(),
            "{args:?} failed:\nstdout: {}\nstderr: {}",
            String::from_utf8_lossy(&out.stdout),
            String::from_utf8_lossy(&out.stderr)
        );
        String::from_utf8(out.stdout).unwrap()
    }

    /// Runs a command that must succeed and print JSON.
    fn json(&self, args: &[&str]) -> Value {
        serde_json::from_str(&self.ok(args)).unwrap()
    }

    /// Runs a command that must fail with exactly one `error: …` line containing `expected`,
    /// and leave `file` (if it exists) byte-for-byte unchanged.
    fn fails(&self, args: &[&str], file: &str, expected: &str) {
        let path = self.path(file);
        let before = std::fs::read(&path).ok();
        let out = self.run(args);
        let stderr = String::from_utf8_lossy(&out.stderr).into_owned();
        assert!(
            !out.status.success(),
            "{args:?} should fail; stderr: {stderr}"
        );
        assert_eq!(out.status.code(), Some(1), "{args:?}: {stderr}");
        let lines: Vec<&str> = stderr.lines().collect();
        assert_eq!(
            lines.len(),
            1,
            "{args:?} should print one line, got: {stderr}"
        );
        assert!(
            lines[0].starts_with("error: ") && lines[0].contains(expected),
            "{args:?}: expected an error containing {expected:?}, got: {stderr}"
        );
        assert_eq!(std::fs::read(&path).ok(), before, "{args:?} changed {file}");
    }
}

/// The tables of a round as (table, player 1 name, player 2 name or None).
fn tables(round: &Value) -> Vec<(u64, String, Option<String>)> {
    round["tables"]
        .as_array()
        .unwrap()
        .iter()
        .map(|t| {
            (
                t["table"].as_u64().unwrap(),
                t["p1"]["name"].as_str().unwrap().to_string(),
                t["p2"]["name"].as_str().map(str::to_string),
            )
        })
        .collect()
}

fn pair_set(round: &Value) -> BTreeSet<(String, String)> {
    tables(round)
        .into_iter()
        .filter_map(|(_, a, b)| b.map(|b| if a < b { (a, b) } else { (b, a) }))
        .collect()
}

/// Standings JSON as name → (points, exact SoS, exact ESoS).
fn standings_by_name(v: &Value) -> BTreeMap<String, (u64, String, String)> {
    v["standings"]
        .as_array()
        .unwrap()
        .iter()
        .map(|r| {
            (
                r["name"].as_str().unwrap().to_string(),
                (
                    r["points"].as_u64().unwrap(),
                    r["sos_exact"].as_str().unwrap().to_string(),
                    r["esos_exact"].as_str().unwrap().to_string(),
                ),
            )
        })
        .collect()
}

#[test]
fn help_lists_the_subcommands() {
    // Without arguments the binary opens the desktop app; `--help` is the CLI's entry point.
    let s = Session::new();
    let out = s.run(&["--help"]);
    assert!(out.status.success());
    let text = String::from_utf8(out.stdout).unwrap();
    assert!(text.contains("Usage: netrunner-to <COMMAND>"), "{text}");
    for sub in [
        "new",
        "player",
        "pair",
        "report",
        "standings",
        "import",
        "export",
    ] {
        assert!(
            text.contains(&format!("\n  {sub} ")),
            "help lists {sub}: {text}"
        );
    }
}

#[test]
fn an_example_session_from_new_to_import() {
    let s = Session::new();
    let created = s.ok(&[
        "new",
        "ev.json",
        "--name",
        "Store Champs",
        "--date",
        "2025-03-01",
        "--seed",
        "42",
    ]);
    assert!(created.contains("created \"Store Champs\""), "{created}");

    // Players, one with details, the rest at once.
    s.ok(&[
        "player",
        "add",
        "ev.json",
        "Ann",
        "--corp",
        "Haas-Bioroid: Precision Design",
        "--runner",
        "Hoshiko Shiro: Untold Protagonist",
        "--pronouns",
        "she/her",
    ]);
    let added = s.ok(&[
        "player",
        "add",
        "ev.json",
        "Bo",
        "Čeněk Łukasz",
        "Dana",
        "Eve",
        "Fay",
    ]);
    assert!(added.contains("added Čeněk Łukasz (#3)"), "{added}");
    assert!(added.contains("6 players registered"), "{added}");
    let info = s.ok(&["info", "ev.json"]);
    assert!(info.contains("3 Swiss rounds, no cut"), "{info}");
    assert!(info.contains("next:       pair round 1"), "{info}");

    // Round 1.
    let paired = s.ok(&["pair", "ev.json"]);
    assert!(
        paired.starts_with("Round 1: 3 tables, 0 reported"),
        "{paired}"
    );
    assert!(paired.contains("Čeněk Łukasz"), "{paired}");
    let round1 = s.json(&["pairings", "ev.json", "--json"]);
    assert_eq!(round1["round"], 1);
    let t1 = tables(&round1);
    assert_eq!(t1.len(), 3);
    let results = ["6-0", "T5-3 R", "ID"];
    for ((table, _, _), result) in t1.iter().zip(results) {
        let mut args = vec!["report", "ev.json", "--table"];
        let table = table.to_string();
        args.push(&table);
        args.extend(result.split(' '));
        s.ok(&args);
    }
    let done = s.json(&["pairings", "ev.json", "--json"]);
    assert_eq!(done["complete"], true);
    let shown: Vec<&str> = done["tables"]
        .as_array()
        .unwrap()
        .iter()
        .map(|t| t["result"].as_str().unwrap())
        .collect();
    assert_eq!(shown, results);
    let text = s.ok(&["pairings", "ev.json"]);
    assert!(text.contains("T5-3 R (5-0)"), "{text}");
    assert!(text.contains("ID (3-3)"), "{text}");

    // Standings, text and JSON.
    let standings = s.ok(&["standings", "ev.json"]);
    assert!(
        standings.starts_with("Store Champs: standings after round 1"),
        "{standings}"
    );
    assert!(standings.contains("Čeněk Łukasz"), "{standings}");
    let st = s.json(&["standings", "ev.json", "--json"]);
    let rows = st["standings"].as_array().unwrap();
    assert_eq!(rows.len(), 6);
    assert_eq!(rows[0]["rank"], 1);
    assert_eq!(rows[0]["points"], 6);
    let points: Vec<u64> = rows.iter().map(|r| r["points"].as_u64().unwrap()).collect();
    let mut sorted = points.clone();
    sorted.sort_unstable_by(|a, b| b.cmp(a));
    assert_eq!(points, sorted);
    assert_eq!(points.iter().sum::<u64>(), 6 + 5 + 6);

    // Round 2: no rematches.
    s.ok(&["pair", "ev.json"]);
    let round2 = s.json(&["pairings", "ev.json", "--json"]);
    assert_eq!(round2["round"], 2);
    assert!(
        pair_set(&round1).is_disjoint(&pair_set(&round2)),
        "rematch: {:?} then {:?}",
        pair_set(&round1),
        pair_set(&round2)
    );
    for (table, _, _) in tables(&round2) {
        s.ok(&["report", "ev.json", "--table", &table.to_string(), "0-6"]);
    }
    let info = s.json(&["info", "ev.json", "--json"]);
    assert_eq!(info["status"], "round 2 of 3: 3 of 3 tables reported");
    assert_eq!(info["can_pair"], true);

    // The audit log has every change, with a time.
    let history = s.json(&["history", "ev.json", "--json"]);
    let entries = history.as_array().unwrap();
    assert_eq!(entries.len(), 6 + 1 + 3 + 1 + 3);
    assert!(
        entries
            .iter()
            .all(|e| e["at"].as_str().is_some_and(|t| t.len() >= 20))
    );
    let log = s.ok(&["history", "ev.json"]);
    assert!(log.contains("add player Čeněk Łukasz"), "{log}");
    assert!(log.contains("T5-3 R"), "{log}");

    // Export NRTM and CSV.
    let wrote = s.ok(&[
        "export",
        "ev.json",
        "--format",
        "nrtm",
        "--out",
        "results.json",
    ]);
    assert!(wrote.contains("results.json"), "{wrote}");
    let nrtm: Value =
        serde_json::from_slice(&std::fs::read(s.path("results.json")).unwrap()).unwrap();
    assert_eq!(nrtm["name"], "Store Champs");
    assert_eq!(nrtm["players"].as_array().unwrap().len(), 6);
    s.ok(&[
        "export",
        "ev.json",
        "--format",
        "csv-standings",
        "--out",
        "standings.csv",
    ]);
    let csv = String::from_utf8(std::fs::read(s.path("standings.csv")).unwrap()).unwrap();
    assert!(csv.contains("Čeněk Łukasz"), "{csv}");
    assert!(csv.lines().count() >= 7, "a header and six players: {csv}");
    s.ok(&[
        "export",
        "ev.json",
        "--format",
        "csv-pairings",
        "--round",
        "1",
        "--out",
        "r1.csv",
    ]);
    let pairings_csv = String::from_utf8(std::fs::read(s.path("r1.csv")).unwrap()).unwrap();
    assert!(pairings_csv.contains("Čeněk Łukasz"), "{pairings_csv}");
    let to_stdout = s.ok(&["standings", "ev.json", "--csv"]);
    assert!(to_stdout.contains("Čeněk Łukasz"), "{to_stdout}");

    // Import the export: the same standings.
    let imported = s.ok(&[
        "import",
        "results.json",
        "--out",
        "copy.json",
        "--seed",
        "7",
    ]);
    assert!(imported.contains("6 players, 2 Swiss rounds"), "{imported}");
    assert_eq!(
        standings_by_name(&s.json(&["standings", "copy.json", "--json"])),
        standings_by_name(&s.json(&["standings", "ev.json", "--json"]))
    );
}

/// An event with five players, round 1 paired (two tables and a bye), table 1 reported.
fn started_event() -> Session {
    let s = Session::new();
    s.ok(&["new", "ev.json", "--name", "Bad Input Open", "--seed", "3"]);
    s.ok(&[
        "player",
        "add",
        "ev.json",
        "Ann",
        "Bo",
        "Čeněk Łukasz",
        "Dana",
        "Eve",
    ]);
    s.ok(&["pair", "ev.json"]);
    s.ok(&["report", "ev.json", "--table", "1", "6-0"]);
    s
}

#[test]
fn bad_input_prints_one_error_and_leaves_the_event_file_unchanged() {
    let s = started_event();
    let ev = "ev.json";
    // Files.
    s.fails(&["info", "missing.json"], "missing.json", "missing.json");
    s.fails(&["pair", "missing.json"], "missing.json", "missing.json");
    std::fs::write(s.path("garbage.json"), "{ not json").unwrap();
    s.fails(
        &["pair", "garbage.json"],
        "garbage.json",
        "garbage.json: not a valid event file",
    );
    std::fs::write(s.path("other.json"), r#"{"players": []}"#).unwrap();
    s.fails(
        &["player", "add", "other.json", "Zed"],
        "other.json",
        "not a valid event file",
    );
    s.fails(
        &["new", ev, "--name", "Again"],
        ev,
        "ev.json already exists; use --force",
    );
    s.fails(&["import", NRTM_FIXTURE, "--out", ev], ev, "already exists");
    s.fails(
        &["import", "garbage.json", "--out", "new.json"],
        "new.json",
        "garbage.json",
    );
    assert!(!s.path("new.json").exists());
    // Players.
    s.fails(
        &["player", "drop", ev, "Zed"],
        ev,
        "no player named \"Zed\"",
    );
    s.fails(&["player", "drop", ev, "#99"], ev, "unknown player #99");
    s.fails(
        &["player", "add", ev, "ČENĚK ŁUKASZ"],
        ev,
        "already registered",
    );
    s.fails(
        &["player", "add", ev, "Fay", "ann", "Gus"],
        ev,
        "a player named \"ann\" is already registered",
    );
    s.fails(&["player", "add", ev, "  "], ev, "a name cannot be empty");
    s.fails(
        &["player", "add", ev, "Fay", "Gus", "--corp", "X"],
        ev,
        "one at a time",
    );
    s.fails(
        &["player", "rejoin", ev, "Ann"],
        ev,
        "only dropped players can rejoin",
    );
    // Results.
    s.fails(
        &["report", ev, "--table", "9", "6-0"],
        ev,
        "round 1 has no table 9",
    );
    s.fails(
        &["report", ev, "--table", "1", "--round", "2", "6-0"],
        ev,
        "there is no round 2",
    );
    s.fails(
        &["report", ev, "--table", "2", "7-2"],
        ev,
        "'7-2' is not a possible round score",
    );
    s.fails(
        &["report", ev, "--table", "2", "T7-2", "R"],
        ev,
        "a timed game cannot have 7 agenda points",
    );
    s.fails(
        &["report", ev, "--table", "2", "C"],
        ev,
        "a double-sided round has two",
    );
    s.fails(
        &["report", ev, "--table", "2", "C/teleport", "R"],
        ev,
        "unknown win reason 'teleport'",
    );
    s.fails(
        &["report", ev, "--table", "3", "6-0"],
        ev,
        "table 3 of round 1 is a bye",
    );
    s.fails(
        &["unreport", ev, "--table", "7"],
        ev,
        "round 1 has no table 7",
    );
    // Rounds.
    s.fails(
        &["pair", ev],
        ev,
        "round 1 is not complete: table 2 without a result",
    );
    s.fails(
        &["repair", ev],
        ev,
        "round 1 already has results at table 1",
    );
    s.fails(&["delete-round", ev], ev, "round 1 already has results");
    s.fails(&["pairings", ev, "--round", "4"], ev, "there is no round 4");
    s.fails(
        &["swap", ev, "Ann", "Nobody"],
        ev,
        "no player named \"Nobody\"",
    );
    s.fails(&["break", ev, "--table", "8"], ev, "round 1 has no table 8");
    s.fails(&["bye", ev, "Ann"], ev, "Ann already sits at table");
    s.fails(
        &["pair-players", ev, "Ann", "Ann"],
        ev,
        "cannot be paired with themselves",
    );
    s.fails(
        &["export", ev, "--format", "nrtm", "--out", ev],
        ev,
        "is the event file itself",
    );
    // A new event without rounds.
    s.ok(&["new", "empty.json", "--name", "Empty"]);
    s.fails(
        &["report", "empty.json", "--table", "1", "6-0"],
        "empty.json",
        "no round has been paired yet",
    );
    s.fails(&["pair", "empty.json"], "empty.json", "not enough players");
    s.fails(
        &[
            "new", "x.json", "--name", "X", "--cut", "5", "--rounds", "4",
        ],
        "x.json",
        "--cut 5 is not a cut size",
    );
    s.fails(
        &["new", "x.json", "--name", "X", "--date", "2025-02-30"],
        "x.json",
        "is not a date",
    );
    assert!(!s.path("x.json").exists());
}

#[test]
fn new_overwrites_only_with_force() {
    let s = started_event();
    s.ok(&[
        "new",
        "ev.json",
        "--name",
        "Fresh",
        "--force",
        "--structure",
        "custom",
        "--rounds",
        "5",
        "--cut",
        "8",
    ]);
    let info = s.json(&["info", "ev.json", "--json"]);
    assert_eq!(info["name"], "Fresh");
    assert_eq!(info["structure"], "custom");
    assert_eq!(info["suggested"]["rounds"], 5);
    assert_eq!(info["suggested"]["cut"], 8);
    assert_eq!(info["players"]["registered"], 0);
}

#[test]
fn usage_errors_exit_with_status_two() {
    let s = started_event();
    let before = std::fs::read(s.path("ev.json")).unwrap();
    let out = s.run(&["report", "ev.json", "6-0"]);
    assert_eq!(out.status.code(), Some(2));
    assert!(String::from_utf8_lossy(&out.stderr).contains("--table"));
    assert_eq!(std::fs::read(s.path("ev.json")).unwrap(), before);
}

#[test]
fn players_are_named_by_name_or_id() {
    let s = started_event();
    s.ok(&["report", "ev.json", "--table", "2", "3-3"]);
    s.ok(&[
        "player",
        "edit",
        "ev.json",
        "čeněk łukasz",
        "--runner",
        "Esâ Afontov",
        "--table",
        "4",
    ]);
    s.ok(&["player", "drop", "ev.json", "#2"]);
    let list = s.json(&["player", "list", "ev.json", "--json"]);
    assert_eq!(list[2]["runner"], "Esâ Afontov");
    assert_eq!(list[2]["fixed_table"], 4);
    assert_eq!(list[1]["name"], "Bo");
    assert_eq!(list[1]["status"], "dropped");
    let text = s.ok(&["player", "list", "ev.json"]);
    assert!(text.contains("dropped after round 1"), "{text}");
    s.ok(&["player", "rejoin", "ev.json", "bo"]);
    s.ok(&["player", "disqualify", "ev.json", "3"]);
    let st = s.json(&["standings", "ev.json", "--json"]);
    let names: Vec<&str> = st["standings"]
        .as_array()
        .unwrap()
        .iter()
        .map(|r| r["name"].as_str().unwrap())
        .collect();
    assert!(
        !names.contains(&"Čeněk Łukasz"),
        "disqualified players leave the standings: {names:?}"
    );
    assert_eq!(names.len(), 4);
}

#[test]
fn manual_edits_break_pair_bye_swap_and_unreport() {
    let s = started_event();
    // Table 1 has a result: it cannot be broken until cleared.
    s.fails(
        &["break", "ev.json", "--table", "1"],
        "ev.json",
        "already has results at table 1",
    );
    let cleared = s.ok(&["unreport", "ev.json", "--table", "1"]);
    assert!(cleared.contains("(was 6-0)"), "{cleared}");
    let round = s.json(&["pairings", "ev.json", "--json"]);
    let t = tables(&round);
    let (_, a, b) = t[0].clone();
    let (_, c, d) = t[1].clone();
    let (_, bye, _) = t[2].clone();
    let b = b.unwrap();
    let d = d.unwrap();

    // Swap two seated players.
    s.ok(&["swap", "ev.json", &a, &c]);
    let swapped = pair_set(&s.json(&["pairings", "ev.json", "--json"]));
    let key = |x: &str, y: &str| {
        if x < y {
            (x.to_string(), y.to_string())
        } else {
            (y.to_string(), x.to_string())
        }
    };
    assert!(
        swapped.contains(&key(&c, &b)) && swapped.contains(&key(&a, &d)),
        "{swapped:?}"
    );

    // Break both tables and the bye, then seat everyone by hand.
    let out = s.run(&["break", "ev.json", "--table", "1"]);
    assert!(out.status.success());
    let warnings = String::from_utf8_lossy(&out.stderr);
    assert!(
        warnings.contains(&format!(
            "warning: round 1: {c} is not paired and has no bye"
        )),
        "{warnings}"
    );
    s.ok(&["break", "ev.json", "--table", "2"]);
    s.ok(&["break", "ev.json", "--table", "3"]);
    let empty = s.json(&["pairings", "ev.json", "--json"]);
    assert_eq!(empty["not_paired"].as_array().unwrap().len(), 5);
    s.ok(&["pair-players", "ev.json", &a, &b]);
    s.ok(&["pair-players", "ev.json", &c, &d]);
    let gave = s.ok(&["bye", "ev.json", &bye]);
    assert!(gave.contains("+6 points"), "{gave}");
    let round = s.json(&["pairings", "ev.json", "--json"]);
    assert_eq!(round["not_paired"].as_array().unwrap().len(), 0);
    assert_eq!(
        pair_set(&round),
        [key(&a, &b), key(&c, &d)]
            .into_iter()
            .collect::<BTreeSet<_>>()
    );
    for (table, _, p2) in tables(&round) {
        if p2.is_some() {
            s.ok(&["report", "ev.json", "--table", &table.to_string(), "CC"]);
        }
    }
    let next = s.ok(&["pair", "ev.json"]);
    assert!(next.starts_with("Round 2:"), "{next}");
    let repaired = s.ok(&["repair", "ev.json"]);
    assert!(repaired.starts_with("Round 2:"), "{repaired}");
    s.ok(&["delete-round", "ev.json"]);
    assert_eq!(
        s.json(&["info", "ev.json", "--json"])["rounds"]
            .as_array()
            .unwrap()
            .len(),
        1
    );
}

#[test]
fn half_draft_rounds_take_one_game_with_sides() {
    let s = Session::new();
    s.ok(&[
        "new",
        "draft.json",
        "--name",
        "Draft Night",
        "--format",
        "half-draft",
        "--seed",
        "5",
    ]);
    s.ok(&["player", "add", "draft.json", "Ann", "Bo", "Cy", "Dana"]);
    let text = s.ok(&["pair", "draft.json"]);
    assert!(
        text.contains("(Corp)") && text.contains("(Runner)"),
        "{text}"
    );
    let round = s.json(&["pairings", "draft.json", "--json"]);
    assert_eq!(round["single_sided"], true);
    s.fails(
        &["report", "draft.json", "--table", "1", "6-0"],
        "draft.json",
        "not a possible score for a single game",
    );
    // ID, an intentional draw, is taken: tests/it/single_sided_intentional_draw.rs.
    s.fails(
        &["report", "draft.json", "--table", "1", "T6-2"],
        "draft.json",
        "a timed game cannot have 6",
    );
    s.ok(&["report", "draft.json", "--table", "1", "1-0"]);
    s.ok(&["report", "draft.json", "--table", "2", "T4-2"]);
    let round = s.json(&["pairings", "draft.json", "--json"]);
    let t = round["tables"].as_array().unwrap();
    assert_eq!(t[0]["points"], serde_json::json!([3, 0]));
    let corp_first = t[1]["p1"]["side"] == "corp";
    let expected = if corp_first { [2, 0] } else { [0, 2] };
    assert_eq!(t[1]["points"], serde_json::json!(expected));
    assert_eq!(t[1]["result"], "T4-2");
}

#[test]
fn the_real_nrtm_fixture_imports() {
    let s = Session::new();
    let out = s.ok(&[
        "import",
        NRTM_FIXTURE,
        "--out",
        "turnier.json",
        "--seed",
        "1",
    ]);
    assert!(out.contains("9 players, 4 Swiss rounds"), "{out}");
    assert!(out.contains("saved turnier.json"), "{out}");
    let st = s.json(&["standings", "turnier.json", "--json"]);
    let rows = st["standings"].as_array().unwrap();
    assert_eq!(rows.len(), 9);
    assert_eq!(rows[0]["name"], "Jörg");
    assert_eq!(rows[0]["points"], 18);
    let info = s.ok(&["info", "turnier.json"]);
    assert!(info.contains("round 4 of 4"), "{info}");
    // The imported event can be exported again.
    let nrtm = s.ok(&["export", "turnier.json", "--format", "nrtm"]);
    let v: Value = serde_json::from_str(&nrtm).unwrap();
    assert_eq!(v["players"].as_array().unwrap().len(), 9);
}

#[test]
fn result_syntax_is_read_from_several_arguments() {
    let s = started_event();
    s.ok(&["report", "ev.json", "--table", "2", "c/flatline", "T4-2"]);
    let round = s.json(&["pairings", "ev.json", "--json"]);
    assert_eq!(round["tables"][1]["result"], "C/flatline T4-2");
    assert_eq!(round["tables"][1]["points"], serde_json::json!([3, 2]));
    // Correcting a result of an earlier round warns that later rounds used the old standings.
    s.ok(&["pair", "ev.json"]);
    let out = s.run(&["report", "ev.json", "--round", "1", "--table", "2", "0-6"]);
    assert!(out.status.success());
    assert!(
        String::from_utf8_lossy(&out.stderr).contains("warning: a result of round 1 changed"),
        "{}",
        String::from_utf8_lossy(&out.stderr)
    );
}
