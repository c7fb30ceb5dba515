//! The status of each tool message in an audited conversation.

use std::fmt;

use serde::{Deserialize, Serialize};

/// What re-checking a tool message's trailer found.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, Serialize, Deserialize)]
#[serde(rename_all = "snake_case")]
#[non_exhaustive]
pub enum HistoryStatus {
    /// The trailer's MAC matches the tool name, arguments and content (with
    /// a key); without a key: a well-formed trailer (MAC not checked).
    Intact,
    /// The trailer is present and well-formed but its MAC does not match
    /// the content (only decidable with the key).
    Tampered,
    /// No trailer where receipts were on.
    Missing,
    /// A trailer whose token breaks the grammar, or a mangled trailer.
    Malformed,
}

impl HistoryStatus {
    /// The fixed name, as in the JSON report.
    pub fn as_str(self) -> &'static str {
        match self {
            HistoryStatus::Intact => "intact",
            HistoryStatus::Tampered => "tampered",
            HistoryStatus::Missing => "missing",
            HistoryStatus::Malformed => "malformed",
        }
    }
}

impl fmt::Display for HistoryStatus {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(self.as_str())
    }
}

/// One tool message of the conversation and its status.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
pub struct HistoryEntry {
    /// Index of the message in the transcript's message list.
    pub index: usize,
    /// The tool call id (`tool_call_id`, or Anthropic's `tool_use_id`).
    pub tool_call_id: Option<String>,
    /// The tool name, from the matching call.
    pub tool: Option<String>,
    /// The status.
    pub status: HistoryStatus,
}
