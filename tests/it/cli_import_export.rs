#![allow(clippy::unwrap_used, clippy::expect_used, clippy::panic)] // test code: a failed step is a failed test

//! `import-players` and the CSV exports of `export`, run through the CLI's entry point
//! (`cli::run_args`, the function `main` calls) in a temporary directory.

use netrunner_to::io::csv::BOM;
use netrunner_to::io::save;
use std::path::{Path, PathBuf};

const PLAYERS: &str = concat!(env!("CARGO_MANIFEST_DIR"), "/fixtures/players");
const REAL: &str = concat!(
    env!("CARGO_MANIFEST_DIR"),
    "/fixtures/real/cobra_2023-01-14_circuit-breaker-invitational_74p_6r_top8de.json"
);

use crate::support::cli::in_process as run;

fn ok(args: &[&str]) -> String {
    let r = run(args);
    assert_eq!(r.code, 0, "{args:?}: {}{}", r.out, r.err);
    r.out
}

fn fixture(name: &str) -> String {
    format!("{PLAYERS}/{name}")
}

fn new_event(dir: &Path) -> PathBuf {
    let ev = dir.join("event.json");
    let s = ev.to_str().unwrap();
    ok(&["new", s, "--name", "Store Champs", "--seed", "11"]);
    ok(&["player", "add", s, "Ann Lee"]);
    ev
}

#[test]
fn dry_run_shows_the_preview_and_changes_nothing() {
    let dir = tempfile::tempdir().unwrap();
    let ev = new_event(dir.path());
    let before = std::fs::read(&ev).unwrap();
    let out = ok(&[
        "import-players",
        ev.to_str().unwrap(),
        &fixture("duplicates.csv"),
        "--dry-run",
    ]);
    assert!(
        out.starts_with("read as UTF-8, comma-separated, with a header"),
        "{out}"
    );
    assert!(out.contains("line    2  skip  Ann Lee"), "{out}");
    assert!(
        out.contains("error: already registered as \"Ann Lee\""),
        "{out}"
    );
    assert!(out.contains("line    6  skip  BOB STONE"), "{out}");
    assert!(
        out.contains("error: duplicate name: line 5 has the same name"),
        "{out}"
    );
    assert!(out.contains("2 to add, 3 skipped"), "{out}");
    assert!(out.contains("dry run: nothing was added"), "{out}");
    assert_eq!(
        std::fs::read(&ev).unwrap(),
        before,
        "the event file is untouched"
    );
}

#[test]
fn import_adds_the_accepted_rows_in_one_command_and_saves() {
    let dir = tempfile::tempdir().unwrap();
    let ev = new_event(dir.path());
    let out = ok(&[
        "import-players",
        ev.to_str().unwrap(),
        &fixture("semicolon_european.csv"),
    ]);
    assert!(out.contains("semicolon-separated"), "{out}");
    assert!(out.contains("added 3 players; saved"), "{out}");
    let e = save::load(&ev).unwrap();
    assert_eq!(e.players().len(), 4);
    let jo = e.find_player("Müller, Jo").unwrap();
    assert_eq!(jo.corp.as_deref(), Some("NBN: Making News"));
    assert_eq!(
        e.find_player("Élodie Dupré").unwrap().runner.as_deref(),
        Some("Az McCaffrey: Mechanical Prodigy")
    );
    // One command in the audit log for the whole list.
    let last = &e.history().last().unwrap().command;
    match last {
        netrunner_to::engine::Command::AddPlayers { players } => assert_eq!(players.len(), 3),
        other => panic!("{other:?}"),
    }
    assert!(
        e.history().last().unwrap().at.is_some(),
        "stamped with the time"
    );
}

#[test]
fn warnings_do_not_stop_the_import_but_blocked_rows_are_left_out() {
    let dir = tempfile::tempdir().unwrap();
    let ev = new_event(dir.path());
    let out = ok(&[
        "import-players",
        ev.to_str().unwrap(),
        &fixture("unknown_identities.csv"),
    ]);
    assert!(
        out.contains("warning: unknown Corp identity \"HB ETF\" (kept as typed)"),
        "{out}"
    );
    assert!(out.contains("skip  Ann Lee"), "already registered: {out}");
    let e = save::load(&ev).unwrap();
    assert_eq!(e.players().len(), 4, "Ann Lee once, Bob, Cleo, Dana");
    assert_eq!(
        e.find_player("Bob Stone").unwrap().corp.as_deref(),
        Some("Gagarin")
    );
}

#[test]
fn nothing_to_add_is_an_error_and_leaves_the_file() {
    let dir = tempfile::tempdir().unwrap();
    let ev = new_event(dir.path());
    let before = std::fs::read(&ev).unwrap();
    for (file, message) in [
        ("empty.csv", "no player can be added"),
        ("no-such-file.csv", "no-such-file.csv"),
    ] {
        let r = run(&["import-players", ev.to_str().unwrap(), &fixture(file)]);
        assert_eq!(r.code, 1, "{file}");
        let lines: Vec<&str> = r.err.lines().collect();
        assert_eq!(lines.len(), 1, "{}", r.err);
        assert!(
            lines[0].starts_with("error: ") && lines[0].contains(message),
            "{}",
            r.err
        );
        assert_eq!(std::fs::read(&ev).unwrap(), before, "{file}");
    }
}

#[test]
fn export_writes_each_csv() {
    let dir = tempfile::tempdir().unwrap();
    let ev = dir.path().join("cb.json");
    ok(&["import", REAL, "--out", ev.to_str().unwrap(), "--seed", "1"]);
    let e = save::load(&ev).unwrap();
    for (format, header) in [
        (
            "csv-players",
            "Id,Name,Reading,Pronouns,Corp,Runner,Status,Fixed table,No video",
        ),
        (
            "csv-standings",
            "Rank,Name,Pronouns,Corp,Runner,Points,SoS,ESoS,Status",
        ),
        (
            "csv-pairings",
            "Round,Table,Player 1,Points 1,Player 2,Points 2,Result",
        ),
        (
            "csv-games",
            "Stage,Round,Table,Game,Corp,Runner,Outcome,Winner,Timed,Win reason,Corp agenda points,Runner agenda points,Corp identity,Runner identity",
        ),
    ] {
        let out = dir.path().join(format!("{format}.csv"));
        // `--as` is the same as `--format`.
        let printed = ok(&[
            "export",
            ev.to_str().unwrap(),
            "--as",
            format,
            "--out",
            out.to_str().unwrap(),
        ]);
        assert!(printed.contains("wrote"), "{printed}");
        let bytes = std::fs::read(&out).unwrap();
        assert!(bytes.starts_with(BOM), "{format}");
        let text = std::str::from_utf8(&bytes[BOM.len()..]).unwrap();
        assert_eq!(text.lines().next(), Some(header), "{format}");
        let expected = match format {
            "csv-players" => netrunner_to::io::csv::players_csv(&e),
            "csv-standings" => netrunner_to::io::csv::standings_csv(&e),
            "csv-pairings" => netrunner_to::io::csv::pairings_csv(&e, 6).unwrap(),
            _ => netrunner_to::io::csv::games_csv(&e),
        };
        assert_eq!(bytes, expected, "{format}: the latest round by default");
    }
    // --round picks a round of the pairings.
    let stdout = ok(&[
        "export",
        ev.to_str().unwrap(),
        "--format",
        "csv-pairings",
        "--round",
        "2",
    ]);
    assert_eq!(
        stdout.as_bytes(),
        netrunner_to::io::csv::pairings_csv(&e, 2).unwrap()
    );
    let r = run(&[
        "export",
        ev.to_str().unwrap(),
        "--format",
        "csv-games",
        "--round",
        "2",
    ]);
    assert_eq!(r.code, 1);
    assert!(
        r.err
            .contains("--round only applies to --format csv-pairings"),
        "{}",
        r.err
    );
}

#[test]
fn an_exported_player_list_imports_into_a_new_event() {
    let dir = tempfile::tempdir().unwrap();
    let ev = dir.path().join("cb.json");
    ok(&["import", REAL, "--out", ev.to_str().unwrap(), "--seed", "1"]);
    let list = dir.path().join("players.csv");
    ok(&[
        "export",
        ev.to_str().unwrap(),
        "--as",
        "csv-players",
        "--out",
        list.to_str().unwrap(),
    ]);
    let fresh = dir.path().join("next.json");
    ok(&[
        "new",
        fresh.to_str().unwrap(),
        "--name",
        "Next",
        "--seed",
        "2",
    ]);
    let out = ok(&[
        "import-players",
        fresh.to_str().unwrap(),
        list.to_str().unwrap(),
    ]);
    assert!(out.contains("UTF-8 with byte-order mark"), "{out}");
    assert!(out.contains("added 74 players"), "{out}");
    let a = save::load(&ev).unwrap();
    let b = save::load(&fresh).unwrap();
    let names = |e: &netrunner_to::engine::Event| {
        e.players()
            .iter()
            .map(|p| p.name.clone())
            .collect::<Vec<_>>()
    };
    assert_eq!(names(&a), names(&b));
}

/// `import` of an Aesop's Tables 2023 results file (issue 23): the dialect, the comparison
/// summary, the date asked for (and given with `--date`), and a re-export as today's NRTM.
#[test]
fn import_reads_the_aesops_2023_export_and_asks_for_its_date() {
    let dir = tempfile::tempdir().unwrap();
    let file = concat!(
        env!("CARGO_MANIFEST_DIR"),
        "/fixtures/nrtm/aesops_2023_single_sided.json"
    );
    let ev = dir.path().join("champs.json");
    let s = ev.to_str().unwrap();
    let r = run(&["import", file, "--out", s, "--seed", "5"]);
    assert_eq!(r.code, 0, "{}{}", r.out, r.err);
    assert!(r.out.contains("66 players, 10 Swiss rounds"), "{}", r.out);
    assert!(
        r.out.contains("read as Aesop's Tables (2023 export"),
        "{}",
        r.out
    );
    assert!(
        r.out
            .contains("the published standings match the recomputed ones"),
        "{}",
        r.out
    );
    assert!(r.err.contains("not player ids"), "{}", r.err);
    assert!(r.err.contains("the file gives no date"), "{}", r.err);
    assert_eq!(save::load(&ev).unwrap().settings().date, None);
    // With --date the event has it, and the export writes it.
    let r = run(&[
        "import",
        file,
        "--out",
        s,
        "--force",
        "--seed",
        "5",
        "--date",
        "2023-06-10",
    ]);
    assert_eq!(r.code, 0, "{}{}", r.out, r.err);
    assert!(!r.err.contains("no date"), "{}", r.err);
    let out = dir.path().join("abr.json");
    ok(&[
        "export",
        s,
        "--format",
        "nrtm",
        "--out",
        out.to_str().unwrap(),
    ]);
    let doc: serde_json::Value = serde_json::from_slice(&std::fs::read(&out).unwrap()).unwrap();
    assert_eq!(doc["date"], "2023-06-10");
    assert_eq!(doc["uploadedFrom"], "Netrunner TO");
    assert_eq!(doc["rounds"][0][0]["eliminationGame"], false);
    // A date that is not one is refused, and nothing is written.
    let bad = dir.path().join("bad.json");
    let r = run(&[
        "import",
        file,
        "--out",
        bad.to_str().unwrap(),
        "--date",
        "10.6.2023",
    ]);
    assert_ne!(r.code, 0);
    assert!(r.err.contains("--date"), "{}", r.err);
    assert!(!bad.exists());
    // Published ESoS that differ: the summary counts them.
    let mut doc: serde_json::Value = serde_json::from_slice(&std::fs::read(file).unwrap()).unwrap();
    for p in doc["players"].as_array_mut().unwrap().iter_mut().take(3) {
        let v = p["extendedStrengthOfSchedule"].as_f64().unwrap();
        p["extendedStrengthOfSchedule"] = serde_json::json!(v + 0.25);
    }
    let changed = dir.path().join("changed.json");
    std::fs::write(&changed, doc.to_string()).unwrap();
    let again = dir.path().join("again.json");
    let r = run(&[
        "import",
        changed.to_str().unwrap(),
        "--out",
        again.to_str().unwrap(),
    ]);
    assert_eq!(r.code, 0, "{}{}", r.out, r.err);
    assert!(
        r.out.contains(
            "published against recomputed standings of 66 players: points match, SoS match, ESoS differ for 3 players"
        ),
        "{}",
        r.out
    );
}

/// Issue 37, item 2: a list headed with the app's own column names in Japanese (as the import
/// dialog and the Players screen name them) is read with its header, and a NAPD list — headed
/// `名前,ランナーID`, or without a header — puts the identities in the Runner column, not the
/// Corp's. Through the command line, as a store imports it.
#[test]
fn japanese_column_names_and_napd_runner_lists_are_read_as_the_app_names_them() {
    let dir = tempfile::tempdir().unwrap();
    let swiss = dir.path().join("swiss.json");
    let s = swiss.to_str().unwrap();
    ok(&["new", s, "--name", "テスト大会", "--seed", "3"]);
    let out = ok(&["import-players", s, &fixture("japanese-swiss.csv")]);
    assert!(out.contains("with a header"), "{out}");
    let e = netrunner_to::io::save::load(&swiss).unwrap();
    let names: Vec<&str> = e.players().iter().map(|p| p.name.as_str()).collect();
    assert_eq!(names, ["中村 美咲", "小林 翔"], "no player named 名前");
    let misaki = e.find_player("中村 美咲").unwrap();
    assert_eq!(
        misaki.corp.as_deref(),
        Some("Haas-Bioroid: Precision Design")
    );
    assert_eq!(misaki.runner.as_deref(), Some("Lat: Ethical Freelancer"));
    assert_eq!(misaki.pronouns.as_deref(), Some("彼女"));

    for (file, expected) in [
        (
            "japanese-napd.csv",
            vec![
                ("田中 太郎", "Sunny Lebeau: Security Specialist"),
                ("佐藤 花子", "Noise: Hacker Extraordinaire"),
                ("伊藤 健", "Gabriel Santiago: Consummate Professional"),
            ],
        ),
        (
            "napd-no-header.csv",
            vec![
                ("山本 一郎", "Sunny Lebeau: Security Specialist"),
                ("渡辺 二郎", "Noise: Hacker Extraordinaire"),
            ],
        ),
    ] {
        let napd = dir.path().join(format!("{file}.json"));
        let n = napd.to_str().unwrap();
        ok(&[
            "new",
            n,
            "--name",
            "NAPDナイト",
            "--format",
            "napd",
            "--seed",
            "4",
        ]);
        ok(&["import-players", n, &fixture(file)]);
        let e = netrunner_to::io::save::load(&napd).unwrap();
        let got: Vec<(&str, Option<&str>, Option<&str>)> = e
            .players()
            .iter()
            .map(|p| (p.name.as_str(), p.corp.as_deref(), p.runner.as_deref()))
            .collect();
        let want: Vec<(&str, Option<&str>, Option<&str>)> = expected
            .iter()
            .map(|(name, runner)| (*name, None, Some(*runner)))
            .collect();
        assert_eq!(got, want, "{file}");
    }
}
