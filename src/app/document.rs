//! The open event: its file, undo/redo history, autosave and crash recovery.
//!
//! Every applied command is followed by an autosave, written by a background thread
//! ([`super::autosave`]): always to a copy in the app's data directory, then to the event file
//! when it has one. The document owns its event file ([`EventFile`]: the file's lock, held while
//! the event is open, so no command-line command writes it meanwhile, and a check before every
//! save that nobody else changed it).
//!
//! Each app window keeps a session marker in the data directory (`sessions/`), locked while the
//! window runs and removed on a clean exit; a marker left behind by a window that is gone means
//! that window ended uncleanly, and the start screen offers its autosaved copy when it differs
//! from the file. An event never saved to a file keeps its copy under a unique name
//! (`autosave/unsaved-ID.json`) and is listed on the start screen until it is saved or discarded.

use super::autosave::{Autosaver, SaveFailure, Targets};
use super::undo::{Step, UndoStack};
use crate::engine::{Command, EngineError, Event, HistoryEntry, Outcome};
use crate::i18n::Lang;
use crate::io::event_file::{EventFile, Holder, HolderKind};
use crate::io::explain::engine::command as describe;
use crate::io::save::{self, FileError};
use serde::{Deserialize, Serialize};
use std::path::{Path, PathBuf};
use std::time::Duration;

/// How many undo steps are kept at most.
pub const UNDO_LIMIT: usize = 200;

/// How much memory the undo steps may take (estimated): fewer steps are kept for a very large
/// event (`docs/benchmarks.md`, "Undo memory").
pub const UNDO_MEMORY: usize = 256 * 1024 * 1024;

/// How long the app waits for a command that is changing an event file it opens.
pub const APP_WAIT: Duration = Duration::from_secs(2);

/// This process as the holder of an event file's lock.
pub fn app_holder() -> Holder {
    Holder::this(HolderKind::App)
}

/// Undo and redo as snapshots of the event (never persisted): an [`UndoStack`] of [`Snapshot`]s.
///
/// The snapshots leave out the history (in a long event the history is most of the memory):
/// a step keeps the event's state and the history entries it takes off or puts back.
///
/// The round clock is not part of undo: its commands get no step of their own (so they never
/// stand between the organizer and the result they want to undo), and undoing or redoing a step
/// keeps the clock as it is now — the clock commands applied since the step are applied again
/// to the restored event — unless the step itself replaced the clock (pairing a round, the cut).
pub type History = UndoStack<Snapshot>;

/// What one undo or redo step of the event keeps.
pub struct Snapshot {
    /// The event's state to go back (or forward) to, without its history.
    event: Event,
    /// How many entries of the current history belong to that state.
    keep: usize,
    /// The entries that follow them in that state (a redo's command and what came after it).
    forward: Vec<HistoryEntry>,
    /// The length of the event's history when the step was recorded: clock commands after it
    /// were applied since, and are carried over.
    base: usize,
    /// Whether the step's command replaced or removed the round clock.
    resets_clock: bool,
    /// The command the step takes back (or applies again). Undo and Redo name it in the app's
    /// language of the moment they are shown (switching the language renames them at once), so
    /// the step keeps the command rather than words.
    command: Command,
}

impl Default for History {
    fn default() -> Self {
        UndoStack::new(UNDO_LIMIT, UNDO_MEMORY)
    }
}

/// The memory an event's state takes without its history, estimated from its parts (a few
/// microseconds at 2,000 players; measured against the real figure in `docs/benchmarks.md`).
pub fn estimated_state_bytes(e: &Event) -> usize {
    use std::mem::size_of;
    let text = |t: &Option<String>| t.as_ref().map_or(0, String::capacity);
    let players: usize = e
        .players()
        .iter()
        .map(|p| {
            size_of::<crate::engine::Player>()
                + p.name.capacity()
                + text(&p.corp)
                + text(&p.runner)
                + text(&p.pronouns)
        })
        .sum();
    let rounds: usize = e
        .rounds()
        .iter()
        .map(|r| {
            size_of::<crate::engine::SwissRound>()
                + r.pairings.capacity() * size_of::<crate::engine::Pairing>()
                + r.unpaired_losses.capacity() * size_of::<crate::engine::PlayerId>()
        })
        .sum();
    // Deck lists: about 45 entries a list, two lists a player (several KB a player).
    let decks: usize = e
        .decks()
        .values()
        .flat_map(|d| [d.corp.as_ref(), d.runner.as_ref()])
        .flatten()
        .map(|r| {
            let entry = |c: &crate::engine::cards::DeckEntry| {
                size_of::<crate::engine::cards::DeckEntry>() + c.id.capacity() + c.title.capacity()
            };
            size_of::<crate::engine::RegisteredDeck>()
                + text(&r.deck.name)
                + r.deck.identity.as_ref().map_or(0, entry)
                + r.deck.cards.iter().map(entry).sum::<usize>()
        })
        .sum();
    // The cut, the clock and multiplayer pods: small next to the rest; counted per player.
    let other = e.players().len() * 16 * (1 + e.multiplayer().map_or(0, |m| m.rounds.len()));
    size_of::<Event>() + players + rounds + decks + other
}

fn entries_bytes(entries: &[HistoryEntry]) -> usize {
    entries.len() * (std::mem::size_of::<HistoryEntry>() + 64)
}

/// An event open in the app.
pub struct Document {
    /// The event.
    pub event: Event,
    /// Its event file, once saved somewhere the organizer chose.
    pub path: Option<PathBuf>,
    /// Undo/redo.
    pub history: History,
    /// Where the autosaved copy goes.
    pub autosave_path: PathBuf,
    /// The last autosave error, if writing failed (shown until a save succeeds), in English;
    /// [`Document::save_error_in`] says it in the app's language.
    pub save_error: Option<String>,
    /// What failed in the last write, if anything.
    failure: Option<SaveFailure>,
    /// The event file was changed by another program since the app read or wrote it: the app
    /// stopped writing to it (the changes go to the autosaved copy) until the organizer reloads
    /// the file or saves under a new name.
    pub file_changed: bool,
    /// The background writer, which owns the event file.
    writer: Autosaver,
    /// For an event without a file: the lock of its copy, so other windows see it is open.
    copy_lock: Option<EventFile>,
    /// Changes with every change to the event (a command, undo, redo, reload): whoever shows
    /// the event elsewhere (the local-network pages) compares it. Unique across documents.
    revision: u64,
}

/// The next document revision (unique in the process).
fn next_revision() -> u64 {
    use std::sync::atomic::{AtomicU64, Ordering};
    static R: AtomicU64 = AtomicU64::new(1);
    R.fetch_add(1, Ordering::Relaxed)
}

/// A unique name for a new unsaved event's copy: the time, the process, a counter.
fn new_copy_id() -> String {
    use std::sync::atomic::{AtomicU64, Ordering};
    static N: AtomicU64 = AtomicU64::new(0);
    let ms = std::time::SystemTime::now()
        .duration_since(std::time::UNIX_EPOCH)
        .map_or(0, |d| d.as_millis());
    format!(
        "{ms}-{}-{}",
        std::process::id(),
        N.fetch_add(1, Ordering::Relaxed)
    )
}

/// The autosaved copy of an event never saved to a file: `DATA/autosave/unsaved-ID.json`, with
/// an id unique to this event.
pub fn new_unsaved_copy_path(data_dir: &Path) -> PathBuf {
    data_dir
        .join("autosave")
        .join(format!("unsaved-{}.json", new_copy_id()))
}

/// The autosaved copy of an event file: `DATA/autosave/file-HASH.json`, named after the file's
/// full path (two files never share a copy; one file always has the same one).
pub fn copy_path_for_file(data_dir: &Path, path: &Path) -> PathBuf {
    use std::hash::{DefaultHasher, Hash, Hasher};
    let target = save::resolve_links(path);
    let full = std::fs::canonicalize(&target).unwrap_or(target);
    let mut h = DefaultHasher::new();
    full.hash(&mut h);
    data_dir
        .join("autosave")
        .join(format!("file-{:016x}.json", h.finish()))
}

impl Document {
    /// A document for an event, autosaving into `data_dir`; with a path, the document takes the
    /// file's lock (the file's current content is what it replaces at the first save).
    pub fn new(
        event: Event,
        path: Option<PathBuf>,
        data_dir: &Path,
    ) -> Result<Document, FileError> {
        let file = match &path {
            Some(p) => Some(EventFile::lock(p, &app_holder(), APP_WAIT)?),
            None => None,
        };
        Ok(Document::with_file(event, file, data_dir))
    }

    /// A document for an event and its file's owner (`None`: an event not saved to a file).
    pub fn with_file(event: Event, file: Option<EventFile>, data_dir: &Path) -> Document {
        let autosave_path = match &file {
            Some(f) => copy_path_for_file(data_dir, f.path()),
            None => new_unsaved_copy_path(data_dir),
        };
        Document::with_copy(event, file, autosave_path)
    }

    /// A document writing its copy to `copy` (an unsaved event taken up again keeps its copy).
    pub fn with_copy(event: Event, file: Option<EventFile>, copy: PathBuf) -> Document {
        let copy_lock = match file {
            Some(_) => None,
            None => EventFile::lock(&copy, &app_holder(), Duration::ZERO).ok(),
        };
        Document::build(event, file, copy, copy_lock)
    }

    fn build(
        event: Event,
        file: Option<EventFile>,
        copy: PathBuf,
        copy_lock: Option<EventFile>,
    ) -> Document {
        let path = file.as_ref().map(|f| f.path().to_path_buf());
        Document {
            copy_lock,
            event,
            path,
            history: History::default(),
            writer: Autosaver::start(Targets {
                copy: copy.clone(),
                file,
            }),
            autosave_path: copy,
            save_error: None,
            failure: None,
            file_changed: false,
            revision: next_revision(),
        }
    }

    /// Changes with every change to the event; never the same for two documents.
    pub fn revision(&self) -> u64 {
        self.revision
    }

    /// Applies a command through the engine; on success records undo (not for the clock's
    /// commands, see [`History`]) and autosaves.
    pub fn apply(&mut self, command: Command, at: Option<String>) -> Result<Outcome, EngineError> {
        if command.is_clock() {
            let outcome = self.event.apply_at(command, at)?;
            self.autosave();
            return Ok(outcome);
        }
        let before = self.event.without_history();
        let keep = self.event.history().len();
        let label = describe(&command, Lang::ENGLISH);
        let kept = command.clone();
        let outcome = self.event.apply_at(command, at)?;
        self.history.record(Step {
            bytes: estimated_state_bytes(&before),
            label,
            state: Snapshot {
                command: kept,
                resets_clock: clock_round(&before) != clock_round(&self.event)
                    || before.clock().is_some() != self.event.clock().is_some(),
                event: before,
                keep,
                forward: Vec::new(),
                base: self.event.history().len(),
            },
        });
        self.autosave();
        Ok(outcome)
    }

    /// What Undo would take back, in `lang` ("pair the next round").
    pub fn undo_text(&self, lang: Lang) -> Option<String> {
        let step = self.history.next_undo()?;
        Some(describe(&step.state.command, lang))
    }

    /// What Redo would apply again, in `lang`.
    pub fn redo_text(&self, lang: Lang) -> Option<String> {
        let step = self.history.next_redo()?;
        Some(describe(&step.state.command, lang))
    }

    /// Reverts the last command; says what it was, in English.
    pub fn undo(&mut self) -> Option<String> {
        self.undo_in(Lang::ENGLISH)
    }

    /// Reverts the last command; says what it was, in `lang`.
    pub fn undo_in(&mut self, lang: Lang) -> Option<String> {
        let event = &mut self.event;
        self.history.undo(|step| restore(event, step))?;
        self.autosave();
        self.redo_text(lang)
    }

    /// Repeats the last undone command; says what it was, in English.
    pub fn redo(&mut self) -> Option<String> {
        self.redo_in(Lang::ENGLISH)
    }

    /// Repeats the last undone command; says what it was, in `lang`.
    pub fn redo_in(&mut self, lang: Lang) -> Option<String> {
        let event = &mut self.event;
        self.history.redo(|step| restore(event, step))?;
        self.autosave();
        self.undo_text(lang)
    }

    /// Hands the event to the background writer: the autosaved copy, then its file (if any).
    ///
    /// The copy is written first: a crash between the two writes leaves the copy ahead of the
    /// file (and recovery offers it), never behind it.
    pub fn autosave(&mut self) {
        self.revision = next_revision();
        self.writer.queue(&self.event);
        self.poll();
    }

    /// What the background writer does with each state once written (followers of a shared
    /// event, issue 39); `None` stops it.
    pub fn set_after_write(&self, hook: Option<super::autosave::AfterWrite>) {
        self.writer.set_after_write(hook);
    }

    /// Takes in the result of the background writes finished so far.
    pub fn poll(&mut self) {
        self.set_failure(self.writer.status());
    }

    fn set_failure(&mut self, failure: Option<SaveFailure>) {
        self.file_changed = failure.as_ref().is_some_and(|f| f.file_changed);
        self.save_error = failure.as_ref().map(|f| f.message(Lang::ENGLISH));
        self.failure = failure;
    }

    /// What failed in the last write, in `lang` (`None` while saving works).
    pub fn save_error_in(&self, lang: Lang) -> Option<String> {
        self.failure.as_ref().map(|f| f.message(lang))
    }

    /// Waits until every change is written (or has failed), and takes in the result.
    pub fn flush(&mut self) {
        self.writer.flush();
        self.poll();
    }

    /// Whether writes are still under way.
    pub fn saving(&self) -> bool {
        self.writer.busy()
    }

    /// Whether the latest changes may be lost: a write failed, and not even the autosaved copy
    /// holds them.
    pub fn changes_not_on_disk(&self) -> bool {
        self.writer.status().is_some_and(|f| !f.copy_written)
    }

    /// Saves to a new file chosen by the organizer and keeps autosaving there. The new file's
    /// lock is taken first; on success the old file's lock is released.
    pub fn save_as(&mut self, path: PathBuf, data_dir: &Path) -> Result<(), FileError> {
        if self
            .path
            .as_deref()
            .is_some_and(|p| crate::io::paths::same_file(p, &path))
        {
            // The event's own file: a save.
            self.autosave();
            self.flush();
            return match &self.save_error {
                Some(e) => Err(FileError::Invalid {
                    path,
                    reason: e.clone(),
                }),
                None => Ok(()),
            };
        }
        let mut file = EventFile::lock(&path, &app_holder(), APP_WAIT)?;
        let bytes = save::to_bytes(&self.event);
        file.save_bytes(&bytes)?;
        let copy = copy_path_for_file(data_dir, &path);
        let old_copy = std::mem::replace(&mut self.autosave_path, copy.clone());
        let failure = self.writer.with_targets(|t| {
            t.file = Some(file);
            t.copy = copy.clone();
            super::autosave::write_targets(t, &bytes)
        });
        if self.path.is_none() && old_copy != copy {
            // The event has a file now: it leaves the list of unsaved events.
            let _ = std::fs::remove_file(&old_copy);
            if self.copy_lock.take().is_some() {
                let _ = std::fs::remove_file(crate::io::event_file::lock_path(&old_copy));
            }
        }
        self.path = Some(path);
        self.writer.set_status(failure.clone());
        self.set_failure(failure);
        Ok(())
    }

    /// Reads the event file again (after another program changed it): the event becomes the
    /// file's, undo starts afresh. The file's lock stays with the document.
    ///
    /// The version the organizer had here is not thrown away: when it differs from the file's,
    /// it is kept as an event not saved to a file (`autosave/unsaved-ID.json`, listed on the
    /// start screen); its copy is returned. When it cannot be kept, nothing is reloaded.
    pub fn reload(&mut self) -> Result<Option<PathBuf>, FileError> {
        let loaded = self.writer.with_targets(|t| match t.file.as_mut() {
            Some(f) => f.read().map(Some),
            None => Ok(None),
        })?;
        let Some(loaded) = loaded else {
            return Ok(None);
        };
        let path = self.path.clone().unwrap_or_default();
        let theirs = loaded.writable(&path)?;
        let kept = if theirs == self.event {
            None
        } else {
            let dir = self.autosave_path.parent().unwrap_or(Path::new("."));
            let copy = dir.join(format!("unsaved-{}.json", new_copy_id()));
            save::write_atomic(&copy, &save::to_bytes(&self.event))?;
            Some(copy)
        };
        self.event = theirs;
        self.history = History::default();
        self.writer.set_status(None);
        self.set_failure(None);
        self.autosave();
        Ok(kept)
    }

    /// Whether the event exists only in the autosave copy (never saved to a chosen file).
    pub fn is_unsaved(&self) -> bool {
        self.path.is_none()
    }

    /// A short title for the window ("Champs — champs.json"), in `lang`.
    pub fn title(&self, lang: Lang) -> String {
        let name = self.event.settings().name.as_str();
        match self.path.as_ref().and_then(|p| p.file_name()) {
            Some(file) => crate::tr!(
                lang,
                "app-title-event",
                name = name,
                file = file.to_string_lossy().into_owned()
            ),
            None => crate::tr!(lang, "app-title-event-unsaved", name = name),
        }
    }
}

/// Puts a step's snapshot in place in `event`, carrying over the clock commands applied since
/// the step was recorded (unless the step replaced the clock); returns the step that goes back.
fn restore(event: &mut Event, step: Step<Snapshot>) -> Step<Snapshot> {
    let Step { state, label, .. } = step;
    let since: Vec<_> = event
        .history()
        .get(state.base..)
        .unwrap_or_default()
        .iter()
        .filter(|h| h.command.is_clock())
        .cloned()
        .collect();
    let now = event.without_history();
    let taken = event.restore(state.event, state.keep, state.forward);
    if !state.resets_clock {
        for h in since {
            // A clock command that no longer applies (no clock) is left out.
            let _ = event.apply_at(h.command, h.at);
        }
    }
    Step {
        bytes: estimated_state_bytes(&now) + entries_bytes(&taken),
        label,
        state: Snapshot {
            event: now,
            keep: state.keep,
            forward: taken,
            base: event.history().len(),
            resets_clock: state.resets_clock,
            command: state.command,
        },
    }
}

/// Which round the event's clock belongs to: the Swiss (or multiplayer) rounds paired, and the
/// latest elimination round with a game under way or decided.
fn clock_round(e: &Event) -> (usize, usize, Option<u32>) {
    let elimination = e
        .cut()
        .map(|b| crate::engine::views::elimination_round_in_play(b).unwrap_or(0));
    (
        e.rounds().len(),
        e.multiplayer().map_or(0, |m| m.rounds.len()),
        elimination,
    )
}

/// What the app remembers between sessions.
#[derive(Clone, Debug, Default, Serialize, Deserialize, PartialEq)]
#[serde(default)]
pub struct Prefs {
    /// Recently opened event files, newest first.
    pub recent: Vec<PathBuf>,
    /// Dark theme.
    pub dark: bool,
    /// Text scale (1.0 = normal).
    pub scale: f32,
    /// The event file open when the app last closed: opened again at the next start.
    pub reopen: Option<PathBuf>,
    /// Whether the projector window was open then.
    pub projector: bool,
    /// Where that event was shared on the local network then (Event ▸ Share): sharing starts
    /// there again when it opens at the next start, so phones keep their address.
    #[serde(skip_serializing_if = "Option::is_none")]
    pub share: Option<std::net::SocketAddr>,
    /// The app's language (a tag, `ja`), once chosen in View ▸ Language; `None` follows the
    /// computer's.
    #[serde(skip_serializing_if = "Option::is_none")]
    pub language: Option<String>,
}

impl Prefs {
    /// Loads the preferences, or defaults.
    pub fn load(data_dir: &Path) -> Prefs {
        let mut p: Prefs = std::fs::read(data_dir.join("prefs.json"))
            .ok()
            .and_then(|b| serde_json::from_slice(&b).ok())
            .unwrap_or_default();
        if !(0.5..=3.0).contains(&p.scale) {
            p.scale = 1.0;
        }
        p
    }
    /// Saves the preferences. Best effort: the app reports a failure once
    /// ([`super::keeping::BestEffort`]) and goes on.
    pub fn save(&self, data_dir: &Path) -> Result<(), FileError> {
        write_json(&data_dir.join("prefs.json"), self)
    }
    /// The app's language: the one chosen in View ▸ Language, else the computer's (English
    /// when the app does not speak it). New events print in it.
    pub fn language(&self) -> crate::i18n::Lang {
        self.language
            .as_deref()
            .and_then(crate::i18n::Lang::from_tag)
            .unwrap_or_else(crate::i18n::Lang::system)
    }

    /// Puts a file first in the recent list.
    pub fn remember(&mut self, path: &Path) {
        self.recent.retain(|p| p != path);
        self.recent.insert(0, path.to_path_buf());
        self.recent.truncate(10);
    }
}

/// What a window's session marker records: which event it had open.
#[derive(Clone, Debug, Default, Serialize, Deserialize, PartialEq)]
pub struct Session {
    /// The event file, if the event had one.
    pub event_path: Option<PathBuf>,
    /// The autosaved copy.
    pub autosave: Option<PathBuf>,
}

/// Where earlier builds kept their one marker (still read: a window of such a build that
/// crashed left it).
fn legacy_session_path(data_dir: &Path) -> PathBuf {
    data_dir.join("session.json")
}

fn sessions_dir(data_dir: &Path) -> PathBuf {
    data_dir.join("sessions")
}

fn read_session(path: &Path) -> Option<Session> {
    let b = std::fs::read(path).ok()?;
    serde_json::from_slice(&b).ok()
}

/// Removes a marker a window left behind, with its lock file.
fn remove_marker(path: &Path) {
    let _ = std::fs::remove_file(path);
    if path != legacy_session_path(path.parent().unwrap_or(Path::new(""))) {
        // Marker names are unique to their window: nobody will lock this one again.
        let _ = std::fs::remove_file(crate::io::event_file::lock_path(path));
    }
}

impl Session {
    /// Writes a marker as a window that is gone leaves it (the single `session.json` of
    /// earlier builds; tests use it to stand for a crashed window).
    pub fn write(&self, data_dir: &Path) -> Result<(), FileError> {
        write_json(&legacy_session_path(data_dir), self)
    }

    /// Removes the markers left behind by windows that are gone (never a running window's).
    pub fn clear(data_dir: &Path) {
        for (path, _) in Session::left_behind(data_dir) {
            remove_marker(&path);
        }
    }

    /// The markers left behind by windows that are gone (they did not exit cleanly), newest
    /// first. A running window holds its marker's lock, so it is never among them.
    pub fn left_behind(data_dir: &Path) -> Vec<(PathBuf, Session)> {
        let mut found = Vec::new();
        let legacy = legacy_session_path(data_dir);
        if let Some(s) = read_session(&legacy) {
            found.push((legacy, s));
        }
        let Ok(entries) = std::fs::read_dir(sessions_dir(data_dir)) else {
            return found;
        };
        for entry in entries.flatten() {
            let path = entry.path();
            let name = entry.file_name().to_string_lossy().into_owned();
            if !name.starts_with("window-") || !name.ends_with(".json") {
                continue;
            }
            // Taking its lock works only when its window is gone.
            let Ok(lock) = EventFile::lock(&path, &app_holder(), Duration::ZERO) else {
                continue;
            };
            if let Some(s) = read_session(&path) {
                found.push((path, s));
            }
            drop(lock);
        }
        let modified = |p: &Path| std::fs::metadata(p).and_then(|m| m.modified()).ok();
        found.sort_by_key(|(p, _)| std::cmp::Reverse(modified(p)));
        found
    }
}

/// The session marker of this running window: `DATA/sessions/window-ID.json`, locked for as long
/// as the window runs, removed on a clean exit.
pub struct WindowMarker {
    path: PathBuf,
    lock: Option<EventFile>,
}

impl WindowMarker {
    /// Creates this window's marker. Best effort: without a writable data folder there is none,
    /// and the error says why (the app reports it once).
    pub fn create(data_dir: &Path) -> (WindowMarker, Option<FileError>) {
        let dir = sessions_dir(data_dir);
        let path = dir.join(format!("window-{}.json", new_copy_id()));
        let lock = std::fs::create_dir_all(&dir)
            .map_err(|source| FileError::Io {
                path: dir.clone(),
                source,
            })
            .and_then(|()| EventFile::lock(&path, &app_holder(), Duration::ZERO));
        match lock {
            Ok(lock) => (
                WindowMarker {
                    path,
                    lock: Some(lock),
                },
                None,
            ),
            Err(e) => (WindowMarker { path, lock: None }, Some(e)),
        }
    }

    /// Records which event the window has open (nothing without a marker: its creation failed
    /// and was reported).
    pub fn record(&mut self, session: &Session) -> Result<(), FileError> {
        match self.lock.as_mut() {
            Some(lock) => lock.save_bytes(&to_json(&self.path, session)?),
            None => Ok(()),
        }
    }

    /// A clean exit: the marker goes, so the next start offers nothing.
    pub fn remove(&mut self) {
        if self.lock.take().is_some() {
            remove_marker(&self.path);
        }
    }
}

/// An autosaved event worth offering after an unclean exit.
#[derive(Clone, Debug)]
pub struct Recovery {
    /// The autosaved copy.
    pub autosave: PathBuf,
    /// The event file it belongs to, if any.
    pub event_path: Option<PathBuf>,
    /// The event's name.
    pub name: String,
    /// How many commands its history holds (and the file's, if there is one).
    pub commands: usize,
    /// The file's command count, if the file could be read.
    pub file_commands: Option<usize>,
    /// The marker that window left behind.
    pub marker: PathBuf,
}

impl Recovery {
    /// The offer was taken or declined: it is not made again.
    pub fn done(&self) {
        remove_marker(&self.marker);
    }
}

/// What to offer after an unclean exit: the autosaved copy of the newest window that did not
/// exit cleanly, when it differs from the file (or there is no file) and the file is not simply
/// ahead of it (its history continuing the copy's, e.g. when writing the copy failed): the copy
/// is never offered over newer results.
pub fn find_recovery(data_dir: &Path) -> Option<Recovery> {
    Session::left_behind(data_dir)
        .into_iter()
        .find_map(|(marker, s)| offer(&s, &marker))
}

/// Removes the markers of windows that are gone when they have nothing to offer (at the start
/// of a window, so they are not read again at every start).
pub fn tidy_markers(data_dir: &Path) {
    for (marker, s) in Session::left_behind(data_dir) {
        if offer(&s, &marker).is_none() {
            remove_marker(&marker);
        }
    }
}

fn offer(s: &Session, marker: &Path) -> Option<Recovery> {
    let autosave = s.autosave.clone()?;
    let copy = save::load(&autosave).ok()?;
    let file = s.event_path.as_ref().and_then(|p| save::load(p).ok());
    if let Some(f) = &file
        && (*f == copy
            || (f.origin() == copy.origin()
                && f.history().len() > copy.history().len()
                && f.history().starts_with(copy.history())))
    {
        return None;
    }
    Some(Recovery {
        name: copy.settings().name.clone(),
        commands: copy.history().len(),
        file_commands: file.map(|f| f.history().len()),
        autosave,
        event_path: s.event_path.clone(),
        marker: marker.to_path_buf(),
    })
}

/// An event never saved to a file, kept in the data folder until it is saved or discarded.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct UnsavedEvent {
    /// Its autosaved copy.
    pub copy: PathBuf,
    /// The event's name.
    pub name: String,
    /// Registered players.
    pub players: usize,
    /// Rounds paired: Swiss rounds, or rounds of pods in a multiplayer event.
    pub rounds: usize,
    /// When it was last changed (RFC 3339, local time), if known.
    pub changed: Option<String>,
}

/// What the autosave folder's unsaved copies are now (name, size and modification time of
/// each): the start screen reads its list again when this changes, so the counts it shows are
/// never those of an earlier moment (issue 37: a live event shown as "0 players, 0 rounds"
/// beside *Discard…*).
pub fn unsaved_stamp(
    data_dir: &Path,
) -> Vec<(std::ffi::OsString, u64, Option<std::time::SystemTime>)> {
    let mut stamp: Vec<_> = unsaved_copies(data_dir)
        .map(|e| {
            let meta = e.metadata().ok();
            (
                e.file_name(),
                meta.as_ref().map_or(0, |m| m.len()),
                meta.and_then(|m| m.modified().ok()),
            )
        })
        .collect();
    stamp.sort();
    stamp
}

/// The autosaved copies of events never saved to a file (`autosave/unsaved-ID.json`).
fn unsaved_copies(data_dir: &Path) -> impl Iterator<Item = std::fs::DirEntry> {
    std::fs::read_dir(data_dir.join("autosave"))
        .into_iter()
        .flatten()
        .flatten()
        .filter(|e| {
            let n = e.file_name().to_string_lossy().into_owned();
            n.starts_with("unsaved-") && n.ends_with(".json")
        })
}

/// The events never saved to a file, newest first, except those open in a running window.
pub fn unsaved_events(data_dir: &Path) -> Vec<UnsavedEvent> {
    let mut found: Vec<(Option<std::time::SystemTime>, UnsavedEvent)> = unsaved_copies(data_dir)
        .filter(|e| crate::io::event_file::current_holder(&e.path()).is_none())
        .filter_map(|e| {
            let event = save::load(&e.path()).ok()?;
            let modified = e.metadata().and_then(|m| m.modified()).ok();
            Some((
                modified,
                UnsavedEvent {
                    copy: e.path(),
                    name: event.settings().name.clone(),
                    players: event.players().len(),
                    rounds: event
                        .multiplayer()
                        .map_or(event.rounds().len(), |m| m.rounds.len()),
                    changed: modified.map(|t| {
                        chrono::DateTime::<chrono::Local>::from(t)
                            .format("%Y-%m-%d %H:%M")
                            .to_string()
                    }),
                },
            ))
        })
        .collect();
    found.sort_by_key(|(t, _)| std::cmp::Reverse(*t));
    found.into_iter().map(|(_, u)| u).collect()
}

/// Takes up an unsaved event again from its copy (the copy's lock is held while it is open).
pub fn open_unsaved(copy: &Path) -> Result<Document, FileError> {
    let (lock, event) = EventFile::open(copy, &app_holder(), APP_WAIT)?;
    Ok(Document::build(event, None, copy.to_path_buf(), Some(lock)))
}

/// Discards an unsaved event's copy (the organizer confirmed).
pub fn discard_unsaved(copy: &Path) -> Result<(), FileError> {
    let lock = EventFile::lock(copy, &app_holder(), Duration::ZERO)?;
    let removed = std::fs::remove_file(copy).map_err(|source| FileError::Io {
        path: copy.to_path_buf(),
        source,
    });
    // The copy's name is unique to its event: nobody will lock it again.
    let _ = std::fs::remove_file(crate::io::event_file::lock_path(copy));
    drop(lock);
    removed
}

/// `value` as pretty JSON (an error naming `path` when it cannot be written as JSON).
fn to_json(path: &Path, value: &impl Serialize) -> Result<Vec<u8>, FileError> {
    serde_json::to_vec_pretty(value).map_err(|e| FileError::Invalid {
        path: path.to_path_buf(),
        reason: e.to_string(),
    })
}

/// Writes `value` as JSON to `path`, making its folder first.
fn write_json(path: &Path, value: &impl Serialize) -> Result<(), FileError> {
    if let Some(dir) = path.parent() {
        std::fs::create_dir_all(dir).map_err(|source| FileError::Io {
            path: dir.to_path_buf(),
            source,
        })?;
    }
    save::write_atomic(path, &to_json(path, value)?)
}
