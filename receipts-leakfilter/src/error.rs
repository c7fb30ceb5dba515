//! The crate's error type.

use std::fmt;

/// An error building a [`LeakFilter`](crate::LeakFilter).
///
/// Only configuration mistakes produce errors: redaction itself never fails
/// on any input.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Error {
    kind: ErrorKind,
}

/// What went wrong.
#[derive(Debug, Clone, PartialEq, Eq)]
#[non_exhaustive]
pub enum ErrorKind {
    /// `sensitivity` is not a finite number in `0.0..=1.0`.
    Sensitivity,
    /// `holdback_cap` is below [`MIN_HOLDBACK_CAP`](crate::MIN_HOLDBACK_CAP).
    HoldbackCap,
    /// A rule id in `disabled_rules` names no rule.
    UnknownRule(String),
    /// An entry of `allow` is empty.
    EmptyAllow,
    /// A built-in rule failed to compile (a bug in this crate).
    Internal(String),
}

impl Error {
    pub(crate) fn new(kind: ErrorKind) -> Self {
        Error { kind }
    }

    /// What went wrong.
    pub fn kind(&self) -> &ErrorKind {
        &self.kind
    }
}

impl fmt::Display for Error {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match &self.kind {
            ErrorKind::Sensitivity => f.write_str("sensitivity must be a number from 0.0 to 1.0"),
            ErrorKind::HoldbackCap => write!(
                f,
                "holdback cap must be at least {} bytes",
                crate::config::MIN_HOLDBACK_CAP
            ),
            ErrorKind::UnknownRule(id) => write!(f, "unknown leak rule id {id:?}"),
            ErrorKind::EmptyAllow => f.write_str("allowlist entries must not be empty"),
            ErrorKind::Internal(m) => write!(f, "internal rule error: {m}"),
        }
    }
}

impl std::error::Error for Error {}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn display_is_lowercase_without_trailing_punctuation() {
        for k in [
            ErrorKind::Sensitivity,
            ErrorKind::HoldbackCap,
            ErrorKind::UnknownRule("x".into()),
            ErrorKind::EmptyAllow,
        ] {
            let s = Error::new(k).to_string();
            assert!(s.chars().next().is_some_and(|c| c.is_lowercase()), "{s}");
            assert!(!s.ends_with('.'), "{s}");
        }
    }
}
