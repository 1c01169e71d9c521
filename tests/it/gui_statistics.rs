#![allow(clippy::unwrap_used, clippy::expect_used, clippy::panic)] // test code: a failed step is a failed test

//! GUI tests of the Statistics screen (egui_kittest): the charts of a real event show the
//! numbers counted by hand (see `statistics`), every bar has its label and numbers as text,
//! the organizer is told when players do not see identities yet, every identity on request,
//! and "Print statistics…" opens the print dialog on the statistics printout.

use egui::accesskit::Role;
use egui_kittest::Harness;
use egui_kittest::kittest::{NodeT as _, Queryable as _};
use netrunner_to::app::screens::Screen;
use netrunner_to::app::{Action, NetrunnerApp};
use netrunner_to::engine::{Command, Event, EventSettings, PlayerDetails, Structure};
use netrunner_to::io::print::Kind;

struct Rig {
    harness: Harness<'static, NetrunnerApp>,
    _dir: tempfile::TempDir,
}

impl Rig {
    fn new(size: egui::Vec2) -> Rig {
        let dir = tempfile::tempdir().unwrap();
        let app = crate::support::app::new(dir.path(), 1_750_000_000_000);
        let builder = Harness::builder()
            .with_size(size)
            .with_max_steps(30)
            .with_accessibility_check(false);
        let harness = crate::support::app::harness_with(builder, app);
        Rig { harness, _dir: dir }
    }

    fn settle(&mut self) {
        self.harness.run_steps(4);
    }

    fn app(&mut self) -> &mut NetrunnerApp {
        self.harness.state_mut()
    }

    fn event(&self) -> &Event {
        self.harness.state().event().unwrap()
    }

    /// Opens a real results file (imported) on the Statistics screen.
    fn real(file: &str, size: egui::Vec2) -> Rig {
        let mut rig = Rig::new(size);
        let path = std::path::Path::new(env!("CARGO_MANIFEST_DIR"))
            .join("fixtures/real")
            .join(file);
        rig.app().push(Action::Open(path));
        rig.settle();
        assert_eq!(rig.harness.state().error, None);
        rig.goto_statistics();
        rig
    }

    fn goto_statistics(&mut self) {
        self.app().push(Action::Goto(Screen::Statistics));
        self.app().status.clear();
        self.settle();
    }

    fn apply(&mut self, c: Command) {
        self.app().push(Action::Apply(c));
        self.settle();
        assert_eq!(self.harness.state().error, None, "command refused");
    }

    fn has_label(&self, label: &str) -> bool {
        self.harness.query_all_by_label(label).next().is_some()
    }

    /// For every label `label` on the screen, the text of the label just right of it on the
    /// same line (a bar's numbers).
    fn values_of(&self, label: &str) -> Vec<String> {
        let labels: Vec<_> = self
            .harness
            .query_all_by(|n| n.role() == Role::Label)
            .map(|n| {
                let text = n.accesskit_node().value().unwrap_or_default();
                (n.rect(), text)
            })
            .collect();
        labels
            .iter()
            .filter(|(_, t)| t == label)
            .filter_map(|(r, _)| {
                labels
                    .iter()
                    .filter(|(o, _)| {
                        (o.center().y - r.center().y).abs() < 4.0 && o.left() > r.right()
                    })
                    .min_by(|a, b| a.0.left().total_cmp(&b.0.left()))
                    .map(|(_, t)| t.clone())
            })
            .collect()
    }
}

const GAMESCAPE: &str = "cobra_2018-01-08_gamescape-store-champs_16p_4r_top4de.json";
const BLM: &str = "cobra_2020-06-27_black-lives-matter-charity_113p_6r_top8de.json";

#[test]
fn the_statistics_screen_shows_the_hand_counted_numbers() {
    for size in [egui::vec2(1400.0, 900.0), egui::vec2(900.0, 700.0)] {
        let rig = Rig::real(GAMESCAPE, size);
        // The navigation button and the screen's heading.
        assert!(rig.has_label("Statistics"));
        for heading in [
            "The field: 16 players",
            "The cut: top 4",
            "Cut conversion",
            "Results",
        ] {
            assert!(rig.has_label(heading), "no {heading:?} at {size:?}");
        }
        // Field: Haas-Bioroid 5 of 16; the cut's Apex 2 of 4; conversion Apex 2 of 2.
        let hb = rig.values_of("Haas-Bioroid");
        assert!(hb.contains(&"5 (31%)".to_string()), "{hb:?}");
        let apex = rig.values_of("Apex");
        assert!(apex.contains(&"2 (50%)".to_string()), "{apex:?}");
        assert!(apex.contains(&"2 of 2 (100%)".to_string()), "{apex:?}");
        // Identities carry their faction after the numbers.
        let ci = rig.values_of("Cerebral Imaging");
        assert!(ci.contains(&"5 (31%) · Haas-Bioroid".to_string()), "{ci:?}");
        assert!(
            ci.contains(&"1 of 5 (20%) · Haas-Bioroid".to_string()),
            "{ci:?}"
        );
        // The cut's games: Corp 4 of 6, Runner 2.
        assert!(rig.values_of("Corp wins").contains(&"4 (67%)".to_string()));
        assert!(
            rig.values_of("Runner wins")
                .contains(&"2 (33%)".to_string())
        );
        // Identities are public (the event has rounds): no warning.
        assert!(!rig.has_label_containing("Players do not see identities yet"));
        rig.harness.check_accessibility();
    }
}

impl Rig {
    fn has_label_containing(&self, part: &str) -> bool {
        self.harness
            .query_all_by(|n| n.role() == Role::Label)
            .any(|n| {
                n.accesskit_node()
                    .value()
                    .unwrap_or_default()
                    .contains(part)
            })
    }
}

#[test]
fn every_identity_on_request_and_the_rest_in_one_bar_otherwise() {
    let mut rig = Rig::real(BLM, egui::vec2(1400.0, 900.0));
    // 32 Corp and 30 Runner identities: the 15 most played and one bar for the rest.
    assert!(rig.has_label_containing("other identities"));
    assert!(
        rig.values_of("Asa Group")
            .contains(&"20 (18%) · Haas-Bioroid".to_string())
    );
    rig.harness.get_by_label("Show every identity").click();
    rig.settle();
    assert!(!rig.has_label_containing("other identities"));
    // An identity played once is on the screen now.
    assert!(rig.has_label_containing("1 (1%)"));
}

#[test]
fn before_round_1_the_organizer_is_told_players_do_not_see_identities() {
    let mut rig = Rig::new(egui::vec2(1280.0, 800.0));
    let settings = EventSettings::new("Store Championship", Structure::Basic);
    rig.app().push(Action::NewEvent { settings, seed: 4 });
    rig.harness.step();
    rig.goto_statistics();
    let players = [
        (
            "Ann",
            "Haas-Bioroid: Precision Design",
            "Hayley Kaplan: Universal Scholar",
        ),
        (
            "Bo",
            "Jinteki: Personal Evolution",
            "Noise: Hacker Extraordinaire",
        ),
        (
            "Cy",
            "Haas-Bioroid: Precision Design",
            "Noise: Hacker Extraordinaire",
        ),
        ("Di", "NBN: Making News", "Noise: Hacker Extraordinaire"),
    ]
    .iter()
    .map(|(n, c, r)| {
        let mut d = PlayerDetails::named(*n);
        d.corp = Some(c.to_string());
        d.runner = Some(r.to_string());
        d
    })
    .collect();
    rig.apply(Command::AddPlayers { players });
    assert!(rig.has_label_containing("Players do not see identities yet"));
    // The organizer sees the field anyway.
    assert_eq!(rig.values_of("Anarch"), ["3 (75%)"]);
    assert_eq!(
        rig.values_of("Precision Design"),
        ["2 (50%) · Haas-Bioroid"]
    );
    rig.harness.check_accessibility();
    rig.apply(Command::PairRound);
    assert!(rig.event().identities_public());
    assert!(!rig.has_label_containing("Players do not see identities yet"));
    // Round 1 paired, nothing reported: the Swiss chart has no games yet.
    assert_eq!(rig.values_of("Corp wins"), ["0 (–)"]);
}

#[test]
fn print_statistics_opens_the_print_dialog_on_the_statistics_printout() {
    let mut rig = Rig::real(GAMESCAPE, egui::vec2(1280.0, 800.0));
    rig.harness.get_by_label("Print statistics…").click();
    rig.settle();
    let dialog = rig
        .harness
        .state()
        .print_dialog
        .as_ref()
        .expect("the print dialog");
    assert_eq!(dialog.kind, Kind::Statistics);
    assert!(dialog.path.ends_with("statistics.pdf"), "{}", dialog.path);
}
