//! Fuzz cases for the receipts parsers, kept in plain functions so that the
//! fuzz targets (`fuzz_targets/*.rs`, built by `cargo fuzz` with libFuzzer)
//! and the ordinary regression tests (`tests/replay.rs`, built on stable)
//! run exactly the same code on the same bytes.
//!
//! Every target has a case type that implements [`Arbitrary`] (how the
//! fuzzer's bytes become a case), [`Debug`] (a reproducible description of
//! the case) and a `check` method that asserts the target's properties and
//! panics when one does not hold. [`run`] decodes bytes exactly as
//! `libfuzzer_sys::fuzz_target!` does and checks the case.
//!
//! ```
//! let token = b"zc-receipt-1774608496-gzpEBuUIRYX1vd4fQl4oYkqhq4-GnoJDStmlYzvQiWA";
//! for target in receipts_fuzz::TARGETS {
//!     receipts_fuzz::run(target, token).unwrap();
//! }
//! assert!(receipts_fuzz::run("no_such_target", b"").is_err());
//! ```
#![forbid(unsafe_code)]
#![deny(missing_docs)]

mod audit_transcript;
mod bytes;
mod config_parse;
mod leakfilter_stream;
mod parse_token;
mod render_dedup;
mod scan_text;
mod verify_roundtrip;

use arbitrary::{Arbitrary, Unstructured};

pub use audit_transcript::{AuditCase, Mode};
pub use bytes::Bytes;
pub use config_parse::ConfigCase;
pub use leakfilter_stream::{LeakCase, LeakChoice};
pub use parse_token::ParseTokenCase;
pub use render_dedup::RenderCase;
pub use scan_text::ScanCase;
pub use verify_roundtrip::{ArgsCase, Flip, JsonText, Part, PrefixChoice, VerifyCase};

/// The fuzz targets, by name (the names of `fuzz_targets/*.rs` and of the
/// directories under `regressions/` and `seeds/`).
pub const TARGETS: [&str; 7] = [
    "parse_token",
    "scan_text",
    "verify_roundtrip",
    "leakfilter_stream",
    "audit_transcript",
    "config_parse",
    "render_dedup",
];

/// Decode `data` as `target`'s case, the way `fuzz_target!` does (inputs
/// shorter than the case's minimum size, or that do not decode, are
/// skipped), and check it.
///
/// # Errors
/// When `target` is not one of [`TARGETS`].
///
/// # Panics
/// When a property of the target does not hold for the case: that is the
/// bug the fuzzer looks for.
pub fn run(target: &str, data: &[u8]) -> Result<(), String> {
    match target {
        "parse_token" => decode_and(data, ParseTokenCase::check),
        "scan_text" => decode_and(data, ScanCase::check),
        "verify_roundtrip" => decode_and(data, VerifyCase::check),
        "leakfilter_stream" => decode_and(data, LeakCase::check),
        "audit_transcript" => decode_and(data, AuditCase::check),
        "config_parse" => decode_and(data, ConfigCase::check),
        "render_dedup" => decode_and(data, RenderCase::check),
        other => return Err(format!("unknown fuzz target {other:?}")),
    }
    Ok(())
}

/// The `Debug` text of `target`'s case decoded from `data` (what
/// `cargo fuzz fmt` prints).
///
/// # Errors
/// When `target` is not one of [`TARGETS`].
pub fn describe(target: &str, data: &[u8]) -> Result<String, String> {
    Ok(match target {
        "parse_token" => debug_of::<ParseTokenCase>(data),
        "scan_text" => debug_of::<ScanCase>(data),
        "verify_roundtrip" => debug_of::<VerifyCase>(data),
        "leakfilter_stream" => debug_of::<LeakCase>(data),
        "audit_transcript" => debug_of::<AuditCase>(data),
        "config_parse" => debug_of::<ConfigCase>(data),
        "render_dedup" => debug_of::<RenderCase>(data),
        other => return Err(format!("unknown fuzz target {other:?}")),
    })
}

/// What `fuzz_target!` does with the bytes before calling the body.
fn decode<'a, T: Arbitrary<'a>>(data: &'a [u8]) -> Option<T> {
    if data.len() < T::size_hint(0).0 {
        return None;
    }
    T::arbitrary_take_rest(Unstructured::new(data)).ok()
}

fn decode_and<'a, T: Arbitrary<'a>>(data: &'a [u8], check: fn(&T)) {
    if let Some(case) = decode::<T>(data) {
        check(&case);
    }
}

fn debug_of<'a, T: Arbitrary<'a> + std::fmt::Debug>(data: &'a [u8]) -> String {
    match decode::<T>(data) {
        Some(case) => format!("{case:#?}"),
        None => "(input too short or not decodable: skipped)".to_owned(),
    }
}
