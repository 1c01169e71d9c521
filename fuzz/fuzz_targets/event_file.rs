//! The event-file loader on arbitrary bytes: it must return an error or an event, never panic or
//! hang; a loaded event must survive what the app does next (standings, exports, saving again,
//! pairing the next round).
#![no_main]

use libfuzzer_sys::fuzz_target;
use netrunner_to::engine::Command;
use netrunner_to::io::{csv, nrtm, save};
use std::path::Path;

fuzz_target!(|data: &[u8]| {
    let Ok(event) = save::from_bytes(data, Path::new("fuzz.json")) else {
        return;
    };
    let _ = event.standings();
    let _ = csv::standings_csv(&event);
    let _ = nrtm::export_string(&event);
    let bytes = save::to_bytes(&event);
    let again = save::from_bytes(&bytes, Path::new("again.json"));
    assert!(
        again.as_ref().is_ok_and(|e| *e == event),
        "a loaded event does not load again the same after saving: {again:?}"
    );
    if event.players().len() <= 64 {
        let _ = event.clone().apply(Command::PairRound);
    }
});
