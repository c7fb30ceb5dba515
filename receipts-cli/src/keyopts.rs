//! Options shared by `issue`, `verify` and `audit`: the fixed key, the
//! backend and the token prefix, and the scope built from them.

use clap::ValueEnum;
use receipts_core::{BackendFactory, Prefix, Scope, ScopeConfig, ScopeKey};

use crate::error::Error;

/// The help shown for `--insecure-key-hex`.
pub(crate) const KEY_HELP: &str = "The scope key as 64 hex characters (32 bytes). INSECURE: a fixed key \
defeats the point of receipts, whose keys are ephemeral and never leave the process; use it only for \
known-answer vectors, tests and offline checks. It is visible to other users in the process list.";

/// A MAC backend by name.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Default, ValueEnum)]
pub(crate) enum BackendName {
    /// HMAC-SHA256 (the default).
    #[default]
    #[value(name = "hmac-sha256")]
    HmacSha256,
    /// Keyed BLAKE3 (needs a build with the `blake3` feature).
    #[value(name = "blake3")]
    Blake3,
}

impl BackendName {
    /// The algorithm name.
    pub(crate) fn as_str(self) -> &'static str {
        match self {
            BackendName::HmacSha256 => "hmac-sha256",
            BackendName::Blake3 => "blake3",
        }
    }

    /// The backend factory.
    ///
    /// # Errors
    /// A usage error when the backend is not compiled in.
    pub(crate) fn factory(self) -> Result<BackendFactory, Error> {
        BackendFactory::by_name(self.as_str()).ok_or_else(|| {
            Error::usage(format!(
                "backend \"{}\" is not compiled into this build (rebuild receipts-cli with `--features {}`)",
                self.as_str(),
                self.as_str()
            ))
        })
    }
}

/// clap value parser for `--prefix`.
pub(crate) fn parse_prefix(s: &str) -> Result<Prefix, String> {
    Prefix::new(s).map_err(|e| e.to_string())
}

/// Parse a 64-hex-digit key. The error never echoes the input.
///
/// # Errors
/// A usage error for anything but 64 hex characters.
pub(crate) fn parse_key(hex: &str) -> Result<ScopeKey, Error> {
    ScopeKey::from_hex(hex).map_err(|_| {
        Error::usage("--insecure-key-hex must be exactly 64 hex characters (a 32-byte key)")
    })
}

/// A scope keyed with a fixed key, for vectors and offline checks.
///
/// # Errors
/// Usage errors for a bad key or a backend not compiled in.
pub(crate) fn fixed_scope(
    key_hex: &str,
    backend: BackendName,
    prefix: Option<&Prefix>,
) -> Result<Scope, Error> {
    let key = parse_key(key_hex)?;
    let mut config = ScopeConfig::new().backend(backend.factory()?);
    if let Some(p) = prefix {
        config = config.prefix(p.clone());
    }
    Ok(config.build_with_key(key))
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn key_errors_do_not_echo() {
        let e = parse_key("secretish").unwrap_err().to_string();
        assert!(!e.contains("secretish"));
        assert!(parse_key(&"0f".repeat(32)).is_ok());
    }

    #[test]
    fn prefixes() {
        assert!(parse_prefix("zc-receipt").is_ok());
        assert!(parse_prefix("no spaces").is_err());
    }
}
