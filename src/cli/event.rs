//! `new`, `settings`, `info`, `history`: the event as a whole.

use super::table::{Align, Table};
use super::{
    EventFile, FormatArg, Out, Session, check_new_file, fresh_seed, lock_file, print_json,
};
use crate::engine::command::EliminationOutcome;
use crate::engine::{
    Command, CutSize, Event, EventSettings, Format, PlayerStatus, Structure, Suggestion, Tier,
};
use crate::i18n::Lang;
use crate::io::result_syntax;
use crate::io::save;
use clap::{Args, ValueEnum};
use serde_json::json;

/// Structure tables for `--structure`.
#[derive(Clone, Copy, Debug, PartialEq, Eq, ValueEnum)]
pub enum StructureArg {
    /// The Basic structure table (Store Championships).
    Basic,
    /// The Advanced structure table (Regional Championships).
    Advanced,
    /// Rounds and cut set with --rounds and --cut.
    Custom,
}

/// Tiers for `--tier`.
#[derive(Clone, Copy, Debug, PartialEq, Eq, ValueEnum)]
pub enum TierArg {
    /// Welcoming to all.
    Relaxed,
    /// Friendly competitive.
    Formal,
    /// Highest level of competition.
    Premier,
}

impl From<TierArg> for Tier {
    fn from(t: TierArg) -> Tier {
        match t {
            TierArg::Relaxed => Tier::Relaxed,
            TierArg::Formal => Tier::Formal,
            TierArg::Premier => Tier::Premier,
        }
    }
}

impl From<FormatArg> for Format {
    fn from(f: FormatArg) -> Format {
        match f {
            FormatArg::Standard => Format::Standard,
            FormatArg::SingleSided => Format::SingleSided,
            FormatArg::FullDraft => Format::FullDraft,
            FormatArg::HalfDraft => Format::HalfDraft,
            FormatArg::Napd => Format::Napd,
            FormatArg::BigSellOut => Format::BigSellOut {
                edition: crate::engine::BigSellOutEdition::AndroidNetrunner,
            },
            FormatArg::BigSellOutClassic => Format::BigSellOut {
                edition: crate::engine::BigSellOutEdition::Classic,
            },
        }
    }
}

/// The structure options shared by `new` and `settings`.
#[derive(Debug, Args)]
pub struct StructureOpts {
    /// Structure table: basic, advanced, or custom (with --rounds and --cut).
    #[arg(long, value_enum)]
    structure: Option<StructureArg>,
    /// Swiss rounds of a custom structure (implies --structure custom; with --cut alone, the
    /// planned rounds are kept).
    #[arg(long, value_name = "N")]
    rounds: Option<u32>,
    /// Cut of a custom structure: 0 (no cut), 3, 4, 8 or 16 (implies --structure custom; with
    /// --rounds alone, the planned cut is kept).
    #[arg(long, value_name = "N")]
    cut: Option<usize>,
}

impl StructureOpts {
    /// The structure these options give, starting from the event's planned rounds and cut
    /// (`None` for a new event); `Ok(None)` = unchanged.
    fn structure(&self, current: Option<Suggestion>) -> anyhow::Result<Option<Structure>> {
        let custom_given = self.rounds.is_some() || self.cut.is_some();
        let kind = match (self.structure, custom_given) {
            (Some(k), _) => k,
            (None, true) => StructureArg::Custom,
            (None, false) => return Ok(None),
        };
        let (old_rounds, old_cut) = match current {
            Some(s) => (Some(s.rounds), Some(s.cut)),
            None => (None, None),
        };
        match kind {
            StructureArg::Basic | StructureArg::Advanced if custom_given => anyhow::bail!(
                "--rounds and --cut set a custom structure; use them with --structure custom"
            ),
            StructureArg::Basic => Ok(Some(Structure::Basic)),
            StructureArg::Advanced => Ok(Some(Structure::Advanced)),
            StructureArg::Custom => {
                let rounds = self.rounds.or(old_rounds).ok_or_else(|| {
                    anyhow::anyhow!(
                        "a custom structure needs the number of Swiss rounds: --rounds N"
                    )
                })?;
                let cut = match self.cut {
                    Some(n) => CutSize::from_players(n).ok_or_else(|| {
                        anyhow::anyhow!(
                            "--cut {n} is not a cut size; use 0 (no cut), 3, 4, 8 or 16"
                        )
                    })?,
                    None => old_cut.unwrap_or(CutSize::None),
                };
                Ok(Some(Structure::Custom { rounds, cut }))
            }
        }
    }
}

/// Arguments of `new`.
#[derive(Debug, Args)]
pub struct NewArgs {
    #[command(flatten)]
    file: EventFile,
    /// The event's name.
    #[arg(long)]
    name: String,
    #[command(flatten)]
    structure: StructureOpts,
    /// The date, YYYY-MM-DD.
    #[arg(long)]
    date: Option<String>,
    /// Tier: relaxed, formal or premier.
    #[arg(long, value_enum, default_value_t = TierArg::Relaxed)]
    tier: TierArg,
    /// Format: standard, full-draft, half-draft, napd, big-sell-out or big-sell-out-classic.
    #[arg(long, value_enum, default_value_t = FormatArg::Standard)]
    format: FormatArg,
    /// Swiss round length in minutes, if not the format's default (65; 50 full draft; 30 half draft).
    #[arg(long, value_name = "MINUTES")]
    round_minutes: Option<u32>,
    /// Seed of the event's random generator (default: a fresh one, printed).
    #[arg(long)]
    seed: Option<u64>,
    /// Overwrite an existing file.
    #[arg(long)]
    force: bool,
}

/// Checks settings the way the engine does, without recording anything: applies them to a
/// scratch event and returns them as the engine cleaned them (e.g. trimmed name).
fn validated(settings: EventSettings) -> anyhow::Result<EventSettings> {
    let mut scratch = Event::new(settings.clone(), 0);
    scratch.apply(Command::EditSettings { settings })?;
    Ok(scratch.settings().clone())
}

/// `new`: create an event file.
pub fn new(a: NewArgs, o: &mut Out<'_>) -> anyhow::Result<()> {
    let path = &a.file.event;
    check_new_file(path, a.force)?;
    let structure = a.structure.structure(None)?.unwrap_or(Structure::Basic);
    let mut settings = EventSettings::new(a.name, structure);
    settings.date = a.date.filter(|d| !d.trim().is_empty());
    settings.tier = a.tier.into();
    settings.format = a.format.into();
    settings.round_minutes = a.round_minutes;
    let settings = validated(settings)?;
    let seed = a.seed.unwrap_or_else(fresh_seed);
    // Personal codes come from a key of the system's random source, not from the seed.
    let event = Event::new(settings, seed).with_secret(crate::io::secret::os_key()?);
    let mut file = lock_file(path)?;
    check_new_file(path, a.force)?; // again, under the lock
    file.save(&event)?;
    let s = event.settings();
    writeln!(
        o.out,
        "created {:?} in {}: {} format, {} structure, {} tier, seed {seed}",
        s.name,
        path.display(),
        s.format.name(),
        s.structure.name(),
        tier_name(s.tier),
    )?;
    let next = match s.format {
        Format::BigSellOut { .. } => "mp team {} --sponsor NAME --agent NAME",
        Format::Napd => "player add {} NAME --runner IDENTITY",
        _ => "player add {} NAME",
    };
    writeln!(
        o.out,
        "next: netrunner-to {}",
        next.replace("{}", &path.display().to_string())
    )?;
    Ok(())
}

/// Arguments of `settings`.
#[derive(Debug, Args)]
pub struct SettingsArgs {
    #[command(flatten)]
    file: EventFile,
    /// A new name.
    #[arg(long)]
    name: Option<String>,
    #[command(flatten)]
    structure: StructureOpts,
    /// A new date, YYYY-MM-DD ("" removes it).
    #[arg(long)]
    date: Option<String>,
    /// A new tier.
    #[arg(long, value_enum)]
    tier: Option<TierArg>,
    /// A new format (only before round 1 is paired).
    #[arg(long, value_enum)]
    format: Option<FormatArg>,
    /// Swiss round length in minutes (0 restores the format's default).
    #[arg(long, value_name = "MINUTES")]
    round_minutes: Option<u32>,
    /// The language of the event's printouts: en (English) or ja (Japanese). The command line
    /// itself stays English.
    #[arg(long, value_name = "LANG")]
    language: Option<String>,
}

/// `settings`: change the event's settings.
pub fn settings(a: SettingsArgs, o: &mut Out<'_>) -> anyhow::Result<()> {
    let mut session = Session::open(&a.file.event)?;
    let mut s = session.event().settings().clone();
    if let Some(name) = a.name {
        s.name = name;
    }
    if let Some(structure) = a.structure.structure(Some(session.event().planned()))? {
        s.structure = structure;
    }
    if let Some(date) = a.date {
        s.date = if date.trim().is_empty() {
            None
        } else {
            Some(date)
        };
    }
    if let Some(t) = a.tier {
        s.tier = t.into();
    }
    if let Some(f) = a.format {
        s.format = f.into();
    }
    if let Some(m) = a.round_minutes {
        s.round_minutes = if m == 0 { None } else { Some(m) };
    }
    if let Some(tag) = a.language {
        let Some(lang) = crate::i18n::Lang::from_tag(&tag) else {
            let known: Vec<&str> = crate::i18n::Lang::all().map(|l| l.tag()).collect();
            anyhow::bail!(
                "the printouts do not speak {tag:?}; languages: {}",
                known.join(", ")
            );
        };
        s.language = Some(lang.tag().to_string());
    }
    session.apply_and_save(Command::EditSettings { settings: s }, o)?;
    write_summary(session.event(), o)
}

/// Arguments of `info`.
#[derive(Debug, Args)]
pub struct InfoArgs {
    #[command(flatten)]
    file: EventFile,
    /// Print JSON instead of text.
    #[arg(long)]
    json: bool,
}

/// `info`: show the event.
pub fn info(a: InfoArgs, o: &mut Out<'_>) -> anyhow::Result<()> {
    let event = save::load(&a.file.event)?;
    if a.json {
        return print_json(o, &info_json(&event));
    }
    write_summary(&event, o)
}

fn tier_name(t: Tier) -> &'static str {
    match t {
        Tier::Relaxed => "relaxed",
        Tier::Formal => "formal",
        Tier::Premier => "premier",
    }
}

fn format_details(event: &Event) -> String {
    let s = event.settings();
    if let Some(mp) = event.multiplayer() {
        let (what, to) = match s.format {
            Format::BigSellOut { .. } => (format!("{} teams a pod", mp.settings.pod_size), 11),
            _ => (format!("{} Runners a pod", mp.settings.pod_size), 7),
        };
        // The title names the edition: "The Big Sell-Out (classic edition)".
        return format!(
            "{} (multiplayer: {what}, games to {to} agenda points, {}-minute rounds)",
            crate::io::words::format_title(s.format, Lang::ENGLISH),
            s.swiss_round_minutes()
        );
    }
    let sides = if s.format.single_sided() {
        "one game a round"
    } else {
        "two games a round"
    };
    format!(
        "{} ({sides}, games to {} agenda points, {}-minute rounds)",
        crate::io::words::format(s.format, Lang::ENGLISH),
        s.format.agenda_points_to_win(),
        s.swiss_round_minutes()
    )
}

fn structure_details(event: &Event) -> String {
    let s = event.settings();
    if let Some(mp) = event.multiplayer() {
        return format!(
            "multiplayer: {} rounds of pods planned, no cut",
            mp.settings.rounds
        );
    }
    format!(
        "{}: {}",
        s.structure.name(),
        crate::io::words::structure_status(&event.structure_status(), crate::i18n::Lang::ENGLISH)
    )
}

/// "round 2 of 4: 14 of 15 tables reported" (or "no round paired yet").
pub(crate) fn round_status(event: &Event) -> String {
    if let Some(mp) = event.multiplayer() {
        let planned = mp.settings.rounds;
        return match mp.rounds.last() {
            None => format!("no round paired yet ({planned} planned)"),
            Some(r) => format!(
                "round {} of {planned}: {} of {} pods reported",
                r.number,
                r.pods.len() - r.unreported().len(),
                r.pods.len()
            ),
        };
    }
    let planned = event.planned().rounds;
    match event.rounds().last() {
        None => format!("no round paired yet ({planned} planned)"),
        Some(r) => {
            let tables: Vec<_> = r.pairings.iter().filter(|p| !p.is_bye()).collect();
            let reported = tables.iter().filter(|p| p.result.is_some()).count();
            format!(
                "round {} of {planned}: {reported} of {} tables reported",
                r.number,
                tables.len()
            )
        }
    }
}

/// What the organizer can do next.
pub(crate) fn next_step(event: &Event) -> String {
    if let Some(b) = event.cut() {
        return super::elimination::next_step(event, b);
    }
    if let Some(mp) = event.multiplayer() {
        // Rounds of pods, not Swiss rounds (issue 36: `info` said "pair round 1" whatever).
        let next = mp.rounds.len() as u32 + 1;
        let planned = mp.settings.rounds;
        return match event.pod_pairing_blocker() {
            Some(e) => e.to_string(),
            None if next > planned => format!(
                "the {planned} planned rounds of pods are done (`mp pair` would add round {next})"
            ),
            None => format!("`mp pair` round {next}"),
        };
    }
    let planned = event.planned().rounds;
    let cut = event.planned().cut;
    let paired = event.rounds().len() as u32;
    match event.pairing_blocker() {
        Some(e) => e.to_string(),
        None if paired >= planned && cut != CutSize::None => format!(
            "the {planned} planned Swiss rounds are done: `cut` to the {cut} (`pair` would add round {})",
            paired + 1
        ),
        None if paired >= planned => format!(
            "the {planned} planned Swiss rounds are done (`pair` would add round {})",
            paired + 1
        ),
        None => format!("pair round {}", paired + 1),
    }
}

fn write_summary(event: &Event, o: &mut Out<'_>) -> anyhow::Result<()> {
    let s = event.settings();
    let count = |st: PlayerStatus| event.players().iter().filter(|p| p.status == st).count();
    let mut t = Table::new(&[("", Align::Left), ("", Align::Left)]);
    t.row(vec!["event:".into(), s.name.clone()]);
    if let Some(d) = &s.date {
        t.row(vec!["date:".into(), d.clone()]);
    }
    t.row(vec!["format:".into(), format_details(event)]);
    t.row(vec!["structure:".into(), structure_details(event)]);
    t.row(vec!["tier:".into(), tier_name(s.tier).into()]);
    let mut players = format!(
        "{} registered ({} active, {} dropped)",
        event.registered_count(),
        count(PlayerStatus::Active),
        count(PlayerStatus::Dropped)
    );
    let disqualified = count(PlayerStatus::Disqualified);
    if disqualified > 0 {
        players.push_str(&format!("; {disqualified} disqualified"));
    }
    t.row(vec!["players:".into(), players]);
    t.row(vec!["rounds:".into(), round_status(event)]);
    if let Some(b) = event.cut() {
        t.row(vec!["cut:".into(), super::elimination::status_line(b)]);
    }
    if s.format == Format::FullDraft && event.rounds().is_empty() {
        let seated = event.draft_seats().len();
        t.row(vec![
            "draft:".into(),
            if seated == 0 {
                "no draft seating yet (`draft-seats`)".into()
            } else {
                format!("{seated} draft seats entered")
            },
        ]);
    }
    t.row(vec!["next:".into(), next_step(event)]);
    // The empty header line of the two-column layout is dropped.
    let text = t.render();
    let body = text.split_once('\n').map_or(text.as_str(), |(_, b)| b);
    write!(o.out, "{body}")?;
    Ok(())
}

fn info_json(event: &Event) -> serde_json::Value {
    let s = event.settings();
    let status = event.structure_status();
    let sug = status.suggested;
    let count = |st: PlayerStatus| event.players().iter().filter(|p| p.status == st).count();
    let rounds: Vec<serde_json::Value> = event
        .rounds()
        .iter()
        .map(|r| {
            let tables = r.pairings.iter().filter(|p| !p.is_bye()).count();
            json!({
                "number": r.number,
                "tables": tables,
                "byes": r.pairings.len() - tables,
                "reported": r.reported_tables().len(),
                "complete": r.all_reported(),
            })
        })
        .collect();
    json!({
        "name": s.name,
        "date": s.date,
        "format": s.format.name(),
        "single_sided": s.format.single_sided(),
        "agenda_points_to_win": s.format.agenda_points_to_win(),
        "round_minutes": s.swiss_round_minutes(),
        "structure": s.structure.name(),
        "tier": tier_name(s.tier),
        "seed": event.origin().seed,
        "players": {
            "registered": event.registered_count(),
            "active": count(PlayerStatus::Active),
            "dropped": count(PlayerStatus::Dropped),
            "disqualified": count(PlayerStatus::Disqualified),
        },
        "suggested": { "rounds": sug.rounds, "cut": sug.cut.players() },
        "planned": {
            "rounds": status.planned.rounds,
            "cut": status.planned.cut.players(),
            "fixed": status.fixed.is_some(),
            "fixed_with_players": status.fixed.map(|f| f.players),
            "suggests_otherwise": status.suggests_otherwise(),
            "text": crate::io::words::structure_status(&status, Lang::ENGLISH),
        },
        "rounds": rounds,
        "status": round_status(event),
        "cut": event.cut().map(|b| json!({
            "size": b.cut().players(),
            "kind": b.kind().to_string(),
            "status": super::elimination::status_line(b),
            "next_round": b.next_round(),
            "finished": b.is_finished(),
        })),
        "draft_seats": event.draft_seats().iter().map(|p| p.0).collect::<Vec<_>>(),
        "can_pair": event.pairing_blocker().is_none(),
        "next": next_step(event),
    })
}

/// Arguments of `history`.
#[derive(Debug, Args)]
pub struct HistoryArgs {
    #[command(flatten)]
    file: EventFile,
    /// Print the history entries as JSON (the commands as stored).
    #[arg(long)]
    json: bool,
}

/// `history`: the audit log.
pub fn history(a: HistoryArgs, o: &mut Out<'_>) -> anyhow::Result<()> {
    let event = save::load(&a.file.event)?;
    if a.json {
        return print_json(o, &serde_json::to_value(event.history())?);
    }
    let origin = event.origin();
    writeln!(
        o.out,
        "created {:?} ({} format, {} structure), seed {}",
        origin.settings.name,
        origin.settings.format.name(),
        origin.settings.structure.name(),
        origin.seed
    )?;
    let mut t = Table::new(&[
        ("#", Align::Right),
        ("When", Align::Left),
        ("Change", Align::Left),
    ]);
    for (i, h) in event.history().iter().enumerate() {
        t.row(vec![
            (i + 1).to_string(),
            h.at.clone().unwrap_or_else(|| "-".into()),
            describe_command(&event, &h.command),
        ]);
    }
    if t.is_empty() {
        writeln!(o.out, "no changes yet")?;
    } else {
        write!(o.out, "{}", t.render())?;
    }
    Ok(())
}

/// A history line with player names instead of ids.
fn describe_command(event: &Event, command: &Command) -> String {
    let name = |p| event.name_of(p);
    match command {
        Command::EditPlayer { player, .. } => format!("edit player {}", name(*player)),
        Command::DropPlayer { player } => format!("drop {}", name(*player)),
        Command::RejoinPlayer { player } => format!("rejoin {}", name(*player)),
        Command::DisqualifyPlayer { player } => format!("disqualify {}", name(*player)),
        Command::RepairRound { force: true } => "re-pair the latest round (forced)".into(),
        Command::DeleteRound { force: true } => "delete the latest round (forced)".into(),
        Command::AddRound { pairings } => {
            format!("add a round by hand ({} tables)", pairings.len())
        }
        Command::ReportResult {
            round,
            table,
            result,
        } => format!(
            "report round {round} table {table}: {}",
            result_syntax::describe(result)
        ),
        Command::AdjustScore {
            round,
            player,
            delta,
            reason,
        } => format!(
            "adjust {}'s round {round} total by {}: {reason}",
            name(*player),
            crate::engine::command::signed(*delta)
        ),
        Command::SwapPlayers { round, a, b } => {
            format!("swap {} and {} in round {round}", name(*a), name(*b))
        }
        Command::PairPlayers { round, a, b } => {
            format!("pair {} with {} in round {round}", name(*a), name(*b))
        }
        Command::GiveBye { round, player } => {
            format!("give {} a bye in round {round}", name(*player))
        }
        Command::SetDraftSeats { seats } => {
            let names: Vec<String> = seats.iter().map(|p| name(*p)).collect();
            format!("draft seating: {}", names.join(", "))
        }
        Command::Cut { size, kind, seeds } => {
            let kind = kind.map_or_else(String::new, |k| format!(" ({k})"));
            match seeds {
                Some(s) => {
                    let names: Vec<String> = s.iter().map(|p| name(*p)).collect();
                    format!("cut to the {size}{kind}, seeds {}", names.join(", "))
                }
                None => format!("cut to the {size}{kind}"),
            }
        }
        Command::PairElimination { choices } if !choices.is_empty() => {
            let list: Vec<String> = choices
                .iter()
                .map(|c| format!("game {} higher seed {}", c.game, c.side))
                .collect();
            format!("pair the next elimination round ({})", list.join(", "))
        }
        Command::SetSidePreference { player, side } => match side {
            Some(s) => format!("{} prefers to play {s}", name(*player)),
            None => format!("forget {}'s side preference", name(*player)),
        },
        Command::OverrideSides { game, corp } => {
            format!("{} plays Corp in game {game} (organizer)", name(*corp))
        }
        Command::ReportElimination { game, outcome } => match outcome {
            EliminationOutcome::Winner { player } => {
                format!("report game {game}: {} won", name(*player))
            }
            EliminationOutcome::Draw => format!("report game {game}: draw"),
            EliminationOutcome::Timed { scores } => {
                let [(a, ap), (b, bp)] = scores;
                format!(
                    "report game {game}: time, {} {ap}, {} {bp} agenda points",
                    name(*a),
                    name(*b)
                )
            }
        },
        Command::ClockExtendTable { table, ms } => format!(
            "give table {table} {} more",
            crate::engine::clock::format_remaining(*ms)
        ),
        Command::ClockAdd { ms } => format!(
            "add {} to the round",
            crate::engine::clock::format_remaining(*ms)
        ),
        other => other.to_string(),
    }
}
