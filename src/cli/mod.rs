//! The command-line front end: a thin clap layer over [`Event::apply`].
//!
//! It covers the whole event: registration, the Swiss rounds, the cut and the elimination
//! bracket (sides included), the round clock and the full draft's seating.
//!
//! Every subcommand works on an event file: it loads the file, resolves player names (or
//! `#ID`s) to ids, applies one engine [`Command`] stamped with the current time, saves the file
//! atomically and prints what happened. When anything is wrong it prints one `error: …` line to
//! stderr, exits with status 1 and leaves the event file byte-for-byte as it was: the file is
//! only written after the command was applied successfully.
//!
//! Warnings from the engine (rematches, second byes, unpaired players, …) print as
//! `warning: …` lines on stderr. `--json` output goes to stdout alone, so it can be piped.
//!
//! The full reference with an example session is in `README.md` ("Command-line reference").

mod clock;
mod decks;
mod elimination;
mod event;
mod follow;
mod interchange;
mod multiplayer;
mod player_list;
mod players;
mod print;
mod registration;
mod reporting;
mod rounds;
mod serve;
mod share;
mod standings;
mod stats;
mod table;

use crate::engine::{Command, EngineError, Event, Outcome, PlayerId, SwissRound};
use crate::io::event_file::{self, Holder, HolderKind};
use crate::io::save;
use anyhow::Context as _;
use clap::{Args, CommandFactory, Parser, Subcommand, ValueEnum};
use std::ffi::OsString;
use std::io::Write;
use std::path::{Path, PathBuf};
use std::process::ExitCode;

/// Netrunner TO: an offline tournament organizer for Android: Netrunner.
#[derive(Debug, Parser)]
#[command(
    name = "netrunner-to",
    version,
    about = "Netrunner TO: an offline tournament organizer for Android: Netrunner (FFG Tournament Regulations v3.2)",
    after_help = "Players are named by name (case-insensitive) or by id: '#3' (quote it: # starts a shell comment).\n\
                  Every command that changes the event saves it atomically; on an error nothing is written."
)]
pub struct Cli {
    /// What to do.
    #[command(subcommand)]
    pub command: CliCommand,
}

/// The subcommands.
#[derive(Debug, Subcommand)]
pub enum CliCommand {
    /// Create a new event file.
    New(event::NewArgs),
    /// Change the event's name, date, structure, tier or round length.
    Settings(event::SettingsArgs),
    /// Show the event: format, structure, players, suggested rounds and cut, round status.
    Info(event::InfoArgs),
    /// Show the audit log: every change applied to the event, with its time.
    History(event::HistoryArgs),
    /// Register, edit, drop, rejoin, disqualify and list players.
    #[command(subcommand)]
    Player(players::PlayerCommand),
    /// Pair the next round, save, and print the pairings (after the cut: the next elimination
    /// round, with sides).
    Pair(rounds::PairArgs),
    /// Pair the latest round again (refused once it has results, unless --force).
    Repair(rounds::RepairArgs),
    /// Delete the latest round (refused once it has results, unless --force).
    DeleteRound(rounds::DeleteRoundArgs),
    /// Print the pairings of a round (default: the latest).
    Pairings(rounds::PairingsArgs),
    /// Enter or correct the result of a table (Swiss) or a game (elimination).
    #[command(after_help = elimination::report_help())]
    Report(rounds::ReportArgs),
    /// Remove the result of a table (Swiss) or a game (elimination).
    #[command(alias = "clear")]
    Unreport(rounds::UnreportArgs),
    /// Exchange two players' seats in a round (neither table may have a result).
    Swap(rounds::SwapArgs),
    /// Break up a table: both players become unpaired in that round.
    Break(rounds::BreakArgs),
    /// Pair two unpaired players of a round at a new table.
    PairPlayers(rounds::PairPlayersArgs),
    /// Give an unpaired player a bye.
    Bye(rounds::ByeArgs),
    /// Change a player's round total by some points, with the reason (a judge's penalty, a
    /// correction): `adjust EVENT --round 3 Ann -1 --reason "slow play"`.
    #[command(allow_negative_numbers = true)]
    Adjust(rounds::AdjustArgs),
    /// Print the standings: after the cut the cut's places, then the Swiss points, SoS, ESoS.
    Standings(standings::StandingsArgs),
    /// Event statistics: identities and factions of the field and the cut, cut conversion,
    /// Corp and Runner wins per stage (--json, --svg DIR for charts).
    Stats(stats::StatsArgs),
    /// A round's pairings or the standings as text to paste into a chat (--markdown for
    /// Discord and other Markdown chats); no identities before round 1 is paired.
    Share(share::ShareArgs),
    /// Streaming: mark the table the stream films in a round (`none` clears it).
    Feature(share::FeatureArgs),
    /// Full draft: enter the draft seating, seat 1 first (round 1 pairs seats furthest apart).
    DraftSeats(rounds::DraftSeatsArgs),
    /// End the Swiss stage: cut to the top N and print the seeds and first elimination games.
    Cut(elimination::CutArgs),
    /// Undo the cut (while no elimination game has a result).
    #[command(alias = "uncut")]
    CutDelete(elimination::CutDeleteArgs),
    /// Record the side a player in the cut takes when choosing as the higher seed.
    SidePref(elimination::SidePrefArgs),
    /// Set who plays the Corp in an elimination game (organizer override, recorded).
    Sides(elimination::SidesArgs),
    /// Show the elimination bracket: every game, sides and why, results, places so far.
    Bracket(elimination::BracketArgs),
    /// The round clock: start, pause, resume, status, call time, add time, extend a table.
    Clock(clock::ClockArgs),
    /// Import an NRTM, Cobra or Aesop's Tables results file as a new event file.
    Import(interchange::ImportArgs),
    /// Export the event as NRTM JSON or CSV.
    Export(interchange::ExportArgs),
    /// Register the players of a spreadsheet list (CSV/TSV): shows every row's problems, then
    /// adds the rows without blocking problems in one step (--dry-run: only show).
    ImportPlayers(player_list::ImportPlayersArgs),
    /// Write a PDF printout: pairings, pairings by name, match slips, standings, bracket, players.
    Print(print::PrintArgs),
    /// Multiplayer side events (NAPD, The Big Sell-Out): settings, teams, pods, results,
    /// standings, JSON export.
    #[command(subcommand, alias = "multiplayer")]
    Mp(multiplayer::MpCommand),
    /// Serve the event's live pages (pairings, standings, bracket, clock) to phones on the
    /// local network, until stopped. Holds the event file like the app (--follow: only shows).
    Serve(serve::ServeArgs),
    /// Choose what players see on the live pages: publish a round's pairings, hide or show the
    /// standings.
    Publish(serve::PublishArgs),
    /// Scorekeeper and follower links: add (prints the link), list, revoke.
    #[command(subcommand)]
    Link(reporting::LinkCommand),
    /// Keep a copy of an event another computer serves, through its follower link, until
    /// stopped: the copy is replaced atomically after every change there.
    Follow(follow::FollowArgs),
    /// Make a followed copy the event (the organizer's laptop is gone): record it, tell the old
    /// owner (--from LINK), then `serve` the copy.
    TakeOver(follow::TakeOverArgs),
    /// Whether every player's report waits for you (`on`) or two agreeing reports are entered
    /// at once (`off`).
    Approval(reporting::ApprovalArgs),
    /// The players' reports waiting, numbered; `--use N` enters one as the result.
    Reports(reporting::ReportsArgs),
    /// Registration by phone: open (prints the link), close, list the waiting, accept, refuse.
    #[command(subcommand)]
    Registration(registration::RegistrationCommand),
    /// Deck lists: check a list against a format (exit 0 legal, 1 illegal, 2 unreadable),
    /// register players' lists, list who is missing one, the card data.
    #[command(subcommand, alias = "decks")]
    Deck(decks::DeckCommand),
}

/// Where a subcommand writes: normal output and diagnostics (warnings).
pub struct Out<'a> {
    /// Normal output (stdout).
    pub out: &'a mut dyn Write,
    /// Warnings and notes (stderr).
    pub err: &'a mut dyn Write,
}

impl Out<'_> {
    /// Prints the warnings of an applied command as `warning: …` lines.
    fn warnings(&mut self, outcome: &Outcome) -> anyhow::Result<()> {
        for w in &outcome.warnings {
            writeln!(self.err, "warning: {w}")?;
        }
        Ok(())
    }

    /// Prints a `note: …` line to stderr.
    fn note(&mut self, text: &str) -> anyhow::Result<()> {
        writeln!(self.err, "note: {text}")?;
        Ok(())
    }
}

/// The file a lone argument names, for the app to open (`netrunner-to event.json`: a
/// double-clicked event file, *Open with…*, a file dropped on the program or its shortcut):
/// one argument (after the program's name) that is neither a flag nor a subcommand and names a
/// file — one that exists, or a name with an extension or a folder in it, so that a missing
/// file is said in the window rather than taken for a mistyped subcommand.
pub fn file_to_open(args: &[OsString]) -> Option<PathBuf> {
    let [arg] = args else { return None };
    let text = arg.to_string_lossy();
    if text.is_empty() || text.starts_with('-') {
        return None;
    }
    let command = Cli::command();
    let subcommand = command
        .get_subcommands()
        .any(|c| c.get_name() == text || c.get_all_aliases().any(|a| a == text));
    if subcommand || text == "help" {
        return None;
    }
    let path = PathBuf::from(arg);
    let looks_like_a_file = path.extension().is_some() || path.components().count() > 1;
    (path.exists() || looks_like_a_file).then_some(path)
}

/// Runs the CLI with the process's arguments, stdout and stderr; the exit code to return.
pub fn main() -> ExitCode {
    let stdout = std::io::stdout();
    let stderr = std::io::stderr();
    let mut out = stdout.lock();
    let mut err = stderr.lock();
    run_args(std::env::args_os(), &mut out, &mut err)
}

/// Runs the CLI with the given arguments (the first is the program name).
///
/// With no arguments it prints the help. Usage errors exit with status 2 (clap's), failed
/// commands with status 1 after one `error: …` line on `err`.
pub fn run_args(
    args: impl IntoIterator<Item = OsString>,
    out: &mut dyn Write,
    err: &mut dyn Write,
) -> ExitCode {
    let args: Vec<OsString> = args.into_iter().collect();
    if args.len() <= 1 {
        let help = Cli::command().render_help().to_string();
        return match writeln!(out, "{}", help.trim_end()) {
            Ok(()) => ExitCode::SUCCESS,
            Err(_) => ExitCode::FAILURE,
        };
    }
    let cli = match Cli::try_parse_from(args) {
        Ok(cli) => cli,
        Err(e) => {
            let text = e.render().to_string();
            let text = text.trim_end();
            let _ = if e.use_stderr() {
                writeln!(err, "{text}")
            } else {
                writeln!(out, "{text}")
            };
            return ExitCode::from(u8::try_from(e.exit_code()).unwrap_or(2));
        }
    };
    let (mut out, mut err) = (ClosedPipeOk::new(out), ClosedPipeOk::new(err));
    let result = run(
        cli,
        &mut Out {
            out: &mut out,
            err: &mut err,
        },
    );
    match result {
        Ok(()) => ExitCode::SUCCESS,
        // A command that asks for its own exit status (`deck check`).
        Err(e) if e.downcast_ref::<decks::ExitStatus>().is_some() => {
            let status = e.downcast_ref::<decks::ExitStatus>();
            let code = status.map_or(1, |s| s.code);
            if !status.is_some_and(|s| s.message.is_empty()) {
                let _ = writeln!(err, "error: {}", one_line(&e));
            }
            ExitCode::from(code)
        }
        Err(e) => {
            let _ = writeln!(err, "error: {}", one_line(&e));
            ExitCode::FAILURE
        }
    }
}

/// Output whose reader went away (`netrunner-to pair EVENT.json | head -1`): the rest is
/// dropped instead of failing the command. The change a command made is saved before it prints,
/// so a closed pipe must not turn a saved change into a reported failure.
struct ClosedPipeOk<'a> {
    inner: &'a mut dyn Write,
    closed: bool,
}

impl<'a> ClosedPipeOk<'a> {
    fn new(inner: &'a mut dyn Write) -> Self {
        ClosedPipeOk {
            inner,
            closed: false,
        }
    }

    fn closed_ok<T>(&mut self, r: std::io::Result<T>, ok: T) -> std::io::Result<T> {
        match r {
            Err(e) if e.kind() == std::io::ErrorKind::BrokenPipe => {
                self.closed = true;
                Ok(ok)
            }
            other => other,
        }
    }
}

impl Write for ClosedPipeOk<'_> {
    fn write(&mut self, buf: &[u8]) -> std::io::Result<usize> {
        if self.closed {
            return Ok(buf.len());
        }
        let r = self.inner.write(buf);
        self.closed_ok(r, buf.len())
    }

    fn flush(&mut self) -> std::io::Result<()> {
        if self.closed {
            return Ok(());
        }
        let r = self.inner.flush();
        self.closed_ok(r, ())
    }
}

/// An error and its causes on one line, leaving out causes the message already quotes
/// (the file errors include their system error in their own text).
fn one_line(e: &anyhow::Error) -> String {
    let mut message = String::new();
    for cause in e.chain() {
        let text = cause.to_string();
        if message.contains(&text) {
            continue;
        }
        if !message.is_empty() {
            message.push_str(": ");
        }
        message.push_str(&text);
    }
    message.replace(['\n', '\r'], " ")
}

/// Runs one parsed command.
pub fn run(cli: Cli, o: &mut Out<'_>) -> anyhow::Result<()> {
    match cli.command {
        CliCommand::New(a) => event::new(a, o),
        CliCommand::Settings(a) => event::settings(a, o),
        CliCommand::Info(a) => event::info(a, o),
        CliCommand::History(a) => event::history(a, o),
        CliCommand::Player(c) => players::run(c, o),
        CliCommand::Pair(a) => rounds::pair(a, o),
        CliCommand::Repair(a) => rounds::repair(a, o),
        CliCommand::DeleteRound(a) => rounds::delete_round(a, o),
        CliCommand::Pairings(a) => rounds::pairings(a, o),
        CliCommand::Report(a) => rounds::report(a, o),
        CliCommand::Unreport(a) => rounds::unreport(a, o),
        CliCommand::Swap(a) => rounds::swap(a, o),
        CliCommand::Break(a) => rounds::break_table(a, o),
        CliCommand::PairPlayers(a) => rounds::pair_players(a, o),
        CliCommand::Bye(a) => rounds::bye(a, o),
        CliCommand::Adjust(a) => rounds::adjust(a, o),
        CliCommand::Standings(a) => standings::standings(a, o),
        CliCommand::Stats(a) => stats::stats(a, o),
        CliCommand::Share(a) => share::share(a, o),
        CliCommand::Feature(a) => share::feature(a, o),
        CliCommand::DraftSeats(a) => rounds::draft_seats(a, o),
        CliCommand::Cut(a) => elimination::cut(a, o),
        CliCommand::CutDelete(a) => elimination::cut_delete(a, o),
        CliCommand::SidePref(a) => elimination::side_pref(a, o),
        CliCommand::Sides(a) => elimination::sides(a, o),
        CliCommand::Bracket(a) => elimination::bracket(a, o),
        CliCommand::Clock(a) => clock::clock(a, o),
        CliCommand::Import(a) => interchange::import(a, o),
        CliCommand::Export(a) => interchange::export(a, o),
        CliCommand::ImportPlayers(a) => player_list::import_players(a, o),
        CliCommand::Print(a) => print::print(a, o),
        CliCommand::Mp(c) => multiplayer::run(c, o),
        CliCommand::Serve(a) => serve::serve(a, o),
        CliCommand::Publish(a) => serve::publish(a, o),
        CliCommand::Link(c) => reporting::link(c, o),
        CliCommand::Follow(a) => follow::follow(a, o),
        CliCommand::TakeOver(a) => follow::take_over(a, o),
        CliCommand::Approval(a) => reporting::approval(a, o),
        CliCommand::Reports(a) => reporting::reports(a, o),
        CliCommand::Registration(c) => registration::run(c, o),
        CliCommand::Deck(c) => decks::run(c, o),
    }
}

// ----- shared helpers ---------------------------------------------------------------------

/// The event file argument, shared by most subcommands.
#[derive(Debug, Args)]
pub struct EventFile {
    /// The event file (JSON, created by `netrunner-to new` or `import`).
    #[arg(value_name = "EVENT.json")]
    pub event: PathBuf,
}

/// An event file loaded for a change: it holds the file's lock from before it reads until it is
/// dropped, after the save, so commands started at once run one after another and all land.
///
/// When `serve` keeps the file and has a local channel ([`crate::io::channel`]), the session
/// reads the file instead, applies the commands in memory as usual (so the command prints what
/// it always prints, and refuses what the engine refuses, before anything is sent) and its save
/// sends those commands to `serve`, which applies them through its own engine check and saves.
pub(crate) struct Session {
    backing: Backing,
    event: Event,
}

/// Where a session's changes go.
enum Backing {
    /// This command holds the lock and saves the file itself.
    Own(event_file::EventFile),
    /// `serve` keeps the file: the commands applied since the last save go through its channel.
    Served {
        socket: PathBuf,
        pending: Vec<Command>,
    },
}

/// How long a command waits for another command to finish with the event file: 10 s, or
/// `NETRUNNER_TO_LOCK_WAIT` seconds.
pub(crate) fn lock_wait() -> std::time::Duration {
    std::env::var("NETRUNNER_TO_LOCK_WAIT")
        .ok()
        .and_then(|s| s.trim().parse::<f64>().ok())
        .filter(|s| s.is_finite() && *s >= 0.0 && *s <= 3600.0)
        .map_or(event_file::COMMAND_WAIT, std::time::Duration::from_secs_f64)
}

/// The lock of a file this command writes (an event file it creates or changes).
pub(crate) fn lock_file(path: &Path) -> anyhow::Result<event_file::EventFile> {
    Ok(event_file::EventFile::lock(
        path,
        &Holder::this(HolderKind::Command),
        lock_wait(),
    )?)
}

impl Session {
    /// Takes the event file's lock and loads it.
    pub(crate) fn open(path: &Path) -> anyhow::Result<Session> {
        match event_file::EventFile::open(path, &Holder::this(HolderKind::Command), lock_wait()) {
            Ok((file, event)) => Ok(Session {
                backing: Backing::Own(file),
                event,
            }),
            Err(save::FileError::Locked {
                holder:
                    Some(Holder {
                        holder: HolderKind::Server,
                        channel: Some(socket),
                        ..
                    }),
                ..
            }) if cfg!(any(unix, windows)) => {
                // Saves are atomic: the file is whole, and `serve` writes after every change.
                let event = save::load(path)?;
                Ok(Session {
                    backing: Backing::Served {
                        socket,
                        pending: Vec::new(),
                    },
                    event,
                })
            }
            Err(e) => Err(e.into()),
        }
    }

    /// The event as loaded (plus anything applied since).
    pub(crate) fn event(&self) -> &Event {
        &self.event
    }

    /// Applies a command in memory, stamped with the current time. Nothing is saved yet.
    pub(crate) fn apply(&mut self, command: Command) -> Result<Outcome, EngineError> {
        let outcome = self.event.apply_at(command.clone(), Some(now()))?;
        if let Backing::Served { pending, .. } = &mut self.backing {
            pending.push(command);
        }
        Ok(outcome)
    }

    /// Writes the event file atomically, unless another program changed it meanwhile; or, when
    /// `serve` keeps it, sends the commands applied since the last save to `serve`, which applies
    /// and saves them (its refusal is this command's error).
    pub(crate) fn save(&mut self) -> anyhow::Result<()> {
        match &mut self.backing {
            Backing::Own(file) => file.save(&self.event)?,
            Backing::Served { socket, pending } => {
                let commands = std::mem::take(pending);
                if commands.is_empty() {
                    return Ok(());
                }
                let count = commands.len();
                let request = crate::io::channel::Request { commands };
                let reply = crate::io::channel::send(socket, &request).with_context(|| {
                    format!(
                        "netrunner-to serve keeps the event but its channel ({}) did not answer; nothing was changed",
                        socket.display()
                    )
                })?;
                if let Some(why) = reply.refused {
                    if reply.applied > 0 {
                        anyhow::bail!(
                            "{why} (serve made the first {} of {count} changes)",
                            reply.applied
                        );
                    }
                    anyhow::bail!("{why}");
                }
            }
        }
        Ok(())
    }

    /// Applies one command, saves, and prints its warnings.
    pub(crate) fn apply_and_save(
        &mut self,
        command: Command,
        o: &mut Out<'_>,
    ) -> anyhow::Result<Outcome> {
        let outcome = self.apply(command)?;
        self.save()?;
        o.warnings(&outcome)?;
        Ok(outcome)
    }
}

/// The current local time in RFC 3339, for the audit log.
pub(crate) fn now() -> String {
    chrono::Local::now().to_rfc3339_opts(chrono::SecondsFormat::Secs, false)
}

/// A seed for a new event's random generator when none is given: the clock and the process id,
/// mixed (SplitMix64). Printed by `new` and `import` so the event can be reproduced.
pub(crate) fn fresh_seed() -> u64 {
    let nanos = std::time::SystemTime::now()
        .duration_since(std::time::UNIX_EPOCH)
        .map_or(0, |d| d.as_nanos());
    let mut z = (nanos as u64) ^ ((nanos >> 64) as u64) ^ (u64::from(std::process::id()) << 32);
    z = z.wrapping_add(0x9E37_79B9_7F4A_7C15);
    z = (z ^ (z >> 30)).wrapping_mul(0xBF58_476D_1CE4_E5B9);
    z = (z ^ (z >> 27)).wrapping_mul(0x94D0_49BB_1331_11EB);
    z ^ (z >> 31)
}

/// Finds a player by id (`#3`: always the number) or by name (case-insensitive; a bare `3` is
/// the player number 3 when no player has that name).
pub fn resolve_player(event: &Event, who: &str) -> Result<PlayerId, EngineError> {
    let trimmed = who.trim();
    let number = |digits: &str| -> Option<Result<PlayerId, EngineError>> {
        if digits.is_empty() || !digits.chars().all(|c| c.is_ascii_digit()) {
            return None;
        }
        Some(match digits.parse::<u32>() {
            Ok(n) => event
                .player(PlayerId(n))
                .map(|p| p.id)
                .ok_or(EngineError::UnknownPlayer(PlayerId(n))),
            Err(_) => Err(EngineError::UnknownPlayerName(who.to_string())),
        })
    };
    if let Some(found) = trimmed.strip_prefix('#').and_then(number) {
        return found;
    }
    if let Some(p) = event.find_player(who) {
        return Ok(p.id);
    }
    number(trimmed).unwrap_or_else(|| Err(EngineError::UnknownPlayerName(who.to_string())))
}

/// The round a `--round` option names, or the latest round.
pub(crate) fn resolve_round(event: &Event, round: Option<u32>) -> Result<&SwissRound, EngineError> {
    match round {
        Some(n) => event.round(n).ok_or(EngineError::NoSuchRound(n)),
        None => event.rounds().last().ok_or(EngineError::NoRoundYet),
    }
}

/// Refuses to write over an existing file unless forced.
pub(crate) fn check_new_file(path: &Path, force: bool) -> anyhow::Result<()> {
    if !force && path.exists() {
        anyhow::bail!(
            "{} already exists; use --force to overwrite it",
            path.display()
        );
    }
    Ok(())
}

/// Refuses an output file that is the event file itself (under any spelling, a link or a hard
/// link) or another event file: an export or a printout never replaces an event.
pub(crate) fn check_output(out: &Path, event: &Path) -> anyhow::Result<()> {
    if out == Path::new("-") {
        return Ok(());
    }
    if crate::io::paths::same_file(out, event) {
        anyhow::bail!(
            "{} is the event file itself; choose another file name for the output",
            out.display()
        );
    }
    if let Some(why) = crate::io::paths::in_use_elsewhere(out) {
        anyhow::bail!("{why}");
    }
    if let Some(e) = crate::io::paths::event_in(out) {
        anyhow::bail!(
            "{} is an event file (event \u{201c}{}\u{201d}, {} players); choose another file name for the output",
            out.display(),
            e.settings().name,
            e.players().len()
        );
    }
    Ok(())
}

/// Writes output to a file atomically, or to stdout when `path` is `None` or `-`.
pub(crate) fn write_output(
    path: Option<&Path>,
    bytes: &[u8],
    o: &mut Out<'_>,
) -> anyhow::Result<()> {
    match path {
        Some(p) if p != Path::new("-") => {
            save::write_atomic(p, bytes).with_context(|| "could not write the export".to_string())
        }
        _ => {
            o.out.write_all(bytes)?;
            Ok(())
        }
    }
}

/// Prints JSON (pretty) followed by a newline.
pub(crate) fn print_json(o: &mut Out<'_>, value: &serde_json::Value) -> anyhow::Result<()> {
    let text = serde_json::to_string_pretty(value)?;
    writeln!(o.out, "{text}")?;
    Ok(())
}

/// Formats for `--format` of `new` and `settings`.
#[derive(Clone, Copy, Debug, PartialEq, Eq, ValueEnum)]
pub enum FormatArg {
    /// Constructed decks, two games a round (double-sided Swiss, v3.2; the default).
    Standard,
    /// Constructed decks, single-sided Swiss: one game a round with assigned sides.
    #[value(alias = "single-sided-swiss", alias = "sss")]
    SingleSided,
    /// Full draft: games to 6 agenda points, two games a round.
    FullDraft,
    /// Half draft: games to 6 agenda points, one game a round.
    HalfDraft,
    /// NAPD multiplayer: one Corp against a team of Runners (pods; see `mp`).
    Napd,
    /// The Big Sell-Out, Android: Netrunner edition: teams of a Sponsor and an Agent (see `mp`).
    BigSellOut,
    /// The Big Sell-Out, classic Netrunner edition.
    BigSellOutClassic,
}
