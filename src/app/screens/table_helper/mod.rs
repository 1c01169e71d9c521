//! The table helper screen: an on-screen aid for ONE multiplayer game at a table (judges, casual
//! play), for NAPD multiplayer or The Big Sell-Out (either edition).
//!
//! It holds an engine table helper ([`NapdTable`] or [`BsoTable`]) in the screen's state; it is
//! not part of the event, is never saved, and works without an event open. Every button runs
//! one checked operation of the table helper; a refused one shows the helper's message and
//! changes nothing. "Undo" steps back through snapshots of the table.

use crate::app::undo::{Step, UndoStack};
use crate::app::words::Speaks as _;
use crate::app::{Action, capitalise, screens::Screen, theme};
use crate::engine::BigSellOutEdition;
use crate::engine::multiplayer::TimeCall;
use crate::engine::multiplayer::table::bso::{self, BsoTable, ExchangeDirection};
use crate::engine::multiplayer::table::napd::{self, CYBER_BUREAU, NapdSeat, NapdTable};
use crate::engine::multiplayer::table::{TableError, TimeLeft};
use crate::i18n::Lang;
use crate::io::explain::Explain as _;
use crate::tr;
use bso_game::{bso_op, bso_ui};
use egui::RichText;
use napd_game::{napd_op, napd_ui};

mod bso_game;
mod napd_game;

/// The most undo steps kept.
const MAX_UNDO: usize = 200;

/// Which format the helper is for.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Default)]
pub enum HelperKind {
    /// NAPD multiplayer.
    #[default]
    Napd,
    /// The Big Sell-Out.
    BigSellOut,
}

/// The table being played.
#[derive(Clone, Debug, PartialEq)]
pub enum LiveTable {
    /// An NAPD game.
    Napd(NapdTable),
    /// A Big Sell-Out game.
    Bso(BsoTable),
}

/// State of the table-helper screen: the set-up form and, once started, the live table.
pub struct TableHelperState {
    /// NAPD or The Big Sell-Out.
    pub kind: HelperKind,
    /// The Big Sell-Out edition.
    pub edition: BigSellOutEdition,
    /// Classic edition: use the optional rehiring rule.
    pub classic_rehiring: bool,
    /// NAPD: the Corp player's name.
    pub corp: String,
    /// NAPD: `(name, identity)` of up to four Runners, clockwise from the Corp's left.
    pub runners: Vec<(String, String)>,
    /// NAPD: how many Runners play (2–4).
    pub runner_count: usize,
    /// The Big Sell-Out: `(Sponsor, Agent)` of up to eight teams, in seating order.
    pub teams: Vec<(String, String)>,
    /// The Big Sell-Out: how many teams play (2–8).
    pub team_count: usize,
    /// The table being played, once started.
    pub live: Option<LiveTable>,
    /// Where the set-up came from, when a pod of the open event filled it ("NAPD Night,
    /// round 2, pod 3"; The Big Sell-Out: with the teams' names), shown above the form.
    pub from_pod: Option<String>,
    /// What the table does when time is called (the event's setting when a pod filled the
    /// form).
    pub time_call: TimeCall,
    /// The pod of the open event the form was filled from, as (round, pod): its result form
    /// starts from this table (points, flatlined Runners, teams out, how it ended).
    pub pod: Option<(u32, u32)>,
    /// The last refusal, shown until the next operation.
    pub error: Option<String>,
    /// What the last operation did.
    pub notice: Option<String>,
    /// Snapshots of the live table before each change (only undo is offered).
    undo: UndoStack<Option<LiveTable>>,
    exchange_dir: ExchangeDirection,
    exchange_spent: String,
    tag_owner: usize,
    tag_agent: usize,
    tag_price: String,
    bid: String,
}

/// A seat of the set-up form, for its label and its default player name.
#[derive(Clone, Copy)]
enum SeatName {
    Corp,
    Runner(usize),
    Sponsor(usize),
    Agent(usize),
}

impl SeatName {
    /// "Corp", "Runner 2", "Sponsor 1", "Agent 1" (numbers from 1): the field's label and the
    /// name the seat has until a player's name is typed.
    fn text(self, lang: Lang) -> String {
        match self {
            SeatName::Corp => tr!(lang, "helper-seat-corp"),
            SeatName::Runner(n) => tr!(lang, "helper-seat-runner", n = n),
            SeatName::Sponsor(n) => tr!(lang, "helper-seat-sponsor", n = n),
            SeatName::Agent(n) => tr!(lang, "helper-seat-agent", n = n),
        }
    }

    /// Gives a name still at a language's default ("Runner 2" while the app is English) the
    /// default of `lang` instead, so the set-up form follows the app's language; a typed name
    /// is kept.
    fn follow(self, name: &mut String, lang: Lang) {
        if Lang::all().any(|l| l != lang && *name == self.text(l)) {
            *name = self.text(lang);
        }
    }
}

impl Default for TableHelperState {
    fn default() -> Self {
        let lang = Lang::ENGLISH;
        TableHelperState {
            kind: HelperKind::Napd,
            edition: BigSellOutEdition::AndroidNetrunner,
            classic_rehiring: false,
            corp: SeatName::Corp.text(lang),
            runners: (1..=napd::MAX_RUNNERS)
                .map(|i| (SeatName::Runner(i).text(lang), String::new()))
                .collect(),
            runner_count: 3,
            teams: (1..=bso::MAX_TEAMS)
                .map(|i| {
                    (
                        SeatName::Sponsor(i).text(lang),
                        SeatName::Agent(i).text(lang),
                    )
                })
                .collect(),
            team_count: 2,
            live: None,
            from_pod: None,
            time_call: TimeCall::default(),
            pod: None,
            error: None,
            notice: None,
            undo: UndoStack::new(MAX_UNDO, usize::MAX),
            exchange_dir: ExchangeDirection::SponsorToAgent,
            exchange_spent: "2".into(),
            tag_owner: 0,
            tag_agent: 1,
            tag_price: bso::TAG_MIN_PRICE.to_string(),
            bid: bso::TAG_MIN_PRICE.to_string(),
        }
    }
}

/// Something a button asks the helper to do, run after the frame's widgets are drawn.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
enum Op {
    Start,
    NewTable,
    Undo,
    NextTurn,
    NapdPoints(NapdSeat, i64),
    NapdFlatline(usize),
    NapdDecked,
    BsoPoints(usize, i64),
    BsoDecked(usize),
    BsoFlatline(usize),
    BsoRehire(usize),
    BsoRan(usize),
    PlaceTag,
    RemoveTag(u32),
    OfferTag(u32),
    Accept,
    Refuse,
    Bid,
    Pass,
    CallTime(TimeCall),
}

impl TableHelperState {
    /// Fills the set-up form for an NAPD game (e.g. from a pod): the Corp's name and the
    /// Runners' `(name, identity)` clockwise from the Corp's left (at most four are used).
    pub fn prefill_napd(&mut self, corp: &str, runners: &[(String, String)]) {
        self.kind = HelperKind::Napd;
        self.corp = corp.to_string();
        for (slot, r) in self.runners.iter_mut().zip(runners) {
            *slot = r.clone();
        }
        self.runner_count = runners.len().clamp(napd::MIN_RUNNERS, napd::MAX_RUNNERS);
        self.live = None;
    }

    /// Fills the set-up form for a Big Sell-Out game: the edition and each team's
    /// `(Sponsor, Agent)` in seating order (at most eight are used).
    pub fn prefill_bso(&mut self, edition: BigSellOutEdition, teams: &[(String, String)]) {
        self.kind = HelperKind::BigSellOut;
        self.edition = edition;
        for (slot, t) in self.teams.iter_mut().zip(teams) {
            *slot = t.clone();
        }
        self.team_count = teams.len().clamp(bso::MIN_TEAMS, bso::MAX_TEAMS);
        self.live = None;
    }

    /// Starts the live helper from the set-up form (or shows why not, in `lang`).
    pub fn start(&mut self, lang: Lang) {
        self.run(Op::Start, lang);
    }

    /// The set-up form's default names in `lang` (names typed or filled from a pod are kept).
    fn follow_language(&mut self, lang: Lang) {
        SeatName::Corp.follow(&mut self.corp, lang);
        for (i, (name, _)) in self.runners.iter_mut().enumerate() {
            SeatName::Runner(i + 1).follow(name, lang);
        }
        for (i, (sponsor, agent)) in self.teams.iter_mut().enumerate() {
            SeatName::Sponsor(i + 1).follow(sponsor, lang);
            SeatName::Agent(i + 1).follow(agent, lang);
        }
    }

    /// Whether an undo step is available.
    pub fn can_undo(&self) -> bool {
        self.undo.can_undo()
    }

    fn run(&mut self, op: Op, lang: Lang) {
        match op {
            Op::Start => {
                let built = match self.kind {
                    HelperKind::Napd => {
                        NapdTable::new(&self.corp, &self.runners[..self.runner_count])
                            .map(LiveTable::Napd)
                    }
                    HelperKind::BigSellOut => {
                        BsoTable::new(self.edition, &self.teams[..self.team_count]).map(|mut t| {
                            t.set_classic_rehiring(self.classic_rehiring);
                            LiveTable::Bso(t)
                        })
                    }
                };
                match built {
                    Ok(t) => {
                        self.live = Some(t);
                        self.undo.clear();
                        self.error = None;
                        self.notice = None;
                        self.tag_owner = 0;
                        self.tag_agent = 1;
                    }
                    Err(e) => self.error = Some(capitalise(&e.explain(lang))),
                }
            }
            Op::NewTable => {
                self.live = None;
                self.undo.clear();
                self.error = None;
                self.notice = None;
            }
            Op::Undo => {
                let live = &mut self.live;
                let undone = self.undo.undo(|step| Step {
                    state: std::mem::replace(live, step.state),
                    ..step
                });
                if undone.is_some() {
                    self.error = None;
                    self.notice = Some(tr!(lang, "helper-undid"));
                }
            }
            op => {
                let Some(live) = self.live.as_mut() else {
                    return;
                };
                let before = live.clone();
                let form = Form {
                    tag_owner: self.tag_owner,
                    tag_agent: self.tag_agent,
                    tag_price: self.tag_price.trim().parse().ok(),
                    bid: self.bid.trim().parse().ok(),
                };
                let r = match live {
                    LiveTable::Napd(t) => napd_op(t, op, lang),
                    LiveTable::Bso(t) => bso_op(t, op, form, lang),
                };
                match r {
                    Ok(msg) => {
                        self.undo.record(Step {
                            state: Some(before),
                            label: String::new(),
                            bytes: 0,
                        });
                        self.error = None;
                        self.notice = msg;
                    }
                    Err(e) => {
                        self.error = Some(match e {
                            Refusal::Table(e) => capitalise(&e.explain(lang)),
                            Refusal::Form(text) => text,
                        });
                        self.notice = None;
                    }
                }
            }
        }
    }
}

/// The form fields a Big Sell-Out operation reads.
#[derive(Clone, Copy)]
struct Form {
    tag_owner: usize,
    tag_agent: usize,
    tag_price: Option<u32>,
    bid: Option<u32>,
}

/// Why an operation was refused: the table helper's own reason, or a form field that cannot be
/// read (already in the app's language).
enum Refusal {
    Table(TableError),
    Form(String),
}

impl From<TableError> for Refusal {
    fn from(e: TableError) -> Refusal {
        Refusal::Table(e)
    }
}

/// A form field's whole number of credits, or the message asking for one (`what`: the message
/// naming the field).
fn whole(v: Option<u32>, what: String) -> Result<u32, Refusal> {
    v.ok_or(Refusal::Form(what))
}

/// Draws the table-helper screen. `has_event`: an event is open (otherwise a "Back" button
/// returns to the start screen).
pub fn ui(
    ui: &mut egui::Ui,
    st: &mut TableHelperState,
    has_event: bool,
    actions: &mut Vec<Action>,
) {
    let dark = ui.visuals().dark_mode;
    let mut ops = Vec::new();
    let lang = ui.lang();
    if st.live.is_none() {
        st.follow_language(lang);
    }
    egui::ScrollArea::vertical()
        .id_salt("table_helper")
        .auto_shrink([false, false])
        .show(ui, |ui| {
            ui.horizontal(|ui| {
                if !has_event && ui.button(tr!(lang, "helper-back")).clicked() {
                    actions.push(Action::Goto(Screen::Start));
                }
                ui.heading(tr!(lang, "helper-heading"));
            });
            ui.label(RichText::new(tr!(lang, "helper-intro")).color(theme::muted(dark)));
            // One message line, always there, so the buttons below never move when a message
            // appears (a judge clicks "Next turn" again and again).
            match (&st.error, &st.notice) {
                (Some(e), _) => {
                    ui.colored_label(theme::error(dark), e);
                }
                (None, Some(n)) => {
                    ui.colored_label(theme::ok(dark), capitalise(n));
                }
                (None, None) => {
                    ui.label(" ");
                }
            }
            if let Some(from) = &st.from_pod {
                ui.label(RichText::new(from).strong());
            }
            ui.add_space(theme::SECTION_GAP);
            match &st.live {
                None => setup_ui(ui, st, &mut ops),
                Some(live) => {
                    ui.horizontal(|ui| {
                        if ui.button(tr!(lang, "helper-new-table")).clicked() {
                            ops.push(Op::NewTable);
                        }
                        if ui
                            .add_enabled(st.can_undo(), egui::Button::new(tr!(lang, "helper-undo")))
                            .clicked()
                        {
                            ops.push(Op::Undo);
                        }
                    });
                    ui.add_space(6.0);
                    let live = live.clone();
                    time_ui(ui, &live, st.time_call, &mut ops);
                    match &live {
                        LiveTable::Napd(t) => napd_ui(ui, t, &mut ops),
                        LiveTable::Bso(t) => bso_ui(ui, t, st, &mut ops),
                    }
                }
            }
        });
    for op in ops {
        st.run(op, lang);
    }
}

/// The time call: a button while time runs, then the procedure and the turns left (players
/// out of the game skipped), or that the game is decided at time.
fn time_ui(ui: &mut egui::Ui, live: &LiveTable, procedure: TimeCall, ops: &mut Vec<Op>) {
    let lang = ui.lang();
    let (called, left, names, format, over): (_, _, Vec<String>, _, bool) = match live {
        LiveTable::Napd(t) => {
            let left = t.time_left();
            let names = match &left {
                Some(TimeLeft::Turns(seats)) => seats.iter().map(|s| t.name(*s).into()).collect(),
                _ => Vec::new(),
            };
            let format = crate::engine::Format::Napd;
            (
                t.time_called(),
                left.map(|l| l == TimeLeft::Over),
                names,
                format,
                t.victory().is_some(),
            )
        }
        LiveTable::Bso(t) => {
            let left = t.time_left();
            let names = match &left {
                Some(TimeLeft::Turns(seats)) => seats
                    .iter()
                    .map(|s| format!("{} ({s})", t.name(*s)))
                    .collect(),
                _ => Vec::new(),
            };
            let format = crate::engine::Format::BigSellOut {
                edition: t.edition(),
            };
            (
                t.time_called(),
                left.map(|l| l == TimeLeft::Over),
                names,
                format,
                t.outcome().is_some(),
            )
        }
    };
    let words = |p| crate::io::multiplayer::time_call_words(lang, p, format, false);
    match (called, left) {
        (Some(c), Some(true)) => {
            ui.label(tr!(
                lang,
                "helper-time-called",
                procedure = words(c.procedure)
            ));
            banner(ui, &tr!(lang, "helper-time-over"));
        }
        (Some(c), _) => {
            ui.label(tr!(
                lang,
                "helper-time-called",
                procedure = words(c.procedure)
            ));
            ui.label(
                RichText::new(tr!(
                    lang,
                    "helper-time-turns-left",
                    n = names.len(),
                    names = names.join(", ")
                ))
                .strong(),
            );
        }
        (None, _) => {
            // The button, then the procedure under it (beside it, the wrapped words ran under
            // the button).
            if ui
                .add_enabled(!over, egui::Button::new(tr!(lang, "helper-call-time")))
                .clicked()
            {
                ops.push(Op::CallTime(procedure));
            }
            ui.label(
                RichText::new(crate::io::multiplayer::time_call_words(
                    lang, procedure, format, true,
                ))
                .color(theme::muted(ui.visuals().dark_mode)),
            );
        }
    }
    ui.add_space(6.0);
}

/// "When time is called" and a menu of the procedures in `format`'s words (the event's
/// multiplayer settings and the helper's set-up form).
pub(crate) fn time_call_choice(
    ui: &mut egui::Ui,
    id: &str,
    value: &mut TimeCall,
    format: crate::engine::Format,
) {
    let lang = ui.lang();
    let bso = matches!(format, crate::engine::Format::BigSellOut { .. });
    let short = |t| match (t, bso) {
        (TimeCall::FinishRound, false) => tr!(lang, "mp-time-call-short-finish-round-napd"),
        (TimeCall::FinishRound, true) => tr!(lang, "mp-time-call-short-finish-round-bso"),
        (TimeCall::OneTurnEach, _) => tr!(lang, "mp-time-call-short-one-turn-each"),
        (TimeCall::FinishTurn, _) => tr!(lang, "mp-time-call-short-finish-turn"),
    };
    let l = ui.label(tr!(lang, "mp-settings-time-call"));
    egui::ComboBox::from_id_salt(id)
        .selected_text(short(*value))
        .show_ui(ui, |ui| {
            for t in TimeCall::ALL {
                ui.selectable_value(value, t, short(t)).on_hover_text(
                    crate::io::multiplayer::time_call_words(lang, t, format, false),
                );
            }
        })
        .response
        .labelled_by(l.id)
        .on_hover_text(crate::io::multiplayer::time_call_words(
            lang, *value, format, false,
        ));
}

fn setup_ui(ui: &mut egui::Ui, st: &mut TableHelperState, ops: &mut Vec<Op>) {
    let lang = ui.lang();
    ui.horizontal(|ui| {
        ui.label(tr!(lang, "helper-format"));
        ui.selectable_value(
            &mut st.kind,
            HelperKind::Napd,
            tr!(lang, "helper-format-napd"),
        );
        ui.selectable_value(
            &mut st.kind,
            HelperKind::BigSellOut,
            tr!(lang, "helper-format-bso"),
        );
    });
    let format = match st.kind {
        HelperKind::Napd => crate::engine::Format::Napd,
        HelperKind::BigSellOut => crate::engine::Format::BigSellOut {
            edition: st.edition,
        },
    };
    ui.horizontal(|ui| time_call_choice(ui, "helper_time_call", &mut st.time_call, format));
    ui.add_space(6.0);
    match st.kind {
        HelperKind::Napd => {
            ui.horizontal(|ui| {
                ui.label(tr!(lang, "helper-runners"));
                for k in napd::MIN_RUNNERS..=napd::MAX_RUNNERS {
                    ui.selectable_value(&mut st.runner_count, k, k.to_string());
                }
            });
            egui::Grid::new("napd-seats")
                .num_columns(4)
                .spacing([12.0, 6.0])
                .show(ui, |ui| {
                    let l = ui.label(SeatName::Corp.text(lang));
                    ui.add_sized([200.0, 24.0], egui::TextEdit::singleline(&mut st.corp))
                        .labelled_by(l.id);
                    ui.label(CYBER_BUREAU.title);
                    ui.end_row();
                    for (i, (name, identity)) in
                        st.runners.iter_mut().take(st.runner_count).enumerate()
                    {
                        let l = ui.label(SeatName::Runner(i + 1).text(lang));
                        ui.add_sized([200.0, 24.0], egui::TextEdit::singleline(name))
                            .labelled_by(l.id);
                        let id = ui.label(tr!(lang, "helper-seat-runner-identity", n = i + 1));
                        ui.add_sized(
                            [260.0, 24.0],
                            egui::TextEdit::singleline(identity)
                                .hint_text(tr!(lang, "helper-identity-hint")),
                        )
                        .labelled_by(id.id);
                        ui.end_row();
                    }
                });
            ui.label(RichText::new(tr!(lang, "helper-napd-seating-note")).small());
        }
        HelperKind::BigSellOut => {
            ui.horizontal(|ui| {
                ui.label(tr!(lang, "helper-edition"));
                ui.selectable_value(
                    &mut st.edition,
                    BigSellOutEdition::AndroidNetrunner,
                    tr!(lang, "helper-edition-anr"),
                );
                ui.selectable_value(
                    &mut st.edition,
                    BigSellOutEdition::Classic,
                    tr!(lang, "helper-edition-classic"),
                );
            });
            if st.edition == BigSellOutEdition::Classic {
                ui.checkbox(
                    &mut st.classic_rehiring,
                    tr!(lang, "helper-classic-rehiring"),
                );
            }
            ui.horizontal(|ui| {
                ui.label(tr!(lang, "helper-teams"));
                for k in bso::MIN_TEAMS..=bso::MAX_TEAMS {
                    ui.selectable_value(&mut st.team_count, k, k.to_string());
                }
            });
            egui::Grid::new("bso-seats")
                .num_columns(4)
                .spacing([12.0, 6.0])
                .show(ui, |ui| {
                    for (i, (s, a)) in st.teams.iter_mut().take(st.team_count).enumerate() {
                        let l = ui.label(SeatName::Sponsor(i + 1).text(lang));
                        ui.add_sized([180.0, 24.0], egui::TextEdit::singleline(s))
                            .labelled_by(l.id);
                        let l = ui.label(SeatName::Agent(i + 1).text(lang));
                        ui.add_sized([180.0, 24.0], egui::TextEdit::singleline(a))
                            .labelled_by(l.id);
                        ui.end_row();
                    }
                });
            ui.label(RichText::new(tr!(lang, "helper-bso-seating-note")).small());
        }
    }
    ui.add_space(8.0);
    if ui
        .add(egui::Button::new(tr!(lang, "helper-start")).min_size(egui::vec2(180.0, 30.0)))
        .clicked()
    {
        ops.push(Op::Start);
    }
}

/// A seat chip in the turn order: highlighted when it is that seat's turn, muted when out.
fn chip(ui: &mut egui::Ui, text: String, current: bool, out: bool) {
    let dark = ui.visuals().dark_mode;
    let v = ui.visuals();
    let (fill, color) = if current {
        (v.selection.bg_fill, v.selection.stroke.color)
    } else {
        (
            v.faint_bg_color,
            if out {
                theme::muted(dark)
            } else {
                v.text_color()
            },
        )
    };
    egui::Frame::new()
        .fill(fill)
        .stroke(egui::Stroke::new(
            1.0,
            v.widgets.noninteractive.bg_stroke.color,
        ))
        .corner_radius(6.0)
        .inner_margin(egui::Margin::symmetric(10, 6))
        .show(ui, |ui| {
            let mut rt = RichText::new(text).color(color);
            if current {
                rt = rt.strong();
            }
            if out {
                rt = rt.strikethrough();
            }
            ui.label(rt);
        });
}

fn banner(ui: &mut egui::Ui, text: &str) {
    let dark = ui.visuals().dark_mode;
    let color = theme::ok(dark);
    egui::Frame::new()
        .fill(color.gamma_multiply(0.15))
        .stroke(egui::Stroke::new(2.0, color))
        .corner_radius(6.0)
        .inner_margin(egui::Margin::same(10))
        .show(ui, |ui| {
            ui.label(
                RichText::new(tr!(ui.lang(), "helper-game-over", outcome = text))
                    .heading()
                    .color(color),
            );
        });
}

fn points_buttons(ui: &mut egui::Ui, enabled: bool, mut push: impl FnMut(i64)) {
    for d in [1, 2, 3] {
        if ui
            .add_enabled(enabled, egui::Button::new(format!("+{d}")).small())
            .clicked()
        {
            push(d);
        }
    }
    if ui
        .add_enabled(enabled, egui::Button::new("-1").small())
        .clicked()
    {
        push(-1);
    }
}
