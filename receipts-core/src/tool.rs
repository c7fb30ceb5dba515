//! The async [`Tool`] trait that the receipting middleware wraps.

use std::fmt;
use std::sync::Arc;

use async_trait::async_trait;

use crate::args::Args;
use crate::events::FailureKind;
use crate::receipt::Receipt;
use crate::scope::Call;

/// A tool call as the runtime hands it to a tool.
#[derive(Debug, Clone, PartialEq)]
pub struct ToolCall {
    /// Tool name.
    pub name: String,
    /// The runtime's tool-call id, if any.
    pub id: Option<String>,
    /// The arguments.
    pub args: Args<'static>,
}

impl ToolCall {
    /// A call with JSON arguments.
    pub fn json(name: impl Into<String>, args: serde_json::Value) -> Self {
        ToolCall {
            name: name.into(),
            id: None,
            args: Args::Json(std::borrow::Cow::Owned(args)),
        }
    }

    /// A call with raw argument bytes.
    pub fn raw(name: impl Into<String>, args: impl Into<Vec<u8>>) -> Self {
        ToolCall {
            name: name.into(),
            id: None,
            args: Args::Raw(std::borrow::Cow::Owned(args.into())),
        }
    }

    /// Set the call id.
    pub fn with_id(mut self, id: impl Into<String>) -> Self {
        self.id = Some(id.into());
        self
    }

    /// Borrow as a [`Call`].
    pub fn as_call(&self) -> Call<'_> {
        Call {
            tool: &self.name,
            call_id: self.id.as_deref(),
            args: match &self.args {
                Args::Json(v) => Args::json(v),
                Args::Raw(b) => Args::raw(b),
            },
        }
    }
}

/// A successful tool result.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct ToolOutput {
    /// The text the model will see. After the receipting middleware it ends
    /// in the `\n\n[receipt: …]` trailer.
    pub text: String,
    /// The receipt, once the middleware has issued one.
    pub receipt: Option<Receipt>,
}

impl ToolOutput {
    /// An output without receipt.
    pub fn new(text: impl Into<String>) -> Self {
        ToolOutput {
            text: text.into(),
            receipt: None,
        }
    }
}

/// A tool call that did not succeed. It gets no receipt.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct ToolFailure {
    /// What happened.
    pub kind: FailureKind,
    /// A message for logs and for the model.
    pub message: String,
}

impl ToolFailure {
    /// A failure of the given kind.
    pub fn new(kind: FailureKind, message: impl Into<String>) -> Self {
        ToolFailure {
            kind,
            message: message.into(),
        }
    }

    /// The tool ran and failed.
    pub fn failed(message: impl Into<String>) -> Self {
        Self::new(FailureKind::Failed, message)
    }
}

impl fmt::Display for ToolFailure {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "tool call {}: {}", self.kind, self.message)
    }
}

impl std::error::Error for ToolFailure {}

/// An async tool (or tool executor) the runtime calls.
///
/// ```
/// use receipts_core::{Tool, ToolCall, ToolOutput, ToolFailure};
///
/// struct Echo;
///
/// #[async_trait::async_trait]
/// impl Tool for Echo {
///     async fn call(&self, call: &ToolCall) -> Result<ToolOutput, ToolFailure> {
///         Ok(ToolOutput::new(format!("{:?}", call.args)))
///     }
/// }
/// ```
#[async_trait]
pub trait Tool: Send + Sync {
    /// Run the call.
    ///
    /// # Errors
    /// A [`ToolFailure`] when the call was denied, blocked, timed out or
    /// failed.
    async fn call(&self, call: &ToolCall) -> Result<ToolOutput, ToolFailure>;
}

#[async_trait]
impl<T: Tool + ?Sized> Tool for &T {
    async fn call(&self, call: &ToolCall) -> Result<ToolOutput, ToolFailure> {
        (**self).call(call).await
    }
}

#[async_trait]
impl<T: Tool + ?Sized> Tool for Box<T> {
    async fn call(&self, call: &ToolCall) -> Result<ToolOutput, ToolFailure> {
        (**self).call(call).await
    }
}

#[async_trait]
impl<T: Tool + ?Sized> Tool for Arc<T> {
    async fn call(&self, call: &ToolCall) -> Result<ToolOutput, ToolFailure> {
        (**self).call(call).await
    }
}
