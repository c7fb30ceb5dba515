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
//! the same with `-raw` (raw argument bytes). `middleware-parts/*/1KiB`
//! time the steps one by one, to show where the overhead goes.

mod common;

use common::Crit;

use std::hint::black_box;
use std::sync::Arc;

use criterion::{BatchSize, BenchmarkId, criterion_group, criterion_main};
use receipts_core::{
    Receipted, ScopeConfig, Tool, ToolCall, ToolFailure, ToolOutput, Turn, append_trailer,
};

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

fn middleware(c: &mut Crit) {
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

/// `middleware-parts`: the steps of the path one by one, raw arguments,
/// 1 KiB result, for reading where the overhead goes (no targets).
fn parts(c: &mut Crit) {
    let scope = Arc::new(ScopeConfig::new().build().expect("OS random numbers"));
    let result = common::text(1024);
    let call = ToolCall::raw(common::TOOL, "/srv/data/report.txt");
    let mut g = c.benchmark_group("middleware-parts");
    // MAC over the v1 message and the token text
    g.bench_function(BenchmarkId::new("mint", "1KiB"), |b| {
        b.iter(|| {
            scope
                .mint(
                    common::TOOL,
                    &call.args,
                    black_box(result.as_bytes()),
                    common::TS,
                )
                .expect("raw arguments always sign")
        })
    });
    // + the receipt record and the ledger insert (distinct tags, so the
    // ledger fills and then evicts)
    let mut n = 0u64;
    g.bench_function(BenchmarkId::new("scope-issue", "1KiB"), |b| {
        b.iter(|| {
            n += 1;
            scope
                .issue_at(
                    &call.as_call(),
                    black_box(result.as_bytes()),
                    common::TS + n,
                )
                .expect("raw arguments always sign")
        })
    });
    // + the collector, turns of ten calls
    let mut turn = Turn::new(scope.clone());
    g.bench_function(BenchmarkId::new("turn-issue", "1KiB"), |b| {
        b.iter_batched(
            || {
                n += 1;
                if n % CALLS_PER_TURN == 0 {
                    turn = Turn::new(scope.clone());
                }
                (turn.clone(), n)
            },
            |(turn, n)| {
                let r = turn.issue_at(
                    &call.as_call(),
                    black_box(result.as_bytes()),
                    common::TS + n,
                );
                (turn, r)
            },
            BatchSize::SmallInput,
        )
    });
    // appending the trailer to a result string with no spare capacity (as a
    // tool returns it): the reallocation copies the result
    g.bench_function(BenchmarkId::new("trailer-realloc", "1KiB"), |b| {
        let token = scope
            .mint(common::TOOL, &call.args, result.as_bytes(), common::TS)
            .expect("raw arguments always sign");
        b.iter_batched(
            || result.clone(),
            |mut text| {
                append_trailer(&mut text, &token);
                text
            },
            BatchSize::SmallInput,
        )
    });
    g.finish();
}

criterion_group! {
    name = benches;
    config = common::criterion();
    targets = middleware, parts
}
criterion_main!(benches);
