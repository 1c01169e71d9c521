//! The clock screen and the projector window.

use super::Cx;
use crate::app::NetrunnerApp;

/// State of the clock screen.
#[derive(Default)]
pub struct ClockState {}

/// Draws the clock screen.
pub fn ui(ui: &mut egui::Ui, cx: &mut Cx<'_>, state: &mut ClockState) {
    let _ = (cx, state);
    ui.heading("Clock");
}

/// The projector window (a second viewport).
pub fn projector_viewport(ctx: &egui::Context, app: &mut NetrunnerApp, now_ms: i64) {
    let _ = (ctx, app, now_ms);
}
