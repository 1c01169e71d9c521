//! The bracket screen.

use super::Cx;

/// State of the bracket screen.
#[derive(Default)]
pub struct BracketState {}

/// Draws the bracket screen.
pub fn ui(ui: &mut egui::Ui, cx: &mut Cx<'_>, state: &mut BracketState) {
    let _ = (cx, state);
    ui.heading("Bracket");
}
