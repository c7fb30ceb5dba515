//! Added latency of the receipts proxy per `tools/call`, at 1 KiB and
//! 64 KiB results, against a direct connection to the same real MCP server
//! (`@modelcontextprotocol/server-everything`'s `echo`), in the same run.
//!
//! Needs node and `npm ci` in `tests/fixtures/servers`; prints a notice and
//! measures nothing without them. Run with `cargo bench -p receipts-mcp`.

use std::path::Path;
use std::process::Stdio;
use std::time::{Duration, Instant};

use criterion::{BenchmarkId, Criterion, criterion_group, criterion_main};
use receipts_mcp::{ProxyOptions, run_with_io};
use tokio::io::{AsyncBufReadExt, AsyncRead, AsyncWrite, AsyncWriteExt, BufReader};

struct Host<W, R> {
    w: W,
    r: BufReader<R>,
    id: u64,
    line: String,
}

impl<W: AsyncWrite + Unpin, R: AsyncRead + Unpin> Host<W, R> {
    async fn request(&mut self, method: &str, params: serde_json::Value) -> usize {
        self.id += 1;
        let msg = serde_json::json!({"jsonrpc": "2.0", "id": self.id, "method": method, "params": params});
        let mut bytes = serde_json::to_vec(&msg).unwrap_or_default();
        bytes.push(b'\n');
        self.w.write_all(&bytes).await.ok();
        self.w.flush().await.ok();
        let want = format!("\"id\":{}", self.id);
        loop {
            self.line.clear();
            if self.r.read_line(&mut self.line).await.unwrap_or(0) == 0 {
                panic!("server closed");
            }
            if self.line.contains(&want) && !self.line.contains("\"method\"") {
                return self.line.len();
            }
        }
    }

    async fn init(&mut self) {
        self.request(
            "initialize",
            serde_json::json!({"protocolVersion": "2025-11-25", "capabilities": {},
                "clientInfo": {"name": "bench", "version": "0"}}),
        )
        .await;
        let note = b"{\"jsonrpc\":\"2.0\",\"method\":\"notifications/initialized\"}\n";
        self.w.write_all(note).await.ok();
        self.w.flush().await.ok();
    }
}

fn server_js() -> std::path::PathBuf {
    Path::new(env!("CARGO_MANIFEST_DIR")).join(
        "tests/fixtures/servers/node_modules/@modelcontextprotocol/server-everything/dist/index.js",
    )
}

fn bench(c: &mut Criterion) {
    let js = server_js();
    let node_ok = std::process::Command::new("node")
        .arg("--version")
        .output()
        .is_ok_and(|o| o.status.success());
    if !node_ok || !js.is_file() {
        eprintln!(
            "receipts-mcp proxy bench: node or the npm servers are missing; nothing measured"
        );
        return;
    }
    let rt = tokio::runtime::Builder::new_multi_thread()
        .worker_threads(2)
        .enable_all()
        .build()
        .expect("tokio runtime");

    // direct connection
    let (mut direct, mut child) = rt.block_on(async {
        let mut child = tokio::process::Command::new("node")
            .arg(&js)
            .arg("stdio")
            .stdin(Stdio::piped())
            .stdout(Stdio::piped())
            .stderr(Stdio::null())
            .kill_on_drop(true)
            .spawn()
            .expect("node");
        let (Some(w), Some(r)) = (child.stdin.take(), child.stdout.take()) else {
            panic!("no pipes");
        };
        let mut h = Host {
            w,
            r: BufReader::new(r),
            id: 0,
            line: String::new(),
        };
        h.init().await;
        (h, child)
    });

    // the same server through the proxy (in-process, on pipes)
    let (mut proxied, proxy) = rt.block_on(async {
        let (host_w, proxy_r) = tokio::io::duplex(1 << 20);
        let (proxy_w, host_r) = tokio::io::duplex(1 << 20);
        let opts = ProxyOptions::new([
            std::ffi::OsString::from("node"),
            js.clone().into(),
            "stdio".into(),
        ]);
        let proxy = tokio::spawn(run_with_io(opts, proxy_r, proxy_w));
        let mut h = Host {
            w: host_w,
            r: BufReader::new(host_r),
            id: 0,
            line: String::new(),
        };
        h.init().await;
        (h, proxy)
    });

    let mut g = c.benchmark_group("tools_call_echo");
    g.sample_size(60).measurement_time(Duration::from_secs(6));
    for (label, size) in [("1KiB", 1024usize), ("64KiB", 64 * 1024)] {
        let params =
            serde_json::json!({"name": "echo", "arguments": {"message": "x".repeat(size)}});
        g.bench_function(BenchmarkId::new("direct", label), |b| {
            b.iter_custom(|iters| {
                rt.block_on(async {
                    let t = Instant::now();
                    for _ in 0..iters {
                        direct.request("tools/call", params.clone()).await;
                    }
                    t.elapsed()
                })
            })
        });
        g.bench_function(BenchmarkId::new("proxied", label), |b| {
            b.iter_custom(|iters| {
                rt.block_on(async {
                    let t = Instant::now();
                    for _ in 0..iters {
                        proxied.request("tools/call", params.clone()).await;
                    }
                    t.elapsed()
                })
            })
        });
    }
    g.finish();
    drop(proxied.w);
    rt.block_on(async {
        let _ = proxy.await;
        let _ = child.kill().await;
    });
}

criterion_group!(benches, bench);
criterion_main!(benches);
