//! Turning events into bytes and back: the event file, NRTM JSON, CSV.
//!
//! Nothing here knows about the GUI.

pub mod csv;
pub mod identities;
pub mod multiplayer;
pub mod nrtm;
pub mod result_syntax;
pub mod save;
