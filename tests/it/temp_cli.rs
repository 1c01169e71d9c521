//! A temporary folder to run the real `netrunner-to` binary in, shared by the command-line tests
//! of issue 11 (`writers`, `names_commands`).

use netrunner_to::engine::Event;
use netrunner_to::io::save;
use std::path::PathBuf;
use std::process::{Command, Output};

const BIN: &str = env!("CARGO_BIN_EXE_netrunner-to");

/// The binary under test: `NRTO_TEST_BIN` runs these tests against another build (how we
/// checked that they fail on the code before the fixes).
pub fn bin() -> String {
    std::env::var("NRTO_TEST_BIN").unwrap_or_else(|_| BIN.to_string())
}

/// A temporary folder the commands run in.
pub struct Dir {
    dir: tempfile::TempDir,
}

impl Dir {
    /// An empty folder.
    pub fn new() -> Dir {
        Dir {
            dir: tempfile::tempdir().unwrap(),
        }
    }
    /// A file in the folder.
    pub fn path(&self, name: &str) -> PathBuf {
        self.dir.path().join(name)
    }
    /// The command, ready to run in the folder.
    pub fn cmd(&self, args: &[&str]) -> Command {
        let mut c = Command::new(bin());
        c.args(args).current_dir(self.dir.path());
        c
    }
    /// Runs a command.
    pub fn run(&self, args: &[&str]) -> Output {
        self.cmd(args).output().unwrap()
    }
    /// Runs a command that must succeed; its stdout.
    pub fn ok(&self, args: &[&str]) -> String {
        let out = self.run(args);
        assert!(
            out.status.success(),
            "{args:?} failed: {}",
            String::from_utf8_lossy(&out.stderr)
        );
        String::from_utf8(out.stdout).unwrap()
    }
    /// Runs a command that must fail with status 1 and leave `file` as it was; its stderr.
    pub fn fails(&self, args: &[&str], file: &str) -> String {
        let before = std::fs::read(self.path(file)).ok();
        let out = self.run(args);
        let err = String::from_utf8_lossy(&out.stderr).into_owned();
        assert_eq!(out.status.code(), Some(1), "{args:?} should fail: {err}");
        assert_eq!(
            std::fs::read(self.path(file)).ok(),
            before,
            "{args:?} changed {file}"
        );
        err
    }
    /// Loads an event file of the folder.
    pub fn load(&self, file: &str) -> Event {
        save::load(&self.path(file)).unwrap()
    }
}
