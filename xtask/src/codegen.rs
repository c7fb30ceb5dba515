//! `cargo xtask codegen [--check]`: regenerate the checked-in generated
//! files, or with `--check` fail when one is stale.
//!
//! - `receipts-config/CONFIG.md`, the configuration reference, written by
//!   `cargo run -q -p receipts-config --example codegen [-- --check]`;
//! - `receipts-core/tests/vectors/v1.json`, the known-answer vectors,
//!   written by the independent Python reference
//!   `python3 receipts-core/tests/vectors/reference.py [--check]`. Skipped
//!   with a note when `python3` is missing; `--check` without the `blake3`
//!   package checks the HMAC-SHA256 vectors only, and writing needs it.

use anyhow::{Result, bail};

use crate::util;

const VECTORS: &str = "receipts-core/tests/vectors/reference.py";

pub(crate) fn run(args: &[String]) -> Result<()> {
    let mut check = false;
    for a in args {
        match a.as_str() {
            "--check" => check = true,
            "-h" | "--help" => {
                println!("usage: cargo xtask codegen [--check]");
                return Ok(());
            }
            other => bail!("unknown codegen option `{other}`"),
        }
    }
    config_reference(check)?;
    vectors(check)
}

/// `receipts-config/CONFIG.md`.
pub(crate) fn config_reference(check: bool) -> Result<()> {
    let mut cmd = util::cargo();
    cmd.args(["run", "-q", "-p", "receipts-config", "--example", "codegen"]);
    if check {
        cmd.args(["--", "--check"]);
    }
    util::run_cmd(&mut cmd)
}

/// `receipts-core/tests/vectors/v1.json`.
pub(crate) fn vectors(check: bool) -> Result<()> {
    if !util::succeeds("python3", &["--version"]) {
        eprintln!(
            "note: python3 not found; skipping the test-vector {}",
            if check { "check" } else { "regeneration" }
        );
        return Ok(());
    }
    let have_blake3 = util::succeeds("python3", &["-c", "import blake3"]);
    if !check && !have_blake3 {
        eprintln!(
            "note: the python `blake3` package is missing (pip install blake3); \
             not regenerating the test vectors (`--check` still verifies the HMAC vectors)"
        );
        return Ok(());
    }
    let mut cmd = std::process::Command::new("python3");
    cmd.arg(VECTORS);
    if check {
        cmd.arg("--check");
    }
    util::run_cmd(&mut cmd)
}
