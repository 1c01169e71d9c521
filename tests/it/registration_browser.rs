//! Issue 38, both ends for real: the app shares its event and opens registration from the
//! Players screen; three phones (headless Chromium at 360 px, each its own profile) register
//! through the link — one with a Japanese name on the Japanese page, one with a deck list; the
//! organizer accepts two and refuses one in the app (egui_kittest); each accepted phone then
//! shows its personal code without a reload, the refused one says so; the event file on disk and
//! its history record who registered how.
#![allow(clippy::unwrap_used, clippy::expect_used, clippy::panic)] // test code: a failed step is a failed test

use super::web_browser::{Driver, FITS_A_PHONE, browser_or_skip, js, rt, until};
use egui_kittest::Harness;
use egui_kittest::kittest::Queryable as _;
use fantoccini::{Client, Locator};
use netrunner_to::app::{Action, NetrunnerApp};
use netrunner_to::engine::{
    Command, Decision, Event, EventSettings, PhoneRegistration, PlayerDetails, Side, Structure,
};
use serde_json::json;
use std::sync::mpsc;
use std::time::{Duration, Instant};

const LIST: &str = include_str!("../../fixtures/decks/vantage-point-2026-runner-deck.txt");

/// What one phone sends.
struct Registrant {
    name: &'static str,
    /// `?lang=ja`: the page in Japanese.
    query: &'static str,
    corp: &'static str,
    runner: &'static str,
    list: Option<&'static str>,
}

const PHONES: [Registrant; 3] = [
    Registrant {
        name: "山田 花子",
        query: "?lang=ja",
        corp: "haas-bioroid: precision design",
        runner: "tao salonga",
        list: None,
    },
    Registrant {
        name: "Bo Chen",
        query: "",
        corp: "",
        runner: "",
        list: Some(LIST),
    },
    Registrant {
        name: "Spam Bot",
        query: "",
        corp: "",
        runner: "",
        list: None,
    },
];

/// What a phone showed at the end.
#[derive(Debug)]
struct Shown {
    /// The answer to the form.
    answer: String,
    /// The live part once the organizer decided.
    status: String,
    /// The code shown, if any.
    code: Option<String>,
}

async fn fill(c: &Client, name: &str, value: &str) {
    if value.is_empty() {
        return;
    }
    c.find(Locator::Css(&format!("[name={name}]")))
        .await
        .unwrap()
        .send_keys(value)
        .await
        .unwrap();
}

async fn register(c: &Client, link: &str, r: &Registrant) -> String {
    c.goto(&format!("{link}{}", r.query)).await.unwrap();
    assert_eq!(
        js(c, FITS_A_PHONE).await,
        json!(true),
        "the registration form is wider than a phone"
    );
    fill(c, "name", r.name).await;
    fill(c, "corp", r.corp).await;
    fill(c, "runner", r.runner).await;
    if let Some(list) = r.list {
        c.execute(
            "document.querySelector('[name=runner_list]').value = arguments[0]",
            vec![json!(list)],
        )
        .await
        .unwrap();
    }
    c.find(Locator::Css("#register button"))
        .await
        .unwrap()
        .click()
        .await
        .unwrap();
    until(
        c,
        "the answer",
        "return document.getElementById('msg') !== null",
    )
    .await;
    c.find(Locator::Id("msg"))
        .await
        .unwrap()
        .text()
        .await
        .unwrap()
}

async fn decided(c: &Client) -> Shown {
    until(
        c,
        "the organizer's decision on the phone",
        "var r = document.getElementById('registration'); \
         return r !== null && r.querySelector('h2') !== null && \
         !/(Waiting|確認待ち)/.test(r.querySelector('h2').textContent)",
    )
    .await;
    // Read in one script: the page swaps its live part on every change (the other phones'
    // decisions too), which would leave an element found earlier stale.
    let read = js(
        c,
        "var c = document.getElementById('code'); \
         return [document.getElementById('registration').innerText, c ? c.textContent : null]",
    )
    .await;
    let status = read[0].as_str().unwrap_or_default().to_string();
    let code = read[1].as_str().map(|c| c.trim().to_string());
    Shown {
        answer: String::new(),
        status,
        code,
    }
}

fn event<'a>(h: &'a Harness<'_, NetrunnerApp>) -> &'a Event {
    h.state().event().unwrap()
}

#[test]
fn three_phones_register_the_app_accepts_two_and_refuses_one_and_the_phones_show_the_codes() {
    let Some((chromium, chromedriver)) = browser_or_skip() else {
        return;
    };
    let dir = tempfile::tempdir().unwrap();
    let path = dir.path().join("store-champs.json");
    let mut settings = EventSettings::new("Store Champs", Structure::Basic);
    settings.decks.collected = true;
    let mut e = Event::new(settings, 9).with_secret([7; 32]);
    e.apply(Command::AddPlayer {
        details: PlayerDetails::named("Ann Lee"),
        id: None,
    })
    .unwrap();
    netrunner_to::io::save::save(&path, &e).unwrap();

    let mut app = NetrunnerApp::new(dir.path().to_path_buf(), Box::new(|| 1_750_000_000_000));
    app.use_dialogs = false;
    app.push(Action::Open(path.clone()));
    let mut h = Harness::builder()
        .with_size(egui::vec2(1280.0, 900.0))
        .with_accessibility_check(false)
        .build_ui_state(|ui, app: &mut NetrunnerApp| app.frame_ui(ui), app);
    h.run_steps(3);
    assert_eq!(event(&h).players().len(), 1, "the event file opened");
    // Share on this computer only, any port.
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
    h.state_mut().share_dialog = None;
    h.state_mut()
        .push(Action::Goto(netrunner_to::app::screens::Screen::Players));
    h.run_steps(3);
    h.get_by_label("Open registration by phone").click();
    h.run_steps(3);
    let secret = event(&h).registration().secret.clone().expect("open");
    let link = format!("{url}register/{secret}");
    // The projector in the app shows the registration link's code while it is open.
    assert_eq!(
        h.state()
            .screens
            .clock
            .share
            .as_ref()
            .map(|(u, _)| u.as_str()),
        Some(link.as_str())
    );

    let (sent_tx, sent_rx) = mpsc::channel::<Vec<String>>();
    let (go_tx, go_rx) = mpsc::channel::<()>();
    let phones = std::thread::spawn(move || {
        let driver = Driver::start(chromium, &chromedriver);
        rt().block_on(async {
            let mut clients = Vec::new();
            let mut answers = Vec::new();
            for (i, r) in PHONES.iter().enumerate() {
                let c = driver.phone(false, &format!("registrant-{i}")).await;
                answers.push(register(&c, &link, r).await);
                clients.push(c);
            }
            sent_tx.send(answers.clone()).unwrap();
            go_rx.recv().unwrap();
            let mut shown = Vec::new();
            for (c, answer) in clients.iter().zip(answers) {
                let mut s = decided(c).await;
                s.answer = answer;
                shown.push(s);
            }
            for c in clients {
                c.close().await.unwrap();
            }
            shown
        })
    });
    // The app keeps drawing frames (it answers the phones between them) until all three sent.
    let deadline = Instant::now() + Duration::from_secs(120);
    let answers = loop {
        if let Ok(a) = sent_rx.try_recv() {
            break a;
        }
        assert!(Instant::now() < deadline, "the phones did not register");
        h.run_steps(1);
        std::thread::sleep(Duration::from_millis(10));
    };
    assert!(answers[0].contains("登録を送りました"), "{answers:?}");
    assert!(answers[1].contains("registration sent"), "{answers:?}");
    assert!(
        answers[1].contains("Runner list is stored"),
        "the list was checked at once: {answers:?}"
    );
    h.run_steps(2);
    assert_eq!(event(&h).registration().waiting.len(), 3);
    // The organizer decides in the app.
    h.get_by_label("Accept 山田 花子").click();
    h.run_steps(3);
    h.get_by_label("Refuse Spam Bot").click();
    h.run_steps(3);
    h.get_by_label("Accept Bo Chen").click();
    h.run_steps(3);
    go_tx.send(()).unwrap();
    while !phones.is_finished() {
        assert!(
            Instant::now() < deadline,
            "the phones did not see the decisions"
        );
        h.run_steps(1);
        std::thread::sleep(Duration::from_millis(10));
    }
    let shown = phones.join().unwrap();

    let e = event(&h).clone();
    let hanako = e.find_player("山田 花子").unwrap();
    let bo = e.find_player("Bo Chen").unwrap();
    assert!(e.find_player("Spam Bot").is_none());
    assert_eq!(
        shown[0].code.as_deref(),
        e.player_code(hanako.id),
        "{shown:?}"
    );
    assert_eq!(shown[1].code.as_deref(), e.player_code(bo.id), "{shown:?}");
    assert!(shown[0].status.contains("登録されました"), "{shown:?}");
    assert!(shown[2].code.is_none() && shown[2].status.contains("Registration refused"));
    // What the phones sent, as the event keeps it.
    assert_eq!(
        hanako.corp.as_deref(),
        Some("Haas-Bioroid: Precision Design")
    );
    assert_eq!(
        hanako.runner.as_deref(),
        Some("Tāo Salonga: Telepresence Magician")
    );
    assert!(e.deck(bo.id, Side::Runner).is_some(), "Bo's list is stored");
    assert!(
        bo.runner.is_some(),
        "the list's identity is Bo's Runner identity"
    );
    assert!(!bo.no_video, "the box stayed ticked: may be filmed");

    // The event file on disk (the app saved each change before answering the phone) and its
    // history: who registered how.
    h.state_mut().push(Action::Save);
    h.run_steps(2);
    let saved = netrunner_to::io::save::load(&path).unwrap();
    let r = saved.registration();
    assert_eq!(r.decided.len(), 3);
    assert_eq!(
        r.decided
            .values()
            .filter(|d| matches!(d, Decision::Refused))
            .count(),
        1
    );
    let history: Vec<String> = saved
        .history()
        .iter()
        .map(|x| x.command.to_string())
        .collect();
    for line in [
        "open registration by phone (a new link)",
        "山田 花子 registers from a phone",
        "Bo Chen registers from a phone",
        "Spam Bot registers from a phone",
        "accept the registration #1 from a phone",
        "refuse the registration #3 from a phone",
        "accept the registration #2 from a phone",
    ] {
        assert!(history.iter().any(|h| h == line), "{line:?} in {history:?}");
    }
    let spam_token = r
        .decided
        .iter()
        .find(|(_, d)| matches!(d, Decision::Refused))
        .map(|(t, _)| t.clone())
        .unwrap();
    assert_eq!(
        saved.registration_of(&spam_token),
        Some(PhoneRegistration::Decided(Decision::Refused))
    );
}
