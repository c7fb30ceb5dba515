//! Figure 2 (see `BENCHMARKS.md`): verifying a token (strict parse, MAC,
//! constant-time compare) against the raw keyed HMAC over the same result,
//! and scanning a 10 KiB reply holding 20 tokens against a bare `memmem`
//! pass for the prefix over the same bytes.
//!
//! Ids: `verify/receipt/<size>` against `verify/baseline/<size>`, and
//! `scan/receipts/10KiB-20` against `scan/baseline/10KiB-20`.

mod common;

use std::hint::black_box;
use std::sync::Arc;

use criterion::{BenchmarkId, Throughput, criterion_group, criterion_main};
use hmac::{KeyInit, Mac};
use receipts_core::{Args, Call, FoundKind, Scope, ScopeConfig, ScopeKey};

use common::{ARGS, Crit, TOOL, TS};

fn raw_hmac(key: &[u8; 32], data: &[u8]) -> [u8; 32] {
    let mut m = <hmac::Hmac<sha2::Sha256> as KeyInit>::new_from_slice(key)
        .expect("HMAC takes keys of any length");
    m.update(data);
    m.finalize().into_bytes().into()
}

fn scope() -> Scope {
    ScopeConfig::new().build_with_key(ScopeKey::from_bytes(common::key()))
}

fn verify(c: &mut Crit) {
    let key = common::key();
    let scope = scope();
    let args = Args::raw(ARGS);
    let mut g = c.benchmark_group("verify");
    for (size, label) in [(64, "64B"), (1024, "1KiB")] {
        let result = common::text(size);
        let token = scope
            .mint(TOOL, &args, result.as_bytes(), TS)
            .expect("raw arguments always sign");
        let token = token.as_str().to_owned();
        assert!(scope.verify(&token, TOOL, &args, result.as_bytes()).is_ok());
        g.throughput(Throughput::Bytes(size as u64));
        g.bench_function(BenchmarkId::new("receipt", label), |b| {
            b.iter(|| {
                scope
                    .verify(black_box(&token), TOOL, &args, black_box(result.as_bytes()))
                    .is_ok()
            })
        });
        g.bench_function(BenchmarkId::new("baseline", label), |b| {
            b.iter(|| raw_hmac(&key, black_box(result.as_bytes())))
        });
    }
    g.finish();
}

fn scan(c: &mut Crit) {
    let scope = Arc::new(scope());
    let turn = scope.begin_turn();
    let tokens: Vec<String> = (0..20u64)
        .map(|i| {
            let out = common::text(100 + i as usize);
            let r = turn
                .issue_at(&Call::raw(TOOL, ARGS), out.as_bytes(), TS + i)
                .expect("raw arguments always sign");
            r.token.as_str().to_owned()
        })
        .collect();
    let reply = common::reply_with_tokens(&tokens, 10 * 1024);
    let prefix = scope.prefix();
    let found: Vec<_> = prefix.scan(&reply).collect();
    assert_eq!(found.len(), 20);
    assert!(found.iter().all(|f| matches!(f.kind, FoundKind::Token(_))));

    let mut g = c.benchmark_group("scan");
    g.throughput(Throughput::Bytes(reply.len() as u64));
    g.bench_function(BenchmarkId::new("receipts", "10KiB-20"), |b| {
        b.iter(|| prefix.scan(black_box(&reply)).count())
    });
    let needle = prefix.as_str().as_bytes();
    g.bench_function(BenchmarkId::new("baseline", "10KiB-20"), |b| {
        b.iter(|| memchr::memmem::find_iter(black_box(reply.as_bytes()), needle).count())
    });
    g.finish();
}

criterion_group! {
    name = benches;
    config = common::criterion();
    targets = verify, scan
}
criterion_main!(benches);
