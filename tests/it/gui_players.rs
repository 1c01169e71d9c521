//! The players screen driven through the real app with egui_kittest: registration by
//! keyboard, duplicate names, identity autocomplete, filtering, drop/rejoin, disqualification
//! with confirmation, and inline editing. Assertions are on the event, not on images.
#![allow(clippy::unwrap_used, clippy::expect_used, clippy::panic)] // test code: a failed step is a failed test

use crate::support::app as support;
use egui::Key;
use egui_kittest::Harness;
use egui_kittest::kittest::Queryable;
use netrunner_to::app::screens::{Cx, players};
use netrunner_to::app::{Action, NetrunnerApp};
use netrunner_to::engine::{
    Command, Event, EventSettings, Format, PlayerDetails, PlayerId, PlayerStatus, Structure,
};

const FIXED_MS: i64 = 1_700_000_000_000;

/// The app with a new event holding `players` (name, corp, runner), on the players screen.
fn harness(players: &[(&str, &str, &str)]) -> (tempfile::TempDir, Harness<'static, NetrunnerApp>) {
    let dir = tempfile::tempdir().unwrap();
    let mut app = support::new(dir.path(), FIXED_MS);
    let opt = |s: &str| (!s.is_empty()).then(|| s.to_string());
    let players = players
        .iter()
        .map(|(name, corp, runner)| PlayerDetails {
            name: name.to_string(),
            corp: opt(corp),
            runner: opt(runner),
            ..Default::default()
        })
        .collect();
    let settings = EventSettings::new("Store Champs", Structure::Basic);
    support::open_event(&mut app, settings, 7, players);
    let mut h = support::harness(app, 1280.0, 800.0);
    settle(&mut h);
    (dir, h)
}

/// Runs frames until the app settles (and checks every input widget has an accessible name).
fn settle(h: &mut Harness<'_, NetrunnerApp>) {
    h.run();
}

fn event<'a>(h: &'a Harness<'_, NetrunnerApp>) -> &'a Event {
    h.state().event().unwrap()
}

/// Types into whatever has keyboard focus (no click).
fn type_keys(h: &mut Harness<'_, NetrunnerApp>, text: &str) {
    h.event(egui::Event::Text(text.to_string()));
    settle(h);
}

fn press(h: &mut Harness<'_, NetrunnerApp>, key: Key) {
    h.key_press(key);
    settle(h);
}

fn click(h: &mut Harness<'_, NetrunnerApp>, label: &str) {
    h.get_by_label(label).click();
    settle(h);
}

fn status(h: &Harness<'_, NetrunnerApp>, name: &str) -> PlayerStatus {
    event(h).find_player(name).unwrap().status
}

#[test]
fn ten_players_registered_by_keyboard_only() {
    let (_dir, mut h) = harness(&[]);
    // The name field has the focus when the screen opens: no click at all.
    assert!(h.get_by_label("Player name").is_focused());
    let corps = [
        "Jinteki: Personal Evolution",
        "Haas-Bioroid: Precision Design",
        "Weyland Consortium: Built to Last",
        "NBN: Making News",
        "Azmari EdTech: Shaping the Future",
    ];
    // Short names before the colon are completed to the full title.
    let runners = [
        ("Hayley Kaplan", "Hayley Kaplan: Universal Scholar"),
        ("Az McCaffrey", "Az McCaffrey: Mechanical Prodigy"),
        (
            "Sunny Lebeau: Security Specialist",
            "Sunny Lebeau: Security Specialist",
        ),
        (
            "Gabriel Santiago",
            "Gabriel Santiago: Consummate Professional",
        ),
        ("Esâ Afontov", "Esâ Afontov: Eco-Insurrectionist"),
    ];
    for i in 0..10 {
        let name = format!("Player {}", i + 1);
        type_keys(&mut h, &name);
        press(&mut h, Key::Tab);
        assert!(h.get_by_label("Corp identity").is_focused());
        type_keys(&mut h, corps[i % 5]);
        press(&mut h, Key::Tab);
        assert!(h.get_by_label("Runner identity").is_focused());
        type_keys(&mut h, runners[i % 5].0);
        press(&mut h, Key::Enter);
        // Added, the row is cleared and the focus is back in the name field.
        assert_eq!(event(&h).players().len(), i + 1);
        assert!(h.get_by_label("Player name").is_focused());
        assert_eq!(h.get_by_label("Player name").value().as_deref(), Some(""));
        assert_eq!(h.get_by_label("Corp identity").value().as_deref(), Some(""));
    }
    let e = event(&h);
    for (i, p) in e.players().iter().enumerate() {
        assert_eq!(p.name, format!("Player {}", i + 1));
        assert_eq!(p.corp.as_deref(), Some(corps[i % 5]));
        assert_eq!(p.runner.as_deref(), Some(runners[i % 5].1));
    }
    assert!(h.state().error.is_none());
}

#[test]
fn duplicate_name_is_refused_and_the_row_keeps_the_text() {
    let (_dir, mut h) = harness(&[("Ann", "", "")]);
    type_keys(&mut h, "ann");
    press(&mut h, Key::Tab);
    type_keys(&mut h, "NBN: Making News");
    press(&mut h, Key::Enter);
    assert_eq!(event(&h).players().len(), 1);
    let error = h.state().error.clone().unwrap_or_default();
    assert!(error.contains("already registered"), "{error}");
    // Frames later the text is still there to correct.
    settle(&mut h);
    assert_eq!(
        h.get_by_label("Player name").value().as_deref(),
        Some("ann")
    );
    assert_eq!(
        h.get_by_label("Corp identity").value().as_deref(),
        Some("NBN: Making News")
    );
    // Correct the name and add.
    type_keys(&mut h, " 2");
    press(&mut h, Key::Enter);
    let p = event(&h).find_player("ann 2").unwrap();
    assert_eq!(p.corp.as_deref(), Some("NBN: Making News"));
}

#[test]
fn autocomplete_picks_a_full_title() {
    let (_dir, mut h) = harness(&[]);
    type_keys(&mut h, "Zed");
    press(&mut h, Key::Tab);
    // Keyboard: type part of a name, Down highlights the first suggestion, Enter picks it
    // (and does not register the player yet).
    type_keys(&mut h, "personal");
    press(&mut h, Key::ArrowDown);
    press(&mut h, Key::Enter);
    assert_eq!(
        h.get_by_label("Corp identity").value().as_deref(),
        Some("Jinteki: Personal Evolution")
    );
    assert!(event(&h).players().is_empty());
    assert!(h.get_by_label("Corp identity").is_focused());
    // Mouse: click a suggestion in the list.
    press(&mut h, Key::Tab);
    type_keys(&mut h, "hayl");
    click(&mut h, "Hayley Kaplan: Universal Scholar");
    assert_eq!(
        h.get_by_label("Runner identity").value().as_deref(),
        Some("Hayley Kaplan: Universal Scholar")
    );
    assert!(h.get_by_label("Runner identity").is_focused());
    press(&mut h, Key::Enter);
    let p = event(&h).find_player("Zed").unwrap();
    assert_eq!(p.corp.as_deref(), Some("Jinteki: Personal Evolution"));
    assert_eq!(
        p.runner.as_deref(),
        Some("Hayley Kaplan: Universal Scholar")
    );
    // Tab completes the only match and moves on.
    type_keys(&mut h, "Yan");
    press(&mut h, Key::Tab);
    type_keys(&mut h, "azmari");
    press(&mut h, Key::Tab);
    assert!(h.get_by_label("Runner identity").is_focused());
    assert_eq!(
        h.get_by_label("Corp identity").value().as_deref(),
        Some("Azmari EdTech: Shaping the Future")
    );
}

#[test]
fn filter_narrows_the_list() {
    let (_dir, mut h) = harness(&[
        (
            "Ann",
            "NBN: Making News",
            "Hayley Kaplan: Universal Scholar",
        ),
        (
            "Bob",
            "Jinteki: Personal Evolution",
            "Az McCaffrey: Mechanical Prodigy",
        ),
        (
            "Cat",
            "Haas-Bioroid: Precision Design",
            "Hayley Kaplan: Universal Scholar",
        ),
    ]);
    for name in ["Ann", "Bob", "Cat"] {
        assert!(h.query_by_label(name).is_some(), "{name} listed");
    }
    click(&mut h, "Filter");
    type_keys(&mut h, "bo");
    assert!(h.query_by_label("Bob").is_some());
    assert!(h.query_by_label("Ann").is_none());
    assert!(h.query_by_label("Cat").is_none());
    // Identities match too.
    click(&mut h, "Clear filter");
    click(&mut h, "Filter");
    type_keys(&mut h, "hayley");
    assert!(h.query_by_label("Ann").is_some());
    assert!(h.query_by_label("Cat").is_some());
    assert!(h.query_by_label("Bob").is_none());
}

#[test]
fn drop_and_rejoin() {
    let (_dir, mut h) = harness(&[("Ann", "", ""), ("Bob", "", "")]);
    click(&mut h, "Drop Bob");
    // It asks first, as Disqualify does.
    assert!(h.query_by_label_contains("Drop Bob (#2)?").is_some());
    assert_eq!(status(&h, "Bob"), PlayerStatus::Active);
    click(&mut h, "Yes, drop");
    assert_eq!(status(&h, "Bob"), PlayerStatus::Dropped);
    assert_eq!(status(&h, "Ann"), PlayerStatus::Active);
    assert!(h.query_by_label("Drop Bob").is_none());
    click(&mut h, "Rejoin Bob");
    assert_eq!(status(&h, "Bob"), PlayerStatus::Active);
}

#[test]
fn disqualify_asks_first() {
    let (_dir, mut h) = harness(&[("Ann", "", ""), ("Bob", "", "")]);
    click(&mut h, "Disqualify Bob");
    assert!(
        h.query_by_label_contains("Disqualify Bob (#2)?").is_some(),
        "the question names the player"
    );
    assert!(h.query_by_label_contains("except by Undo").is_some());
    click(&mut h, "Cancel");
    assert_eq!(status(&h, "Bob"), PlayerStatus::Active);

    click(&mut h, "Disqualify Bob");
    click(&mut h, "Yes, disqualify");
    assert_eq!(status(&h, "Bob"), PlayerStatus::Disqualified);
    assert_eq!(status(&h, "Ann"), PlayerStatus::Active);
}

#[test]
fn edit_a_players_name() {
    let (_dir, mut h) = harness(&[("Ann", "", ""), ("Bob", "NBN: Making News", "")]);
    click(&mut h, "Edit Bob");
    assert!(h.get_by_label("Edit name").is_focused());
    h.key_press_modifiers(egui::Modifiers::COMMAND, Key::A);
    type_keys(&mut h, "Robert");
    press(&mut h, Key::Tab);
    click(&mut h, "Edit fixed table");
    type_keys(&mut h, "3");
    click(&mut h, "Save");
    let p = event(&h).player(PlayerId(2)).unwrap();
    assert_eq!(p.name, "Robert");
    assert_eq!(p.corp.as_deref(), Some("NBN: Making News"));
    assert_eq!(p.fixed_table, Some(3));
    // The editor closed: the row shows the name again.
    assert!(h.query_by_label("Edit name").is_none());
    assert!(h.query_by_label("Robert").is_some());
}

#[test]
fn draft_seating_is_saved_in_seat_order() {
    let dir = tempfile::tempdir().unwrap();
    let mut app = NetrunnerApp::new(dir.path().to_path_buf(), Box::new(|| FIXED_MS));
    app.use_dialogs = false;
    let mut settings = EventSettings::new("Draft night", Structure::Basic);
    settings.format = Format::FullDraft;
    app.push(Action::NewEvent { settings, seed: 7 });
    for name in ["Ann", "Bob", "Cat", "Dee"] {
        app.push(Action::Apply(Command::AddPlayer {
            details: PlayerDetails::named(name),
            id: None,
        }));
    }
    let mut h = Harness::builder()
        .with_size(egui::vec2(1280.0, 800.0))
        .build_ui_state(|ui, app: &mut NetrunnerApp| app.frame_ui(ui), app);
    settle(&mut h);
    click(&mut h, "Move Bob up");
    click(&mut h, "Move Ann down");
    click(&mut h, "Save seating");
    let seats: Vec<u32> = event(&h).draft_seats().iter().map(|p| p.0).collect();
    assert_eq!(seats, [2, 3, 1, 4]);
}

/// The screen alone, with egui's strict missing-glyph policy: every text it draws (header,
/// registration, late-registration note, all statuses, the editor, the autocomplete list, the
/// draft seating) must be drawable with the default fonts.
#[test]
fn screen_uses_only_glyphs_the_default_fonts_have() {
    let mut settings = EventSettings::new("Draft night", Structure::Basic);
    settings.format = Format::FullDraft;
    let mut e = Event::new(settings, 3);
    for (i, name) in ["Ann", "Bob", "Cat", "Dee", "Eve"].iter().enumerate() {
        e.apply(Command::AddPlayer {
            details: PlayerDetails {
                name: name.to_string(),
                corp: Some("Jinteki: Personal Evolution".into()),
                runner: Some("Esâ Afontov: Eco-Insurrectionist".into()),
                pronouns: Some("they/them".into()),
                reading: None,
                fixed_table: (i == 0).then_some(4),
                no_video: false,
            },
            id: None,
        })
        .unwrap();
    }
    e.apply(Command::DropPlayer {
        player: PlayerId(2),
    })
    .unwrap();
    e.apply(Command::DisqualifyPlayer {
        player: PlayerId(3),
    })
    .unwrap();
    let state = (e, players::PlayersState::default(), Vec::<Action>::new());
    let mut h = Harness::builder()
        .with_size(egui::vec2(1280.0, 800.0))
        .build_ui_state(
            |ui, (event, screen, actions): &mut (Event, players::PlayersState, Vec<Action>)| {
                let mut cx = Cx {
                    event,
                    now_ms: FIXED_MS,
                    actions,
                    answers: &[],
                };
                players::ui(ui, &mut cx, screen);
            },
            state,
        );
    h.run();
    assert!(
        h.query_by_label("Save seating").is_some(),
        "full draft shows the seating"
    );
    click_any(&mut h, "Move Eve up");
    // Sorting draws its marker.
    click_any(&mut h, "Name");
    click_any(&mut h, "Edit Ann");
    click_any(&mut h, "Edit Corp identity");
    h.event(egui::Event::Text("x".into()));
    h.run();
    click_any(&mut h, "Runner identity");
    h.event(egui::Event::Text("hay".into()));
    h.run();
    assert!(
        h.query_by_label("Hayley Kaplan: Universal Scholar")
            .is_some()
    );
}

fn click_any<S>(h: &mut Harness<'_, S>, label: &str) {
    h.get_by_label(label).click();
    h.run();
}

#[test]
fn identity_suggestions_ignore_accents_and_word_order() {
    let (_dir, mut h) = harness(&[]);
    type_keys(&mut h, "Ingrid");
    press(&mut h, Key::Tab);
    press(&mut h, Key::Tab);
    assert!(h.get_by_label("Runner identity").is_focused());
    type_keys(&mut h, "tao");
    assert!(
        h.query_by_label("Tāo Salonga: Telepresence Magician")
            .is_some(),
        "\"tao\" suggests Tāo Salonga"
    );
    // "ken tenma" (the title says Ken “Express” Tenma) is completed on Enter.
    for _ in 0..3 {
        press(&mut h, Key::Backspace);
    }
    type_keys(&mut h, "ken tenma");
    press(&mut h, Key::Enter);
    let p = event(&h).find_player("Ingrid").expect("registered");
    assert_eq!(
        p.runner.as_deref(),
        Some("Ken \u{201C}Express\u{201D} Tenma: Disappeared Clone")
    );
    // A misspelt Corp without accents: "palana" is Pālanā Foods.
    type_keys(&mut h, "Sebastian");
    press(&mut h, Key::Tab);
    type_keys(&mut h, "palana");
    press(&mut h, Key::Enter);
    let p = event(&h).find_player("Sebastian").expect("registered");
    assert_eq!(p.corp.as_deref(), Some("Pālanā Foods: Sustainable Growth"));
}

#[test]
fn enter_never_takes_half_typed_text_that_fits_several_identities() {
    let (_dir, mut h) = harness(&[]);
    type_keys(&mut h, "Ann");
    press(&mut h, Key::Tab);
    // "weyland" and Enter in the same frame, before the list was ever drawn.
    h.event(egui::Event::Text("weyland".into()));
    h.key_press(Key::Enter);
    settle(&mut h);
    assert!(event(&h).players().is_empty(), "nothing registered");
    assert!(h.get_by_label("Corp identity").is_focused());
    assert_eq!(
        h.get_by_label("Corp identity").value().as_deref(),
        Some("weyland")
    );
    // The list is shown with its first entry highlighted: Enter picks it, Enter registers.
    assert!(
        h.query_by_label("Weyland Consortium: Because We Built It")
            .is_some()
    );
    press(&mut h, Key::Enter);
    assert!(event(&h).players().is_empty());
    let picked = h.get_by_label("Corp identity").value().unwrap();
    assert!(picked.starts_with("Weyland Consortium: "), "{picked}");
    press(&mut h, Key::Enter);
    assert_eq!(
        event(&h).find_player("Ann").unwrap().corp.as_deref(),
        Some(picked.as_str())
    );
    // Escape hides the list; Enter from the name field then refuses the ambiguous text too.
    type_keys(&mut h, "Bo");
    press(&mut h, Key::Tab);
    type_keys(&mut h, "weyland");
    press(&mut h, Key::Escape);
    press(&mut h, Key::Enter);
    assert!(event(&h).find_player("Bo").is_none());
    assert!(
        h.query_by_label_contains("fits several Corp identities")
            .is_some()
    );
    assert!(h.get_by_label("Corp identity").is_focused());
}

#[test]
fn an_identity_not_in_the_list_is_kept_and_marked() {
    let (_dir, h) = harness(&[(
        "Ann",
        "Made Up Megacorp",
        "Hayley Kaplan: Universal Scholar",
    )]);
    assert_eq!(
        event(&h).find_player("Ann").unwrap().corp.as_deref(),
        Some("Made Up Megacorp")
    );
    let marks: Vec<_> = h.query_all_by_label("unknown").collect();
    assert_eq!(marks.len(), 1, "only the unknown Corp is marked");
    assert!(h.query_by_label("Hayley Kaplan").is_some());
}

#[test]
fn dropping_a_player_asks_first_and_moves_no_row() {
    let names = ["Ann", "Bob", "Cy", "Di"];
    let players: Vec<(&str, &str, &str)> = names.iter().map(|n| (*n, "", "")).collect();
    let (_dir, mut h) = harness(&players);
    let rows: Vec<egui::Rect> = names
        .iter()
        .map(|n| h.get_by_label(&format!("Drop {n}")).rect())
        .collect();
    click(&mut h, "Drop Bob");
    click(&mut h, "Cancel");
    assert_eq!(status(&h, "Bob"), PlayerStatus::Active);
    click(&mut h, "Drop Bob");
    click(&mut h, "Yes, drop");
    assert_eq!(status(&h, "Bob"), PlayerStatus::Dropped);
    assert!(
        h.query_by_label_contains("Dropped Bob").is_some(),
        "the note says so"
    );
    // Nothing moved: Bob's row now offers Rejoin where Drop was, the others are in place.
    assert_eq!(
        h.get_by_label("Rejoin Bob").rect().center().y,
        rows[1].center().y
    );
    for (i, n) in names.iter().enumerate().filter(|(i, _)| *i != 1) {
        assert_eq!(h.get_by_label(&format!("Drop {n}")).rect(), rows[i], "{n}");
    }
}

#[test]
fn a_registration_message_goes_once_the_field_is_fixed() {
    let (_dir, mut h) = harness(&[]);
    press(&mut h, Key::Tab);
    type_keys(&mut h, "Hayley Kaplan");
    press(&mut h, Key::Enter);
    assert!(h.query_by_label("Type the player's name first.").is_some());
    h.get_by_label("Player name").click();
    settle(&mut h);
    type_keys(&mut h, "Ann");
    assert!(
        h.query_by_label("Type the player's name first.").is_none(),
        "the message goes as soon as the name is typed"
    );
}

/// Issue 17: the player list shows each player's personal code on request (issue 38: not
/// before *Show codes* is ticked, so nobody reads them off the laptop); "New" draws another (the
/// old one stops working). Unticked, the codes go again.
#[test]
fn the_player_list_shows_each_code_on_request_and_new_draws_another() {
    let (_dir, mut h) = harness(&[("Ann", "", ""), ("Bo", "", "")]);
    let ann = event(&h).find_player("Ann").unwrap().id;
    let bo = event(&h).find_player("Bo").unwrap().id;
    let old = event(&h).player_code(ann).unwrap().to_string();
    let bo_code = event(&h).player_code(bo).unwrap().to_string();
    for code in [&old, &bo_code] {
        assert!(h.query_by_label(code).is_none(), "{code} is shown unasked");
    }
    assert!(h.query_by_label("New code for Ann").is_none());
    click(&mut h, "Show codes");
    assert!(h.query_by_label(&old).is_some(), "the code {old} is shown");
    assert!(h.query_by_label(&bo_code).is_some());
    click(&mut h, "New code for Ann");
    let new = event(&h).player_code(ann).unwrap().to_string();
    assert_ne!(old, new);
    assert!(h.query_by_label(&new).is_some());
    assert!(!event(&h).check_player_code(ann, &old));
    click(&mut h, "Show codes");
    assert!(h.query_by_label(&new).is_none(), "hidden again");
}

/// Issue 19: switched to Japanese at run time, the start screen, the players screen, its
/// questions and notes, the event settings, the import and the typed-path dialogs speak
/// Japanese, and the English labels are gone. On a 1024×600 screen the row's buttons stay
/// beside the name, inside the window.
#[test]
fn the_players_screen_and_its_dialogs_speak_japanese() {
    use egui::accesskit::Role;
    use netrunner_to::app::ExportKind;
    use netrunner_to::i18n::Lang;

    let (w, h_px) = (1024.0, 600.0);
    let dir = tempfile::tempdir().unwrap();
    let mut app = NetrunnerApp::new(dir.path().to_path_buf(), Box::new(|| FIXED_MS));
    app.use_dialogs = false;
    app.push(Action::Language(Lang::from_tag("ja").unwrap()));
    let mut h = Harness::builder()
        .with_size(egui::vec2(w, h_px))
        .build_ui_state(|ui, app: &mut NetrunnerApp| app.frame_ui(ui), app);
    settle(&mut h);
    let role = |h: &Harness<'_, NetrunnerApp>, r: Role, label: &str| {
        assert!(
            h.query_by_role_and_label(r, label).is_some(),
            "{r:?} {label:?} is missing"
        );
    };
    let gone = |h: &Harness<'_, NetrunnerApp>, labels: &[&str]| {
        for l in labels {
            assert!(h.query_by_label(l).is_none(), "{l:?} is still English");
        }
    };

    // The start screen: the new-event form and its message.
    role(&h, Role::Button, "大会を作成");
    role(&h, Role::Button, "ファイルを開く…");
    role(&h, Role::TextInput, "大会名");
    role(&h, Role::TextInput, "乱数シード");
    gone(
        &h,
        &["Create event", "New event", "Open a file…", "Recent events"],
    );
    assert!(h.query_by_label("新しい大会").is_some());
    click(&mut h, "大会を作成");
    assert!(h.query_by_label("大会名を入力してください。").is_some());
    assert!(h.query_by_label("Give the event a name.").is_none());

    // The players screen.
    h.state_mut().push(Action::NewEvent {
        settings: EventSettings::new("Store Champs", Structure::Basic),
        seed: 7,
    });
    for (name, corp) in [
        (
            "Ingrid Berglund-Lindqvist",
            "Weyland Consortium: Built to Last",
        ),
        ("Bo", "Made Up Megacorp"),
        ("Cy", ""),
    ] {
        h.state_mut().push(Action::Apply(Command::AddPlayer {
            details: PlayerDetails {
                name: name.into(),
                corp: (!corp.is_empty()).then(|| corp.into()),
                ..Default::default()
            },
            id: None,
        }));
    }
    h.state_mut()
        .push(Action::Goto(netrunner_to::app::screens::Screen::Players));
    settle(&mut h);
    role(&h, Role::Button, "追加");
    role(&h, Role::Button, "大会設定…");
    for field in [
        "プレイヤー名",
        "コーポID",
        "ランナーID",
        "代名詞",
        "絞り込み",
    ] {
        role(&h, Role::TextInput, field);
    }
    for label in [
        "プレイヤー登録",
        "登録済みのプレイヤー",
        "3人(参加中3人、ドロップ0人)",
        "リスト外",
    ] {
        assert!(h.query_by_label(label).is_some(), "{label:?} is missing");
    }
    assert!(h.query_by_label_contains("基本構成: スイス式").is_some());
    gone(
        &h,
        &[
            "Add player",
            "Player name",
            "Event settings…",
            "Registered players",
            "Edit Bo",
            "unknown",
        ],
    );
    // Pronouns without a name: the name first, says the form.
    h.get_by_role_and_label(Role::TextInput, "代名詞").click();
    settle(&mut h);
    type_keys(&mut h, "they");
    press(&mut h, Key::Enter);
    assert!(
        h.query_by_label("先にプレイヤー名を入力してください。")
            .is_some()
    );
    assert!(h.query_by_label("Type the player's name first.").is_none());
    // The row's buttons, beside the name and inside the window (the codes shown too).
    click_any(&mut h, "コードを表示");
    let name = h.get_by_label("Ingrid Berglund-Lindqvist").rect();
    for b in [
        "Ingrid Berglund-Lindqvistを編集",
        "Ingrid Berglund-Lindqvistをドロップ",
        "Ingrid Berglund-Lindqvistを失格にする",
        "Ingrid Berglund-Lindqvistのコードを再発行",
    ] {
        let r = h.get_by_role_and_label(Role::Button, b).rect();
        assert!(r.right() <= w + 0.5, "{b} leaves the window: {r:?}");
        assert!(
            (r.center().y - name.center().y).abs() < 4.0,
            "{b} off the name's row"
        );
    }
    // A drop: the question, the note and the status in Japanese.
    click(&mut h, "Boをドロップ");
    let question = h
        .get_by_label_contains("Bo(#2)をドロップしますか？")
        .value()
        .unwrap_or_default();
    assert!(question.contains("？\n\nBoは第1回戦から"), "{question:?}");
    click(&mut h, "ドロップする");
    assert!(!event(&h).find_player("Bo").unwrap().is_active());
    assert!(h.query_by_label_contains("Boをドロップしました").is_some());
    // The status: whole, or its first word where the column is narrow (the round on hover).
    assert!(
        h.query_by_label("第1回戦の前にドロップ").is_some()
            || h.query_by_role_and_label(Role::Label, "ドロップ").is_some()
    );
    role(&h, Role::Button, "元に戻す");
    role(&h, Role::Button, "Boを復帰");
    gone(&h, &["Rejoin Bo", "dropped before round 1", "Undo"]);

    // Event settings: the custom structure's choices fit the dialog.
    h.state_mut().push(Action::EventSettings);
    settle(&mut h);
    role(&h, Role::TextInput, "大会名");
    role(&h, Role::TextInput, "ラウンド時間(分)");
    click(&mut h, "カスタム");
    let save = h.get_by_role_and_label(Role::Button, "設定を保存").rect();
    for b in ["なし", "トップ4", "トップ16", "リラックス", "プレミア"] {
        let r = h.get_by_role_and_label(Role::Button, b).rect();
        assert!(
            r.right() <= save.left() + 560.0 + 0.5 && r.right() <= w,
            "{b} does not fit the dialog: {r:?}"
        );
    }
    assert!(h.query_by_label_contains("大会の予定: スイス式").is_some());
    gone(&h, &["Save settings", "Custom", "no cut", "Premier"]);
    click(&mut h, "キャンセル");
    assert!(h.state().settings_dialog.is_none());

    // Import players: no file dialog here, said in Japanese.
    h.state_mut().push(Action::ImportPlayers);
    settle(&mut h);
    role(&h, Role::TextInput, "プレイヤーリストのファイル");
    click(&mut h, "ファイルを選択…");
    assert!(
        h.query_by_label_contains("ファイル選択ダイアログを使えません")
            .is_some()
    );
    role(&h, Role::Button, "0人を追加");
    gone(&h, &["Import players", "Preview", "Add 0 players"]);
    click(&mut h, "キャンセル");
    assert!(h.state().import_dialog.is_none());

    // The typed path of an export, and what is wrong with an empty one.
    h.state_mut()
        .push(Action::ExportPath(ExportKind::StandingsCsv));
    settle(&mut h);
    assert!(h.query_by_label("順位表(CSV)を書き出す").is_some());
    let field = "ファイルのパスを入力してEnterを押してください(~ はホームフォルダー):";
    // The suggested path is selected in the focused field: one key clears it.
    assert!(h.get_by_role_and_label(Role::TextInput, field).is_focused());
    press(&mut h, Key::Backspace);
    click(&mut h, "OK");
    assert!(
        h.query_by_label("ファイルのパスを入力してください。")
            .is_some()
    );
    gone(&h, &["Export standings (CSV)", "Cancel"]);
    click(&mut h, "キャンセル");
}
