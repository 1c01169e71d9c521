//! When the window cannot open (no OpenGL 2.0: Remote Desktop, a virtual machine, a missing
//! graphics driver): the reason and what to try, in a message box of the system's — a program
//! started by a double-click has no terminal to print to.
//!
//! Windows and macOS show rfd's message dialog (the system's own message box). On Linux rfd's
//! message dialog is zenity, and rfd says nothing when zenity is missing, so the app looks for
//! `zenity` itself and otherwise shows `xmessage` (X's own, present wherever X is).

use crate::tr;

/// The message, in the app's language: its title, the reason and what to try, and the word on
/// its button.
pub fn message(error: &str) -> (String, String, String) {
    let lang = super::document::Prefs::load(&super::default_data_dir()).language();
    let title = tr!(lang, "app-no-window-title");
    let text = format!(
        "{}\n\n{}",
        tr!(lang, "app-no-window", error = error),
        tr!(lang, "app-no-window-try")
    );
    (title, text, tr!(lang, "app-no-window-ok"))
}

/// Shows the message box (and waits until it is closed); whether one was shown.
pub fn show(title: &str, text: &str, ok: &str) -> bool {
    #[cfg(any(target_os = "windows", target_os = "macos"))]
    {
        let _ = ok; // the system's box has its own button
        rfd::MessageDialog::new()
            .set_level(rfd::MessageLevel::Error)
            .set_title(title)
            .set_description(text)
            .set_buttons(rfd::MessageButtons::Ok)
            .show();
        true
    }
    #[cfg(not(any(target_os = "windows", target_os = "macos")))]
    {
        linux_box(title, text, ok)
    }
}

#[cfg(not(any(target_os = "windows", target_os = "macos")))]
fn linux_box(title: &str, text: &str, ok: &str) -> bool {
    use std::process::Command;
    let on_path = |tool: &str| {
        let path = std::env::var_os("PATH"); // i18n: not text
        path.is_some_and(|p| std::env::split_paths(&p).any(|d| d.join(tool).is_file()))
    };
    if on_path("zenity") {
        rfd::MessageDialog::new()
            .set_level(rfd::MessageLevel::Error)
            .set_title(title)
            .set_description(text)
            .set_buttons(rfd::MessageButtons::Ok)
            .show();
        return true;
    }
    let display = std::env::var_os("DISPLAY").is_some(); // i18n: not text
    if on_path("xmessage") && display {
        // xmessage does not wrap: the text goes in lines of at most 80 characters.
        let wrapped = wrap(text, 80);
        let ok = ok.replace([':', ','], " ");
        let flags = ["-center", "-buttons"]; // i18n: not text
        return Command::new("xmessage")
            .args(flags)
            .arg(format!("{ok}:0"))
            // Return presses it.
            .arg("-default") // i18n: not text
            .arg(&ok)
            .arg("-title") // i18n: not text
            .arg(title)
            .arg(wrapped)
            .status()
            .is_ok();
    }
    false
}

/// `text` with each paragraph broken into lines of at most `width` characters (at spaces).
pub fn wrap(text: &str, width: usize) -> String {
    let mut out = Vec::new();
    for paragraph in text.split('\n') {
        let mut line = String::new();
        for word in paragraph.split(' ') {
            if !line.is_empty() && line.chars().count() + 1 + word.chars().count() > width {
                out.push(std::mem::take(&mut line));
            }
            if !line.is_empty() {
                line.push(' ');
            }
            line.push_str(word);
        }
        out.push(line);
    }
    out.join("\n")
}

#[cfg(test)]
mod tests {
    use super::wrap;

    #[test]
    fn long_paragraphs_are_broken_at_spaces_and_paragraphs_kept() {
        let text = "one two three four five six seven\n\nshort";
        assert_eq!(
            wrap(text, 10),
            "one two\nthree four\nfive six\nseven\n\nshort"
        );
    }
}
