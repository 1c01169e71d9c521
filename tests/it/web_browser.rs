//! The live pages in a real browser: Debian's headless Chromium driven over WebDriver
//! (`chromedriver`, through the `fantoccini` crate) at a phone's size (360 × 740 CSS pixels).
//!
//! A player searches their name and sees their table and opponent; the organizer reports
//! results through the engine's command door and the page shows them without a reload,
//! keeping the phone's scroll position and the name typed; the name is remembered on the
//! phone. Everything listens on 127.0.0.1 only and every wait is bounded.
//!
//! `.ci/run` installs `chromium` and `chromium-driver`. Without them the test says so loudly
//! and is skipped — unless it runs under CI (`CI` set) and `.ci/run` did not report that they
//! could not be installed (`NETRUNNER_TO_NO_BROWSER`), where their absence is a failure.
//!
//! The screenshots in `docs/screenshots/phone-*.png` come from the ignored test
//! `phone_screenshots` (`NETRUNNER_TO_SCREENSHOTS=docs/screenshots cargo test --test it
//! web_browser::phone_screenshots -- --ignored`).

use super::web_pages::{Live, NAMES, add, elimination_event, report_all, six_nil};
use fantoccini::{Client, ClientBuilder, Locator};
use netrunner_to::engine::{
    Command, Event, EventSettings, PlayerDetails, PlayerId, RoundRef, Structure,
};
use netrunner_to::web::Requester;
use serde_json::{Value, json};
use std::net::TcpListener;
use std::path::{Path, PathBuf};
use std::process::{Child, Command as Process, Stdio};
use std::time::{Duration, Instant};

/// True when nothing on the page is wider than the phone's 360 px (a phone browser widens the
/// layout for content that overflows, so `innerWidth` is checked too).
pub(crate) const FITS_A_PHONE: &str =
    "return window.innerWidth === 360 && document.documentElement.scrollWidth <= 360";

/// The longest any wait in this test may last.
const PATIENCE: Duration = Duration::from_secs(15);

/// The first of `names` found on the PATH (or the path in the environment variable `var`).
fn find_program(var: &str, names: &[&str]) -> Option<PathBuf> {
    if let Some(p) = std::env::var_os(var) {
        return Some(PathBuf::from(p));
    }
    let path = std::env::var_os("PATH")?;
    std::env::split_paths(&path)
        .flat_map(|dir| names.iter().map(move |n| dir.join(n)))
        .find(|p| p.is_file())
}

/// Chromium and its WebDriver, or why the test cannot run (after saying so loudly). Under CI
/// a missing browser is a failure unless `.ci/run` said it could not install one.
pub(crate) fn browser_or_skip() -> Option<(PathBuf, PathBuf)> {
    let chromium = find_program("CHROMIUM", &["chromium", "chromium-browser"]);
    let driver = find_program("CHROMEDRIVER", &["chromedriver"]);
    match (chromium, driver) {
        (Some(c), Some(d)) => Some((c, d)),
        _ => {
            let why =
                "chromium and chromedriver (Debian: chromium, chromium-driver) are not installed";
            if std::env::var_os("CI").is_some()
                && std::env::var_os("NETRUNNER_TO_NO_BROWSER").is_none()
            {
                panic!("{why}: .ci/run installs them");
            }
            eprintln!("!!! SKIPPED the real-browser test of the live pages: {why}");
            None
        }
    }
}

/// A free port on 127.0.0.1 (taken back at once; chromedriver binds it a moment later).
fn free_port() -> u16 {
    TcpListener::bind("127.0.0.1:0")
        .and_then(|l| l.local_addr())
        .map(|a| a.port())
        .unwrap()
}

/// One browser test at a time: Chromium starting three times at once on a busy two-core
/// machine missed the driver's start-up wait.
static ONE_BROWSER: std::sync::Mutex<()> = std::sync::Mutex::new(());

/// A running chromedriver on 127.0.0.1 and a browser profile of its own; both go at drop.
pub(crate) struct Driver {
    child: Child,
    _turn: std::sync::MutexGuard<'static, ()>,
    url: String,
    chromium: PathBuf,
    profile: tempfile::TempDir,
}

impl Driver {
    pub(crate) fn start(chromium: PathBuf, driver: &Path) -> Driver {
        let turn = ONE_BROWSER
            .lock()
            .unwrap_or_else(std::sync::PoisonError::into_inner);
        let port = free_port();
        let child = Process::new(driver)
            .arg(format!("--port={port}"))
            .arg("--allowed-ips=127.0.0.1")
            .stdout(Stdio::null())
            .stderr(Stdio::null())
            .spawn()
            .unwrap();
        let url = format!("http://127.0.0.1:{port}");
        let d = Driver {
            child,
            _turn: turn,
            url,
            chromium,
            profile: tempfile::tempdir().unwrap(),
        };
        let deadline = Instant::now() + PATIENCE;
        loop {
            let ready = reqwest::blocking::get(format!("{}/status", d.url))
                .ok()
                .and_then(|r| r.text().ok())
                .and_then(|t| serde_json::from_str::<Value>(&t).ok())
                .is_some_and(|v| v["value"]["ready"] == json!(true));
            if ready {
                return d;
            }
            assert!(Instant::now() < deadline, "chromedriver did not start");
            std::thread::sleep(Duration::from_millis(100));
        }
    }

    /// A new headless browser the size of a phone; `dark` asks pages for dark mode.
    pub(crate) async fn phone(&self, dark: bool, name: &str) -> Client {
        self.browser(dark, name, None).await
    }

    /// A new headless browser: a phone, or a window of `size` (a TV with a browser).
    async fn browser(&self, dark: bool, name: &str, size: Option<(u32, u32)>) -> Client {
        let profile = self.profile.path().join(name);
        let mut args = vec![
            "--headless=new".to_string(),
            "--no-sandbox".into(),
            "--disable-dev-shm-usage".into(),
            "--disable-gpu".into(),
            "--no-first-run".into(),
            "--no-proxy-server".into(),
            "--hide-scrollbars".into(),
            format!("--user-data-dir={}", profile.display()),
        ];
        if dark {
            args.push("--blink-settings=preferredColorScheme=0".into());
        }
        let mut options = json!({ "binary": self.chromium });
        match size {
            None => {
                options["mobileEmulation"] = json!({
                    "deviceMetrics": { "width": 360, "height": 740, "pixelRatio": 2.0, "touch": true }
                });
            }
            Some((w, h)) => args.push(format!("--window-size={w},{h}")),
        }
        options["args"] = json!(args);
        let caps = json!({ "browserName": "chrome", "goog:chromeOptions": options });
        let Value::Object(caps) = caps else {
            unreachable!()
        };
        let connector = hyper_util::client::legacy::connect::HttpConnector::new();
        ClientBuilder::new(connector)
            .capabilities(caps)
            .connect(&self.url)
            .await
            .unwrap()
    }
}

impl Drop for Driver {
    fn drop(&mut self) {
        let _ = self.child.kill();
        let _ = self.child.wait();
    }
}

/// Runs a script in the page and returns its value.
pub(crate) async fn js(c: &Client, script: &str) -> Value {
    c.execute(script, vec![]).await.unwrap()
}

/// Waits (at most [`PATIENCE`]) until the script returns true in the page.
pub(crate) async fn until(c: &Client, what: &str, script: &str) -> Duration {
    let start = Instant::now();
    loop {
        if js(c, script).await == json!(true) {
            return start.elapsed();
        }
        assert!(start.elapsed() < PATIENCE, "waited in vain for {what}");
        tokio::time::sleep(Duration::from_millis(50)).await;
    }
}

/// Forty players (the eight awkward names first), round 1 paired and published: a list of
/// tables longer than a phone's screen.
pub(crate) fn forty_players() -> Event {
    let mut e = Event::new(EventSettings::new("Store Champs", Structure::Basic), 11);
    for n in NAMES {
        add(&mut e, n);
    }
    for i in 9..=40 {
        add(&mut e, &format!("Player {i:02}"));
    }
    e.apply(Command::PairRound).unwrap();
    e.apply(Command::PublishPairings { round: 1 }).unwrap();
    e
}

/// Identities for everyone: ten players of each Corp faction (the statistics page's first
/// chart shows "10 (25%)" for each).
pub(crate) fn with_identities(e: &mut Event) {
    const CORPS: [&str; 4] = [
        "Haas-Bioroid: Precision Design",
        "Jinteki: Personal Evolution",
        "NBN: Controlling the Message",
        "Weyland Consortium: Building a Better World",
    ];
    let players: Vec<_> = e.players().to_vec();
    for (i, p) in players.iter().enumerate() {
        let mut details = PlayerDetails::named(p.name.clone());
        details.corp = Some(CORPS[i % 4].into());
        details.runner = Some("Hayley Kaplan: Universal Scholar".into());
        details.no_video = i == 0;
        e.apply(Command::EditPlayer {
            player: p.id,
            details,
        })
        .unwrap();
    }
}

/// The table of `p` in round 1 and their opponent.
fn table_of(e: &Event, p: PlayerId) -> (u32, PlayerId) {
    let round = e.round(1).unwrap();
    let t = round
        .pairings
        .iter()
        .find(|t| t.p1 == p || t.p2 == Some(p))
        .unwrap();
    let other = if t.p1 == p { t.p2.unwrap() } else { t.p1 };
    (t.table, other)
}

pub(crate) fn rt() -> tokio::runtime::Runtime {
    tokio::runtime::Builder::new_current_thread()
        .enable_all()
        .build()
        .unwrap()
}

#[test]
fn a_player_finds_their_table_on_a_phone_and_sees_results_arrive_without_a_reload() {
    let Some((chromium, chromedriver)) = browser_or_skip() else {
        return;
    };
    let driver = Driver::start(chromium, &chromedriver);
    let mut event = forty_players();
    let bo = PlayerId(2); // "Bo Chen"
    let (bo_table, opponent) = table_of(&event, bo);
    let opponent_name = event.name_of(opponent);
    let far_table = event.round(1).unwrap().pairings.len() as u32 - 1;
    assert_ne!(far_table, bo_table);
    with_identities(&mut event);
    event
        .apply(Command::SetFeaturedTable {
            round: RoundRef::Swiss(1),
            table: Some(far_table),
        })
        .unwrap();
    let live = Live::start(event);
    let organizer = live.handle.clone();
    let report = |table: u32| {
        let organizer = organizer.clone();
        async move {
            organizer
                .submit(
                    Command::ReportResult {
                        round: 1,
                        table,
                        result: six_nil(),
                    },
                    Requester::Organizer,
                )
                .await
                .unwrap();
        }
    };
    rt().block_on(async {
        let c = driver.phone(false, "phone").await;
        c.goto(&live.url("/pairings")).await.unwrap();
        // The featured table is named under the heading and marked on its card.
        let stream = c.find(Locator::Css("p.stream")).await.unwrap().text().await.unwrap();
        assert_eq!(stream.trim(), format!("On stream: table {far_table}"));
        // Readable at 360 px: nothing wider than the screen.
        assert_eq!(
            js(&c, FITS_A_PHONE).await,
            json!(true),
            "the pairings are wider than a phone"
        );
        // The projector view fits a phone too (the clock scales with the screen).
        c.goto(&live.url("/projector")).await.unwrap();
        assert_eq!(
            js(&c, FITS_A_PHONE).await,
            json!(true),
            "the projector view is wider than a phone"
        );
        c.goto(&live.url("/pairings")).await.unwrap();
        // Scrolled down the list, the phone keeps its place while a result arrives.
        js(&c, "window.scrollTo(0, 900); window.sameDocument = 'yes'; return 0").await;
        let y = js(&c, "return window.scrollY").await;
        assert!(y.as_f64().unwrap() > 800.0, "the list is longer than the screen: {y}");
        report(far_table).await;
        let took = until(
            &c,
            "the far table's result",
            &format!(
                "var t=[...document.querySelectorAll('.tbl')].find(x=>x.dataset.label==='Table {far_table}');\
                 return !!t && t.querySelectorAll('.res').length===2"
            ),
        )
        .await;
        eprintln!("a reported result reached the phone in {took:?}");
        assert_eq!(js(&c, "return window.sameDocument").await, json!("yes"), "the page reloaded");
        assert_eq!(js(&c, "return window.scrollY").await, y, "the phone lost its place");
        assert!(
            c.find(Locator::Css("main"))
                .await
                .unwrap()
                .text()
                .await
                .unwrap()
                .contains("1 of 20 tables reported")
        );

        // The player searches their name: their table and opponent, highlighted.
        js(&c, "window.scrollTo(0, 0); return 0").await;
        let q = c.find(Locator::Id("q")).await.unwrap();
        q.send_keys("bo ch").await.unwrap();
        until(&c, "the player's table", "return document.querySelector('#you .card') !== null").await;
        let you = c.find(Locator::Id("you")).await.unwrap().text().await.unwrap();
        assert!(you.contains(&format!("Table {bo_table}")), "{you}");
        assert!(you.contains("Bo Chen") && you.contains(&opponent_name), "{you}");
        let shown = js(&c, "return document.querySelectorAll('.tbl:not(.hide)').length").await;
        assert_eq!(shown, json!(1), "only the player's table stays in view");

        // The organizer reports that table: it shows, the search and the highlight stay.
        report(bo_table).await;
        until(
            &c,
            "the player's result",
            "var t=document.querySelector('.tbl.you'); return !!t && t.querySelectorAll('.res').length===2",
        )
        .await;
        assert_eq!(js(&c, "return window.sameDocument").await, json!("yes"));
        assert_eq!(js(&c, "return document.getElementById('q').value").await, json!("bo ch"));
        assert!(
            c.find(Locator::Id("you")).await.unwrap().text().await.unwrap().contains(&format!("Table {bo_table}"))
        );

        // The phone remembers the name: a new visit opens on the player's table.
        c.goto(&live.url("/")).await.unwrap();
        c.goto(&live.url("/pairings")).await.unwrap();
        until(&c, "the remembered name", "return document.getElementById('q').value === 'bo ch'").await;
        until(&c, "the remembered table", "return document.querySelector('#you .card') !== null").await;

        // "Your rounds": the player's page with the result.
        c.find(Locator::Css("#you a")).await.unwrap().click().await.unwrap();
        until(&c, "the player's page", &format!("return location.pathname === '/player/{}'", bo.0)).await;
        let page = c.find(Locator::Css("main")).await.unwrap().text().await.unwrap();
        assert!(page.contains(&opponent_name) && (page.contains("6–0") || page.contains("0–6")), "{page}");

        // The statistics page: charts drawn on the server as SVG, each within the phone's
        // width, every bar with its label and numbers as text.
        c.goto(&live.url("/statistics")).await.unwrap();
        assert_eq!(js(&c, FITS_A_PHONE).await, json!(true), "the statistics are wider than a phone");
        let sizes = js(
            &c,
            "return [...document.querySelectorAll('figure.chart svg')].map(s=>{var r=s.getBoundingClientRect();return [r.width,r.height]})",
        )
        .await;
        let sizes = sizes.as_array().unwrap();
        assert!(sizes.len() >= 4, "{sizes:?}");
        for s in sizes {
            let (w, h) = (s[0].as_f64().unwrap(), s[1].as_f64().unwrap());
            assert!((200.0..=340.0).contains(&w) && h > 30.0, "a chart is {w}×{h}");
        }
        let text = js(&c, "return document.querySelector('figure.chart svg').textContent").await;
        let text = text.as_str().unwrap();
        assert!(text.contains("Haas-Bioroid") && text.contains("10 (25%)"), "{text}");
        c.close().await.unwrap();
    });
}

/// The phone pages' screenshots for the README (not run by `scripts/test.sh`).
/// Issue 17: two phones (two browser sessions) report the same table, each player from their
/// own side; the second report confirms the first and the result is entered once.
#[test]
fn two_phones_report_the_same_table_and_the_result_is_entered_once() {
    let Some((chromium, chromedriver)) = browser_or_skip() else {
        return;
    };
    let driver = Driver::start(chromium, &chromedriver);
    let event = super::web_pages::swiss_event();
    let t = event.round(1).unwrap().pairings[0].clone();
    let (a, b) = (t.p1, t.p2.unwrap());
    let live = Live::start(event.clone());
    rt().block_on(async {
        let send = |c: Client, who: PlayerId, choice: &'static str| {
            let url = live.url(&format!("/player/{}", who.0));
            let code = event.player_code(who).unwrap().to_string();
            async move {
                c.goto(&url).await.unwrap();
                assert_eq!(
                    js(&c, FITS_A_PHONE).await,
                    json!(true),
                    "the form is wider than a phone"
                );
                c.find(Locator::Css(&format!("#report input[value={choice}]")))
                    .await
                    .unwrap()
                    .click()
                    .await
                    .unwrap();
                c.find(Locator::Css("#report input[name=code]"))
                    .await
                    .unwrap()
                    .send_keys(&code.to_lowercase())
                    .await
                    .unwrap();
                c.find(Locator::Css("#report button"))
                    .await
                    .unwrap()
                    .click()
                    .await
                    .unwrap();
                until(
                    &c,
                    "the answer",
                    "return document.getElementById('msg') !== null",
                )
                .await;
                let msg = c
                    .find(Locator::Id("msg"))
                    .await
                    .unwrap()
                    .text()
                    .await
                    .unwrap();
                c.close().await.unwrap();
                msg
            }
        };
        let first = driver.phone(false, "phone-a").await;
        let second = driver.phone(false, "phone-b").await;
        let said = send(first, a, "won-both").await;
        assert!(said.contains("waiting for"), "{said}");
        let said = send(second, b, "lost-both").await;
        assert!(said.contains("confirmed"), "{said}");
    });
    let done = live.finish();
    assert_eq!(
        done.round(1).unwrap().table(t.table).unwrap().result,
        Some(six_nil())
    );
    let reports = done
        .history()
        .iter()
        .filter(|h| matches!(h.command, Command::SelfReport { .. }))
        .count();
    assert_eq!(reports, 2);
}

#[test]
#[ignore = "writes docs/screenshots; run by hand"]
fn phone_screenshots() {
    let Some((chromium, chromedriver)) = browser_or_skip() else {
        return;
    };
    let dir = PathBuf::from(
        std::env::var_os("NETRUNNER_TO_SCREENSHOTS").unwrap_or_else(|| "docs/screenshots".into()),
    );
    let driver = Driver::start(chromium, &chromedriver);
    let mut swiss = forty_players();
    with_identities(&mut swiss);
    for t in [3, 7, 12] {
        swiss
            .apply(Command::ReportResult {
                round: 1,
                table: t,
                result: six_nil(),
            })
            .unwrap();
    }
    // Started 17 minutes ago, as the organizer would have.
    let at_ms = chrono::Utc::now().timestamp_millis() - 17 * 60 * 1000;
    swiss.apply(Command::ClockStart { at_ms }).unwrap();
    let swiss = Live::start(swiss);
    let mut cut = elimination_event();
    report_all(&mut cut);
    let cut = Live::start(cut);
    rt().block_on(async {
        for dark in [false, true] {
            let c = driver
                .phone(dark, if dark { "dark" } else { "light" })
                .await;
            let mode = if dark { "-dark" } else { "" };
            let shots: [(&Live, &str, &str, Option<&str>); 6] = [
                (&swiss, "/", "home", None),
                (&swiss, "/pairings", "pairings", Some("bo ch")),
                (&swiss, "/player/2", "player", None),
                (&swiss, "/standings", "standings", None),
                (&cut, "/bracket", "bracket", None),
                (&swiss, "/statistics", "statistics", None),
            ];
            for (live, path, name, search) in shots {
                if dark && !matches!(name, "pairings" | "bracket") {
                    continue;
                }
                c.goto(&live.url(path)).await.unwrap();
                if let Some(q) = search {
                    js(&c, "document.getElementById('q').value=''; return 0").await;
                    c.find(Locator::Id("q"))
                        .await
                        .unwrap()
                        .send_keys(q)
                        .await
                        .unwrap();
                    until(
                        &c,
                        "the table",
                        "return document.querySelector('#you .card') !== null",
                    )
                    .await;
                }
                tokio::time::sleep(Duration::from_millis(400)).await;
                let png = c.screenshot().await.unwrap();
                std::fs::write(dir.join(format!("phone-{name}{mode}.png")), png).unwrap();
            }
            c.close().await.unwrap();
        }
        // The projector view on a TV-sized screen.
        let tv = driver.browser(false, "tv", Some((1280, 720))).await;
        tv.goto(&swiss.url("/projector")).await.unwrap();
        tokio::time::sleep(Duration::from_millis(400)).await;
        std::fs::write(
            dir.join("web-projector.png"),
            tv.screenshot().await.unwrap(),
        )
        .unwrap();
        tv.close().await.unwrap();
    });
}
