//! Swiss pairing: exact, fast, pure.
//!
//! Everything here is a pure function of its arguments: no I/O, no clock, no global random
//! generator. Randomness comes only from the `rng` argument (the event's stored ChaCha
//! generator), so the same event state and generator state give the same pairing.
//!
//! # Entry points
//!
//! * [`pair_round`] — Swiss rounds after the first (double- or single-sided).
//! * [`pair_random`] — round 1: random pairs, random bye.
//! * [`pair_draft_seats`] — full draft round 1: seat `i` plays seat `i + N/2`.
//! * [`assign_tables`] — table numbers (fixed tables, then by combined points, then byes).
//!
//! # The objective (spec `pairing.md`)
//!
//! A pairing is a perfect matching of the complete graph on the active players, plus a dummy
//! "bye" vertex when their number is odd (its partner gets the bye). Every edge has a value for
//! each [`Term`]; an [`Objective`] lists the terms in priority order, and the sums over the whole
//! matching are minimised lexicographically in that order, with a random tiebreak last. The
//! terms:
//!
//! Before any term, a rule: the bye goes to a player with the **fewest byes** in this stage (the
//! dummy has edges to those players only). So the bye never goes to a player who had one while
//! someone active has had none — the regulations' "the bye is given to the lowest ranked player
//! who has not yet received a bye" is a must, and it outranks everything — and never a third
//! bye while someone has had only one. Restricting the bye's edges is exactly the same as a
//! first lexicographic term "byes the recipient had" (there is one bye edge, and every choice
//! of recipient leaves the others a perfect matching), without inflating the weights.
//!
//! * [`Term::Rematch`] — 1 if the two players already met in this stage.
//! * [`Term::RepeatMeeting`] — how many times beyond the first they met: 1 for a third meeting,
//!   2 for a fourth. With the rematches fixed this prefers the pairs that met fewer times, so a
//!   third meeting happens only when no pairing with as few rematches, all second meetings,
//!   exists.
//! * [`Term::SideViolation`] (single-sided only) — the players the pair pushes outside ±1
//!   Corp − Runner games with the sides it gets. Without an earlier meeting that is 1 exactly
//!   when both balances have the same non-zero sign: whichever plays Corp (resp. Runner) moves
//!   further from zero (the side rule below gives each player the side that moves them
//!   *towards* zero when the signs differ or one balance is zero, so such pairs are free). In
//!   single-sided Swiss a rematch's sides are forced (the earlier meeting reversed), so it can
//!   push 0, 1 or 2 players out.
//! * [`Term::ByesMeet`] (single-sided Swiss only) — 1 if both players had a bye.
//! * [`Term::ByeMovedUp`] (bye edge) — how many players with as many byes as the recipient
//!   rank below them: the bye goes to the lowest-ranked player without a bye and moves up only
//!   when that removes a rematch, a repeated meeting or (single-sided) a side violation.
//! * [`Term::Points`] — `(points_a − points_b)²`.
//! * last, always: the **tiebreak** `|key_a − key_b|`, where the keys are a uniformly random
//!   permutation of `0..n` drawn from `rng` (see below).
//!
//! [`Objective::for_mode`] gives the order for each [`PairingMode`]: v3.2 and half draft —
//! rematches, repeated meetings, side violations (half draft), bye moved up, points;
//! single-sided Swiss ([`Objective::SINGLE_SIDED_SWISS`]) — third meetings, side violations,
//! rematches, bye moved up, points, byes meeting. The scaling, the candidate graph and the
//! certificate below work for any order.
//!
//! Side assignment (single-sided): in single-sided Swiss, two players who met before get the
//! sides of their latest meeting reversed ([`PairingRequest::sides`]); otherwise the player
//! with the larger balance (more Corp games) plays Runner; equal balances: the player with the
//! smaller tiebreak key plays Corp (a fair coin, because the keys are random). Each pair's
//! [`SwissSideReason`] says which rule decided. A bye is not a side played.
//!
//! **Scaling.** The terms are folded into one integer `cost = Σ_t value_t·U_t + tiebreak`. Each
//! multiplier `U_t` is one more than the largest possible *sum over a whole perfect matching*
//! (`ne` edges) of all lower terms, so comparing two matchings' total costs is exactly comparing
//! their term tuples lexicographically — in particular the random tiebreak can never outweigh
//! one unit of any earlier term. The bounds of the sums: the tiebreak `X` = (sum of the `ne`
//! largest keys) − (sum of the `ne` smallest) (a matching on a line gains most by pairing top
//! against bottom); points `ne·Δpoints²` (`Δpoints` = the point spread); the bye terms their
//! largest value among the players who may take it (there is one bye edge); the others `ne`
//! times their largest value on any edge. A term that is 0 on every edge (no bye, nobody met
//! twice, double-sided) gets radix 1. The
//! weights are `w = C − cost` with `C` = (the first term's largest edge value + 1) times its
//! unit, so every edge weight is at least 1.
//!
//! All products are checked; an instance whose weights would not fit comfortably in `i128`
//! (far beyond 5,000 players × 30 rounds) is rejected with [`PairingError::TooLarge`] instead of
//! overflowing. The solver runs in `i64` when the weights fit and retries in `i128` on any
//! overflow signal.
//!
//! **Tiebreak.** Among pairings equal in terms 1–4, the one whose pairs are closest in the
//! random key order wins. For a score group pairing among itself this is the uniformly random
//! pairing "consecutive keys together"; an odd player meets a random player of the next group.
//! Unlike an independent random perturbation per edge, this keeps the optimum *local* in key
//! order, which is what lets a sparse candidate graph contain it.
//!
//! # Exactness with a sparse graph (the certificate loop)
//!
//! The matching is computed with a weighted blossom algorithm (see `matching.rs`) on weights
//! `w = C − cost ≥ 1`; on perfect matchings, maximum weight is minimum cost. Instead of the
//! complete graph it starts from **candidate edges**: for each player, its `k` key-nearest
//! opponents it has not met in its own score group and in the next lower groups (and, when
//! single-sided, also `k` of those without a side conflict, and the `k` nearest by points on
//! either side among all players of each compatible balance sign); the bye dummy's edges to the
//! lowest-ranked players who may take the bye; and a *backbone* of consecutive players in
//! standings order (dummy last, next to a player who may take the bye), which always contains a
//! perfect matching, so the sparse problem is always feasible.
//!
//! The solver returns a perfect matching `M` together with dual variables: vertex duals `y`
//! (free) and blossom duals `z ≥ 0`, with `y_u + y_v + Σ_{B ∋ u,v} z_B ≥ w_uv` on every
//! candidate edge, equality on the edges of `M`, and every blossom with `z_B > 0` full. The
//! certificate step checks that inequality on **every** edge of the complete graph (including
//! rematch and far edges; the bye's edges only to the players who may take it). It works with lower bounds first — `z ≥ 0`, so the vertex duals plus
//! the dual of the outermost blossom shared by both ends are enough when they already cover the
//! weight, and `cost ≥ Δpoints²·P + |Δkey|` lets it pass whole score-group blocks and everything
//! outside a key window at once — and computes the exact weight and blossom sum only for the
//! remaining edges. If every
//! edge passes, `(y, z)` is feasible for the dual of the maximum-weight perfect matching LP on
//! the complete graph, and by weak duality any perfect matching `M'` satisfies
//! `w(M') ≤ Σ_v y_v + Σ_B z_B·⌊|B|/2⌋ = w(M)`: `M` is optimal for the complete graph.
//! Otherwise the violated edges (never candidates, since the solver keeps candidates feasible)
//! are added and the problem is solved again. Each round adds at least one new edge of a finite
//! graph, so the loop terminates; after a bounded number of rounds it switches to the complete
//! graph outright. Either way the result is an optimum of the complete-graph problem — and the
//! tests compare it with an independent complete-graph solver.

mod matching;
mod problem;
mod tables;

#[doc(hidden)]
pub mod bench_support;

pub use tables::{Table, TableAssignment, TableConflict, TablePair, assign_tables};

use crate::engine::PlayerId;
use problem::Problem;
use rand::seq::SliceRandom;
use rand::{Rng, RngExt};
use serde::{Deserialize, Serialize};

/// One active player as the pairing sees them.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct PairingPlayer {
    /// The player.
    pub id: PlayerId,
    /// Tournament points in this stage so far.
    pub points: u32,
    /// 0-based position in the full current standings (0 = best). Unique.
    pub rank: usize,
    /// Byes already received in this stage.
    pub byes: u32,
    /// Single-sided rounds only: Corp games minus Runner games so far (byes are no side);
    /// ignored otherwise.
    pub side_balance: i32,
}

/// Kind of Swiss round.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Serialize, Deserialize)]
pub enum PairingMode {
    /// Two games per round, each player plays both sides.
    DoubleSided,
    /// One game per round (half draft): the pairing also assigns sides.
    SingleSided,
    /// Single-sided Swiss for constructed events: one game per round with assigned sides, an
    /// earlier meeting only ever repeated with the sides reversed ([`Objective::SINGLE_SIDED_SWISS`]).
    SingleSidedSwiss,
}

impl PairingMode {
    /// Whether pairs carry sides (one game a round).
    pub fn single_sided(self) -> bool {
        !matches!(self, PairingMode::DoubleSided)
    }
}

/// Why a player of a single-sided pairing plays the side they play.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Serialize, Deserialize)]
#[serde(rename_all = "kebab-case")]
pub enum SwissSideReason {
    /// The two players met before in this stage: the sides of their latest meeting, reversed.
    EarlierMeetingReversed,
    /// The player further towards Corp (more Corp games than Runner games) plays Runner.
    SideBalance,
    /// Equal side balances: a coin flip from the event's random generator.
    CoinFlip,
}

/// What to pair.
#[derive(Clone, Copy, Debug)]
pub struct PairingRequest<'a> {
    /// The active players to pair, in any order.
    pub players: &'a [PairingPlayer],
    /// Every earlier pairing of this stage, one entry per meeting, in any order. Entries with a
    /// player who is not in `players` are ignored.
    pub previous: &'a [(PlayerId, PlayerId)],
    /// Double- or single-sided.
    pub mode: PairingMode,
    /// [`PairingMode::SingleSidedSwiss`] only: the sides of earlier meetings of this stage as
    /// `(corp, runner)`, in the order they were played (the latest meeting of two players
    /// decides the sides of a rematch). Meetings whose sides are unknown are left out; entries
    /// for pairs not in `previous` are ignored.
    pub sides: &'a [(PlayerId, PlayerId)],
}

/// One lexicographic term of the pairing objective (see the [module documentation](self)).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Serialize, Deserialize)]
pub enum Term {
    /// 1 if the two players met before in this stage.
    Rematch,
    /// Meetings beyond the first before this one (1 for a third meeting, 2 for a fourth, …).
    RepeatMeeting,
    /// Single-sided: players the pair pushes outside ±1 Corp − Runner (half draft: 1 if the
    /// balances share a non-zero sign; single-sided Swiss: with the sides a rematch must have).
    SideViolation,
    /// Bye edge: players with as many byes as the recipient who rank below them.
    ByeMovedUp,
    /// (points_a − points_b)².
    Points,
    /// Single-sided Swiss: 1 if both players have had a bye in this stage.
    ByesMeet,
}

/// Number of [`Term`] variants.
pub const TERM_COUNT: usize = 6;

/// The terms of a pairing objective, highest priority first; the random tiebreak always comes
/// after them.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Objective {
    terms: &'static [Term],
}

impl Objective {
    /// Double-sided Swiss (v3.2): fewest rematches, fewest repeated meetings, the bye as low as
    /// possible, then points.
    pub const DOUBLE_SIDED: Objective = Objective {
        terms: &[
            Term::Rematch,
            Term::RepeatMeeting,
            Term::ByeMovedUp,
            Term::Points,
        ],
    };
    /// Half draft: as double-sided, with the side rule after the meetings.
    pub const HALF_DRAFT: Objective = Objective {
        terms: &[
            Term::Rematch,
            Term::RepeatMeeting,
            Term::SideViolation,
            Term::ByeMovedUp,
            Term::Points,
        ],
    };

    /// Single-sided Swiss (issue 18): never a third meeting; nobody pushed outside ±1
    /// Corp − Runner; no rematch (a rematch always has its earlier sides reversed); the bye to
    /// the lowest-ranked player with the fewest byes, moved up only when that avoids one of
    /// those (as in v3.2's objective); the smallest Σ squared point differences; then as few
    /// pairs of two players who both had a bye.
    pub const SINGLE_SIDED_SWISS: Objective = Objective {
        terms: &[
            Term::RepeatMeeting,
            Term::SideViolation,
            Term::Rematch,
            Term::ByeMovedUp,
            Term::Points,
            Term::ByesMeet,
        ],
    };

    /// The objective for a kind of round.
    pub fn for_mode(mode: PairingMode) -> Objective {
        match mode {
            PairingMode::DoubleSided => Objective::DOUBLE_SIDED,
            PairingMode::SingleSided => Objective::HALF_DRAFT,
            PairingMode::SingleSidedSwiss => Objective::SINGLE_SIDED_SWISS,
        }
    }

    /// The terms, highest priority first.
    pub fn terms(&self) -> &'static [Term] {
        self.terms
    }

    /// Compares two pairings' costs under this objective: the bye rule (earlier byes of the
    /// recipient), the terms in order, then the tiebreak.
    pub fn compare(&self, a: &PairingCost, b: &PairingCost) -> std::cmp::Ordering {
        a.earlier_byes.cmp(&b.earlier_byes).then_with(|| {
            self.terms
                .iter()
                .map(|&t| a.term(t).cmp(&b.term(t)))
                .find(|o| o.is_ne())
                .unwrap_or_else(|| a.tiebreak.cmp(&b.tiebreak))
        })
    }
}

/// The objective value of a pairing: the bye rule's value and the sum of each term over the
/// pairs and the bye. Compare two values with [`Objective::compare`]; the derived `Ord` compares
/// in field order, which is the order of the double-sided and half-draft objectives (not of
/// [`Objective::SINGLE_SIDED_SWISS`]).
#[derive(
    Clone, Copy, Debug, Default, PartialEq, Eq, PartialOrd, Ord, Hash, Serialize, Deserialize,
)]
pub struct PairingCost {
    /// Byes the bye's recipient already had: the fewest of any player (0 unless every active
    /// player has had one).
    pub earlier_byes: u32,
    /// Pairs that met before in this stage.
    pub rematches: u32,
    /// Meetings beyond the first, summed over the rematches (a third meeting counts 1).
    pub repeat_meetings: u32,
    /// Single-sided: players pushed outside ±1 (one per pair whose balances share a sign).
    pub side_violations: u32,
    /// How many players with as many byes as the recipient rank below them.
    pub bye_moved_up: u32,
    /// Sum over pairs of (points_a − points_b)² (saturating at `u64::MAX`, which only absurd
    /// point spreads can reach; the optimisation itself is exact regardless).
    pub point_cost: u64,
    /// Single-sided Swiss: pairs of two players who both had a bye.
    #[serde(default)]
    pub byes_meeting: u32,
    /// Sum over pairs of |key_a − key_b| (the random tiebreak; saturating likewise).
    pub tiebreak: u64,
}

impl PairingCost {
    /// The value of one term.
    pub fn term(&self, t: Term) -> u64 {
        match t {
            Term::Rematch => u64::from(self.rematches),
            Term::RepeatMeeting => u64::from(self.repeat_meetings),
            Term::SideViolation => u64::from(self.side_violations),
            Term::ByeMovedUp => u64::from(self.bye_moved_up),
            Term::Points => self.point_cost,
            Term::ByesMeet => u64::from(self.byes_meeting),
        }
    }

    /// Adds one edge's values (`byes`: the bye recipient's earlier byes, on the bye edge).
    pub(crate) fn add(&mut self, p: &problem::Parts, byes: u32) {
        let small = |t: Term| u32::try_from(p.get(t)).unwrap_or(u32::MAX);
        self.earlier_byes = self.earlier_byes.saturating_add(byes);
        self.rematches = self.rematches.saturating_add(small(Term::Rematch));
        self.repeat_meetings = self
            .repeat_meetings
            .saturating_add(small(Term::RepeatMeeting));
        self.side_violations = self
            .side_violations
            .saturating_add(small(Term::SideViolation));
        self.bye_moved_up = self.bye_moved_up.saturating_add(small(Term::ByeMovedUp));
        self.point_cost = self.point_cost.saturating_add(p.get(Term::Points));
        self.byes_meeting = self.byes_meeting.saturating_add(small(Term::ByesMeet));
        self.tiebreak = self.tiebreak.saturating_add(p.tiebreak);
    }
}

/// Counters describing how a pairing was computed (for tests, benchmarks and diagnostics).
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Serialize, Deserialize)]
pub struct PairingStats {
    /// Blossom solves run (1 when the first candidate graph was already certified optimal).
    pub solves: usize,
    /// Candidate edges of the first solve.
    pub initial_edges: usize,
    /// Candidate edges of the last solve.
    pub candidate_edges: usize,
    /// Edges the certificate added.
    pub added_edges: usize,
    /// Vertices left free by the greedy warm starts (summed over solves).
    pub greedy_free: usize,
    /// Augmenting-path stages (summed over solves).
    pub stages: usize,
    /// Whether the `i128` solver was needed.
    pub wide_weights: bool,
    /// Times a solver failure made it fall back to the complete graph (never expected).
    pub fallbacks: usize,
}

/// The result of [`pair_round`].
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct PairingOutcome {
    /// Single-sided: `(corp, runner)`; DoubleSided: `(higher-ranked, lower-ranked)`. Ordered by
    /// the better-ranked player of each pair, best first.
    pub pairs: Vec<(PlayerId, PlayerId)>,
    /// Single-sided: why each pair (same order as `pairs`) got its sides; empty for
    /// double-sided rounds.
    pub side_reasons: Vec<SwissSideReason>,
    /// The player receiving the bye, if the number of players is odd.
    pub bye: Option<PlayerId>,
    /// The pairs (as in `pairs`) whose players met before in this stage.
    pub rematches: Vec<(PlayerId, PlayerId)>,
    /// Single-sided: players this pairing pushes outside ±1 (Corp − Runner).
    pub side_violations: Vec<PlayerId>,
    /// The pairs (as in `pairs`) meeting for the third time or more.
    pub repeat_meetings: Vec<(PlayerId, PlayerId)>,
    /// The objective values.
    pub cost: PairingCost,
    /// How the result was computed.
    pub stats: PairingStats,
}

/// Why a pairing could not be computed.
#[derive(Clone, Debug, PartialEq, Eq, thiserror::Error)]
pub enum PairingError {
    /// The same player appears twice.
    DuplicatePlayer(PlayerId),
    /// Two players share a standings rank.
    DuplicateRank(usize),
    /// The tiebreak keys do not match the players.
    TiebreakLength {
        /// Number of players.
        players: usize,
        /// Number of keys.
        keys: usize,
    },
    /// The instance's lexicographic weights would not fit safely in 128 bits.
    TooLarge {
        /// Number of players.
        players: usize,
    },
    /// An internal consistency check failed (a bug; please report it with the event file).
    Internal,
}

/// Tuning of the initial sparse candidate graph. Any values give the same (exact) result; they
/// only change the speed. Exposed for tests and benchmarks.
#[doc(hidden)]
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct CandidateOptions {
    /// Key-nearest unmet opponents per player and target score group.
    pub neighbours: usize,
    /// Lower score groups always connected to a group.
    pub lower_groups: usize,
    /// Keep connecting lower groups until they hold at least this many players.
    pub lower_players: usize,
    /// Bye candidates (lowest bye indices) connected to the dummy.
    pub bye_candidates: usize,
    /// After this many solves, switch to the complete graph.
    pub max_solves: usize,
}

impl Default for CandidateOptions {
    fn default() -> Self {
        CandidateOptions {
            neighbours: 10,
            lower_groups: 1,
            lower_players: 32,
            bye_candidates: 12,
            max_solves: 16,
        }
    }
}

/// Pairs a Swiss round after the first: the exact optimum of the objective described in the
/// [module documentation](self), with ties broken at random by `rng`.
///
/// Draws one random permutation (the tiebreak keys, assigned in rank order, so the result does
/// not depend on the order of `req.players`) and calls [`pair_round_with_tiebreak`].
pub fn pair_round<R: Rng + ?Sized>(
    req: &PairingRequest<'_>,
    rng: &mut R,
) -> Result<PairingOutcome, PairingError> {
    let keys = tiebreak_keys(req.players, rng);
    pair_round_with_tiebreak(req, &keys)
}

/// Draws the tiebreak keys [`pair_round`] uses: a uniformly random permutation of `0..n`,
/// `keys[i]` belonging to `players[i]`, drawn in rank order.
pub fn tiebreak_keys<R: Rng + ?Sized>(players: &[PairingPlayer], rng: &mut R) -> Vec<u32> {
    let n = players.len();
    let mut order: Vec<usize> = (0..n).collect();
    order.sort_by_key(|&i| (players[i].rank, players[i].id));
    let mut perm: Vec<u32> = (0..n as u32).collect();
    perm.shuffle(rng);
    let mut keys = vec![0u32; n];
    for (pos, &i) in order.iter().enumerate() {
        keys[i] = perm[pos];
    }
    keys
}

/// Deterministic core of [`pair_round`]: `tiebreak[i]` is the tiebreak key of
/// `req.players[i]` (term 5 of the objective is `|key_a − key_b|`; equal side balances: the
/// smaller key plays Corp, on equal keys the higher-ranked player).
pub fn pair_round_with_tiebreak(
    req: &PairingRequest<'_>,
    tiebreak: &[u32],
) -> Result<PairingOutcome, PairingError> {
    pair_round_with_options(req, tiebreak, &CandidateOptions::default())
}

/// [`pair_round_with_tiebreak`] with explicit candidate-graph tuning (tests and benchmarks).
#[doc(hidden)]
pub fn pair_round_with_options(
    req: &PairingRequest<'_>,
    tiebreak: &[u32],
    options: &CandidateOptions,
) -> Result<PairingOutcome, PairingError> {
    let problem = Problem::new(req, tiebreak)?;
    let mut stats = PairingStats::default();
    let mate = problem.solve(options, &mut stats)?;
    let cost = problem.cost_of(&mate);
    let n = problem.n;
    let mut outcome = PairingOutcome {
        pairs: Vec::with_capacity(n / 2),
        side_reasons: Vec::new(),
        bye: None,
        rematches: Vec::new(),
        side_violations: Vec::new(),
        repeat_meetings: Vec::new(),
        cost,
        stats,
    };
    for (v, &u) in mate.iter().enumerate().take(n) {
        if u >= n {
            outcome.bye = Some(problem.ids[v]);
            continue;
        }
        if u < v {
            continue;
        }
        let pair = if req.mode.single_sided() {
            let (corp, runner, reason) = problem.orientation(v, u);
            outcome
                .side_violations
                .extend(problem.pushed_by(corp, runner).map(|p| problem.ids[p]));
            outcome.side_reasons.push(reason);
            (corp, runner)
        } else {
            (v, u)
        };
        let ids = (problem.ids[pair.0], problem.ids[pair.1]);
        let parts = problem.parts(v, u);
        if parts.get(Term::Rematch) > 0 {
            outcome.rematches.push(ids);
        }
        if parts.get(Term::RepeatMeeting) > 0 {
            outcome.repeat_meetings.push(ids);
        }
        outcome.pairs.push(ids);
    }
    Ok(outcome)
}

/// Round 1: random pairs; with an odd number of players a random player gets the bye.
pub fn pair_random<R: Rng + ?Sized>(
    players: &[PlayerId],
    rng: &mut R,
) -> (Vec<(PlayerId, PlayerId)>, Option<PlayerId>) {
    let mut shuffled = players.to_vec();
    shuffled.shuffle(rng);
    let bye = if shuffled.len() % 2 == 1 {
        shuffled.pop()
    } else {
        None
    };
    let pairs = shuffled.chunks_exact(2).map(|c| (c[0], c[1])).collect();
    (pairs, bye)
}

/// Full draft round 1. `seats` are the players in seat order 1..N; each plays the player
/// furthest from them: seat `i` against seat `i + N/2` (8 players: 1–5, 2–6, 3–7, 4–8). With an
/// odd `N` a random player gets the bye first and the remaining seats, in their order, pair the
/// same way. Pairs are `(lower seat, higher seat)`.
pub fn pair_draft_seats<R: Rng + ?Sized>(
    seats: &[PlayerId],
    rng: &mut R,
) -> (Vec<(PlayerId, PlayerId)>, Option<PlayerId>) {
    let mut remaining = seats.to_vec();
    let bye = if remaining.len() % 2 == 1 {
        let i = rng.random_range(0..remaining.len());
        Some(remaining.remove(i))
    } else {
        None
    };
    let half = remaining.len() / 2;
    let pairs = (0..half)
        .map(|i| (remaining[i], remaining[i + half]))
        .collect();
    (pairs, bye)
}

#[cfg(test)]
mod tests;
