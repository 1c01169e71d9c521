//! One wording per concept, in any language, from the message files: the words the app, the
//! printouts, the command line (in English), the phone pages and the chat copy share for the
//! typed values of the engine and its [`views`](crate::engine::views) (issue 35).

use crate::engine::elimination::{BracketKind, Section, SideReason};
use crate::engine::multiplayer::{BsoEnding, NapdEnding, Turn};
use crate::engine::views::Note;
use crate::engine::{
    BigSellOutEdition, DeckVisibility, Event, Format, Pairing, PlayerStatus, Side, SideFacts,
    Structure, StructureStatus, Suggestion,
};
use crate::i18n::Lang;
use crate::tr;

/// A side: "Corp" / "Runner" ("コーポ" / "ランナー").
pub fn side(side: Side, lang: Lang) -> String {
    match side {
        Side::Corp => tr!(lang, "side-corp"),
        Side::Runner => tr!(lang, "side-runner"),
    }
}

/// A format's name in a sentence: "standard", "single-sided Swiss", "NAPD multiplayer" ("this
/// is a NAPD multiplayer event"; the refusals, the command line). [`Format::name`] is the
/// file's and the command line's tag ("napd"), never shown as a word.
pub fn format(f: Format, lang: Lang) -> String {
    match f {
        Format::Standard => tr!(lang, "format-standard"),
        Format::SingleSided => tr!(lang, "format-single-sided"),
        Format::FullDraft => tr!(lang, "format-full-draft"),
        Format::HalfDraft => tr!(lang, "format-half-draft"),
        Format::Napd => tr!(lang, "format-napd"),
        Format::BigSellOut { .. } => tr!(lang, "format-big-sell-out"),
    }
}

/// A format as a title, with its edition: "Constructed: double-sided Swiss (v3.2)", "The Big
/// Sell-Out (classic edition)" (the event settings' choice, the multiplayer screens' heading,
/// the command line's pods).
pub fn format_title(f: Format, lang: Lang) -> String {
    match f {
        Format::Standard => tr!(lang, "format-title-standard"),
        Format::SingleSided => tr!(lang, "format-title-single-sided"),
        Format::FullDraft => tr!(lang, "format-title-full-draft"),
        Format::HalfDraft => tr!(lang, "format-title-half-draft"),
        Format::Napd => tr!(lang, "format-title-napd"),
        Format::BigSellOut {
            edition: BigSellOutEdition::Classic,
        } => tr!(lang, "format-title-bso-classic"),
        Format::BigSellOut {
            edition: BigSellOutEdition::AndroidNetrunner,
        } => tr!(lang, "format-title-bso"),
    }
}

/// A plan in words: "4 Swiss rounds, top 4", "3 Swiss rounds, no cut".
pub fn plan(s: Suggestion, lang: Lang) -> String {
    tr!(
        lang,
        "settings-plan",
        rounds = s.rounds,
        cut = s.cut.players()
    )
}

/// The event's plan for an organizer: "4 Swiss rounds, top 4 (fixed when round 1 was paired,
/// 12 players; the basic table gives 3 Swiss rounds, no cut for the 8 players registered now)"
/// (the app, and the command line in English).
pub fn structure_status(status: &StructureStatus, lang: Lang) -> String {
    let planned = plan(status.planned, lang);
    match (status.fixed, status.structure) {
        (None, Structure::Custom { .. }) => planned,
        (None, s) => tr!(
            lang,
            "settings-plan-before-round-1",
            plan = planned,
            structure = s.name(),
            players = status.registered
        ),
        (Some(f), _) if status.suggests_otherwise() => tr!(
            lang,
            "settings-plan-fixed-suggests-otherwise",
            plan = planned,
            fixed = f.players,
            structure = status.structure.name(),
            suggested = plan(status.suggested, lang),
            registered = status.registered
        ),
        (Some(f), _) => tr!(
            lang,
            "settings-plan-fixed",
            plan = planned,
            fixed = f.players
        ),
    }
}

/// How a NAPD game ended: "Corp scored 7+ agenda points", "time" (the result lines, the
/// ending menu, the statistics' chart). [`NapdEnding::name`] is the file's tag.
pub fn napd_ending(e: NapdEnding, lang: Lang) -> String {
    match e {
        NapdEnding::CorpAgendas => tr!(lang, "words-ending-napd-corp-agendas"),
        NapdEnding::RunnersFlatlined => tr!(lang, "words-ending-napd-runners-flatlined"),
        NapdEnding::RunnerAgendas => tr!(lang, "words-ending-napd-runner-agendas"),
        NapdEnding::CorpDecked => tr!(lang, "words-ending-napd-corp-decked"),
        NapdEnding::Time => tr!(lang, "words-ending-napd-time"),
    }
}

/// How a Big Sell-Out game ended: "11+ agenda points", "sudden death (7-point lead)" (see
/// [`napd_ending`]).
pub fn bso_ending(e: BsoEnding, lang: Lang) -> String {
    match e {
        BsoEnding::Agendas => tr!(lang, "words-ending-bso-agendas"),
        BsoEnding::SuddenDeath => tr!(lang, "words-ending-bso-sudden-death"),
        BsoEnding::LastTeamStanding => tr!(lang, "words-ending-bso-last-team"),
        BsoEnding::Time => tr!(lang, "words-ending-bso-time"),
    }
}

/// A pod's first turn with the edition's rule: "First turn: S1, S2, A1, A2, then the normal
/// order" (the Pods screen, the pods printout, the command line).
pub fn first_turn(first: &[Turn], format: Format, lang: Lang) -> String {
    let order = first
        .iter()
        .map(Turn::label)
        .collect::<Vec<_>>()
        .join(&tr!(lang, "mp-list-separator"));
    match format {
        Format::BigSellOut {
            edition: BigSellOutEdition::Classic,
        } => tr!(lang, "words-first-turn-bso-classic", order = order),
        Format::BigSellOut { .. } => tr!(lang, "words-first-turn-bso", order = order),
        _ => tr!(lang, "words-first-turn-napd", order = order),
    }
}

/// Why a player of an elimination game plays their side: "higher seed's choice", "coin flip
/// (equal side counts)" (the Bracket screen, the command line).
pub fn side_reason(reason: SideReason, lang: Lang) -> String {
    match reason {
        SideReason::HigherSeedChoice => tr!(lang, "words-side-reason-higher-seed-choice"),
        SideReason::LeastPlayed => tr!(lang, "words-side-reason-least-played"),
        SideReason::LargerDifference => tr!(lang, "words-side-reason-larger-difference"),
        SideReason::CoinFlip => tr!(lang, "words-side-reason-coin-flip"),
        SideReason::SecondFinalSwitch => tr!(lang, "words-side-reason-second-final-switch"),
        SideReason::OrganizerOverride => tr!(lang, "words-side-reason-organizer-override"),
    }
}

/// Why a single-sided table has its sides ("coin flip (round 1)", "Bo has played Corp more
/// (+1 vs -1)"): the engine's facts ([`Event::side_facts`]) in `lang` — the app's round cards,
/// and in English the command line's `pairings` column and JSON.
pub fn swiss_sides_reason(event: &Event, round: u32, p: &Pairing, lang: Lang) -> Option<String> {
    let signed = |b: i32| {
        if b > 0 {
            format!("+{b}")
        } else {
            b.to_string()
        }
    };
    Some(match event.side_facts(round, p)? {
        SideFacts::Reversed {
            earlier: Some(n),
            corp_then,
        } => tr!(
            lang,
            "rounds-sides-reversed-from",
            round = n,
            name = event.name_of(corp_then)
        ),
        SideFacts::Reversed { earlier: None, .. } => tr!(lang, "rounds-sides-reversed"),
        SideFacts::Balance {
            more_corp,
            their_balance,
            other_balance,
        } => tr!(
            lang,
            "rounds-sides-balance",
            name = event.name_of(more_corp),
            runner = signed(their_balance),
            corp = signed(other_balance)
        ),
        SideFacts::CoinFlipFirst => tr!(lang, "rounds-sides-coin-flip-first"),
        SideFacts::CoinFlip { balance } => {
            tr!(lang, "rounds-sides-coin-flip", balance = signed(balance))
        }
    })
}

/// Who may see the deck lists: "private to the organizer", "public" (the Decks screen, the
/// command line).
pub fn deck_visibility(v: DeckVisibility, lang: Lang) -> String {
    match v {
        DeckVisibility::Private => tr!(lang, "decks-visibility-private"),
        DeckVisibility::OpenInCut => tr!(lang, "decks-visibility-open-in-cut"),
        DeckVisibility::Public => tr!(lang, "decks-visibility-public"),
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

    /// The plan in every case the organizer meets, in the words the command line has always
    /// printed (its tests and the README quote them); Japanese is other words.
    #[test]
    fn plans_in_english_and_japanese() {
        use crate::engine::{CutSize, FixedStructure};
        let plan_of = |rounds, cut| Suggestion { rounds, cut };
        let status = |structure, planned, fixed, suggested, registered| StructureStatus {
            structure,
            planned,
            fixed,
            suggested,
            registered,
        };
        let fixed = |rounds, cut, players| {
            Some(FixedStructure {
                rounds,
                cut,
                players,
            })
        };
        let custom = Structure::Custom {
            rounds: 1,
            cut: CutSize::None,
        };
        let cases = [
            (
                status(
                    custom,
                    plan_of(1, CutSize::None),
                    None,
                    plan_of(1, CutSize::None),
                    1,
                ),
                "1 Swiss round, no cut",
            ),
            (
                status(
                    Structure::Basic,
                    plan_of(4, CutSize::Top4),
                    None,
                    plan_of(4, CutSize::Top4),
                    12,
                ),
                "4 Swiss rounds, top 4 (the basic table for 12 players; fixed when round 1 is paired)",
            ),
            (
                status(
                    Structure::Advanced,
                    plan_of(4, CutSize::Top8),
                    fixed(4, CutSize::Top8, 1),
                    plan_of(3, CutSize::Top3),
                    1,
                ),
                "4 Swiss rounds, top 8 (fixed when round 1 was paired, 1 player; the advanced table gives 3 Swiss rounds, top 3 for the 1 player registered now)",
            ),
            (
                status(
                    Structure::Basic,
                    plan_of(4, CutSize::Top4),
                    fixed(4, CutSize::Top4, 12),
                    plan_of(4, CutSize::Top4),
                    12,
                ),
                "4 Swiss rounds, top 4 (fixed when round 1 was paired, 12 players)",
            ),
        ];
        let ja = Lang::from_tag("ja").unwrap();
        for (s, english) in cases {
            assert_eq!(structure_status(&s, Lang::ENGLISH), english);
            assert_ne!(structure_status(&s, ja), english);
            assert!(structure_status(&s, ja).contains(&plan(s.planned, ja)));
        }
    }
}
