//! Players report their own results; scorekeepers help (issue 17).
//!
//! - **Personal codes**: every player has a 6-character code ([`CODE_ALPHABET`]: no 0/O, 1/I/L
//!   look-alikes) that proves on a phone who they are. A code is drawn from the event's secret
//!   key ([`Event::with_secret`], from the operating system's random source; events made before
//!   it: the seeded generator's key), on a stream of its own ([`EventRng::derived`]) — for the player's id
//!   and the number of times the organizer reset it, so it never moves the main stream (pairings
//!   stay what they were) and an event saved before codes existed gets, on load, the codes a
//!   replay of its history gives ([`Event::fill_player_codes`]).
//! - **Self-reports** ([`Command::SelfReport`]): a player reports their table of the current
//!   round (or their elimination game); when the opponent's report agrees the result is
//!   entered, when it disagrees both wait for the organizer, and with
//!   [`Reporting::approval`] every report waits. A report never overwrites a result and is
//!   refused for a round that is over ([`ReportRefusal`]).
//! - **Scorekeepers** ([`Command::AddScorekeeper`]): a device with a token enters or clears
//!   results of the current round only ([`Command::Scorekeeper`] wraps the command, so the
//!   history says who).
//!
//! [`EventRng::derived`]: crate::engine::rng::EventRng::derived

use super::{Event, Outcome};
use crate::engine::command::Command;
pub use crate::engine::command::SelfReported;
use crate::engine::elimination::bracket::GameStatus;
use crate::engine::error::{EngineError, Field, FieldProblem, RoundOverSince, Warning};
pub use crate::engine::error::{ReportRefusal, ReportTarget};
use crate::engine::ids::PlayerId;
use rand::RngExt;
use serde::{Deserialize, Serialize};
use std::collections::BTreeMap;

/// The characters of personal codes: digits and capital letters without the look-alikes
/// 0/O, 1/I/L (31 characters; 6 of them give 887 million codes).
pub const CODE_ALPHABET: &[u8] = b"23456789ABCDEFGHJKMNPQRSTUVWXYZ";
/// The length of a personal code.
pub const CODE_LEN: usize = 6;
/// The length of a scorekeeper's token (about 99 bits).
pub const TOKEN_LEN: usize = 20;
/// The most scorekeeper links an event keeps.
pub const MAX_SCOREKEEPERS: usize = 50;

/// The generator stream of personal codes ("CODE" in the high bits; the player id below).
const CODE_STREAM: u64 = 0x434f_4445 << 32;
/// The generator stream of scorekeeper tokens ("SCRK").
const TOKEN_STREAM: u64 = 0x5343_524b << 32;
/// The generator stream of follower tokens ("FOLW").
const FOLLOWER_STREAM: u64 = 0x464f_4c57 << 32;
/// The most follower links an event keeps.
pub const MAX_FOLLOWERS: usize = 50;
/// The longest time stamp a take-over records.
const MAX_STAMP_CHARS: usize = 64;

/// A player's personal code and how many times the organizer reset it.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct PlayerCode {
    /// The code (6 characters of [`CODE_ALPHABET`]).
    pub code: String,
    /// How many codes were drawn for this player before this one (resets, and the rare code
    /// another player already had).
    #[serde(default, skip_serializing_if = "is_zero")]
    pub draw: u32,
}

fn is_zero(n: &u32) -> bool {
    *n == 0
}

/// A report waiting: for the opponent's, or for the organizer.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct PendingReport {
    /// Who reported.
    pub by: PlayerId,
    /// What.
    pub report: SelfReported,
}

/// A scorekeeper device the organizer created.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct Scorekeeper {
    /// The name the organizer gave it ("Judge table").
    pub name: String,
    /// The secret in its link.
    pub token: String,
    /// Revoked: the link no longer works.
    #[serde(default, skip_serializing_if = "std::ops::Not::not")]
    pub revoked: bool,
}

/// The two kinds of links an organizer creates.
#[derive(Clone, Copy)]
enum LinkKind {
    Scorekeeper,
    Follower,
}

/// A take-over (issue 39): which computer took the event over, and when.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct TakeOver {
    /// The computer's name (as its organizer typed it, or its host name).
    pub by: String,
    /// When (RFC 3339).
    pub at: String,
    /// The follower link the computer followed: the old owner, told the event moved.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub from: Option<String>,
}

/// Self-reporting state, saved in the event file (never shown on a public page or export).
#[derive(Clone, Debug, Default, PartialEq, Eq, Serialize, Deserialize)]
#[serde(default)]
pub struct Reporting {
    /// Every self-report waits for the organizer, even when both players agree.
    #[serde(skip_serializing_if = "std::ops::Not::not")]
    pub approval: bool,
    /// The players' personal codes.
    #[serde(skip_serializing_if = "BTreeMap::is_empty")]
    pub codes: BTreeMap<PlayerId, PlayerCode>,
    /// Reports waiting, in the order they came.
    #[serde(skip_serializing_if = "Vec::is_empty")]
    pub pending: Vec<PendingReport>,
    /// Scorekeeper devices, in the order they were created.
    #[serde(skip_serializing_if = "Vec::is_empty")]
    pub scorekeepers: Vec<Scorekeeper>,
    /// Follower links (issue 39): computers that keep a copy over the network. Same shape as
    /// a scorekeeper link; a follower's token opens nothing but the feed.
    #[serde(skip_serializing_if = "Vec::is_empty")]
    pub followers: Vec<Scorekeeper>,
    /// The take-overs this copy went through, oldest first (it is the event since the last).
    #[serde(skip_serializing_if = "Vec::is_empty")]
    pub taken_over: Vec<TakeOver>,
    /// Another computer took this event over: this copy refuses every change.
    #[serde(skip_serializing_if = "Option::is_none")]
    pub moved: Option<TakeOver>,
}

impl Reporting {
    /// Whether nothing is stored (then the event file leaves it out).
    pub fn is_empty(&self) -> bool {
        *self == Reporting::default()
    }
}

/// Draws a code of `len` characters of [`CODE_ALPHABET`].
fn draw_code(rng: &mut impl rand::Rng, len: usize) -> String {
    (0..len)
        .map(|_| {
            let i = rng.random_range(0..CODE_ALPHABET.len());
            CODE_ALPHABET.get(i).copied().map_or('2', char::from)
        })
        .collect()
}

/// A code as typed on a phone, made comparable: capitals, without spaces and dashes.
pub fn normalize_code(typed: &str) -> String {
    typed
        .chars()
        .filter(|c| !c.is_whitespace() && *c != '-')
        .flat_map(char::to_uppercase)
        .take(64)
        .collect()
}

/// Compares a typed secret with the stored one in time that does not depend on where they
/// differ (only on the stored length).
pub fn same_secret(typed: &str, stored: &str) -> bool {
    use subtle::ConstantTimeEq;
    let typed = normalize_code(typed);
    let (a, b) = (typed.as_bytes(), stored.as_bytes());
    if a.len() != b.len() {
        // Compare anyway so the time is the same as for a wrong code of the right length.
        let _ = b.ct_eq(b);
        return false;
    }
    a.ct_eq(b).into()
}

impl Event {
    /// Self-reporting state: codes, reports waiting, scorekeepers, the approval setting.
    pub fn reporting(&self) -> &Reporting {
        &self.reporting
    }

    /// A player's personal code.
    pub fn player_code(&self, player: PlayerId) -> Option<&str> {
        self.reporting.codes.get(&player).map(|c| c.code.as_str())
    }

    /// Whether `typed` is `player`'s code (constant time; spaces, dashes and case ignored).
    pub fn check_player_code(&self, player: PlayerId, typed: &str) -> bool {
        match self.player_code(player) {
            Some(code) => same_secret(typed, code),
            None => false,
        }
    }

    /// The scorekeeper whose token this is (constant-time comparisons), unless revoked.
    pub fn scorekeeper_by_token(&self, token: &str) -> Option<&Scorekeeper> {
        let mut found = None;
        for s in &self.reporting.scorekeepers {
            if same_secret(token, &s.token) && !s.revoked {
                found = Some(s);
            }
        }
        found
    }

    /// The follower link whose token this is (constant-time comparisons), unless revoked.
    pub fn follower_by_token(&self, token: &str) -> Option<&Scorekeeper> {
        let mut found = None;
        for s in &self.reporting.followers {
            if same_secret(token, &s.token) && !s.revoked {
                found = Some(s);
            }
        }
        found
    }

    /// Whether another computer took this event over (this copy then refuses every change).
    pub fn moved(&self) -> Option<&TakeOver> {
        self.reporting.moved.as_ref()
    }

    /// The reports waiting, in the order they came.
    pub fn pending_reports(&self) -> &[PendingReport] {
        &self.reporting.pending
    }

    /// The reports waiting for one table or game.
    pub fn reports_for(&self, target: ReportTarget) -> Vec<PendingReport> {
        self.reporting
            .pending
            .iter()
            .filter(|r| r.report.target() == target)
            .copied()
            .collect()
    }

    /// Gives `player` a code drawn `draw` times or later, unique in the event.
    fn assign_code(&mut self, player: PlayerId, mut draw: u32) {
        loop {
            let mut rng = self.secret_rng(CODE_STREAM | u64::from(player.0), u64::from(draw));
            let code = draw_code(&mut rng, CODE_LEN);
            let taken = self
                .reporting
                .codes
                .iter()
                .any(|(p, c)| *p != player && c.code == code);
            if !taken || draw == u32::MAX {
                self.reporting
                    .codes
                    .insert(player, PlayerCode { code, draw });
                return;
            }
            draw += 1;
        }
    }

    /// Gives a code to a player registered now.
    pub(super) fn code_at_registration(&mut self, player: PlayerId) {
        self.assign_code(player, 0);
    }

    /// Gives every player without a code one (an event saved before codes existed, or a
    /// hand-edited file): the same codes a replay of the history gives, in id order.
    pub fn fill_player_codes(&mut self) {
        let missing: Vec<PlayerId> = self
            .players
            .iter()
            .map(|p| p.id)
            .filter(|id| !self.reporting.codes.contains_key(id))
            .collect();
        for id in missing {
            self.assign_code(id, 0);
        }
    }

    pub(super) fn reset_player_code(&mut self, player: PlayerId) -> Result<Outcome, EngineError> {
        self.player(player)
            .ok_or(EngineError::UnknownPlayer(player))?;
        let next = self
            .reporting
            .codes
            .get(&player)
            .map_or(0, |c| c.draw.saturating_add(1));
        self.assign_code(player, next);
        Ok(Outcome::default())
    }

    pub(super) fn set_report_approval(&mut self, required: bool) -> Result<Outcome, EngineError> {
        self.reporting.approval = required;
        Ok(Outcome::default())
    }

    pub(super) fn add_scorekeeper(&mut self, name: &str) -> Result<Outcome, EngineError> {
        self.add_link(LinkKind::Scorekeeper, name)
    }

    /// Adds a scorekeeper's or a follower's link: a name not in use among the kind's links that
    /// work, at most the kind's limit, a token drawn on the kind's stream.
    fn add_link(&mut self, kind: LinkKind, name: &str) -> Result<Outcome, EngineError> {
        let (field, max, stream) = match kind {
            LinkKind::Scorekeeper => (Field::ScorekeeperName, MAX_SCOREKEEPERS, TOKEN_STREAM),
            LinkKind::Follower => (Field::FollowerName, MAX_FOLLOWERS, FOLLOWER_STREAM),
        };
        let name = super::clean_text(field, name, super::MAX_NAME_CHARS)?;
        if name.is_empty() {
            return Err(EngineError::InvalidField {
                field,
                reason: FieldProblem::Empty,
            });
        }
        let list = match kind {
            LinkKind::Scorekeeper => &self.reporting.scorekeepers,
            LinkKind::Follower => &self.reporting.followers,
        };
        if list
            .iter()
            .any(|s| !s.revoked && s.name.to_lowercase() == name.to_lowercase())
        {
            let reason = match kind {
                LinkKind::Scorekeeper => FieldProblem::ScorekeeperExists { name },
                LinkKind::Follower => FieldProblem::FollowerExists { name },
            };
            return Err(EngineError::InvalidField { field, reason });
        }
        if list.len() >= max {
            let what = match kind {
                LinkKind::Scorekeeper => crate::engine::error::Limit::Scorekeepers,
                LinkKind::Follower => crate::engine::error::Limit::Followers,
            };
            return Err(EngineError::LimitReached {
                what,
                max: max as u32,
            });
        }
        let mut rng = self.secret_rng(stream, list.len() as u64);
        let token = draw_code(&mut rng, TOKEN_LEN);
        let link = Scorekeeper {
            name,
            token,
            revoked: false,
        };
        match kind {
            LinkKind::Scorekeeper => self.reporting.scorekeepers.push(link),
            LinkKind::Follower => self.reporting.followers.push(link),
        }
        Ok(Outcome::default())
    }

    pub(super) fn revoke_scorekeeper(&mut self, name: &str) -> Result<Outcome, EngineError> {
        let s = self
            .reporting
            .scorekeepers
            .iter_mut()
            .find(|s| !s.revoked && s.name == name)
            .ok_or_else(|| {
                EngineError::ReportRefused(ReportRefusal::ScorekeeperRevoked {
                    name: name.to_string(),
                })
            })?;
        s.revoked = true;
        Ok(Outcome::default())
    }

    pub(super) fn add_follower(&mut self, name: &str) -> Result<Outcome, EngineError> {
        self.add_link(LinkKind::Follower, name)
    }

    pub(super) fn revoke_follower(&mut self, name: &str) -> Result<Outcome, EngineError> {
        let s = self
            .reporting
            .followers
            .iter_mut()
            .find(|s| !s.revoked && s.name == name)
            .ok_or_else(|| EngineError::UnknownFollower {
                name: name.to_string(),
            })?;
        s.revoked = true;
        Ok(Outcome::default())
    }

    /// The computer's name and the time of a take-over, checked.
    fn take_over_mark(by: &str, at: &str) -> Result<TakeOver, EngineError> {
        let by = super::clean_text(Field::FollowerName, by, super::MAX_NAME_CHARS)?;
        if by.is_empty() {
            return Err(EngineError::InvalidField {
                field: Field::FollowerName,
                reason: FieldProblem::Empty,
            });
        }
        let at: String = at.trim().chars().take(MAX_STAMP_CHARS).collect();
        Ok(TakeOver { by, at, from: None })
    }

    /// This copy becomes the event (refused once it moved itself: `apply` checks that first).
    pub(super) fn take_over(
        &mut self,
        by: &str,
        at: &str,
        from: Option<&str>,
    ) -> Result<Outcome, EngineError> {
        let mut mark = Self::take_over_mark(by, at)?;
        mark.from = from.map(|f| f.chars().take(2 * super::MAX_NAME_CHARS).collect());
        self.reporting.taken_over.push(mark);
        Ok(Outcome::default())
    }

    /// The event moved to the computer that took it over: every change is refused from now on.
    pub(super) fn event_moved(&mut self, by: &str, at: &str) -> Result<Outcome, EngineError> {
        self.reporting.moved = Some(Self::take_over_mark(by, at)?);
        Ok(Outcome::default())
    }

    /// Runs a scorekeeper's command: results of the current round only.
    pub(super) fn as_scorekeeper(
        &mut self,
        name: &str,
        command: &Command,
    ) -> Result<Outcome, EngineError> {
        let known = self
            .reporting
            .scorekeepers
            .iter()
            .any(|s| s.name == name && !s.revoked);
        if !known {
            return Err(EngineError::ReportRefused(
                ReportRefusal::ScorekeeperRevoked {
                    name: name.to_string(),
                },
            ));
        }
        let target = match *command {
            Command::ReportResult { round, table, .. } | Command::ClearResult { round, table } => {
                ReportTarget::Swiss { round, table }
            }
            Command::ReportElimination { game, .. } | Command::ClearElimination { game } => {
                ReportTarget::Elimination { game }
            }
            _ => {
                return Err(EngineError::ReportRefused(
                    ReportRefusal::NotForScorekeepers {
                        what: crate::engine::RefusedCommand::new(command.clone()),
                    },
                ));
            }
        };
        self.check_current(target)?;
        self.execute(command)
    }

    /// Refuses a table or game that is not of the current round.
    fn check_current(&self, target: ReportTarget) -> Result<(), EngineError> {
        let over = |since: RoundOverSince| {
            Err(EngineError::ReportRefused(ReportRefusal::RoundOver {
                target,
                since,
            }))
        };
        match target {
            ReportTarget::Swiss { round, table } => {
                if self.multiplayer.is_some() {
                    return Err(EngineError::ReportRefused(ReportRefusal::Multiplayer));
                }
                let latest = self.rounds.len() as u32;
                if self.cut.is_some() {
                    return over(RoundOverSince::Cut);
                }
                if round < latest {
                    return over(RoundOverSince::Round(latest));
                }
                if round > self.published_round() {
                    return Err(EngineError::ReportRefused(ReportRefusal::NotPublished {
                        round,
                    }));
                }
                let r = self.round(round).ok_or(EngineError::NoSuchRound(round))?;
                r.table(table)
                    .ok_or(EngineError::NoSuchTable { round, table })?;
                Ok(())
            }
            ReportTarget::Elimination { game } => {
                let b = self.bracket()?;
                let view = b.game(game)?;
                let current = b.round_in_play().unwrap_or(1);
                if view.round() < current {
                    return over(RoundOverSince::Elimination(current));
                }
                if view.status == GameStatus::Waiting || view.status == GameStatus::NotNeeded {
                    return Err(EngineError::ReportRefused(ReportRefusal::NotReady {
                        target,
                    }));
                }
                Ok(())
            }
        }
    }

    /// A player's report of their own table or game.
    pub(super) fn self_report(
        &mut self,
        by: PlayerId,
        report: &SelfReported,
    ) -> Result<Outcome, EngineError> {
        self.player(by).ok_or(EngineError::UnknownPlayer(by))?;
        let target = report.target();
        self.check_current(target)?;
        let refuse = |r: ReportRefusal| Err(EngineError::ReportRefused(r));
        // The opponent, and whether a result is already there.
        let (opponent, decided) = match *report {
            SelfReported::Swiss { round, table, .. } => {
                let p = self
                    .round(round)
                    .and_then(|r| r.table(table))
                    .ok_or(EngineError::NoSuchTable { round, table })?;
                if p.is_bye() && p.has(by) {
                    return Err(EngineError::ResultForBye { round, table });
                }
                match p.opponent_of(by) {
                    Some(o) => (o, p.result.is_some()),
                    None => return refuse(ReportRefusal::NotYourTable { target }),
                }
            }
            SelfReported::Elimination { game, .. } => {
                let view = self.bracket()?.game(game)?;
                let Some((a, b)) = view.pair() else {
                    return refuse(ReportRefusal::NotReady { target });
                };
                let o = if a == by {
                    b
                } else if b == by {
                    a
                } else {
                    return refuse(ReportRefusal::NotYourTable { target });
                };
                if view.status == GameStatus::Ready && view.sides.is_none() {
                    return refuse(ReportRefusal::NotReady { target });
                }
                (o, view.status == GameStatus::Decided)
            }
        };
        if decided {
            return refuse(ReportRefusal::AlreadyDecided { target });
        }
        // The result must be one the organizer could enter: try it on a copy.
        let mut trial = self.clone();
        trial.execute(&report.entering_command())?;

        let pending = &mut self.reporting.pending;
        pending.retain(|r| !(r.by == by && r.report.target() == target));
        let theirs = pending
            .iter()
            .find(|r| r.by == opponent && r.report.target() == target)
            .copied();
        pending.push(PendingReport {
            by,
            report: *report,
        });
        let (name, other) = (self.name_of(by), self.name_of(opponent));
        let warning = match theirs {
            None => Warning::ReportWaiting {
                target,
                by: name,
                opponent: other,
                approval: self.reporting.approval,
            },
            Some(t) if !t.report.agrees(report) => Warning::ReportsDisagree {
                target,
                a: other,
                b: name,
            },
            Some(_) if self.reporting.approval => Warning::ReportAwaitsOrganizer { target },
            Some(_) => {
                let mut out = self.execute(&report.entering_command())?;
                self.reporting
                    .pending
                    .retain(|r| r.report.target() != target);
                out.warnings.insert(
                    0,
                    Warning::ReportConfirmed {
                        target,
                        reported: other,
                        confirmed: name,
                    },
                );
                return Ok(out);
            }
        };
        Ok(Outcome {
            warnings: vec![warning],
            player: None,
        })
    }

    /// Forgets reports that can no longer be entered: their table has a result now (the
    /// organizer entered one), their round is over, or the player no longer sits there.
    pub(super) fn prune_reports(&mut self) {
        if self.reporting.pending.is_empty() {
            return;
        }
        let pending = std::mem::take(&mut self.reporting.pending);
        let keep: Vec<PendingReport> = pending
            .into_iter()
            .filter(|r| self.report_still_open(r))
            .collect();
        self.reporting.pending = keep;
    }

    fn report_still_open(&self, r: &PendingReport) -> bool {
        if self.check_current(r.report.target()).is_err() {
            return false;
        }
        match r.report {
            SelfReported::Swiss { round, table, .. } => self
                .round(round)
                .and_then(|x| x.table(table))
                .is_some_and(|p| p.result.is_none() && p.has(r.by) && !p.is_bye()),
            SelfReported::Elimination { game, .. } => self
                .cut
                .as_ref()
                .and_then(|b| b.game(game).ok())
                .is_some_and(|g| g.status == GameStatus::Ready && g.players.contains(&Some(r.by))),
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::engine::{EventSettings, PlayerDetails, Structure};

    fn event(n: usize) -> Event {
        let mut e = Event::new(EventSettings::new("Codes", Structure::Basic), 9);
        for i in 0..n {
            e.apply(Command::AddPlayer {
                details: PlayerDetails::named(format!("P{i}")),
                id: None,
            })
            .unwrap();
        }
        e
    }

    #[test]
    fn codes_are_six_plain_characters_and_unique() {
        let e = event(400);
        let mut seen = std::collections::HashSet::new();
        for p in e.players() {
            let c = e.player_code(p.id).unwrap();
            assert_eq!(c.len(), CODE_LEN);
            assert!(c.bytes().all(|b| CODE_ALPHABET.contains(&b)), "{c}");
            assert!(!c.contains(['0', 'O', '1', 'I', 'L']));
            assert!(seen.insert(c.to_string()));
        }
    }

    #[test]
    fn codes_do_not_move_the_pairing_generator() {
        let e = event(3);
        let mut plain = EventRngProbe::new(9);
        // Three tiebreak numbers, nothing else, were drawn from the main stream.
        for p in e.players() {
            assert_eq!(p.tiebreak, plain.next());
        }
    }

    struct EventRngProbe(crate::engine::rng::EventRng);
    impl EventRngProbe {
        fn new(seed: u64) -> Self {
            EventRngProbe(crate::engine::rng::EventRng::from_seed_u64(seed))
        }
        fn next(&mut self) -> u64 {
            self.0.next_u64()
        }
    }

    #[test]
    fn a_loaded_event_without_codes_gets_the_replays_codes() {
        let e = event(5);
        let mut old = e.clone();
        old.reporting.codes.clear();
        old.fill_player_codes();
        assert_eq!(old, e);
    }

    #[test]
    fn a_reset_gives_a_new_code_and_the_old_one_stops_working() {
        let mut e = event(2);
        let id = e.players()[0].id;
        let old = e.player_code(id).unwrap().to_string();
        e.apply(Command::ResetPlayerCode { player: id }).unwrap();
        let new = e.player_code(id).unwrap().to_string();
        assert_ne!(old, new);
        assert!(!e.check_player_code(id, &old));
        assert!(e.check_player_code(id, &new.to_lowercase()));
        let spaced = format!("{} {}", &new[..3], &new[3..]);
        assert!(e.check_player_code(id, &spaced));
    }
}
