//! Plain-text tables for terminal output.

/// How a column is aligned.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Align {
    /// Text columns.
    Left,
    /// Number columns.
    Right,
}

/// A text table: a header row and data rows, columns padded to the widest cell, measured in
/// terminal columns (`unicode-width`): accented letters take one column, Japanese, Chinese and
/// Korean characters two, combining marks none, so every script lines up.
pub struct Table {
    columns: Vec<(String, Align)>,
    rows: Vec<Vec<String>>,
}

impl Table {
    /// A table with these column headers.
    pub fn new(columns: &[(&str, Align)]) -> Table {
        Table {
            columns: columns
                .iter()
                .map(|(h, a)| ((*h).to_string(), *a))
                .collect(),
            rows: Vec::new(),
        }
    }

    /// Adds a row (missing cells are empty, extra cells ignored).
    pub fn row(&mut self, cells: Vec<String>) {
        self.rows.push(cells);
    }

    /// Whether the table has no rows.
    pub fn is_empty(&self) -> bool {
        self.rows.is_empty()
    }

    /// The table as lines of text, columns separated by two spaces, no trailing spaces.
    pub fn render(&self) -> String {
        let width = |s: &str| unicode_width::UnicodeWidthStr::width(s);
        let mut widths: Vec<usize> = self.columns.iter().map(|(h, _)| width(h)).collect();
        for row in &self.rows {
            for (i, w) in widths.iter_mut().enumerate() {
                if let Some(cell) = row.get(i) {
                    *w = (*w).max(width(cell));
                }
            }
        }
        let mut out = String::new();
        let header: Vec<String> = self.columns.iter().map(|(h, _)| h.clone()).collect();
        for row in std::iter::once(&header).chain(&self.rows) {
            let mut line = String::new();
            for (i, ((_, align), w)) in self.columns.iter().zip(&widths).enumerate() {
                let cell = row.get(i).map_or("", String::as_str);
                let pad = w.saturating_sub(width(cell));
                if i > 0 {
                    line.push_str("  ");
                }
                match align {
                    Align::Left => {
                        line.push_str(cell);
                        line.extend(std::iter::repeat_n(' ', pad));
                    }
                    Align::Right => {
                        line.extend(std::iter::repeat_n(' ', pad));
                        line.push_str(cell);
                    }
                }
            }
            out.push_str(line.trim_end());
            out.push('\n');
        }
        out
    }
}

pub use crate::io::names::name_sort_key;

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn accented_names_sort_with_their_base_letter() {
        let mut names = vec!["Zoe", "Čeněk Łukasz", "Dana", "ann", "Bo", "Łukasz"];
        names.sort_by_key(|n| name_sort_key(n));
        assert_eq!(
            names,
            ["ann", "Bo", "Čeněk Łukasz", "Dana", "Łukasz", "Zoe"]
        );
    }

    #[test]
    fn wide_characters_keep_the_columns_straight() {
        let mut t = Table::new(&[
            ("Rank", Align::Right),
            ("Player", Align::Left),
            ("Pts", Align::Right),
        ]);
        t.row(vec!["1".into(), "田中 太郎".into(), "12".into()]);
        t.row(vec!["2".into(), "김민준".into(), "9".into()]);
        t.row(vec!["3".into(), "Zoë Müller".into(), "6".into()]);
        assert_eq!(
            t.render(),
            "Rank  Player      Pts\n   1  田中 太郎    12\n   2  김민준        9\n   3  Zoë Müller    6\n"
        );
        // Every "Pts" cell ends in the same terminal column.
        for line in t.render().lines() {
            assert_eq!(unicode_width::UnicodeWidthStr::width(line), 21, "{line}");
        }
    }

    #[test]
    fn columns_line_up_by_characters() {
        let mut t = Table::new(&[
            ("Rank", Align::Right),
            ("Player", Align::Left),
            ("Pts", Align::Right),
        ]);
        t.row(vec!["1".into(), "Čeněk Łukasz".into(), "12".into()]);
        t.row(vec!["2".into(), "Bo".into(), "9".into()]);
        assert_eq!(
            t.render(),
            "Rank  Player        Pts\n   1  Čeněk Łukasz   12\n   2  Bo              9\n"
        );
    }
}
