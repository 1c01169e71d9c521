//! Why something was refused or went wrong, in the organizer's language (issue 19).
//!
//! The engine and the readers say what went wrong as typed values (one variant per reason,
//! with its values); their `Display` is the English the command line prints. The app and the
//! printouts show the same reasons in the app's or the event's language through [`Explain`],
//! with the words in the message files (`i18n/<tag>/app.ftl`). English through [`Explain`] is
//! the same text as `Display` (the tests check it variant by variant), so the two never drift.
//!
//! - [`engine`]: the rules' refusals (`EngineError` and the clock's and bracket's own), their
//!   warnings, history entries (what Undo names), multiplayer table errors.
//! - [`files`]: files, imports, card data, deck lists and their problems, printouts.

pub mod engine;
pub mod files;

use crate::i18n::Lang;

/// A reason or problem, written in a language.
pub trait Explain {
    /// The text in `lang` (English where the language lacks the message).
    fn explain(&self, lang: Lang) -> String;
}
