//! Every native file dialog goes through here (`rfd`, xdg-portal on Linux).
//!
//! Where no portal is available (e.g. under Xvfb) the dialog returns at once with nothing; the
//! app then asks for a typed path instead. A dialog that returns nothing within
//! [`NO_DIALOG_THRESHOLD`] is taken as "no dialog available" rather than "cancelled".

use crate::i18n::Lang;
use crate::tr;
use std::path::PathBuf;
use std::time::{Duration, Instant};

/// Faster than any person can cancel a dialog.
pub const NO_DIALOG_THRESHOLD: Duration = Duration::from_millis(250);

/// What a dialog gave back.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum DialogResult {
    /// The user chose a path.
    Chosen(PathBuf),
    /// The user closed the dialog.
    Cancelled,
    /// No dialog could be shown: ask for a typed path.
    Unavailable,
}

fn classify(result: Option<PathBuf>, started: Instant) -> DialogResult {
    match result {
        Some(p) => DialogResult::Chosen(p),
        None if started.elapsed() < NO_DIALOG_THRESHOLD => DialogResult::Unavailable,
        None => DialogResult::Cancelled,
    }
}

/// Asks for an event file to open (the dialog's words in `lang`).
pub fn open_event(lang: Lang) -> DialogResult {
    let t = Instant::now();
    classify(
        rfd::FileDialog::new()
            .add_filter(tr!(lang, "files-filter-event"), &["json"])
            .pick_file(),
        t,
    )
}

/// Asks where to save a file, suggesting a name and extension.
pub fn save_file(suggested: &str, extension: &str, what: &str) -> DialogResult {
    let t = Instant::now();
    classify(
        rfd::FileDialog::new()
            .add_filter(what, &[extension])
            .set_file_name(suggested)
            .save_file(),
        t,
    )
}

/// Asks for a player list to import (CSV or TSV).
pub fn open_player_list(lang: Lang) -> DialogResult {
    let t = Instant::now();
    classify(
        rfd::FileDialog::new()
            .add_filter(
                tr!(lang, "files-filter-player-list"),
                &["csv", "tsv", "txt"],
            )
            .pick_file(),
        t,
    )
}

/// Asks for a deck list to open (text).
pub fn open_deck_list(lang: Lang) -> DialogResult {
    let t = Instant::now();
    classify(
        rfd::FileDialog::new()
            .add_filter(tr!(lang, "files-filter-deck-list"), &["txt", "md", "text"])
            .pick_file(),
        t,
    )
}

/// Asks for a card data file (from `deck data build`) to load.
pub fn open_card_data(lang: Lang) -> DialogResult {
    let t = Instant::now();
    classify(
        rfd::FileDialog::new()
            .add_filter(tr!(lang, "files-filter-card-data"), &["zip", "json"])
            .pick_file(),
        t,
    )
}
