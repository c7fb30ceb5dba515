//! `verify_roundtrip`: see [`receipts_fuzz::VerifyCase`] for the decoding and the properties.
#![no_main]

use libfuzzer_sys::fuzz_target;
use receipts_fuzz::VerifyCase;

fuzz_target!(|case: VerifyCase| case.check());
