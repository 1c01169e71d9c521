//! Forming the pods of a round.
//!
//! The units placed are players (NAPD) or teams (The Big Sell-Out). A round splits them into
//! pods of the sizes [`pod_sizes`] gives, choosing (NAPD) each pod's Corp. Arrangements are
//! compared lexicographically, per pod and summed:
//!
//! 1. Runners sharing an identity (by title) in one pod (NAPD) — must be 0, else an error;
//! 2. the Corps' earlier Corp games (NAPD): the players who have been Corp least are Corp, so
//!    Corp duty is spread as evenly as possible;
//! 3. repeat meetings: pairs of players (teams) who shared a pod before, counted per meeting;
//! 4. (NAPD) among equally due Corps, the one who has been Runner most;
//! 5. score groups: the sum over pod-mates of the squared difference of their points, as in
//!    Swiss pairing;
//!
//! then random among equals (the units are shuffled with the event's generator first). Up to
//! [`EXHAUSTIVE_LIMIT`] possible arrangements the search is exhaustive (branch and bound), so
//! the result is optimal; above it a hill climb over swaps of two units with random restarts
//! gives a starting arrangement that a branch and bound of at most [`SEARCH_BUDGET`] nodes then
//! tries to improve (when it finishes within the budget, the result is optimal too).

use crate::engine::rng::EventRng;
use rand::seq::SliceRandom;
use std::collections::HashMap;

/// Arrangements up to this many are searched exhaustively.
pub const EXHAUSTIVE_LIMIT: u128 = 200_000;
/// Above the limit: search nodes the branch and bound may visit after the hill climb.
pub const SEARCH_BUDGET: u64 = 400_000;

/// One unit to place.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Unit {
    /// Player id (NAPD) or team id (The Big Sell-Out).
    pub id: u32,
    /// Tournament points so far.
    pub points: u32,
    /// Position in the standings (0 = first); round 1: a random order.
    pub rank: usize,
    /// NAPD: games as Corp so far. The Big Sell-Out: games seated as team 1.
    pub corp_games: u32,
    /// NAPD: games as Runner so far. The Big Sell-Out: other games.
    pub runner_games: u32,
    /// NAPD: the Runner identity's key ([`identity_key`](super::identity_key)).
    pub identity: Option<String>,
}

/// A round to form.
#[derive(Clone, Debug)]
pub struct Problem {
    /// The units to place.
    pub units: Vec<Unit>,
    /// How often two units (by id, smaller first) shared a pod before.
    pub meetings: HashMap<(u32, u32), u32>,
    /// Largest pod (NAPD: K + 1 players; Big Sell-Out: teams per pod).
    pub max_size: usize,
    /// Smallest pod unless only fewer units remain (NAPD: 3 players; Big Sell-Out: 2 teams).
    pub min_size: usize,
    /// NAPD: each pod gets a Corp and identities must differ among its Runners.
    pub napd: bool,
}

/// The pods formed.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Plan {
    /// Unit ids per pod, best pod first. NAPD: the Corp first, then the Runners clockwise.
    /// The Big Sell-Out: the teams in seating order.
    pub pods: Vec<Vec<u32>>,
    /// Pairs of units who meet again (smaller id first).
    pub repeats: Vec<(u32, u32)>,
}

/// The pod sizes for `n` units: as few pods of at most `max` as possible, sizes as even as
/// possible (so some pods have one unit fewer); if that leaves a pod below `min`, one pod fewer
/// (so some pods have one unit more than `max`). `n` below `min` gives one pod of `n` (NAPD: only
/// two players remain). Fewer than 2 units is an error.
pub fn pod_sizes(n: usize, max: usize, min: usize) -> Result<Vec<usize>, PodError> {
    if n < 2 {
        return Err(PodError::TooFew { units: n });
    }
    let max = max.max(2);
    let mut g = n.div_ceil(max);
    if n / g < min {
        g = (n / min).max(1);
    }
    let base = n / g;
    let extra = n % g;
    Ok((0..g)
        .map(|i| if i < extra { base + 1 } else { base })
        .collect())
}

/// Number of ways to split `n` units into pods of these sizes (pods of equal size are
/// interchangeable); `None` if it is astronomically large.
pub fn arrangements(sizes: &[usize]) -> Option<u128> {
    let n: usize = sizes.iter().sum();
    if n > 30 {
        return None;
    }
    let fact = |k: usize| (1..=k as u128).product::<u128>();
    let mut denom: u128 = 1;
    for s in sizes {
        denom = denom.checked_mul(fact(*s))?;
    }
    let mut counts: HashMap<usize, usize> = HashMap::new();
    for s in sizes {
        *counts.entry(*s).or_default() += 1;
    }
    for c in counts.values() {
        denom = denom.checked_mul(fact(*c))?;
    }
    // n! may overflow for n > 34; n <= 30 here.
    Some(fact(n) / denom)
}

/// Lexicographic cost of a pod or a whole arrangement (see the module docs).
type Cost = [u64; 5];

fn add(a: Cost, b: Cost) -> Cost {
    [
        a[0] + b[0],
        a[1] + b[1],
        a[2] + b[2],
        a[3] + b[3],
        a[4] + b[4],
    ]
}

struct Ctx<'a> {
    p: &'a Problem,
    max_runner: u64,
}

impl Ctx<'_> {
    fn met(&self, a: usize, b: usize) -> u64 {
        let (x, y) = (self.p.units[a].id, self.p.units[b].id);
        let key = if x <= y { (x, y) } else { (y, x) };
        u64::from(self.p.meetings.get(&key).copied().unwrap_or(0))
    }

    fn clashes_without(&self, pod: &[usize], corp: Option<usize>) -> u64 {
        let mut n = 0;
        for (i, &a) in pod.iter().enumerate() {
            if Some(a) == corp {
                continue;
            }
            for &b in &pod[i + 1..] {
                if Some(b) == corp {
                    continue;
                }
                if let (Some(x), Some(y)) = (&self.p.units[a].identity, &self.p.units[b].identity)
                    && x == y
                {
                    n += 1;
                }
            }
        }
        n
    }

    /// The pod's cost and (NAPD) its best Corp (index into `pod`).
    fn pod_cost(&self, pod: &[usize]) -> (Cost, usize) {
        let mut repeats = 0;
        let mut spread = 0;
        for (i, &a) in pod.iter().enumerate() {
            for &b in &pod[i + 1..] {
                repeats += self.met(a, b);
                let d = u64::from(self.p.units[a].points.abs_diff(self.p.units[b].points));
                spread += d * d;
            }
        }
        if !self.p.napd {
            return ([0, 0, repeats, 0, spread], 0);
        }
        let mut best: Option<([u64; 3], usize)> = None;
        for (k, &c) in pod.iter().enumerate() {
            let u = &self.p.units[c];
            let key = [
                self.clashes_without(pod, Some(c)),
                u64::from(u.corp_games),
                self.max_runner - u64::from(u.runner_games).min(self.max_runner),
            ];
            if best.is_none_or(|(b, _)| key < b) {
                best = Some((key, k));
            }
        }
        let (key, k) = best.unwrap_or(([0, 0, 0], 0));
        ([key[0], key[1], repeats, key[2], spread], k)
    }

    fn total(&self, pods: &[Vec<usize>]) -> Cost {
        pods.iter()
            .fold([0; 5], |acc, p| add(acc, self.pod_cost(p).0))
    }
}

/// Forms the pods of a round. The error names an identity clash that cannot be avoided.
pub fn plan(problem: &Problem, rng: &mut EventRng) -> Result<Plan, PodError> {
    let n = problem.units.len();
    let sizes = pod_sizes(n, problem.max_size, problem.min_size)?;
    let ctx = Ctx {
        p: problem,
        max_runner: problem
            .units
            .iter()
            .map(|u| u64::from(u.runner_games))
            .max()
            .unwrap_or(0),
    };
    // Random order first: ties among equally good arrangements fall randomly.
    let mut order: Vec<usize> = (0..n).collect();
    order.shuffle(rng.rng());
    let pods = match arrangements(&sizes) {
        Some(count) if count <= EXHAUSTIVE_LIMIT => {
            exhaustive(&ctx, &sizes, &order, None, u64::MAX)
        }
        _ => {
            // A good arrangement first, then a bounded branch and bound that may improve it.
            let start = hill_climb(&ctx, &sizes, rng);
            exhaustive(&ctx, &sizes, &order, Some(start), SEARCH_BUDGET)
        }
    };
    let cost = ctx.total(&pods);
    if cost[0] > 0 {
        return Err(PodError::IdentityClash {
            clashes: clashes(&ctx, &pods),
        });
    }
    finish(&ctx, pods, rng)
}

/// Why the pods of a round cannot be formed.
#[derive(Debug, Clone, PartialEq, Eq, thiserror::Error)]
pub enum PodError {
    /// Fewer than two units.
    TooFew {
        /// The units there are.
        units: usize,
    },
    /// Two Runners of one identity would share a pod whatever the arrangement.
    IdentityClash {
        /// The units (ids) that would share a pod, and their identity.
        clashes: Vec<(u32, u32, String)>,
    },
}

/// The pairs of one identity sharing a pod in `pods`.
fn clashes(ctx: &Ctx<'_>, pods: &[Vec<usize>]) -> Vec<(u32, u32, String)> {
    let mut parts = Vec::new();
    for pod in pods {
        let (_, k) = ctx.pod_cost(pod);
        let corp = pod.get(k).copied();
        for (i, &a) in pod.iter().enumerate() {
            for &b in &pod[i + 1..] {
                if Some(a) == corp || Some(b) == corp {
                    continue;
                }
                if let (Some(x), Some(y)) = (&ctx.p.units[a].identity, &ctx.p.units[b].identity)
                    && x == y
                {
                    parts.push((ctx.p.units[a].id, ctx.p.units[b].id, x.clone()));
                }
            }
        }
    }
    parts
}

/// Orders the pods (best first), puts each NAPD Corp first and shuffles the Runners' seats;
/// seats Big Sell-Out teams by how often they sat first (fewest first, ties random).
fn finish(ctx: &Ctx<'_>, mut pods: Vec<Vec<usize>>, rng: &mut EventRng) -> Result<Plan, PodError> {
    let units = &ctx.p.units;
    let mut repeats = Vec::new();
    for pod in &mut pods {
        for (i, &a) in pod.iter().enumerate() {
            for &b in &pod[i + 1..] {
                if ctx.met(a, b) > 0 {
                    let (x, y) = (units[a].id, units[b].id);
                    repeats.push(if x <= y { (x, y) } else { (y, x) });
                }
            }
        }
        if ctx.p.napd {
            let (_, k) = ctx.pod_cost(pod);
            let corp = pod.remove(k);
            pod.shuffle(rng.rng());
            pod.insert(0, corp);
        } else {
            pod.shuffle(rng.rng());
            pod.sort_by_key(|&u| units[u].corp_games);
        }
    }
    let key = |pod: &Vec<usize>| {
        let best = pod.iter().map(|&u| units[u].points).max().unwrap_or(0);
        let rank = pod.iter().map(|&u| units[u].rank).min().unwrap_or(0);
        (std::cmp::Reverse(best), rank)
    };
    pods.sort_by_key(key);
    repeats.sort_unstable();
    Ok(Plan {
        pods: pods
            .into_iter()
            .map(|p| p.into_iter().map(|u| units[u].id).collect())
            .collect(),
        repeats,
    })
}

// ----- exhaustive search -------------------------------------------------------------------

struct Search<'a, 'b> {
    ctx: &'a Ctx<'b>,
    sizes: &'a [usize],
    order: &'a [usize],
    pods: Vec<Vec<usize>>,
    best: Option<(Cost, Vec<Vec<usize>>)>,
    /// Nodes left to visit (`u64::MAX`: no limit).
    budget: u64,
}

impl Search<'_, '_> {
    /// `cost` is a componentwise lower bound of every completion: the finished pods' costs plus
    /// the repeats and point spread of the pairs already in unfinished pods (both only grow).
    fn go(&mut self, i: usize, cost: Cost) {
        if self.budget == 0 {
            return;
        }
        self.budget -= 1;
        if let Some((b, _)) = &self.best
            && cost >= *b
        {
            return;
        }
        let Some(&unit) = self.order.get(i) else {
            self.best = Some((cost, self.pods.clone()));
            return;
        };
        for j in 0..self.pods.len() {
            let len = self.pods[j].len();
            if len >= self.sizes[j] {
                continue;
            }
            // Symmetry: an empty pod is used only if no earlier pod of the same size is empty.
            if len == 0 && (0..j).any(|k| self.pods[k].is_empty() && self.sizes[k] == self.sizes[j])
            {
                continue;
            }
            let (mut rep, mut spread) = (0, 0);
            for &m in &self.pods[j] {
                rep += self.ctx.met(m, unit);
                let d = u64::from(
                    self.ctx.p.units[m]
                        .points
                        .abs_diff(self.ctx.p.units[unit].points),
                );
                spread += d * d;
            }
            self.pods[j].push(unit);
            let mut next = add(cost, [0, 0, rep, 0, spread]);
            if self.pods[j].len() == self.sizes[j] {
                // The pair terms are in already; add the Corp choice's terms.
                let full = self.ctx.pod_cost(&self.pods[j]).0;
                next = add(next, [full[0], full[1], 0, full[3], 0]);
            }
            self.go(i + 1, next);
            self.pods[j].pop();
        }
    }
}

/// Branch and bound over every split (or until `budget` nodes), starting from `incumbent`.
fn exhaustive(
    ctx: &Ctx<'_>,
    sizes: &[usize],
    order: &[usize],
    incumbent: Option<Vec<Vec<usize>>>,
    budget: u64,
) -> Vec<Vec<usize>> {
    let mut s = Search {
        ctx,
        sizes,
        order,
        pods: sizes.iter().map(|&k| Vec::with_capacity(k)).collect(),
        best: incumbent.map(|p| (ctx.total(&p), p)),
        budget,
    };
    s.go(0, [0; 5]);
    s.best.map(|(_, p)| p).unwrap_or_default()
}

// ----- hill climb --------------------------------------------------------------------------

/// Corps (NAPD: the least-due players by standings) and the others by standings, dealt into
/// pods in order: a score-group start for the hill climb.
fn greedy(ctx: &Ctx<'_>, sizes: &[usize]) -> Vec<Vec<usize>> {
    let units = &ctx.p.units;
    let mut by_rank: Vec<usize> = (0..units.len()).collect();
    by_rank.sort_by_key(|&u| units[u].rank);
    let mut pods: Vec<Vec<usize>> = sizes.iter().map(|&k| Vec::with_capacity(k)).collect();
    if ctx.p.napd {
        let mut due = by_rank.clone();
        due.sort_by_key(|&u| {
            (
                units[u].corp_games,
                std::cmp::Reverse(units[u].runner_games),
                units[u].rank,
            )
        });
        let mut corps: Vec<usize> = due.into_iter().take(sizes.len()).collect();
        corps.sort_by_key(|&u| units[u].rank);
        for (pod, c) in pods.iter_mut().zip(&corps) {
            pod.push(*c);
        }
        by_rank.retain(|u| !corps.contains(u));
    }
    let mut rest = by_rank.into_iter();
    for (pod, &size) in pods.iter_mut().zip(sizes) {
        while pod.len() < size {
            match rest.next() {
                Some(u) => pod.push(u),
                None => break,
            }
        }
    }
    pods
}

fn improve(ctx: &Ctx<'_>, pods: &mut [Vec<usize>]) {
    let mut costs: Vec<Cost> = pods.iter().map(|p| ctx.pod_cost(p).0).collect();
    let mut improved = true;
    while improved {
        improved = false;
        for a in 0..pods.len() {
            for b in a + 1..pods.len() {
                for i in 0..pods[a].len() {
                    for j in 0..pods[b].len() {
                        let (x, y) = (pods[a][i], pods[b][j]);
                        pods[a][i] = y;
                        pods[b][j] = x;
                        let ca = ctx.pod_cost(&pods[a]).0;
                        let cb = ctx.pod_cost(&pods[b]).0;
                        if add(ca, cb) < add(costs[a], costs[b]) {
                            costs[a] = ca;
                            costs[b] = cb;
                            improved = true;
                        } else {
                            pods[a][i] = x;
                            pods[b][j] = y;
                        }
                    }
                }
            }
        }
    }
}

fn hill_climb(ctx: &Ctx<'_>, sizes: &[usize], rng: &mut EventRng) -> Vec<Vec<usize>> {
    use rand::RngExt as _;
    let mut best = greedy(ctx, sizes);
    improve(ctx, &mut best);
    let mut best_cost = ctx.total(&best);
    let g = best.len();
    if g < 2 {
        return best;
    }
    let n = ctx.p.units.len();
    // Restarts: plenty for side-event sizes, few for very large events (each pass is quadratic).
    let restarts = if n > 100 { 2 } else { 12 };
    for k in 0..restarts {
        // Alternate: a perturbation of the best so far, and a fresh random arrangement.
        let mut cand = best.clone();
        let swaps = if k % 2 == 0 { n.max(2) / 2 } else { 4 * n };
        for _ in 0..swaps {
            let a = rng.rng().random_range(0..g);
            let b = rng.rng().random_range(0..g);
            if a == b || cand[a].is_empty() || cand[b].is_empty() {
                continue;
            }
            let i = rng.rng().random_range(0..cand[a].len());
            let j = rng.rng().random_range(0..cand[b].len());
            let t = cand[a][i];
            cand[a][i] = cand[b][j];
            cand[b][j] = t;
        }
        improve(ctx, &mut cand);
        let c = ctx.total(&cand);
        if c < best_cost {
            best = cand;
            best_cost = c;
        }
    }
    best
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn pod_sizes_follow_the_spec() {
        // NAPD, 3 Runners a pod: pods of 4, some with one Runner fewer.
        assert_eq!(pod_sizes(8, 4, 3).unwrap(), vec![4, 4]);
        assert_eq!(pod_sizes(11, 4, 3).unwrap(), vec![4, 4, 3]);
        assert_eq!(pod_sizes(12, 4, 3).unwrap(), vec![4, 4, 4]);
        assert_eq!(pod_sizes(6, 4, 3).unwrap(), vec![3, 3]);
        assert_eq!(pod_sizes(9, 4, 3).unwrap(), vec![3, 3, 3]);
        // Never fewer than 3 players unless only 2 remain.
        assert_eq!(pod_sizes(5, 4, 3).unwrap(), vec![5]);
        assert_eq!(pod_sizes(2, 4, 3).unwrap(), vec![2]);
        assert!(pod_sizes(1, 4, 3).is_err());
        // Big Sell-Out, 2 teams a pod: an odd count gets one pod of 3 teams.
        assert_eq!(pod_sizes(5, 2, 2).unwrap(), vec![3, 2]);
        assert_eq!(pod_sizes(4, 3, 2).unwrap(), vec![2, 2]);
        assert_eq!(pod_sizes(7, 3, 2).unwrap(), vec![3, 2, 2]);
    }

    #[test]
    fn arrangement_counts() {
        assert_eq!(arrangements(&[4, 4]), Some(35));
        assert_eq!(arrangements(&[2, 2, 2]), Some(15));
        assert_eq!(arrangements(&[4, 4, 3]), Some(5775));
    }
}
