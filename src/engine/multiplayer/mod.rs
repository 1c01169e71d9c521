//! Multiplayer side events: NAPD multiplayer (one Corp against a team of Runners) and The Big
//! Sell-Out (teams of a Corp "Sponsor" and a Runner "Agent"), as specified in
//! `spec/multiplayer.md`.
//!
//! [`table`] holds the table helpers: pure state machines for ONE game at a table (turn order,
//! infamy, agenda totals and the victory check, credit exchange, ICE bonus, tag ledger). They are
//! on-screen aids, not event data, and are not changed through `Command`s.

pub mod table;
