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
use crate::io::nrtm::{
    AesopsFormula, Comparison, CutMismatch, Difference, FilePlayerRef, GamePlace, ImportNote,
    NrtmError, Published,
};
use crate::io::player_import::{
    Encoding, Field, ImportError, ImportPreview, Note, Problem, Quoting,
};
use crate::io::print::{Kind, PrintError, side_name};
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
                    error = os_error(source, lang)
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
            PrintError::NotForMultiplayer { what, format } => tr!(
                lang,
                "file-print-not-for-multiplayer",
                what = title(what),
                format = crate::io::words::format(*format, lang)
            ),
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
                error = os_error(source, lang)
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

/// How the published standings of an imported results file compare with the recomputed ones,
/// in a line ([`Comparison::summary`] is its English).
pub fn comparison(c: &Comparison, lang: Lang) -> String {
    if c.all_match() {
        return tr!(lang, "nrtm-summary-match");
    }
    let part = |field: &str, n: usize| {
        if n == 0 {
            tr!(lang, "nrtm-summary-same", field = field)
        } else {
            tr!(lang, "nrtm-summary-differ", field = field, n = n)
        }
    };
    let mut parts = vec![part("points", c.match_points)];
    match c.explained {
        Some(f) => {
            let formula = match f {
                AesopsFormula::ByeInDivisor => tr!(lang, "nrtm-formula-bye-in-divisor"),
                AesopsFormula::OwnAverage => tr!(lang, "nrtm-formula-own-average"),
                AesopsFormula::ByesLeftOut => tr!(lang, "nrtm-formula-byes-left-out"),
            };
            parts.push(tr!(
                lang,
                "nrtm-summary-explained",
                sos = c.sos,
                esos = c.esos,
                formula = formula
            ));
            if c.rank > 0 && c.ranks_explained {
                parts.push(tr!(lang, "nrtm-summary-ranks-following", n = c.rank));
            } else {
                parts.push(part("ranks", c.rank));
            }
        }
        None => {
            parts.push(part("sos", c.sos));
            parts.push(part("esos", c.esos));
            parts.push(part("ranks", c.rank));
        }
    }
    if c.cut_places > 0 {
        parts.push(tr!(lang, "nrtm-summary-cut-places", n = c.cut_places));
    }
    tr!(
        lang,
        "nrtm-summary",
        players = c.players,
        parts = list(parts, lang)
    )
}

impl Explain for Difference {
    fn explain(&self, lang: Lang) -> String {
        match self {
            Difference::Standing {
                player,
                field,
                file,
                ours,
            } => tr!(
                lang,
                "nrtm-difference",
                player = player.explain(lang),
                field = match field {
                    Published::MatchPoints => "match-points",
                    Published::Sos => "sos",
                    Published::Esos => "esos",
                    Published::Rank => "rank",
                },
                file = file.as_str(),
                ours = ours.as_str()
            ),
            Difference::CutPlace {
                index,
                name,
                id,
                file,
                ours,
            } => {
                let ours = match ours {
                    Some(p) => tr!(lang, "nrtm-difference-place", n = *p),
                    None => tr!(lang, "nrtm-difference-undecided"),
                };
                tr!(
                    lang,
                    "nrtm-difference-cut",
                    index = *index,
                    name = name.as_str(),
                    id = *id,
                    file = *file,
                    ours = ours
                )
            }
        }
    }
}

impl Explain for GamePlace {
    fn explain(&self, lang: Lang) -> String {
        match self.table {
            Some(table) => tr!(lang, "nrtm-game-table", round = self.round, table = table),
            None => tr!(
                lang,
                "nrtm-game-untabled",
                round = self.round,
                game = self.game
            ),
        }
    }
}

impl Explain for FilePlayerRef {
    fn explain(&self, lang: Lang) -> String {
        tr!(
            lang,
            "nrtm-player",
            index = self.index,
            name = self.name.as_str(),
            id = self.id
        )
    }
}

impl Explain for ImportNote {
    fn explain(&self, lang: Lang) -> String {
        use crate::engine::command::signed;
        use ImportNote as N;
        match self {
            N::NoName => tr!(lang, "nrtm-note-no-name"),
            N::NameCleaned { name } => tr!(lang, "nrtm-note-name-cleaned", name = name.as_str()),
            N::DateKeptAsText { date } => tr!(lang, "nrtm-note-date-text", date = date.as_str()),
            N::CutSizeUnsupported { players } => tr!(lang, "nrtm-note-cut-size", n = *players),
            N::EmptyRound { round } => tr!(lang, "nrtm-note-empty-round", round = *round),
            N::TableUsedTwice { game, table } => tr!(
                lang,
                "nrtm-note-table-twice",
                place = game.explain(lang),
                table = *table
            ),
            N::ByeWorth {
                game,
                file,
                bye,
                player,
            } => tr!(
                lang,
                "nrtm-note-bye-worth",
                place = game.explain(lang),
                file = *file,
                bye = *bye,
                delta = signed(file - bye),
                player = player.as_str()
            ),
            N::IntentionalDrawScores { game, scores } => tr!(
                lang,
                "nrtm-note-draw-scores",
                place = game.explain(lang),
                p1 = scores[0],
                p2 = scores[1]
            ),
            N::DoubleLoss { game, next } => tr!(
                lang,
                "nrtm-note-double-loss",
                place = game.explain(lang),
                next = *next
            ),
            N::RoundTotals {
                game,
                published,
                games,
                adjusted,
            } => {
                let [p1, p2] = *published;
                let totals = if p1 < 0 || p2 < 0 {
                    tr!(lang, "nrtm-note-totals-against", p1 = p1, p2 = p2)
                } else {
                    tr!(lang, "nrtm-note-totals", p1 = p1, p2 = p2)
                };
                let adjusted = list(
                    adjusted.iter().map(|(player, delta)| {
                        tr!(
                            lang,
                            "nrtm-note-adjusted",
                            player = player.as_str(),
                            delta = signed(*delta)
                        )
                    }),
                    lang,
                );
                tr!(
                    lang,
                    "nrtm-note-round-totals",
                    place = game.explain(lang),
                    totals = totals,
                    p1 = games[0],
                    p2 = games[1],
                    adjusted = adjusted
                )
            }
            N::LateRegistration { player, round } => tr!(
                lang,
                "nrtm-note-late",
                player = player.explain(lang),
                round = *round
            ),
            N::MissedRounds {
                player,
                after,
                back,
            } => {
                let missed = if *back == after + 2 {
                    tr!(lang, "nrtm-note-missed-round", round = after + 1)
                } else {
                    tr!(
                        lang,
                        "nrtm-note-missed-rounds",
                        from = after + 1,
                        to = back.saturating_sub(1)
                    )
                };
                tr!(
                    lang,
                    "nrtm-note-missed",
                    player = player.explain(lang),
                    missed = missed,
                    after = *after,
                    back = *back
                )
            }
            N::CutNumbersSeedPlus { offset } => {
                tr!(lang, "nrtm-note-cut-numbers-seed", offset = *offset)
            }
            N::CutNumbersMatched => tr!(lang, "nrtm-note-cut-numbers-matched"),
            N::CutSeedsDerived => tr!(lang, "nrtm-note-cut-seeds"),
            N::CutBracket { kind, size } => tr!(
                lang,
                "nrtm-note-cut-bracket",
                kind = super::engine::bracket_kind(*kind, lang),
                size = super::engine::cut(*size, lang)
            ),
            N::CutGameRenumbered { game, number } => tr!(
                lang,
                "nrtm-note-cut-renumbered",
                place = game.explain(lang),
                number = *number
            ),
            N::CutKept(reason) => tr!(lang, "nrtm-note-cut-kept", reason = reason.explain(lang)),
            N::Engine(w) => w.explain(lang),
        }
    }
}

impl Explain for CutMismatch {
    fn explain(&self, lang: Lang) -> String {
        use super::engine::{bracket_kind, cut};
        match self {
            CutMismatch::UnsupportedSize(n) => tr!(lang, "nrtm-cut-size", n = *n),
            CutMismatch::TooManyPlayers { count, size } => tr!(
                lang,
                "nrtm-cut-too-many-players",
                count = *count,
                size = cut(*size, lang)
            ),
            CutMismatch::PlacesWithoutGames => tr!(lang, "nrtm-cut-places-without-games"),
            CutMismatch::TooManyGames {
                games,
                kind,
                size,
                table,
            } => tr!(
                lang,
                "nrtm-cut-too-many-games",
                games = *games,
                kind = bracket_kind(*kind, lang),
                size = cut(*size, lang),
                table = *table
            ),
            CutMismatch::SeedsUnknown(size) => {
                tr!(lang, "nrtm-cut-seeds-unknown", size = cut(*size, lang))
            }
            CutMismatch::NoBracket(size) => {
                tr!(lang, "nrtm-cut-no-bracket", size = cut(*size, lang))
            }
            CutMismatch::NotABracketGame {
                place,
                p1,
                p2,
                kind,
                size,
            } => {
                let who =
                    |p: &Option<String>| p.clone().unwrap_or_else(|| tr!(lang, "nrtm-cut-nobody"));
                tr!(
                    lang,
                    "nrtm-cut-not-a-game",
                    place = place.explain(lang),
                    p1 = who(p1),
                    p2 = who(p2),
                    kind = bracket_kind(*kind, lang),
                    size = cut(*size, lang)
                )
            }
            CutMismatch::File(e) => e.explain(lang),
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
        Field::Reading => "reading",
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

/// What the operating system said, for a reader of `lang`: in English its own words ("No such
/// file or directory (os error 2)"); in another language what kind of failure it is in that
/// language, with the system's words after it (which stay in the system's language).
pub fn os_error(e: &std::io::Error, lang: Lang) -> String {
    use std::io::ErrorKind as K;
    if lang == Lang::ENGLISH {
        return e.to_string();
    }
    let what = match e.kind() {
        K::NotFound => tr!(lang, "os-error-not-found"),
        K::PermissionDenied => tr!(lang, "os-error-permission-denied"),
        K::AlreadyExists => tr!(lang, "os-error-already-exists"),
        K::StorageFull | K::QuotaExceeded => tr!(lang, "os-error-storage-full"),
        K::ReadOnlyFilesystem => tr!(lang, "os-error-read-only"),
        K::IsADirectory => tr!(lang, "os-error-is-a-directory"),
        K::NotADirectory => tr!(lang, "os-error-not-a-directory"),
        K::AddrInUse => tr!(lang, "os-error-in-use"),
        K::AddrNotAvailable => tr!(lang, "os-error-address-not-available"),
        K::TimedOut => tr!(lang, "os-error-timed-out"),
        K::InvalidData => tr!(lang, "os-error-invalid-data"),
        K::FileTooLarge => tr!(lang, "os-error-too-large"),
        K::ResourceBusy | K::ExecutableFileBusy => tr!(lang, "os-error-busy"),
        _ => tr!(lang, "os-error-other"),
    };
    tr!(lang, "os-error", what = what, raw = e.to_string())
}
