//! The start screen: create an event, open one, recent events, and recovery after a crash.

use crate::app::{Action, NetrunnerApp, screens::Screen, theme};
use crate::engine::{BigSellOutEdition, CutSize, EventSettings, Format, Structure, Tier};

/// The new-event form.
pub struct StartState {
    /// Event name.
    pub name: String,
    /// Date, `YYYY-MM-DD`.
    pub date: String,
    /// Format.
    pub format: Format,
    /// 0 basic, 1 advanced, 2 custom.
    pub structure: usize,
    /// Custom rounds.
    pub rounds: u32,
    /// Custom cut.
    pub cut: CutSize,
    /// Tier.
    pub tier: Tier,
    /// Seed as typed (empty: random).
    pub seed: String,
    /// A typed path to open.
    pub open_path: String,
    /// A problem with the form.
    pub problem: Option<String>,
}

impl Default for StartState {
    fn default() -> Self {
        StartState {
            name: String::new(),
            date: chrono::Local::now().format("%Y-%m-%d").to_string(),
            format: Format::Standard,
            structure: 0,
            rounds: 4,
            cut: CutSize::Top4,
            tier: Tier::Relaxed,
            seed: String::new(),
            open_path: String::new(),
            problem: None,
        }
    }
}

impl StartState {
    /// The settings and seed the form describes, or what is wrong with it.
    pub fn settings(&self, random_seed: u64) -> Result<(EventSettings, u64), String> {
        let name = self.name.trim();
        if name.is_empty() {
            return Err("give the event a name".into());
        }
        let structure = match self.structure {
            0 => Structure::Basic,
            1 => Structure::Advanced,
            _ => Structure::Custom {
                rounds: self.rounds,
                cut: self.cut,
            },
        };
        let mut s = EventSettings::new(name, structure);
        let date = self.date.trim();
        if !date.is_empty() {
            if chrono::NaiveDate::parse_from_str(date, "%Y-%m-%d").is_err() {
                return Err(format!("the date {date:?} is not in the form YYYY-MM-DD"));
            }
            s.date = Some(date.to_string());
        }
        s.format = self.format;
        s.tier = self.tier;
        let seed = if self.seed.trim().is_empty() {
            random_seed
        } else {
            self.seed
                .trim()
                .parse()
                .map_err(|_| format!("the seed {:?} is not a whole number", self.seed.trim()))?
        };
        Ok((s, seed))
    }
}

fn format_label(f: Format) -> &'static str {
    match f {
        Format::Standard => "Constructed: double-sided Swiss (v3.2)",
        Format::SingleSided => "Constructed: single-sided Swiss",
        Format::FullDraft => "Full draft",
        Format::HalfDraft => "Half draft",
        Format::Napd => "NAPD multiplayer",
        Format::BigSellOut {
            edition: BigSellOutEdition::Classic,
        } => "The Big Sell-Out (classic)",
        Format::BigSellOut { .. } => "The Big Sell-Out",
    }
}

/// Draws the start screen.
pub fn ui(ui: &mut egui::Ui, app: &mut NetrunnerApp, actions: &mut Vec<Action>) {
    let dark = app.prefs.dark;
    let random_seed = app.now_ms().unsigned_abs() ^ 0x9e37_79b9_7f4a_7c15;
    egui::ScrollArea::vertical().show(ui, |ui| {
        ui.heading("Netrunner TO");
        ui.label(
            egui::RichText::new("Offline tournament organizer for Android: Netrunner — FFG Tournament Regulations v3.2")
                .color(theme::muted(dark)),
        );
        ui.add_space(theme::SECTION_GAP);

        if let Some(r) = app.recovery.clone() {
            egui::Frame::group(ui.style()).show(ui, |ui| {
                ui.colored_label(theme::attention(dark), "The app was not closed properly last time.");
                let detail = match r.file_commands {
                    Some(f) => format!(
                        "An autosaved copy of “{}” has {} changes; its file has {f}.",
                        r.name, r.commands
                    ),
                    None => format!(
                        "An autosaved copy of “{}” with {} changes was never saved to a file.",
                        r.name, r.commands
                    ),
                };
                ui.label(detail);
                ui.horizontal(|ui| {
                    if ui.button("Recover the autosaved event").clicked() {
                        actions.push(Action::Recover(r.autosave.clone(), r.event_path.clone()));
                    }
                    if ui.button("Ignore").clicked() {
                        actions.push(Action::DismissRecovery);
                    }
                });
            });
            ui.add_space(theme::SECTION_GAP);
        }

        crate::app::keeping::unsaved_list_ui(ui, app, actions);

        ui.columns(2, |cols| {
            new_event_ui(&mut cols[0], &mut app.screens.start, dark, random_seed, actions);
            open_ui(&mut cols[1], app, actions);
        });
    });
}

fn new_event_ui(
    ui: &mut egui::Ui,
    st: &mut StartState,
    dark: bool,
    random_seed: u64,
    actions: &mut Vec<Action>,
) {
    egui::Frame::group(ui.style()).inner_margin(12.0).show(ui, |ui| {
        ui.heading("New event");
        ui.add_space(6.0);
        egui::Grid::new("new-event").num_columns(2).spacing([12.0, 8.0]).show(ui, |ui| {
            let l = ui.label("Name");
            ui.add(
                egui::TextEdit::singleline(&mut st.name)
                    .hint_text("Store Championship")
                    .desired_width(260.0),
            )
            .labelled_by(l.id);
            ui.end_row();
            let l = ui.label("Date");
            ui.add(egui::TextEdit::singleline(&mut st.date).desired_width(120.0))
                .labelled_by(l.id);
            ui.end_row();
            let format_label_id = ui.label("Format").id;
            egui::ComboBox::from_id_salt("format")
                .selected_text(format_label(st.format))
                .show_ui(ui, |ui| {
                    for f in [
                        Format::Standard,
                        Format::SingleSided,
                        Format::FullDraft,
                        Format::HalfDraft,
                        Format::Napd,
                        Format::BigSellOut {
                            edition: BigSellOutEdition::AndroidNetrunner,
                        },
                        Format::BigSellOut {
                            edition: BigSellOutEdition::Classic,
                        },
                    ] {
                        ui.selectable_value(&mut st.format, f, format_label(f));
                    }
                })
                .response
                .labelled_by(format_label_id);
            ui.end_row();
            ui.label("Structure");
            ui.horizontal(|ui| {
                ui.selectable_value(&mut st.structure, 0, "Basic");
                ui.selectable_value(&mut st.structure, 1, "Advanced");
                ui.selectable_value(&mut st.structure, 2, "Custom");
            });
            ui.end_row();
            if st.structure == 2 {
                ui.label("Swiss rounds");
                ui.add(egui::DragValue::new(&mut st.rounds).range(1..=crate::engine::structure::MAX_SWISS_ROUNDS));
                ui.end_row();
                ui.label("Cut");
                ui.horizontal(|ui| {
                    for c in [CutSize::None, CutSize::Top4, CutSize::Top8, CutSize::Top16] {
                        ui.selectable_value(&mut st.cut, c, c.to_string());
                    }
                });
                ui.end_row();
            }
            ui.label("Tier");
            ui.horizontal(|ui| {
                ui.selectable_value(&mut st.tier, Tier::Relaxed, "Relaxed");
                ui.selectable_value(&mut st.tier, Tier::Formal, "Formal");
                ui.selectable_value(&mut st.tier, Tier::Premier, "Premier");
            });
            ui.end_row();
            let l = ui.label("Seed");
            ui.add(
                egui::TextEdit::singleline(&mut st.seed)
                    .hint_text("random")
                    .desired_width(120.0),
            )
            .labelled_by(l.id);
            ui.end_row();
        });
        if matches!(st.format, Format::Napd | Format::BigSellOut { .. }) {
            ui.label(
                "A multiplayer side event: rounds of pods; pod size, rounds and scoring are set on the Players screen.",
            );
        }
        if let Some(p) = &st.problem {
            ui.colored_label(theme::error(dark), p);
        }
        ui.add_space(6.0);
        if ui.add(egui::Button::new("Create event").min_size(egui::vec2(140.0, 30.0))).clicked() {
            match st.settings(random_seed) {
                Ok((settings, seed)) => {
                    st.problem = None;
                    actions.push(Action::NewEvent { settings, seed });
                }
                Err(e) => st.problem = Some(e),
            }
        }
    });
}

fn open_ui(ui: &mut egui::Ui, app: &mut NetrunnerApp, actions: &mut Vec<Action>) {
    let dark = app.prefs.dark;
    egui::Frame::group(ui.style())
        .inner_margin(12.0)
        .show(ui, |ui| {
            ui.heading("Open");
            ui.label(
                "An event file, or a results file from NRTM, Cobra or Aesop's Tables to import.",
            );
            ui.add_space(6.0);
            if ui
                .add(egui::Button::new("Open a file…").min_size(egui::vec2(140.0, 30.0)))
                .clicked()
            {
                actions.push(Action::OpenDialog);
            }
            ui.add_space(6.0);
            ui.horizontal(|ui| {
                let st = &mut app.screens.start;
                let l = ui.label("Path");
                let r = ui
                    .add(
                        egui::TextEdit::singleline(&mut st.open_path)
                            .hint_text("or type a path")
                            .desired_width(240.0),
                    )
                    .labelled_by(l.id);
                let enter = r.lost_focus() && ui.input(|i| i.key_pressed(egui::Key::Enter));
                if (ui.button("Open path").clicked() || enter) && !st.open_path.trim().is_empty() {
                    actions.push(Action::Open(st.open_path.trim().into()));
                }
            });
            ui.add_space(theme::SECTION_GAP);
            if ui
                .button("Table helper")
                .on_hover_text("NAPD or Big Sell-Out: turn order, agenda totals and victory check for one game")
                .clicked()
            {
                actions.push(Action::Goto(Screen::TableHelper));
            }
            ui.add_space(theme::SECTION_GAP);
            ui.label(egui::RichText::new("Recent events").strong());
            if app.prefs.recent.is_empty() {
                ui.label(egui::RichText::new("none yet").color(theme::muted(dark)));
            }
            for p in app.prefs.recent.clone() {
                let name = p
                    .file_name()
                    .map(|n| n.to_string_lossy().into_owned())
                    .unwrap_or_default();
                if ui
                    .link(name)
                    .on_hover_text(p.display().to_string())
                    .clicked()
                {
                    actions.push(Action::Open(p));
                }
            }
        });
}
