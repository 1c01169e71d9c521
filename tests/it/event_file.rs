#![allow(clippy::unwrap_used, clippy::expect_used, clippy::panic)] // test code: a failed step is a failed test

//! The event file: round trip, version checks, malformed input, atomic writes.

use netrunner_to::engine::{Command, Event, EventSettings, PlayerDetails, Structure};
use netrunner_to::io::save::{self, FILE_VERSION, FileError};
use std::fs;

fn sample() -> Event {
    let mut e = Event::new(
        EventSettings::new("Čeněk's Store Champs", Structure::Basic),
        99,
    );
    for n in ["Čeněk Łukasz", "Zoë", "O'Brien, Pat", "Ann"] {
        e.apply(Command::AddPlayer {
            details: PlayerDetails::named(n),
            id: None,
        })
        .unwrap();
    }
    e.apply(Command::PairRound).unwrap();
    e
}

#[test]
fn an_event_survives_a_save_and_load_unchanged_and_keeps_pairing_the_same_way() {
    let dir = tempfile::tempdir().unwrap();
    let path = dir.path().join("event.json");
    let mut e = sample();
    save::save(&path, &e).unwrap();
    let mut loaded = save::load(&path).unwrap();
    assert_eq!(loaded, e);
    // The generator's state was stored: both continue identically.
    let tables: Vec<u32> = e.round(1).unwrap().unreported_tables();
    for ev in [&mut e, &mut loaded] {
        for &t in &tables {
            ev.apply(Command::ReportResult {
                round: 1,
                table: t,
                result: netrunner_to::engine::MatchResult::IntentionalSplit,
            })
            .unwrap();
        }
        ev.apply(Command::PairRound).unwrap();
    }
    assert_eq!(loaded.round(2), e.round(2));
}

#[test]
fn the_file_carries_its_format_version_and_history() {
    let e = sample();
    let v: serde_json::Value = serde_json::from_slice(&save::to_bytes(&e)).unwrap();
    assert_eq!(v["format"], "netrunner-to-event");
    assert_eq!(v["version"], FILE_VERSION);
    let history = v["event"]["history"].as_array().unwrap();
    assert_eq!(history.len(), 5, "four registrations and one pairing");
    assert_eq!(history[4]["command"]["command"], "pair-round");
}

#[test]
fn a_file_from_a_newer_version_is_refused_with_a_clear_message() {
    let dir = tempfile::tempdir().unwrap();
    let path = dir.path().join("future.json");
    let mut v: serde_json::Value = serde_json::from_slice(&save::to_bytes(&sample())).unwrap();
    v["version"] = serde_json::json!(FILE_VERSION + 1);
    fs::write(&path, serde_json::to_vec(&v).unwrap()).unwrap();
    let err = save::load(&path).unwrap_err();
    assert!(matches!(err, FileError::TooNew { found, .. } if found == FILE_VERSION + 1));
    let msg = err.to_string();
    assert!(
        msg.contains("newer") && msg.contains("future.json"),
        "{msg}"
    );
}

#[test]
fn malformed_files_give_an_error_naming_the_file_and_the_problem() {
    let dir = tempfile::tempdir().unwrap();
    let good = save::to_bytes(&sample());
    let cases: Vec<(&str, Vec<u8>, &str)> = vec![
        ("empty.json", vec![], "not JSON"),
        (
            "truncated.json",
            good[..good.len() / 2].to_vec(),
            "not JSON",
        ),
        ("binary.json", vec![0xff, 0xfe, 0x00, 0x41], "UTF-8"),
        (
            "nrtm.json",
            br#"{"name":"x","players":[]}"#.to_vec(),
            "import",
        ),
        (
            "noversion.json",
            br#"{"format":"netrunner-to-event"}"#.to_vec(),
            "version",
        ),
        (
            "deep.json",
            format!("{}{}", "[".repeat(100_000), "]".repeat(100_000)).into_bytes(),
            "not JSON",
        ),
    ];
    for (name, bytes, needle) in cases {
        let path = dir.path().join(name);
        fs::write(&path, &bytes).unwrap();
        let err = save::load(&path).unwrap_err().to_string();
        assert!(err.contains(name), "{name}: {err}");
        assert!(err.contains(needle), "{name}: expected {needle:?} in {err}");
    }
    let missing = save::load(&dir.path().join("missing.json")).unwrap_err();
    assert!(matches!(missing, FileError::Io { .. }));
}

#[test]
fn a_results_file_is_told_apart_from_a_broken_event_file_by_its_error() {
    // What the app relies on to offer an import: a typed refusal, not the word "import".
    let nrtm = concat!(
        env!("CARGO_MANIFEST_DIR"),
        "/fixtures/real/nrtm-v1.45_netrunner-turnier_9p_4r_byes.json"
    );
    let err = save::load(std::path::Path::new(nrtm)).unwrap_err();
    assert!(matches!(err, FileError::NotAnEventFile { .. }), "{err:?}");
    let words = err.to_string();
    assert!(
        words.contains("nrtm-v1.45") && words.contains("use import"),
        "{words}"
    );
    let dir = tempfile::tempdir().unwrap();
    let broken = dir.path().join("broken.json");
    fs::write(&broken, br#"{"format":"netrunner-to-event"}"#).unwrap();
    assert!(matches!(
        save::load(&broken).unwrap_err(),
        FileError::Invalid { .. }
    ));
}

#[test]
fn an_inconsistent_file_is_refused() {
    let dir = tempfile::tempdir().unwrap();
    let path = dir.path().join("dup.json");
    let mut v: serde_json::Value = serde_json::from_slice(&save::to_bytes(&sample())).unwrap();
    v["event"]["players"][1]["name"] = serde_json::json!("ČENĚK ŁUKASZ");
    fs::write(&path, serde_json::to_vec(&v).unwrap()).unwrap();
    let err = save::load(&path).unwrap_err().to_string();
    assert!(err.contains("two players are named"), "{err}");
}

#[test]
fn saving_replaces_the_file_atomically_and_leaves_no_temporary_file() {
    let dir = tempfile::tempdir().unwrap();
    let path = dir.path().join("event.json");
    fs::write(&path, b"old contents").unwrap();
    let e = sample();
    save::save(&path, &e).unwrap();
    assert_eq!(save::load(&path).unwrap(), e);
    let names: Vec<String> = fs::read_dir(dir.path())
        .unwrap()
        .map(|d| d.unwrap().file_name().to_string_lossy().into_owned())
        .collect();
    assert_eq!(names, ["event.json"]);
}

#[test]
fn a_failed_save_leaves_the_old_file_intact() {
    let dir = tempfile::tempdir().unwrap();
    let path = dir.path().join("event.json");
    let e = sample();
    save::save(&path, &e).unwrap();
    let before = fs::read(&path).unwrap();
    // Saving into a directory that does not exist fails and touches nothing else.
    let bad = dir.path().join("no-such-dir").join("event.json");
    assert!(save::save(&bad, &e).is_err());
    assert_eq!(fs::read(&path).unwrap(), before);
}

/// Issue 32 (7): a temporary file left by a writer killed mid-save is removed as soon as the
/// file is next opened, before any save; one of a writer still running is left alone.
#[test]
fn a_stale_temporary_file_is_removed_when_the_event_is_next_opened() {
    use netrunner_to::io::event_file::{EventFile, Holder, HolderKind};
    let dir = tempfile::tempdir().unwrap();
    let path = dir.path().join("event.json");
    save::save(&path, &sample()).unwrap();
    // A process that is gone (it ran and exited), as a killed `serve` is.
    let mut gone = std::process::Command::new("true").spawn().unwrap();
    let gone_pid = gone.id();
    gone.wait().unwrap();
    let stale = dir.path().join(format!(".event.json.{gone_pid}.0.tmp"));
    fs::write(&stale, b"{\"format\":\"netrunner-to-event\",\"ver").unwrap();
    // A writer still running.
    let mut running = std::process::Command::new("sleep")
        .arg("30")
        .spawn()
        .unwrap();
    let busy = dir
        .path()
        .join(format!(".event.json.{}.0.tmp", running.id()));
    fs::write(&busy, b"{").unwrap();
    // Another file's temporary file is not this event's.
    let other = dir.path().join(format!(".other.json.{gone_pid}.0.tmp"));
    fs::write(&other, b"{").unwrap();
    let before = fs::read(&path).unwrap();
    let (file, _) = EventFile::open(
        &path,
        &Holder::this(HolderKind::Server),
        std::time::Duration::from_secs(1),
    )
    .unwrap();
    assert!(
        !stale.exists(),
        "the killed writer's temporary file is left"
    );
    assert!(busy.exists() && other.exists());
    assert_eq!(
        fs::read(&path).unwrap(),
        before,
        "the event file is untouched"
    );
    drop(file);
    running.kill().unwrap();
    running.wait().unwrap();
}
