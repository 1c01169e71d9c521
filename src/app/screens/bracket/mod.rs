//! The cut and bracket screen.
//!
//! Before the cut: whether the Swiss stage is complete, the cut size (the structure's suggestion
//! preselected), the players who would be seeded, and the button that makes the cut.
//!
//! After the cut: the bracket drawn as a bracket ([`draw`]), the next round to pair and the
//! games to report ([`round`]), and the final places.

mod draw;
mod round;

use super::Cx;
use crate::app::words::Speaks as _;
use crate::app::{Action, theme};
use crate::engine::elimination::{Bracket, BracketKind, Section, Source, table};
use crate::engine::{Command, CutSize, EngineError, Event, PlayerId, Side};
use crate::i18n::Lang;
use crate::io::explain::Explain as _;
use crate::tr;
use egui::RichText;
use egui_extras::{Column, TableBuilder};
use std::collections::BTreeMap;

/// State of the bracket screen.
#[derive(Default)]
pub struct BracketState {
    /// The cut size chosen before the cut (`None`: the structure's suggestion).
    size: Option<CutSize>,
    /// Single elimination chosen instead of double.
    single: bool,
    /// Single elimination on a fixed bracket (no reseeding), top 8 and 16.
    fixed: bool,
    /// First-round side choices: game → (the higher seed, the side they play).
    choices: BTreeMap<u32, (PlayerId, Side)>,
    /// Open "time called" forms, by game.
    timed: BTreeMap<u32, TimedForm>,
    /// The game clicked in the bracket: its card is highlighted and scrolled to.
    focus: Option<u32>,
    /// Whether the focused card still has to be scrolled into view.
    scroll_to_focus: bool,
    /// The round the bracket drawing was last scrolled to (it follows the next round).
    shown_round: Option<Option<u32>>,
    /// The games shown as result cards, in order: the games being played, and those decided
    /// since, which keep their card (and its height) until the next round is paired, so that
    /// no card moves under the pointer when a result is entered.
    cards: Vec<u32>,
    /// The height of each card's content while its game was being played.
    card_heights: BTreeMap<u32, f32>,
}

/// Agenda points typed for a game that ended on time.
#[derive(Default)]
struct TimedForm {
    /// Player 1's agenda points, as typed.
    first: String,
    /// Player 2's agenda points, as typed.
    second: String,
    /// What is wrong with what was typed.
    problem: Option<String>,
}

/// Draws the bracket screen.
pub fn ui(ui: &mut egui::Ui, cx: &mut Cx<'_>, state: &mut BracketState) {
    match cx.event.cut() {
        None => cut_ui(ui, cx, state),
        Some(bracket) => bracket_ui(ui, cx, state, bracket),
    }
}

// ----- helpers shared by the parts of the screen ---------------------------------------------

/// "#3 Ann": seed and name.
fn seeded_name(event: &Event, bracket: &Bracket, player: PlayerId) -> String {
    match bracket.seed_of(player) {
        Some(seed) => format!("#{seed} {}", event.name_of(player)),
        None => event.name_of(player),
    }
}

/// Where a player slot comes from, in a few words ("Winner G1").
fn source_text(source: Source, lang: Lang) -> String {
    match source {
        Source::Seed(n) => tr!(lang, "bracket-source-seed", n = n),
        Source::Winner(g) => tr!(lang, "bracket-source-winner", game = g),
        Source::Loser(g) => tr!(lang, "bracket-source-loser", game = g),
        Source::WinnerRanked { round, rank: 1 } => {
            tr!(lang, "bracket-source-best-winner", round = round)
        }
        Source::WinnerRanked { round, rank } => {
            tr!(
                lang,
                "bracket-source-winner-ranked",
                round = round,
                rank = rank
            )
        }
    }
}

/// Which kind of round of the bracket a round is.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
enum RoundName {
    Round(u32),
    Final,
    GrandFinal,
    SecondFinal,
}

impl RoundName {
    fn of(bracket: &Bracket, round: u32) -> RoundName {
        match (bracket.final_section(round), bracket.kind()) {
            (Some(Section::SecondFinal), _) => RoundName::SecondFinal,
            (Some(_), BracketKind::DoubleElimination) => RoundName::GrandFinal,
            (Some(_), BracketKind::SingleElimination | BracketKind::SingleEliminationFixed) => {
                RoundName::Final
            }
            (None, _) => RoundName::Round(round),
        }
    }
}

/// The name of a bracket round in `lang`: "Round 2", "Grand final", "Second final".
pub fn round_name_in(bracket: &Bracket, round: u32, lang: Lang) -> String {
    match RoundName::of(bracket, round) {
        RoundName::Round(n) => tr!(lang, "bracket-round", n = n),
        RoundName::Final => tr!(lang, "bracket-round-final"),
        RoundName::GrandFinal => tr!(lang, "bracket-round-grand-final"),
        RoundName::SecondFinal => tr!(lang, "bracket-round-second-final"),
    }
}

/// The button that pairs a bracket round: "Pair round 2", "Pair the grand final".
fn pair_label(bracket: &Bracket, round: u32, lang: Lang) -> String {
    match RoundName::of(bracket, round) {
        RoundName::Round(n) => tr!(lang, "bracket-pair-round", n = n),
        RoundName::Final => tr!(lang, "bracket-pair-final"),
        RoundName::GrandFinal => tr!(lang, "bracket-pair-grand-final"),
        RoundName::SecondFinal => tr!(lang, "bracket-pair-second-final"),
    }
}

/// Names in a list: "Ann, Bo, Cy".
fn list(items: &[String], lang: Lang) -> String {
    items.join(&tr!(lang, "bracket-list-separator"))
}

/// The width of a table column headed `text` (strong): at least `min`, wide enough for the
/// heading in any language.
fn column_width(ui: &egui::Ui, text: &str, min: f32) -> f32 {
    let font = egui::TextStyle::Body.resolve(ui.style());
    let w = ui
        .painter()
        .layout_no_wrap(text.to_string(), font, egui::Color32::PLACEHOLDER)
        .size()
        .x;
    // Room for the cell's margins (and the bold face, a little wider).
    min.max(w * 1.08 + 2.0 * ui.spacing().item_spacing.x)
}

/// A section heading.
fn section_heading(ui: &mut egui::Ui, text: &str) {
    ui.label(RichText::new(text).heading().size(18.0));
}

/// Gives a widget a fuller accessible name than its visible text (for buttons repeated once
/// per game, such as "Corp" or "Clear result").
fn name_widget(response: &egui::Response, role: egui::Role, selected: Option<bool>, name: String) {
    let enabled = response.enabled();
    response.widget_info(|| match selected {
        Some(s) => egui::WidgetInfo::selected(role, enabled, s, &name),
        None => egui::WidgetInfo::labeled(role, enabled, &name),
    });
}

// ----- before the cut --------------------------------------------------------------------------

/// The cut sizes offered for a kind of bracket.
fn sizes(single: bool) -> &'static [CutSize] {
    if single {
        &[
            CutSize::Top2,
            CutSize::Top3,
            CutSize::Top4,
            CutSize::Top8,
            CutSize::Top16,
        ]
    } else {
        &[CutSize::Top4, CutSize::Top8, CutSize::Top16]
    }
}

fn kind_of(single: bool, fixed: bool, size: CutSize) -> BracketKind {
    match (single, fixed) {
        (false, _) => BracketKind::DoubleElimination,
        // A fixed bracket only differs from reseeding from the top 8 up.
        (true, true) if matches!(size, CutSize::Top8 | CutSize::Top16) => {
            BracketKind::SingleEliminationFixed
        }
        (true, _) => BracketKind::SingleElimination,
    }
}

fn cut_ui(ui: &mut egui::Ui, cx: &mut Cx<'_>, state: &mut BracketState) {
    let e = cx.event;
    let dark = ui.visuals().dark_mode;
    let muted = theme::muted(dark);
    let suggested = e.planned().cut;
    let candidates = e.cut_candidates();
    let offered = sizes(state.single);
    let fits = |c: CutSize| candidates.len() >= c.players();
    // The chosen size: the organizer's, else the suggestion, else the smallest that fits.
    let size = state
        .size
        .filter(|s| offered.contains(s))
        .or_else(|| Some(suggested).filter(|s| offered.contains(s) && fits(*s)))
        .or_else(|| offered.iter().copied().find(|s| fits(*s)))
        .unwrap_or(offered[0]);
    let lang = ui.lang();

    ui.heading(tr!(lang, "bracket-heading"));
    ui.label(RichText::new(tr!(lang, "bracket-cut-intro")).color(muted));
    ui.add_space(theme::SECTION_GAP);

    // Whether the Swiss stage can end.
    let rounds = e.rounds().len();
    let blocker = match e.pairing_blocker() {
        _ if rounds == 0 => Some(tr!(lang, "bracket-no-swiss-round")),
        Some(err @ EngineError::RoundIncomplete { .. }) => Some(tr!(
            lang,
            "bracket-swiss-incomplete",
            why = crate::app::capitalise(&err.explain(lang))
        )),
        _ => None,
    };

    egui::ScrollArea::vertical()
        .id_salt("cut-scroll")
        .auto_shrink([false, false])
        .show(ui, |ui| {
            ui.horizontal_top(|ui| {
                let left_w = (ui.available_width() * 0.45).clamp(340.0, 520.0);
                ui.allocate_ui_with_layout(
                    egui::vec2(left_w, 0.0),
                    egui::Layout::top_down(egui::Align::Min),
                    |ui| {
                        ui.set_width(left_w);
                        swiss_status_ui(ui, cx, blocker.as_deref(), rounds);
                        ui.add_space(theme::SECTION_GAP);
                        cut_choice_ui(ui, state, size, suggested, candidates.len());
                        ui.add_space(theme::SECTION_GAP);
                        cut_button_ui(ui, cx, state, size, blocker.is_some(), fits(size));
                    },
                );
                ui.add_space(24.0);
                // The seeds get the rest of the width (at most 560): a table inside a plain
                // vertical layout would take the window's width and cut off its last column.
                let right_w = (ui.available_width() - 16.0).clamp(300.0, 560.0);
                ui.allocate_ui_with_layout(
                    egui::vec2(right_w, 0.0),
                    egui::Layout::top_down(egui::Align::Min),
                    |ui| {
                        ui.set_width(right_w);
                        seeds_preview_ui(ui, cx, &candidates, size);
                    },
                );
            });
        });
}

fn swiss_status_ui(ui: &mut egui::Ui, cx: &Cx<'_>, blocker: Option<&str>, rounds: usize) {
    let e = cx.event;
    let dark = ui.visuals().dark_mode;
    let lang = ui.lang();
    egui::Frame::group(ui.style())
        .inner_margin(12.0)
        .show(ui, |ui| {
            ui.set_width(ui.available_width());
            section_heading(ui, &tr!(lang, "bracket-swiss-stage"));
            ui.add_space(4.0);
            match blocker {
                Some(why) => {
                    ui.colored_label(theme::attention(dark), why);
                    ui.label(
                        RichText::new(tr!(lang, "bracket-enter-results-first"))
                            .color(theme::muted(dark)),
                    );
                }
                None => {
                    ui.colored_label(
                        theme::ok(dark),
                        tr!(lang, "bracket-swiss-complete", n = rounds),
                    );
                }
            }
            let status = e.structure_status();
            ui.label(
                RichText::new(tr!(
                    lang,
                    "bracket-event-plans",
                    plan = crate::io::words::structure_status(&status, lang)
                ))
                .color(theme::muted(dark)),
            );
            if blocker.is_none() && (rounds as u32) < status.planned.rounds {
                ui.colored_label(
                    theme::attention(dark),
                    tr!(
                        lang,
                        "bracket-only-rounds-played",
                        n = rounds,
                        planned = status.planned.rounds
                    ),
                );
            }
        });
}

fn cut_choice_ui(
    ui: &mut egui::Ui,
    state: &mut BracketState,
    size: CutSize,
    suggested: CutSize,
    candidates: usize,
) {
    let muted = theme::muted(ui.visuals().dark_mode);
    let lang = ui.lang();
    egui::Frame::group(ui.style())
        .inner_margin(12.0)
        .show(ui, |ui| {
            ui.set_width(ui.available_width());
            section_heading(ui, &tr!(lang, "bracket-cut-size"));
            ui.add_space(4.0);
            ui.horizontal_wrapped(|ui| {
                for &c in sizes(state.single) {
                    let text = if c == suggested {
                        tr!(lang, "bracket-top-suggested", n = c.players())
                    } else {
                        tr!(lang, "bracket-top", n = c.players())
                    };
                    let enough = candidates >= c.players();
                    let r = ui
                        .add_enabled(enough, egui::Button::selectable(size == c, text))
                        .on_disabled_hover_text(tr!(
                            lang,
                            "bracket-only-candidates",
                            n = candidates
                        ));
                    if r.clicked() {
                        state.size = Some(c);
                    }
                }
            });
            ui.add_space(6.0);
            // Wrapped: the two names are long in some languages.
            ui.horizontal_wrapped(|ui| {
                let double = ui.add(egui::Button::selectable(
                    !state.single,
                    tr!(lang, "bracket-double-elimination"),
                ));
                if double.clicked() {
                    state.single = false;
                }
                let single = ui.add(egui::Button::selectable(
                    state.single,
                    tr!(lang, "bracket-single-elimination"),
                ));
                if single.clicked() {
                    state.single = true;
                }
            });
            let note = if state.single {
                tr!(lang, "bracket-single-elimination-note")
            } else {
                tr!(lang, "bracket-double-elimination-note")
            };
            ui.label(RichText::new(note).color(muted).small());
            if state.single && matches!(size, CutSize::Top8 | CutSize::Top16) {
                ui.checkbox(&mut state.fixed, tr!(lang, "bracket-fixed-bracket"))
                    .on_hover_text(tr!(lang, "bracket-fixed-bracket-hover"));
            }
        });
}

fn cut_button_ui(
    ui: &mut egui::Ui,
    cx: &mut Cx<'_>,
    state: &BracketState,
    size: CutSize,
    blocked: bool,
    enough: bool,
) {
    let kind = kind_of(state.single, state.fixed, size);
    let available = table(kind, size).is_some();
    let enabled = !blocked && enough && available;
    let lang = ui.lang();
    let text = RichText::new(tr!(lang, "bracket-make-cut"))
        .size(17.0)
        .strong();
    let button = egui::Button::new(text)
        .min_size(egui::vec2(160.0, 34.0))
        .fill(ui.visuals().selection.bg_fill);
    let r = ui
        .add_enabled(enabled, button)
        .on_disabled_hover_text(if blocked {
            tr!(lang, "bracket-make-cut-blocked")
        } else {
            tr!(lang, "bracket-make-cut-too-few")
        });
    if r.clicked() {
        cx.actions.push(Action::Confirm {
            question: tr!(
                lang,
                "bracket-cut-question",
                n = size.players(),
                kind = crate::io::words::bracket_kind(kind, lang)
            ),
            yes: tr!(lang, "bracket-cut-yes", n = size.players()),
            then: Box::new(Action::Apply(Command::Cut {
                size,
                kind: Some(kind),
                seeds: None,
            })),
        });
    }
    ui.label(
        RichText::new(tr!(lang, "bracket-seeds-note"))
            .color(theme::muted(ui.visuals().dark_mode))
            .small(),
    );
}

fn seeds_preview_ui(ui: &mut egui::Ui, cx: &Cx<'_>, candidates: &[PlayerId], size: CutSize) {
    let e = cx.event;
    let muted = theme::muted(ui.visuals().dark_mode);
    let standings = e.standings();
    let n = size.players().min(candidates.len());
    let lang = ui.lang();
    section_heading(ui, &tr!(lang, "bracket-seeds-heading", n = size.players()));
    ui.add_space(4.0);
    if candidates.is_empty() {
        ui.label(RichText::new(tr!(lang, "bracket-seeds-none")).color(muted));
        return;
    }
    let row_h = 24.0;
    let headings = [
        tr!(lang, "bracket-col-seed"),
        tr!(lang, "bracket-col-player"),
        tr!(lang, "bracket-col-swiss-rank"),
        tr!(lang, "bracket-col-points"),
    ];
    let widths = [
        column_width(ui, &headings[0], 52.0),
        column_width(ui, &headings[2], 90.0),
        column_width(ui, &headings[3], 70.0),
    ];
    TableBuilder::new(ui)
        .id_salt("cut-seeds")
        .striped(true)
        .vscroll(false)
        .cell_layout(egui::Layout::left_to_right(egui::Align::Center))
        .column(Column::exact(widths[0]))
        .column(Column::remainder().at_least(160.0).clip(true))
        .column(Column::exact(widths[1]))
        .column(Column::exact(widths[2]))
        .header(row_h, |mut h| {
            h.col(|ui| {
                right(ui, |ui| ui.strong(&headings[0]));
            });
            h.col(|ui| {
                ui.strong(&headings[1]);
            });
            h.col(|ui| {
                right(ui, |ui| ui.strong(&headings[2]));
            });
            h.col(|ui| {
                right(ui, |ui| ui.strong(&headings[3]));
            });
        })
        .body(|body| {
            body.rows(row_h, n, |mut row| {
                let i = row.index();
                let Some(&p) = candidates.get(i) else { return };
                let st = standings.of(p);
                row.col(|ui| {
                    right(ui, |ui| ui.label(format!("{}", i + 1)));
                });
                row.col(|ui| {
                    ui.label(e.name_of(p));
                });
                row.col(|ui| {
                    right(ui, |ui| {
                        ui.label(st.map_or("—".into(), |s| s.rank.to_string()))
                    });
                });
                row.col(|ui| {
                    right(ui, |ui| {
                        ui.label(st.map_or("—".into(), |s| s.points.to_string()))
                    });
                });
            });
        });
    if candidates.len() < size.players() {
        ui.colored_label(
            theme::attention(ui.visuals().dark_mode),
            tr!(
                lang,
                "bracket-seeds-too-few",
                n = candidates.len(),
                size = size.players()
            ),
        );
    }
    let next: Vec<String> = candidates
        .iter()
        .skip(n)
        .take(3)
        .map(|&p| {
            let points = standings.of(p).map_or(0, |s| s.points);
            tr!(
                lang,
                "bracket-next-in-line-player",
                name = e.name_of(p),
                points = points
            )
        })
        .collect();
    if !next.is_empty() {
        ui.add_space(4.0);
        ui.label(
            RichText::new(tr!(lang, "bracket-next-in-line", list = list(&next, lang)))
                .color(muted)
                .small(),
        );
    }
}

/// Right-aligns the contents of a table cell.
fn right<R>(ui: &mut egui::Ui, add: impl FnOnce(&mut egui::Ui) -> R) -> R {
    ui.with_layout(egui::Layout::right_to_left(egui::Align::Center), add)
        .inner
}

// ----- after the cut ---------------------------------------------------------------------------

fn bracket_ui(ui: &mut egui::Ui, cx: &mut Cx<'_>, state: &mut BracketState, bracket: &Bracket) {
    let muted = theme::muted(ui.visuals().dark_mode);
    let games = bracket.games();
    let lang = ui.lang();
    let rounds = bracket.rounds();
    let status = match bracket.next_round().map(|r| RoundName::of(bracket, r)) {
        None => tr!(lang, "bracket-status-finished"),
        Some(RoundName::Round(n)) => tr!(lang, "bracket-status-round", n = n, rounds = rounds),
        Some(RoundName::Final) => tr!(lang, "bracket-status-final", rounds = rounds),
        Some(RoundName::GrandFinal) => tr!(lang, "bracket-status-grand-final", rounds = rounds),
        Some(RoundName::SecondFinal) => {
            tr!(lang, "bracket-status-second-final", rounds = rounds)
        }
    };
    ui.horizontal(|ui| {
        ui.heading(tr!(lang, "bracket-heading"));
        ui.label(
            RichText::new(tr!(
                lang,
                "bracket-summary",
                n = bracket.cut().players(),
                kind = crate::io::words::bracket_kind(bracket.kind(), lang),
                status = status
            ))
            .color(muted),
        );
    });
    ui.add_space(6.0);

    egui::ScrollArea::vertical()
        .id_salt("bracket_page")
        .auto_shrink([false, false])
        .show(ui, |ui| {
            // The bracket on top, at its full height; it scrolls sideways if it is wider than
            // the window, following the round being played.
            egui::Frame::group(ui.style())
                .inner_margin(8.0)
                .fill(ui.visuals().faint_bg_color)
                .show(ui, |ui| {
                    let layout = draw::layout(bracket.table(), ui.available_width() - 4.0);
                    let next = bracket.next_round();
                    let mut area = egui::ScrollArea::horizontal()
                        .id_salt("bracket_drawing")
                        .auto_shrink([false, true]);
                    if state.shown_round != Some(next) {
                        state.shown_round = Some(next);
                        let round = next.unwrap_or(bracket.rounds());
                        area = area.horizontal_scroll_offset(
                            layout.offset_for_round(round, ui.available_width()),
                        );
                    }
                    area.show(ui, |ui| {
                        let focus = state.focus;
                        if let Some(clicked) = draw::show(ui, cx, bracket, &games, &layout, focus) {
                            state.focus = Some(clicked);
                            state.scroll_to_focus = true;
                        }
                    });
                });
            ui.add_space(theme::SECTION_GAP);

            let places_w = 280.0;
            let gap = 28.0;
            // Room for the page's scroll bar on the right.
            let left_w = ui.available_width() - places_w - gap - 16.0;
            if left_w >= 520.0 {
                ui.horizontal_top(|ui| {
                    ui.allocate_ui_with_layout(
                        egui::vec2(left_w, 0.0),
                        egui::Layout::top_down(egui::Align::Min),
                        |ui| {
                            ui.set_width(left_w);
                            round::ui(ui, cx, state, bracket, &games);
                        },
                    );
                    ui.add_space(gap);
                    ui.allocate_ui_with_layout(
                        egui::vec2(places_w, 0.0),
                        egui::Layout::top_down(egui::Align::Min),
                        |ui| {
                            ui.set_width(places_w);
                            places_ui(ui, cx, bracket);
                        },
                    );
                });
            } else {
                // A small screen: the places under the round, nothing cut off at the side.
                let w = ui.available_width() - 16.0;
                ui.allocate_ui_with_layout(
                    egui::vec2(w, 0.0),
                    egui::Layout::top_down(egui::Align::Min),
                    |ui| {
                        ui.set_width(w);
                        round::ui(ui, cx, state, bracket, &games);
                        ui.add_space(theme::SECTION_GAP);
                        ui.set_max_width(places_w.max(w * 0.6));
                        places_ui(ui, cx, bracket);
                    },
                );
            }
        });
}

/// "Disqualified, no final place: Di (seed 4); the places below moved up", when anyone in the
/// cut was disqualified during it, in `lang`.
pub(crate) fn disqualified_note_in(
    e: &crate::engine::Event,
    bracket: &Bracket,
    lang: Lang,
) -> Option<String> {
    let names: Vec<String> = bracket
        .disqualified()
        .iter()
        .map(|&p| match bracket.seed_of(p) {
            Some(s) => tr!(lang, "bracket-name-seed", name = e.name_of(p), seed = s),
            None => e.name_of(p),
        })
        .collect();
    (!names.is_empty()).then(|| tr!(lang, "bracket-disqualified-note", list = list(&names, lang)))
}

fn places_ui(ui: &mut egui::Ui, cx: &mut Cx<'_>, bracket: &Bracket) {
    let e = cx.event;
    let muted = theme::muted(ui.visuals().dark_mode);
    let lang = ui.lang();
    section_heading(ui, &tr!(lang, "bracket-final-places"));
    ui.add_space(4.0);
    let places = bracket.places();
    let row_h = 24.0;
    let headings = [
        tr!(lang, "bracket-col-place"),
        tr!(lang, "bracket-col-player"),
        tr!(lang, "bracket-col-seed"),
    ];
    let widths = [
        column_width(ui, &headings[0], 48.0),
        column_width(ui, &headings[2], 44.0),
    ];
    TableBuilder::new(ui)
        .id_salt("bracket_places_table")
        .striped(true)
        .vscroll(false)
        .cell_layout(egui::Layout::left_to_right(egui::Align::Center))
        .column(Column::exact(widths[0]))
        .column(Column::remainder().clip(true))
        .column(Column::exact(widths[1]))
        .header(row_h, |mut h| {
            h.col(|ui| {
                right(ui, |ui| ui.strong(&headings[0]));
            });
            h.col(|ui| {
                ui.strong(&headings[1]);
            });
            h.col(|ui| {
                right(ui, |ui| ui.strong(&headings[2]));
            });
        })
        .body(|body| {
            body.rows(row_h, places.len(), |mut row| {
                let i = row.index();
                let who = places.get(i).copied().flatten();
                row.col(|ui| {
                    right(ui, |ui| ui.label(tr!(lang, "print-place", n = i + 1)));
                });
                row.col(|ui| match who {
                    Some(p) if i == 0 => {
                        ui.label(RichText::new(e.name_of(p)).strong());
                    }
                    Some(p) => {
                        ui.label(e.name_of(p));
                    }
                    None => {
                        ui.label(RichText::new("—").color(muted));
                    }
                });
                row.col(|ui| {
                    let seed = who.and_then(|p| bracket.seed_of(p));
                    right(ui, |ui| {
                        ui.label(
                            RichText::new(seed.map_or(String::new(), |s| format!("#{s}")))
                                .color(muted),
                        )
                    });
                });
            });
        });
    if let Some(note) = disqualified_note_in(e, bracket, lang) {
        ui.label(RichText::new(note).color(theme::attention(ui.visuals().dark_mode)));
    }
    if !bracket.is_finished() {
        ui.label(
            RichText::new(tr!(lang, "bracket-places-fill-in"))
                .color(muted)
                .small(),
        );
    }
    ui.add_space(theme::SECTION_GAP);
    if !bracket.has_started() {
        ui.separator();
        if ui.button(tr!(lang, "bracket-delete-cut")).clicked() {
            cx.actions.push(Action::Confirm {
                question: tr!(lang, "bracket-delete-cut-question"),
                yes: tr!(lang, "bracket-delete-cut-yes"),
                then: Box::new(Action::Apply(Command::DeleteCut)),
            });
        }
        ui.label(
            RichText::new(tr!(lang, "bracket-delete-cut-note"))
                .color(muted)
                .small(),
        );
    }
}
