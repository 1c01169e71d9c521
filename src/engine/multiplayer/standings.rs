//! Standings of a multiplayer event.
//!
//! ```text
//! points(u) = tournament points u earned in games with a result
//! games(u)  = games with a result u played
//! opps(u)   = u's opponents, one entry per opponent per game: only the other side counts.
//!             NAPD: a Corp's opponents are the pod's Runners, a Runner's opponent is the
//!             pod's Corp (the other Runners are teammates);
//!             The Big Sell-Out: every opposing team of u's pods
//! SoS(u)    = mean over o in opps(u) of points(o) / games(o)    (0 without opponents)
//! ESoS(u)   = mean over o in opps(u) of SoS(o)                  (0 without opponents)
//! ```
//!
//! NAPD ranks players by points, SoS, ESoS, then the random tiebreak drawn at registration
//! (lowest first), then the id. The Big Sell-Out ranks teams the same way (with the team's tiebreak);
//! each player takes their team's place and numbers. SoS is exact ([`Rational`]).

use super::{Multiplayer, PodRound, Seating, TeamId};
use crate::engine::ids::PlayerId;
use crate::engine::model::{Player, PlayerStatus};
use crate::engine::standings::Rational;
use num_traits::Zero;
use std::cmp::Ordering;
use std::collections::BTreeMap;

/// One player's line.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct PlayerRow {
    /// 1-based rank (The Big Sell-Out: the team's rank, shared by both players).
    pub rank: usize,
    /// The player.
    pub player: PlayerId,
    /// The Big Sell-Out: the player's team.
    pub team: Option<TeamId>,
    /// Tournament points.
    pub points: u32,
    /// Games with a result.
    pub games: u32,
    /// Strength of schedule.
    pub sos: Rational,
    /// Extended strength of schedule (the mean of the opponents' SoS).
    pub esos: Rational,
    /// The random tiebreak (the team's, in The Big Sell-Out).
    pub tiebreak: u64,
    /// Dropped (The Big Sell-Out: either player of the team dropped).
    pub dropped: bool,
    /// Games played as Corp (NAPD) or Sponsor.
    pub corp_games: u32,
    /// Games played as Runner (NAPD) or Agent.
    pub runner_games: u32,
}

/// One team's line (The Big Sell-Out).
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct TeamRow {
    /// 1-based rank.
    pub rank: usize,
    /// The team.
    pub team: TeamId,
    /// Tournament points.
    pub points: u32,
    /// Games with a result.
    pub games: u32,
    /// Strength of schedule over opposing teams.
    pub sos: Rational,
    /// Extended strength of schedule (the mean of the opposing teams' SoS).
    pub esos: Rational,
    /// The random tiebreak drawn at registration.
    pub tiebreak: u64,
    /// Either player dropped.
    pub dropped: bool,
}

/// Player (and, for The Big Sell-Out, team) standings.
#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub struct MpStandings {
    /// Players, best first (disqualified players are left out).
    pub players: Vec<PlayerRow>,
    /// Teams, best first (empty for NAPD; teams with a disqualified player are left out).
    pub teams: Vec<TeamRow>,
}

impl MpStandings {
    /// A player's line.
    pub fn player(&self, p: PlayerId) -> Option<&PlayerRow> {
        self.players.iter().find(|r| r.player == p)
    }
    /// A team's line.
    pub fn team(&self, t: TeamId) -> Option<&TeamRow> {
        self.teams.iter().find(|r| r.team == t)
    }
}

#[derive(Default, Clone)]
struct Acc {
    points: u32,
    games: u32,
    /// Opponents, one entry per opponent per game.
    mates: Vec<u32>,
    corp: u32,
    runner: u32,
}

/// Adds up the decided pods of `rounds`, keyed by player id (NAPD) or team id (Big Sell-Out).
fn tally(mp: &Multiplayer, rounds: &[PodRound]) -> BTreeMap<u32, Acc> {
    let mut acc: BTreeMap<u32, Acc> = BTreeMap::new();
    let scoring = mp.settings.scoring;
    let share = mp.settings.flatlined_share;
    for r in rounds {
        for pod in &r.pods {
            let Some(result) = &pod.result else { continue };
            let points: Vec<(u32, u32, bool)> = match (&pod.seating, result) {
                (Seating::Napd { corp, .. }, super::PodResult::Napd(res)) => res
                    .points(*corp, &scoring, share)
                    .into_iter()
                    .map(|(p, pts)| (p.0, pts, p == *corp))
                    .collect(),
                (Seating::BigSellOut { .. }, super::PodResult::BigSellOut(res)) => res
                    .points(&scoring)
                    .into_iter()
                    .map(|(t, pts)| (t.0, pts, false))
                    .collect(),
                _ => continue,
            };
            let corp_side: Vec<u32> = points.iter().filter(|x| x.2).map(|x| x.0).collect();
            let runner_side: Vec<u32> = points.iter().filter(|x| !x.2).map(|x| x.0).collect();
            for (u, pts, is_corp) in &points {
                let a = acc.entry(*u).or_default();
                a.points += pts;
                a.games += 1;
                if *is_corp {
                    a.corp += 1;
                } else {
                    a.runner += 1;
                }
                // NAPD: the other side only. The Big Sell-Out: every team is on the "runner
                // side" here, so its opponents are the other teams.
                let opps = if *is_corp || corp_side.is_empty() {
                    &runner_side
                } else {
                    &corp_side
                };
                a.mates.extend(opps.iter().copied().filter(|x| x != u));
            }
        }
    }
    acc
}

/// The mean over u's opponents (one entry per opponent per game) of `value` (0 where it has
/// none); 0 without opponents.
fn mean_over_opponents(
    acc: &BTreeMap<u32, Acc>,
    u: u32,
    value: impl Fn(u32) -> Option<Rational>,
) -> Rational {
    let Some(a) = acc.get(&u).filter(|a| !a.mates.is_empty()) else {
        return Rational::zero();
    };
    let sum = a
        .mates
        .iter()
        .filter_map(|m| value(*m))
        .fold(Rational::zero(), |s, v| s + v);
    sum / Rational::from_integer(a.mates.len() as i128)
}

/// Every unit's (SoS, ESoS).
fn schedules(acc: &BTreeMap<u32, Acc>) -> BTreeMap<u32, (Rational, Rational)> {
    let points_per_game = |o: u32| {
        acc.get(&o)
            .filter(|o| o.games > 0)
            .map(|o| Rational::new(i128::from(o.points), i128::from(o.games)))
    };
    let sos: BTreeMap<u32, Rational> = acc
        .keys()
        .map(|&u| (u, mean_over_opponents(acc, u, points_per_game)))
        .collect();
    acc.keys()
        .map(|&u| {
            let esos = mean_over_opponents(acc, u, |o| sos.get(&o).copied());
            (u, (sos[&u], esos))
        })
        .collect()
}

type Key<'a> = (u32, &'a Rational, &'a Rational, u64, u32);

fn order(a: Key<'_>, b: Key<'_>) -> Ordering {
    b.0.cmp(&a.0)
        .then_with(|| b.1.cmp(a.1))
        .then_with(|| b.2.cmp(a.2))
        .then_with(|| a.3.cmp(&b.3))
        .then_with(|| a.4.cmp(&b.4))
}

/// The standings over `rounds` (all rounds, or the rounds before one being paired).
pub fn compute(players: &[Player], mp: &Multiplayer, rounds: &[PodRound]) -> MpStandings {
    let acc = tally(mp, rounds);
    let sched = schedules(&acc);
    let get = |u: u32| acc.get(&u).cloned().unwrap_or_default();
    let sched_of = |u: u32| sched.get(&u).copied().unwrap_or_default();
    if mp.teams.is_empty() {
        let mut rows: Vec<PlayerRow> = players
            .iter()
            .filter(|p| p.status != PlayerStatus::Disqualified)
            .map(|p| {
                let a = get(p.id.0);
                let (sos, esos) = sched_of(p.id.0);
                PlayerRow {
                    rank: 0,
                    player: p.id,
                    team: None,
                    points: a.points,
                    games: a.games,
                    sos,
                    esos,
                    tiebreak: p.tiebreak,
                    dropped: p.status == PlayerStatus::Dropped,
                    corp_games: a.corp,
                    runner_games: a.runner,
                }
            })
            .collect();
        rows.sort_by(|a, b| {
            order(
                (a.points, &a.sos, &a.esos, a.tiebreak, a.player.0),
                (b.points, &b.sos, &b.esos, b.tiebreak, b.player.0),
            )
        });
        for (i, r) in rows.iter_mut().enumerate() {
            r.rank = i + 1;
        }
        return MpStandings {
            players: rows,
            teams: Vec::new(),
        };
    }
    let status = |p: PlayerId| {
        players
            .iter()
            .find(|x| x.id == p)
            .map_or(PlayerStatus::Disqualified, |x| x.status)
    };
    let mut teams: Vec<TeamRow> = mp
        .teams
        .iter()
        .filter(|t| {
            status(t.sponsor) != PlayerStatus::Disqualified
                && status(t.agent) != PlayerStatus::Disqualified
        })
        .map(|t| {
            let a = get(t.id.0);
            let (sos, esos) = sched_of(t.id.0);
            TeamRow {
                rank: 0,
                team: t.id,
                points: a.points,
                games: a.games,
                sos,
                esos,
                tiebreak: t.tiebreak,
                dropped: status(t.sponsor) != PlayerStatus::Active
                    || status(t.agent) != PlayerStatus::Active,
            }
        })
        .collect();
    teams.sort_by(|a, b| {
        order(
            (a.points, &a.sos, &a.esos, a.tiebreak, a.team.0),
            (b.points, &b.sos, &b.esos, b.tiebreak, b.team.0),
        )
    });
    for (i, r) in teams.iter_mut().enumerate() {
        r.rank = i + 1;
    }
    let mut rows = Vec::with_capacity(teams.len() * 2);
    for tr in &teams {
        let Some(t) = mp.team(tr.team) else { continue };
        for (p, corp) in [(t.sponsor, true), (t.agent, false)] {
            rows.push(PlayerRow {
                rank: tr.rank,
                player: p,
                team: Some(t.id),
                points: tr.points,
                games: tr.games,
                sos: tr.sos,
                esos: tr.esos,
                tiebreak: tr.tiebreak,
                dropped: tr.dropped,
                corp_games: if corp { tr.games } else { 0 },
                runner_games: if corp { 0 } else { tr.games },
            });
        }
    }
    MpStandings {
        players: rows,
        teams,
    }
}
