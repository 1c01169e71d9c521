//! Copying pairings and standings for a chat (issue 22): the buttons on the Rounds and
//! Standings screens and the Event menu's items. The text is [`crate::io::share`]'s; the app
//! puts it on the clipboard and says so in the status line.

use super::{Action, NetrunnerApp};
use crate::engine::Event;
use crate::io::print::{self, RoundRef};
use crate::io::share::{self, Style, What};

/// What the status line says once the text is on the clipboard.
fn done(event: &Event, what: What, style: Style) -> String {
    let thing = match what {
        What::Standings => "the standings".to_string(),
        What::Pairings(r) => {
            let round = r.or_else(|| print::current_round(event));
            match round {
                Some(r) if event.is_multiplayer() => format!("the pods of {r}"),
                Some(r) => format!(
                    "the {} pairings",
                    print::round_label(event, r).to_lowercase()
                ),
                None => "the pairings".into(),
            }
        }
    };
    let how = match style {
        Style::Text => "as text",
        Style::Markdown => "as Markdown",
    };
    format!("copied {thing} {how}: paste them into the chat")
}

/// Puts the text on the clipboard (run by the app for [`Action::CopyForChat`]).
pub fn copy(app: &mut NetrunnerApp, ctx: &egui::Context, what: What, style: Style) {
    let Some(event) = app.event() else {
        return;
    };
    let (status, text) = match share::text(event, what, style) {
        Ok(text) => (done(event, what, style), Some(text)),
        Err(e) => (format!("nothing copied: {e}"), None),
    };
    app.status = status;
    if let Some(text) = text {
        ctx.copy_text(text);
    }
}

/// "Copy for a chat" and "Copy as Markdown" for `what`.
pub fn buttons_ui(ui: &mut egui::Ui, actions: &mut Vec<Action>, what: What) {
    let noun = match what {
        What::Standings => "standings",
        What::Pairings(_) => "pairings",
    };
    if ui
        .button("Copy for a chat")
        .on_hover_text(format!(
            "Copy the {noun} as plain text, one line each, to paste into a group chat (no identities before round 1 is paired)"
        ))
        .clicked()
    {
        actions.push(Action::CopyForChat(what, Style::Text));
    }
    if ui
        .button("Copy as Markdown")
        .on_hover_text(format!(
            "Copy the {noun} as a Markdown table (names escaped) for Discord and other chats that read Markdown"
        ))
        .clicked()
    {
        actions.push(Action::CopyForChat(what, Style::Markdown));
    }
}

/// The Event menu's items: the current round's pairings and the standings, each as text or
/// Markdown.
pub fn menu_ui(ui: &mut egui::Ui, event: &Event, actions: &mut Vec<Action>) {
    let round: Option<RoundRef> = print::current_round(event);
    ui.menu_button("Copy for a chat", |ui| {
        let pairings = match round {
            Some(r) if event.is_multiplayer() => format!("Pods of {r}"),
            Some(r) => format!("{} pairings", print::round_label(event, r)),
            None => "Pairings".into(),
        };
        for (label, style) in [("", Style::Text), (" (Markdown)", Style::Markdown)] {
            if ui
                .add_enabled(
                    round.is_some(),
                    egui::Button::new(format!("{pairings}{label}")),
                )
                .clicked()
            {
                actions.push(Action::CopyForChat(What::Pairings(round), style));
            }
        }
        for (label, style) in [("", Style::Text), (" (Markdown)", Style::Markdown)] {
            if ui.button(format!("Standings{label}")).clicked() {
                actions.push(Action::CopyForChat(What::Standings, style));
            }
        }
    });
}
