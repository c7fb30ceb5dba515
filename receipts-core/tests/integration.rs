//! Integration tests of receipts-core (one test binary; modules below).

mod concurrency;
mod middleware;
mod primitives;
mod properties;
mod secrecy;
mod vectors;
