//! `stats`: the event's statistics — identities and factions of the field and the cut, cut
//! conversion, Corp and Runner wins per stage — as text, JSON or SVG charts.

use super::table::{Align, Table};
use super::{EventFile, Out, print_json};
use crate::io::{charts, save};
use anyhow::Context as _;
use clap::Args;
use std::path::PathBuf;

/// Arguments of `stats`.
#[derive(Debug, Args)]
pub struct StatsArgs {
    #[command(flatten)]
    file: EventFile,
    /// Print JSON: every count, per identity and faction (full titles and faction keys).
    #[arg(long)]
    json: bool,
    /// Also write every chart as an SVG file into this folder (created if missing), e.g. for a
    /// web page or a chat.
    #[arg(long, value_name = "DIR")]
    svg: Option<PathBuf>,
}

/// `stats`: print the statistics (the organizer's view: identities are always shown).
pub fn stats(a: StatsArgs, o: &mut Out<'_>) -> anyhow::Result<()> {
    let event = save::load(&a.file.event)?;
    let s = charts::statistics(&event);
    let sections = charts::sections(&s, None, crate::i18n::Lang::ENGLISH);
    if let Some(dir) = &a.svg {
        std::fs::create_dir_all(dir)
            .with_context(|| format!("could not create the folder {}", dir.display()))?;
        let mut written = 0;
        for (i, section) in sections.iter().enumerate() {
            for (j, chart) in section.charts.iter().enumerate() {
                let name = format!("{:02}-{:02}-{}.svg", i + 1, j + 1, slug(&chart.title));
                let path = dir.join(&name);
                super::check_output(&path, &a.file.event)?;
                let svg = charts::svg(chart, &slug(&chart.title), crate::i18n::Lang::ENGLISH);
                save::write_atomic(&path, svg.as_bytes())
                    .with_context(|| format!("could not write {}", path.display()))?;
                written += 1;
            }
        }
        o.note(&format!("wrote {written} SVG charts to {}", dir.display()))?;
    }
    if a.json {
        let mut v = serde_json::to_value(&s)?;
        v["event"] = serde_json::Value::String(event.settings().name.clone());
        v["identities_public"] = serde_json::Value::Bool(event.identities_public());
        return print_json(o, &v);
    }
    writeln!(o.out, "{}: statistics", event.settings().name)?;
    if !event.identities_public() {
        writeln!(
            o.out,
            "(identities are shown to players once round 1 is paired; this is the organizer's view)"
        )?;
    }
    for section in &sections {
        writeln!(o.out)?;
        writeln!(o.out, "{}", section.title)?;
        for chart in &section.charts {
            writeln!(o.out)?;
            let mut t = Table::new(&[
                (chart.title.as_str(), Align::Left),
                ("", Align::Right),
                ("", Align::Left),
            ]);
            for b in &chart.bars {
                t.row(vec![b.label.clone(), b.value.clone(), b.note.clone()]);
            }
            write!(o.out, "{}", indent(&t.render()))?;
            writeln!(o.out, "  ({})", chart.caption)?;
        }
    }
    Ok(())
}

fn indent(text: &str) -> String {
    text.lines().map(|l| format!("  {l}\n")).collect()
}

/// "Runner factions: made the cut" → "runner-factions-made-the-cut".
fn slug(title: &str) -> String {
    let mut out = String::new();
    for c in title.chars() {
        if c.is_ascii_alphanumeric() {
            out.push(c.to_ascii_lowercase());
        } else if !out.ends_with('-') && !out.is_empty() {
            out.push('-');
        }
    }
    out.trim_end_matches('-').to_string()
}
