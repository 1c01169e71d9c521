//! Printouts of one round: pairings by table, pairings by name, match slips.
//!
//! A Swiss round and an elimination round are first turned into the same [`RoundView`]
//! (numbered tables, two entrants each, sides where they are fixed), so the three printouts do
//! not care which stage they print.

use super::column;
use super::fonts::Fonts;
use super::layout::{Align, Cell, Column, Document, Painter, Rect, Style, Table, Width};
use super::{Paper, RoundRef, header, lang_of, round_label_in, source_text};
use crate::engine::elimination::{GameStatus, ResultKind};
use crate::engine::views;
use crate::engine::{Event, PlayerId, Side};
use crate::i18n::Lang;
use crate::io::names::{name_sort_key, sort_key_of};
use crate::io::words;
use crate::tr;

/// Someone at a table: a player, or (elimination, not known yet) where the player comes from.
#[derive(Clone, Debug)]
pub(crate) struct Entrant {
    /// The player, when known.
    pub(crate) id: Option<PlayerId>,
    /// The name, or "Winner of game 3".
    pub(crate) name: String,
    /// Elimination: the seed.
    pub(crate) seed: Option<u32>,
    /// Swiss: points before the round.
    pub(crate) points: Option<u32>,
    /// The side played, when fixed (single-sided rounds, elimination games with sides).
    pub(crate) side: Option<Side>,
}

impl Entrant {
    /// "Ann" or "Ann (seed 2)".
    fn label(&self, lang: Lang) -> String {
        match self.seed {
            Some(s) => tr!(
                lang,
                "print-entrant-seed",
                name = self.name.as_str(),
                seed = s
            ),
            None => self.name.clone(),
        }
    }
}

/// One table of a round.
#[derive(Clone, Debug)]
pub(crate) struct Seat {
    pub(crate) table: u32,
    pub(crate) a: Entrant,
    /// `None`: a bye.
    pub(crate) b: Option<Entrant>,
    /// Elimination: decided as a bye (the opponent dropped).
    pub(crate) walkover: bool,
}

impl Seat {
    /// Whether a slip is needed: two players who will play.
    fn needs_slip(&self) -> bool {
        !self.walkover && self.a.id.is_some() && self.b.as_ref().is_some_and(|b| b.id.is_some())
    }
}

/// A round, stage-independent.
pub(crate) struct RoundView {
    /// "Round 3", "Final (elimination round 4)".
    pub(crate) label: String,
    pub(crate) elimination: bool,
    /// One game a round with fixed sides (half draft, elimination).
    pub(crate) sides_fixed: bool,
    pub(crate) seats: Vec<Seat>,
    /// Lines printed under the pairings (unpaired losses, players not paired, sides to come).
    pub(crate) notes: Vec<String>,
}

pub(crate) fn view(event: &Event, round: RoundRef, lang: Lang) -> RoundView {
    match round {
        RoundRef::Swiss(n) => swiss_view(event, n, lang),
        RoundRef::Elimination(n) => elimination_view(event, n, lang),
    }
}

fn swiss_view(event: &Event, number: u32, lang: Lang) -> RoundView {
    let label = round_label_in(event, RoundRef::Swiss(number), lang);
    let Some(v) = views::round_tables(event, number) else {
        return RoundView {
            label,
            elimination: false,
            sides_fixed: false,
            seats: Vec::new(),
            notes: Vec::new(),
        };
    };
    let entrant = |s: &views::Seat| Entrant {
        id: Some(s.player),
        name: s.name.clone(),
        seed: None,
        points: Some(s.points_before),
        side: s.side,
    };
    let seats = v
        .tables
        .iter()
        .map(|t| Seat {
            table: t.table,
            a: entrant(&t.p1),
            b: t.p2.as_ref().map(entrant),
            walkover: false,
        })
        .collect();
    let names = |seats: &[views::Seat]| {
        let mut v: Vec<&views::Seat> = seats.iter().collect();
        v.sort_by_cached_key(|s| sort_key_of(event, s.player));
        v.iter()
            .map(|s| s.name.as_str())
            .collect::<Vec<_>>()
            .join(", ")
    };
    let mut notes = Vec::new();
    if !v.unpaired_losses.is_empty() {
        notes.push(tr!(
            lang,
            "print-unpaired-loss",
            names = names(&v.unpaired_losses)
        ));
    }
    if !v.not_paired.is_empty() {
        notes.push(tr!(
            lang,
            "print-not-paired-yet",
            names = names(&v.not_paired)
        ));
    }
    RoundView {
        label,
        elimination: false,
        sides_fixed: v.single_sided,
        seats,
        notes,
    }
}

fn elimination_view(event: &Event, number: u32, lang: Lang) -> RoundView {
    let label = round_label_in(event, RoundRef::Elimination(number), lang);
    let Some(b) = event.cut() else {
        return RoundView {
            label,
            elimination: true,
            sides_fixed: true,
            seats: Vec::new(),
            notes: Vec::new(),
        };
    };
    let mut undecided = Vec::new();
    let mut seats = Vec::new();
    for g in b.games_in_round(number) {
        if g.status == GameStatus::NotNeeded {
            continue;
        }
        let entrant = |i: usize| match g.players.get(i).copied().flatten() {
            Some(p) => Entrant {
                id: Some(p),
                name: event.name_of(p),
                seed: b.seed_of(p),
                points: None,
                side: g.sides.and_then(|s| s.side_of(p)),
            },
            None => Entrant {
                id: None,
                name: g
                    .spec
                    .players
                    .get(i)
                    .map(|s| source_text(*s, lang))
                    .unwrap_or_default(),
                seed: None,
                points: None,
                side: None,
            },
        };
        let walkover = g.result.is_some_and(|r| r.kind == ResultKind::Bye);
        if g.status == GameStatus::Ready && g.sides.is_none() {
            undecided.push(g.number().to_string());
        }
        seats.push(Seat {
            table: g.number(),
            a: entrant(0),
            b: Some(entrant(1)),
            walkover,
        });
    }
    let mut notes = Vec::new();
    if !undecided.is_empty() {
        notes.push(tr!(
            lang,
            "print-games-undecided",
            n = undecided.len(),
            games = undecided.join(", ")
        ));
    }
    if seats
        .iter()
        .any(|s| s.a.id.is_none() || s.b.as_ref().is_some_and(|b| b.id.is_none()))
    {
        notes.push(tr!(lang, "print-players-not-known"));
    }
    if seats.iter().any(|s| s.walkover) {
        notes.push(tr!(lang, "print-walkover-note"));
    }
    RoundView {
        label,
        elimination: true,
        sides_fixed: true,
        seats,
        notes,
    }
}

fn side_text(e: &Entrant, walkover: bool, lang: Lang) -> String {
    if walkover {
        return tr!(lang, "print-side-bye");
    }
    e.side.map(|s| words::side(s, lang)).unwrap_or_default()
}

/// Pairings in table order.
pub(super) fn by_table<'f>(
    event: &Event,
    round: RoundRef,
    fonts: &'f Fonts,
    paper: Paper,
) -> Document<'f> {
    let lang = lang_of(event);
    let v = view(event, round, lang);
    let mut doc = Document::new(
        fonts,
        paper,
        header(event, super::Kind::PairingsByTable, Some(v.label.clone())),
    );
    let table_col = table_column(&v, lang);
    let (player_1, player_2) = (
        tr!(lang, "print-col-player-1"),
        tr!(lang, "print-col-player-2"),
    );
    let mut t = if v.elimination {
        let side = tr!(lang, "print-col-side");
        Table::new(vec![
            Column::new(table_col, Width::Points(54.0), Align::Right),
            Column::new(player_1, Width::Share(1.0), Align::Left),
            Column::new(side.clone(), Width::Points(58.0), Align::Left),
            Column::new(player_2, Width::Share(1.0), Align::Left),
            Column::new(side, Width::Points(58.0), Align::Left),
        ])
    } else {
        let (p1, p2) = if v.sides_fixed {
            (
                words::side(Side::Corp, lang),
                words::side(Side::Runner, lang),
            )
        } else {
            (player_1, player_2)
        };
        let pts = tr!(lang, "print-col-points-short");
        Table::new(vec![
            Column::new(table_col, Width::Points(54.0), Align::Right),
            Column::new(p1, Width::Share(1.0), Align::Left),
            Column::new(pts.clone(), Width::Points(34.0), Align::Right),
            Column::new(p2, Width::Share(1.0), Align::Left),
            Column::new(pts, Width::Points(34.0), Align::Right),
        ])
    }
    .with_size(12.0);
    for s in &v.seats {
        // Single-sided Swiss: the Corp player first.
        let (a, b) = match &s.b {
            Some(b) if !v.elimination && v.sides_fixed && s.a.side == Some(Side::Runner) => {
                (b.clone(), Some(s.a.clone()))
            }
            _ => (s.a.clone(), s.b.clone()),
        };
        let pts = |e: &Entrant| e.points.map(|p| p.to_string()).unwrap_or_default();
        let row = match (&b, v.elimination) {
            (None, _) => vec![
                Cell::text(s.table.to_string()),
                Cell::text(a.label(lang)),
                Cell::text(pts(&a)),
                Cell::strong(tr!(lang, "print-bye")),
                Cell::Blank,
            ],
            (Some(b), true) => vec![
                Cell::text(s.table.to_string()),
                Cell::text(a.label(lang)),
                Cell::text(side_text(&a, s.walkover, lang)),
                Cell::text(b.label(lang)),
                Cell::text(side_text(b, s.walkover, lang)),
            ],
            (Some(b), false) => vec![
                Cell::text(s.table.to_string()),
                Cell::text(a.label(lang)),
                Cell::text(pts(&a)),
                Cell::text(b.label(lang)),
                Cell::text(pts(b)),
            ],
        };
        t.push(row);
    }
    doc.table(&t);
    if v.seats.is_empty() {
        doc.space(8.0);
        doc.paragraph(&tr!(lang, "print-no-tables"), Style::regular(11.0));
    }
    notes(&mut doc, &v);
    doc
}

/// The first column of a round's table: "Table", or "Game" in the cut.
fn table_column(v: &RoundView, lang: Lang) -> String {
    if v.elimination {
        tr!(lang, "print-col-game")
    } else {
        tr!(lang, "print-col-table")
    }
}

fn notes(doc: &mut Document<'_>, v: &RoundView) {
    if !v.notes.is_empty() {
        doc.space(10.0);
        for n in &v.notes {
            doc.paragraph(n, Style::regular(10.0));
        }
    }
}

/// Every player alphabetically with table, opponent and side.
pub(super) fn by_name<'f>(
    event: &Event,
    round: RoundRef,
    fonts: &'f Fonts,
    paper: Paper,
) -> Document<'f> {
    let lang = lang_of(event);
    let v = view(event, round, lang);
    let mut doc = Document::new(
        fonts,
        paper,
        header(event, super::Kind::PairingsByName, Some(v.label.clone())),
    );
    let mut columns = vec![
        column(lang, "print-col-player", Width::Share(1.2), Align::Left),
        Column::new(table_column(&v, lang), Width::Points(48.0), Align::Right),
        column(lang, "print-col-opponent", Width::Share(1.0), Align::Left),
    ];
    if v.sides_fixed {
        columns.push(column(
            lang,
            "print-col-side",
            Width::Points(62.0),
            Align::Left,
        ));
    }
    let mut t = Table::new(columns).with_size(12.0);
    let mut rows: Vec<((String, String), Vec<Cell>)> = Vec::new();
    let mut seat = |who: &Entrant, opponent: Cell, table: u32, side: String| {
        if who.id.is_none() {
            return;
        }
        let mut row = vec![
            Cell::strong(who.label(lang)),
            Cell::text(table.to_string()),
            opponent,
        ];
        if v.sides_fixed {
            row.push(Cell::text(side));
        }
        rows.push((
            who.id
                .map_or_else(|| name_sort_key(&who.name), |id| sort_key_of(event, id)),
            row,
        ));
    };
    for s in &v.seats {
        match &s.b {
            None => seat(
                &s.a,
                Cell::strong(tr!(lang, "print-bye")),
                s.table,
                String::new(),
            ),
            Some(b) => {
                seat(
                    &s.a,
                    Cell::text(b.label(lang)),
                    s.table,
                    side_text(&s.a, s.walkover, lang),
                );
                seat(
                    b,
                    Cell::text(s.a.label(lang)),
                    s.table,
                    side_text(b, s.walkover, lang),
                );
            }
        }
    }
    rows.sort_by(|x, y| x.0.cmp(&y.0));
    for (_, row) in rows {
        t.push(row);
    }
    doc.table(&t);
    notes(&mut doc, &v);
    doc
}

/// Slips per page (one per quarter of the page).
pub const SLIPS_PER_PAGE: usize = 4;

/// One match slip per table, collated for cutting into quarters.
pub(super) fn slips<'f>(
    event: &Event,
    round: RoundRef,
    fonts: &'f Fonts,
    paper: Paper,
) -> Document<'f> {
    let lang = lang_of(event);
    let v = view(event, round, lang);
    let mut doc = Document::new(
        fonts,
        paper,
        header(event, super::Kind::Slips, Some(v.label.clone())),
    );
    let seats: Vec<&Seat> = v.seats.iter().filter(|s| s.needs_slip()).collect();
    if seats.is_empty() {
        doc.paragraph(&tr!(lang, "print-no-slips"), Style::regular(11.0));
        return doc;
    }
    let event_name = event.settings().name.clone();
    let double_sided = !v.sides_fixed;
    doc.collated_grid(seats.len(), SLIPS_PER_PAGE, 1, |p, rect, i| {
        if let Some(s) = seats.get(i) {
            slip(p, rect, &event_name, &v, s, double_sided, lang);
        }
    });
    doc
}

/// Draws one slip in `rect` (at least about 140 points high).
///
/// Layout: "Table 5" and "event — round" on top; one block per game (who plays Corp and
/// Runner, then boxes: Corp won, Runner won, Timed win, Draw); both players with a drop box
/// and a line for initials; a one-line instruction at the bottom.
fn slip(
    p: &mut Painter<'_>,
    rect: Rect,
    event: &str,
    v: &RoundView,
    s: &Seat,
    double_sided: bool,
    lang: Lang,
) {
    p.frame(rect, 0.8);
    let r = rect.inset(7.0);
    let title = if v.elimination {
        tr!(lang, "print-slip-game", n = s.table)
    } else {
        tr!(lang, "print-slip-table", n = s.table)
    };
    let tw = p.fonts().width(&title, 16.0, true);
    p.text(r.x, r.y + 15.0, r.w, &title, Style::bold(16.0), Align::Left);
    p.text(
        r.x + tw + 16.0,
        r.y + 14.0,
        (r.w - tw - 16.0).max(0.0),
        &format!("{event} \u{2014} {}", v.label),
        Style::regular(10.0),
        Align::Right,
    );
    p.line((r.x, r.y + 21.0), (r.right(), r.y + 21.0), 0.6);
    let Some(b) = &s.b else { return };
    let a = &s.a;
    let label = Style::regular(9.0);
    let name = Style::bold(10.5);
    let indent = 52.0;
    let col = (r.w - indent) / 2.0;
    // One block per game: (heading, Corp player, Runner player); `None` = sides to write in.
    let games: Vec<(String, Option<(&Entrant, &Entrant)>)> = if double_sided {
        vec![
            (tr!(lang, "print-slip-game", n = 1), Some((a, b))),
            (tr!(lang, "print-slip-game", n = 2), Some((b, a))),
        ]
    } else {
        match (a.side, b.side) {
            (Some(Side::Corp), _) | (_, Some(Side::Runner)) => vec![(String::new(), Some((a, b)))],
            (Some(Side::Runner), _) | (_, Some(Side::Corp)) => vec![(String::new(), Some((b, a)))],
            (None, None) => vec![(String::new(), None)],
        }
    };
    let side_labels = [tr!(lang, "print-slip-corp"), tr!(lang, "print-slip-runner")];
    let boxes = [
        tr!(lang, "print-slip-corp-won"),
        tr!(lang, "print-slip-runner-won"),
        tr!(lang, "print-slip-timed-win"),
        tr!(lang, "print-slip-draw"),
    ];
    let mut y = r.y + 21.0;
    for (heading, sides) in games {
        let names_y = y + 16.0;
        p.text(
            r.x,
            names_y,
            indent,
            &heading,
            Style::bold(10.5),
            Align::Left,
        );
        for (k, side) in side_labels.iter().enumerate() {
            let x = r.x + indent + col * k as f32;
            let lw = p.text(x, names_y, col, side, label, Align::Left) + 4.0;
            match sides {
                Some((corp, runner)) => {
                    let who = if k == 0 { corp } else { runner };
                    p.text(
                        x + lw,
                        names_y,
                        (col - lw - 8.0).max(0.0),
                        &who.label(lang),
                        name,
                        Align::Left,
                    );
                }
                None => {
                    p.write_in(x + lw, names_y, "", (col - lw - 16.0).max(20.0), label);
                }
            }
        }
        let boxes_y = names_y + 16.0;
        let mut x = r.x + indent;
        for what in &boxes {
            x = p.labelled_box(x, boxes_y, what, label);
        }
        y = boxes_y + 3.0;
    }
    if v.elimination {
        // A timed elimination game is decided by agenda points.
        let pts_y = y + 15.0;
        let x = p.write_in(
            r.x + indent,
            pts_y,
            &tr!(lang, "print-slip-agenda-points-corp"),
            230.0,
            label,
        );
        p.write_in(
            x - 4.0,
            pts_y,
            &tr!(lang, "print-slip-agenda-points-runner"),
            80.0,
            label,
        );
        y = pts_y + 3.0;
    }
    y += 5.0;
    p.line((r.x, y), (r.right(), y), 0.4);
    let players_y = y + 16.0;
    let half = r.w / 2.0;
    let (drop, initials) = (
        tr!(lang, "print-slip-drop"),
        tr!(lang, "print-slip-initials"),
    );
    for (k, e) in [a, b].into_iter().enumerate() {
        let x = r.x + half * k as f32;
        let tail = 150.0;
        let name_w = (half - tail).max(40.0);
        p.text(x, players_y, name_w, &e.name, Style::bold(9.5), Align::Left);
        let bx = p.labelled_box(x + name_w + 4.0, players_y, &drop, label);
        p.write_in(
            bx - 4.0,
            players_y,
            &initials,
            (x + half - 14.0 - bx).max(30.0),
            label,
        );
    }
    let hint = if !double_sided && a.side.is_none() && b.side.is_none() {
        tr!(lang, "print-slip-hint-sides")
    } else if v.elimination {
        tr!(lang, "print-slip-hint-elimination")
    } else {
        tr!(lang, "print-slip-hint-swiss")
    };
    let hint_y = (players_y + 17.0).min(r.bottom() - 1.0);
    p.text(r.x, hint_y, r.w, &hint, Style::regular(8.0), Align::Left);
}
