//! `receipts issue` and `receipts verify`: produce and check known-answer
//! vectors with a fixed key, the result bytes read from stdin.

use std::borrow::Cow;
use std::io::{Read, Write};

use clap::{ArgGroup, Args as ClapArgs};
use receipts_core::{Args, Prefix};

use crate::error::{Error, Outcome, stdout_err};
use crate::keyopts::{BackendName, KEY_HELP, fixed_scope, parse_prefix};

/// The key, backend, prefix and call options of `issue` and `verify`.
#[derive(Debug, ClapArgs)]
#[command(group(ArgGroup::new("arguments").required(true).args(["args", "args_raw", "args_hex"])))]
pub(crate) struct CallOpts {
    #[arg(long, value_name = "HEX", help = KEY_HELP)]
    insecure_key_hex: String,
    /// The tool name signed into the receipt.
    #[arg(long, value_name = "NAME")]
    tool: String,
    /// The tool-call arguments as JSON (signed in RFC 8785 canonical form).
    #[arg(long, value_name = "JSON")]
    args: Option<String>,
    /// The tool-call arguments as raw text (signed byte for byte).
    #[arg(long, value_name = "TEXT")]
    args_raw: Option<String>,
    /// The tool-call arguments as raw bytes in hex (for arguments that are
    /// not UTF-8).
    #[arg(long, value_name = "HEX")]
    args_hex: Option<String>,
    /// The receipt's timestamp, in seconds since the Unix epoch.
    #[arg(long, value_name = "SECONDS")]
    ts: u64,
    /// The MAC backend.
    #[arg(long, value_enum, default_value_t = BackendName::HmacSha256, value_name = "BACKEND")]
    backend: BackendName,
    /// The token prefix.
    #[arg(long, value_name = "PREFIX", value_parser = parse_prefix, default_value = receipts_core::DEFAULT_PREFIX)]
    prefix: Prefix,
}

/// The long help of `receipts issue`.
pub(crate) const ISSUE_ABOUT: &str = "Issue a receipt token with a fixed key, for known-answer vectors across \
implementations. The tool result is read from stdin as raw bytes (nothing is trimmed); the token is \
printed on stdout.\n\nA fixed key defeats the point of ephemeral keys: never use this in production.";

/// `receipts issue`.
#[derive(Debug, ClapArgs)]
pub(crate) struct IssueArgs {
    #[command(flatten)]
    call: CallOpts,
}

/// The long help of `receipts verify`.
pub(crate) const VERIFY_ABOUT: &str = "Verify a receipt token with a fixed key. The tool result is read from stdin as raw \
bytes (nothing is trimmed). Prints `valid` and exits 0, or prints `invalid` and exits 1.\n\nA fixed key \
defeats the point of ephemeral keys: never use this in production.";

/// `receipts verify`.
#[derive(Debug, ClapArgs)]
pub(crate) struct VerifyArgs {
    #[command(flatten)]
    call: CallOpts,
    /// The token to check.
    #[arg(long, value_name = "TOKEN")]
    token: String,
}

impl CallOpts {
    fn args(&self) -> Result<Args<'static>, Error> {
        match (&self.args, &self.args_raw, &self.args_hex) {
            (Some(json), None, None) => serde_json::from_str::<serde_json::Value>(json)
                .map(|v| Args::Json(Cow::Owned(v)))
                .map_err(|e| Error::usage(format!("--args is not valid JSON: {e}"))),
            (None, Some(raw), None) => Ok(Args::Raw(Cow::Owned(raw.as_bytes().to_vec()))),
            (None, None, Some(hex)) => decode_hex(hex)
                .map(|b| Args::Raw(Cow::Owned(b)))
                .ok_or_else(|| Error::usage("--args-hex must be an even number of hex digits")),
            // clap's group makes exactly one of them present
            _ => Err(Error::usage(
                "give exactly one of --args, --args-raw and --args-hex",
            )),
        }
    }
}

/// Bytes from hex digits (either case); `None` for anything else.
fn decode_hex(hex: &str) -> Option<Vec<u8>> {
    let hex = hex.trim().as_bytes();
    if hex.len() % 2 != 0 {
        return None;
    }
    hex.chunks_exact(2)
        .map(|p| {
            let d = |c: u8| (c as char).to_digit(16);
            Some((d(p[0])? * 16 + d(p[1])?) as u8)
        })
        .collect()
}

fn read_stdin() -> Result<Vec<u8>, Error> {
    let mut buf = Vec::new();
    std::io::stdin()
        .lock()
        .read_to_end(&mut buf)
        .map_err(|e| Error::io("cannot read stdin", e))?;
    Ok(buf)
}

/// The token for `opts` over `result`.
fn mint(opts: &CallOpts, result: &[u8]) -> Result<String, Error> {
    let scope = fixed_scope(&opts.insecure_key_hex, opts.backend, Some(&opts.prefix))?;
    let args = opts.args()?;
    let token = scope
        .mint(&opts.tool, &args, result, opts.ts)
        .map_err(|e| Error::input(format!("cannot issue: {e}")))?;
    Ok(token.as_str().to_owned())
}

/// Run `receipts issue`.
///
/// # Errors
/// Usage errors for the key, the arguments or the backend; I/O errors.
pub(crate) fn run_issue(a: &IssueArgs) -> Result<Outcome, Error> {
    // check the flags before waiting on stdin
    fixed_scope(&a.call.insecure_key_hex, a.call.backend, None)?;
    a.call.args()?;
    let result = read_stdin()?;
    let token = mint(&a.call, &result)?;
    writeln!(std::io::stdout().lock(), "{token}").map_err(stdout_err)?;
    Ok(Outcome::Yes)
}

/// Run `receipts verify`: `Yes` when valid.
///
/// # Errors
/// Usage errors for the key, the arguments or the backend; I/O errors.
pub(crate) fn run_verify(a: &VerifyArgs) -> Result<Outcome, Error> {
    let scope = fixed_scope(
        &a.call.insecure_key_hex,
        a.call.backend,
        Some(&a.call.prefix),
    )?;
    let args = a.call.args()?;
    let result = read_stdin()?;
    let token = a.token.trim();
    let verdict = match a.call.prefix.parse(token) {
        Err(e) => Err(format!("invalid: malformed token ({e})")),
        Ok(t) => match scope.verify_token(&t, &a.call.tool, &args, &result) {
            Ok(()) => Ok(()),
            Err(_) => Err(String::from("invalid")),
        },
    };
    let mut out = std::io::stdout().lock();
    match verdict {
        Ok(()) => {
            writeln!(out, "valid").map_err(stdout_err)?;
            Ok(Outcome::Yes)
        }
        Err(line) => {
            writeln!(out, "{line}").map_err(stdout_err)?;
            Ok(Outcome::No)
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn hex_decoding() {
        assert_eq!(decode_hex("ff00Fe"), Some(vec![0xff, 0, 0xfe]));
        assert_eq!(decode_hex(""), Some(vec![]));
        assert_eq!(decode_hex("f"), None);
        assert_eq!(decode_hex("zz"), None);
        assert_eq!(decode_hex("é1"), None);
    }
}
