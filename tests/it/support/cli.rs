//! Running the command line: in this process ([`in_process`], through `cli::run_args`), as the
//! real binary ([`binary`]), or as the binary in a temporary folder ([`Dir`]).

use netrunner_to::engine::Event;
use netrunner_to::io::save;
use std::ffi::OsString;
use std::path::PathBuf;
use std::process::{Command, Output};

/// What a run printed and how it ended.
#[derive(Debug)]
pub struct Ran {
    /// The exit status: 0 success, 1 an error, 2 a usage error (-1: killed).
    pub code: i32,
    /// Standard output.
    pub out: String,
    /// Standard error.
    pub err: String,
}

impl Ran {
    /// Whether it succeeded.
    pub fn ok(&self) -> bool {
        self.code == 0
    }

    fn of(o: Output) -> Ran {
        Ran {
            code: o.status.code().unwrap_or(-1),
            out: String::from_utf8_lossy(&o.stdout).into_owned(),
            err: String::from_utf8_lossy(&o.stderr).into_owned(),
        }
    }
}

/// `netrunner-to ARGS` in this process (no binary started: fast, and a panic is the test's).
pub fn in_process(args: &[&str]) -> Ran {
    let mut argv: Vec<OsString> = vec!["netrunner-to".into()];
    argv.extend(args.iter().map(OsString::from));
    let (mut out, mut err) = (Vec::new(), Vec::new());
    let code = netrunner_to::cli::run_args(argv, &mut out, &mut err);
    Ran {
        code: if code == std::process::ExitCode::SUCCESS {
            0
        } else if code == std::process::ExitCode::from(2) {
            2
        } else {
            1
        },
        out: String::from_utf8(out).expect("UTF-8 output"),
        err: String::from_utf8(err).expect("UTF-8 errors"),
    }
}

/// The real binary with `args`, after `setup` (its folder, environment) has had its say.
pub fn binary(args: &[&str], setup: impl FnOnce(&mut Command)) -> Ran {
    Ran::of(binary_output(args, setup))
}

/// [`binary`], the raw output.
pub fn binary_output(args: &[&str], setup: impl FnOnce(&mut Command)) -> Output {
    let mut c = Command::new(bin());
    c.args(args);
    setup(&mut c);
    c.output().expect("the binary runs")
}

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
