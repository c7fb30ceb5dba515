//! `cargo xtask ci`: everything CI checks, in one command, cheapest and
//! most likely to fail first:
//!
//! 1. `cargo fmt --check` (workspace and `fuzz/`);
//! 2. `cargo clippy --workspace --all-targets -D warnings` for the feature
//!    sets default, `--no-default-features` and `--all-features`, and for
//!    the fuzz crate's library and tests;
//! 3. `npm ci` of the pinned MCP test servers (when npm is there), then
//!    `cargo test --workspace --all-features`, then
//!    `cargo test -p receipts-core --no-default-features` (the core crate
//!    without the optional backend; the other feature sets are covered by
//!    clippy);
//! 4. `cargo doc --workspace --no-deps --all-features` with
//!    `RUSTDOCFLAGS=-Dwarnings`;
//! 5. `cargo xtask codegen --check` (generated files are up to date);
//! 6. `cargo build --workspace --all-features --benches` (benchmarks build;
//!    the dev profile reuses the test build, unlike `cargo bench --no-run`);
//! 7. the fuzz regression replay (`cargo xtask fuzz --replay`: every input
//!    under `fuzz/regressions/` and `fuzz/seeds/`, as tests on stable);
//! 8. the fuzz smoke run (`cargo xtask fuzz --smoke`: every target for
//!    20 s under libFuzzer, failing on any crash). Skipped when
//!    `RECEIPTS_CI_SKIP_FUZZ=1` (the replay still runs).
//!
//! `--skip-fuzz` is the same as `RECEIPTS_CI_SKIP_FUZZ=1`; `--keep-going`
//! runs every step even after a failure (and still fails at the end). Each
//! step's time and the total are printed at the end.

use anyhow::{Result, bail};

use crate::{codegen, fuzz, util};

pub(crate) fn run(args: &[String]) -> Result<()> {
    let mut skip_fuzz = util::env_flag("RECEIPTS_CI_SKIP_FUZZ");
    let mut keep_going = false;
    for a in args {
        match a.as_str() {
            "--skip-fuzz" => skip_fuzz = true,
            "--keep-going" => keep_going = true,
            "-h" | "--help" => {
                println!(
                    "usage: cargo xtask ci [--skip-fuzz] [--keep-going]   (or RECEIPTS_CI_SKIP_FUZZ=1)"
                );
                return Ok(());
            }
            other => bail!("unknown ci option `{other}`"),
        }
    }
    let fuzz_manifest = fuzz::dir().join("Cargo.toml");
    let fuzz_manifest = fuzz_manifest.to_string_lossy().into_owned();
    let cargo = |args: &[&str]| {
        let mut cmd = util::cargo();
        cmd.args(args);
        util::run_cmd(&mut cmd)
    };

    let mut steps = util::Steps::new(keep_going);
    steps.step("fmt", || {
        cargo(&["fmt", "--all", "--", "--check"])?;
        cargo(&["fmt", "--manifest-path", &fuzz_manifest, "--", "--check"])
    })?;
    for (name, features) in [
        ("clippy (default features)", None),
        (
            "clippy (no default features)",
            Some("--no-default-features"),
        ),
        ("clippy (all features)", Some("--all-features")),
    ] {
        steps.step(name, || {
            let mut a = vec!["clippy", "--workspace", "--all-targets"];
            a.extend(features);
            a.extend(["--", "-D", "warnings"]);
            cargo(&a)
        })?;
    }
    steps.step("clippy (fuzz crate)", || {
        cargo(&[
            "clippy",
            "--manifest-path",
            &fuzz_manifest,
            "--no-default-features",
            "--lib",
            "--tests",
            "--",
            "-D",
            "warnings",
        ])
    })?;
    // The MCP end-to-end tests run the real npm servers pinned in
    // receipts-mcp/tests/fixtures/servers (they skip loudly without node).
    if util::succeeds("npm", &["--version"]) {
        steps.step("npm ci (MCP test servers)", || {
            util::run(
                "npm",
                &[
                    "ci",
                    "--prefix",
                    "receipts-mcp/tests/fixtures/servers",
                    "--no-audit",
                    "--no-fund",
                ],
            )
        })?;
    } else {
        steps.skipped(
            "npm ci (MCP test servers)",
            "npm not found; the MCP end-to-end tests skip",
        );
    }
    steps.step("test (all features)", || {
        cargo(&["test", "--workspace", "--all-features"])
    })?;
    steps.step("test (receipts-core, no default features)", || {
        cargo(&["test", "-p", "receipts-core", "--no-default-features"])
    })?;
    steps.step("doc", || {
        let mut cmd = util::cargo();
        cmd.env("RUSTDOCFLAGS", "-Dwarnings").args([
            "doc",
            "--workspace",
            "--no-deps",
            "--all-features",
        ]);
        util::run_cmd(&mut cmd)
    })?;
    steps.step("codegen --check", || {
        codegen::config_reference(true)?;
        codegen::vectors(true)
    })?;
    steps.step("bench --no-run", || {
        // Same check as `cargo bench --no-run` (every bench compiles), in the
        // dev profile so it reuses the test build instead of a release build.
        cargo(&["build", "--workspace", "--all-features", "--benches"])
    })?;
    steps.step("fuzz regression replay", fuzz::replay)?;
    if skip_fuzz {
        steps.skipped(
            "fuzz smoke",
            "RECEIPTS_CI_SKIP_FUZZ is set; the regression replay above still ran",
        );
    } else {
        steps.step("fuzz smoke", || {
            let targets = fuzz::targets()?;
            fuzz::fuzz(&targets, fuzz::SMOKE_SECONDS, &[])
        })?;
    }
    steps.finish()?;
    eprintln!("\nci: all checks passed");
    Ok(())
}
