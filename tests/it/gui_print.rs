#![allow(clippy::unwrap_used, clippy::expect_used, clippy::panic)] // test code: a failed step is a failed test

//! The print dialog, driven through the real app headless (egui_kittest): File > Print…, choose
//! match slips on Letter paper, type where to save, save, and read the PDF back with
//! `pdftotext` (poppler-utils; the test fails with a message if it is missing).

use egui::accesskit::Role;
use egui_kittest::Harness;
use egui_kittest::kittest::Queryable as _;
use netrunner_to::app::{Action, NetrunnerApp};
use netrunner_to::engine::{Command, Event, EventSettings, PlayerDetails, Structure};
use netrunner_to::io::print::{Kind, Paper};
use std::path::{Path, PathBuf};

struct Rig {
    harness: Harness<'static, NetrunnerApp>,
    dir: tempfile::TempDir,
}

impl Rig {
    fn new() -> Rig {
        let dir = tempfile::tempdir().unwrap();
        let mut app = NetrunnerApp::new(dir.path().join("data"), Box::new(|| 1_767_000_000_000));
        app.use_dialogs = false;
        let harness = Harness::builder()
            .with_size(egui::vec2(1280.0, 800.0))
            .with_accessibility_check(false)
            .build_ui_state(|ui, app: &mut NetrunnerApp| app.frame_ui(ui), app);
        Rig { harness, dir }
    }

    fn settle(&mut self) {
        self.harness.run_steps(4);
    }

    fn click(&mut self, label: &str) {
        self.harness.get_by_label(label).click();
        self.settle();
    }

    fn type_into(&mut self, label: &str, text: &str) {
        self.harness
            .get_by_role_and_label(Role::TextInput, label)
            .click();
        self.settle();
        self.harness
            .key_press_modifiers(egui::Modifiers::COMMAND, egui::Key::A);
        self.settle();
        self.harness
            .get_by_role_and_label(Role::TextInput, label)
            .type_text(text);
        self.settle();
    }

    fn open_event(&mut self, event: &Event) -> PathBuf {
        let path = self.dir.path().join("champs.json");
        netrunner_to::io::save::save(&path, event).unwrap();
        self.harness.state_mut().push(Action::Open(path.clone()));
        self.settle();
        assert_eq!(self.harness.state().error, None);
        path
    }
}

fn pdftotext(path: &Path) -> String {
    let out = std::process::Command::new("pdftotext")
        .args(["-layout", "-enc", "UTF-8"])
        .arg(path)
        .arg("-")
        .output()
        .unwrap_or_else(|e| {
            panic!("`pdftotext` could not be run ({e}): install poppler-utils to run this test")
        });
    assert!(out.status.success());
    String::from_utf8(out.stdout).unwrap()
}

fn event() -> Event {
    let mut e = Event::new(
        EventSettings::new("Zoë's Store Champs", Structure::Basic),
        9,
    );
    let names = [
        "Čeněk Łukasz",
        "Zoë Müller",
        "Søren Ångström",
        "Ann",
        "Bo",
        "Cy",
        "Di",
        "Ed",
        "Flo",
        "Gus",
    ];
    e.apply(Command::AddPlayers {
        players: names.iter().map(|n| PlayerDetails::named(*n)).collect(),
    })
    .unwrap();
    e.apply(Command::PairRound).unwrap();
    e
}

#[test]
fn printing_slips_through_the_dialog_writes_the_pdf_where_typed() {
    let mut rig = Rig::new();
    let e = event();
    rig.open_event(&e);

    rig.click("File");
    rig.click("Print\u{2026}");
    assert!(
        rig.harness.state().print_dialog.is_some(),
        "the dialog opened"
    );
    assert!(
        rig.harness.query_by_label("Close event").is_none(),
        "the File menu closed"
    );
    // Let the modal finish appearing (it fades in) before clicking in it, as a person would.
    rig.harness.run_steps(30);
    // The suggested file goes next to the event file.
    let suggested = rig
        .harness
        .state()
        .print_dialog
        .as_ref()
        .unwrap()
        .path
        .clone();
    assert_eq!(
        Path::new(&suggested),
        rig.dir
            .path()
            .join("zoë-s-store-champs-pairings-round-1.pdf")
    );

    rig.click("Letter");
    rig.click("Match slips");
    let d = rig.harness.state().print_dialog.as_ref().unwrap();
    assert_eq!((d.kind, d.paper), (Kind::Slips, Paper::Letter));
    let out = rig.dir.path().join("printouts").join("slips.pdf");
    std::fs::create_dir_all(out.parent().unwrap()).unwrap();
    rig.type_into("PDF file", out.to_str().unwrap());
    rig.click("Save PDF");

    let dialog = rig.harness.state().print_dialog.as_ref().unwrap();
    assert_eq!(dialog.error, None);
    assert_eq!(dialog.saved.as_deref(), Some(out.as_path()));
    assert!(out.exists(), "the PDF was written");
    let text = pdftotext(&out);
    let pages: Vec<&str> = text
        .split('\u{c}')
        .filter(|p| !p.trim().is_empty())
        .collect();
    assert_eq!(pages.len(), 2, "5 slips, 4 to a page:\n{text}");
    assert!(pages[0].contains("Zoë's Store Champs — Match slips — Round 1"));
    // Collated: page 1 holds tables 1, 3, 5; page 2 tables 2, 4.
    let tables = |p: &str| -> Vec<String> {
        p.lines()
            .filter_map(|l| l.trim_start().strip_prefix("Table "))
            .map(|r| r.split_whitespace().next().unwrap().to_string())
            .collect()
    };
    assert_eq!(tables(pages[0]), ["1", "3", "5"]);
    assert_eq!(tables(pages[1]), ["2", "4"]);
    for name in ["Čeněk Łukasz", "Zoë Müller", "Søren Ångström"] {
        assert!(text.contains(name), "{name} printed intact");
    }
    assert!(
        rig.harness.query_by_label("Open").is_some(),
        "the dialog offers to open the PDF"
    );

    // A printout that cannot be made says why and writes nothing.
    rig.click("Elimination bracket");
    let nothing = rig.dir.path().join("printouts").join("bracket.pdf");
    rig.type_into("PDF file", nothing.to_str().unwrap());
    rig.click("Save PDF");
    assert_eq!(
        rig.harness
            .state()
            .print_dialog
            .as_ref()
            .unwrap()
            .error
            .as_deref(),
        Some("The cut has not been made yet")
    );
    assert!(
        rig.harness
            .query_by_label("The cut has not been made yet")
            .is_some()
    );
    assert!(!nothing.exists());

    rig.click("Close");
    assert!(rig.harness.state().print_dialog.is_none());
}

#[test]
fn the_print_dialog_stays_in_place_whatever_is_chosen() {
    let mut rig = Rig::new();
    rig.open_event(&event());
    rig.click("File");
    rig.click("Print\u{2026}");
    rig.harness.run_steps(30);
    let buttons = |rig: &Rig| -> Vec<egui::Rect> {
        ["Save PDF", "Close", "Registration", "A4"]
            .iter()
            .map(|l| rig.harness.get_by_label(l).rect())
            .collect()
    };
    let before = buttons(&rig);
    // A printout without a round (the round row is not needed), a save, an error: the dialog
    // keeps its size and place, so no button moves under the pointer.
    rig.click("Registration");
    assert_eq!(
        buttons(&rig),
        before,
        "after choosing a printout without a round"
    );
    let out = rig.dir.path().join("players.pdf");
    rig.type_into("PDF file", out.to_str().unwrap());
    rig.click("Save PDF");
    assert!(out.exists());
    assert_eq!(buttons(&rig), before, "after saving");
    // The same file again: the question about replacing it takes the status line.
    rig.click("Save PDF");
    assert!(
        rig.harness
            .state()
            .print_dialog
            .as_ref()
            .unwrap()
            .replace
            .is_some()
    );
    assert_eq!(
        buttons(&rig),
        before,
        "with the question to replace the file"
    );
    rig.click("Keep it");
    rig.click("Elimination bracket");
    let bracket = rig.dir.path().join("bracket.pdf");
    rig.type_into("PDF file", bracket.to_str().unwrap());
    rig.click("Save PDF");
    assert!(
        rig.harness
            .state()
            .print_dialog
            .as_ref()
            .unwrap()
            .error
            .is_some()
    );
    assert_eq!(buttons(&rig), before, "after an error");
}

/// The print dialog in the app's language: its title, rows, the printouts' names (as their
/// pages say them), the paper sizes and buttons, the question before replacing a file.
#[test]
fn the_print_dialog_speaks_the_apps_language() {
    use egui_kittest::kittest::NodeT as _;
    use netrunner_to::i18n::Lang;
    let ja = Lang::from_tag("ja").unwrap();
    let mut rig = Rig::new();
    rig.harness.state_mut().push(Action::Language(ja));
    rig.open_event(&event());
    rig.click("ファイル");
    rig.click("印刷\u{2026}");
    rig.harness.run_steps(30);
    for label in ["印刷", "印刷物", "ラウンド", "用紙"] {
        rig.harness.get_by_role_and_label(Role::Label, label);
    }
    for button in [
        "対戦表",
        "結果記入票",
        "参加者名簿",
        "レター",
        "選択\u{2026}",
        "PDFを保存",
        "閉じる",
    ] {
        rig.harness.get_by_role_and_label(Role::Button, button);
    }
    for english in [
        "Print",
        "Paper",
        "Match slips",
        "Letter",
        "Save PDF",
        "Close",
    ] {
        assert!(
            rig.harness.query_by_label(english).is_none(),
            "{english:?} is left"
        );
    }
    // The round being played, named the Japanese way.
    let round = rig
        .harness
        .get_by_role_and_label(Role::ComboBox, "ラウンド");
    assert_eq!(
        round.accesskit_node().value().as_deref(),
        Some("現在(第1回戦)")
    );
    // Asked in Japanese before a file is replaced.
    let out = rig.dir.path().join("slips.pdf");
    std::fs::write(&out, "%PDF old").unwrap();
    rig.click("結果記入票");
    rig.type_into("PDFファイル", out.to_str().unwrap());
    rig.click("PDFを保存");
    rig.harness
        .get_by_label("slips.pdf はすでにあります(8バイトのファイル)。置き換えますか?");
    rig.click("置き換えない");
    assert_eq!(std::fs::read(&out).unwrap(), b"%PDF old");
    rig.click("閉じる");
    assert!(rig.harness.state().print_dialog.is_none());
}
