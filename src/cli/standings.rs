//! `standings`: points, SoS, ESoS; after the cut, the cut's places first.

use super::elimination::{places_json, print_places, status_line};
use super::table::{Align, Table};
use super::{EventFile, Out, print_json};
use crate::engine::Event;
use crate::engine::pairing::side_counts_played;
use crate::engine::standings::{three_decimals, to_f64};
use crate::io::save;
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
fn stage(event: &Event) -> String {
    match event.rounds().last() {
        None => "before round 1".into(),
        Some(r) => {
            let missing = r.unreported_tables().len();
            if missing == 0 {
                format!("after round {}", r.number)
            } else {
                format!(
                    "during round {} ({missing} table{} without a result; provisional)",
                    r.number,
                    if missing == 1 { "" } else { "s" }
                )
            }
        }
    }
}

fn print_standings(event: &Event, o: &mut Out<'_>) -> anyhow::Result<()> {
    writeln!(
        o.out,
        "{}: standings {}",
        event.settings().name,
        stage(event)
    )?;
    // Single-sided events: each player's Corp and Runner games and their balance.
    let single = event.settings().format.single_sided();
    let mut columns = vec![
        ("Rank", Align::Right),
        ("Player", Align::Left),
        ("Points", Align::Right),
        ("SoS", Align::Right),
        ("ESoS", Align::Right),
    ];
    if single {
        columns.push(("Sides", Align::Left));
    }
    columns.push(("", Align::Left));
    let mut t = Table::new(&columns);
    for row in event.standings().rows {
        let mut notes = Vec::new();
        if row.dropped {
            notes.push("dropped");
        }
        if row.had_bye {
            notes.push("bye");
        }
        let adjusted: i32 = event
            .rounds()
            .iter()
            .map(|r| r.adjustment_of(row.player))
            .sum();
        let adjusted_note = format!("adjusted {}", crate::engine::command::signed(adjusted));
        if event
            .rounds()
            .iter()
            .any(|r| r.adjustments.iter().any(|a| a.player == row.player))
        {
            notes.push(&adjusted_note);
        }
        let mut cells = vec![
            row.rank.to_string(),
            event.name_of(row.player),
            row.points.to_string(),
            three_decimals(&row.sos),
            three_decimals(&row.esos),
        ];
        if single {
            cells.push(side_counts_played(event.rounds(), row.player).to_string());
        }
        cells.push(notes.join(", "));
        t.row(cells);
    }
    if t.is_empty() {
        writeln!(o.out, "no players registered yet")?;
    } else {
        write!(o.out, "{}", t.render())?;
    }
    let adjustments: Vec<String> = event
        .rounds()
        .iter()
        .flat_map(|r| {
            r.adjustments.iter().map(move |a| {
                format!(
                    "  round {}: {} {} ({})",
                    r.number,
                    event.name_of(a.player),
                    crate::engine::command::signed(a.delta),
                    a.reason
                )
            })
        })
        .collect();
    if !adjustments.is_empty() {
        writeln!(o.out, "score adjustments:")?;
        for line in adjustments {
            writeln!(o.out, "{line}")?;
        }
    }
    Ok(())
}

fn standings_json(event: &Event) -> serde_json::Value {
    let rows: Vec<serde_json::Value> = event
        .standings()
        .rows
        .iter()
        .map(|r| {
            let p = event.player(r.player);
            let sides = event.settings().format.single_sided().then(|| {
                let s = side_counts_played(event.rounds(), r.player);
                json!({"corp": s.corp, "runner": s.runner, "balance": s.balance()})
            });
            json!({
                "rank": r.rank,
                "id": r.player.0,
                "name": event.name_of(r.player),
                "points": r.points,
                "rounds": r.rounds,
                "sos": to_f64(&r.sos),
                "esos": to_f64(&r.esos),
                "sos_exact": r.sos.to_string(),
                "esos_exact": r.esos.to_string(),
                "dropped": r.dropped,
                "had_bye": r.had_bye,
                "sides": sides,
                "corp": p.and_then(|p| p.corp.clone()),
                "runner": p.and_then(|p| p.runner.clone()),
            })
        })
        .collect();
    let latest = event.rounds().last();
    json!({
        "event": event.settings().name,
        "round": latest.map(|r| r.number),
        "complete": latest.is_none_or(|r| r.all_reported()),
        "standings": rows,
    })
}
