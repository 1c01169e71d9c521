//! Running the actions: each [`Action`] the frame produced, after the frame.

use super::*;

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
        let Some(doc) = self.doc.as_mut() else {
            self.fail("no event is open");
            return false;
        };
        match doc.apply(cmd, at) {
            Ok(out) => {
                // A failing save shows in the banner above every screen.
                self.error = None;
                self.notices = out.warnings.iter().map(ToString::to_string).collect();
                true
            }
            Err(e) => {
                self.notices.clear();
                self.fail(capitalise(&e.to_string()));
                false
            }
        }
    }

    pub(super) fn run(&mut self, action: Action, ctx: &egui::Context) {
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
                    match doc.undo() {
                        Some(l) => self.status = format!("undid: {l}"),
                        None => self.status = "nothing to undo".into(),
                    }
                    self.error = None;
                    self.notices.clear();
                }
            }
            Action::Redo => {
                if let Some(doc) = self.doc.as_mut() {
                    match doc.redo() {
                        Some(l) => self.status = format!("redid: {l}"),
                        None => self.status = "nothing to redo".into(),
                    }
                    self.error = None;
                    self.notices.clear();
                }
            }
            Action::NewEvent { mut settings, seed } => {
                // A new event prints in the app's language (issue 19).
                if settings.language.is_none() {
                    settings.language = Some(self.prefs.language().tag().to_string());
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
                    return self.fail(capitalise(&err.to_string()));
                }
                let e = Event::new(e.settings().clone(), seed);
                let doc = keeping::unsaved_doc(self, e);
                self.install(doc);
                self.status =
                    "new event created; it is autosaved — use File > Save As to choose a file"
                        .into();
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
                    return self.status = format!("{} is open", path.display());
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
                        match &doc.save_error {
                            Some(e) => self.error = Some(format!("saving failed: {e}")),
                            None => {
                                self.status = format!(
                                    "saved {}",
                                    doc.path
                                        .as_ref()
                                        .map(|p| p.display().to_string())
                                        .unwrap_or_default()
                                )
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
                    .unwrap_or_else(|| "event.json".into());
                if self.use_dialogs {
                    match file_dialogs::save_file(&name, "json", "Event file") {
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
                    if let Some(why) = crate::io::paths::in_use_elsewhere(&path) {
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
                        self.status = format!("saved {}", path.display());
                        self.prefs.remember(&path);
                        self.prefs.reopen = Some(path);
                        self.save_prefs();
                        self.record_session(&session);
                        self.error = None;
                        self.refresh_unsaved();
                    }
                    Err(e) => self.fail(e.to_string()),
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
                    match file_dialogs::save_file(&name, kind.extension(), kind.label()) {
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
                    return self
                        .fail("that is the event file itself; choose another name for the export");
                }
                if let Some(why) = crate::io::paths::in_use_elsewhere(&path) {
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
                self.status = format!(
                    "language: {}; new events print in it (Edit > Event settings changes an event's)",
                    lang.name()
                );
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
            Err(e) => return self.fail(e.to_string()),
        };
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
                        self.status = format!(
                            "imported {} (read as {}) — save it to a file with File > Save As",
                            path.display(),
                            imported.dialect.label()
                        );
                        self.notices = vec![imported.comparison.summary()];
                        self.notices.extend(imported.differences);
                        if undated {
                            self.notices.push(
                                "the file gives no date: the NRTM export asks for it (AlwaysBeRunning lists events by date)"
                                    .into(),
                            );
                        }
                    }
                    Err(e) => self.fail(format!("{}: {e}", path.display())),
                }
            }
            Err(e) => self.fail(e.to_string()),
        }
    }

    pub(super) fn export(&mut self, kind: ExportKind, path: &Path) {
        let Some(doc) = self.doc.as_ref() else { return };
        let e = &doc.event;
        if e.is_multiplayer() {
            // NRTM has no multiplayer form: the JSON export writes our documented shape.
            let written = match kind {
                ExportKind::Nrtm => crate::io::multiplayer::export(e)
                    .map_err(|x| x.to_string())
                    .and_then(|v| serde_json::to_string_pretty(&v).map_err(|x| x.to_string())),
                _ => Err("a multiplayer event exports as JSON (File, Export, JSON)".into()),
            }
            .and_then(|text| save::write_atomic(path, text.as_bytes()).map_err(|x| x.to_string()));
            return match written {
                Ok(()) => self.status = format!("exported multiplayer JSON to {}", path.display()),
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
                    return self.fail("no round has been paired yet");
                };
                match crate::io::csv::pairings_csv(e, r) {
                    Ok(b) => b,
                    Err(err) => return self.fail(err.to_string()),
                }
            }
        };
        match save::write_atomic(path, &bytes) {
            Ok(()) => self.status = format!("exported {} to {}", kind.label(), path.display()),
            Err(err) => self.fail(err.to_string()),
        }
    }
}
