//! Sharing in a chat and the streaming marks in the app (issue 22), driven with egui_kittest:
//! the No video box on the Players screen, the camera marks and "Feature table" on the Rounds
//! screen, the copy buttons (the text on the clipboard), the Event menu, and the projector.

use crate::support::app as support;
use egui::accesskit::Role;
use egui_kittest::Harness;
use egui_kittest::kittest::Queryable;
use netrunner_to::app::screens::Screen;
use netrunner_to::app::screens::clock::{ClockState, projector_lines, projector_ui};
use netrunner_to::app::{Action, NetrunnerApp};
use netrunner_to::engine::{Command, Event, EventSettings, PlayerDetails, RoundRef, Structure};

const FIXED_MS: i64 = 1_700_000_000_000;

fn app(players: &[(&str, bool)]) -> (tempfile::TempDir, Harness<'static, NetrunnerApp>) {
    let dir = tempfile::tempdir().unwrap();
    let mut app = support::new(dir.path(), FIXED_MS);
    let players = players
        .iter()
        .map(|(n, no_video)| PlayerDetails {
            name: n.to_string(),
            corp: Some("Haas-Bioroid: Precision Design".into()),
            no_video: *no_video,
            ..Default::default()
        })
        .collect();
    let settings = EventSettings::new("Stream *Night*", Structure::Basic);
    support::open_event(&mut app, settings, 3, players);
    let builder = Harness::builder()
        .with_size(egui::vec2(1280.0, 800.0))
        .allow_missing_glyphs()
        .with_accessibility_check(false);
    let h = support::harness_with(builder, app);
    (dir, h)
}

fn frames(h: &mut Harness<'_, NetrunnerApp>) {
    h.run_steps(4);
}

fn event<'a>(h: &'a Harness<'_, NetrunnerApp>) -> &'a Event {
    h.state().event().unwrap()
}

/// Clicks a button and returns the text the app put on the clipboard in the frames after.
pub(crate) fn copied(h: &mut Harness<'_, NetrunnerApp>, button: &str) -> String {
    h.get_by_role_and_label(Role::Button, button).click();
    for _ in 0..4 {
        h.step();
        for c in &h.output().platform_output.commands {
            if let egui::OutputCommand::CopyText(text) = c {
                return text.clone();
            }
        }
    }
    panic!("{button} copied nothing; status: {}", h.state().status);
}

#[test]
fn the_players_screen_registers_and_edits_no_video() {
    let (_d, mut h) = app(&[("Ann", false)]);
    h.state_mut().push(Action::Goto(Screen::Players));
    frames(&mut h);
    h.get_by_label("Player name").click();
    frames(&mut h);
    h.get_by_label("Player name").type_text("Bo");
    h.get_by_role_and_label(Role::CheckBox, "No video").click();
    frames(&mut h);
    h.get_by_role_and_label(Role::Button, "Add player").click();
    frames(&mut h);
    let bo = event(&h).find_player("Bo").unwrap();
    assert!(bo.no_video, "registered with no video");
    // The list marks Bo with the crossed camera, and not Ann.
    assert!(h.query_by_label("No video: Bo").is_some());
    assert!(h.query_by_label("No video: Ann").is_none());
    // Editing Ann: the box is there, ticked off; tick it and save.
    h.get_by_label("Edit Ann").click();
    frames(&mut h);
    h.get_by_role_and_label(Role::CheckBox, "Edit no video")
        .click();
    frames(&mut h);
    h.get_by_role_and_label(Role::Button, "Save").click();
    frames(&mut h);
    assert!(event(&h).find_player("Ann").unwrap().no_video);
    assert!(h.query_by_label("No video: Ann").is_some());
}

#[test]
fn the_rounds_screen_marks_features_and_copies_for_a_chat() {
    let names = [
        ("Ann", false),
        ("Bo_b", true),
        ("Cy|d", false),
        ("Di", false),
    ];
    let (_d, mut h) = app(&names);
    h.state_mut().push(Action::Goto(Screen::Rounds));
    frames(&mut h);
    // Before round 1: the standings copied for a chat name no identity.
    h.state_mut().push(Action::Goto(Screen::Standings));
    frames(&mut h);
    let text = copied(&mut h, "Copy for a chat");
    assert!(
        text.contains("before round 1") && text.contains("Bo_b"),
        "{text}"
    );
    assert!(!text.contains("Precision"), "{text}");
    assert!(h.state().status.starts_with("copied the standings as text"));

    h.state_mut().push(Action::Apply(Command::PairRound));
    h.state_mut().push(Action::Goto(Screen::Rounds));
    frames(&mut h);
    // Bo_b's name carries the crossed camera.
    assert!(h.query_by_label("No video: Bo_b").is_some());
    let bo_table = event(&h)
        .round(1)
        .unwrap()
        .pairing_of(event(&h).find_player("Bo_b").unwrap().id)
        .unwrap()
        .table;
    h.get_by_role_and_label(Role::Button, &format!("Table {bo_table}"))
        .click();
    frames(&mut h);
    assert!(h.query_by_label("no video").is_some());
    // Feature another table: the table number gets the camera.
    let other = if bo_table == 1 { 2 } else { 1 };
    h.get_by_role_and_label(Role::Button, &format!("Table {other}"))
        .click();
    frames(&mut h);
    h.get_by_role_and_label(Role::Button, &format!("Feature table {other}"))
        .click();
    frames(&mut h);
    assert_eq!(event(&h).featured_table(RoundRef::Swiss(1)), Some(other));
    assert!(
        h.query_by_label(&format!("Featured table {other}"))
            .is_some()
    );
    // The round copied as Markdown: names escaped, the featured table named.
    let md = copied(&mut h, "Copy as Markdown");
    assert!(
        md.starts_with("**Stream \\*Night\\*: Round 1 pairings**"),
        "{md}"
    );
    assert!(md.contains("Bo\\_b") && md.contains("Cy\\|d"), "{md}");
    assert!(md.contains(&format!("| {other} (on stream) |")), "{md}");
    // Undo clears the mark.
    h.get_by_role_and_label(Role::Button, &format!("Stop featuring table {other}"))
        .click();
    frames(&mut h);
    assert_eq!(event(&h).featured_table(RoundRef::Swiss(1)), None);
}

#[test]
fn the_event_menu_copies_the_current_round() {
    let (_d, mut h) = app(&[("Ann", false), ("Bo", false)]);
    h.state_mut().push(Action::Apply(Command::PairRound));
    frames(&mut h);
    h.get_by_label("Event").click();
    frames(&mut h);
    h.get_by_label("Copy for a chat").hover();
    frames(&mut h);
    let text = copied(&mut h, "Round 1 pairings");
    assert!(text.contains("Table 1: "), "{text}");
}

#[test]
fn the_projector_shows_the_featured_table_and_no_video_players() {
    let mut e = Event::new(EventSettings::new("Projector", Structure::Basic), 5);
    for (n, nv) in [("Ann", true), ("Bo", false), ("Cy", false), ("Di", false)] {
        let mut d = PlayerDetails::named(n);
        d.no_video = nv;
        e.apply(Command::AddPlayer {
            details: d,
            id: None,
        })
        .unwrap();
    }
    e.apply(Command::PairRound).unwrap();
    e.apply(Command::SetFeaturedTable {
        round: RoundRef::Swiss(1),
        table: Some(2),
    })
    .unwrap();
    let lines = projector_lines(&e, netrunner_to::i18n::Lang::ENGLISH);
    assert_eq!(lines.iter().filter(|l| l.featured).count(), 2);
    assert_eq!(lines.iter().filter(|l| l.no_video).count(), 1);
    let state = ClockState {
        show_pairings: true,
        ..Default::default()
    };
    let mut h = Harness::builder()
        .with_size(egui::vec2(1280.0, 900.0))
        .build_ui(|ui| projector_ui(ui, &e, &state, FIXED_MS));
    h.run();
    assert!(h.query_by_label("On stream: table 2").is_some());
    assert!(h.query_by_label("No video: Ann").is_some());
    assert_eq!(h.query_all_by_label("Featured table 2").count(), 3);
}

/// The app with `event` opened from a file, on `screen`.
fn opened(event: &Event, screen: Screen) -> (tempfile::TempDir, Harness<'static, NetrunnerApp>) {
    let dir = tempfile::tempdir().unwrap();
    let path = dir.path().join("event.json");
    netrunner_to::io::save::save(&path, event).unwrap();
    let mut app = NetrunnerApp::new(dir.path().to_path_buf(), Box::new(|| FIXED_MS));
    app.use_dialogs = false;
    app.push(Action::Open(path));
    app.push(Action::Goto(screen));
    let mut h = Harness::builder()
        .with_size(egui::vec2(1280.0, 900.0))
        .allow_missing_glyphs()
        .with_accessibility_check(false)
        .build_ui_state(|ui, app: &mut NetrunnerApp| app.frame_ui(ui), app);
    frames(&mut h);
    (dir, h)
}

#[test]
fn elimination_games_and_pods_are_featured_from_their_screens() {
    let e = crate::web_pages::elimination_event();
    let game = e.cut().unwrap().games_in_round(1)[0].number();
    let (_d, mut h) = opened(&e, Screen::Bracket);
    h.get_by_role_and_label(Role::Button, &format!("Feature game {game}"))
        .click();
    frames(&mut h);
    assert_eq!(
        event(&h).featured_table(RoundRef::Elimination(1)),
        Some(game)
    );
    assert!(
        h.query_by_label(&format!("Featured table {game}"))
            .is_some()
    );

    let mut s = EventSettings::new("NAPD", Structure::Basic);
    s.format = netrunner_to::engine::Format::Napd;
    let mut e = Event::new(s, 3);
    for (n, r) in [
        ("A", "Noise"),
        ("B", "Kit"),
        ("C", "Hayley"),
        ("D", "Gabriel"),
        ("E", "Sunny"),
        ("F", "Nasir"),
        ("G", "Valencia"),
        ("H", "Andromeda"),
    ] {
        let mut d = PlayerDetails::named(n);
        d.runner = Some(r.into());
        d.no_video = n == "C";
        e.apply(Command::AddPlayer {
            details: d,
            id: None,
        })
        .unwrap();
    }
    e.apply(Command::PairPods).unwrap();
    let (_d, mut h) = opened(&e, Screen::Rounds);
    assert!(h.query_by_label("No video: C").is_some());
    h.get_by_role_and_label(Role::Button, "Feature pod 2")
        .click();
    frames(&mut h);
    assert_eq!(event(&h).featured_table(RoundRef::Swiss(1)), Some(2));
    assert!(h.query_by_label("Featured table 2").is_some());
}
