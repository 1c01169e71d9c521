//! The full-draft seating before round 1.

use super::*;

/// The working draft seating.
#[derive(Default)]
pub(super) struct DraftState {
    order: Vec<PlayerId>,
    /// The stored seating the working order was built from.
    basis: Vec<PlayerId>,
    built: bool,
}

/// Keeps the working seating in step with the event: rebuilt from the stored seating when
/// that changes; players who stopped being active leave, new active players sit at the end.
fn sync_draft(e: &Event, d: &mut DraftState) {
    let stored = e.draft_seats();
    if !d.built || d.basis != stored {
        d.order = stored.to_vec();
        d.basis = stored.to_vec();
        d.built = true;
    }
    d.order
        .retain(|&id| e.player(id).is_some_and(Player::is_active));
    for p in e.active_players() {
        if !d.order.contains(&p.id) {
            d.order.push(p.id);
        }
    }
}

pub(super) fn draft_ui(ui: &mut egui::Ui, cx: &mut Cx<'_>, d: &mut DraftState) {
    let e = cx.event;
    sync_draft(e, d);
    let muted = theme::muted(ui.visuals().dark_mode);
    let lang = ui.lang();
    let stored: Vec<PlayerId> = e
        .draft_seats()
        .iter()
        .copied()
        .filter(|&id| e.player(id).is_some_and(Player::is_active))
        .collect();
    let saved = !stored.is_empty() && stored == d.order;
    egui::CollapsingHeader::new(RichText::new(tr!(lang, "players-draft-title")).strong())
        // Open while the seating needs saving; folded away once saved (reopen to change it).
        .id_salt(("players", "draft-seating", saved))
        .default_open(!saved)
        .show(ui, |ui| {
            ui.label(RichText::new(tr!(lang, "players-draft-intro")).color(muted));
            if saved {
                ui.colored_label(
                    theme::ok(ui.visuals().dark_mode),
                    tr!(lang, "players-draft-saved", n = stored.len()),
                );
            } else if e.draft_seats().is_empty() {
                ui.colored_label(
                    theme::attention(ui.visuals().dark_mode),
                    tr!(lang, "players-draft-none-saved"),
                );
            } else {
                ui.colored_label(
                    theme::attention(ui.visuals().dark_mode),
                    tr!(lang, "players-draft-differs"),
                );
            }
            let mut swap: Option<(usize, usize)> = None;
            let n = d.order.len();
            egui::ScrollArea::vertical()
                .id_salt(("players", "draft-scroll"))
                .max_height(240.0)
                .show(ui, |ui| {
                    egui::Grid::new(("players", "draft-grid"))
                        .striped(true)
                        .num_columns(3)
                        .spacing([12.0, 4.0])
                        .show(ui, |ui| {
                            for (i, &id) in d.order.iter().enumerate() {
                                ui.with_layout(Layout::right_to_left(Align::Center), |ui| {
                                    ui.label(
                                        RichText::new(tr!(lang, "players-draft-seat", n = i + 1))
                                            .color(muted),
                                    );
                                });
                                let name = e.name_of(id);
                                ui.label(&name);
                                ui.horizontal(|ui| {
                                    if ui
                                        .add_enabled(
                                            i > 0,
                                            egui::Button::new(tr!(lang, "players-draft-up"))
                                                .small(),
                                        )
                                        .accessible_name(tr!(
                                            lang,
                                            "players-draft-move-up",
                                            name = name.as_str()
                                        ))
                                        .clicked()
                                    {
                                        swap = Some((i, i - 1));
                                    }
                                    if ui
                                        .add_enabled(
                                            i + 1 < n,
                                            egui::Button::new(tr!(lang, "players-draft-down"))
                                                .small(),
                                        )
                                        .accessible_name(tr!(
                                            lang,
                                            "players-draft-move-down",
                                            name = name.as_str()
                                        ))
                                        .clicked()
                                    {
                                        swap = Some((i, i + 1));
                                    }
                                });
                                ui.end_row();
                            }
                        });
                });
            if let Some((a, b)) = swap {
                d.order.swap(a, b);
            }
            ui.horizontal(|ui| {
                if ui
                    .add_enabled(
                        !saved && n > 0,
                        egui::Button::new(tr!(lang, "players-draft-save")),
                    )
                    .clicked()
                {
                    cx.apply(Command::SetDraftSeats {
                        seats: d.order.clone(),
                    });
                }
                if ui
                    .add_enabled(n > 1, egui::Button::new(tr!(lang, "players-draft-shuffle")))
                    .on_hover_text(tr!(lang, "players-draft-shuffle-hint"))
                    .clicked()
                {
                    shuffle(&mut d.order, cx.now_ms);
                }
                if ui
                    .add_enabled(
                        !stored.is_empty() && !saved,
                        egui::Button::new(tr!(lang, "players-draft-revert")),
                    )
                    .clicked()
                {
                    d.built = false;
                }
            });
        });
}

/// Fisher–Yates with a small xorshift generator seeded from the time (seats only; the
/// event's own generator is for pairings).
fn shuffle(v: &mut [PlayerId], seed: i64) {
    let mut x = seed.unsigned_abs() | 1;
    for i in (1..v.len()).rev() {
        x ^= x << 13;
        x ^= x >> 7;
        x ^= x << 17;
        let j = (x % (i as u64 + 1)) as usize;
        v.swap(i, j);
    }
}
