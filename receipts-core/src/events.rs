//! Audit events for tool calls that got no receipt.

use std::fmt;
use std::sync::Arc;

use crate::provenance::Provenance;

/// Why a tool call produced no receipt.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
#[non_exhaustive]
pub enum FailureKind {
    /// The user or a policy denied approval.
    Denied,
    /// The runtime blocked the call (sandbox, allowlist, rate limit).
    Blocked,
    /// The call timed out.
    TimedOut,
    /// The tool ran and returned an error.
    Failed,
    /// The tool succeeded but no receipt could be issued (for example the
    /// system clock reads before the Unix epoch). The output is passed on
    /// without a trailer.
    ReceiptNotIssued,
}

impl FailureKind {
    /// A stable lowercase name (`denied`, `blocked`, `timed_out`, `failed`,
    /// `receipt_not_issued`).
    pub fn as_str(&self) -> &'static str {
        match self {
            FailureKind::Denied => "denied",
            FailureKind::Blocked => "blocked",
            FailureKind::TimedOut => "timed_out",
            FailureKind::Failed => "failed",
            FailureKind::ReceiptNotIssued => "receipt_not_issued",
        }
    }
}

impl fmt::Display for FailureKind {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(self.as_str())
    }
}

/// A tool call that got no receipt, for the integrator to log. Only
/// successful tool results get receipts; everything else becomes one of
/// these.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct ToolEvent {
    /// The tool that was called (or asked for).
    pub tool: Arc<str>,
    /// The runtime's tool-call id, if any.
    pub call_id: Option<Arc<str>>,
    /// Main agent or delegate.
    pub provenance: Provenance,
    /// What happened.
    pub kind: FailureKind,
    /// A human-readable message from the tool or the runtime.
    pub message: String,
}
