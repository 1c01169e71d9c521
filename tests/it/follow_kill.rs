//! Issue 39's kill test, bounded: the real `serve` (the owner) with phones reporting and the
//! real `follow` (the standby) on 127.0.0.1; the owner killed with SIGKILL at 10 random moments
//! (the bench `follow_lag` does 50 with 400 phones). Every time, the copy is a valid event
//! file equal to the owner's file at some moment, and the changes the owner saved that the copy
//! lacks are counted (printed; the figures are in `docs/benchmarks.md`). A kill in a quiet
//! moment loses nothing; after every kill the owner starts again and the copy catches up.

#[path = "../../benches/support/follow.rs"]
mod rig;

use rig::{Rand, Rig};
use std::sync::Arc;
use std::sync::atomic::AtomicBool;
use std::time::Duration;

const BIN: &str = env!("CARGO_BIN_EXE_netrunner-to");
const PLAYERS: usize = 40;
const KILLS: usize = 10;

#[test]
fn the_copy_is_the_owners_file_at_some_moment_after_every_kill() {
    let mut rand = Rand::new();
    let mut rig = Rig::new(BIN, PLAYERS);
    // A quiet moment: nothing is lost.
    rig.kill_owner();
    rig.settled();
    assert_eq!(rig.check().1, 0, "a kill in a quiet moment lost changes");
    let mut lost = Vec::new();
    let mut answered = 0;
    for _ in 0..KILLS {
        rig.restart_owner();
        let phones = rig.phones(8, &mut rand, Arc::new(AtomicBool::new(false)));
        std::thread::sleep(Duration::from_millis(rand.below(400)));
        rig.kill_owner();
        answered += phones.stop();
        rig.settled();
        let (_, missing) = rig.check();
        lost.push(missing);
    }
    rig.restart_owner();
    let (changes, missing) = rig.check();
    assert_eq!(missing, 0, "the copy did not catch up");
    eprintln!(
        "follow_kill: {KILLS} kills, {answered} reports answered, {changes} changes in all; changes the copy lacked at each kill: {lost:?}"
    );
    assert!(answered > 0, "no phone got through");
}
