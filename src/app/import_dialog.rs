//! File > Import players…: choose a spreadsheet list (file dialog or typed path), see every row
//! with its problems, then add the accepted rows as one command (one undo step) or cancel.
//!
//! The preview comes from [`crate::io::player_import`]; nothing changes the event until "Add N
//! players" is pressed, and then only through [`Action::Apply`](super::Action::Apply) with one
//! [`Command::AddPlayers`](crate::engine::Command::AddPlayers).

use super::file_dialogs::{self, DialogResult};
use super::menu::AppCommand;
use super::theme;
use super::words::Speaks as _;
use crate::engine::{Command, Event};
use crate::i18n::Lang;
use crate::io::explain::Explain as _;
use crate::io::player_import::{self, ImportPreview, MAX_IMPORT_BYTES, Severity};
use crate::tr;
use std::path::{Path, PathBuf};

/// The state of the import dialog while it is open.
#[derive(Clone, Debug, Default)]
pub struct ImportDialog {
    /// The path typed or chosen.
    pub path: String,
    /// The preview of the file last read.
    pub preview: Option<ImportPreview>,
    /// The file the preview was read from.
    pub previewed: Option<PathBuf>,
    /// Why the file could not be read, or why no dialog was shown.
    pub error: Option<String>,
}

/// What the user did in the dialog this frame.
pub enum Outcome {
    /// Still open.
    Open,
    /// Closed without adding anyone.
    Cancelled,
    /// Closed with the players to add (one command) and what the status line says.
    Add(Box<Command>, String),
}

/// What the dialog's buttons asked for this frame.
enum Pressed {
    Stay,
    Cancel,
    Add,
}

impl ImportDialog {
    /// Reads the file at `path` and previews it against the event; a problem is worded in
    /// `lang`.
    pub fn load(&mut self, path: &Path, event: &Event, lang: Lang) {
        self.path = path.display().to_string();
        self.preview = None;
        self.previewed = None;
        self.error = None;
        match read(path, lang) {
            Ok(bytes) => match player_import::preview(&bytes, event) {
                Ok(p) => {
                    self.preview = Some(p);
                    self.previewed = Some(path.to_path_buf());
                }
                Err(e) => self.error = Some(format!("{}: {}", path.display(), e.explain(lang))),
            },
            Err(e) => self.error = Some(e),
        }
    }
}

fn read(path: &Path, lang: Lang) -> Result<Vec<u8>, String> {
    // Size checked before reading; a named pipe refused, not waited on.
    crate::io::save::read_capped(path, MAX_IMPORT_BYTES as u64).map_err(|e| e.explain(lang))
}

impl ImportDialog {
    /// Shows the dialog over `ctx`, previewing against `event`; says what the organizer chose.
    pub fn show(&mut self, ctx: &egui::Context, event: &Event, use_dialogs: bool) -> Outcome {
        let pressed = egui::Modal::new(egui::Id::unique(("import", "players")))
            .show(ctx, |ui| dialog_ui(ui, self, event, use_dialogs))
            .inner;
        match pressed {
            Pressed::Stay => Outcome::Open,
            Pressed::Cancel => Outcome::Cancelled,
            Pressed::Add => match self.preview.as_ref().and_then(|p| Some((p, p.command()?))) {
                Some((p, cmd)) => Outcome::Add(
                    Box::new(cmd),
                    tr!(
                        ctx.lang(),
                        "import-status-imported",
                        n = p.accepted_count(),
                        path = self.path.as_str(),
                        undo = AppCommand::Undo.shortcut_text(ctx)
                    ),
                ),
                None => Outcome::Cancelled,
            },
        }
    }
}

fn dialog_ui(ui: &mut egui::Ui, d: &mut ImportDialog, event: &Event, use_dialogs: bool) -> Pressed {
    let dark = ui.visuals().dark_mode;
    let mut outcome = Pressed::Stay;
    let lang = ui.lang();
    // Fits a small laptop screen; the table scrolls inside.
    let width = (ui.ctx().content_rect().width() - 80.0).clamp(480.0, 1100.0);
    ui.set_min_width(width);
    ui.set_max_width(width);
    ui.heading(tr!(lang, "import-title"));
    ui.label(tr!(lang, "import-intro"));
    ui.add_space(6.0);
    let mut load = false;
    ui.horizontal(|ui| {
        let l = ui.label(tr!(lang, "import-file"));
        let r = ui
            .add(
                egui::TextEdit::singleline(&mut d.path)
                    .desired_width(420.0)
                    .hint_text("/home/me/players.csv"), // i18n: not text
            )
            .labelled_by(l.id);
        if r.lost_focus() && ui.input(|i| i.key_pressed(egui::Key::Enter)) {
            load = true;
        }
        if ui.button(tr!(lang, "import-preview")).clicked() {
            load = true;
        }
        if ui.button(tr!(lang, "import-choose-file")).clicked() {
            if use_dialogs {
                match file_dialogs::open_player_list(lang) {
                    DialogResult::Chosen(p) => {
                        d.path = p.display().to_string();
                        load = true;
                    }
                    DialogResult::Cancelled => {}
                    DialogResult::Unavailable => {
                        d.error = Some(tr!(lang, "import-no-file-dialog"));
                    }
                }
            } else {
                d.error = Some(tr!(lang, "import-no-file-dialog"));
            }
        }
    });
    if load {
        let path = PathBuf::from(d.path.trim());
        if d.path.trim().is_empty() {
            d.error = Some(tr!(lang, "import-type-path"));
        } else {
            d.load(&path, event, lang);
        }
    }
    if let Some(e) = &d.error {
        ui.colored_label(theme::error(dark), e);
    }
    if let Some(p) = &d.preview {
        ui.add_space(6.0);
        // The file's layout and the notes in the app's language (`io::explain::files`).
        ui.label(tr!(
            lang,
            "import-read-as",
            summary = crate::io::explain::files::import_summary(p, lang)
        ));
        for n in &p.notes {
            ui.colored_label(
                theme::attention(dark),
                tr!(lang, "import-note", note = n.explain(lang)),
            );
        }
        ui.add_space(4.0);
        preview_table(ui, p, lang);
        ui.add_space(4.0);
        ui.label(tr!(
            lang,
            "import-counts",
            add = p.accepted_count(),
            left_out = p.blocked_count()
        ));
    }
    ui.add_space(8.0);
    let n = d.preview.as_ref().map_or(0, ImportPreview::accepted_count);
    ui.horizontal(|ui| {
        let label = tr!(lang, "import-add", n = n);
        if ui.add_enabled(n > 0, egui::Button::new(label)).clicked() {
            outcome = Pressed::Add;
        }
        if ui.button(tr!(lang, "import-cancel")).clicked() {
            outcome = Pressed::Cancel;
        }
    });
    if ui.input(|i| i.key_pressed(egui::Key::Escape)) {
        outcome = Pressed::Cancel;
    }
    outcome
}

fn preview_table(ui: &mut egui::Ui, p: &ImportPreview, lang: Lang) {
    let dark = ui.visuals().dark_mode;
    let height = (ui.ctx().content_rect().height() - 360.0).clamp(120.0, 420.0);
    egui::ScrollArea::both()
        .max_height(height)
        .max_width(ui.available_width())
        .id_salt(("import", "preview-scroll"))
        .show(ui, |ui| {
            egui::Grid::new(("import", "preview-grid"))
                .striped(true)
                .num_columns(7)
                .spacing([12.0, 4.0])
                .show(ui, |ui| {
                    for h in [
                        tr!(lang, "import-col-line"),
                        String::new(),
                        tr!(lang, "import-col-name"),
                        tr!(lang, "import-col-corp"),
                        tr!(lang, "import-col-runner"),
                        tr!(lang, "import-col-pronouns"),
                        tr!(lang, "import-col-problems"),
                    ] {
                        ui.strong(h);
                    }
                    ui.end_row();
                    for r in &p.rows {
                        let d = &r.details;
                        ui.label(r.line.to_string());
                        if r.accepted() {
                            ui.label(tr!(lang, "import-row-add"));
                        } else {
                            ui.colored_label(theme::error(dark), tr!(lang, "import-row-left-out"));
                        }
                        ui.label(&d.name);
                        ui.label(d.corp.as_deref().unwrap_or(""));
                        ui.label(d.runner.as_deref().unwrap_or(""));
                        ui.label(d.pronouns.as_deref().unwrap_or(""));
                        ui.vertical(|ui| {
                            for problem in &r.problems {
                                let text = problem.explain(lang);
                                match problem.severity() {
                                    Severity::Blocking => {
                                        ui.colored_label(theme::error(dark), text);
                                    }
                                    Severity::Warning => {
                                        ui.colored_label(theme::attention(dark), text);
                                    }
                                    Severity::Note => {
                                        ui.label(
                                            egui::RichText::new(text).color(theme::muted(dark)),
                                        );
                                    }
                                }
                            }
                        });
                        ui.end_row();
                    }
                });
        });
}
