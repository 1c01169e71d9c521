//! CSV exports for spreadsheets: the players, the standings, the pairings of a round and every
//! game result.
//!
//! Files are UTF-8 with a byte-order mark (EF BB BF), so spreadsheet programs read accented
//! names correctly. Every text cell that a spreadsheet would run as a formula (it starts with
//! `=`, `+`, `-`, `@`, a tab or a carriage return) is prefixed with a single quote
//! ([`neutralise`]). SoS and ESoS are written with full `f64` precision (the standings spec:
//! "show three decimals; export full precision"), so a spreadsheet can sort by them.

use crate::engine::command::EliminationOutcome;
use crate::engine::elimination::{GameStatus, ResultKind};
use crate::engine::standings::to_f64;
use crate::engine::views::{Seat, TableRow};
use crate::engine::{
    AgendaScore, Command, Event, GameResult, MatchResult, Pairing, PlayerId, Side, WinReason,
};
use std::borrow::Cow;
use thiserror::Error;

/// The UTF-8 byte-order mark every CSV file starts with.
pub const BOM: &[u8] = b"\xEF\xBB\xBF";

/// Why a CSV export failed.
#[derive(Debug, Error)]
pub enum CsvError {
    /// The event has no round with this number.
    NoSuchRound(u32),
    /// The CSV writer failed (should not happen when writing to memory).
    Csv(#[from] csv::Error),
}

/// A cell a spreadsheet will show as text: cells starting with `=`, `+`, `-`, `@`, a tab or a
/// carriage return get a leading single quote, so they are never run as formulas.
///
/// ```
/// use netrunner_to::io::csv::neutralise;
/// assert_eq!(neutralise("=1+1"), "'=1+1");
/// assert_eq!(neutralise("Ann"), "Ann");
/// ```
pub fn neutralise(cell: &str) -> Cow<'_, str> {
    if cell.starts_with(['=', '+', '-', '@', '\t', '\r']) {
        Cow::Owned(format!("'{cell}"))
    } else {
        Cow::Borrowed(cell)
    }
}

pub(crate) fn finish(w: csv::Writer<Vec<u8>>) -> Result<Vec<u8>, CsvError> {
    w.into_inner()
        .map_err(|e| CsvError::Csv(e.into_error().into()))
}

pub(crate) fn writer() -> csv::Writer<Vec<u8>> {
    csv::WriterBuilder::new().from_writer(BOM.to_vec())
}

/// The Swiss standings: rank, name, pronouns, Corp, Runner, points, SoS, ESoS, status
/// (`dropped` or empty). Disqualified players are not in the standings.
///
/// Writing to memory cannot fail, so this returns the bytes directly.
pub fn standings_csv(event: &Event) -> Vec<u8> {
    try_standings_csv(event).unwrap_or_default()
}

fn try_standings_csv(event: &Event) -> Result<Vec<u8>, CsvError> {
    let mut w = writer();
    w.write_record([
        "Rank", "Name", "Pronouns", "Corp", "Runner", "Points", "SoS", "ESoS", "Status",
    ])?;
    for row in crate::engine::views::standings(event, None).rows {
        let text = |t: &Option<String>| {
            t.as_deref()
                .map_or(String::new(), |s| neutralise(s).into_owned())
        };
        w.write_record([
            row.rank.to_string(),
            neutralise(&row.name).into_owned(),
            text(&row.pronouns),
            text(&row.corp),
            text(&row.runner),
            row.points.to_string(),
            to_f64(&row.sos).to_string(),
            to_f64(&row.esos).to_string(),
            if row.dropped() { "dropped" } else { "" }.to_string(),
        ])?;
    }
    finish(w)
}

/// The result of a table as text: `"6–0"`-style round points (player 1 first), with the kind
/// of result; empty while unreported.
fn result_text(t: &TableRow, bye_points: u32) -> String {
    match (&t.p2, &t.result) {
        (None, _) => format!("bye ({bye_points})"),
        (Some(_), None) => String::new(),
        (Some(_), Some(r)) => {
            let (a, b) = t.points.unwrap_or_default();
            match r {
                MatchResult::IntentionalSplit => format!("{a}-{b} intentional split"),
                MatchResult::Totals {
                    two_for_one: true, ..
                } => format!("{a}-{b} (2-for-1)"),
                _ => format!("{a}-{b}"),
            }
        }
    }
}

/// The pairings of a round: the round (in every row), table, player 1, their points before the round, player 2 (or
/// `BYE`), their points, result. Single-sided rounds add player 1's side. Players given an
/// unpaired loss in the round are listed last, without a table.
pub fn pairings_csv(event: &Event, round: u32) -> Result<Vec<u8>, CsvError> {
    let v = crate::engine::views::round_tables(event, round).ok_or(CsvError::NoSuchRound(round))?;
    let name = |s: &Seat| neutralise(&s.name).into_owned();
    let bye_points = event.settings().format.bye_points();
    let mut w = writer();
    // The round in every row: a file of pairings says which round it is.
    let mut header = vec!["Round", "Table", "Player 1", "Points 1"];
    if v.single_sided {
        header.push("Player 1 side");
    }
    header.extend(["Player 2", "Points 2", "Result"]);
    w.write_record(&header)?;
    for t in &v.tables {
        let mut rec = vec![
            round.to_string(),
            t.table.to_string(),
            name(&t.p1),
            t.p1.points_before.to_string(),
        ];
        if v.single_sided {
            rec.push(t.p1.side.map_or(String::new(), |s| {
                crate::io::words::side(s, crate::i18n::Lang::ENGLISH)
            }));
        }
        match &t.p2 {
            Some(b) => rec.extend([name(b), b.points_before.to_string()]),
            None => rec.extend(["BYE".to_string(), String::new()]),
        }
        rec.push(result_text(t, bye_points));
        w.write_record(&rec)?;
    }
    for s in &v.unpaired_losses {
        let mut rec = vec![
            round.to_string(),
            String::new(),
            name(s),
            s.points_before.to_string(),
        ];
        if v.single_sided {
            rec.push(String::new());
        }
        rec.extend([String::new(), String::new(), "unpaired loss".to_string()]);
        w.write_record(&rec)?;
    }
    finish(w)
}

/// Every registered player in registration order: id, name, reading (ふりがな), pronouns, Corp,
/// Runner (as entered), status (`active`, `dropped`, `disqualified`) and fixed table. The player
/// import reads this file back (it recognises the Name, Reading, Corp, Runner and Pronouns
/// columns and ignores the others).
pub fn players_csv(event: &Event) -> Vec<u8> {
    try_players_csv(event).unwrap_or_default()
}

fn try_players_csv(event: &Event) -> Result<Vec<u8>, CsvError> {
    let mut w = writer();
    w.write_record([
        "Id",
        "Name",
        "Reading",
        "Pronouns",
        "Corp",
        "Runner",
        "Status",
        "Fixed table",
        "No video",
    ])?;
    let text = |v: &Option<String>| v.as_deref().map_or(String::new(), cell);
    for p in event.players() {
        w.write_record([
            p.id.0.to_string(),
            cell(&p.name),
            text(&p.reading),
            text(&p.pronouns),
            text(&p.corp),
            text(&p.runner),
            p.status.name().to_string(),
            p.fixed_table.map_or(String::new(), |t| t.to_string()),
            if p.no_video { "yes" } else { "" }.to_string(),
        ])?;
    }
    finish(w)
}

fn cell(s: &str) -> String {
    neutralise(s).into_owned()
}

/// The header of [`games_csv`].
pub const GAMES_HEADER: [&str; 14] = [
    "Stage",
    "Round",
    "Table",
    "Game",
    "Corp",
    "Runner",
    "Outcome",
    "Winner",
    "Timed",
    "Win reason",
    "Corp agenda points",
    "Runner agenda points",
    "Corp identity",
    "Runner identity",
];

/// One row of [`games_csv`], before it is written.
struct GameRow {
    stage: &'static str,
    round: u32,
    table: u32,
    game: u32,
    corp: Option<PlayerId>,
    runner: Option<PlayerId>,
    outcome: String,
    winner: Option<PlayerId>,
    timed: Option<bool>,
    reason: &'static str,
    agenda: Option<AgendaScore>,
}

fn reason_text(r: Option<WinReason>) -> &'static str {
    match r {
        None => "",
        Some(WinReason::Agenda) => "agenda points",
        Some(WinReason::Flatline) => "flatline",
        Some(WinReason::EmptyRnd) => "empty R&D",
        Some(WinReason::Concession) => "concession",
    }
}

/// The row of one Swiss game with `corp` and `runner` seated.
fn swiss_game(
    round: u32,
    table: u32,
    game: u32,
    corp: PlayerId,
    runner: PlayerId,
    result: &GameResult,
) -> GameRow {
    let (outcome, reason, agenda) = match *result {
        GameResult::Win { winner, reason } => (format!("{winner} win"), reason_text(reason), None),
        GameResult::ModifiedWin { winner, agenda } => {
            (format!("{winner} win"), "time called", agenda)
        }
        GameResult::Draw { agenda } => ("Draw".to_string(), "time called", agenda),
    };
    GameRow {
        stage: "Swiss",
        round,
        table,
        game,
        corp: Some(corp),
        runner: Some(runner),
        outcome,
        winner: result
            .winner()
            .map(|s| if s == Side::Corp { corp } else { runner }),
        timed: Some(result.is_timed()),
        reason,
        agenda,
    }
}

/// The rows of one Swiss table (none for a bye or a table without a result).
fn swiss_rows(event: &Event, round: u32, p: &Pairing, rows: &mut Vec<GameRow>) {
    let (Some(b), Some(result)) = (p.p2, &p.result) else {
        return;
    };
    let a = p.p1;
    // The seats of a double-sided round: game 1 player 1 is the Corp, game 2 player 2.
    let seated = |game: u32, outcome: String| GameRow {
        stage: "Swiss",
        round,
        table: p.table,
        game,
        corp: Some(if game == 1 { a } else { b }),
        runner: Some(if game == 1 { b } else { a }),
        outcome,
        winner: None,
        timed: None,
        reason: "",
        agenda: None,
    };
    match *result {
        MatchResult::Games { p1_corp, p2_corp } => {
            rows.push(swiss_game(round, p.table, 1, a, b, &p1_corp));
            rows.push(swiss_game(round, p.table, 2, b, a, &p2_corp));
        }
        MatchResult::Single { game } => {
            let (corp, runner) = match p.p1_side.unwrap_or(Side::Corp) {
                Side::Corp => (a, b),
                Side::Runner => (b, a),
            };
            rows.push(swiss_game(round, p.table, 1, corp, runner, &game));
        }
        MatchResult::IntentionalSplit => {
            for g in [1, 2] {
                let mut r = seated(g, "Intentional split".into());
                r.timed = Some(false);
                rows.push(r);
            }
        }
        MatchResult::Totals { p1, p2, .. } => {
            let outcome = format!(
                "Not recorded (round points: {} {p1}, {} {p2})",
                event.name_of(a),
                event.name_of(b)
            );
            if p.p1_side.is_some() {
                let mut r = seated(1, outcome);
                if p.p1_side == Some(Side::Runner) {
                    r.corp = Some(b);
                    r.runner = Some(a);
                }
                rows.push(r);
            } else {
                rows.extend([seated(1, outcome.clone()), seated(2, outcome)]);
            }
        }
    }
}

/// For each elimination game, the outcome last reported since the cut (for timed games and
/// their agenda points, which the bracket does not keep), and whether the report carries a time
/// (the app and the CLI stamp every command; imports, which cannot know whether a game was
/// timed, do not).
fn elimination_reports(
    event: &Event,
) -> std::collections::HashMap<u32, (EliminationOutcome, bool)> {
    let mut out = std::collections::HashMap::new();
    for h in event.history() {
        match &h.command {
            Command::Cut { .. } | Command::DeleteCut => out.clear(),
            Command::ReportElimination { game, outcome } => {
                out.insert(*game, (*outcome, h.at.is_some()));
            }
            Command::ClearElimination { game } => {
                out.remove(game);
            }
            _ => {}
        }
    }
    out
}

fn elimination_rows(event: &Event, rows: &mut Vec<GameRow>) {
    let Some(bracket) = event.cut() else { return };
    let reports = elimination_reports(event);
    let mut games = bracket.games();
    games.sort_by_key(|g| (g.round(), g.number()));
    for g in games {
        let (Some(result), GameStatus::Decided) = (g.result, g.status) else {
            continue;
        };
        if result.kind == ResultKind::Bye {
            continue;
        }
        let sides = g.sides;
        let side_of_winner = sides.and_then(|s| s.side_of(result.winner));
        let mut timed = None;
        let mut agenda = None;
        match reports.get(&g.number()) {
            Some((EliminationOutcome::Timed { scores }, _)) => {
                timed = Some(true);
                if let Some(s) = sides {
                    let points = |p| scores.iter().find(|(x, _)| *x == p).map(|(_, v)| *v);
                    if let (Some(c), Some(r)) = (points(s.corp), points(s.runner)) {
                        agenda = Some(AgendaScore { corp: c, runner: r });
                    }
                }
            }
            Some((EliminationOutcome::Winner { .. }, true)) => timed = Some(false),
            Some(_) | None => {}
        }
        let outcome = match (result.kind, side_of_winner) {
            (ResultKind::Draw, _) => "Draw (higher seed advances)".to_string(),
            (_, Some(s)) => format!("{s} win"),
            (_, None) => "Win".to_string(),
        };
        rows.push(GameRow {
            stage: "Elimination",
            round: g.round(),
            table: g.number(),
            game: 1,
            corp: sides.map(|s| s.corp),
            runner: sides.map(|s| s.runner),
            outcome,
            winner: Some(result.winner),
            timed,
            reason: if timed == Some(true) {
                "time called"
            } else {
                ""
            },
            agenda,
        });
    }
}

/// Every game result, one row per game: Swiss rounds first (by round and table; a double-sided
/// table gives game 1, where player 1 is the Corp, and game 2), then the elimination games by
/// round and game number (the game number is the table). Columns: [`GAMES_HEADER`].
///
/// Outcome is `Corp win`, `Runner win`, `Draw`, `Draw (higher seed advances)` (elimination),
/// `Intentional split` (both seats of the table, no game played) or `Not recorded (round
/// points: …)` (imports that kept only round totals; the cell is neutralised like a name).
/// Timed is `yes` or `no`, empty when not known (round totals, elimination draws reported as
/// draws, elimination games read from an NRTM file, which has no such flag). Identities are the players' as entered. Byes and unpaired
/// losses are not games and are not listed (see the pairings CSV).
pub fn games_csv(event: &Event) -> Vec<u8> {
    try_games_csv(event).unwrap_or_default()
}

fn try_games_csv(event: &Event) -> Result<Vec<u8>, CsvError> {
    let mut rows = Vec::new();
    for r in event.rounds() {
        for p in &r.pairings {
            swiss_rows(event, r.number, p, &mut rows);
        }
    }
    elimination_rows(event, &mut rows);
    let name = |id: Option<PlayerId>| id.map_or(String::new(), |id| cell(&event.name_of(id)));
    let identity = |id: Option<PlayerId>, side: Side| {
        id.and_then(|id| event.player(id))
            .and_then(|p| match side {
                Side::Corp => p.corp.as_deref(),
                Side::Runner => p.runner.as_deref(),
            })
            .map_or(String::new(), cell)
    };
    let mut w = writer();
    w.write_record(GAMES_HEADER)?;
    for r in rows {
        let opt = |v: Option<u8>| v.map_or(String::new(), |x| x.to_string());
        w.write_record([
            r.stage.to_string(),
            r.round.to_string(),
            r.table.to_string(),
            r.game.to_string(),
            name(r.corp),
            name(r.runner),
            cell(&r.outcome),
            name(r.winner),
            match r.timed {
                Some(true) => "yes",
                Some(false) => "no",
                None => "",
            }
            .to_string(),
            r.reason.to_string(),
            opt(r.agenda.map(|a| a.corp)),
            opt(r.agenda.map(|a| a.runner)),
            identity(r.corp, Side::Corp),
            identity(r.runner, Side::Runner),
        ])?;
    }
    finish(w)
}
