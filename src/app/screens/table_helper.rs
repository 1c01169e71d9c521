//! The table helper screen: an on-screen aid for ONE multiplayer game at a table (judges, casual
//! play), for NAPD multiplayer or The Big Sell-Out (either edition).
//!
//! It holds an engine table helper ([`NapdTable`] or [`BsoTable`]) in the screen's state; it is
//! not part of the event, is never saved, and works without an event open. Every button runs
//! one checked operation of the table helper; a refused one shows the helper's message and
//! changes nothing. "Undo" steps back through snapshots of the table.

use crate::app::{Action, screens::Screen, theme};
use crate::engine::BigSellOutEdition;
use crate::engine::multiplayer::table::TableError;
use crate::engine::multiplayer::table::bso::{
    self, Advance, AuctionStep, BsoOutcome, BsoSeat, BsoTable, ExchangeDirection,
};
use crate::engine::multiplayer::table::napd::{
    self, CYBER_BUREAU, DETECTIVES_BUREAU, IdentityText, NapdSeat, NapdTable, NapdTurn,
};
use egui::RichText;

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
    undo: Vec<LiveTable>,
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
            undo: Vec::new(),
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
        !self.undo.is_empty()
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
                if let Some(t) = self.undo.pop() {
                    self.live = Some(t);
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
                        self.undo.push(before);
                        if self.undo.len() > MAX_UNDO {
                            self.undo.remove(0);
                        }
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

fn capitalise(s: &str) -> String {
    let mut c = s.chars();
    match c.next() {
        Some(f) => f.to_uppercase().collect::<String>() + c.as_str(),
        None => String::new(),
    }
}

fn napd_op(t: &mut NapdTable, op: Op) -> Result<Option<String>, TableError> {
    Ok(match op {
        Op::NextTurn => match t.next_turn()? {
            NapdTurn::Corp => Some(match t.infamy() {
                NapdSeat::Runner(i) => format!(
                    "Corp turn {}: the infamy token moved to {}",
                    t.corp_turns(),
                    t.name(NapdSeat::Runner(i))
                ),
                NapdSeat::Corp => format!("Corp turn {}", t.corp_turns()),
            }),
            NapdTurn::Runner(i) => Some(format!("{}'s turn", t.name(NapdSeat::Runner(i)))),
            NapdTurn::Setup => None,
        },
        Op::NapdPoints(seat, delta) => {
            let n = u32::try_from(delta.unsigned_abs())
                .map_err(|_| TableError::TooLarge("the agenda points"))?;
            if delta >= 0 {
                t.add_points(seat, n)?;
            } else {
                t.remove_points(seat, n)?;
            }
            None
        }
        Op::NapdFlatline(i) => {
            let trashed = t.flatline(i)?;
            Some(format!(
                "{} is flatlined and leaves the game; {trashed} agenda points trashed to Archives",
                t.name(NapdSeat::Runner(i))
            ))
        }
        Op::NapdDecked => {
            t.corp_decked()?;
            None
        }
        _ => None,
    })
}

fn bso_op(t: &mut BsoTable, op: Op, f: Form) -> Result<Option<String>, TableError> {
    let sponsor = |t: &BsoTable, team: usize| {
        let s = BsoSeat::sponsor(team);
        format!("{s} ({})", t.name(s))
    };
    Ok(match op {
        Op::NextTurn => match t.next_turn()? {
            Advance::Turn(turn) => Some(format!(
                "cycle {}: {}'s turn ({})",
                turn.cycle,
                t.name(turn.seat),
                turn.seat
            )),
            Advance::GameOver(_) => {
                Some("the victory check after the full cycle ended the game".into())
            }
        },
        Op::BsoPoints(team, delta) => {
            let n = u32::try_from(delta.unsigned_abs())
                .map_err(|_| TableError::TooLarge("the agenda points"))?;
            if delta >= 0 {
                let s = t.add_points(team, n)?;
                (s.forfeited > 0).then(|| {
                    format!(
                        "Team {}: {} of these {n} points forfeited for rehiring the Agent",
                        team + 1,
                        s.forfeited
                    )
                })
            } else {
                t.remove_points(team, n)?;
                None
            }
        }
        Op::BsoDecked(team) => {
            t.sponsor_decked(team)?;
            Some(format!(
                "Team {} leaves the game: its Sponsor cannot draw",
                team + 1
            ))
        }
        Op::BsoFlatline(team) => {
            t.agent_flatlined(team)?;
            Some(match t.teams().get(team).and_then(|x| x.left()) {
                Some(_) => format!("Team {} leaves the game: its Agent was flatlined", team + 1),
                None => format!(
                    "{} is flatlined; their turns are skipped until rehired",
                    t.name(BsoSeat::agent(team))
                ),
            })
        }
        Op::BsoRehire(team) => {
            let terms = t.rehire_agent(team)?;
            let start = match (terms.credits, terms.cards) {
                (Some(c), Some(k)) => {
                    format!("; the new Agent starts with {c} credits and {k} cards")
                }
                _ => String::new(),
            };
            Some(format!(
                "Agent rehired: the Sponsor forgoes {} clicks and {}{start}",
                terms.clicks, terms.forfeit
            ))
        }
        Op::BsoRan(team) => {
            let bonus = t.agent_ran_servers_of(team)?;
            Some(format!(
                "{}'s ICE now has +{bonus} strength",
                sponsor(t, team)
            ))
        }
        Op::PlaceTag => {
            let id = t.place_tag(f.tag_owner, f.tag_agent)?;
            Some(format!(
                "tag #{id} on {} ({}), owned by Team {}",
                BsoSeat::agent(f.tag_agent),
                t.name(BsoSeat::agent(f.tag_agent)),
                f.tag_owner + 1
            ))
        }
        Op::RemoveTag(id) => {
            t.remove_tag(id)?;
            Some(format!("tag #{id} removed"))
        }
        Op::OfferTag(id) => {
            let o = t.offer_tag(id, whole(f.tag_price, "asking price")?)?;
            Some(format!(
                "tag #{id} offered to {} for {} credits",
                sponsor(t, o.buyer),
                o.price
            ))
        }
        Op::Accept => Some(sale_text(&t.accept_offer()?)),
        Op::Refuse => {
            let a = t.refuse_offer()?;
            Some(format!(
                "refused: tag #{} goes to auction at the end of this turn",
                a.tag
            ))
        }
        Op::Bid | Op::Pass => {
            let step = if op == Op::Bid {
                t.bid(whole(f.bid, "bid")?)?
            } else {
                t.pass_bid()?
            };
            Some(match step {
                AuctionStep::Next(team) => format!("next to bid: {}", sponsor(t, team)),
                AuctionStep::Sold(s) => sale_text(&s),
                AuctionStep::Unsold(id) => format!("no bids: the owner keeps tag #{id}"),
            })
        }
        _ => None,
    })
}

fn sale_text(s: &bso::TagSale) -> String {
    let how = if s.auction { " at auction" } else { "" };
    let trashed = if s.trashed {
        "; the tagged Agent's own Sponsor trashes it"
    } else {
        ""
    };
    format!(
        "tag #{} sold{how} to Team {} for {} credits, paid to Team {}{trashed}",
        s.tag,
        s.to + 1,
        s.price,
        s.from + 1
    )
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

fn napd_ui(ui: &mut egui::Ui, t: &NapdTable, dark: bool, ops: &mut Vec<Op>) {
    let over = t.victory();
    let round = match t.turn() {
        NapdTurn::Setup => "setup".to_string(),
        _ => format!("Corp turn {}", t.corp_turns()),
    };
    ui.label(RichText::new(format!("NAPD multiplayer, {round}")).strong());
    if let Some(v) = over {
        banner(ui, &v.to_string(), dark);
    }
    ui.add_space(6.0);
    ui.horizontal_wrapped(|ui| {
        ui.label("Turn order");
        let turn = t.turn();
        chip(
            ui,
            format!("Corp: {}", t.corp()),
            turn == NapdTurn::Corp,
            false,
            dark,
        );
        for (i, r) in t.runners().iter().enumerate() {
            chip(
                ui,
                format!("R{}: {}", i + 1, r.name()),
                turn == NapdTurn::Runner(i),
                r.flatlined(),
                dark,
            );
        }
        if ui
            .add_enabled(
                over.is_none(),
                egui::Button::new("Next turn").min_size(egui::vec2(110.0, 30.0)),
            )
            .clicked()
        {
            ops.push(Op::NextTurn);
        }
    });
    let now = match t.turn() {
        NapdTurn::Setup => "setup (starting hands drawn)".to_string(),
        NapdTurn::Corp => format!("{} (Corp)", t.corp()),
        NapdTurn::Runner(i) => t.name(NapdSeat::Runner(i)).to_string(),
    };
    ui.label(format!("Now: {now}"));
    let infamy = match t.infamy() {
        NapdSeat::Corp => format!("{} (Corp)", t.corp()),
        s => t.name(s).to_string(),
    };
    ui.label(format!("Infamy token: {infamy}"));
    let active = t.active_runner().map_or_else(
        || "none".to_string(),
        |i| t.name(NapdSeat::Runner(i)).to_string(),
    );
    ui.label(RichText::new(format!("Active Runner: {active}")).strong());
    ui.add_space(theme::SECTION_GAP);

    egui::Grid::new("napd-points")
        .num_columns(5)
        .spacing([14.0, 6.0])
        .striped(true)
        .show(ui, |ui| {
            ui.label(RichText::new("Player").strong());
            ui.label(RichText::new("Identity").strong());
            ui.label(RichText::new("Agenda points").strong());
            ui.label("");
            ui.label("");
            ui.end_row();
            ui.label(format!("{} (Corp)", t.corp()));
            ui.label(t.identity_face().title);
            ui.label(format!(
                "{} of {}",
                t.points(NapdSeat::Corp),
                napd::NAPD_POINTS_TO_WIN
            ));
            ui.horizontal(|ui| {
                points_buttons(ui, over.is_none(), |d| {
                    ops.push(Op::NapdPoints(NapdSeat::Corp, d))
                });
            });
            if ui
                .add_enabled(over.is_none(), egui::Button::new("Corp decked (R&D empty)"))
                .clicked()
            {
                ops.push(Op::NapdDecked);
            }
            ui.end_row();
            for (i, r) in t.runners().iter().enumerate() {
                let live = over.is_none() && !r.flatlined();
                ui.label(r.name());
                ui.label(if r.identity().is_empty() {
                    "-"
                } else {
                    r.identity()
                });
                if r.flatlined() {
                    ui.label(
                        RichText::new(format!("{} (trashed)", r.points()))
                            .strikethrough()
                            .color(theme::muted(dark)),
                    );
                } else {
                    ui.label(r.points().to_string());
                }
                ui.horizontal(|ui| {
                    points_buttons(ui, live, |d| {
                        ops.push(Op::NapdPoints(NapdSeat::Runner(i), d))
                    });
                });
                if r.flatlined() {
                    ui.label(RichText::new("flatlined").color(theme::muted(dark)));
                } else if ui
                    .add_enabled(live, egui::Button::new(format!("Flatline {}", r.name())))
                    .clicked()
                {
                    ops.push(Op::NapdFlatline(i));
                }
                ui.end_row();
            }
            ui.label(RichText::new("Runners together").strong());
            ui.label("");
            ui.label(
                RichText::new(format!(
                    "{} of {}",
                    t.runners_total(),
                    napd::NAPD_POINTS_TO_WIN
                ))
                .strong(),
            );
            ui.end_row();
        });
    ui.add_space(theme::SECTION_GAP);
    ui.label(RichText::new("The NAPD identity").strong());
    ui.columns(2, |cols| {
        let up = t.identity_face().title;
        identity_card(&mut cols[0], &CYBER_BUREAU, up == CYBER_BUREAU.title, dark);
        identity_card(
            &mut cols[1],
            &DETECTIVES_BUREAU,
            up == DETECTIVES_BUREAU.title,
            dark,
        );
    });
}

fn identity_card(ui: &mut egui::Ui, id: &IdentityText, up: bool, dark: bool) {
    egui::Frame::group(ui.style())
        .inner_margin(10.0)
        .show(ui, |ui| {
            let mut title = RichText::new(id.title).strong();
            if !up {
                title = title.color(theme::muted(dark));
            }
            ui.label(title);
            ui.label(
                RichText::new(if up { "face up" } else { "face down" })
                    .small()
                    .color(if up {
                        theme::ok(dark)
                    } else {
                        theme::muted(dark)
                    }),
            );
            ui.label(RichText::new(id.kind).italics());
            for line in id.text.lines() {
                ui.label(line);
            }
            ui.label(RichText::new(id.deck).small().color(theme::muted(dark)));
        });
}

fn edition_name(e: BigSellOutEdition) -> &'static str {
    match e {
        BigSellOutEdition::AndroidNetrunner => "Android: Netrunner edition",
        BigSellOutEdition::Classic => "classic Netrunner edition",
    }
}

fn bso_ui(
    ui: &mut egui::Ui,
    t: &BsoTable,
    st: &mut TableHelperState,
    dark: bool,
    ops: &mut Vec<Op>,
) {
    let over = t.outcome().is_some();
    let turn = t.turn();
    ui.label(
        RichText::new(format!(
            "The Big Sell-Out ({}), cycle {}",
            edition_name(t.edition()),
            t.cycle()
        ))
        .strong(),
    );
    if let Some(text) = t.outcome_text() {
        banner(ui, &text, dark);
    }
    ui.add_space(6.0);
    ui.horizontal_wrapped(|ui| {
        ui.label("Turn order");
        for seat in t.order(t.cycle()) {
            chip(
                ui,
                format!("{seat}: {}", t.name(seat)),
                seat == turn.seat,
                !t.takes_turns(seat),
                dark,
            );
        }
        if ui
            .add_enabled(
                !over,
                egui::Button::new("Next turn").min_size(egui::vec2(110.0, 30.0)),
            )
            .clicked()
        {
            ops.push(Op::NextTurn);
        }
    });
    ui.label(format!("Now: {} ({})", t.name(turn.seat), turn.seat));
    if t.edition() == BigSellOutEdition::Classic && t.cycle() == 1 {
        ui.label(
            RichText::new(
                "First turn (classic): every Sponsor, then every Agent; then the normal order.",
            )
            .color(theme::muted(dark)),
        );
    }
    if let Some(r) = t.first_turn_restriction() {
        ui.colored_label(theme::attention(dark), r);
    }
    if !over {
        let check = match t.edition() {
            BigSellOutEdition::AndroidNetrunner => match t.end_of_cycle_check() {
                None => "Victory check after the last Agent's turn: the game goes on.".to_string(),
                Some(BsoOutcome::Win { team, reason }) => format!(
                    "Victory check after the last Agent's turn: Team {} would win ({reason}).",
                    team + 1
                ),
                Some(BsoOutcome::Draw { teams }) => format!(
                    "Victory check after the last Agent's turn: a draw between teams {}.",
                    teams
                        .iter()
                        .map(|t| (t + 1).to_string())
                        .collect::<Vec<_>>()
                        .join(", ")
                ),
            },
            BigSellOutEdition::Classic => "A team wins at 11 agenda points, at once.".to_string(),
        };
        ui.label(RichText::new(check).color(theme::muted(dark)));
    }
    ui.add_space(theme::SECTION_GAP);

    // Teams: points, leaving, flatline, rehiring, ICE bonus.
    let ice = t.ice_bonus_applies();
    egui::Grid::new("bso-teams")
        .num_columns(7)
        .spacing([12.0, 6.0])
        .striped(true)
        .show(ui, |ui| {
            for h in [
                "Team",
                "Sponsor",
                "Agent",
                "Agenda points",
                "",
                "ICE bonus",
                "",
            ] {
                ui.label(RichText::new(h).strong());
            }
            ui.end_row();
            for (i, team) in t.teams().iter().enumerate() {
                let live = !over && team.in_game();
                ui.label(format!("Team {}", i + 1));
                ui.label(format!("S{}: {}", i + 1, team.sponsor()));
                let agent = if team.agent_flatlined() {
                    RichText::new(format!("A{}: {} (flatlined)", i + 1, team.agent()))
                        .color(theme::attention(dark))
                } else {
                    RichText::new(format!("A{}: {}", i + 1, team.agent()))
                };
                ui.label(agent);
                let mut pts = format!("{}", team.points());
                if team.forfeit_agendas() > 0 {
                    pts += " (next agenda forfeited)";
                }
                if team.forfeit_points() > 0 {
                    pts += &format!(" ({} points to forfeit)", team.forfeit_points());
                }
                match team.left() {
                    Some(why) => {
                        ui.label(
                            RichText::new(format!("{pts}, left: {why}"))
                                .strikethrough()
                                .color(theme::muted(dark)),
                        );
                    }
                    None => {
                        ui.label(pts);
                    }
                }
                ui.horizontal(|ui| {
                    points_buttons(ui, live, |d| ops.push(Op::BsoPoints(i, d)));
                });
                if ice {
                    ui.horizontal(|ui| {
                        ui.label(format!("+{}", t.ice_bonus(i)));
                        if ui
                            .add_enabled(
                                live,
                                egui::Button::new(format!("Agent ran S{}'s servers", i + 1))
                                    .small(),
                            )
                            .clicked()
                        {
                            ops.push(Op::BsoRan(i));
                        }
                    });
                } else {
                    ui.label(RichText::new("not used").color(theme::muted(dark)));
                }
                ui.horizontal(|ui| {
                    if ui
                        .add_enabled(
                            live,
                            egui::Button::new(format!("S{} decked", i + 1)).small(),
                        )
                        .clicked()
                    {
                        ops.push(Op::BsoDecked(i));
                    }
                    if team.agent_flatlined() {
                        if ui
                            .add_enabled(
                                live,
                                egui::Button::new(format!("Rehire A{}", i + 1)).small(),
                            )
                            .clicked()
                        {
                            ops.push(Op::BsoRehire(i));
                        }
                    } else if ui
                        .add_enabled(
                            live,
                            egui::Button::new(format!("A{} flatlined", i + 1)).small(),
                        )
                        .clicked()
                    {
                        ops.push(Op::BsoFlatline(i));
                    }
                });
                ui.end_row();
            }
        });
    let muted = theme::muted(dark);
    if ice {
        ui.label(
            RichText::new("ICE bonus: +1 strength to all of a Sponsor's ICE for each successive Agent that ran its servers since its last turn; it resets when its turn begins. Press the button in the running Agent's turn.")
                .small()
                .color(muted),
        );
    } else {
        ui.label(
            RichText::new("ICE bonus: not used; the Android: Netrunner edition uses it only with 6 or more players.")
                .small()
                .color(muted),
        );
    }
    let terms = bso::rehire_terms(t.edition());
    let rehire = if t.edition() == BigSellOutEdition::Classic && !t.classic_rehiring() {
        "Rehiring: not used at this table (a flatlined Agent's team loses).".to_string()
    } else {
        format!(
            "Rehiring a flatlined Agent: in the Sponsor's turn, forgo {} clicks; {}{}.",
            terms.clicks,
            terms.forfeit,
            match (terms.credits, terms.cards) {
                (Some(c), Some(k)) =>
                    format!("; the new Agent starts with {c} credits and {k} cards"),
                _ => String::new(),
            }
        )
    };
    ui.label(RichText::new(rehire).small().color(muted));
    ui.add_space(theme::SECTION_GAP);

    ui.columns(2, |cols| {
        exchange_ui(&mut cols[0], t, st, dark);
        tags_ui(&mut cols[1], t, st, dark, ops);
    });
}

fn exchange_ui(ui: &mut egui::Ui, t: &BsoTable, st: &mut TableHelperState, dark: bool) {
    egui::Frame::group(ui.style()).inner_margin(10.0).show(ui, |ui| {
        ui.label(RichText::new("Credit exchange").strong());
        let rates = match t.edition() {
            BigSellOutEdition::AndroidNetrunner => {
                "Costs a click, in the giver's own turn. Sponsor: up to 4 credits, the Agent gains 2 for each. Agent: up to 8 credits, the Sponsor gains 1 for every 2."
            }
            BigSellOutEdition::Classic => {
                "Costs an action, in the giver's own turn. Any amount: the Agent gains 2 for each credit the Sponsor gives; the Sponsor gains 1 for every 2 the Agent gives."
            }
        };
        ui.label(RichText::new(rates).small().color(theme::muted(dark)));
        ui.horizontal(|ui| {
            ui.selectable_value(&mut st.exchange_dir, ExchangeDirection::SponsorToAgent, "Sponsor gives");
            ui.selectable_value(&mut st.exchange_dir, ExchangeDirection::AgentToSponsor, "Agent gives");
        });
        ui.horizontal(|ui| {
            let l = ui.label("Credits spent");
            ui.add_sized([60.0, 24.0], egui::TextEdit::singleline(&mut st.exchange_spent))
                .labelled_by(l.id);
        });
        let spent = st.exchange_spent.trim().parse::<u32>().map_err(|_| {
            TableError::Tag("type the credits spent as a whole number".into())
        });
        match spent.and_then(|n| bso::credit_exchange(t.edition(), st.exchange_dir, n)) {
            Ok(x) => {
                let who = match st.exchange_dir {
                    ExchangeDirection::SponsorToAgent => "The Agent",
                    ExchangeDirection::AgentToSponsor => "The Sponsor",
                };
                ui.label(
                    RichText::new(format!("{who} gains {} credits", x.gained))
                        .strong()
                        .color(theme::ok(dark)),
                );
            }
            Err(e) => {
                ui.colored_label(theme::error(dark), capitalise(&e.to_string()));
            }
        }
    });
}

fn tags_ui(
    ui: &mut egui::Ui,
    t: &BsoTable,
    st: &mut TableHelperState,
    dark: bool,
    ops: &mut Vec<Op>,
) {
    let over = t.outcome().is_some();
    let n = t.teams().len();
    egui::Frame::group(ui.style())
        .inner_margin(10.0)
        .show(ui, |ui| {
            ui.label(RichText::new("Tag ledger").strong());
            ui.horizontal_wrapped(|ui| {
                ui.label("Team");
                egui::ComboBox::from_id_salt("tag-owner")
                    .width(60.0)
                    .selected_text(format!("{}", st.tag_owner + 1))
                    .show_ui(ui, |ui| {
                        for i in 0..n {
                            ui.selectable_value(&mut st.tag_owner, i, format!("{}", i + 1));
                        }
                    });
                ui.label("tags Agent");
                egui::ComboBox::from_id_salt("tag-agent")
                    .width(60.0)
                    .selected_text(format!("A{}", st.tag_agent + 1))
                    .show_ui(ui, |ui| {
                        for i in 0..n {
                            ui.selectable_value(&mut st.tag_agent, i, format!("A{}", i + 1));
                        }
                    });
                if ui
                    .add_enabled(!over, egui::Button::new("Place tag"))
                    .clicked()
                {
                    ops.push(Op::PlaceTag);
                }
            });
            ui.horizontal(|ui| {
                let l = ui.label("Asking price");
                ui.add_sized([50.0, 24.0], egui::TextEdit::singleline(&mut st.tag_price))
                    .labelled_by(l.id);
                ui.label(
                    RichText::new("(at least 2 credits)")
                        .small()
                        .color(theme::muted(dark)),
                );
            });
            if t.tags().is_empty() {
                ui.label(RichText::new("No tags.").color(theme::muted(dark)));
            }
            let busy = t.offer().is_some() || !t.auctions().is_empty();
            for tag in t.tags() {
                ui.horizontal(|ui| {
                    ui.label(format!(
                        "#{} on A{} ({}), owned by Team {}",
                        tag.id,
                        tag.agent + 1,
                        t.name(BsoSeat::agent(tag.agent)),
                        tag.owner + 1
                    ));
                    if ui
                        .add_enabled(
                            !over && !busy,
                            egui::Button::new(format!("Offer #{}", tag.id)).small(),
                        )
                        .clicked()
                    {
                        ops.push(Op::OfferTag(tag.id));
                    }
                    if ui
                        .add_enabled(
                            !over && !busy,
                            egui::Button::new(format!("Remove #{}", tag.id)).small(),
                        )
                        .clicked()
                    {
                        ops.push(Op::RemoveTag(tag.id));
                    }
                });
            }
            if let Some(o) = t.offer() {
                ui.separator();
                ui.label(format!(
                    "Tag #{} offered to S{} ({}) for {} credits",
                    o.tag,
                    o.buyer + 1,
                    t.name(BsoSeat::sponsor(o.buyer)),
                    o.price
                ));
                ui.horizontal(|ui| {
                    if ui.button("Accept offer").clicked() {
                        ops.push(Op::Accept);
                    }
                    if ui.button("Refuse offer").clicked() {
                        ops.push(Op::Refuse);
                    }
                });
            }
            if let Some(a) = t.auctions().first() {
                ui.separator();
                let order: Vec<String> = a.bidders.iter().map(|&b| format!("S{}", b + 1)).collect();
                ui.label(format!(
                    "Auction of tag #{} at the end of this turn; bidding order {}",
                    a.tag,
                    order.join(", ")
                ));
                let best = a.best.map_or_else(
                    || "no bids yet".to_string(),
                    |(team, c)| format!("best bid: S{} with {c} credits", team + 1),
                );
                ui.label(best);
                if let Some(next) = a.next_bidder() {
                    ui.horizontal(|ui| {
                        ui.label(format!(
                            "S{} ({}) bids once or passes:",
                            next + 1,
                            t.name(BsoSeat::sponsor(next))
                        ));
                        let l = ui.label("Bid");
                        ui.add_sized([50.0, 24.0], egui::TextEdit::singleline(&mut st.bid))
                            .labelled_by(l.id);
                        if ui.button("Place bid").clicked() {
                            ops.push(Op::Bid);
                        }
                        if ui.button("Pass").clicked() {
                            ops.push(Op::Pass);
                        }
                    });
                }
                ui.label(
                    RichText::new("Only the winning bid is paid.")
                        .small()
                        .color(theme::muted(dark)),
                );
            }
            if !t.sales().is_empty() {
                ui.separator();
                ui.label(RichText::new("Sales").strong());
                for s in t.sales() {
                    ui.label(sale_text(s));
                }
            }
        });
}
