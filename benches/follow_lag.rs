//! How far behind a standby is (issue 39), on loopback only and bounded: a 400-player event
//! with its rounds paired and published as they complete; the real `serve` (the owner), phones
//! reporting their tables (24 at a time: the server allows 32 connections per address, and
//! every phone here is 127.0.0.1), and the real `follow` (the standby). The owner is killed
//! with SIGKILL at 50 random moments (within 1.5 s of the phones starting) and started again
//! each time; after every kill the copy is checked (a valid event file equal to the owner's
//! file at some moment) and the changes the owner saved that the copy lacks are counted.
//! Prints the copy's lag (the owner's save to the standby's, p50/p99/max) and the losses for
//! `docs/benchmarks.md`. Not a criterion benchmark: one bounded run.
//!
//! `cargo bench --bench follow_lag` (release build; a few minutes).

#![allow(clippy::unwrap_used, clippy::expect_used, clippy::panic)] // benchmark: a failure should stop the run

#[path = "support/follow.rs"]
mod rig;

const PLAYERS: usize = 400;

fn main() {
    let bin = env!("CARGO_BIN_EXE_netrunner-to");
    let f = rig::run(bin, PLAYERS, 24, 50, 1500);
    println!("follow_lag: {}", f.report(PLAYERS));
    println!(
        "target: p99 lag under 1 s ({}), nothing lost in a quiet moment ({})",
        if f.lag(0.99) < 1.0 { "met" } else { "NOT met" },
        if f.lost_quiet == 0 { "met" } else { "NOT met" }
    );
}
