//! Property tests of the legality check: random decks built from the card data by the rules
//! are legal, and each single mutation (a fourth copy, one influence too many, an
//! out-of-faction agenda, a banned card, a card from outside the pool, one agenda point off) is
//! refused with that reason.

use super::decks::{TODAY, rules};
use netrunner_to::engine::Side;
use netrunner_to::engine::cards::{
    CardRecord, CardType, Deck, DeckEntry, DeckProblem, Legality, agenda_points_needed, check,
    summary,
};
use proptest::prelude::*;
use rand::{RngExt, SeedableRng};
use rand_chacha::ChaCha8Rng;

/// Identities whose text changes deck building (covered by their own tests).
const SPECIAL: [&str; 4] = [
    "the_professor_keeper_of_knowledge",
    "custom_biotics_engineered_for_success",
    "ampere_cybernetics_for_anyone",
    "nova_initiumia_catalyst_impetus",
];

fn entry(c: &CardRecord, copies: u32) -> DeckEntry {
    DeckEntry {
        id: c.id.clone(),
        title: c.title.clone(),
        copies,
    }
}

fn copies(d: &Deck, id: &str) -> u32 {
    d.cards.iter().find(|e| e.id == id).map_or(0, |e| e.copies)
}

fn add(d: &mut Deck, c: &CardRecord, n: i64) {
    let now = i64::from(copies(d, &c.id)) + n;
    d.cards.retain(|e| e.id != c.id);
    if now > 0 {
        d.cards.push(entry(c, now as u32));
    }
}

struct Built<'a> {
    deck: Deck,
    identity: &'a CardRecord,
    /// In-faction, 0-influence, non-agenda cards used to fill the deck.
    fill: Vec<&'a CardRecord>,
}

fn plain(c: &CardRecord) -> bool {
    !c.subtypes.iter().any(|s| s == "alliance")
}

/// A random legal deck of `side` under `r`, or `None` when the random choices cannot make one
/// (the agenda points cannot be hit exactly).
fn build<'a>(seed: u64, side: Side, r: &Legality<'a>) -> Option<Built<'a>> {
    let db = r.db;
    let mut rng = ChaCha8Rng::seed_from_u64(seed);
    let usable = |c: &&CardRecord| c.side == side && r.in_pool(c) && r.banned(c).is_none();
    let ids: Vec<&CardRecord> = db
        .cards()
        .iter()
        .filter(usable)
        .filter(|c| {
            c.card_type.is_identity()
                && c.influence_limit.is_some()
                && c.minimum_deck_size.is_some()
                && !SPECIAL.contains(&c.id.as_str())
                && !c.faction.starts_with("neutral")
        })
        .collect();
    let identity = ids[rng.random_range(0..ids.len())];
    let min = identity.minimum_deck_size?;
    let in_faction = |c: &CardRecord| {
        c.faction == identity.faction
            || (c.faction.starts_with("neutral") && c.influence.unwrap_or(0) == 0)
    };
    let pool: Vec<&CardRecord> = db
        .cards()
        .iter()
        .filter(usable)
        .filter(|c| !c.card_type.is_identity() && plain(c))
        .collect();
    let fill: Vec<&CardRecord> = pool
        .iter()
        .copied()
        .filter(|c| in_faction(c) && c.card_type != CardType::Agenda && c.deck_limit == 3)
        .collect();
    let mut deck = Deck {
        identity: Some(entry(identity, 1)),
        ..Deck::default()
    };
    if side == Side::Corp {
        let (low, high) = agenda_points_needed(min);
        let agendas: Vec<&CardRecord> = pool
            .iter()
            .copied()
            .filter(|c| c.card_type == CardType::Agenda && in_faction(c))
            .collect();
        let mut points = 0;
        let target = if rng.random_bool(0.5) { low } else { high };
        for _ in 0..200 {
            if points == target {
                break;
            }
            let a = agendas[rng.random_range(0..agendas.len())];
            let v = a.agenda_points.unwrap_or(0);
            if v > 0 && points + v <= target && copies(&deck, &a.id) < a.deck_limit {
                add(&mut deck, a, 1);
                points += v;
            }
        }
        if points != target {
            return None;
        }
    }
    // Some out-of-faction cards within the influence limit.
    let limit = identity.influence_limit?;
    let budget = rng.random_range(0..=limit);
    let outs: Vec<&CardRecord> = pool
        .iter()
        .copied()
        .filter(|c| {
            !in_faction(c) && c.card_type != CardType::Agenda && c.influence.unwrap_or(0) > 0
        })
        .collect();
    for _ in 0..50 {
        let c = outs[rng.random_range(0..outs.len())];
        let spent = summary(&deck, r).influence;
        if spent + c.influence.unwrap_or(0) <= budget
            && copies(&deck, &c.id) < c.deck_limit
            && deck.size() < min
        {
            add(&mut deck, c, 1);
        }
    }
    // Fill to the minimum with in-faction cards; the first one gets 3 copies.
    let mut first = true;
    while deck.size() < min {
        let c = fill[rng.random_range(0..fill.len())];
        let room = (c.deck_limit - copies(&deck, &c.id)).min(min - deck.size());
        if room == 0 {
            continue;
        }
        let n = if first && room >= 3 && copies(&deck, &c.id) == 0 {
            3
        } else {
            rng.random_range(1..=room)
        };
        first = false;
        add(&mut deck, c, i64::from(n));
    }
    Some(Built {
        deck: deck.sorted(),
        identity,
        fill,
    })
}

/// A fill card with copies in the deck other than `not`.
fn fill_in_deck<'a>(b: &Built<'a>, not: Option<&str>) -> &'a CardRecord {
    b.fill
        .iter()
        .copied()
        .find(|c| copies(&b.deck, &c.id) > 0 && Some(c.id.as_str()) != not)
        .expect("the deck has fill cards")
}

fn kinds(problems: &[DeckProblem]) -> Vec<String> {
    problems
        .iter()
        .map(|p| {
            format!("{p:?}")
                .split([' ', '{'])
                .next()
                .unwrap_or("")
                .to_string()
        })
        .collect()
}

fn mutations(seed: u64, side: Side) -> Result<(), TestCaseError> {
    let r = rules("standard", TODAY);
    let Some(b) = build(seed, side, &r) else {
        return Err(TestCaseError::reject("no agenda mix for this seed"));
    };
    let legal = check(&b.deck, side, &r);
    prop_assert!(legal.is_empty(), "{:?}: {legal:#?}", b.deck);
    let id = b.identity;

    // A fourth copy.
    let three = b
        .fill
        .iter()
        .find(|c| copies(&b.deck, &c.id) == 3)
        .expect("a fill card with 3 copies");
    let mut d = b.deck.clone();
    add(&mut d, three, 1);
    prop_assert_eq!(kinds(&check(&d, side, &r)), vec!["TooManyCopies"]);

    // Influence to the limit (legal), then one too many.
    let limit = id.influence_limit.unwrap_or(0);
    let ones: Vec<&CardRecord> =
        r.db.cards()
            .iter()
            .filter(|c| {
                c.side == side
                    && c.faction != id.faction
                    && !c.faction.starts_with("neutral")
                    && c.card_type != CardType::Agenda
                    && !c.card_type.is_identity()
                    && c.influence == Some(1)
                    && c.deck_limit == 3
                    && plain(c)
                    && r.in_pool(c)
                    && r.banned(c).is_none()
            })
            .collect();
    let mut d = b.deck.clone();
    let step = |d: &mut Deck| {
        let c = ones
            .iter()
            .find(|c| copies(d, &c.id) < 3)
            .expect("1-influence cards");
        add(d, c, 1);
        let f = b
            .fill
            .iter()
            .find(|f| copies(d, &f.id) > 0)
            .expect("fill left");
        add(d, f, -1);
    };
    while summary(&d, &r).influence < limit {
        step(&mut d);
    }
    prop_assert_eq!(summary(&d, &r).influence, limit);
    prop_assert!(check(&d, side, &r).is_empty());
    step(&mut d);
    let p = check(&d, side, &r);
    prop_assert_eq!(kinds(&p), vec!["Influence"]);
    let over = matches!(p[0], DeckProblem::Influence { spent, limit: l, .. } if spent == limit + 1 && l == limit);
    prop_assert!(over, "{p:?}");

    // A card from outside the pool (in faction, so it costs nothing).
    let outside = r.db.cards().iter().find(|c| {
        c.side == side
            && c.faction == id.faction
            && c.card_type != CardType::Agenda
            && !c.card_type.is_identity()
            && !r.in_pool(c)
            && r.banned(c).is_none()
            && plain(c)
    });
    if let Some(o) = outside {
        let mut d = b.deck.clone();
        add(&mut d, fill_in_deck(&b, None), -1);
        add(&mut d, o, 1);
        prop_assert_eq!(kinds(&check(&d, side, &r)), vec!["NotInPool"]);
    }

    // A banned card.
    let banned = r
        .db
        .cards()
        .iter()
        .filter(|c| c.side == side && !c.card_type.is_identity() && c.card_type != CardType::Agenda)
        .find(|c| r.banned(c).is_some() && r.in_pool(c))
        .expect("a banned card");
    let mut d = b.deck.clone();
    add(&mut d, fill_in_deck(&b, None), -1);
    add(&mut d, banned, 1);
    let k = kinds(&check(&d, side, &r));
    prop_assert!(k.contains(&"Banned".to_string()), "{k:?}");
    prop_assert!(k.iter().all(|x| x == "Banned" || x == "Influence"), "{k:?}");

    if side == Side::Corp {
        let agendas: Vec<&DeckEntry> = b
            .deck
            .cards
            .iter()
            .filter(|e| {
                r.db.card(&e.id)
                    .is_some_and(|c| c.card_type == CardType::Agenda)
            })
            .collect();
        let a = r.db.card(&agendas[0].id).unwrap();
        let v = a.agenda_points.unwrap_or(0);
        // An out-of-faction agenda of the same value.
        if let Some(x) = r.db.cards().iter().find(|c| {
            c.card_type == CardType::Agenda
                && c.side == Side::Corp
                && c.faction != id.faction
                && !c.faction.starts_with("neutral")
                && c.agenda_points == Some(v)
                && r.in_pool(c)
                && r.banned(c).is_none()
        }) {
            let mut d = b.deck.clone();
            add(&mut d, a, -1);
            add(&mut d, x, 1);
            prop_assert_eq!(kinds(&check(&d, side, &r)), vec!["OutOfFactionAgenda"]);
        }
        // One agenda point off: at the low end one fewer, at the high end one more.
        let points = summary(&b.deck, &r).agenda_points;
        let (low, _) = agenda_points_needed(b.deck.size());
        let want = if points == low {
            v.checked_sub(1)
        } else {
            Some(v + 1)
        };
        let replacement = want.and_then(|w| {
            r.db.cards().iter().find(|c| {
                c.card_type == CardType::Agenda
                    && (c.faction == id.faction || c.faction == "neutral_corp")
                    && c.agenda_points.unwrap_or(0) == w
                    && c.id != a.id
                    && copies(&b.deck, &c.id) < c.deck_limit
                    && r.in_pool(c)
                    && r.banned(c).is_none()
            })
        });
        let mut d = b.deck.clone();
        add(&mut d, a, -1);
        match replacement {
            Some(x) => add(&mut d, x, 1),
            // No agenda worth v - 1 (v = 1): a fill card instead.
            None if points == low && v == 1 => {
                let f = b.fill.iter().find(|c| copies(&d, &c.id) < 3).expect("fill");
                add(&mut d, f, 1);
            }
            None => return Ok(()),
        }
        let p = check(&d, side, &r);
        prop_assert_eq!(kinds(&p), vec!["AgendaPoints"]);
    }
    Ok(())
}

proptest! {
    #![proptest_config(ProptestConfig { cases: 40, ..ProptestConfig::default() })]

    #[test]
    fn random_runner_decks_are_legal_and_each_mutation_is_refused(seed in any::<u64>()) {
        mutations(seed, Side::Runner)?;
    }

    #[test]
    fn random_corp_decks_are_legal_and_each_mutation_is_refused(seed in any::<u64>()) {
        mutations(seed, Side::Corp)?;
    }
}
