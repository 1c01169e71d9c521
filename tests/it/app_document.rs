#![allow(clippy::unwrap_used, clippy::expect_used, clippy::panic)] // test code: a failed step is a failed test

//! The app's document layer without a window: every command autosaves, undo and redo cover
//! every command, and an unclean exit offers the autosaved event at the next start.

use netrunner_to::app::document::{Document, Session, find_recovery};
use netrunner_to::app::{Action, NetrunnerApp};
use netrunner_to::engine::{Command, Event, EventSettings, PlayerDetails, Structure};
use netrunner_to::io::save;

fn add(name: &str) -> Command {
    Command::AddPlayer {
        details: PlayerDetails::named(name),
        id: None,
    }
}

#[test]
fn every_applied_command_is_autosaved_and_undo_redo_cover_it() {
    let dir = tempfile::tempdir().unwrap();
    let file = dir.path().join("champs.json");
    let e = Event::new(EventSettings::new("Champs", Structure::Basic), 3);
    save::save(&file, &e).unwrap();
    let mut doc = Document::new(e, Some(file.clone()), dir.path()).unwrap();
    for n in ["Ann", "Bo", "Cy", "Di"] {
        doc.apply(add(n), None).unwrap();
        doc.flush(); // written on the autosave thread
        // Both the event file and the autosave copy hold the new player at once.
        assert!(save::load(&file).unwrap().find_player(n).is_some());
        assert!(
            save::load(&doc.autosave_path)
                .unwrap()
                .find_player(n)
                .is_some()
        );
    }
    doc.apply(Command::PairRound, None).unwrap();
    assert_eq!(doc.undo().as_deref(), Some("pair the next round"));
    doc.flush();
    assert!(
        save::load(&file).unwrap().rounds().is_empty(),
        "undo is saved too"
    );
    assert_eq!(doc.redo().as_deref(), Some("pair the next round"));
    doc.flush();
    assert_eq!(save::load(&file).unwrap().rounds().len(), 1);
    // A refused command leaves the document and the files as they were.
    let before = std::fs::read(&file).unwrap();
    assert!(doc.apply(add("ann"), None).is_err());
    doc.flush();
    assert_eq!(std::fs::read(&file).unwrap(), before);
    assert_eq!(doc.history.undo_label(), Some("pair the next round"));
}

#[test]
fn an_unsaved_event_is_recovered_after_a_crash() {
    let data = tempfile::tempdir().unwrap();
    {
        let mut app = NetrunnerApp::new(data.path().to_path_buf(), Box::new(|| 1_700_000_000_000));
        let ctx = egui::Context::default();
        app.push(Action::NewEvent {
            settings: EventSettings::new("Crashy Open", Structure::Basic),
            seed: 77,
        });
        for n in ["Ann", "Bo", "Cy"] {
            app.push(Action::Apply(add(n)));
        }
        app.push(Action::Apply(Command::PairRound));
        app.run_actions(&ctx);
        assert_eq!(app.event().unwrap().rounds().len(), 1);
        // The process dies here: no clean exit, the session marker stays.
    }
    let rec = find_recovery(data.path()).expect("recovery offered");
    assert_eq!(rec.name, "Crashy Open");
    assert_eq!(rec.commands, 4);
    assert!(rec.event_path.is_none());
    let mut app = NetrunnerApp::new(data.path().to_path_buf(), Box::new(|| 1_700_000_100_000));
    assert!(app.recovery.is_some());
    let ctx = egui::Context::default();
    app.push(Action::Recover(rec.autosave.clone(), None));
    app.run_actions(&ctx);
    let e = app.event().unwrap();
    assert_eq!(e.players().len(), 3);
    assert_eq!(
        e.rounds().len(),
        1,
        "the pairing made before the crash is back"
    );
}

#[test]
fn no_recovery_is_offered_after_a_clean_exit_or_when_the_file_is_current() {
    let data = tempfile::tempdir().unwrap();
    let file = data.path().join("e.json");
    let e = Event::new(EventSettings::new("Clean", Structure::Basic), 5);
    save::save(&file, &e).unwrap();
    let mut doc = Document::new(e, Some(file.clone()), data.path()).unwrap();
    doc.apply(add("Ann"), None).unwrap();
    doc.flush();
    Session {
        event_path: Some(file.clone()),
        autosave: Some(doc.autosave_path.clone()),
    }
    .write(data.path())
    .unwrap();
    // The file was autosaved with the command: nothing newer to offer.
    assert!(find_recovery(data.path()).is_none());
    // If the file fell behind (e.g. written on a removed stick), the copy is offered.
    let stale = Event::new(EventSettings::new("Clean", Structure::Basic), 5);
    drop(doc); // the document held the file
    save::save(&file, &stale).unwrap();
    let rec = find_recovery(data.path()).unwrap();
    assert_eq!((rec.commands, rec.file_commands), (1, Some(0)));
    Session::clear(data.path());
    assert!(find_recovery(data.path()).is_none());
}

#[test]
fn opening_a_results_file_imports_it() {
    let data = tempfile::tempdir().unwrap();
    let mut app = NetrunnerApp::new(data.path().to_path_buf(), Box::new(|| 1));
    let ctx = egui::Context::default();
    let fixture = std::path::Path::new(env!("CARGO_MANIFEST_DIR"))
        .join("fixtures/real/nrtm-v1.45_netrunner-turnier_9p_4r_byes.json");
    app.push(Action::Open(fixture));
    app.run_actions(&ctx);
    assert!(app.error.is_none(), "{:?}", app.error);
    let e = app.event().unwrap();
    assert_eq!(e.players().len(), 9);
    assert_eq!(e.rounds().len(), 4);
}

#[test]
fn a_broken_file_shows_one_error_and_opens_nothing() {
    let data = tempfile::tempdir().unwrap();
    let bad = data.path().join("bad.json");
    std::fs::write(&bad, b"{ not json").unwrap();
    let mut app = NetrunnerApp::new(data.path().to_path_buf(), Box::new(|| 1));
    let ctx = egui::Context::default();
    app.push(Action::Open(bad));
    app.run_actions(&ctx);
    assert!(app.event().is_none());
    let err = app.error.clone().unwrap();
    assert!(err.contains("bad.json"), "{err}");
}

#[test]
fn clock_commands_do_not_stand_between_undo_and_the_last_result() {
    use netrunner_to::engine::MatchResult;
    let dir = tempfile::tempdir().unwrap();
    let e = Event::new(EventSettings::new("Champs", Structure::Basic), 3);
    let mut doc = Document::new(e, None, dir.path()).unwrap();
    for n in ["Ann", "Bo", "Cy", "Di"] {
        doc.apply(add(n), None).unwrap();
    }
    doc.apply(Command::PairRound, None).unwrap();
    let t0 = 1_700_000_000_000;
    doc.apply(Command::ClockStart { at_ms: t0 }, None).unwrap();
    doc.apply(
        Command::ReportResult {
            round: 1,
            table: 1,
            result: MatchResult::IntentionalSplit,
        },
        None,
    )
    .unwrap();
    // Time is added and the clock paused after the result was entered.
    doc.apply(Command::ClockAdd { ms: 60_000 }, None).unwrap();
    doc.apply(
        Command::ClockPause {
            at_ms: t0 + 600_000,
        },
        None,
    )
    .unwrap();
    let clock = doc.event.clock().cloned();
    assert_eq!(doc.history.undo_label(), Some("report round 1 table 1"));
    // Undo takes back the result, not the clock's changes.
    assert_eq!(doc.undo().as_deref(), Some("report round 1 table 1"));
    assert_eq!(doc.event.round(1).unwrap().table(1).unwrap().result, None);
    assert_eq!(
        doc.event.clock().cloned(),
        clock,
        "the clock stays as it is"
    );
    // The clock keeps working; redo brings the result back with the clock as it is then.
    doc.apply(
        Command::ClockResume {
            at_ms: t0 + 700_000,
        },
        None,
    )
    .unwrap();
    let clock = doc.event.clock().cloned();
    assert!(clock.as_ref().unwrap().is_running());
    assert_eq!(doc.redo().as_deref(), Some("report round 1 table 1"));
    assert!(
        doc.event
            .round(1)
            .unwrap()
            .table(1)
            .unwrap()
            .result
            .is_some()
    );
    assert_eq!(doc.event.clock().cloned(), clock);
    // Undoing the pairing takes its clock with it: the clock belonged to that round.
    doc.undo();
    assert_eq!(doc.undo().as_deref(), Some("pair the next round"));
    assert!(doc.event.clock().is_none());
}
