//! The cut and the elimination games of an imported file, placed in the bracket.

use super::import::{Deferred, Leave, run};
use super::parse::{FileGame, Seat};
use super::{CutMismatch, Difference, EliminationPlayer, ImportNote, NrtmError, invalid};
use crate::engine::command::EliminationOutcome;
use crate::engine::elimination::{
    self, BracketKind, BracketTable, EliminationResult, GameStatus, GameView, ResultKind, Source,
};
use crate::engine::{Command, CutSize, Event, PlayerId, Side};
use std::collections::{BTreeSet, HashMap};

/// The file's cut, as read.
pub(super) struct FileCut<'a> {
    /// `cutToTop`, unless missing or 0.
    pub(super) cut_to_top: Option<i64>,
    /// `eliminationPlayers`.
    pub(super) players: &'a [EliminationPlayer],
    /// The first elimination round.
    pub(super) first_round: &'a [FileGame],
    /// Every elimination game in file order, with the file's round number.
    pub(super) games: Vec<(usize, &'a FileGame)>,
    /// The players of the cut, in order of first mention (`eliminationPlayers`, then games).
    pub(super) seeded: Vec<PlayerId>,
    /// Swiss rank of each player as the file publishes it (recomputed when it does not).
    pub(super) swiss_rank: HashMap<PlayerId, u64>,
}

impl FileCut<'_> {
    pub(super) fn rank(&self, p: PlayerId) -> (u64, PlayerId) {
        (self.swiss_rank.get(&p).copied().unwrap_or(u64::MAX), p)
    }

    /// The seeds `eliminationPlayers` gives, if it gives every seed of a cut of `size` once.
    fn file_seeds(&self, size: usize) -> Option<Vec<PlayerId>> {
        if self.players.len() != size {
            return None;
        }
        let mut seeds: Vec<Option<PlayerId>> = vec![None; size];
        for e in self.players {
            let i = usize::try_from(e.seed?).ok()?.checked_sub(1)?;
            let slot = seeds.get_mut(i)?;
            if slot.is_some() {
                return None;
            }
            *slot = Some(e.player);
        }
        seeds.into_iter().collect()
    }

    /// Seeds for `table` when the file gives none: each first-round game's two players take the
    /// two seeds the table puts at that game (the better Swiss rank the better seed); players
    /// not placed that way take the remaining seeds in Swiss order.
    fn derived_seeds(&self, table: &BracketTable) -> Option<Vec<PlayerId>> {
        let n = table.players as usize;
        let mut seeds: Vec<Option<PlayerId>> = vec![None; n];
        for g in self.first_round {
            let (Some(t), Some(a), Some(b)) = (g.table, g.p1.id, g.p2.id) else {
                continue;
            };
            let Some(spec) = table.game(t).filter(|s| s.round == 1) else {
                continue;
            };
            let [Source::Seed(x), Source::Seed(y)] = spec.players else {
                continue;
            };
            let (better, worse) = if self.rank(a) <= self.rank(b) {
                (a, b)
            } else {
                (b, a)
            };
            for (s, p) in [(x.min(y), better), (x.max(y), worse)] {
                let slot = seeds.get_mut(usize::try_from(s).ok()?.checked_sub(1)?)?;
                if slot.is_some_and(|q| q != p) {
                    return None;
                }
                *slot = Some(p);
            }
        }
        let placed: BTreeSet<PlayerId> = seeds.iter().flatten().copied().collect();
        if placed.len() != seeds.iter().flatten().count() {
            return None;
        }
        let mut rest: Vec<PlayerId> = self
            .seeded
            .iter()
            .filter(|p| !placed.contains(p))
            .copied()
            .collect();
        rest.sort_by_key(|p| self.rank(*p));
        let mut rest = rest.into_iter();
        for slot in seeds.iter_mut().filter(|s| s.is_none()) {
            *slot = Some(rest.next()?);
        }
        if rest.next().is_some() {
            return None;
        }
        seeds.into_iter().collect()
    }
}

/// The event with the file's cut built into it.
pub(super) struct CutImport {
    pub(super) event: Event,
    pub(super) notes: Vec<ImportNote>,
    /// Published places the bracket does not give.
    pub(super) differences: Vec<Difference>,
}

/// The Corp player of a file's elimination game, from the roles it gives.
fn corp_of(g: &FileGame, place: &str) -> Result<Option<PlayerId>, NrtmError> {
    match (g.p1.role, g.p2.role) {
        (Some(a), Some(b)) if a == b => Err(invalid(place, format!("both players have role {a}"))),
        (Some(Side::Corp), _) | (None, Some(Side::Runner)) => Ok(g.p1.id),
        (Some(Side::Runner), _) | (None, Some(Side::Corp)) => Ok(g.p2.id),
        (None, None) => Ok(None),
    }
}

fn same_pair(a: (PlayerId, PlayerId), b: (PlayerId, PlayerId)) -> bool {
    a == b || a == (b.1, b.0)
}

/// Builds the file's cut on `base` (the Swiss rounds, with the leaves of `deferred` not applied
/// yet): `Cut`, then each game's sides and result. `Err` says why the file's elimination rounds
/// do not fit any bracket table; the caller then keeps them as raw data.
pub(super) fn import_cut(
    base: &Event,
    file: &FileCut,
    deferred: &[(PlayerId, Leave)],
) -> Result<CutImport, CutMismatch> {
    let count = file.seeded.len();
    let wanted = match file.cut_to_top {
        Some(n) => usize::try_from(n).ok(),
        None => Some(count),
    };
    let size = wanted
        .and_then(CutSize::from_players)
        .filter(|s| *s != CutSize::None)
        .ok_or_else(|| CutMismatch::UnsupportedSize(file.cut_to_top.unwrap_or(count as i64)))?;
    if count > size.players() {
        return Err(CutMismatch::TooManyPlayers { count, size });
    }
    if file.games.is_empty() && file.players.iter().any(|e| e.rank.is_some()) {
        return Err(CutMismatch::PlacesWithoutGames);
    }
    let mut first_error = None;
    let mut accepted: Option<CutImport> = None;
    // The regulations' double elimination first; a single-elimination bracket (reseeded as
    // Cobra, or fixed as Aesop's Tables) is taken when it gives fewer differences from the
    // published places, or the same and it is finished by the games played where double
    // elimination is not (a top 8 that played 4 + 2 + 1 games).
    let key = |a: &CutImport| {
        (
            a.differences.len(),
            !a.event
                .cut()
                .is_some_and(crate::engine::Bracket::is_finished),
        )
    };
    for kind in [
        BracketKind::DoubleElimination,
        BracketKind::SingleElimination,
        BracketKind::SingleEliminationFixed,
    ] {
        let Some(table) = elimination::table(kind, size) else {
            continue;
        };
        if file.games.len() > table.games.len() {
            first_error.get_or_insert(CutMismatch::TooManyGames {
                games: file.games.len(),
                kind,
                size,
                table: table.games.len(),
            });
            continue;
        }
        let (seeds, from_file) = match file.file_seeds(size.players()) {
            Some(s) => (s, true),
            None => match file.derived_seeds(table) {
                Some(s) => (s, false),
                None => {
                    first_error.get_or_insert(CutMismatch::SeedsUnknown(size));
                    continue;
                }
            },
        };
        match cut_attempt(base, file, kind, size, seeds, deferred) {
            Ok(mut attempt) => {
                if !from_file {
                    attempt.notes.insert(0, ImportNote::CutSeedsDerived);
                }
                if kind.is_single() {
                    attempt
                        .notes
                        .insert(0, ImportNote::CutBracket { kind, size });
                }
                let better = accepted.as_ref().is_none_or(|a| key(&attempt) < key(a));
                if better {
                    accepted = Some(attempt);
                }
                if accepted.as_ref().is_some_and(|a| key(a) == (0, false)) {
                    break;
                }
            }
            Err(e) => {
                first_error.get_or_insert(e);
            }
        }
    }
    accepted.ok_or_else(|| first_error.unwrap_or(CutMismatch::NoBracket(size)))
}

/// One attempt at building the file's cut with one kind of bracket.
fn cut_attempt(
    base: &Event,
    file: &FileCut,
    kind: BracketKind,
    size: CutSize,
    seeds: Vec<PlayerId>,
    deferred: &[(PlayerId, Leave)],
) -> Result<CutImport, CutMismatch> {
    let mut event = base.clone();
    let mut notes = Vec::new();
    let mut deferred: Deferred = deferred.to_vec();
    if !file.games.iter().any(|(_, g)| g.winner().is_some()) {
        // Leaving a cut that has not started would give the seat to the next player; the file
        // seeds them, so they leave just before the cut.
        for (p, how) in std::mem::take(&mut deferred) {
            let who = event.name_of(p);
            run(&mut event, how.command(p), &|| who.clone(), &mut notes)?;
        }
    }
    let command = Command::Cut {
        size,
        kind: (kind != BracketKind::DoubleElimination).then_some(kind),
        seeds: Some(seeds),
    };
    run(&mut event, command, &|| "the cut".into(), &mut notes)?;
    // Games in file order; a game is placed once its players are known. The file's table
    // number says which game it is; only when no game can be placed that way is a game placed
    // by its pair of players among the ready games (a missing or wrong table number).
    let mut pending: Vec<(usize, &FileGame)> = file.games.clone();
    while !pending.is_empty() {
        let mut placed = None;
        for by_pair in [false, true] {
            for (k, (round, g)) in pending.iter().enumerate() {
                if place_game(&mut event, *round, g, by_pair, &mut deferred, &mut notes)? {
                    placed = Some(k);
                    break;
                }
            }
            if placed.is_some() {
                break;
            }
        }
        match placed {
            Some(k) => {
                pending.remove(k);
            }
            None => {
                let (round, g) = pending[0];
                let who = |s: &Seat| s.id.map(|p| event.name_of(p));
                return Err(CutMismatch::NotABracketGame {
                    place: g.at(round),
                    p1: who(&g.p1),
                    p2: who(&g.p2),
                    kind,
                    size,
                });
            }
        }
    }
    for (p, how) in deferred {
        let who = event.name_of(p);
        run(&mut event, how.command(p), &|| who.clone(), &mut notes)?;
    }
    let mut differences = Vec::new();
    if let Some(b) = event.cut() {
        for (i, e) in file.players.iter().enumerate() {
            let Some(rank) = e.rank else {
                continue;
            };
            let ours = b.place_of(e.player);
            if ours != Some(rank) {
                differences.push(Difference::CutPlace {
                    index: i,
                    name: event.name_of(e.player),
                    id: e.player.0,
                    file: rank,
                    ours,
                });
            }
        }
    }
    Ok(CutImport {
        event,
        notes,
        differences,
    })
}

/// Places one elimination game of the file in the bracket: `Ok(false)` when it cannot be placed
/// yet (its players are not known yet), `Err` when the file contradicts the bracket.
fn place_game(
    event: &mut Event,
    round: usize,
    g: &FileGame,
    by_pair: bool,
    deferred: &mut Deferred,
    notes: &mut Vec<ImportNote>,
) -> Result<bool, NrtmError> {
    let place = g.place(round);
    let (Some(a), Some(b)) = (g.p1.id, g.p2.id) else {
        return Err(invalid(place, "an elimination game without two players"));
    };
    let Some(bracket) = event.cut() else {
        return Err(invalid(place, "the cut was not made"));
    };
    let meets = |v: &GameView| v.pair().is_some_and(|p| same_pair(p, (a, b)));
    let view = if by_pair {
        let Some(v) = bracket
            .games()
            .into_iter()
            .find(|v| v.status == GameStatus::Ready && meets(v))
        else {
            return Ok(false);
        };
        if g.table.is_some() {
            notes.push(ImportNote::CutGameRenumbered {
                game: g.at(round),
                number: v.number(),
            });
        }
        v
    } else {
        match g.table.and_then(|t| bracket.game(t).ok()) {
            Some(v) if meets(&v) && matches!(v.status, GameStatus::Ready | GameStatus::Decided) => {
                v
            }
            _ => return Ok(false),
        }
    };
    let number = view.number();
    // Neither marked as the winner (`null` or `false` for both): not played yet.
    if g.p1.winner == Some(true) && g.p2.winner == Some(true) {
        return Err(invalid(place, "both players are marked as the winner"));
    }
    let winner = g.winner();
    let bye = view.result.is_some_and(|r| r.kind == ResultKind::Bye);
    if g.bye || bye {
        let Some(w) = winner else {
            return Err(invalid(place, "a bye without a winner"));
        };
        let loser = if w == a { b } else { a };
        if view.status == GameStatus::Ready {
            // The loser dropped (or was disqualified): the engine gives the bye.
            let how = match deferred.iter().position(|(p, _)| *p == loser) {
                Some(i) => deferred.remove(i).1,
                None => Leave::Drop,
            };
            run(event, how.command(loser), &|| place.clone(), notes)?;
        }
        let now = event.cut().and_then(|b| b.game(number).ok());
        let expected = EliminationResult {
            winner: w,
            kind: ResultKind::Bye,
        };
        if now.and_then(|v| v.result) != Some(expected) {
            return Err(invalid(
                place,
                format!(
                    "the file gives {} a bye in game {number}, which the bracket does not",
                    event.name_of(w)
                ),
            ));
        }
        return Ok(true);
    }
    if view.status != GameStatus::Ready {
        return Err(invalid(place, format!("game {number} is already decided")));
    }
    let corp = corp_of(g, &place)?;
    if winner.is_some() && corp.is_none() {
        return Err(invalid(
            place,
            "the file does not say who played the Corp; a played elimination game needs its sides here",
        ));
    }
    // The sides (also of a game paired but not played yet), then the winner.
    if let Some(c) = corp {
        run(
            event,
            Command::OverrideSides {
                game: number,
                corp: c,
            },
            &|| place.clone(),
            notes,
        )?;
    }
    if let Some(w) = winner {
        run(
            event,
            Command::ReportElimination {
                game: number,
                outcome: EliminationOutcome::Winner { player: w },
            },
            &|| place.clone(),
            notes,
        )?;
    }
    Ok(true)
}
