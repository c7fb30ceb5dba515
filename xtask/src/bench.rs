//! `cargo xtask bench` (to be written).

use anyhow::{Result, bail};

pub(crate) fn run(_args: &[String]) -> Result<()> {
    bail!("`cargo xtask bench` is not written yet")
}
