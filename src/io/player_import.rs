//! Player lists from spreadsheets: CSV or TSV bytes turned into a preview with per-row
//! problems, then into one [`Command::AddPlayers`].
//!
//! Reading:
//! - Encoding: UTF-8, with or without a byte-order mark; UTF-16 with a byte-order mark (Excel's
//!   "Unicode text"); anything else that is not valid UTF-8 is decoded as Windows-1252, the
//!   encoding European spreadsheet programs write, and the preview says so.
//! - Delimiter: tab, semicolon or comma, whichever appears the same number of times (outside
//!   quotes) on most of the first lines; ties prefer tab, then semicolon, then comma.
//! - Quoting: RFC 4180 (`"Müller, Jo"`, `""` for a quote inside quotes, line breaks inside
//!   quotes). A quote that is never closed, or text after a closing quote, makes the row
//!   malformed; after an unclosed quote reading goes on at the next line.
//! - Header: the first row is a header when one of its cells is a known column name (name,
//!   player, corp, corp identity, runner, runner identity, pronouns, reading (ふりがな), … in
//!   any order, any case,
//!   and the app's own column names in every language it speaks: 名前, コーポID, ランナーID…);
//!   unknown header columns are ignored. Without a header the columns are name, Corp identity,
//!   Runner identity, pronouns, in that order.
//! - A cell our own CSV export neutralised (`'=…`, `'+…`, `'-…`, `'@…`) gets its quote back off.
//!
//! Every row gets its problems ([`Problem`]); [`Problem::blocks`] says which keep the row out
//! (empty, duplicate, too long or control characters in the name, too many columns, malformed
//! quoting) and which only warn (an unknown identity is kept as typed; too few columns leave
//! fields empty). Identities that match the built-in list ([`identities::normalise`]) are
//! completed to their full titles, and the preview shows it.

use crate::engine::command::PlayerDetails;
use crate::engine::event::{MAX_NAME_CHARS, MAX_PLAYERS, MAX_TEXT_CHARS};
use crate::engine::{Command, Event, Side};
use crate::io::identities;
use std::collections::HashMap;
use std::fmt;
use thiserror::Error;

/// The largest player list read (a 20,000-player list with identities is well under 4 MiB).
pub const MAX_IMPORT_BYTES: usize = 16 * 1024 * 1024;

/// Why a player list could not be read at all. Nothing is added when this is returned.
#[derive(Debug, Error, PartialEq, Eq)]
pub enum ImportError {
    /// The file is larger than [`MAX_IMPORT_BYTES`].
    TooLarge {
        /// The file's size.
        size: usize,
        /// The limit.
        max: usize,
    },
    /// The file is JSON (a results file, an event file), not a spreadsheet.
    Json,
}

/// How the bytes were decoded.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Encoding {
    /// UTF-8 without a byte-order mark (plain ASCII included).
    Utf8,
    /// UTF-8 with a byte-order mark.
    Utf8Bom,
    /// UTF-16 (little or big endian) with a byte-order mark.
    Utf16,
    /// Not valid UTF-8: decoded as Windows-1252.
    Windows1252,
}

impl fmt::Display for Encoding {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(match self {
            Encoding::Utf8 => "UTF-8",
            Encoding::Utf8Bom => "UTF-8 with byte-order mark",
            Encoding::Utf16 => "UTF-16",
            Encoding::Windows1252 => "Windows-1252",
        })
    }
}

/// The fields a column can hold.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Field {
    /// The player's name.
    Name,
    /// The Corp identity.
    Corp,
    /// The Runner identity.
    Runner,
    /// Pronouns.
    Pronouns,
    /// How the name is read (ふりがな).
    Reading,
    /// "No video coverage": the player asked not to be filmed (yes/no, x, 1, true, …).
    NoVideo,
}

impl fmt::Display for Field {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(match self {
            Field::Name => "name",
            Field::Corp => "Corp identity",
            Field::Runner => "Runner identity",
            Field::Pronouns => "pronouns",
            Field::Reading => "reading",
            Field::NoVideo => "no video",
        })
    }
}

/// The column order of a file without a header.
pub const DEFAULT_COLUMNS: [Field; 4] = [Field::Name, Field::Corp, Field::Runner, Field::Pronouns];

/// The column order of a file without a header for a NAPD event (every Corp plays the NAPD
/// identity; players register a Runner).
pub const NAPD_COLUMNS: [Field; 3] = [Field::Name, Field::Runner, Field::Pronouns];

/// How serious a problem is.
#[derive(Clone, Copy, Debug, PartialEq, Eq, PartialOrd, Ord)]
pub enum Severity {
    /// Information (an identity completed to its full title).
    Note,
    /// The row is added anyway.
    Warning,
    /// The row is not added.
    Blocking,
}

/// Something worth telling about one row.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Problem {
    /// The name cell is empty.
    EmptyName,
    /// An earlier row of the file has the same name (case-insensitive).
    DuplicateInFile {
        /// The line of the earlier row.
        first_line: usize,
    },
    /// A player with this name is already registered in the event (case-insensitive).
    AlreadyRegistered {
        /// The registered player's name.
        registered: String,
    },
    /// The identity is not in the built-in list; it is kept as typed.
    UnknownIdentity {
        /// Corp or Runner.
        side: Side,
        /// The text as typed.
        text: String,
        /// The one title containing the text, when there is exactly one.
        did_you_mean: Option<String>,
    },
    /// The identity was completed to its full title.
    IdentityCompleted {
        /// Corp or Runner.
        side: Side,
        /// The text as typed.
        text: String,
        /// The full title used.
        title: String,
    },
    /// The row has more (non-empty) cells than there are columns; its fields may be shifted.
    TooManyColumns {
        /// Cells in the row.
        found: usize,
        /// Columns expected.
        expected: usize,
    },
    /// The row has fewer cells than the header; the missing fields are empty.
    TooFewColumns {
        /// Cells in the row.
        found: usize,
        /// Columns expected.
        expected: usize,
    },
    /// A field contains control characters (a line break inside quotes, a stray tab, …).
    ControlCharacters {
        /// Which field.
        field: Field,
    },
    /// An identity holds invisible formatting (a soft hyphen, a direction override, a
    /// zero-width space…), which the event refuses in identities as in names.
    InvisibleCharacters {
        /// Which field.
        field: Field,
    },
    /// A field is longer than the event accepts.
    TooLong {
        /// Which field.
        field: Field,
        /// The limit in characters.
        max: usize,
    },
    /// Quotes that do not pair up: the row's cells are a guess.
    MalformedQuoting {
        /// What is wrong.
        detail: Quoting,
    },
    /// The event cannot take more players.
    EventFull,
    /// The name breaks a name rule (invisible characters, a stack of accents, `#3`, …).
    InvalidName {
        /// The rule it breaks.
        reason: crate::engine::NameRule,
    },
    /// The "no video" cell is neither yes nor no: read as "no video" (the safe choice).
    NoVideoUnclear {
        /// The text as typed.
        text: String,
    },
}

impl Problem {
    /// How serious the problem is.
    pub fn severity(&self) -> Severity {
        match self {
            Problem::IdentityCompleted { .. } => Severity::Note,
            Problem::UnknownIdentity { .. }
            | Problem::TooFewColumns { .. }
            | Problem::NoVideoUnclear { .. } => Severity::Warning,
            Problem::EmptyName
            | Problem::DuplicateInFile { .. }
            | Problem::AlreadyRegistered { .. }
            | Problem::TooManyColumns { .. }
            | Problem::ControlCharacters { .. }
            | Problem::InvisibleCharacters { .. }
            | Problem::TooLong { .. }
            | Problem::MalformedQuoting { .. }
            | Problem::InvalidName { .. }
            | Problem::EventFull => Severity::Blocking,
        }
    }

    /// Whether the row is left out because of this problem.
    pub fn blocks(&self) -> bool {
        self.severity() == Severity::Blocking
    }
}

/// What is wrong with a row's quotes ([`Problem::MalformedQuoting`]).
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Quoting {
    /// A quote that is never closed: the line was read as it is.
    NeverClosed {
        /// The line the quote opens on.
        line: usize,
    },
    /// Text after a closing quote (kept in the cell).
    TextAfterQuote {
        /// The line of the closing quote.
        line: usize,
        /// The text (trimmed).
        text: String,
    },
}

/// A note about the whole file ([`ImportPreview::notes`]).
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Note {
    /// Not UTF-8: read as Windows-1252.
    Windows1252,
    /// Header columns that name no field (1-based column numbers).
    IgnoredColumns(Vec<usize>),
    /// No rows.
    NoPlayers,
}

/// One row of the file, as it would be added.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct ImportRow {
    /// The line of the file the row starts on (1 = the first line).
    pub line: usize,
    /// The player as it would be registered (trimmed; identities completed to full titles).
    pub details: PlayerDetails,
    /// What is worth telling about the row, most serious first.
    pub problems: Vec<Problem>,
}

impl ImportRow {
    /// Whether the row will be added (no blocking problem).
    pub fn accepted(&self) -> bool {
        !self.problems.iter().any(Problem::blocks)
    }

    /// The most serious problem's severity, if any.
    pub fn severity(&self) -> Option<Severity> {
        self.problems.iter().map(Problem::severity).max()
    }
}

/// What an import would do: the file's layout and every row with its problems.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct ImportPreview {
    /// How the bytes were decoded.
    pub encoding: Encoding,
    /// The delimiter: `b'\t'`, `b';'` or `b','`.
    pub delimiter: u8,
    /// Whether the first row was taken as a header.
    pub has_header: bool,
    /// The field of each column (`None`: ignored).
    pub columns: Vec<Option<Field>>,
    /// The rows (empty lines are skipped).
    pub rows: Vec<ImportRow>,
    /// Notes about the whole file (encoding, ignored columns, no rows).
    pub notes: Vec<Note>,
}

impl ImportPreview {
    /// The rows that will be added.
    pub fn accepted(&self) -> impl Iterator<Item = &ImportRow> {
        self.rows.iter().filter(|r| r.accepted())
    }

    /// How many rows will be added.
    pub fn accepted_count(&self) -> usize {
        self.accepted().count()
    }

    /// How many rows are left out.
    pub fn blocked_count(&self) -> usize {
        self.rows.len() - self.accepted_count()
    }

    /// The one command that adds every accepted row (one undoable step, all or nothing), or
    /// `None` when no row can be added.
    pub fn command(&self) -> Option<Command> {
        let players: Vec<PlayerDetails> = self.accepted().map(|r| r.details.clone()).collect();
        (!players.is_empty()).then_some(Command::AddPlayers { players })
    }

    /// The delimiter's name ("tab", "semicolon", "comma").
    pub fn delimiter_name(&self) -> &'static str {
        match self.delimiter {
            b'\t' => "tab",
            b';' => "semicolon",
            _ => "comma",
        }
    }

    /// One line describing the file: encoding, delimiter, header or not, the columns.
    pub fn summary(&self) -> String {
        let cols: Vec<String> = self
            .columns
            .iter()
            .map(|c| c.map_or_else(|| "(ignored)".to_string(), |f| f.to_string()))
            .collect();
        format!(
            "{}, {}-separated, {}; columns: {}",
            self.encoding,
            self.delimiter_name(),
            if self.has_header {
                "with a header"
            } else {
                "no header"
            },
            cols.join(", ")
        )
    }
}

// ----- decoding ---------------------------------------------------------------------------

/// Windows-1252 bytes 0x80..=0x9F (the WHATWG mapping: the five unassigned bytes map to the
/// C1 control characters of the same number).
const CP1252_HIGH: [char; 32] = [
    '\u{20AC}', '\u{81}', '\u{201A}', '\u{192}', '\u{201E}', '\u{2026}', '\u{2020}', '\u{2021}',
    '\u{2C6}', '\u{2030}', '\u{160}', '\u{2039}', '\u{152}', '\u{8D}', '\u{17D}', '\u{8F}',
    '\u{90}', '\u{2018}', '\u{2019}', '\u{201C}', '\u{201D}', '\u{2022}', '\u{2013}', '\u{2014}',
    '\u{2DC}', '\u{2122}', '\u{161}', '\u{203A}', '\u{153}', '\u{9D}', '\u{17E}', '\u{178}',
];

/// Decodes Windows-1252 bytes.
pub fn decode_windows_1252(bytes: &[u8]) -> String {
    bytes
        .iter()
        .map(|&b| match b {
            0x80..=0x9F => CP1252_HIGH[usize::from(b - 0x80)],
            _ => char::from(b),
        })
        .collect()
}

/// The text of a file and how it was decoded.
pub fn decode(bytes: &[u8]) -> (String, Encoding) {
    if let Some(rest) = bytes.strip_prefix(b"\xEF\xBB\xBF") {
        if let Ok(s) = std::str::from_utf8(rest) {
            return (s.to_string(), Encoding::Utf8Bom);
        }
        return (decode_windows_1252(rest), Encoding::Windows1252);
    }
    let utf16 = |rest: &[u8], le: bool| {
        let units = rest.chunks(2).map(|c| match (c, le) {
            ([a, b], true) => u16::from_le_bytes([*a, *b]),
            ([a, b], false) => u16::from_be_bytes([*a, *b]),
            _ => 0xFFFD,
        });
        char::decode_utf16(units)
            .map(|r| r.unwrap_or(char::REPLACEMENT_CHARACTER))
            .collect::<String>()
    };
    if let Some(rest) = bytes.strip_prefix(b"\xFF\xFE") {
        return (utf16(rest, true), Encoding::Utf16);
    }
    if let Some(rest) = bytes.strip_prefix(b"\xFE\xFF") {
        return (utf16(rest, false), Encoding::Utf16);
    }
    match std::str::from_utf8(bytes) {
        Ok(s) => (s.to_string(), Encoding::Utf8),
        Err(_) => (decode_windows_1252(bytes), Encoding::Windows1252),
    }
}

// ----- splitting into records -------------------------------------------------------------

/// One record of the file.
#[derive(Clone, Debug, PartialEq, Eq)]
struct Record {
    line: usize,
    cells: Vec<String>,
    malformed: Option<Quoting>,
}

/// Counts the delimiter outside quotes on each of the first lines that are not empty.
fn counts_per_line(text: &str, delim: char, lines: usize) -> Vec<usize> {
    text.lines()
        .filter(|l| !l.trim().is_empty())
        .take(lines)
        .map(|l| {
            let mut in_quotes = false;
            l.chars()
                .filter(|&c| {
                    if c == '"' {
                        in_quotes = !in_quotes;
                    }
                    c == delim && !in_quotes
                })
                .count()
        })
        .collect()
}

/// Tab, semicolon or comma: the one found on the first line that keeps the same count on most
/// of the first 20 lines (ties: tab, then semicolon, then comma). Comma when none is found.
fn detect_delimiter(text: &str) -> u8 {
    let mut best: Option<(usize, u8)> = None;
    for d in [b'\t', b';', b','] {
        let counts = counts_per_line(text, char::from(d), 20);
        let Some(&first) = counts.first() else {
            continue;
        };
        if first == 0 {
            continue;
        }
        let same = counts.iter().filter(|&&c| c == first).count();
        if best.is_none_or(|(s, _)| same > s) {
            best = Some((same, d));
        }
    }
    best.map_or(b',', |(_, d)| d)
}

/// Splits the text (line ends already `\n`) into records (RFC 4180 with the given delimiter).
/// Lines that hold only white space are skipped.
fn split_records(text: &str, delim: char) -> Vec<Record> {
    let chars: Vec<char> = text.chars().collect();
    let mut records = Vec::new();
    let mut i = 0;
    let mut line = 1;
    while i < chars.len() {
        let start = (i, line);
        match parse_record(&chars, i, line, delim) {
            Ok((cells, next, next_line, malformed)) => {
                if !cells.iter().all(|c| c.trim().is_empty()) {
                    records.push(Record {
                        line: start.1,
                        cells,
                        malformed,
                    });
                }
                i = next;
                line = next_line;
            }
            Err(quote_line) => {
                // A quote never closed: read this line literally and go on at the next one.
                let end = chars[i..]
                    .iter()
                    .position(|&c| c == '\n')
                    .map_or(chars.len(), |p| i + p);
                let text: String = chars[i..end].iter().collect();
                records.push(Record {
                    line: start.1,
                    cells: text.split(delim).map(String::from).collect(),
                    malformed: Some(Quoting::NeverClosed { line: quote_line }),
                });
                i = end + 1;
                line += 1;
            }
        }
    }
    records
}

type Parsed = (Vec<String>, usize, usize, Option<Quoting>);

/// One record from `i`: its cells, where the next record starts (index, line) and what is
/// malformed about it. `Err(line)`: a quote opened on `line` is never closed.
fn parse_record(
    chars: &[char],
    mut i: usize,
    mut line: usize,
    delim: char,
) -> Result<Parsed, usize> {
    let mut cells = Vec::new();
    let mut cell = String::new();
    let mut malformed = None;
    loop {
        // At the start of a cell.
        if chars.get(i) == Some(&'"') {
            let quote_line = line;
            i += 1;
            loop {
                match chars.get(i) {
                    None => return Err(quote_line),
                    Some('"') if chars.get(i + 1) == Some(&'"') => {
                        cell.push('"');
                        i += 2;
                    }
                    Some('"') => {
                        i += 1;
                        break;
                    }
                    Some(&c) => {
                        if c == '\n' {
                            line += 1;
                        }
                        cell.push(c);
                        i += 1;
                    }
                }
            }
            // After the closing quote: the delimiter, the end of the line, or stray text.
            let mut stray = String::new();
            while let Some(&c) = chars.get(i) {
                if c == delim || c == '\n' {
                    break;
                }
                stray.push(c);
                i += 1;
            }
            if !stray.trim().is_empty() {
                malformed.get_or_insert_with(|| Quoting::TextAfterQuote {
                    line,
                    text: stray.trim().to_string(),
                });
            }
            cell.push_str(&stray);
        } else {
            while let Some(&c) = chars.get(i) {
                if c == delim || c == '\n' {
                    break;
                }
                cell.push(c);
                i += 1;
            }
        }
        cells.push(std::mem::take(&mut cell));
        match chars.get(i) {
            Some(&c) if c == delim => i += 1,
            Some('\n') => return Ok((cells, i + 1, line + 1, malformed)),
            _ => return Ok((cells, chars.len(), line, malformed)),
        }
    }
}

/// A "no video" cell: yes (in a few languages), x, 1, true or a tick mark is "no video"; empty,
/// no, 0 or false is "may be filmed"; anything else is read as "no video" with a warning.
fn no_video(cell: &str, problems: &mut Vec<Problem>) -> bool {
    let t = cell.trim();
    match t.to_lowercase().as_str() {
        "" | "no" | "n" | "0" | "false" | "nein" | "non" | "nee" | "-" => false,
        "yes" | "y" | "x" | "1" | "true" | "ja" | "oui" | "si" | "sí" | "\u{2713}" | "\u{2714}" => {
            true
        }
        _ => {
            problems.push(Problem::NoVideoUnclear {
                text: t.to_string(),
            });
            true
        }
    }
}

// ----- header -----------------------------------------------------------------------------

/// The field a header cell names, if it is a known column name.
pub fn header_field(cell: &str) -> Option<Field> {
    let key: String = cell
        .chars()
        .filter(|c| c.is_alphanumeric())
        .flat_map(char::to_lowercase)
        .collect();
    match key.as_str() {
        "name" | "names" | "player" | "players" | "playername" | "fullname" | "participant"
        | "nick" | "nickname" | "handle" | "spieler" | "spielername" | "nom" | "joueur"
        | "nombre" | "jugador" | "giocatore" | "naam" | "speler" | "imie" | "jméno" | "jmeno" => {
            Some(Field::Name)
        }
        "corp"
        | "corpidentity"
        | "corpid"
        | "corporation"
        | "corporationidentity"
        | "corpdeck"
        | "corpfaction"
        | "konzern" => Some(Field::Corp),
        "runner" | "runneridentity" | "runnerid" | "runnerdeck" | "runnerfaction" | "läufer"
        | "laeufer" => Some(Field::Runner),
        "pronouns" | "pronoun" | "pronomen" | "pronoms" | "pronombres" => Some(Field::Pronouns),
        "reading" | "furigana" | "kana" | "ふりがな" | "フリガナ" | "よみ" | "よみがな"
        | "読み" | "読み仮名" | "読みがな" => Some(Field::Reading),
        "novideo" | "novideocoverage" | "nostream" | "nostreaming" | "nocamera" | "nofilming"
        | "donotfilm" | "dontfilm" | "keinvideo" => Some(Field::NoVideo),
        _ => app_column_name(&key),
    }
}

/// The app's own words for the columns, in every language it speaks (issue 37: a list headed
/// `名前,ランナーID`, as the import dialog and the Players screen name the columns, was read as
/// having no header), as header keys: the column headings, the registration form's labels and
/// the NAPD form's, the no-video box.
fn app_column_name(key: &str) -> Option<Field> {
    static NAMES: std::sync::OnceLock<Vec<(String, Field)>> = std::sync::OnceLock::new();
    let names = NAMES.get_or_init(|| {
        let ids: [(&str, Field); 18] = [
            ("import-col-name", Field::Name),
            ("players-col-name", Field::Name),
            ("players-name", Field::Name),
            ("players-name-hint", Field::Name),
            ("mp-player-name", Field::Name),
            ("import-col-corp", Field::Corp),
            ("players-col-corp", Field::Corp),
            ("players-corp-identity", Field::Corp),
            ("import-col-runner", Field::Runner),
            ("players-col-runner", Field::Runner),
            ("players-runner-identity", Field::Runner),
            ("mp-runner-identity", Field::Runner),
            ("import-col-pronouns", Field::Pronouns),
            ("players-col-pronouns", Field::Pronouns),
            ("players-pronouns", Field::Pronouns),
            ("players-reading", Field::Reading),
            ("players-col-reading", Field::Reading),
            ("stream-no-video", Field::NoVideo),
        ];
        crate::i18n::Lang::all()
            .flat_map(|lang| {
                ids.iter().map(move |(id, field)| {
                    let key: String = lang
                        .text(id)
                        .chars()
                        .filter(|c| c.is_alphanumeric())
                        .flat_map(char::to_lowercase)
                        .collect();
                    (key, *field)
                })
            })
            .filter(|(key, _)| !key.is_empty())
            .collect()
    });
    names.iter().find(|(k, _)| k == key).map(|(_, f)| *f)
}

/// A looser match for header cells no exact name fits: "Corp identity (optional)", "Runner
/// ID played", "Name on NetrunnerDB", "Pronouns (optional)". Links and URLs never match.
fn header_field_prefix(cell: &str) -> Option<Field> {
    let key: String = cell
        .chars()
        .filter(|c| c.is_alphanumeric())
        .flat_map(char::to_lowercase)
        .collect();
    if key.contains("link") || key.contains("url") {
        return None;
    }
    [
        ("name", Field::Name),
        ("corp", Field::Corp),
        ("runner", Field::Runner),
        ("pronoun", Field::Pronouns),
        ("novideo", Field::NoVideo),
    ]
    .into_iter()
    .find(|(prefix, _)| key.starts_with(prefix))
    .map(|(_, f)| f)
}

/// The columns named by a header row, or `None` when the row is not a header. Exact column names
/// first, then looser ones ([`header_field_prefix`]) for the fields still missing; unknown names
/// and repeated fields are ignored; without a name column the first unassigned column is the
/// name.
fn header_columns(cells: &[String]) -> Option<Vec<Option<Field>>> {
    let mut seen = Vec::new();
    let mut cols: Vec<Option<Field>> = vec![None; cells.len()];
    for matcher in [header_field, header_field_prefix] {
        for (i, c) in cells.iter().enumerate() {
            if cols[i].is_some() {
                continue;
            }
            if let Some(f) = matcher(c).filter(|f| !seen.contains(f)) {
                seen.push(f);
                cols[i] = Some(f);
            }
        }
    }
    if seen.is_empty() {
        return None;
    }
    if !seen.contains(&Field::Name)
        && let Some(slot) = cols.iter_mut().find(|c| c.is_none())
    {
        *slot = Some(Field::Name);
    }
    Some(cols)
}

// ----- the preview ------------------------------------------------------------------------

/// Undoes our CSV export's neutralising quote (`'=x` → `=x`).
fn unneutralise(cell: &str) -> &str {
    match cell.strip_prefix('\'') {
        Some(rest) if rest.starts_with(['=', '+', '-', '@', '\t', '\r']) => rest,
        _ => cell,
    }
}

/// The name key the engine compares (look-alikes equal).
fn name_key(name: &str) -> String {
    crate::engine::names::key(name)
}

fn check_text(field: Field, text: &str, max: usize, problems: &mut Vec<Problem>) {
    if text.chars().any(char::is_control) {
        problems.push(Problem::ControlCharacters { field });
    }
    if text.chars().count() > max {
        problems.push(Problem::TooLong { field, max });
    }
}

/// An identity cell: completed to its full title when it matches one.
fn identity(side: Side, text: &str, problems: &mut Vec<Problem>) -> Option<String> {
    let t = text.trim();
    if t.is_empty() {
        return None;
    }
    let field = match side {
        Side::Corp => Field::Corp,
        Side::Runner => Field::Runner,
    };
    check_text(field, t, MAX_TEXT_CHARS, problems);
    // As the engine checks identities (so the preview never offers a row it would refuse).
    if crate::engine::names::invisible_formatting(t).is_some() {
        problems.push(Problem::InvisibleCharacters { field });
    }
    match identities::normalise(side, t) {
        Some(title) if title == t => Some(t.to_string()),
        Some(title) => {
            problems.push(Problem::IdentityCompleted {
                side,
                text: t.to_string(),
                title: title.to_string(),
            });
            Some(title.to_string())
        }
        None => {
            let did_you_mean = match identities::suggest(side, t, 2).as_slice() {
                [only] => Some(only.title.clone()),
                _ => None,
            };
            problems.push(Problem::UnknownIdentity {
                side,
                text: t.to_string(),
                did_you_mean,
            });
            Some(t.to_string())
        }
    }
}

/// Reads a player list and checks every row against the file and the event (nothing is
/// changed). See the module documentation for what is recognised.
pub fn preview(bytes: &[u8], event: &Event) -> Result<ImportPreview, ImportError> {
    if bytes.len() > MAX_IMPORT_BYTES {
        return Err(ImportError::TooLarge {
            size: bytes.len(),
            max: MAX_IMPORT_BYTES,
        });
    }
    let (text, encoding) = decode(bytes);
    let trimmed = text.trim_start_matches('\u{feff}').trim();
    if (trimmed.starts_with('{') || trimmed.starts_with('['))
        && serde_json::from_str::<serde::de::IgnoredAny>(trimmed).is_ok()
    {
        // Every line of a results file would become a "player" (75 of them for a small event).
        return Err(ImportError::Json);
    }
    // Windows, Unix and old Mac line ends alike.
    let text = text.replace("\r\n", "\n").replace('\r', "\n");
    let mut notes = Vec::new();
    if encoding == Encoding::Windows1252 {
        notes.push(Note::Windows1252);
    }
    let delimiter = detect_delimiter(&text);
    let mut records = split_records(&text, char::from(delimiter));
    let header = records.first().and_then(|r| header_columns(&r.cells));
    let has_header = header.is_some();
    let columns = match header {
        Some(cols) => {
            records.remove(0);
            cols
        }
        // A NAPD player registers a Runner only: a headerless list is name, Runner, pronouns.
        None if event.settings().format == crate::engine::Format::Napd => {
            NAPD_COLUMNS.iter().copied().map(Some).collect()
        }
        None => DEFAULT_COLUMNS.iter().copied().map(Some).collect(),
    };
    if has_header {
        let ignored: Vec<usize> = (0..columns.len())
            .filter(|&i| columns[i].is_none())
            .map(|i| i + 1)
            .collect();
        if !ignored.is_empty() {
            notes.push(Note::IgnoredColumns(ignored));
        }
    }
    if records.is_empty() {
        notes.push(Note::NoPlayers);
    }

    let registered: HashMap<String, String> = event
        .players()
        .iter()
        .map(|p| (name_key(&p.name), p.name.clone()))
        .collect();
    let mut in_file: HashMap<String, usize> = HashMap::new();
    let mut room = MAX_PLAYERS.saturating_sub(event.players().len());
    let expected = columns.len();
    let rows = records
        .into_iter()
        .map(|rec| {
            let mut problems = Vec::new();
            if let Some(m) = rec.malformed {
                problems.push(Problem::MalformedQuoting { detail: m });
            }
            let cells: Vec<&str> = rec.cells.iter().map(|c| unneutralise(c)).collect();
            // Trailing empty cells (spreadsheets write "Ann,,,") are no extra columns.
            let filled = cells
                .iter()
                .rposition(|c| !c.trim().is_empty())
                .map_or(0, |p| p + 1);
            // Only columns that hold a field count as missing.
            let needed = columns
                .iter()
                .rposition(Option::is_some)
                .map_or(0, |p| p + 1);
            if filled > expected {
                problems.push(Problem::TooManyColumns {
                    found: filled,
                    expected,
                });
            } else if has_header && cells.len() < needed {
                problems.push(Problem::TooFewColumns {
                    found: cells.len(),
                    expected: needed,
                });
            }
            let get = |f: Field| {
                columns
                    .iter()
                    .position(|c| *c == Some(f))
                    .and_then(|i| cells.get(i).copied())
                    .unwrap_or("")
            };
            let mut name = get(Field::Name).trim().to_string();
            if name.is_empty() {
                problems.push(Problem::EmptyName);
            } else {
                let before = problems.len();
                check_text(Field::Name, &name, MAX_NAME_CHARS, &mut problems);
                if problems.len() == before {
                    // The engine's own rule, so the preview accepts exactly what it will.
                    match crate::engine::names::normalise(&name) {
                        Ok(n) => name = n,
                        Err(reason) => problems.push(Problem::InvalidName { reason }),
                    }
                }
                let key = name_key(&name);
                if let Some(r) = registered.get(&key) {
                    problems.push(Problem::AlreadyRegistered {
                        registered: r.clone(),
                    });
                } else if let Some(&first_line) = in_file.get(&key) {
                    problems.push(Problem::DuplicateInFile { first_line });
                }
            }
            let corp = identity(Side::Corp, get(Field::Corp), &mut problems);
            let runner = identity(Side::Runner, get(Field::Runner), &mut problems);
            let pronouns = get(Field::Pronouns).trim();
            check_text(Field::Pronouns, pronouns, MAX_TEXT_CHARS, &mut problems);
            let reading = get(Field::Reading).trim();
            check_text(Field::Reading, reading, MAX_TEXT_CHARS, &mut problems);
            let no_video = no_video(get(Field::NoVideo), &mut problems);
            if !problems.iter().any(Problem::blocks) {
                if room == 0 {
                    problems.push(Problem::EventFull);
                } else {
                    room -= 1;
                }
            }
            if !name.is_empty() && !problems.iter().any(Problem::blocks) {
                in_file.entry(name_key(&name)).or_insert(rec.line);
            }
            problems.sort_by_key(|p| std::cmp::Reverse(p.severity()));
            ImportRow {
                line: rec.line,
                details: PlayerDetails {
                    name,
                    corp,
                    runner,
                    pronouns: (!pronouns.is_empty()).then(|| pronouns.to_string()),
                    reading: (!reading.is_empty()).then(|| reading.to_string()),
                    fixed_table: None,
                    no_video,
                },
                problems,
            }
        })
        .collect();
    Ok(ImportPreview {
        encoding,
        delimiter,
        has_header,
        columns,
        rows,
        notes,
    })
}

#[cfg(test)]
mod tests {
    use super::*;

    fn cells(text: &str, d: char) -> Vec<Vec<String>> {
        split_records(text, d)
            .into_iter()
            .map(|r| r.cells)
            .collect()
    }

    #[test]
    fn quoted_cells_keep_delimiters_quotes_and_line_breaks() {
        assert_eq!(
            cells("\"Müller, Jo\",\"say \"\"hi\"\"\"\nb,c\n", ','),
            [vec!["Müller, Jo", "say \"hi\""], vec!["b", "c"]]
        );
        let r = split_records("\"a\nb\",c\nd\n", ',');
        assert_eq!(r[0].cells, ["a\nb", "c"]);
        assert_eq!((r[0].line, r[1].line), (1, 3));
    }

    #[test]
    fn an_unclosed_quote_spoils_one_line_only() {
        let r = split_records("\"Ann,HB\nBob,NBN\n", ',');
        assert_eq!(r.len(), 2);
        assert!(r[0].malformed.is_some());
        assert_eq!(r[1].cells, ["Bob", "NBN"]);
        assert!(r[1].malformed.is_none());
    }

    #[test]
    fn delimiters_are_detected() {
        assert_eq!(detect_delimiter("a;b;c\nMüller, Jo;x;y\n"), b';');
        assert_eq!(detect_delimiter("a\tb\nc\td\n"), b'\t');
        assert_eq!(detect_delimiter("a,b\nc,d\n"), b',');
        assert_eq!(detect_delimiter("Ann\nBob\n"), b',');
    }

    #[test]
    fn windows_1252_decodes_the_euro_and_accents() {
        assert_eq!(decode_windows_1252(b"\x80 M\xFCller \xC9"), "€ Müller É");
        assert_eq!(decode(b"\xEF\xBB\xBFa").1, Encoding::Utf8Bom);
        assert_eq!(decode(b"\xFF\xFEa\x00").0, "a");
    }

    #[test]
    fn header_names_are_recognised_in_any_case() {
        assert_eq!(header_field(" Corp Identity "), Some(Field::Corp));
        assert_eq!(header_field("PLAYER"), Some(Field::Name));
        assert_eq!(header_field("runner_id"), Some(Field::Runner));
        assert_eq!(header_field("Ann"), None);
    }

    #[test]
    fn form_style_headers_match_loosely_and_exact_names_win() {
        let row = |cells: &[&str]| {
            header_columns(&cells.iter().map(|c| c.to_string()).collect::<Vec<_>>())
        };
        assert_eq!(
            row(&[
                "Timestamp",
                "Corp deck link",
                "Name (as on NRDB)",
                "Corp ID (optional)",
                "Runner played",
                "Pronouns (optional)"
            ]),
            Some(vec![
                None,
                None,
                Some(Field::Name),
                Some(Field::Corp),
                Some(Field::Runner),
                Some(Field::Pronouns)
            ])
        );
        assert_eq!(
            row(&["Player", "Corp identity used", "Corp"]),
            Some(vec![Some(Field::Name), None, Some(Field::Corp)]),
            "the exact name wins over the looser one"
        );
        assert_eq!(row(&["Ann", "HB"]), None);
    }
}
