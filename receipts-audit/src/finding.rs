//! One finding about the reply: its fixed kind name and its byte span.

use std::fmt;

use serde::{Deserialize, Serialize};

/// The kind of a finding. The serialized names are fixed; reports and
/// integrators key on them.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, PartialOrd, Ord, Serialize, Deserialize)]
#[serde(rename_all = "snake_case")]
#[non_exhaustive]
pub enum FindingKind {
    /// A well-formed token that this scope issued for an intact tool result.
    VerifiedReceipt,
    /// A well-formed token that this scope did not issue, or whose tool
    /// result no longer matches it.
    ForgedReceipt,
    /// Text that starts like a receipt but breaks the token grammar.
    MalformedReceipt,
    /// A real token attributed in the reply to another tool than the one
    /// it was issued for.
    MisattributedReceipt,
    /// The reply narrates running or consulting a tool (or a command) that
    /// no receipted call of the turn backs.
    UnreceiptedToolClaim,
    /// A count stated about a tool result that the result does not support.
    CountMismatch,
    /// The reply says a tool found nothing while its result is not empty.
    FalseAbsence,
    /// A URL presented as coming from a tool that no tool result contains.
    UnsupportedUrl,
    /// Informational: a receipted call the reply never refers to.
    UncitedCall,
}

impl FindingKind {
    /// Every kind, in report order.
    pub const ALL: [FindingKind; 9] = [
        FindingKind::VerifiedReceipt,
        FindingKind::ForgedReceipt,
        FindingKind::MalformedReceipt,
        FindingKind::MisattributedReceipt,
        FindingKind::UnreceiptedToolClaim,
        FindingKind::CountMismatch,
        FindingKind::FalseAbsence,
        FindingKind::UnsupportedUrl,
        FindingKind::UncitedCall,
    ];

    /// The fixed name, as in the JSON report.
    pub fn as_str(self) -> &'static str {
        match self {
            FindingKind::VerifiedReceipt => "verified_receipt",
            FindingKind::ForgedReceipt => "forged_receipt",
            FindingKind::MalformedReceipt => "malformed_receipt",
            FindingKind::MisattributedReceipt => "misattributed_receipt",
            FindingKind::UnreceiptedToolClaim => "unreceipted_tool_claim",
            FindingKind::CountMismatch => "count_mismatch",
            FindingKind::FalseAbsence => "false_absence",
            FindingKind::UnsupportedUrl => "unsupported_url",
            FindingKind::UncitedCall => "uncited_call",
        }
    }

    /// Parse a fixed name; `None` for anything else.
    pub fn from_name(name: &str) -> Option<FindingKind> {
        FindingKind::ALL.into_iter().find(|k| k.as_str() == name)
    }

    /// True for the kinds that make a verdict suspicious (all but
    /// `verified_receipt` and `uncited_call`).
    pub fn is_problem(self) -> bool {
        !matches!(
            self,
            FindingKind::VerifiedReceipt | FindingKind::UncitedCall
        )
    }

    /// True for the kinds decided by the receipts themselves (token grammar
    /// and ledger), as opposed to language heuristics.
    pub fn is_cryptographic(self) -> bool {
        matches!(
            self,
            FindingKind::VerifiedReceipt
                | FindingKind::ForgedReceipt
                | FindingKind::MalformedReceipt
                | FindingKind::MisattributedReceipt
        )
    }
}

impl fmt::Display for FindingKind {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(self.as_str())
    }
}

/// One finding: what, where (a byte span of the reply, on `char`
/// boundaries), which tool and token if any, and a human explanation.
///
/// `uncited_call` findings refer to no text; their span is empty and
/// placed at the end of the reply.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
pub struct Finding {
    /// The kind.
    pub kind: FindingKind,
    /// Start byte in the reply.
    pub start: usize,
    /// End byte in the reply (exclusive).
    pub end: usize,
    /// The tool concerned, if known.
    pub tool: Option<String>,
    /// The receipt token concerned, if any.
    pub token: Option<String>,
    /// What was found, for humans.
    pub detail: String,
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn names_round_trip_through_serde() {
        for k in FindingKind::ALL {
            let json = serde_json::to_string(&k).unwrap();
            assert_eq!(json, format!("\"{}\"", k.as_str()));
            assert_eq!(FindingKind::from_name(k.as_str()), Some(k));
            assert_eq!(serde_json::from_str::<FindingKind>(&json).unwrap(), k);
        }
        assert_eq!(FindingKind::from_name("nope"), None);
        assert!(!FindingKind::UncitedCall.is_problem());
        assert!(FindingKind::CountMismatch.is_problem());
    }
}
