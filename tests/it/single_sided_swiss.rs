//! Single-sided Swiss for constructed events (issue 18), through the engine's commands.
//!
//! The property tests play random single-sided events (3 to 200 players, odd counts, byes
//! given by hand in round 1, drops, late registrations, rejoins) and check every round the
//! engine pairs against the order, recomputed here from the event's public data:
//!
//! 1. every active player is paired once (no dropped player, nobody twice);
//! 2. the bye goes to a player with the fewest byes, the lowest-ranked of them unless that
//!    would force a third meeting, a side violation or a rematch;
//! 3. the sides: an earlier meeting reversed, else the player further towards Corp plays
//!    Runner, else a coin flip — each with that reason recorded on the table;
//! 4. the pairing is the lexicographic optimum of (third meetings, players pushed outside ±1
//!    Corp − Runner, rematches, bye moved up, Σ squared point differences, pairs of two
//!    players who had a bye) over every possible pairing — the complete-graph reference of
//!    `pairing_properties`, which shares no code with the engine.

use crate::pairing_properties::{Reference, check_bye_rule_single_sided};
use netrunner_to::engine::command::{EliminationOutcome, SideChoice};
use netrunner_to::engine::elimination::SideCounts;
use netrunner_to::engine::pairing::side_counts;
use netrunner_to::engine::swiss::{PairingMode, PairingPlayer, PairingRequest, SwissSideReason};
use netrunner_to::engine::{
    Command, CutSize, EngineError, Event, EventSettings, Format, GameResult, MatchResult,
    PlayerDetails, PlayerId, Side, SideReason, Structure, SwissRound,
};
use netrunner_to::io::nrtm;
use proptest::prelude::*;
use rand::{RngExt, SeedableRng};
use rand_chacha::ChaCha20Rng;
use std::collections::{BTreeMap, HashMap, HashSet};

// ---------------------------------------------------------------------------------------------
// Helpers
// ---------------------------------------------------------------------------------------------

fn sss_event(players: usize, rounds: u32, seed: u64) -> Event {
    let mut s = EventSettings::new(
        "Single-sided Open",
        Structure::Custom {
            rounds,
            cut: CutSize::None,
        },
    );
    s.format = Format::SingleSided;
    let mut e = Event::new(s, seed);
    let players: Vec<PlayerDetails> = (0..players)
        .map(|i| PlayerDetails::named(format!("Player {i:03}")))
        .collect();
    e.apply(Command::AddPlayers { players }).unwrap();
    e
}

fn win(side: Side) -> MatchResult {
    MatchResult::Single {
        game: GameResult::Win {
            winner: side,
            reason: None,
        },
    }
}

/// A random single game: mostly wins, some timed wins and draws.
fn random_single(rng: &mut ChaCha20Rng) -> MatchResult {
    let side = if rng.random_bool(0.5) {
        Side::Corp
    } else {
        Side::Runner
    };
    let game = match rng.random_range(0..20u32) {
        0 => GameResult::Draw { agenda: None },
        1 | 2 => GameResult::ModifiedWin {
            winner: side,
            agenda: None,
        },
        _ => GameResult::Win {
            winner: side,
            reason: None,
        },
    };
    MatchResult::Single { game }
}

fn report_all(e: &mut Event, rng: &mut ChaCha20Rng) {
    let Some(r) = e.rounds().last() else { return };
    let results: Vec<(u32, MatchResult)> = r
        .pairings
        .iter()
        .filter(|p| !p.is_reported())
        .map(|p| (p.table, random_single(rng)))
        .collect();
    let round = r.number;
    if !results.is_empty() {
        e.apply(Command::ReportResults { round, results }).unwrap();
    }
}

/// What the pairing of the next round must work from, recomputed from the event's rounds (not
/// from the engine's pairing code): points and ranks from the standings, byes, Corp − Runner
/// balances, every earlier meeting and its sides, in play order.
struct State {
    players: Vec<PairingPlayer>,
    previous: Vec<(PlayerId, PlayerId)>,
    sides: Vec<(PlayerId, PlayerId)>,
}

fn state_before_next_round(e: &Event) -> State {
    let st = e.standings();
    let rounds = e.rounds();
    let mut byes: HashMap<PlayerId, u32> = HashMap::new();
    let mut balance: HashMap<PlayerId, i32> = HashMap::new();
    let mut previous = Vec::new();
    let mut sides = Vec::new();
    for r in rounds {
        for p in &r.pairings {
            match (p.p2, p.p1_side) {
                (None, _) => *byes.entry(p.p1).or_default() += 1,
                (Some(b), side) => {
                    previous.push((p.p1, b));
                    let (c, rn) = match side.expect("single-sided tables have sides") {
                        Side::Corp => (p.p1, b),
                        Side::Runner => (b, p.p1),
                    };
                    sides.push((c, rn));
                    *balance.entry(c).or_default() += 1;
                    *balance.entry(rn).or_default() -= 1;
                }
            }
        }
    }
    let players = e
        .active_players()
        .map(|p| {
            let row = st.of(p.id).expect("active players are in the standings");
            PairingPlayer {
                id: p.id,
                points: row.points,
                rank: row.rank,
                byes: byes.get(&p.id).copied().unwrap_or(0),
                side_balance: balance.get(&p.id).copied().unwrap_or(0),
            }
        })
        .collect();
    State {
        players,
        previous,
        sides,
    }
}

/// Checks the round the engine just paired against the order (see the module
/// documentation). Returns the term values of the pairing made.
fn check_round(state: &State, round: &SwissRound, context: &str) {
    let req = PairingRequest {
        players: &state.players,
        previous: &state.previous,
        mode: PairingMode::SingleSidedSwiss,
        sides: &state.sides,
    };
    // 1. Every active player exactly once, nobody else.
    let active: HashSet<PlayerId> = state.players.iter().map(|p| p.id).collect();
    let mut seen = HashSet::new();
    for p in &round.pairings {
        for x in p.players() {
            assert!(active.contains(&x), "{context}: {x} is not active");
            assert!(seen.insert(x), "{context}: {x} sits twice");
        }
    }
    assert_eq!(seen, active, "{context}: every active player is paired");
    assert!(
        round.pairings.iter().filter(|p| p.is_bye()).count() == active.len() % 2,
        "{context}: a bye only with an odd count"
    );

    // 3. Sides and their reasons.
    let index: HashMap<PlayerId, usize> = state
        .players
        .iter()
        .enumerate()
        .map(|(i, p)| (p.id, i))
        .collect();
    let mut last_corp: HashMap<(PlayerId, PlayerId), PlayerId> = HashMap::new();
    for &(c, r) in &state.sides {
        last_corp.insert((c, r), c);
        last_corp.insert((r, c), c);
    }
    let n = state.players.len();
    let mut mate = vec![usize::MAX; n + n % 2];
    for p in &round.pairings {
        let i = index[&p.p1];
        let Some(b) = p.p2 else {
            mate[i] = n;
            mate[n] = i;
            continue;
        };
        let j = index[&b];
        mate[i] = j;
        mate[j] = i;
        let (corp, runner) = p.corp_runner().expect("sides at every table");
        let (bc, br) = (
            state.players[index[&corp]].side_balance,
            state.players[index[&runner]].side_balance,
        );
        let why = p.side_reason.expect("the engine records why");
        match last_corp.get(&(corp, runner)) {
            Some(&earlier) => {
                assert_eq!(
                    earlier, runner,
                    "{context}: table {} repeats the sides of an earlier meeting",
                    p.table
                );
                assert_eq!(why, SwissSideReason::EarlierMeetingReversed);
            }
            None if bc == br => assert_eq!(why, SwissSideReason::CoinFlip),
            None => {
                assert!(
                    bc < br,
                    "{context}: table {}: the player further towards Corp plays Runner",
                    p.table
                );
                assert_eq!(why, SwissSideReason::SideBalance);
            }
        }
    }

    // 2 and 4. The optimum over every pairing, term by term (the keys are the engine's own
    // random tiebreak, not visible here: every key 0 leaves only the terms of the order).
    let reference = Reference::new(&req, &vec![0; n]);
    let made = reference.cost(&mate);
    let (best, _) = reference.blossom();
    assert_eq!(
        reference.key(&made),
        reference.key(&best),
        "{context}: the pairing is the optimum of the issue's order ({made:?} vs {best:?})"
    );
    if let Some(bye) = round.pairings.iter().find(|p| p.is_bye()) {
        let chosen = (made.repeat_meetings, made.side_violations, made.rematches);
        check_bye_rule_single_sided(&req, bye.p1, chosen);
    }
}

/// Plays a random single-sided event of `n` players over `rounds` rounds and checks every
/// round after the first. `byes_r1`: byes given by hand in round 1; drops, late
/// registrations and rejoins happen between rounds with the given per-mille chances.
fn play_and_check(n: usize, rounds: u32, seed: u64, byes_r1: usize, churn: u32) {
    let mut rng = ChaCha20Rng::seed_from_u64(seed);
    let mut e = sss_event(n, rounds, seed);
    e.apply(Command::PairRound).unwrap();
    // Round 1: every table has random sides, recorded as coin flips.
    for p in e.rounds()[0].pairings.iter().filter(|p| !p.is_bye()) {
        assert!(p.p1_side.is_some());
        assert_eq!(p.side_reason, Some(SwissSideReason::CoinFlip));
    }
    // First-round byes given by the organizer: break tables, give both players a bye.
    for _ in 0..byes_r1 {
        let tables: Vec<(u32, PlayerId, PlayerId)> = e.rounds()[0]
            .pairings
            .iter()
            .filter_map(|p| Some((p.table, p.p1, p.p2?)))
            .collect();
        if tables.is_empty() {
            break;
        }
        let (t, a, b) = tables[rng.random_range(0..tables.len())];
        e.apply(Command::BreakPairing { round: 1, table: t })
            .unwrap();
        e.apply(Command::GiveBye {
            round: 1,
            player: a,
        })
        .unwrap();
        e.apply(Command::GiveBye {
            round: 1,
            player: b,
        })
        .unwrap();
    }
    report_all(&mut e, &mut rng);
    let mut next_name = n;
    for number in 2..=rounds {
        // Drops, late registrations, rejoins.
        let ids: Vec<(PlayerId, bool)> =
            e.players().iter().map(|p| (p.id, p.is_active())).collect();
        for (id, active) in ids {
            let roll = rng.random_range(0..1000u32);
            if active && roll < churn && e.active_players().count() > 2 {
                e.apply(Command::DropPlayer { player: id }).unwrap();
            } else if !active && roll < churn * 2 {
                e.apply(Command::RejoinPlayer { player: id }).unwrap();
            }
        }
        if rng.random_range(0..1000u32) < churn * 10 {
            e.apply(Command::AddPlayer {
                details: PlayerDetails::named(format!("Late {next_name}")),
                id: None,
            })
            .unwrap();
            next_name += 1;
        }
        let state = state_before_next_round(&e);
        e.apply(Command::PairRound).unwrap();
        let round = e.rounds().last().unwrap().clone();
        check_round(
            &state,
            &round,
            &format!("{n} players, seed {seed}, round {number}"),
        );
        report_all(&mut e, &mut rng);
    }
    // The whole event replays from its history.
    assert_eq!(Event::replay(e.origin(), e.history()).unwrap(), e);
}

// ---------------------------------------------------------------------------------------------
// Property tests
// ---------------------------------------------------------------------------------------------

proptest! {
    #![proptest_config(ProptestConfig { cases: 40, ..ProptestConfig::default() })]

    /// Events of 3 to 200 players (mostly small), often odd, with byes by hand in round 1,
    /// drops, late players and rejoins.
    #[test]
    fn every_round_of_a_random_event_follows_the_order(
        n in prop_oneof![4 => 3usize..=40, 1 => 41usize..=200],
        rounds in 2u32..=9,
        seed in any::<u64>(),
        byes_r1 in 0usize..=3,
        churn in prop_oneof![Just(0u32), Just(40u32), Just(120u32)],
    ) {
        play_and_check(n, rounds, seed, byes_r1, churn);
    }
}

/// Tiny events run out of new opponents and of players without a bye: third meetings, second
/// byes and side violations become unavoidable, and must still be as few as possible.
#[test]
fn tiny_events_over_many_rounds_follow_the_order() {
    for seed in 0..40u64 {
        let n = 3 + (seed % 4) as usize;
        play_and_check(n, 9, seed, (seed % 2) as usize, 60);
    }
}

/// Large events, odd and even, up to 200 players.
#[test]
fn large_events_follow_the_order() {
    for (n, seed) in [(101, 1u64), (150, 2), (199, 3), (200, 4)] {
        play_and_check(n, 7, seed, 2, 15);
    }
}

// ---------------------------------------------------------------------------------------------
// The format: creation, settings, scoring, sides, rematches
// ---------------------------------------------------------------------------------------------

#[test]
fn the_format_is_set_at_creation_or_in_the_settings_before_round_1() {
    let mut e = Event::new(EventSettings::new("Store", Structure::Basic), 1);
    assert_eq!(
        e.settings().format,
        Format::Standard,
        "double-sided by default"
    );
    let mut s = e.settings().clone();
    s.format = Format::SingleSided;
    e.apply(Command::EditSettings {
        settings: s.clone(),
    })
    .unwrap();
    assert_eq!(e.settings().swiss_round_minutes(), 40);
    for name in ["Ann", "Bo", "Cy", "Di"] {
        e.apply(Command::AddPlayer {
            details: PlayerDetails::named(name),
            id: None,
        })
        .unwrap();
    }
    e.apply(Command::PairRound).unwrap();
    assert!(e.rounds()[0].pairings.iter().all(|p| p.p1_side.is_some()));
    assert_eq!(
        e.clock().map(|c| c.length_ms()),
        Some(40 * 60_000),
        "a 40-minute round clock"
    );
    // Once paired, it cannot become double-sided…
    let mut back = s.clone();
    back.format = Format::Standard;
    let before = e.clone();
    assert!(e.apply(Command::EditSettings { settings: back }).is_err());
    assert_eq!(e, before, "a refused change leaves the event as it was");
    // …but single-sided Swiss and half draft pair alike, so an import that guessed wrong can
    // switch, while every result is possible in the other format.
    let mut draft = s.clone();
    draft.format = Format::HalfDraft;
    e.apply(Command::EditSettings {
        settings: draft.clone(),
    })
    .unwrap();
    e.apply(Command::EditSettings {
        settings: s.clone(),
    })
    .unwrap();
    let t = e.rounds()[0].pairings[0].table;
    e.apply(Command::ReportResult {
        round: 1,
        table: t,
        result: MatchResult::Single {
            game: GameResult::timed(6, 2, 7).unwrap(),
        },
    })
    .unwrap();
    let err = e
        .apply(Command::EditSettings { settings: draft })
        .unwrap_err();
    assert!(
        matches!(
            err,
            EngineError::FormatBreaksResult {
                to: Format::HalfDraft,
                round: 1,
                ..
            }
        ),
        "{err}"
    );
}

#[test]
fn a_bye_is_worth_one_win_counts_as_a_round_and_is_no_side() {
    let mut e = sss_event(5, 3, 7);
    e.apply(Command::PairRound).unwrap();
    let r1 = e.rounds()[0].clone();
    let bye = r1.pairings.iter().find(|p| p.is_bye()).unwrap().p1;
    let results: Vec<(u32, MatchResult)> = r1
        .pairings
        .iter()
        .filter(|p| !p.is_bye())
        .map(|p| (p.table, win(Side::Corp)))
        .collect();
    e.apply(Command::ReportResults { round: 1, results })
        .unwrap();
    let row = e.standings().of(bye).cloned().unwrap();
    assert_eq!((row.points, row.rounds), (3, 1));
    assert_eq!(
        side_counts(e.rounds(), bye).corp + side_counts(e.rounds(), bye).runner,
        0
    );
    // The Corp winners have 3 points and +1; a timed win is 2, a draw 1 each.
    let corp_winner = r1.pairings.iter().find_map(|p| p.corp_runner()).unwrap().0;
    assert_eq!(e.standings().of(corp_winner).unwrap().points, 3);
    assert_eq!(side_counts(e.rounds(), corp_winner).balance(), 1);
    assert_eq!(
        MatchResult::Single {
            game: GameResult::timed(4, 2, 7).unwrap()
        }
        .points(Some(Side::Corp)),
        (2, 0)
    );
    assert_eq!(
        MatchResult::Single {
            game: GameResult::timed(3, 3, 7).unwrap()
        }
        .points(Some(Side::Runner)),
        (1, 1)
    );
    // An intentional draw is a draw's point each (issue 33; it was refused before).
    assert_eq!(
        MatchResult::IntentionalSplit.points(Some(Side::Runner)),
        (1, 1)
    );
}

/// Four players over three rounds meet everyone once; the fourth round must repeat a meeting,
/// and every repeat has the sides of the first meeting reversed.
#[test]
fn an_unavoidable_rematch_reverses_the_sides_and_a_third_meeting_waits_for_the_seventh_round() {
    for seed in 0..20 {
        let mut e = sss_event(4, 7, seed);
        let mut rng = ChaCha20Rng::seed_from_u64(seed);
        let mut met: BTreeMap<(PlayerId, PlayerId), Vec<PlayerId>> = BTreeMap::new();
        for round in 1..=7u32 {
            e.apply(Command::PairRound).unwrap();
            for p in &e.rounds().last().unwrap().pairings {
                let (c, r) = p.corp_runner().unwrap();
                let key = (c.min(r), c.max(r));
                let earlier = met.entry(key).or_default();
                if let Some(&last) = earlier.last() {
                    assert_ne!(last, c, "seed {seed} round {round}: same sides again");
                }
                earlier.push(c);
                assert!(
                    earlier.len() <= 2 || round == 7,
                    "seed {seed} round {round}: a third meeting before it was unavoidable"
                );
            }
            report_all(&mut e, &mut rng);
        }
    }
}

/// Manual pairs get their sides by the same rule, with the reason.
#[test]
fn manual_pairs_and_swaps_get_sides_by_the_rule() {
    let mut e = sss_event(4, 3, 3);
    e.apply(Command::PairRound).unwrap();
    let results: Vec<(u32, MatchResult)> = e.rounds()[0]
        .pairings
        .iter()
        .map(|p| (p.table, win(Side::Runner)))
        .collect();
    e.apply(Command::ReportResults { round: 1, results })
        .unwrap();
    let r1 = e.rounds()[0].clone();
    let (c1, r1p) = r1.pairings[0].corp_runner().unwrap();
    let (c2, _) = r1.pairings[1].corp_runner().unwrap();
    e.apply(Command::PairRound).unwrap();
    // Break round 2 and pair the first table's players again by hand: reversed sides.
    for t in e.rounds()[1]
        .pairings
        .iter()
        .map(|p| p.table)
        .collect::<Vec<_>>()
    {
        e.apply(Command::BreakPairing { round: 2, table: t })
            .unwrap();
    }
    e.apply(Command::PairPlayers {
        round: 2,
        a: c1,
        b: r1p,
    })
    .unwrap();
    let p = e.rounds()[1].pairing_of(c1).unwrap();
    assert_eq!(p.side_of(c1), Some(Side::Runner));
    assert_eq!(p.side_reason, Some(SwissSideReason::EarlierMeetingReversed));
    // Two former Corps (both +1): a coin flip; a former Corp against a former Runner: the
    // Corp of round 1 plays Runner.
    let others: Vec<PlayerId> = e
        .players()
        .iter()
        .map(|p| p.id)
        .filter(|&id| id != c1 && id != r1p)
        .collect();
    e.apply(Command::PairPlayers {
        round: 2,
        a: others[0],
        b: others[1],
    })
    .unwrap();
    // Swap c1 with c2's table-mate of this round: the new pairs get sides by the rule.
    let mate_of_c2 = e.rounds()[1]
        .pairing_of(c2)
        .unwrap()
        .opponent_of(c2)
        .unwrap();
    e.apply(Command::SwapPlayers {
        round: 2,
        a: r1p,
        b: mate_of_c2,
    })
    .unwrap();
    for p in &e.rounds()[1].pairings {
        let (c, r) = p.corp_runner().unwrap();
        let (bc, br) = (
            side_counts(&e.rounds()[..1], c).balance(),
            side_counts(&e.rounds()[..1], r).balance(),
        );
        match p.side_reason {
            Some(SwissSideReason::SideBalance) => assert!(bc < br),
            Some(SwissSideReason::CoinFlip) => assert_eq!(bc, br),
            Some(SwissSideReason::EarlierMeetingReversed) => {}
            None => panic!("a rule-made pair without a reason"),
        }
    }
    // Swapping the two players of one table switches their sides (the organizer's choice).
    let t = e.rounds()[1].pairings[0].clone();
    e.apply(Command::SwapPlayers {
        round: 2,
        a: t.p1,
        b: t.p2.unwrap(),
    })
    .unwrap();
    let after = e.rounds()[1].table(t.table).unwrap();
    assert_eq!(after.corp_runner().map(|(c, r)| (r, c)), t.corp_runner());
    assert_eq!(after.side_reason, None);
}

/// The cut after single-sided Swiss: sides by the cut rules, counting cut games only.
#[test]
fn the_cut_after_single_sided_swiss_counts_cut_games_only() {
    let mut e = sss_event(8, 3, 11);
    let mut s = e.settings().clone();
    s.structure = Structure::Custom {
        rounds: 3,
        cut: CutSize::Top4,
    };
    e.apply(Command::EditSettings { settings: s }).unwrap();
    let mut rng = ChaCha20Rng::seed_from_u64(11);
    for _ in 0..3 {
        e.apply(Command::PairRound).unwrap();
        report_all(&mut e, &mut rng);
    }
    e.apply(Command::Cut {
        size: CutSize::Top4,
        kind: None,
        seeds: None,
    })
    .unwrap();
    let b = e.cut().unwrap();
    let seeds = b.seeds().to_vec();
    for &p in &seeds {
        assert_eq!(b.side_counts(p), SideCounts::default(), "no cut game yet");
    }
    // Round 1: the higher seeds choose: seed 1 Corp, seed 2 Runner.
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
    // Game 3, seed 1 v seed 2: each plays the side played least in the cut, whatever their
    // Swiss sides were.
    let g3 = e.cut().unwrap().game(3).unwrap().sides.unwrap();
    assert_eq!(
        (g3.corp, g3.runner, g3.reason),
        (seeds[1], seeds[0], SideReason::LeastPlayed)
    );
}

// ---------------------------------------------------------------------------------------------
// Imported single-sided events continue single-sided
// ---------------------------------------------------------------------------------------------

fn fixture(name: &str) -> serde_json::Value {
    let path = std::path::Path::new(env!("CARGO_MANIFEST_DIR"))
        .join("fixtures/nrtm")
        .join(name);
    serde_json::from_slice(&std::fs::read(path).unwrap()).unwrap()
}

/// The file as exported during the Swiss stage: without the cut.
fn swiss_only(mut doc: serde_json::Value, swiss_rounds: usize) -> Vec<u8> {
    let rounds = doc["rounds"].as_array_mut().unwrap();
    rounds.truncate(swiss_rounds);
    doc["eliminationPlayers"] = serde_json::json!([]);
    doc["cutToTop"] = serde_json::json!(0);
    serde_json::to_vec(&doc).unwrap()
}

/// Imports, pairs the next round and checks it like the property tests do.
fn continue_import(bytes: &[u8], expected: Format) -> Event {
    let mut e = nrtm::import(bytes, 99).unwrap().event;
    assert_eq!(e.settings().format, expected);
    let state = state_before_next_round(&e);
    e.apply(Command::PairRound).unwrap();
    let round = e.rounds().last().unwrap().clone();
    if expected == Format::SingleSided {
        check_round(&state, &round, "imported event");
    }
    assert!(
        round
            .pairings
            .iter()
            .all(|p| p.is_bye() || p.side_reason.is_some())
    );
    e
}

#[test]
fn imported_single_sided_events_continue_single_sided() {
    // Aesop's Tables, during the Swiss stage.
    let doc = fixture("aesops_single_sided.json");
    continue_import(&swiss_only(doc, 2), Format::SingleSided);
    // Aesop's Tables 2023: 66 players after 10 rounds; the 11th round pairs exactly.
    let doc = fixture("aesops_2023_single_sided.json");
    continue_import(&swiss_only(doc, 10), Format::SingleSided);
    // Cobra's file of an event named "Half Draft" stays a half draft (games to 6 points).
    let bytes = std::fs::read(
        std::path::Path::new(env!("CARGO_MANIFEST_DIR"))
            .join("fixtures/nrtm/cobra_single_sided.json"),
    )
    .unwrap();
    let e = continue_import(&bytes, Format::HalfDraft);
    assert_eq!(e.settings().format.agenda_points_to_win(), 6);
}

/// Both single-sided fixtures round-trip through our export (the way Cobra writes
/// single-sided rounds: `role`, the side's score, `combinedScore`), and so does an event the
/// engine paired, its side reasons included.
#[test]
fn single_sided_events_round_trip_through_the_nrtm_export() {
    for name in ["cobra_single_sided.json", "aesops_single_sided.json"] {
        let bytes = serde_json::to_vec(&fixture(name)).unwrap();
        let first = nrtm::import(&bytes, 5).unwrap().event;
        let again = nrtm::import(nrtm::export_string(&first).as_bytes(), 5)
            .unwrap()
            .event;
        assert_eq!(again.rounds(), first.rounds(), "{name}");
        assert_eq!(again.standings(), first.standings(), "{name}");
        assert_eq!(again.settings().format, first.settings().format, "{name}");
        assert_eq!(
            again.cut().map(|b| b.places()),
            first.cut().map(|b| b.places())
        );
    }
    let mut e = sss_event(9, 4, 21);
    let mut rng = ChaCha20Rng::seed_from_u64(21);
    for _ in 0..4 {
        e.apply(Command::PairRound).unwrap();
        report_all(&mut e, &mut rng);
    }
    let doc = nrtm::export(&e);
    let g = &doc["rounds"][1][0];
    assert!(g["player1"]["role"].is_string());
    assert!(g["sideReason"].is_string());
    let again = nrtm::import(nrtm::export_string(&e).as_bytes(), 21)
        .unwrap()
        .event;
    let strip = |rounds: &[SwissRound]| -> Vec<SwissRound> {
        let mut r = rounds.to_vec();
        for p in r.iter_mut().flat_map(|x| x.pairings.iter_mut()) {
            if let Some(MatchResult::Single {
                game: GameResult::ModifiedWin { agenda, .. } | GameResult::Draw { agenda },
            }) = &mut p.result
            {
                *agenda = None;
            }
        }
        r
    };
    assert_eq!(strip(again.rounds()), strip(e.rounds()));
    assert_eq!(again.settings().format, Format::SingleSided);
}

// ---------------------------------------------------------------------------------------------
// Printouts
// ---------------------------------------------------------------------------------------------

/// Slips and pairing printouts of a single-sided Swiss round say who is Corp.
#[test]
fn slips_and_pairings_printouts_show_the_sides() {
    use netrunner_to::io::print::{Paper, Printout, RoundRef, render};
    let mut e = sss_event(9, 3, 8);
    let mut rng = ChaCha20Rng::seed_from_u64(8);
    e.apply(Command::PairRound).unwrap();
    report_all(&mut e, &mut rng);
    e.apply(Command::PairRound).unwrap();
    let text = |p: Printout| {
        crate::print::poppler(
            "pdftotext",
            &["-layout", "-enc", "UTF-8"],
            &render(&e, &p, Paper::A4).unwrap(),
        )
    };
    let slips = text(Printout::Slips {
        round: RoundRef::Swiss(2),
    });
    let by_table = text(Printout::PairingsByTable {
        round: RoundRef::Swiss(2),
    });
    let header = by_table.lines().find(|l| l.contains("Table")).unwrap();
    assert!(
        header.contains("Corp") && header.contains("Runner"),
        "{header}"
    );
    for p in e.rounds()[1].pairings.iter().filter(|p| !p.is_bye()) {
        let (corp, runner) = p.corp_runner().unwrap();
        let line = slips
            .lines()
            .find(|l| l.contains(&format!("Corp: {}", e.name_of(corp))))
            .unwrap_or_else(|| panic!("no slip has {} as Corp", e.name_of(corp)));
        assert!(
            line.contains(&format!("Runner: {}", e.name_of(runner))),
            "{line}"
        );
        let row = by_table
            .lines()
            .find(|l| l.contains(&e.name_of(corp)))
            .unwrap();
        assert!(
            row.find(&e.name_of(corp)) < row.find(&e.name_of(runner)),
            "the Corp first: {row}"
        );
    }
    assert!(!slips.contains("Game 2"), "one game a round");
}

// ---------------------------------------------------------------------------------------------
// The command-line program
// ---------------------------------------------------------------------------------------------

/// `new --format single-sided`, pairings with the sides and why, one-game results, the side
/// balance in the standings; `settings --format` before round 1.
#[test]
fn the_command_line_creates_and_runs_a_single_sided_event() {
    let dir = tempfile::tempdir().unwrap();
    let run = |args: &[&str]| -> String {
        let out = std::process::Command::new(env!("CARGO_BIN_EXE_netrunner-to"))
            .args(args)
            .current_dir(dir.path())
            .output()
            .unwrap();
        assert!(
            out.status.success(),
            "{args:?}: {}",
            String::from_utf8_lossy(&out.stderr)
        );
        String::from_utf8(out.stdout).unwrap()
    };
    let created = run(&[
        "new",
        "e.json",
        "--name",
        "Worlds",
        "--format",
        "single-sided",
        "--seed",
        "3",
    ]);
    assert!(created.contains("single-sided"), "{created}");
    let info: serde_json::Value =
        serde_json::from_str(&run(&["info", "e.json", "--json"])).unwrap();
    assert_eq!(info["single_sided"], true);
    assert_eq!(info["round_minutes"], 40);
    assert_eq!(info["agenda_points_to_win"], 7);
    run(&["player", "add", "e.json", "Ann", "Bo", "Cy", "Dana", "Eve"]);
    let paired = run(&["pair", "e.json"]);
    assert!(
        paired.contains("Sides") && paired.contains("coin flip (round 1)"),
        "{paired}"
    );
    for t in ["1", "2"] {
        run(&["report", "e.json", "--table", t, "C"]);
    }
    let paired = run(&["pair", "e.json"]);
    assert!(
        paired.contains("has played Corp more") || paired.contains("coin flip (both"),
        "{paired}"
    );
    let round: serde_json::Value =
        serde_json::from_str(&run(&["pairings", "e.json", "--json"])).unwrap();
    for t in round["tables"].as_array().unwrap() {
        if t["bye"] == false {
            assert!(t["side_reason"].is_string(), "{t}");
            assert!(t["sides"].is_string(), "{t}");
        }
    }
    let standings = run(&["standings", "e.json"]);
    assert!(
        standings.contains("Sides") && standings.contains("C1 R0 (+1)"),
        "{standings}"
    );
    let json: serde_json::Value =
        serde_json::from_str(&run(&["standings", "e.json", "--json"])).unwrap();
    let balances: i64 = json["standings"]
        .as_array()
        .unwrap()
        .iter()
        .map(|r| r["sides"]["balance"].as_i64().unwrap())
        .sum();
    assert_eq!(balances, 0, "every game has one Corp and one Runner");
    // The format of an event not yet paired can change; this one cannot become double-sided.
    let out = std::process::Command::new(env!("CARGO_BIN_EXE_netrunner-to"))
        .args(["settings", "e.json", "--format", "standard"])
        .current_dir(dir.path())
        .output()
        .unwrap();
    assert!(!out.status.success());
    run(&["new", "f.json", "--name", "Store", "--seed", "4"]);
    run(&["settings", "f.json", "--format", "single-sided"]);
    let info: serde_json::Value =
        serde_json::from_str(&run(&["info", "f.json", "--json"])).unwrap();
    assert_eq!(info["format"], "single-sided");
}
