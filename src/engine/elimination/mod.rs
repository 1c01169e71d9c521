//! Elimination rounds after the cut (regulations, "Progression Cut", "Double Elimination
//! Rounds", "Deck Choice", "End of Game").
//!
//! - [`tables`]: the brackets as data: games with their sources (seed, winner of, loser of),
//!   sections and loser destinations, and the rules that give final places. Double elimination
//!   for the top 4, 8 and 16; single elimination (reseeded each round) for the top 3, 4, 8, 16.
//! - [`bracket`]: [`Bracket`], the state of one bracket: results, byes after drops, sides,
//!   partial and final places.
//! - [`sides`]: who plays the Corp, with the reason.
//!
//! ```
//! use netrunner_to::engine::elimination::{Bracket, BracketKind, GameStatus};
//! use netrunner_to::engine::{CutSize, PlayerId};
//! let seeds: Vec<PlayerId> = (1..=8).map(PlayerId).collect();
//! let mut b = Bracket::new(BracketKind::DoubleElimination, CutSize::Top8, seeds).unwrap();
//! // Round 1: 1–8, 4–5, 2–7, 3–6; the better seeds win.
//! for (game, winner) in [(1, 1), (2, 4), (3, 2), (4, 3)] {
//!     b.record_winner(game, PlayerId(winner)).unwrap();
//! }
//! assert_eq!(b.next_round(), Some(2));
//! assert_eq!(b.game(7).unwrap().pair(), Some((PlayerId(8), PlayerId(5))));
//! assert_eq!(b.game(15).unwrap().status, GameStatus::Waiting);
//! ```

pub mod bracket;
pub mod sides;
pub mod tables;

pub use bracket::{Bracket, EliminationResult, GameState, GameStatus, GameView, ResultKind};
pub use sides::{
    SideCounts, SideDecision, SideReason, higher_seed_choice, least_played_sides,
    second_final_sides,
};
pub use tables::{
    BracketKind, BracketTable, GameSpec, LoserGoes, PlaceRule, PlayedIf, Section, Source, table,
};

use crate::engine::error::EngineError;
use crate::engine::ids::PlayerId;
use std::cmp::Ordering;

/// One player's standing when time is called in an elimination game.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct TimedScore {
    /// The player.
    pub player: PlayerId,
    /// Their seed in the cut (1 = best Swiss rank).
    pub seed: u32,
    /// Agenda points in their score area when the game ended on time.
    pub agenda_points: u8,
}

/// The winner of an elimination game that ended on time: more agenda points wins; equal points
/// would be a draw, which the higher seed wins (regulations, "End of Game").
///
/// Fails only for impossible input: the same player twice, or two players with the same seed.
///
/// ```
/// use netrunner_to::engine::elimination::{TimedScore, winner_at_time};
/// use netrunner_to::engine::PlayerId;
/// let a = TimedScore { player: PlayerId(1), seed: 5, agenda_points: 4 };
/// let b = TimedScore { player: PlayerId(2), seed: 2, agenda_points: 4 };
/// assert_eq!(winner_at_time(a, b).unwrap(), PlayerId(2), "tie: seed 2 wins");
/// ```
pub fn winner_at_time(a: TimedScore, b: TimedScore) -> Result<PlayerId, EngineError> {
    if a.player == b.player || a.seed == b.seed {
        return Err(EngineError::ImpossibleResult(
            crate::engine::ResultProblem::Seeds {
                a: a.player,
                seed_a: a.seed,
                b: b.player,
                seed_b: b.seed,
            },
        ));
    }
    Ok(match a.agenda_points.cmp(&b.agenda_points) {
        Ordering::Greater => a.player,
        Ordering::Less => b.player,
        Ordering::Equal if a.seed < b.seed => a.player,
        Ordering::Equal => b.player,
    })
}

/// A place as people write it: "1st", "2nd", "3rd", "4th", … "11th", "21st".
pub fn ordinal(n: usize) -> String {
    let suffix = match (n % 10, n % 100) {
        (_, 11..=13) => "th",
        (1, _) => "st",
        (2, _) => "nd",
        (3, _) => "rd",
        _ => "th",
    };
    format!("{n}{suffix}")
}
