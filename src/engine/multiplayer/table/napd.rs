//! NAPD multiplayer table helper: one Corp (the NAPD identity) against 2–4 Runners.
//!
//! Rules from `regulations/napd-multiplayer-format.md`:
//! - Turn order: the Corp, then each Runner clockwise from the Corp's left, then the Corp again.
//! - The infamy token: the Corp holds it after starting hands are drawn; before step 1.1 of each
//!   Corp draw phase it moves to the next Runner clockwise (flatlined Runners are skipped: they
//!   have left the game).
//! - The active Runner is the Runner whose turn it is, or, during the Corp's turn, the holder of
//!   the infamy token.
//! - The Corp wins at 7+ agenda points or when every Runner is flatlined; the Runners win when
//!   their score areas together hold 7+ agenda points or the Corp must draw from an empty R&D.
//! - A flatlined Runner leaves the game; their agendas are trashed to Archives, so their points
//!   no longer count toward the Runners' total.
//!
//! The table starts in [`NapdTurn::Setup`] (starting hands drawn, the Corp holds the infamy token,
//! *Cyber Bureau: Keeping the Peace* face up); the first [`NapdTable::next_turn`] begins the
//! Corp's first turn.

use super::{
    TableError, TimeCalled, TimeLeft, add_points, check_unique, clean_name, remove_points,
    time_left,
};
use crate::engine::multiplayer::TimeCall;
use serde::{Deserialize, Serialize};

/// Agenda points that win an NAPD game (for the Corp, or for the Runners together).
pub const NAPD_POINTS_TO_WIN: u32 = 7;
/// The fewest Runners at an NAPD table.
pub const MIN_RUNNERS: usize = 2;
/// The most Runners at an NAPD table.
pub const MAX_RUNNERS: usize = 4;

/// One face of the double-sided NAPD Corp identity.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct IdentityText {
    /// The full title.
    pub title: &'static str,
    /// The identity's type line.
    pub kind: &'static str,
    /// The game text, one ability per line. `[click]` stands for the click symbol.
    pub text: &'static str,
    /// Deck size, influence and faction.
    pub deck: &'static str,
}

/// The front face: the Corp starts the game with it face up.
///
/// `regulations/napd-multiplayer-format-ja.txt` is the only file in the regulations that prints
/// the identity texts (in Japanese); this is its English rendering.
pub const CYBER_BUREAU: IdentityText = IdentityText {
    title: "Cyber Bureau: Keeping the Peace",
    kind: "Identity: Police Department",
    text: "You draw 10 cards for your starting hand.\n\
           Before your first turn, install up to 5 cards, ignoring all install costs. Rez any \
           number of those cards, lowering their total rez cost by 20. Flip this identity.",
    deck: "Minimum deck size 40, unlimited influence, neutral",
};

/// The back face: the Corp flips to it before its first turn.
pub const DETECTIVES_BUREAU: IdentityText = IdentityText {
    title: "Detective's Bureau: Upholding the Law",
    kind: "Identity: Police Department",
    text: "The first time each turn a Runner begins a run, that Runner loses 1 credit for each \
           agenda point in their score area, and you gain 1 credit for each credit lost this way.\n\
           [click]: Gain 3 credits or draw 3 cards.",
    deck: "Minimum deck size 40, unlimited influence, neutral",
};

/// A seat at an NAPD table.
#[derive(Clone, Copy, Debug, PartialEq, Eq, PartialOrd, Ord, Hash, Serialize, Deserialize)]
#[serde(rename_all = "kebab-case")]
pub enum NapdSeat {
    /// The Corp.
    Corp,
    /// A Runner, by seat index: 0 is on the Corp's left, then clockwise.
    Runner(usize),
}

/// Whose turn it is.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[serde(rename_all = "kebab-case")]
pub enum NapdTurn {
    /// Before the Corp's first turn: starting hands drawn, the Corp holds the infamy token.
    Setup,
    /// The Corp's turn.
    Corp,
    /// A Runner's turn, by seat index.
    Runner(usize),
}

/// Which side won an NAPD game, and how.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[serde(rename_all = "kebab-case")]
pub enum NapdVictory {
    /// The Corp has 7 or more agenda points.
    CorpAgendas,
    /// Every Runner has been flatlined.
    AllRunnersFlatlined,
    /// The Runners' score areas together hold 7 or more agenda points.
    RunnerAgendas,
    /// The Corp had to draw from an empty R&D.
    CorpDecked,
}

impl NapdVictory {
    /// Whether the Corp won (otherwise the Runners did).
    pub fn corp_wins(self) -> bool {
        matches!(
            self,
            NapdVictory::CorpAgendas | NapdVictory::AllRunnersFlatlined
        )
    }
}

/// A Runner at the table.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct NapdRunner {
    name: String,
    identity: String,
    points: u32,
    flatlined: bool,
}

impl NapdRunner {
    /// The player's name.
    pub fn name(&self) -> &str {
        &self.name
    }
    /// The Runner identity (may be empty when not entered).
    pub fn identity(&self) -> &str {
        &self.identity
    }
    /// Agenda points in this Runner's score area (kept for display after a flatline, but then
    /// they no longer count: see [`NapdTable::runners_total`]).
    pub fn points(&self) -> u32 {
        self.points
    }
    /// Whether this Runner was flatlined (and left the game).
    pub fn flatlined(&self) -> bool {
        self.flatlined
    }
}

/// One NAPD game at a table.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct NapdTable {
    corp: String,
    corp_points: u32,
    runners: Vec<NapdRunner>,
    turn: NapdTurn,
    corp_turns: u32,
    infamy: NapdSeat,
    corp_decked: bool,
    #[serde(default, skip_serializing_if = "Option::is_none")]
    time_called: Option<TimeCalled>,
}

impl NapdTable {
    /// A new table: the Corp player's name and the Runners' `(name, identity)` clockwise from
    /// the Corp's left. 2–4 Runners; names must be distinct; no two Runners may play the same
    /// identity (compared by title, ignoring case). An empty identity is allowed (not entered).
    pub fn new<N: AsRef<str>, I: AsRef<str>>(
        corp: &str,
        runners: &[(N, I)],
    ) -> Result<NapdTable, TableError> {
        if !(MIN_RUNNERS..=MAX_RUNNERS).contains(&runners.len()) {
            return Err(TableError::PlayerCount {
                game: super::TableGame::Napd,
                min: MIN_RUNNERS,
                max: MAX_RUNNERS,
                got: runners.len(),
            });
        }
        let corp = clean_name(super::Seat::Corp, corp)?;
        let mut rs = Vec::with_capacity(runners.len());
        for (i, (name, identity)) in runners.iter().enumerate() {
            let seat = super::Seat::Runner(i + 1);
            let name = clean_name(seat, name.as_ref())?;
            let identity = identity.as_ref().trim().to_string();
            if identity.chars().count() > super::MAX_IDENTITY_CHARS {
                return Err(TableError::InvalidIdentity {
                    seat,
                    reason: super::SeatProblem::TooLong {
                        max: super::MAX_IDENTITY_CHARS,
                    },
                });
            }
            if identity.chars().any(char::is_control) {
                return Err(TableError::InvalidIdentity {
                    seat,
                    reason: super::SeatProblem::Control,
                });
            }
            rs.push(NapdRunner {
                name,
                identity,
                points: 0,
                flatlined: false,
            });
        }
        check_unique(std::iter::once(corp.as_str()).chain(rs.iter().map(|r| r.name.as_str())))?;
        for (i, a) in rs.iter().enumerate() {
            if a.identity.is_empty() {
                continue;
            }
            if let Some(b) = rs[i + 1..].iter().find(|b| {
                super::super::identity_key(&b.identity) == super::super::identity_key(&a.identity)
            }) {
                return Err(TableError::DuplicateIdentity {
                    identity: a.identity.clone(),
                    first: a.name.clone(),
                    second: b.name.clone(),
                });
            }
        }
        Ok(NapdTable {
            corp,
            corp_points: 0,
            runners: rs,
            turn: NapdTurn::Setup,
            corp_turns: 0,
            infamy: NapdSeat::Corp,
            corp_decked: false,
            time_called: None,
        })
    }

    /// The Corp player's name.
    pub fn corp(&self) -> &str {
        &self.corp
    }

    /// The Runners, clockwise from the Corp's left (flatlined ones included, marked).
    pub fn runners(&self) -> &[NapdRunner] {
        &self.runners
    }

    /// The name at a seat (`"?"` for a seat that does not exist).
    pub fn name(&self, seat: NapdSeat) -> &str {
        match seat {
            NapdSeat::Corp => &self.corp,
            NapdSeat::Runner(i) => self.runners.get(i).map_or("?", |r| r.name.as_str()),
        }
    }

    /// Whose turn it is.
    pub fn turn(&self) -> NapdTurn {
        self.turn
    }

    /// How many Corp turns have begun (0 during setup): the round counter.
    pub fn corp_turns(&self) -> u32 {
        self.corp_turns
    }

    /// The turn order of one round: the Corp, then every Runner still in the game clockwise
    /// from the Corp's left.
    pub fn turn_order(&self) -> Vec<NapdSeat> {
        std::iter::once(NapdSeat::Corp)
            .chain(
                self.runners
                    .iter()
                    .enumerate()
                    .filter(|(_, r)| !r.flatlined)
                    .map(|(i, _)| NapdSeat::Runner(i)),
            )
            .collect()
    }

    /// Who holds the infamy token. It stays with a Runner who is flatlined during the Corp's
    /// turn until the next Corp draw phase moves it on; then there is no active Runner.
    pub fn infamy(&self) -> NapdSeat {
        self.infamy
    }

    /// The active Runner: the Runner whose turn it is, or during the Corp's turn the Runner
    /// holding the infamy token. `None` during setup, or when that Runner was flatlined.
    pub fn active_runner(&self) -> Option<usize> {
        let i = match (self.turn, self.infamy) {
            (NapdTurn::Runner(i), _) | (NapdTurn::Corp, NapdSeat::Runner(i)) => i,
            _ => return None,
        };
        self.runners.get(i).filter(|r| !r.flatlined).map(|_| i)
    }

    /// Which face of the NAPD identity is up: *Cyber Bureau* during setup, *Detective's
    /// Bureau* once the Corp's first turn has begun (the identity flips before it).
    pub fn identity_face(&self) -> &'static IdentityText {
        if self.turn == NapdTurn::Setup {
            &CYBER_BUREAU
        } else {
            &DETECTIVES_BUREAU
        }
    }

    /// Agenda points at a seat (a flatlined Runner's are shown but do not count).
    pub fn points(&self, seat: NapdSeat) -> u32 {
        match seat {
            NapdSeat::Corp => self.corp_points,
            NapdSeat::Runner(i) => self.runners.get(i).map_or(0, |r| r.points),
        }
    }

    /// The Runners' total: the agenda points of every Runner not flatlined.
    pub fn runners_total(&self) -> u32 {
        self.runners
            .iter()
            .filter(|r| !r.flatlined)
            .map(|r| r.points)
            .sum()
    }

    /// Whether the Corp had to draw from an empty R&D.
    pub fn corp_is_decked(&self) -> bool {
        self.corp_decked
    }

    /// The result, once the game is over. The Corp's conditions are checked first (the
    /// operations refuse anything after a win, so two results cannot both hold).
    pub fn victory(&self) -> Option<NapdVictory> {
        if self.corp_points >= NAPD_POINTS_TO_WIN {
            Some(NapdVictory::CorpAgendas)
        } else if self.runners.iter().all(|r| r.flatlined) {
            Some(NapdVictory::AllRunnersFlatlined)
        } else if self.runners_total() >= NAPD_POINTS_TO_WIN {
            Some(NapdVictory::RunnerAgendas)
        } else if self.corp_decked {
            Some(NapdVictory::CorpDecked)
        } else {
            None
        }
    }

    fn playing(&self) -> Result<(), TableError> {
        match self.victory() {
            Some(v) => Err(TableError::GameOver(super::GameEnd::Napd(v))),
            None if self.time_left() == Some(TimeLeft::Over) => {
                Err(TableError::GameOver(super::GameEnd::Time))
            }
            None => Ok(()),
        }
    }

    fn runner(&self, i: usize) -> Result<&NapdRunner, TableError> {
        self.runners.get(i).ok_or(TableError::NoSuchRunner(i))
    }

    /// Ends the current turn and begins the next: setup → the Corp; the Corp → the first Runner
    /// still in the game clockwise from its left; a Runner → the next one, or back to the Corp.
    /// Beginning a Corp turn moves the infamy token to the next Runner clockwise who is not
    /// flatlined. Refused once the game is over.
    pub fn next_turn(&mut self) -> Result<NapdTurn, TableError> {
        self.playing()?;
        let after = match self.turn {
            NapdTurn::Setup => None,
            NapdTurn::Corp => Some(0),
            NapdTurn::Runner(i) => Some(i + 1),
        };
        let next_runner = after.and_then(|from| {
            (from..self.runners.len()).find(|&j| self.runners.get(j).is_some_and(|r| !r.flatlined))
        });
        match (self.turn, next_runner) {
            (NapdTurn::Setup, _) | (NapdTurn::Runner(_), None) => self.begin_corp_turn()?,
            (_, Some(j)) => self.turn = NapdTurn::Runner(j),
            // The Corp's turn with no Runner left is a game the Corp has won (refused above).
            (NapdTurn::Corp, None) => {
                return Err(TableError::GameOver(super::GameEnd::Napd(
                    NapdVictory::AllRunnersFlatlined,
                )));
            }
        }
        Ok(self.turn)
    }

    fn begin_corp_turn(&mut self) -> Result<(), TableError> {
        self.corp_turns = self
            .corp_turns
            .checked_add(1)
            .ok_or(TableError::TooLarge(super::Counter::Turns))?;
        self.turn = NapdTurn::Corp;
        let k = self.runners.len();
        // Clockwise from the current holder; from the Corp, the first is seat 0 (its left).
        let holder = match self.infamy {
            NapdSeat::Corp => k - 1,
            NapdSeat::Runner(i) => i,
        };
        if let Some(j) = (1..=k)
            .map(|step| (holder + step) % k)
            .find(|&j| self.runners.get(j).is_some_and(|r| !r.flatlined))
        {
            self.infamy = NapdSeat::Runner(j);
        }
        Ok(())
    }

    /// Adds agenda points at a seat (an agenda scored or stolen). Refused for a flatlined Runner
    /// and once the game is over. Returns the new total of that seat.
    pub fn add_points(&mut self, seat: NapdSeat, points: u32) -> Result<u32, TableError> {
        self.playing()?;
        if points == 0 {
            return Err(TableError::Zero(super::Amount::AgendaPoints));
        }
        let slot = self.points_slot(seat)?;
        let name = slot.0;
        let total = add_points(|| super::Scorer::Player(name.clone()), *slot.1, points)?;
        *slot.1 = total;
        Ok(total)
    }

    /// Removes agenda points from a seat (an agenda forfeited, or a correction). Refused below
    /// zero, for a flatlined Runner and once the game is over. Returns the new total.
    pub fn remove_points(&mut self, seat: NapdSeat, points: u32) -> Result<u32, TableError> {
        self.playing()?;
        if points == 0 {
            return Err(TableError::Zero(super::Amount::AgendaPoints));
        }
        let slot = self.points_slot(seat)?;
        let total = remove_points(|| super::Scorer::Player(slot.0.clone()), *slot.1, points)?;
        *slot.1 = total;
        Ok(total)
    }

    fn points_slot(&mut self, seat: NapdSeat) -> Result<(String, &mut u32), TableError> {
        match seat {
            NapdSeat::Corp => Ok((self.corp.clone(), &mut self.corp_points)),
            NapdSeat::Runner(i) => {
                let r = self.runners.get_mut(i).ok_or(TableError::NoSuchRunner(i))?;
                if r.flatlined {
                    return Err(TableError::Flatlined {
                        name: r.name.clone(),
                        what: super::FlatlinedBlock::Out,
                    });
                }
                Ok((r.name.clone(), &mut r.points))
            }
        }
    }

    /// Flatlines a Runner: they leave the game, their agendas are trashed (their points stop
    /// counting toward the Runners' total) and their turns are skipped. Returns the agenda
    /// points that were trashed. Refused for a Runner already flatlined and once the game is
    /// over.
    pub fn flatline(&mut self, runner: usize) -> Result<u32, TableError> {
        self.playing()?;
        let r = self.runner(runner)?;
        if r.flatlined {
            return Err(TableError::Flatlined {
                name: r.name.clone(),
                what: super::FlatlinedBlock::Once,
            });
        }
        let trashed = r.points;
        if let Some(r) = self.runners.get_mut(runner) {
            r.flatlined = true;
        }
        Ok(trashed)
    }

    /// Where the game stands in turns: `(round, position)`, the round being the Corp turns
    /// begun and the position the seat's place in the full seating (the Corp 0, Runner `i` at
    /// `i + 1`). Setup counts as the end of round 0.
    fn now(&self) -> (u32, usize) {
        match self.turn {
            NapdTurn::Setup => (0, self.runners.len()),
            NapdTurn::Corp => (self.corp_turns, 0),
            NapdTurn::Runner(i) => (self.corp_turns, i + 1),
        }
    }

    /// Time is called now, during the turn in progress: the procedure fixes the last turn to be
    /// played. Calling it again restarts the count from now. Refused once the game is over.
    pub fn call_time(&mut self, procedure: TimeCall) -> Result<(), TableError> {
        self.playing()?;
        let (round, position) = self.now();
        let (round, position) = procedure.last_turn(round, position, self.runners.len() + 1);
        self.time_called = Some(TimeCalled {
            procedure,
            round,
            position,
        });
        Ok(())
    }

    /// When time was called: the procedure and the last turn it allows.
    pub fn time_called(&self) -> Option<TimeCalled> {
        self.time_called
    }

    /// Once time was called: the turns still to play after the one in progress (flatlined
    /// Runners skipped), or `Over` when the last has been played.
    pub fn time_left(&self) -> Option<TimeLeft<NapdSeat>> {
        let t = self.time_called?;
        Some(time_left(
            self.now(),
            (t.round, t.position),
            self.runners.len() + 1,
            |_, p| match p {
                0 => Some(NapdSeat::Corp),
                i => self
                    .runners
                    .get(i - 1)
                    .filter(|r| !r.flatlined)
                    .map(|_| NapdSeat::Runner(i - 1)),
            },
        ))
    }

    /// The Corp must draw from an empty R&D: the Runners win. Refused once the game is over.
    pub fn corp_decked(&mut self) -> Result<(), TableError> {
        self.playing()?;
        self.corp_decked = true;
        Ok(())
    }
}

#[cfg(test)]
mod tests {
    #![allow(clippy::unwrap_used)]
    use super::*;

    fn three() -> NapdTable {
        NapdTable::new("Cora", &[("Ann", "Kate"), ("Bo", "Noise"), ("Cy", "")]).unwrap()
    }

    #[test]
    fn seats_are_checked() {
        let one = NapdTable::new("C", &[("A", "")]);
        assert!(matches!(one, Err(TableError::PlayerCount { got: 1, .. })));
        let five = NapdTable::new(
            "C",
            &[("A", ""), ("B", ""), ("D", ""), ("E", ""), ("F", "")],
        );
        assert!(matches!(five, Err(TableError::PlayerCount { got: 5, .. })));
        let dup = NapdTable::new("C", &[("Ann", ""), ("ann ", "")]);
        assert_eq!(dup, Err(TableError::DuplicateName("ann".into())));
        let dup_id = NapdTable::new("C", &[("A", "Noise"), ("B", "noise")]).unwrap_err();
        assert!(dup_id.to_string().contains("A and B both play"));
        assert!(NapdTable::new(" ", &[("A", ""), ("B", "")]).is_err());
        // Two Runners without an identity entered are fine.
        assert!(NapdTable::new("C", &[("A", ""), ("B", "")]).is_ok());
    }

    #[test]
    fn identity_flips_before_the_first_turn() {
        let mut t = three();
        assert_eq!(t.identity_face().title, CYBER_BUREAU.title);
        t.next_turn().unwrap();
        assert_eq!(t.identity_face().title, DETECTIVES_BUREAU.title);
    }

    #[test]
    fn time_called_counts_the_turns_left_through_the_last_runner() {
        let mut t = three();
        t.next_turn().unwrap(); // Corp, round 1
        t.next_turn().unwrap(); // Ann
        t.flatline(2).unwrap(); // Cy is out: their turn is skipped
        t.call_time(TimeCall::FinishRound).unwrap();
        assert_eq!(
            t.time_left(),
            Some(TimeLeft::Turns(vec![NapdSeat::Runner(1)]))
        );
        t.next_turn().unwrap(); // Bo: the last turn
        assert_eq!(t.time_left(), Some(TimeLeft::Turns(vec![])));
        t.next_turn().unwrap();
        assert_eq!(t.time_left(), Some(TimeLeft::Over));
        assert_eq!(
            t.add_points(NapdSeat::Corp, 1),
            Err(TableError::GameOver(
                crate::engine::multiplayer::table::GameEnd::Time
            ))
        );
        // One more turn each from Ann's turn: Bo, (Cy skipped), the Corp.
        let mut t = three();
        t.next_turn().unwrap();
        t.next_turn().unwrap();
        t.call_time(TimeCall::OneTurnEach).unwrap();
        assert_eq!(
            t.time_left(),
            Some(TimeLeft::Turns(vec![
                NapdSeat::Runner(1),
                NapdSeat::Runner(2),
                NapdSeat::Corp
            ]))
        );
        t.call_time(TimeCall::FinishTurn).unwrap();
        assert_eq!(t.time_left(), Some(TimeLeft::Turns(vec![])));
    }

    #[test]
    fn zero_points_are_refused() {
        let mut t = three();
        assert_eq!(
            t.add_points(NapdSeat::Corp, 0),
            Err(TableError::Zero(
                crate::engine::multiplayer::table::Amount::AgendaPoints
            ))
        );
        assert_eq!(
            t.add_points(NapdSeat::Runner(7), 1),
            Err(TableError::NoSuchRunner(7))
        );
    }
}
