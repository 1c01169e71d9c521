//! Standings for a 10,000-player event after 10 Swiss rounds (target: under 50 ms).
//!
//! The event is built through the engine's commands: random pairings entered as hand-made
//! rounds (pairing 10,000 players is not what is measured here), random results, a few byes,
//! drops and late registrations so every code path of the tally runs.

#![allow(clippy::unwrap_used, clippy::expect_used)] // benchmark setup: a failure should stop the run

use criterion::{Criterion, criterion_group, criterion_main};
use netrunner_to::engine::{
    Command, Event, EventSettings, GameResult, ManualPairing, MatchResult, PlayerDetails, Side,
    Structure, standings,
};
use rand::seq::SliceRandom;
use rand::{RngExt, SeedableRng};
use rand_chacha::ChaCha20Rng;
use std::hint::black_box;

fn game(rng: &mut ChaCha20Rng) -> GameResult {
    let winner = if rng.random_bool(0.5) {
        Side::Corp
    } else {
        Side::Runner
    };
    match rng.random_range(0..10) {
        0 => GameResult::Draw { agenda: None },
        1 => GameResult::ModifiedWin {
            winner,
            agenda: None,
        },
        _ => GameResult::Win {
            winner,
            reason: None,
        },
    }
}

fn build(players: usize, rounds: u32) -> Event {
    let mut rng = ChaCha20Rng::seed_from_u64(10_000);
    let mut e = Event::new(
        EventSettings::new(
            "Bench",
            Structure::Custom {
                rounds,
                cut: netrunner_to::engine::CutSize::Top16,
            },
        ),
        1,
    );
    e.apply(Command::AddPlayers {
        players: (0..players)
            .map(|i| PlayerDetails::named(format!("Player {i}")))
            .collect(),
    })
    .unwrap();
    for round in 1..=rounds {
        let mut ids: Vec<_> = e.active_players().map(|p| p.id).collect();
        ids.shuffle(&mut rng);
        let pairings: Vec<ManualPairing> = ids
            .chunks(2)
            .map(|c| ManualPairing {
                table: None,
                p1: c[0],
                p2: c.get(1).copied(),
                p1_side: None,
                side_reason: None,
            })
            .collect();
        e.apply(Command::AddRound { pairings }).unwrap();
        let tables = e.round(round).unwrap().unreported_tables();
        let results = tables
            .into_iter()
            .map(|t| {
                let result = if rng.random_range(0..20) == 0 {
                    MatchResult::IntentionalSplit
                } else {
                    MatchResult::Games {
                        p1_corp: game(&mut rng),
                        p2_corp: game(&mut rng),
                    }
                };
                (t, result)
            })
            .collect();
        e.apply(Command::ReportResults { round, results }).unwrap();
        // A few drops each round.
        for p in ids.iter().take(players / 200) {
            e.apply(Command::DropPlayer { player: *p }).unwrap();
        }
    }
    e
}

fn bench(c: &mut Criterion) {
    let event = build(10_000, 10);
    let mut g = c.benchmark_group("standings");
    g.sample_size(20);
    g.bench_function("10000 players x 10 rounds", |b| {
        b.iter(|| black_box(standings::compute(black_box(&event))))
    });
    g.finish();
}

criterion_group!(benches, bench);
criterion_main!(benches);
