//! The app's commands: one table ([`AppCommand`]) drives the menu bar, the shortcut shown
//! beside each entry (in the platform's words: "Ctrl+S", "⌘S") and the keys that run it.

use super::screens::Screen;
use super::words::Speaks as _;
use super::{Action, ExportKind, NetrunnerApp, sharing};
use crate::engine::Command;
use crate::i18n::Lang;
use crate::tr;
use egui::{Key, KeyboardShortcut, Modifiers};

/// Something the organizer can run from the menu bar (and, for some, from the keyboard).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum AppCommand {
    /// File ▸ New event… (the start screen).
    NewEvent,
    /// File ▸ Open…
    Open,
    /// File ▸ Import players…
    ImportPlayers,
    /// File ▸ Follow an event on the network… (issue 39).
    Follow,
    /// File ▸ Save.
    Save,
    /// File ▸ Save As…
    SaveAs,
    /// File ▸ Print…
    Print,
    /// File ▸ Close event.
    Close,
    /// File ▸ Quit.
    Quit,
    /// Edit ▸ Undo.
    Undo,
    /// Edit ▸ Redo.
    Redo,
    /// Edit ▸ Event settings…
    EventSettings,
    /// Event ▸ Share on the local network…
    Share,
    /// Event ▸ Publish round N pairings (while a round is not published).
    PublishPairings,
    /// Event ▸ Show or hide the standings on the players' pages.
    ShowStandings,
    /// View ▸ Light or dark theme.
    Theme,
    /// View ▸ Larger text.
    LargerText,
    /// View ▸ Smaller text.
    SmallerText,
    /// View ▸ Normal text.
    NormalText,
    /// View ▸ Projector window (open or close).
    Projector,
}

/// One place in a menu.
#[derive(Clone, Copy, Debug)]
enum Entry {
    Command(AppCommand),
    Separator,
    /// File ▸ Export ▸ one entry per [`ExportKind`].
    Export,
    /// Event ▸ Copy for a chat ▸ the round's pairings or the standings (issue 22).
    ChatCopy,
    /// View ▸ Language ▸ one entry per language, in its own words (issue 19).
    Language,
    /// Help ▸ About Netrunner TO: the version, the licence, the card data's credit and the
    /// third-party notices (issue 34).
    About,
}

/// The menu bar: each menu's title (a message id) and entries, in order.
const MENUS: [(&str, &[Entry]); 5] = {
    use AppCommand::*;
    use Entry::{About, ChatCopy, Command as C, Export, Language, Separator};
    [
        (
            "menu-file",
            &[
                C(NewEvent),
                C(Open),
                C(ImportPlayers),
                C(Follow),
                Separator,
                C(Save),
                C(SaveAs),
                C(Print),
                Export,
                Separator,
                C(Close),
                C(Quit),
            ],
        ),
        (
            "menu-edit",
            &[C(Undo), C(Redo), Separator, C(EventSettings)],
        ),
        (
            "menu-event",
            &[C(Share), ChatCopy, C(PublishPairings), C(ShowStandings)],
        ),
        (
            "menu-view",
            &[
                C(Theme),
                C(LargerText),
                C(SmallerText),
                C(NormalText),
                Language,
                Separator,
                C(Projector),
            ],
        ),
        ("menu-help", &[About]),
    ]
};

/// What the menus show depends on: read from the app once a frame.
#[derive(Clone, Debug, Default)]
pub struct MenuState {
    /// An event is open.
    pub has_doc: bool,
    /// The open event is a multiplayer one (NAPD, The Big Sell-Out).
    pub multiplayer: bool,
    /// What Undo would revert, when there is something (in the app's language).
    pub undo: Option<String>,
    /// What Redo would repeat, when there is something (in the app's language).
    pub redo: Option<String>,
    /// The dark theme is on.
    pub dark: bool,
    /// The text scale.
    pub scale: f32,
    /// The projector window is open.
    pub projector: bool,
    /// The round whose pairings the players' pages do not show yet.
    pub unpublished: Option<u32>,
    /// Whether the players' pages show the standings (`None`: no event).
    pub standings_shown: Option<bool>,
    /// The app's language.
    pub language: Lang,
}

impl MenuState {
    /// The app's state as the menus see it.
    pub fn of(app: &NetrunnerApp) -> MenuState {
        let lang = app.lang();
        let event = app.event();
        MenuState {
            has_doc: app.doc.is_some(),
            multiplayer: event.is_some_and(|e| e.is_multiplayer()),
            undo: app.doc.as_ref().and_then(|d| d.undo_text(lang)),
            redo: app.doc.as_ref().and_then(|d| d.redo_text(lang)),
            dark: app.prefs.dark,
            scale: app.prefs.scale,
            projector: app.projector,
            unpublished: event.and_then(sharing::unpublished_round),
            standings_shown: event.map(|e| e.standings_shown()),
            language: lang,
        }
    }
}

impl AppCommand {
    /// Every command, in the order their keys are tried (a shortcut with Shift before the same
    /// one without: egui's matching ignores a Shift the shortcut does not name).
    pub const ALL: [AppCommand; 20] = {
        use AppCommand::*;
        [
            Redo,
            Undo,
            SaveAs,
            Save,
            NewEvent,
            Open,
            ImportPlayers,
            Follow,
            Print,
            Close,
            Quit,
            EventSettings,
            Share,
            PublishPairings,
            ShowStandings,
            Theme,
            LargerText,
            SmallerText,
            NormalText,
            Projector,
        ]
    };

    /// The keys that run the command; the first is the one the menu shows.
    pub fn shortcuts(self) -> &'static [KeyboardShortcut] {
        const fn cmd(key: Key) -> KeyboardShortcut {
            KeyboardShortcut::new(Modifiers::COMMAND, key)
        }
        const fn cmd_shift(key: Key) -> KeyboardShortcut {
            KeyboardShortcut::new(
                Modifiers {
                    shift: true,
                    ..Modifiers::COMMAND
                },
                key,
            )
        }
        match self {
            AppCommand::NewEvent => const { &[cmd(Key::N)] },
            AppCommand::Open => const { &[cmd(Key::O)] },
            AppCommand::Save => const { &[cmd(Key::S)] },
            AppCommand::SaveAs => const { &[cmd_shift(Key::S)] },
            AppCommand::Quit => const { &[cmd(Key::Q)] },
            AppCommand::Undo => const { &[cmd(Key::Z)] },
            AppCommand::Redo => const { &[cmd(Key::Y), cmd_shift(Key::Z)] },
            _ => &[],
        }
    }

    /// The shortcut as the menu shows it, in the platform's words ("Ctrl+S" here, "⌘S" on a
    /// Mac); empty when the command has none.
    pub fn shortcut_text(self, ctx: &egui::Context) -> String {
        self.shortcuts()
            .first()
            .map(|s| ctx.format_shortcut(s))
            .unwrap_or_default()
    }

    /// Whether its keys work while a text field has the focus: there Ctrl+Z and Ctrl+Y edit
    /// the text, so the event's undo needs the focus elsewhere (or the Edit menu).
    fn while_typing(self) -> bool {
        !matches!(self, AppCommand::Undo | AppCommand::Redo)
    }

    /// Whether the menu lists it at all.
    fn shown(self, s: &MenuState) -> bool {
        match self {
            AppCommand::PublishPairings => s.unpublished.is_some(),
            AppCommand::ShowStandings => s.standings_shown.is_some(),
            _ => true,
        }
    }

    /// Whether the menu entry can be clicked.
    fn enabled(self, s: &MenuState) -> bool {
        match self {
            AppCommand::NewEvent
            | AppCommand::Open
            | AppCommand::Follow
            | AppCommand::Quit
            | AppCommand::Theme
            | AppCommand::LargerText
            | AppCommand::SmallerText
            | AppCommand::NormalText => true,
            AppCommand::Undo => s.undo.is_some(),
            AppCommand::Redo => s.redo.is_some(),
            _ => s.has_doc,
        }
    }

    /// The menu entry's text, in the app's language ([`MenuState::language`]).
    pub fn label(self, s: &MenuState) -> String {
        let lang = s.language;
        match self {
            AppCommand::NewEvent => tr!(lang, "menu-new-event"),
            AppCommand::Open => tr!(lang, "menu-open"),
            AppCommand::ImportPlayers => tr!(lang, "menu-import-players"),
            AppCommand::Follow => tr!(lang, "menu-follow"),
            AppCommand::Save => tr!(lang, "menu-save"),
            AppCommand::SaveAs => tr!(lang, "menu-save-as"),
            AppCommand::Print => tr!(lang, "menu-print"),
            AppCommand::Close => tr!(lang, "menu-close"),
            AppCommand::Quit => tr!(lang, "menu-quit"),
            AppCommand::Undo => match &s.undo {
                Some(what) => tr!(lang, "menu-undo-what", what = what.as_str()),
                None => tr!(lang, "menu-undo"),
            },
            AppCommand::Redo => match &s.redo {
                Some(what) => tr!(lang, "menu-redo-what", what = what.as_str()),
                None => tr!(lang, "menu-redo"),
            },
            AppCommand::EventSettings => tr!(lang, "menu-event-settings"),
            AppCommand::Share => tr!(lang, "menu-share"),
            AppCommand::PublishPairings => {
                tr!(
                    lang,
                    "menu-publish-pairings",
                    round = s.unpublished.unwrap_or(0)
                )
            }
            AppCommand::ShowStandings if s.standings_shown == Some(true) => {
                tr!(lang, "menu-hide-standings")
            }
            AppCommand::ShowStandings => tr!(lang, "menu-show-standings"),
            AppCommand::Theme if s.dark => tr!(lang, "menu-theme-light"),
            AppCommand::Theme => tr!(lang, "menu-theme-dark"),
            AppCommand::LargerText => tr!(lang, "menu-larger-text"),
            AppCommand::SmallerText => tr!(lang, "menu-smaller-text"),
            AppCommand::NormalText => tr!(lang, "menu-normal-text"),
            AppCommand::Projector if s.projector => tr!(lang, "menu-projector-close"),
            AppCommand::Projector => tr!(lang, "menu-projector"),
        }
    }

    /// What running the command asks the app to do (`None`: nothing to do now).
    pub fn action(self, s: &MenuState) -> Option<Action> {
        Some(match self {
            AppCommand::NewEvent => Action::Goto(Screen::Start),
            AppCommand::Open => Action::OpenDialog,
            AppCommand::ImportPlayers => Action::ImportPlayers,
            AppCommand::Follow => Action::FollowDialog,
            AppCommand::Save => Action::Save,
            AppCommand::SaveAs => Action::SaveAsDialog,
            AppCommand::Print => Action::PrintDialog,
            AppCommand::Close => Action::Close,
            AppCommand::Quit => Action::Quit,
            AppCommand::Undo => Action::Undo,
            AppCommand::Redo => Action::Redo,
            AppCommand::EventSettings => Action::EventSettings,
            AppCommand::Share => Action::ShareDialog,
            AppCommand::PublishPairings => Action::Apply(Command::PublishPairings {
                round: s.unpublished?,
            }),
            AppCommand::ShowStandings => Action::Apply(Command::ShowStandings {
                shown: !s.standings_shown?,
            }),
            AppCommand::Theme => Action::ToggleTheme,
            AppCommand::LargerText => Action::Scale(s.scale + 0.1),
            AppCommand::SmallerText => Action::Scale(s.scale - 0.1),
            AppCommand::NormalText => Action::Scale(1.0),
            AppCommand::Projector => Action::Projector(!s.projector),
        })
    }
}

impl NetrunnerApp {
    /// Runs the commands whose keys were pressed this frame.
    pub(super) fn shortcuts(&mut self, ctx: &egui::Context) {
        let state = MenuState::of(self);
        let typing = ctx.text_edit_focused();
        let mut pressed = Vec::new();
        ctx.input_mut(|i| {
            for c in AppCommand::ALL {
                if typing && !c.while_typing() {
                    continue;
                }
                // Every key is consumed (so a text field does not see it), even when the
                // command has nothing to do.
                let mut hit = false;
                for s in c.shortcuts() {
                    hit |= i.consume_shortcut(s);
                }
                if hit && let Some(a) = c.action(&state) {
                    pressed.push(a);
                }
            }
        });
        self.actions.extend(pressed);
    }

    /// The menu bar.
    pub(super) fn menu_ui(&mut self, ui: &mut egui::Ui) {
        let state = MenuState::of(self);
        let ctx = ui.ctx().clone();
        let lang = ui.lang();
        let mut a = Vec::new();
        egui::MenuBar::new().ui(ui, |ui| {
            for (title, entries) in MENUS {
                ui.menu_button(lang.text(title), |ui| {
                    for entry in entries {
                        match *entry {
                            Entry::Separator => {
                                ui.separator();
                            }
                            Entry::Export => {
                                ui.menu_button(tr!(lang, "menu-export"), |ui| {
                                    for k in ExportKind::ALL {
                                        if !k.offered(state.multiplayer) {
                                            continue;
                                        }
                                        let b =
                                            egui::Button::new(k.name_for(lang, state.multiplayer));
                                        if ui.add_enabled(state.has_doc, b).clicked() {
                                            a.push(Action::ExportDialog(k));
                                        }
                                    }
                                });
                            }
                            Entry::Language => {
                                ui.menu_button(tr!(lang, "menu-language"), |ui| {
                                    // Each language in its own words.
                                    for l in Lang::all() {
                                        let on = l == state.language;
                                        if ui.selectable_label(on, l.name()).clicked() {
                                            a.push(Action::Language(l));
                                        }
                                    }
                                });
                            }
                            Entry::About => {
                                if ui.button(tr!(lang, "menu-about")).clicked() {
                                    ctx.data_mut(|d| d.insert_temp(about_id(), true));
                                }
                            }
                            Entry::ChatCopy => {
                                if let Some(e) = self.event() {
                                    super::chat_copy::menu_ui(ui, e, &mut a);
                                }
                            }
                            Entry::Command(c) if c.shown(&state) => {
                                let mut b = egui::Button::new(c.label(&state));
                                if !c.shortcuts().is_empty() {
                                    b = b.shortcut_text(c.shortcut_text(&ctx));
                                }
                                if ui.add_enabled(c.enabled(&state), b).clicked()
                                    && let Some(action) = c.action(&state)
                                {
                                    a.push(action);
                                }
                            }
                            Entry::Command(_) => {}
                        }
                    }
                });
            }
        });
        self.actions.extend(a);
        about_window(&ctx, lang);
    }
}

/// The notices shipped with every package (generated from Cargo.lock by
/// scripts/third-party-licenses.py), shown in the About window.
pub const THIRD_PARTY_LICENSES: &str = include_str!("../../THIRD-PARTY-LICENSES");

/// Where the About window's "open" flag lives (egui's memory: nothing else keeps it).
fn about_id() -> egui::Id {
    egui::Id::unique("about-window-open") // i18n: not text
}

/// Help ▸ About: the version, the licence, the card data's credit, and the third-party notices
/// line by line (only the lines in view are laid out: the notices are long).
fn about_window(ctx: &egui::Context, lang: crate::i18n::Lang) {
    let mut open = ctx.data(|d| d.get_temp::<bool>(about_id()).unwrap_or(false));
    if !open {
        return;
    }
    egui::Window::new(tr!(lang, "about-title"))
        .open(&mut open)
        .default_size([560.0, 480.0])
        .resizable(true)
        .show(ctx, |ui| {
            ui.heading(tr!(
                lang,
                "about-version",
                version = env!("CARGO_PKG_VERSION")
            ));
            ui.label(tr!(lang, "about-licence"));
            ui.label(tr!(lang, "about-card-data"));
            ui.separator();
            ui.strong(tr!(lang, "about-notices"));
            let lines: Vec<&str> = THIRD_PARTY_LICENSES.lines().collect();
            let row = ui.text_style_height(&egui::TextStyle::Monospace);
            egui::ScrollArea::both()
                .auto_shrink([false, false])
                .show_rows(ui, row, lines.len(), |ui, range| {
                    for line in lines.get(range).unwrap_or_default() {
                        ui.add(egui::Label::new(egui::RichText::new(*line).monospace()).extend());
                    }
                });
        });
    ctx.data_mut(|d| d.insert_temp(about_id(), open));
}

#[cfg(test)]
mod tests {
    use super::*;

    /// Every variant, by an exhaustive match: a new command does not compile until it is here,
    /// and then the test below fails until it is in `ALL` and in a menu.
    fn every_variant() -> Vec<AppCommand> {
        use AppCommand::*;
        let all = [
            NewEvent,
            Open,
            ImportPlayers,
            Follow,
            Save,
            SaveAs,
            Print,
            Close,
            Quit,
            Undo,
            Redo,
            EventSettings,
            Share,
            PublishPairings,
            ShowStandings,
            Theme,
            LargerText,
            SmallerText,
            NormalText,
            Projector,
        ];
        for c in all {
            match c {
                NewEvent | Open | ImportPlayers | Follow | Save | SaveAs | Print | Close | Quit
                | Undo | Redo | EventSettings | Share | PublishPairings | ShowStandings | Theme
                | LargerText | SmallerText | NormalText | Projector => {}
            }
        }
        all.to_vec()
    }

    #[test]
    fn every_command_is_in_a_menu_once_and_tried_for_keys_once() {
        for c in every_variant() {
            assert!(
                AppCommand::ALL.contains(&c),
                "{c:?} is not in AppCommand::ALL"
            );
        }
        for c in AppCommand::ALL {
            let in_menus = MENUS
                .iter()
                .flat_map(|(_, e)| e.iter())
                .filter(|e| matches!(e, Entry::Command(x) if *x == c))
                .count();
            assert_eq!(in_menus, 1, "{c:?} in the menus");
            assert_eq!(
                AppCommand::ALL.iter().filter(|x| **x == c).count(),
                1,
                "{c:?} in ALL"
            );
        }
    }

    #[test]
    fn a_shortcut_with_shift_is_tried_before_the_same_one_without() {
        let keys: Vec<(usize, &KeyboardShortcut)> = AppCommand::ALL
            .iter()
            .enumerate()
            .flat_map(|(n, c)| c.shortcuts().iter().map(move |s| (n, s)))
            .collect();
        for (n, s) in &keys {
            for (m, t) in &keys {
                if s.logical_key == t.logical_key && s.modifiers.shift && !t.modifiers.shift {
                    assert!(n <= m, "{s:?} must be tried before {t:?}");
                }
            }
        }
        // No two commands share a key.
        for (i, (_, s)) in keys.iter().enumerate() {
            assert!(keys[i + 1..].iter().all(|(_, t)| t != s), "{s:?} twice");
        }
    }

    #[test]
    fn the_shortcut_label_follows_the_platform() {
        let ctx = egui::Context::default();
        let mut seen = Vec::new();
        for os in [
            egui::os::OperatingSystem::Nix,
            egui::os::OperatingSystem::Mac,
        ] {
            ctx.set_os(os);
            // The label is formatted with the fonts in place (a Mac shows symbols when they
            // have glyphs).
            let mut out = ctx.run_ui(egui::RawInput::default(), |ui| {
                seen.push([
                    AppCommand::SaveAs.shortcut_text(ui.ctx()),
                    AppCommand::Redo.shortcut_text(ui.ctx()),
                    AppCommand::Print.shortcut_text(ui.ctx()),
                ]);
            });
            out.textures_delta.clear();
        }
        assert_eq!(seen[0], ["Ctrl+Shift+S", "Ctrl+Y", ""]);
        assert!(
            seen[1].iter().all(|t| !t.contains("Ctrl")),
            "a Mac names the Command key: {:?}",
            seen[1]
        );
        assert_ne!(seen[1][0], "", "{:?}", seen[1]);
    }
}
