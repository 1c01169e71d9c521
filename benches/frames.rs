//! GUI frame time with 1,000 players on the Rounds and Standings screens (target: under 8 ms a
//! frame). A frame is one full egui pass of the real app (`NetrunnerApp::frame_ui`) including
//! layout and tessellation; GPU time is not included (no renderer runs here).

#![allow(clippy::unwrap_used, clippy::expect_used)] // benchmark setup: a failure should stop the run

use criterion::{Criterion, criterion_group, criterion_main};
use netrunner_to::app::screens::Screen;
use netrunner_to::app::{Action, NetrunnerApp};
use netrunner_to::engine::{
    Command, EventSettings, GameResult, MatchResult, PlayerDetails, Side, Structure,
};

fn app_with(players: usize, rounds: u32, data: &std::path::Path) -> NetrunnerApp {
    let mut app = NetrunnerApp::new(data.to_path_buf(), Box::new(|| 1_700_000_000_000));
    app.use_dialogs = false;
    let ctx = egui::Context::default();
    app.push(Action::NewEvent {
        settings: EventSettings::new("Frame bench", Structure::Basic),
        seed: 1000,
    });
    app.push(Action::Apply(Command::AddPlayers {
        players: (0..players)
            .map(|i| {
                let mut d = PlayerDetails::named(format!("Player {i:04}"));
                d.corp = Some("Haas-Bioroid: Precision Design".into());
                d.runner = Some("Hoshiko Shiro: Untold Protagonist".into());
                d
            })
            .collect(),
    }));
    app.run_actions(&ctx);
    for round in 1..=rounds {
        app.push(Action::Apply(Command::PairRound));
        app.run_actions(&ctx);
        let e = app.event().unwrap();
        let results = e
            .round(round)
            .unwrap()
            .unreported_tables()
            .into_iter()
            .enumerate()
            .map(|(i, t)| {
                let w = if i % 2 == 0 { Side::Corp } else { Side::Runner };
                (
                    t,
                    MatchResult::Games {
                        p1_corp: GameResult::Win {
                            winner: w,
                            reason: None,
                        },
                        p2_corp: GameResult::Win {
                            winner: Side::Corp,
                            reason: None,
                        },
                    },
                )
            })
            .collect();
        app.push(Action::Apply(Command::ReportResults { round, results }));
        app.run_actions(&ctx);
    }
    app
}

fn raw_input() -> egui::RawInput {
    egui::RawInput {
        screen_rect: Some(egui::Rect::from_min_size(
            egui::Pos2::ZERO,
            egui::vec2(1280.0, 800.0),
        )),
        ..Default::default()
    }
}

fn count_texts(shapes: &[egui::epaint::ClippedShape]) -> usize {
    fn count(s: &egui::Shape) -> usize {
        match s {
            egui::Shape::Text(_) => 1,
            egui::Shape::Vec(v) => v.iter().map(count).sum(),
            _ => 0,
        }
    }
    shapes.iter().map(|c| count(&c.shape)).sum()
}

fn bench(c: &mut Criterion) {
    let data = tempfile::tempdir().unwrap();
    let mut app = app_with(1000, 3, data.path());
    // The latest round is left in progress on the Rounds screen, like during an event.
    let ctx = egui::Context::default();
    app.push(Action::Apply(Command::PairRound));
    app.run_actions(&ctx);
    let mut g = c.benchmark_group("frame");
    g.sample_size(30);
    for screen in [Screen::Rounds, Screen::Standings, Screen::Players] {
        app.push(Action::Goto(screen));
        app.run_actions(&ctx);
        // Warm up fonts and layout caches; check the screen really shows its table.
        for _ in 0..3 {
            let out = ctx.run_ui(raw_input(), |ui| app.frame_ui(ui));
            let _ = ctx.tessellate(out.shapes, out.pixels_per_point);
        }
        let out = ctx.run_ui(raw_input(), |ui| app.frame_ui(ui));
        let texts = count_texts(&out.shapes);
        assert!(
            texts > 60,
            "{screen:?} drew only {texts} texts: is the screen showing its table?"
        );
        println!("{screen:?}: {texts} text shapes a frame");
        g.bench_function(format!("{screen:?} with 1000 players"), |b| {
            b.iter(|| {
                let out = ctx.run_ui(raw_input(), |ui| app.frame_ui(ui));
                ctx.tessellate(out.shapes, out.pixels_per_point)
            })
        });
    }
    g.finish();
}

criterion_group!(benches, bench);
criterion_main!(benches);
