//! Figure 1 (see `BENCHMARKS.md`): issuing a receipt (MAC over the v1
//! message, token, trailer) for results of 64 B, 1 KiB, 64 KiB and 1 MiB
//! with each backend, against the raw keyed primitive over the same result
//! bytes in the same run; and what keying the HMAC state once per scope
//! saves per receipt.
//!
//! Ids: `issue-<algorithm>/receipt/<size>` against
//! `issue-<algorithm>/baseline/<size>`, and
//! `prekey-hmac-sha256/cloned-state/<size>` against
//! `prekey-hmac-sha256/baseline/<size>`.

mod common;

use std::hint::black_box;

use criterion::{BenchmarkId, Throughput, criterion_group, criterion_main};
use hmac::{KeyInit, Mac};
use receipts_core::{
    Args, BackendFactory, HmacSha256, MacBackend, ScopeConfig, ScopeKey, append_trailer,
};

use common::{ARGS, Crit, SIZES, TOOL, TS};

/// The plain keyed HMAC-SHA256 call: key, absorb, finalize.
fn raw_hmac(key: &[u8; 32], data: &[u8]) -> [u8; 32] {
    let mut m = <hmac::Hmac<sha2::Sha256> as KeyInit>::new_from_slice(key)
        .expect("HMAC takes keys of any length");
    m.update(data);
    m.finalize().into_bytes().into()
}

#[cfg(feature = "blake3")]
fn raw_blake3(key: &[u8; 32], data: &[u8]) -> [u8; 32] {
    *blake3::keyed_hash(key, data).as_bytes()
}

/// `issue-<algorithm>`: `Scope::mint` + `append_trailer` on a result that
/// has room for the trailer, against `raw` over the same result bytes.
fn issue_group(c: &mut Crit, factory: BackendFactory, raw: fn(&[u8; 32], &[u8]) -> [u8; 32]) {
    let key = common::key();
    let scope = ScopeConfig::new()
        .backend(factory.clone())
        .build_with_key(ScopeKey::from_bytes(key));
    let args = Args::raw(ARGS);
    let mut g = c.benchmark_group(format!("issue-{}", factory.algorithm()));
    for (size, label) in SIZES {
        let result = common::text(size);
        g.throughput(Throughput::Bytes(size as u64));
        g.sample_size(if size >= 64 * 1024 { 30 } else { 100 });
        g.bench_function(BenchmarkId::new("receipt", label), |b| {
            // the tool's output string, with spare capacity for the trailer
            // so that appending it does not copy the result
            let mut text = String::with_capacity(size + 128);
            text.push_str(&result);
            b.iter(|| {
                let token = scope
                    .mint(TOOL, &args, black_box(text.as_bytes()), TS)
                    .expect("raw arguments always sign");
                append_trailer(&mut text, &token);
                black_box(&text);
                text.truncate(size);
            })
        });
        g.bench_function(BenchmarkId::new("baseline", label), |b| {
            b.iter(|| raw(&key, black_box(result.as_bytes())))
        });
    }
    g.finish();
}

fn issue_hmac(c: &mut Crit) {
    issue_group(c, BackendFactory::hmac_sha256(), raw_hmac);
}

#[cfg(feature = "blake3")]
fn issue_blake3(c: &mut Crit) {
    issue_group(c, BackendFactory::blake3(), raw_blake3);
}

#[cfg(not(feature = "blake3"))]
fn issue_blake3(_: &mut Crit) {
    eprintln!("issue-blake3: skipped (build with --features blake3)");
}

/// `prekey-hmac-sha256`: the backend's MAC (keyed state cloned per call)
/// against keying HMAC for every call, over the same bytes.
fn prekey(c: &mut Crit) {
    let key = common::key();
    let backend = HmacSha256::from_key_slice(&key);
    let mut g = c.benchmark_group("prekey-hmac-sha256");
    for (size, label) in [(64, "64B"), (200, "200B"), (1024, "1KiB")] {
        let data = common::text(size);
        g.throughput(Throughput::Bytes(size as u64));
        g.bench_function(BenchmarkId::new("cloned-state", label), |b| {
            b.iter(|| backend.mac(&[black_box(data.as_bytes())]))
        });
        g.bench_function(BenchmarkId::new("baseline", label), |b| {
            b.iter(|| raw_hmac(&key, black_box(data.as_bytes())))
        });
    }
    g.finish();
}

criterion_group! {
    name = benches;
    config = common::criterion();
    targets = issue_hmac, issue_blake3, prekey
}
criterion_main!(benches);
