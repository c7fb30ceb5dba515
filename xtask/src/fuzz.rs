//! `cargo xtask fuzz`: run the cargo-fuzz targets of `fuzz/`.
//!
//! ```text
//! cargo xtask fuzz [--target T]... [--seconds N] [--smoke] [--replay] [-- LIBFUZZER_ARGS]
//! ```
//!
//! - without `--target`, every target in `fuzz/fuzz_targets/` runs, one
//!   after the other, `--seconds` each (default 60; 20 with `--smoke`);
//! - `--smoke` is the CI mode: short runs, fail when any target crashed;
//! - `--replay` only replays the checked-in inputs (`fuzz/regressions/`,
//!   `fuzz/seeds/`) as ordinary tests on stable, without libFuzzer.
//!
//! The toolchain is stable; cargo-fuzz needs nightly flags, so it runs
//! with `RUSTC_BOOTSTRAP=1`. cargo-fuzz is installed with
//! `cargo install --locked cargo-fuzz` when missing. Each target fuzzes
//! `fuzz/corpus/<T>` (its growing corpus, not checked in) seeded with
//! `fuzz/seeds/<T>` and `fuzz/regressions/<T>`. A crash input lands in
//! `fuzz/artifacts/<T>/`: copy it to `fuzz/regressions/<T>/` so that the
//! replay keeps checking it.
//!
//! `RECEIPTS_FUZZ_SANITIZER` (default `address`) and
//! `RECEIPTS_FUZZ_SECONDS` override the sanitizer and the seconds.

use std::path::{Path, PathBuf};
use std::process::Command;

use anyhow::{Context, Result, bail};

use crate::util;

/// Seconds per target for `--smoke`.
pub(crate) const SMOKE_SECONDS: u64 = 20;
const DEFAULT_SECONDS: u64 = 60;

struct Options {
    targets: Vec<String>,
    seconds: Option<u64>,
    smoke: bool,
    replay: bool,
    extra: Vec<String>,
}

fn parse(args: &[String]) -> Result<Options> {
    let mut o = Options {
        targets: Vec::new(),
        seconds: None,
        smoke: false,
        replay: false,
        extra: Vec::new(),
    };
    let mut it = args.iter();
    while let Some(a) = it.next() {
        match a.as_str() {
            "--target" | "-t" => o
                .targets
                .push(it.next().context("--target needs a name")?.clone()),
            "--seconds" | "-s" => {
                let v = it.next().context("--seconds needs a number")?;
                o.seconds = Some(v.parse().with_context(|| format!("bad --seconds {v:?}"))?);
            }
            "--smoke" => o.smoke = true,
            "--replay" => o.replay = true,
            "--" => o.extra.extend(it.by_ref().cloned()),
            "-h" | "--help" => {
                println!(
                    "usage: cargo xtask fuzz [--target T]... [--seconds N] [--smoke] [--replay] [-- LIBFUZZER_ARGS]"
                );
                std::process::exit(0);
            }
            other => bail!("unknown fuzz option `{other}`"),
        }
    }
    Ok(o)
}

pub(crate) fn run(args: &[String]) -> Result<()> {
    let o = parse(args)?;
    if o.replay {
        return replay();
    }
    let all = targets()?;
    let chosen = if o.targets.is_empty() {
        all.clone()
    } else {
        for t in &o.targets {
            if !all.contains(t) {
                bail!("no fuzz target `{t}`; targets: {}", all.join(", "));
            }
        }
        o.targets.clone()
    };
    let env_seconds = std::env::var("RECEIPTS_FUZZ_SECONDS")
        .ok()
        .and_then(|s| s.parse().ok());
    let seconds = o.seconds.or(env_seconds).unwrap_or(if o.smoke {
        SMOKE_SECONDS
    } else {
        DEFAULT_SECONDS
    });
    fuzz(&chosen, seconds, &o.extra)
}

/// The fuzz directory.
pub(crate) fn dir() -> PathBuf {
    util::root().join("fuzz")
}

/// The target names: the files of `fuzz/fuzz_targets/`.
pub(crate) fn targets() -> Result<Vec<String>> {
    let d = dir().join("fuzz_targets");
    let mut out: Vec<String> = std::fs::read_dir(&d)
        .with_context(|| format!("reading {}", d.display()))?
        .filter_map(|e| e.ok())
        .filter_map(|e| {
            let name = e.file_name().to_string_lossy().into_owned();
            name.strip_suffix(".rs").map(str::to_owned)
        })
        .collect();
    out.sort();
    if out.is_empty() {
        bail!("no fuzz targets in {}", d.display());
    }
    Ok(out)
}

/// Replay the checked-in inputs as tests, on stable, without libFuzzer.
pub(crate) fn replay() -> Result<()> {
    let manifest = dir().join("Cargo.toml");
    let mut cmd = util::cargo();
    cmd.arg("test")
        .arg("--manifest-path")
        .arg(&manifest)
        .arg("--no-default-features");
    util::run_cmd(&mut cmd)
}

/// Install cargo-fuzz when `cargo fuzz` does not run.
pub(crate) fn ensure_cargo_fuzz() -> Result<()> {
    let cargo = std::env::var_os("CARGO").unwrap_or_else(|| "cargo".into());
    if util::succeeds(&cargo, &["fuzz", "--version"]) {
        return Ok(());
    }
    eprintln!("cargo-fuzz not found; installing it");
    let mut cmd = util::cargo();
    cmd.args(["install", "--locked", "cargo-fuzz"]);
    util::run_cmd(&mut cmd)
}

fn cargo_fuzz(sub: &str) -> Command {
    let mut cmd = util::cargo();
    cmd.env("RUSTC_BOOTSTRAP", "1").args(["fuzz", sub]);
    let sanitizer = std::env::var("RECEIPTS_FUZZ_SANITIZER").unwrap_or_else(|_| "address".into());
    cmd.args(["--sanitizer", &sanitizer]);
    cmd
}

fn rel(p: &Path) -> PathBuf {
    p.strip_prefix(util::root())
        .map(Path::to_path_buf)
        .unwrap_or_else(|_| p.to_path_buf())
}

/// Build every chosen target once, then run each for `seconds`; fail when
/// any of them crashed (after running the others).
pub(crate) fn fuzz(targets: &[String], seconds: u64, extra: &[String]) -> Result<()> {
    ensure_cargo_fuzz()?;
    let mut build = cargo_fuzz("build");
    if targets.len() == 1 {
        build.arg(&targets[0]);
    }
    util::run_cmd(&mut build)?;
    let mut failed = Vec::new();
    for t in targets {
        let corpus = dir().join("corpus").join(t);
        std::fs::create_dir_all(&corpus)
            .with_context(|| format!("creating {}", corpus.display()))?;
        let mut cmd = cargo_fuzz("run");
        cmd.arg(t).arg(rel(&corpus));
        for kind in ["seeds", "regressions"] {
            let d = dir().join(kind).join(t);
            if d.is_dir() {
                cmd.arg(rel(&d));
            }
        }
        cmd.arg("--")
            .arg(format!("-max_total_time={seconds}"))
            .arg("-timeout=10")
            .arg("-rss_limit_mb=2048")
            .args(extra);
        if let Err(e) = util::run_cmd(&mut cmd) {
            eprintln!(
                "fuzz target `{t}` failed: {e:#}\n\
                 the input is in fuzz/artifacts/{t}/; show it with\n  \
                 RUSTC_BOOTSTRAP=1 cargo fuzz fmt {t} fuzz/artifacts/{t}/<file>\n\
                 and copy it to fuzz/regressions/{t}/ so the replay test keeps it"
            );
            failed.push(t.clone());
        }
    }
    if !failed.is_empty() {
        bail!("fuzz target(s) failed: {}", failed.join(", "));
    }
    Ok(())
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn options() {
        let args: Vec<String> = ["--target", "parse_token", "--seconds", "5", "--", "-runs=3"]
            .iter()
            .map(|s| s.to_string())
            .collect();
        let o = parse(&args).unwrap();
        assert_eq!(o.targets, ["parse_token"]);
        assert_eq!(o.seconds, Some(5));
        assert_eq!(o.extra, ["-runs=3"]);
        assert!(parse(&["--bogus".to_string()]).is_err());
    }

    #[test]
    fn finds_the_targets() {
        let t = targets().unwrap();
        assert!(t.iter().any(|t| t == "parse_token"), "{t:?}");
    }
}
