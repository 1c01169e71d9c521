//! Registration by phone on the players screen (issue 38): open or close it, and the
//! registrations waiting, each with Accept, Edit and Refuse.

use super::*;

/// A waiting registration being edited.
pub(super) struct WaitingEdit {
    number: u32,
    name: String,
    pronouns: String,
    corp: String,
    runner: String,
    /// Kept as the phone sent it (edited after acceptance, in the list).
    reading: Option<String>,
    no_video: bool,
}

/// What the organizer clicked.
enum Click {
    Accept(u32),
    Refuse(u32),
    Edit(u32),
    Save,
    Cancel,
}

/// The registration by phone section: nothing until the organizer opens registration (or a
/// registration waits), then the waiting list.
pub(super) fn waiting_ui(ui: &mut egui::Ui, cx: &mut Cx<'_>, editing: &mut Option<WaitingEdit>) {
    let e = cx.event;
    let r = e.registration();
    let lang = ui.lang();
    let muted = theme::muted(ui.visuals().dark_mode);
    let heading = tr!(lang, "players-registration-heading");
    crate::app::sharing::registration_controls(ui, e, Some(heading), cx.actions);
    if r.waiting.is_empty() {
        return;
    }
    if editing
        .as_ref()
        .is_some_and(|ed| e.waiting_registration(ed.number).is_none())
    {
        *editing = None;
    }
    let mut click = None;
    // A list of its own height: 200 registrations waiting must not push the players away.
    egui::ScrollArea::vertical()
        .id_salt(("players", "waiting"))
        .max_height(190.0)
        .auto_shrink([false, true])
        .show(ui, |ui| {
            for w in &r.waiting {
                let d = &w.details;
                match editing.as_mut().filter(|ed| ed.number == w.number) {
                    Some(ed) => {
                        ui.horizontal_wrapped(|ui| {
                            ui.label(RichText::new(format!("#{}", w.number)).color(muted)); // i18n: not text
                            edit_field(ui, &mut ed.name, tr!(lang, "players-waiting-field-name"));
                            edit_field(
                                ui,
                                &mut ed.pronouns,
                                tr!(lang, "players-waiting-field-pronouns"),
                            );
                        });
                        ui.horizontal_wrapped(|ui| {
                            edit_field(ui, &mut ed.corp, tr!(lang, "players-waiting-field-corp"));
                            edit_field(
                                ui,
                                &mut ed.runner,
                                tr!(lang, "players-waiting-field-runner"),
                            );
                            ui.checkbox(
                                &mut ed.no_video,
                                tr!(lang, "players-waiting-field-no-video"),
                            );
                            if ui.button(tr!(lang, "players-waiting-save")).clicked() {
                                click = Some(Click::Save);
                            }
                            if ui.button(tr!(lang, "players-waiting-cancel")).clicked() {
                                click = Some(Click::Cancel);
                            }
                        });
                    }
                    None => {
                        ui.horizontal(|ui| {
                            ui.label(RichText::new(format!("#{}", w.number)).color(muted)); // i18n: not text
                            ui.label(RichText::new(&d.name).strong());
                            let name = d.name.as_str();
                            if ui
                                .button(tr!(lang, "players-waiting-accept"))
                                .accessible_name(tr!(
                                    lang,
                                    "players-waiting-accept-name",
                                    name = name
                                ))
                                .clicked()
                            {
                                click = Some(Click::Accept(w.number));
                            }
                            if ui
                                .button(tr!(lang, "players-waiting-edit"))
                                .accessible_name(tr!(
                                    lang,
                                    "players-waiting-edit-name",
                                    name = name
                                ))
                                .clicked()
                            {
                                click = Some(Click::Edit(w.number));
                            }
                            if ui
                                .button(tr!(lang, "players-waiting-refuse"))
                                .accessible_name(tr!(
                                    lang,
                                    "players-waiting-refuse-name",
                                    name = name
                                ))
                                .clicked()
                            {
                                click = Some(Click::Refuse(w.number));
                            }
                            let facts = facts(w, lang);
                            if !facts.is_empty() {
                                ui.add(
                                    egui::Label::new(RichText::new(facts).color(muted)).truncate(),
                                );
                            }
                        });
                    }
                }
            }
        });
    match click {
        None => {}
        Some(Click::Accept(number)) => cx.apply(Command::AcceptRegistration { number }),
        Some(Click::Refuse(number)) => cx.apply(Command::RefuseRegistration { number }),
        Some(Click::Edit(number)) => {
            if let Some(w) = e.waiting_registration(number) {
                let d = &w.details;
                *editing = Some(WaitingEdit {
                    number,
                    name: d.name.clone(),
                    pronouns: d.pronouns.clone().unwrap_or_default(),
                    corp: d.corp.clone().unwrap_or_default(),
                    runner: d.runner.clone().unwrap_or_default(),
                    reading: d.reading.clone(),
                    no_video: d.no_video,
                });
            }
        }
        Some(Click::Save) => {
            if let Some(ed) = editing.take() {
                let text = |t: &str| (!t.trim().is_empty()).then(|| t.trim().to_string());
                let complete = |side: Side, t: &str| {
                    text(t).map(|t| {
                        identities::normalise(side, &t)
                            .map(str::to_string)
                            .unwrap_or(t)
                    })
                };
                cx.apply(Command::EditRegistration {
                    number: ed.number,
                    details: PlayerDetails {
                        name: ed.name.clone(),
                        pronouns: text(&ed.pronouns),
                        corp: complete(Side::Corp, &ed.corp),
                        runner: complete(Side::Runner, &ed.runner),
                        reading: ed.reading.clone(),
                        fixed_table: None,
                        no_video: ed.no_video,
                    },
                });
            }
        }
        Some(Click::Cancel) => *editing = None,
    }
}

fn edit_field(ui: &mut egui::Ui, text: &mut String, label: String) {
    ui.horizontal(|ui| {
        let l = ui.label(label);
        ui.add(egui::TextEdit::singleline(text).desired_width(220.0))
            .labelled_by(l.id);
    });
}

/// A waiting registration's details after its name: pronouns, identities (a list's identity for
/// its side), the lists handed in, filming.
fn facts(w: &crate::engine::WaitingRegistration, lang: crate::i18n::Lang) -> String {
    let d = &w.details;
    let mut facts = Vec::new();
    if let Some(p) = &d.pronouns {
        facts.push(p.clone());
    }
    for (side, id, deck) in [
        (Side::Corp, &d.corp, &w.corp_deck),
        (Side::Runner, &d.runner, &w.runner_deck),
    ] {
        let title = deck
            .as_ref()
            .and_then(|k| k.identity.as_ref().map(|i| i.title.clone()))
            .or_else(|| id.clone());
        if let Some(t) = title {
            facts.push(identities::short_title(&t).to_string());
        }
        if deck.is_some() {
            facts.push(tr!(
                lang,
                "players-waiting-list",
                side = crate::io::words::side(side, lang)
            ));
        }
    }
    if d.no_video {
        facts.push(tr!(lang, "players-waiting-no-video"));
    }
    facts.join(" · ") // i18n: not text
}
