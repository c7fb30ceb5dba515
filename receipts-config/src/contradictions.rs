//! Rules across keys: settings that cannot hold together. The validator and
//! the generated reference both read [`CROSS_RULES`].

use crate::choices::{OnSuspicious, ReceiptMode};
use crate::config::Config;

/// One rule across keys.
pub(crate) struct CrossRule {
    /// The key blamed when the rule fails (the one most likely set on
    /// purpose).
    pub(crate) key: &'static str,
    /// The rule, as reference text.
    pub(crate) doc: &'static str,
    /// `Some(message)` when the configuration breaks the rule.
    pub(crate) check: fn(&Config) -> Option<String>,
}

/// Every rule across keys, in documentation order.
pub(crate) static CROSS_RULES: &[CrossRule] = &[
    CrossRule {
        key: "security.leak_detection.receipts",
        doc: "`\"verified_only\"` needs `agent.tool_receipts.enabled = true`: without receipts no \
              scope exists to verify against.",
        check: |c| {
            (c.security.leak_detection.receipts == ReceiptMode::VerifiedOnly
                && !c.agent.tool_receipts.enabled)
                .then(|| {
                    String::from(
                        "\"verified_only\" needs agent.tool_receipts.enabled = true; \
                         enable receipts or use \"well_formed\"",
                    )
                })
        },
    },
    CrossRule {
        key: "agent.tool_receipts.audit.max_retries",
        doc: "must be at least 1 when `agent.tool_receipts.audit.on_suspicious = \"retry\"`.",
        check: |c| {
            let a = &c.agent.tool_receipts.audit;
            (a.on_suspicious == OnSuspicious::Retry && a.max_retries == 0).then(|| {
                String::from(
                    "must be at least 1 when agent.tool_receipts.audit.on_suspicious = \"retry\"",
                )
            })
        },
    },
];
