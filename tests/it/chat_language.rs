//! Issue 35, item 3: the text copied for a chat (*Copy for a chat*, *Copy as Markdown*, and the
//! command line's `share`) is written in the event's language — its printouts' — whatever the
//! app's own language: the words of the printouts for columns and places, the same tables and
//! lines in every language.

use crate::gui_streaming::copied;
use crate::support::app as support;
use egui_kittest::Harness;
use netrunner_to::app::screens::Screen;
use netrunner_to::app::{Action, NetrunnerApp};
use netrunner_to::engine::{Command, Event, EventSettings, PlayerDetails, Structure};
use netrunner_to::i18n::Lang;
use netrunner_to::io::share::{self, Style, What};

const NAMES: [&str; 6] = ["*Ann*", "Bo_b", "Cy|d", "Di", "Ed", "Flo"];

fn ja() -> Lang {
    Lang::from_tag("ja").unwrap()
}

/// Six players with identities, round 1 paired, two tables reported, in `tag`.
fn event(tag: Option<&str>) -> Event {
    let mut e = Event::new(EventSettings::new("Store Champs", Structure::Basic), 7);
    for n in NAMES {
        let mut d = PlayerDetails::named(n);
        d.corp = Some("Haas-Bioroid: Precision Design".into());
        d.runner = Some("Hayley Kaplan: Universal Scholar".into());
        e.apply(Command::AddPlayer {
            details: d,
            id: None,
        })
        .unwrap();
    }
    e.apply(Command::PairRound).unwrap();
    e.apply(Command::PublishPairings { round: 1 }).unwrap();
    let tables: Vec<u32> = e.round(1).unwrap().unreported_tables();
    for t in tables.iter().take(2) {
        e.apply(Command::ReportResult {
            round: 1,
            table: *t,
            result: crate::web_pages::six_nil(),
        })
        .unwrap();
    }
    if let Some(tag) = tag {
        e.apply(Command::SetPrintLanguage {
            language: tag.into(),
        })
        .unwrap();
    }
    e
}

/// The shape of a text: the table cell separators on each line, so two languages' texts can
/// be compared line for line and cell for cell.
fn shape(text: &str) -> Vec<usize> {
    text.lines().map(|l| l.matches('|').count()).collect()
}

fn all(e: &Event) -> Vec<(What, Style, String)> {
    let mut out = Vec::new();
    for what in [What::Pairings(None), What::Standings] {
        for style in [Style::Text, Style::Markdown] {
            out.push((what, style, share::text(e, what, style).unwrap()));
        }
    }
    out
}

#[test]
fn a_japanese_events_chat_text_is_japanese_with_the_same_tables() {
    let ja_event = event(Some("ja"));
    let en_event = event(Some("en"));
    // An event file from before languages: English, as before.
    let old = event(None);
    for ((what, style, ja_text), (_, _, en_text)) in all(&ja_event).into_iter().zip(all(&en_event))
    {
        // Same tables, same rows, same cells; every name in both.
        assert_eq!(shape(&ja_text), shape(&en_text), "{what:?} {style:?}");
        assert_eq!(ja_text.lines().count(), en_text.lines().count());
        for n in NAMES {
            let n = if style == Style::Markdown {
                share::escape(n)
            } else {
                n.to_string()
            };
            assert!(
                ja_text.contains(&n) && en_text.contains(&n),
                "{n}\n{ja_text}"
            );
        }
        // The English the old event has, and none of it in Japanese.
        assert_eq!(share::text(&old, what, style).unwrap(), en_text);
        assert_eq!(
            share::text_in(&ja_event, what, style, Lang::ENGLISH).unwrap(),
            en_text
        );
        assert_eq!(
            share::text_in(&en_event, what, style, ja()).unwrap(),
            ja_text
        );
        let (ja_words, en_words): (&[&str], &[&str]) = match (what, style) {
            (What::Pairings(_), Style::Text) => (
                &["第1回戦の対戦表", "卓 ", " 対 "],
                &["pairings", "Table ", " vs "],
            ),
            (What::Pairings(_), Style::Markdown) => {
                (&["第1回戦の対戦表", "| 卓 |"], &["pairings", "| Table |"])
            }
            (What::Standings, _) => (
                &["第1回戦進行中(暫定)の順位", "SoS: 対戦相手の強さ"],
                &["standings", "during round", "strength of schedule"],
            ),
        };
        for w in ja_words {
            assert!(ja_text.contains(w), "{w:?} missing:\n{ja_text}");
            assert!(!en_text.contains(w), "{w:?} in English:\n{en_text}");
        }
        for w in en_words {
            assert!(en_text.contains(w), "{w:?} missing:\n{en_text}");
            assert!(!ja_text.contains(w), "{w:?} in Japanese:\n{ja_text}");
        }
    }
    // The Markdown tables' headings are the printouts' column words.
    let md = share::text(&ja_event, What::Standings, Style::Markdown).unwrap();
    let heading = md.lines().find(|l| l.starts_with('|')).unwrap();
    for w in ["プレイヤー", "コーポ", "ランナー", "勝点"] {
        assert!(heading.contains(w), "{heading}");
    }
}

#[test]
fn the_cut_and_pods_are_shared_in_the_events_language() {
    let cut = crate::web_pages::finished_event(|a, _| a);
    let mut ja_cut = cut.clone();
    ja_cut
        .apply(Command::SetPrintLanguage {
            language: "ja".into(),
        })
        .unwrap();
    let ja_text = share::text(&ja_cut, What::Standings, Style::Text).unwrap();
    let en_text = share::text(&cut, What::Standings, Style::Text).unwrap();
    assert!(
        ja_text.contains("最終順位") && ja_text.contains("1位: "),
        "{ja_text}"
    );
    assert!(
        en_text.contains("final places") && en_text.contains("1st: "),
        "{en_text}"
    );
    assert_eq!(ja_text.lines().count(), en_text.lines().count());
    // A round of NAPD pods: seats, roles and the clockwise note.
    let mut s = EventSettings::new("Pods", Structure::Basic);
    s.format = netrunner_to::engine::Format::Napd;
    let mut pods = Event::new(s, 5);
    for (n, id) in [
        ("Ann", "Sunny Lebeau"),
        ("Bo", "Noise"),
        ("Cy", "Kate"),
        ("Di", "Gabriel"),
        ("Ed", "Whizzard"),
        ("Flo", "Andromeda"),
        ("Gil", "Reina Roja"),
        ("Hu", "Valencia"),
    ] {
        let mut d = PlayerDetails::named(n);
        d.runner = Some(id.into());
        pods.apply(Command::AddPlayer {
            details: d,
            id: None,
        })
        .unwrap();
    }
    pods.apply(Command::PairPods).unwrap();
    let en_text = share::text(&pods, What::Pairings(None), Style::Text).unwrap();
    let ja_text = share::text_in(&pods, What::Pairings(None), Style::Text, ja()).unwrap();
    assert!(en_text.contains("Pod 1") && en_text.contains("Seats are listed clockwise."));
    assert!(
        ja_text.contains("ポッド1") && ja_text.contains("席は時計回り"),
        "{ja_text}"
    );
    assert!(!ja_text.contains("Pod ") && !ja_text.contains("clockwise"));
    assert_eq!(ja_text.lines().count(), en_text.lines().count());
    let md = share::text_in(&pods, What::Pairings(None), Style::Markdown, ja()).unwrap();
    let heading = md.lines().find(|l| l.starts_with('|')).unwrap();
    assert!(
        heading.contains("席") && heading.contains("役割"),
        "{heading}"
    );
}

fn app(tag: &str) -> (tempfile::TempDir, Harness<'static, NetrunnerApp>) {
    let dir = tempfile::tempdir().unwrap();
    let mut app = support::new(dir.path(), 1_700_000_000_000);
    let players = NAMES.iter().map(|n| PlayerDetails::named(*n)).collect();
    let settings = EventSettings::new("Store Champs", Structure::Basic);
    support::open_event(&mut app, settings, 3, players);
    app.push(Action::Apply(Command::SetPrintLanguage {
        language: tag.into(),
    }));
    app.push(Action::Apply(Command::PairRound));
    let builder = Harness::builder()
        .with_size(egui::vec2(1280.0, 800.0))
        .allow_missing_glyphs()
        .with_accessibility_check(false);
    (dir, support::harness_with(builder, app))
}

/// The app in English (the test command sets `NETRUNNER_TO_LANGUAGE=en`) copies a Japanese
/// event's pairings and standings in Japanese; its own status line stays in its language.
#[test]
fn the_apps_copy_buttons_copy_in_the_events_language() {
    for (tag, pairings, standings, markdown_heading) in [
        ("ja", "第1回戦の対戦表", "第1回戦進行中(暫定)の順位", "勝点"),
        (
            "en",
            "Round 1 pairings",
            "standings during round 1 (provisional)",
            "Pts",
        ),
    ] {
        let (_d, mut h) = app(tag);
        h.state_mut().push(Action::Goto(Screen::Rounds));
        support::settle(&mut h);
        let text = copied(&mut h, "Copy for a chat");
        assert!(text.contains(pairings), "{tag}: {text}");
        assert!(
            h.state().status.starts_with("copied"),
            "{}",
            h.state().status
        );
        h.state_mut().push(Action::Goto(Screen::Standings));
        support::settle(&mut h);
        let text = copied(&mut h, "Copy for a chat");
        assert!(text.contains(standings), "{tag}: {text}");
        let md = copied(&mut h, "Copy as Markdown");
        let heading = md.lines().find(|l| l.starts_with('|')).unwrap();
        assert!(heading.contains(markdown_heading), "{tag}: {md}");
        assert!(md.contains(&share::escape("*Ann*")));
    }
}
