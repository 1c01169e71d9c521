//! Finding fonts on the computer for the characters the built-in fonts lack (Japanese, Chinese,
//! Korean, Thai, …), and saying what to install when no font has them.
//!
//! [`FontDiscovery`] wraps a [`fontdb::Database`]. It is lazy: nothing is scanned until the first
//! character no built-in font has is asked for, so an event of Latin, Greek and Cyrillic names
//! never pays for the scan. Where it looks is injectable ([`FontDiscovery::system`],
//! [`FontDiscovery::folders`], [`FontDiscovery::from_database`]), so tests point it at an empty
//! folder or at one font. The screen (the app's font provider) and the printouts
//! ([`crate::io::print::fonts`]) share it: one scan, one choice of font per character, one
//! loaded copy of each font file.
//!
//! It works for any text, not only names: the app's own words (a translated UI) go through the
//! same door.
//!
//! [`uncovered`] and [`warning`] turn "which characters does no font have" into the message the
//! app, the print dialog and the `print` command show, naming the player and what to install.
//!
//! ```
//! use netrunner_to::io::fonts::FontDiscovery;
//! let empty = std::env::temp_dir().join("netrunner-to-doc-no-fonts");
//! let discovery = FontDiscovery::folders(vec![empty]);
//! assert!(discovery.face_for('田', false).is_none());
//! assert!(discovery.is_scanned());
//! ```

use crate::engine::Event;
use crate::i18n::Lang;
use crate::tr;
use std::collections::HashMap;
use std::path::PathBuf;
use std::sync::{Arc, Mutex, OnceLock};

/// The bytes of a font file, shared between the screen and the printouts without copying.
pub type FontBlob = Arc<dyn AsRef<[u8]> + Send + Sync>;

/// Families tried first, in this order, when several fonts have a character: sans-serif faces
/// made for screens and print, Japanese before Korean and Chinese (Han characters take the
/// Japanese forms; the app is used by Japanese stores first), then broad-coverage fonts.
/// Fonts not listed come after, regular sans-serif faces first.
pub const PREFERRED_FAMILIES: &[&str] = &[
    "Noto Sans",
    "Noto Sans CJK JP",
    "Noto Sans JP",
    "Source Han Sans JP",
    "Source Han Sans",
    "Yu Gothic UI",
    "Yu Gothic",
    "Meiryo UI",
    "Meiryo",
    "Hiragino Sans",
    "Hiragino Kaku Gothic ProN",
    "MS Gothic",
    "Noto Sans CJK KR",
    "Noto Sans KR",
    "Malgun Gothic",
    "Apple SD Gothic Neo",
    "Noto Sans CJK SC",
    "Noto Sans SC",
    "Microsoft YaHei",
    "PingFang SC",
    "Noto Sans CJK TC",
    "Noto Sans TC",
    "Microsoft JhengHei",
    "PingFang TC",
    "Noto Sans Thai",
    "Leelawadee UI",
    "Thonburi",
    "Noto Sans Arabic",
    "Noto Sans Hebrew",
    "Segoe UI",
    "Arial Unicode MS",
    "DejaVu Sans",
    "Droid Sans Fallback",
];

/// Where a [`FontDiscovery`] looks.
enum Source {
    /// The operating system's font folders (`fontdb::Database::load_system_fonts`).
    System,
    /// These folders (searched recursively).
    Folders(Vec<PathBuf>),
    /// A database the caller filled.
    Database(Box<fontdb::Database>),
}

/// A font face found for a character: its family, its file's bytes and its index in the file.
#[derive(Clone)]
pub struct FoundFace {
    /// The face's family name ("Noto Sans CJK JP").
    pub family: String,
    /// A name unique to the face (family, weight and index), for caches and the font chain.
    pub key: String,
    /// The font file's bytes (a collection holds several faces).
    pub data: FontBlob,
    /// The face's index in the file.
    pub index: u32,
    /// Whether this is a bold face.
    pub bold: bool,
}

impl std::fmt::Debug for FoundFace {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.debug_struct("FoundFace")
            .field("key", &self.key)
            .field("index", &self.index)
            .finish()
    }
}

struct State {
    /// The scanned database; `None` until the first lookup.
    db: Option<fontdb::Database>,
    /// Face ids in the order they are tried.
    order: Vec<fontdb::ID>,
    /// Faces chosen so far, tried first so that one text keeps one font.
    chosen: Vec<fontdb::ID>,
    /// Per character and weight: the face chosen (or none).
    by_char: HashMap<(char, bool), Option<fontdb::ID>>,
    /// Loaded font files, by path (or face id for in-memory fonts).
    blobs: HashMap<String, FontBlob>,
    /// How long the scan took.
    scan_time: Option<std::time::Duration>,
}

/// Finds installed fonts for characters, lazily (see the module documentation).
pub struct FontDiscovery {
    source: Mutex<Option<Source>>,
    preferred: Vec<String>,
    state: Mutex<State>,
}

impl std::fmt::Debug for FontDiscovery {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.debug_struct("FontDiscovery")
            .field("scanned", &self.is_scanned())
            .finish()
    }
}

impl FontDiscovery {
    fn new(source: Source) -> FontDiscovery {
        FontDiscovery {
            source: Mutex::new(Some(source)),
            preferred: PREFERRED_FAMILIES.iter().map(|s| s.to_string()).collect(),
            state: Mutex::new(State {
                db: None,
                order: Vec::new(),
                chosen: Vec::new(),
                by_char: HashMap::new(),
                blobs: HashMap::new(),
                scan_time: None,
            }),
        }
    }

    /// Looks in the operating system's font folders (Windows, macOS, Linux with fontconfig's
    /// folder list).
    pub fn system() -> FontDiscovery {
        FontDiscovery::new(Source::System)
    }

    /// The one system discovery of the process, shared by the app and the printouts.
    pub fn shared_system() -> Arc<FontDiscovery> {
        static SHARED: OnceLock<Arc<FontDiscovery>> = OnceLock::new();
        SHARED
            .get_or_init(|| Arc::new(FontDiscovery::system()))
            .clone()
    }

    /// Looks only in these folders (and their subfolders). An empty list or empty folders:
    /// nothing is found, as on a computer without extra fonts.
    pub fn folders(folders: Vec<PathBuf>) -> FontDiscovery {
        FontDiscovery::new(Source::Folders(folders))
    }

    /// Looks only in `db`.
    pub fn from_database(db: fontdb::Database) -> FontDiscovery {
        FontDiscovery::new(Source::Database(Box::new(db)))
    }

    /// The same discovery trying `families` first (e.g. Simplified Chinese fonts before
    /// Japanese ones for a Chinese user), then the usual order.
    pub fn preferring(mut self, families: &[&str]) -> FontDiscovery {
        let mut preferred: Vec<String> = families.iter().map(|s| s.to_string()).collect();
        preferred.extend(
            self.preferred
                .iter()
                .filter(|f| !families.contains(&f.as_str()))
                .cloned(),
        );
        self.preferred = preferred;
        self
    }

    /// Whether the fonts have been scanned (they are scanned on the first lookup).
    pub fn is_scanned(&self) -> bool {
        self.lock().db.is_some()
    }

    /// How long the scan took, once it has run.
    pub fn scan_time(&self) -> Option<std::time::Duration> {
        self.lock().scan_time
    }

    /// How many font faces the scan found (scans if it has not run).
    pub fn face_count(&self) -> usize {
        let mut st = self.lock();
        self.ensure_scanned(&mut st);
        st.db.as_ref().map_or(0, fontdb::Database::len)
    }

    fn lock(&self) -> std::sync::MutexGuard<'_, State> {
        // A panic while holding the lock leaves a usable cache behind: keep going.
        self.state.lock().unwrap_or_else(|e| e.into_inner())
    }

    fn ensure_scanned(&self, st: &mut State) {
        if st.db.is_some() {
            return;
        }
        let start = std::time::Instant::now();
        let source = self.source.lock().unwrap_or_else(|e| e.into_inner()).take();
        let db = match source {
            Some(Source::System) => {
                let mut db = fontdb::Database::new();
                db.load_system_fonts();
                db
            }
            Some(Source::Folders(folders)) => {
                let mut db = fontdb::Database::new();
                for f in folders {
                    db.load_fonts_dir(f);
                }
                db
            }
            Some(Source::Database(db)) => *db,
            None => fontdb::Database::new(),
        };
        let mut order: Vec<(FaceRank, fontdb::ID)> = db
            .faces()
            .map(|f| (rank(f, &self.preferred), f.id))
            .collect();
        order.sort();
        st.order = order.into_iter().map(|(_, id)| id).collect();
        st.db = Some(db);
        st.scan_time = Some(start.elapsed());
    }

    /// A face that has a glyph for `c`, bold if asked and the family has a bold face (else
    /// the regular one); `None` when no font found has it. Scans on first use; answers are
    /// cached per character.
    pub fn face_for(&self, c: char, bold: bool) -> Option<FoundFace> {
        if ignorable(c) {
            return None;
        }
        let mut st = self.lock();
        self.ensure_scanned(&mut st);
        let id = match st.by_char.get(&(c, bold)) {
            Some(found) => *found,
            None => {
                let found = find(&st, c, bold);
                st.by_char.insert((c, bold), found);
                if let Some(id) = found
                    && !st.chosen.contains(&id)
                {
                    st.chosen.push(id);
                }
                found
            }
        }?;
        load(&mut st, id)
    }

    /// Whether some font found has a glyph for `c` (ignorable characters count as covered).
    pub fn covers(&self, c: char) -> bool {
        ignorable(c) || self.face_for(c, false).is_some()
    }
}

/// Characters no font needs a glyph for: controls, spaces, joiners, variation selectors.
pub fn ignorable(c: char) -> bool {
    c.is_control()
        || c.is_whitespace()
        || matches!(c, '\u{200B}'..='\u{200F}' | '\u{2060}'..='\u{2064}' | '\u{FE00}'..='\u{FE0F}' | '\u{FEFF}' | '\u{E0100}'..='\u{E01EF}')
}

/// Sort key of a face: preferred family first, then regular upright sans-serif faces.
type FaceRank = (usize, u8, u16, u8, String, u32);

fn rank(f: &fontdb::FaceInfo, preferred: &[String]) -> FaceRank {
    let name = f
        .families
        .first()
        .map(|(n, _)| n.clone())
        .unwrap_or_default();
    let pref = f
        .families
        .iter()
        .filter_map(|(n, _)| preferred.iter().position(|p| p.eq_ignore_ascii_case(n)))
        .min()
        .unwrap_or(preferred.len());
    let style = match f.style {
        fontdb::Style::Normal => 0,
        _ => 1,
    };
    let weight = f.weight.0.abs_diff(400);
    let lower = name.to_lowercase();
    let kind = u8::from(f.monospaced || lower.contains("mono"))
        + u8::from(lower.contains("serif") && !lower.contains("sans"));
    (pref, style, weight, kind, name, f.index)
}

fn has_glyph(db: &fontdb::Database, id: fontdb::ID, c: char) -> bool {
    db.with_face_data(id, |data, index| {
        crate::io::print::fonts::has_glyph(data, index, c)
    })
    .unwrap_or(false)
}

fn find(st: &State, c: char, bold: bool) -> Option<fontdb::ID> {
    let db = st.db.as_ref()?;
    let regular = st
        .chosen
        .iter()
        .chain(st.order.iter())
        .copied()
        .find(|&id| has_glyph(db, id, c))?;
    if !bold {
        return Some(regular);
    }
    // The bold face of the same family, if it has the character too.
    let info = db.face(regular)?;
    let family = info.families.first().map(|(n, _)| n.as_str())?;
    let query = fontdb::Query {
        families: &[fontdb::Family::Name(family)],
        weight: fontdb::Weight::BOLD,
        stretch: info.stretch,
        style: fontdb::Style::Normal,
    };
    match db.query(&query) {
        Some(b) if db.face(b).is_some_and(|f| f.weight.0 >= 600) && has_glyph(db, b, c) => Some(b),
        _ => Some(regular),
    }
}

fn load(st: &mut State, id: fontdb::ID) -> Option<FoundFace> {
    let db = st.db.as_ref()?;
    let info = db.face(id)?;
    let family = info
        .families
        .first()
        .map(|(n, _)| n.clone())
        .unwrap_or_default();
    let bold = info.weight.0 >= 600;
    let index = info.index;
    let key = format!("{family}:{}:{index}", info.weight.0);
    let (path_key, source) = match &info.source {
        fontdb::Source::File(p) | fontdb::Source::SharedFile(p, _) => {
            (p.display().to_string(), info.source.clone())
        }
        fontdb::Source::Binary(_) => (format!("memory:{id}"), info.source.clone()),
    };
    let data = match st.blobs.get(&path_key) {
        Some(b) => b.clone(),
        None => {
            let blob: FontBlob = match source {
                fontdb::Source::File(p) | fontdb::Source::SharedFile(p, _) => {
                    Arc::new(std::fs::read(p).ok()?)
                }
                fontdb::Source::Binary(b) => b,
            };
            st.blobs.insert(path_key, blob.clone());
            blob
        }
    };
    Some(FoundFace {
        family,
        key,
        data,
        index,
        bold,
    })
}

/// A text some of whose characters no font has.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Uncovered {
    /// Whose text ("player 田中 太郎", "the event's name").
    pub what: String,
    /// The characters no font has, in order of appearance, each once.
    pub chars: Vec<char>,
}

/// The texts with characters `covers` says no font has, one entry per `what` (in order).
pub fn uncovered(
    texts: &[(String, String)],
    mut covers: impl FnMut(char) -> bool,
) -> Vec<Uncovered> {
    let mut out: Vec<Uncovered> = Vec::new();
    let mut known: HashMap<char, bool> = HashMap::new();
    for (what, text) in texts {
        for c in text.chars() {
            if ignorable(c) {
                continue;
            }
            let ok = *known.entry(c).or_insert_with(|| covers(c));
            if ok {
                continue;
            }
            match out.iter_mut().find(|u| &u.what == what) {
                Some(u) if !u.chars.contains(&c) => u.chars.push(c),
                Some(_) => {}
                None => out.push(Uncovered {
                    what: what.clone(),
                    chars: vec![c],
                }),
            }
        }
    }
    out
}

/// What would become of the characters no font has.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Doing {
    /// On the screen.
    Shown,
    /// On a printout.
    Printed,
}

/// Whose a text is, as [`event_texts`] keeps it (a key, put into words by [`whose`]).
const EVENT_NAME: &str = "event"; // i18n: not text (a key)
const PLAYER: &str = "player\u{0}"; // i18n: not text (a key)
const TEAM: &str = "team\u{0}"; // i18n: not text (a key)

/// Text someone typed that the program shows: the event's name, player names, identities as
/// entered, pronouns, team names; each with a key saying whose it is (worded by [`warning`]).
pub fn event_texts(event: &Event) -> Vec<(String, String)> {
    let mut out = vec![(EVENT_NAME.to_string(), event.settings().name.clone())];
    for p in event.players() {
        let who = format!("{PLAYER}{}", p.name);
        out.push((who.clone(), p.name.clone()));
        for t in [&p.corp, &p.runner, &p.pronouns].into_iter().flatten() {
            out.push((who.clone(), t.clone()));
        }
    }
    if let Some(m) = event.multiplayer() {
        for t in &m.teams {
            out.push((format!("{TEAM}{}", t.name), t.name.clone()));
        }
    }
    out
}

/// Whose a text is, from its key, in `lang` ("player 田中 太郎").
fn whose(key: &str, lang: Lang) -> String {
    if let Some(name) = key.strip_prefix(PLAYER) {
        tr!(lang, "fonts-what-player", name = name)
    } else if let Some(name) = key.strip_prefix(TEAM) {
        tr!(lang, "fonts-what-team", name = name)
    } else {
        tr!(lang, "fonts-what-event")
    }
}

/// The warning for the texts of `missing` (from [`event_texts`]), in `lang`: which cannot be
/// shown or printed and what to install (the command line prints it in English). `None` when
/// nothing is missing.
pub fn warning(missing: &[Uncovered], doing: Doing, lang: Lang) -> Option<String> {
    use unicode_script::{Script, UnicodeScript};
    if missing.is_empty() {
        return None;
    }
    let names: Vec<String> = missing
        .iter()
        .take(3)
        .map(|u| {
            let chars: String = u.chars.iter().take(6).collect();
            tr!(
                lang,
                "fonts-uncovered",
                what = whose(&u.what, lang),
                chars = chars
            )
        })
        .collect();
    let mut advices: Vec<&str> = Vec::new();
    for c in missing.iter().flat_map(|u| u.chars.iter()) {
        let advice = match c.script() {
            Script::Han
            | Script::Hiragana
            | Script::Katakana
            | Script::Bopomofo
            | Script::Hangul => "fonts-advice-cjk",
            Script::Thai => "fonts-advice-thai",
            _ => "fonts-advice-other",
        };
        if !advices.contains(&advice) {
            advices.push(advice);
        }
    }
    let names = names.join(&tr!(lang, "fonts-list-separator"));
    let advice = advices
        .iter()
        .map(|a| lang.text(a))
        .collect::<Vec<_>>()
        .join(&tr!(lang, "fonts-advice-separator"));
    let more = missing.len().saturating_sub(3);
    Some(match (doing, more) {
        (Doing::Shown, 0) => tr!(lang, "fonts-warning-shown", names = names, advice = advice),
        (Doing::Shown, _) => tr!(
            lang,
            "fonts-warning-shown-more",
            names = names,
            more = more,
            advice = advice
        ),
        (Doing::Printed, 0) => {
            tr!(
                lang,
                "fonts-warning-printed",
                names = names,
                advice = advice
            )
        }
        (Doing::Printed, _) => tr!(
            lang,
            "fonts-warning-printed-more",
            names = names,
            more = more,
            advice = advice
        ),
    })
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn an_empty_folder_finds_nothing_and_says_what_to_install() {
        let dir = std::env::temp_dir().join("netrunner-to-test-empty-fonts");
        let _ = std::fs::create_dir_all(&dir);
        let d = FontDiscovery::folders(vec![dir]);
        assert!(
            !d.is_scanned(),
            "nothing is scanned before the first lookup"
        );
        assert!(d.face_for('田', false).is_none());
        assert!(d.is_scanned());
        assert!(d.covers(' '), "spaces need no glyph");
        let texts = vec![
            (format!("{PLAYER}Ann"), "Ann".to_string()),
            (format!("{PLAYER}田中 太郎"), "田中 太郎".to_string()),
            (format!("{PLAYER}김민준"), "김민준".to_string()),
        ];
        let missing = uncovered(&texts, |c| c.is_ascii() || d.covers(c));
        assert_eq!(missing.len(), 2);
        assert_eq!(missing[0].chars, vec!['田', '中', '太', '郎']);
        let w = warning(&missing, Doing::Shown, Lang::ENGLISH).unwrap();
        assert!(w.contains("player 田中 太郎 (田中太郎)"), "{w}");
        assert!(w.contains("player 김민준"), "{w}");
        assert!(w.contains("fonts-noto-cjk"), "{w}");
        assert!(w.contains("Korean"), "{w}");
        assert_eq!(w.matches("Noto Sans CJK").count(), 1, "{w}");
        assert_eq!(warning(&[], Doing::Shown, Lang::ENGLISH), None);
    }

    #[test]
    fn preferred_families_come_first() {
        let d = FontDiscovery::system().preferring(&["Noto Sans CJK SC"]);
        assert_eq!(
            d.preferred.first().map(String::as_str),
            Some("Noto Sans CJK SC")
        );
        assert_eq!(
            d.preferred
                .iter()
                .filter(|f| *f == "Noto Sans CJK SC")
                .count(),
            1
        );
    }
}
