//! Deck lists: the card data, the snapshot in force, the legality check rule by rule on real
//! cards (a legal deck at each limit and the same deck one step over it), the six World
//! Champion decks, and reading lists.

use netrunner_to::engine::Side;
use netrunner_to::engine::cards::{
    CardDb, Deck, DeckEntry, DeckProblem, Legality, check, date, summary,
};
use netrunner_to::io::cards::embedded;
use netrunner_to::io::decklist::{self, LineProblemKind, ReadError};

pub const PREBUILTS: &str = include_str!("../../fixtures/decks/prebuilts.json");

/// "Today" for the tests: the card data's newest rules (Balance Update 26.08, from 2026-08-01)
/// are in force.
pub const TODAY: &str = "2026-11-25";

pub fn db() -> &'static CardDb {
    embedded()
}

pub fn rules<'a>(format: &str, on: &str) -> Legality<'a> {
    db().legality(format, None, date(on).unwrap()).unwrap()
}

/// A World Champion deck from `prebuilts.json` (card codes resolved through the card data).
pub fn prebuilt(code: &str) -> (Deck, Side) {
    let all: serde_json::Value = serde_json::from_str(PREBUILTS).unwrap();
    let entry = all
        .as_array()
        .unwrap()
        .iter()
        .find(|d| d["code"] == code)
        .unwrap();
    let mut deck = Deck {
        name: Some(entry["name"].as_str().unwrap().to_string()),
        ..Deck::default()
    };
    let mut side = Side::Corp;
    for (code, n) in entry["cards"].as_object().unwrap() {
        let card = db().card_by_code(code).unwrap();
        let copies = n.as_u64().unwrap() as u32;
        if card.card_type.is_identity() {
            side = card.side;
            deck.identity = Some(DeckEntry {
                id: card.id.clone(),
                title: card.title.clone(),
                copies,
            });
        } else {
            deck.add(&card.id, &card.title, copies);
        }
    }
    (deck.sorted(), side)
}

/// Sets the copies of a card (by title), adding or removing it.
pub fn set(deck: &Deck, title: &str, copies: u32) -> Deck {
    let card = decklist::resolve(db(), title).unwrap();
    let mut d = deck.clone();
    d.cards.retain(|e| e.id != card.id);
    if copies > 0 {
        d.add(&card.id, &card.title, copies);
    }
    d.sorted()
}

fn copies(deck: &Deck, title: &str) -> u32 {
    deck.cards
        .iter()
        .find(|e| e.title == title)
        .map_or(0, |e| e.copies)
}

/// Swaps one copy of `from` for one copy of `to`.
pub fn swap(deck: &Deck, from: &str, to: &str) -> Deck {
    let d = set(deck, from, copies(deck, from) - 1);
    let to_card = decklist::resolve(db(), to).unwrap();
    let n = copies(&d, &to_card.title);
    set(&d, &to_card.title, n + 1)
}

const WORLDS: [(&str, &str); 6] = [
    ("2015-world-champion-corp-deck", "2015-11-14"),
    ("2015-world-champion-runner-deck", "2015-11-14"),
    ("2016-world-champion-corp-deck", "2016-11-12"),
    ("2016-world-champion-runner-deck", "2016-11-12"),
    ("2017-world-champion-corp-deck", "2017-11-11"),
    ("2017-world-champion-runner-deck", "2017-11-11"),
];

// ----- the card data and the snapshot in force ------------------------------------------------

#[test]
fn the_embedded_card_data_is_netrunnerdbs_of_2026_07_23() {
    let db = db();
    assert_eq!(db.date(), date("2026-07-23").unwrap());
    assert!(
        db.source()
            .contains("Null-Signal-Games/netrunner-cards-json (formerly NetrunnerDB/netrunner-cards-json) at commit 51e7c6d99838ca1197f27ad9f7a36d522b8204a8")
    );
    assert_eq!(db.cards().len(), 2054);
    assert_eq!(db.newest_snapshot(), date("2026-08-01"));
    let vp = db.set("vantage_point").unwrap();
    assert_eq!(vp.released.as_deref(), Some("2026-03-02"));
    let names: Vec<&str> = db.formats().iter().map(|f| f.name.as_str()).collect();
    assert_eq!(names[0], "Standard");
    for f in ["Startup", "Eternal", "System Gateway", "Snapshot"] {
        assert!(names.contains(&f), "{names:?}");
    }
    let hedge = db.card("hedge_fund").unwrap();
    assert_eq!(hedge.influence, Some(0));
    assert_eq!(hedge.deck_limit, 3);
    let professor = db.card("the_professor_keeper_of_knowledge").unwrap();
    assert_eq!(
        (professor.minimum_deck_size, professor.influence_limit),
        (Some(45), Some(1))
    );
}

#[test]
fn snapshots_are_not_in_force_before_their_ban_lists() {
    // NetrunnerDB's data of 2025-09-17 dated standard_30..32 (rotation_2025) a year before their
    // ban lists and out of date order: by its own date alone standard_30 (2024-04-24) would have
    // been in force on 2024-05-01, a year before Ban List 25.04 and its card pool existed. The
    // data of 2026-07-23 dates it 2025-04-24; the rule stays, checked on the old date.
    let mut data = db().data().clone();
    for s in data
        .formats
        .iter_mut()
        .flat_map(|f| f.snapshots.iter_mut())
        .filter(|s| s.id == "standard_30")
    {
        s.date_start = "2024-04-24".into();
    }
    let trap = CardDb::new(data).unwrap();
    let standard = trap.format("standard").unwrap();
    let s30 = standard
        .snapshots
        .iter()
        .find(|s| s.id == "standard_30")
        .unwrap();
    assert_eq!(
        trap.in_force_from(s30),
        Some(date("2025-04-24").unwrap()),
        "in force from its ban list's start"
    );
    let on = |d: &str| {
        trap.snapshot_in_force(standard, date(d).unwrap())
            .unwrap()
            .id
            .clone()
    };
    assert_eq!(on("2024-05-01"), "standard_26"); // Ban List 24.03, not standard_30
    assert_eq!(on("2025-04-24"), "standard_30");
    // The real data, snapshot by snapshot up to Balance Update 26.08.
    let db = db();
    let standard = db.format("standard").unwrap();
    let in_force = |d: &str| {
        db.snapshot_in_force(standard, date(d).unwrap())
            .unwrap()
            .id
            .clone()
    };
    assert_eq!(in_force("2024-05-01"), "standard_26");
    assert_eq!(in_force("2024-06-01"), "standard_27");
    assert_eq!(in_force("2024-10-01"), "standard_28");
    assert_eq!(in_force("2025-04-23"), "standard_29");
    assert_eq!(in_force("2025-04-24"), "standard_30");
    assert_eq!(in_force("2025-07-31"), "standard_30");
    assert_eq!(in_force("2025-08-01"), "standard_31");
    assert_eq!(in_force("2025-10-02"), "standard_31");
    assert_eq!(in_force("2025-10-03"), "standard_32");
    assert_eq!(in_force("2025-12-01"), "standard_33");
    assert_eq!(in_force("2026-03-12"), "standard_33");
    assert_eq!(in_force("2026-03-13"), "standard_34");
    assert_eq!(in_force("2026-05-01"), "standard_35");
    assert_eq!(in_force("2026-07-31"), "standard_35");
    assert_eq!(in_force("2026-08-01"), "standard_36");
    assert_eq!(in_force(TODAY), "standard_36");
    let startup = db.format("startup").unwrap();
    let s = |d: &str| {
        db.snapshot_in_force(startup, date(d).unwrap())
            .unwrap()
            .id
            .clone()
    };
    assert_eq!(s("2024-05-01"), "startup_5");
    assert_eq!(s("2025-04-24"), "startup_7");
    assert_eq!(s("2025-11-03"), "startup_8");
    assert_eq!(s("2026-03-02"), "startup_9");
    assert_eq!(s("2026-05-01"), "startup_10");
}

#[test]
fn snapshot_edges_and_the_sunset_variant() {
    let db = db();
    let standard = db.format("standard").unwrap();
    let in_force = |d: &str| {
        db.snapshot_in_force(standard, date(d).unwrap())
            .map(|s| s.id.clone())
    };
    assert_eq!(in_force("2012-09-05"), None);
    assert_eq!(in_force("2012-09-06").as_deref(), Some("standard_0"));
    // sunset_01 (2023-09-21) is a variant listed in Standard's file; it is only used by name.
    assert_eq!(in_force("2023-09-21").as_deref(), Some("standard_24"));
    assert_eq!(in_force("2023-09-22").as_deref(), Some("standard_25"));
    let sunset = db
        .legality("standard", Some("sunset_01"), date("2023-09-21").unwrap())
        .unwrap();
    assert_eq!(sunset.snapshot.id, "sunset_01");
    // Nothing in force: a clear error.
    let err = db
        .legality("standard", None, date("2010-01-01").unwrap())
        .unwrap_err();
    assert!(err.to_string().contains("first starts 2012-09-06"), "{err}");
    let err = db
        .legality("Modern", None, date(TODAY).unwrap())
        .unwrap_err();
    assert!(err.to_string().contains("Standard"), "{err}");
}

// ----- the World Champion decks -------------------------------------------------------------

#[test]
fn the_world_champion_decks_are_legal_on_the_days_they_won() {
    for (code, day) in WORLDS {
        let (deck, side) = prebuilt(code);
        let problems = check(&deck, side, &rules("standard", day));
        assert!(problems.is_empty(), "{code} on {day}: {problems:#?}");
    }
}

#[test]
fn the_world_champion_decks_sit_at_their_limits() {
    // Real decks play to the limits: the checks must count exactly like the rules do.
    let s = |code, day| {
        let (deck, _) = prebuilt(code);
        summary(&deck, &rules("standard", day))
    };
    let v = s("2015-world-champion-runner-deck", "2015-11-14");
    assert_eq!(
        (v.cards, v.minimum, v.influence, v.influence_limit),
        (50, Some(50), 15, Some(15))
    );
    // NAPD MWL 1.1 global penalty: Controlling the Message's 12 influence less 5 = 7, all spent.
    let c = s("2016-world-champion-corp-deck", "2016-11-12");
    assert_eq!(
        (c.influence, c.influence_limit, c.agenda_points),
        (7, Some(7), 20)
    );
    let w = s("2016-world-champion-runner-deck", "2016-11-12");
    assert_eq!(
        (w.cards, w.influence, w.influence_limit),
        (45, 10, Some(10))
    );
    let h = s("2017-world-champion-runner-deck", "2017-11-11");
    assert_eq!(
        (h.cards, h.minimum, h.influence, h.influence_limit),
        (45, Some(45), 15, Some(15))
    );
}

/// Titles of each World Champion deck (identity included) outside today's card pool.
const ROTATED_TODAY: [(&str, &[&str], bool); 6] = [
    (
        "2015-world-champion-corp-deck",
        &[
            "Haas-Bioroid: Engineering the Future",
            "Accelerated Beta Test",
            "Adonis Campaign",
            "Architect",
            "Archived Memories",
            "Ash 2X3ZB9CY",
            "Breaker Bay Grid",
            "Caprice Nisei",
            "Cyberdex Virus Suite",
            "Eli 1.0",
            "Enigma",
            "Eve Campaign",
            "Global Food Initiative",
            "Ichi 1.0",
            "Ichi 2.0",
            "Jackson Howard",
            "NAPD Contract",
            "Project Vitruvius",
            "Tollbooth",
            "Turing",
        ],
        false,
    ),
    (
        "2015-world-champion-runner-deck",
        &[
            "Valencia Estevez: The Angel of Cayambe",
            "Account Siphon",
            "Blackmail",
            "D4v1d",
            "Data Leak Reversal",
            "Drug Dealer",
            "Fall Guy",
            "Faust",
            "Hades Shard",
            "Inject",
            "Joshua B.",
            "Off-Campus Apartment",
            "Paparazzi",
            "Queen's Gambit",
            "Same Old Thing",
            "Scrubber",
            "Street Peddler",
            "Turntable",
            "Wireless Net Pavilion",
        ],
        true,
    ),
    (
        "2016-world-champion-corp-deck",
        &[
            "NBN: Controlling the Message",
            "Archangel",
            "AstroScript Pilot Program",
            "Breaking News",
            "Closed Accounts",
            "Cobra",
            "Commercial Bankers Group",
            "Enigma",
            "Exchange of Information",
            "Global Food Initiative",
            "Hard-Hitting News",
            "Jackson Howard",
            "Mumbad Virtual Tour",
            "PAD Campaign",
            "Pop-up Window",
            "Project Beale",
            "Psychographics",
            "Resistor",
            "SanSan City Grid",
            "Sensie Actors Union",
            "Sweeps Week",
            "Tollbooth",
            "Turnpike",
        ],
        false,
    ),
    (
        "2016-world-champion-runner-deck",
        &[
            "Whizzard: Master Gamer",
            "Datasucker",
            "Dirty Laundry",
            "Déjà Vu",
            "Earthrise Hotel",
            "Employee Strike",
            "I've Had Worse",
            "Ice Carver",
            "Inject",
            "Liberated Account",
            "Medium",
            "Mimic",
            "Net-Ready Eyes",
            "Obelus",
            "Paperclip",
            "Parasite",
            "Plascrete Carapace",
            "Progenitor",
            "Retrieval Run",
            "Street Peddler",
            "Temüjin Contract",
            "Yog.0",
        ],
        true,
    ),
    (
        "2017-world-champion-corp-deck",
        &[
            "Cerebral Imaging: Infinite Frontiers",
            "Architect",
            "Bastion",
            "Biotic Labor",
            "Bryan Stinson",
            "Corporate Sales Team",
            "Cyberdex Virus Suite",
            "Efficiency Committee",
            "Elective Upgrade",
            "Enigma",
            "Fairchild 2.0",
            "Fairchild 3.0",
            "IPO",
            "Ichi 1.0",
            "Jeeves Model Bioroids",
            "MCA Austerity Policy",
            "Project Vitruvius",
            "Reversed Accounts",
            "Scarcity of Resources",
            "Shipment from Tennin",
            "Ultraviolet Clearance",
            "Vanilla",
            "Violet Level Clearance",
        ],
        false,
    ),
    (
        "2017-world-champion-runner-deck",
        &[
            "Hayley Kaplan: Universal Scholar",
            "Artist Colony",
            "Astrolabe",
            "Atman",
            "Beth Kilrain-Chang",
            "Citadel Sanctuary",
            "Clot",
            "Fan Site",
            "Feedback Filter",
            "Femme Fatale",
            "Gordian Blade",
            "Hunting Grounds",
            "Indexing",
            "Information Sifting",
            "Inti",
            "Laguna Velasco District",
            "Levy AR Lab Access",
            "Mad Dash",
            "Misdirection",
            "Na'Not'K",
            "Peace in Our Time",
            "Sacrificial Construct",
            "Scavenge",
            "Stimhack",
            "Tapwrm",
            "The Shadow Net",
        ],
        true,
    ),
];

#[test]
fn the_world_champion_decks_say_exactly_why_they_are_not_legal_today() {
    let today = rules("standard", TODAY);
    assert_eq!(today.snapshot.id, "standard_36");
    for (code, rotated, daily_casts) in ROTATED_TODAY {
        let (deck, side) = prebuilt(code);
        let problems = check(&deck, side, &today);
        let expected: Vec<DeckProblem> = rotated
            .iter()
            .map(|t| {
                let card = decklist::resolve(db(), t).unwrap();
                DeckProblem::NotInPool {
                    card: card.title.clone(),
                    pool: "Standard 2026 - Vantage Point".into(),
                    sets: {
                        let mut v: Vec<String> = card
                            .printings
                            .iter()
                            .map(|(_, s)| db().set(s).unwrap().name.clone())
                            .collect();
                        v.dedup();
                        v
                    },
                }
            })
            .collect();
        // Daily Casts, banned by Ban List 25.10, is allowed again by Balance Update 26.08.
        if daily_casts {
            let ban_list_25_10 = check(&deck, side, &rules("standard", "2025-10-03"));
            assert!(ban_list_25_10.contains(&DeckProblem::Banned {
                card: "Daily Casts".into(),
                list: "Standard Ban List 25.10".into(),
                subtype: None,
            }));
            assert!(
                !problems
                    .iter()
                    .any(|p| matches!(p, DeckProblem::Banned { .. }))
            );
        }
        assert_eq!(problems, expected, "{code}");
        // Every card not named is still in the pool: Hedge Fund, Sure Gamble, Daily Casts.
        for e in &deck.cards {
            if !rotated.contains(&e.title.as_str()) {
                assert!(today.in_pool(db().card(&e.id).unwrap()), "{}", e.title);
            }
        }
    }
}

#[test]
fn the_world_champion_text_lists_read_back_as_the_prebuilt_decks() {
    for (code, _) in WORLDS {
        let text = std::fs::read_to_string(format!(
            "{}/fixtures/decks/{code}.txt",
            env!("CARGO_MANIFEST_DIR")
        ))
        .unwrap();
        let read = decklist::read(&text, db()).unwrap();
        let (deck, side) = prebuilt(code);
        assert_eq!(read.deck, deck, "{code}");
        assert_eq!(read.side, Some(side));
        assert_eq!(read.layout, decklist::Layout::NetrunnerDb);
    }
}

// ----- each rule: a legal deck at its limit, and one step over ------------------------------

fn only(problems: Vec<DeckProblem>) -> DeckProblem {
    assert_eq!(problems.len(), 1, "{problems:#?}");
    problems.into_iter().next().unwrap()
}

#[test]
fn identity_one_of_the_right_side() {
    let r = rules("standard", "2017-11-11");
    let (hayley, _) = prebuilt("2017-world-champion-runner-deck");
    let mut none = hayley.clone();
    none.identity = None;
    assert_eq!(
        only(check(&none, Side::Runner, &r)),
        DeckProblem::NoIdentity { side: Side::Runner }
    );
    // The Runner list registered as the Corp deck: its identity and every card are refused.
    let problems = check(&hayley, Side::Corp, &r);
    assert_eq!(
        problems[0],
        DeckProblem::IdentityWrongSide {
            identity: "Hayley Kaplan: Universal Scholar".into(),
            side: Side::Corp
        }
    );
    assert!(
        problems
            .iter()
            .any(|p| matches!(p, DeckProblem::WrongSide { card, .. } if card == "Sure Gamble"))
    );
    // A second identity.
    let two = set(&hayley, "Kate \"Mac\" McCaffrey: Digital Tinker", 1);
    assert!(matches!(
        check(&two, Side::Runner, &r).first(),
        Some(DeckProblem::SeveralIdentities { extra }) if extra == &["Kate \"Mac\" McCaffrey: Digital Tinker".to_string()]
    ));
}

#[test]
fn a_card_of_the_other_side_is_refused() {
    let r = rules("standard", "2017-11-11");
    let (hayley, side) = prebuilt("2017-world-champion-runner-deck");
    let corp_card = swap(&hayley, "Sure Gamble", "Hedge Fund");
    assert_eq!(
        only(check(&corp_card, side, &r)),
        DeckProblem::WrongSide {
            card: "Hedge Fund".into(),
            side: Side::Runner
        }
    );
}

#[test]
fn minimum_deck_size_at_the_limit_and_one_under() {
    let r = rules("standard", "2017-11-11");
    let (hayley, side) = prebuilt("2017-world-champion-runner-deck");
    assert_eq!(hayley.size(), 45); // Hayley's minimum: legal
    assert!(check(&hayley, side, &r).is_empty());
    let short = set(&hayley, "Sure Gamble", 2);
    assert_eq!(
        only(check(&short, side, &r)),
        DeckProblem::TooFewCards {
            cards: 44,
            minimum: 45,
            identity: "Hayley Kaplan: Universal Scholar".into()
        }
    );
}

#[test]
fn deck_limit_three_copies_and_a_fourth() {
    let r = rules("standard", "2016-11-12");
    let (whizzard, side) = prebuilt("2016-world-champion-runner-deck");
    assert_eq!(copies(&whizzard, "Sure Gamble"), 3);
    let four = set(&whizzard, "Sure Gamble", 4);
    assert_eq!(
        only(check(&four, side, &r)),
        DeckProblem::TooManyCopies {
            card: "Sure Gamble".into(),
            copies: 4,
            limit: 3,
            because_of: None
        }
    );
}

#[test]
fn influence_at_the_limit_and_one_over() {
    let r = rules("standard", "2015-11-14");
    let (valencia, side) = prebuilt("2015-world-champion-runner-deck");
    assert_eq!(summary(&valencia, &r).influence, 15);
    // One Paparazzi (neutral, 0) for an Easy Mark (Criminal, 1 influence): 16 of 15.
    let over = swap(&valencia, "Paparazzi", "Easy Mark");
    match only(check(&over, side, &r)) {
        DeckProblem::Influence {
            spent,
            limit,
            printed,
            penalty,
            universal,
            costs,
        } => {
            assert_eq!(
                (spent, limit, printed, penalty, universal),
                (16, 15, 15, 0, 0)
            );
            assert_eq!(costs[0], ("Account Siphon".to_string(), 8));
        }
        p => panic!("{p:?}"),
    }
}

#[test]
fn global_penalty_lowers_the_limit_mwl_1_1() {
    let r = rules("standard", "2016-11-12");
    assert_eq!(r.restriction.unwrap().name, "NAPD MWL 1.1");
    let (ctm, side) = prebuilt("2016-world-champion-corp-deck");
    // One Enigma (neutral, 0) for an Ice Wall (Weyland, 1): 8 of 12 − 5 penalty.
    let over = swap(&ctm, "Enigma", "Ice Wall");
    match only(check(&over, side, &r)) {
        DeckProblem::Influence {
            spent,
            limit,
            printed,
            penalty,
            ..
        } => assert_eq!((spent, limit, printed, penalty), (8, 7, 12, 5)),
        p => panic!("{p:?}"),
    }
    // Without the list (before MWL 1.0) the same deck is legal.
    assert!(check(&over, side, &rules("standard", "2016-01-31")).is_empty());
}

#[test]
fn universal_faction_cost_counts_in_faction_copies_mwl_1_2() {
    let r = rules("standard", "2017-05-01");
    assert_eq!(r.restriction.unwrap().name, "NAPD MWL 1.2");
    let (whizzard, side) = prebuilt("2016-world-champion-runner-deck");
    // Parasite and Yog.0 are Whizzard's own faction but cost 1 universal influence a copy, as
    // does Temüjin Contract on top of its 2: the world champion deck spends 18 under MWL 1.2.
    let s = summary(&whizzard, &r);
    assert_eq!((s.influence, s.influence_limit), (18, Some(15)));
    // With 2 Temüjin Contract and a third Inject: 8 + 7 universal = 15, the limit.
    let at_limit = set(&set(&whizzard, "Temüjin Contract", 2), "Inject", 3);
    assert_eq!(at_limit.size(), 45);
    assert!(check(&at_limit, side, &r).is_empty());
    let over = set(&at_limit, "Yog.0", 3);
    match only(check(&over, side, &r)) {
        DeckProblem::Influence {
            spent,
            limit,
            universal,
            ..
        } => assert_eq!((spent, limit, universal), (16, 15, 8)),
        p => panic!("{p:?}"),
    }
}

#[test]
fn out_of_faction_agendas_are_refused_neutral_ones_allowed() {
    let r = rules("standard", "2015-11-14");
    let (etf, side) = prebuilt("2015-world-champion-corp-deck");
    assert_eq!(copies(&etf, "NAPD Contract"), 3); // neutral: allowed
    let nbn = swap(&etf, "Project Vitruvius", "Project Beale"); // both 2 points
    assert_eq!(
        only(check(&nbn, side, &r)),
        DeckProblem::OutOfFactionAgenda {
            card: "Project Beale".into(),
            faction: "NBN".into()
        }
    );
}

#[test]
fn agenda_points_at_both_ends() {
    let r = rules("standard", "2015-11-14");
    let (etf, side) = prebuilt("2015-world-champion-corp-deck");
    // 49 cards: 2 × 9 + 2 = 20 or 21. The deck has 20 (the low end).
    assert_eq!(summary(&etf, &r).agenda_points, 20);
    assert!(check(&etf, side, &r).is_empty());
    // 21 (the high end): a NAPD Contract (2) for a Priority Requisition (3).
    let high = swap(&etf, "NAPD Contract", "Priority Requisition");
    assert_eq!(summary(&high, &r).agenda_points, 21);
    assert!(check(&high, side, &r).is_empty());
}

#[test]
fn agenda_points_one_over_and_one_under() {
    let r = rules("standard", "2015-11-14");
    let (etf, side) = prebuilt("2015-world-champion-corp-deck");
    // 22 points: a Hedge Fund for a second Project Vitruvius (2).
    let over = swap(&etf, "Hedge Fund", "Project Vitruvius");
    assert_eq!(
        only(check(&over, side, &r)),
        DeckProblem::AgendaPoints {
            points: 22,
            cards: 49,
            low: 20,
            high: 21
        }
    );
    // 18 points: a NAPD Contract (2) for a third Archived Memories.
    let under = swap(&etf, "NAPD Contract", "Archived Memories");
    assert_eq!(
        only(check(&under, side, &r)),
        DeckProblem::AgendaPoints {
            points: 18,
            cards: 49,
            low: 20,
            high: 21
        }
    );
}

#[test]
fn cards_outside_the_pool_are_refused() {
    let r = rules("standard", "2017-11-11");
    assert_eq!(r.pool.unwrap().id, "rotation_2017");
    let (hayley, side) = prebuilt("2017-world-champion-runner-deck");
    // New Angeles City Hall (neutral, 0 influence) rotated out with the Spin cycle.
    let out = swap(&hayley, "Sure Gamble", "New Angeles City Hall");
    assert!(matches!(
        only(check(&out, side, &r)),
        DeckProblem::NotInPool { card, pool, .. } if card == "New Angeles City Hall" && pool == "First Rotation"
    ));
}

#[test]
fn banned_cards_are_refused() {
    let r = rules("standard", "2017-11-11");
    let (hayley, side) = prebuilt("2017-world-champion-runner-deck");
    // Bloo Moose: neutral, no influence, in the pool, banned by NAPD MWL 2.0.
    let banned = swap(&hayley, "Sure Gamble", "Bloo Moose");
    assert_eq!(
        only(check(&banned, side, &r)),
        DeckProblem::Banned {
            card: "Bloo Moose".into(),
            list: "NAPD MWL 2.0".into(),
            subtype: None
        }
    );
}

#[test]
fn a_list_can_ban_a_whole_subtype() {
    // Standard Ban List 20.06 bans every Current.
    let r = rules("standard", "2020-07-01");
    assert_eq!(
        r.restriction.unwrap().banned_subtypes,
        vec!["current".to_string()]
    );
    let by_name = &r.restriction.unwrap().banned;
    let card = db()
        .cards()
        .iter()
        .find(|c| c.subtypes.iter().any(|s| s == "current") && !by_name.contains(&c.id))
        .unwrap();
    assert_eq!(r.banned(card), Some(Some("current")));
}

#[test]
fn one_restricted_card_at_most() {
    let r = rules("standard", "2017-11-11");
    let (hayley, side) = prebuilt("2017-world-champion-runner-deck");
    // Levy AR Lab Access is restricted in MWL 2.0: one restricted title, legal.
    assert!(r.restricted(db().card("levy_ar_lab_access").unwrap()));
    assert!(check(&hayley, side, &r).is_empty());
    let two = swap(&hayley, "Sure Gamble", "Clone Chip");
    assert_eq!(
        only(check(&two, side, &r)),
        DeckProblem::TooManyRestricted {
            cards: vec!["Clone Chip".into(), "Levy AR Lab Access".into()],
            list: "NAPD MWL 2.0".into()
        }
    );
}

#[test]
fn eternal_points_at_the_limit_and_one_over() {
    let r = rules("eternal", TODAY);
    let list = r.restriction.unwrap();
    assert_eq!(list.point_limit, Some(7));
    let (hayley, side) = prebuilt("2017-world-champion-runner-deck");
    let points = |d: &Deck| -> u32 {
        d.cards
            .iter()
            .map(|e| e.id.as_str())
            .chain(d.identity.as_ref().map(|i| i.id.as_str()))
            .map(|id| r.points(db().card(id).unwrap()))
            .sum()
    };
    assert!(
        check(&hayley, side, &r).is_empty(),
        "{:?}",
        check(&hayley, side, &r)
    );
    assert_eq!(points(&hayley), 0);
    // Hyperdriver (3), False Echo (2): Shaper; Blackmail (2): neutral, no influence. 7 points.
    let mut deck = hayley.clone();
    for t in ["Hyperdriver", "False Echo", "Blackmail"] {
        deck = set(&deck, t, 1);
    }
    assert_eq!(points(&deck), 7);
    let at_limit = check(&deck, side, &r);
    assert!(at_limit.is_empty(), "{at_limit:#?}");
    // Film Critic (Shaper, 1 point): 8.
    let over = set(&deck, "Film Critic", 1);
    assert!(matches!(
        only(check(&over, side, &r)),
        DeckProblem::Points { points: 8, limit: 7, list: l, .. } if l == list.name
    ));
}

#[test]
fn the_professor_pays_no_influence_for_the_first_copy_of_each_program() {
    let r = rules("standard", "2015-11-14");
    let mut deck = Deck::default();
    let prof = db().card("the_professor_keeper_of_knowledge").unwrap();
    deck.identity = Some(DeckEntry {
        id: prof.id.clone(),
        title: prof.title.clone(),
        copies: 1,
    });
    // Femme Fatale (Criminal program, 1 influence): the first copy is free.
    let one = set(&deck, "Femme Fatale", 1);
    assert_eq!(summary(&one, &r).influence, 0);
    let two = set(&deck, "Femme Fatale", 2);
    assert_eq!(summary(&two, &r).influence, 1); // the Professor's limit: 1
    let three = set(&deck, "Femme Fatale", 3);
    assert!(check(&three, Side::Runner, &r).iter().any(|p| matches!(
        p,
        DeckProblem::Influence {
            spent: 2,
            limit: 1,
            ..
        }
    )));
    // Not for other card types: one Account Siphon (event, 4) costs 4.
    assert_eq!(summary(&set(&deck, "Account Siphon", 1), &r).influence, 4);
}

#[test]
fn mumbad_virtual_tour_is_free_with_seven_assets() {
    let r = rules("standard", "2016-11-12");
    let (ctm, side) = prebuilt("2016-world-champion-corp-deck");
    // 9 assets: Mumbad Virtual Tour costs nothing. Two Jackson Howard out: 7 assets, still
    // free; a third out: 6 assets, and its 2 × 2 influence count (7 + 4 of 7).
    let seven = swap(
        &swap(&ctm, "Jackson Howard", "Closed Accounts"),
        "Jackson Howard",
        "Psychographics",
    );
    assert!(check(&seven, side, &r).is_empty());
    let six = swap(&seven, "Jackson Howard", "Psychographics");
    assert!(matches!(
        only(check(&six, side, &r)),
        DeckProblem::Influence {
            spent: 11,
            limit: 7,
            ..
        }
    ));
}

#[test]
fn alliance_cards_are_free_with_six_non_alliance_cards_of_their_faction() {
    let r = rules("standard", "2017-11-11");
    let (ci, _) = prebuilt("2017-world-champion-corp-deck");
    // Raman Rai (Jinteki alliance, 3 influence) in Cerebral Imaging (Haas-Bioroid), beside
    // 2 Shipment from Tennin (Jinteki). Three Snare! make 5 non-alliance Jinteki cards: Raman
    // Rai costs 3; a Neural EMP makes 6: it is free.
    let mut five = swap(&ci, "Hedge Fund", "Raman Rai");
    for from in ["IPO", "IPO", "Vanilla"] {
        five = swap(&five, from, "Snare!");
    }
    assert_eq!(summary(&five, &r).costs.get("raman_rai"), Some(&3));
    let six = swap(&five, "Vanilla", "Neural EMP");
    assert_eq!(summary(&six, &r).costs.get("raman_rai"), None);
}

#[test]
fn custom_biotics_forbids_jinteki_cards() {
    let r = rules("standard", "2015-11-14");
    let (etf, side) = prebuilt("2015-world-champion-corp-deck");
    let mut cb = etf.clone();
    let id = db().card("custom_biotics_engineered_for_success").unwrap();
    cb.identity = Some(DeckEntry {
        id: id.id.clone(),
        title: id.title.clone(),
        copies: 1,
    });
    let problems = check(&cb, side, &r);
    assert!(problems.iter().any(|p| *p
        == DeckProblem::ForbiddenFaction {
            card: "Caprice Nisei".into(),
            faction: "Jinteki".into(),
            identity: "Custom Biotics: Engineered for Success".into()
        }));
}

#[test]
fn nova_initiumia_allows_one_copy_of_each_card() {
    let r = rules("standard", TODAY);
    let nova = db().card("nova_initiumia_catalyst_impetus").unwrap();
    let mut deck = Deck {
        identity: Some(DeckEntry {
            id: nova.id.clone(),
            title: nova.title.clone(),
            copies: 1,
        }),
        ..Deck::default()
    };
    deck = set(&deck, "Sure Gamble", 2);
    assert!(
        check(&deck, Side::Runner, &r).contains(&DeckProblem::TooManyCopies {
            card: "Sure Gamble".into(),
            copies: 2,
            limit: 1,
            because_of: Some("Nova Initiumia: Catalyst & Impetus".into())
        })
    );
}

// ----- reading lists -----------------------------------------------------------------------

#[test]
fn the_same_deck_reads_the_same_in_every_layout() {
    let (deck, _) = prebuilt("2016-world-champion-runner-deck");
    let nrdb = decklist::to_text(&deck, db());
    let jinteki: String = std::iter::once("Whizzard: Master Gamer".to_string())
        .chain(
            deck.cards
                .iter()
                .map(|e| format!("{} {}", e.copies, e.title)),
        )
        .collect::<Vec<_>>()
        .join("\n");
    let plain: String = std::iter::once("whizzard".to_string())
        .chain(deck.cards.iter().flat_map(|e| {
            std::iter::repeat_n(e.title.to_lowercase().replace("é", "e"), e.copies as usize)
        }))
        .collect::<Vec<_>>()
        .join("\n");
    // NetrunnerDB's Markdown export: links, the set in italics, influence dots.
    let set_of = |id: &str| {
        let card = db().card(id).unwrap();
        let (_, set) = card.printings.last().unwrap();
        db().set(set).unwrap().name.clone()
    };
    let md_line = |copies: u32, id: &str, title: &str| {
        format!(
            "* {copies}x [{title}](https://netrunnerdb.com/en/card/{id}) _({})_ ●●",
            set_of(id)
        )
    };
    let markdown: String = std::iter::once("## Whizzard: Master Gamer".to_string())
        .chain(std::iter::once(
            "[Whizzard: Master Gamer](https://netrunnerdb.com/x) _(What Lies Ahead)_".to_string(),
        ))
        .chain(std::iter::once("### Event (15)".to_string()))
        .chain(
            deck.cards
                .iter()
                .map(|e| md_line(e.copies, &e.id, &e.title)),
        )
        .collect::<Vec<_>>()
        .join("\n");

    let without_name = |t: &str| {
        let mut d = decklist::read(t, db()).unwrap().deck;
        d.name = None;
        d
    };
    let mut expected = deck.clone();
    expected.name = None;
    assert_eq!(decklist::read(&nrdb, db()).unwrap().deck, deck);
    assert_eq!(without_name(&jinteki), expected);
    assert_eq!(
        decklist::read(&jinteki, db()).unwrap().layout,
        decklist::Layout::Jinteki
    );
    assert_eq!(without_name(&plain), expected);
    assert_eq!(
        decklist::read(&plain, db()).unwrap().layout,
        decklist::Layout::Plain
    );
    assert_eq!(without_name(&markdown), expected);
    assert_eq!(
        decklist::read(&markdown, db()).unwrap().layout,
        decklist::Layout::NetrunnerDb
    );
    // A set that does not fit the card ("Core Set" for most of them) is refused rather than
    // ignored.
    let wrong: String = deck
        .cards
        .iter()
        .map(|e| format!("* {}x [{}](x) _(Core Set)_", e.copies, e.title))
        .collect::<Vec<_>>()
        .join("\n");
    assert!(decklist::read(&wrong, db()).is_err());
}

#[test]
fn titles_match_case_accents_sets_and_versions() {
    let db = db();
    let t = |s: &str| decklist::resolve(db, s).map(|c| c.title.clone());
    assert_eq!(t("deja vu").unwrap(), "Déjà Vu");
    assert_eq!(t("TEMUJIN CONTRACT").unwrap(), "Temüjin Contract");
    assert_eq!(t("Ichi 1.0").unwrap(), "Ichi 1.0");
    // v3.2's example: "Ichi" does not identify the card; "Ichi 1.0" or "Ichi (Core Set)" does.
    assert_eq!(t("Ichi (Core Set)").unwrap(), "Ichi 1.0");
    assert_eq!(t("Ichi (1.0)").unwrap(), "Ichi 1.0");
    match decklist::resolve(db, "Ichi") {
        Err(LineProblemKind::Ambiguous { candidates }) => {
            assert_eq!(
                candidates,
                vec!["Ichi 1.0 (Core Set)", "Ichi 2.0 (Creation and Control)"]
            );
        }
        other => panic!("{other:?}"),
    }
    assert_eq!(t("Masterwork (v37)").unwrap(), "Masterwork (v37)");
    assert_eq!(
        t("Cerberus \u{201c}Lady\u{201d} H1").unwrap(),
        "Cerberus \"Lady\" H1"
    );
    assert_eq!(
        t("Engineering the Future").unwrap(),
        "Haas-Bioroid: Engineering the Future"
    );
    match decklist::resolve(db, "Hedge Fnd") {
        Err(LineProblemKind::Unknown { suggestions }) => {
            assert_eq!(suggestions.first().map(String::as_str), Some("Hedge Fund"))
        }
        other => panic!("{other:?}"),
    }
}

#[test]
fn titles_that_start_with_numbers_read_right() {
    let list = "Valencia Estevez: The Angel of Cayambe\n15 Minutes\n2 24/7 News Cycle\n3x 419: Amoral Scammer";
    // (A mixed-side list; only reading is tested here.)
    let err = decklist::read(list, db());
    let read = err.unwrap();
    let c = |t: &str| {
        read.deck
            .cards
            .iter()
            .find(|e| e.title == t)
            .map(|e| e.copies)
    };
    assert_eq!(c("15 Minutes"), Some(1));
    assert_eq!(c("24/7 News Cycle"), Some(2));
    assert_eq!(
        read.deck
            .cards
            .iter()
            .find(|e| e.title.starts_with("419"))
            .map(|e| e.copies),
        Some(3)
    );
}

#[test]
fn malformed_lists_get_a_clear_error() {
    let db = db();
    assert_eq!(
        decklist::read_bytes(b"\x89PNG\r\n\x1a\n\0\0\0\rIHDR", db),
        Err(ReadError::NotText)
    );
    let big = vec![b'a'; 10 * 1024 * 1024];
    assert!(matches!(
        decklist::read_bytes(&big, db),
        Err(ReadError::TooLarge { size }) if size == 10 * 1024 * 1024
    ));
    let unknown: String = (0..1000)
        .map(|i| format!("3x Nonexistent Card {i}\n"))
        .collect();
    match decklist::read(&unknown, db) {
        Err(e @ ReadError::Lines(_)) => {
            let ReadError::Lines(v) = &e else {
                unreachable!()
            };
            assert_eq!(v.len(), 1000);
            let msg = e.to_string();
            assert!(
                msg.starts_with("1000 lines could not be read: line 1:"),
                "{msg}"
            );
            assert!(msg.ends_with("… and 988 more"), "{msg}");
        }
        other => panic!("{other:?}"),
    }
    assert_eq!(decklist::read("\n\n  \n", db), Err(ReadError::Empty));
    assert!(matches!(
        decklist::read("Hedge Fund\n150x Hedge Fund", db),
        Err(ReadError::Lines(v)) if matches!(v[0].kind, LineProblemKind::BadCount(_))
    ));
}
