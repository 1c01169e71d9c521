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
use crate::engine::multiplayer::table::bso::{BsoOutcome, BsoTable, BsoWinReason, LeaveReason};
use crate::engine::multiplayer::table::napd::NapdVictory;
use crate::engine::multiplayer::table::{
    Amount, Counter, Exchanger, FlatlinedBlock, GameEnd, NotNow, Sale, Scorer, Seat, SeatProblem,
    TableError, TableGame, TagProblem, TeamLabel,
};
use crate::engine::swiss::PairingError;
use crate::engine::{
    BracketFileProblem, BracketRefusal, ClockProblem, ClockRefusal, Command, CutSize, EngineError,
    FeatureProblem, Field, FieldProblem, FormatMismatch, Inconsistency, InvisibleCharacter, Limit,
    MultiplayerSettingsProblem, NameRule, PairingFailure, Places, RejoinBlock, RoundRef, Shortage,
    StatusBlock, Warning,
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

// ----- refusals ------------------------------------------------------------------------------------

impl Explain for EngineError {
    fn explain(&self, lang: Lang) -> String {
        use EngineError as E;
        match self {
            E::UnknownPlayer(p) => tr!(lang, "error-unknown-player", player = p.to_string()),
            E::UnknownPlayerName(n) => tr!(lang, "error-unknown-player-name", name = quoted(n)),
            E::UnknownFollower { name } => {
                tr!(lang, "error-unknown-follower", name = name.as_str())
            }
            E::EventMoved { by, at } => tr!(
                lang,
                "error-event-moved",
                by = by.as_str(),
                at = at.as_str()
            ),
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
                format = crate::io::words::format(*to, lang),
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
                let title = crate::io::words::format(*format, lang);
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
                Limit::Followers => tr!(lang, "error-limit-followers", max = *max),
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
            Field::Reading => tr!(lang, "error-field-reading"),
            Field::PlayerId => tr!(lang, "error-field-player-id"),
            Field::DeckList => tr!(lang, "error-field-deck-list"),
            Field::DeckName => tr!(lang, "error-field-deck-name"),
            Field::Identity => tr!(lang, "error-field-identity"),
            Field::Cut => tr!(lang, "error-field-cut"),
            Field::ScorekeeperName => tr!(lang, "error-field-scorekeeper-name"),
            Field::FollowerName => tr!(lang, "error-field-follower-name"),
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
            F::FollowerExists { name } => {
                tr!(lang, "error-reason-follower-exists", name = name.as_str())
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
                format = crate::io::words::format(*format, lang),
                result_format = crate::io::words::format(*format, lang)
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
                Limit::Followers => tr!(
                    lang,
                    "error-file-too-many-followers",
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
                    format = crate::io::words::format(*f, lang)
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
        GameEnd::Time => tr!(lang, "error-mp-time-over"),
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
        C::ReportPod { round, pod, result } => {
            let base = tr!(lang, "command-report-pod", round = *round, pod = *pod);
            // Who was out of the game, and why: the history keeps the reason.
            let (flatlined, left) = match result {
                crate::engine::multiplayer::PodResult::Napd(r) => (
                    r.runners.iter().filter(|x| x.flatlined && !x.left).count(),
                    r.runners.iter().filter(|x| x.left).count(),
                ),
                crate::engine::multiplayer::PodResult::BigSellOut(r) => {
                    (0, r.teams.iter().filter(|t| t.left.is_some()).count())
                }
            };
            if flatlined + left == 0 {
                base
            } else {
                tr!(
                    lang,
                    "command-report-pod-out",
                    report = base,
                    flatlined = flatlined,
                    left = left
                )
            }
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
        C::AddFollower { name } => tr!(lang, "command-add-follower", name = name.as_str()),
        C::RevokeFollower { name } => {
            tr!(lang, "command-revoke-follower", name = name.as_str())
        }
        C::TakeOver { by, at, .. } => tr!(
            lang,
            "command-take-over",
            by = by.as_str(),
            at = at.as_str()
        ),
        C::EventMoved { by, at } => tr!(
            lang,
            "command-event-moved",
            by = by.as_str(),
            at = at.as_str()
        ),
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
