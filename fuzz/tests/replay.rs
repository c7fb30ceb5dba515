//! Replays every checked-in input of every fuzz target as an ordinary
//! test: crash inputs under `regressions/<target>/` and hand-written seeds
//! under `seeds/<target>/`. Runs on stable without libFuzzer:
//! `cargo test --manifest-path fuzz/Cargo.toml --no-default-features`
//! (part of `cargo xtask ci`).

use std::panic::{AssertUnwindSafe, catch_unwind};
use std::path::{Path, PathBuf};

use receipts_fuzz::{TARGETS, describe, run};

fn dir(kind: &str) -> PathBuf {
    Path::new(env!("CARGO_MANIFEST_DIR")).join(kind)
}

/// The files of `<kind>/<target>/`, sorted (none when the directory does
/// not exist).
fn inputs(kind: &str, target: &str) -> Vec<PathBuf> {
    let Ok(entries) = std::fs::read_dir(dir(kind).join(target)) else {
        return Vec::new();
    };
    let mut files: Vec<PathBuf> = entries
        .filter_map(|e| e.ok().map(|e| e.path()))
        .filter(|p| {
            p.is_file()
                && !p
                    .file_name()
                    .is_some_and(|n| n.to_string_lossy().starts_with('.'))
        })
        .collect();
    files.sort();
    files
}

fn replay(target: &str) {
    let mut failures = Vec::new();
    let mut count = 0;
    for kind in ["regressions", "seeds"] {
        for file in inputs(kind, target) {
            count += 1;
            let data = std::fs::read(&file).unwrap_or_else(|e| panic!("{}: {e}", file.display()));
            let outcome = catch_unwind(AssertUnwindSafe(|| run(target, &data)));
            match outcome {
                Ok(Ok(())) => {}
                Ok(Err(e)) => failures.push(format!("{}: {e}", file.display())),
                Err(panic) => {
                    let msg = panic
                        .downcast_ref::<String>()
                        .cloned()
                        .or_else(|| panic.downcast_ref::<&str>().map(|s| (*s).to_owned()))
                        .unwrap_or_default();
                    let case = describe(target, &data).unwrap_or_default();
                    failures.push(format!("{}: {msg}\ncase: {case}", file.display()));
                }
            }
        }
    }
    eprintln!("{target}: replayed {count} inputs");
    assert!(
        failures.is_empty(),
        "{} failing inputs:\n{}",
        failures.len(),
        failures.join("\n\n")
    );
}

#[test]
fn only_known_targets_have_inputs() {
    for kind in ["regressions", "seeds"] {
        let Ok(entries) = std::fs::read_dir(dir(kind)) else {
            continue;
        };
        for e in entries.flatten() {
            let name = e.file_name().to_string_lossy().into_owned();
            if e.path().is_dir() {
                assert!(
                    TARGETS.contains(&name.as_str()),
                    "{kind}/{name} is not a fuzz target"
                );
            }
        }
    }
}

#[test]
fn every_target_has_a_binary() {
    for target in TARGETS {
        let bin = Path::new(env!("CARGO_MANIFEST_DIR"))
            .join("fuzz_targets")
            .join(format!("{target}.rs"));
        assert!(bin.is_file(), "missing {}", bin.display());
    }
}

macro_rules! replay_tests {
    ($($name:ident),* $(,)?) => {$(
        #[test]
        fn $name() {
            replay(stringify!($name));
        }
    )*};
}

replay_tests!(
    parse_token,
    scan_text,
    verify_roundtrip,
    leakfilter_stream,
    audit_transcript,
    config_parse,
    render_dedup,
);

#[test]
fn the_macro_covers_every_target() {
    assert_eq!(TARGETS.len(), 7, "add the new target to replay_tests!");
}
