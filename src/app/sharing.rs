//! Event ▸ Share on the local network: the app's side of the live pages (`crate::web`).
//!
//! The open document is the one owner of the event: the server hands each change request to
//! the app ([`web::OwnerLink`]), which applies it through [`Document::apply`] on the GUI thread
//! (undo, history and autosave as for a click) once per frame, woken by the server; after every
//! change, whatever made it, the app publishes a new snapshot for the pages.

use super::document::Document;
use super::words::Speaks as _;
use super::{Action, NetrunnerApp, theme};
use crate::engine::{Command, Event};
use crate::i18n::Lang;
use crate::tr;
use crate::web::addresses::{LanAddress, lan_addresses};
use crate::web::{OwnerLink, Server, owner, server};
use std::net::SocketAddr;
use std::sync::Arc;

/// The port offered first.
pub const DEFAULT_PORT: u16 = 8080;

/// The event being shared: the server and the app's end of its link.
pub struct Sharing {
    server: Server,
    handle: crate::web::OwnerHandle,
    link: OwnerLink,
    /// The document revision last published.
    published: u64,
    /// The shared event's origin: another event opened stops sharing.
    origin: crate::engine::Origin,
    /// The QR code of the address, as rows of dark modules.
    pub qr: Vec<Vec<bool>>,
    /// The registration link's secret and QR code, made once per secret (issue 38).
    registration_qr: Option<(String, Vec<Vec<bool>>)>,
}

impl Sharing {
    /// The address phones open.
    pub fn url(&self) -> &str {
        self.server.url()
    }
    /// Live pages connected now.
    pub fn watching(&self) -> usize {
        self.server.watching()
    }
    /// The address the server listens on.
    pub fn addr(&self) -> SocketAddr {
        self.server.addr()
    }
    /// The server's end of the link (what the pages use to ask for changes).
    pub fn handle(&self) -> crate::web::OwnerHandle {
        self.handle.clone()
    }

    /// The registration link while registration by phone is open, with its QR code.
    pub fn registration_link(&mut self, event: &Event) -> Option<(String, Vec<Vec<bool>>)> {
        let secret = event.registration().secret.as_deref()?;
        let url = crate::web::registration::address(self.url(), secret);
        if self
            .registration_qr
            .as_ref()
            .is_none_or(|(s, _)| s != secret)
        {
            let qr = server::qr_modules(&url).unwrap_or_default();
            self.registration_qr = Some((secret.to_string(), qr));
        }
        self.registration_qr
            .as_ref()
            .map(|(_, qr)| (url, qr.clone()))
    }

    /// What the projector shows in its corner: the registration link while registration is
    /// open, else the event's address; with its QR code.
    pub fn projector_code(&mut self, event: Option<&Event>) -> (String, Vec<Vec<bool>>) {
        event
            .and_then(|e| self.registration_link(e))
            .unwrap_or_else(|| (self.url().to_string(), self.qr.clone()))
    }
}

/// The share window's state.
pub struct ShareDialog {
    /// The computer's addresses (the last is 127.0.0.1).
    pub addresses: Vec<LanAddress>,
    /// The chosen address.
    pub choice: usize,
    /// The port typed.
    pub port: String,
    /// Why sharing could not start.
    pub error: Option<String>,
    /// The name typed for a new scorekeeper link.
    pub scorekeeper_name: String,
    /// The scorekeeper link whose QR code is shown.
    pub scorekeeper_shown: Option<String>,
    /// The registration poster last saved, or why it was not (issue 38).
    pub poster: Option<Result<std::path::PathBuf, String>>,
    /// The name typed for a new follower link (issue 39).
    pub follower_name: String,
    /// The follower link whose QR code is shown.
    pub follower_shown: Option<String>,
}

impl Default for ShareDialog {
    fn default() -> Self {
        ShareDialog {
            addresses: lan_addresses(),
            choice: 0,
            port: DEFAULT_PORT.to_string(),
            error: None,
            scorekeeper_name: String::new(),
            scorekeeper_shown: None,
            poster: None,
            follower_name: String::new(),
            follower_shown: None,
        }
    }
}

/// Starts sharing the open event on `listen` (port 0: any free port).
pub fn start(
    app: &mut NetrunnerApp,
    ctx: &egui::Context,
    listen: SocketAddr,
) -> Result<(), String> {
    stop(app);
    let lang = ctx.lang();
    let Some(doc) = app.doc.as_ref() else {
        return Err(tr!(lang, "app-no-event-open"));
    };
    let ctx = ctx.clone();
    let (mut link, handle) = owner::link(&doc.event, Arc::new(move || ctx.request_repaint()));
    let server = Server::start(listen, handle.clone()).map_err(|e| match e.kind() {
        std::io::ErrorKind::AddrInUse => tr!(lang, "share-port-in-use", port = listen.port()),
        std::io::ErrorKind::AddrNotAvailable => tr!(
            lang,
            "share-address-not-available",
            address = listen.ip().to_string()
        ),
        _ => tr!(
            lang,
            "share-cannot-start",
            address = listen.to_string(),
            error = crate::io::explain::files::os_error(&e, lang)
        ),
    })?;
    link.publish(&doc.event);
    publish_saved(&mut link, &doc.event);
    // Every later file is published by the autosave writer once written, off this thread.
    let saved = link.saved_publisher();
    doc.set_after_write(Some(std::sync::Arc::new(
        move |bytes: &[u8], event: &Event| {
            if has_followers(event) {
                saved.publish(
                    bytes.to_vec(),
                    event.history().len(),
                    crate::io::follow::now_ms(),
                );
            }
        },
    )));
    server.set_card_data_dir(Some(app.data_dir.clone()));
    app.share = Some(Sharing {
        qr: server::qr_modules(server.url()).unwrap_or_default(),
        registration_qr: None,
        published: doc.revision(),
        origin: doc.event.origin().clone(),
        server,
        handle,
        link,
    });
    let url = app.share.as_ref().map_or("", |s| s.url());
    app.status = tr!(lang, "status-sharing", address = url);
    // Shared again at the next start, on the same address (`Prefs::share`).
    let addr = app.share.as_ref().map(Sharing::addr);
    if app.prefs.share != addr {
        app.prefs.share = addr;
        app.save_prefs();
    }
    Ok(())
}

/// The organizer stops sharing: it does not start again at the next start.
pub fn stop_by_organizer(app: &mut NetrunnerApp) {
    stop(app);
    if app.prefs.share.take().is_some() {
        app.save_prefs();
    }
}

/// Stops sharing (open pages stop updating).
pub fn stop(app: &mut NetrunnerApp) {
    if let Some(doc) = app.doc.as_ref() {
        doc.set_after_write(None);
    }
    if let Some(s) = app.share.take() {
        s.server.stop();
        app.status = tr!(app.lang(), "status-sharing-stopped");
    }
}

/// Once per frame: applies the change requests from the pages, one at a time, then publishes
/// the event if anything changed it. Stops sharing when the event is closed or another opened.
pub fn pump(app: &mut NetrunnerApp) {
    let Some(share) = app.share.as_mut() else {
        return;
    };
    let same = app
        .doc
        .as_ref()
        .is_some_and(|d| *d.event.origin() == share.origin);
    if !same {
        stop_by_organizer(app);
        app.status = tr!(app.lang(), "status-sharing-stopped-closed");
        return;
    }
    let at = app.timestamp();
    let (Some(share), Some(doc)) = (app.share.as_mut(), app.doc.as_mut()) else {
        return;
    };
    let mut applied = Vec::new();
    while let Some(change) = share.link.try_next() {
        match apply(doc, change.command.clone(), at.clone()) {
            Ok(warnings) => applied.push((change, warnings)),
            Err(refusal) => change.answer(Err(refusal)),
        }
    }
    if !applied.is_empty() {
        // Answered only once the write that holds them is on disk, as `serve` does (issue 32):
        // one wait for every change of this frame.
        doc.flush();
        let unsaved = doc.changes_not_on_disk().then(|| doc.save_error.clone());
        // Published before answering, as `serve` does: the page a phone gets back shows its
        // change (its registration waiting, issue 38).
        if unsaved.is_none() && doc.revision() != share.published {
            share.link.publish(&doc.event);
            share.published = doc.revision();
        }
        for (change, warnings) in applied {
            change.answer(match &unsaved {
                None => Ok(warnings),
                Some(e) => Err(owner::Refusal::Unsaved(e.clone().unwrap_or_default())),
            });
        }
    }
    if doc.revision() != share.published {
        share.link.publish(&doc.event);
        share.published = doc.revision();
    }
}

/// Whether the event has a follower link that works.
fn has_followers(event: &Event) -> bool {
    event.reporting().followers.iter().any(|f| !f.revoked)
}

/// The event file's bytes for followers (issue 39) when sharing starts; later files come from
/// the autosave writer once written.
fn publish_saved(link: &mut OwnerLink, event: &Event) {
    if has_followers(event) {
        let bytes = crate::io::save::to_bytes(event);
        link.publish_saved(bytes, event.history().len(), crate::io::follow::now_ms());
    }
}

fn apply(doc: &mut Document, command: Command, at: String) -> owner::Answer {
    doc.apply(command, Some(at))
        .map(|o| o.warnings)
        .map_err(owner::Refusal::Engine)
}

/// What players see, in `lang`, a sentence each: pairings ("Pairings: round 2") and standings
/// ("Standings: shown").
pub fn seen_by_players(event: &Event, lang: Lang) -> (String, String) {
    let paired = match event.multiplayer() {
        Some(m) => m.rounds.len(),
        None => event.rounds().len(),
    } as u32;
    let published = event.published_round();
    let pairings = match (published, paired) {
        (_, 0) => tr!(lang, "share-seen-pairings-none-paired"),
        (0, n) => tr!(lang, "share-seen-pairings-unpublished", paired = n),
        (p, n) if n > p => tr!(lang, "share-seen-pairings-behind", round = p, paired = n),
        (p, _) => tr!(lang, "share-seen-pairings-round", round = p),
    };
    let standings = if event.standings_shown() {
        tr!(lang, "share-seen-standings-shown")
    } else {
        tr!(lang, "share-seen-standings-hidden")
    };
    (pairings, standings)
}

/// The latest round not yet published, if any.
pub fn unpublished_round(event: &Event) -> Option<u32> {
    let paired = match event.multiplayer() {
        Some(m) => m.rounds.len(),
        None => event.rounds().len(),
    } as u32;
    (paired > event.published_round()).then_some(paired)
}

/// Draws a QR code, `size` points wide, dark on white with its quiet zone.
pub fn qr_ui(ui: &mut egui::Ui, modules: &[Vec<bool>], size: f32) {
    let (rect, _) = ui.allocate_exact_size(egui::vec2(size, size), egui::Sense::hover());
    paint_qr(ui.painter(), rect, modules);
}

/// Paints a QR code into `rect` (dark on white, with a quiet zone of 2 modules).
pub fn paint_qr(painter: &egui::Painter, rect: egui::Rect, modules: &[Vec<bool>]) {
    painter.rect_filled(rect, 2.0, egui::Color32::WHITE);
    let n = modules.len() as f32 + 4.0;
    let cell = rect.width().min(rect.height()) / n;
    for (y, row) in modules.iter().enumerate() {
        for (x, dark) in row.iter().enumerate() {
            if *dark {
                let min = rect.min + egui::vec2((x as f32 + 2.0) * cell, (y as f32 + 2.0) * cell);
                painter.rect_filled(
                    egui::Rect::from_min_size(min, egui::vec2(cell, cell)),
                    0.0,
                    egui::Color32::BLACK,
                );
            }
        }
    }
}

/// The share window: choose the address, start and stop, the address and its QR code, what
/// players see with Publish and Hide.
pub fn window_ui(app: &mut NetrunnerApp, ctx: &egui::Context) {
    let Some(mut dialog) = app.share_dialog.take() else {
        return;
    };
    let dark = app.prefs.dark;
    let lang = ctx.lang();
    let mut open = true;
    let mut actions = Vec::new();
    let mut start_on = None;
    let mut stop_now = false;
    egui::Window::new(tr!(lang, "share-title"))
        // The same window whatever the language of its title.
        .id(egui::Id::unique("share"))
        .open(&mut open)
        .collapsible(false)
        .resizable(false)
        .default_width(460.0)
        .show(ctx, |ui| {
            match &app.share {
                None => {
                    ui.label(tr!(lang, "share-intro"));
                    ui.add_space(6.0);
                    ui.label(tr!(lang, "share-on"));
                    for (i, a) in dialog.addresses.iter().enumerate() {
                        ui.radio_value(&mut dialog.choice, i, address_label(a, lang));
                    }
                    ui.horizontal(|ui| {
                        let l = ui.label(tr!(lang, "share-port"));
                        ui.add(egui::TextEdit::singleline(&mut dialog.port).desired_width(70.0))
                            .labelled_by(l.id);
                    });
                    if let Some(e) = &dialog.error {
                        ui.colored_label(theme::error(dark), e);
                    }
                    if ui.button(tr!(lang, "share-start")).clicked() {
                        match (
                            dialog.addresses.get(dialog.choice),
                            dialog.port.trim().parse::<u16>(),
                        ) {
                            (Some(a), Ok(port)) => start_on = Some(SocketAddr::new(a.ip, port)),
                            (None, _) => dialog.error = Some(tr!(lang, "share-choose-address")),
                            (_, Err(_)) => {
                                let port = format!("{:?}", dialog.port.trim());
                                dialog.error = Some(tr!(lang, "share-bad-port", port = port));
                            }
                        }
                    }
                }
                Some(share) => {
                    ui.label(tr!(lang, "share-players-open"));
                    ui.label(egui::RichText::new(share.url()).size(22.0).strong());
                    if share.addr().ip().is_loopback() {
                        ui.colored_label(theme::attention(dark), tr!(lang, "share-loopback-only"));
                    }
                    qr_ui(ui, &share.qr, 200.0);
                    ui.label(
                        egui::RichText::new(tr!(lang, "share-live-pages", n = share.watching()))
                            .color(theme::muted(dark)),
                    );
                    if ui.button(tr!(lang, "share-stop")).clicked() {
                        stop_now = true;
                    }
                }
            }
            let event = app.doc.as_ref().map(|d| &d.event);
            if let Some(event) = event {
                ui.separator();
                seen_ui(ui, event, &mut actions);
                ui.separator();
                egui::CollapsingHeader::new(tr!(lang, "share-registration-heading"))
                    .id_salt("registration")
                    .show(ui, |ui| {
                        registration_controls(ui, event, None, &mut actions);
                        if let Some((url, qr)) =
                            app.share.as_mut().and_then(|s| s.registration_link(event))
                        {
                            ui.label(egui::RichText::new(&url).monospace());
                            if ui.button(tr!(lang, "share-registration-poster")).clicked() {
                                let folder = app
                                    .doc
                                    .as_ref()
                                    .and_then(|d| d.path.as_ref())
                                    .and_then(|p| p.parent().map(std::path::Path::to_path_buf))
                                    .unwrap_or_else(|| app.data_dir.clone());
                                dialog.poster = Some(save_poster(event, &url, &folder, lang));
                            }
                            qr_ui(ui, &qr, 150.0);
                        } else if event.registration().is_open() {
                            ui.label(
                                egui::RichText::new(tr!(lang, "share-registration-not-shared"))
                                    .color(theme::muted(dark)),
                            );
                        }
                        match &dialog.poster {
                            Some(Ok(path)) => {
                                ui.label(tr!(
                                    lang,
                                    "share-registration-poster-saved",
                                    path = path.display().to_string()
                                ));
                            }
                            Some(Err(e)) => {
                                ui.colored_label(theme::error(dark), e);
                            }
                            None => {}
                        }
                    });
                ui.separator();
                reporting_ui(ui, event, app.share.as_ref(), &mut dialog, &mut actions);
            }
        });
    if let Some(listen) = start_on {
        match start(app, ctx, listen) {
            Ok(()) => dialog.error = None,
            Err(e) => dialog.error = Some(e),
        }
    }
    if stop_now {
        stop_by_organizer(app);
    }
    for a in actions {
        app.push(a);
    }
    if open {
        app.share_dialog = Some(dialog);
    }
    if app.share.is_some() {
        // The count of open pages changes without any input.
        ctx.request_repaint_after(std::time::Duration::from_secs(1));
    }
}

/// An address to share on: "192.168.1.20 (wlan0)", or this computer only.
fn address_label(a: &LanAddress, lang: Lang) -> String {
    if a.ip.is_loopback() {
        tr!(
            lang,
            "share-address-this-computer",
            address = a.ip.to_string()
        )
    } else {
        a.label()
    }
}

/// "What players see", with the buttons that change it.
pub fn seen_ui(ui: &mut egui::Ui, event: &Event, actions: &mut Vec<Action>) {
    let lang = ui.lang();
    let (pairings, standings) = seen_by_players(event, lang);
    ui.label(egui::RichText::new(tr!(lang, "share-seen-heading")).strong());
    ui.horizontal_wrapped(|ui| {
        ui.label(pairings);
    });
    ui.horizontal(|ui| {
        if let Some(r) = unpublished_round(event)
            && ui
                .button(tr!(lang, "share-publish-round", round = r))
                .clicked()
        {
            actions.push(Action::Apply(Command::PublishPairings { round: r }));
        }
        if event.published_round() > 0 && ui.button(tr!(lang, "share-hide-pairings")).clicked() {
            actions.push(Action::Apply(Command::PublishPairings { round: 0 }));
        }
    });
    ui.horizontal(|ui| {
        ui.label(standings);
        let shown = event.standings_shown();
        let label = if shown {
            tr!(lang, "share-hide-standings")
        } else {
            tr!(lang, "share-show-standings")
        };
        if ui.button(label).clicked() {
            actions.push(Action::Apply(Command::ShowStandings { shown: !shown }));
        }
    });
}

/// Self-reporting (issue 17): the approval setting, wrong codes tried, scorekeeper links with
/// their QR codes (shown only here, on the organizer's screen) and Revoke.
pub fn reporting_ui(
    ui: &mut egui::Ui,
    event: &Event,
    share: Option<&Sharing>,
    dialog: &mut ShareDialog,
    actions: &mut Vec<Action>,
) {
    let dark = ui.visuals().dark_mode;
    let lang = ui.lang();
    let muted = theme::muted(dark);
    // Warnings first, always in view; the rest folds away (the window stays short).
    let waiting = event.pending_reports().len();
    if waiting > 0 {
        ui.colored_label(
            theme::attention(dark),
            tr!(lang, "share-reports-waiting", n = waiting),
        );
    }
    if let Some(share) = share {
        let attempts = share.server.attempts();
        if let Some(last) = attempts.last() {
            let who = last.player.map_or_else(
                || tr!(lang, "share-wrong-codes-scorekeeper"),
                |p| event.name_of(p),
            );
            let (n, at, from) = (attempts.len(), last.at.as_str(), last.addr.to_string());
            let text = if last.limited {
                tr!(
                    lang,
                    "share-wrong-codes-refused",
                    n = n,
                    at = at,
                    from = from,
                    who = who
                )
            } else {
                tr!(
                    lang,
                    "share-wrong-codes",
                    n = n,
                    at = at,
                    from = from,
                    who = who
                )
            };
            ui.colored_label(theme::attention(dark), text);
        }
        // A device holding too many connections or live pages (issue 32).
        let refused = share.server.refused();
        if refused.total() > 0 {
            let limits = share.server.limits();
            ui.colored_label(
                theme::attention(dark),
                tr!(
                    lang,
                    "share-connections-refused",
                    n = refused.connections_per_address + refused.connections_total,
                    streams = refused.streams,
                    per_address = limits.per_address,
                    open = share.server.connections()
                ),
            );
        }
    }
    egui::CollapsingHeader::new(tr!(lang, "share-reporting-heading"))
        .id_salt("reporting")
        .show(ui, |ui| {
            reporting_details_ui(ui, event, share, dialog, muted, actions)
        });
}

fn reporting_details_ui(
    ui: &mut egui::Ui,
    event: &Event,
    share: Option<&Sharing>,
    dialog: &mut ShareDialog,
    muted: egui::Color32,
    actions: &mut Vec<Action>,
) {
    let lang = ui.lang();
    ui.label(egui::RichText::new(tr!(lang, "share-reporting-intro")).color(muted));
    let mut approval = event.reporting().approval;
    if ui
        .checkbox(&mut approval, tr!(lang, "share-approval"))
        .changed()
    {
        actions.push(Action::Apply(Command::SetReportApproval {
            required: approval,
        }));
    }
    ui.label(egui::RichText::new(tr!(lang, "share-scorekeepers")).strong());
    links_ui(
        ui,
        Links {
            list: &event.reporting().scorekeepers,
            url: share.map(|s| format!("{}scorekeeper/", s.url())), // i18n: not text (a URL)
            works: &|t| event.scorekeeper_by_token(t).is_some(),
            create: tr!(lang, "share-create-scorekeeper"),
            name_label: tr!(lang, "share-scorekeeper-name"),
            add: |name| Command::AddScorekeeper { name },
            revoke: |name| Command::RevokeScorekeeper { name },
        },
        &mut dialog.scorekeeper_name,
        &mut dialog.scorekeeper_shown,
        actions,
    );
    ui.add_space(6.0);
    ui.label(egui::RichText::new(tr!(lang, "share-followers")).strong());
    ui.label(egui::RichText::new(tr!(lang, "share-followers-intro")).color(muted));
    links_ui(
        ui,
        Links {
            list: &event.reporting().followers,
            url: share.map(|s| format!("{}follow/", s.url())), // i18n: not text (a URL)
            works: &|t| event.follower_by_token(t).is_some(),
            create: tr!(lang, "share-create-follower"),
            name_label: tr!(lang, "share-follower-name"),
            add: |name| Command::AddFollower { name },
            revoke: |name| Command::RevokeFollower { name },
        },
        &mut dialog.follower_name,
        &mut dialog.follower_shown,
        actions,
    );
}

/// One kind of link in the share window: scorekeepers', or followers' (issue 39).
struct Links<'a> {
    list: &'a [crate::engine::event::Scorekeeper],
    /// The address before the token, while shared.
    url: Option<String>,
    /// Whether a token opens a link that works.
    works: &'a dyn Fn(&str) -> bool,
    create: String,
    name_label: String,
    add: fn(String) -> Command,
    revoke: fn(String) -> Command,
}

/// The links that work, each with Show link and Revoke; a name and Create; the link shown, with
/// its QR code (only here, on the organizer's screen).
fn links_ui(
    ui: &mut egui::Ui,
    links: Links<'_>,
    name: &mut String,
    shown: &mut Option<String>,
    actions: &mut Vec<Action>,
) {
    let lang = ui.lang();
    for k in links.list.iter().filter(|k| !k.revoked) {
        ui.horizontal(|ui| {
            ui.label(&k.name);
            if links.url.is_some() && ui.small_button(tr!(lang, "share-show-link")).clicked() {
                *shown = Some(k.token.clone());
            }
            if ui
                .small_button(tr!(lang, "share-revoke"))
                .accessible_name(tr!(lang, "share-revoke-name", name = k.name.as_str()))
                .clicked()
            {
                actions.push(Action::Apply((links.revoke)(k.name.clone())));
                *shown = None;
            }
        });
    }
    ui.horizontal(|ui| {
        let l = ui.label(&links.name_label);
        ui.add(egui::TextEdit::singleline(name).desired_width(140.0))
            .labelled_by(l.id);
        if ui.button(&links.create).clicked() {
            actions.push(Action::Apply((links.add)(std::mem::take(name))));
        }
    });
    if let (Some(base), Some(token)) = (&links.url, shown.as_deref())
        && (links.works)(token)
    {
        let url = format!("{base}{token}");
        ui.label(egui::RichText::new(&url).monospace());
        if let Some(m) = server::qr_modules(&url) {
            qr_ui(ui, &m, 180.0);
        }
    }
}

fn registration_error_id() -> egui::Id {
    egui::Id::unique(("registration", "error"))
}

/// Opens registration by phone with a new link secret from the operating system's random
/// source (its failure is shown under the registration controls).
pub fn open_registration(ui: &egui::Ui, accept_at_once: bool, actions: &mut Vec<Action>) {
    match crate::io::secret::link_secret() {
        Ok(secret) => actions.push(Action::Apply(Command::OpenRegistration {
            secret,
            accept_at_once,
        })),
        Err(e) => {
            ui.data_mut(|d| d.insert_temp(registration_error_id(), e.to_string()));
        }
    }
}

/// Registration by phone (issue 38), one row: `heading`, where registration stands, open (a
/// new link each time) or close, and whether registrations are accepted at once; on the Players
/// screen and in the share window.
pub fn registration_controls(
    ui: &mut egui::Ui,
    event: &Event,
    heading: Option<String>,
    actions: &mut Vec<Action>,
) {
    let lang = ui.lang();
    let dark = ui.visuals().dark_mode;
    let r = event.registration();
    let started = event.decks_locked();
    let error_id = registration_error_id();
    let open = open_registration;
    let at_once_id = egui::Id::unique(("registration", "accept-at-once"));
    ui.horizontal_wrapped(|ui| {
        if let Some(h) = heading {
            ui.label(egui::RichText::new(h).strong());
        }
        let state = if r.is_open() {
            tr!(lang, "players-registration-open", n = r.waiting.len())
        } else if started {
            tr!(lang, "players-registration-closed-started")
        } else {
            tr!(lang, "players-registration-not-open")
        };
        ui.label(egui::RichText::new(state).color(theme::muted(dark)))
            .on_hover_text(tr!(lang, "players-registration-open-hint"));
        if started {
            return;
        }
        let mut at_once = if r.is_open() {
            r.accept_at_once
        } else {
            ui.data(|d| d.get_temp::<bool>(at_once_id)).unwrap_or(false)
        };
        if r.is_open() {
            if ui.button(tr!(lang, "players-registration-close")).clicked() {
                actions.push(Action::Apply(Command::CloseRegistration));
            }
            if ui
                .button(tr!(lang, "players-registration-new-link"))
                .on_hover_text(tr!(lang, "players-registration-new-link-hint"))
                .clicked()
            {
                open(ui, at_once, actions);
            }
        } else if ui
            .button(tr!(lang, "players-registration-open-button"))
            .clicked()
        {
            open(ui, at_once, actions);
        }
        if ui
            .checkbox(&mut at_once, tr!(lang, "players-registration-at-once"))
            .changed()
        {
            ui.data_mut(|d| d.insert_temp(at_once_id, at_once));
            if let Some(secret) = &r.secret {
                actions.push(Action::Apply(Command::OpenRegistration {
                    secret: secret.clone(),
                    accept_at_once: at_once,
                }));
            }
        }
    });
    if let Some(e) = ui.data(|d| d.get_temp::<String>(error_id)) {
        ui.colored_label(theme::error(dark), e);
    }
}

/// Writes the registration poster for `url` into `folder` under a name no file has yet (an
/// earlier poster is never replaced), in the event's language.
fn save_poster(
    event: &Event,
    url: &str,
    folder: &std::path::Path,
    lang: Lang,
) -> Result<std::path::PathBuf, String> {
    use crate::io::explain::Explain as _;
    let fonts = crate::io::print::fonts::Fonts::load().map_err(|e| e.explain(lang))?;
    let bytes =
        crate::io::print::registration_poster(event, url, crate::io::print::Paper::A4, &fonts)
            .map_err(|e| e.explain(lang))?;
    let stem = tr!(crate::io::print::lang_of(event), "print-poster-file");
    let path = (1..1000)
        .map(|n| match n {
            1 => folder.join(format!("{stem}.pdf")), // i18n: not text (a file name)
            n => folder.join(format!("{stem}-{n}.pdf")), // i18n: not text (a file name)
        })
        .find(|p| !p.exists())
        .ok_or_else(|| tr!(lang, "share-registration-poster-no-name"))?;
    crate::io::save::write_atomic(&path, &bytes).map_err(|e| e.explain(lang))?;
    Ok(path)
}
