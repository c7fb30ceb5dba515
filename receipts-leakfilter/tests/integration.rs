//! The one integration test binary of `receipts-leakfilter`.

mod behaviour;
mod corpus_gen;
mod heldout;
mod props;
mod quality;
mod rules;
