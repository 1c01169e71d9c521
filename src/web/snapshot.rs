//! A read-only copy of the event, as the pages show it, with the fragments rendered once.

use crate::engine::Event;
use crate::i18n::Lang;
use std::sync::OnceLock;

/// The big fragments of one language.
#[derive(Default)]
pub(super) struct Fragments {
    pub(super) pairings: OnceLock<String>,
    pub(super) standings: OnceLock<String>,
    pub(super) bracket: OnceLock<String>,
    pub(super) statistics: OnceLock<String>,
}

/// The event as published to the pages, with a version number that grows with every change.
///
/// The big fragments (pairings, standings, bracket, statistics) depend on nothing but the event
/// and the page's language, so each is rendered once per snapshot and language and shared by
/// every phone asking for it.
pub struct Snapshot {
    /// Grows by one with every published change.
    pub version: u64,
    /// The event (without its history).
    pub event: Event,
    /// One set per language, in [`Lang::all`] order.
    fragments: Vec<Fragments>,
}

impl Snapshot {
    /// A snapshot of `event` with a version.
    pub fn new(event: &Event, version: u64) -> Snapshot {
        Snapshot {
            version,
            event: event.without_history(),
            fragments: Lang::all().map(|_| Fragments::default()).collect(),
        }
    }

    /// The fragments in `lang`.
    pub(super) fn fragments(&self, lang: Lang) -> &Fragments {
        let i = Lang::all().position(|l| l == lang).unwrap_or(0);
        &self.fragments[i.min(self.fragments.len() - 1)]
    }
}
