//! Files as Windows leaves them (issue 20): CRLF line endings from Notepad and Excel, a byte
//! order mark, and the CSV exports Excel opens as UTF-8. The Windows program itself is run under
//! Wine by `scripts/windows-smoke.sh` (paths with drive letters, the same NRTM bytes as Linux).

use netrunner_to::engine::{Event, EventSettings, Structure};
use netrunner_to::io::{csv, nrtm, player_import, save};
use std::path::Path;

/// LF line endings made CRLF (none doubled).
fn crlf(bytes: &[u8]) -> Vec<u8> {
    let mut out = Vec::with_capacity(bytes.len() + bytes.len() / 20);
    let mut prev = 0u8;
    for &b in bytes {
        if b == b'\n' && prev != b'\r' {
            out.push(b'\r');
        }
        out.push(b);
        prev = b;
    }
    out
}

/// CRLF line endings made LF.
fn lf(bytes: &[u8]) -> Vec<u8> {
    let mut out = Vec::with_capacity(bytes.len());
    for (i, &b) in bytes.iter().enumerate() {
        if b == b'\r' && bytes.get(i + 1) == Some(&b'\n') {
            continue;
        }
        out.push(b);
    }
    out
}

fn dir(sub: &str) -> std::path::PathBuf {
    Path::new(env!("CARGO_MANIFEST_DIR")).join(sub)
}

#[test]
fn player_lists_read_the_same_with_crlf_or_lf_line_endings() {
    let event = Event::new(EventSettings::new("Store Champs", Structure::Basic), 1);
    let mut checked = 0;
    for entry in std::fs::read_dir(dir("fixtures/players")).expect("fixtures") {
        let path = entry.expect("entry").path();
        let name = path
            .file_name()
            .and_then(|n| n.to_str())
            .unwrap_or_default();
        // UTF-16 (Excel's "Unicode text") is not byte-wise convertible; it is CRLF already.
        if name.ends_with(".md") || name == "excel_unicode.txt" {
            continue;
        }
        let bytes = std::fs::read(&path).expect("fixture");
        let (a, b) = (
            player_import::preview(&lf(&bytes), &event),
            player_import::preview(&crlf(&bytes), &event),
        );
        match (a, b) {
            (Ok(a), Ok(b)) => {
                assert_eq!(a.rows, b.rows, "{name}");
                assert_eq!(a.has_header, b.has_header, "{name}");
                assert!(
                    b.rows.iter().all(|r| !r.details.name.contains('\r')
                        && !r.details.runner.as_deref().unwrap_or("").contains('\r')),
                    "{name}: a carriage return left in a field"
                );
                checked += 1;
            }
            (Err(a), Err(b)) => assert_eq!(a, b, "{name}"),
            (a, b) => panic!("{name}: LF {a:?}, CRLF {b:?}"),
        }
    }
    assert!(checked >= 8, "{checked} player lists compared");
}

#[test]
fn results_files_read_the_same_with_crlf_line_endings_and_a_bom() {
    let mut checked = 0;
    for entry in std::fs::read_dir(dir("fixtures/nrtm")).expect("fixtures") {
        let path = entry.expect("entry").path();
        if path.extension().and_then(|e| e.to_str()) != Some("json") {
            continue;
        }
        let bytes = std::fs::read(&path).expect("fixture");
        let base = nrtm::import(&bytes, 7).expect("fixture imports");
        let mut windows = csv::BOM.to_vec();
        windows.extend(crlf(&bytes));
        let again = nrtm::import(&windows, 7).expect("CRLF with BOM imports");
        assert_eq!(again.event, base.event, "{}", path.display());
        assert_eq!(again.differences, base.differences);
        checked += 1;
    }
    assert!(checked >= 8);
}

#[test]
fn an_event_file_saved_again_by_notepad_with_crlf_loads() {
    // Our own event file, written and read back with CRLF line endings.
    let mut event = Event::new(EventSettings::new("Notepad", Structure::Basic), 3);
    event
        .apply(netrunner_to::engine::Command::AddPlayer {
            details: netrunner_to::engine::PlayerDetails::named("Ann"),
            id: None,
        })
        .expect("player");
    let tmp = tempfile::tempdir().expect("tmp");
    let saved = tmp.path().join("event.json");
    save::save(&saved, &event).expect("save");
    let bytes = std::fs::read(&saved).expect("read");
    let loaded = save::from_bytes(&crlf(&bytes), &saved).expect("a CRLF event file loads");
    assert_eq!(loaded, event);
}

#[test]
fn every_csv_export_starts_with_a_bom_for_excel() {
    let mut event = Event::new(EventSettings::new("Excel", Structure::Basic), 3);
    for name in ["Ann", "Čeněk"] {
        event
            .apply(netrunner_to::engine::Command::AddPlayer {
                details: netrunner_to::engine::PlayerDetails::named(name),
                id: None,
            })
            .expect("player");
    }
    event
        .apply(netrunner_to::engine::Command::PairRound)
        .expect("pair");
    for (what, bytes) in [
        ("players", csv::players_csv(&event)),
        ("standings", csv::standings_csv(&event)),
        ("games", csv::games_csv(&event)),
        ("pairings", csv::pairings_csv(&event, 1).expect("pairings")),
    ] {
        assert!(bytes.starts_with(csv::BOM), "{what}");
        let text = String::from_utf8(bytes).expect("UTF-8");
        assert!(what == "games" || text.contains("Čeněk"), "{what}");
    }
}
