//! A read-only copy of the event, as the pages show it, with the fragments rendered once.

use crate::engine::Event;
use std::sync::OnceLock;

/// The event as published to the pages, with a version number that grows with every change.
///
/// The big fragments (pairings, standings, bracket) depend on nothing but the event, so each
/// is rendered once per snapshot and shared by every phone asking for it.
pub struct Snapshot {
    /// Grows by one with every published change.
    pub version: u64,
    /// The event (without its history).
    pub event: Event,
    pub(super) pairings: OnceLock<String>,
    pub(super) standings: OnceLock<String>,
    pub(super) bracket: OnceLock<String>,
}

impl Snapshot {
    /// A snapshot of `event` with a version.
    pub fn new(event: &Event, version: u64) -> Snapshot {
        Snapshot {
            version,
            event: event.without_history(),
            pairings: OnceLock::new(),
            standings: OnceLock::new(),
            bracket: OnceLock::new(),
        }
    }
}
