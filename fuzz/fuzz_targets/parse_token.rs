//! `parse_token`: see [`receipts_fuzz::ParseTokenCase`] for the decoding and the properties.
#![no_main]

use libfuzzer_sys::fuzz_target;
use receipts_fuzz::ParseTokenCase;

fuzz_target!(|case: ParseTokenCase| case.check());
