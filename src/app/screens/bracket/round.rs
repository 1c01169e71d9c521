//! The next elimination round: pairing it (the higher seeds' side choices in round 1, the
//! deck-choice rule later), entering results, overriding sides, clearing a result.

use super::{
    BracketState, TimedForm, name_widget, pair_label, round_name_in, section_heading, seeded_name,
};
use crate::app::screens::{Cx, pressed, pressed_settled};
use crate::app::theme;
use crate::app::words::Speaks as _;
use crate::engine::command::{EliminationOutcome, SideChoice};
use crate::engine::elimination::{
    Bracket, GameStatus, GameView, PlayedIf, ResultKind, Section, Source,
};
use crate::engine::{Command, PlayerId, Side};
use crate::io::words;
use crate::tr;
use egui::{RichText, Role};

/// Draws the "next round" column.
pub(super) fn ui(
    ui: &mut egui::Ui,
    cx: &mut Cx<'_>,
    state: &mut BracketState,
    bracket: &Bracket,
    games: &[GameView],
) {
    let e = cx.event;
    let muted = theme::muted(ui.visuals().dark_mode);
    let lang = ui.lang();
    match e.next_elimination_games() {
        None => {
            section_heading(ui, &tr!(lang, "bracket-finished"));
            if let Some(Some(winner)) = bracket.places().first() {
                ui.label(
                    RichText::new(tr!(lang, "bracket-wins-event", name = e.name_of(*winner)))
                        .size(17.0)
                        .color(theme::ok(ui.visuals().dark_mode)),
                );
            }
        }
        Some((round, _)) => {
            let minutes = e
                .elimination_round_kind(round)
                .unwrap_or_else(|_| bracket.round_kind(round))
                .default_minutes();
            ui.horizontal(|ui| {
                section_heading(ui, &round_name_in(bracket, round, lang));
                ui.label(RichText::new(tr!(lang, "bracket-minutes", n = minutes)).color(muted));
            });
            ui.add_space(4.0);
        }
    }
    let to_pair = e.next_elimination_games().filter(|(_, g)| !g.is_empty());

    let is_playing = |g: &GameView| g.status == GameStatus::Ready && g.sides.is_some();
    let playing: Vec<u32> = games
        .iter()
        .filter(|g| is_playing(g))
        .map(GameView::number)
        .collect();
    // Forms of games that are no longer being played (decided, cleared sides) are forgotten.
    state.timed.retain(|n, _| playing.contains(n));
    // The cards: a newly paired game starts a new set; decided games keep their card.
    if playing.iter().any(|n| !state.cards.contains(n)) {
        state.cards = playing.clone();
        state.card_heights.clear();
    }
    state.cards.retain(|n| {
        games
            .iter()
            .any(|g| g.number() == *n && (is_playing(g) || g.status == GameStatus::Decided))
    });
    let cards: Vec<&GameView> = state
        .cards
        .iter()
        .filter_map(|n| games.iter().find(|g| g.number() == *n))
        .collect();
    if let Some((round, numbers)) = &to_pair {
        pair_ui(ui, cx, state, bracket, *round, numbers);
        ui.add_space(theme::SECTION_GAP);
    }
    if !cards.is_empty() {
        ui.label(RichText::new(tr!(lang, "bracket-enter-results")).strong());
        ui.add_space(2.0);
        for g in cards.iter().copied() {
            result_card(ui, cx, state, bracket, g);
            ui.add_space(6.0);
        }
        ui.add_space(theme::SECTION_GAP - 6.0);
    }

    let clearable: Vec<&GameView> = games
        .iter()
        .rev()
        .filter(|g| {
            g.result.is_some_and(|r| r.kind != ResultKind::Bye) && no_later_result(games, g)
        })
        .collect();
    if !clearable.is_empty() {
        ui.label(RichText::new(tr!(lang, "bracket-latest-results")).strong());
        ui.label(
            RichText::new(tr!(lang, "bracket-latest-results-note"))
                .color(muted)
                .small(),
        );
        egui::Grid::new("bracket_latest")
            .num_columns(3)
            .spacing([12.0, 6.0])
            .show(ui, |ui| {
                for g in clearable {
                    latest_row(ui, cx, bracket, g);
                    ui.end_row();
                }
            });
    }
}

/// Whether no game that depends on this one has a result yet.
fn no_later_result(games: &[GameView], g: &GameView) -> bool {
    let n = g.number();
    games.iter().all(|d| {
        let depends = d.spec.players.iter().any(|s| match *s {
            Source::Winner(m) | Source::Loser(m) => m == n,
            Source::WinnerRanked { round, .. } => round == g.round(),
            Source::Seed(_) => false,
        }) || d.spec.played_if == PlayedIf::Player2Won(n);
        !depends || d.result.is_none()
    })
}

fn pair_ui(
    ui: &mut egui::Ui,
    cx: &mut Cx<'_>,
    state: &mut BracketState,
    bracket: &Bracket,
    round: u32,
    to_pair: &[u32],
) {
    let e = cx.event;
    let muted = theme::muted(ui.visuals().dark_mode);
    let lang = ui.lang();
    egui::Frame::group(ui.style())
        .inner_margin(10.0)
        .show(ui, |ui| {
            ui.set_width(ui.available_width());
            if round == 1 {
                ui.label(tr!(lang, "bracket-higher-seed-chooses"));
                ui.add_space(4.0);
                let mut choices = Vec::new();
                egui::Grid::new("bracket_choices")
                    .num_columns(4)
                    .spacing([12.0, 6.0])
                    .show(ui, |ui| {
                        for &n in to_pair {
                            let Ok(g) = bracket.game(n) else { continue };
                            let Some((a, b)) = g.pair() else { continue };
                            let seed = |p| bracket.seed_of(p).unwrap_or(u32::MAX);
                            let (higher, lower) = if seed(a) <= seed(b) { (a, b) } else { (b, a) };
                            let chosen = state
                                .choices
                                .get(&n)
                                .filter(|(p, _)| *p == higher)
                                .map(|(_, s)| *s)
                                .or_else(|| bracket.side_preference(higher));
                            ui.label(RichText::new(format!("G{n}")).strong());
                            ui.label(tr!(
                                lang,
                                "bracket-plays",
                                name = seeded_name(e, bracket, higher)
                            ));
                            ui.horizontal(|ui| {
                                for side in [Side::Corp, Side::Runner] {
                                    let r = ui.add(
                                        egui::Button::new(words::side(side, lang))
                                            .selected(chosen == Some(side))
                                            .min_size(egui::vec2(70.0, 0.0)),
                                    );
                                    name_widget(
                                        &r,
                                        Role::Button,
                                        Some(chosen == Some(side)),
                                        tr!(
                                            lang,
                                            "bracket-side-game",
                                            side = words::side(side, lang),
                                            n = n
                                        ),
                                    );
                                    if r.clicked() {
                                        state.choices.insert(n, (higher, side));
                                    }
                                }
                            });
                            ui.label(
                                RichText::new(tr!(
                                    lang,
                                    "bracket-against",
                                    name = seeded_name(e, bracket, lower)
                                ))
                                .color(muted),
                            );
                            ui.end_row();
                            if let Some(side) = chosen {
                                choices.push(SideChoice { game: n, side });
                            }
                        }
                    });
                ui.add_space(6.0);
                let missing = to_pair.len() - choices.len();
                ui.horizontal(|ui| {
                    let r = ui.add_enabled(
                        missing == 0,
                        egui::Button::new(RichText::new(pair_label(bracket, round, lang)).strong()),
                    );
                    if pressed(&r) {
                        cx.apply(Command::PairElimination { choices });
                    }
                    if missing > 0 {
                        ui.label(
                            RichText::new(tr!(lang, "bracket-choose-sides", n = missing))
                                .color(theme::attention(ui.visuals().dark_mode)),
                        );
                    }
                });
            } else {
                let second_final = to_pair.iter().any(|&n| {
                    bracket
                        .game(n)
                        .is_ok_and(|g| g.spec.section == Section::SecondFinal)
                });
                ui.label(tr!(lang, "bracket-side-rule"));
                if second_final {
                    ui.label(
                        RichText::new(tr!(lang, "bracket-side-rule-second-final")).color(muted),
                    );
                }
                ui.add_space(4.0);
                for &n in to_pair {
                    let Ok(g) = bracket.game(n) else { continue };
                    let Some((a, b)) = g.pair() else { continue };
                    ui.horizontal(|ui| {
                        ui.label(RichText::new(format!("G{n}")).strong());
                        ui.label(tr!(
                            lang,
                            "bracket-vs",
                            a = seeded_name(e, bracket, a),
                            b = seeded_name(e, bracket, b)
                        ));
                    });
                }
                ui.add_space(6.0);
                if pressed(&ui.button(RichText::new(pair_label(bracket, round, lang)).strong())) {
                    cx.apply(Command::PairElimination { choices: vec![] });
                }
            }
        });
}

/// One game of the round: who plays which side and why, and the result buttons; once decided,
/// the result where the buttons were, in a card of the same height.
fn result_card(
    ui: &mut egui::Ui,
    cx: &mut Cx<'_>,
    state: &mut BracketState,
    bracket: &Bracket,
    g: &GameView,
) {
    let e = cx.event;
    let muted = theme::muted(ui.visuals().dark_mode);
    let lang = ui.lang();
    let n = g.number();
    let (Some((a, b)), Some(sides)) = (g.pair(), g.sides) else {
        return;
    };
    let decided = g.result;
    let focused = state.focus == Some(n);
    let mut frame = egui::Frame::group(ui.style()).inner_margin(10.0);
    if focused {
        frame = frame.stroke(egui::Stroke::new(2.0, ui.visuals().selection.bg_fill));
    }
    let row_h = ui.spacing().interact_size.y;
    let r = frame.show(ui, |ui| {
        ui.set_width(ui.available_width());
        if decided.is_some()
            && let Some(h) = state.card_heights.get(&n)
        {
            ui.set_min_height(*h);
        }
        let top = ui.min_rect().top();
        let round = crate::engine::RoundRef::Elimination(g.round());
        ui.horizontal(|ui| {
            ui.set_min_height(row_h);
            if e.featured_table(round) == Some(n) {
                crate::app::stream_marks::featured_mark(ui, n, 14.0);
            }
            ui.label(RichText::new(format!("G{n}")).strong().size(16.0));
            ui.label(tr!(
                lang,
                "bracket-card-sides",
                corp = seeded_name(e, bracket, sides.corp),
                runner = seeded_name(e, bracket, sides.runner)
            ));
            if crate::app::stream_marks::table_has_no_video(e, [a, b]) {
                ui.label(
                    RichText::new(tr!(lang, "bracket-no-video"))
                        .color(theme::attention(ui.visuals().dark_mode)),
                )
                .on_hover_text(tr!(lang, "bracket-no-video-hover"));
            }
        });
        if decided.is_none() {
            // On their own row: beside a long heading they covered its end (issue 33).
            ui.with_layout(egui::Layout::right_to_left(egui::Align::Center), |ui| {
                ui.set_min_height(row_h);
                override_menu(ui, cx, g, a, b);
                // Streaming (issue 22): the game the stream films this round.
                if let Some(c) = crate::app::stream_marks::feature_button(ui, e, round, n, "game") {
                    cx.apply(c);
                }
            });
        }
        ui.label(
            RichText::new(tr!(
                lang,
                "bracket-sides-reason",
                reason = crate::io::words::side_reason(sides.reason, lang)
            ))
            .color(muted),
        );
        if decided.is_none() {
            crate::app::screens::self_reports::reports_ui(
                ui,
                cx,
                crate::engine::event::ReportTarget::Elimination { game: n },
            );
        }
        ui.add_space(2.0);
        if let Some(result) = decided {
            ui.horizontal(|ui| {
                ui.set_min_height(row_h);
                let name = e.name_of(result.winner);
                let text = match result.kind {
                    ResultKind::Draw => tr!(lang, "bracket-result-won-draw", name = name),
                    _ => tr!(lang, "bracket-result-won", name = name),
                };
                ui.label(
                    RichText::new(text)
                        .strong()
                        .color(theme::ok(ui.visuals().dark_mode)),
                );
                ui.label(RichText::new(tr!(lang, "bracket-result-entered")).color(muted));
            });
            return;
        }
        ui.horizontal_wrapped(|ui| {
            // In the heading's order: the Corp first, then the Runner.
            for p in [sides.corp, sides.runner] {
                if pressed_settled(&ui.button(tr!(lang, "bracket-won", name = e.name_of(p)))) {
                    report(cx, n, EliminationOutcome::Winner { player: p }, lang);
                }
            }
            let draw = ui
                .button(tr!(lang, "bracket-draw"))
                .on_hover_text(tr!(lang, "bracket-draw-hover"));
            name_widget(
                &draw,
                Role::Button,
                None,
                tr!(lang, "bracket-draw-game", n = n),
            );
            if pressed_settled(&draw) {
                report(cx, n, EliminationOutcome::Draw, lang);
            }
            let open = state.timed.contains_key(&n);
            let timed = ui.add(egui::Button::new(tr!(lang, "bracket-time-called")).selected(open));
            name_widget(
                &timed,
                Role::Button,
                Some(open),
                tr!(lang, "bracket-time-called-game", n = n),
            );
            if pressed_settled(&timed) {
                if open {
                    state.timed.remove(&n);
                } else {
                    state.timed.insert(n, TimedForm::default());
                }
            }
        });
        if let Some(form) = state.timed.get_mut(&n) {
            timed_ui(ui, cx, bracket, n, (a, b), form);
        }
        state.card_heights.insert(n, ui.min_rect().bottom() - top);
    });
    if focused && state.scroll_to_focus {
        r.response.scroll_to_me(Some(egui::Align::Center));
        state.scroll_to_focus = false;
    }
}

/// Reports game `game`'s result; when it ends the event (the bracket's last game), asks
/// first, naming the champion.
fn report(cx: &mut Cx<'_>, game: u32, outcome: EliminationOutcome, lang: crate::i18n::Lang) {
    let command = Command::ReportElimination { game, outcome };
    let mut after = cx.event.clone();
    let champion = after
        .apply(command.clone())
        .ok()
        .filter(|_| after.next_elimination_games().is_none())
        .and_then(|_| {
            after
                .cut()
                .and_then(|b| b.places().first().copied().flatten())
        });
    match champion {
        Some(w) => {
            let name = cx.event.name_of(w);
            cx.actions.push(crate::app::Action::Confirm {
                question: tr!(
                    lang,
                    "bracket-ends-event-question",
                    n = game,
                    name = name.clone()
                ),
                yes: tr!(lang, "bracket-ends-event-yes", name = name),
                then: Box::new(crate::app::Action::Apply(command)),
            });
        }
        None => cx.apply(command),
    }
}

/// Agenda points for a game that ended on time.
fn timed_ui(
    ui: &mut egui::Ui,
    cx: &mut Cx<'_>,
    bracket: &Bracket,
    n: u32,
    (a, b): (PlayerId, PlayerId),
    form: &mut TimedForm,
) {
    let e = cx.event;
    let lang = ui.lang();
    ui.add_space(4.0);
    ui.horizontal_wrapped(|ui| {
        ui.label(
            RichText::new(tr!(lang, "bracket-agenda-points"))
                .color(theme::muted(ui.visuals().dark_mode)),
        );
        let mut enter = false;
        for (p, text) in [(a, &mut form.first), (b, &mut form.second)] {
            let l = ui.label(e.name_of(p));
            let r = ui
                .add(egui::TextEdit::singleline(text).desired_width(36.0))
                .labelled_by(l.id);
            enter |= r.lost_focus() && ui.input(|i| i.key_pressed(egui::Key::Enter));
            if r.changed() {
                form.problem = None;
            }
        }
        let record = ui.button(tr!(lang, "bracket-record"));
        name_widget(
            &record,
            Role::Button,
            None,
            tr!(lang, "bracket-record-game", n = n),
        );
        if pressed_settled(&record) || enter {
            let parse = |t: &str, p: PlayerId| {
                t.trim()
                    .parse::<u8>()
                    .map_err(|_| tr!(lang, "bracket-agenda-points-problem", name = e.name_of(p)))
            };
            match (parse(&form.first, a), parse(&form.second, b)) {
                (Ok(pa), Ok(pb)) => {
                    let scores = [(a, pa), (b, pb)];
                    report(cx, n, EliminationOutcome::Timed { scores }, lang);
                    form.problem = None;
                }
                (Err(m), _) | (_, Err(m)) => form.problem = Some(m),
            }
        }
    });
    let seed = |p| bracket.seed_of(p).unwrap_or(0);
    ui.label(
        RichText::new(tr!(lang, "bracket-timed-rule", seed = seed(a).min(seed(b))))
            .color(theme::muted(ui.visuals().dark_mode))
            .small(),
    );
    if let Some(p) = &form.problem {
        ui.colored_label(theme::error(ui.visuals().dark_mode), p);
    }
}

/// "Override sides": the organizer sets who plays the Corp, or has the rule decide again.
fn override_menu(ui: &mut egui::Ui, cx: &mut Cx<'_>, g: &GameView, a: PlayerId, b: PlayerId) {
    let e = cx.event;
    let lang = ui.lang();
    let n = g.number();
    let corp = g.sides.map(|s| s.corp);
    let r = ui.menu_button(tr!(lang, "bracket-override-sides"), |ui| {
        for p in [a, b] {
            let text = tr!(lang, "bracket-plays-corp", name = e.name_of(p));
            if ui
                .add_enabled(corp != Some(p), egui::Button::new(text))
                .clicked()
            {
                cx.apply(Command::OverrideSides { game: n, corp: p });
                ui.close();
            }
        }
        if g.status == GameStatus::Ready && g.sides.is_some() {
            ui.separator();
            if ui.button(tr!(lang, "bracket-decide-sides-again")).clicked() {
                cx.apply(Command::ClearSides { game: n });
                ui.close();
            }
        }
    });
    name_widget(
        &r.response,
        Role::Button,
        None,
        tr!(lang, "bracket-override-sides-game", n = n),
    );
}

fn latest_row(ui: &mut egui::Ui, cx: &mut Cx<'_>, bracket: &Bracket, g: &GameView) {
    let e = cx.event;
    let lang = ui.lang();
    let n = g.number();
    let (Some(r), Some(loser)) = (g.result, g.loser()) else {
        return;
    };
    ui.label(RichText::new(format!("G{n}")).strong());
    let (winner, loser) = (
        seeded_name(e, bracket, r.winner),
        seeded_name(e, bracket, loser),
    );
    ui.label(match r.kind {
        ResultKind::Draw => tr!(lang, "bracket-beat-draw", winner = winner, loser = loser),
        _ => tr!(lang, "bracket-beat", winner = winner, loser = loser),
    });
    let clear = ui.small_button(tr!(lang, "bracket-clear-result"));
    name_widget(
        &clear,
        Role::Button,
        None,
        tr!(lang, "bracket-clear-result-game", n = n),
    );
    if clear.clicked() {
        cx.apply(Command::ClearElimination { game: n });
    }
}
