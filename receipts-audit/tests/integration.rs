//! The crate's one integration test binary.

mod backends;
mod common;
mod differential;
mod kinds;
mod props;
mod scenarios;
mod transcripts;
