//! The one owner of the event and the channel between it and the server.
//!
//! The server never changes the event and never writes a file. Each change a page asks for
//! is a [`Change`] (a [`Command`] and who asked) sent over a bounded channel to the owner —
//! the app's document (drained by `App::logic`, which runs whether or not the window is
//! shown), or `serve`'s headless loop
//! ([`super::serve`]) — which applies it through [`Event::apply`] one at a time and answers on
//! a oneshot channel. After every change, whoever made it (a page, the app, undo), the owner
//! publishes a read-only [`Snapshot`] the pages render from.

use super::snapshot::Snapshot;
use crate::engine::{Command, EngineError, Event, PlayerId, Warning};
use std::sync::Arc;
use std::time::Duration;
use tokio::sync::{mpsc, oneshot, watch};

/// How many change requests may wait for the owner at once; more wait for room.
pub const QUEUE: usize = 256;

/// How long a page waits for the owner's answer before it is told to try again
/// ([`Refusal::Busy`]): the app answers between frames and while its window is hidden, but a
/// computer that is asleep or stuck must not leave every phone hanging.
pub const ANSWER_WAIT: Duration = Duration::from_secs(10);

/// Who asked for a change (recorded by the owner; issue 17 adds the checks).
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Requester {
    /// The organizer (a tool of theirs on this computer, or a test).
    Organizer,
    /// A player, identified by their personal code.
    Player(PlayerId),
    /// A scorekeeper device, by the name the organizer gave it.
    Scorekeeper(String),
    /// A phone registering its player through the registration link, by the phone's token.
    Phone(String),
    /// A follower computer (issue 39), by its link's name: only to say the event moved to it.
    Follower(String),
}

/// The event file as the owner last saved it, for followers (issue 39, [`super::follow`]).
#[derive(Clone, Debug)]
pub struct Saved {
    /// Drawn when the owner started: a follower that knows another epoch gets the whole file.
    pub epoch: u64,
    /// Grows by one with every save of this owner.
    pub seq: u64,
    /// How many changes the event's history holds.
    pub changes: usize,
    /// When the owner saved it (milliseconds since 1970, the owner's clock).
    pub saved_at_ms: i64,
    /// The bytes of the event file.
    pub bytes: Arc<Vec<u8>>,
}

/// Why the owner did not make a change. `Display` is the English of
/// [`super::report::refusal_text`] (what `serve` prints; the phones say it in their language).
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Refusal {
    /// The engine refused the command (the event is unchanged).
    Engine(EngineError),
    /// The requester may not ask for this (a player for another player, a scorekeeper for
    /// anything but a result).
    NotPermitted {
        /// Who asked, beyond what they may.
        by: Asker,
        /// What they asked for.
        command: Box<Command>,
    },
    /// The change could not be saved, so it was not made (the operating system's reason).
    Unsaved(String),
    /// The server only shows the event.
    ReadOnly(ReadOnly),
    /// Sharing stopped.
    NotShared,
    /// The owner did not take the request in time ([`ANSWER_WAIT`]); it was withdrawn, so
    /// asking again is safe.
    Busy,
}

/// Who asked for a change they may not make ([`Refusal::NotPermitted`]): each may ask only for
/// their own part ([`permitted`]).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Asker {
    /// A player's phone: their own report, side choice and deck list.
    Player,
    /// A scorekeeper's device: results under its own name.
    Scorekeeper,
    /// A phone on the registration link: its own registration.
    Registration,
    /// A follower computer: only to say the event moved to it.
    Follower,
}

/// Why a server takes no changes ([`Refusal::ReadOnly`]).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum ReadOnly {
    /// It follows an event file another program keeps (`serve --follow`).
    Following,
}

impl std::fmt::Display for Refusal {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.write_str(&super::report::refusal_text(
            self,
            crate::i18n::Lang::ENGLISH,
        ))
    }
}

impl std::error::Error for Refusal {}

/// The owner's answer: the command's warnings, or why it was refused.
pub type Answer = Result<Vec<Warning>, Refusal>;

/// Whether `by` may ask for `command` at all (the owner checks before applying): a player
/// only for themselves (their report, their side choice, their deck list before the start), a
/// scorekeeper only results under their own name. The organizer may ask for anything.
pub fn permitted(command: &Command, by: &Requester) -> Result<(), Refusal> {
    let asker = match by {
        Requester::Organizer => return Ok(()),
        Requester::Player(_) => Asker::Player,
        Requester::Scorekeeper(_) => Asker::Scorekeeper,
        Requester::Phone(_) => Asker::Registration,
        Requester::Follower(_) => Asker::Follower,
    };
    let ok = match (by, command) {
        (Requester::Player(p), Command::SelfReport { by, .. }) => by == p,
        (Requester::Player(p), Command::SetSidePreference { player, .. }) => player == p,
        (
            Requester::Player(p),
            Command::SetDeck {
                player, correction, ..
            },
        ) => player == p && !correction,
        (Requester::Scorekeeper(n), Command::Scorekeeper { name, .. }) => name == n,
        (Requester::Phone(t), Command::Register { token, .. }) => token == t,
        (Requester::Follower(_), Command::EventMoved { .. }) => true,
        _ => false,
    };
    if ok {
        Ok(())
    } else {
        Err(Refusal::NotPermitted {
            by: asker,
            command: Box::new(command.clone()),
        })
    }
}

/// One change request: a command, who asked, and where the answer goes.
#[derive(Debug)]
pub struct Change {
    /// The command to apply.
    pub command: Command,
    /// Who asked.
    pub by: Requester,
    reply: oneshot::Sender<Answer>,
}

impl Change {
    /// Whether the page that asked has stopped waiting ([`Refusal::Busy`]): the owner drops
    /// such a request instead of applying it.
    pub fn abandoned(&self) -> bool {
        self.reply.is_closed()
    }

    /// Sends the owner's answer back to the page that asked (it may have gone: fine).
    pub fn answer(self, answer: Answer) {
        let _ = self.reply.send(answer);
    }
}

/// Wakes the owner when a change arrives (the app: `ctx.request_repaint()`).
pub type Waker = Arc<dyn Fn() + Send + Sync>;

/// The server's end: sends change requests, reads the latest snapshot.
#[derive(Clone)]
pub struct OwnerHandle {
    changes: mpsc::Sender<Change>,
    snapshots: watch::Receiver<Arc<Snapshot>>,
    saved: watch::Receiver<Option<Arc<Saved>>>,
    wake: Waker,
}

impl OwnerHandle {
    /// Asks the owner to apply `command` and waits for its answer, at most [`ANSWER_WAIT`].
    pub async fn submit(&self, command: Command, by: Requester) -> Answer {
        self.submit_within(command, by, ANSWER_WAIT).await
    }

    /// [`OwnerHandle::submit`] waiting at most `wait`: an owner that has not taken the request
    /// by then gets it withdrawn (it is dropped, not applied, when the owner comes to it) and
    /// the answer is [`Refusal::Busy`].
    pub async fn submit_within(&self, command: Command, by: Requester, wait: Duration) -> Answer {
        let deadline = tokio::time::Instant::now() + wait;
        let (reply, answer) = oneshot::channel();
        let change = Change { command, by, reply };
        match tokio::time::timeout_at(deadline, self.changes.send(change)).await {
            Err(_) => return Err(Refusal::Busy),
            Ok(Err(_)) => return Err(Refusal::NotShared),
            Ok(Ok(())) => {}
        }
        (self.wake)();
        match tokio::time::timeout_at(deadline, answer).await {
            Ok(answer) => answer.unwrap_or(Err(Refusal::NotShared)),
            // Dropping the receiver withdraws the request (`Change::abandoned`).
            Err(_) => Err(Refusal::Busy),
        }
    }

    /// [`OwnerHandle::submit`] from a thread outside the server's runtime (tests, benchmarks).
    pub fn submit_blocking(&self, command: Command, by: Requester) -> Answer {
        let (reply, answer) = oneshot::channel();
        let change = Change { command, by, reply };
        if self.changes.blocking_send(change).is_err() {
            return Err(Refusal::NotShared);
        }
        (self.wake)();
        answer.blocking_recv().unwrap_or(Err(Refusal::NotShared))
    }

    /// The latest snapshot.
    pub fn snapshot(&self) -> Arc<Snapshot> {
        self.snapshots.borrow().clone()
    }

    /// A receiver that sees every new snapshot (live pages).
    pub fn subscribe(&self) -> watch::Receiver<Arc<Snapshot>> {
        self.snapshots.clone()
    }

    /// A receiver that sees every save of the event file (followers; `None` until the owner
    /// publishes one).
    pub fn saved(&self) -> watch::Receiver<Option<Arc<Saved>>> {
        self.saved.clone()
    }
}

/// The change, or `None` after refusing it because its requester may not ask for it, or
/// dropping it because its page stopped waiting.
fn screened(change: Change) -> Option<Change> {
    if change.abandoned() {
        return None;
    }
    match permitted(&change.command, &change.by) {
        Ok(()) => Some(change),
        Err(r) => {
            change.answer(Err(r));
            None
        }
    }
}

/// The owner's end: receives change requests, publishes snapshots.
pub struct OwnerLink {
    changes: mpsc::Receiver<Change>,
    snapshots: watch::Sender<Arc<Snapshot>>,
    version: u64,
    saved: SavedPublisher,
}

/// Publishes the event file as saved, for followers, from any thread (the app's autosave
/// writer publishes each file once it is written, off the screen's thread).
#[derive(Clone)]
pub struct SavedPublisher {
    tx: Arc<watch::Sender<Option<Arc<Saved>>>>,
    epoch: u64,
    seq: Arc<std::sync::atomic::AtomicU64>,
}

impl SavedPublisher {
    /// Publishes the event file as just saved (its bytes, how many changes its history holds,
    /// when): followers get it at once.
    pub fn publish(&self, bytes: Vec<u8>, changes: usize, saved_at_ms: i64) {
        let seq = 1 + self.seq.fetch_add(1, std::sync::atomic::Ordering::SeqCst);
        self.tx.send_replace(Some(Arc::new(Saved {
            epoch: self.epoch,
            seq,
            changes,
            saved_at_ms,
            bytes: Arc::new(bytes),
        })));
    }
}

/// A number no earlier run of an owner drew (the system's random source; the clock if it has
/// none).
fn new_epoch() -> u64 {
    match crate::io::secret::os_key() {
        Ok(k) => u64::from_le_bytes([k[0], k[1], k[2], k[3], k[4], k[5], k[6], k[7]]),
        Err(_) => std::time::SystemTime::now()
            .duration_since(std::time::UNIX_EPOCH)
            .map_or(1, |d| d.as_nanos() as u64),
    }
}

/// A new link between an owner holding `event` and a server; `wake` is called after each
/// request is queued.
pub fn link(event: &Event, wake: Waker) -> (OwnerLink, OwnerHandle) {
    let (tx, rx) = mpsc::channel(QUEUE);
    let (snap_tx, snap_rx) = watch::channel(Arc::new(Snapshot::new(event, 1)));
    let (saved_tx, saved_rx) = watch::channel(None);
    (
        OwnerLink {
            changes: rx,
            snapshots: snap_tx,
            version: 1,
            saved: SavedPublisher {
                tx: Arc::new(saved_tx),
                epoch: new_epoch(),
                seq: Arc::new(std::sync::atomic::AtomicU64::new(0)),
            },
        },
        OwnerHandle {
            changes: tx,
            snapshots: snap_rx,
            saved: saved_rx,
            wake,
        },
    )
}

impl OwnerLink {
    /// The next waiting request, if any (the app, once per frame). Requests the requester may
    /// not make ([`permitted`]) are refused here and never reach the owner.
    pub fn try_next(&mut self) -> Option<Change> {
        loop {
            let change = self.changes.try_recv().ok()?;
            if let Some(change) = screened(change) {
                return Some(change);
            }
        }
    }

    /// Waits for the next request (a headless owner's loop); `None` once every server end is
    /// gone. Requests the requester may not make are refused here.
    pub fn next_blocking(&mut self) -> Option<Change> {
        loop {
            let change = self.changes.blocking_recv()?;
            if let Some(change) = screened(change) {
                return Some(change);
            }
        }
    }

    /// Publishes the event as it is now: pages show it from the next request, live pages
    /// within moments.
    pub fn publish(&mut self, event: &Event) {
        self.version += 1;
        self.snapshots
            .send_replace(Arc::new(Snapshot::new(event, self.version)));
    }

    /// Publishes the event file as just saved (its bytes, how many changes its history holds,
    /// when): followers get it at once.
    pub fn publish_saved(&mut self, bytes: Vec<u8>, changes: usize, saved_at_ms: i64) {
        self.saved.publish(bytes, changes, saved_at_ms);
    }

    /// A publisher of saved files for another thread.
    pub fn saved_publisher(&self) -> SavedPublisher {
        self.saved.clone()
    }

    /// The version of the latest snapshot.
    pub fn version(&self) -> u64 {
        self.version
    }
}
