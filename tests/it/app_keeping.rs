//! The app keeps the organizer's event safe (issue 11, sections 1–3): it holds the event file
//! while it is open, never writes over another program's changes (and offers to reload or save
//! under a new name), asks before replacing a file or leaving an event that is not safely saved,
//! lists events never saved to a file, keeps one session marker per window, shows a failing save
//! on every screen, and autosaves on a background thread in order.

use egui::accesskit::Role;
use egui_kittest::Harness;
use egui_kittest::kittest::Queryable;
use netrunner_to::app::document::app_holder;
use netrunner_to::app::document::{Document, find_recovery};
use netrunner_to::app::screens::Screen;
use netrunner_to::app::{Action, ExportKind, NetrunnerApp};
use netrunner_to::engine::{Command, Event, EventSettings, PlayerDetails, Structure};
use netrunner_to::io::event_file::EventFile;
use netrunner_to::io::save;
use std::path::Path;
use std::time::Duration;

const NOW: i64 = 1_767_000_000_000;

fn add(name: &str) -> Command {
    Command::AddPlayer {
        details: PlayerDetails::named(name),
        id: None,
    }
}

/// An event file with `n` players.
fn event_file(path: &Path, name: &str, n: usize) -> Event {
    let mut e = Event::new(EventSettings::new(name, Structure::Basic), 9);
    for i in 0..n {
        e.apply(add(&format!("Player {i}"))).unwrap();
    }
    save::save(path, &e).unwrap();
    e
}

fn app(data: &Path) -> NetrunnerApp {
    crate::support::app::new(data, NOW)
}

fn run(app: &mut NetrunnerApp, actions: Vec<Action>) {
    let ctx = egui::Context::default();
    for a in actions {
        app.push(a);
    }
    app.run_actions(&ctx);
}

fn flush(app: &mut NetrunnerApp) {
    if let Some(d) = app.doc.as_mut() {
        d.flush();
    }
}

fn harness(app: NetrunnerApp) -> Harness<'static, NetrunnerApp> {
    let mut h = crate::support::app::harness(app, 1280.0, 900.0);
    settle(&mut h);
    h
}

fn click(h: &mut Harness<'_, NetrunnerApp>, label: &str) {
    h.get_by_role_and_label(Role::Button, label).click();
    settle(h);
}

/// Runs frames until the app settles (a banner appearing takes a few).
fn settle(h: &mut Harness<'_, NetrunnerApp>) {
    h.run_steps(8);
}

/// Runs the CLI in this process: (exit code is success, stdout, stderr).
fn cli(args: &[&str]) -> (bool, String, String) {
    let r = crate::support::cli::in_process(args);
    (r.ok(), r.out, r.err)
}

#[test]
fn the_app_holds_the_event_file_while_it_is_open() {
    let dir = tempfile::tempdir().unwrap();
    let ev = dir.path().join("ev.json");
    event_file(&ev, "Held", 4);
    let evs = ev.display().to_string();
    let mut a = app(&dir.path().join("data"));
    run(&mut a, vec![Action::Open(ev.clone())]);
    assert!(a.error.is_none(), "{:?}", a.error);
    let before = std::fs::read(&ev).unwrap();
    let (ok, _, err) = cli(&["player", "add", &evs, "Eve"]);
    assert!(!ok);
    assert!(
        err.contains(&format!(
            "is open in the Netrunner TO app (process {})",
            std::process::id()
        )),
        "{err}"
    );
    assert_eq!(
        std::fs::read(&ev).unwrap(),
        before,
        "the command changed nothing"
    );
    let (ok, out, _) = cli(&["standings", &evs]);
    assert!(ok && out.contains("Player 0"), "reading works: {out}");
    // The app's own changes go on.
    run(&mut a, vec![Action::Apply(add("Fay"))]);
    flush(&mut a);
    assert_eq!(save::load(&ev).unwrap().players().len(), 5);
    // Closed in the app: the command line may write again.
    run(&mut a, vec![Action::Close]);
    let (ok, _, err) = cli(&["player", "add", &evs, "Eve"]);
    assert!(ok, "{err}");
    assert_eq!(save::load(&ev).unwrap().players().len(), 6);
}

#[test]
fn one_marker_per_window_and_one_window_per_event() {
    let dir = tempfile::tempdir().unwrap();
    let data = dir.path().join("data");
    let (one, two) = (dir.path().join("one.json"), dir.path().join("two.json"));
    event_file(&one, "One", 2);
    event_file(&two, "Two", 2);
    let mut w1 = app(&data);
    run(
        &mut w1,
        vec![Action::Open(one.clone()), Action::Apply(add("New in one"))],
    );
    flush(&mut w1);
    // A second window: the first one's live event is not a crash to recover.
    let mut w2 = app(&data);
    assert!(w2.recovery.is_none(), "{:?}", w2.recovery);
    // It cannot open the event the first window has open.
    run(&mut w2, vec![Action::Open(one.clone())]);
    assert!(w2.event().is_none());
    let err = w2.error.clone().unwrap();
    assert!(err.contains("is open in the Netrunner TO app"), "{err}");
    run(
        &mut w2,
        vec![Action::Open(two.clone()), Action::Apply(add("New in two"))],
    );
    flush(&mut w2);
    // The second window quits cleanly; the first one crashes with a change its file does not
    // have (the file fell behind, e.g. on a removed stick).
    run(&mut w2, vec![Action::Quit]);
    drop(w2);
    drop(w1); // no clean exit
    // The file falls behind the crashed window's copy (another laptop wrote it, a stick…).
    event_file(&one, "One", 2);
    let rec = find_recovery(&data).expect("the crashed window's event is offered");
    assert_eq!(rec.name, "One");
    assert_eq!(rec.event_path.as_deref(), Some(one.as_path()));
    // Accepting it opens it and the offer is not made again.
    let mut w3 = app(&data);
    assert!(w3.recovery.is_some());
    run(
        &mut w3,
        vec![Action::Recover(
            rec.autosave.clone(),
            rec.event_path.clone(),
        )],
    );
    assert!(w3.event().unwrap().find_player("New in one").is_some());
    flush(&mut w3);
    drop(w3);
    // Nothing else to offer: the window that quit cleanly left no marker, and the recovered
    // event is in its file.
    assert!(find_recovery(&data).is_none(), "{:?}", find_recovery(&data));
}

#[test]
fn a_file_changed_by_another_program_is_not_overwritten_and_can_be_reloaded() {
    let dir = tempfile::tempdir().unwrap();
    let ev = dir.path().join("ev.json");
    event_file(&ev, "Synced", 4);
    let mut a = app(&dir.path().join("data"));
    run(&mut a, vec![Action::Open(ev.clone())]);
    flush(&mut a); // the app is idle when the other program writes
    let mut h = harness(a);
    // A synced folder brings another laptop's version (two more players).
    let mut theirs = save::load(&ev).unwrap();
    theirs.apply(add("From the other laptop")).unwrap();
    theirs.apply(add("And another")).unwrap();
    save::save(&ev, &theirs).unwrap();
    h.state_mut().push(Action::Apply(add("Typed here")));
    settle(&mut h);
    h.state_mut().doc.as_mut().unwrap().flush();
    settle(&mut h);
    assert_eq!(save::load(&ev).unwrap(), theirs, "their version is kept");
    h.get_by_label_contains("The event file was changed by another program");
    // On every screen.
    h.state_mut().push(Action::Goto(Screen::Standings));
    settle(&mut h);
    h.get_by_label_contains("The event file was changed by another program");
    click(&mut h, "Reload the file");
    click(&mut h, "Reload");
    let e = h.state().event().unwrap().clone();
    assert_eq!(e, theirs, "the app shows the file's version");
    assert!(
        h.query_by_label_contains("changed by another program")
            .is_none()
    );
    // The version typed here is not thrown away: it is kept as an event not saved to a file.
    let kept = &h.state().keeping.unsaved;
    assert_eq!(kept.len(), 1, "{kept:?}");
    assert_eq!((kept[0].name.as_str(), kept[0].players), ("Synced", 5));
    assert!(
        save::load(&kept[0].copy)
            .unwrap()
            .find_player("Typed here")
            .is_some()
    );
    // From now on the app writes the file again.
    h.state_mut().push(Action::Apply(add("After the reload")));
    settle(&mut h);
    h.state_mut().doc.as_mut().unwrap().flush();
    assert_eq!(save::load(&ev).unwrap().players().len(), 7);
}

#[test]
fn a_reload_forgets_what_the_screens_said_about_the_version_replaced() {
    let dir = tempfile::tempdir().unwrap();
    let ev = dir.path().join("ev.json");
    event_file(&ev, "Synced", 4);
    let mut a = app(&dir.path().join("data"));
    run(&mut a, vec![Action::Open(ev.clone())]);
    flush(&mut a);
    let mut h = harness(a);
    // The other laptop adds a player; the organizer adds one here through the form.
    let mut theirs = save::load(&ev).unwrap();
    theirs.apply(add("From the other laptop")).unwrap();
    save::save(&ev, &theirs).unwrap();
    h.get_by_label("Player name").type_text("Typed here");
    click(&mut h, "Add player");
    h.state_mut().doc.as_mut().unwrap().flush();
    settle(&mut h);
    h.get_by_label_contains("Added Typed here");
    click(&mut h, "Reload the file");
    click(&mut h, "Reload");
    // Both versions have five players and five commands: the note "Added Typed here (#5).
    // Undo" would match the file's version, where player 5 is someone else and there is
    // nothing to undo.
    assert!(
        h.state()
            .event()
            .unwrap()
            .find_player("Typed here")
            .is_none()
    );
    assert!(h.query_by_label_contains("Added Typed here").is_none());
    h.get_by_label_contains("The version you had here is kept");
}

#[test]
fn a_changed_file_can_be_left_alone_by_saving_under_a_new_name() {
    let dir = tempfile::tempdir().unwrap();
    let ev = dir.path().join("ev.json");
    event_file(&ev, "Synced", 4);
    let mut a = app(&dir.path().join("data"));
    run(&mut a, vec![Action::Open(ev.clone())]);
    flush(&mut a); // the app is idle when the other program writes
    std::fs::write(
        &ev,
        save::to_bytes(&Event::new(
            EventSettings::new("Other", Structure::Basic),
            1,
        )),
    )
    .unwrap();
    let theirs = std::fs::read(&ev).unwrap();
    run(&mut a, vec![Action::Apply(add("Typed here"))]);
    flush(&mut a);
    assert!(
        a.doc.as_ref().unwrap().file_changed,
        "{:?}",
        a.doc.as_ref().unwrap().save_error
    );
    let mine = dir.path().join("mine.json");
    run(&mut a, vec![Action::SaveAs(mine.clone())]);
    assert!(a.error.is_none(), "{:?}", a.error);
    assert!(
        save::load(&mine)
            .unwrap()
            .find_player("Typed here")
            .is_some()
    );
    assert_eq!(
        std::fs::read(&ev).unwrap(),
        theirs,
        "the changed file is left alone"
    );
    assert!(a.doc.as_ref().unwrap().save_error.is_none());
    run(&mut a, vec![Action::Apply(add("Later"))]);
    flush(&mut a);
    assert!(save::load(&mine).unwrap().find_player("Later").is_some());
}

#[test]
fn save_as_export_and_print_ask_before_replacing_a_file() {
    let dir = tempfile::tempdir().unwrap();
    let ev = dir.path().join("ev.json");
    event_file(&ev, "GuiEv", 9);
    let victim = dir.path().join("victim.json");
    event_file(&victim, "Victim", 3);
    let victim_bytes = std::fs::read(&victim).unwrap();
    let mut a = app(&dir.path().join("data"));
    run(&mut a, vec![Action::Open(ev.clone())]);
    let mut h = harness(a);
    h.state_mut().push(Action::SaveAs(victim.clone()));
    settle(&mut h);
    h.get_by_label("victim.json exists: event \u{201c}Victim\u{201d}, 3 players. Replace it?");
    click(&mut h, "Cancel");
    assert_eq!(std::fs::read(&victim).unwrap(), victim_bytes);
    h.state_mut().push(Action::SaveAs(victim.clone()));
    settle(&mut h);
    click(&mut h, "Replace");
    h.state_mut().doc.as_mut().unwrap().flush();
    assert_eq!(save::load(&victim).unwrap().settings().name, "GuiEv");
    // Saving as the event's own file (another spelling) is a save, not a question.
    let same = dir.path().join(".").join("victim.json");
    h.state_mut().push(Action::SaveAs(same));
    settle(&mut h);
    assert!(h.query_by_label_contains("Replace it?").is_none());
    // Export: over an existing file it asks; over the event file itself it refuses.
    let csv = dir.path().join("standings.csv");
    std::fs::write(&csv, "old").unwrap();
    h.state_mut()
        .push(Action::Export(ExportKind::StandingsCsv, csv.clone()));
    settle(&mut h);
    h.get_by_label("standings.csv exists: a file of 3 bytes. Replace it?");
    click(&mut h, "Replace");
    assert_ne!(std::fs::read(&csv).unwrap(), b"old");
    let other_spelling = dir.path().join("sub/../victim.json");
    std::fs::create_dir(dir.path().join("sub")).unwrap();
    h.state_mut()
        .push(Action::Export(ExportKind::StandingsCsv, other_spelling));
    settle(&mut h);
    let err = h.state().error.clone().unwrap();
    assert!(err.contains("that is the event file itself"), "{err}");
    assert_eq!(save::load(&victim).unwrap().settings().name, "GuiEv");
    // Print: the dialog asks before replacing a PDF, and refuses the event file.
    h.state_mut().push(Action::PrintDialog);
    settle(&mut h);
    let pdf = dir.path().join("old.pdf");
    std::fs::write(&pdf, "%PDF old").unwrap();
    h.state_mut().print_dialog.as_mut().unwrap().path = pdf.display().to_string();
    click(&mut h, "Save PDF");
    h.get_by_label("old.pdf exists: a file of 8 bytes. Replace it?");
    assert_eq!(std::fs::read(&pdf).unwrap(), b"%PDF old");
    click(&mut h, "Replace");
    assert!(std::fs::read(&pdf).unwrap().len() > 100, "the printout");
    h.state_mut().print_dialog.as_mut().unwrap().path =
        dir.path().join("sub/../victim.json").display().to_string();
    click(&mut h, "Save PDF");
    let err = h
        .state()
        .print_dialog
        .as_ref()
        .unwrap()
        .error
        .clone()
        .unwrap();
    assert!(err.contains("that is the event file itself"), "{err}");
    assert_eq!(save::load(&victim).unwrap().settings().name, "GuiEv");
}

#[test]
fn events_never_saved_to_a_file_are_kept_listed_and_asked_about() {
    let dir = tempfile::tempdir().unwrap();
    let data = dir.path().join("data");
    let mut h = harness(app(&data));
    for (name, players) in [("First", 3), ("Second", 2)] {
        // The same seed for both: their copies must not overwrite each other.
        h.state_mut().push(Action::NewEvent {
            settings: EventSettings::new(name, Structure::Basic),
            seed: 7,
        });
        settle(&mut h);
        if name == "Second" {
            // Leaving "First" (new event over it) is asked about too.
            h.get_by_label_contains("This event was never saved to a file");
            click(&mut h, "Keep it unsaved");
        }
        for i in 0..players {
            h.state_mut()
                .push(Action::Apply(add(&format!("{name} {i}"))));
        }
        settle(&mut h);
    }
    h.state_mut().push(Action::Close);
    settle(&mut h);
    h.get_by_label_contains("This event was never saved to a file");
    click(&mut h, "Keep it unsaved");
    assert!(h.state().event().is_none());
    h.get_by_label("Events not saved to a file");
    h.get_by_label_contains("\u{201c}First\u{201d} — 3 players, 0 rounds");
    h.get_by_label_contains("\u{201c}Second\u{201d} — 2 players, 0 rounds");
    // Open the first from the list.
    let first = h
        .state()
        .keeping
        .unsaved
        .iter()
        .find(|u| u.name == "First")
        .unwrap()
        .copy
        .clone();
    h.state_mut().push(Action::OpenUnsaved(first));
    settle(&mut h);
    assert_eq!(h.state().event().unwrap().players().len(), 3);
    // Saved to a file, it leaves the list.
    let file = dir.path().join("first.json");
    h.state_mut().push(Action::SaveAs(file.clone()));
    settle(&mut h);
    h.state_mut().push(Action::Close);
    settle(&mut h);
    assert_eq!(
        h.state()
            .keeping
            .unsaved
            .iter()
            .map(|u| u.name.as_str())
            .collect::<Vec<_>>(),
        ["Second"]
    );
    // Discarding asks, then removes the copy.
    click(&mut h, "Discard…");
    click(&mut h, "Discard");
    assert!(h.state().keeping.unsaved.is_empty());
    assert!(h.query_by_label("Events not saved to a file").is_none());
    // Quitting with an unsaved event asks.
    h.state_mut().push(Action::NewEvent {
        settings: EventSettings::new("Third", Structure::Basic),
        seed: 8,
    });
    settle(&mut h);
    h.state_mut().push(Action::Apply(add("Ann")));
    h.state_mut().push(Action::Quit);
    settle(&mut h);
    h.get_by_label_contains("This event was never saved to a file");
    click(&mut h, "Cancel");
    // Opening a file asks too; when the file then cannot be opened (another window has it),
    // the event stays, and the next Close asks again.
    let elsewhere = dir.path().join("elsewhere.json");
    event_file(&elsewhere, "Elsewhere", 2);
    let _other_window = EventFile::lock(&elsewhere, &app_holder(), Duration::ZERO).unwrap();
    h.state_mut().push(Action::Open(elsewhere));
    settle(&mut h);
    h.get_by_label_contains("This event was never saved to a file");
    click(&mut h, "Keep it unsaved");
    assert!(
        h.state()
            .error
            .as_deref()
            .is_some_and(|e| e.contains("is open in the Netrunner TO app")),
        "{:?}",
        h.state().error
    );
    assert_eq!(h.state().event().unwrap().settings().name, "Third");
    h.state_mut().push(Action::Close);
    settle(&mut h);
    h.get_by_label_contains("This event was never saved to a file");
}

#[test]
fn a_failing_save_stays_on_every_screen_quit_asks_and_the_next_start_offers_the_copy() {
    let dir = tempfile::tempdir().unwrap();
    let data = dir.path().join("data");
    let stick = dir.path().join("stick");
    std::fs::create_dir(&stick).unwrap();
    let ev = stick.join("ev.json");
    event_file(&ev, "Stick", 4);
    let mut a = app(&data);
    run(&mut a, vec![Action::Open(ev.clone())]);
    let mut h = harness(a);
    // The stick is pulled out.
    std::fs::remove_dir_all(&stick).unwrap();
    h.state_mut().push(Action::Apply(add("Eve")));
    settle(&mut h);
    h.state_mut().doc.as_mut().unwrap().flush();
    settle(&mut h);
    let banner =
        "Saving to the event file fails: the latest changes are only in the autosaved copy.";
    h.get_by_label(banner);
    for screen in [Screen::Rounds, Screen::Standings, Screen::Players] {
        h.state_mut().push(Action::Goto(screen));
        settle(&mut h);
        h.get_by_label(banner);
    }
    h.state_mut().push(Action::Quit);
    settle(&mut h);
    h.get_by_label("The latest changes are not in the event file");
    click(&mut h, "Go on anyway");
    // The next start offers the copy, with Eve.
    drop(h);
    let rec = find_recovery(&data).expect("offered at the next start");
    assert!(
        save::load(&rec.autosave)
            .unwrap()
            .find_player("Eve")
            .is_some()
    );
}

#[test]
fn when_not_even_the_copy_can_be_written_quitting_says_the_changes_are_lost() {
    let dir = tempfile::tempdir().unwrap();
    let data = dir.path().join("data");
    std::fs::create_dir(dir.path().join("stick")).unwrap();
    let ev = dir.path().join("stick/ev.json");
    event_file(&ev, "Full disk", 4);
    let mut a = app(&data);
    run(&mut a, vec![Action::Open(ev.clone())]);
    flush(&mut a);
    // The file's drive is gone, and the data folder takes no file any more.
    std::fs::remove_dir_all(data.join("autosave")).unwrap();
    std::fs::write(data.join("autosave"), "not a folder").unwrap();
    std::fs::remove_dir_all(ev.parent().unwrap()).unwrap();
    run(&mut a, vec![Action::Apply(add("Eve"))]);
    flush(&mut a);
    assert!(a.doc.as_ref().unwrap().changes_not_on_disk());
    let mut h = harness(a);
    h.get_by_label("Saving fails: the latest changes are not on disk.");
    h.state_mut().push(Action::Close);
    settle(&mut h);
    h.get_by_label("The latest changes are not saved anywhere");
    click(&mut h, "Cancel");
    assert!(h.state().event().is_some(), "nothing was closed");
}

#[test]
fn autosave_writes_in_order_and_the_last_state_is_the_one_on_disk() {
    let dir = tempfile::tempdir().unwrap();
    let ev = dir.path().join("ev.json");
    let e = event_file(&ev, "Order", 0);
    let mut doc = Document::new(e, Some(ev.clone()), &dir.path().join("data")).unwrap();
    let stop = std::sync::Arc::new(std::sync::atomic::AtomicBool::new(false));
    let reader = {
        let (ev, stop) = (ev.clone(), stop.clone());
        std::thread::spawn(move || {
            let mut seen = Vec::new();
            while !stop.load(std::sync::atomic::Ordering::Relaxed) {
                if let Ok(e) = save::load(&ev) {
                    seen.push(e.history().len());
                }
            }
            seen
        })
    };
    for i in 0..300 {
        doc.apply(add(&format!("P{i}")), None).unwrap();
    }
    doc.flush();
    stop.store(true, std::sync::atomic::Ordering::Relaxed);
    let seen = reader.join().unwrap();
    assert_eq!(
        save::load(&ev).unwrap(),
        doc.event,
        "the last state is on disk"
    );
    assert_eq!(save::load(&doc.autosave_path).unwrap(), doc.event);
    assert!(
        seen.windows(2).all(|w| w[0] <= w[1]),
        "the file never went back to an older state"
    );
    assert!(doc.save_error.is_none());
}

#[test]
fn undo_snapshots_leave_out_the_history_and_still_restore_it() {
    let dir = tempfile::tempdir().unwrap();
    let mut doc = Document::new(
        Event::new(EventSettings::new("Undo", Structure::Basic), 3),
        None,
        dir.path(),
    )
    .unwrap();
    let mut states = vec![doc.event.clone()];
    for i in 0..250 {
        doc.apply(add(&format!("P{i}")), None).unwrap();
        states.push(doc.event.clone());
    }
    assert_eq!(doc.history.undo_steps(), 200, "at most 200 steps");
    for back in 1..=200 {
        doc.undo().unwrap();
        assert_eq!(
            doc.event,
            states[250 - back],
            "undo {back}, history included"
        );
    }
    assert!(doc.undo().is_none());
    for forward in 1..=200 {
        doc.redo().unwrap();
        assert_eq!(doc.event, states[50 + forward], "redo {forward}");
    }
    assert_eq!(
        Event::replay(doc.event.origin(), doc.event.history()).unwrap(),
        doc.event
    );
    // The steps are estimated without the history: at most one state's size each.
    let full: usize = 200 * netrunner_to::app::document::estimated_state_bytes(&doc.event);
    assert!(
        doc.history.estimated_bytes() <= full,
        "{}",
        doc.history.estimated_bytes()
    );
}

#[test]
fn no_output_replaces_an_event_file_another_program_has_open() {
    let dir = tempfile::tempdir().unwrap();
    let ev = dir.path().join("ev.json");
    event_file(&ev, "Mine", 4);
    let theirs = dir.path().join("theirs.json");
    event_file(&theirs, "Theirs", 6);
    let before = std::fs::read(&theirs).unwrap();
    // Another window (here: this process, through a lock of its own) has "theirs" open.
    let _other_window = EventFile::lock(&theirs, &app_holder(), Duration::ZERO).unwrap();
    let mut a = app(&dir.path().join("data"));
    run(&mut a, vec![Action::Open(ev.clone())]);
    let expected = format!(
        "theirs.json is an event file open in the Netrunner TO app (process {}); choose another name",
        std::process::id()
    );
    for action in [
        Action::Export(ExportKind::StandingsCsv, theirs.clone()),
        Action::SaveAs(theirs.clone()),
    ] {
        a.error = None;
        run(&mut a, vec![action.clone()]);
        // Refused outright, not asked about ("Replace it?" would leave no error).
        assert_eq!(a.error.as_deref(), Some(expected.as_str()), "{action:?}");
    }
    let mut h = harness(a);
    h.state_mut().push(Action::PrintDialog);
    settle(&mut h);
    h.state_mut().print_dialog.as_mut().unwrap().path = theirs.display().to_string();
    click(&mut h, "Save PDF");
    let err = h.state().print_dialog.as_ref().unwrap().error.clone();
    assert_eq!(err.as_deref(), Some(expected.as_str()));
    assert_eq!(std::fs::read(&theirs).unwrap(), before, "untouched");
    // The command line refuses it the same way.
    let (ok, _, err) = cli(&[
        "export",
        &ev.display().to_string(),
        "--format",
        "csv-standings",
        "--out",
        &theirs.display().to_string(),
    ]);
    assert!(!ok && err.contains(&expected), "{err}");
    assert_eq!(std::fs::read(&theirs).unwrap(), before);
}

/// Issue 37, item 1: the start screen's card for an unsaved multiplayer event says its real
/// players and rounds of pods (it said "0 players, 0 rounds" beside *Discard…* for a live NAPD
/// night), and the list follows the copies on disk while it is shown: a copy another window
/// changed is read again within a second, and the discard question names what is there now.
#[test]
fn unsaved_events_show_their_real_players_and_rounds_for_every_format() {
    use netrunner_to::engine::Format;
    use std::sync::Arc;
    use std::sync::atomic::{AtomicI64, Ordering};
    const RUNNERS: [&str; 3] = [
        "Sunny Lebeau: Security Specialist",
        "Noise: Hacker Extraordinaire",
        "Gabriel Santiago: Consummate Professional",
    ];
    let dir = tempfile::tempdir().unwrap();
    let data = dir.path().join("data");
    let clock = Arc::new(AtomicI64::new(NOW));
    let time = Arc::clone(&clock);
    let mut app = NetrunnerApp::new(data.clone(), Box::new(move || time.load(Ordering::SeqCst)));
    app.use_dialogs = false;
    let mut h = harness(app);
    let mut settings = EventSettings::new("NAPD Night", Structure::Basic);
    settings.format = Format::Napd;
    h.state_mut().push(Action::NewEvent { settings, seed: 3 });
    settle(&mut h);
    for i in 0..9 {
        let mut d = PlayerDetails::named(format!("Player {i}"));
        d.runner = Some(RUNNERS[i % 3].to_string());
        h.state_mut().push(Action::Apply(Command::AddPlayer {
            details: d,
            id: None,
        }));
    }
    h.state_mut().push(Action::Apply(Command::PairPods));
    settle(&mut h);
    assert_eq!(h.state().error, None);
    assert_eq!(
        h.state()
            .event()
            .unwrap()
            .multiplayer()
            .unwrap()
            .rounds
            .len(),
        1
    );
    h.state_mut().push(Action::Close);
    settle(&mut h);
    click(&mut h, "Keep it unsaved");
    h.get_by_label_contains("\u{201c}NAPD Night\u{201d} — 9 players, 1 round");

    // Another window (here: the copy written directly) registers a late player.
    let copy = h.state().keeping.unsaved[0].copy.clone();
    let mut e = save::load(&copy).unwrap();
    let mut d = PlayerDetails::named("Late Arrival");
    d.runner = Some(RUNNERS[0].to_string());
    e.apply(Command::AddPlayer {
        details: d,
        id: None,
    })
    .unwrap();
    std::thread::sleep(Duration::from_millis(20)); // a new modification time
    save::save(&copy, &e).unwrap();
    settle(&mut h);
    h.get_by_label_contains("9 players, 1 round"); // not looked at again yet
    clock.fetch_add(1_500, Ordering::SeqCst);
    settle(&mut h);
    h.get_by_label_contains("\u{201c}NAPD Night\u{201d} — 10 players, 1 round");
    click(&mut h, "Discard…");
    h.get_by_label_contains("Discard \u{201c}NAPD Night\u{201d} (10 players, 1 round)");
}
