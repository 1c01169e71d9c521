//! Streaming (issue 22): the table a stream team films in each round. Players who asked not to
//! be filmed carry [`Player::no_video`](crate::engine::Player::no_video); this module keeps the
//! organizer's featured tables.

use super::{Event, Outcome};
use crate::engine::elimination::GameStatus;
use crate::engine::model::{FeaturedTable, RoundRef};
use crate::engine::{Command, EngineError, FeatureProblem};

impl Event {
    /// The featured table of a round (an elimination game's number, a pod's number), if the
    /// organizer marked one.
    pub fn featured_table(&self, round: RoundRef) -> Option<u32> {
        self.featured
            .iter()
            .find(|f| f.round == round)
            .map(|f| f.table)
    }

    /// Every featured table, in the order they were marked.
    pub fn featured_tables(&self) -> &[FeaturedTable] {
        &self.featured
    }

    /// Why `table` cannot be featured in `round`, if it cannot: the round and the table must
    /// exist and have two players (or a pod) who will play.
    fn featured_problem(&self, round: RoundRef, table: u32) -> Option<FeatureProblem> {
        match round {
            RoundRef::Swiss(n) if self.is_multiplayer() => {
                let Some(r) = self
                    .multiplayer()
                    .and_then(|m| m.rounds.iter().find(|r| r.number == n))
                else {
                    return Some(FeatureProblem::NoRound);
                };
                r.pod(table).is_none().then_some(FeatureProblem::NoPod)
            }
            RoundRef::Swiss(n) => {
                let Some(r) = self.round(n) else {
                    return Some(FeatureProblem::NoRound);
                };
                match r.table(table) {
                    None => Some(FeatureProblem::NoTable),
                    Some(p) if p.is_bye() => Some(FeatureProblem::Bye),
                    Some(_) => None,
                }
            }
            RoundRef::Elimination(n) => {
                let Some(b) = self.cut() else {
                    return Some(FeatureProblem::NoCut);
                };
                let games = b.games_in_round(n);
                if games.is_empty() {
                    return Some(FeatureProblem::NoRound);
                }
                match games.iter().find(|g| g.number() == table) {
                    None => Some(FeatureProblem::NoGame),
                    Some(g) if g.status == GameStatus::NotNeeded => {
                        Some(FeatureProblem::GameNotNeeded)
                    }
                    Some(_) => None,
                }
            }
        }
    }

    pub(super) fn set_featured(
        &mut self,
        round: RoundRef,
        table: Option<u32>,
    ) -> Result<Outcome, EngineError> {
        let current = self.featured_table(round);
        match table {
            None if current.is_none() => {
                return Err(EngineError::NoFeaturedTable { round });
            }
            Some(t) if current == Some(t) => {
                return Err(EngineError::AlreadyFeatured { table: t, round });
            }
            Some(t) => {
                if let Some(why) = self.featured_problem(round, t) {
                    return Err(EngineError::CannotFeature {
                        round,
                        table: t,
                        why,
                    });
                }
            }
            None => {}
        }
        self.featured.retain(|f| f.round != round);
        if let Some(table) = table {
            self.featured.push(FeaturedTable { round, table });
        }
        Ok(Outcome::default())
    }

    /// After a command: a round paired again forgets its featured table (other players sit
    /// there now), and a featured table that no longer exists (a round or the cut deleted, a
    /// table broken up) is forgotten.
    pub(super) fn keep_featured(&mut self, command: &Command) {
        if self.featured.is_empty() {
            return;
        }
        if matches!(command, Command::RepairRound { .. }) {
            let latest = RoundRef::Swiss(u32::try_from(self.rounds.len()).unwrap_or(u32::MAX));
            self.featured.retain(|f| f.round != latest);
        }
        let keep: Vec<FeaturedTable> = self
            .featured
            .iter()
            .copied()
            .filter(|f| self.featured_problem(f.round, f.table).is_none())
            .collect();
        self.featured = keep;
    }
}

#[cfg(test)]
mod tests {
    use crate::engine::{
        Command, EngineError, Event, EventSettings, PlayerDetails, RoundRef, Structure,
    };

    fn event() -> Event {
        let mut e = Event::new(EventSettings::new("Stream", Structure::Basic), 7);
        for n in ["Ann", "Bo", "Cy", "Di", "Ed"] {
            let mut d = PlayerDetails::named(n);
            d.no_video = n == "Bo";
            e.apply(Command::AddPlayer {
                details: d,
                id: None,
            })
            .unwrap();
        }
        e.apply(Command::PairRound).unwrap();
        e
    }

    fn feature(e: &mut Event, table: Option<u32>) -> Result<(), EngineError> {
        e.apply(Command::SetFeaturedTable {
            round: RoundRef::Swiss(1),
            table,
        })
        .map(|_| ())
    }

    #[test]
    fn a_featured_table_is_marked_changed_and_cleared_per_round() {
        let mut e = event();
        assert!(e.players().iter().any(|p| p.name == "Bo" && p.no_video));
        assert_eq!(e.featured_table(RoundRef::Swiss(1)), None);
        feature(&mut e, Some(2)).unwrap();
        assert_eq!(e.featured_table(RoundRef::Swiss(1)), Some(2));
        assert_eq!(
            feature(&mut e, Some(2)),
            Err(EngineError::AlreadyFeatured {
                table: 2,
                round: RoundRef::Swiss(1)
            })
        );
        // Five players: table 3 is the bye.
        let err = feature(&mut e, Some(3)).unwrap_err();
        assert!(
            matches!(
                &err,
                EngineError::CannotFeature {
                    table: 3,
                    why: crate::engine::FeatureProblem::Bye,
                    ..
                }
            ),
            "{err}"
        );
        let err = feature(&mut e, Some(9)).unwrap_err();
        assert_eq!(
            err.to_string(),
            "table 9 cannot be featured: round 1 has no table 9"
        );
        assert_eq!(e.featured_table(RoundRef::Swiss(1)), Some(2));
        feature(&mut e, Some(1)).unwrap();
        assert_eq!(e.featured_table(RoundRef::Swiss(1)), Some(1));
        assert_eq!(e.featured_table(RoundRef::Swiss(2)), None);
        feature(&mut e, None).unwrap();
        assert_eq!(
            feature(&mut e, None),
            Err(EngineError::NoFeaturedTable {
                round: RoundRef::Swiss(1)
            })
        );
        assert!(
            e.apply(Command::SetFeaturedTable {
                round: RoundRef::Elimination(1),
                table: Some(1)
            })
            .unwrap_err()
            .to_string()
            .contains("cut has not been made")
        );
    }

    #[test]
    fn pairing_again_forgets_the_featured_table_and_replay_keeps_it() {
        let mut e = event();
        feature(&mut e, Some(1)).unwrap();
        let json = serde_json::to_string(&e).unwrap();
        assert!(json.contains("\"featured\"") && json.contains("\"no_video\":true"));
        let back: Event = serde_json::from_str(&json).unwrap();
        assert_eq!(back.featured_table(RoundRef::Swiss(1)), Some(1));
        assert_eq!(Event::replay(e.origin(), e.history()).unwrap(), e);
        e.apply(Command::RepairRound { force: false }).unwrap();
        assert_eq!(e.featured_table(RoundRef::Swiss(1)), None);
        feature(&mut e, Some(2)).unwrap();
        e.apply(Command::DeleteRound { force: false }).unwrap();
        assert!(e.featured_tables().is_empty());
        // An event written before streaming existed has neither field.
        let old = serde_json::to_string(&event()).unwrap();
        assert!(!old.contains("featured") && !old.contains("no_video\":false"));
    }
}
