//! Write the generated configuration reference.
//!
//! `cargo run -p receipts-config --example codegen` writes
//! `receipts-config/CONFIG.md`; with `--check` it only reports whether the
//! checked-in file is up to date. `cargo xtask codegen` does the same.

use std::path::Path;
use std::process::ExitCode;

fn main() -> ExitCode {
    let path = Path::new(env!("CARGO_MANIFEST_DIR")).join("CONFIG.md");
    let generated = receipts_config::reference_markdown();
    let check = std::env::args().any(|a| a == "--check");
    let current = std::fs::read_to_string(&path).unwrap_or_default();
    if check {
        if current == generated {
            return ExitCode::SUCCESS;
        }
        eprintln!(
            "{} is out of date; run `cargo xtask codegen`",
            path.display()
        );
        return ExitCode::FAILURE;
    }
    if current != generated {
        if let Err(e) = std::fs::write(&path, generated) {
            eprintln!("cannot write {}: {e}", path.display());
            return ExitCode::FAILURE;
        }
        println!("wrote {}", path.display());
    }
    ExitCode::SUCCESS
}
