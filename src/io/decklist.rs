//! Reading deck lists the way players have them, into a [`Deck`] with every title resolved to
//! a card.
//!
//! Three layouts are read (and mixed freely, line by line):
//! - NetrunnerDB's plain-text export: the deck's name, the identity (`Title (Set)`), section
//!   headers (`Agenda (10)`), `3x Title (Set) ●●●` lines and summary lines at the end, which are
//!   skipped; its Markdown export (`* 3x [Title](link) _(Set)_`) too;
//! - Jinteki.net's `3 Title` lines;
//! - a plain list: one title per line (a repeated line adds a copy), or `Title x3`.
//!
//! Titles are matched case- and accent-insensitively (`deja vu` is Déjà Vu), a set name or
//! version in parentheses picks among cards of the same name (`Ichi (Core Set)` is Ichi 1.0),
//! and a unique start of a title is enough (`Ichi 1` → Ichi 1.0). A title that names no card, or
//! more than one, is an error that lists the closest titles — never a guess — and then nothing
//! is read: a list with any unresolved line is refused whole.

use crate::engine::Side;
use crate::engine::cards::{CardDb, CardRecord, Deck, title_key};
use thiserror::Error;

/// The largest deck list read, in bytes (a real list is a few kilobytes).
pub const MAX_LIST_BYTES: usize = 64 * 1024;
/// The most lines of a list that are shown as problems before "… and N more".
pub const MAX_PROBLEMS_SHOWN: usize = 12;
/// The most copies one line may ask for (more is a typo, not a deck).
pub const MAX_COPIES_PER_LINE: u32 = 99;
/// How many close titles an unknown title suggests.
pub const SUGGESTIONS: usize = 3;

/// A line that could not be read.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct LineProblem {
    /// 1-based line number.
    pub line: usize,
    /// The line's text (trimmed, shortened).
    pub text: String,
    /// What is wrong.
    pub kind: LineProblemKind,
}

/// What is wrong with a line.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum LineProblemKind {
    /// No card has this title.
    Unknown {
        /// The closest titles.
        suggestions: Vec<String>,
    },
    /// Several cards fit.
    Ambiguous {
        /// The cards that fit, with a set each (e.g. "Ichi 1.0 (Core Set)").
        candidates: Vec<String>,
    },
    /// A count that is not believable (0, or more than [`MAX_COPIES_PER_LINE`]): the count.
    BadCount(u32),
}

/// Why a list could not be read. Nothing is stored when this is returned.
#[derive(Clone, Debug, PartialEq, Eq, Error)]
pub enum ReadError {
    /// Binary data, or not UTF-8 text.
    NotText,
    /// Too big to be a deck list.
    TooLarge {
        /// The size.
        size: usize,
    },
    /// No card lines at all.
    Empty,
    /// Lines that could not be resolved.
    Lines(Vec<LineProblem>),
}

/// The layout a list was recognised as.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Layout {
    /// NetrunnerDB's text or Markdown export (`3x Title` lines, section headers).
    NetrunnerDb,
    /// Jinteki.net (`3 Title` lines).
    Jinteki,
    /// A plain list of titles.
    Plain,
}

/// A list read successfully.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct ReadDeck {
    /// The deck.
    pub deck: Deck,
    /// The side, from the identity (or most of the cards when there is no identity).
    pub side: Option<Side>,
    /// How the list was recognised.
    pub layout: Layout,
}

/// Reads a deck list from bytes (a file's contents).
pub fn read_bytes(bytes: &[u8], db: &CardDb) -> Result<ReadDeck, ReadError> {
    if bytes.len() > MAX_LIST_BYTES {
        return Err(ReadError::TooLarge { size: bytes.len() });
    }
    let bytes = bytes.strip_prefix(b"\xEF\xBB\xBF").unwrap_or(bytes);
    if bytes.contains(&0) {
        return Err(ReadError::NotText);
    }
    let text = std::str::from_utf8(bytes).map_err(|_| ReadError::NotText)?;
    read(text, db)
}

/// Reads a deck list from text (pasted or read from a file).
pub fn read(text: &str, db: &CardDb) -> Result<ReadDeck, ReadError> {
    if text.len() > MAX_LIST_BYTES {
        return Err(ReadError::TooLarge { size: text.len() });
    }
    if text
        .chars()
        .any(|c| c.is_control() && !matches!(c, '\n' | '\r' | '\t'))
    {
        return Err(ReadError::NotText);
    }
    let mut deck = Deck::default();
    let mut problems = Vec::new();
    let (mut x_lines, mut bare_count_lines, mut headers) = (0, 0, 0);
    let mut first = true;
    for (i, raw) in text.lines().enumerate() {
        let line = clean(raw);
        if line.is_empty() || is_summary(&line) {
            continue;
        }
        let was_first = std::mem::replace(&mut first, false);
        if is_header(&line) {
            headers += 1;
            continue;
        }
        let (copies, title, style) = split_count(&line);
        // Suggestions only for the problems that will be shown (a file of a thousand unknown
        // titles must still be refused quickly).
        let suggest = problems.len() < MAX_PROBLEMS_SHOWN;
        let resolved = match lookup(db, &title, suggest) {
            Ok(c) => Ok((c, copies)),
            // "15 Minutes", "419: Amoral Scammer": a title that starts with a number.
            Err(e) if copies.is_some() => {
                lookup(db, &line, false).map(|c| (c, None)).map_err(|_| e)
            }
            Err(e) => Err(e),
        };
        match resolved {
            Ok((card, copies)) => {
                match style {
                    CountStyle::X if copies.is_some() => x_lines += 1,
                    CountStyle::Bare if copies.is_some() => bare_count_lines += 1,
                    _ => {}
                }
                let n = copies.unwrap_or(1);
                if n == 0 || n > MAX_COPIES_PER_LINE {
                    problems.push(LineProblem {
                        line: i + 1,
                        text: short(&line),
                        kind: LineProblemKind::BadCount(n),
                    });
                } else if card.card_type.is_identity() && deck.identity.is_none() {
                    deck.identity = Some(crate::engine::cards::DeckEntry {
                        id: card.id.clone(),
                        title: card.title.clone(),
                        copies: 1,
                    });
                } else {
                    deck.add(&card.id, &card.title, n);
                }
            }
            // The first line of NetrunnerDB's export is the deck's name.
            // ("2015 World Champion Corp Deck" starts with a number that is no count.)
            Err(LineProblemKind::Unknown { .. })
                if was_first
                    && copies.is_none_or(|n| n > MAX_COPIES_PER_LINE)
                    && !close_to_a_title(db, &title) =>
            {
                deck.name = Some(short(&line));
            }
            Err(kind) => problems.push(LineProblem {
                line: i + 1,
                text: short(&title),
                kind,
            }),
        }
    }
    if !problems.is_empty() {
        return Err(ReadError::Lines(problems));
    }
    if deck.identity.is_none() && deck.cards.is_empty() {
        return Err(ReadError::Empty);
    }
    let side = side_of(&deck, db);
    let layout = if x_lines > 0 || headers > 0 {
        Layout::NetrunnerDb
    } else if bare_count_lines > 0 {
        Layout::Jinteki
    } else {
        Layout::Plain
    };
    Ok(ReadDeck {
        deck: deck.sorted(),
        side,
        layout,
    })
}

fn side_of(deck: &Deck, db: &CardDb) -> Option<Side> {
    if let Some(c) = deck.identity.as_ref().and_then(|e| db.card(&e.id)) {
        return Some(c.side);
    }
    let corp: u32 = deck
        .cards
        .iter()
        .filter(|e| db.card(&e.id).is_some_and(|c| c.side == Side::Corp))
        .map(|e| e.copies)
        .sum();
    let total = deck.size();
    if total == 0 {
        None
    } else if corp * 2 > total {
        Some(Side::Corp)
    } else {
        Some(Side::Runner)
    }
}

fn short(s: &str) -> String {
    if s.chars().count() > 80 {
        let mut t: String = s.chars().take(79).collect();
        t.push('…');
        t
    } else {
        s.to_string()
    }
}

/// A line without Markdown, influence dots and marks, trimmed.
fn clean(raw: &str) -> String {
    let mut s = raw.trim().replace("&bull;", "").replace("&star;", "");
    for prefix in ["* ", "- ", "+ "] {
        if let Some(rest) = s.strip_prefix(prefix) {
            s = rest.to_string();
        }
    }
    s = s.replace("**", "");
    // [Title](link) → Title
    while let Some(open) = s.find('[') {
        let Some(close) = s[open..].find("](").map(|c| c + open) else {
            break;
        };
        let Some(end) = s[close..].find(')').map(|e| e + close) else {
            break;
        };
        s = format!("{}{}{}", &s[..open], &s[open + 1..close], &s[end + 1..]);
    }
    // _(Set)_ → (Set)
    s = s.replace("_(", "(").replace(")_", ")");
    let marks = |c: char| {
        matches!(
            c,
            '•' | '●' | '○' | '★' | '☆' | '♘' | '🦄' | '🚫' | '◆' | '·'
        ) || c.is_whitespace()
    };
    s.trim_end_matches(marks).trim().to_string()
}

/// Lines of NetrunnerDB's summary at the end of an export, and other chatter.
fn is_summary(line: &str) -> bool {
    let l = line.to_lowercase();
    l.starts_with("cards up to")
        || l.starts_with("deck built on")
        || l.starts_with("decklist published")
        || l.starts_with("decklist [published")
        || l.starts_with("warning:")
        || l.starts_with('#')
        || l.starts_with("//")
        || l.contains("influence spent")
        || (l.contains("agenda points") && l.contains("between"))
        || (l.ends_with(')') && l.contains(" cards (min"))
        || (l.contains("format points") && l.contains("max"))
}

/// Section headers: `Agenda (10)`, `Ice:`, `Icebreaker (7)`.
fn is_header(line: &str) -> bool {
    const HEADERS: [&str; 26] = [
        "identity",
        "agenda",
        "asset",
        "upgrade",
        "operation",
        "ice",
        "barrier",
        "code gate",
        "sentry",
        "multi",
        "other",
        "event",
        "hardware",
        "resource",
        "program",
        "icebreaker",
        "program icebreaker",
        "corp",
        "runner",
        "deck",
        "cards",
        "none",
        "agendas",
        "assets",
        "upgrades",
        "operations",
    ];
    let l = line.trim().trim_end_matches(':').to_lowercase();
    let base = match l.rfind('(') {
        Some(open) if l.ends_with(')') => {
            let inner = &l[open + 1..l.len() - 1];
            if !inner.chars().all(|c| c.is_ascii_digit()) {
                return false;
            }
            l[..open].trim()
        }
        _ if line.trim().ends_with(':') => l.as_str(),
        _ => return false,
    };
    let base = base.trim_end_matches('s');
    HEADERS
        .iter()
        .any(|h| h.trim_end_matches('s') == base || *h == base)
        || ["events", "programs", "resources", "hardware"].contains(&base)
}

#[derive(Clone, Copy, PartialEq, Eq)]
enum CountStyle {
    X,
    Bare,
    None,
}

/// `3x Title`, `3 x Title`, `3 Title`, `Title x3`, `Title ×3` → (copies, title, style).
fn split_count(line: &str) -> (Option<u32>, String, CountStyle) {
    let digits: String = line.chars().take_while(char::is_ascii_digit).collect();
    if !digits.is_empty() {
        let rest = &line[digits.len()..];
        let (style, rest) = match rest.strip_prefix(['x', 'X', '×']) {
            Some(r) if r.starts_with(' ') || r.starts_with('\t') => (CountStyle::X, r),
            _ => (CountStyle::Bare, rest),
        };
        if rest.starts_with([' ', '\t']) {
            let rest = rest.trim_start();
            let (style, rest) = match rest.strip_prefix(['x', 'X', '×']) {
                Some(r) if style == CountStyle::Bare && r.starts_with(' ') => {
                    (CountStyle::X, r.trim_start())
                }
                _ => (style, rest),
            };
            if !rest.is_empty() {
                return (
                    digits.parse().ok().or(Some(u32::MAX)),
                    rest.to_string(),
                    style,
                );
            }
        }
    }
    // Title x3
    if let Some(pos) = line.rfind([' ', '\t']) {
        let tail = &line[pos + 1..];
        let num = tail
            .strip_prefix(['x', 'X', '×'])
            .or_else(|| tail.strip_suffix(['x', 'X', '×']));
        if let Some(num) = num
            && !num.is_empty()
            && num.chars().all(|c| c.is_ascii_digit())
        {
            return (
                num.parse().ok().or(Some(u32::MAX)),
                line[..pos].trim().to_string(),
                CountStyle::X,
            );
        }
    }
    (None, line.to_string(), CountStyle::None)
}

/// The card a title names, or why none (with the closest titles).
pub fn resolve<'a>(db: &'a CardDb, text: &str) -> Result<&'a CardRecord, LineProblemKind> {
    lookup(db, text, true)
}

fn lookup<'a>(
    db: &'a CardDb,
    text: &str,
    suggest: bool,
) -> Result<&'a CardRecord, LineProblemKind> {
    // The whole text first: "Masterwork (v37)" is a title with parentheses.
    let whole = candidates(db, &title_key(text));
    if whole.len() == 1 {
        return Ok(whole[0]);
    }
    let (title, hint) = match text.rfind('(') {
        Some(open) if text.trim_end().ends_with(')') => {
            let inner = text[open + 1..].trim_end().trim_end_matches(')').trim();
            (text[..open].trim(), Some(inner))
        }
        _ => (text.trim(), None),
    };
    let key = title_key(title);
    let mut found = if whole.is_empty() {
        candidates(db, &key)
    } else {
        whole
    };
    if let Some(hint) = hint.filter(|h| !h.is_empty()) {
        if let Some(set) = db.set_named(hint) {
            found.retain(|c| c.printings.iter().any(|(_, s)| *s == set.id));
        } else {
            // "Ichi (1.0)": the parentheses hold the rest of the title.
            let joined = candidates(db, &title_key(&format!("{title} {hint}")));
            if !joined.is_empty() {
                found = joined;
            }
        }
    }
    match found.len() {
        1 => Ok(found[0]),
        0 => Err(LineProblemKind::Unknown {
            suggestions: if suggest {
                suggestions(db, &key)
            } else {
                vec![]
            },
        }),
        _ => Err(LineProblemKind::Ambiguous {
            candidates: found
                .iter()
                .map(|c| match c.printings.first().and_then(|(_, s)| db.set(s)) {
                    Some(set) => format!("{} ({})", c.title, set.name),
                    None => c.title.clone(),
                })
                .collect(),
        }),
    }
}

/// Cards whose title key is `key` (those whose whole title it is, when there are any), else
/// whose title starts with `key` and a space.
fn candidates<'a>(db: &'a CardDb, key: &str) -> Vec<&'a CardRecord> {
    if key.is_empty() {
        return vec![];
    }
    let exact = db.cards_titled(key);
    if !exact.is_empty() {
        // A card's own title wins over an identity's name or subtitle: "Whistleblower" is the
        // resource, not Null: Whistleblower (NetrunnerDB's exports print titles whole).
        let titled: Vec<&CardRecord> = exact
            .iter()
            .copied()
            .filter(|c| {
                title_key(&c.title) == key
                    || c.ascii.as_deref().is_some_and(|a| title_key(a) == key)
            })
            .collect();
        return if titled.is_empty() { exact } else { titled };
    }
    if key.len() < 3 {
        return vec![];
    }
    db.cards_with_title_prefix(&format!("{key} "))
}

fn similarity(a: &str, b: &str) -> f64 {
    strsim::jaro_winkler(a, b)
}

/// The titles closest to an unknown one.
fn suggestions(db: &CardDb, key: &str) -> Vec<String> {
    let mut scored: Vec<(f64, &str)> = db
        .title_keys()
        .flat_map(|(k, cards)| {
            let score = similarity(key, k);
            cards.into_iter().map(move |c| (score, c.title.as_str()))
        })
        .filter(|(s, _)| *s >= 0.75)
        .collect();
    scored.sort_by(|a, b| b.0.total_cmp(&a.0).then(a.1.cmp(b.1)));
    scored.dedup_by(|a, b| a.1 == b.1);
    scored
        .into_iter()
        .take(SUGGESTIONS)
        .map(|(_, t)| t.to_string())
        .collect()
}

/// Whether a line that names no card is nevertheless very close to a title (a typo, not a
/// deck name).
fn close_to_a_title(db: &CardDb, line: &str) -> bool {
    let key = title_key(line);
    db.title_keys().any(|(k, _)| similarity(&key, k) >= 0.93)
}

/// Writes a deck as NetrunnerDB-style text (`3x Title (Set)`), identity first, cards by type.
pub fn to_text(deck: &Deck, db: &CardDb) -> String {
    let mut out = String::new();
    if let Some(name) = &deck.name {
        out.push_str(name);
        out.push_str("\n\n");
    }
    if let Some(id) = &deck.identity {
        out.push_str(&titled(db, &id.id, &id.title));
        out.push('\n');
    }
    for (kind, entries) in by_type(deck, db) {
        let n: u32 = entries.iter().map(|e| e.copies).sum();
        out.push_str(&format!("\n{kind} ({n})\n"));
        for e in entries {
            out.push_str(&format!("{}x {}\n", e.copies, titled(db, &e.id, &e.title)));
        }
    }
    out
}

fn titled(db: &CardDb, id: &str, title: &str) -> String {
    match db
        .card(id)
        .and_then(|c| c.printings.last())
        .and_then(|(_, s)| db.set(s))
    {
        Some(set) => format!("{title} ({})", set.name),
        None => title.to_string(),
    }
}

/// The order card types are listed in.
const TYPE_ORDER: [&str; 11] = [
    "Agenda",
    "Asset",
    "Upgrade",
    "Operation",
    "Ice",
    "Event",
    "Hardware",
    "Resource",
    "Program",
    "Identity",
    "Other",
];

/// A deck's cards grouped by type (Agenda, Asset, … Program), titles sorted; cards the data
/// does not know go under "Other".
pub fn by_type<'a>(
    deck: &'a Deck,
    db: &CardDb,
) -> Vec<(&'static str, Vec<&'a crate::engine::cards::DeckEntry>)> {
    let mut groups: Vec<(&'static str, Vec<&crate::engine::cards::DeckEntry>)> =
        TYPE_ORDER.iter().map(|t| (*t, Vec::new())).collect();
    for e in &deck.cards {
        let kind = db.card(&e.id).map_or("Other", |c| c.card_type.name());
        if let Some(g) = groups.iter_mut().find(|(k, _)| *k == kind) {
            g.1.push(e);
        }
    }
    for g in &mut groups {
        g.1.sort_by(|a, b| a.title.cmp(&b.title));
    }
    groups.retain(|(_, v)| !v.is_empty());
    groups
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn counts_are_split_from_titles() {
        assert_eq!(split_count("3x Hedge Fund").0, Some(3));
        assert_eq!(split_count("3 x Hedge Fund").1, "Hedge Fund");
        assert_eq!(split_count("3 Hedge Fund").0, Some(3));
        assert_eq!(split_count("Hedge Fund x3").0, Some(3));
        assert_eq!(split_count("Hedge Fund").0, None);
        assert_eq!(split_count("24/7 News Cycle").0, None);
    }

    #[test]
    fn headers_and_summaries_are_recognised() {
        assert!(is_header("Agenda (10)"));
        assert!(is_header("Code Gate (4)"));
        assert!(is_header("Events:"));
        assert!(!is_header("Masterwork (v37)"));
        assert!(!is_header("Hedge Fund"));
        assert!(is_summary("15 influence spent (max 15, available 0)"));
        assert!(is_summary("49 cards (min 45)"));
        assert!(is_summary("Cards up to Data and Destiny"));
    }

    #[test]
    fn markdown_and_dots_are_cleaned() {
        assert_eq!(
            clean("* 3x [Account Siphon](https://x/y) _(Core Set)_ ●●●●● ●●●"),
            "3x Account Siphon (Core Set)"
        );
        assert_eq!(clean("1x SanSan City Grid  ★ •••"), "1x SanSan City Grid");
    }
}
