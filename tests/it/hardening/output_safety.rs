//! What we write is safe to open: names that look like spreadsheet formulas stay text in every
//! CSV export (library, CLI and app), names with quotes and backslashes survive NRTM JSON, and
//! files are written only where the user chose (no stray temporary files).

use netrunner_to::app::{Action, ExportKind, NetrunnerApp};
use netrunner_to::engine::{Command, Event, EventSettings, MatchResult, PlayerDetails, Structure};
use netrunner_to::io::{csv as csv_out, nrtm, save};
use std::path::{Path, PathBuf};
use std::process::Command as Process;

/// Names a spreadsheet would run as formulas (or that try to break out of a cell).
const FORMULAS: [&str; 8] = [
    "=HYPERLINK(\"http://evil.example\",\"click\")",
    "+1+1",
    "-2+3",
    "@SUM(A1:A9)",
    "=cmd|' /C calc'!A0",
    "\"=1\", \"=2\"",
    "'=already quoted",
    "Ann \"The Wall\" O'Hara, Jr.",
];

fn event() -> Event {
    let mut e = Event::new(EventSettings::new("=Formula Open", Structure::Basic), 3);
    let players = FORMULAS
        .iter()
        .map(|n| {
            let mut d = PlayerDetails::named(*n);
            d.corp = Some("=1+2".into());
            d.runner = Some("@runner".into());
            d.pronouns = Some("-they".into());
            d
        })
        .collect();
    e.apply(Command::AddPlayers { players }).unwrap();
    e.apply(Command::PairRound).unwrap();
    let tables = e.round(1).unwrap().unreported_tables();
    let results = tables
        .into_iter()
        .map(|t| (t, MatchResult::IntentionalSplit))
        .collect();
    e.apply(Command::ReportResults { round: 1, results })
        .unwrap();
    // A late player, listed with an unpaired loss in round 1's pairings.
    e.apply(Command::AddPlayer {
        details: PlayerDetails::named("+late"),
        id: None,
    })
    .unwrap();
    e
}

/// Every cell of a CSV export: none starts like a formula, and every formula-like name is
/// there as text (with a leading quote).
fn check_csv(bytes: &[u8], what: &str) {
    assert!(bytes.starts_with(csv_out::BOM), "{what}: BOM");
    let mut r = csv::ReaderBuilder::new()
        .has_headers(false)
        .from_reader(&bytes[3..]);
    let mut cells = Vec::new();
    for rec in r.records() {
        cells.extend(rec.unwrap().iter().map(str::to_string));
    }
    for c in &cells {
        assert!(
            !c.starts_with(['=', '+', '-', '@', '\t', '\r']),
            "{what}: the cell {c:?} would run as a formula"
        );
    }
    for name in FORMULAS
        .iter()
        .filter(|n| n.starts_with(['=', '+', '-', '@']))
    {
        assert!(
            cells.contains(&format!("'{name}")),
            "{what}: {name:?} is missing or not neutralised"
        );
    }
}

#[test]
fn formula_like_names_stay_text_in_every_csv_export_of_the_library() {
    let e = event();
    check_csv(&csv_out::standings_csv(&e), "standings");
    check_csv(&csv_out::pairings_csv(&e, 1).unwrap(), "pairings");
    let standings = String::from_utf8(csv_out::standings_csv(&e)).unwrap();
    assert!(standings.contains("'=1+2") && standings.contains("'@runner"));
    assert!(standings.contains("'-they"));
    let pairings = String::from_utf8(csv_out::pairings_csv(&e, 1).unwrap()).unwrap();
    assert!(pairings.contains("'+late"), "the unpaired-loss row too");
}

fn files_under(dir: &Path) -> Vec<String> {
    let mut out = Vec::new();
    let mut stack = vec![dir.to_path_buf()];
    while let Some(d) = stack.pop() {
        for f in std::fs::read_dir(&d).unwrap() {
            let p = f.unwrap().path();
            if p.is_dir() {
                stack.push(p);
            } else {
                out.push(p.strip_prefix(dir).unwrap().display().to_string());
            }
        }
    }
    out.sort();
    out
}

#[test]
fn the_cli_csv_exports_neutralise_and_write_only_the_chosen_file() {
    let dir = tempfile::tempdir().unwrap();
    let ev = dir.path().join("ev.json");
    save::save(&ev, &event()).unwrap();
    std::fs::create_dir(dir.path().join("out")).unwrap();
    for (format, name) in [
        ("csv-standings", "out/standings.csv"),
        ("csv-pairings", "out/pairings.csv"),
        ("nrtm", "out/results.json"),
    ] {
        let out = Process::new(env!("CARGO_BIN_EXE_netrunner-to"))
            .args(["export", "ev.json", "--format", format, "--out", name])
            .current_dir(dir.path())
            .output()
            .unwrap();
        assert!(
            out.status.success(),
            "{}",
            String::from_utf8_lossy(&out.stderr)
        );
    }
    check_csv(
        &std::fs::read(dir.path().join("out/standings.csv")).unwrap(),
        "cli standings",
    );
    check_csv(
        &std::fs::read(dir.path().join("out/pairings.csv")).unwrap(),
        "cli pairings",
    );
    assert_eq!(
        files_under(dir.path()),
        [
            "ev.json",
            "out/pairings.csv",
            "out/results.json",
            "out/standings.csv"
        ]
    );
    // CSV to stdout writes no file at all.
    let out = Process::new(env!("CARGO_BIN_EXE_netrunner-to"))
        .args(["export", "ev.json", "--format", "csv-standings"])
        .current_dir(dir.path())
        .output()
        .unwrap();
    check_csv(&out.stdout, "cli standings on stdout");
    assert_eq!(files_under(dir.path()).len(), 4);
}

#[test]
fn the_app_writes_only_the_chosen_files_and_its_data_directory() {
    let data = tempfile::tempdir().unwrap();
    let chosen = tempfile::tempdir().unwrap();
    let mut app = NetrunnerApp::new(data.path().to_path_buf(), Box::new(|| 1_767_000_000_000));
    app.use_dialogs = false;
    let ctx = egui::Context::default();
    let src: PathBuf = chosen.path().join("source.json");
    save::save(&src, &event()).unwrap();
    app.push(Action::Open(src.clone()));
    app.push(Action::SaveAs(chosen.path().join("champs.json")));
    app.push(Action::Apply(Command::EditPlayer {
        player: netrunner_to::engine::PlayerId(9), // "+late"
        details: PlayerDetails::named("=renamed"),
    }));
    app.push(Action::Export(
        ExportKind::StandingsCsv,
        chosen.path().join("standings.csv"),
    ));
    app.push(Action::Export(
        ExportKind::PairingsCsv,
        chosen.path().join("pairings.csv"),
    ));
    app.push(Action::Export(
        ExportKind::Nrtm,
        chosen.path().join("results.json"),
    ));
    app.run_actions(&ctx);
    assert!(app.error.is_none(), "{:?}", app.error);
    // Saves and autosaves run on the app's writer thread: wait for them before listing files
    // (a write under way has its temporary file beside the target).
    app.doc.as_mut().expect("an open event").flush();
    let standings = std::fs::read(chosen.path().join("standings.csv")).unwrap();
    check_csv(&standings, "app standings");
    assert!(String::from_utf8_lossy(&standings).contains("'=renamed"));
    check_csv(
        &std::fs::read(chosen.path().join("pairings.csv")).unwrap(),
        "app pairings",
    );
    // Beside the chosen files only the lock files of the two event files the app opened (see
    // io::event_file; they are empty once the app lets go of the event).
    assert_eq!(
        files_under(chosen.path()),
        [
            ".champs.json.lock",
            ".source.json.lock",
            "champs.json",
            "pairings.csv",
            "results.json",
            "source.json",
            "standings.csv"
        ]
    );
    // The data directory holds only the app's own files.
    let data_files = files_under(data.path());
    for f in &data_files {
        let name = f.rsplit('/').next().unwrap_or(f);
        assert!(
            f == "prefs.json"
                || (f.starts_with("sessions/")
                    && (name.starts_with("window-") || name.starts_with(".window-")))
                || (f.starts_with("autosave/")
                    && (name.starts_with("file-") || name.starts_with(".file-"))),
            "unexpected file in the data directory: {f}"
        );
        assert!(!f.ends_with(".tmp"), "{f}");
    }
}

#[test]
fn names_with_quotes_and_backslashes_survive_the_nrtm_json_export() {
    let mut e = Event::new(
        EventSettings::new("Quotes \"&\" \\slashes", Structure::Basic),
        4,
    );
    let names = [
        "Ann \"The Wall\"",
        "Bo \\ Backslash",
        "Cy </script>",
        "Zoë 😀",
    ];
    e.apply(Command::AddPlayers {
        players: names.iter().map(|n| PlayerDetails::named(*n)).collect(),
    })
    .unwrap();
    e.apply(Command::PairRound).unwrap();
    let text = nrtm::export_string(&e);
    let back = nrtm::import(text.as_bytes(), 1).unwrap();
    let mut got: Vec<String> = back
        .event
        .players()
        .iter()
        .map(|p| p.name.clone())
        .collect();
    got.sort();
    let mut want: Vec<String> = names.iter().map(|s| s.to_string()).collect();
    want.sort();
    assert_eq!(got, want);
    assert_eq!(back.event.settings().name, e.settings().name);
}
