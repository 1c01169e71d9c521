//! Deck lists on paper and in files: the per-player printout, the registration summary (read
//! back with `pdftotext`) and the decks CSV in Cobra's layout.

use super::decks::{db, prebuilt};
use netrunner_to::engine::{
    Command, DeckVisibility, Event, EventSettings, PlayerDetails, Side, Structure,
};
use netrunner_to::io::decks::decks_csv;
use netrunner_to::io::print::{Paper, Printout, render};
use std::process::Command as Process;

pub fn pdf_pages(pdf: &[u8]) -> Vec<String> {
    let dir = tempfile::tempdir().unwrap();
    let path = dir.path().join("p.pdf");
    std::fs::write(&path, pdf).unwrap();
    let out = Process::new("pdftotext")
        .args(["-layout", "-enc", "UTF-8"])
        .arg(&path)
        .arg("-")
        .output()
        .unwrap_or_else(|e| panic!("`pdftotext` could not be run ({e}): install poppler-utils"));
    assert!(out.status.success());
    let text = String::from_utf8(out.stdout).unwrap();
    let mut pages: Vec<String> = text.split('\u{c}').map(str::to_string).collect();
    if pages.last().is_some_and(|p| p.trim().is_empty()) {
        pages.pop();
    }
    pages
}

/// Worlds 2016: Chris with both champion decks; Jess with the 2015 Corp deck (illegal in
/// 2016: MWL 1.1's global penalty leaves Engineering the Future 6 influence of 15) and no
/// Runner deck; Kim with the 2017 Runner deck (all in the 2016 pool: legal) and no Corp deck.
pub fn worlds_2016() -> Event {
    let mut s = EventSettings::new("Worlds 2016", Structure::Basic);
    s.date = Some("2016-11-12".into());
    s.decks.collected = true;
    s.decks.visibility = DeckVisibility::Private;
    let mut e = Event::new(s, 11);
    for n in ["Chris", "Jess", "Kim"] {
        e.apply(Command::AddPlayer {
            details: PlayerDetails::named(n),
            id: None,
        })
        .unwrap();
    }
    let id = |e: &Event, n: &str| e.find_player(n).unwrap().id;
    for (who, code, side) in [
        ("Chris", "2016-world-champion-corp-deck", Side::Corp),
        ("Chris", "2016-world-champion-runner-deck", Side::Runner),
        ("Jess", "2015-world-champion-corp-deck", Side::Corp),
        ("Kim", "2017-world-champion-runner-deck", Side::Runner),
    ] {
        let player = id(&e, who);
        e.apply(Command::SetDeck {
            player,
            side,
            deck: Some(prebuilt(code).0),
            correction: false,
        })
        .unwrap();
    }
    e
}

#[test]
fn the_deck_list_printout_shows_both_decks_by_type_with_sets_and_the_verdict() {
    let e = worlds_2016();
    let chris = e.find_player("Chris").unwrap().id;
    let pages = pdf_pages(
        &render(
            &e,
            &Printout::DeckLists {
                player: Some(chris),
            },
            Paper::A4,
        )
        .unwrap(),
    );
    let all = pages.join("\n");
    assert!(all.contains("Worlds 2016"), "{all}");
    assert!(all.contains("Deck lists"), "{all}");
    assert!(all.contains("Corp: NBN: Controlling the Message"), "{all}");
    assert!(all.contains("Runner: Whizzard: Master Gamer"), "{all}");
    assert!(
        all.contains("Checked against Standard: Pre Rotation, NAPD MWL 1.1 (from 2016-08-01)"),
        "{all}"
    );
    assert!(all.contains("Agenda (10)"), "{all}");
    let line = all
        .lines()
        .find(|l| l.contains("Mumbad Virtual Tour"))
        .unwrap();
    assert!(
        line.contains("2x") && line.contains("Salsette Island"),
        "{line}"
    );
    assert!(
        all.contains("49 cards (min 45) · 7 influence (max 7) · 20 agenda points"),
        "{all}"
    );
    assert_eq!(all.matches("Check: legal").count(), 2, "{all}");
    assert!(all.contains("Player's signature"), "{all}");
    assert!(!all.contains("Jess"), "one player only");
    // Everyone: one player from a new page; Jess's list is not legal in 2016, and says why.
    let pages = pdf_pages(&render(&e, &Printout::DeckLists { player: None }, Paper::A4).unwrap());
    let jess = pages.iter().find(|p| p.contains("\nJess\n")).unwrap();
    assert!(jess.contains("Check: 1 problem"), "{jess}");
    assert!(
        jess.contains(
            "15 influence spent, the limit is 6 (15 less 9 global penalty) — Caprice Nisei 8"
        ),
        "{jess}"
    );
    assert!(jess.contains("Runner: no list registered"), "{jess}");
    let kim = pages.iter().find(|p| p.contains("\nKim\n")).unwrap();
    assert!(kim.contains("Corp: no list registered"), "{kim}");
    let starts = pages
        .iter()
        .filter(|p| p.contains("Player's signature"))
        .count();
    assert_eq!(starts, 3);
}

#[test]
fn the_registration_summary_names_who_is_missing_a_list_and_each_problem() {
    let e = worlds_2016();
    let pages = pdf_pages(&render(&e, &Printout::DeckRegistration, Paper::A4).unwrap());
    let all = pages.join("\n");
    assert!(
        all.contains("3 players · 1 with both lists · 2 lists missing · 1 list with problems"),
        "{all}"
    );
    let jess = all.lines().find(|l| l.starts_with("Jess")).unwrap();
    assert!(
        jess.contains("Engineering the Future")
            && jess.contains("1 problem")
            && jess.contains("missing"),
        "{jess}"
    );
    let kim = all.lines().find(|l| l.starts_with("Kim")).unwrap();
    assert!(
        kim.contains("missing") && kim.contains("Hayley Kaplan") && kim.contains("legal"),
        "{kim}"
    );
    assert!(
        all.contains("Jess — Corp: Haas-Bioroid: Engineering the Future"),
        "{all}"
    );
    assert!(
        all.contains("• 15 influence spent, the limit is 6"),
        "{all}"
    );
}

#[test]
fn the_decks_csv_has_cobras_layout() {
    let e = worlds_2016();
    let ids: Vec<_> = e.players().iter().map(|p| p.id).collect();
    let bytes = decks_csv(
        &e,
        db(),
        chrono::NaiveDate::from_ymd_opt(2016, 11, 12).unwrap(),
        &ids,
    );
    assert!(bytes.starts_with(b"\xEF\xBB\xBF"), "a UTF-8 BOM first");
    let text = String::from_utf8(bytes[3..].to_vec()).unwrap();
    let rows: Vec<Vec<String>> = csv::ReaderBuilder::new()
        .has_headers(false)
        .flexible(true)
        .from_reader(text.as_bytes())
        .records()
        .map(|r| r.unwrap().iter().map(String::from).collect())
        .collect();
    // Four decks side by side: 3 columns each, an empty column between blocks.
    assert_eq!(rows[0].len(), 4 * 3 + 3);
    assert_eq!(&rows[0][0..3], ["Player", "Chris", ""]);
    assert_eq!(rows[0][3], "");
    assert_eq!(&rows[0][4..7], ["Player", "Chris", ""]);
    assert_eq!(&rows[1][0..2], ["Deck", "2016 World Champion Corp Deck"]);
    assert_eq!(rows[2][0..3], ["", "", ""]);
    assert_eq!(&rows[3][0..3], ["Min", "Identity", "Max"]);
    assert_eq!(&rows[4][0..3], ["45", "NBN: Controlling the Message", "12"]);
    assert_eq!(&rows[6][0..3], ["Qty", "Card Name", "Inf"]);
    assert!(
        text.lines()
            .nth(6)
            .unwrap()
            .starts_with("Qty,\"Card Name\",Inf"),
        "{text}"
    );
    let corp: Vec<&Vec<String>> = rows
        .iter()
        .skip(7)
        .take_while(|r| r[1] != "Totals")
        .collect();
    let mvt = corp.iter().find(|r| r[1] == "Mumbad Virtual Tour").unwrap();
    assert_eq!(mvt[0], "2");
    assert_eq!(mvt[2], "0", "free with 7 or more assets");
    let cbg = corp
        .iter()
        .find(|r| r[1] == "Commercial Bankers Group")
        .unwrap();
    assert_eq!((cbg[0].as_str(), cbg[2].as_str()), ("2", "4"));
    let totals = rows.iter().find(|r| r[1] == "Totals").unwrap();
    assert_eq!(&totals[0..3], ["49", "Totals", "7"]);
    // Jess (Corp only) and Kim (Runner only) follow in blocks 3 and 4.
    assert_eq!(&rows[0][8..10], ["Player", "Jess"]);
    assert_eq!(&rows[0][12..14], ["Player", "Kim"]);
}

/// An event that prints in Japanese says each list's problems in Japanese (card titles as
/// NetrunnerDB writes them), on the players' pages and the registration summary.
#[test]
fn deck_problems_print_in_the_events_language() {
    let mut e = worlds_2016();
    // Kim's Runner list loses its identity.
    let kim = e.find_player("Kim").unwrap().id;
    let mut deck = prebuilt("2017-world-champion-runner-deck").0;
    deck.identity = None;
    e.apply(Command::SetDeck {
        player: kim,
        side: Side::Runner,
        deck: Some(deck),
        correction: false,
    })
    .unwrap();
    e.apply(Command::SetPrintLanguage {
        language: "ja".into(),
    })
    .unwrap();
    // pdftotext lays words out with spaces: compare without them.
    let flat = |pages: Vec<String>| -> String {
        pages
            .join("\n")
            .chars()
            .filter(|c| !c.is_whitespace())
            .collect()
    };
    let lists = flat(pdf_pages(
        &render(&e, &Printout::DeckLists { player: None }, Paper::A4).unwrap(),
    ));
    let summary = flat(pdf_pages(
        &render(&e, &Printout::DeckRegistration, Paper::A4).unwrap(),
    ));
    for text in [&lists, &summary] {
        for words in [
            "影響値の合計は15で、上限は6です(15からグローバルペナルティ9を引いた値)—《CapriceNisei》8",
            "リストにランナーIDがありません",
            "IDなし",
        ] {
            assert!(text.contains(words), "{words:?} missing from:\n{text}");
        }
        for english in ["influence spent", "no Runner identity", "no identity"] {
            assert!(
                !text.contains(&english.replace(' ', "")),
                "{english:?} in:\n{text}"
            );
        }
    }
}
