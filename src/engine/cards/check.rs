//! Deck lists and the legality check.

use super::{CardRecord, CardType, Legality};
use crate::engine::ids::Side;
use serde::{Deserialize, Serialize};
use std::collections::{BTreeMap, BTreeSet};

/// Agenda points a Corp deck needs: 2 for every 5 cards, plus 2 (or one more). Core rules,
/// "Deck Building": 40–44 cards need 18 or 19 points, 45–49 need 20 or 21, and so on.
pub const AGENDA_POINTS_PER_FIVE_CARDS: u32 = 2;
/// The base of the agenda point requirement (see [`AGENDA_POINTS_PER_FIVE_CARDS`]).
pub const AGENDA_POINTS_BASE: u32 = 2;
/// Restricted titles a deck may hold (MWL 2.0 and later: "at most one restricted card").
pub const RESTRICTED_TITLES_ALLOWED: usize = 1;
/// An influence limit lowered by global penalties never goes below this (MWL 1.0, 1.1).
pub const MIN_PENALISED_INFLUENCE: u32 = 1;
/// Ampère may include at most this many different agendas of each Corp faction (card text).
pub const AMPERE_AGENDAS_PER_FACTION: usize = 2;

const PROFESSOR: &str = "the_professor_keeper_of_knowledge";
const CUSTOM_BIOTICS: &str = "custom_biotics_engineered_for_success";
const AMPERE: &str = "ampere_cybernetics_for_anyone";
const NOVA: &str = "nova_initiumia_catalyst_impetus";

/// One line of a deck list: a card and how many copies.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct DeckEntry {
    /// The card's NetrunnerDB id.
    pub id: String,
    /// Its title (kept so a stored list reads without the card data).
    pub title: String,
    /// Copies.
    pub copies: u32,
}

/// A deck list: identity and cards, titles resolved to card ids.
#[derive(Clone, Debug, Default, PartialEq, Eq, Serialize, Deserialize)]
pub struct Deck {
    /// The deck's name, if the list gave one.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub name: Option<String>,
    /// The identity (its `copies` is 1).
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub identity: Option<DeckEntry>,
    /// The other cards, one entry per card (a second identity, if listed, is here).
    #[serde(default)]
    pub cards: Vec<DeckEntry>,
}

impl Deck {
    /// Adds copies of a card, merging with an entry for the same card.
    pub fn add(&mut self, id: &str, title: &str, copies: u32) {
        match self.cards.iter_mut().find(|e| e.id == id) {
            Some(e) => e.copies = e.copies.saturating_add(copies),
            None => self.cards.push(DeckEntry {
                id: id.to_string(),
                title: title.to_string(),
                copies,
            }),
        }
    }

    /// Cards in the deck (without the identity).
    pub fn size(&self) -> u32 {
        self.cards.iter().map(|e| e.copies).sum()
    }

    /// The same deck with entries sorted by title (the order it is stored and printed in).
    pub fn sorted(mut self) -> Deck {
        self.cards
            .sort_by(|a, b| a.title.cmp(&b.title).then(a.id.cmp(&b.id)));
        self
    }
}

/// One way a deck breaks the deck-building rules, with its numbers.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum DeckProblem {
    /// The list has no identity.
    NoIdentity {
        /// The side the deck is for.
        side: Side,
    },
    /// The identity is of the other side.
    IdentityWrongSide {
        /// The identity.
        identity: String,
        /// The side the deck is for.
        side: Side,
    },
    /// More than one identity.
    SeveralIdentities {
        /// The identities after the first.
        extra: Vec<String>,
    },
    /// A card of the other side.
    WrongSide {
        /// The card.
        card: String,
        /// The side the deck is for.
        side: Side,
    },
    /// A card the card data does not have (a list stored with older or newer data).
    UnknownCard {
        /// The title stored with the list.
        title: String,
    },
    /// Fewer cards than the identity's minimum deck size.
    TooFewCards {
        /// Cards in the deck.
        cards: u32,
        /// The minimum.
        minimum: u32,
        /// The identity.
        identity: String,
    },
    /// More copies of a title than its deck limit.
    TooManyCopies {
        /// The card.
        card: String,
        /// Copies in the deck.
        copies: u32,
        /// The limit.
        limit: u32,
        /// The identity, when its text sets the limit (Nova Initiumia, Ampère).
        because_of: Option<String>,
    },
    /// More influence spent than the identity allows.
    Influence {
        /// Influence spent (universal faction costs included).
        spent: u32,
        /// The limit (after global penalties).
        limit: u32,
        /// The identity's printed limit.
        printed: u32,
        /// Of `spent`, the universal faction cost.
        universal: u32,
        /// The global penalty taken off the printed limit.
        penalty: u32,
        /// Cards that cost influence, with what they cost, most first.
        costs: Vec<(String, u32)>,
    },
    /// An agenda of another faction (neutral agendas are allowed).
    OutOfFactionAgenda {
        /// The agenda.
        card: String,
        /// Its faction's name.
        faction: String,
    },
    /// Ampère: more than two different agendas of one faction.
    TooManyFactionAgendas {
        /// The faction's name.
        faction: String,
        /// The agendas.
        agendas: Vec<String>,
    },
    /// A card of a faction the identity forbids (Custom Biotics: no Jinteki cards).
    ForbiddenFaction {
        /// The card.
        card: String,
        /// The faction's name.
        faction: String,
        /// The identity.
        identity: String,
    },
    /// Corp: agenda points not exactly 2 × ⌊size / 5⌋ + 2 or + 3.
    AgendaPoints {
        /// Points in the deck.
        points: u32,
        /// Cards in the deck.
        cards: u32,
        /// The fewest allowed.
        low: u32,
        /// The most allowed.
        high: u32,
    },
    /// A card with no printing in the format's card pool.
    NotInPool {
        /// The card.
        card: String,
        /// The pool's name.
        pool: String,
        /// The sets the card was printed in.
        sets: Vec<String>,
    },
    /// A banned card.
    Banned {
        /// The card.
        card: String,
        /// The list that bans it.
        list: String,
        /// The subtype banned, when the list bans a whole subtype (e.g. Current).
        subtype: Option<String>,
    },
    /// More than one restricted title.
    TooManyRestricted {
        /// The restricted titles in the deck.
        cards: Vec<String>,
        /// The list.
        list: String,
    },
    /// More agendas worth 3 or more points than the list allows (Startup).
    TooManyThreePointAgendas {
        /// Such agendas in the deck, copies counted.
        count: u32,
        /// The most allowed.
        limit: u32,
        /// The agendas, with their copies.
        cards: Vec<(String, u32)>,
        /// The list.
        list: String,
    },
    /// More points than the points list allows (Eternal).
    Points {
        /// Points in the deck.
        points: u32,
        /// The limit.
        limit: u32,
        /// Cards with points.
        cards: Vec<(String, u32)>,
        /// The list.
        list: String,
    },
}

/// Deck figures for screens and printouts.
#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub struct DeckSummary {
    /// Cards (without the identity).
    pub cards: u32,
    /// The identity's minimum deck size.
    pub minimum: Option<u32>,
    /// Influence spent (universal faction costs included).
    pub influence: u32,
    /// The influence limit after global penalties (`None`: unlimited).
    pub influence_limit: Option<u32>,
    /// Agenda points (Corp).
    pub agenda_points: u32,
    /// Influence each card costs in this deck, by card id.
    pub costs: BTreeMap<String, u32>,
}

/// The cards of a list found in the data, with copies; unknown ones are returned apart.
fn known<'a>(
    deck: &'a Deck,
    rules: &Legality<'a>,
) -> (Vec<(&'a CardRecord, u32)>, Vec<&'a DeckEntry>) {
    let mut found = Vec::new();
    let mut unknown = Vec::new();
    for e in &deck.cards {
        match rules.db.card(&e.id) {
            Some(c) => found.push((c, e.copies)),
            None => unknown.push(e),
        }
    }
    (found, unknown)
}

/// Whether an alliance card costs no influence in this deck (the card's own text;
/// NetrunnerDB's validator knows the same cards).
fn alliance_free(card: &CardRecord, cards: &[(&CardRecord, u32)]) -> bool {
    let count = |f: &dyn Fn(&CardRecord) -> bool| -> u32 {
        cards.iter().filter(|(c, _)| f(c)).map(|(_, n)| n).sum()
    };
    match card.id.as_str() {
        // "costs 0 influence if you have 15 or fewer ice in your deck"
        "mumba_temple" => count(&|c| c.card_type == CardType::Ice) <= 15,
        // "… if you have 50 or more cards in your deck"
        "museum_of_history" => count(&|_| true) >= 50,
        // "… if you have 3 PAD Campaigns in your deck"
        "pad_factory" => count(&|c| c.id == "pad_campaign") == 3,
        // "… if you have 7 or more assets in your deck"
        "mumbad_virtual_tour" => count(&|c| c.card_type == CardType::Asset) >= 7,
        // "… if you have 6 or more non-alliance <faction> cards in your deck"
        _ if card.subtypes.iter().any(|s| s == "alliance") => {
            count(&|c| c.faction == card.faction && !c.subtypes.iter().any(|s| s == "alliance"))
                >= 6
        }
        _ => false,
    }
}

/// The influence each card costs, the spent total, the universal part, and the penalty.
struct Influence {
    costs: BTreeMap<String, u32>,
    spent: u32,
    universal: u32,
    penalty: u32,
}

fn influence(identity: &CardRecord, cards: &[(&CardRecord, u32)], rules: &Legality) -> Influence {
    let professor = identity.id == PROFESSOR;
    let mut out = Influence {
        costs: BTreeMap::new(),
        spent: 0,
        universal: 0,
        penalty: 0,
    };
    for &(c, n) in cards {
        if c.card_type.is_identity() {
            continue;
        }
        // The Professor: the first copy of each program does not count against the limit.
        let counted = if professor && c.card_type == CardType::Program {
            n.saturating_sub(1)
        } else {
            n
        };
        let mut cost = 0;
        if c.faction != identity.faction && !alliance_free(c, cards) {
            cost = c.influence.unwrap_or(0).saturating_mul(counted);
        }
        let universal = rules.universal_cost(c).saturating_mul(n);
        out.universal = out.universal.saturating_add(universal);
        out.penalty = out
            .penalty
            .saturating_add(rules.global_penalty(c).saturating_mul(counted));
        let total = cost.saturating_add(universal);
        if total > 0 {
            out.costs.insert(c.id.clone(), total);
            out.spent = out.spent.saturating_add(total);
        }
    }
    out
}

fn penalised(printed: u32, penalty: u32) -> u32 {
    if penalty == 0 {
        printed
    } else {
        printed.saturating_sub(penalty).max(MIN_PENALISED_INFLUENCE)
    }
}

/// The agenda points a deck of `cards` cards needs: `(low, low + 1)`.
pub fn agenda_points_needed(cards: u32) -> (u32, u32) {
    let low = AGENDA_POINTS_PER_FIVE_CARDS * (cards / 5) + AGENDA_POINTS_BASE;
    (low, low + 1)
}

/// Figures for a deck: size, influence, agenda points.
pub fn summary(deck: &Deck, rules: &Legality) -> DeckSummary {
    let (cards, _) = known(deck, rules);
    let identity = deck.identity.as_ref().and_then(|e| rules.db.card(&e.id));
    let mut s = DeckSummary {
        cards: deck.size(),
        minimum: identity.and_then(|i| i.minimum_deck_size),
        agenda_points: cards
            .iter()
            .filter(|(c, _)| c.card_type == CardType::Agenda)
            .map(|(c, n)| c.agenda_points.unwrap_or(0) * n)
            .sum(),
        ..DeckSummary::default()
    };
    if let Some(id) = identity {
        let inf = influence(id, &cards, rules);
        s.influence = inf.spent;
        s.influence_limit = id.influence_limit.map(|l| penalised(l, inf.penalty));
        s.costs = inf.costs;
    }
    s
}

/// Every way `deck`, registered for `side`, breaks the deck-building rules of `rules`, in the
/// order a player would fix them: identity, cards of the other side, size, copies, influence,
/// agendas, card pool, restriction list. An empty list means the deck is legal.
///
/// Identity texts covered (the same as NetrunnerDB's own validator): The Professor (first copy
/// of each program free), Custom Biotics (no Jinteki cards), Nova Initiumia and Ampère (one copy
/// of each card), Ampère (agendas of every faction, at most two of each), the draft identity
/// The Shadow (agendas of every faction), and the alliance cards' own influence conditions.
pub fn check(deck: &Deck, side: Side, rules: &Legality) -> Vec<DeckProblem> {
    let mut problems = Vec::new();
    let (cards, unknown) = known(deck, rules);
    for e in unknown.into_iter().chain(
        deck.identity
            .iter()
            .filter(|e| rules.db.card(&e.id).is_none()),
    ) {
        problems.push(DeckProblem::UnknownCard {
            title: e.title.clone(),
        });
    }
    let identity = deck.identity.as_ref().and_then(|e| rules.db.card(&e.id));
    match identity {
        None if deck.identity.is_none() => problems.push(DeckProblem::NoIdentity { side }),
        Some(i) if i.side != side || !i.card_type.is_identity() => {
            problems.push(DeckProblem::IdentityWrongSide {
                identity: i.title.clone(),
                side,
            })
        }
        _ => {}
    }
    let extra: Vec<String> = cards
        .iter()
        .filter(|(c, _)| c.card_type.is_identity())
        .map(|(c, _)| c.title.clone())
        .collect();
    if !extra.is_empty() {
        problems.push(DeckProblem::SeveralIdentities { extra });
    }
    for (c, _) in &cards {
        if c.side != side {
            problems.push(DeckProblem::WrongSide {
                card: c.title.clone(),
                side,
            });
        }
    }
    let size = deck.size();
    if let Some(id) = identity
        && let Some(min) = id.minimum_deck_size
        && size < min
    {
        problems.push(DeckProblem::TooFewCards {
            cards: size,
            minimum: min,
            identity: id.title.clone(),
        });
    }
    let singleton = identity.filter(|i| i.id == NOVA || i.id == AMPERE);
    for (c, n) in &cards {
        let limit = if singleton.is_some() { 1 } else { c.deck_limit };
        if *n > limit {
            problems.push(DeckProblem::TooManyCopies {
                card: c.title.clone(),
                copies: *n,
                limit,
                because_of: singleton.map(|i| i.title.clone()),
            });
        }
    }
    if let Some(id) = identity {
        identity_rules(id, &cards, rules, &mut problems);
    }
    if side == Side::Corp {
        let points: u32 = cards
            .iter()
            .filter(|(c, _)| c.card_type == CardType::Agenda)
            .map(|(c, n)| c.agenda_points.unwrap_or(0).saturating_mul(*n))
            .sum();
        let (low, high) = agenda_points_needed(size);
        if points < low || points > high {
            problems.push(DeckProblem::AgendaPoints {
                points,
                cards: size,
                low,
                high,
            });
        }
    }
    list_rules(identity, &cards, rules, &mut problems);
    problems
}

/// Influence, agendas and the identity's own deck-building text.
fn identity_rules(
    id: &CardRecord,
    cards: &[(&CardRecord, u32)],
    rules: &Legality,
    problems: &mut Vec<DeckProblem>,
) {
    let db = rules.db;
    if let Some(printed) = id.influence_limit {
        let inf = influence(id, cards, rules);
        let limit = penalised(printed, inf.penalty);
        if inf.spent > limit {
            let mut costs: Vec<(String, u32)> = inf
                .costs
                .iter()
                .filter_map(|(cid, n)| Some((db.card(cid)?.title.clone(), *n)))
                .collect();
            costs.sort_by(|a, b| b.1.cmp(&a.1).then(a.0.cmp(&b.0)));
            problems.push(DeckProblem::Influence {
                spent: inf.spent,
                limit,
                printed,
                universal: inf.universal,
                penalty: inf.penalty,
                costs,
            });
        }
    }
    if id.id == CUSTOM_BIOTICS {
        for (c, _) in cards.iter().filter(|(c, _)| c.faction == "jinteki") {
            problems.push(DeckProblem::ForbiddenFaction {
                card: c.title.clone(),
                faction: db.faction_name(&c.faction).to_string(),
                identity: id.title.clone(),
            });
        }
    }
    let agendas = cards.iter().filter(|(c, _)| {
        c.card_type == CardType::Agenda && c.faction != id.faction && c.faction != "neutral_corp"
    });
    if id.id == AMPERE {
        let mut by_faction: BTreeMap<&str, BTreeSet<&str>> = BTreeMap::new();
        for (c, _) in agendas {
            by_faction.entry(&c.faction).or_default().insert(&c.title);
        }
        for (f, titles) in by_faction {
            if titles.len() > AMPERE_AGENDAS_PER_FACTION {
                problems.push(DeckProblem::TooManyFactionAgendas {
                    faction: db.faction_name(f).to_string(),
                    agendas: titles.into_iter().map(String::from).collect(),
                });
            }
        }
    } else if id.faction != "neutral_corp" {
        // A neutral Corp identity (the draft identity The Shadow) may use every faction's agendas.
        for (c, _) in agendas {
            problems.push(DeckProblem::OutOfFactionAgenda {
                card: c.title.clone(),
                faction: db.faction_name(&c.faction).to_string(),
            });
        }
    }
}

/// The card pool and the restriction list.
fn list_rules(
    identity: Option<&CardRecord>,
    cards: &[(&CardRecord, u32)],
    rules: &Legality,
    problems: &mut Vec<DeckProblem>,
) {
    let db = rules.db;
    let all: Vec<&CardRecord> = identity
        .into_iter()
        .chain(cards.iter().map(|(c, _)| *c))
        .collect();
    let pool_name = rules.pool.map_or(rules.snapshot.pool.as_str(), |p| &p.name);
    for c in &all {
        if !rules.in_pool(c) {
            let mut sets: Vec<String> = c
                .printings
                .iter()
                .filter_map(|(_, s)| db.set(s).map(|s| s.name.clone()))
                .collect();
            sets.dedup();
            problems.push(DeckProblem::NotInPool {
                card: c.title.clone(),
                pool: pool_name.to_string(),
                sets,
            });
        }
    }
    let Some(list) = rules.restriction else {
        return;
    };
    for c in &all {
        if let Some(subtype) = rules.banned(c) {
            problems.push(DeckProblem::Banned {
                card: c.title.clone(),
                list: list.name.clone(),
                subtype: subtype.map(|s| db.subtype_name(s).to_string()),
            });
        }
    }
    let restricted: Vec<String> = all
        .iter()
        .filter(|c| rules.restricted(c))
        .map(|c| c.title.clone())
        .collect();
    if restricted.len() > RESTRICTED_TITLES_ALLOWED {
        problems.push(DeckProblem::TooManyRestricted {
            cards: restricted,
            list: list.name.clone(),
        });
    }
    if let Some(limit) = list.max_three_point_agendas {
        let big: Vec<(String, u32)> = cards
            .iter()
            .filter(|(c, _)| c.card_type == CardType::Agenda && c.agenda_points.unwrap_or(0) >= 3)
            .map(|(c, n)| (c.title.clone(), *n))
            .collect();
        let count: u32 = big.iter().map(|(_, n)| n).sum();
        if count > limit {
            problems.push(DeckProblem::TooManyThreePointAgendas {
                count,
                limit,
                cards: big,
                list: list.name.clone(),
            });
        }
    }
    if let Some(limit) = list.point_limit {
        let with: Vec<(String, u32)> = all
            .iter()
            .map(|c| (c.title.clone(), rules.points(c)))
            .filter(|(_, p)| *p > 0)
            .collect();
        let points: u32 = with.iter().map(|(_, p)| p).sum();
        if points > limit {
            problems.push(DeckProblem::Points {
                points,
                limit,
                cards: with,
                list: list.name.clone(),
            });
        }
    }
}
