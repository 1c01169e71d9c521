//! The export for AlwaysBeRunning.net and other tools.

use super::{EXTRA_ELIMINATION_PLAYERS, EXTRA_ELIMINATION_ROUNDS, SCHEMA_HREF, UPLOADED_FROM};
use crate::engine::elimination::{Bracket, GameStatus, GameView, ResultKind};
use crate::engine::standings;
use crate::engine::standings::{Rational, Standing, to_f64};
use crate::engine::{
    CutSize, Event, GameResult, MatchResult, PlayerId, PlayerStatus, Side, WinReason,
};
use serde_json::{Map, Value, json};

fn side_name(s: Side) -> &'static str {
    match s {
        Side::Corp => "corp",
        Side::Runner => "runner",
    }
}

fn won_by_name(g: &GameResult) -> Option<&'static str> {
    match g {
        GameResult::Win {
            reason: Some(r), ..
        } => match r {
            WinReason::Agenda => Some("ap"),
            WinReason::Flatline => Some("flatline"),
            WinReason::EmptyRnd => Some("mill"),
            WinReason::Concession => None,
        },
        _ => None,
    }
}

/// One seat: `role` is written only in single-sided rounds (`Some`).
pub(super) fn seat(
    id: Option<PlayerId>,
    corp: Option<u32>,
    runner: Option<u32>,
    combined: Option<u32>,
    role: Option<Option<Side>>,
) -> Value {
    let mut m = Map::new();
    m.insert("id".into(), id.map_or(Value::Null, |p| json!(p.0)));
    if let Some(r) = role {
        m.insert(
            "role".into(),
            r.map_or(Value::Null, |s| json!(side_name(s))),
        );
    }
    m.insert("corpScore".into(), json!(corp));
    m.insert("runnerScore".into(), json!(runner));
    m.insert("combinedScore".into(), json!(combined));
    Value::Object(m)
}

/// One Swiss table. `adjust`: the score adjustments of (player 1, player 2) in the round, added
/// to the `combinedScore` written (the round total as the standings count it).
fn export_pairing(
    p: &crate::engine::Pairing,
    single: bool,
    bye_points: u32,
    adjust: [i32; 2],
) -> Value {
    let mut intentional = false;
    let mut two_for_one = false;
    let mut won_by: [Option<&str>; 2] = [None, None];
    let (s1, s2) = match (p.p2, &p.result) {
        (None, _) => {
            let role = single.then_some(None);
            (
                seat(Some(p.p1), None, None, Some(bye_points), role),
                seat(None, None, None, Some(0), role),
            )
        }
        (Some(b), None) => {
            let side = p.p1_side.unwrap_or(Side::Corp);
            (
                seat(Some(p.p1), None, None, None, single.then_some(Some(side))),
                seat(
                    Some(b),
                    None,
                    None,
                    None,
                    single.then_some(Some(side.other())),
                ),
            )
        }
        (Some(b), Some(result)) => {
            let (t1, t2) = result.points(p.p1_side);
            match *result {
                MatchResult::Games { p1_corp, p2_corp } => {
                    won_by = [won_by_name(&p1_corp), won_by_name(&p2_corp)];
                    (
                        seat(
                            Some(p.p1),
                            Some(p1_corp.points_for(Side::Corp)),
                            Some(p2_corp.points_for(Side::Runner)),
                            Some(t1),
                            None,
                        ),
                        seat(
                            Some(b),
                            Some(p2_corp.points_for(Side::Corp)),
                            Some(p1_corp.points_for(Side::Runner)),
                            Some(t2),
                            None,
                        ),
                    )
                }
                MatchResult::Single { game } => {
                    let side = p.p1_side.unwrap_or(Side::Corp);
                    let put = |s: Side, pts: u32| match s {
                        Side::Corp => (Some(pts), None),
                        Side::Runner => (None, Some(pts)),
                    };
                    let (c1, r1) = put(side, game.points_for(side));
                    let (c2, r2) = put(side.other(), game.points_for(side.other()));
                    won_by[0] = won_by_name(&game);
                    (
                        seat(Some(p.p1), c1, r1, Some(t1), Some(Some(side))),
                        seat(Some(b), c2, r2, Some(t2), Some(Some(side.other()))),
                    )
                }
                MatchResult::IntentionalSplit | MatchResult::Totals { .. } => {
                    intentional = matches!(result, MatchResult::IntentionalSplit);
                    if let MatchResult::Totals { two_for_one: f, .. } = result {
                        two_for_one = *f;
                    }
                    if single {
                        let side = p.p1_side.unwrap_or(Side::Corp);
                        (
                            seat(Some(p.p1), None, None, Some(t1), Some(Some(side))),
                            seat(Some(b), None, None, Some(t2), Some(Some(side.other()))),
                        )
                    } else {
                        (
                            seat(Some(p.p1), Some(0), Some(0), Some(t1), None),
                            seat(Some(b), Some(0), Some(0), Some(t2), None),
                        )
                    }
                }
            }
        }
    };
    let (mut s1, mut s2) = (s1, s2);
    for (seat, d) in [(&mut s1, adjust[0]), (&mut s2, adjust[1])] {
        if d != 0
            && let Some(total) = seat.get("combinedScore").and_then(Value::as_i64)
        {
            seat["combinedScore"] = json!(total + i64::from(d));
        }
    }
    let mut m = Map::new();
    m.insert("table".into(), json!(p.table));
    m.insert("player1".into(), s1);
    m.insert("player2".into(), s2);
    m.insert("intentionalDraw".into(), json!(intentional));
    m.insert("twoForOne".into(), json!(two_for_one));
    m.insert("eliminationGame".into(), json!(false));
    // Not NRTM: why the sides are what they are (read back by our own import; other tools
    // ignore fields they do not know).
    if let (true, Some(why)) = (single, p.side_reason) {
        m.insert("sideReason".into(), json!(why));
    }
    for (key, v) in ["game1WonBy", "game2WonBy"].into_iter().zip(won_by) {
        if let Some(v) = v {
            m.insert(key.into(), json!(v));
        }
    }
    Value::Object(m)
}

fn export_player(
    event: &Event,
    id: PlayerId,
    rank: usize,
    points: u32,
    sos: &Rational,
    esos: &Rational,
) -> Value {
    let mut m = Map::new();
    m.insert("id".into(), json!(id.0));
    m.insert("rank".into(), json!(rank));
    m.insert("matchPoints".into(), json!(points));
    m.insert("strengthOfSchedule".into(), json!(to_f64(sos)));
    m.insert("extendedStrengthOfSchedule".into(), json!(to_f64(esos)));
    if let Some(p) = event.player(id) {
        m.insert("name".into(), json!(p.name));
        // AlwaysBeRunning matches identities best by their full NetrunnerDB titles.
        let title = |side, entered: &String| {
            crate::io::identities::normalise(side, entered)
                .map_or_else(|| entered.clone(), String::from)
        };
        if let Some(c) = &p.corp {
            m.insert("corpIdentity".into(), json!(title(Side::Corp, c)));
        }
        if let Some(r) = &p.runner {
            m.insert("runnerIdentity".into(), json!(title(Side::Runner, r)));
        }
        if let Some(x) = &p.pronouns {
            m.insert("pronouns".into(), json!(x));
        }
        m.insert("forfeit".into(), json!(p.status != PlayerStatus::Active));
        if p.status == PlayerStatus::Disqualified {
            m.insert("disqualified".into(), json!(true));
        }
        // Deck lists are private unless the event's visibility opens them (a field of ours).
        if crate::io::decks::is_open(event, id) {
            let db = crate::io::cards::embedded();
            let lists: Map<String, Value> = [(Side::Corp, "corp"), (Side::Runner, "runner")]
                .into_iter()
                .filter_map(|(side, key)| {
                    let reg = event.deck(id, side)?;
                    Some((
                        key.to_string(),
                        json!(crate::io::decklist::to_text(&reg.deck, db)),
                    ))
                })
                .collect();
            if !lists.is_empty() {
                m.insert("decklists".into(), Value::Object(lists));
            }
        }
    }
    Value::Object(m)
}

/// One elimination game as Cobra writes it: `table` is the game number, each player has
/// `role` (`null` while the sides are not decided, and for a bye) and `winner` (`null` while the
/// game has no result). A bye (the other player dropped) is written as a win of the player who
/// advances, with `"bye": true`.
fn export_elimination_game(g: &GameView) -> Option<Value> {
    let (a, b) = g.pair()?;
    let seat = |p: PlayerId| {
        let mut m = Map::new();
        m.insert("id".into(), json!(p.0));
        m.insert(
            "role".into(),
            g.sides
                .and_then(|s| s.side_of(p))
                .map_or(Value::Null, |s| json!(side_name(s))),
        );
        m.insert(
            "winner".into(),
            g.result.map_or(Value::Null, |r| json!(r.winner == p)),
        );
        Value::Object(m)
    };
    let mut m = Map::new();
    m.insert("table".into(), json!(g.number()));
    m.insert("player1".into(), seat(a));
    m.insert("player2".into(), seat(b));
    m.insert("intentionalDraw".into(), json!(false));
    m.insert("twoForOne".into(), json!(false));
    m.insert("eliminationGame".into(), json!(true));
    if g.result.is_some_and(|r| r.kind == ResultKind::Bye) {
        m.insert("bye".into(), json!(true));
    }
    Some(Value::Object(m))
}

/// The elimination rounds: one array per bracket round, games in number order. Written: every
/// decided game and every game ready to be played (both players known); not written: games
/// still waiting for their players, and a second final that is not needed.
fn export_elimination_rounds(bracket: &Bracket) -> Vec<Value> {
    let games = bracket.games();
    (1..=bracket.rounds())
        .filter_map(|round| {
            let mut in_round: Vec<&GameView> = games
                .iter()
                .filter(|g| {
                    g.round() == round
                        && matches!(g.status, GameStatus::Decided | GameStatus::Ready)
                })
                .collect();
            in_round.sort_by_key(|g| g.number());
            let list: Vec<Value> = in_round
                .into_iter()
                .filter_map(export_elimination_game)
                .collect();
            (!list.is_empty()).then_some(Value::Array(list))
        })
        .collect()
}

/// `eliminationPlayers`: every player of the cut with their `seed` and their final place as
/// `rank` (`null` while it is not decided); decided places first, in place order, then the
/// others by seed.
fn export_elimination_players(event: &Event, bracket: &Bracket) -> Value {
    let places = bracket.places();
    let place_of = |p: PlayerId| {
        places
            .iter()
            .position(|x| *x == Some(p))
            .map(|i| i as u64 + 1)
    };
    // A player disqualified during the cut takes no place and is left out (the `players` entry
    // marks them `"disqualified": true`).
    let mut rows: Vec<(Option<u64>, usize, PlayerId)> = bracket
        .seeds()
        .iter()
        .enumerate()
        .filter(|(_, p)| !bracket.disqualified().contains(p))
        .map(|(i, &p)| (place_of(p), i + 1, p))
        .collect();
    rows.sort_by_key(|(place, seed, _)| (place.unwrap_or(u64::MAX), *seed));
    Value::Array(
        rows.into_iter()
            .map(|(place, seed, p)| {
                json!({
                    "id": p.0,
                    "name": event.player(p).map_or_else(String::new, |x| x.name.clone()),
                    "rank": place,
                    "seed": seed,
                })
            })
            .collect(),
    )
}

/// The event as NRTM JSON (Cobra's dialect; see `docs/nrtm-format.md`).
pub fn export(event: &Event) -> Value {
    let settings = event.settings();
    let mut top = Map::new();
    for (k, v) in &settings.extra {
        if !k.starts_with("nrtm.") {
            top.insert(k.clone(), v.clone());
        }
    }
    top.insert("name".into(), json!(settings.name));
    let date = match (&settings.date, settings.extra.get("date")) {
        (Some(d), _) => json!(d),
        (None, Some(raw)) => raw.clone(),
        (None, None) => json!(""),
    };
    top.insert("date".into(), date);
    let suggestion = event.planned();
    // The cut actually made (the organizer may have overridden the structure's size).
    let cut_size = event.cut().map_or(suggestion.cut, |b| b.cut());
    let cut = match (cut_size, settings.extra.get("cutToTop")) {
        (CutSize::None, Some(raw)) => raw.clone(),
        (c, _) => json!(c.players()),
    };
    top.insert("cutToTop".into(), cut);
    // What happened, once the cut has ended the Swiss stage (3 rounds played of 4 planned is
    // published as 3); while the Swiss stage is open, the structure announced (or the rounds
    // already paired, when more).
    let played = event.rounds().len();
    let prelim = if event.cut().is_some() {
        played
    } else {
        (suggestion.rounds as usize).max(played)
    };
    top.insert("preliminaryRounds".into(), json!(prelim));

    let standings = event.standings();
    let mut players: Vec<Value> = standings
        .rows
        .iter()
        .enumerate()
        .map(|(i, r)| export_player(event, r.player, i + 1, r.points, &r.sos, &r.esos))
        .collect();
    // Disqualified players are not in the standings; NRTM lists them last, by the same
    // points, SoS and ESoS (one definition: `standings::every_row`), then by id.
    if event
        .players()
        .iter()
        .any(|p| p.status == PlayerStatus::Disqualified)
    {
        let every = standings::every_row(event.players(), event.rounds(), event.scoring());
        let mut rows: Vec<Standing> = event
            .players()
            .iter()
            .zip(every)
            .filter(|(p, _)| p.status == PlayerStatus::Disqualified)
            .map(|(_, r)| r)
            .collect();
        rows.sort_by(|a, b| {
            b.points
                .cmp(&a.points)
                .then_with(|| b.sos.cmp(&a.sos))
                .then_with(|| b.esos.cmp(&a.esos))
                .then_with(|| a.player.cmp(&b.player))
        });
        let base = players.len();
        for (i, r) in rows.iter().enumerate() {
            players.push(export_player(
                event,
                r.player,
                base + i + 1,
                r.points,
                &r.sos,
                &r.esos,
            ));
        }
    }
    top.insert("players".into(), Value::Array(players));

    let single = settings.format.single_sided();
    let bye_points = settings.format.bye_points();
    let mut rounds: Vec<Value> = event
        .rounds()
        .iter()
        .map(|r| {
            Value::Array(
                r.pairings
                    .iter()
                    .map(|p| {
                        let adjust = [
                            r.adjustment_of(p.p1),
                            p.p2.map_or(0, |b| r.adjustment_of(b)),
                        ];
                        export_pairing(p, single, bye_points, adjust)
                    })
                    .collect(),
            )
        })
        .collect();
    match event.cut() {
        Some(bracket) => {
            rounds.extend(export_elimination_rounds(bracket));
            top.insert("rounds".into(), Value::Array(rounds));
            top.insert(
                "eliminationPlayers".into(),
                export_elimination_players(event, bracket),
            );
        }
        None => {
            // An import whose cut could not be rebuilt: written back as read.
            if let Some(Value::Array(elim)) = settings.extra.get(EXTRA_ELIMINATION_ROUNDS) {
                rounds.extend(elim.iter().cloned());
            }
            top.insert("rounds".into(), Value::Array(rounds));
            if let Some(ep) = settings.extra.get(EXTRA_ELIMINATION_PLAYERS) {
                top.insert("eliminationPlayers".into(), ep.clone());
            }
        }
    }
    top.insert(
        "links".into(),
        json!([{"rel": "schemaderivedfrom", "href": SCHEMA_HREF}]),
    );
    top.insert("uploadedFrom".into(), json!(UPLOADED_FROM));
    Value::Object(top)
}

/// [`export`] as indented JSON text.
pub fn export_string(event: &Event) -> String {
    format!("{:#}", export(event))
}
