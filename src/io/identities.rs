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

/// Identities of one side whose title contains `query` (case-insensitive), best matches first:
/// titles starting with the query, then titles with a word starting with it, then the rest.
pub fn suggest(side: Side, query: &str, limit: usize) -> Vec<&'static Identity> {
    let q = query.trim().to_lowercase();
    let mut scored: Vec<(u8, &Identity)> = all()
        .iter()
        .filter(|i| i.side == side)
        .filter_map(|i| {
            let t = i.title.to_lowercase();
            if q.is_empty() {
                Some((2, i))
            } else if t.starts_with(&q) {
                Some((0, i))
            } else if t.split([' ', ':', '"', '-']).any(|w| w.starts_with(&q)) {
                Some((1, i))
            } else if t.contains(&q) {
                Some((2, i))
            } else {
                None
            }
        })
        .collect();
    scored.sort_by(|a, b| a.0.cmp(&b.0).then_with(|| a.1.title.cmp(&b.1.title)));
    scored.into_iter().take(limit).map(|(_, i)| i).collect()
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
    let same_side = || all().iter().filter(|i| i.side == side);
    if let Some(i) = same_side().find(|i| fold(&i.title) == e) {
        return Some(&i.title);
    }
    let unique = |part: fn(&str) -> Option<&str>| {
        let mut m = same_side().filter(|i| part(&i.title).is_some_and(|s| fold(s) == e));
        match (m.next(), m.next()) {
            (Some(i), None) => Some(i.title.as_str()),
            _ => None,
        }
    };
    unique(|t| t.split_once(':').map(|(before, _)| before))
        .or_else(|| unique(|t| t.split_once(':').map(|(_, after)| after)))
}

/// Text compared case-insensitively, with curly quotes as straight ones and runs of white space
/// as one space.
fn fold(s: &str) -> String {
    let s: String = s
        .chars()
        .map(|c| match c {
            '\u{201C}' | '\u{201D}' | '\u{201E}' => '"',
            '\u{2018}' | '\u{2019}' => '\'',
            c => c,
        })
        .collect();
    s.split_whitespace()
        .collect::<Vec<_>>()
        .join(" ")
        .to_lowercase()
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
    fn suggestions_put_prefix_matches_first() {
        let s = suggest(Side::Runner, "hay", 5);
        assert_eq!(
            s.first().map(|i| i.title.as_str()),
            Some("Hayley Kaplan: Universal Scholar")
        );
        assert!(s.iter().all(|i| i.side == Side::Runner));
    }
}
