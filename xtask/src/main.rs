//! Project automation (placeholder).
fn main() {}
