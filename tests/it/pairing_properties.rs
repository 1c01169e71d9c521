#![allow(clippy::unwrap_used, clippy::expect_used, clippy::panic)] // test code: a failed step is a failed test

//! Property tests for Swiss pairing: completeness, determinism, and exactness against an
//! independent complete-graph reference (integer-blossom's min-weight perfect matching, and
//! brute-force enumeration for tiny fields).
//!
//! The reference re-implements the objective of spec `pairing.md` and issue 12 from scratch (it
//! shares no code with the crate): lexicographic (byes the bye's recipient already had,
//! rematches, meetings beyond the second, side violations, bye moved up, Σ points²,
//! Σ |key difference|). `check_outcome` also checks the bye rule directly: the bye goes to a
//! player with the fewest byes, and to one ranked above the lowest of them only when that
//! lowers the rematches, repeated meetings or side violations (the reference's optimum with the
//! bye forced to the lowest-ranked player is then strictly worse).
//!
//! Single-sided Swiss (issue 18) has its own order: (byes the recipient had, meetings beyond
//! the second, players pushed outside ±1 with the sides the pair gets — a rematch's sides are
//! its latest meeting's reversed —, rematches, bye moved up, Σ points², pairs of two players
//! who both had a bye, Σ |key difference|); its bye moves up only to avoid a third meeting, a
//! side violation or a rematch.

use integer_blossom::min_weight_perfect_matching;
use netrunner_to::engine::PlayerId;
use netrunner_to::engine::swiss::bench_support::simulate_event;
use netrunner_to::engine::swiss::{
    CandidateOptions, PairingCost, PairingMode, PairingOutcome, PairingPlayer, PairingRequest,
    SwissSideReason, pair_round, pair_round_with_options, pair_round_with_tiebreak, tiebreak_keys,
};
use proptest::prelude::*;
use rand::{RngExt, SeedableRng};
use rand_chacha::ChaCha20Rng;
use std::collections::{HashMap, HashSet};

// ---------------------------------------------------------------------------------------------
// Independent reference
// ---------------------------------------------------------------------------------------------

/// Number of lexicographic terms (the last is the key distance).
const TERMS: usize = 8;

/// The terms in priority order, as indices of the per-edge arrays: v3.2 and half draft.
const V32_ORDER: [usize; TERMS] = [0, 1, 2, 3, 4, 5, 6, 7];
/// Single-sided Swiss: earlier byes, meetings beyond the second, side, rematch, bye moved up,
/// points², byes meeting, key distance.
const SSS_ORDER: [usize; TERMS] = [0, 2, 3, 1, 4, 5, 6, 7];

/// Per-edge terms: (earlier byes, rematch, meetings beyond the first, side, bye moved up,
/// points², both had a bye (single-sided Swiss), key distance). Vertex `n` is the dummy.
pub(crate) struct Reference {
    n: usize,
    terms: Vec<[u64; TERMS]>,
    order: [usize; TERMS],
}

/// Whether a balance moving from `old` to `new` leaves ±1 (further from zero).
fn pushed_out(old: i32, new: i32) -> bool {
    new.abs() > 1 && new.abs() > old.abs()
}

impl Reference {
    pub(crate) fn new(req: &PairingRequest<'_>, keys: &[u32]) -> Self {
        let p = req.players;
        let n = p.len();
        let nv = n + n % 2;
        let mut met: HashMap<(PlayerId, PlayerId), u64> = HashMap::new();
        for &(a, b) in req.previous {
            *met.entry((a, b)).or_insert(0) += 1;
            if a != b {
                *met.entry((b, a)).or_insert(0) += 1;
            }
        }
        let sss = req.mode == PairingMode::SingleSidedSwiss;
        // Single-sided Swiss: the Corp of each pair's latest meeting with known sides.
        let mut last_corp: HashMap<(PlayerId, PlayerId), PlayerId> = HashMap::new();
        if sss {
            for &(c, r) in req.sides {
                if met.contains_key(&(c, r)) {
                    last_corp.insert((c, r), c);
                    last_corp.insert((r, c), c);
                }
            }
        }
        // Bye moved up: players with as many byes who rank below.
        let moved_up: Vec<u64> = (0..n)
            .map(|i| {
                p.iter()
                    .filter(|x| x.byes == p[i].byes && x.rank > p[i].rank)
                    .count() as u64
            })
            .collect();
        let single = req.mode != PairingMode::DoubleSided;
        let mut terms = vec![[0u64; TERMS]; nv * nv];
        for i in 0..nv {
            for j in 0..nv {
                if i == j {
                    continue;
                }
                let t = if i == n || j == n {
                    let b = if i == n { j } else { i };
                    [u64::from(p[b].byes), 0, 0, 0, moved_up[b], 0, 0, 0]
                } else {
                    let (a, b) = (&p[i], &p[j]);
                    let d = u64::from(a.points.abs_diff(b.points));
                    let side = match last_corp.get(&(a.id, b.id)) {
                        // A rematch's sides are forced: the latest meeting reversed.
                        Some(&c) => {
                            let (corp, runner) = if c == a.id { (b, a) } else { (a, b) };
                            u64::from(pushed_out(corp.side_balance, corp.side_balance + 1))
                                + u64::from(pushed_out(
                                    runner.side_balance,
                                    runner.side_balance - 1,
                                ))
                        }
                        None => u64::from(
                            single
                                && a.side_balance != 0
                                && a.side_balance.signum() == b.side_balance.signum(),
                        ),
                    };
                    let m = met.get(&(a.id, b.id)).copied().unwrap_or(0);
                    [
                        0,
                        u64::from(m > 0),
                        m.saturating_sub(1),
                        side,
                        0,
                        d * d,
                        u64::from(sss && a.byes > 0 && b.byes > 0),
                        u64::from(keys[i].abs_diff(keys[j])),
                    ]
                };
                terms[i * nv + j] = t;
            }
        }
        let order = if sss { SSS_ORDER } else { V32_ORDER };
        Reference { n, terms, order }
    }

    fn nv(&self) -> usize {
        self.n + self.n % 2
    }

    pub(crate) fn cost(&self, mate: &[usize]) -> PairingCost {
        let nv = self.nv();
        let mut sum = [0u64; TERMS];
        for (i, &j) in mate.iter().enumerate() {
            if i < j {
                let t = self.terms[i * nv + j];
                for k in 0..TERMS {
                    sum[k] += t[k];
                }
            }
        }
        PairingCost {
            earlier_byes: sum[0] as u32,
            rematches: sum[1] as u32,
            repeat_meetings: sum[2] as u32,
            side_violations: sum[3] as u32,
            bye_moved_up: sum[4] as u32,
            point_cost: sum[5],
            byes_meeting: sum[6] as u32,
            tiebreak: sum[7],
        }
    }

    /// A cost's terms in this reference's priority order (compare these lexicographically).
    pub(crate) fn key(&self, c: &PairingCost) -> [u64; TERMS] {
        let by_index = [
            u64::from(c.earlier_byes),
            u64::from(c.rematches),
            u64::from(c.repeat_meetings),
            u64::from(c.side_violations),
            u64::from(c.bye_moved_up),
            c.point_cost,
            u64::from(c.byes_meeting),
            c.tiebreak,
        ];
        self.order.map(|k| by_index[k])
    }

    /// Optimum via integer-blossom on the complete graph with lexicographic i128 weights.
    pub(crate) fn blossom(&self) -> (PairingCost, Vec<usize>) {
        let nv = self.nv();
        if nv == 0 {
            return (PairingCost::default(), Vec::new());
        }
        // Radix per term: one more than the largest possible sum over a perfect matching.
        let ne = (nv / 2) as u64;
        let mut radix = [0u64; TERMS];
        for t in &self.terms {
            for k in 0..TERMS {
                radix[k] = radix[k].max(t[k]);
            }
        }
        let radix: Vec<i128> = radix.iter().map(|&m| i128::from(m * ne + 1)).collect();
        // unit[k] belongs to term index k; priorities follow `order` (first = highest).
        let mut unit = [1i128; TERMS];
        for pos in (0..TERMS - 1).rev() {
            let (k, below) = (self.order[pos], self.order[pos + 1]);
            unit[k] = unit[below].checked_mul(radix[below]).unwrap();
        }
        let top = self.order[0];
        assert!(unit[top].checked_mul(radix[top]).unwrap() < i128::MAX / 1024);
        let cost: Vec<i128> = self
            .terms
            .iter()
            .map(|t| (0..TERMS).map(|k| i128::from(t[k]) * unit[k]).sum())
            .collect();
        let mate = min_weight_perfect_matching(&cost, nv);
        (self.cost(&mate), mate)
    }

    /// Lexicographic optimum by enumerating every perfect matching (tiny fields only).
    fn brute_force(&self) -> PairingCost {
        fn rec(r: &Reference, mate: &mut Vec<usize>, best: &mut Option<PairingCost>) {
            let Some(i) = mate.iter().position(|&m| m == usize::MAX) else {
                let c = r.cost(mate);
                if best.is_none_or(|b| r.key(&c) < r.key(&b)) {
                    *best = Some(c);
                }
                return;
            };
            for j in i + 1..mate.len() {
                if mate[j] == usize::MAX {
                    mate[i] = j;
                    mate[j] = i;
                    rec(r, mate, best);
                    mate[i] = usize::MAX;
                    mate[j] = usize::MAX;
                }
            }
        }
        let mut best = None;
        rec(self, &mut vec![usize::MAX; self.nv()], &mut best);
        best.unwrap_or_default()
    }
}

// ---------------------------------------------------------------------------------------------
// Checks shared by the tests
// ---------------------------------------------------------------------------------------------

/// Recomputes the outcome's cost, rematch list and side violations from its pairs and checks
/// completeness; returns the recomputed cost.
fn check_outcome(req: &PairingRequest<'_>, keys: &[u32], out: &PairingOutcome) -> PairingCost {
    let index: HashMap<PlayerId, usize> = req
        .players
        .iter()
        .enumerate()
        .map(|(i, p)| (p.id, i))
        .collect();
    let n = req.players.len();
    let mut mate = vec![usize::MAX; n + n % 2];
    let mut count = 0;
    for &(a, b) in &out.pairs {
        let (i, j) = (index[&a], index[&b]);
        assert!(
            mate[i] == usize::MAX && mate[j] == usize::MAX,
            "player paired twice"
        );
        mate[i] = j;
        mate[j] = i;
        count += 2;
    }
    assert_eq!(out.bye.is_some(), n % 2 == 1, "bye iff odd");
    if let Some(b) = out.bye {
        let i = index[&b];
        assert_eq!(mate[i], usize::MAX, "bye player also paired");
        mate[i] = n;
        mate[n] = i;
        count += 1;
    }
    assert_eq!(count, n, "every player exactly once");

    let met: HashSet<(PlayerId, PlayerId)> = req
        .previous
        .iter()
        .flat_map(|&(a, b)| [(a, b), (b, a)])
        .collect();
    let rematches: Vec<(PlayerId, PlayerId)> = out
        .pairs
        .iter()
        .copied()
        .filter(|p| met.contains(p))
        .collect();
    assert_eq!(out.rematches, rematches);

    if req.mode != PairingMode::DoubleSided {
        // Single-sided Swiss: the Corp of each pair's latest meeting with known sides.
        let mut last_corp: HashMap<(PlayerId, PlayerId), PlayerId> = HashMap::new();
        if req.mode == PairingMode::SingleSidedSwiss {
            for &(c, r) in req.sides {
                if met.contains(&(c, r)) {
                    last_corp.insert((c, r), c);
                    last_corp.insert((r, c), c);
                }
            }
        }
        assert_eq!(out.side_reasons.len(), out.pairs.len());
        let mut pushed = Vec::new();
        for (&(corp, runner), &why) in out.pairs.iter().zip(&out.side_reasons) {
            let (bc, br) = (
                req.players[index[&corp]].side_balance,
                req.players[index[&runner]].side_balance,
            );
            if let Some(&earlier) = last_corp.get(&(corp, runner)) {
                assert_eq!(earlier, runner, "a rematch reverses the earlier sides");
                assert_eq!(why, SwissSideReason::EarlierMeetingReversed);
            } else if bc == br {
                let (kc, kr) = (keys[index[&corp]], keys[index[&runner]]);
                assert!(
                    kc < kr
                        || (kc == kr
                            && req.players[index[&corp]].rank < req.players[index[&runner]].rank),
                    "coin flip by key, then rank"
                );
                assert_eq!(why, SwissSideReason::CoinFlip);
            } else {
                assert!(bc < br, "the player with more Corp games must play Runner");
                assert_eq!(why, SwissSideReason::SideBalance);
            }
            if pushed_out(bc, bc + 1) {
                pushed.push(corp);
            }
            if pushed_out(br, br - 1) {
                pushed.push(runner);
            }
        }
        let mut got = out.side_violations.clone();
        got.sort();
        pushed.sort();
        assert_eq!(got, pushed);
        assert_eq!(out.cost.side_violations as usize, pushed.len());
    } else {
        let rank = |p: PlayerId| req.players[index[&p]].rank;
        for &(a, b) in &out.pairs {
            assert!(rank(a) < rank(b), "double-sided pairs are (higher, lower)");
        }
        assert!(out.side_violations.is_empty());
        assert!(out.side_reasons.is_empty());
    }
    if let Some(bye) = out.bye {
        if req.mode == PairingMode::SingleSidedSwiss {
            let chosen = (
                out.cost.repeat_meetings,
                out.cost.side_violations,
                out.cost.rematches,
            );
            check_bye_rule_single_sided(req, bye, chosen);
        } else {
            let chosen = (
                out.cost.rematches,
                out.cost.repeat_meetings,
                out.cost.side_violations,
            );
            check_bye_rule(req, bye, chosen);
        }
    }
    Reference::new(req, keys).cost(&mate)
}

/// The bye rule, checked directly: the bye goes to a player with the fewest byes; to one who
/// is not the lowest-ranked of them only if giving it to the lowest-ranked would make the best
/// pairing of the others strictly worse in (rematches, repeated meetings, side violations).
/// `chosen` is that triple for the pairing that was made.
pub(crate) fn check_bye_rule(req: &PairingRequest<'_>, bye: PlayerId, chosen: (u32, u32, u32)) {
    let p = req.players;
    let fewest = p.iter().map(|x| x.byes).min().unwrap();
    let recipient = p.iter().find(|x| x.id == bye).unwrap();
    assert_eq!(
        recipient.byes, fewest,
        "the bye went to a player with {} byes while another had {fewest}",
        recipient.byes
    );
    let lowest = p
        .iter()
        .filter(|x| x.byes == fewest)
        .max_by_key(|x| x.rank)
        .unwrap();
    if lowest.id == bye {
        return;
    }
    // The best pairing of everyone else with the bye forced to the lowest-ranked player.
    let others: Vec<PairingPlayer> = p.iter().copied().filter(|x| x.id != lowest.id).collect();
    // The keys only order equal pairings; the terms compared here do not depend on them.
    let other_keys = vec![0u32; others.len()];
    let forced = PairingRequest {
        players: &others,
        ..*req
    };
    let (best, _) = Reference::new(&forced, &other_keys).blossom();
    assert!(
        (best.rematches, best.repeat_meetings, best.side_violations) > chosen,
        "the bye moved up from {} to {} without avoiding a rematch, a repeated meeting or a side \
         violation ({best:?} vs {chosen:?})",
        lowest.id,
        bye
    );
}

/// The bye rule of single-sided Swiss, checked directly: the bye goes to the lowest-ranked
/// player with the fewest byes, unless that would force more (third meetings, players pushed
/// outside ±1, rematches) than the pairing made (`chosen`, in that order).
pub(crate) fn check_bye_rule_single_sided(
    req: &PairingRequest<'_>,
    bye: PlayerId,
    chosen: (u32, u32, u32),
) {
    let p = req.players;
    let fewest = p.iter().map(|x| x.byes).min().unwrap();
    let recipient = p.iter().find(|x| x.id == bye).unwrap();
    assert_eq!(
        recipient.byes, fewest,
        "a second bye while someone has fewer"
    );
    let lowest = p
        .iter()
        .filter(|x| x.byes == fewest)
        .max_by_key(|x| x.rank)
        .unwrap();
    if lowest.id == bye {
        return;
    }
    let others: Vec<PairingPlayer> = p.iter().copied().filter(|x| x.id != lowest.id).collect();
    let forced = PairingRequest {
        players: &others,
        ..*req
    };
    let (best, _) = Reference::new(&forced, &vec![0u32; others.len()]).blossom();
    assert!(
        (best.repeat_meetings, best.side_violations, best.rematches) > chosen,
        "the bye moved up from {} to {} without avoiding a third meeting, a side violation or \
         a rematch ({best:?} vs {chosen:?})",
        lowest.id,
        bye
    );
}

/// Pairs with `options` and checks the result against the references.
fn check_exact(req: &PairingRequest<'_>, keys: &[u32], options: &CandidateOptions, brute: bool) {
    let out = pair_round_with_options(req, keys, options).unwrap();
    assert_eq!(
        out.stats.fallbacks, 0,
        "solver fell back to the complete graph"
    );
    let recomputed = check_outcome(req, keys, &out);
    assert_eq!(out.cost, recomputed, "reported cost matches the pairs");
    let reference = Reference::new(req, keys);
    let (best, _) = reference.blossom();
    assert_eq!(
        reference.key(&out.cost),
        reference.key(&best),
        "optimum of the complete graph (integer-blossom)"
    );
    if best.rematches == 0 {
        assert!(out.rematches.is_empty());
    }
    if best.side_violations == 0 {
        assert!(out.side_violations.is_empty());
    }
    if brute {
        assert_eq!(
            reference.key(&best),
            reference.key(&reference.brute_force()),
            "reference agrees with brute force"
        );
    }
}

// ---------------------------------------------------------------------------------------------
// Random events
// ---------------------------------------------------------------------------------------------

#[derive(Clone, Debug)]
struct Instance {
    players: Vec<PairingPlayer>,
    previous: Vec<(PlayerId, PlayerId)>,
    mode: PairingMode,
    sides: Vec<(PlayerId, PlayerId)>,
    keys: Vec<u32>,
}

impl Instance {
    fn request(&self) -> PairingRequest<'_> {
        PairingRequest {
            players: &self.players,
            previous: &self.previous,
            mode: self.mode,
            sides: &self.sides,
        }
    }
}

/// A random field: clustered points (score groups), random earlier meetings (some repeated),
/// random byes (0, 1 or 2) and
/// side balances, random tiebreak keys (with ties when `key_range` is small), random order;
/// single-sided Swiss: random sides for most earlier meetings (some left unknown).
fn instance(
    n: usize,
    mode: PairingMode,
    density: u32,
    groups: u32,
    key_range: u32,
    seed: u64,
) -> Instance {
    let mut rng = ChaCha20Rng::seed_from_u64(seed);
    let single = mode != PairingMode::DoubleSided;
    let mut players: Vec<PairingPlayer> = (0..n)
        .map(|i| PairingPlayer {
            id: PlayerId(1000 + i as u32 * 7),
            points: 3 * rng.random_range(0..groups) + u32::from(rng.random_range(0..10u32) == 0),
            rank: 0,
            byes: rng.random_range(0..6u32).saturating_sub(3),
            side_balance: if single { rng.random_range(-2..=2) } else { 0 },
        })
        .collect();
    let tiebreak: Vec<u32> = (0..n).map(|_| rng.random()).collect();
    let mut order: Vec<usize> = (0..n).collect();
    order.sort_by_key(|&i| (std::cmp::Reverse(players[i].points), tiebreak[i], i));
    for (rank, &i) in order.iter().enumerate() {
        players[i].rank = rank;
    }
    let mut previous = Vec::new();
    for i in 0..n {
        for j in i + 1..n {
            if rng.random_range(0..100u32) < density {
                previous.push((players[i].id, players[j].id));
                // Tiny events meet again: second and third meetings.
                while rng.random_range(0..3u32) == 0 {
                    previous.push((players[j].id, players[i].id));
                }
            }
        }
    }
    let mut sides = Vec::new();
    if mode == PairingMode::SingleSidedSwiss {
        for &(a, b) in &previous {
            match rng.random_range(0..5u32) {
                0 => {}
                1 | 2 => sides.push((a, b)),
                _ => sides.push((b, a)),
            }
        }
    }
    let keys = (0..n)
        .map(|_| rng.random_range(0..key_range.max(1)))
        .collect();
    Instance {
        players,
        previous,
        mode,
        sides,
        keys,
    }
}

fn mode_strategy() -> impl Strategy<Value = PairingMode> {
    prop_oneof![
        Just(PairingMode::DoubleSided),
        Just(PairingMode::SingleSided),
        Just(PairingMode::SingleSidedSwiss),
    ]
}

fn options_strategy() -> impl Strategy<Value = CandidateOptions> {
    prop_oneof![
        Just(CandidateOptions::default()),
        (1usize..4, 0usize..3, 0usize..8, 1usize..4, 1usize..6).prop_map(
            |(neighbours, lower_groups, lower_players, bye_candidates, max_solves)| {
                CandidateOptions {
                    neighbours,
                    lower_groups,
                    lower_players,
                    bye_candidates,
                    max_solves,
                }
            }
        ),
    ]
}

proptest! {
    #![proptest_config(ProptestConfig { cases: 300, ..ProptestConfig::default() })]

    /// Sizes 2..40, both modes, any candidate tuning: complete, consistent, and the optimum of
    /// the complete graph.
    #[test]
    fn pairing_is_the_complete_graph_optimum(
        n in 2usize..=40,
        mode in mode_strategy(),
        density in 0u32..60,
        groups in 1u32..8,
        key_range in prop_oneof![Just(4u32), Just(1000u32)],
        seed in any::<u64>(),
        options in options_strategy(),
    ) {
        let inst = instance(n, mode, density, groups, key_range, seed);
        check_exact(&inst.request(), &inst.keys, &options, false);
    }

    /// Tiny fields: also equal to brute-force enumeration of every pairing.
    #[test]
    fn tiny_pairings_match_brute_force(
        n in 1usize..=10,
        mode in mode_strategy(),
        density in 0u32..80,
        groups in 1u32..4,
        seed in any::<u64>(),
        options in options_strategy(),
    ) {
        let inst = instance(n, mode, density, groups, 20, seed);
        check_exact(&inst.request(), &inst.keys, &options, true);
    }

    /// The same generator state gives the same pairing, whatever the input order; the keys
    /// `pair_round` draws are the ones `tiebreak_keys` returns.
    #[test]
    fn same_seed_same_pairing(
        n in 2usize..=40,
        mode in mode_strategy(),
        density in 0u32..40,
        seed in any::<u64>(),
        rng_seed in any::<u64>(),
    ) {
        let inst = instance(n, mode, density, 5, 1000, seed);
        let req = inst.request();
        let a = pair_round(&req, &mut ChaCha20Rng::seed_from_u64(rng_seed)).unwrap();
        let b = pair_round(&req, &mut ChaCha20Rng::seed_from_u64(rng_seed)).unwrap();
        prop_assert_eq!(&a, &b);
        let mut shuffled = inst.players.clone();
        shuffled.reverse();
        let req2 = PairingRequest { players: &shuffled, ..req };
        let c = pair_round(&req2, &mut ChaCha20Rng::seed_from_u64(rng_seed)).unwrap();
        prop_assert_eq!(&a, &c);
        let keys = tiebreak_keys(&inst.players, &mut ChaCha20Rng::seed_from_u64(rng_seed));
        let d = pair_round_with_tiebreak(&req, &keys).unwrap();
        prop_assert_eq!(&a, &d);
    }
}

/// Single-sided: with every balance within ±1 and no earlier meetings, a pairing that keeps
/// everyone within ±1 exists exactly when the +1s and −1s can be matched against each other
/// and the zeros; nobody is pushed out then.
#[test]
fn single_sided_keeps_everyone_within_one_when_possible() {
    for seed in 0..200u64 {
        let mut rng = ChaCha20Rng::seed_from_u64(seed);
        let n = rng.random_range(2..=30usize);
        let mut inst = instance(n, PairingMode::SingleSided, 0, 4, 1000, seed);
        for p in &mut inst.players {
            p.side_balance = rng.random_range(-1..=1);
        }
        let plus = inst.players.iter().filter(|p| p.side_balance > 0).count();
        let minus = inst.players.iter().filter(|p| p.side_balance < 0).count();
        let zero = n - plus - minus;
        // Each +1 needs a −1 or a 0 partner (or the bye), and likewise each −1.
        let byes = n % 2;
        let possible = plus.abs_diff(minus) <= zero + byes;
        let out = pair_round(&inst.request(), &mut rng).unwrap();
        assert_eq!(out.side_violations.is_empty(), possible, "seed {seed}");
    }
}

// ---------------------------------------------------------------------------------------------
// Bigger deterministic events (the sparse / widening / certificate path)
// ---------------------------------------------------------------------------------------------

fn big_check(
    mode: PairingMode,
    seed: u64,
    engineer: bool,
    options: &CandidateOptions,
) -> PairingOutcome {
    let mut event = simulate_event(300, 5, mode, seed).unwrap();
    if engineer {
        // Everybody in the top score groups (at least 40 players) has already met everybody
        // else there: the leaders must all float down past several whole groups, far outside
        // the first candidate graph.
        let mut pts: Vec<u32> = event.players.iter().map(|p| p.points).collect();
        pts.sort_unstable_by(|a, b| b.cmp(a));
        let cutoff = pts[39];
        let top: Vec<PlayerId> = event
            .players
            .iter()
            .filter(|p| p.points >= cutoff)
            .map(|p| p.id)
            .collect();
        for (i, &a) in top.iter().enumerate() {
            for &b in &top[i + 1..] {
                event.previous.push((a, b));
            }
        }
    }
    let req = event.request();
    let keys = tiebreak_keys(
        &event.players,
        &mut ChaCha20Rng::seed_from_u64(seed ^ 0xABCD),
    );
    let out = pair_round_with_options(&req, &keys, options).unwrap();
    assert_eq!(
        out.stats.fallbacks, 0,
        "solver fell back to the complete graph"
    );
    let recomputed = check_outcome(&req, &keys, &out);
    assert_eq!(out.cost, recomputed);
    let (best, _) = Reference::new(&req, &keys).blossom();
    assert_eq!(
        out.cost, best,
        "300 players, {mode:?}, seed {seed}, engineered {engineer}"
    );
    out
}

#[test]
fn three_hundred_players_after_five_rounds_match_the_reference() {
    let out = big_check(
        PairingMode::DoubleSided,
        1,
        false,
        &CandidateOptions::default(),
    );
    assert_eq!(out.cost.rematches, 0);
    let out = big_check(
        PairingMode::SingleSided,
        2,
        false,
        &CandidateOptions::default(),
    );
    assert_eq!(out.cost.rematches, 0);
}

#[test]
fn rematch_clique_forces_the_certificate_to_add_edges() {
    let out = big_check(
        PairingMode::DoubleSided,
        3,
        true,
        &CandidateOptions::default(),
    );
    assert_eq!(out.cost.rematches, 0);
    assert!(
        out.stats.solves > 1,
        "the first candidate graph should not be enough: {:?}",
        out.stats
    );
    assert!(out.stats.added_edges > 0);
}

#[test]
fn minimal_candidate_graph_still_reaches_the_optimum() {
    let minimal = CandidateOptions {
        neighbours: 1,
        lower_groups: 0,
        lower_players: 0,
        bye_candidates: 1,
        max_solves: 1000,
    };
    let out = big_check(PairingMode::DoubleSided, 4, false, &minimal);
    assert!(out.stats.solves > 1, "{:?}", out.stats);
    big_check(PairingMode::SingleSided, 5, true, &minimal);
}
