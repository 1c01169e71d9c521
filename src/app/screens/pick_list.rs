//! A text field with a list to pick from under it, shared by the identity autocomplete (Players)
//! and "Find player" (Rounds): Up/Down highlight an entry, Enter or a click picks it, Escape hides
//! the list. The list is a popup over the screen, so it never moves anything, and clicking it
//! leaves the keyboard focus in the field.

use egui::{Id, Key};

/// Keys a field took before its text edit saw them.
#[derive(Default)]
pub struct Keys {
    /// Enter.
    pub enter: bool,
    /// Tab.
    pub tab: bool,
    /// Shift+Tab.
    pub back_tab: bool,
    /// Up presses.
    pub up: usize,
    /// Down presses.
    pub down: usize,
    /// Escape.
    pub escape: bool,
}

/// Takes Enter and Tab (with `arrows`, Up and Down; with `escape`, Escape) from the focused
/// field `id` before its text edit sees them.
pub fn take_keys(ui: &egui::Ui, id: Id, arrows: bool, escape: bool) -> Keys {
    let mut k = Keys::default();
    if !ui.memory(|m| m.has_focus(id)) {
        return k;
    }
    ui.input_mut(|i| {
        i.events.retain(|e| {
            let egui::Event::Key {
                key,
                pressed: true,
                modifiers,
                ..
            } = e
            else {
                return true;
            };
            let plain = modifiers.is_none();
            match key {
                Key::Enter if plain => k.enter = true,
                Key::Tab if plain => k.tab = true,
                Key::Tab if modifiers.shift_only() => k.back_tab = true,
                Key::ArrowDown if plain && arrows => k.down += 1,
                Key::ArrowUp if plain && arrows => k.up += 1,
                Key::Escape if plain && escape => k.escape = true,
                _ => return true,
            }
            false
        });
    });
    k
}

/// The list's state between frames.
#[derive(Default)]
pub struct PickList {
    /// The highlighted entry (Up/Down); none until the organizer moves.
    pub selected: Option<usize>,
    /// The text the highlight belongs to.
    for_text: String,
    /// Escape hid the list for this text.
    dismissed: Option<String>,
    /// Whether the list was shown last frame.
    pub open: bool,
}

impl PickList {
    /// Follows the field's text: a changed text drops the highlight; Escape hides the list for
    /// this text, Down shows it again (that Down does not move the highlight).
    pub fn track(&mut self, text: &str, keys: &mut Keys) {
        if self.for_text != text {
            self.selected = None;
            self.for_text = text.to_string();
        }
        if keys.escape {
            self.dismissed = Some(text.to_string());
        }
        if keys.down > 0 && self.is_dismissed(text) {
            self.dismissed = None;
            keys.down = 0;
        }
    }

    /// Whether Escape hid the list for this text.
    pub fn is_dismissed(&self, text: &str) -> bool {
        self.dismissed.as_deref() == Some(text)
    }

    /// Moves the highlight by the arrow keys among `n` entries.
    pub fn navigate(&mut self, keys: &Keys, n: usize) {
        if n == 0 {
            self.selected = None;
            return;
        }
        for _ in 0..keys.down {
            self.selected = Some(self.selected.map_or(0, |i| (i + 1).min(n - 1)));
        }
        for _ in 0..keys.up {
            self.selected = self.selected.and_then(|i| i.checked_sub(1));
        }
        if self.selected.is_some_and(|i| i >= n) {
            self.selected = Some(n - 1);
        }
    }

    /// Forgets the highlight and the dismissal after a pick; `text` is the field's new text.
    pub fn picked(&mut self, text: &str) {
        self.selected = None;
        self.for_text = text.to_string();
        self.dismissed = None;
    }
}

/// Adds a text edit whose focus survives a click on its list (`list_id`, open last frame).
pub fn add_field(
    ui: &mut egui::Ui,
    list_id: Id,
    list_open: bool,
    edit: egui::TextEdit<'_>,
) -> egui::Response {
    let ctx = ui.ctx().clone();
    let layer = egui::LayerId::new(egui::PopupKind::Popup.order(), list_id);
    let on_list =
        list_open && ctx.pointer_interact_pos().and_then(|p| ctx.layer_id_at(p)) == Some(layer);
    let surrender = ctx.options(|o| o.input_options.surrender_focus_on);
    if on_list {
        ctx.options_mut(|o| o.input_options.surrender_focus_on = egui::SurrenderFocusOn::Never);
    }
    let r = ui.add(edit);
    ctx.options_mut(|o| o.input_options.surrender_focus_on = surrender);
    r
}

/// Shows the list under `field` while `open`, at least `min_width` wide; returns the entry
/// clicked. Entries are `(text, enabled)`; a disabled entry is a note ("no player matches").
pub fn show_list(
    field: &egui::Response,
    list_id: Id,
    open: bool,
    min_width: f32,
    entries: &[(String, bool)],
    selected: Option<usize>,
) -> Option<usize> {
    egui::Popup::from_response(field)
        .id(list_id)
        .kind(egui::PopupKind::Popup)
        .open(open)
        .align(egui::RectAlign::BOTTOM_START)
        .align_alternatives(&[egui::RectAlign::TOP_START])
        .width(field.rect.width().max(min_width))
        .show(|ui| {
            let mut clicked = None;
            for (i, (text, enabled)) in entries.iter().enumerate() {
                let b = ui.add_enabled(
                    *enabled,
                    egui::Button::selectable(selected == Some(i), text.as_str())
                        .min_size(egui::vec2(ui.available_width(), 0.0)),
                );
                if b.clicked() {
                    clicked = Some(i);
                }
            }
            clicked
        })
        .and_then(|inner| inner.inner)
}
