//! Deck-list printouts: each player's lists (both sides, cards by type with their sets, the
//! check's verdict, a signature line) and the organizer's registration summary.

use super::column;
use super::layout::{Align, Cell, Document, Style, Table, Width};
use super::{Kind, Paper, fonts::Fonts, header, lang_of};
use crate::engine::cards::{CardDb, Deck, Legality};
use crate::engine::{Event, PlayerId, PlayerStatus, Side};
use crate::i18n::Lang;
use crate::io::decks::{ListStatus, NO_IDENTITY, event_rules, list_status, status};
use crate::io::explain::Explain as _;
use crate::io::names::player_sort_key;
use crate::io::words;
use crate::tr;

fn today() -> chrono::NaiveDate {
    chrono::Local::now().date_naive()
}

/// Players whose lists print: one, or everyone not disqualified, by name.
fn players(event: &Event, only: Option<PlayerId>) -> Vec<&crate::engine::Player> {
    let mut v: Vec<_> = event
        .players()
        .iter()
        .filter(|p| p.status != PlayerStatus::Disqualified)
        .filter(|p| only.is_none_or(|id| p.id == id))
        .collect();
    v.sort_by_cached_key(|p| player_sort_key(p));
    v
}

/// The set a card is shown with: its newest printing's set in the pool, else its newest.
fn set_name(db: &CardDb, rules: Option<&Legality>, id: &str) -> String {
    let Some(card) = db.card(id) else {
        return String::new();
    };
    let in_pool =
        |set: &str| rules.is_none_or(|r| r.pool.is_some_and(|p| p.sets.iter().any(|s| s == set)));
    card.printings
        .iter()
        .rev()
        .find(|(_, s)| in_pool(s))
        .or(card.printings.last())
        .and_then(|(_, s)| db.set(s))
        .map(|s| s.name.clone())
        .unwrap_or_default()
}

/// The list's identity, or that it has none, in `lang`.
fn identity(s: &ListStatus, lang: Lang) -> String {
    if s.identity == NO_IDENTITY {
        tr!(lang, "deckcheck-identity-none")
    } else {
        s.identity.clone()
    }
}

fn verdict(s: &ListStatus, checked: bool, lang: Lang) -> String {
    if !checked {
        tr!(lang, "print-deck-not-checked")
    } else if s.problems.is_empty() {
        tr!(lang, "print-deck-legal")
    } else {
        tr!(lang, "print-deck-problems", n = s.problems.len())
    }
}

fn side_block(
    doc: &mut Document<'_>,
    db: &CardDb,
    rules: Option<&Legality>,
    side: Side,
    deck: Option<(&Deck, bool)>,
    lang: Lang,
) {
    let side_word = words::side(side, lang);
    let Some((deck, corrected)) = deck else {
        doc.heading(
            &tr!(lang, "print-deck-no-list", side = side_word),
            12.0,
            20.0,
        );
        doc.space(8.0);
        return;
    };
    let st = list_status(deck, side, corrected, rules);
    let mut title = format!("{side_word}: {}", identity(&st, lang));
    if let Some(n) = &deck.name {
        title.push_str(&format!(" \u{2014} \u{201c}{n}\u{201d}"));
    }
    doc.heading(&title, 12.0, 60.0);
    let sum = &st.summary;
    let mut facts = vec![tr!(
        lang,
        "print-deck-cards",
        n = sum.cards,
        min = sum.minimum.map_or_else(|| "?".into(), |m| m.to_string())
    )];
    facts.push(tr!(
        lang,
        "print-deck-influence",
        n = sum.influence,
        max = sum
            .influence_limit
            .map_or_else(|| tr!(lang, "print-deck-unlimited"), |l| l.to_string())
    ));
    if side == Side::Corp {
        facts.push(tr!(lang, "print-deck-agenda-points", n = sum.agenda_points));
    }
    if corrected {
        facts.push(tr!(lang, "print-deck-corrected"));
    }
    doc.paragraph(&facts.join(" \u{b7} "), Style::regular(9.0));
    let mut t = Table::new(vec![
        column(
            lang,
            "print-col-quantity",
            Width::Points(28.0),
            Align::Right,
        ),
        column(lang, "print-col-card", Width::Share(2.0), Align::Left),
        column(lang, "print-col-set", Width::Share(1.2), Align::Left),
        column(
            lang,
            "print-col-influence",
            Width::Points(28.0),
            Align::Right,
        ),
    ])
    .with_size(8.5);
    for (kind, entries) in crate::io::decklist::by_type(deck, db) {
        let n: u32 = entries.iter().map(|e| e.copies).sum();
        t.push(vec![
            Cell::Blank,
            Cell::strong(format!("{kind} ({n})")),
            Cell::Blank,
            Cell::Blank,
        ]);
        for e in entries {
            let inf = sum.costs.get(&e.id).copied().unwrap_or(0);
            t.push(vec![
                Cell::text(format!("{}x", e.copies)),
                Cell::text(e.title.clone()),
                Cell::text(set_name(db, rules, &e.id)),
                Cell::text(if inf > 0 {
                    inf.to_string()
                } else {
                    String::new()
                }),
            ]);
        }
    }
    doc.table(&t);
    let checked = rules.is_some();
    doc.space(4.0);
    doc.paragraph(
        &tr!(
            lang,
            "print-deck-check",
            verdict = verdict(&st, checked, lang)
        ),
        Style::bold(9.5),
    );
    for p in &st.problems {
        doc.paragraph(
            &format!("\u{2022} {}", p.explain(lang)),
            Style::regular(9.0),
        );
    }
    doc.space(10.0);
}

/// The line that says the card data may be too old for the event's date, in `lang`.
fn stale_line(event: &Event, db: &CardDb, lang: Lang) -> Option<String> {
    let newest = db.stale_on(crate::io::decks::event_date(event, today()))?;
    let iso = newest.to_string();
    let date = lang.date(&iso);
    Some(tr!(
        lang,
        "print-deck-card-data-stale",
        iso = iso,
        date = date
    ))
}

/// Each player's lists, one player from a new page.
pub(super) fn deck_lists<'f>(
    event: &Event,
    only: Option<PlayerId>,
    db: &CardDb,
    fonts: &'f Fonts,
    paper: Paper,
) -> Document<'f> {
    let lang = lang_of(event);
    let rules = event_rules(event, db, today());
    let checked_against = match &rules {
        Ok(r) => tr!(
            lang,
            "print-deck-checked-against",
            rules = crate::io::explain::files::rules(r, lang)
        ),
        Err(e) => tr!(
            lang,
            "print-deck-not-checked-because",
            why = e.explain(lang)
        ),
    };
    let rules = rules.ok();
    let stale = stale_line(event, db, lang);
    let list = players(event, only);
    let label = match (only, list.first()) {
        (Some(_), Some(p)) => p.name.clone(),
        _ => tr!(lang, "print-player-count", n = list.len()),
    };
    let mut doc = Document::new(fonts, paper, header(event, Kind::DeckLists, Some(label)));
    for (i, p) in list.iter().enumerate() {
        if i > 0 {
            doc.new_page();
        }
        doc.heading(&p.name, 16.0, 40.0);
        doc.paragraph(&checked_against, Style::regular(9.0));
        if let Some(line) = &stale {
            doc.paragraph(line, Style::bold(9.0));
        }
        doc.space(6.0);
        for side in [Side::Corp, Side::Runner] {
            let reg = event.deck(p.id, side).map(|r| (&r.deck, r.corrected));
            side_block(&mut doc, db, rules.as_ref(), side, reg, lang);
        }
        doc.ensure(60.0);
        doc.space(14.0);
        doc.paragraph(&tr!(lang, "print-deck-signature"), Style::regular(10.0));
        doc.space(8.0);
        doc.paragraph(&tr!(lang, "print-deck-checked-by"), Style::regular(10.0));
    }
    if list.is_empty() {
        doc.paragraph(&tr!(lang, "print-no-players"), Style::regular(11.0));
    }
    doc
}

/// The organizer's summary: every player's two lists with identity and verdict, who is
/// missing one, and each problem.
pub(super) fn registration<'f>(
    event: &Event,
    db: &CardDb,
    fonts: &'f Fonts,
    paper: Paper,
) -> Document<'f> {
    let lang = lang_of(event);
    let st = status(event, db, today());
    let count = tr!(
        lang,
        "print-deck-complete",
        n = st.complete,
        total = st.rows.len()
    );
    let mut doc = Document::new(
        fonts,
        paper,
        header(event, Kind::DeckRegistration, Some(count)),
    );
    doc.paragraph(&st.heading, Style::regular(9.5));
    if let Some(line) = stale_line(event, db, lang) {
        doc.paragraph(&line, Style::bold(9.5));
    }
    let missing: usize = st
        .rows
        .iter()
        .map(|r| usize::from(r.corp.is_none()) + usize::from(r.runner.is_none()))
        .sum();
    doc.paragraph(
        &[
            tr!(lang, "print-player-count", n = st.rows.len()),
            tr!(lang, "print-deck-both-lists", n = st.complete),
            tr!(lang, "print-deck-missing-lists", n = missing),
            tr!(lang, "print-deck-lists-with-problems", n = st.with_problems),
        ]
        .join(" \u{b7} "),
        Style::bold(10.0),
    );
    doc.space(6.0);
    let mut t = Table::new(vec![
        column(lang, "print-col-player", Width::Share(1.1), Align::Left),
        column(lang, "side-corp", Width::Share(1.0), Align::Left),
        column(lang, "print-col-check", Width::Points(64.0), Align::Left),
        column(lang, "side-runner", Width::Share(1.0), Align::Left),
        column(lang, "print-col-check", Width::Points(64.0), Align::Left),
    ])
    .with_size(8.5);
    // Short identity names: a Corp's subtitle ("Engineering the Future"), a Runner's name.
    let missing_word = tr!(lang, "print-deck-missing");
    let cell = |side: Side, c: Option<&ListStatus>| match c {
        None => (
            Cell::text(missing_word.clone()),
            Cell::strong(missing_word.clone()),
        ),
        Some(s) => (
            Cell::Choice(vec![
                identity(s, lang),
                match (side, s.identity.split_once(':')) {
                    (Side::Corp, Some((_, sub))) => sub.trim().to_string(),
                    (_, Some((name, _))) => name.to_string(),
                    (_, None) => identity(s, lang),
                },
            ]),
            if s.problems.is_empty() && st.checked {
                Cell::text(verdict(s, st.checked, lang))
            } else {
                Cell::strong(verdict(s, st.checked, lang))
            },
        ),
    };
    for r in &st.rows {
        let (ci, cv) = cell(Side::Corp, r.side(Side::Corp));
        let (ri, rv) = cell(Side::Runner, r.side(Side::Runner));
        t.push(vec![Cell::strong(r.player.clone()), ci, cv, ri, rv]);
    }
    doc.table(&t);
    let with: Vec<_> = st
        .rows
        .iter()
        .flat_map(|r| {
            [Side::Corp, Side::Runner]
                .into_iter()
                .filter_map(move |s| r.side(s).map(|c| (r, s, c)))
        })
        .filter(|(_, _, c)| !c.problems.is_empty())
        .collect();
    if !with.is_empty() {
        doc.space(10.0);
        doc.heading(&tr!(lang, "print-deck-problems-heading"), 12.0, 40.0);
        for (r, side, c) in with {
            doc.paragraph(
                &format!(
                    "{} \u{2014} {}: {}",
                    r.player,
                    words::side(side, lang),
                    identity(c, lang)
                ),
                Style::bold(9.5),
            );
            for p in &c.problems {
                doc.paragraph(
                    &format!("\u{2022} {}", p.explain(lang)),
                    Style::regular(9.0),
                );
            }
        }
    }
    doc
}
