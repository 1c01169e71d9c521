//! The modal dialogs on top of everything: confirm, typed path, leave, the export date.

use super::words::Speaks as _;
use super::*;

/// A modal dialog on top of everything.
#[derive(Clone, Debug)]
pub(super) enum Modal {
    Confirm {
        question: String,
        yes: String,
        then: Box<Action>,
    },
    Path(Box<path_prompt::PathPrompt>),
    /// Leaving an event that is not safely saved.
    Leave {
        reason: keeping::LeaveReason,
        then: Box<Action>,
    },
    /// The event has no date: asked before an NRTM export.
    ExportDate {
        text: String,
        error: Option<String>,
    },
}

impl NetrunnerApp {
    pub(super) fn modal_ui(&mut self, ctx: &egui::Context) {
        let Some(modal) = self.modal.clone() else {
            return;
        };
        let mut close = false;
        let mut next = Vec::new();
        match modal {
            Modal::Confirm {
                question,
                yes,
                then,
            } => {
                egui::Modal::new(egui::Id::unique("confirm")).show(ctx, |ui| {
                    ui.set_max_width(420.0);
                    ui.label(&question);
                    ui.add_space(8.0);
                    ui.horizontal(|ui| {
                        if ui.button(&yes).clicked() {
                            next.push(*then.clone());
                            close = true;
                        }
                        if ui.button(tr!(ui.lang(), "app-cancel")).clicked() {
                            close = true;
                        }
                    });
                });
            }
            Modal::Leave { reason, then } => {
                close = keeping::leave_modal_ui(ctx, &reason, &then, &mut next);
            }
            Modal::ExportDate { mut text, error } => {
                let mut error = error;
                egui::Modal::new(egui::Id::unique("export-date")).show(ctx, |ui| {
                    let lang = ui.lang();
                    ui.set_max_width(460.0);
                    ui.heading(tr!(lang, "app-export-date-title"));
                    ui.label(tr!(lang, "app-export-date-text"));
                    let enter = ui
                        .horizontal(|ui| {
                            let l = ui.label(tr!(lang, "app-export-date-label"));
                            let r = ui
                                .add(
                                    egui::TextEdit::singleline(&mut text)
                                        .desired_width(140.0)
                                        .hint_text("2023-06-10"), // i18n: not text
                                )
                                .labelled_by(l.id);
                            r.lost_focus() && ui.input(|i| i.key_pressed(egui::Key::Enter))
                        })
                        .inner;
                    if let Some(e) = &error {
                        ui.colored_label(theme::error(self.prefs.dark), e);
                    }
                    // Wrapped: the buttons' words are longer in some languages.
                    ui.horizontal_wrapped(|ui| {
                        if ui.button(tr!(lang, "app-export-date-set")).clicked() || enter {
                            let date = text.trim();
                            match (
                                chrono::NaiveDate::parse_from_str(date, "%Y-%m-%d"),
                                self.event(),
                            ) {
                                (Ok(_), Some(e)) => {
                                    let mut settings = e.settings().clone();
                                    settings.date = Some(date.to_string());
                                    next.push(Action::Apply(Command::EditSettings { settings }));
                                    next.push(Action::ExportPath(ExportKind::Nrtm));
                                    close = true;
                                }
                                (Ok(_), None) => close = true,
                                (Err(_), _) => {
                                    error = Some(tr!(
                                        lang,
                                        "app-export-date-invalid",
                                        date = format!("{date:?}")
                                    ));
                                }
                            }
                        }
                        if ui.button(tr!(lang, "app-export-date-skip")).clicked() {
                            next.push(Action::ExportPath(ExportKind::Nrtm));
                            close = true;
                        }
                        if ui.button(tr!(lang, "app-cancel")).clicked() {
                            close = true;
                        }
                    });
                });
                if !close {
                    self.modal = Some(Modal::ExportDate { text, error });
                }
            }
            Modal::Path(mut prompt) => {
                let dialogs = self.use_dialogs;
                match prompt.show(ctx, self.event(), dialogs) {
                    path_prompt::Prompt::Open => self.modal = Some(Modal::Path(prompt)),
                    path_prompt::Prompt::Cancelled => close = true,
                    path_prompt::Prompt::Done(action, round) => {
                        self.pairings_round = round;
                        next.push(*action);
                        close = true;
                    }
                }
            }
        }
        if close {
            self.modal = None;
        }
        self.actions.extend(next);
    }
}
