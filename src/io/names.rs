//! Sorting people's names the way people expect (shared by the CLI and the printouts).

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
/// beside their base letter (Čeněk with the C names, Łukasz with the L names).
pub fn name_sort_key(name: &str) -> (String, String) {
    let lower = name.to_lowercase();
    (fold_lower(&lower), lower)
}

/// Text as searches compare it: lower case, accented Latin letters as their base letter
/// ("Tāo Salonga" → "tao salonga", "Sebastião" → "sebastiao").
pub fn search_fold(text: &str) -> String {
    fold_lower(&text.to_lowercase())
}

fn fold_lower(lower: &str) -> String {
    lower
        .chars()
        .map(|c| {
            FOLDS
                .iter()
                .find(|(set, _)| set.contains(c))
                .map_or(c, |(_, base)| *base)
        })
        .collect()
}
