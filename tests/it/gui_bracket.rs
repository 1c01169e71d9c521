#![allow(clippy::unwrap_used, clippy::expect_used, clippy::panic)] // test code: a failed step is a failed test

//! GUI tests of the cut and bracket screen (egui_kittest, state assertions): an 8-player event
//! with three complete Swiss rounds is set up through commands, then the cut, the side choices,
//! the pairings and every result go through the screen's widgets.

use egui::accesskit::Role;
use egui_kittest::Harness;
use egui_kittest::kittest::{NodeT as _, Queryable as _};
use netrunner_to::app::screens::Screen;
use netrunner_to::app::{Action, NetrunnerApp};
use netrunner_to::engine::elimination::{GameStatus, ResultKind};
use netrunner_to::engine::{
    Command, CutSize, Event, EventSettings, GameResult, MatchResult, PlayerDetails, PlayerId, Side,
    SideReason, Structure,
};

const T0: i64 = 1_750_000_000_000;
const NAMES: [&str; 8] = ["Ada", "Bram", "Cleo", "Dov", "Eli", "Fay", "Gus", "Hana"];

struct Rig {
    harness: Harness<'static, NetrunnerApp>,
    _dir: tempfile::TempDir,
}

impl Rig {
    /// The app with an 8-player event whose three Swiss rounds are all reported, on the bracket
    /// screen.
    fn new() -> Rig {
        Rig::with_step(0.25)
    }

    /// [`Rig::new`] with frames `step_dt` seconds apart (a double-click needs short ones).
    fn with_step(step_dt: f32) -> Rig {
        let dir = tempfile::tempdir().unwrap();
        let mut app = NetrunnerApp::new(dir.path().to_path_buf(), Box::new(|| T0));
        app.use_dialogs = false;
        let harness = Harness::builder()
            .with_size(egui::vec2(1280.0, 800.0))
            .with_max_steps(30)
            .with_step_dt(step_dt)
            .build_ui_state(|ui, app: &mut NetrunnerApp| app.frame_ui(ui), app);
        let mut rig = Rig { harness, _dir: dir };
        rig.harness.state_mut().push(Action::NewEvent {
            settings: EventSettings::new("Bracket night", Structure::Basic),
            seed: 7,
        });
        rig.harness.step();
        // The app's "new event" status line has a "▸" the test fonts lack (lead's file).
        rig.harness.state_mut().status.clear();
        // Straight to the bracket screen: the setup needs no other screen.
        rig.harness.state_mut().screen = Screen::Bracket;
        rig.settle();
        rig.apply(Command::AddPlayers {
            players: NAMES.iter().map(|n| PlayerDetails::named(*n)).collect(),
        });
        for _ in 0..3 {
            rig.apply(Command::PairRound);
            let round = rig.event().rounds().last().unwrap();
            // Player 1 of every table wins both games.
            let results = round
                .unreported_tables()
                .into_iter()
                .map(|t| {
                    let win = |winner| GameResult::Win {
                        winner,
                        reason: None,
                    };
                    (
                        t,
                        MatchResult::Games {
                            p1_corp: win(Side::Corp),
                            p2_corp: win(Side::Runner),
                        },
                    )
                })
                .collect();
            let number = round.number;
            rig.apply(Command::ReportResults {
                round: number,
                results,
            });
        }
        rig.push(Action::Goto(Screen::Bracket));
        rig
    }

    /// Runs a few frames: enough for a click to act and the screen to show the result. (`run`
    /// never settles while the app sends its window title every frame.)
    fn settle(&mut self) {
        self.harness.run_steps(4);
    }

    fn push(&mut self, a: Action) {
        self.harness.state_mut().push(a);
        self.settle();
    }

    /// Runs an engine command through the app (setup only).
    fn apply(&mut self, c: Command) {
        self.push(Action::Apply(c));
        assert_eq!(self.harness.state().error, None, "command refused");
    }

    fn event(&self) -> &Event {
        self.harness.state().event().unwrap()
    }

    /// Scrolls a button into view (as the organizer would) and clicks it.
    fn click(&mut self, label: &str) {
        self.harness.get_by_label(label).scroll_to_me();
        self.settle();
        self.harness.get_by_label(label).click();
        self.settle();
        assert_eq!(
            self.harness.state().error,
            None,
            "the app refused what {label:?} did"
        );
    }

    fn has_text(&self, text: &str) -> bool {
        self.harness
            .query_all_by_label_contains(text)
            .next()
            .is_some()
    }

    /// The seeds' names, seed 1 first.
    fn seeds(&self) -> Vec<String> {
        let e = self.event();
        e.cut()
            .unwrap()
            .seeds()
            .iter()
            .map(|p| e.name_of(*p))
            .collect()
    }

    fn id(&self, name: &str) -> PlayerId {
        self.event().find_player(name).unwrap().id
    }

    /// Makes a top-4 cut through the screen: size, button, confirmation.
    fn cut_top4(&mut self) {
        self.harness.get_by_label_contains("Top 4").click();
        self.settle();
        self.click("Make the cut");
        assert!(
            self.event().cut().is_none(),
            "the cut waits for the confirmation"
        );
        self.click("Cut to the top 4");
        let cut = self.event().cut().expect("the cut is made");
        assert_eq!(cut.cut(), CutSize::Top4);
    }

    /// Round 1 of a top 4: seed 1 chooses Corp in game 1, seed 2 Runner in game 2; paired.
    fn pair_round_1(&mut self) {
        assert!(self.has_text("The higher seed chooses"));
        self.click("Corp (game 1)");
        self.click("Runner (game 2)");
        self.click("Pair round 1");
        let s = self.seeds();
        let b = self.event().cut().unwrap();
        let g1 = b.game(1).unwrap().sides.unwrap();
        let g2 = b.game(2).unwrap().sides.unwrap();
        assert_eq!(g1.corp, self.id(&s[0]), "seed 1 chose Corp");
        assert_eq!(g2.runner, self.id(&s[1]), "seed 2 chose Runner");
        assert_eq!(g1.reason, SideReason::HigherSeedChoice);
        assert!(self.has_text("Sides: higher seed's choice"));
    }

    /// Clicks "<name> won".
    fn won(&mut self, name: &str) {
        self.click(&format!("{name} won"));
    }

    /// The bracket's last game: the result is recorded only once the question that it ends the
    /// event (issue 33) is answered.
    fn won_event(&mut self, name: &str) {
        self.won(name);
        self.confirm_end(name);
    }

    /// Answers the question that a result ends the event, naming `champion`.
    fn confirm_end(&mut self, champion: &str) {
        assert!(
            !self.event().cut().unwrap().is_finished(),
            "the event ended before the organizer was asked"
        );
        assert!(self.has_text(&format!("It ends the event: {champion} wins it.")));
        self.click(&format!("Record: {champion} wins the event"));
    }

    /// Top 4 up to the grand final: seeds 1 and 2 win round 1, seed 1 wins the upper final,
    /// seed 3 the lower round, seed 2 the lower final. Checks the round-2 side reasons.
    fn play_to_grand_final(&mut self) -> Vec<String> {
        self.cut_top4();
        self.pair_round_1();
        let s = self.seeds();
        self.won(&s[0]);
        self.won(&s[1]);

        // Round 2: sides by the rule, and the reason in words.
        self.click("Pair round 2");
        let b = self.event().cut().unwrap();
        let g3 = b.game(3).unwrap().sides.unwrap();
        // Seed 1 played Corp, seed 2 Runner: each plays the side played least.
        assert_eq!(g3.reason, SideReason::LeastPlayed);
        assert_eq!(g3.corp, self.id(&s[1]));
        assert!(
            self.has_text("Sides: least played side"),
            "the round-2 games say why their sides are what they are"
        );
        self.won(&s[0]); // G3: upper final
        self.won(&s[2]); // G4: seed 4 out in 4th
        assert_eq!(
            self.event().cut().unwrap().places()[3],
            Some(self.id(&s[3]))
        );

        self.click("Pair round 3");
        self.won(&s[1]); // G5: seed 3 out in 3rd
        self.click("Pair the grand final");
        let g6 = self.event().cut().unwrap().game(6).unwrap();
        assert_eq!(g6.status, GameStatus::Ready);
        assert!(g6.sides.is_some());
        s
    }

    /// The places table lists `names` in order: each ordinal shares its row with the name.
    fn assert_places_table(&self, names: &[String]) {
        for (i, name) in names.iter().enumerate() {
            let place = ["1st", "2nd", "3rd", "4th"][i];
            let y = self.harness.get_by_label(place).rect().center().y;
            let found = self
                .harness
                .query_all_by_label(name)
                .any(|n| (n.rect().center().y - y).abs() < 4.0);
            assert!(found, "{place} place shows {name}");
        }
    }
}

#[test]
fn cut_screen_shows_the_swiss_stage_and_the_seeds() {
    let rig = Rig::new();
    assert!(rig.has_text("Complete: 3 rounds played"));
    assert!(rig.has_text("The event plans"));
    // The four best Swiss players are listed as the seeds of a top 4 when it is chosen.
    let e = rig.event();
    let best = e.standings().rows[0].player;
    assert!(rig.harness.query_by_label(&e.name_of(best)).is_some());
    assert!(rig.harness.query_by_label("Make the cut").is_some());
    rig.harness.check_accessibility();
}

/// Issue 33, item 6: each game's winner buttons come in its heading's order, the Corp first.
#[test]
fn winner_buttons_follow_the_heading_corp_first() {
    let mut rig = Rig::new();
    rig.cut_top4();
    rig.pair_round_1();
    let b = rig.event().cut().unwrap();
    for n in [1, 2] {
        let sides = b.game(n).unwrap().sides.unwrap();
        let (corp, runner) = (
            rig.event().name_of(sides.corp),
            rig.event().name_of(sides.runner),
        );
        let x = |name: &str| {
            rig.harness
                .get_by_label(&format!("{name} won"))
                .rect()
                .center()
                .x
        };
        assert!(
            x(&corp) < x(&runner),
            "game {n}: the Corp's ({corp}) button comes first"
        );
    }
}

#[test]
fn top4_bracket_through_the_screen_without_a_second_final() {
    let mut rig = Rig::new();
    let s = rig.play_to_grand_final();
    rig.won_event(&s[0]); // the upper-bracket player wins the grand final: no second final

    let b = rig.event().cut().unwrap();
    assert!(b.is_finished());
    assert_eq!(b.game(7).unwrap().status, GameStatus::NotNeeded);
    let expected: Vec<Option<PlayerId>> = s.iter().map(|n| Some(rig.id(n))).collect();
    assert_eq!(b.places(), expected);
    assert!(rig.has_text("The bracket is finished"));
    assert!(rig.has_text(&format!("{} wins the event", s[0])));
    let g7 = rig
        .harness
        .get_by_label_contains("G7, second final")
        .accesskit_node();
    assert!(
        g7.label().unwrap().ends_with("not needed"),
        "the unplayed second final is marked"
    );
    rig.assert_places_table(&s);
    assert!(
        rig.harness.query_by_label("Delete the cut").is_none(),
        "the cut can no longer be deleted"
    );
}

#[test]
fn top4_bracket_with_a_second_final_ending_on_time() {
    let mut rig = Rig::new();
    let s = rig.play_to_grand_final();
    rig.won(&s[1]); // the lower-bracket player wins the grand final: a second final
    assert!(!rig.event().cut().unwrap().is_finished());

    rig.harness.check_accessibility();
    rig.click("Pair the second final");
    let g7 = rig.event().cut().unwrap().game(7).unwrap();
    assert_eq!(g7.status, GameStatus::Ready);
    assert!(g7.sides.is_some(), "the second final is paired");

    // Time is called at 3–3: a draw, won by the higher seed (seed 1).
    rig.click("Time called (game 7)");
    for name in [&s[0], &s[1]] {
        let field = rig.harness.get_by_role_and_label(Role::TextInput, name);
        field.click();
        rig.settle();
        rig.harness
            .get_by_role_and_label(Role::TextInput, name)
            .type_text("3");
        rig.settle();
    }
    // Enter in the agenda-point field records it, as the Record button does.
    assert!(rig.event().cut().unwrap().game(7).unwrap().result.is_none());
    rig.harness.key_press(egui::Key::Enter);
    rig.settle();
    rig.confirm_end(&s[0]);

    let b = rig.event().cut().unwrap();
    let result = b.game(7).unwrap().result.unwrap();
    assert_eq!(result.winner, rig.id(&s[0]));
    assert_eq!(result.kind, ResultKind::Draw);
    assert!(b.is_finished());
    let expected: Vec<Option<PlayerId>> = s.iter().map(|n| Some(rig.id(n))).collect();
    assert_eq!(b.places(), expected);
    rig.assert_places_table(&s);
}

#[test]
fn cut_deleted_then_sides_overridden_and_a_result_cleared() {
    let mut rig = Rig::new();
    rig.cut_top4();
    rig.click("Delete the cut");
    assert!(
        rig.event().cut().is_some(),
        "deleting waits for the confirmation"
    );
    rig.click("Yes, delete the cut");
    assert!(rig.event().cut().is_none());

    rig.cut_top4();
    rig.pair_round_1();
    let s = rig.seeds();

    // The organizer overrides game 1: seed 4 plays the Corp.
    rig.click("Override sides (game 1)");
    rig.click(&format!("{} plays Corp", s[3]));
    let g1 = rig.event().cut().unwrap().game(1).unwrap().sides.unwrap();
    assert_eq!(g1.corp, rig.id(&s[3]));
    assert_eq!(g1.reason, SideReason::OrganizerOverride);
    assert!(rig.has_text("Sides: organizer override"));

    // A result entered by mistake is cleared again.
    rig.won(&s[3]);
    assert_eq!(
        rig.event()
            .cut()
            .unwrap()
            .game(1)
            .unwrap()
            .result
            .unwrap()
            .winner,
        rig.id(&s[3])
    );
    rig.click("Clear result (game 1)");
    let g1 = rig.event().cut().unwrap().game(1).unwrap();
    assert_eq!(g1.result, None);
    assert_eq!(g1.status, GameStatus::Ready);
    assert!(rig.harness.query_by_label("Delete the cut").is_some());
}

#[test]
fn single_elimination_top3_through_the_screen() {
    let mut rig = Rig::new();
    rig.click("Single elimination");
    rig.click("Top 3");
    rig.click("Make the cut");
    rig.click("Cut to the top 3");
    let b = rig.event().cut().expect("the cut is made");
    assert_eq!(b.cut(), CutSize::Top3);
    let s = rig.seeds();

    // Seeds 2 and 3 play first; seed 2 chooses.
    rig.click("Runner (game 1)");
    rig.click("Pair round 1");
    rig.won(&s[2]);
    // The final: seed 1 against the winner, sides by the rule.
    rig.click("Pair the final");
    assert!(rig.event().cut().unwrap().game(2).unwrap().sides.is_some());
    rig.won_event(&s[0]);

    let b = rig.event().cut().unwrap();
    assert!(b.is_finished());
    let expected = vec![
        Some(rig.id(&s[0])),
        Some(rig.id(&s[2])),
        Some(rig.id(&s[1])),
    ];
    assert_eq!(b.places(), expected);
    rig.assert_places_table(&[s[0].clone(), s[2].clone(), s[1].clone()]);
}

/// Issue 30: a top 2 (one final) and a top 8 on a fixed bracket, chosen on the screen.
#[test]
fn single_elimination_top2_and_a_fixed_top8_through_the_screen() {
    let mut rig = Rig::new();
    rig.click("Single elimination");
    // The fixed bracket is offered for a top 8 or 16 only.
    rig.click("Top 4");
    assert!(
        rig.harness
            .query_by_label("Fixed bracket (no reseeding)")
            .is_none()
    );
    rig.click("Top 8");
    rig.click("Fixed bracket (no reseeding)");
    rig.click("Make the cut");
    rig.click("Cut to the top 8");
    let b = rig.event().cut().expect("the cut is made");
    assert_eq!(
        b.kind(),
        netrunner_to::engine::elimination::BracketKind::SingleEliminationFixed
    );
    rig.click("Delete the cut");
    rig.click("Yes, delete the cut");
    assert!(rig.event().cut().is_none(), "the cut is deleted");

    rig.click("Single elimination");
    rig.click("Top 2");
    rig.click("Make the cut");
    rig.click("Cut to the top 2");
    let b = rig.event().cut().expect("the cut is made");
    assert_eq!(b.cut(), CutSize::Top2);
    let s = rig.seeds();
    rig.click("Runner (game 1)");
    rig.click("Pair the final");
    rig.won_event(&s[1]);
    let b = rig.event().cut().unwrap();
    assert!(b.is_finished());
    assert_eq!(b.places(), vec![Some(rig.id(&s[1])), Some(rig.id(&s[0]))]);
    rig.assert_places_table(&[s[1].clone(), s[0].clone()]);
}

/// The organizer double-clicks "#1 … won": the first click reports game 1; the second must not
/// report game 2 (whose button used to move up under the pointer), and nothing moves.
#[test]
fn a_double_click_on_a_winner_reports_one_game_and_moves_nothing() {
    let mut rig = Rig::with_step(0.05);
    rig.cut_top4();
    rig.pair_round_1();
    let s = rig.seeds();
    let g2_buttons: Vec<egui::Rect> = [&s[1], &s[2]]
        .iter()
        .map(|n| rig.harness.get_by_label(&format!("{n} won")).rect())
        .collect();
    let at = rig
        .harness
        .get_by_label(&format!("{} won", s[0]))
        .rect()
        .center();
    rig.harness.event(egui::Event::PointerMoved(at));
    for _ in 0..2 {
        for pressed in [true, false] {
            rig.harness.event(egui::Event::PointerButton {
                pos: at,
                button: egui::PointerButton::Primary,
                pressed,
                modifiers: egui::Modifiers::default(),
            });
        }
    }
    rig.settle();
    let b = rig.event().cut().unwrap();
    assert_eq!(
        b.game(1).unwrap().result.map(|r| r.winner),
        Some(rig.id(&s[0]))
    );
    assert_eq!(b.game(2).unwrap().result, None, "game 2 was not reported");
    let after: Vec<egui::Rect> = [&s[1], &s[2]]
        .iter()
        .map(|n| rig.harness.get_by_label(&format!("{n} won")).rect())
        .collect();
    assert_eq!(after, g2_buttons, "game 2's buttons stay where they were");
    assert!(rig.has_text(&format!("Result: {} won", s[0])));
}

/// The app switched to Japanese at run time: the cut screen, the bracket, its round and result
/// cards, the clock, the projector and the statistics speak Japanese; their English labels are
/// gone.
#[test]
fn the_bracket_clock_and_statistics_speak_japanese() {
    let ja = netrunner_to::i18n::Lang::from_tag("ja").unwrap();
    let mut rig = Rig::new();
    rig.push(Action::Language(ja));
    let button = |rig: &Rig, label: &str| {
        rig.harness
            .query_all_by_role_and_label(Role::Button, label)
            .next()
            .is_some()
    };
    // No widget is labelled with the English words any more.
    let gone = |rig: &Rig, labels: &[&str]| {
        for english in labels {
            assert!(
                rig.harness.query_all_by_label(english).next().is_none(),
                "{english:?} is still there"
            );
        }
    };

    // Before the cut.
    for text in [
        "スイス式ラウンド",
        "カットの人数",
        "大会の予定: ",
        "完了: 3回戦実施",
    ] {
        assert!(rig.has_text(text), "no {text:?}");
    }
    for label in [
        "カットする",
        "ダブルエリミネーション",
        "シングルエリミネーション",
    ] {
        assert!(button(&rig, label), "no button {label:?}");
    }
    for heading in ["シード", "プレイヤー", "スイス順位", "勝点"] {
        let mut found = rig.harness.query_all_by_label(heading);
        assert!(found.next().is_some(), "no {heading:?}");
    }
    gone(
        &rig,
        &[
            "Cut & bracket",
            "Make the cut",
            "Cut size",
            "Swiss stage",
            "Double elimination",
            "Seed",
            "Swiss rank",
        ],
    );
    assert!(!rig.has_text("The event plans"));

    // The cut, round 1 and a result, all in Japanese.
    rig.harness
        .query_by_label("トップ4")
        .or_else(|| rig.harness.query_by_label("トップ4(推奨)"))
        .expect("the top 4 button")
        .click();
    rig.settle();
    rig.click("カットする");
    rig.click("トップ4にカット");
    assert!(rig.event().cut().is_some(), "the cut is made");
    assert!(rig.has_text("上位シードのプレイヤーが"));
    rig.click("コーポ(第1試合)");
    rig.click("ランナー(第2試合)");
    rig.click("第1回戦をマッチング");
    assert!(rig.event().cut().unwrap().game(1).unwrap().sides.is_some());
    let s = rig.seeds();
    assert!(rig.has_text("サイド: 上位シードの選択"));
    for label in [
        "サイドを変更(第1試合)",
        "引き分け(上位シードの勝ち)(第1試合)",
        "時間切れ(第1試合)",
    ] {
        assert!(button(&rig, label), "no button {label:?}");
    }
    rig.click(&format!("{}の勝ち", s[0]));
    assert!(rig.has_text(&format!("結果: {}の勝ち", s[0])));
    assert!(button(&rig, "結果を取り消し(第1試合)"));
    // The drawing: the round names, the sections, every box's name.
    assert!(rig.has_text("勝者側"));
    assert!(rig.has_text("G1、勝者側: "));
    assert!(rig.has_text("最終順位"));
    gone(
        &rig,
        &[
            "Cut & bracket",
            "Enter the results",
            "Latest results",
            "Override sides (game 2)",
            "Clear result (game 1)",
            "Final places",
            "Place",
            &format!("{} won", s[1]),
        ],
    );
    assert!(!rig.has_text("G1, upper bracket"));

    // The clock of the elimination round and the projector.
    rig.push(Action::Goto(Screen::Clock));
    assert!(rig.has_text("時計 — 決勝トーナメント第1回戦"));
    for label in ["開始", "+1分", "プロジェクターを開く"] {
        assert!(button(&rig, label), "no button {label:?}");
    }
    rig.click("開始");
    assert!(rig.has_text("進行中 — "));
    rig.click("プロジェクターを開く");
    assert!(button(&rig, "プロジェクターを閉じる"));
    // The projector (drawn inside the window here) with the pairings: Japanese headings.
    rig.click("プロジェクターに対戦表を表示");
    for text in [
        "決勝トーナメント第1回戦",
        "対戦相手",
        "2番卓",
        &format!("コーポで 対 {}", s[1]),
    ] {
        assert!(
            rig.harness.query_all_by_label(text).next().is_some(),
            "no {text:?}"
        );
    }
    gone(
        &rig,
        &[
            "Start",
            "Pause",
            "Round length",
            "Projector",
            "Extra time for one table",
            "Close projector window",
        ],
    );
    rig.click("プロジェクターを閉じる");

    // The statistics.
    rig.push(Action::Goto(Screen::Statistics));
    for text in ["参加者: 8人", "スイス式ラウンド", "コーポ勝利", "ID未入力"] {
        assert!(rig.has_text(text), "no {text:?}");
    }
    assert!(button(&rig, "統計を印刷…"));
    gone(
        &rig,
        &[
            "Print statistics…",
            "Show every identity",
            "The field: 8 players",
            "Corp wins",
            "Swiss rounds",
        ],
    );
}

/// Issue 33, item 6: replacing a Swiss result once the cut is made says what it changes.
#[test]
fn replacing_a_swiss_result_after_the_cut_says_so() {
    let mut rig = Rig::new();
    rig.cut_top4();
    rig.harness.state_mut().screen = Screen::Rounds;
    rig.settle();
    rig.harness
        .get_by_role_and_label(Role::Button, "Table 1")
        .click();
    rig.settle();
    rig.harness
        .get_by_label("Result for table 1")
        .type_text("0-6");
    rig.settle();
    rig.harness.key_press(egui::Key::Enter);
    rig.settle();
    assert!(rig.has_text("already has a result"));
    assert!(rig.has_text("The cut is already made from the Swiss standings this changes."));
}

/// Issue 33, item 6: the *Feature game* button never covers the game's heading (who plays which
/// side), even in a narrow window.
#[test]
fn the_feature_game_button_leaves_the_heading_whole() {
    let mut rig = Rig::new();
    rig.cut_top4();
    rig.pair_round_1();
    for width in [1280.0, 1024.0, 900.0, 800.0, 700.0, 640.0] {
        rig.harness.set_size(egui::vec2(width, 700.0));
        rig.settle();
        for n in [1, 2] {
            let sides = rig.event().cut().unwrap().game(n).unwrap().sides.unwrap();
            let corp = rig.event().name_of(sides.corp);
            // The card's heading ("#1 Ada (Corp) vs #4 Gus (Runner)"), not the diagram's node.
            let text = |h: &egui_kittest::Node<'_>| {
                let n = h.accesskit_node();
                n.label().or(n.value()).unwrap_or_default().to_string()
            };
            let heading = rig
                .harness
                .query_all_by_role(Role::Label)
                .find(|h| {
                    let t = text(h);
                    t.starts_with('#') && t.contains(&format!("{corp} (Corp)"))
                })
                .unwrap_or_else(|| panic!("game {n}'s heading at {width}"))
                .rect();
            let button = rig
                .harness
                .get_by_label(&format!("Feature game {n}"))
                .rect();
            assert!(
                !heading.intersects(button),
                "at {width} px the button {button:?} covers the heading {heading:?} of game {n}"
            );
            assert!(
                button.top() - heading.bottom() < 40.0,
                "at {width} px the button {button:?} is far from the heading {heading:?}"
            );
        }
    }
}
