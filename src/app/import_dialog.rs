//! File > Import players…: choose a spreadsheet list (file dialog or typed path), see every row
//! with its problems, then add the accepted rows as one command (one undo step) or cancel.
//!
//! The preview comes from [`crate::io::player_import`]; nothing changes the event until "Add N
//! players" is pressed, and then only through [`Action::Apply`](super::Action::Apply) with one
//! [`Command::AddPlayers`](crate::engine::Command::AddPlayers).

use super::file_dialogs::{self, DialogResult};
use super::menu::AppCommand;
use super::theme;
use crate::engine::{Command, Event};
use crate::io::player_import::{self, ImportPreview, MAX_IMPORT_BYTES, Severity};
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
    /// Reads the file at `path` and previews it against the event.
    pub fn load(&mut self, path: &Path, event: &Event) {
        self.path = path.display().to_string();
        self.preview = None;
        self.previewed = None;
        self.error = None;
        match read(path) {
            Ok(bytes) => match player_import::preview(&bytes, event) {
                Ok(p) => {
                    self.preview = Some(p);
                    self.previewed = Some(path.to_path_buf());
                }
                Err(e) => self.error = Some(format!("{}: {e}", path.display())),
            },
            Err(e) => self.error = Some(e),
        }
    }
}

fn read(path: &Path) -> Result<Vec<u8>, String> {
    // Size checked before reading; a named pipe refused, not waited on.
    crate::io::save::read_capped(path, MAX_IMPORT_BYTES as u64).map_err(|e| e.to_string())
}

impl ImportDialog {
    /// Shows the dialog over `ctx`, previewing against `event`; says what the organizer chose.
    pub fn show(
        &mut self,
        ctx: &egui::Context,
        event: &Event,
        use_dialogs: bool,
        dark: bool,
    ) -> Outcome {
        let pressed = egui::Modal::new(egui::Id::unique("import-players"))
            .show(ctx, |ui| dialog_ui(ui, self, event, use_dialogs, dark))
            .inner;
        match pressed {
            Pressed::Stay => Outcome::Open,
            Pressed::Cancel => Outcome::Cancelled,
            Pressed::Add => match self.preview.as_ref().and_then(|p| Some((p, p.command()?))) {
                Some((p, cmd)) => Outcome::Add(
                    Box::new(cmd),
                    format!(
                        "imported {} players from {} ({} undoes the whole import)",
                        p.accepted_count(),
                        self.path,
                        AppCommand::Undo.shortcut_text(ctx)
                    ),
                ),
                None => Outcome::Cancelled,
            },
        }
    }
}

fn dialog_ui(
    ui: &mut egui::Ui,
    d: &mut ImportDialog,
    event: &Event,
    use_dialogs: bool,
    dark: bool,
) -> Pressed {
    let mut outcome = Pressed::Stay;
    // Fits a small laptop screen; the table scrolls inside.
    let width = (ui.ctx().content_rect().width() - 80.0).clamp(480.0, 1100.0);
    ui.set_min_width(width);
    ui.set_max_width(width);
    ui.heading("Import players");
    ui.label(
        "A CSV or TSV list (comma, semicolon or tab), with or without a header. \
         Columns: name, Corp identity, Runner identity, pronouns.",
    );
    ui.add_space(6.0);
    let mut load = false;
    ui.horizontal(|ui| {
        let l = ui.label("Player list file");
        let r = ui
            .add(
                egui::TextEdit::singleline(&mut d.path)
                    .desired_width(420.0)
                    .hint_text("/home/me/players.csv"),
            )
            .labelled_by(l.id);
        if r.lost_focus() && ui.input(|i| i.key_pressed(egui::Key::Enter)) {
            load = true;
        }
        if ui.button("Preview").clicked() {
            load = true;
        }
        if ui.button("Choose file…").clicked() {
            if use_dialogs {
                match file_dialogs::open_player_list() {
                    DialogResult::Chosen(p) => {
                        d.path = p.display().to_string();
                        load = true;
                    }
                    DialogResult::Cancelled => {}
                    DialogResult::Unavailable => {
                        d.error = Some("no file dialog is available: type the file's path".into());
                    }
                }
            } else {
                d.error = Some("no file dialog is available: type the file's path".into());
            }
        }
    });
    if load {
        let path = PathBuf::from(d.path.trim());
        if d.path.trim().is_empty() {
            d.error = Some("type the path of the player list".into());
        } else {
            d.load(&path, event);
        }
    }
    if let Some(e) = &d.error {
        ui.colored_label(theme::error(dark), e);
    }
    if let Some(p) = &d.preview {
        ui.add_space(6.0);
        ui.label(format!("Read as {}", p.summary()));
        for n in &p.notes {
            ui.colored_label(theme::attention(dark), format!("Note: {n}"));
        }
        ui.add_space(4.0);
        preview_table(ui, p, dark);
        ui.add_space(4.0);
        ui.label(format!(
            "{} to add, {} left out",
            p.accepted_count(),
            p.blocked_count()
        ));
    }
    ui.add_space(8.0);
    let n = d.preview.as_ref().map_or(0, ImportPreview::accepted_count);
    ui.horizontal(|ui| {
        let label = if n == 1 {
            "Add 1 player".to_string()
        } else {
            format!("Add {n} players")
        };
        if ui.add_enabled(n > 0, egui::Button::new(label)).clicked() {
            outcome = Pressed::Add;
        }
        if ui.button("Cancel").clicked() {
            outcome = Pressed::Cancel;
        }
    });
    if ui.input(|i| i.key_pressed(egui::Key::Escape)) {
        outcome = Pressed::Cancel;
    }
    outcome
}

fn preview_table(ui: &mut egui::Ui, p: &ImportPreview, dark: bool) {
    let height = (ui.ctx().content_rect().height() - 360.0).clamp(120.0, 420.0);
    egui::ScrollArea::both()
        .max_height(height)
        .max_width(ui.available_width())
        .id_salt("import-preview-scroll")
        .show(ui, |ui| {
            egui::Grid::new("import-preview")
                .striped(true)
                .num_columns(7)
                .spacing([12.0, 4.0])
                .show(ui, |ui| {
                    for h in ["Line", "", "Name", "Corp", "Runner", "Pronouns", "Problems"] {
                        ui.strong(h);
                    }
                    ui.end_row();
                    for r in &p.rows {
                        let d = &r.details;
                        ui.label(r.line.to_string());
                        if r.accepted() {
                            ui.label("add");
                        } else {
                            ui.colored_label(theme::error(dark), "left out");
                        }
                        ui.label(&d.name);
                        ui.label(d.corp.as_deref().unwrap_or(""));
                        ui.label(d.runner.as_deref().unwrap_or(""));
                        ui.label(d.pronouns.as_deref().unwrap_or(""));
                        ui.vertical(|ui| {
                            for problem in &r.problems {
                                let text = problem.to_string();
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
