//! The multiplayer screens driven through egui_kittest: NAPD registration with a Runner
//! identity, Big Sell-Out team registration, pairing pods, the seating and first-turn order,
//! result entry per pod (a refused entry shows why), the standings. Assertions are on the event's
//! state and on what the screens show.

#![allow(clippy::unwrap_used, clippy::expect_used, clippy::panic)] // test code: a failed step is a failed test

use egui::accesskit::Role;
use egui_kittest::Harness;
use egui_kittest::kittest::{NodeT, Queryable};
use netrunner_to::app::screens::Screen;
use netrunner_to::app::{Action, ExportKind, NetrunnerApp};
use netrunner_to::engine::multiplayer::{PodResult, Seating};
use netrunner_to::engine::{
    BigSellOutEdition, Command, Event, EventSettings, Format, PlayerDetails, Structure,
};

const FIXED_MS: i64 = 1_700_000_000_000;

struct Setup {
    harness: Harness<'static, NetrunnerApp>,
    dir: tempfile::TempDir,
}

fn setup(format: Format, screen: Screen) -> Setup {
    let dir = tempfile::tempdir().unwrap();
    let mut app = NetrunnerApp::new(dir.path().to_path_buf(), Box::new(|| FIXED_MS));
    app.use_dialogs = false;
    let mut settings = EventSettings::new("Side event", Structure::Basic);
    settings.format = format;
    app.push(Action::NewEvent { settings, seed: 7 });
    app.push(Action::Goto(screen));
    let harness = Harness::builder()
        .with_size(egui::vec2(1280.0, 900.0))
        .allow_missing_glyphs()
        .build_ui_state(|ui, app: &mut NetrunnerApp| app.frame_ui(ui), app);
    let mut s = Setup { harness, dir };
    s.frames();
    s
}

impl Setup {
    fn frames(&mut self) {
        self.harness.run_steps(4);
        self.harness.check_accessibility();
    }

    fn event(&self) -> &Event {
        self.harness.state().event().unwrap()
    }

    fn apply(&mut self, c: Command) {
        self.harness.state_mut().push(Action::Apply(c));
        self.frames();
    }

    fn type_into(&mut self, label: &str, text: &str) {
        let f = self.harness.get_by_role_and_label(Role::TextInput, label);
        f.click();
        self.frames();
        self.harness
            .get_by_role_and_label(Role::TextInput, label)
            .type_text(text);
        self.frames();
    }

    fn click_button(&mut self, label: &str) {
        self.harness
            .get_by_role_and_label(Role::Button, label)
            .click();
        self.frames();
    }

    fn shows(&self, text: &str) -> bool {
        self.harness.query_by_label_contains(text).is_some()
    }

    /// Whether some widget's label is `text` (several may be).
    fn has(&self, text: &str) -> bool {
        self.harness.query_all_by_label(text).next().is_some()
    }

    /// Whether some widget's label contains `text` (several may).
    fn has_containing(&self, text: &str) -> bool {
        self.harness
            .query_all_by_label_contains(text)
            .next()
            .is_some()
    }

    fn goto(&mut self, s: Screen) {
        self.harness.state_mut().push(Action::Goto(s));
        self.frames();
    }
}

#[test]
fn napd_register_pair_and_enter_a_result() {
    let mut s = setup(Format::Napd, Screen::Players);
    assert!(s.shows("Cyber Bureau: Keeping the Peace"));
    // Register one player through the form: name and Runner identity.
    s.type_into("Player name", "Ann");
    s.type_into("Runner identity", "Sunny Lebeau");
    s.click_button("Register");
    let ann = s.event().find_player("Ann").unwrap();
    assert_eq!(ann.runner.as_deref(), Some("Sunny Lebeau"));
    for (n, id) in [("Bo", "Noise"), ("Cy", "Kate"), ("Di", "Gabriel Santiago")] {
        let mut d = PlayerDetails::named(n);
        d.runner = Some(id.into());
        s.apply(Command::AddPlayer {
            details: d,
            id: None,
        });
    }
    s.goto(Screen::Rounds);
    s.click_button("Pair round 1");
    let mp = s.event().multiplayer().unwrap();
    assert_eq!(mp.rounds.len(), 1);
    let Seating::Napd { corp, runners } = mp.rounds[0].pods[0].seating.clone() else {
        panic!()
    };
    // The turn order: the Corp with the NAPD identity, then the Runners.
    assert!(s.shows("Pod 1"));
    assert!(s.shows("0 of 1 pods reported"));
    assert!(s.shows("infamy token"));
    let corp_name = s.event().name_of(corp);
    assert!(s.harness.query_by_label(&corp_name).is_some());
    // Open the result form; flatline every Runner but choose "Runners scored 7+": refused.
    s.click_button("Enter result of pod 1");
    for r in &runners {
        let name = s.event().name_of(*r);
        s.harness.get_by_label(&format!("{name} flatlined")).click();
        s.frames();
    }
    // The default ending is time; with every Runner flatlined the engine refuses and says why.
    s.click_button("Save result");
    assert!(
        s.event().multiplayer().unwrap().rounds[0].pods[0]
            .result
            .is_none()
    );
    assert!(s.shows("every Runner was flatlined"), "the error is shown");
    // The refused form stays open as typed (issue 37): every Runner still marked flatlined.
    for r in &runners {
        let label = format!("{} flatlined", s.event().name_of(*r));
        let node = s.harness.get_by_label(&label);
        assert_eq!(
            node.accesskit_node().toggled(),
            Some(egui::accesskit::Toggled::True),
            "{label}: the box was kept"
        );
        node.click();
        s.frames();
    }
    // Unmarked again: a timed game at 0-0 is a draw.
    s.click_button("Save result");
    let pod = &s.event().multiplayer().unwrap().rounds[0].pods[0];
    assert!(matches!(pod.result, Some(PodResult::Napd(_))));
    assert!(s.shows("Draw (time)"));
    // Undo and redo work as for any command.
    s.harness.state_mut().push(Action::Undo);
    s.frames();
    assert!(
        s.event().multiplayer().unwrap().rounds[0].pods[0]
            .result
            .is_none()
    );
    s.harness.state_mut().push(Action::Redo);
    s.frames();
    assert!(
        s.event().multiplayer().unwrap().rounds[0].pods[0]
            .result
            .is_some()
    );
    // Standings: every player one point.
    s.goto(Screen::Standings);
    assert!(s.shows("Standings: NAPD multiplayer"));
    let st = s.event().multiplayer_standings().unwrap();
    assert!(st.players.iter().all(|r| r.points == 1));
    // The next round can be paired; Swiss pairing is not offered.
    s.goto(Screen::Rounds);
    assert!(
        !s.harness
            .get_by_role_and_label(Role::Button, "Pair round 2")
            .accesskit_node()
            .is_disabled()
    );
}

#[test]
fn big_sell_out_teams_pods_and_classic_first_turn() {
    let mut s = setup(
        Format::BigSellOut {
            edition: BigSellOutEdition::Classic,
        },
        Screen::Players,
    );
    s.type_into("Team name", "Red");
    s.type_into("Sponsor name", "Sam");
    s.type_into("Sponsor Corp identity", "Haas-Bioroid");
    s.type_into("Agent name", "Alex");
    s.type_into("Agent Runner identity", "Noise");
    s.click_button("Register team");
    let mp = s.event().multiplayer().unwrap();
    assert_eq!(mp.teams.len(), 1);
    assert_eq!(mp.teams[0].name, "Red");
    let sam = s.event().find_player("Sam").unwrap();
    assert_eq!(sam.corp.as_deref(), Some("Haas-Bioroid"));
    s.apply(Command::RegisterTeam {
        name: Some("Blue".into()),
        sponsor: PlayerDetails::named("Sue"),
        agent: PlayerDetails::named("Ash"),
    });
    assert!(s.shows("2 teams"));
    s.goto(Screen::Rounds);
    s.click_button("Pair round 1");
    assert!(s.shows("First turn: S1, S2, A1, A2, then the normal order"));
    assert!(
        s.harness.query_by_label_contains("Red vs Blue").is_some()
            || s.harness.query_by_label_contains("Blue vs Red").is_some()
    );
    // A 0-0 timed game is a draw for both teams.
    s.click_button("Enter result of pod 1");
    assert!(s.shows("From the points: a draw"));
    s.click_button("Save result");
    let st = s.event().multiplayer_standings().unwrap();
    assert_eq!(st.teams.len(), 2);
    assert!(st.teams.iter().all(|t| t.points == 1));
    s.goto(Screen::Standings);
    assert!(s.shows("Players (as their team)"));
    // File, Export, JSON writes the multiplayer JSON (NRTM has no multiplayer form).
    let out = s.dir.path().join("export.json");
    s.harness
        .state_mut()
        .push(Action::Export(ExportKind::Nrtm, out.clone()));
    s.frames();
    let v: serde_json::Value = serde_json::from_slice(&std::fs::read(&out).unwrap()).unwrap();
    assert_eq!(v["multiplayerVersion"], 1);
    assert_eq!(v["edition"], "classic");
    assert_eq!(v["teams"].as_array().unwrap().len(), 2);
}

#[test]
fn the_start_screen_no_longer_warns_about_multiplayer() {
    let dir = tempfile::tempdir().unwrap();
    let mut app = NetrunnerApp::new(dir.path().to_path_buf(), Box::new(|| FIXED_MS));
    app.use_dialogs = false;
    app.screens.start.form.format = Format::Napd;
    let mut harness = Harness::builder()
        .with_size(egui::vec2(1280.0, 900.0))
        .allow_missing_glyphs()
        .build_ui_state(|ui, app: &mut NetrunnerApp| app.frame_ui(ui), app);
    harness.run_steps(4);
    assert!(
        harness
            .query_by_label_contains("not supported yet")
            .is_none()
    );
    assert!(
        harness
            .query_by_label_contains("multiplayer side event")
            .is_some()
    );
}

/// The multiplayer screens and the table helper in Japanese, switched at run time: the labels
/// are the Japanese messages (found by role and label), the English ones are gone, names and
/// identities stay as typed.
#[test]
fn the_multiplayer_screens_and_the_table_helper_speak_japanese() {
    use netrunner_to::i18n::Lang;
    let mut s = setup(Format::Napd, Screen::Players);
    s.harness
        .state_mut()
        .push(Action::Language(Lang::from_tag("ja").unwrap()));
    s.frames();
    // Players: the NAPD registration form.
    assert!(s.has("プレイヤー: NAPDマルチプレイヤー"));
    assert!(
        s.shows("Cyber Bureau: Keeping the Peace"),
        "card names stay"
    );
    s.type_into("プレイヤー名", "田中");
    s.type_into("ランナーID", "Sunny Lebeau");
    s.click_button("登録");
    assert_eq!(
        s.event().find_player("田中").unwrap().runner.as_deref(),
        Some("Sunny Lebeau")
    );
    assert!(s.harness.query_by_label("Register").is_none());
    assert!(s.harness.query_by_label("Player name").is_none());
    assert!(s.has("参加中のプレイヤー 1人"));
    assert!(
        s.harness
            .query_by_role_and_label(Role::Button, "田中をドロップ")
            .is_some()
    );
    for (n, id) in [
        ("佐藤", "Noise"),
        ("鈴木", "Kate"),
        ("高橋", "Gabriel Santiago"),
    ] {
        let mut d = PlayerDetails::named(n);
        d.runner = Some(id.into());
        s.apply(Command::AddPlayer {
            details: d,
            id: None,
        });
    }
    // Rounds: pair, the pod with its turn order, the result form.
    s.goto(Screen::Rounds);
    s.click_button("第1回戦をマッチング");
    assert!(s.harness.query_by_label("Pair round 1").is_none());
    assert!(s.has("第1回戦: 1ポッド中0ポッド報告済み"));
    assert!(s.has_containing("重罪トークン"));
    for label in ["ターン", "役割", "プレイヤー", "ID", "ポッド1"] {
        assert!(s.has(label), "{label}");
    }
    for label in ["Turn", "Role", "Identity", "Pod 1"] {
        assert!(!s.has(label), "{label}");
    }
    s.click_button("ポッド1の結果を入力");
    assert!(s.has("コーポの計画ポイント"));
    assert!(s.has("決着"));
    assert!(!s.has("Ending"));
    s.click_button("結果を保存");
    assert!(s.has_containing("引き分け("), "a timed 0-0 game is a draw");
    assert!(!s.has_containing("Draw ("));
    // Standings.
    s.goto(Screen::Standings);
    assert!(s.has("順位表: NAPDマルチプレイヤー"));
    assert!(s.has("コーポ試合数"));
    assert!(!s.has("Corp games"));
    // The pod's table helper: the set-up form, then the live table.
    s.goto(Screen::Rounds);
    s.click_button("ポッド1のテーブルヘルパー");
    assert_eq!(s.harness.state().screen, Screen::TableHelper);
    assert!(s.has_containing("第1回戦 ポッド1から"));
    assert!(
        s.harness
            .query_by_role_and_label(Role::TextInput, "ランナー1のID")
            .is_some()
    );
    s.click_button("テーブルヘルパーを開始");
    assert!(s.harness.state().screens.table_helper.error.is_none());
    assert!(s.has("現在: ゲームの準備(開始時の手札を引いた)"));
    assert!(s.has("アクティブなランナー: なし"));
    assert!(s.has("君は初期手札のカードを10枚引く。"));
    s.click_button("次のターン");
    assert!(s.has_containing("コーポの第1ターン: 重罪トークンが"));
    assert!(!s.has("Next turn"));
    assert!(!s.has_containing("Infamy token"));
}

/// A Big Sell-Out table helper started from the navigation in Japanese: its default seat names
/// follow the app's language, and switching back to English gives the English ones again.
#[test]
fn the_table_helpers_default_names_follow_the_language() {
    use netrunner_to::i18n::Lang;
    let mut s = setup(Format::Napd, Screen::TableHelper);
    let field = |s: &Setup, label: &str| {
        s.harness
            .get_by_role_and_label(Role::TextInput, label)
            .value()
            .unwrap_or_default()
    };
    assert_eq!(field(&s, "Runner 2"), "Runner 2");
    s.harness
        .state_mut()
        .push(Action::Language(Lang::from_tag("ja").unwrap()));
    s.frames();
    assert_eq!(field(&s, "コーポ"), "コーポ");
    assert_eq!(field(&s, "ランナー2"), "ランナー2");
    s.harness.state_mut().screens.table_helper.runners[0].0 = "さくら".into();
    s.harness.get_by_label("The Big Sell-Out").click();
    s.frames();
    assert_eq!(field(&s, "スポンサー1"), "スポンサー1");
    assert_eq!(field(&s, "エージェント2"), "エージェント2");
    assert!(s.has("版"));
    assert!(!s.has("Edition"));
    s.harness.state_mut().push(Action::Language(Lang::ENGLISH));
    s.frames();
    assert_eq!(field(&s, "Agent 2"), "Agent 2");
    let st = &s.harness.state().screens.table_helper;
    assert_eq!(st.corp, "Corp");
    assert_eq!(st.runners[0].0, "さくら", "a typed name is kept");
}

/// Issue 37, item 4: a long refusal in Japanese wraps inside a 1024×600 window — its text and
/// its 閉じる (dismiss) button stay in view, the page is not stretched — and the refused form
/// keeps what was typed.
#[test]
fn a_long_japanese_refusal_wraps_in_the_window_and_the_form_is_kept() {
    let ja = netrunner_to::i18n::Lang::from_tag("ja").unwrap();
    let (w, h) = (1024.0, 600.0);
    let dir = tempfile::tempdir().unwrap();
    let mut app = NetrunnerApp::new(dir.path().to_path_buf(), Box::new(|| FIXED_MS));
    app.use_dialogs = false;
    app.push(Action::Language(ja));
    let mut settings = EventSettings::new("NAPDナイト", Structure::Basic);
    settings.format = Format::Napd;
    app.push(Action::NewEvent { settings, seed: 7 });
    for (n, id) in [
        ("田中 太郎", "Sunny Lebeau"),
        ("佐藤 花子", "Noise"),
        ("伊藤 健", "Kate"),
        ("中村 美咲", "Gabriel Santiago"),
    ] {
        let mut d = PlayerDetails::named(n);
        d.runner = Some(id.into());
        app.push(Action::Apply(Command::AddPlayer {
            details: d,
            id: None,
        }));
    }
    app.push(Action::Apply(Command::PairPods));
    app.push(Action::Goto(Screen::Rounds));
    let mut harness = Harness::builder()
        .with_size(egui::vec2(w, h))
        .build_ui_state(|ui, app: &mut NetrunnerApp| app.frame_ui(ui), app);
    harness.run_steps(4);
    let Seating::Napd { runners, .. } = harness
        .state()
        .event()
        .unwrap()
        .multiplayer()
        .unwrap()
        .rounds[0]
        .pods[0]
        .seating
        .clone()
    else {
        panic!()
    };
    harness
        .get_by_role_and_label(Role::Button, "ポッド1の結果を入力")
        .click();
    harness.run_steps(4);
    let flatlined: Vec<String> = runners
        .iter()
        .map(|r| {
            format!(
                "{}がフラットライン",
                harness.state().event().unwrap().name_of(*r)
            )
        })
        .collect();
    // As a person would: scroll each box into view, then click it.
    for l in &flatlined {
        harness.get_by_label(l).scroll_to_me();
        harness.run_steps(4);
        harness.get_by_label(l).click();
        harness.run_steps(4);
    }
    let save = ja.text("mp-save-result");
    harness
        .get_by_role_and_label(Role::Button, &save)
        .scroll_to_me();
    harness.run_steps(2);
    // The pointer comes from elsewhere, as a hand's does (a button that scrolled under a still
    // pointer waits for it to move: the click guard of issue 33).
    harness.event(egui::Event::PointerMoved(egui::pos2(5.0, 5.0)));
    harness.run_steps(2);
    harness.get_by_role_and_label(Role::Button, &save).click();
    harness.run_steps(4);
    let error = harness.state().error.clone().expect("refused");
    // The real refusal, and one three times as long (a refusal naming several players is): each
    // stays inside the window, wrapped, with its dismiss button in view.
    for text in [error.clone(), [error.as_str(); 3].join(" ")] {
        harness.state_mut().error = Some(text.clone());
        harness.run_steps(2);
        let shown = harness.get_by_label(&text).rect();
        assert!(
            shown.right() <= w + 0.5,
            "the refusal runs off the window: {shown:?}"
        );
        let dismiss = harness
            .get_by_role_and_label(Role::Button, &ja.text("app-dismiss"))
            .rect();
        assert!(
            dismiss.right() <= w + 0.5 && dismiss.bottom() <= h,
            "閉じる is out of view: {dismiss:?}"
        );
    }
    for l in &flatlined {
        assert_eq!(
            harness.get_by_label(l).accesskit_node().toggled(),
            Some(egui::accesskit::Toggled::True),
            "{l}: kept"
        );
    }
}

/// Issue 37, item 5: a multiplayer event's File ▸ Export names what it writes — the
/// multiplayer results (JSON), the standings and the pods of a round (CSV) for a spreadsheet,
/// no game results — and each of them writes its file.
#[test]
fn multiplayer_export_names_what_it_writes_and_offers_csv() {
    let mut s = setup(Format::Napd, Screen::Rounds);
    for (n, id) in [
        ("Ann", "Sunny Lebeau"),
        ("Bo", "Noise"),
        ("Cy", "Kate"),
        ("Di", "Gabriel Santiago"),
    ] {
        let mut d = PlayerDetails::named(n);
        d.runner = Some(id.into());
        s.apply(Command::AddPlayer {
            details: d,
            id: None,
        });
    }
    s.apply(Command::PairPods);
    s.click_button("File");
    s.click_button("Export");
    for entry in [
        "multiplayer results (JSON)",
        "players (CSV)",
        "standings (CSV)",
        "pods of a round (CSV)",
    ] {
        s.harness.get_by_role_and_label(Role::Button, entry);
    }
    for gone in [
        "NRTM results for AlwaysBeRunning (JSON)",
        "game results (CSV)",
        "pairings (CSV)",
    ] {
        assert!(
            s.harness.query_by_label(gone).is_none(),
            "{gone} is offered"
        );
    }
    s.harness.key_press(egui::Key::Escape);
    s.frames();
    let dir = s.dir.path().to_path_buf();
    for (kind, file) in [
        (ExportKind::StandingsCsv, "standings.csv"),
        (ExportKind::PairingsCsv, "pods.csv"),
        (ExportKind::Nrtm, "results.json"),
    ] {
        s.harness
            .state_mut()
            .push(Action::Export(kind, dir.join(file)));
        s.frames();
        assert_eq!(s.harness.state().error, None, "{file}");
    }
    let standings = std::fs::read_to_string(dir.join("standings.csv")).unwrap();
    let standings = standings.trim_start_matches('\u{feff}');
    assert!(
        standings.starts_with("Rank,Name,Team,Role,Corp,Runner,Points"),
        "{standings}"
    );
    assert_eq!(standings.lines().count(), 5, "{standings}");
    let pods = std::fs::read_to_string(dir.join("pods.csv")).unwrap();
    let pods = pods.trim_start_matches('\u{feff}');
    assert!(
        pods.starts_with("Round,Pod,Seat,Role,Player,Team,Identity,Points"),
        "{pods}"
    );
    // Every player seated once in round 1, the Corp with the NAPD identity.
    for who in ["Ann", "Bo", "Cy", "Di"] {
        assert_eq!(
            pods.lines()
                .filter(|l| l.split(',').nth(4) == Some(who))
                .count(),
            1,
            "{pods}"
        );
    }
    assert!(pods.contains("Cyber Bureau: Keeping the Peace"), "{pods}");
    let json: serde_json::Value =
        serde_json::from_str(&std::fs::read_to_string(dir.join("results.json")).unwrap()).unwrap();
    assert!(json.get("players").is_some());
    // No game results to export: said so, and where to go instead.
    s.harness
        .state_mut()
        .push(Action::Export(ExportKind::GamesCsv, dir.join("games.csv")));
    s.frames();
    let err = s.harness.state().error.clone().unwrap();
    assert!(
        err.contains("export the pods or the standings as CSV"),
        "{err}"
    );
    assert!(!dir.join("games.csv").exists());
}

/// Issue 37, item 9: pairing a round of pods beyond the planned rounds asks first, as the Swiss
/// rounds do (it took one click and warned only afterwards).
#[test]
fn an_extra_round_of_pods_is_asked_about_first() {
    let mut s = setup(Format::Napd, Screen::Rounds);
    for (n, id) in [("Ann", "Sunny Lebeau"), ("Bo", "Noise"), ("Cy", "Kate")] {
        let mut d = PlayerDetails::named(n);
        d.runner = Some(id.into());
        s.apply(Command::AddPlayer {
            details: d,
            id: None,
        });
    }
    let mut settings = s.event().multiplayer().unwrap().settings;
    settings.rounds = 1;
    s.apply(Command::SetMultiplayerSettings { settings });
    s.click_button("Pair round 1");
    assert_eq!(
        s.event().multiplayer().unwrap().rounds.len(),
        1,
        "within the plan: no question"
    );
    s.click_button("Enter result of pod 1");
    s.click_button("Save result");
    assert!(
        s.event().multiplayer().unwrap().rounds[0].pods[0]
            .result
            .is_some()
    );
    s.click_button("Pair round 2");
    assert_eq!(
        s.event().multiplayer().unwrap().rounds.len(),
        1,
        "paired without asking"
    );
    assert!(s.shows("The event plans 1 rounds of pods. Pair an extra round 2?"));
    let yes = s
        .harness
        .query_all_by_role_and_label(Role::Button, "Pair round 2")
        .last()
        .unwrap();
    yes.click();
    s.frames();
    assert_eq!(s.event().multiplayer().unwrap().rounds.len(), 2);
}

/// Issue 37, item 3: NAPD registration is the Swiss form's: Enter registers, the Runner
/// identity is suggested as typed (accent-insensitive: "tao" finds Tāo Salonga), and a
/// registered player can be edited in the list.
#[test]
fn napd_registration_takes_enter_suggests_identities_and_edits_players() {
    let mut s = setup(Format::Napd, Screen::Players);
    s.type_into("Player name", "Ann");
    s.harness.key_press(egui::Key::Tab);
    s.frames();
    s.harness.event(egui::Event::Text("tao".into()));
    s.frames();
    assert!(
        s.has("Tāo Salonga: Telepresence Magician"),
        "the identity is suggested"
    );
    s.harness.key_press(egui::Key::ArrowDown);
    s.frames();
    s.harness.key_press(egui::Key::Enter); // picks the suggestion
    s.frames();
    assert!(
        s.event().players().is_empty(),
        "Enter on a suggestion only picks it"
    );
    s.harness.key_press(egui::Key::Enter); // registers
    s.frames();
    let ann = s.event().find_player("Ann").expect("Enter registered Ann");
    assert_eq!(
        ann.runner.as_deref(),
        Some("Tāo Salonga: Telepresence Magician")
    );
    // The form is empty again, the name field focused for the next player.
    s.harness.event(egui::Event::Text("Bo".into()));
    s.frames();
    s.harness.key_press(egui::Key::Enter);
    s.frames();
    assert!(
        s.event().find_player("Bo").is_some(),
        "the next player by keyboard only"
    );
    // Edit: the name and the identity.
    s.click_button("Edit Ann");
    let name = s.harness.get_by_label("Edit name");
    name.click();
    s.frames();
    s.harness
        .key_press_modifiers(egui::Modifiers::COMMAND, egui::Key::A);
    s.harness.event(egui::Event::Text("Ann Lee".into()));
    s.frames();
    s.harness.key_press(egui::Key::Enter);
    s.frames();
    let ann = s.event().find_player("Ann Lee").expect("renamed");
    assert_eq!(
        ann.runner.as_deref(),
        Some("Tāo Salonga: Telepresence Magician"),
        "the identity kept"
    );
}

fn napd_with_a_pod() -> Setup {
    let mut s = setup(Format::Napd, Screen::Players);
    for (n, id) in [
        ("Ann", "Sunny Lebeau"),
        ("Bo", "Noise"),
        ("Cy", "Kate"),
        ("Di", "Gabriel Santiago"),
    ] {
        let mut d = PlayerDetails::named(n);
        d.runner = Some(id.into());
        s.apply(Command::AddPlayer {
            details: d,
            id: None,
        });
    }
    s.apply(Command::PairPods);
    s
}

/// Issue 36 items 1 and 7: the clock of a multiplayer event speaks of the round of pods (not
/// "Swiss round"), and once time is called it says what the pods do, as the organizer set it.
#[test]
fn the_clock_names_the_round_of_pods_and_states_the_time_call_procedure() {
    let mut s = napd_with_a_pod();
    s.goto(Screen::Clock);
    assert!(s.shows("Clock — round 1 of pods"), "the heading");
    assert!(!s.has_containing("Swiss"), "no Swiss words");
    assert!(!s.has_containing("When time is called"), "not before time");
    s.apply(Command::ClockStart { at_ms: FIXED_MS });
    s.apply(Command::ClockCallTime { at_ms: FIXED_MS });
    assert!(s.has("0:00"), "the clock at 0:00");
    assert!(s.has_containing(
        "When time is called: finish the round of turns through the last Runner's turn"
    ));
    let mut settings = s.event().multiplayer().unwrap().settings;
    settings.time_call = netrunner_to::engine::multiplayer::TimeCall::FinishTurn;
    s.apply(Command::SetMultiplayerSettings { settings });
    assert!(
        s.has_containing("When time is called: finish the turn in progress; the game ends there.")
    );
}

/// Issue 36 item 3: the pod result form has a "left mid-game" box per Runner; a Runner who
/// left scores a loss while the other Runners win.
#[test]
fn a_runner_who_left_is_entered_on_the_pod_form_and_scores_a_loss() {
    let mut s = napd_with_a_pod();
    s.goto(Screen::Rounds);
    let Seating::Napd { corp, runners } = s.event().multiplayer().unwrap().rounds[0].pods[0]
        .seating
        .clone()
    else {
        panic!()
    };
    s.click_button("Enter result of pod 1");
    let gone = s.event().name_of(runners[2]);
    s.harness
        .get_by_label(&format!("{gone} left mid-game"))
        .click();
    s.frames();
    s.click_button("Save result");
    let Some(PodResult::Napd(r)) = &s.event().multiplayer().unwrap().rounds[0].pods[0].result
    else {
        panic!("saved")
    };
    assert!(r.runners.iter().any(|x| x.player == runners[2] && x.left));
    // 0-0 at time is a draw: everyone a point but the Runner who left.
    let st = s.event().multiplayer_standings().unwrap();
    assert_eq!(st.player(runners[2]).unwrap().points, 0);
    assert_eq!(st.player(runners[0]).unwrap().points, 1);
    assert_eq!(st.player(corp).unwrap().points, 1);
}

/// Issue 36 items 1 and 3: the event's settings choose the time-call procedure and whether a
/// flatlined NAPD Runner shares the Runners' result.
#[test]
fn the_settings_choose_the_time_call_and_the_flatlined_share() {
    let mut s = setup(Format::Napd, Screen::Players);
    s.harness
        .get_by_label("Event settings (pod size, rounds, scoring)")
        .click();
    s.frames();
    s.harness.get_by_label("When time is called").click();
    s.frames();
    s.harness.get_by_label("Finish the turn").click();
    s.frames();
    s.harness
        .get_by_label_contains("A flatlined Runner shares the Runners' result")
        .click();
    s.frames();
    s.click_button("Apply settings");
    let m = s.event().multiplayer().unwrap().settings;
    assert_eq!(
        m.time_call,
        netrunner_to::engine::multiplayer::TimeCall::FinishTurn
    );
    assert!(m.flatlined_share);
}

/// Issue 36 item 5: a Big Sell-Out team member is replaced on the Players screen (the Sponsor
/// or the Agent, a new player with an identity); the member replaced is dropped, the team keeps
/// its place, and the pod already played keeps showing who played it.
#[test]
fn a_big_sell_out_team_member_is_replaced_on_the_players_screen() {
    let mut s = setup(
        Format::BigSellOut {
            edition: BigSellOutEdition::AndroidNetrunner,
        },
        Screen::Players,
    );
    for (team, sp, ag) in [("Red", "Sam", "Alex"), ("Blue", "Sue", "Ash")] {
        s.apply(Command::RegisterTeam {
            name: Some(team.into()),
            sponsor: PlayerDetails::named(sp),
            agent: PlayerDetails::named(ag),
        });
    }
    s.apply(Command::PairPods);
    s.goto(Screen::Players);
    s.click_button("Replace in Red");
    assert!(s.shows("Replace a member of Red (a no-show or an early leaver)"));
    s.harness.get_by_label("Sponsor Sam").click();
    s.frames();
    s.type_into("New player's name", "Zoe");
    s.type_into(
        "New player's Corp identity",
        "Haas-Bioroid: Engineering the Future",
    );
    s.click_button("Replace");
    let e = s.event();
    let mp = e.multiplayer().unwrap();
    let red = mp.find_team("Red").unwrap();
    assert_eq!(e.name_of(red.sponsor), "Zoe");
    assert_eq!(
        e.player(red.sponsor).unwrap().corp.as_deref(),
        Some("Haas-Bioroid: Engineering the Future")
    );
    assert!(!e.find_player("Sam").unwrap().is_active(), "Sam is dropped");
    // Round 1's pod still seats Sam, who played it.
    let sam = e.find_player("Sam").unwrap().id;
    assert!(mp.rounds[0].pods[0].has(sam, &mp.teams));
    assert!(
        !s.shows("Replace a member of Red (a no-show"),
        "the form closed"
    );
}

/// Issue 36 item 3: a Runner flatlined in the table helper opened from a pod comes into that
/// pod's result form already marked, with the points the helper kept.
#[test]
fn the_table_helpers_flatline_fills_the_pods_result_form() {
    let mut s = napd_with_a_pod();
    s.goto(Screen::Rounds);
    let Seating::Napd { runners, .. } = s.event().multiplayer().unwrap().rounds[0].pods[0]
        .seating
        .clone()
    else {
        panic!()
    };
    s.click_button("Table helper for pod 1");
    s.click_button("Start the table helper");
    s.click_button("Next turn");
    let out = s.event().name_of(runners[1]);
    s.click_button(&format!("Flatline {out}"));
    s.goto(Screen::Rounds);
    s.click_button("Enter result of pod 1");
    let label = format!("{out} flatlined");
    let node = s.harness.get_by_label(&label);
    assert_eq!(
        node.accesskit_node().toggled(),
        Some(egui::accesskit::Toggled::True),
        "marked from the helper"
    );
    let kept = s.event().name_of(runners[0]);
    let label = format!("{kept} flatlined");
    let node = s.harness.get_by_label(&label);
    assert_eq!(
        node.accesskit_node().toggled(),
        Some(egui::accesskit::Toggled::False)
    );
}
