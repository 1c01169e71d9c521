//! The live event pages through real HTTP on 127.0.0.1 (an ephemeral port): every page of a
//! Swiss round, an elimination round and a multiplayer event; publication; escaping; unknown
//! addresses; malformed requests; a change reaching a live page; `serve` and `publish`.

use netrunner_to::engine::command::{EliminationOutcome, SideChoice};
use netrunner_to::engine::{
    Command, CutSize, Event, EventSettings, Format, GameResult, MatchResult, PlayerDetails,
    PlayerId, Side, Structure,
};
use netrunner_to::web::{OwnerHandle, Requester, Server, owner};
use std::io::{BufRead, BufReader, Read, Write};
use std::net::TcpStream;
use std::sync::Arc;
use std::time::{Duration, Instant};

const BIN: &str = env!("CARGO_BIN_EXE_netrunner-to");

/// Every page must stay under this (phones on a busy Wi-Fi).
const PAGE_LIMIT: usize = 100 * 1024;

/// A server on an ephemeral port of 127.0.0.1 and an owner thread applying its requests.
pub struct Live {
    pub server: Server,
    pub handle: OwnerHandle,
    owner: Option<std::thread::JoinHandle<Event>>,
}

impl Live {
    /// Stops the server and returns the owner's event (with its history).
    pub fn finish(self) -> Event {
        let Live {
            server,
            handle,
            owner,
        } = self;
        drop(server);
        drop(handle);
        owner.unwrap().join().unwrap()
    }
}

impl Live {
    pub fn start(event: Event) -> Live {
        Live::start_with(event, netrunner_to::web::gate::Limits::for_this_process())
    }

    /// [`Live::start`] with the given caps and timeouts.
    pub fn start_with(event: Event, limits: netrunner_to::web::gate::Limits) -> Live {
        let (mut link, handle) = owner::link(&event, Arc::new(|| {}));
        let server =
            Server::start_with("127.0.0.1:0".parse().unwrap(), handle.clone(), limits).unwrap();
        let owner = std::thread::spawn(move || {
            let mut event = event;
            // Ends when every handle (the server's and the test's) is gone.
            while let Some(change) = link.next_blocking() {
                let answer = event
                    .apply(change.command.clone())
                    .map(|o| o.warnings)
                    .map_err(netrunner_to::web::Refusal::Engine);
                if answer.is_ok() {
                    link.publish(&event);
                }
                change.answer(answer);
            }
            event
        });
        Live {
            server,
            handle,
            owner: Some(owner),
        }
    }

    pub fn url(&self, path: &str) -> String {
        format!("http://{}{path}", self.server.addr())
    }

    pub fn get(&self, path: &str) -> (u16, String) {
        let r = reqwest::blocking::get(self.url(path)).unwrap();
        let status = r.status().as_u16();
        (status, r.text().unwrap())
    }

    /// A page that must be there: 200, under the size limit, self-contained.
    pub fn page(&self, path: &str) -> String {
        let (status, body) = self.get(path);
        assert_eq!(status, 200, "{path}");
        assert!(body.len() < PAGE_LIMIT, "{path} is {} bytes", body.len());
        assert!(!body.contains("http://") && !body.contains("https://") || path == "/projector");
        body
    }

    pub fn apply(&self, c: Command) {
        self.handle
            .submit_blocking(c, Requester::Organizer)
            .unwrap();
    }
}

pub fn add(e: &mut Event, name: &str) -> PlayerId {
    e.apply(Command::AddPlayer {
        details: PlayerDetails::named(name),
        id: None,
    })
    .unwrap()
    .player
    .unwrap()
}

pub const NAMES: [&str; 8] = [
    "Ann Lee",
    "Bo Chen",
    "Cy <script>alert(1)</script>",
    "Dé \"Quote\" O'Brien",
    "עמית כהן",
    "Fay Wong",
    "Gus Grant",
    "Hal Jordan",
];

/// Eight players, round 1 paired and published, nothing reported.
pub fn swiss_event() -> Event {
    let mut e = Event::new(EventSettings::new("Store Champs", Structure::Basic), 11);
    for n in NAMES {
        add(&mut e, n);
    }
    e.apply(Command::PairRound).unwrap();
    e.apply(Command::PublishPairings { round: 1 }).unwrap();
    e
}

pub fn six_nil() -> MatchResult {
    MatchResult::Games {
        p1_corp: GameResult::Win {
            winner: Side::Corp,
            reason: None,
        },
        p2_corp: GameResult::Win {
            winner: Side::Runner,
            reason: None,
        },
    }
}

pub fn report_all(e: &mut Event) {
    let round = e.rounds().last().unwrap();
    let number = round.number;
    let tables: Vec<u32> = round.unreported_tables();
    for t in tables {
        e.apply(Command::ReportResult {
            round: number,
            table: t,
            result: six_nil(),
        })
        .unwrap();
    }
}

/// Issue 33, item 4: the standings say which completed round they are after, and nothing
/// before a round is published.
#[test]
fn standings_are_after_the_last_completed_round() {
    let mut e = Event::new(EventSettings::new("Store Champs", Structure::Basic), 11);
    for n in NAMES {
        add(&mut e, n);
    }
    e.apply(Command::PairRound).unwrap();
    let live = Live::start(e.clone());
    let page = live.page("/standings");
    assert!(page.contains("No round has been published yet."), "{page}");
    assert!(!page.contains("ESoS"), "no table of zeros: {page}");
    drop(live);
    e.apply(Command::PublishPairings { round: 1 }).unwrap();
    report_all(&mut e);
    e.apply(Command::PairRound).unwrap();
    e.apply(Command::PublishPairings { round: 2 }).unwrap();
    let live = Live::start(e.clone());
    let page = live.page("/standings");
    assert!(
        page.contains("Standings after round 1 (round 2 in progress)"),
        "{page}"
    );
    assert!(!page.contains("Standings after round 2"));
}

#[test]
fn every_page_of_a_swiss_round_is_served_small_and_self_contained() {
    let e = swiss_event();
    let round = e.round(1).unwrap().clone();
    let live = Live::start(e.clone());
    let home = live.page("/");
    assert!(home.contains("Store Champs") && home.contains("Round 1"));
    assert!(
        home.contains("data-left=\"3900000\""),
        "the 65-minute clock"
    );
    let pairings = live.page("/pairings");
    for p in &round.pairings {
        let table = format!("Table {}", p.table);
        assert!(pairings.contains(&table), "{table}");
        assert!(pairings.contains(&format!("href=\"/player/{}\"", p.p1.0)));
    }
    assert!(pairings.contains("0 of 4 tables reported"));
    let standings = live.page("/standings");
    // Nothing of round 1 is reported: not "after round 1" (issue 33).
    assert!(standings.contains("Standings (no round completed yet)") && standings.contains("ESoS"));
    assert!(!standings.contains("Standings after round 1"));
    let bracket = live.page("/bracket");
    assert!(bracket.contains("The cut has not been made yet"));
    let projector = live.page("/projector");
    assert!(projector.contains("<svg"), "the QR code of the address");
    assert!(projector.contains("Table 1"));
    for p in e.players() {
        let page = live.page(&format!("/player/{}", p.id.0));
        assert!(page.contains("Round 1</b> · table"), "{}", p.name);
    }
    // Only the fragment, with its version, for the live script.
    let r = reqwest::blocking::get(live.url("/pairings?part=live")).unwrap();
    assert_eq!(r.headers()["x-version"], "1");
    let text = r.text().unwrap();
    assert!(!text.contains("<html") && text.contains("Table 1"));
}

#[test]
fn a_reported_result_shows_on_the_pages_and_in_the_standings() {
    let live = Live::start(swiss_event());
    let round = live.handle.snapshot().event.round(1).unwrap().clone();
    let t1 = &round.pairings[0];
    live.apply(Command::ReportResult {
        round: 1,
        table: t1.table,
        result: six_nil(),
    });
    let pairings = live.page("/pairings");
    assert!(pairings.contains("1 of 4 tables reported"));
    assert!(pairings.contains("<span class=\"res\">6</span>"));
    let player = live.page(&format!("/player/{}", t1.p1.0));
    assert!(player.contains("6–0"), "{player}");
    let standings = live.page("/standings");
    let first = standings.find("<tbody>").unwrap();
    assert!(standings[first..].contains(&format!("href=\"/player/{}\"", t1.p1.0)));
}

#[test]
fn pairings_are_shown_only_once_published_and_standings_can_be_hidden() {
    let mut e = swiss_event();
    report_all(&mut e);
    e.apply(Command::PairRound).unwrap();
    let round2 = e.round(2).unwrap().clone();
    let live = Live::start(e);
    let before = live.page("/pairings");
    assert!(before.contains("Round 1") && before.contains("Round 2 is paired and not published"));
    let p = &round2.pairings[0];
    let player = live.page(&format!("/player/{}", p.p1.0));
    assert!(
        !player.contains("Round 2"),
        "an unpublished round leaks: {player}"
    );
    assert!(live.page("/").contains("Round 2 is paired"));

    live.apply(Command::PublishPairings { round: 2 });
    let after = live.page("/pairings");
    assert!(after.contains("<h2>Round 2</h2>"));
    assert!(
        live.page(&format!("/player/{}", p.p1.0))
            .contains("Round 2</b> · ")
    );

    live.apply(Command::ShowStandings { shown: false });
    let hidden = live.page("/standings");
    assert!(hidden.contains("hidden the standings") && !hidden.contains("ESoS"));
    assert!(!live.page(&format!("/player/{}", p.p1.0)).contains("SoS"));
    live.apply(Command::ShowStandings { shown: true });
    assert!(live.page("/standings").contains("ESoS"));

    live.apply(Command::PublishPairings { round: 0 });
    assert!(live.page("/pairings").contains("are not published yet"));
}

#[test]
fn names_are_escaped_and_isolated_for_right_to_left_text() {
    let live = Live::start(swiss_event());
    for path in ["/pairings", "/standings", "/projector", "/player/3"] {
        let page = live.page(path);
        assert!(!page.contains("<script>alert"), "{path}");
        assert!(
            page.contains("&lt;script&gt;alert(1)&lt;/script&gt;"),
            "{path}"
        );
        assert!(!page.contains("Dé \"Quote\""), "{path}");
    }
    let standings = live.page("/standings");
    assert!(standings.contains("<bdi>Dé &quot;Quote&quot; O'Brien</bdi>"));
    assert!(standings.contains("<bdi>עמית כהן</bdi>"));
    // The event name too.
    let mut e = swiss_event();
    let mut s = e.settings().clone();
    s.name = "</title><script>x()</script>".into();
    e.apply(Command::EditSettings { settings: s }).unwrap();
    let live = Live::start(e);
    let home = live.page("/");
    assert!(!home.contains("<script>x()") && home.contains("&lt;/title&gt;"));
    // No page loads anything from elsewhere.
    let r = reqwest::blocking::get(live.url("/")).unwrap();
    let csp = r.headers()["content-security-policy"].to_str().unwrap();
    assert!(csp.contains("default-src 'none'"));
}

#[test]
fn no_inline_script_runs_the_pages_script_is_a_served_file() {
    let live = Live::start(swiss_event());
    for path in [
        "/",
        "/pairings",
        "/standings",
        "/projector",
        "/player/3",
        "/statistics",
    ] {
        let r = reqwest::blocking::get(live.url(path)).unwrap();
        let csp = r.headers()["content-security-policy"]
            .to_str()
            .unwrap()
            .to_string();
        let script_src = csp
            .split(';')
            .map(str::trim)
            .find(|d| d.starts_with("script-src"))
            .unwrap_or_else(|| panic!("{path}: no script-src in {csp}"));
        assert_eq!(script_src, "script-src 'self'", "{path}");
        let page = r.text().unwrap();
        // Every script element is the one served file, empty inside.
        assert_eq!(page.matches("<script").count(), 1, "{path}");
        assert!(page.contains("<script src=\"/app.js\"></script>"), "{path}");
        assert!(!page.contains(" onclick=") && !page.contains(" oninput="));
    }
    let r = reqwest::blocking::get(live.url("/app.js")).unwrap();
    assert_eq!(r.status(), 200);
    assert!(
        r.headers()["content-type"]
            .to_str()
            .unwrap()
            .starts_with("text/javascript")
    );
    assert_eq!(r.headers()["x-content-type-options"], "nosniff");
    let js = r.text().unwrap();
    assert!(js.contains("new EventSource('/live')") && js.contains("?part=live"));
}

#[test]
fn unknown_addresses_are_not_found() {
    let live = Live::start(swiss_event());
    for path in [
        "/nope",
        "/player/999",
        "/player/abc",
        "/player/-1",
        "/player/99999999999999999999",
        "/pairings/extra",
        "/%2e%2e/etc/passwd",
    ] {
        let (status, body) = live.get(path);
        assert_eq!(status, 404, "{path}");
        assert!(body.contains("There is no such page"), "{path}");
    }
}

/// Sends raw bytes and reads whatever comes back (the server may close the connection).
fn raw(addr: std::net::SocketAddr, bytes: &[u8]) -> String {
    let mut s = TcpStream::connect(addr).unwrap();
    s.set_read_timeout(Some(Duration::from_secs(5))).unwrap();
    let _ = s.write_all(bytes);
    let _ = s.shutdown(std::net::Shutdown::Write);
    let mut out = Vec::new();
    let _ = s.read_to_end(&mut out);
    String::from_utf8_lossy(&out).into_owned()
}

#[test]
fn the_server_survives_malformed_requests() {
    let live = Live::start(swiss_event());
    let addr = live.server.addr();
    let answers = [
        raw(addr, b"garbage\r\n\r\n"),
        raw(addr, b"GET / HTTP/9.9\r\n\r\n"),
        raw(addr, b"GET /\xff\xfe HTTP/1.1\r\nHost: x\r\n\r\n"),
        raw(
            addr,
            b"GET /pairings?part=%zz%00 HTTP/1.1\r\nHost: x\r\n\r\n",
        ),
        raw(
            addr,
            format!(
                "GET / HTTP/1.1\r\nHost: x\r\nX-Big: {}\r\n\r\n",
                "a".repeat(1 << 20)
            )
            .as_bytes(),
        ),
        raw(
            addr,
            b"POST / HTTP/1.1\r\nHost: x\r\nContent-Length: 99999999\r\n\r\nabc",
        ),
        raw(
            addr,
            b"GET / HTTP/1.1\r\nHost: x\r\nContent-Length: -5\r\n\r\n",
        ),
        raw(addr, b""),
    ];
    for a in &answers {
        assert!(
            !a.contains("200 OK") || a.starts_with("HTTP/1.1 200"),
            "{a}"
        );
    }
    // Half-open connections that never finish their request do not stop others: another
    // phone (another address) still gets its page while this one holds them (past its cap
    // of 32 the server closes them at once: web_attacks).
    let idle: Vec<TcpStream> = (0..50)
        .map(|_| {
            let mut s = TcpStream::connect(addr).unwrap();
            let _ = s.write_all(b"GET / HTTP/1.1\r\n");
            s
        })
        .collect();
    let phone = reqwest::blocking::Client::builder()
        .local_address(std::net::IpAddr::from([127, 0, 0, 2]))
        .build()
        .unwrap();
    let page = phone
        .get(live.url("/pairings"))
        .send()
        .unwrap()
        .text()
        .unwrap();
    assert!(page.contains("Table 1"));
    drop(idle);
    drop(phone);
    // Their places come back once the server sees them closed.
    let start = std::time::Instant::now();
    while live.server.connections() > 0 {
        assert!(start.elapsed() < std::time::Duration::from_secs(10));
        std::thread::sleep(std::time::Duration::from_millis(20));
    }
    assert!(live.page("/").contains("Store Champs"));
}

/// Reads server-sent events: the `data:` lines, one per event.
fn next_data(lines: &mut impl BufRead) -> String {
    let mut line = String::new();
    loop {
        line.clear();
        assert!(lines.read_line(&mut line).unwrap() > 0, "stream ended");
        if let Some(d) = line.strip_prefix("data:") {
            return d.trim().to_string();
        }
    }
}

#[test]
fn a_live_page_hears_of_every_change_at_once() {
    let live = Live::start(swiss_event());
    let client = reqwest::blocking::Client::builder()
        .timeout(Duration::from_secs(10))
        .build()
        .unwrap();
    let r = client.get(live.url("/live")).send().unwrap();
    assert_eq!(
        r.headers()["content-type"].to_str().unwrap(),
        "text/event-stream"
    );
    let mut lines = BufReader::new(r);
    assert_eq!(next_data(&mut lines), "1");
    let table = live.handle.snapshot().event.round(1).unwrap().pairings[1].table;
    let sent = Instant::now();
    live.apply(Command::ReportResult {
        round: 1,
        table,
        result: six_nil(),
    });
    assert_eq!(next_data(&mut lines), "2");
    let heard = sent.elapsed();
    assert!(heard < Duration::from_secs(2), "{heard:?}");
    let fragment = live.get("/pairings?part=live").1;
    assert!(fragment.contains("1 of 4 tables reported"));
    assert_eq!(live.server.watching(), 1);
}

/// [`swiss_event`] after two reported rounds, cut to a top 4, the first elimination round
/// paired with the higher seeds on the Runner side.
pub fn elimination_event() -> Event {
    let mut e = swiss_event();
    report_all(&mut e);
    e.apply(Command::PairRound).unwrap();
    report_all(&mut e);
    e.apply(Command::Cut {
        size: CutSize::Top4,
        kind: None,
        seeds: None,
    })
    .unwrap();
    let games: Vec<u32> = e
        .cut()
        .unwrap()
        .games_in_round(1)
        .iter()
        .map(|g| g.number())
        .collect();
    e.apply(Command::PairElimination {
        choices: games
            .iter()
            .map(|&game| SideChoice {
                game,
                side: Side::Runner,
            })
            .collect(),
    })
    .unwrap();
    e
}

#[test]
fn the_pages_of_an_elimination_round_show_seeds_sides_and_results() {
    let e = elimination_event();
    let second_game = e.cut().unwrap().games_in_round(1)[1].number();
    let g = e.cut().unwrap().games_in_round(1)[0];
    let (seed1, seed4) = g.pair().unwrap();
    let live = Live::start(e);
    let pairings = live.page("/pairings");
    assert!(pairings.contains("Elimination round 1"), "{pairings}");
    assert!(pairings.contains("(seed 1)") && pairings.contains("· Runner"));
    let bracket = live.page("/bracket");
    // Where a player comes from, worded as the printouts word it ("Winner of game 1").
    assert!(bracket.contains("Top 4") && bracket.contains("Winner of game"));
    live.apply(Command::ReportElimination {
        game: g.number(),
        outcome: EliminationOutcome::Winner { player: seed4 },
    });
    let bracket = live.page("/bracket");
    assert!(bracket.contains("won"));
    let page = live.page(&format!("/player/{}", seed1.0));
    assert!(page.contains("Elimination · seed 1"));
    assert!(
        live.page("/projector")
            .contains(&format!("Table {second_game}"))
    );
    assert!(live.page("/standings").contains("ESoS"));
}

#[test]
fn the_pages_of_a_multiplayer_event_show_pods_roles_and_points() {
    let mut s = EventSettings::new("NAPD night", Structure::Basic);
    s.format = Format::Napd;
    let mut e = Event::new(s, 5);
    for (n, id) in [
        ("Ann", "Sunny Lebeau"),
        ("Bo", "Noise"),
        ("Cy", "Kate"),
        ("Di", "Gabriel"),
        ("Ed", "Whizzard"),
        ("Flo", "Andromeda"),
        ("Gil", "Reina Roja"),
        ("Hu", "Valencia"),
    ] {
        let mut d = PlayerDetails::named(n);
        d.runner = Some(id.into());
        e.apply(Command::AddPlayer {
            details: d,
            id: None,
        })
        .unwrap();
    }
    e.apply(Command::PairPods).unwrap();
    let live = Live::start(e);
    assert!(live.page("/pairings").contains("not published yet"));
    live.apply(Command::PublishPairings { round: 1 });
    let pairings = live.page("/pairings");
    assert!(pairings.contains("Pod 1") && pairings.contains("Pod 2"));
    assert!(pairings.contains(">C </span>") && pairings.contains(">R1 </span>"));
    let standings = live.page("/standings");
    // Multiplayer standings break ties as the app's do: SoS, then ESoS (issue 36).
    assert!(
        standings.contains("SoS") && standings.contains("ESoS"),
        "{standings}"
    );
    assert!(live.page("/player/1").contains("Round 1"));
    assert!(live.page("/projector").contains("Pod 1"));
    assert!(live.page("/bracket").contains("not been made"));
}

fn cli(args: &[&str]) -> std::process::Output {
    std::process::Command::new(BIN).args(args).output().unwrap()
}

/// `serve` on an ephemeral port; the first line it prints names the address.
struct Serving(std::process::Child, String);

impl Serving {
    fn start(path: &str, extra: &[&str]) -> Serving {
        let mut child = std::process::Command::new(BIN)
            .args(["serve", path, "--listen", "127.0.0.1:0"])
            .args(extra)
            .stdout(std::process::Stdio::piped())
            .stderr(std::process::Stdio::piped())
            .spawn()
            .unwrap();
        let mut first = String::new();
        BufReader::new(child.stdout.take().unwrap())
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
}

impl Drop for Serving {
    fn drop(&mut self) {
        let _ = self.0.kill();
        let _ = self.0.wait();
    }
}

#[test]
fn serve_keeps_the_event_file_and_follow_shows_changes_made_elsewhere() {
    let dir = tempfile::tempdir().unwrap();
    let path = dir.path().join("e.json");
    let p = path.to_str().unwrap();
    assert!(
        cli(&["new", p, "--name", "Served", "--seed", "4"])
            .status
            .success()
    );
    for n in ["Ann", "Bo", "Cy", "Di"] {
        assert!(cli(&["player", "add", p, n]).status.success());
    }
    assert!(cli(&["pair", p]).status.success());
    let out = cli(&["publish", p]);
    assert_eq!(
        String::from_utf8_lossy(&out.stdout),
        "players see the pairings of round 1\nstandings: shown\n"
    );
    {
        let served = Serving::start(p, &[]);
        assert!(served.get("/pairings").contains("Table 2"));
        // A command's change goes to serve (its local channel), which applies and saves it.
        assert!(cli(&["report", p, "--table", "1", "6-0"]).status.success());
        assert!(served.get("/pairings").contains("1 of 2 tables reported"));
        assert!(cli(&["unreport", p, "--table", "1"]).status.success());
        assert!(served.get("/pairings").contains("0 of 2 tables reported"));
    }
    // --follow holds no lock: a command changes the file, the pages follow within moments.
    let served = Serving::start(p, &["--follow"]);
    assert!(served.get("/pairings").contains("0 of 2 tables reported"));
    assert!(cli(&["report", p, "--table", "1", "6-0"]).status.success());
    let start = Instant::now();
    while !served.get("/pairings").contains("1 of 2 tables reported") {
        assert!(start.elapsed() < Duration::from_secs(5), "not followed");
        std::thread::sleep(Duration::from_millis(100));
    }
    assert!(cli(&["publish", p, "--hide-standings"]).status.success());
    let start = Instant::now();
    while !served.get("/standings").contains("hidden the standings") {
        assert!(start.elapsed() < Duration::from_secs(5), "not followed");
        std::thread::sleep(Duration::from_millis(100));
    }
}

/// Plays [`elimination_event`]'s cut to the end: every round paired as it comes, every game
/// won by `winner` of its pair.
pub fn finished_event(winner: impl Fn(PlayerId, PlayerId) -> PlayerId) -> Event {
    use netrunner_to::engine::elimination::GameStatus;
    let mut e = elimination_event();
    while !e.cut().unwrap().is_finished() {
        let games = e.cut().unwrap().games();
        let unpaired: Vec<u32> = games
            .iter()
            .filter(|g| g.status == GameStatus::Ready && g.sides.is_none())
            .map(|g| g.number())
            .collect();
        if !unpaired.is_empty() {
            let plain = Command::PairElimination { choices: vec![] };
            if e.clone().apply(plain.clone()).is_ok() {
                e.apply(plain).unwrap();
            } else {
                e.apply(Command::PairElimination {
                    choices: unpaired
                        .iter()
                        .map(|&game| SideChoice {
                            game,
                            side: Side::Runner,
                        })
                        .collect(),
                })
                .unwrap();
            }
            continue;
        }
        let g = games
            .iter()
            .find(|g| g.status == GameStatus::Ready && g.sides.is_some())
            .copied()
            .unwrap();
        let (a, b) = g.pair().unwrap();
        e.apply(Command::ReportElimination {
            game: g.number(),
            outcome: EliminationOutcome::Winner {
                player: winner(a, b),
            },
        })
        .unwrap();
    }
    e
}

#[test]
fn a_finished_event_shows_its_winner_and_final_places_everywhere() {
    // The upper-bracket player wins the final (no second final), then the lower-bracket one
    // wins it (a second final is played).
    for winner in [
        (|a: PlayerId, _: PlayerId| a) as fn(PlayerId, PlayerId) -> PlayerId,
        |_, b| b,
    ] {
        let e = finished_event(winner);
        let places = e.cut().unwrap().places();
        // As the page writes them (the names include markup and quotes).
        let escaped = |p: PlayerId| {
            e.name_of(p)
                .replace('&', "&amp;")
                .replace('<', "&lt;")
                .replace('>', "&gt;")
                .replace('"', "&quot;")
        };
        let champion = escaped(places[0].unwrap());
        let second = escaped(places[1].unwrap());
        let live = Live::start(e);
        let winner_line = format!("Winner: <b><a href=\"/player/{}\"", places[0].unwrap().0);
        for path in ["/", "/bracket", "/projector", "/pairings"] {
            let page = live.page(path);
            assert!(page.contains(&winner_line), "{path}: {page}");
            assert!(page.contains(&champion), "{path}: {page}");
            assert!(!page.contains("Not started"), "{path}: {page}");
            assert!(!page.contains("Second final</h2>") || path != "/", "{path}");
        }
        for path in ["/", "/bracket", "/projector"] {
            let page = live.page(path);
            assert!(page.contains("Final places"), "{path}");
            assert!(page.contains(&second), "{path}: {page}");
        }
        assert!(live.page("/").contains("The event is over"));
    }
}
