//! The typed-path dialog, used wherever the system has no file dialog (no desktop portal, as
//! under Xvfb) and for the pairings CSV (which needs a round): a full suggested file name,
//! selected so that typing replaces it; Enter is OK; `~` is the home folder; a name without a
//! folder goes in the suggested folder; a path that cannot be used is explained in the dialog,
//! in words, before anything is tried.

use super::file_dialogs::{self, DialogResult};
use super::words::Speaks as _;
use super::{Action, ExportKind, PathPurpose, file_stem, theme};
use crate::engine::Event;
use crate::i18n::Lang;
use crate::tr;
use std::path::{Path, PathBuf};

/// The dialog's state while it is open.
#[derive(Clone, Debug)]
pub struct PathPrompt {
    /// What the path is for.
    pub purpose: PathPurpose,
    /// The path as typed.
    pub text: String,
    /// Why the path cannot be used.
    pub error: Option<String>,
    /// The round of a pairings export.
    pub round: Option<u32>,
    /// The folder suggested names go in.
    folder: PathBuf,
    /// Whether the organizer changed the text (then a new round does not rename it).
    edited: bool,
    /// The first frame: the field takes the focus with its text selected.
    fresh: bool,
}

/// What happened in the dialog this frame.
pub enum Prompt {
    /// Still open.
    Open,
    /// Closed without a path.
    Cancelled,
    /// The path is good: run this (and, for a pairings export, with this round).
    Done(Box<Action>, Option<u32>),
}

/// A typed path with `~` for the home folder and without surrounding quotes (as a copied path
/// often has them).
pub fn expand(text: &str) -> PathBuf {
    let t = text.trim();
    let t = t
        .strip_prefix('"')
        .and_then(|x| x.strip_suffix('"'))
        .or_else(|| t.strip_prefix('\'').and_then(|x| x.strip_suffix('\'')))
        .unwrap_or(t);
    let home = || dirs::home_dir().unwrap_or_default();
    if t == "~" {
        return home();
    }
    match t.strip_prefix("~/") {
        Some(rest) => home().join(rest),
        None => PathBuf::from(t),
    }
}

/// The folder suggested files go in: the event file's, else the most recent file's, else the
/// documents folder, else the home folder.
pub fn default_folder(event_path: Option<&Path>, recent: &[PathBuf]) -> PathBuf {
    event_path
        .or_else(|| recent.first().map(PathBuf::as_path))
        .and_then(Path::parent)
        .filter(|p| !p.as_os_str().is_empty())
        .map(Path::to_path_buf)
        .or_else(dirs::document_dir)
        .or_else(dirs::home_dir)
        .unwrap_or_else(std::env::temp_dir)
}

/// The file name suggested for a purpose: `store-champs.json`, `store-champs-results.json`,
/// `store-champs-round-2-pairings.csv`.
pub fn suggested_name(event: Option<&Event>, purpose: PathPurpose, round: Option<u32>) -> String {
    let stem = event.map_or_else(|| "event".to_string(), |e| file_stem(&e.settings().name));
    match purpose {
        PathPurpose::Open => String::new(),
        PathPurpose::SaveAs => format!("{stem}.json"),
        PathPurpose::Export(kind) => match kind {
            ExportKind::Nrtm => format!("{stem}-results.json"),
            ExportKind::StandingsCsv => format!("{stem}-standings.csv"),
            ExportKind::PairingsCsv => match round {
                Some(n) => format!("{stem}-round-{n}-pairings.csv"),
                None => format!("{stem}-pairings.csv"),
            },
            ExportKind::PlayersCsv => format!("{stem}-players.csv"),
            ExportKind::GamesCsv => format!("{stem}-games.csv"),
        },
    }
}

fn extension(purpose: PathPurpose) -> Option<&'static str> {
    match purpose {
        PathPurpose::Open => None,
        PathPurpose::SaveAs => Some("json"),
        PathPurpose::Export(k) => Some(k.extension()),
    }
}

/// The path to use for what was typed, or what is wrong with it, in words (in `lang`): an
/// empty field, a folder where a file is needed, a folder that does not exist, no file to open.
/// A file name to save without an extension gets the usual one. A relative path is in `folder`
/// (the one the dialog suggested), not in whatever folder the app was started from.
pub fn check(
    purpose: PathPurpose,
    text: &str,
    folder: &Path,
    lang: Lang,
) -> Result<PathBuf, String> {
    if text.trim().is_empty() {
        return Err(tr!(lang, "path-problem-empty"));
    }
    let mut path = expand(text);
    if path.is_relative() {
        path = folder.join(path);
    }
    let shown = |p: &Path| p.display().to_string();
    let ends_in_separator = text.trim_end().ends_with(['/', std::path::MAIN_SEPARATOR]);
    if path.is_dir() || ends_in_separator {
        let example = match purpose {
            PathPurpose::Open => "champs.json".to_string(),
            _ => format!("champs.{}", extension(purpose).unwrap_or("json")),
        };
        return Err(tr!(
            lang,
            "path-problem-folder",
            path = shown(&path),
            example = shown(&path.join(example))
        ));
    }
    if purpose == PathPurpose::Open {
        if !path.exists() {
            return Err(tr!(lang, "path-problem-no-file", path = shown(&path)));
        }
        return Ok(path);
    }
    if let Some(ext) = extension(purpose)
        && path.extension().is_none()
    {
        path.set_extension(ext);
    }
    let parent = path
        .parent()
        .filter(|p| !p.as_os_str().is_empty())
        .map_or_else(|| PathBuf::from("."), Path::to_path_buf);
    if !parent.is_dir() {
        return Err(if parent.exists() {
            tr!(lang, "path-problem-not-a-folder", path = shown(&parent))
        } else {
            tr!(lang, "path-problem-no-folder", path = shown(&parent))
        });
    }
    Ok(path)
}

impl PathPrompt {
    /// The dialog for `purpose`, with a full suggested path (the folder for Open).
    pub fn new(
        purpose: PathPurpose,
        event: Option<&Event>,
        event_path: Option<&Path>,
        recent: &[PathBuf],
    ) -> PathPrompt {
        let folder = default_folder(event_path, recent);
        let round = match purpose {
            PathPurpose::Export(ExportKind::PairingsCsv) => {
                event.and_then(|e| e.rounds().last()).map(|r| r.number)
            }
            _ => None,
        };
        let mut p = PathPrompt {
            purpose,
            text: String::new(),
            error: None,
            round,
            folder,
            edited: false,
            fresh: true,
        };
        p.suggest(event);
        p
    }

    fn suggest(&mut self, event: Option<&Event>) {
        if self.edited {
            return;
        }
        let name = suggested_name(event, self.purpose, self.round);
        let mut folder = self.folder.display().to_string();
        if name.is_empty() && !folder.ends_with(std::path::MAIN_SEPARATOR) {
            folder.push(std::path::MAIN_SEPARATOR);
        }
        self.text = if name.is_empty() {
            folder
        } else {
            self.folder.join(name).display().to_string()
        };
    }

    /// Draws the dialog.
    pub fn show(
        &mut self,
        ctx: &egui::Context,
        event: Option<&Event>,
        use_dialogs: bool,
    ) -> Prompt {
        let dark = ctx.global_style().visuals.dark_mode;
        let mut outcome = Prompt::Open;
        let lang = ctx.lang();
        let id = egui::Id::unique("typed-path");
        let mut ok = false;
        let mut choose = false;
        egui::Modal::new(egui::Id::unique("path")).show(ctx, |ui| {
            // A fixed size: egui centres a modal on its size.
            ui.set_width(520.0);
            let title = match self.purpose {
                PathPurpose::Open => tr!(lang, "path-title-open"),
                PathPurpose::SaveAs => tr!(lang, "path-title-save-as"),
                PathPurpose::Export(ExportKind::Nrtm) => tr!(lang, "path-title-export-nrtm"),
                PathPurpose::Export(ExportKind::StandingsCsv) => {
                    tr!(lang, "path-title-export-standings")
                }
                PathPurpose::Export(ExportKind::PairingsCsv) => {
                    tr!(lang, "path-title-export-pairings")
                }
                PathPurpose::Export(ExportKind::PlayersCsv) => {
                    tr!(lang, "path-title-export-players")
                }
                PathPurpose::Export(ExportKind::GamesCsv) => tr!(lang, "path-title-export-games"),
            };
            ui.heading(title);
            if self.purpose == PathPurpose::Export(ExportKind::PairingsCsv) {
                ui.horizontal(|ui| {
                    let l = ui.label(tr!(lang, "path-round"));
                    let rounds: Vec<u32> = event
                        .map(|e| e.rounds().iter().map(|r| r.number).collect())
                        .unwrap_or_default();
                    let before = self.round;
                    egui::ComboBox::from_id_salt("export-pairings-round")
                        .selected_text(self.round.map_or_else(
                            || tr!(lang, "path-round-none"),
                            |n| tr!(lang, "path-round-n", n = n),
                        ))
                        .show_ui(ui, |ui| {
                            for n in rounds.iter().rev() {
                                ui.selectable_value(
                                    &mut self.round,
                                    Some(*n),
                                    tr!(lang, "path-round-n", n = *n),
                                );
                            }
                        })
                        .response
                        .labelled_by(l.id);
                    if self.round != before {
                        self.suggest(event);
                    }
                });
            }
            let l = ui.label(tr!(lang, "path-type-path"));
            // Enter is taken before the field sees it: it is OK, whatever the field does with it.
            let keys = super::screens::pick_list::take_keys(ui, id, false, false);
            if self.fresh {
                // The suggestion is selected: typing replaces it, an arrow key keeps it.
                let mut state = egui::TextEdit::load_state(ui.ctx(), id).unwrap_or_default();
                let end = egui::text::CCursor::new(self.text.chars().count());
                state
                    .cursor
                    .set_char_range(Some(egui::text::CCursorRange::two(
                        egui::text::CCursor::new(0),
                        end,
                    )));
                state.store(ui.ctx(), id);
            }
            let edit = egui::TextEdit::singleline(&mut self.text)
                .id(id)
                .desired_width(500.0)
                .hint_text("~/events/champs.json"); // i18n: not text
            let r = ui.add(edit).labelled_by(l.id);
            if self.fresh {
                // Until the field has the focus, its text stays selected.
                if r.has_focus() {
                    self.fresh = false;
                } else {
                    r.request_focus();
                }
            }
            if r.changed() {
                self.edited = true;
                self.error = None;
            }
            ui.label(
                egui::RichText::new(tr!(
                    lang,
                    "path-folder-note",
                    folder = self.folder.display().to_string()
                ))
                .small()
                .color(theme::muted(dark)),
            );
            ok |= keys.enter;
            // The line for what is wrong is always there: nothing moves when it appears.
            ui.horizontal(|ui| {
                ui.set_min_height(2.0 * ui.text_style_height(&egui::TextStyle::Body));
                if let Some(e) = &self.error {
                    ui.add(
                        egui::Label::new(egui::RichText::new(e).color(theme::error(dark))).wrap(),
                    );
                }
            });
            ui.horizontal(|ui| {
                ok |= ui.button(tr!(lang, "path-ok")).clicked();
                if ui.button(tr!(lang, "path-cancel")).clicked() {
                    outcome = Prompt::Cancelled;
                }
                if use_dialogs
                    && matches!(self.purpose, PathPurpose::Export(_))
                    && ui.button(tr!(lang, "path-choose")).clicked()
                {
                    choose = true;
                }
            });
        });
        if ctx.input(|i| i.key_pressed(egui::Key::Escape)) {
            outcome = Prompt::Cancelled;
        }
        if choose && let PathPurpose::Export(kind) = self.purpose {
            let name = expand(&self.text)
                .file_name()
                .map(|n| n.to_string_lossy().into_owned())
                .unwrap_or_else(|| suggested_name(event, self.purpose, self.round));
            match file_dialogs::save_file(&name, kind.extension(), &kind.name(lang)) {
                DialogResult::Chosen(p) => {
                    self.text = p.display().to_string();
                    self.edited = true;
                    ok = true;
                }
                DialogResult::Cancelled => {}
                DialogResult::Unavailable => {
                    self.error = Some(tr!(lang, "path-no-file-dialog"));
                }
            }
        }
        if ok {
            if self.purpose == PathPurpose::Export(ExportKind::PairingsCsv) && self.round.is_none()
            {
                self.error = Some(tr!(lang, "path-no-round-paired"));
                return outcome;
            }
            match check(self.purpose, &self.text, &self.folder, lang) {
                Ok(p) => {
                    let action = match self.purpose {
                        PathPurpose::Open => Action::Open(p),
                        PathPurpose::SaveAs => Action::SaveAs(p),
                        PathPurpose::Export(k) => Action::Export(k, p),
                    };
                    outcome = Prompt::Done(Box::new(action), self.round);
                }
                Err(e) => self.error = Some(e),
            }
        }
        outcome
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    const EN: Lang = Lang::ENGLISH;

    #[test]
    fn a_tilde_is_the_home_folder_and_quotes_go() {
        let home = dirs::home_dir().unwrap_or_default();
        assert_eq!(expand("~/events/a.json"), home.join("events/a.json"));
        assert_eq!(expand("~"), home);
        assert_eq!(expand("  '/tmp/a b.json' "), PathBuf::from("/tmp/a b.json"));
        assert_eq!(expand("/x/~y"), PathBuf::from("/x/~y"));
    }

    #[test]
    fn paths_that_cannot_be_used_are_explained() {
        let dir = tempfile::tempdir().unwrap_or_else(|e| panic!("{e}"));
        let d = dir.path().display().to_string();
        let folder = check(PathPurpose::SaveAs, &d, dir.path(), EN).unwrap_err();
        assert!(
            folder.contains("is a folder: add the file's name"),
            "{folder}"
        );
        let missing = check(
            PathPurpose::Export(ExportKind::StandingsCsv),
            &format!("{d}/nope/s.csv"),
            dir.path(),
            EN,
        )
        .unwrap_err();
        assert!(missing.starts_with("There is no folder"), "{missing}");
        let none = check(PathPurpose::Open, &format!("{d}/a.json"), dir.path(), EN).unwrap_err();
        assert!(none.starts_with("There is no file"), "{none}");
        assert_eq!(
            check(PathPurpose::SaveAs, &format!("{d}/champs"), dir.path(), EN),
            Ok(dir.path().join("champs.json")),
            "the extension is added"
        );
        assert_eq!(
            check(PathPurpose::SaveAs, "  ", dir.path(), EN).unwrap_err(),
            "Type the file's path."
        );
        // A name alone goes in the suggested folder, not where the app was started.
        assert_eq!(
            check(
                PathPurpose::Export(ExportKind::StandingsCsv),
                "standings",
                dir.path(),
                EN
            ),
            Ok(dir.path().join("standings.csv"))
        );
        assert_eq!(
            check(PathPurpose::Open, "a.json", dir.path(), EN).unwrap_err(),
            format!(
                "There is no file \u{201C}{}\u{201D}.",
                dir.path().join("a.json").display()
            )
        );
    }
}
