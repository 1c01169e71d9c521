//! Issue 32 (item 6) through real HTTP on 127.0.0.1: `serve`'s owner saves the changes that
//! arrive together as one synced write (group commit), answers each only once the write that
//! holds it is on disk, and refuses every change of a write that fails, leaving the event as
//! the file holds it.

use netrunner_to::engine::{Command, Event, EventSettings, PlayerDetails, PlayerId, Structure};
use netrunner_to::io::save;
use netrunner_to::web::gate::Limits;
use netrunner_to::web::serve::Headless;
use std::path::Path;
use std::time::Duration;

const PLAYERS: usize = 80;

fn event() -> Event {
    let mut e = Event::new(EventSettings::new("Group commit", Structure::Basic), 5);
    for i in 1..=PLAYERS {
        e.apply(Command::AddPlayer {
            details: PlayerDetails::named(format!("Player {i}")),
            id: None,
        })
        .unwrap();
    }
    e.apply(Command::PairRound).unwrap();
    e.apply(Command::PublishPairings { round: 1 }).unwrap();
    e
}

/// Every phone here is 127.0.0.1: the per-address caps as high as the total.
fn one_address() -> Limits {
    let mut l = Limits::for_this_process();
    l.per_address = l.connections;
    l.streams_per_address = l.streams;
    l
}

/// `serve` on `path` (owner), on an ephemeral port; its loop runs on a thread for the rest of
/// the test binary (it ends with the process, as `serve` does).
fn serve(path: &Path) -> String {
    let h =
        Headless::start_with(path, "127.0.0.1:0".parse().unwrap(), false, one_address()).unwrap();
    let url = h.server().url().to_string();
    std::thread::spawn(move || h.run());
    url
}

/// Whether the file on disk holds `who`'s report.
fn on_disk_has_report(path: &Path, who: PlayerId) -> bool {
    save::load(path)
        .unwrap()
        .history()
        .iter()
        .any(|h| matches!(&h.command, Command::SelfReport { by, .. } if *by == who))
}

fn form(e: &Event, who: PlayerId, table: u32, choice: &str) -> String {
    format!(
        "action=report&stage=swiss&round=1&table={table}&result={choice}&code={}",
        e.player_code(who).unwrap()
    )
}

#[test]
fn reports_arriving_together_are_each_acknowledged_only_once_on_disk() {
    let dir = tempfile::tempdir().unwrap();
    let path = dir.path().join("event.json");
    let e = event();
    save::save(&path, &e).unwrap();
    let base = serve(&path);
    let mut posts = Vec::new();
    for p in &e.round(1).unwrap().pairings {
        let Some(b) = p.p2 else { continue };
        posts.push((p.p1, form(&e, p.p1, p.table, "won-both")));
        posts.push((b, form(&e, b, p.table, "lost-both")));
    }
    assert_eq!(posts.len(), PLAYERS);
    let rt = tokio::runtime::Builder::new_multi_thread()
        .worker_threads(2)
        .enable_all()
        .build()
        .unwrap();
    // Every phone at the same moment; each, once answered, reads the file on disk at once.
    let checked: Vec<(PlayerId, u16, bool)> = rt.block_on(async {
        let client = reqwest::Client::builder()
            .timeout(Duration::from_secs(60))
            .build()
            .unwrap();
        let start = std::sync::Arc::new(tokio::sync::Barrier::new(posts.len()));
        let mut tasks = Vec::new();
        for (who, body) in posts.clone() {
            let (client, start, path) = (client.clone(), start.clone(), path.clone());
            let url = format!("{base}player/{}", who.0);
            tasks.push(tokio::spawn(async move {
                start.wait().await;
                let r = client
                    .post(url)
                    .header("content-type", "application/x-www-form-urlencoded")
                    .body(body)
                    .send()
                    .await
                    .unwrap();
                let status = r.status().as_u16();
                let there = tokio::task::spawn_blocking(move || on_disk_has_report(&path, who))
                    .await
                    .unwrap();
                let _ = r.bytes().await;
                (who, status, there)
            }));
        }
        let mut out = Vec::new();
        for t in tasks {
            out.push(t.await.unwrap());
        }
        out
    });
    for (who, status, there) in &checked {
        assert_eq!(*status, 200, "player {}", who.0);
        assert!(
            there,
            "player {}'s report was answered before it was on disk",
            who.0
        );
    }
    // Every table entered once; the file equals a replay of its history.
    let done = save::load(&path).unwrap();
    assert!(
        done.round(1)
            .unwrap()
            .pairings
            .iter()
            .all(|p| p.is_bye() || p.result.is_some())
    );
    let reports = done
        .history()
        .iter()
        .filter(|h| matches!(h.command, Command::SelfReport { .. }))
        .count();
    assert_eq!(reports, PLAYERS);
    assert_eq!(Event::replay(done.origin(), done.history()).unwrap(), done);
}

#[test]
fn a_write_that_fails_refuses_its_changes_and_the_event_stays_as_on_disk() {
    let dir = tempfile::tempdir().unwrap();
    let path = dir.path().join("event.json");
    let e = event();
    save::save(&path, &e).unwrap();
    let base = serve(&path);
    let p = e.round(1).unwrap().pairings[0].clone();
    let client = reqwest::blocking::Client::builder()
        .timeout(Duration::from_secs(30))
        .build()
        .unwrap();
    let post = |who: PlayerId, body: String| {
        let r = client
            .post(format!("{base}player/{}", who.0))
            .header("content-type", "application/x-www-form-urlencoded")
            .body(body)
            .send()
            .unwrap();
        (r.status().as_u16(), r.text().unwrap())
    };
    // Another program changes the file under `serve`: its next write must not go over it.
    let mut other = e.clone();
    let mut s = other.settings().clone();
    s.name = "Changed elsewhere".into();
    other.apply(Command::EditSettings { settings: s }).unwrap();
    save::save(&path, &other).unwrap();
    let before = std::fs::read(&path).unwrap();
    let (status, body) = post(p.p1, form(&e, p.p1, p.table, "won-both"));
    assert_ne!(status, 200, "{body}");
    assert!(body.contains("not saved"), "{body}");
    assert_eq!(
        std::fs::read(&path).unwrap(),
        before,
        "the other program's file stays"
    );
    // The refused report is not in the event the pages show either (the opponent's page
    // would name the reporter).
    let page = client
        .get(format!("{base}player/{}", p.p2.unwrap().0))
        .send()
        .unwrap()
        .text()
        .unwrap();
    assert!(!page.contains("Reported by"), "{page}");
    assert!(!on_disk_has_report(&path, p.p1));
}
