//! Tower-style middleware: [`ReceiptLayer`] and [`Receipted`].

use async_trait::async_trait;

use crate::events::FailureKind;
use crate::scope::Turn;
use crate::tool::{Tool, ToolCall, ToolFailure, ToolOutput};
use crate::trailer::append_trailer;

/// Marker appended to a result cut by [`ReceiptLayer::max_result_bytes`].
pub const TRUNCATION_MARKER: &str = "\n[output truncated]";

/// Wraps tools so that every successful call gets a receipt.
///
/// Holds only configuration and the turn to issue in; build one per turn
/// (cheap: a couple of `Arc`s) and wrap tool references with
/// [`ReceiptLayer::layer`].
#[derive(Debug, Clone)]
pub struct ReceiptLayer {
    turn: Turn,
    max_result_bytes: Option<usize>,
}

impl ReceiptLayer {
    /// A layer issuing into `turn`.
    pub fn new(turn: Turn) -> Self {
        ReceiptLayer {
            turn,
            max_result_bytes: None,
        }
    }

    /// Cut results longer than `max` bytes (at a character boundary, then
    /// [`TRUNCATION_MARKER`]) *before* signing, so that the receipt covers
    /// exactly the text the model sees.
    pub fn max_result_bytes(mut self, max: usize) -> Self {
        self.max_result_bytes = Some(max);
        self
    }

    /// Wrap a tool.
    pub fn layer<T>(&self, inner: T) -> Receipted<T> {
        Receipted {
            inner,
            layer: self.clone(),
        }
    }
}

/// A tool wrapped by the receipting middleware.
///
/// On success it issues a receipt over the exact result text, appends the
/// v1 trailer, records the receipt in the turn's collector and the scope's
/// ledger, and emits the `tracing` debug event `Tool receipt generated`
/// (fields `tool`, `receipt`). On failure it issues nothing and records a
/// [`crate::ToolEvent`].
///
/// ```
/// use std::sync::Arc;
/// use receipts_core::{Scope, Receipted, Tool, ToolCall, ToolOutput, ToolFailure};
///
/// struct Hostname;
/// #[async_trait::async_trait]
/// impl Tool for Hostname {
///     async fn call(&self, _: &ToolCall) -> Result<ToolOutput, ToolFailure> {
///         Ok(ToolOutput::new("myhost"))
///     }
/// }
///
/// let scope = Arc::new(Scope::new()?);
/// let turn = scope.begin_turn();
/// let tool = Receipted::new(Hostname, turn.clone());
/// let rt = tokio::runtime::Builder::new_current_thread().build().unwrap();
/// let out = rt.block_on(tool.call(&ToolCall::raw("hostname", ""))).unwrap();
/// let token = out.receipt.as_ref().unwrap().token.as_str();
/// assert_eq!(out.text, format!("myhost\n\n[receipt: {token}]"));
/// assert_eq!(turn.receipts().len(), 1);
/// # Ok::<(), receipts_core::Error>(())
/// ```
#[derive(Debug, Clone)]
pub struct Receipted<T> {
    inner: T,
    layer: ReceiptLayer,
}

impl<T> Receipted<T> {
    /// Wrap `inner`, issuing into `turn`.
    pub fn new(inner: T, turn: Turn) -> Self {
        ReceiptLayer::new(turn).layer(inner)
    }

    /// The inner tool.
    pub fn get_ref(&self) -> &T {
        &self.inner
    }

    /// The inner tool, mutably.
    pub fn get_mut(&mut self) -> &mut T {
        &mut self.inner
    }

    /// Unwrap.
    pub fn into_inner(self) -> T {
        self.inner
    }
}

fn truncate(text: &mut String, max: usize) {
    if text.len() <= max {
        return;
    }
    let mut cut = max;
    while !text.is_char_boundary(cut) {
        cut -= 1;
    }
    text.truncate(cut);
    text.push_str(TRUNCATION_MARKER);
}

#[async_trait]
impl<T: Tool> Tool for Receipted<T> {
    async fn call(&self, call: &ToolCall) -> Result<ToolOutput, ToolFailure> {
        let turn = &self.layer.turn;
        match self.inner.call(call).await {
            Ok(mut out) => {
                if let Some(max) = self.layer.max_result_bytes {
                    truncate(&mut out.text, max);
                }
                match turn.issue(&call.as_call(), out.text.as_bytes()) {
                    Ok(receipt) => {
                        append_trailer(&mut out.text, &receipt.token);
                        tracing::debug!(
                            tool = %call.name,
                            receipt = %receipt.token,
                            "Tool receipt generated"
                        );
                        out.receipt = Some(receipt);
                    }
                    Err(e) => {
                        tracing::warn!(tool = %call.name, error = %e, "Tool receipt not issued");
                        turn.record_failure(
                            &call.as_call(),
                            FailureKind::ReceiptNotIssued,
                            &e.to_string(),
                        );
                        out.receipt = None;
                    }
                }
                Ok(out)
            }
            Err(failure) => {
                tracing::debug!(
                    tool = %call.name,
                    kind = %failure.kind,
                    "Tool call got no receipt"
                );
                turn.record_failure(&call.as_call(), failure.kind, &failure.message);
                Err(failure)
            }
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn truncates_on_char_boundary() {
        let mut s = "aé".repeat(10);
        truncate(&mut s, 4);
        assert_eq!(s, format!("aéa{TRUNCATION_MARKER}"));
        let mut short = "abc".to_owned();
        truncate(&mut short, 3);
        assert_eq!(short, "abc");
    }
}
