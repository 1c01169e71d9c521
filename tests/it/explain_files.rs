//! Every file, import, card-data, deck-list and printout problem has words in every language
//! (moved from `io::explain::files`).

use netrunner_to::engine::Side;
use netrunner_to::engine::cards::{CardDataError, DataKind, Dated, DeckProblem, LegalityError};
use netrunner_to::engine::error::Inconsistency;
use netrunner_to::engine::{BracketKind, CutSize, EngineError, PlayerId, Warning};
use netrunner_to::i18n::Lang;
use netrunner_to::io::cards::CardFileError;
use netrunner_to::io::csv::CsvError;
use netrunner_to::io::decklist::{LineProblem, LineProblemKind, ReadError};
use netrunner_to::io::decks::SubmissionError;
use netrunner_to::io::event_file::locked;
use netrunner_to::io::event_file::{Holder, HolderKind};
use netrunner_to::io::explain::Explain;
use netrunner_to::io::explain::files::*;
use netrunner_to::io::nrtm::{
    AesopsFormula, Comparison, CutMismatch, Difference, FilePlayerRef, GamePlace, ImportNote,
    NrtmError, Published,
};
use netrunner_to::io::player_import::{Field, ImportError, Note, Problem, Quoting};
use netrunner_to::io::print::RoundsThere;
use netrunner_to::io::print::{Kind, PrintError};
use netrunner_to::io::save::{FileError, Special, json_too_deep};
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
        let problems = netrunner_to::i18n::message_problems(|| {
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
    // Issue 37: what kind of failure it is, in Japanese, before the system's English words;
    // English as the system says it.
    use std::io::ErrorKind as K;
    for (code, kind) in [
        (K::NotFound, "見つかりません"),
        (K::PermissionDenied, "アクセスが拒否されました"),
        (K::StorageFull, "ディスクがいっぱいです"),
    ] {
        let e = FileError::Io {
            path: path(),
            source: std::io::Error::from(code),
        };
        let raw = std::io::Error::from(code).to_string();
        let ja_text = e.explain(ja());
        assert!(
            ja_text.contains(kind) && ja_text.contains(&raw),
            "{ja_text}"
        );
        assert!(ja_text.contains("を読み書きできませんでした"), "{ja_text}");
        assert!(e.explain(Lang::ENGLISH).ends_with(&raw));
        assert!(!e.explain(Lang::ENGLISH).contains(kind));
    }
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
            format: netrunner_to::engine::Format::BigSellOut {
                edition: netrunner_to::engine::BigSellOutEdition::AndroidNetrunner,
            },
        },
        PrintError::NotForMultiplayer {
            what: Kind::Slips.title(),
            format: netrunner_to::engine::Format::Napd,
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
            max: netrunner_to::io::cards::MAX_CARD_DATA_BYTES,
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
            problem: netrunner_to::io::cards::download::Problem::TimedOut(30),
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
        use netrunner_to::io::cards::download::Problem as P;
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
            date: netrunner_to::engine::cards::date("2019-01-05").unwrap(),
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

fn cut_mismatch_name(m: &CutMismatch) -> &'static str {
    match m {
        CutMismatch::UnsupportedSize(_) => "UnsupportedSize",
        CutMismatch::TooManyPlayers { .. } => "TooManyPlayers",
        CutMismatch::PlacesWithoutGames => "PlacesWithoutGames",
        CutMismatch::TooManyGames { .. } => "TooManyGames",
        CutMismatch::SeedsUnknown(_) => "SeedsUnknown",
        CutMismatch::NoBracket(_) => "NoBracket",
        CutMismatch::NotABracketGame { .. } => "NotABracketGame",
        CutMismatch::File(_) => "File",
    }
}

fn cut_mismatches() -> Vec<CutMismatch> {
    vec![
        CutMismatch::UnsupportedSize(6),
        CutMismatch::TooManyPlayers {
            count: 9,
            size: CutSize::Top8,
        },
        CutMismatch::PlacesWithoutGames,
        CutMismatch::TooManyGames {
            games: 16,
            kind: BracketKind::SingleElimination,
            size: CutSize::Top8,
            table: 7,
        },
        CutMismatch::SeedsUnknown(CutSize::Top4),
        CutMismatch::NoBracket(CutSize::Top3),
        CutMismatch::NotABracketGame {
            place: GamePlace {
                round: 4,
                table: Some(3),
                game: 1,
            },
            p1: Some("Cem".into()),
            p2: None,
            kind: BracketKind::DoubleElimination,
            size: CutSize::Top4,
        },
        CutMismatch::File(NrtmError::Invalid {
            place: "round 5, table 1".into(),
            reason: "both players are marked as the winner".into(),
        }),
    ]
}

#[test]
fn cut_mismatches_in_a_language() {
    let samples = cut_mismatches();
    check(
        &samples,
        cut_mismatch_name,
        &[
            "UnsupportedSize",
            "TooManyPlayers",
            "PlacesWithoutGames",
            "TooManyGames",
            "SeedsUnknown",
            "NoBracket",
            "NotABracketGame",
            "File",
        ],
    );
    // The English the command line printed before the words moved to the message files.
    assert_eq!(
        samples[3].to_string(),
        "16 elimination games; the single elimination top 8 bracket has 7"
    );
    assert_eq!(
        samples[6].to_string(),
        "round 4, table 3: Cem against nobody is not a game of the double elimination top 4 bracket after the games before it"
    );
    // The values are in the Japanese too, the words of the bracket in Japanese.
    let ja_text = samples[6].explain(ja());
    assert!(ja_text.contains("Cem"), "{ja_text}");
    assert!(ja_text.contains("トップ4"), "{ja_text}");
    assert!(ja_text.contains("ダブルエリミネーション"), "{ja_text}");
}

fn import_note_name(n: &ImportNote) -> &'static str {
    match n {
        ImportNote::NoName => "NoName",
        ImportNote::NameCleaned { .. } => "NameCleaned",
        ImportNote::DateKeptAsText { .. } => "DateKeptAsText",
        ImportNote::CutSizeUnsupported { .. } => "CutSizeUnsupported",
        ImportNote::EmptyRound { .. } => "EmptyRound",
        ImportNote::TableUsedTwice { .. } => "TableUsedTwice",
        ImportNote::ByeWorth { .. } => "ByeWorth",
        ImportNote::IntentionalDrawScores { .. } => "IntentionalDrawScores",
        ImportNote::DoubleLoss { .. } => "DoubleLoss",
        ImportNote::RoundTotals { .. } => "RoundTotals",
        ImportNote::LateRegistration { .. } => "LateRegistration",
        ImportNote::MissedRounds { .. } => "MissedRounds",
        ImportNote::CutNumbersSeedPlus { .. } => "CutNumbersSeedPlus",
        ImportNote::CutNumbersMatched => "CutNumbersMatched",
        ImportNote::CutSeedsDerived => "CutSeedsDerived",
        ImportNote::CutBracket { .. } => "CutBracket",
        ImportNote::CutGameRenumbered { .. } => "CutGameRenumbered",
        ImportNote::CutKept(_) => "CutKept",
        ImportNote::Engine(_) => "Engine",
    }
}

#[test]
fn import_notes_in_a_language() {
    let table = |round, table| GamePlace {
        round,
        table: Some(table),
        game: 1,
    };
    let untabled = GamePlace {
        round: 2,
        table: None,
        game: 5,
    };
    let ayla = FilePlayerRef {
        index: 4,
        name: "Ayla".into(),
        id: 57,
    };
    let samples = vec![
        ImportNote::NoName,
        ImportNote::NameCleaned {
            name: "Store Champs".into(),
        },
        ImportNote::DateKeptAsText {
            date: "12/05/2024".into(),
        },
        ImportNote::CutSizeUnsupported { players: 6 },
        ImportNote::EmptyRound { round: 3 },
        ImportNote::TableUsedTwice {
            game: table(1, 4),
            table: 4,
        },
        ImportNote::ByeWorth {
            game: untabled,
            file: 3,
            bye: 6,
            player: "Ben".into(),
        },
        ImportNote::IntentionalDrawScores {
            game: table(2, 1),
            scores: [2, 2],
        },
        ImportNote::DoubleLoss {
            game: table(1, 1),
            next: 2,
        },
        ImportNote::RoundTotals {
            game: table(1, 1),
            published: [6, -2],
            games: [6, 0],
            adjusted: vec![("Ayla".into(), -2)],
        },
        ImportNote::RoundTotals {
            game: table(1, 2),
            published: [6, 1],
            games: [6, 0],
            adjusted: vec![("Ben".into(), 1), ("Cem".into(), 2)],
        },
        ImportNote::LateRegistration {
            player: ayla.clone(),
            round: 3,
        },
        ImportNote::MissedRounds {
            player: ayla.clone(),
            after: 1,
            back: 3,
        },
        ImportNote::MissedRounds {
            player: ayla,
            after: 1,
            back: 5,
        },
        ImportNote::CutNumbersSeedPlus { offset: 10 },
        ImportNote::CutNumbersMatched,
        ImportNote::CutSeedsDerived,
        ImportNote::CutBracket {
            kind: BracketKind::SingleEliminationFixed,
            size: CutSize::Top8,
        },
        ImportNote::CutGameRenumbered {
            game: table(5, 9),
            number: 6,
        },
        ImportNote::CutKept(std::sync::Arc::new(CutMismatch::PlacesWithoutGames)),
        ImportNote::Engine(Warning::Rematch {
            round: 3,
            a: "Ayla".into(),
            b: "Ben".into(),
            meetings: 1,
        }),
    ];
    check(
        &samples,
        import_note_name,
        &[
            "NoName",
            "NameCleaned",
            "DateKeptAsText",
            "CutSizeUnsupported",
            "EmptyRound",
            "TableUsedTwice",
            "ByeWorth",
            "IntentionalDrawScores",
            "DoubleLoss",
            "RoundTotals",
            "LateRegistration",
            "MissedRounds",
            "CutNumbersSeedPlus",
            "CutNumbersMatched",
            "CutSeedsDerived",
            "CutBracket",
            "CutGameRenumbered",
            "CutKept",
            "Engine",
        ],
    );
    // Every cut mismatch inside the note, too.
    for m in cut_mismatches() {
        let note = ImportNote::CutKept(std::sync::Arc::new(m));
        let problems = netrunner_to::i18n::message_problems(|| {
            for lang in Lang::all() {
                note.explain(lang);
            }
        });
        assert!(problems.is_empty(), "{problems:?}");
    }
    // The English the command line printed before the words moved to the message files.
    let english: Vec<String> = samples.iter().map(ToString::to_string).collect();
    assert_eq!(
        english[0],
        "the file gives no event name; it was named \"Imported event\""
    );
    assert_eq!(
        english[6],
        "round 2, game 5 (no table number): the bye is worth 3 in the file, a bye is worth 6: imported with a score adjustment of -3 for Ben"
    );
    assert_eq!(
        english[9],
        "round 1, table 1: round totals 6 against -2 are not what games give; imported as 6–0 with a score adjustment (Ayla -2)"
    );
    assert_eq!(
        english[10],
        "round 1, table 2: round totals 6–1 are not what games give; imported as 6–0 with a score adjustment (Ben +1, Cem +2)"
    );
    assert_eq!(
        english[12],
        "players[4] Ayla (id 57) misses round 2: dropped after round 1 and rejoined before round 3, with an unpaired loss for each round missed"
    );
    assert_eq!(
        english[13],
        "players[4] Ayla (id 57) misses rounds 2–4: dropped after round 1 and rejoined before round 5, with an unpaired loss for each round missed"
    );
    assert_eq!(
        english[17],
        "the elimination games follow a single elimination (fixed bracket) top 8"
    );
    assert_eq!(english[20], samples[20].explain(Lang::ENGLISH));
    assert!(english[20].contains("Ayla") && english[20].contains("Ben"));
    // The Japanese keeps the values: names, numbers, the adjustments joined the Japanese way.
    let ja_text: Vec<String> = samples.iter().map(|n| n.explain(ja())).collect();
    assert!(
        ja_text[10].contains("Ben +1点、Cem +2点"),
        "{}",
        ja_text[10]
    );
    assert!(ja_text[13].contains("第2–4回戦"), "{}", ja_text[13]);
    assert!(ja_text[12].contains("Ayla") && ja_text[12].contains("57"));
    assert!(ja_text[17].contains("トップ8"), "{}", ja_text[17]);
}

#[test]
fn published_differences_in_a_language() {
    let jorg = FilePlayerRef {
        index: 0,
        name: "Jörg".into(),
        id: 1,
    };
    let standing = |field, file: &str, ours: &str| Difference::Standing {
        player: jorg.clone(),
        field,
        file: file.into(),
        ours: ours.into(),
    };
    let samples = vec![
        standing(Published::MatchPoints, "12", "11"),
        standing(Published::Sos, "1.6", "1.5"),
        standing(Published::Esos, "0.5", "1.4166666666666667"),
        standing(Published::Rank, "5", "4"),
        Difference::CutPlace {
            index: 2,
            name: "Cem".into(),
            id: 103,
            file: 3,
            ours: Some(4),
        },
        Difference::CutPlace {
            index: 3,
            name: "Dee".into(),
            id: 104,
            file: 4,
            ours: None,
        },
    ];
    check(
        &samples,
        |d| match d {
            Difference::Standing { .. } => "Standing",
            Difference::CutPlace { .. } => "CutPlace",
        },
        &["Standing", "CutPlace"],
    );
    // The English the command line printed before the words moved to the message files.
    let english: Vec<String> = samples.iter().map(ToString::to_string).collect();
    assert_eq!(
        english,
        [
            "players[0] Jörg (id 1): matchPoints 12 in the file, 11 recomputed",
            "players[0] Jörg (id 1): strengthOfSchedule 1.6 in the file, 1.5 recomputed",
            "players[0] Jörg (id 1): extendedStrengthOfSchedule 0.5 in the file, 1.4166666666666667 recomputed",
            "players[0] Jörg (id 1): rank 5 in the file, 4 recomputed",
            "eliminationPlayers[2] Cem (id 103): rank 3 in the file, place 4 in the bracket",
            "eliminationPlayers[3] Dee (id 104): rank 4 in the file, not decided in the bracket",
        ]
    );
    let japanese = samples[2].explain(ja());
    assert!(
        japanese.contains("Jörg") && japanese.contains("1.4166666666666667"),
        "{japanese}"
    );
    assert!(samples[5].explain(ja()).contains("未決定"));
}

#[test]
fn the_results_comparison_in_a_language() {
    let differing = Comparison {
        players: 66,
        match_points: 1,
        sos: 0,
        esos: 12,
        rank: 3,
        cut_places: 1,
        explained: None,
        ranks_explained: false,
    };
    let mut samples = vec![Comparison::default(), differing];
    for formula in [
        AesopsFormula::ByeInDivisor,
        AesopsFormula::OwnAverage,
        AesopsFormula::ByesLeftOut,
    ] {
        for ranks_explained in [true, false] {
            samples.push(Comparison {
                players: 11,
                sos: 9,
                esos: 10,
                rank: 4,
                cut_places: 2,
                explained: Some(formula),
                ranks_explained,
                ..Comparison::default()
            });
        }
    }
    for c in &samples {
        let problems = netrunner_to::i18n::message_problems(|| {
            for lang in Lang::all() {
                comparison(c, lang);
            }
        });
        assert!(problems.is_empty(), "{c:?}: {problems:?}");
        assert_eq!(comparison(c, Lang::ENGLISH), c.summary());
        let japanese = comparison(c, ja());
        assert_ne!(japanese, c.summary());
        assert!(!japanese.is_ascii(), "{japanese}");
    }
    // The English the command line printed before the words moved to the message files.
    assert_eq!(
        samples[0].summary(),
        "the published standings match the recomputed ones"
    );
    assert_eq!(
        samples[1].summary(),
        "published against recomputed standings of 66 players: points differ for 1 player, SoS match, ESoS differ for 12 players, ranks differ for 3 players, cut places differ for 1 player"
    );
    assert_eq!(
        samples[2].summary(),
        "published against recomputed standings of 11 players: points match, SoS differ for 9 and ESoS for 10 players as Aesop's Tables computed them in 2023 and until May 2024 (a bye counted as an opponent with 0 points in the divisor), which gives every published value, ranks differ for 4 players, following them, cut places differ for 2 players"
    );
    let japanese = comparison(&samples[1], ja());
    assert!(japanese.contains("66人"), "{japanese}");
    assert!(japanese.contains("ESoSが12人で異なる"), "{japanese}");
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
        let reason = netrunner_to::engine::names::normalise(bad).unwrap_err();
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
    use netrunner_to::engine::{Event, EventSettings, Structure};
    use netrunner_to::io::player_import::preview;
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
