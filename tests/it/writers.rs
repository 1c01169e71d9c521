//! One writer per event file, and the file as the organizer keeps it (issue 11, sections 1 and
//! 4): commands started at once all land, a command stops when the app has the file, a changed
//! file is never overwritten, links are followed, modes kept, pipes and unknown data refused.
//! Runs the real binary in a temporary directory.

use crate::support::cli::Dir;
use netrunner_to::engine::Event;
use netrunner_to::io::event_file::{EventFile, Holder, HolderKind, lock_path};
use netrunner_to::io::save::{self, FileError};
use std::path::Path;
use std::process::{Command, Stdio};
use std::time::{Duration, Instant};

const EV: &str = "ev.json";

/// An event with `n` players and round 1 paired.
fn paired(n: usize) -> Dir {
    let d = Dir::new();
    d.ok(&["new", EV, "--name", "Race", "--seed", "11"]);
    let names: Vec<String> = (1..=n).map(|i| format!("P{i}")).collect();
    let mut args = vec!["player", "add", EV];
    args.extend(names.iter().map(String::as_str));
    d.ok(&args);
    d.ok(&["pair", EV]);
    d
}

fn results_in_round(e: &Event, round: u32) -> usize {
    e.round(round)
        .unwrap()
        .pairings
        .iter()
        .filter(|p| p.result.is_some())
        .count()
}

#[test]
fn fifty_reports_started_at_once_all_land() {
    let d = paired(100);
    let children: Vec<_> = (1..=50)
        .map(|t| {
            d.cmd(&["report", EV, "--table", &t.to_string(), "6-0"])
                .stdout(Stdio::null())
                .stderr(Stdio::piped())
                .spawn()
                .unwrap()
        })
        .collect();
    for c in children {
        let out = c.wait_with_output().unwrap();
        assert!(
            out.status.success(),
            "{}",
            String::from_utf8_lossy(&out.stderr)
        );
    }
    let e = d.load(EV);
    assert_eq!(results_in_round(&e, 1), 50, "every one of the 50 results");
    assert_eq!(
        e.history().len(),
        100 + 1 + 50,
        "100 players, the pairing, 50 reports"
    );
    assert_eq!(Event::replay(e.origin(), e.history()).unwrap(), e);
}

#[test]
fn pair_racing_a_correction_loses_neither() {
    for attempt in 0..4 {
        let d = paired(16);
        for t in 1..=8 {
            d.ok(&["report", EV, "--table", &t.to_string(), "6-0"]);
        }
        let pair = d
            .cmd(&["pair", EV, "--json"])
            .stdout(Stdio::piped())
            .spawn()
            .unwrap();
        let fix = d
            .cmd(&["report", EV, "--round", "1", "--table", "3", "0-6"])
            .stdout(Stdio::null())
            .spawn()
            .unwrap();
        let printed = pair.wait_with_output().unwrap();
        assert!(fix.wait_with_output().unwrap().status.success());
        assert!(printed.status.success(), "attempt {attempt}");
        let e = d.load(EV);
        let t3 = e.round(1).unwrap().table(3).unwrap();
        assert_eq!(
            t3.points(2),
            Some((0, 6)),
            "attempt {attempt}: the correction is kept"
        );
        // The round `pair` printed is the round in the file.
        let shown: serde_json::Value = serde_json::from_slice(&printed.stdout).unwrap();
        let r2 = e.round(2).expect("round 2 is in the file");
        assert_eq!(shown["round"], 2, "attempt {attempt}");
        let tables = shown["tables"].as_array().unwrap();
        assert_eq!(tables.len(), r2.pairings.len());
        for (t, p) in tables.iter().zip(&r2.pairings) {
            assert_eq!(t["p1"]["id"], p.p1.0, "{t}");
        }
    }
}

#[test]
fn a_command_waits_for_another_command_then_lands() {
    let d = paired(4);
    let path = d.path(EV);
    let held = EventFile::lock(&path, &Holder::this(HolderKind::Command), Duration::ZERO).unwrap();
    let t0 = Instant::now();
    let child = d
        .cmd(&["report", EV, "--table", "1", "6-0"])
        .stdout(Stdio::piped())
        .stderr(Stdio::piped())
        .spawn()
        .unwrap();
    std::thread::sleep(Duration::from_millis(400));
    drop(held);
    let out = child.wait_with_output().unwrap();
    assert!(
        out.status.success(),
        "{}",
        String::from_utf8_lossy(&out.stderr)
    );
    assert!(t0.elapsed() >= Duration::from_millis(400), "it waited");
    assert_eq!(results_in_round(&d.load(EV), 1), 1);
}

#[test]
fn a_command_gives_up_after_the_bounded_wait_with_a_message() {
    let d = paired(4);
    let _held = EventFile::lock(
        &d.path(EV),
        &Holder::this(HolderKind::Command),
        Duration::ZERO,
    )
    .unwrap();
    let out = d
        .cmd(&["report", EV, "--table", "1", "6-0"])
        .env("NETRUNNER_TO_LOCK_WAIT", "0.5")
        .output()
        .unwrap();
    let err = String::from_utf8_lossy(&out.stderr);
    assert_eq!(out.status.code(), Some(1));
    assert!(
        err.contains(&format!(
            "is being changed by another netrunner-to command (process {})",
            std::process::id()
        )) && err.contains("still busy after 0.5 s; nothing was changed"),
        "{err}"
    );
}

#[test]
fn a_command_stops_at_once_when_the_app_has_the_file_and_reads_still_work() {
    let d = paired(4);
    let _app =
        EventFile::lock(&d.path(EV), &Holder::this(HolderKind::App), Duration::ZERO).unwrap();
    let t0 = Instant::now();
    let err = d.fails(&["report", EV, "--table", "1", "6-0"], EV);
    assert!(
        t0.elapsed() < Duration::from_secs(5),
        "it did not wait 10 s"
    );
    assert!(
        err.contains(&format!(
            "ev.json is open in the Netrunner TO app (process {})",
            std::process::id()
        )) && err.contains("nothing was changed"),
        "{err}"
    );
    let err = d.fails(&["new", EV, "--name", "X", "--force"], EV);
    assert!(err.contains("open in the Netrunner TO app"), "{err}");
    // Read-only commands do not lock.
    assert!(d.ok(&["standings", EV]).contains("P1"));
    d.ok(&["print", EV, "--what", "pairings", "--out", "p.pdf"]);
    d.ok(&["export", EV, "--format", "nrtm", "--out", "r.json"]);
}

#[test]
fn a_killed_holder_releases_the_file() {
    let d = paired(4);
    // A command stopped while it holds the lock (SIGSTOP would keep it; SIGKILL frees it).
    let mut child = d
        .cmd(&["report", EV, "--table", "1", "6-0"])
        .env("NETRUNNER_TO_LOCK_WAIT", "30")
        .stdout(Stdio::null())
        .stderr(Stdio::null())
        .spawn()
        .unwrap();
    let held = EventFile::lock(&d.path(EV), &Holder::this(HolderKind::App), Duration::ZERO);
    child.kill().unwrap();
    let _ = child.wait();
    drop(held);
    // Whatever the child managed, the lock is free now and the file loads.
    d.ok(&["report", EV, "--table", "2", "6-0"]);
    assert!(results_in_round(&d.load(EV), 1) >= 1);
}

#[test]
fn a_save_over_a_file_changed_by_another_program_is_refused() {
    let d = paired(4);
    let path = d.path(EV);
    let (mut file, mut event) =
        EventFile::open(&path, &Holder::this(HolderKind::App), Duration::ZERO).unwrap();
    event
        .apply(netrunner_to::engine::Command::DropPlayer {
            player: netrunner_to::engine::PlayerId(1),
        })
        .unwrap();
    // Someone restores an older copy (same program's bytes, new content).
    let mut other = d.load(EV);
    other
        .apply(netrunner_to::engine::Command::DropPlayer {
            player: netrunner_to::engine::PlayerId(2),
        })
        .unwrap();
    std::fs::write(&path, save::to_bytes(&other)).unwrap();
    let before = std::fs::read(&path).unwrap();
    let err = file.save(&event).unwrap_err();
    assert!(matches!(err, FileError::Changed { .. }), "{err}");
    assert!(
        err.to_string().contains("was changed by another program"),
        "{err}"
    );
    assert_eq!(std::fs::read(&path).unwrap(), before, "not overwritten");
    // Touching the file (same content) is not a change; reading it again makes it current.
    file.read().unwrap();
    file.save(&event).unwrap();
    // Deleted meanwhile: not recreated behind the organizer's back.
    std::fs::remove_file(&path).unwrap();
    assert!(matches!(
        file.save(&event).unwrap_err(),
        FileError::Changed { .. }
    ));
}

#[test]
fn the_lock_file_is_beside_the_real_file_and_names_its_holder() {
    let d = paired(4);
    let file =
        EventFile::lock(&d.path(EV), &Holder::this(HolderKind::App), Duration::ZERO).unwrap();
    let lock = lock_path(&d.path(EV));
    assert_eq!(lock, d.path(".ev.json.lock"));
    let text = std::fs::read_to_string(&lock).unwrap();
    assert_eq!(
        text,
        format!("{{\"holder\":\"app\",\"pid\":{}}}", std::process::id())
    );
    drop(file);
    assert_eq!(
        std::fs::read_to_string(&lock).unwrap(),
        "",
        "cleared on release"
    );
}

// ----- the file as the organizer keeps it ------------------------------------------------

#[cfg(unix)]
#[test]
fn a_symlinked_event_file_is_saved_through_the_link() {
    let d = Dir::new();
    std::fs::create_dir(d.path("synced")).unwrap();
    d.ok(&["new", "synced/real.json", "--name", "Linked", "--seed", "1"]);
    std::os::unix::fs::symlink("synced/real.json", d.path(EV)).unwrap();
    d.ok(&["player", "add", EV, "Ann", "Bo"]);
    assert!(
        std::fs::symlink_metadata(d.path(EV))
            .unwrap()
            .file_type()
            .is_symlink(),
        "the link is still a link"
    );
    assert_eq!(
        d.load("synced/real.json").players().len(),
        2,
        "the real file got them"
    );
    // The lock is beside the real file: a command through the link and one on the real file
    // share it.
    assert_eq!(lock_path(&d.path(EV)), d.path("synced/.real.json.lock"));
    let _app = EventFile::lock(
        &d.path("synced/real.json"),
        &Holder::this(HolderKind::App),
        Duration::ZERO,
    )
    .unwrap();
    let err = d.fails(&["player", "add", EV, "Cy"], EV);
    assert!(err.contains("open in the Netrunner TO app"), "{err}");
}

#[cfg(unix)]
fn mode(p: &Path) -> u32 {
    use std::os::unix::fs::PermissionsExt;
    std::fs::metadata(p).unwrap().permissions().mode() & 0o777
}

#[cfg(unix)]
fn set_mode(p: &Path, m: u32) {
    use std::os::unix::fs::PermissionsExt;
    std::fs::set_permissions(p, std::fs::Permissions::from_mode(m)).unwrap();
}

#[cfg(unix)]
#[test]
fn a_read_only_file_is_refused_and_a_private_file_stays_private() {
    let d = paired(4);
    let path = d.path(EV);
    set_mode(&path, 0o400);
    let err = d.fails(&["report", EV, "--table", "1", "6-0"], EV);
    assert!(
        err.contains("ev.json is read-only; make it writable, or save under another name"),
        "{err}"
    );
    assert_eq!(mode(&path), 0o400, "still read-only");
    set_mode(&path, 0o600);
    d.ok(&["report", EV, "--table", "1", "6-0"]);
    assert_eq!(mode(&path), 0o600, "still private");
    set_mode(&path, 0o640);
    d.ok(&["report", EV, "--table", "2", "6-0"]);
    assert_eq!(mode(&path), 0o640);
    // An export over a read-only file is refused too.
    std::fs::write(d.path("out.csv"), "old").unwrap();
    set_mode(&d.path("out.csv"), 0o444);
    let err = d.fails(
        &[
            "export",
            EV,
            "--format",
            "csv-standings",
            "--out",
            "out.csv",
        ],
        "out.csv",
    );
    assert!(err.contains("out.csv is read-only"), "{err}");
}

#[cfg(unix)]
#[test]
fn a_folder_that_is_not_writable_is_named_as_the_cause() {
    let d = paired(4);
    std::fs::create_dir(d.path("ro")).unwrap();
    std::fs::copy(d.path(EV), d.path("ro/ev.json")).unwrap();
    set_mode(&d.path("ro"), 0o500);
    let args = ["report", "ro/ev.json", "--table", "1", "6-0"];
    // root may write anywhere (CAP_DAC_OVERRIDE): then the command runs without its
    // capabilities (`setpriv`, util-linux), which makes the folder's mode count again.
    let privileged = std::fs::write(d.path("ro/probe"), "x").is_ok();
    let mut cmd = if privileged {
        let mut c = Command::new("setpriv");
        c.args(["--bounding-set=-all", "--inh-caps=-all"])
            .arg(crate::support::cli::bin())
            .args(args)
            .current_dir(d.path("."));
        c
    } else {
        d.cmd(&args)
    };
    let before = std::fs::read(d.path("ro/ev.json")).unwrap();
    let out = match cmd.output() {
        Ok(out) => out,
        Err(e) if privileged => return eprintln!("skipped: no setpriv ({e})"),
        Err(e) => panic!("{e}"),
    };
    let err = String::from_utf8_lossy(&out.stderr);
    // Where setpriv may not drop capabilities, there is nothing to check.
    if !(privileged && err.contains("setpriv")) {
        assert_eq!(out.status.code(), Some(1), "{err}");
        assert!(
            err.contains("the folder") && err.contains("is not writable"),
            "{err}"
        );
        assert_eq!(std::fs::read(d.path("ro/ev.json")).unwrap(), before);
    }
    set_mode(&d.path("ro"), 0o700);
}

#[cfg(unix)]
#[test]
fn a_named_pipe_is_refused_at_once_not_waited_on() {
    let d = Dir::new();
    let fifo = d.path("fifo.json");
    let made = Command::new("mkfifo").arg(&fifo).status().unwrap();
    assert!(made.success());
    for args in [
        vec!["player", "add", "fifo.json", "Ann"],
        vec!["standings", "fifo.json"],
        vec!["new", "fifo.json", "--name", "X", "--force"],
    ] {
        let mut child = d.cmd(&args).stderr(Stdio::piped()).spawn().unwrap();
        let t0 = Instant::now();
        let status = loop {
            if let Some(s) = child.try_wait().unwrap() {
                break s;
            }
            if t0.elapsed() > Duration::from_secs(20) {
                child.kill().unwrap();
                panic!("{args:?} hangs on a named pipe");
            }
            std::thread::sleep(Duration::from_millis(20));
        };
        let mut err = String::new();
        std::io::Read::read_to_string(&mut child.stderr.take().unwrap(), &mut err).unwrap();
        assert_eq!(status.code(), Some(1), "{args:?}");
        assert!(
            err.contains("fifo.json is a named pipe (FIFO), not a regular file"),
            "{args:?}: {err}"
        );
    }
    // A device is not an event file either (reading /dev/zero would never end).
    for dev in ["/dev/zero", "/dev/null"] {
        let out = d.run(&["player", "add", dev, "Ann"]);
        let err = String::from_utf8_lossy(&out.stderr);
        assert_eq!(out.status.code(), Some(1), "{dev}: {err}");
        assert!(err.contains("not a regular file"), "{dev}: {err}");
        let lock = lock_path(Path::new(dev));
        assert!(
            !lock.exists(),
            "no lock file made in /dev: {}",
            lock.display()
        );
    }
    // A player list that is a pipe, too.
    let d2 = paired(4);
    Command::new("mkfifo")
        .arg(d2.path("list.csv"))
        .status()
        .unwrap();
    let err = d2.fails(&["import-players", EV, "list.csv"], EV);
    assert!(err.contains("named pipe"), "{err}");
}

/// The event file with a field added to the first player and one to the event.
fn with_unknown_fields(d: &Dir) {
    let mut v: serde_json::Value =
        serde_json::from_slice(&std::fs::read(d.path(EV)).unwrap()).unwrap();
    v["event"]["players"][0]["deck"] = serde_json::json!("https://netrunnerdb.com/decklist/1");
    v["event"]["sponsor"] = serde_json::json!({"name": "Store"});
    std::fs::write(d.path(EV), serde_json::to_vec(&v).unwrap()).unwrap();
}

#[test]
fn a_file_with_unknown_fields_is_read_but_never_written() {
    let d = paired(4);
    with_unknown_fields(&d);
    let err = d.fails(&["report", EV, "--table", "1", "6-0"], EV);
    assert!(
        err.contains("does not know (event.players.0.deck, event.sponsor)")
            && err.contains("saving would lose it"),
        "{err}"
    );
    assert!(
        d.ok(&["standings", EV]).contains("P1"),
        "read-only commands work"
    );
    let loaded = save::read_bytes(&std::fs::read(d.path(EV)).unwrap(), &d.path(EV)).unwrap();
    assert_eq!(loaded.unknown, ["event.players.0.deck", "event.sponsor"]);
}

// ----- outputs never replace an event or another file unasked -----------------------------

#[test]
fn no_output_replaces_the_event_file_under_another_spelling_or_another_event() {
    let d = paired(4);
    std::fs::create_dir(d.path("sub")).unwrap();
    for out in ["./ev.json", "sub/../ev.json", "ev.json"] {
        let err = d.fails(&["print", EV, "--what", "pairings", "--out", out], EV);
        assert!(err.contains("is the event file itself"), "{out}: {err}");
        let err = d.fails(&["export", EV, "--format", "nrtm", "--out", out], EV);
        assert!(err.contains("is the event file itself"), "{out}: {err}");
    }
    #[cfg(unix)]
    {
        std::fs::hard_link(d.path(EV), d.path("hard.json")).unwrap();
        let err = d.fails(
            &["print", EV, "--what", "pairings", "--out", "hard.json"],
            EV,
        );
        assert!(err.contains("is the event file itself"), "{err}");
    }
    // Another event file is not replaced by an output either.
    d.ok(&["new", "other.json", "--name", "Other", "--seed", "2"]);
    let err = d.fails(
        &[
            "export",
            EV,
            "--format",
            "csv-standings",
            "--out",
            "other.json",
        ],
        "other.json",
    );
    assert!(
        err.contains("other.json is an event file (event \u{201c}Other\u{201d}, 0 players)"),
        "{err}"
    );
    // An older printout is replaced as before.
    d.ok(&["print", EV, "--what", "pairings", "--out", "p.pdf"]);
    d.ok(&["print", EV, "--what", "standings", "--out", "p.pdf"]);
    // The multiplayer export too.
    let m = Dir::new();
    m.ok(&[
        "new", "mp.json", "--name", "Pods", "--format", "napd", "--seed", "3",
    ]);
    for out in ["./mp.json", "mp.json"] {
        let err = m.fails(&["mp", "export", "mp.json", "--output", out], "mp.json");
        assert!(err.contains("is the event file itself"), "{out}: {err}");
    }
}
