//! The stdio proxy: spawn the server, pump messages both ways, receipt
//! successful tool results.

use std::ffi::OsString;
use std::path::PathBuf;
use std::process::{ExitStatus, Stdio};
use std::sync::Arc;
use std::time::Duration;

use receipts_core::Scope;
use tokio::io::{AsyncRead, AsyncWrite, AsyncWriteExt};
use tokio::process::{Child, Command};

use crate::error::{Error, ErrorKind};
use crate::frame::{Frame, FrameReader};
use crate::ledger::LedgerWriter;
use crate::session::Session;
use crate::stamp::Stamper;
use crate::structured::StructuredMode;

/// Default bound on one message the proxy inspects; longer messages are
/// forwarded untouched (and so get no receipt).
pub const DEFAULT_MAX_MESSAGE_BYTES: usize = 32 * 1024 * 1024;

/// Default bound on requests tracked at once (and on tasks remembered);
/// the oldest are forgotten first.
pub const DEFAULT_MAX_IN_FLIGHT: usize = 4096;

/// Settings of one proxy run: `receipts mcp-proxy [options] -- <cmd…>`.
///
/// ```
/// use receipts_mcp::{ProxyOptions, StructuredMode};
///
/// let opts = ProxyOptions::new(["npx", "-y", "some-mcp-server"])
///     .ledger("/tmp/receipts.jsonl")
///     .structured(StructuredMode::Keep);
/// assert_eq!(opts.command().len(), 3);
/// ```
#[derive(Debug, Clone)]
pub struct ProxyOptions {
    command: Vec<OsString>,
    ledger: Option<PathBuf>,
    structured: StructuredMode,
    scope: Option<Arc<Scope>>,
    max_message_bytes: usize,
    max_in_flight: usize,
    shutdown_grace: Duration,
}

impl ProxyOptions {
    /// Proxy the server started by `command` (program, then arguments).
    pub fn new<I, S>(command: I) -> Self
    where
        I: IntoIterator<Item = S>,
        S: Into<OsString>,
    {
        ProxyOptions {
            command: command.into_iter().map(Into::into).collect(),
            ledger: None,
            structured: StructuredMode::Keep,
            scope: None,
            max_message_bytes: DEFAULT_MAX_MESSAGE_BYTES,
            max_in_flight: DEFAULT_MAX_IN_FLIGHT,
            shutdown_grace: Duration::from_secs(5),
        }
    }

    /// The server command.
    pub fn command(&self) -> &[OsString] {
        &self.command
    }

    /// Append one JSON line per receipt to this file (`--ledger FILE`).
    pub fn ledger(mut self, path: impl Into<PathBuf>) -> Self {
        self.ledger = Some(path.into());
        self
    }

    /// What to do with `structuredContent` (`--structured keep|strip`).
    pub fn structured(mut self, mode: StructuredMode) -> Self {
        self.structured = mode;
        self
    }

    /// Issue in this scope instead of a fresh one (tests, embedding).
    ///
    /// # Security
    /// Whoever holds the scope can verify and mint receipts; by default
    /// the proxy makes its own scope whose key never leaves it.
    pub fn scope(mut self, scope: Arc<Scope>) -> Self {
        self.scope = Some(scope);
        self
    }

    /// Bound on one inspected message (default
    /// [`DEFAULT_MAX_MESSAGE_BYTES`]).
    pub fn max_message_bytes(mut self, max: usize) -> Self {
        self.max_message_bytes = max;
        self
    }

    /// Bound on tracked requests and tasks (default
    /// [`DEFAULT_MAX_IN_FLIGHT`]).
    pub fn max_in_flight(mut self, max: usize) -> Self {
        self.max_in_flight = max;
        self
    }

    /// How long to wait for the server to exit after its stdin is closed,
    /// and again after `SIGTERM`, before killing it (default 5 s).
    pub fn shutdown_grace(mut self, grace: Duration) -> Self {
        self.shutdown_grace = grace;
        self
    }
}

/// Run the proxy on this process's stdin and stdout until either side
/// closes; returns the server's exit status.
///
/// The CLI should exit right after with [`exit_code`]: a read from the
/// process's stdin cannot be cancelled, so do not wait for the runtime to
/// finish it.
///
/// # Errors
/// [`ErrorKind::NoCommand`], [`ErrorKind::Spawn`], [`ErrorKind::Ledger`]
/// (the ledger file cannot be opened), [`ErrorKind::Receipt`] (no scope
/// key), [`ErrorKind::Io`] (waiting for the server failed).
pub async fn run(opts: ProxyOptions) -> Result<ExitStatus, Error> {
    run_with_io(opts, tokio::io::stdin(), tokio::io::stdout()).await
}

/// [`run`] with the host on any byte streams (tests, embedding).
///
/// # Errors
/// As [`run`].
pub async fn run_with_io<R, W>(
    opts: ProxyOptions,
    host_in: R,
    host_out: W,
) -> Result<ExitStatus, Error>
where
    R: AsyncRead + Unpin + Send + 'static,
    W: AsyncWrite + Unpin + Send + 'static,
{
    let (program, args) = opts
        .command
        .split_first()
        .ok_or_else(|| Error::new(ErrorKind::NoCommand))?;
    let scope = match &opts.scope {
        Some(s) => s.clone(),
        None => Arc::new(Scope::new()?),
    };
    let ledger = opts.ledger.as_deref().map(LedgerWriter::open).transpose()?;
    let session = Arc::new(Session::new(
        Stamper {
            scope,
            structured: opts.structured,
            ledger,
        },
        opts.max_in_flight,
    ));

    let mut child = Command::new(program)
        .args(args)
        .stdin(Stdio::piped())
        .stdout(Stdio::piped())
        .stderr(Stdio::inherit())
        .kill_on_drop(true)
        .spawn()
        .map_err(|e| Error::new(ErrorKind::Spawn(e.kind())))?;
    let (Some(server_in), Some(server_out)) = (child.stdin.take(), child.stdout.take()) else {
        return Err(Error::new(ErrorKind::Spawn(std::io::ErrorKind::BrokenPipe)));
    };

    let max = opts.max_message_bytes;
    let mut to_server = tokio::spawn(host_to_server(host_in, server_in, session.clone(), max));
    let mut to_host = tokio::spawn(server_to_host(server_out, host_out, session, max));

    tokio::select! {
        _ = &mut to_server => {
            // host closed (its stdin was dropped with the task, so the
            // server sees end of input); let the server drain and exit
            let _ = tokio::time::timeout(opts.shutdown_grace, &mut to_host).await;
        }
        _ = &mut to_host => {
            // server closed its stdout (or the host stopped reading)
            to_server.abort();
        }
    }
    let status = stop(&mut child, opts.shutdown_grace).await;
    to_host.abort();
    to_server.abort();
    status
}

/// Wait for the server to exit; `SIGTERM` then kill after the grace time.
async fn stop(child: &mut Child, grace: Duration) -> Result<ExitStatus, Error> {
    if let Ok(r) = tokio::time::timeout(grace, child.wait()).await {
        return r.map_err(|e| Error::io(&e));
    }
    if let Some(pid) = child.id() {
        #[cfg(unix)]
        {
            let _ = Command::new("kill")
                .arg("-TERM")
                .arg(pid.to_string())
                .stdin(Stdio::null())
                .stdout(Stdio::null())
                .stderr(Stdio::null())
                .status()
                .await;
        }
        #[cfg(not(unix))]
        let _ = pid;
        if let Ok(r) = tokio::time::timeout(grace, child.wait()).await {
            return r.map_err(|e| Error::io(&e));
        }
    }
    let _ = child.start_kill();
    child.wait().await.map_err(|e| Error::io(&e))
}

async fn host_to_server<R, W>(host_in: R, mut server_in: W, session: Arc<Session>, max: usize)
where
    R: AsyncRead + Unpin,
    W: AsyncWrite + Unpin,
{
    let mut reader = FrameReader::new(host_in, max);
    loop {
        let frame = match reader.next().await {
            Ok(Some(f)) => f,
            Ok(None) | Err(_) => break,
        };
        let data = reader.data();
        if frame == Frame::Line {
            if let Ok(text) = std::str::from_utf8(trim_eol(data)) {
                session.observe_host(text);
            }
        }
        if server_in.write_all(data).await.is_err() {
            break;
        }
        if !reader.has_buffered() && server_in.flush().await.is_err() {
            break;
        }
    }
    let _ = server_in.shutdown().await;
}

async fn server_to_host<R, W>(server_out: R, mut host_out: W, session: Arc<Session>, max: usize)
where
    R: AsyncRead + Unpin,
    W: AsyncWrite + Unpin,
{
    let mut reader = FrameReader::new(server_out, max);
    loop {
        let frame = match reader.next().await {
            Ok(Some(f)) => f,
            Ok(None) | Err(_) => break,
        };
        let data = reader.data();
        let rewritten = if frame == Frame::Line {
            let body = trim_eol(data);
            std::str::from_utf8(body)
                .ok()
                .and_then(|text| session.rewrite_server(text))
                .map(|mut s| {
                    s.push_str(std::str::from_utf8(&data[body.len()..]).unwrap_or("\n"));
                    s
                })
        } else {
            None
        };
        let out = rewritten.as_deref().map_or(data, str::as_bytes);
        if host_out.write_all(out).await.is_err() {
            break;
        }
        if !reader.has_buffered() && host_out.flush().await.is_err() {
            break;
        }
    }
    let _ = host_out.flush().await;
}

fn trim_eol(data: &[u8]) -> &[u8] {
    let data = data.strip_suffix(b"\n").unwrap_or(data);
    data.strip_suffix(b"\r").unwrap_or(data)
}

/// The process exit code for a server's exit status: its code, or
/// `128 + signal` when a signal ended it (as shells report it).
pub fn exit_code(status: &ExitStatus) -> i32 {
    if let Some(c) = status.code() {
        return c;
    }
    #[cfg(unix)]
    {
        use std::os::unix::process::ExitStatusExt;
        if let Some(sig) = status.signal() {
            return 128 + sig;
        }
    }
    1
}
