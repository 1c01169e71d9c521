//! The words of the printouts (and, next, of the app) in the organizer's language.
//!
//! One [Fluent](https://projectfluent.org) message file per language, `i18n/<tag>/app.ftl`,
//! embedded in the program ([`LANGUAGES`]). A message id says what the text is for
//! (`print-slip-corp-won`); plural and number rules come from the language (Fluent's
//! `{ $n -> [one] … *[other] … }` with the language's plural rules), never from joining strings.
//! A message missing from a language is taken from English at run time; a message missing
//! everywhere prints its id (never a crash). `tests/it/i18n.rs` reports messages missing from a
//! language and English left in the code outside the message files.
//!
//! ```
//! use netrunner_to::i18n::Lang;
//! let ja = Lang::from_tag("ja_JP.UTF-8").unwrap();
//! assert_eq!(ja.tag(), "ja");
//! assert_eq!(netrunner_to::tr!(Lang::ENGLISH, "print-round", n = 3), "Round 3");
//! assert_eq!(netrunner_to::tr!(ja, "print-round", n = 3), "第3回戦");
//! ```
//!
//! Adding a language: write `i18n/<tag>/app.ftl` (copy the English file and translate each
//! message) and add one line to [`LANGUAGES`].

use fluent_bundle::concurrent::FluentBundle;
use fluent_bundle::{FluentArgs, FluentResource};
use std::sync::OnceLock;
use unic_langid::LanguageIdentifier;

pub use fluent_bundle::FluentValue;

/// A language the program speaks: its tag, its own name, its message file.
#[derive(Debug)]
pub struct Language {
    /// The BCP 47 language tag (`en`, `ja`), also the folder under `i18n/`.
    pub tag: &'static str,
    /// The language's name in the language itself, for the language menu.
    pub name: &'static str,
    /// The message file.
    pub source: &'static str,
}

/// Every language, English first (the fallback). Adding a language is one line here plus its
/// message file.
pub const LANGUAGES: &[Language] = &[
    Language {
        tag: "en",
        name: "English",
        source: include_str!("../../i18n/en/app.ftl"),
    },
    Language {
        tag: "ja",
        name: "日本語",
        source: include_str!("../../i18n/ja/app.ftl"),
    },
];

/// One of [`LANGUAGES`].
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Hash)]
pub struct Lang(usize);

type Bundle = FluentBundle<FluentResource>;

/// The bundles, one per language, built on first use.
fn bundles() -> &'static [Bundle] {
    static BUNDLES: OnceLock<Vec<Bundle>> = OnceLock::new();
    BUNDLES.get_or_init(|| {
        LANGUAGES
            .iter()
            .map(|l| {
                let id: LanguageIdentifier = l.tag.parse().unwrap_or_default();
                let mut bundle = FluentBundle::new_concurrent(vec![id]);
                // No Unicode isolation marks around arguments: the PDF fonts would print them.
                bundle.set_use_isolating(false);
                // NUMBER(), for ordinal plural rules ("1st", "2nd").
                let _ = bundle.add_builtins();
                // A file with a syntax error still gives its good messages (the test command
                // reports the error: `tests/it/i18n.rs`).
                let resource = FluentResource::try_new(l.source.to_string())
                    .unwrap_or_else(|(partial, _)| partial);
                // Duplicate ids keep the first; also reported by the test.
                let _ = bundle.add_resource(resource);
                bundle
            })
            .collect()
    })
}

impl Lang {
    /// English, the fallback.
    pub const ENGLISH: Lang = Lang(0);

    /// Every language, in [`LANGUAGES`] order.
    pub fn all() -> impl Iterator<Item = Lang> {
        (0..LANGUAGES.len()).map(Lang)
    }

    /// The language of a tag or locale name (`ja`, `ja-JP`, `ja_JP.UTF-8`, `en-US`): its
    /// language part matched against [`LANGUAGES`]. `None` when the program does not speak it.
    pub fn from_tag(tag: &str) -> Option<Lang> {
        let code = tag
            .split(['-', '_', '.', '@'])
            .next()
            .unwrap_or_default()
            .to_ascii_lowercase();
        LANGUAGES.iter().position(|l| l.tag == code).map(Lang)
    }

    /// The language of a stored tag, English when there is none or the program does not
    /// speak it.
    pub fn or_english(tag: Option<&str>) -> Lang {
        tag.and_then(Lang::from_tag).unwrap_or(Lang::ENGLISH)
    }

    /// The computer's language when the program speaks it, otherwise English:
    /// `NETRUNNER_TO_LANGUAGE` (the program's own, for a one-off start in another language and
    /// for the tests), `LC_ALL`, `LC_MESSAGES`, `LANG` (in that order) and then the system's
    /// locale setting.
    pub fn system() -> Lang {
        for var in ["NETRUNNER_TO_LANGUAGE", "LC_ALL", "LC_MESSAGES", "LANG"] {
            if let Ok(v) = std::env::var(var)
                && !v.is_empty()
            {
                // "C" or "POSIX" say English; the first set variable decides.
                return Lang::from_tag(&v).unwrap_or(Lang::ENGLISH);
            }
        }
        Lang::or_english(sys_locale::get_locale().as_deref())
    }

    /// The language's tag (`en`, `ja`).
    pub fn tag(self) -> &'static str {
        self.language().tag
    }

    /// The language's own name (`English`, `日本語`).
    pub fn name(self) -> &'static str {
        self.language().name
    }

    fn language(self) -> &'static Language {
        LANGUAGES.get(self.0).unwrap_or(&LANGUAGES[0])
    }

    /// Whether the language's own message file has `id` (without the English fallback).
    pub fn has(self, id: &str) -> bool {
        bundles().get(self.0).is_some_and(|b| b.has_message(id))
    }

    /// The message `id` (see [`tr!`](crate::tr) for messages with arguments).
    pub fn text(self, id: &str) -> String {
        self.format(id, &[])
    }

    /// The message `id` with its arguments, in this language, else in English, else the id.
    pub fn format(self, id: &str, args: &[(&str, FluentValue<'_>)]) -> String {
        let mut fluent_args = FluentArgs::new();
        for (k, v) in args {
            fluent_args.set(*k, v.clone());
        }
        let all = bundles();
        for bundle in [all.get(self.0), all.first()].into_iter().flatten() {
            if let Some(pattern) = bundle.get_message(id).and_then(|m| m.value()) {
                let mut errors = Vec::new();
                let text = bundle.format_pattern(pattern, Some(&fluent_args), &mut errors);
                return text.into_owned();
            }
        }
        id.to_string()
    }

    /// A `YYYY-MM-DD` date the language's way ("25 November 2026", "2026年11月25日"); any other
    /// text as it is.
    pub fn date(self, iso: &str) -> String {
        let mut parts = iso.trim().splitn(3, '-').map(str::parse::<u32>);
        match (parts.next(), parts.next(), parts.next()) {
            (Some(Ok(year)), Some(Ok(month)), Some(Ok(day)))
                if (1..=12).contains(&month) && (1..=31).contains(&day) =>
            {
                self.format(
                    "date",
                    &[
                        ("year", FluentValue::from(year.to_string())),
                        ("month", FluentValue::from(month)),
                        ("day", FluentValue::from(day)),
                    ],
                )
            }
            _ => iso.to_string(),
        }
    }
}

/// A message in a language: `tr!(lang, "print-round", n = 3)`.
#[macro_export]
macro_rules! tr {
    ($lang:expr, $id:literal) => {
        $lang.text($id)
    };
    ($lang:expr, $id:literal, $($k:ident = $v:expr),+ $(,)?) => {
        $lang.format(
            $id,
            &[$((stringify!($k), $crate::i18n::FluentValue::from($v))),+],
        )
    };
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn locale_names_find_the_language() {
        let ja = Lang::from_tag("ja").unwrap();
        assert_eq!(Lang::from_tag("ja_JP.UTF-8"), Some(ja));
        assert_eq!(Lang::from_tag("ja-JP"), Some(ja));
        assert_eq!(Lang::from_tag("en_US.UTF-8"), Some(Lang::ENGLISH));
        assert_eq!(Lang::from_tag("C"), None);
        assert_eq!(Lang::or_english(Some("xx")), Lang::ENGLISH);
        assert_eq!(Lang::or_english(None), Lang::ENGLISH);
    }

    #[test]
    fn a_missing_message_falls_back_to_english_then_to_its_id() {
        let ja = Lang::from_tag("ja").unwrap();
        // Only in the English file: the fallback test's message.
        assert!(!ja.has("test-english-only"));
        assert_eq!(ja.text("test-english-only"), "Only in English");
        assert_eq!(ja.text("no-such-message"), "no-such-message");
    }

    #[test]
    fn plurals_follow_the_language() {
        let ja = Lang::from_tag("ja").unwrap();
        assert_eq!(
            tr!(Lang::ENGLISH, "print-games-undecided", n = 1, games = "3"),
            "Sides are not decided yet for game 3: they are decided when the round is paired."
        );
        assert!(
            tr!(
                Lang::ENGLISH,
                "print-games-undecided",
                n = 2,
                games = "3, 4"
            )
            .starts_with("Sides are not decided yet for games 3, 4")
        );
        assert!(tr!(ja, "print-games-undecided", n = 2, games = "3, 4").contains("3, 4"));
    }

    #[test]
    fn ordinals_follow_the_language() {
        let ja = Lang::from_tag("ja").unwrap();
        let en: Vec<String> = [1, 2, 3, 4, 11, 12, 13, 21, 22, 101]
            .into_iter()
            .map(|n| tr!(Lang::ENGLISH, "print-place", n = n))
            .collect();
        assert_eq!(
            en,
            [
                "1st", "2nd", "3rd", "4th", "11th", "12th", "13th", "21st", "22nd", "101st"
            ]
        );
        assert_eq!(tr!(ja, "print-place", n = 2), "2位");
    }

    #[test]
    fn dates_are_written_the_languages_way() {
        let ja = Lang::from_tag("ja").unwrap();
        assert_eq!(Lang::ENGLISH.date("2026-11-05"), "5 November 2026");
        assert_eq!(ja.date("2026-11-05"), "2026年11月5日");
        assert_eq!(ja.date("next Sunday"), "next Sunday");
    }
}
