//! Unit tests for Swiss pairing (behaviour from the regulations and spec `pairing.md`).

use super::*;
use rand::SeedableRng;
use rand_chacha::ChaCha20Rng;
use std::collections::{BTreeSet, HashSet};

fn pid(i: u32) -> PlayerId {
    PlayerId(i)
}

/// Players with the given points, ranked in the order given (rank 0 first), ids 1...
fn field(points: &[u32]) -> Vec<PairingPlayer> {
    points
        .iter()
        .enumerate()
        .map(|(rank, &p)| PairingPlayer {
            id: pid(rank as u32 + 1),
            points: p,
            rank,
            byes: 0,
            side_balance: 0,
        })
        .collect()
}

fn request<'a>(
    players: &'a [PairingPlayer],
    previous: &'a [(PlayerId, PlayerId)],
) -> PairingRequest<'a> {
    PairingRequest {
        players,
        previous,
        mode: PairingMode::DoubleSided,
        sides: &[],
    }
}

fn pair_seed(req: &PairingRequest<'_>, seed: u64) -> PairingOutcome {
    pair_round(req, &mut ChaCha20Rng::seed_from_u64(seed)).unwrap()
}

fn partner(out: &PairingOutcome, p: PlayerId) -> Option<PlayerId> {
    out.pairs.iter().find_map(|&(a, b)| {
        if a == p {
            Some(b)
        } else if b == p {
            Some(a)
        } else {
            None
        }
    })
}

fn assert_complete(players: &[PairingPlayer], out: &PairingOutcome) {
    let mut seen = HashSet::new();
    for &(a, b) in &out.pairs {
        assert!(seen.insert(a) && seen.insert(b), "player paired twice");
    }
    if let Some(b) = out.bye {
        assert!(seen.insert(b));
    }
    assert_eq!(seen.len(), players.len());
    assert_eq!(out.bye.is_some(), players.len() % 2 == 1);
}

#[test]
fn regulations_example_john_stella_laramy_and_kyle() {
    // John, Stella, Laramy: 12 points; Kyle: the only player with 10; then lower players.
    let players = field(&[12, 12, 12, 10, 8, 8, 6, 6]);
    let (john, stella, laramy, kyle) = (pid(1), pid(2), pid(3), pid(4));
    let twelves = [john, stella, laramy];
    let mut kyle_partners = BTreeSet::new();
    for seed in 0..40 {
        let out = pair_seed(&request(&players, &[]), seed);
        assert_complete(&players, &out);
        let k = partner(&out, kyle).unwrap();
        assert!(
            twelves.contains(&k),
            "Kyle must meet the odd 12-point player"
        );
        for &t in &twelves {
            if t != k {
                assert!(twelves.contains(&partner(&out, t).unwrap()));
            }
        }
        kyle_partners.insert(k);
        // The 8s pair together and the 6s pair together: zero point cost elsewhere.
        assert_eq!(out.cost.point_cost, 4);
        assert_eq!(out.cost.rematches, 0);
    }
    // "pair the remaining player with a random player": every 12 is sometimes the odd one.
    assert_eq!(kyle_partners.len(), 3);
}

#[test]
fn bye_goes_to_lowest_ranked_player_without_one() {
    let players = field(&[9, 6, 6, 3, 3]);
    for seed in 0..10 {
        let out = pair_seed(&request(&players, &[]), seed);
        assert_complete(&players, &out);
        assert_eq!(out.bye, Some(pid(5)));
        assert_eq!((out.cost.earlier_byes, out.cost.bye_moved_up), (0, 0));
    }
}

#[test]
fn bye_skips_players_who_already_had_one() {
    let mut players = field(&[9, 6, 6, 3, 3]);
    players[4].byes = 1;
    players[3].byes = 1;
    let out = pair_seed(&request(&players, &[]), 1);
    assert_eq!(out.bye, Some(pid(3)));
    assert_eq!((out.cost.earlier_byes, out.cost.bye_moved_up), (0, 0));
}

#[test]
fn everyone_had_a_bye_then_lowest_ranked_gets_another() {
    let mut players = field(&[9, 6, 6, 3, 3]);
    for p in &mut players {
        p.byes = 1;
    }
    let out = pair_seed(&request(&players, &[]), 2);
    assert_eq!(out.bye, Some(pid(5)));
    assert_eq!((out.cost.earlier_byes, out.cost.bye_moved_up), (1, 0));
}

#[test]
fn bye_moves_up_only_when_that_avoids_a_rematch() {
    let players = field(&[9, 6, 6, 3, 3]);
    // Player 4 has met 1, 2 and 3: if 5 takes the bye, 4 must rematch. Giving the bye to 4
    // instead leaves 1, 2, 3, 5 rematch-free.
    let previous = [(pid(4), pid(1)), (pid(4), pid(2)), (pid(4), pid(3))];
    for seed in 0..10 {
        let out = pair_seed(&request(&players, &previous), seed);
        assert_complete(&players, &out);
        assert_eq!(out.bye, Some(pid(4)));
        assert_eq!(out.cost.rematches, 0);
        assert_eq!((out.cost.earlier_byes, out.cost.bye_moved_up), (0, 1));
    }
    // If 4 already had a bye, 4 is skipped: 5 (lowest eligible) would force 4 into a rematch,
    // so the bye moves up to 3, leaving 1–2 and 4–5.
    let mut players2 = players.clone();
    players2[3].byes = 1;
    let out = pair_seed(&request(&players2, &previous), 3);
    assert_eq!(out.cost.rematches, 0);
    assert_eq!(out.bye, Some(pid(3)));
    assert_eq!(partner(&out, pid(4)), Some(pid(5)));
    assert_eq!((out.cost.earlier_byes, out.cost.bye_moved_up), (0, 1));
}

#[test]
fn never_a_second_bye_while_someone_has_none_even_to_avoid_a_rematch() {
    // 1, 2 and 3 had a bye; 4 and 5 have met 1, 2 and 3. Whoever of 4 and 5 takes the bye, the
    // other must rematch; a second bye for 1 would avoid it (4–5, 2–3), but the bye rule is a
    // must: the bye goes to 5, the lowest-ranked player without one, and a rematch is made.
    let mut players = field(&[6, 6, 6, 3, 3]);
    for p in &mut players[..3] {
        p.byes = 1;
    }
    let previous = [
        (pid(4), pid(1)),
        (pid(4), pid(2)),
        (pid(4), pid(3)),
        (pid(5), pid(1)),
        (pid(5), pid(2)),
        (pid(5), pid(3)),
    ];
    for seed in 0..10 {
        let out = pair_seed(&request(&players, &previous), seed);
        assert_complete(&players, &out);
        assert_eq!(out.bye, Some(pid(5)), "seed {seed}");
        assert_eq!(out.cost.earlier_byes, 0);
        assert_eq!(out.cost.rematches, 1);
        assert_eq!(out.rematches.len(), 1);
    }
    // Once everyone had one, the fewest byes decide: a player with two never gets a third
    // while others have one.
    for p in &mut players {
        p.byes = 1;
    }
    players[4].byes = 2;
    let out = pair_seed(&request(&players, &[]), 1);
    assert_eq!(out.bye, Some(pid(4)));
    assert_eq!((out.cost.earlier_byes, out.cost.bye_moved_up), (1, 0));
    // With the meetings above, 4 taking it would force 5 into a rematch: it moves up to 3.
    let out = pair_seed(&request(&players, &previous), 1);
    assert_eq!(out.bye, Some(pid(3)));
    assert_eq!(out.cost.rematches, 0);
    assert_eq!((out.cost.earlier_byes, out.cost.bye_moved_up), (1, 1));
}

#[test]
fn a_third_meeting_only_when_second_meetings_do_not_suffice() {
    // Four players, round 5: everyone met everyone once and 1–2, 3–4 met twice. By points 1–2
    // and 3–4 belong together, but that would be a third meeting; 1–3/2–4 or 1–4/2–3 are
    // second meetings only.
    let players = field(&[12, 12, 6, 6]);
    let previous = [
        (pid(1), pid(2)),
        (pid(3), pid(4)),
        (pid(1), pid(3)),
        (pid(2), pid(4)),
        (pid(1), pid(4)),
        (pid(2), pid(3)),
        (pid(1), pid(2)),
        (pid(3), pid(4)),
    ];
    for seed in 0..10 {
        let out = pair_seed(&request(&players, &previous), seed);
        assert_eq!(out.cost.rematches, 2);
        assert_eq!(out.cost.repeat_meetings, 0, "seed {seed}: {:?}", out.pairs);
        assert_ne!(partner(&out, pid(1)), Some(pid(2)));
    }
    // Once every pair met twice, a third meeting is unavoidable and points decide again.
    let mut all_twice = previous.to_vec();
    all_twice.extend([
        (pid(1), pid(3)),
        (pid(2), pid(4)),
        (pid(1), pid(4)),
        (pid(2), pid(3)),
    ]);
    let out = pair_seed(&request(&players, &all_twice), 3);
    assert_eq!(out.cost.repeat_meetings, 2);
    assert_eq!(partner(&out, pid(1)), Some(pid(2)));
}

#[test]
fn bye_does_not_move_up_for_point_reasons() {
    // If 5 takes the bye, 4 (3 points) must meet a 9: a big point cost, but no rematch. The bye
    // still goes to 5.
    let players = field(&[9, 9, 9, 3, 0]);
    let out = pair_seed(&request(&players, &[]), 4);
    assert_eq!(out.bye, Some(pid(5)));
    assert_eq!(out.cost.point_cost, 36);
}

#[test]
fn bye_stays_at_the_bottom_when_every_choice_forces_a_rematch() {
    // Three players who all met: any choice leaves one rematch, so moving the bye up gains
    // nothing and it stays with the lowest-ranked player.
    let players = field(&[6, 3, 0]);
    let previous = [(pid(1), pid(2)), (pid(1), pid(3)), (pid(2), pid(3))];
    let out = pair_seed(&request(&players, &previous), 5);
    assert_eq!(out.bye, Some(pid(3)));
    assert_eq!(out.cost.rematches, 1);
    assert_eq!(out.rematches, vec![(pid(1), pid(2))]);
}

#[test]
fn avoids_rematch_inside_a_score_group() {
    let players = field(&[6, 6, 6, 6]);
    let previous = [(pid(1), pid(2)), (pid(3), pid(4))];
    for seed in 0..10 {
        let out = pair_seed(&request(&players, &previous), seed);
        assert_eq!(out.cost.rematches, 0);
        assert!(out.rematches.is_empty());
        assert_ne!(partner(&out, pid(1)), Some(pid(2)));
        assert_ne!(partner(&out, pid(3)), Some(pid(4)));
    }
}

#[test]
fn prefers_floating_one_player_over_a_rematch() {
    // 1 and 2 (9 points) met already: each floats down to a 6 instead.
    let players = field(&[9, 9, 6, 6]);
    let previous = [(pid(1), pid(2))];
    let out = pair_seed(&request(&players, &previous), 6);
    assert_eq!(out.cost.rematches, 0);
    assert_eq!(out.cost.point_cost, 18);
}

#[test]
fn unavoidable_rematch_is_reported() {
    let players = field(&[3, 0]);
    let previous = [(pid(2), pid(1))];
    let out = pair_seed(&request(&players, &previous), 7);
    assert_eq!(out.pairs, vec![(pid(1), pid(2))]);
    assert_eq!(out.rematches, vec![(pid(1), pid(2))]);
    assert_eq!(out.cost.rematches, 1);
}

#[test]
fn double_sided_pairs_are_higher_ranked_first_and_sorted() {
    let players = field(&[6, 6, 3, 3, 0, 0]);
    let out = pair_seed(&request(&players, &[]), 8);
    let rank = |p: PlayerId| players.iter().find(|x| x.id == p).unwrap().rank;
    for &(a, b) in &out.pairs {
        assert!(rank(a) < rank(b));
    }
    let firsts: Vec<usize> = out.pairs.iter().map(|&(a, _)| rank(a)).collect();
    let mut sorted = firsts.clone();
    sorted.sort();
    assert_eq!(firsts, sorted);
}

#[test]
fn result_does_not_depend_on_input_order_and_seed_reproduces() {
    let players = field(&[12, 12, 9, 9, 9, 6, 6, 3, 3, 0, 0]);
    let previous = [(pid(1), pid(3)), (pid(2), pid(4)), (pid(5), pid(6))];
    let a = pair_seed(&request(&players, &previous), 99);
    let mut reversed = players.clone();
    reversed.reverse();
    let b = pair_seed(&request(&reversed, &previous), 99);
    assert_eq!(a, b);
    let different: BTreeSet<Vec<(PlayerId, PlayerId)>> = (0..20)
        .map(|s| pair_seed(&request(&players, &previous), s).pairs)
        .collect();
    assert!(different.len() > 1, "the rng must influence ties");
}

fn single(balances: &[i32], points: &[u32]) -> Vec<PairingPlayer> {
    let mut players = field(points);
    for (p, &b) in players.iter_mut().zip(balances) {
        p.side_balance = b;
    }
    players
}

fn single_request<'a>(
    players: &'a [PairingPlayer],
    previous: &'a [(PlayerId, PlayerId)],
) -> PairingRequest<'a> {
    PairingRequest {
        players,
        previous,
        mode: PairingMode::SingleSided,
        sides: &[],
    }
}

#[test]
fn single_sided_more_corp_plays_runner() {
    let players = single(&[1, -1], &[3, 3]);
    let out = pair_round(
        &single_request(&players, &[]),
        &mut ChaCha20Rng::seed_from_u64(1),
    )
    .unwrap();
    assert_eq!(out.pairs, vec![(pid(2), pid(1))]);
    assert!(out.side_violations.is_empty());
}

#[test]
fn single_sided_equal_balance_is_a_coin_flip() {
    let players = single(&[0, 0], &[3, 3]);
    let mut corps = BTreeSet::new();
    for seed in 0..30 {
        let out = pair_round(
            &single_request(&players, &[]),
            &mut ChaCha20Rng::seed_from_u64(seed),
        )
        .unwrap();
        corps.insert(out.pairs[0].0);
        assert!(out.side_violations.is_empty());
    }
    assert_eq!(corps.len(), 2);
}

#[test]
fn single_sided_avoids_pushing_players_outside_one() {
    // Two +1s and two −1s, all on 3 points: pair each +1 with a −1.
    let players = single(&[1, 1, -1, -1], &[3, 3, 3, 3]);
    for seed in 0..10 {
        let out = pair_round(
            &single_request(&players, &[]),
            &mut ChaCha20Rng::seed_from_u64(seed),
        )
        .unwrap();
        assert_eq!(out.cost.side_violations, 0);
        for &(corp, runner) in &out.pairs {
            let bal = |p: PlayerId| players.iter().find(|x| x.id == p).unwrap().side_balance;
            assert_eq!((bal(corp), bal(runner)), (-1, 1));
        }
    }
}

#[test]
fn single_sided_side_rule_outranks_points_but_not_rematches() {
    // 1 and 2 (+1 each, 6 points) would pair by points; the side rule floats them instead.
    let players = single(&[1, 1, -1, -1], &[6, 6, 0, 0]);
    let out = pair_round(
        &single_request(&players, &[]),
        &mut ChaCha20Rng::seed_from_u64(2),
    )
    .unwrap();
    assert_eq!(out.cost.side_violations, 0);
    assert_eq!(out.cost.point_cost, 72);
    // With 1–3 and 2–4 already played, avoiding the violation would need a rematch: the
    // rematch term comes first.
    let previous = [
        (pid(1), pid(3)),
        (pid(2), pid(4)),
        (pid(1), pid(4)),
        (pid(2), pid(3)),
    ];
    let out = pair_round(
        &single_request(&players, &previous),
        &mut ChaCha20Rng::seed_from_u64(2),
    )
    .unwrap();
    assert_eq!(out.cost.rematches, 0);
    assert_eq!(out.cost.side_violations, 2);
    assert_eq!(out.side_violations.len(), 2);
    // The pushed players are the ones playing Corp at +1 or Runner at −1.
    for &p in &out.side_violations {
        let (corp, _) = *out.pairs.iter().find(|&&(a, b)| a == p || b == p).unwrap();
        let bal = players.iter().find(|x| x.id == p).unwrap().side_balance;
        assert_eq!(corp == p, bal > 0);
    }
}

#[test]
fn single_sided_bye_has_no_side() {
    let players = single(&[1, -1, 0], &[3, 3, 0]);
    let out = pair_round(
        &single_request(&players, &[]),
        &mut ChaCha20Rng::seed_from_u64(3),
    )
    .unwrap();
    assert_eq!(out.bye, Some(pid(3)));
    assert_eq!(out.pairs, vec![(pid(2), pid(1))]);
}

#[test]
fn empty_and_single_player_requests() {
    let out = pair_seed(&request(&[], &[]), 0);
    assert!(out.pairs.is_empty() && out.bye.is_none());
    let one = field(&[3]);
    let out = pair_seed(&request(&one, &[]), 0);
    assert!(out.pairs.is_empty());
    assert_eq!(out.bye, Some(pid(1)));
}

#[test]
fn invalid_requests_are_errors() {
    let mut players = field(&[3, 3, 3]);
    players[1].id = pid(1);
    assert_eq!(
        pair_round(&request(&players, &[]), &mut ChaCha20Rng::seed_from_u64(0)),
        Err(PairingError::DuplicatePlayer(pid(1)))
    );
    let mut players = field(&[3, 3, 3]);
    players[2].rank = 0;
    assert_eq!(
        pair_round(&request(&players, &[]), &mut ChaCha20Rng::seed_from_u64(0)),
        Err(PairingError::DuplicateRank(0))
    );
    let players = field(&[3, 3]);
    assert_eq!(
        pair_round_with_tiebreak(&request(&players, &[]), &[1]),
        Err(PairingError::TiebreakLength {
            players: 2,
            keys: 1
        })
    );
}

#[test]
fn absurd_weights_are_rejected_not_overflowed() {
    // 1,001 single-sided players, a point spread of 2^32 and tiebreak keys spread over 2^32:
    // the lexicographic weights would need far more than 128 bits.
    let mut players = field(&vec![0; 1001]);
    players[0].points = u32::MAX;
    let keys: Vec<u32> = (0..1001u32).map(|i| i.wrapping_mul(4_290_000)).collect();
    let req = PairingRequest {
        players: &players,
        previous: &[],
        mode: PairingMode::SingleSided,
        sides: &[],
    };
    assert_eq!(
        pair_round_with_tiebreak(&req, &keys),
        Err(PairingError::TooLarge { players: 1001 })
    );
}

#[test]
fn five_thousand_players_thirty_rounds_fit_the_weights() {
    let n = 5000usize;
    let players: Vec<PairingPlayer> = (0..n)
        .map(|i| PairingPlayer {
            id: pid(i as u32),
            points: (i % 181) as u32,
            rank: i,
            byes: (i % 2 == 0) as u32,
            side_balance: 0,
        })
        .collect();
    let keys: Vec<u32> = (0..n as u32).collect();
    assert!(problem::Problem::new(&request(&players, &[]), &keys).is_ok());
}

#[test]
fn pair_random_pairs_everyone_once() {
    let ids: Vec<PlayerId> = (1..=9).map(pid).collect();
    let mut rng = ChaCha20Rng::seed_from_u64(11);
    let (pairs, bye) = pair_random(&ids, &mut rng);
    assert_eq!(pairs.len(), 4);
    let mut seen: BTreeSet<PlayerId> = pairs.iter().flat_map(|&(a, b)| [a, b]).collect();
    assert!(seen.insert(bye.unwrap()));
    assert_eq!(seen.len(), 9);
    let (again, bye2) = pair_random(&ids, &mut ChaCha20Rng::seed_from_u64(11));
    assert_eq!((pairs.clone(), bye), (again, bye2));
    let byes: BTreeSet<PlayerId> = (0..50)
        .filter_map(|s| pair_random(&ids, &mut ChaCha20Rng::seed_from_u64(s)).1)
        .collect();
    assert!(byes.len() > 4, "the round-1 bye is random");
    let (even, none) = pair_random(&ids[..8], &mut rng);
    assert_eq!(even.len(), 4);
    assert!(none.is_none());
}

#[test]
fn draft_seats_pair_furthest_apart() {
    let seats: Vec<PlayerId> = (1..=8).map(pid).collect();
    let (pairs, bye) = pair_draft_seats(&seats, &mut ChaCha20Rng::seed_from_u64(0));
    assert_eq!(
        pairs,
        vec![
            (pid(1), pid(5)),
            (pid(2), pid(6)),
            (pid(3), pid(7)),
            (pid(4), pid(8))
        ]
    );
    assert!(bye.is_none());
    let seats: Vec<PlayerId> = (1..=7).map(pid).collect();
    let mut byes = BTreeSet::new();
    for seed in 0..60 {
        let (pairs, bye) = pair_draft_seats(&seats, &mut ChaCha20Rng::seed_from_u64(seed));
        let bye = bye.unwrap();
        byes.insert(bye);
        let rest: Vec<PlayerId> = seats.iter().copied().filter(|&p| p != bye).collect();
        assert_eq!(
            pairs,
            vec![(rest[0], rest[3]), (rest[1], rest[4]), (rest[2], rest[5])]
        );
    }
    assert_eq!(byes.len(), 7);
}

#[test]
fn certificate_loop_adds_edges_when_the_sparse_graph_is_not_enough() {
    // One neighbour, no lower groups: the first candidate graph pairs the 9s among themselves
    // through rematches; the certificate must find the rematch-free floats.
    let players = field(&[9, 9, 9, 9, 6, 6, 6, 6]);
    let previous = [
        (pid(1), pid(2)),
        (pid(1), pid(3)),
        (pid(1), pid(4)),
        (pid(2), pid(3)),
        (pid(2), pid(4)),
        (pid(3), pid(4)),
    ];
    let options = CandidateOptions {
        neighbours: 1,
        lower_groups: 0,
        lower_players: 0,
        bye_candidates: 1,
        max_solves: 100,
    };
    let keys: Vec<u32> = (0..8).collect();
    let out = pair_round_with_options(&request(&players, &previous), &keys, &options).unwrap();
    assert_eq!(out.cost.rematches, 0);
    assert_eq!(out.cost.point_cost, 4 * 9);
    assert!(out.stats.solves > 1);
    assert!(out.stats.added_edges > 0);
}
