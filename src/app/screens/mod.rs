//! The app's screens. Each reads the event through [`Cx`] and pushes [`Action`]s; none changes
//! the event itself.

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

use super::{Action, NetrunnerApp};
use crate::engine::Event;

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
    /// The navigation label.
    pub fn label(self) -> &'static str {
        match self {
            Screen::Start => "Start",
            Screen::Players => "Players",
            Screen::Rounds => "Rounds",
            Screen::Standings => "Standings",
            Screen::Bracket => "Cut & bracket",
            Screen::Statistics => "Statistics",
            Screen::Clock => "Clock",
            Screen::TableHelper => "Table helper",
            Screen::Decks => "Deck lists",
        }
    }
}

/// What a screen sees: the event, the time, the theme, and where to put actions.
pub struct Cx<'a> {
    /// The open event (read-only).
    pub event: &'a Event,
    /// Now, in ms since the Unix epoch.
    pub now_ms: i64,
    /// Dark theme in use.
    pub dark: bool,
    /// Actions to run after the frame.
    pub actions: &'a mut Vec<Action>,
}

impl Cx<'_> {
    /// Queues an engine command.
    pub fn apply(&mut self, c: crate::engine::Command) {
        self.actions.push(Action::Apply(c));
    }
}

/// Whether a button was clicked on purpose: not the second (or third) click of a double-click.
/// A click that changes the screen can bring another button under the pointer; the second
/// click of a double-click would otherwise press it.
pub fn pressed(r: &egui::Response) -> bool {
    r.clicked() && !r.double_clicked() && !r.triple_clicked()
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

/// The navigation column.
pub fn nav_ui(ui: &mut egui::Ui, app: &mut NetrunnerApp) {
    ui.add_space(8.0);
    for s in [
        Screen::Players,
        Screen::Decks,
        Screen::Rounds,
        Screen::Standings,
        Screen::Bracket,
        Screen::Statistics,
        Screen::Clock,
        Screen::TableHelper,
    ] {
        let selected = app.screen == s;
        let r = ui.add_sized(
            [ui.available_width(), 30.0],
            egui::Button::selectable(selected, s.label()),
        );
        if r.clicked() {
            app.push(Action::Goto(s));
        }
    }
    ui.add_space(16.0);
    if let Some(e) = app.event() {
        let muted = super::theme::muted(app.prefs.dark);
        ui.label(egui::RichText::new(&e.settings().name).strong());
        let active = e.active_players().count();
        ui.label(egui::RichText::new(format!("{active} active players")).color(muted));
        for line in progress_lines(e) {
            ui.label(egui::RichText::new(line).color(muted));
        }
    }
}

/// Where the event stands, for the navigation column: "2 of 4 rounds"; after the cut the Swiss
/// rounds played and the bracket ("3 Swiss rounds", "Top 4: grand final", "Top 4 finished").
pub fn progress_lines(e: &Event) -> Vec<String> {
    let played = |n: usize, planned: u32| {
        if n as u32 > planned {
            format!("{n} rounds ({planned} planned)")
        } else {
            format!("{n} of {planned} rounds")
        }
    };
    if let Some(m) = e.multiplayer() {
        return vec![played(m.rounds.len(), m.settings.rounds)];
    }
    let n = e.rounds().len();
    let Some(b) = e.cut() else {
        return vec![played(n, e.planned().rounds)];
    };
    let swiss = format!("{n} Swiss round{}", if n == 1 { "" } else { "s" });
    let top = format!("Top {}", b.cut().players());
    let stage = match e.next_elimination_games() {
        None if b.is_finished() => format!("{top} finished"),
        None => top,
        Some((round, _)) => format!("{top}: {}", bracket::round_name(b, round).to_lowercase()),
    };
    vec![swiss, stage]
}

/// The shown screen.
pub fn screen_ui(ui: &mut egui::Ui, app: &mut NetrunnerApp, now_ms: i64) {
    let mut actions = Vec::new();
    let dark = app.prefs.dark;
    match (&app.doc, app.screen) {
        (doc, Screen::TableHelper) => {
            let has_event = doc.is_some();
            table_helper::ui(
                ui,
                &mut app.screens.table_helper,
                dark,
                has_event,
                &mut actions,
            );
        }
        (None, _) | (Some(_), Screen::Start) => {
            start::ui(ui, app, &mut actions);
        }
        (Some(doc), screen) => {
            let mut cx = Cx {
                event: &doc.event,
                now_ms,
                dark,
                actions: &mut actions,
            };
            let s = &mut app.screens;
            if screen == Screen::Decks {
                decks::ui(ui, &mut cx, &mut s.decks, &app.data_dir);
            } else if doc.event.is_multiplayer() {
                match screen {
                    Screen::Players => multiplayer::players_ui(ui, &mut cx, &mut s.multiplayer),
                    Screen::Rounds => {
                        multiplayer::rounds_ui(ui, &mut cx, &mut s.multiplayer, &mut s.table_helper)
                    }
                    Screen::Standings => multiplayer::standings_ui(ui, &mut cx),
                    Screen::Bracket => {
                        ui.label("Multiplayer events have no cut: the standings are final.");
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
    for a in actions {
        app.push(a);
    }
}
