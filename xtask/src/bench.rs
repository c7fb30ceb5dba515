//! `cargo xtask bench`: run the criterion benchmarks of every workspace
//! crate that has bench targets, then summarize them figure by figure
//! against the baselines measured in the same run (see `BENCHMARKS.md`).
//!
//! ```text
//! cargo xtask bench [--summary] [--quick] [-p PACKAGE]... [-- CRITERION_ARGS]
//! cargo xtask bench --summary --skip-run   # summarize the last run again
//! cargo xtask bench --no-run               # build the benches only (CI)
//! ```
//!
//! Results are read from criterion's output, `<target>/criterion/**/new/`
//! (`benchmark.json` for the id and throughput, `estimates.json` for the
//! median), and from `<target>/bench-memory.json` written by the
//! `receipts-core` memory bench. `<target>` is cargo's target directory, so
//! `CARGO_TARGET_DIR` is honoured. The summary goes to stdout and to
//! `<target>/bench-summary.json`.
//!
//! # Naming convention
//! A criterion id is `<group>/<function>/<parameter>`. A function named
//! `baseline` is the baseline of every other function of its group with the
//! same parameter: `issue-hmac-sha256/receipt/1KiB` is paired with
//! `issue-hmac-sha256/baseline/1KiB`. [`SPECS`] lists the figures the issue
//! sets targets for, with their ids (and a baseline id where it is not the
//! default pairing); any other id is still summarized, without a target.

use std::collections::BTreeMap;
use std::fmt::Write as _;
use std::path::{Path, PathBuf};
use std::process::Command;
use std::time::SystemTime;

use anyhow::{Context, Result, bail};
use serde_json::{Value, json};

use crate::util;

/// Criterion flags for `--quick`: short runs for a shared, noisy machine.
const QUICK: [&str; 4] = ["--measurement-time", "3", "--warm-up-time", "1"];

/// What a figure is checked against.
#[derive(Clone, Copy, Debug)]
enum Target {
    /// Only reported.
    Report,
    /// `median / baseline <= x`.
    RatioAtMost(f64),
    /// `baseline / median >= x` (both are times per unit of work).
    SpeedupAtLeast(f64),
    /// `median - baseline <= x` nanoseconds.
    OverheadAtMostNs(f64),
    /// `median <= x` nanoseconds.
    MedianAtMostNs(f64),
    /// `throughput bytes / median >= x` bytes per second (decimal units).
    BytesPerSecAtLeast(f64),
}

/// A figure the benchmark issue names, with its id and target.
struct Spec {
    figure: u8,
    id: &'static str,
    /// `None`: the default pairing (`<group>/baseline/<parameter>`).
    baseline: Option<&'static str>,
    target: Target,
    what: &'static str,
}

const fn spec(figure: u8, id: &'static str, target: Target, what: &'static str) -> Spec {
    Spec {
        figure,
        id,
        baseline: None,
        target,
        what,
    }
}

const fn paired(
    figure: u8,
    id: &'static str,
    baseline: &'static str,
    target: Target,
    what: &'static str,
) -> Spec {
    Spec {
        figure,
        id,
        baseline: Some(baseline),
        target,
        what,
    }
}

use Target::*;

/// The figures of the benchmark issue, in report order.
#[rustfmt::skip]
const SPECS: &[Spec] = &[
    // 1. issuing vs the raw keyed primitive; pre-keying
    spec(1, "issue-hmac-sha256/receipt/64B", RatioAtMost(1.25), "issue (MAC, token, trailer), HMAC-SHA256, 64 B vs raw keyed HMAC"),
    spec(1, "issue-hmac-sha256/receipt/1KiB", RatioAtMost(1.25), "issue, HMAC-SHA256, 1 KiB"),
    spec(1, "issue-hmac-sha256/receipt/64KiB", RatioAtMost(1.05), "issue, HMAC-SHA256, 64 KiB"),
    spec(1, "issue-hmac-sha256/receipt/1MiB", RatioAtMost(1.05), "issue, HMAC-SHA256, 1 MiB"),
    spec(1, "issue-blake3/receipt/64B", RatioAtMost(1.25), "issue, BLAKE3, 64 B vs blake3::keyed_hash"),
    spec(1, "issue-blake3/receipt/1KiB", RatioAtMost(1.25), "issue, BLAKE3, 1 KiB"),
    spec(1, "issue-blake3/receipt/64KiB", RatioAtMost(1.05), "issue, BLAKE3, 64 KiB"),
    spec(1, "issue-blake3/receipt/1MiB", RatioAtMost(1.05), "issue, BLAKE3, 1 MiB"),
    spec(1, "prekey-hmac-sha256/cloned-state/64B", Report, "pre-keyed HMAC state vs keying per call, 64 B"),
    spec(1, "prekey-hmac-sha256/cloned-state/200B", Report, "pre-keyed HMAC state vs keying per call, 200 B"),
    spec(1, "prekey-hmac-sha256/cloned-state/1KiB", Report, "pre-keyed HMAC state vs keying per call, 1 KiB"),
    // 2. verifying and scanning
    spec(2, "verify/receipt/64B", Report, "verify a token (parse, MAC, ct compare), 64 B vs raw keyed HMAC"),
    spec(2, "verify/receipt/1KiB", Report, "verify a token, 1 KiB"),
    spec(2, "scan/receipts/10KiB-20", BytesPerSecAtLeast(1e9), "scan a 10 KiB reply with 20 tokens vs memmem pass"),
    // 3. the middleware path
    spec(3, "middleware/receipted/1KiB-json", OverheadAtMostNs(2000.0), "Receipted<T> call vs inner tool, 1 KiB, JSON args"),
    spec(3, "middleware/receipted/1KiB-raw", OverheadAtMostNs(2000.0), "Receipted<T> call vs inner tool, 1 KiB, raw args"),
    spec(3, "middleware-parts/mint/1KiB", Report, "step: MAC + token, raw args"),
    spec(3, "middleware-parts/scope-issue/1KiB", Report, "step: + receipt record and ledger insert"),
    spec(3, "middleware-parts/turn-issue/1KiB", Report, "step: + collector (turns of 10 calls)"),
    spec(3, "middleware-parts/trailer-realloc/1KiB", Report, "step: trailer that reallocates a 1 KiB result"),
    // 4. contention on a channel scope
    spec(4, "contention/two-threads/1KiB", SpeedupAtLeast(1.6), "2 threads issuing on one channel scope vs 1 thread"),
    // 5. leak filter (receipts-leakfilter benches)
    spec(5, "leakfilter/batch/clean", BytesPerSecAtLeast(300e6), "leak filter, clean 1 MiB text vs one memchr pass"),
    spec(5, "leakfilter/batch/dense", BytesPerSecAtLeast(100e6), "leak filter, secret-dense 1 MiB text vs one memchr pass"),
    paired(5, "leakfilter/stream16/clean", "leakfilter/batch/clean", RatioAtMost(2.0), "16-byte deltas vs batch, clean"),
    paired(5, "leakfilter/stream16/dense", "leakfilter/batch/dense", RatioAtMost(2.0), "16-byte deltas vs batch, dense"),
    paired(5, "leakfilter/stream16text/clean", "leakfilter/batch/clean", RatioAtMost(2.0), "16-byte text deltas vs batch, clean"),
    paired(5, "leakfilter/stream16text/dense", "leakfilter/batch/dense", RatioAtMost(2.0), "16-byte text deltas vs batch, dense"),
    paired(5, "leakfilter/batch/clean-8MiB", "leakfilter/batch/clean", RatioAtMost(8.8), "8 MiB vs 1 MiB clean (linear: 8x, +10%)"),
    paired(5, "leakfilter/batch/dense-8MiB", "leakfilter/batch/dense", RatioAtMost(8.8), "8 MiB vs 1 MiB dense (linear: 8x, +10%)"),
    // 6. audit (receipts-audit bench)
    spec(6, "audit/reply/10KiB-20", MedianAtMostNs(50_000.0), "audit a 10 KiB reply with 20 receipts"),
    // 7. memory (receipts-core memory bench, MiB)
    paired(7, "memory/channel-scope/1M-receipts", "memory/channel-scope/ledger-payload", Report, "peak RSS growth after 1M receipts vs computed ledger payload"),
    paired(7, "memory/channel-scope/4M-receipts", "memory/channel-scope/1M-receipts", RatioAtMost(1.05), "peak RSS growth after 4M receipts vs after 1M (bounded)"),
];

/// One measured benchmark.
#[derive(Clone, Debug)]
struct Measured {
    /// Median in nanoseconds (criterion), or MiB (memory).
    median: f64,
    /// Bytes per iteration, when the bench declared a byte throughput.
    bytes: Option<f64>,
    unit: &'static str,
    modified: Option<SystemTime>,
}

struct Options {
    summary: bool,
    skip_run: bool,
    no_run: bool,
    quick: bool,
    packages: Vec<String>,
    criterion_args: Vec<String>,
}

fn parse_args(args: &[String]) -> Result<Options> {
    let mut o = Options {
        summary: false,
        skip_run: false,
        no_run: false,
        quick: false,
        packages: Vec::new(),
        criterion_args: Vec::new(),
    };
    let mut it = args.iter();
    while let Some(a) = it.next() {
        match a.as_str() {
            "--summary" => o.summary = true,
            "--skip-run" => o.skip_run = true,
            "--no-run" => o.no_run = true,
            "--quick" => o.quick = true,
            "-p" | "--package" => o
                .packages
                .push(it.next().context("`-p` needs a package name")?.clone()),
            "--" => {
                o.criterion_args = it.cloned().collect();
                break;
            }
            "-h" | "--help" => {
                println!(
                    "usage: cargo xtask bench [--summary] [--skip-run] [--no-run] [--quick] \
                     [-p PACKAGE]... [-- CRITERION_ARGS]"
                );
                std::process::exit(0);
            }
            other => bail!("unknown `cargo xtask bench` option `{other}`"),
        }
    }
    if o.skip_run && o.no_run {
        bail!("`--skip-run` and `--no-run` exclude each other");
    }
    if o.skip_run {
        o.summary = true;
    }
    Ok(o)
}

pub(crate) fn run(args: &[String]) -> Result<()> {
    let opts = parse_args(args)?;
    let meta = metadata()?;
    let target_dir = PathBuf::from(
        meta["target_directory"]
            .as_str()
            .context("`cargo metadata` gave no target_directory")?,
    );
    let started = SystemTime::now();
    let mut failed = Vec::new();
    if !opts.skip_run {
        for (package, benches) in bench_targets(&meta) {
            if !opts.packages.is_empty() && !opts.packages.contains(&package) {
                continue;
            }
            let mut cmd: Vec<String> = vec!["bench".into(), "-p".into(), package.clone()];
            cmd.push("--all-features".into());
            for b in &benches {
                cmd.push("--bench".into());
                cmd.push(b.clone());
            }
            if opts.no_run {
                cmd.push("--no-run".into());
            } else {
                cmd.push("--".into());
                if opts.quick {
                    cmd.extend(QUICK.iter().map(|s| (*s).to_owned()));
                }
                cmd.extend(opts.criterion_args.iter().cloned());
            }
            let refs: Vec<&str> = cmd.iter().map(String::as_str).collect();
            if let Err(e) = util::run("cargo", &refs) {
                eprintln!("error: {e:#}");
                failed.push(package);
            }
        }
    }
    if opts.summary && !opts.no_run {
        let fresh_after = (!opts.skip_run).then_some(started);
        summarize(&target_dir, fresh_after)?;
    }
    if !failed.is_empty() {
        bail!("benches failed in: {}", failed.join(", "));
    }
    Ok(())
}

/// `cargo metadata` for the workspace members.
fn metadata() -> Result<Value> {
    let out = Command::new("cargo")
        .args(["metadata", "--format-version", "1", "--no-deps"])
        .current_dir(util::root())
        .output()
        .context("could not run `cargo metadata`")?;
    if !out.status.success() {
        bail!(
            "`cargo metadata` failed: {}",
            String::from_utf8_lossy(&out.stderr)
        );
    }
    serde_json::from_slice(&out.stdout).context("`cargo metadata` printed no JSON")
}

/// Workspace packages with bench targets (those under their `benches/`),
/// and the names of those targets.
fn bench_targets(meta: &Value) -> Vec<(String, Vec<String>)> {
    let mut out = Vec::new();
    for p in meta["packages"].as_array().into_iter().flatten() {
        let Some(name) = p["name"].as_str() else {
            continue;
        };
        let benches: Vec<String> = p["targets"]
            .as_array()
            .into_iter()
            .flatten()
            .filter(|t| {
                t["kind"]
                    .as_array()
                    .is_some_and(|k| k.iter().any(|k| k == "bench"))
            })
            .filter_map(|t| t["name"].as_str().map(str::to_owned))
            .collect();
        if !benches.is_empty() {
            out.push((name.to_owned(), benches));
        }
    }
    out.sort();
    out
}

/// Every `new/benchmark.json` under `dir`, recursively.
fn find_results(dir: &Path, out: &mut Vec<PathBuf>) {
    let Ok(entries) = std::fs::read_dir(dir) else {
        return;
    };
    for e in entries.flatten() {
        let path = e.path();
        if path.is_dir() {
            find_results(&path, out);
        } else if path.file_name().is_some_and(|n| n == "benchmark.json")
            && path
                .parent()
                .and_then(Path::file_name)
                .is_some_and(|n| n == "new")
        {
            out.push(path);
        }
    }
}

fn read_json(path: &Path) -> Result<Value> {
    let text =
        std::fs::read_to_string(path).with_context(|| format!("reading {}", path.display()))?;
    serde_json::from_str(&text).with_context(|| format!("parsing {}", path.display()))
}

/// Bytes per iteration from a criterion throughput value.
fn throughput_bytes(t: &Value) -> Option<f64> {
    t.get("Bytes")
        .or_else(|| t.get("BytesDecimal"))
        .or_else(|| t.get("ElementsAndBytes").and_then(|e| e.get("bytes")))
        .and_then(Value::as_f64)
}

/// All measured results by id: criterion's and the memory bench's.
fn load(target_dir: &Path) -> Result<BTreeMap<String, Measured>> {
    let mut found = Vec::new();
    find_results(&target_dir.join("criterion"), &mut found);
    let mut out = BTreeMap::new();
    for bench_file in found {
        let bench = read_json(&bench_file)?;
        let est_file = bench_file.with_file_name("estimates.json");
        let Ok(est) = read_json(&est_file) else {
            continue;
        };
        let (Some(id), Some(median)) = (
            bench["full_id"].as_str(),
            est["median"]["point_estimate"].as_f64(),
        ) else {
            continue;
        };
        out.insert(
            id.to_owned(),
            Measured {
                median,
                bytes: throughput_bytes(&bench["throughput"]),
                unit: "ns",
                modified: std::fs::metadata(&est_file).and_then(|m| m.modified()).ok(),
            },
        );
    }
    // the memory bench's own results: {"results": [{"id", "value", "unit"}]}
    let mem_file = target_dir.join("bench-memory.json");
    if let Ok(mem) = read_json(&mem_file) {
        let modified = std::fs::metadata(&mem_file).and_then(|m| m.modified()).ok();
        for r in mem["results"].as_array().into_iter().flatten() {
            if let (Some(id), Some(value)) = (r["id"].as_str(), r["value"].as_f64()) {
                let m = Measured {
                    median: value,
                    bytes: None,
                    unit: "MiB",
                    modified,
                };
                out.insert(id.to_owned(), m);
            }
        }
    }
    Ok(out)
}

/// The default baseline id: `<group>/baseline/<parameter>`.
fn default_baseline(id: &str) -> Option<String> {
    let parts: Vec<&str> = id.split('/').collect();
    match parts.as_slice() {
        [g, f, p] if *f != "baseline" => Some(format!("{g}/baseline/{p}")),
        [g, f] if *f != "baseline" => Some(format!("{g}/baseline")),
        _ => None,
    }
}

/// A figure, evaluated.
struct Row {
    figure: Option<u8>,
    id: String,
    what: String,
    median: Option<Measured>,
    baseline_id: Option<String>,
    baseline: Option<Measured>,
    target: Target,
}

impl Row {
    fn ratio(&self) -> Option<f64> {
        Some(self.median.as_ref()?.median / self.baseline.as_ref()?.median)
    }

    /// The value the target is checked on, with its text, and whether it is
    /// met (`None` when there is no target or nothing to check).
    fn check(&self) -> (Option<f64>, String, Option<bool>) {
        let Some(m) = &self.median else {
            return (None, "not measured".into(), None);
        };
        let ratio = self.ratio();
        match self.target {
            Report => (ratio, "-".into(), None),
            RatioAtMost(x) => match ratio {
                Some(r) => (Some(r), format!("ratio <= {x}"), Some(r <= x)),
                None => (None, format!("ratio <= {x} (no baseline)"), None),
            },
            SpeedupAtLeast(x) => match ratio {
                Some(r) => (
                    Some(1.0 / r),
                    format!("speed-up >= {x}"),
                    Some(1.0 / r >= x),
                ),
                None => (None, format!("speed-up >= {x} (no baseline)"), None),
            },
            OverheadAtMostNs(x) => match &self.baseline {
                Some(b) => {
                    let d = m.median - b.median;
                    (Some(d), format!("overhead <= {}", ns(x)), Some(d <= x))
                }
                None => (None, "no baseline".into(), None),
            },
            MedianAtMostNs(x) => (
                Some(m.median),
                format!("median <= {}", ns(x)),
                Some(m.median <= x),
            ),
            BytesPerSecAtLeast(x) => match m.bytes {
                Some(b) => {
                    let bps = b / (m.median * 1e-9);
                    (Some(bps), format!(">= {}", rate(x)), Some(bps >= x))
                }
                None => (None, format!(">= {} (no throughput set)", rate(x)), None),
            },
        }
    }

    fn checked_text(&self) -> String {
        let (v, _, _) = self.check();
        match (v, self.target) {
            (None, _) => "-".into(),
            (Some(v), SpeedupAtLeast(_)) => format!("{v:.2}x"),
            (Some(v), OverheadAtMostNs(_)) => format!("+{}", ns(v)),
            (Some(v), MedianAtMostNs(_)) => ns(v),
            (Some(v), BytesPerSecAtLeast(_)) => rate(v),
            (Some(v), _) => format!("{v:.3}"),
        }
    }
}

fn ns(v: f64) -> String {
    let a = v.abs();
    if a >= 1e9 {
        format!("{:.3} s", v / 1e9)
    } else if a >= 1e6 {
        format!("{:.3} ms", v / 1e6)
    } else if a >= 1e3 {
        format!("{:.3} us", v / 1e3)
    } else {
        format!("{v:.1} ns")
    }
}

fn rate(bps: f64) -> String {
    if bps >= 1e9 {
        format!("{:.2} GB/s", bps / 1e9)
    } else {
        format!("{:.1} MB/s", bps / 1e6)
    }
}

fn amount(m: &Option<Measured>) -> String {
    match m {
        Some(m) if m.unit == "ns" => ns(m.median),
        Some(m) => format!("{:.2} {}", m.median, m.unit),
        None => "-".into(),
    }
}

/// Pair, check, print and write the summary.
fn summarize(target_dir: &Path, fresh_after: Option<SystemTime>) -> Result<()> {
    let mut results = load(target_dir)?;
    if let Some(t) = fresh_after {
        let before = results.len();
        results.retain(|_, m| m.modified.is_some_and(|m| m >= t));
        let stale = before - results.len();
        if stale > 0 {
            eprintln!("note: {stale} result(s) from earlier runs left out of the summary");
        }
    }
    let mut rows = Vec::new();
    let mut seen = std::collections::BTreeSet::new();
    for s in SPECS {
        let baseline_id = s
            .baseline
            .map(str::to_owned)
            .or_else(|| default_baseline(s.id));
        seen.insert(s.id.to_owned());
        if let Some(b) = &baseline_id {
            seen.insert(b.clone());
        }
        rows.push(Row {
            figure: Some(s.figure),
            id: s.id.to_owned(),
            what: s.what.to_owned(),
            median: results.get(s.id).cloned(),
            baseline: baseline_id.as_ref().and_then(|b| results.get(b).cloned()),
            baseline_id,
            target: s.target,
        });
    }
    // everything else measured: summarized without a target
    for (id, m) in &results {
        if seen.contains(id) || id.split('/').nth(1) == Some("baseline") {
            continue;
        }
        let baseline_id = default_baseline(id).filter(|b| results.contains_key(b));
        rows.push(Row {
            figure: None,
            id: id.clone(),
            what: String::new(),
            median: Some(m.clone()),
            baseline: baseline_id.as_ref().and_then(|b| results.get(b).cloned()),
            baseline_id,
            target: Report,
        });
    }

    let width = rows.iter().map(|r| r.id.len()).max().unwrap_or(2).max(2);
    let mut text = String::new();
    let _ = writeln!(
        text,
        "fig  {:width$}  {:>11}  {:>11}  {:>7}  {:>12}  {:22}  result",
        "id", "median", "baseline", "ratio", "checked", "target"
    );
    let mut figures = Vec::new();
    let (mut met, mut not_met) = (0, 0);
    for r in &rows {
        let (value, target, ok) = r.check();
        let result = match ok {
            Some(true) => {
                met += 1;
                "met"
            }
            Some(false) => {
                not_met += 1;
                "NOT MET"
            }
            None if r.median.is_none() => "missing",
            None => "-",
        };
        let ratio = r.ratio().map_or("-".into(), |x| format!("{x:.3}"));
        let fig = r.figure.map_or("-".into(), |f| f.to_string());
        let _ = writeln!(
            text,
            "{fig:>3}  {:width$}  {:>11}  {:>11}  {ratio:>7}  {:>12}  {target:22}  {result}",
            r.id,
            amount(&r.median),
            amount(&r.baseline),
            r.checked_text(),
        );
        figures.push(json!({
            "figure": r.figure,
            "id": r.id,
            "what": r.what,
            "unit": r.median.as_ref().map(|m| m.unit),
            "median": r.median.as_ref().map(|m| m.median),
            // a measured figure whose (default) baseline was not measured has none
            "baseline_id": if r.median.is_some() && r.baseline.is_none() { None } else { r.baseline_id.clone() },
            "baseline_median": r.baseline.as_ref().map(|m| m.median),
            "ratio": r.ratio(),
            "throughput_bytes_per_s": r.median.as_ref().and_then(|m| Some(m.bytes? / (m.median * 1e-9))),
            "target": target,
            "checked_value": value,
            "met": ok,
        }));
    }
    let _ = writeln!(text, "targets met: {met}, not met: {not_met}");
    print!("{text}");
    let summary = json!({
        "generated_by": "cargo xtask bench --summary",
        "medians": "criterion median point estimates, ns per iteration (memory: MiB)",
        "figures": figures,
    });
    let path = target_dir.join("bench-summary.json");
    std::fs::create_dir_all(target_dir)?;
    std::fs::write(&path, serde_json::to_string_pretty(&summary)? + "\n")
        .with_context(|| format!("writing {}", path.display()))?;
    eprintln!("wrote {}", path.display());
    Ok(())
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn default_pairing() {
        assert_eq!(
            default_baseline("issue-blake3/receipt/1KiB").as_deref(),
            Some("issue-blake3/baseline/1KiB")
        );
        assert_eq!(default_baseline("scan/baseline/x"), None);
        assert_eq!(default_baseline("a/b").as_deref(), Some("a/baseline"));
    }

    #[test]
    fn spec_ids_are_unique() {
        let mut ids: Vec<_> = SPECS.iter().map(|s| s.id).collect();
        ids.sort_unstable();
        ids.dedup();
        assert_eq!(ids.len(), SPECS.len());
    }
}
