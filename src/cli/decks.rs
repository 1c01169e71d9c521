//! `deck …`: check a deck list, register players' lists in an event, list them, and the card
//! data (show it, build it from a NetrunnerDB checkout).

use super::{EventFile, Out, Session, resolve_player};
use crate::engine::cards::{self, CardDb, Legality};
use crate::engine::{Command, Side};
use crate::io::cards::{CardDbRef, load};
use crate::io::decklist;
use anyhow::Context as _;
use clap::{Args, Subcommand, ValueEnum};
use std::path::{Path, PathBuf};

/// Exit status of `deck check` for an illegal deck.
pub const EXIT_ILLEGAL: u8 = 1;
/// Exit status of `deck check` for a file that cannot be read as a deck list.
pub const EXIT_UNREADABLE: u8 = 2;

/// A failure that asks for a particular exit status (printed like any error).
#[derive(Debug, thiserror::Error)]
#[error("{message}")]
pub struct ExitStatus {
    /// The status.
    pub code: u8,
    /// The message (empty: print nothing more).
    pub message: String,
}

/// The `deck` subcommands.
#[derive(Debug, Subcommand)]
pub enum DeckCommand {
    /// Check a deck list file against a format: prints each problem; exits 0 for a legal deck,
    /// 1 for an illegal one, 2 for a file that cannot be read as a deck list.
    Check(CheckArgs),
    /// Register a player's deck list in an event (the side comes from the list's identity).
    Add(AddArgs),
    /// Remove a player's deck list from an event.
    Remove(RemoveArgs),
    /// List the event's deck lists: who is missing one, and each list's problems.
    List(ListArgs),
    /// Show a player's registered deck list.
    Show(ShowArgs),
    /// The event's deck-list settings: collected or not, format, snapshot, visibility.
    Settings(DeckSettingsArgs),
    /// A PDF: each player's lists with the check's verdict and a signature line (or one
    /// player's, --player), or the organizer's registration summary (--summary).
    Print(DeckPrintArgs),
    /// The decks CSV in the layout Cobra downloads (every registered list; for the organizer).
    Export(DeckExportArgs),
    /// The card data: show it, or build a card data file from a NetrunnerDB checkout.
    #[command(subcommand)]
    Data(DataCommand),
}

/// Where card data comes from.
#[derive(Debug, Args, Clone, Default)]
pub struct CardsArg {
    /// A card data file (from `deck data build`) or a checkout of NetrunnerDB's
    /// netrunner-cards-json repository; default: the newer of the built-in data and the file
    /// loaded in the app.
    #[arg(long, value_name = "FILE|DIR")]
    pub cards: Option<PathBuf>,
}

impl CardsArg {
    /// The card database to use.
    pub fn db(&self) -> anyhow::Result<CardDbRef> {
        match &self.cards {
            Some(p) => Ok(CardDbRef::Loaded(Box::new(load(p)?), p.clone())),
            None => {
                let (db, problem) = crate::io::cards::current(default_data_dir().as_deref());
                if let Some(e) = problem {
                    anyhow::bail!("{e}");
                }
                Ok(db)
            }
        }
    }
}

/// The app's data directory (where the app keeps a loaded card data file).
pub fn default_data_dir() -> Option<PathBuf> {
    dirs::data_dir().map(|d| d.join("netrunner-to"))
}

/// Arguments of `deck check`.
#[derive(Debug, Args)]
pub struct CheckArgs {
    /// The deck list: NetrunnerDB text or Markdown export, Jinteki.net, or a plain list.
    pub file: PathBuf,
    /// The format: Standard, Startup, Eternal, "System Gateway", … (see `deck data`).
    #[arg(long, default_value = "standard")]
    pub format: String,
    /// The date whose rules apply (YYYY-MM-DD); default today.
    #[arg(long)]
    pub date: Option<String>,
    /// A snapshot id instead of the one in force on the date (e.g. standard_30).
    #[arg(long)]
    pub snapshot: Option<String>,
    /// Print the deck list too.
    #[arg(long)]
    pub show: bool,
    #[command(flatten)]
    pub cards: CardsArg,
}

/// Arguments of `deck add`.
#[derive(Debug, Args)]
pub struct AddArgs {
    #[command(flatten)]
    pub event: EventFile,
    /// The player (name or '#ID').
    #[arg(long)]
    pub player: String,
    /// The deck list file.
    pub file: PathBuf,
    /// The side, when the list has no identity.
    #[arg(long, value_enum)]
    pub side: Option<SideArg>,
    /// After the event has started: record the change as a leader's correction.
    #[arg(long)]
    pub correction: bool,
    #[command(flatten)]
    pub cards: CardsArg,
}

/// Arguments of `deck remove`.
#[derive(Debug, Args)]
pub struct RemoveArgs {
    #[command(flatten)]
    pub event: EventFile,
    /// The player (name or '#ID').
    #[arg(long)]
    pub player: String,
    /// Which list.
    #[arg(long, value_enum)]
    pub side: SideArg,
    /// After the event has started: record the change as a leader's correction.
    #[arg(long)]
    pub correction: bool,
}

/// Arguments of `deck list`.
#[derive(Debug, Args)]
pub struct ListArgs {
    #[command(flatten)]
    pub event: EventFile,
    #[command(flatten)]
    pub cards: CardsArg,
}

/// Arguments of `deck show`.
#[derive(Debug, Args)]
pub struct ShowArgs {
    #[command(flatten)]
    pub event: EventFile,
    /// The player (name or '#ID').
    #[arg(long)]
    pub player: String,
    #[command(flatten)]
    pub cards: CardsArg,
}

/// Arguments of `deck settings`.
#[derive(Debug, Args)]
pub struct DeckSettingsArgs {
    #[command(flatten)]
    pub event: EventFile,
    /// Whether the event collects deck lists.
    #[arg(long)]
    pub collect: Option<bool>,
    /// The format lists are checked against (a card data format: standard, startup, …).
    #[arg(long)]
    pub format: Option<String>,
    /// A snapshot id instead of the one in force on the event's date; "auto" for that one.
    #[arg(long)]
    pub snapshot: Option<String>,
    /// Who may see the lists.
    #[arg(long, value_enum)]
    pub visibility: Option<VisibilityArg>,
    #[command(flatten)]
    pub cards: CardsArg,
}

/// Arguments of `deck print`.
#[derive(Debug, Args)]
pub struct DeckPrintArgs {
    #[command(flatten)]
    pub event: EventFile,
    /// The PDF file to write.
    #[arg(long, value_name = "FILE.pdf")]
    pub out: PathBuf,
    /// Only this player's lists.
    #[arg(long, conflicts_with = "summary")]
    pub player: Option<String>,
    /// The registration summary instead of the lists.
    #[arg(long)]
    pub summary: bool,
    /// Paper size: a4 or letter.
    #[arg(long, default_value = "a4")]
    pub paper: String,
    #[command(flatten)]
    pub cards: CardsArg,
}

/// Arguments of `deck export`.
#[derive(Debug, Args)]
pub struct DeckExportArgs {
    #[command(flatten)]
    pub event: EventFile,
    /// The CSV file to write (default, or "-": stdout).
    #[arg(long)]
    pub out: Option<PathBuf>,
    #[command(flatten)]
    pub cards: CardsArg,
}

/// `deck data` subcommands.
#[derive(Debug, Subcommand)]
pub enum DataCommand {
    /// Show the card data's date and source, its formats and which snapshot is in force.
    Info(DataInfoArgs),
    /// Build a card data file from a checkout of NetrunnerDB's netrunner-cards-json repository.
    Build(DataBuildArgs),
    /// Update the card data the app and the command line use: from a downloaded archive (zip)
    /// or folder of Null-Signal-Games/netrunner-cards-json, or from the internet (--online).
    /// The data is checked first; nothing changes when anything fails.
    Update(DataUpdateArgs),
}

/// Arguments of `deck data update`.
#[derive(Debug, Args)]
pub struct DataUpdateArgs {
    /// The repository's zip archive as GitHub serves it, its unpacked folder, or a card data
    /// file.
    #[arg(long, value_name = "ZIP|DIR|FILE", required_unless_present = "online")]
    pub from: Option<PathBuf>,
    /// Download the repository's archive from the internet.
    #[arg(long, conflicts_with = "from")]
    pub online: bool,
    /// The archive's address (default: the repository's main branch; the environment variable
    /// NETRUNNER_TO_CARDS_URL also sets it).
    #[arg(long, requires = "online")]
    pub url: Option<String>,
    /// Seconds to wait for the next bytes before giving up.
    #[arg(long, default_value_t = 30, value_name = "SECONDS")]
    pub timeout: u64,
}

/// Arguments of `deck data info`.
#[derive(Debug, Args)]
pub struct DataInfoArgs {
    /// The date for "in force" (YYYY-MM-DD); default today.
    #[arg(long)]
    pub date: Option<String>,
    #[command(flatten)]
    pub cards: CardsArg,
}

/// Arguments of `deck data build`.
#[derive(Debug, Args)]
pub struct DataBuildArgs {
    /// The copy of the repository: a checkout or unpacked download (the folder holding `v2/`),
    /// or the zip archive GitHub serves.
    pub checkout: PathBuf,
    /// Where to write the card data file.
    #[arg(long, short)]
    pub out: PathBuf,
    /// The data's date (YYYY-MM-DD), e.g. the commit's date; default from SOURCE.txt or the
    /// newest date in the data.
    #[arg(long)]
    pub date: Option<String>,
    /// Where the data came from, e.g. "NetrunnerDB/netrunner-cards-json at commit …".
    #[arg(long)]
    pub source: Option<String>,
}

/// A side on the command line.
#[derive(Clone, Copy, Debug, PartialEq, Eq, ValueEnum)]
pub enum SideArg {
    /// The Corp deck.
    Corp,
    /// The Runner deck.
    Runner,
}

impl From<SideArg> for Side {
    fn from(s: SideArg) -> Side {
        match s {
            SideArg::Corp => Side::Corp,
            SideArg::Runner => Side::Runner,
        }
    }
}

/// Deck list visibility on the command line.
#[derive(Clone, Copy, Debug, PartialEq, Eq, ValueEnum)]
pub enum VisibilityArg {
    /// Only the organizer sees the lists.
    Private,
    /// The lists of players in the cut are open to everyone.
    OpenInCut,
    /// Every list is public.
    Public,
}

/// Runs a `deck` subcommand.
pub fn run(c: DeckCommand, o: &mut Out<'_>) -> anyhow::Result<()> {
    match c {
        DeckCommand::Check(a) => check(a, o),
        DeckCommand::Add(a) => add(a, o),
        DeckCommand::Remove(a) => remove(a, o),
        DeckCommand::List(a) => list(a, o),
        DeckCommand::Show(a) => show(a, o),
        DeckCommand::Settings(a) => settings(a, o),
        DeckCommand::Print(a) => print(a, o),
        DeckCommand::Export(a) => export(a, o),
        DeckCommand::Data(DataCommand::Info(a)) => data_info(a, o),
        DeckCommand::Data(DataCommand::Build(a)) => data_build(a, o),
        DeckCommand::Data(DataCommand::Update(a)) => data_update(a, o),
    }
}

fn today() -> chrono::NaiveDate {
    chrono::Local::now().date_naive()
}

fn parse_date(d: Option<&str>) -> anyhow::Result<chrono::NaiveDate> {
    match d {
        Some(d) => cards::date(d).with_context(|| format!("{d:?} is not a date (YYYY-MM-DD)")),
        None => Ok(today()),
    }
}

fn unreadable(message: String) -> anyhow::Error {
    ExitStatus {
        code: EXIT_UNREADABLE,
        message,
    }
    .into()
}

fn check(a: CheckArgs, o: &mut Out<'_>) -> anyhow::Result<()> {
    let cards = a.cards.db()?;
    let db = cards.db();
    let on = parse_date(a.date.as_deref())?;
    let rules = db.legality(&a.format, a.snapshot.as_deref(), on)?;
    let bytes = std::fs::read(&a.file)
        .map_err(|e| unreadable(format!("cannot read {}: {e}", a.file.display())))?;
    let read = decklist::read_bytes(&bytes, db)
        .map_err(|e| unreadable(format!("{}: {e}", a.file.display())))?;
    let side = read.side.unwrap_or(Side::Runner);
    writeln!(
        o.out,
        "{}: {} deck{}",
        a.file.display(),
        side,
        read.deck
            .identity
            .as_ref()
            .map(|i| format!(", {}", i.title))
            .unwrap_or_default()
    )?;
    writeln!(o.out, "checked against {} on {on}", rules.describe())?;
    stale(o, db, on)?;
    if a.show {
        write!(o.out, "{}", decklist::to_text(&read.deck, db))?;
    }
    let problems = cards::check(&read.deck, side, &rules);
    print_verdict(o, &read.deck, &problems, &rules)?;
    if problems.is_empty() {
        Ok(())
    } else {
        Err(ExitStatus {
            code: EXIT_ILLEGAL,
            message: String::new(),
        }
        .into())
    }
}

fn print_verdict(
    o: &mut Out<'_>,
    deck: &cards::Deck,
    problems: &[cards::DeckProblem],
    rules: &Legality,
) -> anyhow::Result<()> {
    let s = cards::summary(deck, rules);
    let limit = s
        .influence_limit
        .map_or_else(|| "unlimited".to_string(), |l| l.to_string());
    write!(
        o.out,
        "{} cards (min {}), {} influence (max {limit})",
        s.cards,
        s.minimum.map_or_else(|| "?".into(), |m| m.to_string()),
        s.influence
    )?;
    if rules
        .db
        .card(deck.identity.as_ref().map_or("", |i| i.id.as_str()))
        .is_some_and(|c| c.side == Side::Corp)
    {
        write!(o.out, ", {} agenda points", s.agenda_points)?;
    }
    writeln!(o.out)?;
    if problems.is_empty() {
        writeln!(o.out, "legal")?;
    } else {
        writeln!(
            o.out,
            "not legal: {} problem{}",
            problems.len(),
            if problems.len() == 1 { "" } else { "s" }
        )?;
        for p in problems {
            writeln!(o.out, "  - {p}")?;
        }
    }
    Ok(())
}

fn add(a: AddArgs, o: &mut Out<'_>) -> anyhow::Result<()> {
    use crate::io::decks::{Submitter, submission};
    let cards = a.cards.db()?;
    let db = cards.db();
    let mut s = Session::open(&a.event.event)?;
    let player = resolve_player(s.event(), &a.player)?;
    let bytes =
        std::fs::read(&a.file).with_context(|| format!("cannot read {}", a.file.display()))?;
    let by = if a.correction {
        Submitter::Leader
    } else {
        Submitter::Organizer
    };
    let sub = submission(
        s.event(),
        db,
        today(),
        player,
        a.side.map(Side::from),
        &bytes,
        by,
    )
    .with_context(|| a.file.display().to_string())?;
    let side = sub.side;
    s.apply_and_save(sub.command, o)?;
    let name = s.event().name_of(player);
    writeln!(o.out, "registered {name}'s {side} deck")?;
    verdict_in_event(o, s.event(), db, player, side)
}

fn verdict_in_event(
    o: &mut Out<'_>,
    event: &crate::engine::Event,
    db: &CardDb,
    player: crate::engine::PlayerId,
    side: Side,
) -> anyhow::Result<()> {
    let Some(reg) = event.deck(player, side) else {
        return Ok(());
    };
    match crate::io::decks::event_rules(event, db, today()) {
        Ok(rules) => {
            let problems = cards::check(&reg.deck, side, &rules);
            print_verdict(o, &reg.deck, &problems, &rules)
        }
        Err(e) => {
            writeln!(o.out, "not checked: {e}")?;
            Ok(())
        }
    }
}

fn remove(a: RemoveArgs, o: &mut Out<'_>) -> anyhow::Result<()> {
    let mut s = Session::open(&a.event.event)?;
    let player = resolve_player(s.event(), &a.player)?;
    let side = Side::from(a.side);
    s.apply_and_save(
        Command::SetDeck {
            player,
            side,
            deck: None,
            correction: a.correction,
        },
        o,
    )?;
    writeln!(o.out, "removed {}'s {side} deck", s.event().name_of(player))?;
    Ok(())
}

fn list(a: ListArgs, o: &mut Out<'_>) -> anyhow::Result<()> {
    let cards = a.cards.db()?;
    let db = cards.db();
    let event = crate::io::save::load(&a.event.event)?;
    let status = crate::io::decks::status(&event, db, today());
    writeln!(o.out, "{}", status.heading)?;
    for row in &status.rows {
        writeln!(o.out, "{}", row.player)?;
        for (side, cell) in [(Side::Corp, &row.corp), (Side::Runner, &row.runner)] {
            match cell {
                None => writeln!(o.out, "  {side}: missing")?,
                Some(c) => {
                    let verdict = if c.problems.is_empty() {
                        "legal".to_string()
                    } else {
                        format!("{} problem(s)", c.problems.len())
                    };
                    writeln!(o.out, "  {side}: {} — {verdict}", c.identity)?;
                    for p in &c.problems {
                        writeln!(o.out, "    - {p}")?;
                    }
                }
            }
        }
    }
    writeln!(
        o.out,
        "{} of {} players have both lists; {} list(s) with problems",
        status.complete,
        status.rows.len(),
        status.with_problems
    )?;
    Ok(())
}

fn show(a: ShowArgs, o: &mut Out<'_>) -> anyhow::Result<()> {
    let cards = a.cards.db()?;
    let db = cards.db();
    let event = crate::io::save::load(&a.event.event)?;
    let player = resolve_player(&event, &a.player)?;
    for side in [Side::Corp, Side::Runner] {
        writeln!(o.out, "== {side}")?;
        match event.deck(player, side) {
            None => writeln!(o.out, "no list")?,
            Some(r) => {
                write!(o.out, "{}", decklist::to_text(&r.deck, db))?;
                verdict_in_event(o, &event, db, player, side)?;
            }
        }
    }
    Ok(())
}

fn settings(a: DeckSettingsArgs, o: &mut Out<'_>) -> anyhow::Result<()> {
    let cards = a.cards.db()?;
    let db = cards.db();
    let mut s = Session::open(&a.event.event)?;
    let mut settings = s.event().settings().clone();
    let d = &mut settings.decks;
    if let Some(c) = a.collect {
        d.collected = c;
    }
    if let Some(f) = &a.format {
        let fmt = db.format(f).with_context(|| {
            format!(
                "the card data has no format {f:?}; it has: {}",
                db.formats()
                    .iter()
                    .map(|f| f.name.as_str())
                    .collect::<Vec<_>>()
                    .join(", ")
            )
        })?;
        if d.format_id() != fmt.id {
            // Another format's snapshot does not carry over.
            d.snapshot = None;
        }
        d.format = Some(fmt.id.clone());
    }
    if let Some(snap) = &a.snapshot {
        d.snapshot = (snap != "auto").then(|| snap.clone());
    }
    if let Some(id) = &d.snapshot {
        // Refused before anything is saved: a snapshot the format does not have.
        db.legality(d.format_id(), Some(id), today())?;
    }
    if let Some(v) = a.visibility {
        d.visibility = match v {
            VisibilityArg::Private => crate::engine::DeckVisibility::Private,
            VisibilityArg::OpenInCut => crate::engine::DeckVisibility::OpenInCut,
            VisibilityArg::Public => crate::engine::DeckVisibility::Public,
        };
    }
    s.apply_and_save(Command::EditSettings { settings }, o)?;
    let event = s.event();
    let d = &event.settings().decks;
    let snapshot = match crate::io::decks::event_rules(event, db, today()) {
        Ok(r) if d.snapshot.is_some() => r.describe(),
        Ok(r) => format!(
            "in force on {}: {}",
            crate::io::decks::event_date(event, today()),
            r.describe()
        ),
        Err(e) => format!("none ({e})"),
    };
    writeln!(
        o.out,
        "deck lists: {}; format {} (card data of {}); snapshot {snapshot}; visibility {}",
        if d.collected {
            "collected"
        } else {
            "not collected"
        },
        db.format(crate::io::decks::deck_format_id(event))
            .map_or(crate::io::decks::deck_format_id(event), |f| {
                f.name.as_str()
            }),
        db.date(),
        crate::io::words::deck_visibility(d.visibility, crate::i18n::Lang::ENGLISH)
    )?;
    Ok(())
}

fn print(a: DeckPrintArgs, o: &mut Out<'_>) -> anyhow::Result<()> {
    use crate::io::print::{Paper, Printout, render_with_cards};
    let cards = a.cards.db()?;
    let event = crate::io::save::load(&a.event.event)?;
    let paper = match a.paper.to_lowercase().as_str() {
        "a4" => Paper::A4,
        "letter" => Paper::Letter,
        other => anyhow::bail!("paper {other:?}: use a4 or letter"),
    };
    let printout = if a.summary {
        Printout::DeckRegistration
    } else {
        Printout::DeckLists {
            player: a
                .player
                .as_deref()
                .map(|p| resolve_player(&event, p))
                .transpose()?,
        }
    };
    let pdf = render_with_cards(&event, &printout, paper, cards.db())?;
    crate::io::save::write_atomic(&a.out, &pdf)?;
    writeln!(o.out, "wrote {}", a.out.display())?;
    Ok(())
}

fn export(a: DeckExportArgs, o: &mut Out<'_>) -> anyhow::Result<()> {
    let cards = a.cards.db()?;
    let event = crate::io::save::load(&a.event.event)?;
    let players: Vec<_> = event.decks().keys().copied().collect();
    let bytes = crate::io::decks::decks_csv(&event, cards.db(), today(), &players);
    super::write_output(a.out.as_deref(), &bytes, o)?;
    if let Some(out) = a.out.as_deref().filter(|p| *p != Path::new("-")) {
        writeln!(o.out, "wrote {}", out.display())?;
    }
    Ok(())
}

fn data_info(a: DataInfoArgs, o: &mut Out<'_>) -> anyhow::Result<()> {
    let cards = a.cards.db()?;
    let db = cards.db();
    let on = parse_date(a.date.as_deref())?;
    writeln!(o.out, "{}", cards.describe())?;
    stale(o, db, on)?;
    writeln!(o.out, "source: {}", db.source())?;
    writeln!(o.out, "{} cards", db.cards().len())?;
    for f in db.formats() {
        match db.snapshot_in_force(f, on) {
            Some(snap) => {
                let rules = db.legality(&f.id, Some(&snap.id), on)?;
                writeln!(
                    o.out,
                    "{} ({}): in force on {on}: {} [{}]",
                    f.name,
                    f.id,
                    rules.describe(),
                    snap.id
                )?;
            }
            None => writeln!(o.out, "{} ({}): nothing in force on {on}", f.name, f.id)?,
        }
    }
    Ok(())
}

/// The line that says the card data may be old for `on`, with the command that updates it.
fn stale(o: &mut Out<'_>, db: &CardDb, on: chrono::NaiveDate) -> anyhow::Result<()> {
    if let Some(line) = crate::io::cards::stale_line(db, on) {
        writeln!(o.out, "{line} (or: netrunner-to deck data update --online)")?;
    }
    Ok(())
}

fn data_update(a: DataUpdateArgs, o: &mut Out<'_>) -> anyhow::Result<()> {
    use crate::io::cards::download::{Options, Progress, update};
    let data_dir = default_data_dir().context("this computer has no folder for the app's data")?;
    let db = match &a.from {
        Some(path) => crate::io::cards::install(path, &data_dir)?,
        None => {
            let mut opts = Options::from_env();
            if let Some(url) = &a.url {
                opts.url.clone_from(url);
            }
            opts.read_timeout = std::time::Duration::from_secs(a.timeout.max(1));
            writeln!(o.err, "downloading {}", opts.url)?;
            let mut shown = 0u64;
            let mut progress = |p: Progress| {
                if let Progress::Receiving { received, .. } = p
                    && received >= shown + 1024 * 1024
                {
                    shown = received;
                    let _ = writeln!(o.err, "  {} KB", received / 1024);
                }
            };
            let cancel = std::sync::atomic::AtomicBool::new(false);
            update(&opts, &data_dir, &mut progress, &cancel)?
        }
    };
    let (now, _) = crate::io::cards::current(Some(&data_dir));
    writeln!(
        o.out,
        "card data of {} ({} cards, newest rules from {}) saved in {}",
        db.date(),
        db.cards().len(),
        db.newest_snapshot()
            .map_or_else(|| "never".to_string(), |d| d.to_string()),
        crate::io::cards::user_file(&data_dir).display()
    )?;
    match now {
        CardDbRef::Loaded(..) => writeln!(o.out, "in use from now on: {}", now.describe())?,
        CardDbRef::Embedded => writeln!(o.out, "the {} is newer and stays in use", now.describe())?,
    }
    Ok(())
}

fn data_build(a: DataBuildArgs, o: &mut Out<'_>) -> anyhow::Result<()> {
    if let Some(d) = &a.date
        && cards::date(d).is_none()
    {
        anyhow::bail!("{d:?} is not a date (YYYY-MM-DD)");
    }
    let data = crate::io::cards::build_from_checkout_with(
        &a.checkout,
        a.source.as_deref(),
        a.date.as_deref(),
    )?;
    let db = CardDb::new(data).map_err(|e| anyhow::anyhow!("{}: {e}", a.checkout.display()))?;
    let text = crate::io::cards::to_json(db.data());
    crate::io::save::write_atomic(Path::new(&a.out), text.as_bytes())?;
    writeln!(
        o.out,
        "wrote {} ({} bytes): {} cards, {} formats, data of {}",
        a.out.display(),
        text.len(),
        db.cards().len(),
        db.formats().len(),
        db.date()
    )?;
    Ok(())
}
