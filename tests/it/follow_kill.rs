//! Issue 39's kill test, bounded: the real `serve` (the owner) with phones reporting and the
//! real `follow` (the standby) on 127.0.0.1; the owner killed with SIGKILL at 10 random moments
//! (the bench `follow_lag` does 50 with 400 phones). Every time, the copy is a valid event
//! file equal to the owner's file at some moment ([`rig::Rig::check`]), and the changes the
//! owner saved that the copy lacks are counted (printed; the figures are in
//! `docs/benchmarks.md`). A kill in a quiet moment loses nothing; after every kill the owner
//! starts again and the copy catches up.

#[path = "../../benches/support/follow.rs"]
pub(crate) mod rig;

const BIN: &str = env!("CARGO_BIN_EXE_netrunner-to");

#[test]
fn the_copy_is_the_owners_file_at_some_moment_after_every_kill() {
    let f = rig::run(BIN, 40, 8, 10, 400);
    eprintln!("follow_kill: {}", f.report(40));
    assert_eq!(f.lost_quiet, 0, "a kill in a quiet moment lost changes");
    assert_eq!(f.lost.len(), 10);
    assert!(f.answered > 0, "no phone got through");
}

/// The bench's run (400 phones, 50 kills) on the test build: `cargo test --test it
/// follow_kill -- --ignored --nocapture` (the bench `follow_lag` runs it on the release build).
#[test]
#[ignore = "a few minutes: the bench's figures on the test build"]
fn four_hundred_phones_fifty_kills() {
    let f = rig::run(BIN, 400, 24, 50, 1500);
    eprintln!("follow_kill (test build): {}", f.report(400));
    assert_eq!(f.lost_quiet, 0);
}
