//! The round clock, driven by timestamps the caller passes in (the engine reads no clock).
//!
//! Times are `i64` milliseconds since the Unix epoch. The clock stores only when it was started
//! or resumed and how much time ran before, so a saved clock shows the right remaining time when
//! the app is restarted: pass the real current time to [`RoundClock::remaining_ms`].
//!
//! Round lengths (regulations, "Tournament Round Times", "Full Draft", "Half Draft") come from
//! [`crate::engine::structure`]; the organizer can change them.
//!
//! ```
//! use netrunner_to::engine::clock::{RoundClock, RoundKind, MS_PER_MINUTE};
//! let mut clock = RoundClock::new(RoundKind::Elimination);
//! let t0 = 1_700_000_000_000;
//! clock.start(t0).unwrap();
//! clock.pause(t0 + 10 * MS_PER_MINUTE).unwrap();
//! clock.resume(t0 + 15 * MS_PER_MINUTE).unwrap();
//! // 40 minutes, 10 run: 30 left, however long the pause was.
//! assert_eq!(clock.remaining_ms(t0 + 15 * MS_PER_MINUTE), 30 * MS_PER_MINUTE);
//! // Table 3 lost a card: 5 extra minutes for that table only.
//! clock.extend_table(3, 5 * MS_PER_MINUTE).unwrap();
//! assert_eq!(clock.table_remaining_ms(3, t0 + 45 * MS_PER_MINUTE), 5 * MS_PER_MINUTE);
//! assert!(clock.is_time_called(t0 + 45 * MS_PER_MINUTE));
//! ```

use crate::engine::error::{ClockProblem, ClockRefusal, EngineError};
use crate::engine::structure::{
    ELIMINATION_ROUND_MINUTES, FINAL_ROUND_MINUTES, FULL_DRAFT_ROUND_MINUTES, Format,
    HALF_DRAFT_ROUND_MINUTES, SINGLE_SIDED_ROUND_MINUTES, SWISS_ROUND_MINUTES,
};
use serde::{Deserialize, Serialize};
use std::collections::BTreeMap;

/// Milliseconds in a minute.
pub const MS_PER_MINUTE: i64 = 60_000;

/// The kind of round, which sets the default length.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[serde(rename_all = "kebab-case")]
pub enum RoundKind {
    /// A Swiss round of a constructed event: 65 minutes.
    Swiss,
    /// A double-elimination round except the finals: 40 minutes.
    Elimination,
    /// A final, when only two players remain: 60 minutes.
    Final,
    /// A full-draft round: 50 minutes.
    FullDraft,
    /// A half-draft round: 30 minutes.
    HalfDraft,
    /// A single-sided Swiss round of a constructed event: 40 minutes by default (not in the
    /// regulations; the length of their one-game elimination rounds).
    SingleSided,
}

impl RoundKind {
    /// The regulation length in minutes.
    pub fn default_minutes(self) -> u32 {
        match self {
            RoundKind::Swiss => SWISS_ROUND_MINUTES,
            RoundKind::Elimination => ELIMINATION_ROUND_MINUTES,
            RoundKind::Final => FINAL_ROUND_MINUTES,
            RoundKind::FullDraft => FULL_DRAFT_ROUND_MINUTES,
            RoundKind::HalfDraft => HALF_DRAFT_ROUND_MINUTES,
            RoundKind::SingleSided => SINGLE_SIDED_ROUND_MINUTES,
        }
    }

    /// The kind of a Swiss round in this format.
    pub fn swiss(format: Format) -> RoundKind {
        match format {
            Format::FullDraft => RoundKind::FullDraft,
            Format::HalfDraft => RoundKind::HalfDraft,
            Format::SingleSided => RoundKind::SingleSided,
            _ => RoundKind::Swiss,
        }
    }
}

/// Whether the clock runs.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[serde(tag = "state", rename_all = "kebab-case")]
pub enum ClockState {
    /// Not started yet.
    NotStarted,
    /// Running since `since_ms`, after `elapsed_before_ms` of earlier running.
    Running {
        /// When it was started or last resumed.
        since_ms: i64,
        /// Time that ran before `since_ms`.
        elapsed_before_ms: i64,
    },
    /// Paused after `elapsed_ms` of running.
    Paused {
        /// Time that ran in total.
        elapsed_ms: i64,
    },
}

/// The clock of one round: length, time added, per-table extensions, running or paused.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct RoundClock {
    kind: RoundKind,
    /// The round's length.
    length_ms: i64,
    /// Time added to (or, negative, taken from) the whole round.
    #[serde(default)]
    added_ms: i64,
    /// Extra time for single tables (e.g. a lost or damaged card; regulations, "Lost and
    /// Damaged Cards").
    #[serde(default, skip_serializing_if = "BTreeMap::is_empty")]
    extensions: BTreeMap<u32, i64>,
    state: ClockState,
    /// The latest timestamp passed to a change; earlier ones are refused.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    last_change_ms: Option<i64>,
}

fn refused(why: ClockRefusal) -> EngineError {
    EngineError::Clock(why)
}

impl RoundClock {
    /// A clock of the regulation length for `kind`, not started.
    pub fn new(kind: RoundKind) -> RoundClock {
        RoundClock {
            kind,
            length_ms: i64::from(kind.default_minutes()) * MS_PER_MINUTE,
            added_ms: 0,
            extensions: BTreeMap::new(),
            state: ClockState::NotStarted,
            last_change_ms: None,
        }
    }

    /// A clock of `minutes` (set by the organizer), not started.
    pub fn with_minutes(kind: RoundKind, minutes: u32) -> Result<RoundClock, EngineError> {
        let mut c = RoundClock::new(kind);
        c.set_length_minutes(minutes)?;
        Ok(c)
    }

    /// The kind of round.
    pub fn kind(&self) -> RoundKind {
        self.kind
    }

    /// Whether it runs, is paused, or has not started.
    pub fn state(&self) -> ClockState {
        self.state
    }

    /// The round's length without added time.
    pub fn length_ms(&self) -> i64 {
        self.length_ms
    }

    /// Time added to the whole round (negative if taken away).
    pub fn added_ms(&self) -> i64 {
        self.added_ms
    }

    /// The round's length with added time, before table extensions.
    pub fn total_ms(&self) -> i64 {
        self.length_ms.saturating_add(self.added_ms)
    }

    /// Per-table extensions (table number → extra milliseconds), by table.
    pub fn extensions(&self) -> &BTreeMap<u32, i64> {
        &self.extensions
    }

    /// Extra time of one table.
    pub fn table_extension_ms(&self, table: u32) -> i64 {
        self.extensions.get(&table).copied().unwrap_or(0)
    }

    /// Checks a clock read from a file: values the commands could have made.
    pub fn validate(&self) -> Result<(), ClockProblem> {
        if self.length_ms <= 0
            || self.length_ms % MS_PER_MINUTE != 0
            || self.length_ms / MS_PER_MINUTE > i64::from(u32::MAX)
        {
            return Err(ClockProblem::Length(self.length_ms));
        }
        if self.length_ms.saturating_add(self.added_ms) < 0 {
            return Err(ClockProblem::LessThanNothing {
                taken: self.added_ms.saturating_neg(),
                length: self.length_ms,
            });
        }
        if let Some((t, ms)) = self.extensions.iter().find(|(t, ms)| **t == 0 || **ms <= 0) {
            return Err(ClockProblem::Extension { table: *t, ms: *ms });
        }
        match (self.state, self.last_change_ms) {
            (ClockState::NotStarted, _) => Ok(()),
            (ClockState::Paused { elapsed_ms }, Some(_)) if elapsed_ms >= 0 => Ok(()),
            (
                ClockState::Running {
                    since_ms,
                    elapsed_before_ms,
                },
                Some(last),
            ) if elapsed_before_ms >= 0 && since_ms <= last => Ok(()),
            (state, last) => Err(ClockProblem::Unreachable {
                state: format!("{state:?}"),
                last,
            }),
        }
    }

    /// Change the round's length (the organizer's choice). Time already run is kept.
    pub fn set_length_minutes(&mut self, minutes: u32) -> Result<(), EngineError> {
        if minutes == 0 {
            return Err(refused(ClockRefusal::TooShort));
        }
        self.length_ms = i64::from(minutes) * MS_PER_MINUTE;
        Ok(())
    }

    fn check_time(&self, now: i64) -> Result<(), EngineError> {
        match self.last_change_ms {
            Some(last) if now < last => Err(refused(ClockRefusal::BeforeLastChange { now, last })),
            _ => Ok(()),
        }
    }

    /// Start the round's clock.
    pub fn start(&mut self, now: i64) -> Result<(), EngineError> {
        self.check_time(now)?;
        if self.state != ClockState::NotStarted {
            return Err(refused(ClockRefusal::AlreadyStarted));
        }
        self.state = ClockState::Running {
            since_ms: now,
            elapsed_before_ms: 0,
        };
        self.last_change_ms = Some(now);
        Ok(())
    }

    /// Pause a running clock.
    pub fn pause(&mut self, now: i64) -> Result<(), EngineError> {
        self.check_time(now)?;
        match self.state {
            ClockState::Running { .. } => {
                self.state = ClockState::Paused {
                    elapsed_ms: self.elapsed_ms(now),
                };
                self.last_change_ms = Some(now);
                Ok(())
            }
            ClockState::Paused { .. } => Err(refused(ClockRefusal::AlreadyPaused)),
            ClockState::NotStarted => Err(refused(ClockRefusal::NotStarted)),
        }
    }

    /// Resume a paused clock.
    pub fn resume(&mut self, now: i64) -> Result<(), EngineError> {
        self.check_time(now)?;
        match self.state {
            ClockState::Paused { elapsed_ms } => {
                self.state = ClockState::Running {
                    since_ms: now,
                    elapsed_before_ms: elapsed_ms,
                };
                self.last_change_ms = Some(now);
                Ok(())
            }
            ClockState::Running { .. } => Err(refused(ClockRefusal::AlreadyRunning)),
            ClockState::NotStarted => Err(refused(ClockRefusal::NotStarted)),
        }
    }

    /// Add time to the whole round (negative takes time away). The round cannot become shorter
    /// than zero.
    pub fn add_ms(&mut self, ms: i64) -> Result<(), EngineError> {
        let added = self.added_ms.saturating_add(ms);
        if self.length_ms.saturating_add(added) < 0 {
            return Err(refused(ClockRefusal::ShorterThanNothing {
                ms: ms.saturating_neg(),
            }));
        }
        self.added_ms = added;
        Ok(())
    }

    /// Add whole minutes to the round (negative takes time away).
    pub fn add_minutes(&mut self, minutes: i32) -> Result<(), EngineError> {
        self.add_ms(i64::from(minutes) * MS_PER_MINUTE)
    }

    /// Give one table extra time (added to what it already has; negative corrects a mistake, but
    /// a table's extension cannot go below zero).
    pub fn extend_table(&mut self, table: u32, ms: i64) -> Result<(), EngineError> {
        if table == 0 {
            return Err(refused(ClockRefusal::TableZero));
        }
        let total = self.table_extension_ms(table).saturating_add(ms);
        match total {
            t if t < 0 => Err(refused(ClockRefusal::ExtensionTooSmall {
                table,
                ms: self.table_extension_ms(table),
            })),
            0 => {
                self.extensions.remove(&table);
                Ok(())
            }
            t => {
                self.extensions.insert(table, t);
                Ok(())
            }
        }
    }

    /// The organizer calls time now: the remaining time becomes zero (table extensions still
    /// apply). Refused before the start and once time is already called.
    pub fn call_time(&mut self, now: i64) -> Result<(), EngineError> {
        self.check_time(now)?;
        if !self.is_started() {
            return Err(refused(ClockRefusal::NotStarted));
        }
        let remaining = self.remaining_ms(now);
        if remaining <= 0 {
            return Err(refused(ClockRefusal::TimeCalled));
        }
        self.added_ms = self.added_ms.saturating_sub(remaining);
        self.last_change_ms = Some(now);
        Ok(())
    }

    /// Time that has run. A `now` before the last start or resume counts as that moment.
    pub fn elapsed_ms(&self, now: i64) -> i64 {
        match self.state {
            ClockState::NotStarted => 0,
            ClockState::Running {
                since_ms,
                elapsed_before_ms,
            } => elapsed_before_ms.saturating_add(now.saturating_sub(since_ms).max(0)),
            ClockState::Paused { elapsed_ms } => elapsed_ms,
        }
    }

    /// Time left in the round at `now`; negative once time is over (overtime).
    pub fn remaining_ms(&self, now: i64) -> i64 {
        self.total_ms().saturating_sub(self.elapsed_ms(now))
    }

    /// Time left for one table at `now`, with its extension.
    pub fn table_remaining_ms(&self, table: u32, now: i64) -> i64 {
        self.remaining_ms(now)
            .saturating_add(self.table_extension_ms(table))
    }

    /// Whether the clock has been started (running or paused).
    pub fn is_started(&self) -> bool {
        self.state != ClockState::NotStarted
    }

    /// Whether the clock runs.
    pub fn is_running(&self) -> bool {
        matches!(self.state, ClockState::Running { .. })
    }

    /// Whether the clock is paused.
    pub fn is_paused(&self) -> bool {
        matches!(self.state, ClockState::Paused { .. })
    }

    /// Whether time has been called for the round at `now` (started, nothing left).
    pub fn is_time_called(&self, now: i64) -> bool {
        self.is_started() && self.remaining_ms(now) <= 0
    }

    /// Whether time has been called for one table at `now`, with its extension.
    pub fn is_table_time_called(&self, table: u32, now: i64) -> bool {
        self.is_started() && self.table_remaining_ms(table, now) <= 0
    }

    /// When time is (or was) called, if the clock runs: the moment the remaining time reaches
    /// zero without further pauses.
    pub fn ends_at(&self) -> Option<i64> {
        match self.state {
            ClockState::Running {
                since_ms,
                elapsed_before_ms,
            } => Some(since_ms.saturating_add(self.total_ms().saturating_sub(elapsed_before_ms))),
            _ => None,
        }
    }
}

/// Milliseconds as `m:ss` for display, rounded up to whole seconds so "0:00" shows only once
/// time is over; negative (overtime) as `-m:ss`.
///
/// ```
/// use netrunner_to::engine::clock::format_remaining;
/// assert_eq!(format_remaining(40 * 60_000), "40:00");
/// assert_eq!(format_remaining(59_001), "1:00");
/// assert_eq!(format_remaining(0), "0:00");
/// assert_eq!(format_remaining(-61_000), "-1:01");
/// ```
pub fn format_remaining(ms: i64) -> String {
    let (sign, secs) = if ms < 0 {
        ("-", ms.unsigned_abs() / 1000)
    } else {
        ("", ms.unsigned_abs().div_ceil(1000))
    };
    format!("{sign}{}:{:02}", secs / 60, secs % 60)
}

#[cfg(test)]
mod tests {
    use super::*;

    const T0: i64 = 1_700_000_000_000;
    const MIN: i64 = MS_PER_MINUTE;

    #[test]
    fn lengths_follow_the_regulations() {
        assert_eq!(RoundClock::new(RoundKind::Swiss).length_ms(), 65 * MIN);
        assert_eq!(
            RoundClock::new(RoundKind::Elimination).length_ms(),
            40 * MIN
        );
        assert_eq!(RoundClock::new(RoundKind::Final).length_ms(), 60 * MIN);
        assert_eq!(RoundClock::new(RoundKind::FullDraft).length_ms(), 50 * MIN);
        assert_eq!(RoundClock::new(RoundKind::HalfDraft).length_ms(), 30 * MIN);
        assert_eq!(RoundKind::swiss(Format::HalfDraft), RoundKind::HalfDraft);
        assert_eq!(RoundKind::swiss(Format::FullDraft), RoundKind::FullDraft);
        assert_eq!(RoundKind::swiss(Format::Standard), RoundKind::Swiss);
        assert_eq!(
            RoundKind::swiss(Format::SingleSided),
            RoundKind::SingleSided
        );
        assert_eq!(
            RoundClock::new(RoundKind::SingleSided).length_ms(),
            40 * MIN
        );
    }

    #[test]
    fn a_clock_not_started_shows_the_full_round_and_time_is_not_called() {
        let c = RoundClock::new(RoundKind::Swiss);
        assert_eq!(c.remaining_ms(T0), 65 * MIN);
        assert!(!c.is_running());
        assert!(!c.is_started());
        assert!(!c.is_time_called(T0 + 1000 * MIN));
        assert_eq!(c.ends_at(), None);
    }

    #[test]
    fn running_time_counts_and_pauses_do_not() {
        let mut c = RoundClock::new(RoundKind::Elimination);
        c.start(T0).unwrap();
        assert!(c.is_running());
        assert_eq!(c.remaining_ms(T0 + 5 * MIN), 35 * MIN);
        assert_eq!(c.ends_at(), Some(T0 + 40 * MIN));
        c.pause(T0 + 10 * MIN).unwrap();
        assert!(c.is_paused());
        assert_eq!(c.remaining_ms(T0 + 99 * MIN), 30 * MIN);
        c.resume(T0 + 20 * MIN).unwrap();
        assert_eq!(c.ends_at(), Some(T0 + 50 * MIN));
        assert_eq!(c.remaining_ms(T0 + 49 * MIN), MIN);
        assert!(!c.is_time_called(T0 + 50 * MIN - 1));
        assert!(c.is_time_called(T0 + 50 * MIN));
        assert_eq!(
            c.remaining_ms(T0 + 52 * MIN),
            -2 * MIN,
            "overtime is negative"
        );
    }

    #[test]
    fn added_time_counts_for_the_whole_round_and_extensions_for_one_table() {
        let mut c = RoundClock::new(RoundKind::Swiss);
        c.start(T0).unwrap();
        c.add_minutes(5).unwrap();
        c.add_ms(30_000).unwrap();
        assert_eq!(c.total_ms(), 70 * MIN + 30_000);
        c.extend_table(7, 3 * MIN).unwrap();
        c.extend_table(7, 2 * MIN).unwrap();
        let now = T0 + 70 * MIN + 30_000;
        assert!(c.is_time_called(now));
        assert_eq!(c.table_remaining_ms(7, now), 5 * MIN);
        assert_eq!(c.table_remaining_ms(8, now), 0);
        assert!(!c.is_table_time_called(7, now));
        assert!(c.is_table_time_called(8, now));
        c.extend_table(7, -5 * MIN).unwrap();
        assert!(c.extensions().is_empty(), "a zero extension is forgotten");
        assert!(c.extend_table(7, -1).is_err());
        assert_eq!(
            c.extend_table(0, MIN),
            Err(EngineError::Clock(ClockRefusal::TableZero))
        );
        c.add_minutes(-10).unwrap();
        assert_eq!(c.remaining_ms(now), -10 * MIN);
        assert!(c.add_minutes(-61).is_err(), "not shorter than nothing");
        assert_eq!(
            c.total_ms(),
            60 * MIN + 30_000,
            "a refused change changes nothing"
        );
    }

    #[test]
    fn the_organizer_can_change_the_length() {
        let mut c = RoundClock::with_minutes(RoundKind::Elimination, 45).unwrap();
        c.start(T0).unwrap();
        c.set_length_minutes(50).unwrap();
        assert_eq!(c.remaining_ms(T0 + 10 * MIN), 40 * MIN);
        assert_eq!(
            c.set_length_minutes(0),
            Err(EngineError::Clock(ClockRefusal::TooShort))
        );
        assert!(RoundClock::with_minutes(RoundKind::Swiss, 0).is_err());
    }

    #[test]
    fn calling_time_ends_the_round_now() {
        let mut c = RoundClock::new(RoundKind::Elimination);
        assert_eq!(
            c.call_time(T0),
            Err(EngineError::Clock(ClockRefusal::NotStarted))
        );
        c.start(T0).unwrap();
        c.extend_table(2, MIN).unwrap();
        c.call_time(T0 + 12 * MIN).unwrap();
        assert_eq!(c.remaining_ms(T0 + 12 * MIN), 0);
        assert!(c.is_time_called(T0 + 12 * MIN));
        assert_eq!(c.table_remaining_ms(2, T0 + 12 * MIN), MIN);
        assert_eq!(
            c.call_time(T0 + 13 * MIN),
            Err(EngineError::Clock(ClockRefusal::TimeCalled))
        );
    }

    #[test]
    fn impossible_sequences_are_refused() {
        let mut c = RoundClock::new(RoundKind::Swiss);
        let refused = |why| Err(EngineError::Clock(why));
        assert_eq!(c.pause(T0), refused(ClockRefusal::NotStarted));
        assert_eq!(c.resume(T0), refused(ClockRefusal::NotStarted));
        c.start(T0).unwrap();
        assert_eq!(c.start(T0 + 1), refused(ClockRefusal::AlreadyStarted));
        assert_eq!(c.resume(T0 + 1), refused(ClockRefusal::AlreadyRunning));
        c.pause(T0 + MIN).unwrap();
        assert_eq!(c.pause(T0 + 2 * MIN), refused(ClockRefusal::AlreadyPaused));
        assert_eq!(c.start(T0 + 2 * MIN), refused(ClockRefusal::AlreadyStarted));
        let before = c.clone();
        let e = c.resume(T0 + MIN - 1).unwrap_err();
        assert_eq!(
            e,
            EngineError::Clock(ClockRefusal::BeforeLastChange {
                now: T0 + MIN - 1,
                last: T0 + MIN
            })
        );
        assert!(
            e.to_string().contains("before the clock's last change"),
            "{e}"
        );
        assert_eq!(c, before);
        c.resume(T0 + MIN).unwrap();
        assert!(c.pause(T0).is_err());
    }

    #[test]
    fn a_query_before_the_start_counts_as_the_start() {
        let mut c = RoundClock::new(RoundKind::Elimination);
        c.start(T0).unwrap();
        assert_eq!(c.remaining_ms(T0 - MIN), 40 * MIN);
    }

    #[test]
    fn a_saved_clock_shows_the_same_remaining_time_after_a_restart() {
        let mut c = RoundClock::new(RoundKind::Final);
        c.start(T0).unwrap();
        c.pause(T0 + 5 * MIN).unwrap();
        c.resume(T0 + 6 * MIN).unwrap();
        c.add_minutes(2).unwrap();
        c.extend_table(1, 90_000).unwrap();
        let json = serde_json::to_string(&c).unwrap();
        let back: RoundClock = serde_json::from_str(&json).unwrap();
        assert_eq!(back, c);
        let later = T0 + 30 * MIN;
        assert_eq!(back.remaining_ms(later), c.remaining_ms(later));
        assert_eq!(back.remaining_ms(later), 33 * MIN, "62 minutes, 29 run");
        assert_eq!(back.table_remaining_ms(1, later), 33 * MIN + 90_000);
        assert!(back.is_running());
        // A paused clock stays paused.
        let mut p = back.clone();
        p.pause(later).unwrap();
        let mut p2: RoundClock = serde_json::from_str(&serde_json::to_string(&p).unwrap()).unwrap();
        assert_eq!(p2.remaining_ms(later + 60 * MIN), 33 * MIN);
        assert!(p2.resume(later - 1).is_err(), "last change time is kept");
    }

    #[test]
    fn display_rounds_up_to_seconds() {
        assert_eq!(format_remaining(65 * MIN), "65:00");
        assert_eq!(format_remaining(1), "0:01");
        assert_eq!(format_remaining(-1), "-0:00");
        assert_eq!(format_remaining(-999), "-0:00");
        assert_eq!(format_remaining(-1000), "-0:01");
    }
}
