//! The crate's error type.

use std::fmt;

/// An error from the proxy, the ledger or the MCP client adapter.
///
/// Errors never carry key material, tool arguments or tool results.
#[derive(Debug)]
pub struct Error {
    kind: ErrorKind,
}

/// What went wrong.
#[derive(Debug, Clone, PartialEq, Eq)]
#[non_exhaustive]
pub enum ErrorKind {
    /// No server command was given (caller mistake).
    NoCommand,
    /// The server process could not be started.
    Spawn(std::io::ErrorKind),
    /// Reading from or writing to the host or the server failed.
    Io(std::io::ErrorKind),
    /// The ledger file could not be opened, read or written.
    Ledger(std::io::ErrorKind),
    /// A ledger line is not a ledger entry (1-based line number).
    LedgerLine(usize),
    /// The receipts core refused to issue (clock before the epoch, arguments
    /// that cannot be canonicalized).
    Receipt(receipts_core::ErrorKind),
    /// The MCP client could not connect to or list the tools of a server.
    Client(String),
    /// The server has no tool of that name.
    UnknownTool(String),
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

    pub(crate) fn io(e: &std::io::Error) -> Self {
        Error::new(ErrorKind::Io(e.kind()))
    }

    pub(crate) fn ledger(e: &std::io::Error) -> Self {
        Error::new(ErrorKind::Ledger(e.kind()))
    }
}

impl From<ErrorKind> for Error {
    fn from(kind: ErrorKind) -> Self {
        Error { kind }
    }
}

impl From<receipts_core::Error> for Error {
    fn from(e: receipts_core::Error) -> Self {
        Error::new(ErrorKind::Receipt(e.kind().clone()))
    }
}

impl fmt::Display for Error {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match &self.kind {
            ErrorKind::NoCommand => f.write_str("no mcp server command given"),
            ErrorKind::Spawn(k) => write!(f, "could not start the mcp server: {k}"),
            ErrorKind::Io(k) => write!(f, "mcp stdio transport failed: {k}"),
            ErrorKind::Ledger(k) => write!(f, "receipt ledger file failed: {k}"),
            ErrorKind::LedgerLine(n) => write!(f, "receipt ledger line {n} is not a ledger entry"),
            ErrorKind::Receipt(k) => {
                write!(
                    f,
                    "receipt not issued: {}",
                    receipts_core::Error::new(k.clone())
                )
            }
            ErrorKind::Client(m) => write!(f, "mcp client failed: {m}"),
            ErrorKind::UnknownTool(t) => write!(f, "the mcp server has no tool named {t:?}"),
        }
    }
}

impl std::error::Error for Error {}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn display_is_lowercase_without_trailing_punctuation() {
        let kinds = [
            ErrorKind::NoCommand,
            ErrorKind::Spawn(std::io::ErrorKind::NotFound),
            ErrorKind::Io(std::io::ErrorKind::BrokenPipe),
            ErrorKind::Ledger(std::io::ErrorKind::PermissionDenied),
            ErrorKind::LedgerLine(3),
            ErrorKind::Receipt(receipts_core::ErrorKind::ClockBeforeEpoch),
            ErrorKind::Client("closed".into()),
            ErrorKind::UnknownTool("x".into()),
        ];
        for k in kinds {
            let s = Error::new(k).to_string();
            assert!(s.chars().next().is_some_and(char::is_lowercase), "{s}");
            assert!(!s.ends_with('.'), "{s}");
        }
    }
}
