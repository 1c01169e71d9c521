//! NRTM JSON, the community's results interchange format: import from NRTM, Cobra and Aesop's
//! Tables, export for AlwaysBeRunning.net and other tools. What is read and written, field by
//! field, and what is not representable: `docs/nrtm-format.md`.
//!
//! [`import`] reads the file into plain structs (`parse`), checks it, then builds the event only
//! through [`Event::apply`] (`import`, `results`, the cut in `cut`); [`export`] writes it back
//! (`export`). Aesop's Tables' 2023 dialect has its own reader (`aesops2023`).

use crate::engine::{EngineError, Event, Format, PlayerId, Side};
use serde_json::{Map, Value};
use thiserror::Error;

mod aesops2023;
mod aesops_sos;
mod cut;
mod export;
mod import;
mod notes;
mod parse;
mod results;

pub use aesops_sos::AesopsFormula;
pub use export::{export, export_string};
pub use import::import;
pub use notes::{CutMismatch, Difference, FilePlayerRef, GamePlace, ImportNote, Published};

/// The largest file [`import`] accepts, in bytes (the largest real export is about 170 kB).
pub const MAX_IMPORT_BYTES: usize = 32 * 1024 * 1024;
/// The most players [`import`] accepts (the largest real events have a few hundred). Every
/// command copies the event, so the import's cost grows with the square of the event's size:
/// this bound keeps a hostile file from taking minutes.
pub const MAX_IMPORT_PLAYERS: usize = 5000;
/// The most elimination rounds [`import`] accepts (a top 16 needs 9).
pub const MAX_ELIMINATION_ROUNDS: usize = 64;
/// The most games one elimination round may hold.
pub const MAX_ELIMINATION_GAMES: usize = 1024;
/// Highest score accepted in a score field (a round is worth at most 6).
pub const MAX_SCORE: u32 = 1000;
/// `extra` key: the file's elimination rounds, verbatim (an array of rounds), when its cut could
/// not be rebuilt as a bracket.
pub const EXTRA_ELIMINATION_ROUNDS: &str = "nrtm.eliminationRounds";
/// `extra` key: the file's `eliminationPlayers`, verbatim, when its cut could not be rebuilt (or
/// it is empty).
pub const EXTRA_ELIMINATION_PLAYERS: &str = "nrtm.eliminationPlayers";
/// `extra` key: the tool that wrote the imported file (`uploadedFrom`, or `"NRTM"`).
pub const EXTRA_IMPORTED_FROM: &str = "nrtm.importedFrom";
/// The `uploadedFrom` our export writes.
pub const UPLOADED_FROM: &str = "Netrunner TO";
/// The schema link Cobra writes (array form).
pub const SCHEMA_HREF: &str = "http://steffens.org/nrtm/nrtm-schema.json";

/// Top-level fields [`import`] interprets itself; every other one is kept in `extra`.
const KNOWN_FIELDS: [&str; 9] = [
    "name",
    "date",
    "cutToTop",
    "preliminaryRounds",
    "players",
    "eliminationPlayers",
    "rounds",
    "links",
    "uploadedFrom",
];

/// Why an NRTM file could not be imported. Nothing is created when this is returned.
#[derive(Debug, Error)]
pub enum NrtmError {
    /// The file is larger than [`MAX_IMPORT_BYTES`].
    TooLarge {
        /// The file's size.
        size: usize,
        /// The limit.
        max: usize,
    },
    /// The bytes are not JSON (or nest too deeply).
    Json(#[from] serde_json::Error),
    /// The JSON does not describe a tournament, or describes an impossible one.
    Invalid {
        /// Where: `"players[4]"`, `"round 3, table 7"`, `"top level"`.
        place: String,
        /// What is wrong.
        reason: String,
    },
    /// The engine refused a command built from the file.
    Engine {
        /// Where in the file the command came from.
        place: String,
        /// The engine's reason.
        #[source]
        source: EngineError,
    },
}

fn invalid(place: impl Into<String>, reason: impl Into<String>) -> NrtmError {
    NrtmError::Invalid {
        place: place.into(),
        reason: reason.into(),
    }
}

/// One seat of an imported elimination game.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct EliminationSeat {
    /// The player (`None`: no player, e.g. a bye).
    pub player: Option<PlayerId>,
    /// The side played, when the file gives it.
    pub role: Option<Side>,
    /// Whether this player won, when the file says.
    pub winner: Option<bool>,
}

/// One imported elimination game (`eliminationGame: true`).
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct EliminationGame {
    /// Elimination round, from 1.
    pub round: u32,
    /// The bracket game number (the file's `table`), if given.
    pub game: Option<u32>,
    /// Player 1.
    pub player1: EliminationSeat,
    /// Player 2.
    pub player2: EliminationSeat,
    /// Marked as a bye (`"bye": true`, written by our export): the winner advanced because the
    /// other player had dropped; nothing was played.
    pub bye: bool,
}

impl EliminationGame {
    /// The winner, if the file names exactly one.
    pub fn winner(&self) -> Option<PlayerId> {
        winner_of(
            (self.player1.player, self.player1.winner),
            (self.player2.player, self.player2.winner),
        )
    }
}

/// The winner of an elimination game from the seats' `(player, winner)`, if exactly one is named.
fn winner_of(
    p1: (Option<PlayerId>, Option<bool>),
    p2: (Option<PlayerId>, Option<bool>),
) -> Option<PlayerId> {
    match (p1.1, p2.1) {
        (Some(true), Some(true)) => None,
        (Some(true), _) => p1.0,
        (_, Some(true)) => p2.0,
        (Some(false), None) => p2.0,
        (None, Some(false)) => p1.0,
        _ => None,
    }
}

/// One entry of the file's `eliminationPlayers`.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct EliminationPlayer {
    /// The player.
    pub player: PlayerId,
    /// The name the file gives.
    pub name: String,
    /// Final place in the cut.
    pub rank: Option<u32>,
    /// Seed (Swiss rank).
    pub seed: Option<u32>,
}

/// The format an imported event gets when its Swiss rounds are single-sided (Cobra's `role`,
/// Aesop's Tables): single-sided Swiss, the format such files come from since 2024 — unless the
/// event's name says it was a draft ([`single_sided_import_format`]).
pub const SINGLE_SIDED_IMPORT_FORMAT: Format = Format::SingleSided;

/// The format of an imported event with single-sided Swiss rounds named `name`: a half draft
/// when the name contains "draft" (NRTM files do not say whether decks were drafted, and games
/// to 6 or 7 agenda points look the same in them), otherwise [`SINGLE_SIDED_IMPORT_FORMAT`].
/// The organizer can switch between the two in the event settings.
pub fn single_sided_import_format(name: &str) -> Format {
    if name.to_lowercase().contains("draft") {
        Format::HalfDraft
    } else {
        SINGLE_SIDED_IMPORT_FORMAT
    }
}

/// Which tool's variant of NRTM JSON a file is written in, as [`import`] read it.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Dialect {
    /// The NRTM app (`links` as an object).
    Nrtm,
    /// Cobra (`uploadedFrom: "Cobra"`).
    Cobra,
    /// Aesop's Tables' current export (`player1`/`player2`, `tableNumber`).
    AesopsTables,
    /// Aesop's Tables' 2023 export: games by side (`corpPlayer`/`runnerPlayer`, scores as
    /// strings, byes as `"(BYE)"`), the cut's winners as `winner_id`/`loser_id` numbers that are
    /// not player ids, SoS and ESoS rounded to 3 decimals.
    AesopsTables2023,
    /// Our own export (`uploadedFrom: "Netrunner TO"`).
    NetrunnerTo,
    /// Any other tool (no `uploadedFrom`, `links` not an object, or a tool not listed here).
    Other,
}

impl Dialect {
    /// A label for summaries: "Aesop's Tables (2023 export)".
    pub fn label(self) -> &'static str {
        match self {
            Dialect::Nrtm => "NRTM",
            Dialect::Cobra => "Cobra",
            Dialect::AesopsTables => "Aesop's Tables",
            Dialect::AesopsTables2023 => {
                "Aesop's Tables (2023 export: games by corpPlayer/runnerPlayer, cut by winner_id/loser_id)"
            }
            Dialect::NetrunnerTo => "Netrunner TO",
            Dialect::Other => "NRTM JSON (tool not named)",
        }
    }

    fn detect(top: &Map<String, Value>) -> Dialect {
        let by_side = match top.get("rounds") {
            Some(Value::Array(rounds)) => rounds
                .iter()
                .filter_map(Value::as_array)
                .flatten()
                .filter_map(Value::as_object)
                .any(aesops2023::is_corp_runner_game),
            _ => false,
        };
        if by_side {
            return Dialect::AesopsTables2023;
        }
        match top
            .get("uploadedFrom")
            .and_then(Value::as_str)
            .map(str::trim)
        {
            Some("Cobra") => Dialect::Cobra,
            Some("AesopsTables") => Dialect::AesopsTables,
            Some(UPLOADED_FROM) => Dialect::NetrunnerTo,
            _ if top.get("links").is_some_and(Value::is_object) => Dialect::Nrtm,
            _ => Dialect::Other,
        }
    }
}

/// How many published values differ from the recomputed standings, per field.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub struct Comparison {
    /// Players whose published values were compared (in the recomputed standings).
    pub players: usize,
    /// Players whose `matchPoints` differ.
    pub match_points: usize,
    /// Players whose `strengthOfSchedule` differs.
    pub sos: usize,
    /// Players whose `extendedStrengthOfSchedule` differs.
    pub esos: usize,
    /// Players whose `rank` differs.
    pub rank: usize,
    /// `eliminationPlayers` entries whose rank differs from the bracket's place.
    pub cut_places: usize,
    /// Aesop's Tables files: the formula of the time that gives every published SoS and ESoS
    /// (those differences are then not listed one by one).
    pub explained: Option<AesopsFormula>,
    /// With `explained`: the published ranks follow that formula's SoS and ESoS (their
    /// differences are not listed either).
    pub ranks_explained: bool,
}

impl Comparison {
    /// Whether every published value matches.
    pub fn all_match(&self) -> bool {
        self.match_points + self.sos + self.esos + self.rank + self.cut_places == 0
    }

    /// One line, in English: "published against recomputed standings of 66 players: points
    /// match, SoS match, ESoS differ for 12 players, ranks match" (in a language:
    /// [`crate::io::explain::files::comparison`]).
    pub fn summary(&self) -> String {
        crate::io::explain::files::comparison(self, crate::i18n::Lang::ENGLISH)
    }
}

/// The result of [`import`].
#[derive(Clone, Debug)]
pub struct Imported {
    /// The tool variant the file was read as.
    pub dialect: Dialect,
    /// How many published values differ, per field ([`Comparison::summary`] says it in a line).
    pub comparison: Comparison,
    /// The event, built through [`Event::apply`] (its history is the import).
    pub event: Event,
    /// Every published value (`matchPoints`, SoS, ESoS, `rank`) that differs from the
    /// recomputed standings, as readable text naming the player.
    pub differences: Vec<Difference>,
    /// What the import changed or assumed (renumbered tables, late registrations, engine
    /// warnings such as rematches); `Display` is the English.
    pub notes: Vec<ImportNote>,
    /// The elimination games, in file order.
    pub elimination: Vec<EliminationGame>,
    /// The file's `eliminationPlayers`.
    pub elimination_players: Vec<EliminationPlayer>,
}
