//! Printouts of multiplayer events (NAPD, The Big Sell-Out): the pods of a round with seating
//! and turn order, every player by name with their pod and seat, one result slip per pod, and
//! the standings (players; for The Big Sell-Out also teams).
//!
//! A round is first turned into [`PodView`]s (seats clockwise with their roles, the normal and
//! the first turn order), so the three round printouts say the same thing.

use super::column;
use super::fonts::Fonts;
use super::layout::{Align, Cell, Document, Painter, Rect, Style, Table, Width};
use super::{Kind, Paper, header, lang_of};
use crate::engine::multiplayer::{MpStandings, Role, Turn};
use crate::engine::standings::three_decimals;
use crate::engine::views::PodTeam;
use crate::engine::{BigSellOutEdition, Event, Format};
use crate::i18n::Lang;
use crate::io::names::sort_key_of;
use crate::tr;

/// One seat at a pod.
#[derive(Clone, Debug)]
pub(crate) struct SeatLine {
    /// Clockwise from 1.
    pub(crate) seat: u32,
    /// "Corp", "Runner 2", "Sponsor 1", "Agent 1".
    pub(crate) role: String,
    /// "C", "R2", "S1", "A1".
    pub(crate) short: String,
    pub(crate) name: String,
    /// The identity played (NAPD Corp: the NAPD identity).
    pub(crate) identity: Option<String>,
    /// The Big Sell-Out: the team's name.
    pub(crate) team: Option<String>,
    /// Who sits there (lists by name sort by the player's reading).
    pub(crate) player: crate::engine::PlayerId,
}

/// One pod of a round.
#[derive(Clone, Debug)]
pub(crate) struct PodView {
    pub(crate) number: u32,
    pub(crate) seats: Vec<SeatLine>,
    pub(crate) teams: Vec<PodTeam>,
    /// The normal turn order ("C, R1, R2, R3").
    pub(crate) turns: String,
    /// The first turn, with the edition's rule.
    pub(crate) first_turn: String,
    /// What the pod does when time is called (the event's procedure), a whole sentence.
    pub(crate) time_call: String,
    /// The same without what follows (the slips' result boxes say it): "When time is called:
    /// finish the cycle: …".
    pub(crate) time_call_short: String,
}

fn role_label(t: &Turn, lang: Lang) -> String {
    match t.role {
        Role::Corp => tr!(lang, "side-corp"),
        Role::Runner => tr!(lang, "print-role-runner", n = t.seat),
        Role::Sponsor => tr!(lang, "print-role-sponsor", n = t.seat),
        Role::Agent => tr!(lang, "print-role-agent", n = t.seat),
    }
}

/// "Sponsor" or "Agent" (Big Sell-Out standings), without the team's number.
fn role_name(role: Role, lang: Lang) -> String {
    match role {
        Role::Corp => tr!(lang, "side-corp"),
        Role::Runner => tr!(lang, "side-runner"),
        Role::Sponsor => tr!(lang, "print-role-sponsor-plain"),
        Role::Agent => tr!(lang, "print-role-agent-plain"),
    }
}

pub(crate) fn views(event: &Event, round: u32, lang: Lang) -> Vec<PodView> {
    let format = event.settings().format;
    let words = |full| {
        event.multiplayer().map_or(String::new(), |m| {
            crate::io::multiplayer::time_call_words(lang, m.settings.time_call, format, full)
        })
    };
    let (time_call, procedure) = (words(true), words(false));
    let time_call_short = tr!(
        lang,
        "mp-when-time-is-called",
        procedure = procedure,
        then = ""
    );
    crate::engine::views::pods(event, round)
        .into_iter()
        .map(|pod| PodView {
            number: pod.number,
            turns: pod
                .seats
                .iter()
                .map(|s| s.turn.label())
                .collect::<Vec<_>>()
                .join(", "),
            seats: pod
                .seats
                .into_iter()
                .map(|s| SeatLine {
                    seat: s.seat,
                    role: role_label(&s.turn, lang),
                    short: s.turn.label(),
                    player: s.turn.player,
                    name: s.name,
                    identity: s.identity,
                    team: s.team,
                })
                .collect(),
            teams: pod.teams,
            first_turn: crate::io::words::first_turn(&pod.first_turn, format, lang),
            time_call: time_call.clone(),
            time_call_short: time_call_short.clone(),
        })
        .collect()
}

pub(crate) fn is_bso(event: &Event) -> bool {
    matches!(event.settings().format, Format::BigSellOut { .. })
}

/// "NAPD multiplayer" or "The Big Sell-Out (classic edition)" ([`words::format_title`]), with
/// how seats are listed.
///
/// [`words::format_title`]: crate::io::words::format_title
fn format_line(event: &Event, lang: Lang) -> String {
    let format = crate::io::words::format_title(event.settings().format, lang);
    tr!(lang, "print-pods-intro", format = format)
}

fn round_text(round: u32, lang: Lang) -> String {
    tr!(lang, "print-round", n = round)
}

/// "Corp (C)", "Runner 2 (R2)".
fn role_cell(s: &SeatLine) -> String {
    format!("{} ({})", s.role, s.short)
}

/// The pods of a round: each pod's seats clockwise with roles, players, identities (teams),
/// then the turn order and the first-turn rule.
pub(super) fn pods<'f>(event: &Event, round: u32, fonts: &'f Fonts, paper: Paper) -> Document<'f> {
    let lang = lang_of(event);
    let mut doc = Document::new(
        fonts,
        paper,
        header(event, Kind::Pods, Some(round_text(round, lang))),
    );
    let bso = is_bso(event);
    let pods = views(event, round, lang);
    // The role column as wide as its longest label ("エージェント1 (A1)") needs.
    let role_w = pods
        .iter()
        .flat_map(|v| &v.seats)
        .map(|s| fonts.width(&role_cell(s), 10.5, false))
        .fold(
            fonts.width(&tr!(lang, "print-col-role"), 10.5, true),
            f32::max,
        )
        + 12.0;
    doc.paragraph(&format_line(event, lang), Style::regular(9.5));
    if let Some(v) = pods.first() {
        doc.paragraph(&v.time_call, Style::bold(9.5));
    }
    doc.space(6.0);
    for v in &pods {
        let rows = v.seats.len() as f32 + 1.0;
        doc.heading(
            &tr!(lang, "print-pod", n = v.number),
            14.0,
            rows * 20.0 + 40.0,
        );
        let mut columns = vec![
            column(lang, "print-col-seat", Width::Points(40.0), Align::Right),
            column(lang, "print-col-role", Width::Points(role_w), Align::Left),
            column(lang, "print-col-player", Width::Share(1.2), Align::Left),
        ];
        if bso {
            columns.push(column(
                lang,
                "print-col-team",
                Width::Share(0.9),
                Align::Left,
            ));
        }
        columns.push(column(
            lang,
            "print-col-identity",
            Width::Share(if bso { 1.2 } else { 1.1 }),
            Align::Left,
        ));
        let mut t = Table::new(columns).with_size(if bso { 10.0 } else { 10.5 });
        for s in &v.seats {
            let mut row = vec![
                Cell::text(s.seat.to_string()),
                Cell::text(role_cell(s)),
                Cell::strong(s.name.clone()),
            ];
            if bso {
                row.push(Cell::text(s.team.clone().unwrap_or_default()));
            }
            row.push(super::lists::identity(s.identity.as_deref()));
            t.push(row);
        }
        doc.table(&t);
        doc.space(3.0);
        doc.paragraph(
            &tr!(
                lang,
                "print-turn-order",
                order = v.turns.as_str(),
                first = first_short(v)
            ),
            Style::regular(9.5),
        );
        doc.paragraph(&v.first_turn, Style::regular(9.5));
        doc.space(10.0);
    }
    if pods.is_empty() {
        doc.paragraph(&tr!(lang, "print-no-pods"), Style::regular(11.0));
    }
    doc
}

fn first_short(v: &PodView) -> String {
    v.seats.first().map(|s| s.short.clone()).unwrap_or_default()
}

/// Every player alphabetically with pod, seat and role (and team).
pub(super) fn pods_by_name<'f>(
    event: &Event,
    round: u32,
    fonts: &'f Fonts,
    paper: Paper,
) -> Document<'f> {
    let lang = lang_of(event);
    let mut doc = Document::new(
        fonts,
        paper,
        header(event, Kind::PodsByName, Some(round_text(round, lang))),
    );
    let bso = is_bso(event);
    let mut columns = vec![
        column(lang, "print-col-player", Width::Share(1.2), Align::Left),
        column(lang, "print-col-pod", Width::Points(50.0), Align::Right),
        column(lang, "print-col-seat", Width::Points(40.0), Align::Right),
        column(lang, "print-col-role", Width::Points(92.0), Align::Left),
    ];
    if bso {
        columns.push(column(
            lang,
            "print-col-team",
            Width::Share(0.9),
            Align::Left,
        ));
    }
    let mut t = Table::new(columns).with_size(12.0);
    let mut rows: Vec<((String, String), Vec<Cell>)> = Vec::new();
    for v in views(event, round, lang) {
        for s in &v.seats {
            let mut row = vec![
                Cell::strong(s.name.clone()),
                Cell::text(v.number.to_string()),
                Cell::text(s.seat.to_string()),
                Cell::text(role_cell(s)),
            ];
            if bso {
                row.push(Cell::text(s.team.clone().unwrap_or_default()));
            }
            rows.push((sort_key_of(event, s.player), row));
        }
    }
    rows.sort_by(|a, b| a.0.cmp(&b.0));
    let empty = rows.is_empty();
    for (_, row) in rows {
        t.push(row);
    }
    doc.table(&t);
    if empty {
        doc.space(8.0);
        doc.paragraph(&tr!(lang, "print-no-pods"), Style::regular(11.0));
    }
    doc
}

/// Slips per page when every pod has at most [`SMALL_POD_ROWS`] lines on its slip.
const SLIPS_PER_PAGE: usize = 4;
/// Slips per page for bigger pods (5-player NAPD pods, 3-team Big Sell-Out pods).
const SLIPS_PER_PAGE_BIG: usize = 3;
/// The most player (NAPD) or team (Big Sell-Out) lines a slip has at four slips a page.
const SMALL_POD_ROWS: usize = 4;
/// Slips per page when a pod has more than [`BIG_POD_ROWS`] lines (three Big Sell-Out teams:
/// each team's block, the time call and the hints need half a page).
const SLIPS_PER_PAGE_HUGE: usize = 2;
const BIG_POD_ROWS: usize = 5;

/// How many slips a page of this round holds.
pub(super) fn slips_per_page(event: &Event, round: u32) -> usize {
    let rows = views(event, round, Lang::ENGLISH)
        .iter()
        .map(|v| {
            if v.teams.is_empty() {
                v.seats.len()
            } else {
                v.teams.len() * 2
            }
        })
        .max()
        .unwrap_or(0);
    if rows > BIG_POD_ROWS {
        SLIPS_PER_PAGE_HUGE
    } else if rows <= SMALL_POD_ROWS {
        SLIPS_PER_PAGE
    } else {
        SLIPS_PER_PAGE_BIG
    }
}

/// One result slip per pod, collated for cutting.
pub(super) fn slips<'f>(event: &Event, round: u32, fonts: &'f Fonts, paper: Paper) -> Document<'f> {
    let lang = lang_of(event);
    let mut doc = Document::new(
        fonts,
        paper,
        header(event, Kind::PodSlips, Some(round_text(round, lang))),
    );
    let pods = views(event, round, lang);
    if pods.is_empty() {
        doc.paragraph(&tr!(lang, "print-no-pods"), Style::regular(11.0));
        return doc;
    }
    let event_name = event.settings().name.clone();
    let label = format!("{} \u{2014} {}", event_name, round_text(round, lang));
    let classic = matches!(
        event.settings().format,
        Format::BigSellOut {
            edition: BigSellOutEdition::Classic
        }
    );
    let per_page = slips_per_page(event, round);
    doc.collated_grid(pods.len(), per_page, 1, |p, rect, i| {
        if let Some(v) = pods.get(i) {
            if v.teams.is_empty() {
                napd_slip(p, rect, &label, v, lang);
            } else {
                bso_slip(p, rect, &label, v, classic, lang);
            }
        }
    });
    doc
}

/// The slip's title line ("Pod 3", "event — round"); returns the y below its rule.
fn slip_top(p: &mut Painter<'_>, r: Rect, label: &str, v: &PodView, lang: Lang) -> f32 {
    let title = tr!(lang, "print-pod", n = v.number);
    let tw = p.fonts().width(&title, 16.0, true);
    p.text(r.x, r.y + 15.0, r.w, &title, Style::bold(16.0), Align::Left);
    p.text(
        r.x + tw + 16.0,
        r.y + 14.0,
        (r.w - tw - 16.0).max(0.0),
        label,
        Style::regular(10.0),
        Align::Right,
    );
    p.line((r.x, r.y + 21.0), (r.right(), r.y + 21.0), 0.6);
    r.y + 21.0
}

/// A NAPD slip: who won and how, then one line per player in seating order with agenda
/// points, a flatlined box (Runners) and initials.
fn napd_slip(p: &mut Painter<'_>, rect: Rect, label: &str, v: &PodView, lang: Lang) {
    p.frame(rect, 0.8);
    let r = rect.inset(7.0);
    let small = Style::regular(9.0);
    let mut y = slip_top(p, r, label, v, lang) + 15.0;
    let winner = tr!(lang, "print-pod-slip-winner");
    let lw = p.text(r.x, y, 60.0, &winner, Style::bold(9.5), Align::Left) + 8.0;
    let mut x = r.x + lw;
    for what in [
        tr!(lang, "print-slip-corp-won"),
        tr!(lang, "print-pod-slip-runners-won"),
        tr!(lang, "print-pod-slip-draw"),
    ] {
        x = p.labelled_box(x, y, &what, small);
    }
    y += 15.0;
    let how = tr!(lang, "print-pod-slip-how");
    let lw = p.text(r.x, y, 60.0, &how, Style::bold(9.5), Align::Left) + 8.0;
    let mut x = r.x + lw;
    for what in [
        tr!(lang, "print-pod-slip-agenda-points"),
        tr!(lang, "print-pod-slip-flatlined-all"),
        tr!(lang, "print-pod-slip-empty-rd"),
        tr!(lang, "print-pod-slip-time"),
    ] {
        x = p.labelled_box(x, y, &what, small);
    }
    y += 5.0;
    p.line((r.x, y), (r.right(), y), 0.4);
    // Columns: seat/role, player, agenda points, flatlined and left boxes, initials; each
    // as wide as its words need in the slip's language (Japanese labels are wider).
    let (points, flatlined, left, initials) = (
        tr!(lang, "print-pod-slip-agenda-pts"),
        tr!(lang, "print-pod-slip-flatlined"),
        tr!(lang, "print-pod-slip-left"),
        tr!(lang, "print-slip-initials"),
    );
    let width = |p: &Painter<'_>, t: &str| p.fonts().width(t, small.size, false);
    let box_w = |p: &Painter<'_>, t: &str| width(p, t) + small.size * 2.8 + 2.0;
    let role_w = v
        .seats
        .iter()
        .map(|s| width(p, &role_cell(s)))
        .fold(60.0_f32, f32::max)
        + 8.0;
    let pts_w = width(p, &points) + 30.0;
    let flat_w = box_w(p, &flatlined);
    let left_w = box_w(p, &left);
    let init_w = width(p, &initials) + 44.0;
    let name_w = (r.w - role_w - pts_w - flat_w - left_w - init_w).max(40.0);
    let row_h = ((r.bottom() - y - 28.0) / (v.seats.len() as f32 + 0.5)).clamp(12.0, 17.0);
    y += row_h;
    for s in &v.seats {
        p.text(r.x, y, role_w - 4.0, &role_cell(s), small, Align::Left);
        p.text(
            r.x + role_w,
            y,
            name_w - 6.0,
            &s.name,
            Style::bold(10.0),
            Align::Left,
        );
        let x = r.x + role_w + name_w;
        p.write_in(x, y, &points, pts_w - 10.0, small);
        if s.short != "C" {
            p.labelled_box(x + pts_w, y, &flatlined, small);
            p.labelled_box(x + pts_w + flat_w, y, &left, small);
        }
        p.write_in(
            x + pts_w + flat_w + left_w,
            y,
            &initials,
            init_w - 10.0,
            small,
        );
        y += row_h;
    }
    let hint = tr!(lang, "print-pod-slip-hint-napd");
    let hint_y = y - row_h + 13.0;
    p.text(r.x, hint_y, r.w, &hint, Style::regular(8.0), Align::Left);
    time_call_line(p, r, hint_y + 10.0, v);
}

/// The slip's last lines: what the pod does when time is called (wrapped, at most two lines).
fn time_call_line(p: &mut Painter<'_>, r: Rect, y: f32, v: &PodView) {
    let style = Style::regular(7.5);
    let lines = super::layout::wrap(p.fonts(), v.time_call_short.trim(), r.w, style);
    for (i, line) in lines.iter().take(TIME_CALL_LINES).enumerate() {
        let at = (y + i as f32 * TIME_CALL_LINE_H).min(r.bottom() - 1.0);
        p.text(r.x, at, r.w, line, style, Align::Left);
    }
}

/// The time-call lines at the foot of a slip, and their height.
const TIME_CALL_LINES: usize = 2;
const TIME_CALL_LINE_H: f32 = 9.0;

/// A Big Sell-Out slip: one block per team (team name, agenda points, a winner box; the
/// Sponsor and the Agent with initials; left the game), then a draw box, how it ended and a
/// hint with the edition's rule.
fn bso_slip(p: &mut Painter<'_>, rect: Rect, label: &str, v: &PodView, classic: bool, lang: Lang) {
    p.frame(rect, 0.8);
    let r = rect.inset(7.0);
    let small = Style::regular(9.0);
    let mut y = slip_top(p, r, label, v, lang);
    let (points, winner, initials) = (
        tr!(lang, "print-pod-slip-agenda-pts"),
        tr!(lang, "print-col-winner"),
        tr!(lang, "print-slip-initials"),
    );
    let left_w = (r.w * 0.5).max(120.0);
    let right = r.x + left_w;
    let line_h = ((r.bottom() - y - 50.0) / (v.teams.len().max(1) as f32 * 4.0)).clamp(10.0, 13.0);
    for t in &v.teams {
        y += line_h + 1.0;
        p.text(
            r.x,
            y,
            left_w - 8.0,
            &tr!(lang, "print-team-line", n = t.seat, name = t.name.as_str()),
            Style::bold(10.0),
            Align::Left,
        );
        let x = p.write_in(right, y, &points, 96.0, small);
        p.labelled_box(x, y, &winner, small);
        for (who, name) in [("S", &t.sponsor), ("A", &t.agent)] {
            y += line_h;
            p.text(
                r.x + 10.0,
                y,
                left_w - 18.0,
                &format!("{who}{} {name}", t.seat),
                small,
                Align::Left,
            );
            p.write_in(right, y, &initials, 140.0, small);
        }
        y += line_h;
        let left = tr!(lang, "print-pod-slip-left-game");
        let lw = p.text(r.x + 10.0, y, 90.0, &left, small, Align::Left);
        let decked = tr!(lang, "print-pod-slip-sponsor-decked");
        let bx = p.labelled_box(r.x + 10.0 + lw + 6.0, y, &decked, small);
        let bx = if classic {
            p.labelled_box(bx, y, &tr!(lang, "print-pod-slip-agent-flatlined"), small)
        } else {
            bx
        };
        p.labelled_box(bx, y, &tr!(lang, "print-pod-slip-player-left"), small);
        y += 3.0;
    }
    y += 2.0;
    p.line((r.x, y), (r.right(), y), 0.4);
    y += 13.0;
    let result = tr!(lang, "print-pod-slip-result");
    let lw = p.text(r.x, y, 60.0, &result, Style::bold(9.5), Align::Left) + 8.0;
    let mut x = r.x + lw;
    let mut boxes = vec![
        tr!(lang, "print-slip-draw"),
        tr!(lang, "print-pod-slip-eleven-points"),
    ];
    if !classic {
        boxes.push(tr!(lang, "print-pod-slip-sudden-death"));
    }
    boxes.push(tr!(lang, "print-pod-slip-last-team"));
    boxes.push(tr!(lang, "print-pod-slip-time"));
    for what in &boxes {
        x = p.labelled_box(x, y, what, small);
    }
    let hint = if classic {
        tr!(lang, "print-pod-slip-hint-bso-classic")
    } else {
        tr!(lang, "print-pod-slip-hint-bso")
    };
    let hint_y = y + 12.0;
    p.text(r.x, hint_y, r.w, &hint, Style::regular(8.0), Align::Left);
    time_call_line(p, r, hint_y + 10.0, v);
}

/// The standings the printout shows: the engine's, after `round` or with everything entered.
fn standings_of(event: &Event, round: Option<u32>) -> MpStandings {
    match round {
        Some(n) => event.multiplayer_standings_after(n),
        None => event.multiplayer_standings(),
    }
    .unwrap_or_default()
}

/// NAPD: player standings. The Big Sell-Out: team standings, then player standings.
pub(super) fn standings<'f>(
    event: &Event,
    round: Option<u32>,
    fonts: &'f Fonts,
    paper: Paper,
) -> Document<'f> {
    let latest = event
        .multiplayer()
        .and_then(|mp| match round {
            Some(n) => mp.round(n),
            None => mp.rounds.last(),
        })
        .map(|r| (r.number, r.unreported().len()));
    let lang = lang_of(event);
    let mut doc = super::lists::standings_document(event, latest, true, fonts, paper);
    let s = standings_of(event, round);
    let mp = event.multiplayer();
    let dagger = |name: String, dropped: bool| {
        if dropped {
            super::lists::dropped_name(&name, lang)
        } else {
            Cell::text(name)
        }
    };
    if is_bso(event) {
        doc.heading(&tr!(lang, "print-teams"), 13.0, 60.0);
        let mut t = Table::new(vec![
            column(lang, "print-col-rank", Width::Points(40.0), Align::Right),
            column(lang, "print-col-team", Width::Share(1.1), Align::Left),
            column(
                lang,
                "print-role-sponsor-plain",
                Width::Share(1.0),
                Align::Left,
            ),
            column(
                lang,
                "print-role-agent-plain",
                Width::Share(1.0),
                Align::Left,
            ),
            column(lang, "print-col-points", Width::Points(48.0), Align::Right),
            column(lang, "print-col-sos", Width::Points(46.0), Align::Right),
        ]);
        for row in &s.teams {
            let team = mp.and_then(|m| m.team(row.team));
            t.push(vec![
                Cell::text(row.rank.to_string()),
                dagger(
                    team.map(|x| x.name.clone()).unwrap_or_default(),
                    row.dropped,
                ),
                Cell::text(team.map(|x| event.name_of(x.sponsor)).unwrap_or_default()),
                Cell::text(team.map(|x| event.name_of(x.agent)).unwrap_or_default()),
                Cell::strong(row.points.to_string()),
                Cell::text(three_decimals(&row.sos)),
            ]);
        }
        doc.table(&t);
        doc.space(14.0);
        doc.heading(&tr!(lang, "print-players"), 13.0, 60.0);
        let mut t = Table::new(vec![
            column(lang, "print-col-rank", Width::Points(40.0), Align::Right),
            column(lang, "print-col-player", Width::Share(1.1), Align::Left),
            column(lang, "print-col-role", Width::Points(56.0), Align::Left),
            column(lang, "print-col-team", Width::Share(1.0), Align::Left),
            column(lang, "print-col-points", Width::Points(48.0), Align::Right),
            column(lang, "print-col-sos", Width::Points(46.0), Align::Right),
        ]);
        for row in &s.players {
            let team = mp.and_then(|m| m.team_of(row.player));
            let role = match team {
                Some(x) if x.sponsor == row.player => role_name(Role::Sponsor, lang),
                Some(_) => role_name(Role::Agent, lang),
                None => String::new(),
            };
            t.push(vec![
                Cell::text(row.rank.to_string()),
                dagger(event.name_of(row.player), row.dropped),
                Cell::text(role),
                Cell::text(team.map(|x| x.name.clone()).unwrap_or_default()),
                Cell::strong(row.points.to_string()),
                Cell::text(three_decimals(&row.sos)),
            ]);
        }
        doc.table(&t);
    } else {
        let mut t = Table::new(vec![
            column(lang, "print-col-rank", Width::Points(40.0), Align::Right),
            column(lang, "print-col-player", Width::Share(1.2), Align::Left),
            column(
                lang,
                "print-col-runner-identity",
                Width::Share(1.1),
                Align::Left,
            ),
            column(lang, "print-col-points", Width::Points(48.0), Align::Right),
            column(lang, "print-col-sos", Width::Points(46.0), Align::Right),
            column(lang, "side-corp", Width::Points(38.0), Align::Right),
        ]);
        for row in &s.players {
            let runner = event.player(row.player).and_then(|p| p.runner.as_deref());
            t.push(vec![
                Cell::text(row.rank.to_string()),
                dagger(event.name_of(row.player), row.dropped),
                super::lists::identity(runner),
                Cell::strong(row.points.to_string()),
                Cell::text(three_decimals(&row.sos)),
                Cell::text(row.corp_games.to_string()),
            ]);
        }
        doc.table(&t);
    }
    doc.space(8.0);
    if s.players.is_empty() {
        doc.paragraph(&tr!(lang, "print-no-players"), Style::regular(10.0));
    }
    let mut note = vec![if is_bso(event) {
        tr!(lang, "print-mp-standings-note-bso")
    } else {
        tr!(lang, "print-mp-standings-note-napd")
    }];
    if s.players.iter().any(|r| r.dropped) {
        note.push(tr!(lang, "print-mp-standings-note-dropped"));
    }
    doc.paragraph(&note.join(" "), Style::regular(8.5));
    doc
}
