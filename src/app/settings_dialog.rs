//! Edit ▸ Event settings…: the name, date, tier, format (before round 1), structure (rounds and
//! cut) and round length of the open event, as the command line's `settings` changes them: one
//! [`Command::EditSettings`].
//!
//! Once round 1 is paired the Swiss rounds and the cut are fixed (the regulations: announced
//! before the start); the dialog shows the fixed values, and says so before a change of
//! structure changes them.

use super::screens::start::{FormProblem, FormatChoice, SettingsForm};
use super::theme;
use super::words::Speaks as _;
use crate::engine::{Command, Event, StructureStatus, Suggestion};
use crate::io::explain::Explain as _;
use crate::tr;

use crate::io::words::{plan as plan_text, structure_status as describe};

/// The dialog's state while it is open.
#[derive(Clone, Debug)]
pub struct SettingsDialog {
    /// The fields as typed.
    pub form: SettingsForm,
    /// Why the settings cannot be saved.
    pub problem: Option<FormProblem>,
    /// The language of the event's printouts.
    pub language: crate::i18n::Lang,
}

/// What the organizer did in the dialog this frame.
pub enum Outcome {
    /// Still open.
    Open,
    /// Closed without a change.
    Cancelled,
    /// Save: the command to apply (the dialog closes).
    Save(Box<Command>),
}

impl SettingsDialog {
    /// The dialog for `event`, filled in with its settings.
    pub fn new(event: &Event) -> SettingsDialog {
        let mut form = SettingsForm::from_settings(event.settings());
        if form.structure != 2 {
            // "Custom" starts from what the event plays.
            let plan = event.planned();
            form.rounds = plan.rounds;
            form.cut = plan.cut;
        }
        SettingsDialog {
            form,
            problem: None,
            language: crate::io::print::lang_of(event),
        }
    }

    /// The plan the event would play with the form's structure: a new structure replaces the
    /// fixed values (from the players registered now); otherwise the plan stays.
    fn plan_after(&self, event: &Event, status: &StructureStatus) -> Option<Suggestion> {
        let structure = self.form.structure();
        if structure == event.settings().structure || status.fixed.is_none() {
            return None;
        }
        Some(structure.suggestion(event.registered_count()))
    }

    /// Draws the dialog.
    pub fn show(&mut self, ctx: &egui::Context, event: &Event) -> Outcome {
        let dark = ctx.global_style().visuals.dark_mode;
        let mut outcome = Outcome::Open;
        let status = event.structure_status();
        let multiplayer = event.is_multiplayer();
        let paired =
            !event.rounds().is_empty() || event.multiplayer().is_some_and(|m| !m.rounds.is_empty());
        let choice = match (multiplayer, paired) {
            (_, true) => FormatChoice::Locked,
            (true, false) => FormatChoice::Multiplayer,
            (false, false) => FormatChoice::Swiss,
        };
        let mut save = false;
        let lang = ctx.lang();
        egui::Modal::new(egui::Id::unique("event-settings")).show(ctx, |ui| {
            // A fixed size (room for the custom structure's rows): egui centres a modal on its
            // size, so a dialog that grew would move its buttons.
            ui.set_width(560.0);
            ui.set_min_height(440.0);
            ui.heading(tr!(lang, "settings-title"));
            ui.add_space(6.0);
            let changed_before = self.form.clone();
            save |= self
                .form
                .grid_ui(ui, "event-settings-grid", choice, !multiplayer, None);
            ui.horizontal(|ui| {
                ui.label(tr!(lang, "settings-printouts-in"));
                for l in crate::i18n::Lang::all() {
                    ui.selectable_value(&mut self.language, l, l.name());
                }
            });
            if self.problem.is_some() && self.form != changed_before {
                // A message about what was typed goes once it is changed.
                self.problem = self.form.check(event.settings().clone()).err();
            }
            ui.add_space(6.0);
            let muted = theme::muted(dark);
            if !multiplayer {
                ui.add(
                    egui::Label::new(
                        egui::RichText::new(tr!(
                            lang,
                            "settings-event-plans",
                            plan = describe(&status, lang)
                        ))
                        .color(muted),
                    )
                    .wrap(),
                );
            }
            // The warning before a fixed structure changes, in a line that is always there.
            ui.horizontal(|ui| {
                ui.set_min_height(2.0 * ui.text_style_height(&egui::TextStyle::Body));
                let after = self
                    .plan_after(event, &status)
                    .filter(|p| *p != status.planned);
                if let Some(p) = &self.problem {
                    ui.add(
                        egui::Label::new(
                            egui::RichText::new(p.explain(lang)).color(theme::error(dark)),
                        )
                        .wrap(),
                    );
                } else if let (Some(after), Some(fixed)) = (after, status.fixed) {
                    ui.add(
                        egui::Label::new(
                            egui::RichText::new(tr!(
                                lang,
                                "settings-structure-change-warning",
                                announced = plan_text(
                                    Suggestion {
                                        rounds: fixed.rounds,
                                        cut: fixed.cut
                                    },
                                    lang
                                ),
                                after = plan_text(after, lang)
                            ))
                            .color(theme::attention(dark)),
                        )
                        .wrap(),
                    );
                }
            });
            ui.add_space(6.0);
            ui.horizontal(|ui| {
                if ui
                    .button(egui::RichText::new(tr!(lang, "settings-save")).strong())
                    .clicked()
                {
                    save = true;
                }
                if ui.button(tr!(lang, "settings-cancel")).clicked() {
                    outcome = Outcome::Cancelled;
                }
            });
        });
        if ctx.input(|i| i.key_pressed(egui::Key::Escape)) {
            outcome = Outcome::Cancelled;
        }
        if save {
            let checked = self.form.check(event.settings().clone()).map(|mut s| {
                if s.language.is_some() || self.language != crate::i18n::Lang::ENGLISH {
                    s.language = Some(self.language.tag().to_string());
                }
                s
            });
            match checked {
                Ok(settings) if &settings == event.settings() => outcome = Outcome::Cancelled,
                Ok(settings) => {
                    outcome = Outcome::Save(Box::new(Command::EditSettings { settings }));
                }
                Err(e) => self.problem = Some(e),
            }
        }
        outcome
    }
}
