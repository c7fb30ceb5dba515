//! [`Error`] and the [`Problem`]s it lists: what is wrong, under which key,
//! and where (file position or environment variable).

use std::fmt;

/// An error from loading, validating or building a configuration.
///
/// Configuration mistakes are caller mistakes; they are reported as
/// [`ErrorKind::Invalid`] with every [`Problem`] found, each naming the key
/// path and where the value came from. Failures of the environment (the OS
/// random number generator) or of the build (a backend not compiled in)
/// have kinds of their own.
#[derive(Debug, Clone, PartialEq)]
pub struct Error {
    kind: ErrorKind,
}

/// What went wrong.
#[derive(Debug, Clone, PartialEq)]
#[non_exhaustive]
pub enum ErrorKind {
    /// The file is not valid TOML.
    Syntax {
        /// Where the parser stopped.
        location: Location,
        /// The parser's description.
        message: String,
    },
    /// One or more keys are unknown, hold invalid values or contradict each
    /// other. Never empty.
    Invalid(Vec<Problem>),
    /// The configured backend is not compiled into this build (for
    /// `"blake3"`, enable this crate's `blake3` feature).
    BackendUnavailable(&'static str),
    /// The core crate refused to build an object, for example because the
    /// OS random number generator failed.
    Core(receipts_core::Error),
}

/// One thing wrong with a configuration.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Problem {
    path: String,
    location: Location,
    kind: ProblemKind,
    message: String,
}

/// The class of a [`Problem`].
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
#[non_exhaustive]
pub enum ProblemKind {
    /// A key (or environment variable) that these sections do not define.
    UnknownKey,
    /// A value of the wrong TOML type, for example a string for a boolean.
    WrongType,
    /// A string that is not one of the allowed values, or otherwise
    /// malformed (an invalid prefix, an empty marker).
    InvalidValue,
    /// A number outside its allowed range, or not finite.
    OutOfRange,
    /// Two settings that cannot hold together.
    Contradiction,
}

/// Where a value came from.
#[derive(Debug, Clone, PartialEq, Eq, Hash)]
#[non_exhaustive]
pub enum Location {
    /// A position in the TOML text; both 1-based, the column counted in
    /// characters.
    File {
        /// Line number.
        line: usize,
        /// Column number.
        column: usize,
    },
    /// An environment variable override.
    Env {
        /// The variable's name.
        var: String,
    },
    /// A value set in code (or a key left at its default).
    Unknown,
}

impl Error {
    pub(crate) fn new(kind: ErrorKind) -> Self {
        Error { kind }
    }

    /// What went wrong.
    pub fn kind(&self) -> &ErrorKind {
        &self.kind
    }

    /// The problems found, for [`ErrorKind::Invalid`]; empty otherwise.
    pub fn problems(&self) -> &[Problem] {
        match &self.kind {
            ErrorKind::Invalid(p) => p,
            _ => &[],
        }
    }
}

impl Problem {
    pub(crate) fn new(
        path: impl Into<String>,
        location: Location,
        kind: ProblemKind,
        message: impl Into<String>,
    ) -> Self {
        Problem {
            path: path.into(),
            location,
            kind,
            message: message.into(),
        }
    }

    /// The dotted key path, for example `agent.tool_receipts.backend`, with
    /// `[i]` for an array item.
    pub fn path(&self) -> &str {
        &self.path
    }

    /// Where the offending value came from.
    pub fn location(&self) -> &Location {
        &self.location
    }

    /// The class of problem.
    pub fn kind(&self) -> ProblemKind {
        self.kind
    }

    /// The description, without path and location.
    pub fn message(&self) -> &str {
        &self.message
    }
}

impl fmt::Display for Location {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            Location::File { line, column } => write!(f, "at line {line}, column {column}"),
            Location::Env { var } => write!(f, "from environment variable {var}"),
            Location::Unknown => Ok(()),
        }
    }
}

impl fmt::Display for Problem {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self.location {
            Location::Unknown => write!(f, "{}: {}", self.path, self.message),
            _ => write!(f, "{} {}: {}", self.path, self.location, self.message),
        }
    }
}

impl fmt::Display for Error {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match &self.kind {
            ErrorKind::Syntax { location, message } => match location {
                Location::Unknown => write!(f, "invalid toml: {message}"),
                _ => write!(f, "invalid toml {location}: {message}"),
            },
            ErrorKind::Invalid(problems) => {
                for (i, p) in problems.iter().enumerate() {
                    if i > 0 {
                        f.write_str("\n")?;
                    }
                    write!(f, "{p}")?;
                }
                Ok(())
            }
            ErrorKind::BackendUnavailable(name) => write!(
                f,
                "backend \"{name}\" is not compiled in; enable the `{name}` feature of receipts-config"
            ),
            ErrorKind::Core(e) => write!(f, "cannot build receipts objects: {e}"),
        }
    }
}

impl std::error::Error for Error {
    fn source(&self) -> Option<&(dyn std::error::Error + 'static)> {
        match &self.kind {
            ErrorKind::Core(e) => Some(e),
            _ => None,
        }
    }
}

impl From<receipts_core::Error> for Error {
    fn from(e: receipts_core::Error) -> Self {
        Error::new(ErrorKind::Core(e))
    }
}

/// Line and column (1-based, column in characters) of byte `offset` in
/// `src`. Offsets past the end or inside a character are clamped.
pub(crate) fn line_col(src: &str, offset: usize) -> (usize, usize) {
    let mut end = offset.min(src.len());
    while end > 0 && !src.is_char_boundary(end) {
        end -= 1;
    }
    let before = &src[..end];
    let line = before.bytes().filter(|&b| b == b'\n').count() + 1;
    let line_start = before.rfind('\n').map_or(0, |i| i + 1);
    let column = before[line_start..].chars().count() + 1;
    (line, column)
}

/// `Location::File` for byte `offset` in `src`.
pub(crate) fn file_location(src: &str, offset: usize) -> Location {
    let (line, column) = line_col(src, offset);
    Location::File { line, column }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn line_col_counts_from_one_in_characters() {
        let src = "a = 1\n[x]\nkey = \"é\" # z";
        assert_eq!(line_col(src, 0), (1, 1));
        assert_eq!(line_col(src, 6), (2, 1));
        assert_eq!(line_col(src, src.find('#').unwrap()), (3, 11));
        assert_eq!(line_col(src, usize::MAX), (3, 14));
        // inside the two-byte character: clamped to its start
        let e = src.find('é').unwrap();
        assert_eq!(line_col(src, e + 1), (3, 8));
    }

    #[test]
    fn display_is_lowercase_and_names_the_place() {
        let p = Problem::new(
            "agent.tool_receipts.backend",
            Location::File {
                line: 4,
                column: 11,
            },
            ProblemKind::InvalidValue,
            "unknown backend \"sha1\"",
        );
        assert_eq!(
            p.to_string(),
            "agent.tool_receipts.backend at line 4, column 11: unknown backend \"sha1\""
        );
        let e = Error::new(ErrorKind::Invalid(vec![p]));
        assert!(!e.to_string().ends_with('.'));
        assert_eq!(e.problems().len(), 1);
        let e = Error::new(ErrorKind::BackendUnavailable("blake3"));
        assert!(e.to_string().starts_with("backend"));
        assert!(e.problems().is_empty());
    }
}
