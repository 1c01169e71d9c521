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
    let out = std::process::Command::new(BIN)
        .args(args)
        .env("NETRUNNER_TO_LOCK_WAIT", "2")
        .output()
        .unwrap();
    (
        out.status.success(),
        String::from_utf8_lossy(&out.stdout).into_owned(),
        String::from_utf8_lossy(&out.stderr).into_owned(),
    )
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
    assert_eq!(out.trim(), format!("\"Judge table\": /scorekeeper/{token}"));
    // A second link with the same name is refused, the file unchanged.
    let before = std::fs::read(&path).unwrap();
    let (ok, _, err) = cli(&["link", "add", file, "Judge table"]);
    assert!(!ok && err.starts_with("error:"), "{err}");
    assert_eq!(std::fs::read(&path).unwrap(), before);
    let (ok, out, err) = cli(&["link", "revoke", file, "Judge table"]);
    assert!(ok, "{err}");
    assert!(out.contains("revoked"));
    let (_, out, _) = cli(&["link", "list", file]);
    assert_eq!(out.trim(), "\"Judge table\": revoked");
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
