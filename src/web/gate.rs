//! What one device may hold of the server (issue 32): open connections and live streams, per
//! address and in total, and how long a request may take to arrive.
//!
//! Without it, one phone (or one script on the store's Wi-Fi) that opens a thousand idle or
//! half-sent connections used every file the process may open, and the next phone got no
//! answer. Now every connection is counted when it is accepted and let go when it closes;
//! connections past a cap are closed at once (the device that holds too many is the one
//! refused), a request head must arrive within [`Limits::header_timeout`] (an idle keep-alive
//! connection is closed after it too), a request's body within [`Limits::body_timeout`], and
//! the organizer is told how many were refused ([`Gate::refused`]).

use std::collections::HashMap;
use std::net::IpAddr;
use std::sync::atomic::{AtomicU64, Ordering};
use std::sync::{Arc, Mutex};
use std::time::Duration;

/// The caps and timeouts of a server.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Limits {
    /// Open connections in total.
    pub connections: usize,
    /// Open connections from one address (a phone opens up to six).
    pub per_address: usize,
    /// Live streams (`/live`, one per open page) in total.
    pub streams: usize,
    /// Live streams from one address (a phone with a few tabs open).
    pub streams_per_address: usize,
    /// Time to send a request's head; also how long an idle keep-alive connection stays open.
    pub header_timeout: Duration,
    /// Time to send a request's body and get the answer (not a live stream's life).
    pub body_timeout: Duration,
}

impl Limits {
    /// Caps that fit the process's limit of open files, `files` (each connection is one file;
    /// a few hundred are kept for everything else): the total far below it.
    pub fn for_open_files(files: u64) -> Limits {
        let usable = usize::try_from(files.saturating_sub(256)).unwrap_or(usize::MAX);
        let connections = (usable / 2).clamp(64, 4096);
        Limits {
            connections,
            per_address: 32,
            streams: connections * 3 / 4,
            streams_per_address: 8,
            header_timeout: Duration::from_secs(10),
            body_timeout: Duration::from_secs(20),
        }
    }

    /// Caps for this process: its limit of open files, raised first to what the system allows
    /// ([`raise_open_files`]).
    pub fn for_this_process() -> Limits {
        Limits::for_open_files(raise_open_files())
    }
}

/// Raises the process's soft limit of open files to its hard limit where the system allows it
/// (Linux and macOS; on macOS at most `OPEN_MAX`), and returns the soft limit in force
/// afterwards. Elsewhere (Windows: no such limit for sockets) a large number.
pub fn raise_open_files() -> u64 {
    #[cfg(unix)]
    {
        use rustix::process::{Resource, getrlimit, setrlimit};
        let now = getrlimit(Resource::Nofile);
        let Some(current) = now.current else {
            return u64::MAX; // unlimited
        };
        // macOS refuses more than OPEN_MAX (10,240) however high the hard limit is.
        let cap = if cfg!(target_os = "macos") {
            10_240
        } else {
            u64::MAX
        };
        let wanted = now.maximum.unwrap_or(u64::MAX).min(cap);
        if wanted > current {
            let raised = rustix::process::Rlimit {
                current: Some(wanted),
                maximum: now.maximum,
            };
            if setrlimit(Resource::Nofile, raised).is_ok() {
                return wanted;
            }
        }
        current
    }
    #[cfg(not(unix))]
    {
        65_536
    }
}

#[derive(Default)]
struct Counts {
    total: usize,
    per_address: HashMap<IpAddr, usize>,
}

impl Counts {
    fn try_take(&mut self, addr: IpAddr, total_cap: usize, address_cap: usize) -> bool {
        let mine = self.per_address.get(&addr).copied().unwrap_or(0);
        if self.total >= total_cap || mine >= address_cap {
            return false;
        }
        self.total += 1;
        self.per_address.insert(addr, mine + 1);
        true
    }

    fn give_back(&mut self, addr: IpAddr) {
        self.total = self.total.saturating_sub(1);
        if let Some(n) = self.per_address.get_mut(&addr) {
            *n = n.saturating_sub(1);
            if *n == 0 {
                self.per_address.remove(&addr);
            }
        }
    }
}

/// Which caps were hit, counted since the server started.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub struct Refused {
    /// Connections closed at once: too many from one address.
    pub connections_per_address: u64,
    /// Connections closed at once: too many in total.
    pub connections_total: u64,
    /// Live streams refused (the page falls back to reloading itself).
    pub streams: u64,
}

impl Refused {
    /// All refusals together.
    pub fn total(&self) -> u64 {
        self.connections_per_address + self.connections_total + self.streams
    }
}

/// The counts of a running server, shared by its connections.
pub struct Gate {
    limits: Limits,
    connections: Mutex<Counts>,
    streams: Mutex<Counts>,
    refused_per_address: AtomicU64,
    refused_total: AtomicU64,
    refused_streams: AtomicU64,
}

/// A connection or a live stream while it is open: gives its place back when dropped.
pub struct Ticket {
    gate: Arc<Gate>,
    addr: IpAddr,
    stream: bool,
}

impl Drop for Ticket {
    fn drop(&mut self) {
        let counts = if self.stream {
            &self.gate.streams
        } else {
            &self.gate.connections
        };
        if let Ok(mut c) = counts.lock() {
            c.give_back(self.addr);
        }
    }
}

impl Gate {
    /// A gate with these limits.
    pub fn new(limits: Limits) -> Arc<Gate> {
        Arc::new(Gate {
            limits,
            connections: Mutex::default(),
            streams: Mutex::default(),
            refused_per_address: AtomicU64::new(0),
            refused_total: AtomicU64::new(0),
            refused_streams: AtomicU64::new(0),
        })
    }

    /// The limits.
    pub fn limits(&self) -> Limits {
        self.limits
    }

    /// A place for a new connection from `addr`, or `None` (close it) past a cap.
    pub fn connection(self: &Arc<Self>, addr: IpAddr) -> Option<Ticket> {
        let Ok(mut c) = self.connections.lock() else {
            return None;
        };
        let mine = c.per_address.get(&addr).copied().unwrap_or(0);
        if c.try_take(addr, self.limits.connections, self.limits.per_address) {
            return Some(Ticket {
                gate: self.clone(),
                addr,
                stream: false,
            });
        }
        if mine >= self.limits.per_address {
            self.refused_per_address.fetch_add(1, Ordering::Relaxed);
        } else {
            self.refused_total.fetch_add(1, Ordering::Relaxed);
        }
        None
    }

    /// A place for a live stream from `addr`, or `None` past a cap.
    pub fn stream(self: &Arc<Self>, addr: IpAddr) -> Option<Ticket> {
        let Ok(mut c) = self.streams.lock() else {
            return None;
        };
        if c.try_take(addr, self.limits.streams, self.limits.streams_per_address) {
            return Some(Ticket {
                gate: self.clone(),
                addr,
                stream: true,
            });
        }
        self.refused_streams.fetch_add(1, Ordering::Relaxed);
        None
    }

    /// Open connections now.
    pub fn open(&self) -> usize {
        self.connections.lock().map_or(0, |c| c.total)
    }

    /// What was refused since the start.
    pub fn refused(&self) -> Refused {
        Refused {
            connections_per_address: self.refused_per_address.load(Ordering::Relaxed),
            connections_total: self.refused_total.load(Ordering::Relaxed),
            streams: self.refused_streams.load(Ordering::Relaxed),
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn small() -> Limits {
        Limits {
            connections: 5,
            per_address: 3,
            streams: 2,
            streams_per_address: 1,
            header_timeout: Duration::from_secs(1),
            body_timeout: Duration::from_secs(1),
        }
    }

    #[test]
    fn a_device_past_its_cap_is_refused_and_others_still_get_in() {
        let gate = Gate::new(small());
        let (a, b) = (IpAddr::from([10, 0, 0, 1]), IpAddr::from([10, 0, 0, 2]));
        let held: Vec<Ticket> = (0..3).filter_map(|_| gate.connection(a)).collect();
        assert_eq!(held.len(), 3);
        assert!(gate.connection(a).is_none());
        let other = gate.connection(b);
        assert!(other.is_some());
        assert_eq!(gate.refused().connections_per_address, 1);
        drop(held);
        assert_eq!(gate.open(), 1);
        assert!(gate.connection(a).is_some(), "places come back when closed");
    }

    #[test]
    fn the_total_cap_holds_across_addresses() {
        let gate = Gate::new(small());
        let held: Vec<Ticket> = (1..=5u8)
            .filter_map(|i| gate.connection(IpAddr::from([10, 0, 0, i])))
            .collect();
        assert_eq!(held.len(), 5);
        assert!(gate.connection(IpAddr::from([10, 0, 0, 9])).is_none());
        assert_eq!(gate.refused().connections_total, 1);
        let s = gate.stream(IpAddr::from([10, 0, 0, 1]));
        assert!(s.is_some() && gate.stream(IpAddr::from([10, 0, 0, 1])).is_none());
        assert_eq!(gate.refused().streams, 1);
    }

    #[test]
    fn caps_stay_far_below_the_file_limit() {
        for files in [256u64, 1024, 4096, 20_000, 1 << 20] {
            let l = Limits::for_open_files(files);
            assert!(
                l.connections as u64 <= files.saturating_sub(256).max(128),
                "{files}: {l:?}"
            );
            assert!(l.streams < l.connections && l.per_address < l.connections);
        }
        assert_eq!(Limits::for_open_files(1024).connections, 384);
    }
}
