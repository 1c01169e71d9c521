//! The event's data: settings, players, Swiss rounds.

use crate::engine::ids::{PlayerId, Side};
use crate::engine::results::MatchResult;
use crate::engine::structure::{Format, Structure, Tier};
use crate::engine::swiss::SwissSideReason;
use serde::{Deserialize, Serialize};

/// What an organizer sets when creating an event (all editable later).
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct EventSettings {
    /// The event's name.
    pub name: String,
    /// The date, `YYYY-MM-DD`, if set.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub date: Option<String>,
    /// Standard, draft or multiplayer.
    #[serde(default)]
    pub format: Format,
    /// Basic, advanced or custom structure.
    pub structure: Structure,
    /// Relaxed, formal or premier.
    #[serde(default)]
    pub tier: Tier,
    /// Swiss round length in minutes, when the organizer changed it from the format's default.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub round_minutes: Option<u32>,
    /// Deck lists: collected or not, the format they are checked against, who may see them.
    #[serde(default, skip_serializing_if = "DeckSettings::is_default")]
    pub decks: DeckSettings,
    /// Free-form fields kept from an imported file (organizer, city, country, …) and written back
    /// on export.
    #[serde(default, skip_serializing_if = "std::collections::BTreeMap::is_empty")]
    pub extra: std::collections::BTreeMap<String, serde_json::Value>,
    /// The language of the printouts, a BCP 47 tag (`en`, `ja`); `None` (files from before
    /// languages): English. The app sets its own language when it creates the event.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub language: Option<String>,
}

impl EventSettings {
    /// Settings with the given name and structure and defaults elsewhere.
    pub fn new(name: impl Into<String>, structure: Structure) -> EventSettings {
        EventSettings {
            name: name.into(),
            date: None,
            format: Format::Standard,
            structure,
            tier: Tier::Relaxed,
            round_minutes: None,
            decks: DeckSettings::default(),
            extra: Default::default(),
            language: None,
        }
    }

    /// Swiss round length in minutes.
    pub fn swiss_round_minutes(&self) -> u32 {
        self.round_minutes
            .unwrap_or_else(|| self.format.swiss_round_minutes())
    }
}

/// The card data format deck lists are checked against when the event names none.
pub const DEFAULT_DECK_FORMAT: &str = "standard";

/// Who may see the event's deck lists (Tournament Regulations: lists are handed to the
/// organizer; many events open the lists of the players in the cut).
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Serialize, Deserialize)]
#[serde(rename_all = "kebab-case")]
pub enum DeckVisibility {
    /// Only the organizer: never exported or shown publicly.
    #[default]
    Private,
    /// The lists of players in the cut are open to everyone; the others stay private.
    OpenInCut,
    /// Every list is public.
    Public,
}

/// The event's deck-list settings.
#[derive(Clone, Debug, Default, PartialEq, Eq, Serialize, Deserialize)]
pub struct DeckSettings {
    /// Whether the event collects deck lists.
    #[serde(default)]
    pub collected: bool,
    /// The card data format id (`standard`, `startup`, `eternal`, `system_gateway`, …);
    /// `None` is Standard.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub format: Option<String>,
    /// A snapshot id chosen by the organizer instead of the one in force on the event's date.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub snapshot: Option<String>,
    /// Who may see the lists.
    #[serde(default)]
    pub visibility: DeckVisibility,
}

impl DeckSettings {
    /// Whether these are the defaults (left out of the event file).
    pub fn is_default(&self) -> bool {
        *self == DeckSettings::default()
    }

    /// The card data format id, `standard` unless the organizer chose another.
    pub fn format_id(&self) -> &str {
        self.format.as_deref().unwrap_or(DEFAULT_DECK_FORMAT)
    }
}

// `PlayerStatus` lives beside the ids (refusals name it without the model).
pub use crate::engine::ids::PlayerStatus;

/// A registered player.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct Player {
    /// Stable identifier.
    pub id: PlayerId,
    /// Display name, unique in the event (case-insensitively).
    pub name: String,
    /// Corp identity as entered.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub corp: Option<String>,
    /// Runner identity as entered.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub runner: Option<String>,
    /// Pronouns, if the player gave them.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub pronouns: Option<String>,
    /// How the name is read (ふりがな for a name in kanji), if given: lists sort by it.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub reading: Option<String>,
    /// A table this player must always sit at (accessibility).
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub fixed_table: Option<u32>,
    /// Active, dropped or disqualified.
    #[serde(default)]
    pub status: PlayerStatus,
    /// The Swiss round after which the player dropped, if dropped.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub dropped_after: Option<u32>,
    /// The player asked not to be filmed: a stream team leaves their table alone (a camera mark
    /// on the organizer's pairings and the projector).
    #[serde(default, skip_serializing_if = "std::ops::Not::not")]
    pub no_video: bool,
    /// The random number that breaks ties left after ESoS, drawn once at registration.
    pub tiebreak: u64,
}

impl Player {
    /// Whether the player will be paired in the next round.
    pub fn is_active(&self) -> bool {
        self.status == PlayerStatus::Active
    }
}

/// One table of a Swiss round: a pairing of two players, or a bye.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct Pairing {
    /// Table number (byes are numbered after the real tables).
    pub table: u32,
    /// The first player (in single-sided rounds: the player whose side is `p1_side`).
    pub p1: PlayerId,
    /// The opponent; `None` is a bye.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub p2: Option<PlayerId>,
    /// Single-sided rounds only: the side player 1 plays.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub p1_side: Option<Side>,
    /// Single-sided rounds paired by the engine: why the players have these sides (`None` for
    /// sides entered by hand or imported, and in double-sided rounds).
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub side_reason: Option<SwissSideReason>,
    /// The result, once entered.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub result: Option<MatchResult>,
}

impl Pairing {
    /// Whether this is a bye.
    pub fn is_bye(&self) -> bool {
        self.p2.is_none()
    }

    /// Whether this table is decided (a bye always is).
    pub fn is_reported(&self) -> bool {
        self.p2.is_none() || self.result.is_some()
    }

    /// The players at this table: player 1, then the opponent unless it is a bye.
    pub fn players(&self) -> impl Iterator<Item = PlayerId> + use<> {
        std::iter::once(self.p1).chain(self.p2)
    }

    /// Whether the player sits at this table.
    pub fn has(&self, p: PlayerId) -> bool {
        self.p1 == p || self.p2 == Some(p)
    }

    /// The opponent of `p` at this table (`None` for a bye or if `p` is not here).
    pub fn opponent_of(&self, p: PlayerId) -> Option<PlayerId> {
        if self.p1 == p {
            self.p2
        } else if self.p2 == Some(p) {
            Some(self.p1)
        } else {
            None
        }
    }

    /// The side `p` plays at this single-sided table (`None` for a bye, a double-sided table, or
    /// a player not at this table).
    pub fn side_of(&self, p: PlayerId) -> Option<Side> {
        let s = self.p1_side?;
        self.p2?;
        if self.p1 == p {
            Some(s)
        } else if self.p2 == Some(p) {
            Some(s.other())
        } else {
            None
        }
    }

    /// `(corp, runner)` of a single-sided table with two players.
    pub fn corp_runner(&self) -> Option<(PlayerId, PlayerId)> {
        let b = self.p2?;
        match self.p1_side? {
            Side::Corp => Some((self.p1, b)),
            Side::Runner => Some((b, self.p1)),
        }
    }

    /// Round points for (player 1, player 2) once decided; a bye gives `bye_points`.
    pub fn points(&self, bye_points: u32) -> Option<(u32, u32)> {
        match (self.p2, &self.result) {
            (None, _) => Some((bye_points, 0)),
            (Some(_), Some(r)) => Some(r.points(self.p1_side)),
            (Some(_), None) => None,
        }
    }
}

// `RoundRef` lives beside the ids (refusals name rounds without the model).
pub use crate::engine::ids::RoundRef;

/// The table a stream team films in one round (the organizer marks it).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct FeaturedTable {
    /// The round.
    pub round: RoundRef,
    /// The table number (an elimination game's number, a pod's number).
    pub table: u32,
}

/// One Swiss round.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct SwissRound {
    /// Round number, from 1.
    pub number: u32,
    /// Tables, in table order.
    pub pairings: Vec<Pairing>,
    /// Players given an unpaired loss this round (they registered late or were dropped and
    /// rejoined): 0 points, no opponent, not a round played.
    #[serde(default, skip_serializing_if = "Vec::is_empty")]
    pub unpaired_losses: Vec<PlayerId>,
    /// Score adjustments of this round, in the order they were made: a judge's penalty, a
    /// correction, or a published total no pair of games gives (imported). Each changes one
    /// player's round total by its `delta`.
    #[serde(default, skip_serializing_if = "Vec::is_empty")]
    pub adjustments: Vec<ScoreAdjustment>,
}

/// A change to one player's round total that no game result gives: a judge's penalty, a
/// correction, or (imported) a total an organizer typed into another tool.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct ScoreAdjustment {
    /// The player whose round total changes.
    pub player: PlayerId,
    /// Points added to the round total (negative: taken away).
    pub delta: i32,
    /// Why, as the organizer wrote it.
    pub reason: String,
}

impl SwissRound {
    /// The table a player sits at in this round.
    pub fn pairing_of(&self, p: PlayerId) -> Option<&Pairing> {
        self.pairings.iter().find(|x| x.has(p))
    }

    /// The pairing at a table number.
    pub fn table(&self, table: u32) -> Option<&Pairing> {
        self.pairings.iter().find(|x| x.table == table)
    }

    /// Tables without a result.
    pub fn unreported_tables(&self) -> Vec<u32> {
        self.pairings
            .iter()
            .filter(|p| !p.is_reported())
            .map(|p| p.table)
            .collect()
    }

    /// Tables with a result.
    pub fn reported_tables(&self) -> Vec<u32> {
        self.pairings
            .iter()
            .filter(|p| p.p2.is_some() && p.result.is_some())
            .map(|p| p.table)
            .collect()
    }

    /// Whether every table has a result.
    pub fn all_reported(&self) -> bool {
        self.pairings.iter().all(Pairing::is_reported)
    }

    /// The sum of the player's score adjustments in this round (0 without any).
    pub fn adjustment_of(&self, p: PlayerId) -> i32 {
        self.adjustments
            .iter()
            .filter(|a| a.player == p)
            .map(|a| a.delta)
            .sum()
    }

    /// Whether the player takes part in this round (paired, bye or unpaired loss).
    pub fn involves(&self, p: PlayerId) -> bool {
        self.pairing_of(p).is_some() || self.unpaired_losses.contains(&p)
    }
}
