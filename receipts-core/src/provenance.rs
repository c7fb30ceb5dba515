//! Who asked for a tool call: the main agent or a synchronous delegate.

use std::fmt;
use std::sync::Arc;

/// Where a receipted call came from.
#[derive(Debug, Clone, PartialEq, Eq, Hash, Default)]
pub enum Provenance {
    /// The main agent of the turn.
    #[default]
    Main,
    /// A synchronous delegate sub-agent, by name. Nested delegates are
    /// joined with `/` (`research/summarize`).
    Delegate(Arc<str>),
}

impl Provenance {
    /// The delegate's name, or `None` for the main agent.
    pub fn delegate(&self) -> Option<&str> {
        match self {
            Provenance::Main => None,
            Provenance::Delegate(n) => Some(n),
        }
    }

    /// The provenance of a delegate called from this one.
    pub fn child(&self, name: &str) -> Provenance {
        match self {
            Provenance::Main => Provenance::Delegate(Arc::from(name)),
            Provenance::Delegate(p) => Provenance::Delegate(Arc::from(format!("{p}/{name}"))),
        }
    }
}

impl fmt::Display for Provenance {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            Provenance::Main => f.write_str("main"),
            Provenance::Delegate(n) => write!(f, "delegate {n}"),
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn nesting() {
        let p = Provenance::Main.child("research").child("summarize");
        assert_eq!(p.delegate(), Some("research/summarize"));
        assert_eq!(Provenance::Main.delegate(), None);
    }
}
