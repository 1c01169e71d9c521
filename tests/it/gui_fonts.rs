//! Japanese, Korean and Chinese names on screen, through the real app (egui_kittest): the
//! glyphs drawn are real (no missing-glyph box anywhere, and each ideograph's bitmap equals the
//! one Noto Sans CJK gives when it is egui's own font), fonts are only looked for when a name
//! needs them, and without a covering font the app and the print dialog say which names and
//! what to install, once, without crashing.

use crate::fonts::{NOTO_CJK_DIR, empty_font_dir, japanese_event};
use egui_kittest::Harness;
use egui_kittest::kittest::Queryable;
use netrunner_to::app::fonts::ScreenFonts;
use netrunner_to::app::screens::Screen;
use netrunner_to::app::{Action, NetrunnerApp};
use netrunner_to::engine::{Command, Event, EventSettings, PlayerDetails, Structure};
use netrunner_to::io::fonts::FontDiscovery;
use std::path::PathBuf;
use std::sync::Arc;

/// The app with `event` open on the players screen, fonts found with `discovery`.
fn app_with(
    event: &Event,
    discovery: Arc<FontDiscovery>,
    panic_on_tofu: bool,
) -> (tempfile::TempDir, Harness<'static, NetrunnerApp>) {
    let dir = tempfile::tempdir().unwrap();
    let path = dir.path().join("event.json");
    netrunner_to::io::save::save(&path, event).unwrap();
    let mut app = NetrunnerApp::new(dir.path().join("data"), Box::new(|| 1_700_000_000_000));
    app.use_dialogs = false;
    app.fonts = ScreenFonts::new(discovery);
    app.push(Action::Open(path));
    let mut builder = Harness::builder().with_size(egui::vec2(1280.0, 800.0));
    if !panic_on_tofu {
        // A computer without a covering font: the boxes are expected.
        builder = builder.allow_missing_glyphs();
    }
    // Otherwise (kittest's default) any character drawn as the missing-glyph box fails the
    // test, naming the character.
    let mut h = builder.build_ui_state(|ui, app: &mut NetrunnerApp| app.frame_ui(ui), app);
    h.run();
    assert_eq!(h.state().screen, Screen::Players);
    (dir, h)
}

fn noto() -> Arc<FontDiscovery> {
    Arc::new(FontDiscovery::folders(vec![PathBuf::from(NOTO_CJK_DIR)]))
}

/// Every drawn glyph of the frame: (character, font, its bitmap's alpha values and size).
fn drawn_glyphs(h: &Harness<'_, NetrunnerApp>) -> Vec<(char, egui::FontId, Vec<u8>, [usize; 2])> {
    let atlas = h.ctx.fonts(|f| f.image());
    let mut out = Vec::new();
    let mut visit = |s: &egui::Shape| {
        if let egui::Shape::Text(t) = s {
            for row in &t.galley.rows {
                for g in &row.row.glyphs {
                    // Names are laid out in one section (one font).
                    let [section] = t.galley.job.sections.as_slice() else {
                        continue;
                    };
                    let font = section.format.font_id.clone();
                    let (min, max) = (g.uv_rect.min, g.uv_rect.max);
                    out.push((g.chr, font, crop(&atlas, min, max), size(min, max)));
                }
            }
        }
    };
    for c in &h.output().shapes {
        walk(&c.shape, &mut visit);
    }
    out
}

fn walk(s: &egui::Shape, f: &mut impl FnMut(&egui::Shape)) {
    match s {
        egui::Shape::Vec(v) => v.iter().for_each(|s| walk(s, f)),
        s => f(s),
    }
}

fn size(min: [u16; 2], max: [u16; 2]) -> [usize; 2] {
    [
        usize::from(max[0].saturating_sub(min[0])),
        usize::from(max[1].saturating_sub(min[1])),
    ]
}

fn crop(atlas: &egui::ColorImage, min: [u16; 2], max: [u16; 2]) -> Vec<u8> {
    let mut px = Vec::new();
    for y in min[1]..max[1] {
        for x in min[0]..max[0] {
            px.push(atlas[(usize::from(x), usize::from(y))].a());
        }
    }
    px
}

/// Lays `c` out in a context whose only proportional font is Noto Sans CJK JP (so the
/// character is known to be covered) and returns its bitmap.
fn reference_glyph(
    c: char,
    font: &egui::FontId,
    ppp: f32,
    theme: egui::Theme,
) -> (Vec<u8>, [usize; 2]) {
    let mut db = fontdb::Database::new();
    db.load_fonts_dir(NOTO_CJK_DIR);
    let face = db
        .faces()
        .find(|f| f.families.iter().any(|(n, _)| n == "Noto Sans CJK JP") && f.weight.0 == 400)
        .expect("Noto Sans CJK JP regular");
    let (path, index) = match &face.source {
        fontdb::Source::File(p) => (p.clone(), face.index),
        _ => panic!("not a file"),
    };
    let mut defs = egui::FontDefinitions::empty();
    defs.font_data.insert(
        "noto".into(),
        Arc::new(egui::FontData::from_blob(
            Arc::new(std::fs::read(path).unwrap()),
            index,
        )),
    );
    defs.families
        .insert(egui::FontFamily::Proportional, vec!["noto".into()]);
    defs.families
        .insert(egui::FontFamily::Monospace, vec!["noto".into()]);
    let ctx = egui::Context::default();
    ctx.set_fonts(defs);
    // The same theme: egui rasterizes text for light and dark backgrounds differently.
    ctx.set_theme(theme);
    let mut found = None;
    let input = egui::RawInput {
        viewports: std::iter::once((
            egui::ViewportId::ROOT,
            egui::ViewportInfo {
                native_pixels_per_point: Some(ppp),
                ..Default::default()
            },
        ))
        .collect(),
        ..Default::default()
    };
    let mut output = ctx.run_ui(input, |ui| {
        let galley =
            ui.fonts_mut(|f| f.layout_no_wrap(c.to_string(), font.clone(), egui::Color32::WHITE));
        let g = galley.rows[0].row.glyphs[0];
        let atlas = ui.fonts(|f| f.image());
        let (min, max) = (g.uv_rect.min, g.uv_rect.max);
        found = Some((crop(&atlas, min, max), size(min, max)));
    });
    output.textures_delta.clear();
    found.unwrap()
}

fn is_ideograph_or_kana(c: char) -> bool {
    matches!(c, '\u{4E00}'..='\u{9FFF}' | '\u{3040}'..='\u{30FF}')
}

#[test]
fn japanese_korean_and_chinese_names_are_drawn_with_real_glyphs() {
    let event = japanese_event(16);
    let (_dir, mut h) = app_with(&event, noto(), true);
    // The player list shows the names (the Panic policy already proved no glyph is a box).
    for name in ["김민준", "王伟", "田中 太郎"] {
        assert!(
            h.query_all_by_label_contains(name).next().is_some(),
            "{name} not on the players screen"
        );
    }
    assert_eq!(h.state().fonts.warning, None);
    // The fonts egui found for the names: Noto Sans CJK, appended to the fallback chain.
    let chars: Vec<char> = "田中太郎김민준王伟さくら".chars().collect();
    let found = h.ctx.fonts_mut(|f| {
        let map = f.characters(&egui::FontFamily::Proportional);
        chars
            .iter()
            .map(|c| (*c, map.get(c).cloned().unwrap_or_default()))
            .collect::<Vec<_>>()
    });
    for (c, fonts) in &found {
        assert!(
            fonts.iter().any(|f| f.contains("Noto Sans CJK JP")),
            "{c}: {fonts:?}"
        );
    }
    // Each ideograph and kana drawn equals its bitmap when Noto Sans CJK is egui's own font.
    let (ppp, theme) = (h.ctx.pixels_per_point(), h.ctx.theme());
    let drawn = drawn_glyphs(&h);
    let mut compared = 0;
    for (c, font, bitmap, size) in drawn.iter().filter(|(c, ..)| is_ideograph_or_kana(*c)) {
        let (want, want_size) = reference_glyph(*c, font, ppp, theme);
        assert_eq!(*size, want_size, "{c} at {font:?}");
        assert_eq!(
            bitmap, &want,
            "{c} at {font:?} is not Noto Sans CJK's glyph"
        );
        assert!(bitmap.iter().any(|&a| a > 128), "{c}: an empty bitmap");
        compared += 1;
        if compared >= 12 {
            break;
        }
    }
    assert!(compared >= 12, "only {compared} CJK glyphs drawn");
    // The Rounds screen too.
    h.state_mut().push(Action::Goto(Screen::Rounds));
    h.run();
    assert!(h.query_all_by_label_contains("김민준").next().is_some());
}

#[test]
fn every_script_is_drawn_without_a_missing_glyph_box() {
    let d = Arc::new(FontDiscovery::folders(crate::fonts::test_font_dirs()));
    let (_dir, mut h) = app_with(&crate::fonts::every_script_event(), d, true);
    for name in crate::fonts::EVERY_SCRIPT {
        assert!(
            h.query_all_by_label_contains(name).next().is_some(),
            "{name} not on the players screen"
        );
    }
    assert_eq!(h.state().fonts.warning, None);
    h.state_mut().push(Action::Goto(Screen::Rounds));
    h.run();
    h.state_mut().push(Action::Goto(Screen::Standings));
    h.run();
}

#[test]
fn fonts_are_looked_for_only_when_a_name_needs_them() {
    let mut latin = Event::new(EventSettings::new("Brno Store Champs", Structure::Basic), 3);
    for name in [
        "Zoë Müller",
        "Čeněk Łukasz",
        "Ярослав Петров",
        "Γιώργος Παπαδόπουλος",
    ] {
        latin
            .apply(Command::AddPlayer {
                details: PlayerDetails::named(name),
                id: None,
            })
            .unwrap();
    }
    latin.apply(Command::PairRound).unwrap();
    let d = noto();
    let (_dir, _h) = app_with(&latin, d.clone(), false);
    assert!(
        !d.is_scanned(),
        "Latin names must not scan the computer's fonts"
    );
    let d = noto();
    let (_dir, _h) = app_with(&japanese_event(4), d.clone(), true);
    assert!(d.is_scanned());
}

#[test]
fn without_a_covering_font_the_app_and_the_print_dialog_say_what_to_install() {
    let empty = empty_font_dir();
    let d = Arc::new(FontDiscovery::folders(vec![empty.path().into()]));
    let (_dir, mut h) = app_with(&japanese_event(6), d, false);
    let warning = h.state().fonts.warning.clone().expect("a font warning");
    assert!(warning.contains("player 김민준"), "{warning}");
    assert!(warning.contains("fonts-noto-cjk"), "{warning}");
    assert!(warning.contains("shown as empty boxes"), "{warning}");
    // Shown once (one label), and it stays across frames without being recomputed.
    assert_eq!(
        h.query_all_by_label_contains("No font on this computer")
            .count(),
        1
    );
    h.run();
    assert_eq!(
        h.query_all_by_label_contains("No font on this computer")
            .count(),
        1
    );
    // The print dialog says the same for the printout, before anything is saved.
    h.state_mut().push(Action::PrintDialog);
    h.run();
    let printed = h
        .query_all_by_label_contains("printed as empty boxes")
        .count();
    assert_eq!(printed, 1);
    h.state_mut().print_dialog = None;
    h.run();
    // Hidden on request; the app goes on working.
    h.get_by_label("Hide").click();
    h.run();
    assert_eq!(
        h.query_all_by_label_contains("No font on this computer")
            .count(),
        0
    );
    // A new name no font has brings the warning back (the check runs when names change).
    h.state_mut().push(Action::Apply(Command::AddPlayer {
        details: PlayerDetails::named("이서연"),
        id: None,
    }));
    h.run();
    assert_eq!(
        h.query_all_by_label_contains("No font on this computer")
            .count(),
        1
    );
    h.state_mut().push(Action::Goto(Screen::Rounds));
    h.run();
    assert_eq!(h.state().screen, Screen::Rounds);
}
