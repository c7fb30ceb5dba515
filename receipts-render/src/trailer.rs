//! The v1 tool-result trailer, as fixed by the core crate.
//!
//! The trailer is part of the receipt format, so its one implementation
//! lives in `receipts-core`; this crate re-exports it so that everything a
//! renderer writes can be found in one place.

pub use receipts_core::{TRAILER_CLOSE, TRAILER_OPEN, append_trailer, split_trailer, with_trailer};
