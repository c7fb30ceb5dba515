//! The command's errors and outcomes, and how they become exit codes.

use std::fmt;
use std::io;
use std::process::ExitCode;

/// The answer of a command that ran to the end.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub(crate) enum Outcome {
    /// Exit 0: done, valid, clean, nothing found.
    Yes,
    /// Exit 1: a negative answer (invalid receipt, suspicious audit,
    /// `redact --check` found something).
    No,
    /// Pass on another program's exit code (`mcp-proxy`).
    Code(u8),
}

impl Outcome {
    /// `Yes` when `ok`, `No` otherwise.
    pub(crate) fn from_bool(ok: bool) -> Self {
        if ok { Outcome::Yes } else { Outcome::No }
    }
}

/// A usage or input error: exit 2 with one line on stderr.
#[derive(Debug)]
pub(crate) struct Error {
    kind: ErrorKind,
}

#[derive(Debug)]
enum ErrorKind {
    /// Wrong flags or values.
    Usage(String),
    /// Input that cannot be used (a file, stdin, a config).
    Input(String),
    /// Reading or writing failed.
    Io { what: String, source: io::Error },
}

impl Error {
    /// A usage error.
    pub(crate) fn usage(msg: impl Into<String>) -> Self {
        Error {
            kind: ErrorKind::Usage(one_line(&msg.into())),
        }
    }

    /// An input error.
    pub(crate) fn input(msg: impl Into<String>) -> Self {
        Error {
            kind: ErrorKind::Input(one_line(&msg.into())),
        }
    }

    /// An I/O error while doing `what`.
    pub(crate) fn io(what: impl Into<String>, source: io::Error) -> Self {
        Error {
            kind: ErrorKind::Io {
                what: what.into(),
                source,
            },
        }
    }

    /// Print the error (one line) and give the exit code. A closed stdout
    /// (`receipts … | head`) ends quietly.
    pub(crate) fn report(&self) -> ExitCode {
        if let ErrorKind::Io { source, .. } = &self.kind {
            if source.kind() == io::ErrorKind::BrokenPipe {
                return ExitCode::SUCCESS;
            }
        }
        eprintln!("error: {self}");
        ExitCode::from(2)
    }
}

impl fmt::Display for Error {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match &self.kind {
            ErrorKind::Usage(m) | ErrorKind::Input(m) => f.write_str(m),
            ErrorKind::Io { what, source } => {
                write!(f, "{what}: {}", one_line(&source.to_string()))
            }
        }
    }
}

impl std::error::Error for Error {}

/// Errors writing to stdout.
pub(crate) fn stdout_err(e: io::Error) -> Error {
    Error::io("cannot write to stdout", e)
}

/// Join the lines of a message with `; ` so that it prints as one line.
pub(crate) fn one_line(msg: &str) -> String {
    let parts: Vec<&str> = msg
        .lines()
        .map(str::trim)
        .filter(|l| !l.is_empty())
        .collect();
    parts.join("; ")
}

/// A last resort: a panic prints one line and exits 2, never a backtrace.
pub(crate) fn install_panic_hook() {
    std::panic::set_hook(Box::new(|info| {
        let msg = info
            .payload()
            .downcast_ref::<&str>()
            .map(|s| (*s).to_owned())
            .or_else(|| info.payload().downcast_ref::<String>().cloned())
            .unwrap_or_else(|| String::from("unknown cause"));
        eprintln!("error: internal error: {}", one_line(&msg));
        std::process::exit(2);
    }));
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn messages_are_one_line() {
        assert_eq!(one_line("a\n\n  b  \nc"), "a; b; c");
        let e = Error::input("x\ny");
        assert_eq!(e.to_string(), "x; y");
    }

    #[test]
    fn outcome_from_bool() {
        assert_eq!(Outcome::from_bool(true), Outcome::Yes);
        assert_eq!(Outcome::from_bool(false), Outcome::No);
    }
}
