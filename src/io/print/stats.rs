//! The statistics printout: the charts of [`crate::io::charts`] as labelled grey bars (store
//! printers are black and white; every bar says what it is and its numbers in text).

use super::fonts::Fonts;
use super::layout::{Align, Document, Rect, Style};
use super::{Kind, Paper, header, lang_of};
use crate::engine::Event;
use crate::io::charts::{self, Chart};
use crate::tr;

/// Identity charts on paper keep the most played (the rest in one bar).
const MAX_IDENTITIES: usize = 12;
const ROW_H: f32 = 15.0;
const TEXT: f32 = 9.0;

/// The statistics document of `event` (the player view: see `render_with`).
pub(super) fn statistics<'f>(event: &Event, fonts: &'f Fonts, paper: Paper) -> Document<'f> {
    let lang = lang_of(event);
    let stage = match (event.cut(), event.rounds().last()) {
        (Some(b), _) if b.is_finished() => tr!(lang, "print-stats-final"),
        (Some(_), _) => tr!(lang, "print-stats-during-cut"),
        (None, Some(r)) if r.all_reported() => tr!(lang, "print-standings-after", n = r.number),
        (None, Some(r)) => tr!(lang, "print-stats-during-round", n = r.number),
        (None, None) => match event.multiplayer().map(|m| m.rounds.len()) {
            Some(n) if n > 0 && event.is_multiplayer() => {
                tr!(lang, "print-stats-after-rounds", n = n)
            }
            _ => tr!(lang, "print-standings-before"),
        },
    };
    let mut doc = Document::new(fonts, paper, header(event, Kind::Statistics, Some(stage)));
    if !event.identities_public() {
        // Players see no identity, and so no breakdown, before round 1 is paired.
        doc.paragraph(&tr!(lang, "print-stats-hidden"), Style::bold(11.0));
        return doc;
    }
    let stats = charts::statistics(event);
    for section in charts::sections(&stats, Some(MAX_IDENTITIES), lang) {
        let first = section.charts.first().map_or(0.0, chart_height);
        doc.heading(&section.title, 14.0, first);
        for chart in &section.charts {
            draw_chart(&mut doc, chart, &tr!(lang, "print-stats-nothing"));
        }
        doc.space(6.0);
    }
    doc
}

fn chart_height(c: &Chart) -> f32 {
    TEXT * 1.8 + ROW_H * c.bars.len().max(1) as f32 + TEXT * 1.6
}

fn draw_chart(doc: &mut Document<'_>, chart: &Chart, nothing: &str) {
    doc.ensure(chart_height(chart));
    let body = doc.body();
    let mut y = doc.cursor();
    // The label column as wide as its longest label needs, up to 45% of the page (issue 37:
    // long identities were shortened with "…" at a fixed 30%).
    let longest = chart
        .bars
        .iter()
        .map(|b| doc.fonts().width(&b.label, TEXT, false))
        .fold(0.0, f32::max);
    let label_w = (longest + 2.0).clamp(body.w * 0.2, body.w * 0.45);
    let bar_x = body.x + label_w + 6.0;
    let value_w = 150.0;
    let bar_w = (body.w - label_w - 6.0 - value_w - 6.0).max(40.0);
    let mut p = doc.painter();
    p.text(
        body.x,
        y + TEXT + 1.0,
        body.w,
        &chart.title,
        Style::bold(TEXT + 1.0),
        Align::Left,
    );
    y += TEXT * 1.8;
    if chart.bars.is_empty() {
        p.text(
            body.x,
            y + TEXT,
            body.w,
            nothing,
            Style::regular(TEXT),
            Align::Left,
        );
        y += ROW_H;
    }
    for b in &chart.bars {
        let baseline = y + ROW_H * 0.5 + TEXT * 0.35;
        p.text(
            body.x,
            baseline,
            label_w,
            &b.label,
            Style::regular(TEXT),
            Align::Right,
        );
        let w = b.length.clamp(0.0, 1.0) * bar_w;
        let rect = Rect::new(
            bar_x,
            y + 2.5,
            w.max(if b.length > 0.0 { 1.0 } else { 0.0 }),
            ROW_H - 5.0,
        );
        if rect.w > 0.0 {
            p.fill(rect, b.colour.grey().max(60));
            p.frame(rect, 0.4);
        }
        let value = if b.note.is_empty() {
            b.value.clone()
        } else {
            format!("{} \u{b7} {}", b.value, b.note)
        };
        p.text(
            bar_x + rect.w + 5.0,
            baseline,
            value_w + bar_w - rect.w,
            &value,
            Style::regular(TEXT),
            Align::Left,
        );
        y += ROW_H;
    }
    let caption = charts::capitalised(&chart.caption);
    p.text(
        body.x,
        y + TEXT,
        body.w,
        &caption,
        Style::regular(TEXT - 1.0),
        Align::Left,
    );
    y += TEXT * 1.6;
    let advance = y - doc.cursor();
    doc.space(advance + 4.0);
}
