//! Throughput of the leak filter, single thread, in MB/s:
//!
//! - `clean`: agent-style text with nothing to redact (prose, JSON, logs,
//!   code, UUIDs, digests, URLs);
//! - `dense`: log lines each holding a secret, a receipt and a URL;
//! - `stream16`: the clean and dense texts fed to a `StreamRedactor` in
//!   16-byte deltas (`feed_bytes_into`, output buffer reused);
//! - `stream16text`: the same as text deltas (`feed_into`, cut at char
//!   boundaries), as an LLM client hands them over;
//! - `baseline`: a bare `memchr` pass counting newlines over the same bytes;
//!
//! each at 1 MB and 8 MB, so the 8 MB / 1 MB time ratio shows linearity
//! (8.0 is linear). Before criterion runs, a quick summary with those
//! ratios is printed.
//!
//! Ids: `leakfilter/<kind>/<size>`, `leakfilter/baseline/<size>`.
//!
//! Times are thread CPU time (the machines are shared; see BENCHMARKS.md,
//! Method), with the measurement the core benches use.

// one file for the measurement, shared with the core benches
#[path = "../../receipts-core/benches/common/cpu_time.rs"]
mod cpu_time;

use std::hint::black_box;

use cpu_time::ThreadCpuTime;
use criterion::measurement::Measurement;
use criterion::{BenchmarkId, Criterion, Throughput, criterion_group, criterion_main};
use receipts_core::{Prefix, Tag};
use receipts_leakfilter::{LeakConfig, LeakFilter};

struct Rng(u64);
impl Rng {
    fn next(&mut self) -> u64 {
        self.0 = self.0.wrapping_add(0x9E37_79B9_7F4A_7C15);
        let mut z = self.0;
        z = (z ^ (z >> 30)).wrapping_mul(0xBF58_476D_1CE4_E5B9);
        z = (z ^ (z >> 27)).wrapping_mul(0x94D0_49BB_1331_11EB);
        z ^ (z >> 31)
    }
    fn chars(&mut self, set: &[u8], n: usize) -> String {
        (0..n)
            .map(|_| set[(self.next() % set.len() as u64) as usize] as char)
            .collect()
    }
}

const ALNUM: &[u8] = b"ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789";
const HEX: &[u8] = b"0123456789abcdef";

fn clean_line(r: &mut Rng, i: usize) -> String {
    match i % 6 {
        0 => "The build passed after updating the dependencies, and I checked the logs for errors before deploying to the staging region.\n".to_owned(),
        1 => format!(
            "{{\"id\": \"{}-{}-4{}-a{}-{}\", \"status\": \"ok\", \"count\": {}, \"name\": \"user profile settings\"}}\n",
            r.chars(HEX, 8), r.chars(HEX, 4), r.chars(HEX, 3), r.chars(HEX, 3), r.chars(HEX, 12), r.next() % 500
        ),
        2 => format!(
            "2024-05-01T12:{:02}:07Z INFO request handled path=/api/v1/users/{}/preferences status=200 duration=12ms\n",
            r.next() % 60, r.next() % 100000
        ),
        3 => "    let result = client.get_user_account_settings(user_id).await?; // fetch settings for the user\n".to_owned(),
        4 => format!("commit {} merged into main; see the pull request for details\n", r.chars(HEX, 40)),
        _ => "Next, I will update the configuration file and restart the service so that the new limits apply.\n".to_owned(),
    }
}

fn dense_line(r: &mut Rng, i: usize) -> String {
    let mut tag = [0u8; 32];
    for c in tag.chunks_mut(8) {
        c.copy_from_slice(&r.next().to_le_bytes());
    }
    let receipt = Prefix::default().token(1_700_000_000 + i as u64, Tag::from_bytes(tag));
    let secret = match i % 4 {
        0 => format!("ghp_{}", r.chars(ALNUM, 36)),
        1 => format!("AKIA{}", r.chars(b"ABCDEFGHIJKLMNOPQRSTUVWXYZ234567", 16)),
        2 => format!("password={}", r.chars(ALNUM, 20)),
        _ => format!("sk_live_{}", r.chars(ALNUM, 32)),
    };
    format!(
        "2024-05-01T12:00:07Z INFO call ok {receipt} url=https://api.example.com/v1/items/{} cred {secret}\n",
        i
    )
}

fn text(kind: &str, bytes: usize) -> String {
    let mut r = Rng(42);
    let mut s = String::with_capacity(bytes + 256);
    let mut i = 0;
    while s.len() < bytes {
        s += &if kind == "clean" {
            clean_line(&mut r, i)
        } else {
            dense_line(&mut r, i)
        };
        i += 1;
    }
    s
}

/// Feed `t` in 16-byte deltas (cut anywhere, also inside UTF-8
/// characters), appending each delta's output to one reused buffer as a
/// streaming consumer would.
fn stream16(f: &LeakFilter, t: &str) -> usize {
    let mut s = f.stream();
    let mut n = 0;
    let mut out = String::with_capacity(256);
    for c in t.as_bytes().chunks(16) {
        out.clear();
        s.feed_bytes_into(c, &mut out);
        n += out.len();
    }
    n + s.finish().len()
}

/// Feed `t` as text deltas of about 16 bytes (cut at char boundaries), as
/// an LLM client hands over decoded deltas.
fn stream16text(f: &LeakFilter, t: &str) -> usize {
    let mut s = f.stream();
    let (mut n, mut i) = (0, 0);
    let mut out = String::with_capacity(256);
    while i < t.len() {
        let mut j = (i + 16).min(t.len());
        while !t.is_char_boundary(j) {
            j += 1;
        }
        out.clear();
        s.feed_into(&t[i..j], &mut out);
        n += out.len();
        i = j;
    }
    n + s.finish().len()
}

fn baseline(t: &str) -> usize {
    memchr::memchr_iter(b'\n', t.as_bytes()).count()
}

/// MB/s from the best of five runs, in thread CPU time.
fn time<F: FnMut() -> usize>(mut f: F, bytes: usize) -> f64 {
    black_box(f());
    let mut best = u64::MAX;
    for _ in 0..5 {
        let t0 = ThreadCpuTime.start();
        black_box(f());
        best = best.min(ThreadCpuTime.end(t0).max(1));
    }
    bytes as f64 / best as f64 * 1e3
}

fn summary(f: &LeakFilter) {
    println!(
        "leakfilter summary (best of 5, thread CPU time, MB/s; scaling = time(8 MB) / time(1 MB), 8.0 is linear)"
    );
    for kind in ["clean", "dense"] {
        let small = text(kind, 1 << 20);
        let big = text(kind, 8 << 20);
        let b1 = time(|| f.redact(&small).text.len(), small.len());
        let b8 = time(|| f.redact(&big).text.len(), big.len());
        let s1 = time(|| stream16(f, &small), small.len());
        let s8 = time(|| stream16(f, &big), big.len());
        let t1 = time(|| stream16text(f, &small), small.len());
        let m1 = time(|| baseline(&small), small.len());
        println!(
            "  {kind:5}: batch {b1:7.1} MB/s (8 MB: {b8:7.1}, scaling {:.2}); stream16 {s1:7.1} MB/s (8 MB: {s8:7.1}, scaling {:.2}); stream16/batch cost {:.2}x (text deltas {:.2}x); memchr baseline {m1:8.1} MB/s",
            8.0 * b1 / b8,
            8.0 * s1 / s8,
            b1 / s1,
            b1 / t1,
        );
    }
}

fn bench(c: &mut Criterion<ThreadCpuTime>) {
    let f = LeakFilter::new(LeakConfig::default()).expect("default config");
    summary(&f);
    // Ids follow the convention `cargo xtask bench --summary` reads
    // (BENCHMARKS.md): leakfilter/{batch,stream16,baseline}/<kind>[-8MiB].
    let mut g = c.benchmark_group("leakfilter");
    for kind in ["clean", "dense"] {
        for (suffix, bytes) in [("", 1usize << 20), ("-8MiB", 8 << 20)] {
            let t = text(kind, bytes);
            let param = format!("{kind}{suffix}");
            g.throughput(Throughput::Bytes(t.len() as u64));
            g.bench_with_input(BenchmarkId::new("batch", &param), &t, |b, t| {
                b.iter(|| f.redact(black_box(t)).text.len())
            });
            if suffix.is_empty() {
                g.bench_with_input(BenchmarkId::new("stream16", &param), &t, |b, t| {
                    b.iter(|| stream16(&f, black_box(t)))
                });
                g.bench_with_input(BenchmarkId::new("stream16text", &param), &t, |b, t| {
                    b.iter(|| stream16text(&f, black_box(t)))
                });
                g.bench_with_input(BenchmarkId::new("baseline", &param), &t, |b, t| {
                    b.iter(|| baseline(black_box(t)))
                });
            }
        }
    }
    g.finish();
}

criterion_group! {
    name = benches;
    config = Criterion::default().with_measurement(ThreadCpuTime).sample_size(10);
    targets = bench
}
criterion_main!(benches);
