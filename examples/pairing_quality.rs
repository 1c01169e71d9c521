//! Single-sided Swiss pairing quality: our pairing against the weights Cobra and Aesop's Tables
//! use (spec `pairing.md`, end), on many simulated events. The figures are in
//! `docs/pairing-quality.md`.
//!
//! Usage: `cargo run --release --example pairing_quality -- [events] [seed]` (defaults: 500
//! events of each size, seed 2026). Sizes 40 and 150 players; each event plays 6 to 9 rounds.
//!
//! Every method plays the same events: the same players (strengths), the same round 1, the
//! same drops, and results drawn from the same random sequence. The methods differ only in
//! how rounds 2+ are paired and sided:
//!
//! * **ours** — `engine::swiss::pair_round` in single-sided Swiss mode (exact lexicographic
//!   optimum: no third meeting; the bye to the lowest-ranked player without one; nobody
//!   pushed to ±2; no rematch, a rematch reversed; Σ points²; byes apart; random).
//! * **Cobra 2025** — maximum cardinality, then maximum Σ (1000 − cost) with
//!   `cost = (pX − pY)² + 5·met + 50^max(max(bX, 0), max(−bY, 0))` for X Corp, Y Runner; an
//!   orientation repeating an earlier meeting is illegal, a third meeting forbidden, a pair
//!   costing 100 or more forbidden; bye edge `1000 − (points + 1)²`, none for a player who had
//!   a bye. Sides: the earlier meeting reversed, else the player further towards Corp plays
//!   Runner, else random.
//! * **Aesop's Tables 2025** — the same weights, but the bye is chosen first: the
//!   lowest-ranked active player without a bye (if none, one with the fewest byes).
//! * **Cobra 2024** — before the July 2025 rewrite (commit b32f748): maximum cardinality,
//!   then maximum Σ `−(pX − pY)²/6 + 8^(|bX − bY|/2) − 0.5·met`; a third meeting forbidden;
//!   bye `−(points + 1)²/6`, none after a bye. Sides: the player further towards Corp plays
//!   Runner, else random — its guard against repeating an earlier meeting's sides compared a
//!   symbol with a string and never fired (the reported same-side rematches).
//!
//! The Cobra and Aesop's Tables matchings are solved exactly on the complete graph with
//! `integer-blossom` (a random perturbation below one unit breaks ties, as their shuffles do);
//! their "maximum cardinality" can leave players unpaired, which is counted.

use integer_blossom::min_weight_perfect_matching;
use netrunner_to::engine::PlayerId;
use netrunner_to::engine::swiss::{
    PairingError, PairingMode, PairingPlayer, PairingRequest, pair_round,
};
use rand::seq::SliceRandom;
use rand::{RngExt, SeedableRng};
use rand_chacha::ChaCha20Rng;
use std::collections::HashMap;
use std::time::Instant;

#[derive(Clone, Copy, Debug, PartialEq, Eq)]
enum Method {
    Ours,
    Cobra2025,
    Aesops2025,
    Cobra2024,
}

const METHODS: [Method; 4] = [
    Method::Ours,
    Method::Cobra2025,
    Method::Aesops2025,
    Method::Cobra2024,
];

impl Method {
    fn name(self) -> &'static str {
        match self {
            Method::Ours => "ours",
            Method::Cobra2025 => "Cobra 2025",
            Method::Aesops2025 => "Aesop's Tables 2025",
            Method::Cobra2024 => "Cobra 2024",
        }
    }
}

/// One simulated event: who plays, how strong, who drops when, round 1.
struct Scenario {
    n: usize,
    rounds: u32,
    strength: Vec<f64>,
    /// The tiebreak below points (stands for SoS and the random number).
    tiebreak: Vec<u64>,
    /// The round after which a player drops, if they do.
    drop_after: Vec<Option<u32>>,
    /// Round 1: (corp, runner) pairs and the bye.
    first: (Vec<(usize, usize)>, Option<usize>),
    results_seed: u64,
}

fn scenario(n: usize, rng: &mut ChaCha20Rng) -> Scenario {
    let rounds = rng.random_range(6..=9u32);
    // Standard normal strengths (Box–Muller).
    let strength = (0..n)
        .map(|_| {
            let (u, v): (f64, f64) = (rng.random::<f64>().max(1e-12), rng.random());
            (-2.0 * u.ln()).sqrt() * (std::f64::consts::TAU * v).cos()
        })
        .collect();
    let tiebreak = (0..n).map(|_| rng.random()).collect();
    let drop_after = (0..n)
        .map(|_| rng.random_bool(0.15).then(|| rng.random_range(1..rounds)))
        .collect();
    let mut order: Vec<usize> = (0..n).collect();
    order.shuffle(rng);
    let bye = if n % 2 == 1 { order.pop() } else { None };
    let pairs = order
        .chunks_exact(2)
        .map(|c| {
            if rng.random_bool(0.5) {
                (c[0], c[1])
            } else {
                (c[1], c[0])
            }
        })
        .collect();
    Scenario {
        n,
        rounds,
        strength,
        tiebreak,
        drop_after,
        first: (pairs, bye),
        results_seed: rng.random(),
    }
}

/// The state of one method's run of a scenario.
#[derive(Clone, Default)]
struct P {
    points: u32,
    byes: u32,
    balance: i32,
    /// Opponent → the Corp of each meeting, in order.
    met: HashMap<usize, Vec<usize>>,
    active: bool,
}

/// Totals over many events of one size, for one method.
#[derive(Default, Clone)]
struct Totals {
    events: u64,
    players: u64,
    pairs: u64,
    end_plus_minus_two: u64,
    /// Players pushed outside ±1 by a game (counted each time).
    pushed_out: u64,
    /// Ours only: each round also paired by Cobra 2025 from the same state, by what Cobra's
    /// pairing did that ours would not (a rematch; else a push outside ±1; else another bye
    /// recipient; else nothing): [ours' Σ squared point differences, Cobra's, rounds].
    same_state: [[u64; 3]; 4],
    same_side_rematches: u64,
    rematches: u64,
    third_meetings: u64,
    byes_vs_byes: u64,
    second_byes: u64,
    sq_points: u64,
    unpaired: u64,
}

/// A pairing: (corp, runner) pairs, the bye, and players left without either.
type Round = (Vec<(usize, usize)>, Option<usize>, Vec<usize>);

fn play(s: &Scenario, method: Method, totals: &mut Totals) -> Result<(), PairingError> {
    let mut ps = vec![
        P {
            active: true,
            ..P::default()
        };
        s.n
    ];
    let mut results = ChaCha20Rng::seed_from_u64(s.results_seed);
    let mut choices = ChaCha20Rng::seed_from_u64(s.results_seed ^ 0x5eed);
    // Ours: every earlier meeting, and its sides, in play order.
    let mut previous: Vec<(PlayerId, PlayerId)> = Vec::new();
    for round in 1..=s.rounds {
        let (pairs, bye, unpaired) = if round == 1 {
            (s.first.0.clone(), s.first.1, Vec::new())
        } else {
            let active: Vec<usize> = (0..s.n).filter(|&i| ps[i].active).collect();
            let rank = ranks(s, &ps, &active);
            match method {
                Method::Ours => {
                    let made = ours(&ps, &active, &rank, &previous, &mut choices)?;
                    compare_same_state(&ps, &active, &rank, &made, &choices, totals);
                    made
                }
                Method::Cobra2025 | Method::Aesops2025 => {
                    cobra_2025(&ps, &active, &rank, method, &mut choices)
                }
                Method::Cobra2024 => cobra_2024(&ps, &active, &mut choices),
            }
        };
        totals.unpaired += unpaired.len() as u64;
        if let Some(b) = bye {
            if ps[b].byes > 0 {
                totals.second_byes += 1;
            }
            ps[b].byes += 1;
            ps[b].points += 3;
        }
        for &(c, r) in &pairs {
            if round > 1 {
                totals.pairs += 1;
                let d = u64::from(ps[c].points.abs_diff(ps[r].points));
                totals.sq_points += d * d;
                if ps[c].byes > 0 && ps[r].byes > 0 {
                    totals.byes_vs_byes += 1;
                }
                if let Some(earlier) = ps[c].met.get(&r) {
                    totals.rematches += 1;
                    if earlier.len() >= 2 {
                        totals.third_meetings += 1;
                    }
                    if earlier.contains(&c) {
                        totals.same_side_rematches += 1;
                    }
                }
            }
            ps[c].met.entry(r).or_default().push(c);
            ps[r].met.entry(c).or_default().push(c);
            ps[c].balance += 1;
            ps[r].balance -= 1;
            totals.pushed_out += u64::from(ps[c].balance >= 2) + u64::from(ps[r].balance <= -2);
            previous.push((PlayerId(c as u32 + 1), PlayerId(r as u32 + 1)));
            // The result: the stronger player wins more often; some games go to time.
            let edge = s.strength[c] - s.strength[r];
            let corp_wins = results.random::<f64>() < 1.0 / (1.0 + (-edge).exp());
            let (w, l) = if corp_wins { (c, r) } else { (r, c) };
            match results.random_range(0..100u32) {
                0..2 => {
                    ps[w].points += 1;
                    ps[l].points += 1;
                }
                2..8 => ps[w].points += 2,
                _ => ps[w].points += 3,
            }
        }
        for (i, p) in ps.iter_mut().enumerate() {
            if s.drop_after[i] == Some(round) {
                p.active = false;
            }
        }
    }
    totals.events += 1;
    totals.players += s.n as u64;
    totals.end_plus_minus_two += ps.iter().filter(|p| p.balance.abs() >= 2).count() as u64;
    Ok(())
}

/// Ranks (0 = best) of the active players: points, then the fixed tiebreak.
fn ranks(s: &Scenario, ps: &[P], active: &[usize]) -> HashMap<usize, usize> {
    let mut order = active.to_vec();
    order.sort_by_key(|&i| (std::cmp::Reverse(ps[i].points), s.tiebreak[i]));
    order.into_iter().enumerate().map(|(r, i)| (i, r)).collect()
}

fn ours(
    ps: &[P],
    active: &[usize],
    rank: &HashMap<usize, usize>,
    previous: &[(PlayerId, PlayerId)],
    rng: &mut ChaCha20Rng,
) -> Result<Round, PairingError> {
    let players: Vec<PairingPlayer> = active
        .iter()
        .map(|&i| PairingPlayer {
            id: PlayerId(i as u32 + 1),
            points: ps[i].points,
            rank: rank[&i],
            byes: ps[i].byes,
            side_balance: ps[i].balance,
        })
        .collect();
    let req = PairingRequest {
        players: &players,
        previous,
        mode: PairingMode::SingleSidedSwiss,
        // `previous` holds (corp, runner) in play order.
        sides: previous,
    };
    let out = pair_round(&req, rng)?;
    let idx = |p: PlayerId| p.0 as usize - 1;
    Ok((
        out.pairs.iter().map(|&(c, r)| (idx(c), idx(r))).collect(),
        out.bye.map(idx),
        Vec::new(),
    ))
}

/// A maximum-cardinality, then minimum-cost matching on the complete graph of `nv` vertices:
/// `cost(i, j)` is `None` for a forbidden edge. Ties fall by a random perturbation smaller than
/// one unit of cost. Returns the matched pairs (forbidden pairs left out).
fn max_card_min_cost(
    nv: usize,
    cost: impl Fn(usize, usize) -> Option<i64>,
    rng: &mut ChaCha20Rng,
) -> Vec<(usize, usize)> {
    let m = nv + nv % 2;
    let scale = (m as i128) * 1000;
    let mut allowed_max = 0i128;
    let mut c = vec![0i128; m * m];
    let mut forbidden = vec![false; m * m];
    for i in 0..m {
        for j in i + 1..m {
            match (i < nv && j < nv).then(|| cost(i, j)).flatten() {
                Some(x) => {
                    let v = i128::from(x) * scale + i128::from(rng.random_range(0..1000u32));
                    allowed_max = allowed_max.max(v);
                    c[i * m + j] = v;
                }
                None => forbidden[i * m + j] = true,
            }
        }
    }
    // A forbidden edge costs more than any matching of allowed edges: fewest forbidden
    // edges first, which is the maximum number of real pairs.
    let big = (allowed_max + 1) * (m as i128 / 2 + 1);
    for (k, f) in forbidden.iter().enumerate() {
        if *f {
            c[k] = big;
        }
    }
    let mate = min_weight_perfect_matching(&c, m);
    (0..m)
        .filter(|&i| mate[i] > i && !forbidden[i * m + mate[i]])
        .map(|i| (i, mate[i]))
        .collect()
}

/// Sides after the matching (Cobra 2025, Aesop's Tables): the earlier meeting reversed; else
/// the player further towards Corp plays Runner; else random.
fn sides_2025(ps: &[P], a: usize, b: usize, rng: &mut ChaCha20Rng) -> (usize, usize) {
    if let Some(&last) = ps[a].met.get(&b).and_then(|v| v.last()) {
        return if last == a { (b, a) } else { (a, b) };
    }
    match ps[a].balance.cmp(&ps[b].balance) {
        std::cmp::Ordering::Greater => (b, a),
        std::cmp::Ordering::Less => (a, b),
        std::cmp::Ordering::Equal if rng.random_bool(0.5) => (a, b),
        std::cmp::Ordering::Equal => (b, a),
    }
}

/// Cobra 2025's cost of X Corp against Y Runner (without the rematch legality).
fn cost_2025(ps: &[P], x: usize, y: usize) -> i64 {
    let d = i64::from(ps[x].points.abs_diff(ps[y].points));
    let met = i64::from(ps[x].met.contains_key(&y));
    let bias = ps[x].balance.max(0).max((-ps[y].balance).max(0));
    d * d + 5 * met + 50i64.pow(bias.unsigned_abs())
}

fn cobra_2025(
    ps: &[P],
    active: &[usize],
    rank: &HashMap<usize, usize>,
    method: Method,
    rng: &mut ChaCha20Rng,
) -> Round {
    let mut pool = active.to_vec();
    let mut bye = None;
    if method == Method::Aesops2025 && pool.len() % 2 == 1 {
        // The bye first: the lowest-ranked player without one, else one with the fewest.
        let fewest = pool.iter().map(|&i| ps[i].byes).min().unwrap_or(0);
        let pick = pool
            .iter()
            .copied()
            .filter(|&i| ps[i].byes == fewest)
            .max_by_key(|i| rank[i]);
        if let Some(p) = pick {
            pool.retain(|&i| i != p);
            bye = Some(p);
        }
    }
    let with_bye_vertex = method == Method::Cobra2025 && pool.len() % 2 == 1;
    let nv = pool.len() + usize::from(with_bye_vertex);
    let cost = |i: usize, j: usize| -> Option<i64> {
        let (bi, bj) = (i == pool.len(), j == pool.len());
        if bi || bj {
            let p = pool[if bi { j } else { i }];
            if ps[p].byes > 0 {
                return None;
            }
            let q = i64::from(ps[p].points) + 1;
            return Some(q * q);
        }
        let (a, b) = (pool[i], pool[j]);
        let earlier = ps[a].met.get(&b);
        if earlier.is_some_and(|v| v.len() >= 2) {
            return None;
        }
        // An orientation repeating the earlier meeting is illegal.
        let legal = |corp: usize| earlier.is_none_or(|v| !v.contains(&corp));
        let best = [(a, b), (b, a)]
            .into_iter()
            .filter(|&(c, _)| legal(c))
            .map(|(c, r)| cost_2025(ps, c, r))
            .min()?;
        (best < 100).then_some(best)
    };
    let matched = max_card_min_cost(nv, cost, rng);
    let mut pairs = Vec::new();
    let mut seated = vec![false; nv];
    for (i, j) in matched {
        seated[i] = true;
        seated[j] = true;
        if i == pool.len() || j == pool.len() {
            bye = Some(pool[i.min(j)]);
        } else {
            pairs.push(sides_2025(ps, pool[i], pool[j], rng));
        }
    }
    let unpaired = (0..pool.len())
        .filter(|&i| !seated[i])
        .map(|i| pool[i])
        .collect();
    (pairs, bye, unpaired)
}

fn cobra_2024(ps: &[P], active: &[usize], rng: &mut ChaCha20Rng) -> Round {
    let pool = active.to_vec();
    let with_bye_vertex = pool.len() % 2 == 1;
    let nv = pool.len() + usize::from(with_bye_vertex);
    // Weights in sixths of a point, maximised: cost = 200 − weight ≥ 0 (×6000, rounded).
    let cost = |i: usize, j: usize| -> Option<i64> {
        let (bi, bj) = (i == pool.len(), j == pool.len());
        let w: f64 = if bi || bj {
            let p = pool[if bi { j } else { i }];
            if ps[p].byes > 0 {
                return None;
            }
            let q = f64::from(ps[p].points) + 1.0;
            -(q * q) / 6.0
        } else {
            let (a, b) = (pool[i], pool[j]);
            let earlier = ps[a].met.get(&b).map_or(0, Vec::len);
            if earlier >= 2 {
                return None;
            }
            let d = f64::from(ps[a].points) - f64::from(ps[b].points);
            let db = f64::from((ps[a].balance - ps[b].balance).unsigned_abs());
            -(d * d) / 6.0 + 8f64.powf(db / 2.0) - if earlier > 0 { 0.5 } else { 0.0 }
        };
        Some(((200.0 - w) * 6000.0).round() as i64)
    };
    let matched = max_card_min_cost(nv, cost, rng);
    let mut pairs = Vec::new();
    let mut bye = None;
    let mut seated = vec![false; nv];
    for (i, j) in matched {
        seated[i] = true;
        seated[j] = true;
        if i == pool.len() || j == pool.len() {
            bye = Some(pool[i.min(j)]);
            continue;
        }
        let (a, b) = (pool[i], pool[j]);
        // Preference by bias, else random; never the earlier meeting reversed.
        let side = match ps[a].balance.cmp(&ps[b].balance) {
            std::cmp::Ordering::Greater => (b, a),
            std::cmp::Ordering::Less => (a, b),
            std::cmp::Ordering::Equal if rng.random_bool(0.5) => (a, b),
            std::cmp::Ordering::Equal => (b, a),
        };
        pairs.push(side);
    }
    let unpaired = (0..pool.len())
        .filter(|&i| !seated[i])
        .map(|i| pool[i])
        .collect();
    (pairs, bye, unpaired)
}

/// Pairs the same state with Cobra 2025's weights and records where the two differ in points.
fn compare_same_state(
    ps: &[P],
    active: &[usize],
    rank: &HashMap<usize, usize>,
    ours: &Round,
    rng: &ChaCha20Rng,
    totals: &mut Totals,
) {
    let cobra = cobra_2025(ps, active, rank, Method::Cobra2025, &mut rng.clone());
    let sq = |r: &Round| -> u64 {
        r.0.iter()
            .map(|&(a, b)| u64::from(ps[a].points.abs_diff(ps[b].points)).pow(2))
            .sum()
    };
    let rematch = cobra.0.iter().any(|&(a, b)| ps[a].met.contains_key(&b));
    let push = cobra
        .0
        .iter()
        .any(|&(c, r)| ps[c].balance >= 1 || ps[r].balance <= -1);
    let class = if rematch {
        0
    } else if push {
        1
    } else if cobra.1 != ours.1 {
        2
    } else {
        3
    };
    let slot = &mut totals.same_state[class];
    slot[0] += sq(ours);
    slot[1] += sq(&cobra);
    slot[2] += 1;
}

fn report(size: usize, totals: &[(Method, Totals)]) {
    let per_event = |t: &Totals, x: u64| x as f64 / t.events.max(1) as f64;
    let pct = |x: u64, of: u64| 100.0 * x as f64 / of.max(1) as f64;
    println!(
        "\n### {size} players ({} events, 6–9 rounds)\n",
        totals[0].1.events
    );
    let mut header = "| metric |".to_string();
    let mut rule = "|---|".to_string();
    for (m, _) in totals {
        header.push_str(&format!(" {} |", m.name()));
        rule.push_str("---:|");
    }
    println!("{header}\n{rule}");
    type Row = (&'static str, Box<dyn Fn(&Totals) -> String>);
    let rows: Vec<Row> = vec![
        (
            "players ending at ±2 or beyond (% of players)",
            Box::new(move |t| format!("{:.2} %", pct(t.end_plus_minus_two, t.players))),
        ),
        (
            "games pushing a player outside ±1 (per event)",
            Box::new(move |t| format!("{:.3}", per_event(t, t.pushed_out))),
        ),
        (
            "same-side rematches (per event)",
            Box::new(move |t| format!("{:.3}", per_event(t, t.same_side_rematches))),
        ),
        (
            "rematches (per event)",
            Box::new(move |t| format!("{:.3}", per_event(t, t.rematches))),
        ),
        (
            "third meetings (per event)",
            Box::new(move |t| format!("{:.3}", per_event(t, t.third_meetings))),
        ),
        (
            "byes paired against byes (% of games, rounds 2+)",
            Box::new(move |t| format!("{:.2} %", pct(t.byes_vs_byes, t.pairs))),
        ),
        (
            "second byes (per event)",
            Box::new(move |t| format!("{:.3}", per_event(t, t.second_byes))),
        ),
        (
            "mean squared point difference (rounds 2+)",
            Box::new(move |t| format!("{:.3}", t.sq_points as f64 / t.pairs.max(1) as f64)),
        ),
        (
            "players left unpaired (per event)",
            Box::new(move |t| format!("{:.3}", per_event(t, t.unpaired))),
        ),
    ];
    for (name, f) in rows {
        let mut line = format!("| {name} |");
        for (_, t) in totals {
            line.push_str(&format!(" {} |", f(t)));
        }
        println!("{line}");
    }
    // Where our point differences come from: the same states paired with Cobra 2025's weights.
    let ours = &totals[0].1;
    println!("\nSame state, paired by ours and by Cobra 2025's weights (rounds 2+ of our runs):\n");
    println!("| what Cobra 2025's pairing does | rounds | Σ points² ours | Σ points² Cobra 2025 |");
    println!("|---|---:|---:|---:|");
    for (k, what) in [
        "a rematch",
        "no rematch; pushes a player outside ±1",
        "neither; another bye recipient",
        "none of these",
    ]
    .iter()
    .enumerate()
    {
        let [o, c, n] = ours.same_state[k];
        println!("| {what} | {n} | {o} | {c} |");
    }
}

fn main() -> Result<(), Box<dyn std::error::Error>> {
    let args: Vec<String> = std::env::args().skip(1).collect();
    let events: usize = args.first().map_or(Ok(500), |s| s.parse())?;
    let seed: u64 = args.get(1).map_or(Ok(2026), |s| s.parse())?;
    println!("Single-sided Swiss pairing quality: {events} events per size, seed {seed}.");
    for size in [40usize, 150] {
        let start = Instant::now();
        let mut totals: Vec<(Method, Totals)> =
            METHODS.iter().map(|&m| (m, Totals::default())).collect();
        let mut rng = ChaCha20Rng::seed_from_u64(seed ^ size as u64);
        for e in 0..events {
            // Odd and even fields: the size, or one more.
            let n = size + usize::from(rng.random_bool(0.5));
            let s = scenario(n, &mut rng);
            for (m, t) in &mut totals {
                play(&s, *m, t)?;
            }
            if (e + 1) % 50 == 0 {
                eprintln!(
                    "{size} players: {} events in {:.0} s",
                    e + 1,
                    start.elapsed().as_secs_f64()
                );
            }
        }
        report(size, &totals);
    }
    Ok(())
}
