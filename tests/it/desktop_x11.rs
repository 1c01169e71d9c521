//! The real program on a real X server (issue 29): an Xvfb display of the test's own (a free
//! number in 90–99, claimed with a lock file), openbox where a window manager is needed, the
//! built binary with its own data and configuration folders, driven with xdotool, xclip, xprop,
//! and read back with `import` + tesseract. Every wait is bounded; every child is killed on drop.
//!
//! The tools are Debian's `xvfb xdotool xclip x11-utils openbox imagemagick tesseract-ocr`
//! (`xmessage` is in `x11-utils`). Under CI (`CI=true`) a missing tool fails the test; elsewhere
//! the test is skipped with a loud message.

use std::io::Write as _;
use std::path::{Path, PathBuf};
use std::process::{Child, Command, Output, Stdio};
use std::time::{Duration, Instant};

/// The built program.
pub const BIN: &str = env!("CARGO_BIN_EXE_netrunner-to");

/// Whether `tool` is on the PATH.
fn on_path(tool: &str) -> bool {
    std::env::var_os("PATH")
        .is_some_and(|p| std::env::split_paths(&p).any(|d| d.join(tool).is_file()))
}

/// Whether every tool is there. Under CI a missing one fails the test; elsewhere the test is
/// skipped (returns `false`) after saying so on standard error.
pub fn have(tools: &[&str]) -> bool {
    let missing: Vec<&str> = tools.iter().copied().filter(|t| !on_path(t)).collect();
    if missing.is_empty() {
        return true;
    }
    let msg = format!(
        "the real-window test needs {} (Debian: xvfb xdotool xclip x11-utils openbox imagemagick tesseract-ocr)",
        missing.join(", ")
    );
    if std::env::var("CI").is_ok_and(|v| v == "true") {
        panic!("{msg}");
    }
    eprintln!("\n*** SKIPPED: {msg} ***\n");
    false
}

/// Waits until `f` gives `Some`, checking every 100 ms, at most `limit`.
pub fn wait_for<T>(limit: Duration, mut f: impl FnMut() -> Option<T>) -> Option<T> {
    let end = Instant::now() + limit;
    loop {
        if let Some(t) = f() {
            return Some(t);
        }
        if Instant::now() >= end {
            return None;
        }
        std::thread::sleep(Duration::from_millis(100));
    }
}

/// A child killed and reaped on drop.
pub struct Kid(pub Child);

impl Drop for Kid {
    fn drop(&mut self) {
        if self.0.try_wait().ok().flatten().is_some() {
            return;
        }
        // SIGTERM first, so that Xvfb removes its lock and socket; then SIGKILL.
        let pid = self.0.id().to_string();
        let _ = Command::new("kill")
            .args(["-TERM", &pid])
            .stderr(Stdio::null())
            .status();
        let ended = wait_for(Duration::from_secs(3), || self.0.try_wait().ok().flatten());
        if ended.is_none() {
            let _ = self.0.kill();
        }
        let _ = self.0.wait();
    }
}

/// An Xvfb display of this test's own, with openbox when asked.
pub struct Display {
    /// The display number (`:N`).
    pub n: u32,
    wm: Option<Kid>,
    xvfb: Option<Kid>,
    lock: PathBuf,
}

/// Whether the process `pid` is alive (a lock left by a test that was killed is not).
fn alive(pid: &str) -> bool {
    Path::new("/proc").join(pid.trim()).exists()
}

impl Display {
    /// Starts Xvfb (1280×900, 24 bits) on a free display; `extra` are more Xvfb arguments
    /// (`-extension GLX`). With `wm`, openbox manages the windows.
    pub fn start(wm: bool, extra: &[&str]) -> Display {
        for n in 90..100u32 {
            let lock = std::env::temp_dir().join(format!("netrunner-to-test-display-{n}.lock"));
            // A server runs there, unless its lock was left by one that is gone.
            let x_lock = PathBuf::from(format!("/tmp/.X{n}-lock"));
            if let Ok(pid) = std::fs::read_to_string(&x_lock) {
                if alive(&pid) {
                    continue;
                }
                let _ = std::fs::remove_file(&x_lock);
                let _ = std::fs::remove_file(format!("/tmp/.X11-unix/X{n}"));
            }
            let claimed = std::fs::OpenOptions::new()
                .write(true)
                .create_new(true)
                .open(&lock);
            let mut file = match claimed {
                Ok(f) => f,
                Err(_) => {
                    // Taken, unless its test is gone.
                    let owner = std::fs::read_to_string(&lock).unwrap_or_default();
                    if owner.trim().is_empty() || alive(&owner) {
                        continue;
                    }
                    let _ = std::fs::remove_file(&lock);
                    match std::fs::OpenOptions::new()
                        .write(true)
                        .create_new(true)
                        .open(&lock)
                    {
                        Ok(f) => f,
                        Err(_) => continue,
                    }
                }
            };
            let _ = write!(file, "{}", std::process::id());
            let xvfb = Command::new("Xvfb")
                .arg(format!(":{n}"))
                .args(["-screen", "0", "1280x900x24", "-nolisten", "tcp"])
                .args(extra)
                .stdout(Stdio::null())
                .stderr(Stdio::null())
                .spawn()
                .expect("Xvfb starts");
            let mut d = Display {
                n,
                wm: None,
                xvfb: Some(Kid(xvfb)),
                lock,
            };
            let socket = PathBuf::from(format!("/tmp/.X11-unix/X{n}"));
            let up = wait_for(Duration::from_secs(15), || {
                let exited = d
                    .xvfb
                    .as_mut()
                    .is_some_and(|k| k.0.try_wait().ok().flatten().is_some());
                if exited {
                    return Some(false);
                }
                (socket.exists() && d.run("xprop", &["-root", "_NET_NONE"]).is_some())
                    .then_some(true)
            });
            if up != Some(true) {
                // Another server has this number: try the next (the lock goes on drop).
                continue;
            }
            // Still ours: another server that took the number would answer xprop too.
            std::thread::sleep(Duration::from_millis(200));
            if d.xvfb
                .as_mut()
                .is_some_and(|k| k.0.try_wait().ok().flatten().is_some())
            {
                continue;
            }
            if wm {
                let log = std::env::temp_dir().join(format!("netrunner-to-test-openbox-{n}.log"));
                let openbox = d
                    .command("openbox")
                    .stdin(Stdio::null())
                    .stdout(Stdio::null())
                    .stderr(std::fs::File::create(&log).unwrap())
                    .spawn()
                    .expect("openbox starts");
                d.wm = Some(Kid(openbox));
                let managed = wait_for(Duration::from_secs(30), || {
                    let out = d.run("xprop", &["-root", "_NET_SUPPORTING_WM_CHECK"])?;
                    out.contains("window id").then_some(())
                });
                if managed.is_none() {
                    let said = std::fs::read_to_string(&log).unwrap_or_default();
                    eprintln!("openbox did not start on :{n} ({said}); trying another display");
                    continue;
                }
            }
            return d;
        }
        panic!("no free X display in :90–:99");
    }

    /// A command for this display.
    pub fn command(&self, program: &str) -> Command {
        let mut c = Command::new(program);
        c.env("DISPLAY", format!(":{}", self.n))
            .env_remove("WAYLAND_DISPLAY");
        c
    }

    /// Runs a tool on this display; its standard output when it succeeded.
    pub fn run(&self, program: &str, args: &[&str]) -> Option<String> {
        let out: Output = self
            .command(program)
            .args(args)
            .stdin(Stdio::null())
            .output()
            .ok()?;
        out.status
            .success()
            .then(|| String::from_utf8_lossy(&out.stdout).into_owned())
    }

    /// The windows whose name contains `name` (xdotool's ids).
    pub fn windows_named(&self, name: &str) -> Vec<String> {
        self.run("xdotool", &["search", "--name", name])
            .unwrap_or_default()
            .lines()
            .map(str::to_string)
            .collect()
    }

    /// Waits (at most `limit`) for a window whose name contains `name`; its id.
    pub fn window(&self, name: &str, limit: Duration) -> Option<String> {
        wait_for(limit, || self.windows_named(name).into_iter().next())
    }

    /// The window's name (its title).
    pub fn title(&self, window: &str) -> String {
        self.run("xdotool", &["getwindowname", window])
            .unwrap_or_default()
            .trim()
            .to_string()
    }

    /// A screenshot of the whole screen into `png`.
    pub fn screenshot(&self, png: &Path) {
        let path = png.to_str().unwrap();
        assert!(
            self.run("import", &["-window", "root", path]).is_some(),
            "import could not take a screenshot"
        );
    }

    /// The words on the screen with their centres, read by tesseract from the screenshot
    /// (`png`) enlarged three times in grey, cut at `threshold` percent: egui's small
    /// anti-aliased text on light grey is read far better so.
    pub fn words(&self, png: &Path, threshold: u32) -> Vec<(String, (u32, u32))> {
        self.screenshot(png);
        let big = png.with_extension("ocr.png");
        let cut = format!("{threshold}%");
        let converted = Command::new("convert")
            .arg(png)
            .args(["-colorspace", "Gray", "-resize", "300%", "-threshold", &cut])
            .arg(&big)
            .status()
            .is_ok_and(|s| s.success());
        assert!(converted, "ImageMagick's convert failed");
        let out = Command::new("tesseract")
            .arg(&big)
            .args(["stdout", "--psm", "11", "tsv"])
            .stderr(Stdio::null())
            .output()
            .expect("tesseract runs");
        let tsv = String::from_utf8_lossy(&out.stdout).into_owned();
        tsv.lines()
            .skip(1)
            .filter_map(|l| {
                let f: Vec<&str> = l.split('\t').collect();
                if f.len() < 12 || f[11].trim().is_empty() {
                    return None;
                }
                let n = |i: usize| f[i].parse::<u32>().ok();
                let (x, y) = (n(6)? + n(8)? / 2, n(7)? + n(9)? / 2);
                Some((f[11].trim().to_string(), (x / 3, y / 3)))
            })
            .collect()
    }

    /// The words on the screen, in reading order, one string.
    pub fn read_screen(&self, png: &Path) -> String {
        let words: Vec<String> = self.words(png, 70).into_iter().map(|(w, _)| w).collect();
        words.join(" ")
    }

    /// The centre of the word `word` on the screen (the leftmost when it shows more than once:
    /// the navigation column before a heading), if seen.
    pub fn find_word(&self, png: &Path, word: &str) -> Option<(u32, u32)> {
        [70, 50].into_iter().find_map(|threshold| {
            self.words(png, threshold)
                .into_iter()
                .filter(|(w, _)| w == word)
                .map(|(_, at)| at)
                .min()
        })
    }

    /// Clicks at a point of the screen.
    pub fn click(&self, (x, y): (u32, u32)) {
        let (x, y) = (x.to_string(), y.to_string());
        self.run("xdotool", &["mousemove", "--sync", &x, &y]);
        std::thread::sleep(Duration::from_millis(150));
        self.run("xdotool", &["click", "1"]);
        std::thread::sleep(Duration::from_millis(300));
    }

    /// Waits for `word` on the screen and clicks it; panics naming it when it never shows.
    pub fn click_word(&self, png: &Path, word: &str) {
        let at = wait_for(Duration::from_secs(20), || self.find_word(png, word));
        let at = at.unwrap_or_else(|| {
            panic!(
                "{word:?} never showed on the screen (last screenshot: {})",
                png.display()
            )
        });
        self.click(at);
    }
}

impl Drop for Display {
    fn drop(&mut self) {
        self.wm = None;
        self.xvfb = None;
        let _ = std::fs::remove_file(&self.lock);
    }
}

/// The program running on a display with its own data and configuration folders.
pub struct App {
    kid: Kid,
    /// Its home for the test: `data/` (XDG_DATA_HOME), `config/`, files the test writes.
    pub home: tempfile::TempDir,
    stderr: PathBuf,
}

impl App {
    /// The app's data folder (`$XDG_DATA_HOME/netrunner-to`).
    pub fn data_dir(home: &Path) -> PathBuf {
        home.join("data").join("netrunner-to")
    }

    /// Starts the program on `d` with `args`, in `home`, with `env` added.
    pub fn start(
        d: &Display,
        home: tempfile::TempDir,
        args: &[&Path],
        env: &[(&str, &str)],
    ) -> App {
        let stderr = home.path().join("stderr.txt");
        let mut c = d.command(BIN);
        c.args(args)
            .env("XDG_DATA_HOME", home.path().join("data"))
            .env("XDG_CONFIG_HOME", home.path().join("config"))
            .env("NETRUNNER_TO_LANGUAGE", "en")
            .stdin(Stdio::null())
            .stdout(Stdio::null())
            .stderr(std::fs::File::create(&stderr).unwrap());
        for (k, v) in env {
            c.env(k, v);
        }
        App {
            kid: Kid(c.spawn().expect("the program starts")),
            home,
            stderr,
        }
    }

    /// The program's process id.
    pub fn pid(&self) -> u32 {
        self.kid.0.id()
    }

    /// What it wrote to standard error so far.
    pub fn stderr(&self) -> String {
        std::fs::read_to_string(&self.stderr).unwrap_or_default()
    }

    /// Its exit status, once it has exited (waits at most `limit`).
    pub fn exited(&mut self, limit: Duration) -> Option<std::process::ExitStatus> {
        wait_for(limit, || self.kid.0.try_wait().ok().flatten())
    }

    /// Whether it is still running.
    pub fn running(&mut self) -> bool {
        self.kid.0.try_wait().ok().flatten().is_none()
    }

    /// A path in its home.
    pub fn path(&self, name: &str) -> PathBuf {
        self.home.path().join(name)
    }
}

impl Drop for App {
    fn drop(&mut self) {
        // A failed test keeps its screenshots and the program's standard error to look at.
        if std::thread::panicking() {
            let keep = std::env::temp_dir().join("netrunner-to-desktop-failures");
            let _ = std::fs::create_dir_all(&keep);
            let tag = self.pid().to_string();
            for entry in std::fs::read_dir(self.home.path())
                .into_iter()
                .flatten()
                .flatten()
            {
                let name = entry.file_name().to_string_lossy().into_owned();
                if name.ends_with(".png") || name.ends_with(".txt") {
                    let _ = std::fs::copy(entry.path(), keep.join(format!("{tag}-{name}")));
                }
            }
            eprintln!("screenshots and stderr kept in {}", keep.display());
        }
    }
}

/// A folder for one test's files (the screenshots stay in it while the test runs).
pub fn home() -> tempfile::TempDir {
    tempfile::tempdir().unwrap()
}
