//! Players register themselves from their phones (issue 38): the registration link's form and
//! answer, in the event's language.
//!
//! - `GET /register/SECRET`: the form (name, pronouns, identities from the card data legal in
//!   the event's format, whether they may be filmed, and deck lists when the event collects
//!   them), above a live part that shows where this phone's registration stands — waiting,
//!   refused, or accepted with the player's **personal code**, which appears by itself when the
//!   organizer accepts. A wrong or old secret counts as a wrong code ([`super::report::Limiter`]).
//! - `POST /register/SECRET`: the registration, sent to the owner as
//!   [`Command::Register`] with the phone's token: a secret drawn here from the operating
//!   system's random source ([`crate::io::secret::link_secret`]) and kept in the phone's cookie
//!   ([`COOKIE`]), so the same phone registering again edits its own waiting entry, and only
//!   that phone sees the code (here and on the player's page, [`own_code`]). At most
//!   [`MAX_POSTS`] registrations a minute from one address ([`Throttle`]).
//!
//! Every text is escaped (maud); names are isolated in `<bdi>`.

use super::owner::{Refusal, Requester};
use super::report::{refusal_text, same_origin, status_of};
use super::server::{Asked, Part, Shared, remember, respond};
use super::snapshot::Snapshot;
use crate::engine::cards::{CardDb, Deck};
use crate::engine::event::{Decision, PhoneRegistration, well_formed_secret};
use crate::engine::{Command, Event, PlayerDetails, PlayerId, Side};
use crate::i18n::Lang;
use crate::io::explain::Explain as _;
use crate::tr;
use axum::extract::rejection::FormRejection;
use axum::extract::{ConnectInfo, Path, State};
use axum::http::{HeaderMap, HeaderValue, StatusCode, header};
use axum::response::{IntoResponse, Response};
use maud::{Markup, html};
use std::collections::{HashMap, VecDeque};
use std::net::{IpAddr, SocketAddr};
use std::sync::{Arc, Mutex};
use std::time::{Duration, Instant};

/// The cookie that keeps a phone's registration token.
pub const COOKIE: &str = "nrto-reg"; // i18n: not text
/// Registrations one address may send within [`POST_WINDOW`].
pub const MAX_POSTS: usize = 10;
/// The window of [`MAX_POSTS`].
pub const POST_WINDOW: Duration = Duration::from_secs(60);
/// The longest deck list a phone may paste (as on the player's page).
const MAX_LIST_CHARS: usize = 12_000;

/// Registrations sent per address in the last [`POST_WINDOW`].
#[derive(Default)]
pub struct Throttle {
    sent: Mutex<HashMap<IpAddr, VecDeque<Instant>>>,
}

impl Throttle {
    /// Counts a registration from `addr`; `Err(seconds)` to wait when it is one too many.
    fn allow(&self, addr: IpAddr, now: Instant) -> Result<(), u64> {
        let Ok(mut map) = self.sent.lock() else {
            return Ok(());
        };
        map.retain(|_, q| {
            while q
                .front()
                .is_some_and(|t| now.duration_since(*t) >= POST_WINDOW)
            {
                q.pop_front();
            }
            !q.is_empty()
        });
        let q = map.entry(addr).or_default();
        if q.len() >= MAX_POSTS {
            let first = q.front().copied().unwrap_or(now);
            let wait = POST_WINDOW.saturating_sub(now.duration_since(first));
            return Err(wait.as_secs().max(1));
        }
        q.push_back(now);
        Ok(())
    }
}

/// The phone's registration token, from its cookie (when it is one the server could have
/// drawn).
pub fn phone_token(headers: &HeaderMap) -> Option<String> {
    headers
        .get_all(header::COOKIE)
        .iter()
        .filter_map(|v| v.to_str().ok())
        .flat_map(|v| v.split(';'))
        .filter_map(|c| c.trim().split_once('='))
        .find(|(k, _)| *k == COOKIE)
        .map(|(_, v)| v.trim().to_string())
        .filter(|v| well_formed_secret(v))
}

/// The registration form's fields (every one optional: a missing one is a clear refusal).
#[derive(Clone, Debug, Default, serde::Deserialize)]
#[serde(default)]
pub struct RegistrationForm {
    /// The player's name.
    pub name: String,
    /// Pronouns.
    pub pronouns: String,
    /// How the name is read (ふりがな), asked on a Japanese page or event.
    pub reading: String,
    /// The Corp identity, as typed or chosen.
    pub corp: String,
    /// The Runner identity.
    pub runner: String,
    /// "yes" when the player may be filmed (the box is ticked).
    pub filmed: Option<String>,
    /// A Corp deck list, pasted.
    pub corp_list: String,
    /// A Runner deck list, pasted.
    pub runner_list: String,
}

impl RegistrationForm {
    /// The form filled with a waiting entry (the phone edits it).
    fn of(w: &crate::engine::WaitingRegistration) -> RegistrationForm {
        let d = &w.details;
        RegistrationForm {
            name: d.name.clone(),
            pronouns: d.pronouns.clone().unwrap_or_default(),
            reading: d.reading.clone().unwrap_or_default(),
            corp: d.corp.clone().unwrap_or_default(),
            runner: d.runner.clone().unwrap_or_default(),
            filmed: (!d.no_video).then(|| "yes".to_string()), // i18n: not text
            corp_list: String::new(),
            runner_list: String::new(),
        }
    }
}

/// What the phone is told after sending the form.
#[derive(Clone, Debug)]
struct Reply {
    status: StatusCode,
    text: String,
}

impl Reply {
    fn no(status: StatusCode, text: String) -> Reply {
        Reply { status, text }
    }

    fn message(&self) -> Markup {
        let class = if self.status.is_success() {
            "card msg ok" // i18n: not text
        } else {
            "card msg no" // i18n: not text
        };
        html! { div class=(class) role="status" id="msg" { (self.text) } }
    }
}

/// The identities of `side` a player may register with: the card data's identities legal in
/// the event's format on its date (every identity of the built-in list when no rules are in
/// force), by title.
pub fn legal_identities(event: &Event, db: &CardDb, today: chrono::NaiveDate) -> Vec<String> {
    let mut titles: Vec<String> = match crate::io::decks::event_rules(event, db, today) {
        Ok(rules) => db
            .cards()
            .iter()
            .filter(|c| c.card_type.is_identity() && rules.in_pool(c) && rules.banned(c).is_none())
            .map(|c| (c.side, c.title.clone()))
            .collect::<Vec<_>>(),
        Err(_) => crate::io::identities::all()
            .iter()
            .map(|i| (i.side, i.title.clone()))
            .collect(),
    }
    .into_iter()
    .map(|(s, t)| format!("{}{t}", side_tag(s)))
    .collect();
    titles.sort();
    titles.dedup();
    titles
}

fn side_tag(s: Side) -> char {
    match s {
        Side::Corp => 'C',
        Side::Runner => 'R',
    }
}

/// The legal identities of one side, by title (see [`legal_identities`]).
fn legal_of(all: &[String], side: Side) -> Vec<&str> {
    let tag = side_tag(side);
    all.iter()
        .filter_map(|t| t.strip_prefix(tag))
        .collect::<Vec<_>>()
}

/// The card data in use (the organizer's newer file, else the built-in data).
fn cards(s: &Shared) -> crate::io::cards::CardDbRef {
    let dir = s.data_dir.lock().ok().and_then(|d| d.clone());
    crate::io::cards::current(dir.as_deref()).0
}

fn today() -> chrono::NaiveDate {
    chrono::Local::now().date_naive()
}

/// An identity as typed: empty is none; else the one legal identity it names (accent- and
/// case-insensitive, as the app's registration form finds them), or a refusal that says
/// which identities it could mean.
fn identity(side: Side, typed: &str, legal: &[&str], lang: Lang) -> Result<Option<String>, Reply> {
    let t = typed.trim();
    if t.is_empty() {
        return Ok(None);
    }
    let side_word = crate::io::words::side(side, lang);
    // A title of the card data chosen from the list (newer card data may have identities the
    // built-in list has not yet).
    let lower = t.to_lowercase();
    if let Some(title) = legal.iter().find(|l| l.to_lowercase() == lower) {
        return Ok(Some((*title).to_string()));
    }
    let found = crate::io::identities::resolve(side, t)
        .map(str::to_string)
        .or_else(|| {
            let hits = crate::io::identities::suggest(side, t, 2);
            match hits.as_slice() {
                [one] => Some(one.title.clone()),
                _ => None,
            }
        });
    match found {
        Some(title) if legal.contains(&title.as_str()) => Ok(Some(title)),
        Some(title) => Err(Reply::no(
            StatusCode::UNPROCESSABLE_ENTITY,
            tr!(
                lang,
                "web-registration-identity-not-legal",
                side = side_word,
                identity = title
            ),
        )),
        None => {
            let options: Vec<String> = crate::io::identities::suggest(side, t, 20)
                .into_iter()
                .filter(|i| legal.contains(&i.title.as_str()))
                .take(4)
                .map(|i| i.title.clone())
                .collect();
            Err(Reply::no(
                StatusCode::UNPROCESSABLE_ENTITY,
                if options.is_empty() {
                    tr!(
                        lang,
                        "web-registration-identity-unknown",
                        side = side_word,
                        text = t
                    )
                } else {
                    tr!(
                        lang,
                        "web-registration-identity-which",
                        side = side_word,
                        text = t,
                        options = options.join(&tr!(lang, "web-list-separator"))
                    )
                },
            ))
        }
    }
}

/// A pasted deck list for `side`: read and checked at once as the player's page does, its
/// problems said (it is handed in anyway, as there), or why it cannot be read.
fn deck(
    event: &Event,
    db: &CardDb,
    side: Side,
    text: &str,
    lang: Lang,
    notes: &mut Vec<String>,
) -> Result<Option<Deck>, Reply> {
    if text.trim().is_empty() {
        return Ok(None);
    }
    let unreadable = |e: crate::io::decks::SubmissionError| {
        Reply::no(StatusCode::UNPROCESSABLE_ENTITY, e.explain(lang))
    };
    if text.chars().count() > MAX_LIST_CHARS {
        return Err(Reply::no(
            StatusCode::PAYLOAD_TOO_LARGE,
            tr!(lang, "web-answer-too-large"),
        ));
    }
    let read = crate::io::decklist::read(text, db)
        .map_err(|e| unreadable(crate::io::decks::SubmissionError::Read(e)))?;
    if let Some((found, identity)) = read
        .deck
        .identity
        .as_ref()
        .and_then(|i| db.card(&i.id))
        .map(|c| (c.side, c.title.clone()))
        && found != side
    {
        return Err(unreadable(crate::io::decks::SubmissionError::WrongSide {
            asked: side,
            found,
            identity,
        }));
    }
    let rules = crate::io::decks::event_rules(event, db, today()).ok();
    let status = crate::io::decks::list_status(&read.deck, side, false, rules.as_ref());
    let side_word = crate::io::words::side(side, lang);
    notes.push(if status.problems.is_empty() {
        tr!(lang, "web-answer-deck-legal", side = side_word)
    } else {
        tr!(
            lang,
            "web-answer-deck-problems",
            side = side_word,
            problems = status
                .problems
                .iter()
                .map(|p| p.explain(lang))
                .collect::<Vec<_>>()
                .join(&tr!(lang, "web-list-separator"))
        )
    });
    Ok(Some(read.deck))
}

/// The command a filled form asks for, with what to tell the phone about its lists.
fn command_of(
    snap: &Snapshot,
    db: &CardDb,
    token: &str,
    f: &RegistrationForm,
    lang: Lang,
) -> Result<(Command, Vec<String>), Reply> {
    let e = &snap.event;
    if f.name.trim().is_empty() {
        return Err(Reply::no(
            StatusCode::UNPROCESSABLE_ENTITY,
            tr!(lang, "web-registration-name-missing"),
        ));
    }
    let legal = legal_identities(e, db, today());
    let mut notes = Vec::new();
    let collected = e.settings().decks.collected;
    let (corp_deck, runner_deck) = if collected {
        (
            deck(e, db, Side::Corp, &f.corp_list, lang, &mut notes)?,
            deck(e, db, Side::Runner, &f.runner_list, lang, &mut notes)?,
        )
    } else {
        (None, None)
    };
    // A list's identity is the player's for that side: the typed one is not needed then.
    let corp = match corp_deck {
        Some(_) => None,
        None => identity(Side::Corp, &f.corp, &legal_of(&legal, Side::Corp), lang)?,
    };
    let runner = match runner_deck {
        Some(_) => None,
        None => identity(
            Side::Runner,
            &f.runner,
            &legal_of(&legal, Side::Runner),
            lang,
        )?,
    };
    let pronouns = f.pronouns.trim();
    let reading = f.reading.trim();
    let details = PlayerDetails {
        name: f.name.clone(),
        corp,
        runner,
        pronouns: (!pronouns.is_empty()).then(|| pronouns.to_string()),
        reading: (!reading.is_empty()).then(|| reading.to_string()),
        fixed_table: None,
        no_video: f.filmed.is_none(),
    };
    Ok((
        Command::Register {
            token: token.to_string(),
            details,
            corp_deck,
            runner_deck,
        },
        notes,
    ))
}

/// The live part of the registration page: where this phone's registration stands.
fn status(e: &Event, token: Option<&str>, lang: Lang) -> Markup {
    let Some(state) = token.and_then(|t| e.registration_of(t)) else {
        return html! {};
    };
    html! {
        @match state {
            PhoneRegistration::Waiting(w) => {
                section class="card" id="registration" {
                    h2 { (tr!(lang, "web-registration-waiting-title")) }
                    p { bdi { (w.details.name) } " · #" (w.number) }
                    p class="m s" { (tr!(lang, "web-registration-waiting")) }
                }
            }
            PhoneRegistration::Decided(Decision::Accepted { player }) => {
                section class="card you" id="registration" {
                    h2 { (tr!(lang, "web-registration-accepted-title")) }
                    p { bdi { (e.name_of(player)) } }
                    (code_box(e, player, lang))
                    p { a href={ "/player/" (player.0) } { (tr!(lang, "web-registration-your-page")) } }
                }
            }
            PhoneRegistration::Decided(Decision::Refused) => {
                section class="card" id="registration" {
                    h2 { (tr!(lang, "web-registration-refused-title")) }
                    p class="m s" { (tr!(lang, "web-registration-refused")) }
                }
            }
        }
    }
}

/// A player's personal code, large, with what it is for.
fn code_box(e: &Event, p: PlayerId, lang: Lang) -> Markup {
    html! {
        @if let Some(code) = e.player_code(p) {
            p class="m s" { (tr!(lang, "web-registration-your-code")) }
            p class="big" id="code" style="font:700 2em/1.2 ui-monospace,Menlo,Consolas,monospace;letter-spacing:.12em" { (code) } // i18n: not text
            p class="m s" { (tr!(lang, "web-registration-code-why")) }
        }
    }
}

/// On a player's page: their personal code, when this phone registered them (its cookie);
/// nothing for any other phone.
pub(super) fn own_code(snap: &Snapshot, p: PlayerId, phone: Option<&str>, lang: Lang) -> Markup {
    let e = &snap.event;
    if phone.and_then(|t| e.player_of_phone(t)) != Some(p) {
        return html! {};
    }
    html! { section class="card you" id="own-code" { (code_box(e, p, lang)) } }
}

/// The form, filled with `f`.
fn form_markup(snap: &Snapshot, legal: &[String], f: &RegistrationForm, lang: Lang) -> Markup {
    let e = &snap.event;
    let collected = e.settings().decks.collected;
    let ids = |side: Side, id: &str| {
        html! { datalist id=(id) { @for t in legal_of(legal, side) { option value=(t) {} } } }
    };
    html! {
        section class="card" id="register" {
            h2 { (tr!(lang, "web-registration-title")) }
            p class="m s" { (tr!(lang, "web-registration-how")) }
            form method="post" {
                label { (tr!(lang, "web-registration-name")) input name="name" value=(f.name) maxlength="100" required autocomplete="name"; }
                // The name's reading, where lists are sorted by it (a Japanese page or event).
                @if crate::io::names::reading_expected(e, lang) || !f.reading.is_empty() {
                    label { (tr!(lang, "web-registration-reading")) input name="reading" value=(f.reading) maxlength="100" autocomplete="off"; }
                }
                label { (tr!(lang, "web-registration-pronouns")) input name="pronouns" value=(f.pronouns) maxlength="200"; }
                label { (tr!(lang, "web-registration-corp")) input name="corp" value=(f.corp) list="corp-ids" maxlength="200" autocomplete="off"; }
                (ids(Side::Corp, "corp-ids"))
                label { (tr!(lang, "web-registration-runner")) input name="runner" value=(f.runner) list="runner-ids" maxlength="200" autocomplete="off"; }
                (ids(Side::Runner, "runner-ids"))
                label { input type="checkbox" name="filmed" value="yes" checked[f.filmed.is_some()] style="width:auto;margin-right:.4em"; (tr!(lang, "web-registration-filmed")) } // i18n: not text
                @if collected {
                    p class="m s" { (tr!(lang, "web-registration-lists")) }
                    label { (tr!(lang, "web-registration-corp-list")) textarea name="corp_list" rows="6" maxlength="12000" { (f.corp_list) } }
                    label { (tr!(lang, "web-registration-runner-list")) textarea name="runner_list" rows="6" maxlength="12000" { (f.runner_list) } }
                }
                button type="submit" { (tr!(lang, "web-registration-send")) }
            }
        }
    }
}

/// The registration page: the message, the form (while the link works and the phone has not
/// been accepted), and the live status.
#[allow(clippy::too_many_arguments)]
fn page(
    s: &Shared,
    snap: &Snapshot,
    part: &Part,
    speak: super::server::Speaking,
    link_works: bool,
    token: Option<&str>,
    filled: Option<&RegistrationForm>,
    reply: Option<&Reply>,
) -> Response {
    let lang = speak.lang;
    let e = &snap.event;
    let accepted = token.and_then(|t| e.player_of_phone(t)).is_some();
    let own = token.and_then(|t| match e.registration_of(t) {
        Some(PhoneRegistration::Waiting(w)) => Some(RegistrationForm::of(w)),
        _ => None,
    });
    let form = filled.cloned().or(own).unwrap_or_else(|| RegistrationForm {
        filmed: Some("yes".into()), // i18n: not text
        ..RegistrationForm::default()
    });
    let top = html! {
        @if let Some(r) = reply { (r.message()) }
        @if !link_works {
            div class="card msg no" id="closed" { (tr!(lang, "web-registration-link-closed")) }
        } @else if !accepted {
            @let db = cards(s);
            (form_markup(snap, &legal_identities(e, db.db(), today()), &form, lang))
        }
    };
    let title = tr!(lang, "web-registration-title");
    let mut r = respond(
        snap,
        part,
        speak,
        &title,
        super::pages::Nav::Player,
        Some(top),
        || status(e, token, lang).into_string(),
    );
    if let Some(reply) = reply {
        *r.status_mut() = reply.status;
    } else if !link_works {
        *r.status_mut() = StatusCode::FORBIDDEN;
    }
    r
}

/// `GET /register/SECRET`: the form, or (`?part=live`) where this phone's registration stands.
pub(super) async fn form(
    State(s): State<Arc<Shared>>,
    ConnectInfo(from): ConnectInfo<SocketAddr>,
    Path(secret): Path<String>,
    Asked(part): Asked,
    headers: HeaderMap,
) -> Response {
    let snap = s.owner.snapshot();
    let speak = part.speaking(&snap, &headers);
    let token = phone_token(&headers);
    if part.part.as_deref() == Some("live") {
        // The phone's status only (keyed by its cookie, not by the link): it still updates
        // after registration closes.
        return respond(
            &snap,
            &part,
            speak,
            "",
            super::pages::Nav::Player,
            None,
            || status(&snap.event, token.as_deref(), speak.lang).into_string(),
        );
    }
    let works = s
        .limiter
        .check(None, from.ip(), || {
            snap.event.check_registration_secret(&secret)
        })
        .is_ok();
    // Drawn off the server's two workers: the form reads the card data (a newer file of the
    // organizer's is read from disk).
    let render = move || page(&s, &snap, &part, speak, works, token.as_deref(), None, None);
    match tokio::task::spawn_blocking(render).await {
        Ok(r) => r,
        Err(_) => StatusCode::INTERNAL_SERVER_ERROR.into_response(),
    }
}

/// `POST /register/SECRET`: a registration (or this phone's edit of its waiting one).
pub(super) async fn post(
    State(s): State<Arc<Shared>>,
    ConnectInfo(from): ConnectInfo<SocketAddr>,
    Path(secret): Path<String>,
    Asked(part): Asked,
    headers: HeaderMap,
    form: Result<axum::Form<RegistrationForm>, FormRejection>,
) -> Response {
    let snap = s.owner.snapshot();
    let speak = part.speaking(&snap, &headers);
    let lang = speak.lang;
    let old = phone_token(&headers);
    let mut token = old.clone();
    let filled = form.as_ref().ok().map(|f| f.0.clone());
    let reply = match form {
        Err(r) => {
            let a = super::server::unread(&r);
            Reply::no(a.status, a.text(lang))
        }
        Ok(axum::Form(f)) => {
            match register(
                &s,
                &snap,
                &secret,
                from.ip(),
                &headers,
                &mut token,
                &f,
                lang,
            )
            .await
            {
                Ok(r) | Err(r) => r,
            }
        }
    };
    let works = s.owner.snapshot().event.check_registration_secret(&secret);
    let keep = (!reply.status.is_success()).then_some(filled).flatten();
    let new_token = token.filter(|t| Some(t) != old.as_ref());
    let render = move || {
        let snap = s.owner.snapshot();
        let phone = new_token.clone().or(old);
        let mut r = page(
            &s,
            &snap,
            &Part::default(),
            speak,
            works,
            phone.as_deref(),
            keep.as_ref(),
            Some(&reply),
        );
        // The language's cookie first: it replaces the cookie headers, the token's is added.
        remember(&mut r, speak);
        if let Some(t) = new_token {
            keep_token(&mut r, &t);
        }
        r
    };
    match tokio::task::spawn_blocking(render).await {
        Ok(r) => r,
        Err(_) => StatusCode::INTERNAL_SERVER_ERROR.into_response(),
    }
}

/// Keeps the phone's token in its cookie (a year; this site only; no script may read it).
fn keep_token(r: &mut Response, token: &str) {
    let cookie = format!(
        "{COOKIE}={token}; Path=/; Max-Age=31536000; SameSite=Lax; HttpOnly" // i18n: not text
    );
    if let Ok(v) = HeaderValue::from_str(&cookie) {
        r.headers_mut().append(header::SET_COOKIE, v);
    }
}

#[allow(clippy::too_many_arguments)]
async fn register(
    s: &Shared,
    snap: &Snapshot,
    secret: &str,
    addr: IpAddr,
    headers: &HeaderMap,
    token: &mut Option<String>,
    f: &RegistrationForm,
    lang: Lang,
) -> Result<Reply, Reply> {
    same_origin(headers).map_err(|a| Reply::no(a.status, a.text(lang)))?;
    s.limiter
        .check(None, addr, || snap.event.check_registration_secret(secret))
        .map_err(|a| {
            if a.status == StatusCode::FORBIDDEN {
                Reply::no(a.status, tr!(lang, "web-registration-link-closed"))
            } else {
                Reply::no(a.status, a.text(lang))
            }
        })?;
    s.registrations
        .allow(addr, Instant::now())
        .map_err(|seconds| {
            Reply::no(
                StatusCode::TOO_MANY_REQUESTS,
                tr!(lang, "web-registration-too-many", seconds = seconds),
            )
        })?;
    let t = match token.clone() {
        Some(t) => t,
        None => {
            let t = crate::io::secret::link_secret()
                .map_err(|e| Reply::no(StatusCode::INTERNAL_SERVER_ERROR, e.to_string()))?;
            *token = Some(t.clone());
            t
        }
    };
    let db = cards(s);
    let (command, notes) = command_of(snap, db.db(), &t, f, lang)?;
    let editing = matches!(
        snap.event.registration_of(&t),
        Some(PhoneRegistration::Waiting(_))
    );
    let answer = s.owner.submit(command, Requester::Phone(t)).await;
    match answer {
        Ok(_) => {
            let mut text = if editing {
                tr!(lang, "web-registration-edited")
            } else {
                tr!(lang, "web-registration-sent")
            };
            for n in notes {
                text.push_str(&tr!(lang, "web-list-separator"));
                text.push_str(&n);
            }
            Ok(Reply::no(StatusCode::OK, text))
        }
        Err(r) => Err(refused(&r, lang)),
    }
}

fn refused(r: &Refusal, lang: Lang) -> Reply {
    Reply::no(status_of(r), refusal_text(r, lang))
}

/// The registration address for a server at `url` (`http://192.168.1.20:8080/`), for the QR
/// codes and the command line.
pub fn address(url: &str, secret: &str) -> String {
    format!("{}/register/{secret}", url.trim_end_matches('/')) // i18n: not text
}

/// The QR code (SVG) of the registration link while registration is open, for a server at
/// `url`.
pub fn qr(url: &str, event: &Event) -> Option<String> {
    let secret = event.registration().secret.as_deref()?;
    super::server::qr_svg(&address(url, secret))
}
