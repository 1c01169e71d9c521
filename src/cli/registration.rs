//! Registration by phone on the command line (issue 38): `registration open|close|list|accept|
//! refuse EVENT`. With `serve` running, the changes go through its channel as every command's
//! do ([`Session`]).

use super::{EventFile, Out, Session};
use crate::engine::Command;
use crate::io::save;
use anyhow::Context as _;
use clap::{Args, Subcommand};

/// `registration`: players register themselves from their phones.
#[derive(Debug, Subcommand)]
pub enum RegistrationCommand {
    /// Open registration by phone with a new link (the previous link stops working) and print
    /// it; pairing round 1 closes it.
    Open(OpenArgs),
    /// Close registration by phone (waiting registrations stay).
    Close(FileArgs),
    /// The registrations waiting for you, numbered.
    List(FileArgs),
    /// Accept a waiting registration: the player is registered (with their lists).
    Accept(NumberArgs),
    /// Refuse a waiting registration.
    Refuse(NumberArgs),
    /// Write the registration poster (PDF): the link's QR code and three steps, in the event's
    /// language, to put up at the door.
    Poster(PosterArgs),
}

/// Arguments of `registration poster`.
#[derive(Debug, Args)]
pub struct PosterArgs {
    #[command(flatten)]
    file: EventFile,
    /// The address phones open (`http://192.168.1.20:8080/`, as `serve` prints it).
    #[arg(long, value_name = "URL")]
    url: String,
    /// The PDF file to write.
    #[arg(short, long, value_name = "FILE.pdf")]
    out: std::path::PathBuf,
    /// Paper size.
    #[arg(long, value_enum, default_value = "a4")]
    paper: super::print::PaperArg,
}

/// Arguments of `registration open`.
#[derive(Debug, Args)]
pub struct OpenArgs {
    #[command(flatten)]
    file: EventFile,
    /// The address phones open (`http://192.168.1.20:8080/`, as `serve` prints it), for the
    /// whole link.
    #[arg(long, value_name = "URL")]
    url: Option<String>,
    /// Accept registrations at once instead of letting them wait for you.
    #[arg(long)]
    accept_at_once: bool,
}

/// Arguments of `registration close|list`.
#[derive(Debug, Args)]
pub struct FileArgs {
    #[command(flatten)]
    file: EventFile,
}

/// Arguments of `registration accept|refuse`.
#[derive(Debug, Args)]
pub struct NumberArgs {
    #[command(flatten)]
    file: EventFile,
    /// The registration's number (`registration list`).
    number: u32,
}

/// The registration link: whole with the server's address, else its path.
pub fn link_of(url: Option<&str>, secret: &str) -> String {
    match url {
        Some(u) => crate::web::registration::address(u, secret),
        None => format!("/register/{secret}"),
    }
}

/// Runs a `registration` subcommand.
pub fn run(c: RegistrationCommand, o: &mut Out<'_>) -> anyhow::Result<()> {
    match c {
        RegistrationCommand::Open(a) => {
            let secret = crate::io::secret::link_secret()?;
            let mut session = Session::open(&a.file.event)?;
            session.apply_and_save(
                Command::OpenRegistration {
                    secret: secret.clone(),
                    accept_at_once: a.accept_at_once,
                },
                o,
            )?;
            let how = if a.accept_at_once {
                "registrations are accepted at once"
            } else {
                "registrations wait for you (registration list, accept, refuse)"
            };
            writeln!(
                o.out,
                "registration open: {} ({how})",
                link_of(a.url.as_deref(), &secret)
            )?;
            if a.url.is_none() {
                o.note(
                    "put the address phones open before it (--url, as `serve` prints it); the projector page shows its QR code",
                )?;
            }
        }
        RegistrationCommand::Close(a) => {
            let mut session = Session::open(&a.file.event)?;
            session.apply_and_save(Command::CloseRegistration, o)?;
            let waiting = session.event().registration().waiting.len();
            writeln!(
                o.out,
                "registration closed ({waiting} registration(s) still waiting)"
            )?;
        }
        RegistrationCommand::List(a) => {
            let e = save::load(&a.file.event)?;
            let r = e.registration();
            match &r.secret {
                Some(s) => writeln!(o.out, "registration open: {}", link_of(None, s))?,
                None => writeln!(o.out, "registration closed")?,
            }
            if r.waiting.is_empty() {
                writeln!(o.out, "no registrations waiting")?;
            }
            for w in &r.waiting {
                let d = &w.details;
                let mut line = format!("#{} {}", w.number, d.name);
                for (label, v) in [
                    ("pronouns", &d.pronouns),
                    ("Corp", &d.corp),
                    ("Runner", &d.runner),
                ] {
                    if let Some(v) = v {
                        line.push_str(&format!(" · {label}: {v}"));
                    }
                }
                for (label, deck) in [("Corp", &w.corp_deck), ("Runner", &w.runner_deck)] {
                    if let Some(d) = deck {
                        let id = d.identity.as_ref().map_or("no identity", |i| &i.title);
                        line.push_str(&format!(" · {label} list: {id}"));
                    }
                }
                if d.no_video {
                    line.push_str(" · not to be filmed");
                }
                writeln!(o.out, "{line}")?;
            }
        }
        RegistrationCommand::Accept(a) => {
            let mut session = Session::open(&a.file.event)?;
            let out =
                session.apply_and_save(Command::AcceptRegistration { number: a.number }, o)?;
            let name = out
                .player
                .map(|p| session.event().name_of(p))
                .unwrap_or_default();
            writeln!(o.out, "registration #{} accepted: {name}", a.number)?;
        }
        RegistrationCommand::Poster(a) => {
            let e = save::load(&a.file.event)?;
            let secret = e.registration().secret.as_deref().ok_or_else(|| {
                anyhow::anyhow!(
                    "registration by phone is not open: `registration open EVENT` opens it"
                )
            })?;
            let link = link_of(Some(&a.url), secret);
            let paper = match a.paper {
                super::print::PaperArg::A4 => crate::io::print::Paper::A4,
                super::print::PaperArg::Letter => crate::io::print::Paper::Letter,
            };
            let fonts = crate::io::print::fonts::Fonts::load()?;
            let bytes = crate::io::print::registration_poster(&e, &link, paper, &fonts)?;
            save::write_atomic(&a.out, &bytes)
                .with_context(|| format!("could not write {}", a.out.display()))?;
            writeln!(
                o.out,
                "wrote the registration poster for {link} to {} ({}, {} bytes)",
                a.out.display(),
                paper.name(),
                bytes.len()
            )?;
        }
        RegistrationCommand::Refuse(a) => {
            let mut session = Session::open(&a.file.event)?;
            session.apply_and_save(Command::RefuseRegistration { number: a.number }, o)?;
            writeln!(o.out, "registration #{} refused", a.number)?;
        }
    }
    Ok(())
}
