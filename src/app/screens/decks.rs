//! The Deck lists screen: the event's deck-list settings (collected, format with the card
//! data's date, snapshot, visibility), who is missing a list and which lists have problems, and
//! one player's lists — paste or open a list per side, see the check at once, store it (a
//! leader's correction once the event has started).

use super::Cx;
use crate::app::file_dialogs::{self, DialogResult};
use crate::app::theme;
use crate::engine::cards::CardDb;
use crate::engine::{Command, DeckVisibility, Event, PlayerId, Side};
use crate::io::cards::CardDbRef;
use crate::io::decklist;
use crate::io::decks::{DeckStatus, ListStatus, Submitter, list_status, status, submission};
use egui::{RichText, Ui};
use egui_extras::{Column, TableBuilder};
use std::path::{Path, PathBuf};
use std::sync::Arc;

/// The screen's state (lives while the event is open).
#[derive(Default)]
pub struct DecksState {
    /// The card data in use (loaded on first use from the app's data directory).
    cards: Option<Arc<CardDbRef>>,
    /// The selected player.
    pub player: Option<PlayerId>,
    /// The side being edited.
    pub side: Option<Side>,
    /// The pasted or opened list.
    pub text: String,
    /// A typed path to open a list from.
    pub path: String,
    /// A typed path of card data to load.
    pub cards_path: String,
    /// A typed path for the decks CSV.
    pub csv_path: String,
    /// The leader confirmed the change is a correction (after the start).
    pub correction: bool,
    /// The last message (what happened, or why not).
    pub message: Option<(bool, String)>,
    /// Ask for typed paths instead of file dialogs (tests, no portal).
    pub typed_paths: bool,
}

impl DecksState {
    /// The card data in use: the newer of the built-in data and a file loaded earlier.
    pub fn cards(&mut self, data_dir: &Path) -> Arc<CardDbRef> {
        if let Some(c) = &self.cards {
            return Arc::clone(c);
        }
        let (db, problem) = crate::io::cards::current(Some(data_dir));
        if let Some(e) = problem {
            self.message = Some((false, format!("{e}; using the built-in card data")));
        }
        let db = Arc::new(db);
        self.cards = Some(Arc::clone(&db));
        db
    }
}

fn today(now_ms: i64) -> chrono::NaiveDate {
    chrono::DateTime::from_timestamp_millis(now_ms)
        .map(|t| t.with_timezone(&chrono::Local).date_naive())
        .unwrap_or_default()
}

/// The screen.
pub fn ui(ui: &mut Ui, cx: &mut Cx<'_>, st: &mut DecksState, data_dir: &Path) {
    let today = today(cx.now_ms);
    egui::ScrollArea::vertical()
        .id_salt("decks-screen")
        .show(ui, |ui| {
            ui.heading("Deck lists");
            settings_ui(ui, cx, st, data_dir);
            ui.separator();
            let cards = st.cards(data_dir);
            let db = cards.db();
            let s = status(cx.event, db, today);
            summary_ui(ui, cx, &s);
            ui.add_space(6.0);
            ui.columns(2, |cols| {
                players_ui(&mut cols[0], cx, st, &s);
                // Leave room for the scroll bar on the right.
                let w = cols[1].available_width() - 16.0;
                cols[1].set_max_width(w);
                editor_ui(&mut cols[1], cx, st, &s, db, today);
            });
            if let Some((ok, m)) = &st.message {
                let colour = if *ok {
                    theme::muted(cx.dark)
                } else {
                    theme::error(cx.dark)
                };
                ui.add_space(6.0);
                ui.label(RichText::new(m).color(colour));
            }
        });
}

fn settings_ui(ui: &mut Ui, cx: &mut Cx<'_>, st: &mut DecksState, data_dir: &Path) {
    let mut settings = cx.event.settings().clone();
    let before = settings.clone();
    let d = &mut settings.decks;
    let cards = st.cards(data_dir);
    let db = cards.db();
    egui::Grid::new("deck-settings")
        .num_columns(2)
        .spacing([12.0, 6.0])
        .show(ui, |ui| {
            ui.label("Deck lists");
            ui.checkbox(&mut d.collected, "Collected for this event");
            ui.end_row();

            let format_label = ui.label("Format");
            ui.horizontal(|ui| {
                let current = db
                    .format(d.format_id())
                    .map_or_else(|| d.format_id().to_string(), |f| f.name.clone());
                egui::ComboBox::from_id_salt("deck-format")
                    .selected_text(current)
                    .show_ui(ui, |ui| {
                        for f in db.formats() {
                            let chosen = d.format_id() == f.id;
                            if ui.selectable_label(chosen, &f.name).clicked() && !chosen {
                                d.format = Some(f.id.clone());
                                d.snapshot = None;
                            }
                        }
                    })
                    .response
                    .labelled_by(format_label.id)
                    .on_hover_text("The format the lists are checked against");
                ui.label(
                    RichText::new(format!("card data of {}", db.date()))
                        .color(theme::muted(cx.dark)),
                )
                .on_hover_text(db.source());
            });
            ui.end_row();

            let snapshot_label = ui.label("Snapshot");
            let on = crate::io::decks::event_date(cx.event, today(cx.now_ms));
            let format = db.format(d.format_id()).cloned();
            let format_id = d.format_id().to_string();
            let describe = |id: &str| {
                db.legality(&format_id, Some(id), on)
                    .map_or_else(|_| id.to_string(), |r| format!("{} [{id}]", r.describe()))
            };
            let in_force = format
                .as_ref()
                .and_then(|f| db.snapshot_in_force(f, on))
                .map(|s| s.id.clone());
            let auto = format!(
                "In force on {on}: {}",
                in_force.as_deref().map_or_else(|| "none".into(), &describe)
            );
            let selected = match &d.snapshot {
                None => auto.clone(),
                Some(id) => describe(id),
            };
            egui::ComboBox::from_id_salt("deck-snapshot")
                .selected_text(selected)
                .width(420.0)
                .show_ui(ui, |ui| {
                    if ui.selectable_label(d.snapshot.is_none(), &auto).clicked() {
                        d.snapshot = None;
                    }
                    if let Some(f) = &format {
                        for s in f.snapshots.iter().rev() {
                            let chosen = d.snapshot.as_deref() == Some(s.id.as_str());
                            if ui.selectable_label(chosen, describe(&s.id)).clicked() {
                                d.snapshot = Some(s.id.clone());
                            }
                        }
                    }
                })
                .response
                .labelled_by(snapshot_label.id);
            ui.end_row();

            let visibility_label = ui.label("Visibility");
            egui::ComboBox::from_id_salt("deck-visibility")
                .selected_text(d.visibility.describe())
                .show_ui(ui, |ui| {
                    for v in [
                        DeckVisibility::Private,
                        DeckVisibility::OpenInCut,
                        DeckVisibility::Public,
                    ] {
                        ui.selectable_value(&mut d.visibility, v, v.describe());
                    }
                })
                .response
                .labelled_by(visibility_label.id);
            ui.end_row();

            ui.label("Card data");
            ui.horizontal(|ui| {
                ui.label(RichText::new(cards.describe()).color(theme::muted(cx.dark)));
                let label = ui.label("Load from");
                ui.add(
                    egui::TextEdit::singleline(&mut st.cards_path)
                        .hint_text("newer card data file or NetrunnerDB checkout")
                        .desired_width(240.0),
                )
                .labelled_by(label.id);
                if ui.button("Load card data…").clicked() {
                    load_cards(st, data_dir, crate::app::words::Speaks::lang(ui));
                }
            });
            ui.end_row();
        });
    if settings != before {
        cx.apply(Command::EditSettings { settings });
    }
}

/// The typed path, or one chosen in a file dialog; `None` (with a message) when there is none.
fn chosen_path(
    st: &mut DecksState,
    typed: &str,
    dialog: impl FnOnce() -> DialogResult,
    what: &str,
    button: &str,
) -> Option<PathBuf> {
    if !typed.trim().is_empty() {
        return Some(PathBuf::from(typed.trim()));
    }
    if st.typed_paths {
        st.message = Some((false, format!("type {what} first")));
        return None;
    }
    match dialog() {
        DialogResult::Chosen(p) => Some(p),
        DialogResult::Cancelled => None,
        DialogResult::Unavailable => {
            st.typed_paths = true;
            st.message = Some((
                false,
                format!("no file dialog: type the path and press {button} again"),
            ));
            None
        }
    }
}

fn load_cards(st: &mut DecksState, data_dir: &Path, lang: crate::i18n::Lang) {
    let typed = st.cards_path.clone();
    let Some(path) = chosen_path(
        st,
        &typed,
        || file_dialogs::open_card_data(lang),
        "the card data file's path",
        "Load",
    ) else {
        return;
    };
    match crate::io::cards::install(&path, data_dir) {
        Ok(db) => {
            let date = db.date();
            st.cards = Some(Arc::new(CardDbRef::Loaded(
                Box::new(db),
                crate::io::cards::user_file(data_dir),
            )));
            st.message = Some((
                true,
                format!("loaded card data of {date} from {}", path.display()),
            ));
            st.cards_path.clear();
        }
        Err(e) => st.message = Some((false, format!("card data not loaded: {e}"))),
    }
}

fn summary_ui(ui: &mut Ui, cx: &Cx<'_>, s: &DeckStatus) {
    let muted = theme::muted(cx.dark);
    ui.label(RichText::new(&s.heading).color(muted));
    let missing: usize = s
        .rows
        .iter()
        .map(|r| usize::from(r.corp.is_none()) + usize::from(r.runner.is_none()))
        .sum();
    ui.label(
        RichText::new(format!(
            "{} of {} players have both lists · {missing} missing · {} with problems",
            s.complete,
            s.rows.len(),
            s.with_problems
        ))
        .strong(),
    );
    if cx.event.decks_locked() {
        ui.label(
            RichText::new("Locked: the event has started. A change now is a leader's correction.")
                .color(theme::error(cx.dark)),
        );
    }
}

fn verdict_text(side: Side, c: Option<&ListStatus>, checked: bool) -> (String, bool) {
    match c {
        None => ("missing".into(), false),
        Some(l) if !checked => (format!("{} (not checked)", short(side, &l.identity)), true),
        Some(l) if l.problems.is_empty() => (format!("{} — legal", short(side, &l.identity)), true),
        Some(l) => (
            format!(
                "{} — {} problem{}",
                short(side, &l.identity),
                l.problems.len(),
                if l.problems.len() == 1 { "" } else { "s" }
            ),
            false,
        ),
    }
}

/// A short identity name: a Corp's subtitle ("Engineering the Future"), a Runner's name.
fn short(side: Side, identity: &str) -> String {
    match (side, identity.split_once(':')) {
        (Side::Corp, Some((_, sub))) => sub.trim().to_string(),
        (_, Some((name, _))) => name.to_string(),
        (_, None) => identity.to_string(),
    }
}

fn players_ui(ui: &mut Ui, cx: &Cx<'_>, st: &mut DecksState, s: &DeckStatus) {
    if s.rows.is_empty() {
        ui.label(
            RichText::new("No players yet: register players first.").color(theme::muted(cx.dark)),
        );
        return;
    }
    TableBuilder::new(ui)
        .id_salt("deck-players")
        .striped(true)
        .column(Column::auto().at_least(110.0))
        .column(Column::remainder().at_least(120.0))
        .column(Column::remainder().at_least(120.0))
        .header(22.0, |mut h| {
            for t in ["Player", "Corp", "Runner"] {
                h.col(|ui| {
                    ui.label(RichText::new(t).strong());
                });
            }
        })
        .body(|mut body| {
            for r in &s.rows {
                body.row(36.0, |mut row| {
                    row.col(|ui| {
                        let selected = st.player == Some(r.id);
                        if ui.selectable_label(selected, &r.player).clicked() {
                            st.player = Some(r.id);
                            st.text.clear();
                            st.message = None;
                        }
                    });
                    for side in [Side::Corp, Side::Runner] {
                        row.col(|ui| {
                            let (t, good) = verdict_text(side, r.side(side), s.checked);
                            let colour =
                                if good && r.side(side).is_some_and(|l| l.problems.is_empty()) {
                                    theme::ok(cx.dark)
                                } else if r.side(side).is_none() {
                                    theme::muted(cx.dark)
                                } else {
                                    theme::error(cx.dark)
                                };
                            let resp = ui.add(
                                egui::Button::new(RichText::new(t).color(colour)).frame(false),
                            );
                            if resp.clicked() {
                                st.player = Some(r.id);
                                st.side = Some(side);
                                st.text.clear();
                                st.message = None;
                            }
                        });
                    }
                });
            }
        });
}

fn editor_ui(
    ui: &mut Ui,
    cx: &mut Cx<'_>,
    st: &mut DecksState,
    s: &DeckStatus,
    db: &CardDb,
    today: chrono::NaiveDate,
) {
    let Some(player) = st.player.and_then(|p| cx.event.player(p)) else {
        ui.label(
            RichText::new("Choose a player to paste or open their lists.")
                .color(theme::muted(cx.dark)),
        );
        return;
    };
    let id = player.id;
    let name = player.name.clone();
    let side = *st.side.get_or_insert(Side::Corp);
    ui.label(RichText::new(&name).heading());
    ui.horizontal(|ui| {
        for sd in [Side::Corp, Side::Runner] {
            if ui
                .selectable_label(side == sd, format!("{sd} list"))
                .clicked()
            {
                st.side = Some(sd);
                st.text.clear();
            }
        }
    });
    let rules = crate::io::decks::event_rules(cx.event, db, today).ok();
    // The stored list and its check.
    if let Some(reg) = cx.event.deck(id, side) {
        let l = list_status(&reg.deck, side, reg.corrected, rules.as_ref());
        problems_ui(ui, cx, &l, s.checked);
        egui::CollapsingHeader::new(format!("Registered list: {}", l.identity))
            .id_salt(("deck-registered", id, side))
            .show(ui, |ui| {
                ui.label(RichText::new(decklist::to_text(&reg.deck, db)).monospace());
            });
    } else {
        ui.label(RichText::new(format!("No {side} list yet.")).color(theme::muted(cx.dark)));
    }
    ui.add_space(6.0);
    let label = ui.label(format!(
        "Paste the {side} list (NetrunnerDB, Jinteki.net or plain titles):"
    ));
    egui::ScrollArea::vertical()
        .id_salt("deck-paste")
        .max_height(220.0)
        .show(ui, |ui| {
            ui.add(
                egui::TextEdit::multiline(&mut st.text)
                    .desired_rows(10)
                    .desired_width(f32::INFINITY)
                    .hint_text("3x Hedge Fund (System Gateway)…"),
            )
            .labelled_by(label.id);
        });
    ui.horizontal(|ui| {
        let label = ui.label("File");
        ui.add(
            egui::TextEdit::singleline(&mut st.path)
                .hint_text("or a file's path")
                .desired_width(200.0),
        )
        .labelled_by(label.id);
        if ui.button("Open list…").clicked() {
            open_list(st, crate::app::words::Speaks::lang(ui));
        }
    });
    // The check of the pasted text, at once.
    let read = (!st.text.trim().is_empty()).then(|| decklist::read(&st.text, db));
    // The read's summary first, then the buttons, then the problems (a long list of problems
    // must not push Register out of sight).
    let mut preview = None;
    match &read {
        Some(Ok(r)) => {
            let l = list_status(&r.deck, side, false, rules.as_ref());
            ui.label(
                RichText::new(format!("Read {} cards: {}", r.deck.size(), l.identity)).strong(),
            );
            // A list of the other side: say so once, and offer its tab (the text stays).
            let other = r
                .deck
                .identity
                .as_ref()
                .and_then(|i| db.card(&i.id))
                .filter(|c| c.side != side)
                .map(|c| (c.side, c.title.clone()));
            if let Some((found, identity)) = other {
                ui.horizontal_wrapped(|ui| {
                    ui.label(
                        RichText::new(format!(
                            "{identity} is a {found} identity: this is a {found} list."
                        ))
                        .color(theme::error(cx.dark)),
                    );
                    if ui.button(format!("Switch to the {found} list")).clicked() {
                        st.side = Some(found);
                    }
                });
            } else {
                preview = Some(l);
            }
        }
        Some(Err(e)) => {
            ui.label(
                RichText::new(format!("Cannot read this list: {e}")).color(theme::error(cx.dark)),
            );
        }
        None => {}
    }
    let locked = cx.event.decks_locked();
    if locked {
        ui.checkbox(
            &mut st.correction,
            "This is a leader's correction (the event has started)",
        );
    }
    ui.horizontal(|ui| {
        let can_store = matches!(read, Some(Ok(_))) && (!locked || st.correction);
        if ui
            .add_enabled(
                can_store,
                egui::Button::new(format!("Register {side} list")),
            )
            .clicked()
        {
            let by = if locked {
                Submitter::Leader
            } else {
                Submitter::Organizer
            };
            match submission(cx.event, db, today, id, Some(side), st.text.as_bytes(), by) {
                Err(e) => st.message = Some((false, e.to_string())),
                Ok(sub) => {
                    cx.apply(sub.command);
                    st.message = Some((true, format!("registered {name}'s {side} list")));
                    st.text.clear();
                    st.correction = false;
                }
            }
        }
        let has = cx.event.deck(id, side).is_some();
        if ui
            .add_enabled(
                has && (!locked || st.correction),
                egui::Button::new(format!("Remove {side} list")),
            )
            .clicked()
        {
            cx.apply(Command::SetDeck {
                player: id,
                side,
                deck: None,
                correction: locked,
            });
            st.message = Some((true, format!("removed {name}'s {side} list")));
        }
    });
    if let Some(l) = &preview {
        problems_ui(ui, cx, l, s.checked);
    }
    ui.add_space(8.0);
    ui.horizontal(|ui| {
        let label = ui.label("Decks CSV");
        ui.add(
            egui::TextEdit::singleline(&mut st.csv_path)
                .hint_text("decks.csv")
                .desired_width(160.0),
        )
        .labelled_by(label.id);
        if ui.button("Export decks CSV…").clicked() {
            export_csv(st, cx.event, db, today);
        }
    });
}

fn problems_ui(ui: &mut Ui, cx: &Cx<'_>, l: &ListStatus, checked: bool) {
    let sum = &l.summary;
    let mut facts = format!(
        "{} cards (min {}), {} influence (max {})",
        sum.cards,
        sum.minimum.map_or_else(|| "?".into(), |m| m.to_string()),
        sum.influence,
        sum.influence_limit
            .map_or_else(|| "∞".into(), |m| m.to_string())
    );
    if l.summary.agenda_points > 0 {
        facts.push_str(&format!(", {} agenda points", sum.agenda_points));
    }
    ui.label(RichText::new(facts).color(theme::muted(cx.dark)));
    if !checked {
        ui.label("Not checked: the format has no rules in force on the event's date.");
    } else if l.problems.is_empty() {
        ui.label(RichText::new("Legal").color(theme::ok(cx.dark)).strong());
    } else {
        // Wrapped within the column, ragged right (the column's layout would justify it).
        ui.with_layout(egui::Layout::top_down(egui::Align::Min), |ui| {
            for p in &l.problems {
                ui.add(
                    egui::Label::new(RichText::new(format!("• {p}")).color(theme::error(cx.dark)))
                        .wrap(),
                );
            }
        });
    }
}

fn open_list(st: &mut DecksState, lang: crate::i18n::Lang) {
    let typed = st.path.clone();
    let Some(path) = chosen_path(
        st,
        &typed,
        || file_dialogs::open_deck_list(lang),
        "the list's path",
        "Open",
    ) else {
        return;
    };
    match read_list_file(&path) {
        Ok(t) => {
            st.text = t;
            st.message = None;
        }
        Err(e) => st.message = Some((false, e)),
    }
}

fn read_list_file(path: &Path) -> Result<String, String> {
    let meta =
        std::fs::metadata(path).map_err(|e| format!("cannot read {}: {e}", path.display()))?;
    if meta.len() > decklist::MAX_LIST_BYTES as u64 {
        return Err(format!(
            "{}: {} bytes is too long for a deck list",
            path.display(),
            meta.len()
        ));
    }
    let bytes = std::fs::read(path).map_err(|e| format!("cannot read {}: {e}", path.display()))?;
    let bytes = bytes.strip_prefix(b"\xEF\xBB\xBF").unwrap_or(&bytes);
    String::from_utf8(bytes.to_vec())
        .ok()
        .filter(|t| !t.contains('\0'))
        .ok_or_else(|| format!("{}: this is not a text file", path.display()))
}

fn export_csv(st: &mut DecksState, event: &Event, db: &CardDb, today: chrono::NaiveDate) {
    let typed = st.csv_path.clone();
    let Some(path) = chosen_path(
        st,
        &typed,
        || file_dialogs::save_file("decks.csv", "csv", "Decks CSV"),
        "where to write the CSV",
        "Export",
    ) else {
        return;
    };
    let players: Vec<PlayerId> = event.decks().keys().copied().collect();
    let bytes = crate::io::decks::decks_csv(event, db, today, &players);
    match crate::io::save::write_atomic(&path, &bytes) {
        Ok(()) => st.message = Some((true, format!("wrote {}", path.display()))),
        Err(e) => st.message = Some((false, format!("decks CSV not written: {e}"))),
    }
}
