//! Everything a user can do to an event, as serializable values.
//!
//! The GUI, the CLI, undo and the audit log all go through [`Event::apply`](crate::engine::Event::apply)
//! with one of these. A command either applies completely or not at all.

use crate::engine::ids::PlayerId;
use crate::engine::model::EventSettings;
use crate::engine::results::MatchResult;
use serde::{Deserialize, Serialize};

/// The editable fields of a player.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize, Default)]
pub struct PlayerDetails {
    /// Display name (unique, case-insensitively).
    pub name: String,
    /// Corp identity.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub corp: Option<String>,
    /// Runner identity.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub runner: Option<String>,
    /// Pronouns.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub pronouns: Option<String>,
    /// A table the player must always sit at (accessibility).
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub fixed_table: Option<u32>,
}

impl PlayerDetails {
    /// Details with only a name.
    pub fn named(name: impl Into<String>) -> PlayerDetails {
        PlayerDetails {
            name: name.into(),
            ..Default::default()
        }
    }
}

/// One table of a round entered by hand (or imported).
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct ManualPairing {
    /// Table number; `None` takes the next free number.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub table: Option<u32>,
    /// First player.
    pub p1: PlayerId,
    /// Opponent; `None` is a bye.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub p2: Option<PlayerId>,
    /// Single-sided rounds: the side player 1 plays.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub p1_side: Option<crate::engine::ids::Side>,
}

/// A change to an event.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[serde(tag = "command", rename_all = "kebab-case")]
pub enum Command {
    /// Replace the event's settings (name, date, structure, tier, round length). The format can
    /// only change before the first round is paired.
    EditSettings {
        /// The new settings.
        settings: EventSettings,
    },
    /// Register a player. After round 1 has been paired this is a late registration: the player
    /// gets an unpaired loss for every round already paired.
    AddPlayer {
        /// Name, identities, pronouns, fixed table.
        details: PlayerDetails,
        /// Keep this id (imports); `None` takes the next free id.
        #[serde(default, skip_serializing_if = "Option::is_none")]
        id: Option<PlayerId>,
    },
    /// Register several players at once (a list import): all are added or none.
    AddPlayers {
        /// The players, in order.
        players: Vec<PlayerDetails>,
    },
    /// Change a player's name, identities, pronouns or fixed table.
    EditPlayer {
        /// Which player.
        player: PlayerId,
        /// The new details.
        details: PlayerDetails,
    },
    /// Stop pairing a player; they stay in the standings.
    DropPlayer {
        /// Which player.
        player: PlayerId,
    },
    /// Bring a dropped player back: unpaired losses for the rounds they missed.
    RejoinPlayer {
        /// Which player.
        player: PlayerId,
    },
    /// Remove a player from the event for good: out of the standings, cannot rejoin. Their games
    /// still count for their opponents.
    DisqualifyPlayer {
        /// Which player.
        player: PlayerId,
    },
    /// Pair the next Swiss round (the previous round must be complete).
    PairRound,
    /// Pair the latest round again. Refused while it has results unless `force` (which clears them).
    RepairRound {
        /// Clear entered results and re-pair anyway.
        #[serde(default)]
        force: bool,
    },
    /// Delete the latest round. Refused while it has results unless `force`.
    DeleteRound {
        /// Delete even though results were entered.
        #[serde(default)]
        force: bool,
    },
    /// Add a round paired by hand (or read from a file). The previous round must be complete.
    AddRound {
        /// The tables.
        pairings: Vec<ManualPairing>,
    },
    /// Enter or correct the result of a table.
    ReportResult {
        /// Round number.
        round: u32,
        /// Table number.
        table: u32,
        /// The result.
        result: MatchResult,
    },
    /// Enter or correct several results of one round at once: all or none.
    ReportResults {
        /// Round number.
        round: u32,
        /// `(table, result)` pairs.
        results: Vec<(u32, MatchResult)>,
    },
    /// Remove a table's result.
    ClearResult {
        /// Round number.
        round: u32,
        /// Table number.
        table: u32,
    },
    /// Exchange two players' seats in a round (neither table may have a result).
    SwapPlayers {
        /// Round number.
        round: u32,
        /// One player.
        a: PlayerId,
        /// The other player.
        b: PlayerId,
    },
    /// Break up a table: its players become unpaired in that round.
    BreakPairing {
        /// Round number.
        round: u32,
        /// Table number.
        table: u32,
    },
    /// Pair two unpaired players of a round at a new table.
    PairPlayers {
        /// Round number.
        round: u32,
        /// One player.
        a: PlayerId,
        /// The other player.
        b: PlayerId,
    },
    /// Give an unpaired player a bye in a round.
    GiveBye {
        /// Round number.
        round: u32,
        /// The player.
        player: PlayerId,
    },
}

impl Command {
    /// A short description for undo menus and the audit log.
    pub fn describe(&self) -> String {
        match self {
            Command::EditSettings { .. } => "edit event settings".into(),
            Command::AddPlayer { details, .. } => format!("add player {}", details.name),
            Command::AddPlayers { players } => format!("add {} players", players.len()),
            Command::EditPlayer { player, .. } => format!("edit player {player}"),
            Command::DropPlayer { player } => format!("drop player {player}"),
            Command::RejoinPlayer { player } => format!("rejoin player {player}"),
            Command::DisqualifyPlayer { player } => format!("disqualify player {player}"),
            Command::PairRound => "pair the next round".into(),
            Command::RepairRound { .. } => "re-pair the latest round".into(),
            Command::DeleteRound { .. } => "delete the latest round".into(),
            Command::AddRound { .. } => "add a round by hand".into(),
            Command::ReportResult { round, table, .. } => {
                format!("report round {round} table {table}")
            }
            Command::ReportResults { round, results } => {
                format!("report {} results in round {round}", results.len())
            }
            Command::ClearResult { round, table } => format!("clear round {round} table {table}"),
            Command::SwapPlayers { round, a, b } => format!("swap {a} and {b} in round {round}"),
            Command::BreakPairing { round, table } => {
                format!("break table {table} of round {round}")
            }
            Command::PairPlayers { round, a, b } => format!("pair {a} with {b} in round {round}"),
            Command::GiveBye { round, player } => format!("give {player} a bye in round {round}"),
        }
    }
}
