//! The built-in list of *Android: Netrunner* identities (`data/identities.csv`, compiled in):
//! for autocomplete and for normalising names to full NetrunnerDB titles.

use crate::engine::Side;
use std::sync::OnceLock;

/// One identity card.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Identity {
    /// Full title, e.g. "Hayley Kaplan: Universal Scholar".
    pub title: String,
    /// Corp or Runner.
    pub side: Side,
    /// Faction, lower case (e.g. "shaper", "haas-bioroid").
    pub faction: String,
}

const DATA: &str = include_str!("../../data/identities.csv");

/// Every identity in the built-in list, in file order.
pub fn all() -> &'static [Identity] {
    static LIST: OnceLock<Vec<Identity>> = OnceLock::new();
    LIST.get_or_init(|| {
        let mut r = csv::Reader::from_reader(DATA.as_bytes());
        r.records()
            .filter_map(Result::ok)
            .filter_map(|rec| {
                let side = match rec.get(1)? {
                    "corp" => Side::Corp,
                    "runner" => Side::Runner,
                    _ => return None,
                };
                Some(Identity {
                    title: rec.get(0)?.to_string(),
                    side,
                    faction: rec.get(2)?.to_string(),
                })
            })
            .collect()
    })
}

/// A title of [`all`] as searches compare it ([`fold`]): whole, and the parts before and after
/// its colon.
struct Folded {
    full: String,
    head: Option<String>,
    tail: Option<String>,
}

/// Every title of [`all`] folded, in the same order.
fn folded() -> &'static [Folded] {
    static LIST: OnceLock<Vec<Folded>> = OnceLock::new();
    LIST.get_or_init(|| {
        all()
            .iter()
            .map(|i| {
                let parts = i.title.split_once(':');
                Folded {
                    full: fold(&i.title),
                    head: parts.map(|(h, _)| fold(h)),
                    tail: parts.map(|(_, t)| fold(t)),
                }
            })
            .collect()
    })
}

/// The words of folded text: runs of letters and digits.
fn words(folded: &str) -> impl Iterator<Item = &str> {
    folded
        .split(|c: char| !c.is_alphanumeric())
        .filter(|w| !w.is_empty())
}

/// Identities of one side matching `query`, best matches first: titles starting with the query,
/// then titles with a word starting with it, then titles containing it, then titles with a word
/// starting with each word of the query ("ken tenma" finds Ken "Express" Tenma). Case, accents
/// ("tao" finds Tāo Salonga), curly quotes and repeated spaces do not matter.
pub fn suggest(side: Side, query: &str, limit: usize) -> Vec<&'static Identity> {
    let q = fold(query);
    let q_words: Vec<&str> = words(&q).collect();
    let mut scored: Vec<(u8, &Identity)> = all()
        .iter()
        .zip(folded())
        .filter(|(i, _)| i.side == side)
        .filter_map(|(i, f)| {
            let t = &f.full;
            if q.is_empty() {
                Some((2, i))
            } else if t.starts_with(&q) {
                Some((0, i))
            } else if t.split([' ', ':', '"', '-']).any(|w| w.starts_with(&q)) {
                Some((1, i))
            } else if t.contains(&q) {
                Some((2, i))
            } else if !q_words.is_empty()
                && q_words.iter().all(|qw| words(t).any(|w| w.starts_with(qw)))
            {
                Some((3, i))
            } else {
                None
            }
        })
        .collect();
    scored.sort_by(|a, b| a.0.cmp(&b.0).then_with(|| a.1.title.cmp(&b.1.title)));
    scored.into_iter().take(limit).map(|(_, i)| i).collect()
}

/// Whether `title` is the full title of an identity of `side` in the built-in list (exactly as
/// the list writes it).
pub fn is_known(side: Side, title: &str) -> bool {
    all().iter().any(|i| i.side == side && i.title == title)
}

/// The part of an identity's title that tells it apart, as players name it: the name before the
/// colon ("Hayley Kaplan: Universal Scholar" → "Hayley Kaplan"), or the subtitle after it when
/// several identities share that name, as the faction-named Corp identities do ("Weyland
/// Consortium: Built to Last" → "Built to Last"). A title without a colon is returned whole.
pub fn short_title(title: &str) -> &str {
    let Some((head, tail)) = title.split_once(':') else {
        return title.trim();
    };
    let (head, tail) = (head.trim(), tail.trim());
    if tail.is_empty() {
        return head;
    }
    let folded_head = fold(head);
    let shared = folded()
        .iter()
        .filter(|f| f.head.as_ref() == Some(&folded_head))
        .count()
        > 1;
    if shared || head.is_empty() {
        tail
    } else {
        head
    }
}

/// The full title for an entered name, when it matches one identity unambiguously: the exact
/// title, the part before the colon ("Hayley Kaplan" → "Hayley Kaplan: Universal Scholar") or
/// the part after it ("Personal Evolution" → "Jinteki: Personal Evolution"). Case, straight or
/// curly quotes and repeated spaces do not matter; abbreviations do not match.
pub fn normalise(side: Side, entered: &str) -> Option<&'static str> {
    let e = fold(entered);
    if e.is_empty() {
        return None;
    }
    let same_side = || all().iter().zip(folded()).filter(|(i, _)| i.side == side);
    if let Some((i, _)) = same_side().find(|(_, f)| f.full == e) {
        return Some(&i.title);
    }
    let unique = |part: fn(&Folded) -> Option<&String>| {
        let mut m = same_side().filter(|(_, f)| part(f).is_some_and(|p| *p == e));
        match (m.next(), m.next()) {
            (Some((i, _)), None) => Some(i.title.as_str()),
            _ => None,
        }
    };
    unique(|f| f.head.as_ref()).or_else(|| unique(|f| f.tail.as_ref()))
}

/// The full title an identity entered at registration stands for, for comparing identities
/// (multiplayer events): [`normalise`], or else the one identity of `side` whose name starts
/// with the entered word or whose nickname it is ("Kate" and "Mac" → `Kate "Mac" McCaffrey:
/// Digital Tinker`). `None` when nothing, or more than one identity, matches.
pub fn resolve(side: Side, entered: &str) -> Option<&'static str> {
    if let Some(t) = normalise(side, entered) {
        return Some(t);
    }
    let e = fold(entered);
    if e.is_empty() || e.contains(' ') {
        return None;
    }
    let mut m = all()
        .iter()
        .zip(folded())
        .filter(|(i, _)| i.side == side)
        .filter(|(_, f)| {
            let Some(head) = &f.head else { return false };
            let first = words(head).next() == Some(e.as_str());
            let nick = head.split('"').nth(1).is_some_and(|n| n.trim() == e);
            first || nick
        });
    match (m.next(), m.next()) {
        (Some((i, _)), None) => Some(i.title.as_str()),
        _ => None,
    }
}

/// Entered identities as their full titles where [`resolve`] finds one (kept as entered
/// otherwise), for registering a multiplayer player.
pub fn resolve_details(details: &mut crate::engine::PlayerDetails) {
    for (side, text) in [
        (Side::Corp, &mut details.corp),
        (Side::Runner, &mut details.runner),
    ] {
        if let Some(t) = text.as_deref().and_then(|t| resolve(side, t)) {
            *text = Some(t.to_string());
        }
    }
}

/// Text compared case- and accent-insensitively, with curly quotes as straight ones and runs of
/// white space as one space.
fn fold(s: &str) -> String {
    let s: String = s
        .chars()
        .map(|c| match c {
            '\u{201C}' | '\u{201D}' | '\u{201E}' => '"',
            '\u{2018}' | '\u{2019}' => '\'',
            c => c,
        })
        .collect();
    crate::io::names::search_fold(&s.split_whitespace().collect::<Vec<_>>().join(" "))
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn the_list_has_both_sides() {
        assert!(all().len() > 100);
        assert!(all().iter().any(|i| i.side == Side::Corp));
        assert!(all().iter().any(|i| i.side == Side::Runner));
    }

    #[test]
    fn first_names_and_nicknames_resolve_when_one_identity_has_them() {
        let full = "Kate \"Mac\" McCaffrey: Digital Tinker";
        let kate = Some(full);
        assert_eq!(resolve(Side::Runner, "Kate"), kate);
        assert_eq!(resolve(Side::Runner, "mac"), kate);
        assert_eq!(resolve(Side::Runner, full), kate);
        assert_eq!(resolve(Side::Runner, "Nobody"), None);
        assert_eq!(resolve(Side::Runner, "The"), None, "several start with it");
    }

    #[test]
    fn short_names_normalise_to_full_titles() {
        assert_eq!(
            normalise(Side::Runner, "hayley kaplan"),
            Some("Hayley Kaplan: Universal Scholar")
        );
        assert_eq!(normalise(Side::Corp, "Hayley Kaplan"), None, "wrong side");
        assert_eq!(
            normalise(Side::Runner, "HK"),
            None,
            "abbreviations do not match"
        );
        assert_eq!(
            normalise(Side::Corp, "personal evolution"),
            Some("Jinteki: Personal Evolution"),
            "the part after the colon"
        );
        assert_eq!(
            normalise(Side::Runner, "Rielle \"Kit\" Peddler"),
            Some("Rielle \u{201C}Kit\u{201D} Peddler: Transhuman"),
            "straight quotes match curly ones"
        );
        assert_eq!(
            normalise(Side::Corp, "Weyland Consortium"),
            None,
            "four identities start so"
        );
    }

    #[test]
    fn accents_case_and_word_order_do_not_hide_an_identity() {
        let first = |side, q| suggest(side, q, 3).first().map(|i| i.title.clone());
        assert_eq!(
            first(Side::Runner, "tao").as_deref(),
            Some("Tāo Salonga: Telepresence Magician")
        );
        assert_eq!(
            first(Side::Runner, "sebastiao").as_deref(),
            Some("Sebastião Souza Pessoa: Activist Organizer")
        );
        assert_eq!(
            first(Side::Runner, "ken tenma").as_deref(),
            Some("Ken \u{201C}Express\u{201D} Tenma: Disappeared Clone")
        );
        assert_eq!(
            normalise(Side::Corp, "palana foods"),
            Some("Pālanā Foods: Sustainable Growth")
        );
        assert_eq!(
            suggest(Side::Corp, "palana", 3)
                .iter()
                .map(|i| i.title.as_str())
                .collect::<Vec<_>>(),
            ["Pālanā Foods: Sustainable Growth"]
        );
    }

    #[test]
    fn short_titles_tell_identities_apart() {
        assert_eq!(
            short_title("Hayley Kaplan: Universal Scholar"),
            "Hayley Kaplan"
        );
        assert_eq!(
            short_title("Weyland Consortium: Built to Last"),
            "Built to Last"
        );
        assert_eq!(
            short_title("Haas-Bioroid: Precision Design"),
            "Precision Design"
        );
        assert_eq!(short_title("NBN: Reality Plus"), "Reality Plus");
        assert_eq!(
            short_title("Jinteki Biotech: Life Imagined"),
            "Jinteki Biotech"
        );
        assert_eq!(
            short_title("Ob Superheavy Logistics"),
            "Ob Superheavy Logistics"
        );
    }

    #[test]
    fn suggestions_put_prefix_matches_first() {
        let s = suggest(Side::Runner, "hay", 5);
        assert_eq!(
            s.first().map(|i| i.title.as_str()),
            Some("Hayley Kaplan: Universal Scholar")
        );
        assert!(s.iter().all(|i| i.side == Side::Runner));
    }
}
