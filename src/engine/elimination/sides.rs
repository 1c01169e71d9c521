//! Which player is the Corp in an elimination game (regulations, "Deck Choice").
//!
//! - First round: the higher seed chooses, after seeing the opponent's identities.
//! - Later rounds: each player plays the side they have played least in the elimination rounds.
//!   If both have played the same side least, the player with the greater difference between
//!   their two side counts plays it. Equal differences: a coin flip.
//! - Second final: if the rule would repeat the first final's sides, the players switch.
//!
//! Every decision carries its [`SideReason`], so the organizer can see why.
//!
//! ```
//! use netrunner_to::engine::elimination::{least_played_sides, SideCounts, SideReason};
//! use netrunner_to::engine::PlayerId;
//! use rand::SeedableRng;
//! let (tom, kris) = (PlayerId(1), PlayerId(2));
//! let mut rng = rand_chacha::ChaCha20Rng::seed_from_u64(0);
//! // Regulations' example: Tom Runner 2, Corp 1; Kris Runner 3, Corp 1.
//! let d = least_played_sides(
//!     (tom, SideCounts { corp: 1, runner: 2 }),
//!     (kris, SideCounts { corp: 1, runner: 3 }),
//!     &mut rng,
//! );
//! assert_eq!((d.corp, d.runner, d.reason), (kris, tom, SideReason::LargerDifference));
//! ```

use crate::engine::ids::{PlayerId, Side};
use rand::{Rng, RngExt};
use serde::{Deserialize, Serialize};
use std::cmp::Ordering;

/// How many elimination games a player has played on each side.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Serialize, Deserialize)]
pub struct SideCounts {
    /// Games played as the Corp.
    pub corp: u32,
    /// Games played as the Runner.
    pub runner: u32,
}

impl SideCounts {
    /// Count one more game on `side`.
    pub fn add(&mut self, side: Side) {
        match side {
            Side::Corp => self.corp += 1,
            Side::Runner => self.runner += 1,
        }
    }

    /// The side played least, or `None` if both were played equally often.
    pub fn least_played(self) -> Option<Side> {
        match self.corp.cmp(&self.runner) {
            Ordering::Less => Some(Side::Corp),
            Ordering::Greater => Some(Side::Runner),
            Ordering::Equal => None,
        }
    }

    /// Corp games minus Runner games: the lower, the more the player is owed the Corp.
    fn corp_surplus(self) -> i64 {
        i64::from(self.corp) - i64::from(self.runner)
    }
}

/// Why a player got their side.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[serde(rename_all = "kebab-case")]
pub enum SideReason {
    /// First elimination round: the higher seed chose (or their recorded preference was used).
    HigherSeedChoice,
    /// Each player plays the side they have played least (or one player has played both sides
    /// equally often and the other plays their least-played side).
    LeastPlayed,
    /// Both have played the same side least; the player with the larger difference plays it.
    LargerDifference,
    /// Equal differences: a coin flip from the event's generator.
    CoinFlip,
    /// Second final: the rule would have repeated the first final's sides, so they switch.
    SecondFinalSwitch,
    /// Set by the organizer (players' agreement, judge ruling).
    OrganizerOverride,
}

/// Who plays which side in one game, and why.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct SideDecision {
    /// The player who plays the Corp.
    pub corp: PlayerId,
    /// The player who plays the Runner.
    pub runner: PlayerId,
    /// Why.
    pub reason: SideReason,
}

impl SideDecision {
    /// The side `player` plays, if they are in this game.
    pub fn side_of(&self, player: PlayerId) -> Option<Side> {
        if player == self.corp {
            Some(Side::Corp)
        } else if player == self.runner {
            Some(Side::Runner)
        } else {
            None
        }
    }

    /// The same players on the other sides, with a new reason.
    pub fn switched(&self, reason: SideReason) -> SideDecision {
        SideDecision {
            corp: self.runner,
            runner: self.corp,
            reason,
        }
    }
}

/// First round: the higher seed plays the side they chose.
pub fn higher_seed_choice(higher: PlayerId, lower: PlayerId, chosen: Side) -> SideDecision {
    let (corp, runner) = match chosen {
        Side::Corp => (higher, lower),
        Side::Runner => (lower, higher),
    };
    SideDecision {
        corp,
        runner,
        reason: SideReason::HigherSeedChoice,
    }
}

/// Later rounds: the least-played rule, with a coin flip from `rng` when the differences are
/// equal (the only case that draws from `rng`).
pub fn least_played_sides(
    a: (PlayerId, SideCounts),
    b: (PlayerId, SideCounts),
    rng: &mut impl Rng,
) -> SideDecision {
    match rule_without_coin(a, b) {
        Some(decision) => decision,
        None => {
            let (corp, runner) = if rng.random_bool(0.5) {
                (a.0, b.0)
            } else {
                (b.0, a.0)
            };
            SideDecision {
                corp,
                runner,
                reason: SideReason::CoinFlip,
            }
        }
    }
}

/// The least-played rule, or `None` when the differences are equal and a coin decides.
fn rule_without_coin(
    (a, a_counts): (PlayerId, SideCounts),
    (b, b_counts): (PlayerId, SideCounts),
) -> Option<SideDecision> {
    // The player with fewer Corp games relative to Runner games plays the Corp. This is the
    // regulation in one comparison: different least-played sides, or one player balanced,
    // give each player their least-played side; the same least-played side goes to the larger
    // difference.
    let (corp, runner) = match a_counts.corp_surplus().cmp(&b_counts.corp_surplus()) {
        Ordering::Less => (a, b),
        Ordering::Greater => (b, a),
        Ordering::Equal => return None,
    };
    let reason = match (a_counts.least_played(), b_counts.least_played()) {
        (Some(x), Some(y)) if x == y => SideReason::LargerDifference,
        _ => SideReason::LeastPlayed,
    };
    Some(SideDecision {
        corp,
        runner,
        reason,
    })
}

/// Second final: the least-played rule, but if it would repeat the first final's sides (or leave
/// them to a coin, which could only repeat or switch them), the players switch sides. Never
/// draws from a generator.
pub fn second_final_sides(
    a: (PlayerId, SideCounts),
    b: (PlayerId, SideCounts),
    first_final: &SideDecision,
) -> SideDecision {
    match rule_without_coin(a, b) {
        Some(d) if d.corp != first_final.corp => d,
        _ => first_final.switched(SideReason::SecondFinalSwitch),
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use rand::SeedableRng;
    use rand_chacha::ChaCha20Rng;

    const A: PlayerId = PlayerId(1);
    const B: PlayerId = PlayerId(2);

    fn counts(corp: u32, runner: u32) -> SideCounts {
        SideCounts { corp, runner }
    }

    fn rng() -> ChaCha20Rng {
        ChaCha20Rng::seed_from_u64(7)
    }

    #[test]
    fn regulations_deck_choice_example_kris_corp_tom_runner() {
        let (tom, kris) = (A, B);
        let d = least_played_sides((tom, counts(1, 2)), (kris, counts(1, 3)), &mut rng());
        assert_eq!(d.corp, kris);
        assert_eq!(d.runner, tom);
        assert_eq!(d.reason, SideReason::LargerDifference);
        // Argument order does not matter.
        let d = least_played_sides((kris, counts(1, 3)), (tom, counts(1, 2)), &mut rng());
        assert_eq!((d.corp, d.runner), (kris, tom));
    }

    #[test]
    fn different_least_played_sides_are_each_played() {
        let d = least_played_sides((A, counts(1, 0)), (B, counts(0, 1)), &mut rng());
        assert_eq!(
            (d.corp, d.runner, d.reason),
            (B, A, SideReason::LeastPlayed)
        );
        // Larger differences don't matter when the least-played sides differ.
        let d = least_played_sides((A, counts(0, 3)), (B, counts(1, 0)), &mut rng());
        assert_eq!(
            (d.corp, d.runner, d.reason),
            (A, B, SideReason::LeastPlayed)
        );
    }

    #[test]
    fn a_balanced_player_takes_the_side_the_other_has_played_more() {
        let d = least_played_sides((A, counts(1, 1)), (B, counts(2, 1)), &mut rng());
        assert_eq!(
            (d.corp, d.runner, d.reason),
            (A, B, SideReason::LeastPlayed)
        );
    }

    #[test]
    fn same_least_played_runner_goes_to_the_larger_difference() {
        let d = least_played_sides((A, counts(2, 1)), (B, counts(3, 1)), &mut rng());
        assert_eq!((d.runner, d.reason), (B, SideReason::LargerDifference));
    }

    #[test]
    fn equal_differences_flip_a_coin_reproducibly() {
        let mut seen = std::collections::BTreeSet::new();
        for seed in 0..32 {
            let flip = |seed| {
                let mut r = ChaCha20Rng::seed_from_u64(seed);
                least_played_sides((A, counts(1, 2)), (B, counts(0, 1)), &mut r)
            };
            let first = flip(seed);
            assert_eq!(first.reason, SideReason::CoinFlip);
            assert_eq!(first, flip(seed), "same seed, same flip");
            seen.insert(first.corp);
        }
        assert_eq!(seen.len(), 2, "both outcomes occur over 32 seeds");
    }

    #[test]
    fn the_rule_draws_from_the_generator_only_for_a_coin_flip() {
        let mut r = rng();
        least_played_sides((A, counts(0, 1)), (B, counts(1, 0)), &mut r);
        assert_eq!(r, rng());
    }

    #[test]
    fn second_final_switches_when_the_rule_would_repeat_the_first_final() {
        // A was Corp in the grand final but has played the Runner far more overall.
        let first = SideDecision {
            corp: A,
            runner: B,
            reason: SideReason::LeastPlayed,
        };
        let d = second_final_sides((A, counts(1, 3)), (B, counts(2, 2)), &first);
        assert_eq!((d.corp, d.runner), (B, A));
        assert_eq!(d.reason, SideReason::SecondFinalSwitch);
    }

    #[test]
    fn second_final_keeps_the_rule_when_it_already_switches() {
        let first = SideDecision {
            corp: A,
            runner: B,
            reason: SideReason::CoinFlip,
        };
        let d = second_final_sides((A, counts(2, 1)), (B, counts(1, 2)), &first);
        assert_eq!(
            (d.corp, d.runner, d.reason),
            (B, A, SideReason::LeastPlayed)
        );
    }

    #[test]
    fn second_final_with_equal_differences_switches_without_a_coin() {
        let first = SideDecision {
            corp: B,
            runner: A,
            reason: SideReason::LeastPlayed,
        };
        let d = second_final_sides((A, counts(2, 2)), (B, counts(2, 2)), &first);
        assert_eq!(
            (d.corp, d.runner, d.reason),
            (A, B, SideReason::SecondFinalSwitch)
        );
    }

    #[test]
    fn higher_seed_choice_gives_the_chosen_side() {
        let d = higher_seed_choice(A, B, Side::Runner);
        assert_eq!((d.corp, d.runner), (B, A));
        assert_eq!(d.side_of(A), Some(Side::Runner));
        assert_eq!(d.side_of(PlayerId(9)), None);
        assert_eq!(d.reason, SideReason::HigherSeedChoice);
    }
}
