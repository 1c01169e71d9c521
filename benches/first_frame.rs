//! Time to the first frame that shows an event: a new app, a new egui context, the event file
//! opened, frames drawn (layout and tessellation; no GPU) until the players screen shows the
//! names — for 40 players with Latin names, and for 40 players with Japanese names, where the
//! app has to find a font on the computer (scan the font folders, read Noto Sans CJK, rasterize
//! the glyphs). Every iteration starts from scratch with a fresh font discovery (the font
//! files themselves are in the OS's page cache after the first iteration, as on a second
//! start). Also the PDF of a 40-player Japanese registration sheet, with its size.

#![allow(clippy::unwrap_used, clippy::expect_used)] // benchmark setup: a failure should stop the run

use criterion::{Criterion, criterion_group, criterion_main};
use netrunner_to::app::fonts::ScreenFonts;
use netrunner_to::app::{Action, NetrunnerApp};
use netrunner_to::engine::{Command, Event, EventSettings, PlayerDetails, Structure};
use netrunner_to::io::fonts::FontDiscovery;
use netrunner_to::io::print::{Kind, Paper, Printout, fonts::Fonts, render_with};
use std::path::Path;
use std::sync::Arc;

const FAMILY: [&str; 10] = [
    "田中", "鈴木", "佐藤", "高橋", "伊藤", "渡辺", "山本", "中村", "小林", "加藤",
];
const GIVEN: [&str; 4] = ["太郎", "花子", "健太", "さくら"];

fn event(japanese: bool) -> Event {
    let name = if japanese {
        "テスト大会"
    } else {
        "Store Champs"
    };
    let mut e = Event::new(EventSettings::new(name, Structure::Basic), 9);
    let players = (0..40)
        .map(|i| {
            let name = if japanese {
                format!("{} {}", FAMILY[i % 10], GIVEN[i / 10])
            } else {
                format!("Player {i:02} Müller")
            };
            let mut d = PlayerDetails::named(name);
            d.corp = Some("Haas-Bioroid: Precision Design".into());
            d
        })
        .collect();
    e.apply(Command::AddPlayers { players }).unwrap();
    e.apply(Command::PairRound).unwrap();
    e
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

/// A new app opens `path` and draws until the event shows; returns the number of frames.
fn first_frames(path: &Path, data: &Path) -> usize {
    let mut app = NetrunnerApp::new(data.to_path_buf(), Box::new(|| 1_700_000_000_000));
    app.use_dialogs = false;
    app.fonts = ScreenFonts::new(Arc::new(FontDiscovery::system()));
    app.push(Action::Open(path.to_path_buf()));
    let ctx = egui::Context::default();
    // Frame 1 opens the file (actions run after the frame); frame 2 draws the players.
    for _ in 0..2 {
        let mut out = ctx.run_ui(raw_input(), |ui| app.frame_ui(ui));
        let _ = ctx.tessellate(std::mem::take(&mut out.shapes), out.pixels_per_point);
        out.textures_delta.clear();
    }
    assert!(app.event().is_some());
    2
}

fn bench(c: &mut Criterion) {
    let dir = tempfile::tempdir().unwrap();
    let mut g = c.benchmark_group("first_frame");
    g.sample_size(10);
    for japanese in [false, true] {
        let e = event(japanese);
        let path = dir.path().join(format!("event-{japanese}.json"));
        netrunner_to::io::save::save(&path, &e).unwrap();
        let label = if japanese {
            "40 Japanese names"
        } else {
            "40 Latin names"
        };
        g.bench_function(label, |b| {
            b.iter(|| first_frames(&path, &dir.path().join("data")))
        });
    }
    let e = event(true);
    let p = Printout::for_event(&e, Kind::Registration, None).unwrap();
    let fonts = Fonts::with_discovery(Arc::new(FontDiscovery::system())).unwrap();
    let pdf = render_with(&e, &p, Paper::A4, &fonts).unwrap();
    println!(
        "40-player Japanese registration sheet: {} bytes (fonts: DejaVu Sans + {:?})",
        pdf.len(),
        fonts.fallback_families()
    );
    g.bench_function("registration PDF, 40 Japanese names", |b| {
        b.iter(|| {
            let fonts = Fonts::with_discovery(Arc::new(FontDiscovery::system())).unwrap();
            render_with(&e, &p, Paper::A4, &fonts).unwrap().len()
        })
    });
    g.finish();
}

criterion_group!(benches, bench);
criterion_main!(benches);
