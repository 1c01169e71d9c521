//! Event files written by earlier versions keep loading. `fixtures/event-files/v1/` holds files
//! written by format version 1 (a small event, one with a cut and a finished bracket, a full
//! draft); these tests load them with the current code and check their standings and brackets.
//! When the format changes, keep these files as they are and add a `v2/` beside them.

use crate::hardening::common;

use netrunner_to::engine::{
    Command, CutSize, Event, EventSettings, Format, PlayerDetails, PlayerId, Structure,
};
use netrunner_to::io::save;
use std::path::PathBuf;

fn dir() -> PathBuf {
    PathBuf::from(env!("CARGO_MANIFEST_DIR")).join("fixtures/event-files/v1")
}

fn load(name: &str) -> Event {
    let path = dir().join(name);
    save::load(&path).unwrap_or_else(|e| panic!("{e}"))
}

/// `name points` for every row of the Swiss standings, best first.
fn table(e: &Event) -> Vec<String> {
    e.standings()
        .rows
        .iter()
        .map(|r| format!("{} {}", e.name_of(r.player), r.points))
        .collect()
}

fn apply(e: &mut Event, c: Command) {
    e.apply(c.clone())
        .unwrap_or_else(|err| panic!("{c:?}: {err}"));
}

fn swiss(e: &mut Event, rounds: u32, seed: u64) {
    let mut rng = common::rng(seed);
    for _ in 0..rounds {
        apply(e, Command::PairRound);
        let c = common::report_latest_round(e, &mut rng).unwrap();
        apply(e, c);
    }
}

fn players(e: &mut Event, names: &[&str]) {
    apply(
        e,
        Command::AddPlayers {
            players: names.iter().map(|n| PlayerDetails::named(*n)).collect(),
        },
    );
}

fn small() -> Event {
    let mut e = Event::new(
        EventSettings::new("Small Store Meetup", Structure::Basic),
        11,
    );
    players(&mut e, &["Ann", "Bo", "Cy", "Di", "Ed"]);
    swiss(&mut e, 1, 1);
    let ed = e.find_player("Ed").unwrap().id;
    apply(&mut e, Command::DropPlayer { player: ed });
    swiss(&mut e, 1, 2);
    e
}

fn cut_and_bracket() -> Event {
    let mut e = Event::new(EventSettings::new("Store Champs", Structure::Basic), 12);
    let names: Vec<String> = (1..=12).map(|i| format!("Player {i:02}")).collect();
    let names: Vec<&str> = names.iter().map(String::as_str).collect();
    players(&mut e, &names);
    swiss(&mut e, 3, 3);
    apply(
        &mut e,
        Command::Cut {
            size: CutSize::Top4,
            kind: None,
            seeds: None,
        },
    );
    common::play_bracket(&mut e, &mut common::rng(4), |_, _| {});
    e
}

fn draft() -> Event {
    let mut settings = EventSettings::new("Draft Night", Structure::Basic);
    settings.format = Format::FullDraft;
    let mut e = Event::new(settings, 13);
    players(&mut e, &["Ann", "Bo", "Cy", "Di", "Ed", "Flo"]);
    let seats: Vec<PlayerId> = e.players().iter().rev().map(|p| p.id).collect();
    apply(&mut e, Command::SetDraftSeats { seats });
    swiss(&mut e, 2, 5);
    e
}

/// Writes the fixtures. Run by hand, once per format version, and commit the files:
/// `cargo test --test hardening -- --ignored write_fixtures`.
#[test]
#[ignore = "writes the fixture files; run by hand when a new format version is introduced"]
fn write_fixtures() {
    let dir = PathBuf::from(env!("CARGO_MANIFEST_DIR"))
        .join(format!("fixtures/event-files/v{}", save::FILE_VERSION));
    std::fs::create_dir_all(&dir).unwrap();
    for (name, e) in [
        ("small.json", small()),
        ("cut-and-bracket.json", cut_and_bracket()),
        ("draft.json", draft()),
    ] {
        save::save(&dir.join(name), &e).unwrap();
        println!("{name}: {:?}", table(&e));
        if let Some(b) = e.cut() {
            let places: Vec<String> = b
                .places()
                .iter()
                .map(|p| p.map_or("-".into(), |p| e.name_of(p)))
                .collect();
            println!("{name} places: {places:?}");
        }
    }
}

#[test]
fn a_small_version_1_event_loads_with_its_standings() {
    let e = load("small.json");
    assert_eq!(e.settings().name, "Small Store Meetup");
    assert_eq!(e.rounds().len(), 2);
    assert!(e.rounds().iter().all(|r| r.all_reported()));
    assert_eq!(table(&e), SMALL);
    let ed = e.find_player("Ed").unwrap();
    assert!(!ed.is_active(), "Ed dropped after round 1");
    common::check_standings(&e);
}

#[test]
fn a_version_1_event_with_a_cut_and_a_finished_bracket_loads() {
    let e = load("cut-and-bracket.json");
    assert_eq!(e.rounds().len(), 3);
    assert_eq!(table(&e), CUT_SWISS);
    let b = e.cut().unwrap();
    assert!(b.is_finished());
    let places: Vec<String> = b.places().iter().map(|p| e.name_of(p.unwrap())).collect();
    assert_eq!(places, CUT_PLACES);
    common::check_standings(&e);
}

#[test]
fn a_version_1_full_draft_loads_with_its_seating() {
    let e = load("draft.json");
    assert_eq!(e.settings().format, Format::FullDraft);
    let seats: Vec<String> = e.draft_seats().iter().map(|&p| e.name_of(p)).collect();
    assert_eq!(seats, ["Flo", "Ed", "Di", "Cy", "Bo", "Ann"]);
    let round1: Vec<String> = e.rounds()[0]
        .pairings
        .iter()
        .map(|p| {
            format!(
                "{}-{}",
                e.name_of(p.p1),
                p.p2.map_or("bye".into(), |x| e.name_of(x))
            )
        })
        .collect();
    assert_eq!(
        round1,
        ["Flo-Cy", "Ed-Bo", "Di-Ann"],
        "round 1 seats each player opposite the draft table"
    );
    assert_eq!(table(&e), DRAFT);
    common::check_standings(&e);
}

const SMALL: [&str; 5] = ["Ann 9", "Bo 6", "Di 6", "Ed 6", "Cy 3"];
const CUT_SWISS: [&str; 12] = [
    "Player 08 14",
    "Player 03 12",
    "Player 10 11",
    "Player 07 10",
    "Player 06 10",
    "Player 05 9",
    "Player 09 8",
    "Player 01 7",
    "Player 11 7",
    "Player 04 6",
    "Player 12 5",
    "Player 02 3",
];
const CUT_PLACES: [&str; 4] = ["Player 07", "Player 03", "Player 10", "Player 08"];
const DRAFT: [&str; 6] = ["Ed 9", "Flo 9", "Di 6", "Bo 6", "Ann 3", "Cy 2"];
