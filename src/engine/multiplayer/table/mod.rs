//! Table helpers: an on-screen aid for ONE multiplayer game at a table (judges, casual play).
//!
//! A table helper is not event data and not a `Command`: it is a pure state machine (no clock,
//! no randomness) with checked operations. Every operation either changes the table completely
//! or returns a [`TableError`] that says why, leaving the table as it was.
//!
//! - [`napd::NapdTable`]: NAPD multiplayer — seats, turn order, the infamy token and the active
//!   Runner, agenda points, flatlined Runners, the Corp decked, the victory check, and the two
//!   faces of the NAPD identity ([`napd::CYBER_BUREAU`], [`napd::DETECTIVES_BUREAU`]).
//! - [`bso::BsoTable`]: The Big Sell-Out, both editions — teams, seating and turn order with the
//!   edition's first-turn rule, the cycle counter, pooled agenda points and the victory check,
//!   rehiring, the credit-exchange calculator ([`bso::credit_exchange`]), the ICE-strength bonus
//!   per Sponsor and the tag ledger with its sale and clockwise auction.
//!
//! ```
//! use netrunner_to::engine::multiplayer::table::napd::{NapdSeat, NapdTable, NapdVictory};
//! let mut t = NapdTable::new("Cora", &[("Ann", "Kate"), ("Bo", "Noise"), ("Cy", "Gabe")]).unwrap();
//! t.next_turn().unwrap(); // the Corp's first turn: the infamy token moves to Ann
//! assert_eq!(t.active_runner(), Some(0));
//! t.add_points(NapdSeat::Runner(1), 4).unwrap();
//! t.add_points(NapdSeat::Runner(2), 3).unwrap();
//! assert_eq!(t.victory(), Some(NapdVictory::RunnerAgendas));
//! ```

pub mod bso;
pub mod napd;

use serde::{Deserialize, Serialize};
use thiserror::Error;

/// The most agenda points one player or team may hold in a table helper (keeps the arithmetic
/// bounded; a real game ends long before).
pub const MAX_TABLE_POINTS: u32 = 99;
/// The longest player name, in characters (as for event players).
pub const MAX_SEAT_NAME_CHARS: usize = 100;
/// The longest identity text, in characters.
pub const MAX_IDENTITY_CHARS: usize = 200;

/// Who holds agenda points at a table: an NAPD player, a Big Sell-Out team.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum Scorer {
    /// A player, by name.
    Player(String),
    /// A team.
    Team(TeamLabel),
}

/// Which multiplayer game a table helper keeps.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum TableGame {
    /// NAPD multiplayer (Runners are counted).
    Napd,
    /// The Big Sell-Out (teams are counted).
    BigSellOut,
}

/// A seat of a table helper, as refusals name it.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Seat {
    /// The NAPD Corp.
    Corp,
    /// An NAPD Runner (from 1).
    Runner(usize),
    /// A Big Sell-Out Sponsor (team from 1).
    Sponsor(usize),
    /// A Big Sell-Out Agent (team from 1).
    Agent(usize),
}

/// What is wrong with a seat's name or identity.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum SeatProblem {
    /// Empty.
    Empty,
    /// Longer than this many characters.
    TooLong {
        /// The most characters.
        max: usize,
    },
    /// Control characters.
    Control,
}

/// A Big Sell-Out team as refusals name it: "Team 1 (Sam and Alex)".
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct TeamLabel {
    /// The team's number, from 1.
    pub number: usize,
    /// Its Sponsor and Agent, when known.
    pub players: Option<(String, String)>,
}

/// How a table helper's game ended ([`TableError::GameOver`]).
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum GameEnd {
    /// An NAPD game.
    Napd(napd::NapdVictory),
    /// A Big Sell-Out team won.
    BsoWin {
        /// The team.
        team: TeamLabel,
        /// How.
        reason: bso::BsoWinReason,
    },
    /// A Big Sell-Out draw.
    BsoDraw {
        /// The teams that drew.
        teams: Vec<TeamLabel>,
    },
    /// Time was called and the last turn its procedure allows has been played: the game is
    /// decided at time (more agenda points wins, equal is a draw).
    Time,
}

/// Time called at a table: the procedure and the last turn it allows, as `(round or cycle,
/// position in its turn order)`.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct TimeCalled {
    /// The procedure followed.
    pub procedure: super::TimeCall,
    /// The round (NAPD: Corp turns; The Big Sell-Out: cycle) of the last turn.
    pub round: u32,
    /// The last turn's position in that round's turn order (every seat counted).
    pub position: usize,
}

/// Where time stands at a table once it was called.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum TimeLeft<S> {
    /// Turns still to play after the one in progress, in order (players out of the game
    /// skipped); empty: the turn in progress is the last.
    Turns(Vec<S>),
    /// The last turn has been played: enter the result at time.
    Over,
}

/// The turns after `now` up to and including `last` (both `(round, position)`), where `seat`
/// gives the seat at a position of a round, `None` for a seat that no longer takes turns.
/// `Over` when `now` is past `last`.
pub(crate) fn time_left<S>(
    now: (u32, usize),
    last: (u32, usize),
    seats: usize,
    seat: impl Fn(u32, usize) -> Option<S>,
) -> TimeLeft<S> {
    if now > last {
        return TimeLeft::Over;
    }
    let mut out = Vec::new();
    let (mut r, mut p) = now;
    while (r, p) < last {
        p += 1;
        if p >= seats {
            p = 0;
            r += 1;
        }
        if let Some(s) = seat(r, p) {
            out.push(s);
        }
    }
    TimeLeft::Turns(out)
}

/// What a flatlined player cannot do ([`TableError::Flatlined`]).
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum FlatlinedBlock {
    /// Score: their agendas were trashed and they are out.
    Out,
    /// Be flatlined again.
    Once,
    /// The Agent is flatlined already.
    AgentAlready,
    /// Be tagged.
    NoTag,
}

/// An amount that must be at least 1 ([`TableError::Zero`]).
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Amount {
    /// Agenda points.
    AgendaPoints,
    /// Credits spent in an exchange.
    CreditsSpent,
}

/// A number that grew too large ([`TableError::TooLarge`]).
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Counter {
    /// Turns.
    Turns,
    /// Credits.
    Credits,
    /// Cycles.
    Cycles,
    /// Tags.
    Tags,
    /// An agenda total.
    AgendaTotal,
}

/// Who exchanges credits ([`TableError::ExchangeOverLimit`]).
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Exchanger {
    /// The Sponsor.
    Sponsor,
    /// The Agent.
    Agent,
}

/// What is not for now ([`TableError::NotNow`]). Seats as the table shows them ("S1").
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum NotNow {
    /// The player in turn is out of the game.
    Out {
        /// The player.
        name: String,
        /// Their seat.
        seat: String,
    },
    /// Nobody takes turns.
    Nobody,
    /// A classic table without the rehiring rule.
    NoRehiring,
    /// Rehiring outside the Sponsor's turn.
    RehireTurn {
        /// The Sponsor.
        name: String,
    },
    /// A run outside an Agent's turn.
    Runs {
        /// Whose turn it is.
        name: String,
        /// Their seat.
        seat: String,
    },
    /// A Sponsor's own Agent's run.
    OwnAgent {
        /// The Agent.
        agent: String,
        /// The Sponsor.
        sponsor: String,
    },
    /// Tags sold outside a Sponsor's turn.
    TagsSold {
        /// Whose turn it is.
        name: String,
        /// Their seat.
        seat: String,
    },
}

/// A tag, sale or bid the rules do not allow ([`TableError::Tag`]).
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum TagProblem {
    /// A tag on the team's own Agent.
    OwnAgent,
    /// A price below the least.
    MinPrice {
        /// The least price.
        min: u32,
        /// The price asked.
        price: u32,
    },
    /// The buyer owns the tag.
    Owned {
        /// The team.
        team: TeamLabel,
        /// The tag.
        tag: u32,
    },
    /// Selling tags is not used at this table (the Android: Netrunner edition below six players).
    SaleNotUsed {
        /// Players at the table.
        players: u32,
        /// The fewest players that use it.
        min: u32,
    },
    /// No tag is offered.
    NoneOffered,
    /// No tag is up for auction.
    NoAuction,
    /// Every Sponsor has bid or passed.
    AllBid,
    /// A bid below the least.
    MinBid {
        /// The least bid.
        min: u32,
        /// The bid.
        credits: u32,
    },
    /// A bid not above the best.
    Outbid {
        /// The bidder.
        name: String,
        /// The best bid.
        best: u32,
    },
}

/// A sale to finish first ([`TableError::SaleOpen`]).
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum Sale {
    /// A tag is offered to a Sponsor.
    OfferedTo {
        /// The tag.
        tag: u32,
        /// The Sponsor.
        name: String,
    },
    /// A tag's auction is held at the end of the turn.
    Auction {
        /// The tag.
        tag: u32,
    },
    /// The tag is being sold.
    BeingSold {
        /// The tag.
        tag: u32,
    },
    /// A tag is already offered.
    AlreadyOffered {
        /// The tag.
        tag: u32,
    },
    /// The tag is already up for auction.
    AlreadyAuctioned {
        /// The tag.
        tag: u32,
    },
}

/// Why a table-helper operation was refused. The table is unchanged whenever one is returned.
#[derive(Debug, Clone, PartialEq, Eq, Error)]
pub enum TableError {
    /// The number of Runners or teams is outside what the format allows.
    PlayerCount {
        /// The game: Runners are counted in NAPD, teams in The Big Sell-Out.
        game: TableGame,
        /// The least allowed.
        min: usize,
        /// The most allowed.
        max: usize,
        /// What was given.
        got: usize,
    },
    /// A seat name cannot be used.
    InvalidName {
        /// Which seat.
        seat: Seat,
        /// What is wrong with it.
        reason: SeatProblem,
    },
    /// Two seats have the same name (compared case-insensitively).
    DuplicateName(String),
    /// An identity text cannot be used.
    InvalidIdentity {
        /// Which seat.
        seat: Seat,
        /// What is wrong with it.
        reason: SeatProblem,
    },
    /// Two Runners play the same identity (NAPD: at most one copy of each Runner identity by
    /// title in the game).
    DuplicateIdentity {
        /// The identity title.
        identity: String,
        /// The first Runner's name.
        first: String,
        /// The second Runner's name.
        second: String,
    },
    /// No Runner at this seat index.
    NoSuchRunner(usize),
    /// No team with this index.
    NoSuchTeam(usize),
    /// The game is over; nothing more can happen at this table.
    GameOver(GameEnd),
    /// A Runner or Agent who was flatlined cannot do this.
    Flatlined {
        /// The player's name.
        name: String,
        /// What was refused.
        what: FlatlinedBlock,
    },
    /// The Agent is not flatlined (rehiring needs a flatlined Agent).
    NotFlatlined(String),
    /// The team has left the game.
    TeamLeft {
        /// 1-based team number.
        team: usize,
        /// Its Sponsor's name.
        sponsor: String,
        /// Its Agent's name.
        agent: String,
    },
    /// Zero agenda points or credits were given where at least one is needed.
    Zero(Amount),
    /// Removing more agenda points than the player or team has.
    NotEnoughPoints {
        /// Player or team.
        who: Scorer,
        /// Points held.
        has: u32,
        /// Points asked to remove.
        remove: u32,
    },
    /// More agenda points than a table helper keeps.
    TooManyPoints {
        /// Player or team.
        who: Scorer,
        /// The total it would reach.
        total: u64,
    },
    /// A credit exchange over the edition's limit.
    ExchangeOverLimit {
        /// "the Sponsor" or "the Agent".
        who: Exchanger,
        /// The limit.
        limit: u32,
        /// What was asked.
        spent: u32,
    },
    /// An odd amount where the rate needs pairs of credits.
    ExchangeOddAmount(u32),
    /// A number too large to compute with.
    TooLarge(Counter),
    /// It is not the right player's turn for this.
    NotNow(NotNow),
    /// The ICE-strength bonus is not used at this table.
    IceBonusNotUsed {
        /// Players at the table.
        players: usize,
    },
    /// The Agent was already counted for this Sponsor's bonus since the Sponsor's last turn.
    AlreadyCounted {
        /// The Agent's name.
        agent: String,
        /// The Sponsor's name.
        sponsor: String,
    },
    /// No tag with this number in the ledger.
    NoSuchTag(u32),
    /// A tag, sale or bid that the rules do not allow.
    Tag(TagProblem),
    /// A tag sale (offer or auction) must be finished first.
    SaleOpen(Sale),
}

/// A cleaned seat name: trimmed, not empty, at most [`MAX_SEAT_NAME_CHARS`], no control
/// characters.
pub(crate) fn clean_name(seat: Seat, name: &str) -> Result<String, TableError> {
    let t = name.trim();
    let err = |reason| TableError::InvalidName { seat, reason };
    if t.is_empty() {
        return Err(err(SeatProblem::Empty));
    }
    if t.chars().count() > MAX_SEAT_NAME_CHARS {
        return Err(err(SeatProblem::TooLong {
            max: MAX_SEAT_NAME_CHARS,
        }));
    }
    if t.chars().any(char::is_control) {
        return Err(err(SeatProblem::Control));
    }
    Ok(t.to_string())
}

/// Refuses the second of two equal names (case-insensitive).
pub(crate) fn check_unique<'a>(names: impl IntoIterator<Item = &'a str>) -> Result<(), TableError> {
    let mut seen = std::collections::BTreeSet::new();
    for n in names {
        if !seen.insert(n.to_lowercase()) {
            return Err(TableError::DuplicateName(n.to_string()));
        }
    }
    Ok(())
}

/// `a + b`, refused above [`MAX_TABLE_POINTS`].
pub(crate) fn add_points(who: impl Fn() -> Scorer, a: u32, b: u32) -> Result<u32, TableError> {
    let total = u64::from(a) + u64::from(b);
    if total > u64::from(MAX_TABLE_POINTS) {
        return Err(TableError::TooManyPoints { who: who(), total });
    }
    u32::try_from(total).map_err(|_| TableError::TooLarge(Counter::AgendaTotal))
}

/// `a - b`, refused below zero.
pub(crate) fn remove_points(who: impl Fn() -> Scorer, a: u32, b: u32) -> Result<u32, TableError> {
    a.checked_sub(b).ok_or_else(|| TableError::NotEnoughPoints {
        who: who(),
        has: a,
        remove: b,
    })
}
