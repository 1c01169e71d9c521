//! The autosave writer: a background thread that writes the open event to its autosaved copy and
//! its event file after every change, so the GUI thread never waits for a disk.
//!
//! The GUI thread hands over a copy of the event ([`Autosaver::queue`]); the writer serializes
//! it and writes the copy in the data folder first, then the event file (through its
//! [`EventFile`] owner: locked, and never over another program's changes). Order is kept by
//! construction: one writer, one slot — a newer state replaces an older one that has not started
//! yet, and a write starts only after the previous one finished — so the last state queued is
//! always the last one written, and the file never goes back to an older state. The result of
//! the latest write (ok, or what failed) is read with [`Autosaver::status`]; [`Autosaver::flush`]
//! waits until everything queued is written.

use crate::engine::Event;
use crate::i18n::Lang;
use crate::io::event_file::EventFile;
use crate::io::explain::Explain as _;
use crate::io::save::{self, FileError};
use crate::tr;
use std::path::{Path, PathBuf};
use std::sync::{Arc, Condvar, Mutex, MutexGuard};
use std::thread::JoinHandle;

/// What went wrong in the latest write.
#[derive(Clone, Debug)]
pub struct SaveFailure {
    /// What failed, naming the file(s); [`SaveFailure::message`] says it in a language.
    pub problems: Vec<SaveProblem>,
    /// The event file was changed by another program: nothing was written to it.
    pub file_changed: bool,
    /// The autosaved copy was written (the changes are on disk, in the data folder).
    pub copy_written: bool,
}

/// One write that failed.
#[derive(Clone, Debug)]
pub enum SaveProblem {
    /// The autosaved copy in the data folder.
    Copy(Arc<FileError>),
    /// The event file.
    File(Arc<FileError>),
}

impl SaveFailure {
    /// What failed, in `lang` (English: the words of the status line and of the command line).
    pub fn message(&self, lang: Lang) -> String {
        let parts: Vec<String> = self
            .problems
            .iter()
            .map(|p| match p {
                SaveProblem::Copy(e) => tr!(lang, "keep-save-copy-failed", error = e.explain(lang)),
                SaveProblem::File(e) => e.explain(lang),
            })
            .collect();
        parts.join(&tr!(lang, "keep-save-problems-separator"))
    }
}

#[derive(Default)]
struct State {
    /// The newest state not yet being written.
    pending: Option<(u64, Event)>,
    /// The number of the last state queued.
    queued: u64,
    /// The number of the last state written (or given up on).
    written: u64,
    /// The result of the last write.
    failure: Option<SaveFailure>,
    /// Stop after the pending write.
    stop: bool,
}

struct Shared {
    state: Mutex<State>,
    /// Wakes the writer (a new state, or stop).
    wake: Condvar,
    /// Wakes those waiting for a write to finish.
    done: Condvar,
    /// Where the writes go.
    targets: Mutex<Targets>,
    /// Called with each state's bytes once the event file (or, without one, the copy) holds it.
    after_write: Mutex<Option<AfterWrite>>,
}

/// What the writer does with a written state: followers of a shared event get the file's bytes
/// (issue 39), serialized here rather than on the screen's thread.
pub type AfterWrite = Arc<dyn Fn(&[u8], &Event) + Send + Sync>;

/// Where the writer writes: the autosaved copy, and the event file if the event has one.
pub struct Targets {
    /// The autosaved copy in the data folder.
    pub copy: PathBuf,
    /// The event file's owner (its lock), if the event has a file.
    pub file: Option<EventFile>,
}

fn lock<T>(m: &Mutex<T>) -> MutexGuard<'_, T> {
    // A panic in the writer while it held the lock leaves the data usable.
    m.lock().unwrap_or_else(std::sync::PoisonError::into_inner)
}

/// The background writer of one open event.
pub struct Autosaver {
    shared: Arc<Shared>,
    thread: Option<JoinHandle<()>>,
}

impl Autosaver {
    /// Starts the writer for these targets.
    pub fn start(targets: Targets) -> Autosaver {
        let shared = Arc::new(Shared {
            state: Mutex::new(State::default()),
            wake: Condvar::new(),
            done: Condvar::new(),
            targets: Mutex::new(targets),
            after_write: Mutex::new(None),
        });
        let s = Arc::clone(&shared);
        let thread = std::thread::Builder::new()
            .name("autosave".into())
            .spawn(move || run(&s))
            .ok();
        Autosaver { shared, thread }
    }

    /// What to do with each state once written (`None`: nothing).
    pub fn set_after_write(&self, hook: Option<AfterWrite>) {
        *lock(&self.shared.after_write) = hook;
    }

    /// Hands a state of the event to the writer (it replaces one not yet started).
    pub fn queue(&self, event: &Event) {
        let event = event.clone();
        if self.thread.is_none() {
            // No thread could be started: write here, the old way.
            let mut st = lock(&self.shared.state);
            st.queued += 1;
            let n = st.queued;
            drop(st);
            write(&self.shared, n, &event);
            return;
        }
        let mut st = lock(&self.shared.state);
        st.queued += 1;
        st.pending = Some((st.queued, event));
        drop(st);
        self.shared.wake.notify_one();
    }

    /// Waits until every state queued so far is written.
    pub fn flush(&self) {
        let mut st = lock(&self.shared.state);
        while st.written < st.queued && self.thread.is_some() {
            st = self
                .shared
                .done
                .wait(st)
                .unwrap_or_else(std::sync::PoisonError::into_inner);
        }
    }

    /// Whether writes are still under way.
    pub fn busy(&self) -> bool {
        let st = lock(&self.shared.state);
        st.written < st.queued
    }

    /// What went wrong in the latest write, if it failed.
    pub fn status(&self) -> Option<SaveFailure> {
        lock(&self.shared.state).failure.clone()
    }

    /// Runs `f` on the targets after the writes queued so far are done (to change the event
    /// file, read it again, or save elsewhere), with no write under way meanwhile.
    pub fn with_targets<R>(&self, f: impl FnOnce(&mut Targets) -> R) -> R {
        self.flush();
        let mut t = lock(&self.shared.targets);
        f(&mut t)
    }

    /// Records the result of a write made outside the writer (Save As, Reload).
    pub fn set_status(&self, failure: Option<SaveFailure>) {
        lock(&self.shared.state).failure = failure;
    }
}

impl Drop for Autosaver {
    fn drop(&mut self) {
        lock(&self.shared.state).stop = true;
        self.shared.wake.notify_one();
        if let Some(t) = self.thread.take() {
            let _ = t.join();
        }
    }
}

fn run(shared: &Shared) {
    loop {
        let job = {
            let mut st = lock(&shared.state);
            loop {
                if let Some(job) = st.pending.take() {
                    break Some(job);
                }
                if st.stop {
                    break None;
                }
                st = shared
                    .wake
                    .wait(st)
                    .unwrap_or_else(std::sync::PoisonError::into_inner);
            }
        };
        let Some((n, event)) = job else { return };
        write(shared, n, &event);
    }
}

/// Writes one state: the copy first (so a crash between the two writes leaves the copy ahead of
/// the file, never behind), then the file.
fn write(shared: &Shared, n: u64, event: &Event) {
    let bytes = save::to_bytes(event);
    let failure = {
        let mut t = lock(&shared.targets);
        write_targets(&mut t, &bytes)
    };
    if failure.is_none() {
        let hook = lock(&shared.after_write).clone();
        if let Some(hook) = hook {
            hook(&bytes, event);
        }
    }
    let mut st = lock(&shared.state);
    st.written = st.written.max(n);
    st.failure = failure;
    drop(st);
    shared.done.notify_all();
}

/// Writes the bytes of an event file to the copy and the file; what failed, if anything.
pub fn write_targets(t: &mut Targets, bytes: &[u8]) -> Option<SaveFailure> {
    let mut problems = Vec::new();
    let copy_written = match write_copy(&t.copy, bytes) {
        Ok(()) => true,
        Err(e) => {
            problems.push(SaveProblem::Copy(Arc::new(e)));
            false
        }
    };
    let mut file_changed = false;
    if let Some(f) = t.file.as_mut()
        && let Err(e) = f.save_bytes(bytes)
    {
        file_changed = matches!(e, FileError::Changed { .. });
        problems.push(SaveProblem::File(Arc::new(e)));
    }
    (!problems.is_empty()).then_some(SaveFailure {
        problems,
        file_changed,
        copy_written,
    })
}

fn write_copy(copy: &Path, bytes: &[u8]) -> Result<(), FileError> {
    if let Some(dir) = copy.parent() {
        let _ = std::fs::create_dir_all(dir);
    }
    save::write_atomic(copy, bytes)
}
