//! Issue 38 on the command line, through the real binary: `registration open|close|list|
//! accept|refuse EVENT`, alone and beside a running `serve` (the changes go through its
//! channel; the printed link is the one the server answers).

use crate::support::cli::Dir;
use netrunner_to::engine::Command;

fn new_event(dir: &Dir) {
    dir.ok(&["new", "e.json", "--name", "Store Champs", "--seed", "3"]);
    dir.ok(&["player", "add", "e.json", "Ann"]);
}

#[test]
fn registration_opens_with_a_new_link_each_time_and_closes() {
    let dir = Dir::new();
    new_event(&dir);
    let out = dir.ok(&[
        "registration",
        "open",
        "e.json",
        "--url",
        "http://192.168.1.20:8080/",
    ]);
    let first = dir.load("e.json").registration().secret.clone().unwrap();
    assert_eq!(
        out.trim(),
        format!(
            "registration open: http://192.168.1.20:8080/register/{first} (registrations wait for you (registration list, accept, refuse))"
        )
    );
    // Reopening draws a new secret: the old link stops working.
    let out = dir.ok(&["registration", "open", "e.json", "--accept-at-once"]);
    let e = dir.load("e.json");
    let second = e.registration().secret.clone().unwrap();
    assert_ne!(first, second);
    assert!(e.registration().accept_at_once);
    assert!(out.contains(&format!("/register/{second}")), "{out}");
    assert!(!e.check_registration_secret(&first));
    let out = dir.ok(&["registration", "list", "e.json"]);
    assert!(out.contains("no registrations waiting"), "{out}");

    let out = dir.ok(&["registration", "close", "e.json"]);
    assert!(out.starts_with("registration closed"), "{out}");
    assert!(!dir.load("e.json").registration().is_open());
    // Closing what is closed: refused, the file unchanged.
    let err = dir.fails(&["registration", "close", "e.json"], "e.json");
    assert!(err.contains("not open"), "{err}");
    // After round 1 it cannot open again.
    dir.ok(&["player", "add", "e.json", "Bo"]);
    dir.ok(&["pair", "e.json"]);
    let err = dir.fails(&["registration", "open", "e.json"], "e.json");
    assert!(err.contains("round 1 has been paired"), "{err}");
    // The history says what was done.
    let history = dir.load("e.json");
    let opened = history
        .history()
        .iter()
        .filter(|h| matches!(h.command, Command::OpenRegistration { .. }))
        .count();
    assert_eq!(opened, 2);
}

#[test]
fn beside_serve_the_link_works_and_registrations_are_accepted_from_the_command_line() {
    let dir = Dir::new();
    new_event(&dir);
    let file = dir.path("e.json");
    let serving = crate::serve_channel::Serving::start(file.to_str().unwrap());
    let out = dir.ok(&["registration", "open", "e.json", "--url", &serving.1]);
    let link = out
        .split_whitespace()
        .find(|w| w.starts_with("http://"))
        .unwrap()
        .to_string();
    let secret = dir.load("e.json").registration().secret.clone().unwrap();
    assert_eq!(link, format!("{}/register/{secret}", serving.1));
    // The phone opens the printed link and registers.
    let client = reqwest::blocking::Client::new();
    let form = client.get(&link).send().unwrap();
    assert_eq!(form.status().as_u16(), 200);
    assert!(form.text().unwrap().contains("name=\"name\""));
    let r = client
        .post(&link)
        .header("content-type", "application/x-www-form-urlencoded")
        .body("name=Bo+Chen&pronouns=they&filmed=yes")
        .send()
        .unwrap();
    assert_eq!(r.status().as_u16(), 200);
    let out = dir.ok(&["registration", "list", "e.json"]);
    assert!(out.contains("#1 Bo Chen · pronouns: they"), "{out}");

    let out = dir.ok(&["registration", "accept", "e.json", "1"]);
    assert_eq!(out.trim(), "registration #1 accepted: Bo Chen");
    let e = dir.load("e.json");
    assert!(e.find_player("Bo Chen").is_some());
    assert!(e.registration().waiting.is_empty());
    // Refusing what is no longer waiting: refused, nothing changed.
    let err = dir.fails(&["registration", "refuse", "e.json", "1"], "e.json");
    assert!(err.contains("no registration #1 is waiting"), "{err}");

    dir.ok(&["registration", "close", "e.json"]);
    let r = client.get(&link).send().unwrap();
    assert_eq!(r.status().as_u16(), 403);
    drop(serving);
}

#[test]
fn the_poster_prints_the_link_and_the_steps_in_the_events_language() {
    let dir = Dir::new();
    new_event(&dir);
    // Not open: no poster, a clear message.
    let out = dir.run(&[
        "registration",
        "poster",
        "e.json",
        "--url",
        "http://192.168.1.20:8080/",
        "-o",
        "poster.pdf",
    ]);
    assert_eq!(out.status.code(), Some(1));
    assert!(String::from_utf8_lossy(&out.stderr).contains("not open"));
    assert!(!dir.path("poster.pdf").exists());

    dir.ok(&["registration", "open", "e.json"]);
    let secret = dir.load("e.json").registration().secret.clone().unwrap();
    let link = format!("http://192.168.1.20:8080/register/{secret}");
    for (lang, heading, step) in [
        ("en", "Register from your phone", "Scan the code"),
        (
            "ja",
            "スマートフォンから参加登録",
            "カメラでコードを読み取ります",
        ),
    ] {
        dir.ok(&["settings", "e.json", "--language", lang]);
        let out = dir.ok(&[
            "registration",
            "poster",
            "e.json",
            "--url",
            "http://192.168.1.20:8080/",
            "-o",
            "poster.pdf",
        ]);
        assert!(out.contains(&link), "{out}");
        let pdf = std::fs::read(dir.path("poster.pdf")).unwrap();
        let text = crate::print::poppler("pdftotext", &["-layout", "-enc", "UTF-8"], &pdf);
        assert_eq!(text.matches('\u{c}').count(), 1, "one page: {text}");
        assert!(text.contains(heading), "{text}");
        assert!(text.contains(step), "{text}");
        assert!(text.contains(&link), "{text}");
        assert!(text.contains("Store Champs"));
    }
}

#[test]
fn serve_announces_an_open_registration_link() {
    use std::io::BufRead as _;
    let dir = Dir::new();
    new_event(&dir);
    dir.ok(&["registration", "open", "e.json"]);
    let secret = dir.load("e.json").registration().secret.clone().unwrap();
    let mut child = std::process::Command::new(crate::support::cli::bin())
        .args(["serve", "e.json", "--listen", "127.0.0.1:0"])
        .current_dir(dir.path(""))
        .stdout(std::process::Stdio::piped())
        .stderr(std::process::Stdio::null())
        .spawn()
        .unwrap();
    let mut lines = std::io::BufReader::new(child.stdout.take().unwrap()).lines();
    let mut said = Vec::new();
    for line in lines.by_ref() {
        let line = line.unwrap();
        let last = line.starts_with("press Ctrl+C");
        said.push(line);
        if last {
            break;
        }
    }
    let _ = child.kill();
    let _ = child.wait();
    let url = said[0]
        .split_whitespace()
        .find(|w| w.starts_with("http://"))
        .unwrap()
        .to_string();
    assert!(
        said.contains(&format!("registration by phone: {url}register/{secret}")),
        "{said:?}"
    );
}
