//! The third front end: the event's live pages on the local network (issue 16).
//!
//! Players open the pages on their phones: the event and its round clock, the pairings of the
//! published round with a name search, each player's rounds, the standings, the bracket, and a
//! projector view. The pages are rendered on the server ([`pages`], maud) from a read-only
//! [`Snapshot`] and update live (server-sent events swap the page's fragment in place).
//!
//! Like `app` and `cli`, this module uses `engine` and `io` only (checked by
//! `scripts/check-architecture.sh`). It never changes the event itself and never writes a file:
//! every change request is a command handed to the one owner of the event ([`owner`]): the
//! app's document, or the headless owner of `netrunner-to serve` ([`serve`]).
//!
//! ```no_run
//! use netrunner_to::engine::{Event, EventSettings, Structure};
//! use netrunner_to::web::{owner, Server};
//! use std::sync::Arc;
//! let event = Event::new(EventSettings::new("Store Champs", Structure::Basic), 1);
//! let (mut link, handle) = owner::link(&event, Arc::new(|| {}));
//! let server = Server::start("127.0.0.1:0".parse().unwrap(), handle).unwrap();
//! println!("open {}", server.url());
//! // The owner applies requests (`link.try_next()`) and publishes every change:
//! link.publish(&event);
//! ```

pub mod addresses;
pub mod follow;
pub mod gate;
pub mod owner;
mod pages;
pub mod registration;
pub mod report;
pub mod serve;
pub mod server;
pub mod snapshot;

pub use owner::{Change, OwnerHandle, OwnerLink, Refusal, Requester};
pub use server::Server;
pub use snapshot::Snapshot;
