//! `config_parse`: see [`receipts_fuzz::ConfigCase`] for the decoding and the properties.
#![no_main]

use libfuzzer_sys::fuzz_target;
use receipts_fuzz::ConfigCase;

fuzz_target!(|case: ConfigCase| case.check());
