//! Crash safety with real processes: a child process applies commands and saves after each one,
//! printing `ack N` (N = commands in the saved history) once a save has returned; the parent
//! kills it with SIGKILL after a random delay (seeded; every other kill counts it from the
//! child's first acknowledged save), then checks that the event file loads and
//! holds the acknowledged state or the one after it: never a torn file, never a lost result.
//!
//! Two kinds of child: `save` applies engine commands and saves with `io::save::save` (what
//! every CLI command does); `app` drives the desktop app's document (`NetrunnerApp` actions),
//! which autosaves to the event file and to the copy in the data directory and leaves the
//! session marker, so after each kill the recovery the next start would offer is checked too.
//!
//! The child is this test binary itself, run again with `--ignored --exact hardening::crash_safety::crash_child` and the
//! `NRTO_CRASH_*` variables. Kills: `NRTO_CRASH_KILLS` per kind (default 150, so 300 in all).

use crate::hardening::common;

use egui::accesskit::Role;
use egui_kittest::Harness;
use egui_kittest::kittest::Queryable;
use netrunner_to::app::document::{Session, copy_path_for_file, find_recovery};
use netrunner_to::app::{Action, NetrunnerApp};
use netrunner_to::engine::{Command, Event, EventSettings, PlayerDetails, Structure};
use netrunner_to::io::save;
use rand::RngExt;
use std::io::{BufRead, BufReader, Read, Write};
use std::path::{Path, PathBuf};
use std::process::{Command as Process, Stdio};
use std::time::{Duration, Instant};

const PLAYERS: usize = 24;
const ROUNDS: usize = 5;

/// The next change to make, from the event's state: register players, pair rounds, report
/// results one table at a time, and once the rounds are done keep correcting results (clear and
/// report again), so the history grows for as long as the child runs.
fn next_command(e: &Event, rng: &mut impl RngExt) -> Command {
    let n = e.players().len();
    if n < PLAYERS {
        return Command::AddPlayer {
            details: PlayerDetails::named(format!("Player {:02}", n + 1)),
            id: None,
        };
    }
    if let Some(r) = e.rounds().last() {
        if let Some(p) = r.pairings.iter().find(|p| !p.is_reported()) {
            return Command::ReportResult {
                round: r.number,
                table: p.table,
                result: common::random_result(rng, p.p1_side.is_some()),
            };
        }
        if e.rounds().len() >= ROUNDS {
            let reported = r.reported_tables();
            let table = reported[rng.random_range(0..reported.len())];
            return Command::ClearResult {
                round: r.number,
                table,
            };
        }
    }
    Command::PairRound
}

/// The child: runs until killed. Never returns on its own within the parent's delays.
#[test]
#[ignore = "the child process of the crash tests; run by them"]
fn crash_child() {
    let Ok(kind) = std::env::var("NRTO_CRASH_CHILD") else {
        return;
    };
    let file = PathBuf::from(std::env::var("NRTO_CRASH_FILE").unwrap());
    let seed: u64 = std::env::var("NRTO_CRASH_SEED").unwrap().parse().unwrap();
    let mut rng = common::rng(seed);
    let stdout = std::io::stdout();
    let ack = |n: usize| {
        let mut out = stdout.lock();
        writeln!(out, "ack {n}").unwrap();
        out.flush().unwrap();
    };
    match kind.as_str() {
        "save" => {
            let mut e = save::load(&file).unwrap();
            for _ in 0..100_000 {
                e.apply(next_command(&e, &mut rng)).unwrap();
                save::save(&file, &e).unwrap();
                ack(e.history().len());
            }
        }
        "app" => {
            let data = PathBuf::from(std::env::var("NRTO_CRASH_DATA").unwrap());
            let mut app = NetrunnerApp::new(data, Box::new(|| 1_767_000_000_000));
            app.use_dialogs = false;
            let ctx = egui::Context::default();
            app.push(Action::Open(file));
            app.run_actions(&ctx);
            assert!(app.error.is_none(), "{:?}", app.error);
            {
                let mut out = stdout.lock();
                writeln!(out, "\nopened").unwrap();
                out.flush().unwrap();
            }
            for _ in 0..100_000 {
                let c = next_command(app.event().unwrap(), &mut rng);
                app.push(Action::Apply(c));
                app.run_actions(&ctx);
                assert!(app.error.is_none(), "{:?}", app.error);
                // Written on the autosave thread: acknowledged once it is on disk.
                let doc = app.doc.as_mut().unwrap();
                doc.flush();
                assert!(doc.save_error.is_none(), "{:?}", doc.save_error);
                ack(app.event().unwrap().history().len());
            }
        }
        "unsaved" => {
            // An event never saved to a file: registrations, round 1 reported, round 2 half
            // reported. Then it waits to be killed.
            let data = PathBuf::from(std::env::var("NRTO_CRASH_DATA").unwrap());
            let mut app = NetrunnerApp::new(data, Box::new(|| 1_767_000_000_000));
            app.use_dialogs = false;
            let ctx = egui::Context::default();
            app.push(Action::NewEvent {
                settings: EventSettings::new("Never Saved Open", Structure::Basic),
                seed: 4242,
            });
            app.run_actions(&ctx);
            loop {
                let e = app.event().unwrap();
                let reported: usize = e.rounds().iter().map(|r| r.reported_tables().len()).sum();
                if e.rounds().len() == 2 && reported >= 12 + 6 {
                    break;
                }
                let c = next_command(e, &mut rng);
                app.push(Action::Apply(c));
                app.run_actions(&ctx);
                assert!(app.error.is_none(), "{:?}", app.error);
            }
            app.doc.as_mut().unwrap().flush();
            let e = app.event().unwrap();
            let reported: usize = e.rounds().iter().map(|r| r.reported_tables().len()).sum();
            let mut out = stdout.lock();
            writeln!(out, "\nready {} {reported}", e.history().len()).unwrap();
            out.flush().unwrap();
            drop(out);
            std::thread::sleep(Duration::from_secs(600));
        }
        other => panic!("unknown child kind {other}"),
    }
}

#[derive(Default, Debug)]
struct Tally {
    kills: usize,
    acknowledged: usize,
    caught_mid_command: usize,
    temp_files_seen: usize,
    recoveries_offered: usize,
}

fn temp_files(dir: &Path) -> Vec<String> {
    std::fs::read_dir(dir)
        .unwrap()
        .flatten()
        .map(|e| e.file_name().to_string_lossy().into_owned())
        .filter(|n| n.ends_with(".tmp"))
        .collect()
}

/// The history of `later` continues the history of `earlier`: nothing earlier was lost.
fn continues(earlier: &Event, later: &Event, what: &str) {
    let (a, b) = (earlier.history(), later.history());
    assert!(
        b.len() >= a.len() && b[..a.len()] == *a,
        "{what}: {} commands before, {} now, and the earlier ones changed",
        a.len(),
        b.len()
    );
}

fn kill_loop(kind: &str, kills: usize, seed: u64) -> Tally {
    let dir = tempfile::tempdir().unwrap();
    let data = dir.path().join("data");
    let file = dir.path().join("event.json");
    let mut last = Event::new(EventSettings::new("Crash Open", Structure::Basic), seed);
    save::save(&file, &last).unwrap();
    let mut rng = common::rng(seed);
    let mut tally = Tally::default();
    let exe = std::env::current_exe().unwrap();
    for i in 0..kills {
        let mut child = Process::new(&exe)
            .args([
                "--ignored",
                "--exact",
                "hardening::crash_safety::crash_child",
                "--nocapture",
            ])
            .args(["--test-threads", "1"])
            .env("NRTO_CRASH_CHILD", kind)
            .env("NRTO_CRASH_FILE", &file)
            .env("NRTO_CRASH_DATA", &data)
            .env("NRTO_CRASH_SEED", (seed * 1000 + i as u64).to_string())
            .stdout(Stdio::piped())
            .stderr(Stdio::null())
            .spawn()
            .unwrap();
        let mut stdout = BufReader::new(child.stdout.take().unwrap());
        let mut out = String::new();
        if kind == "app" {
            // The app child starts a window's worth of state and opens the event (a fifth of a
            // second on a loaded machine): the kills go where the results are written.
            while !out.contains("\nopened\n") {
                let n = stdout.read_line(&mut out).unwrap();
                assert!(
                    n > 0,
                    "iteration {i}: the app child ended before opening: {out}"
                );
            }
        }
        // Every other kill waits for the child's first acknowledged save before its delay, so
        // the event keeps growing however long a loaded machine takes for one command (on a
        // machine with a load average of 10, a command and its save can take longer than the
        // longest delay); the others can land before the first command or in its middle.
        if i % 2 == 1 {
            while !out.contains("ack ") {
                let n = stdout.read_line(&mut out).unwrap();
                assert!(
                    n > 0,
                    "iteration {i}: the {kind} child ended before its first save: {out}"
                );
            }
        }
        // The child needs a few milliseconds to start; kill anywhere from before its first
        // command to a few dozen commands in.
        std::thread::sleep(Duration::from_micros(rng.random_range(2_000..60_000)));
        child.kill().unwrap(); // SIGKILL
        let status = child.wait().unwrap();
        assert!(
            status.code().is_none(),
            "iteration {i}: the child ended by itself ({status}) instead of being killed"
        );
        stdout.read_to_string(&mut out).unwrap();
        let acked = out
            .lines()
            // libtest prints "test crash_child ... " without a newline before the first ack.
            .filter_map(|l| l.rsplit_once("ack ").map(|(_, n)| n))
            .filter_map(|n| n.parse::<usize>().ok())
            .next_back();
        let before = last.history().len();
        let acked = acked.unwrap_or(before);
        tally.kills += 1;
        tally.acknowledged += acked - before;
        tally.temp_files_seen += temp_files(dir.path()).len();

        let on_disk = save::load(&file)
            .unwrap_or_else(|e| panic!("iteration {i}: the event file does not load: {e}"));
        let h = on_disk.history().len();
        assert!(
            h == acked || h == acked + 1,
            "iteration {i} ({kind}): {acked} commands acknowledged, the file has {h}"
        );
        continues(&last, &on_disk, &format!("iteration {i}: the event file"));
        let mut current = on_disk;
        if kind == "app" {
            let copy_path = copy_path_for_file(&data, &file);
            if copy_path.exists() {
                let copy = save::load(&copy_path)
                    .unwrap_or_else(|e| panic!("iteration {i}: the autosave copy: {e}"));
                let c = copy.history().len();
                assert!(
                    c == acked || c == acked + 1,
                    "iteration {i}: {acked} acknowledged, the autosave copy has {c}"
                );
                continues(&last, &copy, &format!("iteration {i}: the autosave copy"));
            }
            // What the next start offers is never older than the file.
            if let Some(rec) = find_recovery(&data) {
                tally.recoveries_offered += 1;
                assert_eq!(rec.event_path.as_deref(), Some(file.as_path()));
                let recovered = save::load(&rec.autosave).unwrap();
                continues(
                    &current,
                    &recovered,
                    &format!("iteration {i}: the recovery"),
                );
                assert!(recovered.history().len() <= acked + 1);
                // The organizer accepts it: the app writes it back to the event file.
                let mut app = NetrunnerApp::new(data.clone(), Box::new(|| 1));
                let ctx = egui::Context::default();
                app.push(Action::Recover(
                    rec.autosave.clone(),
                    rec.event_path.clone(),
                ));
                app.run_actions(&ctx);
                assert_eq!(app.event(), Some(&recovered));
                app.doc.as_mut().unwrap().flush();
                current = save::load(&file).unwrap();
                assert_eq!(current, recovered);
            }
            Session::clear(&data);
        }
        if current.history().len() == acked + 1 {
            tally.caught_mid_command += 1;
        }
        // Every 20 kills: the saved state is exactly what its own history produces.
        if i % 20 == 19 {
            let replayed = Event::replay(current.origin(), current.history()).unwrap();
            assert_eq!(replayed, current, "iteration {i}: replay");
        }
        last = current;
    }
    // The next successful save removes what killed writers left behind.
    save::save(&file, &last).unwrap();
    assert_eq!(temp_files(dir.path()), Vec::<String>::new());
    if kind == "app" {
        let autosave_dir = data.join("autosave");
        save::save(&copy_path_for_file(&data, &file), &last).unwrap();
        assert_eq!(temp_files(&autosave_dir), Vec::<String>::new());
    }
    assert!(
        last.history().len() > PLAYERS + 10,
        "the children got far enough to report results ({} commands; {tally:?})",
        last.history().len()
    );
    tally
}

fn kills() -> usize {
    std::env::var("NRTO_CRASH_KILLS")
        .ok()
        .and_then(|v| v.parse().ok())
        .unwrap_or(150)
}

#[test]
fn killing_the_cli_save_path_never_tears_or_loses_the_event_file() {
    let t0 = Instant::now();
    let tally = kill_loop("save", kills(), 7);
    println!("save: {tally:?} in {:.1} s", t0.elapsed().as_secs_f64());
    assert_eq!(tally.kills, kills());
}

#[test]
fn killing_the_app_while_it_autosaves_never_loses_a_result_and_recovery_is_never_older() {
    let t0 = Instant::now();
    let tally = kill_loop("app", kills(), 8);
    println!("app: {tally:?} in {:.1} s", t0.elapsed().as_secs_f64());
    assert_eq!(tally.kills, kills());
}

#[test]
fn an_unsaved_event_with_results_is_offered_after_a_kill_and_recovering_restores_every_result() {
    let dir = tempfile::tempdir().unwrap();
    let data = dir.path().join("data");
    let exe = std::env::current_exe().unwrap();
    let mut child = Process::new(&exe)
        .args([
            "--ignored",
            "--exact",
            "hardening::crash_safety::crash_child",
            "--nocapture",
        ])
        .args(["--test-threads", "1"])
        .env("NRTO_CRASH_CHILD", "unsaved")
        .env("NRTO_CRASH_FILE", dir.path().join("unused.json"))
        .env("NRTO_CRASH_DATA", &data)
        .env("NRTO_CRASH_SEED", "99")
        .stdout(Stdio::piped())
        .stderr(Stdio::null())
        .spawn()
        .unwrap();
    let mut lines = BufReader::new(child.stdout.take().unwrap()).lines();
    let ready = lines
        .find_map(|l| {
            l.unwrap()
                .strip_prefix("ready ")
                .map(|rest| rest.to_string())
        })
        .expect("the child reports that its results are entered");
    child.kill().unwrap(); // SIGKILL: no clean exit, the session marker stays
    assert!(child.wait().unwrap().code().is_none());
    let (commands, reported) = ready.split_once(' ').unwrap();
    let (commands, reported): (usize, usize) =
        (commands.parse().unwrap(), reported.parse().unwrap());

    // The restart: the start screen offers the autosaved event, and recovering it restores all.
    let mut app = NetrunnerApp::new(data.clone(), Box::new(|| 1_767_000_100_000));
    app.use_dialogs = false;
    let rec = app
        .recovery
        .clone()
        .expect("recovery offered at the next start");
    assert_eq!(
        (rec.name.as_str(), rec.commands),
        ("Never Saved Open", commands)
    );
    assert!(rec.event_path.is_none());
    let mut h = Harness::builder()
        .with_size(egui::vec2(1280.0, 800.0))
        .build_ui_state(|ui, app: &mut NetrunnerApp| app.frame_ui(ui), app);
    h.run_steps(3);
    h.get_by_label_contains("was never saved to a file");
    h.get_by_role_and_label(Role::Button, "Recover the autosaved event")
        .click();
    h.run_steps(3);
    let e = h.state().event().expect("the recovered event is open");
    assert_eq!(e.history().len(), commands);
    assert_eq!(e.players().len(), PLAYERS);
    assert_eq!(e.rounds().len(), 2);
    let now: usize = e.rounds().iter().map(|r| r.reported_tables().len()).sum();
    assert_eq!(
        now, reported,
        "every result entered before the kill is back"
    );
    assert!(h.state().recovery.is_none());
}
