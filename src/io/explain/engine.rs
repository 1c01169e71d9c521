//! The engine's refusals, warnings and history entries in a language (issue 19).
//!
//! Each refusal ([`EngineError`] and the reasons it holds, [`Inconsistency`], the table
//! helpers' [`TableError`], [`PairingError`], [`PodError`]), each [`Warning`] and each history
//! entry ([`command`]) has one message per variant in the message files (`error-…`,
//! `warning-…`, `command-…`), chosen by an exhaustive `match`: a new variant does not compile
//! until it has words. `Display` (the command line's text) is the English through [`Explain`], so
//! the command line and the app never drift apart; the tests render every variant in every
//! language and fail on a missing message or argument.
//!
//! Every piece of a refusal or warning is data (names, numbers, an enum of what is wrong), never
//! English the engine wrote: this module words each piece in the language, and `Display` of the
//! engine's types is the English of the same words (`super::english_display`).

use super::Explain;
use crate::engine::elimination::Source;
use crate::engine::error::{RegistrationRefusal, ReportRefusal, ReportTarget};
use crate::engine::model::PlayerStatus;
use crate::engine::multiplayer::pods::PodError;
use crate::engine::multiplayer::results::{BsoEnding, NapdEnding};
use crate::engine::multiplayer::table::bso::{BsoOutcome, BsoTable, BsoWinReason, LeaveReason};
use crate::engine::multiplayer::table::napd::NapdVictory;
use crate::engine::multiplayer::table::{
    Amount, Counter, Exchanger, FlatlinedBlock, GameEnd, NotNow, Sale, Scorer, Seat, SeatProblem,
    TableError, TableGame, TagProblem, TeamLabel,
};
use crate::engine::swiss::PairingError;
use crate::engine::{
    BracketFileProblem, BracketRefusal, ClockProblem, ClockRefusal, Command, CutSize, EngineError,
    FeatureProblem, Field, FieldProblem, Format, FormatMismatch, Inconsistency, InvisibleCharacter,
    Limit, MultiplayerSettingsProblem, NameRule, PairingFailure, Places, RejoinBlock, RoundRef,
    Shortage, StatusBlock, Warning,
};
use crate::engine::{
    BracketKind, ClearedHow, FixedTableConflict, GameProblem, Place, RefusedCommand, ResultProblem,
    RoundOverSince, Twice,
};
use crate::i18n::Lang;
use crate::tr;

// ----- words the messages share ------------------------------------------------------------------

/// How the items of a list are joined.
#[derive(Clone, Copy)]
enum Sep {
    /// "a, b, c"
    Comma,
    /// "a and b"
    And,
}

impl Sep {
    fn text(self, lang: Lang) -> String {
        match self {
            Sep::Comma => tr!(lang, "error-list-comma"),
            Sep::And => tr!(lang, "error-list-and"),
        }
    }
}

/// Items joined the language's way ("Ann, Bo"; "Ann、Bo").
fn join<S: AsRef<str>>(items: &[S], sep: Sep, lang: Lang) -> String {
    let items: Vec<&str> = items.iter().map(AsRef::as_ref).collect();
    items.join(&sep.text(lang))
}

/// Numbers joined the language's way.
fn numbers(ns: &[u32], lang: Lang) -> String {
    let items: Vec<String> = ns.iter().map(u32::to_string).collect();
    join(&items, Sep::Comma, lang)
}

/// Text the English shows `{:?}`-quoted, without its quotes (the messages quote it).
fn quoted(s: &str) -> String {
    let q = format!("{s:?}");
    q.get(1..q.len().saturating_sub(1))
        .unwrap_or_default()
        .to_string()
}

/// A side ("Corp"; "コーポ"): the one wording, [`crate::io::words::side`].
pub use crate::io::words::side;

/// A cut ("top 8", "no cut").
pub fn cut(c: CutSize, lang: Lang) -> String {
    match c {
        CutSize::None => tr!(lang, "error-words-no-cut"),
        CutSize::Top2 | CutSize::Top3 | CutSize::Top4 | CutSize::Top8 | CutSize::Top16 => {
            tr!(lang, "error-words-top", n = c.players())
        }
    }
}

/// A round ("round 3", "elimination round 2").
pub fn round(r: RoundRef, lang: Lang) -> String {
    match r {
        RoundRef::Swiss(n) => tr!(lang, "error-words-round", n = n),
        RoundRef::Elimination(n) => tr!(lang, "error-words-elimination-round", n = n),
    }
}

/// A reported table or game ("round 2 table 3", "elimination game 5").
pub fn target(t: ReportTarget, lang: Lang) -> String {
    match t {
        ReportTarget::Swiss { round, table } => {
            tr!(
                lang,
                "error-words-target-swiss",
                round = round,
                table = table
            )
        }
        ReportTarget::Elimination { game } => {
            tr!(lang, "error-words-target-elimination", game = game)
        }
    }
}

/// A format as refusals call it ([`Format::title`]: "NAPD multiplayer", "full draft").
pub fn format_title(f: Format, lang: Lang) -> String {
    match f {
        Format::Napd => tr!(lang, "error-format-napd"),
        Format::BigSellOut { .. } => tr!(lang, "error-format-big-sell-out"),
        Format::Standard => tr!(lang, "error-format-standard"),
        Format::SingleSided => tr!(lang, "error-format-single-sided"),
        Format::FullDraft => tr!(lang, "error-format-full-draft"),
        Format::HalfDraft => tr!(lang, "error-format-half-draft"),
    }
}

/// A format by its file name ([`Format::name`]: "napd", "half-draft"); the title in languages
/// other than English.
fn format_name(f: Format, lang: Lang) -> String {
    match f {
        Format::Napd => tr!(lang, "error-format-name-napd"),
        Format::BigSellOut { .. } => tr!(lang, "error-format-name-big-sell-out"),
        Format::Standard => tr!(lang, "error-format-name-standard"),
        Format::SingleSided => tr!(lang, "error-format-name-single-sided"),
        Format::FullDraft => tr!(lang, "error-format-name-full-draft"),
        Format::HalfDraft => tr!(lang, "error-format-name-half-draft"),
    }
}

// ----- refusals ------------------------------------------------------------------------------------

impl Explain for EngineError {
    fn explain(&self, lang: Lang) -> String {
        use EngineError as E;
        match self {
            E::UnknownPlayer(p) => tr!(lang, "error-unknown-player", player = p.to_string()),
            E::UnknownPlayerName(n) => tr!(lang, "error-unknown-player-name", name = quoted(n)),
            E::DuplicateName(n) => tr!(lang, "error-duplicate-name", name = quoted(n)),
            E::DuplicateId(p) => tr!(lang, "error-duplicate-id", player = p.to_string()),
            E::InvalidName { name, reason } => tr!(
                lang,
                "error-invalid-name",
                name = quoted(name),
                reason = reason.explain(lang)
            ),
            E::InvalidField { field, reason } => tr!(
                lang,
                "error-invalid-field",
                field = field.explain(lang),
                reason = reason.explain(lang)
            ),
            E::WrongPlayerStatus { name, status, what } => tr!(
                lang,
                "error-wrong-status",
                name = name.as_str(),
                status = player_status(*status, lang),
                what = what.explain(lang)
            ),
            E::NoSuchRound(n) => tr!(lang, "error-no-such-round", round = *n),
            E::NoSuchTable { round, table } => {
                tr!(lang, "error-no-such-table", round = *round, table = *table)
            }
            E::PlayerNotInRound { name, round } => tr!(
                lang,
                "error-player-not-in-round",
                name = name.as_str(),
                round = *round
            ),
            E::RoundIncomplete {
                round,
                open,
                unpaired,
            } => tr!(
                lang,
                "error-round-incomplete",
                round = *round,
                missing = round_lacks(open, unpaired, lang)
            ),
            E::RoundHasResults { round, tables } => tr!(
                lang,
                "error-round-has-results",
                round = *round,
                tables = places(tables, lang)
            ),
            E::NotLatestRound { round, latest } => tr!(
                lang,
                "error-not-latest-round",
                round = *round,
                latest = *latest,
                what = tr!(lang, "error-latest-what-edited")
            ),
            E::ImpossibleResult(reason) => tr!(
                lang,
                "error-impossible-result",
                reason = reason.explain(lang)
            ),
            E::ResultForBye { round, table } => {
                tr!(lang, "error-result-for-bye", round = *round, table = *table)
            }
            E::NotEnoughPlayers(reason) => tr!(
                lang,
                "error-not-enough-players",
                reason = shortage(*reason, lang)
            ),
            E::ReportRefused(r) => r.explain(lang),
            E::Registration(r) => r.explain(lang),
            E::Pairing(reason) => tr!(
                lang,
                "error-pairing-failed",
                reason = match reason {
                    PairingFailure::Solver(e) => e.explain(lang),
                    PairingFailure::TeamNotAdded => tr!(lang, "error-pairing-team-not-added"),
                }
            ),
            E::SwissStageOver => tr!(lang, "error-swiss-stage-over"),
            E::RegistrationClosed { name } => {
                tr!(lang, "error-registration-closed", name = name.as_str())
            }
            E::CutNotMade => tr!(lang, "error-cut-not-made"),
            E::CutAlreadyMade => tr!(lang, "error-cut-already-made"),
            E::CutHasResults => tr!(lang, "error-cut-has-results"),
            E::NoRoundYet => tr!(lang, "error-no-round-yet"),
            E::BracketFinished => tr!(lang, "error-bracket-finished"),
            E::EliminationRoundIncomplete {
                round,
                open,
                waiting,
            } => {
                if waiting.is_empty() {
                    tr!(
                        lang,
                        "error-elimination-round-incomplete",
                        round = *round,
                        open = numbers(open, lang)
                    )
                } else {
                    tr!(
                        lang,
                        "error-elimination-round-incomplete-waiting",
                        round = *round,
                        open = numbers(open, lang),
                        waiting = numbers(waiting, lang)
                    )
                }
            }
            E::FormatFixedByRounds => tr!(lang, "error-format-fixed-by-rounds"),
            E::FormatFixedByTeams => tr!(lang, "error-format-fixed-by-teams"),
            E::FormatBreaksResult {
                to,
                round,
                table,
                reason,
            } => tr!(
                lang,
                "error-format-breaks-result",
                format = format_name(*to, lang),
                round = *round,
                table = *table,
                reason = reason.explain(lang)
            ),
            E::LegacySwissRounds => tr!(lang, "error-legacy-swiss-rounds"),
            E::WrongFormat {
                format,
                command,
                why,
            } => {
                let title = format_title(*format, lang);
                let command = refused_command(command, lang);
                match why {
                    FormatMismatch::NotMultiplayer => tr!(
                        lang,
                        "error-wrong-format-not-multiplayer",
                        command = command,
                        format = title
                    ),
                    FormatMismatch::PodRounds => tr!(
                        lang,
                        "error-wrong-format-pod-rounds",
                        format = title,
                        command = command
                    ),
                    FormatMismatch::NotFullDraft => tr!(lang, "error-wrong-format-not-full-draft"),
                    FormatMismatch::TeamsOnly => tr!(lang, "error-wrong-format-teams-only"),
                    FormatMismatch::NoTeams => tr!(lang, "error-wrong-format-no-teams"),
                }
            }
            E::LimitReached { what, max } => match what {
                Limit::Players => tr!(lang, "error-limit-players", max = *max),
                Limit::SwissRounds => tr!(lang, "error-limit-swiss-rounds", max = *max),
                Limit::PodRounds => tr!(lang, "error-limit-pod-rounds", max = *max),
                Limit::Scorekeepers => tr!(lang, "error-limit-scorekeepers", max = *max),
            },
            E::DraftSeatingMissing => tr!(lang, "error-draft-seating-missing"),
            E::DraftSeatingClosed => tr!(lang, "error-draft-seating-closed"),
            E::DraftSeatingIncomplete { missing } => tr!(
                lang,
                "error-draft-seating-incomplete",
                names = join(missing, Sep::Comma, lang)
            ),
            E::TwoDraftSeats { name } => tr!(lang, "error-two-draft-seats", name = name.as_str()),
            E::PlayerTwice { name, round } => tr!(
                lang,
                "error-player-twice",
                name = name.as_str(),
                round = *round
            ),
            E::TableTwice { round, table } => {
                tr!(lang, "error-table-twice", table = *table, round = *round)
            }
            E::SidesMissing => tr!(lang, "error-sides-missing"),
            E::SamePlayer { swap: true } => tr!(lang, "error-same-player-swap"),
            E::SamePlayer { swap: false } => tr!(lang, "error-same-player-pair"),
            E::AlreadySeated { name, round, table } => tr!(
                lang,
                "error-already-seated",
                name = name.as_str(),
                table = *table,
                round = *round
            ),
            E::CannotRejoin { name, why } => tr!(
                lang,
                "error-cannot-rejoin",
                name = name.as_str(),
                why = why.explain(lang)
            ),
            E::NoEliminationDrop => tr!(lang, "error-no-elimination-drop"),
            E::DeckListsLocked { name, side: s } => tr!(
                lang,
                "error-deck-lists-locked",
                name = name.as_str(),
                side = side(*s, lang)
            ),
            E::NoDeckList { name, side: s } => tr!(
                lang,
                "error-no-deck-list",
                name = name.as_str(),
                side = side(*s, lang)
            ),
            E::NotPairedYet { round, latest: 0 } => {
                tr!(lang, "error-not-paired-yet", round = *round)
            }
            E::NotPairedYet { round, latest } => tr!(
                lang,
                "error-not-paired-yet-latest",
                round = *round,
                latest = *latest
            ),
            E::AlreadyPublished { round: 0 } => tr!(lang, "error-no-pairings-published"),
            E::AlreadyPublished { round } => tr!(lang, "error-already-published", round = *round),
            E::StandingsAlready { shown: true } => tr!(lang, "error-standings-already-shown"),
            E::StandingsAlready { shown: false } => tr!(lang, "error-standings-already-hidden"),
            E::UnknownTeam(n) => tr!(lang, "error-unknown-team", team = *n),
            E::UnknownTeamName(n) => tr!(lang, "error-unknown-team-name", name = quoted(n)),
            E::NoSuchPod { round, pod } => {
                tr!(lang, "error-no-such-pod", round = *round, pod = *pod)
            }
            E::TeamOfOne => tr!(lang, "error-team-of-one"),
            E::AlreadyOnTeam { name, team } => tr!(
                lang,
                "error-mp-already-on-team",
                name = quoted(name),
                team = quoted(team)
            ),
            E::NotTeamMember { name, team } => tr!(
                lang,
                "error-mp-not-team-member",
                name = quoted(name),
                team = quoted(team)
            ),
            E::RunnerIdentityMissing { names } => tr!(
                lang,
                "error-runner-identity-missing",
                names = join(names, Sep::Comma, lang)
            ),
            E::NotOnTeam { names } => tr!(
                lang,
                "error-not-on-team",
                names = join(names, Sep::Comma, lang)
            ),
            E::IdentityClash { clashes } => identity_clash(
                clashes
                    .iter()
                    .map(|(a, b, id)| (a.clone(), b.clone(), id.as_str())),
                lang,
            ),
            E::NoFeaturedTable { round: r } => {
                tr!(lang, "error-no-featured-table", round = round(*r, lang))
            }
            E::AlreadyFeatured { table, round: r } => tr!(
                lang,
                "error-already-featured",
                table = *table,
                round = round(*r, lang)
            ),
            E::CannotFeature {
                round: r,
                table,
                why,
            } => tr!(
                lang,
                "error-cannot-feature",
                table = *table,
                why = feature_problem(*why, *r, *table, lang)
            ),
            E::Clock(r) => r.explain(lang),
            E::Bracket(r) => r.explain(lang),
        }
    }
}

impl Explain for NameRule {
    fn explain(&self, lang: Lang) -> String {
        match self {
            NameRule::Empty => tr!(lang, "error-name-empty"),
            NameRule::Control => tr!(lang, "error-name-control"),
            NameRule::Invisible(InvisibleCharacter::Joiner) => tr!(lang, "error-name-joiner"),
            NameRule::Invisible(InvisibleCharacter::Format) => tr!(lang, "error-name-format"),
            NameRule::Blank => tr!(lang, "error-name-blank"),
            NameRule::AccentFirst => tr!(lang, "error-name-accent-first"),
            NameRule::TooManyAccents { max } => tr!(lang, "error-name-accents", n = *max),
            NameRule::NoVisibleLetter => tr!(lang, "error-name-invisible"),
            NameRule::PlayerNumber => tr!(lang, "error-name-number"),
            NameRule::TooLong { max } => tr!(lang, "error-name-too-long", n = *max),
        }
    }
}

impl Explain for Field {
    fn explain(&self, lang: Lang) -> String {
        match self {
            Field::EventName => tr!(lang, "error-field-event-name"),
            Field::Rounds => tr!(lang, "error-field-rounds"),
            Field::RoundLength => tr!(lang, "error-field-round-length"),
            Field::FixedTable => tr!(lang, "error-field-fixed-table"),
            Field::CorpIdentity => tr!(lang, "error-field-corp-identity"),
            Field::RunnerIdentity => tr!(lang, "error-field-runner-identity"),
            Field::Pronouns => tr!(lang, "error-field-pronouns"),
            Field::PlayerId => tr!(lang, "error-field-player-id"),
            Field::DeckList => tr!(lang, "error-field-deck-list"),
            Field::DeckName => tr!(lang, "error-field-deck-name"),
            Field::Identity => tr!(lang, "error-field-identity"),
            Field::Cut => tr!(lang, "error-field-cut"),
            Field::ScorekeeperName => tr!(lang, "error-field-scorekeeper-name"),
            Field::MultiplayerSettings => tr!(lang, "error-field-multiplayer-settings"),
            Field::TeamName => tr!(lang, "error-field-team-name"),
            Field::Sponsor => tr!(lang, "error-field-sponsor"),
            Field::Agent => tr!(lang, "error-field-agent"),
            Field::Language => tr!(lang, "error-field-language"),
            Field::Date => tr!(lang, "error-field-date"),
            Field::ScoreAdjustment => tr!(lang, "error-field-score-adjustment"),
            Field::Reason => tr!(lang, "error-field-reason"),
        }
    }
}

impl Explain for FieldProblem {
    fn explain(&self, lang: Lang) -> String {
        use FieldProblem as F;
        match self {
            F::Empty => tr!(lang, "error-reason-empty"),
            F::RoundsRange { rounds, max } => {
                tr!(lang, "error-reason-rounds-range", n = *rounds, max = *max)
            }
            F::MinutesRange { minutes, max } => {
                tr!(lang, "error-reason-minutes-range", n = *minutes, max = *max)
            }
            F::TableFromOne => tr!(lang, "error-reason-table-from-one"),
            F::IdFromOne => tr!(lang, "error-reason-id-from-one"),
            F::CutSize => tr!(lang, "error-reason-cut-size"),
            F::Control { text } => tr!(lang, "error-reason-control", text = quoted(text)),
            F::TooLong { max } => tr!(lang, "error-reason-too-long", max = *max),
            F::Invisible(InvisibleCharacter::Joiner) => tr!(lang, "error-reason-invisible-joiner"),
            F::Invisible(InvisibleCharacter::Format) => tr!(lang, "error-reason-invisible-format"),
            F::LanguageTag { text } => {
                tr!(lang, "error-reason-language-tag", text = quoted(text))
            }
            F::Date { text } => tr!(lang, "error-reason-date", text = quoted(text)),
            F::NoCardId { identity: true } => tr!(lang, "error-reason-identity-no-card-id"),
            F::NoCardId { identity: false } => tr!(lang, "error-reason-card-no-card-id"),
            F::NoTitle { identity: true } => tr!(lang, "error-reason-identity-no-title"),
            F::NoTitle { identity: false } => tr!(lang, "error-reason-card-no-title"),
            F::Copies { copies, title, max } => tr!(
                lang,
                "error-reason-copies",
                n = *copies,
                title = title.as_str(),
                max = *max
            ),
            F::TooManyCards { cards, max } => {
                tr!(lang, "error-reason-too-many-cards", n = *cards, max = *max)
            }
            F::IdentityCopies { copies, title } => tr!(
                lang,
                "error-reason-identity-copies",
                n = *copies,
                title = title.as_str()
            ),
            F::ListedTwice { title } => {
                tr!(lang, "error-reason-listed-twice", title = title.as_str())
            }
            F::ScorekeeperExists { name } => {
                tr!(
                    lang,
                    "error-reason-scorekeeper-exists",
                    name = name.as_str()
                )
            }
            F::TeamExists { name } => tr!(lang, "error-reason-team-exists", name = quoted(name)),
            F::SponsorRunner => tr!(lang, "error-reason-sponsor-runner"),
            F::AgentCorp => tr!(lang, "error-reason-agent-corp"),
            F::NapdCorp { identity, text } => tr!(
                lang,
                "error-reason-napd-corp",
                identity = *identity,
                text = quoted(text)
            ),
            F::MultiplayerSettings(p) => p.explain(lang),
            F::AdjustmentRange { delta, max } => tr!(
                lang,
                "error-reason-adjustment-range",
                delta = *delta,
                max = *max
            ),
            F::NoReason => tr!(lang, "error-reason-no-reason"),
        }
    }
}

impl Explain for StatusBlock {
    fn explain(&self, lang: Lang) -> String {
        match self {
            StatusBlock::DraftSeat => tr!(lang, "error-status-what-draft-seat"),
            StatusBlock::Seeded => tr!(lang, "error-status-what-seeded"),
            StatusBlock::Drop => tr!(lang, "error-status-what-drop"),
            StatusBlock::RejoinDisqualified => tr!(lang, "error-status-what-rejoin-disqualified"),
            StatusBlock::Rejoin => tr!(lang, "error-status-what-rejoin"),
            StatusBlock::Disqualified => tr!(lang, "error-status-what-disqualified"),
            StatusBlock::Paired => tr!(lang, "error-status-what-paired"),
        }
    }
}

/// A player's status as refusals name it ("dropped").
pub fn player_status(s: PlayerStatus, lang: Lang) -> String {
    match s {
        PlayerStatus::Active => tr!(lang, "error-status-active"),
        PlayerStatus::Dropped => tr!(lang, "error-status-dropped"),
        PlayerStatus::Disqualified => tr!(lang, "error-status-disqualified"),
    }
}

/// How many table numbers a message lists before it says "and N more" (a 2,000-player round
/// has 1,000 tables: a message listing them all fills the screen).
const LISTED_TABLES: usize = 12;

/// "table 3", "tables 3, 7", "tables 1, 2, … 12 and 5 more", "pod 2", "pods 1, 2".
pub fn places(p: &Places, lang: Lang) -> String {
    match p {
        Places::Tables(t) if t.len() == 1 => tr!(lang, "error-words-table", n = t[0]),
        Places::Tables(t) if t.len() > LISTED_TABLES => tr!(
            lang,
            "error-words-tables-more",
            list = numbers(&t[..LISTED_TABLES], lang),
            more = t.len() - LISTED_TABLES
        ),
        Places::Tables(t) => tr!(lang, "error-words-tables", list = numbers(t, lang)),
        Places::Pods(p) if p.len() == 1 => tr!(lang, "error-words-pod", n = p[0]),
        Places::Pods(p) => tr!(lang, "error-words-pods", list = numbers(p, lang)),
    }
}

/// What a round lacks: "tables 3, 7 without a result; unpaired: Ann, Bo".
pub fn round_lacks(open: &Places, unpaired: &[String], lang: Lang) -> String {
    let none = match open {
        Places::Tables(t) | Places::Pods(t) => t.is_empty(),
    };
    if unpaired.is_empty() {
        tr!(lang, "error-missing-results", tables = places(open, lang))
    } else if none {
        tr!(
            lang,
            "error-missing-unpaired",
            names = join(unpaired, Sep::Comma, lang)
        )
    } else {
        tr!(
            lang,
            "error-missing-both",
            tables = places(open, lang),
            names = join(unpaired, Sep::Comma, lang)
        )
    }
}

/// Why there are not enough players.
fn shortage(s: Shortage, lang: Lang) -> String {
    match s {
        Shortage::Pair { active } => tr!(lang, "error-players-reason-pair", n = active),
        Shortage::Repair => tr!(lang, "error-players-reason-repair"),
        Shortage::Cut { cut: c, have } => tr!(
            lang,
            "error-players-reason-cut",
            cut = cut(c, lang),
            needed = c.players(),
            have = have
        ),
        Shortage::Pods {
            teams: false,
            active,
        } => tr!(lang, "error-players-reason-pods-players", n = active),
        Shortage::Pods {
            teams: true,
            active,
        } => tr!(lang, "error-players-reason-pods-teams", n = active),
        Shortage::Units { units } => tr!(lang, "error-players-reason-units", n = units),
    }
}

/// Why `table` of `r` cannot be featured.
fn feature_problem(why: FeatureProblem, r: RoundRef, table: u32, lang: Lang) -> String {
    let r = round(r, lang);
    match why {
        FeatureProblem::NoRound => tr!(lang, "error-feature-no-round", round = r),
        FeatureProblem::NoCut => tr!(lang, "error-feature-no-cut", round = r),
        FeatureProblem::NoPod => tr!(lang, "error-feature-no-pod", round = r, table = table),
        FeatureProblem::NoTable => {
            tr!(lang, "error-feature-no-table", round = r, table = table)
        }
        FeatureProblem::Bye => tr!(lang, "error-feature-bye", table = table, round = r),
        FeatureProblem::NoGame => tr!(lang, "error-feature-no-game", round = r, table = table),
        FeatureProblem::GameNotNeeded => {
            tr!(lang, "error-feature-game-not-needed", table = table)
        }
    }
}

/// Flatlined Runners' points that no longer count ("Ann's 2, Bo's 1").
fn uncounted(points: &[(String, u32)], lang: Lang) -> String {
    let items: Vec<String> = points
        .iter()
        .map(|(name, points)| {
            tr!(
                lang,
                "error-result-uncounted",
                name = name.as_str(),
                points = *points
            )
        })
        .collect();
    join(&items, Sep::Comma, lang)
}

impl Explain for ResultProblem {
    fn explain(&self, lang: Lang) -> String {
        use ResultProblem as R;
        let s = String::as_str;
        match self {
            R::TimedPoints {
                points,
                corp,
                runner,
                to_win,
            } => tr!(
                lang,
                "error-result-timed-points",
                points = *points,
                corp = *corp,
                runner = *runner,
                to_win = *to_win
            ),
            R::TimedWin {
                side: sd,
                corp,
                runner,
            } => tr!(
                lang,
                "error-result-timed-win",
                side = side(*sd, lang),
                corp = *corp,
                runner = *runner
            ),
            R::DrawPoints { corp, runner } => tr!(
                lang,
                "error-result-draw-points",
                corp = *corp,
                runner = *runner
            ),
            R::SingleSided => tr!(lang, "error-result-single-sided"),
            R::DoubleSided => tr!(lang, "error-result-double-sided"),
            R::Totals { p1, p2, games } => tr!(
                lang,
                "error-result-totals",
                p1 = *p1,
                p2 = *p2,
                games = *games
            ),
            R::TimedPlayerPoints {
                points,
                name,
                to_win,
            } => tr!(
                lang,
                "error-result-timed-player-points",
                points = *points,
                name = s(name),
                to_win = *to_win
            ),
            R::Seeds {
                a,
                seed_a,
                b,
                seed_b,
            } => tr!(
                lang,
                "error-result-seeds",
                a = a.to_string(),
                seed_a = *seed_a,
                b = b.to_string(),
                seed_b = *seed_b
            ),
            R::NotInGame { player, game } => tr!(
                lang,
                "error-result-not-in-game",
                player = player.to_string(),
                game = *game
            ),
            R::WrongFormat { format } => tr!(
                lang,
                "error-result-wrong-format",
                format = format_title(*format, lang),
                result_format = format_title(*format, lang)
            ),
            R::NotInPod { name } => tr!(lang, "error-result-not-in-pod", name = s(name)),
            R::Twice { name } => tr!(lang, "error-result-twice", name = s(name)),
            R::TooManyPoints { name, points, max } => tr!(
                lang,
                "error-result-too-many-points",
                name = s(name),
                points = *points,
                max = *max
            ),
            R::RunnerMissing { name } => {
                tr!(lang, "error-result-runner-missing", name = s(name))
            }
            R::CorpTooMany { points, max } => tr!(
                lang,
                "error-result-corp-too-many",
                points = *points,
                max = *max
            ),
            R::CorpWouldWin { corp, win } => {
                tr!(
                    lang,
                    "error-result-corp-would-win",
                    corp = *corp,
                    win = *win
                )
            }
            R::RunnersWouldWin {
                total,
                uncounted: u,
                win,
            } if u.is_empty() => tr!(
                lang,
                "error-result-runners-would-win",
                total = *total,
                win = *win
            ),
            R::RunnersWouldWin {
                total,
                uncounted: u,
                win,
            } => tr!(
                lang,
                "error-result-runners-would-win-note",
                total = *total,
                uncounted = uncounted(u, lang),
                win = *win
            ),
            R::CorpWinShort { win, corp } => {
                tr!(
                    lang,
                    "error-result-corp-win-short",
                    win = *win,
                    corp = *corp
                )
            }
            R::RunnersBoth {
                total,
                uncounted: u,
                win,
            } if u.is_empty() => tr!(
                lang,
                "error-result-runners-both",
                total = *total,
                win = *win
            ),
            R::RunnersBoth {
                total,
                uncounted: u,
                win,
            } => tr!(
                lang,
                "error-result-runners-both-note",
                total = *total,
                uncounted = uncounted(u, lang),
                win = *win
            ),
            R::FlatlineAlive { names } => tr!(
                lang,
                "error-result-flatline-alive",
                names = join(names, Sep::Comma, lang)
            ),
            R::AllFlatlinedNotRunners => tr!(lang, "error-result-all-flatlined-not-runners"),
            R::RunnerWinShort {
                win,
                total,
                uncounted: u,
            } if u.is_empty() => tr!(
                lang,
                "error-result-runner-win-short",
                win = *win,
                total = *total
            ),
            R::RunnerWinShort {
                win,
                total,
                uncounted: u,
            } => tr!(
                lang,
                "error-result-runner-win-short-note",
                win = *win,
                total = *total,
                uncounted = uncounted(u, lang)
            ),
            R::CorpBoth { corp, win } => {
                tr!(lang, "error-result-corp-both", corp = *corp, win = *win)
            }
            R::AllFlatlined => tr!(lang, "error-result-all-flatlined"),
            R::TeamNotInPod { name } => {
                tr!(lang, "error-result-team-not-in-pod", name = s(name))
            }
            R::AgentFlatlinedAnr { name } => {
                tr!(lang, "error-result-agent-flatlined-anr", name = s(name))
            }
            R::TeamMissing { name } => tr!(lang, "error-result-team-missing", name = s(name)),
            R::AllLeft => tr!(lang, "error-result-all-left"),
            R::LeftWinner { name } => tr!(lang, "error-result-left-winner", name = s(name)),
            R::AgendaEnding { goal, best } => tr!(
                lang,
                "error-result-agenda-ending",
                goal = *goal,
                best = *best
            ),
            R::ClassicOneTeam { goal, names } => tr!(
                lang,
                "error-result-classic-one-team",
                goal = *goal,
                names = join(names, Sep::And, lang)
            ),
            R::SuddenDeathClassic => tr!(lang, "error-result-sudden-death-classic"),
            R::SuddenDeathDraw => tr!(lang, "error-result-sudden-death-draw"),
            R::SuddenDeathLead {
                lead,
                winner,
                points,
                close,
                close_points,
            } => tr!(
                lang,
                "error-result-sudden-death-lead",
                lead = *lead,
                winner = s(winner),
                points = *points,
                close = s(close),
                close_points = *close_points
            ),
            R::LastTeamOthers { names } => tr!(
                lang,
                "error-result-last-team-others",
                names = join(names, Sep::Comma, lang)
            ),
            R::ClassicWon { name, best, goal } => tr!(
                lang,
                "error-result-classic-won",
                name = s(name),
                best = *best,
                goal = *goal
            ),
            R::TimeGoal { name, points, goal } => tr!(
                lang,
                "error-result-time-goal",
                name = s(name),
                points = *points,
                goal = *goal
            ),
            R::LastTeamWins { name } => tr!(lang, "error-result-last-team-wins", name = s(name)),
            R::MostPoints {
                name,
                points,
                winner: Some(w),
            } => tr!(
                lang,
                "error-result-most-points",
                name = s(name),
                points = *points,
                winner = s(w)
            ),
            R::MostPoints {
                name,
                points,
                winner: None,
            } => tr!(
                lang,
                "error-result-most-points-draw",
                name = s(name),
                points = *points
            ),
            R::Tied { names, best } => tr!(
                lang,
                "error-result-tied",
                names = join(names, Sep::And, lang),
                best = *best
            ),
        }
    }
}

/// Where a loaded file holds a value ("round 2 table 3", "#4's Corp list").
fn place_words(p: Place, lang: Lang) -> String {
    match p {
        Place::Table { round, table } => tr!(
            lang,
            "error-words-target-swiss",
            round = round,
            table = table
        ),
        Place::Pod { round, pod } => tr!(lang, "error-place-pod", round = round, pod = pod),
        Place::UnpairedLoss { round } => tr!(lang, "error-place-unpaired-loss", round = round),
        Place::ScoreAdjustment { round } => {
            tr!(lang, "error-place-score-adjustment", round = round)
        }
        Place::DraftSeat(n) => tr!(lang, "error-place-draft-seat", n = n),
        Place::DeckList => tr!(lang, "error-place-deck-list"),
        Place::Team(n) => tr!(lang, "error-words-team", n = n),
        Place::List { player, side: s } => tr!(
            lang,
            "error-place-list",
            player = player.to_string(),
            side = side(s, lang)
        ),
    }
}

/// How a loaded file holds a player twice ("appears twice in round 3").
fn twice_words(t: Twice, lang: Lang) -> String {
    match t {
        Twice::Round(r) => tr!(lang, "error-twice-round", round = r),
        Twice::UnpairedLoss(r) => tr!(lang, "error-twice-unpaired-loss", round = r),
        Twice::DraftSeats => tr!(lang, "error-twice-draft-seats"),
        Twice::Teams => tr!(lang, "error-twice-teams"),
        Twice::PodRound(r) => tr!(lang, "error-twice-pod-round", round = r),
    }
}

/// A bracket's kind ("double elimination").
pub fn bracket_kind(k: BracketKind, lang: Lang) -> String {
    match k {
        BracketKind::DoubleElimination => tr!(lang, "error-words-double-elimination"),
        BracketKind::SingleElimination => tr!(lang, "error-words-single-elimination"),
        BracketKind::SingleEliminationFixed => {
            tr!(lang, "error-words-single-elimination-fixed")
        }
    }
}

/// Where a bracket game's player comes from ("winner of game 3").
pub fn source(s: Source, lang: Lang) -> String {
    match s {
        Source::Seed(n) => tr!(lang, "error-words-seed", n = n),
        Source::Winner(g) => tr!(lang, "error-words-winner-of", n = g),
        Source::Loser(g) => tr!(lang, "error-words-loser-of", n = g),
        Source::WinnerRanked { round, rank } => tr!(
            lang,
            "error-words-winner-ranked",
            round = round,
            rank = rank
        ),
    }
}

/// What is wrong with a stored bracket game.
fn game_problem(p: GameProblem, lang: Lang) -> String {
    match p {
        GameProblem::NotReady => tr!(lang, "error-game-problem-not-ready"),
        GameProblem::PlayersUnknown => tr!(lang, "error-game-problem-players-unknown"),
        GameProblem::OtherPlayers => tr!(lang, "error-game-problem-other-players"),
    }
}

/// "the pods cannot be formed …: Ann and Bo (both Kate) would share a pod …".
fn identity_clash<'a>(
    clashes: impl Iterator<Item = (String, String, &'a str)>,
    lang: Lang,
) -> String {
    let pairs: Vec<String> = clashes
        .map(|(a, b, id)| {
            tr!(
                lang,
                "error-identity-clash-pair",
                a = a,
                b = b,
                identity = id
            )
        })
        .collect();
    tr!(
        lang,
        "error-identity-clash",
        clashes = join(&pairs, Sep::Comma, lang)
    )
}

impl Explain for Inconsistency {
    fn explain(&self, lang: Lang) -> String {
        use Inconsistency as I;
        match self {
            I::TooMany { what, count, max } => match what {
                Limit::Players => tr!(
                    lang,
                    "error-file-too-many-players",
                    count = *count,
                    max = *max
                ),
                Limit::SwissRounds => tr!(
                    lang,
                    "error-file-too-many-swiss-rounds",
                    count = *count,
                    max = *max
                ),
                Limit::PodRounds => tr!(
                    lang,
                    "error-file-too-many-pod-rounds",
                    count = *count,
                    max = *max
                ),
                Limit::Scorekeepers => tr!(
                    lang,
                    "error-file-too-many-scorekeepers",
                    count = *count,
                    max = *max
                ),
            },
            I::NameSpaces { player, name } => tr!(
                lang,
                "error-file-name-spaces",
                player = player.to_string(),
                name = quoted(name)
            ),
            I::BadName { player, reason } => tr!(
                lang,
                "error-file-bad-name",
                player = player.to_string(),
                reason = reason.explain(lang)
            ),
            I::IdOrder(p) => tr!(lang, "error-file-id-order", player = p.to_string()),
            I::SameName(n) => tr!(lang, "error-file-same-name", name = quoted(n)),
            I::Misnumbered {
                pods: false,
                position,
                number,
            } => tr!(
                lang,
                "error-file-misnumbered-round",
                position = *position,
                number = *number
            ),
            I::Misnumbered {
                pods: true,
                position,
                number,
            } => tr!(
                lang,
                "error-file-misnumbered-pod-round",
                position = *position,
                number = *number
            ),
            I::BadTable { round, table: 0 } => {
                tr!(lang, "error-file-zero-table", round = *round, table = 0)
            }
            I::BadTable { round, table } => tr!(
                lang,
                "error-file-second-table",
                round = *round,
                table = *table
            ),
            I::UnknownPlayer { place, player } => tr!(
                lang,
                "error-file-unknown-player",
                place = place_words(*place, lang),
                player = player.to_string()
            ),
            I::UnknownTeam { place, team } => tr!(
                lang,
                "error-file-unknown-team",
                place = place_words(*place, lang),
                team = *team
            ),
            I::Twice { player, twice } => tr!(
                lang,
                "error-file-twice",
                player = player.to_string(),
                twice = twice_words(*twice, lang)
            ),
            I::Refused { place, reason } => tr!(
                lang,
                "error-file-refused",
                place = place_words(*place, lang),
                reason = reason.explain(lang)
            ),
            I::DraftSeatsOutsideDraft => tr!(lang, "error-file-draft-seats"),
            I::PodsOutsideMultiplayer => tr!(lang, "error-file-pods"),
            I::MultiplayerSettings(p) => p.explain(lang),
            I::Clock(p) => tr!(lang, "error-file-clock", problem = p.explain(lang)),
        }
    }
}

impl Explain for ClockProblem {
    fn explain(&self, lang: Lang) -> String {
        match self {
            ClockProblem::Length(ms) => tr!(lang, "error-clock-length", ms = ms.to_string()),
            ClockProblem::LessThanNothing { taken, length } => tr!(
                lang,
                "error-clock-less-than-nothing",
                taken = taken.to_string(),
                length = length.to_string()
            ),
            ClockProblem::Extension { table, ms } => tr!(
                lang,
                "error-clock-extension",
                table = *table,
                ms = ms.to_string()
            ),
            ClockProblem::Unreachable { state, last } => tr!(
                lang,
                "error-clock-unreachable",
                state = state.as_str(),
                last = format!("{last:?}")
            ),
        }
    }
}

impl Explain for BracketFileProblem {
    fn explain(&self, lang: Lang) -> String {
        match self {
            BracketFileProblem::Refused(e) => e.explain(lang),
            BracketFileProblem::Games {
                kind,
                cut: c,
                games,
            } => tr!(
                lang,
                "error-bracket-file-games",
                kind = bracket_kind(*kind, lang),
                cut = cut(*c, lang),
                games = *games
            ),
            BracketFileProblem::DroppedAndDisqualified(p) => tr!(
                lang,
                "error-bracket-file-dropped-and-disqualified",
                player = p.to_string()
            ),
            BracketFileProblem::Game { game, problem } => tr!(
                lang,
                "error-bracket-file-game",
                game = *game,
                problem = game_problem(*problem, lang)
            ),
        }
    }
}

impl Explain for MultiplayerSettingsProblem {
    fn explain(&self, lang: Lang) -> String {
        use MultiplayerSettingsProblem as M;
        match self {
            M::Rounds { rounds, max } => {
                tr!(lang, "error-mp-rounds", rounds = *rounds, max = *max)
            }
            M::NapdPodSize(n) => tr!(lang, "error-mp-napd-pod-size", n = *n),
            M::BigSellOutPodSize(n) => tr!(lang, "error-mp-bso-pod-size", n = *n),
            M::Scoring => tr!(lang, "error-mp-scoring"),
            M::TimedWinAboveWin { timed_win, win } => tr!(
                lang,
                "error-mp-timed-win-above-win",
                timed = *timed_win,
                win = *win
            ),
            M::NotMultiplayer(f) => {
                tr!(
                    lang,
                    "error-mp-not-multiplayer",
                    format = format_name(*f, lang)
                )
            }
        }
    }
}

impl Explain for RejoinBlock {
    fn explain(&self, lang: Lang) -> String {
        match self {
            RejoinBlock::LeftBeforeCut => tr!(lang, "error-rejoin-left-before-cut"),
            RejoinBlock::ByesDecided { games } => {
                let games: Vec<String> = games
                    .iter()
                    .map(|g| match &g.to {
                        Some(name) => tr!(
                            lang,
                            "error-words-game-to",
                            game = g.game,
                            name = name.as_str()
                        ),
                        None => tr!(lang, "error-words-game", game = g.game),
                    })
                    .collect();
                tr!(
                    lang,
                    "error-rejoin-byes-decided",
                    games = join(&games, Sep::Comma, lang)
                )
            }
        }
    }
}

impl Explain for ClockRefusal {
    fn explain(&self, lang: Lang) -> String {
        use ClockRefusal as C;
        match self {
            C::NoClock { elimination: false } => tr!(lang, "error-clock-no-clock"),
            C::NoClock { elimination: true } => tr!(lang, "error-clock-no-clock-elimination"),
            C::TooShort => tr!(lang, "error-clock-too-short"),
            C::BeforeLastChange { now, last } => tr!(
                lang,
                "error-clock-before-last-change",
                now = now.to_string(),
                last = last.to_string()
            ),
            C::AlreadyStarted => tr!(lang, "error-clock-already-started"),
            C::NotStarted => tr!(lang, "error-clock-not-started"),
            C::AlreadyPaused => tr!(lang, "error-clock-already-paused"),
            C::AlreadyRunning => tr!(lang, "error-clock-already-running"),
            C::TimeCalled => tr!(lang, "error-clock-time-called"),
            C::ShorterThanNothing { ms } => {
                tr!(
                    lang,
                    "error-clock-shorter-than-nothing",
                    ms = ms.to_string()
                )
            }
            C::TableZero => tr!(lang, "error-clock-table-zero"),
            C::ExtensionTooSmall { table, ms } => tr!(
                lang,
                "error-clock-extension-too-small",
                table = *table,
                ms = ms.to_string()
            ),
        }
    }
}

impl Explain for BracketRefusal {
    fn explain(&self, lang: Lang) -> String {
        use BracketRefusal as B;
        let p = |p: &crate::engine::PlayerId| p.to_string();
        match self {
            B::NoTable { kind, cut: c } => tr!(
                lang,
                "error-bracket-no-table",
                kind = bracket_kind(*kind, lang),
                cut = cut(*c, lang)
            ),
            B::SeedCount { cut: c, got } => tr!(
                lang,
                "error-bracket-seed-count",
                cut = cut(*c, lang),
                needed = c.players(),
                got = *got
            ),
            B::SeededTwice => tr!(lang, "error-bracket-seeded-twice"),
            B::NoSuchGame { kind, cut: c, game } => tr!(
                lang,
                "error-bracket-no-such-game",
                kind = bracket_kind(*kind, lang),
                cut = cut(*c, lang),
                game = *game
            ),
            B::GameDecided { game } => tr!(lang, "error-bracket-game-decided", game = *game),
            B::GameNotNeeded { game } => tr!(lang, "error-bracket-game-not-needed", game = *game),
            B::GameWaiting { game, from } => tr!(
                lang,
                "error-bracket-game-waiting",
                game = *game,
                first = source(from[0], lang),
                second = source(from[1], lang)
            ),
            B::PlayersUnknown { game } => tr!(lang, "error-bracket-players-unknown", game = *game),
            B::GameNotReady { game } => tr!(lang, "error-bracket-game-not-ready", game = *game),
            B::NoResult { game } => tr!(lang, "error-bracket-no-result", game = *game),
            B::ByeResult { game } => tr!(lang, "error-bracket-bye-result", game = *game),
            B::DependentResult { game, dependent } => tr!(
                lang,
                "error-bracket-dependent-result",
                dependent = *dependent,
                game = *game
            ),
            B::NotInCut { player } => tr!(lang, "error-bracket-not-in-cut", player = p(player)),
            B::AlreadyInCut { player } => {
                tr!(lang, "error-bracket-already-in-cut", player = p(player))
            }
            B::AlreadyLeft { player } => {
                tr!(lang, "error-bracket-already-left", player = p(player))
            }
            B::AlreadyDisqualified { player } => {
                tr!(
                    lang,
                    "error-bracket-already-disqualified",
                    player = p(player)
                )
            }
            B::NotDropped { player } => tr!(lang, "error-bracket-not-dropped", player = p(player)),
            B::ByeDecided { player, game } => tr!(
                lang,
                "error-bracket-bye-decided",
                game = *game,
                player = p(player)
            ),
            B::Started => tr!(lang, "error-bracket-started"),
            B::SidesDecided { game } => tr!(lang, "error-bracket-sides-decided", game = *game),
            B::NoSideChoice { game, seed, player } => tr!(
                lang,
                "error-bracket-no-side-choice",
                game = *game,
                seed = *seed,
                player = p(player)
            ),
            B::NotFirstRound { game, round } => tr!(
                lang,
                "error-bracket-not-first-round",
                game = *game,
                round = *round
            ),
            B::EarlierSidesMissing {
                game,
                earlier,
                player,
            } => tr!(
                lang,
                "error-bracket-earlier-sides-missing",
                earlier = *earlier,
                player = p(player),
                game = *game
            ),
            B::SidesNotSettable { game } => {
                tr!(lang, "error-bracket-sides-not-settable", game = *game)
            }
            B::NotInGame { player, game } => tr!(
                lang,
                "error-bracket-not-in-game",
                player = p(player),
                game = *game
            ),
            B::LaterSidesDecided { game } => {
                tr!(lang, "error-bracket-later-sides-decided", game = *game)
            }
            B::GamePlayed { game } => tr!(lang, "error-bracket-game-played", game = *game),
            B::NotWaitingForSides { game, round } => tr!(
                lang,
                "error-bracket-not-waiting-for-sides",
                game = *game,
                round = *round
            ),
            B::SidesUndecided { game } => tr!(lang, "error-bracket-sides-undecided", game = *game),
        }
    }
}

impl Explain for ReportRefusal {
    fn explain(&self, lang: Lang) -> String {
        match self {
            ReportRefusal::RoundOver { target: t, since } => tr!(
                lang,
                "error-report-round-over",
                target = target(*t, lang),
                since = match since {
                    RoundOverSince::Cut => tr!(lang, "error-report-since-cut"),
                    RoundOverSince::Round(r) => tr!(lang, "error-report-since-round", round = *r),
                    RoundOverSince::Elimination(r) => {
                        tr!(lang, "error-report-since-elimination", round = *r)
                    }
                }
            ),
            ReportRefusal::NotYourTable { target: t } => {
                tr!(
                    lang,
                    "error-report-not-your-table",
                    target = target(*t, lang)
                )
            }
            ReportRefusal::AlreadyDecided { target: t } => {
                tr!(
                    lang,
                    "error-report-already-decided",
                    target = target(*t, lang)
                )
            }
            ReportRefusal::NotReady { target: t } => {
                tr!(lang, "error-report-not-ready", target = target(*t, lang))
            }
            ReportRefusal::NotPublished { round } => {
                tr!(lang, "error-report-not-published", round = *round)
            }
            ReportRefusal::Multiplayer => tr!(lang, "error-report-multiplayer"),
            ReportRefusal::ScorekeeperRevoked { name } => {
                tr!(
                    lang,
                    "error-report-scorekeeper-revoked",
                    name = name.as_str()
                )
            }
            ReportRefusal::NotForScorekeepers { what } => tr!(
                lang,
                "error-report-not-for-scorekeepers",
                what = refused_command(what, lang)
            ),
        }
    }
}

impl Explain for RegistrationRefusal {
    fn explain(&self, lang: Lang) -> String {
        use RegistrationRefusal as R;
        match self {
            R::NotOpen => tr!(lang, "error-registration-not-open"),
            R::Started => tr!(lang, "error-registration-started"),
            R::BadSecret => tr!(lang, "error-registration-bad-secret"),
            R::BadToken => tr!(lang, "error-registration-bad-token"),
            R::Full { max } => tr!(lang, "error-registration-full", max = *max),
            R::NoSuchEntry { number } => {
                tr!(lang, "error-registration-no-such-entry", number = *number)
            }
            R::AlreadyRegistered { name } => tr!(
                lang,
                "error-registration-already-registered",
                name = name.as_str()
            ),
        }
    }
}

impl Explain for PairingError {
    fn explain(&self, lang: Lang) -> String {
        match self {
            PairingError::DuplicatePlayer(p) => tr!(
                lang,
                "error-pairing-duplicate-player",
                player = p.to_string()
            ),
            PairingError::DuplicateRank(r) => {
                tr!(lang, "error-pairing-duplicate-rank", rank = *r)
            }
            PairingError::TiebreakLength { players, keys } => tr!(
                lang,
                "error-pairing-tiebreak-length",
                keys = *keys,
                players = *players
            ),
            PairingError::TooLarge { players } => {
                tr!(lang, "error-pairing-too-large", players = *players)
            }
            PairingError::Internal => tr!(lang, "error-pairing-internal"),
        }
    }
}

impl Explain for PodError {
    fn explain(&self, lang: Lang) -> String {
        match self {
            PodError::TooFew { units } => tr!(lang, "error-players-reason-units", n = *units),
            PodError::IdentityClash { clashes } => identity_clash(
                clashes
                    .iter()
                    .map(|(a, b, id)| (format!("#{a}"), format!("#{b}"), id.as_str())),
                lang,
            ),
        }
    }
}

// ----- table helpers ---------------------------------------------------------------------------

impl Explain for TableError {
    fn explain(&self, lang: Lang) -> String {
        use TableError as T;
        match self {
            T::PlayerCount {
                game: TableGame::Napd,
                min,
                max,
                got,
            } => tr!(
                lang,
                "error-table-count-napd",
                min = *min,
                max = *max,
                got = *got
            ),
            T::PlayerCount {
                game: TableGame::BigSellOut,
                min,
                max,
                got,
            } => tr!(
                lang,
                "error-table-count-bso",
                min = *min,
                max = *max,
                got = *got
            ),
            T::InvalidName { seat, reason } => tr!(
                lang,
                "error-table-invalid-name",
                seat = seat_words(*seat, lang),
                reason = seat_problem(*reason, lang)
            ),
            T::DuplicateName(n) => tr!(lang, "error-table-duplicate-name", name = quoted(n)),
            T::InvalidIdentity { seat, reason } => tr!(
                lang,
                "error-table-invalid-identity",
                seat = seat_words(*seat, lang),
                reason = seat_problem(*reason, lang)
            ),
            T::DuplicateIdentity {
                identity,
                first,
                second,
            } => tr!(
                lang,
                "error-table-duplicate-identity",
                first = first.as_str(),
                second = second.as_str(),
                identity = quoted(identity)
            ),
            T::NoSuchRunner(n) => tr!(lang, "error-table-no-such-runner", n = *n),
            T::NoSuchTeam(n) => tr!(lang, "error-table-no-such-team", n = *n),
            T::GameOver(outcome) => tr!(
                lang,
                "error-table-game-over",
                outcome = game_end(outcome, lang)
            ),
            T::Flatlined { name, what } => tr!(
                lang,
                "error-table-flatlined",
                name = name.as_str(),
                what = match what {
                    FlatlinedBlock::Out => tr!(lang, "error-flatlined-out"),
                    FlatlinedBlock::Once => tr!(lang, "error-flatlined-once"),
                    FlatlinedBlock::AgentAlready => tr!(lang, "error-flatlined-agent-already"),
                    FlatlinedBlock::NoTag => tr!(lang, "error-flatlined-no-tag"),
                }
            ),
            T::NotFlatlined(n) => tr!(lang, "error-table-not-flatlined", name = n.as_str()),
            T::TeamLeft {
                team,
                sponsor,
                agent,
            } => tr!(
                lang,
                "error-table-team-left",
                team = *team,
                sponsor = sponsor.as_str(),
                agent = agent.as_str()
            ),
            T::Zero(what) => tr!(
                lang,
                "error-table-zero",
                what = match what {
                    Amount::AgendaPoints => tr!(lang, "error-table-what-agenda-points"),
                    Amount::CreditsSpent => tr!(lang, "error-table-what-credits-spent"),
                }
            ),
            T::NotEnoughPoints { who, has, remove } => tr!(
                lang,
                "error-table-not-enough-points",
                name = scorer(who, lang),
                has = *has,
                remove = *remove
            ),
            T::TooManyPoints { who, total } => tr!(
                lang,
                "error-table-too-many-points",
                name = scorer(who, lang),
                total = total.to_string(),
                max = crate::engine::multiplayer::table::MAX_TABLE_POINTS
            ),
            T::ExchangeOverLimit { who, limit, spent } => tr!(
                lang,
                "error-table-exchange-over-limit",
                who = match who {
                    Exchanger::Sponsor => tr!(lang, "error-who-sponsor"),
                    Exchanger::Agent => tr!(lang, "error-who-agent"),
                },
                limit = *limit,
                spent = *spent
            ),
            T::ExchangeOddAmount(n) => tr!(lang, "error-table-exchange-odd", n = *n),
            T::TooLarge(what) => tr!(
                lang,
                "error-table-too-large",
                what = match what {
                    Counter::Turns => tr!(lang, "error-large-turns"),
                    Counter::Credits => tr!(lang, "error-large-credits"),
                    Counter::Cycles => tr!(lang, "error-large-cycles"),
                    Counter::Tags => tr!(lang, "error-large-tags"),
                    Counter::AgendaTotal => tr!(lang, "error-large-agenda-total"),
                }
            ),
            T::NotNow(why) => not_now(why, lang),
            T::IceBonusNotUsed { players } => {
                tr!(lang, "error-table-ice-bonus", players = *players)
            }
            T::AlreadyCounted { agent, sponsor } => tr!(
                lang,
                "error-table-already-counted",
                agent = agent.as_str(),
                sponsor = sponsor.as_str()
            ),
            T::NoSuchTag(n) => tr!(lang, "error-table-no-such-tag", tag = *n),
            T::Tag(why) => tag_problem(why, lang),
            T::SaleOpen(why) => sale(why, lang),
        }
    }
}

impl Explain for NapdVictory {
    fn explain(&self, lang: Lang) -> String {
        match self {
            NapdVictory::CorpAgendas => tr!(lang, "error-napd-victory-corp-agendas"),
            NapdVictory::AllRunnersFlatlined => tr!(lang, "error-napd-victory-flatlined"),
            NapdVictory::RunnerAgendas => tr!(lang, "error-napd-victory-runner-agendas"),
            NapdVictory::CorpDecked => tr!(lang, "error-napd-victory-corp-decked"),
        }
    }
}

impl Explain for BsoWinReason {
    fn explain(&self, lang: Lang) -> String {
        match self {
            BsoWinReason::HighestAfterCycle => tr!(lang, "error-bso-win-highest"),
            BsoWinReason::SuddenDeath => tr!(lang, "error-bso-win-sudden-death"),
            BsoWinReason::ElevenPoints => tr!(lang, "error-bso-win-eleven"),
            BsoWinReason::LastTeamStanding => tr!(lang, "error-bso-win-last-team"),
        }
    }
}

impl Explain for LeaveReason {
    fn explain(&self, lang: Lang) -> String {
        match self {
            LeaveReason::SponsorDecked => tr!(lang, "error-bso-leave-sponsor-decked"),
            LeaveReason::AgentFlatlined => tr!(lang, "error-bso-leave-agent-flatlined"),
        }
    }
}

/// A Big Sell-Out table's team ("Team 1 (Sam and Alex)").
pub fn bso_team(table: &BsoTable, team: usize, lang: Lang) -> String {
    team_label(&table.label(team), lang)
}

/// A Big Sell-Out team as refusals name it ("Team 1 (Sam and Alex)").
fn team_label(t: &TeamLabel, lang: Lang) -> String {
    match &t.players {
        Some((sponsor, agent)) => tr!(
            lang,
            "error-bso-team-label",
            n = t.number,
            sponsor = sponsor.as_str(),
            agent = agent.as_str()
        ),
        None => tr!(lang, "error-bso-team-label-short", n = t.number),
    }
}

/// Who holds agenda points at a table: a player's name, a team.
fn scorer(s: &Scorer, lang: Lang) -> String {
    match s {
        Scorer::Player(name) => name.clone(),
        Scorer::Team(t) => team_label(t, lang),
    }
}

/// A table helper's seat ("the Corp", "Runner 2").
fn seat_words(s: Seat, lang: Lang) -> String {
    match s {
        Seat::Corp => tr!(lang, "error-seat-corp"),
        Seat::Runner(n) => tr!(lang, "error-seat-runner", n = n),
        Seat::Sponsor(n) => tr!(lang, "error-seat-sponsor", n = n),
        Seat::Agent(n) => tr!(lang, "error-seat-agent", n = n),
    }
}

/// What is wrong with a seat's name or identity.
fn seat_problem(p: SeatProblem, lang: Lang) -> String {
    match p {
        SeatProblem::Empty => tr!(lang, "error-reason-empty"),
        SeatProblem::TooLong { max } => tr!(lang, "error-table-reason-long", max = max),
        SeatProblem::Control => tr!(lang, "error-table-reason-control"),
    }
}

/// How a table helper's game ended.
fn game_end(e: &GameEnd, lang: Lang) -> String {
    match e {
        GameEnd::Napd(v) => v.explain(lang),
        GameEnd::BsoWin { team, reason } => tr!(
            lang,
            "error-bso-outcome-win",
            team = team_label(team, lang),
            reason = reason.explain(lang)
        ),
        GameEnd::BsoDraw { teams } => {
            let names: Vec<String> = teams.iter().map(|t| team_label(t, lang)).collect();
            tr!(
                lang,
                "error-bso-outcome-draw",
                teams = join(&names, Sep::Comma, lang)
            )
        }
    }
}

/// What is not for now at a table.
fn not_now(n: &NotNow, lang: Lang) -> String {
    let s = String::as_str;
    match n {
        NotNow::Out { name, seat } => {
            tr!(lang, "error-not-now-out", name = s(name), seat = s(seat))
        }
        NotNow::Nobody => tr!(lang, "error-not-now-nobody"),
        NotNow::NoRehiring => tr!(lang, "error-not-now-no-rehiring"),
        NotNow::RehireTurn { name } => tr!(lang, "error-not-now-rehire-turn", name = s(name)),
        NotNow::Runs { name, seat } => {
            tr!(lang, "error-not-now-runs", name = s(name), seat = s(seat))
        }
        NotNow::OwnAgent { agent, sponsor } => tr!(
            lang,
            "error-not-now-own-agent",
            agent = s(agent),
            sponsor = s(sponsor)
        ),
        NotNow::TagsSold { name, seat } => {
            tr!(
                lang,
                "error-not-now-tags-sold",
                name = s(name),
                seat = s(seat)
            )
        }
    }
}

/// A tag, sale or bid the rules do not allow.
fn tag_problem(p: &TagProblem, lang: Lang) -> String {
    match p {
        TagProblem::OwnAgent => tr!(lang, "error-tag-own-agent"),
        TagProblem::SaleNotUsed { players, min } => tr!(
            lang,
            "error-tag-sale-not-used",
            players = *players,
            min = *min
        ),
        TagProblem::MinPrice { min, price } => {
            tr!(lang, "error-tag-min-price", min = *min, price = *price)
        }
        TagProblem::Owned { team, tag } => tr!(
            lang,
            "error-tag-owned",
            team = team_label(team, lang),
            tag = *tag
        ),
        TagProblem::NoneOffered => tr!(lang, "error-tag-none-offered"),
        TagProblem::NoAuction => tr!(lang, "error-tag-no-auction"),
        TagProblem::AllBid => tr!(lang, "error-tag-all-bid"),
        TagProblem::MinBid { min, credits } => {
            tr!(lang, "error-tag-min-bid", min = *min, credits = *credits)
        }
        TagProblem::Outbid { name, best } => {
            tr!(lang, "error-tag-outbid", name = name.as_str(), best = *best)
        }
    }
}

/// A sale to finish first.
fn sale(s: &Sale, lang: Lang) -> String {
    match s {
        Sale::OfferedTo { tag, name } => tr!(
            lang,
            "error-sale-offered-to",
            tag = *tag,
            name = name.as_str()
        ),
        Sale::Auction { tag } => tr!(lang, "error-sale-auction", tag = *tag),
        Sale::BeingSold { tag } => tr!(lang, "error-sale-being-sold", tag = *tag),
        Sale::AlreadyOffered { tag } => tr!(lang, "error-sale-already-offered", tag = *tag),
        Sale::AlreadyAuctioned { tag } => tr!(lang, "error-sale-already-auctioned", tag = *tag),
    }
}

/// How a Big Sell-Out table's game ended ([`BsoTable::outcome_text`]).
pub fn bso_outcome(table: &BsoTable, lang: Lang) -> Option<String> {
    table.outcome().map(|o| match o {
        BsoOutcome::Win { team, reason } => tr!(
            lang,
            "error-bso-outcome-win",
            team = bso_team(table, *team, lang),
            reason = reason.explain(lang)
        ),
        BsoOutcome::Draw { teams } => {
            let names: Vec<String> = teams.iter().map(|&t| bso_team(table, t, lang)).collect();
            tr!(
                lang,
                "error-bso-outcome-draw",
                teams = join(&names, Sep::Comma, lang)
            )
        }
    })
}

// ----- multiplayer results ---------------------------------------------------------------------

/// How a NAPD game ended ([`NapdEnding::describe`]), for menus and result lines.
pub fn napd_ending(e: NapdEnding, lang: Lang) -> String {
    match e {
        NapdEnding::CorpAgendas => tr!(lang, "error-ending-napd-corp-agendas"),
        NapdEnding::RunnersFlatlined => tr!(lang, "error-ending-napd-runners-flatlined"),
        NapdEnding::RunnerAgendas => tr!(lang, "error-ending-napd-runner-agendas"),
        NapdEnding::CorpDecked => tr!(lang, "error-ending-napd-corp-decked"),
        NapdEnding::Time => tr!(lang, "error-ending-napd-time"),
    }
}

/// How a Big Sell-Out game ended ([`BsoEnding::describe`]), for menus and result lines.
pub fn bso_ending(e: BsoEnding, lang: Lang) -> String {
    match e {
        BsoEnding::Agendas => tr!(lang, "error-ending-bso-agendas"),
        BsoEnding::SuddenDeath => tr!(lang, "error-ending-bso-sudden-death"),
        BsoEnding::LastTeamStanding => tr!(lang, "error-ending-bso-last-team"),
        BsoEnding::Time => tr!(lang, "error-ending-bso-time"),
    }
}

// ----- warnings --------------------------------------------------------------------------------

impl Explain for Warning {
    fn explain(&self, lang: Lang) -> String {
        use Warning as W;
        match self {
            W::ReportWaiting {
                target: t,
                by,
                opponent,
                approval,
            } => {
                let t = target(*t, lang);
                if *approval {
                    tr!(
                        lang,
                        "warning-report-waiting-approval",
                        by = by.as_str(),
                        target = t,
                        opponent = opponent.as_str()
                    )
                } else {
                    tr!(
                        lang,
                        "warning-report-waiting",
                        by = by.as_str(),
                        target = t,
                        opponent = opponent.as_str()
                    )
                }
            }
            W::ReportsDisagree { target: t, a, b } => tr!(
                lang,
                "warning-reports-disagree",
                a = a.as_str(),
                b = b.as_str(),
                target = target(*t, lang)
            ),
            W::ReportAwaitsOrganizer { target: t } => tr!(
                lang,
                "warning-report-awaits-organizer",
                target = target(*t, lang)
            ),
            W::ReportConfirmed {
                target: t,
                reported,
                confirmed,
            } => tr!(
                lang,
                "warning-report-confirmed",
                confirmed = confirmed.as_str(),
                reported = reported.as_str(),
                target = target(*t, lang)
            ),
            W::Rematch {
                round,
                a,
                b,
                meetings: 0,
            } => tr!(
                lang,
                "warning-rematch",
                round = *round,
                a = a.as_str(),
                b = b.as_str()
            ),
            W::Rematch {
                round,
                a,
                b,
                meetings,
            } => tr!(
                lang,
                "warning-rematch-times",
                round = *round,
                a = a.as_str(),
                b = b.as_str(),
                n = *meetings
            ),
            W::SecondBye { round, player } => tr!(
                lang,
                "warning-second-bye",
                round = *round,
                player = player.as_str()
            ),
            W::PointGap { round, a, b, gap } => tr!(
                lang,
                "warning-point-gap",
                round = *round,
                a = a.as_str(),
                b = b.as_str(),
                gap = *gap
            ),
            W::Unpaired { round, player } => tr!(
                lang,
                "warning-unpaired",
                round = *round,
                player = player.as_str()
            ),
            W::LaterRoundsOnOldStandings { round, later } => tr!(
                lang,
                "warning-later-rounds",
                round = *round,
                later = numbers(later, lang)
            ),
            W::FixedTable { round, conflict } => tr!(
                lang,
                "warning-fixed-table",
                round = *round,
                detail = fixed_table(conflict, lang)
            ),
            W::SideImbalance { round, player } => tr!(
                lang,
                "warning-side-imbalance",
                round = *round,
                player = player.as_str()
            ),
            W::ExtraRound { round, planned } => tr!(
                lang,
                "warning-extra-round",
                round = *round,
                planned = *planned
            ),
            W::StructureChanged {
                old_rounds,
                old_cut,
                rounds,
                cut,
            } => {
                let cut_words = |n: u32| match n {
                    0 => tr!(lang, "error-words-no-cut"),
                    n => tr!(lang, "error-words-top", n = n),
                };
                tr!(
                    lang,
                    "warning-structure-changed",
                    old_rounds = *old_rounds,
                    old_cut = cut_words(*old_cut),
                    rounds = *rounds,
                    cut = cut_words(*cut)
                )
            }
            W::CutSize { chosen, suggested } => tr!(
                lang,
                "warning-cut-size",
                chosen = *chosen,
                suggested = *suggested
            ),
            W::CutReplacement { dropped, entered } => tr!(
                lang,
                "warning-cut-replacement",
                dropped = dropped.as_str(),
                entered = entered.as_str()
            ),
            W::EliminationByes {
                player,
                games,
                disqualified,
            } => {
                let player = player.as_str();
                let games = numbers(games, lang);
                match (*disqualified, games.is_empty()) {
                    (false, false) => tr!(
                        lang,
                        "warning-elimination-byes-dropped",
                        player = player,
                        games = games
                    ),
                    (false, true) => {
                        tr!(
                            lang,
                            "warning-elimination-byes-dropped-none",
                            player = player
                        )
                    }
                    (true, false) => tr!(
                        lang,
                        "warning-elimination-byes-disqualified",
                        player = player,
                        games = games
                    ),
                    (true, true) => tr!(
                        lang,
                        "warning-elimination-byes-disqualified-none",
                        player = player
                    ),
                }
            }
            W::DropUndone { player, cleared } => {
                if cleared.is_empty() {
                    tr!(lang, "warning-drop-undone", player = player.as_str())
                } else {
                    let cleared: Vec<String> = cleared
                        .iter()
                        .map(|c| {
                            let (game, name) = (c.game, c.winner.as_str());
                            match c.how {
                                ClearedHow::Bye => {
                                    tr!(lang, "warning-cleared-bye", game = game, name = name)
                                }
                                ClearedHow::Draw => {
                                    tr!(lang, "warning-cleared-draw", game = game, name = name)
                                }
                                ClearedHow::Won => {
                                    tr!(lang, "warning-cleared-won", game = game, name = name)
                                }
                            }
                        })
                        .collect();
                    tr!(
                        lang,
                        "warning-drop-undone-cleared",
                        player = player.as_str(),
                        cleared = join(&cleared, Sep::Comma, lang)
                    )
                }
            }
            W::CutOnOldStandings { round } => {
                tr!(lang, "warning-cut-on-old-standings", round = *round)
            }
            W::PodAboveSize {
                round,
                pod,
                size,
                pod_size,
                teams,
            } if *teams => tr!(
                lang,
                "warning-mp-pod-above-size-teams",
                round = *round,
                pod = *pod,
                size = *size,
                pod_size = *pod_size
            ),
            W::PodAboveSize {
                round,
                pod,
                size,
                pod_size,
                ..
            } => tr!(
                lang,
                "warning-mp-pod-above-size-runners",
                round = *round,
                pod = *pod,
                size = *size,
                pod_size = *pod_size
            ),
            W::PodOfOneRunner { round, pod } => tr!(
                lang,
                "warning-mp-pod-of-one-runner",
                round = *round,
                pod = *pod
            ),
            W::ExtraPodRound { round, planned } => tr!(
                lang,
                "warning-extra-pod-round",
                round = *round,
                planned = *planned
            ),
            W::MissingDeckLists { players } => {
                let listed: Vec<String> = players
                    .iter()
                    .map(|p| {
                        let sides: Vec<String> = p.sides.iter().map(|s| side(*s, lang)).collect();
                        tr!(
                            lang,
                            "warning-missing-sides",
                            name = p.name.as_str(),
                            sides = join(&sides, Sep::Comma, lang)
                        )
                    })
                    .collect();
                tr!(
                    lang,
                    "warning-missing-deck-lists",
                    n = players.len(),
                    players = join(&listed, Sep::Comma, lang)
                )
            }
            W::RegistrationsWaiting { names } => tr!(
                lang,
                "warning-registrations-waiting",
                n = names.len(),
                names = join(names, Sep::Comma, lang)
            ),
            W::DroppedPlayerPaired { round, player } => tr!(
                lang,
                "warning-dropped-player-paired",
                round = *round,
                player = player.as_str()
            ),
        }
    }
}

/// A fixed table that could not be honoured.
fn fixed_table(c: &FixedTableConflict, lang: Lang) -> String {
    match c {
        FixedTableConflict::SplitPair {
            kept,
            overridden,
            table,
            wanted,
        } => tr!(
            lang,
            "warning-fixed-split-pair",
            kept = kept.as_str(),
            overridden = overridden.as_str(),
            table = *table,
            wanted = *wanted
        ),
        FixedTableConflict::TableTaken {
            displaced,
            table,
            kept,
        } => tr!(
            lang,
            "warning-fixed-table-taken",
            displaced = displaced.as_str(),
            table = *table,
            kept = kept.as_str()
        ),
        FixedTableConflict::TableZero { player } => {
            tr!(lang, "warning-fixed-table-zero", player = player.as_str())
        }
    }
}

/// The command a refusal names, as the history names it.
fn refused_command(c: &RefusedCommand, lang: Lang) -> String {
    // Always a command (the engine makes these); its `Debug` otherwise.
    c.get::<Command>()
        .map_or_else(|| format!("{c:?}"), |c| command(c, lang))
}

// ----- history entries -------------------------------------------------------------------------

/// What a command did, for Undo/Redo and the history ("pair the next round"): in English,
/// [`Command::describe`].
pub fn command(c: &Command, lang: Lang) -> String {
    use Command as C;
    match c {
        C::EditSettings { .. } => tr!(lang, "command-edit-settings"),
        C::AddPlayer { details, .. } => {
            tr!(lang, "command-add-player", name = details.name.as_str())
        }
        C::AddPlayers { players } => tr!(lang, "command-add-players", n = players.len()),
        C::EditPlayer { player, .. } => {
            tr!(lang, "command-edit-player", player = player.to_string())
        }
        C::DropPlayer { player } => tr!(lang, "command-drop-player", player = player.to_string()),
        C::RejoinPlayer { player } => {
            tr!(lang, "command-rejoin-player", player = player.to_string())
        }
        C::UndoEliminationDrop { player } => tr!(
            lang,
            "command-undo-elimination-drop",
            player = player.to_string()
        ),
        C::DisqualifyPlayer { player } => {
            tr!(
                lang,
                "command-disqualify-player",
                player = player.to_string()
            )
        }
        C::PairRound => tr!(lang, "command-pair-round"),
        C::RepairRound { .. } => tr!(lang, "command-repair-round"),
        C::DeleteRound { .. } => tr!(lang, "command-delete-round"),
        C::AddRound { .. } => tr!(lang, "command-add-round"),
        C::ReportResult { round, table, .. } => tr!(
            lang,
            "command-report-result",
            round = *round,
            table = *table
        ),
        C::ReportResults { round, results } => tr!(
            lang,
            "command-report-results",
            n = results.len(),
            round = *round
        ),
        C::ClearResult { round, table } => {
            tr!(lang, "command-clear-result", round = *round, table = *table)
        }
        C::AdjustScore {
            round,
            player,
            delta,
            reason,
        } => tr!(
            lang,
            "command-adjust-score",
            player = player.to_string(),
            round = *round,
            delta = crate::engine::command::signed(*delta),
            reason = reason.as_str()
        ),
        C::SwapPlayers { round, a, b } => tr!(
            lang,
            "command-swap-players",
            a = a.to_string(),
            b = b.to_string(),
            round = *round
        ),
        C::BreakPairing { round, table } => tr!(
            lang,
            "command-break-pairing",
            table = *table,
            round = *round
        ),
        C::PairPlayers { round, a, b } => tr!(
            lang,
            "command-pair-players",
            a = a.to_string(),
            b = b.to_string(),
            round = *round
        ),
        C::GiveBye { round, player } => tr!(
            lang,
            "command-give-bye",
            player = player.to_string(),
            round = *round
        ),
        C::SetDraftSeats { seats } => tr!(lang, "command-set-draft-seats", n = seats.len()),
        C::Cut { size, .. } => tr!(lang, "command-cut", cut = cut(*size, lang)),
        C::DeleteCut => tr!(lang, "command-delete-cut"),
        C::PairElimination { .. } => tr!(lang, "command-pair-elimination"),
        C::SetSidePreference {
            player,
            side: Some(s),
        } => tr!(
            lang,
            "command-side-preference",
            player = player.to_string(),
            side = side(*s, lang)
        ),
        C::SetSidePreference { player, side: None } => tr!(
            lang,
            "command-forget-side-preference",
            player = player.to_string()
        ),
        C::OverrideSides { game, corp } => tr!(
            lang,
            "command-override-sides",
            player = corp.to_string(),
            game = *game
        ),
        C::ClearSides { game } => tr!(lang, "command-clear-sides", game = *game),
        C::ReportElimination { game, .. } => {
            tr!(lang, "command-report-elimination", game = *game)
        }
        C::ClearElimination { game } => tr!(lang, "command-clear-elimination", game = *game),
        C::ClockStart { .. } => tr!(lang, "command-clock-start"),
        C::ClockPause { .. } => tr!(lang, "command-clock-pause"),
        C::ClockResume { .. } => tr!(lang, "command-clock-resume"),
        C::ClockAdd { ms } => tr!(lang, "command-clock-add", s = (ms / 1000).to_string()),
        C::ClockExtendTable { table, ms } => tr!(
            lang,
            "command-clock-extend-table",
            table = *table,
            s = (ms / 1000).to_string()
        ),
        C::ClockCallTime { .. } => tr!(lang, "command-clock-call-time"),
        C::ClockSetLength { minutes } => {
            tr!(lang, "command-clock-set-length", minutes = *minutes)
        }
        C::SetMultiplayerSettings { .. } => tr!(lang, "command-set-multiplayer-settings"),
        C::RegisterTeam { sponsor, agent, .. } => tr!(
            lang,
            "command-register-team",
            sponsor = sponsor.name.as_str(),
            agent = agent.name.as_str()
        ),
        C::ReplaceTeamMember { team, old, new } => tr!(
            lang,
            "command-replace-team-member",
            team = tr!(lang, "error-words-team", n = team.0),
            old = old.0,
            new = new.name.as_str()
        ),
        C::RenameTeam { team, name } => tr!(
            lang,
            "command-rename-team",
            team = tr!(lang, "error-words-team", n = team.0),
            name = name.as_str()
        ),
        C::PairPods => tr!(lang, "command-pair-pods"),
        C::ReportPod { round, pod, .. } => {
            tr!(lang, "command-report-pod", round = *round, pod = *pod)
        }
        C::UnreportPod { round, pod } => {
            tr!(lang, "command-unreport-pod", round = *round, pod = *pod)
        }
        C::DeletePodRound { .. } => tr!(lang, "command-delete-pod-round"),
        C::SetPrintLanguage { language } => tr!(
            lang,
            "command-set-print-language",
            language = language.as_str()
        ),
        C::PublishPairings { round: 0 } => tr!(lang, "command-hide-pairings"),
        C::PublishPairings { round } => tr!(lang, "command-publish-pairings", round = *round),
        C::ShowStandings { shown: true } => tr!(lang, "command-show-standings"),
        C::ShowStandings { shown: false } => tr!(lang, "command-hide-standings"),
        C::ResetPlayerCode { player } => {
            tr!(
                lang,
                "command-reset-player-code",
                player = player.to_string()
            )
        }
        C::SetReportApproval { required: true } => tr!(lang, "command-report-approval-on"),
        C::SetReportApproval { required: false } => tr!(lang, "command-report-approval-off"),
        C::SelfReport { by, report } => tr!(
            lang,
            "command-self-report",
            player = by.to_string(),
            target = target(report.target(), lang)
        ),
        C::AddScorekeeper { name } => tr!(lang, "command-add-scorekeeper", name = name.as_str()),
        C::OpenRegistration {
            accept_at_once: false,
            ..
        } => tr!(lang, "command-open-registration"),
        C::OpenRegistration {
            accept_at_once: true,
            ..
        } => tr!(lang, "command-open-registration-at-once"),
        C::CloseRegistration => tr!(lang, "command-close-registration"),
        C::Register { details, .. } => tr!(
            lang,
            "command-register-from-phone",
            name = details.name.as_str()
        ),
        C::AcceptRegistration { number } => {
            tr!(lang, "command-accept-registration", number = *number)
        }
        C::EditRegistration { number, details } => tr!(
            lang,
            "command-edit-registration",
            number = *number,
            name = details.name.as_str()
        ),
        C::RefuseRegistration { number } => {
            tr!(lang, "command-refuse-registration", number = *number)
        }
        C::RevokeScorekeeper { name } => {
            tr!(lang, "command-revoke-scorekeeper", name = name.as_str())
        }
        C::Scorekeeper { name, change } => tr!(
            lang,
            "command-scorekeeper",
            name = name.as_str(),
            change = command(change, lang)
        ),
        C::SetFeaturedTable {
            round: r,
            table: Some(t),
        } => tr!(
            lang,
            "command-feature-table",
            table = *t,
            round = round(*r, lang)
        ),
        C::SetFeaturedTable {
            round: r,
            table: None,
        } => tr!(lang, "command-no-featured-table", round = round(*r, lang)),
        C::SetDeck {
            player,
            side: s,
            deck,
            correction,
        } => {
            let player = player.to_string();
            let s = side(*s, lang);
            match (deck.is_some(), *correction) {
                (true, false) => tr!(lang, "command-register-deck", player = player, side = s),
                (true, true) => tr!(
                    lang,
                    "command-register-deck-correction",
                    player = player,
                    side = s
                ),
                (false, false) => tr!(lang, "command-remove-deck", player = player, side = s),
                (false, true) => tr!(
                    lang,
                    "command-remove-deck-correction",
                    player = player,
                    side = s
                ),
            }
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::engine::Side;
    use crate::engine::multiplayer::TeamId;
    use crate::engine::multiplayer::table::napd::NapdTable;
    use crate::engine::{
        AgendaScore, BigSellOutEdition, BracketKind, Event, EventSettings, GameResult, MatchResult,
        PlayerDetails, PlayerId, Structure,
    };
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
        let problems = crate::i18n::message_problems(|| texts = Lang::all().map(explain).collect());
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

    /// [`check`], and the English is `english` (the engine's own words, as for endings).
    fn check_english(english: &str, explain: &dyn Fn(Lang) -> String) {
        assert_eq!(check(explain), english);
    }

    /// The check sees a missing argument, a missing message, an argument no message uses.
    #[test]
    fn the_check_sees_what_is_missing() {
        let problems = crate::i18n::message_problems(|| {
            tr!(Lang::ENGLISH, "error-no-such-round");
            // An id no file has (made up, so the message files' own check passes it by).
            ja().text(&"x".repeat(3));
        });
        assert_eq!(problems.len(), 2, "{problems:?}");
        assert!(problems[0].starts_with("en: error-no-such-round: "));
        assert!(problems[1].contains("no message in any language"));
        assert!(
            crate::i18n::message_problems(|| {
                tr!(ja(), "error-no-such-round", round = 3);
            })
            .is_empty()
        );
        // An argument no language's message uses (in any branch) is reported too.
        let extra = crate::i18n::message_problems(|| {
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
            E::DuplicateName("Ann".into()),
            E::DuplicateId(p),
            E::InvalidName {
                name: "#3".into(),
                reason: crate::engine::names::normalise("#3").unwrap_err(),
            },
            E::InvalidName {
                name: String::new(),
                reason: crate::engine::names::normalise(" ").unwrap_err(),
            },
            E::InvalidField {
                field: Field::Date,
                reason: FieldProblem::Date {
                    text: "tomorrow".into(),
                },
            },
            E::InvalidField {
                field: Field::MultiplayerSettings,
                reason: FieldProblem::MultiplayerSettings(
                    MultiplayerSettingsProblem::NotMultiplayer(Format::Standard),
                ),
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
                        crate::engine::ByeGame {
                            game: 9,
                            to: Some("Bo".into()),
                        },
                        crate::engine::ByeGame { game: 11, to: None },
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
            variants!(E: UnknownPlayer, UnknownPlayerName, DuplicateName, DuplicateId,
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
            Field::PlayerId,
            Field::DeckList,
            Field::DeckName,
            Field::Identity,
            Field::Cut,
            Field::ScorekeeperName,
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
                RunnerIdentity, Pronouns, PlayerId, DeckList, DeckName, Identity, Cut,
                ScorekeeperName, MultiplayerSettings, TeamName, Sponsor, Agent, Language, Date,
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
                TooManyCards, IdentityCopies, ListedTwice, ScorekeeperExists, TeamExists,
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
            BracketFileProblem::Refused(Box::new(EngineError::Bracket(
                BracketRefusal::SeededTwice,
            ))),
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
                games: vec![crate::engine::ByeGame { game: 9, to: None }],
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
                .map(|(game, winner, how)| crate::engine::ClearedResult {
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
                players: vec![crate::engine::MissingLists {
                    name: "Ann".into(),
                    sides: vec![Side::Corp],
                }],
            },
            W::MissingDeckLists {
                players: vec![
                    crate::engine::MissingLists {
                        name: "Ann".into(),
                        sides: vec![Side::Corp],
                    },
                    crate::engine::MissingLists {
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
        let mut t =
            BsoTable::new(BigSellOutEdition::Classic, &[("Sam", "Al"), ("Sue", "Bo")]).unwrap();
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

    #[test]
    fn multiplayer_endings_have_words() {
        for e in NapdEnding::ALL {
            check_english(e.describe(), &|l| napd_ending(e, l));
        }
        for e in BsoEnding::ALL {
            check_english(e.describe(), &|l| bso_ending(e, l));
        }
    }

    fn history_samples() -> Vec<Command> {
        use crate::engine::command::{EliminationOutcome, SelfReported};
        use crate::engine::multiplayer::MultiplayerSettings;
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
                result: crate::engine::multiplayer::PodResult::Napd(
                    crate::engine::multiplayer::results::NapdResult {
                        ending: NapdEnding::Time,
                        corp_points: 0,
                        runners: vec![],
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
                deck: Some(crate::engine::cards::Deck::default()),
                correction: false,
            },
            Command::SetDeck {
                player: p,
                side: Side::Corp,
                deck: Some(crate::engine::cards::Deck::default()),
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
                AcceptRegistration, EditRegistration, RefuseRegistration),
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
}
