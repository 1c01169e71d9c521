//! One wording per concept, in any language, from the message files: the words the app, the
//! printouts, the command line (in English), the phone pages and the chat copy share for the
//! typed values of the engine and its [`views`](crate::engine::views) (issue 35).

use crate::engine::elimination::{BracketKind, Section};
use crate::engine::views::Note;
use crate::engine::{PlayerStatus, Side};
use crate::i18n::Lang;
use crate::tr;

/// A side: "Corp" / "Runner" ("コーポ" / "ランナー").
pub fn side(side: Side, lang: Lang) -> String {
    match side {
        Side::Corp => tr!(lang, "side-corp"),
        Side::Runner => tr!(lang, "side-runner"),
    }
}

/// A part of the bracket: "upper bracket", "lower bracket", "final", "second final".
pub fn section(section: Section, lang: Lang) -> String {
    match section {
        Section::Upper => tr!(lang, "bracket-section-upper"),
        Section::Lower => tr!(lang, "bracket-section-lower"),
        Section::Final => tr!(lang, "bracket-section-final"),
        Section::SecondFinal => tr!(lang, "bracket-section-second-final"),
    }
}

/// A kind of bracket: "double elimination", "single elimination", "single elimination (fixed
/// bracket)" (the Bracket screen, the phones' bracket page).
pub fn bracket_kind(kind: BracketKind, lang: Lang) -> String {
    match kind {
        BracketKind::DoubleElimination => tr!(lang, "bracket-kind-double"),
        BracketKind::SingleElimination => tr!(lang, "bracket-kind-single"),
        BracketKind::SingleEliminationFixed => tr!(lang, "bracket-kind-single-fixed"),
    }
}

/// A player's status: "active", "dropped", "disqualified" (the Players screen, the pods'
/// lists, the standings' notes).
pub fn player_status(status: PlayerStatus, lang: Lang) -> String {
    match status {
        PlayerStatus::Active => tr!(lang, "players-status-active"),
        PlayerStatus::Dropped => tr!(lang, "players-status-dropped"),
        PlayerStatus::Disqualified => tr!(lang, "players-status-disqualified"),
    }
}

/// A standings note: "dropped after round 3", "bye", "adjusted -1".
pub fn note(lang: Lang, note: Note) -> String {
    match note {
        Note::Dropped { after: Some(r) } => tr!(lang, "players-status-dropped-after", round = r),
        Note::Dropped { after: None } => tr!(lang, "players-status-dropped"),
        Note::Bye => tr!(lang, "standings-bye"),
        Note::Adjusted { total } => {
            tr!(
                lang,
                "standings-adjusted",
                delta = crate::engine::command::signed(total)
            )
        }
    }
}

/// A row's notes, joined: "dropped, bye".
pub fn notes(lang: Lang, notes: &[Note]) -> String {
    notes
        .iter()
        .map(|n| note(lang, *n))
        .collect::<Vec<_>>()
        .join(tr!(lang, "standings-notes-separator").as_str())
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn sides_and_notes_in_english_and_japanese() {
        let ja = Lang::from_tag("ja").unwrap();
        assert_eq!(side(Side::Corp, Lang::ENGLISH), "Corp");
        assert_eq!(side(Side::Runner, Lang::ENGLISH), "Runner");
        assert_ne!(side(Side::Corp, ja), "Corp");
        let all = [
            Note::Dropped { after: Some(3) },
            Note::Bye,
            Note::Adjusted { total: -1 },
        ];
        assert_eq!(
            notes(Lang::ENGLISH, &all),
            "dropped after round 3, bye, adjusted -1"
        );
        assert!(notes(ja, &all).contains('3'));
    }
}
