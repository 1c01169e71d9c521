//! Copying pairings and standings for a chat (issue 22): the buttons on the Rounds and
//! Standings screens and the Event menu's items. The text is [`crate::io::share`]'s, in the
//! event's language (its printouts', issue 35: it is for the players); the app puts it on the
//! clipboard and says so in the status line, in the app's own language.

use super::words::Speaks as _;
use super::{Action, NetrunnerApp};
use crate::engine::Event;
use crate::i18n::Lang;
use crate::io::explain::Explain as _;
use crate::io::print::{self, RoundRef};
use crate::io::share::{self, Style, What};
use crate::tr;

/// A round's name inside a sentence ("round 3", "final (elimination round 4)"). English writes
/// it in lower case there; other languages have no case or keep it.
fn round_in_sentence(event: &Event, round: RoundRef, lang: Lang) -> String {
    let label = print::round_label_in(event, round, lang);
    if lang == Lang::ENGLISH {
        label.to_lowercase()
    } else {
        label
    }
}

/// What the status line says once the text is on the clipboard.
fn done(event: &Event, what: What, style: Style, lang: Lang) -> String {
    let markdown = style == Style::Markdown;
    match what {
        What::Standings if markdown => tr!(lang, "chat-copied-standings-markdown"),
        What::Standings => tr!(lang, "chat-copied-standings-text"),
        What::Pairings(r) => {
            let round = r.or_else(|| print::current_round(event));
            match round {
                Some(r) => {
                    let round = round_in_sentence(event, r, lang);
                    match (event.is_multiplayer(), markdown) {
                        (true, true) => tr!(lang, "chat-copied-pods-markdown", round = round),
                        (true, false) => tr!(lang, "chat-copied-pods-text", round = round),
                        (false, true) => {
                            tr!(lang, "chat-copied-round-pairings-markdown", round = round)
                        }
                        (false, false) => {
                            tr!(lang, "chat-copied-round-pairings-text", round = round)
                        }
                    }
                }
                None if markdown => tr!(lang, "chat-copied-pairings-markdown"),
                None => tr!(lang, "chat-copied-pairings-text"),
            }
        }
    }
}

/// Puts the text on the clipboard (run by the app for [`Action::CopyForChat`]).
pub fn copy(app: &mut NetrunnerApp, ctx: &egui::Context, what: What, style: Style) {
    let lang = app.lang();
    let Some(event) = app.event() else {
        return;
    };
    let (status, text) = match share::text(event, what, style) {
        Ok(text) => (done(event, what, style, lang), Some(text)),
        Err(e) => (
            tr!(lang, "chat-nothing-copied", why = e.explain(lang)),
            None,
        ),
    };
    app.status = status;
    if let Some(text) = text {
        ctx.copy_text(text);
    }
}

/// The hover texts of the two ways to copy `what`: as text, as Markdown.
fn hovers(lang: Lang, what: What) -> (String, String) {
    match what {
        What::Standings => (
            tr!(lang, "chat-copy-text-hover-standings"),
            tr!(lang, "chat-copy-markdown-hover-standings"),
        ),
        What::Pairings(_) => (
            tr!(lang, "chat-copy-text-hover-pairings"),
            tr!(lang, "chat-copy-markdown-hover-pairings"),
        ),
    }
}

/// "Copy for a chat" and "Copy as Markdown" for `what`.
pub fn buttons_ui(ui: &mut egui::Ui, actions: &mut Vec<Action>, what: What) {
    let lang = ui.lang();
    let (text_hover, markdown_hover) = hovers(lang, what);
    if ui
        .button(tr!(lang, "chat-copy-text"))
        .on_hover_text(text_hover)
        .clicked()
    {
        actions.push(Action::CopyForChat(what, Style::Text));
    }
    if ui
        .button(tr!(lang, "chat-copy-markdown"))
        .on_hover_text(markdown_hover)
        .clicked()
    {
        actions.push(Action::CopyForChat(what, Style::Markdown));
    }
}

/// The width [`buttons_ui`] takes (`gap`: the spacing between widgets, `pad`: a button's
/// padding, both sides).
pub fn buttons_width(ui: &egui::Ui, gap: f32, pad: f32) -> f32 {
    let lang = ui.lang();
    text_width(ui, &tr!(lang, "chat-copy-text"))
        + text_width(ui, &tr!(lang, "chat-copy-markdown"))
        + 2.0 * pad
        + 2.0 * gap
}

/// The width [`menu_button_ui`] takes.
pub fn menu_button_width(ui: &egui::Ui, pad: f32) -> f32 {
    text_width(ui, &tr!(ui.lang(), "chat-menu")) + pad + ui.spacing().item_spacing.x
}

fn text_width(ui: &egui::Ui, text: &str) -> f32 {
    crate::app::screens::text_width(ui, text.to_string(), egui::TextStyle::Button)
}

/// [`buttons_ui`] as one menu button, where the line has no room for two buttons.
pub fn menu_button_ui(ui: &mut egui::Ui, actions: &mut Vec<Action>, what: What) {
    let lang = ui.lang();
    let (text_hover, markdown_hover) = hovers(lang, what);
    ui.menu_button(tr!(lang, "chat-menu"), |ui| {
        if ui
            .button(tr!(lang, "chat-menu-as-text"))
            .on_hover_text(text_hover)
            .clicked()
        {
            actions.push(Action::CopyForChat(what, Style::Text));
        }
        if ui
            .button(tr!(lang, "chat-menu-as-markdown"))
            .on_hover_text(markdown_hover)
            .clicked()
        {
            actions.push(Action::CopyForChat(what, Style::Markdown));
        }
    });
}

/// The Event menu's items: the current round's pairings and the standings, each as text or
/// Markdown.
pub fn menu_ui(ui: &mut egui::Ui, event: &Event, actions: &mut Vec<Action>) {
    let lang = ui.lang();
    let round: Option<RoundRef> = print::current_round(event);
    ui.menu_button(tr!(lang, "chat-menu"), |ui| {
        let pairings = |style: Style| {
            let markdown = style == Style::Markdown;
            match round {
                Some(r) if event.is_multiplayer() => {
                    let round = round_in_sentence(event, r, lang);
                    if markdown {
                        tr!(lang, "chat-menu-pods-markdown", round = round)
                    } else {
                        tr!(lang, "chat-menu-pods-text", round = round)
                    }
                }
                Some(r) => {
                    let round = print::round_label_in(event, r, lang);
                    if markdown {
                        tr!(lang, "chat-menu-round-pairings-markdown", round = round)
                    } else {
                        tr!(lang, "chat-menu-round-pairings-text", round = round)
                    }
                }
                None if markdown => tr!(lang, "chat-menu-pairings-markdown"),
                None => tr!(lang, "chat-menu-pairings-text"),
            }
        };
        for style in [Style::Text, Style::Markdown] {
            if ui
                .add_enabled(round.is_some(), egui::Button::new(pairings(style)))
                .clicked()
            {
                actions.push(Action::CopyForChat(What::Pairings(round), style));
            }
        }
        for style in [Style::Text, Style::Markdown] {
            let label = if style == Style::Markdown {
                tr!(lang, "chat-menu-standings-markdown")
            } else {
                tr!(lang, "chat-menu-standings-text")
            };
            if ui.button(label).clicked() {
                actions.push(Action::CopyForChat(What::Standings, style));
            }
        }
    });
}
