//! What an import changed or assumed, and why a file's cut was kept as it is, as data: their
//! words, in every language, are the `nrtm-` messages (`io::explain::files`); `Display` is the
//! English the command line prints.

use super::NrtmError;
use crate::engine::{BracketKind, CutSize, Warning};
use std::sync::Arc;

/// A game of the file: its round (from 1, as the file counts), its table number if it gives
/// one, and its position in the round (from 1).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct GamePlace {
    /// The file's round, from 1.
    pub round: usize,
    /// The game's `table`, when the file gives one.
    pub table: Option<u32>,
    /// The game's position in the round, from 1.
    pub game: usize,
}

/// A player of the file's `players` list: the position, the name and the file's id.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct FilePlayerRef {
    /// The position in `players`, from 0.
    pub index: usize,
    /// The name the file gives.
    pub name: String,
    /// The file's id.
    pub id: u32,
}

/// Something the import changed or assumed (one line each under the import).
#[derive(Clone, Debug)]
pub enum ImportNote {
    /// The file has no event name: "Imported event".
    NoName,
    /// The name was shortened or its control characters replaced.
    NameCleaned {
        /// The name the event has.
        name: String,
    },
    /// The date is not YYYY-MM-DD: it is kept as text (for export).
    DateKeptAsText {
        /// The file's date.
        date: String,
    },
    /// `cutToTop` is not a cut we have: no cut, the number kept for export.
    CutSizeUnsupported {
        /// The file's `cutToTop`.
        players: i64,
    },
    /// A round without games, skipped.
    EmptyRound {
        /// The file's round.
        round: usize,
    },
    /// A table number given twice in a round: the later game got a new number.
    TableUsedTwice {
        /// The later game.
        game: GamePlace,
        /// The number used twice.
        table: u32,
    },
    /// A bye worth another number of points in the file: a score adjustment keeps its total.
    ByeWorth {
        /// The bye.
        game: GamePlace,
        /// What the file gives.
        file: i32,
        /// What a bye is worth here.
        bye: i32,
        /// The player with the bye.
        player: String,
    },
    /// An intentional draw with other scores than a draw's: imported as the 3–3 split.
    IntentionalDrawScores {
        /// The game.
        game: GamePlace,
        /// The file's `combinedScore`s.
        scores: [i32; 2],
    },
    /// 0–0 with later rounds: a double loss.
    DoubleLoss {
        /// The game.
        game: GamePlace,
        /// The round that follows.
        next: usize,
    },
    /// Round totals the games cannot give: the games' result with score adjustments.
    RoundTotals {
        /// The game.
        game: GamePlace,
        /// The file's totals.
        published: [i32; 2],
        /// What the games give.
        games: [u32; 2],
        /// The adjustments: player and points.
        adjusted: Vec<(String, i32)>,
    },
    /// A player who first plays in a later round: registered late.
    LateRegistration {
        /// The player.
        player: FilePlayerRef,
        /// Their first round.
        round: u32,
    },
    /// A player missing from rounds between two they play: dropped and rejoined.
    MissedRounds {
        /// The player.
        player: FilePlayerRef,
        /// The last round before the gap.
        after: u32,
        /// The round they are back in.
        back: u32,
    },
    /// Aesop's Tables' cut numbers are the cut seeds plus a constant.
    CutNumbersSeedPlus {
        /// The constant.
        offset: i64,
    },
    /// Aesop's Tables' cut numbers, each matched to the one player of all its games.
    CutNumbersMatched,
    /// No seeds in the file: taken from the first elimination round and the Swiss ranks.
    CutSeedsDerived,
    /// The elimination games follow a single-elimination bracket.
    CutBracket {
        /// The bracket's kind.
        kind: BracketKind,
        /// The cut.
        size: CutSize,
    },
    /// An elimination game whose table number is not the bracket's game of its players.
    CutGameRenumbered {
        /// The game.
        game: GamePlace,
        /// The bracket's game number it takes.
        number: u32,
    },
    /// The cut could not be built: the elimination data is kept as it is in the file.
    CutKept(Arc<CutMismatch>),
    /// A warning of the engine about a command built from the file (a rematch, …).
    Engine(Warning),
}

/// Which published value of a player differs ([`Difference::Standing`]).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Published {
    /// `matchPoints`.
    MatchPoints,
    /// `strengthOfSchedule`.
    Sos,
    /// `extendedStrengthOfSchedule`.
    Esos,
    /// `rank`.
    Rank,
}

/// A published value that differs from what the import recomputed.
#[derive(Clone, Debug, PartialEq)]
pub enum Difference {
    /// A value of the Swiss standings.
    Standing {
        /// The player.
        player: FilePlayerRef,
        /// Which value.
        field: Published,
        /// The file's value, as written.
        file: String,
        /// The recomputed value.
        ours: String,
    },
    /// A place in the cut (`eliminationPlayers`).
    CutPlace {
        /// The position in `eliminationPlayers`, from 0.
        index: usize,
        /// The player's name.
        name: String,
        /// The file's id.
        id: u32,
        /// The file's rank.
        file: u32,
        /// The bracket's place (`None`: not decided).
        ours: Option<u32>,
    },
}

/// Why the file's elimination rounds do not fit a bracket (the import then keeps them as they
/// are in the file).
#[derive(Debug)]
pub enum CutMismatch {
    /// No bracket for the file's cut size.
    UnsupportedSize(i64),
    /// More players in the elimination rounds than the cut has.
    TooManyPlayers {
        /// Players in the elimination rounds.
        count: usize,
        /// The cut.
        size: CutSize,
    },
    /// Places without games to derive them from.
    PlacesWithoutGames,
    /// More games than the bracket has.
    TooManyGames {
        /// Games in the file.
        games: usize,
        /// The bracket's kind.
        kind: BracketKind,
        /// The cut.
        size: CutSize,
        /// Games in the bracket.
        table: usize,
    },
    /// Neither the file's seeds nor its first round give the seeds.
    SeedsUnknown(CutSize),
    /// No bracket table for the size.
    NoBracket(CutSize),
    /// A game that is not one of the bracket's after the games before it.
    NotABracketGame {
        /// The game.
        place: GamePlace,
        /// Its players (`None`: nobody).
        p1: Option<String>,
        /// Its players (`None`: nobody).
        p2: Option<String>,
        /// The bracket's kind.
        kind: BracketKind,
        /// The cut.
        size: CutSize,
    },
    /// The file contradicts the bracket at a place, or the engine refused a command.
    File(NrtmError),
}

impl From<NrtmError> for CutMismatch {
    fn from(e: NrtmError) -> Self {
        CutMismatch::File(e)
    }
}

impl std::error::Error for CutMismatch {}
