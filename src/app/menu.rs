//! The menu bar and the keyboard shortcuts.

use super::*;

impl NetrunnerApp {
    pub(super) fn shortcuts(&mut self, ctx: &egui::Context) {
        use egui::{Key, KeyboardShortcut, Modifiers};
        let sc = |m, k| KeyboardShortcut::new(m, k);
        let cmd = Modifiers::COMMAND;
        let cmd_shift = Modifiers::COMMAND | Modifiers::SHIFT;
        let mut pressed = Vec::new();
        // Inside a text field, Ctrl+Z and Ctrl+Y edit the text: the event's undo needs the
        // focus elsewhere (or the Edit menu).
        let typing = ctx.text_edit_focused();
        ctx.input_mut(|i| {
            if !typing {
                if i.consume_shortcut(&sc(cmd_shift, Key::Z)) {
                    pressed.push(Action::Redo);
                }
                if i.consume_shortcut(&sc(cmd, Key::Z)) {
                    pressed.push(Action::Undo);
                }
                if i.consume_shortcut(&sc(cmd, Key::Y)) {
                    pressed.push(Action::Redo);
                }
            }
            if i.consume_shortcut(&sc(cmd_shift, Key::S)) {
                pressed.push(Action::SaveAsDialog);
            }
            if i.consume_shortcut(&sc(cmd, Key::S)) {
                pressed.push(Action::Save);
            }
            if i.consume_shortcut(&sc(cmd, Key::O)) {
                pressed.push(Action::OpenDialog);
            }
            if i.consume_shortcut(&sc(cmd, Key::N)) {
                pressed.push(Action::Goto(Screen::Start));
            }
            if i.consume_shortcut(&sc(cmd, Key::Q)) {
                pressed.push(Action::Quit);
            }
        });
        self.actions.extend(pressed);
    }

    pub(super) fn menu_ui(&mut self, ui: &mut egui::Ui) {
        let has_doc = self.doc.is_some();
        let (can_undo, can_redo, undo_label, redo_label) =
            self.doc
                .as_ref()
                .map_or((false, false, String::new(), String::new()), |d| {
                    (
                        d.history.can_undo(),
                        d.history.can_redo(),
                        d.history.undo_label().unwrap_or("").to_string(),
                        d.history.redo_label().unwrap_or("").to_string(),
                    )
                });
        let mut a = Vec::new();
        egui::MenuBar::new().ui(ui, |ui| {
            ui.menu_button("File", |ui| {
                if ui
                    .add(egui::Button::new("New event…").shortcut_text("Ctrl+N"))
                    .clicked()
                {
                    a.push(Action::Goto(Screen::Start));
                }
                if ui
                    .add(egui::Button::new("Open…").shortcut_text("Ctrl+O"))
                    .clicked()
                {
                    a.push(Action::OpenDialog);
                }
                if ui
                    .add_enabled(has_doc, egui::Button::new("Import players…"))
                    .clicked()
                {
                    a.push(Action::ImportPlayers);
                }
                ui.separator();
                if ui
                    .add_enabled(has_doc, egui::Button::new("Save").shortcut_text("Ctrl+S"))
                    .clicked()
                {
                    a.push(Action::Save);
                }
                if ui
                    .add_enabled(
                        has_doc,
                        egui::Button::new("Save As…").shortcut_text("Ctrl+Shift+S"),
                    )
                    .clicked()
                {
                    a.push(Action::SaveAsDialog);
                }
                if ui
                    .add_enabled(has_doc, egui::Button::new("Print\u{2026}"))
                    .clicked()
                {
                    a.push(Action::PrintDialog);
                }
                ui.menu_button("Export", |ui| {
                    for k in ExportKind::ALL {
                        if ui
                            .add_enabled(has_doc, egui::Button::new(k.label()))
                            .clicked()
                        {
                            a.push(Action::ExportDialog(k));
                        }
                    }
                });
                ui.separator();
                if ui
                    .add_enabled(has_doc, egui::Button::new("Close event"))
                    .clicked()
                {
                    a.push(Action::Close);
                }
                if ui
                    .add(egui::Button::new("Quit").shortcut_text("Ctrl+Q"))
                    .clicked()
                {
                    a.push(Action::Quit);
                }
            });
            ui.menu_button("Edit", |ui| {
                let u = if can_undo {
                    format!("Undo {undo_label}")
                } else {
                    "Undo".into()
                };
                if ui
                    .add_enabled(can_undo, egui::Button::new(u).shortcut_text("Ctrl+Z"))
                    .clicked()
                {
                    a.push(Action::Undo);
                }
                let r = if can_redo {
                    format!("Redo {redo_label}")
                } else {
                    "Redo".into()
                };
                if ui
                    .add_enabled(can_redo, egui::Button::new(r).shortcut_text("Ctrl+Y"))
                    .clicked()
                {
                    a.push(Action::Redo);
                }
                ui.separator();
                if ui
                    .add_enabled(has_doc, egui::Button::new("Event settings\u{2026}"))
                    .clicked()
                {
                    a.push(Action::EventSettings);
                }
            });
            ui.menu_button("Event", |ui| {
                if ui
                    .add_enabled(
                        has_doc,
                        egui::Button::new("Share on the local network\u{2026}"),
                    )
                    .clicked()
                {
                    a.push(Action::ShareDialog);
                }
                if let Some(e) = self.event() {
                    if let Some(r) = sharing::unpublished_round(e)
                        && ui.button(format!("Publish round {r} pairings")).clicked()
                    {
                        a.push(Action::Apply(Command::PublishPairings { round: r }));
                    }
                    let shown = e.standings_shown();
                    let label = if shown {
                        "Hide the standings from players"
                    } else {
                        "Show the standings to players"
                    };
                    if ui.button(label).clicked() {
                        a.push(Action::Apply(Command::ShowStandings { shown: !shown }));
                    }
                }
            });
            ui.menu_button("View", |ui| {
                let theme = if self.prefs.dark {
                    "Light theme"
                } else {
                    "Dark theme"
                };
                if ui.button(theme).clicked() {
                    a.push(Action::ToggleTheme);
                }
                if ui.button("Larger text").clicked() {
                    a.push(Action::Scale(self.prefs.scale + 0.1));
                }
                if ui.button("Smaller text").clicked() {
                    a.push(Action::Scale(self.prefs.scale - 0.1));
                }
                if ui.button("Normal text").clicked() {
                    a.push(Action::Scale(1.0));
                }
                ui.separator();
                let label = if self.projector {
                    "Close projector window"
                } else {
                    "Projector window"
                };
                if ui.add_enabled(has_doc, egui::Button::new(label)).clicked() {
                    a.push(Action::Projector(!self.projector));
                }
            });
        });
        self.actions.extend(a);
    }
}
