//! Turning events into bytes and back: the event file, NRTM JSON, CSV, player lists.
//!
//! Nothing here knows about the GUI.

pub mod cards;
pub mod channel;
pub mod charts;
pub mod csv;
pub mod decklist;
pub mod decks;
pub mod event_file;
pub mod explain;
pub mod follow;
pub mod fonts;
pub mod identities;
pub mod multiplayer;
pub mod names;
pub mod nrtm;
pub mod paths;
pub mod player_import;
pub mod print;
pub mod result_syntax;
pub mod save;
pub mod secret;
pub mod share;
pub mod words;
