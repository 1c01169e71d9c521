//! The app's words in the app's language (issue 19).
//!
//! The app's language (View ▸ Language, else the computer's) is put into the egui context at
//! the start of every frame ([`set_lang`]); any code that has a `Ui` or a `Context` asks it with
//! [`Speaks::lang`] and formats a message from the message files with [`crate::tr!`]:
//!
//! ```ignore
//! use crate::app::words::Speaks as _;
//! ui.button(tr!(ui.lang(), "nav-players"));
//! ui.label(tr!(ui.lang(), "nav-active-players", n = active));
//! ```
//!
//! Code that runs outside a frame (actions, status lines) takes the language from the app
//! ([`super::NetrunnerApp::lang`]). The command line never comes here: it stays English.

use crate::i18n::Lang;

/// Where the language lives in the egui context's memory.
fn key() -> egui::Id {
    egui::Id::unique("netrunner-to-app-language")
}

/// Makes `lang` the language of everything drawn in `ctx` from now on.
pub fn set_lang(ctx: &egui::Context, lang: Lang) {
    ctx.data_mut(|d| d.insert_temp(key(), lang));
}

/// Something that knows the app's language: a `Ui`, a `Context`, or a [`Lang`] itself.
pub trait Speaks {
    /// The language to write the app's words in (English until the app sets one).
    fn lang(&self) -> Lang;
}

impl Speaks for egui::Context {
    fn lang(&self) -> Lang {
        self.data(|d| d.get_temp::<Lang>(key()))
            .unwrap_or(Lang::ENGLISH)
    }
}

impl Speaks for egui::Ui {
    fn lang(&self) -> Lang {
        self.ctx().lang()
    }
}

impl Speaks for Lang {
    fn lang(&self) -> Lang {
        *self
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn the_context_carries_the_language_set_last() {
        let ctx = egui::Context::default();
        assert_eq!(ctx.lang(), Lang::ENGLISH);
        let ja = Lang::from_tag("ja").unwrap();
        set_lang(&ctx, ja);
        assert_eq!(ctx.lang(), ja);
        set_lang(&ctx, Lang::ENGLISH);
        assert_eq!(ctx.lang(), Lang::ENGLISH);
    }
}
