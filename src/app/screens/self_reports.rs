//! The players' self-reports beside a table or elimination game (issue 17): who reported
//! what, whether they agree, and a button to enter either report (or the organizer types
//! their own result as always).

use super::Cx;
use crate::app::theme;
use crate::engine::command::EliminationOutcome;
use crate::engine::event::{ReportTarget, SelfReported};
use crate::engine::{Event, PlayerId};
use crate::io::result_syntax;
use egui::RichText;

/// A report in words, as the organizer reads it.
pub fn describe(e: &Event, r: &SelfReported) -> String {
    match r {
        SelfReported::Swiss {
            round,
            table,
            result,
        } => {
            let side = e
                .round(*round)
                .and_then(|r| r.table(*table))
                .and_then(|p| p.p1_side);
            let (a, b) = result.points(side);
            let text = result_syntax::describe(result);
            let score = format!("{a}-{b}");
            if text == score {
                text
            } else {
                format!("{score} ({text})")
            }
        }
        SelfReported::Elimination { outcome, .. } => match outcome {
            EliminationOutcome::Winner { player } => format!("{} won", e.name_of(*player)),
            EliminationOutcome::Draw => "a draw".into(),
            EliminationOutcome::Timed { scores } => {
                let parts: Vec<String> = scores
                    .iter()
                    .map(|(p, ap)| format!("{} {ap}", e.name_of(*p)))
                    .collect();
                format!("time: {}", parts.join(", "))
            }
        },
    }
}

/// The reports waiting for `target`, each with "Use this report"; nothing when none wait.
pub fn reports_ui(ui: &mut egui::Ui, cx: &mut Cx<'_>, target: ReportTarget) {
    let e = cx.event;
    let reports = e.reports_for(target);
    if reports.is_empty() {
        return;
    }
    let dark = cx.dark;
    let agree =
        reports.len() == 2 && reports.first().map(|r| r.report) == reports.get(1).map(|r| r.report);
    let state = match (reports.len(), agree) {
        (1, _) => "waiting for the opponent's report",
        (_, true) => "both agree: approve to enter it",
        _ => "the players disagree: pick one or enter your own",
    };
    ui.horizontal_wrapped(|ui| {
        ui.label(RichText::new("Self-reports:").strong());
        ui.label(RichText::new(state).color(theme::attention(dark)));
    });
    for r in &reports {
        let who: PlayerId = r.by;
        ui.horizontal(|ui| {
            ui.label(format!("{}: {}", e.name_of(who), describe(e, &r.report)));
            if ui
                .small_button("Use this report")
                .accessible_name(format!("Use {}'s report", e.name_of(who)))
                .on_hover_text("Enter this result (as if you typed it)")
                .clicked()
            {
                cx.apply(r.report.entering_command());
            }
        });
    }
}

/// One line over a round's tables: which tables have players' reports waiting, and where they
/// disagree (nothing when none wait).
pub fn round_summary_ui(ui: &mut egui::Ui, cx: &mut Cx<'_>, round: u32) {
    let e = cx.event;
    let mut tables: std::collections::BTreeMap<u32, Vec<SelfReported>> = Default::default();
    for r in e.pending_reports() {
        if let SelfReported::Swiss {
            round: n, table, ..
        } = r.report
            && n == round
        {
            tables.entry(table).or_default().push(r.report);
        }
    }
    if tables.is_empty() {
        return;
    }
    let list = |pick: &dyn Fn(&[SelfReported]) -> bool| -> Vec<String> {
        tables
            .iter()
            .filter(|(_, v)| pick(v))
            .map(|(t, _)| t.to_string())
            .collect()
    };
    let disagree = list(&|v| v.len() == 2 && v.first() != v.get(1));
    let waiting = list(&|v| v.len() == 1);
    let agree = list(&|v| v.len() == 2 && v.first() == v.get(1));
    let mut parts = Vec::new();
    if !disagree.is_empty() {
        parts.push(format!("players disagree at table {}", disagree.join(", ")));
    }
    if !agree.is_empty() {
        parts.push(format!(
            "both agree, waiting for your approval at table {}",
            agree.join(", ")
        ));
    }
    if !waiting.is_empty() {
        parts.push(format!("one report so far at table {}", waiting.join(", ")));
    }
    ui.label(
        RichText::new(format!(
            "Self-reports: {} (click a table to see them)",
            parts.join("; ")
        ))
        .color(theme::attention(cx.dark)),
    );
}
