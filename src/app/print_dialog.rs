//! The print dialog (File > Print…): choose the printout, the round and the paper, save the PDF
//! where the organizer chooses (file dialog or a typed path), then open it in the system's
//! viewer.
//!
//! The PDF itself comes from [`crate::io::print`]; this module only asks and writes.

use super::file_dialogs::{self, DialogResult};
use super::theme;
use super::words::Speaks as _;
use crate::engine::Event;
use crate::i18n::Lang;
use crate::io::explain::Explain as _;
use crate::io::fonts::{Doing, event_texts as texts, warning as warning_in};
use crate::io::fonts::{FontDiscovery, Uncovered};
use crate::io::print::fonts::Fonts;
use crate::io::print::{self, Kind, Paper, Printout, RoundRef};
use crate::io::save;
use crate::tr;
use std::path::{Path, PathBuf};
use std::sync::Arc;

/// The dialog's state while it is open.
#[derive(Clone, Debug)]
pub struct PrintDialog {
    /// What to print.
    pub kind: Kind,
    /// The round (`None`: the round being played; for standings, the latest results).
    pub round: Option<RoundRef>,
    /// Paper size.
    pub paper: Paper,
    /// Where to save the PDF (typed or chosen).
    pub path: String,
    /// The folder suggested file names go in.
    folder: PathBuf,
    /// Whether the organizer changed the path (then it no longer follows the printout).
    path_edited: bool,
    /// The last error.
    pub error: Option<String>,
    /// A note (e.g. no file dialog available).
    pub note: Option<String>,
    /// The PDF written last, to offer "Open".
    pub saved: Option<PathBuf>,
    /// The app's data directory, where a loaded card data file is kept (deck-list printouts
    /// use the newer of it and the built-in data).
    pub card_data_dir: Option<PathBuf>,
    /// The address phones open while the event is shared (the player cards' QR code).
    pub share_address: Option<String>,
    /// An existing file the PDF would replace, and the question asked about it.
    pub replace: Option<(PathBuf, String)>,
    /// Where fonts for characters DejaVu Sans lacks come from (the app's, shared).
    discovery: Arc<FontDiscovery>,
    /// Which names no font can print, and which of their characters (the dialog says what to
    /// install before anything is saved).
    pub font_report: Vec<Uncovered>,
}

impl PrintDialog {
    /// A dialog for `event`; suggested files go next to the event file (or in `fallback`).
    pub fn new(event: &Event, event_path: Option<&Path>, fallback: &Path) -> PrintDialog {
        PrintDialog::with_fonts(event, event_path, fallback, FontDiscovery::shared_system())
    }

    /// The same, taking fonts for characters DejaVu Sans lacks from `discovery` (the app's
    /// own); says which names no font can print.
    pub fn with_fonts(
        event: &Event,
        event_path: Option<&Path>,
        fallback: &Path,
        discovery: Arc<FontDiscovery>,
    ) -> PrintDialog {
        let folder = event_path
            .and_then(Path::parent)
            .filter(|p| !p.as_os_str().is_empty())
            .map_or_else(|| fallback.to_path_buf(), Path::to_path_buf);
        let mut d = PrintDialog {
            kind: match (event.is_multiplayer(), print::current_round(event)) {
                (_, None) => Kind::Registration,
                (true, Some(_)) => Kind::Pods,
                (false, Some(_)) => Kind::PairingsByTable,
            },
            round: None,
            paper: Paper::A4,
            path: String::new(),
            folder,
            path_edited: false,
            error: None,
            note: None,
            saved: None,
            card_data_dir: None,
            share_address: None,
            replace: None,
            discovery,
            font_report: Vec::new(),
        };
        d.suggest(event);
        d.check_fonts(event);
        d
    }

    /// Chooses what to print (when the event can print it) and suggests its file name.
    pub fn choose(&mut self, event: &Event, kind: Kind) {
        if kind.check(event).is_ok() {
            self.kind = kind;
            self.suggest(event);
        }
    }

    fn fonts(&self) -> Result<Fonts, print::PrintError> {
        Fonts::with_discovery(self.discovery.clone())
    }

    /// Finds which names no font on the computer can print.
    fn check_fonts(&mut self, event: &Event) {
        self.font_report = match self.fonts() {
            Ok(f) => crate::io::fonts::uncovered(&texts(event), |c| f.has_char(c)),
            Err(_) => Vec::new(),
        };
    }

    /// Which names no font on the computer can print and what to install, in `lang`.
    pub fn font_warning(&self, lang: Lang) -> Option<String> {
        warning_in(&self.font_report, Doing::Printed, lang)
    }

    /// The printout chosen, with its round resolved.
    pub fn printout(&self, event: &Event) -> Result<Printout, print::PrintError> {
        let round = if self.kind.needs_round() || self.kind == Kind::Standings {
            self.round
        } else {
            None
        };
        Printout::for_event(event, self.kind, round)
    }

    /// Puts the suggested file name in the path field unless the organizer typed one.
    fn suggest(&mut self, event: &Event) {
        if self.path_edited {
            return;
        }
        let name = match self.printout(event) {
            Ok(p) => p.file_name(event),
            Err(_) => format!("{}.pdf", self.kind.slug()),
        };
        self.path = self.folder.join(name).display().to_string();
    }

    /// Renders the printout and writes it to the path in the field; says what went wrong in
    /// `lang`.
    pub fn save(&mut self, event: &Event, event_path: Option<&Path>, lang: Lang) {
        self.error = None;
        self.saved = None;
        let text = self.path.trim();
        if text.is_empty() {
            self.error = Some(tr!(lang, "print-dialog-no-path"));
            return;
        }
        let path = PathBuf::from(text);
        if event_path.is_some_and(|e| crate::io::paths::same_file(e, &path)) {
            self.error = Some(tr!(lang, "print-dialog-is-event-file"));
            return;
        }
        if let Some(why) = super::keeping::in_use_elsewhere(&path, lang) {
            self.error = Some(why);
            return;
        }
        let agreed = self.replace.take().is_some_and(|(p, _)| p == path);
        if !agreed && let Some(question) = super::keeping::replace_question(&path, lang) {
            self.replace = Some((path, question));
            return;
        }
        let (cards, _) = crate::io::cards::current(self.card_data_dir.as_deref());
        let result = self
            .printout(event)
            .and_then(|p| match p {
                Printout::PlayerCards => print::render_player_cards(
                    event,
                    self.share_address.as_deref(),
                    self.paper,
                    &self.fonts()?,
                ),
                _ => print::render_full(event, &p, self.paper, &self.fonts()?, cards.db()),
            })
            .map_err(|e| crate::app::capitalise(&e.explain(lang)))
            .and_then(|bytes| save::write_atomic(&path, &bytes).map_err(|e| e.explain(lang)));
        match result {
            Ok(()) => self.saved = Some(path),
            Err(e) => self.error = Some(e),
        }
    }

    /// Draws the dialog; returns `false` when it is closed.
    pub fn show(
        &mut self,
        ctx: &egui::Context,
        event: &Event,
        event_path: Option<&Path>,
        use_dialogs: bool,
    ) -> bool {
        let dark = ctx.global_style().visuals.dark_mode;
        let mut open = true;
        let mut changed = false;
        let mut save_now = false;
        let mut choose = false;
        let mut open_pdf = None;
        let mut replace_now = None;
        let lang = ctx.lang();
        let font_warning = self.font_warning(lang);
        egui::Modal::new(egui::Id::unique("print_dialog")).show(ctx, |ui| {
            // A fixed size: the dialog is centred on its size, so a row that came and went, or
            // a line of status, would move every button under the pointer.
            ui.set_width(540.0);
            ui.heading(tr!(lang, "print-dialog-title"));
            ui.add_space(4.0);
            egui::Grid::new("print_grid")
                .num_columns(2)
                .spacing([12.0, 8.0])
                .show(ui, |ui| {
                    ui.label(tr!(lang, "print-dialog-what"));
                    ui.vertical(|ui| {
                        for &k in Kind::for_event(event) {
                            let title = k.title_in(lang);
                            changed |= ui.selectable_value(&mut self.kind, k, title).changed();
                        }
                    });
                    ui.end_row();
                    if self.kind.needs_round() || self.kind == Kind::Standings {
                        changed |= self.round_ui(ui, event);
                    } else {
                        ui.label(tr!(lang, "print-dialog-round"));
                        let not_needed = tr!(lang, "print-dialog-round-not-needed");
                        ui.add_enabled(false, egui::Button::new(not_needed));
                    }
                    ui.end_row();
                    ui.label(tr!(lang, "print-dialog-paper"));
                    ui.horizontal(|ui| {
                        for p in Paper::ALL {
                            ui.selectable_value(&mut self.paper, p, paper_name(p, lang));
                        }
                    });
                    ui.end_row();
                    let l = ui.label(tr!(lang, "print-dialog-pdf-file"));
                    ui.horizontal(|ui| {
                        let r = ui
                            .add(egui::TextEdit::singleline(&mut self.path).desired_width(360.0))
                            .labelled_by(l.id);
                        if r.changed() {
                            self.path_edited = true;
                        }
                        if r.lost_focus() && ui.input(|i| i.key_pressed(egui::Key::Enter)) {
                            save_now = true;
                        }
                        if ui.button(tr!(lang, "print-dialog-choose")).clicked() {
                            choose = true;
                        }
                    });
                    ui.end_row();
                });
            if let Some(w) = &font_warning {
                // The same for every printout of the event: it does not come and go.
                ui.colored_label(theme::attention(dark), w);
            }
            // One status area, always there: the question before replacing a file, the error,
            // the saved file, or a note.
            ui.vertical(|ui| {
                ui.set_min_height(2.0 * ui.spacing().interact_size.y + 4.0);
                if let Some((_, question)) = &self.replace {
                    ui.colored_label(theme::attention(dark), question);
                    ui.horizontal(|ui| {
                        if ui.button(tr!(lang, "keep-replace")).clicked() {
                            replace_now = Some(true);
                        }
                        if ui.button(tr!(lang, "print-dialog-keep-file")).clicked() {
                            replace_now = Some(false);
                        }
                    });
                } else if let Some(e) = &self.error {
                    ui.add(
                        egui::Label::new(egui::RichText::new(e).color(theme::error(dark))).wrap(),
                    );
                } else if let Some(p) = &self.saved {
                    ui.horizontal(|ui| {
                        if ui.button(tr!(lang, "print-dialog-open")).clicked() {
                            open_pdf = Some(p.clone());
                        }
                        let saved = tr!(lang, "print-dialog-saved", path = p.display().to_string());
                        ui.add(egui::Label::new(saved).wrap());
                    });
                } else if let Some(n) = &self.note {
                    ui.add(
                        egui::Label::new(egui::RichText::new(n).color(theme::muted(dark))).wrap(),
                    );
                }
            });
            ui.add_space(6.0);
            ui.horizontal(|ui| {
                if ui.button(tr!(lang, "print-dialog-save")).clicked() {
                    save_now = true;
                }
                if ui.button(tr!(lang, "print-dialog-close")).clicked() {
                    open = false;
                }
            });
        });
        if changed {
            self.saved = None;
            self.error = None;
            self.suggest(event);
        }
        if choose {
            self.note = None;
            if use_dialogs {
                let name = Path::new(&self.path)
                    .file_name()
                    .map(|n| n.to_string_lossy().into_owned())
                    .unwrap_or_else(|| format!("{}.pdf", self.kind.slug()));
                let what = tr!(lang, "print-dialog-file-type");
                match file_dialogs::save_file(&name, "pdf", &what) {
                    DialogResult::Chosen(p) => {
                        self.path = p.display().to_string();
                        self.path_edited = true;
                        save_now = true;
                    }
                    DialogResult::Cancelled => {}
                    DialogResult::Unavailable => {
                        self.note = Some(tr!(lang, "print-dialog-no-file-dialog"));
                    }
                }
            } else {
                self.note = Some(tr!(lang, "print-dialog-no-file-dialog"));
            }
        }
        match replace_now {
            Some(true) => save_now = true, // `replace` still names the file agreed to
            Some(false) => self.replace = None,
            None => {
                if save_now {
                    // A new attempt asks again.
                    self.replace = None;
                }
            }
        }
        if changed {
            self.replace = None;
        }
        if save_now {
            self.save(event, event_path, lang);
        }
        if let Some(p) = open_pdf
            && let Err(e) = open_in_viewer(&p)
        {
            self.error = Some(tr!(
                lang,
                "print-dialog-open-failed",
                path = p.display().to_string(),
                error = crate::io::explain::files::os_error(&e, lang)
            ));
        }
        if ctx.input(|i| i.key_pressed(egui::Key::Escape)) {
            open = false;
        }
        open
    }

    /// The round picker; returns whether the choice changed.
    fn round_ui(&mut self, ui: &mut egui::Ui, event: &Event) -> bool {
        let lang = ui.lang();
        let standings = self.kind == Kind::Standings;
        let label_id = ui.label(tr!(lang, "print-dialog-round")).id;
        let current = if standings {
            tr!(lang, "print-dialog-round-latest-results")
        } else {
            match print::current_round(event) {
                Some(r) => tr!(
                    lang,
                    "print-dialog-round-current",
                    round = print::round_label_in(event, r, lang)
                ),
                None => tr!(lang, "print-dialog-round-current-none"),
            }
        };
        let options: Vec<RoundRef> = print::rounds(event)
            .into_iter()
            .filter(|r| !standings || matches!(r, RoundRef::Swiss(_)))
            .collect();
        if self.round.is_some_and(|r| !options.contains(&r)) {
            self.round = None;
        }
        let selected = match self.round {
            Some(r) => print::round_label_in(event, r, lang),
            None => current.clone(),
        };
        let before = self.round;
        egui::ComboBox::from_id_salt("print_round")
            .selected_text(selected)
            .show_ui(ui, |ui| {
                ui.selectable_value(&mut self.round, None, current);
                for r in options {
                    let text = match (standings, r) {
                        (true, RoundRef::Swiss(n)) => tr!(lang, "print-dialog-after-round", n = n),
                        _ => print::round_label_in(event, r, lang),
                    };
                    ui.selectable_value(&mut self.round, Some(r), text);
                }
            })
            .response
            .labelled_by(label_id);
        before != self.round
    }
}

/// A paper size's name in `lang`.
fn paper_name(paper: Paper, lang: Lang) -> String {
    match paper {
        Paper::A4 => tr!(lang, "print-dialog-paper-a4"),
        Paper::Letter => tr!(lang, "print-dialog-paper-letter"),
    }
}

/// Opens a file in the system's viewer (`xdg-open`, `open`, or `start`), without waiting.
pub fn open_in_viewer(path: &Path) -> std::io::Result<()> {
    #[cfg(target_os = "windows")]
    let mut command = {
        let mut c = std::process::Command::new("cmd");
        c.args(["/C", "start", ""]).arg(path);
        c
    };
    #[cfg(target_os = "macos")]
    let mut command = {
        let mut c = std::process::Command::new("open");
        c.arg(path);
        c
    };
    #[cfg(not(any(target_os = "windows", target_os = "macos")))]
    let mut command = {
        let mut c = std::process::Command::new("xdg-open");
        c.arg(path);
        c
    };
    let mut child = command.spawn()?;
    // Reap the launcher when it exits, without holding up the app.
    std::thread::spawn(move || child.wait());
    Ok(())
}
