//! `scan_text`: see [`receipts_fuzz::ScanCase`] for the decoding and the properties.
#![no_main]

use libfuzzer_sys::fuzz_target;
use receipts_fuzz::ScanCase;

fuzz_target!(|case: ScanCase| case.check());
