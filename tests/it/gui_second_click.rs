//! Issue 33, item 2: a second click 0.6 s after *Pair …* landed on the result button that
//! appeared under the pointer and recorded a result (0–6; after *Pair the grand final*, the
//! champion). A result button that appears under a pointer that has not moved ignores clicks
//! until the pointer moves or 1.5 s have passed; ending the event asks first (the bracket
//! tests in `gui_bracket`/`gui_event` answer that question, `Rig::confirm_end`).

#![allow(clippy::unwrap_used, clippy::expect_used, clippy::panic)] // test code

use crate::support::app as support;
use egui_kittest::Harness;
use egui_kittest::kittest::Queryable;
use netrunner_to::app::screens::Screen;
use netrunner_to::app::{Action, NetrunnerApp};
use netrunner_to::engine::{Command, EventSettings, MatchResult, PlayerDetails, Structure};

const NAMES: [&str; 8] = ["Ann", "Bo", "Cy", "Di", "Eve", "Fay", "Gus", "Hal"];

/// An app with an 8-player double-sided event on the Rounds screen, nothing paired.
fn app(dir: &tempfile::TempDir) -> Harness<'static, NetrunnerApp> {
    let mut app = support::new(dir.path(), 1_700_000_000_000);
    let settings = EventSettings::new("Click Cup", Structure::Basic);
    let players = NAMES.iter().map(|n| PlayerDetails::named(*n)).collect();
    support::open_event(&mut app, settings, 7, players);
    app.push(Action::Goto(Screen::Rounds));
    let builder = Harness::builder()
        .with_size(egui::vec2(1280.0, 800.0))
        .allow_missing_glyphs();
    let mut h = support::harness_with(builder, app);
    h.run_steps(4);
    h
}

fn pair(h: &mut Harness<'static, NetrunnerApp>) {
    h.state_mut().push(Action::Apply(Command::PairRound));
    h.run_steps(4);
    assert!(
        h.state().event().unwrap().round(1).is_some(),
        "round 1 paired"
    );
}

fn results(h: &Harness<'static, NetrunnerApp>) -> Vec<MatchResult> {
    let round = h.state().event().unwrap().round(1).unwrap();
    round.pairings.iter().filter_map(|p| p.result).collect()
}

/// A click at `pos` with no pointer movement (what a second click of the same spot is).
fn click_in_place(h: &mut Harness<'static, NetrunnerApp>, pos: egui::Pos2) {
    for pressed in [true, false] {
        h.input_mut().events.push(egui::Event::PointerButton {
            pos,
            button: egui::PointerButton::Primary,
            pressed,
            modifiers: egui::Modifiers::default(),
        });
        h.step();
    }
    h.run_steps(2);
}

/// Where the selected table's "0-6" button shows once round 1 is paired.
fn where_0_6_shows() -> egui::Pos2 {
    let dir = tempfile::tempdir().unwrap();
    let mut h = app(&dir);
    pair(&mut h);
    h.get_by_label("0-6").rect().center()
}

#[test]
fn a_result_button_that_appears_under_a_still_pointer_ignores_its_click() {
    let at = where_0_6_shows();
    let dir = tempfile::tempdir().unwrap();
    let mut h = app(&dir);
    // The pointer rests where "0-6" will appear; the round is paired under it.
    h.input_mut().events.push(egui::Event::PointerMoved(at));
    h.run_steps(2);
    pair(&mut h);
    assert_eq!(h.get_by_label("0-6").rect().center(), at);
    click_in_place(&mut h, at);
    assert_eq!(
        results(&h),
        vec![],
        "a click on a result button that appeared under a still pointer recorded a result"
    );
    // Moved onto it, a click records the result.
    h.input_mut()
        .events
        .push(egui::Event::PointerMoved(at + egui::vec2(3.0, 0.0)));
    h.run_steps(1);
    click_in_place(&mut h, at + egui::vec2(3.0, 0.0));
    assert_eq!(
        results(&h).len(),
        1,
        "a deliberate click records the result"
    );
}

#[test]
fn a_result_button_under_a_still_pointer_takes_a_click_after_a_moment() {
    let at = where_0_6_shows();
    let dir = tempfile::tempdir().unwrap();
    let mut h = app(&dir);
    h.input_mut().events.push(egui::Event::PointerMoved(at));
    h.run_steps(2);
    pair(&mut h);
    // The harness's clock moves a quarter second a frame: 2 s later, the click counts.
    h.run_steps(8);
    click_in_place(&mut h, at);
    assert_eq!(results(&h).len(), 1);
}
