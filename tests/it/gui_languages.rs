//! The app in Japanese (issue 19): every screen and dialog rendered in Japanese (and in
//! English, the reference) with `egui_kittest`, at 1280×800 and at 1024×600, and checked on
//! what is painted:
//!
//! - no text in view is cut at the side of the area it is drawn in (a table column, a panel, a
//!   dialog, the window), and none is shortened with "…";
//! - no button's words wrap onto a second line (a button too narrow for them);
//! - no two pieces of text in view lie over one another;
//! - no character is drawn as the missing-glyph box (kittest fails such a frame), with fonts
//!   found only in Noto Sans CJK, as on an organizer's computer.
//!
//! Text scrolled out of view above or below does not count: a page that scrolls is fine, a
//! page cut at the side is not. Also: the language changes at run time, and is remembered.

use crate::fonts::NOTO_CJK_DIR;
use egui::accesskit::Role;
use egui_kittest::Harness;
use egui_kittest::kittest::{NodeT, Queryable as _};
use netrunner_to::app::fonts::ScreenFonts;
use netrunner_to::app::screens::Screen;
use netrunner_to::app::{Action, ExportKind, NetrunnerApp};
use netrunner_to::engine::{
    BigSellOutEdition, Command, CutSize, Event, EventSettings, Format, GameResult, MatchResult,
    PlayerDetails, Side, Structure,
};
use netrunner_to::i18n::Lang;
use netrunner_to::io::fonts::FontDiscovery;
use std::path::PathBuf;
use std::sync::Arc;

const T0: i64 = 1_764_000_000_000;

/// The two window sizes every screen must hold up at: a common laptop and a small one.
const SIZES: [(f32, f32); 2] = [(1280.0, 800.0), (1024.0, 600.0)];

/// Every screen is checked in Japanese and, as the reference, in English, at both sizes.
fn cases() -> impl Iterator<Item = (Lang, (f32, f32))> {
    [ja(), Lang::ENGLISH]
        .into_iter()
        .flat_map(|l| SIZES.map(|s| (l, s)))
}

fn ja() -> Lang {
    Lang::from_tag("ja").unwrap()
}

/// Players of a Japanese store event: Japanese names (one long), a few Latin ones, identities
/// as NetrunnerDB writes them.
const PLAYERS: [(&str, &str, &str); 12] = [
    (
        "長谷川 健太郎",
        "Weyland Consortium: Built to Last",
        "Hayley Kaplan: Universal Scholar",
    ),
    (
        "佐藤 花子",
        "Haas-Bioroid: Precision Design",
        "Tāo Salonga: Telepresence Magician",
    ),
    (
        "鈴木 一郎",
        "Jinteki: Personal Evolution",
        "Esâ Afontov: Eco-Insurrectionist",
    ),
    (
        "高橋 美咲",
        "Azmari EdTech: Shaping the Future",
        "Zahya Sadeghi: Versatile Smuggler",
    ),
    (
        "田中 太郎",
        "Pālanā Foods: Sustainable Growth",
        "Sebastião Souza Pessoa: Activist Organizer",
    ),
    ("伊藤 翼", "NBN: Reality Plus", "Lat: Ethical Freelancer"),
    (
        "渡辺 さくら",
        "AgInfusion: New Miracles for a New World",
        "Hoshiko Shiro: Untold Protagonist",
    ),
    (
        "山本 大輔",
        "Weyland Consortium: Because We Built It",
        "Az McCaffrey: Mechanical Prodigy",
    ),
    (
        "Ingrid Berglund-Lindqvist",
        "Haas-Bioroid: Engineering the Future",
        "Kabonesa Wu: Netspace Thrillseeker",
    ),
    (
        "中村 陽菜",
        "Jinteki Biotech: Life Imagined",
        "Nova Initiumia: Catalyst & Impetus",
    ),
    (
        "小林 蓮",
        "Near-Earth Hub: Broadcast Center",
        "Ken \u{201C}Express\u{201D} Tenma: Disappeared Clone",
    ),
    (
        "Jo Ahl",
        "Made Up Megacorp",
        "Rielle \u{201C}Kit\u{201D} Peddler: Transhuman",
    ),
];

/// The app in a window of one size, in a language, fonts from Noto Sans CJK only.
struct Window {
    h: Harness<'static, NetrunnerApp>,
    size: egui::Vec2,
    _dir: tempfile::TempDir,
}

impl Window {
    fn new(size: (f32, f32), lang: Lang) -> Window {
        let dir = tempfile::tempdir().unwrap();
        let mut app = NetrunnerApp::new(dir.path().join("data"), Box::new(|| T0));
        app.use_dialogs = false;
        app.fonts = ScreenFonts::new(Arc::new(FontDiscovery::folders(vec![PathBuf::from(
            NOTO_CJK_DIR,
        )])));
        app.push(Action::Language(lang));
        let size = egui::vec2(size.0, size.1);
        // kittest fails a frame that draws a missing-glyph box (its default).
        let h = Harness::builder()
            .with_size(size)
            .with_max_steps(40)
            .build_ui_state(|ui, app: &mut NetrunnerApp| app.frame_ui(ui), app);
        let mut w = Window { h, size, _dir: dir };
        w.settle();
        w
    }

    /// A 12-player Japanese store championship, `rounds` Swiss rounds paired and all but the
    /// last reported when `open_last`.
    fn with_event(size: (f32, f32), lang: Lang, rounds: u32, open_last: bool) -> Window {
        let mut w = Window::new(size, lang);
        let mut settings = EventSettings::new("ストアチャンピオンシップ 東京", Structure::Basic);
        settings.date = Some("2026-11-28".into());
        w.push(Action::NewEvent { settings, seed: 5 });
        w.apply(Command::AddPlayers {
            players: PLAYERS
                .iter()
                .map(|(n, c, r)| PlayerDetails {
                    name: n.to_string(),
                    corp: Some(c.to_string()),
                    runner: Some(r.to_string()),
                    ..Default::default()
                })
                .collect(),
        });
        for r in 1..=rounds {
            w.apply(Command::PairRound);
            if r == rounds && open_last {
                break;
            }
            let round = w.event().rounds().last().unwrap();
            let win = |winner| GameResult::Win {
                winner,
                reason: None,
            };
            let results = round
                .unreported_tables()
                .into_iter()
                .map(|t| {
                    // Table 1 played to time: a timed win and a draw, with agenda points.
                    let (p1_corp, p2_corp) = if t == 1 {
                        (
                            GameResult::timed(5, 3, 7).unwrap(),
                            GameResult::timed(2, 2, 7).unwrap(),
                        )
                    } else {
                        (
                            win(Side::Corp),
                            win(if t % 3 == 0 { Side::Corp } else { Side::Runner }),
                        )
                    };
                    (t, MatchResult::Games { p1_corp, p2_corp })
                })
                .collect();
            w.apply(Command::ReportResults { round: r, results });
        }
        w.h.state_mut().status.clear();
        w
    }

    /// A NAPD multiplayer event with eight players, round 1 paired.
    fn with_napd(size: (f32, f32), lang: Lang) -> Window {
        let mut w = Window::new(size, lang);
        let mut settings = EventSettings::new("NAPD ナイト", Structure::Basic);
        settings.format = Format::Napd;
        w.push(Action::NewEvent { settings, seed: 3 });
        w.apply(Command::AddPlayers {
            players: PLAYERS[..8]
                .iter()
                .map(|(n, _, r)| PlayerDetails {
                    name: n.to_string(),
                    runner: Some(r.to_string()),
                    ..Default::default()
                })
                .collect(),
        });
        w.apply(Command::PairPods);
        w
    }

    fn settle(&mut self) {
        self.h.run_steps(4);
    }

    fn push(&mut self, a: Action) {
        self.h.state_mut().push(a);
        self.settle();
    }

    fn apply(&mut self, c: Command) {
        self.push(Action::Apply(c));
        assert_eq!(self.h.state().error, None, "command refused");
    }

    fn goto(&mut self, screen: Screen) {
        self.push(Action::Goto(screen));
    }

    fn event(&self) -> &Event {
        self.h.state().event().unwrap()
    }

    /// Clicks the button showing `text` (the first, where several do).
    fn press(&mut self, text: &str) {
        self.h
            .get_all_by_role_and_label(Role::Button, text)
            .next()
            .unwrap_or_else(|| panic!("no button {text:?}"))
            .click();
        self.settle();
    }

    /// Types into the text field named `label`.
    fn type_into(&mut self, label: &str, text: &str) {
        self.h.get_by_role_and_label(Role::TextInput, label).click();
        self.settle();
        self.h
            .get_by_role_and_label(Role::TextInput, label)
            .type_text(text);
        self.settle();
    }

    /// What is wrong with the text painted in this frame (see [`layout_problems`]), and, in
    /// Japanese, the app's English words left on it.
    fn problems(&mut self, what: &str) -> Vec<String> {
        let mut found = layout_problems(&self.h);
        if self.h.state().lang() == ja() {
            static ENGLISH: std::sync::OnceLock<Vec<String>> = std::sync::OnceLock::new();
            found.extend(english_left(&self.h, ENGLISH.get_or_init(english_words)));
        }
        found
            .into_iter()
            .map(|p| {
                let lang = self.h.state().lang().name();
                format!("{what} in {lang} at {}×{}: {p}", self.size.x, self.size.y)
            })
            .collect()
    }
}

/// A piece of text as painted: its words, where its glyphs are, the rectangle it is clipped
/// to, whether egui shortened it with "…", and its place in the painting order.
#[derive(Debug)]
struct Painted {
    words: String,
    rect: egui::Rect,
    clip: egui::Rect,
    elided: bool,
    /// Lines the text was laid out on.
    rows: usize,
    order: usize,
}

/// The text painted in the frame, where the top layer begins (after the last backdrop a modal
/// dialog paints over the whole window; 0 without one), and the filled rectangles painted
/// (with their place in the painting order: a window's frame hides what was painted before).
fn painted<S>(h: &Harness<'_, S>) -> (Vec<Painted>, usize, Vec<(usize, egui::Rect)>) {
    fn walk(
        shape: &egui::Shape,
        clip: egui::Rect,
        screen: egui::Rect,
        count: &mut usize,
        top: &mut usize,
        out: &mut (Vec<Painted>, Vec<(usize, egui::Rect)>),
    ) {
        *count += 1;
        match shape {
            egui::Shape::Vec(v) => v
                .iter()
                .for_each(|s| walk(s, clip, screen, count, top, out)),
            egui::Shape::Text(t) if !t.galley.text().trim().is_empty() => out.0.push(Painted {
                words: t.galley.text().to_string(),
                rect: t.visual_bounding_rect(),
                clip,
                elided: t.galley.elided,
                rows: t.galley.rows.len(),
                order: *count,
            }),
            // A modal dialog's backdrop: the window dimmed; what comes after is the dialog.
            egui::Shape::Rect(r)
                if r.rect.contains_rect(screen.shrink(1.0)) && !out.0.is_empty() =>
            {
                *top = *count;
            }
            egui::Shape::Rect(r) if r.fill.a() == 255 => out.1.push((*count, r.rect)),
            _ => {}
        }
    }
    let screen = h.ctx.content_rect();
    let (mut out, mut count, mut top) = ((Vec::new(), Vec::new()), 0, 0);
    for c in &h.output().shapes {
        walk(
            &c.shape,
            c.clip_rect,
            screen,
            &mut count,
            &mut top,
            &mut out,
        );
    }
    (out.0, top, out.1)
}

/// The nodes of a role (buttons, dialogs) with their rectangles, from the accessibility tree.
fn nodes_of<S>(h: &Harness<'_, S>, roles: &[Role]) -> Vec<(String, egui::Rect)> {
    fn walk(node: egui_kittest::Node<'_>, roles: &[Role], out: &mut Vec<(String, egui::Rect)>) {
        let ak = node.accesskit_node();
        if ak.is_hidden() {
            return;
        }
        if roles.contains(&ak.role()) && ak.bounding_box().is_some() {
            out.push((ak.label().unwrap_or_default(), node.rect()));
        }
        for child in node.children() {
            walk(child, roles, out);
        }
    }
    let mut out = Vec::new();
    walk(h.root(), roles, &mut out);
    out
}

/// What a reader would find wrong with the text of the frame:
///
/// - text cut at the side of the area it is drawn in (a column, a panel, a dialog, the window)
///   while it is in view — text scrolled out of view above or below does not count;
/// - text shortened with "…" by egui (the event's names and identities may be);
/// - a button whose words wrap onto a second line;
/// - two pieces of text in view over one another (in a dialog: only the dialog's own text).
fn layout_problems(h: &Harness<'_, NetrunnerApp>) -> Vec<String> {
    // The event's own words (names, identities) may be shortened to fit a column; the app's
    // words may not.
    let data: Vec<String> = h.state().event().map_or_else(Vec::new, |e| {
        let mut d = vec![e.settings().name.clone()];
        for p in e.players() {
            d.push(p.name.clone());
            d.extend(p.corp.iter().chain(p.runner.iter()).cloned());
        }
        d
    });
    layout_problems_in(h, &data)
}

/// [`layout_problems`] of any egui frame; `data` are texts that may be shortened.
fn layout_problems_in<S>(h: &Harness<'_, S>, data: &[String]) -> Vec<String> {
    // Antialiased glyph edges reach a pixel or two past their box.
    const SLACK: f32 = 2.0;
    let (texts, first, fills) = painted(h);
    // Text under a window (painted before the window's frame, inside it) is hidden by it.
    let windows: Vec<(usize, egui::Rect)> = nodes_of(h, &[Role::Window])
        .into_iter()
        .filter_map(|(_, w)| {
            fills
                .iter()
                .find(|(_, r)| (r.min - w.min).length() < 3.0 && (r.max - w.max).length() < 3.0)
                .map(|&(order, _)| (order, w))
        })
        .collect();
    let hidden = |t: &Painted| {
        windows
            .iter()
            .any(|(order, w)| t.order < *order && w.intersects(t.rect))
    };
    let parts: Vec<&str> = data.iter().flat_map(|d| d.split(": ")).collect();
    let is_data = |words: &str| {
        let w = words.trim_end_matches('…');
        data.iter().any(|d| d.contains(w)) || parts.iter().any(|p| w.contains(p))
    };
    // Text in a text field scrolls inside it: its own ends may be out of view.
    let fields: Vec<egui::Rect> = nodes_of(h, &[Role::TextInput, Role::MultilineTextInput])
        .into_iter()
        .map(|(_, r)| r)
        .collect();
    let in_field = |t: &Painted| fields.iter().any(|f| f.contains(t.rect.center()));
    let mut out = Vec::new();
    let in_view = |t: &Painted| t.rect.bottom() > t.clip.top() && t.rect.top() < t.clip.bottom();
    for t in texts
        .iter()
        .filter(|t| t.order >= first && in_view(t) && !in_field(t))
    {
        if t.rect.left() < t.clip.left() - SLACK || t.rect.right() > t.clip.right() + SLACK {
            out.push(format!(
                "{:?} is cut at the side: its text spans {:.0}..{:.0}, the area it is drawn in \
                 {:.0}..{:.0}",
                t.words,
                t.rect.left(),
                t.rect.right(),
                t.clip.left(),
                t.clip.right()
            ));
        }
        if t.elided && !is_data(&t.words) {
            out.push(format!("{:?} is shortened with \"…\"", t.words));
        }
    }
    // A button's words on one line: a button whose words wrap is too narrow for them (and a
    // Japanese word broken before "ー" reads badly).
    for (label, b) in nodes_of(h, &[Role::Button]) {
        let shown = texts.iter().find(|t| {
            t.order >= first && t.words == label && b.contains(t.rect.center()) && in_view(t)
        });
        if let Some(t) = shown
            && t.rows > 1
            && !label.contains('\n')
        {
            out.push(format!(
                "the button {label:?} is too narrow: its words wrap onto {} lines",
                t.rows
            ));
        }
    }
    // With a modal dialog open, only the dialog's own text (painted after its backdrop) is
    // compared; the screen's text lies under the backdrop.
    let visible: Vec<(&Painted, egui::Rect)> = texts
        .iter()
        .filter(|t| t.order >= first && in_view(t) && !hidden(t))
        .map(|t| (t, t.rect.intersect(t.clip)))
        .collect();
    for (i, (a, ra)) in visible.iter().enumerate() {
        for (b, rb) in &visible[i + 1..] {
            // Glyph boxes touching by a pixel or two (tight rows) are not overlapping words.
            if ra.shrink(2.0).intersects(rb.shrink(2.0)) {
                out.push(format!(
                    "{:?} {ra:?} overlaps {:?} {rb:?}",
                    a.words, b.words
                ));
            }
        }
    }
    out
}

/// The app's English words that Japanese says differently: every one-line message of the
/// English file without arguments ("Pair round", "Drop"), where the Japanese text differs.
fn english_words() -> Vec<String> {
    let en = netrunner_to::i18n::LANGUAGES[0].source;
    en.lines()
        .filter_map(|l| l.split_once(" = "))
        // (`language-name`: each language is listed in its own words, "English" included.)
        .filter(|(id, v)| {
            !id.starts_with(' ')
                && !id.starts_with('#')
                && *id != "language-name"
                && !v.contains('{')
                && !v.trim().is_empty()
        })
        .filter(|(id, _)| ja().text(id.trim()) != Lang::ENGLISH.text(id.trim()))
        .map(|(_, v)| v.trim().to_string())
        .collect()
}

/// English words of the app painted in view on a Japanese screen.
fn english_left(h: &Harness<'_, NetrunnerApp>, english: &[String]) -> Vec<String> {
    let (texts, first, _) = painted(h);
    texts
        .iter()
        .filter(|t| t.order >= first && t.rect.intersects(t.clip))
        .filter(|t| english.iter().any(|e| *e == t.words.trim()))
        .map(|t| format!("{:?} is still English", t.words))
        .collect()
}

/// Fails with every problem found, naming the screen and size.
fn assert_fits(problems: Vec<String>) {
    assert!(
        problems.is_empty(),
        "{} layout problem(s):\n{}",
        problems.len(),
        problems.join("\n")
    );
}

#[test]
fn start_screen_in_japanese_fits() {
    let mut problems = Vec::new();
    for (lang, size) in cases() {
        let mut w = Window::new(size, lang);
        problems.extend(w.problems("start screen"));
    }
    assert_fits(problems);
}

#[test]
fn event_screens_in_japanese_fit() {
    let mut problems = Vec::new();
    for (lang, size) in cases() {
        let mut w = Window::with_event(size, lang, 3, true);
        for screen in netrunner_to::app::screens::NAV_SCREENS {
            w.goto(screen);
            problems.extend(w.problems(&format!("{screen:?}")));
        }
        // A reported round, with a timed win and a timed draw at table 1.
        w.goto(Screen::Rounds);
        w.press(&netrunner_to::tr!(lang, "rounds-tab", n = 1));
        problems.extend(w.problems("Rounds, round 1"));
    }
    assert_fits(problems);
}

#[test]
fn bracket_in_japanese_fits() {
    let mut problems = Vec::new();
    for (lang, size) in cases() {
        let mut w = Window::with_event(size, lang, 3, false);
        w.apply(Command::Cut {
            size: CutSize::Top4,
            kind: None,
            seeds: None,
        });
        w.goto(Screen::Bracket);
        problems.extend(w.problems("bracket"));
        w.goto(Screen::Standings);
        problems.extend(w.problems("standings after the cut"));
    }
    assert_fits(problems);
}

#[test]
fn multiplayer_screens_in_japanese_fit() {
    let mut problems = Vec::new();
    for (lang, size) in cases() {
        let mut w = Window::with_napd(size, lang);
        for screen in [
            Screen::Players,
            Screen::Rounds,
            Screen::Standings,
            Screen::Bracket,
        ] {
            w.goto(screen);
            problems.extend(w.problems(&format!("NAPD {screen:?}")));
        }
    }
    assert_fits(problems);
}

#[test]
fn dialogs_in_japanese_fit() {
    let mut problems = Vec::new();
    for (lang, size) in cases() {
        let mut w = Window::with_event(size, lang, 2, true);
        w.push(Action::EventSettings);
        problems.extend(w.problems("event settings"));
        w.h.state_mut().settings_dialog = None;
        w.settle();
        w.push(Action::PrintDialog);
        w.h.run_steps(30);
        problems.extend(w.problems("print dialog"));
        w.h.state_mut().print_dialog = None;
        w.settle();
        w.push(Action::ExportPath(ExportKind::PairingsCsv));
        problems.extend(w.problems("typed path"));
    }
    assert_fits(problems);
}

#[test]
fn round_panels_and_questions_in_japanese_fit() {
    let mut problems = Vec::new();
    for (lang, size) in cases() {
        let mut w = Window::with_event(size, lang, 2, true);
        w.goto(Screen::Rounds);
        w.press(&netrunner_to::tr!(lang, "rounds-each-game-button"));
        problems.extend(w.problems("Rounds, each game"));
        w.press(&netrunner_to::tr!(lang, "rounds-edits-show"));
        problems.extend(w.problems("Rounds, manual changes"));
        w.goto(Screen::Players);
        let name = PLAYERS[0].0;
        w.press(&netrunner_to::tr!(lang, "players-drop-player", name = name));
        problems.extend(w.problems("the drop question"));
        w.press(&netrunner_to::tr!(lang, "players-confirm-drop-yes"));
        problems.extend(w.problems("Players after a drop"));
    }
    assert_fits(problems);
}

#[test]
fn table_helpers_and_the_big_sell_out_in_japanese_fit() {
    let mut problems = Vec::new();
    for (lang, size) in cases() {
        let mut w = Window::with_napd(size, lang);
        w.goto(Screen::Rounds);
        w.press(&netrunner_to::tr!(lang, "mp-enter-result", n = 1));
        problems.extend(w.problems("NAPD result entry"));
        w.press(&netrunner_to::tr!(lang, "mp-table-helper-for-pod", n = 1));
        problems.extend(w.problems("NAPD table helper"));

        let mut w = Window::new(size, lang);
        let mut settings = EventSettings::new("ビッグセルアウト", Structure::Basic);
        settings.format = Format::BigSellOut {
            edition: BigSellOutEdition::AndroidNetrunner,
        };
        w.push(Action::NewEvent { settings, seed: 4 });
        for (k, team) in ["チーム赤", "チーム青", "Team Green", "チーム黄"]
            .into_iter()
            .enumerate()
        {
            w.apply(Command::RegisterTeam {
                name: Some(team.into()),
                sponsor: PlayerDetails::named(PLAYERS[2 * k].0),
                agent: PlayerDetails::named(PLAYERS[2 * k + 1].0),
            });
        }
        w.apply(Command::PairPods);
        for screen in [Screen::Players, Screen::Rounds, Screen::Standings] {
            w.goto(screen);
            problems.extend(w.problems(&format!("Big Sell-Out {screen:?}")));
        }
        w.goto(Screen::Rounds);
        w.press(&netrunner_to::tr!(lang, "mp-table-helper-for-pod", n = 1));
        problems.extend(w.problems("Big Sell-Out table helper"));
    }
    assert_fits(problems);
}

#[test]
fn import_and_share_windows_in_japanese_fit() {
    let dir = tempfile::tempdir().unwrap();
    let list = dir.path().join("players.csv");
    std::fs::write(
        &list,
        "name,corp,runner\n森 さくら,Haas-Bioroid: Precision Design,Lat: Ethical Freelancer\n\
         長谷川 健太郎,NBN: Reality Plus,Noise\n森 さくら,,\n",
    )
    .unwrap();
    let mut problems = Vec::new();
    for (lang, size) in cases() {
        let mut w = Window::with_event(size, lang, 0, false);
        w.push(Action::ImportPlayers);
        w.type_into(
            &netrunner_to::tr!(lang, "import-file"),
            &list.display().to_string(),
        );
        w.press(&netrunner_to::tr!(lang, "import-preview"));
        problems.extend(w.problems("player import preview"));
        w.h.state_mut().import_dialog = None;
        w.settle();
        w.push(Action::ShareDialog);
        problems.extend(w.problems("share window"));
    }
    assert_fits(problems);
}

#[test]
fn the_language_changes_at_run_time_and_is_remembered() {
    let dir = tempfile::tempdir().unwrap();
    let data = dir.path().join("data");
    let mut app = NetrunnerApp::new(data.clone(), Box::new(|| T0));
    app.use_dialogs = false;
    app.push(Action::Language(Lang::ENGLISH));
    let mut h = Harness::builder()
        .with_size(egui::vec2(1280.0, 800.0))
        .with_max_steps(40)
        .build_ui_state(|ui, app: &mut NetrunnerApp| app.frame_ui(ui), app);
    h.state_mut().push(Action::NewEvent {
        settings: EventSettings::new("Store Championship", Structure::Basic),
        seed: 1,
    });
    h.run_steps(4);
    assert!(h.query_by_role_and_label(Role::Button, "Players").is_some());
    h.state_mut().push(Action::Language(ja()));
    h.run_steps(4);
    assert!(
        h.query_by_role_and_label(Role::Button, "プレイヤー")
            .is_some()
    );
    assert!(h.query_by_role_and_label(Role::Button, "Players").is_none());
    // Remembered: a new app on the same data directory starts in Japanese.
    let again = NetrunnerApp::new(data, Box::new(|| T0));
    assert_eq!(again.lang(), ja());
}

/// The check itself finds what it is for: a label cut by its column, a label shortened with
/// "…", a button's words wrapped, two labels on top of each other — and passes a frame
/// without them.
#[test]
fn the_layout_check_finds_cut_shortened_and_overlapping_text() {
    let frame = |bad: bool| {
        move |ui: &mut egui::Ui| {
            ui.label("Fine words");
            if !bad {
                return;
            }
            // Cut: a label wider than the clip of its area.
            ui.scope(|ui| {
                let mut clip = ui.available_rect_before_wrap();
                clip.set_width(60.0);
                ui.set_clip_rect(clip);
                ui.add(egui::Label::new("Words far too long for sixty points").extend());
            });
            // Shortened.
            ui.add_sized(
                [80.0, 20.0],
                egui::Label::new("Shortened words that do not fit").truncate(),
            );
            // A button whose words wrap.
            let at = ui.cursor().min;
            ui.put(
                egui::Rect::from_min_size(at, egui::vec2(50.0, 60.0)),
                egui::Button::new("Wrapped button words").wrap(),
            );
            // Two labels over one another.
            let at = ui.cursor().min;
            ui.put(
                egui::Rect::from_min_size(at, egui::vec2(200.0, 20.0)),
                egui::Label::new("Under"),
            );
            ui.put(
                egui::Rect::from_min_size(at, egui::vec2(200.0, 20.0)),
                egui::Label::new("Over"),
            );
        }
    };
    let mut good = Harness::builder()
        .with_size(egui::vec2(400.0, 300.0))
        .build_ui(frame(false));
    good.run();
    assert_eq!(layout_problems_in(&good, &[]), Vec::<String>::new());
    let mut bad = Harness::builder()
        .with_size(egui::vec2(400.0, 300.0))
        .build_ui(frame(true));
    bad.run();
    let found = layout_problems_in(&bad, &[]).join("\n");
    for expected in [
        "\"Words far too long for sixty points\" is cut at the side",
        "\"Shortened words that do not fit\" is shortened",
        "the button \"Wrapped button words\" is too narrow: its words wrap",
        "overlaps",
    ] {
        assert!(
            found.contains(expected),
            "{expected:?} not found in:\n{found}"
        );
    }
}

/// Issue 37: the statistics' labels — identities included — are whole on screen, in both
/// languages, in one column (1024 px) and side by side (1280 px): a label too long for its
/// column wraps rather than being cut with "…". The window is tall so every chart is in view.
#[test]
fn statistics_labels_are_whole() {
    let mut problems = Vec::new();
    for lang in [ja(), Lang::ENGLISH] {
        for width in [1024.0, 1280.0] {
            let mut w = Window::with_event((width, 2600.0), lang, 2, false);
            w.goto(Screen::Statistics);
            let all = netrunner_to::tr!(lang, "stats-show-every-identity");
            w.h.get_by_label(&all).click();
            w.settle();
            let (texts, _, _) = painted(&w.h);
            for t in texts.iter().filter(|t| t.elided) {
                problems.push(format!(
                    "{:?} is cut with \"…\" in {} at {width} px",
                    t.words,
                    lang.name()
                ));
            }
            problems.extend(w.problems("Statistics"));
        }
    }
    assert_fits(problems);
}

/// Issue 37: the table helper's endings — the longest NAPD victory, and the end at time after
/// *Call time* — are whole at both sizes, in Japanese and English.
#[test]
fn table_helper_endings_fit() {
    let mut problems = Vec::new();
    for (lang, size) in cases() {
        let tr = |id: &str| lang.text(id);
        let mut w = Window::with_napd(size, lang);
        w.goto(Screen::Rounds);
        w.press(&netrunner_to::tr!(lang, "mp-enter-result", n = 1));
        w.press(&netrunner_to::tr!(lang, "mp-table-helper-for-pod", n = 1));
        w.goto(Screen::TableHelper);
        if w.h.query_by_label(&tr("helper-start")).is_some() {
            w.press(&tr("helper-start"));
        }
        w.press(&tr("helper-next-turn"));
        w.press(&tr("helper-corp-decked"));
        problems.extend(w.problems("NAPD helper, the Corp decked"));

        let mut w = Window::with_napd(size, lang);
        w.goto(Screen::Rounds);
        w.press(&netrunner_to::tr!(lang, "mp-enter-result", n = 1));
        w.press(&netrunner_to::tr!(lang, "mp-table-helper-for-pod", n = 1));
        w.goto(Screen::TableHelper);
        if w.h.query_by_label(&tr("helper-start")).is_some() {
            w.press(&tr("helper-start"));
        }
        w.press(&tr("helper-next-turn"));
        w.press(&tr("helper-call-time"));
        problems.extend(w.problems("NAPD helper, time called"));
        // Through the last Runner's turn: at most a Corp turn and four Runners'.
        for _ in 0..6 {
            let next = tr("helper-next-turn");
            if w.h.query_by_label(&next).is_none() {
                break;
            }
            w.press(&next);
        }
        problems.extend(w.problems("NAPD helper, decided at time"));
    }
    assert_fits(problems);
}
