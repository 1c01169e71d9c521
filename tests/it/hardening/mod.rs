#![allow(clippy::unwrap_used, clippy::expect_used, clippy::panic)] // test code: a failed step is a failed test

//! Hardening (one test binary, to keep the suite's build time down): crash safety with real
//! SIGKILLs, bad input and limits, bounded fuzzing, soak tests at scale, older event-file
//! versions, and output safety. `docs/robustness.md` describes each with its figures.

mod bad_input;
mod common;
mod crash_safety;
mod event_file_versions;
mod output_safety;
mod soak;
