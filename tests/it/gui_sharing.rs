#![allow(clippy::unwrap_used, clippy::expect_used, clippy::panic)] // test code: a failed step is a failed test

//! Event ▸ Share on the local network, driven headless with egui_kittest: start on
//! 127.0.0.1, what players see, Publish, changes from the app, undo and from the server's
//! channel reaching the pages, stop.

use egui_kittest::Harness;
use egui_kittest::kittest::Queryable as _;
use netrunner_to::app::{Action, NetrunnerApp};
use netrunner_to::engine::{Command, Event, EventSettings, PlayerDetails, Structure};
use netrunner_to::web::Requester;

use super::web_pages::six_nil;

fn event() -> Event {
    let mut e = Event::new(EventSettings::new("Shared Champs", Structure::Basic), 9);
    for n in ["Ann", "Bo", "Cy", "Di", "Ed", "Flo"] {
        e.apply(Command::AddPlayer {
            details: PlayerDetails::named(n),
            id: None,
        })
        .unwrap();
    }
    e.apply(Command::PairRound).unwrap();
    e
}

fn get(url: &str) -> String {
    reqwest::blocking::get(url).unwrap().text().unwrap()
}

#[test]
fn the_organizer_shares_publishes_and_every_change_reaches_the_pages() {
    let dir = tempfile::tempdir().unwrap();
    let mut app = NetrunnerApp::new(dir.path().to_path_buf(), Box::new(|| 1_750_000_000_000));
    app.use_dialogs = false;
    app.doc = Some(netrunner_to::app::document::Document::new(event(), None, dir.path()).unwrap());
    app.screen = netrunner_to::app::screens::Screen::Rounds;
    let mut h = Harness::builder()
        .with_size(egui::vec2(1280.0, 900.0))
        .with_max_steps(30)
        .with_accessibility_check(false)
        .build_ui_state(|ui, app: &mut NetrunnerApp| app.frame_ui(ui), app);
    h.state_mut().push(Action::ShareDialog);
    h.run_steps(3);
    // Nothing is shared until the organizer starts.
    assert!(h.state().share.is_none());
    h.get_by_label("Pairings: no pairings (round 1 is paired, not published)");
    {
        let d = h.state_mut().share_dialog.as_mut().unwrap();
        d.choice = d.addresses.len() - 1; // this computer only
        d.port = "0".into();
    }
    h.get_by_label("127.0.0.1 (this computer only)");
    h.get_by_label("Start sharing").click();
    h.run_steps(3);
    let url = h.state().share.as_ref().unwrap().url().to_string();
    assert!(url.starts_with("http://127.0.0.1:"), "{url}");
    h.get_by_label(&url);
    h.get_by_label("Stop sharing");
    assert!(
        h.state().screens.clock.share.is_some(),
        "the projector shows the QR code"
    );
    assert!(get(&format!("{url}pairings")).contains("are not published yet"));

    h.get_by_label("Publish round 1").click();
    h.run_steps(3);
    assert_eq!(h.state().event().unwrap().published_round(), 1);
    let page = get(&format!("{url}pairings"));
    assert!(page.contains("0 of 3 tables reported"), "{page}");

    // A result entered in the app, then undone.
    let table = h.state().event().unwrap().round(1).unwrap().pairings[0].table;
    h.state_mut().push(Action::Apply(Command::ReportResult {
        round: 1,
        table,
        result: six_nil(),
    }));
    h.run_steps(2);
    assert!(get(&format!("{url}pairings")).contains("1 of 3 tables reported"));
    h.state_mut().push(Action::Undo);
    h.run_steps(2);
    assert!(get(&format!("{url}pairings")).contains("0 of 3 tables reported"));

    // A change asked for through the server's channel is applied by the app's document, with
    // an undo step and a history entry.
    let handle = h.state().share.as_ref().unwrap().handle();
    let table2 = h.state().event().unwrap().round(1).unwrap().pairings[1].table;
    let asker = std::thread::spawn(move || {
        handle.submit_blocking(
            Command::ReportResult {
                round: 1,
                table: table2,
                result: six_nil(),
            },
            Requester::Organizer,
        )
    });
    while !asker.is_finished() {
        h.run_steps(1);
        std::thread::sleep(std::time::Duration::from_millis(5));
    }
    assert_eq!(asker.join().unwrap(), Ok(vec![]));
    assert!(get(&format!("{url}pairings")).contains("1 of 3 tables reported"));
    let doc = h.state().doc.as_ref().unwrap();
    assert_eq!(doc.history.undo_label(), Some("report round 1 table 2"));
    // A refused request is answered with the engine's reason and changes nothing.
    let handle = h.state().share.as_ref().unwrap().handle();
    let asker = std::thread::spawn(move || {
        handle.submit_blocking(Command::PairRound, Requester::Organizer)
    });
    while !asker.is_finished() {
        h.run_steps(1);
        std::thread::sleep(std::time::Duration::from_millis(5));
    }
    let refused = asker.join().unwrap().unwrap_err();
    assert!(refused.to_string().contains("round 1"), "{refused}");

    // Hiding the standings from the window.
    h.get_by_label("Hide the standings").click();
    h.run_steps(3);
    assert!(get(&format!("{url}standings")).contains("hidden the standings"));

    h.get_by_label("Stop sharing").click();
    h.run_steps(2);
    assert!(h.state().share.is_none());
    assert!(reqwest::blocking::get(format!("{url}pairings")).is_err());
}

/// Issue 32 (7): the app answers a phone's change only once the autosave that holds it is
/// written and synced, as `serve` does: the moment the answer arrives, the event file on disk
/// holds the change.
#[test]
fn the_app_answers_a_phone_only_once_its_change_is_in_the_file() {
    let dir = tempfile::tempdir().unwrap();
    let path = dir.path().join("shared.json");
    let mut e = event();
    e.apply(Command::PublishPairings { round: 1 }).unwrap();
    netrunner_to::io::save::save(&path, &e).unwrap();
    let mut app = NetrunnerApp::new(dir.path().to_path_buf(), Box::new(|| 1_750_000_000_000));
    app.use_dialogs = false;
    app.doc = Some(
        netrunner_to::app::document::Document::new(e, Some(path.clone()), dir.path()).unwrap(),
    );
    let mut h = Harness::builder()
        .with_size(egui::vec2(1280.0, 900.0))
        .with_max_steps(30)
        .with_accessibility_check(false)
        .build_ui_state(|ui, app: &mut NetrunnerApp| app.frame_ui(ui), app);
    h.state_mut().push(Action::ShareDialog);
    h.run_steps(3);
    {
        let d = h.state_mut().share_dialog.as_mut().unwrap();
        d.choice = d.addresses.len() - 1; // this computer only
        d.port = "0".into();
    }
    h.get_by_label("Start sharing").click();
    h.run_steps(3);
    let pairings = h
        .state()
        .event()
        .unwrap()
        .round(1)
        .unwrap()
        .pairings
        .clone();
    for p in pairings.iter().filter(|p| !p.is_bye()) {
        let handle = h.state().share.as_ref().unwrap().handle();
        let (path, table) = (path.clone(), p.table);
        // The asker reads the file the moment it is answered.
        let asker = std::thread::spawn(move || {
            let answer = handle.submit_blocking(
                Command::ReportResult {
                    round: 1,
                    table,
                    result: six_nil(),
                },
                Requester::Organizer,
            );
            let on_disk = netrunner_to::io::save::load(&path).unwrap();
            (answer, on_disk)
        });
        let start = std::time::Instant::now();
        while !asker.is_finished() {
            assert!(start.elapsed() < std::time::Duration::from_secs(20));
            h.run_steps(1);
            std::thread::sleep(std::time::Duration::from_millis(2));
        }
        let (answer, on_disk) = asker.join().unwrap();
        assert_eq!(answer, Ok(vec![]));
        assert_eq!(
            on_disk.round(1).unwrap().table(table).unwrap().result,
            Some(six_nil()),
            "table {table} was answered before the file held it"
        );
    }
}
