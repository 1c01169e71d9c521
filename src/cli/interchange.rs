//! `import` and `export`: NRTM JSON (NRTM, Cobra, Aesop's Tables) and CSV (players, standings,
//! pairings, games).

use super::{
    EventFile, Out, check_new_file, check_output, fresh_seed, lock_file, resolve_round,
    write_output,
};
use crate::io::save;
use clap::{Args, ValueEnum};
use std::path::{Path, PathBuf};

/// Arguments of `import`.
#[derive(Debug, Args)]
pub struct ImportArgs {
    /// The results file: NRTM, Cobra or Aesop's Tables JSON.
    #[arg(value_name = "RESULTS.json")]
    results: PathBuf,
    /// The event file to create.
    #[arg(long, value_name = "EVENT.json")]
    out: PathBuf,
    /// Seed of the new event's random generator (default: a fresh one, printed).
    #[arg(long)]
    seed: Option<u64>,
    /// Overwrite an existing event file.
    #[arg(long)]
    force: bool,
    /// The event's date, YYYY-MM-DD, when the file gives none (Aesop's Tables' 2023 files,
    /// NRTM): the NRTM export writes it for AlwaysBeRunning.
    #[arg(long, value_name = "YYYY-MM-DD")]
    date: Option<String>,
}

/// `import`: read a results file into a new event file.
pub fn import(a: ImportArgs, o: &mut Out<'_>) -> anyhow::Result<()> {
    check_new_file(&a.out, a.force)?;
    // The size is checked before reading: an oversized file is refused, not loaded.
    let bytes = save::read_capped(&a.results, crate::io::nrtm::MAX_IMPORT_BYTES as u64)?;
    let seed = a.seed.unwrap_or_else(fresh_seed);
    let mut imported = crate::io::nrtm::import(&bytes, seed)
        .map_err(|e| anyhow::anyhow!("{}: {e}", a.results.display()))?;
    let file_date = imported.event.settings().date.clone();
    if let Some(date) = a.date.as_deref().map(str::trim).filter(|d| !d.is_empty()) {
        let mut settings = imported.event.settings().clone();
        settings.date = Some(date.to_string());
        imported
            .event
            .apply(crate::engine::Command::EditSettings { settings })
            .map_err(|e| anyhow::anyhow!("--date: {e}"))?;
        if let Some(d) = file_date.as_deref().filter(|d| *d != date) {
            o.note(&format!(
                "the file's date {d} was replaced by --date {date}"
            ))?;
        }
    }
    let event = &imported.event;
    let mut file = lock_file(&a.out)?;
    check_new_file(&a.out, a.force)?; // again, under the lock
    file.save(event)?;
    writeln!(
        o.out,
        "imported {:?} from {}: {} players, {} Swiss rounds, seed {seed}",
        event.settings().name,
        a.results.display(),
        event.players().len(),
        event.rounds().len()
    )?;
    writeln!(o.out, "read as {}", imported.dialect.label())?;
    writeln!(o.out, "{}", imported.comparison.summary())?;
    if !imported.differences.is_empty() {
        writeln!(
            o.out,
            "{} difference(s) between the published and the recomputed standings:",
            imported.differences.len()
        )?;
        for d in &imported.differences {
            writeln!(o.out, "  {d}")?;
        }
    }
    for n in &imported.notes {
        o.note(&n.to_string())?;
    }
    if event.settings().date.is_none() {
        o.note(&format!(
            "the file gives no date: AlwaysBeRunning lists events by date, so set it before exporting (`netrunner-to settings {} --date YYYY-MM-DD`); without one the export writes an empty date",
            a.out.display()
        ))?;
    }
    writeln!(o.out, "saved {}", a.out.display())?;
    Ok(())
}

/// Export formats.
#[derive(Clone, Copy, Debug, PartialEq, Eq, ValueEnum)]
pub enum ExportFormat {
    /// NRTM JSON, the results format AlwaysBeRunning accepts.
    Nrtm,
    /// The standings as CSV.
    CsvStandings,
    /// The pairings of one round as CSV (--round, default the latest).
    CsvPairings,
    /// Every registered player as CSV (the player import reads it back).
    CsvPlayers,
    /// Every game result as CSV: one row per game with Corp, Runner, outcome, timed or not.
    CsvGames,
}

/// Arguments of `export`.
#[derive(Debug, Args)]
pub struct ExportArgs {
    #[command(flatten)]
    file: EventFile,
    /// What to write.
    #[arg(long, value_enum, visible_alias = "as")]
    format: ExportFormat,
    /// The file to write (default, or "-": stdout).
    #[arg(long, value_name = "FILE")]
    out: Option<PathBuf>,
    /// The round, for csv-pairings (default: the latest).
    #[arg(long, value_name = "N")]
    round: Option<u32>,
}

/// `export`: write NRTM JSON or CSV.
pub fn export(a: ExportArgs, o: &mut Out<'_>) -> anyhow::Result<()> {
    if let Some(out) = &a.out {
        check_output(out, &a.file.event)?;
    }
    let event = save::load(&a.file.event)?;
    if event.is_multiplayer() {
        anyhow::bail!(
            "this is a multiplayer event: `netrunner-to mp export` writes its JSON (NRTM has no multiplayer form)"
        );
    }
    if a.round.is_some() && a.format != ExportFormat::CsvPairings {
        anyhow::bail!("--round only applies to --format csv-pairings");
    }
    let bytes = match a.format {
        ExportFormat::Nrtm => {
            let mut text = serde_json::to_string_pretty(&crate::io::nrtm::export(&event))?;
            text.push('\n');
            text.into_bytes()
        }
        ExportFormat::CsvStandings => crate::io::csv::standings_csv(&event),
        ExportFormat::CsvPlayers => crate::io::csv::players_csv(&event),
        ExportFormat::CsvGames => crate::io::csv::games_csv(&event),
        ExportFormat::CsvPairings => {
            let round = resolve_round(&event, a.round)?.number;
            crate::io::csv::pairings_csv(&event, round)?
        }
    };
    write_output(a.out.as_deref(), &bytes, o)?;
    if let Some(out) = a.out.as_deref().filter(|p| *p != Path::new("-")) {
        writeln!(o.out, "wrote {}", out.display())?;
    }
    Ok(())
}
