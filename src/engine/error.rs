//! The engine's error and warning types.

use crate::engine::ids::{BracketKind, PlayerId, PlayerStatus, RoundRef, Side, Source};
use crate::engine::structure::{CutSize, Format};
use crate::engine::swiss::PairingError;
use std::fmt;
use thiserror::Error;

/// Why a command was refused. The event is unchanged whenever one of these is returned.
#[derive(Debug, Clone, PartialEq, Eq, Error)]
pub enum EngineError {
    /// No player has this id.
    UnknownPlayer(PlayerId),
    /// No player has this name.
    UnknownPlayerName(String),
    /// No follower link of this name, or it was revoked (issue 39).
    UnknownFollower {
        /// The name.
        name: String,
    },
    /// Another computer took the event over: this copy only reads (issue 39).
    EventMoved {
        /// The computer that took over.
        by: String,
        /// When (RFC 3339).
        at: String,
    },
    /// A player with this name (compared case-insensitively) is already registered.
    DuplicateName(String),
    /// A player id is already taken.
    DuplicateId(PlayerId),
    /// A name that cannot be used.
    InvalidName {
        /// The offending name.
        name: String,
        /// The rule it breaks.
        reason: NameRule,
    },
    /// A text field that cannot be used.
    InvalidField {
        /// Which field.
        field: Field,
        /// What is wrong with it.
        reason: FieldProblem,
    },
    /// The player's status does not allow this.
    WrongPlayerStatus {
        /// The player's name.
        name: String,
        /// The player's current status.
        status: PlayerStatus,
        /// What was refused.
        what: StatusBlock,
    },
    /// No round with this number in the Swiss stage.
    NoSuchRound(u32),
    /// No table with this number in the round.
    NoSuchTable {
        /// The round number.
        round: u32,
        /// The table number.
        table: u32,
    },
    /// The player is not in this round.
    PlayerNotInRound {
        /// The player's name.
        name: String,
        /// The round number.
        round: u32,
    },
    /// A round still has tables without a result, or unpaired players.
    RoundIncomplete {
        /// The round number.
        round: u32,
        /// Its tables (or pods) without a result.
        open: Places,
        /// Active players neither paired nor given a bye or an unpaired loss (their names).
        unpaired: Vec<String>,
    },
    /// The round already has results, so it cannot be changed this way.
    RoundHasResults {
        /// The round number.
        round: u32,
        /// The tables (or pods) with results.
        tables: Places,
    },
    /// Only the latest round can be changed this way.
    NotLatestRound {
        /// The round named (only the latest round can be edited by hand).
        round: u32,
        /// The latest round.
        latest: u32,
    },
    /// A result that cannot have happened.
    ImpossibleResult(ResultProblem),
    /// A result was entered for a bye.
    ResultForBye {
        /// The round number.
        round: u32,
        /// The table number.
        table: u32,
    },
    /// Too few players to do this.
    NotEnoughPlayers(Shortage),
    /// A self-report or a scorekeeper's change was refused (issue 17): what the phone says.
    ReportRefused(ReportRefusal),
    /// Registration by phone refused this (issue 38).
    Registration(RegistrationRefusal),
    /// The pairing algorithm failed (should not happen; reported rather than panicking).
    Pairing(PairingFailure),

    // ----- the stage: what the event has done so far decides what it can do next --------------
    /// The cut has been made: the Swiss stage is over.
    SwissStageOver,
    /// A new player after the cut: the elimination rounds admit none.
    RegistrationClosed {
        /// The name given.
        name: String,
    },
    /// The command needs the cut, which has not been made.
    CutNotMade,
    /// The cut can be made once.
    CutAlreadyMade,
    /// Elimination games have results, so the cut stays.
    CutHasResults,
    /// The command needs a paired round and there is none.
    NoRoundYet,
    /// Every game of the elimination bracket has a result.
    BracketFinished,
    /// An elimination round still has games without a result.
    EliminationRoundIncomplete {
        /// The elimination round.
        round: u32,
        /// Its games that can be played and have no result.
        open: Vec<u32>,
        /// Its games that wait for those.
        waiting: Vec<u32>,
    },
    /// The format is fixed once a round has been paired.
    FormatFixedByRounds,
    /// The format is fixed while Big Sell-Out teams are registered.
    FormatFixedByTeams,
    /// A result entered would be impossible in the new format.
    FormatBreaksResult {
        /// The format asked for.
        to: Format,
        /// The round of the result.
        round: u32,
        /// Its table.
        table: u32,
        /// Why the result is impossible in that format.
        reason: Box<EngineError>,
    },
    /// A file from before multiplayer events has Swiss rounds in a multiplayer event.
    LegacySwissRounds,
    /// The command is for another kind of event.
    WrongFormat {
        /// The event's format.
        format: Format,
        /// The command refused.
        command: RefusedCommand,
        /// What does not fit.
        why: FormatMismatch,
    },
    /// An event, a Swiss stage or a multiplayer event is full.
    LimitReached {
        /// What is counted.
        what: Limit,
        /// The most there can be.
        max: u32,
    },

    // ----- draft seating ---------------------------------------------------------------------
    /// A full draft pairs round 1 by draft seat, and there is no seating.
    DraftSeatingMissing,
    /// The draft seating is only set before round 1.
    DraftSeatingClosed,
    /// Active players without a draft seat.
    DraftSeatingIncomplete {
        /// Their names.
        missing: Vec<String>,
    },
    /// A player given two draft seats.
    TwoDraftSeats {
        /// The player's name.
        name: String,
    },

    // ----- pairing by hand -------------------------------------------------------------------
    /// A player twice in one round.
    PlayerTwice {
        /// The player's name.
        name: String,
        /// The round.
        round: u32,
    },
    /// A table number twice (or 0) in one round.
    TableTwice {
        /// The round.
        round: u32,
        /// The table.
        table: u32,
    },
    /// A single-sided pairing without its sides.
    SidesMissing,
    /// A player paired with (or swapped with) themselves.
    SamePlayer {
        /// A swap rather than a pairing.
        swap: bool,
    },
    /// The player already has a table in the round.
    AlreadySeated {
        /// The player's name.
        name: String,
        /// The round.
        round: u32,
        /// Their table.
        table: u32,
    },

    // ----- players leaving and coming back ---------------------------------------------------
    /// A player who cannot rejoin.
    CannotRejoin {
        /// The player's name.
        name: String,
        /// Why not.
        why: RejoinBlock,
    },
    /// Undoing a drop is for the elimination rounds.
    NoEliminationDrop,

    // ----- deck lists ------------------------------------------------------------------------
    /// The event has started: deck lists change only as a leader's correction.
    DeckListsLocked {
        /// The player's name.
        name: String,
        /// The list's side.
        side: Side,
    },
    /// There is no list to remove.
    NoDeckList {
        /// The player's name.
        name: String,
        /// The side.
        side: Side,
    },

    // ----- publication -----------------------------------------------------------------------
    /// A round not paired yet cannot be published.
    NotPairedYet {
        /// The round asked for.
        round: u32,
        /// The latest round (0: none).
        latest: u32,
    },
    /// These pairings are already the published ones (round 0: none published).
    AlreadyPublished {
        /// The round (0: no pairings).
        round: u32,
    },
    /// The standings are already shown (or hidden).
    StandingsAlready {
        /// Shown rather than hidden.
        shown: bool,
    },

    // ----- multiplayer -----------------------------------------------------------------------
    /// No team has this number.
    UnknownTeam(u32),
    /// No team has this name.
    UnknownTeamName(String),
    /// No pod with this number in the round.
    NoSuchPod {
        /// The round.
        round: u32,
        /// The pod.
        pod: u32,
    },
    /// A team of one player twice.
    TeamOfOne,
    /// A new team names a player who is already on a team (replace a member instead).
    AlreadyOnTeam {
        /// The player's name.
        name: String,
        /// Their team's name.
        team: String,
    },
    /// The player named is not a member of the team.
    NotTeamMember {
        /// The player's name.
        name: String,
        /// The team's name.
        team: String,
    },
    /// NAPD players without a Runner identity.
    RunnerIdentityMissing {
        /// Their names.
        names: Vec<String>,
    },
    /// Big Sell-Out players not on a team.
    NotOnTeam {
        /// Their names.
        names: Vec<String>,
    },
    /// NAPD pods cannot be formed without two Runners of one identity in a pod.
    IdentityClash {
        /// The players (names) that would share a pod, and their identity.
        clashes: Vec<(String, String, String)>,
    },

    // ----- featured tables (streaming) -------------------------------------------------------
    /// The round has no featured table to clear.
    NoFeaturedTable {
        /// The round.
        round: RoundRef,
    },
    /// The table is already the round's featured table.
    AlreadyFeatured {
        /// The table.
        table: u32,
        /// The round.
        round: RoundRef,
    },
    /// The table cannot be featured (no such table or game, a bye, a game not needed).
    CannotFeature {
        /// The round.
        round: RoundRef,
        /// The table.
        table: u32,
        /// Why not.
        why: FeatureProblem,
    },

    // ----- the round clock and the elimination bracket ---------------------------------------
    /// The round clock refuses.
    Clock(ClockRefusal),
    /// The elimination bracket refuses.
    Bracket(BracketRefusal),
}

/// What is wrong in a loaded event that no command could have made: a file edited by hand, or
/// damaged. The file's loader shows it as "not a valid event file: …".
#[derive(Debug, Clone, PartialEq, Eq, Error)]
pub enum Inconsistency {
    /// More players or Swiss rounds than an event can have.
    TooMany {
        /// What is counted.
        what: Limit,
        /// How many the file has.
        count: usize,
        /// The most there can be.
        max: u32,
    },
    /// A stored name with spaces around it.
    NameSpaces {
        /// The player.
        player: PlayerId,
        /// The name as stored.
        name: String,
    },
    /// A stored name that cannot be used.
    BadName {
        /// The player.
        player: PlayerId,
        /// Why not.
        reason: Box<EngineError>,
    },
    /// Players not in id order.
    IdOrder(PlayerId),
    /// Two players with one name.
    SameName(String),
    /// A round stored under another number than its position.
    Misnumbered {
        /// A pod round rather than a Swiss round.
        pods: bool,
        /// Its position, from 1.
        position: usize,
        /// The number stored.
        number: u32,
    },
    /// Table 0, or a table twice in a round.
    BadTable {
        /// The round.
        round: u32,
        /// The table.
        table: u32,
    },
    /// A player id that is not registered.
    UnknownPlayer {
        /// Where.
        place: Place,
        /// The id.
        player: PlayerId,
    },
    /// A team number that is not registered.
    UnknownTeam {
        /// Where.
        place: Place,
        /// The team's number.
        team: u32,
    },
    /// A player twice where they can be once.
    Twice {
        /// The player.
        player: PlayerId,
        /// Where they are twice.
        twice: Twice,
    },
    /// A stored value the engine refuses (a result, a deck list).
    Refused {
        /// Where.
        place: Place,
        /// Why.
        reason: Box<EngineError>,
    },
    /// Draft seats in an event that is not a full draft.
    DraftSeatsOutsideDraft,
    /// Pods in an event whose format is not multiplayer.
    PodsOutsideMultiplayer,
    /// Multiplayer settings the settings command would refuse.
    MultiplayerSettings(MultiplayerSettingsProblem),
    /// A round clock the clock commands could not have made.
    Clock(ClockProblem),
}

/// What is wrong in a stored round clock.
#[derive(Debug, Clone, PartialEq, Eq, Error)]
pub enum ClockProblem {
    /// A length that is not a whole number of minutes from 1.
    Length(i64),
    /// More time taken than the round has.
    LessThanNothing {
        /// The time taken (ms).
        taken: i64,
        /// The round's length (ms).
        length: i64,
    },
    /// A table extension of table 0, or of no time.
    Extension {
        /// The table.
        table: u32,
        /// The extension (ms).
        ms: i64,
    },
    /// A state that starting, pausing and resuming cannot reach.
    Unreachable {
        /// The state, as the file has it.
        state: String,
        /// The last change (ms).
        last: Option<i64>,
    },
}

/// What is wrong in a stored elimination bracket.
#[derive(Debug, Clone, PartialEq, Eq, Error)]
pub enum BracketFileProblem {
    /// The bracket's kind, cut and seeds do not make a bracket.
    Refused(Box<EngineError>),
    /// Not the games of the table.
    Games {
        /// The bracket's kind.
        kind: BracketKind,
        /// The cut.
        cut: CutSize,
        /// The games of the table.
        games: usize,
    },
    /// A player marked both ways.
    DroppedAndDisqualified(PlayerId),
    /// A stored game that the games before it do not allow.
    Game {
        /// The game.
        game: u32,
        /// What is wrong with it.
        problem: GameProblem,
    },
}

/// Why multiplayer settings cannot be used (a settings command, or a loaded file).
#[derive(Debug, Clone, PartialEq, Eq, Error)]
pub enum MultiplayerSettingsProblem {
    /// Rounds out of range.
    Rounds {
        /// The rounds asked for.
        rounds: u32,
        /// The most there can be.
        max: u32,
    },
    /// An NAPD pod size out of range.
    NapdPodSize(u32),
    /// A Big Sell-Out pod size out of range.
    BigSellOutPodSize(u32),
    /// More than 100 points a game.
    Scoring,
    /// A win at time worth more than a win.
    TimedWinAboveWin {
        /// Points for a win at time.
        timed_win: u32,
        /// Points for a win.
        win: u32,
    },
    /// The event's format is not multiplayer.
    NotMultiplayer(Format),
}

/// What kind of refusal an [`EngineError`] is, for a front end that answers in categories (the
/// local-network server: 404, 409, 422).
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum RefusalKind {
    /// The command names something that does not exist (a player, round, table, team, pod, game).
    NotFound,
    /// The command does not fit the event as it is now: its stage, its format, a limit, or a
    /// state that must change first.
    Conflict,
    /// The command's own values cannot be used (a name, a result, a seating, a pairing).
    Invalid,
    /// The engine failed where it should not (reported rather than panicking).
    Internal,
}

impl EngineError {
    /// The kind of refusal, for front ends that answer in categories. One exhaustive `match`: a
    /// new variant does not compile until it has a kind.
    pub fn kind(&self) -> RefusalKind {
        use EngineError as E;
        match self {
            E::UnknownPlayer(_)
            | E::UnknownPlayerName(_)
            | E::UnknownFollower { .. }
            | E::NoSuchRound(_)
            | E::NoSuchTable { .. }
            | E::UnknownTeam(_)
            | E::UnknownTeamName(_)
            | E::NoSuchPod { .. } => RefusalKind::NotFound,
            E::Bracket(BracketRefusal::NoSuchGame { .. }) => RefusalKind::NotFound,
            E::DuplicateName(_)
            | E::DuplicateId(_)
            | E::InvalidName { .. }
            | E::InvalidField { .. }
            | E::ImpossibleResult(_)
            | E::ResultForBye { .. }
            | E::DraftSeatingIncomplete { .. }
            | E::TwoDraftSeats { .. }
            | E::PlayerTwice { .. }
            | E::TableTwice { .. }
            | E::SidesMissing
            | E::SamePlayer { .. }
            | E::TeamOfOne
            | E::AlreadyOnTeam { .. }
            | E::NotTeamMember { .. } => RefusalKind::Invalid,
            E::Pairing(_) => RefusalKind::Internal,
            E::WrongPlayerStatus { .. }
            | E::PlayerNotInRound { .. }
            | E::RoundIncomplete { .. }
            | E::RoundHasResults { .. }
            | E::NotLatestRound { .. }
            | E::NotEnoughPlayers(_)
            | E::SwissStageOver
            | E::EventMoved { .. }
            | E::RegistrationClosed { .. }
            | E::CutNotMade
            | E::CutAlreadyMade
            | E::CutHasResults
            | E::NoRoundYet
            | E::BracketFinished
            | E::EliminationRoundIncomplete { .. }
            | E::FormatFixedByRounds
            | E::FormatFixedByTeams
            | E::FormatBreaksResult { .. }
            | E::LegacySwissRounds
            | E::WrongFormat { .. }
            | E::LimitReached { .. }
            | E::DraftSeatingMissing
            | E::DraftSeatingClosed
            | E::AlreadySeated { .. }
            | E::CannotRejoin { .. }
            | E::NoEliminationDrop
            | E::DeckListsLocked { .. }
            | E::NoDeckList { .. }
            | E::NotPairedYet { .. }
            | E::AlreadyPublished { .. }
            | E::StandingsAlready { .. }
            | E::RunnerIdentityMissing { .. }
            | E::NotOnTeam { .. }
            | E::IdentityClash { .. }
            | E::NoFeaturedTable { .. }
            | E::AlreadyFeatured { .. }
            | E::CannotFeature { .. }
            | E::Clock(_)
            | E::Bracket(_) => RefusalKind::Conflict,
            // The server answers these itself (another table, a revoked link: forbidden); as a
            // category they are conflicts with the event as it is now.
            E::ReportRefused(_) => RefusalKind::Conflict,
            E::Registration(RegistrationRefusal::NoSuchEntry { .. }) => RefusalKind::NotFound,
            E::Registration(RegistrationRefusal::BadSecret | RegistrationRefusal::BadToken) => {
                RefusalKind::Invalid
            }
            E::Registration(_) => RefusalKind::Conflict,
        }
    }
}

/// Tables (or a multiplayer round's pods) a refusal names, in order.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum Places {
    /// Tables of a Swiss round.
    Tables(Vec<u32>),
    /// Pods of a multiplayer round.
    Pods(Vec<u32>),
}

/// Why there are not enough players ([`EngineError::NotEnoughPlayers`]).
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Shortage {
    /// Fewer than 2 active players to pair a Swiss round.
    Pair {
        /// The active players.
        active: usize,
    },
    /// Fewer than 2 active players to pair the latest round again.
    Repair,
    /// Fewer players who have not dropped than the cut takes.
    Cut {
        /// The cut.
        cut: CutSize,
        /// The players who have not dropped.
        have: usize,
    },
    /// Fewer than 2 active players (NAPD) or teams (The Big Sell-Out) to pair pods.
    Pods {
        /// Teams rather than players.
        teams: bool,
        /// The active players or teams.
        active: usize,
    },
    /// Fewer than 2 units for the pods.
    Units {
        /// The units there are.
        units: usize,
    },
}

/// Why the pairing failed ([`EngineError::Pairing`]; should not happen).
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum PairingFailure {
    /// The Swiss solver refused.
    Solver(PairingError),
    /// A team's players were not added.
    TeamNotAdded,
}

/// Why a table cannot be featured ([`EngineError::CannotFeature`]).
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum FeatureProblem {
    /// The round does not exist.
    NoRound,
    /// An elimination round before the cut.
    NoCut,
    /// The multiplayer round has no such pod.
    NoPod,
    /// The Swiss round has no such table.
    NoTable,
    /// The table is a bye.
    Bye,
    /// The elimination round has no such game.
    NoGame,
    /// The game is not needed.
    GameNotNeeded,
}

/// Why a result cannot have happened ([`EngineError::ImpossibleResult`]). Players and teams
/// by name, except where the engine has only ids (a bracket's players).
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum ResultProblem {
    /// A timed game with a winning total of agenda points.
    TimedPoints {
        /// The larger total.
        points: u32,
        /// The Corp's points.
        corp: u32,
        /// The Runner's points.
        runner: u32,
        /// The points that win.
        to_win: u32,
    },
    /// A timed win for the side with fewer (or equal) points.
    TimedWin {
        /// The winner.
        side: Side,
        /// The Corp's points.
        corp: u32,
        /// The Runner's points.
        runner: u32,
    },
    /// A draw with unequal points.
    DrawPoints {
        /// The Corp's points.
        corp: u32,
        /// The Runner's points.
        runner: u32,
    },
    /// Two games in a single-sided round.
    SingleSided,
    /// One game in a double-sided round.
    DoubleSided,
    /// Round totals no games give.
    Totals {
        /// The first player's total.
        p1: u32,
        /// The second player's.
        p2: u32,
        /// The games of the round.
        games: u32,
    },
    /// A timed elimination game with a winning total for a player.
    TimedPlayerPoints {
        /// The points.
        points: u32,
        /// The player.
        name: String,
        /// The points that win.
        to_win: u32,
    },
    /// A timed elimination game needs two players with different seeds.
    Seeds {
        /// One player.
        a: PlayerId,
        /// Their seed.
        seed_a: u32,
        /// The other.
        b: PlayerId,
        /// Their seed.
        seed_b: u32,
    },
    /// The player does not play in the game.
    NotInGame {
        /// The player.
        player: PlayerId,
        /// The game.
        game: u32,
    },
    /// A result of another format's kind.
    WrongFormat {
        /// The event's format.
        format: Format,
    },
    /// NAPD: a player who is not a Runner of the pod.
    NotInPod {
        /// The player.
        name: String,
    },
    /// A Runner or team entered twice.
    Twice {
        /// The Runner or team.
        name: String,
    },
    /// More agenda points than can be entered.
    TooManyPoints {
        /// The Runner or team.
        name: String,
        /// Their points.
        points: u32,
        /// The most.
        max: u32,
    },
    /// NAPD: a Runner without a line.
    RunnerMissing {
        /// The Runner.
        name: String,
    },
    /// NAPD: more Corp points than can be entered.
    CorpTooMany {
        /// The points.
        points: u32,
        /// The most.
        max: u32,
    },
    /// NAPD: the Corp reached the winning total, so the game ended as a Corp agenda win.
    CorpWouldWin {
        /// The Corp's points.
        corp: u32,
        /// The points that win.
        win: u32,
    },
    /// NAPD: the Runners together reached the winning total.
    RunnersWouldWin {
        /// Their points together.
        total: u32,
        /// Flatlined Runners' points that no longer count.
        uncounted: Vec<(String, u32)>,
        /// The points that win.
        win: u32,
    },
    /// NAPD: a Corp agenda win without the points.
    CorpWinShort {
        /// The points that win.
        win: u32,
        /// The Corp's points.
        corp: u32,
    },
    /// NAPD: a Corp agenda win and the Runners at the winning total too.
    RunnersBoth {
        /// Their points together.
        total: u32,
        /// Flatlined Runners' points that no longer count.
        uncounted: Vec<(String, u32)>,
        /// The points that win.
        win: u32,
    },
    /// NAPD: a flatline win with Runners alive.
    FlatlineAlive {
        /// The Runners not flatlined.
        names: Vec<String>,
    },
    /// NAPD: a Runner win with every Runner flatlined.
    AllFlatlinedNotRunners,
    /// NAPD: a Runner agenda win without the points.
    RunnerWinShort {
        /// The points that win.
        win: u32,
        /// Their points together.
        total: u32,
        /// Flatlined Runners' points that no longer count.
        uncounted: Vec<(String, u32)>,
    },
    /// NAPD: a Runner agenda win and the Corp at the winning total too.
    CorpBoth {
        /// The Corp's points.
        corp: u32,
        /// The points that win.
        win: u32,
    },
    /// NAPD: every Runner flatlined, so the Corp won by flatline.
    AllFlatlined,
    /// The Big Sell-Out: a team not in the pod.
    TeamNotInPod {
        /// The team.
        name: String,
    },
    /// The Big Sell-Out (Android: Netrunner edition): a flatlined Agent does not make a team leave.
    AgentFlatlinedAnr {
        /// The team.
        name: String,
    },
    /// The Big Sell-Out: a team without a line.
    TeamMissing {
        /// The team.
        name: String,
    },
    /// The Big Sell-Out: every team left.
    AllLeft,
    /// The Big Sell-Out: the winner left the game.
    LeftWinner {
        /// The team.
        name: String,
    },
    /// The Big Sell-Out: an agenda ending without a team at the goal.
    AgendaEnding {
        /// The goal.
        goal: u32,
        /// The most points of a team in the game.
        best: u32,
    },
    /// The Big Sell-Out (classic): more than one team at the goal.
    ClassicOneTeam {
        /// The goal.
        goal: u32,
        /// The teams at it.
        names: Vec<String>,
    },
    /// The Big Sell-Out (classic): no sudden death.
    SuddenDeathClassic,
    /// The Big Sell-Out: sudden death without a winner.
    SuddenDeathDraw,
    /// The Big Sell-Out: sudden death without the lead.
    SuddenDeathLead {
        /// The lead needed.
        lead: u32,
        /// The winner.
        winner: String,
        /// Their points.
        points: u32,
        /// A team too close.
        close: String,
        /// Its points.
        close_points: u32,
    },
    /// The Big Sell-Out: last team standing with others in the game.
    LastTeamOthers {
        /// The teams still in it.
        names: Vec<String>,
    },
    /// The Big Sell-Out (classic): the last team had already won on agendas.
    ClassicWon {
        /// The team.
        name: String,
        /// Its points.
        best: u32,
        /// The goal.
        goal: u32,
    },
    /// The Big Sell-Out: a timed ending with a team at the goal.
    TimeGoal {
        /// The team.
        name: String,
        /// Its points.
        points: u32,
        /// The goal.
        goal: u32,
    },
    /// The Big Sell-Out: the last team in the game wins.
    LastTeamWins {
        /// The team.
        name: String,
    },
    /// The Big Sell-Out: the team with the most points wins (not the one entered, or not a
    /// draw).
    MostPoints {
        /// The team.
        name: String,
        /// Its points.
        points: u32,
        /// The winner entered (none: a draw).
        winner: Option<String>,
    },
    /// The Big Sell-Out: teams tied, so a draw.
    Tied {
        /// The tied teams.
        names: Vec<String>,
        /// Their points.
        best: u32,
    },
}

/// Where a loaded file holds a value ([`Inconsistency`]).
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Place {
    /// A table of a Swiss round.
    Table {
        /// The round.
        round: u32,
        /// The table.
        table: u32,
    },
    /// A pod of a multiplayer round.
    Pod {
        /// The round.
        round: u32,
        /// The pod.
        pod: u32,
    },
    /// An unpaired loss of a round.
    UnpairedLoss {
        /// The round.
        round: u32,
    },
    /// A score adjustment of a round.
    ScoreAdjustment {
        /// The round.
        round: u32,
    },
    /// A draft seat (from 1).
    DraftSeat(u32),
    /// A deck list.
    DeckList,
    /// A team (its number).
    Team(u32),
    /// A player's deck list for a side.
    List {
        /// The player.
        player: PlayerId,
        /// The side.
        side: Side,
    },
}

/// How a loaded file holds a player twice ([`Inconsistency::Twice`]).
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Twice {
    /// Twice in a Swiss round.
    Round(u32),
    /// An unpaired loss in a round where they are seated.
    UnpairedLoss(u32),
    /// Two draft seats.
    DraftSeats,
    /// On two teams.
    Teams,
    /// Twice in a pod round.
    PodRound(u32),
}

/// What is wrong with a stored bracket game ([`BracketFileProblem::Game`]).
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum GameProblem {
    /// A result on a game that is not ready to be played.
    NotReady,
    /// Sides on a game whose players are not known.
    PlayersUnknown,
    /// Sides for other players than the game's.
    OtherPlayers,
}

/// An elimination game a drop decided by a bye ([`RejoinBlock::ByesDecided`]).
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct ByeGame {
    /// The game.
    pub game: u32,
    /// Who had the bye (by name), if the game has its result.
    pub to: Option<String>,
}

/// What ended a round's self-reports ([`ReportRefusal::RoundOver`]).
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum RoundOverSince {
    /// The cut has been made.
    Cut,
    /// A later Swiss round has been paired.
    Round(u32),
    /// A later elimination round is being played.
    Elimination(u32),
}

/// The command a refusal names ([`EngineError::WrongFormat`],
/// [`ReportRefusal::NotForScorekeepers`]), kept whole: `io::explain` words it as the history
/// does. It is held as `dyn Any` because commands name this module's types (a field of type
/// `Command` here would make the two modules import each other); [`RefusedCommand::get`] gives
/// it back, and equality and `Debug` are the command's own.
#[derive(Clone)]
pub struct RefusedCommand {
    command: std::sync::Arc<dyn std::any::Any + Send + Sync>,
    eq: fn(&RefusedCommand, &RefusedCommand) -> bool,
    debug: fn(&RefusedCommand, &mut fmt::Formatter<'_>) -> fmt::Result,
}

impl RefusedCommand {
    /// Keeps `command` (a [`crate::engine::Command`]).
    pub fn new<T: std::any::Any + Send + Sync + PartialEq + fmt::Debug>(command: T) -> Self {
        RefusedCommand {
            command: std::sync::Arc::new(command),
            eq: |a, b| a.get::<T>().is_some_and(|a| b.get::<T>() == Some(a)),
            debug: |a, f| match a.get::<T>() {
                Some(c) => c.fmt(f),
                None => f.write_str("?"),
            },
        }
    }

    /// The command, if it is a `T`.
    pub fn get<T: std::any::Any>(&self) -> Option<&T> {
        self.command.downcast_ref()
    }
}

impl PartialEq for RefusedCommand {
    fn eq(&self, other: &Self) -> bool {
        (self.eq)(self, other)
    }
}

impl Eq for RefusedCommand {}

impl fmt::Debug for RefusedCommand {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        (self.debug)(self, f)
    }
}

/// Why a text cannot be a player's name ([`crate::engine::names::normalise`]).
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum NameRule {
    /// Nothing but spaces.
    Empty,
    /// Control characters.
    Control,
    /// An invisible formatting character.
    Invisible(InvisibleCharacter),
    /// Blank characters that show as nothing (Hangul fillers, the blank Braille pattern).
    Blank,
    /// An accent (combining mark) first, on nothing.
    AccentFirst,
    /// More accents on one letter than this.
    TooManyAccents {
        /// The most a letter may carry.
        max: usize,
    },
    /// No visible letter at all.
    NoVisibleLetter,
    /// `#` and digits: the command line's player number.
    PlayerNumber,
    /// Longer than this many characters.
    TooLong {
        /// The most characters.
        max: usize,
    },
}

/// An invisible formatting character in a name or a text shown as one.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum InvisibleCharacter {
    /// A zero-width joiner or non-joiner that is not between two visible characters.
    Joiner,
    /// Another format character (zero-width space, direction override, …).
    Format,
}

/// A field of a command that can be refused ([`EngineError::InvalidField`]).
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Field {
    /// The event's name.
    EventName,
    /// The planned Swiss rounds.
    Rounds,
    /// The round length.
    RoundLength,
    /// A player's fixed table.
    FixedTable,
    /// A player's Corp identity.
    CorpIdentity,
    /// A player's Runner identity.
    RunnerIdentity,
    /// A player's pronouns.
    Pronouns,
    /// How a player's name is read (ふりがな).
    Reading,
    /// A player id.
    PlayerId,
    /// A deck list.
    DeckList,
    /// A deck's name.
    DeckName,
    /// A deck's identity.
    Identity,
    /// The cut.
    Cut,
    /// A scorekeeper link's name.
    ScorekeeperName,
    /// A follower link's name, or the computer that took over (issue 39).
    FollowerName,
    /// The multiplayer settings.
    MultiplayerSettings,
    /// A team's name.
    TeamName,
    /// A team's Sponsor.
    Sponsor,
    /// A team's Agent.
    Agent,
    /// The printouts' language.
    Language,
    /// The event's date.
    Date,
    /// A score adjustment.
    ScoreAdjustment,
    /// A score adjustment's reason.
    Reason,
}

/// What is wrong with a field ([`EngineError::InvalidField`]).
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum FieldProblem {
    /// Nothing there.
    Empty,
    /// Swiss rounds out of range.
    RoundsRange {
        /// The rounds given.
        rounds: u32,
        /// The most there can be.
        max: u32,
    },
    /// Round minutes out of range.
    MinutesRange {
        /// The minutes given.
        minutes: u32,
        /// The most there can be.
        max: u32,
    },
    /// Table 0.
    TableFromOne,
    /// Player id 0.
    IdFromOne,
    /// A cut of another size.
    CutSize,
    /// Control characters in the text.
    Control {
        /// The text.
        text: String,
    },
    /// Longer than this many characters.
    TooLong {
        /// The most characters.
        max: usize,
    },
    /// An invisible formatting character.
    Invisible(InvisibleCharacter),
    /// Not a language tag.
    LanguageTag {
        /// The text given.
        text: String,
    },
    /// Not a `YYYY-MM-DD` date.
    Date {
        /// The text given.
        text: String,
    },
    /// A deck list's card (or identity) without a card id.
    NoCardId {
        /// The identity rather than a card.
        identity: bool,
    },
    /// A deck list's card (or identity) without a title.
    NoTitle {
        /// The identity rather than a card.
        identity: bool,
    },
    /// Copies of a card out of range.
    Copies {
        /// The copies.
        copies: u32,
        /// The card.
        title: String,
        /// The most a list holds.
        max: u32,
    },
    /// Too many different cards.
    TooManyCards {
        /// The cards.
        cards: usize,
        /// The most a list holds.
        max: usize,
    },
    /// The identity more than once.
    IdentityCopies {
        /// The copies.
        copies: u32,
        /// The identity.
        title: String,
    },
    /// A card listed twice.
    ListedTwice {
        /// The card.
        title: String,
    },
    /// A scorekeeper link of this name exists.
    ScorekeeperExists {
        /// The name.
        name: String,
    },
    /// A follower link of this name exists (issue 39).
    FollowerExists {
        /// The name.
        name: String,
    },
    /// A team of this name is registered.
    TeamExists {
        /// The name.
        name: String,
    },
    /// A Runner identity for the Sponsor.
    SponsorRunner,
    /// A Corp identity for the Agent.
    AgentCorp,
    /// A Corp identity other than the NAPD identity.
    NapdCorp {
        /// The NAPD Corp identity every Corp plays.
        identity: &'static str,
        /// The identity given.
        text: String,
    },
    /// Multiplayer settings that cannot be used.
    MultiplayerSettings(MultiplayerSettingsProblem),
    /// A score adjustment of 0 or out of range.
    AdjustmentRange {
        /// The adjustment.
        delta: i32,
        /// The most either way.
        max: u32,
    },
    /// An empty reason for a score adjustment.
    NoReason,
}

/// What a player's status does not allow ([`EngineError::WrongPlayerStatus`]).
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum StatusBlock {
    /// A draft seat for a player who is not active.
    DraftSeat,
    /// A seed in the cut.
    Seeded,
    /// A drop of a player who is not active.
    Drop,
    /// A disqualified player rejoining.
    RejoinDisqualified,
    /// An active player rejoining.
    Rejoin,
    /// Disqualified twice.
    Disqualified,
    /// A pairing.
    Paired,
}

/// What about the event's format does not fit a command ([`EngineError::WrongFormat`]).
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum FormatMismatch {
    /// A multiplayer command in a Swiss event.
    NotMultiplayer,
    /// A Swiss or elimination command in a multiplayer event (its rounds are pods).
    PodRounds,
    /// Draft seats outside a full draft.
    NotFullDraft,
    /// Single players in The Big Sell-Out (it registers teams).
    TeamsOnly,
    /// Teams in NAPD (players register alone).
    NoTeams,
}

/// What is full ([`EngineError::LimitReached`]).
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Limit {
    /// Players in an event.
    Players,
    /// Swiss rounds in an event.
    SwissRounds,
    /// Rounds of a multiplayer event.
    PodRounds,
    /// Scorekeeper links of an event (issue 17).
    Scorekeepers,
    /// Follower links of an event (issue 39).
    Followers,
}

/// Why a player cannot rejoin ([`EngineError::CannotRejoin`]).
#[derive(Debug, Clone, PartialEq, Eq, Error)]
pub enum RejoinBlock {
    /// They left in the Swiss rounds and the cut has been made since.
    LeftBeforeCut,
    /// Their drop in the elimination rounds already decided games by a bye.
    ByesDecided {
        /// The games, and who had the bye (if known).
        games: Vec<ByeGame>,
    },
}

/// Why the round clock refuses ([`EngineError::Clock`]).
#[derive(Debug, Clone, PartialEq, Eq, Error)]
pub enum ClockRefusal {
    /// No round has a clock yet.
    NoClock {
        /// The cut has been made (the next round is an elimination round).
        elimination: bool,
    },
    /// A round of no minutes.
    TooShort,
    /// A change with a time before the clock's last change.
    BeforeLastChange {
        /// The time given (ms).
        now: i64,
        /// The last change (ms).
        last: i64,
    },
    /// Started twice.
    AlreadyStarted,
    /// Not started yet.
    NotStarted,
    /// Paused twice.
    AlreadyPaused,
    /// Resumed while running.
    AlreadyRunning,
    /// Time called twice.
    TimeCalled,
    /// Taking more time than the round has.
    ShorterThanNothing {
        /// The time taken (ms).
        ms: i64,
    },
    /// Table 0.
    TableZero,
    /// Taking more extra time from a table than it has.
    ExtensionTooSmall {
        /// The table.
        table: u32,
        /// Its extra time (ms).
        ms: i64,
    },
}

/// Why the elimination bracket refuses ([`EngineError::Bracket`]). Players are named by id
/// (`#3`).
#[derive(Debug, Clone, PartialEq, Eq, Error)]
pub enum BracketRefusal {
    /// No bracket of this kind for this cut.
    NoTable {
        /// The bracket's kind.
        kind: BracketKind,
        /// The cut.
        cut: CutSize,
    },
    /// Not as many seeds as the cut has players.
    SeedCount {
        /// The cut.
        cut: CutSize,
        /// The seeds given.
        got: usize,
    },
    /// A player seeded twice.
    SeededTwice,
    /// No game of this number.
    NoSuchGame {
        /// The bracket's kind.
        kind: BracketKind,
        /// The cut.
        cut: CutSize,
        /// The game asked for.
        game: u32,
    },
    /// The game has a result.
    GameDecided {
        /// The game.
        game: u32,
    },
    /// The grand final's second game, not needed.
    GameNotNeeded {
        /// The game.
        game: u32,
    },
    /// The game's players come from games without a result.
    GameWaiting {
        /// The game.
        game: u32,
        /// Where its players come from.
        from: [Source; 2],
    },
    /// The game's players are not known yet.
    PlayersUnknown {
        /// The game.
        game: u32,
    },
    /// The game cannot be played yet.
    GameNotReady {
        /// The game.
        game: u32,
    },
    /// Nothing to clear.
    NoResult {
        /// The game.
        game: u32,
    },
    /// A bye from a drop is not cleared by hand.
    ByeResult {
        /// The game.
        game: u32,
    },
    /// A later game's result depends on this one.
    DependentResult {
        /// The game to clear.
        game: u32,
        /// The later game with a result.
        dependent: u32,
    },
    /// The player is not in the cut.
    NotInCut {
        /// The player.
        player: PlayerId,
    },
    /// The player is already in the cut.
    AlreadyInCut {
        /// The player.
        player: PlayerId,
    },
    /// The player has left the cut.
    AlreadyLeft {
        /// The player.
        player: PlayerId,
    },
    /// The player is already disqualified.
    AlreadyDisqualified {
        /// The player.
        player: PlayerId,
    },
    /// The player has not dropped.
    NotDropped {
        /// The player.
        player: PlayerId,
    },
    /// A drop already decided a game by a bye.
    ByeDecided {
        /// The player who dropped.
        player: PlayerId,
        /// The game.
        game: u32,
    },
    /// Elimination games have been played: a drop now gives byes.
    Started,
    /// The sides are decided already.
    SidesDecided {
        /// The game.
        game: u32,
    },
    /// The higher seed chooses and nobody said what.
    NoSideChoice {
        /// The game.
        game: u32,
        /// The higher seed's number.
        seed: u32,
        /// The higher seed.
        player: PlayerId,
    },
    /// Only in the first elimination round does the higher seed choose.
    NotFirstRound {
        /// The game.
        game: u32,
        /// Its round.
        round: u32,
    },
    /// An earlier game of a player has no sides recorded.
    EarlierSidesMissing {
        /// The game to decide.
        game: u32,
        /// The earlier game.
        earlier: u32,
        /// The player.
        player: PlayerId,
    },
    /// Sides are set only for ready or played games.
    SidesNotSettable {
        /// The game.
        game: u32,
    },
    /// The player does not play in the game.
    NotInGame {
        /// The player.
        player: PlayerId,
        /// The game.
        game: u32,
    },
    /// A later game's sides were decided from these.
    LaterSidesDecided {
        /// The later game.
        game: u32,
    },
    /// The game has been played.
    GamePlayed {
        /// The game.
        game: u32,
    },
    /// The game is not one of the round waiting for sides.
    NotWaitingForSides {
        /// The game.
        game: u32,
        /// The elimination round.
        round: u32,
    },
    /// A result before the sides are decided.
    SidesUndecided {
        /// The game.
        game: u32,
    },
}

/// Something the organizer should know about a change that was nevertheless applied.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum Warning {
    /// Two players meet again in the same stage.
    Rematch {
        /// The round.
        round: u32,
        /// One player.
        a: String,
        /// The other player.
        b: String,
        /// How many times they met before in this stage (0 = not counted).
        meetings: u32,
    },
    /// A player receives a second bye in the stage.
    SecondBye {
        /// The round.
        round: u32,
        /// The player.
        player: String,
    },
    /// Paired players are far apart in points.
    PointGap {
        /// The round.
        round: u32,
        /// One player.
        a: String,
        /// The other player.
        b: String,
        /// Their difference in tournament points.
        gap: u32,
    },
    /// An active player has no pairing and no bye in a round.
    Unpaired {
        /// The round.
        round: u32,
        /// The player.
        player: String,
    },
    /// A result of an earlier round changed after later rounds were paired.
    LaterRoundsOnOldStandings {
        /// The round whose result changed.
        round: u32,
        /// The rounds that were paired on the old standings.
        later: Vec<u32>,
    },
    /// A fixed table could not be honoured.
    FixedTable {
        /// The round.
        round: u32,
        /// What could not be honoured.
        conflict: FixedTableConflict,
    },
    /// A player in side-balance trouble (half draft): pushed to two more games on one side.
    SideImbalance {
        /// The round.
        round: u32,
        /// The player.
        player: String,
    },
    /// More Swiss rounds than planned (the structure fixed when round 1 was paired).
    ExtraRound {
        /// The round paired.
        round: u32,
        /// The planned Swiss rounds.
        planned: u32,
    },
    /// The organizer changed the Swiss rounds or the cut after they were fixed at round 1.
    StructureChanged {
        /// Swiss rounds fixed before.
        old_rounds: u32,
        /// Cut fixed before (players; 0 = no cut).
        old_cut: u32,
        /// Swiss rounds now.
        rounds: u32,
        /// Cut now (players; 0 = no cut).
        cut: u32,
    },
    /// The cut differs from the structure's suggestion.
    CutSize {
        /// Players in the chosen cut.
        chosen: u32,
        /// Players in the suggested cut.
        suggested: u32,
    },
    /// A player in the cut dropped before the elimination rounds; the next player entered.
    CutReplacement {
        /// Who dropped.
        dropped: String,
        /// Who entered as the lowest seed.
        entered: String,
    },
    /// A player dropped (or was disqualified) during the elimination rounds; their opponents
    /// advance.
    EliminationByes {
        /// Who left.
        player: String,
        /// The games decided as byes now (later ones follow as they come up).
        games: Vec<u32>,
        /// Disqualified (no final place) rather than dropped.
        disqualified: bool,
    },
    /// A drop during the elimination rounds was undone: the results it affected were cleared.
    DropUndone {
        /// The player back in the bracket.
        player: String,
        /// The games cleared, latest first, with their old results.
        cleared: Vec<ClearedResult>,
    },
    /// A Swiss result changed after the cut was made on the old standings.
    CutOnOldStandings {
        /// The round whose result changed.
        round: u32,
    },
    /// A pod has more Runners (NAPD) or teams (The Big Sell-Out) than the pod size: the
    /// players did not split into pods of that size.
    PodAboveSize {
        /// The round.
        round: u32,
        /// The pod.
        pod: u32,
        /// Runners (NAPD) or teams at the pod.
        size: u32,
        /// The pod size of the settings.
        pod_size: u32,
        /// The Big Sell-Out (teams), not NAPD (Runners).
        teams: bool,
    },
    /// A NAPD pod with a single Runner (only two players were left to seat).
    PodOfOneRunner {
        /// The round.
        round: u32,
        /// The pod.
        pod: u32,
    },
    /// A multiplayer event pairs more rounds than its settings plan.
    ExtraPodRound {
        /// The round paired.
        round: u32,
        /// The planned rounds.
        planned: u32,
    },
    /// The event collects deck lists and round 1 was paired while players had not handed in
    /// both (Tournament Regulations v3.2, "Deck Lists": lists are handed in before the start).
    MissingDeckLists {
        /// The players, each with the sides missing.
        players: Vec<MissingLists>,
    },
    /// A self-report arrived; the opponent's (or, with approval, the organizer) is awaited.
    ReportWaiting {
        /// The table or game.
        target: ReportTarget,
        /// Who reported.
        by: String,
        /// Their opponent.
        opponent: String,
        /// Every report waits for the organizer.
        approval: bool,
    },
    /// Both players reported and the reports disagree: the organizer decides.
    ReportsDisagree {
        /// The table or game.
        target: ReportTarget,
        /// Who reported first.
        a: String,
        /// Who reported second.
        b: String,
    },
    /// Both players agree, and the organizer approves every report.
    ReportAwaitsOrganizer {
        /// The table or game.
        target: ReportTarget,
    },
    /// The opponent confirmed a report: the result is entered.
    ReportConfirmed {
        /// The table or game.
        target: ReportTarget,
        /// Who reported first.
        reported: String,
        /// Who confirmed.
        confirmed: String,
    },
    /// A dropped or disqualified player is still in an unfinished round.
    DroppedPlayerPaired {
        /// The round.
        round: u32,
        /// The player.
        player: String,
    },
    /// Round 1 was paired (which closes registration by phone) while registrations from phones
    /// were still waiting: those players are not in the round (accepting one now registers a
    /// late player).
    RegistrationsWaiting {
        /// The names waiting, in the order they came.
        names: Vec<String>,
    },
}

/// A fixed table that could not be honoured ([`Warning::FixedTable`]; players by name).
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum FixedTableConflict {
    /// Both players of a pair have fixed tables: they sit at `kept`'s.
    SplitPair {
        /// The player whose table was used.
        kept: String,
        /// The other player.
        overridden: String,
        /// The table the pair got.
        table: u32,
        /// The other player's fixed table.
        wanted: u32,
    },
    /// A fixed table another player keeps.
    TableTaken {
        /// The player who did not get it.
        displaced: String,
        /// The table.
        table: u32,
        /// The player who keeps it.
        kept: String,
    },
    /// A fixed table of 0.
    TableZero {
        /// The player.
        player: String,
    },
}

/// An elimination result a corrected drop cleared ([`Warning::DropUndone`]).
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct ClearedResult {
    /// The game.
    pub game: u32,
    /// Who won it (by name).
    pub winner: String,
    /// How.
    pub how: ClearedHow,
}

/// How a cleared elimination game had been won.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum ClearedHow {
    /// A bye (the opponent dropped).
    Bye,
    /// A draw, decided for the winner.
    Draw,
    /// Played and won.
    Won,
}

/// A player and the deck lists they have not handed in ([`Warning::MissingDeckLists`]).
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct MissingLists {
    /// The player's name.
    pub name: String,
    /// The sides without a list.
    pub sides: Vec<Side>,
}

/// A table of a Swiss round or an elimination game.
#[derive(Clone, Copy, Debug, PartialEq, Eq, PartialOrd, Ord)]
pub enum ReportTarget {
    /// A Swiss table.
    Swiss {
        /// The round.
        round: u32,
        /// The table.
        table: u32,
    },
    /// An elimination game.
    Elimination {
        /// The bracket game number.
        game: u32,
    },
}

/// Why a self-report (or a scorekeeper's change) was refused: what the phone says.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum ReportRefusal {
    /// The round is over: a later round was paired, or the cut made.
    RoundOver {
        /// What was reported.
        target: ReportTarget,
        /// What happened since.
        since: RoundOverSince,
    },
    /// The player does not play at this table or game.
    NotYourTable {
        /// What was reported.
        target: ReportTarget,
    },
    /// The table or game already has a result (the organizer's, a scorekeeper's, or both
    /// players' agreeing reports).
    AlreadyDecided {
        /// What was reported.
        target: ReportTarget,
    },
    /// The game cannot be reported yet (its players or sides are not decided).
    NotReady {
        /// What was reported.
        target: ReportTarget,
    },
    /// The round is paired but its pairings are not published: nothing about it reaches or
    /// comes from a phone until the organizer publishes it.
    NotPublished {
        /// The round.
        round: u32,
    },
    /// Multiplayer events have no self-reports.
    Multiplayer,
    /// No scorekeeper link with this name, or it was revoked.
    ScorekeeperRevoked {
        /// The name.
        name: String,
    },
    /// A scorekeeper may only enter or clear results.
    NotForScorekeepers {
        /// What was asked.
        what: RefusedCommand,
    },
}

/// Why registration by phone refused a command ([`EngineError::Registration`]).
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum RegistrationRefusal {
    /// Registration is not open (never opened, closed, or round 1 was paired).
    NotOpen,
    /// Round 1 has been paired: registration cannot open again (late players are added by
    /// the organizer).
    Started,
    /// The link's secret is not 16 to 64 letters and digits.
    BadSecret,
    /// The phone's token is not 16 to 64 letters and digits.
    BadToken,
    /// Too many registrations wait for the organizer.
    Full {
        /// The most that may wait.
        max: usize,
    },
    /// No waiting registration has this number.
    NoSuchEntry {
        /// The number.
        number: u32,
    },
    /// This phone's registration was accepted already.
    AlreadyRegistered {
        /// The player it registered.
        name: String,
    },
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn refusals_read_as_the_sentences_users_see() {
        let e = EngineError::EliminationRoundIncomplete {
            round: 2,
            open: vec![5, 6],
            waiting: vec![7],
        };
        assert_eq!(
            e.to_string(),
            "elimination round 2 is not complete: game(s) 5, 6 without a result; game(s) 7 wait for them"
        );
        assert_eq!(
            EngineError::Clock(ClockRefusal::NoClock { elimination: true }).to_string(),
            "there is no round clock yet: pair the elimination round first"
        );
        assert_eq!(
            EngineError::NotPairedYet {
                round: 3,
                latest: 0
            }
            .to_string(),
            "round 3 cannot be published: no round has been paired yet"
        );
    }

    #[test]
    fn each_refusal_has_a_kind_for_the_server() {
        assert_eq!(EngineError::NoSuchRound(4).kind(), RefusalKind::NotFound);
        assert_eq!(EngineError::CutNotMade.kind(), RefusalKind::Conflict);
        assert_eq!(
            EngineError::Clock(ClockRefusal::AlreadyRunning).kind(),
            RefusalKind::Conflict
        );
        assert_eq!(
            EngineError::TableTwice { round: 1, table: 2 }.kind(),
            RefusalKind::Invalid
        );
        assert_eq!(
            EngineError::Pairing(PairingFailure::TeamNotAdded).kind(),
            RefusalKind::Internal
        );
    }
}
