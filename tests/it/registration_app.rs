//! Issue 38 in the app, driven with egui_kittest: the players screen opens registration by
//! phone, shows the registrations waiting, and the organizer accepts, edits and refuses them;
//! the share window shows the registration link while it is open.
#![allow(clippy::unwrap_used, clippy::expect_used, clippy::panic)] // test code: a failed step is a failed test

use crate::support::app as support;
use egui_kittest::Harness;
use egui_kittest::kittest::Queryable;
use netrunner_to::app::{Action, NetrunnerApp};
use netrunner_to::engine::{
    Command, Decision, Event, EventSettings, PhoneRegistration, PlayerDetails, Structure,
};

const FIXED_MS: i64 = 1_700_000_000_000;

fn event<'a>(h: &'a Harness<'_, NetrunnerApp>) -> &'a Event {
    h.state().event().unwrap()
}

fn click(h: &mut Harness<'_, NetrunnerApp>, label: &str) {
    h.get_by_label(label).click();
    h.run();
}

/// A phone's registration, as the server hands it to the app.
fn from_phone(token: &str, name: &str, corp: Option<&str>) -> Command {
    Command::Register {
        token: token.into(),
        details: PlayerDetails {
            name: name.into(),
            corp: corp.map(str::to_string),
            ..Default::default()
        },
        corp_deck: None,
        runner_deck: None,
    }
}

#[test]
fn the_organizer_opens_registration_and_accepts_edits_and_refuses_from_the_players_screen() {
    let dir = tempfile::tempdir().unwrap();
    let mut app = support::new(dir.path(), FIXED_MS);
    let settings = EventSettings::new("Store Champs", Structure::Basic);
    support::open_event(&mut app, settings, 7, vec![PlayerDetails::named("Ann Lee")]);
    let mut h = support::harness(app, 1280.0, 900.0);
    h.run();
    // Not open yet: the button opens it with a new secret.
    click(&mut h, "Open registration by phone");
    let secret = event(&h).registration().secret.clone().expect("open");
    assert_eq!(secret.len(), 20);
    // Three phones register.
    for (t, name, corp) in [
        (
            "PHONEAAAAAAAAAAAAAAAAAA1",
            "Bo Chen",
            Some("Haas-Bioroid: Precision Design"),
        ),
        ("PHONEAAAAAAAAAAAAAAAAAA2", "Cy Spam", None),
        ("PHONEAAAAAAAAAAAAAAAAAA3", "Di Typo", None),
    ] {
        h.state_mut().push(Action::Apply(from_phone(t, name, corp)));
    }
    h.run();
    assert_eq!(event(&h).registration().waiting.len(), 3);
    // Each waits on the screen with its buttons.
    h.get_by_label("Accept Bo Chen");
    click(&mut h, "Accept Bo Chen");
    let e = event(&h);
    let bo = e.find_player("Bo Chen").expect("accepted");
    assert_eq!(bo.corp.as_deref(), Some("Haas-Bioroid: Precision Design"));
    assert_eq!(e.player_of_phone("PHONEAAAAAAAAAAAAAAAAAA1"), Some(bo.id));
    click(&mut h, "Refuse Cy Spam");
    assert!(event(&h).find_player("Cy Spam").is_none());
    assert_eq!(
        event(&h).registration_of("PHONEAAAAAAAAAAAAAAAAAA2"),
        Some(PhoneRegistration::Decided(Decision::Refused))
    );
    // Edit: the name typed wrong on the phone is corrected before accepting.
    click(&mut h, "Edit Di Typo");
    h.get_by_label("Name (registration)").click();
    h.run();
    h.key_press_modifiers(egui::Modifiers::COMMAND, egui::Key::A);
    h.event(egui::Event::Text("Di Tao".into()));
    h.run();
    click(&mut h, "Save");
    assert_eq!(event(&h).registration().waiting[0].details.name, "Di Tao");
    click(&mut h, "Accept Di Tao");
    assert!(event(&h).find_player("Di Tao").is_some());
    assert!(event(&h).registration().waiting.is_empty());
    // Undo works as for any change: the acceptance is undone, the registration waits again.
    h.state_mut().push(Action::Undo);
    h.run();
    assert!(event(&h).find_player("Di Tao").is_none());
    assert_eq!(event(&h).registration().waiting.len(), 1);

    // Closing.
    click(&mut h, "Close registration");
    assert!(!event(&h).registration().is_open());
    // The history says who registered how.
    let history: Vec<String> = event(&h)
        .history()
        .iter()
        .map(|x| x.command.to_string())
        .collect();
    assert!(
        history
            .iter()
            .any(|c| c == "Bo Chen registers from a phone"),
        "{history:?}"
    );
    assert!(
        history
            .iter()
            .any(|c| c == "accept the registration #1 from a phone"),
        "{history:?}"
    );
    assert!(
        history
            .iter()
            .any(|c| c == "refuse the registration #2 from a phone"),
        "{history:?}"
    );

    // Reopened, and shared: the share window shows the link and its QR code, and saves the
    // poster for the door (never over an earlier one).
    click(&mut h, "Open registration by phone");
    let secret = event(&h).registration().secret.clone().expect("open again");
    h.state_mut().push(Action::ShareDialog);
    h.run();
    {
        let d = h.state_mut().share_dialog.as_mut().unwrap();
        d.choice = d.addresses.len() - 1;
        d.port = "0".into();
    }
    click(&mut h, "Start sharing");
    // The section folds away (the window stays short); the organizer unfolds it.
    click(&mut h, "Registration by phone: link, QR code, poster");
    let url = h.state().share.as_ref().unwrap().url().to_string();
    let link = format!("{url}register/{secret}");
    h.get_by_label(&link);
    let saved = |h: &Harness<'_, NetrunnerApp>| {
        let d = h.state().share_dialog.as_ref().unwrap();
        d.poster.clone().unwrap().unwrap()
    };
    click(&mut h, "Save the registration poster (PDF)");
    let first = saved(&h);
    click(&mut h, "Save the registration poster (PDF)");
    let second = saved(&h);
    assert_eq!(first.file_name().unwrap(), "registration-poster.pdf");
    assert_eq!(second.file_name().unwrap(), "registration-poster-2.pdf");
    assert_eq!(first.parent(), second.parent());
    for p in [&first, &second] {
        assert!(std::fs::read(p).unwrap().starts_with(b"%PDF-"), "{p:?}");
    }
    h.get_by_label(&format!("Poster saved: {}", second.display()));
}
