//! The event's statistics as charts: one model ([`Chart`]: labelled bars with counts and
//! percentages, faction colours and patterns) drawn by every front end in its own way — the
//! app with its painter, the printout with the PDF layout, the players' pages with
//! [`svg`] (a self-contained SVG string: no script, no font or style sheet loaded from
//! anywhere).
//!
//! The words of the charts (titles, bar labels, captions) are in a language given by the caller:
//! the app's for its Statistics screen, the event's for the printout, English for the command
//! line and the players' pages.
//!
//! Colours follow the factions' usual hues, taken from the Okabe–Ito palette, whose colours stay
//! apart for the common kinds of colour blindness; and no bar relies on colour alone: every bar
//! carries its label and its numbers as text, and factions of one side each have their own
//! pattern (stripes, dots, cross-hatching).
//!
//! ```
//! use netrunner_to::engine::{Command, Event, EventSettings, PlayerDetails, Structure};
//! use netrunner_to::i18n::Lang;
//! use netrunner_to::io::charts;
//! let mut event = Event::new(EventSettings::new("Store Champs", Structure::Basic), 1);
//! let mut d = PlayerDetails::named("Ann");
//! d.runner = Some("Hayley Kaplan".into());
//! event.apply(Command::AddPlayer { details: d, id: None }).unwrap();
//! let stats = charts::statistics(&event);
//! let sections = charts::sections(&stats, None, Lang::ENGLISH);
//! let svg = charts::svg(&sections[0].charts[1], "field-runner", Lang::ENGLISH);
//! assert!(svg.starts_with("<svg") && svg.contains("Shaper") && svg.contains("1 (100%)"));
//! ```

use crate::engine::stats::{self, GameTally, KnownIdentity, Statistics};
use crate::engine::{Event, Side};
use crate::i18n::{FluentValue, Lang};
use crate::io::identities;
use crate::tr;
use std::fmt::Write as _;

/// The full title and faction of an entered identity, when the built-in list knows it (the
/// exact title, or a part of it that names one identity: "Hayley Kaplan", "Personal
/// Evolution"; case, accents and quotes do not matter).
pub fn identify(side: Side, entered: &str) -> Option<KnownIdentity> {
    let title = identities::normalise(side, entered)?;
    let card = identities::all()
        .iter()
        .find(|i| i.side == side && i.title == title)?;
    Some(KnownIdentity {
        title: card.title.clone(),
        faction: card.faction.clone(),
    })
}

/// The event's statistics with identities resolved by the built-in list ([`identify`]).
pub fn statistics(event: &Event) -> Statistics {
    stats::statistics(event, &identify)
}

/// A colour, red, green, blue.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Rgb(pub u8, pub u8, pub u8);

impl Rgb {
    /// `#rrggbb`.
    pub fn hex(self) -> String {
        format!("#{:02x}{:02x}{:02x}", self.0, self.1, self.2)
    }

    /// A grey of the same lightness (for printers without colour): 0 black … 255 white.
    pub fn grey(self) -> u8 {
        let l = 0.299 * f32::from(self.0) + 0.587 * f32::from(self.1) + 0.114 * f32::from(self.2);
        l.round().clamp(0.0, 255.0) as u8
    }

    /// Whether dark text reads better on this colour than white text.
    pub fn is_light(self) -> bool {
        self.grey() > 140
    }
}

/// A pattern drawn over a bar's colour, so that bars differ without colour.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum Pattern {
    /// Plain colour.
    Solid,
    /// Diagonal stripes, rising to the right.
    Diagonal,
    /// Horizontal stripes.
    Horizontal,
    /// Vertical stripes.
    Vertical,
    /// Cross-hatching.
    Cross,
    /// Dots.
    Dots,
}

impl Pattern {
    /// Every pattern.
    pub const ALL: [Pattern; 6] = [
        Pattern::Solid,
        Pattern::Diagonal,
        Pattern::Horizontal,
        Pattern::Vertical,
        Pattern::Cross,
        Pattern::Dots,
    ];

    fn slug(self) -> &'static str {
        match self {
            Pattern::Solid => "solid",
            Pattern::Diagonal => "diagonal",
            Pattern::Horizontal => "horizontal",
            Pattern::Vertical => "vertical",
            Pattern::Cross => "cross",
            Pattern::Dots => "dots",
        }
    }
}

/// How a faction is shown: its name, colour and pattern.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct FactionStyle {
    /// The name players use ("Haas-Bioroid", "Weyland Consortium", "Neutral"), in a language.
    pub name: String,
    /// The bar colour.
    pub colour: Rgb,
    /// The bar pattern (different for every faction of one side).
    pub pattern: Pattern,
}

const OKABE_ORANGE: Rgb = Rgb(0xE6, 0x9F, 0x00);
const OKABE_SKY: Rgb = Rgb(0x56, 0xB4, 0xE9);
const OKABE_GREEN: Rgb = Rgb(0x00, 0x9E, 0x73);
const OKABE_YELLOW: Rgb = Rgb(0xF0, 0xE4, 0x42);
const OKABE_BLUE: Rgb = Rgb(0x00, 0x72, 0xB2);
const OKABE_VERMILLION: Rgb = Rgb(0xD5, 0x5E, 0x00);
const OKABE_PURPLE: Rgb = Rgb(0xCC, 0x79, 0xA7);
const GREY: Rgb = Rgb(0x99, 0x99, 0x99);
const LIGHT_GREY: Rgb = Rgb(0xDD, 0xDD, 0xDD);

/// The Corp side's colour in results charts.
pub const CORP_COLOUR: Rgb = OKABE_BLUE;
/// The Runner side's colour in results charts.
pub const RUNNER_COLOUR: Rgb = OKABE_VERMILLION;

/// How a faction key of the identity list (`None`: not recognised or not entered) is shown,
/// its name in `lang`.
pub fn faction_style(faction: Option<&str>, lang: Lang) -> FactionStyle {
    let (name, colour, pattern) = match faction {
        Some("haas-bioroid") => (
            tr!(lang, "chart-faction-haas-bioroid"),
            OKABE_PURPLE,
            Pattern::Solid,
        ),
        Some("jinteki") => (
            tr!(lang, "chart-faction-jinteki"),
            OKABE_VERMILLION,
            Pattern::Diagonal,
        ),
        Some("nbn") => (tr!(lang, "chart-faction-nbn"), OKABE_YELLOW, Pattern::Dots),
        Some("weyland-consortium") => (
            tr!(lang, "chart-faction-weyland-consortium"),
            OKABE_GREEN,
            Pattern::Cross,
        ),
        Some("neutral-corp") | Some("neutral-runner") => (
            tr!(lang, "chart-faction-neutral"),
            GREY,
            Pattern::Horizontal,
        ),
        Some("anarch") => (
            tr!(lang, "chart-faction-anarch"),
            OKABE_ORANGE,
            Pattern::Diagonal,
        ),
        Some("criminal") => (
            tr!(lang, "chart-faction-criminal"),
            OKABE_BLUE,
            Pattern::Solid,
        ),
        Some("shaper") => (
            tr!(lang, "chart-faction-shaper"),
            OKABE_GREEN,
            Pattern::Cross,
        ),
        Some("adam") => (tr!(lang, "chart-faction-adam"), OKABE_YELLOW, Pattern::Dots),
        Some("apex") => (
            tr!(lang, "chart-faction-apex"),
            OKABE_VERMILLION,
            Pattern::Vertical,
        ),
        Some("sunny-lebeau") => (
            tr!(lang, "chart-faction-sunny-lebeau"),
            OKABE_SKY,
            Pattern::Vertical,
        ),
        Some(_) => (tr!(lang, "chart-faction-other"), GREY, Pattern::Solid),
        None => (
            tr!(lang, "chart-faction-unknown"),
            LIGHT_GREY,
            Pattern::Solid,
        ),
    };
    FactionStyle {
        name,
        colour,
        pattern,
    }
}

/// One bar: what it counts, its numbers as text, its length and its look.
#[derive(Clone, Debug, PartialEq)]
pub struct Bar {
    /// What the bar counts ("Shaper", "Hayley Kaplan", "Corp wins").
    pub label: String,
    /// The numbers, as text: "5 (31%)", "2 of 5 (40%)".
    pub value: String,
    /// The faction, for identity bars ("Shaper"); empty otherwise.
    pub note: String,
    /// Length, 0 to 1, of the chart's full width.
    pub length: f32,
    /// Fill colour.
    pub colour: Rgb,
    /// Pattern over the colour.
    pub pattern: Pattern,
}

/// A horizontal bar chart.
#[derive(Clone, Debug, PartialEq)]
pub struct Chart {
    /// What it shows ("Runner factions").
    pub title: String,
    /// The bars, top to bottom.
    pub bars: Vec<Bar>,
    /// What the percentages are of, and anything the bars leave out ("of 16 players").
    pub caption: String,
}

/// Charts under one heading.
#[derive(Clone, Debug, PartialEq)]
pub struct Section {
    /// The heading ("The field", "The cut", "Cut conversion", "Results").
    pub title: String,
    /// Its charts, in reading order.
    pub charts: Vec<Chart>,
}
fn count_text(n: u32, whole: u32) -> String {
    format!("{n} ({})", stats::percent(n, whole))
}

fn identity_label(identity: Option<&str>, lang: Lang) -> String {
    match identity {
        Some(t) => identities::short_title(t).to_string(),
        None => tr!(lang, "chart-no-identity"),
    }
}

/// Scales counts to the largest, so the longest bar fills the width.
fn scale(n: u32, max: u32) -> f32 {
    if max == 0 { 0.0 } else { n as f32 / max as f32 }
}

/// A side's faction chart (into `factions`) and identity chart (into `identities`).
fn breakdown_charts(
    b: &stats::SideBreakdown,
    max_identities: Option<usize>,
    lang: Lang,
    (factions, identities): (&mut Vec<Chart>, &mut Vec<Chart>),
) {
    let whole = b.players;
    let max = b.factions.iter().map(|f| f.players).max().unwrap_or(0);
    let (factions_title, identities_title) = match b.side {
        Side::Corp => (
            tr!(lang, "chart-corp-factions"),
            tr!(lang, "chart-corp-identities"),
        ),
        Side::Runner => (
            tr!(lang, "chart-runner-factions"),
            tr!(lang, "chart-runner-identities"),
        ),
    };
    factions.push(Chart {
        title: factions_title,
        bars: b
            .factions
            .iter()
            .map(|f| {
                let style = faction_style(f.faction.as_deref(), lang);
                Bar {
                    label: style.name,
                    value: count_text(f.players, whole),
                    note: String::new(),
                    length: scale(f.players, max),
                    colour: style.colour,
                    pattern: style.pattern,
                }
            })
            .collect(),
        caption: tr!(lang, "chart-caption-players", n = whole),
    });
    let limit = max_identities.unwrap_or(usize::MAX);
    let rest = &b.identities[limit.min(b.identities.len())..];
    let rest_players: u32 = rest.iter().map(|i| i.players).sum();
    // The "other identities" bar can be the longest: every bar is scaled to the same maximum.
    let max = b
        .identities
        .iter()
        .map(|i| i.players)
        .max()
        .unwrap_or(0)
        .max(rest_players);
    let mut bars: Vec<Bar> = b
        .identities
        .iter()
        .take(limit)
        .map(|i| {
            let style = faction_style(i.faction.as_deref(), lang);
            Bar {
                label: identity_label(i.identity.as_deref(), lang),
                value: count_text(i.players, whole),
                note: style.name,
                length: scale(i.players, max),
                colour: style.colour,
                pattern: style.pattern,
            }
        })
        .collect();
    let caption = if rest.is_empty() {
        tr!(lang, "chart-caption-players", n = whole)
    } else {
        bars.push(Bar {
            label: tr!(lang, "chart-other-identities", n = rest.len()),
            value: count_text(rest_players, whole),
            note: String::new(),
            length: scale(rest_players, max),
            colour: LIGHT_GREY,
            pattern: Pattern::Solid,
        });
        tr!(
            lang,
            "chart-caption-players-most-played",
            n = whole,
            shown = limit
        )
    };
    identities.push(Chart {
        title: identities_title,
        bars,
        caption,
    });
}

/// A side's cut conversion by faction (into `factions`) and by identity (into `identities`).
fn conversion_charts(
    c: &stats::SideConversion,
    max_identities: Option<usize>,
    lang: Lang,
    (factions, identities): (&mut Vec<Chart>, &mut Vec<Chart>),
) {
    let rate = |cut: u32, played: u32| scale(cut, played);
    let value = |cut: u32, played: u32| {
        tr!(
            lang,
            "chart-cut-of-played",
            cut = cut,
            played = played,
            percent = stats::percent(cut, played)
        )
    };
    let (factions_title, identities_title) = match c.side {
        Side::Corp => (
            tr!(lang, "chart-corp-factions-cut"),
            tr!(lang, "chart-corp-identities-cut"),
        ),
        Side::Runner => (
            tr!(lang, "chart-runner-factions-cut"),
            tr!(lang, "chart-runner-identities-cut"),
        ),
    };
    factions.push(Chart {
        title: factions_title,
        bars: c
            .factions
            .iter()
            .map(|f| {
                let style = faction_style(f.faction.as_deref(), lang);
                Bar {
                    label: style.name,
                    value: value(f.cut, f.played),
                    note: String::new(),
                    length: rate(f.cut, f.played),
                    colour: style.colour,
                    pattern: style.pattern,
                }
            })
            .collect(),
        caption: tr!(lang, "chart-caption-conversion"),
    });
    let limit = max_identities.unwrap_or(usize::MAX);
    let shown: Vec<&stats::IdentityConversion> = c
        .identities
        .iter()
        .filter(|i| i.cut > 0)
        .take(limit)
        .collect();
    let left_out = c.identities.iter().filter(|i| i.cut > 0).count() - shown.len();
    let none = c.identities.iter().filter(|i| i.cut == 0).count();
    let caption = match (none > 0, left_out > 0) {
        (false, false) => tr!(lang, "chart-caption-conversion"),
        (true, false) => tr!(lang, "chart-caption-conversion-none", none = none),
        (false, true) => tr!(lang, "chart-caption-conversion-more", more = left_out),
        (true, true) => tr!(
            lang,
            "chart-caption-conversion-none-more",
            none = none,
            more = left_out
        ),
    };
    identities.push(Chart {
        title: identities_title,
        bars: shown
            .iter()
            .map(|i| {
                let style = faction_style(i.faction.as_deref(), lang);
                Bar {
                    label: identity_label(i.identity.as_deref(), lang),
                    value: value(i.cut, i.played),
                    note: style.name,
                    length: rate(i.cut, i.played),
                    colour: style.colour,
                    pattern: style.pattern,
                }
            })
            .collect(),
        caption,
    });
}

/// The bars of a tally: Corp wins, Corp timed wins, draws, Runner timed wins, Runner wins;
/// `corp` and `runner` name the two sides ("Corp", "Runner team").
fn tally_chart(title: String, t: &GameTally, corp: &str, runner: &str, lang: Lang) -> Chart {
    let games = t.games();
    let max = [
        t.corp_wins,
        t.corp_timed_wins,
        t.draws,
        t.runner_timed_wins,
        t.runner_wins,
    ]
    .into_iter()
    .max()
    .unwrap_or(0);
    let bar = |label: String, n: u32, colour: Rgb, pattern: Pattern| Bar {
        label,
        value: count_text(n, games),
        note: String::new(),
        length: scale(n, max),
        colour,
        pattern,
    };
    let args: [(&str, FluentValue<'_>); 9] = [
        ("games", games.into()),
        ("corp", corp.into()),
        ("corp_total", t.corp_total().into()),
        ("corp_percent", stats::percent(t.corp_total(), games).into()),
        ("runner", runner.into()),
        ("runner_total", t.runner_total().into()),
        (
            "runner_percent",
            stats::percent(t.runner_total(), games).into(),
        ),
        ("splits", t.intentional_splits.into()),
        ("unknown", t.unknown_sides.into()), // i18n: not text
    ];
    let caption = match (t.intentional_splits > 0, t.unknown_sides > 0) {
        (false, false) => lang.format("chart-caption-tally", &args),
        (true, false) => lang.format("chart-caption-tally-splits", &args),
        (false, true) => lang.format("chart-caption-tally-unknown", &args),
        (true, true) => lang.format("chart-caption-tally-splits-unknown", &args),
    };
    Chart {
        title,
        bars: vec![
            bar(
                tr!(lang, "chart-wins", side = corp),
                t.corp_wins,
                CORP_COLOUR,
                Pattern::Solid,
            ),
            bar(
                tr!(lang, "chart-timed-wins", side = corp),
                t.corp_timed_wins,
                CORP_COLOUR,
                Pattern::Diagonal,
            ),
            bar(tr!(lang, "chart-draws"), t.draws, GREY, Pattern::Dots),
            bar(
                tr!(lang, "chart-timed-wins", side = runner),
                t.runner_timed_wins,
                RUNNER_COLOUR,
                Pattern::Diagonal,
            ),
            bar(
                tr!(lang, "chart-wins", side = runner),
                t.runner_wins,
                RUNNER_COLOUR,
                Pattern::Solid,
            ),
        ],
        caption,
    }
}

/// How a multiplayer game ended, as a chart's label ("Corp scored 7+ agenda points", "Time"):
/// the words of the result lines ([`crate::io::words`]), capitalised.
fn ending_label(ending: &stats::EndingCount, lang: Lang) -> String {
    capitalised(&match ending.kind {
        stats::Ending::Napd(e) => crate::io::words::napd_ending(e, lang),
        stats::Ending::Bso(e) => crate::io::words::bso_ending(e, lang),
    })
}

/// The charts of the statistics, under their headings, in `lang`: the field, the cut, cut
/// conversion, results. `max_identities` keeps the identity charts to the most played (the
/// rest in one "other identities" bar); `None` shows every identity.
pub fn sections(s: &Statistics, max_identities: Option<usize>, lang: Lang) -> Vec<Section> {
    let mut out = Vec::new();
    // Factions first, then identities.
    let (mut field, mut field_identities) = (Vec::new(), Vec::new());
    for side in [&s.field.corp, &s.field.runner] {
        if side.players > 0 {
            breakdown_charts(
                side,
                max_identities,
                lang,
                (&mut field, &mut field_identities),
            );
        }
    }
    field.append(&mut field_identities);
    out.push(Section {
        title: tr!(lang, "chart-section-field", n = s.field.players),
        charts: field,
    });
    if let Some(cut) = &s.cut {
        let (mut charts, mut identities) = (Vec::new(), Vec::new());
        for side in [&cut.breakdown.corp, &cut.breakdown.runner] {
            breakdown_charts(side, max_identities, lang, (&mut charts, &mut identities));
        }
        charts.append(&mut identities);
        out.push(Section {
            title: tr!(lang, "chart-section-cut", n = cut.breakdown.players),
            charts,
        });
        let (mut conv, mut identities) = (Vec::new(), Vec::new());
        for side in [&cut.corp, &cut.runner] {
            conversion_charts(side, max_identities, lang, (&mut conv, &mut identities));
        }
        conv.append(&mut identities);
        out.push(Section {
            title: tr!(lang, "chart-section-conversion"),
            charts: conv,
        });
    }
    let corp = crate::io::words::side(Side::Corp, lang);
    let runner = crate::io::words::side(Side::Runner, lang);
    let mut results = Vec::new();
    if let Some(t) = &s.swiss {
        let title = tr!(lang, "chart-swiss-rounds");
        results.push(tally_chart(title, t, &corp, &runner, lang));
    }
    if let Some(t) = &s.elimination {
        let title = tr!(lang, "chart-elimination-rounds");
        results.push(tally_chart(title, t, &corp, &runner, lang));
    }
    if let Some(m) = &s.multiplayer {
        if let Some(t) = &m.napd {
            let title = tr!(lang, "chart-napd-corp-against-runners");
            let team = tr!(lang, "chart-runner-team");
            results.push(tally_chart(title, t, &corp, &team, lang));
        }
        let max = m.endings.iter().map(|e| e.games).max().unwrap_or(0);
        results.push(Chart {
            title: tr!(lang, "chart-endings"),
            bars: m
                .endings
                .iter()
                .map(|e| Bar {
                    label: ending_label(e, lang),
                    value: count_text(e.games, m.games),
                    note: String::new(),
                    length: scale(e.games, max),
                    colour: GREY,
                    pattern: Pattern::Solid,
                })
                .collect(),
            caption: tr!(lang, "chart-caption-games", n = m.games),
        });
        if let Some(seats) = &m.seats {
            let max = seats
                .wins
                .iter()
                .copied()
                .chain([seats.draws])
                .max()
                .unwrap_or(0);
            let mut bars: Vec<Bar> = seats
                .wins
                .iter()
                .enumerate()
                .map(|(i, &n)| Bar {
                    label: tr!(lang, "chart-team-in-seat", n = i + 1),
                    value: count_text(n, m.games),
                    note: String::new(),
                    length: scale(n, max),
                    colour: if i == 0 { OKABE_BLUE } else { OKABE_SKY },
                    pattern: if i == 0 {
                        Pattern::Solid
                    } else {
                        Pattern::Diagonal
                    },
                })
                .collect();
            bars.push(Bar {
                label: tr!(lang, "chart-draws"),
                value: count_text(seats.draws, m.games),
                note: String::new(),
                length: scale(seats.draws, max),
                colour: GREY,
                pattern: Pattern::Dots,
            });
            results.push(Chart {
                title: tr!(lang, "chart-wins-by-seat"),
                bars,
                caption: tr!(lang, "chart-caption-seats", n = m.games),
            });
        }
    }
    if !results.is_empty() {
        out.push(Section {
            title: tr!(lang, "chart-section-results"),
            charts: results,
        });
    }
    out
}

/// The text with its first letter upper case.
pub fn capitalised(s: &str) -> String {
    let mut c = s.chars();
    match c.next() {
        Some(f) => f.to_uppercase().chain(c).collect(),
        None => String::new(),
    }
}

/// Text safe inside SVG/XML: `&`, `<`, `>`, quotes escaped, control characters dropped.
pub fn xml_escape(s: &str) -> String {
    let mut out = String::with_capacity(s.len());
    for c in s.chars() {
        match c {
            '&' => out.push_str("&amp;"),  // i18n: not text
            '<' => out.push_str("&lt;"),   // i18n: not text
            '>' => out.push_str("&gt;"),   // i18n: not text
            '"' => out.push_str("&quot;"), // i18n: not text
            '\'' => out.push_str("&#39;"),
            c if c.is_control() => {}
            c => out.push(c),
        }
    }
    out
}

/// At most `n` columns (a Japanese, Chinese or Korean character takes two), with "…" when cut
/// (SVG text cannot be measured without a font; columns are near enough for a sans-serif).
fn shortened(s: &str, n: usize) -> String {
    let (head, rest) = columns(s, n);
    if rest.is_empty() {
        return head.to_string();
    }
    let (head, _) = columns(s, n.saturating_sub(1));
    format!("{head}…")
}

/// The longest start of `s` that takes at most `n` columns, and the rest.
fn columns(s: &str, n: usize) -> (&str, &str) {
    use unicode_width::UnicodeWidthChar as _;
    let mut used = 0;
    for (i, c) in s.char_indices() {
        used += c.width().unwrap_or(0);
        if used > n {
            return s.split_at(i);
        }
    }
    (s, "")
}

/// A bar's label as SVG text: one line, or — too long for the label column at the chart's size
/// (issue 37: long identities were cut) — two smaller lines, broken at a space where there is
/// one; only a label too long for both is shortened.
fn svg_label(label: &str, x: f32, y: f32) -> String {
    const ONE_LINE: usize = 26;
    const TWO_LINES: usize = 32;
    if columns(label, ONE_LINE).1.is_empty() {
        return format!(
            r##"<text x="{x}" y="{y}" text-anchor="end" fill="#000">{}</text>"##, // i18n: not text
            xml_escape(label)
        );
    }
    let (head, _) = columns(label, TWO_LINES);
    let cut = match head.rfind(' ') {
        Some(i) if i > 0 && !columns(&label[i + 1..], TWO_LINES).1.is_empty() => head.len(),
        Some(i) if i > 0 => i,
        _ => head.len(),
    };
    let (first, second) = label.split_at(cut);
    format!(
        r##"<text x="{x}" y="{}" text-anchor="end" font-size="11" fill="#000"><tspan x="{x}">{}</tspan><tspan x="{x}" dy="12">{}</tspan></text>"##, // i18n: not text
        y - 6.0,
        xml_escape(first.trim_end()),
        xml_escape(&shortened(second.trim_start(), TWO_LINES))
    )
}

/// Width of an SVG chart, in its own units (it scales to its container).
pub const SVG_WIDTH: f32 = 640.0;
const SVG_LABEL_W: f32 = 190.0;
const SVG_BAR_W: f32 = 245.0;
const SVG_ROW_H: f32 = 26.0;
const SVG_TITLE_H: f32 = 30.0;
const SVG_CAPTION_H: f32 = 24.0;

fn svg_pattern(out: &mut String, id: &str, pattern: Pattern, ink: &str) {
    let _ = write!(
        out,
        r#"<pattern id="{id}" patternUnits="userSpaceOnUse" width="8" height="8">"# // i18n: not text
    );
    match pattern {
        Pattern::Solid => {}
        Pattern::Diagonal => {
            let _ = write!(
                out,
                r#"<path d="M-2,10 L10,-2 M-2,2 L2,-2 M6,10 L10,6" stroke="{ink}" stroke-width="1.6"/>"# // i18n: not text
            );
        }
        Pattern::Horizontal => {
            let _ = write!(
                out,
                r#"<path d="M0,4 L8,4" stroke="{ink}" stroke-width="1.6"/>"# // i18n: not text
            );
        }
        Pattern::Vertical => {
            let _ = write!(
                out,
                r#"<path d="M4,0 L4,8" stroke="{ink}" stroke-width="1.6"/>"# // i18n: not text
            );
        }
        Pattern::Cross => {
            let _ = write!(
                out,
                r#"<path d="M0,4 L8,4 M4,0 L4,8" stroke="{ink}" stroke-width="1.2"/>"# // i18n: not text
            );
        }
        Pattern::Dots => {
            let _ = write!(out, r#"<circle cx="4" cy="4" r="1.6" fill="{ink}"/>"#); // i18n: not text
        }
    }
    out.push_str("</pattern>"); // i18n: not text
}

/// The chart as a self-contained SVG document (no script, no external font, image or style
/// sheet), to embed in an HTML page as it is. `id` makes its pattern ids unique in the page
/// (letters, digits and `-`; anything else is replaced). `lang`: the words the chart adds
/// itself (for a chart without bars).
pub fn svg(chart: &Chart, id: &str, lang: Lang) -> String {
    let id: String = id
        .chars()
        .map(|c| {
            if c.is_ascii_alphanumeric() || c == '-' {
                c
            } else {
                '-'
            }
        })
        .collect();
    let height = SVG_TITLE_H + SVG_ROW_H * chart.bars.len().max(1) as f32 + SVG_CAPTION_H;
    let mut out = String::new();
    let _ = write!(
        out,
        r#"<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 {SVG_WIDTH} {height}" width="100%" role="img" aria-labelledby="{id}-title" font-family="sans-serif" font-size="13">"# // i18n: not text
    );
    let _ = write!(
        out,
        r#"<title id="{id}-title">{}</title>"#, // i18n: not text
        xml_escape(&format!("{}: {}", chart.title, describe(chart)))
    );
    out.push_str("<defs>"); // i18n: not text
    let mut defined: Vec<(Pattern, bool)> = Vec::new();
    for b in &chart.bars {
        let key = (b.pattern, b.colour.is_light());
        if b.pattern != Pattern::Solid && !defined.contains(&key) {
            defined.push(key);
            let ink = if key.1 { "#000000" } else { "#ffffff" }; // i18n: not text
            let pid = format!(
                "{id}-{}-{}",
                b.pattern.slug(),
                if key.1 { "dark" } else { "light" }
            );
            svg_pattern(&mut out, &pid, b.pattern, ink);
        }
    }
    out.push_str("</defs>"); // i18n: not text
    let _ = write!(
        out,
        r##"<text x="0" y="20" font-size="16" font-weight="bold" fill="#000">{}</text>"##, // i18n: not text
        xml_escape(&chart.title)
    );
    if chart.bars.is_empty() {
        let _ = write!(
            out,
            r##"<text x="0" y="{}" fill="#444">{}</text>"##, // i18n: not text
            SVG_TITLE_H + 17.0,
            xml_escape(&tr!(lang, "chart-nothing"))
        );
    }
    for (i, b) in chart.bars.iter().enumerate() {
        let top = SVG_TITLE_H + SVG_ROW_H * i as f32;
        let w = (b.length.clamp(0.0, 1.0) * SVG_BAR_W).max(if b.length > 0.0 { 2.0 } else { 0.0 });
        let x = SVG_LABEL_W;
        let text_y = top + 17.0;
        let _ = write!(out, "<g><title>{}</title>", xml_escape(&bar_text(b))); // i18n: not text
        out.push_str(&svg_label(&b.label, SVG_LABEL_W - 8.0, text_y));
        let _ = write!(
            out,
            r##"<rect x="{x}" y="{}" width="{w:.1}" height="{}" fill="{}" stroke="#333" stroke-width="0.5"/>"##, // i18n: not text
            top + 4.0,
            SVG_ROW_H - 8.0,
            b.colour.hex()
        );
        if b.pattern != Pattern::Solid && w > 0.0 {
            let pid = format!(
                "{id}-{}-{}",
                b.pattern.slug(),
                if b.colour.is_light() { "dark" } else { "light" }
            );
            let _ = write!(
                out,
                r#"<rect x="{x}" y="{}" width="{w:.1}" height="{}" fill="url(#{pid})" fill-opacity="0.55"/>"#, // i18n: not text
                top + 4.0,
                SVG_ROW_H - 8.0
            );
        }
        let value = if b.note.is_empty() {
            b.value.clone()
        } else {
            format!("{} · {}", b.value, b.note)
        };
        let _ = write!(
            out,
            r##"<text x="{}" y="{text_y}" fill="#000">{}</text></g>"##, // i18n: not text
            x + w + 6.0,
            xml_escape(&shortened(&value, 30))
        );
    }
    let _ = write!(
        out,
        r##"<text x="0" y="{}" font-size="12" fill="#444">{}</text>"##, // i18n: not text
        height - 7.0,
        xml_escape(&capitalised(&chart.caption))
    );
    out.push_str("</svg>"); // i18n: not text
    out
}

/// A bar as one line of text: "Shaper: 5 (31%)", "Hayley Kaplan (Shaper): 3 (19%)".
pub fn bar_text(b: &Bar) -> String {
    if b.note.is_empty() {
        format!("{}: {}", b.label, b.value)
    } else {
        format!("{} ({}): {}", b.label, b.note, b.value)
    }
}

/// The chart as text, for screen readers and the command line: its bars, then its caption.
pub fn describe(chart: &Chart) -> String {
    let mut parts: Vec<String> = chart.bars.iter().map(bar_text).collect();
    parts.push(chart.caption.clone());
    parts.join("; ")
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn every_faction_of_a_side_has_its_own_pattern_and_colour() {
        let corp = [
            "haas-bioroid",
            "jinteki",
            "nbn",
            "weyland-consortium",
            "neutral-corp",
        ];
        let runner = [
            "anarch",
            "criminal",
            "shaper",
            "adam",
            "apex",
            "sunny-lebeau",
            "neutral-runner",
        ];
        for side in [&corp[..], &runner[..]] {
            let styles: Vec<FactionStyle> = side
                .iter()
                .map(|f| faction_style(Some(f), Lang::ENGLISH))
                .collect();
            for (i, a) in styles.iter().enumerate() {
                for b in &styles[i + 1..] {
                    assert!(
                        a.colour != b.colour || a.pattern != b.pattern,
                        "{} and {} look alike",
                        a.name,
                        b.name
                    );
                }
            }
        }
        // The big four of each side differ by pattern alone (readable in black and white).
        for four in [&corp[..4], &runner[..3]] {
            let mut p: Vec<Pattern> = four
                .iter()
                .map(|f| faction_style(Some(f), Lang::ENGLISH).pattern)
                .collect();
            p.sort_by_key(|x| x.slug());
            p.dedup();
            assert_eq!(p.len(), four.len());
        }
    }

    #[test]
    fn every_faction_of_the_identity_list_has_a_name() {
        let other = tr!(Lang::ENGLISH, "chart-faction-other");
        for i in identities::all() {
            for lang in Lang::all() {
                let name = faction_style(Some(&i.faction), lang).name;
                assert_ne!(name, other, "{}", i.faction);
                assert_ne!(name, tr!(lang, "chart-faction-other"), "{}", i.faction);
            }
        }
    }

    #[test]
    fn long_labels_take_two_lines_and_wide_characters_count_twice() {
        let short = svg_label("Hayley Kaplan", 182.0, 17.0);
        assert!(short.contains(">Hayley Kaplan</text>") && !short.contains("tspan"));
        // 30 columns: two lines, broken at the space, nothing cut.
        let long = svg_label("Sebastião Souza Pessoa Activist", 182.0, 17.0);
        assert!(long.contains(">Sebastião Souza Pessoa</tspan>"), "{long}");
        assert!(
            long.contains(">Activist</tspan>") && !long.contains('…'),
            "{long}"
        );
        // Fourteen kanji are 28 columns: two lines, whole.
        let ja = "新しい世界のための新しい奇跡を起こす";
        let two = svg_label(ja, 182.0, 17.0);
        let kept: String = two
            .split("\">")
            .skip(2)
            .map(|s| s.split('<').next().unwrap_or(""))
            .collect();
        assert_eq!(kept, ja, "{two}");
        assert_eq!(shortened("あいうえお", 6), "あい…");
        assert_eq!(shortened("abcdef", 6), "abcdef");
    }

    #[test]
    fn svg_text_is_escaped() {
        let chart = Chart {
            title: "A <b>&\"'".into(),
            bars: vec![Bar {
                label: "<script>alert(1)</script>".into(),
                value: "1 (100%)".into(),
                note: String::new(),
                length: 1.0,
                colour: OKABE_BLUE,
                pattern: Pattern::Diagonal,
            }],
            caption: "of 1 player".into(),
        };
        let s = svg(&chart, "x\"y", Lang::ENGLISH);
        assert!(!s.contains("<script>") && !s.contains("<b>"));
        assert!(s.contains("&lt;script&gt;") && s.contains("A &lt;b&gt;&amp;&quot;&#39;"));
        assert!(s.contains(r#"id="x-y-title""#));
        assert!(!s.contains("href") && !s.contains("@import") && !s.contains("url(http"));
    }
}
