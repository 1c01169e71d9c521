//! The Players, Rounds and Standings screens of a multiplayer event (NAPD, The Big Sell-Out):
//! registration (NAPD players with a Runner identity; Big Sell-Out teams), the settings, pods per
//! round with seating and turn order and a result entry per pod, player and team standings.

use super::table_helper::TableHelperState;
use super::{Cx, Screen};
use crate::app::Action;
use crate::app::theme;
use crate::engine::multiplayer::{
    BsoEnding, BsoResult, LeftReason, Multiplayer, MultiplayerSettings, NAPD_CORP_IDENTITY,
    NAPD_CORP_IDENTITY_FLIPPED, NapdEnding, NapdResult, NapdWinner, Pod, PodResult, Role,
    RunnerScore, Seating, TeamId, TeamScore, first_turn_summary,
};
use crate::engine::standings::three_decimals;
use crate::engine::{BigSellOutEdition, Command, Event, Format, PlayerDetails, PlayerId};

/// Screen state of the multiplayer screens.
#[derive(Default)]
pub struct MpState {
    name: String,
    runner: String,
    team: String,
    sponsor: String,
    sponsor_id: String,
    agent: String,
    agent_id: String,
    /// The settings being edited, and the event's settings they started from.
    settings: Option<(MultiplayerSettings, MultiplayerSettings)>,
    round: Option<u32>,
    entry: Option<Entry>,
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
    runners: Vec<(PlayerId, u8, bool)>,
    teams: Vec<(TeamId, u8, Option<LeftReason>)>,
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
                            .map_or((*p, 0, false), |x| (*p, x.points, x.flatlined))
                    })
                    .collect();
            }
            (Seating::Napd { runners, .. }, _) => {
                e.runners = runners.iter().map(|p| (*p, 0, false)).collect();
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

    fn result(&self, napd: bool) -> PodResult {
        if napd {
            PodResult::Napd(NapdResult {
                ending: self.napd_ending,
                corp_points: self.corp_points,
                runners: self
                    .runners
                    .iter()
                    .map(|(player, points, flatlined)| RunnerScore {
                        player: *player,
                        points: *points,
                        flatlined: *flatlined,
                    })
                    .collect(),
            })
        } else {
            PodResult::BigSellOut(self.bso())
        }
    }
}

fn title(f: Format) -> &'static str {
    match f {
        Format::Napd => "NAPD multiplayer",
        Format::BigSellOut {
            edition: BigSellOutEdition::Classic,
        } => "The Big Sell-Out (classic edition)",
        Format::BigSellOut { .. } => "The Big Sell-Out (Android: Netrunner edition)",
        _ => "",
    }
}

/// A one-line summary of a pod's result.
pub fn result_line(e: &Event, pod: &Pod) -> String {
    match &pod.result {
        None => "No result yet".into(),
        Some(PodResult::Napd(r)) => {
            let who = match r.winner() {
                NapdWinner::Corp => "Corp wins",
                NapdWinner::Runners => "Runners win",
                NapdWinner::Draw => "Draw",
            };
            format!(
                "{who} ({}): Corp {} - Runners {}",
                r.ending.describe(),
                r.corp_points,
                r.runner_total()
            )
        }
        Some(PodResult::BigSellOut(r)) => {
            let who = r.winner.map_or_else(
                || "Draw".to_string(),
                |w| format!("{} wins", e.team_name(w)),
            );
            let pts: Vec<String> = r
                .teams
                .iter()
                .map(|t| {
                    format!(
                        "{} {}{}",
                        e.team_name(t.team),
                        t.points,
                        if t.left.is_some() { " (left)" } else { "" }
                    )
                })
                .collect();
            format!("{who} ({}): {}", r.ending.describe(), pts.join(", "))
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
    egui::ScrollArea::vertical().show(ui, |ui| {
        ui.heading(format!("Players: {}", title(format)));
        if napd {
            ui.label(format!(
                "Every Corp plays {NAPD_CORP_IDENTITY} (flips to {NAPD_CORP_IDENTITY_FLIPPED}); each player registers a Runner identity."
            ));
            ui.horizontal(|ui| {
                let l = ui.label("Player name");
                ui.add(egui::TextEdit::singleline(&mut st.name).desired_width(160.0))
                    .labelled_by(l.id);
                let l = ui.label("Runner identity");
                ui.add(egui::TextEdit::singleline(&mut st.runner).desired_width(260.0))
                    .labelled_by(l.id);
                if ui.button("Register").clicked() {
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
            ui.label("Register by team: a Sponsor (Corp) and an Agent (Runner).");
            let field = |ui: &mut egui::Ui, label: &str, text: &mut String, hint: &str| {
                let l = ui.label(label);
                ui.add_sized(
                    [220.0, 22.0],
                    egui::TextEdit::singleline(text).hint_text(hint),
                )
                .labelled_by(l.id);
            };
            ui.horizontal(|ui| field(ui, "Team name", &mut st.team, "Sponsor & Agent"));
            ui.horizontal(|ui| {
                field(ui, "Sponsor name", &mut st.sponsor, "");
                field(ui, "Sponsor Corp identity", &mut st.sponsor_id, "");
            });
            ui.horizontal(|ui| {
                field(ui, "Agent name", &mut st.agent, "");
                field(ui, "Agent Runner identity", &mut st.agent_id, "");
            });
            if ui.button("Register team").clicked() {
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
            napd_list(ui, cx);
        } else {
            team_list(ui, cx, mp);
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
    egui::CollapsingHeader::new("Event settings (pod size, rounds, scoring)")
        .default_open(false)
        .show(ui, |ui| {
            egui::Grid::new("mp-settings").show(ui, |ui| {
                let (label, range) = if napd {
                    ("Runners per pod", 2..=4)
                } else {
                    ("Teams per pod", 2..=3)
                };
                let fields: [(&str, &mut u32, std::ops::RangeInclusive<u32>); 6] = [
                    (label, &mut s.pod_size, range),
                    ("Rounds", &mut s.rounds, 1..=30),
                    ("Points for a win", &mut s.scoring.win, 0..=100),
                    (
                        "Points for a win at time",
                        &mut s.scoring.timed_win,
                        0..=100,
                    ),
                    ("Points for a draw", &mut s.scoring.draw, 0..=100),
                    ("Points for a loss", &mut s.scoring.loss, 0..=100),
                ];
                for (name, v, r) in fields {
                    let l = ui.label(name);
                    ui.add(egui::DragValue::new(v).range(r)).labelled_by(l.id);
                    ui.end_row();
                }
            });
            ui.horizontal(|ui| {
                if ui.button("Apply settings").clicked() {
                    cx.apply(Command::SetMultiplayerSettings { settings: *s });
                }
                if *s != mp.settings && ui.button("Discard changes").clicked() {
                    *s = mp.settings;
                }
            });
        });
}

fn napd_list(ui: &mut egui::Ui, cx: &mut Cx<'_>) {
    let e = cx.event;
    let active = e.active_players().count();
    ui.label(format!("{active} active players"));
    egui::Grid::new("napd-players")
        .striped(true)
        .show(ui, |ui| {
            ui.strong("Player");
            ui.strong("Runner identity");
            ui.strong("Status");
            ui.end_row();
            for p in e.players() {
                ui.label(&p.name);
                ui.label(p.runner.as_deref().unwrap_or("(none)"));
                ui.label(p.status.name());
                if p.is_active() {
                    if ui.button(format!("Drop {}", p.name)).clicked() {
                        cx.apply(Command::DropPlayer { player: p.id });
                    }
                } else if p.status == crate::engine::PlayerStatus::Dropped
                    && ui.button(format!("Rejoin {}", p.name)).clicked()
                {
                    cx.apply(Command::RejoinPlayer { player: p.id });
                }
                ui.end_row();
            }
        });
}

fn team_list(ui: &mut egui::Ui, cx: &mut Cx<'_>, mp: &Multiplayer) {
    let e = cx.event;
    ui.label(format!("{} teams", mp.teams.len()));
    egui::Grid::new("bso-teams").striped(true).show(ui, |ui| {
        ui.strong("Team");
        ui.strong("Sponsor (Corp)");
        ui.strong("Agent (Runner)");
        ui.strong("Status");
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
            ui.label(if both { "active" } else { "dropped" });
            if both && ui.button(format!("Drop {}", t.name)).clicked() {
                cx.apply(Command::DropPlayer { player: t.sponsor });
                cx.apply(Command::DropPlayer { player: t.agent });
            }
            ui.end_row();
        }
    });
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
    let next = mp.rounds.len() as u32 + 1;
    ui.horizontal(|ui| {
        for r in &mp.rounds {
            let selected = st.round.unwrap_or(next - 1) == r.number;
            if ui
                .selectable_label(selected, format!("Round {}", r.number))
                .clicked()
            {
                st.round = Some(r.number);
                st.entry = None;
            }
        }
        let blocker = e.pod_pairing_blocker();
        let b = ui.add_enabled(
            blocker.is_none(),
            egui::Button::new(format!("Pair round {next}")),
        );
        if b.clicked() {
            cx.apply(Command::PairPods);
            st.round = None;
            st.entry = None;
        }
        if let Some(why) = blocker {
            ui.colored_label(theme::muted(cx.dark), why.to_string());
        }
        if !mp.rounds.is_empty() && ui.button("Delete latest round").clicked() {
            cx.actions.push(Action::Confirm {
                question: format!("Delete round {} and any results entered in it?", next - 1),
                yes: "Delete round".into(),
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
        ui.label(format!(
            "{}: {} registered. Pair round 1 to form the pods.",
            title(format),
            if format == Format::Napd {
                format!("{} active players", e.active_players().count())
            } else {
                format!("{} teams", mp.teams.len())
            }
        ));
        return;
    };
    let reported = round.pods.len() - round.unreported().len();
    ui.label(format!(
        "Round {}: {reported} of {} pods reported",
        round.number,
        round.pods.len()
    ));
    let number = round.number;
    egui::ScrollArea::vertical().show(ui, |ui| {
        for pod in &round.pods {
            egui::Frame::group(ui.style()).show(ui, |ui| {
                ui.set_width(ui.available_width());
                pod_ui(ui, cx, st, mp, number, pod);
                if ui
                    .button(format!("Table helper for pod {}", pod.number))
                    .on_hover_text("Open the table helper set up with this pod's players")
                    .clicked()
                {
                    prefill_helper(helper, e, mp, number, pod);
                    cx.actions.push(Action::Goto(Screen::TableHelper));
                }
            });
            ui.add_space(4.0);
        }
    });
}

/// Fills the table helper's set-up form with a pod: NAPD: the Corp and the Runners (with their
/// identities) clockwise from the Corp's left; The Big Sell-Out: each team's Sponsor and Agent in
/// seating order, with the event's edition. The teams' names go in the note above the form.
pub fn prefill_helper(
    helper: &mut TableHelperState,
    e: &Event,
    mp: &Multiplayer,
    round: u32,
    pod: &Pod,
) {
    let mut from = format!("{}, round {round}, pod {}", e.settings().name, pod.number);
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
            let seats: Vec<(String, String)> = teams
                .iter()
                .map(|t| (e.name_of(t.sponsor), e.name_of(t.agent)))
                .collect();
            helper.prefill_bso(edition, &seats);
            let names: Vec<String> = teams
                .iter()
                .zip(1..)
                .map(|(t, i)| format!("team {i} {}", t.name))
                .collect();
            from.push_str(&format!(": {}", names.join(", ")));
        }
        _ => {}
    }
    helper.from_pod = Some(format!("From {from}"));
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
) {
    let e = cx.event;
    let format = e.settings().format;
    let heading = match &pod.seating {
        Seating::Napd { .. } => format!("Pod {}", pod.number),
        Seating::BigSellOut { teams } => {
            let names: Vec<String> = teams.iter().map(|t| e.team_name(*t)).collect();
            format!("Pod {}: {}", pod.number, names.join(" vs "))
        }
    };
    let stream_round = crate::engine::RoundRef::Swiss(round);
    ui.horizontal(|ui| {
        if e.featured_table(stream_round) == Some(pod.number) {
            crate::app::stream_marks::featured_mark(ui, pod.number, 14.0);
        }
        ui.strong(heading);
        let colour = if pod.result.is_some() {
            theme::muted(cx.dark)
        } else {
            theme::attention(cx.dark)
        };
        ui.colored_label(colour, result_line(e, pod));
        // Streaming (issue 22): the pod the stream films this round.
        if let Some(c) =
            crate::app::stream_marks::feature_button(ui, e, stream_round, pod.number, "pod")
        {
            cx.apply(c);
        }
    });
    egui::Grid::new(("pod", round, pod.number)).show(ui, |ui| {
        ui.strong("Turn");
        ui.strong("Role");
        ui.strong("Player");
        ui.strong("Identity");
        ui.end_row();
        for (i, t) in pod.turn_order(&mp.teams).iter().enumerate() {
            let p = e.player(t.player);
            ui.label((i + 1).to_string());
            ui.label(match t.role {
                Role::Sponsor | Role::Agent => format!("{} {}", t.role, t.seat),
                _ => t.role.to_string(),
            });
            ui.horizontal(|ui| {
                if p.is_some_and(|x| x.no_video) {
                    crate::app::stream_marks::no_video_mark(ui, &e.name_of(t.player));
                }
                ui.label(e.name_of(t.player));
            });
            ui.label(match t.role {
                Role::Corp => NAPD_CORP_IDENTITY.to_string(),
                Role::Sponsor => p.and_then(|x| x.corp.clone()).unwrap_or_default(),
                _ => p.and_then(|x| x.runner.clone()).unwrap_or_default(),
            });
            ui.end_row();
        }
    });
    match format {
        Format::BigSellOut { .. } => {
            ui.label(first_turn_summary(
                &pod.first_turn_order(&mp.teams, format),
                format,
            ));
        }
        _ => {
            ui.label("The Corp holds the infamy token after starting hands; it moves to the next Runner clockwise before each Corp draw.");
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
                format!("Change result of pod {}", pod.number)
            } else {
                format!("Enter result of pod {}", pod.number)
            };
            if ui.button(label).clicked() {
                st.entry = Some(Entry::new(round, pod));
            }
            if pod.result.is_some()
                && ui
                    .button(format!("Clear result of pod {}", pod.number))
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
    if let Some(entry) = st.entry.as_mut() {
        entry_ui(ui, e, entry, napd, &mut save, &mut cancel);
        if save {
            cx.apply(Command::ReportPod {
                round,
                pod: pod.number,
                result: entry.result(napd),
            });
        }
    }
    if save || cancel {
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
    egui::Grid::new("pod-entry").show(ui, |ui| {
        let l = ui.label("Ending");
        if napd {
            egui::ComboBox::from_id_salt("napd-ending")
                .selected_text(entry.napd_ending.describe())
                .show_ui(ui, |ui| {
                    for x in NapdEnding::ALL {
                        ui.selectable_value(&mut entry.napd_ending, x, x.describe());
                    }
                })
                .response
                .labelled_by(l.id);
            ui.end_row();
            let l = ui.label("Corp agenda points");
            ui.add(egui::DragValue::new(&mut entry.corp_points).range(0..=30))
                .labelled_by(l.id);
            ui.end_row();
            for (p, points, flat) in &mut entry.runners {
                let name = e.name_of(*p);
                let l = ui.label(format!("{name} agenda points"));
                ui.add(egui::DragValue::new(points).range(0..=30))
                    .labelled_by(l.id);
                ui.checkbox(flat, format!("{name} flatlined"));
                ui.end_row();
            }
        } else {
            egui::ComboBox::from_id_salt("bso-ending")
                .selected_text(entry.bso_ending.describe())
                .show_ui(ui, |ui| {
                    for x in BsoEnding::ALL {
                        if classic && x == BsoEnding::SuddenDeath {
                            continue;
                        }
                        ui.selectable_value(&mut entry.bso_ending, x, x.describe());
                    }
                })
                .response
                .labelled_by(l.id);
            ui.end_row();
            for (t, points, left) in &mut entry.teams {
                let name = e.team_name(*t);
                let l = ui.label(format!("{name} agenda points"));
                ui.add(egui::DragValue::new(points).range(0..=30))
                    .labelled_by(l.id);
                let l2 = ui.label(format!("{name} left the game"));
                let text = match left {
                    None => "No",
                    Some(LeftReason::SponsorDecked) => "Sponsor decked",
                    Some(LeftReason::AgentFlatlined) => "Agent flatlined",
                };
                egui::ComboBox::from_id_salt(("left", t.0))
                    .selected_text(text)
                    .show_ui(ui, |ui| {
                        ui.selectable_value(left, None, "No");
                        ui.selectable_value(
                            left,
                            Some(LeftReason::SponsorDecked),
                            "Sponsor decked",
                        );
                        if classic {
                            ui.selectable_value(
                                left,
                                Some(LeftReason::AgentFlatlined),
                                "Agent flatlined",
                            );
                        }
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
            Some(w) => format!("Winner (from the points): {}", e.team_name(w)),
            None => "From the points: a draw".into(),
        });
    }
    ui.horizontal(|ui| {
        if ui.button("Save result").clicked() {
            *save = true;
        }
        if ui.button("Cancel").clicked() {
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
    ui.heading(format!("Standings: {}", title(e.settings().format)));
    let s = mp.settings.scoring;
    ui.label(format!(
        "Win {}, win at time {}, draw {}, loss {}; ties broken by SoS, then a random number drawn at registration.",
        s.win, s.timed_win, s.draw, s.loss
    ));
    egui::ScrollArea::vertical().show(ui, |ui| {
        if !st.teams.is_empty() {
            ui.strong("Teams");
            egui::Grid::new("mp-team-standings")
                .striped(true)
                .show(ui, |ui| {
                    for h in ["Rank", "Team", "Points", "Games", "SoS", "Sponsor", "Agent"] {
                        ui.strong(h);
                    }
                    ui.end_row();
                    for r in &st.teams {
                        let t = mp.team(r.team);
                        ui.label(r.rank.to_string());
                        ui.label(format!(
                            "{}{}",
                            e.team_name(r.team),
                            if r.dropped { " (dropped)" } else { "" }
                        ));
                        ui.label(r.points.to_string());
                        ui.label(r.games.to_string());
                        ui.label(three_decimals(&r.sos));
                        ui.label(t.map(|x| e.name_of(x.sponsor)).unwrap_or_default());
                        ui.label(t.map(|x| e.name_of(x.agent)).unwrap_or_default());
                        ui.end_row();
                    }
                });
            ui.add_space(8.0);
            ui.strong("Players (as their team)");
        }
        egui::Grid::new("mp-player-standings")
            .striped(true)
            .show(ui, |ui| {
                for h in [
                    "Rank",
                    "Player",
                    "Points",
                    "Games",
                    "Corp games",
                    "SoS",
                    "Identity",
                ] {
                    ui.strong(h);
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
                    ui.label(format!(
                        "{}{}",
                        e.name_of(r.player),
                        if r.dropped { " (dropped)" } else { "" }
                    ));
                    ui.label(r.points.to_string());
                    ui.label(r.games.to_string());
                    ui.label(r.corp_games.to_string());
                    ui.label(three_decimals(&r.sos));
                    ui.label(identity.unwrap_or_default());
                    ui.end_row();
                }
            });
    });
}
