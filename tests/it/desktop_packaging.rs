//! Issue 29, item 2: `packaging/linux` — the `.desktop` file (the app id the window carries, the
//! file argument, the icon, the event file's MIME type) and the MIME type itself, checked with
//! the real shared-mime-info and GIO: an event file is `application/x-netrunner-to-event`, any
//! other JSON file (an NRTM results file) stays `application/json`.

use crate::desktop_x11::have;
use netrunner_to::app::APP_ID;
use netrunner_to::io::save;
use std::path::Path;
use std::process::Command;

const ROOT: &str = env!("CARGO_MANIFEST_DIR");
const MIME: &str = "application/x-netrunner-to-event";

fn desktop_entry() -> Vec<(String, String)> {
    let text =
        std::fs::read_to_string(Path::new(ROOT).join("packaging/linux/netrunner-to.desktop"))
            .unwrap();
    assert!(text.starts_with("[Desktop Entry]\n"));
    text.lines()
        .skip(1)
        .filter(|l| !l.is_empty())
        .map(|l| {
            let (k, v) = l.split_once('=').unwrap_or_else(|| panic!("{l:?}"));
            (k.to_string(), v.to_string())
        })
        .collect()
}

#[test]
fn the_desktop_file_names_the_window_the_icon_the_file_argument_and_the_mime_type() {
    let entry = desktop_entry();
    let get = |k: &str| {
        entry
            .iter()
            .find(|(key, _)| key == k)
            .map(|(_, v)| v.as_str())
            .unwrap_or_else(|| panic!("no {k}="))
    };
    assert_eq!(get("Type"), "Application");
    assert_eq!(get("Exec"), "netrunner-to %f");
    assert_eq!(get("Terminal"), "false");
    assert_eq!(get("StartupWMClass"), APP_ID);
    assert_eq!(get("Icon"), APP_ID);
    assert_eq!(get("MimeType"), format!("{MIME};"));
    let xml =
        std::fs::read_to_string(Path::new(ROOT).join("packaging/linux/netrunner-to.xml")).unwrap();
    assert!(xml.contains(&format!("<mime-type type=\"{MIME}\">")));
    // The content match is the event file's format marker as the program writes it.
    let marker = format!("&quot;format&quot;: &quot;{}&quot;", save::FILE_FORMAT);
    assert!(xml.contains(&marker), "{xml}");
    assert!(
        Path::new(ROOT)
            .join("assets/icon/netrunner-to.png")
            .is_file()
    );
}

#[test]
fn shared_mime_info_tells_an_event_file_from_other_json_files() {
    if !have(&["update-mime-database", "gio"]) {
        return;
    }
    let dir = tempfile::tempdir().unwrap();
    let packages = dir.path().join("data/mime/packages");
    std::fs::create_dir_all(&packages).unwrap();
    std::fs::copy(
        Path::new(ROOT).join("packaging/linux/netrunner-to.xml"),
        packages.join("netrunner-to.xml"),
    )
    .unwrap();
    let built = Command::new("update-mime-database")
        .arg(dir.path().join("data/mime"))
        .output()
        .unwrap();
    assert!(built.status.success(), "{built:?}");
    let type_of = |file: &Path| {
        let out = Command::new("gio")
            .args(["info", "-a", "standard::content-type"])
            .arg(file)
            .env("XDG_DATA_HOME", dir.path().join("data"))
            .output()
            .unwrap();
        let text = String::from_utf8_lossy(&out.stdout).into_owned();
        text.lines()
            .find_map(|l| l.trim().strip_prefix("standard::content-type: "))
            .unwrap_or_default()
            .to_string()
    };
    // An event file as the program writes it, under any name.
    let event = save::load(&Path::new(ROOT).join("fixtures/event-files/v1/small.json")).unwrap();
    let file = dir.path().join("saturday.json");
    std::fs::write(&file, save::to_bytes(&event)).unwrap();
    assert_eq!(type_of(&file), MIME);
    for other in [
        "fixtures/nrtm/cobra_single_sided.json",
        "fixtures/nrtm/aesops_single_sided.json",
        "fixtures/decks/prebuilts.json",
    ] {
        let copy = dir.path().join(Path::new(other).file_name().unwrap());
        std::fs::copy(Path::new(ROOT).join(other), &copy).unwrap();
        assert_eq!(type_of(&copy), "application/json", "{other}");
    }
}

#[test]
fn install_sh_installs_the_program_its_menu_entry_icon_and_file_type_for_the_user() {
    if !have(&["sh", "update-mime-database", "gio"]) {
        return;
    }
    let home = tempfile::tempdir().unwrap();
    let data = home.path().join("share");
    let out = Command::new("sh")
        .arg(Path::new(ROOT).join("packaging/linux/install.sh"))
        .env("HOME", home.path())
        .env("XDG_DATA_HOME", &data)
        .env("XDG_CONFIG_HOME", home.path().join("config"))
        .env_remove("PREFIX")
        .env("NETRUNNER_TO_BIN", crate::desktop_x11::BIN)
        .output()
        .unwrap();
    assert!(out.status.success(), "{out:?}");
    let bin = home.path().join(".local/bin/netrunner-to");
    let version = Command::new(&bin).arg("--version").output().unwrap();
    assert!(String::from_utf8_lossy(&version.stdout).starts_with("netrunner-to "));
    for installed in [
        "applications/netrunner-to.desktop",
        "mime/packages/netrunner-to.xml",
        "icons/hicolor/256x256/apps/netrunner-to.png",
    ] {
        assert!(data.join(installed).is_file(), "{installed}");
    }
    // The user's MIME database knows the type: an event file is one.
    let event = save::load(&Path::new(ROOT).join("fixtures/event-files/v1/small.json")).unwrap();
    let file = home.path().join("event.json");
    std::fs::write(&file, save::to_bytes(&event)).unwrap();
    let info = Command::new("gio")
        .args(["info", "-a", "standard::content-type"])
        .arg(&file)
        .env("XDG_DATA_HOME", &data)
        .output()
        .unwrap();
    assert!(
        String::from_utf8_lossy(&info.stdout).contains(MIME),
        "{info:?}"
    );
}
