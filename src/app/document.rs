//! The open event: its file, undo/redo history, autosave and crash recovery.
//!
//! Every applied command is followed by an autosave: to the event file when it has one, and
//! always to a copy in the app's data directory. A session marker in the data directory is
//! removed on a clean exit; if it is still there at start, the last session ended uncleanly and
//! the start screen offers the autosaved copy when it differs from the file.

use crate::engine::{Command, EngineError, Event, Outcome};
use crate::io::save;
use serde::{Deserialize, Serialize};
use std::path::{Path, PathBuf};

/// How many undo steps are kept.
pub const UNDO_LIMIT: usize = 200;

/// Undo and redo as snapshots of the event (never persisted).
///
/// The round clock is not part of undo: its commands get no step of their own (so they never
/// stand between the organizer and the result they want to undo), and undoing or redoing a step
/// keeps the clock as it is now — the clock commands applied since the step are applied again
/// to the restored event — unless the step itself replaced the clock (pairing a round, the cut).
#[derive(Default)]
pub struct History {
    undo: Vec<Step>,
    redo: Vec<Step>,
}

/// One undo or redo step.
struct Step {
    /// The event to go back (or forward) to.
    snapshot: Event,
    /// What the step does, for the menu.
    label: String,
    /// The length of the event's history when the step was recorded: clock commands after it
    /// were applied since, and are carried over.
    base: usize,
    /// Whether the step's command replaced or removed the round clock.
    resets_clock: bool,
}

impl History {
    /// Whether there is something to undo.
    pub fn can_undo(&self) -> bool {
        !self.undo.is_empty()
    }
    /// Whether there is something to redo.
    pub fn can_redo(&self) -> bool {
        !self.redo.is_empty()
    }
    /// What undo would revert.
    pub fn undo_label(&self) -> Option<&str> {
        self.undo.last().map(|s| s.label.as_str())
    }
    /// What redo would repeat.
    pub fn redo_label(&self) -> Option<&str> {
        self.redo.last().map(|s| s.label.as_str())
    }
    fn push(&mut self, step: Step) {
        self.undo.push(step);
        if self.undo.len() > UNDO_LIMIT {
            self.undo.remove(0);
        }
        self.redo.clear();
    }
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
    /// The last autosave error, if writing failed (shown until a save succeeds).
    pub save_error: Option<String>,
}

impl Document {
    /// A document for an event, autosaving into `data_dir`.
    pub fn new(event: Event, path: Option<PathBuf>, data_dir: &Path) -> Document {
        let autosave_path = autosave_path_for(data_dir, &event);
        Document {
            event,
            path,
            history: History::default(),
            autosave_path,
            save_error: None,
        }
    }

    /// Applies a command through the engine; on success records undo (not for the clock's
    /// commands, see [`History`]) and autosaves.
    pub fn apply(&mut self, command: Command, at: Option<String>) -> Result<Outcome, EngineError> {
        if command.is_clock() {
            let outcome = self.event.apply_at(command, at)?;
            self.autosave();
            return Ok(outcome);
        }
        let before = self.event.clone();
        let label = command.describe();
        let outcome = self.event.apply_at(command, at)?;
        self.history.push(Step {
            resets_clock: clock_round(&before) != clock_round(&self.event)
                || before.clock().is_some() != self.event.clock().is_some(),
            snapshot: before,
            label,
            base: self.event.history().len(),
        });
        self.autosave();
        Ok(outcome)
    }

    /// Reverts the last command.
    pub fn undo(&mut self) -> Option<String> {
        let step = self.history.undo.pop()?;
        let back = self.restore(step);
        self.history.redo.push(back);
        self.autosave();
        self.history.redo.last().map(|s| s.label.clone())
    }

    /// Repeats the last undone command.
    pub fn redo(&mut self) -> Option<String> {
        let step = self.history.redo.pop()?;
        let back = self.restore(step);
        self.history.undo.push(back);
        self.autosave();
        self.history.undo.last().map(|s| s.label.clone())
    }

    /// Puts a step's snapshot in place, carrying over the clock commands applied since the step
    /// was recorded (unless the step replaced the clock); returns the step that goes back.
    fn restore(&mut self, step: Step) -> Step {
        let since: Vec<_> = self
            .event
            .history()
            .get(step.base..)
            .unwrap_or_default()
            .iter()
            .filter(|h| h.command.is_clock())
            .cloned()
            .collect();
        let now = std::mem::replace(&mut self.event, step.snapshot);
        if !step.resets_clock {
            for h in since {
                // A clock command that no longer applies (no clock) is left out.
                let _ = self.event.apply_at(h.command, h.at);
            }
        }
        Step {
            snapshot: now,
            label: step.label,
            base: self.event.history().len(),
            resets_clock: step.resets_clock,
        }
    }

    /// Writes the event to the autosave copy, then to its file (if any).
    ///
    /// The copy is written first: a crash between the two writes leaves the copy ahead of the
    /// file (and recovery offers it), never behind it.
    pub fn autosave(&mut self) {
        let bytes = save::to_bytes(&self.event);
        let mut errors = Vec::new();
        if let Some(dir) = self.autosave_path.parent() {
            let _ = std::fs::create_dir_all(dir);
        }
        if let Err(e) = save::write_atomic(&self.autosave_path, &bytes) {
            errors.push(e.to_string());
        }
        if let Some(p) = &self.path
            && let Err(e) = save::write_atomic(p, &bytes)
        {
            errors.push(e.to_string());
        }
        self.save_error = if errors.is_empty() {
            None
        } else {
            Some(errors.join("; "))
        };
    }

    /// Saves to a new file chosen by the organizer and keeps autosaving there.
    pub fn save_as(&mut self, path: PathBuf) -> Result<(), save::FileError> {
        save::save(&path, &self.event)?;
        self.path = Some(path);
        self.save_error = None;
        Ok(())
    }

    /// Whether the event exists only in the autosave copy (never saved to a chosen file).
    pub fn is_unsaved(&self) -> bool {
        self.path.is_none()
    }

    /// A short title for the window.
    pub fn title(&self) -> String {
        let file = self
            .path
            .as_ref()
            .and_then(|p| p.file_name())
            .map(|n| n.to_string_lossy().into_owned())
            .unwrap_or_else(|| "not saved to a file".into());
        format!("{} — {file}", self.event.settings().name)
    }
}

/// Which round the event's clock belongs to: the Swiss (or multiplayer) rounds paired, and the
/// latest elimination round with a game under way or decided.
fn clock_round(e: &Event) -> (usize, usize, Option<u32>) {
    let elimination = e.cut().map(|b| {
        b.games()
            .iter()
            .filter(|g| {
                g.sides.is_some() || g.status == crate::engine::elimination::GameStatus::Decided
            })
            .map(|g| g.round())
            .max()
            .unwrap_or(0)
    });
    (
        e.rounds().len(),
        e.multiplayer().map_or(0, |m| m.rounds.len()),
        elimination,
    )
}

/// The autosave file of an event: `DATA/autosave/<seed>.json` (the seed identifies the event).
pub fn autosave_path_for(data_dir: &Path, event: &Event) -> PathBuf {
    data_dir
        .join("autosave")
        .join(format!("event-{}.json", event.origin().seed))
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
    /// Saves the preferences (best effort).
    pub fn save(&self, data_dir: &Path) {
        let _ = std::fs::create_dir_all(data_dir);
        if let Ok(b) = serde_json::to_vec_pretty(self) {
            let _ = save::write_atomic(&data_dir.join("prefs.json"), &b);
        }
    }
    /// Puts a file first in the recent list.
    pub fn remember(&mut self, path: &Path) {
        self.recent.retain(|p| p != path);
        self.recent.insert(0, path.to_path_buf());
        self.recent.truncate(10);
    }
}

/// The marker of a running session: which event it had open.
#[derive(Clone, Debug, Default, Serialize, Deserialize, PartialEq)]
pub struct Session {
    /// The event file, if the event had one.
    pub event_path: Option<PathBuf>,
    /// The autosaved copy.
    pub autosave: Option<PathBuf>,
}

fn session_path(data_dir: &Path) -> PathBuf {
    data_dir.join("session.json")
}

impl Session {
    /// Records the running session (best effort).
    pub fn write(&self, data_dir: &Path) {
        let _ = std::fs::create_dir_all(data_dir);
        if let Ok(b) = serde_json::to_vec_pretty(self) {
            let _ = save::write_atomic(&session_path(data_dir), &b);
        }
    }
    /// Removes the marker on a clean exit.
    pub fn clear(data_dir: &Path) {
        let _ = std::fs::remove_file(session_path(data_dir));
    }
    /// The marker a previous session left behind, if it did not exit cleanly.
    pub fn left_behind(data_dir: &Path) -> Option<Session> {
        let b = std::fs::read(session_path(data_dir)).ok()?;
        serde_json::from_slice(&b).ok()
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
}

/// What to offer after an unclean exit: the autosaved copy, when it differs from the file (or
/// there is no file) and the file is not simply ahead of it (its history continuing the copy's,
/// e.g. when writing the copy failed): the copy is never offered over newer results.
pub fn find_recovery(data_dir: &Path) -> Option<Recovery> {
    let s = Session::left_behind(data_dir)?;
    let autosave = s.autosave?;
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
        event_path: s.event_path,
    })
}
