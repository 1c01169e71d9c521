//! Why something was refused or went wrong, in the organizer's language (issue 19).
//!
//! The engine and the readers say what went wrong as typed values (one variant per reason,
//! with its values); their `Display` is the English the command line prints. The app and the
//! printouts show the same reasons in the app's or the event's language through [`Explain`],
//! with the words in the message files (`i18n/<tag>/app.ftl`). `Display` of the engine's
//! refusals and warnings *is* their English through [`Explain`] (implemented here, since the
//! engine does not read message files): one set of words, so the two never drift.
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

/// `Display` as the English of [`Explain`], for types whose words are in the message files (the
/// engine's refusals and warnings, and the readers' file problems).
macro_rules! english_display {
    ($($t:ty),* $(,)?) => {$(
        impl std::fmt::Display for $t {
            fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
                f.write_str(&self.explain(Lang::ENGLISH))
            }
        }
    )*};
}

english_display!(
    crate::engine::EngineError,
    crate::engine::Inconsistency,
    crate::engine::ClockProblem,
    crate::engine::BracketFileProblem,
    crate::engine::MultiplayerSettingsProblem,
    crate::engine::RejoinBlock,
    crate::engine::ClockRefusal,
    crate::engine::BracketRefusal,
    crate::engine::Warning,
    crate::engine::error::ReportRefusal,
    crate::engine::swiss::PairingError,
    crate::engine::multiplayer::pods::PodError,
    crate::engine::multiplayer::table::TableError,
    crate::engine::NameRule,
    crate::engine::ResultProblem,
    crate::engine::multiplayer::table::napd::NapdVictory,
    crate::engine::multiplayer::table::bso::BsoWinReason,
    crate::engine::multiplayer::table::bso::LeaveReason,
    crate::engine::cards::CardDataError,
    crate::engine::cards::LegalityError,
    crate::engine::cards::DeckProblem,
    crate::io::save::FileError,
    crate::io::csv::CsvError,
    crate::io::cards::CardFileError,
    crate::io::cards::download::Problem,
    crate::io::nrtm::NrtmError,
    crate::io::nrtm::ImportNote,
    crate::io::nrtm::Difference,
    crate::io::nrtm::CutMismatch,
    crate::io::nrtm::GamePlace,
    crate::io::nrtm::FilePlayerRef,
    crate::io::player_import::ImportError,
    crate::io::player_import::Problem,
    crate::io::player_import::Quoting,
    crate::io::player_import::Note,
    crate::io::decklist::LineProblem,
    crate::io::decklist::ReadError,
    crate::io::decks::SubmissionError,
    crate::io::print::PrintError,
);

impl std::fmt::Display for crate::engine::error::ReportTarget {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.write_str(&engine::target(*self, Lang::ENGLISH))
    }
}

/// A command as the history names it ("pair the next round"): its English entry.
impl std::fmt::Display for crate::engine::Command {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.write_str(&engine::command(self, Lang::ENGLISH))
    }
}
