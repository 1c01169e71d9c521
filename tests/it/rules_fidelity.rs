#![allow(clippy::unwrap_used, clippy::expect_used, clippy::panic)] // test code: a failed step is a failed test

//! Issue 12, "Rules fidelity": the places where the program did something the regulations (v3.2)
//! or `spec/pairing.md` rule out. Each rule is tested through `Event::apply` and, where a command
//! exists, through the command-line program (the real binary in a temporary directory).

use egui_kittest::kittest::{NodeT as _, Queryable as _};
use netrunner_to::app::screens::Screen;
use netrunner_to::app::{Action, NetrunnerApp};
use netrunner_to::engine::command::{EliminationOutcome, SideChoice};
use netrunner_to::engine::{
    Command, CutSize, EngineError, Event, EventSettings, Format, GameResult, ManualPairing,
    MatchResult, PlayerDetails, PlayerId, PlayerStatus, RejoinBlock, Side, Structure, Suggestion,
    Warning,
};
use netrunner_to::io::save;
use serde_json::Value;
use std::path::Path;
use std::process::Output;

fn event(structure: Structure, names: &[&str]) -> Event {
    let mut e = Event::new(EventSettings::new("Rules Open", structure), 12);
    for n in names {
        e.apply(Command::AddPlayer {
            details: PlayerDetails::named(*n),
            id: None,
        })
        .unwrap();
    }
    e
}

fn id(e: &Event, name: &str) -> PlayerId {
    e.find_player(name).unwrap().id
}

fn win(side: Side) -> GameResult {
    GameResult::Win {
        winner: side,
        reason: None,
    }
}

/// Player 1 wins both games.
fn sweep() -> MatchResult {
    MatchResult::Games {
        p1_corp: win(Side::Corp),
        p2_corp: win(Side::Runner),
    }
}

/// One game each.
fn split() -> MatchResult {
    MatchResult::Games {
        p1_corp: win(Side::Corp),
        p2_corp: win(Side::Corp),
    }
}

/// Adds a round by hand (pairs; `None` is a bye) and reports every table with `result`.
fn played_round(e: &mut Event, pairs: &[(&str, Option<&str>)], result: MatchResult) {
    let pairings = pairs
        .iter()
        .map(|(a, b)| ManualPairing {
            table: None,
            p1: id(e, a),
            p2: b.map(|b| id(e, b)),
            p1_side: None,
            side_reason: None,
        })
        .collect();
    e.apply(Command::AddRound { pairings }).unwrap();
    report_latest(e, result);
}

/// Reports every open table of the latest Swiss round with `result`.
fn report_latest(e: &mut Event, result: MatchResult) {
    let round = e.rounds().len() as u32;
    let results = e
        .round(round)
        .unwrap()
        .unreported_tables()
        .into_iter()
        .map(|t| (t, result))
        .collect();
    e.apply(Command::ReportResults { round, results }).unwrap();
}

/// The player with the bye in a round.
fn bye_of(e: &Event, round: u32) -> Option<PlayerId> {
    e.round(round)
        .unwrap()
        .pairings
        .iter()
        .find(|p| p.is_bye())
        .map(|p| p.p1)
}

/// Runs the command-line program in `dir`.
fn cli(dir: &Path, args: &[&str]) -> Output {
    crate::support::cli::binary_output(args, |c| {
        c.current_dir(dir);
    })
}

/// Runs a command that must succeed; its stdout and stderr.
fn cli_ok(dir: &Path, args: &[&str]) -> (String, String) {
    let out = cli(dir, args);
    let stdout = String::from_utf8(out.stdout).unwrap();
    let stderr = String::from_utf8(out.stderr).unwrap();
    assert!(
        out.status.success(),
        "{args:?} failed:\nstdout: {stdout}\nstderr: {stderr}"
    );
    (stdout, stderr)
}

/// Runs a command that must fail with one `error: …` line containing every one of `expected`,
/// leaving the event file unchanged.
fn cli_fails(dir: &Path, args: &[&str], expected: &[&str]) {
    let file = dir.join("ev.json");
    let before = std::fs::read(&file).ok();
    let out = cli(dir, args);
    let stderr = String::from_utf8_lossy(&out.stderr).into_owned();
    assert_eq!(out.status.code(), Some(1), "{args:?} should fail: {stderr}");
    assert_eq!(stderr.lines().count(), 1, "{args:?}: {stderr}");
    for e in expected {
        assert!(stderr.contains(e), "{args:?}: expected {e:?} in {stderr}");
    }
    assert_eq!(
        std::fs::read(&file).ok(),
        before,
        "{args:?} changed the file"
    );
}

// ---------------------------------------------------------------------------------------------
// 1. The bye goes to the lowest-ranked player without one, even when that forces a rematch
// ---------------------------------------------------------------------------------------------

/// Five players; A, B and C had the byes of rounds 1–3 and only ever met D and E, who never met
/// each other. Giving the round-4 bye to D or E leaves the other of them a rematch; a second
/// bye for A, B or C would leave none. The regulations: "the bye is given to the lowest ranked
/// player who has not yet received a bye".
fn five_players_three_byes() -> Event {
    let mut e = event(Structure::Advanced, &["A", "B", "C", "D", "E"]);
    played_round(
        &mut e,
        &[("A", None), ("B", Some("D")), ("C", Some("E"))],
        sweep(),
    );
    played_round(
        &mut e,
        &[("B", None), ("A", Some("E")), ("C", Some("D"))],
        sweep(),
    );
    played_round(
        &mut e,
        &[("C", None), ("A", Some("D")), ("B", Some("E"))],
        sweep(),
    );
    e
}

#[test]
fn no_second_bye_while_a_player_has_had_none() {
    let mut e = five_players_three_byes();
    let (d, ee) = (id(&e, "D"), id(&e, "E"));
    let standings = e.standings_after(3);
    let lowest = if standings.of(d).unwrap().rank > standings.of(ee).unwrap().rank {
        d
    } else {
        ee
    };
    let out = e.apply(Command::PairRound).unwrap();
    assert_eq!(bye_of(&e, 4), Some(lowest), "{:?}", e.round(4));
    assert!(
        !out.warnings
            .iter()
            .any(|w| matches!(w, Warning::SecondBye { .. })),
        "{:?}",
        out.warnings
    );
    // The rematch the bye rule forces is made and named, with how often they met.
    let rematches: Vec<&Warning> = out
        .warnings
        .iter()
        .filter(|w| matches!(w, Warning::Rematch { meetings: 1, .. }))
        .collect();
    assert_eq!(rematches.len(), 1, "{:?}", out.warnings);
    assert!(rematches[0].to_string().contains("once before"));
}

#[test]
fn cli_pair_gives_no_second_bye_while_a_player_has_had_none() {
    let dir = tempfile::tempdir().unwrap();
    save::save(&dir.path().join("ev.json"), &five_players_three_byes()).unwrap();
    let (stdout, stderr) = cli_ok(dir.path(), &["pair", "ev.json"]);
    assert!(!stderr.contains("second bye"), "{stderr}");
    assert!(
        stderr.contains("have played each other once before"),
        "{stderr}"
    );
    let bye_line = stdout.lines().find(|l| l.contains("BYE")).unwrap();
    assert!(
        bye_line.contains(" D ") || bye_line.contains(" E "),
        "{stdout}"
    );
}

// ---------------------------------------------------------------------------------------------
// 5. When rematches cannot be avoided, the fewest meetings
// ---------------------------------------------------------------------------------------------

/// Four players after four rounds: everyone met everyone once, and A–B and C–D met twice. A and
/// B lead on points, so by points alone round 5 would pair A–B and C–D a third time.
fn four_players_four_rounds() -> Event {
    let mut e = event(Structure::Basic, &["A", "B", "C", "D"]);
    played_round(&mut e, &[("A", Some("B")), ("C", Some("D"))], split());
    played_round(&mut e, &[("A", Some("C")), ("B", Some("D"))], sweep());
    played_round(&mut e, &[("A", Some("D")), ("B", Some("C"))], sweep());
    played_round(&mut e, &[("A", Some("B")), ("C", Some("D"))], split());
    e
}

/// How often the players of each rematch had met, from the rematch warnings.
fn meeting_counts(warnings: &[Warning]) -> Vec<u32> {
    warnings
        .iter()
        .filter_map(|w| match w {
            Warning::Rematch { meetings, .. } => Some(*meetings),
            _ => None,
        })
        .collect()
}

#[test]
fn no_third_meeting_while_second_meetings_suffice() {
    let mut e = four_players_four_rounds();
    let (a, b) = (id(&e, "A"), id(&e, "B"));
    let out = e.apply(Command::PairRound).unwrap();
    let r5 = e.round(5).unwrap();
    let partner = r5.pairing_of(a).unwrap();
    assert!(!partner.has(b), "A and B meet a third time: {r5:?}");
    // Two second meetings, each named with how often the players met.
    let counts = meeting_counts(&out.warnings);
    assert_eq!(counts, vec![1, 1], "{:?}", out.warnings);
    // Round 6: one pairing whose pairs met only once is left, and it is the one made.
    report_latest(&mut e, split());
    let out = e.apply(Command::PairRound).unwrap();
    let counts = meeting_counts(&out.warnings);
    assert_eq!(counts, vec![1, 1], "round 6 still has second meetings left");
}

/// The same four players in a half draft (single-sided rounds): the sides chosen so that every
/// player played Corp twice and Runner twice, so that only the meetings and points decide.
/// Each pair is (Corp player, Runner player); the first named wins.
fn four_players_four_half_draft_rounds() -> Event {
    let mut settings = EventSettings::new("Half draft", Structure::Basic);
    settings.format = Format::HalfDraft;
    let mut e = Event::new(settings, 12);
    for n in ["A", "B", "C", "D"] {
        e.apply(Command::AddPlayer {
            details: PlayerDetails::named(n),
            id: None,
        })
        .unwrap();
    }
    // (corp, runner, the corp player wins)
    let rounds: [[(&str, &str, bool); 2]; 4] = [
        [("A", "B", true), ("C", "D", true)],
        [("C", "A", false), ("B", "D", true)],
        [("D", "A", false), ("B", "C", true)],
        [("A", "B", false), ("D", "C", true)],
    ];
    for (number, tables) in rounds.iter().enumerate() {
        let pairings = tables
            .iter()
            .map(|(corp, runner, _)| ManualPairing {
                table: None,
                p1: id(&e, corp),
                p2: Some(id(&e, runner)),
                p1_side: Some(Side::Corp),
                side_reason: None,
            })
            .collect();
        e.apply(Command::AddRound { pairings }).unwrap();
        let round = number as u32 + 1;
        let results = e
            .round(round)
            .unwrap()
            .pairings
            .iter()
            .zip(tables)
            .map(|(p, (_, _, corp_wins))| {
                let winner = if *corp_wins { Side::Corp } else { Side::Runner };
                (p.table, MatchResult::Single { game: win(winner) })
            })
            .collect();
        e.apply(Command::ReportResults { round, results }).unwrap();
    }
    e
}

#[test]
fn a_half_draft_avoids_a_third_meeting_too() {
    let mut e = four_players_four_half_draft_rounds();
    let (a, b) = (id(&e, "A"), id(&e, "B"));
    let standings = e.standings();
    assert_eq!(
        (
            standings.of(a).unwrap().points,
            standings.of(b).unwrap().points
        ),
        (9, 9),
        "A and B lead"
    );
    let out = e.apply(Command::PairRound).unwrap();
    let r5 = e.round(5).unwrap();
    assert!(
        !r5.pairing_of(a).unwrap().has(b),
        "A and B meet a third time: {r5:?}"
    );
    assert_eq!(
        meeting_counts(&out.warnings),
        vec![1, 1],
        "{:?}",
        out.warnings
    );
}

#[test]
fn cli_pair_avoids_a_third_meeting_and_names_the_meetings() {
    let dir = tempfile::tempdir().unwrap();
    save::save(&dir.path().join("ev.json"), &four_players_four_rounds()).unwrap();
    let (_, stderr) = cli_ok(dir.path(), &["pair", "ev.json"]);
    assert_eq!(
        stderr.matches("have played each other once before").count(),
        2,
        "{stderr}"
    );
    assert!(!stderr.contains("twice"), "{stderr}");
    let e = save::load(&dir.path().join("ev.json")).unwrap();
    let (a, b) = (id(&e, "A"), id(&e, "B"));
    assert!(!e.round(5).unwrap().pairing_of(a).unwrap().has(b));
}

// ---------------------------------------------------------------------------------------------
// 2. The structure is announced before the start and then stays
// ---------------------------------------------------------------------------------------------

/// Pairs the next round and reports every table as a sweep; the warnings of the pairing.
fn pair_and_play(e: &mut Event) -> Vec<Warning> {
    let out = e.apply(Command::PairRound).unwrap();
    report_latest(e, sweep());
    out.warnings
}

fn plan(rounds: u32, cut: CutSize) -> Suggestion {
    Suggestion { rounds, cut }
}

const NINE: [&str; 9] = ["A", "B", "C", "D", "E", "F", "G", "H", "I"];

#[test]
fn a_disqualification_after_round_one_keeps_the_announced_structure() {
    let mut e = event(Structure::Basic, &NINE);
    assert_eq!(e.planned(), plan(4, CutSize::Top4));
    assert_eq!(e.fixed_structure(), None);
    pair_and_play(&mut e);
    let fixed = e.fixed_structure().unwrap();
    assert_eq!(
        (fixed.rounds, fixed.cut, fixed.players),
        (4, CutSize::Top4, 9)
    );
    let i = id(&e, "I");
    e.apply(Command::DisqualifyPlayer { player: i }).unwrap();
    // 8 registered players would give 3 rounds and no cut; the event still plays 4 and a top 4.
    assert_eq!(e.suggestion(), plan(3, CutSize::None));
    assert_eq!(e.planned(), plan(4, CutSize::Top4));
    let status = e.structure_status();
    assert!(status.suggests_otherwise());
    assert_eq!(
        netrunner_to::io::words::structure_status(&status, netrunner_to::i18n::Lang::ENGLISH),
        "4 Swiss rounds, top 4 (fixed when round 1 was paired, 9 players; the basic table gives \
         3 Swiss rounds, no cut for the 8 players registered now)"
    );
    for _ in 2..=4 {
        let warnings = pair_and_play(&mut e);
        assert!(
            !warnings
                .iter()
                .any(|w| matches!(w, Warning::ExtraRound { .. })),
            "{warnings:?}"
        );
    }
    let out = e
        .apply(Command::Cut {
            size: CutSize::Top4,
            kind: None,
            seeds: None,
        })
        .unwrap();
    assert!(out.warnings.is_empty(), "{:?}", out.warnings);
}

#[test]
fn a_late_registration_keeps_the_announced_structure() {
    let mut e = event(Structure::Basic, &NINE[..8]);
    pair_and_play(&mut e);
    e.apply(Command::AddPlayer {
        details: PlayerDetails::named("Late"),
        id: None,
    })
    .unwrap();
    assert_eq!(e.suggestion(), plan(4, CutSize::Top4));
    assert_eq!(e.planned(), plan(3, CutSize::None));
    pair_and_play(&mut e);
    pair_and_play(&mut e);
    let warnings = pair_and_play(&mut e);
    assert!(
        warnings.iter().any(|w| matches!(
            w,
            Warning::ExtraRound {
                round: 4,
                planned: 3
            }
        )),
        "{warnings:?}"
    );
    // The organizer's custom values are fixed the same way.
    let mut e = event(
        Structure::Custom {
            rounds: 5,
            cut: CutSize::Top8,
        },
        &NINE,
    );
    pair_and_play(&mut e);
    e.apply(Command::DropPlayer {
        player: id(&e, "A"),
    })
    .unwrap();
    assert_eq!(e.planned(), plan(5, CutSize::Top8));
    assert!(!e.structure_status().suggests_otherwise());
}

/// Nine players (4 rounds, top 4 fixed at round 1), round 1 played, then I disqualified: 8 left.
fn nine_with_one_disqualified_after_round_one() -> Event {
    let mut e = event(Structure::Basic, &NINE);
    pair_and_play(&mut e);
    e.apply(Command::DisqualifyPlayer {
        player: id(&e, "I"),
    })
    .unwrap();
    e
}

#[test]
fn the_organizer_can_change_the_fixed_structure_on_purpose_with_a_warning() {
    let mut e = nine_with_one_disqualified_after_round_one();
    // Renaming the event changes nothing.
    let mut s = e.settings().clone();
    s.name = "Renamed Open".into();
    let out = e.apply(Command::EditSettings { settings: s }).unwrap();
    assert!(out.warnings.is_empty());
    assert_eq!(e.planned(), plan(4, CutSize::Top4));
    // A custom structure replaces the fixed values, with a warning naming both.
    let mut s = e.settings().clone();
    s.structure = Structure::Custom {
        rounds: 5,
        cut: CutSize::Top8,
    };
    let out = e.apply(Command::EditSettings { settings: s }).unwrap();
    assert_eq!(e.planned(), plan(5, CutSize::Top8));
    assert_eq!(
        out.warnings,
        vec![Warning::StructureChanged {
            old_rounds: 4,
            old_cut: 4,
            rounds: 5,
            cut: 8
        }]
    );
    assert!(
        out.warnings[0]
            .to_string()
            .contains("(4 Swiss rounds, top 4)")
    );
    // Back to the basic table: fixed again from the players registered now (8: 3 rounds).
    let mut s = e.settings().clone();
    s.structure = Structure::Basic;
    e.apply(Command::EditSettings { settings: s }).unwrap();
    assert_eq!(e.planned(), plan(3, CutSize::None));
    // Deleting round 1 goes back before the start: the structure follows registrations again.
    e.apply(Command::DeleteRound { force: true }).unwrap();
    assert_eq!(e.fixed_structure(), None);
    // The history replays to the same event.
    assert_eq!(Event::replay(e.origin(), e.history()).unwrap(), e);
}

#[test]
fn cli_info_shows_the_fixed_structure_and_cut_uses_it() {
    let dir = tempfile::tempdir().unwrap();
    let d = dir.path();
    cli_ok(d, &["new", "ev.json", "--name", "Fixed", "--seed", "3"]);
    let mut add = vec!["player", "add", "ev.json"];
    add.extend(NINE);
    cli_ok(d, &add);
    let report_all = || {
        let pairings: serde_json::Value =
            serde_json::from_str(&cli_ok(d, &["pairings", "ev.json", "--json"]).0).unwrap();
        for t in pairings["tables"].as_array().unwrap() {
            if t["bye"] != true {
                let table = t["table"].to_string();
                cli_ok(d, &["report", "ev.json", "--table", &table, "6-0"]);
            }
        }
    };
    cli_ok(d, &["pair", "ev.json"]);
    report_all();
    cli_ok(d, &["player", "disqualify", "ev.json", "I"]);
    let (info, _) = cli_ok(d, &["info", "ev.json"]);
    assert!(
        info.contains(
            "basic: 4 Swiss rounds, top 4 (fixed when round 1 was paired, 9 players; the basic \
             table gives 3 Swiss rounds, no cut for the 8 players registered now)"
        ),
        "{info}"
    );
    assert!(info.contains("round 1 of 4"), "{info}");
    let json: serde_json::Value =
        serde_json::from_str(&cli_ok(d, &["info", "ev.json", "--json"]).0).unwrap();
    assert_eq!(json["planned"]["rounds"], 4);
    assert_eq!(json["planned"]["cut"], 4);
    assert_eq!(json["planned"]["fixed"], true);
    assert_eq!(json["planned"]["suggests_otherwise"], true);
    assert_eq!(json["suggested"]["rounds"], 3);
    for _ in 2..=4 {
        let (_, stderr) = cli_ok(d, &["pair", "ev.json"]);
        assert!(!stderr.contains("beyond"), "{stderr}");
        report_all();
    }
    // `cut` without --top cuts to the announced top 4.
    let (out, stderr) = cli_ok(d, &["cut", "ev.json"]);
    assert!(stderr.is_empty(), "{stderr}");
    assert!(out.contains("top 4"), "{out}");
    // Changing the structure on purpose: --rounds alone keeps the planned cut; a warning.
    cli_ok(d, &["cut-delete", "ev.json"]);
    let (_, stderr) = cli_ok(d, &["settings", "ev.json", "--rounds", "5"]);
    assert!(
        stderr.contains("(4 Swiss rounds, top 4) changes to 5 Swiss rounds, top 4"),
        "{stderr}"
    );
    cli_fails(d, &["settings", "ev.json", "--cut", "5"], &["--cut 5"]);
}

#[test]
fn the_app_shows_the_fixed_structure_and_what_the_count_would_suggest() {
    let e = nine_with_one_disqualified_after_round_one();
    let (_dir, mut harness) = app_with(&e);
    goto(&mut harness, Screen::Players);
    assert!(shows(
        &harness,
        "Basic structure: 4 Swiss rounds, cut to top 4"
    ));
    assert!(shows(
        &harness,
        "Fixed when round 1 was paired (9 players); the table gives 3 Swiss rounds, no cut for \
         the 8 registered now"
    ));
    goto(&mut harness, Screen::Bracket);
    assert!(shows(
        &harness,
        "The event plans 4 Swiss rounds, top 4 (fixed when round 1 was paired, 9 players; the \
         basic table gives 3 Swiss rounds, no cut for the 8 players registered now)"
    ));
    assert!(shows(
        &harness,
        "Only 1 of the planned 4 rounds have been played."
    ));
}

// ---------------------------------------------------------------------------------------------
// 3. A disqualified player leaves the tournament, the cut included
// ---------------------------------------------------------------------------------------------

/// Ends the Swiss stage with the cut to the top 4 (double elimination).
fn cut_top4(e: &mut Event) {
    e.apply(Command::Cut {
        size: CutSize::Top4,
        kind: None,
        seeds: None,
    })
    .unwrap();
}

/// Six players, three Swiss rounds, cut to the top 4; the seeds.
fn top4() -> (Event, Vec<PlayerId>) {
    let mut e = event(Structure::Basic, &NINE[..6]);
    for _ in 0..3 {
        pair_and_play(&mut e);
    }
    cut_top4(&mut e);
    let seeds = e.cut().unwrap().seeds().to_vec();
    (e, seeds)
}

/// Reports `winner` in `game`, deciding the sides of its round first when needed (the higher
/// seeds choose Corp in round 1).
fn elimination_win(e: &mut Event, game: u32, winner: PlayerId) {
    if e.cut().unwrap().game(game).unwrap().sides.is_none() {
        let (round, games) = e.next_elimination_games().unwrap();
        let choices = if round == 1 {
            games
                .iter()
                .map(|&game| SideChoice {
                    game,
                    side: Side::Corp,
                })
                .collect()
        } else {
            vec![]
        };
        e.apply(Command::PairElimination { choices }).unwrap();
    }
    e.apply(Command::ReportElimination {
        game,
        outcome: EliminationOutcome::Winner { player: winner },
    })
    .unwrap();
}

#[test]
fn a_player_disqualified_in_the_cut_takes_no_place_and_the_places_below_move_up() {
    let (mut e, s) = top4();
    elimination_win(&mut e, 1, s[0]);
    elimination_win(&mut e, 2, s[1]);
    elimination_win(&mut e, 4, s[2]); // seed 4 loses twice: 4th so far
    assert_eq!(
        e.cut().unwrap().places(),
        vec![None, None, None, Some(s[3])]
    );
    // Seed 1 is disqualified while game 3 (seed 1 v seed 2) is played: seed 2 advances, and
    // seed 1's game in the lower bracket (game 5, against seed 3) is a bye too.
    let out = e.apply(Command::DisqualifyPlayer { player: s[0] }).unwrap();
    assert_eq!(
        out.warnings,
        vec![Warning::EliminationByes {
            player: e.name_of(s[0]),
            games: vec![3, 5],
            disqualified: true,
        }]
    );
    assert!(out.warnings[0].to_string().contains("disqualified"));
    assert!(!out.warnings[0].to_string().contains("dropped"));
    let b = e.cut().unwrap();
    // Three places: seed 4 moved up from 4th to 3rd.
    assert_eq!(b.places(), vec![None, None, Some(s[3])]);
    assert_eq!(b.place_of(s[0]), None);
    elimination_win(&mut e, 6, s[1]);
    let b = e.cut().unwrap();
    assert!(b.is_finished());
    assert_eq!(b.places(), vec![Some(s[1]), Some(s[2]), Some(s[3])]);
    assert_eq!(e.player(s[0]).unwrap().status, PlayerStatus::Disqualified);
    assert!(e.standings().of(s[0]).is_none());
    assert_eq!(Event::replay(e.origin(), e.history()).unwrap(), e);
}

#[test]
fn a_player_who_dropped_in_the_cut_and_is_then_disqualified_loses_their_place() {
    let (mut e, s) = top4();
    elimination_win(&mut e, 1, s[0]);
    elimination_win(&mut e, 2, s[1]);
    e.apply(Command::DropPlayer { player: s[3] }).unwrap();
    // The drop gave seed 3 the bye in game 4; seed 4 keeps the 4th place a drop leaves them.
    assert_eq!(e.cut().unwrap().places()[3], Some(s[3]));
    e.apply(Command::DisqualifyPlayer { player: s[3] }).unwrap();
    let b = e.cut().unwrap();
    assert!(b.disqualified().contains(&s[3]) && !b.dropped().contains(&s[3]));
    assert_eq!(b.places(), vec![None, None, None]);
}

#[test]
fn the_nrtm_export_leaves_a_disqualified_player_out_of_the_cut_and_reimports() {
    let (mut e, s) = top4();
    elimination_win(&mut e, 1, s[0]);
    elimination_win(&mut e, 2, s[1]);
    elimination_win(&mut e, 4, s[2]);
    e.apply(Command::DisqualifyPlayer { player: s[0] }).unwrap();
    elimination_win(&mut e, 6, s[1]);
    let json = netrunner_to::io::nrtm::export(&e);
    let ep = json["eliminationPlayers"].as_array().unwrap();
    let listed: Vec<(u64, u64)> = ep
        .iter()
        .map(|x| (x["id"].as_u64().unwrap(), x["rank"].as_u64().unwrap()))
        .collect();
    assert_eq!(
        listed,
        vec![
            (u64::from(s[1].0), 1),
            (u64::from(s[2].0), 2),
            (u64::from(s[3].0), 3)
        ]
    );
    let dq = json["players"]
        .as_array()
        .unwrap()
        .iter()
        .find(|p| p["id"] == s[0].0)
        .unwrap();
    assert_eq!(dq["disqualified"], true);
    // Our import reads it back: the same places, seed 1 disqualified in the cut.
    let bytes = serde_json::to_vec(&json).unwrap();
    let imported = netrunner_to::io::nrtm::import(&bytes, 1).unwrap();
    let b = imported.event.cut().unwrap();
    assert_eq!(b.places(), e.cut().unwrap().places());
    assert!(b.disqualified().contains(&s[0]));
    assert!(
        imported.differences.is_empty(),
        "{:?}",
        imported.differences
    );
}

/// The latest elimination round's games: pairs the next round with Corp choices for round 1.
fn cli_pair_elimination(d: &Path) {
    cli_ok(
        d,
        &["pair", "ev.json", "--side", "1=corp", "--side", "2=corp"],
    );
}

#[test]
fn cli_disqualify_during_the_cut_says_disqualified_and_shows_no_place() {
    let dir = tempfile::tempdir().unwrap();
    let d = dir.path();
    let (e, s) = top4();
    save::save(&d.join("ev.json"), &e).unwrap();
    let name = |p: PlayerId| e.name_of(p);
    cli_pair_elimination(d);
    cli_ok(d, &["report", "ev.json", "--game", "1", &name(s[0])]);
    cli_ok(d, &["report", "ev.json", "--game", "2", &name(s[1])]);
    cli_ok(d, &["pair", "ev.json"]);
    cli_ok(d, &["report", "ev.json", "--game", "4", &name(s[2])]);
    let (out, err) = cli_ok(d, &["player", "disqualify", "ev.json", &name(s[0])]);
    assert!(
        out.contains(&format!(
            "disqualified {} from the elimination rounds",
            name(s[0])
        )),
        "{out}"
    );
    assert!(out.contains("no final place"), "{out}");
    assert!(
        err.contains("disqualified: their opponents receive byes"),
        "{err}"
    );
    assert!(!err.contains("dropped"), "{err}");
    let (standings, _) = cli_ok(d, &["standings", "ev.json"]);
    assert!(
        standings.contains(&format!("{} (disqualified)", name(s[0]))),
        "{standings}"
    );
    let (bracket, _) = cli_ok(d, &["bracket", "ev.json", "--json"]);
    let bracket: Value = serde_json::from_str(&bracket).unwrap();
    assert_eq!(bracket["places"].as_array().unwrap().len(), 3);
    assert_eq!(bracket["disqualified"], serde_json::json!([s[0].0]));
    let (nrtm, _) = cli_ok(d, &["export", "ev.json", "--format", "nrtm"]);
    let nrtm: Value = serde_json::from_str(&nrtm).unwrap();
    assert!(
        nrtm["eliminationPlayers"]
            .as_array()
            .unwrap()
            .iter()
            .all(|x| x["id"] != s[0].0)
    );
}

/// A top 4 played to the end with seed 1 disqualified during round 2.
fn top4_with_a_disqualification() -> (Event, Vec<PlayerId>) {
    let (mut e, s) = top4();
    elimination_win(&mut e, 1, s[0]);
    elimination_win(&mut e, 2, s[1]);
    elimination_win(&mut e, 4, s[2]);
    e.apply(Command::DisqualifyPlayer { player: s[0] }).unwrap();
    elimination_win(&mut e, 6, s[1]);
    (e, s)
}

#[test]
fn the_bracket_printout_shows_the_disqualified_player_without_a_place() {
    use netrunner_to::io::print::{Kind, Paper, Printout, render};
    let (e, s) = top4_with_a_disqualification();
    let printout = Printout::for_event(&e, Kind::Bracket, None).unwrap();
    let pdf = render(&e, &printout, Paper::A4).unwrap();
    let text = crate::print::poppler("pdftotext", &["-layout", "-enc", "UTF-8"], &pdf);
    assert!(
        text.contains(&format!("{} (disqualified, no place)", e.name_of(s[0]))),
        "{text}"
    );
    assert!(text.contains("[disqualified]"), "{text}");
    let third = text
        .lines()
        .find(|l| l.trim_start().starts_with("3rd"))
        .unwrap();
    assert!(third.contains(&e.name_of(s[3])), "{text}");
}

/// The desktop app with `e` open (saved in a temporary directory), 1280×800.
fn app_with(
    e: &Event,
) -> (
    tempfile::TempDir,
    egui_kittest::Harness<'static, NetrunnerApp>,
) {
    let dir = tempfile::tempdir().unwrap();
    let file = dir.path().join("ev.json");
    save::save(&file, e).unwrap();
    let mut app = NetrunnerApp::new(dir.path().join("data"), Box::new(|| 1_750_000_000_000));
    app.use_dialogs = false;
    let mut harness = egui_kittest::Harness::builder()
        .with_size(egui::vec2(1280.0, 800.0))
        .with_max_steps(30)
        .build_ui_state(|ui, app: &mut NetrunnerApp| app.frame_ui(ui), app);
    harness.state_mut().push(Action::Open(file));
    harness.run_steps(4);
    (dir, harness)
}

/// Shows `screen` in the app.
fn goto(harness: &mut egui_kittest::Harness<'_, NetrunnerApp>, screen: Screen) {
    harness.state_mut().push(Action::Goto(screen));
    harness.run_steps(4);
}

/// Whether some widget's label contains `text`.
fn shows(harness: &egui_kittest::Harness<'_, NetrunnerApp>, text: &str) -> bool {
    harness.query_all_by_label_contains(text).next().is_some()
}

#[test]
fn the_app_shows_the_disqualified_player_without_a_place() {
    let (e, s) = top4_with_a_disqualification();
    let (_dir, mut harness) = app_with(&e);
    let note = format!("Disqualified, no final place: {} (seed 1)", e.name_of(s[0]));
    for screen in [Screen::Bracket, Screen::Standings] {
        goto(&mut harness, screen);
        assert!(shows(&harness, &note), "{screen:?} shows {note:?}");
        // Three places, not four: seed 4 moved up to 3rd and nobody is 4th.
        assert_eq!(
            harness.query_all_by_label("4th").count(),
            0,
            "{screen:?} lists a 4th place"
        );
        assert!(
            harness.query_all_by_label("3rd").next().is_some(),
            "{screen:?}"
        );
    }
    // Registration is closed after the cut.
    goto(&mut harness, Screen::Players);
    assert!(shows(
        &harness,
        "Registration is closed: the cut has been made"
    ));
    assert!(harness.query_by_label("Add player").is_none());
}

// ---------------------------------------------------------------------------------------------
// 4. Changes after the cut
// ---------------------------------------------------------------------------------------------

#[test]
fn no_new_player_after_the_cut() {
    let (mut e, _) = top4();
    let before = e.clone();
    let err = e
        .apply(Command::AddPlayer {
            details: PlayerDetails::named("Latecomer"),
            id: None,
        })
        .unwrap_err();
    assert_eq!(
        err,
        EngineError::RegistrationClosed {
            name: "Latecomer".into()
        }
    );
    assert!(err.to_string().contains("the cut has been made"), "{err}");
    assert!(
        e.apply(Command::AddPlayers {
            players: vec![PlayerDetails::named("Latecomer")],
        })
        .is_err()
    );
    assert_eq!(e, before);
    // Deleting the cut (nothing played yet) opens registration again.
    e.apply(Command::DeleteCut).unwrap();
    e.apply(Command::AddPlayer {
        details: PlayerDetails::named("Latecomer"),
        id: None,
    })
    .unwrap();
}

#[test]
fn a_player_who_dropped_in_the_cut_rejoins_while_their_place_is_open() {
    let (mut e, s) = top4();
    elimination_win(&mut e, 1, s[0]);
    // Seed 4 lost game 1 and drops; their next game (4: L1–L2) waits for game 2.
    e.apply(Command::DropPlayer { player: s[3] }).unwrap();
    e.apply(Command::RejoinPlayer { player: s[3] }).unwrap();
    assert_eq!(e.player(s[3]).unwrap().status, PlayerStatus::Active);
    assert!(e.cut().unwrap().dropped().is_empty());
    // Dropping again and letting game 2 end: game 4 becomes a bye, the place is gone.
    e.apply(Command::DropPlayer { player: s[3] }).unwrap();
    elimination_win(&mut e, 2, s[1]);
    let before = e.clone();
    let err = e.apply(Command::RejoinPlayer { player: s[3] }).unwrap_err();
    assert_eq!(
        err,
        EngineError::CannotRejoin {
            name: e.name_of(s[3]),
            why: RejoinBlock::ByesDecided {
                games: vec![netrunner_to::engine::ByeGame {
                    game: 4,
                    to: Some(e.name_of(s[2])),
                }]
            }
        }
    );
    assert_eq!(e, before);
}

/// Seven players; G drops after round 1; three rounds, then the cut to the top 4.
fn swiss_drop_then_cut() -> Event {
    let mut e = event(Structure::Basic, &NINE[..7]);
    pair_and_play(&mut e);
    let g = id(&e, "G");
    e.apply(Command::DropPlayer { player: g }).unwrap();
    pair_and_play(&mut e);
    pair_and_play(&mut e);
    cut_top4(&mut e);
    e
}

#[test]
fn a_player_who_dropped_in_the_swiss_stage_cannot_rejoin_after_the_cut() {
    let mut e = swiss_drop_then_cut();
    let g = id(&e, "G");
    let before = e.clone();
    let err = e.apply(Command::RejoinPlayer { player: g }).unwrap_err();
    assert!(
        matches!(
            err,
            EngineError::CannotRejoin {
                why: RejoinBlock::LeftBeforeCut,
                ..
            }
        ),
        "{err}"
    );
    assert_eq!(e, before);
}

/// A top 4 where seed 4 was dropped by mistake after game 1: game 4 became a bye for seed 3,
/// and game 5 (seed 3 against the loser of game 3) has been played since.
fn top4_with_a_mistaken_drop() -> (Event, Vec<PlayerId>) {
    let (mut e, s) = top4();
    elimination_win(&mut e, 1, s[0]);
    e.apply(Command::DropPlayer { player: s[3] }).unwrap();
    elimination_win(&mut e, 2, s[1]);
    elimination_win(&mut e, 3, s[0]);
    elimination_win(&mut e, 5, s[2]);
    (e, s)
}

#[test]
fn a_mistaken_drop_in_the_cut_is_undone_with_the_results_that_depend_on_it() {
    let (mut e, s) = top4_with_a_mistaken_drop();
    let out = e
        .apply(Command::UndoEliminationDrop { player: s[3] })
        .unwrap();
    let text = out.warnings[0].to_string();
    assert_eq!(
        out.warnings,
        vec![Warning::DropUndone {
            player: e.name_of(s[3]),
            cleared: vec![
                netrunner_to::engine::ClearedResult {
                    game: 5,
                    winner: e.name_of(s[2]),
                    how: netrunner_to::engine::ClearedHow::Won,
                },
                netrunner_to::engine::ClearedResult {
                    game: 4,
                    winner: e.name_of(s[2]),
                    how: netrunner_to::engine::ClearedHow::Bye,
                },
            ],
        }]
    );
    assert!(text.contains("cleared game 5"), "{text}");
    let b = e.cut().unwrap();
    assert!(b.dropped().is_empty());
    assert_eq!(e.player(s[3]).unwrap().status, PlayerStatus::Active);
    // Game 4 is ready again with both players; game 3 keeps its result.
    let g4 = b.game(4).unwrap();
    assert_eq!(g4.pair(), Some((s[3], s[2])));
    assert!(g4.result.is_none() && g4.sides.is_none());
    assert!(b.game(3).unwrap().result.is_some());
    assert!(b.game(5).unwrap().result.is_none());
    assert_eq!(Event::replay(e.origin(), e.history()).unwrap(), e);
    // The bracket plays on: sides for game 4, then its result.
    elimination_win(&mut e, 4, s[3]);
    assert_eq!(e.cut().unwrap().places()[3], Some(s[2]));
}

#[test]
fn cli_refuses_registration_after_the_cut_and_undoes_a_mistaken_drop() {
    let dir = tempfile::tempdir().unwrap();
    let d = dir.path();
    let (e, s) = top4_with_a_mistaken_drop();
    save::save(&d.join("ev.json"), &e).unwrap();
    cli_fails(
        d,
        &["player", "add", "ev.json", "Latecomer"],
        &["Latecomer cannot be registered: the cut has been made"],
    );
    let name = e.name_of(s[3]);
    cli_fails(
        d,
        &["player", "rejoin", "ev.json", &name],
        &["already decided game 4", "--undo-drop"],
    );
    let (out, err) = cli_ok(d, &["player", "rejoin", "ev.json", &name, "--undo-drop"]);
    assert!(err.is_empty(), "{err}");
    assert!(
        out.contains(&format!(
            "cleared game 5 ({} won), game 4 (bye to {})",
            e.name_of(s[2]),
            e.name_of(s[2])
        )),
        "{out}"
    );
    let (bracket, _) = cli_ok(d, &["bracket", "ev.json", "--json"]);
    let bracket: Value = serde_json::from_str(&bracket).unwrap();
    let g4 = bracket["games"]
        .as_array()
        .unwrap()
        .iter()
        .find(|g| g["game"] == 4)
        .unwrap();
    assert_eq!(g4["status"], "ready");
    let after = save::load(&d.join("ev.json")).unwrap();
    assert_eq!(after.player(s[3]).unwrap().status, PlayerStatus::Active);
}

#[test]
fn cli_rejoin_in_the_cut_only_while_the_place_is_open_and_only_in_the_stage_left() {
    let dir = tempfile::tempdir().unwrap();
    let d = dir.path();
    // G dropped in the Swiss stage; seed 4 drops after losing game 1.
    let mut e = swiss_drop_then_cut();
    let s = e.cut().unwrap().seeds().to_vec();
    elimination_win(&mut e, 1, s[0]);
    save::save(&d.join("ev.json"), &e).unwrap();
    cli_fails(
        d,
        &["player", "rejoin", "ev.json", "G"],
        &["G cannot rejoin: players rejoin only in the stage they left"],
    );
    let fourth = e.name_of(s[3]);
    let (out, _) = cli_ok(d, &["player", "drop", "ev.json", &fourth]);
    assert!(out.contains(&fourth), "{out}");
    let (out, err) = cli_ok(d, &["player", "rejoin", "ev.json", &fourth]);
    assert!(err.is_empty(), "{err}");
    assert_eq!(
        out.trim(),
        format!("{fourth} is back in the elimination rounds")
    );
    let after = save::load(&d.join("ev.json")).unwrap();
    assert_eq!(after.player(s[3]).unwrap().status, PlayerStatus::Active);
    assert!(after.cut().unwrap().dropped().is_empty());
}

#[test]
fn the_app_rejoins_a_player_in_the_cut_and_undoes_a_mistaken_drop() {
    let (mut e, s) = top4();
    elimination_win(&mut e, 1, s[0]);
    e.apply(Command::DropPlayer { player: s[3] }).unwrap();
    let fourth = e.name_of(s[3]);
    let (_dir, mut harness) = app_with(&e);
    goto(&mut harness, Screen::Players);
    // Their place is open: Rejoin.
    assert!(
        !harness
            .get_by_label(&format!("Rejoin {fourth}"))
            .accesskit_node()
            .is_disabled()
    );
    harness.get_by_label(&format!("Rejoin {fourth}")).click();
    harness.run_steps(4);
    let now = harness.state().event().unwrap();
    assert_eq!(now.player(s[3]).unwrap().status, PlayerStatus::Active);
    assert!(shows(
        &harness,
        &format!("{fourth} is back in the elimination rounds.")
    ));
    // Dropped again, and game 2 ends: game 4 becomes a bye. Rejoin gives way to undoing the
    // drop, which asks first and names the game.
    harness.get_by_label(&format!("Drop {fourth}")).click();
    harness.run_steps(4);
    harness.get_by_label("Yes, drop").click();
    harness.run_steps(4);
    let mut e = harness.state().event().unwrap().clone();
    elimination_win(&mut e, 2, s[1]);
    let (_dir, mut harness) = app_with(&e);
    goto(&mut harness, Screen::Players);
    assert!(
        harness
            .query_by_label(&format!("Rejoin {fourth}"))
            .is_none()
    );
    harness
        .get_by_label(&format!("Undo the drop of {fourth}"))
        .click();
    harness.run_steps(4);
    assert!(shows(
        &harness,
        "Their drop already decided game 4 by a bye"
    ));
    harness.get_by_label("Yes, undo the drop").click();
    harness.run_steps(4);
    let now = harness.state().event().unwrap();
    assert_eq!(now.player(s[3]).unwrap().status, PlayerStatus::Active);
    assert!(now.cut().unwrap().game(4).unwrap().result.is_none());
    assert!(shows(
        &harness,
        &format!("{fourth} is back in the elimination rounds; cleared game 4 (bye to")
    ));
}

#[test]
fn the_app_offers_no_rejoin_after_the_cut_to_a_player_who_dropped_in_the_swiss_stage() {
    let e = swiss_drop_then_cut();
    let (_dir, mut harness) = app_with(&e);
    goto(&mut harness, Screen::Players);
    assert!(
        harness
            .get_by_label("Rejoin G")
            .accesskit_node()
            .is_disabled()
    );
    let before = harness.state().event().unwrap().clone();
    harness.get_by_label("Rejoin G").click();
    harness.run_steps(4);
    assert_eq!(harness.state().event().unwrap(), &before);
}

// ---------------------------------------------------------------------------------------------
// 6. Draft elimination rounds: the draft's round length
// ---------------------------------------------------------------------------------------------

/// An 8-player event of `format`, three Swiss rounds, cut to the top 4, round 1 paired.
fn draft_cut(format: Format) -> Event {
    let mut settings = EventSettings::new("Draft night", Structure::Basic);
    settings.format = format;
    let mut e = Event::new(settings, 5);
    for n in &NINE[..8] {
        e.apply(Command::AddPlayer {
            details: PlayerDetails::named(*n),
            id: None,
        })
        .unwrap();
    }
    if format == Format::FullDraft {
        let seats = e.players().iter().map(|p| p.id).collect();
        e.apply(Command::SetDraftSeats { seats }).unwrap();
    }
    for _ in 1..=3 {
        e.apply(Command::PairRound).unwrap();
        let single = MatchResult::Single {
            game: win(Side::Corp),
        };
        let result = if format == Format::HalfDraft {
            single
        } else {
            sweep()
        };
        report_latest(&mut e, result);
    }
    cut_top4(&mut e);
    e
}

/// The clock's length in minutes after pairing the next elimination round.
fn elimination_clock(e: &mut Event, game: u32) -> i64 {
    let seeds = e.cut().unwrap().seeds().to_vec();
    let g = e.cut().unwrap().game(game).unwrap();
    let winner = g.pair().map_or(seeds[0], |(a, _)| a);
    elimination_win(e, game, winner);
    e.clock().unwrap().length_ms() / 60_000
}

#[test]
fn draft_elimination_rounds_use_the_draft_round_length() {
    // Regulations, "Full Draft" / "Half Draft": "Tournament rounds are 50 (30) minutes in
    // length" — every round of the draft, elimination rounds and the final included.
    for (format, minutes, final_minutes) in [
        (Format::FullDraft, 50, 50),
        (Format::HalfDraft, 30, 30),
        (Format::Standard, 40, 60),
    ] {
        let mut e = draft_cut(format);
        assert_eq!(elimination_clock(&mut e, 1), minutes, "{format:?}");
        for game in [2, 3, 4, 5] {
            elimination_clock(&mut e, game);
        }
        // The grand final (game 6, round 4).
        let (round, games) = e.next_elimination_games().unwrap();
        assert_eq!((round, games), (4, vec![6]));
        e.apply(Command::PairElimination { choices: vec![] })
            .unwrap();
        assert!(e.cut().unwrap().is_final_round(round));
        assert_eq!(
            e.clock().unwrap().length_ms() / 60_000,
            final_minutes,
            "{format:?} final"
        );
    }
}

#[test]
fn cli_clock_of_a_half_draft_elimination_round_is_thirty_minutes() {
    let dir = tempfile::tempdir().unwrap();
    let d = dir.path();
    save::save(&d.join("ev.json"), &draft_cut(Format::HalfDraft)).unwrap();
    cli_ok(
        d,
        &["pair", "ev.json", "--side", "1=corp", "--side", "2=corp"],
    );
    let (status, _) = cli_ok(d, &["clock", "ev.json", "status", "--json"]);
    let status: Value = serde_json::from_str(&status).unwrap();
    assert_eq!(status["length_ms"], 30 * 60_000, "{status}");
}
