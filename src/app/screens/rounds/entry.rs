//! The selected table's card: the result box (type `6-0`, Enter), quick buttons, the per-game
//! editor and "Clear result".

use super::{RoundsState, text};
use crate::app::screens::{Cx, pressed_settled};
use crate::app::words::Speaks as _;
use crate::app::{Action, theme};
use crate::engine::{Command, GameResult, MatchResult, Pairing, Side, SwissRound};
use crate::i18n::Lang;
use crate::io::explain::Explain as _;
use crate::io::result_syntax::{self, ResultContext};
use crate::tr;
use egui::RichText;

/// How one game ended, as chosen in the per-game editor.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub(super) enum Choice {
    /// Not chosen yet.
    #[default]
    Unset,
    /// The Corp won outright.
    CorpWon,
    /// The Runner won outright.
    RunnerWon,
    /// Time was called: the agenda points decide (modified win or draw).
    Timed,
    /// A draw on time, agenda points not recorded.
    Draw,
}

/// One game in the per-game editor.
#[derive(Clone, Debug, Default, PartialEq)]
pub(super) struct GameDraft {
    choice: Choice,
    corp: String,
    runner: String,
}

impl GameDraft {
    fn from_game(g: &GameResult) -> GameDraft {
        let points = |a: Option<crate::engine::AgendaScore>| match a {
            Some(a) => (a.corp.to_string(), a.runner.to_string()),
            None => (String::new(), String::new()),
        };
        match *g {
            GameResult::Win { winner, .. } => GameDraft {
                choice: if winner == Side::Corp {
                    Choice::CorpWon
                } else {
                    Choice::RunnerWon
                },
                ..GameDraft::default()
            },
            GameResult::ModifiedWin {
                agenda: Some(a), ..
            }
            | GameResult::Draw { agenda: Some(a) } => {
                let (corp, runner) = points(Some(a));
                GameDraft {
                    choice: Choice::Timed,
                    corp,
                    runner,
                }
            }
            GameResult::ModifiedWin { agenda: None, .. } => GameDraft::default(),
            GameResult::Draw { agenda: None } => GameDraft {
                choice: Choice::Draw,
                ..GameDraft::default()
            },
        }
    }

    /// The game result, or why it cannot be built (in `lang`).
    fn result(&self, game: &str, to_win: u8, lang: Lang) -> Result<GameResult, String> {
        match self.choice {
            Choice::Unset => Err(tr!(lang, "rounds-games-choose", game = game)),
            Choice::CorpWon => Ok(GameResult::Win {
                winner: Side::Corp,
                reason: None,
            }),
            Choice::RunnerWon => Ok(GameResult::Win {
                winner: Side::Runner,
                reason: None,
            }),
            Choice::Draw => Ok(GameResult::Draw { agenda: None }),
            Choice::Timed => {
                let read = |s: &str, side: Side| {
                    let s = s.trim();
                    s.parse::<u8>().map_err(|_| match (s.is_empty(), side) {
                        (true, Side::Corp) => tr!(lang, "rounds-games-enter-corp", game = game),
                        (true, Side::Runner) => {
                            tr!(lang, "rounds-games-enter-runner", game = game)
                        }
                        (false, Side::Corp) => {
                            tr!(lang, "rounds-games-corp-nan", game = game, value = s)
                        }
                        (false, Side::Runner) => {
                            tr!(lang, "rounds-games-runner-nan", game = game, value = s)
                        }
                    })
                };
                let c = read(&self.corp, Side::Corp)?;
                let r = read(&self.runner, Side::Runner)?;
                GameResult::timed(c, r, to_win).map_err(|e| {
                    tr!(
                        lang,
                        "rounds-games-impossible",
                        game = game,
                        why = engine_message(&e, lang)
                    )
                })
            }
        }
    }
}

/// The engine's reason without the "impossible result: " prefix (the editor's messages say
/// which game already).
fn engine_message(e: &crate::engine::EngineError, lang: Lang) -> String {
    match e {
        crate::engine::EngineError::ImpossibleResult(m) => m.explain(lang),
        other => other.explain(lang),
    }
}

/// The per-game editor: each game's outcome, loaded from the selected table's result.
#[derive(Clone, Debug, Default)]
pub struct GameEditor {
    games: [GameDraft; 2],
    error: Option<String>,
}

impl GameEditor {
    /// The editor for a table, filled in from its result when it has one with games.
    pub(super) fn from_pairing(p: Option<&Pairing>) -> GameEditor {
        let mut e = GameEditor::default();
        match p.and_then(|p| p.result.as_ref()) {
            Some(MatchResult::Games { p1_corp, p2_corp }) => {
                e.games = [GameDraft::from_game(p1_corp), GameDraft::from_game(p2_corp)];
            }
            Some(MatchResult::Single { game }) => e.games[0] = GameDraft::from_game(game),
            _ => {}
        }
        e
    }
}

/// A result that would replace a table's reported one, waiting for the organizer's yes.
#[derive(Clone, Debug)]
pub(in crate::app::screens) struct Replace {
    round: u32,
    table: u32,
    result: MatchResult,
    /// What was typed for it (Enter with the same text again confirms); `None` for a button.
    typed: Option<String>,
}

/// Applies a result to the table and moves on to the next table without one. A table that
/// already has a different result is not changed: the card asks first (`typed`: the text that
/// produced the result; typing Enter again with it confirms).
fn report(
    cx: &mut Cx<'_>,
    st: &mut RoundsState,
    round: &SwissRound,
    p: &Pairing,
    result: MatchResult,
    typed: Option<&str>,
) {
    if p.result.is_some_and(|old| old != result) {
        let confirmed = typed.is_some()
            && st.replace.as_ref().is_some_and(|r| {
                r.round == round.number
                    && r.table == p.table
                    && r.result == result
                    && r.typed.as_deref() == typed
            });
        if !confirmed {
            st.replace = Some(Replace {
                round: round.number,
                table: p.table,
                result,
                typed: typed.map(str::to_string),
            });
            st.entry_error = None;
            st.focus_entry = typed.is_some();
            return;
        }
    }
    apply_result(cx, st, round, p.table, result);
}

fn apply_result(
    cx: &mut Cx<'_>,
    st: &mut RoundsState,
    round: &SwissRound,
    table: u32,
    result: MatchResult,
) {
    st.replace = None;
    cx.apply(Command::ReportResult {
        round: round.number,
        table,
        result,
    });
    st.advance(round, table);
}

/// Reads the typed result and applies it, or shows why it cannot be read.
fn submit(
    cx: &mut Cx<'_>,
    st: &mut RoundsState,
    round: &SwissRound,
    p: &Pairing,
    input: &str,
    typed: bool,
    lang: Lang,
) {
    let ctx = ResultContext::for_pairing(cx.event.settings().format, p);
    match result_syntax::parse(input, ctx) {
        Ok(r) => report(cx, st, round, p, r, typed.then_some(input)),
        Err(e) => {
            st.replace = None;
            st.entry_error = Some(crate::app::capitalise(&e.explain(lang)));
            st.focus_entry = true;
        }
    }
}

/// The line under the result box: why the typed result cannot be read, or the question before
/// a reported result is replaced. Its height is kept when it is empty, so nothing below moves.
fn message_ui(
    ui: &mut egui::Ui,
    cx: &mut Cx<'_>,
    st: &mut RoundsState,
    round: &SwissRound,
    p: &Pairing,
) {
    let dark = ui.visuals().dark_mode;
    let lang = ui.lang();
    let height = ui.spacing().interact_size.y;
    ui.horizontal(|ui| {
        ui.set_min_height(height);
        let pending = st
            .replace
            .clone()
            .filter(|r| r.round == round.number && r.table == p.table);
        if let (Some(r), Some(old)) = (pending, p.result.as_ref()) {
            let (a, b) = old.points(p.p1_side);
            let (c, d) = r.result.points(p.p1_side);
            ui.label(
                RichText::new(tr!(
                    lang,
                    "rounds-replace-question",
                    table = p.table,
                    a = a,
                    b = b,
                    old = result_syntax::describe(old),
                    c = c,
                    d = d,
                    new = result_syntax::describe(&r.result)
                ))
                .strong()
                .color(theme::attention(dark)),
            );
            // After the cut, a Swiss result changes the standings it was made from.
            if let Some(cut) = cx.event.cut() {
                let note = if cut.is_finished() {
                    tr!(lang, "rounds-replace-after-event")
                } else {
                    tr!(lang, "rounds-replace-after-cut")
                };
                ui.label(RichText::new(note).strong().color(theme::error(dark)));
            }
            if ui.button(tr!(lang, "rounds-replace-yes")).clicked() {
                apply_result(cx, st, round, p.table, r.result);
            }
            if ui.button(tr!(lang, "rounds-replace-keep")).clicked() {
                st.replace = None;
                st.focus_entry = true;
            }
            if r.typed.is_some() {
                ui.label(
                    RichText::new(tr!(lang, "rounds-replace-keys"))
                        .small()
                        .color(theme::muted(dark)),
                );
            }
        } else if let Some(e) = &st.entry_error {
            ui.label(RichText::new(e).color(theme::error(dark)));
        }
    });
}

/// The card of the selected table.
pub(super) fn card_ui(
    ui: &mut egui::Ui,
    cx: &mut Cx<'_>,
    st: &mut RoundsState,
    round: &SwissRound,
    latest: bool,
) {
    let dark = ui.visuals().dark_mode;
    let lang = ui.lang();
    let muted = theme::muted(dark);
    egui::Frame::group(ui.style())
        .inner_margin(10.0)
        .show(ui, |ui| {
            ui.set_width(ui.available_width());
            let Some(p) = st.selected.and_then(|t| round.table(t)) else {
                // No result box to focus.
                st.focus_entry = false;
                if round.all_reported() {
                    ui.label(
                        RichText::new(tr!(lang, "rounds-card-all-reported", round = round.number))
                            .color(theme::ok(dark)),
                    );
                    ui.label(RichText::new(tr!(lang, "rounds-card-click-to-correct")).color(muted));
                } else {
                    ui.label(tr!(lang, "rounds-card-click-to-enter"));
                    ui.label(RichText::new(tr!(lang, "rounds-card-how")).color(muted));
                }
                return;
            };
            let event = cx.event;
            let p1 = event.name_of(p.p1);
            let p2 = p.p2.map(|id| event.name_of(id));
            let with_side = |name: &str, side: Option<Side>| match side {
                Some(s) => text::with_side(name, s, lang),
                None => name.to_string(),
            };
            ui.horizontal(|ui| {
                ui.label(
                    RichText::new(tr!(lang, "rounds-table-n", n = p.table))
                        .heading()
                        .strong(),
                );
                match &p2 {
                    Some(p2) => {
                        ui.label(RichText::new(with_side(&p1, p.p1_side)).strong());
                        ui.label(RichText::new(tr!(lang, "rounds-card-vs")).color(muted));
                        ui.label(RichText::new(with_side(p2, p.p1_side.map(Side::other))).strong());
                    }
                    None => {
                        ui.label(RichText::new(&p1).strong());
                        ui.label(RichText::new(tr!(lang, "rounds-card-has-bye")).color(muted));
                    }
                }
                ui.add_space(12.0);
                match (&p.result, p.is_bye()) {
                    (_, true) => {
                        let pts = event.settings().format.bye_points();
                        ui.label(
                            RichText::new(tr!(lang, "rounds-card-bye-points", n = pts))
                                .color(muted),
                        );
                    }
                    (Some(r), _) => {
                        let (a, b) = r.points(p.p1_side);
                        ui.label(
                            RichText::new(tr!(
                                lang,
                                "rounds-card-reported",
                                a = a,
                                b = b,
                                result = result_syntax::describe(r)
                            ))
                            .color(theme::ok(dark)),
                        );
                    }
                    (None, _) => {
                        ui.label(
                            RichText::new(tr!(lang, "rounds-status-not-reported"))
                                .strong()
                                .color(theme::attention(dark)),
                        );
                    }
                }
                // Streaming (issue 22): feature this table; say when it may not be filmed.
                if !p.is_bye() {
                    ui.add_space(12.0);
                    let r = crate::engine::RoundRef::Swiss(round.number);
                    // The unit is a key: stream_marks gives the button its words.
                    // i18n: not text
                    let unit = "table";
                    if let Some(c) =
                        crate::app::stream_marks::feature_button(ui, event, r, p.table, unit)
                    {
                        cx.actions.push(crate::app::Action::Apply(c));
                    }
                    if crate::app::stream_marks::table_has_no_video(event, p.players()) {
                        ui.label(
                            RichText::new(tr!(lang, "rounds-card-no-video"))
                                .color(theme::attention(dark)),
                        )
                        .on_hover_text(tr!(lang, "rounds-card-no-video-hover"));
                    }
                }
            });
            if let Some(why) = text::sides_reason(event, round.number, p, lang) {
                ui.label(RichText::new(tr!(lang, "rounds-sides", why = why)).color(muted));
            }
            crate::app::screens::self_reports::reports_ui(
                ui,
                cx,
                crate::engine::event::ReportTarget::Swiss {
                    round: round.number,
                    table: p.table,
                },
            );
            let Some(p2) = p2 else {
                // A bye has no result box.
                st.focus_entry = false;
                return;
            };
            if !latest {
                ui.label(
                    RichText::new(tr!(lang, "rounds-card-not-latest", round = round.number))
                        .color(theme::attention(dark)),
                );
            }
            ui.add_space(4.0);
            entry_row_ui(ui, cx, st, round, p);
            message_ui(ui, cx, st, round, p);
            let help = if p.p1_side.is_some() {
                tr!(lang, "rounds-help-single")
            } else {
                tr!(lang, "rounds-help-double")
            };
            if !st.show_games {
                // The per-game editor explains itself; its room is worth more on a small screen.
                ui.add(egui::Label::new(RichText::new(help).small().color(muted)).wrap())
                    .on_hover_text(tr!(lang, "rounds-help-syntax"));
            }
            if st.show_games {
                ui.add_space(6.0);
                games_ui(ui, cx, st, round, p, &p1, &p2);
            }
        });
}

/// The result box with "Save", "Each game…" and "Clear result"; under it the quick buttons.
fn entry_row_ui(
    ui: &mut egui::Ui,
    cx: &mut Cx<'_>,
    st: &mut RoundsState,
    round: &SwissRound,
    p: &Pairing,
) {
    let lang = ui.lang();
    ui.horizontal(|ui| {
        let label =
            ui.label(RichText::new(tr!(lang, "rounds-result-for-table", n = p.table)).strong());
        let id = ui.make_persistent_id("result-entry");
        let r = ui
            .add(
                egui::TextEdit::singleline(&mut st.entry)
                    .id(id)
                    .hint_text(if p.p1_side.is_some() { "C" } else { "6-0" })
                    .font(egui::TextStyle::Monospace)
                    .desired_width(120.0),
            )
            .labelled_by(label.id);
        if st.focus_entry {
            r.request_focus();
            st.focus_entry = false;
        }
        if r.changed() {
            st.entry_error = None;
            if st.replace.as_ref().is_some_and(|x| x.typed.is_some()) {
                st.replace = None;
            }
        }
        let enter = r.lost_focus() && ui.input(|i| i.key_pressed(egui::Key::Enter));
        let escape =
            (r.has_focus() || r.lost_focus()) && ui.input(|i| i.key_pressed(egui::Key::Escape));
        if escape && st.replace.take().is_some() {
            // Esc keeps the reported result; the box keeps the keyboard.
            st.focus_entry = true;
        }
        let save = pressed_settled(
            &ui.button(tr!(lang, "rounds-save"))
                .on_hover_text(tr!(lang, "rounds-save-hover")),
        );
        if enter || save {
            let input = st.entry.clone();
            submit(cx, st, round, p, &input, true, lang);
        } else if r.has_focus() {
            // Up and Down move between tables without leaving the keyboard.
            let (up, down) = ui.input(|i| {
                (
                    i.key_pressed(egui::Key::ArrowUp),
                    i.key_pressed(egui::Key::ArrowDown),
                )
            });
            if up || down {
                let pos = round
                    .pairings
                    .iter()
                    .position(|x| x.table == p.table)
                    .unwrap_or(0);
                let next = if down {
                    (pos + 1).min(round.pairings.len().saturating_sub(1))
                } else {
                    pos.saturating_sub(1)
                };
                if let Some(n) = round.pairings.get(next) {
                    st.select(round, Some(n.table), true, None);
                }
            }
        }
        ui.separator();
        if ui
            .add(egui::Button::new(tr!(lang, "rounds-each-game-button")).selected(st.show_games))
            .on_hover_text(tr!(lang, "rounds-each-game-hover"))
            .clicked()
        {
            st.show_games = !st.show_games;
        }
        if ui
            .add_enabled(
                p.result.is_some(),
                egui::Button::new(tr!(lang, "rounds-clear-result")),
            )
            .clicked()
        {
            cx.actions.push(Action::Confirm {
                question: tr!(
                    lang,
                    "rounds-clear-question",
                    table = p.table,
                    round = round.number
                ),
                yes: tr!(lang, "rounds-clear-result"),
                then: Box::new(Action::Apply(Command::ClearResult {
                    round: round.number,
                    table: p.table,
                })),
            });
        }
    });
    ui.horizontal_wrapped(|ui| {
        // (what the button types, its label, its hover text)
        let quick: Vec<(&str, String, String)> = if p.p1_side.is_some() {
            vec![
                (
                    "C",
                    tr!(lang, "rounds-quick-corp-won"),
                    tr!(lang, "rounds-quick-corp-won-hover"),
                ),
                (
                    "R",
                    tr!(lang, "rounds-quick-runner-won"),
                    tr!(lang, "rounds-quick-runner-won-hover"),
                ),
                (
                    "D",
                    tr!(lang, "rounds-quick-draw"),
                    tr!(lang, "rounds-quick-draw-hover"),
                ),
                (
                    "ID", // i18n: not text (the result syntax)
                    tr!(lang, "rounds-quick-intentional-draw"),
                    tr!(lang, "rounds-quick-intentional-draw-hover"),
                ),
            ]
        } else {
            vec![
                ("6-0", "6-0".into(), tr!(lang, "rounds-quick-6-0-hover")),
                ("0-6", "0-6".into(), tr!(lang, "rounds-quick-0-6-hover")),
                ("3-3", "3-3".into(), tr!(lang, "rounds-quick-3-3-hover")),
                (
                    "C C",
                    tr!(lang, "rounds-quick-corps"),
                    tr!(lang, "rounds-quick-corps-hover"),
                ),
                (
                    "R R",
                    tr!(lang, "rounds-quick-runners"),
                    tr!(lang, "rounds-quick-runners-hover"),
                ),
                ("ID", "ID".into(), tr!(lang, "rounds-quick-id-hover")), // i18n: not text
            ]
        };
        for (input, label, hover) in &quick {
            if pressed_settled(&ui.button(label).on_hover_text(hover)) {
                submit(cx, st, round, p, input, false, lang);
            }
        }
    });
}

/// The per-game editor: for each game, who won or the agenda points when time was called.
fn games_ui(
    ui: &mut egui::Ui,
    cx: &mut Cx<'_>,
    st: &mut RoundsState,
    round: &SwissRound,
    p: &Pairing,
    p1: &str,
    p2: &str,
) {
    let dark = ui.visuals().dark_mode;
    let lang = ui.lang();
    let muted = theme::muted(dark);
    let to_win = cx.event.settings().format.agenda_points_to_win();
    let single = p.p1_side.is_some();
    // (title, corp name, runner name) per game.
    let games: Vec<(String, &str, &str)> = if single {
        let (corp, runner) = if p.p1_side == Some(Side::Runner) {
            (p2, p1)
        } else {
            (p1, p2)
        };
        vec![(tr!(lang, "rounds-the-game"), corp, runner)]
    } else {
        vec![
            (tr!(lang, "rounds-game-n", n = 1), p1, p2),
            (tr!(lang, "rounds-game-n", n = 2), p2, p1),
        ]
    };
    ui.separator();
    // "Apply games" comes first, so it is on the screen whenever the editor is, however small
    // the window; each game takes two lines whatever is chosen, so nothing moves.
    ui.horizontal(|ui| {
        ui.label(RichText::new(tr!(lang, "rounds-each-game")).strong());
        if pressed_settled(&ui.button(RichText::new(tr!(lang, "rounds-apply-games")).strong())) {
            let title = |i: usize| games.get(i).map(|g| g.0.as_str()).unwrap_or_default();
            let built: Result<MatchResult, String> = if single {
                st.games.games[0]
                    .result(title(0), to_win, lang)
                    .map(|game| MatchResult::Single { game })
            } else {
                st.games.games[0]
                    .result(title(0), to_win, lang)
                    .and_then(|a| {
                        st.games.games[1].result(title(1), to_win, lang).map(|b| {
                            MatchResult::Games {
                                p1_corp: a,
                                p2_corp: b,
                            }
                        })
                    })
            };
            let checked = built.and_then(|r| {
                r.validate(single, to_win)
                    .map(|()| r)
                    .map_err(|e| engine_message(&e, lang))
            });
            match checked {
                Ok(r) => {
                    st.games.error = None;
                    report(cx, st, round, p, r, None);
                }
                Err(e) => st.games.error = Some(crate::app::capitalise(&e)),
            }
        }
        if let Some(e) = &st.games.error {
            ui.label(RichText::new(e).color(theme::error(dark)));
        }
    });
    // Side by side when there is room; one under the other on a small screen.
    let side_by_side = ui.available_width() >= 1100.0;
    let before = st.games.games.clone();
    let mut each = |ui: &mut egui::Ui, i: usize| {
        if let (Some((title, corp, runner)), Some(g)) = (games.get(i), st.games.games.get_mut(i)) {
            game_ui(ui, g, title, corp, runner, to_win, muted);
        }
    };
    if side_by_side {
        ui.horizontal_top(|ui| {
            for i in 0..games.len() {
                ui.vertical(|ui| each(ui, i));
                ui.add_space(18.0);
            }
        });
    } else {
        for i in 0..games.len() {
            each(ui, i);
        }
    }
    // A message about the games goes as soon as they are changed.
    if st.games.games != before {
        st.games.error = None;
    }
}

/// One game of the per-game editor: its title and sides, then how it ended with the agenda
/// points beside "Time called" when chosen.
fn game_ui(
    ui: &mut egui::Ui,
    g: &mut GameDraft,
    title: &str,
    corp: &str,
    runner: &str,
    to_win: u8,
    muted: egui::Color32,
) {
    let lang = ui.lang();
    ui.horizontal(|ui| {
        ui.label(RichText::new(title).strong());
        ui.label(
            RichText::new(tr!(lang, "rounds-game-sides", corp = corp, runner = runner))
                .color(muted),
        );
    });
    ui.horizontal(|ui| {
        ui.radio_value(
            &mut g.choice,
            Choice::CorpWon,
            tr!(lang, "rounds-choice-corp-won"),
        );
        ui.radio_value(
            &mut g.choice,
            Choice::RunnerWon,
            tr!(lang, "rounds-choice-runner-won"),
        );
        ui.radio_value(
            &mut g.choice,
            Choice::Timed,
            tr!(lang, "rounds-choice-time-called"),
        )
        .on_hover_text(tr!(lang, "rounds-choice-time-called-hover"));
        ui.radio_value(&mut g.choice, Choice::Draw, tr!(lang, "rounds-choice-draw"))
            .on_hover_text(tr!(lang, "rounds-choice-draw-hover"));
        if g.choice == Choice::Timed {
            ui.separator();
            let l = ui.label(tr!(lang, "rounds-corp-points"));
            ui.add(egui::TextEdit::singleline(&mut g.corp).desired_width(36.0))
                .labelled_by(l.id);
            let l = ui.label(tr!(lang, "rounds-runner-points"));
            ui.add(egui::TextEdit::singleline(&mut g.runner).desired_width(36.0))
                .labelled_by(l.id);
            let preview = match g.result(title, to_win, lang) {
                Ok(GameResult::ModifiedWin { winner, .. }) => {
                    let who = if winner == Side::Corp { corp } else { runner };
                    tr!(lang, "rounds-preview-timed-win", name = who)
                }
                Ok(GameResult::Draw { .. }) => tr!(lang, "rounds-preview-draw"),
                _ => String::new(),
            };
            ui.add(egui::Label::new(RichText::new(preview).color(muted)).truncate());
        }
    });
}
