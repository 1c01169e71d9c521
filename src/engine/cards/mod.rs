//! Cards, formats, restriction lists, deck lists and the legality check.
//!
//! Cards are reference data, not event state: a [`CardDb`] is built from a [`CardData`] file
//! (NetrunnerDB's public data boiled down by `io::cards`), a [`Legality`] picks a format's
//! snapshot (card pool and restriction list) — the one in force on a date, or one the organizer
//! names — and [`check`] lists every way a [`Deck`] breaks the deck-building rules, each as a
//! typed [`DeckProblem`] that names its numbers.
//!
//! ```
//! use netrunner_to::engine::cards::{CardDb, Deck, DeckEntry, check, date};
//! # fn demo(db: &CardDb) -> Option<()> {
//! let rules = db.legality("standard", None, date("2025-05-01")?).ok()?;
//! assert_eq!(rules.snapshot.id, "standard_30"); // rotation_2025 with Ban List 25.04
//! let deck = Deck::default();
//! assert!(!check(&deck, netrunner_to::engine::Side::Corp, &rules).is_empty());
//! # Some(()) }
//! ```

mod check;
pub mod data;

pub use check::{
    AMPERE_AGENDAS_PER_FACTION, Deck, DeckEntry, DeckProblem, DeckSummary,
    RESTRICTED_TITLES_ALLOWED, agenda_points_needed, check, summary,
};
pub use data::{
    CARD_DATA_FORMAT, CARD_DATA_VERSION, CardData, CardRecord, CardType, FactionData, FormatData,
    PoolData, RestrictionData, SetData, SnapshotData,
};

use chrono::NaiveDate;
use std::collections::{BTreeMap, HashMap, HashSet};
use thiserror::Error;

/// How many days after the card data's newest snapshot a date may be before the data is called
/// old: ban lists change every few months, so data this old may miss a newer one.
pub const STALE_AFTER_DAYS: i64 = 60;

/// Whether data whose newest snapshot starts on `newest` may be too old for `on` (more than
/// [`STALE_AFTER_DAYS`] days later).
pub fn is_stale(newest: NaiveDate, on: NaiveDate) -> bool {
    on.signed_duration_since(newest).num_days() > STALE_AFTER_DAYS
}

/// Parses a `YYYY-MM-DD` date.
pub fn date(s: &str) -> Option<NaiveDate> {
    NaiveDate::parse_from_str(s.trim(), "%Y-%m-%d").ok()
}

/// The key titles are matched by: accents and typographic marks folded to ASCII, lower case,
/// every run of other characters one space ("Déjà Vu" → "deja vu", "Ichi 1.0" → "ichi 1 0").
pub fn title_key(title: &str) -> String {
    let ascii = deunicode::deunicode(title).to_lowercase();
    let mut out = String::with_capacity(ascii.len());
    for word in ascii
        .split(|c: char| !c.is_ascii_alphanumeric())
        .filter(|w| !w.is_empty())
    {
        if !out.is_empty() {
            out.push(' ');
        }
        out.push_str(word);
    }
    out
}

/// Why a card data file cannot be used.
#[derive(Debug, Clone, PartialEq, Eq, Error)]
pub enum CardDataError {
    /// The `format` tag is not ours.
    WrongFormat(String),
    /// Written by a newer program.
    NewerVersion(u32),
    /// A date that is not `YYYY-MM-DD`.
    BadDate {
        /// What carries the date.
        what: Dated,
        /// The text found.
        value: String,
    },
    /// A reference to something the file does not define.
    UnknownReference {
        /// What holds the reference.
        what: String,
        /// The kind of thing referred to.
        kind: DataKind,
        /// The missing id.
        id: String,
    },
    /// The same id twice.
    Duplicate {
        /// The kind of thing.
        kind: DataKind,
        /// The id.
        id: String,
    },
}

/// What in a card data file carries a date ([`CardDataError::BadDate`]).
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum Dated {
    /// The data itself.
    CardData,
    /// A set (by name).
    Set(String),
    /// A restriction list (by name).
    RestrictionList(String),
    /// A format's snapshot (by id).
    Snapshot(String),
}

/// A kind of thing a card data file defines.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum DataKind {
    /// A card.
    Card,
    /// A set.
    Set,
    /// A faction.
    Faction,
    /// A card pool.
    CardPool,
    /// A restriction list.
    RestrictionList,
    /// A format.
    Format,
}

/// Why a format's rules could not be chosen.
#[derive(Debug, Clone, PartialEq, Eq, Error)]
pub enum LegalityError {
    /// No format with this id or name.
    UnknownFormat {
        /// What was asked for.
        name: String,
        /// The formats the data has (their names).
        known: Vec<String>,
    },
    /// No snapshot with this id in the format.
    UnknownSnapshot {
        /// The format's name.
        format: String,
        /// What was asked for.
        id: String,
    },
    /// Nothing in force yet on the date.
    NothingInForce {
        /// The format's name.
        format: String,
        /// The date asked for.
        date: NaiveDate,
        /// When the format's first snapshot starts.
        first: String,
    },
}

/// The card database: the data file with indexes.
#[derive(Debug, Clone)]
pub struct CardDb {
    data: CardData,
    date: NaiveDate,
    cards: HashMap<String, usize>,
    codes: HashMap<String, usize>,
    sets: HashMap<String, usize>,
    factions: HashMap<String, usize>,
    pools: HashMap<String, usize>,
    restrictions: HashMap<String, usize>,
    titles: BTreeMap<String, Vec<usize>>,
}

fn index<T>(
    items: &[T],
    kind: DataKind,
    id: impl Fn(&T) -> &str,
) -> Result<HashMap<String, usize>, CardDataError> {
    let mut m = HashMap::with_capacity(items.len());
    for (i, it) in items.iter().enumerate() {
        if m.insert(id(it).to_string(), i).is_some() {
            return Err(CardDataError::Duplicate {
                kind,
                id: id(it).to_string(),
            });
        }
    }
    Ok(m)
}

fn need_date(what: Dated, value: &str) -> Result<NaiveDate, CardDataError> {
    date(value).ok_or(CardDataError::BadDate {
        what,
        value: value.to_string(),
    })
}

impl CardDb {
    /// Checks a card data file and builds the indexes.
    pub fn new(data: CardData) -> Result<CardDb, CardDataError> {
        if data.format != CARD_DATA_FORMAT {
            return Err(CardDataError::WrongFormat(data.format));
        }
        if data.version > CARD_DATA_VERSION {
            return Err(CardDataError::NewerVersion(data.version));
        }
        let day = need_date(Dated::CardData, &data.date)?;
        let cards = index(&data.cards, DataKind::Card, |c| &c.id)?;
        let sets = index(&data.sets, DataKind::Set, |s| &s.id)?;
        let factions = index(&data.factions, DataKind::Faction, |f| &f.id)?;
        let pools = index(&data.pools, DataKind::CardPool, |p| &p.id)?;
        let restrictions = index(&data.restrictions, DataKind::RestrictionList, |r| &r.id)?;
        index(&data.formats, DataKind::Format, |f| &f.id)?;
        let unknown = |what: &str, kind: DataKind, id: &str| CardDataError::UnknownReference {
            what: what.to_string(),
            kind,
            id: id.to_string(),
        };
        let mut codes = HashMap::new();
        let mut titles: BTreeMap<String, Vec<usize>> = BTreeMap::new();
        for (i, c) in data.cards.iter().enumerate() {
            if !factions.contains_key(&c.faction) {
                return Err(unknown(&c.title, DataKind::Faction, &c.faction));
            }
            for (code, set) in &c.printings {
                if !sets.contains_key(set) {
                    return Err(unknown(&c.title, DataKind::Set, set));
                }
                codes.insert(code.clone(), i);
            }
            let mut keys = vec![title_key(&c.title)];
            keys.extend(c.ascii.as_deref().map(title_key));
            if c.card_type.is_identity()
                && let Some((before, after)) = c.title.split_once(':')
            {
                keys.push(title_key(before));
                keys.push(title_key(after));
            }
            keys.sort();
            keys.dedup();
            for k in keys.into_iter().filter(|k| !k.is_empty()) {
                titles.entry(k).or_default().push(i);
            }
        }
        for s in &data.sets {
            if let Some(d) = &s.released {
                need_date(Dated::Set(s.name.clone()), d)?;
            }
        }
        for p in &data.pools {
            for s in &p.sets {
                if !sets.contains_key(s) {
                    return Err(unknown(&p.name, DataKind::Set, s));
                }
            }
        }
        for r in &data.restrictions {
            need_date(Dated::RestrictionList(r.name.clone()), &r.date_start)?;
            let listed = r
                .banned
                .iter()
                .chain(&r.restricted)
                .chain(r.universal_faction_cost.iter().map(|(c, _)| c))
                .chain(r.global_penalty.iter().map(|(c, _)| c))
                .chain(r.points.iter().map(|(c, _)| c));
            for c in listed {
                if !cards.contains_key(c) {
                    return Err(unknown(&r.name, DataKind::Card, c));
                }
            }
        }
        for f in &data.formats {
            for s in &f.snapshots {
                need_date(Dated::Snapshot(s.id.clone()), &s.date_start)?;
                if !pools.contains_key(&s.pool) {
                    return Err(unknown(&s.id, DataKind::CardPool, &s.pool));
                }
                if let Some(r) = &s.restriction
                    && !restrictions.contains_key(r)
                {
                    return Err(unknown(&s.id, DataKind::RestrictionList, r));
                }
            }
        }
        Ok(CardDb {
            date: day,
            data,
            cards,
            codes,
            sets,
            factions,
            pools,
            restrictions,
            titles,
        })
    }

    /// The data file behind the database.
    pub fn data(&self) -> &CardData {
        &self.data
    }
    /// The data's date.
    pub fn date(&self) -> NaiveDate {
        self.date
    }
    /// Where the data came from.
    pub fn source(&self) -> &str {
        &self.data.source
    }
    /// Every card.
    pub fn cards(&self) -> &[CardRecord] {
        &self.data.cards
    }
    /// The formats, in file order.
    pub fn formats(&self) -> &[FormatData] {
        &self.data.formats
    }
    /// A card by id.
    pub fn card(&self, id: &str) -> Option<&CardRecord> {
        self.cards.get(id).and_then(|&i| self.data.cards.get(i))
    }
    /// A card by one of its printing codes (e.g. "01110").
    pub fn card_by_code(&self, code: &str) -> Option<&CardRecord> {
        self.codes.get(code).and_then(|&i| self.data.cards.get(i))
    }
    /// Cards whose title (or, for identities, the part before or after the colon) has this
    /// [`title_key`].
    pub fn cards_titled(&self, key: &str) -> Vec<&CardRecord> {
        self.titles
            .get(key)
            .map(|v| v.iter().filter_map(|&i| self.data.cards.get(i)).collect())
            .unwrap_or_default()
    }
    /// Every title key (for similarity searches), sorted, with the cards it names.
    pub fn title_keys(&self) -> impl Iterator<Item = (&str, Vec<&CardRecord>)> {
        self.titles.iter().map(|(k, v)| {
            (
                k.as_str(),
                v.iter().filter_map(|&i| self.data.cards.get(i)).collect(),
            )
        })
    }
    /// Cards with a title key starting with `prefix`, by title, each once.
    pub fn cards_with_title_prefix(&self, prefix: &str) -> Vec<&CardRecord> {
        let mut v: Vec<&CardRecord> = self
            .titles
            .range(prefix.to_string()..)
            .take_while(|(k, _)| k.starts_with(prefix))
            .flat_map(|(_, v)| v.iter().filter_map(|&i| self.data.cards.get(i)))
            .collect();
        v.sort_by(|a, b| a.title.cmp(&b.title).then(a.id.cmp(&b.id)));
        v.dedup_by(|a, b| a.id == b.id);
        v
    }
    /// A set by id.
    pub fn set(&self, id: &str) -> Option<&SetData> {
        self.sets.get(id).and_then(|&i| self.data.sets.get(i))
    }
    /// A set by name or short code, compared by [`title_key`].
    pub fn set_named(&self, name: &str) -> Option<&SetData> {
        let key = title_key(name);
        self.data
            .sets
            .iter()
            .find(|s| title_key(&s.name) == key || (!s.code.is_empty() && s.code == key))
    }
    /// A faction by id.
    pub fn faction(&self, id: &str) -> Option<&FactionData> {
        self.factions
            .get(id)
            .and_then(|&i| self.data.factions.get(i))
    }
    /// A faction's display name (the id if unknown).
    pub fn faction_name<'a>(&'a self, id: &'a str) -> &'a str {
        self.faction(id).map_or(id, |f| f.name.as_str())
    }
    /// A card pool by id.
    pub fn pool(&self, id: &str) -> Option<&PoolData> {
        self.pools.get(id).and_then(|&i| self.data.pools.get(i))
    }
    /// A restriction list by id.
    pub fn restriction(&self, id: &str) -> Option<&RestrictionData> {
        self.restrictions
            .get(id)
            .and_then(|&i| self.data.restrictions.get(i))
    }
    /// A subtype's display name (the id if unknown).
    pub fn subtype_name<'a>(&'a self, id: &'a str) -> &'a str {
        self.data
            .subtypes
            .iter()
            .find(|s| s.id == id)
            .map_or(id, |s| s.name.as_str())
    }

    /// A format by id or display name (case-insensitive; "System Gateway" or
    /// "system_gateway").
    pub fn format(&self, name: &str) -> Option<&FormatData> {
        let key = title_key(name);
        self.data
            .formats
            .iter()
            .find(|f| title_key(&f.id) == key || title_key(&f.name) == key)
    }

    /// The date from which a snapshot is in force: its own start, or its restriction list's
    /// start when that is later (a list is not in force before its own start).
    pub fn in_force_from(&self, s: &SnapshotData) -> Option<NaiveDate> {
        let own = date(&s.date_start)?;
        let list = s
            .restriction
            .as_deref()
            .and_then(|r| self.restriction(r))
            .and_then(|r| date(&r.date_start));
        Some(list.map_or(own, |l| l.max(own)))
    }

    /// The snapshot of a format in force on a date: of the snapshots in force by then (both its
    /// own start and its restriction list's start passed), the one that came into force last.
    /// NetrunnerDB's file order breaks ties. Snapshots of a variant listed in the format's file
    /// under another name (`sunset_01` in Standard) are only used when named.
    pub fn snapshot_in_force<'a>(
        &'a self,
        format: &'a FormatData,
        on: NaiveDate,
    ) -> Option<&'a SnapshotData> {
        let prefix = format!("{}_", format.id);
        format
            .snapshots
            .iter()
            .enumerate()
            .filter(|(_, s)| s.id.starts_with(&prefix))
            .filter_map(|(i, s)| Some(((self.in_force_from(s)?, i), s)))
            .filter(|((from, _), _)| *from <= on)
            .max_by_key(|(key, _)| *key)
            .map(|(_, s)| s)
    }

    /// The date the newest snapshot of any format comes into force (the newest rules the data
    /// knows); `None` for data without snapshots.
    pub fn newest_snapshot(&self) -> Option<NaiveDate> {
        self.data
            .formats
            .iter()
            .flat_map(|f| &f.snapshots)
            .filter_map(|s| self.in_force_from(s))
            .max()
    }

    /// Whether the data may be too old for rules in force on `on`: `Some(newest snapshot)`
    /// when `on` is more than [`STALE_AFTER_DAYS`] days after it (newer ban lists may exist).
    pub fn stale_on(&self, on: NaiveDate) -> Option<NaiveDate> {
        let newest = self.newest_snapshot()?;
        is_stale(newest, on).then_some(newest)
    }

    /// The rules of a format: the snapshot named, or the one in force on `on`.
    pub fn legality<'a>(
        &'a self,
        format: &str,
        snapshot: Option<&str>,
        on: NaiveDate,
    ) -> Result<Legality<'a>, LegalityError> {
        let f = self
            .format(format)
            .ok_or_else(|| LegalityError::UnknownFormat {
                name: format.to_string(),
                known: self.data.formats.iter().map(|f| f.name.clone()).collect(),
            })?;
        let s = match snapshot {
            Some(id) => f.snapshots.iter().find(|s| s.id == id).ok_or_else(|| {
                LegalityError::UnknownSnapshot {
                    format: f.name.clone(),
                    id: id.to_string(),
                }
            })?,
            None => self
                .snapshot_in_force(f, on)
                .ok_or_else(|| LegalityError::NothingInForce {
                    format: f.name.clone(),
                    date: on,
                    first: f
                        .snapshots
                        .iter()
                        .filter_map(|s| self.in_force_from(s))
                        .min()
                        .map_or_else(|| "never".into(), |d| d.to_string()),
                })?,
        };
        Ok(Legality::new(self, f, s))
    }
}

/// The rules one deck is checked against: a format's snapshot (card pool and restriction list).
#[derive(Debug, Clone)]
pub struct Legality<'a> {
    /// The card database.
    pub db: &'a CardDb,
    /// The format.
    pub format: &'a FormatData,
    /// The snapshot.
    pub snapshot: &'a SnapshotData,
    /// The snapshot's card pool (empty if the data lacks it; checked when the data is loaded).
    pub pool: Option<&'a PoolData>,
    /// The snapshot's restriction list, if it has one.
    pub restriction: Option<&'a RestrictionData>,
    pool_sets: HashSet<&'a str>,
    banned: HashSet<&'a str>,
    restricted: HashSet<&'a str>,
    universal: HashMap<&'a str, u32>,
    penalty: HashMap<&'a str, u32>,
    points: HashMap<&'a str, u32>,
}

fn costs(list: &[(String, u32)]) -> HashMap<&str, u32> {
    list.iter().map(|(c, n)| (c.as_str(), *n)).collect()
}

impl<'a> Legality<'a> {
    fn new(db: &'a CardDb, format: &'a FormatData, snapshot: &'a SnapshotData) -> Legality<'a> {
        let pool = db.pool(&snapshot.pool);
        let restriction = snapshot
            .restriction
            .as_deref()
            .and_then(|r| db.restriction(r));
        let r = restriction;
        Legality {
            db,
            format,
            snapshot,
            pool,
            restriction,
            pool_sets: pool
                .map(|p| p.sets.iter().map(String::as_str).collect())
                .unwrap_or_default(),
            banned: r
                .map(|r| r.banned.iter().map(String::as_str).collect())
                .unwrap_or_default(),
            restricted: r
                .map(|r| r.restricted.iter().map(String::as_str).collect())
                .unwrap_or_default(),
            universal: r
                .map(|r| costs(&r.universal_faction_cost))
                .unwrap_or_default(),
            penalty: r.map(|r| costs(&r.global_penalty)).unwrap_or_default(),
            points: r.map(|r| costs(&r.points)).unwrap_or_default(),
        }
    }

    /// When these rules came into force.
    pub fn in_force_from(&self) -> Option<NaiveDate> {
        self.db.in_force_from(self.snapshot)
    }

    /// The format, card pool and restriction as the card data names them: "Standard: Seventh
    /// Rotation, Standard Ban List 25.04".
    pub fn names(&self) -> String {
        let mut s = format!(
            "{}: {}",
            self.format.name,
            self.pool.map_or(self.snapshot.pool.as_str(), |p| &p.name)
        );
        if let Some(r) = self.restriction {
            s.push_str(", ");
            s.push_str(&r.name);
        }
        s
    }

    /// "Standard: Seventh Rotation, Standard Ban List 25.04 (from 2025-04-24)".
    pub fn describe(&self) -> String {
        let mut s = self.names();
        if let Some(d) = self.in_force_from() {
            s.push_str(&format!(" (from {d})"));
        }
        s
    }

    /// Whether some printing of the card is in the pool.
    pub fn in_pool(&self, card: &CardRecord) -> bool {
        card.printings
            .iter()
            .any(|(_, set)| self.pool_sets.contains(set.as_str()))
    }
    /// Why the card is banned, if it is: `None`, or `Some(None)` banned by name, or
    /// `Some(Some(subtype))` banned with its subtype.
    pub fn banned(&self, card: &CardRecord) -> Option<Option<&'a str>> {
        if self.banned.contains(card.id.as_str()) {
            return Some(None);
        }
        let r = self.restriction?;
        r.banned_subtypes
            .iter()
            .find(|s| card.subtypes.contains(s))
            .map(|s| Some(s.as_str()))
    }
    /// Whether the card is restricted.
    pub fn restricted(&self, card: &CardRecord) -> bool {
        self.restricted.contains(card.id.as_str())
    }
    /// The card's universal faction cost per copy (0 if none).
    pub fn universal_cost(&self, card: &CardRecord) -> u32 {
        self.universal.get(card.id.as_str()).copied().unwrap_or(0)
    }
    /// The card's global penalty per copy (0 if none).
    pub fn global_penalty(&self, card: &CardRecord) -> u32 {
        self.penalty.get(card.id.as_str()).copied().unwrap_or(0)
    }
    /// The card's points (0 if none).
    pub fn points(&self, card: &CardRecord) -> u32 {
        self.points.get(card.id.as_str()).copied().unwrap_or(0)
    }
}
