//! The `netrunner-to` binary: with no arguments the desktop app, with one file the app opening
//! it (`netrunner-to event.json`: a double-click, *Open with…*), otherwise the command line.
//!
//! On Windows it is a GUI-subsystem program, so no console window opens behind the app; a
//! command-line subcommand started from a terminal attaches to that terminal's console to print
//! (the way egui/eframe programs on Windows do it).
//!
//! When the window cannot open, the program tries once more with the plainest renderer (in a
//! new process: a process gets one window-system event loop), then shows the reason and what
//! to try in a message box ([`netrunner_to::app::no_window`]) as well as on standard error.

#![windows_subsystem = "windows"]

use netrunner_to::app::{self, Renderer};
use std::ffi::OsString;
use std::process::ExitCode;

/// Set in the second attempt's environment: that process uses [`Renderer::Plain`].
const SECOND_ATTEMPT: &str = "NETRUNNER_TO_RENDERER";

fn main() -> ExitCode {
    let args: Vec<OsString> = std::env::args_os().skip(1).collect();
    let open = netrunner_to::cli::file_to_open(&args);
    if !args.is_empty() && open.is_none() {
        #[cfg(windows)]
        windows_console::attach_parent();
        return netrunner_to::cli::main();
    }
    let second = std::env::var_os(SECOND_ATTEMPT).is_some_and(|v| v == "plain");
    let renderer = if second {
        Renderer::Plain
    } else {
        Renderer::Default
    };
    let error = match app::run(open, renderer) {
        Ok(()) => return ExitCode::SUCCESS,
        Err(e) => e,
    };
    #[cfg(windows)]
    windows_console::attach_parent();
    eprintln!("error: the window could not be opened: {error}");
    let reason = match &error {
        // The template glutin tried is a page of fields that say nothing to an organizer.
        eframe::Error::NoGlutinConfigs(_, why) => format!("no OpenGL configuration: {why}"),
        other => other.to_string(),
    };
    let graphics = !matches!(
        error,
        eframe::Error::WinitEventLoop(_) | eframe::Error::AppCreation(_)
    );
    if graphics && !second {
        eprintln!("note: trying again with the plainest OpenGL configuration (software rendering)");
        match second_attempt() {
            // The second attempt opened the window (or told the organizer why not itself).
            Some(code) => return code,
            None => eprintln!("error: the second attempt could not be started"),
        }
    }
    eprintln!("(the command-line interface works without a display: netrunner-to --help)");
    // The second attempt, when there is one, shows the message box: only once.
    if !app::no_window::tell(&reason) {
        eprintln!("note: no message box could be shown (zenity or xmessage is needed on Linux)");
    }
    ExitCode::FAILURE
}

/// Runs this program again with the same arguments and [`Renderer::Plain`]; its exit code.
fn second_attempt() -> Option<ExitCode> {
    let exe = std::env::current_exe().ok()?;
    let mut child = std::process::Command::new(exe);
    child
        .args(std::env::args_os().skip(1))
        .env(SECOND_ATTEMPT, "plain");
    // Mesa's software renderer, for a driver that is missing or broken.
    #[cfg(all(unix, not(target_os = "macos")))]
    child.env("LIBGL_ALWAYS_SOFTWARE", "1");
    let status = child.status().ok()?;
    Some(if status.success() {
        ExitCode::SUCCESS
    } else {
        ExitCode::FAILURE
    })
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
            if missing(STD_ERROR_HANDLE) || missing(STD_OUTPUT_HANDLE) {
                AttachConsole(ATTACH_PARENT_PROCESS);
            }
        }
    }
}
