//! Writing laid-out pages as a PDF with krilla (fonts embedded and subset: only the glyphs drawn).

use super::fonts::Fonts;
use super::layout::{Element, Page};
use super::{Paper, PrintError};
use krilla::Document;
use krilla::color::luma;
use krilla::geom::{PathBuilder, Point};
use krilla::metadata::Metadata;
use krilla::page::PageSettings;
use krilla::paint::{Fill, Stroke, StrokeDash};
use krilla::surface::Surface;

/// The PDF bytes of `pages` on `paper`, titled `title`.
pub(crate) fn write(
    fonts: &Fonts,
    paper: Paper,
    title: &str,
    pages: &[Page],
) -> Result<Vec<u8>, PrintError> {
    let (w, h) = paper.size();
    let settings = PageSettings::from_wh(w, h)
        // i18n: not text (an error: English, like the CLI)
        .ok_or_else(|| PrintError::Pdf(format!("invalid page size {w} × {h}")))?;
    let mut document = Document::new();
    document.set_metadata(
        Metadata::new()
            .title(title.to_string())
            .creator("Netrunner TO".to_string()), // i18n: not text (the product's name)
    );
    for page in pages {
        let mut p = document.start_page_with(settings.clone());
        let mut surface = p.surface();
        for e in &page.elements {
            draw(&mut surface, fonts, e);
        }
        surface.finish();
        p.finish();
    }
    document
        .finish()
        .map_err(|e| PrintError::Pdf(format!("{e:?}")))
}

fn grey(level: u8) -> krilla::paint::Paint {
    luma::Color::new(level).into()
}

fn draw(surface: &mut Surface<'_>, fonts: &Fonts, e: &Element) {
    match e {
        Element::Text {
            x,
            baseline,
            text,
            style,
        } => {
            surface.set_stroke(None);
            surface.set_fill(Some(Fill {
                paint: grey(0),
                ..Fill::default()
            }));
            // Each run in the font that has its characters, one after the other.
            let mut left = *x;
            for run in fonts.runs(text, style.bold) {
                let glyphs = fonts.glyphs(&run, style.bold);
                surface.draw_glyphs(
                    Point::from_xy(left, *baseline),
                    &glyphs,
                    fonts.font(run.face, style.bold),
                    run.text,
                    style.size,
                    false,
                );
                left += glyphs.iter().map(|g| g.x_advance).sum::<f32>() * style.size;
            }
        }
        Element::Line {
            from,
            to,
            width,
            dashed,
        } => {
            let mut pb = PathBuilder::new();
            pb.move_to(from.0, from.1);
            pb.line_to(to.0, to.1);
            if let Some(path) = pb.finish() {
                surface.set_fill(None);
                surface.set_stroke(Some(Stroke {
                    paint: grey(if *dashed { 110 } else { 0 }),
                    width: *width,
                    dash: dashed.then(|| StrokeDash {
                        array: vec![4.0, 3.0],
                        offset: 0.0,
                    }),
                    ..Stroke::default()
                }));
                surface.draw_path(&path);
            }
        }
        Element::Rect { rect, fill, stroke } => {
            let Some(r) = krilla::geom::Rect::from_xywh(rect.x, rect.y, rect.w, rect.h) else {
                return;
            };
            let mut pb = PathBuilder::new();
            pb.push_rect(r);
            let Some(path) = pb.finish() else { return };
            surface.set_fill(fill.map(|g| Fill {
                paint: grey(g),
                ..Fill::default()
            }));
            surface.set_stroke(stroke.map(|width| Stroke {
                paint: grey(0),
                width,
                ..Stroke::default()
            }));
            surface.draw_path(&path);
        }
    }
}
