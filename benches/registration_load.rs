//! Registration by phone under load (issue 38), on loopback only and bounded: `serve`'s own
//! owner ([`Headless`], group commit, one synced save per batch) keeps an event with
//! registration open; 400 phones follow the pages (the event page and the pairings, each
//! phone every 2 s) while 60 phones register within one minute (one a second, each from its own
//! loopback address `127.0.0.N`, as phones on the store's Wi-Fi have theirs): each opens the
//! form, sends it, and follows its own status until the organizer — accepting every waiting
//! registration once a second at the desk — has accepted it and its personal code shows.
//!
//! At the end the bench checks: every request answered 200 (no error), 60 players in the file
//! on disk, each phone shown the code the file holds for its player, the history holding each
//! registration and its acceptance once, the file equal to a replay of its history. Not a
//! criterion benchmark: one bounded run (about 70 s) that prints the figures for
//! `docs/benchmarks.md`.
//!
//! `cargo bench --bench registration_load` (release build).

#![allow(clippy::unwrap_used, clippy::expect_used, clippy::panic)] // benchmark: a failure should stop the run

#[path = "support/load.rs"]
#[allow(dead_code)] // the shared helpers this run does not use
mod support;
use support::percentile;

use netrunner_to::engine::{Command, Event, EventSettings, Structure};
use netrunner_to::io::save;
use netrunner_to::web::serve::Headless;
use netrunner_to::web::{Requester, owner};
use std::net::{IpAddr, Ipv4Addr};
use std::sync::Arc;
use std::sync::atomic::{AtomicBool, Ordering};
use std::time::{Duration, Instant};

const FOLLOWERS: usize = 400;
const REGISTRANTS: usize = 60;
const SECRET: &str = "K7QM2XHV9TRC4WPN6JDZ";

fn ms(d: Duration) -> String {
    format!("{:.1} ms", d.as_secs_f64() * 1000.0)
}

/// One registrant's run: the form, the registration, then its status until the code shows.
struct Registered {
    name: String,
    form: Duration,
    post: Duration,
    /// From sending the form to seeing the code.
    to_code: Duration,
    code: String,
    errors: usize,
}

/// The code in a status fragment (`<p class="big" id="code" …>CODE</p>`).
fn code_in(fragment: &str) -> Option<String> {
    let at = fragment.find("id=\"code\"")?;
    let rest = &fragment[at..];
    let open = rest.find('>')? + 1;
    let close = rest.find('<')?;
    Some(rest[open..close].trim().to_string())
}

fn main() {
    let dir = tempfile::tempdir().unwrap();
    let path = dir.path().join("bench.json");
    let mut e = Event::new(
        EventSettings::new("Registration bench", Structure::Basic),
        7,
    )
    .with_secret([9; 32]);
    e.apply(Command::OpenRegistration {
        secret: SECRET.into(),
        accept_at_once: false,
    })
    .unwrap();
    save::save(&path, &e).unwrap();
    let h = Headless::start_with(
        &path,
        "127.0.0.1:0".parse().unwrap(),
        false,
        support::one_address_limits(),
    )
    .unwrap();
    let base = h.server().url().to_string();
    let handle = h.server().owner();
    std::thread::spawn(move || h.run());

    // The organizer at the desk: every second, accepts every registration waiting.
    let done = Arc::new(AtomicBool::new(false));
    let desk = {
        let done = done.clone();
        let handle: owner::OwnerHandle = handle.clone();
        std::thread::spawn(move || {
            let mut accepted = 0;
            while !done.load(Ordering::Relaxed) {
                std::thread::sleep(Duration::from_secs(1));
                let waiting: Vec<u32> = handle
                    .snapshot()
                    .event
                    .registration()
                    .waiting
                    .iter()
                    .map(|w| w.number)
                    .collect();
                for number in waiting {
                    handle
                        .submit_blocking(
                            Command::AcceptRegistration { number },
                            Requester::Organizer,
                        )
                        .unwrap();
                    accepted += 1;
                }
            }
            accepted
        })
    };

    let rt = tokio::runtime::Builder::new_multi_thread()
        .worker_threads(2)
        .enable_all()
        .build()
        .unwrap();
    let (registered, pages, page_errors, wall) = rt.block_on(async {
        // 400 phones following the pages every 2 s, spread over the 2 s.
        let followers =
            support::Following::start(&[base.clone(), format!("{base}pairings")], FOLLOWERS);
        tokio::time::sleep(Duration::from_secs(3)).await;
        let start = Instant::now();
        // 60 phones register within a minute: one a second, each from its own address.
        let mut registrants = Vec::new();
        for i in 0..REGISTRANTS {
            let link = format!("{base}register/{SECRET}");
            registrants.push(tokio::spawn(async move {
                tokio::time::sleep(Duration::from_millis(1000 * i as u64)).await;
                let addr = IpAddr::V4(Ipv4Addr::new(127, 0, 0, 2 + i as u8));
                let c = reqwest::Client::builder()
                    .local_address(addr)
                    .timeout(Duration::from_secs(30))
                    .build()
                    .unwrap();
                let mut errors = 0;
                let t = Instant::now();
                let r = c.get(&link).send().await.unwrap();
                errors += usize::from(!r.status().is_success());
                let _ = r.bytes().await.unwrap();
                let form = t.elapsed();
                let name = format!("Registrant {i:02} Ōtsuka");
                let body = format!(
                    "name={}&pronouns=they&runner=tao+salonga&filmed=yes",
                    name.replace(' ', "+").replace('Ō', "%C5%8C")
                );
                let t = Instant::now();
                let r = c
                    .post(&link)
                    .header("content-type", "application/x-www-form-urlencoded")
                    .body(body)
                    .send()
                    .await
                    .unwrap();
                errors += usize::from(r.status().as_u16() != 200);
                let cookie = r
                    .headers()
                    .get_all("set-cookie")
                    .iter()
                    .filter_map(|v| v.to_str().ok())
                    .find(|v| v.starts_with("nrto-reg="))
                    .map(|v| v.split(';').next().unwrap().to_string())
                    .expect("the phone's cookie");
                let _ = r.bytes().await.unwrap();
                let post = t.elapsed();
                // The phone's status, as its page's script fetches it on each change.
                let code = loop {
                    tokio::time::sleep(Duration::from_millis(500)).await;
                    let r = c
                        .get(format!("{link}?part=live"))
                        .header("cookie", &cookie)
                        .send()
                        .await
                        .unwrap();
                    errors += usize::from(!r.status().is_success());
                    if let Some(code) = code_in(&r.text().await.unwrap()) {
                        break code;
                    }
                    assert!(t.elapsed() < Duration::from_secs(30), "no code for {name}");
                };
                Registered {
                    name,
                    form,
                    post,
                    to_code: t.elapsed(),
                    code,
                    errors,
                }
            }));
        }
        let mut registered = Vec::new();
        for r in registrants {
            registered.push(r.await.unwrap());
        }
        let wall = start.elapsed();
        let (pages, page_errors) = followers.stop(start, wall).await;
        (registered, pages, page_errors, wall)
    });
    done.store(true, Ordering::Relaxed);
    let accepted = desk.join().unwrap();

    // Checks.
    assert_eq!(page_errors, 0, "every page load answered");
    let errors: usize = registered.iter().map(|r| r.errors).sum();
    assert_eq!(errors, 0, "every registration request answered 200");
    assert_eq!(accepted, REGISTRANTS);
    let event = save::load(&path).unwrap();
    assert_eq!(event.players().len(), REGISTRANTS);
    for r in &registered {
        let p = event.find_player(&r.name).unwrap();
        assert_eq!(event.player_code(p.id), Some(r.code.as_str()), "{}", r.name);
        assert_eq!(
            p.runner.as_deref(),
            Some("Tāo Salonga: Telepresence Magician")
        );
    }
    let count = |f: fn(&Command) -> bool| event.history().iter().filter(|h| f(&h.command)).count();
    assert_eq!(
        count(|c| matches!(c, Command::Register { .. })),
        REGISTRANTS
    );
    assert_eq!(
        count(|c| matches!(c, Command::AcceptRegistration { .. })),
        REGISTRANTS
    );
    assert_eq!(
        Event::replay(event.origin(), event.history()).unwrap(),
        event,
        "the event equals its replay"
    );

    let sorted = |mut v: Vec<Duration>| {
        v.sort();
        v
    };
    let forms = sorted(registered.iter().map(|r| r.form).collect());
    let posts = sorted(registered.iter().map(|r| r.post).collect());
    let codes = sorted(registered.iter().map(|r| r.to_code).collect());
    let pages = sorted(pages);
    let line = |what: &str, v: &[Duration]| {
        println!(
            "{what}: {} · p50 {} · p95 {} · p99 {} · max {}",
            v.len(),
            ms(percentile(v, 0.5)),
            ms(percentile(v, 0.95)),
            ms(percentile(v, 0.99)),
            ms(v.last().copied().unwrap_or_default())
        );
    };
    println!(
        "== {REGISTRANTS} phones register within a minute while {FOLLOWERS} follow the pages (serve's owner; {:.0} s): 0 errors",
        wall.as_secs_f64()
    );
    line("page loads of the 400 following", &pages);
    line("registration form (GET)", &forms);
    line("registration sent (POST, saved before the answer)", &posts);
    line(
        "registration sent to code on the phone (organizer accepts once a second)",
        &codes,
    );
}
