//! The HTTP server: axum on its own tokio runtime, so the app's GUI thread never waits for it.

use super::gate::{Gate, Limits, Refused, Ticket};
use super::owner::{OwnerHandle, Requester};
use super::pages::{self, Nav};
use super::report::{self, Answer, Attempt, Limiter, PlayerForm};
use super::snapshot::Snapshot;
use crate::engine::{Command, PlayerId};
use axum::Router;
use axum::extract::ConnectInfo;
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
struct Shared {
    owner: OwnerHandle,
    /// The address phones use (`http://192.168.1.20:8080/`), for the QR code.
    url: String,
    /// The QR code of `url`, as SVG.
    qr_svg: Option<String>,
    /// Live pages connected now.
    watching: AtomicUsize,
    /// Wrong codes per player and address, and the attempts the organizer sees.
    limiter: Limiter,
    /// Where the organizer keeps a newer card data file (deck lists from phones).
    data_dir: std::sync::Mutex<Option<std::path::PathBuf>>,
    /// Open connections and live streams, per address and in total.
    gate: Arc<Gate>,
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
    format!("http://{addr}/")
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
    match tokio::time::timeout(s.gate.limits().body_timeout, next.run(request)).await {
        Ok(response) => response,
        Err(_) => (
            StatusCode::REQUEST_TIMEOUT,
            "the request took too long to arrive",
        )
            .into_response(),
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
        .route("/live", get(live))
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
        [(header::CONTENT_TYPE, "text/javascript; charset=utf-8")],
        pages::JS,
    )
        .into_response();
    // It changes only with the program: a phone may keep it for an hour.
    r.headers_mut().insert(
        header::CACHE_CONTROL,
        HeaderValue::from_static("public, max-age=3600"),
    );
    r
}

/// `?part=live`: only the live fragment (what the page's script swaps in).
#[derive(serde::Deserialize)]
struct Part {
    part: Option<String>,
}

fn now_ms() -> i64 {
    chrono::Utc::now().timestamp_millis()
}

/// The whole page, or only its fragment, with the version and the server's time in headers.
fn respond(
    snap: &Snapshot,
    part: &Part,
    title: &str,
    nav: Nav,
    top: Option<Markup>,
    fragment: impl FnOnce() -> String,
) -> Response {
    let now = now_ms();
    let body = if part.part.as_deref() == Some("live") {
        fragment()
    } else {
        let live = maud::PreEscaped(fragment());
        pages::page(&snap.event, title, nav, snap.version, now, top, live).into_string()
    };
    let mut r = Html(body).into_response();
    let h = r.headers_mut();
    if let Ok(v) = HeaderValue::from_str(&snap.version.to_string()) {
        h.insert("x-version", v);
    }
    if let Ok(v) = HeaderValue::from_str(&now.to_string()) {
        h.insert("x-now", v);
    }
    r
}

async fn home(State(s): State<Arc<Shared>>, Query(part): Query<Part>) -> Response {
    let snap = s.owner.snapshot();
    let now = now_ms();
    respond(&snap, &part, "Event", Nav::Home, None, || {
        pages::home(&snap, now).into_string()
    })
}

async fn pairings(State(s): State<Arc<Shared>>, Query(part): Query<Part>) -> Response {
    let snap = s.owner.snapshot();
    respond(
        &snap,
        &part,
        "Pairings",
        Nav::Pairings,
        Some(pages::search_box()),
        || {
            snap.pairings
                .get_or_init(|| pages::pairings(&snap).into_string())
                .clone()
        },
    )
}

async fn standings(State(s): State<Arc<Shared>>, Query(part): Query<Part>) -> Response {
    let snap = s.owner.snapshot();
    respond(&snap, &part, "Standings", Nav::Standings, None, || {
        snap.standings
            .get_or_init(|| pages::standings(&snap).into_string())
            .clone()
    })
}

async fn bracket(State(s): State<Arc<Shared>>, Query(part): Query<Part>) -> Response {
    let snap = s.owner.snapshot();
    respond(&snap, &part, "Bracket", Nav::Bracket, None, || {
        snap.bracket
            .get_or_init(|| pages::bracket(&snap).into_string())
            .clone()
    })
}

async fn statistics(State(s): State<Arc<Shared>>, Query(part): Query<Part>) -> Response {
    let snap = s.owner.snapshot();
    respond(&snap, &part, "Statistics", Nav::Statistics, None, || {
        snap.statistics
            .get_or_init(|| pages::statistics(&snap).into_string())
            .clone()
    })
}

async fn projector(State(s): State<Arc<Shared>>, Query(part): Query<Part>) -> Response {
    let snap = s.owner.snapshot();
    let now = now_ms();
    let qr = s.qr_svg.as_deref();
    respond(&snap, &part, "Projector", Nav::Home, None, || {
        pages::projector(&snap, now, qr).into_string()
    })
}

async fn player(
    State(s): State<Arc<Shared>>,
    Path(id): Path<String>,
    Query(part): Query<Part>,
) -> Response {
    let snap = s.owner.snapshot();
    match player_id(&snap, &id) {
        Some(p) => player_page(&s, &snap, p, &part, None),
        None => missing(&snap),
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
    answer: Option<&Answer>,
) -> Response {
    let Some(markup) = pages::player(snap, p) else {
        return missing(snap);
    };
    let markup = markup.into_string();
    // The card data may be old for the event's date: said where lists are handed in.
    let stale = snap.event.settings().decks.collected.then(|| {
        let dir = s.data_dir.lock().ok().and_then(|d| d.clone());
        let on = crate::io::decks::event_date(&snap.event, chrono::Local::now().date_naive());
        crate::io::cards::stale_line_in_use(dir.as_deref(), on)
    });
    let top = maud::html! {
        @if let Some(a) = answer { (report::message(a)) }
        (report::player_forms(snap, p, stale.flatten().as_deref()))
    };
    let mut r = respond(snap, part, "Player", Nav::Player, Some(top), || markup);
    if let Some(a) = answer {
        *r.status_mut() = a.status;
    }
    r
}

/// A player's change: their result, their side choice, their deck list.
async fn player_post(
    State(s): State<Arc<Shared>>,
    ConnectInfo(from): ConnectInfo<SocketAddr>,
    Path(id): Path<String>,
    headers: HeaderMap,
    axum::Form(form): axum::Form<PlayerForm>,
) -> Response {
    let snap = s.owner.snapshot();
    let Some(p) = player_id(&snap, &id) else {
        return missing(&snap);
    };
    let answer = match player_change(&s, &snap, p, from, &headers, &form).await {
        Ok(a) | Err(a) => a,
    };
    // Drawn off the server's two workers: when a save answers hundreds of reports at once,
    // their answer pages must not queue ahead of the pages other phones are loading.
    let render = move || {
        player_page(
            &s,
            &s.owner.snapshot(),
            p,
            &Part { part: None },
            Some(&answer),
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
            (Command::SelfReport { by: p, report }, "reported")
        }
        "side" => {
            let side = match form.side.as_str() {
                "corp" => crate::engine::Side::Corp,
                "runner" => crate::engine::Side::Runner,
                _ => return Err(report::bad("choose Corp or Runner")),
            };
            if form.game.is_none() || report::side_choice_game(e, p) != form.game {
                return Err(Answer::refused(
                    StatusCode::CONFLICT,
                    "you do not choose the sides of this game (only the higher seed does, before the round is paired)".into(),
                ));
            }
            (
                Command::SetSidePreference {
                    player: p,
                    side: Some(side),
                },
                "your side choice is recorded; the organizer pairs the round with it",
            )
        }
        "deck" => return deck_list(s, snap, p, form).await,
        _ => return Err(report::bad("unknown request")),
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
    .map_err(|e| report::bad(e.to_string()))?;
    let verdict = if sub.status.problems.is_empty() {
        format!("your {} list is stored and legal", sub.side)
    } else {
        let problems: Vec<String> = sub
            .status
            .problems
            .iter()
            .map(ToString::to_string)
            .collect();
        format!(
            "your {} list is stored, with problems the organizer will see: {}",
            sub.side,
            problems.join("; ")
        )
    };
    let answer = s.owner.submit(sub.command, Requester::Player(p)).await;
    Ok(Answer::from_owner(answer, &verdict))
}

/// The scorekeeper's page: the current round's tables, each with its result in the app's
/// syntax.
async fn scorekeeper(
    State(s): State<Arc<Shared>>,
    ConnectInfo(from): ConnectInfo<SocketAddr>,
    Path(token): Path<String>,
    Query(part): Query<Part>,
) -> Response {
    let snap = s.owner.snapshot();
    let known = s.limiter.check(None, from.ip(), || {
        snap.event.scorekeeper_by_token(&token).is_some()
    });
    scorekeeper_page(&snap, known.err().as_ref(), &part)
}

/// The scorekeeper's page: the answer to what was sent above the live tables (swapped in
/// place on every change, as the players' pages are).
fn scorekeeper_page(snap: &Snapshot, answer: Option<&Answer>, part: &Part) -> Response {
    let valid = report::scorekeeper_valid(answer);
    let top = answer.map(report::message);
    let mut r = respond(snap, part, "Scorekeeper", Nav::Home, top, || {
        if valid {
            report::scorekeeper_games(snap).into_string()
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
    headers: HeaderMap,
    axum::Form(form): axum::Form<report::ScorekeeperForm>,
) -> Response {
    let snap = s.owner.snapshot();
    let answer = match scorekeeper_change(&s, &snap, &token, from, &headers, &form).await {
        Ok(a) | Err(a) => a,
    };
    // Off the workers, as a player's answer is (see `player_post`).
    let render = move || scorekeeper_page(&s.owner.snapshot(), Some(&answer), &Part { part: None });
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
    Ok(Answer::from_owner(answer, "entered"))
}

fn missing(snap: &Snapshot) -> Response {
    let page = pages::not_found(&snap.event, snap.version, now_ms());
    (StatusCode::NOT_FOUND, Html(page.into_string())).into_response()
}

async fn not_found(State(s): State<Arc<Shared>>) -> Response {
    missing(&s.owner.snapshot())
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
) -> Response {
    let Some(ticket) = s.gate.stream(from.ip()) else {
        return (
            StatusCode::TOO_MANY_REQUESTS,
            "too many live pages are open from this device: reload to update",
        )
            .into_response();
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
