//! Multiplayer side events: the NAPD multiplayer format (one Corp against a team of Runners) and
//! *The Big Sell-Out* (teams of a Corp "Sponsor" and a Runner "Agent"), in both editions.
//!
//! The rules are in `shared/regulations/`; what the app does with them is in
//! `shared/spec/multiplayer.md`. This module holds the event side: the settings, the teams, the
//! rounds of pods with their seating and results, the result checks against the victory rules
//! ([`results`]), the pod-forming search ([`pods`]) and the standings ([`standings`]). Everything
//! changes through [`Command`](crate::engine::Command)s applied by
//! [`Event::apply`](crate::engine::Event::apply) (`RegisterTeam`, `PairPods`, `ReportPod`, …).
//!
//! ```
//! use netrunner_to::engine::{Command, Event, EventSettings, Format, PlayerDetails, Structure};
//! let mut s = EventSettings::new("NAPD side event", Structure::Basic);
//! s.format = Format::Napd;
//! let mut e = Event::new(s, 7);
//! for (name, id) in [("Ann", "Sunny Lebeau"), ("Bo", "Noise"), ("Cy", "Kate"), ("Di", "Gabriel")] {
//!     let mut d = PlayerDetails::named(name);
//!     d.runner = Some(id.into());
//!     e.apply(Command::AddPlayer { details: d, id: None }).unwrap();
//! }
//! e.apply(Command::PairPods).unwrap();
//! let mp = e.multiplayer().unwrap();
//! assert_eq!(mp.rounds[0].pods.len(), 1); // one Corp and three Runners
//! ```
//!
//! [`table`] holds the table helpers: pure state machines for ONE game at a table (turn order,
//! infamy, agenda totals and the victory check, credit exchange, ICE bonus, tag ledger). They are
//! on-screen aids, not event data, and are not changed through `Command`s.

pub mod pods;
pub mod results;
pub mod standings;
pub mod table;

use crate::engine::error::MultiplayerSettingsProblem;
use crate::engine::ids::PlayerId;
use crate::engine::structure::{BigSellOutEdition, Format};
use serde::{Deserialize, Serialize};
use std::fmt;

pub use results::{
    BsoEnding, BsoResult, LeftReason, NapdEnding, NapdResult, NapdWinner, PodResult, RunnerScore,
    TeamScore,
};
pub use standings::{MpStandings, PlayerRow, TeamRow};

/// The NAPD Corp identity every Corp plays in the NAPD format.
pub const NAPD_CORP_IDENTITY: &str = "Cyber Bureau: Keeping the Peace";
/// The flip side of the NAPD Corp identity.
pub const NAPD_CORP_IDENTITY_FLIPPED: &str = "Detective's Bureau: Upholding the Law";
/// The most rounds a multiplayer event may have.
pub const MAX_POD_ROUNDS: u32 = 30;
/// The longest team name accepted, in characters.
pub const MAX_TEAM_NAME_CHARS: usize = 100;

/// A team's identifier inside one event (The Big Sell-Out).
#[derive(Clone, Copy, Debug, PartialEq, Eq, PartialOrd, Ord, Hash, Serialize, Deserialize)]
#[serde(transparent)]
pub struct TeamId(pub u32);

impl fmt::Display for TeamId {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "team {}", self.0)
    }
}

/// Tournament points for each kind of game outcome.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct Scoring {
    /// A win (each player of the winning side or team).
    pub win: u32,
    /// A win when time was called (the side or team with more agenda points).
    pub timed_win: u32,
    /// A draw (each player of the drawn sides or teams).
    pub draw: u32,
    /// A loss.
    pub loss: u32,
}

const NAPD_DEFAULTS: MultiplayerSettings = MultiplayerSettings {
    rounds: 4,
    pod_size: 3,
    scoring: Scoring {
        win: 3,
        timed_win: 2,
        draw: 1,
        loss: 0,
    },
    time_call: TimeCall::FinishRound,
    flatlined_share: false,
};

const BSO_DEFAULTS: MultiplayerSettings = MultiplayerSettings {
    rounds: 3,
    pod_size: 2,
    scoring: Scoring {
        win: 3,
        timed_win: 2,
        draw: 1,
        loss: 0,
    },
    time_call: TimeCall::FinishRound,
    flatlined_share: false,
};

/// An event of a multiplayer format whose file has no multiplayer state yet (written before
/// multiplayer events were supported) reads as one of these until its first multiplayer command.
static NAPD_EMPTY: Multiplayer = Multiplayer {
    settings: NAPD_DEFAULTS,
    teams: Vec::new(),
    rounds: Vec::new(),
};
static BSO_EMPTY: Multiplayer = Multiplayer {
    settings: BSO_DEFAULTS,
    teams: Vec::new(),
    rounds: Vec::new(),
};

/// The settings of a multiplayer event (the spec's defaults unless the organizer changes them).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct MultiplayerSettings {
    /// Planned number of rounds (pairing more draws a warning).
    pub rounds: u32,
    /// NAPD: Runners per pod (2–4, default 3). The Big Sell-Out: teams per pod (2 or 3, default 2).
    pub pod_size: u32,
    /// Tournament points per outcome.
    pub scoring: Scoring,
    /// What the table does when time is called (default: finish the round of turns).
    #[serde(default, skip_serializing_if = "TimeCall::is_default")]
    pub time_call: TimeCall,
    /// NAPD: whether a flatlined Runner shares the Runners' result. Off by default: a flatlined
    /// Runner has left the game (their agendas trashed) and scores a loss. A Runner who left
    /// mid-game always scores a loss.
    #[serde(default, skip_serializing_if = "std::ops::Not::not")]
    pub flatlined_share: bool,
}

/// What a pod does when time is called. Neither format's rules say; the Tournament Regulations
/// (two players) finish the turn and give each player one more. Whatever the procedure, a game
/// still undecided when it is done is decided at time: more agenda points wins, equal is a draw.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Hash, Serialize, Deserialize)]
#[serde(rename_all = "kebab-case")]
pub enum TimeCall {
    /// Play on until the last player in the turn order has finished their turn (NAPD: the last
    /// Runner; The Big Sell-Out: the last Agent, "Agent N", as its victory check does), so every
    /// player has had the same number of turns.
    #[default]
    FinishRound,
    /// The turn in progress is finished, then every other player takes one more turn (as the
    /// Tournament Regulations do for two players).
    OneTurnEach,
    /// The player whose turn it is finishes it; the game ends there.
    FinishTurn,
}

impl TimeCall {
    /// Every procedure, in menu order.
    pub const ALL: [TimeCall; 3] = [
        TimeCall::FinishRound,
        TimeCall::OneTurnEach,
        TimeCall::FinishTurn,
    ];

    /// The kebab-case name used in files and the CLI.
    pub fn name(self) -> &'static str {
        match self {
            TimeCall::FinishRound => "finish-round",
            TimeCall::OneTurnEach => "one-turn-each",
            TimeCall::FinishTurn => "finish-turn",
        }
    }

    /// The procedure with this name.
    pub fn from_name(name: &str) -> Option<TimeCall> {
        TimeCall::ALL.into_iter().find(|t| t.name() == name.trim())
    }

    fn is_default(&self) -> bool {
        *self == TimeCall::default()
    }

    /// The last turn played after time is called during the turn at `position` (0-based) of
    /// `cycle` (rounds of turns of `seats` seats each), as `(cycle, position)`. Seats that no
    /// longer take turns are the caller's to skip.
    pub fn last_turn(self, cycle: u32, position: usize, seats: usize) -> (u32, usize) {
        let last = seats.saturating_sub(1);
        match self {
            TimeCall::FinishTurn => (cycle, position),
            TimeCall::FinishRound => (cycle, last),
            TimeCall::OneTurnEach if position == 0 => (cycle, last),
            TimeCall::OneTurnEach => (cycle.saturating_add(1), position - 1),
        }
    }
}

impl MultiplayerSettings {
    /// The defaults for a multiplayer format; `None` for the other formats.
    ///
    /// NAPD: 3 Runners a pod, 4 rounds (with 4-player pods everyone is Corp once), a win 3, a
    /// timed win 2, a draw 1, a loss 0. The Big Sell-Out: pods of 2 teams, 3 rounds, a win 3, a
    /// timed win 2, a draw 1, a loss 0; its rules give no timed result, so a game decided at time
    /// is worth what NAPD and the Tournament Regulations give a timed win (2).
    pub const fn defaults(format: Format) -> Option<MultiplayerSettings> {
        match format {
            Format::Napd => Some(NAPD_DEFAULTS),
            Format::BigSellOut { .. } => Some(BSO_DEFAULTS),
            _ => None,
        }
    }

    /// Checks the settings for a format; the error says what is wrong.
    pub fn validate(&self, format: Format) -> Result<(), MultiplayerSettingsProblem> {
        if self.rounds == 0 || self.rounds > MAX_POD_ROUNDS {
            return Err(MultiplayerSettingsProblem::Rounds {
                rounds: self.rounds,
                max: MAX_POD_ROUNDS,
            });
        }
        match format {
            Format::Napd if !(2..=4).contains(&self.pod_size) => {
                Err(MultiplayerSettingsProblem::NapdPodSize(self.pod_size))
            }
            Format::BigSellOut { .. } if !(2..=3).contains(&self.pod_size) => {
                Err(MultiplayerSettingsProblem::BigSellOutPodSize(self.pod_size))
            }
            Format::Napd | Format::BigSellOut { .. } => {
                let s = self.scoring;
                if [s.win, s.timed_win, s.draw, s.loss]
                    .iter()
                    .any(|&v| v > 100)
                {
                    return Err(MultiplayerSettingsProblem::Scoring);
                }
                if s.timed_win > s.win {
                    return Err(MultiplayerSettingsProblem::TimedWinAboveWin {
                        timed_win: s.timed_win,
                        win: s.win,
                    });
                }
                Ok(())
            }
            other => Err(MultiplayerSettingsProblem::NotMultiplayer(other)),
        }
    }
}

/// A team of The Big Sell-Out: a Sponsor (Corp) and an Agent (Runner).
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct Team {
    /// Stable identifier.
    pub id: TeamId,
    /// The team's name, unique in the event (case-insensitively).
    pub name: String,
    /// The Sponsor: the team's Corp player.
    pub sponsor: PlayerId,
    /// The Agent: the team's Runner player.
    pub agent: PlayerId,
    /// The random number that breaks ties left after SoS, drawn once at registration.
    pub tiebreak: u64,
}

impl Team {
    /// Whether the player is on this team.
    pub fn has(&self, p: PlayerId) -> bool {
        self.sponsor == p || self.agent == p
    }
}

/// Who sits at a pod, in seating (clockwise) order.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[serde(tag = "kind", rename_all = "kebab-case")]
pub enum Seating {
    /// NAPD: the Corp, then the Runners clockwise from the Corp's left (their turn order).
    Napd {
        /// The Corp player (plays the NAPD identity).
        corp: PlayerId,
        /// The Runners, clockwise from the Corp's left.
        runners: Vec<PlayerId>,
    },
    /// The Big Sell-Out: the teams in team order (team 1 first): S1, A1, S2, A2, …
    BigSellOut {
        /// The teams, in seating order.
        teams: Vec<TeamId>,
    },
}

/// One game of a round: its players and, once entered, its result.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct Pod {
    /// Pod (table) number, from 1.
    pub number: u32,
    /// Who sits where.
    pub seating: Seating,
    /// The result, once entered.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub result: Option<PodResult>,
    /// The Big Sell-Out: each team's Sponsor and Agent when the pod was paired, so the pod keeps
    /// showing who played after a member is replaced. Empty in pods paired before this was
    /// recorded (their teams' current members are shown).
    #[serde(default, skip_serializing_if = "Vec::is_empty")]
    pub members: Vec<TeamAtPod>,
}

/// A team's players at one pod (The Big Sell-Out).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct TeamAtPod {
    /// The team.
    pub team: TeamId,
    /// Its Sponsor at this pod.
    pub sponsor: PlayerId,
    /// Its Agent at this pod.
    pub agent: PlayerId,
}

/// A seat at a Big Sell-Out table.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[serde(rename_all = "lowercase")]
pub enum Role {
    /// The Corp of a NAPD pod.
    Corp,
    /// A Runner of a NAPD pod.
    Runner,
    /// A team's Corp (The Big Sell-Out).
    Sponsor,
    /// A team's Runner (The Big Sell-Out).
    Agent,
}

impl fmt::Display for Role {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(match self {
            Role::Corp => "Corp",
            Role::Runner => "Runner",
            Role::Sponsor => "Sponsor",
            Role::Agent => "Agent",
        })
    }
}

/// One seat in the turn order: the player, their role and (Big Sell-Out) their team's position
/// in the pod (1 = team 1).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Turn {
    /// Who takes the turn.
    pub player: PlayerId,
    /// As what.
    pub role: Role,
    /// The team's seat number in the pod (The Big Sell-Out), or the Runner's seat (NAPD, 1 =
    /// the Runner on the Corp's left); 0 for the NAPD Corp.
    pub seat: u32,
}

impl Turn {
    /// The seat's short label: `C` (NAPD Corp), `R1`, `R2`, … (NAPD Runners from the Corp's
    /// left), `S1`, `A1`, … (team 1's Sponsor and Agent).
    pub fn label(&self) -> String {
        match self.role {
            Role::Corp => "C".into(),
            Role::Runner => format!("R{}", self.seat),
            Role::Sponsor => format!("S{}", self.seat),
            Role::Agent => format!("A{}", self.seat),
        }
    }
}

impl Pod {
    /// The Big Sell-Out: a team's `(Sponsor, Agent)` at this pod: as recorded when it was
    /// paired, else the team's current members.
    pub fn members_of(&self, team: TeamId, teams: &[Team]) -> Option<(PlayerId, PlayerId)> {
        self.members
            .iter()
            .find(|m| m.team == team)
            .map(|m| (m.sponsor, m.agent))
            .or_else(|| {
                teams
                    .iter()
                    .find(|x| x.id == team)
                    .map(|t| (t.sponsor, t.agent))
            })
    }

    /// Every player at the pod, in seating order.
    pub fn players(&self, teams: &[Team]) -> Vec<PlayerId> {
        match &self.seating {
            Seating::Napd { corp, runners } => std::iter::once(*corp)
                .chain(runners.iter().copied())
                .collect(),
            Seating::BigSellOut { teams: ids } => ids
                .iter()
                .filter_map(|t| self.members_of(*t, teams))
                .flat_map(|(s, a)| [s, a])
                .collect(),
        }
    }

    /// Whether the player sits at this pod.
    pub fn has(&self, p: PlayerId, teams: &[Team]) -> bool {
        self.players(teams).contains(&p)
    }

    /// The normal turn order (and seating, clockwise): NAPD: the Corp, then each Runner from
    /// the Corp's left. The Big Sell-Out: S1, A1, S2, A2, …
    pub fn turn_order(&self, teams: &[Team]) -> Vec<Turn> {
        match &self.seating {
            Seating::Napd { corp, runners } => std::iter::once(Turn {
                player: *corp,
                role: Role::Corp,
                seat: 0,
            })
            .chain(runners.iter().enumerate().map(|(i, r)| Turn {
                player: *r,
                role: Role::Runner,
                seat: i as u32 + 1,
            }))
            .collect(),
            Seating::BigSellOut { teams: ids } => ids
                .iter()
                .filter_map(|t| self.members_of(*t, teams))
                .zip(1u32..)
                .flat_map(|((sponsor, agent), seat)| {
                    [
                        Turn {
                            player: sponsor,
                            role: Role::Sponsor,
                            seat,
                        },
                        Turn {
                            player: agent,
                            role: Role::Agent,
                            seat,
                        },
                    ]
                })
                .collect(),
        }
    }

    /// The order of the first turn. NAPD and the Android: Netrunner edition of The Big Sell-Out
    /// play it in the normal order (in the latter no Agent may run a central or Agent server on
    /// their first turn); the classic edition plays all Sponsors first (S1, S2, …), then all
    /// Agents (A1, A2, …).
    pub fn first_turn_order(&self, teams: &[Team], format: Format) -> Vec<Turn> {
        let normal = self.turn_order(teams);
        match format {
            Format::BigSellOut {
                edition: BigSellOutEdition::Classic,
            } => {
                let (mut sponsors, agents): (Vec<Turn>, Vec<Turn>) =
                    normal.into_iter().partition(|t| t.role == Role::Sponsor);
                sponsors.extend(agents);
                sponsors
            }
            _ => normal,
        }
    }
}

/// One round of pods.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct PodRound {
    /// Round number, from 1.
    pub number: u32,
    /// The pods, in pod order.
    pub pods: Vec<Pod>,
}

impl PodRound {
    /// A pod by number.
    pub fn pod(&self, number: u32) -> Option<&Pod> {
        self.pods.iter().find(|p| p.number == number)
    }

    /// Pods without a result.
    pub fn unreported(&self) -> Vec<u32> {
        self.pods
            .iter()
            .filter(|p| p.result.is_none())
            .map(|p| p.number)
            .collect()
    }

    /// Whether every pod has a result.
    pub fn all_reported(&self) -> bool {
        self.pods.iter().all(|p| p.result.is_some())
    }
}

/// The multiplayer state of an event: settings, teams and rounds of pods.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct Multiplayer {
    /// Pod size, rounds, scoring.
    pub settings: MultiplayerSettings,
    /// The Big Sell-Out: the registered teams, by id.
    #[serde(default, skip_serializing_if = "Vec::is_empty")]
    pub teams: Vec<Team>,
    /// The rounds of pods, in order.
    #[serde(default, skip_serializing_if = "Vec::is_empty")]
    pub rounds: Vec<PodRound>,
}

impl Multiplayer {
    /// A fresh state for a multiplayer format; `None` for the other formats.
    pub fn for_format(format: Format) -> Option<Multiplayer> {
        MultiplayerSettings::defaults(format).map(|settings| Multiplayer {
            settings,
            teams: Vec::new(),
            rounds: Vec::new(),
        })
    }

    /// The empty state of a multiplayer format (defaults, no teams, no rounds).
    pub fn empty(format: Format) -> Option<&'static Multiplayer> {
        match format {
            Format::Napd => Some(&NAPD_EMPTY),
            Format::BigSellOut { .. } => Some(&BSO_EMPTY),
            _ => None,
        }
    }

    /// A team by id.
    pub fn team(&self, id: TeamId) -> Option<&Team> {
        self.teams.iter().find(|t| t.id == id)
    }

    /// The team a player is on.
    pub fn team_of(&self, p: PlayerId) -> Option<&Team> {
        self.teams.iter().find(|t| t.has(p))
    }

    /// A round by number.
    pub fn round(&self, number: u32) -> Option<&PodRound> {
        number
            .checked_sub(1)
            .and_then(|i| self.rounds.get(i as usize))
    }

    /// The team with this name (case-insensitively, trimmed).
    pub fn find_team(&self, name: &str) -> Option<&Team> {
        let key = name.trim().to_lowercase();
        self.teams.iter().find(|t| t.name.to_lowercase() == key)
    }
}

/// Whether a format is one of the multiplayer formats.
pub fn is_multiplayer(format: Format) -> bool {
    matches!(format, Format::Napd | Format::BigSellOut { .. })
}

/// The key two Runner identities are compared by ("by title"): the part before the first `:`
/// (the card's name), lower case, spaces collapsed. "Sunny Lebeau" and
/// "Sunny Lebeau: Security Specialist" are the same identity; no two Runner identities share a
/// name before the colon, and a flip identity (Hoshiko Shiro) keeps its name on both sides.
pub fn identity_key(text: &str) -> String {
    let name = text.split(':').next().unwrap_or(text);
    name.split_whitespace()
        .collect::<Vec<_>>()
        .join(" ")
        .to_lowercase()
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn identities_compare_by_name_before_the_colon() {
        assert_eq!(
            identity_key("Sunny Lebeau: Security Specialist"),
            identity_key("  sunny  lebeau ")
        );
        assert_ne!(identity_key("Noise"), identity_key("Nasir Meidan"));
    }

    #[test]
    fn the_last_turn_after_time_is_called_follows_the_procedure() {
        // Four seats (C, R1, R2, R3); time called during R1's turn (position 1) of round 2.
        assert_eq!(TimeCall::FinishRound.last_turn(2, 1, 4), (2, 3));
        assert_eq!(TimeCall::FinishTurn.last_turn(2, 1, 4), (2, 1));
        // Everyone else once more: R2, R3, then C of round 3.
        assert_eq!(TimeCall::OneTurnEach.last_turn(2, 1, 4), (3, 0));
        // During the Corp's turn, one more turn each is the rest of the round.
        assert_eq!(TimeCall::OneTurnEach.last_turn(2, 0, 4), (2, 3));
        for t in TimeCall::ALL {
            assert_eq!(TimeCall::from_name(t.name()), Some(t));
        }
    }

    #[test]
    fn settings_are_checked_for_the_format() {
        let mut s = MultiplayerSettings::defaults(Format::Napd).unwrap();
        assert!(s.validate(Format::Napd).is_ok());
        s.pod_size = 5;
        let e = s.validate(Format::Napd).unwrap_err();
        assert_eq!(e, MultiplayerSettingsProblem::NapdPodSize(5));
        assert!(e.to_string().contains("2 to 4"), "{e}");
        let mut b = MultiplayerSettings::defaults(Format::BigSellOut {
            edition: BigSellOutEdition::Classic,
        })
        .unwrap();
        b.pod_size = 4;
        assert_eq!(
            b.validate(Format::BigSellOut {
                edition: BigSellOutEdition::Classic
            }),
            Err(MultiplayerSettingsProblem::BigSellOutPodSize(4))
        );
        assert!(MultiplayerSettings::defaults(Format::Standard).is_none());
    }
}
