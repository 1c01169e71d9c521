//! The Deck lists screen: the event's deck-list settings (collected, format with the card
//! data's date, snapshot, visibility), who is missing a list and which lists have problems, and
//! one player's lists — paste or open a list per side, see the check at once, store it (a
//! leader's correction once the event has started).

use super::Cx;
use crate::app::file_dialogs::{self, DialogResult};
use crate::app::theme;
use crate::app::words::Speaks as _;
use crate::engine::cards::CardDb;
use crate::engine::{Command, DeckVisibility, Event, PlayerId, Side};
use crate::i18n::Lang;
use crate::io::cards::CardDbRef;
use crate::io::cards::download::Progress;
use crate::io::decklist;
use crate::io::decks::{DeckStatus, ListStatus, Submitter, list_status, status, submission};
use crate::io::explain::Explain as _;
use crate::tr;
use egui::{RichText, Ui};
use egui_extras::{Column, TableBuilder};
use std::path::{Path, PathBuf};
use std::sync::Arc;
use std::sync::atomic::{AtomicBool, Ordering};

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
    /// Why the list's *File* could not be read: shown under that field, where the organizer
    /// looks (issue 33: at the foot of the screen it was out of sight).
    pub file_problem: Option<String>,
    /// Ask for typed paths instead of file dialogs (tests, no portal).
    pub typed_paths: bool,
    /// The "Update card data" panel is open.
    pub update_open: bool,
    /// The address card data is downloaded from (tests, a mirror); default
    /// [`crate::io::cards::download::Options::from_env`].
    pub cards_url: Option<String>,
    /// The longest wait for the next bytes of a download (tests); default 30 s.
    pub download_timeout: Option<std::time::Duration>,
    /// The download running, if any.
    download: Option<Download>,
}

/// A card data download running off the GUI thread.
struct Download {
    progress: Arc<std::sync::Mutex<Progress>>,
    cancel: Arc<AtomicBool>,
    done: std::sync::mpsc::Receiver<Result<CardDb, crate::io::cards::CardFileError>>,
}

impl DecksState {
    /// Whether a card data download is running.
    pub fn downloading(&self) -> bool {
        self.download.is_some()
    }
}

impl DecksState {
    /// The card data in use: the newer of the built-in data and a file loaded earlier (a
    /// problem with that file is said in `lang`).
    pub fn cards(&mut self, data_dir: &Path, lang: Lang) -> Arc<CardDbRef> {
        if let Some(c) = &self.cards {
            return Arc::clone(c);
        }
        let (db, problem) = crate::io::cards::current(Some(data_dir));
        if let Some(e) = problem {
            self.message = Some((
                false,
                tr!(lang, "decks-card-data-problem", problem = e.explain(lang)),
            ));
        }
        let db = Arc::new(db);
        self.cards = Some(Arc::clone(&db));
        db
    }
}

/// A date for a message: `iso` as it is (`2025-09-17`, the English screens' way) and `date`
/// written the language's way; each language's message picks one.
fn dated(lang: Lang, d: chrono::NaiveDate) -> (String, String) {
    let iso = d.to_string();
    let date = lang.date(&iso);
    (iso, date)
}

/// The card data in use, in `lang` ("built-in card data of 2025-09-17").
fn card_data_text(lang: Lang, cards: &CardDbRef) -> String {
    let (iso, date) = dated(lang, cards.db().date());
    match cards {
        CardDbRef::Embedded => tr!(lang, "decks-card-data-built-in", iso = iso, date = date),
        CardDbRef::Loaded(_, p) => tr!(
            lang,
            "decks-card-data-loaded",
            iso = iso,
            date = date,
            path = p.display().to_string()
        ),
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
    let lang = ui.lang();
    egui::ScrollArea::vertical()
        .id_salt("decks_screen")
        .show(ui, |ui| {
            ui.heading(tr!(lang, "decks-heading"));
            settings_ui(ui, cx, st, data_dir);
            ui.separator();
            let cards = st.cards(data_dir, lang);
            let db = cards.db();
            let s = status(cx.event, db, today);
            summary_ui(ui, cx, &s, db, today);
            ui.add_space(6.0);
            ui.columns(2, |cols| {
                players_ui(&mut cols[0], st, &s);
                // Leave room for the scroll bar on the right.
                let w = cols[1].available_width() - 16.0;
                cols[1].set_max_width(w);
                editor_ui(&mut cols[1], cx, st, &s, db, today);
            });
            if let Some((ok, m)) = &st.message {
                let colour = if *ok {
                    theme::muted(ui.visuals().dark_mode)
                } else {
                    theme::error(ui.visuals().dark_mode)
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
    let lang = ui.lang();
    let cards = st.cards(data_dir, lang);
    let db = cards.db();
    egui::Grid::new("deck-settings")
        .num_columns(2)
        .spacing([12.0, 6.0])
        .show(ui, |ui| {
            ui.label(tr!(lang, "decks-heading"));
            ui.checkbox(&mut d.collected, tr!(lang, "decks-collected"));
            ui.end_row();

            let format_label = ui.label(tr!(lang, "decks-format"));
            // A NAPD event without a chosen format is checked against Eternal (io::decks).
            let shown_id = match (d.format.as_deref(), cx.event.settings().format) {
                (None, crate::engine::Format::Napd) => crate::io::decks::NAPD_DECK_FORMAT,
                _ => d.format_id(),
            }
            .to_string();
            ui.horizontal(|ui| {
                let current = db
                    .format(&shown_id)
                    .map_or_else(|| shown_id.clone(), |f| f.name.clone());
                egui::ComboBox::from_id_salt("deck-format")
                    .selected_text(current)
                    .show_ui(ui, |ui| {
                        for f in db.formats() {
                            let chosen = shown_id == f.id;
                            if ui.selectable_label(chosen, &f.name).clicked() && !chosen {
                                d.format = Some(f.id.clone());
                                d.snapshot = None;
                            }
                        }
                    })
                    .response
                    .labelled_by(format_label.id)
                    .on_hover_text(tr!(lang, "decks-format-hover"));
                let (iso, date) = dated(lang, db.date());
                ui.label(
                    RichText::new(tr!(lang, "decks-card-data-of", iso = iso, date = date))
                        .color(theme::muted(ui.visuals().dark_mode)),
                )
                .on_hover_text(db.source());
            });
            ui.end_row();

            let snapshot_label = ui.label(tr!(lang, "decks-snapshot"));
            let on = crate::io::decks::event_date(cx.event, today(cx.now_ms));
            let format = db.format(&shown_id).cloned();
            let format_id = shown_id.clone();
            let describe = |id: &str| {
                db.legality(&format_id, Some(id), on).map_or_else(
                    |_| id.to_string(),
                    |r| format!("{} [{id}]", crate::io::explain::files::rules(&r, lang)),
                )
            };
            let in_force = format
                .as_ref()
                .and_then(|f| db.snapshot_in_force(f, on))
                .map(|s| s.id.clone());
            let (iso, date) = dated(lang, on);
            let auto = tr!(
                lang,
                "decks-in-force-on",
                iso = iso,
                date = date,
                rules = in_force
                    .as_deref()
                    .map_or_else(|| tr!(lang, "decks-in-force-none"), &describe)
            );
            let selected = match &d.snapshot {
                None => auto.clone(),
                Some(id) => describe(id),
            };
            egui::ComboBox::from_id_salt("deck-snapshot")
                .selected_text(selected)
                .width(420.0)
                // The rules in force are long (the format's and ban list's names and dates):
                // they wrap inside the box rather than widen the screen.
                .wrap_mode(egui::TextWrapMode::Wrap)
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

            let visibility_label = ui.label(tr!(lang, "decks-visibility"));
            egui::ComboBox::from_id_salt("deck-visibility")
                .selected_text(crate::io::words::deck_visibility(d.visibility, lang))
                .show_ui(ui, |ui| {
                    for v in [
                        DeckVisibility::Private,
                        DeckVisibility::OpenInCut,
                        DeckVisibility::Public,
                    ] {
                        ui.selectable_value(
                            &mut d.visibility,
                            v,
                            crate::io::words::deck_visibility(v, lang),
                        );
                    }
                })
                .response
                .labelled_by(visibility_label.id);
            ui.end_row();

            ui.label(tr!(lang, "decks-card-data"));
            // Wrapped: the line is longer in some languages than a small window is wide.
            ui.horizontal_wrapped(|ui| {
                ui.label(
                    RichText::new(card_data_text(lang, &cards))
                        .color(theme::muted(ui.visuals().dark_mode)),
                );
                if ui
                    .add(
                        egui::Button::new(tr!(lang, "decks-update-card-data"))
                            .selected(st.update_open),
                    )
                    .clicked()
                {
                    st.update_open = !st.update_open;
                }
            });
            ui.end_row();
        });
    if st.update_open || st.download.is_some() {
        update_ui(ui, st, data_dir);
    }
    if settings != before {
        cx.apply(Command::EditSettings { settings });
    }
}

/// The typed path, or one chosen in a file dialog; `None` (with a message) when there is none.
/// `type_first`: the message asking for the path; `no_dialog`: the message when there is no
/// file dialog.
fn chosen_path(
    st: &mut DecksState,
    typed: &str,
    dialog: impl FnOnce() -> DialogResult,
    type_first: String,
    no_dialog: String,
) -> Option<PathBuf> {
    if !typed.trim().is_empty() {
        // `~` is the home folder, and quotes of a copied path go, as in the other path fields.
        return Some(crate::app::path_prompt::expand(typed));
    }
    if st.typed_paths {
        st.message = Some((false, type_first));
        return None;
    }
    match dialog() {
        DialogResult::Chosen(p) => Some(p),
        DialogResult::Cancelled => None,
        DialogResult::Unavailable => {
            st.typed_paths = true;
            st.message = Some((false, no_dialog));
            None
        }
    }
}

fn load_cards(st: &mut DecksState, data_dir: &Path, lang: Lang) {
    let typed = st.cards_path.clone();
    let Some(path) = chosen_path(
        st,
        &typed,
        || file_dialogs::open_card_data(lang),
        tr!(lang, "decks-type-card-data-path"),
        tr!(lang, "decks-no-dialog-load"),
    ) else {
        return;
    };
    let result = crate::io::cards::install(&path, data_dir);
    if result.is_ok() {
        st.cards_path.clear();
    }
    loaded(st, data_dir, lang, result, &path.display().to_string());
}

/// After card data was loaded or downloaded: the data in use again (the newer of the built-in
/// data and the stored file) and what happened, in `lang`.
fn loaded(
    st: &mut DecksState,
    data_dir: &Path,
    lang: Lang,
    result: Result<CardDb, crate::io::cards::CardFileError>,
    from: &str,
) {
    match result {
        Ok(db) => {
            let (db_ref, _) = crate::io::cards::current(Some(data_dir));
            let (iso, date) = dated(lang, db.date());
            let mut m = tr!(
                lang,
                "decks-card-data-loaded-message",
                iso = iso,
                date = date,
                path = from
            );
            if matches!(db_ref, CardDbRef::Embedded) {
                let (iso, date) = dated(lang, db_ref.db().date());
                m.push_str(&tr!(
                    lang,
                    "decks-card-data-built-in-newer",
                    iso = iso,
                    date = date
                ));
            }
            st.cards = Some(Arc::new(db_ref));
            st.message = Some((true, m));
        }
        Err(e) => {
            st.message = Some((
                false,
                tr!(lang, "decks-card-data-not-loaded", error = e.explain(lang)),
            ));
        }
    }
}

/// The "Update card data" panel: from a downloaded archive or folder (offline), or from the
/// internet when the organizer presses Download (a progress bar; the data in use stays until
/// the new data is checked and saved).
fn update_ui(ui: &mut Ui, st: &mut DecksState, data_dir: &Path) {
    let lang = ui.lang();
    // A download that finished since the last frame.
    if let Some(d) = &st.download {
        match d.done.try_recv() {
            Ok(result) => {
                st.download = None;
                let url = st
                    .cards_url
                    .clone()
                    .unwrap_or_else(|| crate::io::cards::download::Options::from_env().url);
                loaded(st, data_dir, lang, result, &url);
            }
            Err(std::sync::mpsc::TryRecvError::Empty) => {
                ui.ctx()
                    .request_repaint_after(std::time::Duration::from_millis(100));
            }
            Err(std::sync::mpsc::TryRecvError::Disconnected) => st.download = None,
        }
    }
    ui.group(|ui| {
        ui.label(RichText::new(tr!(lang, "decks-update-heading")).strong());
        ui.label(
            RichText::new(tr!(lang, "decks-update-explain"))
                .color(theme::muted(ui.visuals().dark_mode)),
        );
        ui.horizontal_wrapped(|ui| {
            let label = ui.label(tr!(lang, "decks-load-from"));
            ui.add(
                egui::TextEdit::singleline(&mut st.cards_path)
                    .hint_text(tr!(lang, "decks-load-from-hint"))
                    .desired_width(280.0),
            )
            .labelled_by(label.id);
            if ui
                .add_enabled(
                    st.download.is_none(),
                    egui::Button::new(tr!(lang, "decks-load-card-data")),
                )
                .clicked()
            {
                load_cards(st, data_dir, lang);
            }
        });
        ui.horizontal_wrapped(|ui| {
            match &st.download {
                None => {
                    if ui.button(tr!(lang, "decks-download-card-data")).clicked() {
                        start_download(ui.ctx(), st, data_dir);
                    }
                }
                Some(d) => {
                    let p = d
                        .progress
                        .lock()
                        .map(|p| *p)
                        .unwrap_or(Progress::Connecting);
                    let text = match p {
                        Progress::Connecting => tr!(lang, "decks-download-connecting"),
                        Progress::Receiving { received, .. } => {
                            tr!(lang, "decks-download-received", kb = received / 1024)
                        }
                        Progress::Checking => tr!(lang, "decks-download-checking"),
                    };
                    let bar = match p.fraction() {
                        Some(f) => egui::ProgressBar::new(f),
                        None => egui::ProgressBar::new(0.0).animate(true),
                    };
                    ui.add(bar.text(text).desired_width(280.0));
                    if ui.button(tr!(lang, "decks-download-cancel")).clicked() {
                        d.cancel.store(true, Ordering::Relaxed);
                    }
                }
            }
            let url = st
                .cards_url
                .clone()
                .unwrap_or_else(|| crate::io::cards::download::Options::from_env().url);
            ui.label(
                RichText::new(url)
                    .small()
                    .color(theme::muted(ui.visuals().dark_mode)),
            );
        });
    });
}

fn start_download(ctx: &egui::Context, st: &mut DecksState, data_dir: &Path) {
    let mut opts = crate::io::cards::download::Options::from_env();
    if let Some(url) = &st.cards_url {
        opts.url.clone_from(url);
    }
    if let Some(t) = st.download_timeout {
        opts.read_timeout = t;
    }
    let progress = Arc::new(std::sync::Mutex::new(Progress::Connecting));
    let cancel = Arc::new(AtomicBool::new(false));
    let (tx, rx) = std::sync::mpsc::channel();
    let (p, c, dir, ctx) = (
        Arc::clone(&progress),
        Arc::clone(&cancel),
        data_dir.to_path_buf(),
        ctx.clone(),
    );
    std::thread::spawn(move || {
        let mut tell = |now: Progress| {
            if let Ok(mut x) = p.lock() {
                *x = now;
            }
            ctx.request_repaint();
        };
        let result = crate::io::cards::download::update(&opts, &dir, &mut tell, &c);
        let _ = tx.send(result);
        ctx.request_repaint();
    });
    st.message = None;
    st.file_problem = None;
    st.download = Some(Download {
        progress,
        cancel,
        done: rx,
    });
}

/// The rules the lists are checked against, or why they cannot be checked, and the counts.
fn summary_ui(ui: &mut Ui, cx: &Cx<'_>, s: &DeckStatus, db: &CardDb, today: chrono::NaiveDate) {
    let muted = theme::muted(ui.visuals().dark_mode);
    let lang = ui.lang();
    // The app's words for `DeckStatus::heading`.
    let heading = match crate::io::decks::event_rules(cx.event, db, today) {
        Ok(r) => {
            let (iso, date) = dated(lang, crate::io::decks::event_date(cx.event, today));
            tr!(
                lang,
                "decks-checked-for",
                rules = crate::io::explain::files::rules(&r, lang),
                iso = iso,
                date = date
            )
        }
        Err(e) => tr!(lang, "decks-cannot-check", why = e.explain(lang)),
    };
    ui.label(RichText::new(heading).color(muted));
    // The card data may be too old for the event's date: newer ban lists may exist.
    if let Some(newest) = db.stale_on(crate::io::decks::event_date(cx.event, today)) {
        let (iso, date) = dated(lang, newest);
        ui.label(
            RichText::new(tr!(lang, "decks-card-data-stale", iso = iso, date = date))
                .color(theme::error(ui.visuals().dark_mode)),
        );
    }
    let missing: usize = s
        .rows
        .iter()
        .map(|r| usize::from(r.corp.is_none()) + usize::from(r.runner.is_none()))
        .sum();
    ui.label(
        RichText::new(tr!(
            lang,
            "decks-summary",
            complete = s.complete,
            players = s.rows.len(),
            missing = missing,
            problems = s.with_problems
        ))
        .strong(),
    );
    if cx.event.decks_locked() {
        ui.label(
            RichText::new(tr!(lang, "decks-locked")).color(theme::error(ui.visuals().dark_mode)),
        );
    }
}

fn verdict_text(lang: Lang, side: Side, c: Option<&ListStatus>, checked: bool) -> (String, bool) {
    match c {
        None => (tr!(lang, "decks-verdict-missing"), false),
        Some(l) if !checked => (
            tr!(
                lang,
                "decks-verdict-not-checked",
                identity = short(side, &l.identity)
            ),
            true,
        ),
        Some(l) if l.problems.is_empty() => (
            tr!(
                lang,
                "decks-verdict-legal",
                identity = short(side, &l.identity)
            ),
            true,
        ),
        Some(l) => (
            tr!(
                lang,
                "decks-verdict-problems",
                identity = short(side, &l.identity),
                n = l.problems.len()
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

fn players_ui(ui: &mut Ui, st: &mut DecksState, s: &DeckStatus) {
    let lang = ui.lang();
    if s.rows.is_empty() {
        ui.label(
            RichText::new(tr!(lang, "decks-no-players"))
                .color(theme::muted(ui.visuals().dark_mode)),
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
            for t in [
                tr!(lang, "decks-col-player"),
                crate::io::words::side(Side::Corp, lang),
                crate::io::words::side(Side::Runner, lang),
            ] {
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
                        // On one line: the column is as wide as the longest name.
                        let pick = egui::Button::selectable(selected, r.player.as_str())
                            .wrap_mode(egui::TextWrapMode::Extend);
                        if ui.add(pick).clicked() {
                            st.player = Some(r.id);
                            st.text.clear();
                            st.message = None;
                            st.file_problem = None;
                        }
                    });
                    for side in [Side::Corp, Side::Runner] {
                        row.col(|ui| {
                            let (t, good) = verdict_text(lang, side, r.side(side), s.checked);
                            let colour =
                                if good && r.side(side).is_some_and(|l| l.problems.is_empty()) {
                                    theme::ok(ui.visuals().dark_mode)
                                } else if r.side(side).is_none() {
                                    theme::muted(ui.visuals().dark_mode)
                                } else {
                                    theme::error(ui.visuals().dark_mode)
                                };
                            let resp = ui.add(
                                egui::Button::new(RichText::new(t).color(colour)).frame(false),
                            );
                            if resp.clicked() {
                                st.player = Some(r.id);
                                st.side = Some(side);
                                st.text.clear();
                                st.message = None;
                                st.file_problem = None;
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
    let lang = ui.lang();
    let Some(player) = st.player.and_then(|p| cx.event.player(p)) else {
        ui.label(
            RichText::new(tr!(lang, "decks-choose-player"))
                .color(theme::muted(ui.visuals().dark_mode)),
        );
        return;
    };
    let id = player.id;
    let name = player.name.clone();
    let side = *st.side.get_or_insert(Side::Corp);
    let side_name = crate::io::words::side(side, lang);
    ui.label(RichText::new(&name).heading());
    ui.horizontal(|ui| {
        for sd in [Side::Corp, Side::Runner] {
            if ui
                .selectable_label(
                    side == sd,
                    tr!(
                        lang,
                        "decks-side-list",
                        side = crate::io::words::side(sd, lang)
                    ),
                )
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
        problems_ui(ui, &l, s.checked);
        egui::CollapsingHeader::new(tr!(
            lang,
            "decks-registered-list",
            identity = l.identity.as_str()
        ))
        .id_salt(("deck-registered", id, side))
        .show(ui, |ui| {
            ui.label(RichText::new(decklist::to_text(&reg.deck, db)).monospace());
        });
    } else {
        ui.label(
            RichText::new(tr!(lang, "decks-no-list-yet", side = side_name.as_str()))
                .color(theme::muted(ui.visuals().dark_mode)),
        );
    }
    ui.add_space(6.0);
    let label = ui.label(tr!(lang, "decks-paste", side = side_name.as_str()));
    egui::ScrollArea::vertical()
        .id_salt("deck-paste")
        .max_height(220.0)
        .show(ui, |ui| {
            ui.add(
                egui::TextEdit::multiline(&mut st.text)
                    .desired_rows(10)
                    .desired_width(f32::INFINITY)
                    // i18n: not text (a list's first line: card and set names stay English)
                    .hint_text("3x Hedge Fund (System Gateway)…"),
            )
            .labelled_by(label.id);
        });
    ui.horizontal(|ui| {
        let label = ui.label(tr!(lang, "decks-file"));
        let field = ui
            .add(
                egui::TextEdit::singleline(&mut st.path)
                    .hint_text(tr!(lang, "decks-file-hint"))
                    .desired_width(200.0),
            )
            .labelled_by(label.id);
        if field.changed() {
            st.file_problem = None;
        }
        if ui.button(tr!(lang, "decks-open-list")).clicked() {
            open_list(st, lang);
        }
    });
    if let Some(m) = &st.file_problem {
        ui.label(RichText::new(m).color(theme::error(ui.visuals().dark_mode)));
    }
    // The check of the pasted text, at once.
    let read = (!st.text.trim().is_empty()).then(|| decklist::read(&st.text, db));
    // The read's summary first, then the buttons, then the problems (a long list of problems
    // must not push Register out of sight).
    let mut preview = None;
    match &read {
        Some(Ok(r)) => {
            let l = list_status(&r.deck, side, false, rules.as_ref());
            ui.label(
                RichText::new(tr!(
                    lang,
                    "decks-read-cards",
                    n = r.deck.size(),
                    identity = l.identity.as_str()
                ))
                .strong(),
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
                let found_name = crate::io::words::side(found, lang);
                ui.horizontal_wrapped(|ui| {
                    ui.label(
                        RichText::new(tr!(
                            lang,
                            "decks-other-side",
                            identity = identity,
                            side = found_name.as_str()
                        ))
                        .color(theme::error(ui.visuals().dark_mode)),
                    );
                    if ui
                        .button(tr!(lang, "decks-switch-side", side = found_name.as_str()))
                        .clicked()
                    {
                        st.side = Some(found);
                    }
                });
            } else {
                preview = Some(l);
            }
        }
        Some(Err(e)) => {
            ui.label(
                RichText::new(tr!(lang, "decks-cannot-read", error = e.explain(lang)))
                    .color(theme::error(ui.visuals().dark_mode)),
            );
        }
        None => {}
    }
    let locked = cx.event.decks_locked();
    if locked {
        ui.checkbox(&mut st.correction, tr!(lang, "decks-correction"));
    }
    ui.horizontal(|ui| {
        let can_store = matches!(read, Some(Ok(_))) && (!locked || st.correction);
        if ui
            .add_enabled(
                can_store,
                egui::Button::new(tr!(lang, "decks-register-list", side = side_name.as_str())),
            )
            .clicked()
        {
            let by = if locked {
                Submitter::Leader
            } else {
                Submitter::Organizer
            };
            match submission(cx.event, db, today, id, Some(side), st.text.as_bytes(), by) {
                Err(e) => st.message = Some((false, e.explain(lang))),
                Ok(sub) => {
                    cx.apply(sub.command);
                    st.message = Some((
                        true,
                        tr!(
                            lang,
                            "decks-registered-message",
                            name = name.as_str(),
                            side = side_name.as_str()
                        ),
                    ));
                    st.text.clear();
                    st.correction = false;
                }
            }
        }
        let has = cx.event.deck(id, side).is_some();
        if ui
            .add_enabled(
                has && (!locked || st.correction),
                egui::Button::new(tr!(lang, "decks-remove-list", side = side_name.as_str())),
            )
            .clicked()
        {
            cx.apply(Command::SetDeck {
                player: id,
                side,
                deck: None,
                correction: locked,
            });
            st.message = Some((
                true,
                tr!(
                    lang,
                    "decks-removed-message",
                    name = name.as_str(),
                    side = side_name.as_str()
                ),
            ));
        }
    });
    if let Some(l) = &preview {
        problems_ui(ui, l, s.checked);
    }
    ui.add_space(8.0);
    ui.horizontal(|ui| {
        let label = ui.label(tr!(lang, "decks-csv"));
        ui.add(
            egui::TextEdit::singleline(&mut st.csv_path)
                .hint_text("decks.csv")
                .desired_width(160.0),
        )
        .labelled_by(label.id);
        if ui.button(tr!(lang, "decks-export-csv")).clicked() {
            export_csv(st, cx.event, db, today, lang);
        }
    });
}

fn problems_ui(ui: &mut Ui, l: &ListStatus, checked: bool) {
    let lang = ui.lang();
    let sum = &l.summary;
    let (cards, min, influence, max) = (
        sum.cards,
        sum.minimum.map_or_else(|| "?".into(), |m| m.to_string()),
        sum.influence,
        sum.influence_limit
            .map_or_else(|| "∞".into(), |m| m.to_string()),
    );
    let facts = if sum.agenda_points > 0 {
        tr!(
            lang,
            "decks-facts-agendas",
            cards = cards,
            min = min,
            influence = influence,
            max = max,
            points = sum.agenda_points
        )
    } else {
        tr!(
            lang,
            "decks-facts",
            cards = cards,
            min = min,
            influence = influence,
            max = max
        )
    };
    ui.label(RichText::new(facts).color(theme::muted(ui.visuals().dark_mode)));
    if !checked {
        ui.label(tr!(lang, "decks-not-checked"));
    } else if l.problems.is_empty() {
        ui.label(
            RichText::new(tr!(lang, "decks-legal"))
                .color(theme::ok(ui.visuals().dark_mode))
                .strong(),
        );
    } else {
        // Wrapped within the column, ragged right (the column's layout would justify it).
        ui.with_layout(egui::Layout::top_down(egui::Align::Min), |ui| {
            for p in &l.problems {
                ui.add(
                    egui::Label::new(
                        RichText::new(format!("• {}", p.explain(lang)))
                            .color(theme::error(ui.visuals().dark_mode)),
                    )
                    .wrap(),
                );
            }
        });
    }
}

fn open_list(st: &mut DecksState, lang: Lang) {
    let typed = st.path.clone();
    st.file_problem = None;
    let before = st.message.clone();
    let Some(path) = chosen_path(
        st,
        &typed,
        || file_dialogs::open_deck_list(lang),
        tr!(lang, "decks-type-list-path"),
        tr!(lang, "decks-no-dialog-open"),
    ) else {
        // What `chosen_path` says is about this field: under it, not at the foot.
        if st.message != before {
            st.file_problem = st.message.take().map(|(_, m)| m);
        }
        return;
    };
    match read_list_file(&path, lang) {
        Ok(t) => {
            st.text = t;
            st.message = None;
            st.file_problem = None;
        }
        Err(e) => st.file_problem = Some(e),
    }
}

/// A deck list's text from a file; why not, in `lang` (the system's own words for its errors).
fn read_list_file(path: &Path, lang: Lang) -> Result<String, String> {
    let shown = path.display().to_string();
    let cannot = |e: std::io::Error| {
        tr!(
            lang,
            "decks-cannot-read-file",
            path = shown.as_str(),
            error = crate::io::explain::files::os_error(&e, lang)
        )
    };
    let meta = std::fs::metadata(path).map_err(cannot)?;
    if meta.len() > decklist::MAX_LIST_BYTES as u64 {
        return Err(tr!(
            lang,
            "decks-file-too-long",
            path = shown.as_str(),
            n = meta.len()
        ));
    }
    let bytes = std::fs::read(path).map_err(cannot)?;
    let bytes = bytes.strip_prefix(b"\xEF\xBB\xBF").unwrap_or(&bytes);
    String::from_utf8(bytes.to_vec())
        .ok()
        .filter(|t| !t.contains('\0'))
        .ok_or_else(|| tr!(lang, "decks-not-a-text-file", path = shown.as_str()))
}

fn export_csv(
    st: &mut DecksState,
    event: &Event,
    db: &CardDb,
    today: chrono::NaiveDate,
    lang: Lang,
) {
    let typed = st.csv_path.clone();
    let what = tr!(lang, "decks-csv");
    let Some(path) = chosen_path(
        st,
        &typed,
        // i18n: not text (the suggested file name and its extension)
        || file_dialogs::save_file("decks.csv", "csv", &what),
        tr!(lang, "decks-type-csv-path"),
        tr!(lang, "decks-no-dialog-export"),
    ) else {
        return;
    };
    let players: Vec<PlayerId> = event.decks().keys().copied().collect();
    let bytes = crate::io::decks::decks_csv(event, db, today, &players);
    match crate::io::save::write_atomic(&path, &bytes) {
        Ok(()) => {
            st.message = Some((
                true,
                tr!(lang, "decks-wrote", path = path.display().to_string()),
            ))
        }
        Err(e) => {
            st.message = Some((
                false,
                tr!(lang, "decks-csv-not-written", error = e.explain(lang)),
            ))
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    /// Issue 33, item 6: the deck-list *File* field takes `~` for the home folder.
    #[test]
    fn a_typed_path_takes_the_home_folder_s_tilde() {
        let mut st = DecksState::default();
        let home = dirs::home_dir().unwrap_or_default();
        let chosen = chosen_path(
            &mut st,
            " ~/lists/ann.txt ",
            || DialogResult::Cancelled,
            String::new(),
            String::new(),
        );
        assert_eq!(chosen, Some(home.join("lists").join("ann.txt")));
    }
}
