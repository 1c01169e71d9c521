//! Issue 32 through real HTTP on 127.0.0.1 (other loopback addresses, 127.0.0.2 and up, are
//! distinct phones): what a careless or hostile phone on the store's Wi-Fi can do to the room.
//! Wrong codes slow the guesser, never the player; nothing about a paired round reaches or comes
//! from a phone before the organizer publishes it; `serve` prints the wrong codes.

use crate::web_pages::{Live, NAMES, add, report_all, swiss_event};
use netrunner_to::engine::{Command, Event, EventSettings, PlayerId, Structure};
use std::io::{BufRead, BufReader};
use std::net::IpAddr;
use std::time::{Duration, Instant};

/// Posts a form to `path` from the loopback address `from` (127.0.0.N).
fn post_from(live: &Live, from: u8, path: &str, fields: &[(&str, String)]) -> (u16, String) {
    let body: Vec<String> = fields
        .iter()
        .map(|(k, v)| format!("{k}={}", v.replace(' ', "+")))
        .collect();
    let client = reqwest::blocking::Client::builder()
        .local_address(IpAddr::from([127, 0, 0, from]))
        .timeout(Duration::from_secs(20))
        .build()
        .unwrap();
    let r = client
        .post(live.url(path))
        .header("content-type", "application/x-www-form-urlencoded")
        .body(body.join("&"))
        .send()
        .unwrap();
    (r.status().as_u16(), r.text().unwrap())
}

/// The message box of an answer page.
fn message(body: &str) -> String {
    let start = body.find("id=\"msg\"").expect("a message");
    let rest = &body[start..];
    let open = rest.find('>').unwrap() + 1;
    let close = rest.find("</div>").unwrap();
    rest[open..close].to_string()
}

/// `who` reports "won both" at their table of the latest round, from 127.0.0.`from`, with
/// `code`.
fn report_from(live: &Live, e: &Event, from: u8, who: PlayerId, code: &str) -> (u16, String) {
    let r = e.rounds().last().unwrap();
    let p = r.pairing_of(who).unwrap();
    post_from(
        live,
        from,
        &format!("/player/{}", who.0),
        &[
            ("action", "report".into()),
            ("stage", "swiss".into()),
            ("round", r.number.to_string()),
            ("table", p.table.to_string()),
            ("result", "won-both".into()),
            ("code", code.into()),
        ],
    )
}

/// Players at a real table (not the bye) of the latest round.
fn seated(e: &Event) -> Vec<PlayerId> {
    e.rounds()
        .last()
        .unwrap()
        .pairings
        .iter()
        .filter(|p| !p.is_bye())
        .flat_map(|p| [p.p1, p.p2.unwrap()])
        .collect()
}

#[test]
fn wrong_codes_from_other_phones_never_lock_a_player_out() {
    let e = swiss_event();
    let players = seated(&e);
    let live = Live::start(e.clone());
    // Every player's code guessed wrong, each from its own address, past the limit.
    for (i, p) in players.iter().enumerate() {
        let from = 10 + u8::try_from(i).unwrap();
        for _ in 0..5 {
            let (s, _) = report_from(&live, &e, from, *p, "ZZZZZZ");
            assert_eq!(s, 403);
        }
        // That guesser now waits, even with a right-looking guess.
        let (s, body) = report_from(&live, &e, from, *p, e.player_code(*p).unwrap());
        assert_eq!(s, 429, "{body}");
    }
    // Each player, from their own phone, is not refused because of them.
    for (i, p) in players.iter().enumerate() {
        let from = 100 + u8::try_from(i).unwrap();
        let (s, body) = report_from(&live, &e, from, *p, e.player_code(*p).unwrap());
        assert_eq!(s, 200, "{}: {}", e.name_of(*p), message(&body));
    }
    let attempts = live.server.attempts();
    assert_eq!(
        attempts.iter().filter(|a| !a.limited).count(),
        5 * players.len()
    );
    assert_eq!(attempts.iter().filter(|a| a.limited).count(), players.len());
}

#[test]
fn one_address_guessing_many_players_is_limited_as_a_whole() {
    let e = swiss_event();
    let players = seated(&e);
    assert!(players.len() >= 6);
    let live = Live::start(e.clone());
    // Two wrong codes for each of five players: ten from one address, under the per-player
    // limit each time, and then the address waits whatever player it tries.
    for p in &players[..5] {
        for _ in 0..2 {
            assert_eq!(report_from(&live, &e, 7, *p, "ZZZZZZ").0, 403);
        }
    }
    let sixth = players[5];
    let (s, body) = report_from(&live, &e, 7, sixth, "ZZZZZZ");
    assert_eq!(s, 429, "{}", message(&body));
    assert!(message(&body).contains("too many wrong codes"));
    // The sixth player's own phone is not affected.
    let (s, body) = report_from(&live, &e, 8, sixth, e.player_code(sixth).unwrap());
    assert_eq!(s, 200, "{}", message(&body));
}

/// An event whose round 2 is paired but not published (round 1 published and played).
fn round_two_unpublished() -> Event {
    let mut e = swiss_event();
    report_all(&mut e);
    e.apply(Command::PairRound).unwrap();
    assert_eq!(e.published_round(), 1);
    assert_eq!(e.rounds().len(), 2);
    e
}

#[test]
fn an_unpublished_round_can_neither_be_seen_nor_reported_from_a_phone() {
    let mut e = round_two_unpublished();
    e.apply(Command::AddScorekeeper {
        name: "Judge".into(),
    })
    .unwrap();
    let token = e.reporting().scorekeepers[0].token.clone();
    let r2 = e.round(2).unwrap().clone();
    let t = r2.pairings.iter().find(|p| !p.is_bye()).unwrap().clone();
    let (a, b) = (t.p1, t.p2.unwrap());
    let live = Live::start(e.clone());

    // The player's page offers nothing to report and does not name the new opponent.
    let page = live.page(&format!("/player/{}", a.0));
    assert!(!page.contains("Report your result"), "{page}");
    assert!(
        !page.contains(&e.name_of(b)),
        "round 2's opponent shown: {page}"
    );
    // Both players post agreeing reports anyway (as a probing phone would): refused without a
    // word about the table or the opponent, and nothing is entered or kept.
    for (who, result) in [(a, "won-both"), (b, "lost-both")] {
        let (s, body) = post_from(
            &live,
            1,
            &format!("/player/{}", who.0),
            &[
                ("action", "report".into()),
                ("stage", "swiss".into()),
                ("round", "2".into()),
                ("table", t.table.to_string()),
                ("result", result.into()),
                ("code", e.player_code(who).unwrap().into()),
            ],
        );
        assert_eq!(s, 409, "{body}");
        let m = message(&body);
        assert!(m.contains("not published"), "{m}");
        let other = if who == a { b } else { a };
        assert!(!m.contains(&e.name_of(other)), "{m}");
    }
    // A table that does not exist gets the same answer: no probing which tables exist.
    let (s, body) = post_from(
        &live,
        1,
        &format!("/player/{}", a.0),
        &[
            ("action", "report".into()),
            ("stage", "swiss".into()),
            ("round", "2".into()),
            ("table", "99".into()),
            ("result", "won-both".into()),
            ("code", e.player_code(a).unwrap().into()),
        ],
    );
    assert_eq!(s, 409, "{body}");
    assert!(message(&body).contains("not published"));
    // The scorekeeper sees no table of round 2 and cannot enter one.
    let path = format!("/scorekeeper/{token}");
    let page = live.page(&path);
    assert!(page.contains("not published yet"), "{page}");
    assert!(!page.contains(&e.name_of(a)), "{page}");
    let (s, body) = post_from(
        &live,
        1,
        &path,
        &[("table", t.table.to_string()), ("result", "6-0".into())],
    );
    assert_eq!(s, 409, "{body}");
    // The engine refuses it too, whoever asks (a stale page's request).
    let refused = live.handle.submit_blocking(
        Command::SelfReport {
            by: a,
            report: netrunner_to::engine::command::SelfReported::Swiss {
                round: 2,
                table: t.table,
                result: crate::web_pages::six_nil(),
            },
        },
        netrunner_to::web::Requester::Player(a),
    );
    assert!(
        refused.unwrap_err().to_string().contains("not published"),
        "a report of an unpublished round was taken"
    );

    // The organizer can still re-pair the round: nothing came in from a phone.
    live.apply(Command::RepairRound { force: false });
    // Once published, a report of the round goes through.
    live.apply(Command::PublishPairings { round: 2 });
    let now = live.handle.snapshot().event.clone();
    let a = seated(&now)[0];
    let (s, body) = report_from(&live, &now, 1, a, now.player_code(a).unwrap());
    assert_eq!(s, 200, "{}", message(&body));
    let done = live.finish();
    assert!(done.pending_reports().len() == 1);
    assert!(
        done.history()
            .iter()
            .all(|h| !h.command.to_string().starts_with("scorekeeper \"Judge\":"))
    );
}

#[test]
fn serve_prints_wrong_codes_as_they_are_tried() {
    let dir = tempfile::tempdir().unwrap();
    let path = dir.path().join("e.json");
    let mut e = Event::new(EventSettings::new("Served", Structure::Basic), 4);
    for n in NAMES.iter().take(4) {
        add(&mut e, n);
    }
    e.apply(Command::PairRound).unwrap();
    e.apply(Command::PublishPairings { round: 1 }).unwrap();
    netrunner_to::io::save::save(&path, &e).unwrap();
    let mut child = std::process::Command::new(env!("CARGO_BIN_EXE_netrunner-to"))
        .args(["serve", path.to_str().unwrap(), "--listen", "127.0.0.1:0"])
        .stdout(std::process::Stdio::piped())
        .stderr(std::process::Stdio::null())
        .spawn()
        .unwrap();
    let guard = Kill(&mut child);
    // Lines read on a thread of their own, so that a silent server fails the test in time.
    let (tx, lines) = std::sync::mpsc::channel();
    let stdout = guard.0.stdout.take().unwrap();
    std::thread::spawn(move || {
        for line in BufReader::new(stdout).lines().map_while(Result::ok) {
            if tx.send(line).is_err() {
                return;
            }
        }
    });
    let first = lines.recv_timeout(Duration::from_secs(20)).unwrap();
    let url = first
        .split_whitespace()
        .find(|w| w.starts_with("http://"))
        .unwrap()
        .trim_end_matches('/')
        .to_string();
    let victim = seated(&e)[0];
    let p = e.round(1).unwrap().pairing_of(victim).unwrap();
    let client = reqwest::blocking::Client::builder()
        .local_address(IpAddr::from([127, 0, 0, 9]))
        .build()
        .unwrap();
    for _ in 0..6 {
        let body = format!(
            "action=report&stage=swiss&round=1&table={}&result=won-both&code=ZZZZZZ",
            p.table
        );
        let r = client
            .post(format!("{url}/player/{}", victim.0))
            .header("content-type", "application/x-www-form-urlencoded")
            .body(body)
            .send()
            .unwrap();
        assert!(r.status() == 403 || r.status() == 429);
    }
    // Five "wrong code" lines, then one "refused" line, all naming the address and the player.
    let name = e.name_of(victim);
    let deadline = Instant::now() + Duration::from_secs(20);
    let mut seen = Vec::new();
    while seen.len() < 6 {
        let left = deadline.saturating_duration_since(Instant::now());
        let Ok(line) = lines.recv_timeout(left) else {
            panic!("serve printed only {seen:?}");
        };
        eprintln!("serve: {line}");
        if line.contains("wrong code") {
            seen.push(line);
        }
    }
    assert!(
        seen[..5]
            .iter()
            .all(|l| l.contains("127.0.0.9") && l.contains(&name)),
        "{seen:?}"
    );
    assert!(seen[5].contains("refused for a minute"), "{seen:?}");
}

/// Kills the child when the test ends, however it ends.
struct Kill<'a>(&'a mut std::process::Child);

impl Drop for Kill<'_> {
    fn drop(&mut self) {
        let _ = self.0.kill();
        let _ = self.0.wait();
    }
}

#[test]
fn two_events_made_with_the_same_seed_have_different_codes_and_replays_keep_them() {
    let dir = tempfile::tempdir().unwrap();
    let run = crate::share_text::cli;
    let mut made = Vec::new();
    for name in ["a.json", "b.json"] {
        let path = dir.path().join(name);
        let file = path.to_str().unwrap();
        let said = run(&["new", file, "--name", "Same Seed", "--seed", "42"]);
        assert!(said.contains("seed 42"), "{said}");
        for n in NAMES.iter().take(4) {
            run(&["player", "add", file, n]);
        }
        made.push(netrunner_to::io::save::load(&path).unwrap());
    }
    let (a, b) = (&made[0], &made[1]);
    assert_eq!(a.origin().seed, b.origin().seed);
    // The seed is printed and shown; the codes do not follow from it.
    for (pa, pb) in a.players().iter().zip(b.players()) {
        assert_eq!(pa.name, pb.name);
        assert_ne!(a.player_code(pa.id), b.player_code(pb.id), "{}", pa.name);
    }
    // Both keys came from the system, and differ.
    assert_ne!(a.origin().secret, b.origin().secret);
    assert_eq!(a.origin().secret.as_deref().map(str::len), Some(64));
    // A replay of the history from the file's origin gives the stored codes.
    for e in &made {
        let again = Event::replay(e.origin(), e.history()).unwrap();
        for p in e.players() {
            assert_eq!(again.player_code(p.id), e.player_code(p.id));
        }
    }
    // An event without a key (made before it existed) keeps the codes its seed gives.
    let old = |seed| {
        let mut e = Event::new(EventSettings::new("Old", Structure::Basic), seed);
        add(&mut e, "Ann");
        e.player_code(e.players()[0].id).unwrap().to_string()
    };
    assert_eq!(old(42), old(42));
    assert_ne!(old(42), old(43));
}

/// An event of `n` players, round 1 paired and published.
fn big_event(n: usize) -> Event {
    let mut e = Event::new(EventSettings::new("Crowded", Structure::Basic), 5);
    for i in 0..n {
        add(&mut e, &format!("Player {i:03}"));
    }
    e.apply(Command::PairRound).unwrap();
    e.apply(Command::PublishPairings { round: 1 }).unwrap();
    e
}

#[test]
fn one_device_holding_two_thousand_connections_does_not_stop_fifty_phones() {
    use std::io::{Read, Write};
    let files = netrunner_to::web::gate::raise_open_files();
    // The attacker's 2,000 sockets and the server's side of every accepted one live in this
    // process.
    assert!(
        files >= 4_500,
        "this test needs 4,500 open files (ulimit -n is {files})"
    );
    let limits = netrunner_to::web::gate::Limits {
        header_timeout: Duration::from_secs(2),
        ..netrunner_to::web::gate::Limits::for_open_files(files)
    };
    let e = big_event(100);
    let live = Live::start_with(e.clone(), limits);
    let addr = live.server.addr();

    // One device (127.0.0.1) opens 2,000 connections and sends half a request head on each.
    let mut held = Vec::new();
    for _ in 0..2_000 {
        let socket = std::net::TcpStream::connect_timeout(&addr, Duration::from_secs(5));
        let Ok(socket) = socket else { continue };
        let _ = socket.set_read_timeout(Some(Duration::from_secs(10)));
        let mut s = socket;
        let _ = s.write_all(b"GET /pairings HTTP/1.1\r\nHost: x\r\n");
        held.push(s);
    }
    // The server closes all but its cap at once (a few that the kernel queued late are taken
    // when the first ones time out, so not exactly 2,000 − the cap).
    let start = Instant::now();
    while live.server.refused().connections_per_address < 1_500 {
        assert!(
            start.elapsed() < Duration::from_secs(20),
            "{:?}",
            live.server.refused()
        );
        std::thread::sleep(Duration::from_millis(50));
    }
    assert!(live.server.connections() <= limits.per_address);
    let most = std::sync::Arc::new(std::sync::atomic::AtomicUsize::new(0));

    // Fifty phones, each its own address, load pages and report while that goes on.
    let phones: Vec<_> = (0..50u8)
        .map(|i| {
            let e = e.clone();
            let url = live.url("/");
            std::thread::spawn(move || {
                let client = reqwest::blocking::Client::builder()
                    .local_address(IpAddr::from([127, 0, 0, 10 + i]))
                    .timeout(Duration::from_secs(10))
                    .build()
                    .unwrap();
                let t = e.rounds()[0]
                    .pairings
                    .iter()
                    .find(|p| p.table == u32::from(i) + 1)
                    .unwrap()
                    .clone();
                for _ in 0..5 {
                    let r = client.get(format!("{url}pairings")).send().unwrap();
                    assert_eq!(r.status(), 200);
                    assert!(r.text().unwrap().contains("Player"));
                }
                let body = format!(
                    "action=report&stage=swiss&round=1&table={}&result=won-both&code={}",
                    t.table,
                    e.player_code(t.p1).unwrap()
                );
                let r = client
                    .post(format!("{url}player/{}", t.p1.0))
                    .header("content-type", "application/x-www-form-urlencoded")
                    .body(body)
                    .send()
                    .unwrap();
                assert_eq!(r.status(), 200);
            })
        })
        .collect();
    // Meanwhile the server never holds more than the attacker's cap and the phones' own.
    while phones.iter().any(|p| !p.is_finished()) {
        most.fetch_max(
            live.server.connections(),
            std::sync::atomic::Ordering::Relaxed,
        );
        std::thread::sleep(Duration::from_millis(10));
    }
    for p in phones {
        p.join().expect("a phone got no answer");
    }
    let most = most.load(std::sync::atomic::Ordering::Relaxed);
    assert!(
        most <= limits.per_address + 50,
        "{most} connections open at once"
    );

    // Every one of them is closed by the server: at once past the cap, after the head timeout
    // for the half-sent heads it took (a read ends, rather than waiting out its 10 s).
    assert_eq!(held.len(), 2_000);
    for s in &mut held {
        let mut buf = [0u8; 512];
        loop {
            match s.read(&mut buf) {
                Ok(0) => break,
                Ok(_) => continue, // a 408 answer, then the close
                Err(e) => {
                    assert!(
                        !matches!(
                            e.kind(),
                            std::io::ErrorKind::WouldBlock | std::io::ErrorKind::TimedOut
                        ),
                        "a held connection was left open: {e}"
                    );
                    break;
                }
            }
        }
    }
    let start = Instant::now();
    while live.server.connections() > 0 {
        assert!(
            start.elapsed() < Duration::from_secs(10),
            "{} connections still open",
            live.server.connections()
        );
        std::thread::sleep(Duration::from_millis(100));
    }
    let done = live.finish();
    assert_eq!(done.pending_reports().len(), 50);
}

#[test]
fn live_pages_past_the_cap_of_one_device_are_refused_and_others_still_follow() {
    let limits = netrunner_to::web::gate::Limits::for_open_files(20_000);
    let live = Live::start_with(big_event(10), limits);
    let stream = |from: u8| {
        let client = reqwest::blocking::Client::builder()
            .local_address(IpAddr::from([127, 0, 0, from]))
            .timeout(Duration::from_secs(10))
            .build()
            .unwrap();
        client.get(live.url("/live")).send().unwrap()
    };
    let mut open = Vec::new();
    for _ in 0..limits.streams_per_address {
        let r = stream(3);
        assert_eq!(r.status(), 200);
        open.push(r);
    }
    let r = stream(3);
    assert_eq!(r.status(), 429);
    assert_eq!(live.server.refused().streams, 1);
    // Another phone still follows.
    let other = stream(4);
    assert_eq!(other.status(), 200);
    assert_eq!(live.server.watching(), limits.streams_per_address + 1);
    drop(open);
}

/// Item 7: the event's name and the identities shown on every phone refuse what player names
/// refuse — direction overrides and zero-width characters — and the event is left unchanged.
#[test]
fn the_event_name_and_identities_refuse_invisible_formatting() {
    let mut e = swiss_event();
    let before = serde_json::to_string(&e).unwrap();
    for bad in [
        "Store \u{202E}spmahC",
        "Store\u{200B}Champs",
        "\u{2067}Regionals",
        "\u{FEFF}GNK",
    ] {
        let mut s = e.settings().clone();
        s.name = bad.into();
        let err = e.apply(Command::EditSettings { settings: s }).unwrap_err();
        let text = err.to_string();
        assert!(
            text.contains("event name") && text.contains("invisible"),
            "{bad:?}: {text}"
        );
        let p = e.players()[0].clone();
        let mut details = netrunner_to::engine::PlayerDetails {
            name: p.name.clone(),
            corp: None,
            runner: None,
            pronouns: None,
            reading: None,
            fixed_table: None,
            no_video: false,
        };
        details.corp = Some(format!("Haas-Bioroid: {bad}"));
        let err = e
            .apply(Command::EditPlayer {
                player: p.id,
                details: details.clone(),
            })
            .unwrap_err();
        assert!(err.to_string().contains("Corp identity"), "{err}");
        details.corp = None;
        details.runner = Some(bad.into());
        let err = e
            .apply(Command::EditPlayer {
                player: p.id,
                details,
            })
            .unwrap_err();
        assert!(err.to_string().contains("Runner identity"), "{err}");
    }
    assert_eq!(serde_json::to_string(&e).unwrap(), before);
    // A joiner between two visible characters stays allowed (emoji, Persian).
    let mut s = e.settings().clone();
    s.name = "👩\u{200D}💻 Night".into();
    e.apply(Command::EditSettings { settings: s }).unwrap();
    let live = Live::start(e);
    assert!(live.page("/").contains("👩\u{200D}💻 Night"));
}
