//! `netrunner-to deck …` and deck lists in an event: the exit codes of `deck check`,
//! registration through `SetDeck`, the lock once the event starts, identities, privacy.

use super::decks::{db, prebuilt};
use netrunner_to::engine::cards::Deck;
use netrunner_to::engine::{
    Command, DeckVisibility, Event, EventSettings, PlayerDetails, Side, Structure,
};
use std::path::{Path, PathBuf};
use std::process::{Command as Process, Output};

const BIN: &str = env!("CARGO_BIN_EXE_netrunner-to");

fn fixture(code: &str) -> PathBuf {
    Path::new(env!("CARGO_MANIFEST_DIR")).join(format!("fixtures/decks/{code}.txt"))
}

fn run(dir: &Path, args: &[&str]) -> Output {
    Process::new(BIN)
        .args(args)
        .current_dir(dir)
        .env("XDG_DATA_HOME", dir) // no card data loaded by the app on this machine
        .output()
        .unwrap()
}

fn text(o: &Output) -> (String, String) {
    (
        String::from_utf8_lossy(&o.stdout).into_owned(),
        String::from_utf8_lossy(&o.stderr).into_owned(),
    )
}

#[test]
fn deck_check_exits_0_for_legal_1_for_illegal_2_for_unreadable() {
    let dir = tempfile::tempdir().unwrap();
    let f = fixture("2016-world-champion-corp-deck");
    let f = f.to_str().unwrap();
    let legal = run(
        dir.path(),
        &[
            "deck",
            "check",
            f,
            "--format",
            "standard",
            "--date",
            "2016-11-12",
        ],
    );
    let (out, _) = text(&legal);
    assert_eq!(legal.status.code(), Some(0), "{out}");
    assert!(out.contains("NAPD MWL 1.1"), "{out}");
    assert!(out.contains("7 influence (max 7)"), "{out}");
    assert!(out.trim_end().ends_with("legal"), "{out}");

    let today = run(
        dir.path(),
        &[
            "deck",
            "check",
            f,
            "--format",
            "Standard",
            "--date",
            "2025-10-03",
        ],
    );
    let (out, err) = text(&today);
    assert_eq!(today.status.code(), Some(1), "{out}{err}");
    assert!(out.contains("not legal: 23 problems"), "{out}");
    assert!(
        out.contains(
            "  - Archangel is not in the card pool (Seventh Rotation); printed in Data and Destiny"
        ),
        "{out}"
    );
    assert!(err.is_empty(), "{err}");

    std::fs::write(dir.path().join("junk.txt"), b"\x00\x01binary\xff").unwrap();
    let junk = run(
        dir.path(),
        &["deck", "check", "junk.txt", "--format", "standard"],
    );
    let (_, err) = text(&junk);
    assert_eq!(junk.status.code(), Some(2));
    assert!(
        err.starts_with("error: junk.txt: this is not a text file"),
        "{err}"
    );
    let missing = run(dir.path(), &["deck", "check", "nope.txt"]);
    assert_eq!(missing.status.code(), Some(2));
    std::fs::write(
        dir.path().join("typo.txt"),
        "Whizzard: Master Gamer\n3x Sure Gambel\n",
    )
    .unwrap();
    let typo = run(dir.path(), &["deck", "check", "typo.txt"]);
    let (_, err) = text(&typo);
    assert_eq!(typo.status.code(), Some(2));
    assert!(
        err.contains("line 2: no card is called \"Sure Gambel\"; did you mean Sure Gamble"),
        "{err}"
    );
    // A format the data does not have is a usage problem of its own (exit 1, not "illegal").
    let fmt = run(dir.path(), &["deck", "check", f, "--format", "modern"]);
    let (_, err) = text(&fmt);
    assert_eq!(fmt.status.code(), Some(1));
    assert!(err.contains("unknown format \"modern\""), "{err}");
}

#[test]
fn deck_data_info_names_the_snapshot_in_force() {
    let dir = tempfile::tempdir().unwrap();
    let o = run(
        dir.path(),
        &["deck", "data", "info", "--date", "2024-05-01"],
    );
    let (out, _) = text(&o);
    assert!(out.starts_with("built-in card data of 2026-07-23"), "{out}");
    assert!(
        out.contains("Standard (standard): in force on 2024-05-01: Standard: Sixth Rotation, Standard Banlist 24.03 (from 2024-03-30) [standard_26]")
            || out.contains("[standard_26]"),
        "{out}"
    );
}

#[test]
fn deck_add_and_list_register_lists_and_fill_identities() {
    let dir = tempfile::tempdir().unwrap();
    let d = dir.path();
    let ok = |args: &[&str]| {
        let o = run(d, args);
        let (out, err) = text(&o);
        assert!(o.status.success(), "{args:?}: {out}{err}");
        out
    };
    ok(&[
        "new",
        "ev.json",
        "--name",
        "Worlds 2016",
        "--date",
        "2016-11-12",
        "--seed",
        "1",
    ]);
    ok(&["player", "add", "ev.json", "Chris"]);
    ok(&["player", "add", "ev.json", "Jess"]);
    // A snapshot the format does not have is refused and nothing is saved.
    let before = std::fs::read(d.join("ev.json")).unwrap();
    let o = run(
        d,
        &["deck", "settings", "ev.json", "--snapshot", "standard_99"],
    );
    assert_eq!(o.status.code(), Some(1));
    assert!(
        text(&o).1.contains("no snapshot \"standard_99\""),
        "{:?}",
        text(&o)
    );
    assert_eq!(std::fs::read(d.join("ev.json")).unwrap(), before);
    // A chosen snapshot; another format drops it.
    let out = ok(&["deck", "settings", "ev.json", "--snapshot", "standard_30"]);
    assert!(out.contains("snapshot Standard: "), "{out}");
    assert!(out.contains("Ban List 25.04"), "{out}");
    let out = ok(&["deck", "settings", "ev.json", "--format", "eternal"]);
    assert!(out.contains("format Eternal"), "{out}");
    assert!(!out.contains("25.04"), "{out}");
    // The settings name the card data's date and the snapshot in force on the event's date.
    let out = ok(&[
        "deck",
        "settings",
        "ev.json",
        "--collect",
        "true",
        "--format",
        "standard",
    ]);
    assert!(
        out.contains("deck lists: collected; format Standard (card data of 2026-07-23); snapshot in force on 2016-11-12: Standard: "),
        "{out}"
    );
    let corp = fixture("2016-world-champion-corp-deck");
    let runner = fixture("2016-world-champion-runner-deck");
    let out = ok(&[
        "deck",
        "add",
        "ev.json",
        "--player",
        "Chris",
        corp.to_str().unwrap(),
    ]);
    assert!(out.contains("registered Chris's Corp deck"), "{out}");
    assert!(out.contains("legal"), "{out}");
    ok(&[
        "deck",
        "add",
        "ev.json",
        "--player",
        "Chris",
        runner.to_str().unwrap(),
    ]);
    let list = ok(&["deck", "list", "ev.json"]);
    assert!(list.contains("Chris\n  Corp: NBN: Controlling the Message — legal\n  Runner: Whizzard: Master Gamer — legal"), "{list}");
    assert!(
        list.contains("Jess\n  Corp: missing\n  Runner: missing"),
        "{list}"
    );
    assert!(
        list.contains("1 of 2 players have both lists; 0 list(s) with problems"),
        "{list}"
    );
    // The identity filled the player's identity.
    let info = ok(&["player", "list", "ev.json"]);
    assert!(info.contains("NBN: Controlling the Message"), "{info}");
    // A Runner list given as --side corp is refused, nothing stored.
    let before = std::fs::read(d.join("ev.json")).unwrap();
    let o = run(
        d,
        &[
            "deck",
            "add",
            "ev.json",
            "--player",
            "Jess",
            "--side",
            "corp",
            runner.to_str().unwrap(),
        ],
    );
    assert_eq!(o.status.code(), Some(1));
    assert!(text(&o).1.contains("Runner identity"), "{:?}", text(&o));
    assert_eq!(std::fs::read(d.join("ev.json")).unwrap(), before);
    // Once round 1 is paired the lists are locked; a correction is recorded as one.
    ok(&["pair", "ev.json"]);
    let o = run(
        d,
        &[
            "deck",
            "add",
            "ev.json",
            "--player",
            "Jess",
            runner.to_str().unwrap(),
        ],
    );
    assert_eq!(o.status.code(), Some(1));
    assert!(
        text(&o).1.contains("deck lists are locked"),
        "{:?}",
        text(&o)
    );
    ok(&[
        "deck",
        "add",
        "ev.json",
        "--player",
        "Jess",
        "--correction",
        runner.to_str().unwrap(),
    ]);
    let history = ok(&["history", "ev.json"]);
    assert!(
        history.contains("Runner deck list (correction)"),
        "{history}"
    );
}

fn event_with_lists(visibility: DeckVisibility) -> Event {
    let mut s = EventSettings::new("Lists", Structure::Basic);
    s.date = Some("2016-11-12".into());
    s.decks.collected = true;
    s.decks.visibility = visibility;
    let mut e = Event::new(s, 3);
    for n in ["Ann", "Bo"] {
        e.apply(Command::AddPlayer {
            details: PlayerDetails::named(n),
            id: None,
        })
        .unwrap();
    }
    let ids: Vec<_> = e.players().iter().map(|p| p.id).collect();
    for (p, code, side) in [
        (ids[0], "2016-world-champion-corp-deck", Side::Corp),
        (ids[0], "2016-world-champion-runner-deck", Side::Runner),
        (ids[1], "2015-world-champion-corp-deck", Side::Corp),
    ] {
        let (deck, _) = prebuilt(code);
        e.apply(Command::SetDeck {
            player: p,
            side,
            deck: Some(deck),
            correction: false,
        })
        .unwrap();
    }
    e
}

#[test]
fn set_deck_stores_the_list_fills_the_identity_and_replays() {
    let e = event_with_lists(DeckVisibility::Private);
    let ann = e.find_player("Ann").unwrap();
    assert_eq!(ann.corp.as_deref(), Some("NBN: Controlling the Message"));
    assert_eq!(ann.runner.as_deref(), Some("Whizzard: Master Gamer"));
    let (deck, _) = prebuilt("2016-world-champion-corp-deck");
    assert_eq!(e.deck(ann.id, Side::Corp).unwrap().deck, deck);
    // Saved and loaded, and replayed from the history: the same event.
    let bytes = netrunner_to::io::save::to_bytes(&e);
    let back = netrunner_to::io::save::from_bytes(&bytes, Path::new("x.json")).unwrap();
    assert_eq!(back, e);
    assert_eq!(Event::replay(e.origin(), e.history()).unwrap(), e);
    // Removing a list; removing it again is refused and changes nothing.
    let mut e2 = e.clone();
    let cmd = Command::SetDeck {
        player: ann.id,
        side: Side::Runner,
        deck: None,
        correction: false,
    };
    e2.apply(cmd.clone()).unwrap();
    assert!(e2.deck(ann.id, Side::Runner).is_none());
    let before = e2.clone();
    assert!(e2.apply(cmd).is_err());
    assert_eq!(e2, before);
}

#[test]
fn bad_lists_are_refused_whole() {
    let mut e = event_with_lists(DeckVisibility::Private);
    let ann = e.find_player("Ann").unwrap().id;
    let before = e.clone();
    let (mut deck, _) = prebuilt("2016-world-champion-corp-deck");
    deck.cards[0].copies = 0;
    let err = e
        .apply(Command::SetDeck {
            player: ann,
            side: Side::Corp,
            deck: Some(deck),
            correction: false,
        })
        .unwrap_err();
    assert!(err.to_string().contains("0 copies"), "{err}");
    let mut twice = Deck::default();
    twice
        .cards
        .push(prebuilt("2016-world-champion-corp-deck").0.cards[0].clone());
    twice.cards.push(twice.cards[0].clone());
    assert!(
        e.apply(Command::SetDeck {
            player: ann,
            side: Side::Corp,
            deck: Some(twice),
            correction: false,
        })
        .unwrap_err()
        .to_string()
        .contains("listed twice")
    );
    assert_eq!(e, before);
}

#[test]
fn files_without_deck_lists_still_load() {
    // An event file written before deck lists existed (no "decks" anywhere).
    let dir = Path::new(env!("CARGO_MANIFEST_DIR")).join("fixtures/event-files/v1");
    let mut n = 0;
    for f in std::fs::read_dir(dir).unwrap() {
        let p = f.unwrap().path();
        if p.extension().is_some_and(|x| x == "json")
            && !p.to_string_lossy().contains("bad")
            && let Ok(e) = netrunner_to::io::save::load(&p)
        {
            assert!(e.decks().is_empty());
            assert!(!e.settings().decks.collected);
            n += 1;
        }
    }
    assert!(n > 0);
}

#[test]
fn deck_lists_stay_private_unless_the_visibility_says_so() {
    let db = db();
    let _ = db;
    // Card titles of the lists (identities are the players' identities and are exported).
    let titles = ["Archangel", "Resistor", "Medium", "Turing", "Sweeps Week"];
    for v in [DeckVisibility::Private, DeckVisibility::OpenInCut] {
        let e = event_with_lists(v);
        let export = netrunner_to::io::nrtm::export_string(&e);
        for t in titles {
            assert!(!export.contains(t), "{v:?}: {t} leaked");
        }
        assert!(!export.contains("decklists"));
        // The lists' identities are the players' identities, and those are exported.
        assert!(export.contains("NBN: Controlling the Message"), "{export}");
        assert!(export.contains("Whizzard: Master Gamer"), "{export}");
    }
    let public = event_with_lists(DeckVisibility::Public);
    let export = netrunner_to::io::nrtm::export_string(&public);
    assert!(
        export.contains("3x Resistor (Data and Destiny)"),
        "{export}"
    );
    assert!(export.contains("3x Turing"), "{export}");
}

#[test]
fn a_handed_in_list_is_read_checked_and_stored_through_set_deck() {
    use netrunner_to::engine::cards::{check, date};
    use netrunner_to::io::decklist::ReadError;
    use netrunner_to::io::decks::{SubmissionError, Submitter, event_rules, submission};
    let db = db();
    let today = date("2026-11-25").unwrap();
    let mut e = event_with_lists(DeckVisibility::Private);
    let bo = e.find_player("Bo").unwrap().id;
    let runner = std::fs::read(fixture("2015-world-champion-runner-deck")).unwrap();
    let corp = std::fs::read(fixture("2016-world-champion-corp-deck")).unwrap();
    // A player's Runner list, the side taken from its identity, checked against the event's
    // rules (Standard on 2016-11-12) at once.
    let sub = submission(&e, db, today, bo, None, &runner, Submitter::Player).unwrap();
    assert_eq!(sub.side, Side::Runner);
    assert!(sub.checked);
    let (valencia, _) = prebuilt("2015-world-champion-runner-deck");
    let rules = event_rules(&e, db, today).unwrap();
    assert_eq!(sub.status.problems, check(&valencia, Side::Runner, &rules));
    assert_eq!(
        sub.status.identity,
        "Valencia Estevez: The Angel of Cayambe"
    );
    // Nothing is stored until the owner applies the command.
    assert!(e.deck(bo, Side::Runner).is_none());
    e.apply(sub.command).unwrap();
    assert_eq!(e.deck(bo, Side::Runner).unwrap().deck, valencia);
    assert_eq!(
        e.player(bo).unwrap().runner.as_deref(),
        Some("Valencia Estevez: The Angel of Cayambe")
    );
    let before = e.clone();
    // Refused, each with its reason: a Runner list handed in as the Corp list, bytes that are
    // no list, a list without identity or side, an unknown player.
    assert!(matches!(
        submission(
            &e,
            db,
            today,
            bo,
            Some(Side::Corp),
            &runner,
            Submitter::Player
        ),
        Err(SubmissionError::WrongSide {
            asked: Side::Corp,
            found: Side::Runner,
            ..
        })
    ));
    assert!(matches!(
        submission(
            &e,
            db,
            today,
            bo,
            None,
            b"\x89PNG\r\n\x1a\n\0\0",
            Submitter::Player
        ),
        Err(SubmissionError::Read(ReadError::NotText))
    ));
    assert_eq!(
        submission(&e, db, today, bo, None, b"3x Hedge Fund", Submitter::Player).unwrap_err(),
        SubmissionError::NoSide
    );
    let ghost = netrunner_to::engine::PlayerId(999);
    assert!(matches!(
        submission(&e, db, today, ghost, None, &corp, Submitter::Organizer),
        Err(SubmissionError::UnknownPlayer(_))
    ));
    // An event that does not collect lists takes none from players; the organizer may still
    // register one.
    let mut settings = e.settings().clone();
    settings.decks.collected = false;
    let mut off = e.clone();
    off.apply(Command::EditSettings { settings }).unwrap();
    assert_eq!(
        submission(&off, db, today, bo, None, &corp, Submitter::Player).unwrap_err(),
        SubmissionError::NotCollected
    );
    assert!(submission(&off, db, today, bo, None, &corp, Submitter::Organizer).is_ok());
    // Once the event has started only a leader's correction is taken, and stored as one.
    e.apply(Command::PairRound).unwrap();
    for by in [Submitter::Player, Submitter::Organizer] {
        let err = submission(&e, db, today, bo, None, &corp, by).unwrap_err();
        assert!(matches!(err, SubmissionError::Locked { .. }), "{err}");
        assert!(err.to_string().contains("deck lists are locked"), "{err}");
    }
    let sub = submission(&e, db, today, bo, None, &corp, Submitter::Leader).unwrap();
    assert_eq!(sub.side, Side::Corp);
    e.apply(sub.command).unwrap();
    let reg = e.deck(bo, Side::Corp).unwrap();
    assert!(reg.corrected);
    assert_eq!(reg.deck, prebuilt("2016-world-champion-corp-deck").0);
    assert_eq!(
        before.deck(bo, Side::Corp).unwrap().deck,
        prebuilt("2015-world-champion-corp-deck").0
    );
}

#[test]
fn open_in_cut_lists_leave_the_organizers_hands_only_for_players_in_the_cut() {
    use netrunner_to::engine::CutSize;
    use netrunner_to::io::decks::is_open;
    let mut e = event_with_lists(DeckVisibility::OpenInCut);
    for n in ["Cy", "Di", "Ed"] {
        e.apply(Command::AddPlayer {
            details: PlayerDetails::named(n),
            id: None,
        })
        .unwrap();
    }
    let id = |e: &Event, n: &str| e.find_player(n).unwrap().id;
    let (ann, bo) = (id(&e, "Ann"), id(&e, "Bo"));
    assert!(!is_open(&e, ann) && !is_open(&e, bo));
    // One Swiss round, then Bo (a Corp list) misses the cut and Ann (both lists) makes it.
    report_round(&mut e);
    let seeds = ["Ann", "Cy", "Di", "Ed"].map(|n| id(&e, n)).to_vec();
    e.apply(Command::Cut {
        size: CutSize::Top4,
        kind: None,
        seeds: Some(seeds),
    })
    .unwrap();
    assert!(is_open(&e, ann));
    assert!(!is_open(&e, bo));
    let export = netrunner_to::io::nrtm::export_string(&e);
    // Ann's lists (2016 World Champion decks) are in the export, Bo's (2015 Corp) are not.
    assert!(
        export.contains("3x Resistor (Data and Destiny)"),
        "{export}"
    );
    assert!(!export.contains("Eli 1.0"), "{export}");
    assert!(!export.contains("Accelerated Beta Test"), "{export}");
}

#[test]
fn pairing_round_1_names_the_players_missing_a_list_when_lists_are_collected() {
    use netrunner_to::engine::Warning;
    let missing = |e: &mut Event| -> Vec<Warning> {
        e.apply(Command::PairRound)
            .unwrap()
            .warnings
            .into_iter()
            .filter(|w| matches!(w, Warning::MissingDeckLists { .. }))
            .collect()
    };
    let mut e = event_with_lists(DeckVisibility::Private);
    e.apply(Command::AddPlayer {
        details: PlayerDetails::named("Cy"),
        id: None,
    })
    .unwrap();
    let w = missing(&mut e.clone());
    assert_eq!(
        w,
        vec![Warning::MissingDeckLists {
            players: vec![
                lists("Bo", &[Side::Runner]),
                lists("Cy", &[Side::Corp, Side::Runner])
            ]
        }]
    );
    assert_eq!(
        w[0].to_string(),
        "the event collects deck lists and 2 players have not handed in both: Bo (Runner), Cy (Corp, Runner)"
    );
    // A dropped player is not asked for lists; an event that does not collect lists is silent.
    let cy = e.find_player("Cy").unwrap().id;
    let mut dropped = e.clone();
    dropped.apply(Command::DropPlayer { player: cy }).unwrap();
    assert_eq!(
        missing(&mut dropped),
        vec![Warning::MissingDeckLists {
            players: vec![lists("Bo", &[Side::Runner])]
        }]
    );
    let mut settings = e.settings().clone();
    settings.decks.collected = false;
    e.apply(Command::EditSettings { settings }).unwrap();
    assert!(missing(&mut e).is_empty());
    // Only round 1 warns.
    let mut later = event_with_lists(DeckVisibility::Private);
    assert_eq!(report_round(&mut later).len(), 1);
    assert!(report_round(&mut later).is_empty());
}

/// Pairs the next Swiss round and reports every table (Corp wins both games); the pairing's
/// deck-list warnings.
fn report_round(e: &mut Event) -> Vec<netrunner_to::engine::Warning> {
    use netrunner_to::engine::{GameResult, MatchResult, Warning};
    let warnings = e.apply(Command::PairRound).unwrap().warnings;
    let round = e.rounds().len() as u32;
    let win = |winner| GameResult::Win {
        winner,
        reason: None,
    };
    let results = e
        .round(round)
        .unwrap()
        .unreported_tables()
        .into_iter()
        .map(|t| {
            (
                t,
                MatchResult::Games {
                    p1_corp: win(Side::Corp),
                    p2_corp: win(Side::Runner),
                },
            )
        })
        .collect();
    e.apply(Command::ReportResults { round, results }).unwrap();
    warnings
        .into_iter()
        .filter(|w| matches!(w, Warning::MissingDeckLists { .. }))
        .collect()
}

/// A player and the sides of the lists they have not handed in.
fn lists(name: &str, sides: &[Side]) -> netrunner_to::engine::MissingLists {
    netrunner_to::engine::MissingLists {
        name: name.into(),
        sides: sides.to_vec(),
    }
}
