//! `cargo xtask codegen` (to be written).

use anyhow::{Result, bail};

pub(crate) fn run(_args: &[String]) -> Result<()> {
    bail!("`cargo xtask codegen` is not written yet")
}
