//! The follower's side of issue 39: another computer keeps a copy of the event over the local
//! network, so the organizer's laptop can die and nothing is lost.
//!
//! The owner's server has a feed for each follower link (`web::follow`): asked with the last
//! position the follower has (the owner's epoch and save number), it answers the whole event
//! file as the owner last saved it as soon as there is a newer save (at once if there already
//! is), or "nothing new" after a long wait. A [`Follower`] asks again and again, checks what
//! arrives is a valid event file of the same event, and saves it atomically over its copy
//! ([`EventFile::save_bytes`], the copy's lock held for as long as it follows), byte for byte
//! what the owner wrote.
//!
//! This is a plain HTTP/1.1 client over a TCP socket (one request per connection): the feed is
//! on the local network, unencrypted like the phones' pages; the follower link's secret is its
//! only key, so whoever reads the network can copy the link.

use crate::io::event_file::{EventFile, Holder, HolderKind};
use crate::io::save::{self, FileError};
use std::io::{Read, Write};
use std::net::{TcpStream, ToSocketAddrs};
use std::path::Path;
use std::time::Duration;

/// The feed's position of what is sent: `EPOCH-SEQ` (the epoch in hexadecimal).
pub const HEADER_FEED: &str = "x-netrunner-feed";
/// How many changes the history of the file sent holds.
pub const HEADER_CHANGES: &str = "x-netrunner-changes";
/// When the owner saved it (milliseconds since 1970, the owner's clock).
pub const HEADER_SAVED_AT: &str = "x-netrunner-saved-at";
/// The computer that took the event over (a feed answering 410: the event moved).
pub const HEADER_MOVED_BY: &str = "x-netrunner-moved-by";
/// When it took over.
pub const HEADER_MOVED_AT: &str = "x-netrunner-moved-at";
/// The path of the feed, before the link's secret.
pub const FEED_PATH: &str = "/follow/";

/// How long one request waits for a change before the owner answers "nothing new".
pub const DEFAULT_WAIT: Duration = Duration::from_secs(15);
/// How long connecting may take.
const CONNECT_TIMEOUT: Duration = Duration::from_secs(3);

/// Why following failed.
#[derive(Debug, thiserror::Error)]
pub enum FollowError {
    /// The link is not a follower link's address.
    #[error(
        "{0:?} is not a follower link: it looks like http://192.168.1.20:8080/follow/SECRET (netrunner-to link add EVENT follower NAME prints it)"
    )]
    BadUrl(String),
    /// The copy's file cannot be kept.
    #[error(transparent)]
    File(#[from] FileError),
    /// The copy holds another event.
    #[error("{path} holds another event ({theirs:?}, not {ours:?}): give --out another file name")]
    OtherEvent {
        /// The copy's file.
        path: String,
        /// The event in it.
        theirs: String,
        /// The event followed.
        ours: String,
    },
    /// Telling the old owner failed.
    #[error("{0}")]
    Network(String),
}

/// A follower link, read: where the owner is and the link's secret.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct FollowUrl {
    /// `HOST:PORT`.
    pub host: String,
    /// The link's secret.
    pub token: String,
}

impl FollowUrl {
    /// Reads `http://HOST[:PORT]/follow/SECRET`.
    pub fn parse(url: &str) -> Result<FollowUrl, FollowError> {
        let bad = || FollowError::BadUrl(url.to_string());
        let rest = url.trim().strip_prefix("http://").ok_or_else(bad)?;
        let (host, path) = rest.split_once('/').ok_or_else(bad)?;
        let token = path
            .strip_prefix(&FEED_PATH[1..])
            .ok_or_else(bad)?
            .trim_end_matches('/');
        let ok_token = !token.is_empty() && token.chars().all(|c| c.is_ascii_alphanumeric());
        if host.is_empty() || !ok_token {
            return Err(bad());
        }
        let host = if host.contains(':') && !host.ends_with(']') {
            host.to_string()
        } else {
            format!("{host}:80")
        };
        Ok(FollowUrl {
            host,
            token: token.to_string(),
        })
    }

    /// The address phones open on that computer (`http://HOST:PORT/`).
    pub fn base(&self) -> String {
        format!("http://{}/", self.host)
    }

    /// The link as text.
    pub fn link(&self) -> String {
        format!("http://{}{FEED_PATH}{}", self.host, self.token)
    }
}

/// An HTTP answer.
#[derive(Debug)]
struct Answer {
    status: u16,
    headers: Vec<(String, String)>,
    body: Vec<u8>,
}

impl Answer {
    fn header(&self, name: &str) -> Option<&str> {
        self.headers
            .iter()
            .find(|(k, _)| k.eq_ignore_ascii_case(name))
            .map(|(_, v)| v.as_str())
    }
}

fn invalid(what: &str) -> std::io::Error {
    std::io::Error::new(std::io::ErrorKind::InvalidData, what.to_string())
}

/// One request on a connection of its own; the whole answer, at most the largest event file.
fn request(
    host: &str,
    method: &str,
    path: &str,
    body: &[u8],
    timeout: Duration,
) -> std::io::Result<Answer> {
    let addr = host
        .to_socket_addrs()?
        .next()
        .ok_or_else(|| invalid("no address"))?;
    let mut s = TcpStream::connect_timeout(&addr, CONNECT_TIMEOUT)?;
    s.set_read_timeout(Some(timeout))?;
    s.set_write_timeout(Some(timeout))?;
    let _ = s.set_nodelay(true);
    let mut head =
        format!("{method} {path} HTTP/1.1\r\nHost: {host}\r\nConnection: close\r\nAccept: */*\r\n");
    if !body.is_empty() {
        head.push_str(&format!(
            "Content-Type: application/x-www-form-urlencoded\r\nContent-Length: {}\r\n",
            body.len()
        ));
    }
    head.push_str("\r\n");
    s.write_all(head.as_bytes())?;
    s.write_all(body)?;
    s.flush()?;
    let mut raw = Vec::new();
    let cap = save::MAX_FILE_BYTES + 64 * 1024;
    (&mut s).take(cap + 1).read_to_end(&mut raw)?;
    if raw.len() as u64 > cap {
        return Err(invalid("answer too large"));
    }
    parse_answer(&raw)
}

fn parse_answer(raw: &[u8]) -> std::io::Result<Answer> {
    let end = raw
        .windows(4)
        .position(|w| w == b"\r\n\r\n")
        .ok_or_else(|| invalid("cut-off answer"))?;
    let head = std::str::from_utf8(&raw[..end]).map_err(|_| invalid("unreadable answer"))?;
    let mut lines = head.split("\r\n");
    let status = lines
        .next()
        .and_then(|l| l.split(' ').nth(1))
        .and_then(|c| c.parse::<u16>().ok())
        .ok_or_else(|| invalid("no status"))?;
    let headers: Vec<(String, String)> = lines
        .filter_map(|l| l.split_once(':'))
        .map(|(k, v)| (k.trim().to_ascii_lowercase(), v.trim().to_string()))
        .collect();
    let rest = &raw[end + 4..];
    let get = |k: &str| {
        headers
            .iter()
            .find(|(n, _)| n == k)
            .map(|(_, v)| v.as_str())
    };
    let body = if get("transfer-encoding").is_some_and(|v| v.eq_ignore_ascii_case("chunked")) {
        dechunk(rest)?
    } else if let Some(n) = get("content-length") {
        let n: usize = n.parse().map_err(|_| invalid("bad length"))?;
        if rest.len() < n {
            return Err(invalid("cut-off answer"));
        }
        rest[..n].to_vec()
    } else {
        rest.to_vec()
    };
    Ok(Answer {
        status,
        headers,
        body,
    })
}

fn dechunk(mut rest: &[u8]) -> std::io::Result<Vec<u8>> {
    let mut out = Vec::new();
    loop {
        let line_end = rest
            .windows(2)
            .position(|w| w == b"\r\n")
            .ok_or_else(|| invalid("cut-off answer"))?;
        let size = std::str::from_utf8(&rest[..line_end])
            .ok()
            .and_then(|l| usize::from_str_radix(l.split(';').next()?.trim(), 16).ok())
            .ok_or_else(|| invalid("bad chunk"))?;
        rest = &rest[line_end + 2..];
        if size == 0 {
            return Ok(out);
        }
        if rest.len() < size + 2 {
            return Err(invalid("cut-off answer"));
        }
        out.extend_from_slice(&rest[..size]);
        rest = &rest[size + 2..];
    }
}

/// Milliseconds since 1970 on this computer's clock.
pub fn now_ms() -> i64 {
    chrono::Utc::now().timestamp_millis()
}

/// What one look at the feed brought.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Step {
    /// A newer save arrived and the copy holds it now.
    Updated {
        /// How many changes the copy gained (0 after a restart of the owner that brought the
        /// same file).
        gained: usize,
    },
    /// Nothing new within the wait.
    Unchanged,
    /// The owner could not be reached, or its answer was cut off: asked again later.
    Lost(String),
    /// The link does not work (revoked, mistyped): the owner gives it nothing.
    Refused(u16),
    /// The event moved: another computer took it over.
    Moved {
        /// Which.
        by: String,
        /// When.
        at: String,
    },
    /// What arrived is not a valid event file, or the copy could not be written: the copy is
    /// unchanged, and the next look tries again.
    Failed(String),
    /// Following cannot work: the file holds another event, or a copy that took the event
    /// over (the owner's file would replace it). The copy is unchanged.
    Stopped(String),
}

/// Where the copy stands.
#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub struct Status {
    /// Changes in the copy's history.
    pub changes: usize,
    /// Changes in the owner's history when last heard from.
    pub owner_changes: usize,
    /// When the owner saved what the copy holds (the owner's clock).
    pub saved_at_ms: Option<i64>,
    /// When the copy was last written.
    pub received_at_ms: Option<i64>,
    /// When the owner last answered.
    pub heard_at_ms: Option<i64>,
    /// Why the latest look failed, while it fails.
    pub lost: Option<String>,
    /// Another computer took the event over.
    pub moved: Option<(String, String)>,
}

impl Status {
    /// How far behind the copy is now: changes the owner had (when last heard) that the copy
    /// lacks, and seconds — while the owner answers, how long the latest change took to arrive
    /// (its save on the owner to its save here); while it does not, how long since it last did.
    pub fn behind(&self, now_ms: i64) -> (usize, f64) {
        let changes = self.owner_changes.saturating_sub(self.changes);
        let ms = if self.lost.is_some() {
            self.heard_at_ms.map_or(0, |h| now_ms - h)
        } else {
            match (self.saved_at_ms, self.received_at_ms) {
                (Some(s), Some(r)) => r - s,
                _ => 0,
            }
        };
        (changes, ms.max(0) as f64 / 1000.0)
    }
}

/// A follower: the copy's file (locked for as long as it follows) and where the feed stands.
pub struct Follower {
    url: FollowUrl,
    file: EventFile,
    path: std::path::PathBuf,
    /// The owner's epoch and save number of what the copy holds.
    position: Option<(String, u64)>,
    /// The event followed (its name and origin), once known.
    origin: Option<crate::engine::Origin>,
    /// Take-overs the copy records: a copy that took the event over is never replaced by a
    /// file that does not record them (the old owner's).
    took_over: usize,
    status: Status,
}

impl Follower {
    /// Starts following `url` into the file `out` (its lock taken now; an existing copy of
    /// the same event is replaced by the owner's, another event refused).
    pub fn start(url: &str, out: &Path) -> Result<Follower, FollowError> {
        let url = FollowUrl::parse(url)?;
        let file = EventFile::lock(out, &Holder::this(HolderKind::Server), Duration::ZERO)?;
        let mut status = Status::default();
        let mut took_over = 0;
        let origin = match save::load(out) {
            Ok(e) => {
                status.changes = e.history().len();
                took_over = e.reporting().taken_over.len();
                Some(e.origin().clone())
            }
            Err(_) if !out.exists() => None,
            Err(e) => return Err(e.into()),
        };
        Ok(Follower {
            url,
            file,
            path: out.to_path_buf(),
            position: None,
            origin,
            took_over,
            status,
        })
    }

    /// The link followed.
    pub fn url(&self) -> &FollowUrl {
        &self.url
    }

    /// Where the copy stands.
    pub fn status(&self) -> &Status {
        &self.status
    }

    /// The copy's file.
    pub fn path(&self) -> &Path {
        &self.path
    }

    /// Stops following and keeps the copy's lock (taking over: the caller becomes the owner).
    pub fn into_file(self) -> EventFile {
        self.file
    }

    /// Asks the feed once, waiting up to `wait` for a change, and saves what arrives.
    pub fn step(&mut self, wait: Duration) -> Step {
        let after = self
            .position
            .as_ref()
            .map_or_else(String::new, |(e, s)| format!("{e}-{s}"));
        let path = format!(
            "{FEED_PATH}{}?after={after}&wait={}",
            self.url.token,
            wait.as_secs()
        );
        let answer = match request(
            &self.url.host,
            "GET",
            &path,
            b"",
            wait + Duration::from_secs(10),
        ) {
            Ok(a) => a,
            Err(e) => {
                let why = e.to_string();
                self.status.lost = Some(why.clone());
                return Step::Lost(why);
            }
        };
        let now = now_ms();
        match answer.status {
            200 => {}
            204 => {
                self.heard(now, &answer);
                return Step::Unchanged;
            }
            410 => {
                self.heard(now, &answer);
                let by = answer.header(HEADER_MOVED_BY).unwrap_or_default();
                let at = answer.header(HEADER_MOVED_AT).unwrap_or_default();
                let (by, at) = (decode(by), decode(at));
                self.status.moved = Some((by.clone(), at.clone()));
                return Step::Moved { by, at };
            }
            s if (500..600).contains(&s) => {
                let why = format!("the owner answered {s}");
                self.status.lost = Some(why.clone());
                return Step::Lost(why);
            }
            s => {
                self.status.lost = Some(format!("the owner refused the link ({s})"));
                return Step::Refused(s);
            }
        }
        match self.take(&answer) {
            Ok(gained) => {
                self.heard(now, &answer);
                self.status.received_at_ms = Some(now_ms());
                Step::Updated { gained }
            }
            Err((why, true)) => {
                self.status.lost = Some(why.clone());
                Step::Stopped(why)
            }
            Err((why, false)) => {
                self.status.lost = Some(why.clone());
                Step::Failed(why)
            }
        }
    }

    fn heard(&mut self, now: i64, answer: &Answer) {
        self.status.heard_at_ms = Some(now);
        self.status.lost = None;
        if let Some(n) = answer
            .header(HEADER_CHANGES)
            .and_then(|c| c.parse::<usize>().ok())
        {
            self.status.owner_changes = n;
        }
    }

    /// Checks a whole file that arrived and saves it as the copy; how many changes it adds.
    /// `Err((why, for good))`: for good when following this owner into this copy can never
    /// work (another event, or a copy that took the event over).
    fn take(&mut self, answer: &Answer) -> Result<usize, (String, bool)> {
        let (epoch, seq) = answer
            .header(HEADER_FEED)
            .and_then(|f| f.split_once('-'))
            .and_then(|(e, s)| Some((e.to_string(), s.parse::<u64>().ok()?)))
            .ok_or(("the owner's answer has no position".to_string(), false))?;
        let event = save::from_bytes(&answer.body, &self.path)
            .map_err(|e| (format!("not saved: {e}"), false))?;
        if let Some(o) = &self.origin
            && *o != *event.origin()
        {
            let other = FollowError::OtherEvent {
                path: self.path.display().to_string(),
                theirs: o.settings.name.clone(),
                ours: event.settings().name.clone(),
            };
            return Err((other.to_string(), true));
        }
        if event.reporting().taken_over.len() < self.took_over {
            let why = format!(
                "{} took the event over since: it is the event now, and the owner's file would replace it; give --out another file name",
                self.path.display()
            );
            return Err((why, true));
        }
        self.file
            .save_bytes(&answer.body)
            .map_err(|e| (format!("not saved: {e}"), false))?;
        let before = self.status.changes;
        self.status.changes = event.history().len();
        self.status.saved_at_ms = answer
            .header(HEADER_SAVED_AT)
            .and_then(|t| t.parse::<i64>().ok());
        self.origin = Some(event.origin().clone());
        self.position = Some((epoch, seq));
        Ok(self.status.changes.saturating_sub(before))
    }
}

/// Percent-decoding of a header value the owner encoded (names may hold any character).
fn decode(v: &str) -> String {
    let b = v.as_bytes();
    let mut out = Vec::with_capacity(b.len());
    let mut i = 0;
    while i < b.len() {
        if b[i] == b'%'
            && let Some(h) = v.get(i + 1..i + 3)
            && let Ok(x) = u8::from_str_radix(h, 16)
        {
            out.push(x);
            i += 3;
            continue;
        }
        out.push(b[i]);
        i += 1;
    }
    String::from_utf8_lossy(&out).into_owned()
}

/// Percent-encoding of any text for a header or a form (everything but letters and digits).
pub fn encode(v: &str) -> String {
    v.bytes()
        .map(|b| {
            if b.is_ascii_alphanumeric() {
                (b as char).to_string()
            } else {
                format!("%{b:02X}")
            }
        })
        .collect()
}

/// Tells the old owner at `url` that `by` took the event over at `at`: it records that the
/// event moved and refuses every change from then on. `Ok(true)`: it recorded it (or had);
/// `Ok(false)`: it refused the link.
pub fn tell_moved(url: &FollowUrl, by: &str, at: &str) -> Result<bool, FollowError> {
    let body = format!("by={}&at={}", encode(by), encode(at));
    let path = format!("{FEED_PATH}{}/moved", url.token);
    let a = request(
        &url.host,
        "POST",
        &path,
        body.as_bytes(),
        Duration::from_secs(15),
    )
    .map_err(|e| FollowError::Network(format!("{}: {e}", url.base())))?;
    match a.status {
        200 | 410 => Ok(true),
        s if (500..600).contains(&s) => {
            Err(FollowError::Network(format!("{} answered {s}", url.base())))
        }
        _ => Ok(false),
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_follower_link_reads_and_others_do_not() {
        let u = FollowUrl::parse("http://192.168.1.20:8080/follow/ABC23").unwrap();
        assert_eq!(u.host, "192.168.1.20:8080");
        assert_eq!(u.token, "ABC23");
        assert_eq!(u.link(), "http://192.168.1.20:8080/follow/ABC23");
        assert_eq!(
            FollowUrl::parse("http://host/follow/X2/").unwrap().host,
            "host:80"
        );
        for bad in [
            "https://h/follow/X",
            "http://h/scorekeeper/X",
            "http://h/follow/",
            "http://h/follow/a b",
            "h:1/follow/X",
        ] {
            assert!(FollowUrl::parse(bad).is_err(), "{bad}");
        }
    }

    #[test]
    fn answers_read_with_a_length_chunked_or_to_the_end() {
        let a =
            parse_answer(b"HTTP/1.1 200 OK\r\nContent-Length: 3\r\nX-A: b\r\n\r\nabcdef").unwrap();
        assert_eq!((a.status, a.body.as_slice()), (200, &b"abc"[..]));
        assert_eq!(a.header("x-a"), Some("b"));
        let c = parse_answer(b"HTTP/1.1 200 OK\r\nTransfer-Encoding: chunked\r\n\r\n3\r\nabc\r\n2\r\nde\r\n0\r\n\r\n").unwrap();
        assert_eq!(c.body, b"abcde");
        assert!(parse_answer(b"HTTP/1.1 200 OK\r\nContent-Length: 9\r\n\r\nabc").is_err());
        assert!(parse_answer(b"HTTP/1.1 200").is_err());
    }

    #[test]
    fn names_survive_the_header() {
        for s in ["Standby laptop", "予備のノート", "a%b&c=d"] {
            assert_eq!(decode(&encode(s)), s);
        }
    }
}
