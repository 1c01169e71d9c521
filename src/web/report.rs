//! Players report their own results, choose their side in the cut and hand in deck lists from
//! their page; scorekeepers enter results of the current round (issue 17).
//!
//! Every change needs a player's personal code or a scorekeeper's token, compared in constant
//! time ([`crate::engine::event::reporting::same_secret`]); wrong codes are counted per address
//! and per address and player ([`Limiter`]: 10 a minute from an address, 5 a minute from an
//! address for one player, then that address waits for the rest of the minute; the right code
//! from another address is never refused because of them) and the organizer sees the attempts ([`super::Server::attempts`]). Requests from another site are
//! refused ([`same_origin`]). The server never applies a change itself: each is a command sent
//! to the one owner of the event ([`super::OwnerHandle::submit`]), with who asked.

use super::owner::{Asker, ReadOnly, Refusal};
use super::snapshot::Snapshot;
use crate::engine::elimination::{GameStatus, GameView};
use crate::engine::event::{ReportRefusal, ReportTarget, SelfReported};
use crate::engine::{EngineError, Event, Pairing, PlayerId, RefusalKind, Side};
use crate::i18n::Lang;
use crate::io::explain::Explain as _;
use crate::io::result_syntax::{self, ResultContext};
use crate::tr;
use axum::http::{HeaderMap, StatusCode, header};
use maud::{Markup, html};
use std::collections::{HashMap, VecDeque};
use std::net::IpAddr;
use std::sync::Mutex;
use std::time::{Duration, Instant};

/// Wrong codes allowed from one address for one player within [`WINDOW`].
pub const MAX_WRONG: usize = 5;
/// Wrong codes allowed from one address, whatever the player, within [`WINDOW`].
pub const MAX_WRONG_PER_ADDRESS: usize = 10;
/// The window of the limit.
pub const WINDOW: Duration = Duration::from_secs(60);
/// How many attempts the organizer's list keeps.
const KEPT_ATTEMPTS: usize = 200;

/// A wrong code (or token), as the organizer sees it.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Attempt {
    /// When (RFC 3339, the computer's clock).
    pub at: String,
    /// The address it came from.
    pub addr: IpAddr,
    /// The player whose code was tried (`None`: a scorekeeper token).
    pub player: Option<PlayerId>,
    /// It was refused without looking at the code: too many wrong ones.
    pub limited: bool,
}

#[derive(Clone, Copy, PartialEq, Eq, Hash)]
enum Key {
    /// One address trying one player's code (or scorekeeper tokens: `None`).
    AddrPlayer(IpAddr, Option<PlayerId>),
    /// One address, whatever it tries.
    Addr(IpAddr),
}

impl Key {
    /// The keys a wrong code from `addr` for `player` counts against, with their limits. No
    /// key is a player's alone: someone else's wrong codes never lock a player out.
    fn of(player: Option<PlayerId>, addr: IpAddr) -> [(Key, usize); 2] {
        [
            (Key::AddrPlayer(addr, player), MAX_WRONG),
            (Key::Addr(addr), MAX_WRONG_PER_ADDRESS),
        ]
    }
}

/// Told of every wrong code as it happens (`serve` prints them).
pub type AttemptWatcher = Box<dyn Fn(&Attempt) + Send + Sync>;

/// Counts wrong codes per address and per address and player.
#[derive(Default)]
pub struct Limiter {
    wrong: Mutex<HashMap<Key, VecDeque<Instant>>>,
    log: Mutex<VecDeque<Attempt>>,
    watcher: Mutex<Option<AttemptWatcher>>,
}

impl Limiter {
    /// Seconds until `player` and `addr` may try again (0: now).
    fn wait(&self, player: Option<PlayerId>, addr: IpAddr, now: Instant) -> u64 {
        let Ok(mut map) = self.wrong.lock() else {
            return 0;
        };
        let mut wait = Duration::ZERO;
        for (key, max) in Key::of(player, addr) {
            if let Some(q) = map.get_mut(&key) {
                while q.front().is_some_and(|t| now.duration_since(*t) >= WINDOW) {
                    q.pop_front();
                }
                if q.len() >= max
                    && let Some(first) = q.front()
                {
                    wait = wait.max(WINDOW.saturating_sub(now.duration_since(*first)));
                }
            }
        }
        map.retain(|_, q| !q.is_empty());
        wait.as_secs().max(u64::from(!wait.is_zero()))
    }

    fn record(&self, player: Option<PlayerId>, addr: IpAddr, now: Instant, limited: bool) {
        if !limited && let Ok(mut map) = self.wrong.lock() {
            for (key, _) in Key::of(player, addr) {
                map.entry(key).or_default().push_back(now);
            }
        }
        let attempt = Attempt {
            at: chrono::Local::now().format("%H:%M:%S").to_string(),
            addr,
            player,
            limited,
        };
        if let Ok(w) = self.watcher.lock()
            && let Some(w) = w.as_ref()
        {
            w(&attempt);
        }
        if let Ok(mut log) = self.log.lock() {
            if log.len() >= KEPT_ATTEMPTS {
                log.pop_front();
            }
            log.push_back(attempt);
        }
    }

    /// Tells `watcher` of every wrong code from now on.
    pub fn watch(&self, watcher: AttemptWatcher) {
        if let Ok(mut w) = self.watcher.lock() {
            *w = Some(watcher);
        }
    }

    /// The attempts with a wrong code, oldest first (the latest 200).
    pub fn attempts(&self) -> Vec<Attempt> {
        self.log
            .lock()
            .map(|l| l.iter().cloned().collect())
            .unwrap_or_default()
    }

    /// Checks a code before a change: refused while rate-limited, then compared.
    pub(super) fn check(
        &self,
        player: Option<PlayerId>,
        addr: IpAddr,
        ok: impl FnOnce() -> bool,
    ) -> Result<(), Answer> {
        let now = Instant::now();
        let wait = self.wait(player, addr, now);
        if wait > 0 {
            self.record(player, addr, now, true);
            return Err(Answer::said(
                StatusCode::TOO_MANY_REQUESTS,
                Said::TooManyWrong { seconds: wait },
            ));
        }
        if ok() {
            return Ok(());
        }
        self.record(player, addr, now, false);
        Err(Answer::said(
            StatusCode::FORBIDDEN,
            match player {
                Some(_) => Said::WrongCode,
                None => Said::WrongLink,
            },
        ))
    }
}

/// What a change request gets back: the HTTP status and what the phone says, written in the
/// page's language when the page is drawn ([`Answer::text`]).
#[derive(Clone, Debug)]
pub struct Answer {
    /// 200 when the change was made.
    pub status: StatusCode,
    /// Boxed: answers travel in `Result`s, and some reasons are large.
    said: Box<Said>,
}

/// What an answer says, as data: the page writes it in its language.
#[derive(Clone, Debug)]
pub(super) enum Said {
    /// Time was called without both players' agenda points.
    TimePointsMissing,
    /// A game's ending not chosen.
    ChooseGameEnding,
    /// The result not chosen.
    ChooseResult,
    /// A table the round does not have.
    NoSuchTable { round: u32, table: u32 },
    /// An elimination game the cut does not have.
    NoSuchGame { game: u32 },
    /// An elimination game whose players are not known yet.
    GameWithoutPlayers,
    /// No round is paired yet.
    NoRound,
    /// A result that does not read (the result syntax's reason).
    Syntax(crate::io::result_syntax::ResultSyntaxError),
    /// An elimination result that does not read.
    CutSyntax(crate::io::result_syntax::EliminationSyntaxError),
    /// The change was made: a result reported.
    Reported,
    /// The change was made: a result entered by a scorekeeper.
    Entered,
    /// The change was made: the side choice recorded.
    SideRecorded,
    /// The change was made: a deck list stored, legal or with its problems.
    DeckStored {
        side: Side,
        problems: Vec<crate::engine::cards::DeckProblem>,
    },
    /// The change was made, with the rules' warnings.
    Warnings(Vec<crate::engine::Warning>),
    /// The owner refused the change.
    Refused(Refusal),
    /// A deck list that cannot be read or handed in.
    Deck(crate::io::decks::SubmissionError),
    /// Too many wrong codes from this address: wait.
    TooManyWrong { seconds: u64 },
    /// A wrong personal code.
    WrongCode,
    /// A scorekeeper link that is not (or no longer) one.
    WrongLink,
    /// A form posted from another site.
    CrossSite,
    /// Corp or Runner was not chosen.
    ChooseSide,
    /// A side choice for a game the player does not choose the sides of.
    NotYourSideChoice,
    /// A form asking for something the page never offers.
    UnknownRequest,
    /// A form too large to read (a deck list far past any deck's length).
    TooLarge,
    /// A request that is not a form the page sends.
    Unreadable,
    /// Anything about a round that is paired and not published yet.
    NotPublished,
}

impl Answer {
    pub(super) fn said(status: StatusCode, said: Said) -> Answer {
        Answer {
            status,
            said: Box::new(said),
        }
    }

    /// Whether the change was made.
    pub fn is_ok(&self) -> bool {
        self.status.is_success()
    }

    /// The owner's answer as the phone sees it; `done` is said when there are no warnings.
    pub(super) fn from_owner(answer: super::owner::Answer, done: Said) -> Answer {
        match answer {
            Ok(w) if w.is_empty() => Answer::said(StatusCode::OK, done),
            Ok(w) => Answer::said(StatusCode::OK, Said::Warnings(w)),
            Err(r) => Answer::said(status_of(&r), Said::Refused(r)),
        }
    }

    /// What the answer says, in `lang`.
    pub fn text(&self, lang: Lang) -> String {
        match self.said.as_ref() {
            Said::TimePointsMissing => tr!(lang, "web-answer-time-points-missing"),
            Said::ChooseGameEnding => tr!(lang, "web-answer-choose-game-ending"),
            Said::ChooseResult => tr!(lang, "web-answer-choose-result"),
            Said::NoSuchTable { round, table } => tr!(
                lang,
                "web-answer-no-such-table",
                round = *round,
                table = *table
            ),
            Said::NoSuchGame { game } => tr!(lang, "web-answer-no-such-game", game = *game),
            Said::GameWithoutPlayers => tr!(lang, "web-answer-game-without-players"),
            Said::NoRound => tr!(lang, "web-no-round-paired"),
            Said::Syntax(e) => e.explain(lang),
            Said::CutSyntax(e) => e.explain(lang),
            Said::Reported => tr!(lang, "web-answer-reported"),
            Said::Entered => tr!(lang, "web-answer-entered"),
            Said::SideRecorded => tr!(lang, "web-answer-side-recorded"),
            Said::DeckStored { side, problems } if problems.is_empty() => tr!(
                lang,
                "web-answer-deck-legal",
                side = crate::io::words::side(*side, lang)
            ),
            Said::DeckStored { side, problems } => tr!(
                lang,
                "web-answer-deck-problems",
                side = crate::io::words::side(*side, lang),
                problems = problems
                    .iter()
                    .map(|p| p.explain(lang))
                    .collect::<Vec<_>>()
                    .join(&tr!(lang, "web-list-separator"))
            ),
            Said::Warnings(w) => w
                .iter()
                .map(|w| w.explain(lang))
                .collect::<Vec<_>>()
                .join(&tr!(lang, "web-list-separator")),
            Said::Refused(r) => refusal_text(r, lang),
            Said::Deck(e) => e.explain(lang),
            Said::TooManyWrong { seconds } => {
                tr!(lang, "web-answer-too-many-wrong", seconds = *seconds)
            }
            Said::WrongCode => tr!(lang, "web-answer-wrong-code"),
            Said::WrongLink => tr!(lang, "web-answer-wrong-link"),
            Said::CrossSite => tr!(lang, "web-answer-cross-site"),
            Said::ChooseSide => tr!(lang, "web-answer-choose-side"),
            Said::NotYourSideChoice => tr!(lang, "web-answer-not-your-side-choice"),
            Said::UnknownRequest => tr!(lang, "web-answer-unknown-request"),
            Said::TooLarge => tr!(lang, "web-answer-too-large"),
            Said::Unreadable => tr!(lang, "web-answer-unreadable"),
            Said::NotPublished => tr!(lang, "web-answer-not-published"),
        }
    }
}

/// Why the owner did not make a change, in `lang` (the engine's refusals through
/// [`crate::io::explain`]).
pub fn refusal_text(r: &Refusal, lang: Lang) -> String {
    match r {
        Refusal::Engine(e) => e.explain(lang),
        Refusal::NotPermitted { by, command } => tr!(
            lang,
            "web-refusal-not-permitted",
            by = match by {
                Asker::Player => "player",
                Asker::Scorekeeper => "scorekeeper",
                Asker::Registration => "registration",
                Asker::Follower => "follower",
            },
            what = crate::io::explain::engine::command(command, lang)
        ),
        Refusal::Unsaved(why) => tr!(lang, "web-refusal-unsaved", why = why.as_str()),
        Refusal::ReadOnly(ReadOnly::Following) => tr!(lang, "web-refusal-read-only"),
        Refusal::NotShared => tr!(lang, "web-refusal-not-shared"),
        Refusal::Busy => tr!(lang, "web-refusal-busy"),
    }
}

/// The HTTP status of a refusal.
pub fn status_of(r: &Refusal) -> StatusCode {
    match r {
        Refusal::Engine(EngineError::ReportRefused(why)) => match why {
            ReportRefusal::NotYourTable { .. }
            | ReportRefusal::ScorekeeperRevoked { .. }
            | ReportRefusal::NotForScorekeepers { .. } => StatusCode::FORBIDDEN,
            ReportRefusal::RoundOver { .. }
            | ReportRefusal::AlreadyDecided { .. }
            | ReportRefusal::NotReady { .. }
            | ReportRefusal::NotPublished { .. }
            | ReportRefusal::Multiplayer => StatusCode::CONFLICT,
        },
        Refusal::Engine(e) => match e.kind() {
            RefusalKind::NotFound => StatusCode::NOT_FOUND,
            RefusalKind::Invalid => StatusCode::UNPROCESSABLE_ENTITY,
            RefusalKind::Conflict => StatusCode::CONFLICT,
            RefusalKind::Internal => StatusCode::INTERNAL_SERVER_ERROR,
        },
        Refusal::NotPermitted { .. } => StatusCode::FORBIDDEN,
        Refusal::Unsaved(_) | Refusal::NotShared | Refusal::ReadOnly(_) | Refusal::Busy => {
            StatusCode::SERVICE_UNAVAILABLE
        }
    }
}

/// Refuses a change request from another site (a page elsewhere that posts to this server):
/// the browser's `Origin` (or, without it, `Sec-Fetch-Site`) must name this server.
pub fn same_origin(headers: &HeaderMap) -> Result<(), Answer> {
    let cross = || Err(Answer::said(StatusCode::FORBIDDEN, Said::CrossSite));
    let host = headers
        .get(header::HOST)
        .and_then(|h| h.to_str().ok())
        .unwrap_or("");
    let fetch_site = headers.get("sec-fetch-site").and_then(|h| h.to_str().ok());
    if let Some(origin) = headers.get(header::ORIGIN) {
        let origin = origin.to_str().unwrap_or("");
        // The pages' `Referrer-Policy: no-referrer` makes a browser send `Origin: null` for
        // its own forms; then only the browser's `Sec-Fetch-Site` can tell.
        if origin == "null" {
            return match fetch_site {
                Some("same-origin") => Ok(()),
                _ => cross(),
            };
        }
        let rest = origin
            .strip_prefix("http://") // i18n: not text
            .or_else(|| origin.strip_prefix("https://")); // i18n: not text
        return match rest {
            Some(h) if !host.is_empty() && h.eq_ignore_ascii_case(host) => Ok(()),
            _ => cross(),
        };
    }
    match fetch_site {
        Some("cross-site" | "same-site") => cross(),
        _ => Ok(()),
    }
}

/// An optional number from a form field: empty (a number box left blank) is none, and so is
/// anything that is not a number (the form's own checks then name what is missing).
fn number<'de, D: serde::Deserializer<'de>, T: std::str::FromStr>(
    d: D,
) -> Result<Option<T>, D::Error> {
    let s: Option<String> = serde::Deserialize::deserialize(d)?;
    Ok(s.and_then(|s| s.trim().parse().ok()))
}

/// The player's form fields (every one optional: a missing one is a clear refusal).
#[derive(Debug, Default, serde::Deserialize)]
#[serde(default)]
pub struct PlayerForm {
    /// `report`, `side` or `deck`.
    pub action: String,
    /// The personal code.
    pub code: String,
    /// `swiss` or `elimination`.
    pub stage: String,
    /// Swiss round.
    #[serde(deserialize_with = "number")]
    pub round: Option<u32>,
    /// Swiss table.
    #[serde(deserialize_with = "number")]
    pub table: Option<u32>,
    /// Elimination game.
    #[serde(deserialize_with = "number")]
    pub game: Option<u32>,
    /// `won-both`, `lost-both`, `split-corp`, `split-runner`, `id`, `games` (double-sided);
    /// `won`, `lost`, `time` (one game).
    pub result: String,
    /// Per game, double-sided: the game the player was the Corp in, and the one they were
    /// the Runner in: `corp`, `runner` (who won) or `time`.
    pub as_corp: String,
    /// See `as_corp`.
    pub as_runner: String,
    /// Agenda points at time: in the game as Corp (the player's, the opponent's), in the game
    /// as Runner, or in the one game (mine, theirs).
    #[serde(deserialize_with = "number")]
    pub corp_mine: Option<u8>,
    /// See `corp_mine`.
    #[serde(deserialize_with = "number")]
    pub corp_theirs: Option<u8>,
    /// See `corp_mine`.
    #[serde(deserialize_with = "number")]
    pub runner_mine: Option<u8>,
    /// See `corp_mine`.
    #[serde(deserialize_with = "number")]
    pub runner_theirs: Option<u8>,
    /// One game at time: the player's agenda points.
    #[serde(deserialize_with = "number")]
    pub mine: Option<u8>,
    /// One game at time: the opponent's agenda points.
    #[serde(deserialize_with = "number")]
    pub theirs: Option<u8>,
    /// Side choice: `corp` or `runner`; deck list: `corp`, `runner` or empty (the identity's).
    pub side: String,
    /// A deck list.
    pub list: String,
}

/// A form or a result that cannot be taken (422), said in the page's language.
pub(super) fn bad(said: Said) -> Answer {
    Answer::said(StatusCode::UNPROCESSABLE_ENTITY, said)
}

/// One game from the player's choice, as a game token of the result syntax (`C`, `R`,
/// `T5-3`): the phones' form is read by the same parser as the app and the command line.
fn token_of(
    choice: &str,
    mine: Option<u8>,
    theirs: Option<u8>,
    my_side: Side,
) -> Result<String, Answer> {
    let letter = |s: Side| match s {
        Side::Corp => "C".to_string(),
        Side::Runner => "R".to_string(),
    };
    match choice {
        "corp" => Ok(letter(Side::Corp)),
        "runner" => Ok(letter(Side::Runner)),
        "won" => Ok(letter(my_side)), // i18n: not text
        "lost" => Ok(letter(my_side.other())),
        "time" => {
            let (Some(m), Some(t)) = (mine, theirs) else {
                return Err(bad(Said::TimePointsMissing));
            };
            let (c, r) = match my_side {
                Side::Corp => (m, t),
                Side::Runner => (t, m),
            };
            Ok(format!("T{c}-{r}"))
        }
        "" => Err(bad(Said::ChooseGameEnding)),
        _ => Err(bad(Said::UnknownRequest)),
    }
}

/// The report a player's form describes, as the table records it: the form's choices are
/// written in the result syntax and read by [`result_syntax`] like a typed result.
pub fn report_of(event: &Event, me: PlayerId, f: &PlayerForm) -> Result<SelfReported, Answer> {
    if f.stage == "elimination" {
        let game = f.game.ok_or_else(|| bad(Said::UnknownRequest))?;
        let view = event
            .cut()
            .and_then(|b| b.game(game).ok())
            .ok_or_else(|| bad(Said::NoSuchGame { game }))?;
        let (a, _) = view.pair().ok_or_else(|| bad(Said::GameWithoutPlayers))?;
        let (mine, theirs) = if a == me { ("1", "2") } else { ("2", "1") };
        let text = match f.result.as_str() {
            "won" => mine.to_string(), // i18n: not text
            "lost" => theirs.to_string(),
            "time" => {
                let side = view.sides.and_then(|s| s.side_of(me)).unwrap_or(Side::Corp);
                token_of("time", f.mine, f.theirs, side)?
            }
            _ => return Err(bad(Said::ChooseResult)),
        };
        let outcome = result_syntax::parse_elimination(&text, event, &view)
            .map_err(|e| bad(Said::CutSyntax(e)))?;
        event
            .check_elimination_outcome(&outcome)
            .map_err(|e| bad(Said::Refused(Refusal::Engine(e))))?;
        return Ok(SelfReported::Elimination { game, outcome });
    }
    let round = f.round.ok_or_else(|| bad(Said::UnknownRequest))?;
    let table = f.table.ok_or_else(|| bad(Said::UnknownRequest))?;
    // Nothing about a round reaches or comes from a phone before it is published: not even
    // whether the table exists.
    if round > event.published_round() {
        return Err(not_published());
    }
    let pairing = event
        .round(round)
        .and_then(|r| r.table(table))
        .ok_or_else(|| bad(Said::NoSuchTable { round, table }))?;
    let text = if f.result == "id" {
        // An intentional draw (split) agreed by both players (issue 33 for one game).
        "ID".to_string() // i18n: not text
    } else if pairing.p1_side.is_some() {
        let my_side = pairing.side_of(me).unwrap_or(Side::Corp);
        token_of(&f.result, f.mine, f.theirs, my_side)?
    } else {
        double_sided(pairing, me, f)?
    };
    let ctx = ResultContext::for_pairing(event.settings().format, pairing);
    let result = result_syntax::parse(&text, ctx).map_err(|e| bad(Said::Syntax(e)))?;
    Ok(SelfReported::Swiss {
        round,
        table,
        result,
    })
}

/// A double-sided round from the player's choices, in the result syntax: the game where player
/// 1 is the Corp first.
fn double_sided(pairing: &Pairing, me: PlayerId, f: &PlayerForm) -> Result<String, Answer> {
    // (game where I was the Corp, game where I was the Runner)
    let (as_corp, as_runner) = match f.result.as_str() {
        "won-both" => ("C".to_string(), "R".to_string()),
        "lost-both" => ("R".to_string(), "C".to_string()),
        "split-corp" => ("C".to_string(), "C".to_string()),
        "split-runner" => ("R".to_string(), "R".to_string()),
        "games" => (
            token_of(&f.as_corp, f.corp_mine, f.corp_theirs, Side::Corp)?,
            token_of(&f.as_runner, f.runner_mine, f.runner_theirs, Side::Runner)?,
        ),
        _ => return Err(bad(Said::ChooseResult)),
    };
    Ok(if pairing.p1 == me {
        format!("{as_corp} {as_runner}")
    } else {
        format!("{as_runner} {as_corp}")
    })
}

/// What a player can report now: their table of the latest published Swiss round without a
/// result, or their elimination game being played.
pub enum Reportable<'a> {
    /// A Swiss table.
    Swiss(u32, &'a Pairing),
    /// An elimination game.
    Elimination(GameView),
}

/// The table or game `p` can report now, if any.
pub fn reportable(e: &Event, p: PlayerId) -> Option<Reportable<'_>> {
    if e.multiplayer().is_some() {
        return None;
    }
    if let Some(b) = e.cut() {
        return b
            .games()
            .into_iter()
            .find(|g| {
                g.status == GameStatus::Ready && g.sides.is_some() && g.players.contains(&Some(p))
            })
            .map(Reportable::Elimination);
    }
    let r = e.rounds().last()?;
    if r.number > e.published_round() {
        return None;
    }
    let pairing = r.pairing_of(p)?;
    (!pairing.is_bye() && pairing.result.is_none()).then_some(Reportable::Swiss(r.number, pairing))
}

fn target_of(r: &Reportable<'_>) -> ReportTarget {
    match r {
        Reportable::Swiss(round, p) => ReportTarget::Swiss {
            round: *round,
            table: p.table,
        },
        Reportable::Elimination(g) => ReportTarget::Elimination { game: g.number() },
    }
}

fn code_field(lang: Lang) -> Markup {
    html! {
        label { (tr!(lang, "web-form-your-code")) " " input name="code" autocomplete="off" autocapitalize="characters" spellcheck="false" maxlength="12" required placeholder=(tr!(lang, "web-form-code-example")); }
    }
}

fn time_points(mine: &str, theirs: &str, lang: Lang) -> Markup {
    html! {
        span class="pts" {
            " · " (tr!(lang, "web-form-at-time-me")) " " input class="ap" type="number" name=(mine) min="0" max="9" inputmode="numeric";
            " " (tr!(lang, "web-form-at-time-them")) " " input class="ap" type="number" name=(theirs) min="0" max="9" inputmode="numeric";
        }
    }
}

fn radio(name: &str, value: &str, label: &str) -> Markup {
    html! { label class="opt" { input type="radio" name=(name) value=(value); " " (label) } }
}

/// "I won", "they won", "time" for one game of a double-sided round (`me`: the value that
/// says I won).
fn game_choice(name: &str, me: &str, them: &str, lang: Lang) -> Markup {
    html! {
        select name=(name) {
            option value="" { "—" }
            option value=(me) { (tr!(lang, "web-form-i-won")) }
            option value=(them) { (tr!(lang, "web-form-they-won")) }
            option value="time" { (tr!(lang, "web-form-time")) }
        }
    }
}

/// The report form for `p`, with the waiting reports of their table (who, not what), in
/// `lang`.
///
/// `cards_stale`: the date of the organizer's card data when it may be old (the deck-list form
/// says so).
pub fn player_forms(
    snap: &Snapshot,
    p: PlayerId,
    cards_stale: Option<chrono::NaiveDate>,
    lang: Lang,
) -> Markup {
    let e = &snap.event;
    let rep = reportable(e, p);
    let side_game = side_choice_game(e, p);
    let side = |s: Side| crate::io::words::side(s, lang);
    html! {
        @if let Some(r) = &rep {
            @let target = target_of(r);
            @let waiting = e.reports_for(target);
            section class="card" id="report" {
                h2 { (tr!(lang, "web-form-report-title", target = crate::io::explain::engine::target(target, lang))) }
                @let opponent = match r { Reportable::Swiss(_, x) => x.opponent_of(p), Reportable::Elimination(g) => g.pair().map(|(a, b)| if a == p { b } else { a }) };
                @if let Some(o) = opponent { p class="m s" { (tr!(lang, "web-form-against")) " " bdi { (e.name_of(o)) } } }
                @for w in &waiting {
                    p class="m s" { (tr!(lang, "web-form-reported-by")) " " bdi { (e.name_of(w.by)) } @if e.reporting().approval { " · " (tr!(lang, "web-form-organizer-confirms")) } }
                }
                form method="post" {
                    input type="hidden" name="action" value="report";
                    @match r {
                        Reportable::Swiss(round, pairing) => {
                            input type="hidden" name="stage" value="swiss";
                            input type="hidden" name="round" value=(round);
                            input type="hidden" name="table" value=(pairing.table);
                            @if let Some(my_side) = pairing.side_of(p) {
                                p class="m s" { (tr!(lang, "web-form-you-play", side = side(my_side))) }
                                (radio("result", "won", &tr!(lang, "web-form-i-won-game"))) // i18n: not text
                                (radio("result", "lost", &tr!(lang, "web-form-i-lost-game")))
                                div { (radio("result", "time", &tr!(lang, "web-form-time-called"))) (time_points("mine", "theirs", lang)) }
                                (radio("result", "id", &tr!(lang, "web-form-intentional-draw")))
                            } @else {
                                (radio("result", "won-both", &tr!(lang, "web-form-won-both")))
                                (radio("result", "lost-both", &tr!(lang, "web-form-lost-both")))
                                (radio("result", "split-corp", &tr!(lang, "web-form-split-corp")))
                                (radio("result", "split-runner", &tr!(lang, "web-form-split-runner")))
                                (radio("result", "id", &tr!(lang, "web-form-intentional-split")))
                                (radio("result", "games", &tr!(lang, "web-form-game-by-game")))
                                div class="games" {
                                    label { (tr!(lang, "web-form-as-corp")) " "
                                        (game_choice("as_corp", "corp", "runner", lang)) }
                                    (time_points("corp_mine", "corp_theirs", lang))
                                    br;
                                    label { (tr!(lang, "web-form-as-runner")) " "
                                        (game_choice("as_runner", "runner", "corp", lang)) }
                                    (time_points("runner_mine", "runner_theirs", lang))
                                }
                            }
                        }
                        Reportable::Elimination(g) => {
                            input type="hidden" name="stage" value="elimination";
                            input type="hidden" name="game" value=(g.number());
                            (radio("result", "won", &tr!(lang, "web-form-i-won-game"))) // i18n: not text
                            (radio("result", "lost", &tr!(lang, "web-form-i-lost-game")))
                            div { (radio("result", "time", &tr!(lang, "web-form-time-called"))) (time_points("mine", "theirs", lang)) }
                        }
                    }
                    (code_field(lang))
                    button type="submit" { (tr!(lang, "web-form-report")) }
                }
            }
        }
        @if let Some(game) = side_game {
            section class="card" id="side" {
                h2 { (tr!(lang, "web-form-side-title", game = game)) }
                p class="m s" { (tr!(lang, "web-form-side-why")) }
                @if let Some(choice) = e.cut().and_then(|b| b.side_preference(p)) {
                    p { (tr!(lang, "web-form-side-your-choice")) " " b { (side(choice)) } " " (tr!(lang, "web-form-side-until")) }
                }
                form method="post" {
                    input type="hidden" name="action" value="side";
                    input type="hidden" name="game" value=(game);
                    (radio("side", "corp", &side(Side::Corp)))
                    (radio("side", "runner", &side(Side::Runner)))
                    (code_field(lang))
                    button type="submit" { (tr!(lang, "web-form-choose")) }
                }
            }
        }
        @if e.settings().decks.collected && !e.decks_locked() {
            section class="card" id="deck" {
                h2 { (tr!(lang, "web-form-deck-title")) }
                form method="post" {
                    input type="hidden" name="action" value="deck";
                    p class="m s" { (tr!(lang, "web-form-deck-how")) }
                    @if let Some(date) = cards_stale {
                        @let iso = date.to_string();
                        p class="m s" id="cards-stale" { (tr!(lang, "web-form-deck-card-data-stale", iso = iso.as_str(), date = lang.date(&iso))) }
                    }
                    textarea name="list" rows="8" maxlength="12000" required {}
                    (code_field(lang))
                    button type="submit" { (tr!(lang, "web-form-hand-in")) }
                }
            }
        }
    }
}

/// The first-round elimination game in which `p` is the higher seed and sides are not
/// decided yet (they choose on their phone), if any.
pub fn side_choice_game(e: &Event, p: PlayerId) -> Option<u32> {
    let b = e.cut()?;
    let seed = b.seed_of(p)?;
    b.games_in_round(1)
        .into_iter()
        .find(|g| {
            g.sides.is_none()
                && g.status == GameStatus::Ready
                && g.pair().is_some_and(|(x, y)| {
                    let other = if x == p { y } else { x };
                    (x == p || y == p) && b.seed_of(other).is_some_and(|s| s > seed)
                })
        })
        .map(|g| g.number())
}

/// The message box above the page after a change request, in `lang`.
pub fn message(answer: &Answer, lang: Lang) -> Markup {
    let class = if answer.is_ok() {
        "card msg ok" // i18n: not text
    } else {
        "card msg no" // i18n: not text
    };
    html! { div class=(class) role="status" id="msg" { (answer.text(lang)) } }
}

/// The refusal for anything about a round that is paired but not published: it names no
/// round, table or player.
fn not_published() -> Answer {
    Answer::said(StatusCode::CONFLICT, Said::NotPublished)
}

/// A scorekeeper's form: one table (or game) and its result in the app's syntax.
#[derive(Debug, Default, serde::Deserialize)]
#[serde(default)]
pub struct ScorekeeperForm {
    /// The Swiss table.
    #[serde(deserialize_with = "number")]
    pub table: Option<u32>,
    /// The elimination game.
    #[serde(deserialize_with = "number")]
    pub game: Option<u32>,
    /// The result as the app and the command line take it (`6-0`, `C R`, `T5-3 R`, `ID`; in the
    /// cut `1`, `2`, a name, `corp`, `runner`, `draw` or `T4-2`, the Corp's points first), or
    /// `clear`.
    pub result: String,
}

/// The command a scorekeeper's form asks for.
pub fn scorekeeper_command(
    e: &Event,
    f: &ScorekeeperForm,
) -> Result<crate::engine::Command, Answer> {
    use crate::engine::Command;
    let text = f.result.trim();
    let clear = text.eq_ignore_ascii_case("clear") || text.is_empty();
    if let Some(game) = f.game {
        if clear {
            return Ok(Command::ClearElimination { game });
        }
        let view = e
            .cut()
            .and_then(|b| b.game(game).ok())
            .ok_or_else(|| bad(Said::NoSuchGame { game }))?;
        let outcome = result_syntax::parse_elimination(text, e, &view)
            .map_err(|err| bad(Said::CutSyntax(err)))?;
        return Ok(Command::ReportElimination { game, outcome });
    }
    let round = e
        .rounds()
        .last()
        .map(|r| r.number)
        .ok_or_else(|| bad(Said::NoRound))?;
    if round > e.published_round() {
        return Err(not_published());
    }
    let table = f.table.ok_or_else(|| bad(Said::UnknownRequest))?;
    if clear {
        return Ok(Command::ClearResult { round, table });
    }
    let pairing = e
        .round(round)
        .and_then(|r| r.table(table))
        .ok_or_else(|| bad(Said::NoSuchTable { round, table }))?;
    let ctx = ResultContext::for_pairing(e.settings().format, pairing);
    let result = result_syntax::parse(text, ctx).map_err(|err| bad(Said::Syntax(err)))?;
    Ok(Command::ReportResult {
        round,
        table,
        result,
    })
}

/// Whether the scorekeeper's page shows the tables after this answer (not after a wrong link
/// or too many tries, nor after a form that was not read: its link was never checked).
pub fn scorekeeper_valid(answer: Option<&Answer>) -> bool {
    answer.is_none_or(Answer::is_ok)
        || answer.is_some_and(|a| {
            a.status != StatusCode::FORBIDDEN
                && a.status != StatusCode::TOO_MANY_REQUESTS
                && !matches!(*a.said, Said::TooLarge | Said::Unreadable)
        })
}

/// The scorekeeper's page, its live part: the tables of the current round (or the elimination
/// games being played), each with a result box in the app's syntax. It is swapped in place when
/// the event changes; a result being typed is kept.
pub fn scorekeeper_games(snap: &Snapshot, lang: Lang) -> Markup {
    let e = &snap.event;
    let name = |p: PlayerId| html! { bdi { (e.name_of(p)) } };
    let vs = tr!(lang, "web-vs");
    let row = |label: String, field: &str, n: u32, current: String| {
        html! {
            form method="post" class="card row" { // i18n: not text
                span { b { (label) } }
                input type="hidden" name=(field) value=(n);
                input name="result" value=(current) autocomplete="off" style="max-width:8em"; // i18n: not text
                button type="submit" { (tr!(lang, "web-scorekeeper-enter")) }
            }
        }
    };
    html! {
        {
            h2 { (tr!(lang, "web-scorekeeper")) }
            p class="m s" { (tr!(lang, "web-scorekeeper-how")) }
            @if let Some(b) = e.cut() {
                @for g in b.games().iter().filter(|g| g.sides.is_some() && g.pair().is_some() && g.status != GameStatus::NotNeeded) {
                    @if let Some((a, c)) = g.pair() {
                        @let current = g.result.map(|r| if r.winner == a { "1" } else { "2" }).unwrap_or("");
                        @let label = tr!(lang, "web-game", n = g.number());
                        @let side = |p: PlayerId| g.sides.and_then(|s| s.side_of(p)).map(|s| format!(" ({})", crate::io::words::side(s, lang))).unwrap_or_default();
                        div { p class="m s" { (label) ": " (name(a)) (side(a)) " " (vs) " " (name(c)) (side(c)) } (row(label.clone(), "game", g.number(), current.to_string())) }
                    }
                }
            } @else if e.rounds().last().is_some_and(|r| r.number > e.published_round()) {
                p class="m" { (tr!(lang, "web-scorekeeper-not-published")) }
            } @else if let Some(r) = e.rounds().last() {
                h2 { (tr!(lang, "web-round", n = r.number)) }
                @for p in r.pairings.iter().filter(|p| !p.is_bye()) {
                    @let current = p.result.map(|x| crate::io::result_syntax::describe(&x)).unwrap_or_default();
                    @let label = tr!(lang, "web-table", n = p.table);
                    div {
                        p class="m s" { (label) ": " (name(p.p1)) @if let Some(o) = p.p2 { " " (vs) " " (name(o)) } }
                        (row(label.clone(), "table", p.table, current))
                    }
                }
            }
        }
    }
}
