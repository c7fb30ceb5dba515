//! The `[agent.tool_receipts.audit]` table: [`Audit`], the delivery policy
//! for replies checked against the turn's receipts.

use crate::choices::OnSuspicious;
use crate::config::Config;
use crate::keys::section;
use crate::value::Rule;

/// Largest `max_retries` accepted.
pub const MAX_RETRIES: u32 = 10;

section! {
    /// Audit before delivery: each reply is checked against the receipts of
    /// its turn (forged, malformed or misattributed receipts, tool claims
    /// without a receipted call), and a suspicious reply is handled as set
    /// here. Only active when receipts are enabled.
    pub struct Audit at "agent.tool_receipts.audit" via get, get_mut {
        /// Audit replies before they are delivered.
        pub enabled: bool = true, Rule::Bool;
        /// What to do with a suspicious reply: `"pass"` delivers it as is and
        /// logs the report; `"annotate"` delivers it with a short notice naming
        /// the unbacked claims; `"strip"` removes forged, malformed and
        /// misattributed tokens and receipts-block lines that do not verify;
        /// `"block"` replaces the
        /// reply with a clear message; `"retry"` sends the model a correction
        /// naming each problem and asks for a corrected reply.
        pub on_suspicious: OnSuspicious = OnSuspicious::Pass,
            Rule::choice::<OnSuspicious>();
        /// With `on_suspicious = "retry"`: how many corrected replies to ask
        /// for at most. Ignored by the other actions.
        pub max_retries: u32 = 1, Rule::Int { min: 0, max: MAX_RETRIES as i128 };
    }
}

fn get(c: &Config) -> &Audit {
    &c.agent.tool_receipts.audit
}

fn get_mut(c: &mut Config) -> &mut Audit {
    &mut c.agent.tool_receipts.audit
}
