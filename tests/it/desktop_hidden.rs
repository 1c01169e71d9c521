//! Issue 29, item 4: phones are answered while the app's window is minimized. The real program
//! on Xvfb with openbox shares an event (sharing starts again where it was when the app last
//! closed, `Prefs::share`), openbox minimizes its window, and for more than 30 seconds — with
//! no frame painted — players report their results over real HTTP; each is answered at once.
//! In-process, `NetrunnerApp::logic` alone (what eframe runs for a hidden window) answers and
//! publishes. And the bounded wait: a server whose owner never answers tells the phone to try
//! again.

use crate::desktop_x11::{App, Display, have, home, wait_for};
use netrunner_to::engine::command::SelfReported;
use netrunner_to::engine::{Command, Event, EventSettings, PlayerDetails, Structure};
use netrunner_to::io::save;
use netrunner_to::web::{Refusal, Requester, owner};
use std::sync::Arc;
use std::time::{Duration, Instant};

/// Twenty players, round 1 paired and published.
fn event() -> Event {
    let mut e = Event::new(
        EventSettings::new("Hidden Window Cup", Structure::Basic),
        29,
    );
    for i in 1..=20 {
        e.apply(Command::AddPlayer {
            details: PlayerDetails::named(format!("Player {i:02}")),
            id: None,
        })
        .unwrap();
    }
    e.apply(Command::PairRound).unwrap();
    e.apply(Command::PublishPairings { round: 1 }).unwrap();
    e
}

/// A free port of 127.0.0.1 (free when asked; the app binds it a moment later).
fn free_port() -> u16 {
    let l = std::net::TcpListener::bind("127.0.0.1:0").unwrap();
    l.local_addr().unwrap().port()
}

fn client() -> reqwest::blocking::Client {
    reqwest::blocking::Client::builder()
        // Longer than the server's own bound (owner::ANSWER_WAIT): a hang shows as a timeout.
        .timeout(Duration::from_secs(30))
        .build()
        .unwrap()
}

#[test]
fn phones_are_answered_while_the_window_is_minimized() {
    if !have(&["Xvfb", "openbox", "xdotool", "xprop"]) {
        return;
    }
    let d = Display::start(true, &[]);
    let home = home();
    let e = event();
    let file = home.path().join("hidden-window-cup.json");
    std::fs::write(&file, save::to_bytes(&e)).unwrap();
    let port = free_port();
    let data = App::data_dir(home.path());
    std::fs::create_dir_all(&data).unwrap();
    let prefs = serde_json::json!({
        "reopen": file,
        "share": format!("127.0.0.1:{port}"),
    });
    std::fs::write(data.join("prefs.json"), prefs.to_string()).unwrap();
    let mut app = App::start(&d, home, &[], &[]);

    let window = d
        .window("Hidden Window Cup", Duration::from_secs(60))
        .unwrap_or_else(|| panic!("no window; stderr: {}", app.stderr()));
    let base = format!("http://127.0.0.1:{port}");
    let http = client();
    let shared = wait_for(Duration::from_secs(30), || {
        let r = http.get(format!("{base}/")).send().ok()?;
        r.status().is_success().then_some(())
    });
    assert!(
        shared.is_some(),
        "the event was not shared again at the start"
    );

    d.run("xdotool", &["windowminimize", "--sync", &window])
        .expect("openbox minimizes the window");
    let hidden = wait_for(Duration::from_secs(10), || {
        let state = d.run("xprop", &["-id", &window, "_NET_WM_STATE"])?;
        state.contains("_NET_WM_STATE_HIDDEN").then_some(())
    });
    assert!(
        hidden.is_some(),
        "the window manager did not minimize the window"
    );
    // Let eframe see the window minimized before the phones start.
    std::thread::sleep(Duration::from_secs(1));

    // Every table's two players report, one request every 1.6 s: 20 reports over 32 s.
    let round = e.rounds().last().unwrap();
    let mut reports = Vec::new();
    for p in &round.pairings {
        let Some(p2) = p.p2 else { continue };
        reports.push((p.p1, p.table, "won-both"));
        reports.push((p2, p.table, "lost-both"));
    }
    assert_eq!(reports.len(), 20);
    let started = Instant::now();
    let mut slowest = Duration::ZERO;
    for (i, (who, table, result)) in reports.iter().enumerate() {
        let due = started + Duration::from_millis(1600 * i as u64);
        std::thread::sleep(due.saturating_duration_since(Instant::now()));
        let code = e.player_code(*who).unwrap().to_string();
        let fields = [
            ("action", "report".to_string()),
            ("stage", "swiss".to_string()),
            ("round", round.number.to_string()),
            ("table", table.to_string()),
            ("result", result.to_string()),
            ("code", code),
        ];
        // Every value is letters, digits and '-': no percent-encoding needed.
        let body: Vec<String> = fields.iter().map(|(k, v)| format!("{k}={v}")).collect();
        let body = body.join("&");
        let asked = Instant::now();
        let r = http
            .post(format!("{base}/player/{}", who.0))
            .header("content-type", "application/x-www-form-urlencoded")
            .body(body)
            .send()
            .unwrap_or_else(|err| panic!("report {i} got no answer: {err}"));
        let took = asked.elapsed();
        slowest = slowest.max(took);
        let status = r.status().as_u16();
        let body = r.text().unwrap();
        assert_eq!(status, 200, "report {i}: {body}");
        let expected = if i % 2 == 0 {
            "waiting for"
        } else {
            "confirmed"
        };
        assert!(body.contains(expected), "report {i}: {body}");
        // Answered by the app at once, not by the server's bound ("try again").
        assert!(
            took < owner::ANSWER_WAIT / 2,
            "report {i} took {took:?} (window minimized)"
        );
    }
    assert!(started.elapsed() >= Duration::from_secs(30));
    eprintln!(
        "20 reports over {:?} with the window minimized; slowest answer {slowest:?}",
        started.elapsed()
    );
    // Still minimized all along: no frame was painted.
    let state = d
        .run("xprop", &["-id", &window, "_NET_WM_STATE"])
        .unwrap_or_default();
    assert!(state.contains("_NET_WM_STATE_HIDDEN"), "{state}");
    // The live pages show the results (the snapshot the app published while hidden).
    let pairings = http
        .get(format!("{base}/pairings"))
        .send()
        .unwrap()
        .text()
        .unwrap();
    assert!(
        pairings.contains("10 of 10 tables reported"),
        "the live page did not get the results: {pairings}"
    );
    assert!(app.running(), "stderr: {}", app.stderr());
}

#[test]
fn a_server_whose_owner_never_answers_tells_the_phone_to_try_again() {
    let mut e = event();
    let round = e.rounds().last().unwrap().clone();
    let t = round.pairings.iter().find(|p| p.p2.is_some()).unwrap();
    let woken = Arc::new(std::sync::atomic::AtomicUsize::new(0));
    let w = woken.clone();
    let (mut link, handle) = owner::link(
        &e,
        Arc::new(move || {
            w.fetch_add(1, std::sync::atomic::Ordering::SeqCst);
        }),
    );
    let command = Command::SelfReport {
        by: t.p1,
        report: SelfReported::Swiss {
            round: round.number,
            table: t.table,
            result: crate::web_pages::six_nil(),
        },
    };
    let rt = tokio::runtime::Builder::new_current_thread()
        .enable_time()
        .build()
        .unwrap();
    // The owner never looks at its requests (a frozen app): the answer comes within the bound.
    let answer = rt.block_on(handle.submit_within(
        command.clone(),
        Requester::Player(t.p1),
        Duration::from_millis(300),
    ));
    assert_eq!(answer, Err(Refusal::Busy));
    assert!(answer.unwrap_err().to_string().contains("try again"));
    assert_eq!(woken.load(std::sync::atomic::Ordering::SeqCst), 1);
    // The withdrawn request is dropped when the owner comes to it, not applied late.
    assert!(link.try_next().is_none());
    let before = e.clone();
    assert_eq!(e, before);
    // An owner that answers in time answers as before.
    let owner = std::thread::spawn(move || {
        let change = link.next_blocking().unwrap();
        let answer = e
            .apply(change.command.clone())
            .map(|o| o.warnings)
            .map_err(Refusal::Engine);
        change.answer(answer.clone());
        answer
    });
    let answer = rt.block_on(handle.submit_within(
        command,
        Requester::Player(t.p1),
        Duration::from_secs(20),
    ));
    assert!(answer.is_ok(), "{answer:?}");
    assert_eq!(owner.join().unwrap(), answer);
}

#[test]
fn the_apps_logic_alone_answers_phones_and_publishes_without_a_frame() {
    use netrunner_to::app::{Action, NetrunnerApp, sharing};
    let data = tempfile::tempdir().unwrap();
    let e = event();
    let file = data.path().join("logic-cup.json");
    std::fs::write(&file, save::to_bytes(&e)).unwrap();
    let mut app = NetrunnerApp::new(data.path().join("data"), Box::new(|| 1_700_000_000_000));
    app.use_dialogs = false;
    app.push(Action::Open(file));
    let mut h = egui_kittest::Harness::builder()
        .with_size(egui::vec2(1280.0, 900.0))
        .build_ui_state(|ui, app: &mut NetrunnerApp| app.frame_ui(ui), app);
    h.run();
    let ctx = h.ctx.clone();
    sharing::start(h.state_mut(), &ctx, "127.0.0.1:0".parse().unwrap()).unwrap();
    let handle = h.state().share.as_ref().unwrap().handle();
    let round = e.rounds().last().unwrap();
    let t = round.pairings.iter().find(|p| p.p2.is_some()).unwrap();
    let report = |by| Command::SelfReport {
        by,
        report: SelfReported::Swiss {
            round: round.number,
            table: t.table,
            result: crate::web_pages::six_nil(),
        },
    };
    // From here on no frame runs: only what eframe calls for a hidden window.
    for by in [t.p1, t.p2.unwrap()] {
        let h2 = handle.clone();
        let command = report(by);
        let asker = std::thread::spawn(move || h2.submit_blocking(command, Requester::Player(by)));
        let answered = wait_for(Duration::from_secs(10), || {
            h.state_mut().logic();
            asker.is_finished().then_some(())
        });
        assert!(answered.is_some(), "no answer without a frame");
        assert!(asker.join().unwrap().is_ok());
    }
    let event = h.state().event().unwrap();
    let result = &event
        .round(round.number)
        .unwrap()
        .table(t.table)
        .unwrap()
        .result;
    assert_eq!(*result, Some(crate::web_pages::six_nil()));
    // The live pages' snapshot has it too.
    let snap = handle.snapshot();
    let seen = &snap
        .event
        .round(round.number)
        .unwrap()
        .table(t.table)
        .unwrap()
        .result;
    assert_eq!(*seen, Some(crate::web_pages::six_nil()));
}

/// Issue 33, item 4: an event shared when the app was killed (`kill -9`: no exit code runs)
/// is shared again on the same address when the app starts again, and the phones' pages hold
/// what was changed before the kill.
#[test]
fn after_kill_9_the_event_is_shared_again_on_the_same_address() {
    if !have(&["Xvfb", "openbox", "xdotool"]) {
        return;
    }
    let d = Display::start(true, &[]);
    let home = home();
    let e = event();
    let file = home.path().join("hidden-window-cup.json");
    std::fs::write(&file, save::to_bytes(&e)).unwrap();
    let port = free_port();
    let data = App::data_dir(home.path());
    std::fs::create_dir_all(&data).unwrap();
    let prefs = serde_json::json!({
        "reopen": file,
        "share": format!("127.0.0.1:{port}"),
    });
    std::fs::write(data.join("prefs.json"), prefs.to_string()).unwrap();
    let mut app = App::start(&d, home, &[], &[]);
    let base = format!("http://127.0.0.1:{port}");
    let http = client();
    let answers = |http: &reqwest::blocking::Client| {
        wait_for(Duration::from_secs(60), || {
            let r = http.get(format!("{base}/")).send().ok()?;
            r.status().is_success().then_some(())
        })
        .is_some()
    };
    assert!(answers(&http), "not shared at the start: {}", app.stderr());

    // A player reports through the phone page, then the app is killed.
    let round = e.rounds().last().unwrap();
    let p = &round.pairings[0];
    let report = |who: netrunner_to::engine::PlayerId, result: &str| {
        let body = format!(
            "action=report&stage=swiss&round={}&table={}&result={result}&code={}",
            round.number,
            p.table,
            e.player_code(who).unwrap()
        );
        let r = http
            .post(format!("{base}/player/{}", who.0))
            .header("content-type", "application/x-www-form-urlencoded")
            .body(body)
            .send()
            .unwrap();
        assert_eq!(r.status().as_u16(), 200);
        r.text().unwrap()
    };
    let first = report(p.p1, "won-both");
    assert!(first.contains("waiting for"), "{first}");
    let pid = app.pid().to_string();
    assert!(
        std::process::Command::new("kill")
            .args(["-9", &pid])
            .status()
            .unwrap()
            .success()
    );
    assert!(app.exited(Duration::from_secs(10)).is_some());
    let gone = wait_for(Duration::from_secs(10), || {
        http.get(format!("{base}/")).send().is_err().then_some(())
    });
    assert!(gone.is_some(), "the killed app's server still answers");
    let written: serde_json::Value =
        serde_json::from_slice(&std::fs::read(data.join("prefs.json")).unwrap()).unwrap();
    assert_eq!(
        written["share"],
        serde_json::json!(format!("127.0.0.1:{port}")),
        "{written}"
    );

    // Started again: the same event, shared on the same address, with the report in it.
    let home = std::mem::replace(&mut app.home, tempfile::tempdir().unwrap());
    let again = App::start(&d, home, &[], &[]);
    assert!(
        answers(&http),
        "not shared again after kill -9: {}",
        again.stderr()
    );
    // The opponent's matching report confirms the one made before the kill.
    let second = report(p.p2.unwrap(), "lost-both");
    assert!(second.contains("confirmed"), "{second}");
}
