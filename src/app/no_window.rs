//! When the window cannot open (no OpenGL 2.0: Remote Desktop, a virtual machine, a missing
//! graphics driver): the reason and what to try, in a message box of the system's — a program
//! started by a double-click has no terminal to print to.
//!
//! Windows and macOS show rfd's message dialog (the system's own message box). On Linux rfd's
//! message dialog is zenity, and rfd says nothing when zenity is missing, so the app looks for
//! `zenity` itself and otherwise shows `xmessage` (X's own, present wherever X is; in English:
//! its core fonts have no other scripts).

use crate::i18n::Lang;
use crate::tr;

/// The message in `lang`: its title, the reason and what to try, and the word on its button.
pub fn message(error: &str, lang: Lang) -> (String, String, String) {
    let title = tr!(lang, "app-no-window-title");
    let text = format!(
        "{}\n\n{}",
        tr!(lang, "app-no-window", error = error),
        tr!(lang, "app-no-window-try")
    );
    (title, text, tr!(lang, "app-no-window-ok"))
}

/// Shows the message box about `error` in the app's language (and waits until it is closed);
/// whether one was shown.
pub fn tell(error: &str) -> bool {
    let lang = super::document::Prefs::load(&super::default_data_dir()).language();
    #[cfg(any(target_os = "windows", target_os = "macos"))]
    {
        system_box(&message(error, lang));
        true
    }
    #[cfg(not(any(target_os = "windows", target_os = "macos")))]
    {
        linux_box(error, lang)
    }
}

/// rfd's message dialog: the system's own box on Windows and macOS, zenity on Linux.
fn system_box((title, text, _ok): &(String, String, String)) {
    rfd::MessageDialog::new()
        .set_level(rfd::MessageLevel::Error)
        .set_title(title)
        .set_description(text)
        .set_buttons(rfd::MessageButtons::Ok)
        .show();
}

#[cfg(not(any(target_os = "windows", target_os = "macos")))]
fn linux_box(error: &str, lang: Lang) -> bool {
    use std::process::Command;
    let on_path = |tool: &str| {
        let path = std::env::var_os("PATH"); // i18n: not text
        path.is_some_and(|p| std::env::split_paths(&p).any(|d| d.join(tool).is_file()))
    };
    if on_path("zenity") {
        system_box(&message(error, lang));
        return true;
    }
    let display = std::env::var_os("DISPLAY").is_some(); // i18n: not text
    if on_path("xmessage") && display {
        // xmessage draws with X's core fonts, which have no other scripts: it speaks English.
        let (title, text, ok) = message(error, Lang::ENGLISH);
        // xmessage does not wrap: the text goes in lines of at most 80 columns.
        let wrapped = wrap(&text, 80);
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

/// `text` with each paragraph broken into lines at most `width` columns wide (a CJK character
/// takes two): at spaces, and inside a word longer than a line (Japanese has no spaces).
pub fn wrap(text: &str, width: usize) -> String {
    use unicode_width::UnicodeWidthChar as _;
    let cols = |c: char| c.width().unwrap_or(0);
    let width = width.max(2);
    let mut out = Vec::new();
    for paragraph in text.split('\n') {
        let (mut line, mut used) = (String::new(), 0);
        for word in paragraph.split(' ') {
            let wide: usize = word.chars().map(cols).sum();
            if used > 0 && used + 1 + wide > width {
                out.push(std::mem::take(&mut line));
                used = 0;
            }
            if used > 0 {
                line.push(' ');
                used += 1;
            }
            for c in word.chars() {
                if used + cols(c) > width {
                    out.push(std::mem::take(&mut line));
                    used = 0;
                }
                line.push(c);
                used += cols(c);
            }
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

    #[test]
    fn a_word_longer_than_a_line_is_cut_and_cjk_counts_two_columns() {
        assert_eq!(
            wrap("ab ウィンドウを開けません", 8),
            "ab\nウィンド\nウを開け\nません"
        );
    }
}
