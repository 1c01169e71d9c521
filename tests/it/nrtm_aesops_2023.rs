//! The results files Aesop's Tables wrote for AlwaysBeRunning in 2023 (issue 23): 66 players, 10
//! single-sided Swiss rounds, a top-8 double-elimination cut; games by side
//! (`corpPlayer`/`runnerPlayer`), scores as strings, byes as `"(BYE)"`, the cut's winners as
//! `winner_id`/`loser_id` numbers that are the cut seed plus a constant, SoS/ESoS rounded to 3
//! decimals, no date.
//!
//! The fixture `fixtures/nrtm/aesops_2023_single_sided.json` is written by
//! [`write_the_aesops_2023_fixture`] (ignored; run it with `cargo test --test it -- --ignored
//! write_the_aesops_2023_fixture`): an event played through our own engine, written in that
//! dialect, so every published number is true. `fixtures/nrtm/generate.py` checks its published
//! standings again with exact fractions, independently of the engine.

use netrunner_to::engine::command::{EliminationOutcome, SideChoice};
use netrunner_to::engine::standings::to_f64;
use netrunner_to::engine::{
    Command, CutSize, Event, EventSettings, GameResult, MatchResult, PlayerDetails, PlayerId, Side,
    Structure,
};
use netrunner_to::io::nrtm::{self, Dialect, Imported};
use rand::{RngExt, SeedableRng};
use rand_chacha::ChaCha20Rng;
use serde_json::{Map, Value, json};
use std::collections::{BTreeMap, HashMap};

const FIXTURE: &str = "aesops_2023_single_sided.json";
/// The generator's event seed (chosen so that no two players are fully tied: every published
/// rank is determined).
const GENERATOR_SEED: u64 = 2023;
/// `winner_id`/`loser_id` = cut seed + this (numbers 11–18: ids of other players of the event).
const CUT_NUMBER_OFFSET: u32 = 10;
/// The seed of the imports in these tests.
const SEED: u64 = 99;

fn fixture_path() -> std::path::PathBuf {
    std::path::Path::new(env!("CARGO_MANIFEST_DIR"))
        .join("fixtures/nrtm")
        .join(FIXTURE)
}

fn fixture() -> Value {
    let bytes = std::fs::read(fixture_path()).expect("fixture readable");
    serde_json::from_slice(&bytes).expect("fixture is JSON")
}

fn import_value(v: &Value) -> Result<Imported, String> {
    nrtm::import(v.to_string().as_bytes(), SEED).map_err(|e| e.to_string())
}

fn import() -> Imported {
    import_value(&fixture()).unwrap_or_else(|e| panic!("{e}"))
}

fn err_text(v: &Value) -> String {
    match import_value(v) {
        Ok(_) => panic!("expected the import to refuse the file"),
        Err(e) => e,
    }
}

// ----- the generator --------------------------------------------------------------------------

const FIRST: [&str; 11] = [
    "Ada", "Bram", "Chiara", "Dmitri", "Elif", "Finn", "Greta", "Hiro", "Ines", "Jonas", "Kalani",
];
const LAST: [&str; 6] = ["Novak", "Okafor", "Petrov", "Quist", "Rossi", "Sato"];
const CORPS: [&str; 8] = [
    "Azmari EdTech: Shaping the Future",
    "Epiphany Analytica: Nations Undivided",
    "Haas-Bioroid: Precision Design",
    "Jinteki: Restoring Humanity",
    "MirrorMorph: Endless Iteration",
    "NBN: Reality Plus",
    "Ob Superheavy Logistics: Extract. Export. Excel.",
    "Weyland Consortium: Built to Last",
];
const RUNNERS: [&str; 8] = [
    "Arissana Rocha Nahu: Street Artist",
    "Esâ Afontov: Eco-Insurrectionist",
    "Hoshiko Shiro: Untold Protagonist",
    "Lat: Ethical Freelancer",
    "Nyusha \"Sable\" Sintashta: Symphonic Prodigy",
    "Tāo Salonga: Telepresence Magician",
    "Zahya Sadeghi: Versatile Smuggler",
    "Esâ Afontov: Eco-Insurrectionist",
];

/// Plays the event through the engine: 66 players, 10 single-sided rounds (a drop after round 3
/// gives byes from round 4, a second drop after round 8 makes the count even again), draws now
/// and then, a top-8 double elimination with the sides by the cut rules.
fn play(seed: u64) -> Event {
    let mut settings = EventSettings::new(
        "Continental Championship 2023",
        Structure::Custom {
            rounds: 10,
            cut: CutSize::Top8,
        },
    );
    settings.format = nrtm::SINGLE_SIDED_IMPORT_FORMAT;
    let mut e = Event::new(settings, seed);
    for i in 0..66 {
        e.apply(Command::AddPlayer {
            details: PlayerDetails {
                name: format!("{} {}", FIRST[i % 11], LAST[i / 11]),
                corp: Some(CORPS[(i * 5) % 8].into()),
                runner: Some(RUNNERS[(i * 3 + 1) % 7].into()),
                ..PlayerDetails::default()
            },
            id: None,
        })
        .expect("player");
    }
    let mut rng = ChaCha20Rng::seed_from_u64(seed);
    for r in 1..=10u32 {
        e.apply(Command::PairRound).expect("pair");
        let results = e
            .round(r)
            .expect("round")
            .pairings
            .iter()
            .filter(|p| !p.is_bye())
            .map(|p| {
                let game = if rng.random_ratio(1, 12) {
                    GameResult::Draw { agenda: None }
                } else {
                    GameResult::Win {
                        winner: if rng.random_bool(0.5) {
                            Side::Corp
                        } else {
                            Side::Runner
                        },
                        reason: None,
                    }
                };
                (p.table, MatchResult::Single { game })
            })
            .collect();
        e.apply(Command::ReportResults { round: r, results })
            .expect("results");
        let drop = match r {
            3 => Some(41),
            8 => Some(17),
            _ => None,
        };
        if let Some(p) = drop {
            e.apply(Command::DropPlayer {
                player: PlayerId(p),
            })
            .expect("drop");
        }
    }
    e.apply(Command::Cut {
        size: CutSize::Top8,
        kind: None,
        seeds: None,
    })
    .expect("cut");
    while let Some(round) = e.cut().and_then(|b| b.next_round()) {
        let games: Vec<u32> = e
            .cut()
            .expect("cut")
            .games_in_round(round)
            .iter()
            .map(|g| g.number())
            .collect();
        let choices = if round == 1 {
            games
                .iter()
                .map(|&game| SideChoice {
                    game,
                    side: if rng.random_bool(0.5) {
                        Side::Corp
                    } else {
                        Side::Runner
                    },
                })
                .collect()
        } else {
            Vec::new()
        };
        e.apply(Command::PairElimination { choices })
            .expect("pair the cut");
        for game in games {
            let view = e.cut().expect("cut").game(game).expect("game");
            let Some((a, b)) = view.pair() else { continue };
            if view.result.is_some() {
                continue;
            }
            let winner = if rng.random_bool(0.5) { a } else { b };
            e.apply(Command::ReportElimination {
                game,
                outcome: EliminationOutcome::Winner { player: winner },
            })
            .expect("result");
        }
    }
    e
}

/// A number as Aesop's Tables wrote SoS and ESoS: rounded to 3 decimals.
fn three(r: &netrunner_to::engine::standings::Rational) -> Value {
    let rounded: f64 = format!("{:.3}", to_f64(r)).parse().expect("number");
    json!(rounded)
}

/// The event written in the 2023 dialect.
fn write_2023(e: &Event) -> Value {
    let standings = e.standings();
    let id = |p: PlayerId| json!(p.0);
    let identity = |p: PlayerId, side: Side| {
        let player = e.player(p).expect("player");
        json!(match side {
            Side::Corp => player.corp.clone().unwrap_or_default(),
            Side::Runner => player.runner.clone().unwrap_or_default(),
        })
    };
    let mut balance: HashMap<PlayerId, i64> = HashMap::new();
    let mut rounds: Vec<Value> = Vec::new();
    for r in e.rounds() {
        let mut games = Vec::new();
        for p in &r.pairings {
            let mut g = Map::new();
            g.insert("tableNumber".into(), json!(p.table));
            match p.p2 {
                None => {
                    g.insert("corpPlayer".into(), id(p.p1));
                    g.insert("runnerPlayer".into(), json!("(BYE)"));
                    g.insert("corpIdentity".into(), identity(p.p1, Side::Corp));
                    g.insert("runnerIdentity".into(), json!(""));
                    g.insert("corpScore".into(), json!("3"));
                    g.insert("runnerScore".into(), json!("0"));
                }
                Some(q) => {
                    let side = p.p1_side.expect("single-sided");
                    let (corp, runner) = match side {
                        Side::Corp => (p.p1, q),
                        Side::Runner => (q, p.p1),
                    };
                    *balance.entry(corp).or_default() += 1;
                    *balance.entry(runner).or_default() -= 1;
                    let Some(MatchResult::Single { game }) = p.result else {
                        panic!("every game has a single-game result");
                    };
                    g.insert("corpPlayer".into(), id(corp));
                    g.insert("runnerPlayer".into(), id(runner));
                    g.insert("corpIdentity".into(), identity(corp, Side::Corp));
                    g.insert("runnerIdentity".into(), identity(runner, Side::Runner));
                    g.insert(
                        "corpScore".into(),
                        json!(game.points_for(Side::Corp).to_string()),
                    );
                    g.insert(
                        "runnerScore".into(),
                        json!(game.points_for(Side::Runner).to_string()),
                    );
                }
            }
            games.push(Value::Object(g));
        }
        rounds.push(Value::Array(games));
    }
    let bracket = e.cut().expect("cut");
    let seed_of = |p: PlayerId| bracket.seed_of(p).expect("seeded");
    let mut table = 0u32;
    for round in 1..=bracket.rounds() {
        let mut games = Vec::new();
        for g in bracket.games_in_round(round) {
            let (Some(result), Some(sides), Some(loser)) = (g.result, g.sides, g.loser()) else {
                continue;
            };
            table += 1;
            games.push(json!({
                "tableNumber": table,
                "corpPlayer": sides.corp.0,
                "runnerPlayer": sides.runner.0,
                "winner_id": seed_of(result.winner) + CUT_NUMBER_OFFSET,
                "loser_id": seed_of(loser) + CUT_NUMBER_OFFSET,
            }));
        }
        if !games.is_empty() {
            rounds.push(Value::Array(games));
        }
    }
    let players: Vec<Value> = standings
        .rows
        .iter()
        .map(|row| {
            let p = e.player(row.player).expect("player");
            json!({
                "id": row.player.0,
                "name": p.name,
                "rank": row.rank,
                "corpIdentity": p.corp,
                "runnerIdentity": p.runner,
                "matchPoints": row.points,
                "strengthOfSchedule": three(&row.sos),
                "extendedStrengthOfSchedule": three(&row.esos),
                "sideBalance": balance.get(&row.player).copied().unwrap_or(0),
            })
        })
        .collect();
    let places = bracket.places();
    let elimination_players: Vec<Value> = places
        .iter()
        .enumerate()
        .map(|(i, p)| {
            let p = p.expect("finished cut");
            json!({
                "id": p.0,
                "name": e.name_of(p),
                "rank": i + 1,
                "seed": seed_of(p),
            })
        })
        .collect();
    json!({
        "name": e.settings().name,
        "cutToTop": 8,
        "preliminaryRounds": 10,
        "players": players,
        "eliminationPlayers": elimination_players,
        "rounds": rounds,
        "uploadedFrom": "AesopsTables",
        "links": [
            {"rel": "schemaderivedfrom", "href": "http://steffens.org/nrtm/nrtm-schema.json"},
            {"rel": "uri", "href": "https://www.aesopstables.net/"},
        ],
    })
}

/// Writes the fixture. Ignored: the fixture is checked in; run this only to regenerate it.
#[test]
#[ignore = "writes fixtures/nrtm/aesops_2023_single_sided.json"]
fn write_the_aesops_2023_fixture() {
    let e = play(GENERATOR_SEED);
    let rows = e.standings().rows;
    for w in rows.windows(2) {
        assert!(
            (w[0].points, &w[0].sos, &w[0].esos) != (w[1].points, &w[1].sos, &w[1].esos),
            "a full tie: choose another GENERATOR_SEED"
        );
    }
    let mut text = serde_json::to_string_pretty(&write_2023(&e)).expect("json");
    text.push('\n');
    std::fs::write(fixture_path(), text).expect("fixture written");
}

// ----- reading the fixture --------------------------------------------------------------------

fn pid(v: &Value) -> PlayerId {
    PlayerId(
        v.as_u64()
            .or_else(|| v.as_str().and_then(|s| s.parse().ok()))
            .expect("id") as u32,
    )
}

fn swiss(doc: &Value) -> &[Value] {
    &doc["rounds"].as_array().expect("rounds")[..10]
}

fn cut_rounds(doc: &Value) -> &[Value] {
    &doc["rounds"].as_array().expect("rounds")[10..]
}

#[test]
fn the_fixture_has_the_shape_of_the_2023_export() {
    let doc = fixture();
    let top = doc.as_object().expect("object");
    assert!(!top.contains_key("date"));
    assert_eq!(doc["uploadedFrom"], json!("AesopsTables"));
    assert!(doc["links"].is_array());
    assert_eq!(doc["players"].as_array().map(Vec::len), Some(66));
    assert_eq!(doc["preliminaryRounds"], json!(10));
    assert_eq!(doc["cutToTop"], json!(8));
    let games: Vec<&Value> = swiss(&doc)
        .iter()
        .flat_map(|r| r.as_array().expect("round"))
        .collect();
    assert!(
        games
            .iter()
            .all(|g| g["corpScore"].is_string() && g["runnerScore"].is_string())
    );
    let byes = games
        .iter()
        .filter(|g| g["runnerPlayer"] == json!("(BYE)"))
        .count();
    assert_eq!(byes, 5, "one bye in each of rounds 4–8");
    assert!(games.iter().any(|g| g["corpScore"] == json!("1")), "draws");
    // The trap: some winner_id is the id of a player who is not at that table.
    let mut trap = 0;
    for g in cut_rounds(&doc)
        .iter()
        .flat_map(|r| r.as_array().expect("round"))
    {
        let at = [pid(&g["corpPlayer"]), pid(&g["runnerPlayer"])];
        let w = pid(&g["winner_id"]);
        if !at.contains(&w) {
            trap += 1;
        }
    }
    assert!(trap > 0);
}

#[test]
fn the_2023_export_is_read_exactly() {
    let doc = fixture();
    let imp = import();
    assert_eq!(imp.dialect, Dialect::AesopsTables2023);
    assert!(imp.dialect.label().contains("2023"));
    assert!(imp.differences.is_empty(), "{:?}", imp.differences);
    assert!(imp.comparison.all_match());
    assert_eq!(imp.comparison.players, 66);
    let e = &imp.event;
    assert_eq!(e.settings().format, nrtm::SINGLE_SIDED_IMPORT_FORMAT);
    assert!(e.settings().format.single_sided());
    assert_eq!(e.settings().date, None);
    assert_eq!(e.players().len(), 66);
    assert_eq!(e.rounds().len(), 10);
    assert!(
        imp.notes
            .iter()
            .map(ToString::to_string)
            .any(|n| n.contains("not player ids") && n.contains("cut seed plus 10")),
        "{:?}",
        imp.notes
    );
    // Every Swiss game as the file gives it: the Corp player, the result, the byes.
    for (i, round) in swiss(&doc).iter().enumerate() {
        let r = e.round(i as u32 + 1).expect("round");
        for g in round.as_array().expect("round") {
            let corp = pid(&g["corpPlayer"]);
            let p = r.pairing_of(corp).expect("paired");
            assert_eq!(Some(p.table as u64), g["tableNumber"].as_u64());
            if g["runnerPlayer"] == json!("(BYE)") {
                assert!(p.is_bye());
                continue;
            }
            let runner = pid(&g["runnerPlayer"]);
            let corp_side = if p.p1 == corp {
                p.p1_side
            } else {
                p.p1_side.map(Side::other)
            };
            assert_eq!(corp_side, Some(Side::Corp));
            assert!(p.p2 == Some(runner) || p.p1 == runner);
            let game = match p.result {
                Some(MatchResult::Single { game }) => game,
                other => panic!("{other:?}"),
            };
            let score = |k: &str| g[k].as_str().and_then(|s| s.parse::<u32>().ok());
            assert_eq!(Some(game.points_for(Side::Corp)), score("corpScore"));
            assert_eq!(Some(game.points_for(Side::Runner)), score("runnerScore"));
        }
    }
    // Points and SoS equal the published ones to the 3 decimals written (checked here directly,
    // not only through the import's own comparison).
    let standings = e.standings();
    for p in doc["players"].as_array().expect("players") {
        let row = standings.of(pid(&p["id"])).expect("row");
        assert_eq!(p["matchPoints"].as_u64(), Some(u64::from(row.points)));
        for (key, ours) in [
            ("strengthOfSchedule", &row.sos),
            ("extendedStrengthOfSchedule", &row.esos),
        ] {
            let published = p[key].as_f64().expect("number");
            assert!(
                (published - to_f64(ours)).abs() <= 0.0005 + 1e-12,
                "{}: {key} {published} against {}",
                p["name"],
                to_f64(ours)
            );
        }
        assert_eq!(p["rank"].as_u64(), Some(row.rank as u64));
    }
    // The cut: seeds and final places equal eliminationPlayers.
    let b = e.cut().expect("the cut is imported");
    assert!(b.is_finished());
    for ep in doc["eliminationPlayers"]
        .as_array()
        .expect("eliminationPlayers")
    {
        let p = pid(&ep["id"]);
        assert_eq!(b.seed_of(p).map(u64::from), ep["seed"].as_u64(), "{ep}");
        assert_eq!(b.place_of(p).map(u64::from), ep["rank"].as_u64(), "{ep}");
    }
    // Each cut game: the file's Corp player and the winner its numbers stand for.
    let seed_player: HashMap<u64, PlayerId> = doc["eliminationPlayers"]
        .as_array()
        .expect("eliminationPlayers")
        .iter()
        .map(|ep| (ep["seed"].as_u64().expect("seed"), pid(&ep["id"])))
        .collect();
    let games = b.games();
    for g in cut_rounds(&doc)
        .iter()
        .flat_map(|r| r.as_array().expect("round"))
    {
        let corp = pid(&g["corpPlayer"]);
        let runner = pid(&g["runnerPlayer"]);
        let winner = seed_player[&(g["winner_id"].as_u64().expect("n") - 10)];
        let view = games
            .iter()
            .find(|v| v.number() as u64 == g["tableNumber"].as_u64().expect("table"))
            .expect("game");
        assert_eq!(view.sides.map(|s| (s.corp, s.runner)), Some((corp, runner)));
        assert_eq!(view.result.map(|r| r.winner), Some(winner));
    }
}

/// Export and import the export again: the same event.
#[test]
fn the_export_is_todays_nrtm_and_round_trips() {
    let imp = import();
    let e = &imp.event;
    let doc = nrtm::export(e);
    assert_eq!(doc["uploadedFrom"], json!(nrtm::UPLOADED_FROM));
    assert_eq!(doc["date"], json!(""), "no date in the file: left empty");
    let first = &doc["rounds"][0][0];
    assert!(first["player1"]["id"].is_number());
    assert!(first["player1"]["role"].is_string());
    assert!(first.get("corpPlayer").is_none());
    let last = doc["rounds"]
        .as_array()
        .and_then(|r| r.last())
        .expect("rounds");
    assert_eq!(last[0]["eliminationGame"], json!(true));
    assert!(last[0]["player1"]["winner"].is_boolean());
    let again = nrtm::import(nrtm::export_string(e).as_bytes(), SEED).expect("re-import");
    assert_eq!(again.dialect, Dialect::NetrunnerTo);
    assert!(again.differences.is_empty(), "{:?}", again.differences);
    assert_eq!(again.event.rounds(), e.rounds());
    assert_eq!(again.event.standings(), e.standings());
    assert_eq!(again.event.cut(), e.cut());
    // With the date the organizer gives, the export carries it.
    let mut dated = e.clone();
    let mut s = dated.settings().clone();
    s.date = Some("2023-06-10".into());
    dated
        .apply(Command::EditSettings { settings: s })
        .expect("date");
    assert_eq!(nrtm::export(&dated)["date"], json!("2023-06-10"));
}

#[test]
fn an_esos_that_differs_is_counted_not_passed_silently() {
    let mut doc = fixture();
    let players = doc["players"].as_array_mut().expect("players");
    for p in players.iter_mut().take(5) {
        let v = p["extendedStrengthOfSchedule"].as_f64().expect("esos");
        p["extendedStrengthOfSchedule"] = json!(v + 0.012);
    }
    // One unit of the third decimal off is a difference too.
    let exact = import().event.standings();
    let row = exact.of(pid(&players[10]["id"])).expect("row");
    let off = format!("{:.3}", to_f64(&row.esos) + 0.001);
    players[10]["extendedStrengthOfSchedule"] = json!(off.parse::<f64>().expect("number"));
    let imp = import_value(&doc).expect("imports");
    assert_eq!(imp.comparison.esos, 6, "{:?}", imp.differences);
    assert_eq!(
        (imp.comparison.match_points, imp.comparison.sos),
        (0, 0),
        "points and SoS still match"
    );
    let summary = imp.comparison.summary();
    assert!(summary.contains("ESoS differ for 6 players"), "{summary}");
    assert!(
        summary.contains("points match") && summary.contains("SoS match"),
        "{summary}"
    );
    assert_eq!(
        imp.differences
            .iter()
            .map(ToString::to_string)
            .filter(|d| d.contains("extendedStrengthOfSchedule"))
            .count(),
        6
    );
    // A SoS written as "2.5" is still compared to 3 decimals, not to 1.
    let mut doc = fixture();
    let p = &mut doc["players"][0];
    let v = p["strengthOfSchedule"].as_f64().expect("sos");
    p["strengthOfSchedule"] = json!(format!("{:.1}", v + 0.04));
    let imp = import_value(&doc).expect("imports");
    assert_eq!(imp.comparison.sos, 1, "{:?}", imp.differences);
}

/// Replaces every `winner_id`/`loser_id` number through `map`.
fn renumber(doc: &mut Value, map: &dyn Fn(i64) -> Value) {
    let rounds = doc["rounds"].as_array_mut().expect("rounds");
    for g in rounds[10..]
        .iter_mut()
        .flat_map(|r| r.as_array_mut().expect("round"))
    {
        for key in ["winner_id", "loser_id"] {
            let n = g[key].as_i64().expect("number");
            g[key] = map(n);
        }
    }
}

#[test]
fn any_consistent_numbering_of_the_cut_is_read_the_same() {
    let expected = import().event;
    // Numbers that are no seed plus a constant (a permutation), written as strings.
    let mut doc = fixture();
    renumber(&mut doc, &|n| json!(format!("{}", 1000 - 7 * n)));
    let imp = import_value(&doc).expect("imports");
    assert_eq!(imp.event.cut(), expected.cut());
    assert!(
        imp.notes
            .iter()
            .map(ToString::to_string)
            .any(|n| n.contains("matched to the one player")),
        "{:?}",
        imp.notes
    );
    // Without seeds in eliminationPlayers, the games alone still tell every number apart.
    let mut doc = fixture();
    for ep in doc["eliminationPlayers"].as_array_mut().expect("ep") {
        ep.as_object_mut().expect("object").remove("seed");
    }
    let imp = import_value(&doc).expect("imports");
    assert_eq!(
        imp.event.cut().map(|b| b.places()),
        expected.cut().map(|b| b.places())
    );
}

/// The first cut game (round 11, table 1) and its numbers.
fn first_cut_game(doc: &mut Value) -> &mut Map<String, Value> {
    doc["rounds"][10][0].as_object_mut().expect("game")
}

#[test]
fn malformed_files_of_this_shape_are_refused_with_the_round_and_table() {
    // An unknown player id, in the Swiss rounds and in the cut.
    let mut doc = fixture();
    doc["rounds"][2][4]["runnerPlayer"] = json!(999);
    let e = err_text(&doc);
    assert!(
        e.starts_with("round 3, table 5: runnerPlayer 999 is not in players"),
        "{e}"
    );
    let mut doc = fixture();
    first_cut_game(&mut doc).insert("corpPlayer".into(), json!("998"));
    let e = err_text(&doc);
    assert!(
        e.starts_with("round 11, table 1: corpPlayer 998 is not in players"),
        "{e}"
    );
    // A cut game without a winner.
    let mut doc = fixture();
    doc["rounds"][12][1]
        .as_object_mut()
        .expect("game")
        .remove("winner_id");
    let e = err_text(&doc);
    let table = fixture()["rounds"][12][1]["tableNumber"].clone();
    assert!(
        e.starts_with(&format!("round 13, table {table}: no winner_id")),
        "{e}"
    );
    // A winner who is not at that table: the number of another player of the cut.
    let mut doc = fixture();
    let g = fixture()["rounds"][12][1].clone();
    let at: Vec<i64> = ["winner_id", "loser_id"]
        .iter()
        .map(|k| g[k].as_i64().expect("n"))
        .collect();
    let stranger = (11..=18).find(|n| !at.contains(n)).expect("another number");
    doc["rounds"][12][1]["winner_id"] = json!(stranger);
    let e = err_text(&doc);
    assert!(
        e.starts_with(&format!(
            "round 13, table {table}: winner_id {stranger} is not a player at this table"
        )),
        "{e}"
    );
    assert!(e.contains("no reading"), "{e}");
    // winner_id and loser_id the same.
    let mut doc = fixture();
    let w = first_cut_game(&mut doc)["winner_id"].clone();
    first_cut_game(&mut doc).insert("loser_id".into(), w);
    let e = err_text(&doc);
    assert!(
        e.starts_with("round 11, table 1: winner_id and loser_id are both"),
        "{e}"
    );
    // A Swiss game whose scores are no result of one game.
    let mut doc = fixture();
    doc["rounds"][0][0]["corpScore"] = json!("3");
    doc["rounds"][0][0]["runnerScore"] = json!("3");
    let e = err_text(&doc);
    assert!(
        e.starts_with("round 1, table 1: corpScore 3 and runnerScore 3"),
        "{e}"
    );
    // A Swiss game without a result (no scores) before the last round.
    let mut doc = fixture();
    doc["rounds"][0][0]["corpScore"] = json!("");
    doc["rounds"][0][0]["runnerScore"] = json!("");
    let e = err_text(&doc);
    assert!(e.starts_with("round 1, table 1: no result"), "{e}");
    // 0–0 written before the last round: both lost (a double loss), a round played.
    let mut doc = fixture();
    doc["rounds"][0][0]["corpScore"] = json!("0");
    doc["rounds"][0][0]["runnerScore"] = json!("0");
    let imported = import_value(&doc).unwrap();
    assert!(
        imported
            .notes
            .iter()
            .map(ToString::to_string)
            .any(|n| n.starts_with("round 1, table 1: 0–0 with round 2 following")),
        "{:?}",
        imported.notes
    );
}

#[test]
fn two_numbers_only_the_same_two_players_share_are_told_apart_by_the_seeds_or_refused() {
    // A cut reduced to one played game: its two numbers appear nowhere else.
    let mut doc = fixture();
    let rounds = doc["rounds"].as_array_mut().expect("rounds");
    rounds.truncate(11);
    rounds[10].as_array_mut().expect("round").truncate(1);
    let g = rounds[10][0].clone();
    // The seeds decide: numbers are seed + 10.
    let imp = import_value(&doc).expect("imports");
    let b = imp.event.cut().expect("cut");
    let winner = b.game(1).ok().and_then(|v| v.result).map(|r| r.winner);
    let seed_of_winner = winner.and_then(|w| b.seed_of(w)).map(i64::from);
    assert_eq!(seed_of_winner, g["winner_id"].as_i64().map(|n| n - 10));
    // Without seeds nothing tells who won.
    for ep in doc["eliminationPlayers"].as_array_mut().expect("ep") {
        ep.as_object_mut().expect("object").remove("seed");
    }
    let e = err_text(&doc);
    assert!(
        e.starts_with("round 11, table 1: winner_id/loser_id"),
        "{e}"
    );
    assert!(e.contains("who won cannot be told"), "{e}");
}

// ----- scores and ids as strings or numbers, in every dialect --------------------------------

/// Every number in the file (ids, scores, tables, standings) written as a string.
fn numbers_to_strings(v: &mut Value) {
    match v {
        Value::Number(n) => *v = json!(n.to_string()),
        Value::Array(a) => a.iter_mut().for_each(numbers_to_strings),
        Value::Object(o) => o.values_mut().for_each(numbers_to_strings),
        _ => {}
    }
}

/// Every string of digits in the file written as a number (the 2023 dialect's scores).
fn strings_to_numbers(v: &mut Value) {
    match v {
        Value::String(s) => {
            if let Ok(n) = s.parse::<u64>() {
                *v = json!(n);
            }
        }
        Value::Array(a) => a.iter_mut().for_each(strings_to_numbers),
        Value::Object(o) => o.values_mut().for_each(strings_to_numbers),
        _ => {}
    }
}

#[test]
fn scores_and_ids_as_strings_or_numbers_are_read_in_every_dialect() {
    let dir = std::path::Path::new(env!("CARGO_MANIFEST_DIR")).join("fixtures/nrtm");
    let mut checked = BTreeMap::new();
    for name in [
        "nrtm_byes.json",
        "cobra_variants.json",
        "cobra_single_sided.json",
        "aesops_single_sided.json",
        FIXTURE,
    ] {
        let bytes = std::fs::read(dir.join(name)).expect("fixture");
        let original: Value = serde_json::from_slice(&bytes).expect("json");
        let base = import_value(&original).unwrap_or_else(|e| panic!("{name}: {e}"));
        for (how, convert) in [
            ("strings", numbers_to_strings as fn(&mut Value)),
            ("numbers", strings_to_numbers as fn(&mut Value)),
        ] {
            let mut doc = original.clone();
            convert(&mut doc);
            let imp = import_value(&doc).unwrap_or_else(|e| panic!("{name} as {how}: {e}"));
            assert_eq!(imp.dialect, base.dialect, "{name} as {how}");
            assert_eq!(imp.event.players(), base.event.players(), "{name} as {how}");
            assert_eq!(imp.event.rounds(), base.event.rounds(), "{name} as {how}");
            assert_eq!(imp.event.cut(), base.event.cut(), "{name} as {how}");
            assert_eq!(imp.differences, base.differences, "{name} as {how}");
        }
        checked.insert(name, base.dialect);
    }
    assert_eq!(checked["nrtm_byes.json"], Dialect::Nrtm);
    assert_eq!(checked["cobra_variants.json"], Dialect::Cobra);
    assert_eq!(checked["aesops_single_sided.json"], Dialect::AesopsTables);
    assert_eq!(checked[FIXTURE], Dialect::AesopsTables2023);
}
