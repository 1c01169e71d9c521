//! Streaming marks (issue 22): a camera drawn with the painter (no font needs a glyph for it).
//! Crossed out, it marks a player who asked not to be filmed; plain, the round's featured table
//! (the one the stream films). Screen readers and the kittests read their labels.

use super::words::Speaks as _;
use crate::engine::{Command, Event, RoundRef};
use crate::tr;
use egui::{Color32, Response, RichText, Sense, Stroke, Ui, Vec2, pos2, vec2};

/// The crossed camera's colour.
const NO_VIDEO: Color32 = Color32::from_rgb(200, 40, 40);
/// The featured camera's colour (readable on light and dark backgrounds).
const FEATURED: Color32 = Color32::from_rgb(0, 114, 178);

/// Paints a camera `height` high at the start of the next widget; crossed out when `crossed`.
fn camera(ui: &mut Ui, height: f32, colour: Color32, crossed: bool) -> Response {
    let size = vec2(height * 1.5, height);
    let (rect, response) = ui.allocate_exact_size(size, Sense::hover());
    if ui.is_rect_visible(rect) {
        let p = ui.painter();
        let h = rect.height();
        let body = egui::Rect::from_min_size(
            pos2(rect.left() + h * 0.05, rect.top() + h * 0.25),
            Vec2::new(h * 0.85, h * 0.55),
        );
        p.rect_filled(body, h * 0.1, colour);
        let lens = vec![
            pos2(body.right() + h * 0.02, body.center().y),
            pos2(rect.right() - h * 0.02, body.top()),
            pos2(rect.right() - h * 0.02, body.bottom()),
        ];
        p.add(egui::Shape::convex_polygon(lens, colour, Stroke::NONE));
        if crossed {
            let bg = ui.visuals().panel_fill;
            let a = pos2(rect.left(), rect.bottom());
            let b = pos2(rect.right(), rect.top());
            p.line_segment([a, b], Stroke::new(h * 0.28, bg));
            p.line_segment([a, b], Stroke::new(h * 0.12, colour));
        }
    }
    response
}

/// The crossed camera beside a player's name: they asked not to be filmed.
pub fn no_video_mark(ui: &mut Ui, name: &str) -> Response {
    let lang = ui.lang();
    let h = ui.text_style_height(&egui::TextStyle::Body) * 0.9;
    camera(ui, h, NO_VIDEO, true)
        .on_hover_text(tr!(lang, "stream-no-video-hover", name = name))
        .accessible_name(tr!(lang, "stream-no-video-mark", name = name))
}

/// The camera marking the featured table (the one the stream films), `height` points high.
pub fn featured_mark(ui: &mut Ui, table: u32, height: f32) -> Response {
    let lang = ui.lang();
    camera(ui, height, FEATURED, false)
        .on_hover_text(tr!(lang, "stream-featured-hover"))
        .accessible_name(tr!(lang, "stream-featured-mark", table = table))
}

/// The "No video" checkbox of the registration and edit forms.
pub fn no_video_checkbox(ui: &mut Ui, no_video: &mut bool) -> Response {
    let lang = ui.lang();
    ui.checkbox(no_video, tr!(lang, "stream-no-video"))
        .on_hover_text(tr!(lang, "stream-no-video-checkbox-hover"))
}

/// The organizer's control for a round's featured table: "Feature table N" (`unit`: `"table"`,
/// `"game"` or `"pod"`, a key, not words), or "Stop featuring table N" when it already is.
/// Returns the command, if clicked.
pub fn feature_button(
    ui: &mut Ui,
    event: &Event,
    round: RoundRef,
    table: u32,
    unit: &str,
) -> Option<Command> {
    let lang = ui.lang();
    let (label, hover, table_then) = if event.featured_table(round) == Some(table) {
        let label = match unit {
            "game" => tr!(lang, "stream-stop-featuring-game", n = table), // i18n: not text (a key)
            "pod" => tr!(lang, "stream-stop-featuring-pod", n = table),   // i18n: not text (a key)
            _ => tr!(lang, "stream-stop-featuring-table", n = table),
        };
        (label, tr!(lang, "stream-stop-featuring-hover"), None)
    } else {
        let label = match unit {
            "game" => tr!(lang, "stream-feature-game", n = table), // i18n: not text (a key)
            "pod" => tr!(lang, "stream-feature-pod", n = table),   // i18n: not text (a key)
            _ => tr!(lang, "stream-feature-table", n = table),
        };
        (label, tr!(lang, "stream-feature-hover"), Some(table))
    };
    let b = ui.button(RichText::new(label)).on_hover_text(hover);
    b.clicked().then_some(Command::SetFeaturedTable {
        round,
        table: table_then,
    })
}

/// Whether any player at the table asked not to be filmed.
pub fn table_has_no_video(
    event: &Event,
    players: impl IntoIterator<Item = crate::engine::PlayerId>,
) -> bool {
    players
        .into_iter()
        .any(|p| event.player(p).is_some_and(|p| p.no_video))
}
