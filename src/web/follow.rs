//! The owner's feed for followers (issue 39): another computer keeps a copy of the event.
//!
//! `GET /follow/{secret}?after=EPOCH-SEQ&wait=S` — a long poll. The owner publishes the bytes
//! of the event file after every save it makes ([`super::owner::OwnerLink::publish_saved`],
//! with a number that grows by one per save and an epoch drawn when the owner started). When
//! the follower's position is not the latest (or it has none, or the owner restarted), the
//! answer is the whole file at once (200, with the position, the number of changes and the
//! save time in headers: [`crate::io::follow`]); otherwise the request waits for the next save,
//! at most `wait` seconds (capped below the server's request timeout), and then answers 204.
//! Sending the whole file each time keeps the follower simple and exactly equal to a file the
//! owner wrote; a follower that was away gets the latest file in one answer.
//!
//! The link's secret is compared in constant time, as every link's; a wrong or revoked secret
//! gets 403 and nothing else, and counts against the address as a wrong code does. A link
//! revoked while its request waits gets 403 at once (every published change wakes it).
//!
//! Once the event moved (another computer took it over, [`Command::EventMoved`]) the feed
//! answers 410 with who and when. `POST /follow/{secret}/moved` (`by`, `at`) is how the
//! computer that took over tells this owner so: it asks the owner for `EventMoved` as the
//! follower, and from then on this event refuses every change.

use super::owner::Requester;
use super::server::Shared;
use crate::engine::Command;
use crate::io::follow::{
    HEADER_CHANGES, HEADER_FEED, HEADER_MOVED_AT, HEADER_MOVED_BY, HEADER_SAVED_AT, encode,
};
use axum::extract::{ConnectInfo, Path, Query, State};
use axum::http::{HeaderValue, StatusCode, header};
use axum::response::{IntoResponse, Response};
use std::net::SocketAddr;
use std::sync::Arc;
use std::time::Duration;

/// The longest wait a follower may ask for.
pub const MAX_WAIT: Duration = Duration::from_secs(25);

/// What a follower sends.
#[derive(Debug, Default, serde::Deserialize)]
pub struct FeedQuery {
    /// The position it holds, `EPOCH-SEQ` (empty: none).
    #[serde(default)]
    after: String,
    /// Seconds it may wait for a change.
    #[serde(default)]
    wait: u64,
}

/// The form of `POST /follow/{secret}/moved`.
#[derive(Debug, serde::Deserialize)]
pub struct MovedForm {
    by: String,
    at: String,
}

fn status(code: StatusCode) -> Response {
    (code, [(header::CACHE_CONTROL, "no-store")]).into_response()
}

fn set(r: &mut Response, name: &'static str, value: &str) {
    if let Ok(v) = HeaderValue::from_str(value) {
        r.headers_mut().insert(name, v);
    }
}

/// 410: the event moved, with who took it over and when.
fn moved_answer(by: &str, at: &str) -> Response {
    let mut r = status(StatusCode::GONE);
    set(&mut r, HEADER_MOVED_BY, &encode(by));
    set(&mut r, HEADER_MOVED_AT, &encode(at));
    r
}

/// The answer to give when the link does not work now, or the event moved (`None`: go on).
fn check(s: &Shared, token: &str) -> Option<Response> {
    let snap = s.owner.snapshot();
    if snap.event.follower_by_token(token).is_none() {
        return Some(status(StatusCode::FORBIDDEN));
    }
    snap.event.moved().map(|m| moved_answer(&m.by, &m.at))
}

/// `GET /follow/{secret}`: see the module's documentation.
pub(super) async fn feed(
    State(s): State<Arc<Shared>>,
    ConnectInfo(from): ConnectInfo<SocketAddr>,
    Path(token): Path<String>,
    query: Result<Query<FeedQuery>, axum::extract::rejection::QueryRejection>,
) -> Response {
    let q = query.map(|q| q.0).unwrap_or_default();
    let snap = s.owner.snapshot();
    if let Err(a) = s.limiter.check(None, from.ip(), || {
        snap.event.follower_by_token(&token).is_some()
    }) {
        return status(a.status);
    }
    drop(snap);
    if let Some(r) = check(&s, &token) {
        return r;
    }
    // Answered before the server's own request timeout cuts it off.
    let cap = s
        .gate
        .limits()
        .body_timeout
        .saturating_sub(Duration::from_secs(2))
        .min(MAX_WAIT);
    let deadline = tokio::time::Instant::now() + Duration::from_secs(q.wait).min(cap);
    let mut saved = s.owner.saved();
    let mut snaps = s.owner.subscribe();
    loop {
        let latest = saved.borrow_and_update().clone();
        let Some(latest) = latest else {
            // The owner keeps no file (the app before its first save, `serve --follow`).
            return status(StatusCode::SERVICE_UNAVAILABLE);
        };
        let position = format!("{:x}-{}", latest.epoch, latest.seq);
        if q.after != position {
            let mut r = (
                StatusCode::OK,
                [
                    (header::CONTENT_TYPE, "application/json"),
                    (header::CACHE_CONTROL, "no-store"),
                ],
                latest.bytes.as_ref().clone(),
            )
                .into_response();
            set(&mut r, HEADER_FEED, &position);
            set(&mut r, HEADER_CHANGES, &latest.changes.to_string());
            set(&mut r, HEADER_SAVED_AT, &latest.saved_at_ms.to_string());
            return r;
        }
        tokio::select! {
            changed = saved.changed() => if changed.is_err() {
                return status(StatusCode::SERVICE_UNAVAILABLE);
            },
            changed = snaps.changed() => if changed.is_err() {
                return status(StatusCode::SERVICE_UNAVAILABLE);
            },
            () = tokio::time::sleep_until(deadline) => {
                let mut r = status(StatusCode::NO_CONTENT);
                set(&mut r, HEADER_FEED, &position);
                set(&mut r, HEADER_CHANGES, &latest.changes.to_string());
                return r;
            }
        }
        // Revoked (or moved) while waiting: the feed closes at once.
        if let Some(r) = check(&s, &token) {
            return r;
        }
    }
}

/// `POST /follow/{secret}/moved`: the follower took the event over; this owner records that
/// the event moved (and refuses every change from then on).
pub(super) async fn moved(
    State(s): State<Arc<Shared>>,
    ConnectInfo(from): ConnectInfo<SocketAddr>,
    Path(token): Path<String>,
    form: Result<axum::Form<MovedForm>, axum::extract::rejection::FormRejection>,
) -> Response {
    let snap = s.owner.snapshot();
    let mut name = None;
    if let Err(a) = s.limiter.check(None, from.ip(), || {
        name = snap.event.follower_by_token(&token).map(|f| f.name.clone());
        name.is_some()
    }) {
        return status(a.status);
    }
    if let Some(m) = snap.event.moved() {
        return moved_answer(&m.by, &m.at);
    }
    let Ok(axum::Form(form)) = form else {
        return status(StatusCode::UNPROCESSABLE_ENTITY);
    };
    let command = Command::EventMoved {
        by: form.by.clone(),
        at: form.at.clone(),
    };
    match s
        .owner
        .submit(command, Requester::Follower(name.unwrap_or_default()))
        .await
    {
        Ok(_) => moved_answer(&form.by, &form.at),
        Err(super::owner::Refusal::Engine(crate::engine::EngineError::EventMoved { by, at })) => {
            moved_answer(&by, &at)
        }
        Err(super::owner::Refusal::Engine(_)) => status(StatusCode::UNPROCESSABLE_ENTITY),
        Err(_) => status(StatusCode::SERVICE_UNAVAILABLE),
    }
}
