//! Soak tests: a whole large event through the engine (and a smaller one through the CLI
//! binary) with random results, drops, late registrations and rejoins, the cut to the top 16 and
//! the full double-elimination bracket, checking the invariants after every command:
//!
//! - every active player is paired exactly once in a new round (or has the one bye);
//! - no avoidable rematch: a round's rematches equal the least possible number (zero whenever
//!   Dirac's theorem guarantees a rematch-free pairing, else computed with a blossom matching);
//! - the standings equal an independent recomputation from the rounds, in order;
//! - at the end, replaying the history rebuilds the event exactly.
//!
//! The full size (2,000 players, 12 rounds) is ignored in the normal run; run it with
//! `cargo test --release --test hardening -- --ignored --nocapture a_2000` (figures in docs/benchmarks.md).

use crate::hardening::common;

use netrunner_to::engine::{
    Command, CutSize, Event, EventSettings, PlayerDetails, PlayerId, PlayerStatus, Structure,
};
use netrunner_to::io::save;
use rand::RngExt;
use std::collections::{HashMap, HashSet};
use std::path::Path;
use std::sync::atomic::{AtomicUsize, Ordering};
use std::time::Instant;

/// Rematches the soaks found unavoidable (and the engine matched exactly), over all tests.
static UNAVOIDABLE_REMATCHES: AtomicUsize = AtomicUsize::new(0);

/// Pairs of players who met in the Swiss rounds before `round`.
fn met_before(e: &Event, round: u32) -> HashSet<(PlayerId, PlayerId)> {
    let mut met = HashSet::new();
    for r in e.rounds().iter().filter(|r| r.number < round) {
        for p in &r.pairings {
            if let Some(p2) = p.p2 {
                met.insert((p.p1.min(p2), p.p1.max(p2)));
            }
        }
    }
    met
}

/// The least number of rematches any pairing of `players` can have, given who met whom.
fn fewest_rematches(players: &[PlayerId], met: &HashSet<(PlayerId, PlayerId)>) -> usize {
    let n = players.len();
    let pairs = n / 2;
    let mut most_met = HashMap::new();
    for &(a, b) in met {
        *most_met.entry(a).or_insert(0usize) += 1;
        *most_met.entry(b).or_insert(0usize) += 1;
    }
    let max_met = players
        .iter()
        .map(|p| most_met.get(p).copied().unwrap_or(0))
        .max()
        .unwrap_or(0);
    // Dirac: in the graph of "never met" edges every player has degree >= n - 1 - max_met; at
    // least n/2 gives a Hamiltonian cycle, hence a pairing of everyone (one left over if odd)
    // without any rematch.
    if n >= 3 && (n - 1).saturating_sub(max_met) >= n.div_ceil(2) {
        return 0;
    }
    assert!(n <= 1500, "no cheap lower bound for {n} players");
    let mut w = vec![0i64; n * n];
    for i in 0..n {
        for j in i + 1..n {
            let (a, b) = (players[i], players[j]);
            if !met.contains(&(a.min(b), a.max(b))) {
                w[i * n + j] = 1;
            }
        }
    }
    let mate = integer_blossom::max_weight_matching(&w, n);
    let matched = mate.iter().filter(|m| m.is_some()).count() / 2;
    pairs - matched
}

/// The invariants of a freshly paired Swiss round.
fn check_new_round(e: &Event) {
    let r = e.rounds().last().unwrap();
    let active: Vec<PlayerId> = e.active_players().map(|p| p.id).collect();
    let mut seen = HashMap::new();
    for p in &r.pairings {
        for x in p.players() {
            *seen.entry(x).or_insert(0) += 1;
        }
    }
    for &p in &active {
        assert_eq!(
            seen.get(&p),
            Some(&1),
            "round {}: active player {} is paired {:?} times",
            r.number,
            e.name_of(p),
            seen.get(&p)
        );
    }
    assert_eq!(
        seen.len(),
        active.len(),
        "round {}: only active players are paired",
        r.number
    );
    let byes = r.pairings.iter().filter(|p| p.is_bye()).count();
    assert_eq!(byes, active.len() % 2, "round {}: byes", r.number);
    let met = met_before(e, r.number);
    let rematches = r
        .pairings
        .iter()
        .filter_map(|p| p.p2.map(|q| (p.p1.min(q), p.p1.max(q))))
        .filter(|k| met.contains(k))
        .count();
    let least = fewest_rematches(&active, &met);
    UNAVOIDABLE_REMATCHES.fetch_add(least, Ordering::Relaxed);
    assert_eq!(
        rematches, least,
        "round {}: {rematches} rematches where {least} is the least possible",
        r.number
    );
}

/// Checks run after every command.
fn check_any(e: &Event) {
    for r in e.rounds() {
        let mut at = HashSet::new();
        for x in r
            .pairings
            .iter()
            .flat_map(|p| p.players())
            .chain(r.unpaired_losses.iter().copied())
        {
            assert!(at.insert(x), "round {}: {} twice", r.number, e.name_of(x));
        }
    }
    common::check_standings(e);
}

struct SoakReport {
    commands: usize,
    players: usize,
    seconds: f64,
    file_bytes: usize,
    peak_kib: Option<u64>,
}

fn soak(players: usize, rounds: u32, cut: CutSize, seed: u64, verbose: bool) -> SoakReport {
    let top = match cut {
        CutSize::Top16 => 16,
        CutSize::Top8 => 8,
        _ => 4,
    };
    let t0 = Instant::now();
    let mut rng = common::rng(seed);
    let mut e = Event::new(EventSettings::new("Soak Worlds", Structure::Basic), seed);
    let mut commands = 0usize;
    let mut apply = |e: &mut Event, c: Command| {
        let name = format!("{c:?}").chars().take(60).collect::<String>();
        e.apply(c)
            .unwrap_or_else(|err| panic!("{name}… refused: {err}"));
        commands += 1;
        check_any(e);
    };
    let late = players / 50;
    apply(
        &mut e,
        Command::AddPlayers {
            players: (0..players - late)
                .map(|i| PlayerDetails::named(format!("Player {i:04}")))
                .collect(),
        },
    );
    let mut next_late = players - late;
    for round in 1..=rounds {
        // Between rounds: drops, rejoins and (in the first rounds) late registrations.
        if round > 1 {
            let ids: Vec<PlayerId> = e.players().iter().map(|p| p.id).collect();
            for _ in 0..players / 100 {
                let p = ids[rng.random_range(0..ids.len())];
                match e.player(p).unwrap().status {
                    PlayerStatus::Active => apply(&mut e, Command::DropPlayer { player: p }),
                    PlayerStatus::Dropped if rng.random_bool(0.5) => {
                        apply(&mut e, Command::RejoinPlayer { player: p })
                    }
                    _ => {}
                }
            }
        }
        if round <= 4 {
            for _ in 0..late / 4 {
                apply(
                    &mut e,
                    Command::AddPlayer {
                        details: PlayerDetails::named(format!("Player {next_late:04}")),
                        id: None,
                    },
                );
                next_late += 1;
            }
        }
        let t = Instant::now();
        apply(&mut e, Command::PairRound);
        let pair_ms = t.elapsed().as_millis();
        check_new_round(&e);
        // A few players drop during the round, keeping their seats.
        let seated: Vec<PlayerId> = e.rounds().last().unwrap().pairings[..3]
            .iter()
            .map(|p| p.p1)
            .collect();
        for p in seated {
            if rng.random_bool(0.3) {
                apply(&mut e, Command::DropPlayer { player: p });
            }
        }
        // Results in two batches, as score slips come in.
        let c = common::report_latest_round(&e, &mut rng).unwrap();
        let Command::ReportResults { round: n, results } = c else {
            unreachable!()
        };
        let (a, b) = results.split_at(results.len() / 2);
        for part in [a, b] {
            apply(
                &mut e,
                Command::ReportResults {
                    round: n,
                    results: part.to_vec(),
                },
            );
        }
        if verbose {
            println!(
                "round {round}: {} active, paired in {pair_ms} ms, {:.1} s so far",
                e.active_players().count(),
                t0.elapsed().as_secs_f64()
            );
        }
    }
    // The cut: the top players who have not dropped, by the Swiss standings.
    let expected: Vec<PlayerId> = e
        .standings()
        .rows
        .iter()
        .filter(|r| !r.dropped)
        .take(top)
        .map(|r| r.player)
        .collect();
    apply(
        &mut e,
        Command::Cut {
            size: cut,
            kind: None,
            seeds: None,
        },
    );
    assert_eq!(e.cut().unwrap().seeds(), expected.as_slice());
    commands += common::play_bracket(&mut e, &mut rng, |e, _| {
        check_any(e);
        let b = e.cut().unwrap();
        for g in b.games() {
            if let (Some(r), Some((p, q))) = (g.result, g.pair()) {
                assert!(r.winner == p || r.winner == q, "game {}", g.number());
            }
        }
    });
    let places = e.cut().unwrap().places();
    let placed: HashSet<PlayerId> = places.iter().map(|p| p.unwrap()).collect();
    assert_eq!(placed.len(), top, "distinct final places");
    assert_eq!(placed, expected.iter().copied().collect());
    // The whole event again from its history.
    let replayed = Event::replay(e.origin(), e.history()).unwrap();
    assert_eq!(replayed, e, "the history replays to the same event");
    let bytes = save::to_bytes(&e);
    assert_eq!(
        save::from_bytes(&bytes, Path::new("soak.json")).unwrap(),
        e,
        "the event file round-trips"
    );
    SoakReport {
        commands,
        players: e.players().len(),
        seconds: t0.elapsed().as_secs_f64(),
        file_bytes: bytes.len(),
        peak_kib: common::peak_memory_kib(),
    }
}

fn print(r: &SoakReport, rounds: u32) {
    println!(
        "soak: {} players, {rounds} Swiss rounds + the bracket, {} commands, {:.1} s, event file {:.1} MB, peak memory (VmHWM) {} MiB",
        r.players,
        r.commands,
        r.seconds,
        r.file_bytes as f64 / 1e6,
        r.peak_kib.map_or("?".into(), |k| (k / 1024).to_string())
    );
}

#[test]
fn a_200_player_event_with_12_rounds_drops_late_joins_and_a_top_16_bracket() {
    let r = soak(200, 12, CutSize::Top16, 2026, false);
    print(&r, 12);
    assert!(r.players == 200);
}

#[test]
fn a_small_field_where_rematches_become_unavoidable() {
    // 10 players, 8 rounds: late rounds cannot avoid rematches; the engine must have exactly
    // the fewest possible.
    let r = soak(10, 8, CutSize::Top4, 7, false);
    print(&r, 8);
    assert!(
        UNAVOIDABLE_REMATCHES.load(Ordering::Relaxed) > 0,
        "the small field did reach rounds where rematches are unavoidable"
    );
}

#[test]
#[ignore = "the full-size soak (about 5 s in release, plus the build); run by hand, see docs/benchmarks.md"]
fn a_2000_player_event_with_12_rounds_drops_late_joins_and_a_top_16_bracket() {
    let r = soak(2000, 12, CutSize::Top16, 2027, true);
    print(&r, 12);
    assert!(r.players == 2000);
    if let Some(kib) = r.peak_kib {
        assert!(kib < 1024 * 1024, "peak memory {kib} KiB stays under 1 GiB");
    }
}

/// Runs the CLI binary in `dir`; panics with its output unless it succeeds.
fn cli(dir: &Path, args: &[&str]) {
    let out = std::process::Command::new(env!("CARGO_BIN_EXE_netrunner-to"))
        .args(args)
        .current_dir(dir)
        .output()
        .unwrap();
    assert!(
        out.status.success(),
        "{args:?}: {}{}",
        String::from_utf8_lossy(&out.stdout),
        String::from_utf8_lossy(&out.stderr)
    );
}

#[test]
fn a_40_player_event_through_the_cli_binary() {
    let t0 = Instant::now();
    let dir = tempfile::tempdir().unwrap();
    let d = dir.path();
    let file = d.join("ev.json");
    let load = || save::load(&file).unwrap();
    let mut rng = common::rng(40);
    let mut calls = 0;
    let mut run = |args: &[&str]| {
        cli(d, args);
        calls += 1;
        check_any(&load());
    };
    run(&["new", "ev.json", "--name", "CLI Soak", "--seed", "40"]);
    let names: Vec<String> = (1..=38).map(|i| format!("Player {i:02}")).collect();
    let mut args = vec!["player", "add", "ev.json"];
    args.extend(names.iter().map(String::as_str));
    run(&args);
    for round in 1..=5u32 {
        if round == 2 {
            run(&["player", "add", "ev.json", "Late Lou", "Late Liz"]);
        }
        if round >= 2 {
            let e = load();
            let active: Vec<String> = e.active_players().map(|p| p.name.clone()).collect();
            let who = &active[rng.random_range(0..active.len())];
            run(&["player", "drop", "ev.json", who]);
            if round == 4 {
                run(&["player", "rejoin", "ev.json", who]);
            }
        }
        run(&["pair", "ev.json"]);
        check_new_round(&load());
        let e = load();
        for t in e.rounds().last().unwrap().unreported_tables() {
            let result = ["6-0", "0-6", "3-3", "ID", "C R", "T5-3 R"][rng.random_range(0..6)];
            let table = t.to_string();
            let mut args = vec!["report", "ev.json", "--table", &table];
            args.extend(result.split(' '));
            run(&args);
        }
    }
    run(&["cut", "ev.json", "--top", "8"]);
    for _ in 0..20 {
        let e = load();
        let b = e.cut().unwrap();
        if b.is_finished() {
            break;
        }
        if let Some((round, games)) = e.next_elimination_games()
            && !games.is_empty()
        {
            let sides: Vec<String> = if round == 1 {
                games.iter().map(|g| format!("{g}=corp")).collect()
            } else {
                vec![]
            };
            let mut args = vec!["pair", "ev.json"];
            for s in &sides {
                args.extend(["--side", s.as_str()]);
            }
            run(&args);
        }
        let e = load();
        for g in e.cut().unwrap().games() {
            if g.status == netrunner_to::engine::elimination::GameStatus::Ready && g.sides.is_some()
            {
                let (a, b) = g.pair().unwrap();
                let w = if rng.random_bool(0.5) { a } else { b };
                let (game, winner) = (g.number().to_string(), format!("#{}", w.0));
                run(&["report", "ev.json", "--game", &game, &winner]);
            }
        }
    }
    let e = load();
    assert!(e.cut().unwrap().is_finished(), "the bracket was played out");
    assert_eq!(Event::replay(e.origin(), e.history()).unwrap(), e);
    // Only the event file and its lock file are left in the folder: no temporary files.
    let mut files: Vec<String> = std::fs::read_dir(d)
        .unwrap()
        .map(|f| f.unwrap().file_name().to_string_lossy().into_owned())
        .collect();
    files.sort();
    assert_eq!(files, [".ev.json.lock", "ev.json"]);
    println!(
        "cli soak: 40 players, 5 rounds, top 8: {calls} CLI calls in {:.1} s",
        t0.elapsed().as_secs_f64()
    );
}
