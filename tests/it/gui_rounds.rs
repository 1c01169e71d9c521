//! The rounds screen, driven through egui_kittest: pairing, fast result entry, the per-game
//! editor, the pair button's blocker, byes, re-pair confirmation and the player search.
//! Assertions are on the event's state, not on images.

#![allow(clippy::unwrap_used, clippy::expect_used, clippy::panic)] // test code: a failed step is a failed test

use egui::accesskit::Role;
use egui_kittest::Harness;
use egui_kittest::kittest::{NodeT, Queryable};
use netrunner_to::app::screens::Screen;
use netrunner_to::app::{Action, NetrunnerApp};
use netrunner_to::engine::{
    AgendaScore, Command, Event, EventSettings, Format, GameResult, MatchResult, PlayerDetails,
    Side, Structure, SwissRound,
};

const FIXED_MS: i64 = 1_700_000_000_000;
const NAMES: [&str; 7] = ["Ann", "Bo", "Cy", "Di", "Eve", "Fay", "Gus"];

struct Setup {
    harness: Harness<'static, NetrunnerApp>,
    _dir: tempfile::TempDir,
}

/// An app with a new 7-player event, showing the rounds screen (no round paired yet).
fn setup() -> Setup {
    setup_with(EventSettings::new("Test Champs", Structure::Basic))
}

/// An app with a new 7-player event with these settings, showing the rounds screen.
fn setup_with(settings: EventSettings) -> Setup {
    setup_players(settings, &NAMES)
}

/// An app with a new event of these players, showing the rounds screen.
fn setup_players(settings: EventSettings, names: &[&str]) -> Setup {
    let dir = tempfile::tempdir().unwrap();
    let mut app = NetrunnerApp::new(dir.path().to_path_buf(), Box::new(|| FIXED_MS));
    app.use_dialogs = false;
    app.push(Action::NewEvent { settings, seed: 42 });
    app.push(Action::Apply(Command::AddPlayers {
        players: names.iter().map(|n| PlayerDetails::named(*n)).collect(),
    }));
    app.push(Action::Goto(Screen::Rounds));
    let harness = Harness::builder()
        .with_size(egui::vec2(1280.0, 800.0))
        // The app's status line uses "▸", which the test fonts lack.
        .allow_missing_glyphs()
        .build_ui_state(|ui, app: &mut NetrunnerApp| app.frame_ui(ui), app);
    let mut s = Setup { harness, _dir: dir };
    s.frames();
    s
}

impl Setup {
    /// Runs a few frames: enough for a click or key to act and the screen to show the result.
    /// (`Harness::run` never settles: the app sends its window title every frame, which asks
    /// for a repaint.) Then checks that every input widget has an accessible name.
    fn frames(&mut self) {
        self.harness.run_steps(4);
        self.harness.check_accessibility();
    }

    fn event(&self) -> &Event {
        self.harness.state().event().unwrap()
    }

    fn round(&self, n: u32) -> &SwissRound {
        self.event().round(n).unwrap()
    }

    fn result(&self, table: u32) -> Option<MatchResult> {
        self.round(1).table(table).unwrap().result
    }

    fn selected(&self) -> Option<u32> {
        self.harness.state().screens.rounds.selected_table()
    }

    fn click(&mut self, label: &str) {
        self.harness.get_by_label(label).click();
        self.frames();
    }

    fn click_button(&mut self, label: &str) {
        self.harness
            .get_by_role_and_label(Role::Button, label)
            .click();
        self.frames();
    }

    /// Pairs round 1 through the screen's button.
    fn pair_round_one(&mut self) {
        self.click("Pair round 1");
        assert_eq!(self.event().rounds().len(), 1);
    }

    /// Clicks a table's row in the pairings table.
    fn select_table(&mut self, table: u32) {
        self.click_button(&format!("Table {table}"));
        assert_eq!(self.selected(), Some(table));
    }

    /// Types into the focused result box and presses Enter.
    fn enter(&mut self, table: u32, text: &str) {
        let label = format!("Result for table {table}");
        let field = self.harness.get_by_label(&label);
        assert!(
            field.is_focused(),
            "the result box of table {table} has the focus"
        );
        field.type_text(text);
        self.harness.key_press(egui::Key::Enter);
        self.frames();
    }

    fn is_enabled(&self, label: &str) -> bool {
        !self
            .harness
            .get_by_role_and_label(Role::Button, label)
            .accesskit_node()
            .is_disabled()
    }
}

fn win(winner: Side) -> GameResult {
    GameResult::Win {
        winner,
        reason: None,
    }
}

#[test]
fn pair_round_one_then_type_results_and_the_selection_advances() {
    let mut s = setup();
    // Before round 1 the screen says what is there and offers the pairing.
    assert!(
        s.harness
            .query_by_label("7 active players are registered.")
            .is_some()
    );
    s.pair_round_one();
    assert_eq!(s.harness.state().screens.rounds.viewed_round(), Some(1));
    // The first table without a result is selected; clicking a row selects it.
    s.select_table(1);
    s.enter(1, "6-0");
    assert_eq!(
        s.result(1),
        Some(MatchResult::Games {
            p1_corp: win(Side::Corp),
            p2_corp: win(Side::Runner)
        })
    );
    assert_eq!(
        s.selected(),
        Some(2),
        "the next unreported table is selected"
    );
    // No mouse needed for the next slip: the result box keeps the focus.
    s.enter(2, "ID");
    assert_eq!(s.result(2), Some(MatchResult::IntentionalSplit));
    assert_eq!(s.selected(), Some(3));
    s.enter(3, "3-3");
    assert_eq!(
        s.result(3),
        Some(MatchResult::Totals {
            p1: 3,
            p2: 3,
            two_for_one: false
        })
    );
    assert!(s.round(1).all_reported());
}

#[test]
fn an_impossible_result_shows_an_error_and_stores_nothing() {
    let mut s = setup();
    s.pair_round_one();
    s.select_table(2);
    s.enter(2, "7-2");
    assert_eq!(s.result(2), None);
    assert_eq!(s.selected(), Some(2), "the selection stays on the table");
    assert!(
        s.harness
            .query_by_label_contains("is not a possible round score")
            .is_some(),
        "the parse error is shown next to the box"
    );
    // Correcting the text and pressing Enter again stores it.
    let field = s.harness.get_by_label("Result for table 2");
    assert!(field.is_focused());
    for _ in 0..3 {
        s.harness.key_press(egui::Key::Backspace);
    }
    s.frames();
    s.enter(2, "0-6");
    assert_eq!(
        s.result(2),
        Some(MatchResult::Games {
            p1_corp: win(Side::Runner),
            p2_corp: win(Side::Corp)
        })
    );
}

#[test]
fn the_per_game_editor_stores_a_timed_win_from_agenda_points() {
    let mut s = setup();
    s.pair_round_one();
    s.select_table(1);
    s.click_button("Each game…");
    // Game 1 (player 1 is Corp): time called at Corp 4, Runner 2.
    let time_called = s.harness.get_all_by_label("Time called").next().unwrap();
    time_called.click();
    s.frames();
    let corp = s
        .harness
        .get_by_role_and_label(Role::TextInput, "Corp points");
    corp.click();
    s.frames();
    s.harness
        .get_by_role_and_label(Role::TextInput, "Corp points")
        .type_text("4");
    s.frames();
    s.harness
        .get_by_role_and_label(Role::TextInput, "Runner points")
        .click();
    s.frames();
    s.harness
        .get_by_role_and_label(Role::TextInput, "Runner points")
        .type_text("2");
    s.frames();
    // Game 2 (player 2 is Corp): the Runner won.
    let runner_won: Vec<_> = s.harness.get_all_by_label("Runner won").collect();
    assert_eq!(runner_won.len(), 2);
    runner_won[1].click();
    s.frames();
    s.click_button("Apply games");
    assert_eq!(
        s.result(1),
        Some(MatchResult::Games {
            p1_corp: GameResult::ModifiedWin {
                winner: Side::Corp,
                agenda: Some(AgendaScore { corp: 4, runner: 2 })
            },
            p2_corp: win(Side::Runner),
        })
    );
    assert_eq!(s.round(1).table(1).unwrap().points(6), Some((5, 0)));
    assert_eq!(s.selected(), Some(2));
}

#[test]
fn quick_buttons_and_the_pair_button_blocker() {
    let mut s = setup();
    s.pair_round_one();
    // Three tables and a bye: the button is disabled and says why.
    assert!(!s.is_enabled("Pair round 2"));
    assert!(
        s.harness
            .query_by_label("Round 1: tables 1, 2, 3 without a result")
            .is_some()
    );
    assert_eq!(s.selected(), Some(1));
    s.click_button("ID");
    assert_eq!(s.result(1), Some(MatchResult::IntentionalSplit));
    s.click_button("6-0");
    s.click_button("0-6");
    assert!(s.round(1).all_reported());
    assert!(
        s.harness
            .query_by_label("Round 1: 3 of 3 tables reported")
            .is_some()
    );
    assert!(s.is_enabled("Pair round 2"));
    s.click_button("Pair round 2");
    assert_eq!(s.event().rounds().len(), 2);
    assert_eq!(s.harness.state().screens.rounds.viewed_round(), Some(2));
    // Round 1 stays reachable through its tab.
    s.click_button("Round 1");
    assert_eq!(s.harness.state().screens.rounds.viewed_round(), Some(1));
}

#[test]
fn seven_players_give_a_bye_row() {
    let mut s = setup();
    s.pair_round_one();
    let round = s.round(1);
    assert_eq!(round.pairings.len(), 4);
    let bye = round.pairings.iter().find(|p| p.is_bye()).unwrap();
    assert_eq!(bye.table, 4);
    assert!(s.harness.query_by_label("BYE").is_some());
    assert!(
        s.harness
            .query_by_label("Round 1: 0 of 3 tables reported")
            .is_some()
    );
}

#[test]
fn re_pairing_asks_first_and_cancel_keeps_the_pairings() {
    let mut s = setup();
    s.pair_round_one();
    s.select_table(1);
    s.enter(1, "6-0");
    let before = s.round(1).clone();
    s.click_button("Manual changes…");
    s.click_button("Re-pair round 1…");
    assert!(
        s.harness
            .query_by_label_contains("will be cleared")
            .is_some(),
        "the question says the entered results will be cleared"
    );
    s.click_button("Cancel");
    assert_eq!(s.round(1), &before);
    s.click_button("Re-pair round 1…");
    s.click_button("Re-pair round 1");
    let last = s.event().history().last().unwrap();
    assert_eq!(last.command, Command::RepairRound { force: true });
    assert!(s.round(1).reported_tables().is_empty());
}

#[test]
fn find_player_selects_their_table() {
    let mut s = setup();
    s.pair_round_one();
    assert_eq!(s.selected(), Some(1));
    // Someone at table 3.
    let p = s.round(1).table(3).unwrap().p1;
    let name = s.event().name_of(p);
    let field = s.harness.get_by_label("Find player");
    field.click();
    s.frames();
    s.harness
        .get_by_label("Find player")
        .type_text(&name.to_lowercase());
    s.frames();
    assert_eq!(s.selected(), Some(3));
}

#[test]
fn correcting_an_earlier_round_shows_the_engine_notice() {
    let mut s = setup();
    s.pair_round_one();
    for t in 1..=3 {
        s.harness
            .state_mut()
            .push(Action::Apply(Command::ReportResult {
                round: 1,
                table: t,
                result: MatchResult::IntentionalSplit,
            }));
    }
    s.frames();
    s.click_button("Pair round 2");
    assert_eq!(s.harness.state().screens.rounds.viewed_round(), Some(2));
    s.click_button("Round 1");
    s.select_table(2);
    s.enter(2, "6-0");
    // Table 2 has a result (ID): the card asks before replacing it; Enter again says yes.
    assert_eq!(s.result(2), Some(MatchResult::IntentionalSplit));
    assert!(
        s.harness
            .query_by_label_contains("Table 2 already has a result: 3–3 (ID). Replace it with 6–0")
            .is_some()
    );
    s.harness.key_press(egui::Key::Enter);
    s.frames();
    assert_eq!(
        s.result(2),
        Some(MatchResult::Games {
            p1_corp: win(Side::Corp),
            p2_corp: win(Side::Runner)
        })
    );
    let notices = &s.harness.state().notices;
    assert!(
        notices
            .iter()
            .any(|n| n.contains("paired on the old standings")),
        "{notices:?}"
    );
}

#[test]
fn half_draft_rounds_show_sides_and_take_one_game() {
    let mut settings = EventSettings::new("Draft Night", Structure::Basic);
    settings.format = Format::HalfDraft;
    let mut s = setup_with(settings);
    s.pair_round_one();
    let p = s.round(1).table(1).unwrap().clone();
    let side = p.p1_side.unwrap();
    let label = format!("{} ({side})", s.event().name_of(p.p1));
    assert!(
        s.harness.query_all_by_label(&label).next().is_some(),
        "player 1 is shown with their side: {label}"
    );
    s.select_table(1);
    s.click_button("Runner won");
    assert_eq!(
        s.result(1),
        Some(MatchResult::Single {
            game: win(Side::Runner)
        })
    );
    // An intentional draw in a one-game round: 1 point each (issue 33).
    s.select_table(2);
    s.enter(2, "ID");
    assert_eq!(s.result(2), Some(MatchResult::IntentionalSplit));
}

#[test]
fn ctrl_z_in_the_result_box_undoes_the_typing_not_the_last_result() {
    let mut s = setup();
    s.pair_round_one();
    s.select_table(1);
    s.enter(1, "6-0");
    assert!(s.result(1).is_some());
    // The focus is in table 2's result box; half a result is typed, then Ctrl+Z.
    s.harness
        .get_by_label("Result for table 2")
        .type_text("0-6");
    s.frames();
    s.harness
        .key_press_modifiers(egui::Modifiers::COMMAND, egui::Key::Z);
    s.frames();
    assert!(
        s.result(1).is_some(),
        "table 1's result is still there: {}",
        s.harness.state().status
    );
    let field = s.harness.get_by_label("Result for table 2");
    assert!(field.is_focused());
    assert_eq!(field.value().as_deref(), Some(""), "the typing was undone");
    // With the focus elsewhere, Ctrl+Z is the event's undo.
    s.harness.state_mut().push(Action::Goto(Screen::Standings));
    s.frames();
    s.harness
        .key_press_modifiers(egui::Modifiers::COMMAND, egui::Key::Z);
    s.frames();
    assert_eq!(s.result(1), None);
}

/// The table a player sits at in round 1.
fn table_of(s: &Setup, name: &str) -> u32 {
    let id = s.event().find_player(name).unwrap().id;
    s.round(1).pairing_of(id).unwrap().table
}

#[test]
fn find_player_keeps_its_focus_and_the_layout_and_lists_the_matches() {
    let names = [
        "Ingrid Berg",
        "Ida Lund",
        "Ian Moss",
        "Bo Sand",
        "Cy Ek",
        "Di Holm",
        "Sebastião Reis",
        "Eve Ros",
    ];
    let mut s = setup_players(EventSettings::new("Test Champs", Structure::Basic), &names);
    s.pair_round_one();
    let first = s.selected();
    let pair = s.harness.get_by_label("Pair round 2").rect();
    let progress = s
        .harness
        .get_by_label_contains("Round 1: 0 of 4 tables reported")
        .rect();
    s.harness.get_by_label("Find player").click();
    s.frames();
    for key in ["i", "n", "g"] {
        s.harness.get_by_label("Find player").type_text(key);
        s.frames();
        let field = s.harness.get_by_label("Find player");
        assert!(field.is_focused(), "the box keeps the focus after {key:?}");
        // Nothing moves: the button and the progress line stay where they were.
        assert_eq!(s.harness.get_by_label("Pair round 2").rect(), pair);
        assert_eq!(
            s.harness
                .get_by_label_contains("Round 1: 0 of 4 tables reported")
                .rect(),
            progress
        );
        if key == "i" {
            // "i" fits Ingrid, Ida, Ian and Sebastião: a list, and no table chosen for them.
            assert_eq!(s.selected(), first);
            for who in ["Ingrid Berg", "Ida Lund", "Ian Moss", "Sebastião Reis"] {
                let t = table_of(&s, who);
                assert!(
                    s.harness
                        .query_by_label_contains(&format!("{who} — table {t}"))
                        .is_some(),
                    "{who} is listed"
                );
            }
        }
    }
    assert_eq!(
        s.harness.get_by_label("Find player").value().as_deref(),
        Some("ing")
    );
    // One match: its table is selected while the box keeps the focus; Enter moves the focus to
    // the result box.
    assert_eq!(s.selected(), Some(table_of(&s, "Ingrid Berg")));
    s.harness.key_press(egui::Key::Enter);
    s.frames();
    let t = table_of(&s, "Ingrid Berg");
    assert!(
        s.harness
            .get_by_label(&format!("Result for table {t}"))
            .is_focused()
    );
    // Accents aside, and picked from the list with the keyboard.
    s.harness.get_by_label("Find player").click();
    s.frames();
    s.harness.get_by_label("Find player").type_text("sebastiao");
    s.frames();
    s.harness.get_by_label("Find player").type_text("");
    s.harness.key_press(egui::Key::ArrowDown);
    s.harness.key_press(egui::Key::Enter);
    s.frames();
    let t = table_of(&s, "Sebastião Reis");
    assert_eq!(s.selected(), Some(t));
    // With several matches a click on one picks it.
    s.harness.get_by_label("Find player").click();
    s.frames();
    s.harness.get_by_label("Find player").type_text("i");
    s.frames();
    let t = table_of(&s, "Ian Moss");
    s.harness
        .get_by_label_contains(&format!("Ian Moss — table {t}"))
        .click();
    s.frames();
    assert_eq!(s.selected(), Some(t));
    assert!(
        s.harness
            .get_by_label(&format!("Result for table {t}"))
            .is_focused()
    );
}

#[test]
fn a_reported_result_is_replaced_only_after_a_yes() {
    let mut s = setup();
    s.pair_round_one();
    s.select_table(1);
    s.enter(1, "6-0");
    let six_nil = s.result(1);
    s.select_table(1);
    // A quick button on a reported table asks first.
    s.click_button("0-6");
    assert_eq!(s.result(1), six_nil);
    assert!(
        s.harness
            .query_by_label_contains(
                "Table 1 already has a result: 6–0 (6-0). Replace it with 0–6 (0-6)?"
            )
            .is_some()
    );
    s.click_button("Keep it");
    assert_eq!(s.result(1), six_nil);
    assert!(
        s.harness
            .query_by_label_contains("already has a result")
            .is_none()
    );
    // Typed: Esc keeps it, Enter again replaces it.
    s.enter(1, "ID");
    assert_eq!(s.result(1), six_nil);
    s.harness.key_press(egui::Key::Escape);
    s.frames();
    assert!(
        s.harness
            .query_by_label_contains("already has a result")
            .is_none()
    );
    s.harness.key_press(egui::Key::Enter);
    s.frames();
    assert!(
        s.harness
            .query_by_label_contains("already has a result")
            .is_some()
    );
    s.harness.key_press(egui::Key::Enter);
    s.frames();
    assert_eq!(s.result(1), Some(MatchResult::IntentionalSplit));
    // The same result again is no replacement: no question.
    s.select_table(1);
    s.click_button("ID");
    assert!(
        s.harness
            .query_by_label_contains("already has a result")
            .is_none()
    );
}

#[test]
fn three_three_keeps_which_side_won() {
    let mut s = setup();
    s.pair_round_one();
    s.select_table(1);
    assert!(
        s.harness
            .query_by_label_contains(
                "TC / TR (won on time), T5-3 (time called: Corp 5 – Runner 3 agenda points)"
            )
            .is_some(),
        "the hint names TC/TR and the agenda-point order"
    );
    s.click_button("3-3 (both Corps won)");
    assert_eq!(
        s.result(1),
        Some(MatchResult::Games {
            p1_corp: win(Side::Corp),
            p2_corp: win(Side::Corp)
        })
    );
    s.select_table(2);
    s.click_button("3-3 (both Runners won)");
    assert_eq!(
        s.result(2),
        Some(MatchResult::Games {
            p1_corp: win(Side::Runner),
            p2_corp: win(Side::Runner)
        })
    );
}

#[test]
fn pairing_a_round_gives_the_first_result_box_the_focus() {
    let mut s = setup();
    s.pair_round_one();
    assert_eq!(s.selected(), Some(1));
    assert!(s.harness.get_by_label("Result for table 1").is_focused());
    s.enter(1, "6-0");
    assert_eq!(s.selected(), Some(2));
}

/// Issue 17: the players' reports of a table wait beside it in the Rounds screen; the
/// organizer enters one with "Use this report".
#[test]
fn disagreeing_self_reports_show_beside_the_table_and_one_can_be_used() {
    use netrunner_to::engine::command::SelfReported;
    let mut s = setup();
    s.pair_round_one();
    // Players report only a published round.
    s.harness
        .state_mut()
        .push(Action::Apply(Command::PublishPairings { round: 1 }));
    let t = s.round(1).pairings[0].clone();
    let (a, b) = (t.p1, t.p2.unwrap());
    let report = |result| SelfReported::Swiss {
        round: 1,
        table: t.table,
        result,
    };
    let six = MatchResult::Games {
        p1_corp: win(Side::Corp),
        p2_corp: win(Side::Runner),
    };
    let nil = MatchResult::Games {
        p1_corp: win(Side::Runner),
        p2_corp: win(Side::Corp),
    };
    s.harness
        .state_mut()
        .push(Action::Apply(Command::SelfReport {
            by: a,
            report: report(six),
        }));
    s.harness
        .state_mut()
        .push(Action::Apply(Command::SelfReport {
            by: b,
            report: report(nil),
        }));
    s.frames();
    assert!(
        s.harness
            .query_by_label_contains("players disagree at table")
            .is_some()
    );
    s.select_table(t.table);
    let bo = s.event().name_of(b);
    s.click_button(&format!("Use {bo}'s report"));
    assert_eq!(s.result(t.table), Some(nil));
    assert!(s.event().pending_reports().is_empty());
}

/// Issue 19: switched to Japanese at run time, the rounds screen, the result entry, the manual
/// changes and the standings speak Japanese (and their English words are gone), at the default
/// size and on a 1024×600 screen, where the result entry's buttons stay on the screen.
#[test]
fn the_rounds_and_standings_screens_speak_japanese() {
    use netrunner_to::i18n::Lang;
    for size in [egui::vec2(1280.0, 800.0), egui::vec2(1024.0, 600.0)] {
        let mut s = setup();
        s.harness.set_size(size);
        s.harness
            .state_mut()
            .push(Action::Language(Lang::from_tag("ja").unwrap()));
        s.frames();
        let has = |s: &Setup, label: &str| s.harness.query_by_label(label).is_some();
        let has_part = |s: &Setup, text: &str| s.harness.query_by_label_contains(text).is_some();

        // Before round 1.
        assert!(has(&s, "第1回戦はまだマッチングされていません"));
        assert!(has(&s, "参加中のプレイヤーが7人登録されています。"));
        assert!(!has(&s, "Round 1 has not been paired yet"));
        assert!(!has(&s, "Pair round 1"));
        s.click_button("第1回戦をマッチング");
        assert_eq!(s.event().rounds().len(), 1);

        // The pairings and the selected table's card.
        for label in [
            "第1回戦",
            "第1回戦: 3卓中0卓入力済み",
            "+ 不戦勝1人",
            "卓",
            "プレイヤー1",
            "プレイヤー2",
            "第1試合",
            "結果",
            "状態",
            "保存",
            "試合ごと…",
            "結果を消去",
            "手動変更…",
            "チャット用にコピー",
            "プレイヤー検索",
            "第2回戦をマッチング",
            "第1回戦: 1、2、3番卓の結果が未入力です",
        ] {
            assert!(has(&s, label), "{label} ({size:?})");
        }
        assert!(s.harness.query_all_by_label("未入力").count() >= 3);
        for english in [
            "Pair round 2",
            "Result for table 1",
            "Save",
            "Each game…",
            "Clear result",
            "Manual changes…",
            "Copy for a chat",
            "Find player",
            "Table",
            "Status",
            "not reported",
        ] {
            assert!(!has(&s, english), "{english} is still English ({size:?})");
        }
        // The progress line fits: the chat buttons (one menu on a small screen) end before
        // "Find player" begins.
        let chat_end = ["チャット用にコピー", "Markdownでコピー"]
            .iter()
            .filter_map(|l| s.harness.query_by_role_and_label(Role::Button, l))
            .map(|n| n.rect().max.x)
            .fold(0.0, f32::max);
        let find_start = s
            .harness
            .query_all_by_label("プレイヤー検索")
            .map(|n| n.rect().min.x)
            .fold(f32::MAX, f32::min);
        assert!(
            chat_end <= find_start,
            "{chat_end} > {find_start} ({size:?})"
        );
        assert_eq!(
            has(&s, "Markdownでコピー"),
            size.x > 1200.0,
            "one chat menu on a small screen"
        );
        // The result entry's buttons are on the screen.
        for label in [
            "保存",
            "試合ごと…",
            "結果を消去",
            "6-0",
            "3-3(両者コーポで勝利)",
        ] {
            let r = s.harness.get_by_label(label).rect();
            assert!(
                r.max.x <= size.x && r.max.y <= size.y,
                "{label} at {r:?} is off a {size:?} screen"
            );
        }

        // A result that cannot be read says why in Japanese; a good one is stored.
        s.click_button("2番卓");
        assert_eq!(s.selected(), Some(2));
        let field = s.harness.get_by_label("2番卓の結果");
        assert!(field.is_focused());
        field.type_text("7-2");
        s.harness.key_press(egui::Key::Enter);
        s.frames();
        assert!(has_part(&s, "ありえないラウンドの得点"));
        assert!(!has_part(&s, "is not a possible round score"));
        for _ in 0..3 {
            s.harness.key_press(egui::Key::Backspace);
        }
        s.frames();
        s.harness.get_by_label("2番卓の結果").type_text("T5-3 R");
        s.harness.key_press(egui::Key::Enter);
        s.frames();
        assert!(s.result(2).is_some());
        assert!(has(&s, "入力済み"));
        assert!(has_part(&s, "時間切れ 5–3"));

        // The per-game editor.
        s.click_button("1番卓");
        s.click_button("試合ごと…");
        for label in ["試合ごと", "適用", "時間切れ", "コーポ勝利", "ランナー勝利"]
        {
            assert!(
                s.harness.query_all_by_label(label).next().is_some(),
                "{label} ({size:?})"
            );
        }
        s.click_button("適用");
        assert!(has_part(&s, "第1試合: 結果を選んでください"));
        s.click_button("試合ごと…");

        // Manual changes.
        s.click_button("手動変更…");
        assert!(has(&s, "第1回戦の変更"));
        assert!(has(&s, "プレイヤーの入れ替え"));
        assert!(has(&s, "第1回戦を再マッチング…"));
        assert!(!has(&s, "Swap two players"));
        s.click_button("手動変更を閉じる");

        // The standings.
        s.harness.state_mut().push(Action::Goto(Screen::Standings));
        s.frames();
        for label in [
            "暫定順位 — 第1回戦中: 3卓中1卓入力済み",
            "結果は入力した時点で反映されます。未入力の卓はまだ数えません。",
            "絞り込み",
            "7人",
            "順位",
            "名前",
            "勝点",
            "SoS",
            "対戦数",
            "備考",
        ] {
            assert!(has(&s, label), "{label} ({size:?})");
        }
        for english in ["Filter", "Rank", "Points", "Rounds", "Notes", "7 players"] {
            assert!(!has(&s, english), "{english} is still English ({size:?})");
        }
        // Column headings fit their columns: the rank heading ends before the name heading.
        let rank = s.harness.get_by_label("順位").rect();
        let name = s.harness.get_by_label("名前").rect();
        assert!(rank.max.x <= name.min.x, "{rank:?} {name:?}");
    }
}
