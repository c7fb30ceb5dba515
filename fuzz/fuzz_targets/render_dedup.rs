//! `render_dedup`: see [`receipts_fuzz::RenderCase`] for the decoding and the properties.
#![no_main]

use libfuzzer_sys::fuzz_target;
use receipts_fuzz::RenderCase;

fuzz_target!(|case: RenderCase| case.check());
