//! Issue 31: card data that is current. The built-in data of 2026-07-23 checks a Vantage Point
//! deck; an exact card title wins over an identity's subtitle; the line that says the data may
//! be old; updating the data from a downloaded archive or folder, and from the internet (a local
//! server on 127.0.0.1 serving a real archive, a broken one, a cut one, a slow one, none).

use super::decks::db;
use netrunner_to::engine::Side;
use netrunner_to::engine::cards::{CardDb, CardType, check, date, title_key};
use netrunner_to::io::cards::{self, CardDbRef, CardFileError};
use netrunner_to::io::decklist::{self, LineProblemKind};
use std::path::{Path, PathBuf};

pub fn fixture(path: &str) -> PathBuf {
    Path::new(env!("CARGO_MANIFEST_DIR"))
        .join("fixtures")
        .join(path)
}

/// The zip of the card repository's extract, as GitHub serves an archive.
pub fn archive_bytes() -> Vec<u8> {
    std::fs::read(fixture("cards/netrunner-cards-json-main.zip")).unwrap()
}

// ----- the built-in data and Vantage Point ----------------------------------------------------

#[test]
fn a_vantage_point_deck_is_legal_on_2026_09_01_with_the_built_in_data() {
    let text = std::fs::read(fixture("decks/vantage-point-2026-runner-deck.txt")).unwrap();
    let read = decklist::read_bytes(&text, db()).unwrap();
    assert_eq!(read.side, Some(Side::Runner));
    let vp = read
        .deck
        .cards
        .iter()
        .filter(|e| {
            db().card(&e.id)
                .unwrap()
                .printings
                .iter()
                .any(|(_, s)| s == "vantage_point")
        })
        .count();
    assert!(vp >= 8, "{vp} Vantage Point cards");
    let rules = db()
        .legality("standard", None, date("2026-09-01").unwrap())
        .unwrap();
    assert_eq!(rules.snapshot.id, "standard_36");
    assert_eq!(
        rules.restriction.unwrap().name,
        "Standard Balance Update 26.08"
    );
    assert_eq!(check(&read.deck, Side::Runner, &rules), vec![]);
    // Before Vantage Point came out the same deck is not legal: its cards are not in the pool.
    let before = db()
        .legality("standard", None, date("2026-01-10").unwrap())
        .unwrap();
    assert!(!check(&read.deck, Side::Runner, &before).is_empty());
}

#[test]
fn melies_u_is_legal_under_ban_list_26_05_and_banned_by_balance_update_26_08() {
    // A ban that came after the old data: the check follows the new list from its first day.
    let card = decklist::resolve(db(), "Méliès U: Only the Brightest").unwrap();
    let on = |d: &str| {
        db().legality("standard", None, date(d).unwrap())
            .unwrap()
            .banned(card)
            .is_some()
    };
    assert!(!on("2026-07-31"));
    assert!(on("2026-08-01"));
}

// ----- exact titles win -----------------------------------------------------------------------

/// Every title that is also the part of an identity's title before or after its colon.
fn titles_that_are_identity_parts(db: &CardDb) -> Vec<(String, String)> {
    let mut out = Vec::new();
    for id in db.cards().iter().filter(|c| c.card_type.is_identity()) {
        let Some((before, after)) = id.title.split_once(':') else {
            continue;
        };
        for part in [before, after] {
            let key = title_key(part);
            for c in db.cards_titled(&key) {
                if c.id != id.id && title_key(&c.title) == key {
                    out.push((c.title.clone(), id.title.clone()));
                }
            }
        }
    }
    out.sort();
    out
}

#[test]
fn an_exact_title_wins_over_an_identitys_subtitle() {
    let pairs = titles_that_are_identity_parts(db());
    let titles: Vec<&str> = pairs.iter().map(|(t, _)| t.as_str()).collect();
    // Found in the data, not listed by hand; these two are in it today.
    assert!(titles.contains(&"Whistleblower"), "{pairs:?}");
    assert!(titles.contains(&"Out of the Ashes"), "{pairs:?}");
    for (title, identity) in &pairs {
        let card = decklist::resolve(db(), title).unwrap_or_else(|e| panic!("{title}: {e:?}"));
        assert_eq!(&card.title, title);
        assert!(!card.card_type.is_identity());
        // In lists as players write them, lower case too.
        for line in [
            format!("1x {title}"),
            format!("1 {}", title.to_lowercase()),
            title.clone(),
        ] {
            let text = format!("{identity}\n{line}\n");
            let read = decklist::read(&text, db()).unwrap_or_else(|e| panic!("{text}: {e}"));
            assert_eq!(read.deck.identity.as_ref().unwrap().title, *identity);
            assert_eq!(read.deck.cards.len(), 1, "{text}");
            assert_eq!(&read.deck.cards[0].title, title, "{text}");
        }
        // The identity is still found by its whole title.
        let id = decklist::resolve(db(), identity).unwrap();
        assert!(matches!(
            id.card_type,
            CardType::CorpIdentity | CardType::RunnerIdentity
        ));
    }
}

#[test]
fn an_identitys_subtitle_alone_still_names_it_when_no_card_has_that_title() {
    let c = decklist::resolve(db(), "Engineering the Future").unwrap();
    assert_eq!(c.title, "Haas-Bioroid: Engineering the Future");
    // And a name shared by several identities is still ambiguous, never a guess.
    assert!(matches!(
        decklist::resolve(db(), "Null"),
        Ok(_) | Err(LineProblemKind::Ambiguous { .. })
    ));
}

// ----- the data may be old ----------------------------------------------------------------------

#[test]
fn the_data_is_old_more_than_60_days_after_its_newest_snapshot() {
    let newest = date("2026-08-01").unwrap();
    assert_eq!(db().newest_snapshot(), Some(newest));
    assert_eq!(db().stale_on(date("2026-09-30").unwrap()), None); // 60 days
    assert_eq!(db().stale_on(date("2026-10-01").unwrap()), Some(newest)); // 61
    assert_eq!(db().stale_on(date("2026-11-28").unwrap()), Some(newest));
    assert_eq!(db().stale_on(date("2025-06-01").unwrap()), None);
    let line = cards::stale_line(db(), date("2026-11-28").unwrap()).unwrap();
    assert_eq!(
        line,
        "card data of 2026-08-01; newer ban lists may exist — Deck lists ▸ Update card data…"
    );
    assert!(cards::stale_line(db(), date("2026-09-01").unwrap()).is_none());
}

// ----- updating from a downloaded archive or folder ---------------------------------------------

#[test]
fn the_archive_as_github_serves_it_updates_the_data_zipped_or_unpacked() {
    let dir = tempfile::tempdir().unwrap();
    let data_dir = dir.path().join("data");
    // The zip.
    let db = cards::install(&fixture("cards/netrunner-cards-json-main.zip"), &data_dir).unwrap();
    assert_eq!(db.date().to_string(), "2026-08-01");
    assert!(db.card("kompromat").is_some());
    let (now, problem) = cards::current(Some(&data_dir));
    assert!(problem.is_none());
    assert!(matches!(now, CardDbRef::Loaded(..)), "{}", now.describe());
    // The unpacked folder (a copy of the extract; its SOURCE.txt gives the commit's date).
    let other = dir.path().join("data2");
    let db = cards::install(&fixture("cards/netrunner-cards-json-extract"), &other).unwrap();
    assert_eq!(db.date().to_string(), "2026-07-23");
    // Not newer than the built-in data: stored, but the built-in data stays in use.
    assert!(matches!(
        cards::current(Some(&other)).0,
        CardDbRef::Embedded
    ));
}

#[test]
fn a_broken_or_cut_archive_or_a_wrong_folder_changes_nothing() {
    let dir = tempfile::tempdir().unwrap();
    let data_dir = dir.path().join("data");
    cards::install(&fixture("cards/netrunner-cards-json-main.zip"), &data_dir).unwrap();
    let before = std::fs::read(cards::user_file(&data_dir)).unwrap();
    let bytes = archive_bytes();
    let cut = dir.path().join("cut.zip");
    std::fs::write(&cut, &bytes[..bytes.len() / 2]).unwrap();
    let broken = dir.path().join("broken.zip");
    let mut b = bytes.clone();
    for x in b.iter_mut().skip(2000).take(4000) {
        *x ^= 0x5a;
    }
    std::fs::write(&broken, &b).unwrap();
    let html = dir.path().join("main.zip");
    std::fs::write(&html, "<html>Sign in</html>").unwrap();
    let empty = dir.path().join("empty");
    std::fs::create_dir(&empty).unwrap();
    for (path, what) in [
        (&cut, "is not a readable zip archive"),
        (&broken, ""),
        (&html, "is not a readable zip archive"),
        (&empty, "neither a card data file nor a copy"),
    ] {
        let e = cards::install(path, &data_dir).unwrap_err();
        assert!(e.to_string().contains(what), "{}: {e}", path.display());
        assert_eq!(std::fs::read(cards::user_file(&data_dir)).unwrap(), before);
        assert!(matches!(
            cards::current(Some(&data_dir)).0,
            CardDbRef::Loaded(..)
        ));
    }
    let e = cards::install(&broken, &data_dir).unwrap_err();
    assert!(
        matches!(
            e,
            CardFileError::Archive { .. } | CardFileError::Parse { .. }
        ),
        "{e}"
    );
}
