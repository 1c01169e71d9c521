//! Issue 29, item 1: the system clipboard, through the real X server. Text another program put
//! on the X clipboard (xclip) is pasted with Ctrl+V into the deck-list box, and *Copy for a chat*
//! puts the pairings where `xclip -o` reads them.

use crate::desktop_x11::{App, Display, have, home, wait_for};
use netrunner_to::engine::{Command, Event, EventSettings, PlayerDetails, Structure};
use netrunner_to::io::print::RoundRef;
use netrunner_to::io::save;
use netrunner_to::io::share::{self, Style, What};
use std::io::Write as _;
use std::path::PathBuf;
use std::process::Stdio;
use std::time::Duration;

const DECK: &str = concat!(
    env!("CARGO_MANIFEST_DIR"),
    "/fixtures/decks/2017-world-champion-corp-deck.txt"
);

fn event(name: &str, players: &[&str], paired: bool) -> Event {
    let mut e = Event::new(EventSettings::new(name, Structure::Basic), 5);
    for p in players {
        e.apply(Command::AddPlayer {
            details: PlayerDetails::named(*p),
            id: None,
        })
        .unwrap();
    }
    if paired {
        e.apply(Command::PairRound).unwrap();
    }
    e
}

/// Puts `text` on the X clipboard from another process (xclip serves it in the background
/// until the display ends).
fn xclip_in(d: &Display, text: &str) {
    let mut c = d
        .command("xclip")
        .args(["-i", "-selection", "clipboard"])
        .stdin(Stdio::piped())
        .stdout(Stdio::null())
        .stderr(Stdio::null())
        .spawn()
        .unwrap();
    c.stdin.take().unwrap().write_all(text.as_bytes()).unwrap();
    assert!(c.wait().unwrap().success());
}

/// What another program reads from the X clipboard.
fn xclip_out(d: &Display) -> Option<String> {
    d.run("xclip", &["-o", "-selection", "clipboard"])
}

/// The tools these tests use.
const TOOLS: [&str; 8] = [
    "Xvfb",
    "openbox",
    "xdotool",
    "xclip",
    "xprop",
    "import",
    "convert",
    "tesseract",
];

/// A display with a window manager and the program showing a new event file (`name`, the
/// players, round 1 paired or not); `None` when a tool is missing (outside CI).
fn started(name: &str, players: &[&str], paired: bool) -> Option<(Display, App, PathBuf, Event)> {
    if !have(&TOOLS) {
        return None;
    }
    let d = Display::start(true, &[]);
    let home = home();
    let file = home
        .path()
        .join(format!("{}.json", name.to_lowercase().replace(' ', "-")));
    let e = event(name, players, paired);
    std::fs::write(&file, save::to_bytes(&e)).unwrap();
    let app = App::start(&d, home, &[&file], &[]);
    d.window(name, Duration::from_secs(60))
        .unwrap_or_else(|| panic!("no window; stderr: {}", app.stderr()));
    Some((d, app, file, e))
}

#[test]
fn text_copied_by_another_program_is_pasted_into_the_deck_list_box() {
    let Some((d, app, file, _)) = started("Clipboard Cup", &["Ann Lee", "Bo Chen"], false) else {
        return;
    };
    let deck = std::fs::read_to_string(DECK).unwrap();
    xclip_in(&d, &deck);

    let png = app.path("screen.png");
    d.click_word(&png, "Deck");
    d.click_word(&png, "Ann");
    // The paste box is below its label ("Paste the Corp list (NetrunnerDB, …)").
    let (x, y) = wait_for(Duration::from_secs(20), || d.find_word(&png, "Paste"))
        .expect("the deck-list box");
    d.click((x + 100, y + 60));
    d.run("xdotool", &["key", "ctrl+v"]);
    std::thread::sleep(Duration::from_millis(500));
    // The box holds the list: the card names show on the screen.
    let seen = wait_for(Duration::from_secs(20), || {
        let text = d.read_screen(&png);
        text.contains("Vitruvius").then_some(text)
    });
    assert!(
        seen.is_some(),
        "the pasted list is not in the box (screenshot {})",
        png.display()
    );
    // Registered and saved, the event holds the list that was on the clipboard.
    d.click_word(&png, "Register");
    d.run("xdotool", &["key", "ctrl+s"]);
    let saved = wait_for(Duration::from_secs(20), || {
        let text = std::fs::read_to_string(&file).ok()?;
        text.contains("Project Vitruvius").then_some(text)
    });
    assert!(saved.is_some(), "the saved event has no Corp list");
}

#[test]
fn copy_for_a_chat_puts_the_pairings_on_the_x_clipboard() {
    let players = [
        "Ann Lee", "Bo Chen", "Cy Ode", "Di Ray", "Ed Fox", "Fay Wong",
    ];
    let Some((d, app, _, e)) = started("Chat Cup", &players, true) else {
        return;
    };
    // Something else on the clipboard first: the copy must replace it.
    xclip_in(&d, "before");

    let png = app.path("screen.png");
    d.click_word(&png, "Rounds");
    d.click_word(&png, "chat");
    let expected = share::text(&e, What::Pairings(Some(RoundRef::Swiss(1))), Style::Text).unwrap();
    let copied = wait_for(Duration::from_secs(20), || {
        xclip_out(&d).filter(|t| t != "before")
    });
    assert_eq!(
        copied.as_deref().map(str::trim_end),
        Some(expected.trim_end()),
        "screenshot {}",
        png.display()
    );
    assert!(expected.contains("Ann Lee"));
}
