//! The start screen, the event settings dialog and what the app remembers between starts,
//! through the real app (egui_kittest): Enter creates the event, a validation message goes once
//! the field is fixed, Edit ▸ Event settings… changes the name, date and structure (with the
//! fixed structure's warning), the event in progress and its projector window open again at the
//! next start, recent events show their name and date.

use egui::accesskit::Role;
use egui_kittest::Harness;
use egui_kittest::kittest::Queryable as _;
use netrunner_to::app::screens::{Screen, progress_lines};
use netrunner_to::app::{Action, NetrunnerApp};
use netrunner_to::engine::command::{EliminationOutcome, SideChoice};
use netrunner_to::engine::{
    Command, CutSize, Event, EventSettings, PlayerDetails, Side, Structure, Suggestion,
};
use std::path::Path;

const T0: i64 = 1_750_000_000_000;

fn harness(data: &Path) -> Harness<'static, NetrunnerApp> {
    let app = crate::support::app::new(data, T0);
    let builder = Harness::builder()
        .with_size(egui::vec2(1280.0, 800.0))
        .with_max_steps(40);
    let mut h = crate::support::app::harness_with(builder, app);
    h.run_steps(4);
    h
}

fn settle(h: &mut Harness<'_, NetrunnerApp>) {
    crate::support::app::settle(h);
}

fn type_into(h: &mut Harness<'_, NetrunnerApp>, label: &str, text: &str) {
    h.get_by_role_and_label(Role::TextInput, label).click();
    settle(h);
    h.key_press_modifiers(egui::Modifiers::COMMAND, egui::Key::A);
    h.get_by_role_and_label(Role::TextInput, label)
        .type_text(text);
    settle(h);
}

fn click(h: &mut Harness<'_, NetrunnerApp>, label: &str) {
    h.get_by_label(label).click();
    settle(h);
}

fn event<'a>(h: &'a Harness<'_, NetrunnerApp>) -> &'a Event {
    h.state().event().unwrap()
}

#[test]
fn enter_in_the_name_creates_the_event_and_messages_go_once_fixed() {
    let dir = tempfile::tempdir().unwrap();
    let mut h = harness(dir.path());
    type_into(&mut h, "Date", "14.3.2026");
    type_into(&mut h, "Name", "Store Championship");
    h.key_press(egui::Key::Enter);
    settle(&mut h);
    assert!(h.state().event().is_none(), "the date is not one");
    assert!(
        h.query_by_label_contains("is not a date in the form YYYY-MM-DD")
            .is_some()
    );
    // Fixed: the message goes at once, before anything is pressed.
    type_into(&mut h, "Date", "2026-03-14");
    assert!(
        h.query_by_label_contains("is not a date in the form")
            .is_none()
    );
    h.get_by_role_and_label(Role::TextInput, "Name").click();
    settle(&mut h);
    h.key_press(egui::Key::Enter);
    settle(&mut h);
    let e = event(&h);
    assert_eq!(e.settings().name, "Store Championship");
    assert_eq!(e.settings().date.as_deref(), Some("2026-03-14"));
}

/// A 12-player event with round 1 paired: the structure (basic: 4 rounds, top 4) is fixed.
fn paired_event(h: &mut Harness<'_, NetrunnerApp>) {
    h.state_mut().push(Action::NewEvent {
        settings: EventSettings::new("Thursday Store Champs", Structure::Basic),
        seed: 3,
    });
    h.state_mut().push(Action::Apply(Command::AddPlayers {
        players: (1..=12)
            .map(|i| PlayerDetails::named(format!("Player {i}")))
            .collect(),
    }));
    h.state_mut().push(Action::Apply(Command::PairRound));
    settle(h);
    h.state_mut().status.clear();
    assert!(event(h).fixed_structure().is_some());
}

#[test]
fn event_settings_change_the_name_date_and_the_fixed_structure_with_a_warning() {
    let dir = tempfile::tempdir().unwrap();
    let mut h = harness(dir.path());
    paired_event(&mut h);
    h.state_mut().push(Action::Goto(Screen::Players));
    settle(&mut h);
    click(&mut h, "Event settings\u{2026}");
    h.run_steps(20);
    assert!(h.state().settings_dialog.is_some());
    // The form shows the event as it is; the format cannot change after round 1.
    assert_eq!(
        h.get_by_role_and_label(Role::TextInput, "Name")
            .value()
            .as_deref(),
        Some("Thursday Store Champs")
    );
    // The dialog names the format (the Players screen behind it shows it too).
    assert!(
        h.query_all_by_label("Constructed: double-sided Swiss (v3.2)")
            .count()
            >= 2
    );
    assert!(
        h.query_by_label_contains(
            "The event plans 4 Swiss rounds, top 4 (fixed when round 1 was paired, 12 players)"
        )
        .is_some()
    );
    type_into(&mut h, "Name", "Store Championship");
    type_into(&mut h, "Date", "14.3.2026");
    click(&mut h, "Save settings");
    assert!(
        h.query_by_label_contains("is not a date in the form YYYY-MM-DD")
            .is_some()
    );
    assert_eq!(
        event(&h).settings().name,
        "Thursday Store Champs",
        "nothing saved"
    );
    type_into(&mut h, "Date", "2026-3-14");
    assert!(h.query_by_label_contains("is not a date").is_none());
    // A custom structure of 3 rounds without a cut: the dialog says what changes.
    click(&mut h, "Custom");
    h.get_by_role_and_label(Role::SpinButton, "Swiss rounds")
        .set_value_accesskit(3.0);
    settle(&mut h);
    click(&mut h, "no cut");
    assert!(
        h.query_by_label_contains(
            "Round 1 has been paired: the event announced 4 Swiss rounds, top 4. Saving changes it to 3 Swiss rounds, no cut"
        )
        .is_some()
    );
    // Enter in a text field saves.
    h.get_by_role_and_label(Role::TextInput, "Name").click();
    settle(&mut h);
    h.key_press(egui::Key::Enter);
    settle(&mut h);
    assert!(h.state().settings_dialog.is_none());
    let e = event(&h);
    assert_eq!(e.settings().name, "Store Championship");
    assert_eq!(e.settings().date.as_deref(), Some("2026-03-14"));
    assert_eq!(
        e.planned(),
        Suggestion {
            rounds: 3,
            cut: CutSize::None
        }
    );
    assert!(
        h.state()
            .notices
            .iter()
            .any(|n| n.contains("changes to 3 Swiss rounds, no cut")),
        "the engine's warning is shown: {:?}",
        h.state().notices
    );
    // Cancel and Escape change nothing.
    h.state_mut().push(Action::EventSettings);
    h.run_steps(20);
    type_into(&mut h, "Name", "Something else");
    h.key_press(egui::Key::Escape);
    settle(&mut h);
    assert!(h.state().settings_dialog.is_none());
    assert_eq!(event(&h).settings().name, "Store Championship");
}

#[test]
fn the_event_in_progress_and_its_projector_open_again_at_the_next_start() {
    let dir = tempfile::tempdir().unwrap();
    let data = dir.path().join("data");
    let file = dir.path().join("champs.json");
    {
        let mut h = harness(&data);
        paired_event(&mut h);
        h.state_mut().push(Action::SaveAs(file.clone()));
        h.state_mut().push(Action::Projector(true));
        settle(&mut h);
        assert!(file.exists());
    }
    let mut h = harness(&data);
    settle(&mut h);
    assert_eq!(
        h.state().doc.as_ref().unwrap().path.as_deref(),
        Some(file.as_path())
    );
    assert_eq!(event(&h).settings().name, "Thursday Store Champs");
    assert!(h.state().projector, "the projector window is open again");
    // Closed events do not come back; the recent list names them with their date (written
    // the language's way).
    let mut settings = event(&h).settings().clone();
    settings.date = Some("2026-03-14".into());
    h.state_mut()
        .push(Action::Apply(Command::EditSettings { settings }));
    h.state_mut().push(Action::Close);
    settle(&mut h);
    drop(h);
    let mut h = harness(&data);
    settle(&mut h);
    assert!(h.state().event().is_none());
    let link = h.get_by_label("Thursday Store Champs (14 March 2026)");
    link.click();
    settle(&mut h);
    assert_eq!(event(&h).settings().name, "Thursday Store Champs");
}

#[test]
fn the_navigation_says_where_a_finished_event_stands() {
    let dir = tempfile::tempdir().unwrap();
    let mut h = harness(dir.path());
    h.state_mut().push(Action::NewEvent {
        settings: EventSettings::new("Cut early", Structure::Basic),
        seed: 3,
    });
    h.state_mut().push(Action::Apply(Command::AddPlayers {
        players: (1..=12)
            .map(|i| PlayerDetails::named(format!("Player {i}")))
            .collect(),
    }));
    settle(&mut h);
    assert_eq!(progress_lines(event(&h)), ["0 of 4 rounds"]);
    for r in 1..=3 {
        h.state_mut().push(Action::Apply(Command::PairRound));
        settle(&mut h);
        let results = event(&h)
            .round(r)
            .unwrap()
            .unreported_tables()
            .into_iter()
            .map(|t| (t, netrunner_to::engine::MatchResult::IntentionalSplit))
            .collect();
        h.state_mut()
            .push(Action::Apply(Command::ReportResults { round: r, results }));
    }
    h.state_mut().push(Action::Apply(Command::Cut {
        size: CutSize::Top4,
        kind: None,
        seeds: None,
    }));
    settle(&mut h);
    assert_eq!(
        progress_lines(event(&h)),
        ["3 Swiss rounds", "Top 4: round 1"]
    );
    // Play the bracket out: the higher seed (player 1 of each game) wins every game.
    h.state_mut().push(Action::Apply(Command::PairElimination {
        choices: vec![
            SideChoice {
                game: 1,
                side: Side::Corp,
            },
            SideChoice {
                game: 2,
                side: Side::Corp,
            },
        ],
    }));
    settle(&mut h);
    while let Some((_, games)) = event(&h).next_elimination_games() {
        if !games.is_empty() {
            h.state_mut()
                .push(Action::Apply(Command::PairElimination { choices: vec![] }));
            settle(&mut h);
        }
        let b = event(&h).cut().unwrap();
        let ready: Vec<_> = b
            .games()
            .into_iter()
            .filter(|g| g.result.is_none() && g.sides.is_some())
            .filter_map(|g| g.pair().map(|(a, _)| (g.number(), a)))
            .collect();
        for (game, player) in ready {
            h.state_mut()
                .push(Action::Apply(Command::ReportElimination {
                    game,
                    outcome: EliminationOutcome::Winner { player },
                }));
        }
        settle(&mut h);
    }
    assert!(event(&h).cut().unwrap().is_finished());
    assert_eq!(
        progress_lines(event(&h)),
        ["3 Swiss rounds", "Top 4 finished"]
    );
    assert!(h.query_by_label("Top 4 finished").is_some());
}
