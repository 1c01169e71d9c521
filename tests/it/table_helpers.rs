#![allow(clippy::unwrap_used, clippy::expect_used, clippy::panic)] // test code: a failed step is a failed test

//! The table helpers for one multiplayer game: NAPD (turns, infamy, active Runner, victory) and
//! The Big Sell-Out in both editions (turn order, cycles, victory, rehiring, credit exchange, ICE
//! bonus, tag sale and auction), checked against the rules in `shared/regulations/`.

use netrunner_to::engine::BigSellOutEdition::{AndroidNetrunner as Anr, Classic};
use netrunner_to::engine::multiplayer::table::TableError;
use netrunner_to::engine::multiplayer::table::bso::{
    Advance, AuctionStep, BsoOutcome, BsoSeat, BsoTable, BsoWinReason, ExchangeDirection,
    LeaveReason, Role, credit_exchange,
};
use netrunner_to::engine::multiplayer::table::napd::{
    CYBER_BUREAU, DETECTIVES_BUREAU, NapdSeat, NapdTable, NapdTurn, NapdVictory,
};
use proptest::prelude::*;

// ---------------------------------------------------------------- NAPD

fn napd3() -> NapdTable {
    NapdTable::new(
        "Cora",
        &[
            ("Ann", "Kate Mac McCaffrey"),
            ("Bo", "Noise"),
            ("Cy", "Gabriel Santiago"),
        ],
    )
    .unwrap()
}

use NapdSeat::{Corp, Runner};

#[test]
fn napd_turn_order_is_corp_then_runners_clockwise_from_its_left() {
    let mut t = napd3();
    assert_eq!(t.turn(), NapdTurn::Setup);
    assert_eq!(t.turn_order(), [Corp, Runner(0), Runner(1), Runner(2)]);
    let mut seen = Vec::new();
    for _ in 0..9 {
        seen.push(t.next_turn().unwrap());
    }
    use NapdTurn as T;
    assert_eq!(
        seen,
        [
            T::Corp,
            T::Runner(0),
            T::Runner(1),
            T::Runner(2),
            T::Corp,
            T::Runner(0),
            T::Runner(1),
            T::Runner(2),
            T::Corp
        ]
    );
    assert_eq!(t.corp_turns(), 3);
}

#[test]
fn napd_infamy_starts_with_the_corp_and_moves_clockwise_each_corp_draw() {
    let mut t = napd3();
    // After starting hands the Corp takes the token; no Runner is active during setup.
    assert_eq!(t.infamy(), Corp);
    assert_eq!(t.active_runner(), None);
    let mut holders = Vec::new();
    for _ in 0..5 {
        // Corp turn: the token has just moved; the holder is the active Runner.
        assert_eq!(t.next_turn().unwrap(), NapdTurn::Corp);
        holders.push(t.infamy());
        assert_eq!(
            t.active_runner(),
            Some(match t.infamy() {
                Runner(i) => i,
                Corp => panic!("the Corp never holds the token after its first draw"),
            })
        );
        // During each Runner's own turn that Runner is active, whoever holds the token.
        for i in 0..3 {
            assert_eq!(t.next_turn().unwrap(), NapdTurn::Runner(i));
            assert_eq!(t.active_runner(), Some(i));
        }
    }
    assert_eq!(
        holders,
        [Runner(0), Runner(1), Runner(2), Runner(0), Runner(1)]
    );
}

#[test]
fn napd_flatlined_runners_are_skipped_by_turns_and_by_the_infamy_token() {
    let mut t = napd3();
    t.next_turn().unwrap(); // Corp 1, infamy to Ann
    t.next_turn().unwrap(); // Ann
    assert_eq!(t.flatline(1).unwrap(), 0); // Bo flatlined in Ann's turn (e.g. by a trap)
    assert_eq!(t.turn_order(), [Corp, Runner(0), Runner(2)]);
    assert_eq!(t.next_turn().unwrap(), NapdTurn::Runner(2)); // Bo's turn is skipped
    assert_eq!(t.next_turn().unwrap(), NapdTurn::Corp);
    // The token would go from Ann to Bo; Bo is out, so it goes to Cy.
    assert_eq!(t.infamy(), Runner(2));
    assert_eq!(t.active_runner(), Some(2));
    t.next_turn().unwrap(); // Ann
    t.next_turn().unwrap(); // Cy
    assert_eq!(t.next_turn().unwrap(), NapdTurn::Corp);
    assert_eq!(t.infamy(), Runner(0)); // wraps around clockwise past Bo
}

#[test]
fn napd_runner_flatlined_while_holding_the_token_leaves_no_active_runner_until_the_next_draw() {
    let mut t = napd3();
    t.next_turn().unwrap(); // Corp 1: Ann holds the token and is active
    t.flatline(0).unwrap();
    assert_eq!(t.infamy(), Runner(0));
    assert_eq!(t.active_runner(), None);
    assert_eq!(t.next_turn().unwrap(), NapdTurn::Runner(1));
    t.next_turn().unwrap();
    t.next_turn().unwrap(); // Corp 2
    assert_eq!(t.infamy(), Runner(1));
    assert_eq!(t.active_runner(), Some(1));
}

#[test]
fn napd_corp_wins_at_seven_points() {
    let mut t = napd3();
    t.next_turn().unwrap();
    t.add_points(Corp, 3).unwrap();
    t.add_points(Corp, 3).unwrap();
    assert_eq!(t.victory(), None);
    t.add_points(Corp, 2).unwrap();
    assert_eq!(t.victory(), Some(NapdVictory::CorpAgendas));
    assert!(NapdVictory::CorpAgendas.corp_wins());
    // Nothing more happens at the table.
    assert!(matches!(t.next_turn(), Err(TableError::GameOver(_))));
    assert!(matches!(
        t.add_points(Runner(0), 1),
        Err(TableError::GameOver(_))
    ));
    assert!(matches!(t.flatline(0), Err(TableError::GameOver(_))));
}

#[test]
fn napd_corp_wins_when_every_runner_is_flatlined() {
    let mut t = napd3();
    t.next_turn().unwrap();
    t.add_points(Runner(0), 3).unwrap();
    t.flatline(0).unwrap();
    t.flatline(2).unwrap();
    assert_eq!(t.victory(), None);
    t.flatline(1).unwrap();
    assert_eq!(t.victory(), Some(NapdVictory::AllRunnersFlatlined));
    assert!(t.victory().unwrap().corp_wins());
}

#[test]
fn napd_runners_win_with_seven_points_together() {
    let mut t = napd3();
    t.next_turn().unwrap();
    t.add_points(Runner(0), 2).unwrap();
    t.add_points(Runner(1), 3).unwrap();
    assert_eq!(t.runners_total(), 5);
    assert_eq!(t.victory(), None);
    t.add_points(Runner(2), 2).unwrap();
    assert_eq!(t.runners_total(), 7);
    assert_eq!(t.victory(), Some(NapdVictory::RunnerAgendas));
    assert!(!NapdVictory::RunnerAgendas.corp_wins());
}

#[test]
fn napd_flatlined_runners_agendas_no_longer_count() {
    let mut t = napd3();
    t.next_turn().unwrap();
    t.add_points(Runner(0), 4).unwrap();
    t.add_points(Runner(1), 2).unwrap();
    assert_eq!(t.runners_total(), 6);
    // Ann's agendas are trashed to Archives when she is flatlined.
    assert_eq!(t.flatline(0).unwrap(), 4);
    assert_eq!(t.runners_total(), 2);
    // 4 + 2 + 1 would have been 7, but Ann's 4 are gone: no win yet.
    t.add_points(Runner(2), 1).unwrap();
    assert_eq!(t.runners_total(), 3);
    assert_eq!(t.victory(), None);
    // Her score area no longer exists: nothing can be added to or removed from it.
    assert!(matches!(
        t.add_points(Runner(0), 1),
        Err(TableError::Flatlined { .. })
    ));
    assert!(matches!(
        t.remove_points(Runner(0), 1),
        Err(TableError::Flatlined { .. })
    ));
    assert!(matches!(t.flatline(0), Err(TableError::Flatlined { .. })));
    t.add_points(Runner(1), 4).unwrap();
    assert_eq!(t.runners_total(), 7);
    assert_eq!(t.victory(), Some(NapdVictory::RunnerAgendas));
}

#[test]
fn napd_runners_win_when_the_corp_is_decked() {
    let mut t = napd3();
    t.next_turn().unwrap();
    t.add_points(Corp, 6).unwrap();
    t.corp_decked().unwrap();
    assert!(t.corp_is_decked());
    assert_eq!(t.victory(), Some(NapdVictory::CorpDecked));
    assert!(matches!(t.corp_decked(), Err(TableError::GameOver(_))));
}

#[test]
fn napd_points_can_be_removed_but_not_below_zero() {
    let mut t = napd3();
    t.add_points(Corp, 2).unwrap();
    assert_eq!(t.remove_points(Corp, 1).unwrap(), 1);
    let e = t.remove_points(Corp, 2).unwrap_err();
    assert_eq!(e.to_string(), "Cora has 1 agenda points; cannot remove 2");
    assert_eq!(t.points(Corp), 1);
}

#[test]
fn napd_seats_two_to_four_runners_with_distinct_identities() {
    assert!(NapdTable::new("C", &[("A", "Noise"), ("B", "Kate")]).is_ok());
    assert!(
        NapdTable::new(
            "C",
            &[("A", "Noise"), ("B", "Kate"), ("D", "Gabe"), ("E", "Andy")]
        )
        .is_ok()
    );
    let e = NapdTable::new("C", &[("A", "Noise"), ("B", "Kate"), ("D", " noise ")]).unwrap_err();
    assert!(matches!(e, TableError::DuplicateIdentity { .. }), "{e}");
    assert!(NapdTable::new("C", &[("A", "Noise")]).is_err());
}

#[test]
fn napd_identity_texts_are_the_two_faces_from_the_regulations() {
    let regs = include_str!("../../fixtures/regulations/napd-multiplayer-format-excerpt.md");
    assert!(regs.contains(CYBER_BUREAU.title));
    assert!(regs.contains(DETECTIVES_BUREAU.title));
    assert!(CYBER_BUREAU.text.contains("10 cards"));
    assert!(CYBER_BUREAU.text.contains("Flip this identity"));
    assert!(
        DETECTIVES_BUREAU
            .text
            .contains("Gain 3 credits or draw 3 cards")
    );
    let mut t = napd3();
    assert_eq!(t.identity_face(), &CYBER_BUREAU);
    t.next_turn().unwrap();
    assert_eq!(t.identity_face(), &DETECTIVES_BUREAU);
}

// ---------------------------------------------------------------- The Big Sell-Out

fn bso(edition: netrunner_to::engine::BigSellOutEdition, teams: usize) -> BsoTable {
    let names: Vec<(String, String)> = (1..=teams)
        .map(|i| (format!("Sponsor{i}"), format!("Agent{i}")))
        .collect();
    BsoTable::new(edition, &names).unwrap()
}

fn seat_str(t: &BsoTable) -> String {
    t.turn().seat.to_string()
}

/// Plays turns to the end of the current cycle (without ending the last turn).
fn to_last_turn_of_cycle(t: &mut BsoTable) {
    let c = t.cycle();
    loop {
        let mut probe = t.clone();
        match probe.next_turn().unwrap() {
            Advance::Turn(n) if n.cycle == c => {
                t.next_turn().unwrap();
            }
            _ => return,
        }
    }
}

#[test]
fn bso_anr_turn_order_is_team_order_with_the_first_turn_restriction() {
    let mut t = bso(Anr, 2);
    let mut order = vec![seat_str(&t)];
    let mut restricted = vec![t.first_turn_restriction().is_some()];
    for _ in 0..7 {
        t.next_turn().unwrap();
        order.push(seat_str(&t));
        restricted.push(t.first_turn_restriction().is_some());
    }
    assert_eq!(order, ["S1", "A1", "S2", "A2", "S1", "A1", "S2", "A2"]);
    // Only the Agents' first turns carry the restriction (no run on HQ, R&D, Archives or an
    // Agent server).
    assert_eq!(
        restricted,
        [false, true, false, true, false, false, false, false]
    );
    assert_eq!(t.cycle(), 2);
}

#[test]
fn bso_classic_first_turn_is_all_sponsors_then_all_agents() {
    let mut t = bso(Classic, 3);
    let mut order = vec![seat_str(&t)];
    for _ in 0..11 {
        t.next_turn().unwrap();
        order.push(seat_str(&t));
        assert!(t.first_turn_restriction().is_none());
    }
    assert_eq!(
        order,
        [
            "S1", "S2", "S3", "A1", "A2", "A3", "S1", "A1", "S2", "A2", "S3", "A3"
        ]
    );
}

#[test]
fn bso_anr_eleven_points_end_the_game_only_after_the_full_cycle() {
    let mut t = bso(Anr, 2);
    t.add_points(0, 5).unwrap();
    t.add_points(0, 3).unwrap();
    t.add_points(0, 3).unwrap(); // Team 1 at 11 during S1's turn
    assert_eq!(t.outcome(), None);
    // The game goes on until after A2's turn.
    for expect in ["A1", "S2", "A2"] {
        assert!(matches!(t.next_turn().unwrap(), Advance::Turn(_)));
        assert_eq!(seat_str(&t), expect);
    }
    t.add_points(1, 5).unwrap(); // Team 2 at 5 in A2's turn
    let r = t.next_turn().unwrap();
    let win = BsoOutcome::Win {
        team: 0,
        reason: BsoWinReason::HighestAfterCycle,
    };
    assert_eq!(r, Advance::GameOver(win.clone()));
    assert_eq!(t.outcome(), Some(&win));
    assert!(matches!(t.next_turn(), Err(TableError::GameOver(_))));
}

#[test]
fn bso_anr_the_highest_total_wins_not_the_first_to_eleven() {
    let mut t = bso(Anr, 2);
    t.add_points(0, 11).unwrap(); // S1 first
    t.next_turn().unwrap();
    t.next_turn().unwrap(); // S2
    t.add_points(1, 13).unwrap();
    to_last_turn_of_cycle(&mut t);
    assert_eq!(
        t.next_turn().unwrap(),
        Advance::GameOver(BsoOutcome::Win {
            team: 1,
            reason: BsoWinReason::HighestAfterCycle
        })
    );
}

#[test]
fn bso_anr_equal_highest_totals_draw() {
    // The regulations' example: Team 1 scores its 12th point, Team 2 still gets its turns and
    // also finishes with 12.
    let mut t = bso(Anr, 2);
    t.add_points(0, 12).unwrap();
    t.next_turn().unwrap();
    t.next_turn().unwrap();
    t.add_points(1, 12).unwrap();
    to_last_turn_of_cycle(&mut t);
    assert_eq!(
        t.next_turn().unwrap(),
        Advance::GameOver(BsoOutcome::Draw { teams: vec![0, 1] })
    );
    assert!(
        netrunner_to::io::explain::engine::bso_outcome(&t, netrunner_to::i18n::Lang::ENGLISH)
            .unwrap()
            .starts_with("draw between Team 1")
    );
    // Three teams: the two tied at the top draw, the third loses.
    let mut t = bso(Anr, 3);
    t.add_points(0, 11).unwrap();
    t.add_points(1, 9).unwrap();
    t.add_points(2, 11).unwrap();
    to_last_turn_of_cycle(&mut t);
    assert_eq!(
        t.next_turn().unwrap(),
        Advance::GameOver(BsoOutcome::Draw { teams: vec![0, 2] })
    );
}

#[test]
fn bso_anr_sudden_death_at_a_seven_point_lead_over_every_team() {
    let mut t = bso(Anr, 3);
    t.add_points(0, 8).unwrap();
    t.add_points(1, 2).unwrap();
    t.add_points(2, 1).unwrap();
    // A 6-point lead over team 2 is not enough.
    to_last_turn_of_cycle(&mut t);
    assert!(matches!(t.next_turn().unwrap(), Advance::Turn(_)));
    assert_eq!(t.cycle(), 2);
    t.add_points(0, 1).unwrap(); // 9 vs 2 and 1: 7 ahead of both
    assert_eq!(t.outcome(), None, "checked only after the full cycle");
    to_last_turn_of_cycle(&mut t);
    assert_eq!(
        t.next_turn().unwrap(),
        Advance::GameOver(BsoOutcome::Win {
            team: 0,
            reason: BsoWinReason::SuddenDeath
        })
    );
}

#[test]
fn bso_anr_lead_shrinking_before_the_cycle_ends_is_no_sudden_death() {
    let mut t = bso(Anr, 2);
    t.add_points(0, 7).unwrap();
    t.next_turn().unwrap();
    t.next_turn().unwrap();
    t.add_points(1, 1).unwrap(); // 7 vs 1 at the check: only 6 ahead
    to_last_turn_of_cycle(&mut t);
    assert!(matches!(t.next_turn().unwrap(), Advance::Turn(_)));
    assert_eq!(t.outcome(), None);
}

#[test]
fn bso_anr_a_decked_sponsor_takes_its_team_out_of_the_game() {
    let mut t = bso(Anr, 3);
    t.add_points(1, 12).unwrap();
    t.next_turn().unwrap();
    t.next_turn().unwrap(); // S2 cannot draw
    t.sponsor_decked(1).unwrap();
    assert_eq!(t.teams()[1].left(), Some(LeaveReason::SponsorDecked));
    assert!(matches!(
        t.add_points(1, 1),
        Err(TableError::TeamLeft { team: 2, .. })
    ));
    // Its turns are skipped; its 12 points do not end the game.
    let mut order = Vec::new();
    for _ in 0..6 {
        t.next_turn().unwrap();
        order.push(seat_str(&t));
    }
    assert_eq!(order, ["S3", "A3", "S1", "A1", "S3", "A3"]);
    assert_eq!(t.outcome(), None);
    // Teams that left are out of the sudden-death comparison too: 7 vs 0, team 2's 12 ignored.
    t.add_points(0, 7).unwrap();
    to_last_turn_of_cycle(&mut t);
    assert_eq!(
        t.next_turn().unwrap(),
        Advance::GameOver(BsoOutcome::Win {
            team: 0,
            reason: BsoWinReason::SuddenDeath
        })
    );
}

#[test]
fn bso_the_last_team_in_the_game_wins() {
    let mut t = bso(Anr, 2);
    t.sponsor_decked(0).unwrap();
    assert_eq!(
        t.outcome(),
        Some(&BsoOutcome::Win {
            team: 1,
            reason: BsoWinReason::LastTeamStanding
        })
    );
    let mut t = bso(Classic, 2);
    t.agent_flatlined(1).unwrap();
    assert_eq!(t.teams()[1].left(), Some(LeaveReason::AgentFlatlined));
    assert_eq!(
        t.outcome(),
        Some(&BsoOutcome::Win {
            team: 0,
            reason: BsoWinReason::LastTeamStanding
        })
    );
}

#[test]
fn bso_classic_eleven_points_win_at_once() {
    let mut t = bso(Classic, 3);
    t.next_turn().unwrap(); // S2
    t.add_points(1, 10).unwrap();
    assert_eq!(t.outcome(), None);
    t.add_points(1, 1).unwrap();
    assert_eq!(
        t.outcome(),
        Some(&BsoOutcome::Win {
            team: 1,
            reason: BsoWinReason::ElevenPoints
        })
    );
    assert_eq!(t.end_of_cycle_check(), None);
}

#[test]
fn bso_classic_a_team_loses_when_its_agent_is_flatlined_or_its_sponsor_decked() {
    let mut t = bso(Classic, 3);
    t.agent_flatlined(0).unwrap();
    assert_eq!(t.teams()[0].left(), Some(LeaveReason::AgentFlatlined));
    assert_eq!(t.outcome(), None);
    t.sponsor_decked(2).unwrap();
    assert_eq!(t.teams()[2].left(), Some(LeaveReason::SponsorDecked));
    assert_eq!(
        t.outcome(),
        Some(&BsoOutcome::Win {
            team: 1,
            reason: BsoWinReason::LastTeamStanding
        })
    );
}

#[test]
fn bso_anr_rehiring_forfeits_the_next_scored_agenda() {
    let mut t = bso(Anr, 2);
    t.next_turn().unwrap(); // A1
    t.agent_flatlined(0).unwrap();
    assert!(
        t.teams()[0].in_game(),
        "no loss for a flatline in this edition"
    );
    assert!(matches!(
        t.agent_flatlined(0),
        Err(TableError::Flatlined { .. })
    ));
    // The flatlined Agent's turns are skipped.
    t.next_turn().unwrap();
    t.next_turn().unwrap();
    assert_eq!(seat_str(&t), "A2");
    t.next_turn().unwrap();
    assert_eq!(seat_str(&t), "S1");
    t.next_turn().unwrap();
    assert_eq!(seat_str(&t), "S2", "A1 is skipped while flatlined");
    // Rehiring costs the Sponsor three clicks: only in its own turn.
    assert!(matches!(t.rehire_agent(0), Err(TableError::NotNow(_))));
    t.next_turn().unwrap();
    t.next_turn().unwrap(); // S1
    let terms = t.rehire_agent(0).unwrap();
    assert_eq!(
        (terms.clicks, terms.credits, terms.cards),
        (3, Some(5), Some(5))
    );
    assert!(matches!(
        t.rehire_agent(0),
        Err(TableError::NotFlatlined(_))
    ));
    assert_eq!(t.add_points(0, 2).unwrap().forfeited, 2);
    assert_eq!(t.add_points(0, 3).unwrap().total, 3);
    t.next_turn().unwrap();
    assert_eq!(seat_str(&t), "A1", "the new Agent takes turns again");
}

#[test]
fn bso_anr_rehire_forfeit_takes_exactly_one_agenda() {
    let mut t = bso(Anr, 2);
    t.agent_flatlined(0).unwrap();
    t.rehire_agent(0).unwrap(); // S1's turn
    let first = t.add_points(0, 2).unwrap();
    assert_eq!((first.added, first.forfeited, first.total), (0, 2, 0));
    let second = t.add_points(0, 3).unwrap();
    assert_eq!((second.added, second.forfeited, second.total), (3, 0, 3));
}

#[test]
fn bso_classic_rehiring_is_optional_and_forfeits_the_next_three_points() {
    let mut t = bso(Classic, 2);
    assert!(matches!(t.rehire_agent(0), Err(TableError::NotNow(_))));
    t.set_classic_rehiring(true);
    t.agent_flatlined(0).unwrap();
    assert!(t.teams()[0].in_game());
    let terms = t.rehire_agent(0).unwrap();
    assert_eq!((terms.clicks, terms.credits, terms.cards), (3, None, None));
    assert_eq!(t.teams()[0].forfeit_points(), 3);
    let a = t.add_points(0, 2).unwrap();
    assert_eq!((a.added, a.forfeited, a.total), (0, 2, 0));
    let b = t.add_points(0, 2).unwrap();
    assert_eq!((b.added, b.forfeited, b.total), (1, 1, 1));
    let c = t.add_points(0, 2).unwrap();
    assert_eq!((c.added, c.forfeited, c.total), (2, 0, 3));
}

#[test]
fn bso_anr_credit_exchange_limits_and_rates() {
    use ExchangeDirection::{AgentToSponsor as A2S, SponsorToAgent as S2A};
    // Sponsor: up to 4 credits, the Agent gains 2 for each.
    for spent in 1..=4 {
        assert_eq!(credit_exchange(Anr, S2A, spent).unwrap().gained, 2 * spent);
    }
    let e = credit_exchange(Anr, S2A, 5).unwrap_err();
    assert_eq!(
        e,
        TableError::ExchangeOverLimit {
            who: netrunner_to::engine::multiplayer::table::Exchanger::Sponsor,
            limit: 4,
            spent: 5
        }
    );
    // Agent: up to 8 credits, the Sponsor gains 1 for every 2 (the regulations' example: 8 give 4).
    assert_eq!(credit_exchange(Anr, A2S, 8).unwrap().gained, 4);
    assert_eq!(credit_exchange(Anr, A2S, 2).unwrap().gained, 1);
    assert!(matches!(
        credit_exchange(Anr, A2S, 10),
        Err(TableError::ExchangeOverLimit { limit: 8, .. })
    ));
    assert_eq!(
        credit_exchange(Anr, A2S, 3),
        Err(TableError::ExchangeOddAmount(3))
    );
    assert_eq!(
        credit_exchange(Anr, S2A, 0),
        Err(TableError::Zero(
            netrunner_to::engine::multiplayer::table::Amount::CreditsSpent
        ))
    );
}

#[test]
fn bso_classic_credit_exchange_any_amount_at_its_rates() {
    use ExchangeDirection::{AgentToSponsor as A2S, SponsorToAgent as S2A};
    // The text's example: Sponsor 3 pays 5 and Agent 3 gains 10.
    assert_eq!(credit_exchange(Classic, S2A, 5).unwrap().gained, 10);
    assert_eq!(credit_exchange(Classic, S2A, 40).unwrap().gained, 80);
    assert_eq!(credit_exchange(Classic, A2S, 20).unwrap().gained, 10);
    // "Trading 9 back, Sponsor 3 only gains 3" does not match the stated rate of 1 per 2: we
    // follow the rate, so 9 is an odd amount and 8 gives 4.
    assert_eq!(
        credit_exchange(Classic, A2S, 9),
        Err(TableError::ExchangeOddAmount(9))
    );
    assert_eq!(credit_exchange(Classic, A2S, 8).unwrap().gained, 4);
    assert!(matches!(
        credit_exchange(Classic, S2A, u32::MAX),
        Err(TableError::TooLarge(_))
    ));
}

#[test]
fn bso_exchange_now_follows_whose_turn_it_is() {
    let mut t = bso(Anr, 2);
    assert_eq!(t.exchange_now(4).unwrap().gained, 8); // S1 gives
    assert!(t.exchange_now(5).is_err());
    t.next_turn().unwrap(); // A1 gives back
    assert_eq!(t.exchange_now(8).unwrap().gained, 4);
}

#[test]
fn bso_ice_bonus_needs_six_players_in_the_anr_edition() {
    let mut t = bso(Anr, 2);
    assert!(!t.ice_bonus_applies());
    t.next_turn().unwrap(); // A1
    assert_eq!(
        t.agent_ran_servers_of(1),
        Err(TableError::IceBonusNotUsed { players: 4 })
    );
    assert_eq!(t.ice_bonus(1), 0);
    // The classic edition always uses it.
    let mut c = bso(Classic, 2);
    assert!(c.ice_bonus_applies());
    c.next_turn().unwrap();
    c.next_turn().unwrap(); // A1 (after S1, S2)
    assert_eq!(c.agent_ran_servers_of(1).unwrap(), 1);
}

#[test]
fn bso_ice_bonus_counts_successive_agents_and_resets_at_the_sponsors_turn() {
    let mut t = bso(Anr, 3); // 6 players
    assert!(t.ice_bonus_applies());
    // S1's turn: no runs happen in a Sponsor's turn.
    assert!(matches!(
        t.agent_ran_servers_of(1),
        Err(TableError::NotNow(_))
    ));
    t.next_turn().unwrap(); // A1
    assert!(
        matches!(t.agent_ran_servers_of(0), Err(TableError::NotNow(_))),
        "own Sponsor"
    );
    assert_eq!(t.agent_ran_servers_of(2).unwrap(), 1);
    assert!(matches!(
        t.agent_ran_servers_of(2),
        Err(TableError::AlreadyCounted { .. })
    ));
    t.next_turn().unwrap(); // S2
    t.next_turn().unwrap(); // A2
    assert_eq!(t.agent_ran_servers_of(2).unwrap(), 2);
    assert_eq!(t.agent_ran_servers_of(0).unwrap(), 1);
    assert_eq!(t.ice_bonus(2), 2);
    t.next_turn().unwrap(); // S3's turn begins: its bonus resets
    assert_eq!(t.ice_bonus(2), 0);
    assert_eq!(t.ice_bonus(0), 1, "S1's bonus lasts until its own turn");
    t.next_turn().unwrap(); // A3
    assert_eq!(t.agent_ran_servers_of(0).unwrap(), 2);
    t.next_turn().unwrap(); // S1
    assert_eq!(t.ice_bonus(0), 0);
}

#[test]
fn bso_tag_sold_to_the_sponsor_whose_turn_it_is() {
    let mut t = bso(Anr, 3);
    // Team 1 tags Agent 2.
    let tag = t.place_tag(0, 1).unwrap();
    assert!(
        matches!(t.place_tag(1, 1), Err(TableError::Tag(_))),
        "own Agent"
    );
    // The minimum price is 2.
    assert!(matches!(t.offer_tag(tag, 1), Err(TableError::Tag(_))));
    // Sold only in a Sponsor's turn, not to its own owner (S1's turn now).
    assert!(matches!(t.offer_tag(tag, 2), Err(TableError::Tag(_))));
    t.next_turn().unwrap(); // A1
    assert!(matches!(t.offer_tag(tag, 2), Err(TableError::NotNow(_))));
    t.next_turn().unwrap();
    t.next_turn().unwrap();
    t.next_turn().unwrap(); // S3
    let offer = t.offer_tag(tag, 3).unwrap();
    assert_eq!(offer.buyer, 2);
    assert!(matches!(t.next_turn(), Err(TableError::SaleOpen(_))));
    let sale = t.accept_offer().unwrap();
    assert_eq!(
        (sale.from, sale.to, sale.price, sale.trashed),
        (0, 2, 3, false)
    );
    assert_eq!(t.tag(tag).unwrap().owner, 2);
    assert_eq!(t.sales(), [sale]);
}

#[test]
fn bso_refused_tag_goes_to_a_clockwise_auction_where_only_the_winner_pays() {
    let mut t = bso(Anr, 4);
    let tag = t.place_tag(3, 0).unwrap(); // Team 4 owns a tag on Agent 1
    t.next_turn().unwrap();
    t.next_turn().unwrap(); // S2's turn
    t.offer_tag(tag, 4).unwrap();
    let a = t.refuse_offer().unwrap();
    // Clockwise from the Sponsor that refused, including it; not the owner.
    assert_eq!(a.bidders, [1, 2, 0]);
    assert!(
        matches!(t.next_turn(), Err(TableError::SaleOpen(_))),
        "held at the end of S2's turn"
    );
    assert!(
        matches!(t.bid(1), Err(TableError::Tag(_))),
        "a bid is at least 2"
    );
    assert_eq!(t.bid(2).unwrap(), AuctionStep::Next(2)); // S2 bids 2
    assert!(
        matches!(t.bid(2), Err(TableError::Tag(_))),
        "S3 must outbid 2"
    );
    assert_eq!(t.bid(5).unwrap(), AuctionStep::Next(0)); // S3 bids 5
    let AuctionStep::Sold(sale) = t.pass_bid().unwrap() else {
        panic!("everyone has bid or passed");
    };
    // Only S3's winning 5 is paid; S2's bid of 2 costs nothing.
    assert_eq!(
        (sale.from, sale.to, sale.price, sale.auction),
        (3, 2, 5, true)
    );
    assert_eq!(t.sales().len(), 1);
    assert_eq!(t.tag(tag).unwrap().owner, 2);
    // One bid per Sponsor: the auction is over.
    assert!(matches!(t.bid(9), Err(TableError::Tag(_))));
    assert!(matches!(t.next_turn().unwrap(), Advance::Turn(_)));
}

#[test]
fn bso_the_tagged_agents_own_sponsor_may_buy_and_trash_the_tag() {
    // Two teams: only the classic edition sells tags at four players.
    let mut t = bso(Classic, 2);
    let tag = t.place_tag(1, 0).unwrap(); // Team 2 tags Agent 1; S1's turn
    t.offer_tag(tag, 2).unwrap();
    let sale = t.accept_offer().unwrap();
    assert!(sale.trashed);
    assert_eq!(sale.to, 0);
    assert!(t.tags().is_empty());
    // At auction too.
    let mut t = bso(Anr, 3);
    let tag = t.place_tag(2, 1).unwrap(); // Team 3 tags Agent 2; S1's turn
    t.offer_tag(tag, 6).unwrap();
    let a = t.refuse_offer().unwrap();
    assert_eq!(a.bidders, [0, 1]);
    t.pass_bid().unwrap();
    let AuctionStep::Sold(sale) = t.bid(3).unwrap() else {
        panic!("S2's bid ends the auction");
    };
    assert!(sale.trashed && sale.auction && sale.price == 3 && sale.to == 1);
    assert!(t.tag(tag).is_none());
}

#[test]
fn bso_auction_without_bids_leaves_the_tag_with_its_owner() {
    let mut t = bso(Classic, 2);
    let tag = t.place_tag(1, 0).unwrap();
    t.offer_tag(tag, 2).unwrap();
    t.refuse_offer().unwrap();
    assert_eq!(t.pass_bid().unwrap(), AuctionStep::Unsold(tag));
    assert_eq!(t.tag(tag).unwrap().owner, 1);
    assert!(t.sales().is_empty());
}

/// The Android: Netrunner edition puts "Handling Tags" (selling, auctions) under the rules for
/// six or more players: at four players a tag is not offered, at six it is.
#[test]
fn bso_tags_are_sold_in_the_android_netrunner_edition_only_from_six_players() {
    use netrunner_to::engine::multiplayer::table::TagProblem;
    let mut t = bso(Anr, 2);
    assert!(!t.tag_sale_applies());
    let tag = t.place_tag(1, 0).unwrap();
    let before = t.clone();
    let err = t.offer_tag(tag, 2).unwrap_err();
    assert_eq!(
        err,
        TableError::Tag(TagProblem::SaleNotUsed { players: 4, min: 6 })
    );
    assert_eq!(t, before, "a refused offer changes nothing");
    let text = netrunner_to::io::explain::Explain::explain(&err, netrunner_to::i18n::Lang::ENGLISH);
    assert!(text.contains("6 or more players"), "{text}");
    let mut t = bso(Anr, 3);
    assert!(t.tag_sale_applies());
    let tag = t.place_tag(1, 0).unwrap();
    t.offer_tag(tag, 2).unwrap();
    assert!(bso(Classic, 2).tag_sale_applies());
}

#[test]
fn bso_tags_leave_with_their_agent_or_owner() {
    let mut t = bso(Anr, 3);
    let on_a2 = t.place_tag(0, 1).unwrap();
    let by_t2 = t.place_tag(1, 2).unwrap();
    let keep = t.place_tag(2, 0).unwrap();
    t.agent_flatlined(1).unwrap(); // tags on Agent 2 are gone
    assert!(t.tag(on_a2).is_none());
    assert!(matches!(
        t.place_tag(0, 1),
        Err(TableError::Flatlined { .. })
    ));
    t.sponsor_decked(1).unwrap(); // team 2 leaves: its own tags go too
    assert!(t.tag(by_t2).is_none());
    assert!(t.tag(keep).is_some());
    assert!(matches!(t.remove_tag(99), Err(TableError::NoSuchTag(99))));
    assert_eq!(t.remove_tag(keep).unwrap().owner, 2);
}

// ---------------------------------------------------------------- properties

proptest! {
    #[test]
    fn exchange_rates_hold_for_every_amount(spent in 0u32..200, classic in any::<bool>(), sponsor in any::<bool>()) {
        let edition = if classic { Classic } else { Anr };
        let dir = if sponsor { ExchangeDirection::SponsorToAgent } else { ExchangeDirection::AgentToSponsor };
        let r = credit_exchange(edition, dir, spent);
        let limit = match (classic, sponsor) { (true, _) => u32::MAX, (false, true) => 4, (false, false) => 8 };
        let ok = spent >= 1 && spent <= limit && (sponsor || spent % 2 == 0);
        prop_assert_eq!(r.is_ok(), ok, "{:?}", r);
        if let Ok(x) = r {
            prop_assert_eq!(x.spent, spent);
            if sponsor { prop_assert_eq!(x.gained, 2 * spent) } else { prop_assert_eq!(2 * x.gained, spent) }
        }
    }

    /// Random NAPD games: turns never go to a flatlined Runner, the token never moves to one,
    /// each Runner gets the token in turn, and the victory always matches the totals.
    #[test]
    fn napd_random_games_keep_their_invariants(runners in 2usize..=4, ops in prop::collection::vec((0u8..6, 0usize..4, 1u32..4), 0..120)) {
        let seats: Vec<(String, String)> = (0..runners).map(|i| (format!("R{i}"), format!("Id{i}"))).collect();
        let mut t = NapdTable::new("Corp", &seats).unwrap();
        for (op, who, n) in ops {
            let before = t.clone();
            let seat = if who == runners { Corp } else { Runner(who % runners) };
            let r = match op {
                0 | 1 => t.next_turn().map(|_| ()),
                2 => t.add_points(seat, n).map(|_| ()),
                3 => t.remove_points(seat, n).map(|_| ()),
                4 => if n == 3 { t.flatline(who % runners).map(|_| ()) } else { Ok(()) },
                _ => if n == 3 && who == 0 { t.corp_decked() } else { Ok(()) },
            };
            if r.is_err() {
                prop_assert_eq!(&t, &before, "a refused operation changes nothing");
            }
            if let NapdTurn::Runner(i) = t.turn()
                && op <= 1 && r.is_ok()
            {
                prop_assert!(!t.runners()[i].flatlined(), "turn given to a flatlined Runner");
            }
            if t.turn() == NapdTurn::Corp && op <= 1 && r.is_ok() {
                let Runner(h) = t.infamy() else { panic!("the Corp holds the token after a draw") };
                prop_assert!(!t.runners()[h].flatlined());
                prop_assert_eq!(t.active_runner(), Some(h));
            }
            let total: u32 = t.runners().iter().filter(|r| !r.flatlined()).map(|r| r.points()).sum();
            prop_assert_eq!(t.runners_total(), total);
            let expect = if t.points(Corp) >= 7 { Some(NapdVictory::CorpAgendas) }
                else if t.runners().iter().all(|r| r.flatlined()) { Some(NapdVictory::AllRunnersFlatlined) }
                else if total >= 7 { Some(NapdVictory::RunnerAgendas) }
                else if t.corp_is_decked() { Some(NapdVictory::CorpDecked) }
                else { None };
            prop_assert_eq!(t.victory(), expect);
        }
    }

    /// Random Big Sell-Out games: every turn goes to a player still taking turns, nobody plays
    /// twice in a cycle and the order within a cycle follows the edition; the ICE bonus never
    /// exceeds the other Agents; tags are never owned by the tagged team; sales cost at least 2;
    /// a refused operation changes nothing.
    #[test]
    fn bso_random_games_keep_their_invariants(
        teams in 2usize..=5,
        classic in any::<bool>(),
        ops in prop::collection::vec((0u8..12, 0usize..5, 0usize..5, 0u32..8), 0..200),
    ) {
        let edition = if classic { Classic } else { Anr };
        let names: Vec<(String, String)> = (0..teams).map(|i| (format!("S{i}"), format!("A{i}"))).collect();
        let mut t = BsoTable::new(edition, &names).unwrap();
        t.set_classic_rehiring(true);
        let mut played: Vec<(u32, usize)> = vec![(1, 0)];
        for (op, a, b, n) in ops {
            let (a, b) = (a % teams, b % teams);
            let before = t.clone();
            let r: Result<(), TableError> = match op {
                0..=3 => t.next_turn().map(|adv| {
                    if let Advance::Turn(turn) = adv {
                        let pos = t.order(turn.cycle).iter().position(|&s| s == turn.seat).unwrap();
                        played.push((turn.cycle, pos));
                    }
                }),
                4 => t.add_points(a, n).map(|_| ()),
                5 => t.remove_points(a, n).map(|_| ()),
                6 => if n == 7 { t.sponsor_decked(a) } else { Ok(()) },
                7 => if n >= 6 { t.agent_flatlined(a) } else { t.rehire_agent(a).map(|_| ()) },
                8 => t.agent_ran_servers_of(a).map(|_| ()),
                9 => t.place_tag(a, b).map(|_| ()),
                10 => match t.tags().first().map(|x| x.id) {
                    Some(id) if t.offer().is_none() && t.auctions().is_empty() => t.offer_tag(id, n).map(|_| ()),
                    _ if t.offer().is_some() => if n % 2 == 0 { t.accept_offer().map(|_| ()) } else { t.refuse_offer().map(|_| ()) },
                    _ => Ok(()),
                },
                _ => if n % 2 == 0 { t.bid(n).map(|_| ()) } else { t.pass_bid().map(|_| ()) },
            };
            if r.is_err() {
                prop_assert_eq!(&t, &before, "a refused operation changes nothing");
            }
            if op <= 3 && r.is_ok() && t.outcome().is_none() {
                prop_assert!(t.takes_turns(t.turn().seat), "turn given to {}", t.turn().seat);
            }
            for team in 0..teams {
                prop_assert!(t.ice_bonus(team) < teams as u32);
            }
            for tag in t.tags() {
                prop_assert_ne!(tag.owner, tag.agent);
                prop_assert!(t.teams()[tag.agent].in_game() && t.teams()[tag.owner].in_game());
                prop_assert!(!t.teams()[tag.agent].agent_flatlined());
            }
            for s in t.sales() {
                prop_assert!(s.price >= 2);
            }
            let in_game = t.teams().iter().filter(|x| x.in_game()).count();
            prop_assert!(in_game >= 1);
            if in_game == 1 {
                prop_assert!(t.outcome().is_some());
            }
        }
        // Within a cycle positions strictly increase; cycles never go back.
        for w in played.windows(2) {
            prop_assert!(w[1].0 > w[0].0 || (w[1].0 == w[0].0 && w[1].1 > w[0].1), "{:?}", w);
        }
    }
}

#[test]
fn bso_seat_roles_and_names() {
    let t = BsoTable::new(Anr, &[("Sam", "Alex"), ("Sue", "Ash")]).unwrap();
    assert_eq!(t.name(BsoSeat::agent(1)), "Ash");
    assert_eq!(t.turn().seat.role, Role::Sponsor);
    assert_eq!(
        netrunner_to::io::explain::engine::bso_team(&t, 0, netrunner_to::i18n::Lang::ENGLISH),
        "Team 1 (Sam and Alex)"
    );
    assert_eq!(t.players(), 4);
}

#[test]
fn bso_a_player_out_of_the_game_cannot_act_in_the_rest_of_their_turn() {
    // Found by the property test: S2 is decked in its own turn; the turn is still nominally
    // S2's until "Next turn", but S2 can no longer buy a tag or exchange credits.
    let mut t = bso(Anr, 3);
    let tag = t.place_tag(0, 2).unwrap();
    t.next_turn().unwrap();
    t.next_turn().unwrap(); // S2
    t.sponsor_decked(1).unwrap();
    assert!(matches!(t.offer_tag(tag, 2), Err(TableError::NotNow(_))));
    assert!(matches!(t.exchange_now(2), Err(TableError::NotNow(_))));
    t.next_turn().unwrap();
    assert_eq!(seat_str(&t), "S3");
    assert_eq!(t.offer_tag(tag, 2).unwrap().buyer, 2);
}
