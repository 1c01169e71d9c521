//! The players screen: keyboard-first registration with identity autocomplete, the player
//! count with the structure's suggestion, the player list (virtualised, sortable, filterable)
//! with inline editing, drop, rejoin and disqualify, and the full-draft seating.

mod draft;
mod list;
pub(in crate::app::screens) mod registration;
mod waiting;

use draft::{DraftState, draft_ui};
use list::{EditRow, IdentityCells, SortKey, list_ui};
use registration::registration_ui;

use super::pick_list::{self, Keys, PickList};
use super::{Cx, Ticket};
use crate::app::words::Speaks as _;
use crate::app::{Action, theme};
use crate::engine::{Command, Event, Format, Player, PlayerDetails, PlayerId, PlayerStatus, Side};
use crate::i18n::Lang;
use crate::io::identities;
use crate::io::words::plan as plan_text;
use crate::tr;
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
    /// Whether the list shows the personal codes (issue 38: off until the organizer asks, so a
    /// code is not read off the laptop or a mirrored screen; never kept across starts).
    show_codes: bool,
    /// The waiting registration from a phone being edited (issue 38).
    waiting_edit: Option<waiting::WaitingEdit>,
}

/// The registration row.
#[derive(Default)]
struct Form {
    name: String,
    corp: String,
    runner: String,
    pronouns: String,
    /// How the name is read (ふりがな), under the name.
    reading: String,
    /// The player asked not to be filmed.
    no_video: bool,
    problem: Option<Problem>,
}

/// Whether the forms ask for a name's reading (ふりがな): in a Japanese app or event, or once a
/// player has one; elsewhere the field would only crowd the form.
fn asks_reading(lang: Lang, event: &Event) -> bool {
    crate::io::names::reading_expected(event, lang)
        || event.players().iter().any(|p| p.reading.is_some())
}

/// What is wrong with a registration or an edit as typed.
#[derive(Clone, Debug, PartialEq, Eq)]
enum Problem {
    /// Something typed, but no name.
    NameFirst,
    /// An edit that empties the name.
    NoName,
    /// Text that fits several identities of the side.
    AmbiguousIdentity(Side, String),
    /// A fixed table that is not a table number.
    BadTable(String),
}

impl Problem {
    fn text(&self, lang: Lang) -> String {
        match self {
            Problem::NameFirst => tr!(lang, "players-problem-name-first"),
            Problem::NoName => tr!(lang, "players-problem-no-name"),
            Problem::AmbiguousIdentity(side, text) => {
                let side = crate::io::words::side(*side, lang);
                tr!(
                    lang,
                    "players-problem-ambiguous-identity",
                    text = text.as_str(),
                    side = side
                )
            }
            Problem::BadTable(table) => {
                tr!(lang, "players-problem-fixed-table", table = table.as_str())
            }
        }
    }
}

/// A registration sent to the engine, until the app answers.
struct Pending {
    name: String,
    ticket: Ticket,
}

/// Something that just happened, shown with an Undo button while it is the last change.
struct Note {
    what: Done,
    /// The history length once the change is applied.
    history: usize,
}

/// What a [`Note`] says was done.
enum Done {
    /// A player was registered: their name and number.
    Added(String, PlayerId),
    /// A player's details were changed: their name.
    Saved(String),
}

impl Done {
    fn text(&self, lang: Lang) -> String {
        match self {
            Done::Added(name, id) => tr!(
                lang,
                "players-note-added",
                name = name.as_str(),
                id = id.to_string()
            ),
            Done::Saved(name) => tr!(lang, "players-note-saved", name = name.as_str()),
        }
    }
}

fn field_id(name: &str) -> Id {
    Id::unique(("players", "screen", name))
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
            RichText::new(tr!(ui.lang(), "players-registration-closed"))
                .color(theme::muted(ui.visuals().dark_mode)),
        );
    } else {
        registration_ui(ui, cx, state);
    }
    ui.add_space(theme::SECTION_GAP);
    let e = cx.event;
    // Registration by phone (issue 38): until round 1 is paired, or while registrations wait.
    if e.registration().is_open() || !e.registration().waiting.is_empty() {
        waiting::waiting_ui(ui, cx, &mut state.waiting_edit);
        ui.add_space(theme::SECTION_GAP);
    }
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
                        what: Done::Added(player.name.clone(), player.id),
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
                        what: Done::Saved(e.name_of(ed.id)),
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
    let lang = ui.lang();
    let muted = theme::muted(ui.visuals().dark_mode);
    let total = e.players().len();
    let count = |s: PlayerStatus| e.players().iter().filter(|p| p.status == s).count();
    let (active, dropped, dq) = (
        count(PlayerStatus::Active),
        count(PlayerStatus::Dropped),
        count(PlayerStatus::Disqualified),
    );
    let counts = if dq > 0 {
        tr!(
            lang,
            "players-count-disqualified",
            total = total,
            active = active,
            dropped = dropped,
            dq = dq
        )
    } else {
        tr!(
            lang,
            "players-count",
            total = total,
            active = active,
            dropped = dropped
        )
    };
    let status = e.structure_status();
    let s = status.planned;
    // "basic", "advanced", "custom": the message chooses its words by it.
    let structure = e.settings().structure.name();
    ui.horizontal(|ui| {
        ui.heading(tr!(lang, "players-heading"));
        ui.add_space(12.0);
        ui.label(RichText::new(counts).strong().size(17.0));
        ui.with_layout(Layout::right_to_left(Align::Center), |ui| {
            if ui
                .button(tr!(lang, "players-event-settings"))
                .on_hover_text(tr!(lang, "players-event-settings-hint"))
                .clicked()
            {
                cx.actions.push(Action::EventSettings);
            }
            // Registration by phone (issue 38): opened here; its section appears below.
            let teams = matches!(e.settings().format, Format::BigSellOut { .. });
            // (While registrations wait, the section below has the button.)
            if !teams
                && !e.decks_locked()
                && !e.registration().is_open()
                && e.registration().waiting.is_empty()
                && ui
                    .button(tr!(lang, "players-registration-open-button"))
                    .on_hover_text(tr!(lang, "players-registration-open-hint"))
                    .clicked()
            {
                crate::app::sharing::open_registration(ui, false, cx.actions);
            }
        });
    });
    ui.horizontal(|ui| {
        ui.label(tr!(
            lang,
            "players-structure-plan",
            structure = structure,
            rounds = s.rounds,
            cut = s.cut.players()
        ));
        let played = e.rounds().len();
        if played > 0 || e.cut().is_some() {
            let stage = if e.cut().is_some() {
                tr!(lang, "players-stage-cut-made", rounds = played)
            } else {
                tr!(lang, "players-stage-round-paired", n = played)
            };
            ui.label(RichText::new(stage).color(muted));
        }
    });
    if let Some(fixed) = status.fixed.filter(|_| status.suggests_otherwise()) {
        ui.label(
            RichText::new(tr!(
                lang,
                "players-structure-fixed",
                fixed = fixed.players,
                plan = plan_text(status.suggested, lang),
                registered = status.registered
            ))
            .color(theme::attention(ui.visuals().dark_mode)),
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
    let muted = theme::muted(ui.visuals().dark_mode);
    let lang = ui.lang();
    let mut chosen = current;
    ui.horizontal(|ui| {
        let l = ui.label(tr!(lang, "settings-format"));
        if choices.contains(&current) {
            egui::ComboBox::from_id_salt(("players", "format"))
                .selected_text(crate::io::words::format_title(current, lang))
                .show_ui(ui, |ui| {
                    for &f in choices {
                        ui.selectable_value(
                            &mut chosen,
                            f,
                            crate::io::words::format_title(f, lang),
                        );
                    }
                })
                .response
                .labelled_by(l.id);
        } else {
            ui.label(RichText::new(crate::io::words::format_title(current, lang)).strong());
        }
        let summary =
            super::start::format_summary(current, e.settings().swiss_round_minutes(), lang);
        // Wrapped within the screen's width (a horizontal line would widen the screen on a
        // small window; shortened, the app's words would be cut).
        let summary = summary.replace('\n', " ");
        ui.add(egui::Label::new(RichText::new(summary).color(muted)).wrap());
    });
    if chosen != current {
        let mut settings = e.settings().clone();
        settings.format = chosen;
        cx.apply(Command::EditSettings { settings });
    }
}
