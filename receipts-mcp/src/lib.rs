//! Placeholder; see the issue for this crate.
#![forbid(unsafe_code)]
