//! `cargo xtask ci` (to be written).

use anyhow::{Result, bail};

pub(crate) fn run(_args: &[String]) -> Result<()> {
    bail!("`cargo xtask ci` is not written yet")
}
