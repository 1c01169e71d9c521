//! `import-players`: register a player list from a spreadsheet (CSV or TSV) in one step.

use super::{EventFile, Out, Session};
use crate::io::player_import::{self, ImportPreview, MAX_IMPORT_BYTES, Severity};
use clap::Args;
use std::path::PathBuf;

/// Arguments of `import-players`.
#[derive(Debug, Args)]
pub struct ImportPlayersArgs {
    #[command(flatten)]
    file: EventFile,
    /// The player list: CSV or TSV (comma, semicolon or tab), with or without a header; columns
    /// name, Corp identity, Runner identity, pronouns.
    #[arg(value_name = "FILE")]
    list: PathBuf,
    /// Only show what would be added, with every row's problems; change nothing.
    #[arg(long)]
    dry_run: bool,
}

/// The preview as text: the file's layout, its notes, then one line per row (line number,
/// `add` or `skip`, the fields) followed by its problems.
pub fn preview_text(p: &ImportPreview) -> String {
    let mut s = format!("read as {}\n", p.summary());
    for n in &p.notes {
        s.push_str(&format!("note: {n}\n"));
    }
    for r in &p.rows {
        let d = &r.details;
        let fields: Vec<&str> = [
            Some(d.name.as_str()),
            d.corp.as_deref(),
            d.runner.as_deref(),
            d.pronouns.as_deref(),
        ]
        .into_iter()
        .map(|f| f.unwrap_or("-"))
        .collect();
        let verdict = if r.accepted() { "add " } else { "skip" };
        s.push_str(&format!(
            "line {:>4}  {verdict}  {}\n",
            r.line,
            fields.join(" | ")
        ));
        for problem in &r.problems {
            let kind = match problem.severity() {
                Severity::Blocking => "error",
                Severity::Warning => "warning",
                Severity::Note => "note",
            };
            s.push_str(&format!("             {kind}: {problem}\n"));
        }
    }
    s.push_str(&format!(
        "{} to add, {} skipped\n",
        p.accepted_count(),
        p.blocked_count()
    ));
    s
}

/// `import-players`: show the preview; without `--dry-run`, add the accepted rows as one
/// command and save.
pub fn import_players(a: ImportPlayersArgs, o: &mut Out<'_>) -> anyhow::Result<()> {
    let mut session = Session::open(&a.file.event)?;
    let shown = a.list.display();
    // Size checked before reading; a named pipe refused, not waited on.
    let bytes = crate::io::save::read_capped(&a.list, MAX_IMPORT_BYTES as u64)?;
    let preview = player_import::preview(&bytes, session.event())
        .map_err(|e| anyhow::anyhow!("{shown}: {e}"))?;
    write!(o.out, "{}", preview_text(&preview))?;
    if a.dry_run {
        writeln!(o.out, "dry run: nothing was added")?;
        return Ok(());
    }
    let Some(command) = preview.command() else {
        anyhow::bail!("{shown}: no player can be added");
    };
    session.apply_and_save(command, o)?;
    writeln!(
        o.out,
        "added {} players; saved {}",
        preview.accepted_count(),
        a.file.event.display()
    )?;
    Ok(())
}
