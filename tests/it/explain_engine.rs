//! Every refusal, warning and history entry has words in every language, with the arguments
//! its messages use, and Japanese has no English left (moved from `io::explain::engine`).

use netrunner_to::engine::Side;
use netrunner_to::engine::elimination::Source;
use netrunner_to::engine::error::{RegistrationRefusal, ReportRefusal, ReportTarget};
use netrunner_to::engine::model::PlayerStatus;
use netrunner_to::engine::multiplayer::TeamId;
use netrunner_to::engine::multiplayer::pods::PodError;
use netrunner_to::engine::multiplayer::results::NapdEnding;
use netrunner_to::engine::multiplayer::table::bso::{BsoTable, BsoWinReason, LeaveReason};
use netrunner_to::engine::multiplayer::table::napd::NapdTable;
use netrunner_to::engine::multiplayer::table::napd::NapdVictory;
use netrunner_to::engine::multiplayer::table::{
    Amount, Counter, Exchanger, FlatlinedBlock, GameEnd, NotNow, Sale, Scorer, Seat, SeatProblem,
    TableError, TagProblem, TeamLabel,
};
use netrunner_to::engine::swiss::PairingError;
use netrunner_to::engine::{
    AgendaScore, BigSellOutEdition, Event, EventSettings, GameResult, MatchResult, PlayerDetails,
    PlayerId, Structure,
};
use netrunner_to::engine::{
    BracketFileProblem, BracketRefusal, ClockProblem, ClockRefusal, Command, CutSize, EngineError,
    FeatureProblem, Field, FieldProblem, Format, FormatMismatch, Inconsistency, InvisibleCharacter,
    Limit, MultiplayerSettingsProblem, NameRule, PairingFailure, Places, RejoinBlock, RoundRef,
    Shortage, StatusBlock, Warning,
};
use netrunner_to::engine::{
    BracketKind, ClearedHow, FixedTableConflict, GameProblem, Place, RefusedCommand, ResultProblem,
    RoundOverSince, Twice,
};
use netrunner_to::i18n::Lang;
use netrunner_to::io::explain::Explain;
use netrunner_to::io::explain::engine::{bso_outcome, command};
use netrunner_to::tr;
use std::collections::BTreeSet;

fn ja() -> Lang {
    Lang::from_tag("ja").unwrap()
}

/// Words that may stay in Latin letters in Japanese: the samples' names, identities and
/// seats, product and format names, and codes.
const KEPT: &[&str] = &[
    "Ann",
    "Bo",
    "Jr",
    "Cy",
    "Di",
    "Ed",
    "Sam",
    "Al",
    "Sue",
    "Kate",
    "Noise",
    "Gabe",
    "Cora",
    "Tokyo",
    "Team",
    "Foxes",
    "Table",
    "tomorrow",
    "Cyber",
    "Bureau",
    "Keeping",
    "the",
    "Peace",
    "Hedge",
    "Fund",
    "Sure",
    "Gamble",
    "NAPD",
    "The",
    "Big",
    "Sell",
    "Out",
    "ICE",
    "ID",
    "YYYY",
    "MM",
    "DD",
    "en",
    "ja",
    "jp",
    "correction",
    "Some",
    "None",
    "Paused",
    "Running",
    "since",
    "ms",
    "elapsed",
    "before",
];

/// The Latin words of `text` (two letters or more) that are not in [`KEPT`].
fn english_words(text: &str) -> Vec<String> {
    text.split(|c: char| !c.is_ascii_alphabetic())
        .filter(|w| w.len() >= 2 && !KEPT.contains(w))
        .map(str::to_string)
        .collect()
}

/// Every language has the messages, with the arguments they use (no Fluent error, no
/// English standing in); Japanese is another text with no English left. Returns the English.
fn check(explain: &dyn Fn(Lang) -> String) -> String {
    let mut texts = Vec::new();
    let problems =
        netrunner_to::i18n::message_problems(|| texts = Lang::all().map(explain).collect());
    assert!(problems.is_empty(), "{problems:?} in {texts:?}");
    let english = explain(Lang::ENGLISH);
    let ja = explain(ja());
    assert_ne!(ja, english, "not translated");
    let left = english_words(&ja);
    assert!(
        left.is_empty(),
        "English left {left:?} in {ja:?} (from {english:?})"
    );
    english
}

/// The check sees a missing argument, a missing message, an argument no message uses.
#[test]
fn the_check_sees_what_is_missing() {
    let problems = netrunner_to::i18n::message_problems(|| {
        tr!(Lang::ENGLISH, "error-no-such-round");
        // An id no file has (made up, so the message files' own check passes it by).
        ja().text(&"x".repeat(3));
    });
    assert_eq!(problems.len(), 2, "{problems:?}");
    assert!(problems[0].starts_with("en: error-no-such-round: "));
    assert!(problems[1].contains("no message in any language"));
    assert!(
        netrunner_to::i18n::message_problems(|| {
            tr!(ja(), "error-no-such-round", round = 3);
        })
        .is_empty()
    );
    // An argument no language's message uses (in any branch) is reported too.
    let extra = netrunner_to::i18n::message_problems(|| {
        tr!(ja(), "error-no-such-round", round = 3, table = 4);
        tr!(
            ja(),
            "error-players-reason-cut",
            cut = "top 8",
            needed = 8,
            have = 6
        );
    });
    assert_eq!(
        extra,
        ["error-no-such-round: the argument table is used in no language"]
    );
}

fn check_all<T: Explain>(samples: &[T]) {
    for s in samples {
        check(&|l| s.explain(l));
    }
}

/// `(name of a value's variant, every variant's name)`, by an exhaustive `match`: a new
/// variant does not compile until it is listed (and then needs a sample).
macro_rules! variants {
    ($T:ident: $($v:ident),* $(,)?) => {{
        #[allow(unreachable_patterns)]
        fn name(x: &$T) -> &'static str {
            match x {
                $($T::$v { .. } => stringify!($v),)*
            }
        }
        (name as fn(&$T) -> &'static str, &[$(stringify!($v)),*] as &[&str])
    }};
}

fn assert_complete<T>(samples: &[T], (name, all): (fn(&T) -> &'static str, &[&str])) {
    let seen: BTreeSet<&str> = samples.iter().map(name).collect();
    let missing: Vec<&&str> = all.iter().filter(|n| !seen.contains(**n)).collect();
    assert!(missing.is_empty(), "no sample of {missing:?}");
}

fn refusal_samples() -> Vec<EngineError> {
    use EngineError as E;
    let p = PlayerId(3);
    vec![
        E::UnknownPlayer(p),
        E::UnknownPlayerName("Ann \"A\"".into()),
        E::UnknownFollower { name: "Sue".into() },
        E::EventMoved {
            by: "Sue".into(),
            at: "2026-11-28T12:00:00Z".into(),
        },
        E::DuplicateName("Ann".into()),
        E::DuplicateId(p),
        E::InvalidName {
            name: "#3".into(),
            reason: netrunner_to::engine::names::normalise("#3").unwrap_err(),
        },
        E::InvalidName {
            name: String::new(),
            reason: netrunner_to::engine::names::normalise(" ").unwrap_err(),
        },
        E::InvalidField {
            field: Field::Date,
            reason: FieldProblem::Date {
                text: "tomorrow".into(),
            },
        },
        E::InvalidField {
            field: Field::MultiplayerSettings,
            reason: FieldProblem::MultiplayerSettings(MultiplayerSettingsProblem::NotMultiplayer(
                Format::Standard,
            )),
        },
        E::WrongPlayerStatus {
            name: "Ann".into(),
            status: PlayerStatus::Dropped,
            what: StatusBlock::Drop,
        },
        E::NoSuchRound(4),
        E::NoSuchTable { round: 2, table: 9 },
        E::PlayerNotInRound {
            name: "Ann".into(),
            round: 2,
        },
        E::RoundIncomplete {
            round: 2,
            open: Places::Tables(vec![3, 7]),
            unpaired: vec!["Ann".into(), "Bo, Jr.".into()],
        },
        E::RoundIncomplete {
            round: 2,
            open: Places::Pods(vec![1, 2]),
            unpaired: Vec::new(),
        },
        E::RoundIncomplete {
            round: 2,
            open: Places::Tables(Vec::new()),
            unpaired: vec!["Ann".into()],
        },
        E::RoundHasResults {
            round: 2,
            tables: Places::Tables((1..=15).collect()),
        },
        E::RoundHasResults {
            round: 2,
            tables: Places::Tables(vec![4]),
        },
        E::RoundHasResults {
            round: 2,
            tables: Places::Pods(vec![1]),
        },
        E::NotLatestRound {
            round: 1,
            latest: 2,
        },
        E::ImpossibleResult(ResultProblem::TimedPoints {
            points: 7,
            corp: 7,
            runner: 2,
            to_win: 7,
        }),
        E::ResultForBye { round: 1, table: 5 },
        E::NotEnoughPlayers(Shortage::Cut {
            cut: CutSize::Top8,
            have: 6,
        }),
        E::NotEnoughPlayers(Shortage::Pair { active: 1 }),
        E::NotEnoughPlayers(Shortage::Repair),
        E::NotEnoughPlayers(Shortage::Pods {
            teams: false,
            active: 1,
        }),
        E::NotEnoughPlayers(Shortage::Pods {
            teams: true,
            active: 1,
        }),
        E::NotEnoughPlayers(Shortage::Units { units: 1 }),
        E::ReportRefused(ReportRefusal::Multiplayer),
        E::Pairing(PairingFailure::Solver(PairingError::Internal)),
        E::Pairing(PairingFailure::TeamNotAdded),
        E::SwissStageOver,
        E::RegistrationClosed { name: "Ann".into() },
        E::Registration(RegistrationRefusal::NotOpen),
        E::Registration(RegistrationRefusal::Started),
        E::Registration(RegistrationRefusal::BadSecret),
        E::Registration(RegistrationRefusal::BadToken),
        E::Registration(RegistrationRefusal::Full { max: 200 }),
        E::Registration(RegistrationRefusal::NoSuchEntry { number: 7 }),
        E::Registration(RegistrationRefusal::AlreadyRegistered { name: "Ann".into() }),
        E::CutNotMade,
        E::CutAlreadyMade,
        E::CutHasResults,
        E::NoRoundYet,
        E::BracketFinished,
        E::EliminationRoundIncomplete {
            round: 2,
            open: vec![5, 6],
            waiting: vec![7],
        },
        E::EliminationRoundIncomplete {
            round: 2,
            open: vec![5],
            waiting: vec![],
        },
        E::FormatFixedByRounds,
        E::FormatFixedByTeams,
        E::FormatBreaksResult {
            to: Format::HalfDraft,
            round: 1,
            table: 2,
            reason: Box::new(E::ImpossibleResult(ResultProblem::TimedPoints {
                points: 6,
                corp: 6,
                runner: 1,
                to_win: 6,
            })),
        },
        E::LegacySwissRounds,
        E::WrongFormat {
            format: Format::Napd,
            command: RefusedCommand::new(Command::PairRound),
            why: FormatMismatch::PodRounds,
        },
        E::WrongFormat {
            format: Format::Standard,
            command: RefusedCommand::new(Command::PairPods),
            why: FormatMismatch::NotMultiplayer,
        },
        E::WrongFormat {
            format: Format::Standard,
            command: RefusedCommand::new(Command::SetDraftSeats { seats: vec![p] }),
            why: FormatMismatch::NotFullDraft,
        },
        E::WrongFormat {
            format: Format::BigSellOut {
                edition: BigSellOutEdition::Classic,
            },
            command: RefusedCommand::new(Command::AddPlayer {
                details: PlayerDetails::named("Ann"),
                id: None,
            }),
            why: FormatMismatch::TeamsOnly,
        },
        E::WrongFormat {
            format: Format::Napd,
            command: RefusedCommand::new(Command::RenameTeam {
                team: TeamId(1),
                name: "Foxes".into(),
            }),
            why: FormatMismatch::NoTeams,
        },
        E::LimitReached {
            what: Limit::Players,
            max: 2000,
        },
        E::LimitReached {
            what: Limit::Scorekeepers,
            max: 20,
        },
        E::LimitReached {
            what: Limit::Followers,
            max: 50,
        },
        E::DraftSeatingMissing,
        E::DraftSeatingClosed,
        E::DraftSeatingIncomplete {
            missing: vec!["Ann".into(), "Bo".into()],
        },
        E::TwoDraftSeats { name: "Ann".into() },
        E::PlayerTwice {
            name: "Ann".into(),
            round: 2,
        },
        E::TableTwice { round: 2, table: 3 },
        E::SidesMissing,
        E::SamePlayer { swap: true },
        E::SamePlayer { swap: false },
        E::AlreadySeated {
            name: "Ann".into(),
            round: 2,
            table: 4,
        },
        E::CannotRejoin {
            name: "Ann".into(),
            why: RejoinBlock::ByesDecided {
                games: vec![
                    netrunner_to::engine::ByeGame {
                        game: 9,
                        to: Some("Bo".into()),
                    },
                    netrunner_to::engine::ByeGame { game: 11, to: None },
                ],
            },
        },
        E::NoEliminationDrop,
        E::DeckListsLocked {
            name: "Ann".into(),
            side: Side::Corp,
        },
        E::NoDeckList {
            name: "Ann".into(),
            side: Side::Runner,
        },
        E::NotPairedYet {
            round: 3,
            latest: 0,
        },
        E::NotPairedYet {
            round: 3,
            latest: 2,
        },
        E::AlreadyPublished { round: 0 },
        E::AlreadyPublished { round: 2 },
        E::StandingsAlready { shown: true },
        E::StandingsAlready { shown: false },
        E::UnknownTeam(4),
        E::UnknownTeamName("Foxes".into()),
        E::NoSuchPod { round: 1, pod: 5 },
        E::TeamOfOne,
        E::AlreadyOnTeam {
            name: "Ann".into(),
            team: "Foxes".into(),
        },
        E::NotTeamMember {
            name: "Ann".into(),
            team: "Foxes".into(),
        },
        E::RunnerIdentityMissing {
            names: vec!["Ann".into(), "Bo".into()],
        },
        E::NotOnTeam {
            names: vec!["Ann".into()],
        },
        E::IdentityClash {
            clashes: vec![("Ann".into(), "Bo".into(), "Kate".into())],
        },
        E::NoFeaturedTable {
            round: RoundRef::Elimination(2),
        },
        E::AlreadyFeatured {
            table: 2,
            round: RoundRef::Swiss(1),
        },
        E::CannotFeature {
            round: RoundRef::Elimination(1),
            table: 9,
            why: FeatureProblem::NoGame,
        },
        E::Clock(ClockRefusal::TooShort),
        E::Bracket(BracketRefusal::SeededTwice),
    ]
}

#[test]
fn refusals_have_words_in_every_language() {
    use EngineError as E;
    let samples = refusal_samples();
    assert_complete(
        &samples,
        variants!(E: UnknownPlayer, UnknownPlayerName, UnknownFollower, EventMoved, DuplicateName, DuplicateId,
            InvalidName, InvalidField, WrongPlayerStatus, NoSuchRound, NoSuchTable,
            PlayerNotInRound, RoundIncomplete, RoundHasResults, NotLatestRound,
            ImpossibleResult, ResultForBye, NotEnoughPlayers, ReportRefused, Pairing,
            SwissStageOver, RegistrationClosed, Registration, CutNotMade, CutAlreadyMade, CutHasResults,
            NoRoundYet, BracketFinished, EliminationRoundIncomplete, FormatFixedByRounds,
            FormatFixedByTeams, FormatBreaksResult, LegacySwissRounds, WrongFormat,
            LimitReached, DraftSeatingMissing, DraftSeatingClosed, DraftSeatingIncomplete,
            TwoDraftSeats, PlayerTwice, TableTwice, SidesMissing, SamePlayer, AlreadySeated,
            CannotRejoin, NoEliminationDrop, DeckListsLocked, NoDeckList, NotPairedYet,
            AlreadyPublished, StandingsAlready, UnknownTeam, UnknownTeamName, NoSuchPod,
            TeamOfOne, AlreadyOnTeam, NotTeamMember, RunnerIdentityMissing, NotOnTeam, IdentityClash, NoFeaturedTable,
            AlreadyFeatured, CannotFeature, Clock, Bracket),
    );
    check_all(&samples);
    let problems = [
        FeatureProblem::NoRound,
        FeatureProblem::NoCut,
        FeatureProblem::NoPod,
        FeatureProblem::NoTable,
        FeatureProblem::Bye,
        FeatureProblem::NoGame,
        FeatureProblem::GameNotNeeded,
    ];
    let (name, all) = variants!(FeatureProblem: NoRound, NoCut, NoPod, NoTable, Bye, NoGame,
        GameNotNeeded);
    assert_complete(&problems, (name, all));
    let cannot: Vec<EngineError> = problems
        .iter()
        .map(|&why| E::CannotFeature {
            round: RoundRef::Swiss(1),
            table: 3,
            why,
        })
        .collect();
    check_all(&cannot);
    assert_eq!(
        cannot[4].to_string(),
        "table 3 cannot be featured: table 3 of round 1 is a bye"
    );
    // Names stay whole (one has ", " in it), in English and in Japanese.
    let incomplete = E::RoundIncomplete {
        round: 2,
        open: Places::Tables(vec![3, 7]),
        unpaired: vec!["Ann".into(), "Bo, Jr.".into()],
    };
    assert_eq!(
        incomplete.to_string(),
        "round 2 is not complete: tables 3, 7 without a result; unpaired: Ann, Bo, Jr."
    );
    assert!(incomplete.explain(ja()).contains("Ann、Bo, Jr."));
    assert_eq!(
        E::RoundHasResults {
            round: 2,
            tables: Places::Tables((1..=15).collect()),
        }
        .to_string(),
        "round 2 already has results at tables 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12 and 3 more; clear them first or force the change"
    );
    // The English is the command line's, word for word (a sample from the engine's own
    // tests).
    let e = E::Clock(ClockRefusal::NoClock { elimination: true });
    assert_eq!(
        e.explain(ja()),
        "ラウンドの時計はまだありません: 先に決勝トーナメントのラウンドを組んでください。"
    );
}

/// The typed pieces of refusals: every name rule, field, field problem and status block.
#[test]
fn the_pieces_of_refusals_have_words_in_every_language() {
    use FieldProblem as F;
    let invisible = [InvisibleCharacter::Joiner, InvisibleCharacter::Format];
    let mut rules = vec![
        NameRule::Empty,
        NameRule::Control,
        NameRule::Blank,
        NameRule::AccentFirst,
        NameRule::TooManyAccents { max: 4 },
        NameRule::NoVisibleLetter,
        NameRule::PlayerNumber,
        NameRule::TooLong { max: 100 },
    ];
    rules.extend(invisible.map(NameRule::Invisible));
    assert_complete(
        &rules,
        variants!(NameRule: Empty, Control, Invisible, Blank, AccentFirst, TooManyAccents,
            NoVisibleLetter, PlayerNumber, TooLong),
    );
    check_all(&rules);
    let fields = [
        Field::EventName,
        Field::Rounds,
        Field::RoundLength,
        Field::FixedTable,
        Field::CorpIdentity,
        Field::RunnerIdentity,
        Field::Pronouns,
        Field::Reading,
        Field::PlayerId,
        Field::DeckList,
        Field::DeckName,
        Field::Identity,
        Field::Cut,
        Field::ScorekeeperName,
        Field::FollowerName,
        Field::MultiplayerSettings,
        Field::TeamName,
        Field::Sponsor,
        Field::Agent,
        Field::Language,
        Field::Date,
        Field::ScoreAdjustment,
        Field::Reason,
    ];
    assert_complete(
        &fields,
        variants!(Field: EventName, Rounds, RoundLength, FixedTable, CorpIdentity,
            RunnerIdentity, Pronouns, Reading, PlayerId, DeckList, DeckName, Identity, Cut,
            ScorekeeperName, FollowerName, MultiplayerSettings, TeamName, Sponsor, Agent, Language, Date,
            ScoreAdjustment, Reason),
    );
    check_all(&fields);
    let mut problems = vec![
        F::Empty,
        F::RoundsRange { rounds: 0, max: 20 },
        F::MinutesRange {
            minutes: 0,
            max: 1440,
        },
        F::TableFromOne,
        F::IdFromOne,
        F::CutSize,
        F::Control {
            text: "Ann\u{7}".into(),
        },
        F::TooLong { max: 100 },
        F::LanguageTag { text: "x".into() },
        F::Date {
            text: "tomorrow".into(),
        },
        F::Copies {
            copies: 4,
            title: "Hedge Fund".into(),
            max: 3,
        },
        F::TooManyCards {
            cards: 300,
            max: 200,
        },
        F::IdentityCopies {
            copies: 2,
            title: "Kate".into(),
        },
        F::ListedTwice {
            title: "Hedge Fund".into(),
        },
        F::ScorekeeperExists { name: "Sue".into() },
        F::FollowerExists { name: "Sue".into() },
        F::TeamExists {
            name: "Foxes".into(),
        },
        F::SponsorRunner,
        F::AgentCorp,
        F::NapdCorp {
            identity: "Cyber Bureau",
            text: "Gabe".into(),
        },
        F::MultiplayerSettings(MultiplayerSettingsProblem::Scoring),
        F::AdjustmentRange { delta: 0, max: 100 },
        F::NoReason,
    ];
    problems.extend(invisible.map(F::Invisible));
    for identity in [true, false] {
        problems.push(F::NoCardId { identity });
        problems.push(F::NoTitle { identity });
    }
    assert_complete(
        &problems,
        variants!(F: Empty, RoundsRange, MinutesRange, TableFromOne, IdFromOne, CutSize,
            Control, TooLong, Invisible, LanguageTag, Date, NoCardId, NoTitle, Copies,
            TooManyCards, IdentityCopies, ListedTwice, ScorekeeperExists, FollowerExists, TeamExists,
            SponsorRunner, AgentCorp, NapdCorp, MultiplayerSettings, AdjustmentRange,
            NoReason),
    );
    check_all(&problems);
    let blocks = [
        StatusBlock::DraftSeat,
        StatusBlock::Seeded,
        StatusBlock::Drop,
        StatusBlock::RejoinDisqualified,
        StatusBlock::Rejoin,
        StatusBlock::Disqualified,
        StatusBlock::Paired,
    ];
    assert_complete(
        &blocks,
        variants!(StatusBlock: DraftSeat, Seeded, Drop, RejoinDisqualified, Rejoin,
            Disqualified, Paired),
    );
    check_all(&blocks);
    // The English the command line has always printed.
    assert_eq!(
        EngineError::InvalidField {
            field: Field::Reason,
            reason: F::NoReason
        }
        .to_string(),
        "invalid reason: it is empty; say why the score changes"
    );
    assert_eq!(
        EngineError::InvalidName {
            name: "#3".into(),
            reason: NameRule::PlayerNumber
        }
        .to_string(),
        "invalid name \"#3\": a name cannot be # and a number: #3 means player number 3"
    );
}

/// Every reason a result is impossible, in every language.
#[test]
fn impossible_results_have_words_in_every_language() {
    use ResultProblem as R;
    let names = || vec!["Ann".to_string(), "Bo".to_string()];
    let some = || vec![("Ann".to_string(), 2)];
    let mut samples = vec![
        R::TimedPoints {
            points: 7,
            corp: 7,
            runner: 2,
            to_win: 7,
        },
        R::TimedWin {
            side: Side::Runner,
            corp: 3,
            runner: 2,
        },
        R::DrawPoints { corp: 3, runner: 2 },
        R::SingleSided,
        R::DoubleSided,
        R::Totals {
            p1: 7,
            p2: 2,
            games: 2,
        },
        R::TimedPlayerPoints {
            points: 7,
            name: "Ann".into(),
            to_win: 7,
        },
        R::Seeds {
            a: PlayerId(1),
            seed_a: 2,
            b: PlayerId(1),
            seed_b: 2,
        },
        R::NotInGame {
            player: PlayerId(4),
            game: 3,
        },
        R::WrongFormat {
            format: Format::Napd,
        },
        R::NotInPod { name: "Ann".into() },
        R::Twice { name: "Ann".into() },
        R::TooManyPoints {
            name: "Ann".into(),
            points: 31,
            max: 30,
        },
        R::RunnerMissing { name: "Ann".into() },
        R::CorpTooMany {
            points: 31,
            max: 30,
        },
        R::CorpWouldWin { corp: 7, win: 7 },
        R::CorpWinShort { win: 7, corp: 3 },
        R::FlatlineAlive { names: names() },
        R::AllFlatlinedNotRunners,
        R::CorpBoth { corp: 7, win: 7 },
        R::AllFlatlined,
        R::TeamNotInPod {
            name: "Foxes".into(),
        },
        R::AgentFlatlinedAnr {
            name: "Foxes".into(),
        },
        R::TeamMissing {
            name: "Foxes".into(),
        },
        R::AllLeft,
        R::LeftWinner {
            name: "Foxes".into(),
        },
        R::AgendaEnding { goal: 11, best: 9 },
        R::ClassicOneTeam {
            goal: 11,
            names: names(),
        },
        R::SuddenDeathClassic,
        R::SuddenDeathDraw,
        R::SuddenDeathLead {
            lead: 7,
            winner: "Ann".into(),
            points: 9,
            close: "Bo".into(),
            close_points: 4,
        },
        R::LastTeamOthers { names: names() },
        R::ClassicWon {
            name: "Ann".into(),
            best: 12,
            goal: 11,
        },
        R::TimeGoal {
            name: "Ann".into(),
            points: 11,
            goal: 11,
        },
        R::LastTeamWins { name: "Ann".into() },
        R::MostPoints {
            name: "Ann".into(),
            points: 9,
            winner: Some("Bo".into()),
        },
        R::MostPoints {
            name: "Ann".into(),
            points: 9,
            winner: None,
        },
        R::Tied {
            names: names(),
            best: 9,
        },
    ];
    for uncounted in [vec![], some()] {
        samples.push(R::RunnersWouldWin {
            total: 7,
            uncounted: uncounted.clone(),
            win: 7,
        });
        samples.push(R::RunnersBoth {
            total: 7,
            uncounted: uncounted.clone(),
            win: 7,
        });
        samples.push(R::RunnerWinShort {
            win: 7,
            total: 5,
            uncounted,
        });
    }
    assert_complete(
        &samples,
        variants!(R: TimedPoints, TimedWin, DrawPoints, SingleSided, DoubleSided, Totals,
            TimedPlayerPoints, Seeds, NotInGame, WrongFormat, NotInPod, Twice, TooManyPoints,
            RunnerMissing, CorpTooMany, CorpWouldWin, RunnersWouldWin, CorpWinShort,
            RunnersBoth, FlatlineAlive, AllFlatlinedNotRunners, RunnerWinShort, CorpBoth,
            AllFlatlined, TeamNotInPod, AgentFlatlinedAnr, TeamMissing, AllLeft, LeftWinner,
            AgendaEnding, ClassicOneTeam, SuddenDeathClassic, SuddenDeathDraw,
            SuddenDeathLead, LastTeamOthers, ClassicWon, TimeGoal, LastTeamWins, MostPoints,
            Tied),
    );
    check_all(&samples);
    let english: Vec<String> = samples.iter().map(ToString::to_string).collect();
    for expected in [
        "a timed win for the Runner needs more agenda points than the opponent (Corp 3, Runner 2)",
        "the Runners have 7 agenda points together (Ann's 2 no longer count: flatlined Runners' agendas are trashed): the Runners win at 7 (enter the ending as Runner agendas)",
        "Ann and Bo are tied with 9 agenda points: the game is a draw",
        "Ann has the most agenda points (9) of the teams in the game, so it wins: it is not a draw",
    ] {
        assert!(english.iter().any(|e| e == expected), "{expected}");
    }
}

/// The typed pieces of file problems, bracket refusals and report refusals, every variant.
#[test]
fn places_sources_and_such_have_words_in_every_language() {
    let places = [
        Place::Table { round: 2, table: 3 },
        Place::Pod { round: 1, pod: 2 },
        Place::UnpairedLoss { round: 2 },
        Place::ScoreAdjustment { round: 2 },
        Place::DraftSeat(4),
        Place::DeckList,
        Place::Team(2),
        Place::List {
            player: PlayerId(4),
            side: Side::Runner,
        },
    ];
    assert_complete(
        &places,
        variants!(Place: Table, Pod, UnpairedLoss, ScoreAdjustment, DraftSeat, DeckList,
            Team, List),
    );
    let twice = [
        Twice::Round(2),
        Twice::UnpairedLoss(2),
        Twice::DraftSeats,
        Twice::Teams,
        Twice::PodRound(3),
    ];
    assert_complete(
        &twice,
        variants!(Twice: Round, UnpairedLoss, DraftSeats, Teams, PodRound),
    );
    let kinds = [
        BracketKind::DoubleElimination,
        BracketKind::SingleElimination,
        BracketKind::SingleEliminationFixed,
    ];
    assert_complete(
        &kinds,
        variants!(BracketKind: DoubleElimination, SingleElimination,
            SingleEliminationFixed),
    );
    let sources = [
        Source::Seed(1),
        Source::Winner(2),
        Source::Loser(3),
        Source::WinnerRanked { round: 1, rank: 2 },
    ];
    assert_complete(
        &sources,
        variants!(Source: Seed, Winner, Loser, WinnerRanked),
    );
    let games = [
        GameProblem::NotReady,
        GameProblem::PlayersUnknown,
        GameProblem::OtherPlayers,
    ];
    assert_complete(
        &games,
        variants!(GameProblem: NotReady, PlayersUnknown, OtherPlayers),
    );
    let since = [
        RoundOverSince::Cut,
        RoundOverSince::Round(3),
        RoundOverSince::Elimination(2),
    ];
    assert_complete(&since, variants!(RoundOverSince: Cut, Round, Elimination));
    let mut samples: Vec<Box<dyn Explain>> = Vec::new();
    for place in places {
        samples.push(Box::new(Inconsistency::UnknownPlayer {
            place,
            player: PlayerId(9),
        }));
    }
    for twice in twice {
        samples.push(Box::new(Inconsistency::Twice {
            player: PlayerId(9),
            twice,
        }));
    }
    for kind in kinds {
        samples.push(Box::new(BracketRefusal::NoTable {
            kind,
            cut: CutSize::Top3,
        }));
    }
    for from in sources {
        samples.push(Box::new(BracketRefusal::GameWaiting {
            game: 7,
            from: [from, Source::Seed(2)],
        }));
    }
    for problem in games {
        samples.push(Box::new(BracketFileProblem::Game { game: 4, problem }));
    }
    for since in since {
        samples.push(Box::new(ReportRefusal::RoundOver {
            target: ReportTarget::Elimination { game: 4 },
            since,
        }));
    }
    for s in &samples {
        check(&|l| s.explain(l));
    }
    assert_eq!(
        Inconsistency::Refused {
            place: Place::List {
                player: PlayerId(4),
                side: Side::Corp
            },
            reason: Box::new(EngineError::ImpossibleResult(ResultProblem::DoubleSided)),
        }
        .to_string(),
        "#4's Corp list: impossible result: this is a double-sided round: enter both games"
    );
}

#[test]
fn file_problems_have_words_in_every_language() {
    use Inconsistency as I;
    let p = PlayerId(4);
    let samples = vec![
        I::TooMany {
            what: Limit::Players,
            count: 2001,
            max: 2000,
        },
        I::TooMany {
            what: Limit::SwissRounds,
            count: 31,
            max: 30,
        },
        I::TooMany {
            what: Limit::PodRounds,
            count: 31,
            max: 30,
        },
        I::TooMany {
            what: Limit::Scorekeepers,
            count: 21,
            max: 20,
        },
        I::TooMany {
            what: Limit::Followers,
            count: 51,
            max: 50,
        },
        I::NameSpaces {
            player: p,
            name: " Ann".into(),
        },
        I::BadName {
            player: p,
            reason: Box::new(EngineError::InvalidName {
                name: String::new(),
                reason: NameRule::Empty,
            }),
        },
        I::IdOrder(p),
        I::SameName("Ann".into()),
        I::Misnumbered {
            pods: false,
            position: 2,
            number: 3,
        },
        I::Misnumbered {
            pods: true,
            position: 2,
            number: 3,
        },
        I::BadTable { round: 2, table: 0 },
        I::BadTable { round: 2, table: 3 },
        I::UnknownPlayer {
            place: Place::UnpairedLoss { round: 2 },
            player: p,
        },
        I::UnknownPlayer {
            place: Place::ScoreAdjustment { round: 2 },
            player: p,
        },
        I::UnknownPlayer {
            place: Place::Team(2),
            player: p,
        },
        I::UnknownTeam {
            place: Place::Pod { round: 1, pod: 2 },
            team: 5,
        },
        I::Twice {
            player: p,
            twice: Twice::UnpairedLoss(2),
        },
        I::Refused {
            place: Place::List {
                player: PlayerId(4),
                side: Side::Corp,
            },
            reason: Box::new(EngineError::InvalidField {
                field: Field::DeckList,
                reason: FieldProblem::ListedTwice {
                    title: "Hedge Fund".into(),
                },
            }),
        },
        I::Refused {
            place: Place::Table { round: 2, table: 3 },
            reason: Box::new(EngineError::ImpossibleResult(ResultProblem::DoubleSided)),
        },
        I::DraftSeatsOutsideDraft,
        I::PodsOutsideMultiplayer,
        I::MultiplayerSettings(MultiplayerSettingsProblem::Scoring),
        I::Clock(ClockProblem::Length(90_000)),
    ];
    assert_complete(
        &samples,
        variants!(I: TooMany, NameSpaces, BadName, IdOrder, SameName, Misnumbered, BadTable,
            UnknownPlayer, UnknownTeam, Twice, Refused, DraftSeatsOutsideDraft,
            PodsOutsideMultiplayer, MultiplayerSettings, Clock),
    );
    check_all(&samples);

    let clock = vec![
        ClockProblem::Length(90_000),
        ClockProblem::LessThanNothing {
            taken: 4_000_000,
            length: 3_000_000,
        },
        ClockProblem::Extension { table: 0, ms: 0 },
        ClockProblem::Unreachable {
            state: "Paused".into(),
            last: None,
        },
    ];
    assert_complete(
        &clock,
        variants!(ClockProblem: Length, LessThanNothing, Extension, Unreachable),
    );
    check_all(&clock);

    let brackets = vec![
        BracketFileProblem::Refused(Box::new(EngineError::Bracket(BracketRefusal::SeededTwice))),
        BracketFileProblem::Games {
            kind: BracketKind::DoubleElimination,
            cut: CutSize::Top8,
            games: 15,
        },
        BracketFileProblem::DroppedAndDisqualified(p),
        BracketFileProblem::Game {
            game: 4,
            problem: GameProblem::OtherPlayers,
        },
    ];
    assert_complete(
        &brackets,
        variants!(BracketFileProblem: Refused, Games, DroppedAndDisqualified, Game),
    );
    check_all(&brackets);

    let settings = vec![
        MultiplayerSettingsProblem::Rounds { rounds: 0, max: 30 },
        MultiplayerSettingsProblem::NapdPodSize(5),
        MultiplayerSettingsProblem::BigSellOutPodSize(4),
        MultiplayerSettingsProblem::Scoring,
        MultiplayerSettingsProblem::TimedWinAboveWin {
            timed_win: 4,
            win: 3,
        },
        MultiplayerSettingsProblem::NotMultiplayer(Format::FullDraft),
    ];
    assert_complete(
        &settings,
        variants!(MultiplayerSettingsProblem: Rounds, NapdPodSize, BigSellOutPodSize, Scoring,
            TimedWinAboveWin, NotMultiplayer),
    );
    check_all(&settings);
}

#[test]
fn the_clocks_brackets_and_reports_refusals_have_words() {
    let clock = vec![
        ClockRefusal::NoClock { elimination: false },
        ClockRefusal::NoClock { elimination: true },
        ClockRefusal::TooShort,
        ClockRefusal::BeforeLastChange { now: 5, last: 9 },
        ClockRefusal::AlreadyStarted,
        ClockRefusal::NotStarted,
        ClockRefusal::AlreadyPaused,
        ClockRefusal::AlreadyRunning,
        ClockRefusal::TimeCalled,
        ClockRefusal::ShorterThanNothing { ms: -4_000_000 },
        ClockRefusal::TableZero,
        ClockRefusal::ExtensionTooSmall {
            table: 2,
            ms: 60_000,
        },
    ];
    assert_complete(
        &clock,
        variants!(ClockRefusal: NoClock, TooShort, BeforeLastChange, AlreadyStarted,
            NotStarted, AlreadyPaused, AlreadyRunning, TimeCalled, ShorterThanNothing,
            TableZero, ExtensionTooSmall),
    );
    check_all(&clock);

    use BracketRefusal as B;
    let player = PlayerId(3);
    let bracket = vec![
        B::NoTable {
            kind: BracketKind::DoubleElimination,
            cut: CutSize::Top3,
        },
        B::SeedCount {
            cut: CutSize::Top8,
            got: 7,
        },
        B::SeededTwice,
        B::NoSuchGame {
            kind: BracketKind::SingleEliminationFixed,
            cut: CutSize::Top4,
            game: 9,
        },
        B::GameDecided { game: 2 },
        B::GameNotNeeded { game: 16 },
        B::GameWaiting {
            game: 5,
            from: [
                Source::Winner(1),
                Source::WinnerRanked { round: 1, rank: 2 },
            ],
        },
        B::PlayersUnknown { game: 5 },
        B::GameNotReady { game: 5 },
        B::NoResult { game: 5 },
        B::ByeResult { game: 5 },
        B::DependentResult {
            game: 1,
            dependent: 5,
        },
        B::NotInCut { player },
        B::AlreadyInCut { player },
        B::AlreadyLeft { player },
        B::AlreadyDisqualified { player },
        B::NotDropped { player },
        B::ByeDecided { player, game: 5 },
        B::Started,
        B::SidesDecided { game: 5 },
        B::NoSideChoice {
            game: 1,
            seed: 1,
            player,
        },
        B::NotFirstRound { game: 5, round: 2 },
        B::EarlierSidesMissing {
            game: 5,
            earlier: 1,
            player,
        },
        B::SidesNotSettable { game: 5 },
        B::NotInGame { player, game: 5 },
        B::LaterSidesDecided { game: 9 },
        B::GamePlayed { game: 5 },
        B::NotWaitingForSides { game: 5, round: 1 },
        B::SidesUndecided { game: 5 },
    ];
    assert_complete(
        &bracket,
        variants!(B: NoTable, SeedCount, SeededTwice, NoSuchGame, GameDecided, GameNotNeeded,
            GameWaiting, PlayersUnknown, GameNotReady, NoResult, ByeResult, DependentResult,
            NotInCut, AlreadyInCut, AlreadyLeft, AlreadyDisqualified, NotDropped,
            ByeDecided, Started, SidesDecided, NoSideChoice, NotFirstRound,
            EarlierSidesMissing, SidesNotSettable, NotInGame, LaterSidesDecided, GamePlayed,
            NotWaitingForSides, SidesUndecided),
    );
    check_all(&bracket);

    let rejoin = vec![
        RejoinBlock::LeftBeforeCut,
        RejoinBlock::ByesDecided {
            games: vec![netrunner_to::engine::ByeGame { game: 9, to: None }],
        },
    ];
    assert_complete(&rejoin, variants!(RejoinBlock: LeftBeforeCut, ByesDecided));
    check_all(&rejoin);

    let t = ReportTarget::Swiss { round: 2, table: 3 };
    let reports = vec![
        ReportRefusal::RoundOver {
            target: t,
            since: RoundOverSince::Round(3),
        },
        ReportRefusal::RoundOver {
            target: ReportTarget::Elimination { game: 4 },
            since: RoundOverSince::Elimination(3),
        },
        ReportRefusal::NotYourTable { target: t },
        ReportRefusal::AlreadyDecided { target: t },
        ReportRefusal::NotReady { target: t },
        ReportRefusal::NotPublished { round: 3 },
        ReportRefusal::Multiplayer,
        ReportRefusal::ScorekeeperRevoked {
            name: "Table 3".into(),
        },
        ReportRefusal::NotForScorekeepers {
            what: RefusedCommand::new(Command::PairRound),
        },
    ];
    assert_complete(
        &reports,
        variants!(ReportRefusal: RoundOver, NotYourTable, AlreadyDecided, NotReady,
            NotPublished, Multiplayer, ScorekeeperRevoked, NotForScorekeepers),
    );
    check_all(&reports);

    let pairing = vec![
        PairingError::DuplicatePlayer(player),
        PairingError::DuplicateRank(2),
        PairingError::TiebreakLength {
            players: 4,
            keys: 3,
        },
        PairingError::TooLarge { players: 9000 },
        PairingError::Internal,
    ];
    assert_complete(
        &pairing,
        variants!(PairingError: DuplicatePlayer, DuplicateRank, TiebreakLength, TooLarge,
            Internal),
    );
    check_all(&pairing);
    for e in &pairing {
        let e = EngineError::Pairing(PairingFailure::Solver(e.clone()));
        check(&|l| e.explain(l));
    }

    let pods = vec![
        PodError::TooFew { units: 1 },
        PodError::IdentityClash {
            clashes: vec![(1, 2, "Kate".into()), (3, 4, "Noise".into())],
        },
    ];
    assert_complete(&pods, variants!(PodError: TooFew, IdentityClash));
    check_all(&pods);
}

#[test]
fn warnings_have_words_in_every_language() {
    use Warning as W;
    let samples = vec![
        W::Rematch {
            round: 3,
            a: "Ann".into(),
            b: "Bo".into(),
            meetings: 0,
        },
        W::Rematch {
            round: 3,
            a: "Ann".into(),
            b: "Bo".into(),
            meetings: 1,
        },
        W::Rematch {
            round: 3,
            a: "Ann".into(),
            b: "Bo".into(),
            meetings: 2,
        },
        W::Rematch {
            round: 5,
            a: "Ann".into(),
            b: "Bo".into(),
            meetings: 3,
        },
        W::SecondBye {
            round: 3,
            player: "Ann".into(),
        },
        W::PointGap {
            round: 3,
            a: "Ann".into(),
            b: "Bo".into(),
            gap: 6,
        },
        W::Unpaired {
            round: 3,
            player: "Ann".into(),
        },
        W::LaterRoundsOnOldStandings {
            round: 1,
            later: vec![2, 3],
        },
        W::FixedTable {
            round: 1,
            conflict: FixedTableConflict::SplitPair {
                kept: "Ann".into(),
                overridden: "Bo".into(),
                table: 1,
                wanted: 2,
            },
        },
        W::FixedTable {
            round: 1,
            conflict: FixedTableConflict::TableTaken {
                displaced: "Bo".into(),
                table: 2,
                kept: "Ann".into(),
            },
        },
        W::FixedTable {
            round: 1,
            conflict: FixedTableConflict::TableZero {
                player: "Ann".into(),
            },
        },
        W::SideImbalance {
            round: 4,
            player: "Ann".into(),
        },
        W::ExtraRound {
            round: 5,
            planned: 4,
        },
        W::StructureChanged {
            old_rounds: 4,
            old_cut: 0,
            rounds: 5,
            cut: 8,
        },
        W::CutSize {
            chosen: 4,
            suggested: 8,
        },
        W::CutReplacement {
            dropped: "Ann".into(),
            entered: "Bo".into(),
        },
        W::EliminationByes {
            player: "Ann".into(),
            games: vec![5],
            disqualified: false,
        },
        W::EliminationByes {
            player: "Ann".into(),
            games: vec![],
            disqualified: false,
        },
        W::EliminationByes {
            player: "Ann".into(),
            games: vec![5, 9],
            disqualified: true,
        },
        W::EliminationByes {
            player: "Ann".into(),
            games: vec![],
            disqualified: true,
        },
        W::DropUndone {
            player: "Ann".into(),
            cleared: vec![],
        },
        W::DropUndone {
            player: "Ann".into(),
            cleared: [
                (10, "Bo", ClearedHow::Won),
                (9, "Cy", ClearedHow::Draw),
                (5, "Bo", ClearedHow::Bye),
            ]
            .map(|(game, winner, how)| netrunner_to::engine::ClearedResult {
                game,
                winner: winner.into(),
                how,
            })
            .to_vec(),
        },
        W::CutOnOldStandings { round: 4 },
        W::PodAboveSize {
            round: 1,
            pod: 2,
            size: 3,
            pod_size: 2,
            teams: true,
        },
        W::PodAboveSize {
            round: 1,
            pod: 2,
            size: 4,
            pod_size: 3,
            teams: false,
        },
        W::PodOfOneRunner { round: 3, pod: 1 },
        W::ExtraPodRound {
            round: 4,
            planned: 3,
        },
        W::MissingDeckLists {
            players: vec![netrunner_to::engine::MissingLists {
                name: "Ann".into(),
                sides: vec![Side::Corp],
            }],
        },
        W::MissingDeckLists {
            players: vec![
                netrunner_to::engine::MissingLists {
                    name: "Ann".into(),
                    sides: vec![Side::Corp],
                },
                netrunner_to::engine::MissingLists {
                    name: "Bo".into(),
                    sides: vec![Side::Corp, Side::Runner],
                },
            ],
        },
        W::ReportWaiting {
            target: ReportTarget::Swiss { round: 2, table: 3 },
            by: "Ann".into(),
            opponent: "Bo".into(),
            approval: false,
        },
        W::ReportWaiting {
            target: ReportTarget::Elimination { game: 4 },
            by: "Ann".into(),
            opponent: "Bo".into(),
            approval: true,
        },
        W::ReportsDisagree {
            target: ReportTarget::Swiss { round: 2, table: 3 },
            a: "Ann".into(),
            b: "Bo".into(),
        },
        W::ReportAwaitsOrganizer {
            target: ReportTarget::Swiss { round: 2, table: 3 },
        },
        W::ReportConfirmed {
            target: ReportTarget::Swiss { round: 2, table: 3 },
            reported: "Ann".into(),
            confirmed: "Bo".into(),
        },
        W::DroppedPlayerPaired {
            round: 2,
            player: "Ann".into(),
        },
        W::RegistrationsWaiting {
            names: vec!["Ann".into(), "Bo".into()],
        },
    ];
    assert_complete(
        &samples,
        variants!(W: Rematch, SecondBye, PointGap, Unpaired, LaterRoundsOnOldStandings,
            FixedTable, SideImbalance, ExtraRound, StructureChanged, CutSize, CutReplacement,
            EliminationByes, DropUndone, CutOnOldStandings, PodAboveSize, PodOfOneRunner,
            ExtraPodRound, MissingDeckLists,
            ReportWaiting, ReportsDisagree, ReportAwaitsOrganizer, ReportConfirmed,
            DroppedPlayerPaired, RegistrationsWaiting),
    );
    check_all(&samples);
    assert_eq!(
        samples[3].explain(ja()),
        "第5回戦: AnnとBoは以前に3回対戦しています。"
    );
    // The English the command line has always printed, from typed pieces.
    let english: Vec<String> = samples.iter().map(ToString::to_string).collect();
    for expected in [
        "round 1: Ann and Bo both have fixed tables; they sit at Ann's table 1, not Bo's table 2",
        "Ann is back in the elimination rounds; cleared game 10 (Bo won), game 9 (Cy won a draw), game 5 (bye to Bo): enter those results again",
        "the event collects deck lists and 2 players have not handed in both: Ann (Corp), Bo (Corp, Runner)",
        "Ann reported elimination game 4: waiting for Bo's report, then for the organizer",
    ] {
        assert!(english.iter().any(|e| e == expected), "{expected}");
    }
}

#[test]
fn table_helpers_refusals_and_victories_have_words() {
    use TableError as T;
    let sam = || TeamLabel {
        number: 1,
        players: Some(("Sam".into(), "Al".into())),
    };
    let sue = || TeamLabel {
        number: 2,
        players: None,
    };
    let samples = vec![
        NapdTable::new("Cora", &[("Ann", "")]).unwrap_err(),
        BsoTable::new(BigSellOutEdition::Classic, &[("Sam", "Al")]).unwrap_err(),
        NapdTable::new("Cora", &[("", ""), ("Bo", "")]).unwrap_err(),
        T::DuplicateName("Ann".into()),
        T::InvalidIdentity {
            seat: Seat::Runner(2),
            reason: SeatProblem::Control,
        },
        T::InvalidName {
            seat: Seat::Sponsor(1),
            reason: SeatProblem::TooLong { max: 100 },
        },
        T::InvalidName {
            seat: Seat::Agent(2),
            reason: SeatProblem::Empty,
        },
        T::DuplicateIdentity {
            identity: "Kate".into(),
            first: "Ann".into(),
            second: "Bo".into(),
        },
        T::NoSuchRunner(7),
        T::NoSuchTeam(4),
        T::GameOver(GameEnd::Napd(NapdVictory::AllRunnersFlatlined)),
        T::GameOver(GameEnd::BsoWin {
            team: sam(),
            reason: BsoWinReason::ElevenPoints,
        }),
        T::GameOver(GameEnd::BsoDraw {
            teams: vec![sam(), sue()],
        }),
        T::GameOver(GameEnd::Time),
        T::Flatlined {
            name: "Ann".into(),
            what: FlatlinedBlock::Once,
        },
        T::Flatlined {
            name: "Ann".into(),
            what: FlatlinedBlock::Out,
        },
        T::Flatlined {
            name: "Al".into(),
            what: FlatlinedBlock::AgentAlready,
        },
        T::Flatlined {
            name: "Al".into(),
            what: FlatlinedBlock::NoTag,
        },
        T::NotFlatlined("Al".into()),
        T::TeamLeft {
            team: 2,
            sponsor: "Sue".into(),
            agent: "Bo".into(),
        },
        T::Zero(Amount::AgendaPoints),
        T::Zero(Amount::CreditsSpent),
        T::NotEnoughPoints {
            who: Scorer::Player("Ann".into()),
            has: 2,
            remove: 3,
        },
        T::TooManyPoints {
            who: Scorer::Team(sam()),
            total: 100,
        },
        T::ExchangeOverLimit {
            who: Exchanger::Sponsor,
            limit: 5,
            spent: 6,
        },
        T::ExchangeOddAmount(9),
        T::ExchangeOverLimit {
            who: Exchanger::Agent,
            limit: 5,
            spent: 6,
        },
        T::TooLarge(Counter::Turns),
        T::TooLarge(Counter::Credits),
        T::TooLarge(Counter::Cycles),
        T::TooLarge(Counter::Tags),
        T::TooLarge(Counter::AgendaTotal),
        T::NotNow(NotNow::Out {
            name: "Sam".into(),
            seat: "S1".into(),
        }),
        T::NotNow(NotNow::Nobody),
        T::NotNow(NotNow::NoRehiring),
        T::NotNow(NotNow::RehireTurn { name: "Sam".into() }),
        T::NotNow(NotNow::Runs {
            name: "Sam".into(),
            seat: "S1".into(),
        }),
        T::NotNow(NotNow::OwnAgent {
            agent: "Al".into(),
            sponsor: "Sam".into(),
        }),
        T::NotNow(NotNow::TagsSold {
            name: "Al".into(),
            seat: "A1".into(),
        }),
        T::IceBonusNotUsed { players: 4 },
        T::AlreadyCounted {
            agent: "Al".into(),
            sponsor: "Sue".into(),
        },
        T::NoSuchTag(3),
        T::Tag(TagProblem::OwnAgent),
        T::Tag(TagProblem::MinPrice { min: 3, price: 1 }),
        T::Tag(TagProblem::Owned {
            team: sam(),
            tag: 2,
        }),
        T::Tag(TagProblem::SaleNotUsed { players: 4, min: 6 }),
        T::Tag(TagProblem::NoneOffered),
        T::Tag(TagProblem::NoAuction),
        T::Tag(TagProblem::AllBid),
        T::Tag(TagProblem::MinBid { min: 3, credits: 1 }),
        T::Tag(TagProblem::Outbid {
            name: "Sue".into(),
            best: 4,
        }),
        T::SaleOpen(Sale::OfferedTo {
            tag: 2,
            name: "Sue".into(),
        }),
        T::SaleOpen(Sale::Auction { tag: 2 }),
        T::SaleOpen(Sale::BeingSold { tag: 2 }),
        T::SaleOpen(Sale::AlreadyOffered { tag: 2 }),
        T::SaleOpen(Sale::AlreadyAuctioned { tag: 2 }),
    ];
    assert_complete(
        &samples,
        variants!(T: PlayerCount, InvalidName, DuplicateName, InvalidIdentity,
            DuplicateIdentity, NoSuchRunner, NoSuchTeam, GameOver, Flatlined, NotFlatlined,
            TeamLeft, Zero, NotEnoughPoints, TooManyPoints, ExchangeOverLimit,
            ExchangeOddAmount, TooLarge, NotNow, IceBonusNotUsed, AlreadyCounted, NoSuchTag,
            Tag, SaleOpen),
    );
    check_all(&samples);
    let english: Vec<String> = samples.iter().map(ToString::to_string).collect();
    for expected in [
        "the game is over: Team 1 (Sam and Al) wins: 11 agenda points",
        "runs happen in an Agent's turn; it is Sam's turn (S1)",
        "the auction of tag #2 is held at the end of this Sponsor's turn: finish it first",
        "invalid identity for Runner 2: it contains control characters",
    ] {
        assert!(english.iter().any(|e| e == expected), "{expected}");
    }

    let victories = vec![
        NapdVictory::CorpAgendas,
        NapdVictory::AllRunnersFlatlined,
        NapdVictory::RunnerAgendas,
        NapdVictory::CorpDecked,
    ];
    assert_complete(
        &victories,
        variants!(NapdVictory: CorpAgendas, AllRunnersFlatlined, RunnerAgendas, CorpDecked),
    );
    check_all(&victories);
    let wins = vec![
        BsoWinReason::HighestAfterCycle,
        BsoWinReason::SuddenDeath,
        BsoWinReason::ElevenPoints,
        BsoWinReason::LastTeamStanding,
    ];
    assert_complete(
        &wins,
        variants!(BsoWinReason: HighestAfterCycle, SuddenDeath, ElevenPoints,
            LastTeamStanding),
    );
    check_all(&wins);
    let left = vec![LeaveReason::SponsorDecked, LeaveReason::AgentFlatlined];
    assert_complete(&left, variants!(LeaveReason: SponsorDecked, AgentFlatlined));
    check_all(&left);

    // A live table: the Big Sell-Out ends, and its outcome reads in the language.
    let mut t = BsoTable::new(BigSellOutEdition::Classic, &[("Sam", "Al"), ("Sue", "Bo")]).unwrap();
    assert!(bso_outcome(&t, ja()).is_none());
    t.add_points(0, 11).unwrap();
    assert_eq!(
        bso_outcome(&t, Lang::ENGLISH).unwrap(),
        "Team 1 (Sam and Al) wins: 11 agenda points"
    );
    let over = t.add_points(1, 1).unwrap_err();
    check(&|l| over.explain(l));
    assert_eq!(
        bso_outcome(&t, ja()).unwrap(),
        "チーム1(SamとAl)の勝利: 計画ポイント11点"
    );
}

fn history_samples() -> Vec<Command> {
    use netrunner_to::engine::command::{EliminationOutcome, SelfReported};
    use netrunner_to::engine::multiplayer::MultiplayerSettings;
    let p = PlayerId(3);
    let q = PlayerId(5);
    let split = MatchResult::IntentionalSplit;
    let report = Command::ReportResult {
        round: 2,
        table: 3,
        result: split,
    };
    vec![
        Command::EditSettings {
            settings: EventSettings::new("Tokyo", Structure::Basic),
        },
        Command::AddPlayer {
            details: PlayerDetails::named("Ann"),
            id: None,
        },
        Command::AddPlayers {
            players: vec![PlayerDetails::named("Ann")],
        },
        Command::EditPlayer {
            player: p,
            details: PlayerDetails::named("Ann"),
        },
        Command::DropPlayer { player: p },
        Command::RejoinPlayer { player: p },
        Command::UndoEliminationDrop { player: p },
        Command::DisqualifyPlayer { player: p },
        Command::PairRound,
        Command::RepairRound { force: false },
        Command::DeleteRound { force: true },
        Command::AddRound { pairings: vec![] },
        report.clone(),
        Command::ReportResults {
            round: 2,
            results: vec![(1, split), (2, split)],
        },
        Command::ClearResult { round: 2, table: 3 },
        Command::AdjustScore {
            round: 3,
            player: p,
            delta: -1,
            // The organizer's words, kept as written (no English in the sample).
            reason: "遅延行為 #1".into(),
        },
        Command::SwapPlayers {
            round: 2,
            a: p,
            b: q,
        },
        Command::BreakPairing { round: 2, table: 3 },
        Command::PairPlayers {
            round: 2,
            a: p,
            b: q,
        },
        Command::GiveBye {
            round: 2,
            player: p,
        },
        Command::SetDraftSeats { seats: vec![p, q] },
        Command::Cut {
            size: CutSize::Top8,
            kind: None,
            seeds: None,
        },
        Command::DeleteCut,
        Command::PairElimination { choices: vec![] },
        Command::SetSidePreference {
            player: p,
            side: Some(Side::Runner),
        },
        Command::SetSidePreference {
            player: p,
            side: None,
        },
        Command::OverrideSides { game: 4, corp: p },
        Command::ClearSides { game: 4 },
        Command::ReportElimination {
            game: 4,
            outcome: EliminationOutcome::Draw,
        },
        Command::ClearElimination { game: 4 },
        Command::ClockStart { at_ms: 0 },
        Command::ClockPause { at_ms: 0 },
        Command::ClockResume { at_ms: 0 },
        Command::ClockAdd { ms: -60_000 },
        Command::ClockExtendTable {
            table: 3,
            ms: 120_000,
        },
        Command::ClockCallTime { at_ms: 0 },
        Command::ClockSetLength { minutes: 65 },
        Command::SetMultiplayerSettings {
            settings: MultiplayerSettings::defaults(Format::Napd).unwrap(),
        },
        Command::RegisterTeam {
            name: None,
            sponsor: PlayerDetails::named("Sam"),
            agent: PlayerDetails::named("Al"),
        },
        Command::RenameTeam {
            team: TeamId(2),
            name: "Foxes".into(),
        },
        Command::ReplaceTeamMember {
            team: TeamId(2),
            old: PlayerId(3),
            new: PlayerDetails::named("Cy"),
        },
        Command::PairPods,
        Command::ReportPod {
            round: 1,
            pod: 2,
            result: netrunner_to::engine::multiplayer::PodResult::Napd(
                netrunner_to::engine::multiplayer::results::NapdResult {
                    ending: NapdEnding::Time,
                    corp_points: 0,
                    runners: vec![],
                },
            ),
        },
        Command::ReportPod {
            round: 1,
            pod: 1,
            result: netrunner_to::engine::multiplayer::PodResult::Napd(
                netrunner_to::engine::multiplayer::results::NapdResult {
                    ending: NapdEnding::Time,
                    corp_points: 0,
                    runners: vec![netrunner_to::engine::multiplayer::RunnerScore {
                        player: PlayerId(4),
                        points: 0,
                        flatlined: false,
                        left: true,
                    }],
                },
            ),
        },
        Command::UnreportPod { round: 1, pod: 2 },
        Command::DeletePodRound { force: false },
        Command::SetPrintLanguage {
            language: "ja".into(),
        },
        Command::PublishPairings { round: 0 },
        Command::PublishPairings { round: 2 },
        Command::ShowStandings { shown: true },
        Command::ShowStandings { shown: false },
        Command::ResetPlayerCode { player: p },
        Command::SetReportApproval { required: true },
        Command::SetReportApproval { required: false },
        Command::SelfReport {
            by: p,
            report: SelfReported::Elimination {
                game: 4,
                outcome: EliminationOutcome::Draw,
            },
        },
        Command::AddScorekeeper {
            name: "Table 3".into(),
        },
        Command::RevokeScorekeeper {
            name: "Table 3".into(),
        },
        Command::AddFollower { name: "Sue".into() },
        Command::RevokeFollower { name: "Sue".into() },
        Command::TakeOver {
            by: "Sue".into(),
            at: "2026-11-28T12:00:00Z".into(),
            from: None,
        },
        Command::EventMoved {
            by: "Sue".into(),
            at: "2026-11-28T12:00:00Z".into(),
        },
        Command::OpenRegistration {
            secret: "ABCDEFGHJKMNPQRSTUVW".into(),
            accept_at_once: false,
        },
        Command::OpenRegistration {
            secret: "ABCDEFGHJKMNPQRSTUVW".into(),
            accept_at_once: true,
        },
        Command::CloseRegistration,
        Command::Register {
            token: "ABCDEFGHJKMNPQRSTUVW".into(),
            details: PlayerDetails::named("Ann"),
            corp_deck: None,
            runner_deck: None,
        },
        Command::AcceptRegistration { number: 3 },
        Command::EditRegistration {
            number: 3,
            details: PlayerDetails::named("Ann"),
        },
        Command::RefuseRegistration { number: 3 },
        Command::Scorekeeper {
            name: "Table 3".into(),
            change: Box::new(report),
        },
        Command::SetFeaturedTable {
            round: RoundRef::Swiss(2),
            table: Some(1),
        },
        Command::SetFeaturedTable {
            round: RoundRef::Elimination(2),
            table: None,
        },
        Command::SetDeck {
            player: p,
            side: Side::Corp,
            deck: None,
            correction: false,
        },
        Command::SetDeck {
            player: p,
            side: Side::Runner,
            deck: None,
            correction: true,
        },
        Command::SetDeck {
            player: p,
            side: Side::Corp,
            deck: Some(netrunner_to::engine::cards::Deck::default()),
            correction: false,
        },
        Command::SetDeck {
            player: p,
            side: Side::Corp,
            deck: Some(netrunner_to::engine::cards::Deck::default()),
            correction: true,
        },
    ]
}

/// History entries in every language; and a refusal that names a command
/// (a scorekeeper's, a format's) names it in the language too.
#[test]
fn history_entries_have_words_in_every_language() {
    use Command as C;
    let samples = history_samples();
    assert_complete(
        &samples,
        variants!(C: EditSettings, AddPlayer, AddPlayers, EditPlayer, DropPlayer,
            RejoinPlayer, UndoEliminationDrop, DisqualifyPlayer, PairRound, RepairRound,
            DeleteRound, AddRound, ReportResult, ReportResults, ClearResult, AdjustScore, SwapPlayers,
            BreakPairing, PairPlayers, GiveBye, SetDraftSeats, Cut, DeleteCut,
            PairElimination, SetSidePreference, OverrideSides, ClearSides, ReportElimination,
            ClearElimination, ClockStart, ClockPause, ClockResume, ClockAdd,
            ClockExtendTable, ClockCallTime, ClockSetLength, SetMultiplayerSettings,
            RegisterTeam, RenameTeam, ReplaceTeamMember, PairPods, ReportPod, UnreportPod, DeletePodRound,
            SetPrintLanguage, PublishPairings, ShowStandings, ResetPlayerCode,
            SetReportApproval, SelfReport, AddScorekeeper, RevokeScorekeeper, Scorekeeper,
            SetFeaturedTable, SetDeck, OpenRegistration, CloseRegistration, Register,
            AcceptRegistration, EditRegistration, RefuseRegistration, AddFollower, RevokeFollower,
            TakeOver, EventMoved),
    );
    for c in &samples {
        check(&|l| command(c, l));
        let e = EngineError::ReportRefused(ReportRefusal::NotForScorekeepers {
            what: RefusedCommand::new(c.clone()),
        });
        check(&|l| e.explain(l));
    }
    assert_eq!(command(&C::PairRound, ja()), "次のラウンドのマッチング");
    // The history's English, as the audit log and the command line have always shown it.
    let english: Vec<String> = samples.iter().map(ToString::to_string).collect();
    for expected in [
        "pair the next round",
        "drop player #3",
        "adjust #3's round 3 total by -1: 遅延行為 #1",
        "remove #3's Runner deck list (correction)",
    ] {
        assert!(
            english.iter().any(|e| e == expected),
            "{expected}: {english:?}"
        );
    }
    // A refusal that names a command names it in the language too.
    let refused = EngineError::WrongFormat {
        format: Format::Napd,
        command: RefusedCommand::new(C::PairRound),
        why: FormatMismatch::PodRounds,
    };
    assert!(
        refused
            .explain(ja())
            .contains(&command(&C::PairRound, ja()))
    );
    assert_eq!(
        refused.to_string(),
        "this is a NAPD multiplayer event: its rounds are pods, so \"pair the next round\" (a Swiss or elimination command) does not apply; pair pods instead"
    );
}

/// Refusals the engine really makes (not hand-built samples) have words in every language,
/// with the arguments their messages use.
#[test]
fn the_engines_own_refusals_read_in_japanese() {
    let mut e = Event::new(EventSettings::new("Tokyo", Structure::Basic), 7);
    let mut refusals = Vec::new();
    let mut refuse = |e: &mut Event, c: Command| refusals.push(e.apply(c).unwrap_err());
    refuse(&mut e, Command::PairRound);
    for name in [
        "",
        " #3 ",
        "a\u{301}\u{302}\u{303}\u{304}\u{305}\u{306}",
        "Ann\u{200B}",
    ] {
        refuse(
            &mut e,
            Command::AddPlayer {
                details: PlayerDetails::named(name),
                id: None,
            },
        );
    }
    let mut s = EventSettings::new("Tokyo", Structure::Basic);
    s.date = Some("tomorrow".into());
    refuse(&mut e, Command::EditSettings { settings: s });
    let mut s = EventSettings::new("Tokyo", Structure::Basic);
    s.round_minutes = Some(0);
    refuse(&mut e, Command::EditSettings { settings: s });
    for name in ["Ann", "Bo", "Cy", "Di", "Ed"] {
        e.apply(Command::AddPlayer {
            details: PlayerDetails::named(name),
            id: None,
        })
        .unwrap();
    }
    refuse(
        &mut e,
        Command::AddPlayer {
            details: PlayerDetails::named("Ann"),
            id: None,
        },
    );
    refuse(&mut e, Command::PairPods);
    e.apply(Command::PairRound).unwrap();
    refuse(&mut e, Command::PairRound);
    let timed = GameResult::ModifiedWin {
        winner: Side::Corp,
        agenda: Some(AgendaScore { corp: 7, runner: 2 }),
    };
    refuse(
        &mut e,
        Command::ReportResult {
            round: 1,
            table: 1,
            result: MatchResult::Single { game: timed },
        },
    );
    refuse(
        &mut e,
        Command::ReportResult {
            round: 1,
            table: 1,
            result: MatchResult::Totals {
                p1: 5,
                p2: 5,
                two_for_one: false,
            },
        },
    );
    refuse(
        &mut e,
        Command::SetFeaturedTable {
            round: RoundRef::Swiss(1),
            table: Some(3),
        },
    );
    let bye = e.rounds()[0]
        .pairings
        .iter()
        .find(|p| p.is_bye())
        .unwrap()
        .table;
    refuse(
        &mut e,
        Command::ReportResult {
            round: 1,
            table: bye,
            result: MatchResult::IntentionalSplit,
        },
    );
    refuse(
        &mut e,
        Command::Cut {
            size: CutSize::Top8,
            kind: None,
            seeds: None,
        },
    );
    for r in &refusals {
        check(&|l| r.explain(l));
    }
    assert_eq!(
        refusals[0].explain(ja()),
        "プレイヤーが足りません: 参加中のプレイヤーは0人です。ラウンドを組むには2人以上必要です。"
    );
}
