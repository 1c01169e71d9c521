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

/// Double or single elimination.
#[derive(Clone, Copy, Debug, PartialEq, Eq, PartialOrd, Ord, Hash, Serialize, Deserialize)]
#[serde(rename_all = "kebab-case")]
pub enum BracketKind {
    /// Double elimination (regulations, "Double Elimination Rounds"): out after the second loss.
    DoubleElimination,
    /// Single elimination with reseeding each round: out after the first loss. Not a regulation
    /// format; offered for small or casual events.
    SingleElimination,
    /// Single elimination on a fixed bracket (no reseeding: the winners of neighbouring games
    /// meet), as Aesop's Tables plays it. Top 8 and 16; smaller cuts are the same as
    /// [`BracketKind::SingleElimination`].
    SingleEliminationFixed,
}

impl BracketKind {
    /// "double elimination" or "single elimination".
    pub fn name(self) -> &'static str {
        match self {
            BracketKind::DoubleElimination => "double elimination",
            BracketKind::SingleElimination => "single elimination",
            BracketKind::SingleEliminationFixed => "single elimination (fixed bracket)",
        }
    }

    /// Whether a player is out after one loss.
    pub fn is_single(self) -> bool {
        self != BracketKind::DoubleElimination
    }
}

impl fmt::Display for BracketKind {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(self.name())
    }
}

/// Where one of a game's two players comes from.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[serde(rename_all = "kebab-case")]
pub enum Source {
    /// The player with this seed (1 = best Swiss rank).
    Seed(u32),
    /// The winner of this game.
    Winner(u32),
    /// The loser of this game.
    Loser(u32),
    /// Reseeding (single elimination): among the winners of all games of `round`, the one with
    /// the `rank`-th best seed (1 = best). Known once every game of that round is decided.
    WinnerRanked {
        /// The round whose winners are reseeded.
        round: u32,
        /// 1 = the best remaining seed.
        rank: u32,
    },
}

impl fmt::Display for Source {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            Source::Seed(n) => write!(f, "seed {n}"),
            Source::Winner(g) => write!(f, "winner of game {g}"),
            Source::Loser(g) => write!(f, "loser of game {g}"),
            Source::WinnerRanked { round, rank } => {
                write!(f, "round {round} winner ranked {rank} by seed")
            }
        }
    }
}
