//! The players screen.

use super::Cx;

/// State of the players screen.
#[derive(Default)]
pub struct PlayersState {}

/// Draws the players screen.
pub fn ui(ui: &mut egui::Ui, cx: &mut Cx<'_>, state: &mut PlayersState) {
    let _ = (cx, state);
    ui.heading("Players");
}
