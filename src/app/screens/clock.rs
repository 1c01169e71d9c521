//! The clock screen and the projector window.
//!
//! The clock itself lives in the event ([`RoundClock`]): every button is an engine command that
//! carries the app's current time, so a saved event shows the right remaining time when it is
//! opened again. The projector window is a second viewport; its content is [`projector_ui`], a
//! plain function of the event, so it can be drawn (and tested) anywhere.

use super::Cx;
use crate::app::words::Speaks as _;
use crate::app::{Action, theme};
use crate::engine::clock::{MS_PER_MINUTE, RoundClock, format_remaining};
use crate::engine::elimination::GameStatus;
use crate::engine::{Command, Event, PlayerId, RoundRef, Side};
use crate::i18n::Lang;
use crate::tr;
use egui::{Color32, RichText};

/// State of the clock screen (and what the projector shows).
pub struct ClockState {
    /// The table typed for an extension.
    pub table: String,
    /// The minutes typed for an extension.
    pub minutes: String,
    /// The round length typed, in minutes.
    pub length: String,
    /// Whether the length field holds an edit not applied yet.
    pub length_edited: bool,
    /// Show the pairings by name, scrolling, on the projector.
    pub show_pairings: bool,
    /// What is wrong with the typed extension.
    pub extension_problem: Option<String>,
    /// What is wrong with the typed length.
    pub length_problem: Option<String>,
    /// The app pass in which the projector window was last drawn (to know it is open).
    pub projector_pass: Option<u64>,
    /// While the event is shared on the local network: its address and QR code, shown in a
    /// corner of the projector.
    pub share: Option<(String, Vec<Vec<bool>>)>,
}

impl Default for ClockState {
    fn default() -> Self {
        ClockState {
            table: String::new(),
            minutes: "5".into(),
            length: String::new(),
            length_edited: false,
            show_pairings: false,
            extension_problem: None,
            length_problem: None,
            projector_pass: None,
            share: None,
        }
    }
}

/// The round the clock belongs to.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
enum ClockRound {
    /// A Swiss round.
    Swiss(u32),
    /// A round of pods (a multiplayer event).
    Pods(u32),
    /// An elimination round before the final.
    Elimination(u32),
    /// The final (or second final) of the cut.
    Final,
    /// The cut has been played to the end: the event is over.
    Over,
}

impl ClockRound {
    fn of(event: &Event) -> Option<ClockRound> {
        if event.cut().is_some_and(|b| b.is_finished()) {
            return Some(ClockRound::Over);
        }
        Some(match crate::engine::views::current_round(event)? {
            RoundRef::Elimination(round)
                if event.cut().is_some_and(|b| b.is_final_round(round)) =>
            {
                ClockRound::Final
            }
            RoundRef::Elimination(round) => ClockRound::Elimination(round),
            RoundRef::Swiss(n) if event.is_multiplayer() => ClockRound::Pods(n),
            RoundRef::Swiss(n) => ClockRound::Swiss(n),
        })
    }

    fn label(self, lang: Lang) -> String {
        match self {
            ClockRound::Swiss(n) => tr!(lang, "clock-round", n = n),
            ClockRound::Pods(n) => tr!(lang, "clock-pod-round", n = n),
            ClockRound::Elimination(n) => tr!(lang, "clock-elimination-round", n = n),
            ClockRound::Final => tr!(lang, "clock-final"),
            ClockRound::Over => tr!(lang, "clock-over"),
        }
    }
}

/// What a multiplayer event's pods do now that time is called (the event's procedure), in
/// `lang`; `None` for other events.
pub fn time_call_line(event: &Event, lang: Lang) -> Option<String> {
    let mp = event.multiplayer()?;
    Some(crate::io::multiplayer::time_call_words(
        lang,
        mp.settings.time_call,
        event.settings().format,
        true,
    ))
}

/// Which round the clock belongs to, in `lang`: "Round 3", "Elimination round 2", "Final".
pub fn round_label(event: &Event, lang: Lang) -> Option<String> {
    ClockRound::of(event).map(|r| r.label(lang))
}

/// The final places of a finished event, 1st first (`None` before the cut is played out).
fn final_places(event: &Event) -> Option<Vec<PlayerId>> {
    let b = event.cut().filter(|b| b.is_finished())?;
    Some(b.places().into_iter().flatten().collect())
}

/// Where the clock stands.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Phase {
    /// Not started yet.
    NotStarted,
    /// Running.
    Running,
    /// Paused.
    Paused,
    /// Started and no time left.
    TimeCalled,
}

impl Phase {
    /// The phase of `clock` at `now`.
    pub fn of(clock: &RoundClock, now: i64) -> Phase {
        if clock.is_time_called(now) {
            Phase::TimeCalled
        } else if clock.is_running() {
            Phase::Running
        } else if clock.is_paused() {
            Phase::Paused
        } else {
            Phase::NotStarted
        }
    }

    /// How it is shown, in `lang`.
    pub fn label(self, lang: Lang) -> String {
        match self {
            Phase::NotStarted => tr!(lang, "clock-phase-not-started"),
            Phase::Running => tr!(lang, "clock-phase-running"),
            Phase::Paused => tr!(lang, "clock-phase-paused"),
            Phase::TimeCalled => tr!(lang, "clock-phase-time-called"),
        }
    }
}

/// The players of a table (Swiss) or game (elimination) of the clock's round.
fn table_players(event: &Event, table: u32) -> Option<(PlayerId, Option<PlayerId>)> {
    if let Some(b) = event.cut() {
        let g = b.game(table).ok()?;
        let (a, c) = g.pair()?;
        return Some((a, Some(c)));
    }
    let p = event.rounds().last()?.table(table)?;
    Some((p.p1, p.p2))
}

fn table_text(event: &Event, table: u32, lang: Lang) -> String {
    match table_players(event, table) {
        Some((a, Some(b))) => tr!(
            lang,
            "clock-table-players",
            a = event.name_of(a),
            b = event.name_of(b)
        ),
        Some((a, None)) => tr!(lang, "clock-table-bye", name = event.name_of(a)),
        None => String::new(),
    }
}

fn local_time(ms: i64) -> String {
    chrono::DateTime::from_timestamp_millis(ms)
        .map(|t| t.with_timezone(&chrono::Local).format("%H:%M").to_string())
        .unwrap_or_default()
}

/// Draws the clock screen; it scrolls when the window is too small for it.
pub fn ui(ui: &mut egui::Ui, cx: &mut Cx<'_>, state: &mut ClockState) {
    egui::ScrollArea::vertical()
        .id_salt("clock_page")
        .auto_shrink([false, false])
        .show(ui, |ui| page_ui(ui, cx, state));
}

fn page_ui(ui: &mut egui::Ui, cx: &mut Cx<'_>, state: &mut ClockState) {
    let event = cx.event;
    let now = cx.now_ms;
    let dark = ui.visuals().dark_mode;
    let muted = theme::muted(dark);
    let lang = ui.lang();
    ui.heading(match ClockRound::of(event) {
        Some(ClockRound::Swiss(n)) => tr!(lang, "clock-heading-swiss", n = n),
        Some(ClockRound::Pods(n)) => tr!(lang, "clock-heading-pods", n = n),
        Some(r) => tr!(lang, "clock-heading-cut", round = r.label(lang)),
        None => tr!(lang, "clock-heading"),
    });
    if let Some(places) = final_places(event) {
        // The event is over: its winner first (the projector shows no clock any more; the
        // organizer keeps the final's clock here).
        if let Some(&first) = places.first() {
            ui.label(
                RichText::new(tr!(lang, "clock-winner", name = event.name_of(first)))
                    .size(32.0)
                    .strong(),
            );
        }
    }
    let Some(clock) = event.clock() else {
        let why = if event.cut().is_some() {
            tr!(lang, "clock-none-cut")
        } else if event.is_multiplayer() {
            tr!(lang, "clock-none-pods")
        } else {
            tr!(lang, "clock-none-swiss")
        };
        ui.label(RichText::new(why).color(muted));
        ui.add_space(theme::SECTION_GAP);
        projector_controls(ui, cx, state);
        return;
    };
    let phase = Phase::of(clock, now);
    let remaining = clock.remaining_ms(now);
    ui.add_space(theme::SECTION_GAP);

    egui::Frame::group(ui.style())
        .inner_margin(16.0)
        .show(ui, |ui| {
            ui.set_width(ui.available_width().min(1100.0));
            ui.vertical_centered(|ui| {
                let colour = match phase {
                    Phase::TimeCalled => theme::attention(dark),
                    Phase::NotStarted | Phase::Paused => muted,
                    Phase::Running => ui.visuals().strong_text_color(),
                };
                ui.label(
                    RichText::new(format_remaining(remaining))
                        .font(egui::FontId::monospace(104.0))
                        .color(colour),
                );
                let detail = match phase {
                    Phase::Running => clock
                        .ends_at()
                        .map(|t| tr!(lang, "clock-running-until", time = local_time(t)))
                        .unwrap_or_else(|| phase.label(lang)),
                    Phase::TimeCalled if remaining < 0 => tr!(
                        lang,
                        "clock-time-called-ago",
                        time = format_remaining(-remaining)
                    ),
                    p => p.label(lang),
                };
                let c = if phase == Phase::TimeCalled {
                    theme::attention(dark)
                } else {
                    muted
                };
                ui.label(RichText::new(detail).size(18.0).color(c));
                if phase == Phase::TimeCalled
                    && let Some(words) = time_call_line(event, lang)
                {
                    ui.label(RichText::new(words).size(18.0).strong().color(c));
                }
                let minutes = clock.length_ms() / MS_PER_MINUTE;
                let length = if clock.added_ms() != 0 {
                    let sign = if clock.added_ms() > 0 { "+" } else { "−" };
                    let added = format!("{sign}{}", format_remaining(clock.added_ms().abs()));
                    tr!(lang, "clock-length-added", minutes = minutes, added = added)
                } else {
                    tr!(lang, "clock-length", minutes = minutes)
                };
                ui.label(RichText::new(length).color(muted));
                ui.add_space(10.0);
                let big = egui::vec2(128.0, 36.0);
                ui.horizontal(|ui| {
                    // Centre the row of buttons.
                    let w = 128.0 + 3.0 * 110.0 + 4.0 * ui.spacing().item_spacing.x;
                    ui.add_space(((ui.available_width() - w) / 2.0).max(0.0));
                    let (text, cmd) = match phase {
                        Phase::NotStarted => {
                            (tr!(lang, "clock-start"), Command::ClockStart { at_ms: now })
                        }
                        Phase::Running => {
                            (tr!(lang, "clock-pause"), Command::ClockPause { at_ms: now })
                        }
                        Phase::Paused => (
                            tr!(lang, "clock-resume"),
                            Command::ClockResume { at_ms: now },
                        ),
                        Phase::TimeCalled if clock.is_running() => {
                            (tr!(lang, "clock-pause"), Command::ClockPause { at_ms: now })
                        }
                        Phase::TimeCalled => (
                            tr!(lang, "clock-resume"),
                            Command::ClockResume { at_ms: now },
                        ),
                    };
                    let b =
                        egui::Button::new(RichText::new(text).strong().size(17.0)).min_size(big);
                    if ui.add(b).clicked() {
                        cx.apply(cmd);
                    }
                    let small = egui::vec2(110.0, 36.0);
                    if ui
                        .add(egui::Button::new(tr!(lang, "clock-add-minute")).min_size(small))
                        .clicked()
                    {
                        cx.apply(Command::ClockAdd { ms: MS_PER_MINUTE });
                    }
                    let can_take = clock.total_ms() >= MS_PER_MINUTE;
                    if ui
                        .add_enabled(
                            can_take,
                            egui::Button::new(tr!(lang, "clock-take-minute")).min_size(small),
                        )
                        .clicked()
                    {
                        cx.apply(Command::ClockAdd { ms: -MS_PER_MINUTE });
                    }
                    let can_call = clock.is_started() && phase != Phase::TimeCalled;
                    if ui
                        .add_enabled(
                            can_call,
                            egui::Button::new(tr!(lang, "clock-call-time")).min_size(small),
                        )
                        .on_hover_text(tr!(lang, "clock-call-time-hover"))
                        .clicked()
                    {
                        // The clock has no undo of its own: a mistaken click must not cost
                        // the room its remaining time.
                        cx.actions.push(Action::Confirm {
                            question: tr!(
                                lang,
                                "clock-call-time-question",
                                left = format_remaining(remaining)
                            ),
                            yes: tr!(lang, "clock-call-time-yes"),
                            then: Box::new(Action::Apply(Command::ClockCallTime { at_ms: now })),
                        });
                    }
                });
            });
        });
    ui.add_space(theme::SECTION_GAP);

    ui.horizontal_top(|ui| {
        ui.vertical(|ui| {
            ui.set_width(360.0);
            length_ui(ui, cx, state, clock);
            ui.add_space(theme::SECTION_GAP);
            projector_controls(ui, cx, state);
        });
        ui.add_space(theme::SECTION_GAP);
        ui.vertical(|ui| extensions_ui(ui, cx, state, clock));
    });
}

fn length_ui(ui: &mut egui::Ui, cx: &mut Cx<'_>, state: &mut ClockState, clock: &RoundClock) {
    let dark = ui.visuals().dark_mode;
    let lang = ui.lang();
    let current = (clock.length_ms() / MS_PER_MINUTE).to_string();
    if !state.length_edited {
        state.length = current.clone();
    }
    egui::Frame::group(ui.style())
        .inner_margin(10.0)
        .show(ui, |ui| {
            ui.set_width(ui.available_width());
            ui.label(RichText::new(tr!(lang, "clock-length-heading")).strong());
            ui.horizontal(|ui| {
                let l = ui.label(tr!(lang, "clock-minutes"));
                let r = ui
                    .add(egui::TextEdit::singleline(&mut state.length).desired_width(60.0))
                    .labelled_by(l.id);
                if r.changed() {
                    state.length_edited = true;
                    state.length_problem = None;
                }
                let enter = r.lost_focus() && ui.input(|i| i.key_pressed(egui::Key::Enter));
                let set = ui
                    .add_enabled(
                        state.length.trim() != current,
                        egui::Button::new(tr!(lang, "clock-set-length")),
                    )
                    .clicked();
                if set || enter {
                    match state.length.trim().parse::<u32>() {
                        Ok(m) if (1..=600).contains(&m) => {
                            state.length_problem = None;
                            state.length_edited = false;
                            if m.to_string() != current {
                                cx.apply(Command::ClockSetLength { minutes: m });
                            }
                        }
                        _ => {
                            state.length_problem = Some(tr!(lang, "clock-length-problem"));
                        }
                    }
                }
            });
            let regulation = clock.kind().default_minutes();
            let note = if clock.kind() == crate::engine::RoundKind::SingleSided {
                tr!(lang, "clock-length-note-single-sided", minutes = regulation)
            } else {
                tr!(lang, "clock-length-note", minutes = regulation)
            };
            ui.label(RichText::new(note).color(theme::muted(dark)));
            if let Some(p) = &state.length_problem {
                ui.colored_label(theme::error(dark), p);
            }
        });
}

fn projector_controls(ui: &mut egui::Ui, cx: &mut Cx<'_>, state: &mut ClockState) {
    let open = state
        .projector_pass
        .is_some_and(|p| p + 2 >= ui.ctx().cumulative_pass_nr());
    let lang = ui.lang();
    egui::Frame::group(ui.style())
        .inner_margin(10.0)
        .show(ui, |ui| {
            ui.set_width(ui.available_width());
            ui.label(RichText::new(tr!(lang, "clock-projector")).strong());
            ui.label(
                RichText::new(tr!(lang, "clock-projector-about"))
                    .color(theme::muted(ui.visuals().dark_mode)),
            );
            let text = if open {
                tr!(lang, "clock-projector-close")
            } else {
                tr!(lang, "clock-projector-open")
            };
            if ui.button(text).clicked() {
                cx.actions.push(Action::Projector(!open));
            }
            ui.checkbox(
                &mut state.show_pairings,
                tr!(lang, "clock-projector-show-pairings"),
            );
        });
}

fn extensions_ui(ui: &mut egui::Ui, cx: &mut Cx<'_>, state: &mut ClockState, clock: &RoundClock) {
    let event = cx.event;
    let now = cx.now_ms;
    let dark = ui.visuals().dark_mode;
    let muted = theme::muted(dark);
    let lang = ui.lang();
    egui::Frame::group(ui.style())
        .inner_margin(10.0)
        .show(ui, |ui| {
            ui.set_width(ui.available_width().clamp(420.0, 1100.0 - 360.0 - 40.0));
            ui.label(RichText::new(tr!(lang, "clock-extension-heading")).strong());
            ui.label(RichText::new(tr!(lang, "clock-extension-about")).color(muted));
            let mut go = false;
            ui.horizontal(|ui| {
                let l = ui.label(tr!(lang, "clock-extension-table"));
                let r = ui
                    .add(egui::TextEdit::singleline(&mut state.table).desired_width(50.0))
                    .labelled_by(l.id);
                go |= r.lost_focus() && ui.input(|i| i.key_pressed(egui::Key::Enter));
                let mut changed = r.changed();
                let l = ui.label(tr!(lang, "clock-extension-minutes"));
                let r = ui
                    .add(egui::TextEdit::singleline(&mut state.minutes).desired_width(50.0))
                    .labelled_by(l.id);
                go |= r.lost_focus() && ui.input(|i| i.key_pressed(egui::Key::Enter));
                changed |= r.changed();
                if changed {
                    state.extension_problem = None;
                }
                go |= ui.button(tr!(lang, "clock-extend")).clicked();
            });
            if go {
                match parse_extension(event, &state.table, &state.minutes, lang) {
                    Ok((table, ms)) => {
                        state.extension_problem = None;
                        state.table.clear();
                        cx.apply(Command::ClockExtendTable { table, ms });
                    }
                    Err(e) => state.extension_problem = Some(e),
                }
            }
            if let Some(p) = &state.extension_problem {
                ui.colored_label(theme::error(dark), p);
            }
            ui.add_space(6.0);
            if clock.extensions().is_empty() {
                ui.label(RichText::new(tr!(lang, "clock-extension-none")).color(muted));
                return;
            }
            egui::Grid::new("clock_extensions")
                .num_columns(5)
                .striped(true)
                .spacing([14.0, 6.0])
                .show(ui, |ui| {
                    ui.strong(tr!(lang, "clock-col-table"));
                    ui.strong(tr!(lang, "clock-col-players"));
                    ui.strong(tr!(lang, "clock-col-extra"));
                    ui.strong(tr!(lang, "clock-col-time-left"));
                    ui.label("");
                    ui.end_row();
                    for (&table, &ms) in clock.extensions() {
                        ui.label(tr!(lang, "clock-table", n = table));
                        ui.label(RichText::new(table_text(event, table, lang)).color(muted));
                        ui.label(format!("+{}", format_remaining(ms)));
                        let left = clock.table_remaining_ms(table, now);
                        let t = RichText::new(format_remaining(left)).monospace().strong();
                        let called = clock.is_table_time_called(table, now);
                        ui.label(if called {
                            t.color(theme::attention(dark))
                        } else {
                            t
                        });
                        if ui
                            .small_button(tr!(lang, "clock-extension-remove", n = table))
                            .clicked()
                        {
                            cx.apply(Command::ClockExtendTable { table, ms: -ms });
                        }
                        ui.end_row();
                    }
                });
        });
}

/// Checks the typed table and minutes of an extension; what is wrong, in `lang`.
pub fn parse_extension(
    event: &Event,
    table: &str,
    minutes: &str,
    lang: Lang,
) -> Result<(u32, i64), String> {
    let t = table.trim();
    let table: u32 = match t.parse() {
        Ok(n) if n >= 1 => n,
        _ if t.is_empty() => return Err(tr!(lang, "clock-problem-no-table")),
        _ => return Err(tr!(lang, "clock-problem-not-a-table", text = t)),
    };
    if table_players(event, table).is_none() {
        return Err(if event.cut().is_some() {
            tr!(lang, "clock-problem-no-such-game", n = table)
        } else {
            tr!(lang, "clock-problem-no-such-table", n = table)
        });
    }
    let m = minutes.trim();
    match m.parse::<i64>() {
        Ok(n) if (1..=120).contains(&n) => Ok((table, n * MS_PER_MINUTE)),
        _ => Err(tr!(lang, "clock-problem-not-minutes", text = m)),
    }
}

/// One line of the projector's pairings list.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct ProjectorLine {
    /// The player.
    pub name: String,
    /// "Table 4", "Bye".
    pub table: String,
    /// The table's (or game's) number; `None` for a bye.
    pub table_number: Option<u32>,
    /// "vs Bo", "Corp vs Bo", or empty for a bye.
    pub opponent: String,
    /// The player asked not to be filmed.
    pub no_video: bool,
    /// The player sits at the featured table (the stream films it).
    pub featured: bool,
}

/// Every player of the clock's round, alphabetically, with their table and opponent, in `lang`.
pub fn projector_lines(event: &Event, lang: Lang) -> Vec<ProjectorLine> {
    let mut lines = Vec::new();
    let featured = crate::io::share::featured_now(event).map(|(_, t)| t);
    let mut push = |p: PlayerId, number: Option<u32>, opp: Option<PlayerId>, side: Option<Side>| {
        let opponent = match (opp, side) {
            (Some(o), Some(s)) => tr!(
                lang,
                "clock-projector-opponent-side",
                side = crate::io::words::side(s, lang),
                name = event.name_of(o)
            ),
            (Some(o), None) => tr!(lang, "clock-projector-opponent", name = event.name_of(o)),
            (None, _) => String::new(),
        };
        let table = match number {
            Some(n) => tr!(lang, "clock-projector-table", n = n),
            None => tr!(lang, "clock-projector-bye"),
        };
        let featured = opp.is_some() && number.is_some() && featured == number;
        let key = crate::io::names::sort_key_of(event, p);
        lines.push((
            key,
            ProjectorLine {
                name: event.name_of(p),
                table,
                table_number: number,
                opponent,
                no_video: event.player(p).is_some_and(|p| p.no_video),
                featured,
            },
        ));
    };
    if let Some(b) = event.cut() {
        for g in b.games() {
            if g.status != GameStatus::Ready {
                continue;
            }
            let (Some((a, c)), Some(s)) = (g.pair(), g.sides) else {
                continue;
            };
            let t = Some(g.number());
            push(a, t, Some(c), s.side_of(a));
            push(c, t, Some(a), s.side_of(c));
        }
    } else if let Some(r) = event.rounds().last() {
        for p in &r.pairings {
            match p.p2 {
                Some(p2) => {
                    let t = Some(p.table);
                    push(p.p1, t, Some(p2), p.p1_side);
                    push(p2, t, Some(p.p1), p.p1_side.map(Side::other));
                }
                None => push(p.p1, None, None, None),
            }
        }
    }
    // By reading where given, as players look for their names (issue 37).
    lines.sort_by(|a, b| a.0.cmp(&b.0));
    lines.into_iter().map(|(_, l)| l).collect()
}

/// Milliseconds the projector's pairings list takes to move by one line.
pub const MS_PER_LINE: i64 = 1_500;

/// The projector's content: event name, round, the time left very large, and optionally the
/// pairings by name, scrolling slowly. Type sizes follow the space available.
pub fn projector_ui(ui: &mut egui::Ui, event: &Event, state: &ClockState, now_ms: i64) {
    let dark = ui.visuals().dark_mode;
    let muted = theme::muted(dark);
    let lang = ui.lang();
    let full = ui.available_rect_before_wrap();
    let (w, h) = (full.width().max(1.0), full.height().max(1.0));
    let s = h.min(w * 0.62);
    let lines = if state.show_pairings {
        projector_lines(event, lang)
    } else {
        Vec::new()
    };
    let with_list = !lines.is_empty();
    if let Some((url, qr)) = &state.share {
        // The event's address in the bottom-right corner, for phones to scan.
        let side = (s * 0.22).clamp(80.0, 260.0);
        let rect = egui::Rect::from_min_size(
            full.right_bottom() - egui::vec2(side + 8.0, side + 8.0 + 18.0),
            egui::vec2(side, side),
        );
        crate::app::sharing::paint_qr(ui.painter(), rect, qr);
        ui.painter().text(
            egui::pos2(rect.center().x, rect.bottom() + 2.0),
            egui::Align2::CENTER_TOP,
            url,
            egui::FontId::proportional(14.0),
            muted,
        );
    }
    let places = final_places(event);
    // Once the event is over the projector shows its winner and places, not the final's clock.
    let clock = event.clock().filter(|_| places.is_none());
    let time = clock.map(|c| format_remaining(c.remaining_ms(now_ms)));
    let phase = clock.map(|c| Phase::of(c, now_ms));

    ui.spacing_mut().item_spacing.y = (s * 0.01).max(2.0);
    ui.vertical_centered(|ui| {
        ui.add_space(s * 0.02);
        ui.label(
            RichText::new(&event.settings().name)
                .size((s * 0.05).max(14.0))
                .color(muted),
        );
        let round =
            round_label(event, lang).unwrap_or_else(|| tr!(lang, "clock-projector-no-round"));
        ui.label(RichText::new(round).size((s * 0.09).max(18.0)).strong());
        if let Some(places) = &places {
            for (i, &p) in places.iter().enumerate() {
                let (text, size) = if i == 0 {
                    (tr!(lang, "clock-winner", name = event.name_of(p)), 0.1)
                } else {
                    (
                        tr!(lang, "clock-place", n = i + 1, name = event.name_of(p)),
                        0.045,
                    )
                };
                ui.label(RichText::new(text).size((s * size).max(14.0)).strong());
            }
        }
        if let Some(time) = &time {
            // Monospace digits are about 0.6 em wide: keep the time inside the window.
            let chars = time.chars().count().max(4) as f32;
            let by_width = w * 0.92 / (0.62 * chars);
            let size = (s * if with_list { 0.24 } else { 0.36 })
                .min(by_width)
                .max(24.0);
            let colour = match phase {
                Some(Phase::TimeCalled) => theme::attention(dark),
                Some(Phase::Paused | Phase::NotStarted) => muted,
                _ => ui.visuals().strong_text_color(),
            };
            ui.label(
                RichText::new(time)
                    .font(egui::FontId::monospace(size))
                    .color(colour),
            );
        }
        if let (Some(p), Some(c)) = (phase, clock) {
            let text = match p {
                Phase::Running => None,
                p => Some(p.label(lang)),
            };
            if let Some(t) = text {
                let colour = if p == Phase::TimeCalled {
                    theme::attention(dark)
                } else {
                    muted
                };
                ui.label(RichText::new(t).size((s * 0.06).max(16.0)).color(colour));
            }
            if p == Phase::TimeCalled
                && let Some(words) = time_call_line(event, lang)
            {
                ui.label(
                    RichText::new(words)
                        .size((s * 0.045).max(14.0))
                        .strong()
                        .color(theme::attention(dark)),
                );
            }
            let ext: Vec<String> = c
                .extensions()
                .keys()
                .map(|&t| {
                    tr!(
                        lang,
                        "clock-projector-extension",
                        n = t,
                        time = format_remaining(c.table_remaining_ms(t, now_ms))
                    )
                })
                .collect();
            if !ext.is_empty() {
                ui.label(
                    RichText::new(tr!(
                        lang,
                        "clock-projector-extra-time",
                        list = ext.join(" · ")
                    ))
                    .size((s * 0.04).max(14.0))
                    .color(muted),
                );
            }
        }
        if let Some((_, t)) = crate::io::share::featured_now(event) {
            let size = (s * 0.045).max(14.0);
            ui.horizontal(|ui| {
                let text = tr!(lang, "clock-projector-on-stream", n = t);
                // Centred: the text as laid out (any script), and the camera mark before it.
                let text_w = ui
                    .painter()
                    .layout_no_wrap(
                        text.clone(),
                        egui::FontId::proportional(size),
                        Color32::PLACEHOLDER,
                    )
                    .size()
                    .x;
                let width = text_w + size * 1.6;
                ui.add_space(((ui.available_width() - width) / 2.0).max(0.0));
                crate::app::stream_marks::featured_mark(ui, t, size);
                ui.label(RichText::new(text).size(size));
            });
        }
    });
    if with_list {
        ui.add_space(s * 0.02);
        pairings_list(ui, &lines, (s * 0.042).max(14.0), now_ms, muted);
    }
}

/// A camera mark before a projector cell's text.
#[derive(Clone, Copy)]
enum Mark<'a> {
    None,
    /// A player who asked not to be filmed (their name).
    NoVideo(&'a str),
    /// The featured table (its number).
    Featured(u32),
}

/// The pairings, one line per player; scrolls (round and round) when they do not fit.
fn pairings_list(
    ui: &mut egui::Ui,
    lines: &[ProjectorLine],
    size: f32,
    now_ms: i64,
    muted: Color32,
) {
    let all = ui.available_rect_before_wrap();
    let row_h = size * 1.45;
    if all.height() < row_h * 3.0 {
        return;
    }
    ui.allocate_rect(all, egui::Sense::hover());
    let width = all.width().min(size * 34.0);
    let left = all.center().x - width / 2.0;
    let cols = [(0.0, 0.42), (0.44, 0.16), (0.62, 0.38)];
    // A cell's text, after a camera mark: crossed (no video) or plain (the featured table).
    let marked = |ui: &mut egui::Ui, y: f32, col: usize, text: RichText, mark: Mark<'_>| {
        let (x, w) = cols[col];
        let r = egui::Rect::from_min_size(
            egui::pos2(left + x * width, y),
            egui::vec2(w * width, row_h),
        );
        let layout = egui::Layout::left_to_right(egui::Align::Center);
        ui.scope_builder(egui::UiBuilder::new().max_rect(r).layout(layout), |ui| {
            match mark {
                Mark::None => {}
                Mark::NoVideo(name) => {
                    crate::app::stream_marks::no_video_mark(ui, name);
                }
                Mark::Featured(t) => {
                    crate::app::stream_marks::featured_mark(ui, t, size * 0.8);
                }
            }
            ui.add(egui::Label::new(text).truncate());
        });
    };
    let cell = |ui: &mut egui::Ui, y: f32, col: usize, text: RichText| {
        marked(ui, y, col, text, Mark::None)
    };
    // A fixed header line, then the list below it.
    let header = size * 0.75;
    let lang = ui.lang();
    let headings = [
        tr!(lang, "clock-projector-col-player"),
        tr!(lang, "clock-projector-col-table"),
        tr!(lang, "clock-projector-col-opponent"),
    ];
    for (col, t) in headings.into_iter().enumerate() {
        cell(
            ui,
            all.top(),
            col,
            RichText::new(t).size(header).color(muted),
        );
    }
    let line_y = all.top() + row_h;
    ui.painter().hline(
        left..=left + width,
        line_y,
        egui::Stroke::new(1.0, muted.gamma_multiply(0.5)),
    );
    let bottom = all.bottom() - size * 0.4;
    let rect = egui::Rect::from_min_max(
        egui::pos2(all.left(), line_y + 4.0),
        egui::pos2(all.right(), bottom),
    );
    let n = lines.len();
    let fits = row_h * n as f32 <= rect.height();
    // A few blank lines between the end of the list and its start again.
    let gap = 3;
    let cycle = n + gap;
    let offset = if fits {
        0.0
    } else {
        let cycle_ms = cycle as i64 * MS_PER_LINE;
        ui.ctx()
            .request_repaint_after(std::time::Duration::from_millis(50));
        now_ms.rem_euclid(cycle_ms) as f32 / MS_PER_LINE as f32 * row_h
    };
    let mut child = ui.new_child(egui::UiBuilder::new().max_rect(rect));
    child.set_clip_rect(rect.intersect(ui.clip_rect()));
    let first = (offset / row_h).floor() as usize;
    let visible = (rect.height() / row_h).ceil() as usize + 1;
    for k in first..first + visible {
        let i = if fits { k } else { k % cycle };
        if fits && k >= n {
            break;
        }
        let Some(line) = lines.get(i) else { continue };
        let y = rect.top() + k as f32 * row_h - offset;
        let no_video = match line.no_video {
            true => Mark::NoVideo(&line.name),
            false => Mark::None,
        };
        marked(
            &mut child,
            y,
            0,
            RichText::new(&line.name).size(size).strong(),
            no_video,
        );
        let featured = match (line.featured, line.table_number) {
            (true, Some(n)) => Mark::Featured(n),
            _ => Mark::None,
        };
        marked(
            &mut child,
            y,
            1,
            RichText::new(&line.table).size(size),
            featured,
        );
        cell(
            &mut child,
            y,
            2,
            RichText::new(&line.opponent).size(size).color(muted),
        );
    }
}

/// What became of the projector window this frame.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Projector {
    /// Still open.
    Open,
    /// Closed: by the organizer (`by_user`; the next start does not reopen it) or because the
    /// app is quitting or no event is open.
    Closed {
        /// The organizer closed it.
        by_user: bool,
    },
}

/// The projector window (a second viewport) showing `event`'s clock and pairings.
pub fn projector_viewport(
    ctx: &egui::Context,
    event: Option<&Event>,
    state: &mut ClockState,
    now_ms: i64,
) -> Projector {
    state.projector_pass = Some(ctx.cumulative_pass_nr());
    let lang = ctx.lang();
    let id = egui::ViewportId::from_hash_of("netrunner-to-projector");
    let builder = egui::ViewportBuilder::default()
        .with_title(tr!(lang, "clock-projector-window-title"))
        .with_inner_size([1024.0, 640.0])
        .with_min_inner_size([320.0, 200.0])
        .with_resizable(true);
    let mut close = false;
    ctx.show_viewport_immediate(id, builder, |ui, class| {
        let Some(event) = event else {
            close = true;
            return;
        };
        let state = &*state;
        if class == egui::ViewportClass::EmbeddedWindow {
            // No second window on this platform: a resizable window inside the main one.
            ui.set_min_size(egui::vec2(480.0, 320.0));
            projector_ui(ui, event, state, now_ms);
            return;
        }
        let ctx = ui.ctx().clone();
        let fullscreen = ctx.input(|i| i.viewport().fullscreen.unwrap_or(false));
        let toggle = ctx.input(|i| {
            i.key_pressed(egui::Key::F11) || (fullscreen && i.key_pressed(egui::Key::Escape))
        });
        egui::CentralPanel::default().show(ui, |ui| {
            let hovered = ctx.input(|i| i.pointer.has_pointer());
            let mut clicked = false;
            if !fullscreen || hovered {
                ui.with_layout(egui::Layout::right_to_left(egui::Align::Min), |ui| {
                    let t = if fullscreen {
                        tr!(lang, "clock-projector-exit-fullscreen")
                    } else {
                        tr!(lang, "clock-projector-fullscreen")
                    };
                    clicked = ui.small_button(t).on_hover_text("F11").clicked();
                });
            }
            if clicked || toggle {
                ctx.send_viewport_cmd(egui::ViewportCommand::Fullscreen(!fullscreen));
            }
            projector_ui(ui, event, state, now_ms);
        });
        if ctx.input(|i| i.viewport().close_requested()) {
            close = true;
        }
    });
    if !close {
        return Projector::Open;
    }
    state.projector_pass = None;
    Projector::Closed {
        by_user: !ctx.input(|i| i.viewport().close_requested()),
    }
}
