//! The Players, Rounds and Standings screens of a multiplayer event (NAPD, The Big Sell-Out):
//! registration (NAPD players with a Runner identity; Big Sell-Out teams), the settings, pods per
//! round with seating and turn order and a result entry per pod, player and team standings.

use super::table_helper::{LiveTable, TableHelperState};
use super::{Cx, Screen};
use crate::app::Action;
use crate::app::theme;
use crate::app::words::Speaks as _;
use crate::engine::multiplayer::{
    BsoEnding, BsoResult, LeftReason, Multiplayer, MultiplayerSettings, NAPD_CORP_IDENTITY,
    NAPD_CORP_IDENTITY_FLIPPED, NapdEnding, NapdResult, NapdWinner, Pod, PodResult, Role,
    RunnerScore, Seating, TeamId, TeamScore,
};
use crate::engine::standings::three_decimals;
use crate::engine::{
    BigSellOutEdition, Command, Event, Format, PlayerDetails, PlayerId, PlayerStatus, Side,
};
use crate::i18n::Lang;
use crate::io::explain::Explain as _;
use crate::tr;

/// Screen state of the multiplayer screens.
#[derive(Default)]
pub struct MpState {
    name: String,
    runner: String,
    /// The Runner identity's suggestions (the Swiss form's accent-insensitive search).
    runner_ac: super::pick_list::PickList,
    /// A NAPD player being edited in the list: (player, name, Runner identity).
    editing_player: Option<(PlayerId, String, String)>,
    /// The edited identity's suggestions.
    edit_ac: super::pick_list::PickList,
    team: String,
    sponsor: String,
    sponsor_id: String,
    agent: String,
    agent_id: String,
    /// The settings being edited, and the event's settings they started from.
    settings: Option<(MultiplayerSettings, MultiplayerSettings)>,
    round: Option<u32>,
    entry: Option<Entry>,
    /// The Big Sell-Out: a team member being replaced (a no-show or an early leaver).
    replacing: Option<Replacing>,
}

/// The form replacing a Big Sell-Out team member.
#[derive(Clone, Debug)]
struct Replacing {
    team: TeamId,
    /// The Sponsor is replaced (otherwise the Agent).
    sponsor: bool,
    name: String,
    identity: String,
}

impl MpState {
    /// The round whose pods are shown (`None`: the latest).
    pub fn viewed_round(&self) -> Option<u32> {
        self.round
    }

    /// The pod whose result form is open, as (round, pod).
    pub fn editing(&self) -> Option<(u32, u32)> {
        self.entry.as_ref().map(|e| (e.round, e.pod))
    }
}

/// The result form of one pod.
struct Entry {
    round: u32,
    pod: u32,
    napd_ending: NapdEnding,
    bso_ending: BsoEnding,
    corp_points: u8,
    /// NAPD: each Runner's agenda points, flatlined, left mid-game.
    runners: Vec<(PlayerId, u8, bool, bool)>,
    teams: Vec<(TeamId, u8, Option<LeftReason>)>,
    /// The result sent to the event, until the app says whether it was taken: a refused
    /// result keeps the form and everything typed in it (issue 37).
    sent: Option<super::Ticket>,
}

impl Entry {
    fn new(round: u32, pod: &Pod) -> Entry {
        let mut e = Entry {
            round,
            pod: pod.number,
            napd_ending: NapdEnding::Time,
            bso_ending: BsoEnding::Time,
            corp_points: 0,
            runners: Vec::new(),
            teams: Vec::new(),
            sent: None,
        };
        match (&pod.seating, &pod.result) {
            (Seating::Napd { runners, .. }, Some(PodResult::Napd(r))) => {
                e.napd_ending = r.ending;
                e.corp_points = r.corp_points;
                e.runners = runners
                    .iter()
                    .map(|p| {
                        r.runners
                            .iter()
                            .find(|x| x.player == *p)
                            .map_or((*p, 0, false, false), |x| {
                                (*p, x.points, x.flatlined, x.left)
                            })
                    })
                    .collect();
            }
            (Seating::Napd { runners, .. }, _) => {
                e.runners = runners.iter().map(|p| (*p, 0, false, false)).collect();
            }
            (Seating::BigSellOut { teams }, Some(PodResult::BigSellOut(r))) => {
                e.bso_ending = r.ending;
                e.teams = teams
                    .iter()
                    .map(|t| {
                        r.teams
                            .iter()
                            .find(|x| x.team == *t)
                            .map_or((*t, 0, None), |x| (*t, x.points, x.left))
                    })
                    .collect();
            }
            (Seating::BigSellOut { teams }, _) => {
                e.teams = teams.iter().map(|t| (*t, 0, None)).collect();
            }
        }
        e
    }

    fn bso(&self) -> BsoResult {
        let mut r = BsoResult {
            ending: self.bso_ending,
            teams: self
                .teams
                .iter()
                .map(|(team, points, left)| TeamScore {
                    team: *team,
                    points: *points,
                    left: *left,
                })
                .collect(),
            winner: None,
        };
        r.winner = r.derived_winner();
        r
    }

    /// Starts the form from the table helper's game of this pod: the points, the flatlined
    /// Runners (NAPD), the teams that left (The Big Sell-Out) and how the game ended. Seats are
    /// matched by position and name, so a table set up differently fills nothing.
    fn fill_from_helper(&mut self, e: &Event, helper: &TableHelperState) {
        use crate::engine::multiplayer::table::bso::{BsoOutcome, BsoWinReason, LeaveReason};
        use crate::engine::multiplayer::table::napd::{NapdSeat, NapdVictory};
        match &helper.live {
            Some(LiveTable::Napd(t)) => {
                let same = t.runners().len() == self.runners.len()
                    && t.runners()
                        .iter()
                        .zip(&self.runners)
                        .all(|(r, x)| r.name() == e.name_of(x.0));
                if !same {
                    return;
                }
                let clamp = |p: u32| u8::try_from(p).unwrap_or(u8::MAX).min(30);
                self.corp_points = clamp(t.points(NapdSeat::Corp));
                for (r, x) in t.runners().iter().zip(self.runners.iter_mut()) {
                    x.1 = clamp(r.points());
                    x.2 = r.flatlined();
                }
                self.napd_ending = match t.victory() {
                    Some(NapdVictory::CorpAgendas) => NapdEnding::CorpAgendas,
                    Some(NapdVictory::AllRunnersFlatlined) => NapdEnding::RunnersFlatlined,
                    Some(NapdVictory::RunnerAgendas) => NapdEnding::RunnerAgendas,
                    Some(NapdVictory::CorpDecked) => NapdEnding::CorpDecked,
                    None => NapdEnding::Time,
                };
            }
            Some(LiveTable::Bso(t)) => {
                if t.teams().len() != self.teams.len() {
                    return;
                }
                for (team, x) in t.teams().iter().zip(self.teams.iter_mut()) {
                    x.1 = u8::try_from(team.points()).unwrap_or(u8::MAX).min(30);
                    x.2 = team.left().map(|l| match l {
                        LeaveReason::SponsorDecked => LeftReason::SponsorDecked,
                        LeaveReason::AgentFlatlined => LeftReason::AgentFlatlined,
                    });
                }
                self.bso_ending = match t.outcome() {
                    Some(BsoOutcome::Win { reason, .. }) => match reason {
                        BsoWinReason::HighestAfterCycle | BsoWinReason::ElevenPoints => {
                            BsoEnding::Agendas
                        }
                        BsoWinReason::SuddenDeath => BsoEnding::SuddenDeath,
                        BsoWinReason::LastTeamStanding => BsoEnding::LastTeamStanding,
                    },
                    Some(BsoOutcome::Draw { .. }) => BsoEnding::Agendas,
                    None => BsoEnding::Time,
                };
            }
            None => {}
        }
    }

    fn result(&self, napd: bool) -> PodResult {
        if napd {
            PodResult::Napd(NapdResult {
                ending: self.napd_ending,
                corp_points: self.corp_points,
                runners: self
                    .runners
                    .iter()
                    .map(|(player, points, flatlined, left)| RunnerScore {
                        player: *player,
                        points: *points,
                        flatlined: *flatlined,
                        left: *left,
                    })
                    .collect(),
            })
        } else {
            PodResult::BigSellOut(self.bso())
        }
    }
}

/// Items of a list joined the language's way ("a, b", "a、b").
pub(super) fn list(lang: Lang, items: &[String]) -> String {
    items.join(&tr!(lang, "mp-list-separator"))
}

/// A seat's role in the pod's turn order ("Corp", "Runner", "Sponsor 2", "Agent 2").
fn role(lang: Lang, r: Role, seat: u32) -> String {
    match r {
        Role::Corp => crate::io::words::side(Side::Corp, lang),
        Role::Runner => crate::io::words::side(Side::Runner, lang),
        Role::Sponsor => tr!(lang, "mp-role-sponsor", n = seat),
        Role::Agent => tr!(lang, "mp-role-agent", n = seat),
    }
}

/// A one-line summary of a pod's result, in `lang`.
pub fn result_line(lang: Lang, e: &Event, pod: &Pod) -> String {
    match &pod.result {
        None => tr!(lang, "mp-result-none"),
        Some(PodResult::Napd(r)) => {
            let ending = crate::io::words::napd_ending(r.ending, lang);
            let (corp, runners) = (r.corp_points, r.runner_total());
            match r.winner() {
                NapdWinner::Corp => tr!(
                    lang,
                    "mp-result-napd-corp",
                    ending = ending,
                    corp = corp,
                    runners = runners
                ),
                NapdWinner::Runners => tr!(
                    lang,
                    "mp-result-napd-runners",
                    ending = ending,
                    corp = corp,
                    runners = runners
                ),
                NapdWinner::Draw => tr!(
                    lang,
                    "mp-result-napd-draw",
                    ending = ending,
                    corp = corp,
                    runners = runners
                ),
            }
        }
        Some(PodResult::BigSellOut(r)) => {
            let ending = crate::io::words::bso_ending(r.ending, lang);
            let pts: Vec<String> = r
                .teams
                .iter()
                .map(|t| {
                    let team = e.team_name(t.team);
                    if t.left.is_some() {
                        tr!(lang, "mp-result-team-left", team = team, points = t.points)
                    } else {
                        tr!(lang, "mp-result-team", team = team, points = t.points)
                    }
                })
                .collect();
            let scores = list(lang, &pts);
            match r.winner {
                Some(w) => tr!(
                    lang,
                    "mp-result-bso-win",
                    team = e.team_name(w),
                    ending = ending,
                    scores = scores
                ),
                None => tr!(lang, "mp-result-bso-draw", ending = ending, scores = scores),
            }
        }
    }
}

// ----- players ---------------------------------------------------------------------------

/// The Players screen of a multiplayer event.
pub fn players_ui(ui: &mut egui::Ui, cx: &mut Cx<'_>, st: &mut MpState) {
    let e = cx.event;
    let Some(mp) = e.multiplayer() else { return };
    let format = e.settings().format;
    let napd = format == Format::Napd;
    let lang = ui.lang();
    egui::ScrollArea::vertical().show(ui, |ui| {
        ui.heading(tr!(
            lang,
            "mp-players-heading",
            format = crate::io::words::format_title(format, lang)
        ));
        if napd {
            ui.label(tr!(
                lang,
                "mp-napd-corp-identity",
                front = NAPD_CORP_IDENTITY,
                back = NAPD_CORP_IDENTITY_FLIPPED
            ));
            ui.horizontal(|ui| {
                use super::players::registration::{identity_field, text_field};
                // As the Swiss form (issue 37): Enter registers from either field, the
                // identity is suggested as typed, Tab moves on.
                let name_id = egui::Id::unique(("mp", "register-name"));
                let l = ui.label(tr!(lang, "mp-player-name"));
                let (r, name_keys) = text_field(ui, name_id, &mut st.name, 160.0, "", false);
                r.labelled_by(l.id);
                let l = ui.label(tr!(lang, "mp-runner-identity"));
                let (r, runner_keys) = identity_field(
                    ui,
                    egui::Id::unique(("mp", "register-runner")),
                    &mut st.runner,
                    Side::Runner,
                    &mut st.runner_ac,
                    260.0,
                );
                r.labelled_by(l.id);
                let enter = name_keys.enter || runner_keys.enter;
                if (ui.button(tr!(lang, "mp-register")).clicked() || enter)
                    && !st.name.trim().is_empty()
                {
                    if enter {
                        ui.memory_mut(|m| m.request_focus(name_id));
                    }
                    let mut d = PlayerDetails::named(st.name.trim());
                    d.runner = Some(st.runner.trim().to_string()).filter(|s| !s.is_empty());
                    cx.apply(Command::AddPlayer {
                        details: d,
                        id: None,
                    });
                    st.name.clear();
                    st.runner.clear();
                }
            });
        } else {
            ui.label(tr!(lang, "mp-bso-register-intro"));
            let field = |ui: &mut egui::Ui, label: String, text: &mut String, hint: String| {
                let l = ui.label(label);
                ui.add_sized(
                    [220.0, 22.0],
                    egui::TextEdit::singleline(text).hint_text(hint),
                )
                .labelled_by(l.id);
            };
            ui.horizontal(|ui| {
                field(
                    ui,
                    tr!(lang, "mp-team-name"),
                    &mut st.team,
                    tr!(lang, "mp-team-name-hint"),
                )
            });
            ui.horizontal(|ui| {
                field(
                    ui,
                    tr!(lang, "mp-sponsor-name"),
                    &mut st.sponsor,
                    String::new(),
                );
                field(
                    ui,
                    tr!(lang, "mp-sponsor-identity"),
                    &mut st.sponsor_id,
                    String::new(),
                );
            });
            ui.horizontal(|ui| {
                field(ui, tr!(lang, "mp-agent-name"), &mut st.agent, String::new());
                field(
                    ui,
                    tr!(lang, "mp-agent-identity"),
                    &mut st.agent_id,
                    String::new(),
                );
            });
            if ui.button(tr!(lang, "mp-register-team")).clicked() {
                let mut sponsor = PlayerDetails::named(st.sponsor.trim());
                sponsor.corp = Some(st.sponsor_id.trim().to_string()).filter(|s| !s.is_empty());
                let mut agent = PlayerDetails::named(st.agent.trim());
                agent.runner = Some(st.agent_id.trim().to_string()).filter(|s| !s.is_empty());
                cx.apply(Command::RegisterTeam {
                    name: Some(st.team.trim().to_string()).filter(|s| !s.is_empty()),
                    sponsor,
                    agent,
                });
                for f in [
                    &mut st.team,
                    &mut st.sponsor,
                    &mut st.sponsor_id,
                    &mut st.agent,
                    &mut st.agent_id,
                ] {
                    f.clear();
                }
            }
        }
        ui.add_space(8.0);
        settings_ui(ui, cx, st, mp, napd);
        ui.add_space(8.0);
        if napd {
            napd_list(ui, cx, st);
        } else {
            team_list(ui, cx, st, mp);
        }
    });
}

fn settings_ui(ui: &mut egui::Ui, cx: &mut Cx<'_>, st: &mut MpState, mp: &Multiplayer, napd: bool) {
    // Start again from the event's settings whenever they changed (applied, undone, another
    // event opened).
    if st.settings.is_none_or(|(base, _)| base != mp.settings) {
        st.settings = Some((mp.settings, mp.settings));
    }
    let Some((_, s)) = st.settings.as_mut() else {
        return;
    };
    let lang = ui.lang();
    egui::CollapsingHeader::new(tr!(lang, "mp-settings-heading"))
        .id_salt("mp_settings_header")
        .default_open(false)
        .show(ui, |ui| {
            egui::Grid::new("mp_settings").show(ui, |ui| {
                let (label, range) = if napd {
                    (tr!(lang, "mp-settings-runners-per-pod"), 2..=4)
                } else {
                    (tr!(lang, "mp-settings-teams-per-pod"), 2..=3)
                };
                let fields: [(String, &mut u32, std::ops::RangeInclusive<u32>); 6] = [
                    (label, &mut s.pod_size, range),
                    (tr!(lang, "mp-settings-rounds"), &mut s.rounds, 1..=30),
                    (tr!(lang, "mp-settings-win"), &mut s.scoring.win, 0..=100),
                    (
                        tr!(lang, "mp-settings-timed-win"),
                        &mut s.scoring.timed_win,
                        0..=100,
                    ),
                    (tr!(lang, "mp-settings-draw"), &mut s.scoring.draw, 0..=100),
                    (tr!(lang, "mp-settings-loss"), &mut s.scoring.loss, 0..=100),
                ];
                for (name, v, r) in fields {
                    let l = ui.label(name);
                    ui.add(egui::DragValue::new(v).range(r)).labelled_by(l.id);
                    ui.end_row();
                }
                let format = cx.event.settings().format;
                super::table_helper::time_call_choice(ui, "mp_time_call", &mut s.time_call, format);
                ui.end_row();
            });
            if napd {
                ui.checkbox(
                    &mut s.flatlined_share,
                    tr!(lang, "mp-settings-flatlined-share"),
                );
            }
            ui.horizontal(|ui| {
                if ui.button(tr!(lang, "mp-settings-apply")).clicked() {
                    cx.apply(Command::SetMultiplayerSettings { settings: *s });
                }
                if *s != mp.settings && ui.button(tr!(lang, "mp-settings-discard")).clicked() {
                    *s = mp.settings;
                }
            });
        });
}

fn napd_list(ui: &mut egui::Ui, cx: &mut Cx<'_>, st: &mut MpState) {
    let e = cx.event;
    let lang = ui.lang();
    let active = e.active_players().count();
    ui.label(tr!(lang, "mp-active-players", n = active));
    egui::Grid::new("napd-players")
        .striped(true)
        .show(ui, |ui| {
            ui.strong(tr!(lang, "mp-col-player"));
            ui.strong(tr!(lang, "mp-runner-identity"));
            ui.strong(tr!(lang, "mp-col-status"));
            ui.end_row();
            for p in e.players() {
                if let Some((_, name, runner)) =
                    st.editing_player.as_mut().filter(|(id, _, _)| *id == p.id)
                {
                    use super::players::registration::{identity_field, text_field};
                    let (r, k1) = text_field(
                        ui,
                        egui::Id::unique(("mp", "edit-name")),
                        name,
                        160.0,
                        "",
                        false,
                    );
                    let _ = r.accessible_name(tr!(lang, "players-edit-name"));
                    let (r, k2) = identity_field(
                        ui,
                        egui::Id::unique(("mp", "edit-runner")),
                        runner,
                        Side::Runner,
                        &mut st.edit_ac,
                        260.0,
                    );
                    let _ = r.accessible_name(tr!(lang, "players-edit-runner"));
                    let save =
                        ui.button(tr!(lang, "players-edit-save")).clicked() || k1.enter || k2.enter;
                    let cancel = ui.button(tr!(lang, "players-edit-cancel")).clicked() || k1.escape;
                    if save {
                        let details = PlayerDetails {
                            name: name.trim().to_string(),
                            corp: p.corp.clone(),
                            runner: Some(runner.trim().to_string()).filter(|s| !s.is_empty()),
                            pronouns: p.pronouns.clone(),
                            reading: p.reading.clone(),
                            fixed_table: p.fixed_table,
                            no_video: p.no_video,
                        };
                        cx.apply(Command::EditPlayer {
                            player: p.id,
                            details,
                        });
                    }
                    if save || cancel {
                        st.editing_player = None;
                    }
                    ui.end_row();
                    continue;
                }
                ui.label(&p.name);
                match p.runner.as_deref() {
                    Some(id) => ui.label(id),
                    None => ui.label(tr!(lang, "mp-no-identity")),
                };
                ui.label(crate::io::words::player_status(p.status, lang));
                if ui
                    .button(tr!(lang, "players-edit"))
                    .accessible_name(tr!(lang, "players-edit-player", name = p.name.as_str()))
                    .clicked()
                {
                    st.editing_player =
                        Some((p.id, p.name.clone(), p.runner.clone().unwrap_or_default()));
                    st.edit_ac = Default::default();
                }
                if p.is_active() {
                    if ui
                        .button(tr!(lang, "mp-drop", name = p.name.as_str()))
                        .clicked()
                    {
                        cx.apply(Command::DropPlayer { player: p.id });
                    }
                } else if p.status == PlayerStatus::Dropped
                    && ui
                        .button(tr!(lang, "mp-rejoin", name = p.name.as_str()))
                        .clicked()
                {
                    cx.apply(Command::RejoinPlayer { player: p.id });
                }
                ui.end_row();
            }
        });
}

fn team_list(ui: &mut egui::Ui, cx: &mut Cx<'_>, st: &mut MpState, mp: &Multiplayer) {
    let e = cx.event;
    let lang = ui.lang();
    ui.label(tr!(lang, "mp-teams", n = mp.teams.len()));
    egui::Grid::new("bso-teams").striped(true).show(ui, |ui| {
        ui.strong(tr!(lang, "mp-col-team"));
        ui.strong(tr!(lang, "mp-col-sponsor-corp"));
        ui.strong(tr!(lang, "mp-col-agent-runner"));
        ui.strong(tr!(lang, "mp-col-status"));
        ui.end_row();
        for t in &mp.teams {
            let who = |p: PlayerId, corp: bool| {
                let pl = e.player(p);
                let id = pl
                    .and_then(|x| {
                        if corp {
                            x.corp.clone()
                        } else {
                            x.runner.clone()
                        }
                    })
                    .map(|i| format!(" ({i})"))
                    .unwrap_or_default();
                format!("{}{id}", e.name_of(p))
            };
            ui.label(&t.name);
            ui.label(who(t.sponsor, true));
            ui.label(who(t.agent, false));
            let active = |p| e.player(p).is_some_and(|x| x.is_active());
            let both = active(t.sponsor) && active(t.agent);
            ui.label(if both {
                crate::io::words::player_status(PlayerStatus::Active, lang)
            } else {
                crate::io::words::player_status(PlayerStatus::Dropped, lang)
            });
            if both
                && ui
                    .button(tr!(lang, "mp-drop", name = t.name.as_str()))
                    .clicked()
            {
                cx.apply(Command::DropPlayer { player: t.sponsor });
                cx.apply(Command::DropPlayer { player: t.agent });
            }
            if ui
                .button(tr!(lang, "mp-replace-member-of", team = t.name.as_str()))
                .clicked()
            {
                st.replacing = Some(Replacing {
                    team: t.id,
                    sponsor: false,
                    name: String::new(),
                    identity: String::new(),
                });
            }
            ui.end_row();
        }
    });
    replace_form(ui, cx, st, mp);
}

/// The Big Sell-Out: put a substitute in a team in place of its Sponsor or Agent (the member
/// replaced is dropped; the team keeps its results).
fn replace_form(ui: &mut egui::Ui, cx: &mut Cx<'_>, st: &mut MpState, mp: &Multiplayer) {
    let e = cx.event;
    let lang = ui.lang();
    let Some(r) = st.replacing.as_mut() else {
        return;
    };
    let Some(team) = mp.team(r.team) else {
        st.replacing = None;
        return;
    };
    let mut close = false;
    ui.add_space(6.0);
    egui::Frame::group(ui.style()).show(ui, |ui| {
        ui.strong(tr!(lang, "mp-replace-heading", team = team.name.as_str()));
        ui.horizontal(|ui| {
            ui.radio_value(
                &mut r.sponsor,
                true,
                tr!(lang, "mp-replace-sponsor", name = e.name_of(team.sponsor)),
            );
            ui.radio_value(
                &mut r.sponsor,
                false,
                tr!(lang, "mp-replace-agent", name = e.name_of(team.agent)),
            );
        });
        egui::Grid::new("mp_replace").show(ui, |ui| {
            let l = ui.label(tr!(lang, "mp-replace-new-name"));
            ui.text_edit_singleline(&mut r.name).labelled_by(l.id);
            ui.end_row();
            let l = ui.label(if r.sponsor {
                tr!(lang, "mp-replace-new-corp")
            } else {
                tr!(lang, "mp-replace-new-runner")
            });
            ui.text_edit_singleline(&mut r.identity).labelled_by(l.id);
            ui.end_row();
        });
        ui.label(
            egui::RichText::new(tr!(lang, "mp-replace-note"))
                .color(theme::muted(ui.visuals().dark_mode)),
        );
        ui.horizontal(|ui| {
            if ui.button(tr!(lang, "mp-replace-confirm")).clicked() {
                let mut new = PlayerDetails::named(r.name.trim());
                let id = Some(r.identity.trim().to_string()).filter(|x| !x.is_empty());
                if r.sponsor {
                    new.corp = id;
                } else {
                    new.runner = id;
                }
                crate::io::identities::resolve_details(&mut new);
                let old = if r.sponsor { team.sponsor } else { team.agent };
                cx.apply(Command::ReplaceTeamMember {
                    team: team.id,
                    old,
                    new,
                });
                close = true;
            }
            if ui.button(tr!(lang, "mp-replace-cancel")).clicked() {
                close = true;
            }
        });
    });
    if close {
        st.replacing = None;
    }
}

// ----- rounds ----------------------------------------------------------------------------

/// The Rounds screen of a multiplayer event.
/// `helper`: the table helper's state, which a pod's "Table helper" button fills.
pub fn rounds_ui(
    ui: &mut egui::Ui,
    cx: &mut Cx<'_>,
    st: &mut MpState,
    helper: &mut TableHelperState,
) {
    let e = cx.event;
    let Some(mp) = e.multiplayer() else { return };
    let format = e.settings().format;
    let lang = ui.lang();
    let next = mp.rounds.len() as u32 + 1;
    // Wrapped: the reason the next round cannot be paired may be long.
    ui.horizontal_wrapped(|ui| {
        for r in &mp.rounds {
            let selected = st.round.unwrap_or(next - 1) == r.number;
            if ui
                .selectable_label(selected, tr!(lang, "mp-round", n = r.number))
                .clicked()
            {
                st.round = Some(r.number);
                st.entry = None;
            }
        }
        let blocker = e.pod_pairing_blocker();
        let b = ui.add_enabled(
            blocker.is_none(),
            egui::Button::new(tr!(lang, "mp-pair-round", n = next)),
        );
        if b.clicked() {
            let planned = mp.settings.rounds;
            if next > planned {
                // Beyond the planned rounds: asked first, as the Swiss rounds are (issue 37).
                cx.actions.push(Action::Confirm {
                    question: tr!(lang, "mp-pair-extra-question", planned = planned, n = next),
                    yes: tr!(lang, "mp-pair-round", n = next),
                    then: Box::new(Action::Apply(Command::PairPods)),
                });
            } else {
                cx.apply(Command::PairPods);
            }
            st.round = None;
            st.entry = None;
        }
        if let Some(why) = blocker {
            ui.colored_label(theme::muted(ui.visuals().dark_mode), why.explain(lang));
        }
        if !mp.rounds.is_empty() && ui.button(tr!(lang, "mp-delete-latest-round")).clicked() {
            cx.actions.push(Action::Confirm {
                question: tr!(lang, "mp-delete-round-question", n = next - 1),
                yes: tr!(lang, "mp-delete-round"),
                then: Box::new(Action::Apply(Command::DeletePodRound { force: true })),
            });
            st.round = None;
            st.entry = None;
        }
    });
    let Some(round) = mp
        .round(st.round.unwrap_or(next - 1))
        .or_else(|| mp.rounds.last())
    else {
        ui.label(if format == Format::Napd {
            tr!(
                lang,
                "mp-not-paired-napd",
                format = crate::io::words::format_title(format, lang),
                n = e.active_players().count()
            )
        } else {
            tr!(
                lang,
                "mp-not-paired-bso",
                format = crate::io::words::format_title(format, lang),
                n = mp.teams.len()
            )
        });
        return;
    };
    let reported = round.pods.len() - round.unreported().len();
    ui.label(tr!(
        lang,
        "mp-pods-reported",
        round = round.number,
        reported = reported,
        pods = round.pods.len()
    ));
    let number = round.number;
    egui::ScrollArea::vertical().show(ui, |ui| {
        for pod in &round.pods {
            egui::Frame::group(ui.style()).show(ui, |ui| {
                ui.set_width(ui.available_width());
                pod_ui(ui, cx, st, mp, number, pod, helper);
                if ui
                    .button(tr!(lang, "mp-table-helper-for-pod", n = pod.number))
                    .on_hover_text(tr!(lang, "mp-table-helper-for-pod-hover"))
                    .clicked()
                {
                    prefill_helper(lang, helper, e, mp, number, pod);
                    cx.actions.push(Action::Goto(Screen::TableHelper));
                }
            });
            ui.add_space(4.0);
        }
    });
}

/// Fills the table helper's set-up form with a pod: NAPD: the Corp and the Runners (with their
/// identities) clockwise from the Corp's left; The Big Sell-Out: each team's Sponsor and Agent in
/// seating order, with the event's edition. The teams' names go in the note above the form, in
/// `lang`.
pub fn prefill_helper(
    lang: Lang,
    helper: &mut TableHelperState,
    e: &Event,
    mp: &Multiplayer,
    round: u32,
    pod: &Pod,
) {
    let event = e.settings().name.as_str();
    let mut from = tr!(
        lang,
        "mp-helper-from-pod",
        event = event,
        round = round,
        pod = pod.number
    );
    match (&pod.seating, e.settings().format) {
        (Seating::Napd { corp, runners }, _) => {
            let runners: Vec<(String, String)> = runners
                .iter()
                .map(|r| {
                    let id = e.player(*r).and_then(|p| p.runner.clone());
                    (e.name_of(*r), id.unwrap_or_default())
                })
                .collect();
            helper.prefill_napd(&e.name_of(*corp), &runners);
        }
        (Seating::BigSellOut { teams }, Format::BigSellOut { edition }) => {
            let teams: Vec<&crate::engine::multiplayer::Team> =
                teams.iter().filter_map(|t| mp.team(*t)).collect();
            // Who played at this pod (a member replaced since still shows).
            let seats: Vec<(String, String)> = teams
                .iter()
                .filter_map(|t| pod.members_of(t.id, &mp.teams))
                .map(|(s, a)| (e.name_of(s), e.name_of(a)))
                .collect();
            helper.prefill_bso(edition, &seats);
            let names: Vec<String> = teams
                .iter()
                .zip(1..)
                .map(|(t, i): (_, u32)| {
                    tr!(
                        lang,
                        "mp-helper-from-pod-team",
                        n = i,
                        name = t.name.as_str()
                    )
                })
                .collect();
            from = tr!(
                lang,
                "mp-helper-from-pod-teams",
                event = event,
                round = round,
                pod = pod.number,
                teams = list(lang, &names)
            );
        }
        _ => {}
    }
    helper.from_pod = Some(from);
    helper.pod = Some((round, pod.number));
    helper.time_call = mp.settings.time_call;
    helper.error = None;
    helper.notice = None;
}

fn pod_ui(
    ui: &mut egui::Ui,
    cx: &mut Cx<'_>,
    st: &mut MpState,
    mp: &Multiplayer,
    round: u32,
    pod: &Pod,
    helper: &TableHelperState,
) {
    let e = cx.event;
    let format = e.settings().format;
    let lang = ui.lang();
    let heading = match &pod.seating {
        Seating::Napd { .. } => tr!(lang, "mp-pod", n = pod.number),
        Seating::BigSellOut { teams } => {
            let names: Vec<String> = teams.iter().map(|t| e.team_name(*t)).collect();
            tr!(
                lang,
                "mp-pod-teams",
                n = pod.number,
                teams = names.join(&tr!(lang, "mp-versus-separator"))
            )
        }
    };
    let stream_round = crate::engine::RoundRef::Swiss(round);
    ui.horizontal(|ui| {
        if e.featured_table(stream_round) == Some(pod.number) {
            crate::app::stream_marks::featured_mark(ui, pod.number, 14.0);
        }
        ui.strong(heading);
        let colour = if pod.result.is_some() {
            theme::muted(ui.visuals().dark_mode)
        } else {
            theme::attention(ui.visuals().dark_mode)
        };
        ui.colored_label(colour, result_line(lang, e, pod));
        // Streaming (issue 22): the pod the stream films this round.
        if let Some(c) =
            crate::app::stream_marks::feature_button(ui, e, stream_round, pod.number, "pod")
        {
            cx.apply(c);
        }
    });
    egui::Grid::new(("pod", round, pod.number)).show(ui, |ui| {
        ui.strong(tr!(lang, "mp-col-turn"));
        ui.strong(tr!(lang, "mp-col-role"));
        ui.strong(tr!(lang, "mp-col-player"));
        ui.strong(tr!(lang, "mp-col-identity"));
        ui.end_row();
        for s in crate::engine::views::pod(e, pod)
            .map(|v| v.seats)
            .unwrap_or_default()
        {
            ui.label(s.seat.to_string());
            ui.label(role(lang, s.turn.role, s.turn.seat));
            ui.horizontal(|ui| {
                if e.player(s.turn.player).is_some_and(|x| x.no_video) {
                    crate::app::stream_marks::no_video_mark(ui, &s.name);
                }
                ui.label(&s.name);
            });
            ui.label(s.identity.unwrap_or_default());
            ui.end_row();
        }
    });
    match format {
        Format::BigSellOut { .. } => {
            ui.label(crate::io::words::first_turn(
                &pod.first_turn_order(&mp.teams, format),
                format,
                lang,
            ));
        }
        _ => {
            ui.add(egui::Label::new(tr!(lang, "mp-napd-infamy-rule")).wrap());
        }
    }
    let editing = st
        .entry
        .as_ref()
        .is_some_and(|x| x.round == round && x.pod == pod.number);
    // A form left from another event (or a re-paired round) starts again from this pod.
    if editing
        && st.entry.as_ref().is_some_and(|x| {
            let fresh = Entry::new(round, pod);
            x.runners
                .iter()
                .map(|r| r.0)
                .ne(fresh.runners.iter().map(|r| r.0))
                || x.teams
                    .iter()
                    .map(|t| t.0)
                    .ne(fresh.teams.iter().map(|t| t.0))
        })
    {
        st.entry = Some(Entry::new(round, pod));
    }
    if !editing {
        ui.horizontal(|ui| {
            let label = if pod.result.is_some() {
                tr!(lang, "mp-change-result", n = pod.number)
            } else {
                tr!(lang, "mp-enter-result", n = pod.number)
            };
            if ui.button(label).clicked() {
                let mut entry = Entry::new(round, pod);
                if pod.result.is_none() && helper.pod == Some((round, pod.number)) {
                    entry.fill_from_helper(e, helper);
                }
                st.entry = Some(entry);
            }
            if pod.result.is_some()
                && ui
                    .button(tr!(lang, "mp-clear-result", n = pod.number))
                    .clicked()
            {
                cx.apply(Command::UnreportPod {
                    round,
                    pod: pod.number,
                });
            }
        });
        return;
    }
    let napd = format == Format::Napd;
    let mut save = false;
    let mut cancel = false;
    let mut taken = false;
    if let Some(entry) = st.entry.as_mut() {
        match entry.sent.map(|t| cx.answer(t)) {
            Some(Some(true)) => taken = true,
            // Refused: the refusal is shown above the page; the form stays as typed.
            Some(Some(false)) => entry.sent = None,
            _ => {}
        }
        entry_ui(ui, e, entry, napd, &mut save, &mut cancel);
        if save && entry.sent.is_none() {
            entry.sent = Some(cx.request(Command::ReportPod {
                round,
                pod: pod.number,
                result: entry.result(napd),
            }));
        }
    }
    if taken || cancel {
        st.entry = None;
    }
}

fn entry_ui(
    ui: &mut egui::Ui,
    e: &Event,
    entry: &mut Entry,
    napd: bool,
    save: &mut bool,
    cancel: &mut bool,
) {
    let classic = matches!(
        e.settings().format,
        Format::BigSellOut {
            edition: BigSellOutEdition::Classic
        }
    );
    let lang = ui.lang();
    let left_text = |l: Option<LeftReason>| match l {
        None => tr!(lang, "mp-left-no"),
        Some(LeftReason::SponsorDecked) => tr!(lang, "mp-left-sponsor-decked"),
        Some(LeftReason::AgentFlatlined) => tr!(lang, "mp-left-agent-flatlined"),
        Some(LeftReason::PlayerLeft) => tr!(lang, "mp-left-player-left"),
    };
    egui::Grid::new("pod-entry").show(ui, |ui| {
        let l = ui.label(tr!(lang, "mp-ending"));
        if napd {
            egui::ComboBox::from_id_salt("napd-ending")
                .selected_text(crate::io::words::napd_ending(entry.napd_ending, lang))
                .show_ui(ui, |ui| {
                    for x in NapdEnding::ALL {
                        ui.selectable_value(
                            &mut entry.napd_ending,
                            x,
                            crate::io::words::napd_ending(x, lang),
                        );
                    }
                })
                .response
                .labelled_by(l.id);
            ui.end_row();
            let l = ui.label(tr!(lang, "mp-corp-agenda-points"));
            ui.add(egui::DragValue::new(&mut entry.corp_points).range(0..=30))
                .labelled_by(l.id);
            ui.end_row();
            for (p, points, flat, left) in &mut entry.runners {
                let name = e.name_of(*p);
                let l = ui.label(tr!(lang, "mp-agenda-points-of", name = name.as_str()));
                ui.add(egui::DragValue::new(points).range(0..=30))
                    .labelled_by(l.id);
                ui.checkbox(flat, tr!(lang, "mp-flatlined", name = name.as_str()));
                ui.checkbox(left, tr!(lang, "mp-runner-left", name = name.as_str()));
                ui.end_row();
            }
        } else {
            egui::ComboBox::from_id_salt("bso-ending")
                .selected_text(crate::io::words::bso_ending(entry.bso_ending, lang))
                .show_ui(ui, |ui| {
                    for x in BsoEnding::ALL {
                        if classic && x == BsoEnding::SuddenDeath {
                            continue;
                        }
                        ui.selectable_value(
                            &mut entry.bso_ending,
                            x,
                            crate::io::words::bso_ending(x, lang),
                        );
                    }
                })
                .response
                .labelled_by(l.id);
            ui.end_row();
            for (t, points, left) in &mut entry.teams {
                let name = e.team_name(*t);
                let l = ui.label(tr!(lang, "mp-agenda-points-of", name = name.as_str()));
                ui.add(egui::DragValue::new(points).range(0..=30))
                    .labelled_by(l.id);
                let l2 = ui.label(tr!(lang, "mp-left-the-game", name = name.as_str()));
                egui::ComboBox::from_id_salt(("left", t.0))
                    .selected_text(left_text(*left))
                    .show_ui(ui, |ui| {
                        ui.selectable_value(left, None, left_text(None));
                        ui.selectable_value(
                            left,
                            Some(LeftReason::SponsorDecked),
                            left_text(Some(LeftReason::SponsorDecked)),
                        );
                        if classic {
                            ui.selectable_value(
                                left,
                                Some(LeftReason::AgentFlatlined),
                                left_text(Some(LeftReason::AgentFlatlined)),
                            );
                        }
                        ui.selectable_value(
                            left,
                            Some(LeftReason::PlayerLeft),
                            left_text(Some(LeftReason::PlayerLeft)),
                        );
                    })
                    .response
                    .labelled_by(l2.id);
                ui.end_row();
            }
        }
    });
    if !napd {
        let r = entry.bso();
        ui.label(match r.winner {
            Some(w) => tr!(lang, "mp-winner-from-points", team = e.team_name(w)),
            None => tr!(lang, "mp-draw-from-points"),
        });
    }
    ui.horizontal(|ui| {
        if ui.button(tr!(lang, "mp-save-result")).clicked() {
            *save = true;
        }
        if ui.button(tr!(lang, "mp-cancel")).clicked() {
            *cancel = true;
        }
    });
}

// ----- standings -------------------------------------------------------------------------

/// The Standings screen of a multiplayer event.
pub fn standings_ui(ui: &mut egui::Ui, cx: &mut Cx<'_>) {
    let e = cx.event;
    let Some(st) = e.multiplayer_standings() else {
        return;
    };
    let Some(mp) = e.multiplayer() else { return };
    let lang = ui.lang();
    let dropped = |name: String, dropped: bool| {
        if dropped {
            tr!(lang, "mp-standings-dropped", name = name)
        } else {
            name
        }
    };
    ui.heading(tr!(
        lang,
        "mp-standings-heading",
        format = crate::io::words::format_title(e.settings().format, lang)
    ));
    let s = mp.settings.scoring;
    ui.label(tr!(
        lang,
        "mp-standings-scoring",
        win = s.win,
        timed = s.timed_win,
        draw = s.draw,
        loss = s.loss
    ));
    egui::ScrollArea::vertical().show(ui, |ui| {
        if !st.teams.is_empty() {
            ui.strong(tr!(lang, "mp-standings-teams"));
            egui::Grid::new("mp_team_standings")
                .striped(true)
                .show(ui, |ui| {
                    for h in [
                        "mp-col-rank",
                        "mp-col-team",
                        "mp-col-points",
                        "mp-col-games",
                        "mp-col-sos",
                        "mp-col-esos",
                        "mp-col-sponsor",
                        "mp-col-agent",
                    ] {
                        ui.strong(lang.text(h));
                    }
                    ui.end_row();
                    for r in &st.teams {
                        let t = mp.team(r.team);
                        ui.label(r.rank.to_string());
                        ui.label(dropped(e.team_name(r.team), r.dropped));
                        ui.label(r.points.to_string());
                        ui.label(r.games.to_string());
                        ui.label(three_decimals(&r.sos));
                        ui.label(three_decimals(&r.esos));
                        ui.label(t.map(|x| e.name_of(x.sponsor)).unwrap_or_default());
                        ui.label(t.map(|x| e.name_of(x.agent)).unwrap_or_default());
                        ui.end_row();
                    }
                });
            ui.add_space(8.0);
            ui.strong(tr!(lang, "mp-standings-players-as-team"));
        }
        egui::Grid::new("mp_player_standings")
            .striped(true)
            .show(ui, |ui| {
                for h in [
                    "mp-col-rank",
                    "mp-col-player",
                    "mp-col-points",
                    "mp-col-games",
                    "mp-col-corp-games",
                    "mp-col-sos",
                    "mp-col-esos",
                    "mp-col-identity",
                ] {
                    ui.strong(lang.text(h));
                }
                ui.end_row();
                for r in &st.players {
                    let p = e.player(r.player);
                    let sponsor = r
                        .team
                        .and_then(|t| mp.team(t))
                        .is_some_and(|t| t.sponsor == r.player);
                    let identity = if sponsor {
                        p.and_then(|x| x.corp.clone())
                    } else {
                        p.and_then(|x| x.runner.clone())
                    };
                    ui.label(r.rank.to_string());
                    ui.label(dropped(e.name_of(r.player), r.dropped));
                    ui.label(r.points.to_string());
                    ui.label(r.games.to_string());
                    ui.label(r.corp_games.to_string());
                    ui.label(three_decimals(&r.sos));
                    ui.label(three_decimals(&r.esos));
                    ui.label(identity.unwrap_or_default());
                    ui.end_row();
                }
            });
    });
}
