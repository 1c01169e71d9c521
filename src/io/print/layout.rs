//! The layout layer under every printout: pages with a header and a "Page x of y" footer,
//! tables that break across pages and repeat their header row, text fitted to a width by the
//! font's metrics (shortened with an ellipsis), check boxes, write-in lines and collated grids
//! of boxes (match slips).
//!
//! It knows nothing about events: a printout builds a [`Document`] (header text, paper), adds
//! headings, paragraphs, [`Table`]s and grids, and calls [`Document::finish`] for the PDF
//! bytes. Everything is laid out first into [`Page`]s of [`Element`]s (points, origin at the
//! top-left corner, y downwards); the PDF is written from them at the end, when the page count
//! for the footers is known. Tests can inspect the pages without reading a PDF.
//!
//! ```
//! use netrunner_to::io::print::Paper;
//! use netrunner_to::io::print::fonts::Fonts;
//! use netrunner_to::io::print::layout::{Align, Cell, Column, Document, Header, Table, Width};
//! let fonts = Fonts::load().unwrap();
//! let header = Header::new("Store Champs", "Players", None);
//! let mut doc = Document::new(&fonts, Paper::A4, header);
//! let mut t = Table::new(vec![
//!     Column::new("#", Width::Points(30.0), Align::Right),
//!     Column::new("Name", Width::Share(1.0), Align::Left),
//!     Column::new("Here", Width::Points(40.0), Align::Center),
//! ]);
//! for (i, name) in ["Zoë Müller", "Čeněk Łukasz"].iter().enumerate() {
//!     t.push(vec![Cell::text((i + 1).to_string()), Cell::text(*name), Cell::Check]);
//! }
//! doc.table(&t);
//! assert_eq!(doc.pages().len(), 1);
//! let pdf = doc.finish().unwrap();
//! assert!(pdf.starts_with(b"%PDF"));
//! ```

use super::fonts::Fonts;
use super::{Paper, PrintError};

/// Page margin on every side, in points (half an inch).
pub const MARGIN: f32 = 36.0;
/// Height taken by the page header (title line and rule) above the body.
pub const HEADER_HEIGHT: f32 = 30.0;
/// Height kept free for the footer below the body.
pub const FOOTER_HEIGHT: f32 = 20.0;
/// The grey of table header rows and shaded rows (0 black … 255 white).
const HEADER_GREY: u8 = 215;
const ZEBRA_GREY: u8 = 240;

/// A rectangle in points, origin at the top-left corner of the page, y downwards.
#[derive(Clone, Copy, Debug, PartialEq)]
pub struct Rect {
    /// Left edge.
    pub x: f32,
    /// Top edge.
    pub y: f32,
    /// Width.
    pub w: f32,
    /// Height.
    pub h: f32,
}

impl Rect {
    /// A rectangle from its left, top, width and height.
    pub fn new(x: f32, y: f32, w: f32, h: f32) -> Rect {
        Rect { x, y, w, h }
    }
    /// Right edge.
    pub fn right(&self) -> f32 {
        self.x + self.w
    }
    /// Bottom edge.
    pub fn bottom(&self) -> f32 {
        self.y + self.h
    }
    /// The rectangle shrunk by `d` on every side.
    pub fn inset(&self, d: f32) -> Rect {
        Rect::new(
            self.x + d,
            self.y + d,
            (self.w - 2.0 * d).max(0.0),
            (self.h - 2.0 * d).max(0.0),
        )
    }
}

/// A text style: size in points and weight.
#[derive(Clone, Copy, Debug, PartialEq)]
pub struct Style {
    /// Font size in points.
    pub size: f32,
    /// Bold (DejaVu Sans Bold) or regular.
    pub bold: bool,
}

impl Style {
    /// Regular text at `size` points.
    pub const fn regular(size: f32) -> Style {
        Style { size, bold: false }
    }
    /// Bold text at `size` points.
    pub const fn bold(size: f32) -> Style {
        Style { size, bold: true }
    }
}

/// Horizontal alignment of text in its box.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Align {
    /// Flush left.
    Left,
    /// Centred.
    Center,
    /// Flush right.
    Right,
}

/// One thing drawn on a page.
#[derive(Clone, Debug, PartialEq)]
pub enum Element {
    /// A line of text; `x` is where it starts, `baseline` its baseline.
    Text {
        /// Left end of the text.
        x: f32,
        /// Baseline.
        baseline: f32,
        /// The text (already fitted to its width).
        text: String,
        /// Size and weight.
        style: Style,
    },
    /// A straight line.
    Line {
        /// Start point.
        from: (f32, f32),
        /// End point.
        to: (f32, f32),
        /// Stroke width.
        width: f32,
        /// Dashed (cut lines) or solid.
        dashed: bool,
    },
    /// A rectangle, filled and/or outlined.
    Rect {
        /// Where.
        rect: Rect,
        /// Fill grey (0 black … 255 white), if filled.
        fill: Option<u8>,
        /// Outline width, if outlined.
        stroke: Option<f32>,
    },
}

/// One page: its elements in drawing order.
#[derive(Clone, Debug, Default, PartialEq)]
pub struct Page {
    /// What is drawn, in order.
    pub elements: Vec<Element>,
}

impl Page {
    /// The texts on the page, in drawing order (for tests).
    pub fn texts(&self) -> Vec<&str> {
        self.elements
            .iter()
            .filter_map(|e| match e {
                Element::Text { text, .. } => Some(text.as_str()),
                _ => None,
            })
            .collect()
    }
}

/// What every page's header says: "event — what — round", and a footer note.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Header {
    /// The event's name.
    pub event: String,
    /// What the printout is ("Pairings by table", "Standings", …).
    pub what: String,
    /// The round it is for ("Round 3", "Final (elimination round 4)"), if any.
    pub round: Option<String>,
    /// A note at the left of the footer (e.g. the event's date).
    pub note: Option<String>,
    /// The language of the page's own words ("Page 1 of 3").
    pub lang: crate::i18n::Lang,
}

impl Header {
    /// A header without a footer note.
    pub fn new(event: impl Into<String>, what: impl Into<String>, round: Option<String>) -> Header {
        Header {
            event: event.into(),
            what: what.into(),
            round,
            note: None,
            lang: crate::i18n::Lang::ENGLISH,
        }
    }

    /// The title line: "event — what — round".
    pub fn title(&self) -> String {
        let mut parts = vec![self.event.as_str(), self.what.as_str()];
        if let Some(r) = &self.round {
            parts.push(r);
        }
        parts.join(" \u{2014} ")
    }
}

/// How wide a table column is.
#[derive(Clone, Copy, Debug, PartialEq)]
pub enum Width {
    /// A fixed width in points.
    Points(f32),
    /// A share of the width left after the fixed columns (shares are relative to each other).
    Share(f32),
}

/// A table column.
#[derive(Clone, Debug, PartialEq)]
pub struct Column {
    /// The header text.
    pub title: String,
    /// Its width.
    pub width: Width,
    /// How its cells are aligned.
    pub align: Align,
}

impl Column {
    /// A column.
    pub fn new(title: impl Into<String>, width: Width, align: Align) -> Column {
        Column {
            title: title.into(),
            width,
            align,
        }
    }
}

/// One table cell.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Cell {
    /// Text in the table's style, fitted to the column.
    Text(String),
    /// Bold text, fitted to the column.
    Strong(String),
    /// The first of these texts that fits the column (longest form first, e.g. a full identity
    /// title, then its short name); the last is shortened with an ellipsis if none fits.
    Choice(Vec<String>),
    /// An empty check box (to tick by hand).
    Check,
    /// Nothing.
    Blank,
}

impl Cell {
    /// A text cell.
    pub fn text(s: impl Into<String>) -> Cell {
        Cell::Text(s.into())
    }
    /// A bold text cell.
    pub fn strong(s: impl Into<String>) -> Cell {
        Cell::Strong(s.into())
    }
}

/// A table: columns, rows of cells, one line per row.
#[derive(Clone, Debug, PartialEq)]
pub struct Table {
    /// The columns.
    pub columns: Vec<Column>,
    /// The rows, each with one cell per column (missing cells are blank).
    pub rows: Vec<Vec<Cell>>,
    /// Font size of the cells (the header row is bold at the same size).
    pub size: f32,
    /// Shade every other row.
    pub zebra: bool,
}

impl Table {
    /// An empty table with 10-point text and shaded alternate rows.
    pub fn new(columns: Vec<Column>) -> Table {
        Table {
            columns,
            rows: Vec::new(),
            size: 10.0,
            zebra: true,
        }
    }

    /// The same table with another font size.
    pub fn with_size(mut self, size: f32) -> Table {
        self.size = size;
        self
    }

    /// Adds a row.
    pub fn push(&mut self, row: Vec<Cell>) {
        self.rows.push(row);
    }

    /// The height of one row.
    pub fn row_height(&self) -> f32 {
        (self.size * 1.7).round()
    }

    /// Left edge and width of each column for a table `width` points wide.
    pub fn column_spans(&self, x: f32, width: f32) -> Vec<(f32, f32)> {
        let fixed: f32 = self
            .columns
            .iter()
            .map(|c| match c.width {
                Width::Points(p) => p,
                Width::Share(_) => 0.0,
            })
            .sum();
        let shares: f32 = self
            .columns
            .iter()
            .map(|c| match c.width {
                Width::Share(s) => s.max(0.0),
                Width::Points(_) => 0.0,
            })
            .sum();
        let free = (width - fixed).max(0.0);
        let mut left = x;
        self.columns
            .iter()
            .map(|c| {
                let w = match c.width {
                    Width::Points(p) => p,
                    Width::Share(s) if shares > 0.0 => free * s.max(0.0) / shares,
                    Width::Share(_) => 0.0,
                };
                let span = (left, w);
                left += w;
                span
            })
            .collect()
    }
}

/// Draws on one page.
pub struct Painter<'a> {
    fonts: &'a Fonts,
    page: &'a mut Page,
}

/// Horizontal padding inside a table cell.
const CELL_PAD: f32 = 4.0;

impl<'a> Painter<'a> {
    /// A painter for `page`.
    pub fn new(fonts: &'a Fonts, page: &'a mut Page) -> Painter<'a> {
        Painter { fonts, page }
    }

    /// The fonts (for measuring).
    pub fn fonts(&self) -> &Fonts {
        self.fonts
    }

    /// Draws `text` in a box from `x`, `width` points wide, aligned in it and shortened with an
    /// ellipsis if it does not fit. Returns the width drawn.
    pub fn text(
        &mut self,
        x: f32,
        baseline: f32,
        width: f32,
        text: &str,
        style: Style,
        align: Align,
    ) -> f32 {
        let fitted = self.fonts.fit(text, width, style.size, style.bold);
        if fitted.is_empty() {
            return 0.0;
        }
        let w = self.fonts.width(&fitted, style.size, style.bold);
        let start = match align {
            Align::Left => x,
            Align::Center => x + (width - w) / 2.0,
            Align::Right => x + width - w,
        };
        self.page.elements.push(Element::Text {
            x: start,
            baseline,
            text: fitted,
            style,
        });
        w
    }

    /// A solid line.
    pub fn line(&mut self, from: (f32, f32), to: (f32, f32), width: f32) {
        self.page.elements.push(Element::Line {
            from,
            to,
            width,
            dashed: false,
        });
    }

    /// A dashed line (where to cut).
    pub fn dashed(&mut self, from: (f32, f32), to: (f32, f32)) {
        self.page.elements.push(Element::Line {
            from,
            to,
            width: 0.5,
            dashed: true,
        });
    }

    /// An outlined rectangle.
    pub fn frame(&mut self, rect: Rect, width: f32) {
        self.page.elements.push(Element::Rect {
            rect,
            fill: None,
            stroke: Some(width),
        });
    }

    /// A filled rectangle (grey 0 black … 255 white).
    pub fn fill(&mut self, rect: Rect, grey: u8) {
        self.page.elements.push(Element::Rect {
            rect,
            fill: Some(grey),
            stroke: None,
        });
    }

    /// An empty check box sitting on `baseline` at `x`, sized for text of `size` points.
    /// Returns its width.
    pub fn check_box(&mut self, x: f32, baseline: f32, size: f32) -> f32 {
        let side = (size * 0.95).round().max(6.0);
        let rect = Rect::new(x, baseline - side + size * 0.12, side, side);
        self.page.elements.push(Element::Rect {
            rect,
            fill: Some(255),
            stroke: Some(0.8),
        });
        side
    }

    /// A check box followed by its label; returns the x after the label (plus a gap).
    pub fn labelled_box(&mut self, x: f32, baseline: f32, label: &str, style: Style) -> f32 {
        let side = self.check_box(x, baseline, style.size);
        let lx = x + side + style.size * 0.4;
        let w = self.fonts.width(label, style.size, style.bold);
        self.text(lx, baseline, w + 1.0, label, style, Align::Left);
        lx + w + style.size * 1.4
    }

    /// A label followed by a line to write on, `width` points long in all; returns the x after.
    pub fn write_in(
        &mut self,
        x: f32,
        baseline: f32,
        label: &str,
        width: f32,
        style: Style,
    ) -> f32 {
        let w = self.text(x, baseline, width, label, style, Align::Left);
        let start = x + w + style.size * 0.3;
        let end = (x + width).max(start + style.size);
        self.line((start, baseline + 1.5), (end, baseline + 1.5), 0.6);
        end + style.size
    }

    /// The baseline that centres text of `size` points vertically in a band from `top`,
    /// `height` points high.
    pub fn centred_baseline(top: f32, height: f32, size: f32) -> f32 {
        top + height / 2.0 + size * 0.36
    }

    /// Draws the header row of `table` at `top` in a box from `x`, `width` wide; returns its
    /// bottom.
    pub fn table_header(&mut self, table: &Table, x: f32, top: f32, width: f32) -> f32 {
        let h = table.row_height();
        self.fill(Rect::new(x, top, width, h), HEADER_GREY);
        let baseline = Self::centred_baseline(top, h, table.size);
        for (c, (left, w)) in table.columns.iter().zip(table.column_spans(x, width)) {
            self.text(
                left + CELL_PAD,
                baseline,
                (w - 2.0 * CELL_PAD).max(0.0),
                &c.title,
                Style::bold(table.size),
                c.align,
            );
        }
        self.line((x, top + h), (x + width, top + h), 0.8);
        top + h
    }

    /// Draws row `index` of `table` at `top`; returns its bottom.
    pub fn table_row(&mut self, table: &Table, index: usize, x: f32, top: f32, width: f32) -> f32 {
        let h = table.row_height();
        if table.zebra && index % 2 == 1 {
            self.fill(Rect::new(x, top, width, h), ZEBRA_GREY);
        }
        let baseline = Self::centred_baseline(top, h, table.size);
        let cells = table.rows.get(index).map(Vec::as_slice).unwrap_or(&[]);
        let spans = table.column_spans(x, width);
        for (i, (c, (left, w))) in table.columns.iter().zip(spans).enumerate() {
            let inner = (w - 2.0 * CELL_PAD).max(0.0);
            match cells.get(i) {
                Some(Cell::Text(s)) => {
                    self.text(
                        left + CELL_PAD,
                        baseline,
                        inner,
                        s,
                        Style::regular(table.size),
                        c.align,
                    );
                }
                Some(Cell::Strong(s)) => {
                    self.text(
                        left + CELL_PAD,
                        baseline,
                        inner,
                        s,
                        Style::bold(table.size),
                        c.align,
                    );
                }
                Some(Cell::Choice(options)) => {
                    let style = Style::regular(table.size);
                    let fits = |t: &&String| self.fonts.width(t, style.size, style.bold) <= inner;
                    let chosen = options.iter().find(fits).or(options.last());
                    if let Some(t) = chosen {
                        self.text(left + CELL_PAD, baseline, inner, t, style, c.align);
                    }
                }
                Some(Cell::Check) => {
                    let side = (table.size * 0.95).round().max(6.0);
                    let bx = match c.align {
                        Align::Left => left + CELL_PAD,
                        Align::Center => left + (w - side) / 2.0,
                        Align::Right => left + w - CELL_PAD - side,
                    };
                    self.check_box(bx, baseline, table.size);
                }
                Some(Cell::Blank) | None => {}
            }
        }
        top + h
    }

    /// Draws a whole table in a box (no page breaks: for tables inside a slip); returns its
    /// bottom.
    pub fn table(&mut self, table: &Table, x: f32, top: f32, width: f32) -> f32 {
        let mut y = self.table_header(table, x, top, width);
        for i in 0..table.rows.len() {
            y = self.table_row(table, i, x, y, width);
        }
        y
    }
}

/// Which items go on which page when `count` items are printed `per_page` to a page, so that
/// cutting the printed stack into its `per_page` piles and putting the piles on each other in
/// slot order gives the items in order.
///
/// Page `p` (from 0) holds items `p`, `p + pages`, `p + 2·pages`, … (`pages = ⌈count / per_page⌉`),
/// one per slot, slot order. 13 slips, 4 per page: `[[0, 4, 8, 12], [1, 5, 9], [2, 6, 10],
/// [3, 7, 11]]`.
pub fn collate(count: usize, per_page: usize) -> Vec<Vec<usize>> {
    if count == 0 || per_page == 0 {
        return Vec::new();
    }
    let pages = count.div_ceil(per_page);
    (0..pages)
        .map(|p| {
            (0..per_page)
                .map(|slot| slot * pages + p)
                .filter(|&i| i < count)
                .collect()
        })
        .collect()
}

/// A printout being laid out: pages, the cursor on the last page, the header every page gets.
pub struct Document<'f> {
    fonts: &'f Fonts,
    paper: Paper,
    header: Header,
    pages: Vec<Page>,
    /// The top of the free space on the last page.
    y: f32,
}

impl<'f> Document<'f> {
    /// A document with one empty page.
    pub fn new(fonts: &'f Fonts, paper: Paper, header: Header) -> Document<'f> {
        let mut d = Document {
            fonts,
            paper,
            header,
            pages: Vec::new(),
            y: 0.0,
        };
        d.new_page();
        d
    }

    /// The fonts.
    pub fn fonts(&self) -> &'f Fonts {
        self.fonts
    }

    /// The area between header and footer.
    pub fn body(&self) -> Rect {
        let (w, h) = self.paper.size();
        let top = MARGIN + HEADER_HEIGHT;
        Rect::new(
            MARGIN,
            top,
            w - 2.0 * MARGIN,
            h - MARGIN - FOOTER_HEIGHT - top,
        )
    }

    /// The pages so far.
    pub fn pages(&self) -> &[Page] {
        &self.pages
    }

    /// The top of the free space on the current page.
    pub fn cursor(&self) -> f32 {
        self.y
    }

    /// Points left on the current page.
    pub fn remaining(&self) -> f32 {
        self.body().bottom() - self.y
    }

    /// Whether nothing has been put on the current page yet.
    pub fn page_is_empty(&self) -> bool {
        self.pages.last().is_none_or(|p| p.elements.is_empty())
    }

    /// Starts a new page.
    pub fn new_page(&mut self) {
        self.pages.push(Page::default());
        self.y = self.body().y;
    }

    /// Starts a new page unless `height` points still fit on this one (or it is empty).
    pub fn ensure(&mut self, height: f32) {
        if height > self.remaining() && !self.page_is_empty() {
            self.new_page();
        }
    }

    /// Leaves `height` points of space (not at the top of a page).
    pub fn space(&mut self, height: f32) {
        if !self.page_is_empty() {
            self.y = (self.y + height).min(self.body().bottom());
        }
    }

    /// A painter for the current page.
    pub fn painter(&mut self) -> Painter<'_> {
        if self.pages.is_empty() {
            self.pages.push(Page::default());
        }
        let last = self.pages.len() - 1;
        let fonts = self.fonts;
        let page = &mut self.pages[last];
        Painter::new(fonts, page)
    }

    /// A heading line (bold) with a little space after; kept with what follows by asking for
    /// `keep_with` more points on the same page.
    pub fn heading(&mut self, text: &str, size: f32, keep_with: f32) {
        let h = size * 1.6;
        self.ensure(h + keep_with);
        let body = self.body();
        let y = self.y;
        self.painter().text(
            body.x,
            y + size,
            body.w,
            text,
            Style::bold(size),
            Align::Left,
        );
        self.y += h;
    }

    /// Text wrapped at word boundaries to the body's width (words too long for a line are
    /// shortened with an ellipsis).
    pub fn paragraph(&mut self, text: &str, style: Style) {
        let body = self.body();
        let line_h = style.size * 1.4;
        for line in wrap(self.fonts, text, body.w, style) {
            self.ensure(line_h);
            let y = self.y;
            self.painter()
                .text(body.x, y + style.size, body.w, &line, style, Align::Left);
            self.y += line_h;
        }
    }

    /// A table across the body's width, breaking across pages; the header row is repeated at
    /// the top of every page the table continues on. A table without rows prints its header.
    pub fn table(&mut self, table: &Table) {
        let body = self.body();
        let h = table.row_height();
        self.ensure(2.0 * h);
        let y = self.y;
        self.y = self.painter().table_header(table, body.x, y, body.w);
        for i in 0..table.rows.len() {
            if self.y + h > body.bottom() + 0.01 {
                self.new_page();
                let y = self.y;
                self.y = self.painter().table_header(table, body.x, y, body.w);
            }
            let y = self.y;
            self.y = self.painter().table_row(table, i, body.x, y, body.w);
        }
        let y = self.y;
        self.painter().line((body.x, y), (body.x + body.w, y), 0.5);
    }

    /// Boxes in a grid, `rows` × `cols` to a page, on fresh pages, in the collated order of
    /// [`collate`] (a stack of pages cut into its piles comes out in item order). `draw` gets
    /// the painter, the box (6 points inside the cut lines) and the item's index.
    /// Dashed cut lines separate the boxes.
    pub fn collated_grid(
        &mut self,
        count: usize,
        rows: usize,
        cols: usize,
        mut draw: impl FnMut(&mut Painter<'_>, Rect, usize),
    ) {
        let per_page = rows.max(1) * cols.max(1);
        let body = self.body();
        let cell_w = body.w / cols.max(1) as f32;
        let cell_h = body.h / rows.max(1) as f32;
        for (n, page) in collate(count, per_page).into_iter().enumerate() {
            if n > 0 || !self.page_is_empty() {
                self.new_page();
            }
            let mut p = self.painter();
            for r in 1..rows {
                let y = body.y + cell_h * r as f32;
                p.dashed((0.0, y), (body.right() + MARGIN, y));
            }
            for c in 1..cols {
                let x = body.x + cell_w * c as f32;
                p.dashed(
                    (x, body.y - MARGIN / 2.0),
                    (x, body.bottom() + MARGIN / 2.0),
                );
            }
            for (slot, item) in page.into_iter().enumerate() {
                let (r, c) = (slot / cols.max(1), slot % cols.max(1));
                let cell = Rect::new(
                    body.x + cell_w * c as f32,
                    body.y + cell_h * r as f32,
                    cell_w,
                    cell_h,
                );
                draw(&mut p, cell.inset(6.0), item);
            }
            self.y = body.bottom();
        }
    }

    /// Writes the PDF: every page gets the header ("event — what — round", a rule) and the
    /// footer (the header's note, "Page x of y").
    pub fn finish(mut self) -> Result<Vec<u8>, PrintError> {
        let total = self.pages.len();
        let (w, h) = self.paper.size();
        let title = self.header.title();
        let note = self.header.note.clone().unwrap_or_default();
        let fonts = self.fonts;
        for (i, page) in self.pages.iter_mut().enumerate() {
            let mut p = Painter::new(fonts, page);
            let text_w = w - 2.0 * MARGIN;
            // A long title gets a smaller font (down to 9 points) before it is shortened.
            let mut size = 12.0;
            while size > 9.0 && fonts.width(&title, size, true) > text_w {
                size -= 0.5;
            }
            p.text(
                MARGIN,
                MARGIN + 12.0,
                text_w,
                &title,
                Style::bold(size),
                Align::Left,
            );
            p.line((MARGIN, MARGIN + 18.0), (w - MARGIN, MARGIN + 18.0), 0.8);
            let footer = h - MARGIN;
            let page_no = crate::tr!(self.header.lang, "print-page", page = i + 1, pages = total);
            let no_w = p.text(
                MARGIN,
                footer,
                text_w,
                &page_no,
                Style::regular(9.0),
                Align::Right,
            );
            if !note.is_empty() {
                p.text(
                    MARGIN,
                    footer,
                    (text_w - no_w - 18.0).max(0.0),
                    &note,
                    Style::regular(9.0),
                    Align::Left,
                );
            }
        }
        super::pdf::write(self.fonts, self.paper, &title, &self.pages)
    }
}

/// Splits `text` into lines no wider than `width`: at spaces, and between Chinese and Japanese
/// characters (written without spaces), never before closing punctuation or small kana nor
/// after opening brackets. A piece too long for a line gets a line of its own.
pub fn wrap(fonts: &Fonts, text: &str, width: f32, style: Style) -> Vec<String> {
    let mut lines = Vec::new();
    let mut line = String::new();
    for (piece, spaced) in break_pieces(text) {
        let candidate = match (line.is_empty(), spaced) {
            (true, _) => piece.clone(),
            (false, true) => format!("{line} {piece}"),
            (false, false) => format!("{line}{piece}"),
        };
        if line.is_empty() || fonts.width(&candidate, style.size, style.bold) <= width {
            line = candidate;
        } else {
            lines.push(std::mem::take(&mut line));
            line = piece;
        }
    }
    if !line.is_empty() {
        lines.push(line);
    }
    lines
}

/// The pieces a line may break between, each with whether a space comes before it.
fn break_pieces(text: &str) -> Vec<(String, bool)> {
    use unicode_script::{Script, UnicodeScript};
    let cjk = |c: char| {
        matches!(
            c.script(),
            Script::Han | Script::Hiragana | Script::Katakana
        ) || matches!(c, '\u{3000}'..='\u{303F}' | '\u{FF00}'..='\u{FFEF}')
    };
    let no_break_before = |c: char| {
        "、。，．・：；？！ー）」』】〕〉》ぁぃぅぇぉっゃゅょゎァィゥェォッャュョヮヵヶ々〻゠〜～…,.!?:;)]}"
            .contains(c)
    };
    let no_break_after = |c: char| "（「『【〔〈《([{".contains(c);
    let mut pieces = Vec::new();
    for word in text.split_whitespace() {
        let mut piece = String::new();
        let mut spaced = true;
        let mut prev: Option<char> = None;
        for c in word.chars() {
            if let Some(p) = prev
                && (cjk(p) || cjk(c))
                && !no_break_before(c)
                && !no_break_after(p)
            {
                pieces.push((std::mem::take(&mut piece), spaced));
                spaced = false;
            }
            piece.push(c);
            prev = Some(c);
        }
        if !piece.is_empty() {
            pieces.push((piece, spaced));
        }
    }
    pieces
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn thirteen_slips_four_to_a_page_collate_for_cutting_into_quarters() {
        assert_eq!(
            collate(13, 4),
            vec![
                vec![0, 4, 8, 12],
                vec![1, 5, 9],
                vec![2, 6, 10],
                vec![3, 7, 11]
            ]
        );
    }

    #[test]
    fn collation_cut_into_piles_restores_the_order() {
        for count in 0..60 {
            for per_page in 1..6 {
                let pages = collate(count, per_page);
                assert_eq!(pages.len(), count.div_ceil(per_page));
                // Cut every page into its slots: pile s holds slot s of every page, page 1 on
                // top. Stacking pile 0, then pile 1, … gives the items in order.
                let mut stacked = Vec::new();
                for slot in 0..per_page {
                    for page in &pages {
                        if let Some(&i) = page.get(slot) {
                            stacked.push(i);
                        }
                    }
                }
                assert_eq!(
                    stacked,
                    (0..count).collect::<Vec<_>>(),
                    "{count}/{per_page}"
                );
                assert!(pages.iter().all(|p| p.len() <= per_page));
            }
        }
    }

    #[test]
    fn long_tables_break_and_repeat_their_header() {
        let fonts = Fonts::load().unwrap();
        let mut doc = Document::new(&fonts, Paper::A4, Header::new("E", "Players", None));
        let mut t = Table::new(vec![
            Column::new("Rank", Width::Points(40.0), Align::Right),
            Column::new("Name", Width::Share(1.0), Align::Left),
        ]);
        for i in 1..=100 {
            t.push(vec![
                Cell::text(i.to_string()),
                Cell::text(format!("Player {i}")),
            ]);
        }
        doc.table(&t);
        let pages = doc.pages().to_vec();
        assert!(pages.len() >= 3, "{}", pages.len());
        let mut seen = Vec::new();
        for p in &pages {
            let texts = p.texts();
            assert_eq!(
                texts.first(),
                Some(&"Rank"),
                "every page starts with the header"
            );
            assert_eq!(texts.get(1), Some(&"Name"));
            seen.extend(
                texts
                    .iter()
                    .filter(|t| t.starts_with("Player "))
                    .map(|t| t.to_string()),
            );
        }
        let expected: Vec<String> = (1..=100).map(|i| format!("Player {i}")).collect();
        assert_eq!(seen, expected, "every row once, in order");
        // Nothing is drawn below the body.
        let bottom = doc.body().bottom();
        for p in &pages {
            for e in &p.elements {
                if let Element::Text { baseline, .. } = e {
                    assert!(*baseline <= bottom, "{baseline} > {bottom}");
                }
            }
        }
    }

    #[test]
    fn column_shares_split_the_free_width() {
        let t = Table::new(vec![
            Column::new("a", Width::Points(100.0), Align::Left),
            Column::new("b", Width::Share(1.0), Align::Left),
            Column::new("c", Width::Share(3.0), Align::Left),
        ]);
        assert_eq!(
            t.column_spans(10.0, 500.0),
            vec![(10.0, 100.0), (110.0, 100.0), (210.0, 300.0)]
        );
    }

    #[test]
    fn wrap_breaks_at_words() {
        let fonts = Fonts::load().unwrap();
        let style = Style::regular(10.0);
        let lines = wrap(&fonts, "one two three four five six seven", 60.0, style);
        assert!(lines.len() > 1);
        assert_eq!(lines.join(" "), "one two three four five six seven");
        for l in &lines {
            assert!(fonts.width(l, 10.0, false) <= 60.0 || !l.contains(' '));
        }
    }

    #[test]
    fn wrap_breaks_japanese_between_characters_but_not_before_closing_punctuation() {
        let pieces: Vec<String> = break_pieces("大会の結果、優勝は田中。 Next round")
            .into_iter()
            .map(|(p, _)| p)
            .collect();
        assert_eq!(
            pieces,
            [
                "大", "会", "の", "結", "果、", "優", "勝", "は", "田", "中。", "Next", "round"
            ]
        );
        let fonts = Fonts::load().unwrap();
        let text = "ラウンドの結果をすべて入力してから次のラウンドの対戦表を作ってください。";
        let lines = wrap(&fonts, text, 120.0, Style::regular(10.0));
        assert!(lines.len() > 1, "{lines:?}");
        assert_eq!(lines.concat(), text, "no character lost or added");
        assert!(
            lines
                .iter()
                .all(|l| !l.starts_with('。') && !l.starts_with('、'))
        );
    }
}
