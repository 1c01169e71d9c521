//! The start screen: create an event, open one, recent events, and recovery after a crash.

use crate::app::document::{Recovery, UnsavedEvent};
use crate::app::{Action, screens::Screen, theme};
use crate::engine::{BigSellOutEdition, CutSize, EventSettings, Format, Structure, Tier};
use std::path::PathBuf;

/// Event settings as typed: the start screen's new-event form and the Event settings dialog.
#[derive(Clone, Debug, PartialEq)]
pub struct SettingsForm {
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
    /// Swiss round length in minutes as typed (empty: the format's default).
    pub minutes: String,
}

impl Default for SettingsForm {
    fn default() -> Self {
        SettingsForm {
            name: String::new(),
            date: chrono::Local::now().format("%Y-%m-%d").to_string(),
            format: Format::Standard,
            structure: 0,
            rounds: 4,
            cut: CutSize::Top4,
            tier: Tier::Relaxed,
            minutes: String::new(),
        }
    }
}

/// Which formats the form offers.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum FormatChoice {
    /// Every format (a new event).
    All,
    /// The Swiss formats (an event before round 1).
    Swiss,
    /// The multiplayer formats (a multiplayer event before its first round).
    Multiplayer,
    /// None: a round has been paired, the format stays.
    Locked,
}

impl SettingsForm {
    /// The form filled in from an event's settings.
    pub fn from_settings(s: &EventSettings) -> SettingsForm {
        let (structure, rounds, cut) = match s.structure {
            Structure::Basic => (0, 4, CutSize::Top4),
            Structure::Advanced => (1, 4, CutSize::Top4),
            Structure::Custom { rounds, cut } => (2, rounds, cut),
        };
        SettingsForm {
            name: s.name.clone(),
            date: s.date.clone().unwrap_or_default(),
            format: s.format,
            structure,
            rounds,
            cut,
            tier: s.tier,
            minutes: s.round_minutes.map(|m| m.to_string()).unwrap_or_default(),
        }
    }

    /// The structure chosen.
    pub fn structure(&self) -> Result<Structure, String> {
        Ok(match self.structure {
            0 => Structure::Basic,
            1 => Structure::Advanced,
            _ => Structure::Custom {
                rounds: self.rounds,
                cut: self.cut,
            },
        })
    }

    /// `base` with the form's values, or what is wrong with them (worded for people).
    pub fn check(&self, base: EventSettings) -> Result<EventSettings, String> {
        let name = self.name.trim();
        if name.is_empty() {
            return Err("Give the event a name.".into());
        }
        let mut s = base;
        s.name = name.to_string();
        let date = self.date.trim();
        s.date = if date.is_empty() {
            None
        } else {
            match chrono::NaiveDate::parse_from_str(date, "%Y-%m-%d") {
                // Written in full (2026-3-14 is stored as 2026-03-14).
                Ok(d) => Some(d.format("%Y-%m-%d").to_string()),
                Err(_) => {
                    return Err(format!(
                        "The date \u{201C}{date}\u{201D} is not a date in the form YYYY-MM-DD, such as 2026-03-14."
                    ));
                }
            }
        };
        s.format = self.format;
        s.structure = self.structure()?;
        s.tier = self.tier;
        let minutes = self.minutes.trim();
        s.round_minutes = if minutes.is_empty() {
            None
        } else {
            match minutes.parse::<u32>() {
                Ok(m) if (1..=600).contains(&m) => {
                    (m != self.format.swiss_round_minutes()).then_some(m)
                }
                _ => {
                    return Err(format!(
                        "The round length \u{201C}{minutes}\u{201D} is not a number of minutes from 1 to 600 (empty: the format's {}).",
                        self.format.swiss_round_minutes()
                    ));
                }
            }
        };
        Ok(s)
    }

    /// Draws the fields in a grid; with `structure`, the Swiss structure too, and with `seed`
    /// a seed field last. Returns whether Enter was pressed in one of the text fields (the
    /// caller's "OK").
    pub fn grid_ui(
        &mut self,
        ui: &mut egui::Ui,
        id: &str,
        formats: FormatChoice,
        structure: bool,
        seed: Option<&mut String>,
    ) -> bool {
        let mut enter = false;
        let mut text = |ui: &mut egui::Ui, label: &str, value: &mut String, hint: &str, w: f32| {
            let l = ui.label(label);
            let r = ui
                .add(
                    egui::TextEdit::singleline(value)
                        .hint_text(hint)
                        .desired_width(w),
                )
                .labelled_by(l.id);
            enter |= r.lost_focus() && ui.input(|i| i.key_pressed(egui::Key::Enter));
            ui.end_row();
        };
        egui::Grid::new(id)
            .num_columns(2)
            .spacing([12.0, 8.0])
            .show(ui, |ui| {
                text(ui, "Name", &mut self.name, "Store Championship", 260.0);
                text(ui, "Date", &mut self.date, "YYYY-MM-DD", 120.0);
                let format_label_id = ui.label("Format").id;
                let offered: &[Format] = match formats {
                    FormatChoice::All => &ALL_FORMATS,
                    FormatChoice::Swiss => &ALL_FORMATS[..4],
                    FormatChoice::Multiplayer => &ALL_FORMATS[4..],
                    FormatChoice::Locked => &[],
                };
                if offered.is_empty() {
                    ui.label(format_label(self.format))
                        .on_hover_text("The format cannot change once a round has been paired.")
                        .labelled_by(format_label_id);
                } else {
                    egui::ComboBox::from_id_salt((id, "format"))
                        .selected_text(format_label(self.format))
                        .show_ui(ui, |ui| {
                            for f in offered {
                                ui.selectable_value(&mut self.format, *f, format_label(*f));
                            }
                        })
                        .response
                        .labelled_by(format_label_id);
                }
                ui.end_row();
                let multiplayer = matches!(self.format, Format::Napd | Format::BigSellOut { .. });
                if structure && !multiplayer {
                    ui.label("Structure");
                    ui.horizontal(|ui| {
                        ui.selectable_value(&mut self.structure, 0, "Basic");
                        ui.selectable_value(&mut self.structure, 1, "Advanced");
                        ui.selectable_value(&mut self.structure, 2, "Custom");
                    });
                    ui.end_row();
                    if self.structure == 2 {
                        let l = ui.label("Swiss rounds");
                        ui.add(
                            egui::DragValue::new(&mut self.rounds)
                                .range(1..=crate::engine::structure::MAX_SWISS_ROUNDS),
                        )
                        .labelled_by(l.id);
                        ui.end_row();
                        ui.label("Cut");
                        ui.horizontal(|ui| {
                            for c in [CutSize::None, CutSize::Top4, CutSize::Top8, CutSize::Top16] {
                                ui.selectable_value(&mut self.cut, c, c.to_string());
                            }
                        });
                        ui.end_row();
                    }
                }
                ui.label("Tier");
                ui.horizontal(|ui| {
                    ui.selectable_value(&mut self.tier, Tier::Relaxed, "Relaxed");
                    ui.selectable_value(&mut self.tier, Tier::Formal, "Formal");
                    ui.selectable_value(&mut self.tier, Tier::Premier, "Premier");
                });
                ui.end_row();
                let default = format!("{}", self.format.swiss_round_minutes());
                text(
                    ui,
                    "Round length (minutes)",
                    &mut self.minutes,
                    &default,
                    60.0,
                );
                if let Some(seed) = seed {
                    text(ui, "Seed", seed, "random", 120.0);
                }
            });
        enter
    }
}

/// Every format, Swiss first.
const ALL_FORMATS: [Format; 7] = [
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
];

/// The start screen's state.
#[derive(Default)]
pub struct StartState {
    /// The new-event form.
    pub form: SettingsForm,
    /// Seed as typed (empty: random).
    pub seed: String,
    /// A typed path to open.
    pub open_path: String,
    /// A problem with the form.
    pub problem: Option<String>,
    /// Name and date of the recent event files, read once: `None` for a file that cannot be read.
    recent_info: std::collections::HashMap<std::path::PathBuf, Option<(String, Option<String>)>>,
}

impl StartState {
    /// The settings and seed the form describes, or what is wrong with it.
    pub fn settings(&self, random_seed: u64) -> Result<(EventSettings, u64), String> {
        let s = self
            .form
            .check(EventSettings::new(String::new(), Structure::Basic))?;
        let seed = if self.seed.trim().is_empty() {
            random_seed
        } else {
            self.seed.trim().parse().map_err(|_| {
                format!(
                    "The seed \u{201C}{}\u{201D} is not a whole number (leave it empty for a random one).",
                    self.seed.trim()
                )
            })?
        };
        Ok((s, seed))
    }
}

/// The format's name in the app.
pub(crate) fn format_label(f: Format) -> &'static str {
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

/// What the format means for a round, in a few words.
pub(crate) fn format_summary(f: Format, round_minutes: u32) -> String {
    match f {
        Format::Napd | Format::BigSellOut { .. } => {
            "Multiplayer pods, set up on the Players screen.".to_string()
        }
        f => {
            let games = if f.single_sided() {
                "One game a round, sides assigned by the pairing"
            } else {
                "Two games a round, one on each side"
            };
            format!(
                "{games}.\nGames to {} agenda points; {round_minutes}-minute rounds.",
                f.agenda_points_to_win()
            )
        }
    }
}

/// What the start screen sees of the app.
pub struct StartCx<'a> {
    /// Now, in ms since the Unix epoch (the new event's random seed comes from it).
    pub now_ms: i64,
    /// Dark theme in use.
    pub dark: bool,
    /// The autosaved event offered after an unclean exit.
    pub recovery: Option<&'a Recovery>,
    /// Recently used event files, newest first.
    pub recent: &'a [PathBuf],
    /// Events never saved to a file.
    pub unsaved: &'a [UnsavedEvent],
    /// Actions to run after the frame.
    pub actions: &'a mut Vec<Action>,
}

/// Draws the start screen.
pub fn ui(ui: &mut egui::Ui, cx: &mut StartCx<'_>, st: &mut StartState) {
    let dark = cx.dark;
    let random_seed = cx.now_ms.unsigned_abs() ^ 0x9e37_79b9_7f4a_7c15;
    egui::ScrollArea::vertical().show(ui, |ui| {
        ui.heading("Netrunner TO");
        ui.label(
            egui::RichText::new("Offline tournament organizer for Android: Netrunner — FFG Tournament Regulations v3.2")
                .color(theme::muted(dark)),
        );
        ui.add_space(theme::SECTION_GAP);

        if let Some(r) = cx.recovery {
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
                        cx.actions.push(Action::Recover(r.autosave.clone(), r.event_path.clone()));
                    }
                    if ui.button("Ignore").clicked() {
                        cx.actions.push(Action::DismissRecovery);
                    }
                });
            });
            ui.add_space(theme::SECTION_GAP);
        }

        crate::app::keeping::unsaved_list_ui(ui, cx.unsaved, dark, cx.actions);

        ui.columns(2, |cols| {
            new_event_ui(&mut cols[0], st, dark, random_seed, cx.actions);
            open_ui(&mut cols[1], cx, st);
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
        let before = (st.form.clone(), st.seed.clone());
        let mut create =
            st.form
                .grid_ui(ui, "new-event", FormatChoice::All, true, Some(&mut st.seed));
        if matches!(st.form.format, Format::Napd | Format::BigSellOut { .. }) {
            ui.label(
                "A multiplayer side event: rounds of pods; pod size, rounds and scoring are set on the Players screen.",
            );
        } else {
            let minutes = st.form.minutes.trim().parse().ok().filter(|&m: &u32| m > 0);
            let f = st.form.format;
            let summary = format_summary(f, minutes.unwrap_or(f.swiss_round_minutes()));
            ui.label(egui::RichText::new(summary).color(theme::muted(dark)));
        }
        // A message goes as soon as what it was about is fixed.
        if st.problem.is_some() && before != (st.form.clone(), st.seed.clone()) {
            st.problem = st.settings(random_seed).err();
        }
        if let Some(p) = &st.problem {
            ui.colored_label(theme::error(dark), p);
        }
        ui.add_space(6.0);
        create |= ui
            .add(egui::Button::new("Create event").min_size(egui::vec2(140.0, 30.0)))
            .clicked();
        if create {
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

fn open_ui(ui: &mut egui::Ui, cx: &mut StartCx<'_>, st: &mut StartState) {
    let dark = cx.dark;
    let actions = &mut *cx.actions;
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
            if cx.recent.is_empty() {
                ui.label(egui::RichText::new("none yet").color(theme::muted(dark)));
            }
            let muted = theme::muted(dark);
            for p in cx.recent {
                let file = p
                    .file_name()
                    .map(|n| n.to_string_lossy().into_owned())
                    .unwrap_or_default();
                // The event's name and date, read from the file once.
                let info = st
                    .recent_info
                    .entry(p.clone())
                    .or_insert_with(|| {
                        crate::io::save::load(p)
                            .ok()
                            .map(|e| (e.settings().name.clone(), e.settings().date.clone()))
                    })
                    .clone();
                ui.horizontal(|ui| match info {
                    Some((name, date)) => {
                        let text = match date {
                            Some(d) => format!("{name} ({d})"),
                            None => name,
                        };
                        if ui
                            .link(text)
                            .on_hover_text(p.display().to_string())
                            .clicked()
                        {
                            actions.push(Action::Open(p.clone()));
                        }
                        ui.label(egui::RichText::new(file).small().color(muted));
                    }
                    None => {
                        ui.label(egui::RichText::new(format!("{file} (not found)")).color(muted))
                            .on_hover_text(p.display().to_string());
                    }
                });
            }
        });
}
