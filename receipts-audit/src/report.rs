//! The audit report: verdict, history and findings, as stable JSON.

use std::fmt;

use serde::{Deserialize, Serialize};

use crate::finding::{Finding, FindingKind};
use crate::history::{HistoryEntry, HistoryStatus};

/// The overall verdict.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, Serialize, Deserialize)]
#[serde(rename_all = "snake_case")]
pub enum Verdict {
    /// Nothing but verified receipts and uncited calls.
    Clean,
    /// At least one problem finding or one tool message not intact.
    Suspicious,
}

impl fmt::Display for Verdict {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(match self {
            Verdict::Clean => "clean",
            Verdict::Suspicious => "suspicious",
        })
    }
}

/// The result of an audit. Serializes to one JSON object with the fields in
/// this order: `verdict`, `history`, `findings`.
///
/// ```
/// use receipts_audit::{Report, Verdict};
///
/// let r = Report::new(Vec::new(), Vec::new());
/// assert_eq!(r.verdict, Verdict::Clean);
/// assert_eq!(r.to_json(), r#"{"verdict":"clean","history":[],"findings":[]}"#);
/// ```
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
pub struct Report {
    /// `suspicious` when any finding other than `verified_receipt` and
    /// `uncited_call`, or any history entry that is not `intact`.
    pub verdict: Verdict,
    /// One entry per tool message (transcript audits only).
    pub history: Vec<HistoryEntry>,
    /// The findings, ordered by span start.
    pub findings: Vec<Finding>,
}

impl Report {
    /// A report with the verdict computed from its parts by the rule above.
    pub fn new(history: Vec<HistoryEntry>, findings: Vec<Finding>) -> Self {
        let suspicious = findings.iter().any(|f| f.kind.is_problem())
            || history.iter().any(|h| h.status != HistoryStatus::Intact);
        Report {
            verdict: if suspicious {
                Verdict::Suspicious
            } else {
                Verdict::Clean
            },
            history,
            findings,
        }
    }

    /// True when the verdict is `clean`.
    pub fn is_clean(&self) -> bool {
        self.verdict == Verdict::Clean
    }

    /// The findings of one kind.
    pub fn of_kind(&self, kind: FindingKind) -> impl Iterator<Item = &Finding> {
        self.findings.iter().filter(move |f| f.kind == kind)
    }

    /// The findings that make the verdict suspicious.
    pub fn problems(&self) -> impl Iterator<Item = &Finding> {
        self.findings.iter().filter(|f| f.kind.is_problem())
    }

    /// The report as compact JSON.
    pub fn to_json(&self) -> String {
        // Serializing these plain structs cannot fail.
        serde_json::to_string(self).unwrap_or_default()
    }

    /// The report as indented JSON.
    pub fn to_json_pretty(&self) -> String {
        serde_json::to_string_pretty(self).unwrap_or_default()
    }
}
