//! Auditing a 10 KiB reply that cites 20 receipts (target: under 50 µs).
//!
//! Timed in thread CPU time (the machines are shared; see BENCHMARKS.md,
//! Method), with the measurement the core benches use. The same-run
//! baseline `audit/baseline/10KiB-20` is the raw primitive any phrase-based
//! audit starts from: one leftmost-longest, ASCII-case-insensitive
//! `aho-corasick` pass of every built-in vocabulary phrase and the turn's
//! tool names over the same reply, counting the matches. The ratio
//! (audit / baseline) is what carries across machines.

// one file for the measurement, shared with the core benches
#[path = "../../receipts-core/benches/common/cpu_time.rs"]
mod cpu_time;

use std::hint::black_box;

use aho_corasick::{AhoCorasick, AhoCorasickKind, MatchKind};
use cpu_time::ThreadCpuTime;
use criterion::{Criterion, criterion_group};
use receipts_audit::{Auditor, Evidence, IssuedRecord, Vocabulary};
use receipts_core::{Call, ScopeConfig, ScopeKey};

/// The tools the turn calls, in turn.
const TOOLS: [&str; 5] = [
    "shell",
    "web_search",
    "read_file",
    "search_code",
    "fetch_url",
];

fn setup() -> (Auditor, Evidence, String) {
    let scope = ScopeConfig::new().build_with_key(ScopeKey::from_bytes([7; 32]));
    let mut ev = Evidence::new(scope.prefix().clone());
    let mut reply = String::new();
    let filler = "The configuration looks consistent with what the team described earlier, and nothing here needs a change before the release. ";
    for i in 0..20 {
        let tool = TOOLS[i % TOOLS.len()];
        let args = serde_json::json!({"cmd": format!("ls dir{i}"), "n": i});
        let result = format!(
            "file_a{i}.rs\nfile_b{i}.rs\nfile_c{i}.rs\nsee https://example.org/page/{i}\n{}",
            "log line with some words in it\n".repeat(8)
        );
        let r = scope
            .issue_at(
                &Call::json(tool, &args),
                result.as_bytes(),
                1_700_000_000 + i as u64,
            )
            .unwrap();
        ev.push(
            IssuedRecord::from_receipt(&r)
                .with_args(args.to_string())
                .with_result(result),
        );
        reply.push_str(&format!(
            "I ran `ls dir{i}` with {tool} and found 12 lines, including file_a{i}.rs (https://example.org/page/{i}) [receipt: {}]. ",
            r.token
        ));
        while reply.len() < (i + 1) * 10 * 1024 / 20 {
            reply.push_str(filler);
        }
    }
    // all ASCII, so any length is a char boundary
    reply.truncate(10 * 1024);
    (Auditor::default(), ev, reply)
}

/// Every phrase of the built-in vocabulary (all languages, all lists,
/// read through its serialized form so that a new list is included) and
/// the bench's tool names, for the baseline matcher.
fn baseline_matcher() -> AhoCorasick {
    fn strings(v: &serde_json::Value, out: &mut Vec<String>) {
        match v {
            serde_json::Value::String(s) => out.push(s.clone()),
            serde_json::Value::Array(a) => a.iter().for_each(|x| strings(x, out)),
            // maps of phrases to values (`number_words`): the keys
            serde_json::Value::Object(o) => out.extend(o.keys().cloned()),
            _ => {}
        }
    }
    let v = Vocabulary::builtin();
    let mut phrases: Vec<String> = TOOLS.iter().map(|t| t.to_string()).collect();
    for lang in v.languages() {
        let Some(p) = v.get(lang) else { continue };
        let Ok(serde_json::Value::Object(lists)) = serde_json::to_value(p) else {
            continue;
        };
        lists.values().for_each(|l| strings(l, &mut phrases));
    }
    AhoCorasick::builder()
        .ascii_case_insensitive(true)
        .match_kind(MatchKind::LeftmostLongest)
        .kind(Some(AhoCorasickKind::DFA))
        .build(&phrases)
        .expect("the vocabulary's phrases build an automaton")
}

fn bench(c: &mut Criterion<ThreadCpuTime>) {
    let (auditor, ev, reply) = setup();
    let matcher = baseline_matcher();
    assert!(matcher.find_iter(&reply).count() > 100);
    let report = auditor.audit(&ev, &reply);
    assert_eq!(
        report
            .findings
            .iter()
            .filter(|f| f.kind == receipts_audit::FindingKind::VerifiedReceipt)
            .count(),
        20,
        "{}",
        report.to_json_pretty()
    );
    assert!(report.is_clean(), "{}", report.to_json_pretty());
    // Id `audit/reply/10KiB-20`, as `cargo xtask bench --summary` reads it.
    let mut g = c.benchmark_group("audit");
    g.bench_function(criterion::BenchmarkId::new("reply", "10KiB-20"), |b| {
        b.iter(|| auditor.audit(black_box(&ev), black_box(&reply)))
    });
    g.bench_function(criterion::BenchmarkId::new("baseline", "10KiB-20"), |b| {
        b.iter(|| matcher.find_iter(black_box(&reply)).count())
    });
    g.finish();
}

criterion_group! {
    name = benches;
    config = Criterion::default().with_measurement(ThreadCpuTime);
    targets = bench
}

fn main() {
    // `AUDIT_BENCH_ITERS=N` runs N audits and exits, for CPU-time counters
    // (`perf stat -e task-clock`) on a shared machine where wall time lies.
    if let Some(n) = std::env::var("AUDIT_BENCH_ITERS")
        .ok()
        .and_then(|v| v.parse::<u32>().ok())
    {
        let (auditor, ev, reply) = setup();
        for _ in 0..n {
            black_box(auditor.audit(black_box(&ev), black_box(&reply)));
        }
        return;
    }
    // `AUDIT_BENCH_MIN=1` times 400 batches of 10 audits and prints the
    // minimum, tenth percentile and median per audit: on a busy machine the
    // minimum is the figure that repeats (the median swings by 2x).
    if std::env::var_os("AUDIT_BENCH_MIN").is_some() {
        let (auditor, ev, reply) = setup();
        let mut per_audit: Vec<f64> = (0..400)
            .map(|_| {
                let t0 = std::time::Instant::now();
                for _ in 0..10 {
                    black_box(auditor.audit(black_box(&ev), black_box(&reply)));
                }
                t0.elapsed().as_secs_f64() * 1e6 / 10.0
            })
            .collect();
        per_audit.sort_by(f64::total_cmp);
        println!(
            "audit/reply/10KiB-20: min {:.1} µs, p10 {:.1} µs, median {:.1} µs",
            per_audit[0], per_audit[40], per_audit[200]
        );
        return;
    }
    benches();
    Criterion::default().configure_from_args().final_summary();
}
