//! Every player's name in every script: Japanese, Korean and Chinese names printed with a CJK
//! font found on the computer (`pdffonts` lists it, `pdftotext` gives the names back), the
//! warning when no font has them (discovery pointed at an empty folder), the command line's
//! tables aligned by display width, and Japanese names through NRTM and CSV.
//!
//! The CJK font is Noto Sans CJK (`fonts-noto-cjk`, installed by `.ci/run`).

use crate::print::poppler;
use netrunner_to::engine::{Command, Event, EventSettings, PlayerDetails, Structure};
use netrunner_to::io::fonts::FontDiscovery;
use netrunner_to::io::print::fonts::Fonts;
use netrunner_to::io::print::{Kind, Paper, Printout, font_warning, render_with};
use std::path::{Path, PathBuf};
use std::sync::Arc;

/// Where Debian's `fonts-noto-cjk` puts Noto Sans CJK.
pub const NOTO_CJK_DIR: &str = "/usr/share/fonts/opentype/noto";
/// Where Debian's `fonts-tlwg-loma-otf` puts Loma, a Thai font.
pub const THAI_DIR: &str = "/usr/share/fonts/opentype/tlwg";

/// A name in each script the organizers' players write: Japanese, Korean, Simplified and
/// Traditional Chinese, Thai, Cyrillic, Greek, accented Latin, Arabic and Hebrew.
pub const EVERY_SCRIPT: [&str; 10] = [
    "田中 太郎",
    "김민준",
    "王伟",
    "陳怡君",
    "สมชาย ใจดี",
    "Ярослав Петров",
    "Γιώργος Παπαδόπουλος",
    "Zoë Čeněk-Ångström",
    "أحمد",
    "דוד לוי",
];

/// Discovery limited to the test fonts: Noto Sans CJK, Loma (Thai) and the repository's
/// DejaVu Sans (Arabic, Hebrew). Fails (not skips) when one is missing: `.ci/run` installs them.
pub fn test_font_dirs() -> Vec<PathBuf> {
    for (dir, file, package) in [
        (NOTO_CJK_DIR, "NotoSansCJK-Regular.ttc", "fonts-noto-cjk"),
        (THAI_DIR, "Loma.otf", "fonts-tlwg-loma-otf"),
    ] {
        assert!(
            Path::new(dir).join(file).exists(),
            "{file} is not installed: `apt-get install {package}` (.ci/run does it)"
        );
    }
    vec![
        PathBuf::from(NOTO_CJK_DIR),
        PathBuf::from(THAI_DIR),
        Path::new(env!("CARGO_MANIFEST_DIR")).join("assets/fonts"),
    ]
}

/// An event with one player per name of [`EVERY_SCRIPT`], round 1 paired.
pub fn every_script_event() -> Event {
    let mut e = Event::new(EventSettings::new("多言語 Cup", Structure::Basic), 5);
    let players = EVERY_SCRIPT
        .iter()
        .map(|n| PlayerDetails::named(*n))
        .collect();
    e.apply(Command::AddPlayers { players }).unwrap();
    e.apply(Command::PairRound).unwrap();
    e
}

const FAMILY: [&str; 20] = [
    "田中",
    "鈴木",
    "佐藤",
    "高橋",
    "伊藤",
    "渡辺",
    "山本",
    "中村",
    "小林",
    "加藤",
    "吉田",
    "山田",
    "佐々木",
    "山口",
    "松本",
    "井上",
    "木村",
    "林",
    "斎藤",
    "清水",
];
const GIVEN: [&str; 12] = [
    "太郎",
    "花子",
    "健太",
    "美咲",
    "翔",
    "陽菜",
    "大輝",
    "結衣",
    "蓮",
    "さくら",
    "ゆうき",
    "ケン",
];

/// `n` players with Japanese names (family name, a space, given name), the first two a Korean
/// and a Chinese player, in an event named テスト大会 (a test tournament); round 1 paired.
pub fn japanese_event(n: usize) -> Event {
    let mut settings = EventSettings::new("テスト大会", Structure::Basic);
    settings.date = Some("2026-05-16".into());
    let mut e = Event::new(settings, 14);
    let mut names = vec!["김민준".to_string(), "王伟".to_string()];
    let mut i = 0;
    while names.len() < n {
        names.push(format!(
            "{} {}",
            FAMILY[i % FAMILY.len()],
            GIVEN[(i / FAMILY.len() + i) % GIVEN.len()]
        ));
        i += 1;
    }
    names.truncate(n);
    let players = names
        .iter()
        .enumerate()
        .map(|(i, name)| PlayerDetails {
            name: name.clone(),
            corp: Some(if i % 2 == 0 {
                "Haas-Bioroid: Precision Design".into()
            } else {
                "Jinteki: Restoring Humanity".into()
            }),
            runner: Some("Zahya Sadeghi: Versatile Smuggler".into()),
            ..Default::default()
        })
        .collect();
    e.apply(Command::AddPlayers { players }).unwrap();
    e.apply(Command::PairRound).unwrap();
    e
}

/// A folder with no fonts: a computer with nothing beyond the embedded font.
pub fn empty_font_dir() -> tempfile::TempDir {
    tempfile::tempdir().unwrap()
}

/// The printout fonts with discovery limited to Noto Sans CJK. Fails (not skips) when the font
/// is missing: `.ci/run` installs it.
pub fn noto_cjk_fonts() -> Fonts {
    assert!(
        Path::new(NOTO_CJK_DIR)
            .join("NotoSansCJK-Regular.ttc")
            .exists(),
        "Noto Sans CJK is not installed: `apt-get install fonts-noto-cjk` (.ci/run does it)"
    );
    Fonts::with_discovery(Arc::new(FontDiscovery::folders(vec![PathBuf::from(
        NOTO_CJK_DIR,
    )])))
    .unwrap()
}

fn text_of(pdf: &[u8]) -> String {
    poppler("pdftotext", &["-layout", "-enc", "UTF-8"], pdf)
}

#[test]
fn japanese_korean_and_chinese_names_print_in_a_cjk_font_and_read_back() {
    let e = japanese_event(40);
    let fonts = noto_cjk_fonts();
    assert_eq!(
        font_warning(&e, &fonts),
        None,
        "Noto Sans CJK covers every name"
    );
    for kind in [
        Kind::Registration,
        Kind::PairingsByTable,
        Kind::PairingsByName,
        Kind::Slips,
        Kind::Standings,
    ] {
        let p = Printout::for_event(&e, kind, None).unwrap();
        let pdf = render_with(&e, &p, Paper::A4, &fonts).unwrap();
        let listed = poppler("pdffonts", &[], &pdf);
        assert!(
            listed.contains("NotoSansCJK"),
            "{kind:?}: no CJK font embedded:\n{listed}"
        );
        assert!(listed.contains("DejaVuSans"), "{listed}");
        // Every font is embedded ("emb" yes) and subset (the name has a "ABCDEF+" tag).
        for line in listed.lines().skip(2) {
            let cols: Vec<&str> = line.split_whitespace().collect();
            assert!(line.contains('+'), "not a subset: {line}");
            assert!(
                cols.iter().rev().nth(4) == Some(&"yes"),
                "not embedded: {line}"
            );
        }
        let text = text_of(&pdf);
        assert!(
            text.contains("テスト大会"),
            "{kind:?}: event name lost:\n{text}"
        );
        if kind == Kind::Registration || kind == Kind::PairingsByName || kind == Kind::Standings {
            for p in e.players() {
                assert!(text.contains(&p.name), "{kind:?}: {} lost:\n{text}", p.name);
            }
        }
    }
}

#[test]
fn every_script_prints_and_reads_back() {
    let e = every_script_event();
    let fonts = Fonts::with_discovery(Arc::new(FontDiscovery::folders(test_font_dirs()))).unwrap();
    assert_eq!(font_warning(&e, &fonts), None);
    let p = Printout::for_event(&e, Kind::Registration, None).unwrap();
    let pdf = render_with(&e, &p, Paper::A4, &fonts).unwrap();
    let listed = poppler("pdffonts", &[], &pdf);
    assert!(listed.contains("NotoSansCJK"), "{listed}");
    assert!(listed.contains("Loma"), "{listed}");
    let text = text_of(&pdf);
    // Right-to-left names are drawn right to left; pdftotext's reading order for them is its
    // own, so they are checked on screen and in the fonts list only.
    for name in &EVERY_SCRIPT[..8] {
        assert!(text.contains(name), "{name} lost:\n{text}");
    }
}

#[test]
fn the_layout_measures_japanese_in_the_font_it_is_drawn_in() {
    let fonts = noto_cjk_fonts();
    // Noto Sans CJK draws ideographs one em wide: 4 ideographs at 10 pt are 40 pt, plus the
    // space. The embedded font's missing-glyph box would measure something else.
    let w = fonts.width("田中太郎", 10.0, false);
    assert!((w - 40.0).abs() < 0.01, "{w}");
    let runs = fonts.runs("田中 太郎 (Tokyo)", false);
    assert_eq!(runs.len(), 2, "{runs:?}");
    assert_eq!(runs[0].text, "田中 太郎 (");
    assert_eq!(runs[1].text, "Tokyo)");
    assert_eq!(
        fonts.fallback_families(),
        vec!["Noto Sans CJK JP".to_string()]
    );
    // Fitting shortens by the CJK font's widths.
    let fitted = fonts.fit("佐々木 さくら 佐々木 さくら", 60.0, 10.0, false);
    assert!(fitted.ends_with('…'), "{fitted}");
    assert!(fonts.width(&fitted, 10.0, false) <= 60.0);
    // Bold text (headers) takes the bold face of the same family.
    let _ = fonts.width("テスト大会", 12.0, true);
    assert!(
        fonts
            .fallback_families()
            .iter()
            .all(|f| f == "Noto Sans CJK JP"),
        "{:?}",
        fonts.fallback_families()
    );
}

#[test]
fn a_forty_player_japanese_printout_stays_small() {
    let e = japanese_event(40);
    let fonts = noto_cjk_fonts();
    let mut sizes = Vec::new();
    for kind in [Kind::Registration, Kind::PairingsByTable, Kind::Slips] {
        let p = Printout::for_event(&e, kind, None).unwrap();
        let pdf = render_with(&e, &p, Paper::A4, &fonts).unwrap();
        sizes.push((kind, pdf.len()));
        // The font file is 19 MB; its subset is a few kilobytes per glyph used.
        assert!(pdf.len() < 200_000, "{kind:?}: {} bytes", pdf.len());
    }
    eprintln!("40-player Japanese printouts: {sizes:?}");
}

#[test]
fn without_a_covering_font_the_printout_warns_and_still_prints() {
    let e = japanese_event(8);
    let dir = empty_font_dir();
    let fonts =
        Fonts::with_discovery(Arc::new(FontDiscovery::folders(vec![dir.path().into()]))).unwrap();
    let w = font_warning(&e, &fonts).expect("a warning");
    assert!(w.contains("テスト大会"), "{w}");
    assert!(w.contains("player 김민준"), "{w}");
    assert!(w.contains("fonts-noto-cjk"), "{w}");
    assert!(w.contains("printed as empty boxes"), "{w}");
    let p = Printout::for_event(&e, Kind::Registration, None).unwrap();
    let pdf = render_with(&e, &p, Paper::A4, &fonts).unwrap();
    let listed = poppler("pdffonts", &[], &pdf);
    assert!(!listed.contains("CJK"), "{listed}");
}

fn cli(args: &[&str]) -> (std::process::ExitCode, String, String) {
    let mut out = Vec::new();
    let mut err = Vec::new();
    let all = std::iter::once("netrunner-to").chain(args.iter().copied());
    let code = netrunner_to::cli::run_args(all.map(Into::into), &mut out, &mut err);
    (
        code,
        String::from_utf8(out).unwrap(),
        String::from_utf8(err).unwrap(),
    )
}

#[test]
fn the_print_command_warns_before_writing_when_no_font_has_the_names() {
    let dir = tempfile::tempdir().unwrap();
    let event = dir.path().join("event.json");
    netrunner_to::io::save::save(&event, &japanese_event(8)).unwrap();
    let empty = empty_font_dir();
    let pdf = dir.path().join("players.pdf");
    let (code, out, err) = cli(&[
        "print",
        event.to_str().unwrap(),
        "--what",
        "players",
        "--out",
        pdf.to_str().unwrap(),
        "--fonts-from",
        empty.path().to_str().unwrap(),
    ]);
    assert_eq!(code, std::process::ExitCode::SUCCESS, "{err}");
    assert!(
        err.starts_with("warning: No font on this computer"),
        "{err}"
    );
    assert!(err.contains("player 김민준"), "{err}");
    assert!(out.contains("wrote registration"), "{out}");
    assert!(pdf.exists());

    // With Noto Sans CJK: no warning, the names come back.
    let (code, _, err) = cli(&[
        "print",
        event.to_str().unwrap(),
        "--what",
        "players",
        "--out",
        pdf.to_str().unwrap(),
        "--fonts-from",
        NOTO_CJK_DIR,
    ]);
    assert_eq!(code, std::process::ExitCode::SUCCESS, "{err}");
    assert_eq!(err, "");
    assert!(text_of(&std::fs::read(&pdf).unwrap()).contains("김민준"));
}

#[test]
fn command_line_tables_stay_aligned_with_wide_names() {
    let dir = tempfile::tempdir().unwrap();
    let event = dir.path().join("event.json");
    netrunner_to::io::save::save(&event, &japanese_event(6)).unwrap();
    let (code, out, err) = cli(&["pairings", event.to_str().unwrap()]);
    assert_eq!(code, std::process::ExitCode::SUCCESS, "{err}");
    // Cells are separated by two or more spaces (names have single spaces inside); each cell
    // with its first and last display column.
    let cells = |l: &str| -> Vec<(usize, usize)> {
        let mut cells = Vec::new();
        let (mut col, mut spaces, mut start) = (0, 0, None::<usize>);
        let mut last = 0;
        for c in l.chars() {
            if c == ' ' {
                spaces += 1;
            } else {
                if spaces >= 2 || start.is_none() {
                    if let Some(s) = start {
                        cells.push((s, last));
                    }
                    start = Some(col);
                }
                spaces = 0;
                last = col + unicode_width::UnicodeWidthChar::width(c).unwrap_or(0);
            }
            col += unicode_width::UnicodeWidthChar::width(c).unwrap_or(0);
        }
        if let Some(s) = start {
            cells.push((s, last));
        }
        cells
    };
    let lines: Vec<&str> = out.lines().collect();
    let header = lines
        .iter()
        .position(|l| l.starts_with("Table  Player 1"))
        .unwrap_or_else(|| panic!("no table header:\n{out}"));
    let head = cells(lines[header]);
    assert_eq!(head.len(), 6, "{out}");
    let rows = &lines[header + 1..header + 4];
    for r in rows {
        let c = cells(r);
        assert_eq!(c.len(), 6, "{r}");
        // Table and points are right-aligned: they end where their header ends; the names
        // start where theirs start.
        assert_eq!(c[0].1, head[0].1, "table column:\n{out}");
        assert_eq!(c[1].0, head[1].0, "player 1 column:\n{out}");
        assert_eq!(c[2].1, head[2].1, "points column:\n{out}");
        assert_eq!(c[3].0, head[3].0, "player 2 column:\n{out}");
        assert_eq!(c[4].1, head[4].1, "points column:\n{out}");
        assert_eq!(c[5].0, head[5].0, "result column:\n{out}");
    }
}

#[test]
fn japanese_names_survive_nrtm_and_csv_export_and_import() {
    let e = japanese_event(12);
    let json = netrunner_to::io::nrtm::export_string(&e);
    let back = netrunner_to::io::nrtm::import(json.as_bytes(), 1)
        .unwrap()
        .event;
    assert_eq!(back.settings().name, "テスト大会");
    let names = |e: &Event| {
        let mut n: Vec<String> = e.players().iter().map(|p| p.name.clone()).collect();
        n.sort();
        n
    };
    assert_eq!(names(&back), names(&e));

    let csv = netrunner_to::io::csv::players_csv(&e);
    let fresh = Event::new(EventSettings::new("新しい大会", Structure::Basic), 3);
    let preview = netrunner_to::io::player_import::preview(&csv, &fresh).unwrap();
    assert_eq!(preview.accepted_count(), 12, "{}", preview.summary());
    let mut imported = fresh.clone();
    imported.apply(preview.command().unwrap()).unwrap();
    assert_eq!(names(&imported), names(&e));
}

/// Issue 37, item 7: a Japanese event's player cards carry their instructions whole (one was cut
/// to 「…報告してくだ…」 beside the QR code): they wrap onto as many lines as they need.
#[test]
fn japanese_player_cards_carry_their_instructions_whole() {
    let mut e = japanese_event(4);
    e.apply(Command::SetPrintLanguage {
        language: "ja".into(),
    })
    .unwrap();
    let pdf = netrunner_to::io::print::render_player_cards(
        &e,
        Some("http://192.168.1.20:8080/"),
        netrunner_to::io::print::Paper::A4,
        &noto_cjk_fonts(),
    )
    .unwrap();
    let text = crate::print::poppler("pdftotext", &["-enc", "UTF-8"], &pdf);
    let joined: String = text.chars().filter(|c| !c.is_whitespace()).collect();
    for sentence in [
        "結果は自分のページから報告してください。",
        "コードは他の人に教えないでください。",
    ] {
        assert_eq!(
            joined.matches(sentence).count(),
            4,
            "{sentence} whole on every card: {text}"
        );
    }
    assert!(!text.contains('…'), "nothing cut: {text}");
}
