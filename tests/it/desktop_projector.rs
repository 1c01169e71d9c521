//! Issue 33, item 1: after a restart with the projector window remembered open, both windows
//! drew their buttons and boxes without a single letter (Mesa's software OpenGL on Xvfb). The
//! real program starts with the projector remembered in its preferences, on a display with no
//! window manager (as found) and with openbox; OCR must read the main window's heading and the
//! projector's round in one screenshot.

use crate::desktop_x11::{App, Display, have, home, wait_for};
use netrunner_to::engine::{Command, Event, EventSettings, PlayerDetails, Structure};
use netrunner_to::io::save;
use std::time::Duration;

const TOOLS: [&str; 7] = [
    "Xvfb",
    "openbox",
    "xdotool",
    "xprop",
    "import",
    "convert",
    "tesseract",
];

/// Six players with Latin names, round 1 paired.
fn event() -> Event {
    let mut e = Event::new(EventSettings::new("Projector Cup", Structure::Basic), 33);
    for n in ["Alice", "Bob", "Carol", "Dave", "Erin", "Frank"] {
        e.apply(Command::AddPlayer {
            details: PlayerDetails::named(format!("{n} Nakamura")),
            id: None,
        })
        .unwrap();
    }
    e.apply(Command::PairRound).unwrap();
    e
}

/// Starts the app on `d` with the event open at the last exit and its projector remembered;
/// checks that the screen holds both windows' text.
fn restart_with_the_projector(wm: bool) {
    let d = Display::start(wm, &[]);
    let home = home();
    let file = home.path().join("projector-cup.json");
    std::fs::write(&file, save::to_bytes(&event())).unwrap();
    let data = App::data_dir(home.path());
    std::fs::create_dir_all(&data).unwrap();
    let prefs = serde_json::json!({ "reopen": file, "projector": true });
    std::fs::write(data.join("prefs.json"), prefs.to_string()).unwrap();
    let app = App::start(&d, home, &[], &[("LIBGL_ALWAYS_SOFTWARE", "1")]);

    let main = d
        .window("Projector Cup", Duration::from_secs(60))
        .unwrap_or_else(|| panic!("no main window; stderr: {}", app.stderr()));
    let projector = d
        .window("projector$", Duration::from_secs(60))
        .unwrap_or_else(|| panic!("no projector window; stderr: {}", app.stderr()));
    assert_ne!(main, projector);
    // The main window on the left, the projector at the bottom right, both in view.
    d.run("xdotool", &["windowmove", &main, "0", "0"]);
    d.run("xdotool", &["windowmove", &projector, "640", "470"]);
    d.run("xdotool", &["windowsize", &projector, "620", "400"]);
    let png = app.path("restarted.png");
    let seen = wait_for(Duration::from_secs(30), || {
        let text = d.read_screen(&png);
        let words: Vec<&str> = text.split_whitespace().collect();
        // The main window's heading; the projector's "Not started" under its clock.
        (words.contains(&"Players") && words.contains(&"started")).then_some(())
    });
    let text = d.read_screen(&png);
    assert!(
        seen.is_some(),
        "no text in the windows after a restart with the projector (window manager: {wm}); \
         OCR read {text:?}; screenshot {}",
        png.display()
    );
}

#[test]
fn text_shows_after_a_restart_with_the_projector_open() {
    if !have(&TOOLS) {
        return;
    }
    restart_with_the_projector(false);
}

#[test]
fn text_shows_after_a_restart_with_the_projector_open_under_a_window_manager() {
    if !have(&TOOLS) {
        return;
    }
    restart_with_the_projector(true);
}
