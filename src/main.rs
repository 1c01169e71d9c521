//! The `netrunner-to` binary: with no arguments the desktop app, otherwise the command line.
//!
//! On Windows it is a GUI-subsystem program, so no console window opens behind the app; a
//! command-line subcommand started from a terminal attaches to that terminal's console to print
//! (the way egui/eframe programs on Windows do it).

#![windows_subsystem = "windows"]

fn main() -> std::process::ExitCode {
    if std::env::args_os().len() > 1 {
        #[cfg(windows)]
        windows_console::attach_parent();
        return netrunner_to::cli::main();
    }
    match netrunner_to::app::run() {
        Ok(()) => std::process::ExitCode::SUCCESS,
        Err(e) => {
            #[cfg(windows)]
            windows_console::attach_parent();
            eprintln!("error: the window could not be opened: {e}");
            eprintln!("(the command-line interface works without a display: netrunner-to --help)");
            std::process::ExitCode::FAILURE
        }
    }
}

/// The console of the terminal a GUI-subsystem program was started from.
#[cfg(windows)]
mod windows_console {
    use windows_sys::Win32::System::Console::{
        ATTACH_PARENT_PROCESS, AttachConsole, GetStdHandle, STD_ERROR_HANDLE, STD_OUTPUT_HANDLE,
    };

    /// Attaches to the parent's console when the process has no standard output (started from
    /// a terminal). A process whose output was redirected or piped already has its handles and
    /// keeps them; one started from Explorer has no parent console, and nothing happens.
    #[allow(unsafe_code)]
    pub fn attach_parent() {
        // SAFETY: plain Win32 calls without pointers; a null or invalid handle is only compared.
        unsafe {
            let missing = |which| {
                let h = GetStdHandle(which);
                h.is_null() || h as isize == -1
            };
            if missing(STD_OUTPUT_HANDLE) || missing(STD_ERROR_HANDLE) {
                AttachConsole(ATTACH_PARENT_PROCESS);
            }
        }
    }
}
