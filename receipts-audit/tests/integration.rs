//! The crate's one integration test binary.

mod common;
mod kinds;
mod props;
mod scenarios;
mod transcripts;
