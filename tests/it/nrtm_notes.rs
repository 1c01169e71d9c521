//! What an import changed or assumed (`ImportNote`), in the organizer's language: the same
//! notes in English word for word as the command line always printed them, and in Japanese for
//! a Japanese app (issue 35).

use netrunner_to::i18n::Lang;
use netrunner_to::io::explain::Explain;
use netrunner_to::io::nrtm::{self, ImportNote, Imported};
use serde_json::{Value, json};
use std::path::Path;

fn read(dir: &str, name: &str) -> Vec<u8> {
    let p = Path::new(env!("CARGO_MANIFEST_DIR"))
        .join("fixtures")
        .join(dir)
        .join(name);
    std::fs::read(p).expect("fixture readable")
}

fn import(bytes: &[u8]) -> Imported {
    nrtm::import(bytes, 7).unwrap_or_else(|e| panic!("imports: {e}"))
}

fn ja() -> Lang {
    Lang::from_tag("ja").unwrap()
}

fn in_lang(notes: &[ImportNote], lang: Lang) -> Vec<String> {
    notes.iter().map(|n| n.explain(lang)).collect()
}

/// Japanese words, not English ones: no English sentence left inside.
fn assert_japanese(text: &str) {
    assert!(!text.is_ascii(), "{text}");
    for word in [
        "round",
        "table",
        "imported",
        "registered",
        "dropped",
        "the file",
    ] {
        assert!(!text.contains(word), "English {word:?} in {text:?}");
    }
}

/// The real 2023 Circuit Breaker Invitational as Cobra wrote it, with what organizers do to
/// such a file: the event name left empty, a round total typed over (8 for a 6–0 win, as at the
/// 2023 World Championship).
fn corrected_circuit_breaker() -> Value {
    let bytes = read(
        "real",
        "cobra_2023-01-14_circuit-breaker-invitational_74p_6r_top8de.json",
    );
    let mut doc: Value = serde_json::from_slice(&bytes).expect("JSON");
    doc["name"] = json!("");
    let game = &mut doc["rounds"][0][0];
    assert_eq!(game["table"], json!(1));
    assert_eq!(game["player1"]["id"], json!(30825));
    assert_eq!(game["player1"]["combinedScore"], json!(6));
    assert_eq!(game["player2"]["combinedScore"], json!(0));
    game["player1"]["combinedScore"] = json!(8);
    doc
}

#[test]
fn a_real_cobra_file_with_notes_in_english_and_japanese() {
    let doc = corrected_circuit_breaker();
    let imported = import(doc.to_string().as_bytes());
    assert_eq!(imported.event.players().len(), 74);
    let english: Vec<String> = imported.notes.iter().map(ToString::to_string).collect();
    assert_eq!(
        english,
        [
            "the file gives no event name; it was named \"Imported event\"",
            "round 1, table 1: round totals 8–0 are not what games give; imported as 6–0 with a score adjustment (baltar +2)",
        ],
    );
    assert_eq!(in_lang(&imported.notes, Lang::ENGLISH), english);
    let japanese = in_lang(&imported.notes, ja());
    for text in &japanese {
        assert_japanese(text);
    }
    assert!(japanese[0].contains("Imported event"), "{}", japanese[0]);
    assert!(
        japanese[1].starts_with("第1回戦の1番卓: ラウンドの合計8–0"),
        "{}",
        japanese[1]
    );
    assert!(japanese[1].contains("baltar +2点"), "{}", japanese[1]);
    // The note's adjustment is in the event, whatever the language.
    let baltar = imported
        .event
        .players()
        .iter()
        .find(|p| p.name == "baltar")
        .expect("baltar")
        .id;
    assert_eq!(imported.event.round(1).unwrap().adjustment_of(baltar), 2);
}

#[test]
fn late_registrations_and_rejoins_from_cobra_in_english_and_japanese() {
    let imported = import(&read("nrtm", "cobra_drops.json"));
    let english: Vec<String> = imported.notes.iter().map(ToString::to_string).collect();
    // As `netrunner-to import` printed them before the notes were typed.
    assert_eq!(
        english,
        [
            "players[4] Abe (id 56) misses round 2: dropped after round 1 and rejoined before round 3, with an unpaired loss for each round missed",
            "players[5] Bea (id 57) first plays in round 2: registered late, with an unpaired loss for each earlier round",
        ],
    );
    let japanese = in_lang(&imported.notes, ja());
    for text in &japanese {
        assert_japanese(text);
    }
    assert!(japanese[0].contains("Abe"), "{}", japanese[0]);
    assert!(
        japanese[0].contains("第2回戦に対戦していません"),
        "{}",
        japanese[0]
    );
    assert!(japanese[1].contains("Bea"), "{}", japanese[1]);
    assert!(japanese[1].contains("第2回戦から"), "{}", japanese[1]);
}

#[test]
fn engine_warnings_and_the_bracket_stay_typed_in_the_notes() {
    let imported = import(&read("nrtm", "aesops_single_elimination_top8.json"));
    let rematches = imported
        .notes
        .iter()
        .filter(|n| matches!(n, ImportNote::Engine(_)))
        .count();
    assert_eq!(rematches, 3, "{:?}", imported.notes);
    assert!(
        imported
            .notes
            .iter()
            .any(|n| matches!(n, ImportNote::CutBracket { .. })),
        "{:?}",
        imported.notes
    );
    let japanese = in_lang(&imported.notes, ja());
    for text in &japanese {
        assert_japanese(text);
    }
    assert!(
        japanese
            .iter()
            .any(|t| t.contains("シングルエリミネーション") && t.contains("トップ8")),
        "{japanese:?}"
    );
}

#[test]
fn a_cut_kept_verbatim_says_why_in_japanese() {
    let mut doc: Value =
        serde_json::from_slice(&read("nrtm", "aesops_single_sided.json")).expect("JSON");
    // Places without any elimination games to derive them from.
    let rounds = doc["rounds"].as_array_mut().expect("rounds");
    rounds.retain(|r| {
        !r.as_array()
            .is_some_and(|g| g.iter().any(|g| g["eliminationGame"] == json!(true)))
    });
    let imported = import(doc.to_string().as_bytes());
    assert!(imported.event.cut().is_none());
    let kept = imported
        .notes
        .iter()
        .find(|n| matches!(n, ImportNote::CutKept(_)))
        .unwrap_or_else(|| panic!("{:?}", imported.notes));
    assert!(
        kept.to_string()
            .ends_with("no elimination games to derive them from"),
        "{kept}"
    );
    let japanese = kept.explain(ja());
    assert_japanese(&japanese);
    assert!(japanese.contains("eliminationPlayers"), "{japanese}");
}

/// The app opens a results file and lists the import's notes under it in the app's language:
/// Japanese for a Japanese app, the players' names as the file gives them.
#[test]
fn the_app_lists_the_notes_in_its_language() {
    use crate::support::app as support;
    use netrunner_to::app::Action;
    let file = Path::new(env!("CARGO_MANIFEST_DIR")).join("fixtures/nrtm/cobra_drops.json");
    let imported = import(&read("nrtm", "cobra_drops.json"));
    let (expected, imported_comparison) = (imported.notes, imported.comparison);
    let differences = imported.differences;
    for lang in [ja(), Lang::ENGLISH] {
        let dir = tempfile::tempdir().unwrap();
        let app = support::new(dir.path(), 1_700_000_000_000);
        let mut h = support::harness(app, 1280.0, 900.0);
        h.state_mut().push(Action::Language(lang));
        support::settle(&mut h);
        h.state_mut().push(Action::Open(file.clone()));
        support::settle(&mut h);
        let app = h.state();
        assert!(app.error.is_none(), "{:?}", app.error);
        assert_eq!(app.lang(), lang);
        // The comparison first, in the app's language too.
        assert_eq!(
            app.notices.first(),
            Some(&netrunner_to::io::explain::files::comparison(
                &imported_comparison,
                lang
            ))
        );
        for d in &differences {
            assert!(app.notices.contains(&d.explain(lang)), "{:?}", app.notices);
        }
        for note in &expected {
            let text = note.explain(lang);
            assert!(
                app.notices.contains(&text),
                "{text:?} not in {:?}",
                app.notices
            );
        }
    }
}
