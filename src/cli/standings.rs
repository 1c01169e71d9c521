//! `standings`: points, SoS, ESoS; after the cut, the cut's places first.

use super::elimination::{places_json, print_places, status_line};
use super::table::{Align, Table};
use super::{EventFile, Out, print_json};
use crate::engine::Event;
use crate::engine::standings::{three_decimals, to_f64};
use crate::engine::views::{self, Stage, StandingsView};
use crate::i18n::Lang;
use crate::io::save;
use crate::io::words;
use clap::Args;
use serde_json::json;

/// Arguments of `standings`.
#[derive(Debug, Args)]
pub struct StandingsArgs {
    #[command(flatten)]
    file: EventFile,
    /// Print CSV (the same as `export --format csv-standings`).
    #[arg(long, conflicts_with = "json")]
    csv: bool,
    /// Print JSON: SoS and ESoS in full precision and as exact fractions.
    #[arg(long)]
    json: bool,
    /// Only the Swiss standings, also after the cut (without the cut's places).
    #[arg(long)]
    swiss: bool,
}

/// `standings`: print the standings.
pub fn standings(a: StandingsArgs, o: &mut Out<'_>) -> anyhow::Result<()> {
    let event = save::load(&a.file.event)?;
    if event.is_multiplayer() {
        anyhow::bail!("this is a multiplayer event: use `netrunner-to mp standings`");
    }
    if a.csv {
        o.out.write_all(&crate::io::csv::standings_csv(&event))?;
        return Ok(());
    }
    let cut = event.cut().filter(|_| !a.swiss);
    if a.json {
        let mut v = standings_json(&event);
        if let Some(b) = cut {
            v["elimination"] = places_json(&event, b);
        }
        return print_json(o, &v);
    }
    if let Some(b) = cut {
        writeln!(o.out, "{}: {}", event.settings().name, status_line(b))?;
        print_places(&event, b, o)?;
        writeln!(o.out)?;
    }
    print_standings(&event, o)
}

/// What the standings are after: "after round 3", "during round 4 (2 tables without a result)".
fn stage(v: &StandingsView) -> String {
    match v.stage {
        Stage::BeforeRound1 => "before round 1".into(),
        Stage::After { round } => format!("after round {round}"),
        Stage::During { round, unreported } => format!(
            "during round {round} ({unreported} table{} without a result; provisional)",
            if unreported == 1 { "" } else { "s" }
        ),
    }
}

fn print_standings(event: &Event, o: &mut Out<'_>) -> anyhow::Result<()> {
    let v = views::standings(event, None);
    writeln!(o.out, "{}: standings {}", event.settings().name, stage(&v))?;
    // Single-sided events: each player's Corp and Runner games and their balance.
    let mut columns = vec![
        ("Rank", Align::Right),
        ("Player", Align::Left),
        ("Points", Align::Right),
        ("SoS", Align::Right),
        ("ESoS", Align::Right),
    ];
    if v.single_sided {
        columns.push(("Sides", Align::Left));
    }
    columns.push(("", Align::Left));
    let mut t = Table::new(&columns);
    for row in &v.rows {
        let mut cells = vec![
            row.rank.to_string(),
            row.name.clone(),
            row.points.to_string(),
            three_decimals(&row.sos),
            three_decimals(&row.esos),
        ];
        if let Some(s) = row.sides {
            cells.push(s.to_string());
        }
        cells.push(words::notes(Lang::ENGLISH, &row.notes));
        t.row(cells);
    }
    if t.is_empty() {
        writeln!(o.out, "no players registered yet")?;
    } else {
        write!(o.out, "{}", t.render())?;
    }
    if !v.adjustments.is_empty() {
        writeln!(o.out, "score adjustments:")?;
        for a in &v.adjustments {
            writeln!(
                o.out,
                "  round {}: {} {} ({})",
                a.round,
                a.name,
                crate::engine::command::signed(a.delta),
                a.reason
            )?;
        }
    }
    Ok(())
}

fn standings_json(event: &Event) -> serde_json::Value {
    let v = views::standings(event, None);
    let rows: Vec<serde_json::Value> = v
        .rows
        .iter()
        .map(|r| {
            let sides = r
                .sides
                .map(|s| json!({"corp": s.corp, "runner": s.runner, "balance": s.balance()}));
            json!({
                "rank": r.rank,
                "id": r.player.0,
                "name": r.name,
                "points": r.points,
                "rounds": r.rounds,
                "sos": to_f64(&r.sos),
                "esos": to_f64(&r.esos),
                "sos_exact": r.sos.to_string(),
                "esos_exact": r.esos.to_string(),
                "dropped": r.dropped(),
                "had_bye": r.had_bye(),
                "sides": sides,
                "corp": r.corp,
                "runner": r.runner,
            })
        })
        .collect();
    let (round, complete) = match v.stage {
        Stage::BeforeRound1 => (None, true),
        Stage::After { round } => (Some(round), true),
        Stage::During { round, .. } => (Some(round), false),
    };
    json!({
        "event": event.settings().name,
        "round": round,
        "complete": complete,
        "standings": rows,
    })
}
