//! The follower rig (issue 39), shared by the kill test (`tests/it/follow_kill.rs`, a few
//! phones, a few kills) and the bench (`benches/follow_lag.rs`, 400 phones, 50 kills): the
//! real program serving an event (the owner) and following it (the standby) on 127.0.0.1,
//! phones reporting their tables over HTTP, the owner killed with SIGKILL at random moments
//! and started again.
//!
//! After every kill, [`Rig::check`] reads both files and asserts what the issue promises: the
//! copy is a valid event file, byte for byte the owner's file at some moment (its history a
//! prefix of the owner's, its bytes those of the event that prefix makes), and counts the
//! changes the owner had saved that the copy lacks.

#![allow(dead_code, clippy::unwrap_used, clippy::expect_used, clippy::panic)]

use netrunner_to::engine::Event;
use netrunner_to::io::save;
use std::io::BufRead;
use std::path::{Path, PathBuf};
use std::process::{Child, Command as Process, Stdio};
use std::sync::atomic::{AtomicBool, AtomicUsize, Ordering};
use std::sync::{Arc, Mutex};
use std::time::{Duration, Instant};

/// A small random generator (xorshift), seeded and printed so a run can be repeated.
pub struct Rand(u64);

impl Rand {
    /// From `FOLLOW_SEED` if set, else the clock.
    pub fn new() -> Rand {
        let seed = std::env::var("FOLLOW_SEED")
            .ok()
            .and_then(|s| s.parse().ok())
            .unwrap_or_else(|| {
                std::time::SystemTime::now()
                    .duration_since(std::time::UNIX_EPOCH)
                    .unwrap()
                    .as_nanos() as u64
                    | 1
            });
        eprintln!("follower rig: FOLLOW_SEED={seed}");
        Rand(seed)
    }

    /// A number below `n`.
    pub fn below(&mut self, n: u64) -> u64 {
        self.0 ^= self.0 << 13;
        self.0 ^= self.0 >> 7;
        self.0 ^= self.0 << 17;
        self.0 % n.max(1)
    }
}

/// Waits until `done` holds: a bound of three minutes, polled (never a timing assertion).
pub fn eventually(what: &str, mut done: impl FnMut() -> bool) {
    let until = Instant::now() + Duration::from_secs(180);
    while Instant::now() < until {
        if done() {
            return;
        }
        std::thread::sleep(Duration::from_millis(20));
    }
    panic!("never happened: {what}");
}

fn read(p: &Path) -> Vec<u8> {
    std::fs::read(p).unwrap_or_default()
}

/// The owner, the standby and where they keep their files.
pub struct Rig {
    bin: String,
    _dir: tempfile::TempDir,
    /// The owner's event file.
    pub path: PathBuf,
    /// The standby's copy.
    pub copy: PathBuf,
    log: PathBuf,
    url: String,
    owner: Option<Child>,
    follower: Child,
    /// The owner's outages so far (each makes the follower say so once).
    outages: usize,
}

impl Drop for Rig {
    fn drop(&mut self) {
        if let Some(mut o) = self.owner.take() {
            let _ = o.kill();
            let _ = o.wait();
        }
        let _ = self.follower.kill();
        let _ = self.follower.wait();
    }
}

/// One table's report from one phone.
#[derive(Clone)]
struct Report {
    player: u32,
    form: String,
}

impl Rig {
    fn cli(bin: &str, args: &[&str]) -> String {
        let o = Process::new(bin)
            .args(args)
            .env("NETRUNNER_TO_LOCK_WAIT", "10")
            .output()
            .unwrap();
        assert!(
            o.status.success(),
            "{args:?}: {}",
            String::from_utf8_lossy(&o.stderr)
        );
        String::from_utf8_lossy(&o.stdout).into_owned()
    }

    fn serve(bin: &str, path: &Path, listen: &str) -> Option<(Child, String)> {
        let mut child = Process::new(bin)
            .args(["serve", path.to_str().unwrap(), "--listen", listen])
            .stdout(Stdio::piped())
            .stderr(Stdio::null())
            .spawn()
            .unwrap();
        let mut first = String::new();
        let _ = std::io::BufReader::new(child.stdout.take().unwrap()).read_line(&mut first);
        match first.split_whitespace().find(|w| w.starts_with("http://")) {
            Some(url) => Some((child, url.to_string())),
            None => {
                let _ = child.wait();
                None
            }
        }
    }

    /// An event of `players` players with round 1 paired and published, served, followed, and
    /// the copy caught up.
    pub fn new(bin: &str, players: usize) -> Rig {
        let dir = tempfile::tempdir().unwrap();
        let path = dir.path().join("event.json");
        let p = path.to_str().unwrap();
        Rig::cli(
            bin,
            &[
                "new",
                p,
                "--name",
                "Big Event",
                "--structure",
                "custom",
                "--rounds",
                "30",
                "--seed",
                "11",
            ],
        );
        let names: Vec<String> = (1..=players).map(|i| format!("Player {i:03}")).collect();
        let mut args = vec!["player", "add", p];
        args.extend(names.iter().map(String::as_str));
        Rig::cli(bin, &args);
        Rig::cli(bin, &["pair", p]);
        Rig::cli(bin, &["publish", p]);
        let (owner, url) = Rig::serve(bin, &path, "127.0.0.1:0").expect("serve starts");
        let out = Rig::cli(
            bin,
            &["link", "add", p, "follower", "Standby", "--url", &url],
        );
        let link = out
            .split_whitespace()
            .find(|w| w.starts_with("http://"))
            .unwrap()
            .to_string();
        let copy = dir.path().join("copy.json");
        let log = dir.path().join("follow.log");
        let f = std::fs::File::create(&log).unwrap();
        let follower = Process::new(bin)
            .args(["follow", &link, "--out", copy.to_str().unwrap()])
            .stdout(f.try_clone().unwrap())
            .stderr(f)
            .spawn()
            .unwrap();
        let rig = Rig {
            bin: bin.to_string(),
            _dir: dir,
            path,
            copy,
            log,
            url,
            owner: Some(owner),
            follower,
            outages: 0,
        };
        rig.caught_up();
        rig
    }

    /// Waits until the copy is byte for byte the owner's file.
    pub fn caught_up(&self) {
        eventually("the copy equals the owner's file", || {
            let a = read(&self.path);
            !a.is_empty() && a == read(&self.copy)
        });
    }

    /// The reports still to come in the latest round: both players of every table without a
    /// result (a player whose report waits is left out); the next round is paired first when
    /// the latest is complete.
    fn reports(&self) -> Vec<Report> {
        let mut e = save::load(&self.path).unwrap();
        let complete = |e: &Event| {
            e.rounds()
                .last()
                .is_some_and(|r| r.pairings.iter().all(|p| p.is_bye() || p.result.is_some()))
        };
        if complete(&e) {
            let p = self.path.to_str().unwrap();
            if e.rounds().len() >= 30 {
                Rig::cli(&self.bin, &["delete-round", p, "--force"]);
            }
            Rig::cli(&self.bin, &["pair", p]);
            Rig::cli(&self.bin, &["publish", p]);
            e = save::load(&self.path).unwrap();
        }
        let round = e.rounds().len() as u32;
        let waiting: Vec<u32> = e.pending_reports().iter().map(|r| r.by.0).collect();
        let mut out = Vec::new();
        for t in &e.rounds().last().unwrap().pairings {
            let Some(b) = t.p2 else { continue };
            if t.result.is_some() {
                continue;
            }
            for (who, choice) in [(t.p1, "won-both"), (b, "lost-both")] {
                if waiting.contains(&who.0) {
                    continue;
                }
                out.push(Report {
                    player: who.0,
                    form: format!(
                        "action=report&stage=swiss&round={round}&table={}&result={choice}&code={}",
                        t.table,
                        e.player_code(who).unwrap()
                    ),
                });
            }
        }
        out
    }

    /// Phones report (`workers` at a time, one connection each; the server allows 32 per
    /// address) until `stop` is set or every table is in; returns the reports answered 200.
    pub fn phones(&self, workers: usize, rand: &mut Rand, stop: Arc<AtomicBool>) -> Phones {
        let mut reports = self.reports();
        for i in (1..reports.len()).rev() {
            reports.swap(i, rand.below(i as u64 + 1) as usize);
        }
        let queue = Arc::new(Mutex::new(reports));
        let answered = Arc::new(AtomicUsize::new(0));
        let handles = (0..workers)
            .map(|_| {
                let (queue, stop, answered) = (queue.clone(), stop.clone(), answered.clone());
                let base = self.url.clone();
                std::thread::spawn(move || {
                    let client = reqwest::blocking::Client::builder()
                        .timeout(Duration::from_secs(30))
                        .build()
                        .unwrap();
                    while !stop.load(Ordering::Relaxed) {
                        let Some(r) = queue.lock().unwrap().pop() else {
                            return;
                        };
                        let sent = client
                            .post(format!("{base}player/{}", r.player))
                            .header("content-type", "application/x-www-form-urlencoded")
                            .body(r.form)
                            .send();
                        match sent {
                            Ok(a) if a.status().as_u16() == 200 => {
                                answered.fetch_add(1, Ordering::Relaxed);
                            }
                            _ => {}
                        }
                    }
                })
            })
            .collect();
        Phones {
            handles,
            answered,
            stop,
        }
    }

    /// `kill -9` the owner.
    pub fn kill_owner(&mut self) {
        if let Some(mut o) = self.owner.take() {
            let _ = o.kill();
            let _ = o.wait();
            self.outages += 1;
        }
    }

    /// Waits until the follower has noticed the owner is gone (it says so once per outage):
    /// from then on its copy cannot change.
    pub fn settled(&self) {
        eventually("the follower notices the owner is gone", || {
            std::fs::read_to_string(&self.log)
                .unwrap_or_default()
                .matches("no answer from the owner")
                .count()
                >= self.outages
        });
    }

    /// Starts the owner again on its address and waits until the copy caught up.
    pub fn restart_owner(&mut self) {
        let listen = self
            .url
            .trim_start_matches("http://")
            .trim_end_matches('/')
            .to_string();
        for _ in 0..200 {
            if let Some((child, _)) = Rig::serve(&self.bin, &self.path, &listen) {
                self.owner = Some(child);
                eventually("the follower hears from the owner again", || {
                    std::fs::read_to_string(&self.log)
                        .unwrap_or_default()
                        .matches("the owner answers again")
                        .count()
                        >= self.outages
                });
                self.caught_up();
                return;
            }
            std::thread::sleep(Duration::from_millis(50));
        }
        panic!("cannot serve again at {listen}");
    }

    /// Checks the copy against the owner's file (after a kill, once [`Rig::settled`]):
    /// `(changes the owner saved, changes the copy lacks)`.
    pub fn check(&self) -> (usize, usize) {
        let owner_bytes = read(&self.path);
        let copy_bytes = read(&self.copy);
        let owner = save::from_bytes(&owner_bytes, &self.path)
            .unwrap_or_else(|e| panic!("the owner's file is not valid: {e}"));
        let copy = save::from_bytes(&copy_bytes, &self.copy)
            .unwrap_or_else(|e| panic!("the copy is not a valid event file: {e}"));
        let (h, k) = (owner.history(), copy.history());
        assert!(
            k.len() <= h.len(),
            "the copy has {} changes, the owner {}",
            k.len(),
            h.len()
        );
        assert_eq!(&h[..k.len()], k, "the copy's history is not the owner's");
        // The owner's file when it had these changes: the event its history makes, saved.
        let then = Event::replay(owner.origin(), k).expect("the copy's history replays");
        assert!(
            save::to_bytes(&then) == copy_bytes,
            "the copy is not the owner's file at any moment (after {} changes)",
            k.len()
        );
        (h.len(), h.len() - k.len())
    }

    /// The lag of every change the follower saved, as it printed it (the owner's save to its
    /// own), in seconds. Left out: the first file after the follower started and after each
    /// restart of the owner (its time is when the owner started, not a change's save).
    pub fn lags(&self) -> Vec<f64> {
        let mut out = Vec::new();
        let mut first = true;
        for l in std::fs::read_to_string(&self.log)
            .unwrap_or_default()
            .lines()
        {
            if l.contains("the owner answers again") {
                first = true;
            }
            let Some(lag) = l
                .split("changes, ")
                .nth(1)
                .and_then(|t| t.strip_suffix(" s")?.parse::<f64>().ok())
            else {
                continue;
            };
            if !std::mem::replace(&mut first, false) {
                out.push(lag);
            }
        }
        out
    }
}

/// What a run measured.
pub struct Figures {
    /// Kills.
    pub kills: usize,
    /// Reports the phones got answered 200 (saved by the owner).
    pub answered: usize,
    /// Changes in the owner's history at the end.
    pub changes: usize,
    /// Changes the copy lacked at each kill.
    pub lost: Vec<usize>,
    /// Changes the copy lacked after a kill in a quiet moment.
    pub lost_quiet: usize,
    /// The lag of each save the copy made, in seconds, sorted.
    pub lags: Vec<f64>,
}

impl Figures {
    /// The `p` quantile (0-1) of the lags.
    pub fn lag(&self, p: f64) -> f64 {
        if self.lags.is_empty() {
            return 0.0;
        }
        let i = ((self.lags.len() as f64 - 1.0) * p).round() as usize;
        self.lags[i.min(self.lags.len() - 1)]
    }

    /// One paragraph for `docs/benchmarks.md`.
    pub fn report(&self, players: usize) -> String {
        let total: usize = self.lost.iter().sum();
        let none = self.lost.iter().filter(|n| **n == 0).count();
        let max = self.lost.iter().max().copied().unwrap_or(0);
        format!(
            "{players} players, {} kills: {} reports answered, {} changes in the owner's history; \
             copy saves {}: lag p50 {:.3} s, p99 {:.3} s, max {:.3} s; changes the copy lacked \
             at a kill: {total} in all, none at {none} of {} kills, at most {max}; after a kill \
             in a quiet moment: {}",
            self.kills,
            self.answered,
            self.changes,
            self.lags.len(),
            self.lag(0.5),
            self.lag(0.99),
            self.lag(1.0),
            self.kills,
            self.lost_quiet
        )
    }
}

/// The whole run: `players` players, `workers` phones reporting at a time, the owner killed
/// `kills` times at random moments (within `window_ms` of the phones starting), every kill
/// checked ([`Rig::check`]), the owner started again after each and the copy caught up.
pub fn run(bin: &str, players: usize, workers: usize, kills: usize, window_ms: u64) -> Figures {
    let mut rand = Rand::new();
    let mut rig = Rig::new(bin, players);
    rig.kill_owner();
    rig.settled();
    let lost_quiet = rig.check().1;
    let mut lost = Vec::new();
    let mut answered = 0;
    for _ in 0..kills {
        rig.restart_owner();
        let phones = rig.phones(workers, &mut rand, Arc::new(AtomicBool::new(false)));
        std::thread::sleep(Duration::from_millis(rand.below(window_ms)));
        rig.kill_owner();
        answered += phones.stop();
        rig.settled();
        lost.push(rig.check().1);
    }
    rig.restart_owner();
    let (changes, missing) = rig.check();
    assert_eq!(missing, 0, "the copy did not catch up");
    let mut lags = rig.lags();
    lags.sort_by(f64::total_cmp);
    Figures {
        kills,
        answered,
        changes,
        lost,
        lost_quiet,
        lags,
    }
}

/// Phones reporting.
pub struct Phones {
    handles: Vec<std::thread::JoinHandle<()>>,
    answered: Arc<AtomicUsize>,
    stop: Arc<AtomicBool>,
}

impl Phones {
    /// Stops them (after the kill) and returns how many reports were answered 200.
    pub fn stop(self) -> usize {
        self.stop.store(true, Ordering::Relaxed);
        for h in self.handles {
            let _ = h.join();
        }
        self.answered.load(Ordering::Relaxed)
    }
}
