//! One wording per concept (issue 35): every format, edition and multiplayer ending is worded
//! once per language in `io::words`, and the app, the printouts and the command line all show
//! those words.

use crate::support;
use egui_kittest::kittest::Queryable as _;
use netrunner_to::app::Action;
use netrunner_to::app::screens::Screen;
use netrunner_to::engine::multiplayer::{BsoEnding, NapdEnding};
use netrunner_to::engine::{Command, Event, EventSettings, Format, PlayerDetails, Structure};
use netrunner_to::i18n::Lang;
use netrunner_to::io::print::{Paper, Printout, render};
use netrunner_to::io::words;
use std::collections::BTreeSet;

fn ja() -> Lang {
    Lang::from_tag("ja").unwrap()
}

/// A format has one name and one title in each language: none empty, no two formats alike,
/// Japanese its own (the Big Sell-Out keeps its English brand name inside the Japanese).
#[test]
fn each_format_has_one_wording_per_language() {
    for lang in Lang::all() {
        let titles: BTreeSet<String> = Format::ALL
            .iter()
            .map(|f| words::format_title(*f, lang))
            .collect();
        assert_eq!(titles.len(), Format::ALL.len(), "{lang:?}: {titles:?}");
        // The name in a sentence does not name the edition: six formats.
        let names: BTreeSet<String> = Format::ALL
            .iter()
            .map(|f| words::format(*f, lang))
            .collect();
        assert_eq!(names.len(), 6, "{lang:?}: {names:?}");
        assert!(titles.iter().chain(&names).all(|w| !w.trim().is_empty()));
    }
    for f in Format::ALL {
        assert_ne!(
            words::format_title(f, ja()),
            words::format_title(f, Lang::ENGLISH),
            "{f:?}"
        );
        if !matches!(f, Format::BigSellOut { .. }) {
            assert_ne!(
                words::format(f, ja()),
                words::format(f, Lang::ENGLISH),
                "{f:?}"
            );
        }
    }
    // The English a user knows from the start screen and the refusals.
    assert_eq!(
        words::format_title(Format::Standard, Lang::ENGLISH),
        "Constructed: double-sided Swiss (v3.2)"
    );
    assert_eq!(
        words::format(Format::HalfDraft, Lang::ENGLISH),
        "half draft"
    );
}

/// How a multiplayer game ended, in the words the command line has always printed; Japanese
/// has its own.
#[test]
fn endings_have_one_wording_per_language() {
    let napd: Vec<String> = NapdEnding::ALL
        .iter()
        .map(|e| words::napd_ending(*e, Lang::ENGLISH))
        .collect();
    assert_eq!(
        napd,
        [
            "Corp scored 7+ agenda points",
            "every Runner flatlined",
            "Runners scored 7+ agenda points together",
            "Corp had to draw from an empty R&D",
            "time"
        ]
    );
    let bso: Vec<String> = BsoEnding::ALL
        .iter()
        .map(|e| words::bso_ending(*e, Lang::ENGLISH))
        .collect();
    assert_eq!(
        bso,
        [
            "11+ agenda points",
            "sudden death (7-point lead)",
            "every other team left the game",
            "time"
        ]
    );
    for e in NapdEnding::ALL {
        assert_ne!(
            words::napd_ending(e, ja()),
            words::napd_ending(e, Lang::ENGLISH)
        );
    }
    for e in BsoEnding::ALL {
        assert_ne!(
            words::bso_ending(e, ja()),
            words::bso_ending(e, Lang::ENGLISH)
        );
    }
}

/// A NAPD event of eight players, round 1's pods paired; its printouts in `print`.
fn napd_event(print: &str) -> Event {
    let mut s = EventSettings::new("NAPD night", Structure::Basic);
    s.format = Format::Napd;
    let mut e = Event::new(s, 5);
    let runners = [
        "Sunny Lebeau: Security Specialist",
        "Noise: Hacker Extraordinaire",
        "Hayley Kaplan: Universal Scholar",
        "Nasir Meidan: Cyber Explorer",
    ];
    for i in 0..8 {
        let mut details = PlayerDetails::named(format!("Player {i}"));
        details.runner = Some(runners[i % runners.len()].into());
        e.apply(Command::AddPlayer { details, id: None }).unwrap();
    }
    e.apply(Command::SetPrintLanguage {
        language: print.into(),
    })
    .unwrap();
    e.apply(Command::PairPods).unwrap();
    e
}

/// The Japanese pods printout names the format with the title the app's Japanese heading
/// shows; the command line's `info` and `mp standings` say the English name and title.
#[test]
fn the_printout_the_app_and_the_command_line_use_the_same_words() {
    // The printout, in the event's language.
    let e = napd_event("ja");
    let pods = Printout::for_event(&e, netrunner_to::io::print::Kind::Pods, None).unwrap();
    let pdf = render(&e, &pods, Paper::A4).unwrap();
    let text = crate::print::poppler("pdftotext", &["-layout", "-enc", "UTF-8"], &pdf);
    let flat: String = text.chars().filter(|c| !c.is_whitespace()).collect();
    let title_ja: String = words::format_title(Format::Napd, ja())
        .chars()
        .filter(|c| !c.is_whitespace())
        .collect();
    assert!(flat.contains(&title_ja), "{title_ja} not in:\n{text}");

    // The app in Japanese: the Players screen's heading.
    let data = tempfile::tempdir().unwrap();
    let mut app = support::app::new(data.path(), 1_750_000_000_000);
    let mut settings = EventSettings::new("NAPD night", Structure::Basic);
    settings.format = Format::Napd;
    support::app::open_event(&mut app, settings, 5, Vec::new());
    app.push(Action::Language(ja()));
    app.push(Action::Goto(Screen::Players));
    let mut h = support::app::harness(app, 1280.0, 800.0);
    support::app::settle(&mut h);
    assert!(
        h.query_by_label_contains(&words::format_title(Format::Napd, ja()))
            .is_some(),
        "the Japanese heading names the format as the printout does"
    );

    // The command line, in English.
    let dir = support::cli::Dir::new();
    dir.ok(&["new", "n.json", "--name", "NAPD night", "--format", "napd"]);
    let info = dir.ok(&["info", "n.json"]);
    assert!(
        info.contains(&format!(
            "{} (multiplayer",
            words::format_title(Format::Napd, Lang::ENGLISH)
        )),
        "{info}"
    );
    let standings = dir.ok(&["mp", "standings", "n.json"]);
    assert!(
        standings.contains(&words::format_title(Format::Napd, Lang::ENGLISH)),
        "{standings}"
    );
    // A Big Sell-Out event's title names its edition.
    dir.ok(&[
        "new",
        "b.json",
        "--name",
        "BSO",
        "--format",
        "big-sell-out-classic",
    ]);
    let classic = Format::BigSellOut {
        edition: netrunner_to::engine::BigSellOutEdition::Classic,
    };
    let info = dir.ok(&["info", "b.json"]);
    assert!(
        info.contains(&words::format_title(classic, Lang::ENGLISH)),
        "{info}"
    );
}
