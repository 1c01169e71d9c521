//! The player list: virtualised, sortable, filterable, with inline editing, drop, rejoin and
//! disqualify.

use super::registration::{identity_field, identity_text, optional, text_field};
use super::*;

/// How the list shows identities, by side and title as stored: the short title and whether the
/// title is in the identity list. Both fold text (case, accents), too slow to redo for every row
/// of every frame (a 1,000-player list took 8 ms a frame instead of 1), so each title is worked
/// out once. They depend only on the title and the built-in identity list, so an entry never goes
/// stale; the maps are emptied when they grow past [`IdentityCells::LIMIT`] titles.
#[derive(Default)]
pub(super) struct IdentityCells {
    corp: std::collections::HashMap<String, IdentityCell>,
    runner: std::collections::HashMap<String, IdentityCell>,
}

/// One identity title as the list shows it.
struct IdentityCell {
    /// The part that tells it apart ([`identities::short_title`]).
    short: String,
    /// Whether the title is an identity of the list ([`identities::normalise`] finds it).
    known: bool,
}

impl IdentityCells {
    /// More titles than any event has (a few hundred identities exist): a bound on the memory.
    const LIMIT: usize = 4096;

    /// How `title` of `side` is shown, worked out on first use (always `Some`).
    fn get(&mut self, side: Side, title: &str) -> Option<&IdentityCell> {
        let map = match side {
            Side::Corp => &mut self.corp,
            Side::Runner => &mut self.runner,
        };
        if !map.contains_key(title) {
            if map.len() >= Self::LIMIT {
                map.clear();
            }
            map.insert(
                title.to_string(),
                IdentityCell {
                    short: identities::short_title(title).to_string(),
                    known: identities::normalise(side, title).is_some(),
                },
            );
        }
        map.get(title)
    }
}

/// A player being edited in the list.
pub(super) struct EditRow {
    pub(super) id: PlayerId,
    name: String,
    corp: String,
    runner: String,
    pronouns: String,
    reading: String,
    table: String,
    no_video: bool,
    problem: Option<Problem>,
    focus: bool,
}

#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub(super) enum SortKey {
    #[default]
    Id,
    Name,
    Corp,
    Runner,
    Status,
}

/// What a click in the list asks for.
enum RowAction {
    Sort(SortKey),
    Edit(PlayerId),
    Drop(PlayerId),
    Rejoin(PlayerId),
    /// Undo a drop during the elimination rounds whose byes were given (the games named).
    UndoDrop(PlayerId, Vec<u32>),
    Disqualify(PlayerId),
    /// Draw a new personal code (issue 17).
    ResetCode(PlayerId),
    Save,
    Cancel,
}

fn status_text(p: &Player, lang: Lang) -> String {
    match p.status {
        PlayerStatus::Dropped => match p.dropped_after {
            Some(0) | None => tr!(lang, "players-status-dropped-before-round-1"),
            Some(n) => tr!(lang, "players-status-dropped-after", round = n),
        },
        other => crate::io::words::player_status(other, lang),
    }
}

fn status_rank(s: PlayerStatus) -> u8 {
    match s {
        PlayerStatus::Active => 0,
        PlayerStatus::Dropped => 1,
        PlayerStatus::Disqualified => 2,
    }
}

/// Indices into `players` that pass the filter, in the chosen order.
fn visible_rows(players: &[Player], filter: &str, sort: SortKey, descending: bool) -> Vec<usize> {
    let f = filter.trim().to_lowercase();
    let id_query = f
        .strip_prefix('#')
        .unwrap_or(&f)
        .parse::<u32>()
        .ok()
        .map(PlayerId);
    let contains = |s: &Option<String>| s.as_deref().is_some_and(|s| s.to_lowercase().contains(&f));
    let mut rows: Vec<usize> = players
        .iter()
        .enumerate()
        .filter(|(_, p)| {
            f.is_empty()
                || Some(p.id) == id_query
                || p.name.to_lowercase().contains(&f)
                || contains(&p.reading)
                || contains(&p.corp)
                || contains(&p.runner)
        })
        .map(|(i, _)| i)
        .collect();
    let text = |s: &Option<String>| s.as_deref().unwrap_or("").to_lowercase();
    match sort {
        // `players` is in id order already.
        SortKey::Id => {}
        SortKey::Name => {
            rows.sort_by_cached_key(|&i| crate::io::names::player_sort_key(&players[i]))
        }
        SortKey::Corp => rows.sort_by_cached_key(|&i| {
            let c = text(&players[i].corp);
            (c.is_empty(), c)
        }),
        SortKey::Runner => rows.sort_by_cached_key(|&i| {
            let c = text(&players[i].runner);
            (c.is_empty(), c)
        }),
        SortKey::Status => {
            rows.sort_by_key(|&i| (status_rank(players[i].status), players[i].dropped_after))
        }
    }
    if descending {
        rows.reverse();
    }
    rows
}

pub(super) fn list_ui(ui: &mut egui::Ui, cx: &mut Cx<'_>, state: &mut PlayersState) {
    let e = cx.event;
    let dark = ui.visuals().dark_mode;
    let lang = ui.lang();
    let muted = theme::muted(dark);
    let players = e.players();
    let rows = visible_rows(players, &state.filter, state.sort, state.descending);

    ui.horizontal(|ui| {
        ui.label(RichText::new(tr!(lang, "players-registered")).strong());
        ui.add_space(16.0);
        let l = ui.label(tr!(lang, "players-filter"));
        ui.add(
            egui::TextEdit::singleline(&mut state.filter)
                .id(field_id("filter"))
                .hint_text(tr!(lang, "players-filter-hint"))
                .desired_width(220.0),
        )
        .labelled_by(l.id);
        if !state.filter.is_empty() && ui.small_button(tr!(lang, "players-filter-clear")).clicked()
        {
            state.filter.clear();
        }
        if !state.filter.trim().is_empty() {
            ui.label(
                RichText::new(tr!(
                    lang,
                    "players-filter-showing",
                    shown = rows.len(),
                    total = players.len()
                ))
                .color(muted),
            );
        }
        ui.add_space(16.0);
        ui.checkbox(&mut state.show_codes, tr!(lang, "players-show-codes"))
            .on_hover_text(tr!(lang, "players-show-codes-hint"));
    });
    // One line, always there (empty or not), for what just happened or what is wrong with an
    // edit: the list below never moves when it changes.
    let note = last_change_note(e, lang).or_else(|| {
        state
            .note
            .as_ref()
            .filter(|n| n.history == e.history().len())
            .map(|n| n.what.text(lang))
    });
    let problem = state.editing.as_ref().and_then(|ed| ed.problem.clone());
    ui.horizontal(|ui| {
        ui.set_min_height(ui.spacing().interact_size.y);
        if let Some(p) = problem {
            ui.colored_label(theme::error(dark), p.text(lang));
        } else if let Some(text) = note {
            ui.label(RichText::new(text).color(muted));
            if ui.small_button(tr!(lang, "players-undo")).clicked() {
                cx.actions.push(Action::Undo);
            }
        }
    });
    ui.add_space(4.0);

    if players.is_empty() {
        ui.label(RichText::new(tr!(lang, "players-none-yet")).color(muted));
        return;
    }

    let mut acts: Vec<RowAction> = Vec::new();
    let sort = state.sort;
    let descending = state.descending;
    let editing = &mut state.editing;
    let (corp_ac, runner_ac) = (&mut state.edit_corp_ac, &mut state.edit_runner_ac);
    let cells = &mut state.identity_cells;
    let header =
        |ui: &mut egui::Ui, label: &str, key: Option<SortKey>, acts: &mut Vec<RowAction>| {
            let Some(k) = key else {
                ui.label(RichText::new(label).strong());
                return;
            };
            let r = ui
                .add(egui::Button::new(RichText::new(label).strong()).frame(false))
                .on_hover_text(sort_hint(k, lang));
            if r.clicked() {
                acts.push(RowAction::Sort(k));
            }
            if sort == k {
                // A painted triangle: the default fonts have no arrow glyphs.
                let (rect, _) =
                    ui.allocate_exact_size(egui::vec2(10.0, 10.0), egui::Sense::hover());
                let c = rect.center();
                let (tip, base) = if descending {
                    (rect.bottom() - 1.0, rect.top() + 2.0)
                } else {
                    (rect.top() + 1.0, rect.bottom() - 2.0)
                };
                let colour = ui.visuals().strong_text_color();
                ui.painter().add(egui::Shape::convex_polygon(
                    vec![
                        egui::pos2(c.x, tip),
                        egui::pos2(rect.left(), base),
                        egui::pos2(rect.right(), base),
                    ],
                    colour,
                    egui::Stroke::NONE,
                ));
                let name = if descending {
                    tr!(lang, "players-sorted-descending", column = label)
                } else {
                    tr!(lang, "players-sorted-ascending", column = label)
                };
                let _ = r.accessible_name(name);
            }
        };

    let available = ui.available_height();
    let shown = Shown {
        codes: state.show_codes,
        // An empty column is room the names need at 1024 pixels; the edit row has the field.
        pronouns: editing.is_some() || players.iter().any(|p| p.pronouns.is_some()),
        reading: super::asks_reading(lang, e),
        dark,
    };
    let show_codes = shown.codes;
    let widths = column_widths(ui, lang, players, shown, state.sort);
    TableBuilder::new(ui)
        .id_salt(("players", "list"))
        .striped(true)
        .cell_layout(Layout::left_to_right(Align::Center))
        .auto_shrink([false, false])
        .max_scroll_height(available)
        .min_scrolled_height(0.0)
        .column(Column::exact(widths.id))
        .column(Column::exact(widths.text[0]).clip(true))
        .columns(
            Column::exact(widths.text[1]).clip(true),
            usize::from(shown.pronouns),
        )
        .column(Column::exact(widths.text[2]).clip(true))
        .column(Column::exact(widths.text[3]).clip(true))
        .column(Column::exact(widths.table))
        .column(Column::exact(widths.text[4]).clip(true))
        .columns(Column::exact(widths.code), usize::from(show_codes))
        .column(Column::exact(widths.actions))
        .header(28.0, |mut h| {
            h.col(|ui| header(ui, "#", Some(SortKey::Id), &mut acts));
            h.col(|ui| {
                header(
                    ui,
                    &tr!(lang, "players-col-name"),
                    Some(SortKey::Name),
                    &mut acts,
                )
            });
            if shown.pronouns {
                h.col(|ui| header(ui, &tr!(lang, "players-col-pronouns"), None, &mut acts));
            }
            h.col(|ui| {
                header(
                    ui,
                    &tr!(lang, "players-col-corp"),
                    Some(SortKey::Corp),
                    &mut acts,
                )
            });
            h.col(|ui| {
                header(
                    ui,
                    &tr!(lang, "players-col-runner"),
                    Some(SortKey::Runner),
                    &mut acts,
                );
            });
            h.col(|ui| {
                ui.label(RichText::new(tr!(lang, "players-col-table")).strong())
                    .on_hover_text(tr!(lang, "players-col-table-hint"));
            });
            h.col(|ui| {
                header(
                    ui,
                    &tr!(lang, "players-col-status"),
                    Some(SortKey::Status),
                    &mut acts,
                );
            });
            if show_codes {
                h.col(|ui| {
                    ui.label(RichText::new(tr!(lang, "players-col-code")).strong())
                        .on_hover_text(tr!(lang, "players-col-code-hint"));
                });
            }
            h.col(|ui| header(ui, &tr!(lang, "players-col-actions"), None, &mut acts));
        })
        .body(|body| {
            body.rows(ROW_HEIGHT, rows.len(), |mut row| {
                let Some(p) = rows.get(row.index()).and_then(|&i| players.get(i)) else {
                    return;
                };
                match editing.as_mut().filter(|ed| ed.id == p.id) {
                    Some(ed) => edit_row(&mut row, p, ed, corp_ac, runner_ac, shown, &mut acts),
                    None => {
                        let code = show_codes.then(|| e.player_code(p.id));
                        let slot = rejoin_slot(e, p);
                        view_row(&mut row, p, slot, code, shown, cells, &mut acts)
                    }
                }
            });
        });

    for a in acts {
        match a {
            RowAction::Sort(k) => {
                if state.sort == k {
                    state.descending = !state.descending;
                } else {
                    state.sort = k;
                    state.descending = false;
                }
            }
            RowAction::Edit(id) => {
                if let Some(p) = e.player(id) {
                    state.editing = Some(EditRow {
                        id,
                        name: p.name.clone(),
                        corp: p.corp.clone().unwrap_or_default(),
                        runner: p.runner.clone().unwrap_or_default(),
                        pronouns: p.pronouns.clone().unwrap_or_default(),
                        reading: p.reading.clone().unwrap_or_default(),
                        table: p.fixed_table.map(|t| t.to_string()).unwrap_or_default(),
                        no_video: p.no_video,
                        problem: None,
                        focus: true,
                    });
                    state.edit_corp_ac = PickList::default();
                    state.edit_runner_ac = PickList::default();
                }
            }
            RowAction::Drop(id) => {
                let name = e.name_of(id);
                cx.actions.push(Action::Confirm {
                    question: tr!(
                        lang,
                        "players-confirm-drop",
                        name = name,
                        id = id.to_string(),
                        rounds = e.rounds().len()
                    ),
                    yes: tr!(lang, "players-confirm-drop-yes"),
                    then: Box::new(Action::Apply(Command::DropPlayer { player: id })),
                });
            }
            RowAction::Rejoin(id) => cx.apply(Command::RejoinPlayer { player: id }),
            RowAction::UndoDrop(id, byes) => {
                let name = e.name_of(id);
                let games: Vec<String> = byes
                    .iter()
                    .map(|&g| tr!(lang, "players-bye-game", n = g))
                    .collect();
                cx.actions.push(Action::Confirm {
                    question: tr!(
                        lang,
                        "players-confirm-undo-drop",
                        name = name,
                        games = games.join(&tr!(lang, "players-list-separator"))
                    ),
                    yes: tr!(lang, "players-confirm-undo-drop-yes"),
                    then: Box::new(Action::Apply(Command::UndoEliminationDrop { player: id })),
                });
            }
            RowAction::Disqualify(id) => {
                let name = e.name_of(id);
                cx.actions.push(Action::Confirm {
                    question: tr!(
                        lang,
                        "players-confirm-disqualify",
                        name = name,
                        id = id.to_string()
                    ),
                    yes: tr!(lang, "players-confirm-disqualify-yes"),
                    then: Box::new(Action::Apply(Command::DisqualifyPlayer { player: id })),
                });
            }
            RowAction::ResetCode(id) => cx.apply(Command::ResetPlayerCode { player: id }),
            RowAction::Save => save_edit(cx, state),
            RowAction::Cancel => state.editing = None,
        }
    }
}

/// What the Rejoin place of a dropped player's row offers.
enum RejoinSlot {
    /// Rejoining is allowed.
    Rejoin,
    /// They dropped in the Swiss stage and the cut has been made: no rejoining.
    Closed,
    /// They dropped during the elimination rounds and these games became byes: their place is
    /// gone, but a mistaken drop can be undone.
    UndoDrop(Vec<u32>),
}

/// Players rejoin only in the stage they left (regulations; issue 12): after the cut only a
/// player who dropped from the bracket, while no game of theirs has become a bye.
fn rejoin_slot(e: &Event, p: &Player) -> RejoinSlot {
    if p.status != PlayerStatus::Dropped {
        return RejoinSlot::Closed;
    }
    let Some(b) = e.cut() else {
        return RejoinSlot::Rejoin;
    };
    if !b.dropped().contains(&p.id) {
        return RejoinSlot::Closed;
    }
    let byes = b.byes_against(p.id);
    if byes.is_empty() {
        RejoinSlot::Rejoin
    } else {
        RejoinSlot::UndoDrop(byes)
    }
}

use crate::app::screens::text_width;

/// Which optional columns the list shows.
#[derive(Clone, Copy)]
struct Shown {
    /// The personal codes, while *Show codes* is ticked.
    codes: bool,
    /// Pronouns, when a player has some or a row is being edited.
    pronouns: bool,
    /// The edit row asks for the name's reading (ふりがな) beside the name.
    reading: bool,
    /// The dark theme's colours.
    dark: bool,
}

/// The list's column widths: the number, table, code and action columns as their contents
/// need, and the text columns (name, pronouns, Corp, Runner, status) sharing the rest.
struct Widths {
    id: f32,
    table: f32,
    code: f32,
    actions: f32,
    text: [f32; 5],
}

/// Every column fits the window, the actions included (a 1024-pixel screen shows Drop and
/// Disqualify beside the names). The text columns share what the others leave: first each gets
/// its heading (the app's words are never cut; the status column also its longest single word,
/// which it shows when the whole status does not fit), then the name column takes what the
/// longest name needs (at most 45 % of the text room: names tell players apart, issue 33),
/// then the others share the rest in their usual proportions. Identities may then be cut; on
/// hover they show whole.
fn column_widths(
    ui: &egui::Ui,
    lang: Lang,
    players: &[Player],
    shown: Shown,
    sort: SortKey,
) -> Widths {
    let gap = ui.spacing().item_spacing.x;
    let (actions, code) = fixed_column_widths(ui, lang, gap);
    let code = if shown.codes { code } else { 0.0 };
    let (id, table) = (40.0, 52.0);
    let columns = 7.0 + f32::from(u8::from(shown.codes)) + f32::from(u8::from(shown.pronouns));
    let flex = (ui.available_width() - id - table - actions - code - columns * gap).max(320.0);
    let heading = |key: &str, column: Option<SortKey>| {
        let w = text_width(ui, lang.text(key), egui::TextStyle::Body);
        // Strong text is a little wider; the column the list is sorted by adds its triangle.
        w * 1.08 + if column == Some(sort) { 16.0 } else { 6.0 }
    };
    let word = |key: &str| text_width(ui, lang.text(key), egui::TextStyle::Body) + 6.0;
    // The words of the statuses the list holds (most events never disqualify anyone).
    let status_min = players
        .iter()
        .map(|p| match p.status {
            PlayerStatus::Active => "players-status-active",
            PlayerStatus::Dropped => "players-status-dropped",
            PlayerStatus::Disqualified => "players-status-disqualified",
        })
        .collect::<std::collections::BTreeSet<_>>()
        .into_iter()
        .map(word)
        .fold(
            heading("players-col-status", Some(SortKey::Status)),
            f32::max,
        );
    let mins: [f32; 5] = [
        heading("players-col-name", Some(SortKey::Name)),
        heading("players-col-pronouns", None),
        heading("players-col-corp", Some(SortKey::Corp)),
        heading("players-col-runner", Some(SortKey::Runner)),
        status_min,
    ];
    let mut shares = [0.22, 0.11, 0.23, 0.23, 0.21];
    let mut mins = mins;
    if !shown.pronouns {
        (shares[1], mins[1]) = (0.0, 0.0);
    }
    // Measured every frame: only the names within a few characters of the longest can be the
    // widest (a 1,000-player list lays out a handful, not every name).
    let most = players
        .iter()
        .map(|p| p.name.chars().count())
        .max()
        .unwrap_or(0);
    let longest_name = players
        .iter()
        .filter(|p| p.name.chars().count() + 6 >= most)
        .map(|p| text_width(ui, p.name.clone(), egui::TextStyle::Body))
        .fold(0.0, f32::max)
        + 8.0;
    let others_min: f32 = mins[1..].iter().sum();
    let name = longest_name
        .max(shares[0] * flex)
        .min(0.45 * flex)
        .min(flex - others_min)
        .max(mins[0]);
    let mut text = [name, 0.0, 0.0, 0.0, 0.0];
    // The rest in proportion to the shares, each at least its minimum: columns whose share is
    // below their minimum take the minimum and leave the others the rest.
    let mut rest = (flex - name).max(others_min);
    let mut open: Vec<usize> = (1..5).filter(|&i| shares[i] > 0.0).collect();
    loop {
        let share_sum: f32 = open.iter().map(|&i| shares[i]).sum();
        let pinned: Vec<usize> = open
            .iter()
            .copied()
            .filter(|&i| rest * shares[i] / share_sum < mins[i])
            .collect();
        if pinned.is_empty() {
            for &i in &open {
                text[i] = rest * shares[i] / share_sum;
            }
            break;
        }
        for i in pinned {
            text[i] = mins[i];
            rest -= mins[i];
            open.retain(|&j| j != i);
        }
        if open.is_empty() {
            break;
        }
    }
    Widths {
        id,
        table,
        code,
        actions,
        text,
    }
}

/// The widths of the actions column (Edit, Drop or Rejoin or Undo drop…, Disqualify…) and
/// the code column (the code and New): what their words in `lang` need (the code column at
/// least 104 pixels).
fn fixed_column_widths(ui: &egui::Ui, lang: Lang, gap: f32) -> (f32, f32) {
    let button = |id: &str| text_width(ui, lang.text(id), egui::TextStyle::Button) + 16.0;
    let middle = ["players-drop", "players-undo-drop", "players-rejoin"]
        .map(button)
        .into_iter()
        .fold(64.0, f32::max);
    let actions = button("players-edit") + middle + button("players-disqualify") + 2.0 * gap;
    let code = "8".repeat(crate::engine::event::reporting::CODE_LEN);
    let code = text_width(ui, code, egui::TextStyle::Monospace)
        + text_width(ui, lang.text("players-code-new"), egui::TextStyle::Button)
        + 8.0
        + gap;
    (actions, code.max(104.0))
}

/// How the list's header tells what a click on a column does.
fn sort_hint(k: SortKey, lang: Lang) -> String {
    match k {
        SortKey::Id => tr!(lang, "players-sort-by-id"),
        SortKey::Name => tr!(lang, "players-sort-by-name"),
        SortKey::Corp => tr!(lang, "players-sort-by-corp"),
        SortKey::Runner => tr!(lang, "players-sort-by-runner"),
        SortKey::Status => tr!(lang, "players-sort-by-status"),
    }
}

/// What the last change did, when it was a drop or a rejoin (shown with Undo above the list).
fn last_change_note(e: &Event, lang: Lang) -> Option<String> {
    match e.history().last().map(|h| &h.command)? {
        Command::DropPlayer { player } => {
            Some(tr!(lang, "players-note-dropped", name = e.name_of(*player)))
        }
        Command::RejoinPlayer { player } if e.cut().is_some() => Some(tr!(
            lang,
            "players-note-back-in-elimination",
            name = e.name_of(*player)
        )),
        Command::RejoinPlayer { player } if e.rounds().is_empty() => Some(tr!(
            lang,
            "players-note-rejoined",
            name = e.name_of(*player)
        )),
        Command::RejoinPlayer { player } => Some(tr!(
            lang,
            "players-note-rejoined-after-rounds",
            name = e.name_of(*player)
        )),
        _ => None,
    }
}

fn view_row(
    row: &mut egui_extras::TableRow<'_, '_>,
    p: &Player,
    rejoin: RejoinSlot,
    // `None`: the code column is not shown; `Some(None)`: the player has no code.
    code: Option<Option<&str>>,
    shown: Shown,
    cells: &mut IdentityCells,
    acts: &mut Vec<RowAction>,
) {
    let dark = shown.dark;
    let muted = theme::muted(dark);
    row.col(|ui| {
        ui.with_layout(Layout::right_to_left(Align::Center), |ui| {
            ui.label(RichText::new(p.id.0.to_string()).color(muted));
        });
    });
    row.col(|ui| {
        let mut name = RichText::new(&p.name);
        if p.status == PlayerStatus::Disqualified {
            name = name.strikethrough().color(muted);
        } else if p.status == PlayerStatus::Dropped {
            name = name.color(muted);
        }
        let r = if p.no_video {
            ui.horizontal(|ui| {
                crate::app::stream_marks::no_video_mark(ui, &p.name);
                ui.add(egui::Label::new(name).truncate())
            })
            .inner
        } else {
            ui.add(egui::Label::new(name).truncate())
        };
        if let Some(reading) = &p.reading {
            r.on_hover_text(reading);
        }
    });
    if shown.pronouns {
        row.col(|ui| optional_cell(ui, p.pronouns.as_deref(), muted));
    }
    let attention = theme::attention(dark);
    for (side, title) in [(Side::Corp, &p.corp), (Side::Runner, &p.runner)] {
        let cell = title.as_deref().map(|t| (t, cells.get(side, t)));
        row.col(|ui| identity_cell(ui, cell, muted, attention));
    }
    row.col(|ui| {
        ui.with_layout(Layout::right_to_left(Align::Center), |ui| {
            ui.add_space(8.0);
            match p.fixed_table {
                Some(t) => ui.label(t.to_string()),
                None => ui.label(RichText::new("—").color(muted)),
            };
        });
    });
    row.col(|ui| {
        let lang = ui.lang();
        let colour = match p.status {
            PlayerStatus::Active => ui.visuals().text_color(),
            PlayerStatus::Dropped => theme::attention(dark),
            PlayerStatus::Disqualified => theme::error(dark),
        };
        // The whole status when the column has room for it; otherwise its first word
        // ("dropped"), the round on hover: the app's words are never cut.
        let full = status_text(p, lang);
        if text_width(ui, full.clone(), egui::TextStyle::Body) <= ui.available_width() {
            ui.label(RichText::new(full).color(colour));
        } else {
            let word = crate::io::words::player_status(p.status, lang);
            ui.label(RichText::new(word).color(colour))
                .on_hover_text(full);
        }
    });
    if let Some(code) = code {
        row.col(|ui| {
            let lang = ui.lang();
            ui.spacing_mut().button_padding = egui::vec2(4.0, 1.0);
            ui.label(RichText::new(code.unwrap_or("—")).monospace());
            if ui
                .small_button(tr!(lang, "players-code-new"))
                .accessible_name(tr!(lang, "players-code-new-for", name = p.name.as_str()))
                .on_hover_text(tr!(lang, "players-code-new-hint"))
                .clicked()
            {
                acts.push(RowAction::ResetCode(p.id));
            }
        });
    }
    row.col(|ui| {
        let lang = ui.lang();
        ui.spacing_mut().button_padding = egui::vec2(8.0, 2.0);
        if ui
            .button(tr!(lang, "players-edit"))
            .accessible_name(tr!(lang, "players-edit-player", name = p.name.as_str()))
            .on_hover_text(tr!(lang, "players-edit-hint"))
            .clicked()
        {
            acts.push(RowAction::Edit(p.id));
        }
        match p.status {
            PlayerStatus::Active => {
                if ui
                    .add(
                        egui::Button::new(tr!(lang, "players-drop"))
                            .min_size(egui::vec2(64.0, 0.0)),
                    )
                    .accessible_name(tr!(lang, "players-drop-player", name = p.name.as_str()))
                    .on_hover_text(tr!(lang, "players-drop-hint"))
                    .clicked()
                {
                    acts.push(RowAction::Drop(p.id));
                }
            }
            PlayerStatus::Dropped => {
                if let RejoinSlot::UndoDrop(byes) = rejoin {
                    if ui
                        .add(
                            egui::Button::new(tr!(lang, "players-undo-drop"))
                                .min_size(egui::vec2(64.0, 0.0)),
                        )
                        .accessible_name(tr!(
                            lang,
                            "players-undo-drop-player",
                            name = p.name.as_str()
                        ))
                        .on_hover_text(tr!(lang, "players-undo-drop-hint"))
                        .clicked()
                    {
                        acts.push(RowAction::UndoDrop(p.id, byes));
                    }
                } else if ui
                    .add_enabled(
                        matches!(rejoin, RejoinSlot::Rejoin),
                        egui::Button::new(tr!(lang, "players-rejoin"))
                            .min_size(egui::vec2(64.0, 0.0)),
                    )
                    .accessible_name(tr!(lang, "players-rejoin-player", name = p.name.as_str()))
                    .on_hover_text(tr!(lang, "players-rejoin-hint"))
                    .on_disabled_hover_text(tr!(lang, "players-rejoin-closed-hint"))
                    .clicked()
                {
                    acts.push(RowAction::Rejoin(p.id));
                }
            }
            PlayerStatus::Disqualified => {}
        }
        if p.status != PlayerStatus::Disqualified
            && ui
                .button(tr!(lang, "players-disqualify"))
                .accessible_name(tr!(
                    lang,
                    "players-disqualify-player",
                    name = p.name.as_str()
                ))
                .on_hover_text(tr!(lang, "players-disqualify-hint"))
                .clicked()
        {
            acts.push(RowAction::Disqualify(p.id));
        }
    });
}

/// An identity in the list, by the part that tells it apart; one not in the identity list is
/// marked (it will not link on AlwaysBeRunning).
fn identity_cell(
    ui: &mut egui::Ui,
    cell: Option<(&str, Option<&IdentityCell>)>,
    muted: egui::Color32,
    attention: egui::Color32,
) {
    let lang = ui.lang();
    match cell {
        Some((t, Some(c))) if c.known => {
            ui.add(egui::Label::new(c.short.as_str()).truncate())
                .on_hover_text(t);
        }
        Some((t, _)) => {
            ui.label(
                RichText::new(tr!(lang, "players-identity-unknown"))
                    .small()
                    .strong()
                    .color(attention),
            )
            .on_hover_text(tr!(lang, "players-identity-unknown-hint", title = t));
            ui.add(egui::Label::new(RichText::new(t).color(attention)).truncate())
                .on_hover_text(t);
        }
        None => {
            ui.label(RichText::new("—").color(muted));
        }
    }
}

fn optional_cell(ui: &mut egui::Ui, text: Option<&str>, muted: egui::Color32) {
    match text {
        Some(t) => {
            ui.add(egui::Label::new(t).truncate());
        }
        None => {
            ui.label(RichText::new("—").color(muted));
        }
    }
}

fn edit_row(
    row: &mut egui_extras::TableRow<'_, '_>,
    p: &Player,
    ed: &mut EditRow,
    corp_ac: &mut PickList,
    runner_ac: &mut PickList,
    shown: Shown,
    acts: &mut Vec<RowAction>,
) {
    let dark = shown.dark;
    let muted = theme::muted(dark);
    let mut save = false;
    row.col(|ui| {
        ui.with_layout(Layout::right_to_left(Align::Center), |ui| {
            ui.label(RichText::new(p.id.0.to_string()).color(muted));
        });
    });
    row.col(|ui| {
        let lang = ui.lang();
        let id = field_id("edit-name");
        let hint = tr!(lang, "players-name-hint");
        // The reading beside the name, in the same cell (the row keeps its height).
        let w = ui.available_width() * if shown.reading { 0.55 } else { 1.0 };
        let (r, k) = text_field(ui, id, &mut ed.name, w, &hint, false);
        r.accessible_name(tr!(lang, "players-edit-name"));
        if ed.focus {
            ed.focus = false;
            ui.memory_mut(|m| m.request_focus(id));
        }
        save |= k.enter;
        if shown.reading {
            let hint = tr!(lang, "players-reading");
            let w = ui.available_width();
            let (r, k) = text_field(
                ui,
                field_id("edit-reading"),
                &mut ed.reading,
                w,
                &hint,
                false,
            );
            r.accessible_name(tr!(lang, "players-edit-reading"));
            save |= k.enter;
        }
    });
    if shown.pronouns {
        row.col(|ui| {
            let lang = ui.lang();
            let w = ui.available_width();
            let (r, k) = text_field(
                ui,
                field_id("edit-pronouns"),
                &mut ed.pronouns,
                w,
                "",
                false,
            );
            r.accessible_name(tr!(lang, "players-edit-pronouns"));
            save |= k.enter;
        });
    }
    row.col(|ui| {
        let lang = ui.lang();
        let w = ui.available_width();
        let (r, k) = identity_field(
            ui,
            field_id("edit-corp"),
            &mut ed.corp,
            Side::Corp,
            corp_ac,
            w,
        );
        r.accessible_name(tr!(lang, "players-edit-corp"));
        save |= k.enter;
        if k.tab {
            ui.memory_mut(|m| m.request_focus(field_id("edit-runner")));
        } else if k.back_tab {
            ui.memory_mut(|m| m.request_focus(field_id("edit-pronouns")));
        }
    });
    row.col(|ui| {
        let lang = ui.lang();
        let w = ui.available_width();
        let (r, k) = identity_field(
            ui,
            field_id("edit-runner"),
            &mut ed.runner,
            Side::Runner,
            runner_ac,
            w,
        );
        r.accessible_name(tr!(lang, "players-edit-runner"));
        save |= k.enter;
        if k.tab {
            ui.memory_mut(|m| m.request_focus(field_id("edit-table")));
        } else if k.back_tab {
            ui.memory_mut(|m| m.request_focus(field_id("edit-corp")));
        }
    });
    row.col(|ui| {
        let lang = ui.lang();
        let w = ui.available_width() - 8.0;
        let hint = tr!(lang, "players-edit-table-hint");
        let (r, k) = text_field(ui, field_id("edit-table"), &mut ed.table, w, &hint, false);
        r.accessible_name(tr!(lang, "players-edit-table"))
            .on_hover_text(tr!(lang, "players-edit-table-tip"));
        save |= k.enter;
    });
    row.col(|ui| {
        let lang = ui.lang();
        crate::app::stream_marks::no_video_checkbox(ui, &mut ed.no_video)
            .accessible_name(tr!(lang, "players-edit-no-video"));
    });
    if shown.codes {
        row.col(|_| {});
    }
    row.col(|ui| {
        let lang = ui.lang();
        ui.spacing_mut().button_padding = egui::vec2(8.0, 2.0);
        if ui.button(tr!(lang, "players-edit-save")).clicked() {
            save = true;
        }
        let escape = ui.input(|i| i.key_pressed(Key::Escape));
        if ui.button(tr!(lang, "players-edit-cancel")).clicked()
            || (escape && !corp_ac.open && !runner_ac.open)
        {
            acts.push(RowAction::Cancel);
        }
    });
    if save {
        acts.push(RowAction::Save);
    }
}

fn save_edit(cx: &mut Cx<'_>, state: &mut PlayersState) {
    let Some(ed) = state.editing.as_mut() else {
        return;
    };
    let t = ed.table.trim().trim_start_matches('#');
    let fixed_table = if t.is_empty() {
        None
    } else {
        match t.parse::<u32>() {
            Ok(n) if n >= 1 => Some(n),
            _ => {
                ed.problem = Some(Problem::BadTable(ed.table.trim().to_string()));
                return;
            }
        }
    };
    let name = ed.name.trim();
    if name.is_empty() {
        ed.problem = Some(Problem::NoName);
        return;
    }
    let (corp, runner) = match (
        identity_text(Side::Corp, &ed.corp),
        identity_text(Side::Runner, &ed.runner),
    ) {
        (Ok(c), Ok(r)) => (c, r),
        (Err(e), _) | (_, Err(e)) => {
            ed.problem = Some(e);
            return;
        }
    };
    ed.problem = None;
    let details = PlayerDetails {
        name: name.to_string(),
        corp,
        runner,
        pronouns: optional(&ed.pronouns),
        reading: optional(&ed.reading),
        fixed_table,
        no_video: ed.no_video,
    };
    let ticket = cx.request(Command::EditPlayer {
        player: ed.id,
        details,
    });
    state.pending_edit = Some(ticket);
}
