//! Problems with files, imports, card data and deck lists, in a language.
//!
//! The words are the `file-`, `nrtm-`, `import-problem-` and `deckcheck-` messages (section
//! `io` of the message files). Each type's `Display`, which the command line prints, is its
//! English from the same messages (`super::english_display`); the tests render every variant in
//! every language. Values from elsewhere stay
//! as they are inside the sentences: the operating system's and the JSON reader's errors, file
//! paths, card, identity, set, faction and format names (NetrunnerDB's), and the place and
//! reason a reader gives for a malformed event file (`FileError::Invalid`), results file
//! (`NrtmError::Invalid`) or card data file (`CardFileError::Parse`), which name the file's
//! JSON fields.

use super::Explain;
use crate::engine::Side;
use crate::engine::cards::{
    AMPERE_AGENDAS_PER_FACTION, CARD_DATA_FORMAT, CARD_DATA_VERSION, CardDataError, DataKind,
    Dated, DeckProblem, LegalityError, RESTRICTED_TITLES_ALLOWED,
};
use crate::engine::event::MAX_PLAYERS;
use crate::i18n::Lang;
use crate::io::cards::CardFileError;
use crate::io::csv::CsvError;
use crate::io::decklist::{
    LineProblem, LineProblemKind, MAX_COPIES_PER_LINE, MAX_LIST_BYTES, MAX_PROBLEMS_SHOWN,
    ReadError,
};
use crate::io::decks::SubmissionError;
use crate::io::event_file::{Holder, HolderKind};
use crate::io::nrtm::NrtmError;
use crate::io::player_import::{
    Encoding, Field, ImportError, ImportPreview, Note, Problem, Quoting,
};
use crate::io::print::{BIG_SELL_OUT, Kind, NAPD_MULTIPLAYER, PrintError, side_name};
use crate::io::save::{FIELDS_SHOWN, FILE_FORMAT, FILE_VERSION, FileError, Special, json_too_deep};
use crate::tr;
use std::path::Path;

// ----- helpers ------------------------------------------------------------------------------

fn shown(p: &Path) -> String {
    p.display().to_string()
}

/// Items joined the language's way ("a, b"; "a、b").
fn list(items: impl IntoIterator<Item = String>, lang: Lang) -> String {
    items
        .into_iter()
        .collect::<Vec<_>>()
        .join(&tr!(lang, "file-list-separator"))
}

/// Card titles as the language writes them in a sentence ("Hedge Fund"; "《Hedge Fund》").
fn card(title: &str, lang: Lang) -> String {
    tr!(lang, "deckcheck-card", card = title)
}

/// Card titles, joined.
fn cards(titles: &[String], lang: Lang) -> String {
    list(titles.iter().map(|t| card(t, lang)), lang)
}

/// Cards with a number each (influence, points): "Hedge Fund 2, Sure Gamble 1".
fn costs(items: &[(String, u32)], lang: Lang) -> String {
    list(
        items
            .iter()
            .map(|(c, n)| tr!(lang, "deckcheck-cost", card = c.as_str(), n = *n)),
        lang,
    )
}

/// The text of a JSON reader's error (nesting beyond its limit named as such).
fn json_error(e: &serde_json::Error, lang: Lang) -> String {
    if json_too_deep(e) {
        tr!(lang, "file-json-too-deep", error = e.to_string())
    } else {
        e.to_string()
    }
}

/// Who holds an event file ("the Netrunner TO app (process 4242)").
pub fn holder(h: &Holder, lang: Lang) -> String {
    let kind = match h.holder {
        HolderKind::App => "app",
        HolderKind::Command => "command",
        HolderKind::Server => "server",
    };
    tr!(lang, "file-holder", kind = kind, pid = h.pid.to_string())
}

/// Unknown fields of an event file for a message: the first few, and how many more
/// ([`crate::io::save::Loaded::unknown_list`] in a language).
pub fn unknown_fields(fields: &[String], lang: Lang) -> String {
    let first = list(fields.iter().take(FIELDS_SHOWN).cloned(), lang);
    if fields.len() > FIELDS_SHOWN {
        tr!(
            lang,
            "file-fields-more",
            fields = first,
            more = fields.len() - FIELDS_SHOWN
        )
    } else {
        first
    }
}

// ----- event files ----------------------------------------------------------------------------

impl Explain for FileError {
    fn explain(&self, lang: Lang) -> String {
        match self {
            FileError::Io { path, source } => {
                tr!(
                    lang,
                    "file-io",
                    path = shown(path),
                    error = source.to_string()
                )
            }
            FileError::Invalid { path, reason } => {
                tr!(
                    lang,
                    "file-invalid",
                    path = shown(path),
                    reason = reason.as_str()
                )
            }
            // The engine section's words for `Inconsistency` (`io::explain::engine`), once they
            // are there: `problem.explain(lang)`.
            FileError::Inconsistent { path, problem } => tr!(
                lang,
                "file-invalid",
                path = shown(path),
                reason = problem.to_string()
            ),
            FileError::NotAnEventFile { path } => tr!(
                lang,
                "file-not-an-event-file",
                path = shown(path),
                format = format!("{FILE_FORMAT:?}")
            ),
            FileError::TooNew { path, found } => tr!(
                lang,
                "file-too-new",
                path = shown(path),
                found = *found,
                version = FILE_VERSION
            ),
            FileError::NotRegular { path, what } => {
                let what = match what {
                    Special::NamedPipe => "named-pipe",
                    Special::Socket => "socket",
                    Special::Device => "device",
                    Special::Other => "other",
                };
                tr!(lang, "file-not-regular", path = shown(path), what = what)
            }
            FileError::ReadOnly { path } => tr!(lang, "file-read-only", path = shown(path)),
            FileError::FolderNotWritable { path, dir } => tr!(
                lang,
                "file-folder-not-writable",
                path = shown(path),
                dir = shown(dir)
            ),
            FileError::Locked {
                path,
                holder: who,
                waited,
                message: _,
            } => {
                let path = shown(path);
                let who_text = who
                    .as_ref()
                    .map_or_else(|| tr!(lang, "file-holder-unknown"), |h| holder(h, lang));
                match waited {
                    Some(w) => tr!(
                        lang,
                        "file-locked-busy",
                        path = path,
                        holder = who_text,
                        seconds = w.as_secs_f64().to_string()
                    ),
                    None if who.as_ref().is_some_and(|h| h.holder == HolderKind::Server) => {
                        tr!(lang, "file-locked-server", path = path, holder = who_text)
                    }
                    None => tr!(lang, "file-locked-open", path = path, holder = who_text),
                }
            }
            FileError::Changed { path } => tr!(lang, "file-changed", path = shown(path)),
            FileError::UnknownFields { path, fields } => tr!(
                lang,
                "file-unknown-fields",
                path = shown(path),
                fields = unknown_fields(fields, lang)
            ),
        }
    }
}

impl Explain for CsvError {
    fn explain(&self, lang: Lang) -> String {
        match self {
            CsvError::NoSuchRound(round) => tr!(lang, "file-csv-no-such-round", round = *round),
            CsvError::Csv(e) => tr!(lang, "file-csv-failed", error = e.to_string()),
        }
    }
}

impl Explain for PrintError {
    fn explain(&self, lang: Lang) -> String {
        // A printout's title in the language (the error holds the English one).
        let title = |what: &str| {
            Kind::ALL
                .iter()
                .find(|k| k.title() == what)
                .map_or_else(|| what.to_string(), |k| k.title_in(lang))
        };
        match self {
            PrintError::NoRounds => tr!(lang, "file-print-no-rounds"),
            PrintError::NoSuchRound { asked, have } => tr!(
                lang,
                "file-print-no-such-round",
                asked = *asked,
                count = have.count,
                pods = if have.pods { "yes" } else { "no" }
            ),
            PrintError::NoCut => tr!(lang, "file-print-no-cut"),
            PrintError::NoSuchEliminationRound { asked, rounds } => tr!(
                lang,
                "file-print-no-such-elimination-round",
                asked = *asked,
                rounds = *rounds
            ),
            PrintError::StandingsAreSwiss => tr!(lang, "file-print-standings-are-swiss"),
            PrintError::NotForMultiplayer { what, format } => {
                let key = match *format {
                    BIG_SELL_OUT => "bso",
                    NAPD_MULTIPLAYER => "napd",
                    _ => "other",
                };
                tr!(
                    lang,
                    "file-print-not-for-multiplayer",
                    what = title(what),
                    format = key,
                    name = *format
                )
            }
            PrintError::OnlyMultiplayer { what } => {
                tr!(lang, "file-print-only-multiplayer", what = title(what))
            }
            PrintError::NoEliminationInMultiplayer => {
                tr!(lang, "file-print-no-elimination-in-multiplayer")
            }
            PrintError::Pdf(e) => tr!(lang, "file-print-pdf", error = e.as_str()),
        }
    }
}

// ----- card data ------------------------------------------------------------------------------

impl Explain for CardFileError {
    fn explain(&self, lang: Lang) -> String {
        match self {
            CardFileError::Io { path, source } => tr!(
                lang,
                "file-cards-io",
                path = path.as_str(),
                error = source.to_string()
            ),
            CardFileError::Parse { path, reason } => tr!(
                lang,
                "file-cards-parse",
                path = path.as_str(),
                reason = reason.as_str()
            ),
            CardFileError::Invalid { path, source } => tr!(
                lang,
                "file-cards-invalid",
                path = path.as_str(),
                problem = source.explain(lang)
            ),
            CardFileError::Save { path, source } => tr!(
                lang,
                "file-cards-save",
                path = path.as_str(),
                error = source.explain(lang)
            ),
            CardFileError::TooLarge { path, size, max } => tr!(
                lang,
                "file-cards-too-large",
                path = path.as_str(),
                size = *size,
                max = *max
            ),
            CardFileError::NotARepository { path } => {
                tr!(lang, "file-cards-not-repository", path = path.as_str())
            }
            CardFileError::Incomplete { path } => {
                tr!(lang, "file-cards-incomplete", path = path.as_str())
            }
            CardFileError::Archive { path, reason } => tr!(
                lang,
                "file-cards-archive",
                path = path.as_str(),
                reason = reason.as_str()
            ),
            CardFileError::Download { url, problem } => tr!(
                lang,
                "file-cards-download",
                url = url.as_str(),
                problem = problem.explain(lang)
            ),
        }
    }
}

impl Explain for crate::io::cards::download::Problem {
    fn explain(&self, lang: Lang) -> String {
        use crate::io::cards::download::Problem as P;
        match self {
            P::NoConnection(detail) => {
                tr!(
                    lang,
                    "file-download-no-connection",
                    detail = detail.as_str()
                )
            }
            P::TimedOut(seconds) => tr!(lang, "file-download-timed-out", seconds = *seconds),
            P::Status(code) => tr!(lang, "file-download-status", code = *code),
            P::Interrupted { received, reason } => tr!(
                lang,
                "file-download-interrupted",
                received = *received,
                reason = reason.as_str()
            ),
            P::TooLarge => tr!(
                lang,
                "file-download-too-large",
                max = crate::io::cards::MAX_ARCHIVE_BYTES
            ),
            P::Cancelled => tr!(lang, "file-download-cancelled"),
            P::Other(detail) => tr!(lang, "file-download-other", detail = detail.as_str()),
        }
    }
}

/// A kind of card data, as the messages' selector key.
fn kind_key(kind: DataKind) -> &'static str {
    match kind {
        DataKind::Card => "card",
        DataKind::Set => "set",
        DataKind::Faction => "faction",
        DataKind::CardPool => "card-pool",
        DataKind::RestrictionList => "restriction-list",
        DataKind::Format => "format",
    }
}

/// What carries a date in card data, in a language (the data itself, a set, a snapshot; a
/// restriction list by its name).
fn dated(what: &Dated, lang: Lang) -> String {
    match what {
        Dated::CardData => tr!(lang, "file-carddata-the-data"),
        Dated::Set(name) => tr!(lang, "file-carddata-set", name = name.as_str()),
        Dated::Snapshot(id) => tr!(lang, "file-carddata-snapshot", id = id.as_str()),
        Dated::RestrictionList(name) => name.clone(),
    }
}

impl Explain for CardDataError {
    fn explain(&self, lang: Lang) -> String {
        match self {
            CardDataError::WrongFormat(found) => tr!(
                lang,
                "file-carddata-wrong-format",
                found = format!("{found:?}"),
                expected = CARD_DATA_FORMAT
            ),
            CardDataError::NewerVersion(version) => tr!(
                lang,
                "file-carddata-newer",
                version = *version,
                supported = CARD_DATA_VERSION
            ),
            CardDataError::BadDate { what, value } => tr!(
                lang,
                "file-carddata-bad-date",
                what = dated(what, lang),
                value = format!("{value:?}")
            ),
            CardDataError::UnknownReference { what, kind, id } => tr!(
                lang,
                "file-carddata-unknown-reference",
                what = what.as_str(),
                kind = kind_key(*kind),
                id = format!("{id:?}")
            ),
            CardDataError::Duplicate { kind, id } => tr!(
                lang,
                "file-carddata-duplicate",
                kind = kind_key(*kind),
                id = format!("{id:?}")
            ),
        }
    }
}

impl Explain for LegalityError {
    fn explain(&self, lang: Lang) -> String {
        match self {
            LegalityError::UnknownFormat { name, known } => tr!(
                lang,
                "deckcheck-unknown-format",
                quoted = format!("{name:?}"),
                name = name.as_str(),
                known = list(known.iter().cloned(), lang)
            ),
            LegalityError::UnknownSnapshot { format, id } => tr!(
                lang,
                "deckcheck-unknown-snapshot",
                format = format.as_str(),
                quoted = format!("{id:?}"),
                id = id.as_str()
            ),
            LegalityError::NothingInForce {
                format,
                date,
                first,
            } => {
                let iso = date.to_string();
                tr!(
                    lang,
                    "deckcheck-nothing-in-force",
                    format = format.as_str(),
                    iso = iso.as_str(),
                    date = lang.date(&iso),
                    first_iso = first.as_str(),
                    first = lang.date(first)
                )
            }
        }
    }
}

// ----- results files (NRTM) -------------------------------------------------------------------

impl Explain for NrtmError {
    fn explain(&self, lang: Lang) -> String {
        match self {
            NrtmError::TooLarge { size, max } => {
                tr!(lang, "nrtm-too-large", size = *size, max = *max)
            }
            NrtmError::Json(e) => tr!(lang, "nrtm-json", reason = json_error(e, lang)),
            NrtmError::Invalid { place, reason } => tr!(
                lang,
                "nrtm-invalid",
                place = place.as_str(),
                reason = reason.as_str()
            ),
            NrtmError::Engine { place, source } => tr!(
                lang,
                "nrtm-engine",
                place = place.as_str(),
                reason = source.explain(lang)
            ),
        }
    }
}

// ----- player lists ---------------------------------------------------------------------------

impl Explain for ImportError {
    fn explain(&self, lang: Lang) -> String {
        match self {
            ImportError::TooLarge { size, max } => {
                tr!(lang, "import-problem-too-large", size = *size, max = *max)
            }
            ImportError::Json => tr!(lang, "import-problem-json"),
        }
    }
}

/// The rules deck lists are checked against, in `lang` ([`Legality::describe`] in a language):
/// "Standard: Seventh Rotation, Standard Ban List 25.04 (from 24 April 2025)", the names as the
/// card data writes them.
pub fn rules(r: &crate::engine::cards::Legality<'_>, lang: Lang) -> String {
    let names = r.names();
    match r.in_force_from() {
        Some(d) => {
            let iso = d.to_string();
            tr!(
                lang,
                "decks-rules-from",
                rules = names,
                date = lang.date(&iso),
                iso = iso
            )
        }
        None => names,
    }
}

/// A field of a player list ("Corp identity"), in a language.
pub fn field(f: Field, lang: Lang) -> String {
    let key = match f {
        Field::Name => "name", // i18n: not text
        Field::Corp => "corp",
        Field::Runner => "runner",
        Field::Pronouns => "pronouns",
        Field::NoVideo => "no-video",
    };
    tr!(lang, "import-problem-field", field = key)
}

impl Explain for Quoting {
    fn explain(&self, lang: Lang) -> String {
        match self {
            Quoting::NeverClosed { line } => {
                tr!(lang, "import-problem-quote-never-closed", line = *line)
            }
            Quoting::TextAfterQuote { line, text } => tr!(
                lang,
                "import-problem-text-after-quote",
                line = *line,
                quoted = format!("{text:?}"),
                text = text.as_str()
            ),
        }
    }
}

impl Explain for Problem {
    fn explain(&self, lang: Lang) -> String {
        match self {
            Problem::EmptyName => tr!(lang, "import-problem-empty-name"),
            Problem::DuplicateInFile { first_line } => {
                tr!(lang, "import-problem-duplicate", line = *first_line)
            }
            Problem::AlreadyRegistered { registered } => tr!(
                lang,
                "import-problem-already-registered",
                name = registered.as_str()
            ),
            Problem::UnknownIdentity {
                side,
                text,
                did_you_mean,
            } => match did_you_mean {
                Some(title) => tr!(
                    lang,
                    "import-problem-unknown-identity-suggest",
                    side = side_name(*side, lang),
                    text = text.as_str(),
                    title = title.as_str()
                ),
                None => tr!(
                    lang,
                    "import-problem-unknown-identity",
                    side = side_name(*side, lang),
                    text = text.as_str()
                ),
            },
            Problem::IdentityCompleted { side, text, title } => tr!(
                lang,
                "import-problem-identity-completed",
                side = side_name(*side, lang),
                text = text.as_str(),
                title = title.as_str()
            ),
            Problem::TooManyColumns { found, expected } => tr!(
                lang,
                "import-problem-too-many-columns",
                found = *found,
                expected = *expected
            ),
            Problem::TooFewColumns { found, expected } => tr!(
                lang,
                "import-problem-too-few-columns",
                found = *found,
                expected = *expected
            ),
            Problem::ControlCharacters { field: f } => tr!(
                lang,
                "import-problem-control-characters",
                field = field(*f, lang)
            ),
            Problem::InvisibleCharacters { field: f } => tr!(
                lang,
                "import-problem-invisible-characters",
                field = field(*f, lang)
            ),
            Problem::TooLong { field: f, max } => tr!(
                lang,
                "import-problem-too-long",
                field = field(*f, lang),
                max = *max
            ),
            Problem::MalformedQuoting { detail } => tr!(
                lang,
                "import-problem-malformed-quoting",
                detail = detail.explain(lang)
            ),
            Problem::EventFull => tr!(lang, "import-problem-event-full", max = MAX_PLAYERS),
            Problem::InvalidName { reason } => reason.explain(lang),
            Problem::NoVideoUnclear { text } => tr!(
                lang,
                "import-problem-no-video-unclear",
                text = text.as_str()
            ),
        }
    }
}

impl Explain for Note {
    fn explain(&self, lang: Lang) -> String {
        match self {
            Note::Windows1252 => tr!(lang, "import-problem-note-windows-1252"),
            Note::IgnoredColumns(columns) => tr!(
                lang,
                "import-problem-note-ignored-columns",
                columns = list(columns.iter().map(ToString::to_string), lang)
            ),
            Note::NoPlayers => tr!(lang, "import-problem-note-no-players"),
        }
    }
}

/// How a player list was read, in one line ([`ImportPreview::summary`] in a language): the
/// encoding, the delimiter, header or not, the columns.
pub fn import_summary(p: &ImportPreview, lang: Lang) -> String {
    let encoding = match p.encoding {
        Encoding::Utf8 => "utf8",
        Encoding::Utf8Bom => "utf8-bom",
        Encoding::Utf16 => "utf16",
        Encoding::Windows1252 => "windows-1252",
    };
    let delimiter = match p.delimiter {
        b'\t' => "tab",
        b';' => "semicolon",
        _ => "comma",
    };
    let columns = p.columns.iter().map(|c| match c {
        Some(f) => field(*f, lang),
        None => tr!(lang, "import-problem-column-ignored"),
    });
    tr!(
        lang,
        "import-problem-summary",
        encoding = encoding,
        delimiter = delimiter,
        header = if p.has_header { "yes" } else { "no" },
        columns = list(columns, lang)
    )
}

// ----- deck lists -----------------------------------------------------------------------------

impl Explain for LineProblem {
    fn explain(&self, lang: Lang) -> String {
        let quoted = format!("{:?}", self.text);
        let text = self.text.as_str();
        let line = self.line;
        let titles = |v: &[String]| v.join(&tr!(lang, "deckcheck-or"));
        match &self.kind {
            LineProblemKind::Unknown { suggestions } if suggestions.is_empty() => tr!(
                lang,
                "deckcheck-line-unknown",
                line = line,
                quoted = quoted,
                text = text
            ),
            LineProblemKind::Unknown { suggestions } => tr!(
                lang,
                "deckcheck-line-unknown-suggest",
                line = line,
                quoted = quoted,
                text = text,
                titles = titles(suggestions)
            ),
            LineProblemKind::Ambiguous { candidates } => tr!(
                lang,
                "deckcheck-line-ambiguous",
                line = line,
                quoted = quoted,
                text = text,
                titles = titles(candidates)
            ),
            LineProblemKind::BadCount(copies) => tr!(
                lang,
                "deckcheck-line-bad-count",
                line = line,
                quoted = quoted,
                text = text,
                copies = *copies,
                max = MAX_COPIES_PER_LINE
            ),
        }
    }
}

impl Explain for ReadError {
    fn explain(&self, lang: Lang) -> String {
        match self {
            ReadError::NotText => tr!(lang, "deckcheck-not-text"),
            ReadError::TooLarge { size } => {
                tr!(
                    lang,
                    "deckcheck-too-large",
                    size = *size,
                    max = MAX_LIST_BYTES
                )
            }
            ReadError::Empty => tr!(lang, "deckcheck-empty"),
            ReadError::Lines(lines) => {
                let problems: Vec<String> = lines
                    .iter()
                    .take(MAX_PROBLEMS_SHOWN)
                    .map(|p| p.explain(lang))
                    .collect();
                tr!(
                    lang,
                    "deckcheck-lines",
                    n = lines.len(),
                    problems = problems.join(&tr!(lang, "deckcheck-lines-separator")),
                    more = lines.len().saturating_sub(MAX_PROBLEMS_SHOWN)
                )
            }
        }
    }
}

impl Explain for SubmissionError {
    fn explain(&self, lang: Lang) -> String {
        match self {
            SubmissionError::UnknownPlayer(id) => {
                tr!(lang, "deckcheck-unknown-player", player = id.to_string())
            }
            SubmissionError::NotCollected => tr!(lang, "deckcheck-not-collected"),
            SubmissionError::Locked { player, side } => tr!(
                lang,
                "deckcheck-locked",
                player = player.as_str(),
                side = side_name(*side, lang)
            ),
            SubmissionError::Read(e) => e.explain(lang),
            SubmissionError::WrongSide {
                asked,
                found,
                identity,
            } => tr!(
                lang,
                "deckcheck-wrong-side",
                identity = identity.as_str(),
                found = side_name(*found, lang),
                asked = side_name(*asked, lang)
            ),
            SubmissionError::NoSide => tr!(lang, "deckcheck-no-side"),
        }
    }
}

impl Explain for DeckProblem {
    fn explain(&self, lang: Lang) -> String {
        let side = |s: &Side| side_name(*s, lang);
        match self {
            DeckProblem::NoIdentity { side: s } => {
                tr!(lang, "deckcheck-no-identity", side = side(s))
            }
            DeckProblem::IdentityWrongSide { identity, side: s } => tr!(
                lang,
                "deckcheck-identity-wrong-side",
                identity = identity.as_str(),
                side = side(s)
            ),
            DeckProblem::SeveralIdentities { extra } => tr!(
                lang,
                "deckcheck-several-identities",
                extra = list(extra.iter().cloned(), lang)
            ),
            DeckProblem::WrongSide { card, side: s } => tr!(
                lang,
                "deckcheck-wrong-side-card",
                card = card.as_str(),
                side = side(s)
            ),
            DeckProblem::UnknownCard { title } => {
                tr!(lang, "deckcheck-unknown-card", card = title.as_str())
            }
            DeckProblem::TooFewCards {
                cards,
                minimum,
                identity,
            } => tr!(
                lang,
                "deckcheck-too-few-cards",
                cards = *cards,
                identity = identity.as_str(),
                minimum = *minimum,
                missing = minimum.saturating_sub(*cards)
            ),
            DeckProblem::TooManyCopies {
                card,
                copies,
                limit,
                because_of,
            } => match because_of {
                Some(identity) => tr!(
                    lang,
                    "deckcheck-too-many-copies-with",
                    copies = *copies,
                    card = card.as_str(),
                    limit = *limit,
                    identity = identity.as_str()
                ),
                None => tr!(
                    lang,
                    "deckcheck-too-many-copies",
                    copies = *copies,
                    card = card.as_str(),
                    limit = *limit
                ),
            },
            DeckProblem::Influence {
                spent,
                limit,
                printed,
                universal,
                penalty,
                costs: items,
            } => tr!(
                lang,
                "deckcheck-influence",
                spent = *spent,
                limit = *limit,
                printed = *printed,
                penalty = *penalty,
                universal = *universal,
                listed = items.len(),
                costs = costs(items, lang)
            ),
            DeckProblem::OutOfFactionAgenda { card, faction } => tr!(
                lang,
                "deckcheck-out-of-faction-agenda",
                card = card.as_str(),
                faction = faction.as_str()
            ),
            DeckProblem::TooManyFactionAgendas { faction, agendas } => tr!(
                lang,
                "deckcheck-faction-agendas",
                n = agendas.len(),
                faction = faction.as_str(),
                max = AMPERE_AGENDAS_PER_FACTION,
                agendas = cards(agendas, lang)
            ),
            DeckProblem::ForbiddenFaction {
                card,
                faction,
                identity,
            } => tr!(
                lang,
                "deckcheck-forbidden-faction",
                card = card.as_str(),
                faction = faction.as_str(),
                identity = identity.as_str()
            ),
            DeckProblem::AgendaPoints {
                points,
                cards,
                low,
                high,
            } => tr!(
                lang,
                "deckcheck-agenda-points",
                points = *points,
                cards = *cards,
                low = *low,
                high = *high
            ),
            DeckProblem::NotInPool { card, pool, sets } if sets.is_empty() => tr!(
                lang,
                "deckcheck-not-in-pool",
                card = card.as_str(),
                pool = pool.as_str()
            ),
            DeckProblem::NotInPool { card, pool, sets } => tr!(
                lang,
                "deckcheck-not-in-pool-printed",
                card = card.as_str(),
                pool = pool.as_str(),
                sets = list(sets.iter().cloned(), lang)
            ),
            DeckProblem::Banned {
                card,
                list: banning,
                subtype,
            } => match subtype {
                Some(subtype) => tr!(
                    lang,
                    "deckcheck-banned-subtype",
                    card = card.as_str(),
                    list = banning.as_str(),
                    subtype = subtype.as_str()
                ),
                None => tr!(
                    lang,
                    "deckcheck-banned",
                    card = card.as_str(),
                    list = banning.as_str()
                ),
            },
            DeckProblem::TooManyRestricted {
                cards: titles,
                list: restricting,
            } => tr!(
                lang,
                "deckcheck-too-many-restricted",
                n = titles.len(),
                max = RESTRICTED_TITLES_ALLOWED,
                list = restricting.as_str(),
                cards = cards(titles, lang)
            ),
            DeckProblem::Points {
                points,
                limit,
                cards: items,
                list: pointing,
            } => tr!(
                lang,
                "deckcheck-points",
                points = *points,
                limit = *limit,
                list = pointing.as_str(),
                cards = costs(items, lang)
            ),
            DeckProblem::TooManyThreePointAgendas {
                count,
                limit,
                cards: items,
                list: listing,
            } => tr!(
                lang,
                "deckcheck-three-point-agendas",
                count = *count,
                limit = *limit,
                list = listing.as_str(),
                cards = costs(items, lang)
            ),
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::engine::error::Inconsistency;
    use crate::engine::{EngineError, PlayerId};
    use crate::io::event_file::locked;
    use crate::io::print::RoundsThere;
    use std::collections::BTreeSet;
    use std::fmt::Display;
    use std::path::PathBuf;
    use std::time::Duration;

    fn ja() -> Lang {
        Lang::from_tag("ja").unwrap()
    }

    /// Every sample: English through `Explain` is its `Display`, Japanese is another text;
    /// every variant (`name`) has a sample.
    fn check<T: Explain + Display>(samples: &[T], name: fn(&T) -> &'static str, all: &[&str]) {
        let mut seen = BTreeSet::new();
        for s in samples {
            seen.insert(name(s));
            // Every language has the messages, with the arguments they use.
            let problems = crate::i18n::message_problems(|| {
                for lang in Lang::all() {
                    s.explain(lang);
                }
            });
            assert!(problems.is_empty(), "{}: {problems:?}", name(s));
            // `Display` is the English (the same words, for the types `english_display!`
            // covers; the printouts' own errors keep theirs).
            let english = s.to_string();
            assert_eq!(s.explain(Lang::ENGLISH), english, "{}", name(s));
            let japanese = s.explain(ja());
            assert_ne!(japanese, english, "{}: not translated", name(s));
            assert!(
                !japanese.is_ascii(),
                "{}: no Japanese in {japanese:?}",
                name(s)
            );
        }
        let all: BTreeSet<&str> = all.iter().copied().collect();
        let missing: Vec<_> = all.difference(&seen).collect();
        assert!(missing.is_empty(), "variants without a sample: {missing:?}");
        assert_eq!(seen, all, "names outside the list of variants");
    }

    fn path() -> PathBuf {
        PathBuf::from("/events/store-champs.json")
    }

    fn file_error_name(e: &FileError) -> &'static str {
        match e {
            FileError::Io { .. } => "Io",
            FileError::Invalid { .. } => "Invalid",
            FileError::Inconsistent { .. } => "Inconsistent",
            FileError::NotAnEventFile { .. } => "NotAnEventFile",
            FileError::TooNew { .. } => "TooNew",
            FileError::NotRegular { .. } => "NotRegular",
            FileError::ReadOnly { .. } => "ReadOnly",
            FileError::FolderNotWritable { .. } => "FolderNotWritable",
            FileError::Locked { .. } => "Locked",
            FileError::Changed { .. } => "Changed",
            FileError::UnknownFields { .. } => "UnknownFields",
        }
    }

    fn file_errors() -> Vec<FileError> {
        let holder = |holder, pid| Holder {
            holder,
            pid,
            channel: None,
        };
        let fields = |n: usize| (0..n).map(|i| format!("event.extra{i}")).collect();
        let mut v = vec![
            FileError::Io {
                path: path(),
                source: std::io::Error::from_raw_os_error(2),
            },
            FileError::Invalid {
                path: path(),
                reason: "not UTF-8 text".into(),
            },
            FileError::Inconsistent {
                path: path(),
                problem: Inconsistency::PodsOutsideMultiplayer,
            },
            FileError::NotAnEventFile { path: path() },
            FileError::TooNew {
                path: path(),
                found: 7,
            },
            FileError::ReadOnly { path: path() },
            FileError::FolderNotWritable {
                path: path(),
                dir: PathBuf::from("/events"),
            },
            locked(&path(), holder(HolderKind::Server, 41), None),
            locked(&path(), holder(HolderKind::App, 42), None),
            locked(&path(), holder(HolderKind::Command, 43), None),
            locked(
                &path(),
                holder(HolderKind::Command, 44),
                Some(Duration::from_secs(2)),
            ),
            locked(
                &path(),
                holder(HolderKind::Command, 0),
                Some(Duration::from_millis(1500)),
            ),
            FileError::Changed { path: path() },
            FileError::UnknownFields {
                path: path(),
                fields: fields(2),
            },
            FileError::UnknownFields {
                path: path(),
                fields: fields(5),
            },
        ];
        for what in [
            Special::NamedPipe,
            Special::Socket,
            Special::Device,
            Special::Other,
        ] {
            v.push(FileError::NotRegular { path: path(), what });
        }
        v
    }

    #[test]
    fn file_errors_in_a_language() {
        check(
            &file_errors(),
            file_error_name,
            &[
                "Io",
                "Invalid",
                "Inconsistent",
                "NotAnEventFile",
                "TooNew",
                "NotRegular",
                "ReadOnly",
                "FolderNotWritable",
                "Locked",
                "Changed",
                "UnknownFields",
            ],
        );
        // The operating system's words stay inside the sentence.
        let io = FileError::Io {
            path: path(),
            source: std::io::Error::other("disk on fire"),
        };
        assert!(io.explain(ja()).contains("disk on fire"));
        assert_eq!(
            unknown_fields(&["a".into(), "b".into(), "c".into(), "d".into()], ja()),
            "a、b、c ほか1件"
        );
    }

    #[test]
    fn csv_errors_in_a_language() {
        let failed = csv::Error::from(std::io::Error::other("full"));
        check(
            &[CsvError::NoSuchRound(4), CsvError::Csv(failed)],
            |e| match e {
                CsvError::NoSuchRound(_) => "NoSuchRound",
                CsvError::Csv(_) => "Csv",
            },
            &["NoSuchRound", "Csv"],
        );
    }

    #[test]
    fn print_errors_in_a_language() {
        let no_round = |count, pods| PrintError::NoSuchRound {
            asked: 9,
            have: RoundsThere { count, pods },
        };
        let samples = [
            PrintError::NoRounds,
            no_round(0, false),
            no_round(0, true),
            no_round(1, false),
            no_round(1, true),
            no_round(4, false),
            PrintError::NoCut,
            PrintError::NoSuchEliminationRound {
                asked: 5,
                rounds: 3,
            },
            PrintError::StandingsAreSwiss,
            PrintError::NotForMultiplayer {
                what: Kind::Bracket.title(),
                format: BIG_SELL_OUT,
            },
            PrintError::NotForMultiplayer {
                what: Kind::Slips.title(),
                format: NAPD_MULTIPLAYER,
            },
            PrintError::OnlyMultiplayer {
                what: Kind::Pods.title(),
            },
            PrintError::NoEliminationInMultiplayer,
            PrintError::Pdf("out of memory".into()),
        ];
        check(
            &samples,
            |e| match e {
                PrintError::NoRounds => "NoRounds",
                PrintError::NoSuchRound { .. } => "NoSuchRound",
                PrintError::NoCut => "NoCut",
                PrintError::NoSuchEliminationRound { .. } => "NoSuchEliminationRound",
                PrintError::StandingsAreSwiss => "StandingsAreSwiss",
                PrintError::NotForMultiplayer { .. } => "NotForMultiplayer",
                PrintError::OnlyMultiplayer { .. } => "OnlyMultiplayer",
                PrintError::NoEliminationInMultiplayer => "NoEliminationInMultiplayer",
                PrintError::Pdf(_) => "Pdf",
            },
            &[
                "NoRounds",
                "NoSuchRound",
                "NoCut",
                "NoSuchEliminationRound",
                "StandingsAreSwiss",
                "NotForMultiplayer",
                "OnlyMultiplayer",
                "NoEliminationInMultiplayer",
                "Pdf",
            ],
        );
        // The printouts are named as the language's menus and pages name them.
        let text = samples[11].explain(ja());
        assert!(text.contains("「ポッド」"), "{text}");
        assert!(text.contains("対戦表(名前順)"), "{text}");
    }

    #[test]
    fn card_data_errors_in_a_language() {
        let data = [
            CardDataError::WrongFormat("cards".into()),
            CardDataError::NewerVersion(3),
            CardDataError::BadDate {
                what: Dated::CardData,
                value: "soon".into(),
            },
            CardDataError::BadDate {
                what: Dated::Set("System Gateway".into()),
                value: "2023-13-01".into(),
            },
            CardDataError::BadDate {
                what: Dated::Snapshot("standard-2024".into()),
                value: "".into(),
            },
            CardDataError::BadDate {
                what: Dated::RestrictionList("Standard Ban List 24.09".into()),
                value: "x".into(),
            },
            CardDataError::UnknownReference {
                what: "Hedge Fund".into(),
                kind: DataKind::Faction,
                id: "nbn".into(),
            },
            CardDataError::UnknownReference {
                what: "standard-2024".into(),
                kind: DataKind::RestrictionList,
                id: "sbl".into(),
            },
            CardDataError::UnknownReference {
                what: "standard-2024".into(),
                kind: DataKind::CardPool,
                id: "sg".into(),
            },
            CardDataError::Duplicate {
                kind: DataKind::Card,
                id: "30001".into(),
            },
            CardDataError::Duplicate {
                kind: DataKind::Format,
                id: "standard".into(),
            },
        ];
        let all = [
            "WrongFormat",
            "NewerVersion",
            "BadDate",
            "UnknownReference",
            "Duplicate",
        ];
        check(
            &data,
            |e| match e {
                CardDataError::WrongFormat(_) => "WrongFormat",
                CardDataError::NewerVersion(_) => "NewerVersion",
                CardDataError::BadDate { .. } => "BadDate",
                CardDataError::UnknownReference { .. } => "UnknownReference",
                CardDataError::Duplicate { .. } => "Duplicate",
            },
            &all,
        );
        let files = [
            CardFileError::Io {
                path: "cards.json".into(),
                source: std::io::Error::from_raw_os_error(13),
            },
            CardFileError::Parse {
                path: "cards.json".into(),
                reason: "EOF while parsing a value at line 1 column 0".into(),
            },
            CardFileError::Invalid {
                path: "cards.json".into(),
                source: CardDataError::NewerVersion(2),
            },
            CardFileError::Save {
                path: "cards.json".into(),
                source: FileError::ReadOnly {
                    path: "cards.json".into(),
                },
            },
            CardFileError::TooLarge {
                path: "cards.json".into(),
                size: 40_000_000,
                max: crate::io::cards::MAX_CARD_DATA_BYTES,
            },
            CardFileError::NotARepository {
                path: "Downloads".into(),
            },
            CardFileError::Incomplete {
                path: "netrunner-cards-json-main/v2/card_sets.json".into(),
            },
            CardFileError::Archive {
                path: "main.zip".into(),
                reason: "invalid Zip archive: Could not find EOCD".into(),
            },
            CardFileError::Download {
                url: "https://example.invalid/main.zip".into(),
                problem: crate::io::cards::download::Problem::TimedOut(30),
            },
        ];
        check(
            &files,
            |e| match e {
                CardFileError::Io { .. } => "Io",
                CardFileError::Parse { .. } => "Parse",
                CardFileError::Invalid { .. } => "Invalid",
                CardFileError::Save { .. } => "Save",
                CardFileError::TooLarge { .. } => "TooLarge",
                CardFileError::NotARepository { .. } => "NotARepository",
                CardFileError::Incomplete { .. } => "Incomplete",
                CardFileError::Archive { .. } => "Archive",
                CardFileError::Download { .. } => "Download",
            },
            &[
                "Io",
                "Parse",
                "Invalid",
                "Save",
                "TooLarge",
                "NotARepository",
                "Incomplete",
                "Archive",
                "Download",
            ],
        );
        {
            use crate::io::cards::download::Problem as P;
            let problems = [
                P::NoConnection("connection refused".into()),
                P::TimedOut(30),
                P::Status(404),
                P::Interrupted {
                    received: 1000,
                    reason: "unexpected end of file".into(),
                },
                P::TooLarge,
                P::Cancelled,
                P::Other("TLS".into()),
            ];
            check(
                &problems,
                |p| match p {
                    P::NoConnection(_) => "NoConnection",
                    P::TimedOut(_) => "TimedOut",
                    P::Status(_) => "Status",
                    P::Interrupted { .. } => "Interrupted",
                    P::TooLarge => "TooLarge",
                    P::Cancelled => "Cancelled",
                    P::Other(_) => "Other",
                },
                &[
                    "NoConnection",
                    "TimedOut",
                    "Status",
                    "Interrupted",
                    "TooLarge",
                    "Cancelled",
                    "Other",
                ],
            );
        }
        let legality = [
            LegalityError::UnknownFormat {
                name: "modern".into(),
                known: vec!["standard".into(), "startup".into(), "eternal".into()],
            },
            LegalityError::UnknownSnapshot {
                format: "Standard".into(),
                id: "2019".into(),
            },
            LegalityError::NothingInForce {
                format: "Startup".into(),
                date: crate::engine::cards::date("2019-01-05").unwrap(),
                first: "2022-03-01".into(),
            },
        ];
        check(
            &legality,
            |e| match e {
                LegalityError::UnknownFormat { .. } => "UnknownFormat",
                LegalityError::UnknownSnapshot { .. } => "UnknownSnapshot",
                LegalityError::NothingInForce { .. } => "NothingInForce",
            },
            &["UnknownFormat", "UnknownSnapshot", "NothingInForce"],
        );
        // Dates the language's way.
        assert!(legality[2].explain(ja()).contains("2019年1月5日"));
        assert!(legality[2].explain(ja()).contains("2022年3月1日"));
    }

    #[test]
    fn results_file_errors_in_a_language() {
        let json = |text: &str| serde_json::from_str::<serde_json::Value>(text).unwrap_err();
        let samples = [
            NrtmError::TooLarge {
                size: 40_000_000,
                max: 16_000_000,
            },
            NrtmError::Json(json("{\"name\": ")),
            NrtmError::Json(json(&"[".repeat(200))),
            NrtmError::Invalid {
                place: "players[4]".into(),
                reason: "missing name".into(),
            },
            NrtmError::Engine {
                place: "round 2, table 3".into(),
                source: EngineError::NoSuchRound(2),
            },
        ];
        assert!(json_too_deep(&json(&"[".repeat(200))));
        check(
            &samples,
            |e| match e {
                NrtmError::TooLarge { .. } => "TooLarge",
                NrtmError::Json(_) => "Json",
                NrtmError::Invalid { .. } => "Invalid",
                NrtmError::Engine { .. } => "Engine",
            },
            &["TooLarge", "Json", "Invalid", "Engine"],
        );
        assert!(samples[2].explain(ja()).contains("128段"));
    }

    fn problem_name(p: &Problem) -> &'static str {
        match p {
            Problem::EmptyName => "EmptyName",
            Problem::DuplicateInFile { .. } => "DuplicateInFile",
            Problem::AlreadyRegistered { .. } => "AlreadyRegistered",
            Problem::UnknownIdentity { .. } => "UnknownIdentity",
            Problem::IdentityCompleted { .. } => "IdentityCompleted",
            Problem::TooManyColumns { .. } => "TooManyColumns",
            Problem::TooFewColumns { .. } => "TooFewColumns",
            Problem::ControlCharacters { .. } => "ControlCharacters",
            Problem::InvisibleCharacters { .. } => "InvisibleCharacters",
            Problem::TooLong { .. } => "TooLong",
            Problem::MalformedQuoting { .. } => "MalformedQuoting",
            Problem::EventFull => "EventFull",
            Problem::InvalidName { .. } => "InvalidName",
            Problem::NoVideoUnclear { .. } => "NoVideoUnclear",
        }
    }

    /// Names the engine refuses, one per rule it can give (`engine::names::normalise`).
    const BAD_NAMES: [&str; 8] = [
        "",
        "A\u{1}nn",
        "Ann\u{200D}",
        "Ann\u{200B}",
        "\u{3164}",
        "\u{301}a",
        "a\u{301}\u{302}\u{303}\u{304}\u{305}\u{306}",
        "#3",
    ];

    #[test]
    fn player_list_problems_in_a_language() {
        let mut samples = vec![
            Problem::EmptyName,
            Problem::DuplicateInFile { first_line: 3 },
            Problem::AlreadyRegistered {
                registered: "Ann".into(),
            },
            Problem::UnknownIdentity {
                side: Side::Corp,
                text: "weyland".into(),
                did_you_mean: None,
            },
            Problem::UnknownIdentity {
                side: Side::Runner,
                text: "Sunny".into(),
                did_you_mean: Some("Sunny Lebeau: Security Specialist".into()),
            },
            Problem::IdentityCompleted {
                side: Side::Runner,
                text: "Noise".into(),
                title: "Noise: Hacker Extraordinaire".into(),
            },
            Problem::TooManyColumns {
                found: 6,
                expected: 4,
            },
            Problem::TooFewColumns {
                found: 2,
                expected: 4,
            },
            Problem::EventFull,
            Problem::MalformedQuoting {
                detail: Quoting::NeverClosed { line: 4 },
            },
            Problem::MalformedQuoting {
                detail: Quoting::TextAfterQuote {
                    line: 5,
                    text: "x\"y".into(),
                },
            },
            Problem::NoVideoUnclear {
                text: "maybe".into(),
            },
        ];
        for field in [
            Field::Name,
            Field::Corp,
            Field::Runner,
            Field::Pronouns,
            Field::NoVideo,
        ] {
            samples.push(Problem::ControlCharacters { field });
            samples.push(Problem::InvisibleCharacters { field });
            samples.push(Problem::TooLong { field, max: 64 });
        }
        for bad in BAD_NAMES {
            let reason = crate::engine::names::normalise(bad).unwrap_err();
            samples.push(Problem::InvalidName { reason });
        }
        check(
            &samples,
            problem_name,
            &[
                "EmptyName",
                "DuplicateInFile",
                "AlreadyRegistered",
                "UnknownIdentity",
                "IdentityCompleted",
                "TooManyColumns",
                "TooFewColumns",
                "ControlCharacters",
                "InvisibleCharacters",
                "TooLong",
                "MalformedQuoting",
                "EventFull",
                "InvalidName",
                "NoVideoUnclear",
            ],
        );
    }

    #[test]
    fn player_list_errors_and_notes_in_a_language() {
        check(
            &[
                ImportError::TooLarge {
                    size: 20_000_000,
                    max: 16_777_216,
                },
                ImportError::Json,
            ],
            |e| match e {
                ImportError::TooLarge { .. } => "TooLarge",
                ImportError::Json => "Json",
            },
            &["TooLarge", "Json"],
        );
        check(
            &[
                Note::Windows1252,
                Note::IgnoredColumns(vec![3]),
                Note::IgnoredColumns(vec![2, 5]),
                Note::NoPlayers,
            ],
            |n| match n {
                Note::Windows1252 => "Windows1252",
                Note::IgnoredColumns(_) => "IgnoredColumns",
                Note::NoPlayers => "NoPlayers",
            },
            &["Windows1252", "IgnoredColumns", "NoPlayers"],
        );
    }

    #[test]
    fn the_import_summary_in_a_language() {
        use crate::engine::{Event, EventSettings, Structure};
        use crate::io::player_import::preview;
        let event = Event::new(EventSettings::new("Store Champs", Structure::Basic), 1);
        let files: [&[u8]; 5] = [
            b"name;corp;runner;notes\nAnn;Weyland;Noise;x\n",
            b"Ann\tWeyland\tNoise\nBo\tHB\tKate\n",
            b"\xEF\xBB\xBFname,pronouns,no video\nAnn,she/her,yes\n",
            b"\xFF\xFEA\x00,\x00B\x00\n\x00",
            b"M\xFCller,Jinteki\n",
        ];
        for bytes in files {
            let p = preview(bytes, &event).unwrap();
            assert_eq!(import_summary(&p, Lang::ENGLISH), p.summary());
            assert_ne!(import_summary(&p, ja()), p.summary());
        }
        let p = preview(files[0], &event).unwrap();
        assert_eq!(
            import_summary(&p, ja()),
            "UTF-8、セミコロン区切り、見出しあり。列: 名前、コーポID、ランナーID、(無視)"
        );
    }

    #[test]
    fn deck_list_errors_in_a_language() {
        let line = |line, text: &str, kind| LineProblem {
            line,
            text: text.into(),
            kind,
        };
        let unknown = |n| {
            line(
                n,
                "Hedge Fnd",
                LineProblemKind::Unknown {
                    suggestions: vec!["Hedge Fund".into()],
                },
            )
        };
        let lines = [
            line(
                2,
                "Zzz",
                LineProblemKind::Unknown {
                    suggestions: vec![],
                },
            ),
            line(
                3,
                "Hed",
                LineProblemKind::Unknown {
                    suggestions: vec!["Hedge Fund".into(), "Hedge Fund (Core Set)".into()],
                },
            ),
            line(
                4,
                "Ichi",
                LineProblemKind::Ambiguous {
                    candidates: vec![
                        "Ichi 1.0 (Core Set)".into(),
                        "Ichi 2.0 (Creation and Control)".into(),
                    ],
                },
            ),
            line(5, "120x Hedge Fund", LineProblemKind::BadCount(120)),
        ];
        check(
            &lines,
            |l| match l.kind {
                LineProblemKind::Unknown { .. } => "Unknown",
                LineProblemKind::Ambiguous { .. } => "Ambiguous",
                LineProblemKind::BadCount(_) => "BadCount",
            },
            &["Unknown", "Ambiguous", "BadCount"],
        );
        let reads = [
            ReadError::NotText,
            ReadError::TooLarge { size: 70_000 },
            ReadError::Empty,
            ReadError::Lines(vec![unknown(1)]),
            ReadError::Lines(lines.to_vec()),
            ReadError::Lines((1..=15).map(unknown).collect()),
        ];
        check(
            &reads,
            |e| match e {
                ReadError::NotText => "NotText",
                ReadError::TooLarge { .. } => "TooLarge",
                ReadError::Empty => "Empty",
                ReadError::Lines(_) => "Lines",
            },
            &["NotText", "TooLarge", "Empty", "Lines"],
        );
        check(
            &[
                SubmissionError::UnknownPlayer(PlayerId(9)),
                SubmissionError::NotCollected,
                SubmissionError::Locked {
                    player: "Ann".into(),
                    side: Side::Runner,
                },
                SubmissionError::Read(ReadError::Empty),
                SubmissionError::WrongSide {
                    asked: Side::Corp,
                    found: Side::Runner,
                    identity: "Noise: Hacker Extraordinaire".into(),
                },
                SubmissionError::NoSide,
            ],
            |e| match e {
                SubmissionError::UnknownPlayer(_) => "UnknownPlayer",
                SubmissionError::NotCollected => "NotCollected",
                SubmissionError::Locked { .. } => "Locked",
                SubmissionError::Read(_) => "Read",
                SubmissionError::WrongSide { .. } => "WrongSide",
                SubmissionError::NoSide => "NoSide",
            },
            &[
                "UnknownPlayer",
                "NotCollected",
                "Locked",
                "Read",
                "WrongSide",
                "NoSide",
            ],
        );
    }

    fn deck_problem_name(p: &DeckProblem) -> &'static str {
        match p {
            DeckProblem::NoIdentity { .. } => "NoIdentity",
            DeckProblem::IdentityWrongSide { .. } => "IdentityWrongSide",
            DeckProblem::SeveralIdentities { .. } => "SeveralIdentities",
            DeckProblem::WrongSide { .. } => "WrongSide",
            DeckProblem::UnknownCard { .. } => "UnknownCard",
            DeckProblem::TooFewCards { .. } => "TooFewCards",
            DeckProblem::TooManyCopies { .. } => "TooManyCopies",
            DeckProblem::Influence { .. } => "Influence",
            DeckProblem::OutOfFactionAgenda { .. } => "OutOfFactionAgenda",
            DeckProblem::TooManyFactionAgendas { .. } => "TooManyFactionAgendas",
            DeckProblem::ForbiddenFaction { .. } => "ForbiddenFaction",
            DeckProblem::AgendaPoints { .. } => "AgendaPoints",
            DeckProblem::NotInPool { .. } => "NotInPool",
            DeckProblem::Banned { .. } => "Banned",
            DeckProblem::TooManyRestricted { .. } => "TooManyRestricted",
            DeckProblem::Points { .. } => "Points",
            DeckProblem::TooManyThreePointAgendas { .. } => "TooManyThreePointAgendas",
        }
    }

    #[test]
    fn deck_problems_in_a_language() {
        let s = |v: &[&str]| v.iter().map(|x| x.to_string()).collect::<Vec<_>>();
        let influence = |penalty, universal, costs: &[(&str, u32)]| DeckProblem::Influence {
            spent: 17,
            limit: 15 - penalty,
            printed: 15,
            universal,
            penalty,
            costs: costs.iter().map(|(c, n)| (c.to_string(), *n)).collect(),
        };
        let mut samples = vec![
            DeckProblem::NoIdentity { side: Side::Corp },
            DeckProblem::IdentityWrongSide {
                identity: "Noise: Hacker Extraordinaire".into(),
                side: Side::Corp,
            },
            DeckProblem::SeveralIdentities {
                extra: s(&["Ampère: Cybernetics For Anyone", "Ob Superheavy Logistics"]),
            },
            DeckProblem::WrongSide {
                card: "Sure Gamble".into(),
                side: Side::Corp,
            },
            DeckProblem::UnknownCard {
                title: "Hedge Fund".into(),
            },
            DeckProblem::TooFewCards {
                cards: 38,
                minimum: 45,
                identity: "Haas-Bioroid: Precision Design".into(),
            },
            DeckProblem::TooManyCopies {
                card: "Hedge Fund".into(),
                copies: 4,
                limit: 3,
                because_of: None,
            },
            DeckProblem::TooManyCopies {
                card: "Hedge Fund".into(),
                copies: 2,
                limit: 1,
                because_of: Some("Nova Initiumia: Catalyst & Impetus".into()),
            },
            DeckProblem::OutOfFactionAgenda {
                card: "Project Vitruvius".into(),
                faction: "Haas-Bioroid".into(),
            },
            DeckProblem::TooManyFactionAgendas {
                faction: "Jinteki".into(),
                agendas: s(&["Nisei MK II", "Philotic Entanglement", "Obokata Protocol"]),
            },
            DeckProblem::ForbiddenFaction {
                card: "Snare!".into(),
                faction: "Jinteki".into(),
                identity: "Custom Biotics: Engineered for Success".into(),
            },
            DeckProblem::AgendaPoints {
                points: 17,
                cards: 44,
                low: 18,
                high: 19,
            },
            DeckProblem::NotInPool {
                card: "Account Siphon".into(),
                pool: "Startup".into(),
                sets: vec![],
            },
            DeckProblem::NotInPool {
                card: "Account Siphon".into(),
                pool: "Startup".into(),
                sets: s(&["Core Set", "Revised Core Set"]),
            },
            DeckProblem::Banned {
                card: "Hard-Hitting News".into(),
                list: "Standard Ban List 24.09".into(),
                subtype: None,
            },
            DeckProblem::Banned {
                card: "Surveillance Sweep".into(),
                list: "Standard Ban List 24.09".into(),
                subtype: Some("Current".into()),
            },
            DeckProblem::TooManyRestricted {
                cards: s(&["Aaron Marrón", "Bloo Moose"]),
                list: "MWL 3.0".into(),
            },
            DeckProblem::Points {
                points: 8,
                limit: 7,
                cards: vec![("Sifr".into(), 3), ("Aesop's Pawnshop".into(), 5)],
                list: "Eternal Points List".into(),
            },
            DeckProblem::TooManyThreePointAgendas {
                count: 5,
                limit: 4,
                cards: vec![("Send a Message".into(), 2), ("Offworld Office".into(), 3)],
                list: "Startup Balance Update 26.05".into(),
            },
        ];
        for (penalty, universal) in [(0, 0), (0, 3), (2, 0), (2, 3)] {
            samples.push(influence(penalty, universal, &[]));
            samples.push(influence(
                penalty,
                universal,
                &[("Mimic", 3), ("Diesel", 2)],
            ));
        }
        check(
            &samples,
            deck_problem_name,
            &[
                "NoIdentity",
                "IdentityWrongSide",
                "SeveralIdentities",
                "WrongSide",
                "UnknownCard",
                "TooFewCards",
                "TooManyCopies",
                "Influence",
                "OutOfFactionAgenda",
                "TooManyFactionAgendas",
                "ForbiddenFaction",
                "AgendaPoints",
                "NotInPool",
                "Banned",
                "TooManyRestricted",
                "Points",
                "TooManyThreePointAgendas",
            ],
        );
        // Card titles stay as NetrunnerDB writes them.
        assert_eq!(
            samples[14].explain(ja()),
            "《Hard-Hitting News》は禁止カードです(Standard Ban List 24.09)"
        );
    }
}
