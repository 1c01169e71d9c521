#![allow(clippy::unwrap_used, clippy::expect_used, clippy::panic)] // test code: a failed step is a failed test

//! Issue 39 in the app, driven headless with egui_kittest against the real `serve` on
//! 127.0.0.1: File ▸ Follow an event on the network… keeps a copy equal to the owner's file and
//! says how far behind it is; Take over opens the copy as the event with the take-over in its
//! history, tells the old owner (which then refuses every change) and opens the share window;
//! the old owner's file, opened in the app, says the event moved and refuses changes. And the
//! app as the owner: a follower of an event the app shares gets the app's event.

use crate::follow_cli::{eventually, follow, follower_link, new_event, same_file_soon, serve};
use egui_kittest::Harness;
use egui_kittest::kittest::Queryable as _;
use netrunner_to::app::{Action, NetrunnerApp};
use netrunner_to::engine::Command;
use netrunner_to::io::save;

fn harness(app: NetrunnerApp) -> Harness<'static, NetrunnerApp> {
    Harness::builder()
        .with_size(egui::vec2(1280.0, 900.0))
        .with_max_steps(30)
        .with_accessibility_check(false)
        .build_ui_state(|ui, app: &mut NetrunnerApp| app.frame_ui(ui), app)
}

/// Runs frames until `done` holds (bounded; the follower works on its own thread).
fn frames_until(
    h: &mut Harness<'_, NetrunnerApp>,
    what: &str,
    mut done: impl FnMut(&mut Harness<'_, NetrunnerApp>) -> bool,
) {
    for _ in 0..1200 {
        h.run_steps(1);
        if done(h) {
            return;
        }
        std::thread::sleep(std::time::Duration::from_millis(50));
    }
    panic!("never happened: {what}");
}

#[test]
fn the_app_follows_shows_how_far_behind_and_takes_over() {
    let dir = tempfile::tempdir().unwrap();
    let path = new_event(dir.path(), 6);
    let p = path.to_str().unwrap();
    let (_owner, url) = serve(&path, "127.0.0.1:0");
    let link = follower_link(&path, &url, "Standby");
    let copy = dir.path().join("copy.json");
    let data = dir.path().join("data");
    std::fs::create_dir(&data).unwrap();
    let app = crate::support::app::new(&data, 1_750_000_000_000);
    let mut h = harness(app);
    h.state_mut().push(Action::FollowDialog);
    h.run_steps(3);
    h.get_by_label("Start following");
    {
        let d = h.state_mut().follow_dialog.as_mut().unwrap();
        d.link = link.clone();
        d.out = copy.display().to_string();
    }
    h.get_by_label("Start following").click();
    frames_until(&mut h, "the copy is the owner's file", |_| {
        std::fs::read(&copy).ok() == std::fs::read(&path).ok()
    });
    frames_until(&mut h, "the window says how far behind", |h| {
        h.query_by_label_contains("Behind by 0 changes").is_some()
    });
    // A change on the owner reaches the copy while the app only draws frames.
    crate::follow_cli::cli(&["pair", p]);
    frames_until(&mut h, "the new round reaches the copy", |_| {
        std::fs::read(&copy).ok() == std::fs::read(&path).ok()
    });
    let holds = format!(
        "(the copy holds {} changes)",
        save::load(&path).unwrap().history().len()
    );
    frames_until(&mut h, "the window counts the new change", |h| {
        h.query_by_label_contains(&holds).is_some()
    });
    // Take over.
    h.state_mut().follow_dialog.as_mut().unwrap().name = "Standby laptop".into();
    h.run_steps(2);
    h.get_by_label("Take over").click();
    h.run_steps(4);
    let doc = h.state().doc.as_ref().expect("the copy is open");
    assert_eq!(doc.path.as_deref(), Some(copy.as_path()));
    assert!(matches!(
        &doc.event.history().last().unwrap().command,
        Command::TakeOver { by, from: Some(f), .. } if by == "Standby laptop" && *f == link
    ));
    assert!(h.state().following.is_none());
    assert!(h.state().share_dialog.is_some(), "the share window opens");
    eventually("the old owner records that the event moved", || {
        save::load(&path).is_ok_and(|e| e.moved().is_some_and(|m| m.by == "Standby laptop"))
    });
    // The app keeps the event now: its changes are saved to the copy.
    h.state_mut()
        .push(Action::Apply(Command::PublishPairings { round: 1 }));
    h.run_steps(3);
    h.state_mut().doc.as_mut().unwrap().flush();
    assert_eq!(save::load(&copy).unwrap().published_round(), 1);
    let (okay, _, err) = crate::follow_cli::cli(&["publish", p]);
    assert!(!okay && err.contains("moved"), "{err}");
}

#[test]
fn an_event_that_moved_opens_saying_so_and_refuses_changes() {
    let dir = tempfile::tempdir().unwrap();
    let path = new_event(dir.path(), 4);
    let mut e = save::load(&path).unwrap();
    e.apply(Command::EventMoved {
        by: "Standby laptop".into(),
        at: "2026-11-28T13:00:00Z".into(),
    })
    .unwrap();
    save::save(&path, &e).unwrap();
    let data = dir.path().join("data");
    std::fs::create_dir(&data).unwrap();
    let mut h = harness(crate::support::app::new(&data, 1_750_000_000_000));
    h.state_mut().push(Action::Open(path.clone()));
    h.run_steps(4);
    h.get_by_label_contains("This event moved: Standby laptop took it over");
    h.state_mut().push(Action::Apply(Command::PairRound));
    h.run_steps(3);
    assert!(h.state().event().unwrap().rounds().is_empty());
    let err = h.state().error.clone().unwrap_or_default();
    assert!(err.contains("moved"), "{err}");
}

#[test]
fn a_follower_of_an_event_the_app_shares_gets_the_apps_event() {
    let dir = tempfile::tempdir().unwrap();
    let path = new_event(dir.path(), 4);
    let data = dir.path().join("data");
    std::fs::create_dir(&data).unwrap();
    let mut h = harness(crate::support::app::new(&data, 1_750_000_000_000));
    h.state_mut().push(Action::Open(path.clone()));
    h.run_steps(4);
    h.state_mut().push(Action::ShareDialog);
    h.run_steps(3);
    {
        let d = h.state_mut().share_dialog.as_mut().unwrap();
        d.choice = d.addresses.len() - 1;
        d.port = "0".into();
    }
    h.get_by_label("Start sharing").click();
    h.run_steps(3);
    let url = h.state().share.as_ref().unwrap().url().to_string();
    // The organizer creates a follower link in the share window and shows it.
    h.get_by_label("Players report results · scorekeepers · followers")
        .click();
    h.run_steps(3);
    h.state_mut().share_dialog.as_mut().unwrap().follower_name = "Standby".into();
    h.get_by_label("Create follower link").click();
    h.run_steps(3);
    let token = h.state().event().unwrap().reporting().followers[0]
        .token
        .clone();
    h.get_by_label("Show link").click();
    h.run_steps(3);
    let link = format!("{url}follow/{token}");
    h.get_by_label(&link);
    let copy = dir.path().join("copy.json");
    let _f = follow(&link, &copy, &dir.path().join("f.log"));
    frames_until(&mut h, "the copy holds the app's event", |h| {
        save::load(&copy).is_ok_and(|c| Some(&c) == h.state().event())
    });
    h.state_mut().push(Action::Apply(Command::PairRound));
    frames_until(&mut h, "the new round reaches the copy", |h| {
        save::load(&copy).is_ok_and(|c| Some(&c) == h.state().event())
    });
    // The app's own file, once written, is the copy.
    h.state_mut().doc.as_mut().unwrap().flush();
    same_file_soon(&path, &copy);
}
