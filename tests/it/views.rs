//! Issue 35 item 2: one view per table, one parser, one rule. The command line's standings, the
//! standings CSV and the standings printout are all drawn from `engine::views::standings`, so
//! they agree row for row on a real event; their notes agree; and the command line and the
//! scorekeeper's page accept the same result texts, read the same way.

use crate::print::poppler;
use crate::web_pages::{Live, elimination_event, swiss_event};
use crate::web_reports::post;
use netrunner_to::engine::command::EliminationOutcome;
use netrunner_to::engine::standings::three_decimals;
use netrunner_to::engine::views::{self, Note, StandingRow};
use netrunner_to::engine::{Command, Event, MatchResult, PlayerDetails, Structure};
use netrunner_to::io::print::{Paper, Printout, render};
use std::path::{Path, PathBuf};

const REAL: &str = "cobra_2023-01-14_circuit-breaker-invitational_74p_6r_top8de.json";

fn real_event() -> Event {
    let path = PathBuf::from(env!("CARGO_MANIFEST_DIR"))
        .join("fixtures/real")
        .join(REAL);
    netrunner_to::io::nrtm::import(&std::fs::read(path).unwrap(), 7)
        .unwrap()
        .event
}

/// Runs the command line in-process: (success, stdout, stderr).
fn cli(args: &[&str]) -> (bool, String, String) {
    let mut out = Vec::new();
    let mut err = Vec::new();
    let all = std::iter::once("netrunner-to").chain(args.iter().copied());
    let code = netrunner_to::cli::run_args(all.map(Into::into), &mut out, &mut err);
    (
        code == std::process::ExitCode::SUCCESS,
        String::from_utf8(out).unwrap(),
        String::from_utf8(err).unwrap(),
    )
}

fn saved(dir: &Path, e: &Event) -> String {
    let path = dir.join("event.json");
    netrunner_to::io::save::save(&path, e).unwrap();
    path.display().to_string()
}

/// The line of a text table that shows `row`: it starts with the rank and names the player.
fn line_of<'a>(text: &'a str, row: &StandingRow) -> &'a str {
    let rank = row.rank.to_string();
    text.lines()
        .find(|l| {
            let mut words = l.split_whitespace();
            words.next() == Some(rank.as_str()) && l.contains(row.name.as_str())
        })
        .unwrap_or_else(|| panic!("no line for #{} {}:\n{text}", row.rank, row.name))
}

#[test]
fn the_cli_the_csv_and_the_printout_show_the_same_standings_of_a_real_event() {
    let e = real_event();
    let last = e.rounds().last().unwrap().number;
    let view = views::standings(&e, Some(last));
    assert_eq!(view.rows.len(), 74);
    assert_eq!(
        view,
        views::standings(&e, None),
        "every Swiss round counted"
    );
    let dir = tempfile::tempdir().unwrap();
    let file = saved(dir.path(), &e);

    // The command line's table: rank, name, points, SoS, ESoS, then the notes.
    let (ok, text, err) = cli(&["standings", &file, "--swiss"]);
    assert!(ok, "{err}");
    for row in &view.rows {
        let line = line_of(&text, row);
        let after_name = &line[line.find(row.name.as_str()).unwrap() + row.name.len()..];
        let cells: Vec<&str> = after_name.split_whitespace().collect();
        assert_eq!(
            cells[..3],
            [
                row.points.to_string(),
                three_decimals(&row.sos),
                three_decimals(&row.esos)
            ],
            "{line}"
        );
        assert_eq!(line.contains("dropped"), row.dropped(), "{line}");
    }

    // The CSV: the same ranks, names, points and (full-precision) tiebreaks, in the same order.
    let (ok, csv, err) = cli(&["standings", &file, "--csv"]);
    assert!(ok, "{err}");
    let mut reader = csv::Reader::from_reader(csv.as_bytes());
    let records: Vec<csv::StringRecord> = reader.records().map(Result::unwrap).collect();
    assert_eq!(records.len(), view.rows.len());
    for (rec, row) in records.iter().zip(&view.rows) {
        assert_eq!(rec[0], row.rank.to_string());
        assert_eq!(rec[1], row.name);
        assert_eq!(rec[5], row.points.to_string());
        let sos: f64 = rec[6].parse().unwrap();
        assert_eq!(
            format!("{sos:.3}"),
            three_decimals(&row.sos),
            "{}",
            row.name
        );
        assert_eq!(rec[8] == *"dropped", row.dropped());
    }

    // The printout, read back with pdftotext: each row ends with points, SoS, ESoS.
    let pdf = render(&e, &Printout::Standings { round: Some(last) }, Paper::A4).unwrap();
    let printed = poppler("pdftotext", &["-layout", "-enc", "UTF-8"], &pdf);
    for row in &view.rows {
        let line = printed
            .lines()
            .find(|l| {
                l.split_whitespace().next() == Some(row.rank.to_string().as_str())
                    && l.contains(row.name.split_whitespace().next().unwrap_or(""))
                    && l.trim_end().ends_with(three_decimals(&row.esos).as_str())
            })
            .unwrap_or_else(|| panic!("no printed line for #{} {}", row.rank, row.name));
        let cells: Vec<&str> = line.split_whitespace().rev().take(3).collect();
        assert_eq!(
            cells,
            [
                three_decimals(&row.esos),
                three_decimals(&row.sos),
                row.points.to_string()
            ],
            "{line}"
        );
    }
}

#[test]
fn the_notes_agree_across_the_cli_the_json_the_csv_and_the_printout() {
    let mut e = Event::new(
        netrunner_to::engine::EventSettings::new("Notes", Structure::Basic),
        3,
    );
    for n in ["Ann", "Bo", "Cy"] {
        e.apply(Command::AddPlayer {
            details: PlayerDetails::named(n),
            id: None,
        })
        .unwrap();
    }
    e.apply(Command::PairRound).unwrap();
    crate::web_pages::report_all(&mut e);
    let r1 = e.rounds()[0].clone();
    let bye = r1.pairings.iter().find(|p| p.is_bye()).unwrap().p1;
    let played = r1.pairings.iter().find(|p| !p.is_bye()).unwrap();
    let (dropper, adjusted) = (played.p1, played.p2.unwrap());
    e.apply(Command::DropPlayer { player: dropper }).unwrap();
    e.apply(Command::AdjustScore {
        round: 1,
        player: adjusted,
        delta: -1,
        reason: "slow play".into(),
    })
    .unwrap();
    let v = views::standings(&e, None);
    let notes = |p| v.rows.iter().find(|r| r.player == p).unwrap().notes.clone();
    assert_eq!(notes(bye), vec![Note::Bye]);
    assert_eq!(notes(dropper), vec![Note::Dropped { after: Some(1) }]);
    assert_eq!(notes(adjusted), vec![Note::Adjusted { total: -1 }]);

    let dir = tempfile::tempdir().unwrap();
    let file = saved(dir.path(), &e);
    let (ok, text, err) = cli(&["standings", &file]);
    assert!(ok, "{err}");
    let line = |p| {
        let name = e.name_of(p);
        text.lines()
            .find(|l| {
                l.contains(name.as_str())
                    && l.split_whitespace()
                        .next()
                        .is_some_and(|w| w.parse::<u32>().is_ok())
            })
            .unwrap_or_else(|| panic!("{name}: {text}"))
            .to_string()
    };
    assert!(line(bye).ends_with("bye"), "{text}");
    assert!(line(dropper).ends_with("dropped after round 1"), "{text}");
    assert!(line(adjusted).ends_with("adjusted -1"), "{text}");

    let (ok, json, err) = cli(&["standings", &file, "--json"]);
    assert!(ok, "{err}");
    let json: serde_json::Value = serde_json::from_str(&json).unwrap();
    for row in json["standings"].as_array().unwrap() {
        let id = netrunner_to::engine::PlayerId(row["id"].as_u64().unwrap() as u32);
        assert_eq!(row["had_bye"], id == bye);
        assert_eq!(row["dropped"], id == dropper);
    }

    let (ok, csv, err) = cli(&["standings", &file, "--csv"]);
    assert!(ok, "{err}");
    for l in csv.lines().skip(1) {
        assert_eq!(
            l.ends_with(",dropped"),
            l.contains(e.name_of(dropper).as_str()),
            "{l}"
        );
    }

    let pdf = render(&e, &Printout::Standings { round: None }, Paper::A4).unwrap();
    let printed = poppler("pdftotext", &["-layout", "-enc", "UTF-8"], &pdf);
    // The notes follow the name, in the same words ("(dropped)" where the round does not fit).
    assert!(
        printed.contains(&format!("{} (dropped", e.name_of(dropper))),
        "{printed}"
    );
    assert!(
        printed.contains(&format!("{} (bye)", e.name_of(bye))),
        "{printed}"
    );
    // Adjusted points are marked with *, and the adjustment is listed below the table.
    for p in [bye, dropper, adjusted] {
        let name = e.name_of(p);
        let row = printed
            .lines()
            .find(|l| l.trim_start().starts_with(char::is_numeric) && l.contains(name.as_str()))
            .unwrap_or_else(|| panic!("{name}: {printed}"));
        assert_eq!(row.contains('*'), p == adjusted, "{row}");
    }
    assert!(printed.contains("slow play"), "{printed}");

    // The chat copy: the same notes after the name.
    use netrunner_to::io::share::{self, Style, What};
    let chat = share::text(&e, What::Standings, Style::Text).unwrap();
    assert!(
        chat.contains(&format!("{} (dropped after round 1)", e.name_of(dropper))),
        "{chat}"
    );
    assert!(
        chat.contains(&format!("{} (bye)", e.name_of(bye))),
        "{chat}"
    );

    // The phones' standings page: the same notes, adjusted points marked *.
    e.apply(Command::PublishPairings { round: 1 }).unwrap();
    let live = Live::start(e.clone());
    let page = live.page("/standings");
    assert!(page.contains("dropped after round 1"), "{page}");
    assert!(
        page.contains("> bye<") || page.contains(" bye</span>"),
        "{page}"
    );
    assert!(page.contains("slow play"), "{page}");
    live.finish();
}

/// What the scorekeeper's page enters for `text` at `table` (Swiss) or `game` (the cut).
fn through_scorekeeper(e: &Event, field: &str, at: u32, text: &str) -> Result<Event, String> {
    let mut e = e.clone();
    e.apply(Command::AddScorekeeper {
        name: "Judge".into(),
    })
    .unwrap();
    let token = e.reporting().scorekeepers[0].token.clone();
    let live = Live::start(e);
    let (status, body) = post(
        &live,
        &format!("/scorekeeper/{token}"),
        &[(field, &at.to_string()), ("result", text)],
        None,
    );
    let after = live.finish();
    if status == 200 {
        Ok(after)
    } else {
        Err(crate::web_reports::message(&body))
    }
}

/// What the command line enters for `text` (`report EVENT --table|--game N TEXT`).
fn through_cli(e: &Event, option: &str, at: u32, text: &str) -> Result<Event, String> {
    let dir = tempfile::tempdir().unwrap();
    let file = saved(dir.path(), e);
    let (ok, _, err) = cli(&["report", &file, option, &at.to_string(), text]);
    if ok {
        Ok(netrunner_to::io::save::load(Path::new(&file)).unwrap())
    } else {
        Err(err)
    }
}

#[test]
fn the_cli_and_the_scorekeeper_page_read_swiss_results_alike() {
    let e = swiss_event();
    let table = e.rounds()[0].pairings[0].table;
    let result = |e: &Event| -> Option<MatchResult> { e.rounds()[0].table(table)?.result };
    for (text, accepted) in [
        ("6-0", true),
        ("0-6", true),
        ("3-3", true),
        ("4-1", true),
        ("ID", true),
        ("split", true),
        ("C R", true),
        ("cr", true),
        ("T5-3 R", true),
        ("C/flatline R", true),
        ("TC, R", true),
        ("3:3", true),
        ("7-2", false),
        ("T7-3 R", false),
        ("C", false),
        ("xyz", false),
    ] {
        let web = through_scorekeeper(&e, "table", table, text);
        let cli = through_cli(&e, "--table", table, text);
        assert_eq!(web.is_ok(), accepted, "{text:?} on the page: {web:?}");
        assert_eq!(cli.is_ok(), accepted, "{text:?} on the command line");
        if let (Ok(w), Ok(c)) = (&web, &cli) {
            assert_eq!(result(w), result(c), "{text:?}");
            assert!(result(w).is_some(), "{text:?}");
        }
    }
}

#[test]
fn the_cli_and_the_scorekeeper_page_read_elimination_results_alike() {
    let e = elimination_event();
    let g = e.cut().unwrap().games_in_round(1)[0];
    let game = g.number();
    let (p1, p2) = g.pair().unwrap();
    let sides = g.sides.unwrap();
    let id = format!("#{}", p2.0);
    let p1_name = e.name_of(p1);
    let result = |e: &Event| e.cut().unwrap().game(game).unwrap().result;
    for (text, winner) in [
        ("1", Some(p1)),
        ("2", Some(p2)),
        (p1_name.as_str(), Some(p1)),
        (id.as_str(), Some(p2)),
        ("corp", Some(sides.corp)),
        ("Runner", Some(sides.runner)),
        ("T4-2", Some(sides.corp)),
        ("t1:3", Some(sides.runner)),
        ("T7-2", None),
        ("6-0", None),
        ("Nobody", None),
    ] {
        let web = through_scorekeeper(&e, "game", game, text);
        let cli = through_cli(&e, "--game", game, text);
        assert_eq!(
            web.is_ok(),
            winner.is_some(),
            "{text:?} on the page: {web:?}"
        );
        assert_eq!(
            cli.is_ok(),
            winner.is_some(),
            "{text:?} on the command line"
        );
        if let (Ok(w), Ok(c)) = (&web, &cli) {
            assert_eq!(result(w), result(c), "{text:?}");
            assert_eq!(result(w).map(|r| r.winner), winner, "{text:?}");
        }
    }
    // A draw: the higher seed wins, through both doors.
    let w = through_scorekeeper(&e, "game", game, "draw").unwrap();
    let c = through_cli(&e, "--game", game, "draw").unwrap();
    assert_eq!(result(&w), result(&c));
    let outcome = netrunner_to::io::result_syntax::parse_elimination("D", &e, &g).unwrap();
    assert_eq!(outcome, EliminationOutcome::Draw);
}

#[test]
fn the_cli_the_csv_and_the_printout_show_the_same_tables_of_a_real_round() {
    let e = real_event();
    let round = 3;
    let view = views::round_tables(&e, round).unwrap();
    assert!(view.tables.len() > 30);
    let dir = tempfile::tempdir().unwrap();
    let file = saved(dir.path(), &e);

    let (ok, text, err) = cli(&["pairings", &file, "--round", &round.to_string()]);
    assert!(ok, "{err}");
    let (ok, csv, err) = cli(&[
        "export",
        &file,
        "--format",
        "csv-pairings",
        "--round",
        &round.to_string(),
    ]);
    assert!(ok, "{err}");
    let mut reader = csv::Reader::from_reader(csv.as_bytes());
    let records: Vec<csv::StringRecord> = reader.records().map(Result::unwrap).collect();
    assert_eq!(
        records.len(),
        view.tables.len() + view.unpaired_losses.len()
    );
    let pdf = render(
        &e,
        &Printout::PairingsByTable {
            round: netrunner_to::io::print::RoundRef::Swiss(round),
        },
        Paper::A4,
    )
    .unwrap();
    let printed = poppler("pdftotext", &["-layout", "-enc", "UTF-8"], &pdf);
    for (t, rec) in view.tables.iter().zip(&records) {
        let p2 = t.p2.as_ref().map_or("BYE", |s| s.name.as_str());
        // The CSV: table, players and their points before the round.
        assert_eq!(rec[1], t.table.to_string());
        assert_eq!(rec[2], t.p1.name);
        assert_eq!(rec[3], t.p1.points_before.to_string());
        assert_eq!(&rec[4], p2);
        // The command line: the table's line names both players with their points.
        let line = text
            .lines()
            .find(|l| l.split_whitespace().next() == Some(t.table.to_string().as_str()))
            .unwrap_or_else(|| panic!("table {}: {text}", t.table));
        assert!(
            line.contains(t.p1.name.as_str()) && line.contains(p2),
            "{line}"
        );
        let (x, y) = t.points.unwrap();
        let shown = match t.p2 {
            Some(_) => format!("{x}-{y}"),
            None => format!("bye (+{x})"),
        };
        assert!(line.contains(&shown), "{line}");
        // The printout: the table's line starts with its number and the first player.
        let first_word = t.p1.name.split_whitespace().next().unwrap();
        assert!(
            printed.lines().any(|l| {
                l.split_whitespace().next() == Some(t.table.to_string().as_str())
                    && l.contains(first_word)
            }),
            "table {} ({}) is printed",
            t.table,
            t.p1.name
        );
    }
}

#[test]
fn the_cli_and_the_printout_seat_the_pods_of_the_view_alike() {
    let mut s = netrunner_to::engine::EventSettings::new("NAPD night", Structure::Basic);
    s.format = netrunner_to::engine::Format::Napd;
    let mut e = Event::new(s, 9);
    for (i, runner) in [
        "Noise",
        "Kate",
        "Gabriel",
        "Whizzard",
        "Andromeda",
        "Reina Roja",
        "Ji",
        "Hoshiko",
    ]
    .into_iter()
    .enumerate()
    {
        let mut d = PlayerDetails::named(format!("Player {}", i + 1));
        d.runner = Some(runner.to_string());
        e.apply(Command::AddPlayer {
            details: d,
            id: None,
        })
        .unwrap();
    }
    e.apply(Command::PairPods).unwrap();
    let pods = views::pods(&e, 1);
    assert_eq!(pods.len(), 2);
    let dir = tempfile::tempdir().unwrap();
    let file = saved(dir.path(), &e);
    let (ok, text, err) = cli(&["mp", "pods", &file]);
    assert!(ok, "{err}");
    let pdf = render(&e, &Printout::Pods { round: 1 }, Paper::A4).unwrap();
    let printed = poppler("pdftotext", &["-layout", "-enc", "UTF-8"], &pdf);
    for pod in &pods {
        // Each seat in turn order, with the identity the view gives it, in both renderings.
        let mut cli_at = 0;
        let mut pdf_at = 0;
        for seat in &pod.seats {
            let identity = seat.identity.clone().unwrap();
            let found = text[cli_at..]
                .lines()
                .find(|l| l.contains(seat.name.as_str()))
                .unwrap_or_else(|| panic!("{} in order: {text}", seat.name));
            assert!(found.contains(identity.as_str()), "{found}");
            cli_at += text[cli_at..].find(found).unwrap() + found.len();
            let at = printed[pdf_at..]
                .find(seat.name.as_str())
                .unwrap_or_else(|| panic!("{} in order: {printed}", seat.name));
            pdf_at += at + seat.name.len();
        }
    }
}

/// The player's form on a phone is written in the result syntax and read by the same parser:
/// each choice gives what its text gives on the command line.
#[test]
fn the_phones_form_reads_as_the_result_syntax_does() {
    use netrunner_to::engine::event::SelfReported;
    use netrunner_to::web::report::{PlayerForm, report_of};
    let e = swiss_event();
    let p = e.rounds()[0].pairings[0].clone();
    let (p1, p2) = (p.p1, p.p2.unwrap());
    let form = |result: &str, extra: &[(&str, &str)]| {
        let mut f = PlayerForm {
            action: "report".into(),
            stage: "swiss".into(),
            round: Some(1),
            table: Some(p.table),
            result: result.into(),
            ..PlayerForm::default()
        };
        for (k, v) in extra {
            match *k {
                "as_corp" => f.as_corp = v.to_string(),
                "as_runner" => f.as_runner = v.to_string(),
                "corp_mine" => f.corp_mine = v.parse().ok(),
                "corp_theirs" => f.corp_theirs = v.parse().ok(),
                _ => unreachable!(),
            }
        }
        f
    };
    for (who, f, text) in [
        (p1, form("won-both", &[]), "6-0"),
        (p2, form("won-both", &[]), "0-6"),
        (p1, form("split-corp", &[]), "C C"),
        (p2, form("split-runner", &[]), "R R"),
        (p1, form("id", &[]), "ID"),
        (
            p1,
            form(
                "games",
                &[
                    ("as_corp", "time"),
                    ("corp_mine", "5"),
                    ("corp_theirs", "3"),
                    ("as_runner", "corp"),
                ],
            ),
            "T5-3 C",
        ),
        (
            p2,
            form(
                "games",
                &[
                    ("as_corp", "time"),
                    ("corp_mine", "2"),
                    ("corp_theirs", "2"),
                    ("as_runner", "runner"),
                ],
            ),
            "R T2-2",
        ),
    ] {
        let Ok(SelfReported::Swiss { result, .. }) = report_of(&e, who, &f) else {
            panic!("{text}: the form is refused");
        };
        let typed = through_cli(&e, "--table", p.table, text).unwrap();
        assert_eq!(
            Some(result),
            typed.rounds()[0].table(p.table).unwrap().result,
            "{text}"
        );
    }
    // The timed-game rule, the same refusal as the command line's.
    let f = form(
        "games",
        &[
            ("as_corp", "time"),
            ("corp_mine", "7"),
            ("corp_theirs", "3"),
            ("as_runner", "corp"),
        ],
    );
    assert!(report_of(&e, p1, &f).is_err());
    let err = through_cli(&e, "--table", p.table, "T7-3 C").unwrap_err();
    assert!(
        err.contains("a timed game cannot have 7 agenda points"),
        "{err}"
    );
}

#[test]
fn the_cli_and_the_printout_show_the_same_bracket_games() {
    use netrunner_to::engine::views::Slot;
    let mut e = elimination_event();
    let g = e.cut().unwrap().games_in_round(1)[0];
    let (_, p2) = g.pair().unwrap();
    e.apply(Command::ReportElimination {
        game: g.number(),
        outcome: EliminationOutcome::Winner { player: p2 },
    })
    .unwrap();
    let games = views::bracket_games(&e);
    assert!(games.len() >= 6, "a double-elimination top 4");
    let dir = tempfile::tempdir().unwrap();
    let file = saved(dir.path(), &e);
    let (ok, text, err) = cli(&["bracket", &file]);
    assert!(ok, "{err}");
    let pdf = render(&e, &Printout::Bracket, Paper::A4).unwrap();
    let printed = poppler("pdftotext", &["-layout", "-enc", "UTF-8"], &pdf);
    for bg in &games {
        let n = bg.game.number().to_string();
        let round = bg.game.round().to_string();
        let cli_line = text
            .lines()
            .find(|l| {
                let mut w = l.split_whitespace();
                w.next() == Some(round.as_str()) && w.next() == Some(n.as_str())
            })
            .unwrap_or_else(|| panic!("game {n}: {text}"));
        let pdf_line = printed
            .lines()
            .find(|l| {
                let mut w = l.split_whitespace();
                w.next() == Some(round.as_str()) && w.next() == Some(n.as_str())
            })
            .unwrap_or_else(|| panic!("game {n}: {printed}"));
        for slot in &bg.slots {
            if let Slot::Player(p) = slot {
                let first = p.name.split_whitespace().next().unwrap();
                assert!(cli_line.contains(p.name.as_str()), "{cli_line}");
                assert!(pdf_line.contains(first), "{pdf_line}");
            }
        }
        if let Some(r) = bg.game.result {
            let winner = e.name_of(r.winner);
            assert!(cli_line.trim_end().ends_with(winner.as_str()), "{cli_line}");
        }
    }
}

/// What the result syntax cannot read is said in the page's language, in the same words as the
/// app's: a Japanese event's scorekeeper reads Japanese.
#[test]
fn the_scorekeepers_syntax_errors_are_the_result_syntaxs_in_the_pages_language() {
    use netrunner_to::i18n::Lang;
    use netrunner_to::io::explain::Explain as _;
    use netrunner_to::io::result_syntax::{self, ResultContext};
    let ja = Lang::from_tag("ja").unwrap();
    let e = crate::web_language::in_language(swiss_event(), "ja");
    let p = e.rounds()[0].pairings[0].clone();
    let expected = result_syntax::parse("7-2", ResultContext::for_pairing(e.settings().format, &p))
        .unwrap_err()
        .explain(ja);
    let said = through_scorekeeper(&e, "table", p.table, "7-2").unwrap_err();
    assert_eq!(said, expected);
    assert!(said.contains("得点"), "{said}");

    let e = crate::web_language::in_language(elimination_event(), "ja");
    let g = e.cut().unwrap().games_in_round(1)[0];
    let expected = result_syntax::parse_elimination("xyz", &e, &g)
        .unwrap_err()
        .explain(ja);
    let said = through_scorekeeper(&e, "game", g.number(), "xyz").unwrap_err();
    // The page escapes the names in it.
    let said = said
        .replace("&quot;", "\"")
        .replace("&lt;", "<")
        .replace("&gt;", ">")
        .replace("&amp;", "&");
    assert_eq!(said, expected);
    assert!(said.contains("試合"), "{said}");
}
