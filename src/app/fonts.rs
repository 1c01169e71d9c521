//! The app's fonts: egui's built-in fonts first (Latin, Greek, Cyrillic, emoji), then fonts
//! found on the computer for anything else (Japanese, Chinese, Korean, Thai, Arabic, …).
//!
//! [`ScreenFonts::install`] adds a font provider to egui once: whenever egui meets a character
//! no installed font has — in a player's name or in the app's own words — it asks the shared
//! [`FontDiscovery`], which scans the computer's fonts on that first miss only (an event of
//! Latin names never scans) and hands back the file's bytes; egui appends the face to the
//! family's fallback chain. [`ScreenFonts::ensure`] does the same ahead of time for any text
//! (e.g. a translated UI's strings) and returns what no font has.
//!
//! [`ScreenFonts::check_event`] looks at the event's names when they change and keeps one
//! warning naming the players whose names cannot be shown and what to install;
//! [`warning_ui`] shows it until dismissed.
//!
//! egui lays text out left to right: Arabic and Hebrew names show their letters (when a font
//! has them) but not joined or in right-to-left order.

use super::words::Speaks as _;
use crate::engine::Event;
use crate::i18n::Lang;
use crate::io::fonts::{
    Doing, FontDiscovery, Uncovered, event_texts as texts, ignorable, uncovered,
    warning as warning_in,
};
use crate::tr;
use egui::{FallbackRequest, FontData, FontId, FontInsert, FontPriority, InsertFontFamily};
use std::hash::{Hash, Hasher};
use std::sync::Arc;

/// Finds faces on the computer for characters egui's fonts lack.
struct Provider(Arc<FontDiscovery>);

impl egui::FontProvider for Provider {
    fn font_for(&self, request: &FallbackRequest<'_>) -> Option<FontInsert> {
        let c = request.cluster.chars().next()?;
        let face = self.0.face_for(c, false)?;
        Some(FontInsert::new(
            &format!("system:{}", face.key), // i18n: not text (a font key)
            FontData::from_blob(face.data, face.index),
            vec![InsertFontFamily {
                family: request.family.clone(),
                priority: FontPriority::Lowest,
            }],
        ))
    }
}

/// History length, player count, first player's tiebreak, event name.
type EventKey = (usize, usize, Option<u64>, String);

/// The app's font fallback and its warning.
pub struct ScreenFonts {
    discovery: Arc<FontDiscovery>,
    installed: bool,
    /// A hash of the texts last checked.
    checked: Option<u64>,
    /// What identified the event at the last check (history length, players, name).
    last_key: Option<EventKey>,
    /// The warning for the names that cannot be shown, if any (in the app's language).
    pub warning: Option<String>,
    /// The names that cannot be shown, and which of their characters.
    report: Vec<Uncovered>,
    /// The language of [`ScreenFonts::warning`].
    warning_lang: Option<Lang>,
    /// The names of the warning the organizer dismissed (not shown again while they stay the
    /// same, whatever the language).
    dismissed: Option<Vec<Uncovered>>,
}

impl Default for ScreenFonts {
    fn default() -> Self {
        ScreenFonts::new(FontDiscovery::shared_system())
    }
}

impl ScreenFonts {
    /// Fonts found with `discovery` (tests: an empty folder, or only Noto Sans CJK).
    pub fn new(discovery: Arc<FontDiscovery>) -> ScreenFonts {
        ScreenFonts {
            discovery,
            installed: false,
            checked: None,
            last_key: None,
            warning: None,
            report: Vec::new(),
            warning_lang: None,
            dismissed: None,
        }
    }

    /// The discovery (shared with the printouts).
    pub fn discovery(&self) -> &Arc<FontDiscovery> {
        &self.discovery
    }

    /// Adds the font provider to egui (once per app).
    pub fn install(&mut self, ctx: &egui::Context) {
        if !self.installed {
            ctx.add_font_provider(Arc::new(Provider(self.discovery.clone())));
            self.installed = true;
        }
    }

    /// Makes sure egui can draw `text`: every character no installed font has gets a font
    /// from the computer appended to egui's fallback chain (both families). Returns the
    /// characters no font has, each once. Call it inside a frame.
    pub fn ensure(&mut self, ctx: &egui::Context, text: &str) -> Vec<char> {
        self.install(ctx);
        let mut missing = Vec::new();
        ctx.fonts_mut(|f| {
            for c in text.chars() {
                if ignorable(c) || missing.contains(&c) {
                    continue;
                }
                let shown = f.has_glyph(&FontId::proportional(14.0), c);
                // Monospace text (results, the clock) falls back on the same faces.
                let _ = f.has_glyph(&FontId::monospace(14.0), c);
                if !shown {
                    missing.push(c);
                }
            }
        });
        missing
    }

    /// When the event's names changed since the last call: finds fonts for them and updates
    /// the warning. Cheap when nothing changed (one hash of the names).
    pub fn check_event(&mut self, ctx: &egui::Context, event: Option<&Event>) {
        // Every change to an event (command, undo, redo) changes its history's length; another
        // event differs in its name, players or their random tiebreaks. Only then are the
        // names hashed (2,000 players: tens of microseconds, not every frame).
        let key = event.map(|e| {
            (
                e.history().len(),
                e.players().len(),
                e.players().first().map(|p| p.tiebreak),
                e.settings().name.clone(),
            )
        });
        let lang = ctx.lang();
        if self.warning_lang != Some(lang) {
            // The app's language changed: the same warning, in its words.
            self.warning = warning_in(&self.report, Doing::Shown, lang);
            self.warning_lang = Some(lang);
        }
        if self.checked.is_some() && self.last_key == key {
            return;
        }
        self.last_key = key;
        let mut h = std::collections::hash_map::DefaultHasher::new();
        if let Some(e) = event {
            e.settings().name.hash(&mut h);
            for p in e.players() {
                (&p.name, &p.corp, &p.runner, &p.pronouns).hash(&mut h);
            }
            if let Some(m) = e.multiplayer() {
                for t in &m.teams {
                    t.name.hash(&mut h);
                }
            }
        }
        let sum = h.finish();
        if self.checked == Some(sum) {
            return;
        }
        self.checked = Some(sum);
        let texts = event.map(texts).unwrap_or_default();
        let all: String = texts.iter().map(|(_, t)| t.as_str()).collect();
        let missing = self.ensure(ctx, &all);
        self.report = uncovered(&texts, |c| !missing.contains(&c));
        self.warning = warning_in(&self.report, Doing::Shown, lang);
    }

    /// The warning to show now (`None` when there is none or it was dismissed).
    pub fn visible_warning(&self) -> Option<&str> {
        self.warning
            .as_deref()
            .filter(|_| self.dismissed.as_ref() != Some(&self.report))
    }

    /// Hides the current warning (a new one, for other names, shows again).
    pub fn dismiss(&mut self) {
        self.dismissed = Some(self.report.clone());
    }
}

/// The font warning, with a Hide button, above the screen.
pub fn warning_ui(ui: &mut egui::Ui, fonts: &mut ScreenFonts) {
    let dark = ui.visuals().dark_mode;
    let Some(w) = fonts.visible_warning().map(str::to_string) else {
        return;
    };
    ui.horizontal_wrapped(|ui| {
        ui.colored_label(super::theme::attention(dark), w);
        if ui.small_button(tr!(ui.lang(), "fonts-hide")).clicked() {
            fonts.dismiss();
        }
    });
    ui.add_space(4.0);
}
