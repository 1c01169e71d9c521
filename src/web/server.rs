//! The HTTP server: axum on its own tokio runtime, so the app's GUI thread never waits for it.

use super::gate::{Gate, Limits, Refused, Ticket};
use super::owner::{OwnerHandle, Requester};
use super::pages::{self, Nav};
use super::report::{self, Answer, Attempt, Limiter, PlayerForm, Said};
use super::snapshot::Snapshot;
use crate::engine::{Command, PlayerId};
use crate::i18n::Lang;
use crate::tr;
use axum::Router;
use axum::extract::ConnectInfo;
use axum::extract::rejection::FormRejection;
use axum::extract::{Path, Query, State};
use axum::http::{HeaderMap, HeaderValue, StatusCode, header};
use axum::response::sse::{Event as SseEvent, KeepAlive, Sse};
use axum::response::{Html, IntoResponse, Response};
use axum::routing::get;

/// The largest form a player's page may post (a deck list pasted, URL-encoded); other
/// requests are limited to 16 KiB.
pub const PLAYER_FORM_LIMIT: usize = 64 * 1024;
use maud::Markup;
use std::convert::Infallible;
use std::net::SocketAddr;
use std::sync::Arc;
use std::sync::atomic::{AtomicUsize, Ordering};
use std::time::Duration;

/// What every handler sees.
pub(super) struct Shared {
    pub(super) owner: OwnerHandle,
    /// The address phones use (`http://192.168.1.20:8080/`), for the QR code.
    pub(super) url: String,
    /// The QR code of `url`, as SVG.
    qr_svg: Option<String>,
    /// Live pages connected now.
    watching: AtomicUsize,
    /// Wrong codes per player and address, and the attempts the organizer sees.
    pub(super) limiter: Limiter,
    /// Where the organizer keeps a newer card data file (deck lists from phones).
    pub(super) data_dir: std::sync::Mutex<Option<std::path::PathBuf>>,
    /// Registrations sent per address (issue 38).
    pub(super) registrations: super::registration::Throttle,
    /// Open connections and live streams, per address and in total.
    pub(super) gate: Arc<Gate>,
}

/// A running server. Stopped when dropped.
pub struct Server {
    runtime: Option<tokio::runtime::Runtime>,
    shutdown: Option<tokio::sync::oneshot::Sender<()>>,
    addr: SocketAddr,
    shared: Arc<Shared>,
}

/// The QR code of a text, as an SVG image (black on white, with its quiet zone).
pub fn qr_svg(text: &str) -> Option<String> {
    let code = qrcode::QrCode::new(text.as_bytes()).ok()?;
    Some(
        code.render::<qrcode::render::svg::Color<'_>>()
            .min_dimensions(160, 160)
            .build(),
    )
}

/// The QR code of a text as rows of dark (true) and light modules, without the quiet zone
/// (the app draws it itself; the player cards print it).
pub fn qr_modules(text: &str) -> Option<Vec<Vec<bool>>> {
    crate::io::print::qr_modules(text)
}

/// The address phones type or scan for a server listening on `addr`.
pub fn url_of(addr: SocketAddr) -> String {
    format!("http://{addr}/") // i18n: not text
}

impl Server {
    /// Starts serving the owner's snapshots on `listen` (port 0: any free port), with the caps
    /// that fit this process's limit of open files ([`Limits::for_this_process`]). Fails when
    /// the address cannot be used (taken, or not this computer's).
    pub fn start(listen: SocketAddr, owner: OwnerHandle) -> std::io::Result<Server> {
        Server::start_with(listen, owner, Limits::for_this_process())
    }

    /// [`Server::start`] with the given caps and timeouts.
    pub fn start_with(
        listen: SocketAddr,
        owner: OwnerHandle,
        limits: Limits,
    ) -> std::io::Result<Server> {
        let runtime = tokio::runtime::Builder::new_multi_thread()
            .worker_threads(2)
            .thread_name("netrunner-to-web")
            .enable_all()
            .build()?;
        let listener = runtime.block_on(tokio::net::TcpListener::bind(listen))?;
        let addr = listener.local_addr()?;
        let url = url_of(addr);
        let shared = Arc::new(Shared {
            owner,
            qr_svg: qr_svg(&url),
            url,
            watching: AtomicUsize::new(0),
            limiter: Limiter::default(),
            data_dir: std::sync::Mutex::new(None),
            registrations: super::registration::Throttle::default(),
            gate: Gate::new(limits),
        });
        let app = router(shared.clone());
        let (tx, rx) = tokio::sync::oneshot::channel::<()>();
        runtime.spawn(accept_loop(listener, app, shared.gate.clone(), rx));
        Ok(Server {
            runtime: Some(runtime),
            shutdown: Some(tx),
            addr,
            shared,
        })
    }

    /// The address it listens on.
    pub fn addr(&self) -> SocketAddr {
        self.addr
    }

    /// The address phones open, `http://ADDR:PORT/`.
    pub fn url(&self) -> &str {
        &self.shared.url
    }

    /// The wrong codes and tokens tried, oldest first (the latest 200): what the organizer
    /// sees.
    pub fn attempts(&self) -> Vec<Attempt> {
        self.shared.limiter.attempts()
    }

    /// The owner's handle the server uses (the latest snapshot).
    pub fn owner(&self) -> OwnerHandle {
        self.shared.owner.clone()
    }

    /// Tells `watcher` of every wrong code or token as it is tried (`serve` prints them).
    pub fn watch_attempts(&self, watcher: super::report::AttemptWatcher) {
        self.shared.limiter.watch(watcher);
    }

    /// Where the organizer keeps a newer card data file: deck lists handed in from phones
    /// are checked against the newer of it and the built-in data.
    pub fn set_card_data_dir(&self, dir: Option<std::path::PathBuf>) {
        if let Ok(mut d) = self.shared.data_dir.lock() {
            *d = dir;
        }
    }

    /// What the caps refused since the start (a device holding too many connections, or
    /// too many live pages): the organizer is told.
    pub fn refused(&self) -> Refused {
        self.shared.gate.refused()
    }

    /// The gate's counts, shared (for a watcher that outlives a borrow of the server).
    pub fn gate(&self) -> Arc<Gate> {
        self.shared.gate.clone()
    }

    /// Connections open now.
    pub fn connections(&self) -> usize {
        self.shared.gate.open()
    }

    /// The caps and timeouts in force.
    pub fn limits(&self) -> Limits {
        self.shared.gate.limits()
    }

    /// How many live pages are connected now.
    pub fn watching(&self) -> usize {
        self.shared.watching.load(Ordering::Relaxed)
    }

    /// Stops serving: open pages stop updating (they reconnect if sharing starts again).
    pub fn stop(mut self) {
        self.shut_down();
    }

    fn shut_down(&mut self) {
        if let Some(tx) = self.shutdown.take() {
            let _ = tx.send(());
        }
        if let Some(rt) = self.runtime.take() {
            // Live pages hold their connections open: give them a moment, then drop them.
            rt.shutdown_timeout(Duration::from_millis(500));
        }
    }
}

impl Drop for Server {
    fn drop(&mut self) {
        self.shut_down();
    }
}

/// Accepts connections until told to stop: each counted by the gate (closed at once past a
/// cap), served on a task of its own with the head timeout, which also closes an idle
/// keep-alive connection.
async fn accept_loop(
    listener: tokio::net::TcpListener,
    app: Router,
    gate: Arc<Gate>,
    mut stop: tokio::sync::oneshot::Receiver<()>,
) {
    let limits = gate.limits();
    loop {
        let (socket, remote) = tokio::select! {
            accepted = listener.accept() => match accepted {
                Ok(pair) => pair,
                // Out of files, or a connection reset before it was accepted: wait a moment
                // rather than spin.
                Err(_) => {
                    tokio::time::sleep(Duration::from_millis(20)).await;
                    continue;
                }
            },
            _ = &mut stop => return,
        };
        let Some(ticket) = gate.connection(remote.ip()) else {
            drop(socket);
            continue;
        };
        let _ = socket.set_nodelay(true);
        let service = hyper_util::service::TowerToHyperService::new(app.clone());
        let service = hyper::service::service_fn(
            move |mut request: hyper::Request<hyper::body::Incoming>| {
                request.extensions_mut().insert(ConnectInfo(remote));
                hyper::service::Service::call(&service, request)
            },
        );
        tokio::spawn(async move {
            let _held = ticket;
            let connection = hyper::server::conn::http1::Builder::new()
                .timer(hyper_util::rt::TokioTimer::new())
                .header_read_timeout(limits.header_timeout)
                .keep_alive(true)
                .serve_connection(hyper_util::rt::TokioIo::new(socket), service);
            let _ = connection.await;
        });
    }
}

/// A request that takes longer than the body timeout to arrive and be answered gets 408 (a
/// live stream answers at once; its life is not limited).
async fn within_time(
    State(s): State<Arc<Shared>>,
    request: axum::extract::Request,
    next: axum::middleware::Next,
) -> Response {
    let lang = request_lang(
        &s.owner.snapshot(),
        request.uri().query(),
        request.headers(),
    );
    match tokio::time::timeout(s.gate.limits().body_timeout, next.run(request)).await {
        Ok(response) => response,
        Err(_) => plain(StatusCode::REQUEST_TIMEOUT, tr!(lang, "web-error-too-slow")),
    }
}

/// A short answer in plain text (an error the server writes without a page).
fn plain(status: StatusCode, text: String) -> Response {
    (
        status,
        [(header::CONTENT_TYPE, "text/plain; charset=utf-8")], // i18n: not text
        text,
    )
        .into_response()
}

/// The language a page is written in: the visitor's choice now (`?lang=ja`, which the answer
/// also keeps in a cookie), else the one kept in their cookie, else the event's (its
/// printouts' language). A tag the program does not speak is ignored.
#[derive(Clone, Copy, Debug)]
pub(super) struct Speaking {
    pub(super) lang: Lang,
    /// Chosen with `?lang=` on this request: the answer sets the cookie.
    chosen_now: bool,
}

fn speaking(snap: &Snapshot, asked: Option<&str>, headers: &HeaderMap) -> Speaking {
    if let Some(lang) = asked.and_then(Lang::from_tag) {
        return Speaking {
            lang,
            chosen_now: true,
        };
    }
    let kept = headers
        .get_all(header::COOKIE)
        .iter()
        .filter_map(|v| v.to_str().ok())
        .flat_map(|v| v.split(';'))
        .filter_map(|c| c.trim().split_once('='))
        .find(|(k, _)| *k == pages::LANG_COOKIE)
        .and_then(|(_, v)| Lang::from_tag(v.trim()));
    Speaking {
        lang: kept.unwrap_or_else(|| crate::io::print::lang_of(&snap.event)),
        chosen_now: false,
    }
}

/// [`speaking`]'s language from a request's query string (`lang=`) and headers.
fn request_lang(snap: &Snapshot, query: Option<&str>, headers: &HeaderMap) -> Lang {
    let asked = query.and_then(|q| {
        q.split('&')
            .filter_map(|kv| kv.split_once('='))
            .find(|(k, _)| *k == pages::LANG_PARAM)
            .map(|(_, v)| v)
    });
    speaking(snap, asked, headers).lang
}

/// Keeps a language chosen now in the visitor's cookie (a year; this site only).
pub(super) fn remember(r: &mut Response, speak: Speaking) {
    if !speak.chosen_now {
        return;
    }
    let cookie = format!(
        "{}={}; Path=/; Max-Age=31536000; SameSite=Lax; HttpOnly", // i18n: not text
        pages::LANG_COOKIE,
        speak.lang.tag()
    );
    if let Ok(v) = HeaderValue::from_str(&cookie) {
        r.headers_mut().insert(header::SET_COOKIE, v);
    }
}

fn router(shared: Arc<Shared>) -> Router {
    Router::new()
        .route("/", get(home))
        .route("/pairings", get(pairings))
        .route("/standings", get(standings))
        .route("/bracket", get(bracket))
        .route("/statistics", get(statistics))
        .route("/projector", get(projector))
        .route(
            "/player/{id}",
            get(player)
                .post(player_post)
                .layer(axum::extract::DefaultBodyLimit::max(PLAYER_FORM_LIMIT)),
        )
        .route(
            "/scorekeeper/{token}",
            get(scorekeeper).post(scorekeeper_post),
        )
        .route(
            "/register/{secret}",
            get(super::registration::form)
                .post(super::registration::post)
                .layer(axum::extract::DefaultBodyLimit::max(2 * PLAYER_FORM_LIMIT)),
        )
        .route("/live", get(live))
        .route("/follow/{token}", get(super::follow::feed))
        .route(
            "/follow/{token}/moved",
            axum::routing::post(super::follow::moved),
        )
        .route("/app.js", get(script))
        .fallback(not_found)
        .layer(axum::extract::DefaultBodyLimit::max(16 * 1024))
        .layer(axum::middleware::map_response(security_headers))
        .layer(axum::middleware::from_fn_with_state(
            shared.clone(),
            within_time,
        ))
        .with_state(shared)
}

/// No page may load anything from elsewhere, be framed, or be cached (it changes live).
async fn security_headers(mut response: Response) -> Response {
    let h = response.headers_mut();
    let set = |h: &mut HeaderMap, k: header::HeaderName, v: &'static str| {
        h.insert(k, HeaderValue::from_static(v));
    };
    set(
        h,
        header::CONTENT_SECURITY_POLICY,
        // i18n: not text
        "default-src 'none'; style-src 'unsafe-inline'; script-src 'self'; \
         connect-src 'self'; img-src 'self' data:; form-action 'self'; base-uri 'none'; \
         frame-ancestors 'none'",
    );
    set(h, header::X_CONTENT_TYPE_OPTIONS, "nosniff");
    set(h, header::REFERRER_POLICY, "no-referrer");
    if !h.contains_key(header::CACHE_CONTROL) {
        set(h, header::CACHE_CONTROL, "no-store");
    }
    response
}

/// The pages' one script (no inline script runs: the policy allows only this file).
async fn script() -> Response {
    let mut r = (
        [(header::CONTENT_TYPE, "text/javascript; charset=utf-8")], // i18n: not text
        pages::JS,
    )
        .into_response();
    // It changes only with the program: a phone may keep it for an hour.
    r.headers_mut().insert(
        header::CACHE_CONTROL,
        HeaderValue::from_static("public, max-age=3600"), // i18n: not text
    );
    r
}

/// `?part=live`: only the live fragment (what the page's script swaps in); `?lang=ja`: the
/// page in that language (kept in a cookie).
#[derive(Default, serde::Deserialize)]
pub(super) struct Part {
    pub(super) part: Option<String>,
    lang: Option<String>,
}

impl Part {
    pub(super) fn speaking(&self, snap: &Snapshot, headers: &HeaderMap) -> Speaking {
        speaking(snap, self.lang.as_deref(), headers)
    }
}

/// The page's [`Part`], read leniently: a query that does not read (a key twice, a broken
/// escape) asks for nothing, rather than getting an error page in English.
pub(super) struct Asked(pub(super) Part);

impl<S: Send + Sync> axum::extract::FromRequestParts<S> for Asked {
    type Rejection = Infallible;

    async fn from_request_parts(
        parts: &mut axum::http::request::Parts,
        _: &S,
    ) -> Result<Self, Self::Rejection> {
        Ok(Asked(
            Query::<Part>::try_from_uri(&parts.uri)
                .map(|q| q.0)
                .unwrap_or_default(),
        ))
    }
}

fn now_ms() -> i64 {
    chrono::Utc::now().timestamp_millis()
}

/// The whole page, or only its fragment, with the version and the server's time in headers.
pub(super) fn respond(
    snap: &Snapshot,
    part: &Part,
    speak: Speaking,
    title: &str,
    nav: Nav,
    top: Option<Markup>,
    fragment: impl FnOnce() -> String,
) -> Response {
    let now = now_ms();
    let version = snap.version;
    let body = if part.part.as_deref() == Some("live") {
        fragment()
    } else {
        let live = maud::PreEscaped(fragment());
        pages::page(&snap.event, speak.lang, title, nav, version, now, top, live).into_string()
    };
    let mut r = Html(body).into_response();
    remember(&mut r, speak);
    let h = r.headers_mut();
    if let Ok(v) = HeaderValue::from_str(&version.to_string()) {
        h.insert("x-version", v);
    }
    if let Ok(v) = HeaderValue::from_str(&now.to_string()) {
        h.insert("x-now", v);
    }
    r
}

async fn home(State(s): State<Arc<Shared>>, Asked(part): Asked, headers: HeaderMap) -> Response {
    let snap = s.owner.snapshot();
    let now = now_ms();
    let speak = part.speaking(&snap, &headers);
    let lang = speak.lang;
    let title = tr!(lang, "web-nav-event");
    respond(&snap, &part, speak, &title, Nav::Home, None, || {
        pages::home(&snap, now, lang).into_string()
    })
}

/// A page whose live fragment is the same for every phone in a language: rendered once per
/// snapshot and language ([`Snapshot::fragments`]), on the blocking threads, never on the two
/// workers that answer every phone (issue 32: while 400 reports arrived, each new snapshot's
/// 80 KB pairings were drawn on a worker, and every other page waited behind it; phones asking
/// for the same version wait for the one drawing, off the workers too).
async fn cached_page(
    s: Arc<Shared>,
    part: Part,
    headers: HeaderMap,
    nav: Nav,
    cache: fn(&super::snapshot::Fragments) -> &std::sync::OnceLock<String>,
    render: fn(&Snapshot, Lang) -> Markup,
) -> Response {
    let snap = s.owner.snapshot();
    let speak = part.speaking(&snap, &headers);
    let lang = speak.lang;
    let (title, top) = match nav {
        Nav::Pairings => (tr!(lang, "web-nav-pairings"), Some(pages::search_box(lang))),
        Nav::Standings => (tr!(lang, "web-nav-standings"), None),
        Nav::Bracket => (tr!(lang, "web-nav-bracket"), None),
        // Nav::Statistics, the only other page cached.
        _ => (tr!(lang, "web-nav-statistics"), None),
    };
    let text = match cache(snap.fragments(lang)).get() {
        Some(text) => text.clone(),
        None => {
            let drawing = Arc::clone(&snap);
            tokio::task::spawn_blocking(move || {
                cache(drawing.fragments(lang))
                    .get_or_init(|| render(&drawing, lang).into_string())
                    .clone()
            })
            .await
            .unwrap_or_else(|_| render(&snap, lang).into_string())
        }
    };
    respond(&snap, &part, speak, &title, nav, top, || text)
}

async fn pairings(
    State(s): State<Arc<Shared>>,
    Asked(part): Asked,
    headers: HeaderMap,
) -> Response {
    cached_page(
        s,
        part,
        headers,
        Nav::Pairings,
        |f| &f.pairings,
        pages::pairings,
    )
    .await
}

async fn standings(
    State(s): State<Arc<Shared>>,
    Asked(part): Asked,
    headers: HeaderMap,
) -> Response {
    cached_page(
        s,
        part,
        headers,
        Nav::Standings,
        |f| &f.standings,
        pages::standings,
    )
    .await
}

async fn bracket(State(s): State<Arc<Shared>>, Asked(part): Asked, headers: HeaderMap) -> Response {
    cached_page(
        s,
        part,
        headers,
        Nav::Bracket,
        |f| &f.bracket,
        pages::bracket,
    )
    .await
}

async fn statistics(
    State(s): State<Arc<Shared>>,
    Asked(part): Asked,
    headers: HeaderMap,
) -> Response {
    cached_page(
        s,
        part,
        headers,
        Nav::Statistics,
        |f| &f.statistics,
        pages::statistics,
    )
    .await
}

async fn projector(
    State(s): State<Arc<Shared>>,
    Asked(part): Asked,
    headers: HeaderMap,
) -> Response {
    let snap = s.owner.snapshot();
    let now = now_ms();
    let qr = s.qr_svg.as_deref();
    // While registration is open: the registration link's code beside it (issue 38).
    let register = super::registration::qr(&s.url, &snap.event);
    let speak = part.speaking(&snap, &headers);
    let lang = speak.lang;
    let title = tr!(lang, "web-projector");
    respond(&snap, &part, speak, &title, Nav::Home, None, || {
        pages::projector(&snap, now, qr, register.as_deref(), lang).into_string()
    })
}

async fn player(
    State(s): State<Arc<Shared>>,
    Path(id): Path<String>,
    Asked(part): Asked,
    headers: HeaderMap,
) -> Response {
    let snap = s.owner.snapshot();
    let speak = part.speaking(&snap, &headers);
    match player_id(&snap, &id) {
        Some(p) => {
            let phone = super::registration::phone_token(&headers);
            player_page(&s, &snap, p, &part, speak, None, phone.as_deref())
        }
        None => missing(&snap, speak),
    }
}

fn player_id(snap: &Snapshot, id: &str) -> Option<PlayerId> {
    id.parse::<u32>()
        .ok()
        .map(PlayerId)
        .filter(|p| snap.event.player(*p).is_some())
}

/// A player's page: their forms (report, side choice, deck list) above the live part, with
/// the answer to what they just sent.
fn player_page(
    s: &Shared,
    snap: &Snapshot,
    p: PlayerId,
    part: &Part,
    speak: Speaking,
    answer: Option<&Answer>,
    phone: Option<&str>,
) -> Response {
    let lang = speak.lang;
    let Some(markup) = pages::player(snap, p, lang) else {
        return missing(snap, speak);
    };
    let markup = markup.into_string();
    // The card data may be old for the event's date: said where lists are handed in.
    let stale = snap.event.settings().decks.collected.then(|| {
        let dir = s.data_dir.lock().ok().and_then(|d| d.clone());
        let on = crate::io::decks::event_date(&snap.event, chrono::Local::now().date_naive());
        crate::io::cards::stale_date_in_use(dir.as_deref(), on)
    });
    let top = maud::html! {
        (super::registration::own_code(snap, p, phone, lang))
        @if let Some(a) = answer { (report::message(a, lang)) }
        (report::player_forms(snap, p, stale.flatten(), lang))
    };
    let title = tr!(lang, "web-player");
    let mut r = respond(snap, part, speak, &title, Nav::Player, Some(top), || markup);
    if let Some(a) = answer {
        *r.status_mut() = a.status;
    }
    r
}

/// A form that could not be read (too large, or not a form), answered on the page in its
/// language with the reader's status (413, 415, 422).
pub(super) fn unread(r: &FormRejection) -> Answer {
    let status = r.status();
    let said = if status == StatusCode::PAYLOAD_TOO_LARGE {
        Said::TooLarge
    } else {
        Said::Unreadable
    };
    Answer::said(status, said)
}

/// A player's change: their result, their side choice, their deck list.
async fn player_post(
    State(s): State<Arc<Shared>>,
    ConnectInfo(from): ConnectInfo<SocketAddr>,
    Path(id): Path<String>,
    Asked(part): Asked,
    headers: HeaderMap,
    form: Result<axum::Form<PlayerForm>, FormRejection>,
) -> Response {
    let snap = s.owner.snapshot();
    let speak = part.speaking(&snap, &headers);
    let Some(p) = player_id(&snap, &id) else {
        return missing(&snap, speak);
    };
    let answer = match form {
        Ok(axum::Form(form)) => match player_change(&s, &snap, p, from, &headers, &form).await {
            Ok(a) | Err(a) => a,
        },
        Err(r) => unread(&r),
    };
    // Drawn off the server's two workers: when a save answers hundreds of reports at once,
    // their answer pages must not queue ahead of the pages other phones are loading.
    let phone = super::registration::phone_token(&headers);
    let render = move || {
        player_page(
            &s,
            &s.owner.snapshot(),
            p,
            &Part::default(),
            speak,
            Some(&answer),
            phone.as_deref(),
        )
    };
    match tokio::task::spawn_blocking(render).await {
        Ok(r) => r,
        Err(_) => StatusCode::INTERNAL_SERVER_ERROR.into_response(),
    }
}

async fn player_change(
    s: &Shared,
    snap: &Snapshot,
    p: PlayerId,
    from: SocketAddr,
    headers: &HeaderMap,
    form: &PlayerForm,
) -> Result<Answer, Answer> {
    report::same_origin(headers)?;
    s.limiter.check(Some(p), from.ip(), || {
        snap.event.check_player_code(p, &form.code)
    })?;
    let e = &snap.event;
    let (command, done) = match form.action.as_str() {
        "report" => {
            let report = report::report_of(e, p, form)?;
            (Command::SelfReport { by: p, report }, Said::Reported)
        }
        "side" => {
            let side = match form.side.as_str() {
                "corp" => crate::engine::Side::Corp,
                "runner" => crate::engine::Side::Runner,
                _ => {
                    return Err(Answer::said(
                        StatusCode::UNPROCESSABLE_ENTITY,
                        Said::ChooseSide,
                    ));
                }
            };
            if form.game.is_none() || report::side_choice_game(e, p) != form.game {
                return Err(Answer::said(StatusCode::CONFLICT, Said::NotYourSideChoice));
            }
            (
                Command::SetSidePreference {
                    player: p,
                    side: Some(side),
                },
                Said::SideRecorded,
            )
        }
        "deck" => return deck_list(s, snap, p, form).await,
        _ => {
            return Err(Answer::said(
                StatusCode::UNPROCESSABLE_ENTITY,
                Said::UnknownRequest,
            ));
        }
    };
    let answer = s.owner.submit(command, Requester::Player(p)).await;
    Ok(Answer::from_owner(answer, done))
}

/// A deck list handed in from a phone: read and checked at once (the player sees the
/// problems), stored by the owner.
async fn deck_list(
    s: &Shared,
    snap: &Snapshot,
    p: PlayerId,
    form: &PlayerForm,
) -> Result<Answer, Answer> {
    let dir = s.data_dir.lock().ok().and_then(|d| d.clone());
    let (cards, _) = crate::io::cards::current(dir.as_deref());
    let side = match form.side.as_str() {
        "corp" => Some(crate::engine::Side::Corp),
        "runner" => Some(crate::engine::Side::Runner),
        _ => None,
    };
    let today = chrono::Local::now().date_naive();
    let sub = crate::io::decks::submission(
        &snap.event,
        cards.db(),
        today,
        p,
        side,
        form.list.as_bytes(),
        crate::io::decks::Submitter::Player,
    )
    .map_err(|e| Answer::said(StatusCode::UNPROCESSABLE_ENTITY, Said::Deck(e)))?;
    let stored = Said::DeckStored {
        side: sub.side,
        problems: sub.status.problems.clone(),
    };
    let answer = s.owner.submit(sub.command, Requester::Player(p)).await;
    Ok(Answer::from_owner(answer, stored))
}

/// The scorekeeper's page: the current round's tables, each with its result in the app's
/// syntax.
async fn scorekeeper(
    State(s): State<Arc<Shared>>,
    ConnectInfo(from): ConnectInfo<SocketAddr>,
    Path(token): Path<String>,
    Asked(part): Asked,
    headers: HeaderMap,
) -> Response {
    let snap = s.owner.snapshot();
    let speak = part.speaking(&snap, &headers);
    let known = s.limiter.check(None, from.ip(), || {
        snap.event.scorekeeper_by_token(&token).is_some()
    });
    scorekeeper_page(&snap, known.err().as_ref(), &part, speak)
}

/// The scorekeeper's page: the answer to what was sent above the live tables (swapped in
/// place on every change, as the players' pages are).
fn scorekeeper_page(
    snap: &Snapshot,
    answer: Option<&Answer>,
    part: &Part,
    speak: Speaking,
) -> Response {
    let lang = speak.lang;
    let valid = report::scorekeeper_valid(answer);
    let top = answer.map(|a| report::message(a, lang));
    let title = tr!(lang, "web-scorekeeper");
    let mut r = respond(snap, part, speak, &title, Nav::Home, top, || {
        if valid {
            report::scorekeeper_games(snap, lang).into_string()
        } else {
            String::new()
        }
    });
    if let Some(a) = answer {
        *r.status_mut() = a.status;
    }
    r
}

async fn scorekeeper_post(
    State(s): State<Arc<Shared>>,
    ConnectInfo(from): ConnectInfo<SocketAddr>,
    Path(token): Path<String>,
    Asked(part): Asked,
    headers: HeaderMap,
    form: Result<axum::Form<report::ScorekeeperForm>, FormRejection>,
) -> Response {
    let snap = s.owner.snapshot();
    let speak = part.speaking(&snap, &headers);
    let answer = match form {
        Ok(axum::Form(form)) => {
            match scorekeeper_change(&s, &snap, &token, from, &headers, &form).await {
                Ok(a) | Err(a) => a,
            }
        }
        Err(r) => unread(&r),
    };
    // Off the workers, as a player's answer is (see `player_post`).
    let render =
        move || scorekeeper_page(&s.owner.snapshot(), Some(&answer), &Part::default(), speak);
    match tokio::task::spawn_blocking(render).await {
        Ok(r) => r,
        Err(_) => StatusCode::INTERNAL_SERVER_ERROR.into_response(),
    }
}

async fn scorekeeper_change(
    s: &Shared,
    snap: &Snapshot,
    token: &str,
    from: SocketAddr,
    headers: &HeaderMap,
    form: &report::ScorekeeperForm,
) -> Result<Answer, Answer> {
    report::same_origin(headers)?;
    let mut name = None;
    s.limiter.check(None, from.ip(), || {
        name = snap
            .event
            .scorekeeper_by_token(token)
            .map(|k| k.name.clone());
        name.is_some()
    })?;
    let name = name.unwrap_or_default();
    let change = report::scorekeeper_command(&snap.event, form)?;
    let answer = s
        .owner
        .submit(
            Command::Scorekeeper {
                name: name.clone(),
                change: Box::new(change),
            },
            Requester::Scorekeeper(name),
        )
        .await;
    Ok(Answer::from_owner(answer, Said::Entered))
}

pub(super) fn missing(snap: &Snapshot, speak: Speaking) -> Response {
    let page = pages::not_found(&snap.event, speak.lang, snap.version, now_ms());
    let mut r = (StatusCode::NOT_FOUND, Html(page.into_string())).into_response();
    remember(&mut r, speak);
    r
}

async fn not_found(
    State(s): State<Arc<Shared>>,
    Asked(part): Asked,
    headers: HeaderMap,
) -> Response {
    let snap = s.owner.snapshot();
    let speak = part.speaking(&snap, &headers);
    missing(&snap, speak)
}

/// Counts a live page while its stream exists (and holds its place at the gate).
struct Watching(Arc<Shared>, #[allow(dead_code)] Ticket);

impl Drop for Watching {
    fn drop(&mut self) {
        self.0.watching.fetch_sub(1, Ordering::Relaxed);
    }
}

/// Server-sent events: the snapshot's version now, then each new version as it is published.
/// Past the caps of live streams the page gets 429 and updates only when reloaded.
async fn live(
    State(s): State<Arc<Shared>>,
    ConnectInfo(from): ConnectInfo<SocketAddr>,
    headers: HeaderMap,
) -> Response {
    let Some(ticket) = s.gate.stream(from.ip()) else {
        let lang = request_lang(&s.owner.snapshot(), None, &headers);
        return plain(
            StatusCode::TOO_MANY_REQUESTS,
            tr!(lang, "web-error-too-many-live"),
        );
    };
    s.watching.fetch_add(1, Ordering::Relaxed);
    let guard = Watching(s.clone(), ticket);
    let rx = s.owner.subscribe();
    let stream = futures_util::stream::unfold((rx, true, guard), |(mut rx, first, g)| async move {
        if !first && rx.changed().await.is_err() {
            return None;
        }
        let v = rx.borrow_and_update().version;
        let mut event = SseEvent::default().data(v.to_string());
        if first {
            // A phone that lost the connection tries again after a second.
            event = event.retry(Duration::from_secs(1));
        }
        Some((Ok::<SseEvent, Infallible>(event), (rx, false, g)))
    });
    Sse::new(stream)
        .keep_alive(KeepAlive::new().interval(Duration::from_secs(15)))
        .into_response()
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn the_qr_code_holds_the_address() {
        let svg = qr_svg("http://192.168.1.20:8080/").unwrap();
        assert!(svg.starts_with("<?xml") || svg.starts_with("<svg"));
        let m = qr_modules("http://192.168.1.20:8080/").unwrap();
        assert_eq!(m.len(), m[0].len());
        assert!(m.len() >= 21);
    }
}
