#![allow(clippy::unwrap_used, clippy::expect_used, clippy::panic)] // test code: a failed step is a failed test

//! Single-sided Swiss through the real app, headless (egui_kittest): the organizer chooses the
//! format on the start screen and can still change it on the Players screen before round 1;
//! the Rounds screen says who is Corp at every table and why; one game per result; the
//! standings show each player's sides.

use crate::gui_event::Run;
use egui::Key;
use egui::accesskit::Role;
use egui_kittest::kittest::Queryable;
use netrunner_to::engine::pairing::side_counts_played;
use netrunner_to::engine::{Format, GameResult, MatchResult, Side};

const SINGLE: &str = "Constructed: single-sided Swiss";
const DOUBLE: &str = "Constructed: double-sided Swiss (v3.2)";

impl Run {
    /// Opens the combo box labelled "Format" and picks `choice`.
    fn choose_format(&mut self, choice: &str) {
        self.h
            .get_by_role_and_label(Role::ComboBox, "Format")
            .click();
        self.frames();
        self.h
            .query_all_by_label(choice)
            .last()
            .expect("the format is offered")
            .click();
        self.frames();
        self.no_error();
    }

    /// The formats the open "Format" list offers.
    fn offered_formats(&mut self) -> Vec<String> {
        self.h
            .get_by_role_and_label(Role::ComboBox, "Format")
            .click();
        self.frames();
        let offered = [
            DOUBLE,
            SINGLE,
            "Full draft",
            "Half draft",
            "NAPD multiplayer",
        ]
        .into_iter()
        .filter(|f| self.h.query_all_by_label(f).next().is_some())
        .map(str::to_string)
        .collect();
        self.key(Key::Escape);
        offered
    }

    fn shows(&self, text: &str) -> bool {
        self.h.query_all_by_label_contains(text).next().is_some()
    }
}

/// The whole single-sided flow through the screens, at the default size and on a 1024×600
/// laptop screen.
#[test]
fn the_app_runs_a_single_sided_event_with_the_sides_shown() {
    for size in [egui::vec2(1280.0, 800.0), egui::vec2(1024.0, 600.0)] {
        let mut r = Run::with_size(size);

        // ---- Start: the format is chosen when the event is created, and says what it means.
        r.click("Name");
        r.type_keys("Worlds Day 1");
        r.click("Seed");
        r.type_keys("18");
        assert!(r.shows("Two games a round, one on each side"));
        r.choose_format(SINGLE);
        assert!(r.shows("One game a round, sides assigned by the pairing."));
        assert!(r.shows("Games to 7 agenda points; 40-minute rounds."));
        r.click("Create event");
        r.no_error();
        assert_eq!(r.event().settings().format, Format::SingleSided);

        // ---- Players: the format can still change before round 1.
        for name in ["Ann", "Bo", "Cy", "Dana", "Eve"] {
            r.type_keys(name);
            r.key(Key::Enter);
        }
        assert_eq!(r.event().players().len(), 5);
        r.choose_format(DOUBLE);
        assert_eq!(r.event().settings().format, Format::Standard);
        r.choose_format(SINGLE);
        assert_eq!(r.event().settings().format, Format::SingleSided);

        // ---- Round 1: every table says who is Corp, and that the sides were a coin flip.
        r.button("Rounds");
        r.button("Pair round 1");
        r.no_error();
        let round = r.event().round(1).unwrap().clone();
        for p in round.pairings.iter().filter(|p| !p.is_bye()) {
            let (corp, runner) = p.corp_runner().unwrap();
            assert!(r.shows(&format!("{} (Corp)", r.event().name_of(corp))));
            assert!(r.shows(&format!("{} (Runner)", r.event().name_of(runner))));
        }
        assert!(r.shows("sides: coin flip (round 1)"));

        // One game per table: "C" is a Corp win, "R" a Runner win.
        for (t, token) in round.unreported_tables().into_iter().zip(["C", "R", "C"]) {
            r.button(&format!("Table {t}"));
            r.h.get_by_label(&format!("Result for table {t}"))
                .type_text(token);
            r.key(Key::Enter);
            r.no_error();
            let winner = if token == "C" {
                Side::Corp
            } else {
                Side::Runner
            };
            assert_eq!(
                r.event().round(1).unwrap().table(t).unwrap().result,
                Some(MatchResult::Single {
                    game: GameResult::Win {
                        winner,
                        reason: None
                    }
                })
            );
        }

        // ---- Round 2: the sides with their reason, as the engine explains them.
        r.button("Pair round 2");
        r.no_error();
        let round = r.event().round(2).unwrap().clone();
        for p in round.pairings.iter().filter(|p| !p.is_bye()) {
            let why = netrunner_to::io::words::swiss_sides_reason(
                r.event(),
                2,
                p,
                netrunner_to::i18n::Lang::ENGLISH,
            )
            .unwrap();
            assert!(r.shows(&format!("sides: {why}")), "{why}");
        }

        // ---- Once paired, only the other single-sided format is offered.
        r.button("Players");
        assert_eq!(
            r.offered_formats(),
            vec![SINGLE.to_string(), "Half draft".to_string()]
        );
        assert_eq!(r.event().settings().format, Format::SingleSided);

        // ---- Standings: a Sides column with each player's Corp and Runner games.
        r.button("Standings");
        assert!(r.shows("Sides"));
        for p in r.event().players().to_vec() {
            let sides = side_counts_played(r.event().rounds(), p.id).to_string();
            assert!(
                r.h.query_all_by_label(&sides).count() > 0,
                "{}: {sides}",
                p.name
            );
        }
        assert!(r.shows("C1 R0 (+1)") && r.shows("C0 R1 (-1)"));
    }
}
