//! Tournament structures, tiers, formats and the rule numbers that depend on them.
//!
//! Every number here cites the section of the FFG *Android: Netrunner* Tournament Regulations v3.2
//! ("the regulations") it comes from.

use serde::{Deserialize, Serialize};
use std::fmt;

/// Size of the standings-based progression cut.
#[derive(Clone, Copy, Debug, PartialEq, Eq, PartialOrd, Ord, Serialize, Deserialize)]
pub enum CutSize {
    /// No cut: the Swiss standings are final.
    None,
    /// Top 2: a final between the two best (single elimination only; not a regulation size).
    Top2,
    /// Top 3 (single elimination only; not a regulation size).
    Top3,
    /// Top 4.
    Top4,
    /// Top 8.
    Top8,
    /// Top 16.
    Top16,
}

impl CutSize {
    /// Number of players who advance (0 for no cut).
    pub fn players(self) -> usize {
        match self {
            CutSize::None => 0,
            CutSize::Top2 => 2,
            CutSize::Top3 => 3,
            CutSize::Top4 => 4,
            CutSize::Top8 => 8,
            CutSize::Top16 => 16,
        }
    }

    /// The cut for a number of players, if it is one of the supported sizes.
    pub fn from_players(n: usize) -> Option<CutSize> {
        match n {
            0 => Some(CutSize::None),
            2 => Some(CutSize::Top2),
            3 => Some(CutSize::Top3),
            4 => Some(CutSize::Top4),
            8 => Some(CutSize::Top8),
            16 => Some(CutSize::Top16),
            _ => None,
        }
    }
}

impl fmt::Display for CutSize {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            CutSize::None => f.write_str("no cut"),
            other => write!(f, "top {}", other.players()),
        }
    }
}

/// One row of a structure table: events with `min_players..=max_players` registered players
/// play `rounds` Swiss rounds and cut to `cut`.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct StructureRow {
    /// Smallest registered-player count of the row.
    pub min_players: usize,
    /// Largest registered-player count of the row (`usize::MAX` for "and above").
    pub max_players: usize,
    /// Number of Swiss rounds.
    pub rounds: u32,
    /// Size of the cut.
    pub cut: CutSize,
}

const fn row(min_players: usize, max_players: usize, rounds: u32, cut: CutSize) -> StructureRow {
    StructureRow {
        min_players,
        max_players,
        rounds,
        cut,
    }
}

/// Regulations, "Tournament Structures — Basic Structure" (used for Store Championships).
pub const BASIC_STRUCTURE: [StructureRow; 7] = [
    row(4, 8, 3, CutSize::None),
    row(9, 24, 4, CutSize::Top4),
    row(25, 32, 4, CutSize::Top8),
    row(33, 64, 5, CutSize::Top8),
    row(65, 96, 6, CutSize::Top8),
    row(97, 128, 6, CutSize::Top16),
    row(129, usize::MAX, 7, CutSize::Top16),
];

/// Regulations, "Tournament Structures — Advanced Structure" (used for Regional Championships).
pub const ADVANCED_STRUCTURE: [StructureRow; 8] = [
    row(9, 20, 4, CutSize::Top4),
    row(21, 32, 4, CutSize::Top8),
    row(33, 56, 5, CutSize::Top8),
    row(57, 80, 6, CutSize::Top8),
    row(81, 128, 7, CutSize::Top8),
    row(129, 176, 7, CutSize::Top16),
    row(177, 272, 8, CutSize::Top16),
    row(273, usize::MAX, 9, CutSize::Top16),
];

/// The most Swiss rounds a custom structure may set. Keeps the exact SoS/ESoS arithmetic
/// (128-bit rationals) far from overflow; no real event comes close.
pub const MAX_SWISS_ROUNDS: u32 = 30;

/// How many Swiss rounds and how big a cut an event uses.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[serde(tag = "kind", rename_all = "kebab-case")]
pub enum Structure {
    /// The Basic structure table.
    Basic,
    /// The Advanced structure table.
    Advanced,
    /// Rounds and cut set by the organizer.
    Custom {
        /// Number of Swiss rounds.
        rounds: u32,
        /// Size of the cut.
        cut: CutSize,
    },
}

/// What a structure suggests for a player count.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Suggestion {
    /// Suggested number of Swiss rounds.
    pub rounds: u32,
    /// Suggested cut.
    pub cut: CutSize,
}

/// The number of Swiss rounds and the cut size, fixed when round 1 is paired (regulations,
/// "Pairings": "The organizer must announce the number and type(s) of rounds and what size any
/// progression cuts will be before the start of the tournament."). Later registrations, drops
/// and disqualifications do not change it; the organizer can, by changing the structure.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct FixedStructure {
    /// Swiss rounds.
    pub rounds: u32,
    /// The cut.
    pub cut: CutSize,
    /// Registered players when it was fixed.
    pub players: usize,
}

/// The structure of an event as it stands: what the event plays, and what the structure would
/// give for the current registrations.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct StructureStatus {
    /// The structure setting (basic, advanced, custom).
    pub structure: Structure,
    /// What the event plays: the fixed values once round 1 is paired, before that the current
    /// suggestion.
    pub planned: Suggestion,
    /// The values fixed when round 1 was paired (`None` before round 1, and for event files
    /// saved before the values were stored, which keep following the registrations).
    pub fixed: Option<FixedStructure>,
    /// What the structure gives for the players registered now.
    pub suggested: Suggestion,
    /// Players registered now (not disqualified).
    pub registered: usize,
}

impl StructureStatus {
    /// Whether the structure is fixed and the current registrations would suggest something
    /// else.
    pub fn suggests_otherwise(&self) -> bool {
        self.fixed.is_some() && self.planned != self.suggested
    }
}

impl Structure {
    /// The rounds and cut this structure gives for `players` registered players.
    ///
    /// Below the smallest row of a table (fewer than 4 players for Basic, fewer than 9 for
    /// Advanced) the first row's rounds are suggested without a cut; the regulations do not
    /// cover such events.
    pub fn suggestion(self, players: usize) -> Suggestion {
        let table: &[StructureRow] = match self {
            Structure::Basic => &BASIC_STRUCTURE,
            Structure::Advanced => &ADVANCED_STRUCTURE,
            Structure::Custom { rounds, cut } => return Suggestion { rounds, cut },
        };
        for r in table {
            if players >= r.min_players && players <= r.max_players {
                return Suggestion {
                    rounds: r.rounds,
                    cut: r.cut,
                };
            }
        }
        let rounds = table.first().map_or(3, |r| r.rounds);
        Suggestion {
            rounds,
            cut: CutSize::None,
        }
    }

    /// The structure's tag in files and on the command line ("basic"): an identifier (the
    /// messages select their words by it).
    pub fn name(self) -> &'static str {
        match self {
            Structure::Basic => "basic",
            Structure::Advanced => "advanced",
            Structure::Custom { .. } => "custom",
        }
    }
}

/// Tournament tier (regulations, "Tournament Tiers").
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize, Default)]
#[serde(rename_all = "lowercase")]
pub enum Tier {
    /// Welcoming to all; used for Store Championships.
    #[default]
    Relaxed,
    /// Friendly competitive; used for Regional Championships.
    Formal,
    /// Highest level of competition.
    Premier,
}

/// Edition of The Big Sell-Out multiplayer variant.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize, Default)]
#[serde(rename_all = "kebab-case")]
pub enum BigSellOutEdition {
    /// The *Android: Netrunner* edition (default).
    #[default]
    AndroidNetrunner,
    /// The original edition for classic *Netrunner*.
    Classic,
}

/// The format of an event.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize, Default)]
#[serde(tag = "kind", rename_all = "kebab-case")]
pub enum Format {
    /// Constructed decks, double-sided Swiss rounds of two games (v3.2).
    #[default]
    Standard,
    /// Constructed decks, single-sided Swiss: one game a round with assigned sides (the
    /// community's format since 2024; not in v3.2).
    SingleSided,
    /// Full draft: games to 6 agenda points, 50-minute rounds, two games a round.
    FullDraft,
    /// Half draft: games to 6 agenda points, 30-minute rounds, one game a round.
    HalfDraft,
    /// NAPD multiplayer: one Corp against a team of Runners.
    Napd,
    /// The Big Sell-Out: teams of a Sponsor and an Agent.
    BigSellOut {
        /// Which edition's rules apply.
        edition: BigSellOutEdition,
    },
}

/// Tournament points for a game win (regulations, "Tournament Points"). Here rather than in
/// [`crate::engine::results`] so that this module imports no other of the engine.
pub const WIN_POINTS: u32 = 3;
/// Agenda points that win a constructed game (regulations, "End of Game — Agenda Points").
pub const AGENDA_POINTS_TO_WIN: u8 = 7;
/// Agenda points that win a draft game (regulations, "Full Draft" and "Half Draft").
pub const DRAFT_AGENDA_POINTS_TO_WIN: u8 = 6;
/// Swiss round length in minutes (regulations, "Tournament Round Times").
pub const SWISS_ROUND_MINUTES: u32 = 65;
/// Double-elimination round length except finals (regulations, "Tournament Round Times").
pub const ELIMINATION_ROUND_MINUTES: u32 = 40;
/// Final round length, when only two players remain (regulations, "Tournament Round Times").
pub const FINAL_ROUND_MINUTES: u32 = 60;
/// Full-draft round length (regulations, "Full Draft").
pub const FULL_DRAFT_ROUND_MINUTES: u32 = 50;
/// Half-draft round length (regulations, "Half Draft").
pub const HALF_DRAFT_ROUND_MINUTES: u32 = 30;
/// Single-sided Swiss round length: one constructed game, timed like the regulations' one-game
/// elimination rounds ([`ELIMINATION_ROUND_MINUTES`]); Cobra's default for single-sided rounds
/// too. The organizer can change it.
pub const SINGLE_SIDED_ROUND_MINUTES: u32 = ELIMINATION_ROUND_MINUTES;

impl Format {
    /// Every format and edition, Swiss first (the event settings offer them in this order).
    pub const ALL: [Format; 7] = [
        Format::Standard,
        Format::SingleSided,
        Format::FullDraft,
        Format::HalfDraft,
        Format::Napd,
        Format::BigSellOut {
            edition: BigSellOutEdition::AndroidNetrunner,
        },
        Format::BigSellOut {
            edition: BigSellOutEdition::Classic,
        },
    ];

    /// Agenda points needed to win a game of this format.
    pub fn agenda_points_to_win(self) -> u8 {
        match self {
            Format::FullDraft | Format::HalfDraft => DRAFT_AGENDA_POINTS_TO_WIN,
            _ => AGENDA_POINTS_TO_WIN,
        }
    }

    /// Whether a Swiss round is one game (single-sided) rather than two.
    pub fn single_sided(self) -> bool {
        matches!(self, Format::HalfDraft | Format::SingleSided)
    }

    /// Whether the event is single-sided Swiss for constructed decks (not a draft).
    pub fn single_sided_swiss(self) -> bool {
        self == Format::SingleSided
    }

    /// Whether decks are constructed (standard double- or single-sided Swiss).
    pub fn constructed(self) -> bool {
        matches!(self, Format::Standard | Format::SingleSided)
    }

    /// Default length of a Swiss round in minutes.
    pub fn swiss_round_minutes(self) -> u32 {
        match self {
            Format::FullDraft => FULL_DRAFT_ROUND_MINUTES,
            Format::HalfDraft => HALF_DRAFT_ROUND_MINUTES,
            Format::SingleSided => SINGLE_SIDED_ROUND_MINUTES,
            _ => SWISS_ROUND_MINUTES,
        }
    }

    /// Points a bye is worth: all wins of the round (regulations, "Pairings").
    pub fn bye_points(self) -> u32 {
        if self.single_sided() {
            WIN_POINTS
        } else {
            2 * WIN_POINTS
        }
    }

    /// The format's tag in files and on the command line ("napd", "half-draft"): an identifier,
    /// never shown as a word (those are `io::words::format`'s).
    pub fn name(self) -> &'static str {
        match self {
            Format::Standard => "standard",
            Format::SingleSided => "single-sided",
            Format::FullDraft => "full-draft",
            Format::HalfDraft => "half-draft",
            Format::Napd => "napd",
            Format::BigSellOut { .. } => "big-sell-out",
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn check(s: Structure, players: usize, rounds: u32, cut: CutSize) {
        assert_eq!(
            s.suggestion(players),
            Suggestion { rounds, cut },
            "{s:?} with {players} players"
        );
    }

    #[test]
    fn basic_structure_at_every_boundary() {
        let b = Structure::Basic;
        check(b, 4, 3, CutSize::None);
        check(b, 8, 3, CutSize::None);
        check(b, 9, 4, CutSize::Top4);
        check(b, 24, 4, CutSize::Top4);
        check(b, 25, 4, CutSize::Top8);
        check(b, 32, 4, CutSize::Top8);
        check(b, 33, 5, CutSize::Top8);
        check(b, 64, 5, CutSize::Top8);
        check(b, 65, 6, CutSize::Top8);
        check(b, 96, 6, CutSize::Top8);
        check(b, 97, 6, CutSize::Top16);
        check(b, 128, 6, CutSize::Top16);
        check(b, 129, 7, CutSize::Top16);
        check(b, 1000, 7, CutSize::Top16);
    }

    #[test]
    fn advanced_structure_at_every_boundary() {
        let a = Structure::Advanced;
        check(a, 9, 4, CutSize::Top4);
        check(a, 20, 4, CutSize::Top4);
        check(a, 21, 4, CutSize::Top8);
        check(a, 32, 4, CutSize::Top8);
        check(a, 33, 5, CutSize::Top8);
        check(a, 56, 5, CutSize::Top8);
        check(a, 57, 6, CutSize::Top8);
        check(a, 80, 6, CutSize::Top8);
        check(a, 81, 7, CutSize::Top8);
        check(a, 128, 7, CutSize::Top8);
        check(a, 129, 7, CutSize::Top16);
        check(a, 176, 7, CutSize::Top16);
        check(a, 177, 8, CutSize::Top16);
        check(a, 272, 8, CutSize::Top16);
        check(a, 273, 9, CutSize::Top16);
        check(a, 400, 9, CutSize::Top16);
    }

    #[test]
    fn below_the_tables_there_is_no_cut() {
        check(Structure::Basic, 3, 3, CutSize::None);
        check(Structure::Advanced, 8, 4, CutSize::None);
    }

    #[test]
    fn custom_structure_is_what_the_organizer_set() {
        let c = Structure::Custom {
            rounds: 5,
            cut: CutSize::Top8,
        };
        check(c, 12, 5, CutSize::Top8);
        check(c, 300, 5, CutSize::Top8);
    }

    #[test]
    fn draft_formats_play_to_six_points() {
        assert_eq!(Format::Standard.agenda_points_to_win(), 7);
        assert_eq!(Format::FullDraft.agenda_points_to_win(), 6);
        assert_eq!(Format::HalfDraft.agenda_points_to_win(), 6);
        assert_eq!(Format::HalfDraft.bye_points(), 3);
        assert_eq!(Format::Standard.bye_points(), 6);
        assert_eq!(Format::FullDraft.swiss_round_minutes(), 50);
        assert_eq!(Format::HalfDraft.swiss_round_minutes(), 30);
        assert_eq!(Format::Standard.swiss_round_minutes(), 65);
    }

    #[test]
    fn single_sided_swiss_is_constructed_one_game_rounds() {
        let f = Format::SingleSided;
        assert!(f.single_sided() && f.single_sided_swiss() && f.constructed());
        assert_eq!(f.agenda_points_to_win(), 7);
        assert_eq!(f.bye_points(), 3);
        assert_eq!(f.swiss_round_minutes(), 40);
        assert_eq!(f.name(), "single-sided");
        assert!(!Format::HalfDraft.single_sided_swiss() && !Format::HalfDraft.constructed());
        // The event file spells it as a kind, like the other formats.
        assert_eq!(
            serde_json::to_string(&f).unwrap(),
            r#"{"kind":"single-sided"}"#
        );
    }
}
