//! Issue 29, item 2: `netrunner-to FILE` (a double-clicked event file, *Open with…*) opens the
//! file in the app — an event file as File ▸ Open does, an NRTM/Cobra results file through the
//! import — and a file dropped on the window does the same. The window has the program's icon
//! and an application id matching `packaging/linux/netrunner-to.desktop`, whose MIME type
//! recognises event files by their format marker. Every subcommand and flag still works.

use crate::desktop_x11::{App, Display, have, home, wait_for};
use egui_kittest::Harness;
use egui_kittest::kittest::Queryable as _;
use netrunner_to::app::{APP_ID, NetrunnerApp};
use netrunner_to::io::save;
use std::ffi::OsString;
use std::path::{Path, PathBuf};
use std::sync::Arc;
use std::time::Duration;

const ROOT: &str = env!("CARGO_MANIFEST_DIR");

fn fixture(path: &str) -> PathBuf {
    Path::new(ROOT).join(path)
}

/// A copy of a fixture in `dir` (the app takes the event file's lock there).
fn copy(dir: &Path, path: &str) -> PathBuf {
    let from = fixture(path);
    let to = dir.join(from.file_name().unwrap());
    std::fs::copy(&from, &to).unwrap();
    to
}

const TOOLS: [&str; 7] = [
    "Xvfb",
    "openbox",
    "xdotool",
    "xprop",
    "import",
    "convert",
    "tesseract",
];

#[test]
fn an_event_file_on_the_command_line_opens_in_a_window_with_the_icon_and_app_id() {
    if !have(&TOOLS) {
        return;
    }
    let d = Display::start(true, &[]);
    let home = home();
    let file = copy(home.path(), "fixtures/event-files/v1/small.json");
    let name = save::load(&file).unwrap().settings().name.clone();
    let app = App::start(&d, home, &[&file], &[]);
    let window = d
        .window(&name, Duration::from_secs(60))
        .unwrap_or_else(|| panic!("no window named {name:?}; stderr: {}", app.stderr()));
    // The title names the event and its file, as after File ▸ Open.
    assert_eq!(
        d.title(&window),
        format!("Netrunner TO — {name} — small.json")
    );
    let png = app.path("opened.png");
    let words = wait_for(Duration::from_secs(20), || {
        let t = d.read_screen(&png);
        t.contains("opened").then_some(t)
    });
    assert!(
        words.is_some(),
        "no \"opened\" in the status line ({})",
        png.display()
    );

    // WM_CLASS is the app id the .desktop file names (StartupWMClass), so the desktop shows
    // the window under the program's entry and icon.
    let class = d.run("xprop", &["-id", &window, "WM_CLASS"]).unwrap();
    assert!(class.contains(&format!("\"{APP_ID}\"")), "{class}");
    let desktop = std::fs::read_to_string(fixture("packaging/linux/netrunner-to.desktop")).unwrap();
    assert!(
        desktop
            .lines()
            .any(|l| l == format!("StartupWMClass={APP_ID}"))
    );
    // _NET_WM_ICON holds the program's icon, pixel for pixel (ARGB, as X wants it).
    let icon = netrunner_to::app::icon().expect("the icon decodes");
    let prop = d
        .run(
            "xprop",
            &[
                "-len",
                "1000000",
                "-id",
                &window,
                "-f",
                "_NET_WM_ICON",
                "32c",
                "_NET_WM_ICON",
            ],
        )
        .unwrap();
    let values: Vec<u64> = prop
        .split_once('=')
        .map(|(_, v)| v)
        .unwrap_or_default()
        .split(',')
        .filter_map(|v| v.trim().parse().ok())
        .collect();
    assert_eq!(
        values.get(..2),
        Some(&[icon.width as u64, icon.height as u64][..])
    );
    let argb: Vec<u64> = icon
        .rgba
        .chunks(4)
        .map(|p| {
            (u64::from(p[3]) << 24)
                | (u64::from(p[0]) << 16)
                | (u64::from(p[1]) << 8)
                | u64::from(p[2])
        })
        .collect();
    assert!(argb.iter().any(|&p| p != 0));
    assert_eq!(
        values.len() - 2,
        argb.len(),
        "_NET_WM_ICON has another size"
    );
    let differ = values[2..].iter().zip(&argb).position(|(a, b)| a != b);
    assert_eq!(
        differ.map(|i| (i, values[2 + i], argb[i])),
        None,
        "_NET_WM_ICON is not the program's icon (pixel, window, icon)"
    );
}

#[test]
fn a_results_file_on_the_command_line_is_imported_and_a_missing_file_is_said_in_the_window() {
    if !have(&TOOLS) {
        return;
    }
    let d = Display::start(true, &[]);
    let home = home();
    let results = copy(home.path(), "fixtures/nrtm/cobra_single_sided.json");
    let bytes = std::fs::read(&results).unwrap();
    let imported = netrunner_to::io::nrtm::import(&bytes, 1).unwrap();
    let name = imported.event.settings().name.clone();
    let app = App::start(&d, home, &[&results], &[]);
    let window = d
        .window(&name, Duration::from_secs(60))
        .unwrap_or_else(|| panic!("no window named {name:?}; stderr: {}", app.stderr()));
    // Imported, not saved anywhere yet (the results file is never overwritten).
    assert_eq!(
        d.title(&window),
        format!("Netrunner TO — {name} — not saved to a file")
    );
    let png = app.path("imported.png");
    let seen = wait_for(Duration::from_secs(20), || {
        let t = d.read_screen(&png);
        (t.contains("imported") && t.contains("Cobra")).then_some(t)
    });
    assert!(
        seen.is_some(),
        "no import in the status line ({})",
        png.display()
    );
    assert_eq!(std::fs::read(&results).unwrap(), bytes);
    drop(app);

    // A file that is not there: the window opens and says so.
    let home = crate::desktop_x11::home();
    let missing = home.path().join("missing-event.json");
    let app = App::start(&d, home, &[&missing], &[]);
    d.window("Netrunner TO", Duration::from_secs(60))
        .unwrap_or_else(|| panic!("no window; stderr: {}", app.stderr()));
    let png = app.path("missing.png");
    let seen = wait_for(Duration::from_secs(20), || {
        // (tesseract reads "No such File" as often as "No such file".)
        let t = d.read_screen(&png).to_lowercase();
        (t.contains("missing-event.json") && t.contains("no such file")).then_some(t)
    });
    assert!(
        seen.is_some(),
        "the window does not say the file is missing ({})",
        png.display()
    );
}

/// Runs the real binary without a display; status, stdout, stderr.
fn cli(args: &[&str]) -> (i32, String, String) {
    let r = crate::support::cli::binary(args, |c| {
        c.env_remove("DISPLAY").env_remove("WAYLAND_DISPLAY");
    });
    (r.code, r.out, r.err)
}

#[test]
fn subcommands_flags_and_mistyped_subcommands_still_go_to_the_command_line() {
    let (code, out, _) = cli(&["--version"]);
    assert_eq!(code, 0);
    assert!(out.starts_with("netrunner-to "), "{out}");
    let (code, out, _) = cli(&["--help"]);
    assert_eq!(code, 0);
    assert!(out.contains("Usage:"), "{out}");
    let (code, out, _) = cli(&["help"]);
    assert_eq!(code, 0, "{out}");
    let file = fixture("fixtures/event-files/v1/small.json");
    let (code, out, err) = cli(&["info", file.to_str().unwrap()]);
    assert_eq!(code, 0, "{err}");
    assert!(out.contains("Small Store Meetup"), "{out}");
    // A mistyped subcommand is not taken for a file.
    let (code, _, err) = cli(&["infoo"]);
    assert_eq!(code, 2);
    assert!(err.contains("unrecognized subcommand"), "{err}");
}

#[test]
fn a_lone_file_argument_is_a_file_to_open_and_nothing_else_is() {
    let open = |args: &[&str]| {
        let args: Vec<OsString> = args.iter().map(OsString::from).collect();
        netrunner_to::cli::file_to_open(&args)
    };
    let file = fixture("fixtures/event-files/v1/small.json");
    let f = file.to_str().unwrap();
    assert_eq!(open(&[f]), Some(file.clone()));
    // Missing, but a file's name: the app says it is missing.
    assert_eq!(open(&["event.json"]), Some(PathBuf::from("event.json")));
    assert_eq!(
        open(&["some/folder/event"]),
        Some(PathBuf::from("some/folder/event"))
    );
    for not_a_file in [
        &["info"][..],
        &["new"],
        &["clear"], // an alias
        &["help"],
        &["--help"],
        &["-V"],
        &["infoo"],
        &[""],
        &[f, f],
        &["info", f],
        &[],
    ] {
        assert_eq!(open(not_a_file), None, "{not_a_file:?}");
    }
}

/// A file dropped on the window (what egui-winit hands the app).
#[derive(Debug)]
struct Dropped(PathBuf);

impl egui::DroppedFile for Dropped {
    fn path(&self) -> &Path {
        &self.0
    }
    fn bytes(&self) -> Result<Vec<u8>, String> {
        std::fs::read(&self.0).map_err(|e| e.to_string())
    }
}

#[test]
fn a_file_dropped_on_the_window_opens_as_file_open_does() {
    let data = tempfile::tempdir().unwrap();
    let files = tempfile::tempdir().unwrap();
    let event_file = copy(files.path(), "fixtures/event-files/v1/small.json");
    let results = copy(files.path(), "fixtures/nrtm/cobra_single_sided.json");
    let mut app = NetrunnerApp::new(data.path().to_path_buf(), Box::new(|| 1_700_000_000_000));
    app.use_dialogs = false;
    let mut h = Harness::builder()
        .with_size(egui::vec2(1280.0, 900.0))
        .build_ui_state(|ui, app: &mut NetrunnerApp| app.frame_ui(ui), app);
    h.run();
    assert!(h.state().event().is_none());
    // Dragged over the window: it says dropping opens the file.
    h.input_mut().hovered_files.push(egui::HoveredFile {
        path: Some(event_file.clone()),
        mime: String::new(),
    });
    // (egui repaints all the while a file hovers.)
    h.run_steps(2);
    h.get_by_label("Drop the file to open it");
    h.input_mut().hovered_files.clear();
    h.input_mut()
        .dropped_files
        .push(Arc::new(Dropped(event_file.clone())));
    h.run();
    let doc = h
        .state()
        .doc
        .as_ref()
        .expect("the dropped event file is open");
    assert_eq!(doc.path.as_deref(), Some(event_file.as_path()));
    assert_eq!(doc.event, save::load(&event_file).unwrap());

    // Two files at once: the first opens (here: imported), the other is named.
    let other = files.path().join("other.json");
    h.input_mut()
        .dropped_files
        .push(Arc::new(Dropped(results.clone())));
    h.input_mut()
        .dropped_files
        .push(Arc::new(Dropped(other.clone())));
    h.run();
    let app = h.state();
    let name = netrunner_to::io::nrtm::import(&std::fs::read(&results).unwrap(), 1)
        .unwrap()
        .event
        .settings()
        .name
        .clone();
    let doc = app.doc.as_ref().unwrap();
    assert_eq!(doc.event.settings().name, name);
    assert_eq!(doc.path, None, "an import is not saved to the results file");
    assert!(
        app.notices.iter().any(|n| n.contains("other.json")),
        "{:?}",
        app.notices
    );
}
