//! [`McpTool`]: one tool of a connected MCP server as a
//! [`receipts_core::Tool`].

use std::sync::Arc;

use async_trait::async_trait;
use receipts_core::{Args, FailureKind, Tool, ToolCall, ToolFailure, ToolOutput};
use rmcp::model::{CallToolRequestParams, CallToolResponse, CallToolResult};
use rmcp::service::{Peer, RoleClient, RunningService, ServiceError, ServiceExt};
use rmcp::transport::TokioChildProcess;
use serde_json::Value;

use crate::error::{Error, ErrorKind};
use crate::model_text::model_text;

/// A running rmcp client connected to one MCP server.
pub type McpClient = RunningService<RoleClient, ()>;

/// Spawn an MCP server over stdio with rmcp's child-process transport and
/// connect an rmcp client to it (`initialize` handshake included).
///
/// # Errors
/// [`ErrorKind::Spawn`] when the process cannot start,
/// [`ErrorKind::Client`] when the handshake fails.
pub async fn connect_child(command: tokio::process::Command) -> Result<McpClient, Error> {
    let transport =
        TokioChildProcess::new(command).map_err(|e| Error::new(ErrorKind::Spawn(e.kind())))?;
    ().serve(transport)
        .await
        .map_err(|e| Error::new(ErrorKind::Client(e.to_string())))
}

/// One tool of a connected MCP server, as a [`receipts_core::Tool`]: wrap
/// it in `Receipted` like any other tool.
///
/// A call sends `tools/call` with this tool's MCP name (whatever name the
/// runtime used in its [`ToolCall`]) and the call's arguments, which must
/// be a JSON object (raw arguments are parsed as JSON; empty means `{}`).
///
/// A complete, successful result becomes a [`ToolOutput`] whose text is
/// [`crate::model_text`] of its content and `structuredContent`: that text
/// is what the model sees and what the receipt signs. Everything else is a
/// [`ToolFailure`], so it gets no receipt and the middleware records a
/// no-receipt event:
/// - `isError: true` → [`FailureKind::Failed`] (message: the result's text);
/// - a protocol or transport error → [`FailureKind::Failed`];
/// - a timeout → [`FailureKind::TimedOut`];
/// - an unfinished result (`input_required`, or a task instead of a result)
///   → [`FailureKind::Failed`].
#[derive(Debug, Clone)]
pub struct McpTool {
    peer: Peer<RoleClient>,
    name: Arc<str>,
}

impl McpTool {
    /// The tool `name` of the server behind `peer` (not checked; see
    /// [`McpTool::list`]).
    pub fn new(peer: Peer<RoleClient>, name: impl Into<Arc<str>>) -> Self {
        McpTool {
            peer,
            name: name.into(),
        }
    }

    /// One adapter per tool the server lists (all pages of `tools/list`).
    ///
    /// # Errors
    /// [`ErrorKind::Client`] when listing fails.
    pub async fn list(peer: &Peer<RoleClient>) -> Result<Vec<McpTool>, Error> {
        let tools = peer
            .list_all_tools()
            .await
            .map_err(|e| Error::new(ErrorKind::Client(e.to_string())))?;
        Ok(tools
            .into_iter()
            .map(|t| McpTool::new(peer.clone(), t.name.as_ref()))
            .collect())
    }

    /// The adapter for the listed tool `name`.
    ///
    /// # Errors
    /// [`ErrorKind::UnknownTool`] when the server does not list it,
    /// [`ErrorKind::Client`] when listing fails.
    pub async fn find(peer: &Peer<RoleClient>, name: &str) -> Result<McpTool, Error> {
        Self::list(peer)
            .await?
            .into_iter()
            .find(|t| t.name() == name)
            .ok_or_else(|| Error::new(ErrorKind::UnknownTool(name.to_owned())))
    }

    /// The MCP tool name.
    pub fn name(&self) -> &str {
        &self.name
    }
}

fn arguments(args: &Args<'_>) -> Result<serde_json::Map<String, Value>, ToolFailure> {
    let value = match args {
        Args::Json(v) => v.as_ref().clone(),
        Args::Raw(b) if b.iter().all(u8::is_ascii_whitespace) => Value::Null,
        Args::Raw(b) => serde_json::from_slice(b)
            .map_err(|_| ToolFailure::failed("tool arguments are not json"))?,
    };
    match value {
        Value::Object(m) => Ok(m),
        Value::Null => Ok(serde_json::Map::new()),
        _ => Err(ToolFailure::failed("tool arguments are not a json object")),
    }
}

fn result_text(r: &CallToolResult) -> String {
    let content: Vec<Value> = r
        .content
        .iter()
        .map(|c| serde_json::to_value(c).unwrap_or(Value::Null))
        .collect();
    model_text(&content, r.structured_content.as_ref())
}

#[async_trait]
impl Tool for McpTool {
    async fn call(&self, call: &ToolCall) -> Result<ToolOutput, ToolFailure> {
        let params = CallToolRequestParams::new(self.name.to_string())
            .with_arguments(arguments(&call.args)?);
        match self.peer.call_tool_once(params).await {
            Ok(CallToolResponse::Complete(r)) => {
                let text = result_text(&r);
                if r.is_error == Some(true) {
                    Err(ToolFailure::failed(text))
                } else {
                    Ok(ToolOutput::new(text))
                }
            }
            Ok(CallToolResponse::InputRequired(_)) => Err(ToolFailure::failed(
                "mcp server needs input before the call can complete",
            )),
            Ok(CallToolResponse::Task(_)) => Err(ToolFailure::failed(
                "mcp server started a task instead of returning a result",
            )),
            Ok(_) => Err(ToolFailure::failed(
                "mcp server sent an unknown result kind",
            )),
            Err(ServiceError::Timeout { .. }) => Err(ToolFailure::new(
                FailureKind::TimedOut,
                "mcp request timed out",
            )),
            Err(e) => Err(ToolFailure::failed(format!("mcp request failed: {e}"))),
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn arguments_must_be_an_object() {
        let v = serde_json::json!({"a": 1});
        assert_eq!(arguments(&Args::json(&v)).unwrap().len(), 1);
        assert!(arguments(&Args::none()).unwrap().is_empty());
        assert!(arguments(&Args::raw(b"{\"x\":true}")).is_ok());
        assert!(arguments(&Args::raw(b"[1]")).is_err());
        assert!(arguments(&Args::raw(b"{nope")).is_err());
    }
}
