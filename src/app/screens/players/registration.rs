//! Registration: the keyboard-first form with identity autocomplete.

use super::*;

pub(super) fn registration_ui(ui: &mut egui::Ui, cx: &mut Cx<'_>, state: &mut PlayersState) {
    let muted = theme::muted(ui.visuals().dark_mode);
    let lang = ui.lang();
    let ids = [
        field_id("name"), // i18n: not text
        field_id("corp"),
        field_id("runner"),
        field_id("pronouns"),
        field_id("reading"),
    ];
    let reading = asks_reading(lang, cx.event);
    if !state.focused_once {
        state.focused_once = true;
        ui.memory_mut(|m| m.request_focus(ids[0]));
    }
    let mut submit = false;
    let mut focus: Option<Id> = None;
    let typed = |f: &Form| {
        [
            f.name.clone(),
            f.corp.clone(),
            f.runner.clone(),
            f.pronouns.clone(),
            f.reading.clone(),
        ]
    };
    let before = typed(&state.form);
    egui::Frame::group(ui.style())
        .inner_margin(egui::Margin::same(12))
        .show(ui, |ui| {
            ui.label(RichText::new(tr!(lang, "players-register")).strong());
            ui.add_space(4.0);
            // Field widths follow the space (text scale, window size); the button keeps its own.
            let gap = ui.spacing().item_spacing.x;
            // The button and the "No video" box (streams) beside it keep their own width.
            let fields = if reading { 6.0 } else { 5.0 };
            let free = (ui.available_width() - 230.0 - fields * gap).max(440.0);
            // With the reading (ふりがな), it takes its share from the others.
            let widths = if reading {
                [
                    free * 0.2,
                    free * 0.25,
                    free * 0.25,
                    free * 0.14,
                    free * 0.16,
                ]
            } else {
                [free * 0.22, free * 0.3, free * 0.3, free * 0.18, 0.0]
            };
            ui.horizontal(|ui| {
                let form = &mut state.form;
                // Name
                ui.vertical(|ui| {
                    let l = ui.label(tr!(lang, "players-name"));
                    let hint = tr!(lang, "players-name-hint");
                    let (r, k) = text_field(ui, ids[0], &mut form.name, widths[0], &hint, false);
                    r.labelled_by(l.id);
                    submit |= k.enter;
                    if k.tab {
                        focus = Some(if reading { ids[4] } else { ids[1] });
                    }
                });
                // The reading beside the name, next in the tab order (as Japanese forms have it).
                if reading {
                    ui.vertical(|ui| {
                        let l = ui.label(tr!(lang, "players-reading"));
                        let hint = tr!(lang, "players-reading-hint");
                        let (r, k) =
                            text_field(ui, ids[4], &mut form.reading, widths[4], &hint, false);
                        r.labelled_by(l.id);
                        submit |= k.enter;
                        if k.tab {
                            focus = Some(ids[1]);
                        } else if k.back_tab {
                            focus = Some(ids[0]);
                        }
                    });
                }
                // Corp
                ui.vertical(|ui| {
                    let l = ui.label(tr!(lang, "players-corp-identity"));
                    let (r, k) = identity_field(
                        ui,
                        ids[1],
                        &mut form.corp,
                        Side::Corp,
                        &mut state.corp_ac,
                        widths[1],
                    );
                    r.labelled_by(l.id);
                    submit |= k.enter;
                    if k.tab {
                        focus = Some(ids[2]);
                    } else if k.back_tab {
                        focus = Some(if reading { ids[4] } else { ids[0] });
                    }
                });
                // Runner
                ui.vertical(|ui| {
                    let l = ui.label(tr!(lang, "players-runner-identity"));
                    let (r, k) = identity_field(
                        ui,
                        ids[2],
                        &mut form.runner,
                        Side::Runner,
                        &mut state.runner_ac,
                        widths[2],
                    );
                    r.labelled_by(l.id);
                    submit |= k.enter;
                    if k.tab {
                        focus = Some(ids[3]);
                    } else if k.back_tab {
                        focus = Some(ids[1]);
                    }
                });
                // Pronouns
                ui.vertical(|ui| {
                    let l = ui.label(tr!(lang, "players-pronouns"));
                    let hint = tr!(lang, "players-pronouns-hint");
                    let (r, k) =
                        text_field(ui, ids[3], &mut form.pronouns, widths[3], &hint, false);
                    r.labelled_by(l.id);
                    submit |= k.enter;
                });
                ui.vertical(|ui| {
                    ui.label(" ");
                    ui.horizontal(|ui| {
                        if ui.button(tr!(lang, "players-add")).clicked() {
                            submit = true;
                        }
                        crate::app::stream_marks::no_video_checkbox(ui, &mut form.no_video);
                    });
                });
            });
            ui.add_space(2.0);
            ui.label(
                RichText::new(tr!(lang, "players-keys-hint"))
                    .small()
                    .color(muted),
            );
            if let Some(p) = &state.form.problem {
                ui.colored_label(theme::error(ui.visuals().dark_mode), p.text(lang));
            }
            if !cx.event.rounds().is_empty() && cx.event.cut().is_none() {
                ui.colored_label(
                    theme::attention(ui.visuals().dark_mode),
                    tr!(
                        lang,
                        "players-late-registration",
                        n = cx.event.rounds().len()
                    ),
                );
            }
        });
    // A message about what was typed goes as soon as it is changed.
    if typed(&state.form) != before {
        state.form.problem = None;
    }
    if submit {
        focus = Some(match submit_form(cx, state) {
            Some(Side::Corp) => ids[1],
            Some(Side::Runner) => ids[2],
            None => ids[0],
        });
    }
    if let Some(id) = focus {
        ui.memory_mut(|m| m.request_focus(id));
    }
}

/// Sends the registration; returns the identity field that needs attention instead, if any.
fn submit_form(cx: &mut Cx<'_>, state: &mut PlayersState) -> Option<Side> {
    let f = &mut state.form;
    let name = f.name.trim().to_string();
    if name.is_empty() {
        let anything = [&f.corp, &f.runner, &f.pronouns]
            .iter()
            .any(|t| !t.trim().is_empty());
        f.problem = anything.then_some(Problem::NameFirst);
        return None;
    }
    let (corp, runner) = match (
        identity_text(Side::Corp, &f.corp),
        identity_text(Side::Runner, &f.runner),
    ) {
        (Ok(c), Ok(r)) => (c, r),
        (Err(e), _) => {
            f.problem = Some(e);
            return Some(Side::Corp);
        }
        (_, Err(e)) => {
            f.problem = Some(e);
            return Some(Side::Runner);
        }
    };
    f.problem = None;
    let details = PlayerDetails {
        name: name.clone(),
        corp,
        runner,
        pronouns: optional(&f.pronouns),
        reading: optional(&f.reading),
        fixed_table: None,
        no_video: f.no_video,
    };
    let ticket = cx.request(Command::AddPlayer { details, id: None });
    state.pending_add = Some(Pending { name, ticket });
    None
}

/// An identity as entered, completed to the full title when it names one identity (its
/// title, the part before the colon, or text only one title fits). Text no identity fits is
/// kept (the list marks it); text that fits several is refused with a message.
pub(super) fn identity_text(side: Side, text: &str) -> Result<Option<String>, Problem> {
    let t = text.trim();
    if t.is_empty() {
        return Ok(None);
    }
    if let Some(full) = identities::normalise(side, t) {
        return Ok(Some(full.to_string()));
    }
    match identities::suggest(side, t, 2).as_slice() {
        [] => Ok(Some(t.to_string())),
        [only] => Ok(Some(only.title.clone())),
        _ => Err(Problem::AmbiguousIdentity(side, t.to_string())),
    }
}

pub(super) fn optional(text: &str) -> Option<String> {
    let t = text.trim();
    (!t.is_empty()).then(|| t.to_string())
}

/// A single-line field whose Enter is reported rather than ending the edit. With `own_tab`
/// Tab is reported too (the caller moves the focus); otherwise Tab moves focus as usual.
pub(in crate::app::screens) fn text_field(
    ui: &mut egui::Ui,
    id: Id,
    text: &mut String,
    width: f32,
    hint: &str,
    own_tab: bool,
) -> (egui::Response, Keys) {
    let keys = pick_list::take_keys(ui, id, false, false);
    let r = ui.add(
        egui::TextEdit::singleline(text)
            .id(id)
            .hint_text(hint)
            .desired_width(width)
            .event_filter(egui::EventFilter {
                tab: own_tab,
                horizontal_arrows: true,
                vertical_arrows: false,
                escape: false,
            }),
    );
    (r, keys)
}

/// An identity field with a list of suggestions under it while typing. Up/Down highlight,
/// Enter or a click picks (Tab picks the highlighted one and moves on), Escape hides the list.
/// Enter is reported to the caller only when it cannot mean a pick: half-typed text that fits
/// several identities is never taken; Enter then shows the list with the first one highlighted.
pub(in crate::app::screens) fn identity_field(
    ui: &mut egui::Ui,
    id: Id,
    text: &mut String,
    side: Side,
    ac: &mut PickList,
    width: f32,
) -> (egui::Response, Keys) {
    let mut keys = pick_list::take_keys(ui, id, true, ac.open);
    let list_id = id.with("suggestions");
    let hint = match side {
        Side::Corp => tr!(ui.lang(), "players-corp-identity"),
        Side::Runner => tr!(ui.lang(), "players-runner-identity"),
    };
    let r = pick_list::add_field(
        ui,
        list_id,
        ac.open,
        egui::TextEdit::singleline(text)
            .id(id)
            .hint_text(hint)
            .desired_width(width)
            .event_filter(egui::EventFilter {
                tab: true,
                horizontal_arrows: true,
                vertical_arrows: true,
                escape: ac.open,
            }),
    );
    ac.track(text, &mut keys);
    let titles: Vec<&'static str> = if ac.is_dismissed(text) {
        Vec::new()
    } else {
        suggestions(side, text)
    };
    let n = titles.len();
    ac.navigate(&keys, n);
    let mut pick = None;
    if (keys.enter || keys.tab)
        && let Some(i) = ac.selected.filter(|&i| i < n)
    {
        pick = Some(i);
        // Enter picks; it does not also register the player.
        keys.enter = false;
    } else if keys.tab && n == 1 {
        // Tab completes the only match.
        pick = Some(0);
    } else if keys.enter && n > 1 {
        // Text that fits several identities: show them instead of taking the text.
        keys.enter = false;
        ac.selected = Some(0);
    }
    let open = r.has_focus() && n > 0 && pick.is_none();
    let entries: Vec<(String, bool)> = titles.iter().map(|t| (t.to_string(), true)).collect();
    if let Some(i) = pick_list::show_list(&r, list_id, open, 260.0, &entries, ac.selected) {
        pick = Some(i);
    }
    if let Some(t) = pick.and_then(|i| titles.get(i)) {
        *text = (*t).to_string();
        ac.picked(text);
    }
    ac.open = open;
    (r, keys)
}

/// The identities offered for what is typed: none for an empty field or a full title.
fn suggestions(side: Side, text: &str) -> Vec<&'static str> {
    let query = text.trim();
    if query.is_empty() || identities::is_known(side, query) {
        return Vec::new();
    }
    identities::suggest(side, query, SUGGESTIONS)
        .into_iter()
        .map(|i| i.title.as_str())
        .collect()
}
