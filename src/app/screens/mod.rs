//! The app's screens. Each reads the app through [`Shell`] (an event's screens through [`Cx`])
//! and pushes [`Action`]s; none changes the event or the app itself. A screen that needs to know
//! whether its command was taken sends it with [`Cx::request`] and reads [`Cx::answer`].

pub mod bracket;
pub mod clock;
pub mod decks;
pub mod multiplayer;
pub mod pick_list;
pub mod players;
pub mod rounds;
pub mod self_reports;
pub mod standings;
pub mod start;
pub mod statistics;
pub mod table_helper;

use super::Action;
use super::document::{Recovery, UnsavedEvent};
use super::words::Speaks as _;
use crate::engine::Event;
use crate::i18n::Lang;
use crate::tr;
use std::path::{Path, PathBuf};

/// Which screen is shown.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Screen {
    /// New event, open, recent, recovery.
    Start,
    /// Registration and the player list.
    Players,
    /// Pairings and results, one tab per round.
    Rounds,
    /// Swiss standings.
    Standings,
    /// Cut and bracket.
    Bracket,
    /// The event's statistics as charts.
    Statistics,
    /// Round clock.
    Clock,
    /// The multiplayer table helper (works without an event).
    TableHelper,
    /// Deck lists: settings, who is missing a list, problems, entry.
    Decks,
}

impl Screen {
    /// The navigation label, in `lang`.
    pub fn label(self, lang: Lang) -> String {
        match self {
            Screen::Start => tr!(lang, "nav-start"),
            Screen::Players => tr!(lang, "nav-players"),
            Screen::Rounds => tr!(lang, "nav-rounds"),
            Screen::Standings => tr!(lang, "nav-standings"),
            Screen::Bracket => tr!(lang, "nav-bracket"),
            Screen::Statistics => tr!(lang, "nav-statistics"),
            Screen::Clock => tr!(lang, "nav-clock"),
            Screen::TableHelper => tr!(lang, "nav-table-helper"),
            Screen::Decks => tr!(lang, "nav-decks"),
        }
    }
}

/// What the screens see of the app, read-only: built by the app once a frame.
pub struct Shell<'a> {
    /// The screen shown.
    pub screen: Screen,
    /// The open event, if any.
    pub event: Option<&'a Event>,
    /// Now, in ms since the Unix epoch.
    pub now_ms: i64,
    /// The app's data directory (card data).
    pub data_dir: &'a Path,
    /// The autosaved event offered after an unclean exit.
    pub recovery: Option<&'a Recovery>,
    /// Recently used event files, newest first.
    pub recent: &'a [PathBuf],
    /// Events never saved to a file.
    pub unsaved: &'a [UnsavedEvent],
    /// What became of the commands the screens sent with [`Cx::request`] last frame.
    pub answers: &'a [Answer],
}

/// A command a screen sent with [`Cx::request`], to learn whether the event took it.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub struct Ticket(u64);

impl Ticket {
    fn next() -> Ticket {
        use std::sync::atomic::{AtomicU64, Ordering};
        static NEXT: AtomicU64 = AtomicU64::new(1);
        Ticket(NEXT.fetch_add(1, Ordering::Relaxed))
    }
}

/// What became of a requested command: `accepted` when the event took it, otherwise it was
/// refused (the app shows why).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Answer {
    /// The request.
    pub ticket: Ticket,
    /// Whether the event took the command.
    pub accepted: bool,
}

/// What a screen of the open event sees: the event, the time, the theme, the answers to its
/// requests, and where to put actions.
pub struct Cx<'a> {
    /// The open event (read-only).
    pub event: &'a Event,
    /// Now, in ms since the Unix epoch.
    pub now_ms: i64,
    /// Actions to run after the frame.
    pub actions: &'a mut Vec<Action>,
    /// What became of the commands requested last frame.
    pub answers: &'a [Answer],
}

impl Cx<'_> {
    /// Queues an engine command.
    pub fn apply(&mut self, c: crate::engine::Command) {
        self.actions.push(Action::Apply(c));
    }

    /// Queues an engine command whose fate the screen wants to know: [`Cx::answer`] gives it
    /// once the command has run (the next frame, or later when the app first asks the
    /// organizer something).
    pub fn request(&mut self, c: crate::engine::Command) -> Ticket {
        let ticket = Ticket::next();
        self.actions.push(Action::Request(ticket, c));
        ticket
    }

    /// Whether the event took the command of `ticket`: `None` while it has not run.
    pub fn answer(&self, ticket: Ticket) -> Option<bool> {
        self.answers
            .iter()
            .find(|a| a.ticket == ticket)
            .map(|a| a.accepted)
    }
}

/// Whether a button was clicked on purpose: not the second (or third) click of a double-click.
/// A click that changes the screen can bring another button under the pointer; the second
/// click of a double-click would otherwise press it.
pub fn pressed(r: &egui::Response) -> bool {
    r.clicked() && !r.double_clicked() && !r.triple_clicked()
}

/// How long a button that appeared under a pointer that has not moved since ignores clicks.
pub const SETTLE_SECONDS: f64 = 1.5;

/// When a button appeared, and whether it takes clicks yet.
#[derive(Clone, Copy)]
struct Appeared {
    /// The last pass it was drawn in.
    pass: u64,
    /// Where the pointer was when it appeared under it.
    at: egui::Pos2,
    /// When it appeared (egui's input time, seconds).
    since: f64,
    /// Whether clicks count.
    armed: bool,
}

/// Whether a click on a button that records something (a result) was meant for it: [`pressed`],
/// and the button did not just appear under a pointer that has not moved since. Pairing a
/// round brings result buttons where the *Pair* button was; a second click there 0.6 s later
/// (issue 33) is not a result. Such a button takes clicks once the pointer moves, or after
/// [`SETTLE_SECONDS`]; one that appeared elsewhere takes them at once. Call it every frame the
/// button is drawn.
pub fn pressed_settled(r: &egui::Response) -> bool {
    let ctx = &r.ctx;
    let key = r.id.with("appeared"); // i18n: not text
    let pass = ctx.cumulative_pass_nr();
    let (pos, time) = ctx.input(|i| (i.pointer.latest_pos(), i.time));
    let before = ctx.data(|d| d.get_temp::<Appeared>(key));
    let mut now = match before {
        // Drawn in the previous pass too: the same button.
        Some(a) if a.pass + 1 >= pass => a,
        _ => Appeared {
            pass,
            at: pos.unwrap_or(egui::Pos2::ZERO),
            since: time,
            armed: !pos.is_some_and(|p| r.rect.contains(p)),
        },
    };
    now.pass = pass;
    let moved = pos.is_some_and(|p| p.distance(now.at) > 2.0);
    if moved || time - now.since >= SETTLE_SECONDS {
        now.armed = true;
    }
    ctx.data_mut(|d| d.insert_temp(key, now));
    now.armed && pressed(r)
}

/// Per-screen state that lives as long as the event is open.
#[derive(Default)]
pub struct ScreenStates {
    /// Start screen.
    pub start: start::StartState,
    /// Players screen.
    pub players: players::PlayersState,
    /// Rounds screen.
    pub rounds: rounds::RoundsState,
    /// Standings screen.
    pub standings: standings::StandingsState,
    /// Bracket screen.
    pub bracket: bracket::BracketState,
    /// Statistics screen.
    pub statistics: statistics::StatisticsState,
    /// Clock screen.
    pub clock: clock::ClockState,
    /// Table helper screen.
    pub table_helper: table_helper::TableHelperState,
    /// Players, Rounds and Standings of a multiplayer event.
    pub multiplayer: multiplayer::MpState,
    /// Deck lists screen.
    pub decks: decks::DecksState,
}

/// The screens of the navigation column, in order.
pub const NAV_SCREENS: [Screen; 8] = [
    Screen::Players,
    Screen::Decks,
    Screen::Rounds,
    Screen::Standings,
    Screen::Bracket,
    Screen::Statistics,
    Screen::Clock,
    Screen::TableHelper,
];

/// The navigation column's width: 150 points, wider when a screen's name in the app's language
/// needs it to stay on one line ("テーブルヘルパー").
pub fn nav_width(ctx: &egui::Context) -> f32 {
    /// The column's margins and frame around its buttons.
    const CHROME: f32 = 18.0;
    let lang = ctx.lang();
    let font = egui::TextStyle::Button.resolve(&ctx.global_style());
    let padding = 2.0 * ctx.global_style().spacing.button_padding.x;
    let widest = NAV_SCREENS
        .iter()
        .map(|s| {
            ctx.fonts_mut(|f| {
                f.layout_no_wrap(s.label(lang), font.clone(), egui::Color32::PLACEHOLDER)
                    .size()
                    .x
            })
        })
        .fold(0.0, f32::max);
    (widest + padding + CHROME).ceil().max(150.0)
}

/// The navigation column.
pub fn nav_ui(ui: &mut egui::Ui, shell: &Shell<'_>, actions: &mut Vec<Action>) {
    ui.add_space(8.0);
    for s in NAV_SCREENS {
        let selected = shell.screen == s;
        let r = ui.add_sized(
            [ui.available_width(), 30.0],
            egui::Button::selectable(selected, s.label(ui.lang())),
        );
        if r.clicked() {
            actions.push(Action::Goto(s));
        }
    }
    ui.add_space(16.0);
    if let Some(e) = shell.event {
        let muted = super::theme::muted(ui.visuals().dark_mode);
        ui.label(egui::RichText::new(&e.settings().name).strong());
        let active = e.active_players().count();
        ui.label(
            egui::RichText::new(tr!(ui.lang(), "nav-active-players", n = active)).color(muted),
        );
        for line in progress_lines_in(e, ui.lang()) {
            ui.label(egui::RichText::new(line).color(muted));
        }
    }
}

/// Where the event stands, for the navigation column: "2 of 4 rounds"; after the cut the Swiss
/// rounds played and the bracket ("3 Swiss rounds", "Top 4: grand final", "Top 4 finished").
/// In English; the column shows [`progress_lines_in`] the app's language.
pub fn progress_lines(e: &Event) -> Vec<String> {
    progress_lines_in(e, Lang::ENGLISH)
}

/// [`progress_lines`] in `lang`.
pub fn progress_lines_in(e: &Event, lang: Lang) -> Vec<String> {
    let played = |n: usize, planned: u32| {
        if n as u32 > planned {
            tr!(lang, "nav-progress-rounds-over", n = n, planned = planned)
        } else {
            tr!(lang, "nav-progress-rounds", n = n, planned = planned)
        }
    };
    if let Some(m) = e.multiplayer() {
        return vec![played(m.rounds.len(), m.settings.rounds)];
    }
    let n = e.rounds().len();
    let Some(b) = e.cut() else {
        return vec![played(n, e.planned().rounds)];
    };
    let swiss = tr!(lang, "nav-progress-swiss-rounds", n = n);
    let top = b.cut().players();
    let stage = match e.next_elimination_games() {
        None if b.is_finished() => tr!(lang, "nav-progress-top-finished", top = top),
        None => tr!(lang, "nav-progress-top", top = top),
        Some((round, _)) => {
            use crate::engine::elimination::{BracketKind, Section};
            match (b.final_section(round), b.kind()) {
                (Some(Section::SecondFinal), _) => {
                    tr!(lang, "nav-progress-top-second-final", top = top)
                }
                (Some(_), BracketKind::DoubleElimination) => {
                    tr!(lang, "nav-progress-top-grand-final", top = top)
                }
                (Some(_), BracketKind::SingleElimination | BracketKind::SingleEliminationFixed) => {
                    tr!(lang, "nav-progress-top-final", top = top)
                }
                (None, _) => tr!(lang, "nav-progress-top-round", top = top, round = round),
            }
        }
    };
    vec![swiss, stage]
}

/// The shown screen.
pub fn screen_ui(
    ui: &mut egui::Ui,
    shell: &Shell<'_>,
    s: &mut ScreenStates,
    actions: &mut Vec<Action>,
) {
    match (shell.event, shell.screen) {
        (event, Screen::TableHelper) => {
            table_helper::ui(ui, &mut s.table_helper, event.is_some(), actions);
        }
        (None, _) | (Some(_), Screen::Start) => {
            let mut cx = start::StartCx {
                now_ms: shell.now_ms,
                recovery: shell.recovery,
                recent: shell.recent,
                unsaved: shell.unsaved,
                actions,
            };
            start::ui(ui, &mut cx, &mut s.start);
        }
        (Some(event), screen) => {
            let mut cx = Cx {
                event,
                now_ms: shell.now_ms,
                actions,
                answers: shell.answers,
            };
            if screen == Screen::Decks {
                decks::ui(ui, &mut cx, &mut s.decks, shell.data_dir);
            } else if event.is_multiplayer() {
                match screen {
                    Screen::Players => multiplayer::players_ui(ui, &mut cx, &mut s.multiplayer),
                    Screen::Rounds => {
                        multiplayer::rounds_ui(ui, &mut cx, &mut s.multiplayer, &mut s.table_helper)
                    }
                    Screen::Standings => multiplayer::standings_ui(ui, &mut cx),
                    Screen::Bracket => {
                        ui.label(tr!(ui.lang(), "nav-multiplayer-no-cut"));
                    }
                    Screen::Statistics => statistics::ui(ui, &mut cx, &mut s.statistics),
                    Screen::Clock => clock::ui(ui, &mut cx, &mut s.clock),
                    Screen::Start | Screen::TableHelper | Screen::Decks => {}
                }
            } else {
                match screen {
                    Screen::Players => players::ui(ui, &mut cx, &mut s.players),
                    Screen::Rounds => rounds::ui(ui, &mut cx, &mut s.rounds),
                    Screen::Standings => standings::ui(ui, &mut cx, &mut s.standings),
                    Screen::Bracket => bracket::ui(ui, &mut cx, &mut s.bracket),
                    Screen::Statistics => statistics::ui(ui, &mut cx, &mut s.statistics),
                    Screen::Clock => clock::ui(ui, &mut cx, &mut s.clock),
                    Screen::Start | Screen::TableHelper | Screen::Decks => {}
                }
            }
        }
    }
}

/// The width of `text` on one line in `style` (columns and labels sized to what they hold).
pub(crate) fn text_width(ui: &egui::Ui, text: String, style: egui::TextStyle) -> f32 {
    egui::WidgetText::from(text)
        .into_galley(ui, Some(egui::TextWrapMode::Extend), f32::INFINITY, style)
        .size()
        .x
}
