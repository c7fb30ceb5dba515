//! The system-prompt addendum that tells the model about receipts.

/// Text to add to the system prompt when receipts are on.
///
/// It tells the model what receipts are, to copy them exactly when it cites
/// a tool result, and never to make one up.
pub const SYSTEM_PROMPT_ADDENDUM: &str = "\
Tool receipts: when a tool call succeeds, the runtime appends a line of the form \
[receipt: zc-receipt-<seconds>-<code>] to the tool's result. The runtime alone can \
produce valid receipts, and it checks them. When you tell the user what a tool \
returned, copy the receipt of that result exactly as it appears, character for \
character. Never write a receipt for a tool call you did not make or whose result \
you did not receive, never alter one, and never reuse a receipt for a different \
tool or result. If a call failed or was not made, say so plainly and give no receipt.";

/// The addendum for a scope with a custom token prefix.
///
/// ```
/// let p = receipts_core::Prefix::new("acme-r").unwrap();
/// assert!(receipts_core::system_prompt_addendum(&p).contains("[receipt: acme-r-<seconds>-<code>]"));
/// ```
pub fn system_prompt_addendum(prefix: &crate::Prefix) -> String {
    SYSTEM_PROMPT_ADDENDUM.replace("zc-receipt-", &format!("{prefix}-"))
}
