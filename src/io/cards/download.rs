//! Updating the card data from the internet, only when the organizer asks: the archive of
//! NetrunnerDB's card repository is downloaded (with timeouts and a size limit), built into
//! card data and checked, and only then saved over the data directory's card data. Whatever
//! fails — no connection, a timeout, an error page, a cut or broken archive — nothing is
//! replaced and the card data in use stays.

use super::{CardFileError, MAX_ARCHIVE_BYTES, archive, build_from_tree, save};
use crate::engine::cards::CardDb;
use std::io::Read as _;
use std::path::Path;
use std::sync::atomic::{AtomicBool, Ordering};
use std::time::Duration;
use thiserror::Error;

/// Where the card data comes from: the archive of the repository's main branch.
pub const DEFAULT_URL: &str =
    "https://github.com/Null-Signal-Games/netrunner-cards-json/archive/refs/heads/main.zip";

/// The environment variable that replaces [`DEFAULT_URL`] (a mirror, or a test server).
pub const URL_VARIABLE: &str = "NETRUNNER_TO_CARDS_URL";

/// What went wrong with a download.
#[derive(Clone, Debug, PartialEq, Eq, Error)]
pub enum Problem {
    /// The server cannot be reached (no network, no such host, refused).
    NoConnection(String),
    /// Nothing arrived for too long, or the whole download took too long.
    TimedOut(u64),
    /// The server answered with an error status.
    Status(u16),
    /// The connection broke off before the archive was complete.
    Interrupted {
        /// Bytes received.
        received: u64,
        /// What the connection said.
        reason: String,
    },
    /// More bytes than any archive of the card data.
    TooLarge,
    /// The organizer cancelled it.
    Cancelled,
    /// Anything else the HTTP client reports (a bad address, TLS).
    Other(String),
}

/// Where to download from and how long to wait.
#[derive(Clone, Debug)]
pub struct Options {
    /// The archive's address (`https://…` or `http://…`).
    pub url: String,
    /// Connecting (name lookup included).
    pub connect_timeout: Duration,
    /// The longest wait for the next bytes.
    pub read_timeout: Duration,
    /// The whole download.
    pub total_timeout: Duration,
}

impl Options {
    /// The given address with the default timeouts (20 s to connect, 30 s without a byte, 10
    /// minutes in all).
    pub fn new(url: &str) -> Options {
        Options {
            url: url.to_string(),
            connect_timeout: Duration::from_secs(20),
            read_timeout: Duration::from_secs(30),
            total_timeout: Duration::from_secs(600),
        }
    }
    /// [`DEFAULT_URL`], or the address in [`URL_VARIABLE`].
    pub fn from_env() -> Options {
        let url = std::env::var(URL_VARIABLE)
            .ok()
            .filter(|u| !u.trim().is_empty())
            .unwrap_or_else(|| DEFAULT_URL.to_string());
        Options::new(url.trim())
    }
}

/// How far a download is.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Progress {
    /// Connecting and waiting for the answer.
    Connecting,
    /// Receiving the archive: bytes so far, and in all when the server says.
    Receiving {
        /// Bytes received.
        received: u64,
        /// The archive's size, if the server gave it.
        total: Option<u64>,
    },
    /// Reading and checking the archive.
    Checking,
}

impl Progress {
    /// The fraction done, when it is known.
    pub fn fraction(self) -> Option<f32> {
        match self {
            Progress::Receiving {
                received,
                total: Some(t),
            } if t > 0 => Some((received as f64 / t as f64).min(1.0) as f32),
            Progress::Checking => Some(1.0),
            _ => None,
        }
    }
}

fn failed(url: &str, problem: Problem) -> CardFileError {
    CardFileError::Download {
        url: url.to_string(),
        problem,
    }
}

fn problem_of(e: ureq::Error, opts: &Options) -> Problem {
    use ureq::Error as E;
    match e {
        E::HostNotFound => Problem::NoConnection("host not found".into()),
        E::ConnectionFailed => Problem::NoConnection("connection failed".into()),
        // Before any answer: the name lookup or the connection failed.
        E::Io(io) if io.kind() == std::io::ErrorKind::TimedOut => Problem::TimedOut(seconds(opts)),
        E::Io(io) => Problem::NoConnection(io.to_string()),
        E::Timeout(_) => Problem::TimedOut(seconds(opts)),
        E::StatusCode(code) => Problem::Status(code),
        E::BodyExceedsLimit(_) => Problem::TooLarge,
        other => Problem::Other(other.to_string()),
    }
}

fn seconds(opts: &Options) -> u64 {
    opts.read_timeout.min(opts.total_timeout).as_secs().max(1)
}

fn io_problem(e: &std::io::Error, opts: &Options, received: u64) -> Problem {
    use std::io::ErrorKind as K;
    match e.kind() {
        K::TimedOut | K::WouldBlock => Problem::TimedOut(seconds(opts)),
        K::ConnectionRefused
        | K::NotConnected
        | K::AddrNotAvailable
        | K::NetworkUnreachable
        | K::HostUnreachable
            if received == 0 =>
        {
            Problem::NoConnection(e.to_string())
        }
        _ => Problem::Interrupted {
            received,
            reason: e.to_string(),
        },
    }
}

/// Downloads the archive: its bytes, or why not. `progress` is told as bytes arrive; setting
/// `cancel` stops the download at the next bytes.
pub fn download(
    opts: &Options,
    progress: &mut dyn FnMut(Progress),
    cancel: &AtomicBool,
) -> Result<Vec<u8>, CardFileError> {
    let url = opts.url.as_str();
    progress(Progress::Connecting);
    let config = ureq::Agent::config_builder()
        .timeout_connect(Some(opts.connect_timeout))
        .timeout_per_read(Some(opts.read_timeout))
        .timeout_global(Some(opts.total_timeout))
        .http_status_as_error(false)
        .user_agent(concat!("netrunner-to/", env!("CARGO_PKG_VERSION")))
        .build();
    let agent = ureq::Agent::new_with_config(config);
    let mut response = agent
        .get(url)
        .call()
        .map_err(|e| failed(url, problem_of(e, opts)))?;
    let status = response.status().as_u16();
    if status != 200 {
        return Err(failed(url, Problem::Status(status)));
    }
    let total = response
        .headers()
        .get("content-length")
        .and_then(|v| v.to_str().ok())
        .and_then(|v| v.trim().parse::<u64>().ok());
    if total.is_some_and(|t| t > MAX_ARCHIVE_BYTES) {
        return Err(failed(url, Problem::TooLarge));
    }
    let mut reader = response
        .body_mut()
        .with_config()
        .limit(MAX_ARCHIVE_BYTES + 1)
        .reader();
    let mut bytes = Vec::with_capacity(usize::try_from(total.unwrap_or(0)).unwrap_or(0));
    let mut chunk = vec![0u8; 64 * 1024];
    loop {
        if cancel.load(Ordering::Relaxed) {
            return Err(failed(url, Problem::Cancelled));
        }
        let n = match reader.read(&mut chunk) {
            Ok(0) => break,
            Ok(n) => n,
            Err(e) if e.kind() == std::io::ErrorKind::Interrupted => continue,
            Err(e) => {
                let received = bytes.len() as u64;
                // ureq wraps its own errors (a timeout) in the reader's io::Error.
                let problem = match e.get_ref().and_then(|i| i.downcast_ref::<ureq::Error>()) {
                    Some(ureq::Error::Timeout(_)) => Problem::TimedOut(seconds(opts)),
                    Some(ureq::Error::BodyExceedsLimit(_)) => Problem::TooLarge,
                    _ => io_problem(&e, opts, received),
                };
                return Err(failed(url, problem));
            }
        };
        bytes.extend_from_slice(chunk.get(..n).unwrap_or_default());
        if bytes.len() as u64 > MAX_ARCHIVE_BYTES {
            return Err(failed(url, Problem::TooLarge));
        }
        progress(Progress::Receiving {
            received: bytes.len() as u64,
            total,
        });
    }
    if let Some(t) = total
        && (bytes.len() as u64) < t
    {
        return Err(failed(
            url,
            Problem::Interrupted {
                received: bytes.len() as u64,
                reason: format!("{t} bytes announced"),
            },
        ));
    }
    Ok(bytes)
}

/// Downloads the archive, builds and checks the card data and saves it in `data_dir` (where
/// [`super::current`] finds it at the next start). Nothing is saved when anything fails.
pub fn update(
    opts: &Options,
    data_dir: &Path,
    progress: &mut dyn FnMut(Progress),
    cancel: &AtomicBool,
) -> Result<CardDb, CardFileError> {
    let bytes = download(opts, progress, cancel)?;
    progress(Progress::Checking);
    let db = from_archive(&bytes, &opts.url)?;
    if cancel.load(Ordering::Relaxed) {
        return Err(failed(&opts.url, Problem::Cancelled));
    }
    save(&db, data_dir)?;
    Ok(db)
}

/// Card data from a downloaded archive's bytes, checked; `url` names it.
pub fn from_archive(bytes: &[u8], url: &str) -> Result<CardDb, CardFileError> {
    let tree = archive::read_zip(bytes, url)?;
    let commit = tree
        .source
        .as_ref()
        .and_then(|(s, _)| s.split(" at commit ").nth(1))
        .map(|c| format!(" at commit {}", c.trim()))
        .unwrap_or_default();
    let source = format!("NetrunnerDB card data (v2 layout){commit}, downloaded from {url}");
    let data = build_from_tree(&tree, Some(&source), None)?;
    CardDb::new(data).map_err(|source| CardFileError::Invalid {
        path: url.to_string(),
        source,
    })
}
