#![allow(clippy::unwrap_used, clippy::expect_used, clippy::panic)] // test code: a failed step is a failed test

//! The time-call procedure of a multiplayer event (issue 36 item 1): a setting changed through
//! `Event::apply`, kept by the file and the history, shown on the phones' projector page once
//! the round's time is called.

use crate::web_pages::Live;
use netrunner_to::engine::multiplayer::{MultiplayerSettings, TimeCall};
use netrunner_to::engine::{Command, Event, EventSettings, Format, PlayerDetails, Structure};

fn napd() -> Event {
    let mut s = EventSettings::new("NAPD night", Structure::Basic);
    s.format = Format::Napd;
    let mut e = Event::new(s, 9);
    for (n, id) in [("Ann", "Noise"), ("Bo", "Kate"), ("Cy", "Gabriel Santiago")] {
        let mut d = PlayerDetails::named(n);
        d.runner = Some(id.into());
        e.apply(Command::AddPlayer {
            details: d,
            id: None,
        })
        .unwrap();
    }
    e
}

#[test]
fn the_procedure_is_a_setting_kept_by_the_file_and_the_history() {
    let mut e = napd();
    assert_eq!(
        e.multiplayer().unwrap().settings.time_call,
        TimeCall::FinishRound,
        "the default: finish the round of turns"
    );
    let mut s = e.multiplayer().unwrap().settings;
    s.time_call = TimeCall::OneTurnEach;
    e.apply(Command::SetMultiplayerSettings { settings: s })
        .unwrap();
    assert_eq!(
        e.multiplayer().unwrap().settings.time_call,
        TimeCall::OneTurnEach
    );
    let again = Event::replay(e.origin(), e.history()).unwrap();
    assert_eq!(again.multiplayer().unwrap().settings, s);
    let json = serde_json::to_string(&s).unwrap();
    assert!(json.contains("\"time_call\":\"one-turn-each\""), "{json}");
    // Settings written before the procedure existed read as the default.
    let old = json.replace(",\"time_call\":\"one-turn-each\"", "");
    let read: MultiplayerSettings = serde_json::from_str(&old).unwrap();
    assert_eq!(read.time_call, TimeCall::FinishRound);
    // The default is not written, so older versions still read the file.
    let d = MultiplayerSettings::defaults(Format::Napd).unwrap();
    assert!(!serde_json::to_string(&d).unwrap().contains("time_call"));
    // An unknown procedure in a file is refused, not guessed.
    let bad = json.replace("one-turn-each", "whenever");
    assert!(serde_json::from_str::<MultiplayerSettings>(&bad).is_err());
}

#[test]
fn the_projector_page_states_the_procedure_once_time_is_called() {
    let mut e = napd();
    e.apply(Command::PairPods).unwrap();
    let live = Live::start(e);
    // The pages read the computer's clock: start the round now, so time runs.
    let now = std::time::SystemTime::now()
        .duration_since(std::time::UNIX_EPOCH)
        .unwrap()
        .as_millis() as i64;
    live.apply(Command::ClockStart { at_ms: now });
    // The projector and the phones' home page, where the clock is shown.
    for path in ["/projector", "/"] {
        let before = live.page(path);
        assert!(!before.contains("When time is called"), "{path}: {before}");
    }
    live.apply(Command::ClockCallTime { at_ms: now });
    for path in ["/projector", "/"] {
        let page = live.page(path);
        assert!(
            page.contains("When time is called: finish the round of turns through the last Runner"),
            "{path}: {page}"
        );
    }
    live.finish();
}
