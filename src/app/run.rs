//! Running the actions: each [`Action`] the frame produced, after the frame.

use super::*;
use crate::io::explain::Explain as _;

impl NetrunnerApp {
    pub(super) fn fail(&mut self, message: impl Into<String>) {
        self.error = Some(message.into());
    }

    pub(super) fn timestamp(&self) -> String {
        chrono::DateTime::from_timestamp_millis(self.now_ms())
            .map(|t| t.to_rfc3339())
            .unwrap_or_default()
    }

    /// Applies an engine command to the open event (undo step, autosave); shows its warnings,
    /// or why it was refused. Returns whether the event took it.
    fn apply_command(&mut self, cmd: Command) -> bool {
        let at = Some(self.timestamp());
        let lang = self.lang();
        let Some(doc) = self.doc.as_mut() else {
            self.fail(tr!(lang, "app-no-event-open"));
            return false;
        };
        match doc.apply(cmd, at) {
            Ok(out) => {
                // A failing save shows in the banner above every screen.
                self.error = None;
                self.notices = out.warnings.iter().map(|w| w.explain(lang)).collect();
                true
            }
            Err(e) => {
                self.notices.clear();
                self.fail(capitalise(&e.explain(lang)));
                false
            }
        }
    }

    pub(super) fn run(&mut self, action: Action, ctx: &egui::Context) {
        let lang = self.lang();
        match action {
            Action::Apply(cmd) => {
                self.apply_command(cmd);
            }
            Action::Request(ticket, cmd) => {
                let accepted = self.apply_command(cmd);
                self.answers.push(screens::Answer { ticket, accepted });
            }
            Action::Undo => {
                if let Some(doc) = self.doc.as_mut() {
                    match doc.undo_in(lang) {
                        Some(l) => self.status = tr!(lang, "status-undid", what = l),
                        None => self.status = tr!(lang, "status-nothing-to-undo"),
                    }
                    self.error = None;
                    self.notices.clear();
                }
            }
            Action::Redo => {
                if let Some(doc) = self.doc.as_mut() {
                    match doc.redo_in(lang) {
                        Some(l) => self.status = tr!(lang, "status-redid", what = l),
                        None => self.status = tr!(lang, "status-nothing-to-redo"),
                    }
                    self.error = None;
                    self.notices.clear();
                }
            }
            Action::NewEvent { mut settings, seed } => {
                // A new event prints in the app's language (issue 19).
                if settings.language.is_none() {
                    settings.language = Some(lang.tag().to_string());
                }
                let again = Action::NewEvent {
                    settings: settings.clone(),
                    seed,
                };
                if !self.may_leave(&again) {
                    return;
                }
                let mut e = Event::new(settings.clone(), seed);
                // The settings were checked by the start screen; apply them as the first
                // command so invalid input is reported rather than stored.
                if let Err(err) = e.apply(Command::EditSettings { settings }) {
                    return self.fail(capitalise(&err.explain(lang)));
                }
                // Personal codes come from a key of the system's random source, not the seed.
                let key = match crate::io::secret::os_key() {
                    Ok(key) => key,
                    Err(err) => {
                        let error = crate::io::explain::files::os_error(&err, lang);
                        return self.fail(tr!(lang, "os-error-random-source", error = error));
                    }
                };
                let e = Event::new(e.settings().clone(), seed).with_secret(key);
                let doc = keeping::unsaved_doc(self, e);
                self.install(doc);
                self.status = tr!(lang, "status-new-event");
            }
            Action::OpenDialog => {
                if self.use_dialogs {
                    match file_dialogs::open_event(self.lang()) {
                        DialogResult::Chosen(p) => self.run(Action::Open(p), ctx),
                        DialogResult::Cancelled => {}
                        DialogResult::Unavailable => self.ask_path(PathPurpose::Open),
                    }
                } else {
                    self.ask_path(PathPurpose::Open);
                }
            }
            Action::Open(path) => {
                if self.is_event_file(&path) {
                    return self.status = tr!(
                        lang,
                        "status-already-open",
                        path = path.display().to_string()
                    );
                }
                if self.may_leave(&Action::Open(path.clone())) {
                    self.open_path(&path);
                }
            }
            Action::Save => {
                let has_path = self.doc.as_ref().is_some_and(|d| d.path.is_some());
                if has_path {
                    if let Some(doc) = self.doc.as_mut() {
                        doc.autosave();
                        doc.flush();
                        match doc.save_error_in(lang) {
                            Some(e) => {
                                self.error = Some(tr!(lang, "app-saving-failed", error = e));
                            }
                            None => {
                                let path = doc
                                    .path
                                    .as_ref()
                                    .map(|p| p.display().to_string())
                                    .unwrap_or_default();
                                self.status = tr!(lang, "status-saved", path = path);
                            }
                        }
                    }
                } else {
                    self.run(Action::SaveAsDialog, ctx);
                }
            }
            Action::SaveAsDialog => {
                let name = self
                    .event()
                    .map(|e| format!("{}.json", file_stem(&e.settings().name)))
                    .unwrap_or_else(|| "event.json".into()); // i18n: not text
                if self.use_dialogs {
                    let what = tr!(lang, "app-file-type-event");
                    match file_dialogs::save_file(&name, "json", &what) {
                        DialogResult::Chosen(p) => self.run(Action::SaveAs(p), ctx),
                        DialogResult::Cancelled => {}
                        DialogResult::Unavailable => self.ask_path(PathPurpose::SaveAs),
                    }
                } else {
                    self.ask_path(PathPurpose::SaveAs);
                }
            }
            Action::SaveAs(path) => {
                if !self.is_event_file(&path) {
                    if let Some(why) = keeping::in_use_elsewhere(&path, lang) {
                        return self.fail(why);
                    }
                    if !self.may_replace(&path, &Action::SaveAs(path.clone())) {
                        return;
                    }
                }
                let data_dir = self.data_dir.clone();
                let Some(doc) = self.doc.as_mut() else { return };
                match doc.save_as(path.clone(), &data_dir) {
                    Ok(()) => {
                        let session = Session {
                            event_path: Some(path.clone()),
                            autosave: Some(doc.autosave_path.clone()),
                        };
                        self.status = tr!(lang, "status-saved", path = path.display().to_string());
                        self.prefs.remember(&path);
                        self.prefs.reopen = Some(path);
                        self.save_prefs();
                        self.record_session(&session);
                        self.error = None;
                        self.refresh_unsaved();
                    }
                    Err(e) => self.fail(e.explain(lang)),
                }
            }
            Action::ExportDialog(kind) => {
                let undated = self
                    .event()
                    .is_some_and(|e| !e.is_multiplayer() && e.settings().date.is_none());
                if kind == ExportKind::Nrtm && undated {
                    self.modal = Some(Modal::ExportDate {
                        text: String::new(),
                        error: None,
                    });
                } else {
                    self.run(Action::ExportPath(kind), ctx);
                }
            }
            Action::ExportPath(ExportKind::PairingsCsv) => {
                // The pairings need a round: the app's own dialog asks for it (and offers the
                // system's file dialog with "Choose…").
                self.ask_path(PathPurpose::Export(ExportKind::PairingsCsv));
            }
            Action::ExportPath(kind) => {
                let name = self
                    .event()
                    .map(|e| {
                        let stem = file_stem(&e.settings().name);
                        match kind {
                            ExportKind::Nrtm => format!("{stem}-results.json"),
                            ExportKind::StandingsCsv => format!("{stem}-standings.csv"),
                            ExportKind::PairingsCsv => format!("{stem}-pairings.csv"),
                            ExportKind::PlayersCsv => format!("{stem}-players.csv"),
                            ExportKind::GamesCsv => format!("{stem}-games.csv"),
                        }
                    })
                    .unwrap_or_default();
                if self.use_dialogs {
                    match file_dialogs::save_file(&name, kind.extension(), &kind.name(lang)) {
                        DialogResult::Chosen(p) => self.run(Action::Export(kind, p), ctx),
                        DialogResult::Cancelled => {}
                        DialogResult::Unavailable => self.ask_path(PathPurpose::Export(kind)),
                    }
                } else {
                    self.ask_path(PathPurpose::Export(kind));
                }
            }
            Action::Export(kind, path) => {
                if self.is_event_file(&path) {
                    return self.fail(tr!(lang, "app-export-is-event-file"));
                }
                if let Some(why) = keeping::in_use_elsewhere(&path, lang) {
                    return self.fail(why);
                }
                if self.may_replace(&path, &Action::Export(kind, path.clone())) {
                    self.export(kind, &path);
                }
            }
            Action::ImportPlayers => {
                if self.doc.is_some() {
                    self.import_dialog = Some(import_dialog::ImportDialog::default());
                }
            }
            Action::Recover(autosave, event_path) => {
                if self.may_leave(&Action::Recover(autosave.clone(), event_path.clone())) {
                    self.recover(&autosave, event_path);
                }
            }
            Action::DismissRecovery => {
                if let Some(r) = self.recovery.take() {
                    r.done();
                }
            }
            Action::Close => {
                if self.may_leave(&Action::Close) {
                    // A closed event does not open again at the next start.
                    self.prefs.reopen = None;
                    self.save_prefs();
                    self.close_event();
                    self.screen = Screen::Start;
                }
            }
            Action::Quit => {
                if self.quit_confirmed || self.may_leave(&Action::Quit) {
                    self.quit_confirmed = true;
                    self.end_session();
                    ctx.send_viewport_cmd(egui::ViewportCommand::Close);
                }
            }
            Action::Replaced(path, then) => {
                self.keeping.replace_ok = Some(path);
                self.run(*then, ctx);
                self.keeping.replace_ok = None;
            }
            Action::Leave(then) => {
                // The answer is for this one action: when it does not leave after all (the file
                // to open is refused, say), the next Close or Quit asks again.
                self.keeping.leave_ok = true;
                self.run(*then, ctx);
                self.keeping.leave_ok = false;
            }
            Action::Reload => self.reload(),
            Action::RetrySave => {
                if let Some(doc) = self.doc.as_mut() {
                    doc.autosave();
                    doc.flush();
                }
            }
            Action::OpenUnsaved(copy) => {
                if self.may_leave(&Action::OpenUnsaved(copy.clone())) {
                    keeping::open_unsaved(self, &copy);
                }
            }
            Action::DiscardUnsaved(copy) => keeping::discard_unsaved(self, &copy),
            Action::CopyForChat(what, style) => super::chat_copy::copy(self, ctx, what, style),
            Action::FollowDialog => {
                if self.follow_dialog.is_none() {
                    self.follow_dialog = Some(super::following::FollowDialog::new(&self.data_dir));
                }
            }
            Action::ShareDialog => {
                if self.share_dialog.is_none() {
                    self.share_dialog = Some(sharing::ShareDialog::default());
                }
            }
            Action::Goto(s) => {
                self.screen = s;
                self.error = None;
            }
            Action::Confirm {
                question,
                yes,
                then,
            } => {
                self.modal = Some(Modal::Confirm {
                    question,
                    yes,
                    then,
                })
            }
            Action::ToggleTheme => {
                self.prefs.dark = !self.prefs.dark;
                self.save_prefs();
            }
            Action::Language(lang) => {
                self.prefs.language = Some(lang.tag().to_string());
                // Said in the language chosen.
                self.status = tr!(lang, "status-language", language = lang.name());
                self.save_prefs();
            }
            Action::Scale(s) => {
                self.prefs.scale = s.clamp(0.5, 3.0);
                self.save_prefs();
            }
            Action::Projector(on) => {
                self.projector = on;
                self.prefs.projector = on;
                self.save_prefs();
            }
            Action::EventSettings => {
                self.settings_dialog = self.event().map(settings_dialog::SettingsDialog::new);
            }
            Action::PrintDialog | Action::Print(_) => {
                if let Some(doc) = &self.doc {
                    let fallback = dirs::document_dir().unwrap_or_else(std::env::temp_dir);
                    let mut dialog = print_dialog::PrintDialog::with_fonts(
                        &doc.event,
                        doc.path.as_deref(),
                        &fallback,
                        self.fonts.discovery().clone(),
                    );
                    dialog.card_data_dir = Some(self.data_dir.clone());
                    dialog.share_address = self.share.as_ref().map(|s| s.url().to_string());
                    if let Action::Print(kind) = action {
                        dialog.choose(&doc.event, kind);
                    }
                    self.print_dialog = Some(dialog);
                }
            }
        }
    }

    pub(super) fn ask_path(&mut self, purpose: PathPurpose) {
        let prompt = path_prompt::PathPrompt::new(
            purpose,
            self.event(),
            self.doc.as_ref().and_then(|d| d.path.as_deref()),
            &self.prefs.recent,
        );
        self.modal = Some(Modal::Path(Box::new(prompt)));
    }

    pub(super) fn open_path(&mut self, path: &Path) {
        // The size is checked before reading: an oversized file is refused, not loaded.
        let bytes = match save::read_capped(path, save::MAX_FILE_BYTES) {
            Ok(b) => b,
            Err(e) => return self.fail(e.explain(self.lang())),
        };
        let lang = self.lang();
        match keeping::read_event(&bytes, path) {
            Ok(Some(loaded)) => self.open_event_file(path, loaded),
            Ok(None) => {
                // Not an event file: try it as an NRTM / Cobra results file.
                let seed = self.now_ms().unsigned_abs();
                match crate::io::nrtm::import(&bytes, seed) {
                    Ok(imported) => {
                        let undated = imported.event.settings().date.is_none();
                        let doc = keeping::unsaved_doc(self, imported.event);
                        self.install(doc);
                        self.status = tr!(
                            lang,
                            "status-imported",
                            path = path.display().to_string(),
                            dialect = imported.dialect.label()
                        );
                        self.notices = vec![crate::io::explain::files::comparison(
                            &imported.comparison,
                            lang,
                        )];
                        self.notices
                            .extend(imported.differences.iter().map(|d| d.explain(lang)));
                        // What the import changed or assumed, in the app's language.
                        self.notices
                            .extend(imported.notes.iter().map(|n| n.explain(lang)));
                        if undated {
                            self.notices.push(tr!(lang, "app-imported-no-date"));
                        }
                    }
                    Err(e) => self.fail(tr!(
                        lang,
                        "app-import-failed",
                        path = path.display().to_string(),
                        error = e.explain(lang)
                    )),
                }
            }
            Err(e) => self.fail(e.explain(lang)),
        }
    }

    pub(super) fn export(&mut self, kind: ExportKind, path: &Path) {
        let lang = self.lang();
        let Some(doc) = self.doc.as_ref() else { return };
        let e = &doc.event;
        if e.is_multiplayer() {
            // NRTM has no multiplayer form: the JSON export writes our documented shape; the
            // standings and the pods go to a spreadsheet as CSV.
            let latest = e
                .multiplayer()
                .and_then(|m| m.rounds.last())
                .map(|r| r.number);
            let bytes = match kind {
                ExportKind::Nrtm => crate::io::multiplayer::export(e)
                    // Not reached: the event is a multiplayer one.
                    .map_err(|x| x.to_string())
                    .and_then(|v| serde_json::to_vec_pretty(&v).map_err(|x| x.to_string())),
                ExportKind::StandingsCsv => {
                    crate::io::multiplayer::standings_csv(e).map_err(|x| x.to_string())
                }
                ExportKind::PairingsCsv => match self.pairings_round.or(latest) {
                    Some(r) => crate::io::multiplayer::pods_csv(e, r).map_err(|x| x.to_string()),
                    None => Err(tr!(lang, "app-export-no-round")),
                },
                ExportKind::PlayersCsv => Ok(crate::io::csv::players_csv(e)),
                ExportKind::GamesCsv => Err(tr!(lang, "app-export-multiplayer-no-games")),
            };
            let written =
                bytes.and_then(|b| save::write_atomic(path, &b).map_err(|x| x.explain(lang)));
            let shown = path.display().to_string();
            return match written {
                Ok(()) if kind == ExportKind::Nrtm => {
                    self.status = tr!(lang, "status-exported-multiplayer", path = shown)
                }
                Ok(()) => {
                    self.status = tr!(
                        lang,
                        "status-exported",
                        what = kind.name_for(lang, true),
                        path = shown
                    )
                }
                Err(err) => self.fail(err),
            };
        }
        let bytes = match kind {
            ExportKind::Nrtm => crate::io::nrtm::export_string(e).into_bytes(),
            ExportKind::StandingsCsv => crate::io::csv::standings_csv(e),
            ExportKind::PlayersCsv => crate::io::csv::players_csv(e),
            ExportKind::GamesCsv => crate::io::csv::games_csv(e),
            ExportKind::PairingsCsv => {
                let Some(r) = self
                    .pairings_round
                    .or_else(|| e.rounds().last().map(|r| r.number))
                else {
                    return self.fail(tr!(lang, "app-export-no-round"));
                };
                match crate::io::csv::pairings_csv(e, r) {
                    Ok(b) => b,
                    Err(err) => return self.fail(err.explain(lang)),
                }
            }
        };
        match save::write_atomic(path, &bytes) {
            Ok(()) => {
                self.status = tr!(
                    lang,
                    "status-exported",
                    what = kind.name(lang),
                    path = path.display().to_string()
                );
            }
            Err(err) => self.fail(err.explain(lang)),
        }
    }
}
