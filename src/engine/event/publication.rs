//! What players see on the live event pages (the local-network server): which round's
//! pairings are published and whether the standings are shown.
//!
//! This is event state, changed by commands ([`Command::PublishPairings`],
//! [`Command::ShowStandings`]) like everything else, so it is saved in the event file, survives
//! a restart, and goes through undo and the history. The engine only keeps the values; the
//! front ends decide what a page shows from them.

use super::Event;
use crate::engine::command::Command;
use crate::engine::error::EngineError;
use crate::engine::event::Outcome;
use serde::{Deserialize, Serialize};

/// What players see. The default (nothing published, standings shown) is also what an event
/// file without the field gets.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Serialize, Deserialize)]
#[serde(default)]
pub struct Publication {
    /// Rounds 1..=this (Swiss rounds, or rounds of pods) are published; 0: none.
    #[serde(skip_serializing_if = "is_zero")]
    pub pairings_round: u32,
    /// The organizer hid the standings.
    #[serde(skip_serializing_if = "std::ops::Not::not")]
    pub standings_hidden: bool,
}

fn is_zero(n: &u32) -> bool {
    *n == 0
}

impl Publication {
    /// Whether nothing differs from the default (then the event file leaves it out).
    pub fn is_default(&self) -> bool {
        *self == Publication::default()
    }
}

impl Event {
    /// What players see on the live pages.
    pub fn publication(&self) -> Publication {
        let mut p = self.publication;
        p.pairings_round = p.pairings_round.min(self.round_count());
        p
    }

    /// The latest round whose pairings players see (0: none).
    pub fn published_round(&self) -> u32 {
        self.publication().pairings_round
    }

    /// Whether players see the standings.
    pub fn standings_shown(&self) -> bool {
        !self.publication.standings_hidden
    }

    /// Swiss rounds, or rounds of pods in a multiplayer event.
    fn round_count(&self) -> u32 {
        let n = match self.multiplayer() {
            Some(m) => m.rounds.len(),
            None => self.rounds().len(),
        };
        u32::try_from(n).unwrap_or(u32::MAX)
    }

    pub(super) fn publish_pairings(&mut self, round: u32) -> Result<Outcome, EngineError> {
        let count = self.round_count();
        if round > count {
            return Err(EngineError::NotPairedYet {
                round,
                latest: count,
            });
        }
        if round == self.published_round() {
            return Err(EngineError::AlreadyPublished { round });
        }
        self.publication.pairings_round = round;
        Ok(Outcome::default())
    }

    pub(super) fn show_standings(&mut self, shown: bool) -> Result<Outcome, EngineError> {
        if shown == self.standings_shown() {
            return Err(EngineError::StandingsAlready { shown });
        }
        self.publication.standings_hidden = !shown;
        Ok(Outcome::default())
    }

    /// After a command that replaced or removed rounds: a round paired again, or deleted and
    /// paired anew, is not published until the organizer publishes it again.
    pub(super) fn keep_publication(&mut self, command: &Command) {
        let count = self.round_count();
        let p = &mut self.publication.pairings_round;
        match command {
            Command::RepairRound { .. } => *p = (*p).min(count.saturating_sub(1)),
            Command::DeleteRound { .. } | Command::DeletePodRound { .. } => *p = (*p).min(count),
            _ => {}
        }
    }
}

#[cfg(test)]
mod tests {
    use crate::engine::{Command, Event, EventSettings, PlayerDetails, Structure};

    fn event() -> Event {
        let mut e = Event::new(EventSettings::new("Pub", Structure::Basic), 1);
        for n in ["Ann", "Bo", "Cy", "Di"] {
            e.apply(Command::AddPlayer {
                details: PlayerDetails::named(n),
                id: None,
            })
            .unwrap();
        }
        e.apply(Command::PairRound).unwrap();
        e
    }

    #[test]
    fn a_new_round_is_not_published_until_the_organizer_publishes_it() {
        let mut e = event();
        assert_eq!(e.published_round(), 0);
        e.apply(Command::PublishPairings { round: 1 }).unwrap();
        assert_eq!(e.published_round(), 1);
        assert!(e.apply(Command::PublishPairings { round: 1 }).is_err());
        assert!(e.apply(Command::PublishPairings { round: 2 }).is_err());
        assert_eq!(e.published_round(), 1);
    }

    #[test]
    fn a_round_paired_again_must_be_published_again() {
        let mut e = event();
        e.apply(Command::PublishPairings { round: 1 }).unwrap();
        e.apply(Command::RepairRound { force: false }).unwrap();
        assert_eq!(e.published_round(), 0);
        e.apply(Command::PublishPairings { round: 1 }).unwrap();
        e.apply(Command::DeleteRound { force: false }).unwrap();
        e.apply(Command::PairRound).unwrap();
        assert_eq!(e.published_round(), 0);
    }

    #[test]
    fn hidden_standings_survive_a_save_and_old_files_show_them() {
        let mut e = event();
        assert!(e.standings_shown());
        e.apply(Command::ShowStandings { shown: false }).unwrap();
        assert!(!e.standings_shown());
        let json = serde_json::to_string(&e).unwrap();
        let back: Event = serde_json::from_str(&json).unwrap();
        assert!(!back.standings_shown());
        // An event without the field (an older file) shows its standings, publishes nothing.
        let plain = serde_json::to_string(&event()).unwrap();
        assert!(!plain.contains("publication"));
        let old: Event = serde_json::from_str(&plain).unwrap();
        assert!(old.standings_shown());
        assert_eq!(old.published_round(), 0);
        // Replay gives the same state.
        let replayed = Event::replay(e.origin(), e.history()).unwrap();
        assert_eq!(replayed, e);
    }
}
