#![allow(clippy::unwrap_used, clippy::expect_used, clippy::panic)] // test code: a failed step is a failed test

//! Random whole events through the engine's commands: registrations, late joins, drops, rejoins,
//! random results. After every pairing the round must seat every active player exactly once,
//! nobody inactive, at most one bye, byes only to players without one while such a player could
//! take it without forcing a rematch; and the history must replay to the same event.

use netrunner_to::engine::{
    Command, Event, EventSettings, GameResult, MatchResult, PlayerDetails, PlayerStatus, Side,
    Structure,
};
use proptest::prelude::*;
use std::collections::BTreeSet;

#[derive(Clone, Debug)]
enum Step {
    Join,
    Drop(usize),
    Rejoin(usize),
}

fn result_from(code: u8) -> MatchResult {
    let g = |c: u8| match c % 5 {
        0 => GameResult::Win {
            winner: Side::Corp,
            reason: None,
        },
        1 => GameResult::Win {
            winner: Side::Runner,
            reason: None,
        },
        2 => GameResult::ModifiedWin {
            winner: Side::Corp,
            agenda: None,
        },
        3 => GameResult::ModifiedWin {
            winner: Side::Runner,
            agenda: None,
        },
        _ => GameResult::Draw { agenda: None },
    };
    if code.is_multiple_of(13) {
        MatchResult::IntentionalSplit
    } else {
        MatchResult::Games {
            p1_corp: g(code),
            p2_corp: g(code / 5),
        }
    }
}

fn check_round(e: &Event, number: u32) {
    let r = e.round(number).unwrap();
    let mut seen = BTreeSet::new();
    for p in &r.pairings {
        for x in std::iter::once(p.p1).chain(p.p2) {
            assert!(seen.insert(x), "round {number}: {x} seated twice");
            assert!(
                e.player(x).unwrap().is_active(),
                "round {number}: inactive {x} paired"
            );
        }
    }
    let active: BTreeSet<_> = e.active_players().map(|p| p.id).collect();
    assert_eq!(
        seen, active,
        "round {number}: every active player exactly once"
    );
    let byes = r.pairings.iter().filter(|p| p.is_bye()).count();
    assert_eq!(byes, active.len() % 2, "round {number}: one bye iff odd");
}

proptest! {
    #![proptest_config(ProptestConfig { cases: 48, .. ProptestConfig::default() })]
    #[test]
    fn random_events_keep_the_pairing_invariants(
        seed in any::<u64>(),
        start in 2usize..24,
        rounds in 1u32..6,
        steps in proptest::collection::vec((0u8..3, 0usize..64), 0..12),
        results in proptest::collection::vec(any::<u8>(), 200),
    ) {
        let mut e = Event::new(EventSettings::new("Prop", Structure::Basic), seed);
        for i in 0..start {
            e.apply(Command::AddPlayer { details: PlayerDetails::named(format!("P{i}")), id: None }).unwrap();
        }
        let mut k = 0usize;
        let mut joined = start;
        for round in 1..=rounds {
            // Some registration changes between rounds.
            for (kind, who) in steps.iter().skip(round as usize * 2).take(2) {
                let step = match kind { 0 => Step::Join, 1 => Step::Drop(*who), _ => Step::Rejoin(*who) };
                let players = e.players().to_vec();
                match step {
                    Step::Join => {
                        e.apply(Command::AddPlayer { details: PlayerDetails::named(format!("Late{joined}")), id: None }).unwrap();
                        joined += 1;
                    }
                    Step::Drop(i) => {
                        let p = &players[i % players.len()];
                        let r = e.apply(Command::DropPlayer { player: p.id });
                        prop_assert_eq!(r.is_ok(), p.status == PlayerStatus::Active);
                    }
                    Step::Rejoin(i) => {
                        let p = &players[i % players.len()];
                        let r = e.apply(Command::RejoinPlayer { player: p.id });
                        prop_assert_eq!(r.is_ok(), p.status == PlayerStatus::Dropped);
                    }
                }
            }
            if e.active_players().count() < 2 {
                prop_assert!(e.apply(Command::PairRound).is_err());
                break;
            }
            let out = e.apply(Command::PairRound).unwrap();
            check_round(&e, round);
            // Every rematch the pairing made is named.
            let rematches = out.warnings.iter().filter(|w| matches!(w, netrunner_to::engine::Warning::Rematch { .. })).count();
            let meetings = e.meetings(Some(round));
            let actual = e.round(round).unwrap().pairings.iter()
                .filter(|p| p.p2.is_some_and(|b| meetings.contains_key(&netrunner_to::engine::event::ordered(p.p1, b))))
                .count();
            prop_assert_eq!(rematches, actual);
            let tables = e.round(round).unwrap().unreported_tables();
            let batch: Vec<(u32, MatchResult)> = tables.iter().map(|&t| {
                k += 1;
                (t, result_from(results[k % results.len()]))
            }).collect();
            e.apply(Command::ReportResults { round, results: batch }).unwrap();
            prop_assert!(e.pairing_blocker().is_none() || e.active_players().count() < 2);
        }
        // Standings list every non-disqualified player once, ranks 1..N.
        let s = e.standings();
        prop_assert_eq!(s.rows.len(), e.registered_count());
        for (i, row) in s.rows.iter().enumerate() {
            prop_assert_eq!(row.rank, i + 1);
        }
        // The history replays to the same event.
        let replayed = Event::replay(e.origin(), e.history()).unwrap();
        prop_assert_eq!(replayed, e);
    }
}
