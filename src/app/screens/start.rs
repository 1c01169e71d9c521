//! The start screen: create an event, open one, recent events, and recovery after a crash.

use crate::app::document::{Recovery, UnsavedEvent};
use crate::app::words::Speaks as _;
use crate::app::{Action, screens::Screen, theme};
use crate::engine::{CutSize, EventSettings, Format, Structure, Tier};
use crate::i18n::Lang;
use crate::io::explain::Explain;
use crate::tr;
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

/// What is wrong with the event settings as typed (worded for people in [`Explain`]).
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum FormProblem {
    /// The name is empty.
    NoName,
    /// The date is not `YYYY-MM-DD`.
    BadDate(String),
    /// The round length is not 1 to 600 minutes; the format's default.
    BadMinutes(String, u32),
    /// The seed is not a whole number.
    BadSeed(String),
}

impl Explain for FormProblem {
    fn explain(&self, lang: Lang) -> String {
        match self {
            FormProblem::NoName => tr!(lang, "settings-problem-no-name"),
            FormProblem::BadDate(date) => {
                tr!(lang, "settings-problem-bad-date", date = date.as_str())
            }
            FormProblem::BadMinutes(minutes, default) => tr!(
                lang,
                "settings-problem-bad-minutes",
                minutes = minutes.as_str(),
                default = *default
            ),
            FormProblem::BadSeed(seed) => {
                tr!(lang, "start-problem-bad-seed", seed = seed.as_str())
            }
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
    pub fn structure(&self) -> Structure {
        match self.structure {
            0 => Structure::Basic,
            1 => Structure::Advanced,
            _ => Structure::Custom {
                rounds: self.rounds,
                cut: self.cut,
            },
        }
    }

    /// `base` with the form's values, or what is wrong with them.
    pub fn check(&self, base: EventSettings) -> Result<EventSettings, FormProblem> {
        let name = self.name.trim();
        if name.is_empty() {
            return Err(FormProblem::NoName);
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
                Err(_) => return Err(FormProblem::BadDate(date.to_string())),
            }
        };
        s.format = self.format;
        s.structure = self.structure();
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
                    return Err(FormProblem::BadMinutes(
                        minutes.to_string(),
                        self.format.swiss_round_minutes(),
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
        let lang = ui.lang();
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
                text(
                    ui,
                    &tr!(lang, "settings-name"),
                    &mut self.name,
                    &tr!(lang, "settings-name-hint"),
                    260.0,
                );
                // A format code: the field takes the date in this form in every language.
                let date_hint = "YYYY-MM-DD"; // i18n: not text
                text(
                    ui,
                    &tr!(lang, "settings-date"),
                    &mut self.date,
                    date_hint,
                    120.0,
                );
                let format_label_id = ui.label(tr!(lang, "settings-format")).id;
                let offered: &[Format] = match formats {
                    FormatChoice::All => &Format::ALL,
                    FormatChoice::Swiss => &Format::ALL[..4],
                    FormatChoice::Multiplayer => &Format::ALL[4..],
                    FormatChoice::Locked => &[],
                };
                if offered.is_empty() {
                    ui.label(crate::io::words::format_title(self.format, lang))
                        .on_hover_text(tr!(lang, "settings-format-locked"))
                        .labelled_by(format_label_id);
                } else {
                    egui::ComboBox::from_id_salt((id, "format"))
                        .selected_text(crate::io::words::format_title(self.format, lang))
                        .show_ui(ui, |ui| {
                            for f in offered {
                                ui.selectable_value(
                                    &mut self.format,
                                    *f,
                                    crate::io::words::format_title(*f, lang),
                                );
                            }
                        })
                        .response
                        .labelled_by(format_label_id);
                }
                ui.end_row();
                let multiplayer = matches!(self.format, Format::Napd | Format::BigSellOut { .. });
                if structure && !multiplayer {
                    ui.label(tr!(lang, "settings-structure"));
                    ui.horizontal(|ui| {
                        ui.selectable_value(
                            &mut self.structure,
                            0,
                            tr!(lang, "settings-structure-basic"),
                        );
                        ui.selectable_value(
                            &mut self.structure,
                            1,
                            tr!(lang, "settings-structure-advanced"),
                        );
                        ui.selectable_value(
                            &mut self.structure,
                            2,
                            tr!(lang, "settings-structure-custom"),
                        );
                    });
                    ui.end_row();
                    if self.structure == 2 {
                        let l = ui.label(tr!(lang, "settings-swiss-rounds"));
                        ui.add(
                            egui::DragValue::new(&mut self.rounds)
                                .range(1..=crate::engine::structure::MAX_SWISS_ROUNDS),
                        )
                        .labelled_by(l.id);
                        ui.end_row();
                        ui.label(tr!(lang, "settings-cut"));
                        ui.horizontal(|ui| {
                            for c in [CutSize::None, CutSize::Top4, CutSize::Top8, CutSize::Top16] {
                                ui.selectable_value(&mut self.cut, c, cut_label(c, lang));
                            }
                        });
                        ui.end_row();
                    }
                }
                ui.label(tr!(lang, "settings-tier"));
                ui.horizontal(|ui| {
                    for (tier, label) in [
                        (Tier::Relaxed, tr!(lang, "settings-tier-relaxed")),
                        (Tier::Formal, tr!(lang, "settings-tier-formal")),
                        (Tier::Premier, tr!(lang, "settings-tier-premier")),
                    ] {
                        ui.selectable_value(&mut self.tier, tier, label);
                    }
                });
                ui.end_row();
                let default = format!("{}", self.format.swiss_round_minutes());
                text(
                    ui,
                    &tr!(lang, "settings-round-minutes"),
                    &mut self.minutes,
                    &default,
                    60.0,
                );
                if let Some(seed) = seed {
                    text(
                        ui,
                        &tr!(lang, "start-seed"),
                        seed,
                        &tr!(lang, "start-seed-hint"),
                        120.0,
                    );
                }
            });
        enter
    }
}

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
    pub problem: Option<FormProblem>,
    /// Name and date of the recent event files, read once: `None` for a file that cannot be read.
    recent_info: std::collections::HashMap<std::path::PathBuf, Option<(String, Option<String>)>>,
}

impl StartState {
    /// The settings and seed the form describes, or what is wrong with it.
    pub fn settings(&self, random_seed: u64) -> Result<(EventSettings, u64), FormProblem> {
        let s = self
            .form
            .check(EventSettings::new(String::new(), Structure::Basic))?;
        let seed = if self.seed.trim().is_empty() {
            random_seed
        } else {
            self.seed
                .trim()
                .parse()
                .map_err(|_| FormProblem::BadSeed(self.seed.trim().to_string()))?
        };
        Ok((s, seed))
    }
}

/// A cut size as the form offers it: "no cut", "top 4".
pub(crate) fn cut_label(c: CutSize, lang: Lang) -> String {
    tr!(lang, "settings-cut-size", n = c.players())
}

/// What the format means for a round, in a few words.
pub(crate) fn format_summary(f: Format, round_minutes: u32, lang: Lang) -> String {
    match f {
        Format::Napd | Format::BigSellOut { .. } => {
            tr!(lang, "settings-format-summary-multiplayer")
        }
        f if f.single_sided() => tr!(
            lang,
            "settings-format-summary-single-sided",
            points = f.agenda_points_to_win(),
            minutes = round_minutes
        ),
        f => tr!(
            lang,
            "settings-format-summary-double-sided",
            points = f.agenda_points_to_win(),
            minutes = round_minutes
        ),
    }
}

/// What the start screen sees of the app.
pub struct StartCx<'a> {
    /// Now, in ms since the Unix epoch (the new event's random seed comes from it).
    pub now_ms: i64,
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
    let dark = ui.visuals().dark_mode;
    let lang = ui.lang();
    let random_seed = cx.now_ms.unsigned_abs() ^ 0x9e37_79b9_7f4a_7c15;
    egui::ScrollArea::vertical().show(ui, |ui| {
        ui.heading("Netrunner TO"); // i18n: not text
        ui.label(egui::RichText::new(tr!(lang, "start-subtitle")).color(theme::muted(dark)));
        ui.add_space(theme::SECTION_GAP);

        if let Some(r) = cx.recovery {
            egui::Frame::group(ui.style()).show(ui, |ui| {
                ui.colored_label(theme::attention(dark), tr!(lang, "start-recovery-title"));
                let detail = match r.file_commands {
                    Some(f) => tr!(
                        lang,
                        "start-recovery-with-file",
                        name = r.name.as_str(),
                        changes = r.commands,
                        saved = f
                    ),
                    None => tr!(
                        lang,
                        "start-recovery-never-saved",
                        name = r.name.as_str(),
                        changes = r.commands
                    ),
                };
                ui.label(detail);
                ui.horizontal(|ui| {
                    if ui.button(tr!(lang, "start-recover")).clicked() {
                        cx.actions
                            .push(Action::Recover(r.autosave.clone(), r.event_path.clone()));
                    }
                    if ui.button(tr!(lang, "start-recovery-ignore")).clicked() {
                        cx.actions.push(Action::DismissRecovery);
                    }
                });
            });
            ui.add_space(theme::SECTION_GAP);
        }

        crate::app::keeping::unsaved_list_ui(ui, cx.unsaved, cx.actions);

        ui.columns(2, |cols| {
            new_event_ui(&mut cols[0], st, random_seed, cx.actions);
            open_ui(&mut cols[1], cx, st);
        });
    });
}

fn new_event_ui(
    ui: &mut egui::Ui,
    st: &mut StartState,
    random_seed: u64,
    actions: &mut Vec<Action>,
) {
    let dark = ui.visuals().dark_mode;
    let lang = ui.lang();
    egui::Frame::group(ui.style())
        .inner_margin(12.0)
        .show(ui, |ui| {
            ui.heading(tr!(lang, "start-new-event"));
            ui.add_space(6.0);
            let before = (st.form.clone(), st.seed.clone());
            let mut create =
                st.form
                    .grid_ui(ui, "new-event", FormatChoice::All, true, Some(&mut st.seed));
            if matches!(st.form.format, Format::Napd | Format::BigSellOut { .. }) {
                ui.label(tr!(lang, "start-multiplayer-note"));
            } else {
                let minutes = st.form.minutes.trim().parse().ok().filter(|&m: &u32| m > 0);
                let f = st.form.format;
                let summary = format_summary(f, minutes.unwrap_or(f.swiss_round_minutes()), lang);
                ui.label(egui::RichText::new(summary).color(theme::muted(dark)));
            }
            // A message goes as soon as what it was about is fixed.
            if st.problem.is_some() && before != (st.form.clone(), st.seed.clone()) {
                st.problem = st.settings(random_seed).err();
            }
            if let Some(p) = &st.problem {
                ui.colored_label(theme::error(dark), p.explain(lang));
            }
            ui.add_space(6.0);
            create |= ui
                .add(egui::Button::new(tr!(lang, "start-create")).min_size(egui::vec2(140.0, 30.0)))
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
    let dark = ui.visuals().dark_mode;
    let lang = ui.lang();
    let actions = &mut *cx.actions;
    egui::Frame::group(ui.style())
        .inner_margin(12.0)
        .show(ui, |ui| {
            ui.heading(tr!(lang, "start-open"));
            ui.label(tr!(lang, "start-open-intro"));
            ui.add_space(6.0);
            if ui
                .add(
                    egui::Button::new(tr!(lang, "start-open-file"))
                        .min_size(egui::vec2(140.0, 30.0)),
                )
                .clicked()
            {
                actions.push(Action::OpenDialog);
            }
            ui.add_space(6.0);
            ui.horizontal(|ui| {
                let l = ui.label(tr!(lang, "start-path"));
                let r = ui
                    .add(
                        egui::TextEdit::singleline(&mut st.open_path)
                            .hint_text(tr!(lang, "start-path-hint"))
                            .desired_width(240.0),
                    )
                    .labelled_by(l.id);
                let enter = r.lost_focus() && ui.input(|i| i.key_pressed(egui::Key::Enter));
                if (ui.button(tr!(lang, "start-open-path")).clicked() || enter)
                    && !st.open_path.trim().is_empty()
                {
                    actions.push(Action::Open(st.open_path.trim().into()));
                }
            });
            ui.add_space(theme::SECTION_GAP);
            if ui
                .button(tr!(lang, "start-table-helper"))
                .on_hover_text(tr!(lang, "start-table-helper-hint"))
                .clicked()
            {
                actions.push(Action::Goto(Screen::TableHelper));
            }
            ui.add_space(theme::SECTION_GAP);
            ui.label(egui::RichText::new(tr!(lang, "start-recent")).strong());
            if cx.recent.is_empty() {
                ui.label(
                    egui::RichText::new(tr!(lang, "start-recent-none")).color(theme::muted(dark)),
                );
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
                            Some(d) => tr!(
                                lang,
                                "start-recent-event",
                                name = name,
                                date = lang.date(&d)
                            ),
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
                        ui.label(
                            egui::RichText::new(tr!(lang, "start-recent-missing", file = file))
                                .color(muted),
                        )
                        .on_hover_text(p.display().to_string());
                    }
                });
            }
        });
}
