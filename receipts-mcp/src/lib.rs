//! Tool receipts for any MCP (Model Context Protocol) tool server, two
//! ways: [`McpTool`] turns one tool of a connected server (an rmcp client
//! over stdio) into a [`receipts_core::Tool`] to wrap with `Receipted`, and
//! the stdio proxy ([`run`], the `receipts mcp-proxy` command) sits between
//! any MCP host and any stdio server, forwarding every message byte for
//! byte except successful `tools/call` results, which get a
//! `[receipt: …]` text block and the token under `_meta`
//! ([`RECEIPT_META_KEY`]), and the `initialize` result, whose
//! `instructions` get the receipt addendum. With a ledger file
//! ([`ProxyOptions::ledger`]) every receipt is recorded (no key, no
//! arguments, no results) so a model's reply can be audited later
//! ([`ProxyLedger`]).
//!
//! ```
//! use receipts_mcp::{ProxyLedger, ProxyOptions, StructuredMode, ReplyCheckKind};
//!
//! // what `receipts mcp-proxy --ledger r.jsonl -- npx -y some-server` runs:
//! let opts = ProxyOptions::new(["npx", "-y", "some-server"])
//!     .ledger("r.jsonl")
//!     .structured(StructuredMode::Keep);
//! // let status = receipts_mcp::run(opts).await?;
//! # drop(opts);
//!
//! // later: audit a reply against the ledger
//! let ledger = ProxyLedger::from_reader(&b""[..])?;
//! let checks = ledger.check_reply("I made this up: zc-receipt-1-gzpEBuUIRYX1vd4fQl4oYkqhq4-GnoJDStmlYzvQiWA",
//!                                 &receipts_core::Prefix::default());
//! assert_eq!(checks[0].kind, ReplyCheckKind::Forged);
//! # Ok::<(), receipts_mcp::Error>(())
//! ```
#![forbid(unsafe_code)]
#![deny(missing_docs)]

mod error;
mod frame;
mod ledger;
mod mcp_tool;
mod model_text;
mod proxy;
mod rawjson;
mod session;
mod signed;
mod stamp;
mod structured;
mod tracker;

pub use error::{Error, ErrorKind};
pub use ledger::{LedgerEntry, ProxyLedger, ReplyCheck, ReplyCheckKind};
pub use mcp_tool::{McpClient, McpTool, connect_child};
pub use model_text::model_text;
pub use proxy::{
    DEFAULT_MAX_IN_FLIGHT, DEFAULT_MAX_MESSAGE_BYTES, ProxyOptions, exit_code, run, run_with_io,
};
pub use signed::signed_result_bytes;
pub use stamp::RECEIPT_META_KEY;
pub use structured::StructuredMode;
