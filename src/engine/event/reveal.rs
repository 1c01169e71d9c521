//! When players may see identities (issue 22): as Cobra does, the field's identities stay with
//! the organizer until round 1 is paired, so nobody picks a deck from the field's choices.

use super::Event;
use std::borrow::Cow;

impl Event {
    /// Whether identities may be shown to players: once round 1 (Swiss, or the first round of
    /// pods) has been paired, or the event has a cut (an imported event can have one without
    /// rounds). The organizer's own screens and commands show them always.
    pub fn identities_public(&self) -> bool {
        !self.rounds.is_empty()
            || self.cut.is_some()
            || self
                .multiplayer
                .as_ref()
                .is_some_and(|m| !m.rounds.is_empty())
    }

    /// The event as players may see it (wall printouts, shared text, the players' pages): the
    /// event itself once identities are public, otherwise a copy without any player's
    /// identities and without the history (whose registrations name them).
    ///
    /// ```
    /// use netrunner_to::engine::{Command, Event, EventSettings, PlayerDetails, Structure};
    /// let mut e = Event::new(EventSettings::new("Store Champs", Structure::Basic), 1);
    /// for name in ["Ann", "Bo"] {
    ///     let mut d = PlayerDetails::named(name);
    ///     d.corp = Some("Haas-Bioroid: Precision Design".into());
    ///     e.apply(Command::AddPlayer { details: d, id: None }).unwrap();
    /// }
    /// assert!(e.player_view().players().iter().all(|p| p.corp.is_none()));
    /// e.apply(Command::PairRound).unwrap();
    /// assert!(e.player_view().players().iter().all(|p| p.corp.is_some()));
    /// ```
    pub fn player_view(&self) -> Cow<'_, Event> {
        if self.identities_public() {
            return Cow::Borrowed(self);
        }
        let mut hidden = self.without_history();
        for p in &mut hidden.players {
            p.corp = None;
            p.runner = None;
        }
        Cow::Owned(hidden)
    }
}
