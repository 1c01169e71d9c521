//! Issue 35, item 3: the players' pages speak the event's language (its printouts' language),
//! and a visiting player switches with the "English · 日本語" links (`?lang=`, kept in a
//! cookie; no script needed). Every page through real HTTP in both languages, the answers and
//! the engine's refusals in the page's language, the server's own error texts. The same pages
//! in Chromium at 360 px: [`the_pages_fit_a_phone_in_both_languages_and_switch`].

use crate::web_pages::{Live, add, elimination_event, swiss_event};
use crate::web_reports::{message, post};
use netrunner_to::engine::event::SelfReported;
use netrunner_to::engine::{Command, Event, EventSettings, Structure};
use netrunner_to::i18n::Lang;
use netrunner_to::io::explain::Explain;

fn ja() -> Lang {
    Lang::from_tag("ja").unwrap()
}

/// `e` with its printouts (and so its players' pages) in `tag`.
pub fn in_language(mut e: Event, tag: &str) -> Event {
    e.apply(Command::SetPrintLanguage {
        language: tag.into(),
    })
    .unwrap();
    e
}

/// A Swiss event with a scorekeeper and deck lists collected: every form a player's page has.
fn swiss(tag: &str) -> (Event, String) {
    let mut e = swiss_event();
    e.apply(Command::AddScorekeeper {
        name: "Judge".into(),
    })
    .unwrap();
    let mut s = e.settings().clone();
    s.decks.collected = true;
    e.apply(Command::EditSettings { settings: s }).unwrap();
    // Registered late: an unpaired loss in round 1, noted under the pairings.
    add(&mut e, "Late Lou");
    let token = e.reporting().scorekeepers[0].token.clone();
    (in_language(e, tag), token)
}

/// Text as a page writes it (maud escapes these).
fn escaped(text: &str) -> String {
    text.replace('&', "&amp;")
        .replace('<', "&lt;")
        .replace('>', "&gt;")
        .replace('"', "&quot;")
}

/// A GET with headers: status, `Set-Cookie` (if any), body.
fn get(live: &Live, path: &str, cookie: Option<&str>) -> (u16, Option<String>, String) {
    let mut req = reqwest::blocking::Client::new().get(live.url(path));
    if let Some(c) = cookie {
        req = req.header("cookie", c);
    }
    let r = req.send().unwrap();
    let status = r.status().as_u16();
    let set = r
        .headers()
        .get("set-cookie")
        .map(|v| v.to_str().unwrap().to_string());
    (status, set, r.text().unwrap())
}

/// One page and what must (and must not) be on it in each language: a word of the page's own
/// in Japanese and its English, so each can be checked present in its language and absent
/// from the other.
struct Expect {
    path: String,
    status: u16,
    ja: &'static [&'static str],
    en: &'static [&'static str],
}

fn assert_speaks(path: &str, body: &str, lang: &str, present: &[&str], absent: &[&str]) {
    assert!(
        body.contains(&format!("<html lang=\"{lang}\">")),
        "{path}: not lang={lang}"
    );
    for w in present {
        assert!(body.contains(w), "{path} in {lang}: {w:?} missing\n{body}");
    }
    for w in absent {
        assert!(
            !body.contains(w),
            "{path} in {lang}: {w:?} is there\n{body}"
        );
    }
}

/// The pages of a Swiss event, with their words.
fn swiss_pages(token: &str) -> Vec<Expect> {
    // Every page's navigation bar.
    let page = |path: &str, status: u16, ja, en| Expect {
        path: path.into(),
        status,
        ja,
        en,
    };
    vec![
        page(
            "/",
            200,
            &["自分の卓を探す", "第1回戦の対戦表"],
            &["Find your table", "Pairings of round 1"],
        ),
        page(
            "/pairings",
            200,
            &[
                "第1回戦",
                "番卓",
                "名前を入力して卓を探す",
                "対戦なしの敗北(0点): <bdi>Late Lou</bdi>",
            ],
            &[
                "Round 1",
                "Table ",
                "Your name: find your table",
                "Unpaired loss (0 points): <bdi>Late Lou</bdi>",
            ],
        ),
        page(
            "/standings",
            200,
            &["順位", "プレイヤー"],
            &["Standings", "Player<"],
        ),
        page("/statistics", 200, &["統計"], &["Statistics"]),
        page(
            "/projector",
            200,
            &["第1回戦", "番卓", "プロジェクター"],
            &["Round 1", "Table ", "Projector"],
        ),
        page(
            "/player/3",
            200,
            &[
                "結果を報告",
                "あなたの個人コード",
                "2ゲームとも勝った",
                "ゲームごとに",
            ],
            &[
                "Report your result",
                "Your code",
                "I won both games",
                "Game by game",
            ],
        ),
        page(
            &format!("/scorekeeper/{token}"),
            200,
            &["スコアキーパー", "入力"],
            &["Scorekeeper", ">Enter<"],
        ),
        page(
            "/no/such/page",
            404,
            &["見つかりません", "大会のページへ戻る"],
            &["Not found", "Back to the event"],
        ),
    ]
}

/// Each page in the event's language; `?lang=` switches it, the answer keeps the choice in a
/// cookie, and the cookie keeps the next page (and the live fragment) in it.
fn check_both_ways(e: Event, pages: &[Expect], event_tag: &str, other_tag: &str) {
    let live = Live::start(e);
    let words = |x: &Expect, tag: &str| if tag == "ja" { x.ja } else { x.en };
    for x in pages {
        // The event's language, with no cookie set.
        let (status, set, body) = get(&live, &x.path, None);
        assert_eq!(status, x.status, "{}", x.path);
        assert!(set.is_none(), "{}: a cookie without a choice", x.path);
        assert_speaks(
            &x.path,
            &body,
            event_tag,
            words(x, event_tag),
            words(x, other_tag),
        );
        // Both languages are offered by their own names; the page's own is not a link.
        assert!(
            body.contains(&format!("href=\"?lang={other_tag}\"")),
            "{}",
            x.path
        );
        assert!(
            !body.contains(&format!("href=\"?lang={event_tag}\"")),
            "{}",
            x.path
        );
        assert!(body.contains("English") && body.contains("日本語"));
        // The switch.
        let sep = if x.path.contains('?') { '&' } else { '?' };
        let switched = format!("{}{sep}lang={other_tag}", x.path);
        let (status, set, body) = get(&live, &switched, None);
        assert_eq!(status, x.status, "{switched}");
        let set = set.unwrap_or_else(|| panic!("{switched}: no cookie"));
        assert!(set.starts_with(&format!("nrto-lang={other_tag};")), "{set}");
        assert!(
            set.contains("Path=/") && set.contains("SameSite=Lax"),
            "{set}"
        );
        assert_speaks(
            &switched,
            &body,
            other_tag,
            words(x, other_tag),
            words(x, event_tag),
        );
        // The cookie keeps it.
        let cookie = format!("nrto-lang={other_tag}");
        let (_, set, body) = get(&live, &x.path, Some(&cookie));
        assert!(set.is_none());
        assert_speaks(
            &x.path,
            &body,
            other_tag,
            words(x, other_tag),
            words(x, event_tag),
        );
    }
    // The live fragment the page's script fetches follows the cookie (and `?lang=`).
    let Some(x) = pages.iter().find(|x| x.path == "/pairings") else {
        return;
    };
    let cookie = format!("nrto-lang={other_tag}");
    let fragment = |tag: &str| words(x, tag)[0];
    let (_, _, body) = get(&live, "/pairings?part=live", Some(&cookie));
    assert!(
        !body.contains("<html") && body.contains(fragment(other_tag)),
        "{body}"
    );
    let (_, _, body) = get(&live, "/pairings?part=live", None);
    assert!(body.contains(fragment(event_tag)) && !body.contains(fragment(other_tag)));
    let (_, _, body) = get(
        &live,
        &format!("/pairings?part=live&lang={other_tag}"),
        None,
    );
    assert!(body.contains(fragment(other_tag)) && !body.contains(fragment(event_tag)));
}

#[test]
fn a_japanese_events_pages_are_japanese_and_switch_to_english() {
    let (e, token) = swiss("ja");
    check_both_ways(e, &swiss_pages(&token), "ja", "en");
}

#[test]
fn an_english_events_pages_are_english_and_switch_to_japanese() {
    let (e, token) = swiss("en");
    check_both_ways(e, &swiss_pages(&token), "en", "ja");
}

#[test]
fn the_bracket_and_an_elimination_players_page_speak_the_events_language() {
    let e = elimination_event();
    let seed = e.cut().unwrap().games_in_round(1)[0].pair().unwrap().0;
    let pages = [
        Expect {
            path: "/bracket".into(),
            status: 200,
            ja: &[
                "トーナメント表",
                "第1試合",
                "トップ4",
                "ダブルエリミネーション",
            ],
            en: &["Bracket", "Game 1", "Top 4", "double elimination"],
        },
        Expect {
            path: "/pairings".into(),
            status: 200,
            ja: &["決勝トーナメント第1回戦", "シード1"],
            en: &["Elimination round 1", "seed 1"],
        },
        Expect {
            path: format!("/player/{}", seed.0),
            status: 200,
            ja: &["決勝トーナメント", "勝った", "時間切れになった"],
            en: &["Elimination", "I won", "Time was called"],
        },
    ];
    check_both_ways(in_language(e.clone(), "ja"), &pages, "ja", "en");
    check_both_ways(in_language(e, "en"), &pages, "en", "ja");
}

#[test]
fn an_event_without_a_language_and_unknown_choices_fall_back_to_english() {
    // An event file from before languages names none: English.
    let e = swiss_event();
    assert_eq!(e.settings().language, None);
    let live = Live::start(in_language(swiss_event(), "ja"));
    let plain = Live::start(e);
    let (_, _, body) = get(&plain, "/", None);
    assert!(body.contains("<html lang=\"en\">") && body.contains("Find your table"));
    // A language the program does not speak, or junk: the event's language, nothing kept.
    for junk in ["xx", "", "%3Cscript%3E", "ja%22%3E%3Cb%3E", "../en"] {
        let (status, set, body) = get(&live, &format!("/?lang={junk}"), None);
        assert_eq!(status, 200);
        assert!(set.is_none(), "{junk}: {set:?}");
        assert!(body.contains("<html lang=\"ja\">"), "{junk}");
        assert!(!body.contains("<b>") && !body.contains("<script>"));
    }
    for cookie in ["nrto-lang=xx", "nrto-lang=", "other=en", "nrto-lang=<en>"] {
        let (_, _, body) = get(&live, "/", Some(cookie));
        assert!(body.contains("<html lang=\"ja\">"), "{cookie}");
    }
    // A cookie among others, and `?lang=` over the cookie.
    let (_, _, body) = get(&live, "/", Some("a=1; nrto-lang=en; b=2"));
    assert!(body.contains("<html lang=\"en\">"));
    let (_, set, body) = get(&live, "/?lang=ja", Some("nrto-lang=en"));
    assert!(body.contains("<html lang=\"ja\">") && set.is_some());
}

#[test]
fn answers_and_the_engines_refusals_are_in_the_pages_language() {
    let (mut e, token) = swiss("ja");
    let r = e.rounds()[0].clone();
    let t = r.pairings.iter().find(|p| !p.is_bye()).unwrap().clone();
    let p2 = t.p2.unwrap();
    let code = e.player_code(t.p1).unwrap().to_string();
    e.apply(Command::ReportResult {
        round: 1,
        table: t.table,
        result: crate::web_pages::six_nil(),
    })
    .unwrap();
    let live = Live::start(e.clone());
    let round = "1".to_string();
    let table = t.table.to_string();
    let form = |code: &str| {
        vec![
            ("action", "report".to_string()),
            ("stage", "swiss".into()),
            ("round", round.clone()),
            ("table", table.clone()),
            ("result", "won-both".into()),
            ("code", code.to_string()),
        ]
    };
    let send = |path: &str, fields: &[(&str, String)]| {
        let f: Vec<(&str, &str)> = fields.iter().map(|(k, v)| (*k, v.as_str())).collect();
        post(&live, path, &f, None)
    };
    let path = format!("/player/{}", t.p1.0);
    // The engine's refusal (the table has the organizer's result), written by io::explain.
    let refusal = e
        .clone()
        .apply(Command::SelfReport {
            by: t.p1,
            report: SelfReported::Swiss {
                round: 1,
                table: t.table,
                result: crate::web_pages::six_nil(),
            },
        })
        .unwrap_err();
    let (status, body) = send(&path, &form(&code));
    assert_eq!(status, 409, "{body}");
    assert_eq!(message(&body), escaped(&refusal.explain(ja())));
    assert!(body.contains("<html lang=\"ja\">"));
    // The same in English for a visitor who chose English.
    let (status, body) = send(&format!("{path}?lang=en"), &form(&code));
    assert_eq!(status, 409);
    assert_eq!(message(&body), escaped(&refusal.explain(Lang::ENGLISH)));
    assert_eq!(refusal.explain(Lang::ENGLISH), refusal.to_string());
    // The server's own answers.
    let (status, body) = send(&path, &form("WRONG1"));
    assert_eq!(status, 403);
    assert!(
        message(&body).contains("あなたの個人コードではありません"),
        "{body}"
    );
    let (_, body) = send(&format!("{path}?lang=en"), &form("WRONG2"));
    assert!(message(&body).starts_with("that is not your code"));
    let side = [
        ("action", "side".to_string()),
        ("side", "neither".into()),
        ("code", code.clone()),
    ];
    let (status, body) = send(&path, &side);
    assert_eq!(status, 422);
    assert_eq!(message(&body), "コーポかランナーを選んでください");
    // The form's own checks and the result syntax's reasons, in the page's language.
    let other_table = r
        .pairings
        .iter()
        .find(|p| !p.is_bye() && p.table != t.table)
        .unwrap();
    let mut timed = vec![
        ("action", "report".to_string()),
        ("stage", "swiss".into()),
        ("round", round.clone()),
        ("table", other_table.table.to_string()),
        ("result", "games".into()),
        ("as_corp", "time".into()),
        ("code", e.player_code(other_table.p1).unwrap().to_string()),
    ];
    let other_path = format!("/player/{}", other_table.p1.0);
    let (status, body) = send(&other_path, &timed);
    assert_eq!(status, 422, "{body}");
    assert!(message(&body).starts_with("時間切れの場合は"), "{body}");
    timed.push(("corp_mine", "3".into()));
    timed.push(("corp_theirs", "1".into()));
    let (status, body) = send(&other_path, &timed);
    assert_eq!(status, 422, "{body}");
    // The game as the Runner is not chosen yet.
    assert_eq!(message(&body), "ゲームの終わり方を選んでください");
    let sk_bad = [
        ("table", other_table.table.to_string()),
        ("result", "7-7".into()),
    ];
    let pairing = e.round(1).unwrap().table(other_table.table).unwrap();
    let ctx =
        netrunner_to::io::result_syntax::ResultContext::for_pairing(e.settings().format, pairing);
    let why = netrunner_to::io::result_syntax::parse("7-7", ctx).unwrap_err();
    let (status, body) = send(&format!("/scorekeeper/{token}"), &sk_bad);
    assert_eq!(status, 422, "{body}");
    assert_eq!(message(&body), escaped(&why.explain(ja())));
    assert_ne!(why.explain(ja()), why.explain(Lang::ENGLISH));
    // A scorekeeper's result: the answer, then the page in Japanese.
    let other = r
        .pairings
        .iter()
        .find(|p| !p.is_bye() && p.table != t.table)
        .unwrap();
    let sk = format!("/scorekeeper/{token}");
    let (status, body) = send(
        &sk,
        &[("table", other.table.to_string()), ("result", "6-0".into())],
    );
    assert_eq!(status, 200, "{body}");
    assert_eq!(message(&body), "入力しました");
    let _ = p2;
}

#[test]
fn the_deck_list_form_and_its_answers_are_in_the_pages_language() {
    let mut s = EventSettings::new("Decks", Structure::Basic);
    s.decks.collected = true;
    s.date = Some("2017-11-11".into());
    let mut e = Event::new(s, 5);
    let ann = add(&mut e, "Ann");
    add(&mut e, "Bo");
    let e = in_language(e, "ja");
    let code = e.player_code(ann).unwrap().to_string();
    let live = Live::start(e);
    let path = format!("/player/{}", ann.0);
    let (_, _, page) = get(&live, &path, None);
    assert_speaks(
        &path,
        &page,
        "ja",
        &["デッキリストを提出", "提出する"],
        &["Hand in"],
    );
    let (_, _, en) = get(&live, &format!("{path}?lang=en"), None);
    assert_speaks(
        &path,
        &en,
        "en",
        &["Hand in a deck list"],
        &["デッキリスト"],
    );
    // A list that cannot be read: the reader's reason (io::explain) in each language.
    let junk = [
        ("action", "deck"),
        ("list", "not a deck list at all"),
        ("code", code.as_str()),
    ];
    let (status, body) = post(&live, &path, &junk, None);
    assert_eq!(status, 422, "{body}");
    let ja_text = message(&body);
    let (status, body) = post(&live, &format!("{path}?lang=en"), &junk, None);
    assert_eq!(status, 422);
    let en_text = message(&body);
    assert!(en_text.is_ascii() && !en_text.is_empty(), "{en_text}");
    assert!(!ja_text.is_ascii(), "{ja_text}");
    // A legal list: stored, said in Japanese with the side's Japanese name.
    let list = include_str!("../../fixtures/decks/2017-world-champion-runner-deck.txt");
    let fields = [("action", "deck"), ("list", list), ("code", code.as_str())];
    let (status, body) = post(&live, &path, &fields, None);
    assert_eq!(status, 200, "{body}");
    let said = message(&body);
    assert!(said.contains("ランナーのリストを保存しました"), "{said}");
}

#[test]
fn the_servers_own_errors_speak_the_visitors_language() {
    let limits = netrunner_to::web::gate::Limits::for_open_files(20_000);
    let live = Live::start_with(in_language(swiss_event(), "ja"), limits);
    let client = reqwest::blocking::Client::builder()
        .timeout(std::time::Duration::from_secs(10))
        .build()
        .unwrap();
    let mut open = Vec::new();
    for _ in 0..limits.streams_per_address {
        let r = client.get(live.url("/live")).send().unwrap();
        assert_eq!(r.status(), 200);
        open.push(r);
    }
    let r = client.get(live.url("/live")).send().unwrap();
    assert_eq!(r.status(), 429);
    assert!(
        r.headers()["content-type"]
            .to_str()
            .unwrap()
            .starts_with("text/plain; charset=utf-8")
    );
    assert!(r.text().unwrap().contains("再読み込み"));
    let r = client
        .get(live.url("/live"))
        .header("cookie", "nrto-lang=en")
        .send()
        .unwrap();
    assert_eq!(r.status(), 429);
    assert!(r.text().unwrap().starts_with("too many live pages"));
    drop(open);
}

#[test]
fn the_script_takes_its_words_from_the_page() {
    let live = Live::start(in_language(swiss_event(), "ja"));
    let (_, _, body) = get(&live, "/pairings", None);
    assert!(body.contains("data-none=\"このラウンドにその名前のプレイヤーはいません。\""));
    assert!(body.contains("data-vs=\"対\"") && body.contains("data-yours=\"自分の対戦\""));
    let (_, _, js) = get(&live, "/app.js", None);
    for english in ["your rounds", "No player", "' vs '"] {
        assert!(!js.contains(english), "{english}");
    }
}

#[test]
fn a_multiplayer_events_pages_speak_its_language() {
    let mut s = EventSettings::new("Pods", Structure::Basic);
    s.format = netrunner_to::engine::Format::Napd;
    let mut e = Event::new(s, 3);
    for (n, id) in [
        ("Ann", "Sunny Lebeau"),
        ("Bo", "Noise"),
        ("Cy", "Kate"),
        ("Di", "Gabriel"),
        ("Ed", "Whizzard"),
        ("Flo", "Andromeda"),
        ("Gus", "Reina Roja"),
        ("Hal", "Valencia"),
    ] {
        let mut d = netrunner_to::engine::PlayerDetails::named(n);
        d.runner = Some(id.into());
        e.apply(Command::AddPlayer {
            details: d,
            id: None,
        })
        .unwrap();
    }
    e.apply(Command::PairPods).unwrap();
    e.apply(Command::PublishPairings { round: 1 }).unwrap();
    let pages = [
        Expect {
            path: "/pairings".into(),
            status: 200,
            ja: &["ポッド1", "第1回戦"],
            en: &["Pod 1", "Round 1"],
        },
        Expect {
            path: "/projector".into(),
            status: 200,
            ja: &["ポッド1"],
            en: &["Pod 1"],
        },
    ];
    check_both_ways(in_language(e.clone(), "ja"), &pages, "ja", "en");
    check_both_ways(in_language(e, "en"), &pages, "en", "ja");
}

// ----- in Chromium at a phone's width --------------------------------------------------------

/// What is wrong with the page's layout at the phone's width, as lines (empty: nothing): an
/// element reaching past either edge, a box whose text is cut (scrolls inside it), or two of
/// the page's text boxes drawn over each other (neither inside the other).
const LAYOUT_PROBLEMS: &str = r#"
var W = window.innerWidth, bad = [];
function box(e) { var r = e.getBoundingClientRect(); return (r.width > 0 && r.height > 0) ? r : null; }
function name(e) { return e.tagName + ' ' + (e.textContent || '').trim().slice(0, 40); }
if (W !== 360) bad.push('width ' + W);
if (document.documentElement.scrollWidth > W) bad.push('page wider: ' + document.documentElement.scrollWidth);
document.querySelectorAll('body *').forEach(function (e) {
  var r = box(e); if (!r || e.closest('svg')) return;
  if (r.left < -0.5 || r.right > W + 0.5) bad.push('past the edge: ' + name(e) + ' ' + r.left + '..' + r.right);
  var s = getComputedStyle(e);
  if (s.overflowX !== 'visible' && e.scrollWidth > e.clientWidth + 1) bad.push('cut: ' + name(e));
});
var leaves = Array.prototype.filter.call(document.querySelectorAll(
  'header h1, .langs a, .langs b, nav a, h2, th, td, label, button, input, select, .row > *, .res, p, li, .clock'), box);
for (var i = 0; i < leaves.length; i++) for (var j = i + 1; j < leaves.length; j++) {
  var a = leaves[i], b = leaves[j];
  if (a.contains(b) || b.contains(a)) continue;
  var p = box(a), q = box(b);
  if (p.left < q.right - 0.5 && q.left < p.right - 0.5 && p.top < q.bottom - 0.5 && q.top < p.bottom - 0.5)
    bad.push('overlap: ' + name(a) + ' / ' + name(b));
}
return bad;
"#;

/// A big event for phones: forty players with identities, a long name, the clock running, a
/// featured table and a table with extra time, three results in, a scorekeeper; in `tag`.
fn phone_event(tag: &str) -> (Event, String) {
    use crate::web_browser::{forty_players, with_identities};
    let mut e = forty_players();
    with_identities(&mut e);
    let mut s = e.settings().clone();
    s.name = match tag {
        "ja" => "ストアチャンピオンシップ2026 東京・秋葉原".into(),
        _ => "Store Championship 2026, Tokyo Akihabara".into(),
    };
    s.date = Some("2026-11-28".into());
    e.apply(Command::EditSettings { settings: s }).unwrap();
    for t in [3, 7, 12] {
        e.apply(Command::ReportResult {
            round: 1,
            table: t,
            result: crate::web_pages::six_nil(),
        })
        .unwrap();
    }
    let at_ms = chrono::Utc::now().timestamp_millis() - 17 * 60 * 1000;
    e.apply(Command::ClockStart { at_ms }).unwrap();
    e.apply(Command::ClockExtendTable {
        table: 5,
        ms: 3 * 60 * 1000,
    })
    .unwrap();
    e.apply(Command::SetFeaturedTable {
        round: netrunner_to::engine::RoundRef::Swiss(1),
        table: Some(2),
    })
    .unwrap();
    e.apply(Command::AddScorekeeper {
        name: "Judge".into(),
    })
    .unwrap();
    let token = e.reporting().scorekeepers[0].token.clone();
    (in_language(e, tag), token)
}

/// The page's text as a reader sees it.
async fn visible_text(c: &fantoccini::Client) -> String {
    crate::web_browser::js(c, "return document.body.innerText")
        .await
        .as_str()
        .unwrap_or_default()
        .to_string()
}

/// The page in `tag`, laid out whole at 360 px, with `present` shown and `absent` not.
async fn check_page(
    c: &fantoccini::Client,
    what: &str,
    tag: &str,
    present: &[&str],
    absent: &[&str],
    shots: Option<&std::path::Path>,
) {
    use crate::web_browser::js;
    if let Some(dir) = shots {
        let name = what.trim_matches('/').replace('/', "-");
        let name = if name.is_empty() { "home" } else { &name };
        let png = c.screenshot().await.unwrap();
        std::fs::write(dir.join(format!("phone-{tag}-{name}.png")), png).unwrap();
    }
    let lang = js(c, "return document.documentElement.lang").await;
    assert_eq!(lang, serde_json::json!(tag), "{what}");
    let problems = js(c, LAYOUT_PROBLEMS).await;
    assert_eq!(problems, serde_json::json!([]), "{what} in {tag}");
    let text = visible_text(c).await;
    for w in present {
        assert!(
            text.contains(w),
            "{what} in {tag}: {w:?} not shown:\n{text}"
        );
    }
    for w in absent {
        assert!(!text.contains(w), "{what} in {tag}: {w:?} shown:\n{text}");
    }
}

/// A Japanese event's pages in Japanese at 360 px, nothing past the edge, cut or drawn over
/// anything else; the visitor switches to English with the link, the next page stays English
/// (the cookie) and so does a live update; and the other way round for an English event.
/// `NETRUNNER_TO_LANGUAGE_SHOTS=dir` also saves each page's picture there
/// (`docs/screenshots/phone-ja-pairings.png` is its `phone-ja-pairings-search.png`).
#[test]
fn the_pages_fit_a_phone_in_both_languages_and_switch() {
    use crate::web_browser::{Driver, browser_or_skip, js, rt, until};
    use fantoccini::Locator;
    let Some((chromium, chromedriver)) = browser_or_skip() else {
        return;
    };
    let shots = std::env::var_os("NETRUNNER_TO_LANGUAGE_SHOTS").map(std::path::PathBuf::from);
    let driver = Driver::start(chromium, &chromedriver);
    // Each page with a word of its own in Japanese and in English.
    let words = |path: &str, tag: &str| -> Vec<&'static str> {
        let ja = tag == "ja";
        match path {
            "/" => vec![if ja {
                "自分の卓を探す"
            } else {
                "Find your table"
            }],
            "/pairings" => vec![if ja {
                "配信卓: 2番卓"
            } else {
                "On stream: table 2"
            }],
            "/standings" => vec![if ja { "順位" } else { "Standings" }],
            "/statistics" => vec![if ja { "統計" } else { "Statistics" }],
            "/cut-pairings" => vec![if ja {
                "決勝トーナメント第1回戦"
            } else {
                "Elimination round 1"
            }],
            "/bracket" => vec![if ja {
                "トーナメント表"
            } else {
                "Bracket"
            }],
            p if p.starts_with("/player/") => vec![if ja {
                "結果を報告"
            } else {
                "Report your result"
            }],
            "/scorekeeper" => vec![if ja {
                "スコアキーパー"
            } else {
                "Scorekeeper"
            }],
            _ => vec![if ja {
                "見つかりません"
            } else {
                "Not found"
            }],
        }
    };
    // Words of every page's frame.
    let frame = |tag: &str| -> Vec<&'static str> {
        if tag == "ja" {
            vec!["大会", "対戦表", "順位", "統計"]
        } else {
            vec!["Event", "Pairings", "Standings", "Statistics"]
        }
    };
    // A page's words and its frame's in `shown`, and the same in `hidden` (absent).
    let expect = |what: &str, shown: &str, hidden: &str| {
        let mut present = words(what, shown);
        present.extend(frame(shown));
        let mut absent = words(what, hidden);
        absent.extend(frame(hidden));
        (present, absent)
    };
    let other_of = |tag: &str| if tag == "ja" { "en" } else { "ja" };
    for tag in ["ja", "en"] {
        let other = other_of(tag);
        let (e, token) = phone_event(tag);
        // A player whose table has no result: the report form (the double-sided one, the
        // widest) is on their page.
        let round = e.round(1).unwrap();
        let open = round
            .pairings
            .iter()
            .find(|p| !p.is_bye() && p.result.is_none())
            .unwrap()
            .clone();
        let reporter = open.p1;
        let reporter_name = e.name_of(reporter);
        let live = Live::start(e);
        let mut cut = elimination_event();
        cut.apply(Command::SetPrintLanguage {
            language: tag.into(),
        })
        .unwrap();
        let cut = Live::start(cut);
        rt().block_on(async {
            let c = driver.phone(false, &format!("phone-{tag}")).await;
            let pages = [
                (&live, "/".to_string()),
                (&live, "/pairings".to_string()),
                (&live, "/standings".to_string()),
                (&live, "/statistics".to_string()),
                (&live, format!("/player/{}", reporter.0)),
                (&live, format!("/scorekeeper/{token}")),
                (&live, "/no/such/page".to_string()),
                (&cut, "/bracket".to_string()),
                (&cut, "/pairings".to_string()),
            ];
            for (server, path) in &pages {
                c.goto(&server.url(path)).await.unwrap();
                let what = if path.starts_with("/scorekeeper/") {
                    "/scorekeeper"
                } else if std::ptr::eq(*server, &cut) && path == "/pairings" {
                    "/cut-pairings"
                } else {
                    path.as_str()
                };
                let (present, absent) = expect(what, tag, other);
                check_page(&c, what, tag, &present, &absent, shots.as_deref()).await;
            }
            // The name search writes its answer with the page's words.
            c.goto(&live.url("/pairings")).await.unwrap();
            js(&c, "document.getElementById('q').value=''; return 0").await;
            c.find(Locator::Id("q"))
                .await
                .unwrap()
                .send_keys(&reporter_name)
                .await
                .unwrap();
            until(
                &c,
                "the table",
                "return document.querySelector('#you .card') !== null",
            )
            .await;
            let found = js(&c, "return document.getElementById('you').innerText").await;
            let yours = if tag == "ja" {
                "自分の対戦"
            } else {
                "your rounds"
            };
            assert!(found.as_str().unwrap().contains(yours), "{found}");
            check_page(&c, "/pairings-search", tag, &[], &[], shots.as_deref()).await;
            // The switch: a plain link, no script needed.
            c.find(Locator::Css(&format!(".langs a[hreflang='{other}']")))
                .await
                .unwrap()
                .click()
                .await
                .unwrap();
            until(
                &c,
                "the other language",
                &format!("return document.documentElement.lang === '{other}'"),
            )
            .await;
            let (present, absent) = expect("/pairings", other, tag);
            check_page(
                &c,
                "/pairings-switched",
                other,
                &present,
                &absent,
                shots.as_deref(),
            )
            .await;
            // The next page, by the navigation bar: still the visitor's choice.
            c.find(Locator::Css("nav a[href='/standings']"))
                .await
                .unwrap()
                .click()
                .await
                .unwrap();
            until(
                &c,
                "the standings",
                "return location.pathname === '/standings' && document.readyState === 'complete'",
            )
            .await;
            let (present, absent) = expect("/standings", other, tag);
            check_page(
                &c,
                "/standings-switched",
                other,
                &present,
                &absent,
                shots.as_deref(),
            )
            .await;
            // A live update swaps in the fragment in the visitor's language too.
            c.goto(&live.url("/pairings")).await.unwrap();
            let before = js(&c, "return +document.getElementById('live').dataset.v").await;
            live.handle
                .submit(
                    Command::ReportResult {
                        round: 1,
                        table: open.table,
                        result: crate::web_pages::six_nil(),
                    },
                    netrunner_to::web::Requester::Organizer,
                )
                .await
                .unwrap();
            until(
                &c,
                "the live update",
                &format!("return +document.getElementById('live').dataset.v > {before}"),
            )
            .await;
            let (present, absent) = expect("/pairings", other, tag);
            check_page(&c, "/pairings-live", other, &present, &absent, None).await;
            c.close().await.unwrap();
        });
    }
}

/// What the server reads before a page's own checks — its query, a form too large or not a
/// form at all — is answered in the page's language too, and a scorekeeper form that was not
/// read shows no tables (its link was never checked).
#[test]
fn unreadable_queries_and_forms_are_answered_in_the_pages_language() {
    let (e, token) = swiss("ja");
    let live = Live::start(e.clone());
    for query in [
        "?lang=en&lang=ja",
        "?part=live&part=x",
        "?lang=%ZZ",
        "?=&&=",
    ] {
        let (status, _, body) = get(&live, &format!("/standings{query}"), None);
        assert_eq!(status, 200, "{query}");
        assert!(body.contains("<html lang=\"ja\">"), "{query}: {body}");
    }
    let big = "x".repeat(200 * 1024);
    let p = e.players()[0].id;
    let (status, body) = post(&live, &format!("/player/{}", p.0), &[("list", &big)], None);
    assert_eq!(status, 413);
    assert!(message(&body).contains("大きすぎて"), "{body}");
    let (status, body) = post(
        &live,
        &format!("/player/{}?lang=en", p.0),
        &[("list", &big)],
        None,
    );
    assert_eq!(status, 413);
    assert!(message(&body).starts_with("what was sent is too large"));
    // A wrong scorekeeper link with a form too large: no tables.
    let (status, body) = post(&live, "/scorekeeper/AAAA", &[("result", &big)], None);
    assert_eq!(status, 413);
    assert!(message(&body).contains("大きすぎて"));
    assert!(!body.contains("name=\"result\""), "{body}");
    // Not a form at all.
    let r = reqwest::blocking::Client::new()
        .post(live.url(&format!("/scorekeeper/{token}")))
        .header("content-type", "application/json")
        .body("{}")
        .send()
        .unwrap();
    assert_eq!(r.status(), 415);
    let body = r.text().unwrap();
    assert!(message(&body).contains("フォームではありません"), "{body}");
    assert!(!body.contains("name=\"result\""));
    assert!(live.server.attempts().is_empty(), "no code was compared");
}
