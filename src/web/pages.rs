//! The players' pages, rendered on the server with maud (every text escaped; every name in a
//! `<bdi>` so a right-to-left name cannot reorder the text around it).
//!
//! Each page is a layout around one live fragment (`<main id="live">`): the page's script
//! (served as `/app.js`, so the policy allows no inline script) listens to the server's change events and swaps the fragment in place, so the phone keeps
//! its scroll position and the name typed in the search box. No external fonts, scripts or
//! styles: the store's Wi-Fi may have no internet.

use super::snapshot::Snapshot;
use crate::engine::clock::{RoundClock, format_remaining};
use crate::engine::elimination::{GameStatus, GameView, ResultKind, Section};
use crate::engine::multiplayer::{Pod, Seating};
use crate::engine::standings::three_decimals;
use crate::engine::views;
use crate::engine::{Event, PlayerId, PlayerStatus, RoundRef, Side};
use crate::i18n::Lang;
use crate::io::charts;
use crate::io::print::source_text;
use crate::io::words;
use crate::tr;
use maud::{DOCTYPE, Markup, PreEscaped, html};

/// Which page, for the navigation bar.
#[derive(Clone, Copy, PartialEq, Eq)]
pub(super) enum Nav {
    Home,
    Pairings,
    Standings,
    Bracket,
    Statistics,
    Player,
}

// i18n: not text (the pages' style and script)
const CSS: &str = r#":root{color-scheme:light dark;--bg:#fff;--fg:#14161a;--mut:#5d636b;--card:#eef0f3;--line:#d5d9de;--acc:#0a58b8;--hi:#fff1b8}
@media(prefers-color-scheme:dark){:root{--bg:#111316;--fg:#eceef1;--mut:#9aa3ad;--card:#1d2127;--line:#2e343c;--acc:#7ab6ff;--hi:#4b3f0c}}
*{box-sizing:border-box}body{margin:0;background:var(--bg);color:var(--fg);font:18px/1.45 system-ui,-apple-system,"Segoe UI",Roboto,"Noto Sans",sans-serif;-webkit-text-size-adjust:100%}
header{background:var(--card);padding:.5em .8em}header h1{font-size:1.15em;margin:0;overflow-wrap:anywhere;flex:1 1 auto;min-width:0}
.top{display:flex;gap:.6em;align-items:baseline}.langs{font-size:.8em;white-space:nowrap;color:var(--mut)}
nav{display:flex;flex-wrap:wrap;gap:.2em .9em;margin-top:.3em}nav a{color:var(--acc);text-decoration:none;padding:.2em 0}nav a.on{color:var(--fg);font-weight:700;border-bottom:3px solid var(--acc)}
main{padding:.4em .8em 2em;max-width:46em;margin:0 auto}h2{font-size:1.2em;margin:.6em 0 .3em}a{color:var(--acc)}
.m{color:var(--mut)}.s{font-size:.85em}.card{background:var(--card);border-radius:.5em;padding:.45em .7em;margin:.45em 0}
.row{display:flex;justify-content:space-between;gap:.5em;align-items:baseline}.row>:first-child{overflow-wrap:anywhere}
.pts{white-space:nowrap}.games .pts,#report .pts{white-space:normal}.res{font-weight:700;white-space:nowrap}.you{outline:3px solid var(--acc);background:var(--hi)}
.clock{display:inline-block;font:700 3.2em/1.1 ui-monospace,"SF Mono",Menlo,Consolas,monospace;letter-spacing:.02em}.over{color:#d33}
table{border-collapse:collapse;width:100%}th,td{padding:.35em .3em;text-align:left;border-bottom:1px solid var(--line);vertical-align:top}
th{font-size:.8em;color:var(--mut);font-weight:600}td{overflow-wrap:anywhere}td.n,th.n{text-align:right;white-space:nowrap}
input{font:inherit;width:100%;padding:.55em .6em;border:2px solid var(--line);border-radius:.4em;background:var(--bg);color:var(--fg)}
.big{font-size:1.1em}.hide{display:none}.cam{vertical-align:-.1em}.stream{color:var(--acc);font-weight:600}
input[type=radio]{width:auto;margin:0 .3em 0 0}input.ap{width:3.6em;padding:.3em}.opt{display:block;padding:.3em 0}.games{margin:.2em 0 .4em 1.6em}
select,button,textarea{font:inherit}textarea{width:100%;max-width:100%}button{padding:.5em 1.4em;margin-top:.5em;border-radius:.4em}label{display:block;margin:.3em 0}
.msg.ok{border-left:5px solid #2a8a3a}.msg.no{border-left:5px solid #d33}figure.chart{margin:.6em 0;background:#fff;border-radius:.4em;padding:.3em}"#;

/// The live script: the round clock ticks from the server's time; change events from the
/// server (`/live`) fetch the page's fragment and swap it in; the name search filters the
/// tables and remembers the name on the phone; a result being typed on the scorekeeper's page
/// stays through a swap.
// i18n: not text (the pages' style and script)
pub(super) const JS: &str = r#"(function(){var m=document.getElementById('live');if(!m)return;var T=document.body.dataset;var v=+m.dataset.v,off=+document.body.dataset.now-Date.now(),busy=0,again=0;
function fmt(ms){var n=ms<0,s=n?Math.floor(-ms/1000):Math.ceil(ms/1000);return(n?'-':'')+Math.floor(s/60)+':'+('0'+s%60).slice(-2)}
function tick(){var now=Date.now()+off;document.querySelectorAll('[data-end],[data-left]').forEach(function(e){var ms=e.dataset.end?+e.dataset.end-now:+e.dataset.left;e.textContent=fmt(ms);if(e.dataset.end&&ms<=0)e.classList.add('over')})}
function fold(s){return(s||'').normalize('NFKC').normalize('NFD').replace(/[\u0300-\u036f]/g,'').replace(/[\u30a1-\u30f6]/g,function(c){return String.fromCharCode(c.charCodeAt(0)-96)}).toLowerCase().trim()}
var q=document.getElementById('q');
function find(){var you=document.getElementById('you');if(!q||!you)return;var t=fold(q.value);try{localStorage.setItem('nrto-name',q.value)}catch(e){}
var cards=m.querySelectorAll('.tbl'),hits=[],names={};cards.forEach(function(c){var ok=!t;c.querySelectorAll('a[data-p]').forEach(function(a){var n=fold(a.textContent),r=fold(a.dataset.r);if(t&&(n.indexOf(t)>=0||(r&&r.indexOf(t)>=0))){ok=true;names[a.dataset.p]=a;if(n===t)names={x:a}}});c.classList.toggle('hide',!ok);c.classList.remove('you');if(ok&&t)hits.push(c)});
var ks=Object.keys(names);you.innerHTML='';if(ks.length==1){var a=names[ks[0]],c=a.closest('.tbl');c.classList.add('you');var d=document.createElement('div');d.className='card you big';var b=document.createElement('b');b.textContent=c.dataset.label;d.appendChild(b);
var o=[];c.querySelectorAll('a[data-p]').forEach(function(x){if(x!==a)o.push(x.textContent)});d.appendChild(document.createTextNode(' \u00b7 '+a.textContent+(o.length?' '+T.vs+' '+o.join(', '):'')));var l=document.createElement('a');l.href=a.getAttribute('href');l.textContent=' \u203a '+T.yours;d.appendChild(l);you.appendChild(d)}
else if(t&&!hits.length){var n=document.createElement('p');n.className='m';n.textContent=T.none;you.appendChild(n)}}
function typed(){var k={},f=document.activeElement;m.querySelectorAll('form').forEach(function(x){var h=x.querySelector('input[type=hidden]'),i=x.querySelector('input[name=result]');if(h&&i&&(i.value!==i.defaultValue||i===f))k[h.name+h.value]=[i.value,i===f]});return k}
function keep(k){m.querySelectorAll('form').forEach(function(x){var h=x.querySelector('input[type=hidden]'),i=x.querySelector('input[name=result]'),o=h&&k[h.name+h.value];if(o&&i){i.value=o[0];if(o[1])i.focus()}})}
function swap(){if(busy){again=1;return}busy=1;var w=new URLSearchParams(location.search);w.delete('part');w=''+w;fetch(location.pathname+'?part=live'+(w?'&'+w:''),{cache:'no-store'}).then(function(r){var nv=+r.headers.get('x-version'),now=+r.headers.get('x-now');return r.text().then(function(t){if(r.ok&&nv>=v){var k=typed();m.innerHTML=t;keep(k);v=nv;m.dataset.v=nv;if(now)off=now-Date.now();find();tick()}})}).catch(function(){}).then(function(){busy=0;if(again){again=0;swap()}})}
if(q){try{var u=new URLSearchParams(location.search).get('q');q.value=u!==null?u:(localStorage.getItem('nrto-name')||'')}catch(e){}q.addEventListener('input',find);find()}
var es=null;function listen(){if(es)return;es=new EventSource('/live');es.onmessage=function(e){if(+e.data>v)swap()};es.onerror=function(){setTimeout(swap,1500)}}
if(window.EventSource){listen();addEventListener('pagehide',function(){if(es){es.close();es=null}});addEventListener('pageshow',function(e){if(e.persisted){listen();swap()}})}else setInterval(swap,2000);
tick();setInterval(tick,250)})();"#;

/// The language switch's query parameter (`?lang=ja`) and the cookie that keeps the choice.
pub(super) const LANG_PARAM: &str = "lang"; // i18n: not text
/// See [`LANG_PARAM`].
pub(super) const LANG_COOKIE: &str = "nrto-lang"; // i18n: not text

/// A whole page around its live fragment, in `lang`.
#[allow(clippy::too_many_arguments)]
pub(super) fn page(
    event: &Event,
    lang: Lang,
    title: &str,
    nav: Nav,
    version: u64,
    now_ms: i64,
    top: Option<Markup>,
    live: Markup,
) -> Markup {
    let has_cut = event.cut().is_some();
    let link = |href: &str, label: String, this: Nav| {
        html! { a href=(href) class=[(nav == this).then_some("on")] { (label) } }
    };
    html! {
        (DOCTYPE)
        html lang=(lang.tag()) {
            head {
                meta charset="utf-8";
                meta name="viewport" content="width=device-width, initial-scale=1"; // i18n: not text
                meta name="color-scheme" content="light dark"; // i18n: not text
                title { (title) " — " (event.settings().name) }
                style { (PreEscaped(CSS)) }
            }
            body data-now=(now_ms) data-none=(tr!(lang, "web-search-no-match")) data-vs=(tr!(lang, "web-vs")) data-yours=(tr!(lang, "web-search-your-rounds")) {
                header {
                    div class="top" {
                        h1 { bdi { (event.settings().name) } }
                        (language_switch(lang))
                    }
                    nav {
                        (link("/", tr!(lang, "web-nav-event"), Nav::Home))
                        (link("/pairings", tr!(lang, "web-nav-pairings"), Nav::Pairings))
                        (link("/standings", tr!(lang, "web-nav-standings"), Nav::Standings))
                        @if has_cut { (link("/bracket", tr!(lang, "web-nav-bracket"), Nav::Bracket)) }
                        (link("/statistics", tr!(lang, "web-nav-statistics"), Nav::Statistics))
                    }
                }
                @if let Some(top) = top { div style="max-width:46em;margin:0 auto;padding:0 .8em" { (top) } } // i18n: not text
                main id="live" data-v=(version) { (live) }
                script src="/app.js" {}
            }
        }
    }
}

/// "English · 日本語": each language by its own name, the page's own in bold; the others link
/// to this same page with `?lang=` (a relative address: the page's own path, which the server
/// never writes into the page) and the server keeps the choice in a cookie. No script needed.
fn language_switch(lang: Lang) -> Markup {
    html! {
        div class="langs" aria-label=(tr!(lang, "web-language-switch")) {
            @for (i, l) in Lang::all().enumerate() {
                @if i > 0 { " · " }
                @if l == lang {
                    b lang=(l.tag()) { (l.name()) }
                } @else {
                    a href={ "?" (LANG_PARAM) "=" (l.tag()) } lang=(l.tag()) hreflang=(l.tag()) { (l.name()) }
                }
            }
        }
    }
}

/// A player's name, isolated for right-to-left text, linking to their page; with the name's
/// reading (ふりがな), which the name search also finds.
fn player_link(event: &Event, p: PlayerId) -> Markup {
    let reading = event.player(p).and_then(|x| x.reading.as_deref());
    html! { a href={ "/player/" (p.0) } data-p=(p.0) data-r=[reading] { bdi { (event.name_of(p)) } } }
}

/// "Round 3", "Elimination round 2", "Final" — the round the clock belongs to.
pub(super) fn clock_round_label(event: &Event, lang: Lang) -> Option<String> {
    if let Some(b) = event.cut() {
        if b.is_finished() {
            return Some(tr!(lang, "web-event-over"));
        }
        let round = views::elimination_round_in_play(b)?;
        return Some(elimination_label(event, round, lang));
    }
    match views::current_round(event)? {
        RoundRef::Swiss(n) => Some(tr!(lang, "web-round", n = n)),
        RoundRef::Elimination(n) => Some(elimination_label(event, n, lang)),
    }
}

fn elimination_label(event: &Event, round: u32, lang: Lang) -> String {
    match event.cut().and_then(|b| b.final_section(round)) {
        Some(Section::SecondFinal) => tr!(lang, "web-second-final"),
        Some(_) => tr!(lang, "web-final"),
        None => tr!(lang, "web-elimination-round", n = round),
    }
}

/// "1st", "2nd"; "1位" (the printouts' words).
fn place(n: usize, lang: Lang) -> String {
    tr!(lang, "print-place", n = n)
}

/// The round clock: counts down on the phone from the server's time.
pub(super) fn clock(c: &RoundClock, now_ms: i64, lang: Lang) -> Markup {
    let left = c.remaining_ms(now_ms);
    let phase = if c.is_time_called(now_ms) {
        Some(tr!(lang, "web-clock-time-called"))
    } else if c.is_paused() {
        Some(tr!(lang, "web-clock-paused"))
    } else if !c.is_started() {
        Some(tr!(lang, "web-clock-not-started"))
    } else {
        None
    };
    html! {
        div class="clockbox" {
            @match c.ends_at() {
                Some(end) => span class={ "clock" @if left <= 0 { " over" } } data-end=(end) { (format_remaining(left)) }, // i18n: not text
                None => span class="clock" data-left=(left) { (format_remaining(left)) },
            }
            @if let Some(p) = phase { div class="m" { (p) } }
            @if !c.extensions().is_empty() {
                div class="m s" {
                    (tr!(lang, "web-clock-extra-time")) " "
                    @for (i, (t, _)) in c.extensions().iter().enumerate() {
                        @if i > 0 { " · " }
                        (tr!(lang, "web-clock-extra-table", table = *t)) " "
                        @match c.ends_at() {
                            Some(end) => span data-end=(end + c.table_extension_ms(*t)) { (format_remaining(c.table_remaining_ms(*t, now_ms))) },
                            None => span data-left=(c.table_remaining_ms(*t, now_ms)) { (format_remaining(c.table_remaining_ms(*t, now_ms))) },
                        }
                    }
                }
            }
        }
    }
}

/// A multiplayer event's time-call procedure, once its round's time is called (the pods play
/// on by it).
fn time_call_note(e: &Event, now_ms: i64, lang: Lang) -> Markup {
    let called = e.clock().is_some_and(|c| c.is_time_called(now_ms));
    html! {
        @if called && let Some(m) = e.multiplayer() {
            div class="tc" style="font-size:1.3em;font-weight:bold;max-width:40em" { // i18n: not text
                (crate::io::multiplayer::time_call_words(lang, m.settings.time_call, e.settings().format, true))
            }
        }
    }
}

/// Whether the event is over: its cut has been played to the end.
fn over(e: &Event) -> bool {
    e.cut().is_some_and(|b| b.is_finished())
}

/// The latest round of the Swiss stage or of pods, and whether players see it.
fn round_status(event: &Event) -> (u32, u32) {
    let paired = match event.multiplayer() {
        Some(m) => m.rounds.len(),
        None => event.rounds().len(),
    };
    (u32::try_from(paired).unwrap_or(0), event.published_round())
}

/// The event page: name, round, the clock, what is published, links.
pub(super) fn home(snap: &Snapshot, now_ms: i64, lang: Lang) -> Markup {
    let e = &snap.event;
    let (paired, published) = round_status(e);
    html! {
        @if let Some(d) = &e.settings().date { p class="m" { (lang.date(d)) } }
        h2 { (clock_round_label(e, lang).unwrap_or_else(|| tr!(lang, "web-not-started"))) }
        @if over(e) {
            (champion(e, lang))
            (places(e, lang))
        } @else if let Some(c) = e.clock() { (clock(c, now_ms, lang)) (time_call_note(e, now_ms, lang)) }
        @if over(e) {
            p { a href="/bracket" { (tr!(lang, "web-home-the-bracket")) } }
        } @else if e.cut().is_some() {
            p { (tr!(lang, "web-home-cut-made")) " " a href="/pairings" { (tr!(lang, "web-home-games-played")) } " · " a href="/bracket" { (tr!(lang, "web-home-bracket-lower")) } }
        } @else if published > 0 {
            p { a class="big" href="/pairings" { (tr!(lang, "web-home-pairings-of-round", n = published)) } }
            @if paired > published { p class="m" { (tr!(lang, "web-home-next-paired", n = paired)) } }
        } @else if paired > 0 {
            p class="m" { (tr!(lang, "web-home-not-published", n = paired)) }
        } @else {
            p class="m" { (tr!(lang, "web-no-round-paired")) }
        }
        form action="/pairings" method="get" {
            label for="find" { (tr!(lang, "web-find-your-table")) }
            input id="find" name="q" type="search" placeholder=(tr!(lang, "web-your-name")) autocomplete="off";
        }
        p {
            a href="/standings" { (tr!(lang, "web-nav-standings")) }
            @if e.cut().is_some() { " · " a href="/bracket" { (tr!(lang, "web-nav-bracket")) } }
            " · " a href="/projector" { (tr!(lang, "web-projector-view")) }
        }
    }
}

/// The search box above the pairings (outside the live fragment: it keeps what was typed).
pub(super) fn search_box(lang: Lang) -> Markup {
    html! {
        input id="q" type="search" placeholder=(tr!(lang, "web-search-placeholder")) autocomplete="off" aria-label=(tr!(lang, "web-find-your-table"));
        div id="you" {}
    }
}

/// The pairings of the published round (or the elimination games being played).
pub(super) fn pairings(snap: &Snapshot, lang: Lang) -> Markup {
    let e = &snap.event;
    if let Some(b) = e.cut() {
        let games = b.games();
        let current = views::elimination_round_in_play(b);
        return html! {
            (champion(e, lang))
            @match current {
                None => { h2 { (tr!(lang, "web-elimination")) } p class="m" { (tr!(lang, "web-elimination-not-paired")) } }
                Some(r) => {
                    h2 { (elimination_label(e, r, lang)) }
                    @let featured = e.featured_table(RoundRef::Elimination(r));
                    (stream_note(featured, Unit::Game, lang))
                    @for g in games.iter().filter(|g| g.round() == r && g.status != GameStatus::NotNeeded) {
                        (elimination_card(e, g, lang))
                    }
                }
            }
            p { a href="/bracket" { (tr!(lang, "web-whole-bracket")) } }
        };
    }
    let (paired, published) = round_status(e);
    if published == 0 {
        return html! {
            h2 { (tr!(lang, "web-nav-pairings")) }
            p class="m" { @if paired == 0 { (tr!(lang, "web-no-round-paired")) } @else { (tr!(lang, "web-pairings-not-published", n = paired)) } }
        };
    }
    let later = (paired > published).then(|| {
        html! { p class="m s" { (tr!(lang, "web-pairings-next-paired", n = paired)) } }
    });
    if let Some(m) = e.multiplayer() {
        let Some(round) = m.round(published) else {
            return html! {};
        };
        let points = pod_points(e, published);
        let featured = e.featured_table(RoundRef::Swiss(published));
        return html! {
            h2 { (tr!(lang, "web-round", n = published)) }
            (later.unwrap_or_default())
            (stream_note(featured, Unit::Pod, lang))
            @for pod in &round.pods { (pod_card(e, pod, &points, featured == Some(pod.number), lang)) }
        };
    }
    let Some(v) = views::round_tables(e, published) else {
        return html! {};
    };
    let featured = e.featured_table(RoundRef::Swiss(published));
    let seat = |s: &views::Seat| {
        html! { span { (player_link(e, s.player)) " " span class="m pts" { "(" (s.points_before) ")" } (side_tag(s.side, lang)) } } // i18n: not text
    };
    html! {
        h2 { (tr!(lang, "web-round", n = published)) }
        p class="m s" { (tr!(lang, "web-tables-reported", reported = v.reported, tables = v.games)) }
        (later.unwrap_or_default())
        (stream_note(featured, Unit::Table, lang))
        @for t in &v.tables {
            @let label = if t.p2.is_none() { tr!(lang, "web-bye") } else { tr!(lang, "web-table", n = t.table) };
            div class="card tbl" data-label=(label) { // i18n: not text
                div class="m s" { (label) (stream_tag(t.p2.is_some() && featured == Some(t.table), lang)) }
                div class="row" {
                    (seat(&t.p1))
                    @if let Some((a, _)) = t.points { span class="res" { (a) } }
                }
                @if let Some(p2) = &t.p2 {
                    div class="row" {
                        (seat(p2))
                        @if let Some((_, b)) = t.points { span class="res" { (b) } }
                    }
                }
            }
        }
        @if !v.unpaired_losses.is_empty() {
            p class="m s" { (tr!(lang, "web-unpaired-losses")) " "
                @for (i, s) in v.unpaired_losses.iter().enumerate() { @if i > 0 { ", " } bdi { (s.name) } } }
        }
        p class="m s" { (tr!(lang, "web-points-note")) }
    }
}

/// A camera drawn in SVG (issue 22): plain, the featured table (the stream films it); crossed,
/// a player who asked not to be filmed.
fn camera(crossed: bool, lang: Lang) -> Markup {
    let label = if crossed {
        tr!(lang, "web-no-video")
    } else {
        tr!(lang, "web-on-stream")
    };
    html! {
        svg class="cam" viewBox="0 0 24 16" width="1.4em" height="0.95em" role="img" aria-label=(label) {
            rect x="1" y="3" width="14" height="10" rx="2" fill="currentColor" {} // i18n: not text
            polygon points="16,8 23,3 23,13" fill="currentColor" {} // i18n: not text
            @if crossed {
                line x1="1" y1="15" x2="23" y2="1" stroke="#d33" stroke-width="2.5" {}
            }
        }
    }
}

/// " · (camera) on stream" after a featured table's label.
fn stream_tag(featured: bool, lang: Lang) -> Markup {
    html! { @if featured { " · " span class="stream" { (camera(false, lang)) " " (tr!(lang, "web-on-stream")) } } }
}

/// What a featured table is called in a round: a table, a game of the cut, a pod.
#[derive(Clone, Copy)]
enum Unit {
    Table,
    Game,
    Pod,
}

/// "On stream: table 3" under a round's heading.
fn stream_note(featured: Option<u32>, unit: Unit, lang: Lang) -> Markup {
    let text = |t: u32| match unit {
        Unit::Table => tr!(lang, "web-on-stream-table", n = t),
        Unit::Game => tr!(lang, "web-on-stream-game", n = t),
        Unit::Pod => tr!(lang, "web-on-stream-pod", n = t),
    };
    html! { @if let Some(t) = featured { p class="stream" { (camera(false, lang)) " " (text(t)) } } }
}

fn side_tag(side: Option<Side>, lang: Lang) -> Markup {
    html! { @if let Some(s) = side { " " span class="m s" { "· " (words::side(s, lang)) } } }
}

/// One elimination game as a card: seeds, names (or where they come from), sides, result.
fn elimination_card(e: &Event, g: &GameView, lang: Lang) -> Markup {
    let featured = e.featured_table(RoundRef::Elimination(g.round())) == Some(g.number());
    let b = e.cut();
    let seed = |p: PlayerId| b.and_then(|b| b.seed_of(p));
    let label = tr!(lang, "web-game", n = g.number());
    let section = words::section(g.spec.section, lang);
    html! {
        div class="card tbl" data-label=(label) { // i18n: not text
            div class="m s" { (label) " · " (section) (stream_tag(featured, lang)) }
            @for (i, slot) in g.players.iter().enumerate() {
                div class="row" {
                    @match slot {
                        Some(p) => span {
                            (player_link(e, *p))
                            @if let Some(s) = seed(*p) { " " span class="m pts" { "(" (tr!(lang, "web-seed", n = s)) ")" } } // i18n: not text
                            (side_tag(g.sides.and_then(|s| s.side_of(*p)), lang))
                        },
                        None => span class="m" { (g.spec.players.get(i).map(|s| source_text(*s, lang)).unwrap_or_default()) },
                    }
                    @if let (Some(r), Some(p)) = (g.result, slot) {
                        @if r.winner == *p { span class="res" {
                            @match r.kind {
                                ResultKind::Bye => (tr!(lang, "web-won-bye")),
                                ResultKind::Draw => (tr!(lang, "web-won-draw")),
                                _ => (tr!(lang, "web-won")),
                            }
                        } }
                    }
                }
            }
            @if g.status == GameStatus::Ready && g.sides.is_none() { div class="m s" { (tr!(lang, "web-sides-not-chosen")) } }
        }
    }
}

/// Each player's points in round `round` of pods (the standings after it less before it).
fn pod_points(e: &Event, round: u32) -> Vec<(PlayerId, u32)> {
    let (Some(after), Some(before)) = (
        e.multiplayer_standings_after(round),
        e.multiplayer_standings_after(round.saturating_sub(1)),
    ) else {
        return Vec::new();
    };
    after
        .players
        .iter()
        .map(|r| {
            let was = before.player(r.player).map_or(0, |b| b.points);
            (r.player, r.points.saturating_sub(was))
        })
        .collect()
}

fn pod_card(
    e: &Event,
    pod: &Pod,
    points: &[(PlayerId, u32)],
    featured: bool,
    lang: Lang,
) -> Markup {
    let Some(m) = e.multiplayer() else {
        return html! {};
    };
    let label = tr!(lang, "web-pod", n = pod.number);
    let got = |p: PlayerId| points.iter().find(|(q, _)| *q == p).map(|(_, n)| *n);
    let ending = match &pod.result {
        Some(crate::engine::multiplayer::PodResult::Napd(r)) => {
            Some(crate::io::words::napd_ending(r.ending, lang))
        }
        Some(crate::engine::multiplayer::PodResult::BigSellOut(r)) => {
            Some(crate::io::words::bso_ending(r.ending, lang))
        }
        None => None,
    };
    html! {
        div class="card tbl" data-label=(label) { // i18n: not text
            div class="m s" { (label) @if let Seating::BigSellOut { .. } = pod.seating { " · " (tr!(lang, "web-pod-teams")) } (stream_tag(featured, lang)) }
            @for t in pod.turn_order(&m.teams) {
                div class="row" {
                    span { span class="m s" { (t.label()) " " } (player_link(e, t.player)) }
                    @if pod.result.is_some() { span class="res" { (got(t.player).unwrap_or(0)) } }
                }
            }
            @if let Some(x) = ending { div class="m s" { (tr!(lang, "web-pod-ended", how = x)) } }
        }
    }
}

/// " dropped" after a name in the standings.
fn dropped(lang: Lang) -> Markup {
    html! { span class="m s" { " " (tr!(lang, "web-dropped")) } }
}

/// The standings over the published rounds (or a notice when the organizer hid them).
pub(super) fn standings(snap: &Snapshot, lang: Lang) -> Markup {
    let e = &snap.event;
    let title = tr!(lang, "web-nav-standings");
    if !e.standings_shown() {
        return html! { h2 { (title) } p class="m" { (tr!(lang, "web-standings-hidden")) } };
    }
    let (_, published) = round_status(e);
    if published == 0 {
        return html! { h2 { (title) } p class="m" { (tr!(lang, "web-no-round-published")) } };
    }
    let heading = tr!(lang, "web-standings-after", n = published);
    let (rank, player, pts, sos) = (
        tr!(lang, "web-col-rank"),
        tr!(lang, "web-col-player"),
        tr!(lang, "web-col-points"),
        tr!(lang, "web-col-sos"),
    );
    if e.is_multiplayer() {
        let Some(s) = e.multiplayer_standings_after(published) else {
            return html! {};
        };
        return html! {
            h2 { (heading) }
            @if !s.teams.is_empty() {
                table {
                    thead { tr { th class="n" { (rank) } th { (tr!(lang, "web-col-team")) } th class="n" { (pts) } th class="n" { (sos) } th class="n" { (tr!(lang, "web-col-esos")) } } }
                    tbody { @for t in &s.teams { tr {
                        td class="n" { (t.rank) } td { bdi { (e.team_name(t.team)) } @if t.dropped { (dropped(lang)) } }
                        td class="n" { (t.points) } td class="n" { (three_decimals(&t.sos)) } td class="n" { (three_decimals(&t.esos)) }
                    } } }
                }
                h2 { (tr!(lang, "web-players")) }
            }
            table {
                thead { tr { th class="n" { (rank) } th { (player) } th class="n" { (pts) } th class="n" { (sos) } th class="n" { (tr!(lang, "web-col-esos")) } } }
                tbody { @for r in &s.players { tr {
                    td class="n" { (r.rank) } td { (player_link(e, r.player)) @if r.dropped { (dropped(lang)) } }
                    td class="n" { (r.points) } td class="n" { (three_decimals(&r.sos)) } td class="n" { (three_decimals(&r.esos)) }
                } } }
            }
        };
    }
    // After the last published round whose every table has its result (issue 33: "after round
    // 3" with nothing of round 3 reported was not so).
    let completed = e
        .rounds()
        .iter()
        .filter(|r| r.number <= published && r.unreported_tables().is_empty())
        .map(|r| r.number)
        .max()
        .unwrap_or(0);
    let heading = if completed == 0 {
        tr!(lang, "web-standings-none-completed")
    } else if completed < published {
        tr!(
            lang,
            "web-standings-in-progress",
            n = completed,
            current = published
        )
    } else {
        heading
    };
    // The rows every other rendering draws; the notes in the same words (adjusted points are
    // marked *, the adjustments listed under the table).
    let v = views::standings(e, Some(completed));
    let notes = |r: &views::StandingRow| {
        let shown: Vec<views::Note> = r
            .notes
            .iter()
            .copied()
            .filter(|n| !matches!(n, views::Note::Adjusted { .. }))
            .collect();
        html! { @if !shown.is_empty() { span class="m s" { " " (words::notes(lang, &shown)) } } }
    };
    html! {
        @if let Some(b) = e.cut() { @if b.is_finished() { (places(e, lang)) } }
        h2 { (heading) }
        table {
            thead { tr { th class="n" { (rank) } th { (player) } th class="n" { (pts) } th class="n" { (sos) } th class="n" { (tr!(lang, "web-col-esos")) } } }
            tbody { @for r in &v.rows { tr {
                td class="n" { (r.rank) }
                td { (player_link(e, r.player)) (notes(r)) }
                td class="n" { (r.points) @if r.adjusted().is_some() { "*" } } td class="n" { (three_decimals(&r.sos)) } td class="n" { (three_decimals(&r.esos)) }
            } } }
        }
        @if !v.adjustments.is_empty() {
            p class="m s" { (tr!(lang, "web-adjustments-note")) }
            ul class="m s" { @for a in &v.adjustments {
                li { (tr!(lang, "web-round", n = a.round)) ": " bdi { (a.name) } " " (crate::engine::command::signed(a.delta)) " (" (a.reason) ")" }
            } }
        }
    }
}

/// The winner of a finished cut, in large type: what everyone wants to know after the event.
fn champion(e: &Event, lang: Lang) -> Markup {
    let Some(b) = e.cut().filter(|b| b.is_finished()) else {
        return html! {};
    };
    let Some(Some(first)) = b.places().first().copied() else {
        return html! {};
    };
    html! { p class="champion" style="font-size:1.6em;margin:.3em 0" { (tr!(lang, "web-winner")) " " b { (player_link(e, first)) } } } // i18n: not text
}

fn places(e: &Event, lang: Lang) -> Markup {
    let Some(b) = e.cut() else { return html! {} };
    html! {
        h2 { (tr!(lang, "print-final-places")) }
        table { tbody { @for (i, p) in b.places().iter().enumerate() { tr {
            td class="n" { (place(i + 1, lang)) }
            td { @match p { Some(p) => (player_link(e, *p)), None => span class="m" { "—" } } }
        } } } }
    }
}

/// The statistics as charts (self-contained SVG from [`charts::svg`], drawn on the server: no
/// chart library); before round 1 is paired only a note, so nobody picks a deck from the
/// field's choices.
pub(super) fn statistics(snap: &Snapshot, lang: Lang) -> Markup {
    let e = &snap.event;
    if !e.identities_public() {
        return html! {
            h2 { (tr!(lang, "web-nav-statistics")) }
            p class="m" { (tr!(lang, "web-statistics-later")) }
        };
    }
    let stats = charts::statistics(e);
    let sections = charts::sections(&stats, Some(STATISTICS_IDENTITIES), lang);
    html! {
        @for (i, section) in sections.iter().enumerate() {
            h2 { (section.title) }
            @for (j, chart) in section.charts.iter().enumerate() {
                // Inline SVG needs no namespace in HTML (and the page names no address).
                figure class="chart" { (PreEscaped(charts::svg(chart, &format!("c{i}-{j}"), lang).replacen(SVG_NAMESPACE, "", 1))) }
            }
        }
    }
}

const SVG_NAMESPACE: &str = r#" xmlns="http://www.w3.org/2000/svg""#; // i18n: not text

/// Identity charts on the phone show this many (and one bar for the rest).
const STATISTICS_IDENTITIES: usize = 12;

/// The bracket: every elimination round with its games, then the places once decided.
pub(super) fn bracket(snap: &Snapshot, lang: Lang) -> Markup {
    let e = &snap.event;
    let Some(b) = e.cut() else {
        return html! { h2 { (tr!(lang, "web-nav-bracket")) } p class="m" { (tr!(lang, "web-cut-not-made")) } };
    };
    let kind = words::bracket_kind(b.kind(), lang);
    html! {
        h2 { (tr!(lang, "web-bracket-top", n = b.seeds().len(), kind = kind)) }
        (champion(e, lang))
        @if b.kind().is_single() { p class="m s" { (tr!(lang, "web-bracket-single-note")) } }
        @for r in 1..=b.rounds() {
            @let games: Vec<GameView> = b.games_in_round(r).into_iter().filter(|g| g.status != GameStatus::NotNeeded).collect();
            @if !games.is_empty() {
                h2 { (elimination_label(e, r, lang)) }
                @for g in &games { (elimination_card(e, g, lang)) }
            }
        }
        @if b.is_finished() { (places(e, lang)) }
    }
}

/// A player's page: their rounds, opponents, results and standing.
pub(super) fn player(snap: &Snapshot, p: PlayerId, lang: Lang) -> Option<Markup> {
    let e = &snap.event;
    let player = e.player(p)?;
    let (_, published) = round_status(e);
    let bye = e.settings().format.bye_points();
    let standing = e.standings_shown().then(|| e.standings_after(published));
    let mp = e.multiplayer();
    let status =
        (player.status != PlayerStatus::Active).then(|| words::player_status(player.status, lang));
    Some(html! {
        h2 { bdi { (player.name) } }
        @if let Some(pr) = &player.pronouns { p class="m" { bdi { (pr) } } }
        @if let Some(s) = status { p class="m" { "(" (s) ")" } }
        @if let Some(s) = standing.as_ref().and_then(|s| s.of(p)) {
            @if mp.is_none() {
                p class="big" { (place(s.rank, lang)) " · " (tr!(lang, "web-points", n = s.points)) }
                p class="m s" { (tr!(lang, "web-col-sos")) " " (three_decimals(&s.sos)) " · " (tr!(lang, "web-col-esos")) " " (three_decimals(&s.esos)) }
            }
        }
        @if let Some(s) = e.standings_shown().then(|| e.multiplayer_standings_after(published)).flatten() {
            @if let Some(r) = s.player(p) { p class="big" { (place(r.rank, lang)) " · " (tr!(lang, "web-points", n = r.points)) } }
        }
        @if let Some(b) = e.cut() {
            @let games: Vec<GameView> = b.games().into_iter().filter(|g| g.players.contains(&Some(p)) && g.status != GameStatus::NotNeeded).collect();
            @if !games.is_empty() {
                h2 { (tr!(lang, "web-elimination")) @if let Some(s) = b.seed_of(p) { " · " (tr!(lang, "web-seed", n = s)) } }
                @for g in &games { (elimination_card(e, g, lang)) }
            }
        }
        @if let Some(m) = mp {
            @for r in m.rounds.iter().filter(|r| r.number <= published).rev() {
                @if let Some(pod) = r.pods.iter().find(|pod| pod.has(p, &m.teams)) {
                    h2 { (tr!(lang, "web-round", n = r.number)) }
                    (pod_card(e, pod, &pod_points(e, r.number), e.featured_table(RoundRef::Swiss(r.number)) == Some(pod.number), lang))
                }
            }
        } @else {
            @if published > 0 { h2 { (tr!(lang, "web-swiss-rounds")) } }
            @for r in e.rounds().iter().filter(|r| r.number <= published).rev() {
                div class="card" {
                    @match r.pairing_of(p) {
                        Some(x) => {
                            div class="row" {
                                span {
                                    b { (tr!(lang, "web-round", n = r.number)) } " · "
                                    @match x.opponent_of(p) {
                                        Some(o) => { (tr!(lang, "web-table-lower", n = x.table)) " " (tr!(lang, "web-vs")) " " (player_link(e, o)) }
                                        None => (tr!(lang, "web-bye-lower")),
                                    }
                                }
                                @if let Some((a, c)) = x.points(bye) {
                                    @let (mine, theirs) = if x.p1 == p { (a, c) } else { (c, a) };
                                    span class="res" { (mine) @if x.p2.is_some() { "–" (theirs) } }
                                }
                            }
                        }
                        None => {
                            @if r.unpaired_losses.contains(&p) { b { (tr!(lang, "web-round", n = r.number)) } " · " (tr!(lang, "web-unpaired-loss")) }
                            @else { b { (tr!(lang, "web-round", n = r.number)) } span class="m" { " · " (tr!(lang, "web-not-playing")) } }
                        }
                    }
                    @for a in r.adjustments.iter().filter(|a| a.player == p) {
                        p class="m s" { (tr!(lang, "web-adjustment", delta = crate::engine::command::signed(a.delta), reason = a.reason.as_str())) }
                    }
                }
            }
        }
    })
}

/// The projector page: the round, the clock very large, the pairings by name, the QR code.
pub(super) fn projector(
    snap: &Snapshot,
    now_ms: i64,
    qr_svg: Option<&str>,
    register_qr: Option<&str>,
    lang: Lang,
) -> Markup {
    let e = &snap.event;
    let lines = projector_lines(e, lang);
    let featured = projector_featured(e);
    html! {
        div style="display:flex;gap:1.5em;align-items:center;justify-content:space-between;flex-wrap:wrap" { // i18n: not text
            div {
                h2 style="font-size:2em;margin:.2em 0" { (clock_round_label(e, lang).unwrap_or_else(|| tr!(lang, "web-no-round-yet"))) } // i18n: not text
                @if over(e) {
                    div style="font-size:1.5em" { (champion(e, lang)) } // i18n: not text
                } @else if let Some(c) = e.clock() { div style="font-size:min(3em,7.5vw)" { (clock(c, now_ms, lang)) } } // i18n: not text
                (time_call_note(e, now_ms, lang))
                (stream_note(featured, Unit::Table, lang))
            }
            @if let Some(svg) = register_qr { div id="register-qr" style="width:11em;background:#fff;color:#000;padding:.4em;border-radius:.4em;text-align:center" { (PreEscaped(svg)) b { (tr!(lang, "web-registration-scan")) } } } // i18n: not text
            @if let Some(svg) = qr_svg { div style="width:11em;background:#fff;padding:.4em;border-radius:.4em" { (PreEscaped(svg)) } } // i18n: not text
        }
        @if over(e) { div style="font-size:1.15em" { (places(e, lang)) } } // i18n: not text
        @if !lines.is_empty() {
            div style="columns:18em;column-gap:2em;font-size:1.15em" { // i18n: not text
                @for l in &lines {
                    div style="break-inside:avoid;padding:.15em 0;border-bottom:1px solid var(--line)" { // i18n: not text
                        @if e.player(l.player).is_some_and(|x| x.no_video) { (camera(true, lang)) " " }
                        b { bdi { (e.name_of(l.player)) } } " · " (l.label)
                        @if l.number.is_some() && featured == l.number { " " span class="stream" { (camera(false, lang)) } }
                        @if let Some(o) = &l.opponent { span class="m" { " " (o) } }
                    }
                }
            }
        }
    }
}

/// The featured table of the round the projector shows (the organizer marks it).
fn projector_featured(e: &Event) -> Option<u32> {
    let round = if let Some(b) = e.cut() {
        let r = b
            .games()
            .iter()
            .filter(|g| g.status == GameStatus::Ready && g.sides.is_some())
            .map(GameView::round)
            .min()?;
        RoundRef::Elimination(r)
    } else {
        RoundRef::Swiss(e.published_round())
    };
    e.featured_table(round)
}

/// One player's line on the projector: their table (or pod, or bye) and opponent.
struct ProjectorLine {
    player: PlayerId,
    /// "Table 3", "Pod 2 R1", "Bye".
    label: String,
    /// The table's (game's, pod's) number; none for a bye.
    number: Option<u32>,
    /// "Corp vs Bo".
    opponent: Option<String>,
}

/// Every player of the shown round with their table and opponent, by name.
fn projector_lines(e: &Event, lang: Lang) -> Vec<ProjectorLine> {
    let mut lines = Vec::new();
    let vs = |o: PlayerId| format!("{} {}", tr!(lang, "web-vs"), e.name_of(o));
    if let Some(b) = e.cut() {
        for g in b.games() {
            if let (GameStatus::Ready, Some((a, c)), Some(s)) = (g.status, g.pair(), g.sides) {
                for (p, o) in [(a, c), (c, a)] {
                    let side = s
                        .side_of(p)
                        .map_or(String::new(), |s| format!("{} ", words::side(s, lang)));
                    lines.push(ProjectorLine {
                        player: p,
                        label: tr!(lang, "web-table", n = g.number()),
                        number: Some(g.number()),
                        opponent: Some(format!("{side}{}", vs(o))),
                    });
                }
            }
        }
    } else if let Some(m) = e.multiplayer() {
        if let Some(r) = m.round(e.published_round()) {
            for pod in &r.pods {
                for t in pod.turn_order(&m.teams) {
                    lines.push(ProjectorLine {
                        player: t.player,
                        label: format!("{} {}", tr!(lang, "web-pod", n = pod.number), t.label()),
                        number: Some(pod.number),
                        opponent: None,
                    });
                }
            }
        }
    } else if let Some(r) = e.round(e.published_round()) {
        for x in &r.pairings {
            match x.p2 {
                Some(p2) => {
                    let t = tr!(lang, "web-table", n = x.table);
                    for (p, o) in [(x.p1, p2), (p2, x.p1)] {
                        lines.push(ProjectorLine {
                            player: p,
                            label: t.clone(),
                            number: Some(x.table),
                            opponent: Some(vs(o)),
                        });
                    }
                }
                None => lines.push(ProjectorLine {
                    player: x.p1,
                    label: tr!(lang, "web-bye"),
                    number: None,
                    opponent: None,
                }),
            }
        }
    }
    lines.sort_by_cached_key(|l| crate::io::names::sort_key_of(e, l.player));
    lines
}

/// The page for an unknown address.
pub(super) fn not_found(event: &Event, lang: Lang, version: u64, now_ms: i64) -> Markup {
    let title = tr!(lang, "web-not-found");
    page(
        event,
        lang,
        &title,
        Nav::Player,
        version,
        now_ms,
        None,
        html! { h2 { (title) } p { (tr!(lang, "web-not-found-text")) " " a href="/" { (tr!(lang, "web-back-to-event")) } } },
    )
}
