//! The app as the GUI tests drive it: its data in a folder of the test's, a clock the test
//! sets, no system file dialogs (they answer nothing under Xvfb), drawn whole by kittest.

use egui_kittest::{Harness, HarnessBuilder};
use netrunner_to::app::{Action, NetrunnerApp};
use netrunner_to::engine::{Command, EventSettings, PlayerDetails};
use std::path::Path;

/// The app with its data folder `data` and the clock fixed at `now_ms`.
pub fn new(data: &Path, now_ms: i64) -> NetrunnerApp {
    with_clock(data, move || now_ms)
}

/// The app with its data folder `data` and the clock `time` (milliseconds).
pub fn with_clock(data: &Path, time: impl Fn() -> i64 + 'static) -> NetrunnerApp {
    let mut app = NetrunnerApp::new(data.to_path_buf(), Box::new(time));
    app.use_dialogs = false;
    app
}

/// A new event with these players registered, as the start screen and the Players screen
/// would make it (run when the harness draws its first frames).
pub fn open_event(
    app: &mut NetrunnerApp,
    settings: EventSettings,
    seed: u64,
    players: Vec<PlayerDetails>,
) {
    app.push(Action::NewEvent { settings, seed });
    if !players.is_empty() {
        app.push(Action::Apply(Command::AddPlayers { players }));
    }
}

/// The whole window, `w`×`h` points, with kittest's default checks.
pub fn harness(app: NetrunnerApp, w: f32, h: f32) -> Harness<'static, NetrunnerApp> {
    harness_with(Harness::builder().with_size(egui::vec2(w, h)), app)
}

/// The whole window drawn by a harness built as the test needs (size, checks, steps).
pub fn harness_with(
    builder: HarnessBuilder<NetrunnerApp>,
    app: NetrunnerApp,
) -> Harness<'static, NetrunnerApp> {
    builder.build_ui_state(|ui, app: &mut NetrunnerApp| app.frame_ui(ui), app)
}

/// Runs frames until a click has acted and the screen shows it (`run` never settles while the
/// app sends its window title every frame).
pub fn settle(h: &mut Harness<'_, NetrunnerApp>) {
    h.run_steps(4);
}
