//! Issue 33, item 3: players of a single-sided round may agree an intentional draw (Cobra offers
//! it): 1 point each, recorded as intentional and exported with `intentionalDraw: true` — typed
//! as `ID` in the app or the command line, chosen on the player's phone, or entered by a
//! scorekeeper.

use crate::web_pages::Live;
use crate::web_reports::{message, post};
use netrunner_to::engine::{
    Command, Event, EventSettings, Format, MatchResult, PlayerDetails, PlayerId, Structure,
};
use netrunner_to::io::{nrtm, save};
use std::process::Command as Process;

const BIN: &str = env!("CARGO_BIN_EXE_netrunner-to");

/// Six players of a single-sided event, round 1 paired and published.
fn event() -> Event {
    let mut s = EventSettings::new("Draft Night", Structure::Basic);
    s.format = Format::SingleSided;
    let mut e = Event::new(s, 33);
    let players = ["Ann", "Bo", "Cy", "Di", "Eve", "Fay"]
        .into_iter()
        .map(PlayerDetails::named)
        .collect();
    e.apply(Command::AddPlayers { players }).unwrap();
    e.apply(Command::PairRound).unwrap();
    e.apply(Command::PublishPairings { round: 1 }).unwrap();
    e
}

/// Table 1's players.
fn table_1(e: &Event) -> (PlayerId, PlayerId) {
    let p = e.round(1).unwrap().table(1).unwrap();
    (p.p1, p.p2.unwrap())
}

/// The intentional draw on table 1: recorded as intentional, 1 point each in the standings,
/// exported with `intentionalDraw: true` and 1 point each.
fn check_intentional_draw(e: &Event) {
    let p = e.round(1).unwrap().table(1).unwrap();
    assert_eq!(p.result, Some(MatchResult::IntentionalSplit));
    let (a, b) = table_1(e);
    let points = |id: PlayerId| {
        e.standings()
            .rows
            .iter()
            .find(|r| r.player == id)
            .unwrap()
            .points
    };
    assert_eq!((points(a), points(b)), (1, 1));
    let json = nrtm::export(e);
    let games = json["rounds"][0].as_array().unwrap();
    let game = games
        .iter()
        .find(|g| g["table"] == 1)
        .expect("table 1 exported");
    assert_eq!(game["intentionalDraw"], true, "{game}");
    assert_eq!(game["player1"]["combinedScore"], 1, "{game}");
    assert_eq!(game["player2"]["combinedScore"], 1, "{game}");
}

#[test]
fn the_command_line_records_id_as_an_intentional_draw() {
    let dir = tempfile::tempdir().unwrap();
    let file = dir.path().join("draft.json");
    std::fs::write(&file, save::to_bytes(&event())).unwrap();
    let out = Process::new(BIN)
        .arg("report")
        .arg(&file)
        .args(["--table", "1", "ID"])
        .output()
        .unwrap();
    assert!(
        out.status.success(),
        "{}",
        String::from_utf8_lossy(&out.stderr)
    );
    check_intentional_draw(&save::load(&file).unwrap());
}

#[test]
fn both_players_choose_the_intentional_draw_on_their_phones() {
    let e = event();
    let (a, b) = table_1(&e);
    let live = Live::start(e.clone());
    let page = live.page(&format!("/player/{}", a.0));
    assert!(page.contains("Intentional draw (1 point each)"), "{page}");
    for who in [a, b] {
        let code = e.player_code(who).unwrap();
        let (s, body) = post(
            &live,
            &format!("/player/{}", who.0),
            &[
                ("action", "report"),
                ("stage", "swiss"),
                ("round", "1"),
                ("table", "1"),
                ("result", "id"),
                ("code", code),
            ],
            None,
        );
        assert_eq!(s, 200, "{}", message(&body));
    }
    check_intentional_draw(&live.finish());
}

#[test]
fn a_scorekeeper_enters_id_as_an_intentional_draw() {
    let mut e = event();
    e.apply(Command::AddScorekeeper {
        name: "Judge".into(),
    })
    .unwrap();
    let token = e.reporting().scorekeepers[0].token.clone();
    let live = Live::start(e);
    let (s, body) = post(
        &live,
        &format!("/scorekeeper/{token}"),
        &[("table", "1"), ("result", "ID")],
        None,
    );
    assert_eq!(s, 200, "{body}");
    check_intentional_draw(&live.finish());
}

#[test]
fn the_app_s_id_button_records_an_intentional_draw() {
    use egui_kittest::kittest::Queryable as _;
    use netrunner_to::app::screens::Screen;
    use netrunner_to::app::{Action, NetrunnerApp};
    let dir = tempfile::tempdir().unwrap();
    let e = event();
    let file = dir.path().join("draft.json");
    std::fs::write(&file, save::to_bytes(&e)).unwrap();
    let mut app = NetrunnerApp::new(dir.path().join("data"), Box::new(|| 1_700_000_000_000));
    app.use_dialogs = false;
    app.push(Action::Open(file));
    app.push(Action::Goto(Screen::Rounds));
    let mut h = egui_kittest::Harness::builder()
        .with_size(egui::vec2(1280.0, 800.0))
        .allow_missing_glyphs()
        .build_ui_state(|ui, app: &mut NetrunnerApp| app.frame_ui(ui), app);
    h.run_steps(4);
    // The first table waiting for a result is selected.
    assert_eq!(h.state().screens.rounds.selected_table(), Some(1));
    h.get_by_label("ID").click();
    h.run_steps(4);
    assert_eq!(h.state().error, None);
    let e = h.state().event().unwrap().clone();
    check_intentional_draw(&e);
    // The table says what it was.
    assert!(h.query_by_label_contains("Intentional draw").is_some());
}
