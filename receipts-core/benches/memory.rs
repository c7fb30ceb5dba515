//! Figure 7 (see `BENCHMARKS.md`): memory of a channel scope after one
//! million issued receipts with the default ledger capacity.
//!
//! Not a criterion bench: a plain program (`harness = false`) that issues
//! receipts on one `ChannelScopes` scope and reads the process's resident
//! set from `/proc/self/status` (`VmRSS`, and `VmHWM` for the peak) before
//! the scope exists and at checkpoints up to 4 million receipts. No custom
//! allocator is involved (the workspace forbids `unsafe`), so the figures
//! are RSS growth: they include allocator slack, and nothing else runs in
//! the process while they are taken. It also computes the ledger's payload
//! from type sizes, as a cross-check. Linux only; elsewhere it says so.
//!
//! It keeps issuing up to 4 million receipts to show that the figure stays put,
//! prints its figures and writes them to `<target>/bench-memory.json`, which
//! `cargo xtask bench --summary` reads: `memory/channel-scope/1M-receipts`
//! (peak RSS growth after 1 million receipts, against the computed
//! `memory/channel-scope/ledger-payload`) and
//! `memory/channel-scope/4M-receipts` (against the 1 million figure: a bounded
//! ledger keeps that ratio near 1).

mod common;

use std::fmt::Write as _;
use std::path::PathBuf;

use receipts_core::{
    Call, ChannelScopes, DEFAULT_LEDGER_CAPACITY, DEFAULT_PREFIX, DIGEST_LEN, Receipt, ScopeConfig,
};

/// The receipts figure 7 asks about.
const FIGURE: u64 = 1_000_000;
/// Keep issuing past the figure to show that memory stays put.
const TOTAL: u64 = 4_000_000;
const CHECKPOINTS: [u64; 7] = [16_384, 100_000, 250_000, 500_000, FIGURE, 2_000_000, TOTAL];

/// `(VmRSS, VmHWM)` in KiB, if the platform has `/proc/self/status`.
fn rss_kib() -> Option<(u64, u64)> {
    let status = std::fs::read_to_string("/proc/self/status").ok()?;
    let field = |name: &str| -> Option<u64> {
        let line = status.lines().find(|l| l.starts_with(name))?;
        line.split_whitespace().nth(1)?.parse().ok()
    };
    Some((field("VmRSS:")?, field("VmHWM:")?))
}

fn mib(kib: u64) -> f64 {
    kib as f64 / 1024.0
}

/// The target directory: the bench binary lives in `<target>/<profile>/deps/`.
fn target_dir() -> Option<PathBuf> {
    if let Some(dir) = std::env::var_os("CARGO_TARGET_DIR") {
        return Some(PathBuf::from(dir));
    }
    let exe = std::env::current_exe().ok()?;
    Some(exe.parent()?.parent()?.parent()?.to_path_buf())
}

/// The ledger's payload at capacity, from type sizes: hash table buckets
/// (hashbrown rounds `capacity + 1` entries at 7/8 load up to a power of
/// two), the eviction queue, and per receipt the token text and the tool
/// name. Allocator headers and rounding are not counted.
fn ledger_payload_bytes(tool: &str) -> u64 {
    let cap = DEFAULT_LEDGER_CAPACITY as u64 + 1;
    let buckets = (cap * 8 / 7).next_power_of_two();
    let table = buckets * (32 + std::mem::size_of::<Receipt>() as u64 + 1);
    let queue = cap.next_power_of_two() * 32;
    // token text: prefix, '-', ts digits, '-', digest (capacity as allocated)
    let token = (DEFAULT_PREFIX.len() + 2 + 20 + DIGEST_LEN) as u64;
    // Arc<str> for the tool name: two counters plus the bytes
    let tool = 16 + tool.len() as u64;
    table + queue + DEFAULT_LEDGER_CAPACITY as u64 * (token + tool)
}

fn main() {
    // `cargo bench` passes `--bench` (and any criterion flags): ignore them.
    let Some((rss0, _)) = rss_kib() else {
        println!("memory/channel-scope: skipped (no /proc/self/status)");
        return;
    };
    let channel = ChannelScopes::new(&ScopeConfig::default()).expect("OS random numbers");
    let scope = channel.get().clone();
    let result = common::text(1024);
    let call = Call::raw(common::TOOL, common::ARGS);
    // (receipts, rss growth KiB, peak growth KiB)
    let mut points = Vec::new();
    for i in 0..TOTAL {
        let r = scope
            .issue_at(&call, result.as_bytes(), common::TS + i)
            .expect("raw arguments always sign");
        drop(r);
        if CHECKPOINTS.contains(&(i + 1)) {
            let (rss, hwm) = rss_kib().unwrap_or((0, 0));
            points.push((i + 1, rss.saturating_sub(rss0), hwm.saturating_sub(rss0)));
        }
    }
    let payload = ledger_payload_bytes(common::TOOL) as f64 / (1024.0 * 1024.0);
    let ledger_len = scope.ledger_len();
    let capacity = scope.ledger_capacity();
    drop(channel);

    let peak_at = |n: u64| mib(points.iter().find(|p| p.0 == n).map_or(0, |p| p.2));
    println!("memory/channel-scope (growth of the process's RSS over its size before the scope)");
    for (n, rss, hwm) in &points {
        println!(
            "  after {n:>9} receipts: rss {:>7.2} MiB, peak {:>7.2} MiB",
            mib(*rss),
            mib(*hwm)
        );
    }
    println!("  ledger: {ledger_len} of capacity {capacity}; computed payload {payload:.2} MiB");

    let results = [
        ("memory/channel-scope/1M-receipts", peak_at(FIGURE)),
        ("memory/channel-scope/4M-receipts", peak_at(TOTAL)),
        ("memory/channel-scope/ledger-payload", payload),
    ];
    let mut json = String::from("{\n  \"unit\": \"MiB\",\n");
    let _ = writeln!(json, "  \"ledger_capacity\": {capacity},");
    let _ = writeln!(json, "  \"ledger_len\": {ledger_len},");
    json.push_str("  \"results\": [\n");
    for (k, (id, v)) in results.iter().enumerate() {
        let comma = if k + 1 < results.len() { "," } else { "" };
        let _ = writeln!(
            json,
            "    {{\"id\": \"{id}\", \"value\": {v:.3}, \"unit\": \"MiB\"}}{comma}"
        );
    }
    json.push_str("  ],\n  \"checkpoints\": [\n");
    for (k, (n, rss, hwm)) in points.iter().enumerate() {
        let comma = if k + 1 < points.len() { "," } else { "" };
        let _ = writeln!(
            json,
            "    {{\"receipts\": {n}, \"rss_mib\": {:.3}, \"peak_mib\": {:.3}}}{comma}",
            mib(*rss),
            mib(*hwm)
        );
    }
    json.push_str("  ]\n}\n");
    match target_dir() {
        Some(dir) => {
            let path = dir.join("bench-memory.json");
            match std::fs::write(&path, json) {
                Ok(()) => println!("  wrote {}", path.display()),
                Err(e) => eprintln!("  could not write {}: {e}", path.display()),
            }
        }
        None => eprintln!("  no target directory found; figures not written"),
    }
}
