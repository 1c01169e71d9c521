//! The results files Aesop's Tables wrote for AlwaysBeRunning in 2023 (single-sided Swiss).
//!
//! Their games name the players by side instead of `player1`/`player2`:
//!
//! - Swiss: `{tableNumber, corpPlayer, runnerPlayer, corpIdentity, runnerIdentity, corpScore,
//!   runnerScore}`, scores as strings (`"3"`/`"0"`, `"1"`/`"1"` for a draw); a bye is a game whose
//!   `runnerPlayer` is the string `"(BYE)"` (scores `"3"`/`"0"`).
//! - The cut (the rounds after the first `preliminaryRounds`): `{tableNumber, corpPlayer,
//!   runnerPlayer, winner_id, loser_id}`, where `winner_id` and `loser_id` are **not** player ids
//!   but the tool's own numbers for the players of the cut (the cut seed plus a constant in the
//!   files seen). [`resolve_cut_numbers`] finds the one reading of those numbers that puts every
//!   number at the games it is given for, and refuses the file when there is none.
//!
//! A game of this shape becomes the same [`FileGame`] the other dialects give: the Corp player
//! is player 1 with role Corp, the Runner player is player 2 with role Runner.

use super::parse::{FileGame, FileRounds, Seat, as_int, field, player_id, score};
use super::{ImportNote, NrtmError, invalid};
use crate::engine::{PlayerId, Side};
use serde_json::{Map, Value};
use std::collections::{BTreeMap, BTreeSet, HashMap};

/// How the dialect writes the empty seat of a bye.
const BYE: &str = "(BYE)";
/// The most distinct `winner_id`/`loser_id` numbers a file may use (a top 16 needs 16).
const MAX_CUT_NUMBERS: usize = 64;
/// Half a unit of the third decimal: the dialect rounds SoS and ESoS to 3 decimals, so a value
/// written with fewer decimals is still exact to 3.
pub(super) const PUBLISHED_TOLERANCE: f64 = 0.0005 * (1.0 + 1e-9);

/// Whether a game is written in this dialect's shape (`corpPlayer`/`runnerPlayer`, no
/// `player1`).
pub(super) fn is_corp_runner_game(obj: &Map<String, Value>) -> bool {
    !obj.contains_key("player1")
        && !obj.contains_key("player2")
        && (obj.contains_key("corpPlayer") || obj.contains_key("runnerPlayer"))
}

/// `winner_id` and `loser_id` of a cut game, as written (resolved to players later).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub(super) struct CutNumbers {
    pub winner: Option<i64>,
    pub loser: Option<i64>,
}

/// One seat: `Ok(None)` for the bye's empty seat.
fn seat_player(
    obj: &Map<String, Value>,
    key: &str,
    place: &str,
    known: &BTreeSet<PlayerId>,
) -> Result<Option<PlayerId>, NrtmError> {
    let Some(v) = field(obj, key) else {
        return Err(invalid(place, format!("missing {key}")));
    };
    if let Value::String(s) = v
        && (s.trim().eq_ignore_ascii_case(BYE) || s.trim().eq_ignore_ascii_case("BYE"))
    {
        return Ok(None);
    }
    if as_int(v) == Some(0) {
        return Ok(None);
    }
    let id = player_id(v, key, place)?;
    if !known.contains(&id) {
        return Err(invalid(place, format!("{key} {} is not in players", id.0)));
    }
    Ok(Some(id))
}

/// A game of this shape. `in_cut`: the round comes after the file's `preliminaryRounds`.
pub(super) fn parse_game(
    obj: &Map<String, Value>,
    index: usize,
    table: Option<u32>,
    place: &str,
    in_cut: bool,
    known: &BTreeSet<PlayerId>,
) -> Result<FileGame, NrtmError> {
    let corp_id = seat_player(obj, "corpPlayer", place, known)?;
    let runner_id = seat_player(obj, "runnerPlayer", place, known)?;
    if corp_id.is_none() && runner_id.is_none() {
        return Err(invalid(
            place,
            "neither corpPlayer nor runnerPlayer names a player",
        ));
    }
    if corp_id.is_some() && corp_id == runner_id {
        return Err(invalid(place, "a player cannot play themselves"));
    }
    let corp_score = score(obj, "corpScore", "", place)?;
    let runner_score = score(obj, "runnerScore", "", place)?;
    let numbers = CutNumbers {
        winner: cut_number(obj, "winner_id", place)?,
        loser: cut_number(obj, "loser_id", place)?,
    };
    let marked = match field(obj, "eliminationGame") {
        Some(Value::Bool(b)) => Some(*b),
        _ => None,
    };
    let has_numbers = obj.contains_key("winner_id") || obj.contains_key("loser_id");
    let elimination = marked.unwrap_or(in_cut || has_numbers);
    let bye = corp_id.is_none() || runner_id.is_none();
    if !elimination && !bye {
        match (corp_score, runner_score) {
            // Not played yet (a pending round).
            (None, None) | (Some(0), Some(0)) => {}
            (Some(c), Some(r)) if matches!((c, r), (3, 0) | (0, 3) | (2, 0) | (0, 2) | (1, 1)) => {}
            (c, r) => {
                let show =
                    |x: Option<u32>| x.map_or_else(|| "missing".to_string(), |x| x.to_string());
                return Err(invalid(
                    place,
                    format!(
                        "corpScore {} and runnerScore {} are not the result of one game (3–0, 0–3, 2–0, 0–2 or a 1–1 draw)",
                        show(c),
                        show(r)
                    ),
                ));
            }
        }
    }
    let mut p1 = Seat {
        id: corp_id,
        corp: corp_score,
        role: Some(Side::Corp),
        ..Seat::default()
    };
    let mut p2 = Seat {
        id: runner_id,
        runner: runner_score,
        role: Some(Side::Runner),
        ..Seat::default()
    };
    if bye {
        // A bye has no sides; the holder's score is what the bye was worth in the file.
        p1.role = None;
        p2.role = None;
        p1.combined = corp_id.and(corp_score).and_then(|v| i32::try_from(v).ok());
        p2.combined = runner_id
            .and(runner_score)
            .and_then(|v| i32::try_from(v).ok());
    }
    Ok(FileGame {
        index,
        table,
        p1,
        p2,
        intentional_draw: false,
        two_for_one: false,
        elimination,
        bye: false,
        won_by: [None, None],
        cut_numbers: elimination.then_some(numbers),
        side_reason: None,
    })
}

/// `winner_id` or `loser_id`: an integer (number or string), `None` when missing, null or "".
fn cut_number(obj: &Map<String, Value>, key: &str, place: &str) -> Result<Option<i64>, NrtmError> {
    match field(obj, key) {
        None => Ok(None),
        Some(Value::String(s)) if s.trim().is_empty() => Ok(None),
        Some(v) => as_int(v)
            .map(Some)
            .ok_or_else(|| invalid(place, format!("{key} {v} is not a number"))),
    }
}

/// A cut game with its numbers, as the resolution sees it.
struct NumberedGame {
    place: String,
    /// Round and position in `FileRounds::elimination`.
    at: (usize, usize),
    pair: (PlayerId, PlayerId),
    winner: i64,
    loser: Option<i64>,
}

impl NumberedGame {
    fn has(&self, p: PlayerId) -> bool {
        self.pair.0 == p || self.pair.1 == p
    }
    fn key_of(&self, n: i64) -> &'static str {
        if self.winner == n {
            "winner_id"
        } else {
            "loser_id"
        }
    }
}

/// Resolves every cut game's `winner_id`/`loser_id` to the two players of that game (setting
/// the seats' `winner`), consistently across the whole bracket: each number stands for one
/// player and each player for one number. `seeds` are the cut seeds `eliminationPlayers` gives;
/// they only decide between two readings the games alone cannot tell apart (two numbers that
/// appear only in games between the same two players), by the reading "seed plus a constant".
/// Returns a note saying how the numbers were read.
pub(super) fn resolve_cut_numbers(
    rounds: &mut FileRounds,
    seeds: &HashMap<PlayerId, u32>,
    name: &dyn Fn(PlayerId) -> String,
) -> Result<Option<ImportNote>, NrtmError> {
    let mut games = Vec::new();
    for (r, round) in rounds.elimination.iter().enumerate() {
        let number = rounds.elimination_numbers.get(r).copied().unwrap_or(r + 1);
        for (k, g) in round.iter().enumerate() {
            let Some(numbers) = g.cut_numbers else {
                continue;
            };
            let place = g.place(number);
            let (Some(a), Some(b)) = (g.p1.id, g.p2.id) else {
                return Err(invalid(
                    &place,
                    "an elimination game needs two players (corpPlayer and runnerPlayer)",
                ));
            };
            let Some(winner) = numbers.winner else {
                return Err(invalid(
                    &place,
                    "no winner_id: every elimination game needs its winner",
                ));
            };
            if numbers.loser == Some(winner) {
                return Err(invalid(
                    &place,
                    format!("winner_id and loser_id are both {winner}"),
                ));
            }
            games.push(NumberedGame {
                place,
                at: (r, k),
                pair: (a, b),
                winner,
                loser: numbers.loser,
            });
        }
    }
    if games.is_empty() {
        return Ok(None);
    }
    let reading = read_numbers(&games, seeds, name)?;
    for g in &games {
        let w = reading.players.get(&g.winner).copied();
        let Some(w) = w.filter(|w| g.has(*w)) else {
            return Err(invalid(
                &g.place,
                format!(
                    "winner_id {} is not a player at this table ({} against {})",
                    g.winner,
                    name(g.pair.0),
                    name(g.pair.1)
                ),
            ));
        };
        if let Some(game) = rounds
            .elimination
            .get_mut(g.at.0)
            .and_then(|r| r.get_mut(g.at.1))
        {
            game.p1.winner = Some(game.p1.id == Some(w));
            game.p2.winner = Some(game.p2.id == Some(w));
        }
    }
    Ok(Some(reading.note))
}

/// The players the numbers stand for, and a note on how they were read.
struct Reading {
    players: HashMap<i64, PlayerId>,
    note: ImportNote,
}

fn read_numbers(
    games: &[NumberedGame],
    seeds: &HashMap<PlayerId, u32>,
    name: &dyn Fn(PlayerId) -> String,
) -> Result<Reading, NrtmError> {
    // The games each number appears in, in file order.
    let mut appears: BTreeMap<i64, Vec<&NumberedGame>> = BTreeMap::new();
    for g in games {
        appears.entry(g.winner).or_default().push(g);
        if let Some(l) = g.loser {
            appears.entry(l).or_default().push(g);
        }
    }
    if appears.len() > MAX_CUT_NUMBERS {
        return Err(invalid(
            "the cut",
            format!(
                "winner_id and loser_id use {} different numbers; a cut has at most 16 players",
                appears.len()
            ),
        ));
    }
    // Each number stands for a player of every game it appears in: the player most of its
    // games share. A game without that player is the one the file contradicts itself in.
    let mut candidates: BTreeMap<i64, Vec<PlayerId>> = BTreeMap::new();
    for (&n, list) in &appears {
        let mut count: BTreeMap<PlayerId, usize> = BTreeMap::new();
        for g in list {
            *count.entry(g.pair.0).or_default() += 1;
            *count.entry(g.pair.1).or_default() += 1;
        }
        let most = count.values().copied().max().unwrap_or(0);
        let shared: Vec<PlayerId> = count
            .iter()
            .filter(|(_, c)| **c == most)
            .map(|(p, _)| *p)
            .collect();
        if most < list.len() || shared.is_empty() {
            // No player is at every game of this number: name a game that does not fit the
            // others (the last one in file order when no player is the clear majority).
            let best = shared.first().copied();
            let odd = list
                .iter()
                .rev()
                .find(|g| best.is_none_or(|b| !g.has(b)))
                .or(list.last());
            let first = list.first();
            if let (Some(odd), Some(first)) = (odd, first) {
                let other = list.iter().find(|g| g.place != odd.place).unwrap_or(first);
                return Err(invalid(
                    &odd.place,
                    format!(
                        "{} {n} is not a player at this table ({} against {}): at {} the same number is {} or {}; no reading of the cut's winner_id/loser_id numbers fits every game",
                        odd.key_of(n),
                        name(odd.pair.0),
                        name(odd.pair.1),
                        other.place,
                        name(other.pair.0),
                        name(other.pair.1),
                    ),
                ));
            }
        }
        candidates.insert(n, shared);
    }
    // One number per player: a number that can only be one player takes that player from the
    // others, until nothing changes.
    let mut players: HashMap<i64, PlayerId> = HashMap::new();
    loop {
        let mut changed = false;
        for (&n, cands) in &candidates {
            if players.contains_key(&n) {
                continue;
            }
            let free: Vec<PlayerId> = cands
                .iter()
                .copied()
                .filter(|p| !players.values().any(|q| q == p))
                .collect();
            match free.as_slice() {
                [] => {
                    let taken = cands.first().copied();
                    let other =
                        taken.and_then(|p| players.iter().find(|(_, q)| **q == p).map(|(m, _)| *m));
                    let g = appears.get(&n).and_then(|l| l.first());
                    let (Some(p), Some(m), Some(g)) = (taken, other, g) else {
                        return Err(invalid("the cut", "no reading of winner_id/loser_id fits"));
                    };
                    return Err(invalid(
                        &g.place,
                        format!(
                            "{} {n} can only be {}, but {m} already stands for {} in other games; no reading of the cut's winner_id/loser_id numbers fits every game",
                            g.key_of(n),
                            name(p),
                            name(p)
                        ),
                    ));
                }
                [only] => {
                    players.insert(n, *only);
                    changed = true;
                }
                _ => {}
            }
        }
        if !changed {
            break;
        }
    }
    // Numbers still open appear only in games between the same two players: the seeds decide,
    // when every number read so far is its player's seed plus one constant.
    let offset = common_offset(&candidates, &players, seeds);
    for (&n, cands) in &candidates {
        if players.contains_key(&n) {
            continue;
        }
        let by_seed = offset.and_then(|c| {
            cands
                .iter()
                .copied()
                .find(|p| seeds.get(p).is_some_and(|s| i64::from(*s) + c == n))
        });
        match by_seed {
            Some(p) if !players.values().any(|q| *q == p) => {
                players.insert(n, p);
            }
            _ => {
                let g = appears.get(&n).and_then(|l| l.first());
                let place = g.map_or_else(|| "the cut".to_string(), |g| g.place.clone());
                let (a, b) = g.map_or((PlayerId(0), PlayerId(0)), |g| g.pair);
                return Err(invalid(
                    place,
                    format!(
                        "winner_id/loser_id {n} appears only in games between {} and {}, so who won cannot be told",
                        name(a),
                        name(b)
                    ),
                ));
            }
        }
    }
    let note = match seed_offset(&players, seeds) {
        Some(offset) => ImportNote::CutNumbersSeedPlus { offset },
        None => ImportNote::CutNumbersMatched,
    };
    Ok(Reading { players, note })
}

/// The constant `c` when every number read so far is its player's cut seed plus `c`.
fn seed_offset(players: &HashMap<i64, PlayerId>, seeds: &HashMap<PlayerId, u32>) -> Option<i64> {
    let mut offsets = BTreeSet::new();
    for (n, p) in players {
        offsets.insert(n - i64::from(*seeds.get(p)?));
    }
    match (offsets.len(), offsets.first()) {
        (1, Some(c)) => Some(*c),
        _ => None,
    }
}

/// The one constant `c` for which every number can be its player's cut seed plus `c` (the
/// players read so far, or for a number still open one of its candidates), if exactly one fits.
fn common_offset(
    candidates: &BTreeMap<i64, Vec<PlayerId>>,
    players: &HashMap<i64, PlayerId>,
    seeds: &HashMap<PlayerId, u32>,
) -> Option<i64> {
    let mut common: Option<BTreeSet<i64>> = None;
    for (n, cands) in candidates {
        let options: Vec<PlayerId> = match players.get(n) {
            Some(p) => vec![*p],
            None => cands.clone(),
        };
        let here: BTreeSet<i64> = options
            .iter()
            .filter_map(|p| seeds.get(p).map(|s| n - i64::from(*s)))
            .collect();
        common = Some(match common {
            None => here,
            Some(c) => c.intersection(&here).copied().collect(),
        });
    }
    let common = common?;
    match (common.len(), common.first()) {
        (1, Some(c)) => Some(*c),
        _ => None,
    }
}
