//! The registration poster (issue 38): one page to put up at the door, in the event's
//! language — the event, a large QR code of the registration link with the link under it, and
//! three steps (scan, fill in, keep the code the phone shows).

use super::fonts::Fonts;
use super::layout::{Align, Document, Header, Rect, Style};
use super::{Paper, PrintError, lang_of};
use crate::engine::Event;
use crate::tr;

/// The poster for the registration link `address` (`http://192.168.1.20:8080/register/…`).
pub fn registration_poster(
    event: &Event,
    address: &str,
    paper: Paper,
    fonts: &Fonts,
) -> Result<Vec<u8>, PrintError> {
    let lang = lang_of(event);
    let mut header = Header::new(
        event.settings().name.clone(),
        tr!(lang, "print-poster-title"),
        None,
    );
    header.lang = lang;
    let mut doc = Document::new(fonts, paper, header);
    let body = doc.body();
    doc.heading(&tr!(lang, "print-poster-heading"), 30.0, 400.0);
    doc.paragraph(&event.settings().name, Style::bold(18.0));
    if let Some(d) = &event.settings().date {
        doc.paragraph(&lang.date(d), Style::regular(13.0));
    }
    doc.space(14.0);
    let modules = super::qr_modules(address).unwrap_or_default();
    let side = (body.w * 0.62).min(doc.remaining() - 190.0).max(120.0);
    let top = doc.cursor();
    let x = body.x + (body.w - side) / 2.0;
    {
        let mut p = doc.painter();
        let n = modules.len() as f32;
        let cell = side / n.max(1.0);
        for (y, row) in modules.iter().enumerate() {
            for (i, dark) in row.iter().enumerate() {
                if *dark {
                    p.fill(
                        Rect::new(x + i as f32 * cell, top + y as f32 * cell, cell, cell),
                        0,
                    );
                }
            }
        }
        p.text(
            body.x,
            top + side + 18.0,
            body.w,
            address,
            Style::regular(11.0),
            Align::Center,
        );
    }
    doc.space(side + 34.0);
    for step in [
        tr!(lang, "print-poster-step-scan"),
        tr!(lang, "print-poster-step-fill"),
        tr!(lang, "print-poster-step-code"),
    ] {
        doc.paragraph(&step, Style::regular(15.0));
        doc.space(4.0);
    }
    doc.paragraph(&tr!(lang, "print-poster-wifi"), Style::regular(11.0));
    doc.finish()
}
