//! Issue 38 through real HTTP on 127.0.0.1: players register themselves through the
//! registration link. The secret (wrong, old, reopened), the phone's cookie (editing its own
//! waiting entry, its code to that phone only), the name rules, the bound of 200 waiting, the
//! rate limit per address, round 1 closing registration, the projector's QR code (and no
//! personal code on the projector).

use crate::web_pages::{Live, add};
use crate::web_reports::{enc, message};
use netrunner_to::engine::event::MAX_WAITING;
use netrunner_to::engine::{Command, Event, EventSettings, PlayerDetails, Structure};

pub const SECRET: &str = "K7QM2XHV9TRC4WPN6JDZ";
pub const OTHER_SECRET: &str = "ZXCV2345BNMQ6789WERT";

/// An event of `players` players with registration open at `SECRET`.
pub fn open_event(players: &[&str], accept_at_once: bool) -> Event {
    let mut e = Event::new(EventSettings::new("Store Champs", Structure::Basic), 5);
    for p in players {
        add(&mut e, p);
    }
    e.apply(Command::OpenRegistration {
        secret: SECRET.into(),
        accept_at_once,
    })
    .unwrap();
    e
}

/// A phone: its own cookie jar (the registration cookie only).
#[derive(Default)]
pub struct Phone {
    pub cookie: Option<String>,
}

impl Phone {
    pub fn get(&self, live: &Live, path: &str) -> (u16, String) {
        let mut req = reqwest::blocking::Client::new().get(live.url(path));
        if let Some(c) = &self.cookie {
            req = req.header("cookie", c);
        }
        let r = req.send().unwrap();
        (r.status().as_u16(), r.text().unwrap())
    }

    pub fn post(&mut self, live: &Live, path: &str, fields: &[(&str, &str)]) -> (u16, String) {
        let body: Vec<String> = fields
            .iter()
            .map(|(k, v)| format!("{k}={}", enc(v)))
            .collect();
        let mut req = reqwest::blocking::Client::new()
            .post(live.url(path))
            .header("content-type", "application/x-www-form-urlencoded")
            .body(body.join("&"));
        if let Some(c) = &self.cookie {
            req = req.header("cookie", c);
        }
        let r = req.send().unwrap();
        for v in r.headers().get_all("set-cookie") {
            let v = v.to_str().unwrap();
            if v.starts_with("nrto-reg=") {
                self.cookie = Some(v.split(';').next().unwrap().to_string());
            }
        }
        (r.status().as_u16(), r.text().unwrap())
    }

    /// Registers `name` (may be filmed) through `/register/SECRET`.
    pub fn register(&mut self, live: &Live, secret: &str, name: &str) -> (u16, String) {
        self.post(
            live,
            &format!("/register/{secret}"),
            &[("name", name), ("filmed", "yes")],
        )
    }
}

fn waiting_names(live: &Live) -> Vec<String> {
    live.handle
        .snapshot()
        .event
        .registration()
        .waiting
        .iter()
        .map(|w| w.details.name.clone())
        .collect()
}

#[test]
fn a_phone_registers_waits_and_sees_its_code_once_accepted_and_only_it() {
    let live = Live::start(open_event(&["Ann Lee"], false));
    let mut phone = Phone::default();
    let (s, form) = phone.get(&live, &format!("/register/{SECRET}"));
    assert_eq!(s, 200, "{form}");
    assert!(form.contains("Register for the event"), "{form}");
    // The identities offered are the card data's, legal in the format.
    assert!(form.contains("<datalist id=\"corp-ids\">"), "{form}");
    let (s, body) = phone.post(
        &live,
        &format!("/register/{SECRET}"),
        &[
            ("name", "Bo <b>Chen</b>"),
            ("pronouns", "he/him"),
            ("corp", "haas-bioroid: precision design"),
            ("runner", "tao salonga"),
        ],
    );
    assert_eq!(s, 200, "{body}");
    assert!(message(&body).contains("registration sent"), "{body}");
    // Escaped, and the phone got its token in a cookie no script can read.
    assert!(body.contains("Bo &lt;b&gt;Chen&lt;/b&gt;"), "{body}");
    assert!(!body.contains("<b>Chen</b>"));
    assert!(phone.cookie.is_some());

    let snap = live.handle.snapshot();
    let w = &snap.event.registration().waiting[0];
    assert_eq!(w.details.name, "Bo <b>Chen</b>");
    assert_eq!(
        w.details.corp.as_deref(),
        Some("Haas-Bioroid: Precision Design")
    );
    assert_eq!(
        w.details.runner.as_deref(),
        Some("Tāo Salonga: Telepresence Magician")
    );
    assert!(
        w.details.no_video,
        "the box was not ticked: not to be filmed"
    );
    assert!(snap.event.players().len() == 1, "nobody registered yet");

    live.apply(Command::AcceptRegistration { number: w.number });
    let snap = live.handle.snapshot();
    let bo = snap.event.find_player("Bo <b>Chen</b>").unwrap().id;
    let code = snap.event.player_code(bo).unwrap().to_string();
    // The live part of the phone's page shows the code now.
    let (_, live_part) = phone.get(&live, &format!("/register/{SECRET}?part=live"));
    assert!(live_part.contains(&code), "{live_part}");
    // Their page shows it to this phone only.
    let (_, mine) = phone.get(&live, &format!("/player/{}", bo.0));
    assert!(mine.contains(&code), "{mine}");
    let (_, theirs) = Phone::default().get(&live, &format!("/player/{}", bo.0));
    assert!(!theirs.contains(&code));
    let ann = snap.event.find_player("Ann Lee").unwrap().id;
    let (_, other) = phone.get(&live, &format!("/player/{}", ann.0));
    assert!(!other.contains(snap.event.player_code(ann).unwrap()));
    // Another phone's registration page does not show it either.
    let (_, stranger) = Phone::default().get(&live, &format!("/register/{SECRET}"));
    assert!(!stranger.contains(&code));

    // Registering again from the accepted phone is refused with a clear message.
    let (s, body) = phone.register(&live, SECRET, "Bo Again");
    assert_eq!(s, 409, "{body}");
    assert!(message(&body).contains("already registered"), "{body}");

    let e = live.finish();
    // The history records who registered how: from a phone, then accepted.
    let kinds: Vec<&Command> = e.history().iter().map(|h| &h.command).collect();
    assert!(kinds.iter().any(
        |c| matches!(c, Command::Register { details, .. } if details.name == "Bo <b>Chen</b>")
    ));
    assert!(
        kinds
            .iter()
            .any(|c| matches!(c, Command::AcceptRegistration { .. }))
    );
}

#[test]
fn a_wrong_or_old_secret_is_refused_and_reopening_changes_the_secret() {
    let live = Live::start(open_event(&[], false));
    let mut phone = Phone::default();
    let (s, body) = phone.get(&live, "/register/ABCDEFGHJKMNPQRSTUVW");
    assert_eq!(s, 403);
    assert!(body.contains("registration link does not work"), "{body}");
    assert!(
        !body.contains("name=\"name\""),
        "no form behind a wrong link"
    );
    let (s, body) = phone.register(&live, "ABCDEFGHJKMNPQRSTUVW", "Eve");
    assert_eq!(s, 403, "{body}");
    assert!(waiting_names(&live).is_empty());

    // The organizer reopens: the old link stops working, the new one works.
    live.apply(Command::OpenRegistration {
        secret: OTHER_SECRET.into(),
        accept_at_once: false,
    });
    let (s, body) = phone.register(&live, SECRET, "Eve");
    assert_eq!(s, 403, "{body}");
    assert!(message(&body).contains("does not work"), "{body}");
    let (s, body) = phone.register(&live, OTHER_SECRET, "Eve");
    assert_eq!(s, 200, "{body}");
    assert_eq!(waiting_names(&live), ["Eve"]);
    // The wrong links were counted as wrong tries the organizer sees.
    assert!(live.server.attempts().len() >= 3);
}

#[test]
fn the_same_phone_edits_its_own_waiting_entry() {
    let live = Live::start(open_event(&[], false));
    let mut phone = Phone::default();
    assert_eq!(phone.register(&live, SECRET, "Fay Wnog").0, 200);
    let (s, body) = phone.get(&live, &format!("/register/{SECRET}"));
    assert_eq!(s, 200);
    // The form comes back filled with what the phone sent.
    assert!(body.contains("value=\"Fay Wnog\""), "{body}");
    let (s, body) = phone.register(&live, SECRET, "Fay Wong");
    assert_eq!(s, 200, "{body}");
    assert!(message(&body).contains("changed"), "{body}");
    assert_eq!(waiting_names(&live), ["Fay Wong"]);
    // Another phone is another registration.
    assert_eq!(Phone::default().register(&live, SECRET, "Gus").0, 200);
    assert_eq!(waiting_names(&live), ["Fay Wong", "Gus"]);
}

#[test]
fn names_follow_the_programs_rules() {
    let live = Live::start(open_event(&["Zoë Ng"], false));
    // The same name after normalisation: decomposed accent, other case, doubled space.
    let (s, body) = Phone::default().register(&live, SECRET, "ZOE\u{308}  NG");
    assert_eq!(s, 422, "{body}");
    assert!(
        message(&body).contains("is already registered"),
        "{}",
        message(&body)
    );
    // …also against another waiting registration.
    assert_eq!(Phone::default().register(&live, SECRET, "Hal").0, 200);
    let (s, body) = Phone::default().register(&live, SECRET, "HAL");
    assert_eq!(s, 422, "{body}");
    // Invisible characters.
    let (s, body) = Phone::default().register(&live, SECRET, "Ivy\u{200B}");
    assert_eq!(s, 422, "{body}");
    let (s, body) = Phone::default().register(&live, SECRET, "   ");
    assert_eq!(s, 422, "{body}");
    assert!(message(&body).contains("enter your name"));
    assert_eq!(waiting_names(&live), ["Hal"]);
}

#[test]
fn identities_must_be_legal_in_the_format_and_known() {
    let live = Live::start(open_event(&[], false));
    let mut phone = Phone::default();
    let (s, body) = phone.post(
        &live,
        &format!("/register/{SECRET}"),
        &[("name", "Jo"), ("runner", "no such runner at all")],
    );
    assert_eq!(s, 422, "{body}");
    assert!(
        message(&body).contains("no Runner identity matches"),
        "{body}"
    );
    // Gabriel Santiago (Core Set) is out of Standard.
    let (s, body) = phone.post(
        &live,
        &format!("/register/{SECRET}"),
        &[("name", "Jo"), ("runner", "Gabriel Santiago")],
    );
    assert_eq!(s, 422, "{body}");
    assert!(message(&body).contains("not legal"), "{body}");
    // What was typed stays in the form.
    assert!(body.contains("value=\"Gabriel Santiago\""), "{body}");
    assert!(waiting_names(&live).is_empty());
}

#[test]
fn at_most_two_hundred_registrations_wait() {
    let mut e = open_event(&[], false);
    for i in 0..MAX_WAITING {
        e.apply(Command::Register {
            token: format!("TOKEN{i:0>20}"),
            details: PlayerDetails::named(format!("Waiting {i}")),
            corp_deck: None,
            runner_deck: None,
        })
        .unwrap();
    }
    let live = Live::start(e);
    let (s, body) = Phone::default().register(&live, SECRET, "One Too Many");
    assert_eq!(s, 409, "{body}");
    assert!(
        message(&body).contains("200 registrations are already waiting"),
        "{}",
        message(&body)
    );
    assert_eq!(waiting_names(&live).len(), MAX_WAITING);
    // Once the organizer accepts one, there is room again.
    live.apply(Command::AcceptRegistration { number: 1 });
    assert_eq!(
        Phone::default().register(&live, SECRET, "One Too Many").0,
        200
    );
}

#[test]
fn registrations_are_rate_limited_per_address() {
    let live = Live::start(open_event(&[], false));
    for i in 0..netrunner_to::web::registration::MAX_POSTS {
        let (s, body) = Phone::default().register(&live, SECRET, &format!("Player {i}"));
        assert_eq!(s, 200, "{body}");
    }
    let (s, body) = Phone::default().register(&live, SECRET, "Flood");
    assert_eq!(s, 429, "{body}");
    assert!(message(&body).contains("too many registrations"), "{body}");
    assert_eq!(
        waiting_names(&live).len(),
        netrunner_to::web::registration::MAX_POSTS
    );
}

#[test]
fn a_form_from_another_site_is_refused() {
    let live = Live::start(open_event(&[], false));
    let r = reqwest::blocking::Client::new()
        .post(live.url(&format!("/register/{SECRET}")))
        .header("content-type", "application/x-www-form-urlencoded")
        .header("origin", "http://evil.example")
        .body("name=Mallory")
        .send()
        .unwrap();
    assert_eq!(r.status().as_u16(), 403);
    assert!(waiting_names(&live).is_empty());
}

#[test]
fn pairing_round_one_closes_registration() {
    let live = Live::start(open_event(&[], true));
    // Accepted at once: registered players, each phone with its code.
    let mut ann = Phone::default();
    assert_eq!(ann.register(&live, SECRET, "Ann").0, 200);
    assert_eq!(Phone::default().register(&live, SECRET, "Bob").0, 200);
    let snap = live.handle.snapshot();
    assert_eq!(snap.event.players().len(), 2);
    let code = snap
        .event
        .player_code(snap.event.find_player("Ann").unwrap().id)
        .unwrap()
        .to_string();
    let (_, page) = ann.get(&live, &format!("/register/{SECRET}"));
    assert!(page.contains(&code), "{page}");

    live.apply(Command::PairRound);
    let (s, body) = Phone::default().get(&live, &format!("/register/{SECRET}"));
    assert_eq!(s, 403);
    assert!(body.contains("does not work"));
    let (s, _) = Phone::default().register(&live, SECRET, "Late");
    assert_eq!(s, 403);
    assert_eq!(live.handle.snapshot().event.players().len(), 2);
    // Ann's phone still shows her code.
    let (_, page) = ann.get(&live, &format!("/register/{SECRET}"));
    assert!(page.contains(&code), "{page}");
}

#[test]
fn the_projector_shows_the_registration_code_while_open_and_never_a_personal_code() {
    let live = Live::start(open_event(&["Ann Lee", "Bo Chen", "Cy Dee"], false));
    let page = live.page("/projector");
    assert!(page.contains("id=\"register-qr\""), "{page}");
    assert!(page.contains("Register: scan"));
    live.apply(Command::PairRound);
    live.apply(Command::PublishPairings { round: 1 });
    let page = live.page("/projector");
    assert!(
        !page.contains("register-qr"),
        "closed: no registration code"
    );
    let snap = live.handle.snapshot();
    assert!(page.contains("Ann Lee"), "the projector shows the pairings");
    for p in snap.event.players() {
        let code = snap.event.player_code(p.id).unwrap();
        assert!(!page.contains(code), "{}'s code on the projector", p.name);
    }
}

#[test]
fn the_japanese_page_answers_in_japanese_and_keeps_the_phones_cookie() {
    let live = Live::start(open_event(&[], false));
    let mut phone = Phone::default();
    let (s, form) = phone.get(&live, &format!("/register/{SECRET}?lang=ja"));
    assert_eq!(s, 200);
    assert!(form.contains("大会に参加登録する"), "{form}");
    let (s, body) = phone.post(
        &live,
        &format!("/register/{SECRET}?lang=ja"),
        &[("name", "山田 花子"), ("filmed", "yes")],
    );
    assert_eq!(s, 200, "{body}");
    assert!(message(&body).contains("登録を送りました"), "{body}");
    // Choosing the language sets its cookie too: the phone's token is not lost with it.
    assert!(phone.cookie.is_some(), "the registration cookie");
    let (_, again) = phone.register(&live, SECRET, "山田 花子");
    assert!(message(&again).contains("changed"), "{again}");
    assert_eq!(waiting_names(&live), ["山田 花子"]);
}

#[test]
fn identities_sent_from_a_phone_stay_hidden_from_other_phones_until_round_one() {
    let live = Live::start(open_event(&["Ann Lee", "Cy Dee"], false));
    let mut phone = Phone::default();
    let (s, _) = phone.post(
        &live,
        &format!("/register/{SECRET}"),
        &[
            ("name", "Bo Chen"),
            ("corp", "Haas-Bioroid: Precision Design"),
            ("runner", "tao salonga"),
        ],
    );
    assert_eq!(s, 200);
    let public = ["/", "/pairings", "/standings", "/statistics", "/projector"];
    let look = |live: &Live, when: &str| {
        for path in public {
            let page = live.page(path);
            for hidden in ["Precision Design", "Salonga"] {
                assert!(!page.contains(hidden), "{hidden} on {path} {when}");
            }
        }
        // Another phone's registration page neither.
        let (_, other) = Phone::default().get(live, &format!("/register/{SECRET}?part=live"));
        assert!(!other.contains("Bo Chen"), "{when}");
    };
    look(&live, "while waiting");
    live.apply(Command::AcceptRegistration { number: 1 });
    look(&live, "once accepted, before round 1");
    let bo = live
        .handle
        .snapshot()
        .event
        .find_player("Bo Chen")
        .unwrap()
        .id;
    let page = live.page(&format!("/player/{}", bo.0));
    assert!(!page.contains("Salonga"), "{page}");
}

#[test]
fn hostile_requests_get_a_clear_answer_and_change_nothing() {
    let live = Live::start(open_event(&[], false));
    let url = live.url(&format!("/register/{SECRET}"));
    let client = reqwest::blocking::Client::new();
    // Far past two deck lists: refused before it is read.
    let huge = format!("name=Big&corp_list={}", "x".repeat(300 * 1024));
    let r = client
        .post(&url)
        .header("content-type", "application/x-www-form-urlencoded")
        .body(huge)
        .send()
        .unwrap();
    assert_eq!(r.status().as_u16(), 413);
    // Not a form.
    let r = client
        .post(&url)
        .header("content-type", "application/json")
        .body("{\"name\":\"Json\"}")
        .send()
        .unwrap();
    assert_eq!(r.status().as_u16(), 415);
    assert!(r.text().unwrap().contains("not the page's form"));
    // A cookie that is not a token the server could have drawn is ignored (a new token is
    // drawn); odd secrets in the path are wrong secrets.
    let r = client
        .post(&url)
        .header("content-type", "application/x-www-form-urlencoded")
        .header("cookie", "nrto-reg=../../etc; nrto-lang=xx")
        .body("name=Cookie+Monster")
        .send()
        .unwrap();
    assert_eq!(r.status().as_u16(), 200);
    let token = live.handle.snapshot().event.registration().waiting[0]
        .token
        .clone();
    assert!(
        netrunner_to::engine::event::well_formed_secret(&token),
        "{token}"
    );
    for path in ["/register/%00", "/register/..%2F..", "/register/x?lang=%ZZ"] {
        let (s, _) = live.get(path);
        assert_eq!(s, 403, "{path}");
    }
    assert_eq!(waiting_names(&live), ["Cookie Monster"]);
}

/// Issue 37 item 6 on the phone: the Japanese page asks for the name's reading (ふりがな), which
/// the player keeps once accepted (lists sort by it); an English page of an English event does
/// not ask.
#[test]
fn a_japanese_phone_gives_the_reading_of_the_name() {
    let live = Live::start(open_event(&[], true));
    let phone = Phone::default();
    let (_, english) = phone.get(&live, &format!("/register/{SECRET}"));
    assert!(!english.contains("name=\"reading\""), "{english}");
    let mut phone = Phone::default();
    let (_, form) = phone.get(&live, &format!("/register/{SECRET}?lang=ja"));
    assert!(
        form.contains("ふりがな") && form.contains("name=\"reading\""),
        "{form}"
    );
    let (s, body) = phone.post(
        &live,
        &format!("/register/{SECRET}?lang=ja"),
        &[("name", "中村 花子"), ("reading", "なかむら はなこ")],
    );
    assert_eq!(s, 200, "{body}");
    let snap = live.handle.snapshot();
    let p = snap
        .event
        .find_player("中村 花子")
        .expect("accepted at once");
    assert_eq!(p.reading.as_deref(), Some("なかむら はなこ"));
    drop(snap);
    // A reading with an invisible character is refused, as in the app.
    let mut other = Phone::default();
    let (_, refused) = other.post(
        &live,
        &format!("/register/{SECRET}?lang=ja"),
        &[("name", "田中 太郎"), ("reading", "たなか\u{200b}たろう")],
    );
    assert!(
        live.handle
            .snapshot()
            .event
            .find_player("田中 太郎")
            .is_none(),
        "{refused}"
    );
}
