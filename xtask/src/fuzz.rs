//! `cargo xtask fuzz` (to be written).

use anyhow::{Result, bail};

pub(crate) fn run(_args: &[String]) -> Result<()> {
    bail!("`cargo xtask fuzz` is not written yet")
}
