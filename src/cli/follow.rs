//! `follow` and `take-over` (issue 39): a second computer keeps a copy of the event over the
//! local network, and becomes its owner when the organizer's laptop is gone.

use super::{EventFile, Out, Session};
use crate::engine::Command;
use crate::io::follow::{DEFAULT_WAIT, FollowUrl, Follower, Step, now_ms, tell_moved};
use clap::Args;
use std::path::PathBuf;
use std::time::Duration;

/// Arguments of `follow`.
#[derive(Debug, Args)]
pub struct FollowArgs {
    /// The follower link (`http://192.168.1.20:8080/follow/SECRET`, as `link add EVENT follower
    /// NAME` prints it).
    #[arg(value_name = "LINK")]
    link: String,
    /// The copy: an event file this computer keeps, replaced (atomically) after every change.
    #[arg(long, value_name = "EVENT.json")]
    out: PathBuf,
}

fn clock() -> String {
    chrono::Local::now().format("%H:%M:%S").to_string()
}

/// How long to wait before asking again an owner that does not answer.
const RETRY: Duration = Duration::from_millis(500);

/// `follow`: keeps the copy until stopped (Ctrl+C), the link revoked, or the event moved.
pub fn follow(a: FollowArgs, o: &mut Out<'_>) -> anyhow::Result<()> {
    let mut f = Follower::start(&a.link, &a.out)?;
    writeln!(
        o.out,
        "following {} into {} (press Ctrl+C to stop)",
        f.url().base(),
        a.out.display()
    )?;
    o.out.flush()?;
    let mut lost_said = false;
    let mut failed: Option<String> = None;
    loop {
        let step = f.step(DEFAULT_WAIT);
        if lost_said && matches!(step, Step::Updated { .. } | Step::Unchanged) {
            writeln!(o.out, "{} the owner answers again", clock())?;
            lost_said = false;
        }
        match step {
            Step::Updated { gained } => {
                failed = None;
                let st = f.status();
                let (changes, seconds) = st.behind(now_ms());
                writeln!(
                    o.out,
                    "{} saved: {} changes (+{gained}); behind by {changes} changes, {seconds:.3} s",
                    clock(),
                    st.changes
                )?;
            }
            Step::Unchanged => {}
            Step::Lost(why) => {
                if !lost_said {
                    let st = f.status();
                    writeln!(
                        o.out,
                        "{} no answer from the owner ({why}); the copy holds {} changes; trying again",
                        clock(),
                        st.changes
                    )?;
                    lost_said = true;
                }
                std::thread::sleep(RETRY);
            }
            Step::Failed(why) => {
                if failed.as_ref() != Some(&why) {
                    writeln!(o.out, "{} {why}; trying again", clock())?;
                }
                failed = Some(why);
                std::thread::sleep(RETRY);
            }
            Step::Stopped(why) => anyhow::bail!("{why}"),
            Step::Refused(status) => {
                anyhow::bail!(
                    "the owner refused the follower link ({status}): it was revoked or mistyped; the copy {} is kept as it was",
                    a.out.display()
                );
            }
            Step::Moved { by, at } => {
                writeln!(
                    o.out,
                    "{} the event moved: {by} took it over at {at}; follow {by}'s link instead",
                    clock()
                )?;
                return Ok(());
            }
        }
        o.out.flush()?;
    }
}

/// Arguments of `take-over`.
#[derive(Debug, Args)]
pub struct TakeOverArgs {
    #[command(flatten)]
    file: EventFile,
    /// This computer's name, as the history records it ("Standby laptop").
    #[arg(long, value_name = "NAME")]
    by: String,
    /// The follower link the copy followed: the old owner is told the event moved (now if it
    /// answers, else by `serve` on this copy, as soon as it does).
    #[arg(long, value_name = "LINK")]
    from: Option<String>,
}

/// `take-over`: the copy becomes the event (run `serve` on it next).
pub fn take_over(a: TakeOverArgs, o: &mut Out<'_>) -> anyhow::Result<()> {
    let from = a.from.as_deref().map(FollowUrl::parse).transpose()?;
    let mut session = Session::open(&a.file.event)?;
    let at = chrono::Utc::now().to_rfc3339();
    session.apply_and_save(
        Command::TakeOver {
            by: a.by.clone(),
            at: at.clone(),
            from: from.as_ref().map(FollowUrl::link),
        },
        o,
    )?;
    writeln!(
        o.out,
        "{} is now the event, kept by {}: serve it (netrunner-to serve {} --listen ADDR:PORT); players' codes keep working",
        a.file.event.display(),
        a.by,
        a.file.event.display()
    )?;
    if let Some(url) = from {
        match tell_moved(&url, &a.by, &at) {
            Ok(true) => writeln!(
                o.out,
                "the old owner at {} recorded that the event moved: it refuses every change now",
                url.base()
            )?,
            Ok(false) => writeln!(
                o.out,
                "the old owner at {} refused the follower link: it cannot be told",
                url.base()
            )?,
            Err(e) => writeln!(
                o.out,
                "the old owner does not answer ({e}); `serve` on this copy tells it as soon as it does"
            )?,
        }
    }
    Ok(())
}
