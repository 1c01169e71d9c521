#![allow(clippy::unwrap_used, clippy::expect_used, clippy::panic)] // test code: a failed step is a failed test

//! The link from a pod on the multiplayer Rounds screen to the table helper (egui_kittest): pair a
//! round, press the pod's "Table helper for pod N" button, and the table helper screen shows that
//! pod's players in seating order (NAPD: the Corp, then the Runners with their identities; The
//! Big Sell-Out: each team's Sponsor and Agent, the event's edition, the teams' names).

use egui::accesskit::Role;
use egui_kittest::Harness;
use egui_kittest::kittest::Queryable;
use netrunner_to::app::screens::Screen;
use netrunner_to::app::screens::table_helper::HelperKind;
use netrunner_to::app::{Action, NetrunnerApp};
use netrunner_to::engine::multiplayer::Seating;
use netrunner_to::engine::{
    BigSellOutEdition, Command, Event, EventSettings, Format, PlayerDetails, Structure,
};

fn setup(format: Format) -> Harness<'static, NetrunnerApp> {
    // The app's folder for recovery files; kept for the test's life (removed with /tmp).
    let dir = tempfile::tempdir().unwrap().keep();
    let mut app = NetrunnerApp::new(dir, Box::new(|| 1_700_000_000_000));
    app.use_dialogs = false;
    let mut settings = EventSettings::new("Side event", Structure::Basic);
    settings.format = format;
    app.push(Action::NewEvent { settings, seed: 7 });
    let mut h = Harness::builder()
        .with_size(egui::vec2(1280.0, 1400.0))
        .allow_missing_glyphs()
        .build_ui_state(|ui, app: &mut NetrunnerApp| app.frame_ui(ui), app);
    h.run_steps(4);
    h
}

fn apply(h: &mut Harness<'static, NetrunnerApp>, c: Command) {
    h.state_mut().push(Action::Apply(c));
    h.run_steps(2);
}

fn event<'a>(h: &'a Harness<'static, NetrunnerApp>) -> &'a Event {
    h.state().event().unwrap()
}

/// The text in the text field labelled `label`.
fn field(h: &Harness<'static, NetrunnerApp>, label: &str) -> String {
    h.get_by_role_and_label(Role::TextInput, label)
        .value()
        .unwrap_or_default()
}

#[test]
fn a_napd_pods_button_opens_the_table_helper_with_its_players_in_seating_order() {
    let mut h = setup(Format::Napd);
    let ids = [
        "Sunny Lebeau",
        "Noise",
        "Kate",
        "Gabriel Santiago",
        "Hayley Kaplan",
        "Nasir Meidan",
        "Rielle Peddler",
        "Valencia Estevez",
    ];
    for (i, n) in ["Ann", "Bo", "Cy", "Di", "Ed", "Flo", "Gus", "Hana"]
        .iter()
        .enumerate()
    {
        let mut d = PlayerDetails::named(*n);
        d.runner = Some(ids[i].into());
        apply(
            &mut h,
            Command::AddPlayer {
                details: d,
                id: None,
            },
        );
    }
    h.state_mut().push(Action::Goto(Screen::Rounds));
    h.run_steps(4);
    h.get_by_role_and_label(Role::Button, "Pair round 1")
        .click();
    h.run_steps(4);
    let mp = event(&h).multiplayer().unwrap();
    assert_eq!(mp.rounds[0].pods.len(), 2);
    let Seating::Napd { corp, runners } = mp.rounds[0].pods[1].seating.clone() else {
        panic!("a NAPD pod")
    };
    // Pod 2's button (pod 1 has its own).
    assert!(h.query_by_label("Table helper for pod 1").is_some());
    h.get_by_role_and_label(Role::Button, "Table helper for pod 2")
        .click();
    h.run_steps(4);
    assert_eq!(h.state().screen, Screen::TableHelper);
    let e = event(&h).clone();
    assert_eq!(field(&h, "Corp"), e.name_of(corp));
    for (i, r) in runners.iter().enumerate() {
        assert_eq!(field(&h, &format!("Runner {}", i + 1)), e.name_of(*r));
        assert_eq!(
            field(&h, &format!("Runner {} identity", i + 1)),
            e.player(*r).unwrap().runner.clone().unwrap()
        );
    }
    assert!(
        h.query_by_label_contains("From Side event, round 1, pod 2")
            .is_some()
    );
    let st = &h.state().screens.table_helper;
    assert_eq!(st.kind, HelperKind::Napd);
    assert_eq!(st.runner_count, runners.len());
    // The prefilled table starts.
    h.get_by_role_and_label(Role::Button, "Start the table helper")
        .click();
    h.run_steps(4);
    assert!(h.state().screens.table_helper.live.is_some());
    assert!(h.state().screens.table_helper.error.is_none());
    // Issue 37: that game belongs to this event's pod: another event opened, it is gone (a
    // game set up by hand would stay: a game at a table goes on whatever event is opened).
    h.state_mut().push(Action::NewEvent {
        settings: EventSettings::new("Another event", Structure::Basic),
        seed: 2,
    });
    h.run_steps(4);
    h.get_by_role_and_label(Role::Button, "Keep it unsaved")
        .click();
    h.run_steps(4);
    assert_eq!(event(&h).settings().name, "Another event");
    let st = &h.state().screens.table_helper;
    assert!(
        st.live.is_none() && st.from_pod.is_none(),
        "the old pod's game is still shown"
    );
}

#[test]
fn a_big_sell_out_pods_button_fills_the_teams_and_the_edition() {
    let mut h = setup(Format::BigSellOut {
        edition: BigSellOutEdition::Classic,
    });
    let mut settings = event(&h).multiplayer().unwrap().settings;
    settings.pod_size = 3;
    apply(&mut h, Command::SetMultiplayerSettings { settings });
    for (i, team) in ["Night Shift", "Fjord", "Les Étoiles"].iter().enumerate() {
        apply(
            &mut h,
            Command::RegisterTeam {
                name: Some((*team).into()),
                sponsor: PlayerDetails::named(format!("Sponsor {team}")),
                agent: PlayerDetails::named(format!("Agent {}", i + 1)),
            },
        );
    }
    h.state_mut().push(Action::Goto(Screen::Rounds));
    h.run_steps(4);
    h.get_by_role_and_label(Role::Button, "Pair round 1")
        .click();
    h.run_steps(4);
    let mp = event(&h).multiplayer().unwrap().clone();
    let Seating::BigSellOut { teams } = mp.rounds[0].pods[0].seating.clone() else {
        panic!("a Big Sell-Out pod")
    };
    assert_eq!(teams.len(), 3);
    h.get_by_role_and_label(Role::Button, "Table helper for pod 1")
        .click();
    h.run_steps(4);
    assert_eq!(h.state().screen, Screen::TableHelper);
    let e = event(&h).clone();
    let mut names = Vec::new();
    for (i, t) in teams.iter().enumerate() {
        let t = mp.team(*t).unwrap();
        assert_eq!(
            field(&h, &format!("Sponsor {}", i + 1)),
            e.name_of(t.sponsor)
        );
        assert_eq!(field(&h, &format!("Agent {}", i + 1)), e.name_of(t.agent));
        names.push(format!("team {} {}", i + 1, t.name));
    }
    let note = format!("From Side event, round 1, pod 1: {}", names.join(", "));
    assert!(h.query_by_label(&note).is_some(), "{note}");
    let st = &h.state().screens.table_helper;
    assert_eq!(st.kind, HelperKind::BigSellOut);
    assert_eq!(st.edition, BigSellOutEdition::Classic);
    assert_eq!(st.team_count, 3);
}
