//! `share`: a round's pairings or the standings as text to paste into a chat (plain or
//! Markdown); `feature`: mark the table a stream films (issue 22).

use super::{EventFile, Out, Session};
use crate::engine::{Command, RoundRef};
use crate::io::save;
use crate::io::share::{self, Style, What};
use clap::{Args, ValueEnum};

/// What to share.
#[derive(Clone, Copy, Debug, PartialEq, Eq, ValueEnum)]
pub enum ShareWhat {
    /// A round's pairings (a multiplayer event: its pods).
    Pairings,
    /// The standings (after the cut: the cut's places first).
    Standings,
}

/// Arguments of `share`.
#[derive(Debug, Args)]
pub struct ShareArgs {
    #[command(flatten)]
    file: EventFile,
    /// What to share.
    #[arg(value_enum)]
    what: ShareWhat,
    /// Swiss round, or round of pods (default: the round being played).
    #[arg(long, value_name = "N", conflicts_with = "elimination")]
    round: Option<u32>,
    /// Elimination round of the cut.
    #[arg(long, value_name = "N")]
    elimination: Option<u32>,
    /// Markdown (bold heading, tables, names escaped) instead of plain text.
    #[arg(long)]
    markdown: bool,
}

fn round_arg(round: Option<u32>, elimination: Option<u32>) -> Option<RoundRef> {
    match (round, elimination) {
        (Some(n), _) => Some(RoundRef::Swiss(n)),
        (None, Some(n)) => Some(RoundRef::Elimination(n)),
        (None, None) => None,
    }
}

/// `share`: print the text (players' view: no identities before round 1 is paired).
pub fn share(a: ShareArgs, o: &mut Out<'_>) -> anyhow::Result<()> {
    let event = save::load(&a.file.event)?;
    let round = round_arg(a.round, a.elimination);
    let what = match a.what {
        ShareWhat::Pairings => What::Pairings(round),
        ShareWhat::Standings if round.is_some() => {
            anyhow::bail!(
                "--round and --elimination apply to pairings; standings are shared as they are now"
            )
        }
        ShareWhat::Standings => What::Standings,
    };
    let style = if a.markdown {
        Style::Markdown
    } else {
        Style::Text
    };
    write!(o.out, "{}", share::text(&event, what, style)?)?;
    Ok(())
}

/// Arguments of `feature`.
#[derive(Debug, Args)]
pub struct FeatureArgs {
    #[command(flatten)]
    file: EventFile,
    /// The table (elimination: the game; multiplayer: the pod), or `none` to clear it.
    #[arg(value_name = "TABLE|none")]
    table: String,
    /// Swiss round, or round of pods (default: the round being played).
    #[arg(long, value_name = "N", conflicts_with = "elimination")]
    round: Option<u32>,
    /// Elimination round of the cut.
    #[arg(long, value_name = "N")]
    elimination: Option<u32>,
}

/// `feature`: mark (or clear) the featured table of a round.
pub fn feature(a: FeatureArgs, o: &mut Out<'_>) -> anyhow::Result<()> {
    let mut session = Session::open(&a.file.event)?;
    let round = match round_arg(a.round, a.elimination) {
        Some(r) => r,
        None => crate::io::print::current_round(session.event())
            .ok_or_else(|| anyhow::anyhow!("no round has been paired yet"))?,
    };
    let t = a.table.trim();
    let table = if t.eq_ignore_ascii_case("none") {
        None
    } else {
        Some(
            t.trim_start_matches('#')
                .parse::<u32>()
                .map_err(|_| anyhow::anyhow!("{t:?} is not a table number (or `none`)"))?,
        )
    };
    session.apply_and_save(Command::SetFeaturedTable { round, table }, o)?;
    let words = crate::io::print::round_label(session.event(), round).to_lowercase();
    match table {
        Some(t) => writeln!(o.out, "table {t} is the featured table of {words}")?,
        None => writeln!(o.out, "{words} has no featured table")?,
    }
    Ok(())
}
