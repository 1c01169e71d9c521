//! After the Swiss rounds: the cut, the elimination bracket, side choice; and the round clock and
//! the draft seating. Commands for these are routed here from [`Event::apply`].

use super::{Event, Outcome};
use crate::engine::clock::{RoundClock, RoundKind};
use crate::engine::command::{Command, EliminationOutcome, SideChoice};
use crate::engine::elimination::{Bracket, BracketKind, GameStatus, ResultKind};
use crate::engine::error::{
    BracketRefusal, ClockRefusal, EngineError, FormatMismatch, RejoinBlock, Warning,
};
use crate::engine::ids::{PlayerId, Side};
use crate::engine::model::PlayerStatus;
use crate::engine::structure::{CutSize, Format};
use std::collections::BTreeSet;

impl Event {
    // ----- clock ----------------------------------------------------------------------------

    /// A fresh clock for a newly paired Swiss round.
    pub(super) fn new_swiss_clock(&mut self) -> Result<(), EngineError> {
        let kind = RoundKind::swiss(self.settings.format);
        self.clock = Some(RoundClock::with_minutes(
            kind,
            self.settings.swiss_round_minutes(),
        )?);
        Ok(())
    }

    pub(super) fn with_clock(
        &mut self,
        f: impl FnOnce(&mut RoundClock) -> Result<(), EngineError>,
    ) -> Result<Outcome, EngineError> {
        let clock = self
            .clock
            .as_mut()
            .ok_or(EngineError::Clock(ClockRefusal::NoClock {
                elimination: false,
            }))?;
        f(clock)?;
        Ok(Outcome::default())
    }

    // ----- draft seating --------------------------------------------------------------------

    pub(super) fn set_draft_seats(&mut self, seats: &[PlayerId]) -> Result<Outcome, EngineError> {
        if self.settings.format != Format::FullDraft {
            return Err(EngineError::WrongFormat {
                format: self.settings.format,
                command: crate::engine::RefusedCommand::new(Command::SetDraftSeats {
                    seats: seats.to_vec(),
                }),
                why: FormatMismatch::NotFullDraft,
            });
        }
        if !self.rounds.is_empty() {
            return Err(EngineError::DraftSeatingClosed);
        }
        let mut seen = BTreeSet::new();
        for &p in seats {
            let pl = self.player(p).ok_or(EngineError::UnknownPlayer(p))?;
            if !pl.is_active() {
                return Err(EngineError::WrongPlayerStatus {
                    name: pl.name.clone(),
                    status: pl.status,
                    what: crate::engine::error::StatusBlock::DraftSeat,
                });
            }
            if !seen.insert(p) {
                return Err(EngineError::TwoDraftSeats {
                    name: pl.name.clone(),
                });
            }
        }
        let missing: Vec<String> = self
            .active_players()
            .filter(|p| !seen.contains(&p.id))
            .map(|p| p.name.clone())
            .collect();
        if !missing.is_empty() {
            return Err(EngineError::DraftSeatingIncomplete { missing });
        }
        self.draft_seats = seats.to_vec();
        Ok(Outcome::default())
    }

    // ----- the cut --------------------------------------------------------------------------

    pub(super) fn bracket(&self) -> Result<&Bracket, EngineError> {
        self.cut.as_ref().ok_or(EngineError::CutNotMade)
    }

    fn bracket_mut(&mut self) -> Result<&mut Bracket, EngineError> {
        self.cut.as_mut().ok_or(EngineError::CutNotMade)
    }

    /// The players eligible for the cut, in Swiss standings order: not dropped, not
    /// disqualified.
    pub fn cut_candidates(&self) -> Vec<PlayerId> {
        self.standings()
            .rows
            .iter()
            .filter(|r| !r.dropped)
            .map(|r| r.player)
            .collect()
    }

    pub(super) fn make_cut(
        &mut self,
        size: CutSize,
        kind: Option<BracketKind>,
        seeds: Option<&[PlayerId]>,
    ) -> Result<Outcome, EngineError> {
        if self.cut.is_some() {
            return Err(EngineError::CutAlreadyMade);
        }
        if size == CutSize::None {
            return Err(EngineError::InvalidField {
                field: crate::engine::error::Field::Cut,
                reason: crate::engine::error::FieldProblem::CutSize,
            });
        }
        let Some(last) = self.rounds.last() else {
            return Err(EngineError::NoRoundYet);
        };
        if let Some(e) = self.incomplete(last) {
            return Err(e);
        }
        let kind = kind.unwrap_or(BracketKind::DoubleElimination);
        let seeds: Vec<PlayerId> = match seeds {
            Some(s) => {
                for &p in s {
                    let pl = self.player(p).ok_or(EngineError::UnknownPlayer(p))?;
                    if pl.status == PlayerStatus::Disqualified {
                        return Err(EngineError::WrongPlayerStatus {
                            name: pl.name.clone(),
                            status: pl.status,
                            what: crate::engine::error::StatusBlock::Seeded,
                        });
                    }
                }
                s.to_vec()
            }
            None => {
                let c = self.cut_candidates();
                if c.len() < size.players() {
                    return Err(EngineError::NotEnoughPlayers(
                        crate::engine::error::Shortage::Cut {
                            cut: size,
                            have: c.len(),
                        },
                    ));
                }
                c.into_iter().take(size.players()).collect()
            }
        };
        let bracket = Bracket::new(kind, size, seeds)?;
        let mut warnings = Vec::new();
        let suggested = self.planned().cut;
        if suggested != size && suggested != CutSize::None {
            warnings.push(Warning::CutSize {
                chosen: size.players() as u32,
                suggested: suggested.players() as u32,
            });
        }
        self.cut = Some(bracket);
        self.clock = None;
        Ok(Outcome {
            warnings,
            player: None,
        })
    }

    pub(super) fn delete_cut(&mut self) -> Result<Outcome, EngineError> {
        let b = self.bracket()?;
        if b.has_started() {
            return Err(EngineError::CutHasResults);
        }
        self.cut = None;
        self.clock = None;
        Ok(Outcome::default())
    }

    /// Why the next elimination round cannot be paired, if it cannot.
    pub(super) fn elimination_blocker(&self, b: &Bracket) -> Option<EngineError> {
        let Some(round) = b.next_round() else {
            return Some(EngineError::BracketFinished);
        };
        let games = b.games_in_round(round);
        let waiting: Vec<u32> = games
            .iter()
            .filter(|g| g.status == GameStatus::Waiting)
            .map(|g| g.number())
            .collect();
        let unsided = games
            .iter()
            .any(|g| g.status == GameStatus::Ready && g.sides.is_none());
        if !unsided {
            let open: Vec<u32> = b
                .games()
                .iter()
                .filter(|g| g.status == GameStatus::Ready)
                .map(|g| g.number())
                .collect();
            return Some(EngineError::EliminationRoundIncomplete {
                round,
                open,
                waiting,
            });
        }
        None
    }

    /// The elimination round that would be paired next, and its games that need sides.
    pub fn next_elimination_games(&self) -> Option<(u32, Vec<u32>)> {
        let b = self.cut.as_ref()?;
        let round = b.next_round()?;
        let games = b
            .games_in_round(round)
            .into_iter()
            .filter(|g| g.status == GameStatus::Ready && g.sides.is_none())
            .map(|g| g.number())
            .collect();
        Some((round, games))
    }

    pub(super) fn pair_elimination(
        &mut self,
        choices: &[SideChoice],
    ) -> Result<Outcome, EngineError> {
        let b = self.bracket()?;
        if let Some(e) = self.elimination_blocker(b) {
            return Err(e);
        }
        let Some((round, games)) = self.next_elimination_games() else {
            return Err(EngineError::BracketFinished);
        };
        for c in choices {
            if !games.contains(&c.game) {
                return Err(EngineError::Bracket(BracketRefusal::NotWaitingForSides {
                    game: c.game,
                    round,
                }));
            }
        }
        let kind = self.elimination_round_kind(round)?;
        let mut cut = self.cut.take().ok_or(EngineError::CutNotMade)?;
        let result = (|| {
            for g in &games {
                let choice = choices.iter().find(|c| c.game == *g).map(|c| c.side);
                cut.assign_sides(*g, choice, self.rng.rng())?;
            }
            Ok::<(), EngineError>(())
        })();
        self.cut = Some(cut);
        result?;
        let minutes = kind.default_minutes();
        self.clock = Some(RoundClock::with_minutes(kind, minutes)?);
        Ok(Outcome::default())
    }

    /// The kind of an elimination round, for its clock: constructed events use the regulations'
    /// elimination (40 minutes) and final (60 minutes) lengths; a draft's "tournament rounds"
    /// are all one length (regulations, "Full Draft": "Tournament rounds are 50 minutes in
    /// length"; "Half Draft": 30 minutes), so its elimination rounds and finals use the draft's
    /// round kind. See DESIGN.md, "The cut and elimination" (clock lengths).
    pub fn elimination_round_kind(&self, round: u32) -> Result<RoundKind, EngineError> {
        let format = self.settings.format;
        if matches!(format, Format::FullDraft | Format::HalfDraft) {
            return Ok(RoundKind::swiss(format));
        }
        Ok(self.bracket()?.round_kind(round))
    }

    pub(super) fn set_side_preference(
        &mut self,
        player: PlayerId,
        side: Option<Side>,
    ) -> Result<Outcome, EngineError> {
        self.player(player)
            .ok_or(EngineError::UnknownPlayer(player))?;
        self.bracket_mut()?.set_side_preference(player, side)?;
        Ok(Outcome::default())
    }

    pub(super) fn override_sides(
        &mut self,
        game: u32,
        corp: PlayerId,
    ) -> Result<Outcome, EngineError> {
        self.bracket_mut()?.override_sides(game, corp)?;
        Ok(Outcome::default())
    }

    pub(super) fn report_elimination(
        &mut self,
        game: u32,
        outcome: EliminationOutcome,
    ) -> Result<Outcome, EngineError> {
        let b = self.bracket()?;
        let view = b.game(game)?;
        if view.status == GameStatus::Ready && view.sides.is_none() {
            return Err(EngineError::Bracket(BracketRefusal::SidesUndecided {
                game,
            }));
        }
        self.check_elimination_outcome(&outcome)?;
        let b = self.bracket_mut()?;
        match outcome {
            EliminationOutcome::Winner { player } => b.record_winner(game, player)?,
            EliminationOutcome::Draw => b.record_draw(game)?,
            EliminationOutcome::Timed { scores } => b.record_at_time(game, scores)?,
        };
        Ok(Outcome::default())
    }

    /// The timed-game rule ([`crate::engine::results::beyond_timed_total`]) for an elimination
    /// result: what [`Command::ReportElimination`] refuses, for a front end that checks a
    /// report before it is entered (the phones).
    pub fn check_elimination_outcome(
        &self,
        outcome: &EliminationOutcome,
    ) -> Result<(), EngineError> {
        let to_win = self.settings.format.agenda_points_to_win();
        if let EliminationOutcome::Timed {
            scores: [(a, a_points), (b, b_points)],
        } = *outcome
            && let Some(points) =
                crate::engine::results::beyond_timed_total([a_points, b_points], to_win)
        {
            let p = if a_points == points { a } else { b };
            return Err(EngineError::ImpossibleResult(
                crate::engine::ResultProblem::TimedPlayerPoints {
                    points: u32::from(points),
                    name: self.name_of(p),
                    to_win: u32::from(to_win),
                },
            ));
        }
        Ok(())
    }

    pub(super) fn clear_sides(&mut self, game: u32) -> Result<Outcome, EngineError> {
        self.bracket_mut()?.clear_sides(game)?;
        Ok(Outcome::default())
    }

    pub(super) fn clear_elimination(&mut self, game: u32) -> Result<Outcome, EngineError> {
        self.bracket_mut()?.clear_result(game)?;
        Ok(Outcome::default())
    }

    /// Checks that the player dropped from the elimination bracket (not in the Swiss stage,
    /// not before the cut began, when their seat passed on) and marks them active again.
    fn rejoin_bracket_player(&mut self, id: PlayerId) -> Result<(), EngineError> {
        let in_bracket = self.bracket()?.dropped().contains(&id);
        let p = self.player(id).ok_or(EngineError::UnknownPlayer(id))?;
        if p.status == PlayerStatus::Dropped && !in_bracket {
            return Err(EngineError::CannotRejoin {
                name: p.name.clone(),
                why: RejoinBlock::LeftBeforeCut,
            });
        }
        self.mark_rejoined(id)
    }

    /// Rejoining after the cut (regulations, "Pairings": "Players can rejoin an event only during
    /// the same stage in which they left"): a player who dropped during the elimination rounds
    /// comes back while no game of theirs has been decided by a bye.
    pub(super) fn rejoin_elimination(&mut self, id: PlayerId) -> Result<Outcome, EngineError> {
        self.rejoin_bracket_player(id)?;
        let b = self.bracket()?;
        let byes = b.byes_against(id);
        if !byes.is_empty() {
            let games = byes
                .iter()
                .map(|&game| crate::engine::ByeGame {
                    game,
                    to: b
                        .game(game)
                        .ok()
                        .and_then(|v| v.result)
                        .map(|r| self.name_of(r.winner)),
                })
                .collect();
            return Err(EngineError::CannotRejoin {
                name: self.name_of(id),
                why: RejoinBlock::ByesDecided { games },
            });
        }
        self.bracket_mut()?.rejoin(id)?;
        Ok(Outcome::default())
    }

    /// Undo a mistaken drop during the elimination rounds: the byes it gave and the results
    /// that depend on them are cleared (latest first) and the player is back in the bracket.
    pub(super) fn undo_elimination_drop(&mut self, id: PlayerId) -> Result<Outcome, EngineError> {
        if self.cut.is_none() {
            return Err(EngineError::NoEliminationDrop);
        }
        self.rejoin_bracket_player(id)?;
        let cleared = self.bracket_mut()?.undo_drop(id)?;
        let cleared = cleared
            .into_iter()
            .map(|(game, r)| crate::engine::error::ClearedResult {
                game,
                winner: self.name_of(r.winner),
                how: match r.kind {
                    ResultKind::Bye => crate::engine::error::ClearedHow::Bye,
                    ResultKind::Draw => crate::engine::error::ClearedHow::Draw,
                    ResultKind::Played => crate::engine::error::ClearedHow::Won,
                },
            })
            .collect();
        Ok(Outcome {
            warnings: vec![Warning::DropUndone {
                player: self.name_of(id),
                cleared,
            }],
            player: None,
        })
    }

    /// A player in the cut drops (or is disqualified). Before any elimination game has a result
    /// the next-best Swiss player takes the last seat; afterwards their opponents get byes, and a
    /// disqualified player takes no final place (the places below move up).
    pub(super) fn drop_from_cut(
        &mut self,
        player: PlayerId,
        disqualified: bool,
    ) -> Result<Vec<Warning>, EngineError> {
        let Some(b) = self.cut.as_ref() else {
            return Ok(vec![]);
        };
        if b.seed_of(player).is_none() {
            return Ok(vec![]);
        }
        let mut warnings = Vec::new();
        if !b.has_started() {
            let next = self
                .cut_candidates()
                .into_iter()
                .find(|p| *p != player && b.seed_of(*p).is_none());
            if let Some(next) = next {
                self.bracket_mut()?.replace_before_start(player, next)?;
                warnings.push(Warning::CutReplacement {
                    dropped: self.name_of(player),
                    entered: self.name_of(next),
                });
                return Ok(warnings);
            }
        }
        let byes = if disqualified {
            self.bracket_mut()?.disqualify_player(player)?
        } else {
            self.bracket_mut()?.drop_player(player)?
        };
        if !byes.is_empty() || disqualified {
            warnings.push(Warning::EliminationByes {
                player: self.name_of(player),
                games: byes,
                disqualified,
            });
        }
        Ok(warnings)
    }
}
