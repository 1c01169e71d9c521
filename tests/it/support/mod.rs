//! The test rigs every area shares (issue 35: they were copied across modules): running the
//! command line (in this process or as the real binary, in a temporary folder) and driving the
//! app in a kittest window.

pub mod app;
pub mod cli;
