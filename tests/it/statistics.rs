//! Event statistics (issue 22): real events counted by hand, every kind of result, the
//! multiplayer formats, the command line, the SVG charts.
//!
//! The counts of the two real events below were made by hand from the files in
//! `fixtures/real/` (player by player, table by table) and are written here as numbers.

use netrunner_to::engine::command::EliminationOutcome;
use netrunner_to::engine::elimination::BracketKind;
use netrunner_to::engine::multiplayer::{
    BsoEnding, BsoResult, MultiplayerSettings, NapdEnding, NapdResult, PodResult, RunnerScore,
    Seating, TeamScore,
};
use netrunner_to::engine::stats::{GameTally, Statistics, percent};
use netrunner_to::engine::{
    BigSellOutEdition, Command, CutSize, Event, EventSettings, Format, GameResult, MatchResult,
    PlayerDetails, PlayerId, Side, Structure,
};
use netrunner_to::i18n::Lang;
use netrunner_to::io::print::{Kind, Paper, Printout, render};
use netrunner_to::io::{charts, nrtm};
use std::path::PathBuf;

fn real(file: &str) -> Event {
    let path = PathBuf::from(env!("CARGO_MANIFEST_DIR"))
        .join("fixtures/real")
        .join(file);
    nrtm::import(&std::fs::read(path).unwrap(), 7)
        .unwrap()
        .event
}

/// (name, players) of a faction list, faction keys as the identity list writes them.
fn factions(list: &[netrunner_to::engine::stats::FactionCount]) -> Vec<(&str, u32)> {
    list.iter()
        .map(|f| (f.faction.as_deref().unwrap_or("?"), f.players))
        .collect()
}

fn identity(s: &netrunner_to::engine::stats::SideBreakdown, title: &str) -> u32 {
    s.identities
        .iter()
        .find(|i| i.identity.as_deref() == Some(title))
        .map_or(0, |i| i.players)
}

#[test]
fn gamescape_store_champs_counted_by_hand() {
    let e = real("cobra_2018-01-08_gamescape-store-champs_16p_4r_top4de.json");
    let s = charts::statistics(&e);
    // 16 players, every one with both identities entered.
    assert_eq!(s.field.players, 16);
    // Corp: Cerebral Imaging ×5 (Eric P, Kyle J, Jay R, Kodie G, Jim G) = Haas-Bioroid 5;
    // Titan, Builder of Nations ×2 (Kevin M, Brendan C), Skorpios ×2 (Pete J, Isaac L) =
    // Weyland 5; Personal Evolution ×2 (Stephen L, Josh R), Pālanā, Nisei = Jinteki 4;
    // Controlling the Message ×2 (John T, Adam T.) = NBN 2.
    assert_eq!(
        factions(&s.field.corp.factions),
        [
            ("haas-bioroid", 5),
            ("weyland-consortium", 5),
            ("jinteki", 4),
            ("nbn", 2)
        ]
    );
    assert_eq!(
        identity(&s.field.corp, "Cerebral Imaging: Infinite Frontiers"),
        5
    );
    assert_eq!(
        identity(&s.field.corp, "Skorpios Defense Systems: Persuasive Power"),
        2
    );
    assert_eq!(s.field.corp.identities.len(), 8);
    // Runner: Alice ×2, Valencia ×2, MaxX, Reina = Anarch 6; Geist, Leela, Khan = Criminal 3;
    // Smoke ×2, Kit = Shaper 3; Apex ×2; Adam; Sunny Lebeau.
    assert_eq!(
        factions(&s.field.runner.factions),
        [
            ("anarch", 6),
            ("criminal", 3),
            ("shaper", 3),
            ("apex", 2),
            ("adam", 1),
            ("sunny-lebeau", 1)
        ]
    );
    assert_eq!(s.field.runner.identities.len(), 12);

    // The cut: Eric P (Cerebral Imaging / Apex), Cory D (Titan / Alice Merchant), John T
    // (Controlling the Message / Smoke), Kevin M (Builder of Nations / Apex).
    let cut = s.cut.as_ref().expect("top 4");
    assert_eq!(cut.breakdown.players, 4);
    assert_eq!(
        factions(&cut.breakdown.corp.factions),
        [("weyland-consortium", 2), ("haas-bioroid", 1), ("nbn", 1)]
    );
    assert_eq!(
        factions(&cut.breakdown.runner.factions),
        [("apex", 2), ("anarch", 1), ("shaper", 1)]
    );
    // Conversion: Apex 2 of 2, Cerebral Imaging 1 of 5, Jinteki 0 of 4, Criminal 0 of 3.
    let conv = |list: &[netrunner_to::engine::stats::FactionConversion], f: &str| {
        let r = list
            .iter()
            .find(|r| r.faction.as_deref() == Some(f))
            .unwrap();
        (r.cut, r.played)
    };
    assert_eq!(conv(&cut.runner.factions, "apex"), (2, 2));
    assert_eq!(conv(&cut.runner.factions, "criminal"), (0, 3));
    assert_eq!(conv(&cut.corp.factions, "jinteki"), (0, 4));
    assert_eq!(conv(&cut.corp.factions, "weyland-consortium"), (2, 5));
    let ci = cut
        .corp
        .identities
        .iter()
        .find(|r| r.identity.as_deref() == Some("Cerebral Imaging: Infinite Frontiers"))
        .unwrap();
    assert_eq!((ci.cut, ci.played), (1, 5));

    // Swiss: the file has round totals only (Cobra 2018). 4 rounds of 8 tables, a bye in rounds
    // 3 and 4: 30 tables, 60 games, no side known.
    let swiss = s.swiss.unwrap();
    assert_eq!(swiss.games(), 0);
    assert_eq!(swiss.unknown_sides, 60);
    // The cut's six games, by the file's roles: games 1, 2, 4, 6 won by the Corp, 3 and 5 by
    // the Runner.
    let elim = s.elimination.unwrap();
    assert_eq!((elim.corp_wins, elim.runner_wins, elim.games()), (4, 2, 6));
    assert_eq!(
        elim.corp_timed_wins + elim.runner_timed_wins + elim.draws,
        0
    );
}

#[test]
fn nrtm_netrunner_turnier_counted_by_hand() {
    let e = real("nrtm-v1.45_netrunner-turnier_9p_4r_byes.json");
    let s = charts::statistics(&e);
    assert_eq!(s.field.players, 9);
    // The file's corpFaction/runnerFaction per player: NBN 4 (Dominik, René, Luis, Gereon),
    // Weyland 2 (Jörg, Jan), Jinteki 2 (Volker, Tim), Haas-Bioroid 1 (Fabian); Shaper 5,
    // Criminal 3, Sunny Lebeau 1. The identities are short names ("Controlling the
    // Message"); the statistics resolve them to full titles.
    assert_eq!(
        factions(&s.field.corp.factions),
        [
            ("nbn", 4),
            ("jinteki", 2),
            ("weyland-consortium", 2),
            ("haas-bioroid", 1)
        ]
    );
    assert_eq!(
        factions(&s.field.runner.factions),
        [("shaper", 5), ("criminal", 3), ("sunny-lebeau", 1)]
    );
    assert_eq!(
        identity(&s.field.runner, "Hayley Kaplan: Universal Scholar"),
        3
    );
    assert_eq!(identity(&s.field.corp, "NBN: Controlling the Message"), 2);
    // 4 rounds of 4 tables and a bye: 32 games. Timed: round 2 table 2 (Volker as Corp 1 –
    // Dominik 1: a draw; Dominik as Corp 3 – Volker 0: a win), round 3 table 4 (Dominik as Corp
    // 2 – Gereon 0: a Corp timed win), round 4 table 1 (Dominik as Runner 2 – Jan as Corp 0: a
    // Runner timed win). Outright: 14 Corp wins, 15 Runner wins.
    assert_eq!(
        s.swiss.unwrap(),
        GameTally {
            corp_wins: 14,
            corp_timed_wins: 1,
            runner_wins: 15,
            runner_timed_wins: 1,
            draws: 1,
            unknown_sides: 0,
            intentional_splits: 0,
        }
    );
    assert!(s.cut.is_none() && s.elimination.is_none());
}

fn player(name: &str, corp: Option<&str>, runner: Option<&str>) -> PlayerDetails {
    let mut d = PlayerDetails::named(name);
    d.corp = corp.map(str::to_string);
    d.runner = runner.map(str::to_string);
    d
}

fn add(e: &mut Event, d: PlayerDetails) -> PlayerId {
    e.apply(Command::AddPlayer {
        details: d,
        id: None,
    })
    .unwrap()
    .player
    .unwrap()
}

fn win(side: Side) -> GameResult {
    GameResult::Win {
        winner: side,
        reason: None,
    }
}

/// Four players (and one who dropped before round 1), two Swiss rounds with every kind of
/// result, then a disqualification.
fn constructed() -> Event {
    let mut e = Event::new(EventSettings::new("Kinds", Structure::Basic), 3);
    add(
        &mut e,
        player("Ann", Some("Haas-Bioroid: Precision Design"), Some("Noise")),
    );
    add(
        &mut e,
        player("Bo", Some("Jinteki: Personal Evolution"), Some("Noise")),
    );
    add(&mut e, player("Cy", Some("Homebrew Corp"), None));
    let d = add(&mut e, player("Di", None, Some("Hayley Kaplan")));
    // Eve never plays: dropped before round 1.
    let x = add(
        &mut e,
        player("Eve", Some("NBN: Making News"), Some("Noise")),
    );
    e.apply(Command::DropPlayer { player: x }).unwrap();
    e.apply(Command::PairRound).unwrap();
    let r1 = e.round(1).unwrap().clone();
    let results = vec![
        (
            r1.pairings[0].table,
            MatchResult::Games {
                p1_corp: win(Side::Corp),
                p2_corp: GameResult::timed(2, 4, 7).unwrap(),
            },
        ),
        (r1.pairings[1].table, MatchResult::IntentionalSplit),
    ];
    e.apply(Command::ReportResults { round: 1, results })
        .unwrap();
    e.apply(Command::PairRound).unwrap();
    let r2 = e.round(2).unwrap().clone();
    let results = vec![
        (
            r2.pairings[0].table,
            MatchResult::Games {
                p1_corp: GameResult::timed(3, 3, 7).unwrap(),
                p2_corp: GameResult::timed(5, 1, 7).unwrap(),
            },
        ),
        (
            r2.pairings[1].table,
            MatchResult::Games {
                p1_corp: win(Side::Runner),
                p2_corp: win(Side::Runner),
            },
        ),
    ];
    e.apply(Command::ReportResults { round: 2, results })
        .unwrap();
    // Di is disqualified after round 2: still part of the field (they played).
    e.apply(Command::DisqualifyPlayer { player: d }).unwrap();
    e
}

#[test]
fn every_kind_of_result_is_counted_in_its_place() {
    let e = constructed();
    let s = charts::statistics(&e);
    assert_eq!(
        s.field.players, 4,
        "Eve never played; Di played, then was disqualified"
    );
    assert_eq!(
        s.swiss.unwrap(),
        GameTally {
            corp_wins: 1,
            corp_timed_wins: 1,
            runner_wins: 2,
            runner_timed_wins: 1,
            draws: 1,
            unknown_sides: 0,
            intentional_splits: 1,
        }
    );
    // Unknown and missing identities are counted as such.
    let corp = &s.field.corp;
    assert_eq!(identity(corp, "Homebrew Corp"), 1);
    assert!(
        corp.identities
            .iter()
            .any(|i| i.identity.is_none() && i.players == 1),
        "Di has no Corp identity"
    );
    assert!(factions(&corp.factions).contains(&("?", 2)));
    assert_eq!(identity(&s.field.runner, "Noise: Hacker Extraordinaire"), 2);
}

#[test]
fn elimination_games_count_sides_timed_wins_and_draws() {
    let mut e = Event::new(EventSettings::new("Cut", Structure::Basic), 11);
    for (i, f) in ["Noise", "Kit", "Hayley", "Smoke"].iter().enumerate() {
        add(
            &mut e,
            player(
                &format!("P{i}"),
                Some("Jinteki: Personal Evolution"),
                Some(f),
            ),
        );
    }
    e.apply(Command::PairRound).unwrap();
    let tables: Vec<u32> = e
        .round(1)
        .unwrap()
        .pairings
        .iter()
        .map(|p| p.table)
        .collect();
    let results = tables
        .iter()
        .map(|&t| {
            (
                t,
                MatchResult::Games {
                    p1_corp: win(Side::Corp),
                    p2_corp: win(Side::Corp),
                },
            )
        })
        .collect();
    e.apply(Command::ReportResults { round: 1, results })
        .unwrap();
    e.apply(Command::Cut {
        size: CutSize::Top4,
        kind: Some(BracketKind::SingleElimination),
        seeds: None,
    })
    .unwrap();
    let seeds = e.cut().unwrap().seeds().to_vec();
    let mut choices = Vec::new();
    for g in e.cut().unwrap().games_in_round(1) {
        choices.push(netrunner_to::engine::command::SideChoice {
            game: g.number(),
            side: Side::Corp,
        });
    }
    e.apply(Command::PairElimination { choices }).unwrap();
    let games = e.cut().unwrap().games_in_round(1);
    // Game 1: a timed win (5–2) for the higher seed, who plays the Corp.
    let (a, b) = games[0].pair().unwrap();
    e.apply(Command::ReportElimination {
        game: games[0].number(),
        outcome: EliminationOutcome::Timed {
            scores: [(a, 5), (b, 2)],
        },
    })
    .unwrap();
    // Game 2: a draw (the higher seed advances).
    e.apply(Command::ReportElimination {
        game: games[1].number(),
        outcome: EliminationOutcome::Draw,
    })
    .unwrap();
    e.apply(Command::PairElimination { choices: vec![] })
        .unwrap();
    let final_game = e.cut().unwrap().games_in_round(2)[0];
    let sides = final_game.sides.unwrap();
    e.apply(Command::ReportElimination {
        game: final_game.number(),
        outcome: EliminationOutcome::Winner {
            player: sides.runner,
        },
    })
    .unwrap();
    let s = charts::statistics(&e);
    let t = s.elimination.unwrap();
    assert_eq!(
        (t.corp_timed_wins, t.draws, t.runner_wins, t.corp_wins),
        (1, 1, 1, 0),
        "{t:?}"
    );
    let cut = s.cut.unwrap();
    assert_eq!(cut.breakdown.players, 4);
    assert_eq!(seeds.len(), 4);
    assert!(
        cut.runner
            .identities
            .iter()
            .all(|i| i.cut == 1 && i.played == 1)
    );
}

#[test]
fn before_round_1_the_field_is_the_active_players() {
    let mut e = Event::new(EventSettings::new("Early", Structure::Basic), 1);
    add(&mut e, player("Ann", None, Some("Noise")));
    let bo = add(&mut e, player("Bo", None, Some("Kit")));
    add(&mut e, player("Cy", None, Some("Noise")));
    e.apply(Command::DropPlayer { player: bo }).unwrap();
    let s = charts::statistics(&e);
    assert_eq!(s.field.players, 2);
    assert_eq!(factions(&s.field.runner.factions), [("anarch", 2)]);
    assert_eq!(s.swiss.unwrap().games(), 0);
}

#[test]
fn percentages_round_half_up_and_never_divide_by_zero() {
    assert_eq!(percent(1, 3), "33%");
    assert_eq!(percent(2, 3), "67%");
    assert_eq!(percent(1, 8), "13%", "12.5 rounds up");
    assert_eq!(percent(1, 200), "1%", "0.5 rounds up");
    assert_eq!(percent(0, 5), "0%");
    assert_eq!(percent(0, 0), "–");
    assert_eq!(percent(7, 7), "100%");
}

fn napd_event() -> Event {
    let mut s = EventSettings::new("NAPD", Structure::Basic);
    s.format = Format::Napd;
    let mut e = Event::new(s, 5);
    for (n, r) in [
        ("A", "Noise"),
        ("B", "Kit"),
        ("C", "Hayley Kaplan"),
        ("D", "Gabriel Santiago"),
        ("E", "Sunny Lebeau"),
        ("F", "Nasir Meidan"),
        ("G", "Valencia Estevez"),
        ("H", "Kate \"Mac\" McCaffrey"),
    ] {
        add(&mut e, player(n, None, Some(r)));
    }
    e
}

#[test]
fn napd_statistics_count_corp_wins_against_the_runner_team() {
    let mut e = napd_event();
    let mut settings = MultiplayerSettings::defaults(e.settings().format).unwrap();
    settings.rounds = 3;
    e.apply(Command::SetMultiplayerSettings { settings })
        .unwrap();
    let endings = [
        [
            (NapdEnding::CorpAgendas, 7u8, 0u8),
            (NapdEnding::Time, 4, 2),
        ],
        [(NapdEnding::RunnerAgendas, 2, 7), (NapdEnding::Time, 2, 2)],
        [(NapdEnding::Time, 1, 5), (NapdEnding::CorpDecked, 3, 1)],
    ];
    for (round, pods) in endings.iter().enumerate() {
        e.apply(Command::PairPods).unwrap();
        let mp = e.multiplayer().unwrap();
        let seatings: Vec<(u32, Vec<PlayerId>)> = mp.rounds[round]
            .pods
            .iter()
            .map(|p| match &p.seating {
                Seating::Napd { runners, .. } => (p.number, runners.clone()),
                Seating::BigSellOut { .. } => unreachable!(),
            })
            .collect();
        for ((pod, runners), &(ending, corp, runner_points)) in seatings.iter().zip(pods) {
            // All the Runners' points on the first Runner.
            let scores = runners
                .iter()
                .enumerate()
                .map(|(i, &p)| RunnerScore {
                    player: p,
                    points: if i == 0 { runner_points } else { 0 },
                    flatlined: false,
                    left: false,
                })
                .collect();
            e.apply(Command::ReportPod {
                round: round as u32 + 1,
                pod: *pod,
                result: PodResult::Napd(NapdResult {
                    ending,
                    corp_points: corp,
                    runners: scores,
                }),
            })
            .unwrap();
        }
    }
    let s = charts::statistics(&e);
    let m = s.multiplayer.unwrap();
    assert_eq!(m.games, 6);
    assert_eq!(
        m.napd.unwrap(),
        GameTally {
            corp_wins: 1,
            corp_timed_wins: 1,
            runner_wins: 2,
            runner_timed_wins: 1,
            draws: 1,
            unknown_sides: 0,
            intentional_splits: 0,
        }
    );
    let time = m.endings.iter().find(|c| c.ending == "time").unwrap();
    assert_eq!(time.games, 3);
    // The Corp plays the NAPD identity: only Runner identities are counted.
    assert_eq!(s.field.corp.players, 0);
    assert_eq!(s.field.runner.players, 8);
    assert!(s.swiss.is_none() && s.cut.is_none());
}

#[test]
fn big_sell_out_statistics_count_endings_and_seats() {
    let mut s = EventSettings::new("BSO", Structure::Basic);
    s.format = Format::BigSellOut {
        edition: BigSellOutEdition::AndroidNetrunner,
    };
    let mut e = Event::new(s, 9);
    for i in 0..4 {
        e.apply(Command::RegisterTeam {
            name: Some(format!("Team {i}")),
            sponsor: player(
                &format!("S{i}"),
                Some("Haas-Bioroid: Precision Design"),
                None,
            ),
            agent: player(&format!("A{i}"), None, Some("Noise")),
        })
        .unwrap();
    }
    e.apply(Command::PairPods).unwrap();
    let pods = e.multiplayer().unwrap().rounds[0].pods.clone();
    for (k, pod) in pods.iter().enumerate() {
        let Seating::BigSellOut { teams } = &pod.seating else {
            unreachable!()
        };
        let mut r = BsoResult {
            ending: if k == 0 {
                BsoEnding::Agendas
            } else {
                BsoEnding::Time
            },
            teams: teams
                .iter()
                .enumerate()
                .map(|(i, t)| TeamScore {
                    team: *t,
                    points: match (k, i) {
                        (0, 0) => 11,
                        (0, _) => 5,
                        _ => 4,
                    },
                    left: None,
                })
                .collect(),
            winner: None,
        };
        r.winner = r.derived_winner();
        e.apply(Command::ReportPod {
            round: 1,
            pod: pod.number,
            result: PodResult::BigSellOut(r),
        })
        .unwrap();
    }
    let st = charts::statistics(&e);
    let m = st.multiplayer.unwrap();
    assert_eq!(m.games, pods.len() as u32);
    let seats = m.seats.unwrap();
    // The first pod: seat 1 scored 11 and won; every other pod drew at time.
    assert_eq!(seats.wins.first(), Some(&1));
    assert_eq!(seats.draws, pods.len() as u32 - 1);
    assert_eq!(st.field.corp.players, 4, "Sponsors");
    assert_eq!(st.field.runner.players, 4, "Agents");
    assert_eq!(factions(&st.field.corp.factions), [("haas-bioroid", 4)]);
    assert_eq!(factions(&st.field.runner.factions), [("anarch", 4)]);
}

fn stats_json(s: &Statistics) -> serde_json::Value {
    serde_json::to_value(s).unwrap()
}

#[test]
fn the_command_line_prints_the_same_numbers() {
    let dir = tempfile::tempdir().unwrap();
    let event = dir.path().join("gs.json");
    let bin = env!("CARGO_BIN_EXE_netrunner-to");
    let fixture = PathBuf::from(env!("CARGO_MANIFEST_DIR"))
        .join("fixtures/real/cobra_2018-01-08_gamescape-store-champs_16p_4r_top4de.json");
    let run = |args: &[&std::ffi::OsStr]| {
        let out = std::process::Command::new(bin).args(args).output().unwrap();
        assert!(
            out.status.success(),
            "{}",
            String::from_utf8_lossy(&out.stderr)
        );
        String::from_utf8(out.stdout).unwrap()
    };
    run(&[
        "import".as_ref(),
        fixture.as_os_str(),
        "--out".as_ref(),
        event.as_os_str(),
        "--seed".as_ref(),
        "7".as_ref(),
    ]);
    let svg_dir = dir.path().join("charts");
    let json: serde_json::Value = serde_json::from_str(&run(&[
        "stats".as_ref(),
        event.as_os_str(),
        "--json".as_ref(),
        "--svg".as_ref(),
        svg_dir.as_os_str(),
    ]))
    .unwrap();
    let mut expected = stats_json(&charts::statistics(&real(
        "cobra_2018-01-08_gamescape-store-champs_16p_4r_top4de.json",
    )));
    expected["event"] = json["event"].clone();
    expected["identities_public"] = true.into();
    assert_eq!(json, expected);
    assert_eq!(
        json["field"]["corp"]["factions"][0]["faction"],
        "haas-bioroid"
    );
    assert_eq!(json["cut"]["breakdown"]["players"], 4);
    // One SVG per chart, each a complete SVG document.
    let files: Vec<_> = std::fs::read_dir(&svg_dir).unwrap().collect();
    assert_eq!(files.len(), 4 + 4 + 4 + 2);
    for f in files {
        let text = std::fs::read_to_string(f.unwrap().path()).unwrap();
        assert!(text.starts_with("<svg") && text.ends_with("</svg>"));
    }
    let text = run(&["stats".as_ref(), event.as_os_str()]);
    assert!(text.contains("Haas-Bioroid        5 (31%)"), "{text}");
    assert!(text.contains("2 of 2 (100%)"), "{text}");
    assert!(text.contains("Corp wins           4 (67%)"), "{text}");
}

#[test]
fn every_bar_of_every_chart_says_what_it_is_and_its_numbers() {
    let e = real("cobra_2018-01-08_gamescape-store-champs_16p_4r_top4de.json");
    let sections = charts::sections(&charts::statistics(&e), None, Lang::ENGLISH);
    assert_eq!(
        sections
            .iter()
            .map(|s| s.title.as_str())
            .collect::<Vec<_>>(),
        [
            "The field: 16 players",
            "The cut: top 4",
            "Cut conversion",
            "Results"
        ]
    );
    for (i, s) in sections.iter().enumerate() {
        for (j, c) in s.charts.iter().enumerate() {
            let svg = charts::svg(c, &format!("c{i}-{j}"), Lang::ENGLISH);
            for b in &c.bars {
                assert!(!b.label.is_empty() && !b.value.is_empty());
                // The label and the numbers are text in the SVG, not only a colour.
                let label: String = b.label.chars().take(20).collect();
                assert!(
                    svg.contains(&charts::xml_escape(&label)),
                    "{} missing from {}",
                    b.label,
                    c.title
                );
                assert!(svg.contains(&charts::xml_escape(&b.value)));
            }
        }
    }
    // Apex: 2 of 2 made the cut, the full bar.
    let conv = &sections[2].charts[1];
    assert_eq!(conv.title, "Runner factions: made the cut");
    assert_eq!(conv.bars[0].label, "Apex");
    assert_eq!(conv.bars[0].value, "2 of 2 (100%)");
    assert!((conv.bars[0].length - 1.0).abs() < 1e-6);
}

#[test]
fn a_long_identity_list_keeps_the_most_played_and_sums_the_rest() {
    let e = real("cobra_2020-10-10_nisei-worlds-day1B_173p_7r.json");
    let s = charts::statistics(&e);
    let sections = charts::sections(&s, Some(10), Lang::ENGLISH);
    let runner_ids = sections[0]
        .charts
        .iter()
        .find(|c| c.title == "Runner identities")
        .unwrap();
    assert_eq!(runner_ids.bars.len(), 11);
    let others = runner_ids.bars.last().unwrap();
    let rest: u32 = s.field.runner.identities[10..]
        .iter()
        .map(|i| i.players)
        .sum();
    assert!(others.label.ends_with("other identities"));
    assert!(others.value.starts_with(&format!("{rest} (")));
    let total: u32 = s.field.runner.identities.iter().map(|i| i.players).sum();
    assert_eq!(total, s.field.players);
    // Every bar, the "other identities" one included, is drawn to the same scale.
    let longest = s.field.runner.identities[0].players.max(rest);
    let counts = s.field.runner.identities[..10]
        .iter()
        .map(|i| i.players)
        .chain([rest]);
    for (bar, n) in runner_ids.bars.iter().zip(counts) {
        let want = n as f32 / longest as f32;
        assert!(
            (bar.length - want).abs() < 1e-6,
            "{}: {} not {want}",
            bar.label,
            bar.length
        );
    }
    assert!(
        runner_ids
            .bars
            .iter()
            .any(|b| (b.length - 1.0).abs() < 1e-6)
    );
}

// ----- the printout and the reveal -----------------------------------------------------------

fn printout_text(e: &Event, p: &Printout) -> String {
    let pdf = render(e, p, Paper::A4).unwrap();
    crate::print::poppler("pdftotext", &["-layout", "-enc", "UTF-8"], &pdf)
}

/// The line of the printout that starts with `label` (after the chart's left margin).
fn line_of<'t>(text: &'t str, label: &str) -> Vec<&'t str> {
    text.lines()
        .filter(|l| l.trim_start().starts_with(label))
        .collect()
}

#[test]
fn the_statistics_printout_shows_the_hand_counted_numbers() {
    let e = real("cobra_2018-01-08_gamescape-store-champs_16p_4r_top4de.json");
    let text = printout_text(&e, &Printout::Statistics);
    assert!(text.contains("Statistics — Final"), "{text}");
    for heading in [
        "The field: 16 players",
        "The cut: top 4",
        "Cut conversion",
        "Results",
    ] {
        assert!(text.contains(heading), "no {heading:?}:\n{text}");
    }
    // Field: Haas-Bioroid 5 of 16 (31%), Anarch 6 (38%); the cut: Apex 2 of 4.
    let hb = line_of(&text, "Haas-Bioroid");
    assert!(hb.iter().any(|l| l.contains("5 (31%)")), "{hb:?}");
    let anarch = line_of(&text, "Anarch");
    assert!(anarch.iter().any(|l| l.contains("6 (38%)")), "{anarch:?}");
    let apex = line_of(&text, "Apex");
    assert!(apex.iter().any(|l| l.contains("2 (50%)")), "{apex:?}");
    // Conversion: Apex 2 of 2, Cerebral Imaging 1 of 5, Jinteki 0 of 4.
    assert!(apex.iter().any(|l| l.contains("2 of 2 (100%)")), "{apex:?}");
    let ci = line_of(&text, "Cerebral Imaging");
    assert!(ci.iter().any(|l| l.contains("1 of 5 (20%)")), "{ci:?}");
    let jinteki = line_of(&text, "Jinteki");
    assert!(
        jinteki.iter().any(|l| l.contains("0 of 4 (0%)")),
        "{jinteki:?}"
    );
    // The cut's six games: Corp 4, Runner 2.
    let corp = line_of(&text, "Corp wins");
    assert!(corp.iter().any(|l| l.contains("4 (67%)")), "{corp:?}");
    let runner = line_of(&text, "Runner wins");
    assert!(runner.iter().any(|l| l.contains("2 (33%)")), "{runner:?}");
    // Swiss games without known sides are said, not counted.
    assert!(text.contains("60 games without known sides"), "{text}");
}

/// Every identity and faction name the players of [`reveal_event`] chose.
const CHOSEN: [&str; 8] = [
    "Precision Design",
    "Personal Evolution",
    "Haas-Bioroid",
    "Jinteki",
    "Noise",
    "Hayley Kaplan",
    "Anarch",
    "Shaper",
];

/// The identities among them (the faction names are in the statistics only).
const IDENTITIES: [&str; 4] = [
    "Precision Design",
    "Personal Evolution",
    "Noise",
    "Hayley Kaplan",
];

fn reveal_event() -> Event {
    let mut e = Event::new(EventSettings::new("Reveal", Structure::Basic), 4);
    add(
        &mut e,
        player("Ann", Some("Haas-Bioroid: Precision Design"), Some("Noise")),
    );
    add(
        &mut e,
        player(
            "Bo",
            Some("Jinteki: Personal Evolution"),
            Some("Hayley Kaplan"),
        ),
    );
    add(
        &mut e,
        player("Cy", Some("Haas-Bioroid: Precision Design"), Some("Noise")),
    );
    add(
        &mut e,
        player(
            "Di",
            Some("Jinteki: Personal Evolution"),
            Some("Hayley Kaplan"),
        ),
    );
    e
}

/// The text of every printout of `kind` the event can print now (none when it cannot yet).
fn printable(e: &Event, kind: Kind) -> Option<String> {
    let p = Printout::for_event(e, kind, None).ok()?;
    Some(printout_text(e, &p))
}

#[test]
fn before_round_1_no_printout_for_players_names_an_identity_and_after_it_they_do() {
    let mut e = reveal_event();
    assert!(!e.identities_public());
    let mut printed = 0;
    for &kind in Kind::for_event(&e) {
        let Some(text) = printable(&e, kind) else {
            continue;
        };
        printed += 1;
        if kind.is_for_players() {
            for id in CHOSEN {
                assert!(
                    !text.contains(id),
                    "{} names {id} before round 1:\n{text}",
                    kind.title()
                );
            }
        } else if kind == Kind::Registration {
            // The organizer's check-in sheet: every identity, and a warning to keep it off the wall.
            assert!(IDENTITIES.iter().all(|id| text.contains(id)), "{text}");
            assert!(text.contains("keep this sheet off the wall"), "{text}");
        }
    }
    assert!(
        printed >= 3,
        "standings, registration and statistics print before round 1"
    );
    let stats = printable(&e, Kind::Statistics).unwrap();
    assert!(
        stats.contains("The field's identities are shown once round 1 is paired."),
        "{stats}"
    );

    e.apply(Command::PairRound).unwrap();
    assert!(e.identities_public());
    let standings = printable(&e, Kind::Standings).unwrap();
    let stats = printable(&e, Kind::Statistics).unwrap();
    for id in CHOSEN {
        assert!(stats.contains(id), "statistics lack {id}:\n{stats}");
    }
    for id in IDENTITIES {
        assert!(standings.contains(id), "standings lack {id}:\n{standings}");
    }
    let registration = printable(&e, Kind::Registration).unwrap();
    assert!(!registration.contains("keep this sheet off the wall"));
}

#[test]
fn a_multiplayer_event_hides_identities_until_its_first_pods() {
    let mut e = napd_event();
    let mut settings = MultiplayerSettings::defaults(e.settings().format).unwrap();
    settings.rounds = 3;
    e.apply(Command::SetMultiplayerSettings { settings })
        .unwrap();
    let stats = printable(&e, Kind::Statistics).unwrap();
    assert!(
        !stats.contains("Noise") && !stats.contains("Anarch"),
        "{stats}"
    );
    assert!(stats.contains("shown once round 1 is paired"), "{stats}");
    e.apply(Command::PairPods).unwrap();
    assert!(e.identities_public());
    let stats = printable(&e, Kind::Statistics).unwrap();
    assert!(
        stats.contains("Noise") && stats.contains("Anarch"),
        "{stats}"
    );
    let pods = printable(&e, Kind::Pods).unwrap();
    assert!(pods.contains("Noise"), "{pods}");
}

// ----- the phone page ------------------------------------------------------------------------

#[test]
fn the_phone_page_draws_the_charts_only_once_round_1_is_paired() {
    let e = reveal_event();
    let live = crate::web_pages::Live::start(e);
    let before = live.page("/statistics");
    for id in CHOSEN {
        assert!(!before.contains(id), "the page names {id} before round 1");
    }
    assert!(before.contains("shown once round 1 is paired"));
    assert!(!before.contains("<svg"));
    live.apply(Command::PairRound);
    let after = live.page("/statistics");
    for id in CHOSEN {
        assert!(after.contains(id), "the page lacks {id}:\n{after}");
    }
    // Drawn on the server: inline SVG (the field's four charts, the Swiss results), no script but
    // the page's own, nothing loaded from anywhere.
    assert_eq!(after.matches("<svg").count(), 5, "{after}");
    assert_eq!(after.matches("<script").count(), 1);
    assert_eq!(
        after.matches("src=").count(),
        1,
        "only the page's own script"
    );
    assert!(after.contains("<script src=\"/app.js\">") && !after.contains("href=\"http"));
    // Every bar says its numbers: Precision Design 2 of 4 players.
    assert!(after.contains("2 (50%) · Haas-Bioroid"), "{after}");
}

#[test]
fn the_phone_page_of_a_real_event_shows_the_hand_counted_numbers() {
    let e = real("cobra_2020-06-27_black-lives-matter-charity_113p_6r_top8de.json");
    let live = crate::web_pages::Live::start(e);
    let page = live.page("/statistics");
    for text in [
        "The field: 113 players",
        "The cut: top 8",
        "Weyland Consortium",
        "37 (33%)",
        "4 of 19 (21%) · Criminal",
        "347 (59%)",
    ] {
        assert!(page.contains(text), "no {text:?}");
    }
}

/// Issue 37: on paper, an identity's label is whole however long (the label column takes what
/// its longest label needs), in Japanese as in English.
#[test]
fn printed_statistics_show_long_labels_whole() {
    let long = "新しい世界のための新しい奇跡を起こす株式会社";
    for lang in ["ja", "en"] {
        let mut s = EventSettings::new("統計", Structure::Basic);
        s.language = Some(lang.into());
        let mut e = Event::new(s, 4);
        for (i, corp) in [
            long,
            "AgInfusion: New Miracles for a New World",
            "NBN: Reality Plus",
        ]
        .into_iter()
        .enumerate()
        {
            e.apply(Command::AddPlayer {
                details: PlayerDetails {
                    corp: Some(corp.into()),
                    runner: Some("Sebastião Souza Pessoa: Activist Organizer".into()),
                    ..PlayerDetails::named(format!("P{i}"))
                },
                id: None,
            })
            .unwrap();
        }
        e.apply(Command::PairRound).unwrap();
        let pdf = render(
            &e,
            &Printout::for_event(&e, Kind::Statistics, None).unwrap(),
            Paper::A4,
        )
        .unwrap();
        let text = super::deck_outputs::pdf_pages(&pdf).join("\n");
        assert!(text.contains(long), "{lang}: {text}");
        assert!(text.contains("Sebastião Souza Pessoa"), "{lang}: {text}");
        assert!(!text.contains('…'), "{lang}: {text}");
    }
}
