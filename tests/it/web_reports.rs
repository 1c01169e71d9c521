//! Issue 17 through real HTTP on 127.0.0.1: players report their own results with their
//! personal code (agreement, disagreement and the organizer's choice, the approval setting,
//! refusals), rate limits, cross-site requests, escaping, scorekeepers; personal codes never
//! on a public page or export.

use crate::web_pages::{Live, NAMES, add, six_nil, swiss_event};
use netrunner_to::engine::event::{ReportTarget, SelfReported};
use netrunner_to::engine::{Command, Event, EventSettings, PlayerId, Structure};
use netrunner_to::web::Requester;

/// Percent-encodes a form value.
pub fn enc(s: &str) -> String {
    s.bytes()
        .map(|b| match b {
            b'A'..=b'Z' | b'a'..=b'z' | b'0'..=b'9' | b'-' | b'_' | b'.' => (b as char).to_string(),
            _ => format!("%{b:02X}"),
        })
        .collect()
}

/// Posts a form to `path` (with `origin` as the browser's Origin header, when given).
pub fn post(
    live: &Live,
    path: &str,
    fields: &[(&str, &str)],
    origin: Option<&str>,
) -> (u16, String) {
    let body: Vec<String> = fields
        .iter()
        .map(|(k, v)| format!("{k}={}", enc(v)))
        .collect();
    let mut req = reqwest::blocking::Client::new()
        .post(live.url(path))
        .header("content-type", "application/x-www-form-urlencoded")
        .body(body.join("&"));
    if let Some(o) = origin {
        req = req.header("origin", o);
    }
    let r = req.send().unwrap();
    (r.status().as_u16(), r.text().unwrap())
}

/// The message box of an answer page.
pub fn message(body: &str) -> String {
    let start = body.find("id=\"msg\"").expect("a message");
    let rest = &body[start..];
    let open = rest.find('>').unwrap() + 1;
    let close = rest.find("</div>").unwrap();
    rest[open..close].to_string()
}

struct Table {
    round: u32,
    table: u32,
    p1: PlayerId,
    p2: PlayerId,
}

fn first_table(e: &Event) -> Table {
    let r = e.rounds().last().unwrap();
    let p = r.pairings.iter().find(|p| !p.is_bye()).unwrap();
    Table {
        round: r.number,
        table: p.table,
        p1: p.p1,
        p2: p.p2.unwrap(),
    }
}

/// A player reports their table of `t` with a result choice (double-sided).
fn report(live: &Live, e: &Event, t: &Table, who: PlayerId, result: &str) -> (u16, String) {
    report_with(live, t, who, e.player_code(who).unwrap(), result, None)
}

fn report_with(
    live: &Live,
    t: &Table,
    who: PlayerId,
    code: &str,
    result: &str,
    origin: Option<&str>,
) -> (u16, String) {
    let (round, table) = (t.round.to_string(), t.table.to_string());
    post(
        live,
        &format!("/player/{}", who.0),
        &[
            ("action", "report"),
            ("stage", "swiss"),
            ("round", &round),
            ("table", &table),
            ("result", result),
            ("code", code),
        ],
        origin,
    )
}

fn target(t: &Table) -> ReportTarget {
    ReportTarget::Swiss {
        round: t.round,
        table: t.table,
    }
}

#[test]
fn agreeing_reports_enter_the_result_once_and_the_history_says_who() {
    let e = swiss_event();
    let t = first_table(&e);
    let live = Live::start(e.clone());
    // The player's page offers the form for their table.
    let page = live.page(&format!("/player/{}", t.p1.0));
    assert!(page.contains("Report your result"), "{page}");
    assert!(page.contains(&format!("round {} table {}", t.round, t.table)));

    let (s, body) = report(&live, &e, &t, t.p1, "won-both");
    assert_eq!(s, 200, "{body}");
    assert!(message(&body).contains("waiting for"), "{}", message(&body));
    assert_eq!(
        live.handle.snapshot().event.reports_for(target(&t)).len(),
        1
    );
    // The opponent reports the same result from their side: 0-6 for them.
    let (s, body) = report(&live, &e, &t, t.p2, "lost-both");
    assert_eq!(s, 200, "{body}");
    assert!(message(&body).contains("confirmed"), "{}", message(&body));
    // A third report (the first player again) is refused: the table has a result.
    let (s, body) = report(&live, &e, &t, t.p1, "won-both");
    assert_eq!(s, 409, "{body}");
    assert!(message(&body).contains("already has a result"));

    let done = live.finish();
    let pairing = done.round(t.round).unwrap().table(t.table).unwrap().clone();
    assert_eq!(pairing.result, Some(six_nil()));
    assert!(done.pending_reports().is_empty());
    // The history: who reported, who confirmed; and the file equals its replay.
    let lines: Vec<String> = done
        .history()
        .iter()
        .map(|h| h.command.to_string())
        .collect();
    let reported = format!("{} reported round {} table {}", t.p1, t.round, t.table);
    let confirmed = format!("{} reported round {} table {}", t.p2, t.round, t.table);
    let i = lines
        .iter()
        .position(|l| *l == reported)
        .expect("first report");
    let j = lines
        .iter()
        .position(|l| *l == confirmed)
        .expect("confirmation");
    assert!(i < j);
    assert_eq!(
        lines.iter().filter(|l| l.contains("reported")).count(),
        2,
        "{lines:?}"
    );
    assert_eq!(Event::replay(done.origin(), done.history()).unwrap(), done);
}

#[test]
fn disagreeing_reports_wait_for_the_organizers_choice() {
    let e = swiss_event();
    let t = first_table(&e);
    let live = Live::start(e.clone());
    report(&live, &e, &t, t.p1, "won-both");
    let (s, body) = report(&live, &e, &t, t.p2, "split-corp");
    assert_eq!(s, 200);
    assert!(message(&body).contains("disagree"), "{}", message(&body));
    let snap = live.handle.snapshot();
    let waiting = snap.event.reports_for(target(&t));
    assert_eq!(waiting.len(), 2);
    assert!(
        snap.event
            .round(t.round)
            .unwrap()
            .table(t.table)
            .unwrap()
            .result
            .is_none()
    );
    // The organizer picks the second player's report (the app's "Use this report").
    let pick = waiting.iter().find(|r| r.by == t.p2).unwrap().report;
    live.apply(pick.entering_command());
    let done = live.finish();
    let p = done.round(t.round).unwrap().table(t.table).unwrap();
    assert_eq!(p.result.unwrap().points(None), (3, 3));
    assert!(done.pending_reports().is_empty());
}

#[test]
fn with_approval_every_report_waits_and_a_player_may_correct_their_own() {
    let mut e = swiss_event();
    e.apply(Command::SetReportApproval { required: true })
        .unwrap();
    let t = first_table(&e);
    let live = Live::start(e.clone());
    report(&live, &e, &t, t.p1, "split-runner");
    report(&live, &e, &t, t.p1, "won-both"); // corrected: replaces the first
    let (_, body) = report(&live, &e, &t, t.p2, "lost-both");
    assert!(message(&body).contains("approval"), "{}", message(&body));
    let done = live.finish();
    assert!(
        done.round(t.round)
            .unwrap()
            .table(t.table)
            .unwrap()
            .result
            .is_none()
    );
    let waiting = done.reports_for(target(&t));
    assert_eq!(waiting.len(), 2);
    assert_eq!(waiting[0].report, waiting[1].report);
}

#[test]
fn reports_are_refused_after_the_organizers_result_for_another_table_and_for_a_stale_round() {
    let mut e = swiss_event();
    let t = first_table(&e);
    let r = e.rounds()[0].clone();
    let other = r
        .pairings
        .iter()
        .find(|p| !p.is_bye() && p.table != t.table)
        .unwrap()
        .clone();
    e.apply(Command::ReportResult {
        round: t.round,
        table: t.table,
        result: six_nil(),
    })
    .unwrap();
    let live = Live::start(e.clone());
    // After the organizer's result.
    let (s, body) = report(&live, &e, &t, t.p2, "won-both");
    assert_eq!(s, 409);
    assert!(message(&body).contains("already has a result"));
    // Another table.
    let theirs = Table {
        round: t.round,
        table: other.table,
        p1: other.p1,
        p2: other.p2.unwrap(),
    };
    let (s, body) = report(&live, &e, &theirs, t.p1, "won-both");
    assert_eq!(s, 403, "{body}");
    assert!(message(&body).contains("you do not play at"));
    // A stale round: round 2 is paired while the phone still shows round 1.
    for p in &r.pairings {
        if p.table != t.table && !p.is_bye() {
            live.apply(Command::ReportResult {
                round: 1,
                table: p.table,
                result: six_nil(),
            });
        }
    }
    live.apply(Command::PairRound);
    let (s, body) = report(&live, &e, &theirs, theirs.p1, "won-both");
    assert_eq!(s, 409, "{body}");
    assert!(
        message(&body).contains("can no longer be reported"),
        "{}",
        message(&body)
    );
    let done = live.finish();
    assert!(done.pending_reports().is_empty());
    assert_eq!(
        done.round(1).unwrap().table(other.table).unwrap().result,
        Some(six_nil())
    );
}

#[test]
fn wrong_codes_are_limited_per_player_and_the_organizer_sees_them() {
    let e = swiss_event();
    let t = first_table(&e);
    let live = Live::start(e.clone());
    for _ in 0..5 {
        let (s, body) = report_with(&live, &t, t.p1, "ZZZZZZ", "won-both", None);
        assert_eq!(s, 403);
        assert!(message(&body).contains("not your code"));
    }
    // Now even the right code waits, from the address that guessed (other addresses are not
    // refused: web_attacks).
    let (s, body) = report(&live, &e, &t, t.p1, "won-both");
    assert_eq!(s, 429);
    assert!(message(&body).contains("too many wrong codes"));
    let attempts = live.server.attempts();
    assert_eq!(attempts.len(), 6);
    assert!(attempts.iter().all(|a| a.player == Some(t.p1)));
    assert!(attempts[5].limited && !attempts[4].limited);
    assert!(live.handle.snapshot().event.pending_reports().is_empty());
}

#[test]
fn cross_site_requests_are_refused_and_names_are_escaped() {
    let mut e = Event::new(EventSettings::new("XSS", Structure::Basic), 3);
    let evil = add(&mut e, "<img src=x onerror=alert(1)>");
    add(&mut e, "Bo");
    e.apply(Command::PairRound).unwrap();
    e.apply(Command::PublishPairings { round: 1 }).unwrap();
    let t = first_table(&e);
    let live = Live::start(e.clone());
    let code = e.player_code(evil).unwrap();
    let (s, body) = report_with(
        &live,
        &t,
        evil,
        code,
        "won-both",
        Some("http://evil.example"),
    );
    assert_eq!(s, 403);
    assert!(message(&body).contains("another site"));
    // A sandboxed frame elsewhere sends `Origin: null`; the browser says it is cross-site.
    let r = reqwest::blocking::Client::new()
        .post(live.url(&format!("/player/{}", evil.0)))
        .header("content-type", "application/x-www-form-urlencoded")
        .header("origin", "null")
        .header("sec-fetch-site", "cross-site")
        .body(format!(
            "action=report&stage=swiss&round=1&table={}&result=won-both&code={code}",
            t.table
        ))
        .send()
        .unwrap();
    assert_eq!(r.status().as_u16(), 403);
    assert!(live.handle.snapshot().event.pending_reports().is_empty());
    // The same request from the event's own page goes through; the names stay text.
    let own = format!("http://{}", live.server.addr());
    let (s, body) = report_with(&live, &t, evil, code, "won-both", Some(&own));
    assert_eq!(s, 200, "{body}");
    assert!(!body.contains("<img src=x"));
    assert!(body.contains("&lt;img src=x onerror=alert(1)&gt;"));
    // The opponent's page names the reporter, escaped.
    let opp = if t.p1 == evil { t.p2 } else { t.p1 };
    let page = live.page(&format!("/player/{}", opp.0));
    assert!(page.contains("Reported by"));
    assert!(!page.contains("<img src=x"));
}

#[test]
fn a_scorekeeper_enters_results_of_the_current_round_until_revoked() {
    let mut e = swiss_event();
    e.apply(Command::AddScorekeeper {
        name: "Judge".into(),
    })
    .unwrap();
    let token = e.reporting().scorekeepers[0].token.clone();
    let t = first_table(&e);
    let live = Live::start(e.clone());
    let path = format!("/scorekeeper/{token}");
    let page = live.page(&path);
    assert!(page.contains(&format!("Table {}", t.table)));
    let table = t.table.to_string();
    let (s, body) = post(&live, &path, &[("table", &table), ("result", "6-0")], None);
    assert_eq!(s, 200, "{body}");
    // A player's request under the scorekeeper's name is not a scorekeeper's.
    let refused = live.handle.submit_blocking(
        Command::Scorekeeper {
            name: "Judge".into(),
            change: Box::new(Command::PairRound),
        },
        Requester::Scorekeeper("Judge".into()),
    );
    assert!(
        refused
            .unwrap_err()
            .to_string()
            .contains("current round only")
    );
    live.apply(Command::RevokeScorekeeper {
        name: "Judge".into(),
    });
    let (s, _) = live.get(&path);
    assert_eq!(s, 403);
    let (s, body) = post(&live, &path, &[("table", &table), ("result", "0-6")], None);
    assert_eq!(s, 403, "{body}");
    let done = live.finish();
    assert_eq!(
        done.round(1).unwrap().table(t.table).unwrap().result,
        Some(six_nil())
    );
    assert!(done.history().iter().any(|h| {
        h.command
            .to_string()
            .starts_with("scorekeeper \"Judge\": report round 1")
    }));
}

#[test]
fn the_scorekeepers_page_updates_live_and_only_for_a_valid_link() {
    let mut e = swiss_event();
    e.apply(Command::AddScorekeeper {
        name: "Judge".into(),
    })
    .unwrap();
    let token = e.reporting().scorekeepers[0].token.clone();
    let t = first_table(&e);
    let live = Live::start(e.clone());
    let path = format!("/scorekeeper/{token}");
    // The whole page puts the tables in the live part the script swaps, and listens.
    let page = live.page(&path);
    let main = &page[page.find("<main id=\"live\"").expect("a live part")..];
    assert!(main.contains(&format!("Table {}", t.table)), "{page}");
    assert!(page.contains("<script src=\"/app.js\">"));
    // The fragment the script fetches after a change holds a result entered elsewhere.
    let before = reqwest::blocking::get(live.url(&format!("{path}?part=live"))).unwrap();
    let v0: u64 = before.headers()["x-version"]
        .to_str()
        .unwrap()
        .parse()
        .unwrap();
    let before = before.text().unwrap();
    assert!(!before.contains("<html") && before.contains(&format!("Table {}", t.table)));
    assert!(!before.contains("value=\"6-0\""), "{before}");
    live.apply(Command::ReportResult {
        round: 1,
        table: t.table,
        result: six_nil(),
    });
    let after = reqwest::blocking::get(live.url(&format!("{path}?part=live"))).unwrap();
    let v1: u64 = after.headers()["x-version"]
        .to_str()
        .unwrap()
        .parse()
        .unwrap();
    assert!(v1 > v0, "{v0} {v1}");
    let after = after.text().unwrap();
    assert!(after.contains("value=\"6-0\""), "{after}");
    // A wrong or revoked link gets no tables, whole or in part.
    let (s, body) = live.get("/scorekeeper/AAAAAAAAAAAA?part=live");
    assert_eq!(s, 403);
    assert!(!body.contains("Table "), "{body}");
    live.apply(Command::RevokeScorekeeper {
        name: "Judge".into(),
    });
    let (s, body) = live.get(&format!("{path}?part=live"));
    assert_eq!(s, 403);
    assert!(!body.contains("Table "), "{body}");
}

#[test]
fn personal_codes_never_appear_on_a_page_or_an_export() {
    let mut e = swiss_event();
    e.apply(Command::AddScorekeeper {
        name: "Judge".into(),
    })
    .unwrap();
    let codes: Vec<String> = e
        .players()
        .iter()
        .map(|p| e.player_code(p.id).unwrap().to_string())
        .collect();
    assert_eq!(codes.len(), NAMES.len());
    let token = e.reporting().scorekeepers[0].token.clone();
    let live = Live::start(e.clone());
    let mut texts = vec![];
    for path in ["/", "/pairings", "/standings", "/projector", "/statistics"] {
        texts.push((path.to_string(), live.page(path)));
    }
    for p in e.players() {
        let path = format!("/player/{}", p.id.0);
        texts.push((path.clone(), live.page(&path)));
    }
    use netrunner_to::io::{csv, nrtm};
    texts.push(("nrtm".into(), nrtm::export_string(&e)));
    for (name, bytes) in [
        ("players.csv", csv::players_csv(&e)),
        ("standings.csv", csv::standings_csv(&e)),
        ("pairings.csv", csv::pairings_csv(&e, 1).unwrap()),
        ("games.csv", csv::games_csv(&e)),
    ] {
        texts.push((name.into(), String::from_utf8_lossy(&bytes).into_owned()));
    }
    // Every printout but the player cards (read back with pdftotext).
    use netrunner_to::io::print::{self, Kind, Paper, Printout, fonts::Fonts};
    let fonts = Fonts::load().unwrap();
    for kind in Kind::for_event(&e) {
        if *kind == Kind::PlayerCards || *kind == Kind::Bracket {
            continue;
        }
        let p = Printout::for_event(&e, *kind, None).unwrap();
        let pdf = print::render_with(&e, &p, Paper::A4, &fonts).unwrap();
        let text = crate::print::poppler("pdftotext", &["-layout", "-enc", "UTF-8"], &pdf);
        texts.push((kind.title().to_string(), text));
    }
    for (name, text) in &texts {
        for c in codes.iter().chain([&token]) {
            assert!(!text.contains(c.as_str()), "{name} shows a secret {c}");
        }
    }
}

#[test]
fn an_elimination_game_is_reported_by_both_players() {
    let mut e = crate::web_pages::elimination_event();
    let b = e.cut().unwrap();
    let g = b
        .games()
        .into_iter()
        .find(|g| g.sides.is_some() && g.result.is_none() && g.pair().is_some())
        .expect("a game being played");
    let (a, c) = g.pair().unwrap();
    let game = g.number().to_string();
    let code_a = e.player_code(a).unwrap().to_string();
    let code_c = e.player_code(c).unwrap().to_string();
    // Time called: a has 4 agenda points, c has 2; both say so from their side.
    e.apply(Command::SetReportApproval { required: false })
        .unwrap();
    let live = Live::start(e.clone());
    let send = |who: PlayerId, code: &str, mine: &str, theirs: &str| {
        post(
            &live,
            &format!("/player/{}", who.0),
            &[
                ("action", "report"),
                ("stage", "elimination"),
                ("game", &game),
                ("result", "time"),
                ("mine", mine),
                ("theirs", theirs),
                ("code", code),
            ],
            None,
        )
    };
    let (s, body) = send(a, &code_a, "4", "2");
    assert_eq!(s, 200, "{body}");
    let (s, body) = send(c, &code_c, "2", "4");
    assert_eq!(s, 200, "{body}");
    assert!(message(&body).contains("confirmed"), "{}", message(&body));
    let done = live.finish();
    let r = done
        .cut()
        .unwrap()
        .game(g.number())
        .unwrap()
        .result
        .unwrap();
    assert_eq!(r.winner, a);
    let _ = SelfReported::Elimination {
        game: g.number(),
        outcome: netrunner_to::engine::command::EliminationOutcome::Draw,
    };
}

#[test]
fn a_player_hands_in_a_deck_list_from_the_phone_and_sees_the_check_at_once() {
    let mut settings = EventSettings::new("Decks", Structure::Basic);
    settings.decks.collected = true;
    settings.date = Some("2017-11-11".into());
    let mut e = Event::new(settings, 5);
    let ann = add(&mut e, "Ann");
    add(&mut e, "Bo");
    let live = Live::start(e.clone());
    let page = live.page(&format!("/player/{}", ann.0));
    assert!(page.contains("Hand in a deck list"));
    let list = include_str!("../../fixtures/decks/2017-world-champion-runner-deck.txt");
    let code = e.player_code(ann).unwrap();
    let path = format!("/player/{}", ann.0);
    let (s, body) = post(
        &live,
        &path,
        &[("action", "deck"), ("list", list), ("code", code)],
        None,
    );
    assert_eq!(s, 200, "{body}");
    assert!(
        message(&body).contains("Runner list is stored and legal"),
        "{}",
        message(&body)
    );
    // Unreadable text: refused with the reason, nothing stored.
    let (s, body) = post(
        &live,
        &path,
        &[
            ("action", "deck"),
            ("list", "3x No Such Card Anywhere"),
            ("code", code),
        ],
        None,
    );
    assert_eq!(s, 422, "{body}");
    // Another player's code does not hand in Ann's list.
    let bo_code = e.player_code(PlayerId(2)).unwrap();
    let (s, _) = post(
        &live,
        &path,
        &[("action", "deck"), ("list", list), ("code", bo_code)],
        None,
    );
    assert_eq!(s, 403);
    let done = live.finish();
    let decks = done.decks().get(&ann).expect("Ann's lists");
    assert!(decks.runner.is_some() && decks.corp.is_none());
    assert_eq!(
        done.player(ann).unwrap().runner.as_deref(),
        Some("Hayley Kaplan: Universal Scholar")
    );
}

#[test]
fn the_higher_seed_chooses_their_side_from_the_phone() {
    let mut e = swiss_event();
    crate::web_pages::report_all(&mut e);
    e.apply(Command::PairRound).unwrap();
    crate::web_pages::report_all(&mut e);
    e.apply(Command::Cut {
        size: netrunner_to::engine::CutSize::Top4,
        kind: None,
        seeds: None,
    })
    .unwrap();
    let b = e.cut().unwrap();
    let g = b.games_in_round(1)[0];
    let (x, y) = g.pair().unwrap();
    let (high, low) = if b.seed_of(x) < b.seed_of(y) {
        (x, y)
    } else {
        (y, x)
    };
    let live = Live::start(e.clone());
    assert!(
        live.page(&format!("/player/{}", high.0))
            .contains("Choose your side")
    );
    assert!(
        !live
            .page(&format!("/player/{}", low.0))
            .contains("Choose your side")
    );
    let game = g.number().to_string();
    let send = |who: PlayerId| {
        post(
            &live,
            &format!("/player/{}", who.0),
            &[
                ("action", "side"),
                ("game", &game),
                ("side", "corp"),
                ("code", e.player_code(who).unwrap()),
            ],
            None,
        )
    };
    assert_eq!(send(low).0, 409);
    let (s, body) = send(high);
    assert_eq!(s, 200, "{body}");
    // The other game's higher seed chose on paper; this game's choice comes from the phone.
    let others = b
        .games_in_round(1)
        .iter()
        .filter(|o| o.number() != g.number())
        .map(|o| netrunner_to::engine::command::SideChoice {
            game: o.number(),
            side: netrunner_to::engine::Side::Runner,
        })
        .collect();
    live.apply(Command::PairElimination { choices: others });
    let done = live.finish();
    let sides = done.cut().unwrap().game(g.number()).unwrap().sides.unwrap();
    assert_eq!(sides.corp, high);
}

#[test]
fn the_player_cards_show_each_name_code_and_the_address() {
    let e = swiss_event();
    use netrunner_to::io::print::{self, Paper, fonts::Fonts};
    let address = "http://192.168.1.20:8080/";
    let pdf =
        print::render_player_cards(&e, Some(address), Paper::A4, &Fonts::load().unwrap()).unwrap();
    if let Some(dir) = std::env::var_os("NRTO_CARDS_PDF") {
        std::fs::write(std::path::Path::new(&dir).join("cards.pdf"), &pdf).unwrap();
    }
    let text = crate::print::poppler("pdftotext", &["-layout", "-enc", "UTF-8"], &pdf);
    for p in e.players() {
        let c = e.player_code(p.id).unwrap();
        let spaced = format!("{} {}", &c[..3], &c[3..]);
        assert!(text.contains(&spaced), "{spaced} missing:\n{text}");
    }
    assert!(text.contains("Ann Lee") && text.contains(address));
    // Eight cards fit one page.
    assert_eq!(text.matches('\u{c}').count(), 1, "{text}");
}

#[test]
fn oversized_requests_are_refused_before_anything_is_read() {
    let e = swiss_event();
    let t = first_table(&e);
    let live = Live::start(e.clone());
    let code = e.player_code(t.p1).unwrap();
    let big = "x".repeat(200 * 1024);
    let (s, _) = post(
        &live,
        &format!("/player/{}", t.p1.0),
        &[("action", "deck"), ("list", &big), ("code", code)],
        None,
    );
    assert_eq!(s, 413);
    let (s, _) = post(&live, "/scorekeeper/AAAA", &[("result", &big)], None);
    assert_eq!(s, 413);
    assert!(
        live.server.attempts().is_empty(),
        "nothing was even compared"
    );
}

#[test]
fn the_command_line_lists_codes_draws_a_new_one_and_prints_the_cards() {
    let dir = tempfile::tempdir().unwrap();
    let path = dir.path().join("ev.json");
    netrunner_to::io::save::save(&path, &swiss_event()).unwrap();
    let run = crate::share_text::cli;
    let file = path.to_str().unwrap();
    let listed = run(&["player", "codes", file]);
    let e = netrunner_to::io::save::load(&path).unwrap();
    let ann = e.find_player("Ann Lee").unwrap().id;
    let old = e.player_code(ann).unwrap().to_string();
    assert!(
        listed.contains(old.as_str()) && listed.contains("Ann Lee"),
        "{listed}"
    );
    assert_eq!(listed.lines().count(), NAMES.len());
    let said = run(&["player", "new-code", file, "ann lee"]);
    let e = netrunner_to::io::save::load(&path).unwrap();
    let new = e.player_code(ann).unwrap();
    assert_ne!(new, old);
    assert!(said.contains(new), "{said}");
    let pdf = dir.path().join("cards.pdf");
    run(&[
        "print",
        file,
        "--what",
        "player-cards",
        "--address",
        "http://192.168.1.20:8080/",
        "--out",
        pdf.to_str().unwrap(),
    ]);
    let text = crate::print::poppler(
        "pdftotext",
        &["-layout", "-enc", "UTF-8"],
        &std::fs::read(&pdf).unwrap(),
    );
    assert!(text.contains(&format!("{} {}", &new[..3], &new[3..])));
    assert!(text.contains("http://192.168.1.20:8080/"));
}

#[test]
fn a_scorekeeper_enters_elimination_games_in_the_cut_syntax() {
    let mut e = crate::web_pages::elimination_event();
    e.apply(Command::AddScorekeeper {
        name: "Judge".into(),
    })
    .unwrap();
    let token = e.reporting().scorekeepers[0].token.clone();
    let path = format!("/scorekeeper/{token}");
    let open: Vec<_> = e
        .cut()
        .unwrap()
        .games()
        .into_iter()
        .filter(|g| g.sides.is_some() && g.result.is_none() && g.pair().is_some())
        .map(|g| (g.number(), g.pair().unwrap()))
        .collect();
    assert!(open.len() >= 2, "two games being played: {open:?}");
    let (timed, _) = open[0];
    let sides = e.cut().unwrap().game(timed).unwrap().sides.unwrap();
    let (ta, tb) = (sides.corp, sides.runner);
    let (plain, (_, pb)) = open[1];
    let live = Live::start(e.clone());
    // Not the cut syntax: refused with the syntax named, nothing entered.
    let g = timed.to_string();
    let (s, body) = post(&live, &path, &[("game", &g), ("result", "6-0")], None);
    assert_ne!(s, 200, "{body}");
    assert!(message(&body).contains("T4-2"), "{}", message(&body));
    // Time called, the Corp ahead 4 to 2 (the Corp's points first, as in T5-3 and on the
    // command line): the Corp wins.
    let (s, body) = post(&live, &path, &[("game", &g), ("result", "T4-2")], None);
    assert_eq!(s, 200, "{body}");
    // "2": player 2 won.
    let (s, body) = post(
        &live,
        &path,
        &[("game", &plain.to_string()), ("result", "2")],
        None,
    );
    assert_eq!(s, 200, "{body}");
    let done = live.finish();
    let cut = done.cut().unwrap();
    let t = cut.game(timed).unwrap().result.unwrap();
    assert_eq!(t.winner, ta);
    assert_ne!(t.winner, tb);
    assert_eq!(cut.game(plain).unwrap().result.unwrap().winner, pb);
    assert!(
        done.history()
            .iter()
            .any(|h| { h.command.to_string().starts_with("scorekeeper \"Judge\"") })
    );
}
