#![allow(clippy::unwrap_used, clippy::expect_used, clippy::panic)] // test code: a failed step is a failed test

//! GUI tests of the standings and clock screens and the projector's content (egui_kittest,
//! state assertions). Time is injected: the app's time source reads a cell the tests advance.

use egui::accesskit::Role;
use egui_kittest::Harness;
use egui_kittest::kittest::{NodeT as _, Queryable as _};
use netrunner_to::app::screens::Screen;
use netrunner_to::app::screens::clock::{ClockState, projector_lines, projector_ui};
use netrunner_to::app::{Action, NetrunnerApp};
use netrunner_to::engine::clock::MS_PER_MINUTE;
use netrunner_to::engine::standings::three_decimals;
use netrunner_to::engine::{Command, CutSize, Event, EventSettings, PlayerDetails, Structure};
use netrunner_to::io::result_syntax::{ResultContext, parse};
use netrunner_to::io::save;
use std::cell::Cell;
use std::rc::Rc;

const T0: i64 = 1_750_000_000_000;

struct Rig {
    harness: Harness<'static, NetrunnerApp>,
    time: Rc<Cell<i64>>,
    _dir: tempfile::TempDir,
}

impl Rig {
    fn new() -> Rig {
        let dir = tempfile::tempdir().unwrap();
        let time = Rc::new(Cell::new(T0));
        let t = time.clone();
        let app = crate::support::app::with_clock(dir.path(), move || t.get());
        let builder = Harness::builder()
            .with_size(egui::vec2(1280.0, 800.0))
            .with_max_steps(30)
            // Checked explicitly on the screens under test (`check_accessibility` below), not
            // on the start screen the app opens with.
            .with_accessibility_check(false);
        let harness = crate::support::app::harness_with(builder, app);
        Rig {
            harness,
            time,
            _dir: dir,
        }
    }

    /// Runs a few frames: enough for a click to act and the screen to show the result (`run`
    /// never settles while the app sends its window title every frame).
    fn settle(&mut self) {
        self.harness.run_steps(4);
    }

    fn app(&mut self) -> &mut NetrunnerApp {
        self.harness.state_mut()
    }

    fn event(&self) -> &Event {
        self.harness.state().event().unwrap()
    }

    /// Runs an engine command through the app, as a screen would.
    fn apply(&mut self, c: Command) {
        self.app().push(Action::Apply(c));
        self.settle();
        assert_eq!(self.harness.state().error, None, "command refused");
    }

    fn advance_minutes(&mut self, m: i64) {
        self.time.set(self.time.get() + m * MS_PER_MINUTE);
        self.settle();
    }

    fn goto(&mut self, s: Screen) {
        self.app().push(Action::Goto(s));
        self.settle();
    }

    fn click(&mut self, label: &str) {
        self.harness.get_by_label(label).click();
        self.settle();
    }

    fn field<'a>(&'a self, label: &'a str) -> egui_kittest::Node<'a> {
        self.harness.get_by_role_and_label(Role::TextInput, label)
    }

    /// Replaces the text of a field.
    fn type_into(&mut self, label: &str, text: &str) {
        self.field(label).click();
        self.settle();
        self.harness
            .key_press_modifiers(egui::Modifiers::COMMAND, egui::Key::A);
        self.settle();
        self.field(label).type_text(text);
        self.settle();
    }

    fn has_label(&self, label: &str) -> bool {
        self.harness.query_by_label(label).is_some()
    }

    /// The texts of the labels on the same line as `label`, left to right.
    fn row_of(&self, label: &str) -> Vec<String> {
        let y = self.harness.get_by_label(label).rect().center().y;
        let mut cells: Vec<(f32, String)> = self
            .harness
            .query_all_by(|n| n.role() == Role::Label)
            .filter(|n| (n.rect().center().y - y).abs() < 4.0)
            .map(|n| {
                let text = n.accesskit_node().value().unwrap_or_default();
                (n.rect().left(), text)
            })
            .collect();
        cells.sort_by(|a, b| a.0.total_cmp(&b.0));
        cells.into_iter().map(|c| c.1).collect()
    }

    /// Reports every table of the latest round with results picked by table number.
    fn report_all(&mut self, pick: impl Fn(u32) -> &'static str) {
        let e = self.event().clone();
        let round = e.rounds().last().unwrap();
        let results = round
            .pairings
            .iter()
            .filter(|p| p.p2.is_some())
            .map(|p| {
                let ctx = ResultContext::for_pairing(e.settings().format, p);
                (p.table, parse(pick(p.table), ctx).unwrap())
            })
            .collect();
        self.apply(Command::ReportResults {
            round: round.number,
            results,
        });
    }
}

const NAMES: [(&str, &str, &str, Option<&str>); 12] = [
    (
        "Ada",
        "Haas-Bioroid: Precision Design",
        "Sable: Ghost in the Machine",
        Some("she/her"),
    ),
    (
        "Bram",
        "Jinteki: Personal Evolution",
        "Az McCaffrey: Mechanical Prodigy",
        None,
    ),
    (
        "Cleo",
        "NBN: Making News",
        "Zahya Sadeghi: Versatile Smuggler",
        Some("they/them"),
    ),
    (
        "Dov",
        "Weyland Consortium: Built to Last",
        "Lat: Ethical Freelancer",
        None,
    ),
    (
        "Eli",
        "AgInfusion: New Miracles for a New World",
        "Nova Initiumia: Catalyst & Impetus",
        None,
    ),
    (
        "Fay",
        "Epiphany Analytica: Nations Undivided",
        "Esâ Afontov: Eco-Insurrectionist",
        None,
    ),
    (
        "Gus",
        "Hyoubu Institute: Absolute Clarity",
        "Tāo Salonga: Telepresence Magician",
        None,
    ),
    (
        "Hana",
        "Azmari EdTech: Shaping the Future",
        "Arissana Rocha Nahu: Street Artist",
        None,
    ),
    (
        "Ivo",
        "Issuaq Adaptics: Sustaining Diversity",
        "Steve Cambridge: Master Grifter",
        None,
    ),
    (
        "Jun",
        "Ob Superheavy Logistics: Extract. Export. Excel.",
        "Esâ Afontov: Eco-Insurrectionist",
        None,
    ),
    (
        "Kai",
        "Synapse Global: Faster than Thought",
        "Magdalene Keino-Chemutai: Cryptarchitect",
        None,
    ),
    (
        "Lou",
        "Mti Mwekundu: Life Improved",
        "Ken \"Express\" Tenma: Disappeared Clone",
        None,
    ),
];

/// An event of twelve players with two reported rounds; Bram dropped after round 1.
fn event_rig() -> Rig {
    let mut rig = Rig::new();
    let settings = EventSettings::new("Store Championship", Structure::Basic);
    rig.app().push(Action::NewEvent { settings, seed: 42 });
    rig.harness.step();
    // Straight to the screens under test (others are drawn by other tests), and without the
    // status line's "File ▸ Save As": the default fonts have no "▸".
    rig.app().screen = Screen::Standings;
    rig.app().status.clear();
    rig.settle();
    let players = NAMES
        .iter()
        .map(|(n, c, r, p)| PlayerDetails {
            name: n.to_string(),
            corp: Some(c.to_string()),
            runner: Some(r.to_string()),
            pronouns: p.map(str::to_string),
            reading: None,
            fixed_table: None,
            no_video: false,
        })
        .collect();
    rig.apply(Command::AddPlayers { players });
    rig.apply(Command::PairRound);
    rig.report_all(|t| ["6-0", "3-3", "4-1", "0-6", "ID", "6-0"][(t as usize - 1) % 6]);
    let bram = rig.event().find_player("Bram").unwrap().id;
    rig.apply(Command::DropPlayer { player: bram });
    rig.apply(Command::PairRound);
    rig.report_all(|t| ["0-6", "6-0", "3-3", "T5-3 R", "6-0", "4-1"][(t as usize - 1) % 6]);
    rig
}

#[test]
fn standings_on_screen_match_the_engine() {
    let mut rig = event_rig();
    rig.goto(Screen::Standings);
    assert!(rig.has_label("Standings after round 2"));
    let standings = rig.event().standings();
    assert_eq!(standings.rows.len(), 12);
    let mut last_y = f32::MIN;
    for s in &standings.rows {
        let name = rig.event().name_of(s.player);
        let y = rig.harness.get_by_label(&name).rect().center().y;
        assert!(y > last_y, "{name} is shown in rank order");
        last_y = y;
        let row = rig.row_of(&name);
        let player = rig.event().player(s.player).unwrap().clone();
        let mut expected = vec![s.rank.to_string(), name.clone()];
        expected.extend(player.pronouns.clone());
        // Identities by the part that tells them apart, as the Players screen shows them.
        let short =
            |t: Option<String>| netrunner_to::io::identities::short_title(&t.unwrap()).to_string();
        expected.extend([
            short(player.corp.clone()),
            short(player.runner.clone()),
            s.points.to_string(),
            three_decimals(&s.sos),
            three_decimals(&s.esos),
            s.rounds.to_string(),
        ]);
        assert_eq!(row[..expected.len()], expected[..], "row of {name}");
    }
    rig.harness.check_accessibility();
    // Some tiebreaks are not whole numbers: the three decimals really are the engine's.
    assert!(
        standings
            .rows
            .iter()
            .any(|r| !three_decimals(&r.sos).ends_with(".000"))
    );
}

/// Issue 30: a score adjustment made on the Standings screen (player and round chosen, points
/// and reason typed, **Adjust**) changes the points, marks the row and is listed with its reason.
#[test]
fn a_score_adjustment_is_made_marked_and_listed_on_the_standings_screen() {
    let mut rig = event_rig();
    rig.goto(Screen::Standings);
    let ada = rig.event().find_player("Ada").unwrap().id;
    let before = rig.event().standings().of(ada).unwrap().points;
    rig.click("Score adjustments (0)");
    assert!(rig.has_label("Adjust"));
    // The player is picked from the combo box (set here: the names are also in the table),
    // the points and the reason typed.
    rig.app().screens.standings.adjust.player = Some(ada);
    rig.app().screens.standings.adjust.points = -2;
    rig.settle();
    rig.type_into("Reason", "slow play");
    rig.click("Adjust");
    assert_eq!(rig.harness.state().error, None);
    assert_eq!(
        rig.event().standings().of(ada).unwrap().points,
        before - 2,
        "the standings count it"
    );
    assert_eq!(rig.event().round(2).unwrap().adjustment_of(ada), -2);
    assert!(rig.has_label("Score adjustments (1)"));
    assert!(rig.has_label("Round 2: Ada -2 (slow play)"));
    let row = rig.row_of("adjusted -2");
    assert!(row.contains(&"Ada".to_string()), "{row:?}");
    rig.harness.check_accessibility();
    // The round shows it too.
    rig.goto(Screen::Rounds);
    assert!(rig.has_label("Score adjustments: Ada -2 (slow play)"));
}

#[test]
fn a_dropped_player_is_marked() {
    let mut rig = event_rig();
    rig.goto(Screen::Standings);
    let row = rig.row_of("Bram");
    assert_eq!(
        row.last().map(String::as_str),
        Some("dropped after round 1"),
        "{row:?}"
    );
    // Only Bram is marked.
    assert_eq!(
        rig.harness
            .query_all_by_label("dropped after round 1")
            .count(),
        1
    );
}

#[test]
fn standings_update_right_after_a_result_is_entered() {
    let mut rig = event_rig();
    rig.apply(Command::PairRound);
    rig.goto(Screen::Standings);
    let tables = rig.event().rounds()[2]
        .pairings
        .iter()
        .filter(|p| p.p2.is_some())
        .count();
    assert!(rig.has_label(&format!(
        "Provisional standings — round 3 in progress: 0 of {tables} tables reported"
    )));
    let t1 = rig.event().rounds()[2].pairings[0].clone();
    let winner = rig.event().name_of(t1.p1);
    let before = rig.event().standings().of(t1.p1).unwrap().points;
    assert!(rig.row_of(&winner).contains(&before.to_string()));
    let ctx = ResultContext::for_pairing(rig.event().settings().format, &t1);
    rig.apply(Command::ReportResult {
        round: 3,
        table: t1.table,
        result: parse("6-0", ctx).unwrap(),
    });
    assert!(rig.has_label(&format!(
        "Provisional standings — round 3 in progress: 1 of {tables} tables reported"
    )));
    let s = rig.event().standings();
    let row = s.of(t1.p1).unwrap();
    assert_eq!(row.points, before + 6);
    let shown = rig.row_of(&winner);
    assert_eq!(shown[0], row.rank.to_string());
    assert!(shown.contains(&row.points.to_string()), "{shown:?}");
    assert!(shown.contains(&three_decimals(&row.sos)), "{shown:?}");
}

#[test]
fn the_filter_narrows_the_table() {
    let mut rig = event_rig();
    rig.goto(Screen::Standings);
    rig.type_into("Filter", "esâ");
    assert!(rig.has_label("Fay"));
    assert!(rig.has_label("Jun"));
    assert!(!rig.has_label("Ada"));
    assert!(rig.has_label("showing 2 of 12 players"));
}

#[test]
fn the_cut_places_are_shown_above_the_standings() {
    let mut rig = event_rig();
    rig.apply(Command::Cut {
        size: CutSize::Top4,
        kind: None,
        seeds: None,
    });
    rig.goto(Screen::Standings);
    assert!(rig.has_label("Top 4 — places"));
    assert!(rig.has_label("Swiss standings after round 2"));
    for p in ["1st", "2nd", "3rd", "4th"] {
        assert!(rig.has_label(p), "{p}");
    }
    assert_eq!(
        rig.harness.query_all_by_label("—").count(),
        4,
        "no place decided yet"
    );
    assert!(rig.has_label("cut seed 1"));
}

fn clock_rig() -> Rig {
    let mut rig = event_rig();
    rig.apply(Command::PairRound);
    rig.goto(Screen::Clock);
    rig
}

fn remaining(rig: &Rig) -> i64 {
    rig.event().clock().unwrap().remaining_ms(rig.time.get())
}

#[test]
fn the_clock_starts_pauses_gains_a_minute_and_resumes() {
    let mut rig = clock_rig();
    assert!(rig.has_label("Clock — Swiss round 3"));
    assert!(rig.has_label("65:00"));
    assert!(rig.has_label("Not started"));
    rig.click("Start");
    assert!(rig.event().clock().unwrap().is_running());
    rig.advance_minutes(10);
    assert!(rig.has_label("55:00"));
    rig.click("Pause");
    assert!(rig.event().clock().unwrap().is_paused());
    rig.advance_minutes(5);
    assert!(rig.has_label("55:00"), "a paused clock does not run");
    assert!(rig.has_label("Paused"));
    rig.click("+1 minute");
    assert!(rig.has_label("56:00"));
    assert_eq!(remaining(&rig), 56 * MS_PER_MINUTE);
    rig.click("Resume");
    assert!(rig.event().clock().unwrap().is_running());
    rig.advance_minutes(1);
    assert!(rig.has_label("55:00"));
    rig.click("−1 minute");
    assert!(rig.has_label("54:00"));
    rig.harness.check_accessibility();
}

#[test]
fn calling_time_shows_time_called() {
    let mut rig = clock_rig();
    rig.click("Start");
    rig.advance_minutes(3);
    rig.click("Call time");
    // It asks first: the clock has no undo.
    assert!(rig.event().clock().unwrap().is_running());
    assert!(rig.has_label("Call time now? 62:00 are left on the clock."));
    rig.click("Call time now");
    assert!(rig.has_label("0:00"));
    assert!(rig.has_label("Time called"));
    assert!(rig.event().clock().unwrap().is_time_called(rig.time.get()));
}

#[test]
fn a_table_extension_is_shown_with_its_own_time() {
    let mut rig = clock_rig();
    rig.click("Start");
    rig.advance_minutes(20);
    rig.type_into("Table", "2");
    rig.type_into("Extra minutes", "3");
    rig.click("Extend");
    assert_eq!(
        rig.event().clock().unwrap().table_extension_ms(2),
        3 * MS_PER_MINUTE
    );
    let row = rig.row_of("Table 2");
    let e = rig.event();
    let p = e.rounds()[2].table(2).unwrap();
    let players = format!("{} vs {}", e.name_of(p.p1), e.name_of(p.p2.unwrap()));
    assert_eq!(row[..4], ["Table 2", &players, "+3:00", "48:00"], "{row:?}");
    // A table that does not exist is refused next to the field.
    rig.type_into("Table", "99");
    rig.click("Extend");
    assert!(rig.has_label("there is no table 99 in this round"));
    assert_eq!(rig.event().clock().unwrap().extensions().len(), 1);
    rig.click("Remove table 2");
    assert!(rig.event().clock().unwrap().extensions().is_empty());
}

#[test]
fn the_round_length_can_be_changed() {
    let mut rig = clock_rig();
    rig.type_into("Minutes", "70");
    rig.click("Set length");
    assert_eq!(rig.event().clock().unwrap().length_ms(), 70 * MS_PER_MINUTE);
    assert!(rig.has_label("70:00"));
}

#[test]
fn the_clock_survives_save_and_load() {
    let mut rig = clock_rig();
    rig.click("Start");
    rig.advance_minutes(7);
    rig.click("+1 minute");
    rig.type_into("Table", "1");
    rig.click("Extend");
    let doc = rig.harness.state_mut().doc.as_mut().unwrap();
    doc.flush(); // written on the autosave thread
    let autosave = doc.autosave_path.clone();
    assert!(autosave.starts_with(rig._dir.path()));
    let loaded = save::load(&autosave).unwrap();
    let later = rig.time.get() + 4 * MS_PER_MINUTE;
    let ours = rig.event().clock().unwrap();
    let theirs = loaded.clock().unwrap();
    assert_eq!(theirs, ours);
    assert_eq!(theirs.remaining_ms(later), ours.remaining_ms(later));
    assert_eq!(
        theirs.remaining_ms(later),
        55 * MS_PER_MINUTE,
        "66 minutes, 11 run"
    );
    assert!(theirs.is_running());
    assert_eq!(theirs.table_remaining_ms(1, later), 60 * MS_PER_MINUTE);
}

#[test]
fn the_projector_button_opens_the_projector() {
    let mut rig = clock_rig();
    rig.click("Open projector window");
    assert!(rig.harness.state().projector);
    // kittest has no second window: the projector is drawn inside the main one.
    assert!(rig.has_label("Round 3"));
    assert!(rig.has_label("Close projector window"));
    rig.click("Close projector window");
    assert!(!rig.harness.state().projector);
}

#[test]
fn projector_ui_shows_the_round_and_the_time() {
    let mut rig = clock_rig();
    rig.click("Start");
    rig.advance_minutes(12);
    let event = rig.event().clone();
    let now = rig.time.get();
    let mut state = ClockState::default();
    let mut h = Harness::builder()
        .with_size(egui::vec2(1024.0, 640.0))
        .build_ui(|ui| projector_ui(ui, &event, &state, now));
    h.run();
    assert!(h.query_by_label("Store Championship").is_some());
    assert!(h.query_by_label("Round 3").is_some());
    assert!(h.query_by_label("53:00").is_some());
    drop(h);

    // With the pairings: every player, alphabetically, with table and opponent.
    state.show_pairings = true;
    let lines = projector_lines(&event, netrunner_to::i18n::Lang::ENGLISH);
    assert_eq!(lines.len(), 11, "Bram has dropped");
    assert!(
        lines
            .windows(2)
            .all(|w| w[0].name.to_lowercase() <= w[1].name.to_lowercase())
    );
    let mut h = Harness::builder()
        .with_size(egui::vec2(1280.0, 1000.0))
        .build_ui(|ui| projector_ui(ui, &event, &state, now));
    h.run();
    assert!(h.query_by_label("53:00").is_some());
    let first = &lines[0];
    assert_eq!(first.name, "Ada");
    let y = h.get_by_label("Ada").rect().center().y;
    let same_line = |text: &str| {
        h.query_all_by_label(text)
            .any(|n| (n.rect().center().y - y).abs() < 2.0)
    };
    assert!(same_line(&first.table), "{first:?}");
    assert!(same_line(&first.opponent), "{first:?}");
}

#[test]
fn a_clock_message_goes_once_the_field_is_fixed() {
    let mut rig = clock_rig();
    rig.type_into("Table", "99");
    rig.click("Extend");
    assert!(rig.has_label("there is no table 99 in this round"));
    rig.type_into("Table", "2");
    assert!(
        !rig.has_label("there is no table 99 in this round"),
        "the message goes as soon as the table is changed"
    );
    rig.type_into("Minutes", "0");
    rig.click("Set length");
    assert!(rig.has_label("type the round length in whole minutes (1–600)"));
    rig.type_into("Minutes", "60");
    assert!(!rig.has_label("type the round length in whole minutes (1–600)"));
}

/// Cuts [`event_rig`]'s event to a top 4 and plays the bracket to the end through the app, the
/// first player of every game winning.
fn finished_rig() -> Rig {
    use netrunner_to::engine::Side;
    use netrunner_to::engine::command::{EliminationOutcome, SideChoice};
    use netrunner_to::engine::elimination::GameStatus;
    let mut rig = event_rig();
    rig.apply(Command::Cut {
        size: CutSize::Top4,
        kind: None,
        seeds: None,
    });
    while !rig.event().cut().unwrap().is_finished() {
        let games = rig.event().cut().unwrap().games();
        let unpaired: Vec<u32> = games
            .iter()
            .filter(|g| g.status == GameStatus::Ready && g.sides.is_none())
            .map(|g| g.number())
            .collect();
        if !unpaired.is_empty() {
            let plain = Command::PairElimination { choices: vec![] };
            let c = if rig.event().clone().apply(plain.clone()).is_ok() {
                plain
            } else {
                Command::PairElimination {
                    choices: unpaired
                        .iter()
                        .map(|&game| SideChoice {
                            game,
                            side: Side::Corp,
                        })
                        .collect(),
                }
            };
            rig.apply(c);
            continue;
        }
        let g = *games
            .iter()
            .find(|g| g.status == GameStatus::Ready && g.sides.is_some())
            .unwrap();
        rig.apply(Command::ReportElimination {
            game: g.number(),
            outcome: EliminationOutcome::Winner {
                player: g.pair().unwrap().0,
            },
        });
    }
    rig
}

#[test]
fn after_the_event_the_clock_and_the_projector_show_the_winner_not_the_finals_clock() {
    let mut rig = finished_rig();
    let places: Vec<_> = rig
        .event()
        .cut()
        .unwrap()
        .places()
        .into_iter()
        .map(Option::unwrap)
        .collect();
    let winner = format!("Winner: {}", rig.event().name_of(places[0]));
    rig.goto(Screen::Clock);
    assert!(rig.has_label(&winner), "the clock screen names the winner");
    assert!(rig.has_label("Clock — The event is over"));

    let event = rig.event().clone();
    let now = rig.time.get();
    let state = ClockState::default();
    let mut h = Harness::builder()
        .with_size(egui::vec2(1024.0, 640.0))
        .build_ui(|ui| projector_ui(ui, &event, &state, now));
    h.run();
    assert!(h.query_by_label("The event is over").is_some());
    assert!(h.query_by_label(&winner).is_some());
    for (i, p) in places.iter().enumerate().skip(1) {
        let line = format!("{}. {}", i + 1, event.name_of(*p));
        assert!(h.query_by_label(&line).is_some(), "{line}");
    }
    assert!(h.query_by_label("Not started").is_none());
    assert!(h.query_by_label("Final").is_none());
}

/// Issue 33, item 6: a command's warnings float over the page: the screen does not move down
/// when they come or back up when they go.
#[test]
fn warnings_do_not_push_the_page_down() {
    let mut rig = clock_rig();
    let before = rig.harness.get_by_label("Start").rect();
    rig.app().notices = vec!["Table 3 has a warning".into()];
    rig.settle();
    assert!(rig.has_label("- Table 3 has a warning"));
    assert_eq!(rig.harness.get_by_label("Start").rect(), before);
    rig.click("Dismiss");
    assert!(!rig.has_label("- Table 3 has a warning"));
    assert_eq!(rig.harness.get_by_label("Start").rect(), before);
}
