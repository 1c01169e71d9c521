//! Bad input gets a clear error, never a panic, a hang or all the memory: oversized files (refused
//! before reading), absurd player counts, deeply nested JSON, invalid UTF-8, names with control
//! characters; and a short bounded fuzz run of every loader (arbitrary and mutated bytes).
//! The long fuzz runs are `scripts/fuzz.sh` (see `docs/robustness.md`).

use netrunner_to::app::{Action, NetrunnerApp};
use netrunner_to::engine::{
    Command, EngineError, Event, EventSettings, Limit, PlayerDetails, Side, Structure,
};
use netrunner_to::io::result_syntax::{self, ResultContext};
use netrunner_to::io::{nrtm, save};
use proptest::prelude::*;
use std::path::{Path, PathBuf};
use std::process::Command as Process;
use std::time::Instant;

fn fixture(rel: &str) -> PathBuf {
    PathBuf::from(env!("CARGO_MANIFEST_DIR")).join(rel)
}

fn event_file_text() -> serde_json::Value {
    serde_json::from_slice(&std::fs::read(fixture("fixtures/event-files/v1/small.json")).unwrap())
        .unwrap()
}

fn load_value(v: &serde_json::Value) -> Result<Event, save::FileError> {
    save::from_bytes(&serde_json::to_vec(v).unwrap(), Path::new("edited.json"))
}

/// A sparse file of `len` bytes: takes no disk space, but claims the size.
fn sparse(dir: &Path, name: &str, len: u64) -> PathBuf {
    let p = dir.join(name);
    std::fs::File::create(&p).unwrap().set_len(len).unwrap();
    p
}

#[test]
fn an_oversized_event_file_is_refused_before_it_is_read() {
    let dir = tempfile::tempdir().unwrap();
    let p = sparse(dir.path(), "huge.json", save::MAX_FILE_BYTES + 1);
    let t = Instant::now();
    let err = save::load(&p).unwrap_err().to_string();
    assert!(err.contains("the limit is 268435456 bytes"), "{err}");
    assert!(err.contains("huge.json"), "{err}");
    assert!(t.elapsed().as_millis() < 1000, "refused without reading");
    // The app shows the same message instead of opening anything.
    let mut app = NetrunnerApp::new(dir.path().join("data"), Box::new(|| 1));
    app.push(Action::Open(p));
    app.run_actions(&egui::Context::default());
    assert!(app.event().is_none());
    assert!(app.error.as_deref().unwrap().contains("limit"));
}

#[test]
fn an_oversized_results_file_is_refused_by_the_cli_import_before_it_is_read() {
    let dir = tempfile::tempdir().unwrap();
    let p = sparse(
        dir.path(),
        "results.json",
        nrtm::MAX_IMPORT_BYTES as u64 + 1,
    );
    let out = Process::new(env!("CARGO_BIN_EXE_netrunner-to"))
        .arg("import")
        .arg(&p)
        .arg("--out")
        .arg(dir.path().join("event.json"))
        .output()
        .unwrap();
    let err = String::from_utf8_lossy(&out.stderr);
    assert_eq!(out.status.code(), Some(1), "{err}");
    assert!(
        err.contains("results.json") && err.contains("the limit is 33554432 bytes"),
        "{err}"
    );
    assert!(!dir.path().join("event.json").exists());
    // And in memory, the importer refuses on the length alone.
    let big = vec![b' '; nrtm::MAX_IMPORT_BYTES + 1];
    assert!(matches!(
        nrtm::import(&big, 1),
        Err(nrtm::NrtmError::TooLarge { .. })
    ));
}

#[test]
fn absurd_player_counts_are_refused_with_the_limit_named() {
    // Through the engine.
    let mut e = Event::new(EventSettings::new("Huge", Structure::Basic), 1);
    let players = (0..20_001)
        .map(|i| PlayerDetails::named(format!("P{i}")))
        .collect();
    let err = e.apply(Command::AddPlayers { players }).unwrap_err();
    assert_eq!(
        err,
        EngineError::LimitReached {
            what: Limit::Players,
            max: 20_000
        }
    );
    assert!(err.to_string().contains("at most 20000 players"), "{err}");
    assert!(e.players().is_empty(), "all or nothing");
    // In an NRTM file.
    let players: Vec<serde_json::Value> = (1..=6000)
        .map(|i| serde_json::json!({"id": i, "name": format!("P{i}")}))
        .collect();
    let file = serde_json::json!({"name": "Huge", "players": players, "rounds": []});
    let err = nrtm::import(&serde_json::to_vec(&file).unwrap(), 1)
        .unwrap_err()
        .to_string();
    assert!(err.contains("6000 players; at most 5000"), "{err}");
    // In a hand-edited event file.
    let mut v = event_file_text();
    let template = v["event"]["players"][0].clone();
    let many: Vec<serde_json::Value> = (1..=20_001)
        .map(|i| {
            let mut p = template.clone();
            p["id"] = serde_json::json!(i);
            p["name"] = serde_json::json!(format!("P{i}"));
            p
        })
        .collect();
    v["event"]["players"] = serde_json::Value::Array(many);
    let err = load_value(&v).unwrap_err().to_string();
    assert!(
        err.contains("20001 players; an event can have at most 20000"),
        "{err}"
    );
}

#[test]
fn more_rounds_than_the_limit_in_a_hand_edited_file_are_refused() {
    let mut v = event_file_text();
    let rounds = v["event"]["rounds"].as_array().unwrap().clone();
    let many: Vec<serde_json::Value> = (1..=31)
        .map(|i| {
            let mut r = rounds[0].clone();
            r["number"] = serde_json::json!(i);
            r
        })
        .collect();
    v["event"]["rounds"] = serde_json::Value::Array(many);
    let err = load_value(&v).unwrap_err().to_string();
    assert!(
        err.contains("31 Swiss rounds; an event can have at most 30"),
        "{err}"
    );
}

#[test]
fn an_impossible_result_in_a_hand_edited_file_is_refused() {
    // Round totals of billions of points would overflow the standings' arithmetic.
    let mut v = event_file_text();
    v["event"]["rounds"][0]["pairings"][0]["result"] =
        serde_json::json!({"kind": "totals", "p1": 4_000_000_000u32, "p2": 4_000_000_000u32});
    let err = load_value(&v).unwrap_err().to_string();
    assert!(err.contains("round 1 table 1"), "{err}");
}

#[test]
fn deeply_nested_json_gets_a_clear_message() {
    let deep = format!("{}{}", "[".repeat(100_000), "]".repeat(100_000));
    let err = save::from_bytes(deep.as_bytes(), Path::new("deep.json"))
        .unwrap_err()
        .to_string();
    assert!(err.contains("nested more than 128 levels deep"), "{err}");
    let deep_field = format!(
        r#"{{"format": "netrunner-to-event", "version": {}1{}, "event": {{}}}}"#,
        "{\"a\":".repeat(50_000),
        "}".repeat(50_000)
    );
    let err = save::from_bytes(deep_field.as_bytes(), Path::new("deep.json"))
        .unwrap_err()
        .to_string();
    assert!(err.contains("nested more than 128 levels deep"), "{err}");
    let err = nrtm::import(deep.as_bytes(), 1).unwrap_err().to_string();
    assert!(err.contains("nested more than 128 levels deep"), "{err}");
}

#[test]
fn invalid_utf8_gets_a_clear_message() {
    let mut bytes = std::fs::read(fixture("fixtures/event-files/v1/small.json")).unwrap();
    let at = bytes.windows(3).position(|w| w == b"Ann").unwrap();
    bytes[at] = 0xFF;
    let err = save::from_bytes(&bytes, Path::new("latin1.json"))
        .unwrap_err()
        .to_string();
    assert!(err.contains("not UTF-8 text"), "{err}");
    let mut nrtm_bytes = std::fs::read(fixture("fixtures/nrtm/nrtm_byes.json")).unwrap();
    let at = nrtm_bytes
        .windows(6)
        .position(|w| w == b"\"name\"")
        .unwrap()
        + 9;
    nrtm_bytes[at] = 0xE9; // a Latin-1 "é"
    let err = nrtm::import(&nrtm_bytes, 1).unwrap_err().to_string();
    assert!(err.contains("not UTF-8 text"), "{err}");
}

#[test]
fn names_with_control_characters_or_too_long_are_refused_by_the_engine() {
    let mut e = Event::new(EventSettings::new("Names", Structure::Basic), 1);
    for bad in ["Ann\u{7}", "Bo\nBo", "\u{1b}[31mRed", "Cy\u{0}"] {
        let err = e
            .apply(Command::AddPlayer {
                details: PlayerDetails::named(bad),
                id: None,
            })
            .unwrap_err();
        assert!(
            matches!(err, EngineError::InvalidName { .. }),
            "{bad:?}: {err}"
        );
        assert!(err.to_string().contains("control characters"), "{err}");
    }
    let long = "x".repeat(101);
    let err = e
        .apply(Command::AddPlayer {
            details: PlayerDetails::named(long.as_str()),
            id: None,
        })
        .unwrap_err();
    assert!(err.to_string().contains("at most 100 characters"), "{err}");
    // 100 characters (not bytes) are fine, and surrounding spaces are trimmed.
    let ok = "é".repeat(100);
    e.apply(Command::AddPlayer {
        details: PlayerDetails::named(format!("  {ok} ")),
        id: None,
    })
    .unwrap();
    assert_eq!(e.players()[0].name, ok);
    // Editing a name goes through the same check.
    let id = e.players()[0].id;
    let err = e
        .apply(Command::EditPlayer {
            player: id,
            details: PlayerDetails::named("Tab\there"),
        })
        .unwrap_err();
    assert!(err.to_string().contains("control characters"), "{err}");
    assert!(e.players().iter().all(|p| !p.name.contains('\t')));
}

#[test]
fn a_hand_edited_name_with_control_characters_is_refused_on_load() {
    let mut v = event_file_text();
    v["event"]["players"][0]["name"] = serde_json::json!("Ann\u{1b}[2J");
    let err = load_value(&v).unwrap_err().to_string();
    assert!(err.contains("control characters"), "{err}");
    let mut v = event_file_text();
    v["event"]["players"][0]["name"] = serde_json::json!("y".repeat(101));
    let err = load_value(&v).unwrap_err().to_string();
    assert!(err.contains("at most 100 characters"), "{err}");
}

#[test]
fn control_characters_in_imported_names_are_refused_or_cleaned_with_a_message() {
    let bytes = std::fs::read(fixture("fixtures/nrtm/nrtm_byes.json")).unwrap();
    let mut v: serde_json::Value = serde_json::from_slice(&bytes).unwrap();
    v["players"][0]["name"] = serde_json::json!("Evil\u{7}\u{1b}[31m");
    match nrtm::import(&serde_json::to_vec(&v).unwrap(), 1) {
        Err(e) => assert!(e.to_string().contains("control characters"), "{e}"),
        Ok(imported) => {
            assert!(
                imported
                    .event
                    .players()
                    .iter()
                    .all(|p| !p.name.chars().any(char::is_control))
            );
            assert!(!imported.notes.is_empty(), "the cleaning is reported");
        }
    }
}

// Short bounded fuzzing: arbitrary bytes and mutated fixtures into each loader. Any panic fails.

fn seeds(paths: &[&str]) -> Vec<Vec<u8>> {
    paths
        .iter()
        .map(|p| std::fs::read(fixture(p)).unwrap())
        .collect()
}

/// A fixture with a few bytes replaced, inserted or removed, maybe truncated.
fn mutated(seeds: Vec<Vec<u8>>) -> impl Strategy<Value = Vec<u8>> {
    let n = seeds.len();
    (
        0..n,
        prop::collection::vec((any::<prop::sample::Index>(), any::<u8>(), 0u8..3), 1..8),
        prop::option::of(any::<prop::sample::Index>()),
    )
        .prop_map(move |(i, edits, cut)| {
            let mut b = seeds[i].clone();
            for (at, byte, op) in edits {
                if b.is_empty() {
                    break;
                }
                let at = at.index(b.len());
                match op {
                    0 => b[at] = byte,
                    1 => b.insert(at, byte),
                    _ => {
                        b.remove(at);
                    }
                }
            }
            if let Some(c) = cut {
                let len = c.index(b.len() + 1);
                b.truncate(len);
            }
            b
        })
}

/// JSON-ish noise: fragments the loaders look for, in random order.
fn json_noise() -> impl Strategy<Value = Vec<u8>> {
    let tokens = prop::sample::select(vec![
        "{",
        "}",
        "[",
        "]",
        ",",
        ":",
        "\"format\"",
        "\"netrunner-to-event\"",
        "\"version\"",
        "1",
        "\"event\"",
        "\"players\"",
        "\"rounds\"",
        "\"id\"",
        "\"name\"",
        "null",
        "-1",
        "1e999",
        "\"\\u0000\"",
        "\"eliminationPlayers\"",
        "\"matchPoints\"",
        "true",
        "18446744073709551616",
        "\"table\"",
        "\"player1\"",
        "\"player2\"",
        "\"winner\"",
    ]);
    prop::collection::vec(tokens, 0..60).prop_map(|t| t.concat().into_bytes())
}

fn config(cases: u32) -> ProptestConfig {
    ProptestConfig {
        cases,
        failure_persistence: None,
        ..ProptestConfig::default()
    }
}

fn load_and_use(bytes: &[u8]) {
    if let Ok(e) = save::from_bytes(bytes, Path::new("fuzz.json")) {
        let _ = e.standings();
        let again = save::from_bytes(&save::to_bytes(&e), Path::new("again.json")).unwrap();
        assert_eq!(again, e);
    }
}

proptest! {
    #![proptest_config(config(1000))]

    #[test]
    fn the_event_file_loader_survives_mutated_files(bytes in mutated(seeds(&[
        "fixtures/event-files/v1/small.json",
        "fixtures/event-files/v1/draft.json",
    ]))) {
        load_and_use(&bytes);
    }

    #[test]
    fn the_loaders_survive_arbitrary_bytes_and_json_noise(
        bytes in prop_oneof![prop::collection::vec(any::<u8>(), 0..512), json_noise()]
    ) {
        load_and_use(&bytes);
        let _ = nrtm::import(&bytes, 1);
    }

    #[test]
    fn the_nrtm_importer_survives_mutated_files(bytes in mutated(seeds(&[
        "fixtures/nrtm/nrtm_byes.json",
        "fixtures/nrtm/cobra_drops.json",
        "fixtures/nrtm/aesops_single_sided.json",
        "fixtures/nrtm/cobra_variants.json",
    ]))) {
        if let Ok(imported) = nrtm::import(&bytes, 1) {
            let _ = imported.event.standings();
            let _ = nrtm::export_string(&imported.event);
        }
    }
}

proptest! {
    #![proptest_config(config(5000))]

    #[test]
    fn the_result_syntax_reads_any_text_and_describes_what_it_read(
        text in prop_oneof![
            ".{0,12}",
            "[ -~]{0,12}",
            "(T?[0-9]{1,2}-[0-9]{1,2}|[CRDcrd]|ID|T|-| ){0,4}",
        ],
        kind in 0u8..6,
    ) {
        let to_win = if kind % 2 == 0 { 7 } else { 6 };
        let ctx = match kind / 2 {
            0 => ResultContext::double_sided(to_win),
            1 => ResultContext::single_sided(Side::Corp, to_win),
            _ => ResultContext::single_sided(Side::Runner, to_win),
        };
        if let Ok(r) = result_syntax::parse(&text, ctx) {
            let described = result_syntax::describe(&r);
            prop_assert_eq!(result_syntax::parse(&described, ctx).ok(), Some(r), "{:?} -> {:?}", text, described);
        }
    }
}

#[test]
fn a_message_about_a_thousand_open_tables_stays_short() {
    let mut e = Event::new(EventSettings::new("Big", Structure::Basic), 1);
    e.apply(Command::AddPlayers {
        players: (0..2000)
            .map(|i| PlayerDetails::named(format!("P{i}")))
            .collect(),
    })
    .unwrap();
    e.apply(Command::PairRound).unwrap();
    let err = e.apply(Command::PairRound).unwrap_err().to_string();
    assert!(
        err.contains("tables 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12 and 988 more without a result"),
        "{err}"
    );
    assert!(err.len() < 200, "{err}");
}
