//! Names in the order Japanese players look for them (issue 37 item 6): a player may have a
//! reading (ふりがな) of their name; lists sort by it where given, and by a collation that puts
//! kana in 五十音 order (katakana with hiragana) where not. Through the command line, a CSV
//! list, the printouts (read back with `pdftotext`), the phones' list and the app.

use super::deck_outputs::pdf_pages;
use super::support::app::settle;
use super::support::cli::Dir;
use egui::accesskit::Role;
use egui_kittest::Harness;
use egui_kittest::kittest::{NodeT, Queryable as _};
use netrunner_to::app::{Action, NetrunnerApp};
use netrunner_to::engine::{
    Command, EngineError, Event, EventSettings, Field, PlayerDetails, Structure,
};
use netrunner_to::i18n::Lang;
use netrunner_to::io::names::{name_sort_key, player_sort_key};

/// A Japanese store's players: (name, reading). By code point the kanji read 中村, 伊藤, 佐藤,
/// 渡辺; by reading (五十音) いとう, さとう, なかむら, わたなべ.
const PLAYERS: [(&str, &str); 4] = [
    ("中村 花子", "なかむら はなこ"),
    ("伊藤 健", "いとう けん"),
    ("渡辺 翔", "わたなべ しょう"),
    ("佐藤 美咲", "さとう みさき"),
];

const BY_READING: [&str; 4] = ["伊藤 健", "佐藤 美咲", "中村 花子", "渡辺 翔"];

fn event_with_readings() -> Event {
    let mut e = Event::new(
        EventSettings::new("浅草ストアチャンピオンシップ", Structure::Basic),
        3,
    );
    for (name, reading) in PLAYERS {
        e.apply(Command::AddPlayer {
            details: PlayerDetails {
                reading: Some(reading.into()),
                ..PlayerDetails::named(name)
            },
            id: None,
        })
        .unwrap();
    }
    e
}

/// The order of `names` as they first appear in `text`.
fn order_in(text: &str, names: &[&str]) -> Vec<String> {
    let mut found: Vec<(usize, &str)> = names
        .iter()
        .map(|n| {
            (
                text.find(n)
                    .unwrap_or_else(|| panic!("{n} missing in {text}")),
                *n,
            )
        })
        .collect();
    found.sort();
    found.into_iter().map(|(_, n)| n.to_string()).collect()
}

#[test]
fn kana_sort_in_gojuon_order_with_katakana_beside_hiragana() {
    // Without readings: kana in 五十音 order whatever the script (カ with か, half-width too),
    // Latin names first, kanji (no reading to go by) last.
    let mut names = vec![
        "さくら",
        "カズキ",
        "あおい",
        "ｱｷﾗ",
        "中村",
        "Ann",
        "きょうこ",
    ];
    names.sort_by_key(|n| name_sort_key(n));
    assert_eq!(
        names,
        [
            "Ann",
            "あおい",
            "ｱｷﾗ",
            "カズキ",
            "きょうこ",
            "さくら",
            "中村"
        ]
    );
    // With readings, by the reading.
    let e = event_with_readings();
    let mut players: Vec<_> = e.players().iter().collect();
    players.sort_by_key(|p| player_sort_key(p));
    let names: Vec<&str> = players.iter().map(|p| p.name.as_str()).collect();
    assert_eq!(names, BY_READING);
    // Code point order would differ (what the lists did before).
    let mut plain: Vec<&str> = PLAYERS.iter().map(|(n, _)| *n).collect();
    plain.sort();
    assert_ne!(plain, BY_READING);
}

#[test]
fn a_reading_follows_the_rules_of_shown_text_and_is_kept_with_the_event() {
    let mut e = event_with_readings();
    let before = e.clone();
    let err = e
        .apply(Command::AddPlayer {
            details: PlayerDetails {
                reading: Some("たなか\u{200b}".into()),
                ..PlayerDetails::named("田中")
            },
            id: None,
        })
        .unwrap_err();
    assert!(
        matches!(
            err,
            EngineError::InvalidField {
                field: Field::Reading,
                ..
            }
        ),
        "{err:?}"
    );
    assert_eq!(e.players(), before.players());
    let ja = Lang::from_tag("ja").unwrap();
    use netrunner_to::io::explain::Explain as _;
    assert!(err.explain(ja).contains("ふりがな"), "{}", err.explain(ja));
    // An empty reading is no reading; an edit changes it.
    let id = e.players()[0].id;
    e.apply(Command::EditPlayer {
        player: id,
        details: PlayerDetails {
            reading: Some("  ".into()),
            ..PlayerDetails::named("中村 花子")
        },
    })
    .unwrap();
    assert_eq!(e.player(id).unwrap().reading, None);
}

#[test]
fn the_command_line_csv_and_printouts_order_players_by_reading() {
    let d = Dir::new();
    d.ok(&["new", "ev.json", "--name", "浅草ストアチャンピオンシップ"]);
    // A CSV headed in Japanese, with a ふりがな column, as a store's spreadsheet has it.
    let mut csv = String::from("名前,ふりがな,ランナーID\n");
    for (name, reading) in &PLAYERS[..3] {
        csv.push_str(&format!("{name},{reading},\n"));
    }
    std::fs::write(d.path("players.csv"), csv).unwrap();
    d.ok(&["import-players", "ev.json", "players.csv"]);
    let (name, reading) = PLAYERS[3];
    d.ok(&["player", "add", "ev.json", name, "--reading", reading]);
    let e = d.load("ev.json");
    for (name, reading) in PLAYERS {
        let p = e.players().iter().find(|p| p.name == name).unwrap();
        assert_eq!(p.reading.as_deref(), Some(reading), "{name}");
    }
    // `player codes` lists by reading.
    let codes = d.ok(&["player", "codes", "ev.json"]);
    assert_eq!(order_in(&codes, &BY_READING), BY_READING, "{codes}");
    // The registration sheet and the player cards, read back from the PDF.
    for what in ["players", "player-cards"] {
        d.ok(&["print", "ev.json", "--what", what, "--out", "p.pdf"]);
        let text = pdf_pages(&std::fs::read(d.path("p.pdf")).unwrap()).join("\n");
        assert_eq!(order_in(&text, &BY_READING), BY_READING, "{what}: {text}");
    }
    // Pairings by name, once round 1 is paired.
    d.ok(&["pair", "ev.json"]);
    d.ok(&[
        "print",
        "ev.json",
        "--what",
        "pairings-by-name",
        "--out",
        "p.pdf",
    ]);
    let text = pdf_pages(&std::fs::read(d.path("p.pdf")).unwrap()).join("\n");
    let first_column: String = text
        .lines()
        .map(|l| l.split("  ").next().unwrap_or(""))
        .collect::<Vec<_>>()
        .join("\n");
    assert_eq!(order_in(&first_column, &BY_READING), BY_READING, "{text}");
    // The players CSV carries the reading, and the import reads it back.
    d.ok(&[
        "export",
        "ev.json",
        "--as",
        "csv-players",
        "--out",
        "back.csv",
    ]);
    let back = std::fs::read_to_string(d.path("back.csv")).unwrap();
    assert!(
        back.trim_start_matches('\u{feff}')
            .starts_with("Id,Name,Reading,"),
        "{back}"
    );
    d.ok(&["new", "ev2.json", "--name", "again"]);
    d.ok(&["import-players", "ev2.json", "back.csv"]);
    let again = d.load("ev2.json");
    for (name, reading) in PLAYERS {
        let p = again.players().iter().find(|p| p.name == name).unwrap();
        assert_eq!(p.reading.as_deref(), Some(reading), "{name}");
    }
}

#[test]
fn the_japanese_app_asks_for_the_reading_under_the_name_and_sorts_by_it() {
    let dir = tempfile::tempdir().unwrap();
    let mut app = netrunner_to::app::NetrunnerApp::new(
        dir.path().to_path_buf(),
        Box::new(|| 1_764_000_000_000),
    );
    app.use_dialogs = false;
    app.push(Action::Language(Lang::from_tag("ja").unwrap()));
    app.push(Action::NewEvent {
        settings: EventSettings::new("浅草", Structure::Basic),
        seed: 5,
    });
    let mut h: Harness<'_, NetrunnerApp> = Harness::builder()
        .with_size(egui::vec2(1280.0, 800.0))
        .build_ui_state(|ui, app: &mut NetrunnerApp| app.frame_ui(ui), app);
    settle(&mut h);
    // Name, Tab, reading, Enter: the player is registered with the reading.
    for (name, reading) in PLAYERS {
        h.get_by_role_and_label(Role::TextInput, "プレイヤー名")
            .click();
        settle(&mut h);
        h.get_by_role_and_label(Role::TextInput, "プレイヤー名")
            .type_text(name);
        h.key_press(egui::Key::Tab);
        settle(&mut h);
        h.get_by_role_and_label(Role::TextInput, "ふりがな")
            .type_text(reading);
        h.key_press(egui::Key::Enter);
        settle(&mut h);
    }
    let e = h.state().event().expect("an event").clone();
    assert_eq!(e.players().len(), 4);
    for (name, reading) in PLAYERS {
        let p = e.players().iter().find(|p| p.name == name);
        assert_eq!(
            p.and_then(|p| p.reading.as_deref()),
            Some(reading),
            "{name}"
        );
    }
    // Sorted by name, the list goes by the reading.
    h.get_by_role_and_label(Role::Button, "名前").click();
    settle(&mut h);
    // The rows in the order shown, by their edit buttons ("伊藤 健を編集").
    let shown: Vec<String> = h
        .query_all_by_role(Role::Button)
        .filter_map(|n| n.accesskit_node().label())
        .filter_map(|l| l.strip_suffix("を編集").map(str::to_string))
        .collect();
    assert_eq!(shown, BY_READING, "the list in 五十音 order");
    // In English, with no player having a reading, the form does not ask for one.
    let mut app =
        netrunner_to::app::NetrunnerApp::new(dir.path().join("en"), Box::new(|| 1_764_000_000_000));
    app.use_dialogs = false;
    app.push(Action::Language(Lang::ENGLISH));
    app.push(Action::NewEvent {
        settings: EventSettings::new("Store", Structure::Basic),
        seed: 5,
    });
    let mut h: Harness<'_, NetrunnerApp> = Harness::builder()
        .with_size(egui::vec2(1280.0, 800.0))
        .build_ui_state(|ui, app: &mut NetrunnerApp| app.frame_ui(ui), app);
    settle(&mut h);
    assert!(
        h.query_by_role_and_label(Role::TextInput, "Player name")
            .is_some()
    );
    assert!(
        h.query_by_role_and_label(Role::TextInput, "Reading (furigana)")
            .is_none()
    );
}

/// On a phone, a player finds their table by the reading of their name, in hiragana or
/// katakana (Chromium at 360 px); the pairings by name list by reading.
#[test]
fn a_phone_finds_a_table_by_the_reading_of_the_name() {
    use super::web_browser::{Driver, browser_or_skip, js, rt, until};
    use super::web_pages::Live;
    use fantoccini::Locator;
    let Some((chromium, chromedriver)) = browser_or_skip() else {
        return;
    };
    let driver = Driver::start(chromium, &chromedriver);
    let mut e = event_with_readings();
    let mut s = e.settings().clone();
    s.language = Some("ja".into());
    e.apply(Command::EditSettings { settings: s }).unwrap();
    e.apply(Command::PairRound).unwrap();
    e.apply(Command::PublishPairings { round: 1 }).unwrap();
    let nakamura = e.find_player("中村 花子").unwrap().id;
    let table = e
        .round(1)
        .unwrap()
        .pairings
        .iter()
        .find(|t| t.p1 == nakamura || t.p2 == Some(nakamura))
        .unwrap()
        .table;
    let live = Live::start(e);
    rt().block_on(async {
        let c = driver.phone(false, "phone").await;
        for typed in ["なかむら", "ナカムラ"] {
            c.goto(&live.url("/pairings")).await.unwrap();
            js(
                &c,
                "localStorage.clear(); document.getElementById('q').value=''; return 0",
            )
            .await;
            let q = c.find(Locator::Id("q")).await.unwrap();
            q.send_keys(typed).await.unwrap();
            until(
                &c,
                "the player's table",
                "return document.querySelector('#you .card') !== null",
            )
            .await;
            let you = c
                .find(Locator::Id("you"))
                .await
                .unwrap()
                .text()
                .await
                .unwrap();
            assert!(you.contains("中村 花子"), "{typed}: {you}");
            assert!(you.contains(&format!("{table}")), "{typed}: {you}");
        }
        c.close().await.unwrap();
    });
    live.finish();
}
