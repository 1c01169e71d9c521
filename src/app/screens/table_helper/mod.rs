//! The table helper screen: an on-screen aid for ONE multiplayer game at a table (judges, casual
//! play), for NAPD multiplayer or The Big Sell-Out (either edition).
//!
//! It holds an engine table helper ([`NapdTable`] or [`BsoTable`]) in the screen's state; it is
//! not part of the event, is never saved, and works without an event open. Every button runs
//! one checked operation of the table helper; a refused one shows the helper's message and
//! changes nothing. "Undo" steps back through snapshots of the table.

use crate::app::undo::{Step, UndoStack};
use crate::app::{Action, capitalise, screens::Screen, theme};
use crate::engine::BigSellOutEdition;
use crate::engine::multiplayer::table::TableError;
use crate::engine::multiplayer::table::bso::{self, BsoTable, ExchangeDirection};
use crate::engine::multiplayer::table::napd::{self, CYBER_BUREAU, NapdSeat, NapdTable};
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

impl Default for TableHelperState {
    fn default() -> Self {
        TableHelperState {
            kind: HelperKind::Napd,
            edition: BigSellOutEdition::AndroidNetrunner,
            classic_rehiring: false,
            corp: "Corp".into(),
            runners: (1..=napd::MAX_RUNNERS)
                .map(|i| (format!("Runner {i}"), String::new()))
                .collect(),
            runner_count: 3,
            teams: (1..=bso::MAX_TEAMS)
                .map(|i| (format!("Sponsor {i}"), format!("Agent {i}")))
                .collect(),
            team_count: 2,
            live: None,
            from_pod: None,
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

    /// Starts the live helper from the set-up form (or shows why not).
    pub fn start(&mut self) {
        self.run(Op::Start);
    }

    /// Whether an undo step is available.
    pub fn can_undo(&self) -> bool {
        self.undo.can_undo()
    }

    fn run(&mut self, op: Op) {
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
                    Err(e) => self.error = Some(capitalise(&e.to_string())),
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
                    self.notice = Some("undid the last change".into());
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
                    LiveTable::Napd(t) => napd_op(t, op),
                    LiveTable::Bso(t) => bso_op(t, op, form),
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
                        self.error = Some(capitalise(&e.to_string()));
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

fn whole(v: Option<u32>, what: &str) -> Result<u32, TableError> {
    v.ok_or_else(|| TableError::Tag(format!("type the {what} as a whole number of credits")))
}

/// Draws the table-helper screen. `has_event`: an event is open (otherwise a "Back" button
/// returns to the start screen).
pub fn ui(
    ui: &mut egui::Ui,
    st: &mut TableHelperState,
    dark: bool,
    has_event: bool,
    actions: &mut Vec<Action>,
) {
    let mut ops = Vec::new();
    egui::ScrollArea::vertical()
        .id_salt("table-helper")
        .auto_shrink([false, false])
        .show(ui, |ui| {
            ui.horizontal(|ui| {
                if !has_event && ui.button("Back").clicked() {
                    actions.push(Action::Goto(Screen::Start));
                }
                ui.heading("Table helper");
            });
            ui.label(
                RichText::new(
                    "An aid for one multiplayer game at a table. It is not part of the event and is not saved.",
                )
                .color(theme::muted(dark)),
            );
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
                        if ui.button("New table").clicked() {
                            ops.push(Op::NewTable);
                        }
                        if ui.add_enabled(st.can_undo(), egui::Button::new("Undo")).clicked() {
                            ops.push(Op::Undo);
                        }
                    });
                    ui.add_space(6.0);
                    match live {
                        LiveTable::Napd(t) => napd_ui(ui, t, dark, &mut ops),
                        LiveTable::Bso(t) => {
                            let t = t.clone();
                            bso_ui(ui, &t, st, dark, &mut ops);
                        }
                    }
                }
            }
        });
    for op in ops {
        st.run(op);
    }
}

fn setup_ui(ui: &mut egui::Ui, st: &mut TableHelperState, ops: &mut Vec<Op>) {
    ui.horizontal(|ui| {
        ui.label("Format");
        ui.selectable_value(&mut st.kind, HelperKind::Napd, "NAPD multiplayer");
        ui.selectable_value(&mut st.kind, HelperKind::BigSellOut, "The Big Sell-Out");
    });
    ui.add_space(6.0);
    match st.kind {
        HelperKind::Napd => {
            ui.horizontal(|ui| {
                ui.label("Runners");
                for k in napd::MIN_RUNNERS..=napd::MAX_RUNNERS {
                    ui.selectable_value(&mut st.runner_count, k, k.to_string());
                }
            });
            egui::Grid::new("napd-seats")
                .num_columns(4)
                .spacing([12.0, 6.0])
                .show(ui, |ui| {
                    let l = ui.label("Corp");
                    ui.add_sized([200.0, 24.0], egui::TextEdit::singleline(&mut st.corp))
                        .labelled_by(l.id);
                    ui.label(CYBER_BUREAU.title);
                    ui.end_row();
                    for (i, (name, identity)) in
                        st.runners.iter_mut().take(st.runner_count).enumerate()
                    {
                        let l = ui.label(format!("Runner {}", i + 1));
                        ui.add_sized([200.0, 24.0], egui::TextEdit::singleline(name))
                            .labelled_by(l.id);
                        let id = ui.label(format!("Runner {} identity", i + 1));
                        ui.add_sized(
                            [260.0, 24.0],
                            egui::TextEdit::singleline(identity).hint_text("identity (optional)"),
                        )
                        .labelled_by(id.id);
                        ui.end_row();
                    }
                });
            ui.label(
                RichText::new("Seats clockwise from the Corp's left; no two Runners may play the same identity.")
                    .small(),
            );
        }
        HelperKind::BigSellOut => {
            ui.horizontal(|ui| {
                ui.label("Edition");
                ui.selectable_value(
                    &mut st.edition,
                    BigSellOutEdition::AndroidNetrunner,
                    "Android: Netrunner",
                );
                ui.selectable_value(
                    &mut st.edition,
                    BigSellOutEdition::Classic,
                    "Classic Netrunner",
                );
            });
            if st.edition == BigSellOutEdition::Classic {
                ui.checkbox(
                    &mut st.classic_rehiring,
                    "Optional rule: a Sponsor may rehire a flatlined Agent",
                );
            }
            ui.horizontal(|ui| {
                ui.label("Teams");
                for k in bso::MIN_TEAMS..=bso::MAX_TEAMS {
                    ui.selectable_value(&mut st.team_count, k, k.to_string());
                }
            });
            egui::Grid::new("bso-seats")
                .num_columns(4)
                .spacing([12.0, 6.0])
                .show(ui, |ui| {
                    for (i, (s, a)) in st.teams.iter_mut().take(st.team_count).enumerate() {
                        let l = ui.label(format!("Sponsor {}", i + 1));
                        ui.add_sized([180.0, 24.0], egui::TextEdit::singleline(s))
                            .labelled_by(l.id);
                        let l = ui.label(format!("Agent {}", i + 1));
                        ui.add_sized([180.0, 24.0], egui::TextEdit::singleline(a))
                            .labelled_by(l.id);
                        ui.end_row();
                    }
                });
            ui.label(RichText::new("Seating S1, A1, S2, A2, ... clockwise.").small());
        }
    }
    ui.add_space(8.0);
    if ui
        .add(egui::Button::new("Start the table helper").min_size(egui::vec2(180.0, 30.0)))
        .clicked()
    {
        ops.push(Op::Start);
    }
}

/// A seat chip in the turn order: highlighted when it is that seat's turn, muted when out.
fn chip(ui: &mut egui::Ui, text: String, current: bool, out: bool, dark: bool) {
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

fn banner(ui: &mut egui::Ui, text: &str, dark: bool) {
    let color = theme::ok(dark);
    egui::Frame::new()
        .fill(color.gamma_multiply(0.15))
        .stroke(egui::Stroke::new(2.0, color))
        .corner_radius(6.0)
        .inner_margin(egui::Margin::same(10))
        .show(ui, |ui| {
            ui.label(
                RichText::new(format!("Game over: {text}"))
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
