//! A receipt as recorded by the runtime: the token and what it was issued for.

use std::sync::Arc;

use crate::provenance::Provenance;
use crate::token::Token;

/// One issued receipt: the token plus the call it covers. This is what the
/// ledger and the collector hold; it contains no arguments, no result and no
/// key.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Receipt {
    /// The token.
    pub token: Token,
    /// The tool name signed into the token.
    pub tool: Arc<str>,
    /// The runtime's tool-call id, if it has one.
    pub call_id: Option<Arc<str>>,
    /// Main agent or delegate.
    pub provenance: Provenance,
}

impl Receipt {
    /// The label a receipts block shows for this receipt: the tool name, or
    /// `delegate/tool` for a delegate's call.
    pub fn label(&self) -> String {
        match self.provenance.delegate() {
            None => self.tool.to_string(),
            Some(d) => format!("{d}/{}", self.tool),
        }
    }
}
