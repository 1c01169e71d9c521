//! The pairing problem as a min-cost perfect matching: lexicographic edge costs scaled into one
//! integer, sparse candidate edges, and the dual certificate loop that makes the sparse solution
//! exact for the complete graph. See the parent module for the argument.

use super::matching::{Matching, SolveError, Weight};
use super::{
    CandidateOptions, Objective, PairingCost, PairingError, PairingMode, PairingRequest,
    PairingStats, SwissSideReason, TERM_COUNT, Term,
};
use crate::engine::PlayerId;
use std::collections::HashMap;

/// The lexicographic cost terms of one edge of the matching graph: one value per [`Term`]
/// (indexed by `term as usize`), and the random tiebreak, which always comes last.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub(crate) struct Parts {
    /// The value of each term on this edge.
    pub(crate) terms: [u64; TERM_COUNT],
    /// |key_a − key_b|, the random tiebreak.
    pub(crate) tiebreak: u64,
}

impl Parts {
    pub(crate) fn get(&self, t: Term) -> u64 {
        self.terms[t as usize]
    }
}

/// Multipliers of the mixed-radix encoding: `cost = Σ_t value_t·unit_t + tiebreak`.
#[derive(Clone, Copy, Debug)]
struct Units {
    /// The multiplier of each term (0 for terms the objective does not use).
    unit: [i128; TERM_COUNT],
    /// Constant the costs are subtracted from (`weight = c − cost ≥ 1`).
    c: i128,
}

impl Units {
    fn of(&self, t: Term) -> i128 {
        self.unit[t as usize]
    }
}

/// Vertices `0..n` are the players sorted by rank (best first); vertex `n` is the bye dummy
/// when the player count is odd.
pub(crate) struct Problem {
    pub(crate) n: usize,
    pub(crate) nv: usize,
    pub(crate) ids: Vec<PlayerId>,
    points: Vec<u32>,
    pub(crate) keys: Vec<i64>,
    pub(crate) balance: Vec<i32>,
    /// Byes each player already had in this stage.
    byes: Vec<u32>,
    /// The fewest byes of any player: only players with this many may take the bye.
    fewest_byes: u32,
    /// How many players with the same number of byes rank below each player (0 = the
    /// lowest-ranked of their class).
    bye_rank: Vec<u32>,
    /// Earlier opponents, sorted by opponent: (opponent, meetings, sides of the latest meeting
    /// with known sides — [`NO_SIDES`], [`WAS_CORP`] or [`WAS_RUNNER`] for this player).
    opponents: Vec<Vec<(u32, u32, u8)>>,
    single_sided: bool,
    /// Single-sided Swiss: rematches get the sides of the latest meeting reversed, and pairs of
    /// two players who had a bye count in [`Term::ByesMeet`].
    swiss_sides: bool,
    objective: Objective,
    units: Units,
    /// Score groups, highest points first; members sorted by key.
    groups: Vec<Vec<usize>>,
    group_points: Vec<u32>,
}

fn sign(x: i32) -> i32 {
    x.signum()
}

/// The sides of a latest meeting are unknown (or the players never met).
const NO_SIDES: u8 = 0;
/// This player was the Corp in the latest meeting with that opponent.
const WAS_CORP: u8 = 1;
/// This player was the Runner in the latest meeting with that opponent.
const WAS_RUNNER: u8 = 2;

/// Whether moving a balance from `old` to `new` pushes it outside ±1 (further from zero).
fn pushed(old: i32, new: i32) -> bool {
    new.unsigned_abs() > 1 && new.unsigned_abs() > old.unsigned_abs()
}

impl Problem {
    pub(crate) fn new(req: &PairingRequest<'_>, tiebreak: &[u32]) -> Result<Self, PairingError> {
        let n = req.players.len();
        if tiebreak.len() != n {
            return Err(PairingError::TiebreakLength {
                players: n,
                keys: tiebreak.len(),
            });
        }
        let mut order: Vec<usize> = (0..n).collect();
        order.sort_by_key(|&i| (req.players[i].rank, req.players[i].id));
        for w in order.windows(2) {
            let (a, b) = (&req.players[w[0]], &req.players[w[1]]);
            if a.rank == b.rank {
                return Err(PairingError::DuplicateRank(a.rank));
            }
        }
        let mut index: HashMap<PlayerId, u32> = HashMap::with_capacity(n);
        for (pos, &i) in order.iter().enumerate() {
            if index.insert(req.players[i].id, pos as u32).is_some() {
                return Err(PairingError::DuplicatePlayer(req.players[i].id));
            }
        }
        let ids: Vec<PlayerId> = order.iter().map(|&i| req.players[i].id).collect();
        let points: Vec<u32> = order.iter().map(|&i| req.players[i].points).collect();
        let keys: Vec<i64> = order.iter().map(|&i| i64::from(tiebreak[i])).collect();
        let single_sided = req.mode.single_sided();
        let swiss_sides = req.mode == PairingMode::SingleSidedSwiss;
        let balance: Vec<i32> = order
            .iter()
            .map(|&i| {
                if single_sided {
                    req.players[i].side_balance
                } else {
                    0
                }
            })
            .collect();

        // Byes, and each player's place from the bottom among players with as many byes.
        let byes: Vec<u32> = order.iter().map(|&i| req.players[i].byes).collect();
        let mut bye_rank = vec![0u32; n];
        let mut below: HashMap<u32, u32> = HashMap::new();
        for pos in (0..n).rev() {
            let count = below.entry(byes[pos]).or_insert(0);
            bye_rank[pos] = *count;
            *count += 1;
        }

        let mut opponents: Vec<Vec<(u32, u32, u8)>> = vec![Vec::new(); n];
        for &(a, b) in req.previous {
            if let (Some(&x), Some(&y)) = (index.get(&a), index.get(&b))
                && x != y
            {
                opponents[x as usize].push((y, 1, NO_SIDES));
                opponents[y as usize].push((x, 1, NO_SIDES));
            }
        }
        for o in &mut opponents {
            o.sort_unstable();
            o.dedup_by(|later, first| {
                if later.0 == first.0 {
                    first.1 += later.1;
                    true
                } else {
                    false
                }
            });
        }
        if swiss_sides {
            // In play order, so the latest meeting's sides are the ones kept.
            for &(corp, runner) in req.sides {
                if let (Some(&c), Some(&r)) = (index.get(&corp), index.get(&runner)) {
                    for (me, them, mark) in [(c, r, WAS_CORP), (r, c, WAS_RUNNER)] {
                        let o = &mut opponents[me as usize];
                        if let Ok(k) = o.binary_search_by_key(&them, |e| e.0)
                            && let Some(e) = o.get_mut(k)
                        {
                            e.2 = mark;
                        }
                    }
                }
            }
        }

        let nv = n + n % 2;
        let objective = Objective::for_mode(req.mode);
        let fewest_byes = byes.iter().copied().min().unwrap_or(0);
        let mut problem = Problem {
            n,
            nv,
            ids,
            points,
            keys,
            balance,
            byes,
            fewest_byes,
            bye_rank,
            opponents,
            single_sided,
            swiss_sides,
            objective,
            units: Units {
                unit: [0; TERM_COUNT],
                c: 0,
            },
            groups: Vec::new(),
            group_points: Vec::new(),
        };
        problem.units = problem.units()?;

        let mut group_points: Vec<u32> = problem.points.clone();
        group_points.sort_unstable_by(|a, b| b.cmp(a));
        group_points.dedup();
        let mut groups: Vec<Vec<usize>> = vec![Vec::new(); group_points.len()];
        for (i, p) in problem.points.iter().enumerate() {
            if let Ok(g) = group_points.binary_search_by(|x| p.cmp(x)) {
                groups[g].push(i);
            }
        }
        for g in &mut groups {
            g.sort_by_key(|&i| (problem.keys[i], i));
        }
        problem.groups = groups;
        problem.group_points = group_points;
        Ok(problem)
    }

    /// The largest value a term takes on one edge, and an upper bound of its sum over a whole
    /// perfect matching (`ne` edges; a bye term is on exactly one edge).
    fn term_bounds(&self, t: Term) -> (i128, i128) {
        let ne = (self.nv / 2) as i128;
        let has_bye = self.nv > self.n;
        let max_edge: i128 = match t {
            Term::ByeMovedUp if has_bye => (0..self.n)
                .filter(|&i| self.may_take_bye(i))
                .map(|i| i128::from(self.bye_rank[i]))
                .max()
                .unwrap_or(0),
            Term::ByeMovedUp => 0,
            Term::Rematch => i128::from(self.opponents.iter().any(|o| !o.is_empty())),
            Term::RepeatMeeting => self
                .opponents
                .iter()
                .flatten()
                .map(|&(_, m, _)| i128::from(m.saturating_sub(1)))
                .max()
                .unwrap_or(0),
            // A rematch with its sides forced can push both players out.
            Term::SideViolation if self.swiss_sides => 2,
            Term::SideViolation => i128::from(self.single_sided),
            Term::ByesMeet => i128::from(self.swiss_sides && self.byes.iter().any(|&b| b > 0)),
            Term::Points => match (self.points.iter().min(), self.points.iter().max()) {
                (Some(&lo), Some(&hi)) => {
                    let d = i128::from(hi - lo);
                    d * d
                }
                _ => 0,
            },
        };
        let max_sum = match t {
            Term::ByeMovedUp => max_edge,
            _ => ne.saturating_mul(max_edge),
        };
        (max_edge, max_sum)
    }

    /// Chooses the multipliers so that every term outweighs the largest possible sum of all
    /// lower terms over a whole perfect matching (`ne` edges); fails instead of overflowing.
    /// A term that is 0 on every edge gets radix 1, which keeps the weights small enough for
    /// the i64 solver more often.
    fn units(&self) -> Result<Units, PairingError> {
        let too_large = || PairingError::TooLarge { players: self.n };
        let ne = (self.nv / 2) as i128;
        // Σ|Δkey| over a matching is at most (sum of the ne largest keys) − (sum of the ne
        // smallest): pair the top half against the bottom half.
        let mut sorted: Vec<i128> = self.keys.iter().map(|&k| i128::from(k)).collect();
        sorted.sort_unstable();
        let half = ne as usize;
        let max_sum_x: i128 =
            sorted.iter().rev().take(half).sum::<i128>() - sorted.iter().take(half).sum::<i128>();
        let mut unit = [0i128; TERM_COUNT];
        // The unit of the next term up: one more than the largest sum of everything below.
        let mut next = max_sum_x.checked_add(1).ok_or_else(too_large)?;
        let mut top_edge = 0i128;
        for &t in self.objective.terms().iter().rev() {
            let (max_edge, max_sum) = self.term_bounds(t);
            unit[t as usize] = next;
            top_edge = max_edge;
            let radix = max_sum.checked_add(1).ok_or_else(too_large)?;
            next = next.checked_mul(radix).ok_or_else(too_large)?;
        }
        // Every single edge costs less than `c`: the first term's unit times its largest
        // value plus one (the terms below add less than one unit of it).
        let first = self
            .objective
            .terms()
            .first()
            .map_or(1, |&t| unit[t as usize]);
        let c = top_edge
            .checked_add(1)
            .and_then(|v| v.checked_mul(first))
            .ok_or_else(too_large)?
            .max(max_sum_x + 1);
        // Duals and slacks reach a small multiple of `c`; keep the same margin as the solver.
        if c > <i128 as Weight>::LIMIT / 4 {
            return Err(too_large());
        }
        Ok(Units { unit, c })
    }

    fn is_dummy(&self, v: usize) -> bool {
        v >= self.n
    }

    /// Whether player `i` may take the bye: they have the fewest byes.
    fn may_take_bye(&self, i: usize) -> bool {
        self.byes.get(i) == Some(&self.fewest_byes)
    }

    /// Whether the edge exists in the matching graph: every pair of players, and the bye to
    /// the players who may take it.
    fn edge_allowed(&self, i: usize, j: usize) -> bool {
        match (self.is_dummy(i), self.is_dummy(j)) {
            (true, true) => false,
            (true, false) => self.may_take_bye(j),
            (false, true) => self.may_take_bye(i),
            (false, false) => i != j,
        }
    }

    /// How often players `i` and `j` met before in this stage, and the sides `i` had in their
    /// latest meeting with known sides (single-sided Swiss only).
    fn history(&self, i: usize, j: usize) -> (u32, u8) {
        let o = &self.opponents[i];
        o.binary_search_by_key(&(j as u32), |&(x, _, _)| x)
            .ok()
            .and_then(|k| o.get(k))
            .map_or((0, NO_SIDES), |&(_, m, s)| (m, s))
    }

    fn met(&self, i: usize, j: usize) -> bool {
        self.history(i, j).0 > 0
    }

    /// The sides of a single-sided pair `(i, j)`: `(corp, runner, reason)`. An earlier meeting
    /// with known sides is reversed (single-sided Swiss); otherwise the player with the larger
    /// balance (further towards Corp) plays Runner; equal balances: the smaller tiebreak key
    /// plays Corp (the keys are a random permutation, so this is a fair coin), then the
    /// better-ranked player.
    pub(crate) fn orientation(&self, i: usize, j: usize) -> (usize, usize, SwissSideReason) {
        match self.history(i, j).1 {
            WAS_CORP => return (j, i, SwissSideReason::EarlierMeetingReversed),
            WAS_RUNNER => return (i, j, SwissSideReason::EarlierMeetingReversed),
            _ => {}
        }
        let (bi, bj) = (self.balance[i], self.balance[j]);
        match bi.cmp(&bj) {
            std::cmp::Ordering::Greater => (j, i, SwissSideReason::SideBalance),
            std::cmp::Ordering::Less => (i, j, SwissSideReason::SideBalance),
            std::cmp::Ordering::Equal => {
                if (self.keys[i], i) <= (self.keys[j], j) {
                    (i, j, SwissSideReason::CoinFlip)
                } else {
                    (j, i, SwissSideReason::CoinFlip)
                }
            }
        }
    }

    /// The players a single-sided pair with these sides pushes outside ±1 Corp − Runner.
    pub(crate) fn pushed_by(&self, corp: usize, runner: usize) -> impl Iterator<Item = usize> {
        let (bc, br) = (self.balance[corp], self.balance[runner]);
        let c = pushed(bc, bc.saturating_add(1)).then_some(corp);
        let r = pushed(br, br.saturating_sub(1)).then_some(runner);
        c.into_iter().chain(r)
    }

    /// Whether a pair without an earlier meeting pushes a player outside ±1 whatever its sides
    /// (both balances have the same non-zero sign). Used to choose candidate edges.
    fn side_conflict(&self, i: usize, j: usize) -> bool {
        self.single_sided
            && sign(self.balance[i]) != 0
            && sign(self.balance[i]) == sign(self.balance[j])
    }

    pub(crate) fn parts(&self, i: usize, j: usize) -> Parts {
        let mut terms = [0u64; TERM_COUNT];
        match (self.is_dummy(i), self.is_dummy(j)) {
            (true, true) => Parts::default(),
            (true, false) | (false, true) => {
                let p = if self.is_dummy(i) { j } else { i };
                terms[Term::ByeMovedUp as usize] = u64::from(self.bye_rank[p]);
                Parts { terms, tiebreak: 0 }
            }
            (false, false) => {
                let d = u64::from(self.points[i].abs_diff(self.points[j]));
                let (m, _) = self.history(i, j);
                terms[Term::Rematch as usize] = u64::from(m > 0);
                terms[Term::RepeatMeeting as usize] = u64::from(m.saturating_sub(1));
                if self.single_sided {
                    let (corp, runner, _) = self.orientation(i, j);
                    terms[Term::SideViolation as usize] =
                        self.pushed_by(corp, runner).count() as u64;
                }
                if self.swiss_sides {
                    terms[Term::ByesMeet as usize] =
                        u64::from(self.byes[i] > 0 && self.byes[j] > 0);
                }
                terms[Term::Points as usize] = d * d;
                Parts {
                    terms,
                    tiebreak: self.keys[i].abs_diff(self.keys[j]),
                }
            }
        }
    }

    fn weight(&self, i: usize, j: usize) -> i128 {
        let t = self.parts(i, j);
        let u = &self.units;
        let mut cost = i128::from(t.tiebreak);
        for &term in self.objective.terms() {
            cost += i128::from(t.get(term)) * u.of(term);
        }
        u.c - cost
    }

    /// The objective value of a complete matching given as `mate` (vertex → vertex).
    pub(crate) fn cost_of(&self, mate: &[usize]) -> PairingCost {
        let mut cost = PairingCost::default();
        for (v, &u) in mate.iter().enumerate() {
            if v >= u {
                continue;
            }
            let byes = if self.is_dummy(u) { self.byes[v] } else { 0 };
            cost.add(&self.parts(v, u), byes);
        }
        cost
    }

    /// Initial sparse candidate edges (see the module documentation of `swiss`).
    fn candidates(&self, opts: &CandidateOptions) -> Vec<(u32, u32)> {
        let k = opts.neighbours.max(1);
        let mut out: Vec<(u32, u32)> = Vec::new();
        let gcount = self.groups.len();
        for g in 0..gcount {
            let mut targets = vec![g];
            let mut below = 0usize;
            let mut h = g + 1;
            while h < gcount && (h - g <= opts.lower_groups || below < opts.lower_players) {
                targets.push(h);
                below += self.groups[h].len();
                h += 1;
            }
            for &h in &targets {
                for &i in &self.groups[g] {
                    self.nearest(i, h, k, &mut out);
                }
                if h != g {
                    for &j in &self.groups[h] {
                        self.nearest(j, g, k, &mut out);
                    }
                }
            }
        }
        if self.single_sided {
            self.side_candidates(k, &mut out);
        }
        let mut by_bye: Vec<usize> = (0..self.n).filter(|&i| self.may_take_bye(i)).collect();
        by_bye.sort_by_key(|&i| self.bye_rank[i]);
        if self.nv > self.n {
            for &i in by_bye.iter().take(opts.bye_candidates.max(1)) {
                out.push((i as u32, self.n as u32));
            }
        }
        // Backbone: consecutive vertices in (points, rank) order, with the lowest-ranked player
        // who may take the bye moved next to the dummy, last. This always contains a perfect
        // matching, so the sparse problem is always feasible.
        let mut order: Vec<usize> = (0..self.n).collect();
        order.sort_by_key(|&i| (std::cmp::Reverse(self.points[i]), i));
        if self.nv > self.n {
            if let Some(&last) = by_bye.first() {
                order.retain(|&i| i != last);
                order.push(last);
            }
            order.push(self.n);
        }
        for pair in order.chunks_exact(2) {
            out.push((pair[0] as u32, pair[1] as u32));
        }
        normalise(&mut out);
        out
    }

    /// Single-sided: a player whose score groups run out of partners with a compatible side
    /// balance has to float further. Connect every player to the `k` nearest (by points, then
    /// key) unmet players of each compatible balance sign, on both sides, in the whole field.
    fn side_candidates(&self, k: usize, out: &mut Vec<(u32, u32)>) {
        let mut classes: [Vec<usize>; 3] = [Vec::new(), Vec::new(), Vec::new()];
        for i in 0..self.n {
            classes[(sign(self.balance[i]) + 1) as usize].push(i);
        }
        for class in &mut classes {
            class.sort_by_key(|&i| (self.points[i], self.keys[i], i));
        }
        for i in 0..self.n {
            let si = sign(self.balance[i]);
            for (c, class) in classes.iter().enumerate() {
                let sc = c as i32 - 1;
                if si != 0 && sc == si {
                    continue;
                }
                let pos = class.partition_point(|&j| {
                    (self.points[j], self.keys[j]) < (self.points[i], self.keys[i])
                });
                for dir in [false, true] {
                    let mut taken = 0;
                    let mut idx = pos;
                    loop {
                        let j = if dir {
                            if idx >= class.len() {
                                break;
                            }
                            idx += 1;
                            class[idx - 1]
                        } else {
                            if idx == 0 {
                                break;
                            }
                            idx -= 1;
                            class[idx]
                        };
                        if j == i || self.met(i, j) {
                            continue;
                        }
                        out.push((i as u32, j as u32));
                        taken += 1;
                        if taken >= k {
                            break;
                        }
                    }
                }
            }
        }
    }

    /// Adds edges from `i` to the `k` key-nearest players of group `h` it has not met (and, in
    /// single-sided mode, also to `k` of them it can play without a side conflict).
    fn nearest(&self, i: usize, h: usize, k: usize, out: &mut Vec<(u32, u32)>) {
        let members = &self.groups[h];
        let key = self.keys[i];
        let pos = members.partition_point(|&j| self.keys[j] < key);
        let (mut left, mut right) = (pos, pos);
        let (mut total, mut compatible, mut scanned) = (0usize, 0usize, 0usize);
        let limit = 8 * k + 16;
        while (total < k || compatible < k) && scanned < limit {
            let take_left = match (left > 0, right < members.len()) {
                (false, false) => break,
                (true, false) => true,
                (false, true) => false,
                (true, true) => {
                    key - self.keys[members[left - 1]] <= self.keys[members[right]] - key
                }
            };
            let j = if take_left {
                left -= 1;
                members[left]
            } else {
                right += 1;
                members[right - 1]
            };
            if j == i {
                continue;
            }
            scanned += 1;
            if self.met(i, j) {
                continue;
            }
            let ok = !self.side_conflict(i, j);
            if (ok && compatible < k) || total < k {
                out.push((i as u32, j as u32));
                total += 1;
                if ok {
                    compatible += 1;
                }
            }
        }
    }

    /// Every edge of the matching graph (the complete graph, with the bye's edges limited to
    /// the players who may take it).
    fn complete_edges(&self) -> Vec<(u32, u32)> {
        let mut out = Vec::with_capacity(self.nv * (self.nv.saturating_sub(1)) / 2);
        for i in 0..self.nv {
            for j in i + 1..self.nv {
                if self.edge_allowed(i, j) {
                    out.push((i as u32, j as u32));
                }
            }
        }
        out
    }

    /// The number of edges of the matching graph.
    fn complete_count(&self) -> usize {
        let players = self.n * self.n.saturating_sub(1) / 2;
        if self.nv > self.n {
            players + (0..self.n).filter(|&i| self.may_take_bye(i)).count()
        } else {
            players
        }
    }

    /// Edges of the complete graph whose constraint `y_i + y_j + Σz ≥ w_ij` the solver's
    /// duals violate (none of them can be a candidate edge).
    ///
    /// Doubled units, as in the solver: the slack of `(i, j)` is
    /// `dv_i + dv_j − 2·w_ij + 2·Σ_{B ∋ i, j} z_B`. Lower bounds used to skip work:
    /// `w_ij ≤ c − Δpoints²·P − |Δkey|` (all other terms are ≥ 0), the blossom sum is ≥ 0, and
    /// for two vertices in the same top-level blossom `T` it is ≥ `z_T`.
    fn violations<W: Weight>(&self, m: &Matching<W>) -> Result<Vec<(u32, u32)>, SolveError> {
        let nv = self.nv;
        let dv: Vec<i128> = (0..nv).map(|v| m.vertex_dual(v)).collect();
        // Blossom chains, top-down, with the cumulative z from the top.
        let mut chain_start = Vec::with_capacity(nv + 1);
        let mut chain: Vec<(usize, i128)> = Vec::new();
        let mut top = Vec::with_capacity(nv);
        let mut yhat = Vec::with_capacity(nv);
        let mut scratch = Vec::new();
        for (v, &d) in dv.iter().enumerate() {
            chain_start.push(chain.len());
            scratch.clear();
            m.blossom_chain(v, &mut scratch);
            let mut sum = 0i128;
            for &(b, z) in scratch.iter().rev() {
                sum += z;
                chain.push((b, sum));
            }
            match scratch.last() {
                Some(&(b, z)) => {
                    top.push(b);
                    yhat.push(d + z);
                }
                None => {
                    top.push(v);
                    yhat.push(d);
                }
            }
        }
        chain_start.push(chain.len());
        let common = |i: usize, j: usize| -> i128 {
            let (ci, cj) = (
                &chain[chain_start[i]..chain_start[i + 1]],
                &chain[chain_start[j]..chain_start[j + 1]],
            );
            let mut sum = 0;
            for (a, b) in ci.iter().zip(cj) {
                if a.0 != b.0 {
                    break;
                }
                sum = a.1;
            }
            sum
        };
        let mut out = Vec::new();
        let exact = |i: usize, j: usize, out: &mut Vec<(u32, u32)>| -> Result<(), SolveError> {
            let mut s = dv[i] + dv[j] - 2 * self.weight(i, j);
            if s < 0 && top[i] == top[j] {
                s += 2 * common(i, j);
            }
            if s >= 0 {
                return Ok(());
            }
            if m.has_edge(i, j) {
                // The solver keeps every candidate edge feasible; this would be a bug.
                return Err(SolveError::Internal);
            }
            out.push((i.min(j) as u32, i.max(j) as u32));
            Ok(())
        };
        // Per group: smallest dual, smallest dual outside that vertex's top blossom, smallest ŷ.
        struct GroupMin {
            dv: i128,
            dv_top: usize,
            dv_other: i128,
            yhat: i128,
        }
        let far = i128::MAX / 8;
        let mins: Vec<GroupMin> = self
            .groups
            .iter()
            .map(|g| {
                let mut gm = GroupMin {
                    dv: far,
                    dv_top: usize::MAX,
                    dv_other: far,
                    yhat: far,
                };
                for &v in g {
                    gm.yhat = gm.yhat.min(yhat[v]);
                    if dv[v] < gm.dv {
                        if top[v] != gm.dv_top {
                            gm.dv_other = gm.dv;
                        }
                        gm.dv = dv[v];
                        gm.dv_top = top[v];
                    } else if dv[v] < gm.dv_other && top[v] != gm.dv_top {
                        gm.dv_other = dv[v];
                    }
                }
                gm
            })
            .collect();
        let u = &self.units;
        for g in 0..self.groups.len() {
            for h in g..self.groups.len() {
                let d = i128::from(self.group_points[g].abs_diff(self.group_points[h]));
                let bound = 2 * (u.c - d * d * u.of(Term::Points));
                let mh = &mins[h];
                if mins[g].dv + mh.dv >= bound {
                    continue;
                }
                let members = &self.groups[h];
                for (a, &i) in self.groups[g].iter().enumerate() {
                    let other = if top[i] == mh.dv_top {
                        mh.dv_other
                    } else {
                        mh.dv
                    };
                    // Pairs with 2·|Δkey| ≥ `need` pass on the lower bounds alone.
                    let need = (bound - dv[i] - other).max(bound - yhat[i] - mh.yhat);
                    if need <= 0 {
                        continue;
                    }
                    // So only keys strictly within `half` of key_i need a closer look.
                    let half = (need + 1) / 2;
                    let ki = i128::from(self.keys[i]);
                    let mut lo =
                        members.partition_point(|&j| i128::from(self.keys[j]) <= ki - half);
                    let hi = members.partition_point(|&j| i128::from(self.keys[j]) < ki + half);
                    if g == h {
                        lo = lo.max(a + 1);
                    }
                    for &j in members.get(lo..hi).unwrap_or(&[]) {
                        let kd = 2 * i128::from(self.keys[i].abs_diff(self.keys[j]));
                        let lower = if top[i] == top[j] {
                            yhat[i] + yhat[j]
                        } else {
                            dv[i] + dv[j]
                        };
                        if lower + kd >= bound {
                            continue;
                        }
                        exact(i, j, &mut out)?;
                    }
                }
            }
        }
        if nv > self.n {
            for i in (0..self.n).filter(|&i| self.may_take_bye(i)) {
                exact(i, self.n, &mut out)?;
            }
        }
        Ok(out)
    }

    /// Solves the candidate graph `edges`; returns `mate` and the certificate's violations.
    fn solve_on<W: Weight>(
        &self,
        edges: &[(u32, u32)],
        stats: &mut PairingStats,
    ) -> Result<(Vec<usize>, Vec<Edge>), SolveError> {
        let weighted: Vec<(u32, u32, i128)> = edges
            .iter()
            .map(|&(i, j)| (i, j, self.weight(i as usize, j as usize)))
            .collect();
        let mut m = Matching::<W>::new(self.nv, &weighted)?;
        let result = m.solve();
        stats.stages += m.stages;
        stats.greedy_free += m.greedy_free;
        result?;
        let mut mate = Vec::with_capacity(self.nv);
        for v in 0..self.nv {
            mate.push(m.mate_of(v).ok_or(SolveError::Internal)?);
        }
        let violations = self.violations(&m)?;
        Ok((mate, violations))
    }

    /// Solves to a certified optimum of the complete graph; returns `mate` (vertex → vertex).
    pub(crate) fn solve(
        &self,
        opts: &CandidateOptions,
        stats: &mut PairingStats,
    ) -> Result<Vec<usize>, PairingError> {
        if self.nv == 0 {
            return Ok(Vec::new());
        }
        let complete = self.complete_count();
        let mut edges = self.candidates(opts);
        stats.initial_edges = edges.len();
        loop {
            stats.solves += 1;
            stats.candidate_edges = edges.len();
            let attempt = match self.solve_on::<i64>(&edges, stats) {
                Err(SolveError::Overflow) => {
                    stats.wide_weights = true;
                    self.solve_on::<i128>(&edges, stats)
                }
                other => other,
            };
            let (mate, violations) = match attempt {
                Ok(found) => found,
                Err(SolveError::Overflow) => {
                    return Err(PairingError::TooLarge { players: self.n });
                }
                Err(_) if edges.len() < complete => {
                    // Cannot happen (the backbone makes the sparse graph feasible and the
                    // solver keeps its invariants); if it ever does, the complete graph is
                    // still exact. Counted so tests notice.
                    stats.fallbacks += 1;
                    edges = self.complete_edges();
                    continue;
                }
                Err(_) => return Err(PairingError::Internal),
            };
            if violations.is_empty() {
                return Ok(mate);
            }
            if edges.len() >= complete {
                return Err(PairingError::Internal);
            }
            stats.added_edges += violations.len();
            edges.extend(violations);
            normalise(&mut edges);
            if stats.solves >= opts.max_solves.max(1) {
                edges = self.complete_edges();
            }
        }
    }
}

/// An edge of the matching graph, `(smaller vertex, larger vertex)`.
type Edge = (u32, u32);

fn normalise(edges: &mut Vec<Edge>) {
    for e in edges.iter_mut() {
        if e.0 > e.1 {
            *e = (e.1, e.0);
        }
    }
    edges.retain(|e| e.0 != e.1);
    edges.sort_unstable();
    edges.dedup();
}
