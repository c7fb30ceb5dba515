//! The `[security.leak_detection]` table: [`LeakDetection`].

use crate::choices::ReceiptMode;
use crate::config::Config;
use crate::keys::section;
use crate::value::{ItemRule, Rule};

/// Smallest `stream_holdback_bytes` accepted (1 KiB): room for the longest
/// receipt token with its trailer and for the longest single-line
/// credential formats (the leak filter's own minimum).
pub const MIN_STREAM_HOLDBACK_BYTES: usize = 1024;

/// Largest `stream_holdback_bytes` accepted (1 MiB).
pub const MAX_STREAM_HOLDBACK_BYTES: usize = 1 << 20;

section! {
    /// Secret-leak detection on outbound text (replies, channel messages,
    /// streamed deltas): known credential formats and a high-entropy
    /// fallback, redacted as `[REDACTED:<rule-id>]`, with receipts let
    /// through.
    pub struct LeakDetection at "security.leak_detection" via get, get_mut {
        /// Scan and redact outbound text.
        pub enabled: bool = true, Rule::Bool;
        /// How eagerly the high-entropy fallback flags strings of no known
        /// format, from `0.0` (only the most random-looking) to `1.0` (the
        /// most). Known credential formats are caught at any setting.
        pub sensitivity: f64 = 0.5, Rule::Float { min: 0.0, max: 1.0 };
        /// Use the high-entropy fallback for secrets of no known format.
        pub high_entropy_tokens: bool = true, Rule::Bool;
        /// Which receipt tokens pass untouched: `"well_formed"` lets every
        /// well-formed token with the configured prefix through;
        /// `"verified_only"` lets through only tokens the current scope
        /// issued and replaces the others with `[unverified receipt]`, so a
        /// forged receipt never reaches a user looking like a real one.
        /// `"verified_only"` needs `agent.tool_receipts.enabled = true`.
        pub receipts: ReceiptMode = ReceiptMode::WellFormed, Rule::choice::<ReceiptMode>();
        /// The most bytes the streaming redactor holds back while a secret or
        /// a receipt could still be completing; past it, it redacts what it
        /// holds rather than leaking it. The default, 16 KiB, is above an
        /// RSA-4096 PEM block.
        pub stream_holdback_bytes: usize = 16 * 1024,
            Rule::Int {
                min: MIN_STREAM_HOLDBACK_BYTES as i128,
                max: MAX_STREAM_HOLDBACK_BYTES as i128,
            };
        /// Exact strings that are never redacted (for example a public test
        /// credential that your documentation prints), matched whole and
        /// case-sensitively.
        pub allowlist: Vec<String> = Vec::new(),
            Rule::List { item: ItemRule::Text { max_len: 1024 }, max_items: 1024 };
        /// Ids of detection rules to turn off, as they appear in
        /// `[REDACTED:<rule-id>]`. The ids are checked against the rule set
        /// when the leak filter is built.
        pub disabled_rules: Vec<String> = Vec::new(),
            Rule::List { item: ItemRule::RuleId, max_items: 256 };
    }
}

fn get(c: &Config) -> &LeakDetection {
    &c.security.leak_detection
}

fn get_mut(c: &mut Config) -> &mut LeakDetection {
    &mut c.security.leak_detection
}
