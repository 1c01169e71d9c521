//! Helpers shared by the hardening tests: seeded random results, whole rounds, whole brackets,
//! an independent standings computation and the peak memory of the process.
#![allow(dead_code)]

use netrunner_to::engine::command::{EliminationOutcome, SideChoice};
use netrunner_to::engine::elimination::GameStatus;
use netrunner_to::engine::standings::Rational;
use netrunner_to::engine::{
    Command, Event, GameResult, MatchResult, PlayerId, PlayerStatus, Side, WinReason,
};
use rand::{RngExt, SeedableRng};
use rand_chacha::ChaCha20Rng;
use std::collections::HashMap;

/// A seeded generator for test data.
pub fn rng(seed: u64) -> ChaCha20Rng {
    ChaCha20Rng::seed_from_u64(seed)
}

/// A random game: mostly outright wins, some timed wins and draws.
pub fn random_game(rng: &mut impl RngExt) -> GameResult {
    let side = if rng.random_bool(0.5) {
        Side::Corp
    } else {
        Side::Runner
    };
    match rng.random_range(0..20) {
        0 => GameResult::Draw { agenda: None },
        1 | 2 => GameResult::ModifiedWin {
            winner: side,
            agenda: None,
        },
        3 => GameResult::Win {
            winner: side,
            reason: Some(WinReason::Flatline),
        },
        _ => GameResult::Win {
            winner: side,
            reason: None,
        },
    }
}

/// A random result for a table (`single`: a single-sided round).
pub fn random_result(rng: &mut impl RngExt, single: bool) -> MatchResult {
    if single {
        return MatchResult::Single {
            game: random_game(rng),
        };
    }
    if rng.random_range(0..25) == 0 {
        return MatchResult::IntentionalSplit;
    }
    MatchResult::Games {
        p1_corp: random_game(rng),
        p2_corp: random_game(rng),
    }
}

/// Random results for every open table of the latest Swiss round, as one batch command.
pub fn report_latest_round(e: &Event, rng: &mut impl RngExt) -> Option<Command> {
    let round = e.rounds().last()?;
    let results: Vec<(u32, MatchResult)> = round
        .pairings
        .iter()
        .filter(|p| !p.is_reported())
        .map(|p| (p.table, random_result(rng, p.p1_side.is_some())))
        .collect();
    if results.is_empty() {
        return None;
    }
    Some(Command::ReportResults {
        round: round.number,
        results,
    })
}

/// Plays the whole elimination bracket after the cut: pairs each round (the higher seeds choose
/// Corp in the first round) and reports a random winner of every ready game, calling `check`
/// after every command. Returns the number of commands applied.
pub fn play_bracket(
    e: &mut Event,
    rng: &mut impl RngExt,
    mut check: impl FnMut(&Event, &Command),
) -> usize {
    let mut applied = 0;
    let mut apply = |e: &mut Event, c: Command| {
        e.apply(c.clone())
            .unwrap_or_else(|err| panic!("{c:?} refused: {err}"));
        check(e, &c);
        applied += 1;
    };
    for _ in 0..200 {
        let b = e.cut().expect("the cut was made");
        if b.is_finished() {
            return applied;
        }
        if let Some((_, games)) = e.next_elimination_games()
            && !games.is_empty()
        {
            let plain = Command::PairElimination { choices: vec![] };
            if e.clone().apply(plain.clone()).is_ok() {
                apply(e, plain);
            } else {
                let choices = games
                    .iter()
                    .map(|&game| SideChoice {
                        game,
                        side: Side::Corp,
                    })
                    .collect();
                apply(e, Command::PairElimination { choices });
            }
        }
        let b = e.cut().expect("the cut was made");
        let ready: Vec<(u32, PlayerId, PlayerId)> = b
            .games()
            .into_iter()
            .filter(|g| g.status == GameStatus::Ready && g.sides.is_some())
            .filter_map(|g| g.pair().map(|(a, b)| (g.number(), a, b)))
            .collect();
        for (game, a, b) in ready {
            let player = if rng.random_bool(0.5) { a } else { b };
            apply(
                e,
                Command::ReportElimination {
                    game,
                    outcome: EliminationOutcome::Winner { player },
                },
            );
        }
    }
    panic!("the bracket did not finish in 200 steps");
}

/// The standings computed again from the rounds alone, independently of the engine's code:
/// per player (points, SoS, ESoS), following the regulations' definitions.
pub fn reference_standings(e: &Event) -> HashMap<PlayerId, (u32, Rational, Rational)> {
    let bye = e.settings().format.bye_points();
    let mut points: HashMap<PlayerId, u32> = HashMap::new();
    let mut rounds: HashMap<PlayerId, u32> = HashMap::new();
    let mut opps: HashMap<PlayerId, Vec<PlayerId>> = HashMap::new();
    for p in e.players() {
        points.insert(p.id, 0);
        rounds.insert(p.id, 0);
        opps.insert(p.id, vec![]);
    }
    for r in e.rounds() {
        for t in &r.pairings {
            match t.p2 {
                None => {
                    *points.get_mut(&t.p1).unwrap() += bye;
                    *rounds.get_mut(&t.p1).unwrap() += 1;
                }
                Some(p2) => {
                    let Some(res) = &t.result else { continue };
                    let (a, b) = res.points(t.p1_side);
                    *points.get_mut(&t.p1).unwrap() += a;
                    *points.get_mut(&p2).unwrap() += b;
                    *rounds.get_mut(&t.p1).unwrap() += 1;
                    *rounds.get_mut(&p2).unwrap() += 1;
                    opps.get_mut(&t.p1).unwrap().push(p2);
                    opps.get_mut(&p2).unwrap().push(t.p1);
                }
            }
        }
        // Unpaired losses: 0 points, not a round played (spec/standings.md).
    }
    let per_round = |p: &PlayerId| -> Rational {
        match rounds[p] {
            0 => Rational::from_integer(0),
            n => Rational::new(i128::from(points[p]), i128::from(n)),
        }
    };
    let mean = |xs: Vec<Rational>| -> Rational {
        if xs.is_empty() {
            return Rational::from_integer(0);
        }
        let n = xs.len() as i128;
        xs.into_iter().fold(Rational::from_integer(0), |a, b| a + b) / Rational::from_integer(n)
    };
    let sos: HashMap<PlayerId, Rational> = opps
        .iter()
        .map(|(p, os)| (*p, mean(os.iter().map(per_round).collect())))
        .collect();
    e.players()
        .iter()
        .filter(|p| p.status != PlayerStatus::Disqualified)
        .map(|p| {
            let esos = mean(opps[&p.id].iter().map(|o| sos[o]).collect());
            (p.id, (points[&p.id], sos[&p.id], esos))
        })
        .collect()
}

/// Checks the engine's standings against [`reference_standings`] and their order.
pub fn check_standings(e: &Event) {
    let s = e.standings();
    let reference = reference_standings(e);
    assert_eq!(s.rows.len(), reference.len(), "one row per player");
    for row in &s.rows {
        let (points, sos, esos) = reference[&row.player];
        assert_eq!(
            (row.points, row.sos, row.esos),
            (points, sos, esos),
            "standings of {}",
            e.name_of(row.player)
        );
    }
    for (i, w) in s.rows.windows(2).enumerate() {
        let (a, b) = (&w[0], &w[1]);
        assert!(
            (b.points, b.sos, b.esos) <= (a.points, a.sos, a.esos),
            "rank {} is above rank {} with worse standings",
            i + 1,
            i + 2
        );
    }
}

/// The process's peak resident memory (VmHWM) in KiB, where /proc is available.
pub fn peak_memory_kib() -> Option<u64> {
    let status = std::fs::read_to_string("/proc/self/status").ok()?;
    status
        .lines()
        .find(|l| l.starts_with("VmHWM:"))?
        .split_whitespace()
        .nth(1)?
        .parse()
        .ok()
}
