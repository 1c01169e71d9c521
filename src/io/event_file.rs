//! The one owner of an event file: an advisory lock, what was last read or written, safe saves.
//!
//! A program that may write an event file first takes an [`EventFile`]: an exclusive advisory
//! lock (`File::lock`) on a lock file beside the event file, `.NAME.lock`. The atomic save
//! renames a new file over the event file, so the lock cannot be on the event file itself; the
//! lock file is never replaced and never removed (removing it would let a program that opened
//! it just before lock a file nobody else sees). The operating system releases the lock when
//! its holder exits or is killed, so a crash never leaves an event locked.
//!
//! The holder writes one line of JSON into the lock file, `{"holder":"app","pid":1234}`, so a
//! program that finds the file locked can say who has it: the app (or `serve`) keeps an event
//! for as long as it is open, so a command stops at once; another command is done within
//! moments, so a command waits for it (bounded).
//!
//! The owner remembers what it last read or wrote (length and hash, and the file's identity:
//! device, inode, modification time). Before every save it checks that the file on disk is still
//! that; when another program (a synced folder, a restored copy, an editor) changed it, the save
//! is refused with [`FileError::Changed`] and nothing is overwritten.
//!
//! Saves follow a symbolic link to its target, and the lock is taken beside the target, so two
//! links to one file share a lock.

use crate::engine::Event;
use crate::io::save::{self, FileError, Loaded};
use serde::{Deserialize, Serialize};
use std::fs::{self, File, TryLockError};
use std::hash::{DefaultHasher, Hasher};
use std::io::{Read, Seek, Write};
use std::path::{Path, PathBuf};
use std::time::{Duration, Instant, SystemTime};

/// How long a command waits for another command to finish with the event file.
pub const COMMAND_WAIT: Duration = Duration::from_secs(10);

/// How often a waiting program tries the lock again.
const RETRY: Duration = Duration::from_millis(20);

/// What kind of program holds an event file.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[serde(rename_all = "kebab-case")]
pub enum HolderKind {
    /// The desktop app, for as long as the event is open.
    App,
    /// One command-line command, from before it reads until after it writes.
    Command,
    /// A server process (`netrunner-to serve`), for as long as it runs.
    Server,
}

/// Who holds an event file: written into its lock file.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct Holder {
    /// The kind of program.
    pub holder: HolderKind,
    /// Its process id.
    pub pid: u32,
    /// The socket of its local channel ([`crate::io::channel`]), where a command sends its
    /// changes instead of taking the lock (`serve`).
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub channel: Option<PathBuf>,
}

impl Holder {
    /// This process, as the given kind of holder.
    pub fn this(kind: HolderKind) -> Holder {
        Holder {
            holder: kind,
            pid: std::process::id(),
            channel: None,
        }
    }

    /// Who it is, for messages.
    pub fn describe(&self) -> String {
        match self.holder {
            HolderKind::App => format!("the Netrunner TO app (process {})", self.pid),
            HolderKind::Command => format!("another netrunner-to command (process {})", self.pid),
            HolderKind::Server => format!("netrunner-to serve (process {})", self.pid),
        }
    }

    /// Whether it keeps the file for long (the app, a server): others stop at once instead of
    /// waiting.
    pub fn keeps_it(&self) -> bool {
        matches!(self.holder, HolderKind::App | HolderKind::Server)
    }
}

/// The lock file of an event file: `.NAME.lock` beside the file (after following links).
pub fn lock_path(path: &Path) -> PathBuf {
    let target = save::resolve_links(path);
    let name = target
        .file_name()
        .map(|n| n.to_string_lossy().into_owned())
        .unwrap_or_default();
    target.with_file_name(format!(".{name}.lock"))
}

/// Whether a process is still running (where we can tell; elsewhere assumed running). Unix
/// only: a Windows path `/proc` is `\\proc` on the current drive, which under Wine is the
/// Linux root's `/proc`, where a Windows process id names some other process or none.
fn process_alive(pid: u32) -> bool {
    let proc = Path::new("/proc");
    if cfg!(unix) && proc.join("self").exists() {
        proc.join(pid.to_string()).exists()
    } else {
        true
    }
}

/// Where the holder's name is written: the lock file itself; on Windows a file beside it
/// (`.NAME.holder`), because a locked file's bytes cannot be read there (Windows locks are
/// mandatory), so a command could never tell that the app or `serve` keeps the file — it waited
/// 10 s and said "busy" — nor find `serve`'s channel.
fn holder_path(lock: &Path) -> PathBuf {
    if cfg!(windows) {
        lock.with_extension("holder")
    } else {
        lock.to_path_buf()
    }
}

/// Who the lock file names, if it names anyone.
fn read_holder(lock: &Path) -> Option<Holder> {
    let mut text = String::new();
    File::open(holder_path(lock))
        .ok()?
        .take(4096)
        .read_to_string(&mut text)
        .ok()?;
    serde_json::from_str(text.trim()).ok()
}

/// Who holds the event file at `path` right now, if anyone (for a read-only look: the app shows
/// it, `info` could). `None` also when the lock file cannot be read.
pub fn current_holder(path: &Path) -> Option<Holder> {
    let lock = lock_path(path);
    let file = File::open(&lock).ok()?;
    match file.try_lock_shared() {
        Ok(()) => None,
        Err(_) => read_holder(&lock),
    }
}

/// What a file held when this program last read or wrote it.
#[derive(Clone, Debug, PartialEq, Eq)]
enum Known {
    /// There was no file.
    Absent,
    /// The file, by content and identity.
    Present {
        len: u64,
        hash: u64,
        stamp: Option<Stamp>,
    },
}

/// A file's identity and modification time: when these are unchanged the content is too
/// (an atomic save makes a new inode; writing in place changes the time).
#[derive(Clone, Debug, PartialEq, Eq)]
struct Stamp {
    dev: u64,
    ino: u64,
    len: u64,
    modified: Option<SystemTime>,
}

impl Stamp {
    fn of(meta: &fs::Metadata) -> Stamp {
        #[cfg(unix)]
        let (dev, ino) = {
            use std::os::unix::fs::MetadataExt;
            (meta.dev(), meta.ino())
        };
        #[cfg(not(unix))]
        let (dev, ino) = (0, 0);
        Stamp {
            dev,
            ino,
            len: meta.len(),
            modified: meta.modified().ok(),
        }
    }
}

fn hash(bytes: &[u8]) -> u64 {
    let mut h = DefaultHasher::new();
    h.write(bytes);
    h.finish()
}

impl Known {
    fn of_bytes(bytes: &[u8], stamp: Option<Stamp>) -> Known {
        Known::Present {
            len: bytes.len() as u64,
            hash: hash(bytes),
            stamp,
        }
    }
}

/// The one owner of an event file: holds its lock until dropped.
#[derive(Debug)]
pub struct EventFile {
    /// The path as the user named it.
    path: PathBuf,
    /// The file saves go to (links followed).
    target: PathBuf,
    /// The locked lock file.
    lock: File,
    /// What the file held when we last read or wrote it.
    known: Known,
}

impl EventFile {
    /// Takes the lock of the event file at `path` (which need not exist yet) for `holder`.
    ///
    /// When a program that keeps files open (the app, a server) holds it, fails at once; when
    /// another command holds it, waits up to `wait` for it. The file's current content becomes
    /// what [`EventFile::save`] expects to find (a file created or replaced by the caller on
    /// purpose).
    pub fn lock(path: &Path, holder: &Holder, wait: Duration) -> Result<EventFile, FileError> {
        let mut file = EventFile::lock_only(path, holder, wait)?;
        file.known = match fs::symlink_metadata(&file.target) {
            Err(e) if e.kind() == std::io::ErrorKind::NotFound => Known::Absent,
            Err(source) => {
                return Err(FileError::Io {
                    path: path.to_path_buf(),
                    source,
                });
            }
            Ok(m) => {
                // Refuses named pipes, devices and folders, with the reason.
                let bytes = save::read_capped(&file.path, save::MAX_FILE_BYTES)?;
                Known::of_bytes(&bytes, Some(Stamp::of(&m)))
            }
        };
        Ok(file)
    }

    /// Takes the lock; `known` is left for the caller to fill in.
    fn lock_only(path: &Path, holder: &Holder, wait: Duration) -> Result<EventFile, FileError> {
        // A named pipe or a device is no event file: refused before a lock file is made beside
        // it (in `/dev`, say).
        save::refuse_special(path)?;
        let target = save::resolve_links(path);
        let lock_path = lock_path(path);
        let dir = lock_path
            .parent()
            .filter(|d| !d.as_os_str().is_empty())
            .map_or_else(|| PathBuf::from("."), Path::to_path_buf);
        let io = |source| FileError::Io {
            path: path.to_path_buf(),
            source,
        };
        let mut lock = match fs::OpenOptions::new()
            .read(true)
            .write(true)
            .create(true)
            .truncate(false)
            .open(&lock_path)
        {
            Ok(f) => f,
            Err(e) if e.kind() == std::io::ErrorKind::PermissionDenied => {
                return Err(FileError::FolderNotWritable {
                    path: path.to_path_buf(),
                    dir,
                });
            }
            Err(e) if e.kind() == std::io::ErrorKind::NotFound => {
                return Err(io(std::io::Error::new(
                    std::io::ErrorKind::NotFound,
                    format!("the folder {} does not exist", dir.display()),
                )));
            }
            Err(e) => return Err(io(e)),
        };
        let start = Instant::now();
        loop {
            match lock.try_lock() {
                Ok(()) => break,
                Err(TryLockError::WouldBlock) => {
                    let other = read_holder(&lock_path).filter(|h| process_alive(h.pid));
                    if let Some(h) = other.as_ref().filter(|h| h.keeps_it()) {
                        return Err(locked(path, h.clone(), None));
                    }
                    if start.elapsed() >= wait {
                        let h = other.unwrap_or(Holder {
                            holder: HolderKind::Command,
                            pid: 0,
                            channel: None,
                        });
                        return Err(locked(path, h, Some(wait)));
                    }
                    std::thread::sleep(RETRY);
                }
                Err(TryLockError::Error(e)) => return Err(io(e)),
            }
        }
        // Name ourselves in the lock file (best effort: the lock works without it).
        if let Ok(line) = serde_json::to_string(holder) {
            if cfg!(windows) {
                let _ = save::write_atomic(&holder_path(&lock_path), line.as_bytes());
            } else {
                let _ = lock.set_len(0);
                let _ = lock.rewind();
                let _ = lock.write_all(line.as_bytes());
                let _ = lock.flush();
            }
        }
        // A temporary file a killed writer left beside the event goes now, not at the next save.
        if let Some(name) = target.file_name() {
            let target_dir = target
                .parent()
                .filter(|d| !d.as_os_str().is_empty())
                .map_or_else(|| PathBuf::from("."), Path::to_path_buf);
            save::remove_stale_temps(&target_dir, &name.to_string_lossy());
        }
        Ok(EventFile {
            path: path.to_path_buf(),
            target,
            lock,
            known: Known::Absent,
        })
    }

    /// Takes the lock and reads the event file, to change it. A file with fields this version
    /// does not know is refused ([`FileError::UnknownFields`]): saving would lose them.
    pub fn open(
        path: &Path,
        holder: &Holder,
        wait: Duration,
    ) -> Result<(EventFile, Event), FileError> {
        let mut file = EventFile::lock_only(path, holder, wait)?;
        let event = file.read()?.writable(path)?;
        Ok((file, event))
    }

    /// Reads the file again (under the lock), and from now on expects what it read.
    pub fn read(&mut self) -> Result<Loaded, FileError> {
        let meta = fs::metadata(&self.target).ok();
        let bytes = save::read_capped(&self.path, save::MAX_FILE_BYTES)?;
        let loaded = save::read_bytes(&bytes, &self.path)?;
        self.known = Known::of_bytes(&bytes, meta.as_ref().map(Stamp::of));
        Ok(loaded)
    }

    /// The path as the user named it.
    pub fn path(&self) -> &Path {
        &self.path
    }

    /// The file saves go to (symbolic links followed).
    pub fn target(&self) -> &Path {
        &self.target
    }

    /// Checks that the file is still what this program last read or wrote.
    pub fn check_unchanged(&mut self) -> Result<(), FileError> {
        let changed = || FileError::Changed {
            path: self.path.clone(),
        };
        let meta = match fs::symlink_metadata(&self.target) {
            Err(e) if e.kind() == std::io::ErrorKind::NotFound => None,
            Err(source) => {
                return Err(FileError::Io {
                    path: self.path.clone(),
                    source,
                });
            }
            Ok(m) => Some(m),
        };
        if meta.is_none()
            && let Some(dir) = self.target.parent().filter(|d| !d.as_os_str().is_empty())
            && !dir.exists()
        {
            // Not another program's change: the drive or folder is gone (a removed stick).
            return Err(FileError::Io {
                path: self.path.clone(),
                source: std::io::Error::new(
                    std::io::ErrorKind::NotFound,
                    format!(
                        "its folder {} is not there any more (a removed drive?)",
                        dir.display()
                    ),
                ),
            });
        }
        match (&self.known, meta) {
            (Known::Absent, None) => Ok(()),
            (Known::Absent, Some(_)) | (Known::Present { .. }, None) => Err(changed()),
            (
                Known::Present {
                    len,
                    hash: h,
                    stamp,
                },
                Some(m),
            ) => {
                let now = Stamp::of(&m);
                if stamp.as_ref() == Some(&now) {
                    return Ok(());
                }
                if !m.is_file() || m.len() != *len {
                    return Err(changed());
                }
                // Touched, or copied back unchanged: compare the content.
                let bytes = save::read_capped(&self.target, save::MAX_FILE_BYTES)?;
                if hash(&bytes) != *h {
                    return Err(changed());
                }
                self.known = Known::of_bytes(&bytes, Some(now));
                Ok(())
            }
        }
    }

    /// Saves the event, if the file is still what this program last read or wrote.
    pub fn save(&mut self, event: &Event) -> Result<(), FileError> {
        self.save_bytes(&save::to_bytes(event))
    }

    /// Saves the bytes of an event file, if the file is still what this program last read or
    /// wrote.
    pub fn save_bytes(&mut self, bytes: &[u8]) -> Result<(), FileError> {
        self.check_unchanged()?;
        save::write_atomic(&self.target, bytes).map_err(|e| match e {
            // Messages name the file as the user did, not the link's target.
            FileError::Io { source, .. } => FileError::Io {
                path: self.path.clone(),
                source,
            },
            FileError::ReadOnly { .. } => FileError::ReadOnly {
                path: self.path.clone(),
            },
            FileError::FolderNotWritable { dir, .. } => FileError::FolderNotWritable {
                path: self.path.clone(),
                dir,
            },
            other => other,
        })?;
        let stamp = fs::symlink_metadata(&self.target)
            .ok()
            .map(|m| Stamp::of(&m));
        self.known = Known::of_bytes(bytes, stamp);
        Ok(())
    }
}

impl Drop for EventFile {
    fn drop(&mut self) {
        // Nobody holds it any more: a stale name could make the next program stop for nothing.
        let _ = self.lock.set_len(0);
        if cfg!(windows) {
            let _ = fs::write(holder_path(&lock_path(&self.path)), b"");
        }
        let _ = self.lock.unlock();
    }
}

/// The error for a file another program holds (`waited`: how long this one waited for it).
pub fn locked(path: &Path, holder: Holder, waited: Option<Duration>) -> FileError {
    let message = match waited {
        None if holder.holder == HolderKind::Server => format!(
            "{} is kept by {}: stop it first (or run it with --follow, which only shows the event); nothing was changed",
            path.display(),
            holder.describe()
        ),
        None => format!(
            "{} is open in {}: make the change there, or close the event there first; nothing was changed",
            path.display(),
            holder.describe()
        ),
        Some(w) => {
            let who = if holder.pid == 0 {
                "another program".to_string()
            } else {
                holder.describe()
            };
            format!(
                "{} is being changed by {who} and was still busy after {} s; nothing was changed",
                path.display(),
                w.as_secs_f64()
            )
        }
    };
    FileError::Locked {
        path: path.to_path_buf(),
        // Without waiting, the holder is the lock file's (its name is in the message).
        holder: (waited.is_none() || holder.pid != 0).then_some(holder),
        waited,
        message,
    }
}
