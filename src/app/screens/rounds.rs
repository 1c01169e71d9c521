//! The rounds screen.

use super::Cx;

/// State of the rounds screen.
#[derive(Default)]
pub struct RoundsState {}

/// Draws the rounds screen.
pub fn ui(ui: &mut egui::Ui, cx: &mut Cx<'_>, state: &mut RoundsState) {
    let _ = (cx, state);
    ui.heading("Rounds");
}
