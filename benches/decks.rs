//! Deck lists: checking the 60 lists of a 30-player event, loading the card data included
//! (target: well under a second), and the parts on their own.
//!
//! The lists are the six World Champion decks (fixtures/decks), read from their NetrunnerDB
//! text, ten times each: 30 players with a Corp and a Runner list.

#![allow(clippy::unwrap_used, clippy::expect_used)] // benchmark setup: a failure should stop the run

use criterion::{Criterion, criterion_group, criterion_main};
use netrunner_to::engine::cards::{CardDb, check, date};
use netrunner_to::io::cards::{EMBEDDED, parse};
use netrunner_to::io::decklist;
use std::hint::black_box;

const LISTS: [&str; 6] = [
    include_str!("../fixtures/decks/2015-world-champion-corp-deck.txt"),
    include_str!("../fixtures/decks/2015-world-champion-runner-deck.txt"),
    include_str!("../fixtures/decks/2016-world-champion-corp-deck.txt"),
    include_str!("../fixtures/decks/2016-world-champion-runner-deck.txt"),
    include_str!("../fixtures/decks/2017-world-champion-corp-deck.txt"),
    include_str!("../fixtures/decks/2017-world-champion-runner-deck.txt"),
];

/// Reads and checks the 60 lists; the number of problems found (so nothing is optimised away).
fn sixty(db: &CardDb) -> usize {
    let rules = db
        .legality("standard", None, date("2025-10-03").unwrap())
        .unwrap();
    let mut problems = 0;
    for i in 0..60 {
        let read = decklist::read(LISTS[i % 6], db).unwrap();
        problems += check(&read.deck, read.side.unwrap(), &rules).len();
    }
    problems
}

fn bench(c: &mut Criterion) {
    let mut g = c.benchmark_group("decks");
    g.sample_size(20);
    g.bench_function("load card data + read and check 60 lists", |b| {
        b.iter(|| {
            let db = parse(black_box(EMBEDDED), "embedded").unwrap();
            black_box(sixty(&db))
        })
    });
    g.bench_function("load card data", |b| {
        b.iter(|| black_box(parse(black_box(EMBEDDED), "embedded").unwrap()))
    });
    let db = parse(EMBEDDED, "embedded").unwrap();
    g.bench_function("read and check 60 lists", |b| {
        b.iter(|| black_box(sixty(&db)))
    });
    let unknown: String = (0..1000)
        .map(|i| format!("3x Nonexistent Card {i}\n"))
        .collect();
    g.bench_function("refuse a list of 1000 unknown titles", |b| {
        b.iter(|| black_box(decklist::read(black_box(&unknown), &db).is_err()))
    });
    g.finish();
}

criterion_group!(benches, bench);
criterion_main!(benches);
