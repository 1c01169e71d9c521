//! `serve` (the live pages without the app) and `publish` (what players see).

use super::{EventFile, Out, Session};
use crate::engine::Command;
use crate::web::serve::{Headless, announce};
use clap::Args;
use std::net::SocketAddr;

/// The address `serve` listens on unless told otherwise: this computer only.
pub const DEFAULT_LISTEN: &str = "127.0.0.1:8080";

/// Arguments of `serve`.
#[derive(Debug, Args)]
pub struct ServeArgs {
    #[command(flatten)]
    file: EventFile,
    /// Where to listen: ADDR:PORT. The default is this computer only; give the computer's
    /// network address (e.g. 192.168.1.20:8080, or 0.0.0.0:8080 for every network) for phones.
    #[arg(long, value_name = "ADDR:PORT", default_value = DEFAULT_LISTEN)]
    listen: SocketAddr,
    /// Only show the event: hold no lock, follow the file as the app or other commands change
    /// it (within a second), refuse changes from the pages.
    #[arg(long)]
    follow: bool,
}

/// `serve`: serve the event's pages until stopped (Ctrl+C).
pub fn serve(a: ServeArgs, o: &mut Out<'_>) -> anyhow::Result<()> {
    let headless = Headless::start(&a.file.event, a.listen, a.follow)?;
    // Watching before the address is printed: a phone can try a code the moment it knows it.
    if let Some(out) = unlocked_stdout() {
        crate::web::serve::print_attempts(headless.server(), out);
    }
    announce(o.out, &a.file.event, headless.server(), a.follow);
    headless.run();
    Ok(())
}

/// Standard output for the server's threads: a handle of its own, since the command line holds
/// the lock of `std::io::stdout()` for as long as `serve` runs.
fn unlocked_stdout() -> Option<Box<dyn std::io::Write + Send>> {
    #[cfg(unix)]
    let owned = {
        use std::os::fd::AsFd;
        std::io::stdout().as_fd().try_clone_to_owned().ok()?
    };
    #[cfg(windows)]
    let owned = {
        use std::os::windows::io::AsHandle;
        std::io::stdout().as_handle().try_clone_to_owned().ok()?
    };
    Some(Box::new(std::fs::File::from(owned)))
}

/// Arguments of `publish`.
#[derive(Debug, Args)]
pub struct PublishArgs {
    #[command(flatten)]
    file: EventFile,
    /// Publish the pairings up to this round (default: the latest round paired).
    #[arg(long, value_name = "N", conflicts_with = "none")]
    round: Option<u32>,
    /// Hide every round's pairings from players.
    #[arg(long)]
    none: bool,
    /// Hide the standings from players.
    #[arg(long, conflicts_with = "show_standings")]
    hide_standings: bool,
    /// Show the standings to players again.
    #[arg(long)]
    show_standings: bool,
}

/// `publish`: choose what players see on the live pages.
pub fn publish(a: PublishArgs, o: &mut Out<'_>) -> anyhow::Result<()> {
    let mut session = Session::open(&a.file.event)?;
    let standings = if a.hide_standings {
        Some(false)
    } else if a.show_standings {
        Some(true)
    } else {
        None
    };
    let event = session.event();
    let latest = match event.multiplayer() {
        Some(m) => m.rounds.len(),
        None => event.rounds().len(),
    };
    let round = if a.none {
        Some(0)
    } else if let Some(r) = a.round {
        Some(r)
    } else if standings.is_none() {
        Some(u32::try_from(latest).unwrap_or(0))
    } else {
        None
    };
    if let Some(round) = round.filter(|r| *r != session.event().published_round()) {
        session.apply(Command::PublishPairings { round })?;
    }
    if let Some(shown) = standings.filter(|s| *s != session.event().standings_shown()) {
        session.apply(Command::ShowStandings { shown })?;
    }
    session.save()?;
    let e = session.event();
    match e.published_round() {
        0 => writeln!(o.out, "players see no pairings")?,
        r => writeln!(o.out, "players see the pairings of round {r}")?,
    }
    let s = if e.standings_shown() {
        "shown"
    } else {
        "hidden"
    };
    writeln!(o.out, "standings: {s}")?;
    Ok(())
}
