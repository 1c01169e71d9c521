//! The live NAPD table: its operations and its screen.

use super::*;
use crate::engine::multiplayer::table::napd::{
    DETECTIVES_BUREAU, IdentityText, NapdTurn, NapdVictory,
};

pub(super) fn napd_op(t: &mut NapdTable, op: Op, lang: Lang) -> Result<Option<String>, Refusal> {
    Ok(match op {
        Op::NextTurn => match t.next_turn()? {
            NapdTurn::Corp => Some(match t.infamy() {
                NapdSeat::Runner(i) => tr!(
                    lang,
                    "helper-napd-corp-turn-infamy",
                    n = t.corp_turns(),
                    name = t.name(NapdSeat::Runner(i))
                ),
                NapdSeat::Corp => tr!(lang, "helper-napd-corp-turn", n = t.corp_turns()),
            }),
            NapdTurn::Runner(i) => Some(tr!(
                lang,
                "helper-napd-runner-turn",
                name = t.name(NapdSeat::Runner(i))
            )),
            NapdTurn::Setup => None,
        },
        Op::NapdPoints(seat, delta) => {
            // More than the table keeps is refused by the table itself.
            let n = u32::try_from(delta.unsigned_abs()).unwrap_or(u32::MAX);
            if delta >= 0 {
                t.add_points(seat, n)?;
            } else {
                t.remove_points(seat, n)?;
            }
            None
        }
        Op::NapdFlatline(i) => {
            let trashed = t.flatline(i)?;
            Some(tr!(
                lang,
                "helper-napd-flatlined",
                name = t.name(NapdSeat::Runner(i)),
                n = trashed
            ))
        }
        Op::NapdDecked => {
            t.corp_decked()?;
            None
        }
        Op::CallTime(procedure) => {
            t.call_time(procedure)?;
            None
        }
        _ => None,
    })
}

/// How an NAPD game was won, in `lang` (the words of `NapdVictory`'s `Display`).
fn victory(lang: Lang, v: NapdVictory) -> String {
    match v {
        NapdVictory::CorpAgendas => tr!(lang, "helper-napd-victory-corp-agendas"),
        NapdVictory::AllRunnersFlatlined => tr!(lang, "helper-napd-victory-runners-flatlined"),
        NapdVictory::RunnerAgendas => tr!(lang, "helper-napd-victory-runner-agendas"),
        NapdVictory::CorpDecked => tr!(lang, "helper-napd-victory-corp-decked"),
    }
}

pub(super) fn napd_ui(ui: &mut egui::Ui, t: &NapdTable, ops: &mut Vec<Op>) {
    let dark = ui.visuals().dark_mode;
    let lang = ui.lang();
    let over = t.victory();
    let title = match t.turn() {
        NapdTurn::Setup => tr!(lang, "helper-napd-title-setup"),
        _ => tr!(lang, "helper-napd-title", n = t.corp_turns()),
    };
    ui.label(RichText::new(title).strong());
    if let Some(v) = over {
        banner(ui, &victory(lang, v));
    }
    ui.add_space(6.0);
    ui.horizontal_wrapped(|ui| {
        ui.label(tr!(lang, "helper-turn-order"));
        let turn = t.turn();
        chip(
            ui,
            tr!(lang, "helper-chip-corp", name = t.corp()),
            turn == NapdTurn::Corp,
            false,
        );
        for (i, r) in t.runners().iter().enumerate() {
            chip(
                ui,
                format!("R{}: {}", i + 1, r.name()),
                turn == NapdTurn::Runner(i),
                r.flatlined(),
            );
        }
        if ui
            .add_enabled(
                over.is_none(),
                egui::Button::new(tr!(lang, "helper-next-turn")).min_size(egui::vec2(110.0, 30.0)),
            )
            .clicked()
        {
            ops.push(Op::NextTurn);
        }
    });
    ui.label(match t.turn() {
        NapdTurn::Setup => tr!(lang, "helper-now-setup"),
        NapdTurn::Corp => tr!(lang, "helper-now-corp", name = t.corp()),
        NapdTurn::Runner(i) => tr!(lang, "helper-now", name = t.name(NapdSeat::Runner(i))),
    });
    ui.label(match t.infamy() {
        NapdSeat::Corp => tr!(lang, "helper-infamy-corp", name = t.corp()),
        s => tr!(lang, "helper-infamy", name = t.name(s)),
    });
    let active = match t.active_runner() {
        None => tr!(lang, "helper-active-runner-none"),
        Some(i) => tr!(
            lang,
            "helper-active-runner",
            name = t.name(NapdSeat::Runner(i))
        ),
    };
    ui.label(RichText::new(active).strong());
    ui.add_space(theme::SECTION_GAP);

    let of_seven = |points: u32| {
        tr!(
            lang,
            "helper-points-of",
            points = points,
            goal = napd::NAPD_POINTS_TO_WIN
        )
    };
    egui::Grid::new("napd-points")
        .num_columns(5)
        .spacing([14.0, 6.0])
        .striped(true)
        .show(ui, |ui| {
            ui.label(RichText::new(tr!(lang, "helper-col-player")).strong());
            ui.label(RichText::new(tr!(lang, "helper-col-identity")).strong());
            ui.label(RichText::new(tr!(lang, "helper-col-agenda-points")).strong());
            ui.label("");
            ui.label("");
            ui.end_row();
            ui.label(tr!(lang, "helper-corp-name", name = t.corp()));
            ui.label(t.identity_face().title);
            ui.label(of_seven(t.points(NapdSeat::Corp)));
            ui.horizontal(|ui| {
                points_buttons(ui, over.is_none(), |d| {
                    ops.push(Op::NapdPoints(NapdSeat::Corp, d))
                });
            });
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
                        RichText::new(tr!(lang, "helper-points-trashed", n = r.points()))
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
                    ui.label(
                        RichText::new(tr!(lang, "helper-flatlined")).color(theme::muted(dark)),
                    );
                } else if ui
                    .add_enabled(
                        live,
                        egui::Button::new(tr!(lang, "helper-flatline", name = r.name())),
                    )
                    .clicked()
                {
                    ops.push(Op::NapdFlatline(i));
                }
                ui.end_row();
            }
            ui.label(RichText::new(tr!(lang, "helper-runners-together")).strong());
            ui.label("");
            ui.label(RichText::new(of_seven(t.runners_total())).strong());
            ui.end_row();
        });
    // Under the table, not a fifth column beside the Corp's identity: at 1024 pixels the row
    // had no room for it (issue 37).
    if ui
        .add_enabled(
            over.is_none(),
            egui::Button::new(tr!(lang, "helper-corp-decked")),
        )
        .clicked()
    {
        ops.push(Op::NapdDecked);
    }
    ui.add_space(theme::SECTION_GAP);
    ui.label(RichText::new(tr!(lang, "helper-napd-identity")).strong());
    ui.columns(2, |cols| {
        let up = t.identity_face().title;
        identity_card(&mut cols[0], &CYBER_BUREAU, up == CYBER_BUREAU.title);
        identity_card(
            &mut cols[1],
            &DETECTIVES_BUREAU,
            up == DETECTIVES_BUREAU.title,
        );
    });
}

/// One face of the NAPD identity: its title as printed (English, like every card name), its type
/// line, game text and deck rules in the app's language (the English is the engine's
/// [`IdentityText`]).
fn identity_card(ui: &mut egui::Ui, id: &IdentityText, up: bool) {
    let dark = ui.visuals().dark_mode;
    let lang = ui.lang();
    let cyber = id.title == CYBER_BUREAU.title;
    let (kind, text, deck) = (
        tr!(lang, "helper-napd-identity-kind"),
        if cyber {
            tr!(lang, "helper-napd-identity-text-cyber-bureau")
        } else {
            tr!(lang, "helper-napd-identity-text-detectives-bureau")
        },
        tr!(lang, "helper-napd-identity-deck"),
    );
    egui::Frame::group(ui.style())
        .inner_margin(10.0)
        .show(ui, |ui| {
            let mut title = RichText::new(id.title).strong();
            if !up {
                title = title.color(theme::muted(dark));
            }
            ui.label(title);
            // The translation's name (サイバー部:平和維持), when the language has its own.
            let local = if cyber {
                tr!(
                    lang,
                    "helper-napd-identity-local-cyber-bureau",
                    title = id.title
                )
            } else {
                tr!(
                    lang,
                    "helper-napd-identity-local-detectives-bureau",
                    title = id.title
                )
            };
            if local != id.title {
                ui.label(RichText::new(local).color(theme::muted(dark)));
            }
            // Which face it is never changes with the flip; the one in play is marked (issue
            // 37: 表/裏 read as front and back, and swapped after the flip).
            let face = if cyber {
                tr!(lang, "helper-face-front")
            } else {
                tr!(lang, "helper-face-back")
            };
            ui.label(
                RichText::new(if up {
                    tr!(lang, "helper-face-in-play", face = face.as_str())
                } else {
                    face
                })
                .small()
                .color(if up {
                    theme::ok(dark)
                } else {
                    theme::muted(dark)
                }),
            );
            ui.label(RichText::new(kind).italics());
            for line in text.lines() {
                ui.label(line);
            }
            ui.label(RichText::new(deck).small().color(theme::muted(dark)));
        });
}
