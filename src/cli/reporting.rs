//! The organizer's side of self-reporting on the command line (issue 32): scorekeeper links
//! and follower links (issue 39; `link add|list|revoke`), the approval setting (`approval
//! on|off`) and the reports waiting (`reports`: list them, enter one as reported, or dismiss a
//! table's).

use super::{EventFile, Out, Session};
use crate::engine::Command;
use crate::engine::event::SelfReported;
use crate::io::save;
use clap::{Args, Subcommand, ValueEnum};

/// `link`: scorekeeper and follower links.
#[derive(Debug, Subcommand)]
pub enum LinkCommand {
    /// Create a link and print it: `link add EVENT [scorekeeper|follower] NAME` (`--url`: the
    /// address `serve` printed, for the whole link). A follower link lets another computer keep
    /// a copy of the event (`netrunner-to follow LINK --out COPY.json`).
    Add(LinkAddArgs),
    /// List the scorekeeper and follower links (revoked ones marked).
    List(LinkListArgs),
    /// Revoke a link: `link revoke EVENT [scorekeeper|follower] NAME`; it stops working at
    /// once (a follower's open feed closes).
    Revoke(LinkRevokeArgs),
}

/// Arguments of `link add`.
#[derive(Debug, Args)]
pub struct LinkAddArgs {
    #[command(flatten)]
    file: EventFile,
    /// The kind (`scorekeeper`, the default, or `follower`) and the name of the device or
    /// computer ("Judge table").
    #[arg(value_name = "KIND NAME", num_args = 1..=2, required = true)]
    words: Vec<String>,
    /// The address phones open (`http://192.168.1.20:8080/`, as `serve` prints it).
    #[arg(long, value_name = "URL")]
    url: Option<String>,
}

/// Arguments of `link list`.
#[derive(Debug, Args)]
pub struct LinkListArgs {
    #[command(flatten)]
    file: EventFile,
    /// The address phones open, for whole links.
    #[arg(long, value_name = "URL")]
    url: Option<String>,
}

/// Arguments of `link revoke`.
#[derive(Debug, Args)]
pub struct LinkRevokeArgs {
    #[command(flatten)]
    file: EventFile,
    /// The kind (`scorekeeper`, the default, or `follower`) and the link's name.
    #[arg(value_name = "KIND NAME", num_args = 1..=2, required = true)]
    words: Vec<String>,
}

/// Which kind of link.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
enum Kind {
    Scorekeeper,
    Follower,
}

impl Kind {
    fn word(self) -> &'static str {
        match self {
            Kind::Scorekeeper => "scorekeeper",
            Kind::Follower => "follower",
        }
    }

    fn path(self) -> &'static str {
        match self {
            Kind::Scorekeeper => "/scorekeeper/",
            Kind::Follower => crate::io::follow::FEED_PATH,
        }
    }
}

/// `[KIND] NAME` → the kind and the name.
fn kind_and_name(words: &[String]) -> anyhow::Result<(Kind, String)> {
    match words {
        [name] => Ok((Kind::Scorekeeper, name.clone())),
        [kind, name] => {
            let kind = match kind.to_lowercase().as_str() {
                "scorekeeper" => Kind::Scorekeeper,
                "follower" => Kind::Follower,
                _ => anyhow::bail!(
                    "{kind:?} is no kind of link: say scorekeeper or follower (link add EVENT follower NAME)"
                ),
            };
            Ok((kind, name.clone()))
        }
        _ => anyhow::bail!("give the link's name (link add EVENT [scorekeeper|follower] NAME)"),
    }
}

fn link_of(url: Option<&str>, kind: Kind, token: &str) -> String {
    match url {
        Some(u) => format!("{}{}{token}", u.trim_end_matches('/'), kind.path()),
        None => format!("{}{token}", kind.path()),
    }
}

/// Runs a `link` subcommand.
pub fn link(c: LinkCommand, o: &mut Out<'_>) -> anyhow::Result<()> {
    match c {
        LinkCommand::Add(a) => {
            let (kind, name) = kind_and_name(&a.words)?;
            let mut session = Session::open(&a.file.event)?;
            let command = match kind {
                Kind::Scorekeeper => Command::AddScorekeeper { name },
                Kind::Follower => Command::AddFollower { name },
            };
            session.apply_and_save(command, o)?;
            let e = session.event();
            let list = match kind {
                Kind::Scorekeeper => &e.reporting().scorekeepers,
                Kind::Follower => &e.reporting().followers,
            };
            let k = list
                .iter()
                .rev()
                .find(|k| !k.revoked)
                .ok_or_else(|| anyhow::anyhow!("the link was not created"))?;
            writeln!(
                o.out,
                "{} link {:?}: {}",
                kind.word(),
                k.name,
                link_of(a.url.as_deref(), kind, &k.token)
            )?;
            if a.url.is_none() {
                o.note("put the address phones open before it (--url, as `serve` prints it)")?;
            }
        }
        LinkCommand::List(a) => {
            let e = save::load(&a.file.event)?;
            let r = e.reporting();
            if r.scorekeepers.is_empty() && r.followers.is_empty() {
                writeln!(o.out, "no links")?;
            }
            for (kind, links) in [
                (Kind::Scorekeeper, &r.scorekeepers),
                (Kind::Follower, &r.followers),
            ] {
                for k in links {
                    if k.revoked {
                        writeln!(o.out, "{} {:?}: revoked", kind.word(), k.name)?;
                    } else {
                        writeln!(
                            o.out,
                            "{} {:?}: {}",
                            kind.word(),
                            k.name,
                            link_of(a.url.as_deref(), kind, &k.token)
                        )?;
                    }
                }
            }
        }
        LinkCommand::Revoke(a) => {
            let (kind, name) = kind_and_name(&a.words)?;
            let mut session = Session::open(&a.file.event)?;
            let command = match kind {
                Kind::Scorekeeper => Command::RevokeScorekeeper { name: name.clone() },
                Kind::Follower => Command::RevokeFollower { name: name.clone() },
            };
            session.apply_and_save(command, o)?;
            writeln!(o.out, "{} link {:?} revoked", kind.word(), name)?;
        }
    }
    Ok(())
}

/// On or off.
#[derive(Clone, Copy, Debug, PartialEq, Eq, ValueEnum)]
pub enum Switch {
    /// Every player's report waits for the organizer, even when both agree.
    On,
    /// Agreeing reports are entered at once.
    Off,
}

/// Arguments of `approval`.
#[derive(Debug, Args)]
pub struct ApprovalArgs {
    #[command(flatten)]
    file: EventFile,
    /// `on`: every report waits for you; `off`: two agreeing reports are entered at once.
    #[arg(value_enum)]
    setting: Switch,
}

/// `approval on|off`.
pub fn approval(a: ApprovalArgs, o: &mut Out<'_>) -> anyhow::Result<()> {
    let mut session = Session::open(&a.file.event)?;
    let required = a.setting == Switch::On;
    session.apply_and_save(Command::SetReportApproval { required }, o)?;
    if required {
        writeln!(o.out, "every player's report now waits for you (reports)")?;
    } else {
        writeln!(o.out, "two agreeing reports are now entered at once")?;
    }
    Ok(())
}

/// Arguments of `reports`.
#[derive(Debug, Args)]
pub struct ReportsArgs {
    #[command(flatten)]
    file: EventFile,
    /// Enter the waiting report numbered N (as `reports` lists them) as the result.
    #[arg(long = "use", value_name = "N")]
    use_report: Option<usize>,
}

fn describe(r: &SelfReported) -> String {
    match r {
        SelfReported::Swiss {
            round,
            table,
            result,
        } => format!(
            "round {round} table {table}: {}",
            crate::io::result_syntax::describe(result)
        ),
        SelfReported::Elimination { .. } => r.entering_command().to_string(),
    }
}

/// `reports`: the reports waiting, numbered; `--use N` enters one as the result.
pub fn reports(a: ReportsArgs, o: &mut Out<'_>) -> anyhow::Result<()> {
    let Some(n) = a.use_report else {
        let e = save::load(&a.file.event)?;
        let waiting = e.pending_reports();
        if waiting.is_empty() {
            writeln!(o.out, "no reports waiting")?;
        }
        for (i, r) in waiting.iter().enumerate() {
            writeln!(
                o.out,
                "{}. {} — reported by {}",
                i + 1,
                describe(&r.report),
                e.name_of(r.by)
            )?;
        }
        return Ok(());
    };
    let mut session = Session::open(&a.file.event)?;
    let waiting = session.event().pending_reports().to_vec();
    let r = n
        .checked_sub(1)
        .and_then(|i| waiting.get(i))
        .ok_or_else(|| {
            anyhow::anyhow!(
                "there is no waiting report {n} ({} waiting: list them with `reports`)",
                waiting.len()
            )
        })?;
    let what = describe(&r.report);
    let by = session.event().name_of(r.by).to_string();
    session.apply_and_save(r.report.entering_command(), o)?;
    writeln!(o.out, "entered {what} (as {by} reported)")?;
    Ok(())
}
