//! Rounds: `pair`, `repair`, `delete-round`, `pairings`, `report`, `unreport`, the manual
//! edits `swap`, `break`, `pair-players`, `bye`, and the full draft's `draft-seats`.
//!
//! After the cut, `pair`, `report --game` and `unreport --game` hand over to
//! [`super::elimination`].

use super::elimination;
use super::event::{next_step, round_status};
use super::table::{Align, Table, name_sort_key};
use super::{EventFile, Out, Session, print_json, resolve_player, resolve_round};
use crate::engine::command::SideChoice;
use crate::engine::views::{self, Seat, TableRow};
use crate::engine::{Command, EngineError, Event, Format, PlayerId, Side, SwissRound};
use crate::i18n::Lang;
use crate::io::result_syntax::{self, ResultContext};
use crate::io::{save, words};
use clap::{ArgGroup, Args};
use serde_json::json;

/// Arguments of `pair`.
#[derive(Debug, Args)]
pub struct PairArgs {
    #[command(flatten)]
    file: EventFile,
    /// First elimination round: the higher seed's side in game G, e.g. `--side 1=corp`
    /// (repeatable; without it, the player's recorded `side-pref`).
    #[arg(long = "side", value_name = "GAME=corp|runner", value_parser = elimination::parse_side_choice)]
    sides: Vec<SideChoice>,
    /// Print the new pairings as JSON.
    #[arg(long)]
    json: bool,
}

/// Arguments of `repair`.
#[derive(Debug, Args)]
pub struct RepairArgs {
    #[command(flatten)]
    file: EventFile,
    /// Re-pair even though results were entered (they are cleared).
    #[arg(long)]
    force: bool,
    /// Print the new pairings as JSON.
    #[arg(long)]
    json: bool,
}

/// Arguments of `delete-round`.
#[derive(Debug, Args)]
pub struct DeleteRoundArgs {
    #[command(flatten)]
    file: EventFile,
    /// Delete even though results were entered.
    #[arg(long)]
    force: bool,
}

/// Arguments of `pairings`.
#[derive(Debug, Args)]
pub struct PairingsArgs {
    #[command(flatten)]
    file: EventFile,
    /// The round (default: the latest).
    #[arg(long, value_name = "N")]
    round: Option<u32>,
    /// Print JSON instead of text.
    #[arg(long, conflicts_with = "by_name")]
    json: bool,
    /// List every player alphabetically with their table (for posting at the venue).
    #[arg(long)]
    by_name: bool,
}

/// Arguments of `report`.
#[derive(Debug, Args)]
#[command(group(ArgGroup::new("which").required(true).args(["table", "game"])))]
pub struct ReportArgs {
    #[command(flatten)]
    file: EventFile,
    /// The table of a Swiss round.
    #[arg(long, value_name = "T")]
    table: Option<u32>,
    /// The elimination game (after the cut; see `bracket`).
    #[arg(long, value_name = "G", conflicts_with = "round")]
    game: Option<u32>,
    /// The Swiss round (default: the latest).
    #[arg(long, value_name = "N")]
    round: Option<u32>,
    /// The result: Swiss 6-0, 3-3, ID, 'C R', 'T5-3 R'…; elimination: the winner, draw, T4-2
    /// (see below).
    #[arg(value_name = "RESULT", required = true, num_args = 1..)]
    result: Vec<String>,
}

/// Arguments of `unreport`.
#[derive(Debug, Args)]
#[command(group(ArgGroup::new("which").required(true).args(["table", "game"])))]
pub struct UnreportArgs {
    #[command(flatten)]
    file: EventFile,
    /// The table of a Swiss round.
    #[arg(long, value_name = "T")]
    table: Option<u32>,
    /// The elimination game (after the cut).
    #[arg(long, value_name = "G", conflicts_with = "round")]
    game: Option<u32>,
    /// The Swiss round (default: the latest).
    #[arg(long, value_name = "N")]
    round: Option<u32>,
}

/// Arguments of `draft-seats`.
#[derive(Debug, Args)]
pub struct DraftSeatsArgs {
    #[command(flatten)]
    file: EventFile,
    /// Every active player once, in seat order: seat 1 first (names or '#ID's).
    #[arg(value_name = "PLAYER", required = true, num_args = 1..)]
    players: Vec<String>,
}

/// Arguments of `swap`.
#[derive(Debug, Args)]
pub struct SwapArgs {
    #[command(flatten)]
    file: EventFile,
    /// The round (default: the latest; only the latest can be edited).
    #[arg(long, value_name = "N")]
    round: Option<u32>,
    /// One player: name or '#ID'.
    a: String,
    /// The other player.
    b: String,
}

/// Arguments of `break`.
#[derive(Debug, Args)]
pub struct BreakArgs {
    #[command(flatten)]
    file: EventFile,
    /// The round (default: the latest; only the latest can be edited).
    #[arg(long, value_name = "N")]
    round: Option<u32>,
    /// The table to break up.
    #[arg(long, value_name = "T")]
    table: u32,
}

/// Arguments of `pair-players`.
#[derive(Debug, Args)]
pub struct PairPlayersArgs {
    #[command(flatten)]
    file: EventFile,
    /// The round (default: the latest; only the latest can be edited).
    #[arg(long, value_name = "N")]
    round: Option<u32>,
    /// One player: name or '#ID'.
    a: String,
    /// The other player.
    b: String,
}

/// Arguments of `bye`.
#[derive(Debug, Args)]
pub struct ByeArgs {
    #[command(flatten)]
    file: EventFile,
    /// The round (default: the latest; only the latest can be edited).
    #[arg(long, value_name = "N")]
    round: Option<u32>,
    /// The player: name or '#ID'.
    player: String,
}

/// Arguments of `adjust`.
#[derive(Debug, Args)]
pub struct AdjustArgs {
    #[command(flatten)]
    file: EventFile,
    /// The Swiss round (default: the latest).
    #[arg(long, value_name = "N")]
    round: Option<u32>,
    /// The player: name or '#ID'.
    player: String,
    /// Points added to the player's round total; negative takes points away (-1).
    points: i32,
    /// Why (recorded in the history and shown with the standings).
    #[arg(long)]
    reason: String,
}

/// `pair`: pair the next round (after the cut: the next elimination round).
pub fn pair(a: PairArgs, o: &mut Out<'_>) -> anyhow::Result<()> {
    let mut session = Session::open(&a.file.event)?;
    if session.event().cut().is_some() {
        return elimination::pair(session, &a.sides, a.json, o);
    }
    if !a.sides.is_empty() {
        anyhow::bail!(
            "--side is the higher seed's choice in the first elimination round; the cut has not been made yet"
        );
    }
    let outcome = session.apply_and_save(Command::PairRound, o)?;
    show_latest(session.event(), a.json, &outcome.warnings, o)
}

/// `repair`: pair the latest round again.
pub fn repair(a: RepairArgs, o: &mut Out<'_>) -> anyhow::Result<()> {
    let mut session = Session::open(&a.file.event)?;
    let outcome = session.apply_and_save(Command::RepairRound { force: a.force }, o)?;
    show_latest(session.event(), a.json, &outcome.warnings, o)
}

fn show_latest(
    event: &Event,
    json: bool,
    warnings: &[crate::engine::Warning],
    o: &mut Out<'_>,
) -> anyhow::Result<()> {
    let Some(round) = event.rounds().last() else {
        return Ok(());
    };
    if json {
        let mut v = round_json(event, round);
        v["warnings"] = json!(warnings.iter().map(ToString::to_string).collect::<Vec<_>>());
        return print_json(o, &v);
    }
    print_round(event, round, o)
}

/// `delete-round`: delete the latest round.
pub fn delete_round(a: DeleteRoundArgs, o: &mut Out<'_>) -> anyhow::Result<()> {
    let mut session = Session::open(&a.file.event)?;
    let number = session.event().rounds().len();
    session.apply_and_save(Command::DeleteRound { force: a.force }, o)?;
    writeln!(o.out, "deleted round {number}")?;
    writeln!(o.out, "next: {}", next_step(session.event()))?;
    Ok(())
}

/// `pairings`: print a round.
pub fn pairings(a: PairingsArgs, o: &mut Out<'_>) -> anyhow::Result<()> {
    let event = save::load(&a.file.event)?;
    if event.is_multiplayer() {
        anyhow::bail!("this is a multiplayer event: use `netrunner-to mp pods`");
    }
    let round = resolve_round(&event, a.round)?;
    if event.cut().is_some() && a.round.is_none() && !a.json {
        o.note("the cut has been made: `bracket` shows the elimination games")?;
    }
    if a.json {
        print_json(o, &round_json(&event, round))
    } else if a.by_name {
        print_by_name(&event, round, o)
    } else {
        print_round(&event, round, o)
    }
}

fn seat_label(s: &Seat) -> String {
    match s.side {
        Some(side) => format!("{} ({})", s.name, words::side(side, Lang::ENGLISH)),
        None => s.name.clone(),
    }
}

/// The result as shown in the pairings: the syntax, plus the round points when the syntax is
/// not already the score.
fn result_cell(event: &Event, t: &TableRow) -> String {
    match (&t.p2, &t.result) {
        (None, _) => format!("bye (+{})", event.settings().format.bye_points()),
        (Some(_), None) => "-".into(),
        (Some(_), Some(r)) => {
            let shown = result_syntax::describe(r);
            let (a, b) = t.points.unwrap_or_default();
            let score = format!("{a}-{b}");
            if shown == score {
                shown
            } else {
                format!("{shown} ({score})")
            }
        }
    }
}

fn names(seats: &[Seat]) -> String {
    seats
        .iter()
        .map(|s| s.name.as_str())
        .collect::<Vec<_>>()
        .join(", ")
}

/// The pairings of a round as a text table.
pub(crate) fn print_round(
    event: &Event,
    round: &SwissRound,
    o: &mut Out<'_>,
) -> anyhow::Result<()> {
    let Some(v) = views::round_tables(event, round.number) else {
        return Ok(());
    };
    writeln!(
        o.out,
        "Round {}: {} table{}, {} reported",
        v.round,
        v.games,
        if v.games == 1 { "" } else { "s" },
        v.reported
    )?;
    let mut columns = vec![
        ("Table", Align::Right),
        ("Player 1", Align::Left),
        ("Pts", Align::Right),
        ("Player 2", Align::Left),
        ("Pts", Align::Right),
        ("Result", Align::Left),
    ];
    // Single-sided rounds paired by the rules: why each table has its sides.
    let reasons = v.single_sided && round.pairings.iter().any(|p| p.side_reason.is_some());
    if reasons {
        columns.push(("Sides", Align::Left));
    }
    let mut t = Table::new(&columns);
    for (row, p) in v.tables.iter().zip(&round.pairings) {
        let (p2, p2_pts) = match &row.p2 {
            Some(b) => (seat_label(b), b.points_before.to_string()),
            None => ("BYE".to_string(), String::new()),
        };
        let mut cells = vec![
            row.table.to_string(),
            seat_label(&row.p1),
            row.p1.points_before.to_string(),
            p2,
            p2_pts,
            result_cell(event, row),
        ];
        if reasons {
            cells.push(
                crate::io::words::swiss_sides_reason(event, round.number, p, Lang::ENGLISH)
                    .unwrap_or_default(),
            );
        }
        t.row(cells);
    }
    write!(o.out, "{}", t.render())?;
    if !v.unpaired_losses.is_empty() {
        writeln!(
            o.out,
            "unpaired loss (0 points): {}",
            names(&v.unpaired_losses)
        )?;
    }
    if !v.not_paired.is_empty() {
        writeln!(o.out, "not paired: {}", names(&v.not_paired))?;
    }
    Ok(())
}

fn print_by_name(event: &Event, round: &SwissRound, o: &mut Out<'_>) -> anyhow::Result<()> {
    let single = event.settings().format.single_sided();
    writeln!(o.out, "Round {} by name", round.number)?;
    let mut rows: Vec<((String, String), Vec<String>)> = Vec::new();
    let mut seat = |who: PlayerId, opponent: String, table: u32, side: Option<Side>| {
        let name = event.name_of(who);
        let mut row = vec![name.clone(), table.to_string(), opponent];
        if single {
            row.push(side.map(|s| s.to_string()).unwrap_or_default());
        }
        rows.push((name_sort_key(&name), row));
    };
    for p in &round.pairings {
        match p.p2 {
            None => seat(p.p1, "BYE".into(), p.table, None),
            Some(b) => {
                seat(p.p1, event.name_of(b), p.table, p.p1_side);
                seat(b, event.name_of(p.p1), p.table, p.p1_side.map(Side::other));
            }
        }
    }
    rows.sort();
    let mut columns = vec![
        ("Player", Align::Left),
        ("Table", Align::Right),
        ("Opponent", Align::Left),
    ];
    if single {
        columns.push(("Side", Align::Left));
    }
    let mut t = Table::new(&columns);
    for (_, row) in rows {
        t.row(row);
    }
    write!(o.out, "{}", t.render())?;
    Ok(())
}

/// The pairings of a round as JSON.
pub(crate) fn round_json(event: &Event, round: &SwissRound) -> serde_json::Value {
    let Some(v) = views::round_tables(event, round.number) else {
        return json!({});
    };
    let player = |s: &Seat| {
        json!({
            "id": s.player.0,
            "name": s.name,
            "points_before": s.points_before,
            "side": s.side.map(|s| s.to_string().to_lowercase()),
        })
    };
    let tables: Vec<serde_json::Value> = v
        .tables
        .iter()
        .zip(&round.pairings)
        .map(|(t, p)| {
            json!({
                "table": t.table,
                "bye": t.p2.is_none(),
                "p1": player(&t.p1),
                "p2": t.p2.as_ref().map(player),
                "side_reason": p.side_reason.filter(|_| v.single_sided),
                "sides": crate::io::words::swiss_sides_reason(event, round.number, p, Lang::ENGLISH),
                "result": t.result.as_ref().map(result_syntax::describe),
                "points": t.points.map(|(a, b)| if t.p2.is_none() { json!([a]) } else { json!([a, b]) }),
                "detail": t.result,
            })
        })
        .collect();
    let ids = |v: &[Seat]| -> Vec<serde_json::Value> {
        v.iter()
            .map(|s| json!({"id": s.player.0, "name": s.name}))
            .collect()
    };
    json!({
        "round": v.round,
        "single_sided": v.single_sided,
        "complete": round.all_reported(),
        "tables": tables,
        "unpaired_losses": ids(&v.unpaired_losses),
        "not_paired": ids(&v.not_paired),
    })
}

/// After the cut a Swiss table is named only with its round (a correction); otherwise the
/// organizer probably meant an elimination game.
fn swiss_table(event: &Event, table: Option<u32>, round: Option<u32>) -> anyhow::Result<u32> {
    let Some(table) = table else {
        anyhow::bail!("give the table (--table T) or, after the cut, the game (--game G)");
    };
    if event.cut().is_some() && round.is_none() {
        anyhow::bail!(
            "the cut has been made: elimination games are named with --game G (see `bracket`); \
             to correct a Swiss result, give its round too: --round N --table {table}"
        );
    }
    Ok(table)
}

/// `report`: enter a result.
pub fn report(a: ReportArgs, o: &mut Out<'_>) -> anyhow::Result<()> {
    let mut session = Session::open(&a.file.event)?;
    if let Some(game) = a.game {
        return elimination::report(session, game, &a.result, o);
    }
    let event = session.event();
    let table = swiss_table(event, a.table, a.round)?;
    let round = resolve_round(event, a.round)?;
    let number = round.number;
    let pairing = round.table(table).ok_or(EngineError::NoSuchTable {
        round: number,
        table,
    })?;
    if pairing.is_bye() {
        return Err(EngineError::ResultForBye {
            round: number,
            table,
        }
        .into());
    }
    let ctx = ResultContext::for_pairing(event.settings().format, pairing);
    let result = result_syntax::parse(&a.result.join(" "), ctx)?;
    session.apply_and_save(
        Command::ReportResult {
            round: number,
            table,
            result,
        },
        o,
    )?;
    let event = session.event();
    if let Some(t) = views::round_tables(event, number)
        .and_then(|v| v.tables.into_iter().find(|t| t.table == table))
    {
        writeln!(
            o.out,
            "round {number} table {}: {} vs {}: {}",
            t.table,
            seat_label(&t.p1),
            t.p2.as_ref().map(seat_label).unwrap_or_default(),
            result_cell(event, &t)
        )?;
    }
    progress(event, number, o)
}

fn progress(event: &Event, number: u32, o: &mut Out<'_>) -> anyhow::Result<()> {
    let Some(r) = event.round(number) else {
        return Ok(());
    };
    if event.cut().is_some() {
        // A correction after the cut: the seeds stay as they were.
        writeln!(o.out, "the cut stands; next: {}", next_step(event))?;
        return Ok(());
    }
    let missing = r.unreported_tables();
    if missing.is_empty() {
        writeln!(
            o.out,
            "round {number} is complete; next: {}",
            next_step(event)
        )?;
    } else {
        let list: Vec<String> = missing.iter().map(u32::to_string).collect();
        writeln!(
            o.out,
            "{}; waiting for table{} {}",
            round_status(event),
            if missing.len() == 1 { "" } else { "s" },
            list.join(", ")
        )?;
    }
    Ok(())
}

/// `unreport`: clear a result.
pub fn unreport(a: UnreportArgs, o: &mut Out<'_>) -> anyhow::Result<()> {
    let mut session = Session::open(&a.file.event)?;
    if let Some(game) = a.game {
        return elimination::unreport(session, game, o);
    }
    let event = session.event();
    let table = swiss_table(event, a.table, a.round)?;
    let number = resolve_round(event, a.round)?.number;
    let had = event
        .round(number)
        .and_then(|r| r.table(table))
        .and_then(|p| p.result);
    session.apply_and_save(
        Command::ClearResult {
            round: number,
            table,
        },
        o,
    )?;
    match had {
        Some(r) => writeln!(
            o.out,
            "cleared the result of round {number} table {table} (was {})",
            result_syntax::describe(&r)
        )?,
        None => writeln!(
            o.out,
            "round {number} table {table} had no result; nothing to clear"
        )?,
    }
    progress(session.event(), number, o)
}

fn round_number(event: &Event, round: Option<u32>) -> Result<u32, EngineError> {
    resolve_round(event, round).map(|r| r.number)
}

fn table_of(event: &Event, round: u32, id: PlayerId) -> Option<u32> {
    event
        .round(round)
        .and_then(|r| r.pairing_of(id))
        .map(|p| p.table)
}

/// `swap`: exchange two players' seats.
pub fn swap(a: SwapArgs, o: &mut Out<'_>) -> anyhow::Result<()> {
    let mut session = Session::open(&a.file.event)?;
    let event = session.event();
    let round = round_number(event, a.round)?;
    let pa = resolve_player(event, &a.a)?;
    let pb = resolve_player(event, &a.b)?;
    session.apply_and_save(
        Command::SwapPlayers {
            round,
            a: pa,
            b: pb,
        },
        o,
    )?;
    let event = session.event();
    let at =
        |id| table_of(event, round, id).map_or_else(String::new, |t| format!(" (now table {t})"));
    writeln!(
        o.out,
        "swapped {}{} and {}{} in round {round}",
        event.name_of(pa),
        at(pa),
        event.name_of(pb),
        at(pb)
    )?;
    Ok(())
}

/// `break`: break up a table.
pub fn break_table(a: BreakArgs, o: &mut Out<'_>) -> anyhow::Result<()> {
    let mut session = Session::open(&a.file.event)?;
    let event = session.event();
    let round = round_number(event, a.round)?;
    let players: Vec<PlayerId> = event
        .round(round)
        .and_then(|r| r.table(a.table))
        .map(|p| p.players().collect())
        .unwrap_or_default();
    session.apply_and_save(
        Command::BreakPairing {
            round,
            table: a.table,
        },
        o,
    )?;
    let event = session.event();
    let names: Vec<String> = players.iter().map(|id| event.name_of(*id)).collect();
    writeln!(
        o.out,
        "broke up table {} of round {round}; unpaired now: {}",
        a.table,
        names.join(", ")
    )?;
    writeln!(o.out, "next: `pair-players` or `bye` to seat them again")?;
    Ok(())
}

/// `pair-players`: seat two unpaired players at a new table.
pub fn pair_players(a: PairPlayersArgs, o: &mut Out<'_>) -> anyhow::Result<()> {
    let mut session = Session::open(&a.file.event)?;
    let event = session.event();
    let round = round_number(event, a.round)?;
    let pa = resolve_player(event, &a.a)?;
    let pb = resolve_player(event, &a.b)?;
    session.apply_and_save(
        Command::PairPlayers {
            round,
            a: pa,
            b: pb,
        },
        o,
    )?;
    let event = session.event();
    let table = table_of(event, round, pa).map_or_else(String::new, |t| format!(" at table {t}"));
    writeln!(
        o.out,
        "paired {} with {}{table} in round {round}",
        event.name_of(pa),
        event.name_of(pb)
    )?;
    Ok(())
}

/// `bye`: give an unpaired player a bye.
pub fn bye(a: ByeArgs, o: &mut Out<'_>) -> anyhow::Result<()> {
    let mut session = Session::open(&a.file.event)?;
    let event = session.event();
    let round = round_number(event, a.round)?;
    let p = resolve_player(event, &a.player)?;
    session.apply_and_save(Command::GiveBye { round, player: p }, o)?;
    let event = session.event();
    let table = table_of(event, round, p).map_or_else(String::new, |t| format!(" (table {t})"));
    writeln!(
        o.out,
        "gave {} a bye in round {round}{table}: +{} points",
        event.name_of(p),
        event.settings().format.bye_points()
    )?;
    Ok(())
}

/// `adjust`: change a player's round total (a penalty, a correction), with the reason.
pub fn adjust(a: AdjustArgs, o: &mut Out<'_>) -> anyhow::Result<()> {
    let mut session = Session::open(&a.file.event)?;
    let event = session.event();
    let round = round_number(event, a.round)?;
    let p = resolve_player(event, &a.player)?;
    session.apply_and_save(
        Command::AdjustScore {
            round,
            player: p,
            delta: a.points,
            reason: a.reason.clone(),
        },
        o,
    )?;
    let event = session.event();
    let total = event
        .round(round)
        .and_then(|r| {
            let base = r
                .pairing_of(p)
                .and_then(|x| x.points(event.settings().format.bye_points()))
                .map(|(a, b)| if x_is_p1(r, p) { a } else { b });
            base.map(|b| i64::from(b) + i64::from(r.adjustment_of(p)))
        })
        .map_or_else(String::new, |t| format!(" (round total now {t})"));
    writeln!(
        o.out,
        "adjusted {}'s round {round} total by {}{total}: {}",
        event.name_of(p),
        crate::engine::command::signed(a.points),
        a.reason.trim()
    )?;
    let points = event.standings().of(p).map_or(0, |r| r.points);
    writeln!(o.out, "{} now has {points} points", event.name_of(p))?;
    Ok(())
}

/// Whether `p` is player 1 at their table in round `r`.
fn x_is_p1(r: &SwissRound, p: PlayerId) -> bool {
    r.pairing_of(p).is_some_and(|x| x.p1 == p)
}

/// `draft-seats`: the full draft's seating, seat 1 first.
pub fn draft_seats(a: DraftSeatsArgs, o: &mut Out<'_>) -> anyhow::Result<()> {
    let mut session = Session::open(&a.file.event)?;
    let event = session.event();
    if event.settings().format != Format::FullDraft {
        anyhow::bail!(
            "draft seats are only used in a full draft (this event is {}; `settings --format full-draft` changes it before round 1)",
            crate::io::words::format(event.settings().format, crate::i18n::Lang::ENGLISH)
        );
    }
    let seats = a
        .players
        .iter()
        .map(|p| resolve_player(event, p))
        .collect::<Result<Vec<PlayerId>, EngineError>>()?;
    session.apply_and_save(Command::SetDraftSeats { seats }, o)?;
    let event = session.event();
    let seats = event.draft_seats();
    let mut t = Table::new(&[("Seat", Align::Right), ("Player", Align::Left)]);
    for (p, seat) in seats.iter().zip(1u32..) {
        t.row(vec![seat.to_string(), event.name_of(*p)]);
    }
    write!(o.out, "{}", t.render())?;
    let n = seats.len();
    let half = n / 2;
    if n % 2 == 0 && half > 0 {
        let pairs: Vec<String> = (1..=half).map(|i| format!("{i}–{}", i + half)).collect();
        writeln!(
            o.out,
            "round 1 pairs each seat with the furthest one: seats {}",
            pairs.join(", ")
        )?;
    } else {
        writeln!(
            o.out,
            "round 1 pairs each seat with the furthest one; with {n} players one random seat gets the bye and the others close up"
        )?;
    }
    writeln!(o.out, "next: {}", next_step(event))?;
    Ok(())
}
