//! The receipts configuration: the `[agent.tool_receipts]` table (with
//! `[agent.tool_receipts.audit]`) and the `[security.leak_detection]` table
//! of an application's TOML file, as serde types that embed in the
//! application's own config struct, loaded with validation that names the
//! key path, line and column of every problem (and the closest valid key
//! for a misspelt one), overridable from the environment
//! (`RECEIPTS__AGENT__TOOL_RECEIPTS__ENABLED=true`), and turned into
//! ready-to-use core objects in one call. The reference page `CONFIG.md`
//! is generated from the same key table by [`reference_markdown`].
//!
//! ```
//! use receipts_config::{Config, Backend, ScopeMode};
//!
//! let file = r#"
//! [server]            # the application's own tables are ignored
//! port = 8080
//!
//! [agent.tool_receipts]
//! enabled = true
//! scope = "turn"
//! "#;
//! let env = [("RECEIPTS__AGENT__TOOL_RECEIPTS__SHOW_IN_RESPONSE", "true")];
//! let cfg = Config::from_toml_str_with_env(file, env)?;
//! assert_eq!(cfg.agent.tool_receipts.scope, ScopeMode::Turn);
//! assert_eq!(cfg.agent.tool_receipts.backend, Backend::HmacSha256);
//! assert!(cfg.agent.tool_receipts.show_in_response);
//!
//! let pipeline = cfg.build()?;
//! assert!(pipeline.scopes.is_some());
//!
//! let err = Config::from_toml_str("[agent.tool_receipts]\nenabeld = true\n").unwrap_err();
//! assert_eq!(
//!     err.to_string(),
//!     r#"agent.tool_receipts.enabeld at line 2, column 1: unknown key "enabeld"; did you mean "enabled"?"#
//! );
//! # Ok::<(), receipts_config::Error>(())
//! ```
#![forbid(unsafe_code)]
#![deny(missing_docs)]

mod audit;
mod choices;
mod config;
mod contradictions;
mod env;
mod error;
mod keys;
mod leak_detection;
mod pipeline;
mod reference;
mod source;
mod suggest;
mod tool_receipts;
mod value;

pub use audit::{Audit, MAX_RETRIES};
pub use choices::{Backend, Dedup, OnSuspicious, ReceiptMode, RenderFormat, ScopeMode};
pub use config::{Agent, Config, Security};
pub use env::ENV_PREFIX;
pub use error::{Error, ErrorKind, Location, Problem, ProblemKind};
pub use leak_detection::{LeakDetection, MAX_STREAM_HOLDBACK_BYTES, MIN_STREAM_HOLDBACK_BYTES};
pub use pipeline::Pipeline;
pub use reference::{GENERATED_HEADER, example_toml, reference_markdown};
pub use tool_receipts::{MAX_LEDGER_CAPACITY, MAX_RESULT_BYTES, ToolReceipts};
