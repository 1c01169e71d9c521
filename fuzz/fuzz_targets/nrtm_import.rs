//! The NRTM / Cobra / Aesop's Tables importer on arbitrary bytes: an error or an event, never a
//! panic or a hang; an imported event exports and saves.
#![no_main]

use libfuzzer_sys::fuzz_target;
use netrunner_to::io::{nrtm, save};
use std::path::Path;

fuzz_target!(|data: &[u8]| {
    let Ok(imported) = nrtm::import(data, 1) else {
        return;
    };
    let event = imported.event;
    let _ = event.standings();
    let _ = nrtm::export_string(&event);
    let bytes = save::to_bytes(&event);
    let again = save::from_bytes(&bytes, Path::new("imported.json"));
    assert!(
        again.as_ref().is_ok_and(|e| *e == event),
        "an imported event does not load back after saving: {again:?}"
    );
});
