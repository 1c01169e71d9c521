//! Deck lists on [`Event`]: each player's Corp and Runner lists, stored through
//! [`Command::SetDeck`](crate::engine::Command::SetDeck) and locked once the event starts.
//!
//! The engine stores lists as data (card ids, titles, copies); their legality depends on card
//! data the engine does not hold, so it is checked by the front ends with
//! [`cards::check`](crate::engine::cards::check).

use super::{Event, MAX_NAME_CHARS, MAX_TEXT_CHARS, Outcome, clean_text};
use crate::engine::cards::{Deck, DeckEntry};
use crate::engine::error::{
    EngineError, Field, FieldProblem, Inconsistency, MissingLists, Warning,
};
use crate::engine::ids::{PlayerId, Side};
use serde::{Deserialize, Serialize};

/// The most different cards one list may hold (far above any real deck).
pub const MAX_DECK_ENTRIES: usize = 300;
/// The most copies of one card a stored list may hold.
pub const MAX_DECK_COPIES: u32 = 99;
/// The longest card id or title accepted, in characters.
pub const MAX_CARD_TEXT_CHARS: usize = 200;

/// A player's list for one side, as registered.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct RegisteredDeck {
    /// The list.
    pub deck: Deck,
    /// Changed by a leader after the event started (v3.2 "Deck Lists": a leader corrects a list
    /// that does not match the deck played).
    #[serde(default, skip_serializing_if = "std::ops::Not::not")]
    pub corrected: bool,
}

/// A player's lists.
#[derive(Clone, Debug, Default, PartialEq, Eq, Serialize, Deserialize)]
pub struct PlayerDecks {
    /// The Corp list.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub corp: Option<RegisteredDeck>,
    /// The Runner list.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub runner: Option<RegisteredDeck>,
}

impl PlayerDecks {
    /// The list of one side.
    pub fn side(&self, side: Side) -> Option<&RegisteredDeck> {
        match side {
            Side::Corp => self.corp.as_ref(),
            Side::Runner => self.runner.as_ref(),
        }
    }

    fn side_mut(&mut self, side: Side) -> &mut Option<RegisteredDeck> {
        match side {
            Side::Corp => &mut self.corp,
            Side::Runner => &mut self.runner,
        }
    }

    fn is_empty(&self) -> bool {
        self.corp.is_none() && self.runner.is_none()
    }
}

/// Checks a list's card, or (`identity`) its identity.
fn check_entry(identity: bool, e: &DeckEntry) -> Result<(), EngineError> {
    let bad = |reason: FieldProblem| EngineError::InvalidField {
        field: Field::DeckList,
        reason,
    };
    if e.id.trim().is_empty() {
        return Err(bad(FieldProblem::NoCardId { identity }));
    }
    clean_text(Field::DeckList, &e.id, MAX_CARD_TEXT_CHARS)?;
    if e.title.trim().is_empty() {
        return Err(bad(FieldProblem::NoTitle { identity }));
    }
    clean_text(Field::DeckList, &e.title, MAX_CARD_TEXT_CHARS)?;
    if e.copies == 0 || e.copies > MAX_DECK_COPIES {
        return Err(bad(FieldProblem::Copies {
            copies: e.copies,
            title: e.title.clone(),
            max: MAX_DECK_COPIES,
        }));
    }
    Ok(())
}

/// Checks a list's shape (not its legality): sizes, texts, no card twice.
pub fn validate_deck(deck: &Deck) -> Result<(), EngineError> {
    if let Some(n) = &deck.name {
        clean_text(Field::DeckName, n, MAX_NAME_CHARS)?;
    }
    if deck.cards.len() > MAX_DECK_ENTRIES {
        return Err(EngineError::InvalidField {
            field: Field::DeckList,
            reason: FieldProblem::TooManyCards {
                cards: deck.cards.len(),
                max: MAX_DECK_ENTRIES,
            },
        });
    }
    if let Some(id) = &deck.identity {
        check_entry(true, id)?;
        if id.copies != 1 {
            return Err(EngineError::InvalidField {
                field: Field::DeckList,
                reason: FieldProblem::IdentityCopies {
                    copies: id.copies,
                    title: id.title.clone(),
                },
            });
        }
    }
    let mut seen = std::collections::BTreeSet::new();
    for e in &deck.cards {
        check_entry(false, e)?;
        if !seen.insert(e.id.as_str()) {
            return Err(EngineError::InvalidField {
                field: Field::DeckList,
                reason: FieldProblem::ListedTwice {
                    title: e.title.clone(),
                },
            });
        }
    }
    Ok(())
}

impl Event {
    /// A player's list for one side.
    pub fn deck(&self, player: PlayerId, side: Side) -> Option<&RegisteredDeck> {
        self.decks.get(&player).and_then(|d| d.side(side))
    }

    /// Every player's lists, by player id.
    pub fn decks(&self) -> &std::collections::BTreeMap<PlayerId, PlayerDecks> {
        &self.decks
    }

    /// Whether deck lists are locked: the event has started (a round or the cut exists).
    /// Changes after that are leaders' corrections.
    pub fn decks_locked(&self) -> bool {
        !self.rounds.is_empty() || self.cut.is_some() || self.has_pod_rounds()
    }

    /// When the event collects deck lists: the active players without both lists, as a
    /// warning (given when round 1 is paired; the lists lock then).
    pub(super) fn missing_deck_lists(&self) -> Option<Warning> {
        if !self.settings.decks.collected {
            return None;
        }
        let players: Vec<MissingLists> = self
            .active_players()
            .filter_map(|p| {
                let sides: Vec<Side> = [Side::Corp, Side::Runner]
                    .into_iter()
                    .filter(|s| self.deck(p.id, *s).is_none())
                    .collect();
                (!sides.is_empty()).then(|| MissingLists {
                    name: p.name.clone(),
                    sides,
                })
            })
            .collect();
        (!players.is_empty()).then_some(Warning::MissingDeckLists { players })
    }

    /// `SetDeck`: store (or with `None` remove) a player's list for a side. The identity of the
    /// list becomes the player's identity for that side (the NRTM export and the printouts use
    /// it).
    pub(super) fn set_deck(
        &mut self,
        player: PlayerId,
        side: Side,
        deck: Option<&Deck>,
        correction: bool,
    ) -> Result<Outcome, EngineError> {
        let name = self
            .player(player)
            .ok_or(EngineError::UnknownPlayer(player))?
            .name
            .clone();
        let locked = self.decks_locked();
        if locked && !correction {
            return Err(EngineError::DeckListsLocked { name, side });
        }
        let slot = self.decks.entry(player).or_default();
        match deck {
            None => {
                if slot.side(side).is_none() {
                    return Err(EngineError::NoDeckList { name, side });
                }
                *slot.side_mut(side) = None;
                if slot.is_empty() {
                    self.decks.remove(&player);
                }
            }
            Some(d) => {
                validate_deck(d)?;
                let identity = d
                    .identity
                    .as_ref()
                    .map(|i| super::clean_shown_text(Field::Identity, &i.title, MAX_TEXT_CHARS))
                    .transpose()?;
                *slot.side_mut(side) = Some(RegisteredDeck {
                    deck: d.clone(),
                    corrected: locked,
                });
                if let Some(title) = identity {
                    let p = self.player_mut(player)?;
                    match side {
                        Side::Corp => p.corp = Some(title),
                        Side::Runner => p.runner = Some(title),
                    }
                }
            }
        }
        Ok(Outcome::default())
    }

    /// The loaded file's lists: known players, valid shapes.
    pub(super) fn validate_decks(&self) -> Result<(), Inconsistency> {
        for (p, d) in &self.decks {
            if self.player(*p).is_none() {
                return Err(Inconsistency::UnknownPlayer {
                    place: crate::engine::Place::DeckList,
                    player: *p,
                });
            }
            for side in [Side::Corp, Side::Runner] {
                if let Some(r) = d.side(side) {
                    validate_deck(&r.deck).map_err(|e| Inconsistency::Refused {
                        place: crate::engine::Place::List { player: *p, side },
                        reason: Box::new(e),
                    })?;
                }
            }
        }
        Ok(())
    }
}
