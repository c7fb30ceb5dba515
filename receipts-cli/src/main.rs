//! The `receipts` command (placeholder).
fn main() {}
