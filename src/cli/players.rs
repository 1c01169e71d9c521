//! `player add | edit | drop | rejoin | disqualify | list`.

use super::table::{Align, Table};
use super::{EventFile, Out, Session, print_json, resolve_player};
use crate::engine::{Command, Event, PlayerDetails, PlayerId, Warning};
use crate::io::save;
use clap::{Args, Subcommand};
use serde_json::json;

/// The player subcommands.
#[derive(Debug, Subcommand)]
pub enum PlayerCommand {
    /// Register one or more players (after round 1: late registration, with an unpaired loss
    /// for each round already paired).
    Add(AddArgs),
    /// Change a player's name, identities, pronouns or fixed table.
    Edit(EditArgs),
    /// Drop a player: no longer paired, stays in the standings.
    Drop(PlayerArg),
    /// Bring a dropped player back (unpaired losses for the rounds missed). After the cut only a
    /// player who dropped during the elimination rounds, before a game of theirs became a bye;
    /// --undo-drop corrects a mistaken drop there.
    Rejoin(RejoinArgs),
    /// Disqualify a player: out of the standings for good.
    Disqualify(PlayerArg),
    /// List the players.
    List(ListArgs),
    /// Each player's personal code, for self-reporting on the phone pages (keep it private;
    /// `print --what player-cards` prints one card per player).
    Codes(CodesArgs),
    /// Draw a new personal code for a player (the old one stops working).
    NewCode(PlayerArg),
}

/// Arguments of `player codes`.
#[derive(Debug, Args)]
pub struct CodesArgs {
    #[command(flatten)]
    file: EventFile,
}

/// Arguments of `player add`.
#[derive(Debug, Args)]
pub struct AddArgs {
    #[command(flatten)]
    file: EventFile,
    /// The player's name; several names register several players at once.
    #[arg(value_name = "NAME", required = true, num_args = 1..)]
    names: Vec<String>,
    /// Corp identity.
    #[arg(long, value_name = "ID")]
    corp: Option<String>,
    /// Runner identity.
    #[arg(long, value_name = "ID")]
    runner: Option<String>,
    /// Pronouns.
    #[arg(long, value_name = "P")]
    pronouns: Option<String>,
    /// How the name is read (ふりがな): lists sort by it.
    #[arg(long, value_name = "KANA")]
    reading: Option<String>,
    /// A table the player always sits at (accessibility).
    #[arg(long, value_name = "N")]
    table: Option<u32>,
    /// The player asked not to be filmed: a camera mark on the organizer's pairings and the
    /// projector tells a stream team to leave their table alone.
    #[arg(long)]
    no_video: bool,
}

/// Arguments of `player edit`.
#[derive(Debug, Args)]
pub struct EditArgs {
    #[command(flatten)]
    file: EventFile,
    /// The player: name or '#ID'.
    player: String,
    /// A new name.
    #[arg(long)]
    name: Option<String>,
    /// Corp identity ("" removes it).
    #[arg(long, value_name = "ID")]
    corp: Option<String>,
    /// Runner identity ("" removes it).
    #[arg(long, value_name = "ID")]
    runner: Option<String>,
    /// Pronouns ("" removes them).
    #[arg(long, value_name = "P")]
    pronouns: Option<String>,
    /// How the name is read, ふりがな ("" removes it).
    #[arg(long, value_name = "KANA")]
    reading: Option<String>,
    /// A fixed table.
    #[arg(long, value_name = "N", conflicts_with = "no_table")]
    table: Option<u32>,
    /// Remove the fixed table.
    #[arg(long)]
    no_table: bool,
    /// The player asked not to be filmed (streams).
    #[arg(long, conflicts_with = "video")]
    no_video: bool,
    /// The player may be filmed again.
    #[arg(long)]
    video: bool,
}

/// A subcommand naming one player.
#[derive(Debug, Args)]
pub struct PlayerArg {
    #[command(flatten)]
    file: EventFile,
    /// The player: name (case-insensitive) or '#ID'.
    player: String,
}

/// Arguments of `player rejoin`.
#[derive(Debug, Args)]
pub struct RejoinArgs {
    #[command(flatten)]
    file: EventFile,
    /// The player: name (case-insensitive) or '#ID'.
    player: String,
    /// Correct a mistaken drop during the elimination rounds: clear the byes it gave and the
    /// results that depend on them (latest first), then the player is back in the bracket.
    #[arg(long)]
    undo_drop: bool,
}

/// Arguments of `player list`.
#[derive(Debug, Args)]
pub struct ListArgs {
    #[command(flatten)]
    file: EventFile,
    /// Print JSON instead of text.
    #[arg(long)]
    json: bool,
}

/// Runs a player subcommand.
pub fn run(c: PlayerCommand, o: &mut Out<'_>) -> anyhow::Result<()> {
    match c {
        PlayerCommand::Add(a) => add(a, o),
        PlayerCommand::Edit(a) => edit(a, o),
        PlayerCommand::Drop(a) => drop_player(a, o),
        PlayerCommand::Rejoin(a) => rejoin(a, o),
        PlayerCommand::Disqualify(a) => disqualify(a, o),
        PlayerCommand::List(a) => list(a, o),
        PlayerCommand::Codes(a) => codes(a, o),
        PlayerCommand::NewCode(a) => new_code(a, o),
    }
}

fn add(a: AddArgs, o: &mut Out<'_>) -> anyhow::Result<()> {
    let details_given = a.corp.is_some()
        || a.runner.is_some()
        || a.pronouns.is_some()
        || a.reading.is_some()
        || a.table.is_some();
    if details_given && a.names.len() > 1 {
        anyhow::bail!(
            "--corp, --runner, --pronouns, --reading and --table describe one player; add the {} players one at a time to give them",
            a.names.len()
        );
    }
    let mut session = Session::open(&a.file.event)?;
    let multiplayer = session.event().is_multiplayer();
    let mut added: Vec<PlayerId> = Vec::new();
    let mut warnings = Vec::new();
    // All or nothing: the file is saved only when every name was accepted.
    for name in a.names {
        let details = PlayerDetails {
            name,
            corp: a.corp.clone(),
            runner: a.runner.clone(),
            pronouns: a.pronouns.clone(),
            reading: a.reading.clone(),
            fixed_table: a.table,
            no_video: a.no_video,
        };
        let mut details = details;
        // Multiplayer events compare identities: store the card's title (issue 36).
        if multiplayer {
            crate::io::identities::resolve_details(&mut details);
        }
        let outcome = session.apply(Command::AddPlayer { details, id: None })?;
        added.extend(outcome.player);
        warnings.extend(outcome.warnings);
    }
    session.save()?;
    for w in &warnings {
        writeln!(o.err, "warning: {w}")?;
    }
    let event = session.event();
    for id in &added {
        writeln!(o.out, "added {} ({id})", event.name_of(*id))?;
    }
    let paired = event.rounds().len();
    if paired > 0 {
        o.note(&format!(
            "late registration: an unpaired loss (0 points) for each of the {paired} round(s) already paired"
        ))?;
    }
    writeln!(
        o.out,
        "{} players registered; {}",
        event.registered_count(),
        suggestion_text(event)
    )?;
    Ok(())
}

fn suggestion_text(event: &Event) -> String {
    if let Some(mp) = event.multiplayer() {
        // No Swiss structure or cut: the side event's own plan (issue 36).
        return format!(
            "multiplayer: {} rounds of pods planned, no cut",
            mp.settings.rounds
        );
    }
    format!(
        "{} structure: {}",
        event.settings().structure.name(),
        crate::io::words::structure_status(&event.structure_status(), crate::i18n::Lang::ENGLISH)
    )
}

fn edit(a: EditArgs, o: &mut Out<'_>) -> anyhow::Result<()> {
    let mut session = Session::open(&a.file.event)?;
    let id = resolve_player(session.event(), &a.player)?;
    let old = session
        .event()
        .player(id)
        .ok_or(crate::engine::EngineError::UnknownPlayer(id))?;
    let details = PlayerDetails {
        name: a.name.unwrap_or_else(|| old.name.clone()),
        corp: a.corp.or_else(|| old.corp.clone()),
        runner: a.runner.or_else(|| old.runner.clone()),
        pronouns: a.pronouns.or_else(|| old.pronouns.clone()),
        reading: a.reading.or_else(|| old.reading.clone()),
        fixed_table: if a.no_table {
            None
        } else {
            a.table.or(old.fixed_table)
        },
        no_video: (old.no_video || a.no_video) && !a.video,
    };
    let mut details = details;
    if session.event().is_multiplayer() {
        crate::io::identities::resolve_details(&mut details);
    }
    session.apply_and_save(
        Command::EditPlayer {
            player: id,
            details,
        },
        o,
    )?;
    let event = session.event();
    if let Some(p) = event.player(id) {
        writeln!(o.out, "edited {} ({id}): {}", p.name, details_text(p))?;
    }
    Ok(())
}

fn details_text(p: &crate::engine::Player) -> String {
    let mut parts = Vec::new();
    if let Some(c) = &p.corp {
        parts.push(format!("Corp {c}"));
    }
    if let Some(r) = &p.runner {
        parts.push(format!("Runner {r}"));
    }
    if let Some(x) = &p.pronouns {
        parts.push(format!("pronouns {x}"));
    }
    if let Some(x) = &p.reading {
        parts.push(format!("reading {x}"));
    }
    if let Some(t) = p.fixed_table {
        parts.push(format!("fixed table {t}"));
    }
    if p.no_video {
        parts.push("no video coverage".into());
    }
    if parts.is_empty() {
        "no details".into()
    } else {
        parts.join(", ")
    }
}

/// A note when a player who just left is still seated at an unreported table of the latest round.
fn still_seated_note(event: &Event, id: PlayerId, o: &mut Out<'_>) -> anyhow::Result<()> {
    if let Some(r) = event.rounds().last()
        && let Some(p) = r.pairing_of(id)
        && !p.is_reported()
    {
        o.note(&format!(
            "{} is still paired at table {} of round {}: report that table, or `break` it and re-pair its players",
            event.name_of(id),
            p.table,
            r.number
        ))?;
    }
    Ok(())
}

fn drop_player(a: PlayerArg, o: &mut Out<'_>) -> anyhow::Result<()> {
    let mut session = Session::open(&a.file.event)?;
    let id = resolve_player(session.event(), &a.player)?;
    session.apply_and_save(Command::DropPlayer { player: id }, o)?;
    let event = session.event();
    if let Some(b) = event.cut()
        && b.dropped().contains(&id)
    {
        writeln!(
            o.out,
            "dropped {} from the elimination rounds: their opponents advance with a bye",
            event.name_of(id)
        )?;
        return Ok(());
    }
    // A multiplayer event's rounds are rounds of pods.
    let rounds = event
        .multiplayer()
        .map_or(event.rounds().len(), |m| m.rounds.len());
    writeln!(
        o.out,
        "dropped {} after round {rounds}; they stay in the standings",
        event.name_of(id),
    )?;
    still_seated_note(event, id, o)
}

fn rejoin(a: RejoinArgs, o: &mut Out<'_>) -> anyhow::Result<()> {
    let mut session = Session::open(&a.file.event)?;
    let id = resolve_player(session.event(), &a.player)?;
    if a.undo_drop {
        return undo_drop(session, id, o);
    }
    let before = session.event().clone();
    if let Err(e) = session.apply(Command::RejoinPlayer { player: id }) {
        let byes = session
            .event()
            .cut()
            .is_some_and(|b| b.dropped().contains(&id) && !b.byes_against(id).is_empty());
        if byes {
            anyhow::bail!(
                "{e}: `player rejoin {} {} --undo-drop` does that",
                a.file.event.display(),
                a.player
            );
        }
        return Err(e.into());
    }
    session.save()?;
    if session.event().cut().is_some() {
        writeln!(
            o.out,
            "{} is back in the elimination rounds",
            session.event().name_of(id)
        )?;
        return Ok(());
    }
    let event = session.event();
    let missed = event
        .rounds()
        .iter()
        .zip(before.rounds())
        .filter(|(now, then)| now.unpaired_losses.len() > then.unpaired_losses.len())
        .count();
    writeln!(
        o.out,
        "{} rejoined and will be paired next round",
        event.name_of(id)
    )?;
    if missed > 0 {
        o.note(&format!(
            "an unpaired loss (0 points) for each of the {missed} round(s) missed"
        ))?;
    }
    Ok(())
}

/// `player rejoin --undo-drop`: the engine clears the byes and dependent results; the message
/// names them.
fn undo_drop(mut session: Session, id: PlayerId, o: &mut Out<'_>) -> anyhow::Result<()> {
    let outcome = session.apply(Command::UndoEliminationDrop { player: id })?;
    session.save()?;
    for w in &outcome.warnings {
        match w {
            Warning::DropUndone { .. } => writeln!(o.out, "undid the drop: {w}")?,
            other => writeln!(o.err, "warning: {other}")?,
        }
    }
    Ok(())
}

fn disqualify(a: PlayerArg, o: &mut Out<'_>) -> anyhow::Result<()> {
    let mut session = Session::open(&a.file.event)?;
    let id = resolve_player(session.event(), &a.player)?;
    session.apply_and_save(Command::DisqualifyPlayer { player: id }, o)?;
    let event = session.event();
    if let Some(b) = event.cut()
        && b.disqualified().contains(&id)
    {
        writeln!(
            o.out,
            "disqualified {} from the elimination rounds: their opponents advance with a bye, and they take no final place (the places below move up)",
            event.name_of(id)
        )?;
        return Ok(());
    }
    writeln!(
        o.out,
        "disqualified {}: removed from the standings (their games still count for their opponents)",
        event.name_of(id)
    )?;
    still_seated_note(event, id, o)
}

fn list(a: ListArgs, o: &mut Out<'_>) -> anyhow::Result<()> {
    let event = save::load(&a.file.event)?;
    if a.json {
        let players: Vec<serde_json::Value> = event
            .players()
            .iter()
            .map(|p| {
                json!({
                    "id": p.id.0,
                    "name": p.name,
                    "status": p.status.name(),
                    "corp": p.corp,
                    "runner": p.runner,
                    "pronouns": p.pronouns,
                    "reading": p.reading,
                    "fixed_table": p.fixed_table,
                    "dropped_after": p.dropped_after,
                    "no_video": p.no_video,
                })
            })
            .collect();
        return print_json(o, &json!(players));
    }
    if event.players().is_empty() {
        writeln!(o.out, "no players registered yet")?;
        return Ok(());
    }
    // The streaming column only once someone asked not to be filmed.
    let video = event.players().iter().any(|p| p.no_video);
    let mut columns = vec![
        ("ID", Align::Right),
        ("Name", Align::Left),
        ("Status", Align::Left),
        ("Corp", Align::Left),
        ("Runner", Align::Left),
        ("Pronouns", Align::Left),
        ("Table", Align::Right),
    ];
    if video {
        columns.push(("Video", Align::Left));
    }
    let mut t = Table::new(&columns);
    for p in event.players() {
        let status = match p.dropped_after {
            Some(r) if !p.is_active() => format!("{} after round {r}", p.status.name()),
            _ => p.status.name().to_string(),
        };
        t.row(vec![
            p.id.to_string(),
            p.name.clone(),
            status,
            p.corp.clone().unwrap_or_default(),
            p.runner.clone().unwrap_or_default(),
            p.pronouns.clone().unwrap_or_default(),
            p.fixed_table.map(|x| x.to_string()).unwrap_or_default(),
            if p.no_video { "no video" } else { "" }.to_string(),
        ]);
    }
    write!(o.out, "{}", t.render())?;
    writeln!(
        o.out,
        "{} registered, {} active; {}",
        event.registered_count(),
        event.active_players().count(),
        suggestion_text(&event)
    )?;
    Ok(())
}

/// `player codes`: every player's personal code (issue 17), by name.
fn codes(a: CodesArgs, o: &mut Out<'_>) -> anyhow::Result<()> {
    let event = crate::io::save::load(&a.file.event)?;
    let mut players: Vec<_> = event.players().iter().collect();
    players.sort_by_cached_key(|p| crate::io::names::player_sort_key(p));
    for p in players {
        writeln!(
            o.out,
            "{}  {:>5}  {}",
            event.player_code(p.id).unwrap_or("—"),
            p.id.to_string(),
            p.name
        )?;
    }
    Ok(())
}

/// `player new-code`: a new personal code for one player.
fn new_code(a: PlayerArg, o: &mut Out<'_>) -> anyhow::Result<()> {
    let mut session = Session::open(&a.file.event)?;
    let id = resolve_player(session.event(), &a.player)?;
    session.apply_and_save(Command::ResetPlayerCode { player: id }, o)?;
    let event = session.event();
    writeln!(
        o.out,
        "{}'s new code: {} (the old one no longer works)",
        event.name_of(id),
        event.player_code(id).unwrap_or("—")
    )?;
    Ok(())
}
