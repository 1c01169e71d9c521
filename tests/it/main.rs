#![allow(clippy::unwrap_used, clippy::expect_used, clippy::panic)] // test code: a failed step is a failed test

//! The integration tests, one binary (one link of the egui stack instead of one per file).
//! Each module is one area; `hardening` holds crash safety, bad input, soak and output safety.

mod app_document;
mod app_keeping;
mod cli;
mod cli_decks;
mod cli_import_export;
mod cli_multiplayer;
mod cli_stages;
mod csv_export;
mod deck_outputs;
mod deck_properties;
mod decks;
mod elimination_brackets;
mod engine_properties;
mod engine_rules;
mod event_file;
mod exports;
mod fonts;
mod gui_bracket;
mod gui_decks;
mod gui_event;
mod gui_fonts;
mod gui_import_export;
mod gui_multiplayer;
mod gui_multiplayer_helper;
mod gui_players;
mod gui_print;
mod gui_rounds;
mod gui_sharing;
mod gui_small_screens;
mod gui_standings_clock;
mod gui_start_settings;
mod gui_table_helper;
mod hardening;
mod multiplayer_bso;
mod multiplayer_napd;
mod multiplayer_properties;
mod names_commands;
mod nrtm_aesops_2023;
mod nrtm_interchange;
mod pairing_properties;
mod player_import;
mod print;
mod print_multiplayer;
mod real_events;
mod rules_fidelity;
mod single_sided_swiss;
mod stages;
mod table_helpers;
mod web_browser;
mod web_pages;
mod windows_files;
mod writers;
