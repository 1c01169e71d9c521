//! Build script: for Windows targets, the program's icon and version information (file
//! properties in Explorer), compiled into the exe with `winresource` (`windres` from MinGW when
//! cross-building from Linux, `rc.exe` with MSVC). Nothing happens for other targets.

fn main() {
    println!("cargo:rerun-if-changed=build.rs");
    println!("cargo:rerun-if-changed=assets/icon/netrunner-to.ico");
    if std::env::var("CARGO_CFG_TARGET_OS").as_deref() != Ok("windows") {
        return;
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
}
