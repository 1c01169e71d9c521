//! The players' pages, rendered on the server with maud (every text escaped; every name in a
//! `<bdi>` so a right-to-left name cannot reorder the text around it).
//!
//! Each page is a layout around one live fragment (`<main id="live">`): the page's script
//! (served as `/app.js`, so the policy allows no inline script) listens to the server's change events and swaps the fragment in place, so the phone keeps
//! its scroll position and the name typed in the search box. No external fonts, scripts or
//! styles: the store's Wi-Fi may have no internet.

use super::snapshot::Snapshot;
use crate::engine::clock::{RoundClock, format_remaining};
use crate::engine::elimination::{GameStatus, GameView, ResultKind, Section, ordinal};
use crate::engine::multiplayer::{Pod, Seating};
use crate::engine::standings::three_decimals;
use crate::engine::{Event, PlayerId, RoundRef, Side, SwissRound};
use crate::io::charts;
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

const CSS: &str = r#":root{color-scheme:light dark;--bg:#fff;--fg:#14161a;--mut:#5d636b;--card:#eef0f3;--line:#d5d9de;--acc:#0a58b8;--hi:#fff1b8}
@media(prefers-color-scheme:dark){:root{--bg:#111316;--fg:#eceef1;--mut:#9aa3ad;--card:#1d2127;--line:#2e343c;--acc:#7ab6ff;--hi:#4b3f0c}}
*{box-sizing:border-box}body{margin:0;background:var(--bg);color:var(--fg);font:18px/1.45 system-ui,-apple-system,"Segoe UI",Roboto,"Noto Sans",sans-serif;-webkit-text-size-adjust:100%}
header{background:var(--card);padding:.5em .8em}header h1{font-size:1.15em;margin:0;overflow-wrap:anywhere}
nav{display:flex;flex-wrap:wrap;gap:.2em .9em;margin-top:.3em}nav a{color:var(--acc);text-decoration:none;padding:.2em 0}nav a.on{color:var(--fg);font-weight:700;border-bottom:3px solid var(--acc)}
main{padding:.4em .8em 2em;max-width:46em;margin:0 auto}h2{font-size:1.2em;margin:.6em 0 .3em}a{color:var(--acc)}
.m{color:var(--mut)}.s{font-size:.85em}.card{background:var(--card);border-radius:.5em;padding:.45em .7em;margin:.45em 0}
.row{display:flex;justify-content:space-between;gap:.5em;align-items:baseline}.row>:first-child{overflow-wrap:anywhere}
.pts{white-space:nowrap}.games .pts,#report .pts{white-space:normal}.res{font-weight:700;white-space:nowrap}.you{outline:3px solid var(--acc);background:var(--hi)}
.clock{font:700 3.2em/1.1 ui-monospace,"SF Mono",Menlo,Consolas,monospace;letter-spacing:.02em}.over{color:#d33}
table{border-collapse:collapse;width:100%}th,td{padding:.35em .3em;text-align:left;border-bottom:1px solid var(--line);vertical-align:top}
th{font-size:.8em;color:var(--mut);font-weight:600}td.n,th.n{text-align:right;white-space:nowrap}
input{font:inherit;width:100%;padding:.55em .6em;border:2px solid var(--line);border-radius:.4em;background:var(--bg);color:var(--fg)}
.big{font-size:1.1em}.hide{display:none}.cam{vertical-align:-.1em}.stream{color:var(--acc);font-weight:600}
input[type=radio]{width:auto;margin:0 .3em 0 0}input.ap{width:3.6em;padding:.3em}.opt{display:block;padding:.3em 0}.games{margin:.2em 0 .4em 1.6em}
select,button,textarea{font:inherit}textarea{width:100%;max-width:100%}button{padding:.5em 1.4em;margin-top:.5em;border-radius:.4em}label{display:block;margin:.3em 0}
.msg.ok{border-left:5px solid #2a8a3a}.msg.no{border-left:5px solid #d33}figure.chart{margin:.6em 0;background:#fff;border-radius:.4em;padding:.3em}"#;

/// The live script: the round clock ticks from the server's time; change events from the
/// server (`/live`) fetch the page's fragment and swap it in; the name search filters the
/// tables and remembers the name on the phone; a result being typed on the scorekeeper's page
/// stays through a swap.
pub(super) const JS: &str = r#"(function(){var m=document.getElementById('live');if(!m)return;var v=+m.dataset.v,off=+document.body.dataset.now-Date.now(),busy=0,again=0;
function fmt(ms){var n=ms<0,s=n?Math.floor(-ms/1000):Math.ceil(ms/1000);return(n?'-':'')+Math.floor(s/60)+':'+('0'+s%60).slice(-2)}
function tick(){var now=Date.now()+off;document.querySelectorAll('[data-end],[data-left]').forEach(function(e){var ms=e.dataset.end?+e.dataset.end-now:+e.dataset.left;e.textContent=fmt(ms);if(e.dataset.end&&ms<=0)e.classList.add('over')})}
function fold(s){return(s||'').normalize('NFD').replace(/[\u0300-\u036f]/g,'').toLowerCase().trim()}
var q=document.getElementById('q');
function find(){var you=document.getElementById('you');if(!q||!you)return;var t=fold(q.value);try{localStorage.setItem('nrto-name',q.value)}catch(e){}
var cards=m.querySelectorAll('.tbl'),hits=[],names={};cards.forEach(function(c){var ok=!t;c.querySelectorAll('a[data-p]').forEach(function(a){var n=fold(a.textContent);if(t&&n.indexOf(t)>=0){ok=true;names[a.dataset.p]=a;if(n===t)names={x:a}}});c.classList.toggle('hide',!ok);c.classList.remove('you');if(ok&&t)hits.push(c)});
var ks=Object.keys(names);you.innerHTML='';if(ks.length==1){var a=names[ks[0]],c=a.closest('.tbl');c.classList.add('you');var d=document.createElement('div');d.className='card you big';var b=document.createElement('b');b.textContent=c.dataset.label;d.appendChild(b);
var o=[];c.querySelectorAll('a[data-p]').forEach(function(x){if(x!==a)o.push(x.textContent)});d.appendChild(document.createTextNode(' \u00b7 '+a.textContent+(o.length?' vs '+o.join(', '):'')));var l=document.createElement('a');l.href=a.getAttribute('href');l.textContent=' \u203a your rounds';d.appendChild(l);you.appendChild(d)}
else if(t&&!hits.length){you.innerHTML='<p class="m">No player of this round has that name.</p>'}}
function typed(){var k={},f=document.activeElement;m.querySelectorAll('form').forEach(function(x){var h=x.querySelector('input[type=hidden]'),i=x.querySelector('input[name=result]');if(h&&i&&(i.value!==i.defaultValue||i===f))k[h.name+h.value]=[i.value,i===f]});return k}
function keep(k){m.querySelectorAll('form').forEach(function(x){var h=x.querySelector('input[type=hidden]'),i=x.querySelector('input[name=result]'),o=h&&k[h.name+h.value];if(o&&i){i.value=o[0];if(o[1])i.focus()}})}
function swap(){if(busy){again=1;return}busy=1;fetch(location.pathname+'?part=live',{cache:'no-store'}).then(function(r){var nv=+r.headers.get('x-version'),now=+r.headers.get('x-now');return r.text().then(function(t){if(r.ok&&nv>=v){var k=typed();m.innerHTML=t;keep(k);v=nv;m.dataset.v=nv;if(now)off=now-Date.now();find();tick()}})}).catch(function(){}).then(function(){busy=0;if(again){again=0;swap()}})}
if(q){try{var u=new URLSearchParams(location.search).get('q');q.value=u!==null?u:(localStorage.getItem('nrto-name')||'')}catch(e){}q.addEventListener('input',find);find()}
if(window.EventSource){var es=new EventSource('/live');es.onmessage=function(e){if(+e.data>v)swap()};es.onerror=function(){setTimeout(swap,1500)}}else setInterval(swap,2000);
tick();setInterval(tick,250)})();"#;

/// A whole page around its live fragment.
pub(super) fn page(
    event: &Event,
    title: &str,
    nav: Nav,
    version: u64,
    now_ms: i64,
    top: Option<Markup>,
    live: Markup,
) -> Markup {
    let has_cut = event.cut().is_some();
    let link = |href: &str, label: &str, this: Nav| {
        html! { a href=(href) class=[(nav == this).then_some("on")] { (label) } }
    };
    html! {
        (DOCTYPE)
        html lang="en" {
            head {
                meta charset="utf-8";
                meta name="viewport" content="width=device-width, initial-scale=1";
                meta name="color-scheme" content="light dark";
                title { (title) " — " (event.settings().name) }
                style { (PreEscaped(CSS)) }
            }
            body data-now=(now_ms) {
                header {
                    h1 { bdi { (event.settings().name) } }
                    nav {
                        (link("/", "Event", Nav::Home))
                        (link("/pairings", "Pairings", Nav::Pairings))
                        (link("/standings", "Standings", Nav::Standings))
                        @if has_cut { (link("/bracket", "Bracket", Nav::Bracket)) }
                        (link("/statistics", "Statistics", Nav::Statistics))
                    }
                }
                @if let Some(top) = top { div style="max-width:46em;margin:0 auto;padding:0 .8em" { (top) } }
                main id="live" data-v=(version) { (live) }
                script src="/app.js" {}
            }
        }
    }
}

/// A player's name, isolated for right-to-left text, linking to their page.
fn player_link(event: &Event, p: PlayerId) -> Markup {
    html! { a href={ "/player/" (p.0) } data-p=(p.0) { bdi { (event.name_of(p)) } } }
}

fn name(event: &Event, p: PlayerId) -> Markup {
    html! { bdi { (event.name_of(p)) } }
}

/// "Round 3", "Elimination round 2", "Final" — the round the clock belongs to.
pub(super) fn clock_round_label(event: &Event) -> Option<String> {
    if let Some(b) = event.cut() {
        if b.is_finished() {
            return Some("The event is over".into());
        }
        let round = b
            .games()
            .iter()
            .filter(|g| g.sides.is_some() || g.status == GameStatus::Decided)
            .map(GameView::round)
            .max()?;
        return Some(elimination_label(event, round));
    }
    match event.multiplayer() {
        Some(m) => m.rounds.last().map(|r| format!("Round {}", r.number)),
        None => event.rounds().last().map(|r| format!("Round {}", r.number)),
    }
}

fn elimination_label(event: &Event, round: u32) -> String {
    match event.cut().and_then(|b| b.final_section(round)) {
        Some(Section::SecondFinal) => "Second final".into(),
        Some(_) => "Final".into(),
        None => format!("Elimination round {round}"),
    }
}

/// The round clock: counts down on the phone from the server's time.
pub(super) fn clock(c: &RoundClock, now_ms: i64) -> Markup {
    let left = c.remaining_ms(now_ms);
    let phase = if c.is_time_called(now_ms) {
        Some("Time called")
    } else if c.is_paused() {
        Some("Paused")
    } else if !c.is_started() {
        Some("Not started")
    } else {
        None
    };
    html! {
        div class="clockbox" {
            @match c.ends_at() {
                Some(end) => span class={ "clock" @if left <= 0 { " over" } } data-end=(end) { (format_remaining(left)) },
                None => span class="clock" data-left=(left) { (format_remaining(left)) },
            }
            @if let Some(p) = phase { div class="m" { (p) } }
            @if !c.extensions().is_empty() {
                div class="m s" {
                    "Extra time: "
                    @for (i, (t, _)) in c.extensions().iter().enumerate() {
                        @if i > 0 { " · " }
                        "table " (t) " "
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
pub(super) fn home(snap: &Snapshot, now_ms: i64) -> Markup {
    let e = &snap.event;
    let (paired, published) = round_status(e);
    html! {
        @if let Some(d) = &e.settings().date { p class="m" { (d) } }
        h2 { (clock_round_label(e).unwrap_or_else(|| "Not started yet".into())) }
        @if over(e) {
            (champion(e))
            (places(e))
        } @else if let Some(c) = e.clock() { (clock(c, now_ms)) }
        @if over(e) {
            p { a href="/bracket" { "The bracket" } }
        } @else if e.cut().is_some() {
            p { "The cut has been made: " a href="/pairings" { "the games being played" } " · " a href="/bracket" { "the bracket" } }
        } @else if published > 0 {
            p { a class="big" href="/pairings" { "Pairings of round " (published) } }
            @if paired > published { p class="m" { "Round " (paired) " is paired; its pairings are shown once the organizer publishes them." } }
        } @else if paired > 0 {
            p class="m" { "The pairings of round " (paired) " are shown here once the organizer publishes them." }
        } @else {
            p class="m" { "No round has been paired yet." }
        }
        form action="/pairings" method="get" {
            label for="find" { "Find your table" }
            input id="find" name="q" type="search" placeholder="Your name" autocomplete="off";
        }
        p {
            a href="/standings" { "Standings" }
            @if e.cut().is_some() { " · " a href="/bracket" { "Bracket" } }
            " · " a href="/projector" { "Projector view" }
        }
    }
}

/// The search box above the pairings (outside the live fragment: it keeps what was typed).
pub(super) fn search_box() -> Markup {
    html! {
        input id="q" type="search" placeholder="Your name: find your table" autocomplete="off" aria-label="Find your table";
        div id="you" {}
    }
}

/// The pairings of the published round (or the elimination games being played).
pub(super) fn pairings(snap: &Snapshot) -> Markup {
    let e = &snap.event;
    if let Some(b) = e.cut() {
        let games = b.games();
        let current = games
            .iter()
            .filter(|g| g.sides.is_some() || g.status == GameStatus::Decided)
            .map(GameView::round)
            .max();
        return html! {
            (champion(e))
            @match current {
                None => { h2 { "Elimination" } p class="m" { "The first elimination games are not paired yet." } }
                Some(r) => {
                    h2 { (elimination_label(e, r)) }
                    @let featured = e.featured_table(RoundRef::Elimination(r));
                    (stream_note(featured, "game"))
                    @for g in games.iter().filter(|g| g.round() == r && g.status != GameStatus::NotNeeded) {
                        (elimination_card(e, g))
                    }
                }
            }
            p { a href="/bracket" { "The whole bracket" } }
        };
    }
    let (paired, published) = round_status(e);
    if published == 0 {
        return html! {
            h2 { "Pairings" }
            p class="m" { @if paired == 0 { "No round has been paired yet." } @else { "The pairings of round " (paired) " are not published yet." } }
        };
    }
    let later = (paired > published).then(|| {
        html! { p class="m s" { "Round " (paired) " is paired and not published yet." } }
    });
    if let Some(m) = e.multiplayer() {
        let Some(round) = m.round(published) else {
            return html! {};
        };
        let points = pod_points(e, published);
        let featured = e.featured_table(RoundRef::Swiss(published));
        return html! {
            h2 { "Round " (published) }
            (later.unwrap_or_default())
            (stream_note(featured, "pod"))
            @for pod in &round.pods { (pod_card(e, pod, &points, featured == Some(pod.number))) }
        };
    }
    let Some(round) = e.round(published) else {
        return html! {};
    };
    let before = e.standings_after(published.saturating_sub(1));
    let pts = |p: PlayerId| before.of(p).map_or(0, |s| s.points);
    let bye = e.settings().format.bye_points();
    let tables = round.pairings.iter().filter(|p| !p.is_bye()).count();
    let reported = round.reported_tables().len();
    let featured = e.featured_table(RoundRef::Swiss(published));
    html! {
        h2 { "Round " (published) }
        p class="m s" { (reported) " of " (tables) " tables reported" }
        (later.unwrap_or_default())
        (stream_note(featured, "table"))
        @for p in &round.pairings {
            @let label = if p.is_bye() { "Bye".to_string() } else { format!("Table {}", p.table) };
            @let got = p.points(bye);
            div class="card tbl" data-label=(label) {
                div class="m s" { (label) (stream_tag(!p.is_bye() && featured == Some(p.table))) }
                div class="row" {
                    span { (player_link(e, p.p1)) " " span class="m pts" { "(" (pts(p.p1)) ")" } (side_tag(p.p1_side)) }
                    @if let Some((a, _)) = got { span class="res" { (a) } }
                }
                @if let Some(p2) = p.p2 {
                    div class="row" {
                        span { (player_link(e, p2)) " " span class="m pts" { "(" (pts(p2)) ")" } (side_tag(p.p1_side.map(Side::other))) }
                        @if let Some((_, b)) = got { span class="res" { (b) } }
                    }
                }
            }
        }
        (unpaired_note(e, round))
        p class="m s" { "Points before the round in brackets; round points on the right once reported." }
    }
}

/// A camera drawn in SVG (issue 22): plain, the featured table (the stream films it); crossed,
/// a player who asked not to be filmed.
fn camera(crossed: bool) -> Markup {
    let label = if crossed { "no video" } else { "on stream" };
    html! {
        svg class="cam" viewBox="0 0 24 16" width="1.4em" height="0.95em" role="img" aria-label=(label) {
            rect x="1" y="3" width="14" height="10" rx="2" fill="currentColor" {}
            polygon points="16,8 23,3 23,13" fill="currentColor" {}
            @if crossed {
                line x1="1" y1="15" x2="23" y2="1" stroke="#d33" stroke-width="2.5" {}
            }
        }
    }
}

/// " · (camera) on stream" after a featured table's label.
fn stream_tag(featured: bool) -> Markup {
    html! { @if featured { " · " span class="stream" { (camera(false)) " on stream" } } }
}

/// "On stream: table 3" under a round's heading.
fn stream_note(featured: Option<u32>, unit: &str) -> Markup {
    html! { @if let Some(t) = featured { p class="stream" { (camera(false)) " On stream: " (unit) " " (t) } } }
}

fn side_tag(side: Option<Side>) -> Markup {
    html! { @if let Some(s) = side { " " span class="m s" { "· " (s) } } }
}

fn unpaired_note(e: &Event, round: &SwissRound) -> Markup {
    html! {
        @if !round.unpaired_losses.is_empty() {
            p class="m s" { "Unpaired loss (0 points): "
                @for (i, p) in round.unpaired_losses.iter().enumerate() { @if i > 0 { ", " } (name(e, *p)) } }
        }
    }
}

/// One elimination game as a card: seeds, names (or where they come from), sides, result.
fn elimination_card(e: &Event, g: &GameView) -> Markup {
    let featured = e.featured_table(RoundRef::Elimination(g.round())) == Some(g.number());
    let b = e.cut();
    let seed = |p: PlayerId| b.and_then(|b| b.seed_of(p));
    let label = format!("Game {}", g.number());
    let section = match g.spec.section {
        Section::Upper => "upper bracket",
        Section::Lower => "lower bracket",
        Section::Final => "final",
        Section::SecondFinal => "second final",
    };
    html! {
        div class="card tbl" data-label=(label) {
            div class="m s" { (label) " · " (section) (stream_tag(featured)) }
            @for (i, slot) in g.players.iter().enumerate() {
                div class="row" {
                    @match slot {
                        Some(p) => span {
                            (player_link(e, *p))
                            @if let Some(s) = seed(*p) { " " span class="m pts" { "(seed " (s) ")" } }
                            (side_tag(g.sides.and_then(|s| s.side_of(*p))))
                        },
                        None => span class="m" { (g.spec.players.get(i).map(ToString::to_string).unwrap_or_default()) },
                    }
                    @if let (Some(r), Some(p)) = (g.result, slot) {
                        @if r.winner == *p { span class="res" { "won" @if r.kind == ResultKind::Bye { " (bye)" } @if r.kind == ResultKind::Draw { " (draw)" } } }
                    }
                }
            }
            @if g.status == GameStatus::Ready && g.sides.is_none() { div class="m s" { "Sides not chosen yet" } }
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

fn pod_card(e: &Event, pod: &Pod, points: &[(PlayerId, u32)], featured: bool) -> Markup {
    let Some(m) = e.multiplayer() else {
        return html! {};
    };
    let label = format!("Pod {}", pod.number);
    let got = |p: PlayerId| points.iter().find(|(q, _)| *q == p).map(|(_, n)| *n);
    let ending = match &pod.result {
        Some(crate::engine::multiplayer::PodResult::Napd(r)) => Some(r.ending.describe()),
        Some(crate::engine::multiplayer::PodResult::BigSellOut(r)) => Some(r.ending.describe()),
        None => None,
    };
    html! {
        div class="card tbl" data-label=(label) {
            div class="m s" { (label) @if let Seating::BigSellOut { .. } = pod.seating { " · teams" } (stream_tag(featured)) }
            @for t in pod.turn_order(&m.teams) {
                div class="row" {
                    span { span class="m s" { (t.label()) " " } (player_link(e, t.player)) }
                    @if pod.result.is_some() { span class="res" { (got(t.player).unwrap_or(0)) } }
                }
            }
            @if let Some(x) = ending { div class="m s" { "Ended: " (x) } }
        }
    }
}

/// The standings over the published rounds (or a notice when the organizer hid them).
pub(super) fn standings(snap: &Snapshot) -> Markup {
    let e = &snap.event;
    if !e.standings_shown() {
        return html! { h2 { "Standings" } p class="m" { "The organizer has hidden the standings for now." } };
    }
    let (_, published) = round_status(e);
    if published == 0 {
        return html! { h2 { "Standings" } p class="m" { "No round has been published yet." } };
    }
    let heading = format!("Standings after round {published}");
    if e.is_multiplayer() {
        let Some(s) = e.multiplayer_standings_after(published) else {
            return html! {};
        };
        return html! {
            h2 { (heading) }
            @if !s.teams.is_empty() {
                table {
                    thead { tr { th class="n" { "#" } th { "Team" } th class="n" { "Pts" } th class="n" { "SoS" } } }
                    tbody { @for t in &s.teams { tr {
                        td class="n" { (t.rank) } td { bdi { (e.team_name(t.team)) } @if t.dropped { span class="m s" { " dropped" } } }
                        td class="n" { (t.points) } td class="n" { (three_decimals(&t.sos)) }
                    } } }
                }
                h2 { "Players" }
            }
            table {
                thead { tr { th class="n" { "#" } th { "Player" } th class="n" { "Pts" } th class="n" { "SoS" } } }
                tbody { @for r in &s.players { tr {
                    td class="n" { (r.rank) } td { (player_link(e, r.player)) @if r.dropped { span class="m s" { " dropped" } } }
                    td class="n" { (r.points) } td class="n" { (three_decimals(&r.sos)) }
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
        "Standings (no round completed yet)".to_string()
    } else if completed < published {
        format!("Standings after round {completed} (round {published} in progress)")
    } else {
        heading
    };
    let published = completed;
    let s = e.standings_after(published);
    // Score adjustments of the published rounds: the points marked *, listed under the table.
    let adjustments: Vec<(u32, &crate::engine::ScoreAdjustment)> = e
        .rounds()
        .iter()
        .filter(|r| r.number <= published)
        .flat_map(|r| r.adjustments.iter().map(move |a| (r.number, a)))
        .collect();
    let adjusted = |p: PlayerId| adjustments.iter().any(|(_, a)| a.player == p);
    html! {
        @if let Some(b) = e.cut() { @if b.is_finished() { (places(e)) } }
        h2 { (heading) }
        table {
            thead { tr { th class="n" { "#" } th { "Player" } th class="n" { "Pts" } th class="n" { "SoS" } th class="n" { "ESoS" } } }
            tbody { @for r in &s.rows { tr {
                td class="n" { (r.rank) }
                td { (player_link(e, r.player)) @if r.dropped { span class="m s" { " dropped" } } }
                td class="n" { (r.points) @if adjusted(r.player) { "*" } } td class="n" { (three_decimals(&r.sos)) } td class="n" { (three_decimals(&r.esos)) }
            } } }
        }
        @if !adjustments.is_empty() {
            p class="m s" { "* Score adjustments (counted in the points):" }
            ul class="m s" { @for (n, a) in &adjustments {
                li { "Round " (n) ": " bdi { (e.name_of(a.player)) } " " (crate::engine::command::signed(a.delta)) " (" (a.reason) ")" }
            } }
        }
    }
}

/// The winner of a finished cut, in large type: what everyone wants to know after the event.
fn champion(e: &Event) -> Markup {
    let Some(b) = e.cut().filter(|b| b.is_finished()) else {
        return html! {};
    };
    let Some(Some(first)) = b.places().first().copied() else {
        return html! {};
    };
    html! { p class="champion" style="font-size:1.6em;margin:.3em 0" { "Winner: " b { (player_link(e, first)) } } }
}

fn places(e: &Event) -> Markup {
    let Some(b) = e.cut() else { return html! {} };
    html! {
        h2 { "Final places" }
        table { tbody { @for (i, p) in b.places().iter().enumerate() { tr {
            td class="n" { (ordinal(i + 1)) }
            td { @match p { Some(p) => (player_link(e, *p)), None => span class="m" { "—" } } }
        } } } }
    }
}

/// The statistics as charts (self-contained SVG from [`charts::svg`], drawn on the server: no
/// chart library); before round 1 is paired only a note, so nobody picks a deck from the
/// field's choices.
pub(super) fn statistics(snap: &Snapshot) -> Markup {
    let e = &snap.event;
    if !e.identities_public() {
        return html! {
            h2 { "Statistics" }
            p class="m" { "The field's identities are shown once round 1 is paired." }
        };
    }
    let stats = charts::statistics(e);
    let sections = charts::sections(
        &stats,
        Some(STATISTICS_IDENTITIES),
        crate::i18n::Lang::ENGLISH,
    );
    html! {
        @for (i, section) in sections.iter().enumerate() {
            h2 { (section.title) }
            @for (j, chart) in section.charts.iter().enumerate() {
                // Inline SVG needs no namespace in HTML (and the page names no address).
                figure class="chart" { (PreEscaped(charts::svg(chart, &format!("c{i}-{j}"), crate::i18n::Lang::ENGLISH).replacen(SVG_NAMESPACE, "", 1))) }
            }
        }
    }
}

const SVG_NAMESPACE: &str = r#" xmlns="http://www.w3.org/2000/svg""#;

/// Identity charts on the phone show this many (and one bar for the rest).
const STATISTICS_IDENTITIES: usize = 12;

/// The bracket: every elimination round with its games, then the places once decided.
pub(super) fn bracket(snap: &Snapshot) -> Markup {
    let e = &snap.event;
    let Some(b) = e.cut() else {
        return html! { h2 { "Bracket" } p class="m" { "The cut has not been made yet." } };
    };
    html! {
        h2 { "Top " (b.seeds().len()) " · " (b.kind()) }
        (champion(e))
        @if b.kind().is_single() { p class="m s" { "Out after one loss: not the regulations' double elimination." } }
        @for r in 1..=b.rounds() {
            @let games: Vec<GameView> = b.games_in_round(r).into_iter().filter(|g| g.status != GameStatus::NotNeeded).collect();
            @if !games.is_empty() {
                h2 { (elimination_label(e, r)) }
                @for g in &games { (elimination_card(e, g)) }
            }
        }
        @if b.is_finished() { (places(e)) }
    }
}

/// A player's page: their rounds, opponents, results and standing.
pub(super) fn player(snap: &Snapshot, p: PlayerId) -> Option<Markup> {
    let e = &snap.event;
    let player = e.player(p)?;
    let (_, published) = round_status(e);
    let bye = e.settings().format.bye_points();
    let standing = e.standings_shown().then(|| e.standings_after(published));
    let mp = e.multiplayer();
    Some(html! {
        h2 { bdi { (player.name) } }
        @if let Some(pr) = &player.pronouns { p class="m" { bdi { (pr) } } }
        @if player.status != crate::engine::PlayerStatus::Active { p class="m" { "(" (player.status.name()) ")" } }
        @if let Some(s) = standing.as_ref().and_then(|s| s.of(p)) {
            @if mp.is_none() {
                p class="big" { (ordinal(s.rank)) " · " (s.points) " points" }
                p class="m s" { "SoS " (three_decimals(&s.sos)) " · ESoS " (three_decimals(&s.esos)) }
            }
        }
        @if let Some(s) = e.standings_shown().then(|| e.multiplayer_standings_after(published)).flatten() {
            @if let Some(r) = s.player(p) { p class="big" { (ordinal(r.rank)) " · " (r.points) " points" } }
        }
        @if let Some(b) = e.cut() {
            @let games: Vec<GameView> = b.games().into_iter().filter(|g| g.players.contains(&Some(p)) && g.status != GameStatus::NotNeeded).collect();
            @if !games.is_empty() {
                h2 { "Elimination" @if let Some(s) = b.seed_of(p) { " · seed " (s) } }
                @for g in &games { (elimination_card(e, g)) }
            }
        }
        @if let Some(m) = mp {
            @for r in m.rounds.iter().filter(|r| r.number <= published).rev() {
                @if let Some(pod) = r.pods.iter().find(|pod| pod.has(p, &m.teams)) {
                    h2 { "Round " (r.number) }
                    (pod_card(e, pod, &pod_points(e, r.number), e.featured_table(RoundRef::Swiss(r.number)) == Some(pod.number)))
                }
            }
        } @else {
            @if published > 0 { h2 { "Swiss rounds" } }
            @for r in e.rounds().iter().filter(|r| r.number <= published).rev() {
                div class="card" {
                    @match r.pairing_of(p) {
                        Some(x) => {
                            div class="row" {
                                span {
                                    b { "Round " (r.number) } " · "
                                    @match x.opponent_of(p) {
                                        Some(o) => { "table " (x.table) " vs " (player_link(e, o)) }
                                        None => "bye",
                                    }
                                }
                                @if let Some((a, c)) = x.points(bye) {
                                    @let (mine, theirs) = if x.p1 == p { (a, c) } else { (c, a) };
                                    span class="res" { (mine) @if x.p2.is_some() { "–" (theirs) } }
                                }
                            }
                        }
                        None => {
                            @if r.unpaired_losses.contains(&p) { b { "Round " (r.number) } " · unpaired loss" }
                            @else { b { "Round " (r.number) } span class="m" { " · not playing" } }
                        }
                    }
                    @for a in r.adjustments.iter().filter(|a| a.player == p) {
                        p class="m s" { "Score adjustment " (crate::engine::command::signed(a.delta)) ": " (a.reason) }
                    }
                }
            }
        }
    })
}

/// The projector page: the round, the clock very large, the pairings by name, the QR code.
pub(super) fn projector(snap: &Snapshot, now_ms: i64, qr_svg: Option<&str>) -> Markup {
    let e = &snap.event;
    let lines = projector_lines(e);
    let featured = projector_featured(e);
    html! {
        div style="display:flex;gap:1.5em;align-items:center;justify-content:space-between;flex-wrap:wrap" {
            div {
                h2 style="font-size:2em;margin:.2em 0" { (clock_round_label(e).unwrap_or_else(|| "No round yet".into())) }
                @if over(e) {
                    div style="font-size:1.5em" { (champion(e)) }
                } @else if let Some(c) = e.clock() { div style="font-size:min(3em,7.5vw)" { (clock(c, now_ms)) } }
                (stream_note(featured, "table"))
            }
            @if let Some(svg) = qr_svg { div style="width:11em;background:#fff;padding:.4em;border-radius:.4em" { (PreEscaped(svg)) } }
        }
        @if over(e) { div style="font-size:1.15em" { (places(e)) } }
        @if !lines.is_empty() {
            div style="columns:18em;column-gap:2em;font-size:1.15em" {
                @for (p, table, opp) in &lines {
                    div style="break-inside:avoid;padding:.15em 0;border-bottom:1px solid var(--line)" {
                        @if e.player(*p).is_some_and(|x| x.no_video) { (camera(true)) " " }
                        b { bdi { (e.name_of(*p)) } } " · " (table)
                        @if featured.is_some_and(|t| *table == format!("Table {t}") || table.starts_with(&format!("Pod {t} "))) { " " span class="stream" { (camera(false)) } }
                        @if let Some(o) = opp { span class="m" { " " (o) } }
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

/// Every player of the shown round with their table and opponent, by name.
fn projector_lines(e: &Event) -> Vec<(PlayerId, String, Option<String>)> {
    let mut lines = Vec::new();
    if let Some(b) = e.cut() {
        for g in b.games() {
            if let (GameStatus::Ready, Some((a, c)), Some(s)) = (g.status, g.pair(), g.sides) {
                for (p, o) in [(a, c), (c, a)] {
                    let side = s.side_of(p).map_or(String::new(), |s| format!("{s} "));
                    lines.push((
                        p,
                        format!("Table {}", g.number()),
                        Some(format!("{side}vs {}", e.name_of(o))),
                    ));
                }
            }
        }
    } else if let Some(m) = e.multiplayer() {
        if let Some(r) = m.round(e.published_round()) {
            for pod in &r.pods {
                for t in pod.turn_order(&m.teams) {
                    lines.push((p_of(&t), format!("Pod {} {}", pod.number, t.label()), None));
                }
            }
        }
    } else if let Some(r) = e.round(e.published_round()) {
        for x in &r.pairings {
            match x.p2 {
                Some(p2) => {
                    let t = format!("Table {}", x.table);
                    lines.push((x.p1, t.clone(), Some(format!("vs {}", e.name_of(p2)))));
                    lines.push((p2, t, Some(format!("vs {}", e.name_of(x.p1)))));
                }
                None => lines.push((x.p1, "Bye".into(), None)),
            }
        }
    }
    lines.sort_by_cached_key(|(p, _, _)| {
        let n = e.name_of(*p);
        (crate::io::names::name_sort_key(&n), n)
    });
    lines
}

fn p_of(t: &crate::engine::multiplayer::Turn) -> PlayerId {
    t.player
}

/// The page for an unknown address.
pub(super) fn not_found(event: &Event, version: u64, now_ms: i64) -> Markup {
    page(
        event,
        "Not found",
        Nav::Player,
        version,
        now_ms,
        None,
        html! { h2 { "Not found" } p { "There is no such page. " a href="/" { "Back to the event" } } },
    )
}
