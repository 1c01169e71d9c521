//! The desktop app (egui/eframe): the only part of the crate that knows about the GUI.
//!
//! Screens read the open [`Event`] and push [`Action`]s; after the frame the app runs them:
//! engine commands go through [`Document::apply`] (undo snapshot, autosave), file actions
//! through [`file_dialogs`] and [`crate::io`]. Nothing a screen does changes the event directly.

pub mod autosave;
pub mod document;
pub mod file_dialogs;
pub mod fonts;
pub mod import_dialog;
pub mod keeping;
pub mod path_prompt;
pub mod print_dialog;
pub mod screens;
pub mod settings_dialog;
pub mod sharing;
pub mod stream_marks;
pub mod theme;

use crate::engine::{Command, Event, EventSettings};
use crate::io::save;
use document::{Document, Prefs, Recovery, Session};
use file_dialogs::DialogResult;
use screens::Screen;
use std::path::{Path, PathBuf};

/// A source of the current time in milliseconds since the Unix epoch (injectable for tests).
pub type TimeSource = Box<dyn Fn() -> i64>;

/// The system clock.
pub fn system_time() -> TimeSource {
    Box::new(|| chrono::Utc::now().timestamp_millis())
}

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
    fn extension(self) -> &'static str {
        match self {
            ExportKind::Nrtm => "json",
            _ => "csv",
        }
    }
    fn label(self) -> &'static str {
        match self {
            ExportKind::Nrtm => "NRTM results for AlwaysBeRunning (JSON)",
            ExportKind::StandingsCsv => "standings (CSV)",
            ExportKind::PairingsCsv => "pairings (CSV)",
            ExportKind::PlayersCsv => "players (CSV)",
            ExportKind::GamesCsv => "game results (CSV)",
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
}

/// A modal dialog on top of everything.
#[derive(Clone, Debug)]
enum Modal {
    Confirm {
        question: String,
        yes: String,
        then: Box<Action>,
    },
    Path(Box<path_prompt::PathPrompt>),
    /// Leaving an event that is not safely saved.
    Leave {
        reason: keeping::LeaveReason,
        then: Box<Action>,
    },
    /// The event has no date: asked before an NRTM export.
    ExportDate {
        text: String,
        error: Option<String>,
    },
}

/// The whole app state.
pub struct NetrunnerApp {
    /// The open event.
    pub doc: Option<Document>,
    /// The screen shown.
    pub screen: Screen,
    /// Per-screen state.
    pub screens: screens::ScreenStates,
    /// Preferences (recent files, theme, scale).
    pub prefs: Prefs,
    /// The app's data directory (autosave, preferences, session marker).
    pub data_dir: PathBuf,
    /// The autosaved event offered after an unclean exit.
    pub recovery: Option<Recovery>,
    /// The last error, shown once near the top of the screen it happened on.
    pub error: Option<String>,
    /// Warnings from the last applied command.
    pub notices: Vec<String>,
    /// The last thing that happened ("saved …", "undid …").
    pub status: String,
    /// Whether the projector window is open.
    pub projector: bool,
    /// Whether file dialogs may be tried (tests switch them off).
    pub use_dialogs: bool,
    /// The player-list import dialog, while it is open.
    pub import_dialog: Option<import_dialog::ImportDialog>,
    /// The print dialog, while it is open.
    pub print_dialog: Option<print_dialog::PrintDialog>,
    /// The event settings dialog, while it is open.
    pub settings_dialog: Option<settings_dialog::SettingsDialog>,
    /// The round of the pairings CSV being exported (`None`: the latest).
    pairings_round: Option<u32>,
    /// The window's session marker, the unsaved events, answers to "replace?" and "leave?".
    pub keeping: keeping::Keeping,
    /// Fonts from the computer for what egui's fonts lack, and the warning when none has a
    /// name's characters (replace before the first frame to point discovery elsewhere).
    pub fonts: fonts::ScreenFonts,
    /// The event's live pages on the local network, while shared.
    pub share: Option<sharing::Sharing>,
    /// The share window, while open.
    pub share_dialog: Option<sharing::ShareDialog>,
    actions: Vec<Action>,
    modal: Option<Modal>,
    time: TimeSource,
    quit_confirmed: bool,
    applied_theme: Option<(bool, f32)>,
    last_title: Option<String>,
}

/// The app's data directory: `$XDG_DATA_HOME/netrunner-to` or the platform's equivalent.
pub fn default_data_dir() -> PathBuf {
    dirs::data_dir()
        .unwrap_or_else(std::env::temp_dir)
        .join("netrunner-to")
}

impl NetrunnerApp {
    /// A new app using `data_dir` and a time source.
    pub fn new(data_dir: PathBuf, time: TimeSource) -> NetrunnerApp {
        let prefs = Prefs::load(&data_dir);
        document::tidy_markers(&data_dir);
        let recovery = document::find_recovery(&data_dir);
        // The event in progress at the last exit opens again (unless a crash left an autosaved
        // copy to offer first), with its projector window.
        let reopen: Vec<Action> = match (&recovery, &prefs.reopen) {
            (None, Some(p)) if p.is_file() => {
                let mut a = vec![Action::Open(p.clone())];
                if prefs.projector {
                    a.push(Action::Projector(true));
                }
                a
            }
            _ => Vec::new(),
        };
        let keeping = keeping::Keeping::new(&data_dir);
        NetrunnerApp {
            keeping,
            doc: None,
            screen: Screen::Start,
            screens: screens::ScreenStates::default(),
            prefs,
            data_dir,
            recovery,
            error: None,
            notices: Vec::new(),
            status: String::new(),
            projector: false,
            use_dialogs: true,
            import_dialog: None,
            print_dialog: None,
            settings_dialog: None,
            pairings_round: None,
            fonts: fonts::ScreenFonts::default(),
            share: None,
            share_dialog: None,
            actions: reopen,
            modal: None,
            time,
            quit_confirmed: false,
            applied_theme: None,
            last_title: None,
        }
    }

    /// The current time from the app's time source.
    pub fn now_ms(&self) -> i64 {
        (self.time)()
    }

    /// The open event.
    pub fn event(&self) -> Option<&Event> {
        self.doc.as_ref().map(|d| &d.event)
    }

    /// Queues an action (used by tests and screens).
    pub fn push(&mut self, a: Action) {
        self.actions.push(a);
    }

    /// Runs every queued action.
    pub fn run_actions(&mut self, ctx: &egui::Context) {
        let actions = std::mem::take(&mut self.actions);
        if !actions.is_empty() {
            ctx.request_repaint();
        }
        for a in actions {
            self.run(a, ctx);
        }
    }

    fn fail(&mut self, message: impl Into<String>) {
        self.error = Some(message.into());
    }

    fn timestamp(&self) -> String {
        chrono::DateTime::from_timestamp_millis(self.now_ms())
            .map(|t| t.to_rfc3339())
            .unwrap_or_default()
    }

    fn run(&mut self, action: Action, ctx: &egui::Context) {
        match action {
            Action::Apply(cmd) => {
                let at = Some(self.timestamp());
                let Some(doc) = self.doc.as_mut() else {
                    return self.fail("no event is open");
                };
                match doc.apply(cmd, at) {
                    Ok(out) => {
                        // A failing save shows in the banner above every screen.
                        self.error = None;
                        self.notices = out.warnings.iter().map(ToString::to_string).collect();
                    }
                    Err(e) => {
                        self.notices.clear();
                        self.fail(capitalise(&e.to_string()));
                    }
                }
            }
            Action::Undo => {
                if let Some(doc) = self.doc.as_mut() {
                    match doc.undo() {
                        Some(l) => self.status = format!("undid: {l}"),
                        None => self.status = "nothing to undo".into(),
                    }
                    self.error = None;
                    self.notices.clear();
                }
            }
            Action::Redo => {
                if let Some(doc) = self.doc.as_mut() {
                    match doc.redo() {
                        Some(l) => self.status = format!("redid: {l}"),
                        None => self.status = "nothing to redo".into(),
                    }
                    self.error = None;
                    self.notices.clear();
                }
            }
            Action::NewEvent { settings, seed } => {
                let again = Action::NewEvent {
                    settings: settings.clone(),
                    seed,
                };
                if !self.may_leave(&again) {
                    return;
                }
                let mut e = Event::new(settings.clone(), seed);
                // The settings were checked by the start screen; apply them as the first
                // command so invalid input is reported rather than stored.
                if let Err(err) = e.apply(Command::EditSettings { settings }) {
                    return self.fail(capitalise(&err.to_string()));
                }
                let e = Event::new(e.settings().clone(), seed);
                let doc = keeping::unsaved_doc(self, e);
                self.install(doc);
                self.status =
                    "new event created; it is autosaved — use File > Save As to choose a file"
                        .into();
            }
            Action::OpenDialog => {
                if self.use_dialogs {
                    match file_dialogs::open_event() {
                        DialogResult::Chosen(p) => self.run(Action::Open(p), ctx),
                        DialogResult::Cancelled => {}
                        DialogResult::Unavailable => self.ask_path(PathPurpose::Open),
                    }
                } else {
                    self.ask_path(PathPurpose::Open);
                }
            }
            Action::Open(path) => {
                if self.is_event_file(&path) {
                    return self.status = format!("{} is open", path.display());
                }
                if self.may_leave(&Action::Open(path.clone())) {
                    self.open_path(&path);
                }
            }
            Action::Save => {
                let has_path = self.doc.as_ref().is_some_and(|d| d.path.is_some());
                if has_path {
                    if let Some(doc) = self.doc.as_mut() {
                        doc.autosave();
                        doc.flush();
                        match &doc.save_error {
                            Some(e) => self.error = Some(format!("saving failed: {e}")),
                            None => {
                                self.status = format!(
                                    "saved {}",
                                    doc.path
                                        .as_ref()
                                        .map(|p| p.display().to_string())
                                        .unwrap_or_default()
                                )
                            }
                        }
                    }
                } else {
                    self.run(Action::SaveAsDialog, ctx);
                }
            }
            Action::SaveAsDialog => {
                let name = self
                    .event()
                    .map(|e| format!("{}.json", file_stem(&e.settings().name)))
                    .unwrap_or_else(|| "event.json".into());
                if self.use_dialogs {
                    match file_dialogs::save_file(&name, "json", "Event file") {
                        DialogResult::Chosen(p) => self.run(Action::SaveAs(p), ctx),
                        DialogResult::Cancelled => {}
                        DialogResult::Unavailable => self.ask_path(PathPurpose::SaveAs),
                    }
                } else {
                    self.ask_path(PathPurpose::SaveAs);
                }
            }
            Action::SaveAs(path) => {
                if !self.is_event_file(&path) {
                    if let Some(why) = crate::io::paths::in_use_elsewhere(&path) {
                        return self.fail(why);
                    }
                    if !self.may_replace(&path, &Action::SaveAs(path.clone())) {
                        return;
                    }
                }
                let data_dir = self.data_dir.clone();
                let Some(doc) = self.doc.as_mut() else { return };
                match doc.save_as(path.clone(), &data_dir) {
                    Ok(()) => {
                        self.status = format!("saved {}", path.display());
                        self.prefs.remember(&path);
                        self.prefs.reopen = Some(path.clone());
                        self.prefs.save(&self.data_dir);
                        self.keeping.marker.record(&Session {
                            event_path: Some(path),
                            autosave: Some(doc.autosave_path.clone()),
                        });
                        self.error = None;
                        self.refresh_unsaved();
                    }
                    Err(e) => self.fail(e.to_string()),
                }
            }
            Action::ExportDialog(kind) => {
                let undated = self
                    .event()
                    .is_some_and(|e| !e.is_multiplayer() && e.settings().date.is_none());
                if kind == ExportKind::Nrtm && undated {
                    self.modal = Some(Modal::ExportDate {
                        text: String::new(),
                        error: None,
                    });
                } else {
                    self.run(Action::ExportPath(kind), ctx);
                }
            }
            Action::ExportPath(ExportKind::PairingsCsv) => {
                // The pairings need a round: the app's own dialog asks for it (and offers the
                // system's file dialog with "Choose…").
                self.ask_path(PathPurpose::Export(ExportKind::PairingsCsv));
            }
            Action::ExportPath(kind) => {
                let name = self
                    .event()
                    .map(|e| {
                        let stem = file_stem(&e.settings().name);
                        match kind {
                            ExportKind::Nrtm => format!("{stem}-results.json"),
                            ExportKind::StandingsCsv => format!("{stem}-standings.csv"),
                            ExportKind::PairingsCsv => format!("{stem}-pairings.csv"),
                            ExportKind::PlayersCsv => format!("{stem}-players.csv"),
                            ExportKind::GamesCsv => format!("{stem}-games.csv"),
                        }
                    })
                    .unwrap_or_default();
                if self.use_dialogs {
                    match file_dialogs::save_file(&name, kind.extension(), kind.label()) {
                        DialogResult::Chosen(p) => self.run(Action::Export(kind, p), ctx),
                        DialogResult::Cancelled => {}
                        DialogResult::Unavailable => self.ask_path(PathPurpose::Export(kind)),
                    }
                } else {
                    self.ask_path(PathPurpose::Export(kind));
                }
            }
            Action::Export(kind, path) => {
                if self.is_event_file(&path) {
                    return self
                        .fail("that is the event file itself; choose another name for the export");
                }
                if let Some(why) = crate::io::paths::in_use_elsewhere(&path) {
                    return self.fail(why);
                }
                if self.may_replace(&path, &Action::Export(kind, path.clone())) {
                    self.export(kind, &path);
                }
            }
            Action::ImportPlayers => {
                if self.doc.is_some() {
                    self.import_dialog = Some(import_dialog::ImportDialog::default());
                }
            }
            Action::Recover(autosave, event_path) => {
                if self.may_leave(&Action::Recover(autosave.clone(), event_path.clone())) {
                    self.recover(&autosave, event_path);
                }
            }
            Action::DismissRecovery => {
                if let Some(r) = self.recovery.take() {
                    r.done();
                }
            }
            Action::Close => {
                if self.may_leave(&Action::Close) {
                    // A closed event does not open again at the next start.
                    self.prefs.reopen = None;
                    self.prefs.save(&self.data_dir);
                    self.close_event();
                    self.screen = Screen::Start;
                }
            }
            Action::Quit => {
                if self.quit_confirmed || self.may_leave(&Action::Quit) {
                    self.quit_confirmed = true;
                    self.end_session();
                    ctx.send_viewport_cmd(egui::ViewportCommand::Close);
                }
            }
            Action::Replaced(path, then) => {
                self.keeping.replace_ok = Some(path);
                self.run(*then, ctx);
                self.keeping.replace_ok = None;
            }
            Action::Leave(then) => {
                // The answer is for this one action: when it does not leave after all (the file
                // to open is refused, say), the next Close or Quit asks again.
                self.keeping.leave_ok = true;
                self.run(*then, ctx);
                self.keeping.leave_ok = false;
            }
            Action::Reload => self.reload(),
            Action::RetrySave => {
                if let Some(doc) = self.doc.as_mut() {
                    doc.autosave();
                    doc.flush();
                }
            }
            Action::OpenUnsaved(copy) => {
                if self.may_leave(&Action::OpenUnsaved(copy.clone())) {
                    keeping::open_unsaved(self, &copy);
                }
            }
            Action::DiscardUnsaved(copy) => keeping::discard_unsaved(self, &copy),
            Action::ShareDialog => {
                if self.share_dialog.is_none() {
                    self.share_dialog = Some(sharing::ShareDialog::default());
                }
            }
            Action::Goto(s) => {
                self.screen = s;
                self.error = None;
            }
            Action::Confirm {
                question,
                yes,
                then,
            } => {
                self.modal = Some(Modal::Confirm {
                    question,
                    yes,
                    then,
                })
            }
            Action::ToggleTheme => {
                self.prefs.dark = !self.prefs.dark;
                self.prefs.save(&self.data_dir);
            }
            Action::Scale(s) => {
                self.prefs.scale = s.clamp(0.5, 3.0);
                self.prefs.save(&self.data_dir);
            }
            Action::Projector(on) => {
                self.projector = on;
                self.prefs.projector = on;
                self.prefs.save(&self.data_dir);
            }
            Action::EventSettings => {
                self.settings_dialog = self.event().map(settings_dialog::SettingsDialog::new);
            }
            Action::PrintDialog | Action::Print(_) => {
                if let Some(doc) = &self.doc {
                    let fallback = dirs::document_dir().unwrap_or_else(std::env::temp_dir);
                    let mut dialog = print_dialog::PrintDialog::with_fonts(
                        &doc.event,
                        doc.path.as_deref(),
                        &fallback,
                        self.fonts.discovery().clone(),
                    );
                    dialog.card_data_dir = Some(self.data_dir.clone());
                    dialog.share_address = self.share.as_ref().map(|s| s.url().to_string());
                    if let Action::Print(kind) = action {
                        dialog.choose(&doc.event, kind);
                    }
                    self.print_dialog = Some(dialog);
                }
            }
        }
    }

    fn ask_path(&mut self, purpose: PathPurpose) {
        let prompt = path_prompt::PathPrompt::new(
            purpose,
            self.event(),
            self.doc.as_ref().and_then(|d| d.path.as_deref()),
            &self.prefs.recent,
        );
        self.modal = Some(Modal::Path(Box::new(prompt)));
    }

    fn open_path(&mut self, path: &Path) {
        // The size is checked before reading: an oversized file is refused, not loaded.
        let bytes = match save::read_capped(path, save::MAX_FILE_BYTES) {
            Ok(b) => b,
            Err(e) => return self.fail(e.to_string()),
        };
        match keeping::read_event(&bytes, path) {
            Ok(Some(loaded)) => self.open_event_file(path, loaded),
            Ok(None) => {
                // Not an event file: try it as an NRTM / Cobra results file.
                let seed = self.now_ms().unsigned_abs();
                match crate::io::nrtm::import(&bytes, seed) {
                    Ok(imported) => {
                        let undated = imported.event.settings().date.is_none();
                        let doc = keeping::unsaved_doc(self, imported.event);
                        self.install(doc);
                        self.status = format!(
                            "imported {} (read as {}) — save it to a file with File > Save As",
                            path.display(),
                            imported.dialect.label()
                        );
                        self.notices = vec![imported.comparison.summary()];
                        self.notices.extend(imported.differences);
                        if undated {
                            self.notices.push(
                                "the file gives no date: the NRTM export asks for it (AlwaysBeRunning lists events by date)"
                                    .into(),
                            );
                        }
                    }
                    Err(e) => self.fail(format!("{}: {e}", path.display())),
                }
            }
            Err(e) => self.fail(e.to_string()),
        }
    }

    fn export(&mut self, kind: ExportKind, path: &Path) {
        let Some(doc) = self.doc.as_ref() else { return };
        let e = &doc.event;
        if e.is_multiplayer() {
            // NRTM has no multiplayer form: the JSON export writes our documented shape.
            let written = match kind {
                ExportKind::Nrtm => crate::io::multiplayer::export(e)
                    .and_then(|v| serde_json::to_string_pretty(&v).map_err(|x| x.to_string())),
                _ => Err("a multiplayer event exports as JSON (File, Export, JSON)".into()),
            }
            .and_then(|text| save::write_atomic(path, text.as_bytes()).map_err(|x| x.to_string()));
            return match written {
                Ok(()) => self.status = format!("exported multiplayer JSON to {}", path.display()),
                Err(err) => self.fail(err),
            };
        }
        let bytes = match kind {
            ExportKind::Nrtm => crate::io::nrtm::export_string(e).into_bytes(),
            ExportKind::StandingsCsv => crate::io::csv::standings_csv(e),
            ExportKind::PlayersCsv => crate::io::csv::players_csv(e),
            ExportKind::GamesCsv => crate::io::csv::games_csv(e),
            ExportKind::PairingsCsv => {
                let Some(r) = self
                    .pairings_round
                    .or_else(|| e.rounds().last().map(|r| r.number))
                else {
                    return self.fail("no round has been paired yet");
                };
                match crate::io::csv::pairings_csv(e, r) {
                    Ok(b) => b,
                    Err(err) => return self.fail(err.to_string()),
                }
            }
        };
        match save::write_atomic(path, &bytes) {
            Ok(()) => self.status = format!("exported {} to {}", kind.label(), path.display()),
            Err(err) => self.fail(err.to_string()),
        }
    }

    fn shortcuts(&mut self, ctx: &egui::Context) {
        use egui::{Key, KeyboardShortcut, Modifiers};
        let sc = |m, k| KeyboardShortcut::new(m, k);
        let cmd = Modifiers::COMMAND;
        let cmd_shift = Modifiers::COMMAND | Modifiers::SHIFT;
        let mut pressed = Vec::new();
        // Inside a text field, Ctrl+Z and Ctrl+Y edit the text: the event's undo needs the
        // focus elsewhere (or the Edit menu).
        let typing = ctx.text_edit_focused();
        ctx.input_mut(|i| {
            if !typing {
                if i.consume_shortcut(&sc(cmd_shift, Key::Z)) {
                    pressed.push(Action::Redo);
                }
                if i.consume_shortcut(&sc(cmd, Key::Z)) {
                    pressed.push(Action::Undo);
                }
                if i.consume_shortcut(&sc(cmd, Key::Y)) {
                    pressed.push(Action::Redo);
                }
            }
            if i.consume_shortcut(&sc(cmd_shift, Key::S)) {
                pressed.push(Action::SaveAsDialog);
            }
            if i.consume_shortcut(&sc(cmd, Key::S)) {
                pressed.push(Action::Save);
            }
            if i.consume_shortcut(&sc(cmd, Key::O)) {
                pressed.push(Action::OpenDialog);
            }
            if i.consume_shortcut(&sc(cmd, Key::N)) {
                pressed.push(Action::Goto(Screen::Start));
            }
            if i.consume_shortcut(&sc(cmd, Key::Q)) {
                pressed.push(Action::Quit);
            }
        });
        self.actions.extend(pressed);
    }

    fn menu_ui(&mut self, ui: &mut egui::Ui) {
        let has_doc = self.doc.is_some();
        let (can_undo, can_redo, undo_label, redo_label) =
            self.doc
                .as_ref()
                .map_or((false, false, String::new(), String::new()), |d| {
                    (
                        d.history.can_undo(),
                        d.history.can_redo(),
                        d.history.undo_label().unwrap_or("").to_string(),
                        d.history.redo_label().unwrap_or("").to_string(),
                    )
                });
        let mut a = Vec::new();
        egui::MenuBar::new().ui(ui, |ui| {
            ui.menu_button("File", |ui| {
                if ui
                    .add(egui::Button::new("New event…").shortcut_text("Ctrl+N"))
                    .clicked()
                {
                    a.push(Action::Goto(Screen::Start));
                }
                if ui
                    .add(egui::Button::new("Open…").shortcut_text("Ctrl+O"))
                    .clicked()
                {
                    a.push(Action::OpenDialog);
                }
                if ui
                    .add_enabled(has_doc, egui::Button::new("Import players…"))
                    .clicked()
                {
                    a.push(Action::ImportPlayers);
                }
                ui.separator();
                if ui
                    .add_enabled(has_doc, egui::Button::new("Save").shortcut_text("Ctrl+S"))
                    .clicked()
                {
                    a.push(Action::Save);
                }
                if ui
                    .add_enabled(
                        has_doc,
                        egui::Button::new("Save As…").shortcut_text("Ctrl+Shift+S"),
                    )
                    .clicked()
                {
                    a.push(Action::SaveAsDialog);
                }
                if ui
                    .add_enabled(has_doc, egui::Button::new("Print\u{2026}"))
                    .clicked()
                {
                    a.push(Action::PrintDialog);
                }
                ui.menu_button("Export", |ui| {
                    for k in ExportKind::ALL {
                        if ui
                            .add_enabled(has_doc, egui::Button::new(k.label()))
                            .clicked()
                        {
                            a.push(Action::ExportDialog(k));
                        }
                    }
                });
                ui.separator();
                if ui
                    .add_enabled(has_doc, egui::Button::new("Close event"))
                    .clicked()
                {
                    a.push(Action::Close);
                }
                if ui
                    .add(egui::Button::new("Quit").shortcut_text("Ctrl+Q"))
                    .clicked()
                {
                    a.push(Action::Quit);
                }
            });
            ui.menu_button("Edit", |ui| {
                let u = if can_undo {
                    format!("Undo {undo_label}")
                } else {
                    "Undo".into()
                };
                if ui
                    .add_enabled(can_undo, egui::Button::new(u).shortcut_text("Ctrl+Z"))
                    .clicked()
                {
                    a.push(Action::Undo);
                }
                let r = if can_redo {
                    format!("Redo {redo_label}")
                } else {
                    "Redo".into()
                };
                if ui
                    .add_enabled(can_redo, egui::Button::new(r).shortcut_text("Ctrl+Y"))
                    .clicked()
                {
                    a.push(Action::Redo);
                }
                ui.separator();
                if ui
                    .add_enabled(has_doc, egui::Button::new("Event settings\u{2026}"))
                    .clicked()
                {
                    a.push(Action::EventSettings);
                }
            });
            ui.menu_button("Event", |ui| {
                if ui
                    .add_enabled(
                        has_doc,
                        egui::Button::new("Share on the local network\u{2026}"),
                    )
                    .clicked()
                {
                    a.push(Action::ShareDialog);
                }
                if let Some(e) = self.event() {
                    if let Some(r) = sharing::unpublished_round(e)
                        && ui.button(format!("Publish round {r} pairings")).clicked()
                    {
                        a.push(Action::Apply(Command::PublishPairings { round: r }));
                    }
                    let shown = e.standings_shown();
                    let label = if shown {
                        "Hide the standings from players"
                    } else {
                        "Show the standings to players"
                    };
                    if ui.button(label).clicked() {
                        a.push(Action::Apply(Command::ShowStandings { shown: !shown }));
                    }
                }
            });
            ui.menu_button("View", |ui| {
                let theme = if self.prefs.dark {
                    "Light theme"
                } else {
                    "Dark theme"
                };
                if ui.button(theme).clicked() {
                    a.push(Action::ToggleTheme);
                }
                if ui.button("Larger text").clicked() {
                    a.push(Action::Scale(self.prefs.scale + 0.1));
                }
                if ui.button("Smaller text").clicked() {
                    a.push(Action::Scale(self.prefs.scale - 0.1));
                }
                if ui.button("Normal text").clicked() {
                    a.push(Action::Scale(1.0));
                }
                ui.separator();
                let label = if self.projector {
                    "Close projector window"
                } else {
                    "Projector window"
                };
                if ui.add_enabled(has_doc, egui::Button::new(label)).clicked() {
                    a.push(Action::Projector(!self.projector));
                }
            });
        });
        self.actions.extend(a);
    }

    fn modal_ui(&mut self, ctx: &egui::Context) {
        let Some(modal) = self.modal.clone() else {
            return;
        };
        let mut close = false;
        let mut next = Vec::new();
        match modal {
            Modal::Confirm {
                question,
                yes,
                then,
            } => {
                egui::Modal::new(egui::Id::unique("confirm")).show(ctx, |ui| {
                    ui.set_max_width(420.0);
                    ui.label(&question);
                    ui.add_space(8.0);
                    ui.horizontal(|ui| {
                        if ui.button(&yes).clicked() {
                            next.push(*then.clone());
                            close = true;
                        }
                        if ui.button("Cancel").clicked() {
                            close = true;
                        }
                    });
                });
            }
            Modal::Leave { reason, then } => {
                close = keeping::leave_modal_ui(ctx, &reason, &then, &mut next);
            }
            Modal::ExportDate { mut text, error } => {
                let mut error = error;
                egui::Modal::new(egui::Id::unique("export-date")).show(ctx, |ui| {
                    ui.set_max_width(460.0);
                    ui.heading("The event has no date");
                    ui.label(
                        "AlwaysBeRunning lists events by date, and this event has none (results \
                         files from some tools give none). Type the date it was played, or export \
                         without one: the file's date is then empty.",
                    );
                    let enter = ui
                        .horizontal(|ui| {
                            let l = ui.label("Date (YYYY-MM-DD)");
                            let r = ui
                                .add(
                                    egui::TextEdit::singleline(&mut text)
                                        .desired_width(140.0)
                                        .hint_text("2023-06-10"),
                                )
                                .labelled_by(l.id);
                            r.lost_focus() && ui.input(|i| i.key_pressed(egui::Key::Enter))
                        })
                        .inner;
                    if let Some(e) = &error {
                        ui.colored_label(theme::error(self.prefs.dark), e);
                    }
                    ui.horizontal(|ui| {
                        if ui.button("Set the date and export").clicked() || enter {
                            let date = text.trim();
                            match (
                                chrono::NaiveDate::parse_from_str(date, "%Y-%m-%d"),
                                self.event(),
                            ) {
                                (Ok(_), Some(e)) => {
                                    let mut settings = e.settings().clone();
                                    settings.date = Some(date.to_string());
                                    next.push(Action::Apply(Command::EditSettings { settings }));
                                    next.push(Action::ExportPath(ExportKind::Nrtm));
                                    close = true;
                                }
                                (Ok(_), None) => close = true,
                                (Err(_), _) => {
                                    error = Some(format!(
                                        "{date:?} is not a date in the form YYYY-MM-DD"
                                    ));
                                }
                            }
                        }
                        if ui.button("Export without a date").clicked() {
                            next.push(Action::ExportPath(ExportKind::Nrtm));
                            close = true;
                        }
                        if ui.button("Cancel").clicked() {
                            close = true;
                        }
                    });
                });
                if !close {
                    self.modal = Some(Modal::ExportDate { text, error });
                }
            }
            Modal::Path(mut prompt) => {
                let (dialogs, dark) = (self.use_dialogs, self.prefs.dark);
                match prompt.show(ctx, self.event(), dark, dialogs) {
                    path_prompt::Prompt::Open => self.modal = Some(Modal::Path(prompt)),
                    path_prompt::Prompt::Cancelled => close = true,
                    path_prompt::Prompt::Done(action, round) => {
                        self.pairings_round = round;
                        next.push(*action);
                        close = true;
                    }
                }
            }
        }
        if close {
            self.modal = None;
        }
        self.actions.extend(next);
    }

    /// Draws one frame of the app into `ui` and runs the actions it produced.
    pub fn frame_ui(&mut self, ui: &mut egui::Ui) {
        let ctx = ui.ctx().clone();
        let theme = (self.prefs.dark, self.prefs.scale);
        if self.applied_theme != Some(theme) {
            theme::apply(&ctx, theme.0, if theme.1 == 0.0 { 1.0 } else { theme.1 });
            self.applied_theme = Some(theme);
        }
        self.fonts
            .check_event(&ctx, self.doc.as_ref().map(|d| &d.event));
        self.shortcuts(&ctx);
        if let Some(doc) = self.doc.as_mut() {
            doc.poll();
            if doc.saving() {
                ctx.request_repaint_after(std::time::Duration::from_millis(100));
            }
        }
        if ctx.input(|i| i.viewport().close_requested()) && !self.quit_confirmed {
            if self.may_leave(&Action::Quit) {
                self.quit_confirmed = true;
                self.end_session();
            } else {
                ctx.send_viewport_cmd(egui::ViewportCommand::CancelClose);
            }
        }
        let title = self.doc.as_ref().map_or_else(
            || "Netrunner TO".to_string(),
            |d| format!("Netrunner TO — {}", d.title()),
        );
        if self.last_title.as_deref() != Some(title.as_str()) {
            ctx.send_viewport_cmd(egui::ViewportCommand::Title(title.clone()));
            self.last_title = Some(title);
        }

        egui::Panel::top("menu").show(ui, |ui| self.menu_ui(ui));
        egui::Panel::bottom("status").show(ui, |ui| {
            ui.horizontal(|ui| {
                ui.label(egui::RichText::new(&self.status).color(theme::muted(self.prefs.dark)));
            });
        });
        if self.doc.is_some() {
            egui::Panel::left("nav")
                .resizable(false)
                .exact_size(150.0)
                .show(ui, |ui| screens::nav_ui(ui, self));
        }
        let now = self.now_ms();
        egui::CentralPanel::default().show(ui, |ui| {
            egui::Frame::new().inner_margin(12.0).show(ui, |ui| {
                let mut banner = Vec::new();
                keeping::save_banner_ui(ui, self, &mut banner);
                self.actions.extend(banner);
                if let Some(e) = self.error.clone() {
                    ui.horizontal(|ui| {
                        ui.colored_label(theme::error(self.prefs.dark), e.to_string());
                        if ui.small_button("Dismiss").clicked() {
                            self.error = None;
                        }
                    });
                    ui.add_space(4.0);
                }
                for n in self.notices.clone() {
                    ui.colored_label(theme::attention(self.prefs.dark), format!("- {n}"));
                }
                if !self.notices.is_empty() {
                    ui.add_space(6.0);
                }
                fonts::warning_ui(ui, &mut self.fonts, self.prefs.dark);
                screens::screen_ui(ui, self, now);
            });
        });
        self.screens.clock.share = self
            .share
            .as_ref()
            .map(|s| (s.url().to_string(), s.qr.clone()));
        if self.projector {
            screens::clock::projector_viewport(&ctx, self, now);
        }
        sharing::window_ui(self, &ctx);
        self.modal_ui(&ctx);
        import_dialog::show(self, &ctx);
        if let Some(dialog) = self.print_dialog.as_mut() {
            let (dialogs, dark) = (self.use_dialogs, self.prefs.dark);
            let keep = self.doc.as_ref().is_some_and(|doc| {
                dialog.show(&ctx, &doc.event, doc.path.as_deref(), dialogs, dark)
            });
            if !keep {
                self.print_dialog = None;
            }
        }
        if let (Some(dialog), Some(doc)) = (self.settings_dialog.as_mut(), self.doc.as_ref()) {
            match dialog.show(&ctx, &doc.event, self.prefs.dark) {
                settings_dialog::Outcome::Open => {}
                settings_dialog::Outcome::Cancelled => self.settings_dialog = None,
                settings_dialog::Outcome::Save(cmd) => {
                    self.settings_dialog = None;
                    self.actions.push(Action::Apply(*cmd));
                }
            }
        }
        self.run_actions(&ctx);
        sharing::pump(self);
        if self
            .doc
            .as_ref()
            .and_then(|d| d.event.clock())
            .is_some_and(|c| c.is_running())
        {
            ctx.request_repaint_after(std::time::Duration::from_millis(250));
        }
    }
}

impl eframe::App for NetrunnerApp {
    fn ui(&mut self, ui: &mut egui::Ui, _frame: &mut eframe::Frame) {
        self.frame_ui(ui);
    }
}

/// A name usable as a file stem.
pub fn file_stem(name: &str) -> String {
    let s: String = name
        .chars()
        .map(|c| {
            if c.is_alphanumeric() || c == '-' {
                c.to_ascii_lowercase()
            } else {
                '-'
            }
        })
        .collect();
    let s = s.trim_matches('-').to_string();
    if s.is_empty() { "event".into() } else { s }
}

fn capitalise(s: &str) -> String {
    let mut c = s.chars();
    match c.next() {
        Some(f) => f.to_uppercase().collect::<String>() + c.as_str(),
        None => String::new(),
    }
}

/// Starts the desktop app.
pub fn run() -> eframe::Result {
    let options = eframe::NativeOptions {
        viewport: egui::ViewportBuilder::default()
            .with_title("Netrunner TO")
            .with_inner_size([1200.0, 800.0])
            .with_min_inner_size([800.0, 500.0]),
        // The app brings its own fallback (`fonts::ScreenFonts`, shared with the printouts).
        system_font_fallback: false,
        ..Default::default()
    };
    eframe::run_native(
        "Netrunner TO",
        options,
        Box::new(|_cc| {
            Ok(Box::new(NetrunnerApp::new(
                default_data_dir(),
                system_time(),
            )))
        }),
    )
}
