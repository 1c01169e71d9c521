//! The players screen: keyboard-first registration with identity autocomplete, the player
//! count with the structure's suggestion, the player list (virtualised, sortable, filterable)
//! with inline editing, drop, rejoin and disqualify, and the full-draft seating.

mod draft;
mod list;
mod registration;

use draft::{DraftState, draft_ui};
use list::{EditRow, IdentityCells, SortKey, list_ui};
use registration::registration_ui;

use super::pick_list::{self, Keys, PickList};
use super::{Cx, Ticket};
use crate::app::{Action, theme};
use crate::engine::{
    Command, CutSize, Event, Format, Player, PlayerDetails, PlayerId, PlayerStatus, Side, Structure,
};
use crate::io::identities;
use egui::{Align, Id, Key, Layout, RichText};
use egui_extras::{Column, TableBuilder};

/// How many identities the autocomplete list shows.
const SUGGESTIONS: usize = 8;
/// Height of a row of the player list.
const ROW_HEIGHT: f32 = 30.0;

/// State of the players screen.
#[derive(Default)]
pub struct PlayersState {
    form: Form,
    /// A registration sent to the engine, waiting to be seen in the event.
    pending_add: Option<Pending>,
    corp_ac: PickList,
    runner_ac: PickList,
    filter: String,
    sort: SortKey,
    descending: bool,
    editing: Option<EditRow>,
    /// An edit sent to the engine, until the app answers.
    pending_edit: Option<Ticket>,
    edit_corp_ac: PickList,
    edit_runner_ac: PickList,
    note: Option<Note>,
    draft: DraftState,
    focused_once: bool,
    /// How the list shows each identity title, worked out once per title.
    identity_cells: IdentityCells,
}

/// The registration row.
#[derive(Default)]
struct Form {
    name: String,
    corp: String,
    runner: String,
    pronouns: String,
    /// The player asked not to be filmed.
    no_video: bool,
    problem: Option<String>,
}

/// A registration sent to the engine, until the app answers.
struct Pending {
    name: String,
    ticket: Ticket,
}

/// Something that just happened, shown with an Undo button while it is the last change.
struct Note {
    text: String,
    /// The history length once the change is applied.
    history: usize,
}

fn field_id(name: &str) -> Id {
    Id::unique(("players-screen", name))
}

/// Draws the players screen.
pub fn ui(ui: &mut egui::Ui, cx: &mut Cx<'_>, state: &mut PlayersState) {
    settle_pending(cx, state);
    header_ui(ui, cx);
    format_ui(ui, cx);
    ui.add_space(theme::SECTION_GAP);
    if cx.event.cut().is_some() {
        // Regulations: the elimination rounds admit no new players (issue 12).
        ui.label(
            RichText::new(
                "Registration is closed: the cut has been made. To register more players, delete \
                 the cut on the Cut & bracket screen (possible until the first elimination result).",
            )
            .color(theme::muted(cx.dark)),
        );
    } else {
        registration_ui(ui, cx, state);
    }
    ui.add_space(theme::SECTION_GAP);
    let e = cx.event;
    if e.settings().format == Format::FullDraft && e.rounds().is_empty() && e.cut().is_none() {
        draft_ui(ui, cx, &mut state.draft);
        ui.add_space(theme::SECTION_GAP);
    }
    list_ui(ui, cx, state);
}

/// Clears the registration row once the event took the player it sent, and closes the
/// editor once its change is taken. A refused command leaves the text for correction.
fn settle_pending(cx: &Cx<'_>, state: &mut PlayersState) {
    let e = cx.event;
    if let Some(p) = state.pending_add.take() {
        match cx.answer(p.ticket) {
            None => state.pending_add = Some(p),
            Some(false) => {}
            Some(true) => {
                if let Some(player) = e.find_player(&p.name) {
                    state.note = Some(Note {
                        text: format!("Added {} ({}).", player.name, player.id),
                        history: e.history().len(),
                    });
                }
                state.form = Form::default();
                state.corp_ac = PickList::default();
                state.runner_ac = PickList::default();
            }
        }
    }
    if let Some(ticket) = state.pending_edit.take() {
        match cx.answer(ticket) {
            None => state.pending_edit = Some(ticket),
            Some(false) => {}
            Some(true) => {
                if let Some(ed) = &state.editing {
                    state.note = Some(Note {
                        text: format!("Saved the changes to {}.", e.name_of(ed.id)),
                        history: e.history().len(),
                    });
                }
                state.editing = None;
            }
        }
    }
    if let Some(ed) = &state.editing
        && e.player(ed.id).is_none()
    {
        // Undone registration: nothing left to edit.
        state.editing = None;
    }
}

fn header_ui(ui: &mut egui::Ui, cx: &mut Cx<'_>) {
    let e = cx.event;
    let muted = theme::muted(cx.dark);
    let total = e.players().len();
    let count = |s: PlayerStatus| e.players().iter().filter(|p| p.status == s).count();
    let (active, dropped, dq) = (
        count(PlayerStatus::Active),
        count(PlayerStatus::Dropped),
        count(PlayerStatus::Disqualified),
    );
    let mut parts = vec![format!("{active} active"), format!("{dropped} dropped")];
    if dq > 0 {
        parts.push(format!("{dq} disqualified"));
    }
    let players = if total == 1 { "player" } else { "players" };
    let status = e.structure_status();
    let s = status.planned;
    let structure = match e.settings().structure {
        Structure::Basic => "Basic structure",
        Structure::Advanced => "Advanced structure",
        Structure::Custom { .. } => "Custom structure",
    };
    let rounds = if s.rounds == 1 {
        "Swiss round"
    } else {
        "Swiss rounds"
    };
    let cut = if s.cut == CutSize::None {
        "no cut".to_string()
    } else {
        format!("cut to {}", s.cut)
    };
    ui.horizontal(|ui| {
        ui.heading("Players");
        ui.add_space(12.0);
        ui.label(
            RichText::new(format!("{total} {players} ({})", parts.join(", ")))
                .strong()
                .size(17.0),
        );
        ui.with_layout(Layout::right_to_left(Align::Center), |ui| {
            if ui
                .button("Event settings\u{2026}")
                .on_hover_text("Name, date, tier, format, structure (rounds and cut), round length")
                .clicked()
            {
                cx.actions.push(Action::EventSettings);
            }
        });
    });
    ui.horizontal(|ui| {
        ui.label(format!("{structure}: {} {rounds}, {cut}", s.rounds));
        let played = e.rounds().len();
        if played > 0 || e.cut().is_some() {
            let stage = if e.cut().is_some() {
                format!("· Swiss stage over after {played} rounds; the cut has been made")
            } else {
                format!("· round {played} paired")
            };
            ui.label(RichText::new(stage).color(muted));
        }
    });
    if let Some(fixed) = status.fixed.filter(|_| status.suggests_otherwise()) {
        ui.label(
            RichText::new(format!(
                "Fixed when round 1 was paired ({} players); the table gives {} for the {} registered now. Change it in the event settings if you mean to.",
                fixed.players,
                crate::engine::StructureStatus::plan_text(status.suggested),
                status.registered
            ))
            .color(theme::attention(cx.dark)),
        );
    }
}

/// The event's format. Before round 1 the organizer can still change it between the
/// constructed and draft formats; afterwards only between single-sided Swiss and half draft
/// (they pair alike; an imported file may have guessed wrong), which the engine allows while
/// every entered result is possible in the other.
fn format_ui(ui: &mut egui::Ui, cx: &mut Cx<'_>) {
    let e = cx.event;
    let current = e.settings().format;
    let choices: &[Format] = if e.cut().is_some() {
        &[]
    } else if e.rounds().is_empty() {
        &[
            Format::Standard,
            Format::SingleSided,
            Format::FullDraft,
            Format::HalfDraft,
        ]
    } else if current.single_sided() {
        &[Format::SingleSided, Format::HalfDraft]
    } else {
        &[]
    };
    let muted = theme::muted(cx.dark);
    let mut chosen = current;
    ui.horizontal(|ui| {
        let l = ui.label("Format");
        if choices.contains(&current) {
            egui::ComboBox::from_id_salt("players-format")
                .selected_text(super::start::format_label(current))
                .show_ui(ui, |ui| {
                    for &f in choices {
                        ui.selectable_value(&mut chosen, f, super::start::format_label(f));
                    }
                })
                .response
                .labelled_by(l.id);
        } else {
            ui.label(RichText::new(super::start::format_label(current)).strong());
        }
        let summary = super::start::format_summary(current, e.settings().swiss_round_minutes());
        // Truncated, not wrapped: the line must not widen the screen on a small window.
        let summary = summary.replace('\n', " ");
        ui.add(egui::Label::new(RichText::new(&summary).color(muted)).truncate())
            .on_hover_text(summary);
    });
    if chosen != current {
        let mut settings = e.settings().clone();
        settings.format = chosen;
        cx.apply(Command::EditSettings { settings });
    }
}
