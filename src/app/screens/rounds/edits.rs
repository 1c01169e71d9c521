//! Manual changes to the latest round: break a table, swap two players, pair two unpaired
//! players, give a bye, re-pair or delete the round. The engine checks each change and reports
//! rematches, second byes and point gaps as warnings, which the app shows above the screen.

use super::{RoundsState, text};
use crate::app::screens::Cx;
use crate::app::words::Speaks as _;
use crate::app::{Action, theme};
use crate::engine::{Command, Event, PlayerId, SwissRound};
use crate::tr;
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
pub(crate) fn player_combo(
    ui: &mut egui::Ui,
    salt: &str,
    label: &str,
    value: &mut Option<PlayerId>,
    options: &dyn Fn() -> Vec<(PlayerId, String)>,
    event: &Event,
) {
    let l = ui.label(label);
    let shown = value.map_or_else(
        || tr!(ui.lang(), "rounds-edit-choose"),
        |p| event.name_of(p),
    );
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
    let lang = ui.lang();
    let dark = ui.visuals().dark_mode;
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
            ui.label(RichText::new(tr!(lang, "rounds-edit-title", n = n)).heading());
            ui.label(
                RichText::new(tr!(lang, "rounds-edit-note"))
                    .small()
                    .color(muted),
            );
            ui.add_space(8.0);

            // Unpaired players first: they need action before the next round.
            if !unpaired.is_empty() {
                let names: Vec<String> = unpaired.iter().map(|p| event.name_of(*p)).collect();
                ui.label(
                    RichText::new(tr!(
                        lang,
                        "rounds-edit-unpaired",
                        names = text::and_list(&names, lang)
                    ))
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
                                &tr!(lang, "rounds-edit-pair"),
                                &mut st.edits.pair_a,
                                &options,
                                event,
                            );
                            ui.end_row();
                            player_combo(
                                ui,
                                "pair-b",
                                &tr!(lang, "rounds-edit-pair-with"),
                                &mut st.edits.pair_b,
                                &options,
                                event,
                            );
                            ui.end_row();
                        });
                    let (a, b) = (st.edits.pair_a, st.edits.pair_b);
                    let ok = matches!((a, b), (Some(a), Some(b)) if a != b);
                    if ui
                        .add_enabled(ok, egui::Button::new(tr!(lang, "rounds-edit-pair-button")))
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
                        player_combo(
                            ui,
                            "give-bye-player",
                            &tr!(lang, "rounds-edit-bye-for"),
                            &mut st.edits.bye,
                            &options,
                            event,
                        );
                        ui.end_row();
                    });
                if ui
                    .add_enabled(
                        st.edits.bye.is_some(),
                        egui::Button::new(tr!(lang, "rounds-edit-bye-button")),
                    )
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
                    Some(b) => tr!(
                        lang,
                        "rounds-edit-table-players",
                        a = event.name_of(p.p1),
                        b = event.name_of(b)
                    ),
                    None => tr!(lang, "rounds-edit-table-bye", name = event.name_of(p.p1)),
                };
                ui.label(RichText::new(tr!(lang, "rounds-table-n", n = p.table)).strong());
                ui.label(RichText::new(what).color(muted));
                if ui
                    .add_enabled(
                        p.result.is_none(),
                        egui::Button::new(tr!(lang, "rounds-edit-break", n = p.table)),
                    )
                    .on_hover_text(tr!(lang, "rounds-edit-break-hover"))
                    .on_disabled_hover_text(tr!(lang, "rounds-edit-break-disabled"))
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
            ui.label(RichText::new(tr!(lang, "rounds-edit-swap-title")).strong());
            let seated_options = || -> Vec<(PlayerId, String)> {
                round
                    .pairings
                    .iter()
                    .flat_map(|p| p.players().map(move |id| (p.table, id)))
                    .map(|(t, id)| {
                        let name = event.name_of(id);
                        (id, tr!(lang, "rounds-edit-seated", name = name, table = t))
                    })
                    .collect()
            };
            egui::Grid::new("swap")
                .num_columns(2)
                .spacing([8.0, 6.0])
                .show(ui, |ui| {
                    player_combo(
                        ui,
                        "swap-a",
                        &tr!(lang, "rounds-edit-swap"),
                        &mut st.edits.swap_a,
                        &seated_options,
                        event,
                    );
                    ui.end_row();
                    player_combo(
                        ui,
                        "swap-b",
                        &tr!(lang, "rounds-edit-swap-with"),
                        &mut st.edits.swap_b,
                        &seated_options,
                        event,
                    );
                    ui.end_row();
                });
            let (a, b) = (st.edits.swap_a, st.edits.swap_b);
            let ok = matches!((a, b), (Some(a), Some(b)) if a != b);
            if ui
                .add_enabled(ok, egui::Button::new(tr!(lang, "rounds-edit-swap-button")))
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
            let list: Vec<String> = reported.iter().map(u32::to_string).collect();
            let list = text::and_list(&list, lang);
            let (repair, delete) = if reported.is_empty() {
                (
                    tr!(lang, "rounds-edit-repair-question", n = n),
                    tr!(lang, "rounds-edit-delete-question", n = n),
                )
            } else {
                let k = reported.len();
                (
                    tr!(
                        lang,
                        "rounds-edit-repair-question-results",
                        n = n,
                        k = k,
                        tables = list.as_str()
                    ),
                    tr!(
                        lang,
                        "rounds-edit-delete-question-results",
                        n = n,
                        k = k,
                        tables = list.as_str()
                    ),
                )
            };
            ui.horizontal_wrapped(|ui| {
                if ui
                    .button(tr!(lang, "rounds-edit-repair-button", n = n))
                    .clicked()
                {
                    cx.actions.push(Action::Confirm {
                        question: repair,
                        yes: tr!(lang, "rounds-edit-repair-yes", n = n),
                        then: Box::new(Action::Apply(Command::RepairRound {
                            force: !reported.is_empty(),
                        })),
                    });
                }
                if ui
                    .button(tr!(lang, "rounds-edit-delete-button", n = n))
                    .clicked()
                {
                    cx.actions.push(Action::Confirm {
                        question: delete,
                        yes: tr!(lang, "rounds-edit-delete-yes", n = n),
                        then: Box::new(Action::Apply(Command::DeleteRound {
                            force: !reported.is_empty(),
                        })),
                    });
                }
            });
        });
}
