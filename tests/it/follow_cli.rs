//! Issue 39 through the real thing: `serve` and `follow` as real programs on 127.0.0.1, changes
//! made with the command line beside `serve` (through its channel). The copy equals the owner's
//! file after every change; a wrong, a scorekeeper's or a revoked link gets nothing (revoking
//! closes an open feed at once); a follower whose owner was killed catches up when it is back;
//! a take-over makes the copy the event and the old owner refuses every change from then on,
//! also when it comes back only after the take-over.

use netrunner_to::engine::{Command, Event};
use netrunner_to::io::save;
use std::io::BufRead;
use std::path::{Path, PathBuf};
use std::process::{Child, Command as Process, Stdio};
use std::time::{Duration, Instant};

const BIN: &str = env!("CARGO_BIN_EXE_netrunner-to");

/// The command line as a user runs it (waiting a little for a lock a moment held).
pub(crate) fn cli(args: &[&str]) -> (bool, String, String) {
    let r = crate::support::cli::binary(args, |c| {
        c.env("NETRUNNER_TO_LOCK_WAIT", "5");
    });
    (r.ok(), r.out, r.err)
}

fn ok(args: &[&str]) -> String {
    let (ok, out, err) = cli(args);
    assert!(ok, "{args:?}: {err}");
    out
}

/// A running program, killed (SIGKILL) when dropped.
pub(crate) struct Running(pub(crate) Child);

impl Running {
    /// Kills it at once (`kill -9`) and waits for it to be gone.
    pub(crate) fn kill(&mut self) {
        let _ = self.0.kill();
        let _ = self.0.wait();
    }

    /// Its exit code once it ends by itself (waits up to a minute: a bound, not a timing).
    pub(crate) fn ends(&mut self) -> Option<i32> {
        let until = Instant::now() + Duration::from_secs(60);
        while Instant::now() < until {
            if let Some(s) = self.0.try_wait().unwrap() {
                return Some(s.code().unwrap_or(-1));
            }
            std::thread::sleep(Duration::from_millis(50));
        }
        None
    }
}

impl Drop for Running {
    fn drop(&mut self) {
        self.kill();
    }
}

/// `serve PATH --listen LISTEN`; the address it printed.
pub(crate) fn serve(path: &Path, listen: &str) -> (Running, String) {
    let mut child = Process::new(BIN)
        .args(["serve", path.to_str().unwrap(), "--listen", listen])
        .stdout(Stdio::piped())
        .stderr(Stdio::null())
        .spawn()
        .unwrap();
    let mut first = String::new();
    std::io::BufReader::new(child.stdout.take().unwrap())
        .read_line(&mut first)
        .unwrap();
    let url = first
        .split_whitespace()
        .find(|w| w.starts_with("http://"))
        .unwrap_or_else(|| panic!("no address in {first:?}"))
        .to_string();
    (Running(child), url)
}

/// `serve` again on the same address (the port may stay busy a moment after a kill).
pub(crate) fn serve_again(path: &Path, url: &str) -> Running {
    let listen = url.trim_start_matches("http://").trim_end_matches('/');
    for _ in 0..100 {
        let mut child = Process::new(BIN)
            .args(["serve", path.to_str().unwrap(), "--listen", listen])
            .stdout(Stdio::piped())
            .stderr(Stdio::null())
            .spawn()
            .unwrap();
        let mut first = String::new();
        let _ = std::io::BufReader::new(child.stdout.take().unwrap()).read_line(&mut first);
        if first.contains(listen) {
            return Running(child);
        }
        let _ = child.wait();
        std::thread::sleep(Duration::from_millis(100));
    }
    panic!("cannot serve {} again at {listen}", path.display());
}

/// `follow LINK --out OUT`, its output in `log`.
pub(crate) fn follow(link: &str, out: &Path, log: &Path) -> Running {
    let log = std::fs::File::create(log).unwrap();
    Running(
        Process::new(BIN)
            .args(["follow", link, "--out", out.to_str().unwrap()])
            .stdout(log.try_clone().unwrap())
            .stderr(log)
            .spawn()
            .unwrap(),
    )
}

pub(crate) use crate::follow_kill::rig::eventually;

fn bytes(p: &Path) -> Vec<u8> {
    std::fs::read(p).unwrap_or_default()
}

/// Waits until the copy is byte for byte the owner's file.
pub(crate) fn same_file_soon(owner: &Path, copy: &Path) {
    eventually(
        &format!("{} equal to {}", copy.display(), owner.display()),
        || {
            let (a, b) = (bytes(owner), bytes(copy));
            !a.is_empty() && a == b
        },
    );
}

/// A new event with `n` players (through the program).
pub(crate) fn new_event(dir: &Path, n: usize) -> PathBuf {
    let path = dir.join("event.json");
    let p = path.to_str().unwrap();
    ok(&["new", p, "--name", "Store Champs", "--seed", "7"]);
    let names: Vec<String> = (1..=n).map(|i| format!("Player {i}")).collect();
    let mut args = vec!["player", "add", p];
    args.extend(names.iter().map(String::as_str));
    ok(&args);
    path
}

/// `link add EVENT follower NAME --url URL` (through `serve`): the link it printed.
pub(crate) fn follower_link(path: &Path, url: &str, name: &str) -> String {
    let out = ok(&[
        "link",
        "add",
        path.to_str().unwrap(),
        "follower",
        name,
        "--url",
        url,
    ]);
    let link = out
        .split_whitespace()
        .find(|w| w.starts_with("http://"))
        .unwrap_or_else(|| panic!("no link in {out:?}"))
        .to_string();
    assert!(
        link.starts_with(&format!("{url}follow/")),
        "{link} is not under {url}"
    );
    link
}

fn get(url: &str) -> (u16, Vec<u8>) {
    let r = reqwest::blocking::Client::builder()
        .timeout(Duration::from_secs(60))
        .build()
        .unwrap()
        .get(url)
        .send()
        .unwrap();
    let status = r.status().as_u16();
    (status, r.bytes().unwrap().to_vec())
}

#[test]
fn the_copy_equals_the_owners_file_after_every_change_and_a_revoked_link_stops_at_once() {
    let dir = tempfile::tempdir().unwrap();
    let path = new_event(dir.path(), 8);
    let p = path.to_str().unwrap();
    let (_owner, url) = serve(&path, "127.0.0.1:0");
    let link = follower_link(&path, &url, "Standby laptop");
    let copy = dir.path().join("copy.json");
    let log = dir.path().join("follow.log");
    let mut follower = follow(&link, &copy, &log);
    same_file_soon(&path, &copy);
    // Every change made beside `serve` reaches the copy, whole.
    let changes: &[&[&str]] = &[
        &["pair", p],
        &["publish", p],
        &["report", p, "--table", "1", "6-0"],
        &["report", p, "--table", "2", "3-3"],
        &["player", "add", p, "Late Player"],
        &["link", "add", p, "Judge table"],
    ];
    for c in changes {
        ok(c);
        same_file_soon(&path, &copy);
        let copy_event = save::load(&copy).unwrap();
        assert_eq!(copy_event, save::load(&path).unwrap(), "after {c:?}");
        assert_eq!(
            Event::replay(copy_event.origin(), copy_event.history()).unwrap(),
            copy_event
        );
    }
    let text = std::fs::read_to_string(&log).unwrap();
    assert!(text.contains("behind by 0 changes"), "{text}");
    // Revoked while its request waits: the follower is told at once and stops; the copy stays
    // as it was before the revocation (which it never receives).
    let before = bytes(&copy);
    ok(&["link", "revoke", p, "follower", "Standby laptop"]);
    assert_eq!(follower.ends(), Some(1), "the follower did not stop");
    let text = std::fs::read_to_string(&log).unwrap();
    assert!(text.contains("refused the follower link"), "{text}");
    assert_eq!(bytes(&copy), before);
    assert_ne!(bytes(&path), before);
    let (status, body) = get(&link);
    assert_eq!(status, 403);
    assert!(body.is_empty());
}

#[test]
fn a_wrong_a_scorekeepers_or_a_revoked_link_gets_nothing() {
    let dir = tempfile::tempdir().unwrap();
    let path = new_event(dir.path(), 4);
    let p = path.to_str().unwrap();
    let (_owner, url) = serve(&path, "127.0.0.1:0");
    let link = follower_link(&path, &url, "Standby");
    let (status, body) = get(&link);
    assert_eq!(status, 200);
    assert_eq!(body, bytes(&path));
    let token = link.rsplit('/').next().unwrap();
    // One character off.
    let mut wrong: Vec<char> = token.chars().collect();
    wrong[0] = if wrong[0] == 'A' { 'B' } else { 'A' };
    let wrong: String = wrong.into_iter().collect();
    let (status, body) = get(&format!("{url}follow/{wrong}"));
    assert_eq!(status, 403);
    assert!(body.is_empty());
    // A scorekeeper's link opens no feed, and a follower's link no scorekeeper page.
    let out = ok(&["link", "add", p, "scorekeeper", "Judge", "--url", &url]);
    let sk = out
        .split_whitespace()
        .last()
        .unwrap()
        .rsplit('/')
        .next()
        .unwrap();
    let (status, body) = get(&format!("{url}follow/{sk}"));
    assert_eq!((status, body.is_empty()), (403, true));
    let (status, _) = get(&format!("{url}scorekeeper/{token}"));
    assert_eq!(status, 403);
    // The same link once revoked, replayed: nothing.
    ok(&["link", "revoke", p, "follower", "Standby"]);
    let (status, body) = get(&link);
    assert_eq!((status, body.is_empty()), (403, true));
    // The list says what each link is.
    let list = ok(&["link", "list", p]);
    assert!(list.contains("follower \"Standby\": revoked"), "{list}");
    assert!(
        list.contains("scorekeeper \"Judge\": /scorekeeper/"),
        "{list}"
    );
    // The follower program refuses a link that is not a follower link's address, and stops
    // on a revoked one, leaving no copy.
    let copy = dir.path().join("copy.json");
    let (okay, _, err) = cli(&[
        "follow",
        &format!("{url}scorekeeper/{sk}"),
        "--out",
        "x.json",
    ]);
    assert!(!okay && err.contains("not a follower link"), "{err}");
    let mut f = follow(&link, &copy, &dir.path().join("f.log"));
    assert_eq!(f.ends(), Some(1));
    assert!(!copy.exists());
}

#[test]
fn a_follower_whose_owner_was_killed_catches_up_when_it_is_back() {
    let dir = tempfile::tempdir().unwrap();
    let path = new_event(dir.path(), 6);
    let p = path.to_str().unwrap();
    let (mut owner, url) = serve(&path, "127.0.0.1:0");
    let link = follower_link(&path, &url, "Standby");
    let copy = dir.path().join("copy.json");
    let log = dir.path().join("follow.log");
    let _follower = follow(&link, &copy, &log);
    same_file_soon(&path, &copy);
    // A file holding another event is never replaced by the followed one.
    let other = dir.path().join("other.json");
    ok(&["new", other.to_str().unwrap(), "--name", "Other event"]);
    let kept = bytes(&other);
    let other_log = dir.path().join("other.log");
    assert_eq!(follow(&link, &other, &other_log).ends(), Some(1));
    let said = std::fs::read_to_string(&other_log).unwrap();
    assert!(said.contains("holds another event"), "{said}");
    assert_eq!(bytes(&other), kept);
    owner.kill();
    // The organizer goes on without the server (the command line keeps the file itself).
    ok(&["pair", p]);
    ok(&["report", p, "--table", "1", "6-0"]);
    eventually("the follower says the owner does not answer", || {
        std::fs::read_to_string(&log)
            .unwrap()
            .contains("no answer from the owner")
    });
    assert_ne!(bytes(&copy), bytes(&path));
    let _back = serve_again(&path, &url);
    same_file_soon(&path, &copy);
    ok(&["report", p, "--table", "2", "0-6"]);
    same_file_soon(&path, &copy);
}

fn history_has_move(path: &Path) -> bool {
    save::load(path).is_ok_and(|e| e.moved().is_some())
}

#[test]
fn a_take_over_makes_the_copy_the_event_and_the_old_owner_refuses_changes() {
    let dir = tempfile::tempdir().unwrap();
    let path = new_event(dir.path(), 6);
    let p = path.to_str().unwrap();
    ok(&["pair", p]);
    ok(&["publish", p]);
    let (_owner, url) = serve(&path, "127.0.0.1:0");
    let link = follower_link(&path, &url, "Standby");
    let copy = dir.path().join("copy.json");
    let c = copy.to_str().unwrap();
    let mut follower = follow(&link, &copy, &dir.path().join("f.log"));
    same_file_soon(&path, &copy);
    follower.kill();
    let out = ok(&["take-over", c, "--by", "Standby laptop", "--from", &link]);
    assert!(out.contains("recorded that the event moved"), "{out}");
    // The copy is the event: its history says who took over; players' codes are the same.
    let new = save::load(&copy).unwrap();
    let old = save::load(&path).unwrap();
    assert!(matches!(
        &new.history().last().unwrap().command,
        Command::TakeOver { by, .. } if by == "Standby laptop"
    ));
    assert_eq!(new.reporting().codes, old.reporting().codes);
    assert!(old.moved().is_some_and(|m| m.by == "Standby laptop"));
    // The old owner refuses every change now: from the command line beside it…
    let (okay, _, err) = cli(&["report", p, "--table", "1", "6-0"]);
    assert!(!okay && err.contains("moved"), "{err}");
    // …and its feed says where the event went.
    let (status, _) = get(&link);
    assert_eq!(status, 410);
    // The new owner serves and takes changes.
    let (_new_owner, new_url) = serve(&copy, "127.0.0.1:0");
    ok(&["report", c, "--table", "1", "6-0"]);
    let (status, page) = get(&format!("{new_url}pairings"));
    assert_eq!(status, 200);
    assert!(String::from_utf8_lossy(&page).contains("Player"));
}

#[test]
fn an_old_owner_that_comes_back_after_the_take_over_is_told_and_refuses_changes() {
    let dir = tempfile::tempdir().unwrap();
    let path = new_event(dir.path(), 4);
    let p = path.to_str().unwrap();
    let (mut owner, url) = serve(&path, "127.0.0.1:0");
    let link = follower_link(&path, &url, "Standby");
    let copy = dir.path().join("copy.json");
    let c = copy.to_str().unwrap();
    let mut follower = follow(&link, &copy, &dir.path().join("f.log"));
    same_file_soon(&path, &copy);
    follower.kill();
    // The organizer's laptop dies; the standby takes over while it is gone.
    owner.kill();
    let out = ok(&["take-over", c, "--by", "Standby", "--from", &link]);
    assert!(out.contains("does not answer"), "{out}");
    let (_new_owner, _) = serve(&copy, "127.0.0.1:0");
    assert!(!history_has_move(&path));
    // The old laptop comes back: the new owner tells it as soon as it answers.
    let _old = serve_again(&path, &url);
    eventually("the old owner records that the event moved", || {
        history_has_move(&path)
    });
    let (okay, _, err) = cli(&["pair", p]);
    assert!(!okay && err.contains("moved"), "{err}");
    // A follower of the old owner is told where the event went and stops.
    let copy2 = dir.path().join("copy2.json");
    let log = dir.path().join("f2.log");
    let mut f = follow(&link, &copy2, &log);
    assert_eq!(f.ends(), Some(0));
    let text = std::fs::read_to_string(&log).unwrap();
    assert!(
        text.contains("the event moved: Standby took it over"),
        "{text}"
    );
}
