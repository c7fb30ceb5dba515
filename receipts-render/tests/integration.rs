//! The one integration test binary of `receipts-render`.

// byte spans compared as `vec![a..b]` are spans, not ranges to expand
#![allow(clippy::single_range_in_vec_init)]

mod dedup;
mod messages;
mod properties;
mod render_snapshots;
mod support;
