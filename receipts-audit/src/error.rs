//! The crate's error type.

use std::fmt;

/// An error from this crate.
///
/// Input errors (a transcript, ledger file or vocabulary that does not have
/// the expected shape) are told apart from caller mistakes (an unknown
/// backend name, an invalid key or prefix). No error carries key material.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Error {
    kind: ErrorKind,
}

/// What went wrong.
#[derive(Debug, Clone, PartialEq, Eq)]
#[non_exhaustive]
pub enum ErrorKind {
    /// A transcript is not JSON, or not a list of chat messages in the
    /// OpenAI or Anthropic format. The message says where.
    Transcript(String),
    /// A line of a JSON-lines receipt ledger is not a receipt record.
    Ledger {
        /// 1-based line number.
        line: usize,
        /// What is wrong with it.
        message: String,
    },
    /// A vocabulary file is not valid TOML of the expected shape.
    Vocabulary(String),
    /// A backend name that this build does not know (caller mistake).
    UnknownBackend(String),
    /// A key or prefix rejected by `receipts-core` (caller mistake).
    Core(receipts_core::Error),
}

impl Error {
    /// Make an error of the given kind.
    pub fn new(kind: ErrorKind) -> Self {
        Error { kind }
    }

    /// What went wrong.
    pub fn kind(&self) -> &ErrorKind {
        &self.kind
    }

    /// True when the error comes from untrusted input (a transcript or
    /// ledger file) rather than from the caller.
    pub fn is_bad_input(&self) -> bool {
        matches!(
            self.kind,
            ErrorKind::Transcript(_) | ErrorKind::Ledger { .. }
        )
    }
}

impl From<ErrorKind> for Error {
    fn from(kind: ErrorKind) -> Self {
        Error { kind }
    }
}

impl From<receipts_core::Error> for Error {
    fn from(e: receipts_core::Error) -> Self {
        Error {
            kind: ErrorKind::Core(e),
        }
    }
}

impl fmt::Display for Error {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match &self.kind {
            ErrorKind::Transcript(m) => write!(f, "invalid transcript: {m}"),
            ErrorKind::Ledger { line, message } => {
                write!(f, "invalid ledger record at line {line}: {message}")
            }
            ErrorKind::Vocabulary(m) => write!(f, "invalid audit vocabulary: {m}"),
            ErrorKind::UnknownBackend(name) => write!(
                f,
                "unknown receipt backend {name:?}; expected \"hmac-sha256\" or \"blake3\""
            ),
            ErrorKind::Core(e) => e.fmt(f),
        }
    }
}

impl std::error::Error for Error {}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn display_is_lowercase_without_trailing_punctuation() {
        let errs = [
            Error::new(ErrorKind::Transcript("message 2: x".into())),
            Error::new(ErrorKind::Ledger {
                line: 3,
                message: "missing field `tool`".into(),
            }),
            Error::new(ErrorKind::Vocabulary("x".into())),
            Error::new(ErrorKind::UnknownBackend("sha1".into())),
            Error::from(receipts_core::Error::new(
                receipts_core::ErrorKind::InvalidKey,
            )),
        ];
        for e in errs {
            let s = e.to_string();
            assert!(s.chars().next().is_some_and(char::is_lowercase), "{s}");
            assert!(!s.ends_with('.'), "{s}");
        }
        assert!(Error::new(ErrorKind::Transcript(String::new())).is_bad_input());
        assert!(!Error::new(ErrorKind::UnknownBackend(String::new())).is_bad_input());
    }
}
