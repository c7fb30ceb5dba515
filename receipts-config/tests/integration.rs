//! The crate's one integration test binary.

mod defaults;
mod embed;
mod env;
mod errors;
mod pipeline;
mod props;
mod reference;
