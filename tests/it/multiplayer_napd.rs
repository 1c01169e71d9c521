#![allow(clippy::unwrap_used, clippy::expect_used, clippy::panic)] // test code: a failed step is a failed test

//! NAPD multiplayer events through the engine's commands: whole events of 8, 11 and 12 players
//! with seeded random results that follow the victory rules, checking the pod rules after every
//! round against a brute-force search, the scoring and standings against an independent
//! recomputation, and every victory condition of the result check.

use netrunner_to::engine::multiplayer::{
    MultiplayerSettings, NapdEnding, NapdResult, PodResult, RunnerScore, Seating,
};
use netrunner_to::engine::standings::Rational;
use netrunner_to::engine::{
    Command, EngineError, Event, EventSettings, Format, FormatMismatch, PlayerDetails,
};
use netrunner_to::engine::{PlayerId, Structure, Warning};
use rand::{RngExt, SeedableRng};
use rand_chacha::ChaCha20Rng;
use std::collections::{BTreeMap, BTreeSet, HashMap};

const IDS: [&str; 8] = [
    "Sunny Lebeau: Security Specialist",
    "Noise: Hacker Extraordinaire",
    "Kate \"Mac\" McCaffrey: Digital Tinker",
    "Gabriel Santiago: Consummate Professional",
    "Hayley Kaplan: Universal Scholar",
    "Nasir Meidan: Cyber Explorer",
    "Rielle \"Kit\" Peddler: Transhuman",
    "Valencia Estevez: The Angel of Cayambe",
];

fn napd_event(seed: u64) -> Event {
    let mut s = EventSettings::new("NAPD side event", Structure::Basic);
    s.format = Format::Napd;
    Event::new(s, seed)
}

/// Registers `n` players; identities repeat every `distinct` players.
fn register(e: &mut Event, n: usize, distinct: usize) {
    for i in 0..n {
        let mut d = PlayerDetails::named(format!("Player {:02}", i + 1));
        d.runner = Some(IDS[i % distinct].to_string());
        e.apply(Command::AddPlayer {
            details: d,
            id: None,
        })
        .unwrap();
    }
}

fn id_key(e: &Event, p: PlayerId) -> String {
    let t = e.player(p).unwrap().runner.clone().unwrap();
    t.split(':').next().unwrap().trim().to_lowercase()
}

fn seating(e: &Event, round: u32) -> Vec<(PlayerId, Vec<PlayerId>)> {
    let mp = e.multiplayer().unwrap();
    mp.round(round)
        .unwrap()
        .pods
        .iter()
        .map(|p| match &p.seating {
            Seating::Napd { corp, runners } => (*corp, runners.clone()),
            Seating::BigSellOut { .. } => panic!("a NAPD event seated teams"),
        })
        .collect()
}

/// A random result that follows the victory rules.
fn random_result(rng: &mut ChaCha20Rng, runners: &[PlayerId]) -> NapdResult {
    let ending = NapdEnding::ALL[rng.random_range(0..5)];
    let k = runners.len();
    // Split `total` points among the runners at random.
    let split =
        |rng: &mut ChaCha20Rng, range: std::ops::RangeInclusive<u32>, who: &[usize]| -> Vec<u8> {
            let total = rng.random_range(range);
            let mut v = vec![0u8; k];
            for _ in 0..total {
                v[who[rng.random_range(0..who.len())]] += 1;
            }
            v
        };
    let all: Vec<usize> = (0..k).collect();
    let (corp, points, flat): (u8, Vec<u8>, Vec<bool>) = match ending {
        NapdEnding::CorpAgendas => {
            let flat: Vec<bool> = (0..k).map(|_| rng.random_range(0..4) == 0).collect();
            (rng.random_range(7..=9), split(rng, 0..=6, &all), flat)
        }
        NapdEnding::RunnersFlatlined => (
            rng.random_range(0..=6),
            split(rng, 0..=8, &all),
            vec![true; k],
        ),
        NapdEnding::RunnerAgendas => {
            // One Runner may be flatlined (its points no longer count) if others remain.
            let mut flat = vec![false; k];
            if k > 1 && rng.random_range(0..2) == 0 {
                flat[0] = true;
            }
            let alive: Vec<usize> = (0..k).filter(|i| !flat[*i]).collect();
            let mut pts = split(rng, 7..=9, &alive);
            if flat[0] {
                pts[0] = rng.random_range(0..=4);
            }
            (rng.random_range(0..=6), pts, flat)
        }
        NapdEnding::CorpDecked | NapdEnding::Time => {
            let mut flat: Vec<bool> = (0..k).map(|_| rng.random_range(0..4) == 0).collect();
            flat[k - 1] = false;
            let alive: Vec<usize> = (0..k).filter(|i| !flat[*i]).collect();
            (rng.random_range(0..=6), split(rng, 0..=6, &alive), flat)
        }
    };
    NapdResult {
        ending,
        corp_points: corp,
        runners: runners
            .iter()
            .enumerate()
            .map(|(i, p)| RunnerScore {
                player: *p,
                points: points[i],
                flatlined: flat[i],
                left: false,
            })
            .collect(),
    }
}

/// Every way to split `players` into pods of `sizes` (pods of equal size unordered).
fn partitions(players: &[PlayerId], sizes: &[usize]) -> Vec<Vec<Vec<PlayerId>>> {
    fn go(
        rest: &[PlayerId],
        pods: &mut Vec<Vec<PlayerId>>,
        sizes: &[usize],
        out: &mut Vec<Vec<Vec<PlayerId>>>,
    ) {
        let Some((&p, tail)) = rest.split_first() else {
            out.push(pods.clone());
            return;
        };
        for j in 0..pods.len() {
            if pods[j].len() == sizes[j] {
                continue;
            }
            if pods[j].is_empty() && (0..j).any(|i| pods[i].is_empty() && sizes[i] == sizes[j]) {
                continue;
            }
            pods[j].push(p);
            go(tail, pods, sizes, out);
            pods[j].pop();
        }
    }
    let mut out = Vec::new();
    let mut pods = vec![Vec::new(); sizes.len()];
    go(players, &mut pods, sizes, &mut out);
    out
}

/// Pod sizes the spec allows for `n` players and `k` Runners a pod.
fn expected_sizes(n: usize, k: usize) -> Vec<usize> {
    let g = n.div_ceil(k + 1);
    let g = if n / g < 3 { (n / 3).max(1) } else { g };
    let base = n / g;
    let extra = n - base * g;
    let mut v: Vec<usize> = (0..g).map(|i| base + usize::from(i < extra)).collect();
    v.sort_unstable_by(|a, b| b.cmp(a));
    v
}

struct History {
    corp: HashMap<PlayerId, u32>,
    met: HashMap<(PlayerId, PlayerId), u32>,
}

fn pair_key(a: PlayerId, b: PlayerId) -> (PlayerId, PlayerId) {
    if a < b { (a, b) } else { (b, a) }
}

fn repeats(met: &HashMap<(PlayerId, PlayerId), u32>, pod: &[PlayerId]) -> u32 {
    let mut r = 0;
    for (i, a) in pod.iter().enumerate() {
        for b in &pod[i + 1..] {
            r += met.get(&pair_key(*a, *b)).copied().unwrap_or(0);
        }
    }
    r
}

/// The fewest repeat meetings any arrangement reaches that keeps the Corp rotation even and
/// never seats two Runners with one identity together (`None`: no such arrangement).
fn best_repeats(e: &Event, h: &History, active: &[PlayerId], sizes: &[usize]) -> Option<u32> {
    let low = active.iter().map(|p| h.corp[p]).min().unwrap();
    let lowest: BTreeSet<PlayerId> = active
        .iter()
        .copied()
        .filter(|p| h.corp[p] == low)
        .collect();
    let must_all_be_corp = lowest.len() < sizes.len();
    let clash_free_without = |pod: &[PlayerId], corp: PlayerId| {
        let keys: Vec<String> = pod
            .iter()
            .filter(|p| **p != corp)
            .map(|p| id_key(e, *p))
            .collect();
        keys.iter().collect::<BTreeSet<_>>().len() == keys.len()
    };
    let mut best: Option<u32> = None;
    for arrangement in partitions(active, sizes) {
        let ok = arrangement.iter().all(|pod| {
            let low_here: Vec<PlayerId> =
                pod.iter().copied().filter(|p| lowest.contains(p)).collect();
            if must_all_be_corp {
                match low_here.as_slice() {
                    [] => pod.iter().any(|c| clash_free_without(pod, *c)),
                    [c] => clash_free_without(pod, *c),
                    _ => false,
                }
            } else {
                low_here.iter().any(|c| clash_free_without(pod, *c))
            }
        });
        if ok {
            let r: u32 = arrangement.iter().map(|p| repeats(&h.met, p)).sum();
            best = Some(best.map_or(r, |b: u32| b.min(r)));
        }
    }
    best
}

/// Plays a whole event, checking the pod rules after every round.
fn play(n: usize, k: u32, rounds: u32, distinct: usize, seed: u64) -> Event {
    let mut e = napd_event(seed);
    register(&mut e, n, distinct);
    let mut settings = MultiplayerSettings::defaults(Format::Napd).unwrap();
    settings.pod_size = k;
    settings.rounds = rounds;
    e.apply(Command::SetMultiplayerSettings { settings })
        .unwrap();
    let mut rng = ChaCha20Rng::seed_from_u64(seed ^ 0xfeed);
    let active: Vec<PlayerId> = e.players().iter().map(|p| p.id).collect();
    let mut h = History {
        corp: active.iter().map(|p| (*p, 0)).collect(),
        met: HashMap::new(),
    };
    for round in 1..=rounds {
        let sizes = expected_sizes(n, k as usize);
        let optimum = best_repeats(&e, &h, &active, &sizes)
            .expect("a valid arrangement exists for these registrations");
        let outcome = e.apply(Command::PairPods).unwrap();
        let pods = seating(&e, round);
        // Sizes and seats: every player exactly once.
        let mut got: Vec<usize> = pods.iter().map(|(_, r)| r.len() + 1).collect();
        got.sort_unstable_by(|a, b| b.cmp(a));
        assert_eq!(got, sizes, "round {round}: pod sizes");
        let seated: BTreeSet<PlayerId> = pods
            .iter()
            .flat_map(|(c, r)| std::iter::once(*c).chain(r.iter().copied()))
            .collect();
        assert_eq!(seated.len(), n, "round {round}: everyone seated once");
        // No two Runners with one identity in a pod.
        for (_, runners) in &pods {
            let keys: BTreeSet<String> = runners.iter().map(|r| id_key(&e, *r)).collect();
            assert_eq!(keys.len(), runners.len(), "round {round}: identity clash");
        }
        // Repeat pod-mates: as few as any even-rotation arrangement allows.
        let got_repeats: u32 = pods
            .iter()
            .map(|(c, r)| {
                let all: Vec<PlayerId> = std::iter::once(*c).chain(r.iter().copied()).collect();
                repeats(&h.met, &all)
            })
            .sum();
        assert_eq!(got_repeats, optimum, "round {round}: repeat pod-mates");
        let rematches = outcome
            .warnings
            .iter()
            .filter(|w| matches!(w, Warning::Rematch { .. }))
            .count();
        assert_eq!(rematches > 0, got_repeats > 0, "round {round}: warnings");
        // Record, then check the Corp rotation is as even as possible.
        for (c, r) in &pods {
            *h.corp.get_mut(c).unwrap() += 1;
            let all: Vec<PlayerId> = std::iter::once(*c).chain(r.iter().copied()).collect();
            for (i, a) in all.iter().enumerate() {
                for b in &all[i + 1..] {
                    *h.met.entry(pair_key(*a, *b)).or_default() += 1;
                }
            }
        }
        let max = h.corp.values().max().unwrap();
        let min = h.corp.values().min().unwrap();
        assert!(max - min <= 1, "round {round}: Corp duty {min}..{max}");
        // Results.
        for (i, (_, runners)) in pods.iter().enumerate() {
            let result = random_result(&mut rng, runners);
            e.apply(Command::ReportPod {
                round,
                pod: i as u32 + 1,
                result: PodResult::Napd(result),
            })
            .unwrap();
        }
    }
    e
}

/// Points, SoS and ESoS recomputed from the pods, independently of the engine. Only the other
/// side counts as an opponent: a Corp's opponents are the pod's Runners, a Runner's opponent is
/// the pod's Corp.
fn check_standings(e: &Event) {
    let mp = e.multiplayer().unwrap();
    let sc = mp.settings.scoring;
    let mut points: BTreeMap<PlayerId, u32> = BTreeMap::new();
    let mut games: BTreeMap<PlayerId, u32> = BTreeMap::new();
    let mut opps: BTreeMap<PlayerId, Vec<PlayerId>> = BTreeMap::new();
    for r in &mp.rounds {
        for pod in &r.pods {
            let Seating::Napd { corp, runners } = &pod.seating else {
                panic!()
            };
            let Some(PodResult::Napd(res)) = &pod.result else {
                panic!()
            };
            let counted: u32 = res
                .runners
                .iter()
                .filter(|x| !x.flatlined && !x.left)
                .map(|x| u32::from(x.points))
                .sum();
            // A Runner out of the game (left, or flatlined unless the organizer lets them
            // share) scores a loss whatever the Runners do.
            let out = |p: &PlayerId| {
                res.runners.iter().any(|x| {
                    x.player == *p && (x.left || (x.flatlined && !mp.settings.flatlined_share))
                })
            };
            let corp_pts = u32::from(res.corp_points);
            let (c, rr) = match res.ending {
                NapdEnding::CorpAgendas | NapdEnding::RunnersFlatlined => (sc.win, sc.loss),
                NapdEnding::RunnerAgendas | NapdEnding::CorpDecked => (sc.loss, sc.win),
                NapdEnding::Time if corp_pts > counted => (sc.timed_win, sc.loss),
                NapdEnding::Time if corp_pts < counted => (sc.loss, sc.timed_win),
                NapdEnding::Time => (sc.draw, sc.draw),
            };
            let all: Vec<PlayerId> = std::iter::once(*corp).chain(runners.clone()).collect();
            for p in &all {
                *points.entry(*p).or_default() += if p == corp {
                    c
                } else if out(p) {
                    sc.loss
                } else {
                    rr
                };
                *games.entry(*p).or_default() += 1;
                let other_side = if p == corp {
                    runners.clone()
                } else {
                    vec![*corp]
                };
                opps.entry(*p).or_default().extend(other_side);
            }
        }
    }
    let mean = |xs: Vec<Rational>| {
        let n = xs.len() as i128;
        xs.into_iter().fold(Rational::from_integer(0), |a, b| a + b) / Rational::from_integer(n)
    };
    let sos: BTreeMap<PlayerId, Rational> = opps
        .iter()
        .map(|(p, os)| {
            let v = os
                .iter()
                .map(|o| Rational::new(i128::from(points[o]), i128::from(games[o])))
                .collect();
            (*p, mean(v))
        })
        .collect();
    let st = e.multiplayer_standings().unwrap();
    for row in &st.players {
        assert_eq!(row.points, points[&row.player], "points of {}", row.player);
        assert_eq!(row.sos, sos[&row.player], "SoS of {}", row.player);
        let esos = mean(opps[&row.player].iter().map(|o| sos[o]).collect());
        assert_eq!(row.esos, esos, "ESoS of {}", row.player);
    }
    for w in st.players.windows(2) {
        let (a, b) = (&w[0], &w[1]);
        assert!(
            (a.points, &a.sos, &a.esos) >= (b.points, &b.sos, &b.esos),
            "ranked by points, then SoS, then ESoS"
        );
        assert_eq!(a.rank + 1, b.rank);
    }
}

fn replay_equal(e: &Event) {
    let again = Event::replay(e.origin(), e.history()).unwrap();
    assert_eq!(&again, e, "the history replays to the same event");
    let bytes = netrunner_to::io::save::to_bytes(e);
    let loaded =
        netrunner_to::io::save::from_bytes(&bytes, std::path::Path::new("x.json")).unwrap();
    assert_eq!(&loaded, e, "the event file round-trips");
}

#[test]
fn eight_players_four_rounds_everyone_is_corp_once() {
    for seed in [1, 2, 3] {
        let e = play(8, 3, 4, 8, seed);
        let st = e.multiplayer_standings().unwrap();
        assert!(st.players.iter().all(|r| r.corp_games == 1 && r.games == 4));
        check_standings(&e);
        replay_equal(&e);
    }
}

#[test]
fn twelve_players_with_shared_identities() {
    // Six identities for twelve players: each identity twice, never two such Runners together.
    for seed in [4, 5] {
        let e = play(12, 3, 4, 6, seed);
        let st = e.multiplayer_standings().unwrap();
        assert!(st.players.iter().all(|r| r.corp_games == 1));
        check_standings(&e);
        replay_equal(&e);
    }
}

#[test]
fn eleven_players_play_one_pod_with_a_runner_fewer() {
    for seed in [6, 7] {
        let e = play(11, 3, 4, 8, seed);
        let st = e.multiplayer_standings().unwrap();
        // 3 pods x 4 rounds = 12 Corp games for 11 players: one plays Corp twice.
        let twice = st.players.iter().filter(|r| r.corp_games == 2).count();
        assert_eq!(twice, 1);
        assert!(st.players.iter().all(|r| r.corp_games >= 1));
        check_standings(&e);
        replay_equal(&e);
    }
}

#[test]
fn other_pod_sizes_and_counts() {
    // Two Runners a pod (3-player games), four Runners a pod, and odd counts.
    play(9, 2, 3, 8, 8);
    play(10, 4, 3, 8, 9);
    play(7, 3, 3, 7, 10);
    let e = play(5, 3, 2, 5, 11); // 5 players: one pod of a Corp and 4 Runners
    assert_eq!(seating(&e, 1).len(), 1);
}

#[test]
fn an_unavoidable_identity_clash_is_a_clear_error() {
    let mut e = napd_event(3);
    register(&mut e, 4, 1); // four Sunny Lebeaus, one pod: three would be Runners together
    let err = e.apply(Command::PairPods).unwrap_err();
    match &err {
        EngineError::IdentityClash { clashes } => assert!(
            clashes
                .iter()
                .all(|(a, b, _)| a.starts_with("Player") && b.starts_with("Player")),
            "names the players: {err}"
        ),
        other => panic!("{other:?}"),
    }
    // The words a user sees say what to change.
    assert!(err.to_string().contains("same identity"), "{err}");
    assert!(err.to_string().contains("Player 0"), "{err}");
    assert!(e.multiplayer().unwrap().rounds.is_empty());
}

#[test]
fn a_runner_identity_is_required_and_the_corp_is_fixed() {
    let mut e = napd_event(3);
    register(&mut e, 3, 3);
    e.apply(Command::AddPlayer {
        details: PlayerDetails::named("No Identity"),
        id: None,
    })
    .unwrap();
    let err = e.apply(Command::PairPods).unwrap_err();
    assert_eq!(
        err,
        EngineError::RunnerIdentityMissing {
            names: vec!["No Identity".into()]
        }
    );
    let mut d = PlayerDetails::named("Corp Person");
    d.corp = Some("Weyland Consortium: Building a Better World".into());
    let err = e
        .apply(Command::AddPlayer {
            details: d.clone(),
            id: None,
        })
        .unwrap_err();
    assert!(
        matches!(&err, EngineError::InvalidField {
            field: netrunner_to::engine::Field::CorpIdentity,
            reason: netrunner_to::engine::FieldProblem::NapdCorp { text, .. },
        } if text.starts_with("Weyland")),
        "{err}"
    );
    d.corp = Some("Cyber Bureau: Keeping the Peace".into());
    d.runner = Some("Noise".into());
    e.apply(Command::AddPlayer {
        details: d,
        id: None,
    })
    .unwrap();
}

#[test]
fn swiss_commands_are_refused_and_the_other_way_round() {
    let mut e = napd_event(1);
    register(&mut e, 4, 4);
    for c in [
        Command::PairRound,
        Command::RepairRound { force: true },
        Command::DeleteRound { force: true },
    ] {
        let err = e.apply(c).unwrap_err();
        assert!(
            matches!(
                err,
                EngineError::WrongFormat {
                    why: FormatMismatch::PodRounds,
                    ..
                }
            ),
            "{err}"
        );
    }
    let mut std_event = Event::new(EventSettings::new("Swiss", Structure::Basic), 1);
    let err = std_event.apply(Command::PairPods).unwrap_err();
    assert!(
        matches!(
            err,
            EngineError::WrongFormat {
                why: FormatMismatch::NotMultiplayer,
                ..
            }
        ),
        "{err}"
    );
    // Out of order: reporting before pairing, pairing before the round is complete.
    assert!(matches!(
        e.apply(Command::UnreportPod { round: 1, pod: 1 }),
        Err(EngineError::NoSuchRound(1))
    ));
    e.apply(Command::PairPods).unwrap();
    let err = e.apply(Command::PairPods).unwrap_err();
    assert!(matches!(err, EngineError::RoundIncomplete { round: 1, .. }));
    // A round with a result is deleted only when forced.
    let runners = seating(&e, 1)[0].1.clone();
    let result = NapdResult {
        ending: NapdEnding::CorpDecked,
        corp_points: 2,
        runners: runners
            .iter()
            .map(|p| RunnerScore {
                player: *p,
                points: 1,
                flatlined: false,
                left: false,
            })
            .collect(),
    };
    e.apply(Command::ReportPod {
        round: 1,
        pod: 1,
        result: PodResult::Napd(result),
    })
    .unwrap();
    assert!(e.apply(Command::DeletePodRound { force: false }).is_err());
    e.apply(Command::UnreportPod { round: 1, pod: 1 }).unwrap();
    e.apply(Command::DeletePodRound { force: false }).unwrap();
    assert!(e.multiplayer().unwrap().rounds.is_empty());
    // The format cannot change once pods were paired.
    e.apply(Command::PairPods).unwrap();
    let mut s = e.settings().clone();
    s.format = Format::Standard;
    assert!(e.apply(Command::EditSettings { settings: s }).is_err());
}

// ----- victory conditions ------------------------------------------------------------------

/// A one-pod event: Corp and three Runners; returns the event and the Runners.
fn one_pod() -> (Event, Vec<PlayerId>) {
    let mut e = napd_event(42);
    register(&mut e, 4, 4);
    e.apply(Command::PairPods).unwrap();
    let runners = seating(&e, 1)[0].1.clone();
    (e, runners)
}

fn entry(ending: NapdEnding, corp: u8, r: &[PlayerId], pts: [(u8, bool); 3]) -> Command {
    Command::ReportPod {
        round: 1,
        pod: 1,
        result: PodResult::Napd(NapdResult {
            ending,
            corp_points: corp,
            runners: r
                .iter()
                .zip(pts)
                .map(|(p, (points, flatlined))| RunnerScore {
                    player: *p,
                    points,
                    flatlined,
                    left: false,
                })
                .collect(),
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
    assert_eq!(*e, before, "a refused entry changes nothing");
}

fn points(e: &Event) -> Vec<u32> {
    let (corp, runners) = seating(e, 1)[0].clone();
    let st = e.multiplayer_standings().unwrap();
    std::iter::once(corp)
        .chain(runners)
        .map(|p| st.player(p).unwrap().points)
        .collect()
}

#[test]
fn corp_wins_at_seven_points_or_when_every_runner_is_flatlined() {
    use NapdEnding::*;
    let (mut e, r) = one_pod();
    e.apply(entry(
        CorpAgendas,
        7,
        &r,
        [(2, false), (2, false), (2, false)],
    ))
    .unwrap();
    assert_eq!(points(&e), [3, 0, 0, 0]);
    refused(
        &mut e,
        entry(CorpAgendas, 6, &r, [(0, false); 3]),
        "needs 7 or more Corp agenda points",
    );
    refused(
        &mut e,
        entry(CorpAgendas, 7, &r, [(3, false), (3, false), (1, false)]),
        "the Runners have 7",
    );
    e.apply(entry(
        RunnersFlatlined,
        3,
        &r,
        [(2, true), (4, true), (0, true)],
    ))
    .unwrap();
    assert_eq!(points(&e), [3, 0, 0, 0]);
    refused(
        &mut e,
        entry(RunnersFlatlined, 3, &r, [(0, true), (0, false), (0, true)]),
        "every Runner flatlined",
    );
    refused(
        &mut e,
        entry(RunnersFlatlined, 7, &r, [(0, true); 3]),
        "the Corp wins at 7",
    );
}

#[test]
fn runners_win_together_and_flatlined_runners_points_do_not_count() {
    use NapdEnding::*;
    let (mut e, r) = one_pod();
    e.apply(entry(
        RunnerAgendas,
        4,
        &r,
        [(3, false), (2, false), (2, false)],
    ))
    .unwrap();
    assert_eq!(points(&e), [0, 3, 3, 3], "every Runner of the team scores");
    // A flatlined Runner's agendas are trashed: 4 + 2 + 1 counts as 3.
    refused(
        &mut e,
        entry(RunnerAgendas, 4, &r, [(4, true), (2, false), (1, false)]),
        "no longer count",
    );
    // ... but with the survivors at 7 the Runners win; the flatlined Runner has left the game
    // and scores a loss (issue 36 item 3) unless the organizer lets flatlined Runners share.
    e.apply(entry(
        RunnerAgendas,
        4,
        &r,
        [(4, true), (5, false), (2, false)],
    ))
    .unwrap();
    assert_eq!(points(&e), [0, 0, 3, 3]);
    let mut s = e.multiplayer().unwrap().settings;
    s.flatlined_share = true;
    e.apply(Command::SetMultiplayerSettings { settings: s })
        .unwrap();
    assert_eq!(points(&e), [0, 3, 3, 3]);
    s.flatlined_share = false;
    e.apply(Command::SetMultiplayerSettings { settings: s })
        .unwrap();
    refused(
        &mut e,
        entry(RunnerAgendas, 4, &r, [(3, true), (3, true), (3, true)]),
        "every Runner was flatlined",
    );
    refused(
        &mut e,
        entry(RunnerAgendas, 7, &r, [(3, false), (3, false), (1, false)]),
        "both cannot have",
    );
    e.apply(entry(
        CorpDecked,
        5,
        &r,
        [(1, false), (0, true), (2, false)],
    ))
    .unwrap();
    assert_eq!(
        points(&e),
        [0, 3, 0, 3],
        "the flatlined Runner scores a loss"
    );
    refused(
        &mut e,
        entry(CorpDecked, 2, &r, [(3, false), (3, false), (1, false)]),
        "the Runners win at 7",
    );
}

#[test]
fn time_more_points_wins_and_equal_is_a_draw() {
    use NapdEnding::*;
    let (mut e, r) = one_pod();
    e.apply(entry(Time, 5, &r, [(1, false), (1, false), (2, false)]))
        .unwrap();
    assert_eq!(points(&e), [2, 0, 0, 0], "a timed win is worth 2");
    e.apply(entry(Time, 3, &r, [(1, false), (1, false), (2, false)]))
        .unwrap();
    assert_eq!(points(&e), [0, 2, 2, 2]);
    e.apply(entry(Time, 4, &r, [(1, false), (1, false), (2, false)]))
        .unwrap();
    assert_eq!(points(&e), [1, 1, 1, 1], "equal is a draw");
    // A flatlined Runner's points do not count at time either: 3 (+3 trashed) < 4.
    e.apply(entry(Time, 4, &r, [(3, true), (1, false), (2, false)]))
        .unwrap();
    assert_eq!(points(&e), [2, 0, 0, 0]);
    refused(
        &mut e,
        entry(Time, 7, &r, [(0, false); 3]),
        "the Corp wins at 7",
    );
    // Scoring is a setting.
    let mut s = e.multiplayer().unwrap().settings;
    s.scoring.timed_win = 3;
    s.scoring.loss = 1;
    e.apply(Command::SetMultiplayerSettings { settings: s })
        .unwrap();
    assert_eq!(points(&e), [3, 1, 1, 1]);
}

#[test]
fn an_entry_must_name_every_runner_of_the_pod_once() {
    let (mut e, r) = one_pod();
    let (corp, _) = seating(&e, 1)[0].clone();
    let mut c = entry(NapdEnding::Time, 1, &r, [(0, false); 3]);
    if let Command::ReportPod {
        result: PodResult::Napd(res),
        ..
    } = &mut c
    {
        res.runners[0].player = corp;
    }
    refused(&mut e, c, "is not a Runner in this pod");
    let mut c = entry(NapdEnding::Time, 1, &r, [(0, false); 3]);
    if let Command::ReportPod {
        result: PodResult::Napd(res),
        ..
    } = &mut c
    {
        res.runners.pop();
    }
    refused(&mut e, c, "is missing");
}

#[test]
fn a_napd_file_from_before_multiplayer_support_loads_and_pairs() {
    // Written while NAPD was only a reserved format: no multiplayer state in the file.
    let mut e = napd_event(9);
    register(&mut e, 4, 4);
    let mut v: serde_json::Value =
        serde_json::from_slice(&netrunner_to::io::save::to_bytes(&e)).unwrap();
    v["event"].as_object_mut().unwrap().remove("multiplayer");
    let bytes = serde_json::to_vec(&v).unwrap();
    let mut old =
        netrunner_to::io::save::from_bytes(&bytes, std::path::Path::new("old.json")).unwrap();
    assert_eq!(old.multiplayer().unwrap().settings.pod_size, 3, "defaults");
    old.apply(Command::PairPods).unwrap();
    assert_eq!(old.multiplayer().unwrap().rounds.len(), 1);
}

// ----- strength of schedule: only the other side counts ----------------------------------------

/// One round of eight players in two pods of a Corp and three Runners: in one pod the Corp wins,
/// in the other the Runners win. Everyone who won has 3 points; the winning Corp's opponents are
/// its three Runners (0 points each), each winning Runner's opponent is their Corp (0 points), so
/// all four have SoS 0 and the Corp is not ranked below the Runners by counting the Runners'
/// teammates (who had 3 points) as their opponents.
#[test]
fn a_winning_corp_and_winning_runners_have_the_same_strength_of_schedule() {
    let mut e = napd_event(3);
    register(&mut e, 8, 8);
    e.apply(Command::PairPods).unwrap();
    let pods = seating(&e, 1);
    assert_eq!(pods.len(), 2);
    for (i, (_, runners)) in pods.iter().enumerate() {
        let (ending, corp) = if i == 0 {
            (NapdEnding::CorpAgendas, 7)
        } else {
            (NapdEnding::RunnerAgendas, 0)
        };
        let runner_points = if i == 0 { [0, 0, 0] } else { [3, 2, 2] };
        e.apply(Command::ReportPod {
            round: 1,
            pod: i as u32 + 1,
            result: PodResult::Napd(NapdResult {
                ending,
                corp_points: corp,
                runners: runners
                    .iter()
                    .zip(runner_points)
                    .map(|(p, points)| RunnerScore {
                        player: *p,
                        points,
                        flatlined: false,
                        left: false,
                    })
                    .collect(),
            }),
        })
        .unwrap();
    }
    let st = e.multiplayer_standings().unwrap();
    let winners: Vec<PlayerId> = std::iter::once(pods[0].0)
        .chain(pods[1].1.clone())
        .collect();
    for p in &winners {
        let row = st.player(*p).unwrap();
        assert_eq!(row.points, 3);
        assert_eq!(row.sos, Rational::from_integer(0), "SoS of {p}");
        // ESoS: the losing Runners' SoS is their Corp's 3; the losing Corp's SoS is the mean of
        // its three Runners' 3.
        assert_eq!(row.esos, Rational::from_integer(3), "ESoS of {p}");
        assert!(row.rank <= 4, "every winner ranks above every loser");
    }
    check_standings(&e);
}

/// Two rounds of six players (a Corp and two Runners a pod), seated by hand. Players 3 and 6
/// both end on 3 points with SoS 1, and ESoS (the mean of the opponents' SoS) separates them.
#[test]
fn extended_strength_of_schedule_breaks_a_tie_strength_of_schedule_leaves() {
    use netrunner_to::engine::multiplayer::{Multiplayer, Pod, PodRound, standings};
    let mut e = napd_event(5);
    register(&mut e, 6, 6);
    let p = |n: u32| PlayerId(n);
    let ids: Vec<PlayerId> = e.players().iter().map(|x| x.id).collect();
    assert_eq!(ids, (1..=6).map(p).collect::<Vec<_>>());
    let pod = |number: u32, corp: u32, runners: [u32; 2], corp_wins: bool| Pod {
        number,
        seating: Seating::Napd {
            corp: p(corp),
            runners: runners.iter().map(|r| p(*r)).collect(),
        },
        result: Some(PodResult::Napd(NapdResult {
            ending: if corp_wins {
                NapdEnding::CorpAgendas
            } else {
                NapdEnding::RunnerAgendas
            },
            corp_points: if corp_wins { 7 } else { 0 },
            runners: runners
                .iter()
                .map(|r| RunnerScore {
                    player: p(*r),
                    points: if corp_wins { 0 } else { 4 },
                    flatlined: false,
                    left: false,
                })
                .collect(),
        })),
        members: Vec::new(),
    };
    let mut mp = Multiplayer::for_format(Format::Napd).unwrap();
    mp.rounds = vec![
        PodRound {
            number: 1,
            pods: vec![pod(1, 3, [4, 6], true), pod(2, 1, [5, 2], true)],
        },
        PodRound {
            number: 2,
            pods: vec![pod(1, 6, [5, 3], true), pod(2, 4, [1, 2], false)],
        },
    ];
    let st = standings::compute(e.players(), &mp, &mp.rounds);
    let row = |n: u32| st.player(p(n)).unwrap().clone();
    // Round 1: Corps 3 and 1 win. Round 2: Corp 6 wins; Runners 1 and 2 beat Corp 4.
    assert_eq!(
        (1..=6).map(|n| row(n).points).collect::<Vec<_>>(),
        [6, 3, 3, 0, 0, 3]
    );
    // SoS of 3: opponents 4, 6 (round 1, as Corp) and 6 (round 2, as Runner):
    // (0/2 + 3/2 + 3/2) / 3 = 1. SoS of 6: opponent 3 (round 1), then 5 and 3 (round 2):
    // (3/2 + 0/2 + 3/2) / 3 = 1.
    let one = Rational::from_integer(1);
    assert_eq!((row(3).sos, row(6).sos), (one, one));
    // SoS of the others: 4: opponents 3, then 1 and 2: (3/2 + 6/2 + 3/2) / 3 = 2;
    // 5: opponents 1, then 6: (6/2 + 3/2) / 2 = 9/4.
    assert_eq!(row(4).sos, Rational::from_integer(2));
    assert_eq!(row(5).sos, Rational::new(9, 4));
    // ESoS of 6: (SoS 3 + SoS 5 + SoS 3) / 3 = (1 + 9/4 + 1) / 3 = 17/12.
    // ESoS of 3: (SoS 4 + SoS 6 + SoS 6) / 3 = (2 + 1 + 1) / 3 = 4/3.
    assert_eq!(row(6).esos, Rational::new(17, 12));
    assert_eq!(row(3).esos, Rational::new(4, 3));
    assert!(row(6).rank < row(3).rank, "the higher ESoS ranks first");
}

/// Two players left: one Corp against one Runner is paired, with a warning; five players with
/// 3 Runners a pod sit at one pod of a Corp and 4 Runners, also with a warning.
#[test]
fn a_pod_of_one_runner_or_above_the_pod_size_is_a_warning() {
    let mut e = napd_event(8);
    register(&mut e, 2, 2);
    let out = e.apply(Command::PairPods).unwrap();
    assert!(
        out.warnings
            .contains(&Warning::PodOfOneRunner { round: 1, pod: 1 }),
        "{:?}",
        out.warnings
    );
    let w = Warning::PodOfOneRunner { round: 1, pod: 1 }.to_string();
    assert!(w.contains("only one Runner"), "{w}");
    let mut e = napd_event(8);
    register(&mut e, 5, 5);
    let out = e.apply(Command::PairPods).unwrap();
    assert_eq!(seating(&e, 1)[0].1.len(), 4, "no pod of 3 players is left");
    assert!(
        out.warnings.contains(&Warning::PodAboveSize {
            round: 1,
            pod: 1,
            size: 4,
            pod_size: 3,
            teams: false,
        }),
        "{:?}",
        out.warnings
    );
    // Four players: a Corp and 3 Runners, no warning.
    let mut e = napd_event(8);
    register(&mut e, 4, 4);
    let out = e.apply(Command::PairPods).unwrap();
    assert!(out.warnings.is_empty(), "{:?}", out.warnings);
}

/// Identities are resolved to the card's title at registration (as the CLI and the app do with
/// `io::identities`), so "Kate", "Mac" and the full title are one identity: five players seated
/// at one pod leave two of them Runners together whoever is Corp, which is refused.
#[test]
fn short_identity_names_are_the_same_identity_as_the_full_title() {
    let mut e = napd_event(11);
    let mut s = e.multiplayer().unwrap().settings;
    s.pod_size = 2;
    e.apply(Command::SetMultiplayerSettings { settings: s })
        .unwrap();
    let kate = "Kate \"Mac\" McCaffrey: Digital Tinker";
    for (name, id) in [
        ("Ann", "Kate"),
        ("Bo", "mac"),
        ("Cy", kate),
        ("Di", "Noise"),
        ("Ed", "Sunny Lebeau"),
    ] {
        let mut d = PlayerDetails::named(name);
        d.runner = Some(id.into());
        netrunner_to::io::identities::resolve_details(&mut d);
        e.apply(Command::AddPlayer {
            details: d,
            id: None,
        })
        .unwrap();
    }
    for name in ["Ann", "Bo", "Cy"] {
        let p = e.find_player(name).unwrap();
        assert_eq!(p.runner.as_deref(), Some(kate), "{name}");
    }
    let before = e.clone();
    let err = e.apply(Command::PairPods).unwrap_err();
    assert!(matches!(err, EngineError::IdentityClash { .. }), "{err:?}");
    assert_eq!(e, before);
    // The table helper compares by the same rule (the name before the colon): a full title and
    // its name at one table are refused.
    use netrunner_to::engine::multiplayer::table::{TableError, napd::NapdTable};
    let err = NapdTable::new(
        "Corp",
        &[
            ("Ann", kate),
            ("Bo", "Kate \"Mac\" McCaffrey"),
            ("Cy", "Noise"),
        ],
    )
    .unwrap_err();
    assert!(
        matches!(err, TableError::DuplicateIdentity { .. }),
        "{err:?}"
    );
}

/// NAPD deck lists are checked, unless the organizer chose a format, against Eternal, whose pool
/// has the NAPD identity; the identity's own rules apply: agendas of any faction, no influence
/// limit. Standard, the default elsewhere, rejects the identity.
#[test]
fn napd_corp_lists_are_checked_with_the_napd_identity_allowed() {
    use netrunner_to::engine::Side;
    use netrunner_to::engine::cards::{Deck, DeckEntry, DeckProblem, check};
    use netrunner_to::io::decks::event_rules;
    let db = crate::decks::db();
    let today = netrunner_to::engine::cards::date("2026-11-25").unwrap();
    let e = napd_event(1);
    let rules = event_rules(&e, db, today).unwrap();
    assert_eq!(rules.format.id, "eternal");
    let deck = Deck {
        name: None,
        identity: Some(DeckEntry {
            id: "cyber_bureau_keeping_the_peace".into(),
            title: "Cyber Bureau: Keeping the Peace".into(),
            copies: 1,
        }),
        cards: vec![DeckEntry {
            id: "hostile_takeover".into(),
            title: "Hostile Takeover".into(),
            copies: 3,
        }],
    };
    let problems = check(&deck, Side::Corp, &rules);
    assert!(
        !problems.iter().any(|p| matches!(
            p,
            DeckProblem::OutOfFactionAgenda { .. } | DeckProblem::NotInPool { .. }
        )),
        "{problems:?}"
    );
    // A Swiss event's default (Standard) would not have it.
    let standard = db.legality("standard", None, today).unwrap();
    let p = check(&deck, Side::Corp, &standard);
    assert!(
        p.iter().any(|p| matches!(p, DeckProblem::NotInPool { .. })),
        "{p:?}"
    );
}
