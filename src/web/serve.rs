//! `netrunner-to serve`: the pages of an event file, without the app.
//!
//! By default the server process owns the event file like the app does: it holds the file's
//! lock for as long as it runs (a command-line command that tries to change the file is told
//! `netrunner-to serve` has it), applies change requests one at a time in order and saves
//! atomically, never over another program's change: the requests that arrive together are
//! saved by one synced write, and each is answered only once that write is on disk. With `--follow` it only reads: it holds no
//! lock, reloads the file when another program (the command line, the app's autosave) changes
//! it, and refuses change requests.

use super::owner::{self, OwnerLink};
use super::server::Server;
use crate::engine::Event;
use crate::io::event_file::{EventFile, Holder, HolderKind};
use crate::io::save;
use std::io::Write;
use std::net::SocketAddr;
use std::path::{Path, PathBuf};
use std::sync::Arc;
use std::time::{Duration, SystemTime};

/// The most change requests one save holds (group commit, [`Headless::run`]).
pub const BATCH: usize = owner::QUEUE;

/// How often `--follow` looks at the file.
pub const FOLLOW_EVERY: Duration = Duration::from_millis(300);

/// How the file is kept.
pub enum Keeping {
    /// Holds the lock, applies changes, saves.
    Owner(EventFile),
    /// Reads only, follows the file's changes.
    Follow {
        /// The file.
        path: PathBuf,
        /// Its modification time and length when last read.
        seen: Option<(SystemTime, u64)>,
    },
}

/// A headless owner: the event, how its file is kept, and its end of the link to the server.
pub struct Headless {
    event: Event,
    keeping: Keeping,
    link: OwnerLink,
    server: Server,
}

fn stamp(path: &Path) -> Option<(SystemTime, u64)> {
    let m = std::fs::metadata(path).ok()?;
    Some((m.modified().ok()?, m.len()))
}

fn now_rfc3339() -> String {
    chrono::Utc::now().to_rfc3339()
}

fn now_ms() -> i64 {
    chrono::Utc::now().timestamp_millis()
}

impl Headless {
    /// Opens the event file (taking its lock unless `follow`) and starts serving on `listen`.
    pub fn start(path: &Path, listen: SocketAddr, follow: bool) -> anyhow::Result<Headless> {
        Headless::start_with(
            path,
            listen,
            follow,
            super::gate::Limits::for_this_process(),
        )
    }

    /// [`Headless::start`] with the given caps and timeouts (tests and benchmarks, where every
    /// phone is 127.0.0.1).
    pub fn start_with(
        path: &Path,
        listen: SocketAddr,
        follow: bool,
        limits: super::gate::Limits,
    ) -> anyhow::Result<Headless> {
        #[cfg(any(unix, windows))]
        let mut channel = None;
        let (keeping, event) = if follow {
            let seen = stamp(path);
            let event = save::load(path)?;
            (
                Keeping::Follow {
                    path: path.to_path_buf(),
                    seen,
                },
                event,
            )
        } else {
            #[cfg_attr(not(any(unix, windows)), allow(unused_mut))] // no channel elsewhere
            let mut holder = Holder::this(HolderKind::Server);
            #[cfg(any(unix, windows))]
            {
                let listening = crate::io::channel::Listening::new().map_err(|e| {
                    anyhow::anyhow!("cannot open the local channel for commands: {e}")
                })?;
                holder.channel = Some(listening.path().to_path_buf());
                channel = Some(listening);
            }
            let (file, event) = EventFile::open(path, &holder, Duration::ZERO)?;
            (Keeping::Owner(file), event)
        };
        let (mut link, handle) = owner::link(&event, Arc::new(|| {}));
        if let Keeping::Owner(_) = &keeping {
            // Followers start from the file as it is on disk (issue 39).
            let bytes = save::read_capped(path, save::MAX_FILE_BYTES)?;
            link.publish_saved(bytes, event.history().len(), now_ms());
            tell_old_owner(&event);
        }
        #[cfg(any(unix, windows))]
        if let Some(listening) = channel {
            listening.serve(channel_handler(handle.clone()));
        }
        let server = Server::start_with(listen, handle, limits).map_err(|e| {
            anyhow::anyhow!("cannot listen on {listen}: {e} (is another server using the port?)")
        })?;
        Ok(Headless {
            event,
            keeping,
            link,
            server,
        })
    }

    /// The running server.
    pub fn server(&self) -> &Server {
        &self.server
    }

    /// Serves until the process is stopped: applies the change requests (owner), or follows
    /// the file's changes (follow).
    ///
    /// Group commit: the owner takes every request waiting (up to [`BATCH`]), applies each in
    /// order, saves once (one atomic, synced write) and only then answers them all; a failed
    /// save refuses every change of the batch and the event goes back to what the file holds.
    /// So 400 reports at once cost a few writes, not 400, and each is still acknowledged only
    /// once the write that holds it is on disk.
    pub fn run(mut self) {
        loop {
            if matches!(self.keeping, Keeping::Follow { .. }) {
                self.follow_once();
                std::thread::sleep(FOLLOW_EVERY);
                continue;
            }
            let Some(first) = self.link.next_blocking() else {
                return;
            };
            let mut batch = vec![first];
            while batch.len() < BATCH {
                match self.link.try_next() {
                    Some(change) => batch.push(change),
                    None => break,
                }
            }
            self.apply_batch(batch);
        }
    }

    /// Applies the changes in order, saves once, then answers each (see [`Headless::run`]).
    fn apply_batch(&mut self, batch: Vec<owner::Change>) {
        let Keeping::Owner(file) = &mut self.keeping else {
            for change in batch {
                change.answer(Err(owner::Refusal::ReadOnly(owner::ReadOnly::Following)));
            }
            return;
        };
        let before = self.event.clone();
        let at = now_rfc3339();
        let mut applied = Vec::with_capacity(batch.len());
        for change in batch {
            match self
                .event
                .apply_at(change.command.clone(), Some(at.clone()))
            {
                Ok(outcome) => applied.push((change, outcome.warnings)),
                // The engine leaves the event unchanged when it refuses.
                Err(e) => change.answer(Err(owner::Refusal::Engine(e))),
            }
        }
        if applied.is_empty() {
            return;
        }
        let bytes = save::to_bytes(&self.event);
        if let Err(e) = file.save_bytes(&bytes) {
            self.event = before;
            for (change, _) in applied {
                change.answer(Err(owner::Refusal::Unsaved(e.to_string())));
            }
            return;
        }
        // The pages' snapshot first: a feed woken by the save checks its link against it.
        self.link.publish(&self.event);
        self.link
            .publish_saved(bytes, self.event.history().len(), now_ms());
        for (change, warnings) in applied {
            change.answer(Ok(warnings));
        }
    }

    /// Follow mode: reload when the file changed; refuse every change request.
    fn follow_once(&mut self) {
        while let Some(change) = self.link.try_next() {
            change.answer(Err(owner::Refusal::ReadOnly(owner::ReadOnly::Following)));
        }
        let Keeping::Follow { path, seen } = &mut self.keeping else {
            return;
        };
        let now = stamp(path);
        if now == *seen {
            return;
        }
        // A half-written file cannot be seen (saves are atomic); an unreadable one is tried
        // again at the next look.
        if let Ok(event) = save::load(path) {
            *seen = now;
            if event != self.event {
                self.event = event;
                self.link.publish(&self.event);
            }
        }
    }
}

/// How often the old owner is asked again when it does not answer.
pub const TELL_EVERY: Duration = Duration::from_secs(2);

/// A copy that took the event over tells the owner it followed, whenever that one answers (it
/// may come back hours later), that the event moved: from then on the old owner refuses every
/// change (issue 39). On a thread of its own, until told or refused.
pub fn tell_old_owner(event: &Event) {
    if event.moved().is_some() {
        return;
    }
    let Some(t) = event.reporting().taken_over.last() else {
        return;
    };
    let Some(url) = t
        .from
        .as_deref()
        .and_then(|f| crate::io::follow::FollowUrl::parse(f).ok())
    else {
        return;
    };
    let (by, at) = (t.by.clone(), t.at.clone());
    std::thread::spawn(move || {
        while let Err(_unreachable) = crate::io::follow::tell_moved(&url, &by, &at) {
            std::thread::sleep(TELL_EVERY);
        }
    });
}

/// What the local channel does with a command's request: submits each command in order as
/// the organizer (the owner's group commit saves it), stopping at the first refusal.
#[cfg(any(unix, windows))]
fn channel_handler(
    handle: owner::OwnerHandle,
) -> impl Fn(crate::io::channel::Request) -> crate::io::channel::Reply + Send + Sync + 'static {
    move |request| {
        let mut reply = crate::io::channel::Reply::default();
        for command in request.commands {
            match handle.submit_blocking(command, owner::Requester::Organizer) {
                Ok(warnings) => {
                    reply.applied += 1;
                    reply
                        .warnings
                        .extend(warnings.iter().map(ToString::to_string));
                }
                Err(refusal) => {
                    reply.refused = Some(refusal.to_string());
                    break;
                }
            }
        }
        reply
    }
}

/// What `serve` prints of wrong codes, as the app's share window shows them: a line for each
/// wrong code, and one line a minute for an address the limit refuses.
///
/// Also a line whenever the caps on connections or live pages refused some since the last
/// line (at most one a second), so the organizer knows a device holds too many.
pub fn print_attempts(server: &Server, out: Box<dyn Write + Send>) {
    let owner = server.owner();
    let out = Arc::new(std::sync::Mutex::new(out));
    let gate = server.gate();
    let refusals = Arc::clone(&out);
    std::thread::spawn(move || {
        let mut told = gate.refused();
        // Ends with the process (serve runs until stopped).
        loop {
            std::thread::sleep(Duration::from_secs(1));
            let now = gate.refused();
            if now == told {
                continue;
            }
            let l = gate.limits();
            let line = format!(
                "{} turned away {}: {} connections past {} from one address, {} past {} in all; {} live pages past {} from one address or {} in all ({} connections open now)",
                chrono::Local::now().format("%H:%M:%S"),
                now.total() - told.total(),
                now.connections_per_address - told.connections_per_address,
                l.per_address,
                now.connections_total - told.connections_total,
                l.connections,
                now.streams - told.streams,
                l.streams_per_address,
                l.streams,
                gate.open(),
            );
            told = now;
            if let Ok(mut o) = refusals.lock() {
                let _ = writeln!(o, "{line}");
                let _ = o.flush();
            }
        }
    });
    let refused = std::sync::Mutex::new(std::collections::HashMap::new());
    server.watch_attempts(Box::new(move |a: &super::report::Attempt| {
        let now = std::time::Instant::now();
        if a.limited {
            let Ok(mut seen) = refused.lock() else {
                return;
            };
            seen.retain(|_, at: &mut std::time::Instant| {
                now.duration_since(*at) < super::report::WINDOW
            });
            if seen.insert(a.addr, now).is_some() {
                return;
            }
        }
        let whose = a.player.map_or_else(
            || "a scorekeeper, follower or registration link".to_string(),
            |p| format!("{}'s code", owner.snapshot().event.name_of(p)),
        );
        let line = if a.limited {
            format!(
                "{} wrong codes: {} is refused for a minute after too many wrong codes (latest: {whose})",
                a.at, a.addr
            )
        } else {
            format!("{} wrong code: {whose} tried from {}", a.at, a.addr)
        };
        if let Ok(mut o) = out.lock() {
            let _ = writeln!(o, "{line}");
            let _ = o.flush();
        }
    }));
}

/// What `serve` prints when it starts: where phones connect.
pub fn announce(out: &mut dyn Write, path: &Path, server: &Server, follow: bool) {
    let addr = server.addr();
    let how = if follow {
        "following"
    } else {
        "serving (and keeping)"
    };
    let _ = writeln!(out, "{how} {} at {}", path.display(), server.url());
    if addr.ip().is_unspecified() {
        for a in super::addresses::lan_addresses() {
            let _ = writeln!(
                out,
                "  {}",
                super::server::url_of(SocketAddr::new(a.ip, addr.port()))
            );
        }
    } else if addr.ip().is_loopback() {
        let _ = writeln!(
            out,
            "only this computer can open it: give --listen a network address (e.g. --listen 192.168.1.20:8080) for phones"
        );
    }
    if let Some(secret) = &server.owner().snapshot().event.registration().secret {
        let link = super::registration::address(server.url(), secret);
        let _ = writeln!(out, "registration by phone: {link}");
    }
    let _ = writeln!(out, "press Ctrl+C to stop");
    let _ = out.flush();
}
