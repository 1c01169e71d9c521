//! Keeping the organizer's event safe in the app: which events are open and where they are
//! written, what is asked before an event is closed or a file replaced, and the banner that
//! stays while saving fails.
//!
//! - Opening an event file takes its lock ([`crate::io::event_file`]): no command-line command
//!   writes it while it is open here, and another window cannot open it.
//! - Leaving an event (Close, Open, New, Quit, recovering another) asks first when the event was
//!   never saved to a file, or while its changes are not saved.
//! - Save As, Export and Print ask before replacing an existing file ("… exists: event “X”, 9
//!   players. Replace it?") and refuse the event file itself.
//! - While saving fails, a banner on every screen says what failed and offers what helps:
//!   reload the file or save under a new name (another program changed it), try again or save
//!   elsewhere (a full disk, a removed stick).

use super::document::{self, Document, Session, UnsavedEvent, WindowMarker};
use super::words::Speaks as _;
use super::{Action, NetrunnerApp, theme};
use crate::engine::Event;
use crate::i18n::Lang;
use crate::io::event_file::{EventFile, HolderKind};
use crate::io::explain::Explain as _;
use crate::io::paths;
use crate::io::save::{self, FileError};
use crate::tr;
use std::path::{Path, PathBuf};

/// What the app keeps for the event files it has open.
pub struct Keeping {
    /// This window's session marker.
    pub marker: WindowMarker,
    /// Events never saved to a file (for the start screen), refreshed when it matters.
    pub unsaved: Vec<UnsavedEvent>,
    /// The autosave folder when `unsaved` was read ([`document::unsaved_stamp`]).
    unsaved_stamp: Vec<(std::ffi::OsString, u64, Option<std::time::SystemTime>)>,
    /// When the folder was last looked at (the app's clock, ms).
    unsaved_checked_ms: i64,
    /// The file the organizer agreed to replace (Save As, Export, Print), once.
    pub replace_ok: Option<PathBuf>,
    /// The organizer agreed to leave the open event as it is.
    pub leave_ok: bool,
    /// Failed best-effort writes, reported once each.
    pub best_effort: BestEffort,
}

impl Keeping {
    /// This window's keeping: its marker, and the unsaved events of earlier sessions (a
    /// failure to write the marker is reported in `lang`).
    pub fn new(data_dir: &Path, lang: Lang) -> Keeping {
        let (marker, failed) = WindowMarker::create(data_dir);
        let mut best_effort = BestEffort::default();
        if let Some(e) = failed {
            best_effort.pending = best_effort.failed(BestEffortWrite::SessionMarker, &e, lang);
        }
        Keeping {
            marker,
            unsaved: document::unsaved_events(data_dir),
            unsaved_stamp: document::unsaved_stamp(data_dir),
            unsaved_checked_ms: i64::MIN,
            replace_ok: None,
            leave_ok: false,
            best_effort,
        }
    }
}

/// A write the app makes on the side, whose failure costs a convenience, not data: it is
/// reported once (status line and standard error), then the app goes on without it.
#[derive(Clone, Copy, Debug, PartialEq, Eq, PartialOrd, Ord)]
pub enum BestEffortWrite {
    /// `prefs.json`: theme, scale, recent files, the event to reopen.
    Preferences,
    /// This window's session marker: which event to offer again after a crash.
    SessionMarker,
}

impl BestEffortWrite {
    /// The report of its failure, in `lang`.
    fn report(self, error: &FileError, lang: Lang) -> String {
        let error = error.explain(lang);
        match self {
            BestEffortWrite::Preferences => tr!(lang, "keep-prefs-not-saved", error = error),
            BestEffortWrite::SessionMarker => {
                tr!(lang, "keep-session-marker-not-written", error = error)
            }
        }
    }
}

/// The best-effort writes that failed, each reported once.
#[derive(Debug, Default)]
pub struct BestEffort {
    reported: std::collections::BTreeSet<BestEffortWrite>,
    /// A report not shown yet (made before the window had a status line).
    pub pending: Option<String>,
}

impl BestEffort {
    /// The report for a failed write, in `lang`: `Some` the first time this kind fails, `None`
    /// after. The report also goes to standard error (in English, as the command line's).
    pub fn failed(
        &mut self,
        kind: BestEffortWrite,
        error: &FileError,
        lang: Lang,
    ) -> Option<String> {
        if !self.reported.insert(kind) {
            return None;
        }
        let english = kind.report(error, Lang::ENGLISH);
        eprintln!("netrunner-to: {english}"); // i18n: not text (the program's name)
        Some(kind.report(error, lang))
    }
}

/// Why leaving the open event needs a question, if it does.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum LeaveReason {
    /// The event was never saved to a file (it stays in the list of unsaved events).
    NeverSaved,
    /// Saving fails: the last changes are only in the autosaved copy.
    OnlyInCopy(String),
    /// Saving fails everywhere: the last changes are only in memory.
    NotOnDisk(String),
}

impl NetrunnerApp {
    /// Puts an opened or created document in place (the previous one is closed: its lock and its
    /// writer go with it, after its last write).
    pub(crate) fn install(&mut self, mut doc: Document) {
        if let Some(p) = &doc.path {
            self.prefs.remember(p);
        }
        // The event in progress opens again at the next start (issue 13).
        self.prefs.reopen = doc.path.clone();
        self.save_prefs();
        if let Some(mut old) = self.doc.take() {
            old.flush();
        }
        doc.autosave();
        self.record_session(&Session {
            event_path: doc.path.clone(),
            autosave: Some(doc.autosave_path.clone()),
        });
        self.doc = Some(doc);
        self.reset_screen_states(false);
        self.screen = super::screens::Screen::Players;
        self.error = None;
        self.notices.clear();
        self.keeping.leave_ok = false;
        self.refresh_unsaved();
    }

    /// Opens an event file: takes its lock (waiting briefly for a command that is changing it),
    /// then reads it. A file with data a newer version wrote opens as a copy.
    pub(crate) fn open_event_file(&mut self, path: &Path, loaded: save::Loaded) {
        let lang = self.lang();
        if !loaded.unknown.is_empty() {
            let note = tr!(
                lang,
                "keep-opened-as-copy-unknown-data",
                path = path.display().to_string(),
                fields = crate::io::explain::files::unknown_fields(&loaded.unknown, lang)
            );
            let doc = Document::with_file(loaded.event, None, &self.data_dir);
            self.install(doc);
            self.notices.push(note);
            return;
        }
        match EventFile::open(path, &document::app_holder(), document::APP_WAIT) {
            Ok((file, event)) => {
                let doc = Document::with_file(event, Some(file), &self.data_dir);
                self.install(doc);
                self.status = tr!(lang, "status-opened", path = path.display().to_string());
            }
            Err(FileError::FolderNotWritable { dir, .. }) => {
                let doc = Document::with_file(loaded.event, None, &self.data_dir);
                self.install(doc);
                self.notices.push(tr!(
                    lang,
                    "keep-opened-as-copy-folder-not-writable",
                    dir = dir.display().to_string()
                ));
            }
            Err(e) => self.error = Some(e.explain(lang)),
        }
    }

    /// Opens the autosaved copy offered after an unclean exit.
    pub(crate) fn recover(&mut self, autosave: &Path, event_path: Option<PathBuf>) {
        if let Some(r) = self.recovery.take() {
            r.done();
        }
        let doc = match event_path {
            // The organizer chose the copy over the file: it replaces the file's content.
            Some(p) => save::load(autosave).and_then(|e| {
                let file = EventFile::lock(&p, &document::app_holder(), document::APP_WAIT)?;
                Ok(Document::with_copy(e, Some(file), autosave.to_path_buf()))
            }),
            None => document::open_unsaved(autosave),
        };
        match doc {
            Ok(doc) => {
                self.install(doc);
                self.status = tr!(self.lang(), "status-recovered");
            }
            Err(e) => self.error = Some(e.explain(self.lang())),
        }
    }

    /// Re-reads the list of unsaved events.
    pub(crate) fn refresh_unsaved(&mut self) {
        self.keeping.unsaved_stamp = document::unsaved_stamp(&self.data_dir);
        self.keeping.unsaved = document::unsaved_events(&self.data_dir);
    }

    /// While the start screen shows the unsaved events, looks at their folder once a second
    /// and reads the list again when a copy changed, came or went (another window kept working
    /// on its event, or the list was read before this window's last change was on disk).
    pub(crate) fn poll_unsaved(&mut self, ctx: &egui::Context) {
        if self.doc.is_some() {
            return;
        }
        let now = self.now_ms();
        if now.saturating_sub(self.keeping.unsaved_checked_ms) < 1000 {
            return;
        }
        self.keeping.unsaved_checked_ms = now;
        if document::unsaved_stamp(&self.data_dir) != self.keeping.unsaved_stamp {
            self.refresh_unsaved();
        }
        ctx.request_repaint_after(std::time::Duration::from_secs(1));
    }

    /// Why leaving the open event needs a question, if it does (and it was not answered).
    pub fn leave_reason(&self) -> Option<LeaveReason> {
        let doc = self.doc.as_ref()?;
        if self.keeping.leave_ok {
            return None;
        }
        if let Some(e) = doc.save_error_in(self.lang()) {
            return Some(if doc.changes_not_on_disk() {
                LeaveReason::NotOnDisk(e)
            } else {
                LeaveReason::OnlyInCopy(e)
            });
        }
        (doc.is_unsaved() && !doc.event.history().is_empty()).then_some(LeaveReason::NeverSaved)
    }

    /// Runs `then` (which leaves the open event) now, or asks first; `true` when it may run.
    pub(crate) fn may_leave(&mut self, then: &Action) -> bool {
        if let Some(doc) = self.doc.as_mut() {
            // A failure of the last write must be known before deciding.
            doc.flush();
        }
        match self.leave_reason() {
            None => true,
            Some(reason) => {
                self.modal = Some(super::Modal::Leave {
                    reason,
                    then: Box::new(then.clone()),
                });
                false
            }
        }
    }

    /// Saves the preferences; a failure is reported once.
    pub(crate) fn save_prefs(&mut self) {
        let lang = self.lang();
        if let Err(e) = self.prefs.save(&self.data_dir)
            && let Some(text) =
                self.keeping
                    .best_effort
                    .failed(BestEffortWrite::Preferences, &e, lang)
        {
            self.status = text;
        }
    }

    /// Records in the window's marker which event is open; a failure is reported once.
    pub(crate) fn record_session(&mut self, session: &Session) {
        let lang = self.lang();
        if let Err(e) = self.keeping.marker.record(session)
            && let Some(text) =
                self.keeping
                    .best_effort
                    .failed(BestEffortWrite::SessionMarker, &e, lang)
        {
            self.status = text;
        }
    }

    /// Closes the open event (after its last write); the window's marker records no event.
    pub(crate) fn close_event(&mut self) {
        let failing = self.doc.as_ref().is_some_and(|d| d.save_error.is_some());
        if let Some(mut d) = self.doc.take() {
            d.flush();
        }
        if !failing {
            self.record_session(&Session::default());
        }
        self.keeping.leave_ok = false;
        self.refresh_unsaved();
    }

    /// The clean end of this window: the marker goes, unless saving was failing (then the
    /// next start offers the autosaved copy).
    pub(crate) fn end_session(&mut self) {
        let failing = self.doc.as_mut().is_some_and(|d| {
            d.flush();
            d.save_error.is_some()
        });
        if !failing {
            self.keeping.marker.remove();
        }
    }

    /// The question before replacing an existing file with an output or Save As, if it is
    /// needed: `None` when nothing is there or the organizer already agreed.
    pub(crate) fn replace_question(&mut self, path: &Path) -> Option<String> {
        if self.keeping.replace_ok.as_deref() == Some(path) {
            self.keeping.replace_ok = None;
            return None;
        }
        replace_question(path, self.lang())
    }

    /// Asks before replacing `path` and then runs `then`; `true` when it may run now.
    pub(crate) fn may_replace(&mut self, path: &Path, then: &Action) -> bool {
        match self.replace_question(path) {
            None => true,
            Some(question) => {
                self.modal = Some(super::Modal::Confirm {
                    question,
                    yes: tr!(self.lang(), "keep-replace"),
                    then: Box::new(Action::Replaced(path.to_path_buf(), Box::new(then.clone()))),
                });
                false
            }
        }
    }

    /// Whether `path` is the open event's own file (any spelling, link or hard link).
    pub(crate) fn is_event_file(&self, path: &Path) -> bool {
        self.doc
            .as_ref()
            .and_then(|d| d.path.as_deref())
            .is_some_and(|p| paths::same_file(p, path))
    }

    /// Reads the event file again after another program changed it.
    /// Forgets what the screens kept about the event shown so far (notes such as "Added Ann
    /// (#5). Undo", forms half filled for it), when another event or another version of it
    /// takes its place.
    fn reset_screen_states(&mut self, same_event: bool) {
        // Screen states belong to the event, but a game at a table goes on whatever event is
        // opened: keep the table helper — unless a pod of the event being left set it up (that
        // game belongs to that event: issue 37 found it still shown after another was opened).
        let mut helper = std::mem::take(&mut self.screens.table_helper);
        if helper.from_pod.is_some() && !same_event {
            helper = Default::default();
        }
        self.screens = super::screens::ScreenStates {
            table_helper: helper,
            ..super::screens::ScreenStates::default()
        };
    }

    pub(crate) fn reload(&mut self) {
        let Some(doc) = self.doc.as_mut() else { return };
        match doc.reload() {
            Ok(kept) => {
                self.reset_screen_states(true);
                self.notices.clear();
                self.status = if kept.is_some() {
                    tr!(self.lang(), "status-reloaded-kept")
                } else {
                    tr!(self.lang(), "status-reloaded")
                };
                self.error = None;
                self.refresh_unsaved();
            }
            Err(e) => self.error = Some(e.explain(self.lang())),
        }
    }
}

/// The banner shown on every screen while saving fails, with what helps.
pub fn save_banner_ui(ui: &mut egui::Ui, doc: Option<&Document>, actions: &mut Vec<Action>) {
    let dark = ui.visuals().dark_mode;
    let Some(doc) = doc else { return };
    let lang = ui.lang();
    let Some(err) = doc.save_error_in(lang) else {
        return;
    };
    egui::Frame::group(ui.style()).show(ui, |ui| {
        let headline = if doc.file_changed {
            tr!(lang, "keep-banner-file-changed")
        } else if doc.changes_not_on_disk() {
            tr!(lang, "keep-banner-not-on-disk")
        } else {
            tr!(lang, "keep-banner-only-in-copy")
        };
        ui.colored_label(theme::error(dark), headline);
        ui.label(err);
        ui.horizontal(|ui| {
            if doc.file_changed {
                if ui.button(tr!(lang, "keep-reload-file")).clicked() {
                    actions.push(Action::Confirm {
                        question: tr!(lang, "keep-reload-question"),
                        yes: tr!(lang, "keep-reload"),
                        then: Box::new(Action::Reload),
                    });
                }
            } else if ui.button(tr!(lang, "keep-try-again")).clicked() {
                actions.push(Action::RetrySave);
            }
            if ui.button(tr!(lang, "keep-save-as-new-file")).clicked() {
                actions.push(Action::SaveAsDialog);
            }
        });
    });
    ui.add_space(4.0);
}

/// The question before leaving an event that is not safely saved.
pub fn leave_modal_ui(
    ctx: &egui::Context,
    reason: &LeaveReason,
    then: &Action,
    next: &mut Vec<Action>,
) -> bool {
    let mut close = false;
    egui::Modal::new(egui::Id::unique("leave")).show(ctx, |ui| {
        ui.set_max_width(460.0);
        let lang = ui.lang();
        let (title, text, go) = match reason {
            LeaveReason::NeverSaved => (
                tr!(lang, "keep-leave-never-saved-title"),
                tr!(lang, "keep-leave-never-saved-text"),
                tr!(lang, "keep-leave-never-saved-go"),
            ),
            LeaveReason::OnlyInCopy(e) => (
                tr!(lang, "keep-leave-only-in-copy-title"),
                tr!(lang, "keep-leave-only-in-copy-text", error = e.as_str()),
                tr!(lang, "keep-leave-only-in-copy-go"),
            ),
            LeaveReason::NotOnDisk(e) => (
                tr!(lang, "keep-leave-not-on-disk-title"),
                tr!(lang, "keep-leave-not-on-disk-text", error = e.as_str()),
                tr!(lang, "keep-leave-not-on-disk-go"),
            ),
        };
        ui.heading(title);
        ui.label(text);
        ui.add_space(6.0);
        ui.horizontal(|ui| {
            if ui.button(tr!(lang, "keep-save-as")).clicked() {
                next.push(Action::SaveAsDialog);
                close = true;
            }
            if ui.button(go).clicked() {
                next.push(Action::Leave(Box::new(then.clone())));
                close = true;
            }
            if ui.button(tr!(lang, "app-cancel")).clicked() {
                close = true;
            }
        });
    });
    close
}

/// The start screen's list of events never saved to a file.
pub fn unsaved_list_ui(ui: &mut egui::Ui, unsaved: &[UnsavedEvent], actions: &mut Vec<Action>) {
    let dark = ui.visuals().dark_mode;
    if unsaved.is_empty() {
        return;
    }
    let lang = ui.lang();
    egui::Frame::group(ui.style()).show(ui, |ui| {
        ui.label(egui::RichText::new(tr!(lang, "keep-unsaved-heading")).strong());
        ui.label(egui::RichText::new(tr!(lang, "keep-unsaved-note")).color(theme::muted(dark)));
        for u in unsaved {
            ui.horizontal(|ui| {
                let (name, players, rounds) = (u.name.as_str(), u.players, u.rounds);
                ui.label(match u.changed.as_deref() {
                    Some(t) => tr!(
                        lang,
                        "keep-unsaved-event-changed",
                        name = name,
                        players = players,
                        rounds = rounds,
                        changed = date_time(lang, t)
                    ),
                    None => tr!(
                        lang,
                        "keep-unsaved-event",
                        name = name,
                        players = players,
                        rounds = rounds
                    ),
                });
                if ui.button(tr!(lang, "keep-unsaved-open")).clicked() {
                    actions.push(Action::OpenUnsaved(u.copy.clone()));
                }
                if ui.button(tr!(lang, "keep-unsaved-discard")).clicked() {
                    actions.push(Action::Confirm {
                        question: tr!(
                            lang,
                            "keep-unsaved-discard-question",
                            name = name,
                            players = players,
                            rounds = rounds
                        ),
                        yes: tr!(lang, "keep-discard"),
                        then: Box::new(Action::DiscardUnsaved(u.copy.clone())),
                    });
                }
            });
        }
    });
    ui.add_space(theme::SECTION_GAP);
}

/// Opens an unsaved event from the start screen's list.
pub(crate) fn open_unsaved(app: &mut NetrunnerApp, copy: &Path) {
    match document::open_unsaved(copy) {
        Ok(doc) => {
            app.install(doc);
            app.status = tr!(app.lang(), "status-opened-unsaved");
        }
        Err(e) => app.error = Some(e.explain(app.lang())),
    }
}

/// Discards an unsaved event's copy.
pub(crate) fn discard_unsaved(app: &mut NetrunnerApp, copy: &Path) {
    if let Err(e) = document::discard_unsaved(copy) {
        app.error = Some(e.explain(app.lang()));
    }
    app.refresh_unsaved();
}

/// "2026-11-05 18:30" (a local time as the list of unsaved events keeps it) the language's way.
fn date_time(lang: Lang, stamp: &str) -> String {
    match stamp.split_once(' ') {
        Some((date, time)) => tr!(lang, "keep-date-time", date = lang.date(date), time = time),
        None => lang.date(stamp),
    }
}

/// The question before replacing an existing file (`None` when nothing is there), in `lang`:
/// "standings.csv exists: a file of 3 bytes. Replace it?".
pub(crate) fn replace_question(path: &Path, lang: Lang) -> Option<String> {
    let what = describe_existing(path, lang)?;
    let name = path.file_name().map_or_else(
        || path.display().to_string(),
        |n| n.to_string_lossy().into_owned(),
    );
    Some(tr!(lang, "keep-replace-question", file = name, what = what))
}

/// What an existing file is, in `lang` (the words of [`paths::describe_existing`], which the
/// command line prints): an event file's name and players, else its size.
fn describe_existing(path: &Path, lang: Lang) -> Option<String> {
    let meta = std::fs::metadata(path).ok()?;
    if !meta.is_file() {
        return Some(tr!(lang, "keep-existing-not-a-file"));
    }
    if let Some(e) = paths::event_in(path) {
        return Some(tr!(
            lang,
            "keep-existing-event",
            name = e.settings().name.as_str(),
            n = e.players().len()
        ));
    }
    let n = meta.len();
    Some(if n < 1024 {
        tr!(lang, "keep-existing-bytes", n = n)
    } else if n < 1024 * 1024 {
        tr!(lang, "keep-existing-kb", n = n.div_ceil(1024))
    } else {
        let mb = format!("{:.1}", n as f64 / (1024.0 * 1024.0));
        tr!(lang, "keep-existing-mb", size = mb)
    })
}

/// Why no output may replace `out` (another program has it open as its event file), in
/// `lang`: the words of [`paths::in_use_elsewhere`], which the command line prints.
pub(crate) fn in_use_elsewhere(out: &Path, lang: Lang) -> Option<String> {
    let holder = crate::io::event_file::current_holder(out)?;
    let file = out.file_name().map_or_else(
        || out.display().to_string(),
        |n| n.to_string_lossy().into_owned(),
    );
    let pid = holder.pid.to_string();
    Some(match holder.holder {
        HolderKind::App => tr!(lang, "keep-in-use-by-app", file = file, pid = pid),
        HolderKind::Command => tr!(lang, "keep-in-use-by-command", file = file, pid = pid),
        HolderKind::Server => tr!(lang, "keep-in-use-by-server", file = file, pid = pid),
    })
}

/// An event read for opening: `Ok(None)` when the file is not an event file (try it as a
/// results file).
pub(crate) fn read_event(bytes: &[u8], path: &Path) -> Result<Option<save::Loaded>, FileError> {
    match save::read_bytes(bytes, path) {
        Ok(l) => Ok(Some(l)),
        Err(FileError::NotAnEventFile { .. }) => Ok(None),
        Err(e) => Err(e),
    }
}

/// An event created in the app (new or imported), with its own unsaved copy.
pub(crate) fn unsaved_doc(app: &NetrunnerApp, event: Event) -> Document {
    Document::with_file(event, None, &app.data_dir)
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_failed_best_effort_write_is_reported_once() {
        let dir = tempfile::tempdir().unwrap();
        // A file where the data folder should be: nothing can be written under it.
        let data = dir.path().join("data");
        std::fs::write(&data, b"not a folder").unwrap();
        let mut keeping = Keeping::new(&data, Lang::ENGLISH);
        let first = keeping.best_effort.pending.take().unwrap();
        assert!(first.starts_with("the session marker"), "{first}");
        assert!(first.contains("data"), "{first}");
        // The marker keeps failing: not reported again.
        let again = keeping.marker.record(&Session::default());
        assert!(again.is_ok(), "no marker, nothing to record");
        let prefs = document::Prefs::default();
        let e = prefs.save(&data).unwrap_err();
        let once = keeping
            .best_effort
            .failed(BestEffortWrite::Preferences, &e, Lang::ENGLISH);
        assert!(
            once.unwrap()
                .starts_with("the preferences could not be saved")
        );
        assert_eq!(
            keeping
                .best_effort
                .failed(BestEffortWrite::Preferences, &e, Lang::ENGLISH),
            None
        );
        assert_eq!(
            keeping
                .best_effort
                .failed(BestEffortWrite::SessionMarker, &e, Lang::ENGLISH),
            None
        );
    }
}
