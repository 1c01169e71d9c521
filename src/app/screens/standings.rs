//! The standings screen.

use super::Cx;

/// State of the standings screen.
#[derive(Default)]
pub struct StandingsState {}

/// Draws the standings screen.
pub fn ui(ui: &mut egui::Ui, cx: &mut Cx<'_>, state: &mut StandingsState) {
    let _ = (cx, state);
    ui.heading("Standings");
}
