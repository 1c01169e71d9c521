//! The message files and the code that uses them (issue 19): every language has every English
//! message, every message the code asks for exists, and no English words are left in the code
//! of the translated areas ([`TRANSLATED`]) outside the message files.

use netrunner_to::i18n::{LANGUAGES, Lang};
use std::collections::{BTreeMap, BTreeSet};
use std::path::Path;

/// The folders whose user-visible text must come from the message files: the whole desktop
/// app, the printouts, the charts (app and printouts), the words of refusals and problems, the
/// players' pages, their forms and their server, and the text copied for a chat (issue 35). The
/// command line (`src/cli`, with `serve`'s terminal lines in `src/web/serve.rs`) and the engine
/// stay English.
const TRANSLATED: &[&str] = &[
    "src/app",
    "src/io/print",
    "src/io/charts.rs",
    "src/io/explain",
    "src/web/pages.rs",
    "src/web/server.rs",
    "src/web/snapshot.rs",
    "src/web/owner.rs",
    "src/web/report.rs",
    "src/io/share.rs",
];

/// The prefixes of message ids: a lowercase literal in the translated code that starts with
/// one of them is a message id passed around as a string, and must exist.
const ID_PREFIXES: &[&str] = &[
    "print-",
    "side-",
    "source-",
    "nav-",
    "menu-",
    "app-",
    "status-",
    "keep-",
    "share-",
    "decks-",
    "fonts-",
    "start-",
    "players-",
    "settings-",
    "import-",
    "path-",
    "files-",
    "rounds-",
    "standings-",
    "reports-",
    "chat-",
    "bracket-",
    "clock-",
    "stats-",
    "chart-",
    "stream-",
    "mp-",
    "helper-",
    "error-",
    "warning-",
    "command-",
    "file-",
    "nrtm-",
    "deckcheck-",
    "table-",
    "web-",
];

/// A comment that marks the string literals of its line (or, on a line of its own, of the line
/// below) as not user-visible text: product and font names, file paths, errors (English, like
/// the command line, until the app's words move to the message files).
const NOT_TEXT: &str = "i18n: not text";

/// Message ids of a Fluent file: `id = …` at the start of a line.
fn message_ids(source: &str) -> Vec<&str> {
    source
        .lines()
        .filter_map(|l| {
            let (id, _) = l.split_once('=')?;
            let id = id.trim_end();
            let ok = id.chars().next().is_some_and(|c| c.is_ascii_alphabetic())
                && id
                    .chars()
                    .all(|c| c.is_ascii_alphanumeric() || c == '-' || c == '_');
            ok.then_some(id)
        })
        .collect()
}

#[test]
fn message_files_parse_and_every_language_has_every_message() {
    let english: BTreeSet<&str> = message_ids(LANGUAGES[0].source).into_iter().collect();
    let mut problems = Vec::new();
    for l in LANGUAGES {
        if let Err((_, errors)) = fluent_bundle::FluentResource::try_new(l.source.to_string()) {
            problems.push(format!("i18n/{}/app.ftl: syntax errors: {errors:?}", l.tag));
        }
        let ids = message_ids(l.source);
        let set: BTreeSet<&str> = ids.iter().copied().collect();
        if set.len() != ids.len() {
            problems.push(format!("i18n/{}/app.ftl: an id is defined twice", l.tag));
        }
        // `test-…` messages are English-only on purpose (the fallback test).
        let missing: Vec<&str> = english
            .difference(&set)
            .copied()
            .filter(|id| !id.starts_with("test-"))
            .collect();
        if !missing.is_empty() {
            problems.push(format!(
                "i18n/{}/app.ftl lacks {} message(s) (English is shown): {}",
                l.tag,
                missing.len(),
                missing.join(", ")
            ));
        }
        let unknown: Vec<&&str> = set.difference(&english).collect();
        if !unknown.is_empty() {
            problems.push(format!(
                "i18n/{}/app.ftl has messages English does not (renamed?): {unknown:?}",
                l.tag
            ));
        }
    }
    assert!(problems.is_empty(), "{}", problems.join("\n"));
}

/// Every `.rs` file under `dir`.
fn rust_files(dir: &Path, out: &mut Vec<std::path::PathBuf>) {
    if dir.is_file() {
        out.push(dir.to_path_buf());
        return;
    }
    let Ok(entries) = std::fs::read_dir(dir) else {
        return;
    };
    for e in entries.flatten() {
        let p = e.path();
        if p.is_dir() {
            rust_files(&p, out);
        } else if p.extension().is_some_and(|x| x == "rs") {
            out.push(p);
        }
    }
}

/// A string literal of Rust source: its text (escapes kept), its line, whether it is code
/// rather than text (in an attribute, a test module, a byte string, `include_…!`).
struct Literal {
    text: String,
    line: usize,
    code: bool,
}

/// The string literals of a Rust file, comments skipped; the lines with a [`NOT_TEXT`] mark.
fn literals(src: &str) -> (Vec<Literal>, BTreeSet<usize>) {
    let chars: Vec<char> = src.chars().collect();
    let mut out = Vec::new();
    let mut marked = BTreeSet::new();
    let (mut i, mut line) = (0, 1);
    // Attribute nesting: `#[` … `]`, with the attribute's words; `#[cfg(test)]` skips the next
    // item (its braces).
    let mut attr_depth = 0usize;
    let mut attr_words = String::new();
    let mut skip_item = false;
    let mut skip_braces = 0usize;
    let mut last_word = String::new();
    while i < chars.len() {
        let c = chars[i];
        let next = chars.get(i + 1).copied();
        if c == '\n' {
            line += 1;
            i += 1;
            continue;
        }
        if c == '/' && next == Some('/') {
            let start = i;
            while i < chars.len() && chars[i] != '\n' {
                i += 1;
            }
            let comment: String = chars[start..i].iter().collect();
            if comment.contains(NOT_TEXT) {
                // After code: that line; on a line of its own: the line below.
                let line_start = chars[..start]
                    .iter()
                    .rposition(|&c| c == '\n')
                    .map_or(0, |k| k + 1);
                let own_line = chars[line_start..start].iter().all(|c| c.is_whitespace());
                marked.insert(if own_line { line + 1 } else { line });
            }
            continue;
        }
        if c == '/' && next == Some('*') {
            i += 2;
            while i + 1 < chars.len() && !(chars[i] == '*' && chars[i + 1] == '/') {
                line += usize::from(chars[i] == '\n');
                i += 1;
            }
            i += 2;
            continue;
        }
        if c == '\'' {
            // A char literal ('x', '\n', '\u{b7}') or a lifetime ('a).
            if next == Some('\\') {
                i += 2;
                while i < chars.len() && chars[i] != '\'' {
                    i += 1;
                }
                i += 1;
            } else if chars.get(i + 2) == Some(&'\'') {
                i += 3;
            } else {
                i += 1;
            }
            continue;
        }
        // String literals: "…", r"…", r#"…"#, b"…", br"…".
        let (prefix_len, raw, byte) = match (c, next, chars.get(i + 2).copied()) {
            ('"', _, _) => (0, false, false),
            ('r', Some('"' | '#'), _) if !is_ident(chars.get(i.wrapping_sub(1))) => {
                (1, true, false)
            }
            ('b', Some('"'), _) if !is_ident(chars.get(i.wrapping_sub(1))) => (1, false, true),
            ('b', Some('r'), Some('"' | '#')) if !is_ident(chars.get(i.wrapping_sub(1))) => {
                (2, true, true)
            }
            _ => (usize::MAX, false, false),
        };
        if prefix_len != usize::MAX {
            let start_line = line;
            i += prefix_len;
            let mut hashes = 0;
            while raw && chars.get(i) == Some(&'#') {
                hashes += 1;
                i += 1;
            }
            if chars.get(i) != Some(&'"') {
                continue; // `r#ident`
            }
            i += 1;
            let mut text = String::new();
            while i < chars.len() {
                let ch = chars[i];
                if ch == '\n' {
                    line += 1;
                }
                if !raw && ch == '\\' {
                    text.push(ch);
                    if let Some(&e) = chars.get(i + 1) {
                        text.push(e);
                        line += usize::from(e == '\n');
                    }
                    i += 2;
                    continue;
                }
                if ch == '"' && (0..hashes).all(|k| chars.get(i + 1 + k) == Some(&'#')) {
                    i += 1 + hashes;
                    break;
                }
                text.push(ch);
                i += 1;
            }
            let code = byte
                || attr_depth > 0
                || skip_braces > 0
                || matches!(
                    last_word.as_str(),
                    "include_bytes" | "include_str" | "env" | "concat"
                );
            out.push(Literal {
                text,
                line: start_line,
                code,
            });
            continue;
        }
        if c.is_alphanumeric() || c == '_' {
            let start = i;
            while i < chars.len() && (chars[i].is_alphanumeric() || chars[i] == '_') {
                i += 1;
            }
            last_word = chars[start..i].iter().collect();
            if attr_depth > 0 {
                attr_words.push_str(&last_word);
                attr_words.push(' ');
            }
            continue;
        }
        match c {
            '#' if next == Some('[') || (next == Some('!') && chars.get(i + 2) == Some(&'[')) => {
                attr_depth = 1;
                attr_words.clear();
                i += if next == Some('[') { 2 } else { 3 };
                continue;
            }
            '[' if attr_depth > 0 => attr_depth += 1,
            ']' if attr_depth > 0 => {
                attr_depth -= 1;
                if attr_depth == 0 && attr_words.trim() == "cfg test" {
                    skip_item = true;
                }
            }
            '{' => {
                if skip_item {
                    skip_item = false;
                    skip_braces = 1;
                } else if skip_braces > 0 {
                    skip_braces += 1;
                }
            }
            '}' if skip_braces > 0 => skip_braces -= 1,
            ';' if skip_item && skip_braces == 0 => skip_item = false,
            _ => {}
        }
        if !c.is_whitespace() && c != '!' && c != '(' {
            last_word.clear();
        }
        i += 1;
    }
    (out, marked)
}

fn is_ident(c: Option<&char>) -> bool {
    c.is_some_and(|c| c.is_alphanumeric() || *c == '_')
}

/// The literal without `{…}` placeholders and escapes: what a reader would see of it.
fn visible(text: &str) -> String {
    let mut out = String::new();
    let mut depth = 0usize;
    let mut chars = text.chars().peekable();
    while let Some(c) = chars.next() {
        match c {
            '\\' => {
                // `\n`, `\"`, `\u{…}` (its braces are skipped below).
                chars.next();
            }
            '{' if chars.peek() == Some(&'{') => {
                chars.next();
                out.push('{');
            }
            '{' => depth += 1,
            '}' if depth > 0 => depth -= 1,
            _ if depth == 0 => out.push(c),
            _ => {}
        }
    }
    out
}

/// Whether a literal looks like words a user reads: two ASCII letters in a row, unless it is
/// an id-like lowercase token (a message id, a file-name part, a key) that is no English
/// message's text.
fn looks_like_text(text: &str, english_values: &BTreeSet<String>) -> bool {
    let v = visible(text);
    let has_word = v
        .as_bytes()
        .windows(2)
        .any(|w| w[0].is_ascii_alphabetic() && w[1].is_ascii_alphabetic());
    if !has_word {
        return false;
    }
    let id_like = v.chars().all(|c| {
        c.is_ascii_lowercase() || c.is_ascii_digit() || matches!(c, '-' | '_' | '.' | '/')
    });
    !id_like || english_values.contains(v.trim())
}

/// The English messages' texts (single-line ones), to catch lowercase words such as "bye".
fn english_values() -> BTreeSet<String> {
    LANGUAGES[0]
        .source
        .lines()
        .filter_map(|l| l.split_once(" = ").map(|(_, v)| v.trim().to_string()))
        .collect()
}

/// The English words left in the code of `dirs`, as "file:line: "text"".
fn english_left_in(dirs: &[&str]) -> Vec<String> {
    let root = Path::new(env!("CARGO_MANIFEST_DIR"));
    let values = english_values();
    let mut found = Vec::new();
    for dir in dirs {
        let mut files = Vec::new();
        rust_files(&root.join(dir), &mut files);
        files.sort();
        for f in files {
            let Ok(src) = std::fs::read_to_string(&f) else {
                continue;
            };
            let (lits, marked) = literals(&src);
            for l in lits {
                if !l.code && !marked.contains(&l.line) && looks_like_text(&l.text, &values) {
                    let rel = f.strip_prefix(root).unwrap_or(&f);
                    found.push(format!("{}:{}: \"{}\"", rel.display(), l.line, l.text));
                }
            }
        }
    }
    found
}

#[test]
fn no_english_is_left_in_the_translated_code() {
    let found = english_left_in(TRANSLATED);
    assert!(
        found.is_empty(),
        "{} string(s) a user may read are not in the message files (move them to \
         i18n/en/app.ftl and use tr!, or mark code strings with `// {NOT_TEXT}`):\n{}",
        found.len(),
        found.join("\n")
    );
}

#[test]
fn the_straggler_check_finds_english_and_skips_code() {
    let src = r##"
//! Doc "Quoted words" are comments.
#[error("an error: {0}")]
fn f() {
    let a = "Corp won";
    let b = format!("{n}/{m} \u{b7}");
    let c = tr!(lang, "print-slip-corp-won");
    let d = "bye";
    let e = "pairings-by-name";
    let g = 'x';
    let h = include_bytes!("../Fonts/DejaVu.ttf");
    let i = "Netrunner TO"; // i18n: not text
    let j = r#"Raw "text" here"#;
}
#[cfg(test)]
mod tests {
    fn t() { assert_eq!(x, "Only a test"); }
}
"##;
    let (lits, marked) = literals(src);
    let values = english_values();
    let flagged: Vec<&str> = lits
        .iter()
        .filter(|l| !l.code && !marked.contains(&l.line) && looks_like_text(&l.text, &values))
        .map(|l| l.text.as_str())
        .collect();
    assert_eq!(flagged, vec!["Corp won", "bye", r#"Raw "text" here"#]);
}

/// Every message id the code asks for (`tr!(lang, "id"…)`, `.text("id")`) exists in English.
#[test]
fn every_message_the_code_uses_exists() {
    let root = Path::new(env!("CARGO_MANIFEST_DIR"));
    let english: BTreeSet<&str> = message_ids(LANGUAGES[0].source).into_iter().collect();
    let mut files = Vec::new();
    rust_files(&root.join("src"), &mut files);
    let mut used: BTreeMap<String, String> = BTreeMap::new();
    for f in files {
        let Ok(src) = std::fs::read_to_string(&f) else {
            continue;
        };
        for (k, _) in src.match_indices("tr!(") {
            // tr!(lang, "id" …): the first string literal after the macro's name (not
            // `include_str!(`).
            if src[..k].ends_with(|c: char| c.is_alphanumeric() || c == '_') {
                continue;
            }
            let rest = &src[k..];
            if let Some(open) = rest.find('"')
                && let Some(len) = rest[open + 1..].find('"')
            {
                let id = &rest[open + 1..open + 1 + len];
                used.entry(id.to_string())
                    .or_insert_with(|| f.display().to_string());
            }
        }
    }
    // Ids passed around as strings in the translated code (`lang.text(id)`, column helpers):
    // every literal there that looks like a message id.
    for dir in TRANSLATED {
        let mut files = Vec::new();
        rust_files(&root.join(dir), &mut files);
        for f in files {
            let src = std::fs::read_to_string(&f).unwrap_or_default();
            for l in literals(&src).0 {
                let id_like = l
                    .text
                    .chars()
                    .all(|c| c.is_ascii_lowercase() || c.is_ascii_digit() || c == '-');
                if id_like && ID_PREFIXES.iter().any(|p| l.text.starts_with(p)) {
                    used.entry(l.text)
                        .or_insert_with(|| f.display().to_string());
                }
            }
        }
    }
    let missing: Vec<String> = used
        .iter()
        .filter(|(id, _)| !english.contains(id.as_str()))
        .map(|(id, f)| format!("{id} (used in {f})"))
        .collect();
    assert!(used.len() > 20, "the scan finds the messages in use");
    assert!(missing.is_empty(), "not in i18n/en/app.ftl: {missing:?}");
}

/// The README's Translating section lists every language the program speaks, in order, in
/// its own words ("Languages: `en` English, `ja` 日本語."): adding a language is its message
/// file (which `build.rs` finds) and that line.
#[test]
fn the_readme_lists_every_language() {
    let readme =
        std::fs::read_to_string(Path::new(env!("CARGO_MANIFEST_DIR")).join("README.md")).unwrap();
    let line = readme
        .lines()
        .find(|l| l.starts_with("Languages: "))
        .expect("the README's Translating section has its \"Languages:\" line");
    let listed: Vec<&str> = line.split('`').skip(1).step_by(2).collect();
    let spoken: Vec<&str> = LANGUAGES.iter().map(|l| l.tag).collect();
    assert_eq!(listed, spoken, "README: {line:?}");
    for l in LANGUAGES {
        assert!(
            line.contains(&format!("`{}` {}", l.tag, l.name)),
            "README: {line:?} lacks {} in its own words",
            l.tag
        );
    }
}

#[test]
fn every_language_is_reachable_by_its_tag_and_has_a_name() {
    for (k, l) in LANGUAGES.iter().enumerate() {
        let lang = Lang::from_tag(l.tag).expect("a tag finds its language");
        assert_eq!(lang.tag(), l.tag);
        assert!(!lang.name().is_empty());
        assert_eq!(Lang::all().nth(k), Some(lang));
    }
}

// ----- printouts in the event's language ----------------------------------------------------

use netrunner_to::engine::{Command, Event, EventSettings, PlayerDetails, Structure};
use netrunner_to::io::print::{Paper, Printout, RoundRef, render};

/// Six players, round 1 paired, printouts in `language` (`None`: an event from before
/// languages).
fn paired_event(language: Option<&str>) -> Event {
    let mut settings = EventSettings::new("Tokyo Store Champs", Structure::Basic);
    settings.date = Some("2026-11-05".into());
    let mut e = Event::new(settings, 19);
    for name in ["田中 太郎", "Ann", "佐藤 花子", "Bo", "鈴木 一郎", "Cy"] {
        e.apply(Command::AddPlayer {
            details: PlayerDetails::named(name),
            id: None,
        })
        .unwrap();
    }
    if let Some(l) = language {
        e.apply(Command::SetPrintLanguage { language: l.into() })
            .unwrap();
    }
    e.apply(Command::PairRound).unwrap();
    e
}

fn text_of(e: &Event, p: Printout) -> String {
    crate::print::poppler(
        "pdftotext",
        &["-layout", "-enc", "UTF-8"],
        &render(e, &p, Paper::A4).unwrap(),
    )
}

#[test]
fn printouts_speak_the_events_language_and_write_its_dates() {
    let slips = Printout::Slips {
        round: RoundRef::Swiss(1),
    };
    let pairings = Printout::PairingsByTable {
        round: RoundRef::Swiss(1),
    };
    let ja = paired_event(Some("ja"));
    let text = text_of(&ja, slips);
    for words in [
        "結果記入票",
        "第1回戦",
        "コーポ勝利",
        "ランナー勝利",
        "時間切れ勝利",
        "2026年11月5日",
        "1 / 1 ページ",
    ] {
        assert!(text.contains(words), "{words:?} missing from:\n{text}");
    }
    assert!(!text.contains("Corp won"), "{text}");
    let text = text_of(&ja, pairings);
    for words in ["対戦表", "卓", "田中 太郎"] {
        assert!(text.contains(words), "{words:?} missing from:\n{text}");
    }
    // An event from before languages prints English, with the date written the English way.
    let old = paired_event(None);
    let text = text_of(&old, slips);
    for words in [
        "Match slips",
        "Round 1",
        "Corp won",
        "5 November 2026",
        "Page 1 of 1",
    ] {
        assert!(text.contains(words), "{words:?} missing from:\n{text}");
    }
}

#[test]
fn the_print_language_is_a_command_and_survives_the_event_file() {
    let mut e = paired_event(None);
    assert_eq!(e.settings().language, None);
    // A malformed tag is refused and changes nothing.
    assert!(
        e.apply(Command::SetPrintLanguage {
            language: "日本".into()
        })
        .is_err()
    );
    assert_eq!(e.settings().language, None);
    e.apply(Command::SetPrintLanguage {
        language: "ja".into(),
    })
    .unwrap();
    let json = serde_json::to_string(e.settings()).unwrap();
    assert!(json.contains(r#""language":"ja""#), "{json}");
    let back: EventSettings = serde_json::from_str(&json).unwrap();
    assert_eq!(back.language.as_deref(), Some("ja"));
    // Files from before languages have none: they load, and print English.
    let path = Path::new(env!("CARGO_MANIFEST_DIR")).join("fixtures/event-files/v1/small.json");
    let old = netrunner_to::io::save::from_bytes(&std::fs::read(&path).unwrap(), &path).unwrap();
    assert_eq!(old.settings().language, None);
    assert_eq!(netrunner_to::io::print::lang_of(&old), Lang::ENGLISH);
}

/// Japanese printouts keep every word: no column heading, label or note is shortened ("…")
/// or left out, on the Swiss printouts and the NAPD pods and slips.
#[test]
fn japanese_printouts_fit_their_columns() {
    use netrunner_to::engine::{Format, MatchResult};
    use netrunner_to::io::print::Kind;
    let mut e = paired_event(Some("ja"));
    let r1 = e.rounds()[0].clone();
    for p in &r1.pairings {
        e.apply(Command::ReportResult {
            round: 1,
            table: p.table,
            result: MatchResult::IntentionalSplit,
        })
        .unwrap();
    }
    e.apply(Command::PairRound).unwrap();
    let mut napd = EventSettings::new("NAPD ナイト", Structure::Basic);
    napd.format = Format::Napd;
    let mut m = Event::new(napd, 5);
    let runners = [
        "Sunny Lebeau: Security Specialist",
        "Noise: Hacker Extraordinaire",
        "Hayley Kaplan: Universal Scholar",
        "Nasir Meidan: Cyber Explorer",
    ];
    let names = [
        "田中", "佐藤", "鈴木", "高橋", "伊藤", "渡辺", "山本", "中村",
    ];
    for (i, name) in names.into_iter().enumerate() {
        let mut details = PlayerDetails::named(name);
        details.runner = Some(runners[i % runners.len()].into());
        m.apply(Command::AddPlayer { details, id: None }).unwrap();
    }
    m.apply(Command::SetPrintLanguage {
        language: "ja".into(),
    })
    .unwrap();
    m.apply(Command::PairPods).unwrap();
    let ja = Lang::from_tag("ja").unwrap();
    let must_show = [
        ("print-slip-hint-swiss", Kind::Slips),
        ("print-slip-timed-win", Kind::Slips),
        ("print-col-points-short", Kind::PairingsByTable),
        ("print-col-opponent", Kind::PairingsByName),
        ("print-col-esos", Kind::Standings),
        ("print-col-runner-identity", Kind::Registration),
        ("print-pod-slip-hint-napd", Kind::PodSlips),
        ("print-pod-slip-flatlined-all", Kind::PodSlips),
        ("format-title-napd", Kind::Pods),
    ];
    for kind in [
        Kind::PairingsByTable,
        Kind::PairingsByName,
        Kind::Slips,
        Kind::Standings,
        Kind::Registration,
        Kind::Pods,
        Kind::PodsByName,
        Kind::PodSlips,
    ] {
        let ev = if kind.is_multiplayer() { &m } else { &e };
        let p = Printout::for_event(ev, kind, None).unwrap();
        let text = text_of(ev, p);
        assert!(
            !text.contains('\u{2026}'),
            "{kind:?}: shortened text:\n{text}"
        );
        // pdftotext lays words out with spaces: compare without them.
        let flat: String = text.chars().filter(|c| !c.is_whitespace()).collect();
        for (id, _) in must_show.iter().filter(|(_, k)| *k == kind) {
            let words: String = ja.text(id).chars().filter(|c| !c.is_whitespace()).collect();
            assert!(flat.contains(&words), "{kind:?}: {id} missing:\n{text}");
        }
    }
}

// ----- the app's language ---------------------------------------------------------------------

mod app_language {
    use egui::accesskit::Role;
    use egui_kittest::Harness;
    use egui_kittest::kittest::Queryable as _;
    use netrunner_to::app::NetrunnerApp;
    use netrunner_to::app::screens::Screen;
    use netrunner_to::i18n::Lang;
    use std::path::Path;

    fn harness(data: &Path) -> Harness<'static, NetrunnerApp> {
        let mut app = NetrunnerApp::new(data.to_path_buf(), Box::new(|| 1_750_000_000_000));
        app.use_dialogs = false;
        let mut h = Harness::builder()
            .with_size(egui::vec2(1280.0, 800.0))
            .with_max_steps(40)
            .build_ui_state(|ui, app: &mut NetrunnerApp| app.frame_ui(ui), app);
        h.run_steps(4);
        h
    }

    fn click(h: &mut Harness<'_, NetrunnerApp>, label: &str) {
        h.get_by_label(label).click();
        h.run_steps(4);
    }

    /// View ▸ Language ▸ `name`, through the menus in the app's language of the moment.
    fn choose_language(h: &mut Harness<'_, NetrunnerApp>, name: &str) {
        let lang = h.state().lang();
        click(h, &netrunner_to::tr!(lang, "menu-view"));
        click(h, &netrunner_to::tr!(lang, "menu-language"));
        click(h, name);
    }

    /// Creates an event from the start screen, whose words are in `lang`.
    fn new_event(h: &mut Harness<'_, NetrunnerApp>, name: &str, lang: Lang) {
        let field = lang.text("settings-name");
        h.get_by_role_and_label(Role::TextInput, &field).click();
        h.run_steps(2);
        h.get_by_role_and_label(Role::TextInput, &field)
            .type_text(name);
        h.run_steps(2);
        h.key_press(egui::Key::Enter);
        h.run_steps(4);
    }

    /// View ▸ Language switches the app's language at run time and is remembered; new events
    /// print in it; an event's printout language is its own (Edit ▸ Event settings), whatever
    /// the app's language.
    #[test]
    fn view_language_switches_remembers_and_new_events_print_in_it() {
        let dir = tempfile::tempdir().unwrap();
        let ja = Lang::from_tag("ja").unwrap();
        let mut h = harness(dir.path());
        choose_language(&mut h, "日本語");
        assert_eq!(h.state().prefs.language(), ja);
        new_event(&mut h, "Tokyo Store Champs", ja);
        let e = h.state().event().expect("the event was created");
        assert_eq!(e.settings().language.as_deref(), Some("ja"));
        assert_eq!(netrunner_to::io::print::lang_of(e), ja);
        // The event's printouts go English; the app stays Japanese.
        h.state_mut()
            .push(netrunner_to::app::Action::Goto(Screen::Players));
        h.run_steps(4);
        click(&mut h, &ja.text("players-event-settings"));
        h.run_steps(10);
        click(&mut h, "English");
        click(&mut h, &ja.text("settings-save"));
        let e = h.state().event().unwrap();
        assert_eq!(e.settings().language.as_deref(), Some("en"));
        assert_eq!(h.state().prefs.language(), ja);
        // Printed from the Japanese app, the event's standings are English.
        use netrunner_to::io::print::Kind;
        let printed = super::text_of(
            e,
            netrunner_to::io::print::Printout::for_event(e, Kind::Standings, None).unwrap(),
        );
        assert!(printed.contains("Standings"), "{printed}");
        assert!(!printed.contains("順位表"), "{printed}");
        // The app's own words stay Japanese.
        assert!(h.query_by_label(&ja.text("nav-standings")).is_some());
        // Switched back at run time: the next event prints English, the open one is unchanged.
        choose_language(&mut h, "English");
        assert_eq!(h.state().prefs.language(), Lang::ENGLISH);
        // Remembered at the next start.
        choose_language(&mut h, "日本語");
        drop(h);
        let h = harness(dir.path());
        assert_eq!(h.state().prefs.language(), ja);
    }
}

/// The statistics printout speaks the event's language: the charts' headings, titles, bars and
/// captions in Japanese for a Japanese event; the same event printed in English keeps its
/// English words.
#[test]
fn the_statistics_printout_speaks_the_events_language() {
    use netrunner_to::engine::MatchResult;
    use netrunner_to::io::print::Kind;
    let reported = |language| {
        let mut e = paired_event(language);
        let tables: Vec<u32> = e.rounds()[0].pairings.iter().map(|p| p.table).collect();
        for table in tables {
            e.apply(Command::ReportResult {
                round: 1,
                table,
                result: MatchResult::IntentionalSplit,
            })
            .unwrap();
        }
        e
    };
    let ja = reported(Some("ja"));
    let text = text_of(
        &ja,
        Printout::for_event(&ja, Kind::Statistics, None).unwrap(),
    );
    // pdftotext lays words out with spaces: compare without them.
    let flat: String = text.chars().filter(|c| !c.is_whitespace()).collect();
    for words in [
        "統計",
        "第1回戦終了時",
        "参加者:6人",
        "コーポの派閥",
        "ランナーのID",
        "ID未入力",
        "6人に対する割合",
        "スイス式ラウンド",
        "コーポ勝利",
        "ランナー時間切れ勝利",
        "合意の引き分け3件は数えていません",
    ] {
        assert!(flat.contains(words), "{words:?} missing from:\n{text}");
    }
    for english in [
        "The field",
        "Corp factions",
        "No identity entered",
        "of 6 players",
        "Corp wins",
        "not counted",
    ] {
        assert!(!text.contains(english), "{english:?} in:\n{text}");
    }
    let en = reported(None);
    let text = text_of(
        &en,
        Printout::for_event(&en, Kind::Statistics, None).unwrap(),
    );
    for words in [
        "The field: 6 players",
        "Corp factions",
        "No identity entered",
        "Corp wins",
        "3 intentional splits not counted",
    ] {
        assert!(text.contains(words), "{words:?} missing from:\n{text}");
    }
}

/// Issue 37, item 7: after the cut, the Japanese standings and bracket printouts head their
/// columns whole (the seed column read 「シ…」). A real 16-player Cobra event with its top 4.
#[test]
fn japanese_cut_printouts_head_their_columns_whole() {
    use netrunner_to::io::print::Kind;
    let path = std::path::Path::new(env!("CARGO_MANIFEST_DIR"))
        .join("fixtures/real/cobra_2018-01-08_gamescape-store-champs_16p_4r_top4de.json");
    let mut e = netrunner_to::io::nrtm::import(&std::fs::read(path).unwrap(), 7)
        .unwrap()
        .event;
    e.apply(Command::SetPrintLanguage {
        language: "ja".into(),
    })
    .unwrap();
    assert!(e.cut().is_some());
    let ja = Lang::from_tag("ja").unwrap();
    for kind in [Kind::Standings, Kind::Bracket] {
        let p = Printout::for_event(&e, kind, None).unwrap();
        let text = text_of(&e, p);
        // The headings' lines (names and identities may be shortened; the app's words not).
        for line in text
            .lines()
            .filter(|l| l.contains(&ja.text("print-col-player")))
        {
            assert!(
                !line.contains('\u{2026}'),
                "{kind:?}: a heading cut: {line}"
            );
        }
        assert!(
            text.contains(&ja.text("print-col-seed")),
            "{kind:?}:\n{text}"
        );
    }
}
