//! People's names as the event keeps them: one normal form, nothing invisible, and a key that
//! finds look-alikes.
//!
//! - A name is stored in Unicode normalization form C (what Windows and Linux keyboards type;
//!   macOS forms send the decomposed form D, which looks the same), its whitespace runs made one
//!   space, trimmed.
//! - Invisible formatting characters (Unicode category Cf: zero-width space, right-to-left
//!   override, word joiner, byte-order mark, …) and the blank "letters" (Hangul fillers, the
//!   blank Braille pattern) are refused: they make two names look equal, or a name look like
//!   nothing, or reorder the text around it. The zero-width joiner and non-joiner are allowed
//!   between two visible characters, where scripts and emoji use them.
//! - A letter carries at most [`MAX_MARKS_PER_LETTER`] combining marks (accents): enough for
//!   every language, not for the stacks of dozens that draw over the lines around them.
//! - `#` followed by digits is refused: the command line reads it as a player number.
//! - Two names are the same when their keys are: compatibility form (full-width letters, ligatures
//!   as their plain letters), case folded, without joiners and variation selectors.

use crate::engine::error::{InvisibleCharacter, NameRule};
use unicode_normalization::UnicodeNormalization;
use unicode_normalization::char::is_combining_mark;
use unicode_properties::{GeneralCategory, UnicodeGeneralCategory};

/// The most combining marks one letter may carry.
pub const MAX_MARKS_PER_LETTER: usize = 4;

const ZWNJ: char = '\u{200C}';
const ZWJ: char = '\u{200D}';

/// Characters that are not format characters but show as nothing.
fn is_blank_letter(c: char) -> bool {
    matches!(
        c,
        '\u{115F}' | '\u{1160}' | '\u{3164}' | '\u{FFA0}' | '\u{2800}' | '\u{034F}'
    )
}

/// Characters the key leaves out: joiners, variation selectors, the combining grapheme joiner,
/// the soft hyphen.
fn ignored_in_key(c: char) -> bool {
    matches!(
        c,
        ZWNJ | ZWJ | '\u{034F}' | '\u{00AD}' | '\u{FE00}'..='\u{FE0F}'
    ) || ('\u{E0100}'..='\u{E01EF}').contains(&c)
}

fn is_format(c: char) -> bool {
    c.general_category() == GeneralCategory::Format
}

fn visible(c: Option<char>) -> bool {
    c.is_some_and(|c| !c.is_whitespace() && !is_format(c) && !is_blank_letter(c))
}

/// Why a text shown to people (an event name, an identity) cannot be kept: an invisible
/// formatting character (zero-width space, direction override or isolate, word joiner,
/// byte-order mark, …; the joiners are allowed between two visible characters), as for names.
pub fn invisible_formatting(text: &str) -> Option<InvisibleCharacter> {
    let chars: Vec<char> = text.chars().collect();
    for (i, &c) in chars.iter().enumerate() {
        if c == ZWJ || c == ZWNJ {
            let before = i.checked_sub(1).and_then(|j| chars.get(j)).copied();
            if !(visible(before) && visible(chars.get(i + 1).copied())) {
                return Some(InvisibleCharacter::Joiner);
            }
        } else if is_format(c) {
            return Some(InvisibleCharacter::Format);
        }
    }
    None
}

/// A name in its stored form, or why it cannot be one.
pub fn normalise(name: &str) -> Result<String, NameRule> {
    let nfc: String = name.nfc().collect();
    let t = nfc.split_whitespace().collect::<Vec<_>>().join(" ");
    if t.is_empty() {
        return Err(NameRule::Empty);
    }
    if t.chars().any(char::is_control) {
        return Err(NameRule::Control);
    }
    let chars: Vec<char> = t.chars().collect();
    let mut marks = 0;
    let mut any_visible = false;
    for (i, &c) in chars.iter().enumerate() {
        if c == ZWJ || c == ZWNJ {
            let before = i.checked_sub(1).and_then(|j| chars.get(j)).copied();
            if !(visible(before) && visible(chars.get(i + 1).copied())) {
                return Err(NameRule::Invisible(InvisibleCharacter::Joiner));
            }
            continue;
        }
        if is_format(c) {
            return Err(NameRule::Invisible(InvisibleCharacter::Format));
        }
        if is_blank_letter(c) {
            return Err(NameRule::Blank);
        }
        if is_combining_mark(c) {
            if i == 0 {
                return Err(NameRule::AccentFirst);
            }
            marks += 1;
            if marks > MAX_MARKS_PER_LETTER {
                return Err(NameRule::TooManyAccents {
                    max: MAX_MARKS_PER_LETTER,
                });
            }
        } else {
            marks = 0;
            if !c.is_whitespace() && !ignored_in_key(c) {
                any_visible = true;
            }
        }
    }
    if !any_visible {
        return Err(NameRule::NoVisibleLetter);
    }
    if let Some(digits) = t.strip_prefix('#')
        && !digits.is_empty()
        && digits.chars().all(|c| c.is_ascii_digit())
    {
        return Err(NameRule::PlayerNumber);
    }
    Ok(t)
}

/// The key two names are compared by: equal keys are the same name to a reader.
pub fn key(name: &str) -> String {
    let compat: String = name.nfkc().filter(|&c| !ignored_in_key(c)).collect();
    let folded = compat.to_uppercase().to_lowercase();
    let normal: String = folded.nfkc().collect();
    normal.split_whitespace().collect::<Vec<_>>().join(" ")
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn look_alikes_have_one_key() {
        assert_eq!(key("Zo\u{eb}"), key("Zoe\u{308}"), "NFC and NFD");
        assert_eq!(key("ANN"), key("ann"));
        assert_eq!(key("Stra\u{df}e"), key("STRASSE"), "full case folding");
        assert_eq!(key("\u{FF21}nn"), key("Ann"), "full-width letters");
        assert_eq!(key("Ann  Lee"), key("Ann Lee"));
        assert_ne!(key("Zoe"), key("Zo\u{eb}"), "accents are part of a name");
    }

    #[test]
    fn names_are_stored_in_nfc_with_single_spaces() {
        assert_eq!(
            normalise("  Zoe\u{308}\u{a0}\u{a0}Lee ").unwrap(),
            "Zo\u{eb} Lee"
        );
    }

    #[test]
    fn invisible_formatting_in_other_texts() {
        for bad in [
            "Store\u{200B}Champs",
            "\u{202E}spmahC",
            "Regionals\u{2066}",
            "\u{FEFF}GNK",
            "\u{200D}Hoshiko",
            "Hoshiko\u{200C}",
            "Ann\u{2060}",
        ] {
            assert!(invisible_formatting(bad).is_some(), "{bad:?}");
        }
        for good in [
            "Store Championship 2026",
            "Hoshiko Shiro: Untold Protagonist",
            "עמית כהן",
            "👩\u{200D}💻 Night",
            "نیم\u{200C}فاصله",
        ] {
            assert_eq!(invisible_formatting(good), None, "{good:?}");
        }
    }

    #[test]
    fn invisible_names_are_refused() {
        for bad in [
            "Ann\u{200B}",
            "\u{200B}",
            "\u{202E}nnA",
            "A\u{2060}nn",
            "\u{FEFF}Ann",
            "\u{3164}",
            "Ann\u{200D}",
            "\u{200D}Ann",
            "a\u{301}\u{302}\u{303}\u{304}\u{305}\u{306}",
            "\u{301}a",
            "#1",
            "#042",
        ] {
            assert!(normalise(bad).is_err(), "{bad:?}");
        }
    }

    #[test]
    fn real_names_pass() {
        for good in [
            "Ann",
            "Čeněk Łukasz",
            "Nguyễn Thị Minh Khai",
            "Tiếng Việt",
            "میرزا\u{200C}ها",
            "👩\u{200D}💻 Coder",
            "#teamA",
            "3",
            "Ann #1",
            "山田 太郎",
            "Zoë",
        ] {
            assert!(normalise(good).is_ok(), "{good:?}: {:?}", normalise(good));
        }
        let nfd = "Nguye\u{302}\u{303}n".nfd().collect::<String>();
        assert!(normalise(&nfd).is_ok(), "two marks in NFD");
    }
}
