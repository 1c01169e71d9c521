//! Players register themselves from their phones (issue 38).
//!
//! - **The link**: [`Command::OpenRegistration`] carries the secret of the registration link
//!   (drawn by the front end from the operating system's random source; the engine draws no
//!   randomness). Reopening gives a new secret: the old link stops working. Pairing round 1
//!   (or the first pods, or the cut) closes registration by itself.
//! - **Waiting entries**: each phone's registration ([`Command::Register`], with the phone's
//!   own token, also drawn by the front end) waits for the organizer, who accepts, edits or
//!   refuses it — or, when the organizer chose so, is accepted at once. A phone that registers
//!   again edits its own waiting entry. At most [`MAX_WAITING`] entries wait.
//! - **Name rules**: a registration's name follows the program's rules (normal form, nothing
//!   invisible) and may not be a registered player's name, or another waiting entry's, after
//!   normalisation.
//! - **The phone's view**: the token says which entry is the phone's, and once accepted which
//!   player it became (so the phone sees that player's personal code, and only that phone).

use super::{Event, MAX_TEXT_CHARS, Outcome, clean_name, clean_shown_text, name_key};
use crate::engine::cards::Deck;
use crate::engine::command::PlayerDetails;
use crate::engine::error::{EngineError, Field, RegistrationRefusal, Warning};
use crate::engine::ids::{PlayerId, Side};
use serde::{Deserialize, Serialize};
use std::collections::BTreeMap;

/// The most registrations waiting for the organizer at once.
pub const MAX_WAITING: usize = 200;
/// The shortest secret (of a registration link) or phone token accepted.
pub const MIN_SECRET_LEN: usize = 16;
/// The longest secret or phone token accepted.
pub const MAX_SECRET_LEN: usize = 64;

/// A registration from a phone, waiting for the organizer.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct WaitingRegistration {
    /// Its number (1, 2, …; never reused in an event).
    pub number: u32,
    /// The phone's token (the phone keeps it in a cookie).
    pub token: String,
    /// Name, pronouns, identities, filming.
    pub details: PlayerDetails,
    /// The Corp deck list handed in with it.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub corp_deck: Option<Deck>,
    /// The Runner deck list handed in with it.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub runner_deck: Option<Deck>,
}

/// What the organizer decided about a phone's registration.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[serde(tag = "decision", rename_all = "kebab-case")]
pub enum Decision {
    /// Registered as this player.
    Accepted {
        /// The player.
        player: PlayerId,
    },
    /// Refused.
    Refused,
}

/// Where a phone's registration stands ([`Event::registration_of`]).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum PhoneRegistration<'a> {
    /// Waiting for the organizer.
    Waiting(&'a WaitingRegistration),
    /// Decided.
    Decided(Decision),
}

/// Registration by phone, saved in the event file (never shown on a public page or export).
#[derive(Clone, Debug, Default, PartialEq, Eq, Serialize, Deserialize)]
#[serde(default)]
pub struct Registration {
    /// The secret of the registration link while registration is open.
    #[serde(skip_serializing_if = "Option::is_none")]
    pub secret: Option<String>,
    /// Registrations are accepted at once instead of waiting.
    #[serde(skip_serializing_if = "std::ops::Not::not")]
    pub accept_at_once: bool,
    /// Registrations waiting, in the order they came.
    #[serde(skip_serializing_if = "Vec::is_empty")]
    pub waiting: Vec<WaitingRegistration>,
    /// What became of decided registrations, by phone token.
    #[serde(skip_serializing_if = "BTreeMap::is_empty")]
    pub decided: BTreeMap<String, Decision>,
    /// The number of the last registration received.
    #[serde(skip_serializing_if = "is_zero")]
    pub last: u32,
}

fn is_zero(n: &u32) -> bool {
    *n == 0
}

impl Registration {
    /// Whether nothing is stored (then the event file leaves it out).
    pub fn is_empty(&self) -> bool {
        *self == Registration::default()
    }

    /// Whether the registration link works now.
    pub fn is_open(&self) -> bool {
        self.secret.is_some()
    }
}

/// Whether `text` can be a link secret or phone token: [`MIN_SECRET_LEN`] to
/// [`MAX_SECRET_LEN`] ASCII letters and digits.
pub fn well_formed_secret(text: &str) -> bool {
    (MIN_SECRET_LEN..=MAX_SECRET_LEN).contains(&text.len())
        && text.bytes().all(|b| b.is_ascii_alphanumeric())
}

fn refuse<T>(r: RegistrationRefusal) -> Result<T, EngineError> {
    Err(EngineError::Registration(r))
}

impl Event {
    /// Registration by phone: the link's secret, the waiting entries, the decisions.
    pub fn registration(&self) -> &Registration {
        &self.registration
    }

    /// Whether `typed` is the secret of the open registration link (constant time).
    pub fn check_registration_secret(&self, typed: &str) -> bool {
        match &self.registration.secret {
            Some(s) => super::reporting::same_secret(typed, s),
            None => false,
        }
    }

    /// Where the registration of the phone holding `token` stands, if it registered.
    pub fn registration_of(&self, token: &str) -> Option<PhoneRegistration<'_>> {
        if token.is_empty() {
            return None;
        }
        if let Some(w) = self.registration.waiting.iter().find(|w| w.token == token) {
            return Some(PhoneRegistration::Waiting(w));
        }
        self.registration
            .decided
            .get(token)
            .map(|d| PhoneRegistration::Decided(*d))
    }

    /// The player the phone holding `token` registered as (accepted), if any.
    pub fn player_of_phone(&self, token: &str) -> Option<PlayerId> {
        match self.registration_of(token) {
            Some(PhoneRegistration::Decided(Decision::Accepted { player })) => Some(player),
            _ => None,
        }
    }

    /// A waiting registration by number.
    pub fn waiting_registration(&self, number: u32) -> Option<&WaitingRegistration> {
        self.registration
            .waiting
            .iter()
            .find(|w| w.number == number)
    }

    pub(super) fn open_registration(
        &mut self,
        secret: &str,
        accept_at_once: bool,
    ) -> Result<Outcome, EngineError> {
        if self.decks_locked() {
            return refuse(RegistrationRefusal::Started);
        }
        if !well_formed_secret(secret) {
            return refuse(RegistrationRefusal::BadSecret);
        }
        self.registration.secret = Some(secret.to_string());
        self.registration.accept_at_once = accept_at_once;
        Ok(Outcome::default())
    }

    pub(super) fn close_registration(&mut self) -> Result<Outcome, EngineError> {
        if self.registration.secret.take().is_none() {
            return refuse(RegistrationRefusal::NotOpen);
        }
        Ok(Outcome::default())
    }

    /// The registrations still waiting, as a warning (given when round 1 is paired).
    pub(super) fn registrations_waiting(&self) -> Option<Warning> {
        let names: Vec<String> = self
            .registration
            .waiting
            .iter()
            .map(|w| w.details.name.clone())
            .collect();
        (!names.is_empty()).then_some(Warning::RegistrationsWaiting { names })
    }

    /// Closes registration once the event has started (called after every command).
    pub(super) fn close_registration_if_started(&mut self) {
        if self.registration.secret.is_some() && self.decks_locked() {
            self.registration.secret = None;
        }
    }

    /// The details of a registration, checked as a new player's are, and its name neither a
    /// player's nor another waiting registration's (`except`: the entry being changed).
    fn check_registration(
        &self,
        d: &PlayerDetails,
        except: Option<u32>,
    ) -> Result<PlayerDetails, EngineError> {
        let name = clean_name(&d.name)?;
        let key = name_key(&name);
        let taken = self.players.iter().any(|p| name_key(&p.name) == key)
            || self
                .registration
                .waiting
                .iter()
                .any(|w| Some(w.number) != except && name_key(&w.details.name) == key);
        if taken {
            return Err(EngineError::DuplicateName(name));
        }
        self.check_fields(d, name)
    }

    fn check_registration_deck(deck: Option<&Deck>) -> Result<(), EngineError> {
        if let Some(d) = deck {
            super::validate_deck(d)?;
            if let Some(i) = &d.identity {
                clean_shown_text(Field::Identity, &i.title, MAX_TEXT_CHARS)?;
            }
        }
        Ok(())
    }

    pub(super) fn register_from_phone(
        &mut self,
        token: &str,
        details: &PlayerDetails,
        corp_deck: Option<&Deck>,
        runner_deck: Option<&Deck>,
    ) -> Result<Outcome, EngineError> {
        if !self.registration.is_open() {
            return refuse(RegistrationRefusal::NotOpen);
        }
        if !well_formed_secret(token) {
            return refuse(RegistrationRefusal::BadToken);
        }
        if let Some(Decision::Accepted { player }) = self.registration.decided.get(token) {
            return refuse(RegistrationRefusal::AlreadyRegistered {
                name: self.name_of(*player),
            });
        }
        Self::check_registration_deck(corp_deck)?;
        Self::check_registration_deck(runner_deck)?;
        let own = self
            .registration
            .waiting
            .iter()
            .position(|w| w.token == token);
        let mut details = details.clone();
        details.fixed_table = None;
        let d =
            self.check_registration(&details, own.map(|i| self.registration.waiting[i].number))?;
        if let Some(i) = own {
            // The phone's own waiting entry: edited (lists not sent again are kept).
            let w = &mut self.registration.waiting[i];
            w.details = d;
            if corp_deck.is_some() {
                w.corp_deck = corp_deck.cloned();
            }
            if runner_deck.is_some() {
                w.runner_deck = runner_deck.cloned();
            }
            return Ok(Outcome::default());
        }
        if !self.registration.accept_at_once && self.registration.waiting.len() >= MAX_WAITING {
            return refuse(RegistrationRefusal::Full { max: MAX_WAITING });
        }
        self.registration.decided.remove(token);
        self.registration.last = self.registration.last.saturating_add(1);
        let entry = WaitingRegistration {
            number: self.registration.last,
            token: token.to_string(),
            details: d,
            corp_deck: corp_deck.cloned(),
            runner_deck: runner_deck.cloned(),
        };
        if self.registration.accept_at_once {
            return self.accept_entry(entry);
        }
        self.registration.waiting.push(entry);
        Ok(Outcome::default())
    }

    fn take_waiting(&mut self, number: u32) -> Result<WaitingRegistration, EngineError> {
        let i = self
            .registration
            .waiting
            .iter()
            .position(|w| w.number == number)
            .ok_or(EngineError::Registration(
                RegistrationRefusal::NoSuchEntry { number },
            ))?;
        Ok(self.registration.waiting.remove(i))
    }

    /// Registers the entry's player with its lists and records the decision.
    fn accept_entry(&mut self, entry: WaitingRegistration) -> Result<Outcome, EngineError> {
        let out = self.add_player(&entry.details, None)?;
        let player = out.player.ok_or(EngineError::Registration(
            RegistrationRefusal::NoSuchEntry {
                number: entry.number,
            },
        ))?;
        for (side, deck) in [
            (Side::Corp, &entry.corp_deck),
            (Side::Runner, &entry.runner_deck),
        ] {
            if let Some(d) = deck {
                self.set_deck(player, side, Some(d), false)?;
            }
        }
        self.registration
            .decided
            .insert(entry.token, Decision::Accepted { player });
        Ok(out)
    }

    pub(super) fn accept_registration(&mut self, number: u32) -> Result<Outcome, EngineError> {
        let entry = self.take_waiting(number)?;
        self.accept_entry(entry)
    }

    pub(super) fn edit_registration(
        &mut self,
        number: u32,
        details: &PlayerDetails,
    ) -> Result<Outcome, EngineError> {
        if self.waiting_registration(number).is_none() {
            return refuse(RegistrationRefusal::NoSuchEntry { number });
        }
        let d = self.check_registration(details, Some(number))?;
        if let Some(w) = self
            .registration
            .waiting
            .iter_mut()
            .find(|w| w.number == number)
        {
            w.details = d;
        }
        Ok(Outcome::default())
    }

    pub(super) fn refuse_registration(&mut self, number: u32) -> Result<Outcome, EngineError> {
        let entry = self.take_waiting(number)?;
        self.registration
            .decided
            .insert(entry.token, Decision::Refused);
        Ok(Outcome::default())
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::engine::{Command, EventSettings, Structure};

    const SECRET: &str = "ABCDEFGHJKMNPQRSTUVW";

    fn phone(n: u32) -> String {
        format!("phone{n:0>16}")
    }

    fn open(accept_at_once: bool) -> Event {
        let mut e = Event::new(EventSettings::new("Reg", Structure::Basic), 3);
        e.apply(Command::OpenRegistration {
            secret: SECRET.into(),
            accept_at_once,
        })
        .unwrap();
        e
    }

    fn register(e: &mut Event, n: u32, name: &str) -> Result<Outcome, EngineError> {
        e.apply(Command::Register {
            token: phone(n),
            details: PlayerDetails::named(name),
            corp_deck: None,
            runner_deck: None,
        })
    }

    #[test]
    fn a_registration_waits_and_is_accepted_with_a_code() {
        let mut e = open(false);
        register(&mut e, 1, "Ann").unwrap();
        assert!(e.players().is_empty());
        let w = &e.registration().waiting[0];
        assert_eq!((w.number, w.details.name.as_str()), (1, "Ann"));
        let out = e.apply(Command::AcceptRegistration { number: 1 }).unwrap();
        let p = out.player.unwrap();
        assert_eq!(e.player_of_phone(&phone(1)), Some(p));
        assert!(e.player_code(p).is_some());
        assert!(e.registration().waiting.is_empty());
    }

    #[test]
    fn the_same_phone_edits_its_entry_and_names_stay_unique() {
        let mut e = open(false);
        register(&mut e, 1, "Ann").unwrap();
        register(&mut e, 1, "Anne").unwrap();
        assert_eq!(e.registration().waiting.len(), 1);
        assert_eq!(e.registration().waiting[0].details.name, "Anne");
        let err = register(&mut e, 2, "ANNE").unwrap_err();
        assert_eq!(err, EngineError::DuplicateName("ANNE".into()));
        let err = register(&mut e, 3, "Bo\u{200B}b").unwrap_err();
        assert!(matches!(err, EngineError::InvalidName { .. }), "{err:?}");
    }

    #[test]
    fn pairing_round_one_closes_registration() {
        let mut e = open(true);
        register(&mut e, 1, "Ann").unwrap();
        register(&mut e, 2, "Bob").unwrap();
        assert_eq!(e.players().len(), 2);
        // One more waits (switched to waiting): pairing says so.
        e.apply(Command::OpenRegistration {
            secret: SECRET.into(),
            accept_at_once: false,
        })
        .unwrap();
        register(&mut e, 3, "Cy").unwrap();
        let out = e.apply(Command::PairRound).unwrap();
        assert!(out.warnings.contains(&Warning::RegistrationsWaiting {
            names: vec!["Cy".into()]
        }));
        assert!(!e.registration().is_open());
        let err = register(&mut e, 4, "Dee").unwrap_err();
        assert_eq!(err, EngineError::Registration(RegistrationRefusal::NotOpen));
        let err = e
            .apply(Command::OpenRegistration {
                secret: SECRET.into(),
                accept_at_once: false,
            })
            .unwrap_err();
        assert_eq!(err, EngineError::Registration(RegistrationRefusal::Started));
    }

    #[test]
    fn at_most_two_hundred_wait() {
        let mut e = open(false);
        for n in 0..MAX_WAITING as u32 {
            register(&mut e, n, &format!("P{n}")).unwrap();
        }
        let err = register(&mut e, 999, "Late").unwrap_err();
        assert_eq!(
            err,
            EngineError::Registration(RegistrationRefusal::Full { max: MAX_WAITING })
        );
        e.apply(Command::RefuseRegistration { number: 1 }).unwrap();
        register(&mut e, 999, "Late").unwrap();
    }

    #[test]
    fn a_replay_of_the_history_gives_the_same_registrations() {
        let mut e = open(false).with_secret([3; 32]);
        register(&mut e, 1, "Ann").unwrap();
        register(&mut e, 2, "Bob").unwrap();
        register(&mut e, 3, "Cy").unwrap();
        e.apply(Command::EditRegistration {
            number: 2,
            details: PlayerDetails::named("Bobby"),
        })
        .unwrap();
        e.apply(Command::AcceptRegistration { number: 2 }).unwrap();
        e.apply(Command::RefuseRegistration { number: 3 }).unwrap();
        e.apply(Command::PairRound).unwrap_err();
        register(&mut e, 4, "Di").unwrap();
        e.apply(Command::AcceptRegistration { number: 1 }).unwrap();
        e.apply(Command::AcceptRegistration { number: 4 }).unwrap();
        e.apply(Command::PairRound).unwrap();
        let replayed = Event::replay(e.origin(), e.history()).unwrap();
        assert_eq!(replayed, e);
        assert!(!replayed.registration().is_open());
        assert_eq!(
            replayed.registration_of(&phone(3)),
            Some(PhoneRegistration::Decided(Decision::Refused))
        );
        let bobby = replayed.find_player("Bobby").unwrap().id;
        assert_eq!(replayed.player_of_phone(&phone(2)), Some(bobby));
    }
}
