//! Shared helpers: locating the pinned npm servers, and a raw JSON-lines
//! host that talks to the proxy (or to a server directly).

use std::collections::VecDeque;
use std::ffi::OsString;
use std::path::{Path, PathBuf};
use std::process::ExitStatus;
use std::sync::Arc;
use std::time::Duration;

use receipts_core::Scope;
use receipts_mcp::{ProxyOptions, StructuredMode};
use serde_json::Value;
use tokio::io::{AsyncBufReadExt, AsyncWriteExt, BufReader, DuplexStream};
use tokio::task::JoinHandle;

pub(crate) fn servers_dir() -> PathBuf {
    Path::new(env!("CARGO_MANIFEST_DIR")).join("tests/fixtures/servers")
}

/// `Some(node)` when node is installed. Without node the e2e tests skip
/// loudly; with node but without the npm install they fail, telling what
/// to run.
pub(crate) fn node() -> Option<PathBuf> {
    let ok = std::process::Command::new("node")
        .arg("--version")
        .output()
        .is_ok_and(|o| o.status.success());
    if !ok {
        eprintln!(
            "\n\n!!!!! SKIPPED: `node` is not installed, so the receipts-mcp end-to-end tests \
             against real MCP servers did NOT run !!!!!\n\n"
        );
        return None;
    }
    let modules = servers_dir().join("node_modules/@modelcontextprotocol");
    assert!(
        modules.join("server-everything").is_dir() && modules.join("server-filesystem").is_dir(),
        "the pinned MCP servers are not installed: run `npm ci --prefix {}`",
        servers_dir().display()
    );
    Some(PathBuf::from("node"))
}

pub(crate) fn everything_js() -> PathBuf {
    servers_dir().join("node_modules/@modelcontextprotocol/server-everything/dist/index.js")
}

pub(crate) fn filesystem_js() -> PathBuf {
    servers_dir().join("node_modules/@modelcontextprotocol/server-filesystem/dist/index.js")
}

/// The everything server, its stdout teed into `tee` (the bytes the server
/// really wrote) and its pid written to `pidfile`.
pub(crate) fn everything_cmd(tee: &Path, pidfile: &Path) -> Vec<OsString> {
    let script = format!(
        "echo $$ > '{}'; exec node '{}' stdio",
        pidfile.display(),
        everything_js().display()
    );
    let wrapped = format!("sh -c \"$0\" | tee '{}'", tee.display());
    vec!["sh".into(), "-c".into(), wrapped.into(), script.into()]
}

/// A raw MCP host speaking newline-delimited JSON.
pub(crate) struct RawHost {
    writer: Option<DuplexStream>,
    lines: tokio::sync::mpsc::UnboundedReceiver<String>,
    /// Lines received but not yet claimed (notifications, other ids).
    pub(crate) backlog: VecDeque<String>,
    /// Every line received, in order.
    pub(crate) all: Vec<String>,
    next_id: u64,
}

/// The proxy running in-process on duplex pipes.
pub(crate) struct Proxied {
    pub(crate) host: RawHost,
    pub(crate) proxy: JoinHandle<Result<ExitStatus, receipts_mcp::Error>>,
    pub(crate) scope: Arc<Scope>,
}

pub(crate) fn start_proxy(command: Vec<OsString>, ledger: &Path, mode: StructuredMode) -> Proxied {
    let scope = Arc::new(Scope::new().unwrap());
    let (host_w, proxy_r) = tokio::io::duplex(1 << 20);
    let (proxy_w, host_r) = tokio::io::duplex(1 << 20);
    let opts = ProxyOptions::new(command)
        .ledger(ledger)
        .structured(mode)
        .scope(scope.clone())
        .shutdown_grace(Duration::from_secs(2));
    let proxy = tokio::spawn(receipts_mcp::run_with_io(opts, proxy_r, proxy_w));
    Proxied {
        host: RawHost::new(host_w, host_r),
        proxy,
        scope,
    }
}

impl RawHost {
    pub(crate) fn new(writer: DuplexStream, reader: DuplexStream) -> Self {
        let (tx, rx) = tokio::sync::mpsc::unbounded_channel();
        tokio::spawn(async move {
            let mut r = BufReader::new(reader);
            let mut line = String::new();
            while r.read_line(&mut line).await.is_ok_and(|n| n > 0) {
                if tx.send(line.trim_end_matches('\n').to_owned()).is_err() {
                    break;
                }
                line.clear();
            }
        });
        RawHost {
            writer: Some(writer),
            lines: rx,
            backlog: VecDeque::new(),
            all: Vec::new(),
            next_id: 100,
        }
    }

    pub(crate) async fn send(&mut self, msg: &Value) {
        let mut line = serde_json::to_vec(msg).unwrap();
        line.push(b'\n');
        let w = self.writer.as_mut().expect("host already closed");
        w.write_all(&line).await.unwrap();
        w.flush().await.unwrap();
    }

    /// Write raw bytes as they are.
    pub(crate) async fn send_raw(&mut self, bytes: &str) {
        let w = self.writer.as_mut().expect("host already closed");
        w.write_all(bytes.as_bytes()).await.unwrap();
        w.flush().await.unwrap();
    }

    /// The next line received (without its `\n`).
    pub(crate) async fn next(&mut self) -> String {
        self.next_line().await
    }

    pub(crate) async fn notify(&mut self, method: &str, params: Value) {
        self.send(&serde_json::json!({"jsonrpc": "2.0", "method": method, "params": params}))
            .await;
    }

    /// Send a request without waiting; returns its id.
    pub(crate) async fn start(&mut self, method: &str, params: Value) -> u64 {
        self.next_id += 1;
        let id = self.next_id;
        self.send(
            &serde_json::json!({"jsonrpc": "2.0", "id": id, "method": method, "params": params}),
        )
        .await;
        id
    }

    async fn next_line(&mut self) -> String {
        let line = self
            .lines
            .recv()
            .await
            .expect("proxy closed the host's stdout");
        self.all.push(line.clone());
        line
    }

    /// Wait for the response to `id` (raw line), answering server requests
    /// (roots, sampling, elicitation) with an error.
    pub(crate) async fn wait(&mut self, id: u64) -> String {
        if let Some(i) = self.backlog.iter().position(|l| response_id(l) == Some(id)) {
            return self.backlog.remove(i).unwrap();
        }
        loop {
            let line = self.next_line().await;
            let v: Value = serde_json::from_str(&line).unwrap();
            if v.get("method").is_some() && v.get("id").is_some() {
                let reply = serde_json::json!({"jsonrpc": "2.0", "id": v["id"],
                    "error": {"code": -32601, "message": "not supported by the test host"}});
                self.send(&reply).await;
                continue;
            }
            if response_id(&line) == Some(id) {
                return line;
            }
            self.backlog.push_back(line);
        }
    }

    pub(crate) async fn request(&mut self, method: &str, params: Value) -> String {
        let id = self.start(method, params).await;
        self.wait(id).await
    }

    pub(crate) async fn call(&mut self, tool: &str, args: Value) -> String {
        self.request(
            "tools/call",
            serde_json::json!({"name": tool, "arguments": args}),
        )
        .await
    }

    /// `initialize` + `notifications/initialized`; returns the raw result line.
    pub(crate) async fn initialize(&mut self) -> String {
        let init = self
            .request(
                "initialize",
                serde_json::json!({
                    "protocolVersion": "2025-11-25",
                    "capabilities": {},
                    "clientInfo": {"name": "receipts-mcp-tests", "version": "0"}
                }),
            )
            .await;
        self.notify("notifications/initialized", serde_json::json!({}))
            .await;
        init
    }

    /// Close the host's side (the proxy's stdin).
    pub(crate) fn close(&mut self) {
        self.writer = None;
    }
}

pub(crate) fn response_id(line: &str) -> Option<u64> {
    let v: Value = serde_json::from_str(line).ok()?;
    if v.get("method").is_some() {
        return None;
    }
    v.get("id")?.as_u64()
}

pub(crate) fn parse(line: &str) -> Value {
    serde_json::from_str(line).unwrap()
}

/// The receipt token a proxied result carries in `_meta`, if any.
pub(crate) fn meta_token(line: &str) -> Option<String> {
    let v = parse(line);
    v["result"]["_meta"][receipts_mcp::RECEIPT_META_KEY]
        .as_str()
        .map(str::to_owned)
}

/// The lines the server really wrote (the tee file), once it has `n`.
pub(crate) async fn teed_lines(tee: &Path, n: usize) -> Vec<String> {
    for _ in 0..200 {
        let text = std::fs::read_to_string(tee).unwrap_or_default();
        let lines: Vec<String> = text.lines().map(str::to_owned).collect();
        if lines.len() >= n {
            return lines;
        }
        tokio::time::sleep(Duration::from_millis(50)).await;
    }
    panic!("the server's teed output never reached {n} lines");
}
