//! Every screen at 1024×600, a common store laptop: each test opens one screen in a window of
//! that size and finds every button the screen needs on the screen — beside the navigation,
//! above the status line — scrolling the page vertically where it scrolls, never sideways.
//! Then it presses the button with the pointer, as an organizer would.

use egui::accesskit::Role;
use egui_kittest::Harness;
use egui_kittest::kittest::Queryable as _;
use netrunner_to::app::screens::Screen;
use netrunner_to::app::{Action, ExportKind, NetrunnerApp};
use netrunner_to::engine::{
    Command, CutSize, Event, EventSettings, Format, GameResult, MatchResult, PlayerDetails, Side,
    Structure,
};

const T0: i64 = 1_750_000_000_000;
const W: f32 = 1024.0;
const H: f32 = 600.0;
/// The navigation column's width: screen content starts right of it.
const NAV: f32 = 150.0;

const PLAYERS: [(&str, &str, &str); 12] = [
    (
        "Ingrid Berglund-Lindqvist",
        "Weyland Consortium: Built to Last",
        "Hayley Kaplan: Universal Scholar",
    ),
    (
        "Ida Lund",
        "Haas-Bioroid: Precision Design",
        "Tāo Salonga: Telepresence Magician",
    ),
    (
        "Ian Moss",
        "Jinteki: Personal Evolution",
        "Esâ Afontov: Eco-Insurrectionist",
    ),
    (
        "Bo Sand",
        "Azmari EdTech: Shaping the Future",
        "Zahya Sadeghi: Versatile Smuggler",
    ),
    (
        "Cy Ek",
        "Pālanā Foods: Sustainable Growth",
        "Sebastião Souza Pessoa: Activist Organizer",
    ),
    ("Di Holm", "NBN: Reality Plus", "Lat: Ethical Freelancer"),
    (
        "Sebastião Reis",
        "AgInfusion: New Miracles for a New World",
        "Hoshiko Shiro: Untold Protagonist",
    ),
    (
        "Eve Ros",
        "Weyland Consortium: Because We Built It",
        "Az McCaffrey: Mechanical Prodigy",
    ),
    (
        "Fay Lind",
        "Haas-Bioroid: Engineering the Future",
        "Kabonesa Wu: Netspace Thrillseeker",
    ),
    (
        "Gus Borg",
        "Jinteki Biotech: Life Imagined",
        "Nova Initiumia: Catalyst & Impetus",
    ),
    (
        "Hal Nyman",
        "Near-Earth Hub: Broadcast Center",
        "Ken \u{201C}Express\u{201D} Tenma: Disappeared Clone",
    ),
    (
        "Jo Ahl",
        "Made Up Megacorp",
        "Rielle \u{201C}Kit\u{201D} Peddler: Transhuman",
    ),
];

struct Small {
    h: Harness<'static, NetrunnerApp>,
    _dir: tempfile::TempDir,
}

impl Small {
    /// The app in a 1024×600 window, with no event.
    fn new() -> Small {
        let dir = tempfile::tempdir().unwrap();
        let mut app = NetrunnerApp::new(dir.path().join("data"), Box::new(|| T0));
        app.use_dialogs = false;
        let h = Harness::builder()
            .with_size(egui::vec2(W, H))
            .with_max_steps(40)
            .build_ui_state(|ui, app: &mut NetrunnerApp| app.frame_ui(ui), app);
        let mut s = Small { h, _dir: dir };
        s.settle();
        s
    }

    /// The app with a 12-player store championship (identities, long names), `rounds` Swiss
    /// rounds paired and reported but the last one left open when `open_last`.
    fn with_event(rounds: u32, open_last: bool) -> Small {
        let mut s = Small::new();
        let mut settings = EventSettings::new("Store Championship", Structure::Basic);
        settings.date = Some("2026-03-14".into());
        s.push(Action::NewEvent { settings, seed: 5 });
        s.h.state_mut().status.clear();
        s.apply(Command::AddPlayers {
            players: PLAYERS
                .iter()
                .map(|(n, c, r)| PlayerDetails {
                    name: n.to_string(),
                    corp: Some(c.to_string()),
                    runner: Some(r.to_string()),
                    ..Default::default()
                })
                .collect(),
        });
        for r in 1..=rounds {
            s.apply(Command::PairRound);
            if r == rounds && open_last {
                break;
            }
            let round = s.event().rounds().last().unwrap();
            let win = |winner| GameResult::Win {
                winner,
                reason: None,
            };
            let results = round
                .unreported_tables()
                .into_iter()
                .map(|t| {
                    (
                        t,
                        MatchResult::Games {
                            p1_corp: win(Side::Corp),
                            p2_corp: win(Side::Runner),
                        },
                    )
                })
                .collect();
            s.apply(Command::ReportResults { round: r, results });
        }
        s
    }

    fn settle(&mut self) {
        self.h.run_steps(4);
    }

    fn push(&mut self, a: Action) {
        self.h.state_mut().push(a);
        self.settle();
    }

    fn apply(&mut self, c: Command) {
        self.push(Action::Apply(c));
        assert_eq!(self.h.state().error, None, "command refused");
    }

    fn goto(&mut self, screen: Screen) {
        self.push(Action::Goto(screen));
    }

    fn event(&self) -> &Event {
        self.h.state().event().unwrap()
    }

    /// Finds a widget by its label (and role, if given), scrolls it into view the way a page
    /// scrolls, and checks that it is on the screen: inside the window, right of the navigation
    /// (`in_screen`), above the status line. Returns its rectangle.
    fn reach(&mut self, role: Option<Role>, label: &str, in_screen: bool) -> egui::Rect {
        let node = match role {
            Some(r) => self.h.get_by_role_and_label(r, label),
            None => self.h.get_by_label(label),
        };
        node.scroll_to_me();
        self.settle();
        let node = match role {
            Some(r) => self.h.get_by_role_and_label(r, label),
            None => self.h.get_by_label(label),
        };
        let r = node.rect();
        let left = if in_screen { NAV } else { 0.0 };
        assert!(
            r.left() >= left - 0.5 && r.right() <= W + 0.5,
            "{label:?} is not within the window's width: {r:?}"
        );
        assert!(
            r.top() >= 0.0 && r.bottom() <= H - 20.0,
            "{label:?} is not within the window's height: {r:?}"
        );
        r
    }

    /// [`Small::reach`] a button of the screen, then clicks it with the pointer.
    fn press(&mut self, label: &str) {
        self.reach(Some(Role::Button), label, true);
        self.h.get_by_role_and_label(Role::Button, label).click();
        self.settle();
    }

    /// [`Small::reach`] a button of a dialog (anywhere in the window), then clicks it.
    fn press_in_dialog(&mut self, label: &str) {
        self.reach(Some(Role::Button), label, false);
        self.h.get_by_role_and_label(Role::Button, label).click();
        self.settle();
    }

    /// Whether every button in `labels` is on the screen.
    fn sees(&mut self, labels: &[&str]) {
        for l in labels {
            self.reach(Some(Role::Button), l, true);
        }
    }
}

#[test]
fn start_screen() {
    let mut s = Small::new();
    // No event: no navigation column.
    s.reach(Some(Role::TextInput), "Name", false);
    for b in ["Create event", "Open a file…", "Open path", "Table helper"] {
        s.reach(Some(Role::Button), b, false);
    }
}

#[test]
fn players_screen_shows_drop_and_disqualify_beside_the_names() {
    let mut s = Small::with_event(1, true);
    s.goto(Screen::Players);
    s.sees(&["Add player"]);
    // The streaming choice beside it is on the screen too, not cut at the window's edge.
    s.reach(Some(Role::CheckBox), "No video", true);
    // Without scrolling sideways: the name and its row's buttons are on the screen together.
    let name = s.reach(None, "Ingrid Berglund-Lindqvist", true);
    for b in [
        "Edit Ingrid Berglund-Lindqvist",
        "Drop Ingrid Berglund-Lindqvist",
        "Disqualify Ingrid Berglund-Lindqvist",
    ] {
        let r = s.reach(Some(Role::Button), b, true);
        assert!(
            (r.center().y - name.center().y).abs() < 4.0,
            "{b} on the name's row"
        );
    }
    s.press("Drop Ingrid Berglund-Lindqvist");
    s.press_in_dialog("Yes, drop");
    assert!(
        !s.event()
            .find_player("Ingrid Berglund-Lindqvist")
            .unwrap()
            .is_active()
    );
    s.sees(&["Rejoin Ingrid Berglund-Lindqvist"]);
}

/// Issue 33, item 5: at 1024×600 the Players list shows whole names ("Bob S…" was too short to
/// tell players apart): the name column takes the room first, after every heading has its own
/// (the layout check of `gui_languages` holds the headings whole in both languages).
#[test]
fn players_list_shows_whole_names() {
    for pronouns in [false, true] {
        let mut s = Small::with_event(1, true);
        if pronouns {
            // Pronouns take a column of their own; the names still show whole.
            let (name, corp, runner) = PLAYERS[0];
            let player = s.event().find_player(name).unwrap().id;
            s.apply(Command::EditPlayer {
                player,
                details: PlayerDetails {
                    name: name.into(),
                    corp: Some(corp.into()),
                    runner: Some(runner.into()),
                    pronouns: Some("she/her".into()),
                    ..Default::default()
                },
            });
        }
        s.goto(Screen::Players);
        if pronouns {
            s.reach(None, "she/her", true);
        }
        let font = egui::TextStyle::Body.resolve(&s.h.ctx.global_style());
        for (name, _, _) in PLAYERS {
            let shown = s.reach(None, name, true);
            let whole = s.h.ctx.fonts_mut(|f| {
                f.layout_no_wrap(name.to_string(), font.clone(), egui::Color32::WHITE)
                    .size()
                    .x
            });
            assert!(
                shown.width() + 0.5 >= whole,
                "{name:?} is cut (pronouns: {pronouns}): {} of its {whole} points show",
                shown.width()
            );
        }
    }
}

#[test]
fn rounds_screen_reaches_apply_games_and_the_manual_changes() {
    let mut s = Small::with_event(2, true);
    s.goto(Screen::Rounds);
    s.reach(Some(Role::TextInput), "Find player", true);
    s.sees(&[
        "Pair round 3",
        "Round 1",
        "Save",
        "6-0",
        "0-6",
        "3-3",
        "3-3 (both Corps won)",
        "3-3 (both Runners won)",
        "ID",
    ]);
    s.reach(Some(Role::TextInput), "Result for table 1", true);
    // Every table of the round scrolls into view above the status line (the table is no
    // taller than the space the window leaves it).
    for t in 1..=6 {
        s.reach(Some(Role::Button), &format!("Table {t}"), true);
    }
    // Find player lists its matches on the screen; one is picked with the pointer.
    s.h.get_by_role_and_label(Role::TextInput, "Find player")
        .click();
    s.settle();
    s.h.get_by_role_and_label(Role::TextInput, "Find player")
        .type_text("i");
    s.settle();
    let ida = s.event().find_player("Ida Lund").unwrap().id;
    let ida_table = s
        .event()
        .round(2)
        .unwrap()
        .pairings
        .iter()
        .find(|p| p.p1 == ida || p.p2 == Some(ida))
        .unwrap()
        .table;
    let pick =
        s.h.get_by_label_contains(&format!("Ida Lund \u{2014} table {ida_table}"))
            .rect();
    assert!(
        pick.left() >= NAV && pick.right() <= W && pick.bottom() <= H - 20.0,
        "the match is on the screen: {pick:?}"
    );
    s.h.get_by_label_contains(&format!("Ida Lund \u{2014} table {ida_table}"))
        .click();
    s.settle();
    s.reach(
        Some(Role::TextInput),
        &format!("Result for table {ida_table}"),
        true,
    );
    s.press("Table 1");
    // The only mouse path to a timed win: Each game…, Time called, the points, Apply games.
    s.press("Each game…");
    let time_called: Vec<egui::Rect> =
        s.h.get_all_by_label("Time called")
            .map(|n| n.rect())
            .collect();
    assert_eq!(time_called.len(), 2);
    s.h.get_all_by_label("Time called").next().unwrap().click();
    s.settle();
    s.reach(Some(Role::TextInput), "Corp points", true);
    s.h.get_by_role_and_label(Role::TextInput, "Corp points")
        .click();
    s.settle();
    s.h.get_by_role_and_label(Role::TextInput, "Corp points")
        .type_text("4");
    s.h.get_by_role_and_label(Role::TextInput, "Runner points")
        .click();
    s.settle();
    s.h.get_by_role_and_label(Role::TextInput, "Runner points")
        .type_text("1");
    s.settle();
    let runner_won: Vec<_> = s.h.get_all_by_label("Runner won").collect();
    runner_won[1].click();
    s.settle();
    s.press("Apply games");
    assert_eq!(
        s.event().round(2).unwrap().table(1).unwrap().points(6),
        Some((5, 0)),
        "the timed win was applied"
    );
    s.press("Each game…");
    s.press("Manual changes…");
    s.sees(&["Swap players", "Re-pair round 2…", "Delete round 2…"]);
}

#[test]
fn standings_screen() {
    let mut s = Small::with_event(3, false);
    let jo = s.event().find_player("Jo Ahl").unwrap().id;
    s.apply(Command::DropPlayer { player: jo });
    s.goto(Screen::Standings);
    s.reach(Some(Role::TextInput), "Filter", true);
    for col in ["Rank", "Points", "SoS", "ESoS", "Notes"] {
        s.reach(None, col, true);
    }
    // The last column's text stays inside the window.
    s.reach(None, "dropped after round 3", true);
}

#[test]
fn cut_screen_shows_every_column_of_the_seeds() {
    let mut s = Small::with_event(3, false);
    s.goto(Screen::Bracket);
    for col in ["Seed", "Player", "Swiss rank", "Points"] {
        s.reach(None, col, true);
    }
    s.sees(&[
        "Top 4 (suggested)",
        "Top 8",
        "Double elimination",
        "Single elimination",
    ]);
    s.press("Make the cut");
    s.press_in_dialog("Cut to the top 4");
    assert_eq!(s.event().cut().unwrap().cut(), CutSize::Top4);
}

#[test]
fn bracket_screen_reaches_every_game_and_the_places() {
    let mut s = Small::with_event(3, false);
    s.apply(Command::Cut {
        size: CutSize::Top4,
        kind: None,
        seeds: None,
    });
    s.goto(Screen::Bracket);
    s.press("Corp (game 1)");
    s.press("Runner (game 2)");
    s.press("Pair round 1");
    let b = s.event().cut().unwrap();
    let (a1, _) = b.game(1).unwrap().pair().unwrap();
    let (a2, b2) = b.game(2).unwrap().pair().unwrap();
    let name = |p| s.event().name_of(p);
    let (a1, a2, b2) = (name(a1), name(a2), name(b2));
    s.sees(&[
        &format!("{b2} won"),
        "Draw (higher seed wins) (game 2)",
        "Override sides (game 2)",
    ]);
    s.press("Time called (game 2)");
    s.reach(Some(Role::TextInput), &a2, true);
    s.sees(&["Record (game 2)"]);
    s.press(&format!("{a1} won"));
    s.reach(None, "Final places", true);
    s.reach(None, "4th", true);
    s.sees(&["Clear result (game 1)"]);
}

#[test]
fn clock_screen_scrolls_to_the_projector_controls() {
    let mut s = Small::with_event(1, true);
    s.goto(Screen::Clock);
    s.sees(&[
        "Start",
        "+1 minute",
        "−1 minute",
        "Set length",
        "Extend",
        "Open projector window",
    ]);
    s.reach(None, "Show the pairings on the projector", true);
    s.press("Start");
    assert!(s.event().clock().unwrap().is_running());
    s.sees(&["Pause", "Call time"]);
}

#[test]
fn table_helper_screen() {
    let mut s = Small::with_event(1, true);
    s.goto(Screen::TableHelper);
    s.sees(&["Start the table helper"]);
}

#[test]
fn print_dialog() {
    let mut s = Small::with_event(1, true);
    s.push(Action::PrintDialog);
    s.h.run_steps(30);
    for b in [
        "Save PDF",
        "Close",
        "Choose\u{2026}",
        "Match slips",
        "Letter",
    ] {
        s.reach(Some(Role::Button), b, false);
    }
    s.reach(Some(Role::TextInput), "PDF file", false);
}

#[test]
fn multiplayer_screens() {
    let mut s = Small::new();
    let mut settings = EventSettings::new("NAPD Night", Structure::Basic);
    settings.format = Format::Napd;
    s.push(Action::NewEvent { settings, seed: 3 });
    let runners = [
        "Hayley Kaplan: Universal Scholar",
        "Tāo Salonga: Telepresence Magician",
        "Esâ Afontov: Eco-Insurrectionist",
        "Zahya Sadeghi: Versatile Smuggler",
        "Lat: Ethical Freelancer",
        "Az McCaffrey: Mechanical Prodigy",
        "Kabonesa Wu: Netspace Thrillseeker",
        "Hoshiko Shiro: Untold Protagonist",
    ];
    s.apply(Command::AddPlayers {
        players: PLAYERS
            .iter()
            .zip(runners)
            .map(|((n, _, _), r)| PlayerDetails {
                name: n.to_string(),
                runner: Some(r.to_string()),
                ..Default::default()
            })
            .collect(),
    });
    s.goto(Screen::Players);
    s.sees(&["Register", "Drop Ida Lund"]);
    s.goto(Screen::Rounds);
    s.press("Pair round 1");
    s.sees(&["Enter result of pod 1", "Table helper for pod 2"]);
    s.goto(Screen::Standings);
    s.goto(Screen::Clock);
    s.sees(&["Start", "Open projector window"]);
}

#[test]
fn event_settings_dialog() {
    let mut s = Small::with_event(1, true);
    s.push(Action::EventSettings);
    for f in ["Name", "Date", "Round length (minutes)"] {
        s.reach(Some(Role::TextInput), f, false);
    }
    s.press_in_dialog("Custom");
    s.reach(None, "Swiss rounds", false);
    for b in ["no cut", "top 8", "Relaxed", "Formal", "Premier", "Cancel"] {
        s.reach(Some(Role::Button), b, false);
    }
    s.press_in_dialog("top 8");
    // The fixed structure's warning, and the buttons still on the screen below it.
    assert!(
        s.h.query_by_label_contains("Round 1 has been paired: the event announced")
            .is_some()
    );
    s.press_in_dialog("Save settings");
    assert_eq!(s.event().planned().cut, CutSize::Top8);
}

#[test]
fn typed_path_dialog() {
    let mut s = Small::with_event(2, false);
    s.push(Action::ExportPath(ExportKind::PairingsCsv));
    s.reach(Some(Role::ComboBox), "Round", false);
    s.reach(
        Some(Role::TextInput),
        "Type the file's path (~ is your home folder), then Enter:",
        false,
    );
    s.reach(Some(Role::Button), "OK", false);
    s.press_in_dialog("Cancel");
    assert!(s.h.query_by_label("OK").is_none(), "closed");
}

/// Issue 37, item 9: at 1024×600 the Japanese standings show a dropped player's note whole
/// (「第1回戦の後にドロップ」 was cut to 「第1回戦の後に…」): the notes column takes what its
/// longest row needs.
#[test]
fn standings_notes_are_whole_in_japanese_at_1024() {
    let ja = netrunner_to::i18n::Lang::from_tag("ja").unwrap();
    let dir = tempfile::tempdir().unwrap();
    let mut app = crate::support::app::new(dir.path(), 1_767_000_000_000);
    app.push(Action::Language(ja));
    let names = [
        "田中 太郎",
        "佐藤 花子",
        "鈴木 一郎",
        "高橋 美咲",
        "伊藤 健",
        "渡辺 直美",
    ];
    let players = names.map(PlayerDetails::named).to_vec();
    crate::support::app::open_event(
        &mut app,
        EventSettings::new("テスト大会", Structure::Basic),
        3,
        players,
    );
    app.push(Action::Apply(Command::PairRound));
    let mut h =
        crate::support::app::harness_with(Harness::builder().with_size(egui::vec2(W, H)), app);
    h.run_steps(4);
    let round = h.state().event().unwrap().rounds()[0].clone();
    for p in &round.pairings {
        h.state_mut().push(Action::Apply(Command::ReportResult {
            round: 1,
            table: p.table,
            result: MatchResult::Games {
                p1_corp: GameResult::Win {
                    winner: Side::Corp,
                    reason: None,
                },
                p2_corp: GameResult::Win {
                    winner: Side::Corp,
                    reason: None,
                },
            },
        }));
    }
    let ito = h
        .state()
        .event()
        .unwrap()
        .find_player("伊藤 健")
        .unwrap()
        .id;
    h.state_mut()
        .push(Action::Apply(Command::DropPlayer { player: ito }));
    h.state_mut().push(Action::Goto(Screen::Standings));
    h.run_steps(6);
    assert_eq!(h.state().error, None);
    let note = "第1回戦の後にドロップ";
    let shown = h.get_by_label(note).rect();
    let font = egui::TextStyle::Body.resolve(&h.ctx.global_style());
    let whole = h.ctx.fonts_mut(|f| {
        f.layout_no_wrap(note.to_string(), font, egui::Color32::WHITE)
            .size()
            .x
    });
    assert!(
        shown.width() + 0.5 >= whole && shown.right() <= W + 0.5,
        "{note} is cut: {} of its {whole} points show, ending at {}",
        shown.width(),
        shown.right()
    );
}
