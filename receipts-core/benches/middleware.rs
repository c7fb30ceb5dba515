//! Figure 3 (see `BENCHMARKS.md`): one tool call through the whole
//! middleware path (`Receipted<T>`: issue with the scope clock, trailer,
//! collector, ledger; no `tracing` subscriber installed) against calling
//! the inner tool directly, both polled with `block_on` on a current-thread
//! tokio runtime. The inner tool returns a 1 KiB result.
//!
//! Calls are grouped in turns of ten (a fresh turn, made outside the
//! timing, for every tenth call), as in an agent turn that makes a handful
//! of calls: every call pays its share of a collector's first allocations,
//! and no collector grows without bound over millions of iterations.
//! Arguments differ per call so every receipt is distinct and the ledger
//! really inserts (and, once full, evicts).
//!
//! Ids: `middleware/receipted/1KiB-json` against
//! `middleware/baseline/1KiB-json` (JSON arguments, JCS-canonicalized), and
//! the same with `-raw` (raw argument bytes).

mod common;

use std::hint::black_box;
use std::sync::Arc;

use criterion::{BatchSize, BenchmarkId, Criterion, criterion_group, criterion_main};
use receipts_core::{Receipted, ScopeConfig, Tool, ToolCall, ToolFailure, ToolOutput, Turn};

/// Tool calls per agent turn.
const CALLS_PER_TURN: u64 = 10;

/// A trivial tool: returns a fixed 1 KiB text.
struct Fixed(String);

#[async_trait::async_trait]
impl Tool for Fixed {
    async fn call(&self, _: &ToolCall) -> Result<ToolOutput, ToolFailure> {
        Ok(ToolOutput::new(self.0.clone()))
    }
}

fn call(json: bool, n: u64) -> ToolCall {
    if json {
        ToolCall::json(
            common::TOOL,
            serde_json::json!({"path": format!("/srv/data/report-{n}.txt")}),
        )
    } else {
        ToolCall::raw(common::TOOL, format!("/srv/data/report-{n}.txt"))
    }
}

fn middleware(c: &mut Criterion) {
    let rt = tokio::runtime::Builder::new_current_thread()
        .build()
        .expect("a current-thread runtime");
    let scope = Arc::new(ScopeConfig::new().build().expect("OS random numbers"));
    let inner = Fixed(common::text(1024));
    let mut g = c.benchmark_group("middleware");
    for (json, label) in [(true, "1KiB-json"), (false, "1KiB-raw")] {
        let mut n = 0u64;
        let mut turn = Turn::new(scope.clone());
        g.bench_function(BenchmarkId::new("receipted", label), |b| {
            b.iter_batched(
                || {
                    n += 1;
                    if n % CALLS_PER_TURN == 0 {
                        turn = Turn::new(scope.clone());
                    }
                    (Receipted::new(&inner, turn.clone()), call(json, n))
                },
                |(tool, call)| {
                    let out = rt.block_on(tool.call(black_box(&call)));
                    debug_assert!(out.as_ref().is_ok_and(|o| o.receipt.is_some()));
                    (tool, call, out)
                },
                BatchSize::SmallInput,
            )
        });
        let mut n = 0u64;
        g.bench_function(BenchmarkId::new("baseline", label), |b| {
            b.iter_batched(
                || {
                    n += 1;
                    call(json, n)
                },
                |call| {
                    let out = rt.block_on(inner.call(black_box(&call)));
                    (call, out)
                },
                BatchSize::SmallInput,
            )
        });
    }
    g.finish();
}

criterion_group!(benches, middleware);
criterion_main!(benches);
