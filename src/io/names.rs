//! Sorting people's names the way people expect (shared by the CLI and the printouts).

use crate::engine::{Event, Player, PlayerId};
use unicode_normalization::UnicodeNormalization;

/// Accented Latin letters and the base letter they sort with.
const FOLDS: [(&str, char); 20] = [
    ("àáâãäåāăą", 'a'),
    ("çćĉċč", 'c'),
    ("ďđð", 'd'),
    ("èéêëēĕėęě", 'e'),
    ("ĝğġģ", 'g'),
    ("ĥħ", 'h'),
    ("ìíîïĩīĭįı", 'i'),
    ("ĵ", 'j'),
    ("ķ", 'k'),
    ("ĺļľŀł", 'l'),
    ("ñńņňŉ", 'n'),
    ("òóôõöøōŏő", 'o'),
    ("ŕŗř", 'r'),
    ("śŝşš", 's'),
    ("ţťŧ", 't'),
    ("ùúûüũūŭůűų", 'u'),
    ("ŵ", 'w'),
    ("ýÿŷ", 'y'),
    ("źżž", 'z'),
    ("æ", 'a'),
];

/// A key that sorts names the way people expect: case-insensitive, accented Latin letters
/// beside their base letter (Čeněk with the C names, Łukasz with the L names), kana in 五十音
/// order with katakana beside hiragana (カ with か, half-width ｶ too). Kanji cannot be ordered
/// without a reading: they follow the kana, by code point (see [`player_sort_key`]).
pub fn name_sort_key(name: &str) -> (String, String) {
    let lower = name.to_lowercase();
    (fold_lower(&lower).chars().map(hiragana).collect(), lower)
}

/// A key that sorts players as people look for them: by how the name is read (ふりがな) where
/// the player gave it, else by the name ([`name_sort_key`]); names read alike by the name.
pub fn player_sort_key(p: &Player) -> (String, String) {
    let by = p.reading.as_deref().unwrap_or(&p.name);
    (name_sort_key(by).0, p.name.to_lowercase())
}

/// [`player_sort_key`] of a player of `event` (the name alone for an unknown id).
pub fn sort_key_of(event: &Event, id: PlayerId) -> (String, String) {
    match event.player(id) {
        Some(p) => player_sort_key(p),
        None => name_sort_key(&event.name_of(id)),
    }
}

/// Whether a name's reading (ふりがな) is asked for: on a Japanese screen or page, or for a
/// Japanese event (its printouts' language). The app's and the phones' registration forms.
pub fn reading_expected(event: &Event, lang: crate::i18n::Lang) -> bool {
    let ja = |l: crate::i18n::Lang| l.tag() == "ja"; // i18n: not text
    ja(lang) || ja(crate::io::print::lang_of(event))
}

/// Katakana as the hiragana it sorts with (ヴ as ゔ; ヷ–ヺ and ー stay).
fn hiragana(c: char) -> char {
    match c {
        '\u{30A1}'..='\u{30F6}' => char::from_u32(c as u32 - 0x60).unwrap_or(c),
        _ => c,
    }
}

/// Text as searches compare it: lower case, accented Latin letters as their base letter
/// ("Tāo Salonga" → "tao salonga", "Sebastião" → "sebastiao").
pub fn search_fold(text: &str) -> String {
    fold_lower(&text.to_lowercase())
}

fn fold_lower(lower: &str) -> String {
    // NFKC first: half-width katakana and full-width Latin letters as their usual forms.
    lower
        .nfkc()
        .map(|c| {
            FOLDS
                .iter()
                .find(|(set, _)| set.contains(c))
                .map_or(c, |(_, base)| *base)
        })
        .collect()
}
