//! Manual changes to the latest round: break a table, swap two players, pair two unpaired
//! players, give a bye, re-pair or delete the round. The engine checks each change and reports
//! rematches, second byes and point gaps as warnings, which the app shows above the screen.

use super::{RoundsState, text};
use crate::app::screens::Cx;
use crate::app::{Action, theme};
use crate::engine::{Command, Event, PlayerId, SwissRound};
use egui::RichText;

/// The players chosen in the manual-change forms.
#[derive(Clone, Debug, Default)]
pub struct EditState {
    swap_a: Option<PlayerId>,
    swap_b: Option<PlayerId>,
    pair_a: Option<PlayerId>,
    pair_b: Option<PlayerId>,
    bye: Option<PlayerId>,
}

/// A combo box choosing one of `options` (`(player, text)`), labelled by `label`.
fn player_combo(
    ui: &mut egui::Ui,
    salt: &str,
    label: &str,
    value: &mut Option<PlayerId>,
    options: &dyn Fn() -> Vec<(PlayerId, String)>,
    event: &Event,
) {
    let l = ui.label(label);
    let shown = value.map_or_else(|| "choose…".to_string(), |p| event.name_of(p));
    let r = egui::ComboBox::from_id_salt(salt)
        .selected_text(shown)
        .width(190.0)
        .height(320.0)
        .show_ui(ui, |ui| {
            for (id, text) in options() {
                ui.selectable_value(value, Some(id), text);
            }
        });
    r.response.labelled_by(l.id);
}

/// The manual-changes panel for the latest round.
pub(super) fn panel_ui(
    ui: &mut egui::Ui,
    cx: &mut Cx<'_>,
    st: &mut RoundsState,
    round: &SwissRound,
    unpaired: &[PlayerId],
) {
    let event = cx.event;
    let dark = cx.dark;
    let muted = theme::muted(dark);
    let n = round.number;
    // Forget choices that no longer fit the round.
    let e = &mut st.edits;
    let seated = |p: &Option<PlayerId>| p.is_some_and(|p| round.pairing_of(p).is_some());
    let free = |p: &Option<PlayerId>| p.is_some_and(|p| unpaired.contains(&p));
    if !seated(&e.swap_a) {
        e.swap_a = None;
    }
    if !seated(&e.swap_b) {
        e.swap_b = None;
    }
    for p in [&mut e.pair_a, &mut e.pair_b, &mut e.bye] {
        if !free(p) {
            *p = None;
        }
    }

    let width = ui.available_width() - 24.0;
    egui::Frame::group(ui.style())
        .inner_margin(10.0)
        .show(ui, |ui| {
            ui.set_width(width);
            ui.label(RichText::new(format!("Change round {n}")).heading());
            ui.label(
                RichText::new(
                    "Rematches, second byes and big point gaps are allowed but reported.",
                )
                .small()
                .color(muted),
            );
            ui.add_space(8.0);

            // Unpaired players first: they need action before the next round.
            if !unpaired.is_empty() {
                let names: Vec<String> = unpaired.iter().map(|p| event.name_of(*p)).collect();
                ui.label(
                    RichText::new(format!("Unpaired: {}", text::and_list(&names)))
                        .strong()
                        .color(theme::attention(dark)),
                );
                let options = || -> Vec<(PlayerId, String)> {
                    unpaired.iter().map(|p| (*p, event.name_of(*p))).collect()
                };
                if unpaired.len() >= 2 {
                    egui::Grid::new("pair-unpaired")
                        .num_columns(2)
                        .spacing([8.0, 6.0])
                        .show(ui, |ui| {
                            player_combo(
                                ui,
                                "pair-a",
                                "Pair",
                                &mut st.edits.pair_a,
                                &options,
                                event,
                            );
                            ui.end_row();
                            player_combo(
                                ui,
                                "pair-b",
                                "with",
                                &mut st.edits.pair_b,
                                &options,
                                event,
                            );
                            ui.end_row();
                        });
                    let (a, b) = (st.edits.pair_a, st.edits.pair_b);
                    let ok = matches!((a, b), (Some(a), Some(b)) if a != b);
                    if ui
                        .add_enabled(ok, egui::Button::new("Pair at a new table"))
                        .clicked()
                        && let (Some(a), Some(b)) = (a, b)
                    {
                        cx.apply(Command::PairPlayers { round: n, a, b });
                    }
                    ui.add_space(6.0);
                }
                egui::Grid::new("give-bye")
                    .num_columns(2)
                    .spacing([8.0, 6.0])
                    .show(ui, |ui| {
                        player_combo(ui, "bye", "Bye for", &mut st.edits.bye, &options, event);
                        ui.end_row();
                    });
                if ui
                    .add_enabled(st.edits.bye.is_some(), egui::Button::new("Give a bye"))
                    .clicked()
                    && let Some(p) = st.edits.bye
                {
                    cx.apply(Command::GiveBye {
                        round: n,
                        player: p,
                    });
                }
                ui.separator();
            }

            // The selected table.
            if let Some(p) = st.selected.and_then(|t| round.table(t)) {
                let what = match p.p2 {
                    Some(b) => format!("{} and {}", event.name_of(p.p1), event.name_of(b)),
                    None => format!("{}'s bye", event.name_of(p.p1)),
                };
                ui.label(RichText::new(format!("Table {}", p.table)).strong());
                ui.label(RichText::new(what).color(muted));
                if ui
                    .add_enabled(
                        p.result.is_none(),
                        egui::Button::new(format!("Break table {}", p.table)),
                    )
                    .on_hover_text("its players become unpaired: pair them again or give a bye")
                    .on_disabled_hover_text("clear the table's result first")
                    .clicked()
                {
                    cx.apply(Command::BreakPairing {
                        round: n,
                        table: p.table,
                    });
                }
                ui.separator();
            }

            // Swap two seated players.
            ui.label(RichText::new("Swap two players").strong());
            let seated_options = || -> Vec<(PlayerId, String)> {
                round
                    .pairings
                    .iter()
                    .flat_map(|p| p.players().map(move |id| (p.table, id)))
                    .map(|(t, id)| (id, format!("{} (table {t})", event.name_of(id))))
                    .collect()
            };
            egui::Grid::new("swap")
                .num_columns(2)
                .spacing([8.0, 6.0])
                .show(ui, |ui| {
                    player_combo(
                        ui,
                        "swap-a",
                        "Swap",
                        &mut st.edits.swap_a,
                        &seated_options,
                        event,
                    );
                    ui.end_row();
                    player_combo(
                        ui,
                        "swap-b",
                        "with",
                        &mut st.edits.swap_b,
                        &seated_options,
                        event,
                    );
                    ui.end_row();
                });
            let (a, b) = (st.edits.swap_a, st.edits.swap_b);
            let ok = matches!((a, b), (Some(a), Some(b)) if a != b);
            if ui
                .add_enabled(ok, egui::Button::new("Swap players"))
                .clicked()
                && let (Some(a), Some(b)) = (a, b)
            {
                cx.apply(Command::SwapPlayers { round: n, a, b });
                st.edits.swap_a = None;
                st.edits.swap_b = None;
            }
            ui.separator();

            // The whole round.
            let reported = round.reported_tables();
            let results = if reported.is_empty() {
                String::new()
            } else {
                let list: Vec<String> = reported.iter().map(u32::to_string).collect();
                format!(
                    " The results already entered ({} {}) will be cleared.",
                    if reported.len() == 1 {
                        "table"
                    } else {
                        "tables"
                    },
                    text::and_list(&list)
                )
            };
            ui.horizontal_wrapped(|ui| {
                if ui.button(format!("Re-pair round {n}…")).clicked() {
                    cx.actions.push(Action::Confirm {
                        question: format!(
                            "Re-pair round {n}? Its pairings are replaced by new ones.{results}"
                        ),
                        yes: format!("Re-pair round {n}"),
                        then: Box::new(Action::Apply(Command::RepairRound {
                            force: !reported.is_empty(),
                        })),
                    });
                }
                if ui.button(format!("Delete round {n}…")).clicked() {
                    cx.actions.push(Action::Confirm {
                        question: format!("Delete round {n}? Its pairings are removed.{results}"),
                        yes: format!("Delete round {n}"),
                        then: Box::new(Action::Apply(Command::DeleteRound {
                            force: !reported.is_empty(),
                        })),
                    });
                }
            });
        });
}
