//! The rounds screen: one tab per Swiss round, the pairings table with fast result entry
//! (select a table, type `6-0`, Enter — the next unreported table is selected), pairing the next
//! round, and manual changes to the latest round (swap, break, pair, bye, re-pair, delete).
//!
//! Nothing here changes the event: every change is an engine [`Command`] pushed through
//! [`Cx::apply`] (or an [`Action::Confirm`] around one for destructive changes).

mod edits;
pub(crate) use edits::player_combo;
mod entry;
pub mod text;

use super::pick_list::{self, PickList};
use super::{Cx, Screen};
use crate::app::words::Speaks as _;
use crate::app::{Action, stream_marks, theme};
use crate::engine::{Command, Event, Format, Pairing, PlayerId, RoundRef, Side, SwissRound};
use crate::i18n::Lang;
use crate::tr;
use egui::{Align, Layout, RichText, Sense};
use egui_extras::{Column, TableBuilder};
use std::collections::HashMap;

/// Height of one row of the pairings table.
const ROW_HEIGHT: f32 = 30.0;

/// State of the rounds screen.
#[derive(Default)]
pub struct RoundsState {
    /// The round whose tab is shown.
    viewed: Option<u32>,
    /// How many rounds the event had last frame (a change shows the latest round).
    known_rounds: Option<usize>,
    /// The selected table of the viewed round.
    selected: Option<u32>,
    /// The result being typed for the selected table.
    entry: String,
    /// Why the typed result could not be read.
    entry_error: Option<String>,
    /// Give the result box the keyboard focus next frame.
    focus_entry: bool,
    /// Scroll the table to this table number next frame (and how to align it).
    scroll_to: Option<(u32, Option<Align>)>,
    /// The "Find player" text.
    search: String,
    /// The "Find player" list of matches.
    search_list: PickList,
    /// A result waiting for the organizer to confirm that it replaces the reported one.
    replace: Option<entry::Replace>,
    /// The per-game editor.
    games: entry::GameEditor,
    /// Whether the per-game editor is open.
    show_games: bool,
    /// Manual changes to the latest round.
    edits: edits::EditState,
    /// Whether the manual-changes panel is open.
    show_edits: bool,
    /// Points before the viewed round.
    points: PointsCache,
}

impl RoundsState {
    /// The round whose tab is shown.
    pub fn viewed_round(&self) -> Option<u32> {
        self.viewed
    }

    /// The selected table of the shown round.
    pub fn selected_table(&self) -> Option<u32> {
        self.selected
    }

    /// Selects a table (or nothing): clears the typed result, loads the table's games into the
    /// per-game editor and, with `focus`, gives the result box the keyboard focus.
    fn select(
        &mut self,
        round: &SwissRound,
        table: Option<u32>,
        focus: bool,
        align: Option<Align>,
    ) {
        if self.selected != table {
            self.entry.clear();
            self.entry_error = None;
            self.replace = None;
        }
        self.selected = table;
        self.games = entry::GameEditor::from_pairing(table.and_then(|t| round.table(t)));
        if let Some(t) = table {
            self.scroll_to = Some((t, align));
        }
        if focus {
            self.focus_entry = true;
        }
    }

    /// Moves to the next table without a result after `after` (wrapping around), or clears the
    /// selection when every other table is reported.
    fn advance(&mut self, round: &SwissRound, after: u32) {
        let next = next_unreported(round, after);
        self.entry.clear();
        self.entry_error = None;
        self.select(round, next, true, None);
    }
}

/// The next table after `after` without a result (wrapping around), other than `after`.
fn next_unreported(round: &SwissRound, after: u32) -> Option<u32> {
    let pos = round
        .pairings
        .iter()
        .position(|p| p.table == after)
        .map_or(0, |i| i + 1);
    let n = round.pairings.len();
    (0..n)
        .map(|k| &round.pairings[(pos + k) % n])
        .find(|p| !p.is_reported() && p.table != after)
        .map(|p| p.table)
}

/// Points of every player before a round (from `standings_after(round - 1)`), recomputed only
/// when the earlier rounds or the event's history change.
#[derive(Default)]
struct PointsCache {
    key: Option<(u32, usize)>,
    prefix: Vec<SwissRound>,
    points: HashMap<PlayerId, u32>,
}

impl PointsCache {
    fn get(&mut self, event: &Event, round: u32) -> &HashMap<PlayerId, u32> {
        let n = (round.saturating_sub(1) as usize).min(event.rounds().len());
        let prefix = &event.rounds()[..n];
        let key = (round, event.history().len());
        if self.key != Some(key) || self.prefix.as_slice() != prefix {
            let standings = event.standings_after(round.saturating_sub(1));
            self.points = standings
                .rows
                .iter()
                .map(|r| (r.player, r.points))
                .collect();
            self.prefix = prefix.to_vec();
            self.key = Some(key);
        }
        &self.points
    }
}

/// Why the next Swiss round cannot be paired, if it cannot (the engine's blocker, plus the
/// draft seating the engine asks for only when pairing).
fn blocker(event: &Event, lang: Lang) -> Option<String> {
    if let Some(e) = event.pairing_blocker() {
        return Some(text::blocker_text(&e, lang));
    }
    if event.rounds().is_empty() && event.settings().format == Format::FullDraft {
        let seated = event.draft_seats();
        if event.active_players().any(|p| !seated.contains(&p.id)) {
            return Some(tr!(lang, "rounds-no-draft-seating"));
        }
    }
    None
}

/// Draws the rounds screen.
pub fn ui(ui: &mut egui::Ui, cx: &mut Cx<'_>, state: &mut RoundsState) {
    let event = cx.event;
    let st = state;
    let n_rounds = event.rounds().len();
    if st.known_rounds != Some(n_rounds) {
        // First visit, a new round paired, or a round deleted: show the latest round. A round
        // just paired gets the keyboard: its first table's result box has the focus.
        let paired = st.known_rounds.is_some_and(|k| n_rounds > k);
        st.known_rounds = Some(n_rounds);
        show_round(st, event, event.rounds().last().map(|r| r.number), paired);
    }
    if st.viewed.and_then(|n| event.round(n)).is_none() {
        show_round(st, event, event.rounds().last().map(|r| r.number), false);
    }

    header_ui(ui, cx, st);
    ui.add_space(theme::SECTION_GAP);

    let Some(round) = st.viewed.and_then(|n| event.round(n)) else {
        before_first_round_ui(ui, cx);
        return;
    };
    let latest = event
        .rounds()
        .last()
        .is_some_and(|r| r.number == round.number);
    let editable = latest && event.cut().is_none();

    progress_ui(ui, cx, st, round);
    super::self_reports::round_summary_ui(ui, cx, round.number);
    let unpaired = crate::engine::views::not_paired(event, round.number);
    if !unpaired.is_empty() && editable {
        unpaired_banner_ui(ui, cx, st, &unpaired);
    }
    ui.add_space(6.0);
    entry::card_ui(ui, cx, st, round, latest);
    ui.add_space(theme::SECTION_GAP);

    let points = st.points.get(event, round.number).clone();
    if editable && st.show_edits {
        egui_extras::StripBuilder::new(ui)
            .size(egui_extras::Size::remainder().at_least(400.0))
            .size(egui_extras::Size::exact(290.0))
            .horizontal(|mut strip| {
                strip.cell(|ui| pairings_table_ui(ui, cx, st, round, &points));
                strip.cell(|ui| {
                    egui::ScrollArea::vertical()
                        .id_salt("round-edits")
                        .show(ui, |ui| edits::panel_ui(ui, cx, st, round, &unpaired));
                });
            });
    } else {
        pairings_table_ui(ui, cx, st, round, &points);
    }
}

/// Shows a round's tab and selects its first table without a result (with `focus`, its result
/// box gets the keyboard).
fn show_round(st: &mut RoundsState, event: &Event, number: Option<u32>, focus: bool) {
    st.viewed = number;
    st.selected = None;
    st.entry.clear();
    st.entry_error = None;
    st.edits = edits::EditState::default();
    if let Some(round) = number.and_then(|n| event.round(n)) {
        let first = round
            .pairings
            .iter()
            .find(|p| !p.is_reported())
            .map(|p| p.table);
        st.select(round, first, focus, None);
    }
}

/// Heading, round tabs, and the "Pair round N" button with the reason it is disabled.
fn header_ui(ui: &mut egui::Ui, cx: &mut Cx<'_>, st: &mut RoundsState) {
    let event = cx.event;
    let lang = ui.lang();
    let muted = theme::muted(ui.visuals().dark_mode);
    let planned = event.planned().rounds;
    ui.horizontal(|ui| {
        ui.heading(tr!(lang, "rounds-heading"));
        let n = event.rounds().len();
        let what = match n {
            0 => tr!(lang, "rounds-planned", planned = planned),
            _ => tr!(lang, "rounds-planned-paired", n = n, planned = planned),
        };
        ui.label(RichText::new(what).color(muted));
    });
    ui.add_space(4.0);
    if event.rounds().is_empty() {
        return;
    }
    ui.horizontal_wrapped(|ui| {
        for r in event.rounds() {
            let selected = st.viewed == Some(r.number);
            let missing = r.unreported_tables().len();
            let mut label = RichText::new(tr!(lang, "rounds-tab", n = r.number));
            if selected {
                label = label.strong();
            }
            let resp = ui.add(egui::Button::selectable(selected, label));
            let resp = if missing > 0 {
                resp.on_hover_text(tr!(lang, "rounds-tab-missing", n = missing))
            } else {
                resp.on_hover_text(tr!(lang, "rounds-tab-all-reported"))
            };
            if resp.clicked() && !selected {
                show_round(st, event, Some(r.number), false);
            }
        }
        ui.separator();
        if event.cut().is_some() {
            ui.label(
                RichText::new(tr!(lang, "rounds-cut-made"))
                    .color(theme::attention(ui.visuals().dark_mode)),
            );
            if ui.button(tr!(lang, "rounds-go-to-bracket")).clicked() {
                cx.actions.push(Action::Goto(Screen::Bracket));
            }
        } else {
            pair_button_ui(ui, cx);
        }
    });
}

/// "Pair round N", enabled only when nothing blocks it; otherwise the reason beside it.
fn pair_button_ui(ui: &mut egui::Ui, cx: &mut Cx<'_>) {
    let event = cx.event;
    let lang = ui.lang();
    let next = event.rounds().len() as u32 + 1;
    let reason = blocker(event, lang);
    let label = RichText::new(tr!(lang, "rounds-pair", n = next)).strong();
    let resp = ui.add_enabled(reason.is_none(), egui::Button::new(label));
    if resp.clicked() {
        let planned = event.planned().rounds;
        if next > planned && !event.rounds().is_empty() {
            cx.actions.push(Action::Confirm {
                question: tr!(
                    lang,
                    "rounds-pair-extra-question",
                    planned = planned,
                    structure = crate::io::words::structure_status(&event.structure_status(), lang),
                    n = next
                ),
                yes: tr!(lang, "rounds-pair", n = next),
                then: Box::new(Action::Apply(Command::PairRound)),
            });
        } else {
            cx.apply(Command::PairRound);
        }
    }
    if let Some(r) = reason {
        ui.label(RichText::new(r).color(theme::attention(ui.visuals().dark_mode)));
    } else if next > event.planned().rounds && !event.rounds().is_empty() {
        ui.label(
            RichText::new(tr!(
                lang,
                "rounds-all-planned-done",
                n = event.planned().rounds
            ))
            .color(theme::muted(ui.visuals().dark_mode)),
        );
    }
}

/// The screen before round 1: what is needed, and "Pair round 1".
fn before_first_round_ui(ui: &mut egui::Ui, cx: &mut Cx<'_>) {
    let event = cx.event;
    let lang = ui.lang();
    let dark = ui.visuals().dark_mode;
    let active = event.active_players().count();
    egui::Frame::group(ui.style())
        .inner_margin(16.0)
        .show(ui, |ui| {
            ui.set_max_width(620.0);
            ui.label(RichText::new(tr!(lang, "rounds-first-not-paired")).heading());
            ui.add_space(6.0);
            ui.label(tr!(lang, "rounds-first-registered", n = active));
            let how = match event.settings().format {
                Format::FullDraft => tr!(lang, "rounds-first-how-full-draft"),
                Format::HalfDraft | Format::SingleSided => {
                    tr!(lang, "rounds-first-how-single-sided")
                }
                _ => tr!(lang, "rounds-first-how"),
            };
            ui.label(RichText::new(how).color(theme::muted(dark)));
            let planned = event.planned();
            ui.label(
                RichText::new(tr!(
                    lang,
                    "rounds-first-structure",
                    rounds = planned.rounds,
                    cut = planned.cut.players()
                ))
                .color(theme::muted(dark)),
            );
            ui.add_space(10.0);
            let reason = blocker(event, lang);
            ui.horizontal(|ui| {
                let label = RichText::new(tr!(lang, "rounds-pair", n = 1)).strong();
                if ui
                    .add_enabled(reason.is_none(), egui::Button::new(label))
                    .clicked()
                {
                    cx.apply(Command::PairRound);
                }
                if let Some(r) = &reason {
                    ui.label(RichText::new(r).color(theme::attention(dark)));
                }
            });
            if reason.is_some() && (active < 2 || event.settings().format == Format::FullDraft) {
                ui.add_space(6.0);
                ui.horizontal(|ui| {
                    if active < 2 {
                        ui.label(tr!(lang, "rounds-first-register-two"));
                    }
                    if ui.button(tr!(lang, "rounds-go-to-players")).clicked() {
                        cx.actions.push(Action::Goto(Screen::Players));
                    }
                });
            }
        });
}

/// "Round 3: 14 of 15 tables reported" and the "Find player" box.
fn progress_ui(ui: &mut egui::Ui, cx: &mut Cx<'_>, st: &mut RoundsState, round: &SwissRound) {
    let dark = ui.visuals().dark_mode;
    let event = cx.event;
    let lang = ui.lang();
    let tables: Vec<&Pairing> = round.pairings.iter().filter(|p| !p.is_bye()).collect();
    let reported = tables.iter().filter(|p| p.result.is_some()).count();
    let total = tables.len();
    let line = tr!(
        lang,
        "rounds-progress",
        round = round.number,
        reported = reported,
        total = total
    );
    let byes = round.pairings.len() - total;
    let byes = (byes > 0).then(|| tr!(lang, "rounds-progress-byes", n = byes));
    let latest = event
        .rounds()
        .last()
        .is_some_and(|r| r.number == round.number);
    let edits = (latest && event.cut().is_none()).then(|| {
        if st.show_edits {
            tr!(lang, "rounds-edits-hide")
        } else {
            tr!(lang, "rounds-edits-show")
        }
    });
    // Everything on one line when it fits the window in the app's language; otherwise the two
    // chat buttons become one menu, then the search box narrows (never under the others).
    let gap = ui.spacing().item_spacing.x;
    let pad = 2.0 * ui.spacing().button_padding.x;
    let body = egui::TextStyle::Body.resolve(ui.style());
    let width = |text: &str, size: f32| {
        let font = egui::FontId::new(size, body.family.clone());
        ui.ctx()
            .fonts_mut(|f| f.layout_no_wrap(text.to_string(), font, egui::Color32::WHITE))
            .size()
            .x
    };
    let left =
        width(&line, 17.0) + byes.as_deref().map_or(0.0, |b| gap + width(b, body.size)) + gap + 8.0;
    let right = edits
        .as_deref()
        .map_or(0.0, |e| width(e, body.size) + pad + gap + 12.0)
        + width(&tr!(lang, "rounds-find-player"), body.size)
        + 2.0 * gap;
    let chat_buttons = crate::app::chat_copy::buttons_width(ui, gap, pad);
    let chat_menu = crate::app::chat_copy::menu_button_width(ui, pad);
    let room = ui.available_width() - 4.0;
    let compact = left + chat_buttons + right + FIND_WIDTH > room;
    let chat = if compact { chat_menu } else { chat_buttons };
    let find_width = (room - left - chat - right).clamp(FIND_MIN_WIDTH, FIND_WIDTH);
    ui.horizontal(|ui| {
        let color = if reported == total {
            theme::ok(dark)
        } else {
            ui.visuals().strong_text_color()
        };
        ui.label(RichText::new(line).strong().size(17.0).color(color));
        if let Some(b) = byes {
            ui.label(RichText::new(b).color(theme::muted(dark)));
        }
        ui.add_space(8.0);
        let what = crate::io::share::What::Pairings(Some(RoundRef::Swiss(round.number)));
        if compact {
            crate::app::chat_copy::menu_button_ui(ui, cx.actions, what);
        } else {
            crate::app::chat_copy::buttons_ui(ui, cx.actions, what);
        }
        ui.with_layout(Layout::right_to_left(Align::Center), |ui| {
            if let Some(label) = edits {
                if ui
                    .add(egui::Button::new(label).selected(st.show_edits))
                    .clicked()
                {
                    st.show_edits = !st.show_edits;
                }
                ui.add_space(12.0);
            }
            search_ui(ui, cx, st, round, find_width);
        });
    });
    if !round.unpaired_losses.is_empty() {
        let names: Vec<String> = round
            .unpaired_losses
            .iter()
            .map(|p| event.name_of(*p))
            .collect();
        ui.add(
            egui::Label::new(
                RichText::new(tr!(
                    lang,
                    "rounds-unpaired-loss",
                    names = text::and_list(&names, lang)
                ))
                .color(theme::muted(dark)),
            )
            .truncate(),
        )
        .on_hover_text(tr!(lang, "rounds-unpaired-loss-hover"));
    }
    if !round.adjustments.is_empty() {
        let items: Vec<String> = round
            .adjustments
            .iter()
            .map(|a| {
                tr!(
                    lang,
                    "rounds-adjustment",
                    player = event.name_of(a.player),
                    delta = crate::engine::command::signed(a.delta),
                    reason = a.reason.as_str()
                )
            })
            .collect();
        ui.add(
            egui::Label::new(
                RichText::new(tr!(
                    lang,
                    "rounds-adjustments",
                    list = text::and_list(&items, lang)
                ))
                .color(theme::attention(dark)),
            )
            .truncate(),
        )
        .on_hover_text(tr!(lang, "rounds-adjustments-hover"));
    }
}

/// The players of a round whose name contains the text (case and accents aside), by table:
/// `(table, name, reported)`.
fn find_players(event: &Event, round: &SwissRound, text: &str) -> Vec<(u32, String, bool)> {
    let q = crate::io::names::search_fold(text.trim());
    if q.is_empty() {
        return Vec::new();
    }
    let mut m: Vec<(u32, String, bool)> = round
        .pairings
        .iter()
        .flat_map(|p| p.players().map(move |id| (p, id)))
        .filter_map(|(p, id)| {
            let name = &event.player(id)?.name;
            crate::io::names::search_fold(name)
                .contains(&q)
                .then(|| (p.table, name.clone(), p.is_reported()))
        })
        .collect();
    m.sort_by(|a, b| a.0.cmp(&b.0).then_with(|| a.1.cmp(&b.1)));
    m
}

/// How many matches the "Find player" list shows.
const FIND_SHOWN: usize = 12;

/// The width of the "Find player" box, and the least it narrows to on a small screen.
const FIND_WIDTH: f32 = 150.0;
const FIND_MIN_WIDTH: f32 = 90.0;

/// The "Find player" box. Its matches are a list under it (Up/Down and Enter, or a click): the
/// pick selects that player's table and gives its result box the keyboard. A single match is
/// selected while typing (the focus stays in the box). The box and the screen never move.
fn search_ui(
    ui: &mut egui::Ui,
    cx: &mut Cx<'_>,
    st: &mut RoundsState,
    round: &SwissRound,
    width: f32,
) {
    let event = cx.event;
    let lang = ui.lang();
    let id = egui::Id::unique("find-player-box");
    let list_id = id.with("matches");
    let mut keys = pick_list::take_keys(ui, id, true, st.search_list.open);
    let r = pick_list::add_field(
        ui,
        list_id,
        st.search_list.open,
        egui::TextEdit::singleline(&mut st.search)
            .id(id)
            .hint_text(tr!(lang, "rounds-find-hint"))
            .desired_width(width)
            .event_filter(egui::EventFilter {
                tab: false,
                horizontal_arrows: true,
                vertical_arrows: true,
                escape: st.search_list.open,
            }),
    );
    let label = ui.label(tr!(lang, "rounds-find-player"));
    let r = r.labelled_by(label.id);
    st.search_list.track(&st.search, &mut keys);
    let matches = find_players(event, round, &st.search);
    let shown = matches.len().min(FIND_SHOWN);
    st.search_list.navigate(&keys, shown);
    let mut pick = None;
    if keys.enter {
        pick = st
            .search_list
            .selected
            .filter(|&i| i < shown)
            .or((matches.len() == 1).then_some(0));
        if pick.is_none() && shown > 1 {
            st.search_list.selected = Some(0);
        }
    }
    if r.changed()
        && let [(t, _, _)] = matches.as_slice()
    {
        st.select(round, Some(*t), false, Some(Align::Center));
    }
    let open = r.has_focus()
        && !st.search.trim().is_empty()
        && !st.search_list.is_dismissed(&st.search)
        && pick.is_none();
    let mut entries: Vec<(String, bool)> = matches
        .iter()
        .take(FIND_SHOWN)
        .map(|(t, name, reported)| {
            let entry = if *reported {
                tr!(
                    lang,
                    "rounds-find-match-reported",
                    name = name.as_str(),
                    table = *t
                )
            } else {
                tr!(
                    lang,
                    "rounds-find-match-open",
                    name = name.as_str(),
                    table = *t
                )
            };
            (entry, true)
        })
        .collect();
    if matches.is_empty() {
        entries.push((tr!(lang, "rounds-find-no-match"), false));
    } else if matches.len() > FIND_SHOWN {
        entries.push((
            tr!(lang, "rounds-find-more", n = matches.len() - FIND_SHOWN),
            false,
        ));
    }
    if let Some(i) =
        pick_list::show_list(&r, list_id, open, 360.0, &entries, st.search_list.selected)
    {
        pick = Some(i);
    }
    st.search_list.open = open;
    if let Some((t, _, _)) = pick.and_then(|i| matches.get(i)) {
        st.select(round, Some(*t), true, Some(Align::Center));
        st.search.clear();
        st.search_list.picked("");
    }
}

/// The unpaired active players of the latest round, prominently.
fn unpaired_banner_ui(
    ui: &mut egui::Ui,
    cx: &mut Cx<'_>,
    st: &mut RoundsState,
    unpaired: &[PlayerId],
) {
    let dark = ui.visuals().dark_mode;
    let lang = ui.lang();
    let names: Vec<String> = unpaired.iter().map(|p| cx.event.name_of(*p)).collect();
    egui::Frame::new()
        .fill(theme::attention(dark).gamma_multiply(0.15))
        .stroke(egui::Stroke::new(1.0, theme::attention(dark)))
        .corner_radius(4.0)
        .inner_margin(8.0)
        .show(ui, |ui| {
            ui.horizontal_wrapped(|ui| {
                ui.label(
                    RichText::new(tr!(
                        lang,
                        "rounds-not-paired",
                        names = text::and_list(&names, lang)
                    ))
                    .strong()
                    .color(theme::attention(dark)),
                );
                ui.label(tr!(lang, "rounds-not-paired-what"));
                if !st.show_edits && ui.button(tr!(lang, "rounds-not-paired-button")).clicked() {
                    st.show_edits = true;
                }
            });
        });
}

/// One player's cell: name (with the side in single-sided rounds), then the points before the
/// round in brackets; a long name is shortened, the points stay.
fn player_cell(
    ui: &mut egui::Ui,
    name: &str,
    side: Option<Side>,
    points: Option<u32>,
    muted: egui::Color32,
    no_video: bool,
) {
    if no_video {
        crate::app::stream_marks::no_video_mark(ui, name);
    }
    let lang = ui.lang();
    let name = match side {
        Some(s) => text::with_side(name, s, lang),
        None => name.to_string(),
    };
    let name_width = (ui.available_width() - 40.0).max(24.0);
    ui.scope(|ui| {
        ui.set_max_width(name_width);
        ui.add(egui::Label::new(&name).truncate())
            .on_hover_text(&name);
    });
    if let Some(p) = points {
        ui.label(RichText::new(format!("({p})")).color(muted))
            .on_hover_text(tr!(lang, "rounds-points-before"));
    }
}

/// The virtualised pairings table.
fn pairings_table_ui(
    ui: &mut egui::Ui,
    cx: &mut Cx<'_>,
    st: &mut RoundsState,
    round: &SwissRound,
    points: &HashMap<PlayerId, u32>,
) {
    let event = cx.event;
    let lang = ui.lang();
    let dark = ui.visuals().dark_mode;
    let muted = theme::muted(dark);
    let attention = theme::attention(dark);
    let single = event.settings().format.single_sided()
        || round.pairings.iter().any(|p| p.p1_side.is_some());
    let games = if single { 1 } else { 2 };
    let scroll = st.scroll_to.take().and_then(|(t, align)| {
        round
            .pairings
            .iter()
            .position(|p| p.table == t)
            .map(|i| (i, align))
    });
    // The game columns take a share of the width; the player columns the rest.
    let avail = ui.available_width();
    let narrow = avail < 900.0;
    let game_width = match (single, narrow) {
        (true, _) => (avail * 0.24).clamp(130.0, 260.0),
        (false, false) => (avail * 0.17).clamp(110.0, 210.0),
        (false, true) => (avail * 0.14).clamp(100.0, 210.0),
    };
    let (result_width, status_width) = if narrow { (84.0, 96.0) } else { (96.0, 104.0) };
    // Beside the manual-changes panel on a small screen the game columns narrow to what the
    // cell leaves, or go (the result column still shows each game in the entry syntax): the
    // table never pushes the panel off the window.
    let gap = ui.spacing().item_spacing.x;
    let others = 54.0 + 2.0 * 90.0 + result_width + status_width + gap * (4 + games) as f32;
    let game_width = game_width.min((avail - others) / games as f32);
    let shown_games = if game_width < 48.0 { 0 } else { games };
    let compact = game_width < 180.0;
    let mut clicked = None;
    let featured = event.featured_table(RoundRef::Swiss(round.number));
    ui.scope(|ui| {
        ui.style_mut().interaction.selectable_labels = false;
        let mut tb = TableBuilder::new(ui)
            .id_salt(("pairings", round.number))
            .striped(true)
            .sense(Sense::click())
            .cell_layout(Layout::left_to_right(Align::Center))
            .auto_shrink([false, false])
            // Never taller than the window leaves (egui's 200-pixel minimum would reach under
            // the status line on a 600-pixel screen, where the last tables could not be seen).
            .min_scrolled_height(0.0)
            .column(Column::exact(54.0))
            .column(Column::remainder().at_least(90.0).clip(true))
            .column(Column::remainder().at_least(90.0).clip(true))
            .columns(Column::exact(game_width.max(0.0)).clip(true), shown_games)
            .column(Column::exact(result_width).clip(true))
            .column(Column::exact(status_width));
        if let Some((i, align)) = scroll {
            tb = tb.scroll_to_row(i, align);
        }
        tb.header(26.0, |mut h| {
            h.col(|ui| {
                ui.with_layout(Layout::right_to_left(Align::Center), |ui| {
                    ui.strong(tr!(lang, "rounds-col-table"));
                });
            });
            h.col(|ui| {
                ui.strong(tr!(lang, "rounds-col-player-1"));
                ui.label(
                    RichText::new(tr!(lang, "rounds-col-points"))
                        .small()
                        .color(muted),
                );
            });
            h.col(|ui| {
                ui.strong(tr!(lang, "rounds-col-player-2"));
                ui.label(
                    RichText::new(tr!(lang, "rounds-col-points"))
                        .small()
                        .color(muted),
                );
            });
            if shown_games == 1 {
                h.col(|ui| {
                    ui.strong(tr!(lang, "rounds-col-game"));
                });
            } else if shown_games == 2 {
                for (title, who) in [
                    (
                        tr!(lang, "rounds-game-n", n = 1),
                        tr!(lang, "rounds-col-game-1-corp"),
                    ),
                    (
                        tr!(lang, "rounds-game-n", n = 2),
                        tr!(lang, "rounds-col-game-2-corp"),
                    ),
                ] {
                    h.col(|ui| {
                        ui.strong(title).on_hover_text(&who);
                        if !compact {
                            ui.label(RichText::new(who).small().color(muted));
                        }
                    });
                }
            }
            h.col(|ui| {
                ui.strong(tr!(lang, "rounds-col-result"));
            });
            h.col(|ui| {
                ui.strong(tr!(lang, "rounds-col-status"));
            });
        })
        .body(|mut body| {
            // The table's own clip: a tint reaches across the gaps between cells but never over
            // the header or the status line when a row is scrolled half out of view.
            let table_clip = body.ui_mut().clip_rect();
            body.rows(ROW_HEIGHT, round.pairings.len(), |mut row| {
                let Some(p) = round.pairings.get(row.index()) else {
                    return;
                };
                let selected = st.selected == Some(p.table);
                row.set_selected(selected);
                let unreported = !p.is_reported();
                let p1 = event.name_of(p.p1);
                let p2 = p.p2.map(|id| event.name_of(id));
                // Unreported tables stand out: a tinted row (over the stripes, across the
                // gaps between cells) and a bar before the table number.
                let tint = |ui: &mut egui::Ui| {
                    if unreported && !selected {
                        let r = ui.max_rect().expand2(0.5 * ui.spacing().item_spacing);
                        let mut painter = ui.painter().clone();
                        painter.set_clip_rect(r.intersect(table_clip));
                        painter.rect_filled(r, 0.0, attention.gamma_multiply(0.12));
                    }
                };
                let (_, first) = row.col(|ui| {
                    tint(ui);
                    if unreported && !selected {
                        let r = ui.max_rect();
                        ui.painter().rect_filled(
                            egui::Rect::from_min_size(r.min, egui::vec2(4.0, r.height())),
                            0.0,
                            attention,
                        );
                    }
                    ui.with_layout(Layout::right_to_left(Align::Center), |ui| {
                        let t = RichText::new(p.table.to_string()).strong();
                        ui.label(if unreported && !selected {
                            t.color(attention)
                        } else {
                            t
                        });
                        if featured == Some(p.table) {
                            stream_marks::featured_mark(ui, p.table, 13.0);
                        }
                    });
                });
                first.widget_info(|| {
                    egui::WidgetInfo::selected(
                        egui::Role::Button,
                        true,
                        selected,
                        tr!(lang, "rounds-table-n", n = p.table),
                    )
                });
                row.col(|ui| {
                    tint(ui);
                    let no_video = stream_marks::table_has_no_video(event, [p.p1]);
                    player_cell(
                        ui,
                        &p1,
                        p.p1_side,
                        points.get(&p.p1).copied(),
                        muted,
                        no_video,
                    );
                });
                row.col(|ui| {
                    tint(ui);
                    match (&p2, p.p2) {
                        (Some(name), Some(id)) => player_cell(
                            ui,
                            name,
                            p.p1_side.map(Side::other),
                            points.get(&id).copied(),
                            muted,
                            stream_marks::table_has_no_video(event, [id]),
                        ),
                        _ => {
                            ui.label(RichText::new(tr!(lang, "rounds-bye-cell")).color(muted));
                        }
                    }
                });
                let cells = match &p2 {
                    Some(p2) => text::game_cells(p, &p1, p2, compact, lang),
                    None => vec![None; games],
                };
                // Single-sided tables paired by the rules: why they have these sides.
                let sides = single
                    .then(|| text::sides_reason(event, round.number, p, lang))
                    .flatten();
                for i in 0..shown_games {
                    row.col(|ui| {
                        tint(ui);
                        let r = match (cells.get(i).cloned().flatten(), &sides) {
                            (Some(c), _) => Some(fitted(ui, &c).on_hover_text(&c)),
                            (None, _) if p.is_bye() => None,
                            (None, Some(why)) => Some(
                                ui.add(
                                    egui::Label::new(
                                        RichText::new(tr!(
                                            lang,
                                            "rounds-sides-cell",
                                            why = why.as_str()
                                        ))
                                        .small()
                                        .color(muted),
                                    )
                                    .truncate(),
                                ),
                            ),
                            (None, None) => Some(ui.label(RichText::new("—").color(muted))),
                        };
                        if let (Some(r), Some(why)) = (r, &sides) {
                            r.on_hover_text(tr!(lang, "rounds-sides", why = why.as_str()));
                        }
                    });
                }
                row.col(|ui| {
                    tint(ui);
                    match text::result_cell(p) {
                        Some((pts, syntax)) => {
                            let r = ui.label(RichText::new(pts).strong());
                            // The result in the entry syntax beside the points when the column
                            // has room for it ("T5-3 T2-2" may not), else on hover.
                            if let Some(s) = syntax {
                                let text = RichText::new(s.as_str()).monospace().color(muted);
                                let width = egui::WidgetText::from(text.clone())
                                    .into_galley(
                                        ui,
                                        Some(egui::TextWrapMode::Extend),
                                        f32::INFINITY,
                                        egui::TextStyle::Monospace,
                                    )
                                    .size()
                                    .x;
                                if width <= ui.available_width() {
                                    ui.label(text);
                                } else {
                                    r.on_hover_text(s);
                                }
                            }
                        }
                        None if p.is_bye() => {
                            let pts = event.settings().format.bye_points();
                            ui.label(RichText::new(format!("{pts}–0")).color(muted));
                        }
                        None => {}
                    }
                });
                row.col(|ui| {
                    tint(ui);
                    if p.is_bye() {
                        ui.label(RichText::new(tr!(lang, "rounds-status-bye")).color(muted));
                    } else if p.result.is_some() {
                        ui.label(
                            RichText::new(tr!(lang, "rounds-status-reported"))
                                .color(theme::ok(dark)),
                        );
                    } else {
                        ui.label(
                            RichText::new(tr!(lang, "rounds-status-not-reported"))
                                .strong()
                                .color(attention),
                        );
                    }
                });
                if row.response().clicked() {
                    clicked = Some(p.table);
                }
            });
        });
    });
    if let Some(t) = clicked {
        st.select(round, Some(t), true, None);
    }
}

/// A table cell's text on one line when it fits the cell, else in small type wrapped onto the
/// row's two lines: a long result ("時間切れ 5–3 · コーポ勝利") is not cut.
fn fitted(ui: &mut egui::Ui, text: &str) -> egui::Response {
    let width = egui::WidgetText::from(text)
        .into_galley(
            ui,
            Some(egui::TextWrapMode::Extend),
            f32::INFINITY,
            egui::TextStyle::Body,
        )
        .size()
        .x;
    if width <= ui.available_width() {
        ui.label(text)
    } else {
        ui.add(egui::Label::new(RichText::new(text).small()).wrap())
    }
}
