//! Issue 31 through the real app (egui_kittest): the Deck lists screen says when the card data
//! is old for the event's date; Update card data… loads the repository's zip from a typed path
//! and downloads it from a server on 127.0.0.1 (progress, then the new data in use), and a cut,
//! slow or missing download leaves the data in use as it was, with the reason.

use crate::card_data::{TestServer, fixture, nothing_listens};
use crate::support::app as support;
use egui_kittest::Harness;
use egui_kittest::kittest::Queryable;
use netrunner_to::app::screens::Screen;
use netrunner_to::app::{Action, NetrunnerApp};
use netrunner_to::engine::{EventSettings, PlayerDetails, Structure};

const FIXED_MS: i64 = 1_700_000_000_000;

fn harness(date: &str) -> (tempfile::TempDir, Harness<'static, NetrunnerApp>) {
    let dir = tempfile::tempdir().unwrap();
    let mut app = support::new(dir.path(), FIXED_MS);
    let mut settings = EventSettings::new("Store Championship", Structure::Basic);
    settings.date = Some(date.into());
    settings.decks.collected = true;
    support::open_event(&mut app, settings, 3, vec![PlayerDetails::named("Ann")]);
    app.push(Action::Goto(Screen::Decks));
    let mut h = support::harness(app, 1400.0, 1000.0);
    h.run();
    // Set once the event is open (opening one starts the screens afresh).
    let decks = &mut h.state_mut().screens.decks;
    decks.typed_paths = true;
    decks.download_timeout = Some(std::time::Duration::from_secs(1));
    h.run();
    (dir, h)
}

/// The app's fonts have no "▸" (the command line, the printouts and the phones use it).
const STALE: &str =
    "card data of 2026-08-01; newer ban lists may exist — Deck lists > Update card data…";

/// Runs frames until the download is over (bounded: 20 s).
fn wait_for_download(h: &mut Harness<'_, NetrunnerApp>) {
    let until = std::time::Instant::now() + std::time::Duration::from_secs(20);
    while h.state().screens.decks.downloading() {
        assert!(
            std::time::Instant::now() < until,
            "the download did not end"
        );
        std::thread::sleep(std::time::Duration::from_millis(20));
        h.step();
    }
    h.run();
}

#[test]
fn the_deck_lists_screen_says_when_the_card_data_is_old_for_the_event() {
    let (_dir, h) = harness("2026-11-28");
    assert!(h.query_by_label(STALE).is_some());
    let (_dir, h) = harness("2026-09-01");
    assert!(h.query_by_label_contains("newer ban lists").is_none());
}

#[test]
fn card_data_is_updated_from_the_zip_on_a_typed_path() {
    let (dir, mut h) = harness("2026-11-28");
    h.get_by_label("Update card data…").click();
    h.run();
    let zip = fixture("cards/netrunner-cards-json-main.zip");
    h.get_by_label("Load from").click();
    h.run();
    h.event(egui::Event::Text(zip.display().to_string()));
    h.run();
    h.get_by_label("Load").click();
    h.run();
    assert!(
        h.query_all_by_label_contains("loaded card data of 2026-08-01 from")
            .next()
            .is_some()
    );
    assert!(dir.path().join("cards.json").exists());
    // A broken file: the reason, and the data in use stays.
    let broken = dir.path().join("broken.zip");
    std::fs::write(&broken, b"PK\x03\x04 not really").unwrap();
    h.get_by_label("Load from").click();
    h.run();
    h.event(egui::Event::Text(broken.display().to_string()));
    h.run();
    h.get_by_label("Load").click();
    h.run();
    assert!(
        h.query_by_label_contains("card data not loaded:")
            .is_some_and(|n| format!("{n:?}").contains("is not a readable zip archive"))
    );
    assert!(
        h.query_by_label_contains("card data of 2026-08-01 from")
            .is_some()
    );
}

#[test]
fn card_data_is_downloaded_with_a_progress_bar_and_failures_keep_the_data_in_use() {
    let server = TestServer::start();
    let (dir, mut h) = harness("2026-11-28");
    h.get_by_label("Update card data…").click();
    h.run();
    // Failures first: a computer with only the built-in data keeps it.
    for (url, says) in [
        (server.url("/cut.zip"), "the connection broke off"),
        (server.url("/slow.zip"), "no answer within 1 seconds"),
        (
            nothing_listens(),
            "no connection to the internet or to the server",
        ),
        (server.url("/error.zip"), "the server answered 503"),
    ] {
        h.state_mut().screens.decks.cards_url = Some(url.clone());
        h.run();
        h.get_by_label("Download from the internet").click();
        h.step();
        if url.ends_with("/slow.zip") {
            // While it runs: the progress bar (1000 bytes came, then nothing) and Cancel.
            let until = std::time::Instant::now() + std::time::Duration::from_secs(5);
            while h
                .query_all_by_label_contains("KB received")
                .next()
                .is_none()
            {
                assert!(std::time::Instant::now() < until, "no progress shown");
                std::thread::sleep(std::time::Duration::from_millis(20));
                h.step();
            }
            assert!(h.query_by_label("Cancel").is_some());
            assert!(h.state().screens.decks.downloading());
        }
        wait_for_download(&mut h);
        let m = h.query_by_label_contains("card data not loaded:");
        assert!(
            m.as_ref().is_some_and(|n| format!("{n:?}").contains(says)),
            "{url}: {m:?}"
        );
        assert!(
            h.query_by_label("built-in card data of 2026-07-23")
                .is_some()
        );
        assert!(!dir.path().join("cards.json").exists());
    }
    h.state_mut().screens.decks.cards_url = Some(server.url("/main.zip"));
    h.run();
    h.get_by_label("Download from the internet").click();
    h.step();
    h.step();
    wait_for_download(&mut h);
    assert!(
        h.query_all_by_label_contains("loaded card data of 2026-08-01 from http://127.0.0.1")
            .next()
            .is_some()
    );
    let in_use = format!(
        "card data of 2026-08-01 from {}",
        dir.path().join("cards.json").display()
    );
    assert!(h.query_by_label(&in_use).is_some());
    assert!(dir.path().join("cards.json").exists());
}
