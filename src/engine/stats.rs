//! Event statistics: who played what, who made the cut, and how the sides fared.
//!
//! Pure functions over the event's players, rounds and cut. The numbers are counts (no
//! floating point); [`percent`] rounds a share for display. Identities are entered as text, so
//! the caller passes a resolver that turns an entered identity into its full title and faction
//! (`io::charts::identify` uses the built-in identity list); identities the resolver does not
//! know are counted under the text as entered, without a faction.
//!
//! ```
//! use netrunner_to::engine::{Command, Event, EventSettings, PlayerDetails, Side, Structure};
//! use netrunner_to::engine::stats::{self, KnownIdentity};
//! let mut event = Event::new(EventSettings::new("Store Champs", Structure::Basic), 1);
//! for (name, runner) in [("Ann", "Hayley"), ("Bo", "Hayley"), ("Cy", "Noise"), ("Di", "Kit")] {
//!     let mut d = PlayerDetails::named(name);
//!     d.runner = Some(runner.into());
//!     event.apply(Command::AddPlayer { details: d, id: None }).unwrap();
//! }
//! let shaper = |side: Side, text: &str| {
//!     (side == Side::Runner && text != "Noise").then(|| KnownIdentity {
//!         title: text.to_string(),
//!         faction: "shaper".to_string(),
//!     })
//! };
//! let s = stats::statistics(&event, &shaper);
//! assert_eq!(s.field.players, 4);
//! assert_eq!(s.field.runner.factions[0].faction.as_deref(), Some("shaper"));
//! assert_eq!(s.field.runner.factions[0].players, 3);
//! assert_eq!(stats::percent(3, 4), "75%");
//! ```
//!
//! What is counted:
//!
//! - **The field**: every player who took part in a round (a table or a bye; dropped and
//!   disqualified players included: they played), or, before round 1 is paired, every active
//!   player. In a NAPD event every Corp plays the NAPD identity, so only Runner identities are
//!   counted; in a Big Sell-Out event Sponsors count for the Corp side and Agents for the Runner
//!   side.
//! - **The cut**: the players seeded into the elimination bracket; conversion is, per identity
//!   and per faction, how many of those who played it in the field made the cut.
//! - **Results per stage**: each game's winning side, with timed (modified) wins and draws
//!   apart. Intentional splits are tables where no game was played; imported round totals
//!   (Cobra before 2020) and elimination games without sides say nothing about sides and are
//!   counted as such. Byes are not games.
//! - **Multiplayer**: NAPD games won by the Corp or by the Runner team (timed apart); Big
//!   Sell-Out games by how they ended and by the winning team's seat.

use crate::engine::command::{Command, EliminationOutcome};
use crate::engine::elimination::{GameStatus, ResultKind};
use crate::engine::event::Event;
use crate::engine::ids::{PlayerId, Side};
use crate::engine::multiplayer::{BsoEnding, NapdEnding, NapdWinner, PodResult, Seating};
use crate::engine::results::{GameResult, MatchResult};
use crate::engine::structure::Format;
use serde::Serialize;
use std::collections::{BTreeMap, BTreeSet, HashMap};

/// An identity the resolver recognised: its full title and faction.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct KnownIdentity {
    /// Full title, e.g. "Hayley Kaplan: Universal Scholar".
    pub title: String,
    /// Faction key, lower case, e.g. "shaper", "haas-bioroid".
    pub faction: String,
}

/// Turns an entered identity into a known one (`None`: not recognised).
pub type Resolver<'a> = &'a dyn Fn(Side, &str) -> Option<KnownIdentity>;

/// Everything the statistics screen, page and printout show.
#[derive(Clone, Debug, PartialEq, Eq, Serialize)]
pub struct Statistics {
    /// Who played what.
    pub field: Breakdown,
    /// Who made the cut, and conversion; `None` before the cut (and in multiplayer events).
    #[serde(skip_serializing_if = "Option::is_none")]
    pub cut: Option<CutStatistics>,
    /// The Swiss rounds' games (`None` in multiplayer events).
    #[serde(skip_serializing_if = "Option::is_none")]
    pub swiss: Option<GameTally>,
    /// The elimination games (`None` before the cut).
    #[serde(skip_serializing_if = "Option::is_none")]
    pub elimination: Option<GameTally>,
    /// The games of a NAPD or Big Sell-Out event.
    #[serde(skip_serializing_if = "Option::is_none")]
    pub multiplayer: Option<MultiplayerResults>,
}

/// Identities and factions of a group of players, per side.
#[derive(Clone, Debug, PartialEq, Eq, Serialize)]
pub struct Breakdown {
    /// How many players.
    pub players: u32,
    /// Their Corp identities.
    pub corp: SideBreakdown,
    /// Their Runner identities.
    pub runner: SideBreakdown,
}

/// Identities and factions of one side, most played first.
#[derive(Clone, Debug, PartialEq, Eq, Serialize)]
pub struct SideBreakdown {
    /// The side.
    pub side: Side,
    /// How many players play this side (the whole of every percentage).
    pub players: u32,
    /// Per identity.
    pub identities: Vec<IdentityCount>,
    /// Per faction.
    pub factions: Vec<FactionCount>,
}

/// Players of one identity.
#[derive(Clone, Debug, PartialEq, Eq, Serialize)]
pub struct IdentityCount {
    /// Full title (or the text as entered when not recognised); `None`: no identity entered.
    pub identity: Option<String>,
    /// Faction key; `None` when not recognised or not entered.
    pub faction: Option<String>,
    /// How many players.
    pub players: u32,
}

/// Players of one faction.
#[derive(Clone, Debug, PartialEq, Eq, Serialize)]
pub struct FactionCount {
    /// Faction key; `None`: identity not recognised or not entered.
    pub faction: Option<String>,
    /// How many players.
    pub players: u32,
}

/// The cut: its breakdown and how each identity and faction converted.
#[derive(Clone, Debug, PartialEq, Eq, Serialize)]
pub struct CutStatistics {
    /// Who made the cut.
    pub breakdown: Breakdown,
    /// Corp identities and factions: played in the field, made the cut.
    pub corp: SideConversion,
    /// Runner identities and factions: played in the field, made the cut.
    pub runner: SideConversion,
}

/// Conversion of one side, best first (most in the cut, then the best rate).
#[derive(Clone, Debug, PartialEq, Eq, Serialize)]
pub struct SideConversion {
    /// The side.
    pub side: Side,
    /// Per identity played in the field.
    pub identities: Vec<IdentityConversion>,
    /// Per faction played in the field.
    pub factions: Vec<FactionConversion>,
}

/// How many players of an identity played and made the cut.
#[derive(Clone, Debug, PartialEq, Eq, Serialize)]
pub struct IdentityConversion {
    /// As in [`IdentityCount::identity`].
    pub identity: Option<String>,
    /// As in [`IdentityCount::faction`].
    pub faction: Option<String>,
    /// Players in the field.
    pub played: u32,
    /// Of them, players in the cut.
    pub cut: u32,
}

/// How many players of a faction played and made the cut.
#[derive(Clone, Debug, PartialEq, Eq, Serialize)]
pub struct FactionConversion {
    /// As in [`FactionCount::faction`].
    pub faction: Option<String>,
    /// Players in the field.
    pub played: u32,
    /// Of them, players in the cut.
    pub cut: u32,
}

/// Games of a stage by the side that won them.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Serialize)]
pub struct GameTally {
    /// Games the Corp won outright.
    pub corp_wins: u32,
    /// Games the Corp won on time (modified wins).
    pub corp_timed_wins: u32,
    /// Games the Runner won outright.
    pub runner_wins: u32,
    /// Games the Runner won on time.
    pub runner_timed_wins: u32,
    /// Drawn games (in the cut: the higher seed advanced).
    pub draws: u32,
    /// Games played whose winning side is not known (imported round totals, elimination games
    /// without sides).
    pub unknown_sides: u32,
    /// Tables that split the round intentionally (no game played).
    pub intentional_splits: u32,
}

impl GameTally {
    /// Games with a known outcome: wins of either side (timed included) and draws.
    pub fn games(&self) -> u32 {
        self.corp_wins
            + self.corp_timed_wins
            + self.runner_wins
            + self.runner_timed_wins
            + self.draws
    }

    /// Games the Corp won, outright or on time.
    pub fn corp_total(&self) -> u32 {
        self.corp_wins + self.corp_timed_wins
    }

    /// Games the Runner won, outright or on time.
    pub fn runner_total(&self) -> u32 {
        self.runner_wins + self.runner_timed_wins
    }

    fn add_game(&mut self, g: &GameResult) {
        match g {
            GameResult::Win {
                winner: Side::Corp, ..
            } => self.corp_wins += 1,
            GameResult::Win {
                winner: Side::Runner,
                ..
            } => self.runner_wins += 1,
            GameResult::ModifiedWin {
                winner: Side::Corp, ..
            } => self.corp_timed_wins += 1,
            GameResult::ModifiedWin {
                winner: Side::Runner,
                ..
            } => self.runner_timed_wins += 1,
            GameResult::Draw { .. } => self.draws += 1,
        }
    }
}

/// The games of a multiplayer event.
#[derive(Clone, Debug, PartialEq, Eq, Serialize)]
pub struct MultiplayerResults {
    /// "napd" or "big-sell-out".
    pub format: &'static str,
    /// Games with a result.
    pub games: u32,
    /// NAPD: games won by the Corp and by the Runner team (`runner_*`), timed apart.
    #[serde(skip_serializing_if = "Option::is_none")]
    pub napd: Option<GameTally>,
    /// How the games ended (the format's endings, in the rules' order), with their counts.
    pub endings: Vec<EndingCount>,
    /// The Big Sell-Out: games won by the team in each seat (seat 1 first; Sponsor 1 has a slight
    /// advantage, the rules note), and drawn games.
    #[serde(skip_serializing_if = "Option::is_none")]
    pub seats: Option<SeatWins>,
}

/// Games that ended one way.
#[derive(Clone, Debug, PartialEq, Eq, Serialize)]
pub struct EndingCount {
    /// The ending's name, as files and the command line write it ("corp-agendas", "time", …).
    pub ending: &'static str,
    /// Which ending, typed (its words are `io::words::napd_ending`'s and `bso_ending`'s).
    #[serde(skip)]
    pub kind: Ending,
    /// How many games.
    pub games: u32,
}

/// How a multiplayer game ended, by format.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Ending {
    /// A NAPD game's ending.
    Napd(NapdEnding),
    /// A Big Sell-Out game's ending.
    Bso(BsoEnding),
}

/// Big Sell-Out wins by seat.
#[derive(Clone, Debug, PartialEq, Eq, Serialize)]
pub struct SeatWins {
    /// `wins[i]`: games won by the team in seat `i + 1`.
    pub wins: Vec<u32>,
    /// Drawn games.
    pub draws: u32,
}

/// `part` of `whole` as a whole percentage, rounded half up ("33%"); "–" when `whole` is 0.
pub fn percent(part: u32, whole: u32) -> String {
    if whole == 0 {
        return "–".to_string();
    }
    let (p, w) = (u64::from(part), u64::from(whole));
    format!("{}%", (200 * p + w) / (2 * w))
}

/// The statistics of an event, identities resolved with `identify`.
pub fn statistics(event: &Event, identify: Resolver<'_>) -> Statistics {
    let field = field_players(event);
    let (corp_players, runner_players) = side_players(event, &field);
    let breakdown = |corp: &[PlayerId], runner: &[PlayerId]| Breakdown {
        players: corp.iter().chain(runner).collect::<BTreeSet<_>>().len() as u32,
        corp: side_breakdown(event, Side::Corp, corp, identify),
        runner: side_breakdown(event, Side::Runner, runner, identify),
    };
    let mut field_breakdown = breakdown(&corp_players, &runner_players);
    field_breakdown.players = field.len() as u32;
    let cut = event.cut().map(|b| {
        let seeds: BTreeSet<PlayerId> = b.seeds().iter().copied().collect();
        let in_cut = |list: &[PlayerId]| -> Vec<PlayerId> {
            list.iter().copied().filter(|p| seeds.contains(p)).collect()
        };
        let (corp_cut, runner_cut) = (in_cut(&corp_players), in_cut(&runner_players));
        let mut cut_breakdown = breakdown(&corp_cut, &runner_cut);
        cut_breakdown.players = seeds.len() as u32;
        CutStatistics {
            corp: conversion(event, Side::Corp, &corp_players, &seeds, identify),
            runner: conversion(event, Side::Runner, &runner_players, &seeds, identify),
            breakdown: cut_breakdown,
        }
    });
    let multiplayer = multiplayer_results(event);
    Statistics {
        field: field_breakdown,
        cut,
        swiss: (!event.is_multiplayer()).then(|| swiss_tally(event)),
        elimination: event.cut().map(|_| elimination_tally(event)),
        multiplayer,
    }
}

/// The field: players who took part in a round, or every active player before round 1.
fn field_players(event: &Event) -> Vec<PlayerId> {
    let mut took_part: BTreeSet<PlayerId> = BTreeSet::new();
    let mut any_round = false;
    if let Some(mp) = event.multiplayer().filter(|_| event.is_multiplayer()) {
        for r in &mp.rounds {
            any_round = true;
            for pod in &r.pods {
                took_part.extend(pod.players(&mp.teams));
            }
        }
    } else {
        for r in event.rounds() {
            any_round = true;
            for t in &r.pairings {
                took_part.extend(t.players());
            }
        }
    }
    if !any_round {
        return event.active_players().map(|p| p.id).collect();
    }
    event
        .players()
        .iter()
        .map(|p| p.id)
        .filter(|p| took_part.contains(p))
        .collect()
}

/// The players whose Corp and whose Runner identity count.
fn side_players(event: &Event, field: &[PlayerId]) -> (Vec<PlayerId>, Vec<PlayerId>) {
    match event.settings().format {
        Format::Napd => (Vec::new(), field.to_vec()),
        Format::BigSellOut { .. } => {
            let teams = event
                .multiplayer()
                .map(|m| m.teams.as_slice())
                .unwrap_or(&[]);
            let sponsors: BTreeSet<PlayerId> = teams.iter().map(|t| t.sponsor).collect();
            let agents: BTreeSet<PlayerId> = teams.iter().map(|t| t.agent).collect();
            (
                field
                    .iter()
                    .copied()
                    .filter(|p| sponsors.contains(p))
                    .collect(),
                field
                    .iter()
                    .copied()
                    .filter(|p| agents.contains(p))
                    .collect(),
            )
        }
        _ => (field.to_vec(), field.to_vec()),
    }
}

/// How an entered identity is counted: (identity, faction).
type Key = (Option<String>, Option<String>);

fn key_of(event: &Event, side: Side, p: PlayerId, identify: Resolver<'_>) -> Key {
    let entered = event.player(p).and_then(|pl| match side {
        Side::Corp => pl.corp.as_deref(),
        Side::Runner => pl.runner.as_deref(),
    });
    match entered.map(str::trim).filter(|t| !t.is_empty()) {
        None => (None, None),
        Some(text) => match identify(side, text) {
            Some(k) => (Some(k.title), Some(k.faction)),
            None => (Some(text.to_string()), None),
        },
    }
}

/// Sorts most first, then by name, the unnamed ("none") last among equals.
fn by_count_then_name<T>(
    rows: &mut [T],
    count: impl Fn(&T) -> (u32, u32),
    name: impl Fn(&T) -> Option<&str>,
) {
    rows.sort_by(|a, b| {
        count(b)
            .cmp(&count(a))
            .then_with(|| name(a).is_none().cmp(&name(b).is_none()))
            .then_with(|| name(a).cmp(&name(b)))
    });
}

fn side_breakdown(
    event: &Event,
    side: Side,
    players: &[PlayerId],
    identify: Resolver<'_>,
) -> SideBreakdown {
    let mut identities: BTreeMap<Key, u32> = BTreeMap::new();
    let mut factions: BTreeMap<Option<String>, u32> = BTreeMap::new();
    for &p in players {
        let key = key_of(event, side, p, identify);
        *factions.entry(key.1.clone()).or_default() += 1;
        *identities.entry(key).or_default() += 1;
    }
    let mut identities: Vec<IdentityCount> = identities
        .into_iter()
        .map(|((identity, faction), players)| IdentityCount {
            identity,
            faction,
            players,
        })
        .collect();
    by_count_then_name(
        &mut identities,
        |r| (r.players, 0),
        |r| r.identity.as_deref(),
    );
    let mut factions: Vec<FactionCount> = factions
        .into_iter()
        .map(|(faction, players)| FactionCount { faction, players })
        .collect();
    by_count_then_name(&mut factions, |r| (r.players, 0), |r| r.faction.as_deref());
    SideBreakdown {
        side,
        players: players.len() as u32,
        identities,
        factions,
    }
}

fn conversion(
    event: &Event,
    side: Side,
    field: &[PlayerId],
    cut: &BTreeSet<PlayerId>,
    identify: Resolver<'_>,
) -> SideConversion {
    let mut identities: BTreeMap<Key, (u32, u32)> = BTreeMap::new();
    let mut factions: BTreeMap<Option<String>, (u32, u32)> = BTreeMap::new();
    for &p in field {
        let key = key_of(event, side, p, identify);
        let made = u32::from(cut.contains(&p));
        let f = factions.entry(key.1.clone()).or_default();
        f.0 += 1;
        f.1 += made;
        let i = identities.entry(key).or_default();
        i.0 += 1;
        i.1 += made;
    }
    // Most in the cut first, then the better rate (fewer played for as many in the cut).
    let rank = |played: u32, cut: u32| (cut, u32::MAX - played);
    let mut identities: Vec<IdentityConversion> = identities
        .into_iter()
        .map(|((identity, faction), (played, cut))| IdentityConversion {
            identity,
            faction,
            played,
            cut,
        })
        .collect();
    by_count_then_name(
        &mut identities,
        |r| rank(r.played, r.cut),
        |r| r.identity.as_deref(),
    );
    let mut factions: Vec<FactionConversion> = factions
        .into_iter()
        .map(|(faction, (played, cut))| FactionConversion {
            faction,
            played,
            cut,
        })
        .collect();
    by_count_then_name(
        &mut factions,
        |r| rank(r.played, r.cut),
        |r| r.faction.as_deref(),
    );
    SideConversion {
        side,
        identities,
        factions,
    }
}

fn swiss_tally(event: &Event) -> GameTally {
    let mut t = GameTally::default();
    for r in event.rounds() {
        for p in &r.pairings {
            if p.is_bye() {
                continue;
            }
            match &p.result {
                None => {}
                Some(MatchResult::Games { p1_corp, p2_corp }) => {
                    t.add_game(p1_corp);
                    t.add_game(p2_corp);
                }
                Some(MatchResult::Single { game }) => t.add_game(game),
                Some(MatchResult::IntentionalSplit) => t.intentional_splits += 1,
                Some(MatchResult::Totals { .. }) => {
                    t.unknown_sides += if p.p1_side.is_some() { 1 } else { 2 };
                }
            }
        }
    }
    t
}

/// For each elimination game, whether its last report since the cut was on time.
fn timed_elimination_games(event: &Event) -> HashMap<u32, bool> {
    let mut out = HashMap::new();
    for h in event.history() {
        match &h.command {
            Command::Cut { .. } | Command::DeleteCut => out.clear(),
            Command::ReportElimination { game, outcome } => {
                out.insert(*game, matches!(outcome, EliminationOutcome::Timed { .. }));
            }
            Command::ClearElimination { game } => {
                out.remove(game);
            }
            _ => {}
        }
    }
    out
}

fn elimination_tally(event: &Event) -> GameTally {
    let mut t = GameTally::default();
    let Some(bracket) = event.cut() else { return t };
    let timed = timed_elimination_games(event);
    for g in bracket.games() {
        let (Some(result), GameStatus::Decided) = (g.result, g.status) else {
            continue;
        };
        let side = g.sides.and_then(|s| s.side_of(result.winner));
        let on_time = timed.get(&g.number()).copied().unwrap_or(false);
        match (result.kind, side) {
            (ResultKind::Bye, _) => {}
            (ResultKind::Draw, _) => t.draws += 1,
            (ResultKind::Played, None) => t.unknown_sides += 1,
            (ResultKind::Played, Some(Side::Corp)) if on_time => t.corp_timed_wins += 1,
            (ResultKind::Played, Some(Side::Corp)) => t.corp_wins += 1,
            (ResultKind::Played, Some(Side::Runner)) if on_time => t.runner_timed_wins += 1,
            (ResultKind::Played, Some(Side::Runner)) => t.runner_wins += 1,
        }
    }
    t
}

fn multiplayer_results(event: &Event) -> Option<MultiplayerResults> {
    if !event.is_multiplayer() {
        return None;
    }
    let mp = event.multiplayer()?;
    let results = mp
        .rounds
        .iter()
        .flat_map(|r| &r.pods)
        .filter_map(|pod| pod.result.as_ref().map(|res| (pod, res)));
    match event.settings().format {
        Format::Napd => {
            let mut tally = GameTally::default();
            let mut endings: Vec<EndingCount> = NapdEnding::ALL
                .iter()
                .map(|e| EndingCount {
                    ending: e.name(),
                    kind: Ending::Napd(*e),
                    games: 0,
                })
                .collect();
            let mut games = 0;
            for (_, res) in results {
                let PodResult::Napd(r) = res else { continue };
                games += 1;
                if let Some(c) = endings.iter_mut().find(|c| c.ending == r.ending.name()) {
                    c.games += 1;
                }
                let timed = r.ending == NapdEnding::Time;
                match (r.winner(), timed) {
                    (NapdWinner::Corp, false) => tally.corp_wins += 1,
                    (NapdWinner::Corp, true) => tally.corp_timed_wins += 1,
                    (NapdWinner::Runners, false) => tally.runner_wins += 1,
                    (NapdWinner::Runners, true) => tally.runner_timed_wins += 1,
                    (NapdWinner::Draw, _) => tally.draws += 1,
                }
            }
            Some(MultiplayerResults {
                format: "napd",
                games,
                napd: Some(tally),
                endings,
                seats: None,
            })
        }
        Format::BigSellOut { .. } => {
            let mut endings: Vec<EndingCount> = BsoEnding::ALL
                .iter()
                .map(|e| EndingCount {
                    ending: e.name(),
                    kind: Ending::Bso(*e),
                    games: 0,
                })
                .collect();
            let mut seats = SeatWins {
                wins: Vec::new(),
                draws: 0,
            };
            let mut games = 0;
            for (pod, res) in results {
                let PodResult::BigSellOut(r) = res else {
                    continue;
                };
                games += 1;
                if let Some(c) = endings.iter_mut().find(|c| c.ending == r.ending.name()) {
                    c.games += 1;
                }
                let Seating::BigSellOut { teams } = &pod.seating else {
                    continue;
                };
                match r.winner.and_then(|w| teams.iter().position(|t| *t == w)) {
                    Some(i) => {
                        if seats.wins.len() <= i {
                            seats.wins.resize(i + 1, 0);
                        }
                        if let Some(w) = seats.wins.get_mut(i) {
                            *w += 1;
                        }
                    }
                    None => seats.draws += 1,
                }
            }
            Some(MultiplayerResults {
                format: "big-sell-out",
                games,
                napd: None,
                endings,
                seats: Some(seats),
            })
        }
        _ => None,
    }
}
