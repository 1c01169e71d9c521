//! Swiss pairing benchmarks: round 6 of simulated events (5 rounds played with the engine's own
//! pairing and seeded random results), for 100, 400, 1,000 and 2,000 players; plus the
//! complete-graph reference (integer-blossom, O(n³)) on the same instances for comparison.
//!
//! Run: `cargo bench --bench pairing` (results and machine in `docs/benchmarks.md`).

use criterion::{BenchmarkId, Criterion, criterion_group, criterion_main};
use netrunner_to::engine::PlayerId;
use netrunner_to::engine::swiss::bench_support::{SimulatedEvent, simulate_event};
use netrunner_to::engine::swiss::{PairingMode, pair_round, tiebreak_keys};
use rand::SeedableRng;
use rand_chacha::ChaCha20Rng;
use std::collections::HashSet;
use std::hint::black_box;
use std::time::Duration;

const SEED: u64 = 2024;

fn event(n: usize, mode: PairingMode) -> Option<SimulatedEvent> {
    match simulate_event(n, 5, mode, SEED) {
        Ok(e) => Some(e),
        Err(e) => {
            eprintln!("simulating {n} players failed: {e}");
            None
        }
    }
}

/// The same lexicographic objective as the engine, as a dense cost matrix (dummy vertex last
/// when odd), for integer-blossom's complete-graph solver.
fn reference_costs(ev: &SimulatedEvent, keys: &[u32]) -> (Vec<i128>, usize) {
    let p = &ev.players;
    let n = p.len();
    let nv = n + n % 2;
    let met: HashSet<(PlayerId, PlayerId)> = ev
        .previous
        .iter()
        .flat_map(|&(a, b)| [(a, b), (b, a)])
        .collect();
    let mut by_rank: Vec<usize> = (0..n).collect();
    by_rank.sort_by_key(|&i| std::cmp::Reverse(p[i].rank));
    // The engine's bye terms: earlier byes (above rematches), then how many players with as
    // many byes rank below (below rematches).
    let mut bye_rank = vec![0i128; n];
    let mut below: std::collections::HashMap<u32, i128> = Default::default();
    for &i in &by_rank {
        let count = below.entry(p[i].byes).or_insert(0);
        bye_rank[i] = *count;
        *count += 1;
    }
    // Generous radices (the benchmark only needs the same optimum, not tight weights).
    let (ux, up, ub, ur, uy) = (1i128, 1i128 << 24, 1i128 << 56, 1i128 << 80, 1i128 << 100);
    let mut cost = vec![0i128; nv * nv];
    for i in 0..nv {
        for j in 0..nv {
            if i == j {
                continue;
            }
            cost[i * nv + j] = if i == n {
                i128::from(p[j].byes) * uy + bye_rank[j] * ub
            } else if j == n {
                i128::from(p[i].byes) * uy + bye_rank[i] * ub
            } else {
                let d = i128::from(p[i].points.abs_diff(p[j].points));
                i128::from(met.contains(&(p[i].id, p[j].id))) * ur
                    + d * d * up
                    + i128::from(keys[i].abs_diff(keys[j])) * ux
            };
        }
    }
    (cost, nv)
}

fn bench_pairing(c: &mut Criterion) {
    let mut group = c.benchmark_group("pair_round_6");
    group.sample_size(10);
    for (mode, label, sizes) in [
        (
            PairingMode::DoubleSided,
            "double_sided",
            &[100usize, 400, 1000, 2000][..],
        ),
        (
            PairingMode::SingleSided,
            "single_sided",
            &[100usize, 400][..],
        ),
        (
            PairingMode::SingleSidedSwiss,
            "single_sided_swiss",
            &[100usize, 400, 1000][..],
        ),
    ] {
        for &n in sizes {
            let Some(ev) = event(n, mode) else { continue };
            group.warm_up_time(Duration::from_millis(if n >= 1000 { 1000 } else { 300 }));
            group.measurement_time(Duration::from_secs(if n >= 1000 { 4 } else { 2 }));
            group.bench_with_input(BenchmarkId::new(label, n), &ev, |b, ev| {
                let req = ev.request();
                b.iter(|| {
                    let mut rng = ChaCha20Rng::seed_from_u64(7);
                    black_box(pair_round(black_box(&req), &mut rng))
                });
            });
        }
    }
    group.finish();

    let mut group = c.benchmark_group("integer_blossom_complete_graph");
    group.sample_size(10);
    group.warm_up_time(Duration::from_millis(300));
    group.measurement_time(Duration::from_secs(3));
    for n in [100usize, 400] {
        let Some(ev) = event(n, PairingMode::DoubleSided) else {
            continue;
        };
        let keys = tiebreak_keys(&ev.players, &mut ChaCha20Rng::seed_from_u64(7));
        let (cost, nv) = reference_costs(&ev, &keys);
        group.bench_with_input(BenchmarkId::new("double_sided", n), &cost, |b, cost| {
            b.iter(|| black_box(integer_blossom::min_weight_perfect_matching(cost, nv)));
        });
    }
    group.finish();
}

criterion_group!(benches, bench_pairing);
criterion_main!(benches);
