//! Netrunner TO: an offline tournament organizer for *Android: Netrunner*, exact to the FFG
//! Tournament Regulations v3.2.
//!
//! - [`engine`]: the pure rules (events, players, pairing, standings) behind one door,
//!   [`engine::Event::apply`].
//! - [`io`]: the event file, NRTM JSON interchange, CSV, the printouts.
//! - [`i18n`]: the words of the printouts (and the app) in English and Japanese.
//! - [`cli`]: the command-line front end.
//! - [`app`]: the desktop app (the only module that knows egui).

pub mod app;
pub mod cli;
pub mod engine;
pub mod i18n;
pub mod io;
pub mod web;
