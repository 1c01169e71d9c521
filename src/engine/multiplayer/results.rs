//! Results of multiplayer games, checked against the victory rules, and the points they give.
//!
//! NAPD (`napd-multiplayer-format.md`, "Winning the Game"): the Corp wins at 7+ agenda points or
//! when every Runner is flatlined; the Runners win at 7+ agenda points together (a flatlined
//! Runner's score area is trashed, so their points no longer count) or when the Corp must draw
//! from an empty R&D. At time the side with more agenda points wins; equal is a draw.
//!
//! The Big Sell-Out, Android: Netrunner edition (section 8): checked after each full cycle — a
//! team with 11+ ends the game and the highest total wins (ties are draws); sudden death when a
//! team is 7+ points ahead of every other team; a team whose Sponsor cannot draw leaves the game.
//! Classic edition ("Victory!"): a team wins at 11 immediately; a team loses and leaves when its
//! Agent is flatlined or its Sponsor cannot draw.

use super::{Scoring, TeamId};
use crate::engine::error::{EngineError, ResultProblem};
use crate::engine::ids::PlayerId;
use crate::engine::structure::BigSellOutEdition;
use serde::{Deserialize, Serialize};

/// Agenda points that win a NAPD game.
pub const NAPD_POINTS_TO_WIN: u32 = 7;
/// Agenda points that end a Big Sell-Out game.
pub const BSO_POINTS_TO_WIN: u32 = 11;
/// The lead that ends a Big Sell-Out game by sudden death (Android: Netrunner edition).
pub const BSO_SUDDEN_DEATH_LEAD: u32 = 7;
/// The most agenda points one side or team can enter (a sanity bound, far above real games).
pub const MAX_AGENDA_POINTS: u8 = 30;

/// How a NAPD game ended.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[serde(rename_all = "kebab-case")]
pub enum NapdEnding {
    /// The Corp scored 7 or more agenda points.
    CorpAgendas,
    /// Every Runner was flatlined.
    RunnersFlatlined,
    /// The Runners' score areas together hold 7 or more agenda points.
    RunnerAgendas,
    /// The Corp had to draw from an empty R&D.
    CorpDecked,
    /// Time was called: more agenda points wins, equal is a draw.
    Time,
}

impl NapdEnding {
    /// Every ending, in menu order.
    pub const ALL: [NapdEnding; 5] = [
        NapdEnding::CorpAgendas,
        NapdEnding::RunnersFlatlined,
        NapdEnding::RunnerAgendas,
        NapdEnding::CorpDecked,
        NapdEnding::Time,
    ];

    /// The kebab-case name used in files and the CLI.
    pub fn name(self) -> &'static str {
        match self {
            NapdEnding::CorpAgendas => "corp-agendas",
            NapdEnding::RunnersFlatlined => "runners-flatlined",
            NapdEnding::RunnerAgendas => "runner-agendas",
            NapdEnding::CorpDecked => "corp-decked",
            NapdEnding::Time => "time",
        }
    }
}

/// One Runner's line of a NAPD result.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct RunnerScore {
    /// The Runner.
    pub player: PlayerId,
    /// Agenda points in their score area (when flatlined: what it held; it no longer counts).
    pub points: u8,
    /// Whether they were flatlined (removed from the game).
    #[serde(default, skip_serializing_if = "std::ops::Not::not")]
    pub flatlined: bool,
    /// Whether they left the game before it ended (dropped out, went home): like a flatlined
    /// Runner their points stop counting, and they score a loss whatever the Runners do.
    #[serde(default, skip_serializing_if = "std::ops::Not::not")]
    pub left: bool,
}

impl RunnerScore {
    /// Whether the Runner was out of the game at its end (flatlined or left).
    pub fn out(&self) -> bool {
        self.flatlined || self.left
    }
}

/// The result of a NAPD game.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct NapdResult {
    /// How it ended.
    pub ending: NapdEnding,
    /// The Corp's agenda points.
    pub corp_points: u8,
    /// Every Runner of the pod once.
    pub runners: Vec<RunnerScore>,
}

/// Who won a NAPD game.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum NapdWinner {
    /// The Corp.
    Corp,
    /// The Runners (all of them, flatlined or not).
    Runners,
    /// Neither: a draw at time.
    Draw,
}

impl NapdResult {
    /// The Runners' agenda points that count: those of Runners not flatlined (nor left).
    pub fn runner_total(&self) -> u32 {
        self.runners
            .iter()
            .filter(|r| !r.out())
            .map(|r| u32::from(r.points))
            .sum()
    }

    /// Who won. Assumes the result was checked with [`NapdResult::validate`].
    pub fn winner(&self) -> NapdWinner {
        match self.ending {
            NapdEnding::CorpAgendas | NapdEnding::RunnersFlatlined => NapdWinner::Corp,
            NapdEnding::RunnerAgendas | NapdEnding::CorpDecked => NapdWinner::Runners,
            NapdEnding::Time => {
                let corp = u32::from(self.corp_points);
                let runners = self.runner_total();
                match corp.cmp(&runners) {
                    std::cmp::Ordering::Greater => NapdWinner::Corp,
                    std::cmp::Ordering::Less => NapdWinner::Runners,
                    std::cmp::Ordering::Equal => NapdWinner::Draw,
                }
            }
        }
    }

    /// Checks the result against the pod (`runners` in seating order) and the victory rules.
    pub fn validate(
        &self,
        runners: &[PlayerId],
        name: &dyn Fn(PlayerId) -> String,
    ) -> Result<(), EngineError> {
        let bad = |p: ResultProblem| Err(EngineError::ImpossibleResult(p));
        for r in &self.runners {
            if !runners.contains(&r.player) {
                return bad(ResultProblem::NotInPod {
                    name: name(r.player),
                });
            }
            if self.runners.iter().filter(|x| x.player == r.player).count() > 1 {
                return bad(ResultProblem::Twice {
                    name: name(r.player),
                });
            }
            if r.points > MAX_AGENDA_POINTS {
                return bad(ResultProblem::TooManyPoints {
                    name: name(r.player),
                    points: u32::from(r.points),
                    max: u32::from(MAX_AGENDA_POINTS),
                });
            }
        }
        if let Some(missing) = runners
            .iter()
            .find(|p| !self.runners.iter().any(|r| r.player == **p))
        {
            return bad(ResultProblem::RunnerMissing {
                name: name(*missing),
            });
        }
        if self.corp_points > MAX_AGENDA_POINTS {
            return bad(ResultProblem::CorpTooMany {
                points: u32::from(self.corp_points),
                max: u32::from(MAX_AGENDA_POINTS),
            });
        }
        let corp = u32::from(self.corp_points);
        let total = self.runner_total();
        let all_flatlined = self.runners.iter().all(RunnerScore::out);
        let uncounted: Vec<(String, u32)> = self
            .runners
            .iter()
            .filter(|r| r.out() && r.points > 0)
            .map(|r| (name(r.player), u32::from(r.points)))
            .collect();
        let win = NAPD_POINTS_TO_WIN;
        let corp_would_have_won = || bad(ResultProblem::CorpWouldWin { corp, win });
        let runners_would_have_won = || {
            bad(ResultProblem::RunnersWouldWin {
                total,
                uncounted: uncounted.clone(),
                win,
            })
        };
        match self.ending {
            NapdEnding::CorpAgendas => {
                if corp < win {
                    return bad(ResultProblem::CorpWinShort { win, corp });
                }
                if total >= win {
                    return bad(ResultProblem::RunnersBoth {
                        total,
                        uncounted,
                        win,
                    });
                }
            }
            NapdEnding::RunnersFlatlined => {
                if !all_flatlined {
                    let alive: Vec<String> = self
                        .runners
                        .iter()
                        .filter(|r| !r.out())
                        .map(|r| name(r.player))
                        .collect();
                    return bad(ResultProblem::FlatlineAlive { names: alive });
                }
                if corp >= win {
                    return corp_would_have_won();
                }
            }
            NapdEnding::RunnerAgendas => {
                if all_flatlined {
                    return bad(ResultProblem::AllFlatlinedNotRunners);
                }
                if total < win {
                    return bad(ResultProblem::RunnerWinShort {
                        win,
                        total,
                        uncounted,
                    });
                }
                if corp >= win {
                    return bad(ResultProblem::CorpBoth { corp, win });
                }
            }
            NapdEnding::CorpDecked | NapdEnding::Time => {
                if all_flatlined {
                    return bad(ResultProblem::AllFlatlined);
                }
                if corp >= win {
                    return corp_would_have_won();
                }
                if total >= win {
                    return runners_would_have_won();
                }
            }
        }
        Ok(())
    }

    /// Tournament points per player: the Corp first, then the Runners in entry order. A Runner
    /// who left the game scores a loss; so does a flatlined Runner unless `flatlined_share`
    /// (the organizer's setting) lets them share the Runners' result.
    pub fn points(
        &self,
        corp: PlayerId,
        scoring: &Scoring,
        flatlined_share: bool,
    ) -> Vec<(PlayerId, u32)> {
        let timed = self.ending == NapdEnding::Time;
        let win = if timed {
            scoring.timed_win
        } else {
            scoring.win
        };
        let (c, r) = match self.winner() {
            NapdWinner::Corp => (win, scoring.loss),
            NapdWinner::Runners => (scoring.loss, win),
            NapdWinner::Draw => (scoring.draw, scoring.draw),
        };
        std::iter::once((corp, c))
            .chain(self.runners.iter().map(|x| {
                let out = x.left || (x.flatlined && !flatlined_share);
                (x.player, if out { scoring.loss } else { r })
            }))
            .collect()
    }
}

/// How a Big Sell-Out game ended.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[serde(rename_all = "kebab-case")]
pub enum BsoEnding {
    /// Agenda points: Android: Netrunner edition, a team had 11+ after a full cycle and the
    /// highest total wins (ties draw); classic edition, a team reached 11 and won at once.
    Agendas,
    /// Android: Netrunner edition: a team was 7+ points ahead of every other team after a full
    /// cycle.
    SuddenDeath,
    /// Every other team left the game (Sponsor decked; classic also: Agent flatlined).
    LastTeamStanding,
    /// Time was called: the highest total wins, equal totals draw.
    Time,
}

impl BsoEnding {
    /// Every ending, in menu order.
    pub const ALL: [BsoEnding; 4] = [
        BsoEnding::Agendas,
        BsoEnding::SuddenDeath,
        BsoEnding::LastTeamStanding,
        BsoEnding::Time,
    ];

    /// The kebab-case name used in files and the CLI.
    pub fn name(self) -> &'static str {
        match self {
            BsoEnding::Agendas => "agendas",
            BsoEnding::SuddenDeath => "sudden-death",
            BsoEnding::LastTeamStanding => "last-team-standing",
            BsoEnding::Time => "time",
        }
    }
}

/// Why a team left a Big Sell-Out game (and lost it).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[serde(rename_all = "kebab-case")]
pub enum LeftReason {
    /// Its Sponsor could not draw (both editions).
    SponsorDecked,
    /// Its Agent was flatlined (classic edition only; the Android: Netrunner edition rehires).
    AgentFlatlined,
    /// One of its players left mid-game (both editions): the team cannot play on.
    PlayerLeft,
}

impl LeftReason {
    /// The kebab-case name used in files and the CLI.
    pub fn name(self) -> &'static str {
        match self {
            LeftReason::SponsorDecked => "sponsor-decked",
            LeftReason::AgentFlatlined => "agent-flatlined",
            LeftReason::PlayerLeft => "player-left",
        }
    }
}

/// One team's line of a Big Sell-Out result.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct TeamScore {
    /// The team.
    pub team: TeamId,
    /// The team's pooled agenda points.
    pub points: u8,
    /// Why it left the game, if it did.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub left: Option<LeftReason>,
}

/// The result of a Big Sell-Out game.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct BsoResult {
    /// How it ended.
    pub ending: BsoEnding,
    /// Every team of the pod once.
    pub teams: Vec<TeamScore>,
    /// The winner; `None` is a draw.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub winner: Option<TeamId>,
}

impl BsoResult {
    /// The teams still in the game at the end.
    fn remaining(&self) -> impl Iterator<Item = &TeamScore> {
        self.teams.iter().filter(|t| t.left.is_none())
    }

    /// The winner the scores give for this ending (`None`: a draw); `None` also when the
    /// ending itself does not fit, which [`BsoResult::validate`] reports.
    pub fn derived_winner(&self) -> Option<TeamId> {
        let remaining: Vec<&TeamScore> = self.remaining().collect();
        if self.ending == BsoEnding::LastTeamStanding {
            return match remaining.as_slice() {
                [only] => Some(only.team),
                _ => None,
            };
        }
        let best = remaining.iter().map(|t| t.points).max()?;
        let mut top = remaining.iter().filter(|t| t.points == best);
        match (top.next(), top.next()) {
            (Some(t), None) => Some(t.team),
            _ => None,
        }
    }

    /// Checks the result against the pod's teams and the edition's victory rules.
    pub fn validate(
        &self,
        teams: &[TeamId],
        edition: BigSellOutEdition,
        name: &dyn Fn(TeamId) -> String,
    ) -> Result<(), EngineError> {
        let bad = |p: ResultProblem| Err(EngineError::ImpossibleResult(p));
        for t in &self.teams {
            if !teams.contains(&t.team) {
                return bad(ResultProblem::TeamNotInPod { name: name(t.team) });
            }
            if self.teams.iter().filter(|x| x.team == t.team).count() > 1 {
                return bad(ResultProblem::Twice { name: name(t.team) });
            }
            if t.points > MAX_AGENDA_POINTS {
                return bad(ResultProblem::TooManyPoints {
                    name: name(t.team),
                    points: u32::from(t.points),
                    max: u32::from(MAX_AGENDA_POINTS),
                });
            }
            if edition == BigSellOutEdition::AndroidNetrunner
                && t.left == Some(LeftReason::AgentFlatlined)
            {
                return bad(ResultProblem::AgentFlatlinedAnr { name: name(t.team) });
            }
        }
        if let Some(missing) = teams
            .iter()
            .find(|t| !self.teams.iter().any(|x| x.team == **t))
        {
            return bad(ResultProblem::TeamMissing {
                name: name(*missing),
            });
        }
        let remaining: Vec<&TeamScore> = self.remaining().collect();
        if remaining.is_empty() {
            return bad(ResultProblem::AllLeft);
        }
        if let Some(w) = self.winner
            && let Some(t) = self.teams.iter().find(|t| t.team == w)
            && t.left.is_some()
        {
            return bad(ResultProblem::LeftWinner { name: name(w) });
        }
        let goal = BSO_POINTS_TO_WIN;
        let best = remaining
            .iter()
            .map(|t| u32::from(t.points))
            .max()
            .unwrap_or(0);
        let classic = edition == BigSellOutEdition::Classic;
        let at_goal: Vec<&&TeamScore> = remaining
            .iter()
            .filter(|t| u32::from(t.points) >= goal)
            .collect();
        match self.ending {
            BsoEnding::Agendas => {
                if best < goal {
                    return bad(ResultProblem::AgendaEnding { goal, best });
                }
                if classic && at_goal.len() > 1 {
                    let names: Vec<String> = at_goal.iter().map(|t| name(t.team)).collect();
                    return bad(ResultProblem::ClassicOneTeam { goal, names });
                }
            }
            BsoEnding::SuddenDeath => {
                if classic {
                    return bad(ResultProblem::SuddenDeathClassic);
                }
                let Some(w) = self.winner else {
                    return bad(ResultProblem::SuddenDeathDraw);
                };
                let wp = self
                    .teams
                    .iter()
                    .find(|t| t.team == w)
                    .map_or(0, |t| u32::from(t.points));
                if let Some(close) = remaining
                    .iter()
                    .find(|t| t.team != w && u32::from(t.points) + BSO_SUDDEN_DEATH_LEAD > wp)
                {
                    return bad(ResultProblem::SuddenDeathLead {
                        lead: BSO_SUDDEN_DEATH_LEAD,
                        winner: name(w),
                        points: wp,
                        close: name(close.team),
                        close_points: u32::from(close.points),
                    });
                }
                return Ok(());
            }
            BsoEnding::LastTeamStanding => {
                if remaining.len() != 1 {
                    let names: Vec<String> = remaining.iter().map(|t| name(t.team)).collect();
                    return bad(ResultProblem::LastTeamOthers { names });
                }
                if classic && best >= goal {
                    return bad(ResultProblem::ClassicWon {
                        name: name(remaining[0].team),
                        best,
                        goal,
                    });
                }
            }
            BsoEnding::Time => {
                if let Some(t) = at_goal.first() {
                    return bad(ResultProblem::TimeGoal {
                        name: name(t.team),
                        points: u32::from(t.points),
                        goal,
                    });
                }
            }
        }
        let derived = self.derived_winner();
        if derived != self.winner {
            return bad(match (derived, self.winner) {
                (Some(d), _) if self.ending == BsoEnding::LastTeamStanding => {
                    ResultProblem::LastTeamWins { name: name(d) }
                }
                (Some(d), _) => {
                    let p = self
                        .teams
                        .iter()
                        .find(|t| t.team == d)
                        .map_or(0, |t| t.points);
                    ResultProblem::MostPoints {
                        name: name(d),
                        points: u32::from(p),
                        winner: self.winner.map(name),
                    }
                }
                (None, _) => {
                    let tied: Vec<String> = remaining
                        .iter()
                        .filter(|t| u32::from(t.points) == best)
                        .map(|t| name(t.team))
                        .collect();
                    ResultProblem::Tied { names: tied, best }
                }
            });
        }
        Ok(())
    }

    /// Tournament points per team, in entry order.
    pub fn points(&self, scoring: &Scoring) -> Vec<(TeamId, u32)> {
        let win = if self.ending == BsoEnding::Time {
            scoring.timed_win
        } else {
            scoring.win
        };
        let best = self.remaining().map(|t| t.points).max();
        self.teams
            .iter()
            .map(|t| {
                let p = match self.winner {
                    Some(w) if w == t.team => win,
                    Some(_) => scoring.loss,
                    None if t.left.is_none() && Some(t.points) == best => scoring.draw,
                    None => scoring.loss,
                };
                (t.team, p)
            })
            .collect()
    }
}

/// The result of one pod, for either format.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[serde(tag = "format", rename_all = "kebab-case")]
pub enum PodResult {
    /// A NAPD game.
    Napd(NapdResult),
    /// A Big Sell-Out game.
    BigSellOut(BsoResult),
}

#[cfg(test)]
mod tests {
    use super::*;

    fn napd(ending: NapdEnding, corp: u8, runners: &[(u32, u8, bool)]) -> NapdResult {
        NapdResult {
            ending,
            corp_points: corp,
            runners: runners
                .iter()
                .map(|&(p, points, flatlined)| RunnerScore {
                    player: PlayerId(p),
                    points,
                    flatlined,
                    left: false,
                })
                .collect(),
        }
    }

    fn name(p: PlayerId) -> String {
        format!("P{}", p.0)
    }

    const POD: [PlayerId; 3] = [PlayerId(2), PlayerId(3), PlayerId(4)];

    #[test]
    fn a_flatlined_runners_points_do_not_count() {
        let r = napd(
            NapdEnding::RunnerAgendas,
            3,
            &[(2, 4, true), (3, 2, false), (4, 1, false)],
        );
        let e = r.validate(&POD, &name).unwrap_err().to_string();
        assert!(e.contains("the Runners have 3"), "{e}");
        assert!(e.contains("P2's 4 no longer count"), "{e}");
    }

    #[test]
    fn a_timed_game_goes_to_the_side_with_more_points() {
        let r = napd(
            NapdEnding::Time,
            4,
            &[(2, 2, false), (3, 2, false), (4, 0, false)],
        );
        r.validate(&POD, &name).unwrap();
        assert_eq!(r.winner(), NapdWinner::Draw);
        let s = Scoring {
            win: 3,
            timed_win: 2,
            draw: 1,
            loss: 0,
        };
        assert!(
            r.points(PlayerId(1), &s, false)
                .iter()
                .all(|(_, p)| *p == 1)
        );
    }

    #[test]
    fn bso_classic_has_no_sudden_death() {
        let r = BsoResult {
            ending: BsoEnding::SuddenDeath,
            teams: vec![
                TeamScore {
                    team: TeamId(1),
                    points: 9,
                    left: None,
                },
                TeamScore {
                    team: TeamId(2),
                    points: 1,
                    left: None,
                },
            ],
            winner: Some(TeamId(1)),
        };
        let ids = [TeamId(1), TeamId(2)];
        let n = |t: TeamId| format!("T{}", t.0);
        assert!(
            r.validate(&ids, BigSellOutEdition::AndroidNetrunner, &n)
                .is_ok()
        );
        let e = r
            .validate(&ids, BigSellOutEdition::Classic, &n)
            .unwrap_err();
        assert!(e.to_string().contains("classic edition has none"));
    }
}
