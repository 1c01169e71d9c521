//! The embedded fonts (DejaVu Sans and DejaVu Sans Bold) and text measurement.
//!
//! The fonts are compiled into the program (`assets/fonts/`, licence beside them), so a printout
//! looks the same everywhere and covers accented Latin, Greek and Cyrillic names. Widths come
//! from shaping with rustybuzz, the shaper krilla itself uses for `draw_text`, so a measured
//! width is the width that is drawn (kerning included).

use super::PrintError;

/// DejaVu Sans.
const REGULAR: &[u8] = include_bytes!("../../../assets/fonts/DejaVuSans.ttf");
/// DejaVu Sans Bold.
const BOLD: &[u8] = include_bytes!("../../../assets/fonts/DejaVuSans-Bold.ttf");

/// The horizontal ellipsis that ends a shortened text.
pub const ELLIPSIS: char = '\u{2026}';

/// The two weights of the embedded font, ready for measuring and drawing.
pub struct Fonts {
    regular: krilla::text::Font,
    bold: krilla::text::Font,
    regular_face: rustybuzz::Face<'static>,
    bold_face: rustybuzz::Face<'static>,
}

impl Fonts {
    /// Loads the embedded fonts.
    pub fn load() -> Result<Fonts, PrintError> {
        let broken = || PrintError::Pdf("the embedded font could not be read".into());
        Ok(Fonts {
            regular: krilla::text::Font::new(REGULAR.into(), 0).ok_or_else(broken)?,
            bold: krilla::text::Font::new(BOLD.into(), 0).ok_or_else(broken)?,
            regular_face: rustybuzz::Face::from_slice(REGULAR, 0).ok_or_else(broken)?,
            bold_face: rustybuzz::Face::from_slice(BOLD, 0).ok_or_else(broken)?,
        })
    }

    /// The krilla font for a weight.
    pub(crate) fn font(&self, bold: bool) -> krilla::text::Font {
        if bold {
            self.bold.clone()
        } else {
            self.regular.clone()
        }
    }

    /// The width of `text` in points at `size` points.
    pub fn width(&self, text: &str, size: f32, bold: bool) -> f32 {
        if text.is_empty() {
            return 0.0;
        }
        let face = if bold {
            &self.bold_face
        } else {
            &self.regular_face
        };
        let mut buffer = rustybuzz::UnicodeBuffer::new();
        buffer.push_str(text);
        buffer.guess_segment_properties();
        let shaped = rustybuzz::shape(face, &[], buffer);
        let units: i64 = shaped
            .glyph_positions()
            .iter()
            .map(|p| i64::from(p.x_advance))
            .sum();
        let per_em = face.units_per_em().max(1) as f32;
        units as f32 / per_em * size
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

    /// Whether the regular font has a glyph for every character of `text`.
    pub fn covers(&self, text: &str) -> bool {
        text.chars()
            .filter(|c| !c.is_control())
            .all(|c| self.regular_face.glyph_index(c).is_some())
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn widths_grow_with_text_and_size() {
        let f = Fonts::load().unwrap();
        let a = f.width("Ann", 10.0, false);
        assert!(a > 10.0 && a < 25.0, "{a}");
        assert!(f.width("Ann Andersson", 10.0, false) > a);
        assert!((f.width("Ann", 20.0, false) - 2.0 * a).abs() < 0.01);
        assert!(f.width("Ann", 10.0, true) > a);
        assert_eq!(f.width("", 10.0, false), 0.0);
    }

    #[test]
    fn fit_keeps_short_text_and_shortens_long_text_with_an_ellipsis() {
        let f = Fonts::load().unwrap();
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
    fn the_font_covers_accented_names() {
        let f = Fonts::load().unwrap();
        assert!(f.covers("Čeněk Łukasz Zoë Müller Søren Ångström Ярослав Γιώργος"));
        assert!(!f.covers("田中"));
    }
}
