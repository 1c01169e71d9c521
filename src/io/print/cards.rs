//! Player cards (issue 17): one card per player, eight to a page, to cut and hand out: the
//! event, the player's name, their personal code in large letters, and the QR code of the
//! event's pages with the address under it. The only printout that shows codes.

use super::fonts::Fonts;
use super::layout::{Align, Document, Painter, Rect, Style};
use super::{Kind, Paper, header, lang_of};
use crate::engine::{Event, PlayerStatus};
use crate::io::names::player_sort_key;
use crate::tr;

/// Cards per page: 4 rows of 2.
const ROWS: usize = 4;
const COLS: usize = 2;

/// The QR code of a text as rows of dark modules, without the quiet zone.
pub fn qr_modules(text: &str) -> Option<Vec<Vec<bool>>> {
    let code = qrcode::QrCode::new(text.as_bytes()).ok()?;
    let width = code.width();
    let colors = code.to_colors();
    Some(
        colors
            .chunks(width.max(1))
            .map(|row| row.iter().map(|c| *c == qrcode::Color::Dark).collect())
            .collect(),
    )
}

/// Every player not disqualified, alphabetically, one card each.
pub(super) fn player_cards<'f>(
    event: &Event,
    address: Option<&str>,
    fonts: &'f Fonts,
    paper: Paper,
) -> Document<'f> {
    let lang = lang_of(event);
    let mut doc = Document::new(fonts, paper, header(event, Kind::PlayerCards, None));
    let mut players: Vec<_> = event
        .players()
        .iter()
        .filter(|p| p.status != PlayerStatus::Disqualified)
        .collect();
    players.sort_by_cached_key(|p| player_sort_key(p));
    if players.is_empty() {
        doc.paragraph(&tr!(lang, "print-no-players"), Style::regular(11.0));
        return doc;
    }
    let qr = address.and_then(qr_modules);
    let words = CardWords {
        event: event.settings().name.clone(),
        your_code: tr!(lang, "print-card-your-code"),
        report_here: tr!(lang, "print-card-report-here"),
        keep_secret: tr!(lang, "print-card-keep-secret"),
        no_address: tr!(lang, "print-card-no-address"),
    };
    doc.collated_grid(players.len(), ROWS, COLS, |p, rect, i| {
        if let Some(player) = players.get(i) {
            let code = event.player_code(player.id).unwrap_or("—");
            card(p, rect, &words, &player.name, code, address, qr.as_deref());
        }
    });
    doc
}

/// The words every card has, in the event's language.
struct CardWords {
    event: String,
    your_code: String,
    report_here: String,
    keep_secret: String,
    no_address: String,
}

fn card(
    p: &mut Painter<'_>,
    rect: Rect,
    words: &CardWords,
    player: &str,
    code: &str,
    address: Option<&str>,
    qr: Option<&[Vec<bool>]>,
) {
    let r = rect.inset(4.0);
    p.text(
        r.x,
        r.y + 10.0,
        r.w,
        &words.event,
        Style::regular(8.5),
        Align::Left,
    );
    p.text(r.x, r.y + 28.0, r.w, player, Style::bold(13.0), Align::Left);
    // Below the name: the code on the left, the QR code on the right.
    let top = r.y + 36.0;
    let qr_size = (r.bottom() - top - 10.0).clamp(40.0, 92.0);
    let text_w = (r.w - qr_size - 10.0).max(60.0);
    p.text(
        r.x,
        top + 12.0,
        text_w,
        &words.your_code,
        Style::regular(9.0),
        Align::Left,
    );
    let spaced: String = code
        .chars()
        .enumerate()
        .flat_map(|(i, c)| (i == 3).then_some(' ').into_iter().chain([c]))
        .collect();
    p.text(
        r.x,
        top + 40.0,
        text_w,
        &spaced,
        Style::bold(21.0),
        Align::Left,
    );
    // The two instructions wrap beside the QR code (one Japanese line was cut, 「…報告してくだ…」:
    // issue 37), as many lines as they need below the code.
    let small = Style::regular(7.5);
    let lines: Vec<String> = [&words.report_here, &words.keep_secret]
        .into_iter()
        .flat_map(|t| super::layout::wrap(p.fonts(), t, text_w, small))
        .collect();
    for (i, line) in lines.iter().enumerate() {
        p.text(
            r.x,
            top + 56.0 + 9.0 * i as f32,
            text_w,
            line,
            small,
            Align::Left,
        );
    }
    let qx = r.right() - qr_size;
    match (qr, address) {
        (Some(m), Some(a)) => {
            let n = m.len() as f32;
            let cell = qr_size / n.max(1.0);
            for (y, row) in m.iter().enumerate() {
                for (x, dark) in row.iter().enumerate() {
                    if *dark {
                        p.fill(
                            Rect::new(qx + x as f32 * cell, top + y as f32 * cell, cell, cell),
                            0,
                        );
                    }
                }
            }
            p.text(
                qx - 20.0,
                top + qr_size + 8.0,
                qr_size + 20.0,
                a,
                Style::regular(7.0),
                Align::Right,
            );
        }
        _ => {
            p.text(
                qx - 20.0,
                top + 30.0,
                qr_size + 20.0,
                &words.no_address,
                Style::regular(8.0),
                Align::Right,
            );
        }
    }
}
