#![allow(clippy::unwrap_used, clippy::expect_used, clippy::panic)] // test code: a failed step is a failed test

//! GUI tests of the table-helper screen (egui_kittest): set up an NAPD or Big Sell-Out table by
//! typing names, then play it with the buttons and check what the screen shows and what the
//! helper's state holds.

use egui::accesskit::Role;
use egui_kittest::Harness;
use egui_kittest::kittest::Queryable as _;
use netrunner_to::app::NetrunnerApp;
use netrunner_to::app::screens::Screen;
use netrunner_to::app::screens::table_helper::LiveTable;
use netrunner_to::engine::multiplayer::table::bso::{ANR_FIRST_TURN_RESTRICTION, BsoTable};
use netrunner_to::engine::multiplayer::table::napd::{
    CYBER_BUREAU, DETECTIVES_BUREAU, NapdTable, NapdVictory,
};
use netrunner_to::engine::{BigSellOutEdition, EventSettings, Structure};

struct Rig {
    harness: Harness<'static, NetrunnerApp>,
    _dir: tempfile::TempDir,
}

impl Rig {
    fn new() -> Rig {
        let dir = tempfile::tempdir().unwrap();
        let app = crate::support::app::new(dir.path(), 1_750_000_000_000);
        let builder = Harness::builder()
            .with_size(egui::vec2(1400.0, 1000.0))
            .with_max_steps(30)
            .with_accessibility_check(false);
        let harness = crate::support::app::harness_with(builder, app);
        let mut rig = Rig { harness, _dir: dir };
        rig.settle();
        rig
    }

    fn settle(&mut self) {
        self.harness.run_steps(4);
    }

    fn click(&mut self, label: &str) {
        self.harness.get_by_label(label).click();
        self.settle();
    }

    /// Clicks the `n`-th (from 0) widget with this label, in screen order.
    fn click_nth(&mut self, label: &str, n: usize) {
        self.harness
            .get_all_by_label(label)
            .nth(n)
            .unwrap_or_else(|| panic!("no {label:?} number {n}"))
            .click();
        self.settle();
    }

    fn type_into(&mut self, label: &str, text: &str) {
        self.harness
            .get_by_role_and_label(Role::TextInput, label)
            .click();
        self.settle();
        self.harness
            .key_press_modifiers(egui::Modifiers::COMMAND, egui::Key::A);
        self.settle();
        self.harness
            .get_by_role_and_label(Role::TextInput, label)
            .type_text(text);
        self.settle();
    }

    fn shows(&self, text: &str) -> bool {
        self.harness.query_all_by_label(text).next().is_some()
    }

    fn shows_containing(&self, text: &str) -> bool {
        self.harness
            .query_all_by_label_contains(text)
            .next()
            .is_some()
    }

    fn napd(&self) -> &NapdTable {
        match &self.harness.state().screens.table_helper.live {
            Some(LiveTable::Napd(t)) => t,
            other => panic!("no NAPD table: {other:?}"),
        }
    }

    fn bso(&self) -> &BsoTable {
        match &self.harness.state().screens.table_helper.live {
            Some(LiveTable::Bso(t)) => t,
            other => panic!("no Big Sell-Out table: {other:?}"),
        }
    }

    fn error(&self) -> Option<String> {
        self.harness.state().screens.table_helper.error.clone()
    }
}

fn napd_rig() -> Rig {
    let mut r = Rig::new();
    r.click("Table helper");
    assert_eq!(r.harness.state().screen, Screen::TableHelper);
    r.type_into("Corp", "Cora");
    for (i, (name, id)) in [("Ann", "Kate"), ("Bo", "Noise"), ("Cy", "Gabe")]
        .iter()
        .enumerate()
    {
        r.type_into(&format!("Runner {}", i + 1), name);
        r.type_into(&format!("Runner {} identity", i + 1), id);
    }
    r.click("Start the table helper");
    assert_eq!(r.error(), None);
    r
}

#[test]
fn napd_helper_shows_turns_infamy_and_the_active_runner() {
    let mut r = napd_rig();
    let names: Vec<&str> = r.napd().runners().iter().map(|x| x.name()).collect();
    assert_eq!(names, ["Ann", "Bo", "Cy"]);
    assert!(r.shows("Now: setup (starting hands drawn)"));
    assert!(r.shows("Infamy token: Cora (Corp)"));
    assert!(r.shows("Active Runner: none"));
    // Both identity texts are on screen; Cyber Bureau is face up during setup.
    assert!(r.shows(CYBER_BUREAU.title));
    assert!(r.shows(DETECTIVES_BUREAU.title));
    assert!(r.shows_containing("lowering their total rez cost by 20"));
    assert!(r.shows_containing("Gain 3 credits or draw 3 cards"));
    // Which face is which never changes; the one in play is marked (issue 37).
    assert!(r.shows("front face — in play"));
    assert!(r.shows("back face"));

    r.click("Next turn");
    assert!(r.shows("front face"));
    assert!(
        r.shows("back face — in play"),
        "flipped before the Corp's first turn"
    );
    assert!(r.shows("Now: Cora (Corp)"));
    assert!(r.shows("Infamy token: Ann"));
    assert!(r.shows("Active Runner: Ann"));
    assert!(r.shows("Corp turn 1: the infamy token moved to Ann"));
    assert_eq!(r.napd().identity_face().title, DETECTIVES_BUREAU.title);
    r.click("Next turn");
    r.click("Next turn");
    assert!(r.shows("Now: Bo"));
    assert!(r.shows("Active Runner: Bo"));
    assert!(r.shows("Infamy token: Ann"));
    r.click("Next turn");
    r.click("Next turn"); // Corp turn 2: the token moves on to Bo
    assert!(r.shows("Infamy token: Bo"));
    assert!(r.shows("Active Runner: Bo"));
}

#[test]
fn napd_helper_agenda_buttons_flatline_and_victory_banner() {
    let mut r = napd_rig();
    r.click("Next turn");
    // Rows: Corp, Ann, Bo, Cy; "+3" buttons in that order.
    r.click_nth("+3", 1); // Ann 3
    r.click_nth("+2", 2); // Bo 2
    assert_eq!(r.napd().runners_total(), 5);
    assert!(r.shows("5 of 7"));
    r.click("Flatline Ann");
    assert!(r.napd().runners()[0].flatlined());
    assert_eq!(r.napd().runners_total(), 2, "Ann's agendas no longer count");
    assert!(r.shows("3 (trashed)"));
    assert!(r.shows_containing("Ann is flatlined and leaves the game"));
    // Undo brings her back; redo the flatline with the button.
    r.click("Undo");
    assert!(!r.napd().runners()[0].flatlined());
    r.click("Flatline Ann");
    // Bo +3 +2: 2 + 5 = 7 together.
    r.click_nth("+3", 2);
    r.click_nth("+2", 2);
    assert_eq!(r.napd().victory(), Some(NapdVictory::RunnerAgendas));
    assert!(r.shows("Game over: the Runners win with 7 or more agenda points together"));
    // Undo the last point and deck the Corp instead.
    r.click("Undo");
    assert_eq!(r.napd().victory(), None);
    r.click("Corp decked (R&D empty)");
    assert!(r.shows("Game over: the Runners win: the Corp must draw from an empty R&D"));
}

#[test]
fn napd_helper_refuses_two_runners_with_the_same_identity() {
    let mut r = Rig::new();
    r.click("Table helper");
    r.click("2");
    r.type_into("Runner 1 identity", "Noise");
    r.type_into("Runner 2 identity", "noise");
    r.click("Start the table helper");
    assert!(r.harness.state().screens.table_helper.live.is_none());
    let e = r.error().unwrap();
    assert!(e.contains("both play"), "{e}");
    assert!(r.shows(&e));
}

fn bso_rig(edition: &str, teams: &str) -> Rig {
    let mut r = Rig::new();
    r.click("Table helper");
    r.click("The Big Sell-Out");
    r.click(edition);
    r.click(teams);
    r.type_into("Sponsor 1", "Sam");
    r.type_into("Agent 1", "Alex");
    r.click("Start the table helper");
    assert_eq!(r.error(), None);
    r
}

#[test]
fn bso_anr_helper_turns_restriction_ice_bonus_and_victory() {
    let mut r = bso_rig("Android: Netrunner", "3");
    assert_eq!(r.bso().edition(), BigSellOutEdition::AndroidNetrunner);
    assert!(r.shows("Now: Sam (S1)"));
    assert!(r.shows("S1: Sam"));
    r.click("Next turn");
    assert!(r.shows("Now: Alex (A1)"));
    assert!(r.shows(ANR_FIRST_TURN_RESTRICTION));
    // Six players: the ICE bonus is used. Alex runs Sponsor 2's servers.
    r.click("Agent ran S2's servers");
    assert_eq!(r.bso().ice_bonus(1), 1);
    assert!(r.shows_containing("ICE now has +1 strength"));
    r.click("Agent ran S2's servers");
    assert!(r.error().unwrap().contains("already counted"));
    r.click("Next turn"); // S2's turn: its bonus resets
    assert_eq!(r.bso().ice_bonus(1), 0);
    // Team 1 scores 11 in S2's turn; the game ends only after the last Agent's turn.
    r.click_nth("+3", 0);
    r.click_nth("+3", 0);
    r.click_nth("+3", 0);
    r.click_nth("+2", 0);
    assert_eq!(r.bso().teams()[0].points(), 11);
    assert!(r.shows_containing("Team 1 would win"));
    assert!(r.bso().outcome().is_none());
    for _ in 0..4 {
        r.click("Next turn"); // A2, S3, A3, then the check
    }
    assert!(r.bso().outcome().is_some());
    assert!(r.shows_containing("Game over: Team 1 (Sam and Alex) wins"));
}

#[test]
fn bso_classic_helper_first_cycle_order_and_immediate_win() {
    let mut r = bso_rig("Classic Netrunner", "2");
    assert_eq!(r.bso().edition(), BigSellOutEdition::Classic);
    let mut now = vec![r.bso().turn().seat.to_string()];
    for _ in 0..4 {
        r.click("Next turn");
        now.push(r.bso().turn().seat.to_string());
    }
    assert_eq!(now, ["S1", "S2", "A1", "A2", "S1"]);
    // Team 2 (second row) reaches 11 and wins at once.
    for _ in 0..3 {
        r.click_nth("+3", 1);
    }
    r.click_nth("+2", 1);
    assert!(r.shows("Game over: Team 2 (Sponsor 2 and Agent 2) wins: 11 agenda points"));
}

#[test]
fn bso_helper_credit_exchange_calculator() {
    let mut r = bso_rig("Android: Netrunner", "2");
    r.type_into("Credits spent", "4");
    assert!(r.shows("The Agent gains 8 credits"));
    r.type_into("Credits spent", "5");
    assert!(
        r.shows("The Sponsor may spend at most 4 credits in one exchange in this edition, not 5")
    );
    r.click("Agent gives");
    r.type_into("Credits spent", "8");
    assert!(r.shows("The Sponsor gains 4 credits"));
    r.type_into("Credits spent", "3");
    assert!(r.shows_containing("spend an even amount, not 3"));
}

#[test]
fn bso_helper_tag_sale_and_auction() {
    let mut r = bso_rig("Android: Netrunner", "3");
    // Team 1 (default) tags A2.
    r.click("Place tag");
    assert!(r.shows("#1 on A2 (Agent 2), owned by Team 1"));
    // S2's turn: offer it for 3; S2 refuses; auction S2, S3 (Team 1 owns it).
    r.click("Next turn");
    r.click("Next turn");
    r.type_into("Asking price", "3");
    r.click("Offer #1");
    assert!(r.shows("Tag #1 offered to S2 (Sponsor 2) for 3 credits"));
    r.click("Refuse offer");
    assert!(r.shows_containing("bidding order S2, S3"));
    r.click("Next turn");
    assert!(
        r.error().unwrap().contains("auction"),
        "held at the end of S2's turn"
    );
    r.type_into("Bid", "2");
    r.click("Place bid"); // S2 bids 2: its own Agent's tag
    r.type_into("Bid", "4");
    r.click("Place bid"); // S3 bids 4 and wins
    let sales = r.bso().sales().to_vec();
    assert_eq!(sales.len(), 1);
    assert_eq!(
        (sales[0].to, sales[0].price, sales[0].trashed),
        (2, 4, false)
    );
    assert!(r.shows("tag #1 sold at auction to Team 3 for 4 credits, paid to Team 1"));
    assert!(r.shows("#1 on A2 (Agent 2), owned by Team 3"));
    r.click("Next turn");
    assert_eq!(r.bso().turn().seat.to_string(), "A2");
}

#[test]
fn table_helper_is_in_the_navigation_with_an_event_open() {
    let mut r = Rig::new();
    r.harness
        .state_mut()
        .push(netrunner_to::app::Action::NewEvent {
            settings: EventSettings::new("Side event", Structure::Basic),
            seed: 7,
        });
    r.settle();
    assert!(r.harness.state().event().is_some());
    r.click("Table helper");
    assert_eq!(r.harness.state().screen, Screen::TableHelper);
    assert!(r.shows("Start the table helper"));
    assert!(!r.shows("Back"), "no Back button: the navigation is there");
}

#[test]
fn a_running_table_helper_survives_opening_an_event() {
    // A judge helps a table, then the organizer creates the next event: the game goes on.
    let mut r = napd_rig();
    r.click("Next turn");
    assert!(r.shows("Now: Cora (Corp)"));
    r.harness
        .state_mut()
        .push(netrunner_to::app::Action::NewEvent {
            settings: EventSettings::new("Side event", Structure::Basic),
            seed: 7,
        });
    r.settle();
    assert!(r.harness.state().event().is_some());
    assert_eq!(r.harness.state().screen, Screen::Players);
    r.click("Table helper");
    assert!(
        r.shows("Now: Cora (Corp)"),
        "the game at the table was lost"
    );
    assert!(r.shows("Infamy token: Ann"));
}

/// The table helper shows the engine's words through the message files (issue 19): in English
/// they are exactly the engine's (`Display` of the victories and reasons, the identity texts,
/// the first-turn rule), so the screen and the command line never drift apart.
#[test]
fn the_helpers_english_messages_are_the_engines_words() {
    use netrunner_to::engine::multiplayer::table::bso::{BsoWinReason, LeaveReason};
    use netrunner_to::i18n::Lang;
    let en = Lang::ENGLISH;
    let texts = [
        ("helper-napd-identity-kind", CYBER_BUREAU.kind),
        ("helper-napd-identity-kind", DETECTIVES_BUREAU.kind),
        ("helper-napd-identity-text-cyber-bureau", CYBER_BUREAU.text),
        (
            "helper-napd-identity-text-detectives-bureau",
            DETECTIVES_BUREAU.text,
        ),
        ("helper-napd-identity-deck", CYBER_BUREAU.deck),
        ("helper-napd-identity-deck", DETECTIVES_BUREAU.deck),
        (
            "helper-bso-anr-first-turn-restriction",
            ANR_FIRST_TURN_RESTRICTION,
        ),
    ];
    for (id, text) in texts {
        assert_eq!(en.text(id), text, "{id}");
    }
    let shown = [
        (
            "helper-napd-victory-corp-agendas",
            NapdVictory::CorpAgendas.to_string(),
        ),
        (
            "helper-napd-victory-runners-flatlined",
            NapdVictory::AllRunnersFlatlined.to_string(),
        ),
        (
            "helper-napd-victory-runner-agendas",
            NapdVictory::RunnerAgendas.to_string(),
        ),
        (
            "helper-napd-victory-corp-decked",
            NapdVictory::CorpDecked.to_string(),
        ),
        (
            "helper-bso-win-highest-after-cycle",
            BsoWinReason::HighestAfterCycle.to_string(),
        ),
        (
            "helper-bso-win-sudden-death",
            BsoWinReason::SuddenDeath.to_string(),
        ),
        (
            "helper-bso-win-eleven-points",
            BsoWinReason::ElevenPoints.to_string(),
        ),
        (
            "helper-bso-win-last-team-standing",
            BsoWinReason::LastTeamStanding.to_string(),
        ),
        (
            "helper-bso-leave-sponsor-decked",
            LeaveReason::SponsorDecked.to_string(),
        ),
        (
            "helper-bso-leave-agent-flatlined",
            LeaveReason::AgentFlatlined.to_string(),
        ),
    ];
    for (id, text) in shown {
        assert_eq!(en.text(id), text, "{id}");
    }
    // The first-turn line under a Big Sell-Out pod, in the words the command line has always
    // printed (`io::words::first_turn`, shared by the app, the printouts and the command line).
    use netrunner_to::engine::Format;
    use netrunner_to::engine::multiplayer::{Role, Turn};
    let turns = [
        Turn {
            player: netrunner_to::engine::PlayerId(1),
            role: Role::Sponsor,
            seat: 1,
        },
        Turn {
            player: netrunner_to::engine::PlayerId(2),
            role: Role::Agent,
            seat: 1,
        },
    ];
    for (format, text) in [
        (
            Format::Napd,
            "First turn: S1, A1 (the normal order, the Corp first)",
        ),
        (
            Format::BigSellOut {
                edition: BigSellOutEdition::AndroidNetrunner,
            },
            "First turn: S1, A1 (the normal order); no Agent may run HQ, R&D, Archives or an \
             Agent server in their first turn",
        ),
        (
            Format::BigSellOut {
                edition: BigSellOutEdition::Classic,
            },
            "First turn: S1, A1, then the normal order",
        ),
    ] {
        assert_eq!(
            netrunner_to::io::words::first_turn(&turns, format, Lang::ENGLISH),
            text
        );
    }
    // The Japanese identity texts are the Japanese players' words (the NAPD document's).
    let ja = Lang::from_tag("ja").unwrap();
    assert!(
        ja.text("helper-napd-identity-text-cyber-bureau")
            .contains("レゾコストを20下げて")
    );
}

/// A Big Sell-Out table of three teams (the ICE bonus column in use) and an NAPD table of four
/// Runners with long identities fit a 1024×600 window in English and in Japanese: every button
/// of a row is within the window's width.
#[test]
fn the_big_sell_out_table_fits_a_small_window_in_both_languages() {
    use netrunner_to::i18n::Lang;
    let ja = Lang::from_tag("ja").unwrap();
    for lang in [Lang::ENGLISH, ja] {
        let dir = tempfile::tempdir().unwrap();
        let mut app = NetrunnerApp::new(dir.path().to_path_buf(), Box::new(|| 1_750_000_000_000));
        app.use_dialogs = false;
        app.push(netrunner_to::app::Action::Language(lang));
        app.push(netrunner_to::app::Action::Goto(Screen::TableHelper));
        let mut h = Harness::builder()
            .with_size(egui::vec2(1024.0, 600.0))
            .with_max_steps(30)
            .with_accessibility_check(false)
            .build_ui_state(|ui, app: &mut NetrunnerApp| app.frame_ui(ui), app);
        h.run_steps(4);
        h.state_mut().screens.table_helper.prefill_bso(
            BigSellOutEdition::AndroidNetrunner,
            &[
                ("Sponsor One".into(), "Agent One".into()),
                ("Sponsor Two".into(), "Agent Two".into()),
                ("Sponsor Three".into(), "Agent Three".into()),
            ],
        );
        h.state_mut().screens.table_helper.start(lang);
        h.run_steps(4);
        let t = |id: &str, n: usize| {
            lang.format(id, &[("n", netrunner_to::i18n::FluentValue::from(n))])
        };
        for label in [
            t("helper-bso-agent-ran", 3),
            t("helper-bso-sponsor-decked", 3),
            t("helper-bso-flatline-agent", 3),
        ] {
            let node = h.get_by_role_and_label(Role::Button, &label);
            node.scroll_to_me();
            h.run_steps(2);
            let r = h.get_by_role_and_label(Role::Button, &label).rect();
            assert!(
                r.right() <= 1024.5,
                "{}: {label:?} ends at {}",
                lang.tag(),
                r.right()
            );
        }
        let runners: Vec<(String, String)> = [
            ("Tomoko Watanabe", "Hayley Kaplan: Universal Scholar"),
            ("Alexandra Okonkwo", "Esâ Afontov: Eco-Insurrectionist"),
            ("Hiroshi Yamamoto", "Zahya Sadeghi: Versatile Smuggler"),
            ("Kristoffer Lindqvist", "Kabonesa Wu: Netspace Thrillseeker"),
        ]
        .iter()
        .map(|(n, i)| (n.to_string(), i.to_string()))
        .collect();
        let st = &mut h.state_mut().screens.table_helper;
        st.prefill_napd("Margarethe Johannsen", &runners);
        st.start(lang);
        h.run_steps(4);
        let mut labels = vec![lang.text("helper-corp-decked")];
        labels.extend(runners.iter().map(|(n, _)| {
            lang.format(
                "helper-flatline",
                &[("name", netrunner_to::i18n::FluentValue::from(n.as_str()))],
            )
        }));
        // (The Japanese Flatline buttons say only "フラットライン": their rows name the player.)
        for label in labels {
            let node = h
                .get_all_by_role_and_label(Role::Button, &label)
                .last()
                .unwrap();
            node.scroll_to_me();
            h.run_steps(2);
            let r = h
                .get_all_by_role_and_label(Role::Button, &label)
                .map(|n| n.rect())
                .max_by(|a, b| a.right().total_cmp(&b.right()))
                .unwrap();
            assert!(
                r.right() <= 1024.5,
                "{}: {label:?} ends at {}",
                lang.tag(),
                r.right()
            );
        }
    }
}

/// Issue 37, item 8: in Japanese the NAPD identity shows the translation's names beside the
/// cards' titles (サイバー部:平和維持, 刑事部:遵法), the click symbol as a word, not a literal
/// 「[click]」, and 表面/裏面 that do not swap with the flip.
#[test]
fn the_napd_identity_in_japanese_has_its_japanese_names_and_no_placeholder() {
    use netrunner_to::i18n::Lang;
    let ja = Lang::from_tag("ja").unwrap();
    let dir = tempfile::tempdir().unwrap();
    let mut app = NetrunnerApp::new(dir.path().to_path_buf(), Box::new(|| 1_750_000_000_000));
    app.use_dialogs = false;
    app.push(netrunner_to::app::Action::Language(ja));
    app.push(netrunner_to::app::Action::Goto(Screen::TableHelper));
    let mut h = Harness::builder()
        .with_size(egui::vec2(1400.0, 1000.0))
        .with_max_steps(30)
        .with_accessibility_check(false)
        .build_ui_state(|ui, app: &mut NetrunnerApp| app.frame_ui(ui), app);
    h.run_steps(4);
    h.state_mut().screens.table_helper.prefill_napd(
        "コーラ",
        &[
            ("田中".into(), "Noise".into()),
            ("佐藤".into(), "Kate".into()),
        ],
    );
    h.state_mut().screens.table_helper.start(ja);
    h.run_steps(4);
    assert!(h.query_by_label("サイバー部:平和維持").is_some());
    assert!(h.query_by_label("刑事部:遵法").is_some());
    assert!(h.query_by_label("表面(使用中)").is_some());
    assert!(h.query_by_label("裏面").is_some());
    assert!(
        h.query_by_label_contains("[click]").is_none(),
        "a literal [click]"
    );
    assert!(h.query_by_label_contains("【クリック】").is_some());
}

/// Issue 36 item 1: "Call time" fixes the last turn by the procedure and the helper counts the
/// turns left by name (a flatlined Runner skipped); after the last turn the game is decided at
/// time and the helper says so.
#[test]
fn napd_helper_calls_time_and_counts_the_turns_left() {
    let mut r = napd_rig();
    assert!(r.shows_containing("When time is called: finish the round of turns"));
    r.click("Next turn"); // the Corp
    r.click("Next turn"); // Ann
    r.click("Flatline Cy");
    r.click("Call time");
    assert!(
        r.shows("Time called — 1 turn left: Bo"),
        "Ann's turn finishes, then Bo's; Cy is out"
    );
    assert!(r.shows_containing("Time called: finish the round of turns through the last Runner"));
    r.click("Next turn"); // Bo: the last
    assert!(r.shows("Time called — this is the last turn"));
    r.click("Next turn");
    assert!(r.shows_containing("the last turn has been played"));
    assert!(r.napd().time_left().is_some());
    // Undo goes back to Bo's turn, still counted.
    r.click("Undo");
    assert!(r.shows("Time called — this is the last turn"));
}

/// The Big Sell-Out helper with one more turn each: from Agent 1's turn, S2, A2 and S1 remain.
#[test]
fn bso_helper_calls_time_with_the_chosen_procedure() {
    let mut r = Rig::new();
    r.click("Table helper");
    r.click("The Big Sell-Out");
    r.click("When time is called");
    r.click("One more turn each");
    r.click("Start the table helper");
    r.click("Next turn"); // A1
    r.click("Call time");
    assert!(
        r.shows("Time called — 3 turns left: Sponsor 2 (S2), Agent 2 (A2), Sponsor 1 (S1)"),
        "{:?}",
        r.bso().time_left()
    );
}
