//! What the proxy does with `structuredContent`.

use std::fmt;
use std::str::FromStr;

/// How the proxy treats a result's `structuredContent`.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Default)]
pub enum StructuredMode {
    /// Leave it byte for byte (default). Hosts that show the model only
    /// `structuredContent` when present will not show the receipt block.
    #[default]
    Keep,
    /// Remove it, and make sure the model still sees its data: unless a
    /// text block already holds the same JSON, append a text block with its
    /// JCS canonical JSON before the receipt block.
    ///
    /// Trade-off: a host that validates results against the tool's
    /// `outputSchema` (which requires `structuredContent`) may reject the
    /// stripped result, and programmatic consumers lose the structured
    /// value. The receipt still signs the server's original
    /// `{content, structuredContent}`.
    Strip,
}

impl FromStr for StructuredMode {
    type Err = String;

    fn from_str(s: &str) -> Result<Self, String> {
        match s {
            "keep" => Ok(StructuredMode::Keep),
            "strip" => Ok(StructuredMode::Strip),
            _ => Err(format!("expected keep or strip, got {s:?}")),
        }
    }
}

impl fmt::Display for StructuredMode {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(match self {
            StructuredMode::Keep => "keep",
            StructuredMode::Strip => "strip",
        })
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn parses_and_displays() {
        for m in [StructuredMode::Keep, StructuredMode::Strip] {
            assert_eq!(m.to_string().parse::<StructuredMode>().unwrap(), m);
        }
        assert!("x".parse::<StructuredMode>().is_err());
    }
}
