//! The file as read: its players, rounds and games in plain structs, checked field by field (every error names its place).

use super::{
    EliminationPlayer, FilePlayerRef, GamePlace, ImportNote, MAX_ELIMINATION_GAMES,
    MAX_ELIMINATION_ROUNDS, MAX_IMPORT_PLAYERS, MAX_SCORE, NrtmError, aesops2023, invalid,
    winner_of,
};
use crate::engine::swiss::SwissSideReason;
use crate::engine::{PlayerId, Side, WinReason};
use serde_json::{Map, Value};
use std::collections::{BTreeSet, HashMap};

/// A published SoS/ESoS value and how precisely the file wrote it.
#[derive(Clone, Copy, Debug)]
pub(super) struct Published {
    pub(super) value: f64,
    pub(super) tolerance: f64,
}

#[derive(Debug)]
pub(super) struct FilePlayer {
    pub(super) index: usize,
    pub(super) id: PlayerId,
    pub(super) name: String,
    pub(super) corp: Option<String>,
    pub(super) runner: Option<String>,
    pub(super) pronouns: Option<String>,
    pub(super) rank: Option<i64>,
    pub(super) match_points: Option<i64>,
    pub(super) sos: Option<Published>,
    pub(super) esos: Option<Published>,
    pub(super) forfeit: bool,
    pub(super) disqualified: bool,
}

impl FilePlayer {
    pub(super) fn place(&self) -> String {
        format!("players[{}] (id {})", self.index, self.id.0)
    }
    pub(super) fn label(&self) -> FilePlayerRef {
        FilePlayerRef {
            index: self.index,
            name: self.name.clone(),
            id: self.id.0,
        }
    }
}

#[derive(Clone, Copy, Debug, Default)]
pub(super) struct Seat {
    /// `None`: the bye's empty seat (`id` null or 0).
    pub(super) id: Option<PlayerId>,
    pub(super) corp: Option<u32>,
    pub(super) runner: Option<u32>,
    /// The round total; Cobra lets an organizer type any number here (even below 0).
    pub(super) combined: Option<i32>,
    pub(super) role: Option<Side>,
    pub(super) winner: Option<bool>,
}

impl Seat {
    pub(super) fn score_as(&self, side: Side) -> Option<u32> {
        match side {
            Side::Corp => self.corp,
            Side::Runner => self.runner,
        }
    }
}

#[derive(Clone, Debug)]
pub(super) struct FileGame {
    /// Position in the round, from 1.
    pub(super) index: usize,
    pub(super) table: Option<u32>,
    pub(super) p1: Seat,
    pub(super) p2: Seat,
    pub(super) intentional_draw: bool,
    pub(super) two_for_one: bool,
    pub(super) elimination: bool,
    /// Elimination games: `"bye": true` (our export) marks a game its winner got because the
    /// other player had dropped.
    pub(super) bye: bool,
    pub(super) won_by: [Option<WinReason>; 2],
    /// Aesop's Tables 2023 cut games: `winner_id`/`loser_id` as written (the tool's numbers
    /// for the players of the cut, resolved by [`aesops2023::resolve_cut_numbers`]).
    pub(super) cut_numbers: Option<aesops2023::CutNumbers>,
    /// Single-sided Swiss games of our own export: `"sideReason"`, why the players had their
    /// sides (other tools write none; an unknown value is ignored).
    pub(super) side_reason: Option<SwissSideReason>,
}

impl FileGame {
    /// Where the game is in the file.
    pub(super) fn at(&self, round: usize) -> GamePlace {
        GamePlace {
            round,
            table: self.table,
            game: self.index,
        }
    }
    /// Where the game is, in English (an error's place).
    pub(super) fn place(&self, round: usize) -> String {
        self.at(round).to_string()
    }
    pub(super) fn holder(&self) -> Option<PlayerId> {
        self.p1.id.or(self.p2.id)
    }
    pub(super) fn is_bye(&self) -> bool {
        self.p1.id.is_none() || self.p2.id.is_none()
    }
    /// Elimination games: the winner, if the file names exactly one.
    pub(super) fn winner(&self) -> Option<PlayerId> {
        winner_of((self.p1.id, self.p1.winner), (self.p2.id, self.p2.winner))
    }
}

// ----- JSON helpers -----------------------------------------------------------------------------

/// An integer from a JSON number (integral) or a string of digits.
pub(super) fn as_int(v: &Value) -> Option<i64> {
    match v {
        Value::Number(n) => n.as_i64().or_else(|| {
            n.as_f64()
                .filter(|f| f.fract() == 0.0 && f.abs() < 1e15)
                .map(|f| f as i64)
        }),
        Value::String(s) => s.trim().parse().ok(),
        _ => None,
    }
}

pub(super) fn field<'a>(obj: &'a Map<String, Value>, key: &str) -> Option<&'a Value> {
    obj.get(key).filter(|v| !v.is_null())
}

pub(super) fn opt_int(
    obj: &Map<String, Value>,
    key: &str,
    place: &str,
) -> Result<Option<i64>, NrtmError> {
    match field(obj, key) {
        None => Ok(None),
        Some(v) => as_int(v)
            .map(Some)
            .ok_or_else(|| invalid(place, format!("{key} {v} is not an integer"))),
    }
}

fn opt_bool(obj: &Map<String, Value>, key: &str, place: &str) -> Result<bool, NrtmError> {
    match field(obj, key) {
        None => Ok(false),
        Some(Value::Bool(b)) => Ok(*b),
        Some(Value::Number(n)) if n.as_i64() == Some(0) || n.as_i64() == Some(1) => {
            Ok(n.as_i64() == Some(1))
        }
        Some(v) => Err(invalid(place, format!("{key} {v} is not true or false"))),
    }
}

pub(super) fn opt_text(
    obj: &Map<String, Value>,
    key: &str,
    place: &str,
) -> Result<Option<String>, NrtmError> {
    match field(obj, key) {
        None => Ok(None),
        Some(Value::String(s)) => {
            let t = s.trim();
            Ok(if t.is_empty() {
                None
            } else {
                Some(t.to_string())
            })
        }
        Some(Value::Number(n)) => Ok(Some(n.to_string())),
        Some(v) => Err(invalid(place, format!("{key} {v} is not text"))),
    }
}

/// A published decimal (number or string) with the tolerance its written precision allows.
fn opt_published(
    obj: &Map<String, Value>,
    key: &str,
    place: &str,
) -> Result<Option<Published>, NrtmError> {
    let Some(v) = field(obj, key) else {
        return Ok(None);
    };
    let text = match v {
        Value::Number(n) => n.to_string(),
        Value::String(s) => s.trim().to_string(),
        _ => return Err(invalid(place, format!("{key} {v} is not a number"))),
    };
    let value: f64 = text
        .parse()
        .ok()
        .filter(|f: &f64| f.is_finite())
        .ok_or_else(|| invalid(place, format!("{key} {v} is not a number")))?;
    let decimals = if text.contains(['e', 'E']) {
        None
    } else {
        text.split_once('.').map(|(_, d)| d.len()).or(Some(0))
    };
    let written = decimals.map_or(0.0, |d| {
        0.5 * 10f64.powi(-(d.min(300) as i32)) * (1.0 + 1e-9)
    });
    Ok(Some(Published {
        value,
        tolerance: written.max(1e-9),
    }))
}

pub(super) fn player_id(v: &Value, what: &str, place: &str) -> Result<PlayerId, NrtmError> {
    as_int(v)
        .filter(|&i| i > 0 && i <= i64::from(u32::MAX))
        .map(|i| PlayerId(i as u32))
        .ok_or_else(|| invalid(place, format!("{what} {v} is not a positive integer")))
}

pub(super) fn score(
    obj: &Map<String, Value>,
    key: &str,
    who: &str,
    place: &str,
) -> Result<Option<u32>, NrtmError> {
    Ok(ranged(obj, key, who, place, 0..=i64::from(MAX_SCORE))?.and_then(|i| u32::try_from(i).ok()))
}

/// A round total (`combinedScore`): a total an organizer typed as a correction may be below 0,
/// or above what games give, as long as a score adjustment can keep it (at most
/// [`MAX_ADJUSTMENT`](crate::engine::event::MAX_ADJUSTMENT) away from a round's 0 to 6).
pub(super) fn signed_score(
    obj: &Map<String, Value>,
    key: &str,
    who: &str,
    place: &str,
) -> Result<Option<i32>, NrtmError> {
    let most = i64::from(crate::engine::event::MAX_ADJUSTMENT) - 6;
    Ok(ranged(obj, key, who, place, -most..=most)?.and_then(|i| i32::try_from(i).ok()))
}

/// A whole number in `range`, or none (missing, or "" as some tools write).
fn ranged(
    obj: &Map<String, Value>,
    key: &str,
    who: &str,
    place: &str,
    range: std::ops::RangeInclusive<i64>,
) -> Result<Option<i64>, NrtmError> {
    match field(obj, key) {
        None => Ok(None),
        // Written as text by some tools: "" is no score.
        Some(Value::String(s)) if s.trim().is_empty() => Ok(None),
        Some(v) => as_int(v)
            .filter(|i| range.contains(i))
            .map(Some)
            .ok_or_else(|| {
                let name = if who.is_empty() {
                    key.to_string()
                } else {
                    format!("{who}.{key}")
                };
                invalid(place, format!("{name} {v} is not a score"))
            }),
    }
}

pub(super) fn side_of(v: &Value, who: &str, place: &str) -> Result<Option<Side>, NrtmError> {
    match v {
        Value::Null => Ok(None),
        Value::String(s) => match s.trim().to_ascii_lowercase().as_str() {
            "corp" => Ok(Some(Side::Corp)),
            "runner" => Ok(Some(Side::Runner)),
            "" => Ok(None),
            _ => Err(invalid(
                place,
                format!("{who}.role {v:?} is neither \"corp\" nor \"runner\""),
            )),
        },
        _ => Err(invalid(
            place,
            format!("{who}.role {v} is neither \"corp\" nor \"runner\""),
        )),
    }
}

pub(super) fn won_by(obj: &Map<String, Value>, key: &str) -> Option<WinReason> {
    match field(obj, key)?
        .as_str()?
        .trim()
        .to_ascii_lowercase()
        .as_str()
    {
        "ap" | "agenda" | "agendas" => Some(WinReason::Agenda),
        "flatline" => Some(WinReason::Flatline),
        "mill" | "decked" => Some(WinReason::EmptyRnd),
        "concession" | "concede" => Some(WinReason::Concession),
        _ => None,
    }
}

// ----- parsing ----------------------------------------------------------------------------------

pub(super) fn parse_players(top: &Map<String, Value>) -> Result<Vec<FilePlayer>, NrtmError> {
    let list = match top.get("players") {
        None | Some(Value::Null) => return Err(invalid("top level", "missing players")),
        Some(Value::Array(a)) => a,
        Some(_) => return Err(invalid("top level", "players is not an array")),
    };
    if list.is_empty() {
        return Err(invalid("top level", "players is empty"));
    }
    if list.len() > MAX_IMPORT_PLAYERS {
        return Err(invalid(
            "top level",
            format!(
                "{} players; at most {MAX_IMPORT_PLAYERS} are accepted",
                list.len()
            ),
        ));
    }
    let mut out = Vec::with_capacity(list.len());
    let mut ids: HashMap<PlayerId, usize> = HashMap::new();
    let mut names: HashMap<String, usize> = HashMap::new();
    for (index, v) in list.iter().enumerate() {
        let place = format!("players[{index}]");
        let obj = v
            .as_object()
            .ok_or_else(|| invalid(&place, "not an object"))?;
        let id = match field(obj, "id") {
            None => return Err(invalid(&place, "missing id")),
            Some(v) => player_id(v, "id", &place)?,
        };
        if let Some(other) = ids.insert(id, index) {
            return Err(invalid(
                &place,
                format!("id {} is used twice (also players[{other}])", id.0),
            ));
        }
        let name = match field(obj, "name") {
            None => return Err(invalid(&place, "missing name")),
            Some(Value::String(s)) if !s.trim().is_empty() => s.trim().to_string(),
            Some(Value::String(_)) => return Err(invalid(&place, "empty name")),
            Some(other) => return Err(invalid(&place, format!("name {other} is not text"))),
        };
        if let Some(other) = names.insert(name.to_lowercase(), index) {
            return Err(invalid(
                &place,
                format!(
                    "the name {name:?} is used twice (also players[{other}]); names must be unique"
                ),
            ));
        }
        out.push(FilePlayer {
            index,
            id,
            corp: opt_text(obj, "corpIdentity", &place)?,
            runner: opt_text(obj, "runnerIdentity", &place)?,
            pronouns: opt_text(obj, "pronouns", &place)?,
            rank: opt_int(obj, "rank", &place)?,
            match_points: opt_int(obj, "matchPoints", &place)?,
            sos: opt_published(obj, "strengthOfSchedule", &place)?,
            esos: opt_published(obj, "extendedStrengthOfSchedule", &place)?,
            forfeit: opt_bool(obj, "forfeit", &place)?,
            disqualified: opt_bool(obj, "disqualified", &place)?,
            name,
        });
    }
    Ok(out)
}

fn parse_seat(
    game: &Map<String, Value>,
    who: &str,
    place: &str,
    known: &BTreeSet<PlayerId>,
) -> Result<Seat, NrtmError> {
    let obj = match game.get(who) {
        None | Some(Value::Null) => return Err(invalid(place, format!("missing {who}"))),
        Some(Value::Object(o)) => o,
        Some(_) => return Err(invalid(place, format!("{who} is not an object"))),
    };
    let id = match field(obj, "id") {
        None => None,
        Some(v) if as_int(v) == Some(0) => None,
        Some(v) => {
            let id = player_id(v, &format!("{who}.id"), place)?;
            if !known.contains(&id) {
                return Err(invalid(
                    place,
                    format!("{who}.id {} is not in players", id.0),
                ));
            }
            Some(id)
        }
    };
    let winner = match field(obj, "winner") {
        None => None,
        Some(Value::Bool(b)) => Some(*b),
        Some(v) => {
            return Err(invalid(
                place,
                format!("{who}.winner {v} is not true or false"),
            ));
        }
    };
    Ok(Seat {
        id,
        corp: score(obj, "corpScore", who, place)?,
        runner: score(obj, "runnerScore", who, place)?,
        combined: signed_score(obj, "combinedScore", who, place)?,
        role: match obj.get("role") {
            None => None,
            Some(v) => side_of(v, who, place)?,
        },
        winner,
    })
}

/// One game of round `round`; `in_cut`: the round comes after the file's `preliminaryRounds`
/// (what marks the elimination games of Aesop's Tables' 2023 files).
pub(super) fn parse_game(
    v: &Value,
    round: usize,
    index: usize,
    in_cut: bool,
    known: &BTreeSet<PlayerId>,
) -> Result<FileGame, NrtmError> {
    let pre = format!("round {round}, game {index}");
    let obj = v
        .as_object()
        .ok_or_else(|| invalid(&pre, "not an object"))?;
    // Aesop's Tables writes `tableNumber`.
    let table = match field(obj, "table").or_else(|| field(obj, "tableNumber")) {
        None => None,
        Some(t) => match as_int(t) {
            Some(0) => None,
            Some(n) if n > 0 && n <= i64::from(u32::MAX) => Some(n as u32),
            _ => return Err(invalid(&pre, format!("table {t} is not a table number"))),
        },
    };
    let place = match table {
        Some(t) => format!("round {round}, table {t}"),
        None => format!("round {round}, game {index} (no table number)"),
    };
    if aesops2023::is_corp_runner_game(obj) {
        return aesops2023::parse_game(obj, index, table, &place, in_cut, known);
    }
    let p1 = parse_seat(obj, "player1", &place, known)?;
    let p2 = parse_seat(obj, "player2", &place, known)?;
    if p1.id.is_none() && p2.id.is_none() {
        return Err(invalid(
            &place,
            "neither player1 nor player2 names a player",
        ));
    }
    if p1.id.is_some() && p1.id == p2.id {
        return Err(invalid(&place, "a player cannot play themselves"));
    }
    let elimination = opt_bool(obj, "eliminationGame", &place)?;
    let (mut p1, mut p2) = (p1, p2);
    if elimination && p1.winner.is_none() && p2.winner.is_none() {
        // Aesop's Tables gives no `winner`, only the scores of the game (3 and 0).
        let total = |s: &Seat| {
            s.corp.unwrap_or(0)
                + s.runner.unwrap_or(0)
                + s.combined.map_or(0, |c| u32::try_from(c).unwrap_or(0))
        };
        let (a, b) = (total(&p1), total(&p2));
        if a != b {
            p1.winner = Some(a > b);
            p2.winner = Some(b > a);
        }
    }
    Ok(FileGame {
        index,
        table,
        p1,
        p2,
        intentional_draw: opt_bool(obj, "intentionalDraw", &place)?,
        two_for_one: opt_bool(obj, "twoForOne", &place)?,
        elimination,
        bye: elimination && obj.get("bye") == Some(&Value::Bool(true)),
        won_by: [won_by(obj, "game1WonBy"), won_by(obj, "game2WonBy")],
        cut_numbers: None,
        side_reason: obj
            .get("sideReason")
            .and_then(|v| serde_json::from_value(v.clone()).ok()),
    })
}

/// The file's rounds: Swiss rounds, then elimination rounds (with their raw JSON).
pub(super) struct FileRounds {
    pub(super) swiss: Vec<Vec<FileGame>>,
    pub(super) elimination: Vec<Vec<FileGame>>,
    /// The file's round number (from 1, counting Swiss rounds) of each elimination round.
    pub(super) elimination_numbers: Vec<usize>,
    pub(super) elimination_raw: Vec<Value>,
}

pub(super) fn parse_rounds(
    top: &Map<String, Value>,
    known: &BTreeSet<PlayerId>,
    notes: &mut Vec<ImportNote>,
) -> Result<FileRounds, NrtmError> {
    let prelim = opt_int(top, "preliminaryRounds", "top level")?
        .and_then(|n| usize::try_from(n).ok())
        .filter(|n| *n > 0);
    let list: &[Value] = match top.get("rounds") {
        None | Some(Value::Null) => &[],
        Some(Value::Array(a)) => a,
        Some(_) => return Err(invalid("top level", "rounds is not an array")),
    };
    let mut out = FileRounds {
        swiss: Vec::new(),
        elimination: Vec::new(),
        elimination_numbers: Vec::new(),
        elimination_raw: Vec::new(),
    };
    for (i, raw) in list.iter().enumerate() {
        let round = i + 1;
        let games = raw
            .as_array()
            .ok_or_else(|| invalid(format!("round {round}"), "not an array of games"))?;
        if games.is_empty() {
            notes.push(ImportNote::EmptyRound { round });
            continue;
        }
        let parsed: Vec<FileGame> = games
            .iter()
            .enumerate()
            .map(|(g, v)| parse_game(v, round, g + 1, prelim.is_some_and(|p| round > p), known))
            .collect::<Result<_, _>>()?;
        let elim = parsed.iter().filter(|g| g.elimination).count();
        if elim != 0 && elim != parsed.len() {
            return Err(invalid(
                format!("round {round}"),
                "mixes elimination games and Swiss games",
            ));
        }
        let mut seen = BTreeSet::new();
        for g in &parsed {
            for id in [g.p1.id, g.p2.id].into_iter().flatten() {
                if !seen.insert(id) {
                    return Err(invalid(
                        g.place(round),
                        format!("player {} plays twice in this round", id.0),
                    ));
                }
            }
        }
        if elim == 0 {
            if !out.elimination.is_empty() {
                return Err(invalid(
                    format!("round {round}"),
                    "a Swiss round after elimination rounds",
                ));
            }
            out.swiss.push(parsed);
        } else {
            if out.elimination.len() >= MAX_ELIMINATION_ROUNDS
                || parsed.len() > MAX_ELIMINATION_GAMES
            {
                return Err(invalid(
                    format!("round {round}"),
                    "too many elimination rounds or games",
                ));
            }
            out.elimination.push(parsed);
            out.elimination_numbers.push(round);
            out.elimination_raw.push(raw.clone());
        }
    }
    Ok(out)
}

pub(super) fn parse_elimination_players(
    top: &Map<String, Value>,
    known: &BTreeSet<PlayerId>,
) -> Result<Vec<EliminationPlayer>, NrtmError> {
    let list: &[Value] = match top.get("eliminationPlayers") {
        None | Some(Value::Null) => &[],
        Some(Value::Array(a)) => a,
        Some(_) => return Err(invalid("top level", "eliminationPlayers is not an array")),
    };
    let mut out = Vec::with_capacity(list.len());
    for (i, v) in list.iter().enumerate() {
        let place = format!("eliminationPlayers[{i}]");
        let obj = v
            .as_object()
            .ok_or_else(|| invalid(&place, "not an object"))?;
        let id = match obj.get("id") {
            None => return Err(invalid(&place, "missing id")),
            // Cobra writes a place not decided yet as an entry without a player.
            Some(Value::Null) => continue,
            Some(v) => player_id(v, "id", &place)?,
        };
        if out.iter().any(|e: &EliminationPlayer| e.player == id) {
            return Err(invalid(&place, format!("id {} is listed twice", id.0)));
        }
        if !known.contains(&id) {
            return Err(invalid(&place, format!("id {} is not in players", id.0)));
        }
        let small = |key: &str| -> Result<Option<u32>, NrtmError> {
            Ok(opt_int(obj, key, &place)?.and_then(|n| u32::try_from(n).ok()))
        };
        out.push(EliminationPlayer {
            player: id,
            name: opt_text(obj, "name", &place)?.unwrap_or_default(),
            rank: small("rank")?,
            seed: small("seed")?,
        });
    }
    Ok(out)
}
