#![allow(clippy::unwrap_used, clippy::expect_used, clippy::panic)] // test code: a failed step is a failed test

//! The multiplayer CLI (`new --format napd|big-sell-out…`, `mp …`), run as the real binary on
//! short events.

use serde_json::Value;
use std::path::PathBuf;
use std::process::{Command, Output};

const BIN: &str = env!("CARGO_BIN_EXE_netrunner-to");

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

    fn ok(&self, args: &[&str]) -> String {
        let out = self.run(args);
        assert!(
            out.status.success(),
            "{args:?} failed:\nstdout: {}\nstderr: {}",
            String::from_utf8_lossy(&out.stdout),
            String::from_utf8_lossy(&out.stderr)
        );
        String::from_utf8(out.stdout).unwrap()
    }

    fn json(&self, args: &[&str]) -> Value {
        serde_json::from_str(&self.ok(args)).unwrap()
    }

    /// A command that must fail with one `error: …` line containing `expected`, leaving the
    /// event file byte-for-byte as it was.
    fn fails(&self, args: &[&str], file: &str, expected: &str) {
        let before = std::fs::read(self.path(file)).unwrap();
        let out = self.run(args);
        assert_eq!(out.status.code(), Some(1), "{args:?} should fail");
        let err = String::from_utf8_lossy(&out.stderr);
        assert!(err.starts_with("error: "), "{err}");
        assert!(err.contains(expected), "expected {expected:?} in {err}");
        assert_eq!(std::fs::read(self.path(file)).unwrap(), before);
    }
}

fn ids(v: &Value) -> Vec<u64> {
    v.as_array()
        .unwrap()
        .iter()
        .map(|x| x.as_u64().unwrap())
        .collect()
}

fn name_of(s: &Value, id: u64) -> String {
    s["players"]
        .as_array()
        .unwrap()
        .iter()
        .find(|p| p["id"] == id)
        .unwrap()["name"]
        .as_str()
        .unwrap()
        .to_string()
}

#[test]
fn a_short_napd_event() {
    let s = Session::new();
    let out = s.ok(&[
        "new",
        "n.json",
        "--name",
        "NAPD night",
        "--format",
        "napd",
        "--seed",
        "3",
    ]);
    assert!(out.contains("napd format"), "{out}");
    for (name, id) in [
        ("Ann", "Sunny Lebeau"),
        ("Bo", "Noise"),
        ("Cy", "Kate"),
        ("Di", "Gabriel Santiago"),
    ] {
        s.ok(&["player", "add", "n.json", name, "--runner", id]);
    }
    s.fails(
        &[
            "player",
            "add",
            "n.json",
            "Ed",
            "--corp",
            "Jinteki: Personal Evolution",
        ],
        "n.json",
        "Cyber Bureau",
    );
    s.fails(&["pair", "n.json"], "n.json", "pods");
    let out = s.ok(&["mp", "settings", "n.json", "--rounds", "2"]);
    assert!(out.contains("3 Runners a pod, 2 rounds"), "{out}");
    let out = s.ok(&["mp", "pair", "n.json"]);
    assert!(out.contains("Pod 1"), "{out}");
    assert!(out.contains("Cyber Bureau: Keeping the Peace"), "{out}");
    let pods = s.json(&["mp", "pods", "n.json", "--json"]);
    let pod = &pods["pods"][0];
    let corp = pod["corpPlayer"].as_u64().unwrap();
    let runners = ids(&pod["runnerPlayers"]);
    assert_eq!(runners.len(), 3);
    let st = s.json(&["mp", "standings", "n.json", "--json"]);
    let corp_name = name_of(&st, corp);
    let r: Vec<String> = runners.iter().map(|id| name_of(&st, *id)).collect();
    // A Runner agenda win that only counts a flatlined Runner's points is refused.
    s.fails(
        &[
            "mp",
            "report",
            "n.json",
            "--pod",
            "1",
            "--ending",
            "runner-agendas",
            "--points",
            &format!("{}=5", r[0]),
            "--points",
            &format!("{}=3", r[1]),
            "--flatlined",
            &r[0],
        ],
        "n.json",
        "no longer count",
    );
    s.fails(&["mp", "pair", "n.json"], "n.json", "without a result");
    // A repeated --points is refused, naming both, rather than keeping the last.
    s.fails(
        &[
            "mp",
            "report",
            "n.json",
            "--pod",
            "1",
            "--ending",
            "runner-agendas",
            "--points",
            &format!("{}=4", r[0]),
            "--points",
            &format!("{}=3", r[0]),
        ],
        "n.json",
        "is given twice",
    );
    let out = s.ok(&[
        "mp",
        "report",
        "n.json",
        "--pod",
        "1",
        "--ending",
        "runner-agendas",
        "--points",
        &format!("{}=4", r[0]),
        "--points",
        &format!("{}=3", r[1]),
        "--points",
        &format!("{corp_name}=2"),
    ]);
    assert!(out.contains("Runners win"), "{out}");
    let st = s.json(&["mp", "standings", "n.json", "--json"]);
    for p in st["players"].as_array().unwrap() {
        let want = if p["id"] == corp { 0 } else { 3 };
        assert_eq!(p["matchPoints"], want, "{p}");
        // Only the other side counts: the Corp met three Runners on 3 points, each Runner met
        // the Corp on 0 (not their teammates); ESoS is the mean of those opponents' SoS.
        let (sos, esos) = if p["id"] == corp {
            ("3", "0")
        } else {
            ("0", "3")
        };
        assert_eq!(p["sosExact"], sos, "{p}");
        assert_eq!(p["esosExact"], esos, "{p}");
    }
    let text = s.ok(&["mp", "standings", "n.json"]);
    assert!(text.contains("ESoS"), "{text}");
    // Round 2: a new Corp (everyone is Corp as evenly as possible).
    s.ok(&["mp", "pair", "n.json"]);
    let pods = s.json(&["mp", "pods", "n.json", "--json"]);
    assert_ne!(pods["pods"][0]["corpPlayer"].as_u64().unwrap(), corp);
    assert_eq!(pods["round"], 2);
    s.ok(&[
        "mp",
        "report",
        "n.json",
        "--pod",
        "1",
        "--ending",
        "time",
        "--points",
        &format!("{corp_name}=1"),
    ]);
    let info = s.ok(&["info", "n.json"]);
    assert!(
        info.contains("round 2 of 2: 1 of 1 pods reported"),
        "{info}"
    );
    assert!(info.contains("3 Runners a pod"), "{info}");
    let text = s.ok(&["mp", "standings", "n.json"]);
    assert!(text.contains("rank"), "{text}");
    // Export: the documented shape.
    s.ok(&["mp", "export", "n.json", "-o", "out.json"]);
    let v: Value = serde_json::from_slice(&std::fs::read(s.path("out.json")).unwrap()).unwrap();
    assert_eq!(v["format"], "napd");
    assert_eq!(v["multiplayerVersion"], 1);
    assert_eq!(v["settings"]["podSize"], 3);
    assert_eq!(v["rounds"].as_array().unwrap().len(), 2);
    assert_eq!(v["rounds"][0][0]["result"]["winner"], "runners");
    assert_eq!(v["players"].as_array().unwrap().len(), 4);
    assert_eq!(v["players"][0]["rank"], 1);
    // Delete the latest round only when forced.
    s.fails(
        &["mp", "delete-round", "n.json"],
        "n.json",
        "already has results",
    );
    s.ok(&["mp", "delete-round", "n.json", "--force"]);
    s.ok(&["mp", "pair", "n.json"]);
}

#[test]
fn a_short_big_sell_out_event() {
    let s = Session::new();
    s.ok(&[
        "new",
        "b.json",
        "--name",
        "Sell-Out",
        "--format",
        "big-sell-out-classic",
        "--seed",
        "9",
    ]);
    s.fails(&["player", "add", "b.json", "Solo"], "b.json", "by team");
    for i in 1..=4 {
        let out = s.ok(&[
            "mp",
            "team",
            "b.json",
            "--sponsor",
            &format!("S{i}"),
            "--sponsor-id",
            "Haas-Bioroid",
            "--agent",
            &format!("A{i}"),
            "--agent-id",
            "Noise",
            "--name",
            &format!("Team {i}"),
        ]);
        assert!(out.contains(&format!("T{i}")), "{out}");
    }
    let teams = s.ok(&["mp", "teams", "b.json"]);
    assert!(teams.contains("Team 4"), "{teams}");
    let out = s.ok(&["mp", "pair", "b.json"]);
    // Classic first turn: all Sponsors, then all Agents.
    assert!(
        out.contains("First turn: S1, S2, A1, A2, then the normal order"),
        "{out}"
    );
    let pods = s.json(&["mp", "pods", "b.json", "--json"]);
    let teams_in = ids(&pods["pods"][0]["teams"]);
    let t1 = format!("T{}", teams_in[0]);
    // Sudden death does not exist in the classic edition.
    s.fails(
        &[
            "mp",
            "report",
            "b.json",
            "--pod",
            "1",
            "--ending",
            "sudden-death",
            "--points",
            &format!("{t1}=9"),
        ],
        "b.json",
        "classic edition has none",
    );
    // An Agent flatlined: the team leaves; the other wins (winner derived).
    let out = s.ok(&[
        "mp",
        "report",
        "b.json",
        "--pod",
        "1",
        "--ending",
        "last-team-standing",
        "--points",
        &format!("{t1}=6"),
        "--left",
        &format!("{t1}=agent-flatlined"),
    ]);
    assert!(out.contains("wins"), "{out}");
    let pods = s.json(&["mp", "pods", "b.json", "--round", "1", "--json"]);
    assert_eq!(
        pods["pods"][0]["result"]["winnerTeam"], teams_in[1],
        "{pods}"
    );
    let p2 = ids(&pods["pods"][1]["teams"]);
    s.ok(&[
        "mp",
        "report",
        "b.json",
        "--pod",
        "2",
        "--ending",
        "agendas",
        "--points",
        &format!("T{}=11", p2[0]),
        "--points",
        &format!("T{}=4", p2[1]),
    ]);
    let st = s.json(&["mp", "standings", "b.json", "--json"]);
    let teams = st["teams"].as_array().unwrap();
    assert_eq!(teams.len(), 4);
    assert_eq!(teams[0]["matchPoints"], 3);
    assert_eq!(st["players"].as_array().unwrap().len(), 8);
    let winner = teams_in[1];
    let row = teams.iter().find(|t| t["id"] == winner).unwrap();
    assert_eq!(row["matchPoints"], 3);
    let v = s.json(&["mp", "export", "b.json"]);
    assert_eq!(v["format"], "big-sell-out");
    assert_eq!(v["edition"], "classic");
    assert_eq!(v["teams"].as_array().unwrap().len(), 4);
    // Swiss commands are refused in a multiplayer event.
    s.fails(&["pair", "b.json"], "b.json", "pods");
    s.fails(&["standings", "b.json"], "b.json", "mp standings");
    s.fails(&["pairings", "b.json"], "b.json", "mp pods");
    s.fails(
        &["export", "b.json", "--format", "nrtm"],
        "b.json",
        "mp export",
    );
}

/// Issue 36, item 7: the command line speaks of rounds of pods in a multiplayer event, not of a
/// Swiss structure: `player add` names the side event's plan (not "3 Swiss rounds, top 4"),
/// `info` the next round of pods (it said "pair round 1" after round 1 was paired), and
/// `player drop` the rounds of pods played (it said "after round 0").
#[test]
fn a_multiplayer_event_speaks_of_rounds_of_pods() {
    let s = Session::new();
    s.ok(&[
        "new",
        "napd.json",
        "--name",
        "NAPD",
        "--format",
        "napd",
        "--seed",
        "5",
    ]);
    let mut added = String::new();
    for (n, id) in [("Ann", "Noise"), ("Bo", "Kate"), ("Cy", "Gabriel Santiago")] {
        added = s.ok(&["player", "add", "napd.json", n, "--runner", id]);
    }
    assert!(added.contains("rounds of pods planned"), "{added}");
    assert!(!added.contains("Swiss"), "{added}");
    let info = s.ok(&["info", "napd.json"]);
    assert!(info.contains("`mp pair` round 1"), "{info}");
    s.ok(&["mp", "pair", "napd.json"]);
    let info = s.ok(&["info", "napd.json"]);
    assert!(!info.contains("pair round 1"), "{info}");
    assert!(
        info.contains("without a result"),
        "the pods to report come next: {info}"
    );
    let dropped = s.ok(&["player", "drop", "napd.json", "Ann"]);
    assert!(dropped.contains("after round 1"), "{dropped}");
}

/// The Big Sell-Out: an Agent leaves after round 1; the remaining Sponsor cannot register a new
/// team (the refusal says how to seat a substitute), a substitute replaces the Agent, the team
/// keeps its points and is paired again with the substitute.
#[test]
fn a_big_sell_out_team_member_is_replaced() {
    let s = Session::new();
    s.ok(&[
        "new",
        "r.json",
        "--name",
        "Sell-Out",
        "--format",
        "big-sell-out",
        "--seed",
        "4",
    ]);
    for i in 1..=4 {
        s.ok(&[
            "mp",
            "team",
            "r.json",
            "--sponsor",
            &format!("S{i}"),
            "--sponsor-id",
            "Haas-Bioroid",
            "--agent",
            &format!("A{i}"),
            "--agent-id",
            "Noise",
            "--name",
            &format!("Team {i}"),
        ]);
    }
    s.ok(&["mp", "pair", "r.json"]);
    let pods = s.json(&["mp", "pods", "r.json", "--json"]);
    for (i, pod) in pods["pods"].as_array().unwrap().iter().enumerate() {
        let t = ids(&pod["teams"]);
        s.ok(&[
            "mp",
            "report",
            "r.json",
            "--pod",
            &(i + 1).to_string(),
            "--ending",
            "agendas",
            "--points",
            &format!("T{}=11", t[0]),
            "--points",
            &format!("T{}=4", t[1]),
        ]);
    }
    let before = s.json(&["mp", "standings", "r.json", "--json"]);
    let t1_points = before["teams"]
        .as_array()
        .unwrap()
        .iter()
        .find(|t| t["id"] == 1)
        .unwrap()["matchPoints"]
        .clone();
    // A1 left. Registering S1 again with a new partner is refused, and the refusal says how.
    s.fails(
        &[
            "mp",
            "team",
            "r.json",
            "--sponsor",
            "S1",
            "--agent",
            "Zed",
            "--agent-id",
            "Noise",
        ],
        "r.json",
        "replace a team member",
    );
    let err = s.run(&["mp", "team", "r.json", "--sponsor", "S1", "--agent", "Zed"]);
    let err = String::from_utf8_lossy(&err.stderr);
    assert!(err.contains("mp replace"), "{err}");
    let out = s.ok(&[
        "mp", "replace", "r.json", "Team 1", "A1", "Zed", "--id", "Noise",
    ]);
    assert!(out.contains("Zed replaces A1"), "{out}");
    let teams = s.json(&["mp", "teams", "r.json", "--json"]);
    let t1 = &teams[0];
    assert_eq!(t1["agent"]["name"], "Zed");
    // Identities are stored as the card's title.
    assert_eq!(
        t1["agent"]["runnerIdentity"],
        "Noise: Hacker Extraordinaire"
    );
    assert_eq!(t1["sponsor"]["name"], "S1");
    // A1 is dropped; the team keeps its points and is not shown as dropped.
    let players = s.json(&["player", "list", "r.json", "--json"]);
    let a1 = players
        .as_array()
        .unwrap()
        .iter()
        .find(|p| p["name"] == "A1")
        .unwrap();
    assert_eq!(a1["status"], "dropped", "{a1}");
    let after = s.json(&["mp", "standings", "r.json", "--json"]);
    let t1_row = after["teams"]
        .as_array()
        .unwrap()
        .iter()
        .find(|t| t["id"] == 1)
        .unwrap();
    assert_eq!(t1_row["matchPoints"], t1_points);
    assert_eq!(t1_row["forfeit"], false);
    // Replacing someone who is not on the team is refused.
    s.fails(
        &["mp", "replace", "r.json", "Team 1", "S2", "Yan"],
        "r.json",
        "is not a member of team",
    );
    // Round 2 seats Zed as Team 1's Agent.
    s.ok(&["mp", "pair", "r.json"]);
    let pods = s.ok(&["mp", "pods", "r.json"]);
    assert!(pods.contains("Zed"), "{pods}");
    assert!(!pods.contains("A1 "), "{pods}");
    // Round 1 still shows who played it: A1, not the substitute (issue 36 item 5).
    let past = s.ok(&["mp", "pods", "r.json", "--round", "1"]);
    assert!(past.contains("A1 "), "{past}");
    assert!(!past.contains("Zed"), "{past}");
    let json = s.json(&["mp", "pods", "r.json", "--round", "1", "--json"]);
    let a1 = players
        .as_array()
        .unwrap()
        .iter()
        .find(|p| p["name"] == "A1")
        .unwrap()["id"]
        .clone();
    assert!(
        json["pods"]
            .as_array()
            .unwrap()
            .iter()
            .any(|p| p["turnOrder"]
                .as_array()
                .unwrap()
                .iter()
                .any(|t| t["id"] == a1)),
        "{json}"
    );
}

/// NAPD: identities entered by a short name are stored as the card's title, so "Kate" and the
/// full title are one identity for the pod search; one not in the card list is kept as entered.
#[test]
fn napd_identities_are_resolved_to_card_titles_at_registration() {
    let s = Session::new();
    s.ok(&[
        "new", "k.json", "--name", "NAPD", "--format", "napd", "--seed", "2",
    ]);
    s.ok(&["player", "add", "k.json", "Ann", "--runner", "Kate"]);
    s.ok(&["player", "add", "k.json", "Bo", "--runner", "Mac"]);
    s.ok(&["player", "add", "k.json", "Cy", "--runner", "Sunny Lebeau"]);
    s.ok(&[
        "player",
        "add",
        "k.json",
        "Di",
        "--runner",
        "Homebrew Runner",
    ]);
    let players = s.json(&["player", "list", "k.json", "--json"]);
    let runner = |name: &str| {
        players
            .as_array()
            .unwrap()
            .iter()
            .find(|p| p["name"] == name)
            .unwrap()["runner"]
            .clone()
    };
    assert_eq!(runner("Ann"), "Kate \"Mac\" McCaffrey: Digital Tinker");
    assert_eq!(runner("Bo"), "Kate \"Mac\" McCaffrey: Digital Tinker");
    assert_eq!(runner("Cy"), "Sunny Lebeau: Security Specialist");
    assert_eq!(runner("Di"), "Homebrew Runner");
    // Four players, one pod: Ann and Bo cannot both be Runners, so one of them is the Corp.
    s.ok(&["mp", "pair", "k.json"]);
    let pods = s.json(&["mp", "pods", "k.json", "--json"]);
    let corp = pods["pods"][0]["corpPlayer"].as_u64().unwrap();
    let ann_or_bo: Vec<u64> = players
        .as_array()
        .unwrap()
        .iter()
        .filter(|p| p["name"] == "Ann" || p["name"] == "Bo")
        .map(|p| p["id"].as_u64().unwrap())
        .collect();
    assert!(ann_or_bo.contains(&corp), "{pods}");
}

/// A four-player NAPD event: its pod with the names, the Corp and the Runners.
fn napd_pod(s: &Session, file: &str) -> (String, Vec<String>) {
    s.ok(&[
        "new", file, "--name", "NAPD", "--format", "napd", "--seed", "11",
    ]);
    for (n, id) in [
        ("Ann", "Noise"),
        ("Bo", "Kate"),
        ("Cy", "Gabriel Santiago"),
        ("Di", "Sunny Lebeau"),
    ] {
        s.ok(&["player", "add", file, n, "--runner", id]);
    }
    s.ok(&["mp", "pair", file]);
    let pods = s.json(&["mp", "pods", file, "--json"]);
    let st = s.json(&["mp", "standings", file, "--json"]);
    let corp = name_of(&st, pods["pods"][0]["corpPlayer"].as_u64().unwrap());
    let runners = ids(&pods["pods"][0]["runnerPlayers"])
        .iter()
        .map(|id| name_of(&st, *id))
        .collect();
    (corp, runners)
}

fn points_of(s: &Session, file: &str) -> Vec<(String, u64)> {
    let st = s.json(&["mp", "standings", file, "--json"]);
    st["players"]
        .as_array()
        .unwrap()
        .iter()
        .map(|p| {
            (
                p["name"].as_str().unwrap().to_string(),
                p["matchPoints"].as_u64().unwrap(),
            )
        })
        .collect()
}

/// Issue 36 item 1: the organizer chooses what a pod does when time is called; `mp settings`
/// and `mp pods` state it in words, the default per format being to finish the round of turns.
#[test]
fn the_time_call_procedure_is_set_and_stated() {
    let s = Session::new();
    napd_pod(&s, "t.json");
    let pods = s.ok(&["mp", "pods", "t.json"]);
    assert!(
        pods.contains("When time is called: finish the round of turns: play on until the last Runner has finished their turn"),
        "{pods}"
    );
    let out = s.ok(&["mp", "settings", "t.json", "--time-call", "one-turn-each"]);
    assert!(
        out.contains("when time is called: finish the turn in progress, then every other player takes one more turn (one-turn-each)"),
        "{out}"
    );
    let pods = s.ok(&["mp", "pods", "t.json"]);
    assert!(
        pods.contains("every other player takes one more turn"),
        "{pods}"
    );
    // A procedure that does not exist is refused, naming the ones that do; the file is kept.
    let before = std::fs::read(s.path("t.json")).unwrap();
    let bad = s.run(&["mp", "settings", "t.json", "--time-call", "whenever"]);
    assert!(!bad.status.success());
    let err = String::from_utf8_lossy(&bad.stderr);
    assert!(
        err.contains("finish-round, one-turn-each, finish-turn"),
        "{err}"
    );
    assert_eq!(std::fs::read(s.path("t.json")).unwrap(), before);
    // The Big Sell-Out speaks of the cycle and the last Agent.
    s.ok(&[
        "new",
        "b.json",
        "--name",
        "BSO",
        "--format",
        "big-sell-out",
        "--seed",
        "2",
    ]);
    let out = s.ok(&["mp", "settings", "b.json"]);
    assert!(
        out.contains("finish the cycle: play on until the last Agent has finished their turn, so every player has had the same number of turns (finish-round)"),
        "{out}"
    );
}

/// Issue 36 item 3: a NAPD result says who was flatlined and who left mid-game. A flatlined
/// Runner does not share the Runners' win (unless the organizer says so); a Runner who left
/// scores a loss and their agendas no longer count, so a dropped player cannot top the
/// standings by the team's win; the Corp cannot be entered as having left.
#[test]
fn napd_runners_flatlined_or_left_score_a_loss() {
    let s = Session::new();
    let (corp, r) = napd_pod(&s, "n.json");
    let report = |extra: &[&str]| {
        let mut args = vec![
            "mp",
            "report",
            "n.json",
            "--pod",
            "1",
            "--ending",
            "runner-agendas",
        ];
        args.extend_from_slice(extra);
        args.into_iter().map(String::from).collect::<Vec<_>>()
    };
    let (p0, p1, p2) = (
        format!("{}=4", r[0]),
        format!("{}=3", r[1]),
        format!("{}=1", r[2]),
    );
    // The Runner with 3 left: the Runners' 7 become 5, and the win is refused.
    let args = report(&[
        "--points", &p0, "--points", &p1, "--points", &p2, "--left", &r[1],
    ]);
    let args: Vec<&str> = args.iter().map(String::as_str).collect();
    s.fails(&args, "n.json", "no longer count");
    let args = report(&["--points", &p0, "--points", &p1, "--left", &corp]);
    let args: Vec<&str> = args.iter().map(String::as_str).collect();
    s.fails(&args, "n.json", "is the Corp");
    // Cy flatlined, the third Runner left after scoring nothing: the Runners still have 7.
    let args = report(&[
        "--points",
        &p0,
        "--points",
        &p1,
        "--flatlined",
        &r[1],
        "--left",
        &r[2],
    ]);
    let args: Vec<&str> = args.iter().map(String::as_str).collect();
    s.fails(&args, "n.json", "no longer count");
    let args = report(&[
        "--points",
        &format!("{}=7", r[0]),
        "--points",
        &p1,
        "--flatlined",
        &r[1],
        "--left",
        &r[2],
    ]);
    let args: Vec<&str> = args.iter().map(String::as_str).collect();
    let out = s.ok(&args);
    assert!(
        out.contains("(flatlined)") && out.contains("(left mid-game)"),
        "{out}"
    );
    s.ok(&["player", "drop", "n.json", &r[2]]);
    let pts = points_of(&s, "n.json");
    let of = |n: &str| pts.iter().find(|(x, _)| x == n).unwrap().1;
    assert_eq!(of(&r[0]), 3, "{pts:?}");
    assert_eq!(
        of(&r[1]),
        0,
        "a flatlined Runner does not share the win: {pts:?}"
    );
    assert_eq!(of(&r[2]), 0, "a Runner who left scores a loss: {pts:?}");
    assert_eq!(of(&corp), 0);
    assert_eq!(pts[0].0, r[0], "the Runner who played on tops: {pts:?}");
    // The organizer lets flatlined Runners share the result; the one who left still does not.
    let out = s.ok(&["mp", "settings", "n.json", "--flatlined-share", "yes"]);
    assert!(
        out.contains("a flatlined Runner shares the Runners' result"),
        "{out}"
    );
    let pts = points_of(&s, "n.json");
    let of = |n: &str| pts.iter().find(|(x, _)| x == n).unwrap().1;
    assert_eq!((of(&r[1]), of(&r[2])), (3, 0), "{pts:?}");
    // The reason is in the event's history: the audit log says who was out, the file keeps
    // the command as entered.
    let log = s.ok(&["history", "n.json"]);
    assert!(
        log.contains("report round 1 pod 1 (1 flatlined, 1 left the game)"),
        "{log}"
    );
    let file: Value = serde_json::from_slice(&std::fs::read(s.path("n.json")).unwrap()).unwrap();
    let text = file.to_string();
    assert!(
        text.contains("\"left\":true") && text.contains("\"flatlined\":true"),
        "{text}"
    );
}

/// Issue 36 item 3, The Big Sell-Out: a player who left mid-game takes the team out of the game
/// (a loss), in either edition; `--left PLAYER` says so without a reason.
#[test]
fn a_big_sell_out_player_who_left_loses_the_game_for_the_team() {
    let s = Session::new();
    s.ok(&[
        "new",
        "b.json",
        "--name",
        "BSO",
        "--format",
        "big-sell-out",
        "--seed",
        "4",
    ]);
    for (sp, ag, name) in [("Sam", "Ada", "Red"), ("Tom", "Bea", "Blue")] {
        s.ok(&[
            "mp",
            "team",
            "b.json",
            "--sponsor",
            sp,
            "--agent",
            ag,
            "--name",
            name,
        ]);
    }
    s.ok(&["mp", "pair", "b.json"]);
    let out = s.ok(&[
        "mp",
        "report",
        "b.json",
        "--pod",
        "1",
        "--ending",
        "last-team-standing",
        "--points",
        "Red=8",
        "--points",
        "Blue=3",
        "--left",
        "Ada",
    ]);
    assert!(
        out.contains("Blue wins") && out.contains("Red 8 (left: a player left mid-game)"),
        "{out}"
    );
    let pts = points_of(&s, "b.json");
    let of = |n: &str| pts.iter().find(|(x, _)| x == n).unwrap().1;
    assert_eq!((of("Sam"), of("Ada"), of("Tom"), of("Bea")), (0, 0, 3, 3));
    s.fails(
        &[
            "mp", "report", "b.json", "--pod", "1", "--ending", "time", "--left", "Red=gone",
        ],
        "b.json",
        "player-left",
    );
}

/// Issue 36 items 1 and 7: `clock status` of a multiplayer event names the round of pods (not
/// "Swiss round 0") and, once time is called, what the pods do.
#[test]
fn the_clock_of_a_multiplayer_event_speaks_of_pods_and_the_time_call() {
    let s = Session::new();
    napd_pod(&s, "c.json");
    s.ok(&["clock", "c.json", "start"]);
    let status = s.ok(&["clock", "c.json", "status"]);
    assert!(status.contains("round 1 of pods"), "{status}");
    assert!(!status.contains("Swiss"), "{status}");
    assert!(!status.contains("pods now"), "{status}");
    s.ok(&["clock", "c.json", "call"]);
    let status = s.ok(&["clock", "c.json", "status"]);
    assert!(
        status.contains("pods now:") && status.contains("finish the round of turns"),
        "{status}"
    );
}
