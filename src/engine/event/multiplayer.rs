//! Multiplayer events on [`Event`]: the commands of NAPD and The Big Sell-Out events, and the
//! guard that keeps Swiss commands out of them (and multiplayer commands out of Swiss events).

use super::{Event, MAX_NAME_CHARS, Outcome, name_key};
use crate::engine::command::{Command, CommandStage, PlayerDetails};
use crate::engine::error::{
    EngineError, Field, FieldProblem, FormatMismatch, Inconsistency, Limit, PairingFailure, Place,
    Places, RefusedCommand, Shortage, Twice, Warning,
};
use crate::engine::ids::PlayerId;
use crate::engine::model::PlayerStatus;
use crate::engine::multiplayer::{
    self, MAX_POD_ROUNDS, Multiplayer, MultiplayerSettings, NAPD_CORP_IDENTITY, Pod, PodResult,
    PodRound, Seating, Team, TeamId, identity_key, pods, standings,
};
use crate::engine::structure::Format;
use std::collections::{BTreeSet, HashMap};

impl Event {
    /// The multiplayer state (NAPD and Big Sell-Out events), `None` for other formats.
    pub fn multiplayer(&self) -> Option<&Multiplayer> {
        match &self.multiplayer {
            Some(m) => Some(m),
            None => Multiplayer::empty(self.settings.format),
        }
    }

    /// Whether the event's format is NAPD or The Big Sell-Out.
    pub fn is_multiplayer(&self) -> bool {
        multiplayer::is_multiplayer(self.settings.format)
    }

    /// The standings of a multiplayer event over all its rounds.
    pub fn multiplayer_standings(&self) -> Option<standings::MpStandings> {
        let mp = self.multiplayer()?;
        Some(standings::compute(&self.players, mp, &mp.rounds))
    }

    /// The standings of a multiplayer event after round `round` (rounds 1..=round).
    pub fn multiplayer_standings_after(&self, round: u32) -> Option<standings::MpStandings> {
        let mp = self.multiplayer()?;
        let n = (round as usize).min(mp.rounds.len());
        Some(standings::compute(&self.players, mp, &mp.rounds[..n]))
    }

    /// Why the next round of pods cannot be paired now, if it cannot.
    pub fn pod_pairing_blocker(&self) -> Option<EngineError> {
        if !self.is_multiplayer() {
            return Some(not_multiplayer(self.settings.format, Command::PairPods));
        }
        let mp = self.multiplayer()?;
        if let Some(last) = mp.rounds.last() {
            let missing = last.unreported();
            if !missing.is_empty() {
                return Some(EngineError::RoundIncomplete {
                    round: last.number,
                    open: Places::Pods(missing),
                    unpaired: Vec::new(),
                });
            }
        }
        if mp.rounds.len() as u32 >= MAX_POD_ROUNDS {
            return Some(EngineError::LimitReached {
                what: Limit::PodRounds,
                max: MAX_POD_ROUNDS,
            });
        }
        None
    }

    pub(super) fn has_pod_rounds(&self) -> bool {
        self.multiplayer
            .as_ref()
            .is_some_and(|m| !m.rounds.is_empty())
    }

    /// Keeps the multiplayer state in step with a format change (before any round).
    pub(super) fn switch_multiplayer_format(&mut self, new: Format) -> Result<(), EngineError> {
        let keep = matches!(
            (self.settings.format, new),
            (Format::BigSellOut { .. }, Format::BigSellOut { .. }) | (Format::Napd, Format::Napd)
        );
        if keep && self.multiplayer.is_some() {
            return Ok(());
        }
        if self
            .multiplayer
            .as_ref()
            .is_some_and(|m| !m.teams.is_empty())
        {
            return Err(EngineError::FormatFixedByTeams);
        }
        self.multiplayer = Multiplayer::for_format(new);
        Ok(())
    }

    /// Checks a loaded file's multiplayer state against its players.
    pub(super) fn validate_multiplayer(&self) -> Result<(), Inconsistency> {
        let Some(mp) = &self.multiplayer else {
            return Ok(());
        };
        if !self.is_multiplayer() {
            return Err(Inconsistency::PodsOutsideMultiplayer);
        }
        mp.settings
            .validate(self.settings.format)
            .map_err(Inconsistency::MultiplayerSettings)?;
        let mut members = BTreeSet::new();
        for t in &mp.teams {
            for p in [t.sponsor, t.agent] {
                if self.player(p).is_none() {
                    return Err(Inconsistency::UnknownPlayer {
                        place: Place::Team(t.id.0),
                        player: p,
                    });
                }
                if !members.insert(p) {
                    return Err(Inconsistency::Twice {
                        player: p,
                        twice: Twice::Teams,
                    });
                }
            }
        }
        for (i, r) in mp.rounds.iter().enumerate() {
            if r.number as usize != i + 1 {
                return Err(Inconsistency::Misnumbered {
                    pods: true,
                    position: i + 1,
                    number: r.number,
                });
            }
            let mut seen = BTreeSet::new();
            for pod in &r.pods {
                if let Seating::BigSellOut { teams } = &pod.seating
                    && let Some(t) = teams.iter().find(|t| mp.team(**t).is_none())
                {
                    return Err(Inconsistency::UnknownTeam {
                        place: Place::Pod {
                            round: r.number,
                            pod: pod.number,
                        },
                        team: t.0,
                    });
                }
                for p in pod.players(&mp.teams) {
                    if self.player(p).is_none() {
                        return Err(Inconsistency::UnknownPlayer {
                            place: Place::Pod {
                                round: r.number,
                                pod: pod.number,
                            },
                            player: p,
                        });
                    }
                    if !seen.insert(p) {
                        return Err(Inconsistency::Twice {
                            player: p,
                            twice: Twice::PodRound(r.number),
                        });
                    }
                }
            }
        }
        Ok(())
    }

    /// Refuses commands that do not fit the event's format.
    pub(super) fn multiplayer_guard(&self, command: &Command) -> Result<(), EngineError> {
        let format = self.settings.format;
        let stage = command.stage();
        if !multiplayer::is_multiplayer(format) {
            if stage == CommandStage::Multiplayer {
                return Err(not_multiplayer(format, command.clone()));
            }
            return Ok(());
        }
        if stage.is_swiss_or_elimination() {
            return Err(EngineError::WrongFormat {
                format,
                command: RefusedCommand::new(command.clone()),
                why: FormatMismatch::PodRounds,
            });
        }
        match (format, command) {
            (
                Format::BigSellOut { .. },
                Command::AddPlayer { .. }
                | Command::AddPlayers { .. }
                | Command::OpenRegistration { .. }
                | Command::Register { .. }
                | Command::AcceptRegistration { .. },
            ) => Err(EngineError::WrongFormat {
                format,
                command: RefusedCommand::new(command.clone()),
                why: FormatMismatch::TeamsOnly,
            }),
            (
                Format::Napd,
                Command::RegisterTeam { .. }
                | Command::RenameTeam { .. }
                | Command::ReplaceTeamMember { .. },
            ) => Err(EngineError::WrongFormat {
                format,
                command: RefusedCommand::new(command.clone()),
                why: FormatMismatch::NoTeams,
            }),
            (Format::Napd, Command::AddPlayer { details, .. })
            | (Format::Napd, Command::EditPlayer { details, .. }) => napd_corp_check(details),
            (Format::Napd, Command::AddPlayers { players }) => {
                players.iter().try_for_each(napd_corp_check)
            }
            _ => Ok(()),
        }
    }

    /// Runs a multiplayer command; `None` when the command is not one (the caller runs it).
    pub(super) fn execute_multiplayer(
        &mut self,
        command: &Command,
    ) -> Option<Result<Outcome, EngineError>> {
        Some(match command {
            Command::SetMultiplayerSettings { settings } => self.set_mp_settings(settings),
            Command::RegisterTeam {
                name,
                sponsor,
                agent,
            } => self.register_team(name.as_deref(), sponsor, agent),
            Command::RenameTeam { team, name } => self.rename_team(*team, name),
            Command::ReplaceTeamMember { team, old, new } => {
                self.replace_team_member(*team, *old, new)
            }
            Command::PairPods => self.pair_pods(),
            Command::ReportPod { round, pod, result } => {
                self.report_pod(*round, *pod, Some(result.clone()))
            }
            Command::UnreportPod { round, pod } => self.report_pod(*round, *pod, None),
            Command::DeletePodRound { force } => self.delete_pod_round(*force),
            Command::DropPlayer { player } if self.is_multiplayer() => {
                self.mp_status_change(*player, true)
            }
            Command::DisqualifyPlayer { player } if self.is_multiplayer() => {
                self.mp_status_change(*player, false)
            }
            _ => return None,
        })
    }

    fn mp(&mut self) -> &mut Multiplayer {
        let format = self.settings.format;
        self.multiplayer.get_or_insert_with(|| {
            Multiplayer::for_format(format).unwrap_or(Multiplayer {
                settings: MultiplayerSettings {
                    rounds: 1,
                    pod_size: 2,
                    scoring: multiplayer::Scoring {
                        win: 3,
                        timed_win: 2,
                        draw: 1,
                        loss: 0,
                    },
                    time_call: multiplayer::TimeCall::default(),
                    flatlined_share: false,
                },
                teams: Vec::new(),
                rounds: Vec::new(),
            })
        })
    }

    fn pod_round_count(&self) -> u32 {
        self.multiplayer
            .as_ref()
            .map_or(0, |m| m.rounds.len() as u32)
    }

    /// Drop or disqualify in a multiplayer event: as usual, dated by the rounds of pods.
    fn mp_status_change(&mut self, player: PlayerId, drop: bool) -> Result<Outcome, EngineError> {
        let out = if drop {
            self.drop_player(player)?
        } else {
            self.disqualify_player(player)?
        };
        let n = self.pod_round_count();
        let p = self.player_mut(player)?;
        if drop || p.dropped_after == Some(0) {
            p.dropped_after = Some(n);
        }
        Ok(out)
    }

    fn set_mp_settings(&mut self, s: &MultiplayerSettings) -> Result<Outcome, EngineError> {
        s.validate(self.settings.format)
            .map_err(|problem| EngineError::InvalidField {
                field: Field::MultiplayerSettings,
                reason: FieldProblem::MultiplayerSettings(problem),
            })?;
        self.mp().settings = *s;
        Ok(Outcome::default())
    }

    fn clean_team_name(&self, name: &str, except: Option<TeamId>) -> Result<String, EngineError> {
        let n = super::clean_shown_text(Field::TeamName, name, MAX_NAME_CHARS)?;
        if n.is_empty() {
            return Err(EngineError::InvalidField {
                field: Field::TeamName,
                reason: FieldProblem::Empty,
            });
        }
        if let Some(t) = self.multiplayer.as_ref().and_then(|m| m.find_team(&n))
            && Some(t.id) != except
        {
            return Err(EngineError::InvalidField {
                field: Field::TeamName,
                reason: FieldProblem::TeamExists { name: n },
            });
        }
        Ok(n)
    }

    fn register_team(
        &mut self,
        name: Option<&str>,
        sponsor: &PlayerDetails,
        agent: &PlayerDetails,
    ) -> Result<Outcome, EngineError> {
        if sponsor.runner.is_some() {
            return Err(EngineError::InvalidField {
                field: Field::Sponsor,
                reason: FieldProblem::SponsorRunner,
            });
        }
        if agent.corp.is_some() {
            return Err(EngineError::InvalidField {
                field: Field::Agent,
                reason: FieldProblem::AgentCorp,
            });
        }
        if name_key(&sponsor.name) == name_key(&agent.name) {
            return Err(EngineError::TeamOfOne);
        }
        // A player already on a team: say how to seat a substitute.
        for d in [sponsor, agent] {
            if let Some(p) = self.find_player(&d.name)
                && let Some(t) = self.multiplayer.as_ref().and_then(|m| m.team_of(p.id))
            {
                return Err(EngineError::AlreadyOnTeam {
                    name: p.name.clone(),
                    team: t.name.clone(),
                });
            }
        }
        let s = self.add_player(sponsor, None)?.player;
        let a = self.add_player(agent, None)?.player;
        let (Some(s), Some(a)) = (s, a) else {
            return Err(EngineError::Pairing(PairingFailure::TeamNotAdded));
        };
        let default_name = format!("{} & {}", self.name_of(s), self.name_of(a));
        let default_name: String = default_name.chars().take(MAX_NAME_CHARS).collect();
        let name = self.clean_team_name(name.unwrap_or(&default_name), None)?;
        let tiebreak = self.rng.next_u64();
        let mp = self.mp();
        let id = TeamId(mp.teams.last().map_or(1, |t| t.id.0.saturating_add(1)));
        mp.teams.push(Team {
            id,
            name,
            sponsor: s,
            agent: a,
            tiebreak,
        });
        Ok(Outcome {
            warnings: vec![],
            player: Some(s),
        })
    }

    /// Puts a new player in a team in place of `old`, in `old`'s role; `old` is dropped (if
    /// still active). Earlier pods name teams, so their results stay the team's.
    fn replace_team_member(
        &mut self,
        team: TeamId,
        old: PlayerId,
        new: &PlayerDetails,
    ) -> Result<Outcome, EngineError> {
        let t = self
            .multiplayer
            .as_ref()
            .and_then(|m| m.team(team))
            .cloned()
            .ok_or(EngineError::UnknownTeam(team.0))?;
        self.player(old).ok_or(EngineError::UnknownPlayer(old))?;
        let sponsor = if t.sponsor == old {
            true
        } else if t.agent == old {
            false
        } else {
            return Err(EngineError::NotTeamMember {
                name: self.name_of(old),
                team: t.name.clone(),
            });
        };
        if sponsor && new.runner.is_some() {
            return Err(EngineError::InvalidField {
                field: Field::Sponsor,
                reason: FieldProblem::SponsorRunner,
            });
        }
        if !sponsor && new.corp.is_some() {
            return Err(EngineError::InvalidField {
                field: Field::Agent,
                reason: FieldProblem::AgentCorp,
            });
        }
        let mut out = self.add_player(new, None)?;
        let Some(id) = out.player else {
            return Err(EngineError::Pairing(PairingFailure::TeamNotAdded));
        };
        if self.player(old).is_some_and(|p| p.is_active()) {
            let dropped = self.mp_status_change(old, true)?;
            out.warnings.extend(dropped.warnings);
        }
        if let Some(t) = self.mp().teams.iter_mut().find(|t| t.id == team) {
            if sponsor {
                t.sponsor = id;
            } else {
                t.agent = id;
            }
        }
        Ok(out)
    }

    fn rename_team(&mut self, team: TeamId, name: &str) -> Result<Outcome, EngineError> {
        let exists = self
            .multiplayer
            .as_ref()
            .and_then(|m| m.team(team))
            .is_some();
        if !exists {
            return Err(EngineError::UnknownTeam(team.0));
        }
        let name = self.clean_team_name(name, Some(team))?;
        if let Some(t) = self.mp().teams.iter_mut().find(|t| t.id == team) {
            t.name = name;
        }
        Ok(Outcome::default())
    }

    /// A team's name, or its id.
    pub fn team_name(&self, team: TeamId) -> String {
        self.multiplayer
            .as_ref()
            .and_then(|m| m.team(team))
            .map_or_else(|| team.to_string(), |t| t.name.clone())
    }

    fn pair_pods(&mut self) -> Result<Outcome, EngineError> {
        if !self.rounds.is_empty() {
            return Err(EngineError::LegacySwissRounds);
        }
        if let Some(e) = self.pod_pairing_blocker() {
            return Err(e);
        }
        let format = self.settings.format;
        let napd = format == Format::Napd;
        let mp = self.mp().clone();
        let number = mp.rounds.len() as u32 + 1;
        let st = standings::compute(&self.players, &mp, &mp.rounds);
        let mut units = Vec::new();
        let mut corp_games: HashMap<u32, u32> = HashMap::new();
        let mut other_games: HashMap<u32, u32> = HashMap::new();
        let mut meetings: HashMap<(u32, u32), u32> = HashMap::new();
        for r in &mp.rounds {
            for pod in &r.pods {
                let ids: Vec<u32> = match &pod.seating {
                    Seating::Napd { corp, runners } => std::iter::once(corp.0)
                        .chain(runners.iter().map(|p| p.0))
                        .collect(),
                    Seating::BigSellOut { teams } => teams.iter().map(|t| t.0).collect(),
                };
                for (i, &a) in ids.iter().enumerate() {
                    if i == 0 {
                        *corp_games.entry(a).or_default() += 1;
                    } else {
                        *other_games.entry(a).or_default() += 1;
                    }
                    for &b in &ids[i + 1..] {
                        *meetings.entry((a.min(b), a.max(b))).or_default() += 1;
                    }
                }
            }
        }
        if napd {
            let missing: Vec<String> = self
                .active_players()
                .filter(|p| p.runner.as_deref().is_none_or(|r| r.trim().is_empty()))
                .map(|p| p.name.clone())
                .collect();
            if !missing.is_empty() {
                return Err(EngineError::RunnerIdentityMissing { names: missing });
            }
            for p in self.active_players() {
                let row = st.player(p.id);
                units.push(pods::Unit {
                    id: p.id.0,
                    points: row.map_or(0, |r| r.points),
                    rank: row.map_or(usize::MAX, |r| r.rank),
                    corp_games: corp_games.get(&p.id.0).copied().unwrap_or(0),
                    runner_games: other_games.get(&p.id.0).copied().unwrap_or(0),
                    identity: p.runner.as_deref().map(identity_key),
                });
            }
        } else {
            let on_team: BTreeSet<PlayerId> =
                mp.teams.iter().flat_map(|t| [t.sponsor, t.agent]).collect();
            let loose: Vec<String> = self
                .active_players()
                .filter(|p| !on_team.contains(&p.id))
                .map(|p| p.name.clone())
                .collect();
            if !loose.is_empty() {
                return Err(EngineError::NotOnTeam { names: loose });
            }
            let active = |p: PlayerId| self.player(p).is_some_and(|x| x.is_active());
            for t in mp
                .teams
                .iter()
                .filter(|t| active(t.sponsor) && active(t.agent))
            {
                let row = st.team(t.id);
                units.push(pods::Unit {
                    id: t.id.0,
                    points: row.map_or(0, |r| r.points),
                    rank: row.map_or(usize::MAX, |r| r.rank),
                    corp_games: corp_games.get(&t.id.0).copied().unwrap_or(0),
                    runner_games: other_games.get(&t.id.0).copied().unwrap_or(0),
                    identity: None,
                });
            }
        }
        if units.len() < 2 {
            return Err(EngineError::NotEnoughPlayers(Shortage::Pods {
                teams: !napd,
                active: units.len(),
            }));
        }
        let problem = pods::Problem {
            units,
            meetings,
            max_size: if napd {
                mp.settings.pod_size as usize + 1
            } else {
                mp.settings.pod_size as usize
            },
            min_size: if napd { 3 } else { 2 },
            napd,
        };
        let plan = pods::plan(&problem, &mut self.rng).map_err(|e| match e {
            pods::PodError::TooFew { units } => {
                EngineError::NotEnoughPlayers(Shortage::Units { units })
            }
            // Name the players instead of their ids.
            pods::PodError::IdentityClash { clashes } => EngineError::IdentityClash {
                clashes: clashes
                    .into_iter()
                    .map(|(a, b, id)| (self.name_of(PlayerId(a)), self.name_of(PlayerId(b)), id))
                    .collect(),
            },
        })?;
        let pods_out: Vec<Pod> = plan
            .pods
            .iter()
            .enumerate()
            .map(|(i, ids)| Pod {
                number: i as u32 + 1,
                seating: if napd {
                    Seating::Napd {
                        corp: PlayerId(ids.first().copied().unwrap_or(0)),
                        runners: ids.iter().skip(1).map(|x| PlayerId(*x)).collect(),
                    }
                } else {
                    Seating::BigSellOut {
                        teams: ids.iter().map(|x| TeamId(*x)).collect(),
                    }
                },
                result: None,
                members: if napd {
                    Vec::new()
                } else {
                    ids.iter()
                        .filter_map(|x| mp.team(TeamId(*x)))
                        .map(|t| multiplayer::TeamAtPod {
                            team: t.id,
                            sponsor: t.sponsor,
                            agent: t.agent,
                        })
                        .collect()
                },
            })
            .collect();
        let mut warnings = Vec::new();
        if number > mp.settings.rounds {
            warnings.push(Warning::ExtraPodRound {
                round: number,
                planned: mp.settings.rounds,
            });
        }
        for pod in &pods_out {
            let (size, teams) = match &pod.seating {
                Seating::Napd { runners, .. } => (runners.len() as u32, false),
                Seating::BigSellOut { teams } => (teams.len() as u32, true),
            };
            if size > mp.settings.pod_size {
                warnings.push(Warning::PodAboveSize {
                    round: number,
                    pod: pod.number,
                    size,
                    pod_size: mp.settings.pod_size,
                    teams,
                });
            }
            if napd && size == 1 {
                warnings.push(Warning::PodOfOneRunner {
                    round: number,
                    pod: pod.number,
                });
            }
        }
        for (a, b) in &plan.repeats {
            let (a, b) = if napd {
                (self.name_of(PlayerId(*a)), self.name_of(PlayerId(*b)))
            } else {
                (self.team_name(TeamId(*a)), self.team_name(TeamId(*b)))
            };
            warnings.push(Warning::Rematch {
                round: number,
                a,
                b,
                meetings: 0,
            });
        }
        self.mp().rounds.push(PodRound {
            number,
            pods: pods_out,
        });
        self.new_swiss_clock()?;
        Ok(Outcome {
            warnings,
            player: None,
        })
    }

    fn report_pod(
        &mut self,
        round: u32,
        pod: u32,
        result: Option<PodResult>,
    ) -> Result<Outcome, EngineError> {
        let format = self.settings.format;
        let mp = self.mp().clone();
        let r = mp.round(round).ok_or(EngineError::NoSuchRound(round))?;
        let p = r.pod(pod).ok_or(EngineError::NoSuchPod { round, pod })?;
        if let Some(res) = &result {
            match (&p.seating, res, format) {
                (Seating::Napd { runners, .. }, PodResult::Napd(x), _) => {
                    x.validate(runners, &|id| self.name_of(id))?;
                }
                (
                    Seating::BigSellOut { teams },
                    PodResult::BigSellOut(x),
                    Format::BigSellOut { edition },
                ) => {
                    x.validate(teams, edition, &|t| self.team_name(t))?;
                }
                _ => {
                    return Err(EngineError::ImpossibleResult(
                        crate::engine::ResultProblem::WrongFormat { format },
                    ));
                }
            }
        }
        let changed = p.result != result;
        let later: Vec<u32> = mp
            .rounds
            .iter()
            .filter(|x| x.number > round)
            .map(|x| x.number)
            .collect();
        if let Some(slot) = self
            .mp()
            .rounds
            .get_mut(round as usize - 1)
            .and_then(|r| r.pods.iter_mut().find(|p| p.number == pod))
        {
            slot.result = result;
        }
        let mut warnings = Vec::new();
        if changed && !later.is_empty() {
            warnings.push(Warning::LaterRoundsOnOldStandings { round, later });
        }
        Ok(Outcome {
            warnings,
            player: None,
        })
    }

    fn delete_pod_round(&mut self, force: bool) -> Result<Outcome, EngineError> {
        let mp = self.mp();
        let Some(last) = mp.rounds.last() else {
            return Err(EngineError::NoRoundYet);
        };
        let number = last.number;
        let reported: Vec<u32> = last
            .pods
            .iter()
            .filter(|p| p.result.is_some())
            .map(|p| p.number)
            .collect();
        if !reported.is_empty() && !force {
            return Err(EngineError::RoundHasResults {
                round: number,
                tables: Places::Pods(reported),
            });
        }
        mp.rounds.pop();
        for p in &mut self.players {
            if p.dropped_after == Some(number) && p.status == PlayerStatus::Dropped {
                p.dropped_after = Some(number - 1);
            }
        }
        Ok(Outcome::default())
    }
}

fn napd_corp_check(d: &PlayerDetails) -> Result<(), EngineError> {
    match &d.corp {
        Some(c) if !c.trim().is_empty() && identity_key(c) != identity_key(NAPD_CORP_IDENTITY) => {
            Err(EngineError::InvalidField {
                field: Field::CorpIdentity,
                reason: FieldProblem::NapdCorp {
                    identity: NAPD_CORP_IDENTITY,
                    text: c.clone(),
                },
            })
        }
        _ => Ok(()),
    }
}

fn not_multiplayer(format: Format, command: Command) -> EngineError {
    EngineError::WrongFormat {
        format,
        command: RefusedCommand::new(command),
        why: FormatMismatch::NotMultiplayer,
    }
}
