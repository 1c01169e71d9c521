//! The engine's refusals, warnings and history entries in a language.

use super::english_for_now;
use crate::engine::{Command, EngineError, Warning};
use crate::i18n::Lang;

english_for_now!(
    EngineError,
    Warning,
    crate::engine::multiplayer::table::TableError,
);

/// What a command did, for Undo/Redo and the history ("pair the next round").
pub fn command(c: &Command, _lang: Lang) -> String {
    c.describe()
}
