//! CSV exports for spreadsheets: the standings and the pairings of a round.
//!
//! Files are UTF-8 with a byte-order mark (EF BB BF), so spreadsheet programs read accented
//! names correctly. Every text cell that a spreadsheet would run as a formula (it starts with
//! `=`, `+`, `-`, `@`, a tab or a carriage return) is prefixed with a single quote
//! ([`neutralise`]). SoS and ESoS are written with full `f64` precision (the standings spec:
//! "show three decimals; export full precision"), so a spreadsheet can sort by them.

use crate::engine::standings::{self, to_f64};
use crate::engine::{Event, MatchResult, Pairing, Side};
use std::borrow::Cow;
use thiserror::Error;

/// The UTF-8 byte-order mark every CSV file starts with.
pub const BOM: &[u8] = b"\xEF\xBB\xBF";

/// Why a CSV export failed.
#[derive(Debug, Error)]
pub enum CsvError {
    /// The event has no round with this number.
    #[error("there is no round {0}")]
    NoSuchRound(u32),
    /// The CSV writer failed (should not happen when writing to memory).
    #[error("CSV writing failed: {0}")]
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

fn finish(w: csv::Writer<Vec<u8>>) -> Result<Vec<u8>, CsvError> {
    w.into_inner()
        .map_err(|e| CsvError::Csv(e.into_error().into()))
}

fn writer() -> csv::Writer<Vec<u8>> {
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
    for row in standings::compute(event).rows {
        let p = event.player(row.player);
        let text = |f: fn(&crate::engine::Player) -> Option<&String>| {
            p.and_then(f)
                .map_or(String::new(), |s| neutralise(s).into_owned())
        };
        let name = neutralise(&event.name_of(row.player)).into_owned();
        w.write_record([
            row.rank.to_string(),
            name,
            text(|p| p.pronouns.as_ref()),
            text(|p| p.corp.as_ref()),
            text(|p| p.runner.as_ref()),
            row.points.to_string(),
            to_f64(&row.sos).to_string(),
            to_f64(&row.esos).to_string(),
            if row.dropped { "dropped" } else { "" }.to_string(),
        ])?;
    }
    finish(w)
}

fn side_label(s: Side) -> &'static str {
    match s {
        Side::Corp => "Corp",
        Side::Runner => "Runner",
    }
}

/// The result of a table as text: `"6–0"`-style round points (player 1 first), with the kind
/// of result; empty while unreported.
fn result_text(p: &Pairing, bye_points: u32) -> String {
    match (p.p2, &p.result) {
        (None, _) => format!("bye ({bye_points})"),
        (Some(_), None) => String::new(),
        (Some(_), Some(r)) => {
            let (a, b) = r.points(p.p1_side);
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

/// The pairings of a round: table, player 1, their points before the round, player 2 (or
/// `BYE`), their points, result. Single-sided rounds add player 1's side. Players given an
/// unpaired loss in the round are listed last, without a table.
pub fn pairings_csv(event: &Event, round: u32) -> Result<Vec<u8>, CsvError> {
    let r = event.round(round).ok_or(CsvError::NoSuchRound(round))?;
    let before: Vec<_> = event
        .rounds()
        .iter()
        .filter(|x| x.number < round)
        .cloned()
        .collect();
    let st = standings::compute_rounds(event, &before);
    let points = |id| st.of(id).map_or(0, |s| s.points).to_string();
    let name = |id| neutralise(&event.name_of(id)).into_owned();
    let single = event.settings().format.single_sided();
    let bye_points = event.settings().format.bye_points();
    let mut w = writer();
    let mut header = vec!["Table", "Player 1", "Points 1"];
    if single {
        header.push("Player 1 side");
    }
    header.extend(["Player 2", "Points 2", "Result"]);
    w.write_record(&header)?;
    for p in &r.pairings {
        let mut rec = vec![p.table.to_string(), name(p.p1), points(p.p1)];
        if single {
            rec.push(p.p1_side.map_or("", side_label).to_string());
        }
        match p.p2 {
            Some(b) => rec.extend([name(b), points(b)]),
            None => rec.extend(["BYE".to_string(), String::new()]),
        }
        rec.push(result_text(p, bye_points));
        w.write_record(&rec)?;
    }
    for &id in &r.unpaired_losses {
        let mut rec = vec![String::new(), name(id), points(id)];
        if single {
            rec.push(String::new());
        }
        rec.extend([String::new(), String::new(), "unpaired loss".to_string()]);
        w.write_record(&rec)?;
    }
    finish(w)
}
