//! `audit_transcript`: see [`receipts_fuzz::AuditCase`] for the decoding and the properties.
#![no_main]

use libfuzzer_sys::fuzz_target;
use receipts_fuzz::AuditCase;

fuzz_target!(|case: AuditCase| case.check());
