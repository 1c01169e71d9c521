#![allow(clippy::unwrap_used, clippy::expect_used, clippy::panic)] // test code: a failed step is a failed test

//! The event after the Swiss rounds and around them, through the engine's commands: the cut and
//! the double-elimination bracket, deck choice, drops before and during the cut, the round clock,
//! and the two draft formats.

use netrunner_to::engine::command::{EliminationOutcome, SideChoice};
use netrunner_to::engine::{
    BracketRefusal, Command, CommandStage, CutSize, EngineError, Event, EventSettings, Format,
    FormatMismatch, GameResult, MatchResult, PlayerDetails, PlayerId, Side, SideReason, Structure,
    Warning,
};

fn event_with(format: Format, names: &[String], seed: u64) -> Event {
    let mut settings = EventSettings::new("Stages", Structure::Basic);
    settings.format = format;
    let mut e = Event::new(settings, seed);
    e.apply(Command::AddPlayers {
        players: names.iter().map(PlayerDetails::named).collect(),
    })
    .unwrap();
    e
}

fn names(n: usize) -> Vec<String> {
    (1..=n).map(|i| format!("P{i}")).collect()
}

fn id(e: &Event, name: &str) -> PlayerId {
    e.find_player(name).unwrap().id
}

/// Plays `rounds` Swiss rounds where the better-ranked player (lower id breaks nothing: the
/// table's player 1) wins both games.
fn play_swiss(e: &mut Event, rounds: u32) {
    for _ in 0..rounds {
        e.apply(Command::PairRound).unwrap();
        let round = e.rounds().len() as u32;
        let results = e
            .round(round)
            .unwrap()
            .unreported_tables()
            .into_iter()
            .map(|t| {
                (
                    t,
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
                )
            })
            .collect();
        e.apply(Command::ReportResults { round, results }).unwrap();
    }
}

fn winner(e: &mut Event, game: u32, name: &str) {
    let player = id(e, name);
    e.apply(Command::ReportElimination {
        game,
        outcome: EliminationOutcome::Winner { player },
    })
    .unwrap();
}

/// The worked top-8 run of `spec/elimination.md`, seeds A1 … H8, through the event's commands.
fn worked_top8(grand_final_winner: &str) -> Event {
    let letters: Vec<String> = "ABCDEFGH".chars().map(|c| c.to_string()).collect();
    let mut e = event_with(Format::Standard, &letters, 8);
    play_swiss(&mut e, 3);
    let seeds: Vec<PlayerId> = letters.iter().map(|n| id(&e, n)).collect();
    e.apply(Command::Cut {
        size: CutSize::Top8,
        kind: None,
        seeds: Some(seeds),
    })
    .unwrap();
    // Round 1: the higher seeds choose; every higher seed here chooses Corp.
    let choices = (1..=4)
        .map(|game| SideChoice {
            game,
            side: Side::Corp,
        })
        .collect();
    e.apply(Command::PairElimination { choices }).unwrap();
    for g in 1..=4 {
        let d = e.cut().unwrap().game(g).unwrap().sides.unwrap();
        assert_eq!(d.reason, SideReason::HigherSeedChoice);
    }
    for (g, w) in [(1, "A"), (2, "D"), (3, "B"), (4, "C")] {
        winner(&mut e, g, w);
    }
    let pair = |e: &Event, g: u32| {
        let (a, b) = e.cut().unwrap().game(g).unwrap().pair().unwrap();
        let mut v = [e.name_of(a), e.name_of(b)];
        v.sort();
        v.join("")
    };
    e.apply(Command::PairRound).unwrap();
    assert_eq!(
        [pair(&e, 5), pair(&e, 6), pair(&e, 7), pair(&e, 8)],
        ["AD", "BC", "EH", "FG"]
    );
    for (g, w) in [(5, "A"), (6, "B"), (7, "E"), (8, "F")] {
        winner(&mut e, g, w);
    }
    e.apply(Command::PairRound).unwrap();
    assert_eq!(
        [pair(&e, 9), pair(&e, 10), pair(&e, 11)],
        ["AB", "CE", "DF"]
    );
    for (g, w) in [(9, "A"), (10, "C"), (11, "D")] {
        winner(&mut e, g, w);
    }
    // After round 3, places 5–8 are known and 1–4 are not.
    let places = e.cut().unwrap().places();
    assert!(places[..4].iter().all(Option::is_none));
    assert!(places[4..].iter().all(Option::is_some));
    e.apply(Command::PairRound).unwrap();
    winner(&mut e, 12, "C");
    e.apply(Command::PairRound).unwrap();
    winner(&mut e, 13, "B");
    e.apply(Command::PairRound).unwrap();
    winner(&mut e, 14, grand_final_winner);
    e
}

fn places(e: &Event) -> String {
    e.cut()
        .unwrap()
        .places()
        .iter()
        .map(|p| e.name_of(p.unwrap()))
        .collect()
}

#[test]
fn the_worked_top_8_run_with_a_second_final() {
    let mut e = worked_top8("B");
    assert!(!e.cut().unwrap().is_finished());
    e.apply(Command::PairRound).unwrap();
    // The second final never repeats the first final's sides.
    let first = e.cut().unwrap().game(14).unwrap().sides.unwrap();
    let second = e.cut().unwrap().game(15).unwrap().sides.unwrap();
    assert_eq!(first.corp, second.runner);
    winner(&mut e, 15, "B");
    assert!(e.cut().unwrap().is_finished());
    assert_eq!(places(&e), "BACDEFGH");
    assert!(e.apply(Command::PairRound).is_err(), "nothing left to pair");
}

#[test]
fn the_worked_top_8_run_without_a_second_final() {
    let e = worked_top8("A");
    assert!(
        e.cut().unwrap().is_finished(),
        "no game 15 when the upper player wins"
    );
    assert_eq!(places(&e), "ABCDEFGH");
}

#[test]
fn later_elimination_sides_follow_the_least_played_rule_and_say_why() {
    let e = worked_top8("A");
    for g in 5..=14 {
        let d = e.cut().unwrap().game(g).unwrap().sides.unwrap();
        assert!(
            matches!(
                d.reason,
                SideReason::LeastPlayed | SideReason::LargerDifference | SideReason::CoinFlip
            ),
            "game {g}: {:?}",
            d.reason
        );
    }
    // A and D both chose Corp in round 1: in game 5 both have played Runner least by the same
    // difference, so a coin flip decides.
    let g5 = e.cut().unwrap().game(5).unwrap().sides.unwrap();
    assert_eq!(g5.reason, SideReason::CoinFlip);
    // E and H both lost round 1 as the Runner (their higher seeds chose Corp): coin flip too.
    let g7 = e.cut().unwrap().game(7).unwrap().sides.unwrap();
    assert_eq!(g7.reason, SideReason::CoinFlip);
}

#[test]
fn pairing_the_first_elimination_round_needs_the_higher_seeds_choice() {
    let mut e = event_with(Format::Standard, &names(6), 3);
    play_swiss(&mut e, 3);
    e.apply(Command::Cut {
        size: CutSize::Top4,
        kind: None,
        seeds: None,
    })
    .unwrap();
    let err = e.apply(Command::PairRound).unwrap_err();
    assert!(
        matches!(
            err,
            EngineError::Bracket(BracketRefusal::NoSideChoice { seed: 1, .. })
        ),
        "{err}"
    );
    // With a recorded preference for each higher seed, plain pairing works.
    let seeds = e.cut().unwrap().seeds().to_vec();
    for p in &seeds[..2] {
        e.apply(Command::SetSidePreference {
            player: *p,
            side: Some(Side::Runner),
        })
        .unwrap();
    }
    e.apply(Command::PairRound).unwrap();
    let g1 = e.cut().unwrap().game(1).unwrap().sides.unwrap();
    assert_eq!(g1.runner, seeds[0]);
    // A result cannot be entered for a game whose sides are not decided.
    let mut fresh = event_with(Format::Standard, &names(6), 3);
    play_swiss(&mut fresh, 3);
    fresh
        .apply(Command::Cut {
            size: CutSize::Top4,
            kind: None,
            seeds: None,
        })
        .unwrap();
    let s1 = fresh.cut().unwrap().seeds()[0];
    assert!(
        fresh
            .apply(Command::ReportElimination {
                game: 1,
                outcome: EliminationOutcome::Winner { player: s1 }
            })
            .is_err()
    );
}

#[test]
fn seeds_are_the_swiss_ranks_of_players_who_have_not_dropped() {
    let mut e = event_with(Format::Standard, &names(10), 21);
    play_swiss(&mut e, 4);
    let order: Vec<PlayerId> = e.standings().rows.iter().map(|r| r.player).collect();
    e.apply(Command::DropPlayer { player: order[1] }).unwrap();
    e.apply(Command::Cut {
        size: CutSize::Top4,
        kind: None,
        seeds: None,
    })
    .unwrap();
    assert_eq!(
        e.cut().unwrap().seeds(),
        &[order[0], order[2], order[3], order[4]]
    );
}

/// Regulations, "Progression Cut", player drop example: Steven (6th) leaves before the
/// elimination rounds; Eve (9th) enters as 8th, 7th becomes 6th, 8th becomes 7th.
#[test]
fn the_regulations_player_drop_example_steven_and_eve() {
    let mut e = event_with(Format::Standard, &names(12), 5);
    play_swiss(&mut e, 4);
    let order: Vec<PlayerId> = e.standings().rows.iter().map(|r| r.player).collect();
    e.apply(Command::Cut {
        size: CutSize::Top8,
        kind: None,
        seeds: None,
    })
    .unwrap();
    let (steven, eve) = (order[5], order[8]);
    let out = e.apply(Command::DropPlayer { player: steven }).unwrap();
    assert!(
        out.warnings
            .iter()
            .any(|w| matches!(w, Warning::CutReplacement { .. }))
    );
    let seeds = e.cut().unwrap().seeds().to_vec();
    assert_eq!(
        seeds,
        [
            order[0], order[1], order[2], order[3], order[4], order[6], order[7], eve
        ]
    );
}

#[test]
fn a_drop_during_the_elimination_rounds_gives_the_opponents_byes() {
    let mut e = event_with(Format::Standard, &names(8), 9);
    play_swiss(&mut e, 3);
    e.apply(Command::Cut {
        size: CutSize::Top4,
        kind: None,
        seeds: None,
    })
    .unwrap();
    let seeds = e.cut().unwrap().seeds().to_vec();
    let choices = vec![
        SideChoice {
            game: 1,
            side: Side::Corp,
        },
        SideChoice {
            game: 2,
            side: Side::Corp,
        },
    ];
    e.apply(Command::PairElimination { choices }).unwrap();
    e.apply(Command::ReportElimination {
        game: 1,
        outcome: EliminationOutcome::Winner { player: seeds[0] },
    })
    .unwrap();
    // Seed 3 drops while game 2 (seed 2 v seed 3) is being played: seed 2 gets the bye.
    let out = e.apply(Command::DropPlayer { player: seeds[2] }).unwrap();
    assert!(
        out.warnings
            .iter()
            .any(|w| matches!(w, Warning::EliminationByes { games, .. } if games.contains(&2)))
    );
    let g2 = e.cut().unwrap().game(2).unwrap().result.unwrap();
    assert_eq!(g2.winner, seeds[1]);
    assert!(e.apply(Command::RejoinPlayer { player: seeds[2] }).is_err());
}

#[test]
fn a_drawn_elimination_game_goes_to_the_higher_seed() {
    let mut e = event_with(Format::Standard, &names(4), 1);
    play_swiss(&mut e, 2);
    e.apply(Command::Cut {
        size: CutSize::Top4,
        kind: None,
        seeds: None,
    })
    .unwrap();
    let seeds = e.cut().unwrap().seeds().to_vec();
    let choices = vec![
        SideChoice {
            game: 1,
            side: Side::Runner,
        },
        SideChoice {
            game: 2,
            side: Side::Runner,
        },
    ];
    e.apply(Command::PairElimination { choices }).unwrap();
    e.apply(Command::ReportElimination {
        game: 1,
        outcome: EliminationOutcome::Draw,
    })
    .unwrap();
    assert_eq!(
        e.cut().unwrap().game(1).unwrap().result.unwrap().winner,
        seeds[0]
    );
    // On time with more agenda points the lower seed wins; equal points go to the higher seed.
    e.apply(Command::ReportElimination {
        game: 2,
        outcome: EliminationOutcome::Timed {
            scores: [(seeds[1], 2), (seeds[2], 4)],
        },
    })
    .unwrap();
    assert_eq!(
        e.cut().unwrap().game(2).unwrap().result.unwrap().winner,
        seeds[2]
    );
}

#[test]
fn the_swiss_stage_is_closed_by_the_cut_and_reopened_by_deleting_it() {
    let mut e = event_with(Format::Standard, &names(6), 2);
    play_swiss(&mut e, 2);
    e.apply(Command::Cut {
        size: CutSize::Top4,
        kind: None,
        seeds: None,
    })
    .unwrap();
    let before = serde_json::to_string(&e).unwrap();
    for c in [
        Command::RepairRound { force: true },
        Command::DeleteRound { force: true },
        Command::Cut {
            size: CutSize::Top4,
            kind: None,
            seeds: None,
        },
    ] {
        assert!(e.apply(c).is_err());
    }
    assert_eq!(serde_json::to_string(&e).unwrap(), before);
    e.apply(Command::DeleteCut).unwrap();
    e.apply(Command::PairRound).unwrap();
    assert_eq!(e.rounds().len(), 3);
}

#[test]
fn the_cut_needs_a_complete_swiss_stage() {
    let mut e = event_with(Format::Standard, &names(6), 2);
    e.apply(Command::PairRound).unwrap();
    let err = e
        .apply(Command::Cut {
            size: CutSize::Top4,
            kind: None,
            seeds: None,
        })
        .unwrap_err();
    assert!(matches!(err, EngineError::RoundIncomplete { .. }));
}

#[test]
fn the_round_clock_is_kept_in_the_event_and_survives_a_save() {
    let mut e = event_with(Format::Standard, &names(4), 2);
    assert!(
        e.apply(Command::ClockStart { at_ms: 0 }).is_err(),
        "no round yet"
    );
    e.apply(Command::PairRound).unwrap();
    let t0 = 1_700_000_000_000;
    let min = 60_000;
    e.apply(Command::ClockStart { at_ms: t0 }).unwrap();
    e.apply(Command::ClockPause {
        at_ms: t0 + 10 * min,
    })
    .unwrap();
    e.apply(Command::ClockResume {
        at_ms: t0 + 15 * min,
    })
    .unwrap();
    e.apply(Command::ClockAdd { ms: 2 * min }).unwrap();
    e.apply(Command::ClockExtendTable {
        table: 1,
        ms: 5 * min,
    })
    .unwrap();
    let now = t0 + 30 * min;
    // 65 minutes + 2 added − 25 run (30 − 5 paused) = 42 minutes left; table 1 has 5 more.
    let clock = e.clock().unwrap();
    assert_eq!(clock.remaining_ms(now), 42 * min);
    assert_eq!(clock.table_remaining_ms(1, now), 47 * min);
    let bytes = netrunner_to::io::save::to_bytes(&e);
    let loaded = netrunner_to::io::save::from_bytes(&bytes, std::path::Path::new("x")).unwrap();
    assert_eq!(loaded.clock().unwrap().remaining_ms(now), 42 * min);
    // A timestamp from before the last change is refused.
    assert!(e.apply(Command::ClockPause { at_ms: t0 }).is_err());
}

#[test]
fn draft_formats_have_their_round_lengths() {
    for (format, minutes) in [
        (Format::FullDraft, 50),
        (Format::HalfDraft, 30),
        (Format::Standard, 65),
    ] {
        let mut e = event_with(format, &names(8), 4);
        if format == Format::FullDraft {
            let seats = e.players().iter().map(|p| p.id).collect();
            e.apply(Command::SetDraftSeats { seats }).unwrap();
        }
        e.apply(Command::PairRound).unwrap();
        assert_eq!(
            e.clock().unwrap().remaining_ms(0),
            i64::from(minutes) * 60_000
        );
    }
}

/// Regulations, "Full Draft — Swiss Pairings": seats 1–8, player 1 plays 5, 2 plays 6, 3 plays 7,
/// 4 plays 8.
#[test]
fn the_full_draft_pairs_round_one_by_draft_seat() {
    let mut e = event_with(Format::FullDraft, &names(8), 4);
    assert_eq!(
        e.apply(Command::PairRound).unwrap_err(),
        EngineError::DraftSeatingMissing
    );
    // Seat order differs from registration order.
    let seat_names = ["P3", "P8", "P1", "P6", "P2", "P7", "P5", "P4"];
    let seats: Vec<PlayerId> = seat_names.iter().map(|n| id(&e, n)).collect();
    e.apply(Command::SetDraftSeats {
        seats: seats.clone(),
    })
    .unwrap();
    e.apply(Command::PairRound).unwrap();
    let r1 = e.round(1).unwrap();
    for i in 0..4 {
        let p = r1.pairing_of(seats[i]).unwrap();
        assert_eq!(
            p.opponent_of(seats[i]),
            Some(seats[i + 4]),
            "seat {}",
            i + 1
        );
    }
    // Games are played to 6 agenda points: a timed 6-2 is impossible.
    assert!(GameResult::timed(6, 2, e.settings().format.agenda_points_to_win()).is_err());
}

#[test]
fn half_draft_rounds_are_one_game_with_sides_and_a_bye_worth_three() {
    let mut e = event_with(Format::HalfDraft, &names(7), 12);
    for round in 1..=4 {
        e.apply(Command::PairRound).unwrap();
        let r = e.round(round).unwrap().clone();
        for p in r.pairings.iter().filter(|p| !p.is_bye()) {
            assert!(
                p.p1_side.is_some(),
                "round {round} table {} has sides",
                p.table
            );
            e.apply(Command::ReportResult {
                round,
                table: p.table,
                result: MatchResult::Single {
                    game: GameResult::Win {
                        winner: Side::Corp,
                        reason: None,
                    },
                },
            })
            .unwrap();
        }
        // Every player's Corp − Runner count stays within ±1.
        for pl in e.players() {
            let b = netrunner_to::engine::pairing::side_balance(e.rounds(), pl.id);
            assert!(b.abs() <= 1, "round {round}: {} at {b}", pl.name);
        }
    }
    let bye_holder = e
        .round(1)
        .unwrap()
        .pairings
        .iter()
        .find(|p| p.is_bye())
        .unwrap()
        .p1;
    let row = e
        .standings_after(1)
        .of(bye_holder)
        .map(|r| r.points)
        .unwrap();
    assert_eq!(row, 3);
}

#[test]
fn the_history_of_a_whole_event_with_a_cut_replays_exactly() {
    let mut e = worked_top8("B");
    e.apply(Command::PairRound).unwrap();
    winner(&mut e, 15, "B");
    let replayed = Event::replay(e.origin(), e.history()).unwrap();
    assert_eq!(replayed, e);
}

#[test]
fn players_who_played_different_sides_each_play_their_least_played_side() {
    let mut e = event_with(Format::Standard, &names(4), 6);
    play_swiss(&mut e, 2);
    e.apply(Command::Cut {
        size: CutSize::Top4,
        kind: None,
        seeds: None,
    })
    .unwrap();
    let seeds = e.cut().unwrap().seeds().to_vec();
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
    for (game, w) in [(1, seeds[0]), (2, seeds[1])] {
        e.apply(Command::ReportElimination {
            game,
            outcome: EliminationOutcome::Winner { player: w },
        })
        .unwrap();
    }
    e.apply(Command::PairRound).unwrap();
    // Game 3: seed 1 (played Corp) v seed 2 (played Runner).
    let g3 = e.cut().unwrap().game(3).unwrap().sides.unwrap();
    assert_eq!(
        (g3.corp, g3.runner, g3.reason),
        (seeds[1], seeds[0], SideReason::LeastPlayed)
    );
    // The organizer can override, and it is recorded as such.
    e.apply(Command::OverrideSides {
        game: 3,
        corp: seeds[0],
    })
    .unwrap();
    let g3 = e.cut().unwrap().game(3).unwrap().sides.unwrap();
    assert_eq!(
        (g3.corp, g3.reason),
        (seeds[0], SideReason::OrganizerOverride)
    );
}

/// One command of each Swiss, elimination and multiplayer kind, and a few of the kinds every
/// event takes, naming players `a` and `b`.
fn sample_commands(a: PlayerId, b: PlayerId) -> Vec<Command> {
    let result = MatchResult::Games {
        p1_corp: GameResult::Win {
            winner: Side::Corp,
            reason: None,
        },
        p2_corp: GameResult::Win {
            winner: Side::Corp,
            reason: None,
        },
    };
    vec![
        Command::ClockAdd { ms: 60_000 },
        Command::DropPlayer { player: b },
        Command::PairRound,
        Command::RepairRound { force: true },
        Command::DeleteRound { force: true },
        Command::AddRound { pairings: vec![] },
        Command::ReportResult {
            round: 1,
            table: 1,
            result,
        },
        Command::ReportResults {
            round: 1,
            results: vec![(1, result)],
        },
        Command::ClearResult { round: 1, table: 1 },
        Command::SwapPlayers { round: 1, a, b },
        Command::BreakPairing { round: 1, table: 1 },
        Command::PairPlayers { round: 1, a, b },
        Command::GiveBye {
            round: 1,
            player: a,
        },
        Command::SetDraftSeats { seats: vec![a, b] },
        Command::Cut {
            size: CutSize::Top4,
            kind: None,
            seeds: None,
        },
        Command::DeleteCut,
        Command::PairElimination { choices: vec![] },
        Command::SetSidePreference {
            player: a,
            side: Some(Side::Corp),
        },
        Command::OverrideSides { game: 1, corp: a },
        Command::ClearSides { game: 1 },
        Command::ReportElimination {
            game: 1,
            outcome: EliminationOutcome::Winner { player: a },
        },
        Command::ClearElimination { game: 1 },
        Command::PairPods,
        Command::UnreportPod { round: 1, pod: 1 },
        Command::DeletePodRound { force: true },
    ]
}

#[test]
fn the_cut_refuses_exactly_the_commands_of_the_swiss_rounds_stage() {
    let mut e = event_with(Format::Standard, &names(6), 2);
    play_swiss(&mut e, 2);
    e.apply(Command::Cut {
        size: CutSize::Top4,
        kind: None,
        seeds: None,
    })
    .unwrap();
    let (a, b) = (id(&e, "P1"), id(&e, "P2"));
    let mut closed = 0;
    for c in sample_commands(a, b) {
        let mut after = e.clone();
        let refused = matches!(after.apply(c.clone()), Err(EngineError::SwissStageOver));
        assert_eq!(refused, c.stage() == CommandStage::SwissRounds, "{c:?}");
        if refused {
            closed += 1;
            assert_eq!(after, e, "{c:?} changed the event");
        }
    }
    assert_eq!(closed, 8);
}

#[test]
fn swiss_and_multiplayer_events_refuse_each_others_commands_by_stage() {
    let swiss = event_with(Format::Standard, &names(6), 3);
    let napd = event_with(Format::Napd, &names(6), 3);
    let (a, b) = (id(&swiss, "P1"), id(&swiss, "P2"));
    for c in sample_commands(a, b) {
        let stage = c.stage();
        for (e, refused_here, mismatch) in [
            (
                &swiss,
                stage == CommandStage::Multiplayer,
                FormatMismatch::NotMultiplayer,
            ),
            (
                &napd,
                stage.is_swiss_or_elimination(),
                FormatMismatch::PodRounds,
            ),
        ] {
            let mut after = e.clone();
            match after.apply(c.clone()) {
                Err(m @ EngineError::WrongFormat { why, .. }) if why == mismatch => {
                    assert!(refused_here, "{c:?} refused: {m}");
                    assert_eq!(&after, e);
                }
                _ => assert!(!refused_here, "{c:?} was not refused by its stage"),
            }
        }
    }
}
