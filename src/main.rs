//! The `netrunner-to` binary: with no arguments the desktop app, otherwise the command line.

fn main() -> std::process::ExitCode {
    if std::env::args_os().len() > 1 {
        return netrunner_to::cli::main();
    }
    match netrunner_to::app::run() {
        Ok(()) => std::process::ExitCode::SUCCESS,
        Err(e) => {
            eprintln!("error: the window could not be opened: {e}");
            eprintln!("(the command-line interface works without a display: netrunner-to --help)");
            std::process::ExitCode::FAILURE
        }
    }
}
