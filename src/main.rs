//! The `netrunner-to` binary: the command-line interface (the GUI comes later).

fn main() -> std::process::ExitCode {
    netrunner_to::cli::main()
}
