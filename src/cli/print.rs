//! `print`: write a PDF printout of the event (pairings, slips, standings, bracket, players).

use super::{EventFile, Out};
use crate::io::print::{self, Kind, Paper, Printout, RoundRef};
use crate::io::save;
use anyhow::Context as _;
use clap::{Args, ValueEnum};
use std::path::PathBuf;

/// What to print.
#[derive(Clone, Copy, Debug, PartialEq, Eq, ValueEnum)]
pub enum WhatArg {
    /// Pairings in table order (for the wall).
    Pairings,
    /// Every player alphabetically with table, opponent and side.
    PairingsByName,
    /// Match slips, one per table, four to a page, collated for cutting into quarters.
    Slips,
    /// Standings: Swiss (rank, name, identities, points, SoS, ESoS) or, for a multiplayer
    /// event, the NAPD player standings / The Big Sell-Out team and player standings.
    Standings,
    /// The cut: every game with sides and results so far, places, seeds.
    Bracket,
    /// Registration sheet: players alphabetically with identities and a "present" box.
    Players,
    /// Multiplayer events: the pods of a round with seating order, roles and turn order.
    Pods,
    /// Multiplayer events: every player alphabetically with pod, seat and role.
    PodsByName,
    /// Multiplayer events: one result slip per pod, collated for cutting.
    PodSlips,
    /// Statistics: identities and factions of the field and the cut, cut conversion, Corp and
    /// Runner wins (identities only once round 1 is paired).
    Statistics,
    /// Player cards: name, personal code and (with --address) the QR code of the event's pages,
    /// eight to a page; the only printout with the codes.
    PlayerCards,
}

impl WhatArg {
    fn kind(self) -> Kind {
        match self {
            WhatArg::Pairings => Kind::PairingsByTable,
            WhatArg::PairingsByName => Kind::PairingsByName,
            WhatArg::Slips => Kind::Slips,
            WhatArg::Standings => Kind::Standings,
            WhatArg::Bracket => Kind::Bracket,
            WhatArg::Players => Kind::Registration,
            WhatArg::Pods => Kind::Pods,
            WhatArg::PodsByName => Kind::PodsByName,
            WhatArg::PodSlips => Kind::PodSlips,
            WhatArg::Statistics => Kind::Statistics,
            WhatArg::PlayerCards => Kind::PlayerCards,
        }
    }
}

/// Paper size.
#[derive(Clone, Copy, Debug, PartialEq, Eq, ValueEnum)]
pub enum PaperArg {
    /// ISO A4.
    A4,
    /// US Letter.
    Letter,
}

/// Arguments of `print`.
#[derive(Debug, Args)]
pub struct PrintArgs {
    #[command(flatten)]
    file: EventFile,
    /// What to print.
    #[arg(long, value_enum)]
    what: WhatArg,
    /// The PDF file to write.
    #[arg(long, value_name = "FILE.pdf")]
    out: PathBuf,
    /// Swiss round (default: the round being played; after the cut, the elimination round
    /// being played). For standings: the standings after that round.
    #[arg(long, value_name = "N", conflicts_with = "elimination")]
    round: Option<u32>,
    /// Elimination round of the cut, for pairings, pairings-by-name and slips.
    #[arg(long, value_name = "N")]
    elimination: Option<u32>,
    /// Paper size.
    #[arg(long, value_enum, default_value = "a4")]
    paper: PaperArg,
    /// Player cards: the address phones open (`http://192.168.1.20:8080/`, as `serve`
    /// prints it), printed with its QR code on every card.
    #[arg(long, value_name = "URL")]
    address: Option<String>,
    /// Take the fonts for characters DejaVu Sans lacks (Japanese, Chinese, Korean, Thai, …)
    /// from this folder instead of the computer's installed fonts (repeatable).
    #[arg(long, value_name = "DIR")]
    fonts_from: Vec<PathBuf>,
}

/// `print`: render the printout and write it atomically (replacing an older printout).
pub fn print(a: PrintArgs, o: &mut Out<'_>) -> anyhow::Result<()> {
    super::check_output(&a.out, &a.file.event)?;
    let event = save::load(&a.file.event)?;
    let round = match (a.round, a.elimination) {
        (Some(n), _) => Some(RoundRef::Swiss(n)),
        (None, Some(n)) => Some(RoundRef::Elimination(n)),
        (None, None) => None,
    };
    let kind = a.what.kind();
    if !kind.needs_round() && kind != Kind::Standings && round.is_some() {
        anyhow::bail!(
            "--round and --elimination apply to pairings, pairings-by-name, slips, pods, pods-by-name, pod-slips and standings"
        );
    }
    if let Err(e) = kind.check(&event) {
        let names = if event.is_multiplayer() {
            "pods, pods-by-name, pod-slips, standings, players"
        } else {
            "pairings, pairings-by-name, slips, standings, bracket, players"
        };
        anyhow::bail!("{e}. This event's printouts (--what): {names}");
    }
    let printout = Printout::for_event(&event, kind, round).map_err(|e| match e {
        print::PrintError::NoCut => {
            anyhow::anyhow!(
                "the cut has not been made yet: `cut EVENT [--top N]` ends the Swiss stage"
            )
        }
        other => anyhow::Error::new(other),
    })?;
    let paper = match a.paper {
        PaperArg::A4 => Paper::A4,
        PaperArg::Letter => Paper::Letter,
    };
    let fonts = if a.fonts_from.is_empty() {
        print::fonts::Fonts::load()?
    } else {
        print::fonts::Fonts::with_discovery(std::sync::Arc::new(
            crate::io::fonts::FontDiscovery::folders(a.fonts_from.clone()),
        ))?
    };
    // Said before the file is written: the PDF would show empty boxes for these names.
    if let Some(w) = print::font_warning(&event, &fonts) {
        writeln!(o.err, "warning: {w}")?;
    }
    let bytes = match printout {
        Printout::PlayerCards => {
            print::render_player_cards(&event, a.address.as_deref(), paper, &fonts)?
        }
        _ => print::render_with(&event, &printout, paper, &fonts)?,
    };
    save::write_atomic(&a.out, &bytes)
        .with_context(|| format!("could not write {}", a.out.display()))?;
    let what = match printout {
        Printout::PairingsByTable { round }
        | Printout::PairingsByName { round }
        | Printout::Slips { round } => format!(
            "{} ({})",
            kind.title().to_lowercase(),
            print::round_label(&event, round).to_lowercase()
        ),
        Printout::Pods { round: n }
        | Printout::PodsByName { round: n }
        | Printout::PodSlips { round: n } => {
            format!("{} (round {n})", kind.title().to_lowercase())
        }
        _ => kind.title().to_lowercase(),
    };
    writeln!(
        o.out,
        "wrote {what} to {} ({}, {} bytes)",
        a.out.display(),
        paper.name(),
        bytes.len()
    )?;
    Ok(())
}
