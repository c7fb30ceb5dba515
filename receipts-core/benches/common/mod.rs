//! Inputs shared by the receipts-core benchmarks: deterministic agent-style
//! text and the names, arguments and key they all use. Each bench binary
//! uses only part of it.
#![allow(dead_code)]

mod cpu_time;

pub(crate) use cpu_time::ThreadCpuTime;

/// Criterion timing in thread CPU time (see [`ThreadCpuTime`]), configured
/// from the command line as usual.
pub(crate) fn criterion() -> criterion::Criterion<ThreadCpuTime> {
    criterion::Criterion::default().with_measurement(ThreadCpuTime)
}

/// The criterion handle of the single-thread benches.
pub(crate) type Crit = criterion::Criterion<ThreadCpuTime>;

/// Tool name signed into every benchmark receipt.
pub(crate) const TOOL: &str = "read_file";

/// Raw argument bytes signed into the figure 1 and 2 receipts.
pub(crate) const ARGS: &[u8] = br#"{"path":"/srv/data/report.txt"}"#;

/// Timestamp for receipts whose timestamp does not matter.
pub(crate) const TS: u64 = 1_774_608_496;

/// A fixed, public benchmark key (bytes 0, 1, ..., 31). Not a secret: the
/// speed of a MAC does not depend on its key.
pub(crate) fn key() -> [u8; 32] {
    let mut k = [0u8; 32];
    for (i, b) in k.iter_mut().enumerate() {
        *b = i as u8;
    }
    k
}

/// Result sizes of figure 1, with their labels (the criterion parameter).
pub(crate) const SIZES: [(usize, &str); 4] = [
    (64, "64B"),
    (1024, "1KiB"),
    (64 * 1024, "64KiB"),
    (1024 * 1024, "1MiB"),
];

const LINES: [&str; 6] = [
    "2026-03-27T10:14:03Z INFO fetched 42 rows from orders in 18 ms\n",
    "The largest file under /var/log is syslog.1 (1.2 MB); it was rotated yesterday.\n",
    "{\"id\": 7731, \"status\": \"shipped\", \"items\": [\"cable\", \"adapter\"]}\n",
    "fn main() { println!(\"{}\", std::env::args().count()); }\n",
    "Build finished: 3 warnings, 0 errors, 214 tests passed.\n",
    "Des fichiers ont été déplacés vers /srv/archive — 12 au total.\n",
];

/// Agent-style text (logs, prose, JSON, code) of exactly `len` bytes. Cut on
/// a char boundary and padded with spaces when needed.
pub(crate) fn text(len: usize) -> String {
    let mut s = String::with_capacity(len + 128);
    let mut i = 0;
    while s.len() < len {
        s.push_str(LINES[i % LINES.len()]);
        i += 1;
    }
    let mut cut = len;
    while !s.is_char_boundary(cut) {
        cut -= 1;
    }
    s.truncate(cut);
    while s.len() < len {
        s.push(' ');
    }
    s
}

/// A model reply of about `len` bytes holding the given tokens, spread
/// evenly through agent-style prose, each quoted the way models quote them.
pub(crate) fn reply_with_tokens(tokens: &[String], len: usize) -> String {
    let quoted: usize = tokens.iter().map(|t| t.len() + 12).sum();
    let gap = len.saturating_sub(quoted) / tokens.len().max(1);
    let filler = text(gap);
    let mut s = String::with_capacity(len + 64);
    for t in tokens {
        s.push_str(&filler);
        s.push_str(" (receipt: ");
        s.push_str(t);
        s.push(')');
    }
    let rest = len.saturating_sub(s.len());
    s.push_str(&text(rest));
    s
}
