//! Deterministic simulated events, shared by the pairing benchmark, the instance dump example
//! and the tests. Not part of the engine's API.

use super::{PairingError, PairingMode, PairingPlayer, PairingRequest, pair_random, pair_round};
use crate::engine::PlayerId;
use rand::{RngExt, SeedableRng};
use rand_chacha::ChaCha20Rng;

/// The state of a simulated event before its next round.
#[derive(Clone, Debug)]
pub struct SimulatedEvent {
    /// The players with their standings (ranked by points, then a fixed random tiebreak).
    pub players: Vec<PairingPlayer>,
    /// Every pairing played so far.
    pub previous: Vec<(PlayerId, PlayerId)>,
    /// Single-sided: every game played so far as `(corp, runner)`, in order.
    pub sides: Vec<(PlayerId, PlayerId)>,
    /// The kind of rounds played.
    pub mode: PairingMode,
}

impl SimulatedEvent {
    /// The request for the next round.
    pub fn request(&self) -> PairingRequest<'_> {
        PairingRequest {
            players: &self.players,
            previous: &self.previous,
            mode: self.mode,
            sides: &self.sides,
        }
    }
}

/// Simulates `rounds` Swiss rounds for `n` players with random results from a ChaCha20
/// generator seeded with `seed`: round 1 random, later rounds with [`pair_round`].
/// Double-sided: two games a round, each 47% / 47% / 6% win / loss / draw (3 / 0 / 1 points),
/// bye 6. Single-sided: one game, bye 3, balances and sides tracked (round 1: the first player
/// of each random pair is the Corp).
pub fn simulate_event(
    n: usize,
    rounds: usize,
    mode: PairingMode,
    seed: u64,
) -> Result<SimulatedEvent, PairingError> {
    let mut rng = ChaCha20Rng::seed_from_u64(seed);
    let ids: Vec<PlayerId> = (0..n as u32).map(|i| PlayerId(i + 1)).collect();
    let tiebreak: Vec<u64> = (0..n).map(|_| rng.random::<u64>()).collect();
    let mut points = vec![0u32; n];
    let mut byes = vec![0u32; n];
    let mut balance = vec![0i32; n];
    let mut previous: Vec<(PlayerId, PlayerId)> = Vec::new();
    let mut sides: Vec<(PlayerId, PlayerId)> = Vec::new();
    let index = |p: PlayerId| (p.0 - 1) as usize;
    let (games, bye_points) = match mode {
        PairingMode::DoubleSided => (2, 6),
        PairingMode::SingleSided | PairingMode::SingleSidedSwiss => (1, 3),
    };
    let standings = |points: &[u32], byes: &[u32], balance: &[i32]| {
        let mut order: Vec<usize> = (0..n).collect();
        order.sort_by_key(|&i| (std::cmp::Reverse(points[i]), tiebreak[i]));
        let mut players: Vec<PairingPlayer> = order
            .iter()
            .enumerate()
            .map(|(rank, &i)| PairingPlayer {
                id: ids[i],
                points: points[i],
                rank,
                byes: byes[i],
                side_balance: balance[i],
            })
            .collect();
        players.sort_by_key(|p| p.id);
        players
    };
    for round in 0..rounds {
        let (pairs, bye) = if round == 0 {
            pair_random(&ids, &mut rng)
        } else {
            let players = standings(&points, &byes, &balance);
            let req = PairingRequest {
                players: &players,
                previous: &previous,
                mode,
                sides: &sides,
            };
            let out = pair_round(&req, &mut rng)?;
            (out.pairs, out.bye)
        };
        if let Some(b) = bye {
            points[index(b)] += bye_points;
            byes[index(b)] += 1;
        }
        for (a, b) in pairs {
            previous.push((a, b));
            let (ia, ib) = (index(a), index(b));
            if mode.single_sided() {
                balance[ia] += 1;
                balance[ib] -= 1;
                sides.push((a, b));
            }
            for _ in 0..games {
                let roll = rng.random_range(0..100u32);
                if roll < 47 {
                    points[ia] += 3;
                } else if roll < 94 {
                    points[ib] += 3;
                } else {
                    points[ia] += 1;
                    points[ib] += 1;
                }
            }
        }
    }
    Ok(SimulatedEvent {
        players: standings(&points, &byes, &balance),
        previous,
        sides,
        mode,
    })
}
