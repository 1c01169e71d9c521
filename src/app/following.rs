//! File ▸ Follow an event on the network… (issue 39): this computer keeps a copy of an event
//! another computer shares, through a follower link, and can take it over.
//!
//! The following itself runs on a thread of its own ([`crate::io::follow::Follower`]: it asks
//! the owner's feed, saves every new file atomically over the copy), never in a frame: it goes
//! on while the window is hidden or minimized, and wakes the window only to show where it
//! stands. *Take over* stops it, opens the copy as the event (the app becomes its owner),
//! records the take-over ([`Command::TakeOver`]), tells the old owner the event moved (now and
//! whenever it answers, `web::serve::tell_old_owner`) and opens the share window, where the
//! new address and its QR code are shown once sharing starts.

use super::words::Speaks as _;
use super::{NetrunnerApp, theme};
use crate::engine::{Command, Event};
use crate::i18n::Lang;
use crate::io::event_file::EventFile;
use crate::io::follow::{Follower, Status, Step};
use crate::tr;
use std::path::PathBuf;
use std::sync::atomic::{AtomicBool, Ordering};
use std::sync::{Arc, Mutex};
use std::time::Duration;

/// How long one request waits for a change: stopping takes at most this long.
const WAIT: Duration = Duration::from_secs(2);

/// Why following stopped by itself.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Ended {
    /// It could not start (the link, the copy's file).
    Start(String),
    /// The owner refused the link (revoked or mistyped).
    Refused(u16),
    /// The event moved: another computer took it over.
    Moved {
        /// Which.
        by: String,
        /// When.
        at: String,
    },
}

/// Where the follower stands, shared between its thread and the window.
#[derive(Clone, Debug, Default)]
pub struct Seen {
    /// The copy's status.
    pub status: Status,
    /// Why it stopped, once it did.
    pub ended: Option<Ended>,
}

/// A follower running on its thread.
pub struct Following {
    /// The follower link.
    pub link: String,
    /// The copy's file.
    pub out: PathBuf,
    seen: Arc<Mutex<Seen>>,
    stop: Arc<AtomicBool>,
    thread: Option<std::thread::JoinHandle<Option<EventFile>>>,
}

impl Following {
    /// Starts following `link` into `out`; `wake` is called whenever the status changes.
    pub fn start(link: String, out: PathBuf, wake: Arc<dyn Fn() + Send + Sync>) -> Following {
        let seen = Arc::new(Mutex::new(Seen::default()));
        let stop = Arc::new(AtomicBool::new(false));
        let thread = {
            let (seen, stop, link, out) = (seen.clone(), stop.clone(), link.clone(), out.clone());
            std::thread::spawn(move || {
                let set = |f: &dyn Fn(&mut Seen)| {
                    if let Ok(mut s) = seen.lock() {
                        f(&mut s);
                    }
                    wake();
                };
                let mut follower = match Follower::start(&link, &out) {
                    Ok(f) => f,
                    Err(e) => {
                        set(&|s| s.ended = Some(Ended::Start(e.to_string())));
                        return None;
                    }
                };
                while !stop.load(Ordering::Relaxed) {
                    let step = follower.step(WAIT);
                    let status = follower.status().clone();
                    let ended = match &step {
                        Step::Refused(code) => Some(Ended::Refused(*code)),
                        Step::Stopped(why) => Some(Ended::Start(why.clone())),
                        Step::Moved { by, at } => Some(Ended::Moved {
                            by: by.clone(),
                            at: at.clone(),
                        }),
                        _ => None,
                    };
                    let done = ended.is_some();
                    set(&|s| {
                        s.status = status.clone();
                        if ended.is_some() {
                            s.ended = ended.clone();
                        }
                    });
                    if done {
                        break;
                    }
                    if matches!(step, Step::Lost(_) | Step::Failed(_)) {
                        std::thread::sleep(Duration::from_millis(500));
                    }
                }
                Some(follower.into_file())
            })
        };
        Following {
            link,
            out,
            seen,
            stop,
            thread: Some(thread),
        }
    }

    /// Where it stands now.
    pub fn seen(&self) -> Seen {
        self.seen.lock().map(|s| s.clone()).unwrap_or_default()
    }

    /// Stops following (waits for the request under way, at most [`WAIT`] and a little) and
    /// lets go of the copy's lock.
    pub fn stop(mut self) {
        self.stop_now();
    }

    fn stop_now(&mut self) {
        self.stop.store(true, Ordering::Relaxed);
        if let Some(t) = self.thread.take() {
            drop(t.join());
        }
    }
}

impl Drop for Following {
    fn drop(&mut self) {
        self.stop_now();
    }
}

/// The window's state.
pub struct FollowDialog {
    /// The follower link typed.
    pub link: String,
    /// Where the copy is kept.
    pub out: String,
    /// This computer's name, as the history records a take-over.
    pub name: String,
    /// Why following could not start.
    pub error: Option<String>,
}

impl FollowDialog {
    /// A window with the copy in the app's data folder.
    pub fn new(data_dir: &std::path::Path) -> FollowDialog {
        FollowDialog {
            link: String::new(),
            out: data_dir
                .join("followed-event.json") // i18n: not text (a file name)
                .display()
                .to_string(),
            name: String::new(),
            error: None,
        }
    }
}

/// "Behind by N changes, S s" or "no answer for S s", in `lang`.
pub fn status_text(status: &Status, now_ms: i64, lang: Lang) -> String {
    let (changes, seconds) = status.behind(now_ms);
    let seconds = format!("{seconds:.1}");
    match &status.lost {
        Some(why) if status.heard_at_ms.is_some() || status.changes > 0 => tr!(
            lang,
            "share-follow-lost",
            seconds = seconds,
            why = why.as_str(),
            total = status.changes
        ),
        Some(why) => tr!(lang, "share-follow-no-contact", why = why.as_str()),
        None if status.heard_at_ms.is_none() => tr!(lang, "share-follow-connecting"),
        None => tr!(
            lang,
            "share-follow-behind",
            changes = changes,
            seconds = seconds,
            total = status.changes
        ),
    }
}

/// Why it stopped, in `lang`.
pub fn ended_text(ended: &Ended, lang: Lang) -> String {
    match ended {
        Ended::Start(e) => tr!(lang, "share-follow-cannot-start", error = e.as_str()),
        Ended::Refused(code) => tr!(lang, "share-follow-refused", status = *code),
        Ended::Moved { by, at } => {
            tr!(
                lang,
                "share-follow-moved",
                by = by.as_str(),
                at = at.as_str()
            )
        }
    }
}

/// The note over an event that moved: it only reads here.
pub fn moved_note(event: &Event, lang: Lang) -> Option<String> {
    event.moved().map(|m| {
        tr!(
            lang,
            "share-follow-event-moved",
            by = m.by.as_str(),
            at = m.at.as_str()
        )
    })
}

/// What the window asks the app to do.
enum Asked {
    Start,
    Stop,
    TakeOver,
}

/// The window: the link and the copy's file, Start; while following, where the copy stands,
/// Stop and Take over.
pub fn window_ui(app: &mut NetrunnerApp, ctx: &egui::Context) {
    let Some(mut dialog) = app.follow_dialog.take() else {
        return;
    };
    let lang = ctx.lang();
    let dark = app.prefs.dark;
    let now = app.now_ms();
    // Taking over opens the copy: another event open here is closed first, by the organizer.
    let has_doc = app.doc.is_some();
    let mut open = true;
    let mut asked = None;
    // A follower that could not start: back to the form, with the reason.
    if let Some(Ended::Start(e)) = app.following.as_ref().and_then(|f| f.seen().ended) {
        dialog.error = Some(tr!(lang, "share-follow-cannot-start", error = e.as_str()));
        app.following = None;
    }
    egui::Window::new(tr!(lang, "share-follow-title"))
        .id(egui::Id::unique("follow"))
        .open(&mut open)
        .collapsible(false)
        .resizable(false)
        .default_width(480.0)
        .show(ctx, |ui| match &app.following {
            None => {
                ui.label(tr!(lang, "share-follow-intro"));
                ui.add_space(6.0);
                egui::Grid::new("follow-form")
                    .num_columns(2)
                    .show(ui, |ui| {
                        let l = ui.label(tr!(lang, "share-follow-link"));
                        ui.add(egui::TextEdit::singleline(&mut dialog.link).desired_width(320.0))
                            .labelled_by(l.id);
                        ui.end_row();
                        let l = ui.label(tr!(lang, "share-follow-out"));
                        ui.add(egui::TextEdit::singleline(&mut dialog.out).desired_width(320.0))
                            .labelled_by(l.id);
                        ui.end_row();
                    });
                if let Some(e) = &dialog.error {
                    ui.colored_label(theme::error(dark), e);
                }
                if ui.button(tr!(lang, "share-follow-start")).clicked() {
                    asked = Some(Asked::Start);
                }
            }
            Some(f) => {
                let seen = f.seen();
                ui.label(tr!(
                    lang,
                    "share-follow-following",
                    link = f.link.as_str(),
                    out = f.out.display().to_string()
                ));
                ui.add_space(4.0);
                match &seen.ended {
                    Some(e) => {
                        ui.colored_label(theme::attention(dark), ended_text(e, lang));
                    }
                    None => {
                        let text = status_text(&seen.status, now, lang);
                        let text = egui::RichText::new(text).size(18.0).strong();
                        if seen.status.lost.is_some() {
                            ui.colored_label(theme::attention(dark), text);
                        } else {
                            ui.label(text);
                        }
                    }
                }
                ui.add_space(6.0);
                if ui.button(tr!(lang, "share-follow-stop")).clicked() {
                    asked = Some(Asked::Stop);
                }
                ui.separator();
                ui.label(tr!(lang, "share-follow-take-over-intro"));
                if has_doc {
                    ui.colored_label(
                        theme::attention(dark),
                        tr!(lang, "share-follow-close-first"),
                    );
                }
                ui.horizontal(|ui| {
                    let l = ui.label(tr!(lang, "share-follow-name"));
                    ui.add(egui::TextEdit::singleline(&mut dialog.name).desired_width(180.0))
                        .labelled_by(l.id);
                    let can = !dialog.name.trim().is_empty() && seen.status.changes > 0 && !has_doc;
                    let b = egui::Button::new(tr!(lang, "share-follow-take-over"));
                    if ui.add_enabled(can, b).clicked() {
                        asked = Some(Asked::TakeOver);
                    }
                });
            }
        });
    match asked {
        Some(Asked::Start) => match crate::io::follow::FollowUrl::parse(&dialog.link) {
            Err(e) => {
                dialog.error = Some(tr!(
                    lang,
                    "share-follow-cannot-start",
                    error = e.to_string()
                ));
            }
            Ok(_) => {
                dialog.error = None;
                let repaint = ctx.clone();
                app.following = Some(Following::start(
                    dialog.link.trim().to_string(),
                    PathBuf::from(dialog.out.trim()),
                    Arc::new(move || repaint.request_repaint()),
                ));
            }
        },
        Some(Asked::Stop) => {
            if let Some(f) = app.following.take() {
                f.stop();
            }
        }
        Some(Asked::TakeOver) => {
            take_over(app, ctx, dialog.name.trim());
            open = false;
        }
        None => {}
    }
    if open {
        app.follow_dialog = Some(dialog);
        if app.following.is_some() {
            // The seconds behind grow without any input.
            ctx.request_repaint_after(Duration::from_secs(1));
        }
    }
}

/// Take over: the copy becomes the event this app keeps (see the module's documentation).
fn take_over(app: &mut NetrunnerApp, _ctx: &egui::Context, by: &str) {
    let Some(f) = app.following.take() else {
        return;
    };
    let (link, out) = (f.link.clone(), f.out.clone());
    f.stop();
    app.open_path(&out);
    let lang = app.lang();
    let at = chrono::Utc::now().to_rfc3339();
    let Some(doc) = app.doc.as_mut().filter(|d| d.path.as_deref() == Some(&out)) else {
        return;
    };
    let command = Command::TakeOver {
        by: by.to_string(),
        at: at.clone(),
        from: Some(link),
    };
    match doc.apply(command, Some(at)) {
        Ok(_) => {
            doc.flush();
            crate::web::serve::tell_old_owner(&doc.event);
            app.status = tr!(lang, "share-follow-taken-over", by = by);
            app.share_dialog = Some(super::sharing::ShareDialog::default());
        }
        Err(e) => {
            app.error = Some(crate::io::explain::Explain::explain(&e, lang));
        }
    }
}
