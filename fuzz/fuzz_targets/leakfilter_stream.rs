//! `leakfilter_stream`: see [`receipts_fuzz::LeakCase`] for the decoding and the properties.
#![no_main]

use libfuzzer_sys::fuzz_target;
use receipts_fuzz::LeakCase;

fuzz_target!(|case: LeakCase| case.check());
