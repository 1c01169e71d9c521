//! GUI frame time with 1,000 players on the Rounds, Standings and Players screens, and with
//! 2,000 players (12 Swiss rounds) on every screen, the bracket after a top-16 cut included
//! (target: under 8 ms a frame). A frame is one full egui pass of the real app
//! (`NetrunnerApp::frame_ui`) including layout and tessellation; GPU time is not included (no
//! renderer runs here).

#![allow(clippy::unwrap_used, clippy::expect_used)] // benchmark setup: a failure should stop the run

use criterion::{Criterion, criterion_group, criterion_main};
use netrunner_to::app::screens::Screen;
use netrunner_to::app::{Action, NetrunnerApp};
use netrunner_to::engine::command::EliminationOutcome;
use netrunner_to::engine::elimination::GameStatus;
use netrunner_to::engine::{
    Command, CutSize, EventSettings, GameResult, MatchResult, PlayerDetails, Side, Structure,
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

/// Draws a few warm-up frames, checks the screen shows at least `min_texts` texts, and
/// benchmarks a frame.
fn bench_screen(
    g: &mut criterion::BenchmarkGroup<'_, criterion::measurement::WallTime>,
    ctx: &egui::Context,
    app: &mut NetrunnerApp,
    screen: Screen,
    min_texts: usize,
    label: &str,
) {
    app.push(Action::Goto(screen));
    app.run_actions(ctx);
    // Warm up fonts and layout caches; check the screen really shows its content.
    for _ in 0..3 {
        let out = ctx.run_ui(raw_input(), |ui| app.frame_ui(ui));
        let _ = ctx.tessellate(out.shapes, out.pixels_per_point);
    }
    let out = ctx.run_ui(raw_input(), |ui| app.frame_ui(ui));
    let texts = count_texts(&out.shapes);
    if std::env::var_os("NRTO_DUMP_TEXTS").is_some() {
        fn dump(s: &egui::Shape) {
            match s {
                egui::Shape::Text(t) => print!("[{}] ", t.galley.text()),
                egui::Shape::Vec(v) => v.iter().for_each(dump),
                _ => {}
            }
        }
        out.shapes.iter().for_each(|c| dump(&c.shape));
        println!();
    }
    assert!(
        texts >= min_texts,
        "{screen:?} drew only {texts} texts: is the screen showing its content?"
    );
    println!("{screen:?} ({label}): {texts} text shapes a frame");
    g.bench_function(format!("{screen:?} with {label}"), |b| {
        b.iter(|| {
            let out = ctx.run_ui(raw_input(), |ui| app.frame_ui(ui));
            ctx.tessellate(out.shapes, out.pixels_per_point)
        })
    });
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
        bench_screen(&mut g, &ctx, &mut app, screen, 60, "1000 players");
    }
    drop(app);

    // 2,000 players: 11 rounds reported, round 12 in progress with the clock running.
    let data = tempfile::tempdir().unwrap();
    let mut app = app_with(2000, 11, data.path());
    let ctx = egui::Context::default();
    app.push(Action::Apply(Command::PairRound));
    app.push(Action::Apply(Command::ClockStart {
        at_ms: 1_700_000_000_000 - 5 * 60_000,
    }));
    app.run_actions(&ctx);
    assert_eq!(app.event().unwrap().rounds().len(), 12);
    let label = "2000 players";
    for (screen, min) in [
        (Screen::Start, 5),
        (Screen::Players, 60),
        (Screen::Rounds, 60),
        (Screen::Standings, 60),
        (Screen::Clock, 3),
    ] {
        bench_screen(&mut g, &ctx, &mut app, screen, min, label);
    }
    // Round 12 reported, the cut to the top 16, and the bracket half played.
    let e = app.event().unwrap();
    let results = e
        .round(12)
        .unwrap()
        .unreported_tables()
        .into_iter()
        .map(|t| (t, MatchResult::IntentionalSplit))
        .collect();
    app.push(Action::Apply(Command::ReportResults { round: 12, results }));
    app.push(Action::Apply(Command::Cut {
        size: CutSize::Top16,
        kind: None,
        seeds: None,
    }));
    app.run_actions(&ctx);
    for round in 1..=4 {
        let choices = if round == 1 {
            (1..=8)
                .map(|game| netrunner_to::engine::command::SideChoice {
                    game,
                    side: Side::Corp,
                })
                .collect()
        } else {
            vec![]
        };
        app.push(Action::Apply(Command::PairElimination { choices }));
        app.run_actions(&ctx);
        let b = app.event().unwrap().cut().unwrap();
        for g in b.games() {
            if g.status == GameStatus::Ready && g.sides.is_some() {
                let (p, _) = g.pair().unwrap();
                app.push(Action::Apply(Command::ReportElimination {
                    game: g.number(),
                    outcome: EliminationOutcome::Winner { player: p },
                }));
            }
        }
        app.run_actions(&ctx);
    }
    assert!(app.error.is_none(), "{:?}", app.error);
    let b = app.event().unwrap().cut().unwrap();
    assert!(b.has_started() && !b.is_finished());
    bench_screen(
        &mut g,
        &ctx,
        &mut app,
        Screen::Bracket,
        30,
        "2000 players, top 16",
    );
    bench_screen(
        &mut g,
        &ctx,
        &mut app,
        Screen::Standings,
        30,
        "2000 players, top 16",
    );
    g.finish();
}

criterion_group!(benches, bench);
criterion_main!(benches);
