//! Everything a user can do to an event, as serializable values.
//!
//! The GUI, the CLI, undo and the audit log all go through [`Event::apply`](crate::engine::Event::apply)
//! with one of these. A command either applies completely or not at all.

use crate::engine::elimination::BracketKind;
use crate::engine::error::ReportTarget;
use crate::engine::ids::{PlayerId, Side};
use crate::engine::model::EventSettings;
use crate::engine::multiplayer::{MultiplayerSettings, PodResult, TeamId};
use crate::engine::results::MatchResult;
use crate::engine::structure::CutSize;
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
    /// How the name is read (ふりがな for a name in kanji): lists sort by it where given.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub reading: Option<String>,
    /// A table the player must always sit at (accessibility).
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub fixed_table: Option<u32>,
    /// The player asked not to be filmed (streams).
    #[serde(default, skip_serializing_if = "std::ops::Not::not")]
    pub no_video: bool,
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
    pub p1_side: Option<Side>,
    /// Single-sided rounds: why the players have these sides, when the pairing was made by the
    /// pairing rules (our own NRTM export writes it); `None` for sides set by hand.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub side_reason: Option<crate::engine::swiss::SwissSideReason>,
}

/// The higher seed's side choice for one first-round elimination game.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct SideChoice {
    /// The bracket game number.
    pub game: u32,
    /// The side the higher seed plays.
    pub side: Side,
}

/// How an elimination game ended.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[serde(tag = "outcome", rename_all = "kebab-case")]
pub enum EliminationOutcome {
    /// This player won.
    Winner {
        /// The winner.
        player: PlayerId,
    },
    /// A draw: the higher seed wins (regulations, "End of Game").
    Draw,
    /// Time was called; the agenda points decide (a tie goes to the higher seed).
    Timed {
        /// `(player, agenda points)` for both players.
        scores: [(PlayerId, u8); 2],
    },
}

/// What a player reported, for which table or game.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[serde(tag = "stage", rename_all = "kebab-case")]
pub enum SelfReported {
    /// A Swiss table: the result as the table records it (player 1 first).
    Swiss {
        /// The round.
        round: u32,
        /// The table.
        table: u32,
        /// The result.
        result: MatchResult,
    },
    /// An elimination game.
    Elimination {
        /// The bracket game number.
        game: u32,
        /// How it ended.
        outcome: EliminationOutcome,
    },
}

impl SelfReported {
    /// The table or game reported.
    pub fn target(&self) -> ReportTarget {
        match *self {
            SelfReported::Swiss { round, table, .. } => ReportTarget::Swiss { round, table },
            SelfReported::Elimination { game, .. } => ReportTarget::Elimination { game },
        }
    }

    /// The command that enters this report as the result.
    pub fn entering_command(&self) -> Command {
        match *self {
            SelfReported::Swiss {
                round,
                table,
                result,
            } => Command::ReportResult {
                round,
                table,
                result,
            },
            SelfReported::Elimination { game, outcome } => {
                Command::ReportElimination { game, outcome }
            }
        }
    }

    /// Whether two reports say the same thing.
    pub(crate) fn agrees(&self, other: &SelfReported) -> bool {
        self == other
    }
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
    /// Bring a dropped player back: unpaired losses for the rounds they missed. After the cut
    /// only a player who dropped during the elimination rounds, while no game of theirs has
    /// been decided by a bye.
    RejoinPlayer {
        /// Which player.
        player: PlayerId,
    },
    /// Correct a mistaken drop during the elimination rounds: clear the byes it gave and every
    /// result that depends on them (latest game first), and the player is back in the bracket.
    UndoEliminationDrop {
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
    /// Change one player's round total by `delta` points (a judge's penalty, a correction, or a
    /// total no pair of games gives, imported): recorded in the round with its reason; undone
    /// like any change.
    AdjustScore {
        /// Round number.
        round: u32,
        /// The player.
        player: PlayerId,
        /// Points added (negative: taken away); not 0.
        delta: i32,
        /// Why.
        reason: String,
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
    /// Full draft: the draft seating, seat 1 first (round 1 pairs each seat with the furthest).
    SetDraftSeats {
        /// Every active player once, in seat order.
        seats: Vec<PlayerId>,
    },
    /// End the Swiss stage and cut to the top players. Seeds are the Swiss ranks of the players
    /// who have not dropped, unless `seeds` names them (imports, organizer's manual seeding).
    Cut {
        /// Top 3 (single elimination only), 4, 8 or 16.
        size: CutSize,
        /// Double elimination (the regulations' format) unless single is asked for.
        #[serde(default, skip_serializing_if = "Option::is_none")]
        kind: Option<BracketKind>,
        /// Explicit seeds, seed 1 first.
        #[serde(default, skip_serializing_if = "Option::is_none")]
        seeds: Option<Vec<PlayerId>>,
    },
    /// Undo the cut while no elimination game has a result.
    DeleteCut,
    /// Pair the next elimination round: decide the sides of its games. First-round games need
    /// the higher seed's choice (or their recorded preference).
    PairElimination {
        /// Higher seeds' choices for first-round games.
        #[serde(default, skip_serializing_if = "Vec::is_empty")]
        choices: Vec<SideChoice>,
    },
    /// Record the side a player in the cut wants when they choose as the higher seed.
    SetSidePreference {
        /// The player.
        player: PlayerId,
        /// The side, or `None` to forget it.
        side: Option<Side>,
    },
    /// The organizer sets who plays Corp in an elimination game (recorded as an override).
    OverrideSides {
        /// The bracket game number.
        game: u32,
        /// The player who plays the Corp.
        corp: PlayerId,
    },
    /// Forget the sides of an elimination game without a result (to decide them again).
    ClearSides {
        /// The bracket game number.
        game: u32,
    },
    /// Enter the result of an elimination game.
    ReportElimination {
        /// The bracket game number.
        game: u32,
        /// How it ended.
        outcome: EliminationOutcome,
    },
    /// Remove an elimination game's result (refused once a later game depends on it).
    ClearElimination {
        /// The bracket game number.
        game: u32,
    },
    /// Start the round clock at `at_ms` (milliseconds since the Unix epoch).
    ClockStart {
        /// The time.
        at_ms: i64,
    },
    /// Pause the round clock.
    ClockPause {
        /// The time.
        at_ms: i64,
    },
    /// Resume the round clock.
    ClockResume {
        /// The time.
        at_ms: i64,
    },
    /// Add time to (or, negative, take time from) the whole round.
    ClockAdd {
        /// Milliseconds.
        ms: i64,
    },
    /// Give one table extra time (a lost or damaged card).
    ClockExtendTable {
        /// The table.
        table: u32,
        /// Milliseconds.
        ms: i64,
    },
    /// Call time now.
    ClockCallTime {
        /// The time.
        at_ms: i64,
    },
    /// Change the current round's length.
    ClockSetLength {
        /// Minutes.
        minutes: u32,
    },
    /// Multiplayer events: set the pod size, the number of rounds and the scoring.
    SetMultiplayerSettings {
        /// The new settings.
        settings: MultiplayerSettings,
    },
    /// The Big Sell-Out: register a team of a Sponsor (Corp) and an Agent (Runner).
    RegisterTeam {
        /// The team's name; `None` names it after its players.
        #[serde(default, skip_serializing_if = "Option::is_none")]
        name: Option<String>,
        /// The Sponsor (their Corp identity in `corp`).
        sponsor: PlayerDetails,
        /// The Agent (their Runner identity in `runner`).
        agent: PlayerDetails,
    },
    /// The Big Sell-Out: put a new player in a team in place of one of its members (a no-show or
    /// an early leaver). The new player takes the member's role; the member is dropped.
    ReplaceTeamMember {
        /// Which team.
        team: TeamId,
        /// The member replaced.
        old: PlayerId,
        /// The new player (a Sponsor's replacement has a Corp identity, an Agent's a Runner one).
        new: PlayerDetails,
    },
    /// The Big Sell-Out: rename a team.
    RenameTeam {
        /// Which team.
        team: TeamId,
        /// The new name.
        name: String,
    },
    /// Multiplayer events: form the pods of the next round (the previous round must be complete).
    PairPods,
    /// Multiplayer events: enter or correct the result of a pod.
    ReportPod {
        /// Round number.
        round: u32,
        /// Pod number.
        pod: u32,
        /// The result, checked against the format's victory rules.
        result: PodResult,
    },
    /// Multiplayer events: remove a pod's result.
    UnreportPod {
        /// Round number.
        round: u32,
        /// Pod number.
        pod: u32,
    },
    /// Players' pages: publish the pairings of rounds 1..=`round` (0: none). A round paired
    /// again is unpublished until it is published again.
    PublishPairings {
        /// The latest round players see.
        round: u32,
    },
    /// Players' pages: show or hide the standings.
    ShowStandings {
        /// Shown (true) or hidden.
        shown: bool,
    },
    /// Store a player's deck list for one side (`None` removes it). The list's identity becomes
    /// the player's identity for that side. Refused once the event has started unless it is a
    /// leader's `correction` (recorded as such).
    SetDeck {
        /// Which player.
        player: PlayerId,
        /// Which list.
        side: Side,
        /// The list (titles resolved to card ids), or `None` to remove it.
        #[serde(default, skip_serializing_if = "Option::is_none")]
        deck: Option<crate::engine::cards::Deck>,
        /// A leader's correction after the event started.
        #[serde(default, skip_serializing_if = "std::ops::Not::not")]
        correction: bool,
    },
    /// Draw a new personal code for a player (the old one stops working).
    ResetPlayerCode {
        /// Which player.
        player: PlayerId,
    },
    /// Whether every self-report waits for the organizer, even when both players agree.
    SetReportApproval {
        /// Every report waits (true), or agreeing reports are entered at once (false).
        required: bool,
    },
    /// A player reports the result of their own table of the current round, or their
    /// elimination game, from their phone (the server checked their personal code). Agreeing
    /// with the opponent's report enters the result.
    SelfReport {
        /// Who reported.
        by: PlayerId,
        /// What.
        report: SelfReported,
    },
    /// Create a scorekeeper link (its token is drawn from the event's generator).
    AddScorekeeper {
        /// The name the organizer gives the device.
        name: String,
    },
    /// Revoke a scorekeeper link: it stops working at once.
    RevokeScorekeeper {
        /// Its name.
        name: String,
    },
    /// Create a follower link: another computer keeps a copy of the event over the network
    /// (issue 39; its token is drawn from the event's secret key).
    AddFollower {
        /// The name the organizer gives the computer.
        name: String,
    },
    /// Revoke a follower link: its feed stops at once.
    RevokeFollower {
        /// Its name.
        name: String,
    },
    /// This copy, a follower's, becomes the event: the computer `by` keeps it from now on.
    TakeOver {
        /// The computer that took over.
        by: String,
        /// When (RFC 3339, from the front end).
        at: String,
        /// The follower link it followed (the old owner's address and the link's secret): the
        /// new owner tells the old one, whenever it answers, that the event moved.
        #[serde(default, skip_serializing_if = "Option::is_none")]
        from: Option<String>,
    },
    /// The event moved to another computer, which took it over: this copy refuses every
    /// change from now on.
    EventMoved {
        /// The computer that took over.
        by: String,
        /// When it took over (RFC 3339).
        at: String,
    },
    /// A result entered or cleared from a scorekeeper device (current round only).
    Scorekeeper {
        /// The scorekeeper link's name.
        name: String,
        /// `ReportResult`, `ClearResult`, `ReportElimination` or `ClearElimination`.
        change: Box<Command>,
    },
    /// Mark the table a stream team films in a round (`None`: no featured table). Shown on the
    /// organizer's pairings, the projector and the players' pages.
    SetFeaturedTable {
        /// The round (a round of pods is a Swiss round here).
        round: crate::engine::model::RoundRef,
        /// The table (elimination: the game number; multiplayer: the pod), or `None`.
        #[serde(default, skip_serializing_if = "Option::is_none")]
        table: Option<u32>,
    },
    /// Set the language the event's printouts are in (a BCP 47 tag such as `en` or `ja`;
    /// independent of the app's language). A language the program does not speak prints in
    /// English.
    SetPrintLanguage {
        /// The language tag.
        language: String,
    },
    /// Multiplayer events: delete the latest round of pods (refused while it has results,
    /// unless `force`).
    DeletePodRound {
        /// Delete even though results were entered.
        #[serde(default)]
        force: bool,
    },
    /// Open registration by phone with a new link secret (drawn by the front end from the
    /// operating system's random source): the previous link stops working. Refused once
    /// round 1 is paired; pairing it closes registration.
    OpenRegistration {
        /// The secret of the link (16 to 64 letters and digits).
        secret: String,
        /// Registrations are accepted at once instead of waiting for the organizer.
        #[serde(default, skip_serializing_if = "std::ops::Not::not")]
        accept_at_once: bool,
    },
    /// Close registration by phone: the link stops working (waiting entries stay).
    CloseRegistration,
    /// A player registers from their phone (the server checked the link's secret). It waits
    /// for the organizer unless they chose to accept at once; the same phone registering again
    /// edits its waiting entry.
    Register {
        /// The phone's token (drawn by the server, kept in the phone's cookie).
        token: String,
        /// Name, pronouns, identities, filming.
        details: PlayerDetails,
        /// A Corp deck list handed in with it.
        #[serde(default, skip_serializing_if = "Option::is_none")]
        corp_deck: Option<crate::engine::cards::Deck>,
        /// A Runner deck list handed in with it.
        #[serde(default, skip_serializing_if = "Option::is_none")]
        runner_deck: Option<crate::engine::cards::Deck>,
    },
    /// Accept a waiting registration: its player is registered (with its lists).
    AcceptRegistration {
        /// The registration's number.
        number: u32,
    },
    /// Change a waiting registration's details.
    EditRegistration {
        /// The registration's number.
        number: u32,
        /// The new details.
        details: PlayerDetails,
    },
    /// Refuse a waiting registration.
    RefuseRegistration {
        /// The registration's number.
        number: u32,
    },
}

/// Which part of an event a command acts on, and so in which events and stages it is allowed.
/// [`Command::stage`] decides it for every command in one exhaustive `match`: a new command does
/// not compile until it has a stage.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum CommandStage {
    /// Settings, registration and player status, the round clock, deck lists, what the players'
    /// pages show: every event, every stage (each command checks its own preconditions).
    Any,
    /// Makes or changes the Swiss rounds themselves (re-pair, delete, add by hand, swap, break,
    /// pair two players, bye, draft seating): Swiss events, refused once the cut is made.
    SwissRounds,
    /// Enters or clears Swiss results: Swiss events, also after the cut (a changed result then
    /// warns that the cut was made on the old standings).
    SwissResults,
    /// Pairs the next round: the next Swiss round, or once the cut is made the next elimination
    /// round. Swiss events.
    NextRound,
    /// Makes, pairs or reports the elimination bracket. Swiss events.
    Elimination,
    /// Teams, pods and their results: multiplayer events (NAPD, The Big Sell-Out) only.
    Multiplayer,
}

impl CommandStage {
    /// Whether the command belongs to the Swiss and elimination stages (refused in multiplayer
    /// events, whose rounds are pods).
    pub fn is_swiss_or_elimination(self) -> bool {
        match self {
            CommandStage::SwissRounds
            | CommandStage::SwissResults
            | CommandStage::NextRound
            | CommandStage::Elimination => true,
            CommandStage::Any | CommandStage::Multiplayer => false,
        }
    }

    /// Whether making the cut closes the command (the Swiss rounds are then fixed).
    pub fn closed_by_cut(self) -> bool {
        self == CommandStage::SwissRounds
    }
}

impl Command {
    /// Which part of an event the command acts on: the one place that decides which commands
    /// are allowed in which event and stage ([`Event::apply`](crate::engine::Event::apply)
    /// refuses the others before running them).
    pub fn stage(&self) -> CommandStage {
        match self {
            Command::EditSettings { .. }
            | Command::AddPlayer { .. }
            | Command::AddPlayers { .. }
            | Command::EditPlayer { .. }
            | Command::DropPlayer { .. }
            | Command::RejoinPlayer { .. }
            | Command::DisqualifyPlayer { .. }
            | Command::ClockStart { .. }
            | Command::ClockPause { .. }
            | Command::ClockResume { .. }
            | Command::ClockAdd { .. }
            | Command::ClockExtendTable { .. }
            | Command::ClockCallTime { .. }
            | Command::ClockSetLength { .. }
            | Command::SetDeck { .. }
            | Command::PublishPairings { .. }
            | Command::ShowStandings { .. }
            | Command::ResetPlayerCode { .. }
            | Command::SetReportApproval { .. }
            | Command::AddScorekeeper { .. }
            | Command::RevokeScorekeeper { .. }
            | Command::AddFollower { .. }
            | Command::RevokeFollower { .. }
            | Command::TakeOver { .. }
            | Command::EventMoved { .. }
            | Command::SetFeaturedTable { .. }
            | Command::SetPrintLanguage { .. }
            | Command::OpenRegistration { .. }
            | Command::CloseRegistration
            | Command::Register { .. }
            | Command::AcceptRegistration { .. }
            | Command::EditRegistration { .. }
            | Command::RefuseRegistration { .. } => CommandStage::Any,
            Command::SelfReport { report, .. } => match report {
                SelfReported::Swiss { .. } => CommandStage::SwissResults,
                SelfReported::Elimination { .. } => CommandStage::Elimination,
            },
            Command::Scorekeeper { change, .. } => change.stage(),
            Command::RepairRound { .. }
            | Command::DeleteRound { .. }
            | Command::AddRound { .. }
            | Command::SwapPlayers { .. }
            | Command::BreakPairing { .. }
            | Command::PairPlayers { .. }
            | Command::GiveBye { .. }
            | Command::SetDraftSeats { .. } => CommandStage::SwissRounds,
            Command::ReportResult { .. }
            | Command::ReportResults { .. }
            | Command::ClearResult { .. }
            | Command::AdjustScore { .. } => CommandStage::SwissResults,
            Command::PairRound => CommandStage::NextRound,
            Command::Cut { .. }
            | Command::DeleteCut
            | Command::PairElimination { .. }
            | Command::SetSidePreference { .. }
            | Command::OverrideSides { .. }
            | Command::ClearSides { .. }
            | Command::ReportElimination { .. }
            | Command::ClearElimination { .. }
            | Command::UndoEliminationDrop { .. } => CommandStage::Elimination,
            Command::SetMultiplayerSettings { .. }
            | Command::RegisterTeam { .. }
            | Command::RenameTeam { .. }
            | Command::ReplaceTeamMember { .. }
            | Command::PairPods
            | Command::ReportPod { .. }
            | Command::UnreportPod { .. }
            | Command::DeletePodRound { .. } => CommandStage::Multiplayer,
        }
    }

    /// Whether the command only works the round clock (start, pause, time, extensions, length).
    pub fn is_clock(&self) -> bool {
        matches!(
            self,
            Command::ClockStart { .. }
                | Command::ClockPause { .. }
                | Command::ClockResume { .. }
                | Command::ClockAdd { .. }
                | Command::ClockExtendTable { .. }
                | Command::ClockCallTime { .. }
                | Command::ClockSetLength { .. }
        )
    }
}

/// A score change with its sign: "+2", "-1".
pub fn signed(delta: i32) -> String {
    if delta > 0 {
        format!("+{delta}")
    } else {
        delta.to_string()
    }
}
