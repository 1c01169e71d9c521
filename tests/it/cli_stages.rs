#![allow(clippy::unwrap_used, clippy::expect_used, clippy::panic)] // test code: a failed step is a failed test

//! The command line after the Swiss rounds: the cut, the elimination bracket with its sides, the
//! round clock and the full draft's seating. Runs the real binary in a temporary directory.

use netrunner_to::engine::PlayerId;
use netrunner_to::io::save;
use serde_json::Value;
use std::collections::BTreeSet;
use std::path::PathBuf;
use std::process::{Command, Output};

const BIN: &str = env!("CARGO_BIN_EXE_netrunner-to");
const EV: &str = "ev.json";

/// A temporary working directory for one test.
struct Session {
    dir: tempfile::TempDir,
}

impl Session {
    fn new() -> Session {
        Session {
            dir: tempfile::tempdir().unwrap(),
        }
    }

    fn path(&self, name: &str) -> PathBuf {
        self.dir.path().join(name)
    }

    fn run(&self, args: &[&str]) -> Output {
        Command::new(BIN)
            .args(args)
            .current_dir(self.dir.path())
            .output()
            .unwrap()
    }

    /// Runs a command that must succeed; its stdout and stderr.
    fn ok_both(&self, args: &[&str]) -> (String, String) {
        let out = self.run(args);
        let stdout = String::from_utf8(out.stdout).unwrap();
        let stderr = String::from_utf8(out.stderr).unwrap();
        assert!(
            out.status.success(),
            "{args:?} failed:\nstdout: {stdout}\nstderr: {stderr}"
        );
        (stdout, stderr)
    }

    /// Runs a command that must succeed; its stdout.
    fn ok(&self, args: &[&str]) -> String {
        self.ok_both(args).0
    }

    /// Runs a command that must succeed and print JSON.
    fn json(&self, args: &[&str]) -> Value {
        serde_json::from_str(&self.ok(args)).unwrap()
    }

    /// Runs a command that must fail with status 1 and exactly one `error: …` line containing
    /// every one of `expected`, leaving the event file byte-for-byte unchanged.
    fn fails(&self, args: &[&str], expected: &[&str]) {
        let path = self.path(EV);
        let before = std::fs::read(&path).ok();
        let out = self.run(args);
        let stderr = String::from_utf8_lossy(&out.stderr).into_owned();
        assert_eq!(out.status.code(), Some(1), "{args:?} should fail: {stderr}");
        let lines: Vec<&str> = stderr.lines().collect();
        assert_eq!(lines.len(), 1, "{args:?}: one line expected, got: {stderr}");
        assert!(lines[0].starts_with("error: "), "{args:?}: {stderr}");
        for e in expected {
            assert!(
                lines[0].contains(e),
                "{args:?}: expected {e:?} in the error, got: {stderr}"
            );
        }
        assert_eq!(std::fs::read(&path).ok(), before, "{args:?} changed {EV}");
    }

    /// Runs a command line clap refuses: status 2, the event file unchanged.
    fn usage_error(&self, args: &[&str]) {
        let path = self.path(EV);
        let before = std::fs::read(&path).ok();
        let out = self.run(args);
        assert_eq!(
            out.status.code(),
            Some(2),
            "{args:?}: {}",
            String::from_utf8_lossy(&out.stderr)
        );
        assert_eq!(std::fs::read(&path).ok(), before, "{args:?} changed {EV}");
    }

    /// Reports every table of the latest Swiss round as a 6-0 for player 1.
    fn report_round(&self) {
        let round = self.json(&["pairings", EV, "--json"]);
        for t in round["tables"].as_array().unwrap() {
            if t["bye"] == true {
                continue;
            }
            let table = t["table"].to_string();
            self.ok(&["report", EV, "--table", &table, "6-0"]);
        }
    }

    fn bracket(&self) -> Value {
        self.json(&["bracket", EV, "--json"])
    }

    /// The event as saved.
    fn load(&self) -> netrunner_to::engine::Event {
        save::load(&self.path(EV)).unwrap()
    }
}

/// An 8-player event with its 3 Swiss rounds played and reported.
fn swiss_done(seed: &str) -> Session {
    let s = Session::new();
    s.ok(&["new", EV, "--name", "Top Cut Open", "--seed", seed]);
    s.ok(&[
        "player", "add", EV, "Ann", "Bo", "Cy", "Di", "Eve", "Fay", "Gus", "Hal",
    ]);
    for _ in 0..3 {
        s.ok(&["pair", EV]);
        s.report_round();
    }
    s
}

/// One game of the bracket JSON.
fn game(bracket: &Value, number: u64) -> Value {
    bracket["games"]
        .as_array()
        .unwrap()
        .iter()
        .find(|g| g["game"] == number)
        .unwrap_or_else(|| panic!("no game {number}"))
        .clone()
}

/// The name of player `i` (0 or 1) of a game.
fn player(g: &Value, i: usize) -> String {
    g["players"][i]["name"].as_str().unwrap().to_string()
}

fn seed_name(bracket: &Value, seed: usize) -> String {
    bracket["seeds"][seed - 1]["name"]
        .as_str()
        .unwrap()
        .to_string()
}

/// The places in the bracket JSON, as names ("" = not decided).
fn places(bracket: &Value) -> Vec<String> {
    bracket["places"]
        .as_array()
        .unwrap()
        .iter()
        .map(|p| p["player"]["name"].as_str().unwrap_or("").to_string())
        .collect()
}

/// The engine's places, read from the saved file, as names.
fn engine_places(s: &Session) -> Vec<String> {
    let event = s.load();
    event
        .cut()
        .unwrap()
        .places()
        .iter()
        .map(|p| p.map(|p| event.name_of(p)).unwrap_or_default())
        .collect()
}

/// The "Places:" part of `bracket`'s text, as (place, player) rows.
fn text_places(text: &str) -> Vec<(u32, String)> {
    let (_, rest) = text.split_once("Places:\n").unwrap();
    rest.lines()
        .skip(1)
        .take_while(|l| !l.starts_with("next:"))
        .map(|l| {
            let mut words = l.split_whitespace();
            let place = words.next().unwrap().parse().unwrap();
            (place, words.next().unwrap_or("").to_string())
        })
        .collect()
}

/// Cut to the top 4 and pair elimination round 1: seed 1 plays Corp, seed 2 Runner.
fn cut_and_pair_round_1(s: &Session) -> Value {
    let cut = s.ok(&["cut", EV, "--top", "4"]);
    assert!(
        cut.starts_with("cut to the top 4, double elimination after 3 Swiss rounds"),
        "{cut}"
    );
    assert!(cut.contains("Elimination round 1:"), "{cut}");
    assert!(
        cut.contains("(seed 1)") && cut.contains("(seed 4)"),
        "{cut}"
    );
    s.ok(&["pair", EV, "--side", "1=corp", "--side", "2=Runner"]);
    s.bracket()
}

#[test]
fn a_top_4_cut_played_to_a_second_final() {
    let s = swiss_done("11");
    let info = s.ok(&["info", EV]);
    assert!(info.contains("3 Swiss rounds, no cut"), "{info}");
    let cut = s.ok(&["cut", EV, "--top", "4"]);
    assert!(cut.contains("Seed  Player"), "{cut}");
    assert!(cut.contains("next: pair elimination round 1"), "{cut}");
    let b = s.bracket();
    let seeds: Vec<String> = (1..=4).map(|n| seed_name(&b, n)).collect();
    // The seeds are the Swiss top 4.
    let standings = s.json(&["standings", EV, "--json", "--swiss"]);
    let top4: Vec<String> = standings["standings"].as_array().unwrap()[..4]
        .iter()
        .map(|r| r["name"].as_str().unwrap().to_string())
        .collect();
    assert_eq!(seeds, top4);

    // Round 1 needs each higher seed's choice; the error names the game.
    s.fails(&["pair", EV], &["game 1", "--side 1=corp", "game 2"]);
    s.fails(
        &["pair", EV, "--side", "1=corp"],
        &["game 2", &seeds[1], "seed 2"],
    );
    let paired = s.ok(&["pair", EV, "--side", "1=corp", "--side", "2=runner"]);
    assert!(
        paired.starts_with("Elimination round 1: 2 games; 40-minute round"),
        "{paired}"
    );
    assert!(paired.contains("higher seed's choice"), "{paired}");
    assert!(paired.contains(&format!("{} (1)", seeds[0])), "{paired}");
    let b = s.bracket();
    let g1 = game(&b, 1);
    assert_eq!(g1["sides"]["corp"]["name"], seeds[0].as_str());
    assert_eq!(g1["sides"]["runner"]["name"], seeds[3].as_str());
    assert_eq!(g1["sides"]["reason"], "higher-seed-choice");
    let g2 = game(&b, 2);
    assert_eq!(g2["sides"]["runner"]["name"], seeds[1].as_str());
    assert_eq!(g2["sides"]["corp"]["name"], seeds[2].as_str());

    // Round 1: seed 1 wins by name, seed 2 by '#ID'.
    let out = s.ok(&["report", EV, "--game", "1", &seeds[0]]);
    assert!(out.contains("waiting for game 2"), "{out}");
    let id2 = format!("#{}", b["seeds"][1]["id"]);
    let out = s.ok(&["report", EV, "--game", "2", &id2]);
    assert!(out.contains("next: pair elimination round 2"), "{out}");

    // Round 2: sides by the least-played rule. Game 3: the Corp wins; game 4: a draw (the
    // higher seed, seed 3, wins).
    let paired = s.ok(&["pair", EV]);
    assert!(paired.starts_with("Elimination round 2"), "{paired}");
    let b = s.bracket();
    let g3 = game(&b, 3);
    assert!(g3["sides"]["why"].is_string(), "{g3}");
    let g3_corp = g3["sides"]["corp"]["name"].as_str().unwrap().to_string();
    s.ok(&["report", EV, "--game", "3", "corp"]);
    let out = s.ok(&["report", EV, "--game", "4", "draw"]);
    assert!(out.contains("the higher seed"), "{out}");
    let b = s.bracket();
    assert_eq!(game(&b, 3)["result"]["winner"]["name"], g3_corp.as_str());
    assert_eq!(game(&b, 4)["result"]["winner"]["name"], seeds[2].as_str());
    assert_eq!(game(&b, 4)["result"]["kind"], "draw");
    // Places are filled as they are decided: 4th is known, the rest is empty.
    assert_eq!(places(&b), vec!["", "", "", seeds[3].as_str()]);

    // Round 3 (lower final): time is called at Corp 4, Runner 2.
    s.ok(&["pair", EV]);
    let g5 = game(&s.bracket(), 5);
    let g5_corp = g5["sides"]["corp"]["name"].as_str().unwrap().to_string();
    let out = s.ok(&["report", EV, "--game", "5", "T4-2"]);
    assert!(out.contains("time: Corp"), "{out}");
    assert_eq!(
        game(&s.bracket(), 5)["result"]["winner"]["name"],
        g5_corp.as_str()
    );

    // The final: the lower-bracket player (player 2) wins, so a second final is played.
    let paired = s.ok(&["pair", EV]);
    assert!(
        paired.starts_with("Final (elimination round 4): 1 game; 60-minute round"),
        "{paired}"
    );
    let g6 = game(&s.bracket(), 6);
    let (upper, lower) = (player(&g6, 0), player(&g6, 1));
    s.ok(&["report", EV, "--game", "6", &lower]);
    let paired = s.ok(&["pair", EV]);
    assert!(paired.starts_with("Second final"), "{paired}");
    let out = s.ok(&["report", EV, "--game", "7", &upper]);
    assert!(
        out.contains("the elimination bracket is finished: 1st"),
        "{out}"
    );

    // Places 1–4, in text, JSON and the engine alike.
    let text = s.ok(&["bracket", EV]);
    let rows = text_places(&text);
    assert_eq!(
        rows.iter().map(|r| r.0).collect::<Vec<_>>(),
        vec![1, 2, 3, 4]
    );
    let shown: Vec<String> = rows.into_iter().map(|r| r.1).collect();
    assert_eq!(shown, engine_places(&s));
    assert_eq!(places(&s.bracket()), shown);
    assert_eq!(shown[0], upper);
    assert_eq!(shown[1], lower);
    assert_eq!(shown[2], {
        let g5 = game(&s.bracket(), 5);
        let w = g5["result"]["winner"]["name"].as_str().unwrap().to_string();
        if player(&g5, 0) == w {
            player(&g5, 1)
        } else {
            player(&g5, 0)
        }
    });
    let b = s.bracket();
    assert_eq!(b["finished"], true);
    for n in 1..=7 {
        let g = game(&b, n);
        assert_eq!(g["status"], "decided", "{g}");
        assert!(g["sides"]["reason"].is_string(), "{g}");
    }
    assert!(text.contains("second final"), "{text}");

    // Standings: the cut's places first, then the Swiss standings; --swiss only the latter.
    let st = s.ok(&["standings", EV]);
    assert!(
        st.starts_with("Top Cut Open: top 4, double elimination: finished\nPlace"),
        "{st}"
    );
    assert!(st.contains("standings after round 3"), "{st}");
    let swiss = s.ok(&["standings", EV, "--swiss"]);
    assert!(
        swiss.starts_with("Top Cut Open: standings after round 3"),
        "{swiss}"
    );
    let st = s.json(&["standings", EV, "--json"]);
    assert_eq!(st["elimination"]["places"][0]["name"], upper.as_str());
    s.fails(&["pair", EV], &["finished"]);
    let history = s.ok(&["history", EV]);
    assert!(history.contains("report game 7"), "{history}");
    assert!(history.contains("cut to the top 4"), "{history}");
}

#[test]
fn a_top_4_cut_won_in_the_final_by_the_upper_bracket_player() {
    let s = swiss_done("12");
    // A cut can be undone before any result, and made again.
    s.ok(&["cut", EV, "--top", "4", "--single"]);
    assert_eq!(s.bracket()["kind"], "single-elimination");
    let out = s.ok(&["uncut", EV]);
    assert!(out.contains("the Swiss stage is open again"), "{out}");
    assert!(s.load().cut().is_none());
    s.ok(&["cut", EV, "--top", "4"]);
    let b = s.bracket();
    // Recorded preferences stand in for --side.
    let out = s.ok(&["side-pref", EV, &seed_name(&b, 1), "runner"]);
    assert!(out.contains("plays Runner"), "{out}");
    s.ok(&["side-pref", EV, &seed_name(&b, 2), "corp"]);
    let paired = s.ok(&["pair", EV]);
    assert!(paired.contains("higher seed's choice"), "{paired}");
    let b = s.bracket();
    assert_eq!(
        game(&b, 1)["sides"]["runner"]["name"],
        seed_name(&b, 1).as_str()
    );
    assert_eq!(
        game(&b, 2)["sides"]["corp"]["name"],
        seed_name(&b, 2).as_str()
    );

    // Player 1 of every game wins; the upper-bracket player wins the final.
    for round_games in [vec![1, 2], vec![3, 4], vec![5], vec![6]] {
        if round_games[0] != 1 {
            s.ok(&["pair", EV]);
        }
        let b = s.bracket();
        for n in round_games {
            let winner = player(&game(&b, n), 0);
            s.ok(&["report", EV, "--game", &n.to_string(), &winner]);
        }
    }
    let b = s.bracket();
    assert_eq!(b["finished"], true);
    assert_eq!(game(&b, 7)["status"], "not-needed");
    let text = s.ok(&["bracket", EV]);
    assert!(text.contains("not needed"), "{text}");
    let rows = text_places(&text);
    assert_eq!(rows.len(), 4);
    let shown: Vec<String> = rows.into_iter().map(|r| r.1).collect();
    assert_eq!(shown, engine_places(&s));
    assert!(shown.iter().all(|n| !n.is_empty()));
    let g6 = game(&b, 6);
    assert_eq!(shown[0], player(&g6, 0));
    assert_eq!(shown[1], player(&g6, 1));
    s.fails(&["pair", EV], &["finished"]);
    let info = s.ok(&["info", EV]);
    assert!(
        info.contains("cut:        top 4, double elimination: finished"),
        "{info}"
    );
}

#[test]
fn a_single_elimination_top_3() {
    let s = swiss_done("13");
    s.fails(&["cut", EV, "--top", "3"], &["add --single"]);
    s.fails(&["cut", EV], &["plans no cut", "--top"]);
    s.ok(&["cut", EV, "--top", "3", "--single"]);
    let b = s.bracket();
    assert_eq!(b["kind"], "single-elimination");
    // Game 1: seed 2 against seed 3; seed 2 chooses.
    let g1 = game(&b, 1);
    assert_eq!(player(&g1, 0), seed_name(&b, 2));
    s.fails(&["pair", EV], &["game 1", "seed 2"]);
    s.ok(&["pair", EV, "--side", "1=c"]);
    s.ok(&["report", EV, "--game", "1", &seed_name(&b, 3)]);
    s.ok(&["pair", EV]);
    let out = s.ok(&["report", EV, "--game", "2", &seed_name(&b, 3)]);
    assert!(out.contains("finished"), "{out}");
    let expected = vec![seed_name(&b, 3), seed_name(&b, 1), seed_name(&b, 2)];
    assert_eq!(engine_places(&s), expected);
    assert_eq!(places(&s.bracket()), expected);
}

#[test]
fn a_drop_mid_bracket_gives_a_bye() {
    let s = swiss_done("14");
    let b = cut_and_pair_round_1(&s);
    let (s1, s2, s3, s4) = (
        seed_name(&b, 1),
        seed_name(&b, 2),
        seed_name(&b, 3),
        seed_name(&b, 4),
    );
    s.ok(&["report", EV, "--game", "1", &s1]);
    s.ok(&["report", EV, "--game", "2", &s2]);
    // Game 4 (the losers: seeds 4 and 3) is ready; seed 4 drops, so seed 3 advances.
    let (out, err) = s.ok_both(&["player", "drop", EV, &s4]);
    assert!(out.contains("opponents advance with a bye"), "{out}");
    assert!(
        err.lines()
            .any(|l| l.starts_with("warning: ") && l.contains(&s4) && l.contains("bye")),
        "{err}"
    );
    let g4 = game(&s.bracket(), 4);
    assert_eq!(g4["result"]["kind"], "bye");
    assert_eq!(g4["result"]["winner"]["name"], s3.as_str());
    // Pairing round 2 sides only game 3 and shows the bye.
    let paired = s.ok(&["pair", EV]);
    assert!(paired.contains("BYE"), "{paired}");
    assert!(game(&s.bracket(), 4)["sides"].is_null());
    assert!(game(&s.bracket(), 3)["sides"]["corp"].is_object());
    // Seed 4 is out in 4th place.
    assert_eq!(places(&s.bracket())[3], s4);
    let text = s.ok(&["bracket", EV]);
    assert!(text.contains(&format!("{s3} (bye)")), "{text}");
    assert!(text.contains("[dropped]"), "{text}");
}

/// A store championship cut after 3 of the 4 rounds the structure plans for 12 players: the
/// AlwaysBeRunning export says what happened (3 Swiss rounds, a top 4), not the plan.
#[test]
fn the_export_after_an_early_cut_gives_the_rounds_played() {
    let s = Session::new();
    s.ok(&["new", EV, "--name", "Store Champs", "--seed", "7"]);
    let names: Vec<String> = (1..=12).map(|i| format!("Player {i}")).collect();
    let mut add = vec!["player", "add", EV];
    add.extend(names.iter().map(String::as_str));
    s.ok(&add);
    let before = s.json(&["export", EV, "--format", "nrtm"]);
    assert_eq!(before["preliminaryRounds"], 4, "the plan, before any round");
    for _ in 0..3 {
        s.ok(&["pair", EV]);
        s.report_round();
    }
    let during = s.json(&["export", EV, "--format", "nrtm"]);
    assert_eq!(
        during["preliminaryRounds"], 4,
        "the Swiss stage is still open"
    );
    s.ok(&["cut", EV, "--top", "4"]);
    let doc = s.json(&["export", EV, "--format", "nrtm"]);
    assert_eq!(doc["preliminaryRounds"], 3);
    assert_eq!(doc["cutToTop"], 4);
    let swiss = doc["rounds"]
        .as_array()
        .unwrap()
        .iter()
        .filter(|r| r[0]["eliminationGame"] == false)
        .count();
    assert_eq!(swiss, 3);
}

#[test]
fn the_round_clock_runs_pauses_and_extends_tables() {
    let s = Session::new();
    s.ok(&["new", EV, "--name", "Clock", "--seed", "5"]);
    s.fails(&["clock", EV, "status"], &["no round clock yet"]);
    s.ok(&["player", "add", EV, "Ann", "Bo", "Cy", "Di"]);
    s.ok(&["pair", EV]);
    let st = s.json(&["clock", EV, "status", "--json"]);
    assert_eq!(st["state"], "not started");
    assert_eq!(st["remaining"], "65:00");
    assert_eq!(st["round"], "Swiss round 1");
    s.fails(&["clock", EV, "pause"], &["not been started"]);
    s.fails(&["clock", EV, "resume"], &["not been started"]);

    let out = s.ok(&["clock", EV, "start"]);
    assert!(out.starts_with("started the clock"), "{out}");
    s.fails(&["clock", EV, "start"], &["already been started"]);
    let st = s.json(&["clock", EV, "status", "--json"]);
    assert_eq!(st["state"], "running");
    let remaining = st["remaining_ms"].as_i64().unwrap();
    assert!(
        (65 * 60_000 - 10_000..=65 * 60_000).contains(&remaining),
        "{st}"
    );
    // The status agrees with the stored clock at the same moment.
    let now = st["now_ms"].as_i64().unwrap();
    let event = s.load();
    assert_eq!(event.clock().unwrap().remaining_ms(now), remaining);

    // Paused, the time left stands still; added time and table extensions add up exactly.
    s.ok(&["clock", EV, "pause"]);
    s.fails(&["clock", EV, "pause"], &["already paused"]);
    let paused = s.json(&["clock", EV, "status", "--json"])["remaining_ms"]
        .as_i64()
        .unwrap();
    s.ok(&["clock", EV, "add", "5"]);
    let text = s.ok(&["clock", EV, "extend", "2", "2:30"]);
    assert!(text.contains("gave table 2 2:30 more"), "{text}");
    assert!(text.contains("table 2:"), "{text}");
    let st = s.json(&["clock", EV, "status", "--json"]);
    assert_eq!(st["state"], "paused");
    assert_eq!(st["remaining_ms"].as_i64().unwrap(), paused + 300_000);
    assert_eq!(st["extensions"][0]["table"], 2);
    assert_eq!(
        st["extensions"][0]["remaining_ms"].as_i64().unwrap(),
        paused + 300_000 + 150_000
    );
    s.ok(&["clock", EV, "add", "-1:30"]);
    let st = s.json(&["clock", EV, "status", "--json"]);
    assert_eq!(st["remaining_ms"].as_i64().unwrap(), paused + 210_000);
    assert_eq!(st["added_ms"], 210_000);
    let text = s.ok(&["clock", EV, "status"]);
    assert!(text.contains("state:") && text.contains("paused"), "{text}");
    assert!(text.contains("time left:"), "{text}");
    assert!(text.contains("+2:30 extra"), "{text}");
    s.fails(
        &["clock", EV, "extend", "9", "2"],
        &["round 1 has no table 9"],
    );
    s.fails(&["clock", EV, "add", "ten"], &["'ten' is not a time"]);

    s.ok(&["clock", EV, "resume"]);
    s.ok(&["clock", EV, "length", "30"]);
    let st = s.json(&["clock", EV, "status", "--json"]);
    assert_eq!(st["length_ms"], 30 * 60_000);
    assert_eq!(st["running"], true);
    s.ok(&["clock", EV, "call"]);
    let st = s.json(&["clock", EV, "status", "--json"]);
    assert_eq!(st["time_called"], true);
    assert_eq!(st["state"], "time called");
    assert!(st["remaining_ms"].as_i64().unwrap() <= 0);
    // Table 2 still has its extension.
    assert!(st["extensions"][0]["remaining_ms"].as_i64().unwrap() > 0);
    s.fails(&["clock", EV, "call"], &["already been called"]);
}

#[test]
fn a_full_draft_pairs_round_1_by_draft_seat() {
    let s = Session::new();
    s.ok(&[
        "new",
        EV,
        "--name",
        "Draft",
        "--format",
        "full-draft",
        "--seed",
        "8",
    ]);
    s.ok(&["player", "add", EV, "A", "B", "C", "D", "E", "F", "G", "H"]);
    s.fails(&["pair", EV], &["draft seating"]);
    s.fails(
        &["draft-seats", EV, "A", "B", "C"],
        &["every active player needs a draft seat", "missing: D"],
    );
    s.fails(
        &["draft-seats", EV, "A", "B", "C", "D", "E", "F", "G", "Zed"],
        &["no player named \"Zed\""],
    );
    let seats = ["H", "C", "F", "A", "G", "B", "E", "D"];
    let mut args = vec!["draft-seats", EV];
    args.extend(seats);
    let out = s.ok(&args);
    assert!(out.contains("seats 1–5, 2–6, 3–7, 4–8"), "{out}");
    s.ok(&["pair", EV]);

    let event = s.load();
    let id = |name: &str| event.find_player(name).unwrap().id;
    assert_eq!(
        event.draft_seats(),
        seats.iter().map(|n| id(n)).collect::<Vec<PlayerId>>()
    );
    let paired: BTreeSet<(PlayerId, PlayerId)> = event.rounds()[0]
        .pairings
        .iter()
        .map(|p| {
            let b = p.p2.unwrap();
            (p.p1.min(b), p.p1.max(b))
        })
        .collect();
    let expected: BTreeSet<(PlayerId, PlayerId)> = (0..4)
        .map(|i| {
            let (a, b) = (id(seats[i]), id(seats[i + 4]));
            (a.min(b), a.max(b))
        })
        .collect();
    assert_eq!(paired, expected);
    // Once round 1 is paired, the seating is fixed; a standard event has none.
    s.fails(&args, &["before round 1"]);
    let other = Session::new();
    other.ok(&["new", EV, "--name", "Constructed"]);
    other.ok(&["player", "add", EV, "A", "B"]);
    other.fails(
        &["draft-seats", EV, "A", "B"],
        &["only used in a full draft"],
    );
}

#[test]
fn bad_input_around_the_cut_changes_nothing() {
    let s = swiss_done("15");
    // Before the cut.
    s.fails(
        &["report", EV, "--game", "1", "Ann"],
        &["the cut has not been made yet"],
    );
    s.fails(
        &["unreport", EV, "--game", "1"],
        &["the cut has not been made"],
    );
    s.fails(&["bracket", EV], &["the cut has not been made yet"]);
    s.fails(
        &["pair", EV, "--side", "1=corp"],
        &["the cut has not been made"],
    );
    s.fails(&["cut", EV, "--top", "5"], &["--top 5 is not a cut size"]);

    let b = cut_and_pair_round_1(&s);
    let (s1, s4) = (seed_name(&b, 1), seed_name(&b, 4));
    s.fails(&["cut", EV, "--top", "4"], &["already been made"]);
    // Swiss tables after the cut.
    s.fails(
        &["report", EV, "--table", "1", "6-0"],
        &["the cut has been made", "--game G"],
    );
    s.fails(&["unreport", EV, "--table", "1"], &["--game G"]);
    // Unknown and unready games, wrong winners.
    s.fails(&["report", EV, "--game", "9", &s1], &["has no game 9"]);
    s.fails(
        &["report", EV, "--game", "3", &s1],
        &["game 3 is not ready"],
    );
    s.fails(
        &["report", EV, "--game", "1", &seed_name(&b, 2)],
        &["does not play in game 1"],
    );
    s.fails(
        &["report", EV, "--game", "1", "Nobody"],
        &["'Nobody' is not a result for game 1"],
    );
    s.fails(
        &["report", EV, "--game", "1", "T7-2"],
        &["cannot have 7 agenda points"],
    );
    s.fails(&["unreport", EV, "--game", "1"], &["no result to clear"]);
    // Sides.
    s.fails(
        &["sides", EV, "--game", "5", "--corp", &s1],
        &["game 5 is not ready"],
    );
    s.fails(
        &["sides", EV, "--game", "1", "--corp", &seed_name(&b, 2)],
        &["does not play in game 1"],
    );
    s.usage_error(&["side-pref", EV, &s4, "sideways"]);
    s.ok(&["report", EV, "--game", "1", &s1]);
    s.fails(
        &["report", EV, "--game", "1", &s4],
        &["already has a result", "unreport --game 1"],
    );
    s.fails(&["pair", EV], &["game(s) 2 without a result"]);
    s.ok(&["report", EV, "--game", "2", &seed_name(&b, 2)]);
    // A side for a later-round game is refused: only the first round chooses.
    s.fails(
        &["pair", EV, "--side", "3=corp"],
        &["game 3 is in elimination round 2", "least-played"],
    );
    s.fails(
        &["pair", EV, "--side", "1=corp"],
        &["not waiting for sides"],
    );
    s.usage_error(&["pair", EV, "--side", "x=corp"]);
    s.usage_error(&["report", EV, "--game", "3", "--table", "1", "x"]);
    s.fails(&["cut-delete", EV], &["can no longer be deleted"]);
    s.fails(&["clock", EV, "pause"], &["not been started"]);
    s.fails(
        &["player", "rejoin", EV, &s1],
        &["is active", "only dropped players can rejoin"],
    );
    // The organizer's override is recorded with its reason.
    s.ok(&["pair", EV]);
    let g3 = game(&s.bracket(), 3);
    let (a, c) = (player(&g3, 0), player(&g3, 1));
    let out = s.ok(&["sides", EV, "--game", "3", "--corp", &c]);
    assert!(out.contains(&format!("{c} (")), "{out}");
    assert!(out.contains("organizer override"), "{out}");
    let g3 = game(&s.bracket(), 3);
    assert_eq!(g3["sides"]["corp"]["name"], c.as_str());
    assert_eq!(g3["sides"]["runner"]["name"], a.as_str());
    assert_eq!(g3["sides"]["reason"], "organizer-override");
}
