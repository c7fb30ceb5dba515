//! Tool receipts for AI-agent runtimes: after each successful tool call the
//! runtime computes a MAC over the tool name, arguments, result and a
//! timestamp with a key that lives only in memory for one receipt scope,
//! appends the receipt token to the tool result, and can later prove which
//! receipts it issued. A model can echo receipts but cannot mint a valid
//! one, so a narrated call that never ran, or an invented result, shows up
//! with a missing or invalid receipt.
//!
//! This crate holds the receipt format v1 (token grammar, MAC message,
//! trailer), the [`MacBackend`] trait with [`HmacSha256`] (and
//! `Blake3Keyed` behind the `blake3` feature), scopes and their
//! [`ScopeProvider`]s, the per-turn [`Collector`], the [`Receipted`]
//! middleware and the [`Renderer`] trait. It writes nothing but the v1
//! token and trailer; user-facing formats live in `receipts-render`.
//!
//! ```
//! use std::sync::Arc;
//! use receipts_core::{Scope, Call, Args, Prefix, FoundKind};
//!
//! let scope = Arc::new(Scope::new()?);
//! let turn = scope.begin_turn();
//!
//! // the runtime ran a tool successfully: receipt the exact result text
//! let args = serde_json::json!({"cmd": "uname -s"});
//! let mut result = String::from("Linux");
//! let receipt = turn.receipt_result(&Call::json("shell", &args), &mut result)?;
//! assert!(result.starts_with("Linux\n\n[receipt: zc-receipt-"));
//!
//! // later: the model's reply quotes it; find and check it
//! let reply = format!("The kernel is Linux ({}).", receipt.token);
//! let found: Vec<_> = scope.prefix().scan(&reply).collect();
//! let FoundKind::Token(token) = &found[0].kind else { unreachable!() };
//! assert_eq!(scope.lookup_token(token).unwrap().tool.as_ref(), "shell");
//! assert!(scope.verify_token(token, "shell", &Args::json(&args), b"Linux").is_ok());
//! # Ok::<(), receipts_core::Error>(())
//! ```
//!
//! # What receipts do not do
//! They do not constrain what the model says or force it to use tools; they
//! do not cover failed, denied or timed-out calls (those become
//! [`ToolEvent`]s); they do not travel across scopes; and conversations that
//! share one channel scope share its key, so receipts do not isolate them
//! from each other.
#![forbid(unsafe_code)]
#![deny(missing_docs)]

mod args;
mod backend;
#[cfg(feature = "blake3")]
mod blake3_keyed;
mod collector;
mod error;
mod events;
mod hmac_sha256;
mod key;
mod ledger;
mod message;
mod middleware;
mod prompt;
mod provenance;
mod provider;
mod receipt;
mod render;
mod scan;
mod scope;
mod tag;
mod token;
mod tool;
mod trailer;

pub use args::{Args, canonical_json};
pub use backend::{BackendFactory, MacBackend};
#[cfg(feature = "blake3")]
pub use blake3_keyed::Blake3Keyed;
pub use collector::Collector;
pub use error::{Error, ErrorKind, TokenError, VerifyError};
pub use events::{FailureKind, ToolEvent};
pub use hmac_sha256::HmacSha256;
pub use key::{KEY_LEN, ScopeKey};
pub use ledger::DEFAULT_LEDGER_CAPACITY;
pub use message::{DOMAIN, Message};
pub use middleware::{ReceiptLayer, Receipted, TRUNCATION_MARKER};
pub use prompt::{SYSTEM_PROMPT_ADDENDUM, system_prompt_addendum};
pub use provenance::Provenance;
pub use provider::{ChannelScopes, ScopeProvider, TurnScopes};
pub use receipt::Receipt;
pub use render::Renderer;
pub use scan::{Found, FoundKind, Scan, ScanSpans};
pub use scope::{Call, Scope, ScopeConfig, Turn, epoch_seconds};
pub use tag::{TAG_LEN, Tag};
pub use token::{
    DEFAULT_PREFIX, DIGEST_LAST_CHARS, DIGEST_LEN, Prefix, Token, is_glue_char, is_token_char,
};
pub use tool::{Tool, ToolCall, ToolFailure, ToolOutput};
pub use trailer::{TRAILER_CLOSE, TRAILER_OPEN, append_trailer, split_trailer, with_trailer};

#[cfg(doctest)]
#[doc = include_str!("../../README.md")]
struct ReadmeDoctests;
