//! Sharing pairings and standings in a chat, and the streaming marks (issue 22): the text for
//! every format, Markdown read back by a Markdown parser, the reveal rule, the command line, the
//! no-video import column.

use netrunner_to::engine::multiplayer::MultiplayerSettings;
use netrunner_to::engine::{
    BigSellOutEdition, Command, Event, EventSettings, Format, PlayerDetails, RoundRef, Structure,
};
use netrunner_to::io::share::{self, Style, What};
use netrunner_to::io::{nrtm, player_import};
use pulldown_cmark::{Event as Md, Options, Parser, Tag, TagEnd};
use std::path::PathBuf;

/// Names a chat would otherwise turn into emphasis, code, links, headings or table cells.
const TRICKY: [&str; 6] = [
    "*Ann* Star",
    "Bo_b__",
    "C|d",
    "[x](http://y)",
    "#1 Hash",
    "back`tick`",
];

const CORP: &str = "Haas-Bioroid: Precision Design";
const RUNNER: &str = "Hayley Kaplan: Universal Scholar";

fn add(e: &mut Event, name: &str, ids: bool) {
    let mut d = PlayerDetails::named(name);
    if ids {
        d.corp = Some(CORP.into());
        d.runner = Some(RUNNER.into());
    }
    e.apply(Command::AddPlayer {
        details: d,
        id: None,
    })
    .unwrap();
}

fn tricky_event(format: Format) -> Event {
    let mut s = EventSettings::new("Store *Champs*", Structure::Basic);
    s.format = format;
    let mut e = Event::new(s, 11);
    for n in TRICKY {
        add(&mut e, n, true);
    }
    e
}

fn text(e: &Event, what: What, style: Style) -> String {
    share::text(e, what, style).unwrap()
}

/// The table cells of a Markdown text, as a Markdown reader shows them (per table, per row).
fn table_cells(markdown: &str) -> Vec<Vec<Vec<String>>> {
    let mut tables = Vec::new();
    let mut cell: Option<String> = None;
    for ev in Parser::new_ext(markdown, Options::ENABLE_TABLES) {
        match ev {
            Md::Start(Tag::Table(_)) => tables.push(Vec::new()),
            Md::Start(Tag::TableHead | Tag::TableRow) => {
                if let Some(t) = tables.last_mut() {
                    t.push(Vec::new());
                }
            }
            Md::Start(Tag::TableCell) => cell = Some(String::new()),
            Md::End(TagEnd::TableCell) => {
                let c = cell.take().unwrap();
                tables.last_mut().unwrap().last_mut().unwrap().push(c);
            }
            Md::Text(t) | Md::Code(t) => {
                if let Some(c) = cell.as_mut() {
                    c.push_str(&t);
                }
            }
            // Anything a name could turn into (emphasis, a link, HTML) is a failure.
            Md::Start(Tag::Emphasis | Tag::Strong | Tag::Link { .. } | Tag::Image { .. })
            | Md::InlineHtml(_)
                if cell.is_some() =>
            {
                panic!("a cell became markup: {ev:?}\n{markdown}")
            }
            _ => {}
        }
    }
    tables
}

fn column(table: &[Vec<String>], header: &str) -> Vec<String> {
    let i = table[0].iter().position(|h| h == header).unwrap();
    table[1..].iter().map(|r| r[i].clone()).collect()
}

fn sorted(mut v: Vec<String>) -> Vec<String> {
    v.sort();
    v
}

fn tricky_names() -> Vec<String> {
    sorted(TRICKY.iter().map(|s| s.to_string()).collect())
}

#[test]
fn markdown_pairings_and_standings_read_back_as_the_names() {
    let mut e = tricky_event(Format::Standard);
    e.apply(Command::PairRound).unwrap();
    let md = text(&e, What::Pairings(None), Style::Markdown);
    let tables = table_cells(&md);
    assert_eq!(tables.len(), 1, "{md}");
    let t = &tables[0];
    assert_eq!(t[0], ["Table", "Player 1", "Pts", "Player 2", "Pts"]);
    assert_eq!(t.len(), 4, "three tables: {md}");
    let mut names = column(t, "Player 1");
    names.extend(column(t, "Player 2"));
    assert_eq!(sorted(names), tricky_names(), "{md}");
    // The heading is bold text with the event's name as typed.
    let first: String = Parser::new(&md)
        .take_while(|ev| !matches!(ev, Md::End(TagEnd::Paragraph)))
        .filter_map(|ev| match ev {
            Md::Text(t) => Some(t.to_string()),
            _ => None,
        })
        .collect();
    assert_eq!(first, "Store *Champs*: Round 1 pairings");

    let md = text(&e, What::Standings, Style::Markdown);
    let t = &table_cells(&md)[0];
    assert_eq!(sorted(column(t, "Player")), tricky_names());
    assert!(column(t, "Corp").iter().all(|c| c == "Precision Design"));
    assert!(column(t, "Runner").iter().all(|c| c == "Hayley Kaplan"));
    // Plain text keeps names as typed, one line per table.
    let plain = text(&e, What::Pairings(None), Style::Text);
    assert_eq!(plain.lines().filter(|l| l.starts_with("Table ")).count(), 3);
    for n in TRICKY {
        assert!(plain.contains(n), "{n} in {plain}");
    }
}

#[test]
fn before_round_1_no_shared_text_names_an_identity() {
    let e = tricky_event(Format::Standard);
    let identity_words = ["Precision", "Haas", "Hayley", "Scholar"];
    for style in [Style::Text, Style::Markdown] {
        let t = text(&e, What::Standings, style);
        assert!(t.contains("before round 1"), "{t}");
        for w in identity_words {
            assert!(!t.contains(w), "{w} shown before round 1:\n{t}");
        }
        // No pairings to share yet: a clear error, not an empty text.
        let err = share::text(&e, What::Pairings(None), style).unwrap_err();
        assert!(err.to_string().contains("no round"), "{err}");
    }
    // The same through the command line.
    let dir = tempfile::tempdir().unwrap();
    let path = dir.path().join("e.json");
    netrunner_to::io::save::save(&path, &e).unwrap();
    let out = cli(&["share", path.to_str().unwrap(), "standings", "--markdown"]);
    assert!(identity_words.iter().all(|w| !out.contains(w)), "{out}");
    // Once round 1 is paired, everyone's identities are shown.
    let mut e = e;
    e.apply(Command::PairRound).unwrap();
    let t = text(&e, What::Standings, Style::Text);
    assert_eq!(
        t.matches("Precision Design / Hayley Kaplan").count(),
        6,
        "{t}"
    );
}

#[test]
fn every_format_shares_its_round() {
    // Single-sided Swiss: the Corp player first, sides named.
    let mut e = tricky_event(Format::SingleSided);
    e.apply(Command::PairRound).unwrap();
    let t = &table_cells(&text(&e, What::Pairings(None), Style::Markdown))[0];
    assert_eq!(t[0], ["Table", "Corp", "Pts", "Runner", "Pts"]);
    let plain = text(&e, What::Pairings(None), Style::Text);
    assert_eq!(plain.matches("Corp, 0 pts) vs ").count(), 3, "{plain}");

    // A half draft (single-sided) and a full draft (double-sided) pair like Swiss.
    let mut e = tricky_event(Format::HalfDraft);
    e.apply(Command::PairRound).unwrap();
    assert!(text(&e, What::Pairings(None), Style::Text).contains("Runner, 0 pts"));

    // Five players: a bye, and the featured table named.
    let mut e = tricky_event(Format::Standard);
    e.apply(Command::DisqualifyPlayer {
        player: netrunner_to::engine::PlayerId(6),
    })
    .unwrap();
    e.apply(Command::PairRound).unwrap();
    e.apply(Command::SetFeaturedTable {
        round: RoundRef::Swiss(1),
        table: Some(2),
    })
    .unwrap();
    let plain = text(&e, What::Pairings(None), Style::Text);
    assert!(plain.contains("has a bye"), "{plain}");
    assert!(plain.contains("Table 2 (on stream): "), "{plain}");
    let t = &table_cells(&text(&e, What::Pairings(None), Style::Markdown))[0];
    assert_eq!(column(t, "Player 2").last().unwrap(), "BYE");
    assert_eq!(column(t, "Table")[1], "2 (on stream)");
}

fn real(file: &str) -> Event {
    let path = PathBuf::from(env!("CARGO_MANIFEST_DIR"))
        .join("fixtures/real")
        .join(file);
    nrtm::import(&std::fs::read(path).unwrap(), 7)
        .unwrap()
        .event
}

#[test]
fn a_real_cut_shares_its_elimination_rounds_and_places() {
    let e = real("cobra_2018-01-08_gamescape-store-champs_16p_4r_top4de.json");
    let b = e.cut().unwrap();
    let plain = text(&e, What::Standings, Style::Text);
    assert!(plain.contains("Top 4: final places"), "{plain}");
    let first = b.places()[0].map(|p| e.name_of(p)).unwrap();
    assert!(plain.contains(&format!("1st: {first} (seed")), "{plain}");
    let md = text(&e, What::Standings, Style::Markdown);
    let tables = table_cells(&md);
    assert_eq!(tables.len(), 2, "places, then the Swiss standings");
    assert_eq!(column(&tables[0], "Player")[0], first);
    assert_eq!(tables[1].len(), 1 + 16);
    // The first elimination round: games with seeds and sides.
    let md = text(
        &e,
        What::Pairings(Some(RoundRef::Elimination(1))),
        Style::Markdown,
    );
    let t = &table_cells(&md)[0];
    assert_eq!(t[0], ["Game", "Player 1", "Side", "Player 2", "Side"]);
    assert_eq!(t.len(), 3, "two games in round 1 of a top 4: {md}");
    assert!(column(t, "Player 1")[0].contains("(seed 1)"), "{md}");
    // A round that does not exist is refused with the rounds there are.
    let err = share::text(&e, What::Pairings(Some(RoundRef::Swiss(9))), Style::Text)
        .unwrap_err()
        .to_string();
    assert!(err.contains("no round 9"), "{err}");
}

#[test]
fn multiplayer_events_share_pods_and_team_standings() {
    let mut s = EventSettings::new("NAPD night", Structure::Basic);
    s.format = Format::Napd;
    let mut e = Event::new(s, 3);
    let runners = [
        "Noise",
        "Kit",
        "Hayley",
        "Gabriel",
        "Sunny",
        "Nasir",
        "Valencia",
        "Andromeda",
    ];
    for (n, r) in ["A*", "B_", "C|", "D#", "E`", "F[]", "G", "H"]
        .into_iter()
        .zip(runners)
    {
        let mut d = PlayerDetails::named(n);
        d.runner = Some(r.into());
        e.apply(Command::AddPlayer {
            details: d,
            id: None,
        })
        .unwrap();
    }
    let mut settings = MultiplayerSettings::defaults(e.settings().format).unwrap();
    settings.rounds = 2;
    e.apply(Command::SetMultiplayerSettings { settings })
        .unwrap();
    e.apply(Command::PairPods).unwrap();
    e.apply(Command::SetFeaturedTable {
        round: RoundRef::Swiss(1),
        table: Some(1),
    })
    .unwrap();
    let md = text(&e, What::Pairings(None), Style::Markdown);
    let tables = table_cells(&md);
    assert_eq!(tables.len(), 2, "two pods of four: {md}");
    let mut names: Vec<String> = tables.iter().flat_map(|t| column(t, "Player")).collect();
    names.sort();
    assert_eq!(names, ["A*", "B_", "C|", "D#", "E`", "F[]", "G", "H"]);
    assert!(md.contains("**Pod 1 (on stream)**"), "{md}");
    let plain = text(&e, What::Standings, Style::Text);
    assert_eq!(plain.matches(" \u{2013} ").count(), 8, "{plain}");

    let mut s = EventSettings::new("BSO", Structure::Basic);
    s.format = Format::BigSellOut {
        edition: BigSellOutEdition::AndroidNetrunner,
    };
    let mut e = Event::new(s, 9);
    for i in 0..3 {
        e.apply(Command::RegisterTeam {
            name: Some(format!("Team *{i}*")),
            sponsor: PlayerDetails::named(format!("S{i}")),
            agent: PlayerDetails::named(format!("A{i}")),
        })
        .unwrap();
    }
    e.apply(Command::PairPods).unwrap();
    let md = text(&e, What::Standings, Style::Markdown);
    let t = &table_cells(&md)[0];
    assert_eq!(
        sorted(column(t, "Team")),
        ["Team *0*", "Team *1*", "Team *2*"]
    );
    let pods = table_cells(&text(&e, What::Pairings(None), Style::Markdown));
    assert!(pods[0][0].contains(&"Team".to_string()));
}

/// Runs the command line; its standard output (the run must succeed).
pub(crate) fn cli(args: &[&str]) -> String {
    let r = crate::support::cli::binary(args, |_| {});
    assert!(r.ok(), "{args:?}: {}", r.err);
    r.out
}

#[test]
fn the_command_line_shares_marks_no_video_and_features_a_table() {
    let dir = tempfile::tempdir().unwrap();
    let f = dir.path().join("e.json");
    let f = f.to_str().unwrap();
    cli(&["new", f, "--name", "Stream night"]);
    cli(&["player", "add", f, "Ann", "Bo", "Cy", "Di"]);
    cli(&["player", "add", f, "Ed_", "--no-video"]);
    assert!(cli(&["player", "edit", f, "Bo", "--no-video"]).contains("no video coverage"));
    let list = cli(&["player", "list", f, "--json"]);
    let list: serde_json::Value = serde_json::from_str(&list).unwrap();
    let no_video: Vec<&str> = list
        .as_array()
        .unwrap()
        .iter()
        .filter(|p| p["no_video"] == true)
        .map(|p| p["name"].as_str().unwrap())
        .collect();
    assert_eq!(no_video, ["Bo", "Ed_"]);
    assert!(!cli(&["player", "edit", f, "Bo", "--video"]).contains("no video"));
    cli(&["pair", f]);
    assert!(cli(&["feature", f, "1"]).contains("table 1 is the featured table of round 1"));
    let md = cli(&["share", f, "pairings", "--markdown", "--round", "1"]);
    assert!(md.starts_with("**Stream night: Round 1 pairings**"), "{md}");
    assert!(md.contains("| 1 (on stream) |"), "{md}");
    let plain = cli(&["share", f, "standings"]);
    assert!(plain.contains("Ed_"), "{plain}");
    assert!(cli(&["feature", f, "none"]).contains("no featured table"));
    // A bye cannot be featured; nothing is written.
    let before = std::fs::read(f).unwrap();
    let out = std::process::Command::new(env!("CARGO_BIN_EXE_netrunner-to"))
        .args(["feature", f, "3"])
        .output()
        .unwrap();
    assert_eq!(out.status.code(), Some(1));
    assert!(String::from_utf8_lossy(&out.stderr).contains("bye"));
    assert_eq!(std::fs::read(f).unwrap(), before);
}

#[test]
fn the_player_list_import_reads_a_no_video_column() {
    let e = Event::new(EventSettings::new("Import", Structure::Basic), 1);
    let csv = "Name,Corp,No video\nAnn,,yes\nBo,,\nCy,,x\nDi,,maybe\nEd,,no\n";
    let preview = player_import::preview(csv.as_bytes(), &e).unwrap();
    let flags: Vec<(&str, bool)> = preview
        .rows
        .iter()
        .map(|r| (r.details.name.as_str(), r.details.no_video))
        .collect();
    assert_eq!(
        flags,
        [
            ("Ann", true),
            ("Bo", false),
            ("Cy", true),
            ("Di", true),
            ("Ed", false)
        ]
    );
    // An unclear cell warns and reads as "no video" (the safe choice); the row is still added.
    let di = &preview.rows[3];
    assert!(di.problems.iter().all(|p| !p.blocks()));
    assert!(di.problems[0].to_string().contains("read as no video"));
    let mut e = e;
    e.apply(preview.command().unwrap()).unwrap();
    assert_eq!(e.players().iter().filter(|p| p.no_video).count(), 3);
    // The app's players CSV reads back with the same choices.
    let csv = netrunner_to::io::csv::players_csv(&e);
    let fresh = Event::new(EventSettings::new("Again", Structure::Basic), 2);
    let back = player_import::preview(&csv, &fresh).unwrap();
    let again: Vec<bool> = back.rows.iter().map(|r| r.details.no_video).collect();
    assert_eq!(again, [true, false, true, true, false]);
}
