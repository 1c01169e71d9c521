//! The live NAPD table: its operations and its screen.

use super::*;
use crate::engine::multiplayer::table::napd::{DETECTIVES_BUREAU, IdentityText, NapdTurn};

pub(super) fn napd_op(t: &mut NapdTable, op: Op) -> Result<Option<String>, TableError> {
    Ok(match op {
        Op::NextTurn => match t.next_turn()? {
            NapdTurn::Corp => Some(match t.infamy() {
                NapdSeat::Runner(i) => format!(
                    "Corp turn {}: the infamy token moved to {}",
                    t.corp_turns(),
                    t.name(NapdSeat::Runner(i))
                ),
                NapdSeat::Corp => format!("Corp turn {}", t.corp_turns()),
            }),
            NapdTurn::Runner(i) => Some(format!("{}'s turn", t.name(NapdSeat::Runner(i)))),
            NapdTurn::Setup => None,
        },
        Op::NapdPoints(seat, delta) => {
            let n = u32::try_from(delta.unsigned_abs())
                .map_err(|_| TableError::TooLarge("the agenda points"))?;
            if delta >= 0 {
                t.add_points(seat, n)?;
            } else {
                t.remove_points(seat, n)?;
            }
            None
        }
        Op::NapdFlatline(i) => {
            let trashed = t.flatline(i)?;
            Some(format!(
                "{} is flatlined and leaves the game; {trashed} agenda points trashed to Archives",
                t.name(NapdSeat::Runner(i))
            ))
        }
        Op::NapdDecked => {
            t.corp_decked()?;
            None
        }
        _ => None,
    })
}

pub(super) fn napd_ui(ui: &mut egui::Ui, t: &NapdTable, dark: bool, ops: &mut Vec<Op>) {
    let over = t.victory();
    let round = match t.turn() {
        NapdTurn::Setup => "setup".to_string(),
        _ => format!("Corp turn {}", t.corp_turns()),
    };
    ui.label(RichText::new(format!("NAPD multiplayer, {round}")).strong());
    if let Some(v) = over {
        banner(ui, &v.to_string(), dark);
    }
    ui.add_space(6.0);
    ui.horizontal_wrapped(|ui| {
        ui.label("Turn order");
        let turn = t.turn();
        chip(
            ui,
            format!("Corp: {}", t.corp()),
            turn == NapdTurn::Corp,
            false,
            dark,
        );
        for (i, r) in t.runners().iter().enumerate() {
            chip(
                ui,
                format!("R{}: {}", i + 1, r.name()),
                turn == NapdTurn::Runner(i),
                r.flatlined(),
                dark,
            );
        }
        if ui
            .add_enabled(
                over.is_none(),
                egui::Button::new("Next turn").min_size(egui::vec2(110.0, 30.0)),
            )
            .clicked()
        {
            ops.push(Op::NextTurn);
        }
    });
    let now = match t.turn() {
        NapdTurn::Setup => "setup (starting hands drawn)".to_string(),
        NapdTurn::Corp => format!("{} (Corp)", t.corp()),
        NapdTurn::Runner(i) => t.name(NapdSeat::Runner(i)).to_string(),
    };
    ui.label(format!("Now: {now}"));
    let infamy = match t.infamy() {
        NapdSeat::Corp => format!("{} (Corp)", t.corp()),
        s => t.name(s).to_string(),
    };
    ui.label(format!("Infamy token: {infamy}"));
    let active = t.active_runner().map_or_else(
        || "none".to_string(),
        |i| t.name(NapdSeat::Runner(i)).to_string(),
    );
    ui.label(RichText::new(format!("Active Runner: {active}")).strong());
    ui.add_space(theme::SECTION_GAP);

    egui::Grid::new("napd-points")
        .num_columns(5)
        .spacing([14.0, 6.0])
        .striped(true)
        .show(ui, |ui| {
            ui.label(RichText::new("Player").strong());
            ui.label(RichText::new("Identity").strong());
            ui.label(RichText::new("Agenda points").strong());
            ui.label("");
            ui.label("");
            ui.end_row();
            ui.label(format!("{} (Corp)", t.corp()));
            ui.label(t.identity_face().title);
            ui.label(format!(
                "{} of {}",
                t.points(NapdSeat::Corp),
                napd::NAPD_POINTS_TO_WIN
            ));
            ui.horizontal(|ui| {
                points_buttons(ui, over.is_none(), |d| {
                    ops.push(Op::NapdPoints(NapdSeat::Corp, d))
                });
            });
            if ui
                .add_enabled(over.is_none(), egui::Button::new("Corp decked (R&D empty)"))
                .clicked()
            {
                ops.push(Op::NapdDecked);
            }
            ui.end_row();
            for (i, r) in t.runners().iter().enumerate() {
                let live = over.is_none() && !r.flatlined();
                ui.label(r.name());
                ui.label(if r.identity().is_empty() {
                    "-"
                } else {
                    r.identity()
                });
                if r.flatlined() {
                    ui.label(
                        RichText::new(format!("{} (trashed)", r.points()))
                            .strikethrough()
                            .color(theme::muted(dark)),
                    );
                } else {
                    ui.label(r.points().to_string());
                }
                ui.horizontal(|ui| {
                    points_buttons(ui, live, |d| {
                        ops.push(Op::NapdPoints(NapdSeat::Runner(i), d))
                    });
                });
                if r.flatlined() {
                    ui.label(RichText::new("flatlined").color(theme::muted(dark)));
                } else if ui
                    .add_enabled(live, egui::Button::new(format!("Flatline {}", r.name())))
                    .clicked()
                {
                    ops.push(Op::NapdFlatline(i));
                }
                ui.end_row();
            }
            ui.label(RichText::new("Runners together").strong());
            ui.label("");
            ui.label(
                RichText::new(format!(
                    "{} of {}",
                    t.runners_total(),
                    napd::NAPD_POINTS_TO_WIN
                ))
                .strong(),
            );
            ui.end_row();
        });
    ui.add_space(theme::SECTION_GAP);
    ui.label(RichText::new("The NAPD identity").strong());
    ui.columns(2, |cols| {
        let up = t.identity_face().title;
        identity_card(&mut cols[0], &CYBER_BUREAU, up == CYBER_BUREAU.title, dark);
        identity_card(
            &mut cols[1],
            &DETECTIVES_BUREAU,
            up == DETECTIVES_BUREAU.title,
            dark,
        );
    });
}

fn identity_card(ui: &mut egui::Ui, id: &IdentityText, up: bool, dark: bool) {
    egui::Frame::group(ui.style())
        .inner_margin(10.0)
        .show(ui, |ui| {
            let mut title = RichText::new(id.title).strong();
            if !up {
                title = title.color(theme::muted(dark));
            }
            ui.label(title);
            ui.label(
                RichText::new(if up { "face up" } else { "face down" })
                    .small()
                    .color(if up {
                        theme::ok(dark)
                    } else {
                        theme::muted(dark)
                    }),
            );
            ui.label(RichText::new(id.kind).italics());
            for line in id.text.lines() {
                ui.label(line);
            }
            ui.label(RichText::new(id.deck).small().color(theme::muted(dark)));
        });
}
