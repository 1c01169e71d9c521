//! Problems with files, imports, card data and deck lists, in a language.

use super::english_for_now;

english_for_now!(
    crate::io::save::FileError,
    crate::io::nrtm::NrtmError,
    crate::io::csv::CsvError,
    crate::io::player_import::ImportError,
    crate::io::cards::CardFileError,
    crate::io::decklist::ReadError,
    crate::io::decks::SubmissionError,
    crate::io::print::PrintError,
    crate::engine::cards::DeckProblem,
);
