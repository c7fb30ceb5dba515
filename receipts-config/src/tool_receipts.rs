//! The `[agent.tool_receipts]` table: [`ToolReceipts`].

use crate::audit::Audit;
use crate::choices::{Backend, Dedup, RenderFormat, ScopeMode};
use crate::config::Config;
use crate::keys::section;
use crate::value::Rule;

/// Largest `ledger_capacity` accepted.
pub const MAX_LEDGER_CAPACITY: usize = 1 << 20;

/// Largest `max_result_bytes` accepted (1 GiB).
pub const MAX_RESULT_BYTES: usize = 1 << 30;

section! {
    /// Tool receipts: issuing, showing and auditing the receipts appended to
    /// successful tool results.
    pub struct ToolReceipts at "agent.tool_receipts" via get, get_mut {
        /// Turn tool receipts on. When `false` the whole subsystem is inert: no
        /// scope key is made, nothing is issued or appended to tool results, no
        /// system-prompt addendum is added and no receipts block is shown.
        pub enabled: bool = false, Rule::Bool;
        /// Append the user-visible `Tool receipts:` block, in the `render`
        /// format, after the model's reply. No effect when receipts are
        /// disabled.
        pub show_in_response: bool = false, Rule::Bool;
        /// Add the receipt addendum (what receipts are, copy them exactly,
        /// never invent one) to the system prompt. No effect when receipts are
        /// disabled.
        pub inject_system_prompt: bool = true, Rule::Bool;
        /// The MAC that computes receipt tags. `"blake3"` (keyed BLAKE3) needs
        /// the `blake3` feature of receipts-config; a build without it refuses
        /// to build the scope.
        pub backend: Backend = Backend::HmacSha256, Rule::choice::<Backend>();
        /// Which work shares one receipt key. `"channel"`: one key for the
        /// lifetime of a channel runtime context, shared by every conversation
        /// in it, so receipts from earlier turns still verify. `"turn"`: a fresh
        /// key for every agent turn; receipts stop verifying when the turn
        /// ends.
        pub scope: ScopeMode = ScopeMode::Channel, Rule::choice::<ScopeMode>();
        /// The token prefix: receipts read `<prefix>-<seconds>-<digest>`. The
        /// leak filter and the audit recognize receipts by it.
        pub prefix: String = String::from(receipts_core::DEFAULT_PREFIX), Rule::Prefix;
        /// How many issued receipts a scope remembers for lookups and audits.
        /// The oldest are evicted first, so memory stays bounded on a
        /// long-lived channel scope.
        pub ledger_capacity: usize = receipts_core::DEFAULT_LEDGER_CAPACITY,
            Rule::Int { min: 1, max: MAX_LEDGER_CAPACITY as i128 };
        /// Cut tool results longer than this many bytes (at a character
        /// boundary, then a truncation marker) before they are signed, so the
        /// receipt covers exactly what the model sees. `0` keeps results
        /// whole.
        pub max_result_bytes: usize = 0,
            Rule::Int { min: 0, max: MAX_RESULT_BYTES as i128 };
        /// Format of the user-visible receipts block: plain text, Markdown,
        /// Slack mrkdwn, Telegram HTML, Discord Markdown or a JSON object.
        pub render: RenderFormat = RenderFormat::Plain, Rule::choice::<RenderFormat>();
        /// What to do when the model writes its own receipts block too:
        /// `"keep_runtime"` strips the model's block and appends the runtime's,
        /// `"keep_model"` keeps the model's and appends none, `"keep_both"`
        /// keeps both.
        pub dedup: Dedup = Dedup::KeepRuntime, Rule::choice::<Dedup>();
        table audit: Audit, "The `[agent.tool_receipts.audit]` table.";
    }
}

fn get(c: &Config) -> &ToolReceipts {
    &c.agent.tool_receipts
}

fn get_mut(c: &mut Config) -> &mut ToolReceipts {
    &mut c.agent.tool_receipts
}
