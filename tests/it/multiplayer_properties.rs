#![allow(clippy::unwrap_used, clippy::expect_used, clippy::panic)] // test code: a failed step is a failed test

//! Property tests of multiplayer events: random sizes (including ones large enough for the
//! hill-climbing search), late registrations and drops, random results. After every pairing
//! each active player (team) sits in exactly one pod, nobody inactive does, pod sizes are the
//! spec's, no two Runners share an identity in a pod, Corp duty stays within one game of even
//! among players who played every round, and the history replays to the same event.

use netrunner_to::engine::multiplayer::{
    BsoEnding, BsoResult, LeftReason, MultiplayerSettings, NapdEnding, NapdResult, PodResult,
    RunnerScore, Seating, TeamScore, pods::pod_sizes,
};
use netrunner_to::engine::{
    BigSellOutEdition, Command, Event, EventSettings, Format, PlayerDetails, PlayerId, Structure,
};
use proptest::prelude::*;
use std::collections::{BTreeMap, BTreeSet};

fn napd_result(runners: &[PlayerId], code: u8) -> NapdResult {
    let (ending, corp, pts) = match code % 4 {
        0 => (NapdEnding::CorpAgendas, 7, 1),
        1 => (NapdEnding::CorpDecked, 3, 1),
        2 => (NapdEnding::Time, 2, 0),
        _ => (NapdEnding::RunnersFlatlined, 4, 0),
    };
    NapdResult {
        ending,
        corp_points: corp,
        runners: runners
            .iter()
            .map(|p| RunnerScore {
                player: *p,
                points: pts,
                flatlined: ending == NapdEnding::RunnersFlatlined,
                left: false,
            })
            .collect(),
    }
}

proptest! {
    #![proptest_config(ProptestConfig { cases: 16, ..ProptestConfig::default() })]

    #[test]
    fn napd_pods_keep_the_rules(
        n in 2usize..40,
        k in 2u32..=4,
        identities in 6usize..40,
        seed in any::<u64>(),
        codes in proptest::collection::vec(any::<u8>(), 60),
        late in 0usize..3,
        drops in proptest::collection::vec(0usize..40, 0..3),
    ) {
        let mut s = EventSettings::new("P", Structure::Basic);
        s.format = Format::Napd;
        let mut e = Event::new(s, seed);
        let mut ms = MultiplayerSettings::defaults(Format::Napd).unwrap();
        ms.pod_size = k;
        e.apply(Command::SetMultiplayerSettings { settings: ms }).unwrap();
        let add = |e: &mut Event, i: usize| {
            let mut d = PlayerDetails::named(format!("P{i}"));
            d.runner = Some(format!("Identity {}", i % identities));
            e.apply(Command::AddPlayer { details: d, id: None }).unwrap();
        };
        for i in 0..n {
            add(&mut e, i);
        }
        let mut code = codes.iter().cycle();
        let mut full_time: BTreeSet<PlayerId> = e.players().iter().map(|p| p.id).collect();
        for round in 1..=3u32 {
            if round == 2 {
                for j in 0..late {
                    add(&mut e, n + j);
                }
                for d in &drops {
                    if let Some(p) = e.players().get(*d).map(|p| p.id)
                        && e.player(p).unwrap().is_active()
                        && e.active_players().count() > 2
                    {
                        e.apply(Command::DropPlayer { player: p }).unwrap();
                    }
                }
                full_time.retain(|p| e.player(*p).unwrap().is_active());
            }
            let active: BTreeSet<PlayerId> = e.active_players().map(|p| p.id).collect();
            match e.apply(Command::PairPods) {
                Ok(_) => {}
                Err(err) => {
                    // Only an identity clash that no arrangement avoids may refuse.
                    prop_assert!(err.to_string().contains("same identity"), "{}", err);
                    return Ok(());
                }
            }
            let mp = e.multiplayer().unwrap();
            let r = mp.round(round).unwrap();
            let mut seated = BTreeSet::new();
            let mut sizes = Vec::new();
            for pod in &r.pods {
                let Seating::Napd { corp, runners } = &pod.seating else { panic!() };
                sizes.push(runners.len() + 1);
                for p in std::iter::once(corp).chain(runners) {
                    prop_assert!(seated.insert(*p), "{} seated twice", p);
                }
                let keys: BTreeSet<String> = runners
                    .iter()
                    .map(|p| e.player(*p).unwrap().runner.clone().unwrap())
                    .collect();
                prop_assert_eq!(keys.len(), runners.len(), "identity clash");
            }
            prop_assert_eq!(&seated, &active);
            let mut want = pod_sizes(active.len(), k as usize + 1, 3).unwrap();
            want.sort_unstable();
            sizes.sort_unstable();
            prop_assert_eq!(sizes, want);
            for pod in r.pods.clone() {
                let Seating::Napd { runners, .. } = &pod.seating else { panic!() };
                let res = napd_result(runners, *code.next().unwrap());
                e.apply(Command::ReportPod { round, pod: pod.number, result: PodResult::Napd(res) }).unwrap();
            }
        }
        // Corp duty: within one game among the players who played every round (no identity
        // clash can force otherwise when identities are this spread out).
        if identities >= 20 {
            let mut corp: BTreeMap<PlayerId, u32> = BTreeMap::new();
            for r in &e.multiplayer().unwrap().rounds {
                for pod in &r.pods {
                    if let Seating::Napd { corp: c, .. } = &pod.seating {
                        *corp.entry(*c).or_default() += 1;
                    }
                }
            }
            let counts: Vec<u32> = full_time.iter().map(|p| corp.get(p).copied().unwrap_or(0)).collect();
            if let (Some(max), Some(min)) = (counts.iter().max(), counts.iter().min()) {
                prop_assert!(max - min <= 1, "Corp duty {:?}", counts);
            }
        }
        prop_assert_eq!(&Event::replay(e.origin(), e.history()).unwrap(), &e);
    }

    #[test]
    fn bso_pods_keep_the_rules(
        n in 2usize..24,
        per_pod in 2u32..=3,
        classic in any::<bool>(),
        seed in any::<u64>(),
        codes in proptest::collection::vec(any::<u8>(), 40),
    ) {
        let edition = if classic { BigSellOutEdition::Classic } else { BigSellOutEdition::AndroidNetrunner };
        let mut s = EventSettings::new("P", Structure::Basic);
        s.format = Format::BigSellOut { edition };
        let mut e = Event::new(s, seed);
        let mut ms = e.multiplayer().unwrap().settings;
        ms.pod_size = per_pod;
        e.apply(Command::SetMultiplayerSettings { settings: ms }).unwrap();
        for i in 0..n {
            e.apply(Command::RegisterTeam {
                name: None,
                sponsor: PlayerDetails::named(format!("S{i}")),
                agent: PlayerDetails::named(format!("A{i}")),
            }).unwrap();
        }
        let mut code = codes.iter().cycle();
        for round in 1..=3u32 {
            e.apply(Command::PairPods).unwrap();
            let mp = e.multiplayer().unwrap();
            let r = mp.round(round).unwrap();
            let mut seated = BTreeSet::new();
            let mut sizes = Vec::new();
            for pod in &r.pods {
                let Seating::BigSellOut { teams } = &pod.seating else { panic!() };
                sizes.push(teams.len());
                for t in teams {
                    prop_assert!(seated.insert(*t));
                }
            }
            prop_assert_eq!(seated.len(), n);
            let mut want = pod_sizes(n, per_pod as usize, 2).unwrap();
            want.sort_unstable();
            sizes.sort_unstable();
            prop_assert_eq!(sizes, want);
            for pod in r.pods.clone() {
                let Seating::BigSellOut { teams } = &pod.seating else { panic!() };
                let c = *code.next().unwrap() as usize;
                let w = c % teams.len();
                let res = BsoResult {
                    ending: BsoEnding::Time,
                    teams: teams.iter().enumerate().map(|(i, t)| TeamScore {
                        team: *t,
                        points: if i == w { 8 } else { (c % 5) as u8 },
                        left: None,
                    }).collect(),
                    winner: Some(teams[w]),
                };
                e.apply(Command::ReportPod { round, pod: pod.number, result: PodResult::BigSellOut(res) }).unwrap();
            }
        }
        prop_assert_eq!(&Event::replay(e.origin(), e.history()).unwrap(), &e);
    }
}

/// A valid NAPD result from random codes: each Runner is in the game, flatlined or left
/// (`fates`), the ending and the points follow `code`.
fn napd_result_with_fates(runners: &[PlayerId], code: u8, fates: &[u8]) -> NapdResult {
    let mut scores: Vec<RunnerScore> = runners
        .iter()
        .zip(fates.iter().cycle())
        .map(|(p, f)| RunnerScore {
            player: *p,
            points: f % 2,
            flatlined: f % 3 == 1,
            left: f % 3 == 2,
        })
        .collect();
    let in_game = scores.iter().position(|r| !r.flatlined && !r.left);
    let (ending, corp) = match (code % 4, in_game) {
        (0, _) => (NapdEnding::CorpAgendas, 7),
        (1, Some(i)) => {
            scores[i].points = 7;
            (NapdEnding::RunnerAgendas, 0)
        }
        (2, Some(_)) => (NapdEnding::Time, code % 5),
        (3, _) => {
            for r in &mut scores {
                if !r.left {
                    r.flatlined = true;
                }
            }
            (NapdEnding::RunnersFlatlined, code % 7)
        }
        _ => (NapdEnding::CorpAgendas, 7),
    };
    NapdResult {
        ending,
        corp_points: corp,
        runners: scores,
    }
}

proptest! {
    #![proptest_config(ProptestConfig { cases: 32, ..ProptestConfig::default() })]

    /// Issue 36 item 3: the standings' points are the sum of what each scored result gives,
    /// recomputed here from the results: the winning side's players score a win (a timed win
    /// at time), a draw each a draw, except a Runner out of the game — left mid-game, or
    /// flatlined unless the organizer lets flatlined Runners share — who scores a loss.
    #[test]
    fn napd_standings_points_are_the_sum_of_scored_results(
        n in 3usize..13,
        seed in any::<u64>(),
        share in any::<bool>(),
        codes in proptest::collection::vec(any::<u8>(), 8),
        fates in proptest::collection::vec(any::<u8>(), 1..8),
    ) {
        let mut s = EventSettings::new("P", Structure::Basic);
        s.format = Format::Napd;
        let mut e = Event::new(s, seed);
        let mut ms = MultiplayerSettings::defaults(Format::Napd).unwrap();
        ms.flatlined_share = share;
        ms.scoring.timed_win = 2;
        e.apply(Command::SetMultiplayerSettings { settings: ms }).unwrap();
        for i in 0..n {
            let mut d = PlayerDetails::named(format!("P{i}"));
            d.runner = Some(format!("Identity {i}"));
            e.apply(Command::AddPlayer { details: d, id: None }).unwrap();
        }
        let mut code = codes.iter().cycle();
        let mut want: BTreeMap<PlayerId, u32> = BTreeMap::new();
        let sc = ms.scoring;
        for round in 1..=2u32 {
            e.apply(Command::PairPods).unwrap();
            let pods = e.multiplayer().unwrap().round(round).unwrap().pods.clone();
            for pod in pods {
                let Seating::Napd { corp, runners } = &pod.seating else { panic!() };
                let res = napd_result_with_fates(runners, *code.next().unwrap(), &fates);
                let counted: u32 = res
                    .runners
                    .iter()
                    .filter(|r| !r.flatlined && !r.left)
                    .map(|r| u32::from(r.points))
                    .sum();
                let corp_pts = u32::from(res.corp_points);
                let (c, rr) = match res.ending {
                    NapdEnding::CorpAgendas | NapdEnding::RunnersFlatlined => (sc.win, sc.loss),
                    NapdEnding::RunnerAgendas | NapdEnding::CorpDecked => (sc.loss, sc.win),
                    NapdEnding::Time if corp_pts > counted => (sc.timed_win, sc.loss),
                    NapdEnding::Time if corp_pts < counted => (sc.loss, sc.timed_win),
                    NapdEnding::Time => (sc.draw, sc.draw),
                };
                *want.entry(*corp).or_default() += c;
                for r in &res.runners {
                    let out = r.left || (r.flatlined && !share);
                    *want.entry(r.player).or_default() += if out { sc.loss } else { rr };
                }
                e.apply(Command::ReportPod { round, pod: pod.number, result: PodResult::Napd(res) })
                    .unwrap();
            }
        }
        let st = e.multiplayer_standings().unwrap();
        for row in &st.players {
            prop_assert_eq!(row.points, want.get(&row.player).copied().unwrap_or(0), "{}", row.player);
        }
        let total: u32 = st.players.iter().map(|r| r.points).sum();
        prop_assert_eq!(total, want.values().sum::<u32>());
    }
}

proptest! {
    #![proptest_config(ProptestConfig { cases: 24, ..ProptestConfig::default() })]

    /// Issue 36 item 3, The Big Sell-Out: each team's (and each of its players') standings
    /// points are the sum of what its results give, recomputed here: a win at time, a draw for
    /// equal points, and a loss for a team one of whose players left mid-game (the other wins as
    /// the last team standing).
    #[test]
    fn bso_standings_points_are_the_sum_of_scored_results(
        n in 2usize..10,
        seed in any::<u64>(),
        codes in proptest::collection::vec(any::<u8>(), 12),
    ) {
        let mut s = EventSettings::new("P", Structure::Basic);
        s.format = Format::BigSellOut { edition: BigSellOutEdition::AndroidNetrunner };
        let mut e = Event::new(s, seed);
        for i in 0..n {
            e.apply(Command::RegisterTeam {
                name: None,
                sponsor: PlayerDetails::named(format!("S{i}")),
                agent: PlayerDetails::named(format!("A{i}")),
            }).unwrap();
        }
        let sc = e.multiplayer().unwrap().settings.scoring;
        let mut want: BTreeMap<u32, u32> = BTreeMap::new();
        let mut code = codes.iter().cycle();
        for round in 1..=2u32 {
            e.apply(Command::PairPods).unwrap();
            let pods = e.multiplayer().unwrap().round(round).unwrap().pods.clone();
            for pod in pods {
                let Seating::BigSellOut { teams } = &pod.seating else { panic!() };
                let c = *code.next().unwrap();
                let first = teams[0];
                let (ending, scores, winner) = match c % 3 {
                    0 => (BsoEnding::Time, teams.iter().map(|t| (*t, if *t == first { 8 } else { 3 }, None)).collect::<Vec<_>>(), Some(first)),
                    1 => (BsoEnding::Time, teams.iter().map(|t| (*t, 5, None)).collect(), None),
                    _ => {
                        // One team stays; every other had a player leave.
                        (BsoEnding::LastTeamStanding, teams.iter().map(|t| (*t, 4, if *t == first { None } else { Some(LeftReason::PlayerLeft) })).collect(), Some(first))
                    }
                };
                for (t, _, left) in &scores {
                    let pts = match (winner, left) {
                        (_, Some(_)) => sc.loss,
                        (Some(w), None) if w == *t => if ending == BsoEnding::Time { sc.timed_win } else { sc.win },
                        (Some(_), None) => sc.loss,
                        (None, None) => sc.draw,
                    };
                    *want.entry(t.0).or_default() += pts;
                }
                let res = BsoResult {
                    ending,
                    teams: scores.iter().map(|(t, p, l)| TeamScore { team: *t, points: *p, left: *l }).collect(),
                    winner,
                };
                e.apply(Command::ReportPod { round, pod: pod.number, result: PodResult::BigSellOut(res) }).unwrap();
            }
        }
        let st = e.multiplayer_standings().unwrap();
        for row in &st.teams {
            prop_assert_eq!(row.points, want.get(&row.team.0).copied().unwrap_or(0));
        }
        for row in &st.players {
            let team = row.team.unwrap();
            prop_assert_eq!(row.points, want.get(&team.0).copied().unwrap_or(0));
        }
    }
}
