#![allow(clippy::unwrap_used, clippy::expect_used, clippy::panic)] // test code: a failed step is a failed test

//! The Big Sell-Out through the engine's commands: whole events of 4, 6 and 10 teams in both
//! editions with seeded random results that follow the edition's victory rules, checking after
//! every round that each team plays once, repeat opponents are as few as any arrangement allows
//! (brute force), the seating and first-turn order; team and player standings against an
//! independent recomputation; and every victory condition of both editions.

use netrunner_to::engine::multiplayer::{
    BsoEnding, BsoResult, LeftReason, MultiplayerSettings, PodResult, Role, Seating, TeamId,
    TeamScore,
};
use netrunner_to::engine::standings::Rational;
use netrunner_to::engine::{
    BigSellOutEdition, Command, EngineError, Event, EventSettings, Format, FormatMismatch,
    PlayerDetails, Structure, Warning,
};
use rand::{RngExt, SeedableRng};
use rand_chacha::ChaCha20Rng;
use std::collections::{BTreeMap, BTreeSet, HashMap};

const ANR: BigSellOutEdition = BigSellOutEdition::AndroidNetrunner;
const CLASSIC: BigSellOutEdition = BigSellOutEdition::Classic;

fn bso_event(edition: BigSellOutEdition, seed: u64) -> Event {
    let mut s = EventSettings::new("Big Sell-Out", Structure::Basic);
    s.format = Format::BigSellOut { edition };
    Event::new(s, seed)
}

fn register_teams(e: &mut Event, n: usize) {
    for i in 0..n {
        let mut sponsor = PlayerDetails::named(format!("Sponsor {:02}", i + 1));
        sponsor.corp = Some("Haas-Bioroid: Engineering the Future".into());
        let mut agent = PlayerDetails::named(format!("Agent {:02}", i + 1));
        agent.runner = Some("Noise: Hacker Extraordinaire".into());
        e.apply(Command::RegisterTeam {
            name: Some(format!("Team {:02}", i + 1)),
            sponsor,
            agent,
        })
        .unwrap();
    }
}

fn pods(e: &Event, round: u32) -> Vec<Vec<TeamId>> {
    e.multiplayer()
        .unwrap()
        .round(round)
        .unwrap()
        .pods
        .iter()
        .map(|p| match &p.seating {
            Seating::BigSellOut { teams } => teams.clone(),
            Seating::Napd { .. } => panic!("a Big Sell-Out event seated a NAPD pod"),
        })
        .collect()
}

fn key(a: TeamId, b: TeamId) -> (TeamId, TeamId) {
    if a < b { (a, b) } else { (b, a) }
}

fn repeats(met: &HashMap<(TeamId, TeamId), u32>, pod: &[TeamId]) -> u32 {
    let mut r = 0;
    for (i, a) in pod.iter().enumerate() {
        for b in &pod[i + 1..] {
            r += met.get(&key(*a, *b)).copied().unwrap_or(0);
        }
    }
    r
}

/// The fewest repeat meetings over every split of `teams` into pods of `sizes`.
fn best_repeats(met: &HashMap<(TeamId, TeamId), u32>, teams: &[TeamId], sizes: &[usize]) -> u32 {
    fn go(
        rest: &[TeamId],
        pods: &mut Vec<Vec<TeamId>>,
        sizes: &[usize],
        met: &HashMap<(TeamId, TeamId), u32>,
        best: &mut u32,
    ) {
        let Some((&t, tail)) = rest.split_first() else {
            let r = pods.iter().map(|p| repeats(met, p)).sum();
            *best = (*best).min(r);
            return;
        };
        for j in 0..pods.len() {
            if pods[j].len() == sizes[j]
                || (pods[j].is_empty()
                    && (0..j).any(|i| pods[i].is_empty() && sizes[i] == sizes[j]))
            {
                continue;
            }
            pods[j].push(t);
            go(tail, pods, sizes, met, best);
            pods[j].pop();
        }
    }
    let mut best = u32::MAX;
    go(
        teams,
        &mut vec![Vec::new(); sizes.len()],
        sizes,
        met,
        &mut best,
    );
    best
}

fn expected_sizes(n: usize, per_pod: usize) -> Vec<usize> {
    let mut g = n.div_ceil(per_pod);
    if n / g < 2 {
        g = n / 2;
    }
    let base = n / g;
    let mut v: Vec<usize> = (0..g)
        .map(|i| base + usize::from(i < n - base * g))
        .collect();
    v.sort_unstable_by(|a, b| b.cmp(a));
    v
}

/// A random result that follows the edition's victory rules.
fn random_result(rng: &mut ChaCha20Rng, teams: &[TeamId], edition: BigSellOutEdition) -> BsoResult {
    let n = teams.len();
    let mut scores: Vec<TeamScore> = teams
        .iter()
        .map(|t| TeamScore {
            team: *t,
            points: 0,
            left: None,
        })
        .collect();
    let pick = rng.random_range(0..4);
    let ending = match (pick, edition) {
        (1, ANR) => BsoEnding::SuddenDeath,
        (1, CLASSIC) | (0, _) => BsoEnding::Agendas,
        (2, _) => BsoEnding::LastTeamStanding,
        _ => BsoEnding::Time,
    };
    let w = rng.random_range(0..n);
    match ending {
        BsoEnding::Agendas => {
            for (i, s) in scores.iter_mut().enumerate() {
                s.points = if i == w {
                    rng.random_range(11..=13)
                } else if edition == ANR {
                    rng.random_range(0..=13)
                } else {
                    rng.random_range(0..=10)
                };
            }
        }
        BsoEnding::SuddenDeath => {
            for (i, s) in scores.iter_mut().enumerate() {
                s.points = if i == w { 10 } else { rng.random_range(0..=3) };
            }
        }
        BsoEnding::LastTeamStanding => {
            for (i, s) in scores.iter_mut().enumerate() {
                s.points = rng.random_range(0..=10);
                if i != w {
                    s.left = Some(if edition == CLASSIC && rng.random_range(0..2) == 0 {
                        LeftReason::AgentFlatlined
                    } else {
                        LeftReason::SponsorDecked
                    });
                }
            }
        }
        BsoEnding::Time => {
            for s in &mut scores {
                s.points = rng.random_range(3..=10);
            }
        }
    }
    let mut r = BsoResult {
        ending,
        teams: scores,
        winner: None,
    };
    r.winner = r.derived_winner();
    r
}

fn play(teams: usize, per_pod: u32, rounds: u32, edition: BigSellOutEdition, seed: u64) -> Event {
    let mut e = bso_event(edition, seed);
    register_teams(&mut e, teams);
    let mut s = MultiplayerSettings::defaults(e.settings().format).unwrap();
    s.pod_size = per_pod;
    s.rounds = rounds;
    e.apply(Command::SetMultiplayerSettings { settings: s })
        .unwrap();
    let all: Vec<TeamId> = e
        .multiplayer()
        .unwrap()
        .teams
        .iter()
        .map(|t| t.id)
        .collect();
    let mut met: HashMap<(TeamId, TeamId), u32> = HashMap::new();
    let mut rng = ChaCha20Rng::seed_from_u64(seed ^ 0xb50);
    for round in 1..=rounds {
        let sizes = expected_sizes(teams, per_pod as usize);
        let optimum = best_repeats(&met, &all, &sizes);
        let outcome = e.apply(Command::PairPods).unwrap();
        let got = pods(&e, round);
        let mut got_sizes: Vec<usize> = got.iter().map(Vec::len).collect();
        got_sizes.sort_unstable_by(|a, b| b.cmp(a));
        assert_eq!(got_sizes, sizes, "round {round}: pod sizes");
        let seated: BTreeSet<TeamId> = got.iter().flatten().copied().collect();
        assert_eq!(seated.len(), teams, "round {round}: every team once");
        let r: u32 = got.iter().map(|p| repeats(&met, p)).sum();
        assert_eq!(r, optimum, "round {round}: repeat opponents");
        assert_eq!(
            r > 0,
            outcome
                .warnings
                .iter()
                .any(|w| matches!(w, Warning::Rematch { .. })),
            "round {round}: rematch warnings"
        );
        check_seating(&e, round, edition);
        for p in &got {
            for (i, a) in p.iter().enumerate() {
                for b in &p[i + 1..] {
                    *met.entry(key(*a, *b)).or_default() += 1;
                }
            }
        }
        for (i, p) in got.iter().enumerate() {
            let result = random_result(&mut rng, p, edition);
            e.apply(Command::ReportPod {
                round,
                pod: i as u32 + 1,
                result: PodResult::BigSellOut(result),
            })
            .unwrap();
        }
    }
    e
}

/// Seating S1, A1, S2, A2, …; first turn: the same (ANR) or all Sponsors, then all Agents
/// (classic).
fn check_seating(e: &Event, round: u32, edition: BigSellOutEdition) {
    let mp = e.multiplayer().unwrap();
    for pod in &mp.round(round).unwrap().pods {
        let Seating::BigSellOut { teams } = &pod.seating else {
            panic!()
        };
        let order = pod.turn_order(&mp.teams);
        assert_eq!(order.len(), teams.len() * 2);
        for (i, t) in teams.iter().enumerate() {
            let team = mp.team(*t).unwrap();
            assert_eq!(order[2 * i].player, team.sponsor);
            assert_eq!(order[2 * i].role, Role::Sponsor);
            assert_eq!(order[2 * i + 1].player, team.agent);
            assert_eq!(order[2 * i + 1].role, Role::Agent);
        }
        let first = pod.first_turn_order(&mp.teams, e.settings().format);
        let roles: Vec<Role> = first.iter().map(|t| t.role).collect();
        if edition == CLASSIC {
            let k = teams.len();
            assert!(roles[..k].iter().all(|r| *r == Role::Sponsor));
            assert!(roles[k..].iter().all(|r| *r == Role::Agent));
            assert_eq!(first[0].seat, 1);
            assert_eq!(first[k].seat, 1);
        } else {
            assert_eq!(first, order);
        }
    }
}

/// Team points and SoS recomputed from the pods; players follow their team.
fn check_standings(e: &Event) {
    let mp = e.multiplayer().unwrap();
    let sc = mp.settings.scoring;
    let mut points: BTreeMap<TeamId, u32> = BTreeMap::new();
    let mut games: BTreeMap<TeamId, u32> = BTreeMap::new();
    let mut opps: BTreeMap<TeamId, Vec<TeamId>> = BTreeMap::new();
    for r in &mp.rounds {
        for pod in &r.pods {
            let Some(PodResult::BigSellOut(res)) = &pod.result else {
                panic!()
            };
            let best = res
                .teams
                .iter()
                .filter(|t| t.left.is_none())
                .map(|t| t.points)
                .max();
            for t in &res.teams {
                let p = match res.winner {
                    Some(w) if w == t.team && res.ending == BsoEnding::Time => sc.timed_win,
                    Some(w) if w == t.team => sc.win,
                    Some(_) => sc.loss,
                    None if t.left.is_none() && Some(t.points) == best => sc.draw,
                    None => sc.loss,
                };
                *points.entry(t.team).or_default() += p;
                *games.entry(t.team).or_default() += 1;
                opps.entry(t.team)
                    .or_default()
                    .extend(res.teams.iter().map(|x| x.team).filter(|x| *x != t.team));
            }
        }
    }
    let st = e.multiplayer_standings().unwrap();
    assert_eq!(st.teams.len(), mp.teams.len());
    for row in &st.teams {
        assert_eq!(row.points, points[&row.team]);
        let o = &opps[&row.team];
        let mut sum = Rational::from_integer(0);
        for x in o {
            sum += Rational::new(i128::from(points[x]), i128::from(games[x]));
        }
        assert_eq!(row.sos, sum / Rational::from_integer(o.len() as i128));
    }
    for w in st.teams.windows(2) {
        assert!(w[0].points > w[1].points || (w[0].points == w[1].points && w[0].sos >= w[1].sos));
    }
    // Player standings: both players of a team, with the team's rank and points.
    assert_eq!(st.players.len(), 2 * mp.teams.len());
    for p in &st.players {
        let team = st.team(p.team.unwrap()).unwrap();
        assert_eq!(
            (p.rank, p.points, &p.sos),
            (team.rank, team.points, &team.sos)
        );
    }
}

fn replay_equal(e: &Event) {
    assert_eq!(&Event::replay(e.origin(), e.history()).unwrap(), e);
    let bytes = netrunner_to::io::save::to_bytes(e);
    let back = netrunner_to::io::save::from_bytes(&bytes, std::path::Path::new("x.json")).unwrap();
    assert_eq!(&back, e);
}

#[test]
fn four_teams_two_a_pod_both_editions() {
    for (edition, seed) in [(ANR, 1), (CLASSIC, 2)] {
        let e = play(4, 2, 3, edition, seed);
        check_standings(&e);
        replay_equal(&e);
    }
}

#[test]
fn six_teams_two_and_three_a_pod() {
    for (per_pod, edition, seed) in [(2, ANR, 3), (3, ANR, 4), (2, CLASSIC, 5), (3, CLASSIC, 6)] {
        let e = play(6, per_pod, 4, edition, seed);
        check_standings(&e);
        replay_equal(&e);
    }
}

#[test]
fn ten_teams_swiss_by_team_standings() {
    for (per_pod, edition, seed) in [(2, ANR, 7), (3, CLASSIC, 8)] {
        let e = play(10, per_pod, 4, edition, seed);
        check_standings(&e);
        replay_equal(&e);
    }
}

#[test]
fn odd_team_counts_get_a_pod_of_three() {
    let e = play(5, 2, 3, ANR, 9);
    let sizes: Vec<usize> = pods(&e, 1).iter().map(Vec::len).collect();
    assert_eq!(sizes.iter().sum::<usize>(), 5);
    assert!(sizes.contains(&3));
}

#[test]
fn registration_is_by_team_and_teams_sit_together() {
    let mut e = bso_event(ANR, 1);
    let err = e
        .apply(Command::AddPlayer {
            details: PlayerDetails::named("Solo"),
            id: None,
        })
        .unwrap_err();
    assert!(
        matches!(
            err,
            EngineError::WrongFormat {
                why: FormatMismatch::TeamsOnly,
                ..
            }
        ),
        "{err}"
    );
    register_teams(&mut e, 2);
    let mp = e.multiplayer().unwrap();
    assert_eq!(mp.teams.len(), 2);
    assert_eq!(e.players().len(), 4);
    // A Sponsor with a Runner identity is refused; a duplicate team name too.
    let mut s = PlayerDetails::named("S3");
    s.runner = Some("Noise".into());
    assert!(
        e.apply(Command::RegisterTeam {
            name: None,
            sponsor: s,
            agent: PlayerDetails::named("A3"),
        })
        .is_err()
    );
    let err = e
        .apply(Command::RegisterTeam {
            name: Some("team 01".into()),
            sponsor: PlayerDetails::named("S3"),
            agent: PlayerDetails::named("A3"),
        })
        .unwrap_err();
    assert!(
        matches!(
            &err,
            EngineError::InvalidField {
                field: netrunner_to::engine::Field::TeamName,
                reason: netrunner_to::engine::FieldProblem::TeamExists { .. },
            }
        ),
        "{err}"
    );
    assert_eq!(e.players().len(), 4, "a refused team adds no player");
    // Default name: the two players.
    e.apply(Command::RegisterTeam {
        name: None,
        sponsor: PlayerDetails::named("S3"),
        agent: PlayerDetails::named("A3"),
    })
    .unwrap();
    assert_eq!(e.multiplayer().unwrap().teams[2].name, "S3 & A3");
    // A dropped Agent takes the team out of the pairing.
    let a3 = e.find_player("A3").unwrap().id;
    e.apply(Command::DropPlayer { player: a3 }).unwrap();
    e.apply(Command::PairPods).unwrap();
    assert_eq!(pods(&e, 1).iter().flatten().count(), 2);
    let st = e.multiplayer_standings().unwrap();
    assert!(st.team(TeamId(3)).unwrap().dropped);
}

// ----- victory conditions ------------------------------------------------------------------

/// A one-pod event of `n` teams; returns it and the teams in seating order.
fn one_pod(edition: BigSellOutEdition, n: usize) -> (Event, Vec<TeamId>) {
    let mut e = bso_event(edition, 5);
    register_teams(&mut e, n);
    let mut s = e.multiplayer().unwrap().settings;
    s.pod_size = n as u32;
    e.apply(Command::SetMultiplayerSettings { settings: s })
        .unwrap();
    e.apply(Command::PairPods).unwrap();
    let t = pods(&e, 1)[0].clone();
    (e, t)
}

fn entry(
    ending: BsoEnding,
    teams: &[TeamId],
    scores: &[(u8, Option<LeftReason>)],
    winner: Option<usize>,
) -> Command {
    Command::ReportPod {
        round: 1,
        pod: 1,
        result: PodResult::BigSellOut(BsoResult {
            ending,
            teams: teams
                .iter()
                .zip(scores)
                .map(|(t, (points, left))| TeamScore {
                    team: *t,
                    points: *points,
                    left: *left,
                })
                .collect(),
            winner: winner.map(|i| teams[i]),
        }),
    }
}

fn refused(e: &mut Event, c: Command, why: &str) {
    let before = e.clone();
    let err = e.apply(c).unwrap_err();
    assert!(matches!(err, EngineError::ImpossibleResult(_)), "{err:?}");
    // The victory rule, in the words the organizer reads.
    let err = err.to_string();
    assert!(err.contains(why), "expected {why:?} in {err:?}");
    assert_eq!(*e, before);
}

fn team_points(e: &Event, teams: &[TeamId]) -> Vec<u32> {
    let st = e.multiplayer_standings().unwrap();
    teams.iter().map(|t| st.team(*t).unwrap().points).collect()
}

const DECKED: Option<LeftReason> = Some(LeftReason::SponsorDecked);
const FLATLINED: Option<LeftReason> = Some(LeftReason::AgentFlatlined);

#[test]
fn anr_edition_eleven_points_highest_total_wins_and_ties_draw() {
    use BsoEnding::*;
    let (mut e, t) = one_pod(ANR, 3);
    // Team 1 reached 11, team 2 finished the cycle on 12: the highest total wins.
    e.apply(entry(
        Agendas,
        &t,
        &[(11, None), (12, None), (4, None)],
        Some(1),
    ))
    .unwrap();
    assert_eq!(team_points(&e, &t), [0, 3, 0]);
    refused(
        &mut e,
        entry(Agendas, &t, &[(11, None), (12, None), (4, None)], Some(0)),
        "has the most agenda points (12)",
    );
    // Equal totals after the cycle: a draw for the tied teams, a loss for the rest.
    e.apply(entry(
        Agendas,
        &t,
        &[(12, None), (12, None), (4, None)],
        None,
    ))
    .unwrap();
    assert_eq!(team_points(&e, &t), [1, 1, 0]);
    refused(
        &mut e,
        entry(Agendas, &t, &[(12, None), (12, None), (4, None)], Some(0)),
        "the game is a draw",
    );
    refused(
        &mut e,
        entry(Agendas, &t, &[(10, None), (3, None), (4, None)], Some(0)),
        "needs a team in the game with 11 or more",
    );
}

#[test]
fn anr_edition_sudden_death_needs_a_seven_point_lead_over_every_team() {
    use BsoEnding::*;
    let (mut e, t) = one_pod(ANR, 3);
    e.apply(entry(
        SuddenDeath,
        &t,
        &[(9, None), (2, None), (1, None)],
        Some(0),
    ))
    .unwrap();
    assert_eq!(team_points(&e, &t), [3, 0, 0]);
    refused(
        &mut e,
        entry(SuddenDeath, &t, &[(9, None), (2, None), (3, None)], Some(0)),
        "lead of 7 or more over every other team",
    );
    refused(
        &mut e,
        entry(SuddenDeath, &t, &[(9, None), (2, None), (1, None)], None),
        "cannot be a draw",
    );
    // A team that left the game does not count for the lead.
    e.apply(entry(
        SuddenDeath,
        &t,
        &[(9, None), (2, None), (5, DECKED)],
        Some(0),
    ))
    .unwrap();
}

#[test]
fn a_team_whose_sponsor_cannot_draw_leaves_the_game() {
    use BsoEnding::*;
    let (mut e, t) = one_pod(ANR, 2);
    e.apply(entry(
        LastTeamStanding,
        &t,
        &[(8, DECKED), (3, None)],
        Some(1),
    ))
    .unwrap();
    assert_eq!(team_points(&e, &t), [0, 3]);
    refused(
        &mut e,
        entry(LastTeamStanding, &t, &[(8, DECKED), (3, None)], Some(0)),
        "left the game, so it lost",
    );
    refused(
        &mut e,
        entry(LastTeamStanding, &t, &[(8, None), (3, None)], Some(0)),
        "still in it",
    );
    // The Android: Netrunner edition rehires a flatlined Agent: the team stays.
    refused(
        &mut e,
        entry(LastTeamStanding, &t, &[(8, FLATLINED), (3, None)], Some(1)),
        "does not make the team leave",
    );
    // Three teams: one leaves, the other two play on to 11.
    let (mut e3, t3) = one_pod(ANR, 3);
    e3.apply(entry(
        Agendas,
        &t3,
        &[(11, None), (9, None), (13, DECKED)],
        Some(0),
    ))
    .unwrap();
    assert_eq!(team_points(&e3, &t3), [3, 0, 0]);
    refused(
        &mut e3,
        entry(
            Agendas,
            &t3,
            &[(11, None), (9, None), (13, DECKED)],
            Some(2),
        ),
        "left the game",
    );
}

#[test]
fn classic_edition_wins_at_eleven_at_once_and_loses_on_flatline() {
    use BsoEnding::*;
    let (mut e, t) = one_pod(CLASSIC, 3);
    e.apply(entry(
        Agendas,
        &t,
        &[(3, None), (11, None), (10, None)],
        Some(1),
    ))
    .unwrap();
    assert_eq!(team_points(&e, &t), [0, 3, 0]);
    // Two teams at 11+: impossible, the first to 11 won at once.
    refused(
        &mut e,
        entry(Agendas, &t, &[(3, None), (11, None), (12, None)], Some(2)),
        "only one team can have 11 or more",
    );
    refused(
        &mut e,
        entry(SuddenDeath, &t, &[(9, None), (1, None), (0, None)], Some(0)),
        "classic edition has none",
    );
    // A flatlined Agent makes the team lose and leave; the last team wins.
    e.apply(entry(
        LastTeamStanding,
        &t,
        &[(3, FLATLINED), (4, None), (6, DECKED)],
        Some(1),
    ))
    .unwrap();
    assert_eq!(team_points(&e, &t), [0, 3, 0]);
    refused(
        &mut e,
        entry(
            LastTeamStanding,
            &t,
            &[(3, FLATLINED), (11, None), (6, DECKED)],
            Some(1),
        ),
        "won the moment it reached 11",
    );
}

#[test]
fn time_highest_total_wins_and_equal_totals_draw() {
    use BsoEnding::*;
    for edition in [ANR, CLASSIC] {
        let (mut e, t) = one_pod(edition, 2);
        e.apply(entry(Time, &t, &[(6, None), (5, None)], Some(0)))
            .unwrap();
        assert_eq!(
            team_points(&e, &t),
            [2, 0],
            "a timed win scores 2 by default, as in NAPD and the Tournament Regulations"
        );
        e.apply(entry(Time, &t, &[(6, None), (6, None)], None))
            .unwrap();
        assert_eq!(team_points(&e, &t), [1, 1]);
        refused(
            &mut e,
            entry(Time, &t, &[(11, None), (6, None)], Some(0)),
            "ends the game",
        );
        // The organizer may make it a full win, but never more than a win.
        let mut s = e.multiplayer().unwrap().settings;
        s.scoring.timed_win = 3;
        e.apply(Command::SetMultiplayerSettings { settings: s })
            .unwrap();
        e.apply(entry(Time, &t, &[(2, None), (5, None)], Some(1)))
            .unwrap();
        assert_eq!(team_points(&e, &t), [0, 3]);
        s.scoring.timed_win = 4;
        let before = e.clone();
        let err = e
            .apply(Command::SetMultiplayerSettings { settings: s })
            .unwrap_err();
        assert!(
            err.to_string()
                .contains("a win at time (4) cannot be worth more than a win (3)"),
            "{err}"
        );
        assert_eq!(e, before, "a refused setting changes nothing");
    }
}

/// Three teams with the default pod size of 2 sit at one pod of 3: pairing says so.
#[test]
fn a_pod_larger_than_the_pod_size_is_a_warning() {
    let mut e = bso_event(ANR, 5);
    register_teams(&mut e, 3);
    let out = e.apply(Command::PairPods).unwrap();
    let w = out
        .warnings
        .iter()
        .find(|w| matches!(w, Warning::PodAboveSize { .. }))
        .unwrap_or_else(|| panic!("no pod-size warning in {:?}", out.warnings));
    assert_eq!(
        *w,
        Warning::PodAboveSize {
            round: 1,
            pod: 1,
            size: 3,
            pod_size: 2,
            teams: true,
        }
    );
    assert!(
        w.to_string()
            .contains("3 teams, more than the pod size of 2"),
        "{w}"
    );
    // Four teams split into pods of 2: no warning.
    let mut e = bso_event(ANR, 5);
    register_teams(&mut e, 4);
    let out = e.apply(Command::PairPods).unwrap();
    assert!(
        !out.warnings
            .iter()
            .any(|w| matches!(w, Warning::PodAboveSize { .. })),
        "{:?}",
        out.warnings
    );
}

/// A Sponsor who did not come is replaced through `Event::apply`: the substitute takes the
/// Sponsor's seat, the Sponsor is dropped, the history replays; a substitute with the wrong
/// side's identity or for a player of another team is refused and changes nothing.
#[test]
fn a_team_member_is_replaced_in_their_role() {
    let mut e = bso_event(ANR, 6);
    register_teams(&mut e, 2);
    let team = e.multiplayer().unwrap().teams[0].clone();
    let other = e.multiplayer().unwrap().teams[1].clone();
    let before = e.clone();
    let mut wrong = PlayerDetails::named("Sub");
    wrong.runner = Some("Noise: Hacker Extraordinaire".into());
    assert!(
        e.apply(Command::ReplaceTeamMember {
            team: team.id,
            old: team.sponsor,
            new: wrong,
        })
        .is_err()
    );
    let err = e
        .apply(Command::ReplaceTeamMember {
            team: team.id,
            old: other.agent,
            new: PlayerDetails::named("Sub"),
        })
        .unwrap_err();
    assert!(matches!(err, EngineError::NotTeamMember { .. }), "{err:?}");
    assert_eq!(e, before, "refusals change nothing");
    let mut sub = PlayerDetails::named("Sub");
    sub.corp = Some("Weyland Consortium: Building a Better World".into());
    let out = e
        .apply(Command::ReplaceTeamMember {
            team: team.id,
            old: team.sponsor,
            new: sub,
        })
        .unwrap();
    let sub_id = out.player.unwrap();
    let t = e.multiplayer().unwrap().team(team.id).unwrap().clone();
    assert_eq!((t.sponsor, t.agent), (sub_id, team.agent));
    assert!(!e.player(team.sponsor).unwrap().is_active());
    e.apply(Command::PairPods).unwrap();
    assert!(
        e.multiplayer().unwrap().rounds[0].pods[0].has(sub_id, &e.multiplayer().unwrap().teams)
    );
    let again = Event::replay(e.origin(), e.history()).unwrap();
    assert_eq!(again, e, "the history replays to the same event");
}

/// Issue 36 item 5: a pod records each team's members when it is paired, so after a member is
/// replaced the pods already played still seat who played them (and the next round seats the
/// substitute); a pod from an older file, without the record, shows the team as it is now.
#[test]
fn past_pods_keep_who_played_after_a_member_is_replaced() {
    let mut e = bso_event(ANR, 8);
    register_teams(&mut e, 2);
    let team = e.multiplayer().unwrap().teams[0].clone();
    e.apply(Command::PairPods).unwrap();
    let mut sub = PlayerDetails::named("Sub");
    sub.runner = Some("Noise: Hacker Extraordinaire".into());
    let sub = e
        .apply(Command::ReplaceTeamMember {
            team: team.id,
            old: team.agent,
            new: sub,
        })
        .unwrap()
        .player
        .unwrap();
    let mp = e.multiplayer().unwrap();
    let pod = &mp.rounds[0].pods[0];
    assert!(pod.has(team.agent, &mp.teams), "the Agent who played");
    assert!(!pod.has(sub, &mp.teams));
    let row = &netrunner_to::engine::views::pods(&e, 1)[0];
    assert!(
        row.seats
            .iter()
            .any(|s| s.turn.player == team.agent && s.team.as_deref() == Some(team.name.as_str())),
        "shown as the team's Agent at that pod"
    );
    assert_eq!(Event::replay(e.origin(), e.history()).unwrap(), e);
    // Without the record (an older file), the team's current members are shown.
    let mut old = mp.rounds[0].pods[0].clone();
    old.members.clear();
    assert!(old.has(sub, &mp.teams) && !old.has(team.agent, &mp.teams));
}
