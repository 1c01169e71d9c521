//! Maximum-weight **perfect** matching on a sparse general graph (Edmonds' blossom algorithm,
//! primal-dual), with integer weights and readable final dual variables.
//!
//! The structure follows Joris van Rantwijk's `mwmatching.py` (the algorithm from Z. Galil,
//! "Efficient Algorithms for Finding Maximum Matching in Graphs", ACM Computing Surveys, 1986),
//! which is also the code behind `networkx.max_weight_matching`, with these changes:
//!
//! * **Perfect-matching mode.** There is no "delta 1" (a free vertex's dual reaching zero): vertex
//!   duals are free variables, as in the LP of the maximum-weight *perfect* matching problem. The
//!   algorithm stops when every vertex is matched; it reports [`SolveError::NoPerfectMatching`] when
//!   no dual change can make progress (the graph has no perfect matching).
//! * **Warm start.** Duals start at a feasible greedy value (each vertex as low as its edges
//!   allow) and the tight edges seed a greedy matching, so only the vertices the greedy phase
//!   left free need augmenting paths. Any feasible duals with a matching of tight edges are a
//!   valid starting point of the primal-dual method.
//! * **One alternating tree per stage**, rooted at one free vertex; a tight edge to any other
//!   free vertex (or free blossom) completes an augmenting path. Only that tree's duals move, so
//!   the rest keep their (balanced) warm-start values, and a dual step visits only the tree and
//!   its frontier instead of all vertices. Integrality: every labelled vertex is joined to the
//!   root by tight edges (inside blossoms too), so all S-vertices have the parity of the root's
//!   doubled dual, the slack of an S–S edge is even and delta 3 (half of it) is an integer.
//! * **No recursion.** Blossom expansion and augmentation use explicit work stacks, so deeply
//!   nested blossoms cannot overflow the call stack.
//!
//! Dual convention (as in the original): `dual[v] = 2·u(v)` for a vertex, `dual[b] = z(b)` for a
//! blossom, and the doubled slack of edge `(i, j)` is `dual[i] + dual[j] − 2·w(i, j)` plus
//! `2·z(b)` for every blossom `b` containing both ends. At the end every edge has non-negative
//! slack, matched edges have zero slack and every blossom is full, which certifies optimality
//! (see the parent module).
//!
//! Arithmetic is checked against [`Weight::LIMIT`] where duals move; exceeding it reports
//! [`SolveError::Overflow`] (the caller then retries with a wider type) instead of wrapping.

use std::fmt::Debug;
use std::ops::{Add, AddAssign, Sub, SubAssign};

const NONE: usize = usize::MAX;

/// Integer type for edge weights and dual variables.
pub(crate) trait Weight:
    Copy + Ord + Debug + Add<Output = Self> + Sub<Output = Self> + AddAssign + SubAssign
{
    /// Zero.
    const ZERO: Self;
    /// Largest magnitude a dual variable may reach; four of them still add up without overflow.
    const LIMIT: Self;
    /// Converts from `i128` when the value fits within `±LIMIT`.
    fn from_i128(v: i128) -> Option<Self>;
    /// Widens to `i128`.
    fn to_i128(self) -> i128;
    /// `self / 2` (exact for the even values it is used on).
    fn half(self) -> Self;
    /// Whether `|self| <= LIMIT`.
    fn in_range(self) -> bool;
}

macro_rules! impl_weight {
    ($t:ty) => {
        impl Weight for $t {
            const ZERO: Self = 0;
            const LIMIT: Self = <$t>::MAX / 8;
            fn from_i128(v: i128) -> Option<Self> {
                let x = <$t>::try_from(v).ok()?;
                x.in_range().then_some(x)
            }
            fn to_i128(self) -> i128 {
                i128::from(self)
            }
            fn half(self) -> Self {
                self / 2
            }
            fn in_range(self) -> bool {
                (-Self::LIMIT..=Self::LIMIT).contains(&self)
            }
        }
    };
}
impl_weight!(i64);
impl_weight!(i128);

/// Why [`Matching::solve`] failed.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub(crate) enum SolveError {
    /// The graph has no perfect matching.
    NoPerfectMatching,
    /// A weight or dual variable left the safe range of the weight type.
    Overflow,
    /// An internal invariant was broken (a bug); the caller falls back to a safer path.
    Internal,
}

/// Solver state. Vertices are `0..n`; blossoms are `n..2n`.
pub(crate) struct Matching<W: Weight> {
    n: usize,
    /// `ends[2k]`, `ends[2k + 1]`: the two vertices of edge `k`; an *endpoint* `p` names
    /// `ends[p]`, and `p ^ 1` is the other end of the same edge.
    ends: Vec<usize>,
    /// Twice the weight of each edge.
    w2: Vec<W>,
    /// CSR adjacency: for vertex `v`, `adj[adj_start[v]..adj_start[v + 1]]` are the remote
    /// endpoints of its edges.
    adj_start: Vec<usize>,
    adj: Vec<usize>,
    /// `mate[v]`: remote endpoint of v's matched edge, or `NONE`.
    mate: Vec<usize>,
    /// 0 free, 1 S, 2 T (5 = S with breadcrumb during `scan_blossom`).
    label: Vec<u8>,
    labelend: Vec<usize>,
    inblossom: Vec<usize>,
    blossomparent: Vec<usize>,
    blossomchilds: Vec<Vec<usize>>,
    blossombase: Vec<usize>,
    blossomendps: Vec<Vec<usize>>,
    bestedge: Vec<usize>,
    blossombestedges: Vec<Option<Vec<usize>>>,
    unusedblossoms: Vec<usize>,
    dual: Vec<W>,
    allowedge: Vec<bool>,
    queue: Vec<usize>,
    /// Scratch for `add_blossom` (least-slack edge to each neighbouring S-blossom).
    bestedgeto: Vec<usize>,
    /// Top-level blossoms (or vertices) labelled during this stage, possibly stale or repeated:
    /// the alternating tree, so a dual step costs O(tree) rather than O(n).
    tops: Vec<usize>,
    /// Unlabelled vertices given a `bestedge` during this stage (delta 2 candidates).
    frontier: Vec<usize>,
    /// De-duplication stamps for `tops` and `frontier`.
    seen_top: Vec<u32>,
    seen_frontier: Vec<u32>,
    stamp: u32,
    fault: Option<SolveError>,
    /// Number of augmenting-path stages run (diagnostics).
    pub(crate) stages: usize,
    /// Vertices left free by the greedy warm start (diagnostics).
    pub(crate) greedy_free: usize,
}

impl<W: Weight> Matching<W> {
    /// Builds the solver for `n` vertices and the given edges `(i, j, weight)`, `i != j`, each
    /// unordered pair at most once. Fails with [`SolveError::Overflow`] if a weight is too large
    /// for `W`.
    pub(crate) fn new(n: usize, edges: &[(u32, u32, i128)]) -> Result<Self, SolveError> {
        let m = edges.len();
        let mut ends = Vec::with_capacity(2 * m);
        let mut w2 = Vec::with_capacity(m);
        let mut degree = vec![0usize; n + 1];
        for &(i, j, w) in edges {
            let (i, j) = (i as usize, j as usize);
            if i >= n || j >= n || i == j {
                return Err(SolveError::Internal);
            }
            let twice = w.checked_mul(2).ok_or(SolveError::Overflow)?;
            w2.push(W::from_i128(twice).ok_or(SolveError::Overflow)?);
            ends.push(i);
            ends.push(j);
            degree[i] += 1;
            degree[j] += 1;
        }
        let mut adj_start = vec![0usize; n + 1];
        for v in 0..n {
            adj_start[v + 1] = adj_start[v] + degree[v];
        }
        let mut fill = adj_start.clone();
        let mut adj = vec![0usize; 2 * m];
        for k in 0..m {
            let (i, j) = (ends[2 * k], ends[2 * k + 1]);
            adj[fill[i]] = 2 * k + 1;
            fill[i] += 1;
            adj[fill[j]] = 2 * k;
            fill[j] += 1;
        }
        Ok(Matching {
            n,
            ends,
            w2,
            adj_start,
            adj,
            mate: vec![NONE; n],
            label: vec![0; 2 * n],
            labelend: vec![NONE; 2 * n],
            inblossom: (0..n).collect(),
            blossomparent: vec![NONE; 2 * n],
            blossomchilds: vec![Vec::new(); 2 * n],
            blossombase: (0..n).chain(std::iter::repeat_n(NONE, n)).collect(),
            blossomendps: vec![Vec::new(); 2 * n],
            bestedge: vec![NONE; 2 * n],
            blossombestedges: vec![None; 2 * n],
            unusedblossoms: (n..2 * n).rev().collect(),
            dual: vec![W::ZERO; 2 * n],
            allowedge: vec![false; m],
            queue: Vec::new(),
            bestedgeto: vec![NONE; 2 * n],
            tops: Vec::new(),
            frontier: Vec::new(),
            seen_top: vec![0; 2 * n],
            seen_frontier: vec![0; 2 * n],
            stamp: 0,
            fault: None,
            stages: 0,
            greedy_free: 0,
        })
    }

    /// Whether the top-level blossom (or vertex) `b` has an unmatched base.
    fn blossom_is_free(&self, b: usize) -> bool {
        let base = self.blossombase[b];
        base != NONE && self.mate[base] == NONE
    }

    fn slack(&self, k: usize) -> W {
        self.dual[self.ends[2 * k]] + self.dual[self.ends[2 * k + 1]] - self.w2[k]
    }

    /// The partner of vertex `v`, if matched.
    pub(crate) fn mate_of(&self, v: usize) -> Option<usize> {
        let p = *self.mate.get(v)?;
        (p != NONE).then(|| self.ends[p])
    }

    /// The doubled vertex dual `2·u(v)`, widened.
    pub(crate) fn vertex_dual(&self, v: usize) -> i128 {
        self.dual[v].to_i128()
    }

    /// Sum of `z(b)` over the blossoms containing both `u` and `v` (zero unless they share one).
    #[cfg(test)]
    pub(crate) fn common_blossom_dual(&self, u: usize, v: usize) -> i128 {
        if self.inblossom[u] != self.inblossom[v] {
            return 0;
        }
        let mut chain_u = Vec::new();
        let mut b = self.blossomparent[u];
        while b != NONE {
            chain_u.push(b);
            b = self.blossomparent[b];
        }
        let mut sum = 0i128;
        let mut b = self.blossomparent[v];
        while b != NONE {
            if chain_u.contains(&b) {
                sum += self.dual[b].to_i128();
            }
            b = self.blossomparent[b];
        }
        sum
    }

    /// Pushes the blossoms containing vertex `v`, innermost first, with their duals `z`.
    pub(crate) fn blossom_chain(&self, v: usize, out: &mut Vec<(usize, i128)>) {
        let mut b = self.blossomparent[v];
        while b != NONE {
            out.push((b, self.dual[b].to_i128()));
            b = self.blossomparent[b];
        }
    }

    /// Whether `u` and `v` are joined by an edge of this graph.
    pub(crate) fn has_edge(&self, u: usize, v: usize) -> bool {
        if u >= self.n || v >= self.n {
            return false;
        }
        self.adj[self.adj_start[u]..self.adj_start[u + 1]]
            .iter()
            .any(|&p| self.ends[p] == v)
    }

    fn set_fault(&mut self, e: SolveError) {
        if self.fault.is_none() {
            self.fault = Some(e);
        }
    }

    /// Greedy warm start: feasible duals (`dual[v]` = v's heaviest edge, so every edge is
    /// covered), each then lowered as far as its edges allow, matching along tight edges.
    fn warm_start(&mut self) {
        let n = self.n;
        for v in 0..n {
            let mut best: Option<W> = None;
            for &p in &self.adj[self.adj_start[v]..self.adj_start[v + 1]] {
                let w = self.w2[p / 2].half();
                best = Some(best.map_or(w, |b| b.max(w)));
            }
            self.dual[v] = best.unwrap_or(W::ZERO);
        }
        for v in 0..n {
            let range = self.adj_start[v]..self.adj_start[v + 1];
            let mut needed: Option<W> = None;
            for &p in &self.adj[range.clone()] {
                let need = self.w2[p / 2] - self.dual[self.ends[p]];
                needed = Some(needed.map_or(need, |l| l.max(need)));
            }
            if let Some(l) = needed
                && l < self.dual[v]
            {
                self.dual[v] = l;
            }
            if self.mate[v] != NONE {
                continue;
            }
            for &p in &self.adj[range] {
                let u = self.ends[p];
                if self.mate[u] == NONE && self.slack(p / 2) == W::ZERO {
                    self.mate[v] = p;
                    self.mate[u] = p ^ 1;
                    break;
                }
            }
        }
        self.greedy_free = self.mate.iter().filter(|&&m| m == NONE).count();
    }

    fn leaves(&self, b: usize) -> Vec<usize> {
        let mut out = Vec::new();
        let mut stack = vec![b];
        while let Some(t) = stack.pop() {
            if t < self.n {
                out.push(t);
            } else {
                stack.extend(self.blossomchilds[t].iter().copied());
            }
        }
        out
    }

    fn assign_label(&mut self, w: usize, t: u8, p: usize) {
        let (mut w, mut t, mut p) = (w, t, p);
        loop {
            let b = self.inblossom[w];
            self.label[w] = t;
            self.label[b] = t;
            self.tops.push(b);
            self.labelend[w] = p;
            self.labelend[b] = p;
            self.bestedge[w] = NONE;
            self.bestedge[b] = NONE;
            if t == 1 {
                let leaves = self.leaves(b);
                self.queue.extend(leaves);
                return;
            }
            // T-blossom: its base is matched; label the mate S.
            let base = self.blossombase[b];
            let m = if base == NONE { NONE } else { self.mate[base] };
            if m == NONE {
                self.set_fault(SolveError::Internal);
                return;
            }
            w = self.ends[m];
            t = 1;
            p = m ^ 1;
        }
    }

    /// Traces back from `v` and `w`; returns the base of a new blossom, or `NONE` if an
    /// augmenting path was found.
    fn scan_blossom(&mut self, v: usize, w: usize) -> usize {
        let (mut v, mut w) = (v, w);
        let mut path = Vec::new();
        let mut base = NONE;
        while v != NONE {
            let b = self.inblossom[v];
            if self.label[b] & 4 != 0 {
                base = self.blossombase[b];
                break;
            }
            path.push(b);
            self.label[b] = 5;
            if self.labelend[b] == NONE {
                v = NONE;
            } else {
                let t = self.ends[self.labelend[b]];
                let bt = self.inblossom[t];
                let le = self.labelend[bt];
                if le == NONE {
                    self.set_fault(SolveError::Internal);
                    break;
                }
                v = self.ends[le];
            }
            if w != NONE {
                std::mem::swap(&mut v, &mut w);
            }
        }
        for b in path {
            self.label[b] = 1;
        }
        base
    }

    fn add_blossom(&mut self, base: usize, k: usize) {
        let (mut v, mut w) = (self.ends[2 * k], self.ends[2 * k + 1]);
        let bb = self.inblossom[base];
        let mut bv = self.inblossom[v];
        let mut bw = self.inblossom[w];
        let Some(b) = self.unusedblossoms.pop() else {
            self.set_fault(SolveError::Internal);
            return;
        };
        self.blossombase[b] = base;
        self.blossomparent[b] = NONE;
        self.blossomparent[bb] = b;
        let mut path = Vec::new();
        let mut endps = Vec::new();
        while bv != bb {
            self.blossomparent[bv] = b;
            path.push(bv);
            let le = self.labelend[bv];
            if le == NONE {
                self.set_fault(SolveError::Internal);
                return;
            }
            endps.push(le);
            v = self.ends[le];
            bv = self.inblossom[v];
        }
        path.push(bb);
        path.reverse();
        endps.reverse();
        endps.push(2 * k);
        while bw != bb {
            self.blossomparent[bw] = b;
            path.push(bw);
            let le = self.labelend[bw];
            if le == NONE {
                self.set_fault(SolveError::Internal);
                return;
            }
            endps.push(le ^ 1);
            w = self.ends[le];
            bw = self.inblossom[w];
        }
        self.label[b] = 1;
        self.tops.push(b);
        self.labelend[b] = self.labelend[bb];
        self.dual[b] = W::ZERO;
        self.blossomchilds[b] = path.clone();
        self.blossomendps[b] = endps;
        for v in self.leaves(b) {
            if self.label[self.inblossom[v]] == 2 {
                self.queue.push(v);
            }
            self.inblossom[v] = b;
        }
        // Least-slack edges from the new blossom to each neighbouring S-blossom.
        let mut touched: Vec<usize> = Vec::new();
        for &bv in &path {
            let list: Vec<usize> = match self.blossombestedges[bv].take() {
                Some(l) => l,
                None => {
                    let mut l = Vec::new();
                    for leaf in self.leaves(bv) {
                        for &p in &self.adj[self.adj_start[leaf]..self.adj_start[leaf + 1]] {
                            l.push(p / 2);
                        }
                    }
                    l
                }
            };
            for k in list {
                let (mut i, mut j) = (self.ends[2 * k], self.ends[2 * k + 1]);
                if self.inblossom[j] == b {
                    std::mem::swap(&mut i, &mut j);
                }
                let bj = self.inblossom[j];
                if bj != b && self.label[bj] == 1 {
                    let cur = self.bestedgeto[bj];
                    if cur == NONE {
                        touched.push(bj);
                        self.bestedgeto[bj] = k;
                    } else if self.slack(k) < self.slack(cur) {
                        self.bestedgeto[bj] = k;
                    }
                }
            }
            self.bestedge[bv] = NONE;
        }
        let mut best = NONE;
        let mut list = Vec::with_capacity(touched.len());
        for bj in touched {
            let k = self.bestedgeto[bj];
            self.bestedgeto[bj] = NONE;
            list.push(k);
            if best == NONE || self.slack(k) < self.slack(best) {
                best = k;
            }
        }
        self.blossombestedges[b] = Some(list);
        self.bestedge[b] = best;
    }

    fn expand_blossom(&mut self, b0: usize, endstage: bool) {
        let mut stack = vec![b0];
        while let Some(b) = stack.pop() {
            self.expand_one(b, endstage, &mut stack);
            if self.fault.is_some() {
                return;
            }
        }
    }

    fn expand_one(&mut self, b: usize, endstage: bool, stack: &mut Vec<usize>) {
        let n = self.n;
        let childs = std::mem::take(&mut self.blossomchilds[b]);
        let endps = std::mem::take(&mut self.blossomendps[b]);
        for &s in &childs {
            self.blossomparent[s] = NONE;
            if s < n {
                self.inblossom[s] = s;
            } else if endstage && self.dual[s] == W::ZERO {
                stack.push(s);
            } else {
                for v in self.leaves(s) {
                    self.inblossom[v] = s;
                }
            }
        }
        if !endstage && self.label[b] == 2 {
            self.relabel_expanded_t_blossom(b, &childs, &endps);
        }
        self.label[b] = 0;
        self.labelend[b] = NONE;
        self.blossombase[b] = NONE;
        self.blossombestedges[b] = None;
        self.bestedge[b] = NONE;
        self.unusedblossoms.push(b);
    }

    fn relabel_expanded_t_blossom(&mut self, b: usize, childs: &[usize], endps: &[usize]) {
        let len = childs.len() as isize;
        if len == 0 || endps.len() != childs.len() || self.labelend[b] == NONE {
            self.set_fault(SolveError::Internal);
            return;
        }
        let wrap = |j: isize| j.rem_euclid(len) as usize;
        let entrychild = self.inblossom[self.ends[self.labelend[b] ^ 1]];
        let Some(pos) = childs.iter().position(|&c| c == entrychild) else {
            self.set_fault(SolveError::Internal);
            return;
        };
        let mut j = pos as isize;
        let (jstep, endptrick): (isize, usize) = if j & 1 != 0 {
            j -= len;
            (1, 0)
        } else {
            (-1, 1)
        };
        let mut p = self.labelend[b];
        while j != 0 {
            // Relabel the T-sub-blossom.
            let a = self.ends[p ^ 1];
            self.label[a] = 0;
            let q = endps[wrap(j - endptrick as isize)] ^ endptrick ^ 1;
            self.label[self.ends[q]] = 0;
            self.assign_label(a, 2, p);
            // Step to the next S-sub-blossom and note its forward edge.
            self.allowedge[endps[wrap(j - endptrick as isize)] / 2] = true;
            j += jstep;
            p = endps[wrap(j - endptrick as isize)] ^ endptrick;
            // Step to the next T-sub-blossom.
            self.allowedge[p / 2] = true;
            j += jstep;
        }
        // Relabel the base T-sub-blossom without stepping through to its mate.
        let bv = childs[wrap(j)];
        let a = self.ends[p ^ 1];
        self.label[a] = 2;
        self.label[bv] = 2;
        self.tops.push(bv);
        self.labelend[a] = p;
        self.labelend[bv] = p;
        self.bestedge[bv] = NONE;
        // Continue along the blossom until we get back to the entry child.
        j += jstep;
        while childs[wrap(j)] != entrychild {
            let bv = childs[wrap(j)];
            if self.label[bv] == 1 {
                j += jstep;
                continue;
            }
            let reached = self.leaves(bv).into_iter().find(|&v| self.label[v] != 0);
            if let Some(v) = reached {
                self.label[v] = 0;
                let base = self.blossombase[bv];
                let m = if base == NONE { NONE } else { self.mate[base] };
                if m == NONE {
                    self.set_fault(SolveError::Internal);
                    return;
                }
                self.label[self.ends[m]] = 0;
                let le = self.labelend[v];
                self.assign_label(v, 2, le);
            }
            j += jstep;
        }
    }

    fn augment_blossom(&mut self, b0: usize, v0: usize) {
        let n = self.n;
        let mut stack = vec![(b0, v0)];
        while let Some((b, v)) = stack.pop() {
            let mut t = v;
            while self.blossomparent[t] != b {
                t = self.blossomparent[t];
                if t == NONE {
                    self.set_fault(SolveError::Internal);
                    return;
                }
            }
            if t >= n {
                stack.push((t, v));
            }
            let len = self.blossomchilds[b].len();
            let Some(i) = self.blossomchilds[b].iter().position(|&c| c == t) else {
                self.set_fault(SolveError::Internal);
                return;
            };
            let leni = len as isize;
            let wrap = |j: isize| j.rem_euclid(leni) as usize;
            let mut j = i as isize;
            let (jstep, endptrick): (isize, usize) = if i & 1 != 0 {
                j -= leni;
                (1, 0)
            } else {
                (-1, 1)
            };
            while j != 0 {
                j += jstep;
                let t1 = self.blossomchilds[b][wrap(j)];
                let p = self.blossomendps[b][wrap(j - endptrick as isize)] ^ endptrick;
                if t1 >= n {
                    stack.push((t1, self.ends[p]));
                }
                j += jstep;
                let t2 = self.blossomchilds[b][wrap(j)];
                if t2 >= n {
                    stack.push((t2, self.ends[p ^ 1]));
                }
                self.mate[self.ends[p]] = p ^ 1;
                self.mate[self.ends[p ^ 1]] = p;
            }
            self.blossomchilds[b].rotate_left(i);
            self.blossomendps[b].rotate_left(i);
            self.blossombase[b] = v;
        }
    }

    fn augment_matching(&mut self, k: usize) {
        let n = self.n;
        let (v, w) = (self.ends[2 * k], self.ends[2 * k + 1]);
        for (s0, p0) in [(v, 2 * k + 1), (w, 2 * k)] {
            let (mut s, mut p) = (s0, p0);
            loop {
                let bs = self.inblossom[s];
                if bs >= n {
                    self.augment_blossom(bs, s);
                }
                self.mate[s] = p;
                if self.labelend[bs] == NONE {
                    break;
                }
                let t = self.ends[self.labelend[bs]];
                let bt = self.inblossom[t];
                let le = self.labelend[bt];
                if le == NONE {
                    self.set_fault(SolveError::Internal);
                    return;
                }
                s = self.ends[le];
                let j = self.ends[le ^ 1];
                if bt >= n {
                    self.augment_blossom(bt, j);
                }
                self.mate[j] = le;
                p = le ^ 1;
                if self.fault.is_some() {
                    return;
                }
            }
        }
    }

    /// Runs the algorithm to a perfect matching.
    pub(crate) fn solve(&mut self) -> Result<(), SolveError> {
        let n = self.n;
        if n % 2 == 1 {
            return Err(SolveError::NoPerfectMatching);
        }
        self.warm_start();
        if let Some(e) = self.fault {
            return Err(e);
        }
        let mut next_root = 0;
        loop {
            while next_root < n && self.mate[next_root] != NONE {
                next_root += 1;
            }
            if next_root == n {
                return Ok(());
            }
            self.stages += 1;
            self.label.fill(0);
            self.bestedge.fill(NONE);
            for b in n..2 * n {
                self.blossombestedges[b] = None;
            }
            self.allowedge.fill(false);
            self.queue.clear();
            self.tops.clear();
            self.frontier.clear();
            // One alternating tree per stage (rooted at one free vertex): only its duals move,
            // so the other vertices keep their balanced warm-start duals.
            self.assign_label(next_root, 1, NONE);
            while !self.grow()? {
                if !self.dual_step()? {
                    return Err(SolveError::NoPerfectMatching);
                }
            }
            // End of stage: expand S-blossoms with zero dual.
            for b in n..2 * n {
                if self.blossomparent[b] == NONE
                    && self.blossombase[b] != NONE
                    && self.label[b] == 1
                    && self.dual[b] == W::ZERO
                {
                    self.expand_blossom(b, true);
                }
            }
            if let Some(e) = self.fault {
                return Err(e);
            }
        }
    }

    /// Labels along tight edges; returns `Ok(true)` once the matching was augmented.
    fn grow(&mut self) -> Result<bool, SolveError> {
        while let Some(v) = self.queue.pop() {
            for idx in self.adj_start[v]..self.adj_start[v + 1] {
                let p = self.adj[idx];
                let k = p / 2;
                let w = self.ends[p];
                let bv = self.inblossom[v];
                let bw = self.inblossom[w];
                if bv == bw {
                    continue;
                }
                let mut kslack = W::ZERO;
                if !self.allowedge[k] {
                    kslack = self.slack(k);
                    if kslack <= W::ZERO {
                        self.allowedge[k] = true;
                    }
                }
                if self.allowedge[k] {
                    if self.label[bw] == 0 && self.blossom_is_free(bw) {
                        // A tight edge to a free vertex outside the tree: augment.
                        self.assign_label(w, 1, NONE);
                        self.augment_matching(k);
                        if let Some(e) = self.fault {
                            return Err(e);
                        }
                        return Ok(true);
                    } else if self.label[bw] == 0 {
                        self.assign_label(w, 2, p ^ 1);
                    } else if self.label[bw] == 1 {
                        let base = self.scan_blossom(v, w);
                        if base != NONE {
                            self.add_blossom(base, k);
                        } else {
                            self.augment_matching(k);
                            if let Some(e) = self.fault {
                                return Err(e);
                            }
                            return Ok(true);
                        }
                    } else if self.label[w] == 0 {
                        self.label[w] = 2;
                        self.labelend[w] = p ^ 1;
                    }
                } else if self.label[bw] == 1 {
                    let cur = self.bestedge[bv];
                    if cur == NONE || kslack < self.slack(cur) {
                        self.bestedge[bv] = k;
                    }
                } else if self.label[w] == 0 {
                    let cur = self.bestedge[w];
                    if cur == NONE {
                        self.frontier.push(w);
                    }
                    if cur == NONE || kslack < self.slack(cur) {
                        self.bestedge[w] = k;
                    }
                }
                if let Some(e) = self.fault {
                    return Err(e);
                }
            }
        }
        Ok(false)
    }

    /// One dual adjustment; returns `Ok(false)` when no adjustment is possible.
    ///
    /// Only the current alternating tree (`tops`) and the unlabelled vertices next to it
    /// (`frontier`) can contribute a delta or change their duals, so only they are visited.
    fn dual_step(&mut self) -> Result<bool, SolveError> {
        let n = self.n;
        #[derive(Clone, Copy)]
        enum Delta {
            Edge(usize),
            Blossom(usize),
        }
        self.stamp = self.stamp.wrapping_add(1);
        if self.stamp == 0 {
            self.seen_top.fill(0);
            self.seen_frontier.fill(0);
            self.stamp = 1;
        }
        let stamp = self.stamp;
        let mut best: Option<(W, Delta)> = None;
        // Delta 2: least slack from an S-vertex to an unlabelled vertex.
        let mut frontier = std::mem::take(&mut self.frontier);
        // (Vertices inside a T-blossom keep their entry: they become candidates again if the
        // blossom is expanded.)
        frontier.retain(|&v| {
            if self.seen_frontier[v] == stamp || self.bestedge[v] == NONE {
                return false;
            }
            self.seen_frontier[v] = stamp;
            true
        });
        for &v in &frontier {
            if self.label[self.inblossom[v]] != 0 {
                continue;
            }
            let d = self.slack(self.bestedge[v]);
            if best.is_none_or(|(bd, _)| d < bd) {
                best = Some((d, Delta::Edge(self.bestedge[v])));
            }
        }
        self.frontier = frontier;
        // The tree's current top-level blossoms, each once.
        let mut tops = std::mem::take(&mut self.tops);
        tops.retain(|&b| {
            let live = self.blossomparent[b] == NONE
                && (b < n || self.blossombase[b] != NONE)
                && matches!(self.label[b], 1 | 2);
            if !live || self.seen_top[b] == stamp {
                return false;
            }
            self.seen_top[b] = stamp;
            true
        });
        for &b in &tops {
            if self.label[b] == 1 && self.bestedge[b] != NONE {
                // Delta 3: half the least slack between two S-blossoms.
                let d = self.slack(self.bestedge[b]).half();
                if best.is_none_or(|(bd, _)| d < bd) {
                    best = Some((d, Delta::Edge(self.bestedge[b])));
                }
            } else if b >= n && self.label[b] == 2 && best.is_none_or(|(bd, _)| self.dual[b] < bd) {
                // Delta 4: least dual of a T-blossom.
                best = Some((self.dual[b], Delta::Blossom(b)));
            }
        }
        let Some((delta, action)) = best else {
            self.tops = tops;
            return Ok(false);
        };
        let mut overflow = false;
        for &b in &tops {
            let s_label = self.label[b] == 1;
            for v in self.leaves(b) {
                if s_label {
                    self.dual[v] -= delta;
                } else {
                    self.dual[v] += delta;
                }
                overflow |= !self.dual[v].in_range();
            }
            if b >= n {
                if s_label {
                    self.dual[b] += delta;
                } else {
                    self.dual[b] -= delta;
                }
                overflow |= !self.dual[b].in_range();
            }
        }
        self.tops = tops;
        if overflow {
            return Err(SolveError::Overflow);
        }
        match action {
            Delta::Edge(k) => {
                self.allowedge[k] = true;
                let (mut i, j) = (self.ends[2 * k], self.ends[2 * k + 1]);
                if self.label[self.inblossom[i]] == 0 {
                    i = j;
                }
                self.queue.push(i);
            }
            Delta::Blossom(b) => self.expand_blossom(b, false),
        }
        if let Some(e) = self.fault {
            return Err(e);
        }
        Ok(true)
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    /// Brute force: best total weight over all perfect matchings, `None` if there is none.
    fn brute(n: usize, edges: &[(u32, u32, i128)]) -> Option<i128> {
        let mut w = vec![vec![None; n]; n];
        for &(i, j, x) in edges {
            w[i as usize][j as usize] = Some(x);
            w[j as usize][i as usize] = Some(x);
        }
        fn rec(free: &mut Vec<bool>, w: &[Vec<Option<i128>>]) -> Option<i128> {
            let Some(i) = free.iter().position(|&f| f) else {
                return Some(0);
            };
            free[i] = false;
            let mut best: Option<i128> = None;
            for j in 0..free.len() {
                if free[j]
                    && let Some(x) = w[i][j]
                {
                    free[j] = false;
                    if let Some(rest) = rec(free, w) {
                        best = Some(best.map_or(x + rest, |b| b.max(x + rest)));
                    }
                    free[j] = true;
                }
            }
            free[i] = true;
            best
        }
        rec(&mut vec![true; n], &w)
    }

    fn check_certificate(m: &Matching<i64>, edges: &[(u32, u32, i128)]) {
        for &(i, j, w) in edges {
            let (i, j) = (i as usize, j as usize);
            let s = m.vertex_dual(i) + m.vertex_dual(j) - 2 * w + 2 * m.common_blossom_dual(i, j);
            assert!(s >= 0, "negative slack on edge {i}-{j}");
            if m.mate_of(i) == Some(j) {
                assert_eq!(s, 0, "matched edge {i}-{j} not tight");
            }
        }
    }

    fn lcg(state: &mut u64) -> u64 {
        *state = state
            .wrapping_mul(6364136223846793005)
            .wrapping_add(1442695040888963407);
        *state >> 33
    }

    #[test]
    fn matches_brute_force_on_random_sparse_graphs() {
        let mut seed = 7u64;
        let mut with_perfect = 0;
        for case in 0..600 {
            let n = 2 * (1 + (lcg(&mut seed) as usize % 5));
            let density = 30 + lcg(&mut seed) % 70;
            let wmax = if case % 3 == 0 { 4 } else { 1000 };
            let mut edges = Vec::new();
            for i in 0..n {
                for j in i + 1..n {
                    if lcg(&mut seed) % 100 < density {
                        edges.push((i as u32, j as u32, (lcg(&mut seed) % wmax) as i128 + 1));
                    }
                }
            }
            let expected = brute(n, &edges);
            let mut m = Matching::<i64>::new(n, &edges).unwrap();
            match (m.solve(), expected) {
                (Ok(()), Some(best)) => {
                    with_perfect += 1;
                    let mut total = 0;
                    for v in 0..n {
                        let u = m.mate_of(v).unwrap();
                        assert_eq!(m.mate_of(u), Some(v));
                        if v < u {
                            total += edges
                                .iter()
                                .find(|e| (e.0 as usize, e.1 as usize) == (v, u))
                                .unwrap()
                                .2;
                        }
                    }
                    assert_eq!(total, best, "case {case}: suboptimal");
                    check_certificate(&m, &edges);
                }
                (Err(SolveError::NoPerfectMatching), None) => {}
                (got, want) => panic!("case {case}: solver {got:?}, brute force {want:?}"),
            }
        }
        assert!(with_perfect > 300);
    }

    #[test]
    fn overflow_is_reported_not_wrapped() {
        let edges = [(0u32, 1u32, i128::from(i64::MAX))];
        assert_eq!(
            Matching::<i64>::new(2, &edges).err(),
            Some(SolveError::Overflow)
        );
        let mut m = Matching::<i128>::new(2, &edges).unwrap();
        assert_eq!(m.solve(), Ok(()));
        assert_eq!(m.mate_of(0), Some(1));
    }

    #[test]
    fn odd_vertex_count_has_no_perfect_matching() {
        let mut m = Matching::<i64>::new(3, &[(0, 1, 5), (1, 2, 5)]).unwrap();
        assert_eq!(m.solve(), Err(SolveError::NoPerfectMatching));
    }
}
