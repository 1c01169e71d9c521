//! Identifiers shared by every part of the engine.

use serde::{Deserialize, Serialize};
use std::fmt;

/// A player's identifier inside one event. Stable for the life of the event; never reused.
#[derive(Clone, Copy, Debug, PartialEq, Eq, PartialOrd, Ord, Hash, Serialize, Deserialize)]
#[serde(transparent)]
pub struct PlayerId(pub u32);

impl fmt::Display for PlayerId {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "#{}", self.0)
    }
}

/// The side a player plays in one game.
#[derive(Clone, Copy, Debug, PartialEq, Eq, PartialOrd, Ord, Hash, Serialize, Deserialize)]
#[serde(rename_all = "lowercase")]
pub enum Side {
    /// The Corporation.
    Corp,
    /// The Runner.
    Runner,
}

impl Side {
    /// The other side.
    pub fn other(self) -> Side {
        match self {
            Side::Corp => Side::Runner,
            Side::Runner => Side::Corp,
        }
    }
}

impl fmt::Display for Side {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(match self {
            Side::Corp => "Corp",
            Side::Runner => "Runner",
        })
    }
}

/// Whether a player takes part.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize, Default)]
#[serde(rename_all = "lowercase")]
pub enum PlayerStatus {
    /// Will be paired.
    #[default]
    Active,
    /// Left the event; stays in the standings; may rejoin in the same stage.
    Dropped,
    /// Removed by the organizer; out of the standings; cannot rejoin.
    Disqualified,
}

impl PlayerStatus {
    /// Lower-case name.
    pub fn name(self) -> &'static str {
        match self {
            PlayerStatus::Active => "active",
            PlayerStatus::Dropped => "dropped",
            PlayerStatus::Disqualified => "disqualified",
        }
    }
}

/// A round of any stage: a Swiss round (in a multiplayer event: a round of pods) or an
/// elimination round of the bracket (its games are numbered through the bracket).
#[derive(Clone, Copy, Debug, PartialEq, Eq, PartialOrd, Ord, Hash, Serialize, Deserialize)]
#[serde(rename_all = "kebab-case")]
pub enum RoundRef {
    /// Swiss round `n` (from 1), or round `n` of pods.
    Swiss(u32),
    /// Elimination round `n` of the bracket (from 1).
    Elimination(u32),
}
