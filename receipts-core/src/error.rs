//! Error types: [`Error`] for everything that can go wrong, [`VerifyError`]
//! for a receipt that does not verify.

use std::fmt;

/// An error from this crate.
///
/// The [`ErrorKind`] tells caller mistakes (an invalid prefix, a zero ledger
/// capacity) apart from hostile or corrupted input (a malformed token) and
/// from the environment (a clock before the Unix epoch, a failing OS random
/// number generator). No error ever carries key material.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Error {
    kind: ErrorKind,
}

/// What went wrong.
#[derive(Debug, Clone, PartialEq, Eq)]
#[non_exhaustive]
pub enum ErrorKind {
    /// Input text is not a receipt token of the v1 grammar. This is hostile
    /// or corrupted input, not a caller mistake.
    MalformedToken(TokenError),
    /// A configured receipt prefix is empty, too long, or uses characters
    /// other than ASCII letters, digits and `-` (caller mistake).
    InvalidPrefix,
    /// A ledger capacity of zero was configured (caller mistake).
    InvalidCapacity,
    /// Tool arguments given as JSON text are not valid JSON, or cannot be
    /// put in RFC 8785 canonical form.
    InvalidArguments,
    /// A key given as hex is not exactly 64 hex digits (caller mistake). The
    /// error never repeats the input.
    InvalidKey,
    /// The system clock reads a time before the Unix epoch; receipts are
    /// never stamped with a silent `0`.
    ClockBeforeEpoch,
    /// The operating system's random number generator failed, so no scope
    /// key could be made.
    Rng,
}

/// Why a piece of text is not a receipt token.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
#[non_exhaustive]
pub enum TokenError {
    /// The text does not start with `<prefix>-`.
    Prefix,
    /// The timestamp is missing, not canonical decimal (sign, leading zero)
    /// or larger than `u64::MAX`.
    Timestamp,
    /// There is no `-` between the timestamp and the digest.
    Separator,
    /// The digest is not exactly 43 base64url characters.
    DigestLength,
    /// The digest holds a character outside `A-Z a-z 0-9 - _`.
    DigestAlphabet,
    /// The digest's last character carries non-zero padding bits (it must be
    /// one of `AEIMQUYcgkosw048`).
    DigestLastChar,
    /// Token characters are glued onto the end of the token.
    Trailing,
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

    /// True when the error comes from untrusted input (a malformed token or
    /// invalid JSON arguments) rather than from the caller or the system.
    pub fn is_bad_input(&self) -> bool {
        matches!(
            self.kind,
            ErrorKind::MalformedToken(_) | ErrorKind::InvalidArguments
        )
    }
}

impl From<ErrorKind> for Error {
    fn from(kind: ErrorKind) -> Self {
        Error { kind }
    }
}

impl From<TokenError> for Error {
    fn from(e: TokenError) -> Self {
        Error {
            kind: ErrorKind::MalformedToken(e),
        }
    }
}

impl fmt::Display for TokenError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(match self {
            TokenError::Prefix => "token does not start with the receipt prefix",
            TokenError::Timestamp => "token timestamp is not canonical decimal epoch seconds",
            TokenError::Separator => "token lacks the '-' between timestamp and digest",
            TokenError::DigestLength => "token digest is not exactly 43 base64url characters",
            TokenError::DigestAlphabet => "token digest holds a character outside base64url",
            TokenError::DigestLastChar => "token digest has non-zero padding bits",
            TokenError::Trailing => "token has trailing characters glued on",
        })
    }
}

impl fmt::Display for Error {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match &self.kind {
            ErrorKind::MalformedToken(e) => write!(f, "malformed receipt token: {e}"),
            ErrorKind::InvalidPrefix => f.write_str(
                "invalid receipt prefix: use 1 to 64 ASCII letters, digits and '-', starting and ending with a letter or digit",
            ),
            ErrorKind::InvalidCapacity => f.write_str("ledger capacity must be at least 1"),
            ErrorKind::InvalidArguments => {
                f.write_str("tool arguments are not valid JSON for canonicalization")
            }
            ErrorKind::InvalidKey => f.write_str("key must be exactly 64 hex digits (32 bytes)"),
            ErrorKind::ClockBeforeEpoch => {
                f.write_str("system clock reads a time before the unix epoch")
            }
            ErrorKind::Rng => f.write_str("operating system random number generator failed"),
        }
    }
}

impl std::error::Error for Error {}
impl std::error::Error for TokenError {}

/// A receipt did not verify.
///
/// Deliberately opaque: it does not say whether the token was malformed,
/// issued under another key, or whether the tool name, arguments, result or
/// timestamp differ, nor at which byte. Use [`crate::Prefix::parse`] first if
/// you need to tell malformed tokens apart.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Default)]
pub struct VerifyError;

impl fmt::Display for VerifyError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str("receipt does not verify")
    }
}

impl std::error::Error for VerifyError {}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn display_is_lowercase_without_trailing_punctuation() {
        let kinds = [
            ErrorKind::MalformedToken(TokenError::Trailing),
            ErrorKind::InvalidPrefix,
            ErrorKind::InvalidCapacity,
            ErrorKind::InvalidArguments,
            ErrorKind::InvalidKey,
            ErrorKind::ClockBeforeEpoch,
            ErrorKind::Rng,
        ];
        for k in kinds {
            let s = Error::new(k).to_string();
            let first = s.chars().next().unwrap();
            assert!(first.is_lowercase(), "{s}");
            assert!(!s.ends_with('.') && !s.ends_with('!'), "{s}");
        }
        assert_eq!(VerifyError.to_string(), "receipt does not verify");
    }

    #[test]
    fn bad_input_is_told_apart_from_misuse() {
        assert!(Error::from(TokenError::Prefix).is_bad_input());
        assert!(!Error::new(ErrorKind::InvalidPrefix).is_bad_input());
        assert!(!Error::new(ErrorKind::ClockBeforeEpoch).is_bad_input());
    }
}
