//! Figure 4 (see `BENCHMARKS.md`): two threads issuing receipts on one
//! shared channel scope (one key, one ledger behind one mutex) against one
//! thread doing the same work. Both measure wall time per issued receipt
//! (`Scope::issue_at` on a 1 KiB result: MAC, token, ledger insert and
//! eviction), with the threads started behind a barrier, so the speed-up
//! is `baseline / two-threads`.
//!
//! Ids: `contention/two-threads/1KiB` against `contention/baseline/1KiB`.

mod common;

use std::sync::atomic::{AtomicU64, Ordering};
use std::sync::{Arc, Barrier};
use std::time::{Duration, Instant};

use criterion::{BenchmarkId, Criterion, criterion_group, criterion_main};
use receipts_core::{Call, ChannelScopes, Scope, ScopeConfig};

/// Tool names per thread, so two threads never mint the same tag.
const TOOLS: [&str; 2] = ["read_file", "list_dir"];

/// Issue `iters` receipts split over `threads` threads; wall time from the
/// moment all threads are ready until the last one is done.
fn issue_on(scope: &Scope, threads: usize, iters: u64, result: &[u8], ts: &AtomicU64) -> Duration {
    // distinct timestamps across samples keep every tag new to the ledger
    let ts0 = ts.fetch_add(iters, Ordering::Relaxed);
    let barrier = Barrier::new(threads + 1);
    let per = iters / threads as u64;
    let extra = iters % threads as u64;
    std::thread::scope(|s| {
        let barrier = &barrier;
        let handles: Vec<_> = (0..threads)
            .map(|t| {
                let n = per + u64::from((t as u64) < extra);
                s.spawn(move || {
                    barrier.wait();
                    for i in 0..n {
                        let r = scope.issue_at(&Call::raw(TOOLS[t], common::ARGS), result, ts0 + i);
                        std::hint::black_box(r.expect("raw arguments always sign"));
                    }
                })
            })
            .collect();
        barrier.wait();
        let start = Instant::now();
        for h in handles {
            h.join().expect("issuing thread panicked");
        }
        start.elapsed()
    })
}

fn contention(c: &mut Criterion) {
    let channel = ChannelScopes::new(&ScopeConfig::default()).expect("OS random numbers");
    let scope: Arc<Scope> = channel.get().clone();
    let result = common::text(1024);
    let ts = AtomicU64::new(common::TS);
    let mut g = c.benchmark_group("contention");
    g.bench_function(BenchmarkId::new("baseline", "1KiB"), |b| {
        b.iter_custom(|iters| issue_on(&scope, 1, iters, result.as_bytes(), &ts))
    });
    g.bench_function(BenchmarkId::new("two-threads", "1KiB"), |b| {
        b.iter_custom(|iters| issue_on(&scope, 2, iters, result.as_bytes(), &ts))
    });
    g.finish();
}

criterion_group!(benches, contention);
criterion_main!(benches);
