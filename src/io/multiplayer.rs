//! JSON export of a multiplayer event (NAPD, The Big Sell-Out) in an NRTM-like shape.
//!
//! NRTM has no multiplayer form, so the shape is ours, kept close to NRTM: a top-level `name`,
//! `date`, `uploadedFrom`, `players` with `id`, `name`, `rank`, `matchPoints`,
//! `strengthOfSchedule`, `corpIdentity`, `runnerIdentity`; `rounds` as an array of rounds, each
//! an array of tables (here pods, numbered by `table`). The Big Sell-Out adds `teams`. The shape
//! is documented in `docs/multiplayer-json.md`.

use crate::engine::Event;
use crate::engine::multiplayer::{
    BsoResult, MpStandings, Multiplayer, NAPD_CORP_IDENTITY, NapdResult, NapdWinner, Pod,
    PodResult, Seating, TimeCall,
};
use crate::engine::standings::{Rational, to_f64};
use crate::engine::structure::{BigSellOutEdition, Format};
use crate::i18n::Lang;
use crate::tr;
use serde_json::{Map, Value, json};

/// The `multiplayerVersion` the export writes.
pub const MULTIPLAYER_JSON_VERSION: u32 = 1;

fn exact(r: &Rational) -> String {
    if *r.denom() == 1 {
        r.numer().to_string()
    } else {
        format!("{}/{}", r.numer(), r.denom())
    }
}

/// What a pod does when time is called, in `lang`: the procedure alone (`full` false), or the
/// whole sentence the pods sheet, the slips, the clock and the helper show ("When time is
/// called: … Then the side with more agenda points wins; equal is a draw.").
pub fn time_call_words(lang: Lang, t: TimeCall, format: Format, full: bool) -> String {
    let bso = matches!(format, Format::BigSellOut { .. });
    let procedure = match (t, bso) {
        (TimeCall::FinishRound, false) => tr!(lang, "mp-time-call-finish-round-napd"),
        (TimeCall::FinishRound, true) => tr!(lang, "mp-time-call-finish-round-bso"),
        (TimeCall::OneTurnEach, _) => tr!(lang, "mp-time-call-one-turn-each"),
        (TimeCall::FinishTurn, _) => tr!(lang, "mp-time-call-finish-turn"),
    };
    if !full {
        return procedure;
    }
    let then = if bso {
        tr!(lang, "mp-time-call-then-bso")
    } else {
        tr!(lang, "mp-time-call-then-napd")
    };
    tr!(
        lang,
        "mp-when-time-is-called",
        procedure = procedure,
        then = then
    )
}

/// The edition's name in files and the CLI.
pub fn edition_name(e: BigSellOutEdition) -> &'static str {
    match e {
        BigSellOutEdition::AndroidNetrunner => "android-netrunner",
        BigSellOutEdition::Classic => "classic",
    }
}

/// A NAPD result as JSON.
pub fn napd_result_json(r: &NapdResult) -> Value {
    json!({
        "ending": r.ending.name(),
        "winner": match r.winner() {
            NapdWinner::Corp => "corp",
            NapdWinner::Runners => "runners",
            NapdWinner::Draw => "draw",
        },
        "corpScore": r.corp_points,
        "runnerScores": r.runners.iter().map(|x| json!({
            "id": x.player.0,
            "score": x.points,
            "flatlined": x.flatlined,
            "left": x.left,
        })).collect::<Vec<_>>(),
        "runnerTotal": r.runner_total(),
    })
}

/// A Big Sell-Out result as JSON.
pub fn bso_result_json(r: &BsoResult) -> Value {
    json!({
        "ending": r.ending.name(),
        "winnerTeam": r.winner.map(|t| t.0),
        "draw": r.winner.is_none(),
        "teamScores": r.teams.iter().map(|t| json!({
            "teamId": t.team.0,
            "score": t.points,
            "left": t.left.map(|l| l.name()),
        })).collect::<Vec<_>>(),
    })
}

/// One pod as JSON: seating, turn order, first-turn order, result and the points it gave.
pub fn pod_json(event: &Event, mp: &Multiplayer, pod: &Pod) -> Value {
    let format = event.settings().format;
    let mut m = Map::new();
    m.insert("table".into(), json!(pod.number));
    let turn = |t: &crate::engine::multiplayer::Turn| json!({"id": t.player.0, "role": t.role.to_string().to_lowercase(), "seat": t.seat});
    match &pod.seating {
        Seating::Napd { corp, runners } => {
            m.insert("corpPlayer".into(), json!(corp.0));
            m.insert(
                "runnerPlayers".into(),
                json!(runners.iter().map(|p| p.0).collect::<Vec<_>>()),
            );
        }
        Seating::BigSellOut { teams } => {
            m.insert(
                "teams".into(),
                json!(teams.iter().map(|t| t.0).collect::<Vec<_>>()),
            );
        }
    }
    m.insert(
        "turnOrder".into(),
        Value::Array(pod.turn_order(&mp.teams).iter().map(turn).collect()),
    );
    m.insert(
        "firstTurnOrder".into(),
        Value::Array(
            pod.first_turn_order(&mp.teams, format)
                .iter()
                .map(turn)
                .collect(),
        ),
    );
    let scoring = mp.settings.scoring;
    match &pod.result {
        None => {
            m.insert("result".into(), Value::Null);
        }
        Some(PodResult::Napd(r)) => {
            m.insert("result".into(), napd_result_json(r));
            if let Seating::Napd { corp, .. } = &pod.seating {
                m.insert(
                    "points".into(),
                    Value::Array(
                        r.points(*corp, &scoring, mp.settings.flatlined_share)
                            .iter()
                            .map(|(p, pts)| json!({"id": p.0, "matchPoints": pts}))
                            .collect(),
                    ),
                );
            }
        }
        Some(PodResult::BigSellOut(r)) => {
            m.insert("result".into(), bso_result_json(r));
            m.insert(
                "points".into(),
                Value::Array(
                    r.points(&scoring)
                        .iter()
                        .map(|(t, pts)| json!({"teamId": t.0, "matchPoints": pts}))
                        .collect(),
                ),
            );
        }
    }
    Value::Object(m)
}

/// Player and team standings as JSON arrays (`players`, `teams`).
pub fn standings_json(event: &Event, st: &MpStandings) -> (Value, Value) {
    let mp = event.multiplayer();
    let players = st
        .players
        .iter()
        .map(|r| {
            let mut m = Map::new();
            m.insert("id".into(), json!(r.player.0));
            if let Some(p) = event.player(r.player) {
                m.insert("name".into(), json!(p.name));
            }
            m.insert("rank".into(), json!(r.rank));
            m.insert("matchPoints".into(), json!(r.points));
            m.insert("strengthOfSchedule".into(), json!(to_f64(&r.sos)));
            m.insert("sosExact".into(), json!(exact(&r.sos)));
            m.insert("extendedStrengthOfSchedule".into(), json!(to_f64(&r.esos)));
            m.insert("esosExact".into(), json!(exact(&r.esos)));
            m.insert("gamesPlayed".into(), json!(r.games));
            m.insert("corpGames".into(), json!(r.corp_games));
            m.insert("runnerGames".into(), json!(r.runner_games));
            let player = event.player(r.player);
            if let Some(t) = r.team.and_then(|t| mp.and_then(|m| m.team(t))) {
                m.insert("teamId".into(), json!(t.id.0));
                m.insert(
                    "role".into(),
                    json!(if t.sponsor == r.player {
                        "sponsor"
                    } else {
                        "agent"
                    }),
                );
                if let Some(c) = player.and_then(|p| p.corp.clone()) {
                    m.insert("corpIdentity".into(), json!(c));
                }
                if let Some(x) = player.and_then(|p| p.runner.clone()) {
                    m.insert("runnerIdentity".into(), json!(x));
                }
            } else {
                m.insert("corpIdentity".into(), json!(NAPD_CORP_IDENTITY));
                if let Some(x) = player.and_then(|p| p.runner.clone()) {
                    m.insert("runnerIdentity".into(), json!(x));
                }
            }
            m.insert("forfeit".into(), json!(r.dropped));
            Value::Object(m)
        })
        .collect();
    let teams = st
        .teams
        .iter()
        .map(|r| {
            let t = mp.and_then(|m| m.team(r.team));
            json!({
                "id": r.team.0,
                "name": t.map(|t| t.name.clone()),
                "sponsorId": t.map(|t| t.sponsor.0),
                "agentId": t.map(|t| t.agent.0),
                "rank": r.rank,
                "matchPoints": r.points,
                "strengthOfSchedule": to_f64(&r.sos),
                "sosExact": exact(&r.sos),
                "extendedStrengthOfSchedule": to_f64(&r.esos),
                "esosExact": exact(&r.esos),
                "gamesPlayed": r.games,
                "forfeit": r.dropped,
            })
        })
        .collect();
    (Value::Array(players), Value::Array(teams))
}

/// The multiplayer JSON export of an event that is not multiplayer.
#[derive(Debug, Clone, Copy, PartialEq, Eq, thiserror::Error)]
#[error("this is a {} event, not a multiplayer event: use the NRTM export", .format.name())]
pub struct NotMultiplayer {
    /// The event's format.
    pub format: Format,
}

/// The whole multiplayer event as JSON; an error for an event that is not multiplayer.
pub fn export(event: &Event) -> Result<Value, NotMultiplayer> {
    let (Some(mp), Some(st)) = (event.multiplayer(), event.multiplayer_standings()) else {
        return Err(NotMultiplayer {
            format: event.settings().format,
        });
    };
    let s = event.settings();
    let mut top = Map::new();
    top.insert("name".into(), json!(s.name));
    if let Some(d) = &s.date {
        top.insert("date".into(), json!(d));
    }
    top.insert("uploadedFrom".into(), json!(crate::io::nrtm::UPLOADED_FROM));
    top.insert("multiplayerVersion".into(), json!(MULTIPLAYER_JSON_VERSION));
    top.insert("format".into(), json!(s.format.name()));
    if let Format::BigSellOut { edition } = s.format {
        top.insert("edition".into(), json!(edition_name(edition)));
    }
    let sc = mp.settings.scoring;
    top.insert(
        "settings".into(),
        json!({
            "rounds": mp.settings.rounds,
            "podSize": mp.settings.pod_size,
            "timeCall": mp.settings.time_call.name(),
            "flatlinedShare": mp.settings.flatlined_share,
            "scoring": {"win": sc.win, "timedWin": sc.timed_win, "draw": sc.draw, "loss": sc.loss},
        }),
    );
    let (players, teams) = standings_json(event, &st);
    top.insert("players".into(), players);
    if matches!(s.format, Format::BigSellOut { .. }) {
        top.insert("teams".into(), teams);
    }
    top.insert(
        "rounds".into(),
        Value::Array(
            mp.rounds
                .iter()
                .map(|r| Value::Array(r.pods.iter().map(|p| pod_json(event, mp, p)).collect()))
                .collect(),
        ),
    );
    Ok(Value::Object(top))
}

// ----- CSV for a spreadsheet (issue 37) ----------------------------------------------------

/// A CSV file as our other CSV exports write it: UTF-8 with a byte-order mark (Excel reads it
/// as UTF-8), formula characters neutralised.
fn csv_bytes(rows: Vec<Vec<String>>) -> Vec<u8> {
    let mut w = crate::io::csv::writer();
    for row in rows {
        // Writing to memory cannot fail.
        let _ = w.write_record(
            row.iter()
                .map(|c| crate::io::csv::neutralise(c).into_owned()),
        );
    }
    crate::io::csv::finish(w).unwrap_or_default()
}

/// The standings of a multiplayer event as CSV: rank, name, team and role (The Big Sell-Out),
/// identities, points, games, SoS (three decimals, as on screen), Corp and Runner games,
/// dropped.
pub fn standings_csv(event: &Event) -> Result<Vec<u8>, NotMultiplayer> {
    let format = event.settings().format;
    let (Some(mp), Some(st)) = (event.multiplayer(), event.multiplayer_standings()) else {
        return Err(NotMultiplayer { format });
    };
    let mut rows = vec![
        [
            "Rank",
            "Name",
            "Team",
            "Role",
            "Corp",
            "Runner",
            "Points",
            "Games",
            "SoS",
            "ESoS",
            "Corp games",
            "Runner games",
            "Status",
        ]
        .map(String::from)
        .to_vec(),
    ];
    for r in &st.players {
        let p = event.player(r.player);
        let team = r.team.and_then(|t| mp.team(t));
        let role = match team {
            Some(t) if t.sponsor == r.player => "Sponsor",
            Some(_) => "Agent",
            None => "",
        };
        let corp = match team {
            None => NAPD_CORP_IDENTITY.to_string(),
            Some(_) => p.and_then(|p| p.corp.clone()).unwrap_or_default(),
        };
        rows.push(vec![
            r.rank.to_string(),
            event.name_of(r.player),
            team.map(|t| t.name.clone()).unwrap_or_default(),
            role.to_string(),
            corp,
            p.and_then(|p| p.runner.clone()).unwrap_or_default(),
            r.points.to_string(),
            r.games.to_string(),
            crate::engine::standings::three_decimals(&r.sos),
            crate::engine::standings::three_decimals(&r.esos),
            r.corp_games.to_string(),
            r.runner_games.to_string(),
            if r.dropped { "dropped" } else { "" }.to_string(),
        ]);
    }
    Ok(csv_bytes(rows))
}

/// One round of pods as CSV, a line per seat in turn order: round, pod, seat, role, player,
/// team, identity, and the points the pod's result gave (empty while it has none).
pub fn pods_csv(event: &Event, round: u32) -> Result<Vec<u8>, NotMultiplayer> {
    let format = event.settings().format;
    let Some(mp) = event.multiplayer() else {
        return Err(NotMultiplayer { format });
    };
    let mut rows = vec![
        [
            "Round", "Pod", "Seat", "Role", "Player", "Team", "Identity", "Points",
        ]
        .map(String::from)
        .to_vec(),
    ];
    let scoring = mp.settings.scoring;
    let pods = mp
        .rounds
        .iter()
        .filter(|r| r.number == round)
        .flat_map(|r| &r.pods);
    for (pod, view) in pods.zip(crate::engine::views::pods(event, round)) {
        for seat in view.seats {
            let turn = seat.turn;
            let team = mp.team_of(turn.player);
            let points = match (&pod.result, &pod.seating) {
                (Some(PodResult::Napd(r)), Seating::Napd { corp, .. }) => r
                    .points(*corp, &scoring, mp.settings.flatlined_share)
                    .iter()
                    .find(|(who, _)| *who == turn.player)
                    .map(|(_, pts)| pts.to_string()),
                (Some(PodResult::BigSellOut(r)), _) => team.and_then(|t| {
                    r.points(&scoring)
                        .iter()
                        .find(|(id, _)| *id == t.id)
                        .map(|(_, pts)| pts.to_string())
                }),
                _ => None,
            };
            rows.push(vec![
                round.to_string(),
                pod.number.to_string(),
                turn.seat.to_string(),
                turn.role.to_string(),
                seat.name,
                seat.team.unwrap_or_default(),
                seat.identity.unwrap_or_default(),
                points.unwrap_or_default(),
            ]);
        }
    }
    Ok(csv_bytes(rows))
}
