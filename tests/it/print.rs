#![allow(clippy::unwrap_used, clippy::expect_used, clippy::panic)] // test code: a failed step is a failed test

//! PDF printouts, read back as text with `pdftotext -layout` (poppler-utils): the right names in
//! the right order, page breaks with repeated headers and "Page x of y", accented names intact,
//! slips in collated order, standings ranks equal to the engine's, the bracket's places.

use netrunner_to::engine::elimination::GameStatus;
use netrunner_to::engine::{Command, Event, EventSettings, Format, PlayerDetails, Side, Structure};
use netrunner_to::io::names::name_sort_key;
use netrunner_to::io::print::{Kind, Paper, PrintError, Printout, RoundRef, render};
use std::path::Path;
use std::process::Command as Process;

// ----- helpers -----------------------------------------------------------------------------

/// Runs a poppler tool on PDF bytes and returns its output. Fails (not skips) when the tool is
/// missing: the printouts cannot be checked without it.
pub(crate) fn poppler(tool: &str, args: &[&str], pdf: &[u8]) -> String {
    let dir = tempfile::tempdir().unwrap();
    let path = dir.path().join("printout.pdf");
    std::fs::write(&path, pdf).unwrap();
    let out = Process::new(tool)
        .args(args)
        .arg(&path)
        .args(if tool == "pdftotext" { &["-"][..] } else { &[][..] })
        .output()
        .unwrap_or_else(|e| {
            panic!(
                "`{tool}` could not be run ({e}). The printout tests read the PDFs with poppler-utils: \
                 install it (`apt-get install poppler-utils`, `brew install poppler`)."
            )
        });
    assert!(
        out.status.success(),
        "{tool} failed: {}",
        String::from_utf8_lossy(&out.stderr)
    );
    String::from_utf8(out.stdout).unwrap()
}

/// The text of each page (`pdftotext -layout` separates pages with form feeds).
fn pages(pdf: &[u8]) -> Vec<String> {
    assert!(pdf.starts_with(b"%PDF-"), "not a PDF");
    let text = poppler("pdftotext", &["-layout", "-enc", "UTF-8"], pdf);
    let mut pages: Vec<String> = text.split('\u{c}').map(str::to_string).collect();
    if pages.last().is_some_and(|p| p.trim().is_empty()) {
        pages.pop();
    }
    pages
}

fn print(event: &Event, p: Printout) -> Vec<String> {
    pages(&render(event, &p, Paper::A4).unwrap())
}

/// Every page has the title line and "Page i of n".
fn check_frame(pages: &[String], title: &str) {
    let n = pages.len();
    for (i, p) in pages.iter().enumerate() {
        assert!(
            p.lines().next().is_some_and(|l| l.contains(title)),
            "page {} does not start with {title:?}:\n{p}",
            i + 1
        );
        assert!(
            p.contains(&format!("Page {} of {n}", i + 1)),
            "page {} has no page number:\n{p}",
            i + 1
        );
    }
}

/// Lines of a page that start (after spaces) with a number: table rows (not the title line or
/// the footer).
fn numbered_lines(page: &str) -> Vec<(u32, String)> {
    page.lines()
        .skip(1)
        .filter(|l| !l.contains("Page "))
        .filter_map(|l| {
            let t = l.trim_start();
            let digits: String = t.chars().take_while(char::is_ascii_digit).collect();
            let n = digits.parse().ok()?;
            Some((n, t[digits.len()..].trim().to_string()))
        })
        .collect()
}

/// Whether the row text `row` starts with `full`, or with `full` shortened with an ellipsis.
fn shows(row: &str, full: &str) -> bool {
    if row.starts_with(full) {
        return true;
    }
    match row.split_once('\u{2026}') {
        // The ellipsis must end the first cell (no column gap before it).
        Some((prefix, _)) if !prefix.contains("  ") => {
            full.starts_with(prefix.trim_end()) && prefix.trim().chars().count() >= 3
        }
        _ => false,
    }
}

const NAMES: [&str; 26] = [
    "Čeněk Łukasz",
    "Zoë Müller",
    "Søren Ångström",
    "Ann Andersson",
    "Bo Berg",
    "Cy Cole",
    "Di Dahl",
    "Émile Étienne",
    "Fay Fox",
    "Gus Grün",
    "Hana Hořejší",
    "Ida Isaksen",
    "Jo Jensen",
    "Kai Kowalczyk",
    "Lía López",
    "Mo Møller",
    "Nils Nyström",
    "Olek Ołtarz",
    "Pia Pérez",
    "Quinn Quist",
    "Rosa Ruiz",
    "Sami Šimek",
    "Tea Tóth",
    "Uma Ünal",
    "Vic Vaněk",
    "Wen Wójcik",
];

/// 26 players with accented names through commands, round 1 paired: 13 tables.
fn accented_event(format: Format) -> Event {
    let mut settings = EventSettings::new("Brno Store Champs 2026", Structure::Basic);
    settings.format = format;
    settings.date = Some("2026-03-14".into());
    let mut e = Event::new(settings, 42);
    let players = NAMES
        .iter()
        .enumerate()
        .map(|(i, n)| PlayerDetails {
            name: n.to_string(),
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
    assert_eq!(e.rounds()[0].pairings.len(), 13);
    e
}

fn fixture(name: &str) -> Event {
    let path = Path::new(env!("CARGO_MANIFEST_DIR"))
        .join("fixtures/real")
        .join(name);
    netrunner_to::io::nrtm::import(&std::fs::read(path).unwrap(), 7)
        .unwrap()
        .event
}

const BLM: &str = "cobra_2020-06-27_black-lives-matter-charity_113p_6r_top8de.json";
const CIRCUIT: &str = "cobra_2023-01-14_circuit-breaker-invitational_74p_6r_top8de.json";

// ----- slips ---------------------------------------------------------------------------------

#[test]
fn thirteen_slips_are_collated_four_to_a_page_for_cutting_into_quarters() {
    let e = accented_event(Format::Standard);
    let pages = print(
        &e,
        Printout::Slips {
            round: RoundRef::Swiss(1),
        },
    );
    check_frame(&pages, "Brno Store Champs 2026 — Match slips — Round 1");
    assert_eq!(pages.len(), 4);
    let tables_on = |page: &str| -> Vec<u32> {
        page.lines()
            .filter_map(|l| l.trim_start().strip_prefix("Table "))
            .map(|rest| {
                rest.split_whitespace()
                    .next()
                    .unwrap()
                    .parse::<u32>()
                    .unwrap()
            })
            .collect()
    };
    let expected: [&[u32]; 4] = [&[1, 5, 9, 13], &[2, 6, 10], &[3, 7, 11], &[4, 8, 12]];
    for (page, want) in pages.iter().zip(expected) {
        assert_eq!(tables_on(page), want, "{page}");
    }
    // Each slip names both players, who is Corp in each game, and has the boxes.
    let round = &e.rounds()[0];
    let all = pages.join("\n");
    for p in &round.pairings {
        let (a, b) = (e.name_of(p.p1), e.name_of(p.p2.unwrap()));
        assert!(
            all.contains(&format!("Corp: {a}")) && all.contains(&format!("Corp: {b}")),
            "table {}: both players play Corp once",
            p.table
        );
    }
    for page in &pages {
        let slips = tables_on(page).len();
        assert_eq!(page.matches("Game 1").count(), slips);
        assert_eq!(page.matches("Game 2").count(), slips);
        assert_eq!(page.matches("Corp won").count(), 2 * slips);
        assert_eq!(page.matches("Timed win").count(), 2 * slips + slips);
        assert_eq!(page.matches("Drop").count(), 2 * slips);
        assert_eq!(page.matches("Initials").count(), 2 * slips);
    }
    // On the slip of table 1, game 1 has player 1 as Corp and player 2 as Runner.
    let t1 = &round.pairings[0];
    let slip1 = pages[0].split("Table 5").next().unwrap();
    let game1 = slip1
        .lines()
        .find(|l| l.contains("Game 1"))
        .unwrap()
        .to_string();
    let corp_at = game1.find(&e.name_of(t1.p1)).unwrap();
    let runner_at = game1.find(&e.name_of(t1.p2.unwrap())).unwrap();
    assert!(corp_at < runner_at, "{game1}");
    assert!(
        game1.contains("Corp:") && game1.contains("Runner:"),
        "{game1}"
    );
}

#[test]
fn slips_skip_byes_and_single_sided_slips_have_one_game() {
    let mut e = accented_event(Format::HalfDraft);
    e.apply(Command::AddPlayer {
        details: PlayerDetails::named("Xavier Late"),
        id: None,
    })
    .unwrap();
    // Re-pair round 1 with 27 players: one bye.
    e.apply(Command::RepairRound { force: false }).unwrap();
    let round = &e.rounds()[0];
    assert!(round.pairings.iter().any(|p| p.is_bye()));
    let pages = print(
        &e,
        Printout::Slips {
            round: RoundRef::Swiss(1),
        },
    );
    let all = pages.join("\n");
    assert_eq!(all.matches("Table ").count(), 13, "no slip for the bye");
    assert!(!all.contains("Game 2"));
    for p in round.pairings.iter().filter(|p| !p.is_bye()) {
        let (corp, runner) = match p.p1_side.unwrap() {
            Side::Corp => (p.p1, p.p2.unwrap()),
            Side::Runner => (p.p2.unwrap(), p.p1),
        };
        let line = all
            .lines()
            .find(|l| l.contains(&format!("Corp: {}", e.name_of(corp))))
            .unwrap_or_else(|| panic!("no slip has {} as Corp", e.name_of(corp)));
        assert!(
            line.contains(&format!("Runner: {}", e.name_of(runner))),
            "{line}"
        );
    }
}

// ----- pairings ------------------------------------------------------------------------------

#[test]
fn pairings_by_table_list_every_table_in_order_with_accented_names_intact() {
    let e = accented_event(Format::Standard);
    let pages = print(
        &e,
        Printout::PairingsByTable {
            round: RoundRef::Swiss(1),
        },
    );
    check_frame(&pages, "Brno Store Champs 2026 — Pairings — Round 1");
    assert_eq!(pages.len(), 1);
    assert!(
        pages[0].contains("14 March 2026"),
        "the date is in the footer, written the English way"
    );
    let rows = numbered_lines(&pages[0]);
    let round = &e.rounds()[0];
    let tables: Vec<u32> = rows.iter().map(|(n, _)| *n).collect();
    assert_eq!(tables, (1..=13).collect::<Vec<_>>());
    for ((_, row), p) in rows.iter().zip(&round.pairings) {
        let (a, b) = (e.name_of(p.p1), e.name_of(p.p2.unwrap()));
        assert!(row.starts_with(&a), "{row}");
        assert!(row.find(&b).unwrap() > a.len(), "{row}");
    }
    for n in NAMES {
        assert!(pages[0].contains(n), "{n} is printed as entered");
    }
}

#[test]
fn pairings_by_name_list_every_player_alphabetically_with_table_and_opponent() {
    let e = accented_event(Format::Standard);
    let pages = print(
        &e,
        Printout::PairingsByName {
            round: RoundRef::Swiss(1),
        },
    );
    check_frame(&pages, "Pairings by name — Round 1");
    let round = &e.rounds()[0];
    let mut want: Vec<&str> = NAMES.to_vec();
    want.sort_by_key(|n| name_sort_key(n));
    assert_eq!(&want[..3], ["Ann Andersson", "Bo Berg", "Čeněk Łukasz"]);
    let lines: Vec<&str> = pages[0]
        .lines()
        .filter(|l| NAMES.iter().any(|n| l.trim_start().starts_with(n)))
        .collect();
    assert_eq!(lines.len(), 26, "every player once as a row");
    for (line, name) in lines.iter().zip(&want) {
        assert!(line.trim_start().starts_with(name), "{line} / {name}");
        let id = e.find_player(name).unwrap().id;
        let p = round.pairing_of(id).unwrap();
        let opponent = e.name_of(p.opponent_of(id).unwrap());
        let rest = &line.trim_start()[name.len()..];
        assert!(
            rest.trim_start().starts_with(&p.table.to_string()),
            "{line}"
        );
        assert!(rest.contains(&opponent), "{line}");
    }
    // Each pairing appears twice: once from each side.
    for p in &round.pairings {
        let t = p.table.to_string();
        let count = lines
            .iter()
            .filter(|l| {
                let name = NAMES
                    .iter()
                    .find(|n| l.trim_start().starts_with(**n))
                    .unwrap();
                l.trim_start()[name.len()..].split_whitespace().next() == Some(t.as_str())
            })
            .count();
        assert_eq!(count, 2, "table {t}");
    }
}

#[test]
fn long_pairings_break_across_pages_with_the_header_repeated() {
    let e = fixture(BLM);
    let pages = print(
        &e,
        Printout::PairingsByTable {
            round: RoundRef::Swiss(1),
        },
    );
    assert!(pages.len() >= 2, "{} pages", pages.len());
    check_frame(&pages, "Black Lives Matter — Pairings — Round 1");
    let mut tables = Vec::new();
    for p in &pages {
        let header = p.lines().nth(2).unwrap_or_default();
        assert!(
            p.lines()
                .take(4)
                .any(|l| l.contains("Table") && l.contains("Player 1") && l.contains("Player 2")),
            "header row repeated on every page:\n{header}"
        );
        tables.extend(numbered_lines(p).into_iter().map(|(n, _)| n));
    }
    let round = &e.rounds()[0];
    let want: Vec<u32> = round.pairings.iter().map(|p| p.table).collect();
    assert_eq!(tables, want, "every table once, in order, across the pages");
    let bye = round.pairings.iter().find(|p| p.is_bye());
    if let Some(bye) = bye {
        let all = pages.join("\n");
        let line = all
            .lines()
            .find(|l| l.trim_start().starts_with(&format!("{} ", bye.table)))
            .unwrap();
        assert!(line.contains("BYE"), "{line}");
    }
}

#[test]
fn half_draft_pairings_show_corp_and_runner() {
    let e = accented_event(Format::HalfDraft);
    let pages = print(
        &e,
        Printout::PairingsByTable {
            round: RoundRef::Swiss(1),
        },
    );
    let header = pages[0].lines().find(|l| l.contains("Table")).unwrap();
    assert!(
        header.contains("Corp") && header.contains("Runner"),
        "{header}"
    );
    for ((_, row), p) in numbered_lines(&pages[0])
        .iter()
        .zip(&e.rounds()[0].pairings)
    {
        let corp = match p.p1_side.unwrap() {
            Side::Corp => p.p1,
            Side::Runner => p.p2.unwrap(),
        };
        assert!(row.starts_with(&e.name_of(corp)), "Corp first: {row}");
    }
    let by_name = print(
        &e,
        Printout::PairingsByName {
            round: RoundRef::Swiss(1),
        },
    );
    assert!(by_name[0].contains("Side"));
    assert_eq!(by_name[0].matches("Corp").count(), 13);
    assert_eq!(by_name[0].matches("Runner").count(), 13);
}

#[test]
fn elimination_pairings_show_seeds_and_sides() {
    let e = fixture(CIRCUIT);
    let b = e.cut().unwrap();
    let pages = print(
        &e,
        Printout::PairingsByTable {
            round: RoundRef::Elimination(1),
        },
    );
    check_frame(&pages, "Pairings — Elimination round 1");
    let rows = numbered_lines(&pages[0]);
    let games = b.games_in_round(1);
    assert_eq!(rows.len(), games.len());
    for ((n, row), g) in rows.iter().zip(&games) {
        assert_eq!(*n, g.number());
        let (p1, p2) = g.pair().unwrap();
        let sides = g.sides.unwrap();
        let label = |p| {
            format!(
                "{} (seed {}) {}",
                e.name_of(p),
                b.seed_of(p).unwrap(),
                sides.side_of(p).unwrap()
            )
        };
        let squeezed = row.split_whitespace().collect::<Vec<_>>().join(" ");
        assert!(squeezed.starts_with(&label(p1)), "{squeezed}");
        assert!(squeezed.ends_with(&label(p2)), "{squeezed}");
    }
    let by_name = print(
        &e,
        Printout::PairingsByName {
            round: RoundRef::Elimination(1),
        },
    );
    let all = by_name.join("\n");
    for g in &games {
        let (p1, p2) = g.pair().unwrap();
        for (p, o) in [(p1, p2), (p2, p1)] {
            let line = all
                .lines()
                .find(|l| {
                    l.trim_start()
                        .starts_with(&format!("{} (seed", e.name_of(p)))
                })
                .unwrap();
            assert!(line.contains(&e.name_of(o)), "{line}");
            assert!(
                line.trim_end()
                    .ends_with(&g.sides.unwrap().side_of(p).unwrap().to_string()),
                "{line}"
            );
        }
    }
}

// ----- standings, bracket, registration ------------------------------------------------------

#[test]
fn standings_ranks_equal_the_engines_standings_across_pages() {
    let e = fixture(BLM);
    let pages = print(&e, Printout::Standings { round: None });
    assert!(pages.len() >= 3, "113 players: {} pages", pages.len());
    check_frame(&pages, "Black Lives Matter — Standings — After round 6");
    let mut printed = Vec::new();
    for (i, p) in pages.iter().enumerate() {
        // The event has a cut: the first page starts with its places, then the Swiss standings.
        let p = match (i, p.split_once("Swiss standings")) {
            (0, Some((places, swiss))) => {
                assert!(places.contains("Top 8: final places"), "{places}");
                swiss
            }
            _ => p.as_str(),
        };
        assert!(
            p.lines()
                .take(4)
                .any(|l| l.contains("Rank") && l.contains("SoS") && l.contains("ESoS")),
            "header on every page"
        );
        printed.extend(numbered_lines(p));
    }
    let rows = e.standings().rows;
    assert_eq!(printed.len(), rows.len());
    for ((rank, text), row) in printed.iter().zip(&rows) {
        assert_eq!(*rank as usize, row.rank);
        let name = e.name_of(row.player);
        assert!(shows(text, &name), "rank {rank}: {text:?} is not {name:?}");
        let sos = netrunner_to::engine::standings::three_decimals(&row.sos);
        let esos = netrunner_to::engine::standings::three_decimals(&row.esos);
        assert!(
            text.trim_end()
                .ends_with(&format!("{} {sos} {esos}", row.points))
                || text.split_whitespace().rev().take(3).collect::<Vec<_>>()
                    == [esos.as_str(), sos.as_str(), &row.points.to_string()],
            "{text}"
        );
    }
    // Standings after an earlier round are the engine's standings after that round.
    let pages = print(&e, Printout::Standings { round: Some(3) });
    check_frame(&pages, "Standings — After round 3");
    let after3 = e.standings_after(3).rows;
    let printed: Vec<(u32, String)> = pages.iter().flat_map(|p| numbered_lines(p)).collect();
    for ((rank, text), row) in printed.iter().zip(&after3) {
        assert_eq!(*rank as usize, row.rank);
        assert!(shows(text, &e.name_of(row.player)), "{text}");
    }
}

#[test]
fn provisional_standings_say_so() {
    let e = accented_event(Format::Standard);
    let pages = print(&e, Printout::Standings { round: None });
    assert!(
        pages[0]
            .lines()
            .next()
            .unwrap()
            .contains("Standings — During round 1 (provisional)"),
        "{}",
        pages[0]
    );
    assert!(pages[0].contains("Provisional: 13 tables of this round have no result yet."));
}

#[test]
fn the_bracket_printout_shows_every_game_and_the_final_places() {
    let e = fixture(CIRCUIT);
    let b = e.cut().unwrap();
    assert!(b.is_finished());
    let pages = print(&e, Printout::Bracket);
    check_frame(&pages, "Elimination bracket — Top 8, double elimination");
    let all = pages.join("\n");
    assert!(all.contains("Final places"));
    // The places, in order, as the engine has them.
    let places: Vec<String> = b.places().iter().map(|p| e.name_of(p.unwrap())).collect();
    let mut last = 0;
    for (i, name) in places.iter().enumerate() {
        let ordinal = netrunner_to::engine::elimination::ordinal(i + 1);
        let line = all
            .lines()
            .find(|l| l.trim_start().starts_with(&format!("{ordinal} ")))
            .unwrap_or_else(|| panic!("no {ordinal} place"));
        assert!(
            shows(line.trim_start()[ordinal.len()..].trim(), name),
            "{line}"
        );
        let at = all.find(line).unwrap();
        assert!(at > last, "places in order");
        last = at;
    }
    // Every played game is listed with its number.
    let games_part = all.split("Games").nth(1).unwrap();
    for g in b.games() {
        if g.status == GameStatus::NotNeeded {
            continue;
        }
        assert!(
            games_part.lines().any(|l| {
                let w: Vec<&str> = l.split_whitespace().collect();
                w.len() > 2 && w[0] == g.round().to_string() && w[1] == g.number().to_string()
            }),
            "game {} is listed",
            g.number()
        );
    }
}

#[test]
fn the_registration_sheet_lists_players_alphabetically_with_a_present_box() {
    let e = accented_event(Format::Standard);
    let pages = print(&e, Printout::Registration);
    check_frame(&pages, "Brno Store Champs 2026 — Registration — 26 players");
    let rows = numbered_lines(&pages[0]);
    let mut want: Vec<&str> = NAMES.to_vec();
    want.sort_by_key(|n| name_sort_key(n));
    assert_eq!(rows.len(), 26);
    for ((i, row), name) in rows.iter().zip(&want) {
        assert!(row.starts_with(name), "{i}: {row} / {name}");
        // Long identity titles are shortened to the part that tells them apart when the full
        // title does not fit: the subtitle of a faction-named Corp identity.
        assert!(
            row.contains("Precision Design") || row.contains("Restoring Humanity"),
            "{row}"
        );
        assert!(row.contains("Zahya Sadeghi"), "{row}");
    }
    assert!(pages[0].contains("Present"));
}

// ----- paper, errors, defaults ---------------------------------------------------------------

#[test]
fn letter_and_a4_have_their_sizes() {
    let e = accented_event(Format::Standard);
    for (paper, size) in [(Paper::A4, "595.28 x 841.89"), (Paper::Letter, "612 x 792")] {
        let pdf = render(&e, &Printout::Registration, paper).unwrap();
        let info = poppler("pdfinfo", &[], &pdf);
        let field = |name: &str| {
            info.lines()
                .find_map(|l| l.strip_prefix(name))
                .map(str::trim)
                .unwrap_or_default()
                .to_string()
        };
        assert!(field("Page size:").starts_with(size), "{info}");
        assert_eq!(
            field("Title:"),
            "Brno Store Champs 2026 — Registration — 26 players"
        );
    }
}

#[test]
fn missing_rounds_and_cuts_are_clear_errors() {
    let mut e = Event::new(EventSettings::new("Empty", Structure::Basic), 1);
    for k in [Kind::PairingsByTable, Kind::PairingsByName, Kind::Slips] {
        assert_eq!(Printout::for_event(&e, k, None), Err(PrintError::NoRounds));
    }
    assert_eq!(
        Printout::for_event(&e, Kind::Bracket, None),
        Err(PrintError::NoCut)
    );
    // Registration and standings work before anything happened.
    for k in [Kind::Registration, Kind::Standings] {
        let p = Printout::for_event(&e, k, None).unwrap();
        assert_eq!(pages(&render(&e, &p, Paper::A4).unwrap()).len(), 1);
    }
    for n in ["A", "B", "C"] {
        e.apply(Command::AddPlayer {
            details: PlayerDetails::named(n),
            id: None,
        })
        .unwrap();
    }
    e.apply(Command::PairRound).unwrap();
    let err = Printout::for_event(&e, Kind::Slips, Some(RoundRef::Swiss(4))).unwrap_err();
    assert_eq!(
        err.to_string(),
        "there is no round 4; the event has round 1 only"
    );
    assert_eq!(
        render(&e, &Printout::Bracket, Paper::A4),
        Err(PrintError::NoCut)
    );
    assert_eq!(
        Printout::for_event(&e, Kind::Slips, Some(RoundRef::Elimination(1))),
        Err(PrintError::NoCut)
    );
    let cut = fixture(CIRCUIT);
    let err = Printout::for_event(&cut, Kind::PairingsByTable, Some(RoundRef::Elimination(9)))
        .unwrap_err();
    assert_eq!(
        err.to_string(),
        "there is no elimination round 9; the bracket has rounds 1 to 7"
    );
}

#[test]
fn the_default_round_is_the_latest_swiss_round_or_the_elimination_round_being_played() {
    let e = accented_event(Format::Standard);
    assert_eq!(
        Printout::for_event(&e, Kind::Slips, None).unwrap(),
        Printout::Slips {
            round: RoundRef::Swiss(1)
        }
    );
    let cut = fixture(CIRCUIT);
    let Printout::PairingsByTable {
        round: RoundRef::Elimination(n),
    } = Printout::for_event(&cut, Kind::PairingsByTable, None).unwrap()
    else {
        panic!("after the cut the default is an elimination round");
    };
    let b = cut.cut().unwrap();
    let last_played = b
        .games()
        .iter()
        .filter(|g| g.result.is_some())
        .map(|g| g.round())
        .max()
        .unwrap();
    assert_eq!(n, last_played);
}

#[test]
fn the_cli_writes_the_printout_and_explains_what_is_missing() {
    let dir = tempfile::tempdir().unwrap();
    let event_path = dir.path().join("event.json");
    let e = accented_event(Format::Standard);
    netrunner_to::io::save::save(&event_path, &e).unwrap();
    let run = |args: &[&str]| {
        let mut out = Vec::new();
        let mut err = Vec::new();
        let mut all = vec!["netrunner-to".to_string(), "print".to_string()];
        all.push(event_path.display().to_string());
        all.extend(args.iter().map(|s| s.to_string()));
        let code = netrunner_to::cli::run_args(all.into_iter().map(Into::into), &mut out, &mut err);
        (
            code,
            String::from_utf8(out).unwrap(),
            String::from_utf8(err).unwrap(),
        )
    };
    let pdf = dir.path().join("slips.pdf");
    let (code, out, err) = run(&[
        "--what",
        "slips",
        "--out",
        pdf.to_str().unwrap(),
        "--paper",
        "letter",
    ]);
    assert_eq!(code, std::process::ExitCode::SUCCESS, "{err}");
    assert!(out.starts_with("wrote match slips (round 1) to "), "{out}");
    let bytes = std::fs::read(&pdf).unwrap();
    let text = pages(&bytes);
    assert_eq!(text.len(), 4);
    assert!(text[0].contains("Table 13"));
    assert!(poppler("pdfinfo", &[], &bytes).contains("612 x 792"));

    let players = dir.path().join("players.pdf");
    let (code, _, err) = run(&["--what", "players", "--out", players.to_str().unwrap()]);
    assert_eq!(code, std::process::ExitCode::SUCCESS, "{err}");
    assert!(pages(&std::fs::read(&players).unwrap())[0].contains("Čeněk Łukasz"));

    let nope = dir.path().join("bracket.pdf");
    let (code, _, err) = run(&["--what", "bracket", "--out", nope.to_str().unwrap()]);
    assert_eq!(code, std::process::ExitCode::FAILURE);
    assert_eq!(
        err.trim(),
        "error: the cut has not been made yet: `cut EVENT [--top N]` ends the Swiss stage"
    );
    assert!(!nope.exists());
    let (code, _, err) = run(&[
        "--what",
        "pairings",
        "--round",
        "2",
        "--out",
        nope.to_str().unwrap(),
    ]);
    assert_eq!(code, std::process::ExitCode::FAILURE);
    assert_eq!(
        err.trim(),
        "error: there is no round 2; the event has round 1 only"
    );
    let (code, _, err) = run(&[
        "--what",
        "players",
        "--round",
        "1",
        "--out",
        nope.to_str().unwrap(),
    ]);
    assert_eq!(code, std::process::ExitCode::FAILURE);
    assert!(err.contains("--round and --elimination apply to"), "{err}");
    assert!(!nope.exists());
    let (code, _, err) = run(&["--what", "players", "--out", event_path.to_str().unwrap()]);
    assert_eq!(code, std::process::ExitCode::FAILURE);
    assert!(err.contains("the event file itself"), "{err}");
}

#[test]
fn an_elimination_round_in_progress_prints_what_is_known() {
    use netrunner_to::engine::CutSize;
    use netrunner_to::engine::command::{EliminationOutcome, SideChoice};
    let mut e = accented_event_after_round_1();
    e.apply(Command::Cut {
        size: CutSize::Top4,
        kind: None,
        seeds: None,
    })
    .unwrap();
    // Before the first elimination round is paired: its games, sides to be decided.
    let first = Printout::for_event(&e, Kind::PairingsByTable, None).unwrap();
    assert_eq!(
        first,
        Printout::PairingsByTable {
            round: RoundRef::Elimination(1)
        }
    );
    let text = print(&e, first).join("\n");
    assert!(
        text.contains("Sides are not decided yet for games 1, 2"),
        "{text}"
    );
    let slips = print(
        &e,
        Printout::Slips {
            round: RoundRef::Elimination(1),
        },
    )
    .join("\n");
    assert!(slips.contains("Sides are not decided yet: write who plays the Corp"));
    assert_eq!(slips.matches("Game ").count(), 2, "one slip per game");

    // Paired: the sides are printed; after the results the next round shows who comes from
    // where.
    let choices = vec![
        SideChoice {
            game: 1,
            side: Side::Corp,
        },
        SideChoice {
            game: 2,
            side: Side::Runner,
        },
    ];
    e.apply(Command::PairElimination { choices }).unwrap();
    let b = e.cut().unwrap().clone();
    let slips = print(
        &e,
        Printout::Slips {
            round: RoundRef::Elimination(1),
        },
    )
    .join("\n");
    for g in 1..=2 {
        let sides = b.game(g).unwrap().sides.unwrap();
        let line = slips
            .lines()
            .find(|l| l.contains(&format!("Corp: {}", e.name_of(sides.corp))))
            .unwrap();
        assert!(
            line.contains(&format!("Runner: {}", e.name_of(sides.runner))),
            "{line}"
        );
    }
    assert!(slips.contains("If time was called, agenda points: Corp"));
    for g in 1..=2 {
        let (p1, _) = b.game(g).unwrap().pair().unwrap();
        e.apply(Command::ReportElimination {
            game: g,
            outcome: EliminationOutcome::Winner { player: p1 },
        })
        .unwrap();
    }
    let third = print(
        &e,
        Printout::PairingsByTable {
            round: RoundRef::Elimination(3),
        },
    )
    .join("\n");
    assert!(
        third.contains("Loser of game 3") && third.contains("Winner of game 4"),
        "{third}"
    );
    assert!(
        print(
            &e,
            Printout::Slips {
                round: RoundRef::Elimination(3)
            }
        )
        .join("\n")
        .contains("No slips"),
        "no slip while the players are not known"
    );
    let bracket = print(&e, Printout::Bracket).join("\n");
    assert!(bracket.contains("Places so far"));
    assert!(!bracket.contains("Final places"));
}

/// Round 1 of [`accented_event`] reported (every game a Corp win).
fn accented_event_after_round_1() -> Event {
    use netrunner_to::engine::{GameResult, MatchResult};
    let mut e = accented_event(Format::Standard);
    let win = GameResult::Win {
        winner: Side::Corp,
        reason: None,
    };
    let results = e.rounds()[0]
        .unreported_tables()
        .into_iter()
        .map(|t| {
            (
                t,
                MatchResult::Games {
                    p1_corp: win,
                    p2_corp: win,
                },
            )
        })
        .collect();
    e.apply(Command::ReportResults { round: 1, results })
        .unwrap();
    e
}

#[test]
fn standings_print_the_part_of_an_identity_that_tells_it_apart() {
    let mut e = accented_event_after_round_1();
    // Four Weyland Consortium identities: the faction alone says nothing.
    let ann = e.find_player("Ann Andersson").unwrap().id;
    let mut details = netrunner_to::engine::PlayerDetails {
        name: "Ann Andersson".into(),
        corp: Some("Weyland Consortium: Built to Last".into()),
        runner: Some("Zahya Sadeghi: Versatile Smuggler".into()),
        ..Default::default()
    };
    e.apply(Command::EditPlayer {
        player: ann,
        details: details.clone(),
    })
    .unwrap();
    details.name = "Bo Berg".into();
    details.corp = Some("Weyland Consortium: Because We Built It".into());
    let bo = e.find_player("Bo Berg").unwrap().id;
    e.apply(Command::EditPlayer {
        player: bo,
        details,
    })
    .unwrap();
    let all = print(&e, Printout::Standings { round: None }).join("\n");
    let row = |name: &str| {
        all.lines()
            .find(|l| l.contains(name))
            .unwrap_or_else(|| panic!("no row for {name}:\n{all}"))
            .to_string()
    };
    assert!(
        row("Ann Andersson").contains("Built to Last"),
        "{}",
        row("Ann Andersson")
    );
    // Shortened further when even the subtitle does not fit, never to the faction.
    assert!(
        row("Bo Berg").contains("Because We Bui"),
        "{}",
        row("Bo Berg")
    );
    assert!(!all.contains("Weyland Consor"), "{all}");
    // Haas-Bioroid: Precision Design and Jinteki: Restoring Humanity by their subtitles.
    for name in ["Cy Cole", "Di Dahl", "Fay Fox", "Gus Grün"] {
        let r = row(name);
        assert!(
            r.contains("Precision Des") || r.contains("Restoring Hum"),
            "{r}"
        );
        assert!(!r.contains("Haas-Bioroid") && !r.contains("Jinteki"), "{r}");
    }
}

#[test]
fn the_dropped_players_footnote_names_the_marker_their_rows_use() {
    let mut e = accented_event_after_round_1();
    for name in ["Bo Berg", "Søren Ångström"] {
        let id = e.find_player(name).unwrap().id;
        e.apply(Command::DropPlayer { player: id }).unwrap();
    }
    let all = print(&e, Printout::Standings { round: None }).join("\n");
    let footnote: String = all
        .lines()
        .skip_while(|l| !l.contains("SoS: strength of schedule"))
        .collect::<Vec<_>>()
        .join(" ");
    for name in ["Bo Berg", "Søren Ångström"] {
        let row = all.lines().find(|l| l.contains(name)).unwrap();
        let marker = if row.contains("(dropped)") {
            "(dropped)"
        } else {
            assert!(row.contains('\u{2020}'), "{row}");
            "\u{2020}"
        };
        assert!(
            footnote.contains(marker),
            "the row says {marker:?}; the footnote: {footnote}"
        );
    }
}

#[test]
fn standings_after_the_bracket_start_with_the_final_places() {
    let e = fixture(CIRCUIT);
    let b = e.cut().unwrap();
    let all = print(&e, Printout::Standings { round: None }).join("\n");
    let places_at = all.find("Top 8: final places").expect("the places heading");
    let swiss_at = all.find("Swiss standings").expect("the Swiss heading");
    assert!(places_at < swiss_at);
    let mut last = places_at;
    for (i, p) in b.places().iter().enumerate() {
        let ordinal = netrunner_to::engine::elimination::ordinal(i + 1);
        let name = e.name_of(p.unwrap());
        let line = all
            .lines()
            .find(|l| l.trim_start().starts_with(&format!("{ordinal} ")))
            .unwrap_or_else(|| panic!("no {ordinal} place:\n{all}"));
        assert!(line.contains(&name), "{line}");
        let at = all.find(line).unwrap();
        assert!(
            at > last && at < swiss_at,
            "places in order, before the Swiss standings"
        );
        last = at;
    }
    // The standings after a Swiss round are the Swiss standings only.
    let after = print(&e, Printout::Standings { round: Some(6) }).join("\n");
    assert!(!after.contains("final places"));
}
