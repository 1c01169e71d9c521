//! The desktop app (egui/eframe): the only part of the crate that knows about the GUI.
//!
//! Screens read the open [`Event`] and push [`Action`]s; after the frame the app runs them:
//! engine commands go through [`Document::apply`] (undo snapshot, autosave), file actions
//! through [`file_dialogs`] and [`crate::io`]. Nothing a screen does changes the event directly.

mod action;
pub mod autosave;
pub mod chat_copy;
pub mod document;
pub mod file_dialogs;
pub mod following;
pub mod fonts;
pub mod import_dialog;
pub mod keeping;
mod menu;
mod modal;
pub mod no_window;
pub mod path_prompt;
pub mod print_dialog;
mod run;
pub mod screens;
pub mod settings_dialog;
pub mod sharing;
pub mod stream_marks;
pub mod theme;
pub mod undo;
pub mod words;

use crate::engine::{Command, Event};
use crate::io::save;
use crate::tr;
pub use action::{Action, ExportKind, PathPurpose};
use document::{Document, Prefs, Recovery, Session};
use file_dialogs::DialogResult;
use modal::Modal;
use screens::Screen;
use std::path::{Path, PathBuf};

/// A source of the current time in milliseconds since the Unix epoch (injectable for tests).
pub type TimeSource = Box<dyn Fn() -> i64>;

/// The system clock.
pub fn system_time() -> TimeSource {
    Box::new(|| chrono::Utc::now().timestamp_millis())
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
    /// What became of the commands screens requested ([`screens::Cx::request`]) in the last
    /// run of the actions.
    answers: Vec<screens::Answer>,
    /// The event's live pages on the local network, while shared.
    pub share: Option<sharing::Sharing>,
    /// The share window, while open.
    pub share_dialog: Option<sharing::ShareDialog>,
    /// Following an event another computer shares (issue 39), while it runs.
    pub following: Option<following::Following>,
    /// The follow window, while open.
    pub follow_dialog: Option<following::FollowDialog>,
    actions: Vec<Action>,
    modal: Option<Modal>,
    time: TimeSource,
    quit_confirmed: bool,
    applied_theme: Option<(bool, f32)>,
    last_title: Option<String>,
    /// Where the event opened at the start was shared when the app last closed: sharing starts
    /// there again once it is open.
    reshare: Option<std::net::SocketAddr>,
    /// The projector window remembered open at the last exit: it opens once the main window
    /// has painted its first frames (see DESIGN.md, "The desktop app").
    projector_at_start: bool,
}

/// The main window's passes before the remembered projector window opens at the start.
const PROJECTOR_AFTER_PASSES: u64 = 3;

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
        let reshare = match (&recovery, &prefs.reopen) {
            (None, Some(p)) if p.is_file() => prefs.share,
            _ => None,
        };
        let reopen: Vec<Action> = match (&recovery, &prefs.reopen) {
            (None, Some(p)) if p.is_file() => {
                vec![Action::Open(p.clone())]
            }
            _ => Vec::new(),
        };
        let projector_at_start = prefs.projector && !reopen.is_empty();
        let mut keeping = keeping::Keeping::new(&data_dir, prefs.language());
        let status = keeping.best_effort.pending.take().unwrap_or_default();
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
            status,
            projector: false,
            use_dialogs: true,
            import_dialog: None,
            print_dialog: None,
            settings_dialog: None,
            pairings_round: None,
            fonts: fonts::ScreenFonts::default(),
            share: None,
            share_dialog: None,
            following: None,
            follow_dialog: None,
            answers: Vec::new(),
            actions: reopen,
            modal: None,
            time,
            quit_confirmed: false,
            applied_theme: None,
            last_title: None,
            reshare,
            projector_at_start,
        }
    }

    /// Opens `path` at the start instead of the event open at the last exit (`netrunner-to
    /// FILE`: a double-click, *Open with…*): an event file as File ▸ Open does, a results file
    /// through the import. A missing or unreadable file is said in the window.
    pub fn open_at_start(&mut self, path: PathBuf) {
        let reopened = self.prefs.reopen.as_ref().is_some_and(|p| p == &path);
        if !reopened {
            self.reshare = None;
        }
        self.actions.retain(|a| !matches!(a, Action::Open(_)));
        self.actions.insert(0, Action::Open(path));
    }

    /// The work that must go on whether or not the window is shown (eframe calls it even while
    /// the window is minimized or hidden, woken by the server): the phones' change requests and
    /// the live pages' snapshot, and the autosave's completion.
    pub fn logic(&mut self) {
        if let Some(doc) = self.doc.as_mut() {
            doc.poll();
        }
        sharing::pump(self);
    }

    /// While a file is dragged over the window: a note in its middle that dropping opens it.
    fn hovered_files_ui(&self, ctx: &egui::Context) {
        if ctx.input(|i| i.raw.hovered_files.is_empty()) {
            return;
        }
        egui::Area::new(egui::Id::unique("drop-to-open"))
            .order(egui::Order::Foreground)
            .anchor(egui::Align2::CENTER_CENTER, egui::Vec2::ZERO)
            .interactable(false)
            .show(ctx, |ui| {
                egui::Frame::popup(ui.style())
                    .inner_margin(16.0)
                    .show(ui, |ui| {
                        ui.label(
                            egui::RichText::new(tr!(self.lang(), "app-drop-to-open")).size(20.0),
                        );
                    });
            });
    }

    /// Files dropped on the window open as File ▸ Open would (the first of several; the others
    /// are named in a note).
    fn dropped_files(&mut self, ctx: &egui::Context) {
        let dropped: Vec<PathBuf> = ctx.input(|i| {
            i.raw
                .dropped_files
                .iter()
                .map(|f| f.path().to_path_buf())
                .filter(|p| !p.as_os_str().is_empty())
                .collect()
        });
        let mut dropped = dropped.into_iter();
        if let Some(first) = dropped.next() {
            let rest: Vec<String> = dropped.map(|p| p.display().to_string()).collect();
            self.run(Action::Open(first), ctx);
            if !rest.is_empty() {
                let note = tr!(self.lang(), "status-dropped-one", rest = rest.join(", "));
                self.notices.push(note);
            }
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

    /// The app's language: the one chosen in View ▸ Language, else the computer's.
    pub fn lang(&self) -> crate::i18n::Lang {
        self.prefs.language()
    }

    /// Queues an action (used by tests and screens).
    pub fn push(&mut self, a: Action) {
        self.actions.push(a);
    }

    /// Runs every queued action.
    pub fn run_actions(&mut self, ctx: &egui::Context) {
        let actions = std::mem::take(&mut self.actions);
        // The answers to last frame's requests have been seen by the screens.
        self.answers.clear();
        if !actions.is_empty() {
            ctx.request_repaint();
        }
        for a in actions {
            self.run(a, ctx);
        }
    }

    /// Draws one frame of the app into `ui` and runs the actions it produced.
    pub fn frame_ui(&mut self, ui: &mut egui::Ui) {
        let ctx = ui.ctx().clone();
        // Everything drawn this frame speaks the app's language (`words::Speaks`).
        words::set_lang(&ctx, self.lang());
        let theme = (self.prefs.dark, self.prefs.scale);
        if self.applied_theme != Some(theme) {
            theme::apply(&ctx, theme.0, if theme.1 == 0.0 { 1.0 } else { theme.1 });
            self.applied_theme = Some(theme);
        }
        self.fonts
            .check_event(&ctx, self.doc.as_ref().map(|d| &d.event));
        self.shortcuts(&ctx);
        self.dropped_files(&ctx);
        self.poll_unsaved(&ctx);
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
        let lang = self.lang();
        let title = self.doc.as_ref().map_or_else(
            || "Netrunner TO".to_string(), // i18n: not text (the product's name)
            |d| format!("Netrunner TO — {}", d.title(lang)), // i18n: not text
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
        let now = self.now_ms();
        let dark = self.prefs.dark;
        // What the screens see of the app (read-only); they answer with actions.
        let shell = screens::Shell {
            screen: self.screen,
            event: self.doc.as_ref().map(|d| &d.event),
            now_ms: now,
            data_dir: &self.data_dir,
            recovery: self.recovery.as_ref(),
            recent: &self.prefs.recent,
            unsaved: &self.keeping.unsaved,
            answers: &self.answers,
        };
        let actions = &mut self.actions;
        if shell.event.is_some() {
            egui::Panel::left("nav")
                .resizable(false)
                .exact_size(screens::nav_width(&ctx))
                .show(ui, |ui| screens::nav_ui(ui, &shell, actions));
        }
        egui::CentralPanel::default().show(ui, |ui| {
            egui::Frame::new().inner_margin(12.0).show(ui, |ui| {
                keeping::save_banner_ui(ui, self.doc.as_ref(), actions);
                if let Some(note) = shell.event.and_then(|e| following::moved_note(e, lang)) {
                    ui.add(
                        egui::Label::new(egui::RichText::new(note).color(theme::attention(dark)))
                            .wrap(),
                    );
                }
                if let Some(e) = &self.error {
                    // Wrapped in the page's width, the button under it: a long refusal (a
                    // Japanese one is one line of 80 characters) must not run off the window
                    // and stretch the page with it (issue 37).
                    let mut dismiss = false;
                    ui.add(
                        egui::Label::new(egui::RichText::new(e).color(theme::error(dark))).wrap(),
                    );
                    dismiss |= ui.small_button(tr!(lang, "app-dismiss")).clicked();
                    ui.add_space(4.0);
                    if dismiss {
                        self.error = None;
                    }
                }
                // The last command's warnings float over the foot of the page: shown in
                // place, they pushed the screen down and back up when they went (issue 33).
                if !self.notices.is_empty() {
                    let mut dismiss = false;
                    let panel = ui.max_rect();
                    egui::Area::new(egui::Id::unique("notices"))
                        .order(egui::Order::Foreground)
                        .fixed_pos(egui::pos2(panel.left(), panel.bottom() - 8.0))
                        .pivot(egui::Align2::LEFT_BOTTOM)
                        .show(&ctx, |ui| {
                            egui::Frame::popup(ui.style()).show(ui, |ui| {
                                ui.set_max_width(panel.width() - 24.0);
                                for n in &self.notices {
                                    ui.colored_label(theme::attention(dark), format!("- {n}"));
                                }
                                dismiss = ui.small_button(tr!(lang, "app-dismiss")).clicked();
                            });
                        });
                    if dismiss {
                        self.notices.clear();
                    }
                }
                fonts::warning_ui(ui, &mut self.fonts);
                screens::screen_ui(ui, &shell, &mut self.screens, actions);
            });
        });
        let shared_event = self.doc.as_ref().map(|d| &d.event);
        self.screens.clock.share = self.share.as_mut().map(|s| s.projector_code(shared_event));
        if self.projector {
            let event = self.doc.as_ref().map(|d| &d.event);
            let shown =
                screens::clock::projector_viewport(&ctx, event, &mut self.screens.clock, now);
            if let screens::clock::Projector::Closed { by_user } = shown {
                self.projector = false;
                if by_user {
                    self.prefs.projector = false;
                    self.save_prefs();
                }
            }
        }
        sharing::window_ui(self, &ctx);
        following::window_ui(self, &ctx);
        self.modal_ui(&ctx);
        if self.doc.is_none() {
            self.import_dialog = None;
        }
        if let (Some(dialog), Some(doc)) = (self.import_dialog.as_mut(), self.doc.as_ref()) {
            match dialog.show(&ctx, &doc.event, self.use_dialogs) {
                import_dialog::Outcome::Open => {}
                import_dialog::Outcome::Cancelled => {
                    self.import_dialog = None;
                    self.status = tr!(lang, "status-import-cancelled");
                }
                import_dialog::Outcome::Add(cmd, status) => {
                    self.import_dialog = None;
                    self.actions.push(Action::Apply(*cmd));
                    self.status = status;
                }
            }
        }
        if let Some(dialog) = self.print_dialog.as_mut() {
            let dialogs = self.use_dialogs;
            let keep = self
                .doc
                .as_ref()
                .is_some_and(|doc| dialog.show(&ctx, &doc.event, doc.path.as_deref(), dialogs));
            if !keep {
                self.print_dialog = None;
            }
        }
        if let (Some(dialog), Some(doc)) = (self.settings_dialog.as_mut(), self.doc.as_ref()) {
            match dialog.show(&ctx, &doc.event) {
                settings_dialog::Outcome::Open => {}
                settings_dialog::Outcome::Cancelled => self.settings_dialog = None,
                settings_dialog::Outcome::Save(cmd) => {
                    self.settings_dialog = None;
                    self.actions.push(Action::Apply(*cmd));
                }
            }
        }
        self.hovered_files_ui(&ctx);
        if self.projector_at_start {
            // Not before the main window has painted (DESIGN.md, "The desktop app"): a
            // projector drawn first leaves both windows without a letter.
            if ctx.cumulative_pass_nr() >= PROJECTOR_AFTER_PASSES {
                self.projector_at_start = false;
                if self.doc.is_some() {
                    self.actions.push(Action::Projector(true));
                }
            } else {
                ctx.request_repaint();
            }
        }
        self.run_actions(&ctx);
        if let Some(listen) = self.reshare.take()
            && self.doc.is_some()
            && self.share.is_none()
            && let Err(e) = sharing::start(self, &ctx, listen)
        {
            self.fail(e);
        }
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
    fn logic(&mut self, _ctx: &egui::Context, _frame: &mut eframe::Frame) {
        NetrunnerApp::logic(self);
    }

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

/// The text with its first letter in upper case (messages shown as sentences).
pub fn capitalise(s: &str) -> String {
    let mut c = s.chars();
    match c.next() {
        Some(f) => f.to_uppercase().collect::<String>() + c.as_str(),
        None => String::new(),
    }
}

/// The window's application id: the X11 `WM_CLASS` and the Wayland app id, which the desktop
/// matches with `packaging/linux/netrunner-to.desktop` (its name without `.desktop`).
pub const APP_ID: &str = "netrunner-to"; // i18n: not text

/// The window's icon (the program's, `assets/icon`).
pub fn icon() -> Option<egui::IconData> {
    eframe::icon_data::from_png_bytes(include_bytes!("../../assets/icon/netrunner-to.png")).ok()
}

/// How the window is drawn: OpenGL through glow, first as eframe chooses, then — when that
/// fails — the plainest configuration ([`Renderer::Plain`]).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Renderer {
    /// eframe's defaults (hardware acceleration preferred, vsync).
    Default,
    /// Any configuration the driver offers, accelerated or not, no multisampling, depth or
    /// stencil buffer, no vsync (a blocking swap hangs some remote and virtual drivers); the
    /// binary adds Mesa's software renderer on Linux. The second attempt when the first
    /// could not open.
    Plain,
}

/// Starts the desktop app with `renderer`, opening `open` (a file given on the command line).
pub fn run(open: Option<PathBuf>, renderer: Renderer) -> eframe::Result {
    let mut viewport = egui::ViewportBuilder::default()
        .with_title("Netrunner TO") // i18n: not text
        .with_app_id(APP_ID)
        .with_inner_size([1200.0, 800.0])
        .with_min_inner_size([800.0, 500.0])
        // Files dropped on the window open (`NetrunnerApp::dropped_files`).
        .with_drag_and_drop(true);
    if let Some(icon) = icon() {
        viewport = viewport.with_icon(icon);
    }
    let mut options = eframe::NativeOptions {
        viewport,
        // The app brings its own fallback (`fonts::ScreenFonts`, shared with the printouts).
        system_font_fallback: false,
        ..Default::default()
    };
    if renderer == Renderer::Plain {
        options.glow_options.hardware_acceleration =
            eframe::egui_glow::HardwareAcceleration::Preferred;
        options.glow_options.vsync = false;
        options.multisampling = 0;
        options.depth_buffer = 0;
        options.stencil_buffer = 0;
    }
    eframe::run_native(
        "Netrunner TO", // i18n: not text (the app's id)
        options,
        Box::new(move |_cc| {
            let mut app = NetrunnerApp::new(default_data_dir(), system_time());
            if let Some(path) = open {
                app.open_at_start(path);
            }
            Ok(Box::new(app))
        }),
    )
}
