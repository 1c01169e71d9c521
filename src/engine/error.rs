//! The engine's error and warning types.

use crate::engine::ids::PlayerId;
use std::fmt;
use thiserror::Error;

/// Why a command was refused. The event is unchanged whenever one of these is returned.
#[derive(Debug, Clone, PartialEq, Eq, Error)]
pub enum EngineError {
    /// No player has this id.
    #[error("unknown player {0}")]
    UnknownPlayer(PlayerId),
    /// No player has this name.
    #[error("no player named {0:?}")]
    UnknownPlayerName(String),
    /// A player with this name (compared case-insensitively) is already registered.
    #[error("a player named {0:?} is already registered")]
    DuplicateName(String),
    /// A player id is already taken.
    #[error("player id {0} is already taken")]
    DuplicateId(PlayerId),
    /// A name that cannot be used.
    #[error("invalid name {name:?}: {reason}")]
    InvalidName {
        /// The offending name.
        name: String,
        /// What is wrong with it.
        reason: &'static str,
    },
    /// A text field that cannot be used.
    #[error("invalid {field}: {reason}")]
    InvalidField {
        /// Which field.
        field: &'static str,
        /// What is wrong with it.
        reason: String,
    },
    /// The player's status does not allow this.
    #[error("{name} is {status}: {what}")]
    WrongPlayerStatus {
        /// The player's name.
        name: String,
        /// The player's current status.
        status: &'static str,
        /// What was refused.
        what: &'static str,
    },
    /// No round with this number in the Swiss stage.
    #[error("there is no round {0}")]
    NoSuchRound(u32),
    /// No table with this number in the round.
    #[error("round {round} has no table {table}")]
    NoSuchTable {
        /// The round number.
        round: u32,
        /// The table number.
        table: u32,
    },
    /// The player is not in this round.
    #[error("{name} is not paired in round {round}")]
    PlayerNotInRound {
        /// The player's name.
        name: String,
        /// The round number.
        round: u32,
    },
    /// A round still has tables without a result, or unpaired players.
    #[error("round {round} is not complete: {missing}")]
    RoundIncomplete {
        /// The round number.
        round: u32,
        /// What is missing, e.g. "tables 3, 7 have no result".
        missing: String,
    },
    /// The round already has results, so it cannot be changed this way.
    #[error("round {round} already has results at {tables}; clear them first or force the change")]
    RoundHasResults {
        /// The round number.
        round: u32,
        /// The tables with results.
        tables: String,
    },
    /// Only the latest round can be changed this way.
    #[error(
        "round {round} is not the latest round ({latest}); only the latest round can be {what}"
    )]
    NotLatestRound {
        /// The round named.
        round: u32,
        /// The latest round.
        latest: u32,
        /// What was refused, e.g. "re-paired".
        what: &'static str,
    },
    /// A result that cannot have happened.
    #[error("impossible result: {0}")]
    ImpossibleResult(String),
    /// A result was entered for a bye.
    #[error("table {table} of round {round} is a bye; it has no result to enter")]
    ResultForBye {
        /// The round number.
        round: u32,
        /// The table number.
        table: u32,
    },
    /// Too few players to do this.
    #[error("not enough players: {0}")]
    NotEnoughPlayers(String),
    /// The command does not fit the event's format or stage.
    #[error("{0}")]
    NotAllowed(String),
    /// A self-report or a scorekeeper's change was refused (issue 17): what the phone says.
    #[error("{0}")]
    ReportRefused(ReportRefusal),
    /// The pairing algorithm failed (should not happen; reported rather than panicking).
    #[error("pairing failed: {0}")]
    Pairing(String),
}

/// Something the organizer should know about a change that was nevertheless applied.
#[derive(Debug, Clone, PartialEq, Eq, serde::Serialize, serde::Deserialize)]
#[serde(tag = "kind", rename_all = "kebab-case")]
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
        #[serde(default)]
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
        /// Explanation.
        detail: String,
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
        #[serde(default)]
        disqualified: bool,
    },
    /// A drop during the elimination rounds was undone: the results it affected were cleared.
    DropUndone {
        /// The player back in the bracket.
        player: String,
        /// The games cleared, latest first, with their old results ("game 10 (Bo won)").
        cleared: Vec<String>,
    },
    /// A Swiss result changed after the cut was made on the old standings.
    CutOnOldStandings {
        /// The round whose result changed.
        round: u32,
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
        /// The players, each with the sides missing ("Ann (Corp)", "Bo (Corp, Runner)").
        players: Vec<String>,
    },
    /// A self-report arrived; the opponent's (or, with approval, the organizer) is awaited.
    ReportWaiting {
        /// "round 2 table 3".
        target: String,
        /// Who reported.
        by: String,
        /// Their opponent.
        opponent: String,
        /// Every report waits for the organizer.
        #[serde(default)]
        approval: bool,
    },
    /// Both players reported and the reports disagree: the organizer decides.
    ReportsDisagree {
        /// "round 2 table 3".
        target: String,
        /// Who reported first.
        a: String,
        /// Who reported second.
        b: String,
    },
    /// Both players agree, and the organizer approves every report.
    ReportAwaitsOrganizer {
        /// "round 2 table 3".
        target: String,
    },
    /// The opponent confirmed a report: the result is entered.
    ReportConfirmed {
        /// "round 2 table 3".
        target: String,
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
}

impl fmt::Display for Warning {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            Warning::ReportWaiting {
                target,
                by,
                opponent,
                approval,
            } => {
                write!(f, "{by} reported {target}: waiting for {opponent}'s report")?;
                if *approval {
                    write!(f, ", then for the organizer")?;
                }
                Ok(())
            }
            Warning::ReportsDisagree { target, a, b } => write!(
                f,
                "the reports of {a} and {b} for {target} disagree: the organizer decides"
            ),
            Warning::ReportAwaitsOrganizer { target } => write!(
                f,
                "both players reported {target} alike: it waits for the organizer's approval"
            ),
            Warning::ReportConfirmed {
                target,
                reported,
                confirmed,
            } => write!(
                f,
                "{confirmed} confirmed {reported}'s report: the result of {target} is entered"
            ),
            Warning::Rematch {
                round,
                a,
                b,
                meetings,
            } => {
                let times = match meetings {
                    0 => String::new(),
                    1 => " once".to_string(),
                    2 => " twice".to_string(),
                    n => format!(" {n} times"),
                };
                write!(
                    f,
                    "round {round}: {a} and {b} have played each other{times} before"
                )
            }
            Warning::SecondBye { round, player } => {
                write!(f, "round {round}: {player} receives a second bye")
            }
            Warning::PointGap { round, a, b, gap } => {
                write!(f, "round {round}: {a} and {b} are {gap} points apart")
            }
            Warning::Unpaired { round, player } => {
                write!(f, "round {round}: {player} is not paired and has no bye")
            }
            Warning::LaterRoundsOnOldStandings { round, later } => {
                let list: Vec<String> = later.iter().map(u32::to_string).collect();
                write!(
                    f,
                    "a result of round {round} changed; round(s) {} were paired on the old standings",
                    list.join(", ")
                )
            }
            Warning::FixedTable { round, detail } => write!(f, "round {round}: {detail}"),
            Warning::SideImbalance { round, player } => write!(
                f,
                "round {round}: {player} plays the same side a second time more than the other"
            ),
            Warning::ExtraRound { round, planned } => write!(
                f,
                "round {round} is beyond the {planned} planned Swiss rounds"
            ),
            Warning::StructureChanged {
                old_rounds,
                old_cut,
                rounds,
                cut,
            } => {
                let cut_text = |c: u32| match c {
                    0 => "no cut".to_string(),
                    n => format!("top {n}"),
                };
                write!(
                    f,
                    "the structure announced when round 1 was paired ({old_rounds} Swiss rounds, {}) changes to {rounds} Swiss rounds, {}: tell the players",
                    cut_text(*old_cut),
                    cut_text(*cut)
                )
            }
            Warning::CutSize { chosen, suggested } => write!(
                f,
                "the cut is the top {chosen}; the structure plans the top {suggested}"
            ),
            Warning::CutReplacement { dropped, entered } => write!(
                f,
                "{dropped} left the cut before it began: {entered} enters as the lowest seed and the seeds below {dropped} move up"
            ),
            Warning::EliminationByes {
                player,
                games,
                disqualified,
            } => {
                let list: Vec<String> = games.iter().map(u32::to_string).collect();
                write!(
                    f,
                    "{player} {}: their opponents receive byes (now: game(s) {}){}",
                    if *disqualified {
                        "disqualified"
                    } else {
                        "dropped"
                    },
                    if list.is_empty() {
                        "none".to_string()
                    } else {
                        list.join(", ")
                    },
                    if *disqualified {
                        "; they take no final place and the places below move up"
                    } else {
                        ""
                    }
                )
            }
            Warning::DropUndone { player, cleared } => {
                if cleared.is_empty() {
                    write!(f, "{player} is back in the elimination rounds")
                } else {
                    write!(
                        f,
                        "{player} is back in the elimination rounds; cleared {}: enter those results again",
                        cleared.join(", ")
                    )
                }
            }
            Warning::CutOnOldStandings { round } => write!(
                f,
                "a result of round {round} changed after the cut was made on the old standings"
            ),
            Warning::ExtraPodRound { round, planned } => write!(
                f,
                "round {round} is beyond the {planned} rounds planned in the event's multiplayer settings"
            ),
            Warning::MissingDeckLists { players } => write!(
                f,
                "the event collects deck lists and {} player{} have not handed in both: {}",
                players.len(),
                if players.len() == 1 { "" } else { "s" },
                players.join(", ")
            ),
            Warning::DroppedPlayerPaired { round, player } => write!(
                f,
                "round {round}: {player} has dropped but is still paired in this round"
            ),
        }
    }
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

impl fmt::Display for ReportTarget {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            ReportTarget::Swiss { round, table } => write!(f, "round {round} table {table}"),
            ReportTarget::Elimination { game } => write!(f, "elimination game {game}"),
        }
    }
}

/// Why a self-report (or a scorekeeper's change) was refused: what the phone says.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum ReportRefusal {
    /// The round is over: a later round was paired, or the cut made.
    RoundOver {
        /// What was reported.
        target: ReportTarget,
        /// What happened since.
        since: String,
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
        what: String,
    },
}

impl fmt::Display for ReportRefusal {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            ReportRefusal::RoundOver { target, since } => {
                write!(f, "{target} can no longer be reported: {since}")
            }
            ReportRefusal::NotYourTable { target } => {
                write!(f, "you do not play at {target}: report your own table")
            }
            ReportRefusal::AlreadyDecided { target } => write!(
                f,
                "{target} already has a result: ask the organizer if it is wrong"
            ),
            ReportRefusal::NotReady { target } => write!(
                f,
                "{target} cannot be reported yet: its players and sides are not decided"
            ),
            ReportRefusal::Multiplayer => {
                write!(f, "results of pods are entered by the organizer")
            }
            ReportRefusal::ScorekeeperRevoked { name } => write!(
                f,
                "the scorekeeper link \"{name}\" was revoked or does not exist"
            ),
            ReportRefusal::NotForScorekeepers { what } => write!(
                f,
                "a scorekeeper enters results of the current round only, not \"{what}\""
            ),
        }
    }
}
