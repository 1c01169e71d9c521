//! Issue 31: card data that is current. The built-in data of 2026-07-23 checks a Vantage Point
//! deck; an exact card title wins over an identity's subtitle; the line that says the data may
//! be old; updating the data from a downloaded archive or folder, and from the internet (a local
//! server on 127.0.0.1 serving a real archive, a broken one, a cut one, a slow one, none).

use super::decks::db;
use netrunner_to::engine::Side;
use netrunner_to::engine::cards::{CardDb, CardType, check, date, title_key};
use netrunner_to::io::cards::{self, CardDbRef, CardFileError};
use netrunner_to::io::decklist::{self, LineProblemKind};
use std::path::{Path, PathBuf};

pub fn fixture(path: &str) -> PathBuf {
    Path::new(env!("CARGO_MANIFEST_DIR"))
        .join("fixtures")
        .join(path)
}

/// The zip of the card repository's extract, as GitHub serves an archive.
pub fn archive_bytes() -> Vec<u8> {
    std::fs::read(fixture("cards/netrunner-cards-json-main.zip")).unwrap()
}

// ----- the built-in data and Vantage Point ----------------------------------------------------

#[test]
fn a_vantage_point_deck_is_legal_on_2026_09_01_with_the_built_in_data() {
    let text = std::fs::read(fixture("decks/vantage-point-2026-runner-deck.txt")).unwrap();
    let read = decklist::read_bytes(&text, db()).unwrap();
    assert_eq!(read.side, Some(Side::Runner));
    let vp = read
        .deck
        .cards
        .iter()
        .filter(|e| {
            db().card(&e.id)
                .unwrap()
                .printings
                .iter()
                .any(|(_, s)| s == "vantage_point")
        })
        .count();
    assert!(vp >= 8, "{vp} Vantage Point cards");
    let rules = db()
        .legality("standard", None, date("2026-09-01").unwrap())
        .unwrap();
    assert_eq!(rules.snapshot.id, "standard_36");
    assert_eq!(
        rules.restriction.unwrap().name,
        "Standard Balance Update 26.08"
    );
    assert_eq!(check(&read.deck, Side::Runner, &rules), vec![]);
    // Before Vantage Point came out the same deck is not legal: its cards are not in the pool.
    let before = db()
        .legality("standard", None, date("2026-01-10").unwrap())
        .unwrap();
    assert!(!check(&read.deck, Side::Runner, &before).is_empty());
}

#[test]
fn melies_u_is_legal_under_ban_list_26_05_and_banned_by_balance_update_26_08() {
    // A ban that came after the old data: the check follows the new list from its first day.
    let card = decklist::resolve(db(), "Méliès U: Only the Brightest").unwrap();
    let on = |d: &str| {
        db().legality("standard", None, date(d).unwrap())
            .unwrap()
            .banned(card)
            .is_some()
    };
    assert!(!on("2026-07-31"));
    assert!(on("2026-08-01"));
}

// ----- exact titles win -----------------------------------------------------------------------

/// Every title that is also the part of an identity's title before or after its colon.
fn titles_that_are_identity_parts(db: &CardDb) -> Vec<(String, String)> {
    let mut out = Vec::new();
    for id in db.cards().iter().filter(|c| c.card_type.is_identity()) {
        let Some((before, after)) = id.title.split_once(':') else {
            continue;
        };
        for part in [before, after] {
            let key = title_key(part);
            for c in db.cards_titled(&key) {
                if c.id != id.id && title_key(&c.title) == key {
                    out.push((c.title.clone(), id.title.clone()));
                }
            }
        }
    }
    out.sort();
    out
}

#[test]
fn an_exact_title_wins_over_an_identitys_subtitle() {
    let pairs = titles_that_are_identity_parts(db());
    let titles: Vec<&str> = pairs.iter().map(|(t, _)| t.as_str()).collect();
    // Found in the data, not listed by hand; these two are in it today.
    assert!(titles.contains(&"Whistleblower"), "{pairs:?}");
    assert!(titles.contains(&"Out of the Ashes"), "{pairs:?}");
    for (title, identity) in &pairs {
        let card = decklist::resolve(db(), title).unwrap_or_else(|e| panic!("{title}: {e:?}"));
        assert_eq!(&card.title, title);
        assert!(!card.card_type.is_identity());
        // In lists as players write them, lower case too.
        for line in [
            format!("1x {title}"),
            format!("1 {}", title.to_lowercase()),
            title.clone(),
        ] {
            let text = format!("{identity}\n{line}\n");
            let read = decklist::read(&text, db()).unwrap_or_else(|e| panic!("{text}: {e}"));
            assert_eq!(read.deck.identity.as_ref().unwrap().title, *identity);
            assert_eq!(read.deck.cards.len(), 1, "{text}");
            assert_eq!(&read.deck.cards[0].title, title, "{text}");
        }
        // The identity is still found by its whole title.
        let id = decklist::resolve(db(), identity).unwrap();
        assert!(matches!(
            id.card_type,
            CardType::CorpIdentity | CardType::RunnerIdentity
        ));
    }
}

#[test]
fn an_identitys_subtitle_alone_still_names_it_when_no_card_has_that_title() {
    let c = decklist::resolve(db(), "Engineering the Future").unwrap();
    assert_eq!(c.title, "Haas-Bioroid: Engineering the Future");
    // And a name shared by several identities is still ambiguous, never a guess.
    assert!(matches!(
        decklist::resolve(db(), "Null"),
        Ok(_) | Err(LineProblemKind::Ambiguous { .. })
    ));
}

// ----- the data may be old ----------------------------------------------------------------------

#[test]
fn the_data_is_old_more_than_60_days_after_its_newest_snapshot() {
    let newest = date("2026-08-01").unwrap();
    assert_eq!(db().newest_snapshot(), Some(newest));
    assert_eq!(db().stale_on(date("2026-09-30").unwrap()), None); // 60 days
    assert_eq!(db().stale_on(date("2026-10-01").unwrap()), Some(newest)); // 61
    assert_eq!(db().stale_on(date("2026-11-28").unwrap()), Some(newest));
    assert_eq!(db().stale_on(date("2025-06-01").unwrap()), None);
    let line = cards::stale_line(db(), date("2026-11-28").unwrap()).unwrap();
    assert_eq!(
        line,
        "card data of 2026-08-01; newer ban lists may exist — Deck lists ▸ Update card data…"
    );
    assert!(cards::stale_line(db(), date("2026-09-01").unwrap()).is_none());
}

// ----- updating from a downloaded archive or folder ---------------------------------------------

#[test]
fn the_archive_as_github_serves_it_updates_the_data_zipped_or_unpacked() {
    let dir = tempfile::tempdir().unwrap();
    let data_dir = dir.path().join("data");
    // The zip.
    let db = cards::install(&fixture("cards/netrunner-cards-json-main.zip"), &data_dir).unwrap();
    assert_eq!(db.date().to_string(), "2026-08-01");
    assert!(db.card("kompromat").is_some());
    let (now, problem) = cards::current(Some(&data_dir));
    assert!(problem.is_none());
    assert!(matches!(now, CardDbRef::Loaded(..)), "{}", now.describe());
    // The unpacked folder (a copy of the extract; its SOURCE.txt gives the commit's date).
    let other = dir.path().join("data2");
    let db = cards::install(&fixture("cards/netrunner-cards-json-extract"), &other).unwrap();
    assert_eq!(db.date().to_string(), "2026-07-23");
    // Not newer than the built-in data: stored, but the built-in data stays in use.
    assert!(matches!(
        cards::current(Some(&other)).0,
        CardDbRef::Embedded
    ));
}

#[test]
fn a_broken_or_cut_archive_or_a_wrong_folder_changes_nothing() {
    let dir = tempfile::tempdir().unwrap();
    let data_dir = dir.path().join("data");
    cards::install(&fixture("cards/netrunner-cards-json-main.zip"), &data_dir).unwrap();
    let before = std::fs::read(cards::user_file(&data_dir)).unwrap();
    let bytes = archive_bytes();
    let cut = dir.path().join("cut.zip");
    std::fs::write(&cut, &bytes[..bytes.len() / 2]).unwrap();
    let broken = dir.path().join("broken.zip");
    let mut b = bytes.clone();
    for x in b.iter_mut().skip(2000).take(4000) {
        *x ^= 0x5a;
    }
    std::fs::write(&broken, &b).unwrap();
    let html = dir.path().join("main.zip");
    std::fs::write(&html, "<html>Sign in</html>").unwrap();
    let empty = dir.path().join("empty");
    std::fs::create_dir(&empty).unwrap();
    for (path, what) in [
        (&cut, "is not a readable zip archive"),
        (&broken, ""),
        (&html, "is not a readable zip archive"),
        (&empty, "neither a card data file nor a copy"),
    ] {
        let e = cards::install(path, &data_dir).unwrap_err();
        assert!(e.to_string().contains(what), "{}: {e}", path.display());
        assert!(std::fs::read(cards::user_file(&data_dir)).unwrap() == before);
        assert!(matches!(
            cards::current(Some(&data_dir)).0,
            CardDbRef::Loaded(..)
        ));
    }
    let e = cards::install(&broken, &data_dir).unwrap_err();
    assert!(
        matches!(
            e,
            CardFileError::Archive { .. } | CardFileError::Parse { .. }
        ),
        "{e}"
    );
}

// ----- updating from the internet: a server on 127.0.0.1 ----------------------------------------

/// A small HTTP server on 127.0.0.1 for the download tests: `/main.zip` the real archive,
/// `/broken.zip` the archive with bytes changed, `/cut.zip` half of it under the whole length,
/// `/slow.zip` a few bytes then silence (longer than the tests' timeout), `/error.zip` a 503,
/// `/page.zip` an HTML page. It serves at most 64 connections and stops by itself after 120 s
/// or when dropped.
pub struct TestServer {
    pub addr: std::net::SocketAddr,
    stop: std::sync::Arc<std::sync::atomic::AtomicBool>,
}

impl TestServer {
    pub fn start() -> TestServer {
        use std::io::{Read as _, Write as _};
        use std::sync::atomic::Ordering;
        let listener = std::net::TcpListener::bind("127.0.0.1:0").unwrap();
        listener.set_nonblocking(true).unwrap();
        let addr = listener.local_addr().unwrap();
        let stop = std::sync::Arc::new(std::sync::atomic::AtomicBool::new(false));
        let flag = stop.clone();
        let archive = archive_bytes();
        std::thread::spawn(move || {
            let deadline = std::time::Instant::now() + std::time::Duration::from_secs(120);
            let mut served = 0;
            while !flag.load(Ordering::Relaxed)
                && std::time::Instant::now() < deadline
                && served < 64
            {
                let Ok((mut s, _)) = listener.accept() else {
                    std::thread::sleep(std::time::Duration::from_millis(10));
                    continue;
                };
                served += 1;
                let archive = archive.clone();
                let flag = flag.clone();
                std::thread::spawn(move || {
                    s.set_nonblocking(false).unwrap();
                    let mut req = [0u8; 2048];
                    let n = s.read(&mut req).unwrap_or(0);
                    let req = String::from_utf8_lossy(&req[..n]).into_owned();
                    let path = req.split_whitespace().nth(1).unwrap_or("").to_string();
                    let head = |len: usize, ty: &str| {
                        format!(
                            "HTTP/1.1 200 OK\r\nContent-Type: {ty}\r\nContent-Length: {len}\r\nConnection: close\r\n\r\n"
                        )
                    };
                    match path.as_str() {
                        "/main.zip" => {
                            let _ = s.write_all(head(archive.len(), "application/zip").as_bytes());
                            // In pieces, so that progress is seen.
                            for chunk in archive.chunks(16 * 1024) {
                                let _ = s.write_all(chunk);
                            }
                        }
                        "/broken.zip" => {
                            let mut b = archive.clone();
                            for x in b.iter_mut().skip(1000).take(50_000) {
                                *x ^= 0x5a;
                            }
                            let _ = s.write_all(head(b.len(), "application/zip").as_bytes());
                            let _ = s.write_all(&b);
                        }
                        "/cut.zip" => {
                            let _ = s.write_all(head(archive.len(), "application/zip").as_bytes());
                            let _ = s.write_all(&archive[..archive.len() / 2]);
                        }
                        "/slow.zip" => {
                            let _ = s.write_all(head(archive.len(), "application/zip").as_bytes());
                            let _ = s.write_all(&archive[..1000]);
                            let _ = s.flush();
                            // Silence, bounded: longer than the tests' timeout, then close.
                            for _ in 0..100 {
                                if flag.load(Ordering::Relaxed) {
                                    break;
                                }
                                std::thread::sleep(std::time::Duration::from_millis(50));
                            }
                        }
                        "/page.zip" => {
                            let page = "<html><body>Sign in to continue</body></html>";
                            let _ = s.write_all(head(page.len(), "text/html").as_bytes());
                            let _ = s.write_all(page.as_bytes());
                        }
                        _ => {
                            let _ = s.write_all(
                                b"HTTP/1.1 503 Service Unavailable\r\nContent-Length: 0\r\nConnection: close\r\n\r\n",
                            );
                        }
                    }
                });
            }
        });
        TestServer { addr, stop }
    }

    pub fn url(&self, path: &str) -> String {
        format!("http://{}{path}", self.addr)
    }
}

impl Drop for TestServer {
    fn drop(&mut self) {
        self.stop.store(true, std::sync::atomic::Ordering::Relaxed);
    }
}

/// An address where nothing listens (a port bound, then let go).
pub fn nothing_listens() -> String {
    let l = std::net::TcpListener::bind("127.0.0.1:0").unwrap();
    let addr = l.local_addr().unwrap();
    drop(l);
    format!("http://{addr}/main.zip")
}

fn options(url: &str) -> cards::download::Options {
    let mut o = cards::download::Options::new(url);
    o.connect_timeout = std::time::Duration::from_secs(2);
    o.read_timeout = std::time::Duration::from_secs(1);
    o.total_timeout = std::time::Duration::from_secs(10);
    o
}

#[test]
fn the_archive_downloaded_from_a_server_becomes_the_card_data_in_use() {
    use cards::download::{Progress, update};
    let server = TestServer::start();
    let dir = tempfile::tempdir().unwrap();
    let mut seen = Vec::new();
    let cancel = std::sync::atomic::AtomicBool::new(false);
    let db = update(
        &options(&server.url("/main.zip")),
        dir.path(),
        &mut |p| seen.push(p),
        &cancel,
    )
    .unwrap();
    assert_eq!(db.date().to_string(), "2026-08-01");
    assert!(
        db.source().contains(&server.url("/main.zip")),
        "{}",
        db.source()
    );
    assert!(db.source().contains("at commit "), "{}", db.source());
    // Progress: connecting, bytes rising to the whole archive, checking.
    assert_eq!(seen.first(), Some(&Progress::Connecting));
    assert_eq!(seen.last(), Some(&Progress::Checking));
    let total = archive_bytes().len() as u64;
    let received: Vec<u64> = seen
        .iter()
        .filter_map(|p| match p {
            Progress::Receiving { received, total: t } => {
                assert_eq!(*t, Some(total));
                Some(*received)
            }
            _ => None,
        })
        .collect();
    assert!(received.len() > 1, "{received:?}");
    assert!(received.windows(2).all(|w| w[0] < w[1]));
    assert_eq!(received.last(), Some(&total));
    // Saved for the next start, and used: newer than the built-in data.
    let (now, problem) = cards::current(Some(dir.path()));
    assert!(problem.is_none());
    assert!(matches!(now, CardDbRef::Loaded(..)));
    assert!(now.db().card("kompromat").is_some());
}

#[test]
fn nothing_the_network_does_leaves_the_app_without_usable_card_data() {
    use cards::download::{Problem, update};
    let server = TestServer::start();
    let dir = tempfile::tempdir().unwrap();
    // Data loaded earlier, which must survive every failure.
    cards::install(&fixture("cards/netrunner-cards-json-main.zip"), dir.path()).unwrap();
    let before = std::fs::read(cards::user_file(dir.path())).unwrap();
    let fresh = tempfile::tempdir().unwrap(); // and a computer with none: the built-in data
    let cancel = std::sync::atomic::AtomicBool::new(false);
    type Expected = fn(&CardFileError) -> bool;
    let cases: Vec<(String, Expected)> = vec![
        (nothing_listens(), |e| {
            matches!(
                e,
                CardFileError::Download {
                    problem: Problem::NoConnection(_),
                    ..
                }
            )
        }),
        (server.url("/slow.zip"), |e| {
            matches!(
                e,
                CardFileError::Download {
                    problem: Problem::TimedOut(_),
                    ..
                }
            )
        }),
        (server.url("/cut.zip"), |e| {
            matches!(
                e,
                CardFileError::Download {
                    problem: Problem::Interrupted { .. },
                    ..
                }
            )
        }),
        (server.url("/broken.zip"), |e| {
            matches!(
                e,
                CardFileError::Archive { .. } | CardFileError::Parse { .. }
            )
        }),
        (server.url("/error.zip"), |e| {
            matches!(
                e,
                CardFileError::Download {
                    problem: Problem::Status(503),
                    ..
                }
            )
        }),
        (server.url("/page.zip"), |e| {
            matches!(e, CardFileError::Archive { .. })
        }),
        ("http://127.0.0.1:0/main.zip".to_string(), |e| {
            matches!(e, CardFileError::Download { .. })
        }),
    ];
    for (url, expected) in &cases {
        let started = std::time::Instant::now();
        for data_dir in [dir.path(), fresh.path()] {
            let e = update(&options(url), data_dir, &mut |_| {}, &cancel).unwrap_err();
            assert!(expected(&e), "{url}: {e:?}");
            // Said plainly, naming the address.
            assert!(
                e.to_string().contains(url.as_str()) || matches!(e, CardFileError::Archive { .. }),
                "{e}"
            );
        }
        // Bounded by the timeouts (1 s without bytes).
        assert!(
            started.elapsed() < std::time::Duration::from_secs(20),
            "{url}"
        );
        assert!(
            std::fs::read(cards::user_file(dir.path())).unwrap() == before,
            "{url}"
        );
        assert!(matches!(
            cards::current(Some(dir.path())).0,
            CardDbRef::Loaded(..)
        ));
        assert!(!cards::user_file(fresh.path()).exists());
        let (none, problem) = cards::current(Some(fresh.path()));
        assert!(matches!(none, CardDbRef::Embedded) && problem.is_none());
    }
    // Cancelled by the organizer: nothing saved either.
    cancel.store(true, std::sync::atomic::Ordering::Relaxed);
    let e = update(
        &options(&server.url("/main.zip")),
        fresh.path(),
        &mut |_| {},
        &cancel,
    )
    .unwrap_err();
    assert!(
        matches!(
            e,
            CardFileError::Download {
                problem: Problem::Cancelled,
                ..
            }
        ),
        "{e}"
    );
    assert!(!cards::user_file(fresh.path()).exists());
}

// ----- the command line -------------------------------------------------------------------------

fn cli(home: &Path, args: &[&str]) -> (i32, String, String) {
    let r = crate::support::cli::binary(args, |c| {
        c.current_dir(home)
            .env("XDG_DATA_HOME", home) // the app's data folder: home/netrunner-to
            .env_remove(cards::download::URL_VARIABLE);
    });
    (r.code, r.out, r.err)
}

const STALE: &str =
    "card data of 2026-08-01; newer ban lists may exist — Deck lists ▸ Update card data…";

#[test]
fn deck_check_and_deck_data_info_say_when_the_data_is_old() {
    let home = tempfile::tempdir().unwrap();
    let deck = fixture("decks/vantage-point-2026-runner-deck.txt");
    let deck = deck.to_str().unwrap();
    let (code, out, _) = cli(
        home.path(),
        &["deck", "data", "info", "--date", "2026-11-28"],
    );
    assert_eq!(code, 0);
    let lines: Vec<&str> = out.lines().collect();
    assert_eq!(lines[0], "built-in card data of 2026-07-23");
    assert!(lines[1].starts_with(STALE), "{out}");
    assert_eq!(out.matches("newer ban lists may exist").count(), 1);
    let (_, out, _) = cli(
        home.path(),
        &["deck", "data", "info", "--date", "2026-09-30"],
    );
    assert!(!out.contains("newer ban lists"), "{out}");
    let (code, out, _) = cli(
        home.path(),
        &["deck", "check", deck, "--date", "2026-11-28"],
    );
    assert_eq!(code, 0, "{out}");
    assert!(out.contains(STALE), "{out}");
    assert!(out.trim_end().ends_with("legal"), "{out}");
    let (code, out, _) = cli(
        home.path(),
        &["deck", "check", deck, "--date", "2026-09-01"],
    );
    assert_eq!(code, 0, "{out}");
    assert!(!out.contains("newer ban lists"), "{out}");
}

#[test]
fn deck_data_update_from_an_archive_and_from_a_server() {
    let home = tempfile::tempdir().unwrap();
    let saved = home.path().join("netrunner-to").join(cards::USER_FILE_NAME);
    let zip = fixture("cards/netrunner-cards-json-main.zip");
    let (code, out, err) = cli(
        home.path(),
        &["deck", "data", "update", "--from", zip.to_str().unwrap()],
    );
    assert_eq!(code, 0, "{err}");
    assert!(
        out.starts_with("card data of 2026-08-01 (289 cards"),
        "{out}"
    );
    assert!(
        out.contains("in use from now on: card data of 2026-08-01 from"),
        "{out}"
    );
    assert!(saved.exists());
    // The data in use is the loaded one now.
    let (_, out, _) = cli(
        home.path(),
        &["deck", "data", "info", "--date", "2026-09-01"],
    );
    assert!(out.starts_with("card data of 2026-08-01 from"), "{out}");
    // From a server.
    let server = TestServer::start();
    let (code, out, err) = cli(
        home.path(),
        &[
            "deck",
            "data",
            "update",
            "--online",
            "--url",
            &server.url("/main.zip"),
        ],
    );
    assert_eq!(code, 0, "{err}");
    assert!(out.contains("in use from now on"), "{out}");
    let before = std::fs::read(&saved).unwrap();
    // Failures: exit 1, a message naming the problem, the data as it was.
    for (path, says) in [
        ("/cut.zip", "the connection broke off"),
        ("/slow.zip", "no answer within 1 seconds"),
        ("/broken.zip", ""),
        ("/error.zip", "the server answered 503"),
    ] {
        let url = server.url(path);
        let (code, _, err) = cli(
            home.path(),
            &[
                "deck",
                "data",
                "update",
                "--online",
                "--url",
                &url,
                "--timeout",
                "1",
            ],
        );
        assert_eq!(code, 1, "{url}: {err}");
        assert!(err.contains(says) && err.contains(&url), "{url}: {err}");
        assert!(
            std::fs::read(&saved).unwrap() == before,
            "{url}: the data changed"
        );
    }
    let (code, _, err) = cli(
        home.path(),
        &[
            "deck",
            "data",
            "update",
            "--online",
            "--url",
            &nothing_listens(),
        ],
    );
    assert_eq!(code, 1);
    assert!(err.contains("no connection"), "{err}");
    assert!(std::fs::read(&saved).unwrap() == before);
}

// ----- the phones' deck-list form -----------------------------------------------------------------

#[test]
fn the_phones_deck_list_form_says_when_the_organizers_card_data_is_old() {
    use crate::web_pages::{Live, add};
    use netrunner_to::engine::{Event, EventSettings, Structure};
    let event = |date: &str| {
        let mut settings = EventSettings::new("Store Championship", Structure::Basic);
        settings.decks.collected = true;
        settings.date = Some(date.into());
        let mut e = Event::new(settings, 5);
        let ann = add(&mut e, "Ann");
        (e, ann)
    };
    // The built-in data (newest rules 2026-08-01) for an event on 2026-11-28: old.
    let (e, ann) = event("2026-11-28");
    let live = Live::start(e);
    let page = live.page(&format!("/player/{}", ann.0));
    assert!(page.contains("Hand in a deck list"));
    assert!(
        page.contains(&format!("The organizer&#x27;s {STALE}"))
            || page.contains(&format!("The organizer's {STALE}")),
        "{page}"
    );
    // Newer data loaded by the organizer (a Balance Update of 2026-11-20 in a copy of the
    // data): the line goes.
    let dir = tempfile::tempdir().unwrap();
    let mut newer = db().data().clone();
    newer.date = "2026-11-20".into();
    let snapshot = newer
        .formats
        .iter_mut()
        .find(|f| f.id == "standard")
        .unwrap()
        .snapshots
        .last_mut()
        .unwrap();
    snapshot.date_start = "2026-11-20".into();
    newer
        .restrictions
        .iter_mut()
        .find(|r| Some(&r.id) == snapshot.restriction.as_ref())
        .unwrap()
        .date_start = "2026-11-20".into();
    std::fs::write(dir.path().join("new.json"), cards::to_json(&newer)).unwrap();
    cards::install(&dir.path().join("new.json"), dir.path()).unwrap();
    live.server
        .set_card_data_dir(Some(dir.path().to_path_buf()));
    let page = live.page(&format!("/player/{}", ann.0));
    assert!(page.contains("Hand in a deck list"));
    assert!(!page.contains("newer ban lists may exist"), "{page}");
    drop(live);
    // An event within 60 days of the built-in data's newest rules: no line.
    let (e, ann) = event("2026-09-15");
    let live = Live::start(e);
    let page = live.page(&format!("/player/{}", ann.0));
    assert!(page.contains("Hand in a deck list"));
    assert!(!page.contains("newer ban lists may exist"), "{page}");
}

// ----- the deck-list printouts ------------------------------------------------------------------

#[test]
fn the_deck_list_printouts_say_when_the_card_data_is_old_for_the_event() {
    use crate::deck_outputs::{pdf_pages, worlds_2016};
    use netrunner_to::engine::Command;
    use netrunner_to::io::print::{Paper, Printout, render};
    let with_date = |d: &str| {
        let mut e = worlds_2016();
        let mut settings = e.settings().clone();
        settings.date = Some(d.into());
        e.apply(Command::EditSettings { settings }).unwrap();
        e
    };
    for printout in [
        Printout::DeckLists { player: None },
        Printout::DeckRegistration,
    ] {
        let old = pdf_pages(&render(&with_date("2026-11-28"), &printout, Paper::A4).unwrap());
        let text = old.join("\n");
        let flat: String = text.split_whitespace().collect::<Vec<_>>().join(" ");
        assert!(flat.contains(STALE), "{printout:?}: {flat}");
        if matches!(printout, Printout::DeckLists { .. }) {
            // On each player's page (three players).
            assert_eq!(
                flat.matches("newer ban lists may exist").count(),
                3,
                "{flat}"
            );
        }
        let current = pdf_pages(&render(&with_date("2026-09-01"), &printout, Paper::A4).unwrap());
        assert!(
            !current.join(" ").contains("newer ban lists"),
            "{printout:?}"
        );
    }
}

// ----- Startup's limit on 3-point agendas --------------------------------------------------

/// Startup lists since Ban List 24.09 carry `max_3_point_agendas` (3 or 4): the check counts
/// the copies of agendas worth 3 or more points, whatever else is wrong with the deck.
#[test]
fn startup_limits_the_copies_of_agendas_worth_three_or_more_points() {
    use netrunner_to::engine::cards::{Deck, DeckProblem};
    let on = |d: &str| db().legality("startup", None, date(d).unwrap()).unwrap();
    // The limits as the lists give them.
    for (d, list, limit) in [
        ("2024-10-01", "Startup Ban List 24.09", 3),
        ("2026-03-10", "Startup Balance Update 26.03", 3),
        ("2026-09-01", "Startup Balance Update 26.05", 4),
    ] {
        let rules = on(d);
        let r = rules.restriction.unwrap();
        assert_eq!(r.name, list);
        assert_eq!(r.max_three_point_agendas, Some(limit), "{list}");

        // A Corp deck in the pool: an identity and the pool's agendas worth 3 or more.
        let in_pool = |c: &&netrunner_to::engine::cards::CardRecord| rules.in_pool(c);
        let identity = db()
            .cards()
            .iter()
            .filter(in_pool)
            .find(|c| c.card_type == CardType::CorpIdentity)
            .unwrap();
        let big: Vec<_> = db()
            .cards()
            .iter()
            .filter(in_pool)
            .filter(|c| c.card_type == CardType::Agenda && c.agenda_points.unwrap_or(0) >= 3)
            .collect();
        assert!(big.len() >= 2, "{list}: {} agendas worth 3", big.len());
        let deck_with = |copies: u32| {
            let mut deck = Deck::default();
            deck.add(&identity.id, &identity.title, 1);
            let (first, rest) = (copies.min(3), copies.saturating_sub(3));
            deck.add(&big[0].id, &big[0].title, first);
            if rest > 0 {
                deck.add(&big[1].id, &big[1].title, rest);
            }
            deck.identity = deck.cards.iter().find(|e| e.id == identity.id).cloned();
            deck.cards.retain(|e| e.id != identity.id);
            deck
        };
        let limited = |copies: u32| {
            check(&deck_with(copies), Side::Corp, &rules)
                .into_iter()
                .find(|p| matches!(p, DeckProblem::TooManyThreePointAgendas { .. }))
        };
        assert_eq!(limited(limit), None, "{list}: {limit} copies are allowed");
        let Some(DeckProblem::TooManyThreePointAgendas {
            count,
            limit: said,
            list: named,
            ..
        }) = limited(limit + 1)
        else {
            panic!("{list}: {} copies were not refused", limit + 1);
        };
        assert_eq!((count, said, named.as_str()), (limit + 1, limit, list));
    }
    // Standard has no such limit.
    let standard = db()
        .legality("standard", None, date("2026-09-01").unwrap())
        .unwrap();
    assert_eq!(standard.restriction.unwrap().max_three_point_agendas, None);
}
