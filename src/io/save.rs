//! The event file: versioned JSON, written atomically.
//!
//! ```json
//! {"format": "netrunner-to-event", "version": 1, "event": { … }}
//! ```
//!
//! The event holds its origin (settings and seed at creation), its current state, the random
//! generator's position and the full command history, so an event can be audited and replayed.
//! Saving writes a temporary file beside the target, flushes it to disk (fsync), renames it over
//! the target and syncs the directory: a crash leaves either the old file or the new one.
//! Temporary files are named `.NAME.PID.N.tmp` (unique per process and write) and created
//! exclusively; one left behind by a killed process is removed when the file's lock is next
//! taken ([`crate::io::event_file`]) and by the next successful save of the same file (when its
//! process is gone, or after an hour where that cannot be checked).

use crate::engine::Event;
use serde::{Deserialize, Serialize};
use std::fs::{self, File};
use std::io::Write;
use std::path::{Path, PathBuf};
use std::sync::atomic::{AtomicU64, Ordering};
use std::time::Duration;
use thiserror::Error;

/// The `format` tag of an event file.
pub const FILE_FORMAT: &str = "netrunner-to-event";
/// The version this build writes (and the newest it reads).
pub const FILE_VERSION: u32 = 1;
/// The largest event file accepted, in bytes (a 2,000-player, 12-round event is about 10 MB).
pub const MAX_FILE_BYTES: u64 = 256 * 1024 * 1024;

/// Why an event file could not be read or written.
#[derive(Debug, Error)]
pub enum FileError {
    /// Reading or writing failed.
    Io {
        /// The file.
        path: PathBuf,
        /// The system error.
        source: std::io::Error,
    },
    /// The file is not a valid event file.
    Invalid {
        /// The file.
        path: PathBuf,
        /// What is wrong.
        reason: String,
    },
    /// The file reads as an event, but its content is one no command could have made (edited by
    /// hand, or damaged).
    Inconsistent {
        /// The file.
        path: PathBuf,
        /// What is wrong.
        problem: crate::engine::Inconsistency,
    },
    /// JSON without the event file's `format` field: not an event file (an NRTM results file is
    /// imported instead; the app tries that when it opens one).
    NotAnEventFile {
        /// The file.
        path: PathBuf,
    },
    /// The file was written by a newer version of the app.
    TooNew {
        /// The file.
        path: PathBuf,
        /// The version found in the file.
        found: u32,
    },
    /// The path is a named pipe, a device or a socket: reading it could hang, writing it would
    /// replace it.
    NotRegular {
        /// The path.
        path: PathBuf,
        /// What it is (a named pipe, …).
        what: Special,
    },
    /// The file is read-only: whoever made it so did not want it changed.
    ReadOnly {
        /// The file.
        path: PathBuf,
    },
    /// The folder does not let us create the temporary file the atomic save needs.
    FolderNotWritable {
        /// The file.
        path: PathBuf,
        /// Its folder.
        dir: PathBuf,
    },
    /// Another program holds the event file (see `io::event_file`).
    Locked {
        /// The file.
        path: PathBuf,
        /// Who holds it, when the lock file says so.
        holder: Option<crate::io::event_file::Holder>,
        /// How long this program waited for it (`None`: it did not wait, the holder keeps the
        /// file for long).
        waited: Option<Duration>,
        /// The whole message.
        message: String,
    },
    /// The file on disk is no longer what this program last read or wrote.
    Changed {
        /// The file.
        path: PathBuf,
    },
    /// The file has data this version does not know; writing it would lose that data.
    UnknownFields {
        /// The file.
        path: PathBuf,
        /// The unknown fields (messages show the first [`FIELDS_SHOWN`] of them).
        fields: Vec<String>,
    },
}

#[derive(Serialize)]
struct FileOut<'a> {
    format: &'static str,
    version: u32,
    event: &'a Event,
}

#[derive(Deserialize)]
struct Header {
    format: Option<serde_json::Value>,
    version: Option<serde_json::Value>,
}

#[derive(Deserialize)]
struct FileIn {
    event: Event,
    // Read (already checked from the header) so that they do not count as unknown fields.
    #[serde(rename = "format")]
    _format: Option<serde_json::Value>,
    #[serde(rename = "version")]
    _version: Option<serde_json::Value>,
}

/// An event file as read: the event, and the fields this version did not know.
#[derive(Debug)]
pub struct Loaded {
    /// The event.
    pub event: Event,
    /// Where the file has fields this version does not know (`event.players.0.deck`), in
    /// file order. Saving the event would drop them.
    pub unknown: Vec<String>,
}

impl Loaded {
    /// The unknown fields for a message: the first few, and how many more.
    pub fn unknown_list(&self) -> String {
        field_list(&self.unknown)
    }

    /// The event, or an error when saving it would lose unknown fields.
    pub fn writable(self, path: &Path) -> Result<Event, FileError> {
        if self.unknown.is_empty() {
            Ok(self.event)
        } else {
            Err(FileError::UnknownFields {
                path: path.to_path_buf(),
                fields: self.unknown,
            })
        }
    }
}

/// How many unknown fields a message names ([`FileError::UnknownFields`]).
pub const FIELDS_SHOWN: usize = 3;

/// Unknown fields for a message: the first [`FIELDS_SHOWN`], and how many more.
fn field_list(fields: &[String]) -> String {
    let mut s = fields
        .iter()
        .take(FIELDS_SHOWN)
        .map(String::as_str)
        .collect::<Vec<_>>()
        .join(", ");
    if fields.len() > FIELDS_SHOWN {
        s.push_str(&format!(" and {} more", fields.len() - FIELDS_SHOWN));
    }
    s
}

/// A JSON parse error as a reader can act on it: nesting beyond serde_json's limit of 128 levels
/// is named as such (no real file nests that deep).
pub fn json_reason(e: &serde_json::Error) -> String {
    let text = e.to_string();
    if json_too_deep(e) {
        format!("the JSON is nested more than 128 levels deep, which no valid file is ({text})")
    } else {
        text
    }
}

/// Whether a JSON parse error is serde_json's nesting limit (128 levels).
pub fn json_too_deep(e: &serde_json::Error) -> bool {
    e.to_string().contains("recursion limit exceeded")
}

/// What a path is that is neither a regular file nor a folder ([`FileError::NotRegular`]).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Special {
    /// A named pipe (FIFO): reading it waits for a writer.
    NamedPipe,
    /// A socket.
    Socket,
    /// A block or character device.
    Device,
    /// Anything else that is not a file.
    Other,
}

impl std::fmt::Display for Special {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.write_str(match self {
            Special::NamedPipe => "a named pipe (FIFO)",
            Special::Socket => "a socket",
            Special::Device => "a device",
            Special::Other => "not a file",
        })
    }
}

/// The event as the bytes of an event file (compact JSON, one line).
pub fn to_bytes(event: &Event) -> Vec<u8> {
    let out = FileOut {
        format: FILE_FORMAT,
        version: FILE_VERSION,
        event,
    };
    // Compact, not pretty-printed: the app autosaves after every command, and for a 2,000-player
    // event the pretty file is twice the size and took 57 ms to autosave instead of 37 ms
    // (docs/benchmarks.md). Serializing plain data with string keys cannot fail.
    serde_json::to_vec(&out).unwrap_or_default()
}

/// Reads an event from the bytes of an event file; `path` is only used in messages. Fields this
/// version does not know are left out (see [`read_bytes`] to learn which).
pub fn from_bytes(bytes: &[u8], path: &Path) -> Result<Event, FileError> {
    read_bytes(bytes, path).map(|l| l.event)
}

/// Reads an event from the bytes of an event file, with the fields this version did not know.
pub fn read_bytes(bytes: &[u8], path: &Path) -> Result<Loaded, FileError> {
    let invalid = |reason: String| FileError::Invalid {
        path: path.to_path_buf(),
        reason,
    };
    let text = std::str::from_utf8(bytes).map_err(|e| invalid(format!("not UTF-8 text ({e})")))?;
    let header: Header = serde_json::from_str(text)
        .map_err(|e| invalid(format!("not JSON: {}", json_reason(&e))))?;
    match header.format.as_ref() {
        Some(serde_json::Value::String(f)) if f == FILE_FORMAT => {}
        Some(other) => {
            return Err(invalid(format!(
                "format is {other}, expected {FILE_FORMAT:?}"
            )));
        }
        None => {
            return Err(FileError::NotAnEventFile {
                path: path.to_path_buf(),
            });
        }
    }
    let version = match header.version {
        None => return Err(invalid("no \"version\" field".into())),
        Some(v) => v
            .as_u64()
            .and_then(|v| u32::try_from(v).ok())
            .ok_or_else(|| invalid(format!("version {v} is not a whole number")))?,
    };
    if version > FILE_VERSION {
        return Err(FileError::TooNew {
            path: path.to_path_buf(),
            found: version,
        });
    }
    if version == 0 {
        return Err(invalid("version 0 does not exist".into()));
    }
    let mut unknown = Vec::new();
    let mut de = serde_json::Deserializer::from_str(text);
    let file: FileIn = serde_ignored::deserialize(&mut de, |field| unknown.push(field.to_string()))
        .map_err(|e| invalid(json_reason(&e)))?;
    de.end().map_err(|e| invalid(json_reason(&e)))?;
    file.event
        .validate_loaded()
        .map_err(|problem| FileError::Inconsistent {
            path: path.to_path_buf(),
            problem,
        })?;
    let mut event = file.event;
    // Files saved before personal codes existed (issue 17): the codes a replay gives.
    event.fill_player_codes();
    Ok(Loaded { event, unknown })
}

/// What a path that is not a regular file or a folder is, for messages.
fn special_kind(meta: &fs::Metadata) -> Option<Special> {
    let t = meta.file_type();
    if t.is_file() || t.is_dir() {
        return None;
    }
    #[cfg(unix)]
    {
        use std::os::unix::fs::FileTypeExt;
        if t.is_fifo() {
            return Some(Special::NamedPipe);
        }
        if t.is_socket() {
            return Some(Special::Socket);
        }
        if t.is_block_device() || t.is_char_device() {
            return Some(Special::Device);
        }
    }
    Some(Special::Other)
}

/// Refuses a path that is there and is neither a regular file nor a folder (a named pipe, a
/// device, a socket), before anything opens it: opening a named pipe waits for a writer,
/// forever, and a device reads without end.
pub fn refuse_special(path: &Path) -> Result<(), FileError> {
    match fs::metadata(path).ok().as_ref().and_then(special_kind) {
        Some(what) => Err(FileError::NotRegular {
            path: path.to_path_buf(),
            what,
        }),
        None => Ok(()),
    }
}

/// Reads a whole file of at most `max` bytes. The size is checked before reading, and the read
/// itself stops after `max + 1` bytes (a file that grows meanwhile, a device), so an oversized
/// file is refused with a message instead of filling the memory.
pub fn read_capped(path: &Path, max: u64) -> Result<Vec<u8>, FileError> {
    use std::io::Read;
    let io = |source| FileError::Io {
        path: path.to_path_buf(),
        source,
    };
    let too_large = |size: u64| FileError::Invalid {
        path: path.to_path_buf(),
        reason: format!("the file is {size} bytes; the limit is {max} bytes"),
    };
    let not_regular = |meta: &fs::Metadata| {
        special_kind(meta).map(|what| FileError::NotRegular {
            path: path.to_path_buf(),
            what,
        })
    };
    refuse_special(path)?;
    let file = File::open(path).map_err(io)?;
    let meta = file.metadata().map_err(io)?;
    if let Some(e) = not_regular(&meta) {
        return Err(e);
    }
    if meta.is_dir() {
        return Err(FileError::Invalid {
            path: path.to_path_buf(),
            reason: "this is a folder, not a file".into(),
        });
    }
    if meta.len() > max {
        return Err(too_large(meta.len()));
    }
    let mut bytes = Vec::with_capacity(usize::try_from(meta.len()).unwrap_or(0));
    file.take(max.saturating_add(1))
        .read_to_end(&mut bytes)
        .map_err(io)?;
    if bytes.len() as u64 > max {
        return Err(too_large(bytes.len() as u64));
    }
    Ok(bytes)
}

/// Loads an event file (at most [`MAX_FILE_BYTES`]) to read it.
pub fn load(path: &Path) -> Result<Event, FileError> {
    let bytes = read_capped(path, MAX_FILE_BYTES)?;
    from_bytes(&bytes, path)
}

/// Follows symbolic links from `path` to the file they name (which may not exist yet): saves
/// go to the real file, so a link into a synced or backed-up folder keeps working.
pub fn resolve_links(path: &Path) -> PathBuf {
    let mut p = path.to_path_buf();
    // The same bound as the kernel's; a longer chain fails when it is used.
    for _ in 0..40 {
        match fs::symlink_metadata(&p) {
            Ok(m) if m.file_type().is_symlink() => match fs::read_link(&p) {
                Ok(t) if t.is_absolute() => p = t,
                Ok(t) => p = p.parent().map_or_else(|| t.clone(), |d| d.join(&t)),
                Err(_) => break,
            },
            _ => break,
        }
    }
    p
}

/// Whether the owner may not write the file (the user made it read-only).
fn is_read_only(meta: &fs::Metadata) -> bool {
    #[cfg(unix)]
    {
        use std::os::unix::fs::PermissionsExt;
        meta.permissions().mode() & 0o200 == 0
    }
    #[cfg(not(unix))]
    {
        meta.permissions().readonly()
    }
}

/// How old a temporary file of another writer must be before it counts as left behind where
/// we cannot tell whether its process still runs.
const STALE_TEMP_AGE: Duration = Duration::from_secs(3600);

/// Numbers the temporary files of this process, so two writes never share one.
static TEMP_COUNTER: AtomicU64 = AtomicU64::new(0);

/// Whether a temporary file `.NAME.PID.N.tmp` of `file_name` was left behind by a writer that
/// is gone: its process no longer exists (checked in `/proc` where there is one), or it is
/// older than [`STALE_TEMP_AGE`].
fn is_stale_temp(entry: &fs::DirEntry, file_name: &str) -> bool {
    let name = entry.file_name();
    let Some(rest) = name
        .to_str()
        .and_then(|n| n.strip_prefix('.'))
        .and_then(|n| n.strip_prefix(file_name))
        .and_then(|n| n.strip_prefix('.'))
        .and_then(|n| n.strip_suffix(".tmp"))
    else {
        return false;
    };
    let mut parts = rest.split('.');
    let (Some(pid), Some(n), None) = (parts.next(), parts.next(), parts.next()) else {
        return false;
    };
    let (Ok(pid), Ok(_)) = (pid.parse::<u32>(), n.parse::<u64>()) else {
        return false;
    };
    if pid == std::process::id() {
        return false; // ours: removed by the write that made it
    }
    // Unix only: under Wine a Windows path `/proc` is the Linux root's, where a Windows process
    // id means nothing.
    let proc = Path::new("/proc");
    if cfg!(unix) && proc.join("self").exists() {
        return !proc.join(pid.to_string()).exists();
    }
    entry
        .metadata()
        .and_then(|m| m.modified())
        .ok()
        .and_then(|t| t.elapsed().ok())
        .is_some_and(|age| age > STALE_TEMP_AGE)
}

/// Removes temporary files of `file_name` in `dir` that crashed writers left behind.
pub(crate) fn remove_stale_temps(dir: &Path, file_name: &str) {
    let Ok(entries) = fs::read_dir(dir) else {
        return;
    };
    for entry in entries.flatten() {
        if is_stale_temp(&entry, file_name) {
            let _ = fs::remove_file(entry.path());
        }
    }
}

/// Writes bytes to `path` atomically: temporary file, fsync, rename, directory sync.
///
/// A symbolic link is followed: the file it names is replaced, the link stays. An existing file
/// keeps its permissions (a 0600 file stays private); a read-only file, or anything that is not
/// a regular file, is refused, and a folder that does not let us create the temporary file is
/// named as the cause.
pub fn write_atomic(path: &Path, bytes: &[u8]) -> Result<(), FileError> {
    let target = resolve_links(path);
    let io = |source| FileError::Io {
        path: path.to_path_buf(),
        source,
    };
    let existing = match fs::symlink_metadata(&target) {
        Ok(m) => Some(m),
        Err(e) if e.kind() == std::io::ErrorKind::NotFound => None,
        Err(e) => return Err(io(e)),
    };
    if let Some(m) = &existing {
        if let Some(what) = special_kind(m) {
            return Err(FileError::NotRegular {
                path: path.to_path_buf(),
                what,
            });
        }
        if m.is_dir() {
            return Err(FileError::Invalid {
                path: path.to_path_buf(),
                reason: "this is a folder, not a file".into(),
            });
        }
        if is_read_only(m) {
            return Err(FileError::ReadOnly {
                path: path.to_path_buf(),
            });
        }
    }
    let dir = match target.parent() {
        Some(d) if !d.as_os_str().is_empty() => d.to_path_buf(),
        _ => PathBuf::from("."),
    };
    let file_name = target
        .file_name()
        .map(|n| n.to_string_lossy().into_owned())
        .ok_or_else(|| FileError::Invalid {
            path: path.to_path_buf(),
            reason: "not a file path".into(),
        })?;
    let n = TEMP_COUNTER.fetch_add(1, Ordering::Relaxed);
    let tmp = dir.join(format!(".{file_name}.{}.{n}.tmp", std::process::id()));
    let mut options = fs::OpenOptions::new();
    options.write(true).create_new(true);
    #[cfg(unix)]
    if let Some(m) = &existing {
        use std::os::unix::fs::{OpenOptionsExt, PermissionsExt};
        // Created with the old file's mode (never wider for a moment), set exactly below.
        options.mode(m.permissions().mode() & 0o777);
    }
    let mut f = match options.open(&tmp) {
        Ok(f) => f,
        Err(e) if e.kind() == std::io::ErrorKind::PermissionDenied => {
            return Err(FileError::FolderNotWritable {
                path: path.to_path_buf(),
                dir,
            });
        }
        Err(e) => return Err(io(e)),
    };
    let result = (|| {
        if let Some(m) = &existing {
            f.set_permissions(m.permissions())?;
        }
        f.write_all(bytes)?;
        f.sync_all()?;
        drop(f);
        fs::rename(&tmp, &target)?;
        if let Ok(d) = File::open(&dir) {
            // Not every platform can sync a directory; the rename is done either way.
            let _ = d.sync_all();
        }
        Ok(())
    })();
    if result.is_err() {
        let _ = fs::remove_file(&tmp);
    } else {
        remove_stale_temps(&dir, &file_name);
    }
    result.map_err(io)
}

/// Saves an event file atomically.
pub fn save(path: &Path, event: &Event) -> Result<(), FileError> {
    write_atomic(path, &to_bytes(event))
}
