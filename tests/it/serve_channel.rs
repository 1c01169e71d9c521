//! Issue 32 (item 5): the organizer's commands for self-reporting — scorekeeper links
//! (`link add|list|revoke`), the approval setting (`approval on|off`) and the reports waiting
//! (`reports`, `reports --use N`) — run as a user would, through the program, with the pages
//! checked over real HTTP on 127.0.0.1.

use crate::web_pages::{Live, swiss_event};
use netrunner_to::engine::event::SelfReported;
use netrunner_to::engine::{Command, Event};
use netrunner_to::io::save;
use netrunner_to::web::Requester;
use std::path::Path;

const BIN: &str = env!("CARGO_BIN_EXE_netrunner-to");

fn cli(args: &[&str]) -> (bool, String, String) {
    let r = crate::support::cli::binary(args, |c| {
        c.env("NETRUNNER_TO_LOCK_WAIT", "2");
    });
    (r.ok(), r.out, r.err)
}

fn load(path: &Path) -> Event {
    save::load(path).unwrap()
}

#[test]
fn scorekeeper_links_are_added_listed_and_revoked_from_the_command_line() {
    let dir = tempfile::tempdir().unwrap();
    let path = dir.path().join("event.json");
    save::save(&path, &swiss_event()).unwrap();
    let file = path.to_str().unwrap();
    let (ok, out, err) = cli(&[
        "link",
        "add",
        file,
        "Judge table",
        "--url",
        "http://192.168.1.20:8080/",
    ]);
    assert!(ok, "{err}");
    let token = load(&path).reporting().scorekeepers[0].token.clone();
    assert_eq!(
        out.trim(),
        format!("scorekeeper link \"Judge table\": http://192.168.1.20:8080/scorekeeper/{token}")
    );
    // The printed link is the one the server answers.
    let live = Live::start(load(&path));
    let (status, page) = live.get(&format!("/scorekeeper/{token}"));
    assert_eq!(status, 200);
    assert!(page.contains("Table 1"), "{page}");
    drop(live);
    let (ok, out, _) = cli(&["link", "list", file]);
    assert!(ok);
    assert_eq!(
        out.trim(),
        format!("scorekeeper \"Judge table\": /scorekeeper/{token}")
    );
    // A second link with the same name is refused, the file unchanged.
    let before = std::fs::read(&path).unwrap();
    let (ok, _, err) = cli(&["link", "add", file, "Judge table"]);
    assert!(!ok && err.starts_with("error:"), "{err}");
    assert_eq!(std::fs::read(&path).unwrap(), before);
    let (ok, out, err) = cli(&["link", "revoke", file, "Judge table"]);
    assert!(ok, "{err}");
    assert!(out.contains("revoked"));
    let (_, out, _) = cli(&["link", "list", file]);
    assert_eq!(out.trim(), "scorekeeper \"Judge table\": revoked");
    let live = Live::start(load(&path));
    let (status, _) = live.get(&format!("/scorekeeper/{token}"));
    assert_eq!(status, 403);
    let (ok, _, err) = cli(&["link", "revoke", file, "Nobody"]);
    assert!(!ok && err.starts_with("error:"), "{err}");
}

#[test]
fn the_approval_setting_and_the_waiting_reports_from_the_command_line() {
    let dir = tempfile::tempdir().unwrap();
    let path = dir.path().join("event.json");
    save::save(&path, &swiss_event()).unwrap();
    let file = path.to_str().unwrap();
    let (ok, out, _) = cli(&["reports", file]);
    assert!(ok);
    assert_eq!(out.trim(), "no reports waiting");
    let (ok, out, err) = cli(&["approval", file, "on"]);
    assert!(ok, "{err}");
    assert!(out.contains("waits for you"));
    assert!(load(&path).reporting().approval);
    // Both players of table 1 report from their phones: with approval on, it waits.
    let e = load(&path);
    let t = e.round(1).unwrap().pairings[0].clone();
    let live = Live::start(e);
    for who in [t.p1, t.p2.unwrap()] {
        live.handle
            .submit_blocking(
                Command::SelfReport {
                    by: who,
                    report: SelfReported::Swiss {
                        round: 1,
                        table: t.table,
                        result: crate::web_pages::six_nil(),
                    },
                },
                Requester::Player(who),
            )
            .unwrap();
    }
    let e = live.finish();
    assert!(e.round(1).unwrap().table(t.table).unwrap().result.is_none());
    save::save(&path, &e).unwrap();
    let (ok, out, _) = cli(&["reports", file]);
    assert!(ok);
    let lines: Vec<&str> = out.lines().collect();
    assert_eq!(lines.len(), 2, "{out}");
    assert!(
        lines[0].starts_with(&format!("1. round 1 table {}: ", t.table)),
        "{out}"
    );
    assert!(
        lines[0].contains(&format!("reported by {}", e.name_of(t.p1))),
        "{out}"
    );
    // A number that is not listed is refused, the file unchanged.
    let before = std::fs::read(&path).unwrap();
    let (ok, _, err) = cli(&["reports", file, "--use", "3"]);
    assert!(!ok && err.contains("no waiting report 3"), "{err}");
    assert_eq!(std::fs::read(&path).unwrap(), before);
    let (ok, out, err) = cli(&["reports", file, "--use", "1"]);
    assert!(ok, "{err}");
    assert!(out.starts_with("entered round 1 table"), "{out}");
    let after = load(&path);
    assert_eq!(
        after.round(1).unwrap().table(t.table).unwrap().result,
        Some(crate::web_pages::six_nil())
    );
    let (_, out, _) = cli(&["reports", file]);
    assert_eq!(out.trim(), "no reports waiting");
    let (ok, _, _) = cli(&["approval", file, "off"]);
    assert!(ok);
    assert!(!load(&path).reporting().approval);
}

/// `serve` (the real program) on an ephemeral port, killed when dropped; the first line it
/// prints names the address.
pub(crate) struct Serving(std::process::Child, pub(crate) String);

impl Serving {
    pub(crate) fn start(path: &str) -> Serving {
        use std::io::BufRead as _;
        let mut child = std::process::Command::new(BIN)
            .args(["serve", path, "--listen", "127.0.0.1:0"])
            .stdout(std::process::Stdio::piped())
            .stderr(std::process::Stdio::null())
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
            .trim_end_matches('/')
            .to_string();
        Serving(child, url)
    }

    fn get(&self, path: &str) -> String {
        reqwest::blocking::get(format!("{}{path}", self.1))
            .unwrap()
            .text()
            .unwrap()
    }

    fn post(&self, path: &str, body: String) -> u16 {
        reqwest::blocking::Client::new()
            .post(format!("{}{path}", self.1))
            .header("content-type", "application/x-www-form-urlencoded")
            .body(body)
            .send()
            .unwrap()
            .status()
            .as_u16()
    }
}

impl Drop for Serving {
    fn drop(&mut self) {
        let _ = self.0.kill();
        let _ = self.0.wait();
    }
}

/// Two copies of one new event with four players: one to serve, one to change directly.
fn twin_events(dir: &Path) -> (String, String) {
    let mut files = Vec::new();
    for name in ["served", "direct"] {
        std::fs::create_dir(dir.join(name)).unwrap();
        let p = dir.join(name).join("e.json");
        let p = p.to_str().unwrap().to_string();
        assert!(cli(&["new", &p, "--name", "Twin", "--seed", "4"]).0);
        for n in ["Ann", "Bo", "Cy", "Di"] {
            assert!(cli(&["player", "add", &p, n]).0);
        }
        files.push(p);
    }
    (files.remove(0), files.remove(0))
}

/// Runs a command on both copies; both must end alike (status, output, errors: the file's
/// name aside) — the served one through the channel. Returns the served one's output.
fn both(served: &str, direct: &str, args: &[&str]) -> (bool, String, String) {
    let with = |file: &str| {
        let args: Vec<&str> = args
            .iter()
            .map(|a| if *a == "FILE" { file } else { a })
            .collect();
        cli(&args)
    };
    let s = with(served);
    let d = with(direct);
    let same = |t: &str| t.replace(served, "FILE");
    let d_same = |t: &str| t.replace(direct, "FILE");
    assert_eq!(
        (s.0, same(&s.1), same(&s.2)),
        (d.0, d_same(&d.1), d_same(&d.2)),
        "{args:?} beside serve (left) and without it (right)"
    );
    s
}

#[test]
fn every_command_reaches_the_event_serve_keeps_and_prints_what_it_prints_without_serve() {
    let dir = tempfile::tempdir().unwrap();
    let (served, direct) = twin_events(dir.path());
    let serving = Serving::start(&served);
    // The file is kept: the lock file names serve and its channel.
    let lock = std::fs::read_to_string(dir.path().join("served").join(".e.json.lock")).unwrap();
    assert!(
        lock.contains("\"server\"") && lock.contains("channel"),
        "{lock}"
    );
    let (ok, out, err) = both(&served, &direct, &["pair", "FILE"]);
    assert!(ok && out.starts_with("Round 1: 2 tables"), "{out}{err}");
    assert_eq!(load(Path::new(&served)).rounds().len(), 1);
    assert!(serving.get("/pairings").contains("not published yet"));
    let (ok, out, _) = both(&served, &direct, &["publish", "FILE"]);
    assert!(ok);
    assert!(out.contains("players see the pairings of round 1"), "{out}");
    // The pages show it at once: serve published the change before answering.
    assert!(serving.get("/pairings").contains("Table 2"));
    let (ok, _, err) = both(&served, &direct, &["report", "FILE", "--table", "1", "6-0"]);
    assert!(ok, "{err}");
    assert!(serving.get("/pairings").contains("1 of 2 tables reported"));
    assert!(
        load(Path::new(&served)).round(1).unwrap().pairings[0]
            .result
            .is_some()
    );
    // Pairing again while a table has no result: the same refusal, the same status.
    let before = std::fs::read(&served).unwrap();
    let (ok, _, err) = both(&served, &direct, &["pair", "FILE"]);
    assert!(!ok && err.starts_with("error:"), "{err}");
    assert_eq!(std::fs::read(&served).unwrap(), before);
    // A new code: printed, and the one serve keeps (the phone page takes it).
    let (ok, out, err) = cli(&["player", "new-code", &served, "Ann"]);
    assert!(ok, "{err}");
    let e = load(Path::new(&served));
    let ann = e.find_player("Ann").unwrap().id;
    let code = e.player_code(ann).unwrap().to_string();
    assert!(out.contains(&code), "{out} lacks {code}");
    // Scorekeeper links and the approval setting.
    let (ok, out, err) = cli(&[
        "link",
        "add",
        &served,
        "Judge table",
        "--url",
        "http://192.168.1.20:8080/",
    ]);
    assert!(ok, "{err}");
    let token = load(Path::new(&served)).reporting().scorekeepers[0]
        .token
        .clone();
    assert!(out.contains(&format!("/scorekeeper/{token}")), "{out}");
    assert!(
        serving
            .get(&format!("/scorekeeper/{token}"))
            .contains("Table 2")
    );
    let (ok, out, _) = both(&served, &direct, &["approval", "FILE", "on"]);
    assert!(ok && out.contains("waits for you"), "{out}");
    assert!(load(Path::new(&served)).reporting().approval);
    // Both players of table 2 report from their phones; the report waits; `reports --use 1`
    // enters it, through serve.
    let e = load(Path::new(&served));
    let t = e.round(1).unwrap().pairings[1].clone();
    for (who, choice) in [(t.p1, "won-both"), (t.p2.unwrap(), "lost-both")] {
        let body = format!(
            "action=report&stage=swiss&round=1&table={}&result={choice}&code={}",
            t.table,
            e.player_code(who).unwrap()
        );
        let status = serving.post(&format!("/player/{}", who.0), body);
        assert!(status < 400, "report refused: {status}");
    }
    let (ok, out, _) = cli(&["reports", &served]);
    assert!(ok);
    assert!(
        out.starts_with(&format!("1. round 1 table {}: ", t.table)),
        "{out}"
    );
    let (ok, out, err) = cli(&["reports", &served, "--use", "1"]);
    assert!(ok, "{err}");
    assert!(out.starts_with("entered round 1 table"), "{out}");
    assert!(serving.get("/pairings").contains("2 of 2 tables reported"));
    let e = load(Path::new(&served));
    assert!(
        e.round(1)
            .unwrap()
            .pairings
            .iter()
            .all(|p| p.result.is_some())
    );
    // Serve still keeps the file after all this: its lock is there.
    drop(serving);
}

#[test]
#[cfg(target_os = "linux")]
fn another_user_cannot_send_commands_to_serve() {
    if rustix_free_uid() != 0 {
        eprintln!("skipped: needs root to run a command as nobody");
        return;
    }
    let dir = tempfile::tempdir().unwrap();
    let (served, _) = twin_events(dir.path());
    // nobody may read the folder and the file (as a colleague on a shared folder could).
    for p in [dir.path().to_path_buf(), dir.path().join("served")] {
        std::fs::set_permissions(&p, std::os::unix::fs::PermissionsExt::from_mode(0o755)).unwrap();
    }
    std::fs::set_permissions(&served, std::os::unix::fs::PermissionsExt::from_mode(0o644)).unwrap();
    let _serving = Serving::start(&served);
    // Even with the lock file open to everyone, only serve's channel is left to try.
    std::fs::set_permissions(
        dir.path().join("served").join(".e.json.lock"),
        std::os::unix::fs::PermissionsExt::from_mode(0o666),
    )
    .unwrap();
    let before = std::fs::read(&served).unwrap();
    let out = std::process::Command::new("su")
        .args(["nobody", "-s", "/bin/sh", "-c"])
        .arg(format!("'{BIN}' pair '{served}'"))
        .output()
        .unwrap();
    assert!(!out.status.success());
    let err = String::from_utf8_lossy(&out.stderr);
    // The private folder keeps nobody out before serve is reached.
    assert!(
        err.starts_with("error:") && err.contains("did not answer") && err.contains("denied"),
        "{err}"
    );
    assert_eq!(std::fs::read(&served).unwrap(), before);
}

/// This process's user id (`id -u`).
fn rustix_free_uid() -> u32 {
    let out = std::process::Command::new("id").arg("-u").output().unwrap();
    String::from_utf8_lossy(&out.stdout)
        .trim()
        .parse()
        .unwrap_or(u32::MAX)
}
