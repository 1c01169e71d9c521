//! The local channel: how a command reaches an event that `netrunner-to serve` keeps.
//!
//! `serve` (the owner of the event file) makes a private folder (mode 0700, in the user's
//! runtime folder or the temporary folder) with a Unix socket in it, and names the socket in
//! the lock file ([`super::event_file::Holder::channel`]). A command that finds the file kept
//! by such a server reads the event from the file (saves are atomic), builds its commands as
//! usual and sends only the commands through the socket; the owner applies them through its
//! own engine check, saves, and answers. Only the same user can connect: the folder is theirs
//! alone, and on Linux the server also compares the peer's user id (`SO_PEERCRED`).
//!
//! The protocol: one JSON [`Request`] per connection (at most [`MAX_REQUEST`] bytes, ended by
//! the client shutting down its writing half), one JSON [`Reply`], then the connection closes.
//! Both ends give up after [`TIMEOUT`].
//!
//! On Windows the channel is a named pipe with a random name (see the `windows` module): the
//! same protocol, one line of JSON each way.

use crate::engine::Command;
use serde::{Deserialize, Serialize};
use std::time::Duration;

/// The largest request the server reads.
pub const MAX_REQUEST: u64 = 4 * 1024 * 1024;

/// How long either end waits for the other (the owner saves with a synced write first).
pub const TIMEOUT: Duration = Duration::from_secs(30);

/// What a command asks the owner to do: apply these commands, in order.
#[derive(Debug, Serialize, Deserialize)]
pub struct Request {
    /// The commands, as the command would have applied them itself.
    pub commands: Vec<Command>,
}

/// The owner's answer.
#[derive(Debug, Default, Serialize, Deserialize, PartialEq, Eq)]
pub struct Reply {
    /// How many of the commands were applied and saved (the first ones, in order).
    pub applied: usize,
    /// The warnings of the applied commands, as text.
    pub warnings: Vec<String>,
    /// Why the next command was refused (nothing after it was tried), if one was.
    pub refused: Option<String>,
}

#[cfg(unix)]
pub use unix::{Listening, send};

#[cfg(unix)]
mod unix {
    use super::{MAX_REQUEST, Reply, Request, TIMEOUT};
    use std::io::{Read, Write};
    use std::os::unix::fs::DirBuilderExt;
    use std::os::unix::net::{UnixListener, UnixStream};
    use std::path::{Path, PathBuf};

    /// A listening channel: the private folder and the socket in it, removed when dropped.
    #[derive(Debug)]
    pub struct Listening {
        dir: PathBuf,
        socket: PathBuf,
        listener: UnixListener,
    }

    impl Listening {
        /// Makes a new private folder (mode 0700; it must not exist yet) and listens on a socket
        /// in it.
        pub fn new() -> std::io::Result<Listening> {
            let base = std::env::var_os("XDG_RUNTIME_DIR")
                .map(PathBuf::from)
                .filter(|d| d.is_absolute() && d.is_dir())
                .unwrap_or_else(std::env::temp_dir);
            let mut last = None;
            for attempt in 0..16u32 {
                let nanos = std::time::SystemTime::now()
                    .duration_since(std::time::UNIX_EPOCH)
                    .map_or(0, |d| d.subsec_nanos());
                let dir = base.join(format!(
                    "netrunner-to-{}-{:08x}",
                    std::process::id(),
                    nanos ^ attempt
                ));
                // `create`, not `create_all`: a folder someone made there already is not ours.
                match std::fs::DirBuilder::new().mode(0o700).create(&dir) {
                    Ok(()) => {
                        let socket = dir.join("channel");
                        let listener = match UnixListener::bind(&socket) {
                            Ok(l) => l,
                            Err(e) => {
                                let _ = std::fs::remove_dir_all(&dir);
                                return Err(e);
                            }
                        };
                        return Ok(Listening {
                            dir,
                            socket,
                            listener,
                        });
                    }
                    Err(e) if e.kind() == std::io::ErrorKind::AlreadyExists => last = Some(e),
                    Err(e) => return Err(e),
                }
            }
            Err(last.unwrap_or_else(|| std::io::Error::other("no private folder")))
        }

        /// The socket's path (written into the lock file).
        pub fn path(&self) -> &Path {
            &self.socket
        }

        /// Answers requests until the process ends, each on its own thread: `handle` applies
        /// the commands (the owner) and says what happened.
        pub fn serve(self, handle: impl Fn(Request) -> Reply + Send + Sync + 'static) {
            let handle = std::sync::Arc::new(handle);
            std::thread::spawn(move || {
                let this = self;
                for stream in this.listener.incoming() {
                    let Ok(stream) = stream else { continue };
                    let handle = std::sync::Arc::clone(&handle);
                    std::thread::spawn(move || {
                        let _ = answer(stream, &*handle);
                    });
                }
            });
        }
    }

    impl Drop for Listening {
        fn drop(&mut self) {
            let _ = std::fs::remove_file(&self.socket);
            let _ = std::fs::remove_dir(&self.dir);
        }
    }

    /// Whether the peer is this user (Linux: `SO_PEERCRED`; elsewhere the folder's mode
    /// alone decides).
    fn same_user(stream: &UnixStream) -> bool {
        #[cfg(any(target_os = "linux", target_os = "android"))]
        {
            match rustix::net::sockopt::socket_peercred(stream) {
                Ok(cred) => cred.uid == rustix::process::getuid(),
                Err(_) => false,
            }
        }
        #[cfg(not(any(target_os = "linux", target_os = "android")))]
        {
            let _ = stream;
            true
        }
    }

    fn answer(mut stream: UnixStream, handle: &dyn Fn(Request) -> Reply) -> std::io::Result<()> {
        stream.set_read_timeout(Some(TIMEOUT))?;
        stream.set_write_timeout(Some(TIMEOUT))?;
        let reply = if !same_user(&stream) {
            Reply {
                refused: Some("only the user who runs serve may change its event".into()),
                ..Reply::default()
            }
        } else {
            let mut bytes = Vec::new();
            (&mut stream)
                .take(MAX_REQUEST + 1)
                .read_to_end(&mut bytes)?;
            if bytes.len() as u64 > MAX_REQUEST {
                Reply {
                    refused: Some("the request is too large".into()),
                    ..Reply::default()
                }
            } else {
                match serde_json::from_slice::<Request>(&bytes) {
                    Ok(request) => handle(request),
                    Err(e) => Reply {
                        refused: Some(format!(
                            "the request could not be read (is this the same version of netrunner-to as serve?): {e}"
                        )),
                        ..Reply::default()
                    },
                }
            }
        };
        let text = serde_json::to_vec(&reply).map_err(std::io::Error::other)?;
        stream.write_all(&text)?;
        stream.flush()
    }

    /// Sends the commands to the owner listening at `socket` and returns its answer.
    pub fn send(socket: &Path, request: &Request) -> std::io::Result<Reply> {
        let mut stream = UnixStream::connect(socket)?;
        stream.set_read_timeout(Some(TIMEOUT))?;
        stream.set_write_timeout(Some(TIMEOUT))?;
        let bytes = serde_json::to_vec(request).map_err(std::io::Error::other)?;
        stream.write_all(&bytes)?;
        stream.shutdown(std::net::Shutdown::Write)?;
        let mut answer = Vec::new();
        (&mut stream).take(MAX_REQUEST).read_to_end(&mut answer)?;
        serde_json::from_slice(&answer).map_err(|e| {
            std::io::Error::other(format!("the answer of serve could not be read: {e}"))
        })
    }
}

#[cfg(windows)]
pub use windows::{Listening, send};

/// Windows: a named pipe, `\\.\pipe\netrunner-to-PID-RANDOM` (the random part from the
/// system's random source, so its name cannot be guessed and squatted beforehand; the first
/// instance is created exclusively). Only the same user can send a request: a pipe's default
/// security gives write access to its creator, administrators and the system only (everyone
/// else may only read, and a request must be written); remote clients are refused. The
/// request and the answer are one line of JSON each (a pipe has no half-close).
#[cfg(windows)]
mod windows {
    use super::{MAX_REQUEST, Reply, Request, TIMEOUT};
    use std::path::{Path, PathBuf};
    use tokio::io::{AsyncBufReadExt, AsyncReadExt, AsyncWriteExt, BufReader};
    use tokio::net::windows::named_pipe::{ClientOptions, NamedPipeServer, ServerOptions};

    /// A listening pipe and the small runtime that answers on it.
    #[derive(Debug)]
    pub struct Listening {
        name: PathBuf,
        runtime: tokio::runtime::Runtime,
        first: NamedPipeServer,
    }

    fn runtime() -> std::io::Result<tokio::runtime::Runtime> {
        tokio::runtime::Builder::new_current_thread()
            .enable_all()
            .build()
    }

    impl Listening {
        /// Creates the pipe under a new random name.
        pub fn new() -> std::io::Result<Listening> {
            let key = crate::io::secret::os_key()?;
            let random: String = key[..8].iter().map(|b| format!("{b:02x}")).collect();
            let name = format!(r"\\.\pipe\netrunner-to-{}-{random}", std::process::id());
            let runtime = runtime()?;
            let first = {
                let _inside = runtime.enter();
                ServerOptions::new()
                    .first_pipe_instance(true)
                    .reject_remote_clients(true)
                    .create(&name)?
            };
            Ok(Listening {
                name: PathBuf::from(name),
                runtime,
                first,
            })
        }

        /// The pipe's name (written into the lock file).
        pub fn path(&self) -> &Path {
            &self.name
        }

        /// Answers requests until the process ends: `handle` applies the commands (the owner)
        /// and says what happened; each request on the runtime's blocking threads.
        pub fn serve(self, handle: impl Fn(Request) -> Reply + Send + Sync + 'static) {
            let handle = std::sync::Arc::new(handle);
            let Listening {
                name,
                runtime,
                first,
            } = self;
            std::thread::spawn(move || {
                runtime.block_on(async move {
                    let mut server = first;
                    loop {
                        if server.connect().await.is_err() {
                            // A client that went away before it was taken: wait for the next.
                            match ServerOptions::new()
                                .reject_remote_clients(true)
                                .create(&name)
                            {
                                Ok(next) => server = next,
                                Err(_) => return,
                            }
                            continue;
                        }
                        let connected = server;
                        server = match ServerOptions::new()
                            .reject_remote_clients(true)
                            .create(&name)
                        {
                            Ok(next) => next,
                            Err(_) => return,
                        };
                        let handle = std::sync::Arc::clone(&handle);
                        tokio::spawn(async move {
                            let _ = tokio::time::timeout(TIMEOUT, answer(connected, handle)).await;
                        });
                    }
                });
            });
        }
    }

    async fn answer(
        pipe: NamedPipeServer,
        handle: std::sync::Arc<dyn Fn(Request) -> Reply + Send + Sync>,
    ) -> std::io::Result<()> {
        let mut reader = BufReader::new(pipe);
        let mut line = Vec::new();
        (&mut reader)
            .take(MAX_REQUEST + 1)
            .read_until(b'\n', &mut line)
            .await?;
        let reply = if line.len() as u64 > MAX_REQUEST {
            Reply {
                refused: Some("the request is too large".into()),
                ..Reply::default()
            }
        } else {
            match serde_json::from_slice::<Request>(&line) {
                Ok(request) => tokio::task::spawn_blocking(move || handle(request))
                    .await
                    .unwrap_or_else(|_| Reply {
                        refused: Some("serve could not apply the request".into()),
                        ..Reply::default()
                    }),
                Err(e) => Reply {
                    refused: Some(format!(
                        "the request could not be read (is this the same version of netrunner-to as serve?): {e}"
                    )),
                    ..Reply::default()
                },
            }
        };
        let mut text = serde_json::to_vec(&reply).map_err(std::io::Error::other)?;
        text.push(b'\n');
        let mut pipe = reader.into_inner();
        pipe.write_all(&text).await?;
        pipe.flush().await
    }

    /// Sends the commands to the owner listening on the pipe `name` and returns its answer.
    pub fn send(name: &Path, request: &Request) -> std::io::Result<Reply> {
        let runtime = runtime()?;
        runtime.block_on(async {
            tokio::time::timeout(TIMEOUT, exchange(name, request))
                .await
                .map_err(|_| std::io::Error::other("serve did not answer in time"))?
        })
    }

    async fn exchange(name: &Path, request: &Request) -> std::io::Result<Reply> {
        // Every instance busy (another command is being answered): try again for a while.
        const ERROR_PIPE_BUSY: i32 = 231;
        let mut pipe = loop {
            match ClientOptions::new().open(name) {
                Ok(p) => break p,
                Err(e) if e.raw_os_error() == Some(ERROR_PIPE_BUSY) => {
                    tokio::time::sleep(std::time::Duration::from_millis(50)).await;
                }
                Err(e) => return Err(e),
            }
        };
        let mut bytes = serde_json::to_vec(request).map_err(std::io::Error::other)?;
        bytes.push(b'\n');
        pipe.write_all(&bytes).await?;
        pipe.flush().await?;
        let mut answer = Vec::new();
        BufReader::new(pipe)
            .take(MAX_REQUEST)
            .read_until(b'\n', &mut answer)
            .await?;
        serde_json::from_slice(&answer).map_err(|e| {
            std::io::Error::other(format!("the answer of serve could not be read: {e}"))
        })
    }
}

/// Neither Unix nor Windows: no channel; says to stop `serve`.
#[cfg(not(any(unix, windows)))]
pub fn send(_socket: &std::path::Path, _request: &Request) -> std::io::Result<Reply> {
    Err(std::io::Error::other(
        "on this system a command cannot reach an event that serve keeps: stop serve first (or run it with --follow)",
    ))
}
