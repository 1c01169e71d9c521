#![allow(clippy::unwrap_used, clippy::expect_used, clippy::panic)] // test code: a failed step is a failed test

//! A whole store championship through the real app, headless (egui_kittest): create the event on
//! the start screen, register 10 players by keyboard, pair and report three Swiss rounds
//! (a timed win, an intentional split, a drop and so a bye), check the standings on screen against
//! the engine, undo and redo, cut to the top 4, play the bracket to its final places, and run the
//! round clock with an injected time source.

use egui::accesskit::Role;
use egui::{Key, Modifiers};
use egui_kittest::Harness;
use egui_kittest::kittest::{NodeT, Queryable};
use netrunner_to::app::NetrunnerApp;
use netrunner_to::engine::standings::three_decimals;
use netrunner_to::engine::{Event, GameResult, MatchResult, PlayerStatus, Side};
use std::cell::Cell;
use std::rc::Rc;

const T0: i64 = 1_767_000_000_000;
const MINUTE: i64 = 60_000;

/// The app in a headless harness, with an injected clock (also used by `gui_single_sided`).
pub(crate) struct Run {
    pub(crate) h: Harness<'static, NetrunnerApp>,
    time: Rc<Cell<i64>>,
    _dir: tempfile::TempDir,
}

impl Run {
    fn new() -> Run {
        Run::with_size(egui::vec2(1280.0, 800.0))
    }

    pub(crate) fn with_size(size: egui::Vec2) -> Run {
        let dir = tempfile::tempdir().unwrap();
        let time = Rc::new(Cell::new(T0));
        let t = time.clone();
        let mut app = NetrunnerApp::new(dir.path().to_path_buf(), Box::new(move || t.get()));
        app.use_dialogs = false;
        let h = Harness::builder()
            .with_size(size)
            .build_ui_state(|ui, app: &mut NetrunnerApp| app.frame_ui(ui), app);
        let mut r = Run { h, time, _dir: dir };
        r.frames();
        r
    }

    pub(crate) fn frames(&mut self) {
        self.h.run_steps(4);
    }

    pub(crate) fn event(&self) -> &Event {
        self.h.state().event().unwrap()
    }

    pub(crate) fn click(&mut self, label: &str) {
        self.h.get_by_label(label).click();
        self.frames();
    }

    pub(crate) fn button(&mut self, label: &str) {
        self.h.get_by_role_and_label(Role::Button, label).click();
        self.frames();
    }

    pub(crate) fn type_keys(&mut self, text: &str) {
        self.h.event(egui::Event::Text(text.to_string()));
        self.frames();
    }

    pub(crate) fn key(&mut self, key: Key) {
        self.h.key_press(key);
        self.frames();
    }

    fn shortcut(&mut self, key: Key) {
        self.h.key_press_modifiers(Modifiers::COMMAND, key);
        self.frames();
    }

    pub(crate) fn no_error(&self) {
        assert!(self.h.state().error.is_none(), "{:?}", self.h.state().error);
    }

    /// Pairs the next Swiss round with the Rounds screen's button.
    fn pair(&mut self, round: u32) {
        self.button(&format!("Pair round {round}"));
        self.no_error();
        assert_eq!(self.event().rounds().len(), round as usize);
    }

    /// Types a result into table `table`'s result box.
    fn report(&mut self, table: u32, text: &str) {
        self.button(&format!("Table {table}"));
        let label = format!("Result for table {table}");
        let field = self.h.get_by_label(&label);
        assert!(
            field.is_focused(),
            "table {table}'s result box has the focus"
        );
        field.type_text(text);
        self.key(Key::Enter);
        self.no_error();
    }

    /// The labels on the same line as `label`, left to right.
    fn row_of(&self, label: &str) -> Vec<String> {
        let y = self.h.get_by_label(label).rect().center().y;
        let mut cells: Vec<(f32, String)> = self
            .h
            .query_all_by(|n| n.role() == Role::Label)
            // Only the screen's content, not the navigation column on the left.
            .filter(|n| (n.rect().center().y - y).abs() < 4.0 && n.rect().left() > 160.0)
            .map(|n| {
                (
                    n.rect().left(),
                    n.accesskit_node().value().unwrap_or_default(),
                )
            })
            .collect();
        cells.sort_by(|a, b| a.0.total_cmp(&b.0));
        cells.into_iter().map(|c| c.1).collect()
    }
}

const CORPS: [&str; 5] = [
    "Jinteki: Personal Evolution",
    "Haas-Bioroid: Precision Design",
    "Weyland Consortium: Built to Last",
    "NBN: Making News",
    "Azmari EdTech: Shaping the Future",
];
const RUNNERS: [&str; 5] = [
    "Hayley Kaplan: Universal Scholar",
    "Az McCaffrey: Mechanical Prodigy",
    "Sunny Lebeau: Security Specialist",
    "Gabriel Santiago: Consummate Professional",
    "Esâ Afontov: Eco-Insurrectionist",
];
const NAMES: [&str; 10] = [
    "Ann", "Bo", "Čeněk", "Dana", "Eve", "Fay", "Gus", "Hana", "Ivo", "Jo",
];

#[test]
fn a_whole_store_championship_through_the_app() {
    let mut r = Run::new();

    // ---- Start: create the event.
    r.click("Name");
    r.type_keys("Store Champs");
    r.click("Seed");
    r.type_keys("2026");
    r.click("Create event");
    r.no_error();
    assert_eq!(r.event().settings().name, "Store Champs");
    assert_eq!(r.event().origin().seed, 2026);

    // ---- Players: ten registrations by keyboard only.
    assert!(r.h.get_by_label("Player name").is_focused());
    for (i, name) in NAMES.iter().enumerate() {
        r.type_keys(name);
        r.key(Key::Tab);
        r.type_keys(CORPS[i % 5]);
        r.key(Key::Tab);
        r.type_keys(RUNNERS[i % 5]);
        r.key(Key::Enter);
        assert_eq!(r.event().players().len(), i + 1);
    }
    for (i, p) in r.event().players().iter().enumerate() {
        assert_eq!(p.name, NAMES[i]);
        assert_eq!(p.corp.as_deref(), Some(CORPS[i % 5]));
        assert_eq!(p.runner.as_deref(), Some(RUNNERS[i % 5]));
    }

    // ---- Round 1: a sweep, a timed win, an intentional split, the rest by per-game tokens.
    r.button("Rounds");
    r.pair(1);
    r.report(1, "6-0");
    r.report(2, "T5-3 R");
    r.report(3, "ID");
    r.report(4, "0-6");
    r.report(5, "CC");
    let round1 = r.event().round(1).unwrap().clone();
    assert!(round1.all_reported());
    assert_eq!(
        round1.table(2).unwrap().result,
        Some(MatchResult::Games {
            p1_corp: GameResult::timed(5, 3, 7).unwrap(),
            p2_corp: GameResult::Win {
                winner: Side::Runner,
                reason: None
            },
        })
    );
    assert_eq!(
        round1.table(3).unwrap().result,
        Some(MatchResult::IntentionalSplit)
    );

    // ---- A drop: nine players left, so round 2 has a bye.
    let dropped = r.event().name_of(round1.table(4).unwrap().p1);
    r.button("Players");
    r.click(&format!("Drop {dropped}"));
    r.click("Yes, drop");
    assert_eq!(
        r.event().find_player(&dropped).unwrap().status,
        PlayerStatus::Dropped
    );
    r.button("Rounds");
    r.pair(2);
    let round2 = r.event().round(2).unwrap().clone();
    let bye = round2.pairings.iter().find(|p| p.is_bye()).expect("a bye");
    assert!(
        round2
            .pairing_of(r.event().find_player(&dropped).unwrap().id)
            .is_none()
    );
    for t in round2.unreported_tables() {
        r.report(t, if t % 2 == 0 { "0-6" } else { "6-0" });
    }
    assert!(r.event().round(2).unwrap().all_reported());
    let bye_points = r.event().standings_after(2).of(bye.p1).unwrap().points;
    assert!(bye_points >= 6, "the bye is worth two wins");

    // ---- Round 3.
    r.pair(3);
    for t in r.event().round(3).unwrap().unreported_tables() {
        r.report(t, if t % 2 == 0 { "RC" } else { "CR" });
    }

    // ---- Standings on screen equal the engine's, row by row.
    r.button("Standings");
    let standings = r.event().standings();
    assert_eq!(standings.rows.len(), 10);
    let mut last_y = f32::MIN;
    for s in &standings.rows {
        let name = r.event().name_of(s.player);
        let row = r.row_of(&name);
        let y = r.h.get_by_label(&name).rect().center().y;
        assert!(y > last_y, "{name} is listed in rank order");
        last_y = y;
        assert_eq!(row.first(), Some(&s.rank.to_string()), "rank of {name}");
        for cell in [
            s.points.to_string(),
            three_decimals(&s.sos),
            three_decimals(&s.esos),
        ] {
            assert!(row.contains(&cell), "{name}: {cell} not in {row:?}");
        }
    }

    // ---- Undo and redo with the keyboard.
    let before = r.event().clone();
    r.shortcut(Key::Z);
    assert!(
        r.event().round(3).unwrap().unreported_tables().len() == 1,
        "Ctrl+Z took back the last result"
    );
    r.shortcut(Key::Y);
    assert_eq!(*r.event(), before, "Ctrl+Y put it back");

    // ---- Cut to the top 4 and play the bracket to its final places.
    r.button("Cut & bracket");
    r.h.get_by_label_contains("Top 4").click();
    r.frames();
    r.click("Make the cut");
    r.click("Cut to the top 4");
    let seeds: Vec<String> = r
        .event()
        .cut()
        .expect("the cut is made")
        .seeds()
        .iter()
        .map(|p| r.event().name_of(*p))
        .collect();
    let expected_seeds: Vec<String> = r
        .event()
        .cut_candidates()
        .iter()
        .take(4)
        .map(|p| r.event().name_of(*p))
        .collect();
    assert_eq!(seeds, expected_seeds, "seeds are the Swiss ranks");
    r.click("Corp (game 1)");
    r.click("Runner (game 2)");
    r.click("Pair round 1");
    r.no_error();
    // Seeds 1 and 2 win round 1; seed 1 the upper final; seed 3 and then seed 2 the lower
    // bracket; seed 2 wins the grand final, so a second final is played, which seed 2 wins too.
    r.click(&format!("{} won", seeds[0]));
    r.click(&format!("{} won", seeds[1]));
    r.click("Pair round 2");
    r.click(&format!("{} won", seeds[0]));
    r.click(&format!("{} won", seeds[2]));
    r.click("Pair round 3");
    r.click(&format!("{} won", seeds[1]));
    r.click("Pair the grand final");
    r.click(&format!("{} won", seeds[1]));
    r.click("Pair the second final");
    r.click(&format!("{} won", seeds[1]));
    // The last result ends the event: asked first (issue 33).
    assert!(!r.event().cut().unwrap().is_finished());
    r.click(&format!("Record: {} wins the event", seeds[1]));
    r.no_error();
    let cut = r.event().cut().unwrap();
    assert!(cut.is_finished());
    let places: Vec<String> = cut
        .places()
        .iter()
        .map(|p| r.event().name_of(p.unwrap()))
        .collect();
    assert_eq!(
        places,
        [
            seeds[1].clone(),
            seeds[0].clone(),
            seeds[2].clone(),
            seeds[3].clone()
        ]
    );
    for (i, name) in places.iter().enumerate() {
        let place = ["1st", "2nd", "3rd", "4th"][i];
        assert!(r.row_of(place).contains(name), "{place}: {name}");
    }

    // ---- The clock of the final, driven by the injected time.
    r.button("Clock");
    r.click("Start");
    r.time.set(T0 + 10 * MINUTE);
    r.frames();
    assert!(
        r.h.query_by_label("50:00").is_some(),
        "60-minute final, 10 minutes gone"
    );
    r.click("Pause");
    r.time.set(T0 + 15 * MINUTE);
    r.frames();
    assert!(
        r.h.query_by_label("50:00").is_some(),
        "paused: no time runs"
    );
    r.click("+1 minute");
    assert!(r.h.query_by_label("51:00").is_some());
    let clock = r.event().clock().unwrap();
    assert_eq!(clock.remaining_ms(T0 + 15 * MINUTE), 51 * MINUTE);
}

// ----- the app in Japanese (issue 19) ----------------------------------------------------------

/// The buttons of the navigation column (left of the screen, below the menu bar).
fn nav_buttons(h: &Harness<'static, NetrunnerApp>) -> Vec<String> {
    h.query_all_by(|n| n.role() == Role::Button)
        .filter(|n| n.rect().right() <= 160.0 && n.rect().top() > 30.0)
        .filter_map(|n| n.accesskit_node().label())
        .collect()
}

/// Whether a menu entry reads `text` (followed by its shortcut, "Ctrl+S", when it has one).
fn has_menu_entry(h: &Harness<'static, NetrunnerApp>, text: &str) -> bool {
    let with_key = format!("{text} ");
    h.query_all_by(|n| {
        n.role() == Role::Button
            && n.label()
                .is_some_and(|l| l == text || l.starts_with(&with_key))
    })
    .next()
    .is_some()
}

/// View ▸ Language ▸ 日本語, clicked as an organizer would: the menu bar, its menus (Undo names
/// what it takes back), the navigation column and the status line speak Japanese at once, with
/// no English left in them; the language menu still lists each language in its own words; a
/// new app on the same data folder starts in Japanese.
#[test]
fn view_language_switches_the_menus_and_the_navigation_to_japanese_at_once() {
    use netrunner_to::app::Action;
    use netrunner_to::app::screens::progress_lines_in;
    use netrunner_to::engine::{Command, EventSettings, PlayerDetails, Structure};
    use netrunner_to::i18n::Lang;
    use netrunner_to::tr;

    let ja = Lang::from_tag("ja").unwrap();
    let en = Lang::ENGLISH;
    let mut r = Run::new();
    r.h.state_mut().push(Action::NewEvent {
        settings: EventSettings::new("Store Champs", Structure::Basic),
        seed: 7,
    });
    r.frames();
    for name in &NAMES[..6] {
        r.h.state_mut().push(Action::Apply(Command::AddPlayer {
            details: PlayerDetails::named(*name),
            id: None,
        }));
    }
    r.h.state_mut().push(Action::Apply(Command::PairRound));
    r.frames();
    r.no_error();
    let screens = netrunner_to::app::screens::NAV_SCREENS;
    let english_nav: Vec<String> = screens.iter().map(|s| s.label(en)).collect();
    assert_eq!(nav_buttons(&r.h), english_nav);

    r.click("View");
    r.click("Language");
    r.click("日本語");
    assert_eq!(r.h.state().prefs.language(), ja);
    assert_eq!(r.h.state().lang(), ja);

    // The menu bar, at once.
    for title in ["ファイル", "編集", "大会", "表示"] {
        r.h.get_by_role_and_label(Role::Button, title);
    }
    for title in ["File", "Edit", "Event", "View"] {
        assert!(r.h.query_by_label(title).is_none(), "{title:?} is left");
    }
    // The navigation column: every screen's name, the players and the rounds played.
    let japanese_nav: Vec<String> = screens.iter().map(|s| s.label(ja)).collect();
    assert_eq!(nav_buttons(&r.h), japanese_nav);
    assert_ne!(japanese_nav, english_nav);
    // Each on one line: the column is as wide as its longest name needs.
    for n in r.h.query_all_by(|n| n.role() == Role::Button) {
        if japanese_nav.contains(&n.accesskit_node().label().unwrap_or_default()) {
            assert!(
                n.rect().height() < 31.0,
                "{:?} wraps: {:?}",
                n.accesskit_node().label(),
                n.rect()
            );
        }
    }
    r.h.get_by_label(&netrunner_to::tr!(ja, "nav-active-players", n = 6));
    assert!(r.h.query_by_label("6 active players").is_none());
    let progress = progress_lines_in(r.event(), ja);
    assert_eq!(progress.len(), 1);
    assert!(progress[0].contains("回戦"), "{progress:?}");
    r.h.get_by_label(&progress[0]);
    // The status line says what happened, in the language chosen.
    r.h.get_by_label(&tr!(ja, "status-language", language = "日本語"));

    // File: its entries and the Export submenu.
    r.click("ファイル");
    for entry in [
        "新しい大会…",
        "開く…",
        "名前を付けて保存…",
        "印刷…",
        "大会を閉じる",
        "終了",
    ] {
        assert!(has_menu_entry(&r.h, entry), "{entry}");
    }
    assert!(!has_menu_entry(&r.h, "Save As\u{2026}"));
    r.click("エクスポート");
    r.h.get_by_role_and_label(Role::Button, "順位表(CSV)");
    assert!(r.h.query_by_label("standings (CSV)").is_none());
    r.key(Key::Escape);

    // Edit: Undo names the pairing it takes back, in the app's language; taking it back says
    // so in the status line.
    r.click("編集");
    let doc = r.h.state().doc.as_ref().unwrap();
    let what = doc.undo_text(ja).unwrap();
    let undo = tr!(ja, "menu-undo-what", what = what.as_str());
    assert!(undo.starts_with("元に戻す"), "{undo}");
    // (The Players screen has an "Event settings…" button of its own.)
    assert!(
        r.h.query_all_by_role_and_label(Role::Button, "大会設定…")
            .count()
            >= 2
    );
    assert!(has_menu_entry(&r.h, &undo), "{undo}");
    r.h.get_by_label_contains(&undo).click();
    r.frames();
    assert!(r.event().rounds().is_empty(), "the pairing was taken back");
    r.h.get_by_label(&tr!(ja, "status-undid", what = what.as_str()));

    // The language menu lists each language in its own words.
    r.click("表示");
    r.click("言語 (Language)");
    r.h.get_by_label("English");
    r.h.get_by_label("日本語");
    r.key(Key::Escape);

    // A new app on the same data folder starts in Japanese.
    let Run { h, _dir: dir, .. } = r;
    drop(h);
    let app = NetrunnerApp::new(dir.path().to_path_buf(), Box::new(|| T0));
    assert_eq!(app.prefs.language(), ja);
    let mut h = Harness::builder()
        .with_size(egui::vec2(1280.0, 800.0))
        .build_ui_state(|ui, app: &mut NetrunnerApp| app.frame_ui(ui), app);
    h.run_steps(4);
    for title in ["ファイル", "編集", "大会", "表示"] {
        h.get_by_role_and_label(Role::Button, title);
    }
    assert!(h.query_by_label("File").is_none());
}
