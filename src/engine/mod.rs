//! The pure tournament engine: the rules of the FFG *Android: Netrunner* Tournament
//! Regulations v3.2.
//!
//! No file system, no clock, no global random generator: every change is a [`Command`] applied
//! through [`Event::apply`], which either applies completely or returns an [`EngineError`] and
//! leaves the event as it was. All randomness comes from the event's own seeded ChaCha20
//! generator, so the same commands always give the same pairings.
//!
//! ```
//! use netrunner_to::engine::{Command, Event, EventSettings, PlayerDetails, Structure};
//! let mut event = Event::new(EventSettings::new("Store Champs", Structure::Basic), 2024);
//! for name in ["Ann", "Bo", "Cy", "Di"] {
//!     event.apply(Command::AddPlayer { details: PlayerDetails::named(name), id: None }).unwrap();
//! }
//! event.apply(Command::PairRound).unwrap();
//! assert_eq!(event.rounds()[0].pairings.len(), 2);
//! // Pairing again before results are in is refused, and changes nothing.
//! assert!(event.apply(Command::PairRound).is_err());
//! assert_eq!(event.rounds().len(), 1);
//! ```

pub mod cards;
pub mod clock;
pub mod command;
pub mod elimination;
pub mod error;
pub mod event;
pub mod ids;
pub mod model;
pub mod multiplayer;
pub mod names;
pub mod pairing;
pub mod results;
pub mod rng;
pub mod standings;
pub mod stats;
pub mod structure;
pub mod swiss;
pub mod views;

pub use clock::{RoundClock, RoundKind};
pub use command::{Command, CommandStage, ManualPairing, PlayerDetails};
pub use elimination::{Bracket, BracketKind, SideDecision, SideReason};
pub use error::{
    BracketFileProblem, BracketRefusal, ByeGame, ClearedHow, ClearedResult, ClockProblem,
    ClockRefusal, EngineError, FeatureProblem, Field, FieldProblem, FixedTableConflict,
    FormatMismatch, GameProblem, Inconsistency, InvisibleCharacter, Limit, MissingLists,
    MultiplayerSettingsProblem, NameRule, PairingFailure, Place, Places, RefusalKind,
    RefusedCommand, RegistrationRefusal, RejoinBlock, ResultProblem, RoundOverSince, Shortage,
    StatusBlock, Twice, Warning,
};
pub use event::{
    Decision, Event, HistoryEntry, Origin, Outcome, PhoneRegistration, PlayerDecks, Publication,
    RegisteredDeck, Registration, SideFacts, WaitingRegistration,
};
pub use ids::{PlayerId, Side};
pub use model::{
    DeckSettings, DeckVisibility, EventSettings, FeaturedTable, Pairing, Player, PlayerStatus,
    RoundRef, ScoreAdjustment, SwissRound,
};
pub use results::{AgendaScore, GameResult, MatchResult, WinReason};
pub use standings::{Standing, Standings};
pub use structure::{
    BigSellOutEdition, CutSize, FixedStructure, Format, Structure, StructureStatus, Suggestion,
    Tier,
};
