//! Project automation: `cargo xtask <command>`.
//!
//! - `ci`: everything CI checks (fmt, clippy on every feature set, tests,
//!   docs, generated-file drift, fuzz smoke run).
//! - `codegen [--check]`: regenerate checked-in generated files.
//! - `fuzz [--target T] [--seconds N] [--smoke]`: run the fuzz targets.
//! - `bench [--summary]`: run the benchmarks and summarize them.

mod bench;
mod ci;
mod codegen;
mod fuzz;
mod util;

use anyhow::{Result, bail};

fn main() -> Result<()> {
    let mut args = std::env::args().skip(1);
    let cmd = args.next().unwrap_or_default();
    let rest: Vec<String> = args.collect();
    match cmd.as_str() {
        "ci" => ci::run(&rest),
        "codegen" => codegen::run(&rest),
        "fuzz" => fuzz::run(&rest),
        "bench" => bench::run(&rest),
        "" | "help" | "--help" | "-h" => {
            println!("usage: cargo xtask <ci|codegen|fuzz|bench> [options]");
            Ok(())
        }
        other => bail!("unknown xtask command `{other}`; try `cargo xtask help`"),
    }
}
