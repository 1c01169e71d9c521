//! The player-list importer on arbitrary bytes: a preview or an error, never a panic or a hang;
//! the rows the preview accepts are accepted by the engine in one `AddPlayers`.
#![no_main]

use libfuzzer_sys::fuzz_target;
use netrunner_to::engine::{Command, Event, EventSettings, PlayerDetails, Structure};
use netrunner_to::io::player_import;

fuzz_target!(|data: &[u8]| {
    let mut event = Event::new(EventSettings::new("Fuzz", Structure::Basic), 1);
    // One registered player, so "already registered" duplicates are exercised too.
    let registered = Command::AddPlayer {
        details: PlayerDetails {
            name: "Ann".into(),
            corp: None,
            runner: None,
            pronouns: None,
            fixed_table: None,
            no_video: false,
        },
        id: None,
    };
    assert!(event.apply(registered).is_ok());
    let Ok(preview) = player_import::preview(data, &event) else {
        return;
    };
    if let Some(command) = preview.command() {
        let before = event.players().len();
        let added = preview.accepted_count();
        let result = event.apply(command);
        assert!(result.is_ok(), "the engine refused accepted rows: {result:?}");
        assert_eq!(event.players().len(), before + added);
    }
});
