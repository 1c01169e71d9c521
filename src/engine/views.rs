//! Typed views of the event's tables: what every rendering (the app's screens, the printouts,
//! the command line, the CSV export, the phone pages, the chat copy) draws, as rows of typed
//! data — numbers, ids, exact rationals, enums — never text. Each rendering only words and lays
//! out these rows, so the renderings cannot disagree about what a row says (issue 35).
//!
//! Also here, defined once: which round is "the latest paired round" ([`current_round`],
//! [`elimination_round_in_play`]).
//!
//! ```
//! use netrunner_to::engine::{Command, Event, EventSettings, PlayerDetails, Structure};
//! use netrunner_to::engine::views::{self, Stage};
//! let mut e = Event::new(EventSettings::new("Demo", Structure::Basic), 7);
//! for n in ["Ann", "Bo", "Cy"] {
//!     e.apply(Command::AddPlayer { details: PlayerDetails::named(n), id: None }).unwrap();
//! }
//! e.apply(Command::PairRound).unwrap();
//! let v = views::standings(&e, None);
//! assert_eq!(v.stage, Stage::During { round: 1, unreported: 1 });
//! assert_eq!(v.rows.len(), 3);
//! ```

use crate::engine::elimination::{Bracket, GameView, Source};
use crate::engine::event::Event;
use crate::engine::ids::{PlayerId, Side};
use crate::engine::model::RoundRef;
use crate::engine::multiplayer::{NAPD_CORP_IDENTITY, Pod, Role, Seating, Turn};
use crate::engine::pairing::{SwissSides, side_counts_played};
use crate::engine::results::MatchResult;
use crate::engine::standings::Rational;

/// What the standings reflect.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Stage {
    /// No round paired yet: everyone is level.
    BeforeRound1,
    /// Every table of `round` has a result.
    After {
        /// The round.
        round: u32,
    },
    /// `round` is being played: `unreported` tables have no result yet (provisional).
    During {
        /// The round.
        round: u32,
        /// Its tables without a result.
        unreported: usize,
    },
}

/// A note on a standings row. Every rendering shows the same notes (its own words for them).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Note {
    /// The player dropped (after round `after`, when known).
    Dropped {
        /// The last round the player played before dropping.
        after: Option<u32>,
    },
    /// The player had a bye.
    Bye,
    /// The player's points include score adjustments, `total` in all (may be 0).
    Adjusted {
        /// The sum of the adjustments.
        total: i32,
    },
}

/// One row of the Swiss standings.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct StandingRow {
    /// 1-based rank.
    pub rank: usize,
    /// The player.
    pub player: PlayerId,
    /// The player's name as shown.
    pub name: String,
    /// Pronouns, when given (not blank).
    pub pronouns: Option<String>,
    /// The Corp identity, as entered.
    pub corp: Option<String>,
    /// The Runner identity, as entered.
    pub runner: Option<String>,
    /// Tournament points.
    pub points: u32,
    /// Rounds played (results and byes).
    pub rounds: u32,
    /// Strength of schedule, exact.
    pub sos: Rational,
    /// Extended strength of schedule, exact.
    pub esos: Rational,
    /// Single-sided events: the player's Corp and Runner games (tables with a result).
    pub sides: Option<SwissSides>,
    /// Notes, in this order: dropped, bye, adjusted.
    pub notes: Vec<Note>,
}

impl StandingRow {
    /// Whether the player dropped.
    pub fn dropped(&self) -> bool {
        self.notes.iter().any(|n| matches!(n, Note::Dropped { .. }))
    }

    /// Whether the player had a bye.
    pub fn had_bye(&self) -> bool {
        self.notes.contains(&Note::Bye)
    }

    /// The sum of the player's score adjustments, if they have any.
    pub fn adjusted(&self) -> Option<i32> {
        self.notes.iter().find_map(|n| match n {
            Note::Adjusted { total } => Some(*total),
            _ => None,
        })
    }
}

/// One score adjustment counted in the standings.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Adjustment {
    /// The Swiss round.
    pub round: u32,
    /// The player.
    pub player: PlayerId,
    /// The player's name.
    pub name: String,
    /// Points added (negative: taken away).
    pub delta: i32,
    /// Why, as the organizer typed it.
    pub reason: String,
}

/// The Swiss standings as every rendering shows them.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct StandingsView {
    /// What the standings reflect.
    pub stage: Stage,
    /// Ranked rows, best first.
    pub rows: Vec<StandingRow>,
    /// The score adjustments counted, in round order.
    pub adjustments: Vec<Adjustment>,
    /// Whether the event is single-sided (the rows carry `sides`).
    pub single_sided: bool,
}

/// The Swiss standings after round `after` (`None`: everything entered so far).
pub fn standings(event: &Event, after: Option<u32>) -> StandingsView {
    let counted: Vec<_> = event
        .rounds()
        .iter()
        .filter(|r| after.is_none_or(|n| r.number <= n))
        .collect();
    let stage = match counted.last() {
        None => Stage::BeforeRound1,
        Some(r) => match r.unreported_tables().len() {
            0 => Stage::After { round: r.number },
            n => Stage::During {
                round: r.number,
                unreported: n,
            },
        },
    };
    let table = match after {
        Some(n) => event.standings_after(n),
        None => event.standings(),
    };
    let rounds = match after {
        Some(n) => {
            let end = event
                .rounds()
                .iter()
                .position(|r| r.number > n)
                .unwrap_or(event.rounds().len());
            &event.rounds()[..end]
        }
        None => event.rounds(),
    };
    let single_sided = event.settings().format.single_sided();
    let adjustments: Vec<Adjustment> = counted
        .iter()
        .flat_map(|r| {
            r.adjustments.iter().map(|a| Adjustment {
                round: r.number,
                player: a.player,
                name: event.name_of(a.player),
                delta: a.delta,
                reason: a.reason.clone(),
            })
        })
        .collect();
    let rows = table
        .rows
        .into_iter()
        .map(|s| {
            let p = event.player(s.player);
            let text = |f: fn(&crate::engine::model::Player) -> &Option<String>| {
                p.and_then(|p| f(p).clone())
            };
            let mut notes = Vec::new();
            if s.dropped {
                notes.push(Note::Dropped {
                    after: p.and_then(|p| p.dropped_after).filter(|&r| r > 0),
                });
            }
            if s.had_bye {
                notes.push(Note::Bye);
            }
            if adjustments.iter().any(|a| a.player == s.player) {
                notes.push(Note::Adjusted {
                    total: adjustments
                        .iter()
                        .filter(|a| a.player == s.player)
                        .map(|a| a.delta)
                        .sum(),
                });
            }
            StandingRow {
                rank: s.rank,
                player: s.player,
                name: event.name_of(s.player),
                pronouns: text(|p| &p.pronouns).filter(|x| !x.trim().is_empty()),
                corp: text(|p| &p.corp),
                runner: text(|p| &p.runner),
                points: s.points,
                rounds: s.rounds,
                sos: s.sos,
                esos: s.esos,
                sides: single_sided.then(|| side_counts_played(rounds, s.player)),
                notes,
            }
        })
        .collect();
    StandingsView {
        stage,
        rows,
        adjustments,
        single_sided,
    }
}

/// A player at a table of a Swiss round.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Seat {
    /// The player.
    pub player: PlayerId,
    /// The player's name.
    pub name: String,
    /// Tournament points before the round (what the pairing was made from).
    pub points_before: u32,
    /// Single-sided rounds: the side the player plays.
    pub side: Option<Side>,
}

/// One table of a Swiss round.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct TableRow {
    /// The table number (byes are numbered after the real tables).
    pub table: u32,
    /// Player 1.
    pub p1: Seat,
    /// Player 2; `None` is a bye.
    pub p2: Option<Seat>,
    /// The result, once entered.
    pub result: Option<MatchResult>,
    /// The round points of player 1 and player 2 (a bye: its points and 0), once decided.
    pub points: Option<(u32, u32)>,
}

/// The tables of a Swiss round as every rendering shows them.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct RoundTables {
    /// The round.
    pub round: u32,
    /// Whether the round is single-sided (the seats carry sides).
    pub single_sided: bool,
    /// The tables, byes last, in table order.
    pub tables: Vec<TableRow>,
    /// Players given an unpaired loss in the round (0 points).
    pub unpaired_losses: Vec<Seat>,
    /// The latest round before the cut: active players not in it (registered after pairing,
    /// brought back), who will be paired in the next round.
    pub not_paired: Vec<Seat>,
    /// Tables (byes not counted) with a result, and in all.
    pub reported: usize,
    /// Tables, byes not counted.
    pub games: usize,
}

/// The tables of Swiss round `number`, if it exists.
pub fn round_tables(event: &Event, number: u32) -> Option<RoundTables> {
    let round = event.round(number)?;
    let before = event.standings_after(number.saturating_sub(1));
    let single_sided = event.settings().format.single_sided();
    let bye_points = event.settings().format.bye_points();
    let seat = |player: PlayerId, side: Option<Side>| Seat {
        player,
        name: event.name_of(player),
        points_before: before.of(player).map_or(0, |s| s.points),
        side: side.filter(|_| single_sided),
    };
    let tables = round
        .pairings
        .iter()
        .map(|p| TableRow {
            table: p.table,
            p1: seat(p.p1, p.p1_side),
            p2: p.p2.map(|b| seat(b, p.p1_side.map(Side::other))),
            result: p.result,
            points: p.points(bye_points),
        })
        .collect();
    let not_paired = not_paired(event, number)
        .into_iter()
        .map(|p| seat(p, None))
        .collect();
    Some(RoundTables {
        round: number,
        single_sided,
        tables,
        unpaired_losses: round
            .unpaired_losses
            .iter()
            .map(|&p| seat(p, None))
            .collect(),
        not_paired,
        reported: round.reported_tables().len(),
        games: round.pairings.iter().filter(|p| !p.is_bye()).count(),
    })
}

/// The active players the latest Swiss round (before the cut) leaves out — registered after
/// the pairing or brought back —, who will be paired in the next round; none for another round.
pub fn not_paired(event: &Event, number: u32) -> Vec<PlayerId> {
    let latest = event.rounds().last().filter(|r| r.number == number);
    match latest {
        Some(round) if event.cut().is_none() => {
            // A set: the app asks every frame, with thousands of players.
            let taking_part: std::collections::HashSet<PlayerId> = round
                .pairings
                .iter()
                .flat_map(|p| p.players())
                .chain(round.unpaired_losses.iter().copied())
                .collect();
            event
                .active_players()
                .filter(|p| !taking_part.contains(&p.id))
                .map(|p| p.id)
                .collect()
        }
        _ => Vec::new(),
    }
}

/// A seat at a pod, in turn order.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct PodSeat {
    /// Clockwise from 1 (the turn order).
    pub seat: u32,
    /// Who takes the turn, as what (`turn.label()`: "C", "R2", "S1").
    pub turn: Turn,
    /// The player's name.
    pub name: String,
    /// The identity played (the NAPD Corp: the NAPD identity; a Sponsor: the Corp identity;
    /// a Runner or an Agent: the Runner identity), when known.
    pub identity: Option<String>,
    /// The Big Sell-Out: the team's name.
    pub team: Option<String>,
}

/// A Big Sell-Out team at a pod.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct PodTeam {
    /// The team's position in the pod, from 1.
    pub seat: u32,
    /// The team's name.
    pub name: String,
    /// The Sponsor's name.
    pub sponsor: String,
    /// The Agent's name.
    pub agent: String,
}

/// One pod of a multiplayer round as every rendering shows it.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct PodRow {
    /// The pod's number.
    pub number: u32,
    /// The seats in turn order.
    pub seats: Vec<PodSeat>,
    /// The Big Sell-Out: its teams (empty for NAPD).
    pub teams: Vec<PodTeam>,
    /// The first turn's order (the edition's rule).
    pub first_turn: Vec<Turn>,
}

/// The pods of multiplayer round `round` (empty when there is none).
pub fn pods(event: &Event, round: u32) -> Vec<PodRow> {
    event
        .multiplayer()
        .and_then(|mp| mp.round(round))
        .map(|r| r.pods.iter().filter_map(|p| pod(event, p)).collect())
        .unwrap_or_default()
}

/// One pod of a multiplayer event (`None` in another event).
pub fn pod(event: &Event, pod: &Pod) -> Option<PodRow> {
    let mp = event.multiplayer()?;
    let seats = pod
        .turn_order(&mp.teams)
        .into_iter()
        .zip(1u32..)
        .map(|(turn, seat)| {
            let p = event.player(turn.player);
            let identity = match turn.role {
                Role::Corp => Some(NAPD_CORP_IDENTITY.to_string()),
                Role::Runner | Role::Agent => p.and_then(|p| p.runner.clone()),
                Role::Sponsor => p.and_then(|p| p.corp.clone()),
            };
            PodSeat {
                seat,
                name: event.name_of(turn.player),
                identity: identity.filter(|s| !s.trim().is_empty()),
                team: match &pod.seating {
                    // The team of the seat (a member replaced later still played for it).
                    Seating::BigSellOut { teams } => turn
                        .seat
                        .checked_sub(1)
                        .and_then(|i| teams.get(i as usize))
                        .and_then(|t| mp.team(*t))
                        .map(|x| x.name.clone()),
                    Seating::Napd { .. } => None,
                },
                turn,
            }
        })
        .collect();
    let teams = match &pod.seating {
        Seating::BigSellOut { teams } => teams
            .iter()
            .filter_map(|id| Some((mp.team(*id)?, pod.members_of(*id, &mp.teams)?)))
            .zip(1u32..)
            .map(|((t, (sponsor, agent)), seat)| PodTeam {
                seat,
                name: t.name.clone(),
                sponsor: event.name_of(sponsor),
                agent: event.name_of(agent),
            })
            .collect(),
        Seating::Napd { .. } => Vec::new(),
    };
    Some(PodRow {
        number: pod.number,
        seats,
        teams,
        first_turn: pod.first_turn_order(&mp.teams, event.settings().format),
    })
}

/// A player in an elimination game, with what the bracket says of them.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct BracketPlayer {
    /// The player.
    pub player: PlayerId,
    /// The player's name.
    pub name: String,
    /// The seed.
    pub seed: Option<u32>,
    /// Dropped during the cut.
    pub dropped: bool,
    /// Disqualified during the cut.
    pub disqualified: bool,
}

/// One side of an elimination game: a player, or where the player will come from.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Slot {
    /// The player, known.
    Player(BracketPlayer),
    /// Not known yet: the winner of game 3, the loser of game 5, seed 2…
    From(Source),
}

/// One elimination game as every rendering shows it.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct BracketGame {
    /// The game as the engine sees it (number, round, section, status, sides, result).
    pub game: GameView,
    /// Player 1 and player 2.
    pub slots: [Slot; 2],
}

/// The games of the cut, by round and number (empty before the cut).
pub fn bracket_games(event: &Event) -> Vec<BracketGame> {
    let Some(b) = event.cut() else {
        return Vec::new();
    };
    let player = |p: PlayerId| BracketPlayer {
        player: p,
        name: event.name_of(p),
        seed: b.seed_of(p),
        dropped: b.dropped().contains(&p),
        disqualified: b.disqualified().contains(&p),
    };
    let mut games = b.games();
    games.sort_by_key(|g| (g.round(), g.number()));
    games
        .into_iter()
        .map(|g| {
            let slot = |i: usize| match g.players[i] {
                Some(p) => Slot::Player(player(p)),
                None => Slot::From(g.spec.players[i]),
            };
            BracketGame {
                slots: [slot(0), slot(1)],
                game: g,
            }
        })
        .collect()
}

/// The latest paired round, the one printouts, the clock, the chat copy and the command line
/// mean by "the current round": in a multiplayer event its latest round of pods; after the cut
/// the elimination round in play ([`elimination_round_in_play`], else the first still to play);
/// otherwise the latest Swiss round. `None` before the first round is paired.
pub fn current_round(event: &Event) -> Option<RoundRef> {
    if event.is_multiplayer() {
        let count = event.multiplayer().map_or(0, |m| m.rounds.len());
        return u32::try_from(count)
            .ok()
            .filter(|&n| n > 0)
            .map(RoundRef::Swiss);
    }
    if let Some(b) = event.cut() {
        let n = elimination_round_in_play(b)
            .or_else(|| b.next_round())
            .unwrap_or_else(|| b.rounds().max(1));
        return Some(RoundRef::Elimination(n));
    }
    event.rounds().last().map(|r| RoundRef::Swiss(r.number))
}

/// The elimination round being played ([`Bracket::round_in_play`]: the latest round with a
/// game whose sides are decided or that was played, a bye not counting). `None` before any.
pub fn elimination_round_in_play(b: &Bracket) -> Option<u32> {
    b.round_in_play()
}
