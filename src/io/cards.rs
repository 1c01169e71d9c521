//! The card data: the file compiled into the program (`data/cards.json`), newer files the
//! organizer loads, and building a file from a checkout of NetrunnerDB's `netrunner-cards-json`
//! repository (`scripts/update-card-data.sh` runs `netrunner-to deck data build`).

use crate::engine::Side;
use crate::engine::cards::{
    CARD_DATA_FORMAT, CARD_DATA_VERSION, CardData, CardDataError, CardDb, CardRecord, CardType,
    FactionData, FormatData, PoolData, RestrictionData, SetData, SnapshotData, data::NamedData,
};
use serde_json::Value;
use std::collections::{BTreeMap, BTreeSet};
use std::path::{Path, PathBuf};
use std::sync::OnceLock;
use thiserror::Error;

mod archive;
pub mod download;

pub use archive::MAX_ARCHIVE_BYTES;

/// The card data compiled into the program.
pub const EMBEDDED: &str = include_str!("../../data/cards.json");

/// The largest card data file read (the real one is well under 1 MB).
pub const MAX_CARD_DATA_BYTES: u64 = 32 * 1024 * 1024;

/// The file name of a loaded card data file in the app's data directory.
pub const USER_FILE_NAME: &str = "cards.json";

/// Why card data could not be read or built.
#[derive(Debug, Error)]
pub enum CardFileError {
    /// Reading failed.
    Io {
        /// The file.
        path: String,
        /// The error.
        source: std::io::Error,
    },
    /// Not JSON, or not the expected shape.
    Parse {
        /// The file.
        path: String,
        /// What is wrong.
        reason: String,
    },
    /// The data does not hold together.
    Invalid {
        /// The file.
        path: String,
        /// What is wrong.
        source: CardDataError,
    },
    /// Writing failed.
    Save {
        /// The file.
        path: String,
        /// What went wrong.
        source: crate::io::save::FileError,
    },
    /// Too big to be card data.
    TooLarge {
        /// The file.
        path: String,
        /// Its size.
        size: u64,
        /// The most read.
        max: u64,
    },
    /// A folder or archive that is not a copy of NetrunnerDB's card repository.
    NotARepository {
        /// The folder or archive.
        path: String,
    },
    /// A copy of the repository that lacks a file the card data needs.
    Incomplete {
        /// The missing file.
        path: String,
    },
    /// A zip archive that cannot be read (broken or cut short).
    Archive {
        /// The archive.
        path: String,
        /// What is wrong.
        reason: String,
    },
    /// The download failed.
    Download {
        /// The address.
        url: String,
        /// What went wrong.
        problem: download::Problem,
    },
}

/// The card database built from the embedded file (built once).
pub fn embedded() -> &'static CardDb {
    static DB: OnceLock<CardDb> = OnceLock::new();
    DB.get_or_init(|| match parse(EMBEDDED, "the built-in card data") {
        Ok(db) => db,
        // The embedded file is checked by the tests; an empty database is the safe fallback.
        Err(_) => empty(),
    })
}

/// A valid database without cards or formats.
fn empty() -> CardDb {
    let data = CardData {
        format: CARD_DATA_FORMAT.into(),
        version: CARD_DATA_VERSION,
        source: "none".into(),
        date: "1970-01-01".into(),
        factions: vec![],
        subtypes: vec![],
        sets: vec![],
        cards: vec![],
        pools: vec![],
        restrictions: vec![],
        formats: vec![],
    };
    match CardDb::new(data) {
        Ok(db) => db,
        Err(_) => unreachable_db(),
    }
}

#[expect(clippy::panic)] // an empty data file is valid by construction
fn unreachable_db() -> CardDb {
    panic!("an empty card data file is valid")
}

/// Parses a card data file's text.
pub fn parse(text: &str, path: &str) -> Result<CardDb, CardFileError> {
    let data: CardData = serde_json::from_str(text).map_err(|e| CardFileError::Parse {
        path: path.to_string(),
        reason: e.to_string(),
    })?;
    CardDb::new(data).map_err(|source| CardFileError::Invalid {
        path: path.to_string(),
        source,
    })
}

/// Reads card data from a file written by `deck data build`, or builds it from a copy of
/// NetrunnerDB's `netrunner-cards-json` repository: a checkout or unpacked download (a folder),
/// or the zip archive GitHub serves.
pub fn load(path: &Path) -> Result<CardDb, CardFileError> {
    let name = path.display().to_string();
    let data = if path.is_dir() {
        build_from_checkout(path)?
    } else if archive::is_zip_file(path) {
        let bytes = archive::read_file(path)?;
        build_from_tree(&archive::read_zip(&bytes, &name)?, None, None)?
    } else {
        let bytes = read_capped(path)?;
        let text = String::from_utf8(bytes).map_err(|_| CardFileError::Parse {
            path: name.clone(),
            reason: "not UTF-8 text".into(),
        })?;
        return parse(&text, &name);
    };
    CardDb::new(data).map_err(|source| CardFileError::Invalid { path: name, source })
}

fn read_capped(path: &Path) -> Result<Vec<u8>, CardFileError> {
    read_at_most(path, MAX_CARD_DATA_BYTES)
}

/// A file's bytes, if it is at most `max` bytes long.
fn read_at_most(path: &Path, max: u64) -> Result<Vec<u8>, CardFileError> {
    let name = path.display().to_string();
    let io = |source| CardFileError::Io {
        path: name.clone(),
        source,
    };
    let size = std::fs::metadata(path).map_err(io)?.len();
    if size > max {
        return Err(CardFileError::TooLarge {
            path: name,
            size,
            max,
        });
    }
    std::fs::read(path).map_err(io)
}

/// The newer of the built-in data and the file the organizer loaded into `data_dir` (if any):
/// a program update can bring newer data than a file loaded long ago. A loaded file that
/// cannot be read is reported, and the built-in data is used.
pub fn current(data_dir: Option<&Path>) -> (CardDbRef, Option<CardFileError>) {
    let Some(path) = data_dir.map(user_file) else {
        return (CardDbRef::Embedded, None);
    };
    if !path.exists() {
        return (CardDbRef::Embedded, None);
    }
    match load(&path) {
        Ok(db) if db.date() > embedded().date() => (CardDbRef::Loaded(Box::new(db), path), None),
        Ok(_) => (CardDbRef::Embedded, None),
        Err(e) => (CardDbRef::Embedded, Some(e)),
    }
}

/// Where a loaded card data file is kept in a data directory.
pub fn user_file(data_dir: &Path) -> PathBuf {
    data_dir.join(USER_FILE_NAME)
}

/// Checks a card data file (or a copy of the repository: folder or zip) and stores it as the
/// data directory's card data. Nothing is replaced when anything fails.
pub fn install(source: &Path, data_dir: &Path) -> Result<CardDb, CardFileError> {
    let db = load(source)?;
    save(&db, data_dir)?;
    Ok(db)
}

/// Stores checked card data as the data directory's card data (written whole, then renamed).
pub fn save(db: &CardDb, data_dir: &Path) -> Result<(), CardFileError> {
    let text = to_json(db.data());
    let path = user_file(data_dir);
    std::fs::create_dir_all(data_dir).map_err(|source| CardFileError::Io {
        path: data_dir.display().to_string(),
        source,
    })?;
    crate::io::save::write_atomic(&path, text.as_bytes()).map_err(|source| CardFileError::Save {
        path: path.display().to_string(),
        source,
    })
}

/// The line that says the card data may be too old for rules in force on `on` (English: the
/// command line and the phones' pages; the app and the printouts say it in their language):
/// "card data of 2026-08-01; newer ban lists may exist — Deck lists ▸ Update card data…".
pub fn stale_line(db: &CardDb, on: chrono::NaiveDate) -> Option<String> {
    db.stale_on(on).map(stale_text)
}

fn stale_text(newest: chrono::NaiveDate) -> String {
    format!("card data of {newest}; newer ban lists may exist — Deck lists ▸ Update card data…")
}

/// [`stale_line`] for the card data in use in `data_dir` ([`current`]). The phones' pages ask
/// on every view: the answer is remembered while the loaded file stays the same.
pub fn stale_line_in_use(data_dir: Option<&Path>, on: chrono::NaiveDate) -> Option<String> {
    stale_date_in_use(data_dir, on).map(stale_text)
}

/// The date of the card data in use in `data_dir` when it may be too old for rules in force on
/// `on` (what [`stale_line_in_use`] says, for pages that write it in their own language).
pub fn stale_date_in_use(
    data_dir: Option<&Path>,
    on: chrono::NaiveDate,
) -> Option<chrono::NaiveDate> {
    type Seen = Option<(
        PathBuf,
        Option<std::time::SystemTime>,
        u64,
        Option<chrono::NaiveDate>,
    )>;
    static SEEN: std::sync::Mutex<Seen> = std::sync::Mutex::new(None);
    let newest = match data_dir.map(user_file) {
        Some(path) if path.exists() => {
            let meta = std::fs::metadata(&path).ok();
            let modified = meta.as_ref().and_then(|m| m.modified().ok());
            let len = meta.as_ref().map_or(0, std::fs::Metadata::len);
            let mut seen = SEEN
                .lock()
                .unwrap_or_else(std::sync::PoisonError::into_inner);
            match seen.as_ref() {
                Some((p, m, l, newest)) if *p == path && *m == modified && *l == len => *newest,
                _ => {
                    let newest = current(Some(path.parent().unwrap_or(&path)))
                        .0
                        .db()
                        .newest_snapshot();
                    *seen = Some((path, modified, len, newest));
                    newest
                }
            }
        }
        _ => embedded().newest_snapshot(),
    }?;
    crate::engine::cards::is_stale(newest, on).then_some(newest)
}

/// The card database in use: the built-in one or a loaded file.
#[derive(Debug)]
pub enum CardDbRef {
    /// The data compiled into the program.
    Embedded,
    /// A newer file, from this path.
    Loaded(Box<CardDb>, PathBuf),
}

impl CardDbRef {
    /// The database.
    pub fn db(&self) -> &CardDb {
        match self {
            CardDbRef::Embedded => embedded(),
            CardDbRef::Loaded(db, _) => db,
        }
    }
    /// "built-in card data of 2025-09-17" or "card data of 2026-01-10 from PATH".
    pub fn describe(&self) -> String {
        match self {
            CardDbRef::Embedded => format!("built-in card data of {}", embedded().date()),
            CardDbRef::Loaded(db, p) => {
                format!("card data of {} from {}", db.date(), p.display())
            }
        }
    }
}

/// The card data file's text: compact JSON, one line per card so that a data update reads as a
/// small diff.
pub fn to_json(data: &CardData) -> String {
    fn line<T: serde::Serialize>(v: &T) -> String {
        serde_json::to_string(v).unwrap_or_default()
    }
    fn items<T: serde::Serialize>(v: &[T]) -> Vec<String> {
        v.iter().map(line).collect()
    }
    let mut out = String::from("{\n");
    let head = [
        ("format", line(&data.format)),
        ("version", line(&data.version)),
        ("source", line(&data.source)),
        ("date", line(&data.date)),
    ];
    for (k, v) in head {
        out.push_str(&format!("\"{k}\":{v},\n"));
    }
    let lists: [(&str, Vec<String>); 7] = [
        ("factions", items(&data.factions)),
        ("subtypes", items(&data.subtypes)),
        ("sets", items(&data.sets)),
        ("cards", items(&data.cards)),
        ("pools", items(&data.pools)),
        ("restrictions", items(&data.restrictions)),
        ("formats", items(&data.formats)),
    ];
    let n = lists.len();
    for (i, (k, items)) in lists.into_iter().enumerate() {
        out.push_str(&format!("\"{k}\":[\n"));
        out.push_str(&items.join(",\n"));
        out.push_str(if i + 1 == n { "\n]\n" } else { "\n],\n" });
    }
    out.push_str("}\n");
    out
}

// ----- building from a NetrunnerDB checkout -----------------------------------------------------

/// The most bytes of `v2/` files read from one copy of the repository (the real one holds
/// about 10 MB); more is not card data (or a zip bomb).
pub const MAX_REPOSITORY_BYTES: u64 = 128 * 1024 * 1024;

/// A copy of NetrunnerDB's repository in memory: the JSON files of its `v2/` folder by path
/// inside it (`cards/hedge_fund.json`), whether from a folder or a zip archive.
pub(crate) struct Tree {
    /// How the `v2/` folder is named in messages (`DIR/v2`, `ARCHIVE.zip: …/v2`).
    name: String,
    files: BTreeMap<String, Vec<u8>>,
    /// The source and date the copy names (its `SOURCE.txt`), if any.
    source: Option<(String, String)>,
}

impl Tree {
    pub(crate) fn new(
        name: String,
        files: BTreeMap<String, Vec<u8>>,
        source: Option<(String, String)>,
    ) -> Tree {
        Tree {
            name,
            files,
            source,
        }
    }
    fn shown(&self, rel: &str) -> String {
        format!("{}/{rel}", self.name)
    }
    fn json(&self, rel: &str) -> Result<Value, CardFileError> {
        let bytes = self
            .files
            .get(rel)
            .ok_or_else(|| CardFileError::Incomplete {
                path: self.shown(rel),
            })?;
        serde_json::from_slice(bytes).map_err(|e| CardFileError::Parse {
            path: self.shown(rel),
            reason: e.to_string(),
        })
    }
    /// The JSON files of a folder (`cards`), sorted by name; `deep`: of its sub-folders.
    fn json_files(&self, dir: &str, deep: bool) -> Vec<String> {
        let prefix = format!("{dir}/");
        self.files
            .keys()
            .filter(|k| {
                k.strip_prefix(&prefix).is_some_and(|rest| {
                    rest.ends_with(".json") && rest.matches('/').count() == usize::from(deep)
                })
            })
            .cloned()
            .collect()
    }
}

/// Reads a folder's `v2/` JSON files (the folder holding `v2/`, `v2/` itself, or a folder
/// holding one such folder: where a downloaded archive was unpacked).
fn read_tree(root: &Path) -> Result<Tree, CardFileError> {
    let v2 = find_v2(root).ok_or_else(|| CardFileError::NotARepository {
        path: root.display().to_string(),
    })?;
    let mut files = BTreeMap::new();
    let mut total = 0u64;
    let mut stack = vec![(v2.clone(), String::new(), 0)];
    while let Some((dir, rel, depth)) = stack.pop() {
        let io = |source| CardFileError::Io {
            path: dir.display().to_string(),
            source,
        };
        for entry in std::fs::read_dir(&dir).map_err(io)?.filter_map(Result::ok) {
            let name = entry.file_name().to_string_lossy().into_owned();
            let path = entry.path();
            let rel = if rel.is_empty() {
                name.clone()
            } else {
                format!("{rel}/{name}")
            };
            if path.is_dir() {
                if depth < 2 {
                    stack.push((path, rel, depth + 1));
                }
            } else if name.ends_with(".json") {
                let bytes = read_capped(&path)?;
                total += bytes.len() as u64;
                if total > MAX_REPOSITORY_BYTES {
                    return Err(CardFileError::TooLarge {
                        path: root.display().to_string(),
                        size: total,
                        max: MAX_REPOSITORY_BYTES,
                    });
                }
                files.insert(rel, bytes);
            }
        }
    }
    let source = v2.parent().and_then(source_txt);
    Ok(Tree::new(v2.display().to_string(), files, source))
}

/// The `v2/` folder of a copy of the repository at or just below `root`.
fn find_v2(root: &Path) -> Option<PathBuf> {
    let is_v2 = |p: &Path| p.join("factions.json").is_file() && p.join("cards").is_dir();
    if is_v2(&root.join("v2")) {
        return Some(root.join("v2"));
    }
    if is_v2(root) {
        return Some(root.to_path_buf());
    }
    // An unpacked archive: the folder the zip was unpacked into holds its one top folder.
    let mut found = std::fs::read_dir(root)
        .ok()?
        .filter_map(Result::ok)
        .map(|e| e.path().join("v2"))
        .filter(|p| is_v2(p));
    let v2 = found.next()?;
    found.next().is_none().then_some(v2)
}

fn s(v: &Value, k: &str) -> String {
    v.get(k).and_then(Value::as_str).unwrap_or("").to_string()
}
fn n(v: &Value, k: &str) -> Option<u32> {
    v.get(k)
        .and_then(Value::as_u64)
        .and_then(|x| u32::try_from(x).ok())
}
fn strings(v: &Value, k: &str) -> Vec<String> {
    v.get(k)
        .and_then(Value::as_array)
        .map(|a| {
            a.iter()
                .filter_map(Value::as_str)
                .map(String::from)
                .collect()
        })
        .unwrap_or_default()
}
fn side(v: &Value, what: String) -> Result<Side, CardFileError> {
    match v.get("side_id").and_then(Value::as_str) {
        Some("corp") => Ok(Side::Corp),
        Some("runner") => Ok(Side::Runner),
        other => Err(CardFileError::Parse {
            path: what,
            reason: format!("side {other:?} is neither corp nor runner"),
        }),
    }
}
/// `{"1": ["a", "b"], "3": ["c"]}` → `[("a", 1), ("b", 1), ("c", 3)]`, sorted by card id.
fn by_value(v: Option<&Value>) -> Vec<(String, u32)> {
    let mut out = Vec::new();
    if let Some(Value::Object(m)) = v {
        for (k, ids) in m {
            let Ok(value) = k.parse::<u32>() else {
                continue;
            };
            for id in ids
                .as_array()
                .into_iter()
                .flatten()
                .filter_map(Value::as_str)
            {
                out.push((id.to_string(), value));
            }
        }
    }
    out.sort();
    out
}

/// Builds card data from a checkout of NetrunnerDB's `netrunner-cards-json` repository (its
/// `v2/` directory). The source and date come from a `SOURCE.txt` beside `v2/` when there is one
/// ("… at commit HASH (YYYY-MM-DD)"), otherwise from [`build_from_checkout_with`]'s arguments.
pub fn build_from_checkout(root: &Path) -> Result<CardData, CardFileError> {
    build_from_checkout_with(root, None, None)
}

fn source_txt(root: &Path) -> Option<(String, String)> {
    source_line(&std::fs::read_to_string(root.join("SOURCE.txt")).ok()?)
}

/// The source and date a `SOURCE.txt` names: its first sentence up to "at commit HASH
/// (YYYY-MM-DD)", which may run over several lines; or a first line ending "(YYYY-MM-DD)."
fn source_line(text: &str) -> Option<(String, String)> {
    let joined = text
        .lines()
        .take_while(|l| !l.trim().is_empty())
        .map(str::trim)
        .collect::<Vec<_>>()
        .join(" ");
    let (text, open) = match joined.find(" at commit ") {
        Some(at) => (joined.as_str(), at + joined.get(at..)?.find('(')?),
        None => {
            let first = text.lines().next()?.trim();
            (first, first.rfind('(')?)
        }
    };
    let close = open + text.get(open..)?.find(')')?;
    let date = text.get(open + 1..close)?.to_string();
    crate::engine::cards::date(&date)?;
    Some((text.get(..=close)?.to_string(), date))
}

/// [`build_from_checkout`] with the source description and date given; those not given come
/// from `SOURCE.txt`, else "NetrunnerDB card data" and the newest date in the data.
pub fn build_from_checkout_with(
    root: &Path,
    source: Option<&str>,
    date: Option<&str>,
) -> Result<CardData, CardFileError> {
    let tree = if root.is_file() {
        archive::read_zip(&archive::read_file(root)?, &root.display().to_string())?
    } else {
        read_tree(root)?
    };
    build_from_tree(&tree, source, date)
}

/// Builds card data from a copy of the repository in memory (see [`build_from_checkout_with`]).
pub(crate) fn build_from_tree(
    tree: &Tree,
    source: Option<&str>,
    date: Option<&str>,
) -> Result<CardData, CardFileError> {
    let (txt_source, txt_date) = tree.source.clone().unzip();
    let source = source.map(String::from).or(txt_source).unwrap_or_default();
    let date = date.map(String::from).or(txt_date).unwrap_or_default();
    let bad = |path: &str, reason: &str| CardFileError::Parse {
        path: tree.shown(path),
        reason: reason.to_string(),
    };
    let array = |name: &str| -> Result<Vec<Value>, CardFileError> {
        match tree.json(name)? {
            Value::Array(a) => Ok(a),
            _ => Err(bad(name, "expected a JSON array")),
        }
    };
    let mut factions = Vec::new();
    for f in array("factions.json")? {
        factions.push(FactionData {
            id: s(&f, "id"),
            name: s(&f, "name"),
            side: side(&f, tree.shown("factions.json"))?,
            mini: f.get("is_mini").and_then(Value::as_bool).unwrap_or(false),
        });
    }
    let mut subtypes: Vec<NamedData> = array("card_subtypes.json")?
        .iter()
        .map(|t| NamedData {
            id: s(t, "id"),
            name: s(t, "name"),
        })
        .collect();
    let mut sets: Vec<SetData> = array("card_sets.json")?
        .iter()
        .map(|t| SetData {
            id: s(t, "id"),
            name: s(t, "name"),
            code: s(t, "legacy_code"),
            cycle: s(t, "card_cycle_id"),
            released: t
                .get("date_release")
                .and_then(Value::as_str)
                .map(String::from),
        })
        .collect();
    // Printings: card id → [(code, set)].
    let mut printings: BTreeMap<String, Vec<(String, String)>> = BTreeMap::new();
    for file in tree.json_files("printings", false) {
        let Value::Array(list) = tree.json(&file)? else {
            return Err(bad(&file, "expected a JSON array"));
        };
        for p in list {
            printings
                .entry(s(&p, "card_id"))
                .or_default()
                .push((s(&p, "id"), s(&p, "card_set_id")));
        }
    }
    let mut cards = Vec::new();
    for file in tree.json_files("cards", false) {
        let c = tree.json(&file)?;
        let id = s(&c, "id");
        let card_type: CardType =
            serde_json::from_value(c.get("card_type_id").cloned().unwrap_or(Value::Null))
                .map_err(|e| bad(&file, &e.to_string()))?;
        let title = s(&c, "title");
        let ascii = Some(s(&c, "stripped_title")).filter(|a| !a.is_empty() && *a != title);
        let mut prints = printings.remove(&id).unwrap_or_default();
        prints.sort();
        cards.push(CardRecord {
            title,
            ascii,
            side: side(&c, tree.shown(&file))?,
            faction: s(&c, "faction_id"),
            card_type,
            influence: n(&c, "influence_cost"),
            deck_limit: n(&c, "deck_limit").unwrap_or(3),
            minimum_deck_size: n(&c, "minimum_deck_size"),
            influence_limit: n(&c, "influence_limit"),
            agenda_points: n(&c, "agenda_points"),
            subtypes: strings(&c, "subtypes"),
            printings: prints,
            id,
        });
    }
    // Cycles → sets, so a pool listing only a cycle still gets its sets.
    let mut sets_of_cycle: BTreeMap<&str, Vec<&str>> = BTreeMap::new();
    for st in &sets {
        sets_of_cycle.entry(&st.cycle).or_default().push(&st.id);
    }
    let mut pools = Vec::new();
    for file in tree.json_files("card_pools", false) {
        let Value::Array(list) = tree.json(&file)? else {
            return Err(bad(&file, "expected a JSON array"));
        };
        for p in list {
            let mut ids: BTreeSet<String> = strings(&p, "card_set_ids").into_iter().collect();
            for cy in strings(&p, "card_cycle_ids") {
                for st in sets_of_cycle.get(cy.as_str()).into_iter().flatten() {
                    ids.insert((*st).to_string());
                }
            }
            pools.push(PoolData {
                id: s(&p, "id"),
                name: s(&p, "name"),
                sets: ids.into_iter().collect(),
            });
        }
    }
    let mut restrictions = Vec::new();
    for file in tree.json_files("restrictions", true) {
        let r = tree.json(&file)?;
        let mut banned = strings(&r, "banned");
        banned.sort();
        let mut restricted = strings(&r, "restricted");
        restricted.sort();
        let banned_subtypes = r
            .get("subtypes")
            .map(|st| strings(st, "banned"))
            .unwrap_or_default();
        restrictions.push(RestrictionData {
            id: s(&r, "id"),
            name: s(&r, "name"),
            date_start: s(&r, "date_start"),
            banned,
            banned_subtypes,
            restricted,
            universal_faction_cost: by_value(r.get("universal_faction_cost")),
            global_penalty: by_value(r.get("global_penalty")),
            points: by_value(r.get("points")),
            point_limit: n(&r, "point_limit"),
            max_three_point_agendas: n(&r, "max_3_point_agendas"),
        });
    }
    let mut formats = Vec::new();
    for file in tree.json_files("formats", false) {
        let f = tree.json(&file)?;
        let snapshots = f
            .get("snapshots")
            .and_then(Value::as_array)
            .into_iter()
            .flatten()
            .map(|sn| SnapshotData {
                id: s(sn, "id"),
                pool: s(sn, "card_pool_id"),
                restriction: sn
                    .get("restriction_id")
                    .and_then(Value::as_str)
                    .map(String::from),
                date_start: s(sn, "date_start"),
            })
            .collect();
        formats.push(FormatData {
            id: s(&f, "id"),
            name: s(&f, "name"),
            snapshots,
        });
    }
    factions.sort_by(|a, b| a.id.cmp(&b.id));
    subtypes.sort_by(|a, b| a.id.cmp(&b.id));
    sets.sort_by(|a, b| a.id.cmp(&b.id));
    cards.sort_by(|a, b| a.id.cmp(&b.id));
    pools.sort_by(|a, b| a.id.cmp(&b.id));
    restrictions.sort_by(|a, b| a.id.cmp(&b.id));
    // Standard first, then by name: the order formats are offered in.
    formats.sort_by(|a, b| (a.id != "standard", &a.name).cmp(&(b.id != "standard", &b.name)));
    let date = if date.is_empty() {
        newest_date(&sets, &restrictions, &formats)
    } else {
        date
    };
    Ok(CardData {
        format: CARD_DATA_FORMAT.into(),
        version: CARD_DATA_VERSION,
        source: if source.is_empty() {
            "NetrunnerDB card data (netrunner-cards-json, v2 layout)".into()
        } else {
            source
        },
        date,
        factions,
        subtypes,
        sets,
        cards,
        pools,
        restrictions,
        formats,
    })
}

fn newest_date(sets: &[SetData], lists: &[RestrictionData], formats: &[FormatData]) -> String {
    sets.iter()
        .filter_map(|s| s.released.clone())
        .chain(lists.iter().map(|r| r.date_start.clone()))
        .chain(
            formats
                .iter()
                .flat_map(|f| f.snapshots.iter().map(|s| s.date_start.clone())),
        )
        .filter(|d| crate::engine::cards::date(d).is_some())
        .max()
        .unwrap_or_else(|| "1970-01-01".into())
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn the_embedded_data_loads_and_is_small() {
        let db = parse(EMBEDDED, "embedded").unwrap();
        assert!(db.cards().len() > 1900, "{}", db.cards().len());
        assert!(EMBEDDED.len() < 2 * 1024 * 1024, "{} bytes", EMBEDDED.len());
        assert!(db.format("Standard").is_some());
        assert!(db.format("system gateway").is_some());
    }

    fn fixture(name: &str) -> PathBuf {
        Path::new(env!("CARGO_MANIFEST_DIR"))
            .join("fixtures/cards")
            .join(name)
    }

    #[test]
    fn the_embedded_data_agrees_with_the_extract_of_its_commit_in_the_repository() {
        // `scripts/update-card-data.sh` builds data/cards.json from a copy of the repository;
        // fixtures/cards/ keeps an extract of that copy (every v2 file but the cards whole,
        // 289 of the cards: each a restriction list names, Vantage Point's, the titles that
        // are also identities' subtitles). What the builder makes of it must be the built-in
        // data, record for record.
        let built = build_from_checkout(&fixture("netrunner-cards-json-extract")).unwrap();
        let db = embedded();
        let ours = db.data();
        assert_eq!(built.source, ours.source);
        assert_eq!(built.date, ours.date);
        assert_eq!(built.factions, ours.factions);
        assert_eq!(built.subtypes, ours.subtypes);
        assert_eq!(built.sets, ours.sets);
        assert_eq!(built.pools, ours.pools);
        assert_eq!(built.restrictions, ours.restrictions);
        assert_eq!(built.formats, ours.formats);
        assert!(built.cards.len() > 250, "{}", built.cards.len());
        for card in &built.cards {
            assert_eq!(Some(card), db.card(&card.id), "{}", card.id);
        }
        let vantage_point = built
            .cards
            .iter()
            .filter(|c| c.printings.iter().any(|(_, s)| s == "vantage_point"))
            .count();
        assert_eq!(vantage_point, 66);
        // The extract is itself valid card data (every card a list names is in it).
        CardDb::new(built).unwrap();
    }

    /// The whole comparison, against a full copy of the repository (not kept in ours):
    /// `NETRUNNER_TO_CARDS_CHECKOUT=DIR cargo test --lib -- --ignored whole_checkout`.
    #[test]
    #[ignore = "needs a full copy of netrunner-cards-json in NETRUNNER_TO_CARDS_CHECKOUT"]
    fn the_embedded_data_is_exactly_what_the_builder_makes_of_the_whole_checkout() {
        let checkout = PathBuf::from(std::env::var("NETRUNNER_TO_CARDS_CHECKOUT").unwrap());
        let built = build_from_checkout(&checkout).unwrap();
        assert_eq!(to_json(&built), EMBEDDED);
    }

    #[test]
    fn a_zip_as_github_serves_it_builds_the_same_data_as_the_unpacked_folder() {
        let folder = build_from_checkout(&fixture("netrunner-cards-json-extract")).unwrap();
        let db = load(&fixture("netrunner-cards-json-main.zip")).unwrap();
        let zipped = db.data();
        // The archive has no SOURCE.txt: its commit comes from the zip's comment, its date is
        // the newest date in the data (Balance Update 26.08).
        assert!(
            zipped
                .source
                .contains("netrunner-cards-json-main.zip at commit "),
            "{}",
            zipped.source
        );
        assert_eq!(zipped.date, "2026-08-01");
        assert_eq!(zipped.cards, folder.cards);
        assert_eq!(zipped.restrictions, folder.restrictions);
        assert_eq!(zipped.formats, folder.formats);
        assert_eq!(zipped.sets, folder.sets);
    }

    #[test]
    fn a_folder_holding_the_unpacked_archive_is_found() {
        // Unpacking the zip in Downloads gives Downloads/netrunner-cards-json-main/v2/…
        let dir = tempfile::tempdir().unwrap();
        let top = dir.path().join("netrunner-cards-json-main");
        copy_dir(&fixture("netrunner-cards-json-extract"), &top);
        let db = load(dir.path()).unwrap();
        assert_eq!(db.date().to_string(), "2026-07-23");
        assert!(db.card("kompromat").is_some());
        // A folder that is not a copy of the repository says so.
        let empty = tempfile::tempdir().unwrap();
        let e = load(empty.path()).unwrap_err();
        assert!(matches!(e, CardFileError::NotARepository { .. }), "{e}");
        // A copy missing a file the data needs says which.
        std::fs::remove_file(top.join("v2/card_sets.json")).unwrap();
        let e = load(&top).unwrap_err();
        assert!(e.to_string().contains("card_sets.json is missing"), "{e}");
    }

    fn copy_dir(from: &Path, to: &Path) {
        std::fs::create_dir_all(to).unwrap();
        for e in std::fs::read_dir(from).unwrap() {
            let e = e.unwrap();
            if e.path().is_dir() {
                copy_dir(&e.path(), &to.join(e.file_name()));
            } else {
                std::fs::copy(e.path(), to.join(e.file_name())).unwrap();
            }
        }
    }

    #[test]
    fn source_txt_may_run_over_several_lines() {
        let new = "NetrunnerDB card data (v2 layout), from the public repository Null-Signal-Games/netrunner-cards-json (formerly\nNetrunnerDB/netrunner-cards-json) at commit 51e7 (2026-07-23): 2,054 cards,\nincluding Vantage Point (2026-03-02).\n\nOther text (2020-01-01).";
        let (source, date) = source_line(new).unwrap();
        assert_eq!(date, "2026-07-23");
        assert!(
            source.ends_with(
                "(formerly NetrunnerDB/netrunner-cards-json) at commit 51e7 (2026-07-23)"
            ),
            "{source}"
        );
        let old = "NetrunnerDB card data (v2 layout), from X (2025-09-17).\nRulings left out.";
        assert_eq!(source_line(old).unwrap().1, "2025-09-17");
        assert!(source_line("no date here").is_none());
    }

    #[test]
    fn a_loaded_file_is_used_only_while_it_is_newer_than_the_built_in_data() {
        let dir = tempfile::tempdir().unwrap();
        let (db, err) = current(Some(dir.path()));
        assert!(matches!(db, CardDbRef::Embedded) && err.is_none());
        // A newer file (a new ban list): installed, then used.
        let mut newer = embedded().data().clone();
        newer.date = "2030-01-01".into();
        newer.restrictions[0].name = "Ban List 30.01".into();
        let src = dir.path().join("new.json");
        std::fs::write(&src, to_json(&newer)).unwrap();
        let data_dir = dir.path().join("data");
        install(&src, &data_dir).unwrap();
        let (db, _) = current(Some(&data_dir));
        assert_eq!(db.db().date().to_string(), "2030-01-01");
        assert!(db.describe().contains("card data of 2030-01-01 from"));
        // An older file (the program was updated since): the built-in data.
        let mut older = newer.clone();
        older.date = "2020-01-01".into();
        std::fs::write(&src, to_json(&older)).unwrap();
        install(&src, &data_dir).unwrap();
        assert!(matches!(current(Some(&data_dir)).0, CardDbRef::Embedded));
        // A broken file is reported and nothing replaces the data in use.
        std::fs::write(&src, "{not json").unwrap();
        let e = install(&src, &data_dir).unwrap_err();
        assert!(e.to_string().contains("is not card data"), "{e}");
        std::fs::write(user_file(&data_dir), "{}").unwrap();
        let (db, err) = current(Some(&data_dir));
        assert!(matches!(db, CardDbRef::Embedded));
        assert!(err.is_some());
    }

    #[test]
    fn the_embedded_data_round_trips_through_its_writer() {
        let db = parse(EMBEDDED, "embedded").unwrap();
        assert_eq!(to_json(db.data()), EMBEDDED);
    }
}
