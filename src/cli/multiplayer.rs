//! `mp …`: multiplayer side events (NAPD, The Big Sell-Out) — settings, teams, pods, results,
//! standings and the JSON export.
//!
//! Create the event with `new --format napd | big-sell-out | big-sell-out-classic`. NAPD players
//! register with `player add NAME --runner IDENTITY`; Big Sell-Out teams with `mp team`.

use super::table::{Align, Table};
use super::{EventFile, Out, Session, print_json, resolve_player, write_output};
use crate::engine::multiplayer::Role;
use crate::engine::multiplayer::{
    BsoEnding, BsoResult, LeftReason, Multiplayer, NapdEnding, NapdResult, NapdWinner, Pod,
    PodResult, RunnerScore, Seating, TeamId, TeamScore, TimeCall,
};
use crate::engine::standings::three_decimals;
use crate::engine::views;
use crate::engine::{Command, EngineError, Event, Format, PlayerDetails, PlayerId};
use crate::io::multiplayer as mpjson;
use crate::io::save;
use clap::{Args, Subcommand, ValueEnum};
use serde_json::json;
use std::path::PathBuf;

/// The `mp` subcommands.
#[derive(Debug, Subcommand)]
pub enum MpCommand {
    /// Show or change the pod size, number of rounds and scoring.
    Settings(SettingsArgs),
    /// The Big Sell-Out: register a team (a Sponsor and an Agent).
    Team(TeamArgs),
    /// The Big Sell-Out: list the teams.
    Teams(JsonArgs),
    /// The Big Sell-Out: rename a team.
    RenameTeam(RenameArgs),
    /// The Big Sell-Out: put a substitute in a team in place of a member (a no-show or an early
    /// leaver); the member is dropped, the team keeps its results.
    Replace(ReplaceArgs),
    /// Form the pods of the next round, save, and print them.
    Pair(EventFile),
    /// Print the pods of a round (default: the latest) with seating and turn order.
    Pods(PodsArgs),
    /// Enter or correct the result of a pod (checked against the victory rules).
    #[command(after_help = REPORT_HELP)]
    Report(ReportArgs),
    /// Remove the result of a pod.
    Unreport(PodArgs),
    /// Delete the latest round of pods (refused once it has results, unless --force).
    DeleteRound(DeleteArgs),
    /// Print the standings (player standings; The Big Sell-Out: team standings first).
    Standings(JsonArgs),
    /// Export the event as multiplayer JSON (see docs/multiplayer-json.md).
    Export(ExportArgs),
}

const REPORT_HELP: &str = "NAPD:   mp report E.json --pod 1 --ending corp-agendas --points Ann=7 --points Bo=2 --flatlined Cy\n\
        endings: corp-agendas, runners-flatlined, runner-agendas, corp-decked, time\n\
        --points NAME=N for the Corp and each Runner (missing: 0); --flatlined NAME per flatlined Runner;\n\
        --left NAME per Runner who left mid-game (their agendas no longer count; they score a loss;\n\
        so does a flatlined Runner unless `mp settings --flatlined-share yes`)\n\
Big Sell-Out: mp report E.json --pod 1 --ending agendas --points 'Team A=12' --points 'Team B=9'\n\
        endings: agendas, sudden-death, last-team-standing, time\n\
        --points TEAM=N (a team by name, 'T2', or one of its players);\n\
        --left TEAM[=sponsor-decked|agent-flatlined|player-left], or --left PLAYER (left mid-game: the team loses)\n\
        --winner TEAM or --draw (without them the winner follows from the points)";

/// Arguments of `mp settings`.
#[derive(Debug, Args)]
pub struct SettingsArgs {
    #[command(flatten)]
    file: EventFile,
    /// NAPD: Runners per pod (2-4). The Big Sell-Out: teams per pod (2 or 3).
    #[arg(long, value_name = "N")]
    pod_size: Option<u32>,
    /// Planned number of rounds.
    #[arg(long, value_name = "N")]
    rounds: Option<u32>,
    /// Points for a win.
    #[arg(long, value_name = "N")]
    win: Option<u32>,
    /// Points for a win at time.
    #[arg(long, value_name = "N")]
    timed_win: Option<u32>,
    /// Points for a draw.
    #[arg(long, value_name = "N")]
    draw: Option<u32>,
    /// Points for a loss.
    #[arg(long, value_name = "N")]
    loss: Option<u32>,
    /// What a pod does when time is called: finish-round (play on through the last Runner or
    /// Agent, so everyone has had the same number of turns), one-turn-each (finish the turn,
    /// then everyone else takes one more) or finish-turn (finish the turn and stop).
    #[arg(long, value_name = "PROCEDURE", value_parser = parse_time_call)]
    time_call: Option<TimeCall>,
    /// NAPD: whether a flatlined Runner shares the Runners' result (yes) or scores a loss (no,
    /// the default: a flatlined Runner has left the game).
    #[arg(long, value_name = "yes|no", value_parser = parse_yes_no)]
    flatlined_share: Option<bool>,
}

fn parse_time_call(s: &str) -> Result<TimeCall, String> {
    TimeCall::from_name(s).ok_or_else(|| {
        let names: Vec<&str> = TimeCall::ALL.iter().map(|t| t.name()).collect();
        format!("{s:?} is not a procedure ({})", names.join(", "))
    })
}

fn parse_yes_no(s: &str) -> Result<bool, String> {
    match s.trim() {
        "yes" | "true" | "on" => Ok(true),
        "no" | "false" | "off" => Ok(false),
        _ => Err(format!("{s:?}: write yes or no")),
    }
}

/// The time-call procedure in words, for the command line (which speaks English).
pub fn time_call_words(t: TimeCall, format: Format) -> &'static str {
    match (t, format) {
        (TimeCall::FinishRound, Format::BigSellOut { .. }) => {
            "finish the cycle: play on until the last Agent has finished their turn, so every player has had the same number of turns"
        }
        (TimeCall::FinishRound, _) => {
            "finish the round of turns: play on until the last Runner has finished their turn, so every player has had the same number of turns"
        }
        (TimeCall::OneTurnEach, _) => {
            "finish the turn in progress, then every other player takes one more turn"
        }
        (TimeCall::FinishTurn, _) => "finish the turn in progress; the game ends there",
    }
}

/// Arguments of `mp team`.
#[derive(Debug, Args)]
pub struct TeamArgs {
    #[command(flatten)]
    file: EventFile,
    /// The Sponsor's (Corp player's) name.
    #[arg(long)]
    sponsor: String,
    /// The Sponsor's Corp identity.
    #[arg(long, value_name = "ID")]
    sponsor_id: Option<String>,
    /// The Agent's (Runner player's) name.
    #[arg(long)]
    agent: String,
    /// The Agent's Runner identity.
    #[arg(long, value_name = "ID")]
    agent_id: Option<String>,
    /// The team's name (default: "Sponsor & Agent").
    #[arg(long)]
    name: Option<String>,
}

/// Arguments of `mp replace`.
#[derive(Debug, Args)]
pub struct ReplaceArgs {
    #[command(flatten)]
    file: EventFile,
    /// The team: name, 'T2', or one of its players.
    team: String,
    /// The member replaced (their name or id).
    old: String,
    /// The new player's name.
    new: String,
    /// The new player's identity: a Corp identity for a Sponsor, a Runner identity for an Agent.
    #[arg(long, value_name = "ID")]
    id: Option<String>,
}

/// Arguments of `mp rename-team`.
#[derive(Debug, Args)]
pub struct RenameArgs {
    #[command(flatten)]
    file: EventFile,
    /// The team: name, 'T2', or one of its players.
    team: String,
    /// The new name.
    name: String,
}

/// An event file and `--json`.
#[derive(Debug, Args)]
pub struct JsonArgs {
    #[command(flatten)]
    file: EventFile,
    /// Print JSON.
    #[arg(long)]
    json: bool,
}

/// Arguments of `mp pods`.
#[derive(Debug, Args)]
pub struct PodsArgs {
    #[command(flatten)]
    file: EventFile,
    /// The round (default: the latest).
    #[arg(long, value_name = "N")]
    round: Option<u32>,
    /// Print JSON.
    #[arg(long)]
    json: bool,
}

/// A pod of a round.
#[derive(Debug, Args)]
pub struct PodArgs {
    #[command(flatten)]
    file: EventFile,
    /// The round (default: the latest).
    #[arg(long, value_name = "N")]
    round: Option<u32>,
    /// The pod number.
    #[arg(long, value_name = "N")]
    pod: u32,
}

/// How a game ended (the format decides which apply).
#[derive(Clone, Copy, Debug, PartialEq, Eq, ValueEnum)]
pub enum EndingArg {
    /// NAPD: the Corp scored 7+.
    CorpAgendas,
    /// NAPD: every Runner was flatlined.
    RunnersFlatlined,
    /// NAPD: the Runners scored 7+ together.
    RunnerAgendas,
    /// NAPD: the Corp had to draw from an empty R&D.
    CorpDecked,
    /// Both: time was called.
    Time,
    /// The Big Sell-Out: 11+ agenda points.
    Agendas,
    /// The Big Sell-Out (Android: Netrunner edition): a 7-point lead after a full cycle.
    SuddenDeath,
    /// The Big Sell-Out: every other team left the game.
    LastTeamStanding,
}

/// Arguments of `mp report`.
#[derive(Debug, Args)]
pub struct ReportArgs {
    #[command(flatten)]
    pod: PodArgs,
    /// How the game ended.
    #[arg(long, value_enum)]
    ending: EndingArg,
    /// Agenda points: NAME=N (NAPD: the Corp or a Runner; Big Sell-Out: a team).
    #[arg(long, value_name = "WHO=N")]
    points: Vec<String>,
    /// NAPD: a flatlined Runner.
    #[arg(long, value_name = "NAME")]
    flatlined: Vec<String>,
    /// Who left the game. NAPD: a Runner who left mid-game (scores a loss). The Big Sell-Out: a
    /// team, TEAM[=sponsor-decked|agent-flatlined|player-left], or a PLAYER who left mid-game.
    #[arg(long, value_name = "WHO[=REASON]")]
    left: Vec<String>,
    /// The Big Sell-Out: the winning team (default: follows from the points).
    #[arg(long, value_name = "TEAM", conflicts_with = "draw")]
    winner: Option<String>,
    /// The Big Sell-Out: the game is a draw.
    #[arg(long)]
    draw: bool,
}

/// Arguments of `mp delete-round`.
#[derive(Debug, Args)]
pub struct DeleteArgs {
    #[command(flatten)]
    file: EventFile,
    /// Delete even though results were entered.
    #[arg(long)]
    force: bool,
}

/// Arguments of `mp export`.
#[derive(Debug, Args)]
pub struct ExportArgs {
    #[command(flatten)]
    file: EventFile,
    /// Write to this file (default: stdout).
    #[arg(long, short = 'o', value_name = "FILE")]
    output: Option<PathBuf>,
}

/// Runs an `mp` subcommand.
pub fn run(c: MpCommand, o: &mut Out<'_>) -> anyhow::Result<()> {
    match c {
        MpCommand::Settings(a) => settings(a, o),
        MpCommand::Team(a) => team(a, o),
        MpCommand::Teams(a) => teams(a, o),
        MpCommand::RenameTeam(a) => rename(a, o),
        MpCommand::Replace(a) => replace(a, o),
        MpCommand::Pair(a) => pair(a, o),
        MpCommand::Pods(a) => {
            let e = save::load(&a.file.event)?;
            print_pods(&e, a.round, a.json, o)
        }
        MpCommand::Report(a) => report(a, o),
        MpCommand::Unreport(a) => unreport(a, o),
        MpCommand::DeleteRound(a) => {
            let mut s = Session::open(&a.file.event)?;
            s.apply_and_save(Command::DeletePodRound { force: a.force }, o)?;
            writeln!(o.out, "deleted the latest round of pods")?;
            Ok(())
        }
        MpCommand::Standings(a) => standings(a, o),
        MpCommand::Export(a) => {
            if let Some(out) = &a.output {
                super::check_output(out, &a.file.event)?;
            }
            let e = save::load(&a.file.event)?;
            let v = mpjson::export(&e)?;
            let mut text = serde_json::to_string_pretty(&v)?;
            text.push('\n');
            write_output(a.output.as_deref(), text.as_bytes(), o)
        }
    }
}

fn mp_of(e: &Event) -> anyhow::Result<&Multiplayer> {
    e.multiplayer().ok_or_else(|| {
        anyhow::anyhow!(
            "this is a {} event, not a multiplayer event (create one with `new --format napd` or `--format big-sell-out`)",
            crate::io::words::format(e.settings().format, crate::i18n::Lang::ENGLISH)
        )
    })
}

fn settings(a: SettingsArgs, o: &mut Out<'_>) -> anyhow::Result<()> {
    let mut s = Session::open(&a.file.event)?;
    let mut ms = mp_of(s.event())?.settings;
    let changed = [a.pod_size, a.rounds, a.win, a.timed_win, a.draw, a.loss]
        .iter()
        .any(Option::is_some)
        || a.time_call.is_some()
        || a.flatlined_share.is_some();
    if let Some(v) = a.time_call {
        ms.time_call = v;
    }
    if let Some(v) = a.flatlined_share {
        ms.flatlined_share = v;
    }
    if let Some(v) = a.pod_size {
        ms.pod_size = v;
    }
    if let Some(v) = a.rounds {
        ms.rounds = v;
    }
    if let Some(v) = a.win {
        ms.scoring.win = v;
    }
    if let Some(v) = a.timed_win {
        ms.scoring.timed_win = v;
    }
    if let Some(v) = a.draw {
        ms.scoring.draw = v;
    }
    if let Some(v) = a.loss {
        ms.scoring.loss = v;
    }
    if changed {
        s.apply_and_save(Command::SetMultiplayerSettings { settings: ms }, o)?;
    }
    let what = match s.event().settings().format {
        Format::Napd => "Runners a pod",
        _ => "teams a pod",
    };
    writeln!(
        o.out,
        "{}: {} {what}, {} rounds; win {}, timed win {}, draw {}, loss {}",
        format_title(s.event().settings().format),
        ms.pod_size,
        ms.rounds,
        ms.scoring.win,
        ms.scoring.timed_win,
        ms.scoring.draw,
        ms.scoring.loss
    )?;
    let format = s.event().settings().format;
    writeln!(
        o.out,
        "when time is called: {} ({}); then more agenda points wins, equal is a draw",
        time_call_words(ms.time_call, format),
        ms.time_call.name()
    )?;
    if format == Format::Napd {
        writeln!(
            o.out,
            "a flatlined Runner {}; a Runner who left mid-game scores a loss",
            if ms.flatlined_share {
                "shares the Runners' result (--flatlined-share yes)"
            } else {
                "scores a loss (--flatlined-share no)"
            }
        )?;
    }
    Ok(())
}

fn team(a: TeamArgs, o: &mut Out<'_>) -> anyhow::Result<()> {
    let mut s = Session::open(&a.file.event)?;
    let mut sponsor = PlayerDetails::named(a.sponsor);
    sponsor.corp = a.sponsor_id;
    let mut agent = PlayerDetails::named(a.agent);
    agent.runner = a.agent_id;
    crate::io::identities::resolve_details(&mut sponsor);
    crate::io::identities::resolve_details(&mut agent);
    let registered = s.apply_and_save(
        Command::RegisterTeam {
            name: a.name,
            sponsor,
            agent,
        },
        o,
    );
    if let Err(err) = registered {
        if let Some(EngineError::AlreadyOnTeam { name, .. }) = err.downcast_ref::<EngineError>() {
            anyhow::bail!(
                "{err}\n  netrunner-to mp replace {} TEAM {name:?} NEW-NAME [--id IDENTITY]",
                a.file.event.display()
            );
        }
        return Err(err);
    }
    let e = s.event();
    if let Some(t) = mp_of(e)?.teams.last() {
        writeln!(
            o.out,
            "registered T{} {:?}: Sponsor {}, Agent {}",
            t.id.0,
            t.name,
            e.name_of(t.sponsor),
            e.name_of(t.agent)
        )?;
    }
    Ok(())
}

fn teams(a: JsonArgs, o: &mut Out<'_>) -> anyhow::Result<()> {
    let e = save::load(&a.file.event)?;
    let mp = mp_of(&e)?;
    if a.json {
        let v: Vec<_> = mp
            .teams
            .iter()
            .map(|t| {
                json!({
                    "id": t.id.0, "name": t.name,
                    "sponsor": {"id": t.sponsor.0, "name": e.name_of(t.sponsor),
                        "corpIdentity": e.player(t.sponsor).and_then(|p| p.corp.clone())},
                    "agent": {"id": t.agent.0, "name": e.name_of(t.agent),
                        "runnerIdentity": e.player(t.agent).and_then(|p| p.runner.clone())},
                })
            })
            .collect();
        return print_json(o, &json!(v));
    }
    let mut t = Table::new(&[
        ("team", Align::Right),
        ("name", Align::Left),
        ("Sponsor", Align::Left),
        ("Corp identity", Align::Left),
        ("Agent", Align::Left),
        ("Runner identity", Align::Left),
    ]);
    for team in &mp.teams {
        let id = |p, corp: bool| {
            e.player(p)
                .and_then(|x| {
                    if corp {
                        x.corp.clone()
                    } else {
                        x.runner.clone()
                    }
                })
                .unwrap_or_default()
        };
        t.row(vec![
            format!("T{}", team.id.0),
            team.name.clone(),
            e.name_of(team.sponsor),
            id(team.sponsor, true),
            e.name_of(team.agent),
            id(team.agent, false),
        ]);
    }
    write!(o.out, "{}", t.render())?;
    Ok(())
}

/// Finds a team by name, `T2`/`#2`, or one of its players.
fn resolve_team(e: &Event, who: &str) -> Result<TeamId, EngineError> {
    let unknown = || EngineError::UnknownTeamName(who.to_string());
    let mp = e.multiplayer().ok_or_else(unknown)?;
    if let Some(t) = mp.find_team(who) {
        return Ok(t.id);
    }
    let trimmed = who.trim();
    let digits = trimmed
        .strip_prefix('T')
        .or_else(|| trimmed.strip_prefix('t'))
        .or_else(|| trimmed.strip_prefix('#'));
    if let Some(d) = digits
        && let Ok(n) = d.parse::<u32>()
        && let Some(t) = mp.team(TeamId(n))
    {
        return Ok(t.id);
    }
    if let Some(p) = e.find_player(who)
        && let Some(t) = mp.team_of(p.id)
    {
        return Ok(t.id);
    }
    Err(unknown())
}

fn replace(a: ReplaceArgs, o: &mut Out<'_>) -> anyhow::Result<()> {
    let mut s = Session::open(&a.file.event)?;
    let e = s.event();
    let team = resolve_team(e, &a.team)?;
    let old = resolve_player(e, &a.old)?;
    let sponsor = mp_of(e)?.team(team).is_some_and(|t| t.sponsor == old);
    let mut new = PlayerDetails::named(a.new);
    if sponsor {
        new.corp = a.id;
    } else {
        new.runner = a.id;
    }
    crate::io::identities::resolve_details(&mut new);
    let old_name = e.name_of(old);
    s.apply_and_save(Command::ReplaceTeamMember { team, old, new }, o)?;
    let e = s.event();
    if let Some(t) = mp_of(e)?.team(team) {
        writeln!(
            o.out,
            "T{} {:?}: {} replaces {old_name} (dropped); Sponsor {}, Agent {}",
            t.id.0,
            t.name,
            e.name_of(if sponsor { t.sponsor } else { t.agent }),
            e.name_of(t.sponsor),
            e.name_of(t.agent)
        )?;
    }
    Ok(())
}

fn rename(a: RenameArgs, o: &mut Out<'_>) -> anyhow::Result<()> {
    let mut s = Session::open(&a.file.event)?;
    let team = resolve_team(s.event(), &a.team)?;
    s.apply_and_save(
        Command::RenameTeam {
            team,
            name: a.name.clone(),
        },
        o,
    )?;
    writeln!(o.out, "T{} is now {:?}", team.0, s.event().team_name(team))?;
    Ok(())
}

fn pair(a: EventFile, o: &mut Out<'_>) -> anyhow::Result<()> {
    let mut s = Session::open(&a.event)?;
    s.apply_and_save(Command::PairPods, o)?;
    print_pods(s.event(), None, false, o)
}

/// The format's title in the command line's English ([`words::format_title`]).
fn format_title(f: Format) -> String {
    crate::io::words::format_title(f, crate::i18n::Lang::ENGLISH)
}

/// A one-line summary of a pod's result.
pub fn result_line(e: &Event, pod: &Pod) -> String {
    match &pod.result {
        None => "no result yet".into(),
        Some(PodResult::Napd(r)) => napd_line(e, r),
        Some(PodResult::BigSellOut(r)) => bso_line(e, r),
    }
}

fn napd_line(e: &Event, r: &NapdResult) -> String {
    let who = match r.winner() {
        NapdWinner::Corp => "Corp wins",
        NapdWinner::Runners => "Runners win",
        NapdWinner::Draw => "draw",
    };
    let runners: Vec<String> = r
        .runners
        .iter()
        .map(|x| {
            format!(
                "{} {}{}",
                e.name_of(x.player),
                x.points,
                if x.left {
                    " (left mid-game)"
                } else if x.flatlined {
                    " (flatlined)"
                } else {
                    ""
                }
            )
        })
        .collect();
    format!(
        "{who} ({}): Corp {}, Runners {} [{}]",
        crate::io::words::napd_ending(r.ending, crate::i18n::Lang::ENGLISH),
        r.corp_points,
        r.runner_total(),
        runners.join(", ")
    )
}

fn bso_line(e: &Event, r: &BsoResult) -> String {
    let who = match r.winner {
        Some(w) => format!("{} wins", e.team_name(w)),
        None => "draw".into(),
    };
    let teams: Vec<String> = r
        .teams
        .iter()
        .map(|t| {
            format!(
                "{} {}{}",
                e.team_name(t.team),
                t.points,
                match t.left {
                    Some(LeftReason::SponsorDecked) => " (left: Sponsor decked)",
                    Some(LeftReason::AgentFlatlined) => " (left: Agent flatlined)",
                    Some(LeftReason::PlayerLeft) => " (left: a player left mid-game)",
                    None => "",
                }
            )
        })
        .collect();
    format!(
        "{who} ({}): {}",
        crate::io::words::bso_ending(r.ending, crate::i18n::Lang::ENGLISH),
        teams.join(", ")
    )
}

fn print_pods(e: &Event, round: Option<u32>, as_json: bool, o: &mut Out<'_>) -> anyhow::Result<()> {
    let mp = mp_of(e)?;
    let r = match round {
        Some(n) => mp.round(n).ok_or(EngineError::NoSuchRound(n))?,
        None => mp.rounds.last().ok_or(EngineError::NoRoundYet)?,
    };
    if as_json {
        let pods: Vec<_> = r.pods.iter().map(|p| mpjson::pod_json(e, mp, p)).collect();
        return print_json(o, &json!({"round": r.number, "pods": pods}));
    }
    let format = e.settings().format;
    writeln!(o.out, "Round {} of {}", r.number, format_title(format))?;
    writeln!(
        o.out,
        "When time is called: {}; then more agenda points wins, equal is a draw",
        time_call_words(mp.settings.time_call, format)
    )?;
    let view = views::pods(e, r.number);
    for pod in &r.pods {
        writeln!(o.out)?;
        match &pod.seating {
            Seating::Napd { .. } => writeln!(o.out, "Pod {}", pod.number)?,
            Seating::BigSellOut { teams } => {
                let names: Vec<String> = teams.iter().map(|t| e.team_name(*t)).collect();
                writeln!(o.out, "Pod {}: {}", pod.number, names.join(" vs "))?;
            }
        }
        let mut t = Table::new(&[
            ("turn", Align::Right),
            ("role", Align::Left),
            ("player", Align::Left),
            ("identity", Align::Left),
        ]);
        for s in view
            .iter()
            .filter(|v| v.number == pod.number)
            .flat_map(|v| &v.seats)
        {
            let role = match s.turn.role {
                Role::Sponsor | Role::Agent => format!("{} {}", s.turn.role, s.turn.seat),
                _ => s.turn.role.to_string(),
            };
            t.row(vec![
                s.seat.to_string(),
                role,
                s.name.clone(),
                s.identity.clone().unwrap_or_default(),
            ]);
        }
        for line in t.render().lines() {
            writeln!(o.out, "  {line}")?;
        }
        if let Format::BigSellOut { .. } = format {
            let first = pod.first_turn_order(&mp.teams, format);
            writeln!(
                o.out,
                "  {}",
                crate::io::words::first_turn(&first, format, crate::i18n::Lang::ENGLISH)
            )?;
        } else {
            writeln!(
                o.out,
                "  the infamy token starts with the Corp and moves to the next Runner clockwise before each Corp draw"
            )?;
        }
        writeln!(o.out, "  result: {}", result_line(e, pod))?;
    }
    Ok(())
}

fn split_points(s: &str) -> anyhow::Result<(String, u8)> {
    let (who, n) = s
        .rsplit_once('=')
        .ok_or_else(|| anyhow::anyhow!("--points {s:?}: write WHO=N, e.g. Ann=3"))?;
    let n: u8 = n
        .trim()
        .parse()
        .map_err(|_| anyhow::anyhow!("--points {s:?}: {n:?} is not a number of agenda points"))?;
    Ok((who.trim().to_string(), n))
}

fn latest_round(e: &Event, round: Option<u32>) -> anyhow::Result<u32> {
    match round {
        Some(n) => Ok(n),
        None => {
            mp_of(e)?;
            match crate::engine::views::current_round(e) {
                Some(crate::engine::RoundRef::Swiss(n)) => Ok(n),
                _ => anyhow::bail!("no round has been paired yet"),
            }
        }
    }
}

fn report(a: ReportArgs, o: &mut Out<'_>) -> anyhow::Result<()> {
    let mut s = Session::open(&a.pod.file.event)?;
    let e = s.event();
    let mp = mp_of(e)?;
    let round = latest_round(e, a.pod.round)?;
    let pod = mp
        .round(round)
        .ok_or(EngineError::NoSuchRound(round))?
        .pod(a.pod.pod)
        .ok_or_else(|| anyhow::anyhow!("round {round} has no pod {}", a.pod.pod))?;
    let result = match (&pod.seating, e.settings().format) {
        (Seating::Napd { corp, runners }, _) => {
            let ending = match a.ending {
                EndingArg::CorpAgendas => NapdEnding::CorpAgendas,
                EndingArg::RunnersFlatlined => NapdEnding::RunnersFlatlined,
                EndingArg::RunnerAgendas => NapdEnding::RunnerAgendas,
                EndingArg::CorpDecked => NapdEnding::CorpDecked,
                EndingArg::Time => NapdEnding::Time,
                other => anyhow::bail!(
                    "--ending {}: NAPD games end by corp-agendas, runners-flatlined, runner-agendas, corp-decked or time",
                    other
                        .to_possible_value()
                        .map(|v| v.get_name().to_string())
                        .unwrap_or_default()
                ),
            };
            if a.winner.is_some() || a.draw {
                anyhow::bail!(
                    "--winner and --draw are for The Big Sell-Out; a NAPD result follows from the ending and the points"
                );
            }
            let mut corp_points = 0;
            let mut scores: Vec<RunnerScore> = runners
                .iter()
                .map(|p| RunnerScore {
                    player: *p,
                    points: 0,
                    flatlined: false,
                    left: false,
                })
                .collect();
            let mut given: Vec<(PlayerId, &String)> = Vec::new();
            for item in &a.points {
                let (who, n) = split_points(item)?;
                let p = resolve_player(e, &who)?;
                if let Some((_, first)) = given.iter().find(|(x, _)| *x == p) {
                    anyhow::bail!(
                        "--points for {} is given twice ({first:?} and {item:?}); give each player's points once",
                        e.name_of(p)
                    );
                }
                given.push((p, item));
                if p == *corp {
                    corp_points = n;
                } else if let Some(r) = scores.iter_mut().find(|r| r.player == p) {
                    r.points = n;
                } else {
                    anyhow::bail!("{} does not play in pod {}", e.name_of(p), pod.number);
                }
            }
            for who in &a.flatlined {
                let p = resolve_player(e, who)?;
                match scores.iter_mut().find(|r| r.player == p) {
                    Some(r) => r.flatlined = true,
                    None => anyhow::bail!(
                        "{} is not a Runner in pod {} (only Runners are flatlined)",
                        e.name_of(p),
                        pod.number
                    ),
                }
            }
            for who in &a.left {
                let p = resolve_player(e, who)?;
                match scores.iter_mut().find(|r| r.player == p) {
                    Some(r) => r.left = true,
                    None if p == *corp => anyhow::bail!(
                        "--left {who:?}: {} is the Corp; a game the Corp leaves is over: enter it as the Runners' win (e.g. --ending corp-decked), or with the points at time",
                        e.name_of(p)
                    ),
                    None => anyhow::bail!("{} does not play in pod {}", e.name_of(p), pod.number),
                }
            }
            PodResult::Napd(NapdResult {
                ending,
                corp_points,
                runners: scores,
            })
        }
        (Seating::BigSellOut { teams }, _) => {
            let ending = match a.ending {
                EndingArg::Agendas => BsoEnding::Agendas,
                EndingArg::SuddenDeath => BsoEnding::SuddenDeath,
                EndingArg::LastTeamStanding => BsoEnding::LastTeamStanding,
                EndingArg::Time => BsoEnding::Time,
                other => anyhow::bail!(
                    "--ending {}: Big Sell-Out games end by agendas, sudden-death, last-team-standing or time",
                    other
                        .to_possible_value()
                        .map(|v| v.get_name().to_string())
                        .unwrap_or_default()
                ),
            };
            if !a.flatlined.is_empty() {
                anyhow::bail!(
                    "--flatlined is for NAPD Runners; in The Big Sell-Out use --left TEAM=agent-flatlined (classic edition)"
                );
            }
            let mut scores: Vec<TeamScore> = teams
                .iter()
                .map(|t| TeamScore {
                    team: *t,
                    points: 0,
                    left: None,
                })
                .collect();
            let in_pod = |t: TeamId, scores: &mut Vec<TeamScore>| -> anyhow::Result<usize> {
                scores.iter().position(|x| x.team == t).ok_or_else(|| {
                    anyhow::anyhow!("{} does not play in pod {}", e.team_name(t), pod.number)
                })
            };
            let mut given: Vec<(TeamId, &String)> = Vec::new();
            for item in &a.points {
                let (who, n) = split_points(item)?;
                let t = resolve_team(e, &who)?;
                if let Some((_, first)) = given.iter().find(|(x, _)| *x == t) {
                    anyhow::bail!(
                        "--points for {} is given twice ({first:?} and {item:?}); give each team's points once",
                        e.team_name(t)
                    );
                }
                given.push((t, item));
                let i = in_pod(t, &mut scores)?;
                scores[i].points = n;
            }
            for item in &a.left {
                // A player's name (not a team's) without a reason: that player left mid-game.
                let by_player = |w: &str| {
                    mp.find_team(w).is_none()
                        && e.find_player(w).is_some_and(|p| mp.team_of(p.id).is_some())
                };
                let (who, reason) = match item.rsplit_once('=') {
                    Some((w, r)) => (w, r.trim()),
                    None if by_player(item) => (item.as_str(), "player-left"),
                    None => (item.as_str(), "sponsor-decked"),
                };
                let reason = match reason {
                    "sponsor-decked" | "decked" => LeftReason::SponsorDecked,
                    "agent-flatlined" | "flatlined" => LeftReason::AgentFlatlined,
                    "player-left" | "left" => LeftReason::PlayerLeft,
                    other => anyhow::bail!(
                        "--left {item:?}: {other:?} is not a reason (sponsor-decked, agent-flatlined or player-left)"
                    ),
                };
                let t = resolve_team(e, who)?;
                let i = in_pod(t, &mut scores)?;
                scores[i].left = Some(reason);
            }
            let mut r = BsoResult {
                ending,
                teams: scores,
                winner: None,
            };
            r.winner = match (&a.winner, a.draw) {
                (Some(w), _) => Some(resolve_team(e, w)?),
                (None, true) => None,
                (None, false) => r.derived_winner(),
            };
            PodResult::BigSellOut(r)
        }
    };
    let pod_number = pod.number;
    s.apply_and_save(
        Command::ReportPod {
            round,
            pod: pod_number,
            result,
        },
        o,
    )?;
    let e = s.event();
    if let Some(p) = e
        .multiplayer()
        .and_then(|m| m.round(round))
        .and_then(|r| r.pod(pod_number))
    {
        writeln!(
            o.out,
            "round {round} pod {pod_number}: {}",
            result_line(e, p)
        )?;
    }
    Ok(())
}

fn unreport(a: PodArgs, o: &mut Out<'_>) -> anyhow::Result<()> {
    let mut s = Session::open(&a.file.event)?;
    let round = latest_round(s.event(), a.round)?;
    s.apply_and_save(Command::UnreportPod { round, pod: a.pod }, o)?;
    writeln!(o.out, "cleared the result of round {round} pod {}", a.pod)?;
    Ok(())
}

fn standings(a: JsonArgs, o: &mut Out<'_>) -> anyhow::Result<()> {
    let e = save::load(&a.file.event)?;
    mp_of(&e)?;
    let Some(st) = e.multiplayer_standings() else {
        return Ok(());
    };
    if a.json {
        let (players, teams) = mpjson::standings_json(&e, &st);
        let mut v = json!({"players": players});
        if !st.teams.is_empty() {
            v["teams"] = teams;
        }
        return print_json(o, &v);
    }
    writeln!(
        o.out,
        "{}: {}",
        e.settings().name,
        format_title(e.settings().format)
    )?;
    if !st.teams.is_empty() {
        let mut t = Table::new(&[
            ("rank", Align::Right),
            ("team", Align::Left),
            ("points", Align::Right),
            ("games", Align::Right),
            ("SoS", Align::Right),
            ("ESoS", Align::Right),
            ("Sponsor", Align::Left),
            ("Agent", Align::Left),
        ]);
        for r in &st.teams {
            let team = e.multiplayer().and_then(|m| m.team(r.team));
            t.row(vec![
                r.rank.to_string(),
                format!(
                    "{}{}",
                    e.team_name(r.team),
                    if r.dropped { " (dropped)" } else { "" }
                ),
                r.points.to_string(),
                r.games.to_string(),
                three_decimals(&r.sos),
                three_decimals(&r.esos),
                team.map(|x| e.name_of(x.sponsor)).unwrap_or_default(),
                team.map(|x| e.name_of(x.agent)).unwrap_or_default(),
            ]);
        }
        writeln!(o.out, "\nTeams")?;
        write!(o.out, "{}", t.render())?;
        writeln!(o.out, "\nPlayers (as their team)")?;
    }
    let mut t = Table::new(&[
        ("rank", Align::Right),
        ("player", Align::Left),
        ("points", Align::Right),
        ("games", Align::Right),
        ("Corp", Align::Right),
        ("SoS", Align::Right),
        ("ESoS", Align::Right),
        ("identity", Align::Left),
    ]);
    for r in &st.players {
        let p = e.player(r.player);
        let identity = if r.team.is_some() && r.corp_games > 0 {
            p.and_then(|x| x.corp.clone())
        } else if r.team.is_some() {
            p.and_then(|x| x.runner.clone().or_else(|| x.corp.clone()))
        } else {
            p.and_then(|x| x.runner.clone())
        };
        t.row(vec![
            r.rank.to_string(),
            format!(
                "{}{}",
                e.name_of(r.player),
                if r.dropped { " (dropped)" } else { "" }
            ),
            r.points.to_string(),
            r.games.to_string(),
            r.corp_games.to_string(),
            three_decimals(&r.sos),
            three_decimals(&r.esos),
            identity.unwrap_or_default(),
        ]);
    }
    write!(o.out, "{}", t.render())?;
    Ok(())
}
