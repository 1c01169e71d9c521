//! Issue 29, item 3: when the window cannot open (here: an X server without GLX and no EGL
//! driver, as on a computer without a graphics driver), the program tries a second renderer,
//! then says why and what to try in a message box on the screen — not only on standard error,
//! which a double-clicked program has not got.

use crate::desktop_x11::{App, Display, have, home, wait_for};
use std::time::Duration;

#[test]
fn without_opengl_a_message_box_says_why_and_what_to_try() {
    if !have(&[
        "Xvfb",
        "xdotool",
        "xmessage",
        "import",
        "convert",
        "tesseract",
    ]) {
        return;
    }
    let d = Display::start(false, &["-extension", "GLX"]);
    // glvnd finds no EGL driver either.
    let no_egl = [("__EGL_VENDOR_LIBRARY_FILENAMES", "/nonexistent/egl.json")];
    let mut app = App::start(&d, home(), &[], &no_egl);
    let title = "Netrunner TO cannot open its window";
    let message = d.window(title, Duration::from_secs(60));
    let stderr = app.stderr();
    let message = message.unwrap_or_else(|| panic!("no message box; stderr: {stderr}"));
    // One box, from the second attempt: the first tried again before giving up.
    assert_eq!(d.windows_named(title).len(), 1);
    assert!(stderr.contains("trying again"), "{stderr}");
    assert_eq!(
        stderr.matches("the window could not be opened").count(),
        2,
        "{stderr}"
    );
    let png = app.path("message.png");
    let text = wait_for(Duration::from_secs(20), || {
        let t = d.read_screen(&png);
        (t.contains("OpenGL") && t.contains("Desktop") && t.contains("acceleration")).then_some(t)
    });
    assert!(
        text.is_some(),
        "the box does not say why (screenshot {})",
        png.display()
    );
    // Until it is closed the program waits; then it exits with a failure.
    assert!(app.running());
    // Return presses its button.
    d.run("xdotool", &["windowfocus", "--sync", &message]);
    d.run("xdotool", &["key", "Return"]);
    let status = app
        .exited(Duration::from_secs(20))
        .expect("the program ends");
    assert!(!status.success());
}
