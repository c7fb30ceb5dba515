//! Integration tests of the `receipts` binary (one test binary; modules
//! below). Every test runs the built binary as a user would.

mod audit;
mod common;
mod config;
mod demo;
mod mcp_proxy;
mod redact;
mod usage;
mod vectors;
