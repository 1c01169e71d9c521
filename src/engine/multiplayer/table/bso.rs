//! The Big Sell-Out table helper: teams of a Corp "Sponsor" and a Runner "Agent", both editions
//! (`regulations/big-sell-out-android-netrunner.md` and
//! `regulations/big-sell-out-classic-netrunner.txt`; the differences are tabled in
//! `spec/multiplayer.md`).
//!
//! - Seating is S1, A1, S2, A2, … clockwise; that is the normal turn order. First turn: the
//!   Android: Netrunner edition keeps the same order but no Agent may run HQ, R&D, Archives or
//!   an Agent server in their first turn ([`BsoTable::first_turn_restriction`]); the classic
//!   edition plays S1, S2, … then A1, A2, … and then the normal order.
//! - A *cycle* is one turn of every player still in the game. Agenda points are pooled per team.
//! - Victory, Android: Netrunner edition: checked after each full cycle (after the last Agent's
//!   turn): a team with 11+ ends the game, the highest total wins, equal highest totals draw;
//!   sudden death: a team 7+ points ahead of every other team wins. A team whose Sponsor cannot
//!   draw leaves the game. Classic edition: a team wins at 11 at once; a team loses (leaves) when
//!   its Agent is flatlined or its Sponsor cannot draw. In both, the last team left in the game
//!   wins.
//! - Rehiring a flatlined Agent ([`BsoTable::rehire_agent`]): Android: Netrunner — forgo three
//!   clicks and forfeit the team's next scored agenda, the new Agent starts with 5 credits and 5
//!   cards; classic (an optional rule there, see [`BsoTable::set_classic_rehiring`]) — forgo three
//!   actions and the team's next 3 agenda points.
//! - Credit exchange ([`credit_exchange`]), the ICE-strength bonus per Sponsor
//!   ([`BsoTable::agent_ran_servers_of`]) and the tag ledger with the sale and auction
//!   ([`BsoTable::place_tag`], [`BsoTable::offer_tag`], [`BsoTable::bid`]).
//!
//! Teams are numbered from 0 in the API and shown from 1 ("Team 1", "S1", "A1").

use super::{TableError, add_points, check_unique, clean_name, remove_points};
use crate::engine::multiplayer::TimeCall;
use crate::engine::structure::BigSellOutEdition;
use serde::{Deserialize, Serialize};
use std::fmt;

/// Agenda points that end the game (after a full cycle in the Android: Netrunner edition, at
/// once in the classic edition).
pub const BSO_POINTS_TO_WIN: u32 = 11;
/// Sudden death (Android: Netrunner edition): a lead of this many points over every other team.
pub const SUDDEN_DEATH_LEAD: u32 = 7;
/// The fewest teams at a table.
pub const MIN_TEAMS: usize = 2;
/// The most teams at a table.
pub const MAX_TEAMS: usize = 8;
/// The Android: Netrunner edition uses the ICE-strength bonus only with this many players.
pub const ANR_ICE_BONUS_MIN_PLAYERS: usize = 6;
/// The lowest price of a tag, in an offer or a bid.
pub const TAG_MIN_PRICE: u32 = 2;
/// Android: Netrunner edition: the most credits a Sponsor may spend in one exchange.
pub const ANR_SPONSOR_EXCHANGE_LIMIT: u32 = 4;
/// Android: Netrunner edition: the most credits an Agent may spend in one exchange.
pub const ANR_AGENT_EXCHANGE_LIMIT: u32 = 8;
/// The text of the Android: Netrunner edition's first-turn restriction on Agents.
pub const ANR_FIRST_TURN_RESTRICTION: &str =
    "In their first turn no Agent may run HQ, R&D, Archives or an Agent server.";

/// A player's role in a team.
#[derive(Clone, Copy, Debug, PartialEq, Eq, PartialOrd, Ord, Hash, Serialize, Deserialize)]
#[serde(rename_all = "kebab-case")]
pub enum Role {
    /// The Corp player.
    Sponsor,
    /// The Runner player.
    Agent,
}

/// A seat: a team and a role. Shown as `S1`, `A1`, …
#[derive(Clone, Copy, Debug, PartialEq, Eq, PartialOrd, Ord, Hash, Serialize, Deserialize)]
pub struct BsoSeat {
    /// The team, from 0.
    pub team: usize,
    /// Sponsor or Agent.
    pub role: Role,
}

impl BsoSeat {
    /// The team's Sponsor.
    pub fn sponsor(team: usize) -> BsoSeat {
        BsoSeat {
            team,
            role: Role::Sponsor,
        }
    }
    /// The team's Agent.
    pub fn agent(team: usize) -> BsoSeat {
        BsoSeat {
            team,
            role: Role::Agent,
        }
    }
}

impl fmt::Display for BsoSeat {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        let r = match self.role {
            Role::Sponsor => 'S',
            Role::Agent => 'A',
        };
        write!(f, "{r}{}", self.team + 1)
    }
}

/// Whose turn it is: the cycle (from 1) and the seat.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct BsoTurn {
    /// The cycle, from 1.
    pub cycle: u32,
    /// The seat whose turn it is.
    pub seat: BsoSeat,
}

/// Why a team left the game (lost).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[serde(rename_all = "kebab-case")]
pub enum LeaveReason {
    /// Its Sponsor could not draw.
    SponsorDecked,
    /// Its Agent was flatlined (classic edition).
    AgentFlatlined,
}

/// How a game ended.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[serde(rename_all = "kebab-case")]
pub enum BsoOutcome {
    /// One team won.
    Win {
        /// The team, from 0.
        team: usize,
        /// How.
        reason: BsoWinReason,
    },
    /// Teams tied on the highest total (11 or more) after a full cycle: a draw between them.
    Draw {
        /// The teams that drew, from 0.
        teams: Vec<usize>,
    },
}

/// How a team won.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[serde(rename_all = "kebab-case")]
pub enum BsoWinReason {
    /// Android: Netrunner edition: a team had 11+ after a full cycle and this team had the
    /// highest total.
    HighestAfterCycle,
    /// Android: Netrunner edition: 7+ points ahead of every other team after a full cycle.
    SuddenDeath,
    /// Classic edition: 11 combined points.
    ElevenPoints,
    /// Every other team left the game.
    LastTeamStanding,
}

/// What scoring an agenda did (a pending rehiring forfeit may take some or all of it).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Scored {
    /// Points added to the team's pool.
    pub added: u32,
    /// Points forfeited for rehiring the Agent.
    pub forfeited: u32,
    /// The team's total now.
    pub total: u32,
}

/// What rehiring an Agent costs, as the edition states it.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct RehireTerms {
    /// Clicks (actions) the Sponsor forgoes, as when purging virus counters.
    pub clicks: u32,
    /// The forfeit, in words.
    pub forfeit: &'static str,
    /// The new Agent's starting credits, when the edition says.
    pub credits: Option<u32>,
    /// The new Agent's starting hand, when the edition says.
    pub cards: Option<u32>,
}

/// The rehiring terms of an edition.
pub fn rehire_terms(edition: BigSellOutEdition) -> RehireTerms {
    match edition {
        BigSellOutEdition::AndroidNetrunner => RehireTerms {
            clicks: 3,
            forfeit: "the next agenda scored by the team is forfeited",
            credits: Some(5),
            cards: Some(5),
        },
        BigSellOutEdition::Classic => RehireTerms {
            clicks: 3,
            forfeit: "the next 3 agenda points scored by the team do not count",
            credits: None,
            cards: None,
        },
    }
}

/// Which way credits go in an exchange between teammates.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[serde(rename_all = "kebab-case")]
pub enum ExchangeDirection {
    /// The Sponsor spends, its Agent gains.
    SponsorToAgent,
    /// The Agent spends, its Sponsor gains.
    AgentToSponsor,
}

/// A credit exchange: what is spent and what the teammate gains.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Exchange {
    /// Credits the giver pays to the bank.
    pub spent: u32,
    /// Credits the teammate gains.
    pub gained: u32,
}

/// The credit-exchange calculator. It costs the giver a click (an action in the classic
/// edition), in their own turn.
///
/// - Android: Netrunner edition: the Sponsor spends up to 4 credits and its Agent gains 2 for
///   each; the Agent spends up to 8 credits and its Sponsor gains 1 for every 2.
/// - Classic edition: any amount; the Sponsor gives 2 for every 1 spent (the Agent gains twice
///   what is spent); the Agent gives 1 for every 2. The classic text's example ("trading 9 back
///   to the bank, but Sponsor 3 only gains 3") does not match its own rate; we follow the rate,
///   so 9 is refused (odd) and 8 gives 4.
///
/// Odd amounts from the Agent are refused: the rate needs pairs of credits, and an odd credit
/// would be paid for nothing.
pub fn credit_exchange(
    edition: BigSellOutEdition,
    direction: ExchangeDirection,
    spent: u32,
) -> Result<Exchange, TableError> {
    if spent == 0 {
        return Err(TableError::Zero(super::Amount::CreditsSpent));
    }
    let limit = match (edition, direction) {
        (BigSellOutEdition::AndroidNetrunner, ExchangeDirection::SponsorToAgent) => {
            Some((super::Exchanger::Sponsor, ANR_SPONSOR_EXCHANGE_LIMIT))
        }
        (BigSellOutEdition::AndroidNetrunner, ExchangeDirection::AgentToSponsor) => {
            Some((super::Exchanger::Agent, ANR_AGENT_EXCHANGE_LIMIT))
        }
        (BigSellOutEdition::Classic, _) => None,
    };
    if let Some((who, limit)) = limit
        && spent > limit
    {
        return Err(TableError::ExchangeOverLimit { who, limit, spent });
    }
    let gained = match direction {
        ExchangeDirection::SponsorToAgent => spent
            .checked_mul(2)
            .ok_or(TableError::TooLarge(super::Counter::Credits))?,
        ExchangeDirection::AgentToSponsor => {
            if !spent.is_multiple_of(2) {
                return Err(TableError::ExchangeOddAmount(spent));
            }
            spent / 2
        }
    };
    Ok(Exchange { spent, gained })
}

/// A team at the table.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct BsoTeam {
    sponsor: String,
    agent: String,
    points: u32,
    left: Option<LeaveReason>,
    agent_flatlined: bool,
    /// Android: Netrunner edition: scored agendas still to forfeit for rehiring.
    forfeit_agendas: u32,
    /// Classic edition: agenda points still to forfeit for rehiring.
    forfeit_points: u32,
    /// Teams whose Agents ran this Sponsor's servers since its last turn began.
    ran_by: Vec<usize>,
}

impl BsoTeam {
    /// The Sponsor's name.
    pub fn sponsor(&self) -> &str {
        &self.sponsor
    }
    /// The Agent's name.
    pub fn agent(&self) -> &str {
        &self.agent
    }
    /// The team's pooled agenda points.
    pub fn points(&self) -> u32 {
        self.points
    }
    /// Why the team left the game, if it did.
    pub fn left(&self) -> Option<LeaveReason> {
        self.left
    }
    /// Whether the team is still in the game.
    pub fn in_game(&self) -> bool {
        self.left.is_none()
    }
    /// Whether its Agent is flatlined and not (yet) rehired.
    pub fn agent_flatlined(&self) -> bool {
        self.agent_flatlined
    }
    /// Android: Netrunner edition: how many of the team's next scored agendas are forfeited.
    pub fn forfeit_agendas(&self) -> u32 {
        self.forfeit_agendas
    }
    /// Classic edition: how many of the team's next agenda points do not count.
    pub fn forfeit_points(&self) -> u32 {
        self.forfeit_points
    }
    /// Teams whose Agents ran this Sponsor's servers since its last turn began.
    pub fn ran_by(&self) -> &[usize] {
        &self.ran_by
    }
}

/// A tag number in the ledger.
pub type TagId = u32;

/// A tag on an Agent, owned by the team that placed (or last bought) it.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct Tag {
    /// Its number (from 1, never reused at a table).
    pub id: TagId,
    /// The team whose Agent is tagged.
    pub agent: usize,
    /// The team that owns the tag.
    pub owner: usize,
}

/// A tag offered to the Sponsor whose turn it is.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct TagOffer {
    /// The tag.
    pub tag: TagId,
    /// The asking price (at least [`TAG_MIN_PRICE`]).
    pub price: u32,
    /// The team whose Sponsor is offered the tag (the Sponsor whose turn it is).
    pub buyer: usize,
}

/// A clockwise auction of a tag, held at the end of the current Sponsor's turn.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct Auction {
    /// The tag.
    pub tag: TagId,
    /// The teams whose Sponsors bid, in order: from the Sponsor that refused the offer,
    /// clockwise, without the tag's owner.
    pub bidders: Vec<usize>,
    /// How many of them have bid or passed.
    pub done: usize,
    /// The highest bid so far: team and credits.
    pub best: Option<(usize, u32)>,
}

impl Auction {
    /// The team whose Sponsor bids or passes next.
    pub fn next_bidder(&self) -> Option<usize> {
        self.bidders.get(self.done).copied()
    }
}

/// A completed tag sale.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct TagSale {
    /// The tag.
    pub tag: TagId,
    /// The team whose Agent the tag is on.
    pub agent: usize,
    /// The seller (previous owner).
    pub from: usize,
    /// The buyer.
    pub to: usize,
    /// Credits the buyer's Sponsor paid the owner (the only payment, even in an auction).
    pub price: u32,
    /// Whether it was bought at auction (otherwise the offer was accepted).
    pub auction: bool,
    /// The buyer was the tagged Agent's own team, which trashed the tag.
    pub trashed: bool,
}

/// What a bid or a pass did.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum AuctionStep {
    /// The auction goes on; this team's Sponsor is next.
    Next(usize),
    /// Everyone has bid or passed: the best bid bought the tag.
    Sold(TagSale),
    /// Everyone passed: the owner keeps the tag.
    Unsold(TagId),
}

/// What ending a turn did.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Advance {
    /// The next turn began.
    Turn(BsoTurn),
    /// The full cycle ended the game (Android: Netrunner edition's victory check).
    GameOver(BsoOutcome),
}

/// One Big Sell-Out game at a table.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct BsoTable {
    edition: BigSellOutEdition,
    teams: Vec<BsoTeam>,
    classic_rehiring: bool,
    cycle: u32,
    position: usize,
    outcome: Option<BsoOutcome>,
    tags: Vec<Tag>,
    next_tag: TagId,
    offer: Option<TagOffer>,
    auctions: Vec<Auction>,
    sales: Vec<TagSale>,
    #[serde(default, skip_serializing_if = "Option::is_none")]
    time_called: Option<super::TimeCalled>,
}

impl BsoTable {
    /// A new table: the edition and each team's `(Sponsor, Agent)` names in seating order.
    /// 2–8 teams; every name distinct. The game starts with Sponsor 1's turn of cycle 1.
    pub fn new<S: AsRef<str>, A: AsRef<str>>(
        edition: BigSellOutEdition,
        teams: &[(S, A)],
    ) -> Result<BsoTable, TableError> {
        if !(MIN_TEAMS..=MAX_TEAMS).contains(&teams.len()) {
            return Err(TableError::PlayerCount {
                game: super::TableGame::BigSellOut,
                min: MIN_TEAMS,
                max: MAX_TEAMS,
                got: teams.len(),
            });
        }
        let mut ts = Vec::with_capacity(teams.len());
        for (i, (s, a)) in teams.iter().enumerate() {
            ts.push(BsoTeam {
                sponsor: clean_name(super::Seat::Sponsor(i + 1), s.as_ref())?,
                agent: clean_name(super::Seat::Agent(i + 1), a.as_ref())?,
                points: 0,
                left: None,
                agent_flatlined: false,
                forfeit_agendas: 0,
                forfeit_points: 0,
                ran_by: Vec::new(),
            });
        }
        check_unique(
            ts.iter()
                .flat_map(|t| [t.sponsor.as_str(), t.agent.as_str()]),
        )?;
        Ok(BsoTable {
            edition,
            teams: ts,
            classic_rehiring: false,
            cycle: 1,
            position: 0,
            outcome: None,
            tags: Vec::new(),
            next_tag: 1,
            offer: None,
            auctions: Vec::new(),
            sales: Vec::new(),
            time_called: None,
        })
    }

    /// The edition.
    pub fn edition(&self) -> BigSellOutEdition {
        self.edition
    }

    /// The teams in seating order.
    pub fn teams(&self) -> &[BsoTeam] {
        &self.teams
    }

    /// Players at the table when the game began (two per team).
    pub fn players(&self) -> usize {
        self.teams.len() * 2
    }

    /// The name at a seat (`"?"` for a seat that does not exist).
    pub fn name(&self, seat: BsoSeat) -> &str {
        self.teams.get(seat.team).map_or("?", |t| match seat.role {
            Role::Sponsor => t.sponsor.as_str(),
            Role::Agent => t.agent.as_str(),
        })
    }

    /// Classic edition: whether the optional rehiring rule is used. Without it (the default),
    /// a flatlined Agent makes the team lose at once; with it, the Agent stays flatlined (its
    /// turns skipped) until the Sponsor rehires. Has no effect in the Android: Netrunner
    /// edition, where rehiring is always allowed.
    pub fn classic_rehiring(&self) -> bool {
        self.classic_rehiring
    }

    /// Turns the classic edition's optional rehiring rule on or off.
    pub fn set_classic_rehiring(&mut self, on: bool) {
        self.classic_rehiring = on;
    }

    fn rehiring_allowed(&self) -> bool {
        self.edition == BigSellOutEdition::AndroidNetrunner || self.classic_rehiring
    }

    /// The current cycle, from 1.
    pub fn cycle(&self) -> u32 {
        self.cycle
    }

    /// Whose turn it is.
    pub fn turn(&self) -> BsoTurn {
        let order = self.order(self.cycle);
        BsoTurn {
            cycle: self.cycle,
            seat: order
                .get(self.position)
                .copied()
                .unwrap_or(BsoSeat::sponsor(0)),
        }
    }

    /// The turn order of a cycle, every seat (also of teams that left; see
    /// [`BsoTable::takes_turns`]). Normal order S1, A1, S2, A2, …; the classic edition's first
    /// cycle is S1, S2, … then A1, A2, …
    pub fn order(&self, cycle: u32) -> Vec<BsoSeat> {
        let n = self.teams.len();
        if cycle == 1 && self.edition == BigSellOutEdition::Classic {
            (0..n)
                .map(BsoSeat::sponsor)
                .chain((0..n).map(BsoSeat::agent))
                .collect()
        } else {
            (0..n)
                .flat_map(|t| [BsoSeat::sponsor(t), BsoSeat::agent(t)])
                .collect()
        }
    }

    /// Whether a seat still takes turns: its team is in the game, and for an Agent, it is not
    /// flatlined (awaiting rehiring).
    pub fn takes_turns(&self, seat: BsoSeat) -> bool {
        self.teams
            .get(seat.team)
            .is_some_and(|t| t.in_game() && (seat.role == Role::Sponsor || !t.agent_flatlined))
    }

    /// The Android: Netrunner edition's first-turn restriction, when it applies to the player
    /// whose turn it is (an Agent in cycle 1).
    pub fn first_turn_restriction(&self) -> Option<&'static str> {
        let t = self.turn();
        (self.edition == BigSellOutEdition::AndroidNetrunner
            && t.cycle == 1
            && t.seat.role == Role::Agent
            && self.outcome.is_none())
        .then_some(ANR_FIRST_TURN_RESTRICTION)
    }

    /// How the game ended, once it has.
    pub fn outcome(&self) -> Option<&BsoOutcome> {
        self.outcome.as_ref()
    }

    /// Android: Netrunner edition: what the victory check would decide if the cycle ended now
    /// (a team with 11+: the highest total wins or equal highest draw; else sudden death). Only
    /// teams still in the game count. `None`: the game goes on. Always `None` in the classic
    /// edition, which has no end-of-cycle check.
    pub fn end_of_cycle_check(&self) -> Option<BsoOutcome> {
        if self.edition != BigSellOutEdition::AndroidNetrunner {
            return None;
        }
        let in_game: Vec<(usize, u32)> = self
            .teams
            .iter()
            .enumerate()
            .filter(|(_, t)| t.in_game())
            .map(|(i, t)| (i, t.points))
            .collect();
        let best = in_game.iter().map(|&(_, p)| p).max()?;
        if best >= BSO_POINTS_TO_WIN {
            let top: Vec<usize> = in_game
                .iter()
                .filter(|&&(_, p)| p == best)
                .map(|&(i, _)| i)
                .collect();
            return Some(match top.as_slice() {
                [team] => BsoOutcome::Win {
                    team: *team,
                    reason: BsoWinReason::HighestAfterCycle,
                },
                _ => BsoOutcome::Draw { teams: top },
            });
        }
        in_game
            .iter()
            .find(|&&(i, p)| {
                in_game
                    .iter()
                    .filter(|&&(j, _)| j != i)
                    .all(|&(_, q)| p >= q.saturating_add(SUDDEN_DEATH_LEAD))
            })
            .filter(|_| in_game.len() > 1)
            .map(|&(team, _)| BsoOutcome::Win {
                team,
                reason: BsoWinReason::SuddenDeath,
            })
    }

    /// Time is called now, during the turn in progress: the procedure fixes the last turn to be
    /// played (finishing the cycle: the last Agent's turn of this cycle). Calling it again
    /// restarts the count from now. Refused once the game is over.
    pub fn call_time(&mut self, procedure: TimeCall) -> Result<(), TableError> {
        self.playing()?;
        let seats = self.order(self.cycle).len();
        let (round, position) = procedure.last_turn(self.cycle, self.position, seats);
        self.time_called = Some(super::TimeCalled {
            procedure,
            round,
            position,
        });
        Ok(())
    }

    /// When time was called: the procedure and the last turn it allows.
    pub fn time_called(&self) -> Option<super::TimeCalled> {
        self.time_called
    }

    /// Once time was called: the turns still to play after the one in progress (players who
    /// no longer take turns skipped), or `Over` when the last has been played.
    pub fn time_left(&self) -> Option<super::TimeLeft<BsoSeat>> {
        let t = self.time_called?;
        let seats = self.order(self.cycle).len();
        Some(super::time_left(
            (self.cycle, self.position),
            (t.round, t.position),
            seats,
            |cycle, p| {
                self.order(cycle)
                    .get(p)
                    .copied()
                    .filter(|s| self.takes_turns(*s))
            },
        ))
    }

    fn playing(&self) -> Result<(), TableError> {
        if self.outcome.is_none() && self.time_left() == Some(super::TimeLeft::Over) {
            return Err(TableError::GameOver(super::GameEnd::Time));
        }
        match &self.outcome {
            Some(BsoOutcome::Win { team, reason }) => {
                Err(TableError::GameOver(super::GameEnd::BsoWin {
                    team: self.label(*team),
                    reason: *reason,
                }))
            }
            Some(BsoOutcome::Draw { teams }) => {
                Err(TableError::GameOver(super::GameEnd::BsoDraw {
                    teams: teams.iter().map(|&t| self.label(t)).collect(),
                }))
            }
            None => Ok(()),
        }
    }

    /// A team as refusals name it (from 0).
    pub fn label(&self, team: usize) -> super::TeamLabel {
        super::TeamLabel {
            number: team + 1,
            players: self
                .teams
                .get(team)
                .map(|t| (t.sponsor.clone(), t.agent.clone())),
        }
    }

    fn team(&self, team: usize) -> Result<&BsoTeam, TableError> {
        self.teams.get(team).ok_or(TableError::NoSuchTeam(team))
    }

    fn team_in_game(&self, team: usize) -> Result<&BsoTeam, TableError> {
        let t = self.team(team)?;
        if t.left.is_some() {
            return Err(TableError::TeamLeft {
                team: team + 1,
                sponsor: t.sponsor.clone(),
                agent: t.agent.clone(),
            });
        }
        Ok(t)
    }

    /// The seat whose turn it is, refused when that player no longer takes turns (their team
    /// left, or the Agent was flatlined, during their own turn).
    fn current_player(&self) -> Result<BsoSeat, TableError> {
        let seat = self.turn().seat;
        if !self.takes_turns(seat) {
            return Err(TableError::NotNow(super::NotNow::Out {
                name: self.name(seat).to_string(),
                seat: seat.to_string(),
            }));
        }
        Ok(seat)
    }

    fn sale_open(&self) -> Option<super::Sale> {
        if let Some(o) = &self.offer {
            return Some(super::Sale::OfferedTo {
                tag: o.tag,
                name: self.name(BsoSeat::sponsor(o.buyer)).to_string(),
            });
        }
        self.auctions
            .first()
            .map(|a| super::Sale::Auction { tag: a.tag })
    }

    /// Ends the current turn and begins the next player's who still takes turns. After the last
    /// turn of a cycle the Android: Netrunner edition checks victory
    /// ([`BsoTable::end_of_cycle_check`]) and may end the game; otherwise the next cycle begins.
    /// A Sponsor's ICE-strength bonus resets when its turn begins. Refused once the game is
    /// over, and while a tag is offered or auctioned (the auction is held at the end of the
    /// Sponsor's turn).
    pub fn next_turn(&mut self) -> Result<Advance, TableError> {
        self.playing()?;
        if let Some(m) = self.sale_open() {
            return Err(TableError::SaleOpen(m));
        }
        let order = self.order(self.cycle);
        if let Some(p) = (self.position + 1..order.len())
            .find(|&p| order.get(p).is_some_and(|&s| self.takes_turns(s)))
        {
            self.position = p;
        } else {
            if let Some(o) = self.end_of_cycle_check() {
                self.outcome = Some(o.clone());
                return Ok(Advance::GameOver(o));
            }
            let cycle = self
                .cycle
                .checked_add(1)
                .ok_or(TableError::TooLarge(super::Counter::Cycles))?;
            let order = self.order(cycle);
            let p = (0..order.len())
                .find(|&p| order.get(p).is_some_and(|&s| self.takes_turns(s)))
                .ok_or(TableError::NotNow(super::NotNow::Nobody))?;
            self.cycle = cycle;
            self.position = p;
        }
        let turn = self.turn();
        if turn.seat.role == Role::Sponsor
            && let Some(t) = self.teams.get_mut(turn.seat.team)
        {
            t.ran_by.clear();
        }
        Ok(Advance::Turn(turn))
    }

    /// Adds an agenda's points to a team's pool (one call is one agenda scored or stolen). A
    /// pending rehiring forfeit takes its share first: the whole agenda (Android: Netrunner
    /// edition) or up to the points still owed (classic). Classic edition: reaching 11 wins at
    /// once.
    pub fn add_points(&mut self, team: usize, points: u32) -> Result<Scored, TableError> {
        self.playing()?;
        if points == 0 {
            return Err(TableError::Zero(super::Amount::AgendaPoints));
        }
        let t = self.team_in_game(team)?;
        let (forfeited, agendas, owed) = match self.edition {
            BigSellOutEdition::AndroidNetrunner if t.forfeit_agendas > 0 => {
                (points, t.forfeit_agendas - 1, t.forfeit_points)
            }
            BigSellOutEdition::Classic => {
                let f = points.min(t.forfeit_points);
                (f, t.forfeit_agendas, t.forfeit_points - f)
            }
            BigSellOutEdition::AndroidNetrunner => (0, 0, t.forfeit_points),
        };
        let added = points - forfeited;
        let total = add_points(|| super::Scorer::Team(self.label(team)), t.points, added)?;
        if let Some(t) = self.teams.get_mut(team) {
            t.points = total;
            t.forfeit_agendas = agendas;
            t.forfeit_points = owed;
        }
        if self.edition == BigSellOutEdition::Classic && total >= BSO_POINTS_TO_WIN {
            self.outcome = Some(BsoOutcome::Win {
                team,
                reason: BsoWinReason::ElevenPoints,
            });
        }
        Ok(Scored {
            added,
            forfeited,
            total,
        })
    }

    /// Removes points from a team's pool (an agenda forfeited, or a correction). Returns the
    /// new total.
    pub fn remove_points(&mut self, team: usize, points: u32) -> Result<u32, TableError> {
        self.playing()?;
        if points == 0 {
            return Err(TableError::Zero(super::Amount::AgendaPoints));
        }
        let t = self.team_in_game(team)?;
        let total = remove_points(|| super::Scorer::Team(self.label(team)), t.points, points)?;
        if let Some(t) = self.teams.get_mut(team) {
            t.points = total;
        }
        Ok(total)
    }

    /// The team's Sponsor cannot draw: the team loses and leaves the game.
    pub fn sponsor_decked(&mut self, team: usize) -> Result<(), TableError> {
        self.playing()?;
        self.team_in_game(team)?;
        self.leave(team, LeaveReason::SponsorDecked);
        Ok(())
    }

    /// The team's Agent is flatlined. Classic edition without the rehiring rule: the team loses
    /// and leaves the game. Otherwise the Agent's turns are skipped until the Sponsor rehires
    /// ([`BsoTable::rehire_agent`]). Either way the tags on that Agent are gone.
    pub fn agent_flatlined(&mut self, team: usize) -> Result<(), TableError> {
        self.playing()?;
        let t = self.team_in_game(team)?;
        if t.agent_flatlined {
            return Err(TableError::Flatlined {
                name: t.agent.clone(),
                what: super::FlatlinedBlock::AgentAlready,
            });
        }
        if self.rehiring_allowed() {
            if let Some(t) = self.teams.get_mut(team) {
                t.agent_flatlined = true;
            }
            self.drop_tags(|tag| tag.agent == team);
        } else {
            self.leave(team, LeaveReason::AgentFlatlined);
        }
        Ok(())
    }

    /// Rehires the team's flatlined Agent, in its Sponsor's turn (the Sponsor forgoes three
    /// clicks). Records the edition's forfeit (see [`rehire_terms`]) and returns the terms.
    pub fn rehire_agent(&mut self, team: usize) -> Result<RehireTerms, TableError> {
        self.playing()?;
        let t = self.team_in_game(team)?;
        if !self.rehiring_allowed() {
            return Err(TableError::NotNow(super::NotNow::NoRehiring));
        }
        if !t.agent_flatlined {
            return Err(TableError::NotFlatlined(t.agent.clone()));
        }
        if self.turn().seat != BsoSeat::sponsor(team) {
            return Err(TableError::NotNow(super::NotNow::RehireTurn {
                name: t.sponsor.clone(),
            }));
        }
        let edition = self.edition;
        let t = self
            .teams
            .get_mut(team)
            .ok_or(TableError::NoSuchTeam(team))?;
        t.agent_flatlined = false;
        match edition {
            BigSellOutEdition::AndroidNetrunner => t.forfeit_agendas += 1,
            BigSellOutEdition::Classic => t.forfeit_points += 3,
        }
        Ok(rehire_terms(edition))
    }

    fn leave(&mut self, team: usize, reason: LeaveReason) {
        if let Some(t) = self.teams.get_mut(team) {
            t.left = Some(reason);
        }
        for t in &mut self.teams {
            t.ran_by.retain(|&r| r != team);
        }
        self.drop_tags(|tag| tag.agent == team || tag.owner == team);
        // A team leaving cancels any open sale: its Sponsor can no longer buy or pay.
        if let Some(o) = self.offer
            && (o.buyer == team || self.tag(o.tag).is_none())
        {
            self.offer = None;
        }
        if !self.auctions.is_empty() {
            self.auctions.clear();
        }
        let left: Vec<usize> = (0..self.teams.len())
            .filter(|&i| self.teams.get(i).is_some_and(BsoTeam::in_game))
            .collect();
        if let [winner] = left.as_slice() {
            self.outcome = Some(BsoOutcome::Win {
                team: *winner,
                reason: BsoWinReason::LastTeamStanding,
            });
        }
    }

    // ---- ICE-strength bonus ----

    /// Whether this table uses the ICE-strength bonus: always in the classic edition; in the
    /// Android: Netrunner edition only with 6 or more players.
    pub fn ice_bonus_applies(&self) -> bool {
        self.edition == BigSellOutEdition::Classic || self.players() >= ANR_ICE_BONUS_MIN_PLAYERS
    }

    /// Whether tags may be sold (offered, then auctioned): always in the classic edition; in the
    /// Android: Netrunner edition only with 6 or more players (its "Handling Tags" section is one
    /// of the rules for six or more players).
    pub fn tag_sale_applies(&self) -> bool {
        self.ice_bonus_applies()
    }

    /// The +strength of every piece of ICE of this team's Sponsor now: one for each successive
    /// Agent that ran its servers since its last turn (0 when the bonus is not used).
    pub fn ice_bonus(&self, team: usize) -> u32 {
        if !self.ice_bonus_applies() {
            return 0;
        }
        self.teams
            .get(team)
            .map_or(0, |t| u32::try_from(t.ran_by.len()).unwrap_or(u32::MAX))
    }

    /// The Agent whose turn it is ran a server of this team's Sponsor: counts that Agent once
    /// toward the Sponsor's ICE-strength bonus (until the Sponsor's next turn). Returns the new
    /// bonus. Refused when the bonus is not used, outside an Agent's turn, for the Agent's own
    /// Sponsor, or when this Agent is already counted.
    pub fn agent_ran_servers_of(&mut self, sponsor_team: usize) -> Result<u32, TableError> {
        self.playing()?;
        if !self.ice_bonus_applies() {
            return Err(TableError::IceBonusNotUsed {
                players: self.players(),
            });
        }
        let target = self.team_in_game(sponsor_team)?;
        let seat = self.current_player()?;
        if seat.role != Role::Agent {
            return Err(TableError::NotNow(super::NotNow::Runs {
                name: self.name(seat).to_string(),
                seat: seat.to_string(),
            }));
        }
        if seat.team == sponsor_team {
            return Err(TableError::NotNow(super::NotNow::OwnAgent {
                agent: self.name(seat).to_string(),
                sponsor: target.sponsor.clone(),
            }));
        }
        if target.ran_by.contains(&seat.team) {
            return Err(TableError::AlreadyCounted {
                agent: self.name(seat).to_string(),
                sponsor: target.sponsor.clone(),
            });
        }
        if let Some(t) = self.teams.get_mut(sponsor_team) {
            t.ran_by.push(seat.team);
        }
        Ok(self.ice_bonus(sponsor_team))
    }

    // ---- the tag ledger ----

    /// Every tag on the table.
    pub fn tags(&self) -> &[Tag] {
        &self.tags
    }

    /// One tag.
    pub fn tag(&self, id: TagId) -> Option<&Tag> {
        self.tags.iter().find(|t| t.id == id)
    }

    /// The open offer, if any.
    pub fn offer(&self) -> Option<&TagOffer> {
        self.offer.as_ref()
    }

    /// Auctions waiting for bids, the first one open (held at the end of this Sponsor's turn).
    pub fn auctions(&self) -> &[Auction] {
        &self.auctions
    }

    /// Completed sales, oldest first.
    pub fn sales(&self) -> &[TagSale] {
        &self.sales
    }

    fn tag_busy(&self, id: TagId) -> bool {
        self.offer.is_some_and(|o| o.tag == id) || self.auctions.iter().any(|a| a.tag == id)
    }

    fn drop_tags(&mut self, gone: impl Fn(&Tag) -> bool) {
        let dropped: Vec<TagId> = self.tags.iter().filter(|t| gone(t)).map(|t| t.id).collect();
        self.tags.retain(|t| !gone(t));
        if self.offer.is_some_and(|o| dropped.contains(&o.tag)) {
            self.offer = None;
        }
        self.auctions.retain(|a| !dropped.contains(&a.tag));
    }

    /// A team tags another team's Agent (by a trace of its Sponsor or a successful run of its
    /// Agent on that Agent's server). The tag is owned by the placing team. Returns its number.
    pub fn place_tag(&mut self, owner: usize, agent_team: usize) -> Result<TagId, TableError> {
        self.playing()?;
        self.team_in_game(owner)?;
        let target = self.team_in_game(agent_team)?;
        if owner == agent_team {
            return Err(TableError::Tag(super::TagProblem::OwnAgent));
        }
        if target.agent_flatlined {
            return Err(TableError::Flatlined {
                name: target.agent.clone(),
                what: super::FlatlinedBlock::NoTag,
            });
        }
        let id = self.next_tag;
        self.next_tag = id
            .checked_add(1)
            .ok_or(TableError::TooLarge(super::Counter::Tags))?;
        self.tags.push(Tag {
            id,
            agent: agent_team,
            owner,
        });
        Ok(id)
    }

    /// The tagged Agent removed the tag. Refused while the tag is being sold.
    pub fn remove_tag(&mut self, id: TagId) -> Result<Tag, TableError> {
        self.playing()?;
        let tag = *self.tag(id).ok_or(TableError::NoSuchTag(id))?;
        if self.tag_busy(id) {
            return Err(TableError::SaleOpen(super::Sale::BeingSold { tag: id }));
        }
        self.tags.retain(|t| t.id != id);
        Ok(tag)
    }

    /// The tag's owner offers it, for `price` credits (at least 2), to the Sponsor whose turn
    /// it is. Refused outside a Sponsor's turn, when that Sponsor's team already owns the tag,
    /// and while another offer is open.
    pub fn offer_tag(&mut self, id: TagId, price: u32) -> Result<TagOffer, TableError> {
        self.playing()?;
        if !self.tag_sale_applies() {
            return Err(TableError::Tag(super::TagProblem::SaleNotUsed {
                players: self.players() as u32,
                min: ANR_ICE_BONUS_MIN_PLAYERS as u32,
            }));
        }
        let tag = *self.tag(id).ok_or(TableError::NoSuchTag(id))?;
        if let Some(o) = &self.offer {
            return Err(TableError::SaleOpen(super::Sale::AlreadyOffered {
                tag: o.tag,
            }));
        }
        if self.tag_busy(id) {
            return Err(TableError::SaleOpen(super::Sale::AlreadyAuctioned {
                tag: id,
            }));
        }
        if price < TAG_MIN_PRICE {
            return Err(TableError::Tag(super::TagProblem::MinPrice {
                min: TAG_MIN_PRICE,
                price,
            }));
        }
        let seat = self.current_player()?;
        if seat.role != Role::Sponsor {
            return Err(TableError::NotNow(super::NotNow::TagsSold {
                name: self.name(seat).to_string(),
                seat: seat.to_string(),
            }));
        }
        if seat.team == tag.owner {
            return Err(TableError::Tag(super::TagProblem::Owned {
                team: self.label(seat.team),
                tag: id,
            }));
        }
        let offer = TagOffer {
            tag: id,
            price,
            buyer: seat.team,
        };
        self.offer = Some(offer);
        Ok(offer)
    }

    /// The Sponsor whose turn it is buys the offered tag at the asking price. When it is the
    /// tagged Agent's own Sponsor, it trashes the tag.
    pub fn accept_offer(&mut self) -> Result<TagSale, TableError> {
        self.playing()?;
        let o = self
            .offer
            .ok_or(TableError::Tag(super::TagProblem::NoneOffered))?;
        self.offer = None;
        self.sell(o.tag, o.buyer, o.price, false)
    }

    /// The Sponsor whose turn it is refuses the offered tag: a clockwise auction is held at the
    /// end of its turn. Every Sponsor still in the game except the owner's bids once or passes,
    /// starting with the Sponsor that refused. Returns the auction.
    pub fn refuse_offer(&mut self) -> Result<Auction, TableError> {
        self.playing()?;
        let o = self
            .offer
            .ok_or(TableError::Tag(super::TagProblem::NoneOffered))?;
        let tag = *self.tag(o.tag).ok_or(TableError::NoSuchTag(o.tag))?;
        let n = self.teams.len();
        let bidders: Vec<usize> = (0..n)
            .map(|k| (o.buyer + k) % n)
            .filter(|&t| t != tag.owner && self.teams.get(t).is_some_and(BsoTeam::in_game))
            .collect();
        let auction = Auction {
            tag: o.tag,
            bidders,
            done: 0,
            best: None,
        };
        self.offer = None;
        self.auctions.push(auction.clone());
        Ok(auction)
    }

    /// The next Sponsor in the open auction bids `credits` (at least 2, and more than the best
    /// bid so far). The Sponsor must be able to pay if it wins; the helper does not track
    /// credits.
    pub fn bid(&mut self, credits: u32) -> Result<AuctionStep, TableError> {
        self.playing()?;
        let a = self
            .auctions
            .first()
            .ok_or(TableError::Tag(super::TagProblem::NoAuction))?;
        let Some(bidder) = a.next_bidder() else {
            return Err(TableError::Tag(super::TagProblem::AllBid));
        };
        if credits < TAG_MIN_PRICE {
            return Err(TableError::Tag(super::TagProblem::MinBid {
                min: TAG_MIN_PRICE,
                credits,
            }));
        }
        if let Some((_, best)) = a.best
            && credits <= best
        {
            return Err(TableError::Tag(super::TagProblem::Outbid {
                name: self.name(BsoSeat::sponsor(bidder)).to_string(),
                best,
            }));
        }
        if let Some(a) = self.auctions.first_mut() {
            a.best = Some((bidder, credits));
            a.done += 1;
        }
        self.after_bid()
    }

    /// The next Sponsor in the open auction passes (it may not bid on this tag again in this
    /// auction).
    pub fn pass_bid(&mut self) -> Result<AuctionStep, TableError> {
        self.playing()?;
        let a = self
            .auctions
            .first_mut()
            .ok_or(TableError::Tag(super::TagProblem::NoAuction))?;
        if a.next_bidder().is_none() {
            return Err(TableError::Tag(super::TagProblem::AllBid));
        }
        a.done += 1;
        self.after_bid()
    }

    fn after_bid(&mut self) -> Result<AuctionStep, TableError> {
        let Some(a) = self.auctions.first() else {
            return Err(TableError::Tag(super::TagProblem::NoAuction));
        };
        if let Some(next) = a.next_bidder() {
            return Ok(AuctionStep::Next(next));
        }
        let a = self.auctions.remove(0);
        match a.best {
            Some((team, price)) => Ok(AuctionStep::Sold(self.sell(a.tag, team, price, true)?)),
            None => Ok(AuctionStep::Unsold(a.tag)),
        }
    }

    fn sell(
        &mut self,
        id: TagId,
        buyer: usize,
        price: u32,
        auction: bool,
    ) -> Result<TagSale, TableError> {
        let tag = *self.tag(id).ok_or(TableError::NoSuchTag(id))?;
        let trashed = buyer == tag.agent;
        if trashed {
            self.tags.retain(|t| t.id != id);
        } else if let Some(t) = self.tags.iter_mut().find(|t| t.id == id) {
            t.owner = buyer;
        }
        let sale = TagSale {
            tag: id,
            agent: tag.agent,
            from: tag.owner,
            to: buyer,
            price,
            auction,
            trashed,
        };
        self.sales.push(sale);
        Ok(sale)
    }

    /// The exchange the player whose turn it is can make now (own turn only): a Sponsor gives
    /// to its Agent, an Agent to its Sponsor. See [`credit_exchange`].
    pub fn exchange_now(&self, spent: u32) -> Result<Exchange, TableError> {
        self.playing()?;
        let seat = self.current_player()?;
        let dir = match seat.role {
            Role::Sponsor => ExchangeDirection::SponsorToAgent,
            Role::Agent => ExchangeDirection::AgentToSponsor,
        };
        credit_exchange(self.edition, dir, spent)
    }
}

#[cfg(test)]
mod tests {
    #![allow(clippy::unwrap_used)]
    use super::*;

    #[test]
    fn time_called_finishes_the_cycle_through_the_last_agent() {
        let mut t = BsoTable::new(
            BigSellOutEdition::AndroidNetrunner,
            &[("S1", "A1"), ("S2", "A2")],
        )
        .unwrap();
        t.next_turn().unwrap(); // A1
        t.call_time(TimeCall::FinishRound).unwrap();
        assert_eq!(
            t.time_left(),
            Some(crate::engine::multiplayer::table::TimeLeft::Turns(vec![
                BsoSeat::sponsor(1),
                BsoSeat::agent(1)
            ]))
        );
        t.next_turn().unwrap();
        t.next_turn().unwrap(); // A2: the last turn
        t.next_turn().unwrap();
        assert_eq!(
            t.time_left(),
            Some(crate::engine::multiplayer::table::TimeLeft::Over)
        );
        assert_eq!(
            t.add_points(0, 1),
            Err(TableError::GameOver(
                crate::engine::multiplayer::table::GameEnd::Time
            ))
        );
    }

    #[test]
    fn seat_labels() {
        assert_eq!(BsoSeat::sponsor(0).to_string(), "S1");
        assert_eq!(BsoSeat::agent(2).to_string(), "A3");
    }

    #[test]
    fn teams_are_checked() {
        let one = BsoTable::new(BigSellOutEdition::AndroidNetrunner, &[("S", "A")]);
        assert!(matches!(one, Err(TableError::PlayerCount { got: 1, .. })));
        let dup = BsoTable::new(BigSellOutEdition::Classic, &[("Sam", "Al"), ("Sue", "sam")]);
        assert_eq!(dup.unwrap_err(), TableError::DuplicateName("sam".into()));
    }

    #[test]
    fn classic_first_cycle_sponsors_first() {
        let t = BsoTable::new(
            BigSellOutEdition::Classic,
            &[("S1", "A1"), ("S2", "A2"), ("S3", "A3")],
        )
        .unwrap();
        let o: Vec<String> = t.order(1).iter().map(ToString::to_string).collect();
        assert_eq!(o, ["S1", "S2", "S3", "A1", "A2", "A3"]);
        let o: Vec<String> = t.order(2).iter().map(ToString::to_string).collect();
        assert_eq!(o, ["S1", "A1", "S2", "A2", "S3", "A3"]);
    }
}
