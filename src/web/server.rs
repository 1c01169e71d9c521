//! The HTTP server: axum on its own tokio runtime, so the app's GUI thread never waits for it.

use super::owner::OwnerHandle;
use super::pages::{self, Nav};
use super::snapshot::Snapshot;
use crate::engine::PlayerId;
use axum::Router;
use axum::extract::{Path, Query, State};
use axum::http::{HeaderMap, HeaderValue, StatusCode, header};
use axum::response::sse::{Event as SseEvent, KeepAlive, Sse};
use axum::response::{Html, IntoResponse, Response};
use axum::routing::get;
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
/// (the app draws it itself).
pub fn qr_modules(text: &str) -> Option<Vec<Vec<bool>>> {
    let code = qrcode::QrCode::new(text.as_bytes()).ok()?;
    let width = code.width();
    let colors = code.to_colors();
    Some(
        colors
            .chunks(width.max(1))
            .map(|row| row.iter().map(|c| *c == qrcode::Color::Dark).collect())
            .collect(),
    )
}

/// The address phones type or scan for a server listening on `addr`.
pub fn url_of(addr: SocketAddr) -> String {
    format!("http://{addr}/")
}

impl Server {
    /// Starts serving the owner's snapshots on `listen` (port 0: any free port). Fails when the
    /// address cannot be used (taken, or not this computer's).
    pub fn start(listen: SocketAddr, owner: OwnerHandle) -> std::io::Result<Server> {
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
        });
        let app = router(shared.clone());
        let (tx, rx) = tokio::sync::oneshot::channel::<()>();
        runtime.spawn(async move {
            let _ = axum::serve(listener, app)
                .with_graceful_shutdown(async {
                    let _ = rx.await;
                })
                .await;
        });
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

fn router(shared: Arc<Shared>) -> Router {
    Router::new()
        .route("/", get(home))
        .route("/pairings", get(pairings))
        .route("/standings", get(standings))
        .route("/bracket", get(bracket))
        .route("/projector", get(projector))
        .route("/player/{id}", get(player))
        .route("/live", get(live))
        .fallback(not_found)
        .layer(axum::extract::DefaultBodyLimit::max(16 * 1024))
        .layer(axum::middleware::map_response(security_headers))
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
        "default-src 'none'; style-src 'unsafe-inline'; script-src 'unsafe-inline'; \
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
    let Some(markup) = id
        .parse::<u32>()
        .ok()
        .and_then(|id| pages::player(&snap, PlayerId(id)))
    else {
        return missing(&snap);
    };
    let markup = markup.into_string();
    respond(&snap, &part, "Player", Nav::Player, None, || markup)
}

fn missing(snap: &Snapshot) -> Response {
    let page = pages::not_found(&snap.event, snap.version, now_ms());
    (StatusCode::NOT_FOUND, Html(page.into_string())).into_response()
}

async fn not_found(State(s): State<Arc<Shared>>) -> Response {
    missing(&s.owner.snapshot())
}

/// Counts a live page while its stream exists.
struct Watching(Arc<Shared>);

impl Drop for Watching {
    fn drop(&mut self) {
        self.0.watching.fetch_sub(1, Ordering::Relaxed);
    }
}

/// Server-sent events: the snapshot's version now, then each new version as it is published.
async fn live(
    State(s): State<Arc<Shared>>,
) -> Sse<impl futures_util::Stream<Item = Result<SseEvent, Infallible>>> {
    s.watching.fetch_add(1, Ordering::Relaxed);
    let guard = Watching(s.clone());
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
        Some((Ok(event), (rx, false, g)))
    });
    Sse::new(stream).keep_alive(KeepAlive::new().interval(Duration::from_secs(15)))
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
