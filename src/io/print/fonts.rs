//! The printouts' fonts: the embedded DejaVu Sans (regular and bold) first, then fonts found on
//! the computer for what DejaVu lacks (Japanese, Chinese, Korean, Thai, …), and measuring.
//!
//! DejaVu Sans is compiled into the program (`assets/fonts/`, licence beside them), so a
//! printout of Latin, Greek and Cyrillic names looks the same everywhere. A text is split into
//! runs ([`Fonts::runs`]): each run is drawn in the first font that has its characters — DejaVu
//! Sans, else a face from the shared [`FontDiscovery`] — and krilla embeds every font used as a
//! subset (only the glyphs drawn). Each run is shaped once by harfrust (the shaper the app uses on
//! screen) in the font it is drawn in ([`Fonts::glyphs`]); the same glyphs give its width and
//! are what is drawn, so a measured width is the width that is drawn, kerning included,
//! whatever the script.

use super::PrintError;
use crate::io::fonts::{FontBlob, FontDiscovery, ignorable};
use krilla::text::KrillaGlyph;
use skrifa::MetadataProvider;
use skrifa::instance::{LocationRef, Size};
use std::collections::HashMap;
use std::sync::{Arc, Mutex};
use unicode_script::{Script, UnicodeScript};

/// DejaVu Sans.
const REGULAR: &[u8] = include_bytes!("../../../assets/fonts/DejaVuSans.ttf");
/// DejaVu Sans Bold.
const BOLD: &[u8] = include_bytes!("../../../assets/fonts/DejaVuSans-Bold.ttf");

/// The horizontal ellipsis that ends a shortened text.
pub const ELLIPSIS: char = '\u{2026}';

/// Which font a run of text is drawn in.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum Face {
    /// The embedded DejaVu Sans (regular or bold, as the style says).
    Builtin,
    /// A font found on the computer (an index into the document's fallback faces).
    Fallback(usize),
}

/// A piece of text drawn in one font.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Run<'t> {
    /// The text of the run.
    pub text: &'t str,
    /// The font it is drawn in.
    pub face: Face,
}

/// A font found on the computer and used by this printout.
struct Fallback {
    family: String,
    font: krilla::text::Font,
    data: FontBlob,
    index: u32,
}

#[derive(Default)]
struct Cache {
    faces: Vec<Fallback>,
    /// Discovery key → index into `faces`.
    by_key: HashMap<String, usize>,
    /// (character, bold) → the fallback face for it (or none).
    by_char: HashMap<(char, bool), Option<usize>>,
    /// (face, character) → whether the fallback face has it.
    has: HashMap<(usize, char), bool>,
    /// (face, text) → advance in font units per em (widths of fallback runs).
    widths: HashMap<(usize, String), f32>,
}

/// The embedded fonts and the fonts found on the computer, ready for measuring and drawing.
pub struct Fonts {
    regular: krilla::text::Font,
    bold: krilla::text::Font,
    discovery: Arc<FontDiscovery>,
    cache: Mutex<Cache>,
}

impl Fonts {
    /// The embedded fonts, with the computer's fonts (the process's shared
    /// [`FontDiscovery::shared_system`]) for what they lack.
    pub fn load() -> Result<Fonts, PrintError> {
        Fonts::with_discovery(FontDiscovery::shared_system())
    }

    /// The embedded fonts, with the fonts `discovery` finds for what they lack.
    pub fn with_discovery(discovery: Arc<FontDiscovery>) -> Result<Fonts, PrintError> {
        // i18n: not text (an error: English, like the CLI)
        let broken = || PrintError::Pdf("the embedded font could not be read".into());
        skrifa::FontRef::from_index(REGULAR, 0).map_err(|_| broken())?;
        skrifa::FontRef::from_index(BOLD, 0).map_err(|_| broken())?;
        Ok(Fonts {
            regular: krilla::text::Font::new(REGULAR.into(), 0).ok_or_else(broken)?,
            bold: krilla::text::Font::new(BOLD.into(), 0).ok_or_else(broken)?,
            discovery,
            cache: Mutex::new(Cache::default()),
        })
    }

    /// The discovery the fallback fonts come from.
    pub fn discovery(&self) -> &Arc<FontDiscovery> {
        &self.discovery
    }

    fn cache(&self) -> std::sync::MutexGuard<'_, Cache> {
        self.cache.lock().unwrap_or_else(|e| e.into_inner())
    }

    fn builtin(bold: bool) -> &'static [u8] {
        if bold { BOLD } else { REGULAR }
    }

    /// The krilla font a run is drawn in.
    pub(crate) fn font(&self, face: Face, bold: bool) -> krilla::text::Font {
        match face {
            Face::Fallback(i) => match self.cache().faces.get(i) {
                Some(f) => f.font.clone(),
                None => self.builtin_font(bold),
            },
            Face::Builtin => self.builtin_font(bold),
        }
    }

    fn builtin_font(&self, bold: bool) -> krilla::text::Font {
        if bold {
            self.bold.clone()
        } else {
            self.regular.clone()
        }
    }

    /// The family names of the fallback fonts used so far (for tests and reports).
    pub fn fallback_families(&self) -> Vec<String> {
        self.cache()
            .faces
            .iter()
            .map(|f| f.family.clone())
            .collect()
    }

    /// Whether the embedded font (in the weight) has a glyph for `c`.
    fn builtin_has(&self, c: char, bold: bool) -> bool {
        has_glyph(Fonts::builtin(bold), 0, c)
    }

    /// Whether fallback face `i` has a glyph for `c`.
    fn fallback_has(&self, i: usize, c: char) -> bool {
        let mut cache = self.cache();
        if let Some(&h) = cache.has.get(&(i, c)) {
            return h;
        }
        let h = cache
            .faces
            .get(i)
            .is_some_and(|f| has_glyph((*f.data).as_ref(), f.index, c));
        cache.has.insert((i, c), h);
        h
    }

    /// The fallback face for `c` in the weight, found (and loaded) on first use.
    fn fallback_for(&self, c: char, bold: bool) -> Option<usize> {
        if let Some(found) = self.cache().by_char.get(&(c, bold)) {
            return *found;
        }
        // Not under the cache lock: the discovery may scan the computer's fonts.
        let found = self.discovery.face_for(c, bold);
        let mut cache = self.cache();
        let index = found.and_then(|f| {
            if let Some(&i) = cache.by_key.get(&f.key) {
                return Some(i);
            }
            let font = krilla::text::Font::new(f.data.clone().into(), f.index)?;
            let i = cache.faces.len();
            cache.faces.push(Fallback {
                family: f.family,
                font,
                data: f.data,
                index: f.index,
            });
            cache.by_key.insert(f.key, i);
            Some(i)
        });
        cache.by_char.insert((c, bold), index);
        index
    }

    /// Whether `face` has a glyph for `c`.
    fn face_has(&self, face: Face, c: char, bold: bool) -> bool {
        match face {
            Face::Builtin => self.builtin_has(c, bold),
            Face::Fallback(i) => self.fallback_has(i, c),
        }
    }

    /// `text` split into runs, each in the first font that has its characters: the embedded
    /// font, else a font found on the computer. Spaces, punctuation, digits and combining
    /// marks stay in the run they follow when its font has them, so "田中 太郎" is one run.
    /// Characters no font has stay in the embedded font (drawn as its missing-glyph box;
    /// [`Fonts::uncovered`] reports them).
    pub fn runs<'t>(&self, text: &'t str, bold: bool) -> Vec<Run<'t>> {
        let mut runs: Vec<Run<'t>> = Vec::new();
        let mut start = 0;
        let mut current: Option<Face> = None;
        for (i, c) in text.char_indices() {
            let shared = matches!(c.script(), Script::Common | Script::Inherited);
            let face = match current {
                Some(f) if ignorable(c) || (shared && self.face_has(f, c, bold)) => f,
                _ if self.builtin_has(c, bold) || ignorable(c) => Face::Builtin,
                _ => self
                    .fallback_for(c, bold)
                    .map_or(Face::Builtin, Face::Fallback),
            };
            if current != Some(face) {
                if let Some(f) = current
                    && i > start
                {
                    runs.push(Run {
                        text: &text[start..i],
                        face: f,
                    });
                }
                start = i;
                current = Some(face);
            }
        }
        if let Some(f) = current
            && start < text.len()
        {
            runs.push(Run {
                text: &text[start..],
                face: f,
            });
        }
        runs
    }

    /// Whether some font (the embedded one or one found on the computer) has `c`.
    pub fn has_char(&self, c: char) -> bool {
        ignorable(c) || self.builtin_has(c, false) || self.fallback_for(c, false).is_some()
    }

    /// The characters of `text` that no font has (each once, in order).
    pub fn uncovered(&self, text: &str) -> Vec<char> {
        let mut out = Vec::new();
        for c in text.chars() {
            if !out.contains(&c) && !self.has_char(c) {
                out.push(c);
            }
        }
        out
    }

    /// Whether some font has a glyph for every character of `text`.
    pub fn covers(&self, text: &str) -> bool {
        self.uncovered(text).is_empty()
    }

    /// The width of one run in points at `size` points.
    pub fn run_width(&self, run: &Run<'_>, size: f32, bold: bool) -> f32 {
        if run.text.is_empty() {
            return 0.0;
        }
        let per_em = match run.face {
            Face::Builtin => advance_per_em(&shape(Fonts::builtin(bold), 0, run.text)),
            Face::Fallback(i) => {
                if let Some(&w) = self.cache().widths.get(&(i, run.text.to_string())) {
                    return w * size;
                }
                let (data, index) = match self.cache().faces.get(i) {
                    Some(f) => (f.data.clone(), f.index),
                    None => return 0.0,
                };
                let w = advance_per_em(&shape((*data).as_ref(), index, run.text));
                self.cache().widths.insert((i, run.text.to_string()), w);
                w
            }
        };
        per_em * size
    }

    /// The glyphs of one run, shaped in the font it is drawn in (advances in ems), for
    /// krilla's `draw_glyphs`.
    pub(crate) fn glyphs(&self, run: &Run<'_>, bold: bool) -> Vec<KrillaGlyph> {
        match run.face {
            Face::Builtin => shape(Fonts::builtin(bold), 0, run.text),
            Face::Fallback(i) => {
                let found = self.cache().faces.get(i).map(|f| (f.data.clone(), f.index));
                match found {
                    Some((data, index)) => shape((*data).as_ref(), index, run.text),
                    None => shape(Fonts::builtin(bold), 0, run.text),
                }
            }
        }
    }

    /// The width of `text` in points at `size` points: the sum of its runs, each shaped in the
    /// font it is drawn in.
    pub fn width(&self, text: &str, size: f32, bold: bool) -> f32 {
        self.runs(text, bold)
            .iter()
            .map(|r| self.run_width(r, size, bold))
            .sum()
    }

    /// `text` shortened with an ellipsis so it fits in `width` points (unchanged if it fits).
    ///
    /// Nothing but the ellipsis is returned when not even one character fits beside it.
    pub fn fit(&self, text: &str, width: f32, size: f32, bold: bool) -> String {
        if self.width(text, size, bold) <= width {
            return text.to_string();
        }
        // Character boundaries; find the longest prefix that fits with the ellipsis.
        let bounds: Vec<usize> = text.char_indices().map(|(i, _)| i).skip(1).collect();
        let with_ellipsis = |end: usize| {
            let mut s = text.get(..end).unwrap_or("").trim_end().to_string();
            s.push(ELLIPSIS);
            s
        };
        let (mut lo, mut hi) = (0usize, bounds.len());
        // Invariant: prefixes ending at bounds[..lo] fit; bounds[hi..] do not.
        while lo < hi {
            let mid = (lo + hi) / 2;
            let end = bounds.get(mid).copied().unwrap_or(text.len());
            if self.width(&with_ellipsis(end), size, bold) <= width {
                lo = mid + 1;
            } else {
                hi = mid;
            }
        }
        match lo.checked_sub(1).and_then(|i| bounds.get(i)) {
            Some(&end) => with_ellipsis(end),
            None => ELLIPSIS.to_string(),
        }
    }
}

/// Whether the font (`data`, face `index`) maps `c` to a glyph other than the missing one.
pub(crate) fn has_glyph(data: &[u8], index: u32, c: char) -> bool {
    skrifa::FontRef::from_index(data, index)
        .ok()
        .and_then(|f| f.charmap().map(c))
        .is_some_and(|g| g.to_u32() != 0)
}

/// `text` shaped by harfrust in the font (`data`, face `index`): its glyphs, advances and
/// offsets in ems, each with the range of `text` it stands for (so the PDF's text can be
/// copied and searched). A font that cannot be read gives no glyphs.
pub(crate) fn shape(data: &[u8], index: u32, text: &str) -> Vec<KrillaGlyph> {
    let Ok(font) = skrifa::FontRef::from_index(data, index) else {
        return Vec::new();
    };
    let per_em = f32::from(
        font.metrics(Size::unscaled(), LocationRef::default())
            .units_per_em
            .max(1),
    );
    let shaper_data = harfrust::ShaperData::new(&font);
    let shaper = shaper_data.shaper(&font).build();
    let mut buffer = harfrust::UnicodeBuffer::new();
    buffer.push_str(text);
    buffer.guess_segment_properties();
    let shaped = shaper.shape(buffer, harfrust::ShapeOptions::new());
    // A glyph stands for the text from its cluster to the next cluster (clusters are byte
    // offsets, in logical order whatever the direction).
    let mut clusters: Vec<usize> = shaped
        .glyph_infos()
        .iter()
        .map(|g| g.cluster as usize)
        .collect();
    clusters.sort_unstable();
    clusters.dedup();
    shaped
        .glyph_infos()
        .iter()
        .zip(shaped.glyph_positions())
        .map(|(info, pos)| {
            let start = (info.cluster as usize).min(text.len());
            let end = clusters
                .iter()
                .find(|&&c| c > start)
                .map_or(text.len(), |&c| c.min(text.len()));
            KrillaGlyph::new(
                krilla::text::GlyphId::new(info.glyph_id),
                pos.x_advance as f32 / per_em,
                pos.x_offset as f32 / per_em,
                pos.y_offset as f32 / per_em,
                pos.y_advance as f32 / per_em,
                start..end,
                None,
            )
        })
        .collect()
}

/// The advance of shaped glyphs, in ems.
fn advance_per_em(glyphs: &[KrillaGlyph]) -> f32 {
    glyphs.iter().map(|g| g.x_advance).sum()
}

#[cfg(test)]
mod tests {
    use super::*;

    fn no_fallback() -> Fonts {
        let dir = std::env::temp_dir().join("netrunner-to-test-empty-fonts");
        let _ = std::fs::create_dir_all(&dir);
        Fonts::with_discovery(Arc::new(FontDiscovery::folders(vec![dir]))).unwrap()
    }

    #[test]
    fn widths_grow_with_text_and_size() {
        let f = no_fallback();
        let a = f.width("Ann", 10.0, false);
        assert!(a > 10.0 && a < 25.0, "{a}");
        assert!(f.width("Ann Andersson", 10.0, false) > a);
        assert!((f.width("Ann", 20.0, false) - 2.0 * a).abs() < 0.01);
        assert!(f.width("Ann", 10.0, true) > a);
        assert_eq!(f.width("", 10.0, false), 0.0);
    }

    #[test]
    fn fit_keeps_short_text_and_shortens_long_text_with_an_ellipsis() {
        let f = no_fallback();
        assert_eq!(f.fit("Čeněk Łukasz", 200.0, 10.0, false), "Čeněk Łukasz");
        let long = "Søren Ångström of the Very Long Team Name";
        let w = 80.0;
        let fitted = f.fit(long, w, 10.0, false);
        assert!(fitted.ends_with(ELLIPSIS), "{fitted}");
        assert!(f.width(&fitted, 10.0, false) <= w);
        assert!(long.starts_with(fitted.trim_end_matches(ELLIPSIS)));
        // One more character would not have fitted.
        let n = fitted.chars().count() - 1;
        let longer: String = long.chars().take(n + 1).collect::<String>() + "…";
        assert!(f.width(&longer, 10.0, false) > w, "{longer}");
        assert_eq!(f.fit(long, 1.0, 10.0, false), "…");
    }

    #[test]
    fn the_embedded_font_covers_accented_names_but_not_japanese() {
        let f = no_fallback();
        assert!(f.covers("Čeněk Łukasz Zoë Müller Søren Ångström Ярослав Γιώργος"));
        assert!(!f.covers("田中"));
        assert_eq!(f.uncovered("田中 Ann 田"), vec!['田', '中']);
        // Without a fallback font everything is one run in the embedded font.
        assert_eq!(
            f.runs("田中 Ann", false),
            vec![Run {
                text: "田中 Ann",
                face: Face::Builtin
            }]
        );
    }
}
