//! `receipts mcp-proxy`: put tool receipts on any stdio MCP server, between
//! it and any MCP host (see `receipts-mcp`).

use std::ffi::OsString;
use std::path::PathBuf;

use clap::{Args as ClapArgs, ValueEnum};
use receipts_mcp::{ProxyOptions, StructuredMode};

use crate::error::{Error, Outcome};

/// The long help of `receipts mcp-proxy`.
pub(crate) const MCP_PROXY_ABOUT: &str = "Run a stdio MCP server behind a receipting proxy: point \
your MCP host at `receipts mcp-proxy [options] -- <server command…>` instead of the server command. \
Every message passes byte for byte, except that successful `tools/call` results get a \
`[receipt: …]` text block (and the token under `_meta`) and the `initialize` result's instructions \
get the receipt addendum. The key lives only in this process. Stdout carries MCP traffic only; \
errors go to stderr. Exits with the server's exit code, or 2 when the proxy cannot start.";

/// What to do with `structuredContent`.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Default, ValueEnum)]
pub(crate) enum Structured {
    /// Leave it untouched (hosts that show only `structuredContent` will
    /// not show the receipt).
    #[default]
    Keep,
    /// Remove it, keeping its data in a text block the model sees.
    Strip,
}

/// `receipts mcp-proxy`.
#[derive(Debug, ClapArgs)]
pub(crate) struct McpProxyArgs {
    /// Append every receipt to this JSON-lines ledger (token, tool, hashes
    /// of arguments and result, timestamp, request id; no key, arguments or
    /// results), for `receipts audit --ledger`.
    #[arg(long, value_name = "FILE")]
    ledger: Option<PathBuf>,
    /// What to do with a result's `structuredContent`.
    #[arg(long, value_enum, default_value_t = Structured::Keep, value_name = "MODE")]
    structured: Structured,
    /// Largest MCP message inspected, in bytes.
    #[arg(long, value_name = "BYTES", value_parser = clap::value_parser!(u64).range(1024..))]
    max_message_bytes: Option<u64>,
    /// The MCP server's command and arguments, after `--`.
    #[arg(last = true, required = true, value_name = "COMMAND")]
    command: Vec<OsString>,
}

/// Run `receipts mcp-proxy` until either side closes.
///
/// # Errors
/// An input error when the proxy cannot start (no such program, ledger
/// not writable).
pub(crate) fn run(a: &McpProxyArgs) -> Result<Outcome, Error> {
    let mut opts = ProxyOptions::new(a.command.iter().cloned()).structured(match a.structured {
        Structured::Keep => StructuredMode::Keep,
        Structured::Strip => StructuredMode::Strip,
    });
    if let Some(path) = &a.ledger {
        opts = opts.ledger(path.clone());
    }
    if let Some(max) = a.max_message_bytes {
        opts = opts.max_message_bytes(usize::try_from(max).unwrap_or(usize::MAX));
    }
    let rt = tokio::runtime::Builder::new_multi_thread()
        .worker_threads(2)
        .enable_all()
        .build()
        .map_err(|e| Error::io("cannot start the async runtime", e))?;
    let status = rt.block_on(receipts_mcp::run(opts));
    // a read from stdin cannot be cancelled: do not wait for it
    rt.shutdown_background();
    let status = status.map_err(|e| Error::input(format!("mcp-proxy: {e}")))?;
    let code = receipts_mcp::exit_code(&status);
    Ok(Outcome::Code(u8::try_from(code.clamp(0, 255)).unwrap_or(1)))
}
