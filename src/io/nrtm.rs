//! NRTM JSON, the community's results interchange format (spec `nrtm-json.md`): import from NRTM,
//! Cobra and Aesop's Tables, export for AlwaysBeRunning.net and other tools.
//!
//! # Import
//!
//! [`import`] reads the file into plain structs, checks it (every error names its place:
//! `"round 3, table 7: player2.id 999 is not in players"`), then builds the event **only through
//! [`Event::apply`]**, so the event's history is an audit trail of the import:
//!
//! 1. `AddPlayer` with the file's ids, in id order (so the tiebreak numbers drawn from `seed`
//!    depend only on the set of ids: importing our own export again gives identical standings).
//!    A player who first appears in a later Swiss round is registered just before that round, so
//!    the engine gives them an unpaired loss for each round they missed (regulations; the tool
//!    that wrote the file may have counted differently — the differences say so).
//! 2. Per Swiss round: `AddRound` with the file's tables (a `null`, `0` or repeated table number
//!    takes the next free number), then one `ReportResults` with the round's results (one
//!    command per round: every command copies the event), then `DropPlayer` for players
//!    who do not appear in any later round (after the last round they played, so the history is
//!    honest), or who are marked `forfeit: true` (NRTM's "dropped") after their last round. A
//!    player absent from some rounds who plays again later is dropped after the last round
//!    before the gap and rejoined (`RejoinPlayer`, unpaired losses) before coming back. Players
//!    who never played are dropped before round 1. `"disqualified": true` (written by our own
//!    export) gives `DisqualifyPlayer` instead of the final drop.
//! 3. Results: per-side scores when consistent (`player1.corpScore` with `player2.runnerScore` is
//!    the game player 1 played as Corp: 3/0 win, 2/0 modified win, 1/1 draw) give
//!    [`MatchResult::Games`]; otherwise the round totals give [`MatchResult::Totals`]
//!    (`combinedScore`, or the sum of the side scores when a file has no `combinedScore`).
//!    `intentionalDraw` gives [`MatchResult::IntentionalSplit`]; `twoForOne` gives `Totals` with
//!    the flag (kept for export). A game without any points (all scores `null`, or 0–0 — no real
//!    result gives 0–0) has no result: allowed only in the last Swiss round, which is then a
//!    pending round (paired, not scored; it can be scored or re-paired after the import).
//!    `game1WonBy`/`game2WonBy` (`"ap"`, `"flatline"`, `"mill"`) become the win reason of the
//!    game player 1 (resp. player 2) played as Corp.
//! 4. Single-sided rounds (Cobra's and Aesop's Tables' `role`) make the event single-sided
//!    Swiss ([`Format::SingleSided`]; a half draft when the event's name says "draft", see
//!    [`single_sided_import_format`]), so the next round is paired single-sided; a file mixing
//!    single- and double-sided Swiss rounds is refused. An intentional draw of a single game
//!    (Aesop's Tables writes 1/1) is a drawn game. Our own export adds `"sideReason"` to
//!    single-sided games the pairing made, and reads it back.
//! 5. Aesop's Tables: `tableNumber` is read when `table` is absent; its elimination games carry
//!    scores (3/0) instead of `winner`, so the higher score is taken as the winner. Its 2023
//!    export ([`Dialect::AesopsTables2023`], module `aesops2023`) names the players of a game by
//!    side (`corpPlayer`/`runnerPlayer`, a bye as `"(BYE)"`), gives the cut's results as
//!    `winner_id`/`loser_id` numbers that are not player ids (resolved to the two players of
//!    each game consistently across the bracket, or the file is refused), and rounds SoS/ESoS
//!    to 3 decimals (compared to 3 decimals however many are written). Scores and ids may be
//!    strings or numbers in every dialect. [`Imported::dialect`] says which variant was read,
//!    [`Imported::comparison`] how many published values differ per field.
//! 6. The cut, when the file has elimination games or `eliminationPlayers`: `Cut` with the size
//!    `cutToTop` gives (the number of players in the cut when `cutToTop` is missing or 0),
//!    double elimination (single elimination for a top 3, or when it fits the games or the
//!    published places better), and explicit seeds: `eliminationPlayers[].seed`, or, when the
//!    file gives no complete set of seeds, the seeds the bracket table puts at each first-round
//!    game (the better Swiss rank takes the better seed), the other players of the cut by Swiss
//!    rank (as the file publishes it). Then each game, in
//!    file order: its `table` is the bracket game number; a game whose table is missing or
//!    names another pairing is placed by its two players among the games ready to be played
//!    (the game takes the bracket's number). `OverrideSides` records the file's `role`s (so the
//!    sides are the organizer's, whatever the side rules would have given), then
//!    `ReportElimination` its winner. A game without a winner (paired, not played) gets only
//!    its sides. A game marked `"bye": true` (our export) is the engine's own bye: the player
//!    who lost it leaves (`DropPlayer`, or `DisqualifyPlayer` for `"disqualified": true`) just
//!    before it, which gives the bye. A player of the cut whom the file marks as dropped or
//!    disqualified leaves during the cut, not after the Swiss rounds: before their first bye,
//!    otherwise after the last elimination game (before the cut when no game has a result,
//!    since leaving a cut that has not started passes the seat on). Games of players who
//!    dropped during the Swiss rounds are reported as played. `eliminationPlayers` ranks that
//!    differ from the bracket's places are listed in [`Imported::differences`]; Cobra's entries
//!    without a player (places not decided yet) are skipped.
//!
//!    When the elimination games do not fit the bracket table (a pairing the table would not
//!    produce, a played game without sides, both players marked as the winner, ranks
//!    without any game, a cut size without a table, an unfinished last Swiss round), the event
//!    is built without a cut, the elimination rounds and `eliminationPlayers` are kept verbatim
//!    in `extra` under [`EXTRA_ELIMINATION_ROUNDS`] and [`EXTRA_ELIMINATION_PLAYERS`] (and
//!    written back unchanged by [`export`]), and a note says why. The import never fails
//!    because of its cut. The games are also returned as read ([`Imported::elimination`],
//!    [`Imported::elimination_players`]).
//!
//! Limits: [`MAX_IMPORT_BYTES`], [`MAX_IMPORT_PLAYERS`], the engine's 30 Swiss rounds,
//! [`MAX_ELIMINATION_ROUNDS`]; nesting is bounded by `serde_json`'s recursion limit. Nothing in
//! the import panics on malformed input.
//!
//! Settings: `name` and `date` (a date that is not `YYYY-MM-DD` is kept verbatim in `extra`
//! under `"date"`); the structure is [`Structure::Basic`] when the Basic table gives exactly the
//! file's `preliminaryRounds` and `cutToTop` for the number of players, otherwise
//! [`Structure::Custom`] with those numbers (a cut size the engine does not know, e.g. top 2,
//! gives no cut and keeps the number in `extra["cutToTop"]`). Every unknown top-level field
//! (`tournamentOrganiser`, `city`, `version`, …) is kept in [`EventSettings::extra`] and written
//! back by [`export`]; `uploadedFrom` is kept under [`EXTRA_IMPORTED_FROM`] (never written
//! back: our export does not claim another tool). An empty `eliminationPlayers` (Cobra writes
//! one when there is no cut) is kept verbatim like an unbuildable cut.
//!
//! The file's own `matchPoints`, `strengthOfSchedule`, `extendedStrengthOfSchedule` and `rank`
//! are compared with the recomputed standings; every difference is listed in
//! [`Imported::differences`]. SoS values are compared within half a unit of the last decimal the
//! file wrote (NRTM rounds to 5 decimals), and at least 1e-9.
//!
//! # Export
//!
//! [`export`] writes the Swiss standings (rank 1..N, unique), dropped players included with
//! `forfeit: true`; SoS/ESoS as JSON numbers with full `f64` precision. Disqualified players are
//! not in the standings, but their games count for their opponents, so every id in `rounds` must
//! be listed: they are written last (ranks after everyone else) with `forfeit: true` and
//! `"disqualified": true`. Rounds are written as Cobra writes them: `links` as an array, byes
//! with the opponent `id: null` and the holder's `combinedScore` 6 (3 in single-sided rounds),
//! `combinedScore` always, per-side scores when the games are known (`0` for intentional splits
//! and totals-only results, as Cobra writes them), `null` scores for a pending game.
//! `corpIdentity` and `runnerIdentity` are written as full NetrunnerDB titles when the entered
//! name matches one ([`crate::io::identities::normalise`]: "Hayley Kaplan", "Personal
//! Evolution"), as entered otherwise; `uploadedFrom` is [`UPLOADED_FROM`].
//!
//! `preliminaryRounds` is the number of Swiss rounds played once the cut has ended the Swiss
//! stage (what happened: 3 rounds played of 4 planned is published as 3); while the Swiss stage
//! is open it is the structure's number of rounds (or the rounds paired, when more), so that an
//! event in progress re-imports with its plan. `cutToTop` likewise: the cut made, else the plan.
//!
//! The cut ([`Event::cut`]), as Cobra writes it: `cutToTop` is its size; the elimination rounds
//! follow the Swiss rounds, one array per bracket round, games in number order, each
//! `{table: game number, player1, player2: {id, role, winner}, intentionalDraw: false,
//! twoForOne: false, eliminationGame: true}` with the players in the bracket table's order.
//! Written: every decided game, and every game ready to be played — with its `role`s once its
//! sides are decided (`null` before), and `winner: null` for both players until it has a result
//! (Cobra writes the games of a paired round that way). Not written: games still waiting for
//! their players, and a second final that is not needed; a round with no game written is left
//! out. A bye (the other player dropped or was disqualified; Cobra has no elimination byes) is
//! written as a win of the player who advances over the one who left, `role: null`, with
//! `"bye": true` so that our import gives the bye again. A drawn or timed game is written as a
//! win of the player the engine advanced (NRTM has no draw in elimination games; it re-imports
//! as a win). `eliminationPlayers` lists every player of the cut with `seed` and `rank` = final
//! place (a player disqualified during the cut is left out: no place, and the places below
//! move up; their `players` entry says `"disqualified": true`), `null` while the place is not
//! decided (Cobra instead writes an entry without a player
//! for each undecided place, and loses the seeds of those players): decided places first, in
//! place order, then by seed. Without a cut, elimination data kept by an import (see above) is
//! written back unchanged.
//!
//! Not representable in NRTM: unpaired losses (late registration, rejoining after a drop). Our
//! standings count them as rounds played; another tool recomputing from the exported rounds may
//! give such players (and their opponents' SoS) different values than the `players` we write.

use crate::engine::command::EliminationOutcome;
use crate::engine::elimination::{
    self, Bracket, BracketKind, BracketTable, EliminationResult, GameStatus, GameView, ResultKind,
    Source,
};
use crate::engine::standings::{self, Rational, Standing, to_f64};
use crate::engine::swiss::SwissSideReason;
use crate::engine::{
    Command, CutSize, EngineError, Event, EventSettings, Format, GameResult, ManualPairing,
    MatchResult, Outcome, PlayerDetails, PlayerId, PlayerStatus, Side, Structure, WinReason,
};
use serde_json::{Map, Value, json};
use std::collections::{BTreeMap, BTreeSet, HashMap};
use thiserror::Error;

mod aesops2023;

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
    #[error("the file has {size} bytes; at most {max} are accepted")]
    TooLarge {
        /// The file's size.
        size: usize,
        /// The limit.
        max: usize,
    },
    /// The bytes are not JSON (or nest too deeply).
    #[error("not valid JSON: {}", crate::io::save::json_reason(.0))]
    Json(#[from] serde_json::Error),
    /// The JSON does not describe a tournament, or describes an impossible one.
    #[error("{place}: {reason}")]
    Invalid {
        /// Where: `"players[4]"`, `"round 3, table 7"`, `"top level"`.
        place: String,
        /// What is wrong.
        reason: String,
    },
    /// The engine refused a command built from the file.
    #[error("{place}: {source}")]
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
}

impl Comparison {
    /// Whether every published value matches.
    pub fn all_match(&self) -> bool {
        self.match_points + self.sos + self.esos + self.rank + self.cut_places == 0
    }

    /// One line: "published against recomputed, 66 players: points match, SoS match, ESoS
    /// differs for 12 players, ranks match".
    pub fn summary(&self) -> String {
        if self.all_match() {
            return "the published standings match the recomputed ones".into();
        }
        let part = |what: &str, n: usize| match n {
            0 => format!("{what} match"),
            1 => format!("{what} differ for 1 player"),
            n => format!("{what} differ for {n} players"),
        };
        let mut parts = vec![
            part("points", self.match_points),
            part("SoS", self.sos),
            part("ESoS", self.esos),
            part("ranks", self.rank),
        ];
        if self.cut_places > 0 {
            parts.push(format!(
                "cut places differ for {} player{}",
                self.cut_places,
                if self.cut_places == 1 { "" } else { "s" }
            ));
        }
        format!(
            "published against recomputed standings of {} players: {}",
            self.players,
            parts.join(", ")
        )
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
    pub differences: Vec<String>,
    /// What the import changed or assumed (renumbered tables, late registrations, engine
    /// warnings such as rematches).
    pub notes: Vec<String>,
    /// The elimination games, in file order.
    pub elimination: Vec<EliminationGame>,
    /// The file's `eliminationPlayers`.
    pub elimination_players: Vec<EliminationPlayer>,
}

// ----- parsed file ------------------------------------------------------------------------------

/// A published SoS/ESoS value and how precisely the file wrote it.
#[derive(Clone, Copy, Debug)]
struct Published {
    value: f64,
    tolerance: f64,
}

#[derive(Debug)]
struct FilePlayer {
    index: usize,
    id: PlayerId,
    name: String,
    corp: Option<String>,
    runner: Option<String>,
    pronouns: Option<String>,
    rank: Option<i64>,
    match_points: Option<i64>,
    sos: Option<Published>,
    esos: Option<Published>,
    forfeit: bool,
    disqualified: bool,
}

impl FilePlayer {
    fn place(&self) -> String {
        format!("players[{}] (id {})", self.index, self.id.0)
    }
    fn label(&self) -> String {
        format!("players[{}] {} (id {})", self.index, self.name, self.id.0)
    }
}

#[derive(Clone, Copy, Debug, Default)]
struct Seat {
    /// `None`: the bye's empty seat (`id` null or 0).
    id: Option<PlayerId>,
    corp: Option<u32>,
    runner: Option<u32>,
    combined: Option<u32>,
    role: Option<Side>,
    winner: Option<bool>,
}

impl Seat {
    fn score_as(&self, side: Side) -> Option<u32> {
        match side {
            Side::Corp => self.corp,
            Side::Runner => self.runner,
        }
    }
}

#[derive(Clone, Debug)]
struct FileGame {
    /// Position in the round, from 1.
    index: usize,
    table: Option<u32>,
    p1: Seat,
    p2: Seat,
    intentional_draw: bool,
    two_for_one: bool,
    elimination: bool,
    /// Elimination games: `"bye": true` (our export) marks a game its winner got because the
    /// other player had dropped.
    bye: bool,
    won_by: [Option<WinReason>; 2],
    /// Aesop's Tables 2023 cut games: `winner_id`/`loser_id` as written (the tool's numbers
    /// for the players of the cut, resolved by [`aesops2023::resolve_cut_numbers`]).
    cut_numbers: Option<aesops2023::CutNumbers>,
    /// Single-sided Swiss games of our own export: `"sideReason"`, why the players had their
    /// sides (other tools write none; an unknown value is ignored).
    side_reason: Option<SwissSideReason>,
}

impl FileGame {
    fn place(&self, round: usize) -> String {
        match self.table {
            Some(t) => format!("round {round}, table {t}"),
            None => format!("round {round}, game {} (no table number)", self.index),
        }
    }
    fn holder(&self) -> Option<PlayerId> {
        self.p1.id.or(self.p2.id)
    }
    fn is_bye(&self) -> bool {
        self.p1.id.is_none() || self.p2.id.is_none()
    }
    /// Elimination games: the winner, if the file names exactly one.
    fn winner(&self) -> Option<PlayerId> {
        winner_of((self.p1.id, self.p1.winner), (self.p2.id, self.p2.winner))
    }
}

// ----- JSON helpers -----------------------------------------------------------------------------

/// An integer from a JSON number (integral) or a string of digits.
fn as_int(v: &Value) -> Option<i64> {
    match v {
        Value::Number(n) => n.as_i64().or_else(|| {
            n.as_f64()
                .filter(|f| f.fract() == 0.0 && f.abs() < 1e15)
                .map(|f| f as i64)
        }),
        Value::String(s) => s.trim().parse().ok(),
        _ => None,
    }
}

fn field<'a>(obj: &'a Map<String, Value>, key: &str) -> Option<&'a Value> {
    obj.get(key).filter(|v| !v.is_null())
}

fn opt_int(obj: &Map<String, Value>, key: &str, place: &str) -> Result<Option<i64>, NrtmError> {
    match field(obj, key) {
        None => Ok(None),
        Some(v) => as_int(v)
            .map(Some)
            .ok_or_else(|| invalid(place, format!("{key} {v} is not an integer"))),
    }
}

fn opt_bool(obj: &Map<String, Value>, key: &str, place: &str) -> Result<bool, NrtmError> {
    match field(obj, key) {
        None => Ok(false),
        Some(Value::Bool(b)) => Ok(*b),
        Some(Value::Number(n)) if n.as_i64() == Some(0) || n.as_i64() == Some(1) => {
            Ok(n.as_i64() == Some(1))
        }
        Some(v) => Err(invalid(place, format!("{key} {v} is not true or false"))),
    }
}

fn opt_text(obj: &Map<String, Value>, key: &str, place: &str) -> Result<Option<String>, NrtmError> {
    match field(obj, key) {
        None => Ok(None),
        Some(Value::String(s)) => {
            let t = s.trim();
            Ok(if t.is_empty() {
                None
            } else {
                Some(t.to_string())
            })
        }
        Some(Value::Number(n)) => Ok(Some(n.to_string())),
        Some(v) => Err(invalid(place, format!("{key} {v} is not text"))),
    }
}

/// A published decimal (number or string) with the tolerance its written precision allows.
fn opt_published(
    obj: &Map<String, Value>,
    key: &str,
    place: &str,
) -> Result<Option<Published>, NrtmError> {
    let Some(v) = field(obj, key) else {
        return Ok(None);
    };
    let text = match v {
        Value::Number(n) => n.to_string(),
        Value::String(s) => s.trim().to_string(),
        _ => return Err(invalid(place, format!("{key} {v} is not a number"))),
    };
    let value: f64 = text
        .parse()
        .ok()
        .filter(|f: &f64| f.is_finite())
        .ok_or_else(|| invalid(place, format!("{key} {v} is not a number")))?;
    let decimals = if text.contains(['e', 'E']) {
        None
    } else {
        text.split_once('.').map(|(_, d)| d.len()).or(Some(0))
    };
    let written = decimals.map_or(0.0, |d| {
        0.5 * 10f64.powi(-(d.min(300) as i32)) * (1.0 + 1e-9)
    });
    Ok(Some(Published {
        value,
        tolerance: written.max(1e-9),
    }))
}

fn player_id(v: &Value, what: &str, place: &str) -> Result<PlayerId, NrtmError> {
    as_int(v)
        .filter(|&i| i > 0 && i <= i64::from(u32::MAX))
        .map(|i| PlayerId(i as u32))
        .ok_or_else(|| invalid(place, format!("{what} {v} is not a positive integer")))
}

fn score(
    obj: &Map<String, Value>,
    key: &str,
    who: &str,
    place: &str,
) -> Result<Option<u32>, NrtmError> {
    match field(obj, key) {
        None => Ok(None),
        // Written as text by some tools: "" is no score.
        Some(Value::String(s)) if s.trim().is_empty() => Ok(None),
        Some(v) => as_int(v)
            .filter(|&i| (0..=i64::from(MAX_SCORE)).contains(&i))
            .map(|i| Some(i as u32))
            .ok_or_else(|| {
                let name = if who.is_empty() {
                    key.to_string()
                } else {
                    format!("{who}.{key}")
                };
                invalid(place, format!("{name} {v} is not a score"))
            }),
    }
}

fn side_of(v: &Value, who: &str, place: &str) -> Result<Option<Side>, NrtmError> {
    match v {
        Value::Null => Ok(None),
        Value::String(s) => match s.trim().to_ascii_lowercase().as_str() {
            "corp" => Ok(Some(Side::Corp)),
            "runner" => Ok(Some(Side::Runner)),
            "" => Ok(None),
            _ => Err(invalid(
                place,
                format!("{who}.role {v:?} is neither \"corp\" nor \"runner\""),
            )),
        },
        _ => Err(invalid(
            place,
            format!("{who}.role {v} is neither \"corp\" nor \"runner\""),
        )),
    }
}

fn won_by(obj: &Map<String, Value>, key: &str) -> Option<WinReason> {
    match field(obj, key)?
        .as_str()?
        .trim()
        .to_ascii_lowercase()
        .as_str()
    {
        "ap" | "agenda" | "agendas" => Some(WinReason::Agenda),
        "flatline" => Some(WinReason::Flatline),
        "mill" | "decked" => Some(WinReason::EmptyRnd),
        "concession" | "concede" => Some(WinReason::Concession),
        _ => None,
    }
}

// ----- parsing ----------------------------------------------------------------------------------

fn parse_players(top: &Map<String, Value>) -> Result<Vec<FilePlayer>, NrtmError> {
    let list = match top.get("players") {
        None | Some(Value::Null) => return Err(invalid("top level", "missing players")),
        Some(Value::Array(a)) => a,
        Some(_) => return Err(invalid("top level", "players is not an array")),
    };
    if list.is_empty() {
        return Err(invalid("top level", "players is empty"));
    }
    if list.len() > MAX_IMPORT_PLAYERS {
        return Err(invalid(
            "top level",
            format!(
                "{} players; at most {MAX_IMPORT_PLAYERS} are accepted",
                list.len()
            ),
        ));
    }
    let mut out = Vec::with_capacity(list.len());
    let mut ids: HashMap<PlayerId, usize> = HashMap::new();
    let mut names: HashMap<String, usize> = HashMap::new();
    for (index, v) in list.iter().enumerate() {
        let place = format!("players[{index}]");
        let obj = v
            .as_object()
            .ok_or_else(|| invalid(&place, "not an object"))?;
        let id = match field(obj, "id") {
            None => return Err(invalid(&place, "missing id")),
            Some(v) => player_id(v, "id", &place)?,
        };
        if let Some(other) = ids.insert(id, index) {
            return Err(invalid(
                &place,
                format!("id {} is used twice (also players[{other}])", id.0),
            ));
        }
        let name = match field(obj, "name") {
            None => return Err(invalid(&place, "missing name")),
            Some(Value::String(s)) if !s.trim().is_empty() => s.trim().to_string(),
            Some(Value::String(_)) => return Err(invalid(&place, "empty name")),
            Some(other) => return Err(invalid(&place, format!("name {other} is not text"))),
        };
        if let Some(other) = names.insert(name.to_lowercase(), index) {
            return Err(invalid(
                &place,
                format!(
                    "the name {name:?} is used twice (also players[{other}]); names must be unique"
                ),
            ));
        }
        out.push(FilePlayer {
            index,
            id,
            corp: opt_text(obj, "corpIdentity", &place)?,
            runner: opt_text(obj, "runnerIdentity", &place)?,
            pronouns: opt_text(obj, "pronouns", &place)?,
            rank: opt_int(obj, "rank", &place)?,
            match_points: opt_int(obj, "matchPoints", &place)?,
            sos: opt_published(obj, "strengthOfSchedule", &place)?,
            esos: opt_published(obj, "extendedStrengthOfSchedule", &place)?,
            forfeit: opt_bool(obj, "forfeit", &place)?,
            disqualified: opt_bool(obj, "disqualified", &place)?,
            name,
        });
    }
    Ok(out)
}

fn parse_seat(
    game: &Map<String, Value>,
    who: &str,
    place: &str,
    known: &BTreeSet<PlayerId>,
) -> Result<Seat, NrtmError> {
    let obj = match game.get(who) {
        None | Some(Value::Null) => return Err(invalid(place, format!("missing {who}"))),
        Some(Value::Object(o)) => o,
        Some(_) => return Err(invalid(place, format!("{who} is not an object"))),
    };
    let id = match field(obj, "id") {
        None => None,
        Some(v) if as_int(v) == Some(0) => None,
        Some(v) => {
            let id = player_id(v, &format!("{who}.id"), place)?;
            if !known.contains(&id) {
                return Err(invalid(
                    place,
                    format!("{who}.id {} is not in players", id.0),
                ));
            }
            Some(id)
        }
    };
    let winner = match field(obj, "winner") {
        None => None,
        Some(Value::Bool(b)) => Some(*b),
        Some(v) => {
            return Err(invalid(
                place,
                format!("{who}.winner {v} is not true or false"),
            ));
        }
    };
    Ok(Seat {
        id,
        corp: score(obj, "corpScore", who, place)?,
        runner: score(obj, "runnerScore", who, place)?,
        combined: score(obj, "combinedScore", who, place)?,
        role: match obj.get("role") {
            None => None,
            Some(v) => side_of(v, who, place)?,
        },
        winner,
    })
}

/// One game of round `round`; `in_cut`: the round comes after the file's `preliminaryRounds`
/// (what marks the elimination games of Aesop's Tables' 2023 files).
fn parse_game(
    v: &Value,
    round: usize,
    index: usize,
    in_cut: bool,
    known: &BTreeSet<PlayerId>,
) -> Result<FileGame, NrtmError> {
    let pre = format!("round {round}, game {index}");
    let obj = v
        .as_object()
        .ok_or_else(|| invalid(&pre, "not an object"))?;
    // Aesop's Tables writes `tableNumber`.
    let table = match field(obj, "table").or_else(|| field(obj, "tableNumber")) {
        None => None,
        Some(t) => match as_int(t) {
            Some(0) => None,
            Some(n) if n > 0 && n <= i64::from(u32::MAX) => Some(n as u32),
            _ => return Err(invalid(&pre, format!("table {t} is not a table number"))),
        },
    };
    let place = match table {
        Some(t) => format!("round {round}, table {t}"),
        None => format!("round {round}, game {index} (no table number)"),
    };
    if aesops2023::is_corp_runner_game(obj) {
        return aesops2023::parse_game(obj, index, table, &place, in_cut, known);
    }
    let p1 = parse_seat(obj, "player1", &place, known)?;
    let p2 = parse_seat(obj, "player2", &place, known)?;
    if p1.id.is_none() && p2.id.is_none() {
        return Err(invalid(
            &place,
            "neither player1 nor player2 names a player",
        ));
    }
    if p1.id.is_some() && p1.id == p2.id {
        return Err(invalid(&place, "a player cannot play themselves"));
    }
    let elimination = opt_bool(obj, "eliminationGame", &place)?;
    let (mut p1, mut p2) = (p1, p2);
    if elimination && p1.winner.is_none() && p2.winner.is_none() {
        // Aesop's Tables gives no `winner`, only the scores of the game (3 and 0).
        let total =
            |s: &Seat| s.corp.unwrap_or(0) + s.runner.unwrap_or(0) + s.combined.unwrap_or(0);
        let (a, b) = (total(&p1), total(&p2));
        if a != b {
            p1.winner = Some(a > b);
            p2.winner = Some(b > a);
        }
    }
    Ok(FileGame {
        index,
        table,
        p1,
        p2,
        intentional_draw: opt_bool(obj, "intentionalDraw", &place)?,
        two_for_one: opt_bool(obj, "twoForOne", &place)?,
        elimination,
        bye: elimination && obj.get("bye") == Some(&Value::Bool(true)),
        won_by: [won_by(obj, "game1WonBy"), won_by(obj, "game2WonBy")],
        cut_numbers: None,
        side_reason: obj
            .get("sideReason")
            .and_then(|v| serde_json::from_value(v.clone()).ok()),
    })
}

/// The file's rounds: Swiss rounds, then elimination rounds (with their raw JSON).
struct FileRounds {
    swiss: Vec<Vec<FileGame>>,
    elimination: Vec<Vec<FileGame>>,
    /// The file's round number (from 1, counting Swiss rounds) of each elimination round.
    elimination_numbers: Vec<usize>,
    elimination_raw: Vec<Value>,
}

fn parse_rounds(
    top: &Map<String, Value>,
    known: &BTreeSet<PlayerId>,
    notes: &mut Vec<String>,
) -> Result<FileRounds, NrtmError> {
    let prelim = opt_int(top, "preliminaryRounds", "top level")?
        .and_then(|n| usize::try_from(n).ok())
        .filter(|n| *n > 0);
    let list: &[Value] = match top.get("rounds") {
        None | Some(Value::Null) => &[],
        Some(Value::Array(a)) => a,
        Some(_) => return Err(invalid("top level", "rounds is not an array")),
    };
    let mut out = FileRounds {
        swiss: Vec::new(),
        elimination: Vec::new(),
        elimination_numbers: Vec::new(),
        elimination_raw: Vec::new(),
    };
    for (i, raw) in list.iter().enumerate() {
        let round = i + 1;
        let games = raw
            .as_array()
            .ok_or_else(|| invalid(format!("round {round}"), "not an array of games"))?;
        if games.is_empty() {
            notes.push(format!("round {round} has no games and was skipped"));
            continue;
        }
        let parsed: Vec<FileGame> = games
            .iter()
            .enumerate()
            .map(|(g, v)| parse_game(v, round, g + 1, prelim.is_some_and(|p| round > p), known))
            .collect::<Result<_, _>>()?;
        let elim = parsed.iter().filter(|g| g.elimination).count();
        if elim != 0 && elim != parsed.len() {
            return Err(invalid(
                format!("round {round}"),
                "mixes elimination games and Swiss games",
            ));
        }
        let mut seen = BTreeSet::new();
        for g in &parsed {
            for id in [g.p1.id, g.p2.id].into_iter().flatten() {
                if !seen.insert(id) {
                    return Err(invalid(
                        g.place(round),
                        format!("player {} plays twice in this round", id.0),
                    ));
                }
            }
        }
        if elim == 0 {
            if !out.elimination.is_empty() {
                return Err(invalid(
                    format!("round {round}"),
                    "a Swiss round after elimination rounds",
                ));
            }
            out.swiss.push(parsed);
        } else {
            if out.elimination.len() >= MAX_ELIMINATION_ROUNDS
                || parsed.len() > MAX_ELIMINATION_GAMES
            {
                return Err(invalid(
                    format!("round {round}"),
                    "too many elimination rounds or games",
                ));
            }
            out.elimination.push(parsed);
            out.elimination_numbers.push(round);
            out.elimination_raw.push(raw.clone());
        }
    }
    Ok(out)
}

fn parse_elimination_players(
    top: &Map<String, Value>,
    known: &BTreeSet<PlayerId>,
) -> Result<Vec<EliminationPlayer>, NrtmError> {
    let list: &[Value] = match top.get("eliminationPlayers") {
        None | Some(Value::Null) => &[],
        Some(Value::Array(a)) => a,
        Some(_) => return Err(invalid("top level", "eliminationPlayers is not an array")),
    };
    let mut out = Vec::with_capacity(list.len());
    for (i, v) in list.iter().enumerate() {
        let place = format!("eliminationPlayers[{i}]");
        let obj = v
            .as_object()
            .ok_or_else(|| invalid(&place, "not an object"))?;
        let id = match obj.get("id") {
            None => return Err(invalid(&place, "missing id")),
            // Cobra writes a place not decided yet as an entry without a player.
            Some(Value::Null) => continue,
            Some(v) => player_id(v, "id", &place)?,
        };
        if out.iter().any(|e: &EliminationPlayer| e.player == id) {
            return Err(invalid(&place, format!("id {} is listed twice", id.0)));
        }
        if !known.contains(&id) {
            return Err(invalid(&place, format!("id {} is not in players", id.0)));
        }
        let small = |key: &str| -> Result<Option<u32>, NrtmError> {
            Ok(opt_int(obj, key, &place)?.and_then(|n| u32::try_from(n).ok()))
        };
        out.push(EliminationPlayer {
            player: id,
            name: opt_text(obj, "name", &place)?.unwrap_or_default(),
            rank: small("rank")?,
            seed: small("seed")?,
        });
    }
    Ok(out)
}

// ----- results ----------------------------------------------------------------------------------

/// Points of one game as (player 1, player 2) → the game's result, seen from the side player 1
/// played.
fn game_from_points(p1: u32, p2: u32, p1_side: Side) -> Option<GameResult> {
    match (p1, p2) {
        (3, 0) => Some(GameResult::Win {
            winner: p1_side,
            reason: None,
        }),
        (0, 3) => Some(GameResult::Win {
            winner: p1_side.other(),
            reason: None,
        }),
        (2, 0) => Some(GameResult::ModifiedWin {
            winner: p1_side,
            agenda: None,
        }),
        (0, 2) => Some(GameResult::ModifiedWin {
            winner: p1_side.other(),
            agenda: None,
        }),
        (1, 1) => Some(GameResult::Draw { agenda: None }),
        _ => None,
    }
}

fn with_reason(g: GameResult, reason: Option<WinReason>) -> GameResult {
    match (g, reason) {
        (GameResult::Win { winner, .. }, Some(r)) => GameResult::Win {
            winner,
            reason: Some(r),
        },
        _ => g,
    }
}

/// The result of a double-sided Swiss game; `None` when the file holds no result.
fn double_result(g: &FileGame, place: &str, notes: &mut Vec<String>) -> Option<MatchResult> {
    let sides = [g.p1.corp, g.p1.runner, g.p2.corp, g.p2.runner];
    let side_sum = |s: &Seat| s.corp.unwrap_or(0) + s.runner.unwrap_or(0);
    let (s1, s2) = (side_sum(&g.p1), side_sum(&g.p2));
    let combined = match (g.p1.combined, g.p2.combined) {
        (Some(a), Some(b)) => Some((a, b)),
        (Some(a), None) => Some((a, 0)),
        (None, Some(b)) => Some((0, b)),
        (None, None) => None,
    };
    if g.intentional_draw {
        if let Some(c) = combined
            && c != (3, 3)
            && c != (0, 0)
        {
            notes.push(format!(
                "{place}: an intentional draw with combinedScore {}–{}; imported as a 3–3 split",
                c.0, c.1
            ));
        }
        return Some(MatchResult::IntentionalSplit);
    }
    let sides_known = s1 + s2 > 0;
    let totals = match combined {
        Some(c) if c.0 + c.1 > 0 => Some(c),
        _ if sides_known => Some((s1, s2)),
        _ => None,
    };
    let totals = totals?;
    if g.two_for_one {
        return Some(MatchResult::Totals {
            p1: totals.0,
            p2: totals.1,
            two_for_one: true,
        });
    }
    if sides_known && sides.iter().all(Option::is_some) {
        let p1_corp =
            game_from_points(g.p1.corp.unwrap_or(0), g.p2.runner.unwrap_or(0), Side::Corp);
        let p2_corp = game_from_points(
            g.p1.runner.unwrap_or(0),
            g.p2.corp.unwrap_or(0),
            Side::Runner,
        );
        if let (Some(a), Some(b)) = (p1_corp, p2_corp) {
            if let Some(c) = combined
                && c != (s1, s2)
            {
                notes.push(format!(
                    "{place}: combinedScore {}–{} disagrees with the side scores ({s1}–{s2}); the side scores were used",
                    c.0, c.1
                ));
            }
            return Some(MatchResult::Games {
                p1_corp: with_reason(a, g.won_by[0]),
                p2_corp: with_reason(b, g.won_by[1]),
            });
        }
    }
    Some(MatchResult::Totals {
        p1: totals.0,
        p2: totals.1,
        two_for_one: false,
    })
}

/// The side player 1 plays in a single-sided game.
fn single_side(g: &FileGame, place: &str) -> Result<Side, NrtmError> {
    match (g.p1.role, g.p2.role) {
        (Some(a), Some(b)) if a == b => Err(invalid(place, format!("both players have role {a}"))),
        (Some(a), _) => Ok(a),
        (None, Some(b)) => Ok(b.other()),
        (None, None) => Err(invalid(
            place,
            "a double-sided game in a single-sided event (mixed rounds are not supported)",
        )),
    }
}

/// The result of a single-sided Swiss game; `None` when the file holds no result. An intentional
/// draw of a single game (Aesop's Tables) is a drawn game, 1 point each.
fn single_result(g: &FileGame, p1_side: Side) -> Option<MatchResult> {
    if g.intentional_draw {
        return Some(MatchResult::Single {
            game: GameResult::Draw { agenda: None },
        });
    }
    let s1 = g.p1.score_as(p1_side).unwrap_or(0);
    let s2 = g.p2.score_as(p1_side.other()).unwrap_or(0);
    if let Some(game) = game_from_points(s1, s2, p1_side) {
        return Some(MatchResult::Single { game });
    }
    let combined = (g.p1.combined.unwrap_or(0), g.p2.combined.unwrap_or(0));
    let totals = if combined.0 + combined.1 > 0 {
        combined
    } else {
        (s1, s2)
    };
    if totals.0 + totals.1 == 0 {
        return None;
    }
    if let Some(game) = game_from_points(totals.0, totals.1, p1_side) {
        return Some(MatchResult::Single { game });
    }
    Some(MatchResult::Totals {
        p1: totals.0,
        p2: totals.1,
        two_for_one: g.two_for_one,
    })
}

// ----- settings ---------------------------------------------------------------------------------

fn settings_from(
    top: &Map<String, Value>,
    registered: usize,
    swiss_rounds: usize,
    single_sided: bool,
    notes: &mut Vec<String>,
) -> Result<EventSettings, NrtmError> {
    let raw_name = opt_text(top, "name", "top level")?.unwrap_or_default();
    let mut name: String = raw_name
        .chars()
        .map(|c| if c.is_control() { ' ' } else { c })
        .take(crate::engine::event::MAX_NAME_CHARS)
        .collect();
    name = name.trim().to_string();
    if name.is_empty() {
        name = "Imported event".to_string();
        notes.push("the file gives no event name; it was named \"Imported event\"".into());
    } else if name != raw_name {
        notes.push(format!(
            "the event name was shortened or cleaned to {name:?}"
        ));
    }
    let mut extra: BTreeMap<String, Value> = top
        .iter()
        .filter(|(k, _)| !KNOWN_FIELDS.contains(&k.as_str()))
        .map(|(k, v)| (k.clone(), v.clone()))
        .collect();
    let date = match opt_text(top, "date", "top level")? {
        None => None,
        Some(d) if chrono::NaiveDate::parse_from_str(&d, "%Y-%m-%d").is_ok() => Some(d),
        Some(d) => {
            notes.push(format!(
                "the date {d:?} is not in the form YYYY-MM-DD; it is kept as text"
            ));
            extra.insert("date".into(), Value::String(d));
            None
        }
    };
    let basic = Structure::Basic.suggestion(registered);
    let max_rounds = crate::engine::structure::MAX_SWISS_ROUNDS;
    let prelim = opt_int(top, "preliminaryRounds", "top level")?
        .and_then(|n| u32::try_from(n).ok())
        .filter(|n| (1..=max_rounds).contains(n));
    let played = u32::try_from(swiss_rounds)
        .ok()
        .filter(|n| (1..=max_rounds).contains(n));
    let rounds = prelim.or(played).unwrap_or(basic.rounds);
    let cut = match opt_int(top, "cutToTop", "top level")? {
        None => basic.cut,
        Some(n) => match usize::try_from(n).ok().and_then(CutSize::from_players) {
            Some(c) => c,
            None => {
                notes.push(format!(
                    "a cut to the top {n} is not supported; the number is kept for export"
                ));
                extra.insert("cutToTop".into(), json!(n));
                CutSize::None
            }
        },
    };
    let structure = if rounds == basic.rounds && cut == basic.cut {
        Structure::Basic
    } else {
        Structure::Custom { rounds, cut }
    };
    if let Some(from) = opt_text(top, "uploadedFrom", "top level")? {
        extra.insert(EXTRA_IMPORTED_FROM.into(), Value::String(from));
    } else if top.get("links").is_some_and(Value::is_object) {
        extra.insert(EXTRA_IMPORTED_FROM.into(), Value::String("NRTM".into()));
    }
    let mut settings = EventSettings::new(name, structure);
    settings.date = date;
    settings.format = if single_sided {
        single_sided_import_format(&settings.name)
    } else {
        Format::Standard
    };
    settings.extra = extra;
    Ok(settings)
}

// ----- import -----------------------------------------------------------------------------------

/// When a player leaves after a round.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
enum Leave {
    Drop,
    Disqualify,
}

impl Leave {
    fn command(self, player: PlayerId) -> Command {
        match self {
            Leave::Drop => Command::DropPlayer { player },
            Leave::Disqualify => Command::DisqualifyPlayer { player },
        }
    }
}

/// Applies a command, naming `place` in the error; engine warnings go to the notes.
fn run(
    event: &mut Event,
    command: Command,
    place: &dyn Fn() -> String,
    notes: &mut Vec<String>,
) -> Result<Outcome, NrtmError> {
    let out = event.apply(command).map_err(|source| NrtmError::Engine {
        place: place(),
        source,
    })?;
    // Point gaps are advice for pairing by hand; the file's pairings were made elsewhere.
    notes.extend(
        out.warnings
            .iter()
            .filter(|w| !matches!(w, crate::engine::Warning::PointGap { .. }))
            .map(ToString::to_string),
    );
    Ok(out)
}

/// The Swiss part of the file, checked and ready to be built: results, sides, and when each
/// player joins, leaves and comes back.
struct SwissPlan<'a> {
    rounds: &'a [Vec<FileGame>],
    results: Vec<Vec<Option<MatchResult>>>,
    sides: Vec<Vec<Option<Side>>>,
    join_before: BTreeMap<u32, Vec<&'a FilePlayer>>,
    rejoin_before: BTreeMap<u32, Vec<&'a FilePlayer>>,
    leave_after: BTreeMap<u32, Vec<(&'a FilePlayer, Leave)>>,
}

/// A player in the cut whose drop (or disqualification) after the last Swiss round is applied
/// during the cut instead.
type Deferred = Vec<(PlayerId, Leave)>;

impl SwissPlan<'_> {
    /// Builds the players and the Swiss rounds through [`Event::apply`]. The final leave of a
    /// player in `defer` after the last Swiss round is not applied but returned: they are in the
    /// cut, so they leave during it.
    fn build(
        &self,
        settings: EventSettings,
        seed: u64,
        defer: &BTreeSet<PlayerId>,
        notes: &mut Vec<String>,
    ) -> Result<(Event, Deferred), NrtmError> {
        let last = self.rounds.len() as u32;
        let mut deferred = Vec::new();
        let mut event = Event::new(settings, seed);
        let add = |event: &mut Event, p: &FilePlayer, notes: &mut Vec<String>| {
            let details = PlayerDetails {
                name: p.name.clone(),
                corp: p.corp.clone(),
                runner: p.runner.clone(),
                pronouns: p.pronouns.clone(),
                fixed_table: None,
                no_video: false,
            };
            run(
                event,
                Command::AddPlayer {
                    details,
                    id: Some(p.id),
                },
                &|| p.place(),
                notes,
            )
            .map(|_| ())
        };
        let mut leave = |event: &mut Event, after: u32, notes: &mut Vec<String>| {
            for (p, how) in self.leave_after.get(&after).into_iter().flatten() {
                if after == last && after > 0 && defer.contains(&p.id) {
                    deferred.push((p.id, *how));
                    continue;
                }
                run(event, how.command(p.id), &|| p.place(), notes)?;
            }
            Ok::<(), NrtmError>(())
        };
        for p in self.join_before.get(&1).into_iter().flatten() {
            add(&mut event, p, notes)?;
        }
        leave(&mut event, 0, notes)?;
        for (i, round) in self.rounds.iter().enumerate() {
            let r = i + 1;
            let r32 = r as u32;
            if r > 1 {
                for p in self.join_before.get(&r32).into_iter().flatten() {
                    add(&mut event, p, notes)?;
                }
                for p in self.rejoin_before.get(&r32).into_iter().flatten() {
                    run(
                        &mut event,
                        Command::RejoinPlayer { player: p.id },
                        &|| p.place(),
                        notes,
                    )?;
                }
            }
            let mut used = BTreeSet::new();
            let mut pairings = Vec::with_capacity(round.len());
            for (k, g) in round.iter().enumerate() {
                let table = match g.table {
                    Some(t) if !used.insert(t) => {
                        notes.push(format!(
                            "{}: table {t} is used twice in the round; this game got a new number",
                            g.place(r)
                        ));
                        None
                    }
                    other => other,
                };
                let (p1, p2) = if g.is_bye() {
                    match g.holder() {
                        Some(h) => (h, None),
                        None => return Err(invalid(g.place(r), "a bye without a player")),
                    }
                } else {
                    match (g.p1.id, g.p2.id) {
                        (Some(a), Some(b)) => (a, Some(b)),
                        _ => return Err(invalid(g.place(r), "a game without two players")),
                    }
                };
                let p1_side = self.sides.get(i).and_then(|s| s.get(k)).copied().flatten();
                pairings.push(ManualPairing {
                    table,
                    p1,
                    p2,
                    p1_side,
                    side_reason: g.side_reason.filter(|_| p1_side.is_some()),
                });
            }
            run(
                &mut event,
                Command::AddRound { pairings },
                &|| format!("round {r}"),
                notes,
            )?;
            // One command for the round's results: every command copies the event.
            let mut batch: Vec<(u32, MatchResult, String)> = Vec::with_capacity(round.len());
            for (k, g) in round.iter().enumerate() {
                let Some(result) = self
                    .results
                    .get(i)
                    .and_then(|x| x.get(k))
                    .copied()
                    .flatten()
                else {
                    continue;
                };
                let table =
                    g.p1.id
                        .and_then(|p| event.round(r32).and_then(|x| x.pairing_of(p)))
                        .map(|x| x.table)
                        .ok_or_else(|| invalid(g.place(r), "the game was not paired"))?;
                batch.push((table, result, g.place(r)));
            }
            if !batch.is_empty() {
                let command = Command::ReportResults {
                    round: r32,
                    results: batch.iter().map(|(t, res, _)| (*t, *res)).collect(),
                };
                if let Err(e) = run(&mut event, command, &|| format!("round {r}"), notes) {
                    // Name the table the engine refused.
                    let mut probe = event.clone();
                    for (table, result, place) in &batch {
                        let one = Command::ReportResult {
                            round: r32,
                            table: *table,
                            result: *result,
                        };
                        if let Err(source) = probe.apply(one) {
                            return Err(NrtmError::Engine {
                                place: place.clone(),
                                source,
                            });
                        }
                    }
                    return Err(e);
                }
            }
            leave(&mut event, r32, notes)?;
        }
        Ok((event, deferred))
    }
}

// ----- the cut ----------------------------------------------------------------------------------

/// The file's cut, as read.
struct FileCut<'a> {
    /// `cutToTop`, unless missing or 0.
    cut_to_top: Option<i64>,
    /// `eliminationPlayers`.
    players: &'a [EliminationPlayer],
    /// The first elimination round.
    first_round: &'a [FileGame],
    /// Every elimination game in file order, with the file's round number.
    games: Vec<(usize, &'a FileGame)>,
    /// The players of the cut, in order of first mention (`eliminationPlayers`, then games).
    seeded: Vec<PlayerId>,
    /// Swiss rank of each player as the file publishes it (recomputed when it does not).
    swiss_rank: HashMap<PlayerId, u64>,
}

impl FileCut<'_> {
    fn rank(&self, p: PlayerId) -> (u64, PlayerId) {
        (self.swiss_rank.get(&p).copied().unwrap_or(u64::MAX), p)
    }

    /// The seeds `eliminationPlayers` gives, if it gives every seed of a cut of `size` once.
    fn file_seeds(&self, size: usize) -> Option<Vec<PlayerId>> {
        if self.players.len() != size {
            return None;
        }
        let mut seeds: Vec<Option<PlayerId>> = vec![None; size];
        for e in self.players {
            let i = usize::try_from(e.seed?).ok()?.checked_sub(1)?;
            let slot = seeds.get_mut(i)?;
            if slot.is_some() {
                return None;
            }
            *slot = Some(e.player);
        }
        seeds.into_iter().collect()
    }

    /// Seeds for `table` when the file gives none: each first-round game's two players take the
    /// two seeds the table puts at that game (the better Swiss rank the better seed); players
    /// not placed that way take the remaining seeds in Swiss order.
    fn derived_seeds(&self, table: &BracketTable) -> Option<Vec<PlayerId>> {
        let n = table.players as usize;
        let mut seeds: Vec<Option<PlayerId>> = vec![None; n];
        for g in self.first_round {
            let (Some(t), Some(a), Some(b)) = (g.table, g.p1.id, g.p2.id) else {
                continue;
            };
            let Some(spec) = table.game(t).filter(|s| s.round == 1) else {
                continue;
            };
            let [Source::Seed(x), Source::Seed(y)] = spec.players else {
                continue;
            };
            let (better, worse) = if self.rank(a) <= self.rank(b) {
                (a, b)
            } else {
                (b, a)
            };
            for (s, p) in [(x.min(y), better), (x.max(y), worse)] {
                let slot = seeds.get_mut(usize::try_from(s).ok()?.checked_sub(1)?)?;
                if slot.is_some_and(|q| q != p) {
                    return None;
                }
                *slot = Some(p);
            }
        }
        let placed: BTreeSet<PlayerId> = seeds.iter().flatten().copied().collect();
        if placed.len() != seeds.iter().flatten().count() {
            return None;
        }
        let mut rest: Vec<PlayerId> = self
            .seeded
            .iter()
            .filter(|p| !placed.contains(p))
            .copied()
            .collect();
        rest.sort_by_key(|p| self.rank(*p));
        let mut rest = rest.into_iter();
        for slot in seeds.iter_mut().filter(|s| s.is_none()) {
            *slot = Some(rest.next()?);
        }
        if rest.next().is_some() {
            return None;
        }
        seeds.into_iter().collect()
    }
}

/// The event with the file's cut built into it.
struct CutImport {
    event: Event,
    notes: Vec<String>,
    /// Published places the bracket does not give.
    differences: Vec<String>,
}

/// The Corp player of a file's elimination game, from the roles it gives.
fn corp_of(g: &FileGame, place: &str) -> Result<Option<PlayerId>, String> {
    match (g.p1.role, g.p2.role) {
        (Some(a), Some(b)) if a == b => Err(format!("{place}: both players have role {a}")),
        (Some(Side::Corp), _) | (None, Some(Side::Runner)) => Ok(g.p1.id),
        (Some(Side::Runner), _) | (None, Some(Side::Corp)) => Ok(g.p2.id),
        (None, None) => Ok(None),
    }
}

fn same_pair(a: (PlayerId, PlayerId), b: (PlayerId, PlayerId)) -> bool {
    a == b || a == (b.1, b.0)
}

/// Builds the file's cut on `base` (the Swiss rounds, with the leaves of `deferred` not applied
/// yet): `Cut`, then each game's sides and result. `Err` says why the file's elimination rounds
/// do not fit any bracket table; the caller then keeps them as raw data.
fn import_cut(
    base: &Event,
    file: &FileCut,
    deferred: &[(PlayerId, Leave)],
) -> Result<CutImport, String> {
    let count = file.seeded.len();
    let wanted = match file.cut_to_top {
        Some(n) => usize::try_from(n).ok(),
        None => Some(count),
    };
    let size = wanted
        .and_then(CutSize::from_players)
        .filter(|s| *s != CutSize::None)
        .ok_or_else(|| {
            format!(
                "a cut to the top {} is not supported",
                file.cut_to_top.unwrap_or(count as i64)
            )
        })?;
    if count > size.players() {
        return Err(format!(
            "the elimination rounds name {count} players, but the cut is the {size}"
        ));
    }
    if file.games.is_empty() && file.players.iter().any(|e| e.rank.is_some()) {
        return Err(
            "eliminationPlayers gives places, but there are no elimination games to derive them from"
                .into(),
        );
    }
    let mut first_error = None;
    let mut accepted: Option<CutImport> = None;
    for kind in [
        BracketKind::DoubleElimination,
        BracketKind::SingleElimination,
    ] {
        let Some(table) = elimination::table(kind, size) else {
            continue;
        };
        if file.games.len() > table.games.len() {
            first_error.get_or_insert_with(|| {
                format!(
                    "{} elimination games; the {kind} {size} bracket has {}",
                    file.games.len(),
                    table.games.len()
                )
            });
            continue;
        }
        let (seeds, from_file) = match file.file_seeds(size.players()) {
            Some(s) => (s, true),
            None => match file.derived_seeds(table) {
                Some(s) => (s, false),
                None => {
                    first_error.get_or_insert_with(|| {
                        format!(
                            "the seeds of the {size} cannot be told from eliminationPlayers or the first elimination round"
                        )
                    });
                    continue;
                }
            },
        };
        match cut_attempt(base, file, kind, size, seeds, deferred) {
            Ok(mut attempt) => {
                if !from_file {
                    attempt.notes.insert(
                        0,
                        "the file gives no seeds for the cut: they were taken from the first elimination round and the Swiss ranks".into(),
                    );
                }
                if kind == BracketKind::SingleElimination {
                    attempt.notes.insert(
                        0,
                        format!("the elimination games follow a single-elimination {size}"),
                    );
                }
                let better = accepted
                    .as_ref()
                    .is_none_or(|a| attempt.differences.len() < a.differences.len());
                if better {
                    accepted = Some(attempt);
                }
                if accepted.as_ref().is_some_and(|a| a.differences.is_empty()) {
                    break;
                }
            }
            Err(e) => {
                first_error.get_or_insert(e);
            }
        }
    }
    accepted
        .ok_or_else(|| first_error.unwrap_or_else(|| format!("there is no bracket for the {size}")))
}

/// One attempt at building the file's cut with one kind of bracket.
fn cut_attempt(
    base: &Event,
    file: &FileCut,
    kind: BracketKind,
    size: CutSize,
    seeds: Vec<PlayerId>,
    deferred: &[(PlayerId, Leave)],
) -> Result<CutImport, String> {
    let mut event = base.clone();
    let mut notes = Vec::new();
    let mut deferred: Deferred = deferred.to_vec();
    if !file.games.iter().any(|(_, g)| g.winner().is_some()) {
        // Leaving a cut that has not started would give the seat to the next player; the file
        // seeds them, so they leave just before the cut.
        for (p, how) in std::mem::take(&mut deferred) {
            let who = event.name_of(p);
            run(&mut event, how.command(p), &|| who.clone(), &mut notes)
                .map_err(|e| e.to_string())?;
        }
    }
    let command = Command::Cut {
        size,
        kind: (kind != BracketKind::DoubleElimination).then_some(kind),
        seeds: Some(seeds),
    };
    run(&mut event, command, &|| "the cut".into(), &mut notes).map_err(|e| e.to_string())?;
    // Games in file order; a game is placed once its players are known. The file's table
    // number says which game it is; only when no game can be placed that way is a game placed
    // by its pair of players among the ready games (a missing or wrong table number).
    let mut pending: Vec<(usize, &FileGame)> = file.games.clone();
    while !pending.is_empty() {
        let mut placed = None;
        for by_pair in [false, true] {
            for (k, (round, g)) in pending.iter().enumerate() {
                if place_game(&mut event, *round, g, by_pair, &mut deferred, &mut notes)? {
                    placed = Some(k);
                    break;
                }
            }
            if placed.is_some() {
                break;
            }
        }
        match placed {
            Some(k) => {
                pending.remove(k);
            }
            None => {
                let (round, g) = pending[0];
                let who = |s: &Seat| {
                    s.id.map_or_else(|| "nobody".to_string(), |p| event.name_of(p))
                };
                return Err(format!(
                    "{}: {} against {} is not a game of the {kind} {size} bracket after the games before it",
                    g.place(round),
                    who(&g.p1),
                    who(&g.p2)
                ));
            }
        }
    }
    for (p, how) in deferred {
        let who = event.name_of(p);
        run(&mut event, how.command(p), &|| who.clone(), &mut notes).map_err(|e| e.to_string())?;
    }
    let mut differences = Vec::new();
    if let Some(b) = event.cut() {
        for (i, e) in file.players.iter().enumerate() {
            let Some(rank) = e.rank else {
                continue;
            };
            let ours = b.place_of(e.player);
            if ours != Some(rank) {
                differences.push(format!(
                    "eliminationPlayers[{i}] {} (id {}): rank {rank} in the file, {} in the bracket",
                    event.name_of(e.player),
                    e.player.0,
                    ours.map_or_else(|| "not decided".to_string(), |p| format!("place {p}"))
                ));
            }
        }
    }
    Ok(CutImport {
        event,
        notes,
        differences,
    })
}

/// Places one elimination game of the file in the bracket: `Ok(false)` when it cannot be placed
/// yet (its players are not known yet), `Err` when the file contradicts the bracket.
fn place_game(
    event: &mut Event,
    round: usize,
    g: &FileGame,
    by_pair: bool,
    deferred: &mut Deferred,
    notes: &mut Vec<String>,
) -> Result<bool, String> {
    let place = g.place(round);
    let (Some(a), Some(b)) = (g.p1.id, g.p2.id) else {
        return Err(format!("{place}: an elimination game without two players"));
    };
    let Some(bracket) = event.cut() else {
        return Err("the cut was not made".into());
    };
    let meets = |v: &GameView| v.pair().is_some_and(|p| same_pair(p, (a, b)));
    let view = if by_pair {
        let Some(v) = bracket
            .games()
            .into_iter()
            .find(|v| v.status == GameStatus::Ready && meets(v))
        else {
            return Ok(false);
        };
        if g.table.is_some() {
            notes.push(format!(
                "{place}: these players meet in game {} of the bracket; the game takes that number",
                v.number()
            ));
        }
        v
    } else {
        match g.table.and_then(|t| bracket.game(t).ok()) {
            Some(v) if meets(&v) && matches!(v.status, GameStatus::Ready | GameStatus::Decided) => {
                v
            }
            _ => return Ok(false),
        }
    };
    let number = view.number();
    // Neither marked as the winner (`null` or `false` for both): not played yet.
    if g.p1.winner == Some(true) && g.p2.winner == Some(true) {
        return Err(format!("{place}: both players are marked as the winner"));
    }
    let winner = g.winner();
    let bye = view.result.is_some_and(|r| r.kind == ResultKind::Bye);
    if g.bye || bye {
        let Some(w) = winner else {
            return Err(format!("{place}: a bye without a winner"));
        };
        let loser = if w == a { b } else { a };
        if view.status == GameStatus::Ready {
            // The loser dropped (or was disqualified): the engine gives the bye.
            let how = match deferred.iter().position(|(p, _)| *p == loser) {
                Some(i) => deferred.remove(i).1,
                None => Leave::Drop,
            };
            run(event, how.command(loser), &|| place.clone(), notes).map_err(|e| e.to_string())?;
        }
        let now = event.cut().and_then(|b| b.game(number).ok());
        let expected = EliminationResult {
            winner: w,
            kind: ResultKind::Bye,
        };
        if now.and_then(|v| v.result) != Some(expected) {
            return Err(format!(
                "{place}: the file gives {} a bye in game {number}, which the bracket does not",
                event.name_of(w)
            ));
        }
        return Ok(true);
    }
    if view.status != GameStatus::Ready {
        return Err(format!("{place}: game {number} is already decided"));
    }
    let corp = corp_of(g, &place)?;
    let engine = |e: NrtmError| e.to_string();
    if winner.is_some() && corp.is_none() {
        return Err(format!(
            "{place}: the file does not say who played the Corp; a played elimination game needs its sides here"
        ));
    }
    // The sides (also of a game paired but not played yet), then the winner.
    if let Some(c) = corp {
        run(
            event,
            Command::OverrideSides {
                game: number,
                corp: c,
            },
            &|| place.clone(),
            notes,
        )
        .map_err(engine)?;
    }
    if let Some(w) = winner {
        run(
            event,
            Command::ReportElimination {
                game: number,
                outcome: EliminationOutcome::Winner { player: w },
            },
            &|| place.clone(),
            notes,
        )
        .map_err(engine)?;
    }
    Ok(true)
}

/// Reads an NRTM, Cobra or Aesop's Tables results file and rebuilds the event through
/// [`Event::apply`]; `seed` seeds the event's random generator (tiebreak numbers, later
/// pairings). See the module documentation for the rules.
pub fn import(bytes: &[u8], seed: u64) -> Result<Imported, NrtmError> {
    if bytes.len() > MAX_IMPORT_BYTES {
        return Err(NrtmError::TooLarge {
            size: bytes.len(),
            max: MAX_IMPORT_BYTES,
        });
    }
    let bytes = bytes
        .strip_prefix(b"\xEF\xBB\xBF".as_slice())
        .unwrap_or(bytes);
    if let Err(e) = std::str::from_utf8(bytes) {
        return Err(invalid(
            "file",
            format!("not UTF-8 text ({e}); the file must be saved as UTF-8"),
        ));
    }
    let root: Value = serde_json::from_slice(bytes)?;
    let top = root
        .as_object()
        .ok_or_else(|| invalid("top level", "not a JSON object"))?;
    let mut notes = Vec::new();
    let dialect = Dialect::detect(top);
    let mut players = parse_players(top)?;
    let known: BTreeSet<PlayerId> = players.iter().map(|p| p.id).collect();
    let mut rounds = parse_rounds(top, &known, &mut notes)?;
    let elimination_players = parse_elimination_players(top, &known)?;
    if dialect == Dialect::AesopsTables2023 {
        // SoS and ESoS are rounded to 3 decimals, however many are written.
        for p in &mut players {
            for v in [&mut p.sos, &mut p.esos].into_iter().flatten() {
                v.tolerance = v.tolerance.min(aesops2023::PUBLISHED_TOLERANCE);
            }
        }
    }
    // Cut games that give their winner as the tool's own numbers (Aesop's Tables 2023).
    let seeds: HashMap<PlayerId, u32> = elimination_players
        .iter()
        .filter_map(|e| Some((e.player, e.seed?)))
        .collect();
    let names: HashMap<PlayerId, &str> = players.iter().map(|p| (p.id, p.name.as_str())).collect();
    let name = |p: PlayerId| {
        names
            .get(&p)
            .map_or_else(|| p.to_string(), |n| (*n).to_string())
    };
    if let Some(note) = aesops2023::resolve_cut_numbers(&mut rounds, &seeds, &name)? {
        notes.push(note);
    }

    // Single- or double-sided: decided by the roles of the Swiss games.
    let single_sided = rounds
        .swiss
        .iter()
        .flatten()
        .any(|g| !g.is_bye() && (g.p1.role.is_some() || g.p2.role.is_some()));
    let registered = players.iter().filter(|p| !p.disqualified).count();
    let settings = settings_from(
        top,
        registered,
        rounds.swiss.len(),
        single_sided,
        &mut notes,
    )?;
    // The file's elimination data, verbatim: kept in `extra` when there is no cut to build (an
    // empty `eliminationPlayers`) or the cut cannot be built.
    let mut raw_settings = settings.clone();
    if !rounds.elimination_raw.is_empty() {
        raw_settings.extra.insert(
            EXTRA_ELIMINATION_ROUNDS.into(),
            Value::Array(rounds.elimination_raw.clone()),
        );
    }
    if let Some(v) = top.get("eliminationPlayers").filter(|v| v.is_array()) {
        raw_settings
            .extra
            .insert(EXTRA_ELIMINATION_PLAYERS.into(), v.clone());
    }

    // Results first, so every error in the file is found before the event is built.
    let n = rounds.swiss.len();
    let mut results: Vec<Vec<Option<MatchResult>>> = Vec::with_capacity(n);
    let mut sides: Vec<Vec<Option<Side>>> = Vec::with_capacity(n);
    for (i, round) in rounds.swiss.iter().enumerate() {
        let r = i + 1;
        let mut rr = Vec::with_capacity(round.len());
        let mut rs = Vec::with_capacity(round.len());
        for g in round {
            let place = g.place(r);
            if g.is_bye() {
                let holder = if g.p1.id.is_some() { &g.p1 } else { &g.p2 };
                let bye_points = if single_sided { 3 } else { 6 };
                let file_points = holder
                    .combined
                    .or_else(|| holder.corp.zip(holder.runner).map(|(a, b)| a + b));
                if let Some(p) = file_points
                    && p != bye_points
                {
                    notes.push(format!(
                        "{place}: the bye is worth {p} in the file; byes are worth {bye_points} here"
                    ));
                }
                rr.push(None);
                rs.push(None);
                continue;
            }
            let (result, side) = if single_sided {
                let side = single_side(g, &place)?;
                (single_result(g, side), Some(side))
            } else {
                if g.p1.role.is_some() || g.p2.role.is_some() {
                    return Err(invalid(
                        &place,
                        "a single-sided game in a double-sided event (mixed rounds are not supported)",
                    ));
                }
                (double_result(g, &place, &mut notes), None)
            };
            if result.is_none() && r < n {
                return Err(invalid(
                    &place,
                    format!(
                        "no result (scores null or 0–0), but round {} follows",
                        r + 1
                    ),
                ));
            }
            rr.push(result);
            rs.push(side);
        }
        results.push(rr);
        sides.push(rs);
    }

    // When each player joins, leaves and comes back.
    let n32 = n as u32;
    let mut appearances: HashMap<PlayerId, Vec<u32>> = HashMap::new();
    for (i, round) in rounds.swiss.iter().enumerate() {
        for g in round {
            for id in [g.p1.id, g.p2.id].into_iter().flatten() {
                appearances.entry(id).or_default().push(i as u32 + 1);
            }
        }
    }
    let mut by_id: Vec<&FilePlayer> = players.iter().collect();
    by_id.sort_by_key(|p| p.id);
    let mut join_before: BTreeMap<u32, Vec<&FilePlayer>> = BTreeMap::new();
    let mut rejoin_before: BTreeMap<u32, Vec<&FilePlayer>> = BTreeMap::new();
    let mut leave_after: BTreeMap<u32, Vec<(&FilePlayer, Leave)>> = BTreeMap::new();
    for p in &by_id {
        let last_leave = if p.disqualified {
            Leave::Disqualify
        } else {
            Leave::Drop
        };
        let apps = appearances.get(&p.id).map(Vec::as_slice).unwrap_or(&[]);
        let Some((&first, _)) = apps.split_first() else {
            join_before.entry(1).or_default().push(p);
            if n > 0 || p.forfeit || p.disqualified {
                leave_after.entry(0).or_default().push((p, last_leave));
            }
            continue;
        };
        join_before.entry(first).or_default().push(p);
        if first > 1 {
            notes.push(format!(
                "{} first plays in round {first}: registered late, with an unpaired loss for each earlier round",
                p.label()
            ));
        }
        for w in apps.windows(2) {
            if let [a, b] = *w
                && b > a + 1
            {
                leave_after.entry(a).or_default().push((p, Leave::Drop));
                rejoin_before.entry(b).or_default().push(p);
                let missed = if b == a + 2 {
                    format!("round {}", a + 1)
                } else {
                    format!("rounds {}–{}", a + 1, b - 1)
                };
                notes.push(format!(
                    "{} misses {missed}: dropped after round {a} and rejoined before round {b}, with an unpaired loss for each round missed",
                    p.label(),
                ));
            }
        }
        let last = apps.last().copied().unwrap_or(first);
        if last < n32 || p.forfeit || p.disqualified {
            leave_after.entry(last).or_default().push((p, last_leave));
        }
    }
    let plan = SwissPlan {
        rounds: &rounds.swiss,
        results,
        sides,
        join_before,
        rejoin_before,
        leave_after,
    };

    // The cut: its players leave (drop, disqualification) during it, not before it.
    let has_cut = !rounds.elimination.is_empty() || !elimination_players.is_empty();
    let mut seeded: Vec<PlayerId> = elimination_players.iter().map(|e| e.player).collect();
    for g in rounds.elimination.iter().flatten() {
        for p in [g.p1.id, g.p2.id].into_iter().flatten() {
            if !seeded.contains(&p) {
                seeded.push(p);
            }
        }
    }
    let defer: BTreeSet<PlayerId> = if has_cut {
        seeded.iter().copied().collect()
    } else {
        BTreeSet::new()
    };
    let mut build_notes = Vec::new();
    let first = if has_cut {
        settings
    } else {
        raw_settings.clone()
    };
    let (event, deferred) = plan.build(first, seed, &defer, &mut build_notes)?;
    let mut cut_differences = Vec::new();
    let event = if has_cut {
        let standings = event.standings();
        let swiss_rank = players
            .iter()
            .filter_map(|p| {
                let rank = p
                    .rank
                    .and_then(|r| u64::try_from(r).ok())
                    .or_else(|| standings.of(p.id).map(|r| r.rank as u64))?;
                Some((p.id, rank))
            })
            .collect();
        let file_cut = FileCut {
            cut_to_top: opt_int(top, "cutToTop", "top level")?.filter(|n| *n != 0),
            players: &elimination_players,
            first_round: rounds.elimination.first().map_or(&[], Vec::as_slice),
            games: rounds
                .elimination
                .iter()
                .zip(&rounds.elimination_numbers)
                .flat_map(|(games, &number)| games.iter().map(move |g| (number, g)))
                .collect(),
            seeded,
            swiss_rank,
        };
        match import_cut(&event, &file_cut, &deferred) {
            Ok(cut) => {
                build_notes.extend(cut.notes);
                cut_differences = cut.differences;
                cut.event
            }
            Err(reason) => {
                // Build again, with the elimination data kept verbatim for export.
                build_notes.clear();
                let (event, _) =
                    plan.build(raw_settings, seed, &BTreeSet::new(), &mut build_notes)?;
                build_notes.push(format!(
                    "the cut could not be rebuilt as a bracket, so the elimination rounds and eliminationPlayers are kept as they are in the file (and exported unchanged): {reason}"
                ));
                event
            }
        }
    } else {
        event
    };
    notes.extend(build_notes);

    let elimination = rounds
        .elimination
        .iter()
        .enumerate()
        .flat_map(|(i, games)| {
            games.iter().map(move |g| EliminationGame {
                round: i as u32 + 1,
                game: g.table,
                player1: EliminationSeat {
                    player: g.p1.id,
                    role: g.p1.role,
                    winner: g.p1.winner,
                },
                player2: EliminationSeat {
                    player: g.p2.id,
                    role: g.p2.role,
                    winner: g.p2.winner,
                },
                bye: g.bye,
            })
        })
        .collect();
    let (mut differences, mut comparison) = compare(&event, &players);
    comparison.cut_places = cut_differences.len();
    differences.extend(cut_differences);
    Ok(Imported {
        dialect,
        comparison,
        event,
        differences,
        notes,
        elimination,
        elimination_players,
    })
}

/// Published values against the recomputed standings.
fn compare(event: &Event, players: &[FilePlayer]) -> (Vec<String>, Comparison) {
    let standings = event.standings();
    let mut out = Vec::new();
    let mut counts = Comparison::default();
    for p in players {
        let Some(row) = standings.of(p.id) else {
            continue;
        };
        counts.players += 1;
        if let Some(mp) = p.match_points
            && mp != i64::from(row.points)
        {
            counts.match_points += 1;
            out.push(format!(
                "{}: matchPoints {mp} in the file, {} recomputed",
                p.label(),
                row.points
            ));
        }
        for (what, published, exact) in [
            ("strengthOfSchedule", p.sos, &row.sos),
            ("extendedStrengthOfSchedule", p.esos, &row.esos),
        ] {
            if let Some(v) = published {
                let ours = to_f64(exact);
                if (v.value - ours).abs() > v.tolerance {
                    if what == "strengthOfSchedule" {
                        counts.sos += 1;
                    } else {
                        counts.esos += 1;
                    }
                    out.push(format!(
                        "{}: {what} {} in the file, {ours} recomputed",
                        p.label(),
                        v.value
                    ));
                }
            }
        }
        if let Some(rank) = p.rank
            && rank != row.rank as i64
        {
            counts.rank += 1;
            out.push(format!(
                "{}: rank {rank} in the file, {} recomputed",
                p.label(),
                row.rank
            ));
        }
    }
    (out, counts)
}

// ----- export -----------------------------------------------------------------------------------

fn side_name(s: Side) -> &'static str {
    match s {
        Side::Corp => "corp",
        Side::Runner => "runner",
    }
}

fn won_by_name(g: &GameResult) -> Option<&'static str> {
    match g {
        GameResult::Win {
            reason: Some(r), ..
        } => match r {
            WinReason::Agenda => Some("ap"),
            WinReason::Flatline => Some("flatline"),
            WinReason::EmptyRnd => Some("mill"),
            WinReason::Concession => None,
        },
        _ => None,
    }
}

/// One seat: `role` is written only in single-sided rounds (`Some`).
fn seat(
    id: Option<PlayerId>,
    corp: Option<u32>,
    runner: Option<u32>,
    combined: Option<u32>,
    role: Option<Option<Side>>,
) -> Value {
    let mut m = Map::new();
    m.insert("id".into(), id.map_or(Value::Null, |p| json!(p.0)));
    if let Some(r) = role {
        m.insert(
            "role".into(),
            r.map_or(Value::Null, |s| json!(side_name(s))),
        );
    }
    m.insert("corpScore".into(), json!(corp));
    m.insert("runnerScore".into(), json!(runner));
    m.insert("combinedScore".into(), json!(combined));
    Value::Object(m)
}

fn export_pairing(p: &crate::engine::Pairing, single: bool, bye_points: u32) -> Value {
    let mut intentional = false;
    let mut two_for_one = false;
    let mut won_by: [Option<&str>; 2] = [None, None];
    let (s1, s2) = match (p.p2, &p.result) {
        (None, _) => {
            let role = single.then_some(None);
            (
                seat(Some(p.p1), None, None, Some(bye_points), role),
                seat(None, None, None, Some(0), role),
            )
        }
        (Some(b), None) => {
            let side = p.p1_side.unwrap_or(Side::Corp);
            (
                seat(Some(p.p1), None, None, None, single.then_some(Some(side))),
                seat(
                    Some(b),
                    None,
                    None,
                    None,
                    single.then_some(Some(side.other())),
                ),
            )
        }
        (Some(b), Some(result)) => {
            let (t1, t2) = result.points(p.p1_side);
            match *result {
                MatchResult::Games { p1_corp, p2_corp } => {
                    won_by = [won_by_name(&p1_corp), won_by_name(&p2_corp)];
                    (
                        seat(
                            Some(p.p1),
                            Some(p1_corp.points_for(Side::Corp)),
                            Some(p2_corp.points_for(Side::Runner)),
                            Some(t1),
                            None,
                        ),
                        seat(
                            Some(b),
                            Some(p2_corp.points_for(Side::Corp)),
                            Some(p1_corp.points_for(Side::Runner)),
                            Some(t2),
                            None,
                        ),
                    )
                }
                MatchResult::Single { game } => {
                    let side = p.p1_side.unwrap_or(Side::Corp);
                    let put = |s: Side, pts: u32| match s {
                        Side::Corp => (Some(pts), None),
                        Side::Runner => (None, Some(pts)),
                    };
                    let (c1, r1) = put(side, game.points_for(side));
                    let (c2, r2) = put(side.other(), game.points_for(side.other()));
                    won_by[0] = won_by_name(&game);
                    (
                        seat(Some(p.p1), c1, r1, Some(t1), Some(Some(side))),
                        seat(Some(b), c2, r2, Some(t2), Some(Some(side.other()))),
                    )
                }
                MatchResult::IntentionalSplit | MatchResult::Totals { .. } => {
                    intentional = matches!(result, MatchResult::IntentionalSplit);
                    if let MatchResult::Totals { two_for_one: f, .. } = result {
                        two_for_one = *f;
                    }
                    if single {
                        let side = p.p1_side.unwrap_or(Side::Corp);
                        (
                            seat(Some(p.p1), None, None, Some(t1), Some(Some(side))),
                            seat(Some(b), None, None, Some(t2), Some(Some(side.other()))),
                        )
                    } else {
                        (
                            seat(Some(p.p1), Some(0), Some(0), Some(t1), None),
                            seat(Some(b), Some(0), Some(0), Some(t2), None),
                        )
                    }
                }
            }
        }
    };
    let mut m = Map::new();
    m.insert("table".into(), json!(p.table));
    m.insert("player1".into(), s1);
    m.insert("player2".into(), s2);
    m.insert("intentionalDraw".into(), json!(intentional));
    m.insert("twoForOne".into(), json!(two_for_one));
    m.insert("eliminationGame".into(), json!(false));
    // Not NRTM: why the sides are what they are (read back by our own import; other tools
    // ignore fields they do not know).
    if let (true, Some(why)) = (single, p.side_reason) {
        m.insert("sideReason".into(), json!(why));
    }
    for (key, v) in ["game1WonBy", "game2WonBy"].into_iter().zip(won_by) {
        if let Some(v) = v {
            m.insert(key.into(), json!(v));
        }
    }
    Value::Object(m)
}

fn export_player(
    event: &Event,
    id: PlayerId,
    rank: usize,
    points: u32,
    sos: &Rational,
    esos: &Rational,
) -> Value {
    let mut m = Map::new();
    m.insert("id".into(), json!(id.0));
    m.insert("rank".into(), json!(rank));
    m.insert("matchPoints".into(), json!(points));
    m.insert("strengthOfSchedule".into(), json!(to_f64(sos)));
    m.insert("extendedStrengthOfSchedule".into(), json!(to_f64(esos)));
    if let Some(p) = event.player(id) {
        m.insert("name".into(), json!(p.name));
        // AlwaysBeRunning matches identities best by their full NetrunnerDB titles.
        let title = |side, entered: &String| {
            crate::io::identities::normalise(side, entered)
                .map_or_else(|| entered.clone(), String::from)
        };
        if let Some(c) = &p.corp {
            m.insert("corpIdentity".into(), json!(title(Side::Corp, c)));
        }
        if let Some(r) = &p.runner {
            m.insert("runnerIdentity".into(), json!(title(Side::Runner, r)));
        }
        if let Some(x) = &p.pronouns {
            m.insert("pronouns".into(), json!(x));
        }
        m.insert("forfeit".into(), json!(p.status != PlayerStatus::Active));
        if p.status == PlayerStatus::Disqualified {
            m.insert("disqualified".into(), json!(true));
        }
        // Deck lists are private unless the event's visibility opens them (a field of ours).
        if crate::io::decks::is_open(event, id) {
            let db = crate::io::cards::embedded();
            let lists: Map<String, Value> = [(Side::Corp, "corp"), (Side::Runner, "runner")]
                .into_iter()
                .filter_map(|(side, key)| {
                    let reg = event.deck(id, side)?;
                    Some((
                        key.to_string(),
                        json!(crate::io::decklist::to_text(&reg.deck, db)),
                    ))
                })
                .collect();
            if !lists.is_empty() {
                m.insert("decklists".into(), Value::Object(lists));
            }
        }
    }
    Value::Object(m)
}

/// One elimination game as Cobra writes it: `table` is the game number, each player has
/// `role` (`null` while the sides are not decided, and for a bye) and `winner` (`null` while the
/// game has no result). A bye (the other player dropped) is written as a win of the player who
/// advances, with `"bye": true`.
fn export_elimination_game(g: &GameView) -> Option<Value> {
    let (a, b) = g.pair()?;
    let seat = |p: PlayerId| {
        let mut m = Map::new();
        m.insert("id".into(), json!(p.0));
        m.insert(
            "role".into(),
            g.sides
                .and_then(|s| s.side_of(p))
                .map_or(Value::Null, |s| json!(side_name(s))),
        );
        m.insert(
            "winner".into(),
            g.result.map_or(Value::Null, |r| json!(r.winner == p)),
        );
        Value::Object(m)
    };
    let mut m = Map::new();
    m.insert("table".into(), json!(g.number()));
    m.insert("player1".into(), seat(a));
    m.insert("player2".into(), seat(b));
    m.insert("intentionalDraw".into(), json!(false));
    m.insert("twoForOne".into(), json!(false));
    m.insert("eliminationGame".into(), json!(true));
    if g.result.is_some_and(|r| r.kind == ResultKind::Bye) {
        m.insert("bye".into(), json!(true));
    }
    Some(Value::Object(m))
}

/// The elimination rounds: one array per bracket round, games in number order. Written: every
/// decided game and every game ready to be played (both players known); not written: games
/// still waiting for their players, and a second final that is not needed.
fn export_elimination_rounds(bracket: &Bracket) -> Vec<Value> {
    let games = bracket.games();
    (1..=bracket.rounds())
        .filter_map(|round| {
            let mut in_round: Vec<&GameView> = games
                .iter()
                .filter(|g| {
                    g.round() == round
                        && matches!(g.status, GameStatus::Decided | GameStatus::Ready)
                })
                .collect();
            in_round.sort_by_key(|g| g.number());
            let list: Vec<Value> = in_round
                .into_iter()
                .filter_map(export_elimination_game)
                .collect();
            (!list.is_empty()).then_some(Value::Array(list))
        })
        .collect()
}

/// `eliminationPlayers`: every player of the cut with their `seed` and their final place as
/// `rank` (`null` while it is not decided); decided places first, in place order, then the
/// others by seed.
fn export_elimination_players(event: &Event, bracket: &Bracket) -> Value {
    let places = bracket.places();
    let place_of = |p: PlayerId| {
        places
            .iter()
            .position(|x| *x == Some(p))
            .map(|i| i as u64 + 1)
    };
    // A player disqualified during the cut takes no place and is left out (the `players` entry
    // marks them `"disqualified": true`).
    let mut rows: Vec<(Option<u64>, usize, PlayerId)> = bracket
        .seeds()
        .iter()
        .enumerate()
        .filter(|(_, p)| !bracket.disqualified().contains(p))
        .map(|(i, &p)| (place_of(p), i + 1, p))
        .collect();
    rows.sort_by_key(|(place, seed, _)| (place.unwrap_or(u64::MAX), *seed));
    Value::Array(
        rows.into_iter()
            .map(|(place, seed, p)| {
                json!({
                    "id": p.0,
                    "name": event.player(p).map_or_else(String::new, |x| x.name.clone()),
                    "rank": place,
                    "seed": seed,
                })
            })
            .collect(),
    )
}

/// The event as NRTM JSON (Cobra's dialect; see the module documentation).
pub fn export(event: &Event) -> Value {
    let settings = event.settings();
    let mut top = Map::new();
    for (k, v) in &settings.extra {
        if !k.starts_with("nrtm.") {
            top.insert(k.clone(), v.clone());
        }
    }
    top.insert("name".into(), json!(settings.name));
    let date = match (&settings.date, settings.extra.get("date")) {
        (Some(d), _) => json!(d),
        (None, Some(raw)) => raw.clone(),
        (None, None) => json!(""),
    };
    top.insert("date".into(), date);
    let suggestion = event.planned();
    // The cut actually made (the organizer may have overridden the structure's size).
    let cut_size = event.cut().map_or(suggestion.cut, |b| b.cut());
    let cut = match (cut_size, settings.extra.get("cutToTop")) {
        (CutSize::None, Some(raw)) => raw.clone(),
        (c, _) => json!(c.players()),
    };
    top.insert("cutToTop".into(), cut);
    // What happened, once the cut has ended the Swiss stage (3 rounds played of 4 planned is
    // published as 3); while the Swiss stage is open, the structure announced (or the rounds
    // already paired, when more).
    let played = event.rounds().len();
    let prelim = if event.cut().is_some() {
        played
    } else {
        (suggestion.rounds as usize).max(played)
    };
    top.insert("preliminaryRounds".into(), json!(prelim));

    let standings = event.standings();
    let mut players: Vec<Value> = standings
        .rows
        .iter()
        .enumerate()
        .map(|(i, r)| export_player(event, r.player, i + 1, r.points, &r.sos, &r.esos))
        .collect();
    // Disqualified players are not in the standings; NRTM lists them last, by the same
    // points, SoS and ESoS (one definition: `standings::every_row`), then by id.
    if event
        .players()
        .iter()
        .any(|p| p.status == PlayerStatus::Disqualified)
    {
        let every = standings::every_row(event.players(), event.rounds(), event.scoring());
        let mut rows: Vec<Standing> = event
            .players()
            .iter()
            .zip(every)
            .filter(|(p, _)| p.status == PlayerStatus::Disqualified)
            .map(|(_, r)| r)
            .collect();
        rows.sort_by(|a, b| {
            b.points
                .cmp(&a.points)
                .then_with(|| b.sos.cmp(&a.sos))
                .then_with(|| b.esos.cmp(&a.esos))
                .then_with(|| a.player.cmp(&b.player))
        });
        let base = players.len();
        for (i, r) in rows.iter().enumerate() {
            players.push(export_player(
                event,
                r.player,
                base + i + 1,
                r.points,
                &r.sos,
                &r.esos,
            ));
        }
    }
    top.insert("players".into(), Value::Array(players));

    let single = settings.format.single_sided();
    let bye_points = settings.format.bye_points();
    let mut rounds: Vec<Value> = event
        .rounds()
        .iter()
        .map(|r| {
            Value::Array(
                r.pairings
                    .iter()
                    .map(|p| export_pairing(p, single, bye_points))
                    .collect(),
            )
        })
        .collect();
    match event.cut() {
        Some(bracket) => {
            rounds.extend(export_elimination_rounds(bracket));
            top.insert("rounds".into(), Value::Array(rounds));
            top.insert(
                "eliminationPlayers".into(),
                export_elimination_players(event, bracket),
            );
        }
        None => {
            // An import whose cut could not be rebuilt: written back as read.
            if let Some(Value::Array(elim)) = settings.extra.get(EXTRA_ELIMINATION_ROUNDS) {
                rounds.extend(elim.iter().cloned());
            }
            top.insert("rounds".into(), Value::Array(rounds));
            if let Some(ep) = settings.extra.get(EXTRA_ELIMINATION_PLAYERS) {
                top.insert("eliminationPlayers".into(), ep.clone());
            }
        }
    }
    top.insert(
        "links".into(),
        json!([{"rel": "schemaderivedfrom", "href": SCHEMA_HREF}]),
    );
    top.insert("uploadedFrom".into(), json!(UPLOADED_FROM));
    Value::Object(top)
}

/// [`export`] as indented JSON text.
pub fn export_string(event: &Event) -> String {
    format!("{:#}", export(event))
}
