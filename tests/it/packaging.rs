//! Issue 34: the Linux packages scripts/package.sh makes — the `.deb` installed with `dpkg -i`
//! (into a scratch root: `dpkg --root`, so the test needs no administrator rights and leaves the
//! machine alone) and the tarball unpacked and installed with its `install.sh` — each started
//! from what it installed; every document the packaged README links to is in the package; the
//! notices are current and carry what the program owes. The packages are made from the test
//! build of the program (`--bin`: the same files as a release, without a release build). The
//! Windows installer is installed and uninstalled under Wine by scripts/windows-smoke.sh.

use crate::desktop_x11::have;
use std::path::{Path, PathBuf};
use std::process::{Command, Output};
use std::sync::OnceLock;

const BIN: &str = env!("CARGO_BIN_EXE_netrunner-to");
const ROOT: &str = env!("CARGO_MANIFEST_DIR");

fn version() -> String {
    format!("netrunner-to {}", env!("CARGO_PKG_VERSION"))
}

fn run(cmd: &mut Command) -> Output {
    let o = cmd.output().unwrap_or_else(|e| panic!("{cmd:?}: {e}"));
    assert!(
        o.status.success(),
        "{cmd:?} failed:\n{}\n{}",
        String::from_utf8_lossy(&o.stdout),
        String::from_utf8_lossy(&o.stderr)
    );
    o
}

/// The Linux packages, made once for the tests of this module.
fn packages() -> &'static Path {
    static DIST: OnceLock<PathBuf> = OnceLock::new();
    DIST.get_or_init(|| {
        // In target/ (replaced on each run), not a temporary folder left behind.
        let dir = Path::new(ROOT).join("target/packaging-test");
        let _ = std::fs::remove_dir_all(&dir);
        std::fs::create_dir_all(&dir).unwrap();
        run(Command::new(Path::new(ROOT).join("scripts/package.sh"))
            .current_dir(ROOT)
            .args(["--linux", "--bin", BIN, "--out"])
            .arg(&dir));
        dir
    })
}

fn package(suffix: &str) -> PathBuf {
    let v = env!("CARGO_PKG_VERSION");
    let name = match suffix {
        "deb" => format!("netrunner-to_{v}_amd64.deb"),
        _ => format!("netrunner-to-{v}-linux-x86_64.tar.gz"),
    };
    let p = packages().join(name);
    assert!(p.is_file(), "{} was not made", p.display());
    p
}

/// The relative links of README.md (files, without #anchors).
fn readme_links() -> Vec<String> {
    let text = std::fs::read_to_string(Path::new(ROOT).join("README.md")).unwrap();
    let mut links = Vec::new();
    for ev in pulldown_cmark::Parser::new(&text) {
        let dest = match ev {
            pulldown_cmark::Event::Start(pulldown_cmark::Tag::Link { dest_url, .. })
            | pulldown_cmark::Event::Start(pulldown_cmark::Tag::Image { dest_url, .. }) => {
                dest_url.to_string()
            }
            _ => continue,
        };
        let file = dest.split('#').next().unwrap_or("").to_string();
        if !file.is_empty() && !file.contains("://") && !file.starts_with("mailto:") {
            links.push(file);
        }
    }
    links.sort();
    links.dedup();
    links
}

fn make_event(dir: &Path, program: &Path) -> PathBuf {
    let ev = dir.join("cup.json");
    run(Command::new(program)
        .arg("new")
        .arg(&ev)
        .args(["--name", "Package Cup", "--seed", "1"]));
    run(Command::new(program)
        .args(["player", "add"])
        .arg(&ev)
        .args(["Ann", "Bo"]));
    ev
}

#[test]
fn the_deb_installs_with_dpkg_its_menu_command_runs_and_it_removes_cleanly() {
    if !have(&["dpkg", "dpkg-deb", "update-mime-database"]) {
        return;
    }
    let deb = package("deb");
    let root = tempfile::tempdir().unwrap();
    let r = root.path();
    std::fs::create_dir_all(r.join("var/lib/dpkg/info")).unwrap();
    std::fs::create_dir_all(r.join("var/lib/dpkg/updates")).unwrap();
    std::fs::write(r.join("var/lib/dpkg/status"), "").unwrap();
    let dpkg = |args: &[&str]| {
        let mut c = Command::new("dpkg");
        c.arg(format!("--root={}", r.display()))
            .args(["--force-not-root", "--force-depends", "--log=/dev/null"])
            .args(args);
        c
    };
    run(dpkg(&["-i"]).arg(&deb));

    // What a desktop needs: the menu entry, its icon, the event file's MIME type.
    let desktop = r.join("usr/share/applications/netrunner-to.desktop");
    let entry = std::fs::read_to_string(&desktop).unwrap();
    assert!(entry.contains("MimeType=application/x-netrunner-to-event;"));
    assert!(
        r.join("usr/share/icons/hicolor/256x256/apps/netrunner-to.png")
            .is_file()
    );
    assert!(r.join("usr/share/mime/packages/netrunner-to.xml").is_file());
    run(Command::new("update-mime-database").arg(r.join("usr/share/mime")));
    assert!(
        r.join("usr/share/mime/application/x-netrunner-to-event.xml")
            .is_file(),
        "the MIME database built from the package does not know the event file type"
    );
    if have(&["desktop-file-validate"]) {
        run(Command::new("desktop-file-validate").arg(&desktop));
    }

    // The menu's command: Exec=netrunner-to %f, the program found in the package's /usr/bin.
    let exec = entry
        .lines()
        .find_map(|l| l.strip_prefix("Exec="))
        .expect("no Exec= line");
    let mut words = exec.split_whitespace();
    let program = r.join("usr/bin").join(words.next().unwrap());
    assert_eq!(words.collect::<Vec<_>>(), ["%f"], "{exec}");
    let out = run(Command::new(&program).arg("--version"));
    assert_eq!(String::from_utf8_lossy(&out.stdout).trim(), version());
    // The installed program reads an event file (the command line of the same binary).
    let work = tempfile::tempdir().unwrap();
    let ev = make_event(work.path(), &program);
    let info = run(Command::new(&program).arg("info").arg(&ev));
    assert!(String::from_utf8_lossy(&info.stdout).contains("Package Cup"));

    // The notices and every document the README links to are installed.
    let doc = r.join("usr/share/doc/netrunner-to");
    for f in ["copyright", "THIRD-PARTY-LICENSES", "LICENSE", "README.md"] {
        assert!(doc.join(f).is_file(), "doc/netrunner-to/{f} missing");
    }
    for link in readme_links() {
        assert!(
            doc.join(&link).exists(),
            "the README links to {link}, not in the .deb"
        );
    }

    // Removing it leaves no file of the package behind.
    run(&mut dpkg(&["-r", "netrunner-to"]));
    for gone in [
        "usr/bin/netrunner-to",
        "usr/share/applications/netrunner-to.desktop",
        "usr/share/mime/packages/netrunner-to.xml",
        "usr/share/icons/hicolor/256x256/apps/netrunner-to.png",
        "usr/share/doc/netrunner-to",
    ] {
        assert!(!r.join(gone).exists(), "{gone} left after dpkg -r");
    }
    assert!(
        ev.is_file(),
        "the organizer's event file went with the package"
    );
}

#[test]
fn the_tarball_installs_for_the_user_and_carries_every_document_the_readme_links() {
    let tar = package("tar.gz");
    let dir = tempfile::tempdir().unwrap();
    run(Command::new("tar")
        .arg("-xzf")
        .arg(&tar)
        .arg("-C")
        .arg(dir.path()));
    let top = dir
        .path()
        .join(format!("netrunner-to-{}", env!("CARGO_PKG_VERSION")));
    for link in readme_links() {
        assert!(
            top.join(&link).exists(),
            "the README links to {link}, not in the tarball"
        );
    }
    for f in ["THIRD-PARTY-LICENSES", "LICENSE", "LICENSE-DejaVu.txt"] {
        assert!(top.join(f).is_file(), "{f} missing from the tarball");
    }
    // install.sh, as the README says, into a scratch home.
    let home = tempfile::tempdir().unwrap();
    run(Command::new("sh")
        .arg(top.join("packaging/linux/install.sh"))
        .env("HOME", home.path())
        .env_remove("XDG_DATA_HOME")
        .env_remove("PREFIX"));
    let installed = home.path().join(".local/bin/netrunner-to");
    let out = run(Command::new(&installed).arg("--version"));
    assert_eq!(String::from_utf8_lossy(&out.stdout).trim(), version());
    assert!(
        home.path()
            .join(".local/share/applications/netrunner-to.desktop")
            .is_file()
    );
    assert!(
        home.path()
            .join(".local/share/mime/packages/netrunner-to.xml")
            .is_file()
    );
}

#[test]
fn the_notices_are_current_and_name_the_crates_fonts_and_card_data() {
    // Fails when Cargo.lock changed without the notices, or a crate's licence is not allowed.
    run(Command::new("python3")
        .arg(Path::new(ROOT).join("scripts/third-party-licenses.py"))
        .arg("--check")
        .current_dir(ROOT));
    let text = std::fs::read_to_string(Path::new(ROOT).join("THIRD-PARTY-LICENSES")).unwrap();
    let lock = std::fs::read_to_string(Path::new(ROOT).join("Cargo.lock")).unwrap();
    // Crates the program links on every platform, at the versions Cargo.lock has.
    for name in [
        "krilla", "harfrust", "skrifa", "egui", "serde", "tokio", "axum",
    ] {
        let at = lock
            .find(&format!("name = \"{name}\"\nversion = \""))
            .unwrap_or_else(|| panic!("{name} not in Cargo.lock"));
        let v = lock[at..].split('"').nth(3).unwrap();
        assert!(
            text.contains(&format!("\n  {name} {v} ")),
            "{name} {v} is not listed"
        );
    }
    // The unmaintained shaper is gone from the program.
    assert!(!text.contains("\n  rustybuzz "));
    assert!(!text.contains("\n  ttf-parser "));
    // The fonts and the card data's credit.
    for needle in [
        "DejaVu",
        "Bitstream",
        "Ubuntu Font Licence",
        "SIL Open Font License",
        "Null-Signal-Games/netrunner-cards-json",
        "Apache License",
    ] {
        assert!(text.contains(needle), "THIRD-PARTY-LICENSES lacks {needle}");
    }
}

#[test]
fn the_licence_check_refuses_what_is_not_allowed() {
    let script = Path::new(ROOT).join("scripts/third-party-licenses.py");
    let probe = format!(
        "import importlib.util, sys\n\
         s = importlib.util.spec_from_file_location('t', {script:?})\n\
         m = importlib.util.module_from_spec(s); s.loader.exec_module(m)\n\
         cases = {{'MIT': True, 'MIT OR Apache-2.0': True, 'Apache-2.0 WITH LLVM-exception': True,\n\
           'GPL-3.0-only': False, 'MIT OR GPL-3.0-only': True, 'MIT AND GPL-3.0-only': False,\n\
           '(MIT OR Apache-2.0) AND Unicode-3.0': True, 'MIT/Apache-2.0': True, 'AGPL-3.0': False,\n\
           'LGPL-2.1-or-later': False}}\n\
         bad = [c for c, want in cases.items() if m.allowed(c) != want]\n\
         print(bad); sys.exit(1 if bad else 0)\n",
        script = script.display().to_string()
    );
    run(Command::new("python3").args(["-c", &probe]));
}

#[test]
fn help_about_shows_the_version_the_card_data_credit_and_the_notices() {
    use egui::accesskit::Role;
    use egui_kittest::Harness;
    use egui_kittest::kittest::Queryable as _;
    use netrunner_to::app::NetrunnerApp;
    let dir = tempfile::tempdir().unwrap();
    let mut app = NetrunnerApp::new(dir.path().to_path_buf(), Box::new(|| 1_764_000_000_000));
    app.use_dialogs = false;
    let mut h = Harness::builder()
        .with_size(egui::vec2(1280.0, 800.0))
        .build_ui_state(|ui, app: &mut NetrunnerApp| app.frame_ui(ui), app);
    h.run_steps(4);
    assert!(h.query_by_label("About Netrunner TO").is_none());
    h.get_by_role_and_label(Role::Button, "Help").click();
    h.run_steps(4);
    h.get_by_label("About Netrunner TO").click();
    h.run_steps(4);
    h.get_by_label(&version().replace("netrunner-to", "Netrunner TO"));
    h.get_by_label_contains("Null-Signal-Games/netrunner-cards-json");
    // The notices, from their first line (the rest scrolls).
    let notices = std::fs::read_to_string(Path::new(ROOT).join("THIRD-PARTY-LICENSES")).unwrap();
    let first = notices.lines().next().unwrap();
    assert!(first.starts_with("Netrunner TO "), "{first}");
    h.get_by_label(first);
    h.get_by_label_contains("MIT licence");
}
