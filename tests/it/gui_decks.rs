//! The Deck lists screen through the real app (egui_kittest): the settings, who is missing a
//! list, pasting a list and seeing its check at once, registering it, the lock once the event
//! starts and a leader's correction. Assertions are on the event.

use crate::support::app as support;
use egui_kittest::Harness;
use egui_kittest::kittest::{NodeT, Queryable};
use netrunner_to::app::screens::Screen;
use netrunner_to::app::{Action, NetrunnerApp};
use netrunner_to::engine::{Command, Event, EventSettings, PlayerDetails, Side, Structure};

const FIXED_MS: i64 = 1_700_000_000_000;

fn list(code: &str) -> String {
    std::fs::read_to_string(format!(
        "{}/fixtures/decks/{code}.txt",
        env!("CARGO_MANIFEST_DIR")
    ))
    .unwrap()
}

fn harness() -> (tempfile::TempDir, Harness<'static, NetrunnerApp>) {
    let dir = tempfile::tempdir().unwrap();
    let mut app = support::new(dir.path(), FIXED_MS);
    app.screens.decks.typed_paths = true;
    let mut settings = EventSettings::new("Worlds 2016", Structure::Basic);
    settings.date = Some("2016-11-12".into());
    let players = ["Ann", "Bo"].map(PlayerDetails::named).to_vec();
    support::open_event(&mut app, settings, 3, players);
    app.push(Action::Goto(Screen::Decks));
    let mut h = support::harness(app, 1400.0, 1000.0);
    h.run();
    (dir, h)
}

fn event<'a>(h: &'a Harness<'_, NetrunnerApp>) -> &'a Event {
    h.state().event().unwrap()
}

#[track_caller]
fn paste(h: &mut Harness<'_, NetrunnerApp>, side: &str, text: &str) {
    h.get_by_label(&format!(
        "Paste the {side} list (NetrunnerDB, Jinteki.net or plain titles):"
    ))
    .click();
    h.run();
    h.event(egui::Event::Paste(text.to_string()));
    h.run();
}

#[test]
fn lists_are_pasted_checked_at_once_registered_and_locked_once_the_event_starts() {
    let (_dir, mut h) = harness();
    assert!(
        h.query_by_label_contains("0 of 2 players have both lists")
            .is_some()
    );
    // Settings: collect lists.
    h.get_by_label("Collected for this event").click();
    h.run();
    assert!(event(&h).settings().decks.collected);
    assert!(h.query_by_label("card data of 2026-07-23").is_some());
    assert!(
        h.query_by_label(
            "Standard: Pre Rotation, NAPD MWL 1.1 (from 2016-08-01), checked for 2016-11-12"
        )
        .is_some()
    );

    // Ann: the 2016 champion's Corp list, pasted; the check shows before anything is stored.
    h.get_by_label("Ann").click();
    h.run();
    paste(&mut h, "Corp", &list("2016-world-champion-corp-deck"));
    assert!(
        h.query_by_label_contains("Read 49 cards: NBN: Controlling the Message")
            .is_some()
    );
    assert!(h.query_by_label("Legal").is_some());
    assert!(
        event(&h).decks().is_empty(),
        "nothing stored before Register"
    );
    h.get_by_label("Register Corp list").click();
    h.run();
    let ann = event(&h).find_player("Ann").unwrap().clone();
    assert!(
        event(&h).deck(ann.id, Side::Corp).is_some(),
        "{:?}",
        h.state().screens.decks.message
    );
    assert_eq!(ann.corp.as_deref(), Some("NBN: Controlling the Message"));
    assert!(
        h.query_by_label_contains("Controlling the Message — legal")
            .is_some()
    );

    // A list that cannot be read is refused with the closest titles; nothing stored.
    h.get_by_label("Runner list").click();
    h.run();
    paste(&mut h, "Runner", "Whizzard: Master Gamer\n3x Sure Gambel\n");
    assert!(
        h.query_by_label_contains("no card is called \"Sure Gambel\"; did you mean Sure Gamble")
            .is_some()
    );
    assert!(
        h.get_by_label("Register Runner list")
            .accesskit_node()
            .is_disabled()
    );

    // A Runner list registered as the Corp list is refused with the reason; nothing stored.
    h.get_by_label("Bo").click();
    h.run();
    h.get_by_label("Corp list").click();
    h.run();
    paste(&mut h, "Corp", &list("2016-world-champion-runner-deck"));
    assert!(
        h.query_by_label("Whizzard: Master Gamer is a Runner identity: this is a Runner list.")
            .is_some()
    );
    assert!(h.query_by_label("Switch to the Runner list").is_some());
    h.get_by_label("Register Corp list").click();
    h.run();
    assert!(
        h.query_by_label_contains(
            "Whizzard: Master Gamer is a Runner identity: this is a Runner list, not a Corp list"
        )
        .is_some(),
        "{:?}",
        h.state().screens.decks.message
    );
    let bo = event(&h).find_player("Bo").unwrap().id;
    assert!(event(&h).deck(bo, Side::Corp).is_none());

    // The 2015 Corp list for Bo: a problem, named with its numbers.
    h.get_by_label("Corp list").click();
    h.run();
    paste(&mut h, "Corp", &list("2015-world-champion-corp-deck"));
    assert!(
        h.query_by_label_contains("15 influence spent, the limit is 6 (15 less 9 global penalty)")
            .is_some()
    );
    h.get_by_label("Register Corp list").click();
    h.run();
    assert!(h.query_by_label_contains("1 with problems").is_some());

    // The event starts: the lists lock; a change is a leader's correction. Pairing round 1
    // names who has not handed in both lists.
    h.state_mut().push(Action::Apply(Command::PairRound));
    h.run();
    assert!(
        h.query_by_label_contains(
            "the event collects deck lists and 2 players have not handed in both: Ann (Runner), Bo (Runner)"
        )
        .is_some()
    );
    assert!(
        h.query_by_label_contains("Locked: the event has started")
            .is_some()
    );
    h.get_by_label("Runner list").click();
    h.run();
    paste(&mut h, "Runner", &list("2016-world-champion-runner-deck"));
    assert!(
        h.get_by_label("Register Runner list")
            .accesskit_node()
            .is_disabled()
    );
    h.get_by_label("This is a leader's correction (the event has started)")
        .click();
    h.run();
    h.get_by_label("Register Runner list").click();
    h.run();
    let bo = event(&h).find_player("Bo").unwrap().id;
    let reg = event(&h).deck(bo, Side::Runner).unwrap();
    assert!(reg.corrected);
}

/// Deck lists are part of the event's state: undo and redo take them off and put them back
/// (with the identity they gave the player), the autosave and the event file carry them, and
/// the undo memory estimate counts them (a 400-player event's lists are megabytes a step).
#[test]
fn deck_lists_survive_undo_redo_the_autosave_and_reopening() {
    use netrunner_to::app::document::estimated_state_bytes;
    use netrunner_to::io::save;
    let dir = tempfile::tempdir().unwrap();
    let data = dir.path().join("data");
    let file = dir.path().join("worlds.json");
    let mut settings = EventSettings::new("Worlds 2016", Structure::Basic);
    settings.date = Some("2016-11-12".into());
    settings.decks.collected = true;
    let mut e = Event::new(settings, 3);
    for n in ["Ann", "Bo"] {
        e.apply(Command::AddPlayer {
            details: PlayerDetails::named(n),
            id: None,
        })
        .unwrap();
    }
    save::save(&file, &e).unwrap();
    let ann = e.find_player("Ann").unwrap().id;

    let mut app = NetrunnerApp::new(data.clone(), Box::new(|| FIXED_MS));
    app.use_dialogs = false;
    let ctx = egui::Context::default();
    app.push(Action::Open(file.clone()));
    app.run_actions(&ctx);
    let without = app.event().unwrap().clone();
    for (side, code) in [
        (Side::Corp, "2016-world-champion-corp-deck"),
        (Side::Runner, "2016-world-champion-runner-deck"),
    ] {
        let (deck, _) = crate::decks::prebuilt(code);
        app.push(Action::Apply(Command::SetDeck {
            player: ann,
            side,
            deck: Some(deck),
            correction: false,
        }));
        app.run_actions(&ctx);
        assert!(app.error.is_none(), "{:?}", app.error);
    }
    let with = app.event().unwrap().clone();
    assert!(with.deck(ann, Side::Corp).is_some() && with.deck(ann, Side::Runner).is_some());
    assert_eq!(
        with.find_player("Ann").unwrap().runner.as_deref(),
        Some("Whizzard: Master Gamer")
    );
    // Two lists of about 45 cards: several KB in the undo memory estimate.
    assert!(
        estimated_state_bytes(&with) > estimated_state_bytes(&without) + 2 * 40 * 32,
        "{} against {}",
        estimated_state_bytes(&with),
        estimated_state_bytes(&without)
    );

    app.push(Action::Undo);
    app.run_actions(&ctx);
    let e = app.event().unwrap();
    assert!(e.deck(ann, Side::Runner).is_none());
    assert!(e.deck(ann, Side::Corp).is_some());
    assert_eq!(e.find_player("Ann").unwrap().runner, None);
    app.push(Action::Undo);
    app.run_actions(&ctx);
    assert_eq!(app.event(), Some(&without));
    app.push(Action::Redo);
    app.push(Action::Redo);
    app.run_actions(&ctx);
    assert_eq!(app.event(), Some(&with), "redo puts both lists back");

    // On disk: the event file and the autosaved copy hold the lists.
    let doc = app.doc.as_mut().unwrap();
    doc.flush();
    assert!(doc.save_error.is_none(), "{:?}", doc.save_error);
    assert_eq!(save::load(&file).unwrap(), with);
    assert_eq!(save::load(&doc.autosave_path).unwrap(), with);
    app.push(Action::Close);
    app.run_actions(&ctx);
    drop(app);

    let mut app = NetrunnerApp::new(data, Box::new(|| FIXED_MS));
    app.use_dialogs = false;
    app.push(Action::Open(file));
    app.run_actions(&ctx);
    assert_eq!(app.event(), Some(&with), "reopened with both lists");
}

/// The Deck lists screen in Japanese, switched at run time: settings, dates written the
/// Japanese way, pasting and registering a list, the verdict in the player list; the English
/// labels are gone and identity names stay as NetrunnerDB writes them.
#[test]
fn the_deck_lists_screen_speaks_japanese() {
    use egui::accesskit::Role;
    let (_dir, mut h) = harness();
    h.state_mut().push(Action::Language(
        netrunner_to::i18n::Lang::from_tag("ja").unwrap(),
    ));
    h.run();
    let has = |h: &Harness<'_, NetrunnerApp>, text: &str| {
        h.query_all_by_label_contains(text).next().is_some()
    };
    assert!(has(&h, "両方のリストを提出済み: 2人中0人"));
    h.get_by_role_and_label(Role::CheckBox, "この大会で提出を受け付ける")
        .click();
    h.run();
    assert!(event(&h).settings().decks.collected);
    assert!(h.query_by_label("カードデータ(2026年7月23日)").is_some());
    assert!(
        h.query_by_label(
            "Standard: Pre Rotation, NAPD MWL 1.1(2016年8月1日から)、2016年11月12日の基準でチェック"
        )
        .is_some()
    );
    assert!(h.query_by_label("公開範囲").is_some());
    for english in [
        "Collected for this event",
        "card data of 2026-07-23",
        "Visibility",
    ] {
        assert!(!has(&h, english), "{english}");
    }
    h.get_by_label("Ann").click();
    h.run();
    h.get_by_label("コーポのリストを貼り付け(NetrunnerDB、Jinteki.net、またはカード名の一覧):")
        .click();
    h.run();
    h.event(egui::Event::Paste(list("2016-world-champion-corp-deck")));
    h.run();
    assert!(has(
        &h,
        "49枚を読み込みました: NBN: Controlling the Message"
    ));
    assert!(h.query_by_label("適正").is_some());
    h.get_by_role_and_label(Role::Button, "コーポのリストを登録")
        .click();
    h.run();
    let ann = event(&h).find_player("Ann").unwrap().id;
    assert!(event(&h).deck(ann, Side::Corp).is_some());
    assert!(has(&h, "Controlling the Message — 適正"));
    assert!(has(&h, "Annのコーポのリストを登録しました"));
    for english in [
        "Register Corp list",
        "Remove Corp list",
        "Legal",
        "Runner list",
    ] {
        assert!(!has(&h, english), "{english}");
    }
}

/// The deck-list settings fit a 1024×600 window in English and in Japanese: the card data line
/// ends with Update card data… inside the window, and so do its panel's buttons.
#[test]
fn the_deck_list_settings_fit_a_small_window_in_both_languages() {
    use egui::accesskit::Role;
    use netrunner_to::i18n::Lang;
    for lang in [Lang::ENGLISH, Lang::from_tag("ja").unwrap()] {
        let dir = tempfile::tempdir().unwrap();
        let mut app = NetrunnerApp::new(dir.path().to_path_buf(), Box::new(|| FIXED_MS));
        app.use_dialogs = false;
        app.push(Action::Language(lang));
        let mut settings = EventSettings::new("Worlds 2016", Structure::Basic);
        settings.date = Some("2016-11-12".into());
        app.push(Action::NewEvent { settings, seed: 3 });
        app.push(Action::Goto(Screen::Decks));
        let mut h = Harness::builder()
            .with_size(egui::vec2(1024.0, 600.0))
            .build_ui_state(|ui, app: &mut NetrunnerApp| app.frame_ui(ui), app);
        h.run();
        // The card data line ends with Update card data…; its panel's Load button fits too.
        let update = lang.text("decks-update-card-data");
        let r = h.get_by_label(&update).rect();
        assert!(
            r.right() <= 1024.5,
            "{}: {update:?} ends at {}",
            lang.tag(),
            r.right()
        );
        h.get_by_label(&update).click();
        h.run();
        let label = lang.text("decks-load-card-data");
        let r = h.get_by_role_and_label(Role::Button, &label).rect();
        assert!(
            r.right() <= 1024.5,
            "{}: {label:?} ends at {}",
            lang.tag(),
            r.right()
        );
        let download = lang.text("decks-download-card-data");
        let r = h.get_by_role_and_label(Role::Button, &download).rect();
        assert!(
            r.right() <= 1024.5,
            "{}: {download:?} ends at {}",
            lang.tag(),
            r.right()
        );
    }
}

/// Issue 33, item 6: why a typed deck-list file cannot be read shows under the *File* field,
/// not at the foot of the screen out of sight; it goes once the path is changed.
#[test]
fn a_deck_list_files_problem_shows_under_the_file_field() {
    let (dir, mut h) = harness();
    h.get_by_label("Collected for this event").click();
    h.run();
    h.get_by_label("Ann").click();
    h.run();
    let missing = dir.path().join("no-such-list.txt");
    h.get_by_role_and_label(egui::accesskit::Role::TextInput, "File")
        .click();
    h.run();
    h.event(egui::Event::Text(missing.display().to_string()));
    h.run();
    h.get_by_label("Open list…").click();
    h.run();
    let field = h
        .get_by_role_and_label(egui::accesskit::Role::TextInput, "File")
        .rect();
    let problem = h
        .query_by_label_contains("no-such-list.txt:")
        .expect("the problem is said")
        .rect();
    assert!(
        problem.top() >= field.bottom() - 1.0 && problem.top() - field.bottom() < 40.0,
        "the problem {problem:?} is right under the field {field:?}"
    );
    h.get_by_role_and_label(egui::accesskit::Role::TextInput, "File")
        .click();
    h.run();
    h.event(egui::Event::Text("x".into()));
    h.run();
    assert!(h.query_by_label_contains("no-such-list.txt:").is_none());
}
