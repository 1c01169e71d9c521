//! The card data file: NetrunnerDB's public card data (v2 layout) boiled down to what deck
//! building needs. `io::cards` embeds one (`data/cards.json`), builds new ones from a checkout of
//! NetrunnerDB's `netrunner-cards-json` repository and reads newer ones the organizer loads.
//!
//! The file is JSON; every list is sorted by id so the file is reproducible.

use crate::engine::ids::Side;
use serde::{Deserialize, Serialize};

/// The tag in the `format` field of a card data file.
pub const CARD_DATA_FORMAT: &str = "netrunner-to-cards";
/// The card data file version this program writes and reads.
pub const CARD_DATA_VERSION: u32 = 1;

/// The whole card data file.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct CardData {
    /// Always [`CARD_DATA_FORMAT`].
    pub format: String,
    /// The file version ([`CARD_DATA_VERSION`]).
    pub version: u32,
    /// Where the data came from (repository and commit).
    pub source: String,
    /// The data's date, `YYYY-MM-DD` (the commit's date).
    pub date: String,
    /// Factions (including the neutral ones and the mini-factions).
    pub factions: Vec<FactionData>,
    /// Card subtypes (id and display name).
    pub subtypes: Vec<NamedData>,
    /// Card sets, with their release dates.
    pub sets: Vec<SetData>,
    /// Every card.
    pub cards: Vec<CardRecord>,
    /// Card pools: which sets a format allows.
    pub pools: Vec<PoolData>,
    /// Ban, restricted, points and influence lists.
    pub restrictions: Vec<RestrictionData>,
    /// Formats and their dated snapshots.
    pub formats: Vec<FormatData>,
}

/// An id with a display name.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct NamedData {
    /// NetrunnerDB's id.
    pub id: String,
    /// Display name.
    pub name: String,
}

/// A faction.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct FactionData {
    /// NetrunnerDB's id, e.g. `haas_bioroid`, `neutral_corp`.
    pub id: String,
    /// Display name, e.g. "Haas-Bioroid".
    pub name: String,
    /// Corp or Runner.
    pub side: Side,
    /// A mini-faction (Adam, Apex, Sunny Lebeau).
    #[serde(default, skip_serializing_if = "std::ops::Not::not")]
    pub mini: bool,
}

/// A card set (a core set, a deluxe expansion, a data pack, …).
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct SetData {
    /// NetrunnerDB's id, e.g. `core_set`.
    pub id: String,
    /// Display name, e.g. "Core Set".
    pub name: String,
    /// NetrunnerDB's short code, e.g. `core`.
    #[serde(default, skip_serializing_if = "String::is_empty")]
    pub code: String,
    /// The cycle it belongs to.
    pub cycle: String,
    /// Release date, `YYYY-MM-DD`, when known.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub released: Option<String>,
}

/// The kind of card.
#[derive(Clone, Copy, Debug, PartialEq, Eq, PartialOrd, Ord, Hash, Serialize, Deserialize)]
#[serde(rename_all = "snake_case")]
pub enum CardType {
    /// A Corp identity.
    CorpIdentity,
    /// A Runner identity.
    RunnerIdentity,
    /// Agenda (Corp).
    Agenda,
    /// Asset (Corp).
    Asset,
    /// Ice (Corp).
    Ice,
    /// Operation (Corp).
    Operation,
    /// Upgrade (Corp).
    Upgrade,
    /// Event (Runner).
    Event,
    /// Hardware (Runner).
    Hardware,
    /// Program (Runner).
    Program,
    /// Resource (Runner).
    Resource,
    /// A type this program does not know (newer data).
    #[serde(other)]
    Other,
}

impl CardType {
    /// Whether this is an identity.
    pub fn is_identity(self) -> bool {
        matches!(self, CardType::CorpIdentity | CardType::RunnerIdentity)
    }

    /// The display name, e.g. "Ice", "Identity".
    pub fn name(self) -> &'static str {
        match self {
            CardType::CorpIdentity | CardType::RunnerIdentity => "Identity",
            CardType::Agenda => "Agenda",
            CardType::Asset => "Asset",
            CardType::Ice => "Ice",
            CardType::Operation => "Operation",
            CardType::Upgrade => "Upgrade",
            CardType::Event => "Event",
            CardType::Hardware => "Hardware",
            CardType::Program => "Program",
            CardType::Resource => "Resource",
            CardType::Other => "Other",
        }
    }
}

/// One card (all its printings share these values).
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct CardRecord {
    /// NetrunnerDB's card id, e.g. `hedge_fund`.
    pub id: String,
    /// The title as printed, e.g. "Déjà Vu".
    pub title: String,
    /// NetrunnerDB's plain-ASCII title, e.g. "Deja Vu" (left out when equal to the title).
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub ascii: Option<String>,
    /// Corp or Runner.
    pub side: Side,
    /// Faction id.
    pub faction: String,
    /// Card type.
    #[serde(rename = "type")]
    pub card_type: CardType,
    /// Influence cost (none for identities and most agendas).
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub influence: Option<u32>,
    /// Most copies a deck may hold (3 for most cards).
    pub deck_limit: u32,
    /// Identities: the minimum deck size.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub minimum_deck_size: Option<u32>,
    /// Identities: the influence limit (none means unlimited).
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub influence_limit: Option<u32>,
    /// Agendas: the agenda points.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub agenda_points: Option<u32>,
    /// Subtype ids, e.g. `["sentry", "bioroid"]`.
    #[serde(default, skip_serializing_if = "Vec::is_empty")]
    pub subtypes: Vec<String>,
    /// Printings: `[code, set id]`, oldest first, e.g. `["01110", "core_set"]`.
    pub printings: Vec<(String, String)>,
}

/// A card pool: the sets a format allows in one snapshot.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct PoolData {
    /// NetrunnerDB's id, e.g. `rotation_2025`.
    pub id: String,
    /// Display name, e.g. "Seventh Rotation".
    pub name: String,
    /// The set ids in the pool (every set of the pool's cycles included).
    pub sets: Vec<String>,
}

/// A restriction list: ban list, Most Wanted List or points list.
#[derive(Clone, Debug, Default, PartialEq, Eq, Serialize, Deserialize)]
pub struct RestrictionData {
    /// NetrunnerDB's id, e.g. `standard_ban_list_25_04`.
    pub id: String,
    /// Display name, e.g. "Standard Ban List 25.04".
    pub name: String,
    /// The date it starts, `YYYY-MM-DD`; it is not in force before.
    pub date_start: String,
    /// Banned card ids.
    #[serde(default, skip_serializing_if = "Vec::is_empty")]
    pub banned: Vec<String>,
    /// Banned subtypes (every card with the subtype is banned), e.g. `["current"]`.
    #[serde(default, skip_serializing_if = "Vec::is_empty")]
    pub banned_subtypes: Vec<String>,
    /// Restricted card ids (MWL 2.x and 3.x: at most one restricted title per deck).
    #[serde(default, skip_serializing_if = "Vec::is_empty")]
    pub restricted: Vec<String>,
    /// Universal faction cost (MWL 1.2): each copy costs this much more influence, in faction too.
    #[serde(default, skip_serializing_if = "Vec::is_empty")]
    pub universal_faction_cost: Vec<(String, u32)>,
    /// Global penalty (MWL 1.0, 1.1): each copy lowers the identity's influence limit by this
    /// much, to a minimum of 1.
    #[serde(default, skip_serializing_if = "Vec::is_empty")]
    pub global_penalty: Vec<(String, u32)>,
    /// Points (Eternal): each title included counts its points once.
    #[serde(default, skip_serializing_if = "Vec::is_empty")]
    pub points: Vec<(String, u32)>,
    /// The most points a deck may have (Eternal: 7).
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub point_limit: Option<u32>,
    /// The most agendas worth 3 or more points a Corp deck may include, copies counted
    /// (Startup since Ban List 24.09: 3 or 4; NetrunnerDB's `max_3_point_agendas`).
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub max_three_point_agendas: Option<u32>,
}

/// A format (Standard, Startup, Eternal, …) and its dated snapshots.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct FormatData {
    /// NetrunnerDB's id, e.g. `standard`.
    pub id: String,
    /// Display name, e.g. "Standard".
    pub name: String,
    /// The snapshots in NetrunnerDB's order (which is not always date order).
    pub snapshots: Vec<SnapshotData>,
}

/// One snapshot of a format: a card pool and a restriction list from a date on.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct SnapshotData {
    /// NetrunnerDB's id, e.g. `standard_30`.
    pub id: String,
    /// The card pool's id.
    pub pool: String,
    /// The restriction list's id, if any.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub restriction: Option<String>,
    /// The snapshot's own start date, `YYYY-MM-DD`.
    pub date_start: String,
}
