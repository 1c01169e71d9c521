//! `clock`: the round clock, driven by this machine's clock.
//!
//! The engine stores when the clock was started, paused or resumed (milliseconds since the Unix
//! epoch, UTC); every change and every `status` passes the current time, so the remaining time
//! is right however long ago the file was written.

use super::elimination::round_label;
use super::table::{Align, Table};
use super::{EventFile, Out, Session, print_json};
use crate::engine::clock::{ClockState, MS_PER_MINUTE, RoundClock, RoundKind, format_remaining};
use crate::engine::error::ClockRefusal;
use crate::engine::views::elimination_round_in_play as current_round;
use crate::engine::{Command, EngineError, Event};
use clap::{Args, Subcommand};
use serde_json::json;

/// Arguments of `clock`.
#[derive(Debug, Args)]
pub struct ClockArgs {
    #[command(flatten)]
    file: EventFile,
    /// What to do with the clock.
    #[command(subcommand)]
    action: ClockAction,
    /// Print the clock's status as JSON.
    #[arg(long, global = true)]
    json: bool,
}

/// The clock actions.
#[derive(Debug, Subcommand)]
pub enum ClockAction {
    /// Start the current round's clock.
    Start,
    /// Pause the running clock.
    Pause,
    /// Resume the paused clock.
    Resume,
    /// Show the round, the time left, the state and the table extensions.
    Status,
    /// Call time now: the time left becomes zero (table extensions still run).
    Call,
    /// Add time to the whole round: MINUTES, or M:SS; negative takes time away.
    Add {
        /// Minutes (`5`, `-2`, `1:30`).
        #[arg(value_name = "MINUTES", allow_hyphen_values = true)]
        minutes: String,
    },
    /// Give one table extra time (a lost or damaged card); negative corrects a mistake.
    Extend {
        /// The table (after the cut: the game number).
        table: u32,
        /// Minutes (`5`, `1:30`).
        #[arg(value_name = "MINUTES", allow_hyphen_values = true)]
        minutes: String,
    },
    /// Change the current round's length (time already run is kept).
    Length {
        /// The new length in minutes.
        minutes: u32,
    },
}

/// The current time: milliseconds since the Unix epoch.
fn now_ms() -> i64 {
    chrono::Utc::now().timestamp_millis()
}

/// `5` → 300 000 ms, `-1:30` → −90 000 ms.
fn parse_minutes(text: &str) -> anyhow::Result<i64> {
    let t = text.trim();
    let (negative, body) = match t.strip_prefix('-') {
        Some(rest) => (true, rest),
        None => (false, t.strip_prefix('+').unwrap_or(t)),
    };
    let bad = || {
        anyhow::anyhow!(
            "'{text}' is not a time: give minutes (5, -2) or minutes and seconds (1:30)"
        )
    };
    let digits = |s: &str| -> anyhow::Result<i64> {
        if s.is_empty() || s.len() > 6 || !s.chars().all(|c| c.is_ascii_digit()) {
            return Err(bad());
        }
        s.parse::<i64>().map_err(|_| bad())
    };
    let ms = match body.split_once(':') {
        Some((m, s)) => {
            let secs = digits(s)?;
            if secs >= 60 || s.len() != 2 {
                return Err(bad());
            }
            digits(m)? * MS_PER_MINUTE + secs * 1000
        }
        None => digits(body)? * MS_PER_MINUTE,
    };
    Ok(if negative { -ms } else { ms })
}

/// `clock`: change or show the round clock.
pub fn clock(a: ClockArgs, o: &mut Out<'_>) -> anyhow::Result<()> {
    let mut session = Session::open(&a.file.event)?;
    let event = session.event();
    let now = now_ms();
    let (command, done) = match &a.action {
        ClockAction::Status => return show(event, now, a.json, o),
        ClockAction::Start => (
            Command::ClockStart { at_ms: now },
            "started the clock".into(),
        ),
        ClockAction::Pause => (
            Command::ClockPause { at_ms: now },
            "paused the clock".into(),
        ),
        ClockAction::Resume => (
            Command::ClockResume { at_ms: now },
            "resumed the clock".into(),
        ),
        ClockAction::Call => (Command::ClockCallTime { at_ms: now }, "called time".into()),
        ClockAction::Add { minutes } => {
            let ms = parse_minutes(minutes)?;
            let text = if ms < 0 {
                format!("took {} from the round", format_remaining(-ms))
            } else {
                format!("added {} to the round", format_remaining(ms))
            };
            (Command::ClockAdd { ms }, text)
        }
        ClockAction::Extend { table, minutes } => {
            let ms = parse_minutes(minutes)?;
            check_table(event, *table)?;
            let text = if ms < 0 {
                format!("took {} from table {table}", format_remaining(-ms))
            } else {
                format!("gave table {table} {} more", format_remaining(ms))
            };
            (Command::ClockExtendTable { table: *table, ms }, text)
        }
        ClockAction::Length { minutes } => (
            Command::ClockSetLength { minutes: *minutes },
            format!("the round now lasts {minutes} minutes"),
        ),
    };
    session.apply_and_save(command, o)?;
    if !a.json {
        writeln!(o.out, "{done}")?;
    }
    show(session.event(), now, a.json, o)
}

/// The table (Swiss) or game (after the cut) must exist in the current round.
fn check_table(event: &Event, table: u32) -> anyhow::Result<()> {
    if let Some(b) = event.cut() {
        let g = b.game(table)?;
        if let Some(r) = current_round(b)
            && g.round() != r
        {
            anyhow::bail!(
                "game {table} is not played in {} (the clock's round)",
                round_label(b, r)
            );
        }
        return Ok(());
    }
    let Some(round) = event.rounds().last() else {
        return Ok(());
    };
    match round.table(table) {
        Some(p) if !p.is_bye() => Ok(()),
        Some(_) => anyhow::bail!("table {table} of round {} is a bye", round.number),
        None => Err(EngineError::NoSuchTable {
            round: round.number,
            table,
        }
        .into()),
    }
}

fn clock_of(event: &Event) -> Result<&RoundClock, EngineError> {
    event.clock().ok_or_else(|| {
        EngineError::Clock(ClockRefusal::NoClock {
            elimination: event.cut().is_some(),
        })
    })
}

/// "Swiss round 3", "round 2 of pods", "elimination round 2", "final (elimination round 4)".
fn round_name(event: &Event, clock: &RoundClock) -> String {
    if let Some(b) = event.cut() {
        return current_round(b).map_or_else(|| "elimination".into(), |r| round_label(b, r));
    }
    if let Some(mp) = event.multiplayer() {
        return format!("round {} of pods", mp.rounds.len());
    }
    let n = event.rounds().len();
    match clock.kind() {
        RoundKind::FullDraft => format!("full-draft round {n}"),
        RoundKind::HalfDraft => format!("half-draft round {n}"),
        RoundKind::SingleSided => format!("single-sided Swiss round {n}"),
        _ => format!("Swiss round {n}"),
    }
}

fn state_name(clock: &RoundClock, now: i64) -> &'static str {
    match clock.state() {
        ClockState::NotStarted => "not started",
        _ if clock.is_time_called(now) => "time called",
        ClockState::Running { .. } => "running",
        ClockState::Paused { .. } => "paused",
    }
}

fn kind_key(kind: RoundKind) -> &'static str {
    match kind {
        RoundKind::Swiss => "swiss",
        RoundKind::Elimination => "elimination",
        RoundKind::Final => "final",
        RoundKind::FullDraft => "full-draft",
        RoundKind::HalfDraft => "half-draft",
        RoundKind::SingleSided => "single-sided",
    }
}

/// "+2:00" / "-1:30".
fn signed(ms: i64) -> String {
    if ms < 0 {
        format_remaining(ms)
    } else {
        format!("+{}", format_remaining(ms))
    }
}

fn show(event: &Event, now: i64, json: bool, o: &mut Out<'_>) -> anyhow::Result<()> {
    let clock = clock_of(event)?;
    let remaining = clock.remaining_ms(now);
    if json {
        let extensions: Vec<serde_json::Value> = clock
            .extensions()
            .iter()
            .map(|(table, extra)| {
                let left = clock.table_remaining_ms(*table, now);
                json!({
                    "table": table,
                    "extra_ms": extra,
                    "remaining_ms": left,
                    "remaining": format_remaining(left),
                })
            })
            .collect();
        return print_json(
            o,
            &json!({
                "round": round_name(event, clock),
                "kind": kind_key(clock.kind()),
                "state": state_name(clock, now),
                "running": clock.is_running(),
                "paused": clock.is_paused(),
                "time_called": clock.is_time_called(now),
                "now_ms": now,
                "remaining_ms": remaining,
                "remaining": format_remaining(remaining),
                "length_ms": clock.length_ms(),
                "added_ms": clock.added_ms(),
                "elapsed_ms": clock.elapsed_ms(now),
                "ends_at_ms": clock.ends_at(),
                "extensions": extensions,
            }),
        );
    }
    let mut t = Table::new(&[("", Align::Left), ("", Align::Left)]);
    t.row(vec!["round:".into(), round_name(event, clock)]);
    let left = if remaining < 0 {
        format!("0:00 (overtime {})", format_remaining(-remaining))
    } else {
        format_remaining(remaining)
    };
    t.row(vec!["time left:".into(), left]);
    t.row(vec!["state:".into(), state_name(clock, now).into()]);
    if clock.is_time_called(now)
        && let Some(mp) = event.multiplayer()
    {
        t.row(vec![
            "pods now:".into(),
            format!(
                "{}; then more agenda points wins, equal is a draw",
                super::multiplayer::time_call_words(mp.settings.time_call, event.settings().format)
            ),
        ]);
    }
    let mut length = format_remaining(clock.length_ms());
    if clock.added_ms() != 0 {
        length.push_str(&format!(" ({} added)", signed(clock.added_ms())));
    }
    t.row(vec!["length:".into(), length]);
    if let Some(end) = clock.ends_at()
        && let Some(at) = chrono::DateTime::from_timestamp_millis(end)
    {
        let local = at.with_timezone(&chrono::Local);
        t.row(vec![
            "time up at:".into(),
            local.format("%H:%M:%S").to_string(),
        ]);
    }
    for (table, extra) in clock.extensions() {
        let left = clock.table_remaining_ms(*table, now);
        t.row(vec![
            format!("table {table}:"),
            format!(
                "{} extra, {} left",
                signed(*extra),
                if left < 0 {
                    "0:00".to_string()
                } else {
                    format_remaining(left)
                }
            ),
        ]);
    }
    let text = t.render();
    let body = text.split_once('\n').map_or(text.as_str(), |(_, b)| b);
    write!(o.out, "{body}")?;
    Ok(())
}
