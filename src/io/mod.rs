//! Turning events into bytes and back: the event file, NRTM JSON, CSV.
//!
//! Nothing here knows about the GUI.

pub mod save;
pub mod result_syntax;
pub mod nrtm;
pub mod csv;
