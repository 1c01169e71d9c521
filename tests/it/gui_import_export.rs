//! File > Import players… and File > Export driven through the real app with egui_kittest
//! (no file-dialog portal: paths are typed, as under Xvfb). Assertions are on the event and on
//! the files written.
#![allow(clippy::unwrap_used, clippy::expect_used, clippy::panic)] // test code: a failed step is a failed test

use crate::support::app as support;
use egui::accesskit::Role;
use egui::{Key, Modifiers};
use egui_kittest::Harness;
use egui_kittest::kittest::Queryable;
use netrunner_to::app::{Action, NetrunnerApp};
use netrunner_to::engine::{Command, Event, EventSettings, PlayerDetails, Structure};
use netrunner_to::io::csv::BOM;

const FIXED_MS: i64 = 1_700_000_000_000;
const PLAYERS: &str = concat!(env!("CARGO_MANIFEST_DIR"), "/fixtures/players");

/// The app with a new event holding one registered player.
fn harness() -> (tempfile::TempDir, Harness<'static, NetrunnerApp>) {
    let dir = tempfile::tempdir().unwrap();
    let mut app = support::new(dir.path(), FIXED_MS);
    let settings = EventSettings::new("Store Champs", Structure::Basic);
    support::open_event(
        &mut app,
        settings,
        7,
        vec![PlayerDetails::named("Registered Rita")],
    );
    let mut h = support::harness(app, 1280.0, 900.0);
    h.run();
    (dir, h)
}

fn event<'a>(h: &'a Harness<'_, NetrunnerApp>) -> &'a Event {
    h.state().event().unwrap()
}

fn button(h: &mut Harness<'_, NetrunnerApp>, label: &str) {
    h.get_by_role_and_label(Role::Button, label).click();
    h.run();
}

/// File menu, then an item (and a submenu item).
fn menu(h: &mut Harness<'_, NetrunnerApp>, path: &[&str]) {
    button(h, "File");
    for item in path {
        h.get_by_label(item).hover();
        h.run();
        h.get_by_label(item).click();
        h.run();
    }
}

/// Opens the import dialog from the File menu and previews `file` (typed path).
fn open_preview(h: &mut Harness<'_, NetrunnerApp>, file: &str) {
    menu(h, &["Import players…"]);
    assert!(h.state().import_dialog.is_some(), "the dialog is open");
    h.get_by_label("Player list file").click();
    h.run();
    h.event(egui::Event::Text(format!("{PLAYERS}/{file}")));
    h.run();
    button(h, "Preview");
}

#[test]
fn the_preview_shows_every_rows_problems_and_cancel_adds_nothing() {
    let (_dir, mut h) = harness();
    open_preview(&mut h, "duplicates.csv");
    // Rows with their problems, on screen.
    h.get_by_label("already registered as \"Registered Rita\"");
    h.get_by_label("duplicate name: line 2 has the same name");
    h.get_by_label("duplicate name: line 5 has the same name");
    h.get_by_label(
        "Corp identity \"Azmari EdTech\" completed to \"Azmari EdTech: Shaping the Future\"",
    );
    h.get_by_label("2 to add, 3 left out");
    assert_eq!(h.get_all_by_label("left out").count(), 3);
    h.get_by_role_and_label(Role::Button, "Add 2 players");
    let history = event(&h).history().len();
    button(&mut h, "Cancel");
    assert!(h.state().import_dialog.is_none(), "closed");
    assert_eq!(event(&h).players().len(), 1, "nothing added");
    assert_eq!(event(&h).history().len(), history);
    assert!(h.state().status.contains("nothing was added"));
}

#[test]
fn unknown_identities_and_bad_files_show_in_the_dialog() {
    let (_dir, mut h) = harness();
    open_preview(&mut h, "unknown_identities.csv");
    h.get_by_label("unknown Corp identity \"HB ETF\" (kept as typed)");
    h.get_by_label(
        "unknown Corp identity \"Gagarin\" (kept as typed; did you mean \"Gagarin Deep Space: Expanding the Horizon\"?)",
    );
    h.get_by_role_and_label(Role::Button, "Add 4 players");
    // A file that does not exist: an error in the dialog, nothing to add.
    h.get_by_label("Player list file").focus();
    h.run();
    assert!(h.get_by_label("Player list file").is_focused());
    h.key_press_modifiers(Modifiers::COMMAND, Key::A);
    h.event(egui::Event::Text(format!("{PLAYERS}/missing.csv")));
    h.run();
    button(&mut h, "Preview");
    assert!(h.query_by_label_contains("missing.csv: ").is_some());
    assert!(h.state().import_dialog.as_ref().unwrap().preview.is_none());
    // "Add 0 players" is disabled: clicking it does nothing.
    button(&mut h, "Add 0 players");
    assert!(h.state().import_dialog.is_some());
    button(&mut h, "Cancel");
    assert_eq!(event(&h).players().len(), 1);
}

#[test]
fn add_registers_the_accepted_players_and_ctrl_z_undoes_the_whole_import() {
    let (_dir, mut h) = harness();
    open_preview(&mut h, "semicolon_european.csv");
    h.get_by_label_contains("semicolon-separated");
    button(&mut h, "Add 3 players");
    assert!(h.state().import_dialog.is_none());
    let e = event(&h);
    assert_eq!(e.players().len(), 4);
    assert_eq!(
        e.find_player("Müller, Jo").unwrap().corp.as_deref(),
        Some("NBN: Making News")
    );
    assert!(matches!(
        e.history().last().unwrap().command,
        Command::AddPlayers { .. }
    ));
    assert!(h.state().status.contains("imported 3 players"));
    // The players screen lists them.
    h.get_by_label("Élodie Dupré");
    // One undo removes the whole import.
    h.key_press_modifiers(Modifiers::COMMAND, Key::Z);
    h.run();
    let names: Vec<&str> = event(&h)
        .players()
        .iter()
        .map(|p| p.name.as_str())
        .collect();
    assert_eq!(names, ["Registered Rita"]);
    // And redo brings it back in one step.
    h.key_press_modifiers(Modifiers::COMMAND, Key::Y);
    h.run();
    assert_eq!(event(&h).players().len(), 4);
}

#[test]
fn export_menu_writes_each_file_to_a_typed_path() {
    let (dir, mut h) = harness();
    h.state_mut().push(Action::Apply(Command::AddPlayers {
        players: vec![
            PlayerDetails {
                name: "=Ann".into(),
                corp: Some("Personal Evolution".into()),
                runner: Some("Hayley Kaplan".into()),
                ..Default::default()
            },
            PlayerDetails::named("Bob"),
            PlayerDetails::named("Cleo"),
        ],
    }));
    h.run();
    h.state_mut().push(Action::Apply(Command::PairRound));
    h.run();
    let cases = [
        ("players (CSV)", "players.csv"),
        ("standings (CSV)", "standings.csv"),
        ("pairings (CSV)", "pairings.csv"),
        ("game results (CSV)", "games.csv"),
        ("NRTM results for AlwaysBeRunning (JSON)", "results.json"),
    ];
    for (item, file) in cases {
        menu(&mut h, &["Export", item]);
        if file == "results.json" {
            // The event has no date: the NRTM export asks for it first.
            h.get_by_label("Date (YYYY-MM-DD)").click();
            h.run();
            h.event(egui::Event::Text("2024-05-04".into()));
            h.run();
            button(&mut h, "Set the date and export");
            assert_eq!(event(&h).settings().date.as_deref(), Some("2024-05-04"));
        }
        // No dialog available: the app asks for a typed path.
        let path = dir.path().join(file);
        // The path field has the focus.
        h.event(egui::Event::Text(path.display().to_string()));
        h.run();
        button(&mut h, "OK");
        assert!(path.exists(), "{item}: {}", h.state().status);
        assert!(h.state().error.is_none(), "{:?}", h.state().error);
    }
    let e = event(&h).clone();
    let read = |f: &str| std::fs::read(dir.path().join(f)).unwrap();
    assert_eq!(read("players.csv"), netrunner_to::io::csv::players_csv(&e));
    assert_eq!(
        read("standings.csv"),
        netrunner_to::io::csv::standings_csv(&e)
    );
    assert_eq!(
        read("pairings.csv"),
        netrunner_to::io::csv::pairings_csv(&e, 1).unwrap()
    );
    assert_eq!(read("games.csv"), netrunner_to::io::csv::games_csv(&e));
    let players = String::from_utf8(read("players.csv")).unwrap();
    assert!(players.as_bytes().starts_with(BOM));
    assert!(
        players.contains("\n2,'=Ann,,,Personal Evolution,Hayley Kaplan,active,"),
        "{players}"
    );
    let json: serde_json::Value = serde_json::from_slice(&read("results.json")).unwrap();
    assert_eq!(json["uploadedFrom"], "Netrunner TO");
    assert_eq!(json["date"], "2024-05-04");
    let ann = json["players"]
        .as_array()
        .unwrap()
        .iter()
        .find(|p| p["name"] == "=Ann")
        .unwrap();
    assert_eq!(ann["corpIdentity"], "Jinteki: Personal Evolution");
    assert_eq!(ann["runnerIdentity"], "Hayley Kaplan: Universal Scholar");
}

/// Opening an Aesop's Tables 2023 results file (issue 23): the app says which dialect it read and
/// how the published standings compare, and asks for the date the file lacks when exporting.
#[test]
fn an_aesops_2023_file_opens_and_its_export_asks_for_the_date() {
    let (dir, mut h) = harness();
    let file = concat!(
        env!("CARGO_MANIFEST_DIR"),
        "/fixtures/nrtm/aesops_2023_single_sided.json"
    );
    h.state_mut()
        .push(Action::Open(std::path::PathBuf::from(file)));
    h.run();
    // The open event was never saved to a file: the app asks before leaving it.
    h.get_by_label_contains("This event was never saved to a file");
    button(&mut h, "Keep it unsaved");
    let app = h.state();
    assert!(app.error.is_none(), "{:?}", app.error);
    assert!(
        app.status.contains("read as Aesop's Tables (2023"),
        "{}",
        app.status
    );
    assert_eq!(
        app.notices.first().map(String::as_str),
        Some("the published standings match the recomputed ones")
    );
    assert!(
        app.notices.iter().any(|n| n.contains("no date")),
        "{:?}",
        app.notices
    );
    assert_eq!(event(&h).players().len(), 66);
    // Export without a date: the file's date is empty.
    menu(
        &mut h,
        &["Export", "NRTM results for AlwaysBeRunning (JSON)"],
    );
    button(&mut h, "Export without a date");
    let path = dir.path().join("undated.json");
    h.event(egui::Event::Text(path.display().to_string()));
    h.run();
    button(&mut h, "OK");
    let json: serde_json::Value = serde_json::from_slice(&std::fs::read(&path).unwrap()).unwrap();
    assert_eq!(json["date"], "");
    assert!(event(&h).settings().date.is_none());
    // A date that is not one is refused in the dialog; nothing changes.
    menu(
        &mut h,
        &["Export", "NRTM results for AlwaysBeRunning (JSON)"],
    );
    h.get_by_label("Date (YYYY-MM-DD)").click();
    h.run();
    h.event(egui::Event::Text("10/06/2023".into()));
    h.run();
    button(&mut h, "Set the date and export");
    assert!(
        h.query_by_label_contains("is not a date in the form YYYY-MM-DD")
            .is_some()
    );
    assert!(event(&h).settings().date.is_none());
    button(&mut h, "Cancel");
}

/// Typed paths (no file dialog): Save As and Export suggest a full file name, selected so that
/// typing replaces it; Enter is OK; a folder, or a folder that does not exist, is explained in
/// the dialog and nothing is written; the pairings CSV asks for its round and names it.
#[test]
fn typed_paths_suggest_full_names_take_enter_and_explain_what_is_wrong() {
    let (dir, mut h) = harness();
    for n in ["Ann", "Bob", "Cleo"] {
        h.state_mut().push(Action::Apply(Command::AddPlayer {
            details: PlayerDetails::named(n),
            id: None,
        }));
    }
    h.state_mut().push(Action::Apply(Command::PairRound));
    h.run();
    // Save As: a full name is suggested.
    h.state_mut().push(Action::SaveAsDialog);
    h.run();
    let field = h.get_by_role_and_label(
        Role::TextInput,
        "Type the file's path (~ is your home folder), then Enter:",
    );
    let suggested = field.value().unwrap();
    assert!(suggested.ends_with("store-champs.json"), "{suggested}");
    // A folder is not a file: said in words, in the dialog.
    let folder = dir.path().display().to_string();
    h.event(egui::Event::Text(folder.clone()));
    h.run();
    h.key_press(Key::Enter);
    h.run();
    assert!(
        h.query_by_label_contains("is a folder: add the file's name after it")
            .is_some()
    );
    assert!(h.state().doc.as_ref().unwrap().path.is_none(), "not saved");
    // A folder that does not exist.
    h.key_press_modifiers(Modifiers::COMMAND, Key::A);
    h.event(egui::Event::Text(format!("{folder}/no/such/champs.json")));
    h.run();
    h.key_press(Key::Enter);
    h.run();
    assert!(h.query_by_label_contains("There is no folder").is_some());
    // A name without its extension gets it; Enter saves.
    h.key_press_modifiers(Modifiers::COMMAND, Key::A);
    h.event(egui::Event::Text(format!("{folder}/champs")));
    h.run();
    h.key_press(Key::Enter);
    h.run();
    let saved = dir.path().join("champs.json");
    assert_eq!(
        h.state().doc.as_ref().unwrap().path.as_deref(),
        Some(saved.as_path())
    );
    // Export: the full suggested name next to the event file; Enter alone writes it.
    menu(&mut h, &["Export", "standings (CSV)"]);
    h.key_press(Key::Enter);
    h.run();
    assert!(dir.path().join("store-champs-standings.csv").exists());
    // A name without a folder goes beside the event file, not where the app was started.
    menu(&mut h, &["Export", "players (CSV)"]);
    h.event(egui::Event::Text("door-list".into()));
    h.run();
    h.key_press(Key::Enter);
    h.run();
    assert!(dir.path().join("door-list.csv").exists());
    assert!(!std::path::Path::new("door-list.csv").exists());
    // The pairings CSV: round 2 by default, round 1 chosen, the round in the name and file.
    let results = event(&h)
        .round(1)
        .unwrap()
        .unreported_tables()
        .into_iter()
        .map(|t| (t, netrunner_to::engine::MatchResult::IntentionalSplit))
        .collect();
    h.state_mut()
        .push(Action::Apply(Command::ReportResults { round: 1, results }));
    h.state_mut().push(Action::Apply(Command::PairRound));
    h.run();
    menu(&mut h, &["Export", "pairings (CSV)"]);
    let path = |h: &Harness<'_, NetrunnerApp>| {
        h.get_by_role_and_label(
            Role::TextInput,
            "Type the file's path (~ is your home folder), then Enter:",
        )
        .value()
        .unwrap()
    };
    assert!(
        path(&h).ends_with("store-champs-round-2-pairings.csv"),
        "{}",
        path(&h)
    );
    h.get_by_role_and_label(Role::ComboBox, "Round").click();
    h.run();
    h.get_by_label("Round 1").click();
    h.run();
    assert!(
        path(&h).ends_with("store-champs-round-1-pairings.csv"),
        "{}",
        path(&h)
    );
    button(&mut h, "OK");
    let written = std::fs::read(dir.path().join("store-champs-round-1-pairings.csv")).unwrap();
    assert_eq!(
        written,
        netrunner_to::io::csv::pairings_csv(event(&h), 1).unwrap()
    );
    let text = String::from_utf8(written).unwrap();
    assert!(text.contains("Round,Table,"), "{text}");
}
