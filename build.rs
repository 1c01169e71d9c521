//! Build script:
//! - the languages the program speaks, from the folders under `i18n/` (`languages`);
//! - for Windows targets, the program's icon and version information (file properties in
//!   Explorer), compiled into the exe with `winresource` (`windres` from MinGW when
//!   cross-building from Linux, `rc.exe` with MSVC). Nothing happens for other targets.

use std::path::Path;

fn main() -> std::io::Result<()> {
    println!("cargo:rerun-if-changed=build.rs");
    languages()?;
    println!("cargo:rerun-if-changed=assets/icon/netrunner-to.ico");
    if std::env::var("CARGO_CFG_TARGET_OS").as_deref() != Ok("windows") {
        return Ok(());
    }
    let mut res = winresource::WindowsResource::new();
    res.set_icon("assets/icon/netrunner-to.ico")
        .set("ProductName", "Netrunner TO")
        .set(
            "FileDescription",
            "Netrunner TO: tournament organizer for Android: Netrunner",
        )
        .set("InternalName", "netrunner-to")
        .set("OriginalFilename", "netrunner-to.exe")
        .set("LegalCopyright", "MIT licence; see LICENSE");
    if let Err(e) = res.compile() {
        // Without the resource compiler the exe still works, only without icon and version.
        println!("cargo:warning=no icon or version information in the Windows exe: {e}");
    }
    Ok(())
}

/// The languages: one folder per language under `i18n/`, named by its tag, with the message
/// file `app.ftl`; English first (the fallback), then by tag. Each file names its language in
/// its own words (`language-name = 日本語`). Writes `$OUT_DIR/languages.rs`, the `LANGUAGES`
/// table of `src/i18n`: adding a language is adding its folder.
fn languages() -> std::io::Result<()> {
    let var = |name: &str| std::env::var(name).map_err(std::io::Error::other);
    let manifest = var("CARGO_MANIFEST_DIR")?;
    let root = Path::new(&manifest).join("i18n");
    // A directory: cargo looks for any change inside it.
    println!("cargo:rerun-if-changed={}", root.display());
    let mut found: Vec<(String, std::path::PathBuf)> = std::fs::read_dir(&root)
        .map(|entries| {
            entries
                .flatten()
                .map(|e| e.path().join("app.ftl"))
                .filter(|f| f.is_file())
                .filter_map(|f| {
                    let tag = f.parent()?.file_name()?.to_str()?.to_string();
                    Some((tag, f))
                })
                .collect()
        })
        .unwrap_or_default();
    found.sort_by(|a, b| (a.0 != "en", &a.0).cmp(&(b.0 != "en", &b.0)));
    let mut out = String::from(
        "/// Every language, English first (the fallback): one per folder of `i18n/`, made by\n\
         /// `build.rs`.\npub const LANGUAGES: &[Language] = &[\n",
    );
    for (tag, file) in &found {
        let text = std::fs::read_to_string(file).unwrap_or_default();
        let name = text
            .lines()
            .find_map(|l| l.strip_prefix("language-name = "))
            .map_or_else(|| tag.clone(), |n| n.trim().to_string());
        out.push_str(&format!(
            "    Language {{ tag: {tag:?}, name: {name:?}, source: include_str!({:?}) }},\n",
            file.display().to_string()
        ));
    }
    out.push_str("];\n");
    std::fs::write(Path::new(&var("OUT_DIR")?).join("languages.rs"), out)
}
