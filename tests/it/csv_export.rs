//! CSV exports: a byte-order mark, names that survive a real CSV parser, and cells a spreadsheet
//! would run as formulas neutralised.
#![allow(clippy::unwrap_used, clippy::expect_used, clippy::panic)] // test code: a failed step is a failed test

use netrunner_to::engine::standings::to_f64;
use netrunner_to::engine::{
    Command, Event, EventSettings, GameResult, ManualPairing, MatchResult, PlayerDetails, PlayerId,
    Side, Structure,
};
use netrunner_to::io::csv::{self as csv_export, BOM, CsvError, neutralise};

const NAMES: [&str; 6] = [
    "Müller, \"Jo\"",
    "Zoë Ünal-Ørsted",
    "=HYPERLINK(\"http://x\")",
    "+1 555",
    "-dash",
    "@handle",
];

fn pid(n: u32) -> PlayerId {
    PlayerId(n)
}

fn event() -> Event {
    let mut e = Event::new(EventSettings::new("Café, \"Night\"", Structure::Basic), 3);
    for (i, name) in NAMES.iter().enumerate() {
        e.apply(Command::AddPlayer {
            details: PlayerDetails {
                name: (*name).into(),
                corp: Some(
                    if i == 0 {
                        "=cmd|' /C calc'!A0"
                    } else {
                        "Haas-Bioroid: Engineering the Future"
                    }
                    .into(),
                ),
                runner: Some("Nasir Meidan: Cyber Explorer".into()),
                pronouns: (i == 1).then(|| "they/them".into()),
                reading: None,
                fixed_table: None,
                no_video: false,
            },
            id: None,
        })
        .expect("player");
    }
    let pair = |t, a, b: Option<u32>| ManualPairing {
        table: Some(t),
        p1: pid(a),
        p2: b.map(pid),
        p1_side: None,
        side_reason: None,
    };
    e.apply(Command::AddRound {
        pairings: vec![
            pair(1, 1, Some(2)),
            pair(2, 3, Some(4)),
            pair(3, 5, Some(6)),
        ],
    })
    .expect("round 1");
    let results = [
        MatchResult::Games {
            p1_corp: GameResult::Win {
                winner: Side::Corp,
                reason: None,
            },
            p2_corp: GameResult::Win {
                winner: Side::Runner,
                reason: None,
            },
        },
        MatchResult::IntentionalSplit,
        MatchResult::Totals {
            p1: 1,
            p2: 4,
            two_for_one: false,
        },
    ];
    for (t, result) in results.into_iter().enumerate() {
        e.apply(Command::ReportResult {
            round: 1,
            table: t as u32 + 1,
            result,
        })
        .expect("result");
    }
    e.apply(Command::DropPlayer { player: pid(2) })
        .expect("drop");
    e.apply(Command::AddPlayer {
        details: PlayerDetails::named("Late Larry"),
        id: None,
    })
    .expect("late player");
    e.apply(Command::AddRound {
        pairings: vec![pair(1, 1, Some(6)), pair(2, 3, Some(5)), pair(3, 4, None)],
    })
    .expect("round 2");
    e
}

/// Parses CSV bytes (after the BOM) with the csv crate: header, then records.
fn parse(bytes: &[u8]) -> (Vec<String>, Vec<Vec<String>>) {
    assert!(bytes.starts_with(BOM), "UTF-8 byte-order mark first");
    let text = std::str::from_utf8(&bytes[BOM.len()..]).expect("UTF-8");
    let mut r = csv::Reader::from_reader(text.as_bytes());
    let header = r
        .headers()
        .expect("header")
        .iter()
        .map(String::from)
        .collect();
    let rows = r
        .records()
        .map(|rec| rec.expect("record").iter().map(String::from).collect())
        .collect();
    (header, rows)
}

#[test]
fn neutralise_prefixes_formula_starts_only() {
    for cell in ["=1+1", "+1", "-1", "@SUM(A1)", "\tx", "\rx"] {
        assert_eq!(neutralise(cell), format!("'{cell}"), "{cell:?}");
    }
    for cell in ["Ann", "", "1-0", "a=b", " =x", "'quoted", "Ünal"] {
        assert_eq!(neutralise(cell), cell, "{cell:?}");
        assert!(matches!(neutralise(cell), std::borrow::Cow::Borrowed(_)));
    }
}

#[test]
fn standings_csv_has_a_bom_and_survives_a_csv_parser() {
    let e = event();
    let bytes = csv_export::standings_csv(&e);
    let (header, rows) = parse(&bytes);
    assert_eq!(
        header,
        [
            "Rank", "Name", "Pronouns", "Corp", "Runner", "Points", "SoS", "ESoS", "Status"
        ]
    );
    let standings = e.standings();
    assert_eq!(rows.len(), standings.rows.len());
    for (row, s) in rows.iter().zip(&standings.rows) {
        assert_eq!(row[0], s.rank.to_string());
        let name = e.name_of(s.player);
        assert_eq!(
            row[1],
            neutralise(&name),
            "names with commas, quotes, accents survive"
        );
        assert_eq!(row[5], s.points.to_string());
        let sos: f64 = row[6].parse().expect("SoS is a number");
        assert_eq!(sos, to_f64(&s.sos), "full precision");
        let esos: f64 = row[7].parse().expect("ESoS is a number");
        assert_eq!(esos, to_f64(&s.esos));
        assert_eq!(row[8], if s.dropped { "dropped" } else { "" });
    }
    let by_name = |n: &str| rows.iter().find(|r| r[1] == n).expect("row").clone();
    let muller = by_name("Müller, \"Jo\"");
    assert_eq!(muller[3], "'=cmd|' /C calc'!A0", "identity neutralised");
    assert_eq!(by_name("'=HYPERLINK(\"http://x\")")[5], "3");
    assert!(rows.iter().any(|r| r[1] == "'+1 555"));
    assert!(rows.iter().any(|r| r[1] == "'-dash"));
    assert!(rows.iter().any(|r| r[1] == "'@handle"));
    assert_eq!(by_name("Zoë Ünal-Ørsted")[2], "they/them");
    assert_eq!(by_name("Zoë Ünal-Ørsted")[8], "dropped");
    // No cell of the whole file starts a formula.
    for row in &rows {
        for cell in row {
            assert!(
                !cell.starts_with(['=', '+', '-', '@', '\t', '\r']),
                "{cell:?}"
            );
        }
    }
}

#[test]
fn pairings_csv_lists_tables_byes_results_and_unpaired_losses() {
    let e = event();
    let (header, rows) = parse(&csv_export::pairings_csv(&e, 1).expect("round 1"));
    assert_eq!(
        header,
        [
            "Round", "Table", "Player 1", "Points 1", "Player 2", "Points 2", "Result"
        ]
    );
    assert_eq!(
        rows.len(),
        3 + 1,
        "three tables and Late Larry's unpaired loss"
    );
    assert_eq!(
        rows[0],
        [
            "1",
            "1",
            "Müller, \"Jo\"",
            "0",
            "Zoë Ünal-Ørsted",
            "0",
            "6-0"
        ]
    );
    assert_eq!(rows[1][6], "3-3 intentional split");
    assert_eq!(rows[2][2], "'-dash");
    assert_eq!(rows[2][6], "1-4");
    assert_eq!(
        rows[3],
        ["1", "", "Late Larry", "0", "", "", "unpaired loss"]
    );

    let (_, rows) = parse(&csv_export::pairings_csv(&e, 2).expect("round 2"));
    // Points are those before the round; round 2 has no results yet; the bye is marked.
    assert_eq!(
        rows[0],
        ["2", "1", "Müller, \"Jo\"", "6", "'@handle", "4", ""]
    );
    assert_eq!(rows[2], ["2", "3", "'+1 555", "3", "BYE", "", "bye (6)"]);

    assert!(matches!(
        csv_export::pairings_csv(&e, 3),
        Err(CsvError::NoSuchRound(3))
    ));
    assert!(matches!(
        csv_export::pairings_csv(&e, 0),
        Err(CsvError::NoSuchRound(0))
    ));
}

#[test]
fn single_sided_pairings_show_the_side() {
    let bytes = std::fs::read(
        std::path::Path::new(env!("CARGO_MANIFEST_DIR"))
            .join("fixtures/nrtm/cobra_single_sided.json"),
    )
    .expect("fixture");
    let e = netrunner_to::io::nrtm::import(&bytes, 1)
        .expect("imports")
        .event;
    let (header, rows) = parse(&csv_export::pairings_csv(&e, 1).expect("round 1"));
    assert_eq!(header[4], "Player 1 side");
    assert_eq!(rows[0], ["1", "1", "Quin", "0", "Corp", "Rae", "0", "3-0"]);
    assert_eq!(rows[1][4], "Runner");
    assert_eq!(
        rows[2][6], "",
        "a bye has no points column for the empty seat"
    );
    assert_eq!(rows[2][7], "bye (3)");
}
