//! The players' self-reports beside a table or elimination game (issue 17): who reported
//! what, whether they agree, and a button to enter either report (or the organizer types
//! their own result as always).

use super::Cx;
use crate::app::theme;
use crate::app::words::Speaks as _;
use crate::engine::command::EliminationOutcome;
use crate::engine::event::{ReportTarget, SelfReported};
use crate::engine::{Event, PlayerId};
use crate::i18n::Lang;
use crate::io::result_syntax;
use crate::tr;
use egui::RichText;

/// A report in words, as the organizer reads it.
pub fn describe(e: &Event, r: &SelfReported, lang: Lang) -> String {
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
                tr!(lang, "reports-score-result", score = score, result = text)
            }
        }
        SelfReported::Elimination { outcome, .. } => match outcome {
            EliminationOutcome::Winner { player } => {
                tr!(lang, "reports-won", name = e.name_of(*player))
            }
            EliminationOutcome::Draw => tr!(lang, "reports-draw"),
            EliminationOutcome::Timed { scores } => {
                let parts: Vec<String> = scores
                    .iter()
                    .map(|(p, ap)| {
                        tr!(
                            lang,
                            "reports-timed-points",
                            name = e.name_of(*p),
                            points = *ap
                        )
                    })
                    .collect();
                tr!(
                    lang,
                    "reports-timed",
                    scores = parts.join(&tr!(lang, "rounds-list-comma"))
                )
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
    let dark = ui.visuals().dark_mode;
    let lang = ui.lang();
    let agree =
        reports.len() == 2 && reports.first().map(|r| r.report) == reports.get(1).map(|r| r.report);
    let state = match (reports.len(), agree) {
        (1, _) => tr!(lang, "reports-waiting"),
        (_, true) => tr!(lang, "reports-agree"),
        _ => tr!(lang, "reports-disagree"),
    };
    ui.horizontal_wrapped(|ui| {
        ui.label(RichText::new(tr!(lang, "reports-title")).strong());
        ui.label(RichText::new(state).color(theme::attention(dark)));
    });
    for r in &reports {
        let who: PlayerId = r.by;
        ui.horizontal(|ui| {
            ui.label(tr!(
                lang,
                "reports-by",
                name = e.name_of(who),
                report = describe(e, &r.report, lang)
            ));
            if ui
                .small_button(tr!(lang, "reports-use"))
                .accessible_name(tr!(lang, "reports-use-name", name = e.name_of(who)))
                .on_hover_text(tr!(lang, "reports-use-hover"))
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
    let lang = ui.lang();
    let comma = tr!(lang, "rounds-list-comma");
    let disagree = list(&|v| v.len() == 2 && v.first() != v.get(1));
    let waiting = list(&|v| v.len() == 1);
    let agree = list(&|v| v.len() == 2 && v.first() == v.get(1));
    let mut parts = Vec::new();
    if !disagree.is_empty() {
        parts.push(tr!(
            lang,
            "reports-summary-disagree",
            n = disagree.len(),
            tables = disagree.join(&comma)
        ));
    }
    if !agree.is_empty() {
        parts.push(tr!(
            lang,
            "reports-summary-agree",
            n = agree.len(),
            tables = agree.join(&comma)
        ));
    }
    if !waiting.is_empty() {
        parts.push(tr!(
            lang,
            "reports-summary-waiting",
            n = waiting.len(),
            tables = waiting.join(&comma)
        ));
    }
    ui.label(
        RichText::new(tr!(
            lang,
            "reports-summary",
            parts = parts.join(&tr!(lang, "reports-summary-separator"))
        ))
        .color(theme::attention(ui.visuals().dark_mode)),
    );
}
