//! The Statistics screen: the charts of [`crate::io::charts`] drawn with egui's painter — the
//! field's and the cut's factions and identities, cut conversion, Corp and Runner wins per
//! stage, and for multiplayer events how pods ended.
//!
//! Every bar is a row of three parts: its label (a widget, right-aligned), the bar (painted:
//! the faction's colour with its pattern over it) and its numbers (a widget right after the bar,
//! "5 (31%) · Shaper"), so the chart reads without colour and screen readers get every number.
//! The organizer sees identities always; before round 1 is paired the screen says that players
//! do not see them yet.

use super::Cx;
use crate::app::theme;
use crate::app::words::Speaks as _;
use crate::engine::elimination::Bracket;
use crate::engine::multiplayer::Multiplayer;
use crate::engine::{Event, Player, SwissRound};
use crate::i18n::Lang;
use crate::io::charts::{self, Bar, Chart, Pattern, Rgb, Section};
use crate::tr;
use egui::{
    Align, Color32, Layout, Painter, Rect, RichText, Sense, Stroke, StrokeKind, pos2, vec2,
};

/// Identity charts show this many identities (and one bar for the rest) unless the organizer
/// asks for every one.
pub const TOP_IDENTITIES: usize = 15;
/// Height of one bar's row.
const ROW_H: f32 = 22.0;
/// The least room for the numbers after a bar (more where they need it).
const VALUE_W: f32 = 120.0;
/// Charts go side by side (Corp | Runner) from this width.
const TWO_COLUMNS_FROM: f32 = 980.0;

/// State of the Statistics screen.
#[derive(Default)]
pub struct StatisticsState {
    /// Show every identity instead of the most played.
    pub all_identities: bool,
    cache: Option<Cache>,
}

/// What the statistics are computed from: they depend on nothing else.
#[derive(PartialEq)]
struct Key {
    players: Vec<Player>,
    rounds: Vec<SwissRound>,
    cut: Option<Bracket>,
    multiplayer: Option<Multiplayer>,
    all_identities: bool,
    lang: Lang,
}

struct Cache {
    key: Key,
    sections: Vec<Section>,
}

fn key_of(event: &Event, all_identities: bool, lang: Lang) -> Key {
    Key {
        players: event.players().to_vec(),
        rounds: event.rounds().to_vec(),
        cut: event.cut().cloned(),
        multiplayer: event.multiplayer().cloned(),
        all_identities,
        lang,
    }
}

/// The sections the screen shows, in `lang` (computed again only when the event or the
/// language changed).
fn sections<'s>(event: &Event, state: &'s mut StatisticsState, lang: Lang) -> &'s [Section] {
    let key = key_of(event, state.all_identities, lang);
    if state.cache.as_ref().is_none_or(|c| c.key != key) {
        let stats = charts::statistics(event);
        let limit = (!state.all_identities).then_some(TOP_IDENTITIES);
        state.cache = Some(Cache {
            key,
            sections: charts::sections(&stats, limit, lang),
        });
    }
    state.cache.as_ref().map_or(&[], |c| c.sections.as_slice())
}

/// Draws the screen.
pub fn ui(ui: &mut egui::Ui, cx: &mut Cx<'_>, state: &mut StatisticsState) {
    let dark = ui.visuals().dark_mode;
    let lang = ui.lang();
    ui.horizontal(|ui| {
        ui.heading(tr!(lang, "stats-heading"));
        ui.add_space(16.0);
        ui.checkbox(
            &mut state.all_identities,
            tr!(lang, "stats-show-every-identity"),
        )
        .on_hover_text(tr!(
            lang,
            "stats-show-every-identity-hover",
            n = TOP_IDENTITIES
        ));
        if ui.button(tr!(lang, "stats-print")).clicked() {
            cx.actions.push(crate::app::Action::Print(
                crate::io::print::Kind::Statistics,
            ));
        }
    });
    if !cx.event.identities_public() {
        ui.label(RichText::new(tr!(lang, "stats-identities-hidden")).color(theme::attention(dark)));
    }
    ui.add_space(4.0);
    let sections = sections(cx.event, state, lang).to_vec();
    egui::ScrollArea::vertical()
        .auto_shrink([false, false])
        .show(ui, |ui| {
            for section in &sections {
                ui.add_space(10.0);
                ui.heading(&section.title);
                ui.separator();
                let two = ui.available_width() >= TWO_COLUMNS_FROM && section.charts.len() > 1;
                if two {
                    for pair in section.charts.chunks(2) {
                        ui.columns(2, |cols| {
                            for (col, chart) in cols.iter_mut().zip(pair) {
                                chart_ui(col, chart);
                            }
                        });
                    }
                } else {
                    for chart in &section.charts {
                        chart_ui(ui, chart);
                    }
                }
            }
            ui.add_space(16.0);
        });
}

/// One chart: its title, a row per bar, its caption.
pub fn chart_ui(ui: &mut egui::Ui, chart: &Chart) {
    let dark = ui.visuals().dark_mode;
    ui.add_space(6.0);
    ui.label(RichText::new(&chart.title).strong());
    if chart.bars.is_empty() {
        ui.label(RichText::new(tr!(ui.lang(), "chart-nothing")).color(theme::muted(dark)));
    }
    // Labels and numbers as wide as the longest needs (issue 37: identities and the numbers
    // with a long faction were cut with "…"), up to shares of the width; a label longer than
    // its share wraps onto a second line.
    let width = ui.available_width();
    let widest = |texts: &mut dyn Iterator<Item = String>| {
        texts
            .map(|t| super::text_width(ui, t, egui::TextStyle::Body))
            .fold(0.0, f32::max)
    };
    let label_w =
        (widest(&mut chart.bars.iter().map(|b| b.label.clone())) + 4.0).clamp(60.0, width * 0.35);
    let value_w =
        (widest(&mut chart.bars.iter().map(value_text)) + 10.0).clamp(VALUE_W, width * 0.45);
    let bar_w = (width - label_w - value_w - 12.0).max(40.0);
    for bar in &chart.bars {
        ui.horizontal(|ui| {
            ui.allocate_ui_with_layout(vec2(label_w, ROW_H), Layout::top_down(Align::Max), |ui| {
                ui.set_min_size(vec2(label_w, ROW_H));
                ui.set_max_width(label_w);
                ui.add(egui::Label::new(&bar.label).wrap())
                    .on_hover_text(charts::bar_text(bar));
            });
            let (rect, response) =
                ui.allocate_exact_size(vec2(bar_w + value_w, ROW_H), Sense::hover());
            let length = bar.length.clamp(0.0, 1.0) * bar_w;
            let drawn = if bar.length > 0.0 {
                length.max(2.0)
            } else {
                0.0
            };
            let bar_rect = Rect::from_min_size(
                pos2(rect.left(), rect.top() + 3.0),
                vec2(drawn, ROW_H - 6.0),
            );
            if drawn > 0.0 {
                paint_bar(ui.painter(), bar_rect, bar.colour, bar.pattern, dark);
            }
            let value_rect = Rect::from_min_max(
                pos2(rect.left() + drawn + 6.0, rect.top()),
                rect.right_bottom(),
            );
            ui.scope_builder(
                egui::UiBuilder::new()
                    .max_rect(value_rect)
                    .layout(Layout::left_to_right(Align::Center)),
                |ui| ui.add(egui::Label::new(value_text(bar)).truncate()),
            );
            response.on_hover_text(charts::bar_text(bar));
        });
    }
    ui.label(
        RichText::new(charts::capitalised(&chart.caption))
            .small()
            .color(theme::muted(dark)),
    );
}

/// The numbers after a bar: "5 (31%)", with the faction for identities.
pub fn value_text(bar: &Bar) -> String {
    if bar.note.is_empty() {
        bar.value.clone()
    } else {
        format!("{} · {}", bar.value, bar.note)
    }
}

fn colour(c: Rgb) -> Color32 {
    Color32::from_rgb(c.0, c.1, c.2)
}

/// A bar: its colour, its pattern in black or white over it (whichever reads on the colour),
/// and a thin frame so light colours stand out from the background.
pub fn paint_bar(painter: &Painter, rect: Rect, fill: Rgb, pattern: Pattern, dark: bool) {
    painter.rect_filled(rect, 2.0, colour(fill));
    let ink = if fill.is_light() {
        Color32::from_black_alpha(150)
    } else {
        Color32::from_white_alpha(170)
    };
    let p = painter.with_clip_rect(rect.intersect(painter.clip_rect()));
    let stroke = Stroke::new(1.5, ink);
    let step = 7.0;
    let (l, r, t, b) = (rect.left(), rect.right(), rect.top(), rect.bottom());
    let horizontal = |p: &Painter| {
        let mut y = t + step / 2.0;
        while y < b {
            p.line_segment([pos2(l, y), pos2(r, y)], stroke);
            y += step;
        }
    };
    let vertical = |p: &Painter| {
        let mut x = l + step / 2.0;
        while x < r {
            p.line_segment([pos2(x, t), pos2(x, b)], stroke);
            x += step;
        }
    };
    match pattern {
        Pattern::Solid => {}
        Pattern::Diagonal => {
            let h = rect.height();
            let mut x = l - h;
            while x < r {
                p.line_segment([pos2(x, b), pos2(x + h, t)], stroke);
                x += step;
            }
        }
        Pattern::Horizontal => horizontal(&p),
        Pattern::Vertical => vertical(&p),
        Pattern::Cross => {
            horizontal(&p);
            vertical(&p);
        }
        Pattern::Dots => {
            let mut y = t + step / 2.0;
            while y < b {
                let mut x = l + step / 2.0;
                while x < r {
                    p.circle_filled(pos2(x, y), 1.6, ink);
                    x += step;
                }
                y += step;
            }
        }
    }
    let frame = if dark {
        Color32::from_gray(200)
    } else {
        Color32::from_gray(60)
    };
    painter.rect_stroke(rect, 2.0, Stroke::new(0.6, frame), StrokeKind::Inside);
}
