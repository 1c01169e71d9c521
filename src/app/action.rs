//! What screens, menus and dialogs ask the app to do: [`Action`], run after the frame.

use super::screens::Screen;
use crate::engine::{Command, EventSettings};
use crate::i18n::Lang;
use std::path::PathBuf;

/// What can be exported from the File menu.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum ExportKind {
    /// NRTM JSON for AlwaysBeRunning.
    Nrtm,
    /// Standings CSV.
    StandingsCsv,
    /// Pairings CSV of the latest round.
    PairingsCsv,
    /// Players CSV.
    PlayersCsv,
    /// Every game result as CSV.
    GamesCsv,
}

impl ExportKind {
    pub(crate) fn extension(self) -> &'static str {
        match self {
            ExportKind::Nrtm => "json",
            _ => "csv",
        }
    }
    /// What the export is, in `lang` (the File ▸ Export menu, the status line).
    pub fn name(self, lang: Lang) -> String {
        lang.text(self.message())
    }

    /// What the export is for an event of this kind: a multiplayer event's JSON is its own
    /// results file (NRTM has no multiplayer form), its "pairings" are pods, and it keeps no
    /// game results (issue 37: every CSV was refused with a hint to a menu item that did not
    /// exist).
    pub fn name_for(self, lang: Lang, multiplayer: bool) -> String {
        match (self, multiplayer) {
            (ExportKind::Nrtm, true) => lang.text("menu-export-multiplayer-json"),
            (ExportKind::PairingsCsv, true) => lang.text("menu-export-pods"),
            _ => self.name(lang),
        }
    }

    /// Whether an event of this kind can be exported this way.
    pub fn offered(self, multiplayer: bool) -> bool {
        !(multiplayer && self == ExportKind::GamesCsv)
    }

    /// The message id of [`ExportKind::name`].
    fn message(self) -> &'static str {
        match self {
            ExportKind::Nrtm => "menu-export-nrtm",
            ExportKind::StandingsCsv => "menu-export-standings",
            ExportKind::PairingsCsv => "menu-export-pairings",
            ExportKind::PlayersCsv => "menu-export-players",
            ExportKind::GamesCsv => "menu-export-games",
        }
    }

    /// Every kind, in menu order.
    pub const ALL: [ExportKind; 5] = [
        ExportKind::Nrtm,
        ExportKind::PlayersCsv,
        ExportKind::StandingsCsv,
        ExportKind::PairingsCsv,
        ExportKind::GamesCsv,
    ];
}

/// Why the app asks for a typed path.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum PathPurpose {
    /// Open an event file or import a results file.
    Open,
    /// Save the event under a new name.
    SaveAs,
    /// Export.
    Export(ExportKind),
}

/// Something a screen or the menu asks the app to do after the frame.
#[derive(Clone, Debug)]
pub enum Action {
    /// Apply an engine command to the open event.
    Apply(Command),
    /// Apply an engine command and tell the screen that sent it whether the event took it
    /// ([`crate::app::screens::Cx::request`]).
    Request(crate::app::screens::Ticket, Command),
    /// Undo the last command.
    Undo,
    /// Redo the last undone command.
    Redo,
    /// Create a new event.
    NewEvent {
        /// Its settings.
        settings: EventSettings,
        /// Its random seed.
        seed: u64,
    },
    /// Show the open dialog (or the typed-path prompt).
    OpenDialog,
    /// Open an event file, or import an NRTM/Cobra results file.
    Open(PathBuf),
    /// Save: to the event's file, or ask where if it has none.
    Save,
    /// Ask where to save, then save there.
    SaveAsDialog,
    /// Save to this path.
    SaveAs(PathBuf),
    /// Ask where to export, then export (an NRTM export of an event without a date first asks
    /// for the date: AlwaysBeRunning lists events by it).
    ExportDialog(ExportKind),
    /// Ask where to export, then export, without asking for a date.
    ExportPath(ExportKind),
    /// Export to this path.
    Export(ExportKind, PathBuf),
    /// Open the player-list import dialog.
    ImportPlayers,
    /// Open the autosaved copy offered after an unclean exit.
    Recover(PathBuf, Option<PathBuf>),
    /// Forget the offered autosaved copy.
    DismissRecovery,
    /// Close the event (back to the start screen).
    Close,
    /// Quit the app.
    Quit,
    /// Show a screen.
    Goto(Screen),
    /// Ask before running an action.
    Confirm {
        /// The question.
        question: String,
        /// The button that runs it.
        yes: String,
        /// What to run.
        then: Box<Action>,
    },
    /// Toggle light/dark.
    ToggleTheme,
    /// View ▸ Language: the app's language (remembered; new events print in it).
    Language(crate::i18n::Lang),
    /// Change the text scale.
    Scale(f32),
    /// Open the projector window.
    Projector(bool),
    /// Open the print dialog.
    PrintDialog,
    /// Open the print dialog with this printout chosen (the Statistics screen's "Print…").
    Print(crate::io::print::Kind),
    /// Open the event settings dialog.
    EventSettings,
    /// Run the action: the organizer agreed to replace this existing file.
    Replaced(PathBuf, Box<Action>),
    /// Run the action: the organizer agreed to leave the open event as it is.
    Leave(Box<Action>),
    /// Read the event file again (another program changed it).
    Reload,
    /// Try the failed save again.
    RetrySave,
    /// Open an event never saved to a file, from the start screen's list.
    OpenUnsaved(PathBuf),
    /// Discard an event never saved to a file.
    DiscardUnsaved(PathBuf),
    /// Open the window of Event ▸ Share on the local network.
    ShareDialog,
    /// Open the window of File ▸ Follow an event on the network (issue 39).
    FollowDialog,
    /// Copy pairings or standings to the clipboard for a chat (issue 22).
    CopyForChat(crate::io::share::What, crate::io::share::Style),
}
