//! Printouts of the whole event: standings, the cut bracket, the registration sheet.

use super::column;
use super::fonts::Fonts;
use super::layout::{Align, Cell, Column, Document, Style, Table, Width};
use super::{Kind, Paper, header, lang_of, source_text};
use crate::engine::elimination::{Bracket, BracketKind, GameStatus, ResultKind};
use crate::engine::standings::three_decimals;
use crate::engine::views::{self, Note, Slot, Stage};
use crate::engine::{Event, PlayerId, PlayerStatus};
use crate::i18n::Lang;
use crate::io::identities;
use crate::io::names::player_sort_key;
use crate::io::words;
use crate::tr;

/// A standings printout's document, headed with what the standings reflect: "Before round 1",
/// "After round 3", or "During round 4 (provisional)" with a line saying how many of that round's
/// games (tables, or `pods`) have no result yet. `latest` is the round the standings reflect
/// and its number of games without a result. Shared by the Swiss and the multiplayer standings.
pub(super) fn standings_document<'f>(
    event: &Event,
    latest: Option<(u32, usize)>,
    pods: bool,
    fonts: &'f Fonts,
    paper: Paper,
) -> Document<'f> {
    let lang = lang_of(event);
    let stage = match latest {
        None => tr!(lang, "print-standings-before"),
        Some((n, 0)) => tr!(lang, "print-standings-after", n = n),
        Some((n, _)) => tr!(lang, "print-standings-during", n = n),
    };
    let mut doc = Document::new(fonts, paper, header(event, Kind::Standings, Some(stage)));
    if let Some((_, missing)) = latest.filter(|&(_, missing)| missing > 0) {
        let text = if pods {
            tr!(lang, "print-provisional-pods", n = missing)
        } else {
            tr!(lang, "print-provisional-tables", n = missing)
        };
        doc.paragraph(&text, Style::bold(10.0));
        doc.space(4.0);
    }
    doc
}

/// The Swiss standings after `round` (or everything entered so far).
pub(super) fn standings<'f>(
    event: &Event,
    round: Option<u32>,
    fonts: &'f Fonts,
    paper: Paper,
) -> Document<'f> {
    let v = views::standings(event, round);
    let latest = match v.stage {
        Stage::BeforeRound1 => None,
        Stage::After { round } => Some((round, 0)),
        Stage::During { round, unreported } => Some((round, unreported)),
    };
    let lang = lang_of(event);
    let mut doc = standings_document(event, latest, false, fonts, paper);
    // After the cut, the current standings start with the cut's places (as the Standings screen
    // does); the Swiss standings follow.
    let cut = event.cut().filter(|_| round.is_none());
    if let Some(b) = cut {
        let n = b.cut().players();
        let (heading, note) = if b.is_finished() {
            (tr!(lang, "print-top-cut-final-places", n = n), None)
        } else {
            (
                tr!(lang, "print-top-cut-places-so-far", n = n),
                Some(tr!(lang, "print-places-open-note")),
            )
        };
        doc.heading(&heading, 13.0, 60.0);
        doc.table(&places_table(event, b, lang));
        if let Some(n) = note {
            doc.paragraph(&n, Style::regular(8.5));
        }
        doc.space(14.0);
        doc.heading(&tr!(lang, "print-swiss-standings"), 13.0, 60.0);
    }
    let mut t = Table::new(vec![
        column(lang, "print-col-rank", Width::Points(42.0), Align::Right),
        column(lang, "print-col-player", Width::Share(1.3), Align::Left),
        column(lang, "side-corp", Width::Share(1.0), Align::Left),
        column(lang, "side-runner", Width::Share(1.0), Align::Left),
        column(lang, "print-col-points", Width::Points(50.0), Align::Right),
        column(lang, "print-col-sos", Width::Points(46.0), Align::Right),
        column(lang, "print-col-esos", Width::Points(46.0), Align::Right),
    ]);
    // Score adjustments of the rounds these standings count: the points are marked with *.
    let adjustments: Vec<String> = v
        .adjustments
        .iter()
        .map(|a| {
            tr!(
                lang,
                "standings-adjust-line",
                round = a.round,
                player = a.name.as_str(),
                delta = crate::engine::command::signed(a.delta),
                reason = a.reason.as_str()
            )
        })
        .collect();
    for row in &v.rows {
        // The row's notes after the name, as on the screen and the command line ("Ann (dropped
        // after round 3, bye)"); adjusted points are marked * instead. A long name keeps a †.
        let notes: Vec<Note> = row
            .notes
            .iter()
            .copied()
            .filter(|n| !matches!(n, Note::Adjusted { .. }))
            .collect();
        let name = if notes.is_empty() {
            Cell::text(row.name.clone())
        } else {
            let short = if row.dropped() {
                format!("{} \u{2020}", row.name) // i18n: not text
            } else {
                row.name.clone()
            };
            let with = |notes: &[Note]| {
                tr!(
                    lang,
                    "print-name-notes",
                    name = row.name.as_str(),
                    notes = words::notes(lang, notes)
                )
            };
            let mut options = vec![with(&notes)];
            if row.dropped() {
                options.push(with(&[Note::Dropped { after: None }]));
            }
            options.push(short);
            Cell::Choice(options)
        };
        t.push(vec![
            Cell::text(row.rank.to_string()),
            name,
            identity(row.corp.as_deref()),
            identity(row.runner.as_deref()),
            Cell::strong(if row.adjusted().is_some() {
                format!("{}*", row.points) // i18n: not text
            } else {
                row.points.to_string()
            }),
            Cell::text(three_decimals(&row.sos)),
            Cell::text(three_decimals(&row.esos)),
        ]);
    }
    doc.table(&t);
    doc.space(8.0);
    if !adjustments.is_empty() {
        doc.paragraph(
            &tr!(
                lang,
                "print-standings-adjustments",
                list = adjustments.join(tr!(lang, "print-list-separator").as_str())
            ),
            Style::regular(8.5),
        );
        doc.space(4.0);
    }
    if v.rows.is_empty() {
        doc.paragraph(&tr!(lang, "print-no-players"), Style::regular(10.0));
    }
    let mut note = vec![tr!(lang, "print-standings-note-sos")];
    if v.rows.iter().any(|r| r.dropped()) {
        // The rows say "(dropped)", or † where the name leaves no room for it.
        note.push(tr!(lang, "print-standings-note-dropped"));
    }
    if cut.is_some() {
        note.push(tr!(lang, "print-standings-note-bracket"));
    }
    doc.paragraph(&note.join(" "), Style::regular(8.5));
    doc
}

/// The cut's places, 1st first, with the seeds; "—" for a place not decided yet; then the
/// players disqualified during the cut ("DQ", no place).
fn places_table(event: &Event, b: &Bracket, lang: Lang) -> Table {
    let mut t = Table::new(vec![
        column(lang, "print-col-place", Width::Points(50.0), Align::Right),
        column(lang, "print-col-player", Width::Share(1.0), Align::Left),
        column(lang, "print-col-seed", Width::Points(52.0), Align::Right),
    ])
    .with_size(11.0);
    for (i, p) in b.places().iter().enumerate() {
        t.push(vec![
            Cell::strong(tr!(lang, "print-place", n = i + 1)),
            Cell::text(
                p.map(|p| event.name_of(p))
                    .unwrap_or_else(|| "\u{2014}".into()),
            ),
            Cell::text(
                p.and_then(|p| b.seed_of(p))
                    .map(|s| s.to_string())
                    .unwrap_or_default(),
            ),
        ]);
    }
    for &p in b.disqualified() {
        t.push(vec![
            Cell::strong(tr!(lang, "print-dq")),
            Cell::text(tr!(
                lang,
                "print-disqualified-no-place",
                name = event.name_of(p)
            )),
            Cell::text(b.seed_of(p).map(|s| s.to_string()).unwrap_or_default()),
        ]);
    }
    t
}

/// A dropped player's name: "Ann (dropped)", or "Ann †" where the name leaves no room.
pub(super) fn dropped_name(name: &str, lang: Lang) -> Cell {
    Cell::Choice(vec![
        tr!(lang, "print-dropped-name", name = name),
        format!("{name} \u{2020}"),
    ])
}

/// The cut: seeds, games with sides and results, places.
pub(super) fn bracket<'f>(
    event: &Event,
    b: &Bracket,
    fonts: &'f Fonts,
    paper: Paper,
) -> Document<'f> {
    let lang = lang_of(event);
    let n = b.cut().players();
    let title = match b.kind() {
        BracketKind::DoubleElimination => tr!(lang, "print-bracket-double", n = n),
        BracketKind::SingleElimination => tr!(lang, "print-bracket-single", n = n),
        BracketKind::SingleEliminationFixed => tr!(lang, "print-bracket-single-fixed", n = n),
    };
    let mut doc = Document::new(fonts, paper, header(event, Kind::Bracket, Some(title)));
    let seeded = |p: PlayerId| match b.seed_of(p) {
        Some(s) => format!("{} ({s})", event.name_of(p)),
        None => event.name_of(p),
    };
    if b.kind().is_single() {
        doc.paragraph(&tr!(lang, "print-bracket-single-note"), Style::regular(9.0));
        doc.space(6.0);
    }
    let finished = b.is_finished();
    let place_rows = |doc: &mut Document<'_>| doc.table(&places_table(event, b, lang));
    if finished {
        doc.heading(&tr!(lang, "print-final-places"), 13.0, 60.0);
        place_rows(&mut doc);
        doc.space(14.0);
    }
    doc.heading(&tr!(lang, "print-games"), 13.0, 60.0);
    let mut t = Table::new(vec![
        column(lang, "print-col-round", Width::Points(44.0), Align::Right),
        column(lang, "print-col-game", Width::Points(40.0), Align::Right),
        column(lang, "print-col-section", Width::Points(80.0), Align::Left),
        column(
            lang,
            "print-col-player-1-seed",
            Width::Share(1.0),
            Align::Left,
        ),
        column(
            lang,
            "print-col-player-2-seed",
            Width::Share(1.0),
            Align::Left,
        ),
        column(lang, "side-corp", Width::Share(0.75), Align::Left),
        column(lang, "print-col-winner", Width::Share(0.9), Align::Left),
    ])
    .with_size(9.0);
    for bg in views::bracket_games(event) {
        let g = &bg.game;
        let player = |i: usize| match &bg.slots[i] {
            Slot::Player(p) => {
                let mut s = seeded(p.player);
                if p.dropped {
                    s = tr!(lang, "print-tag-dropped", name = s);
                }
                if p.disqualified {
                    s = tr!(lang, "print-tag-disqualified", name = s);
                }
                s
            }
            Slot::From(source) => source_text(*source, lang),
        };
        let winner = match (g.status, g.result) {
            (_, Some(r)) => match r.kind {
                ResultKind::Played => Cell::strong(event.name_of(r.winner)),
                ResultKind::Draw => Cell::strong(tr!(
                    lang,
                    "print-winner-draw",
                    name = event.name_of(r.winner)
                )),
                ResultKind::Bye => Cell::strong(tr!(
                    lang,
                    "print-winner-bye",
                    name = event.name_of(r.winner)
                )),
            },
            (GameStatus::NotNeeded, None) => Cell::text(tr!(lang, "print-game-not-needed")),
            (GameStatus::Ready, None) => Cell::text(tr!(lang, "print-game-playing")),
            _ => Cell::Blank,
        };
        t.push(vec![
            Cell::text(g.round().to_string()),
            Cell::text(g.number().to_string()),
            Cell::text(words::section(g.spec.section, lang)),
            Cell::text(player(0)),
            Cell::text(player(1)),
            Cell::text(g.sides.map(|s| event.name_of(s.corp)).unwrap_or_default()),
            winner,
        ]);
    }
    doc.table(&t);
    doc.space(14.0);
    if !finished {
        doc.heading(&tr!(lang, "print-places-so-far"), 13.0, 60.0);
        place_rows(&mut doc);
        doc.space(14.0);
    }
    doc.heading(&tr!(lang, "print-seeds"), 13.0, 60.0);
    let mut s = Table::new(vec![
        column(lang, "print-col-seed", Width::Points(52.0), Align::Right),
        column(lang, "print-col-player", Width::Share(1.0), Align::Left),
        column(
            lang,
            "print-col-swiss-points",
            Width::Points(80.0),
            Align::Right,
        ),
        column(lang, "print-col-note", Width::Share(0.8), Align::Left),
    ])
    .with_size(10.0);
    let swiss = event.standings();
    for (p, seed) in b.seeds().iter().zip(1u32..) {
        let mut note = Vec::new();
        if let Some(side) = b.side_preference(*p) {
            note.push(tr!(
                lang,
                "print-prefers-side",
                side = words::side(side, lang)
            ));
        }
        if b.dropped().contains(p) {
            note.push(tr!(lang, "print-note-dropped"));
        }
        s.push(vec![
            Cell::text(seed.to_string()),
            Cell::text(event.name_of(*p)),
            Cell::text(
                swiss
                    .of(*p)
                    .map(|r| r.points.to_string())
                    .unwrap_or_default(),
            ),
            Cell::text(note.join(", ")),
        ]);
    }
    doc.table(&s);
    doc
}

/// The registration sheet: every player (not disqualified) alphabetically, with a
/// "present" box.
pub(super) fn registration<'f>(event: &Event, fonts: &'f Fonts, paper: Paper) -> Document<'f> {
    let mut players: Vec<_> = event
        .players()
        .iter()
        .filter(|p| p.status != PlayerStatus::Disqualified)
        .collect();
    players.sort_by_cached_key(|p| player_sort_key(p));
    let lang = lang_of(event);
    let count = tr!(lang, "print-player-count", n = players.len());
    let mut doc = Document::new(fonts, paper, header(event, Kind::Registration, Some(count)));
    let pronouns = players.iter().any(|p| p.pronouns.is_some());
    let mut columns = vec![
        Column::new("#", Width::Points(30.0), Align::Right),
        column(lang, "print-col-player", Width::Share(1.2), Align::Left),
    ];
    if pronouns {
        columns.push(column(
            lang,
            "print-col-pronouns",
            Width::Points(70.0),
            Align::Left,
        ));
    }
    columns.extend([
        column(
            lang,
            "print-col-corp-identity",
            Width::Share(1.0),
            Align::Left,
        ),
        column(
            lang,
            "print-col-runner-identity",
            Width::Share(1.0),
            Align::Left,
        ),
        column(
            lang,
            "print-col-present",
            Width::Points(60.0),
            Align::Center,
        ),
    ]);
    let mut t = Table::new(columns).with_size(11.0);
    for (i, p) in players.iter().enumerate() {
        let name = if p.status == PlayerStatus::Dropped {
            dropped_name(&p.name, lang)
        } else {
            Cell::strong(p.name.clone())
        };
        let mut row = vec![Cell::text((i + 1).to_string()), name];
        if pronouns {
            row.push(Cell::text(p.pronouns.clone().unwrap_or_default()));
        }
        row.extend([
            identity(p.corp.as_deref()),
            identity(p.runner.as_deref()),
            Cell::Check,
        ]);
        t.push(row);
    }
    doc.table(&t);
    if players.is_empty() {
        doc.space(8.0);
        doc.paragraph(&tr!(lang, "print-no-players"), Style::regular(10.0));
    }
    if !event.identities_public()
        && players
            .iter()
            .any(|p| p.corp.is_some() || p.runner.is_some())
    {
        doc.space(8.0);
        doc.paragraph(&tr!(lang, "print-registration-note"), Style::regular(9.0));
    }
    doc
}

/// An identity cell: the full title when it fits, else the part that tells it apart
/// ([`identities::short_title`]: "Hoshiko Shiro: Untold Protagonist" → "Hoshiko Shiro",
/// "Weyland Consortium: Built to Last" → "Built to Last").
pub(super) fn identity(title: Option<&str>) -> Cell {
    let Some(title) = title.map(str::trim).filter(|t| !t.is_empty()) else {
        return Cell::Blank;
    };
    let short = identities::short_title(title);
    if short == title {
        Cell::text(title)
    } else {
        Cell::Choice(vec![title.to_string(), short.to_string()])
    }
}
