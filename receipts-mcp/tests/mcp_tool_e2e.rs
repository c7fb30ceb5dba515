//! The same flows through `McpTool` + `Receipted<T>`, without the proxy.

use std::sync::Arc;

use base64::Engine as _;
use receipts_core::{Args, FailureKind, Receipted, Scope, Tool, ToolCall};
use receipts_mcp::{ErrorKind, McpClient, McpTool, connect_child};
use rmcp::model::CallToolRequestParams;
use serde_json::json;
use sha2::{Digest, Sha256};

use crate::common::*;

async fn everything() -> Option<McpClient> {
    node()?;
    let mut cmd = tokio::process::Command::new("node");
    cmd.arg(everything_js()).arg("stdio");
    Some(connect_child(cmd).await.unwrap())
}

fn split(text: &str) -> (&str, &str) {
    receipts_core::split_trailer(text).expect("a receipt trailer")
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn mcp_tool_results_get_verifiable_receipts() {
    let Some(client) = everything().await else {
        return;
    };
    let scope = Arc::new(Scope::new().unwrap());
    let turn = scope.begin_turn();
    let tool = |name: &str| Receipted::new(McpTool::new(client.peer().clone(), name), turn.clone());

    // echo: the text is the echo, then the v1 trailer
    let args = json!({"message": "hi"});
    let out = tool("echo")
        .call(&ToolCall::json("echo", args.clone()))
        .await
        .unwrap();
    let (body, token) = split(&out.text);
    assert_eq!(body, "Echo: hi");
    assert!(
        scope
            .verify(token, "echo", &Args::json(&args), body.as_bytes())
            .is_ok()
    );
    // a reply quoting it checks out; a forged one is not in the scope's ledger
    let reply = format!("The server said hi [receipt: {token}]");
    let found: Vec<_> = scope.prefix().scan(&reply).collect();
    let real = found[0].token().unwrap();
    assert_eq!(scope.lookup_token(real).unwrap().tool.as_ref(), "echo");
    let mut forged = token.to_owned().into_bytes();
    let i = forged.len() - 5;
    forged[i] = if forged[i] == b'A' { b'B' } else { b'A' };
    assert!(
        scope
            .lookup(std::str::from_utf8(&forged).unwrap())
            .is_none()
    );

    // tiny image: a placeholder with the MIME type and the SHA-256 of the
    // decoded bytes the server sent
    let raw = client
        .peer()
        .call_tool(CallToolRequestParams::new("get-tiny-image"))
        .await
        .unwrap();
    let raw = serde_json::to_value(&raw).unwrap();
    let image = raw["content"]
        .as_array()
        .unwrap()
        .iter()
        .find(|b| b["type"] == "image")
        .unwrap();
    let bytes = base64::engine::general_purpose::STANDARD
        .decode(image["data"].as_str().unwrap())
        .unwrap();
    let hex: String = Sha256::digest(&bytes)
        .iter()
        .map(|b| format!("{b:02x}"))
        .collect();
    let out = tool("get-tiny-image")
        .call(&ToolCall::json("get-tiny-image", json!({})))
        .await
        .unwrap();
    let (body, token) = split(&out.text);
    assert!(
        body.contains(&format!("[image: \"image/png\", sha256:{hex}]")),
        "{body}"
    );
    assert!(
        scope
            .verify(
                token,
                "get-tiny-image",
                &Args::json(&json!({})),
                body.as_bytes()
            )
            .is_ok()
    );

    // structured content: its JCS on the last line
    let args = json!({"location": "Los Angeles"});
    let out = tool("get-structured-content")
        .call(&ToolCall::json("get-structured-content", args.clone()))
        .await
        .unwrap();
    let (body, _) = split(&out.text);
    assert_eq!(
        body.lines().last().unwrap(),
        r#"{"conditions":"Sunny / Clear","humidity":48,"temperature":73}"#
    );

    // isError and an unknown tool: no receipt, an audit event each
    let before = turn.receipts().len();
    let err = tool("echo")
        .call(&ToolCall::json("echo", json!({})))
        .await
        .unwrap_err();
    assert_eq!(err.kind, FailureKind::Failed);
    let err = tool("no-such-tool")
        .call(&ToolCall::json("no-such-tool", json!({})))
        .await
        .unwrap_err();
    assert_eq!(err.kind, FailureKind::Failed);
    // a task-only tool: rmcp 3.11 speaks SEP-2663 tasks, this server the
    // 2025-11-25 ones, so the call does not finish here: no receipt
    let err = tool("simulate-research-query")
        .call(&ToolCall::json(
            "simulate-research-query",
            json!({"topic": "x"}),
        ))
        .await;
    assert!(err.is_err());
    assert_eq!(turn.receipts().len(), before);
    let events = turn.collector().events();
    assert_eq!(events.len(), 3);
    assert!(events.iter().all(|e| e.kind == FailureKind::Failed));

    let e = McpTool::find(client.peer(), "no-such-tool")
        .await
        .unwrap_err();
    assert!(matches!(e.kind(), ErrorKind::UnknownTool(_)));
    assert_eq!(
        McpTool::find(client.peer(), "echo").await.unwrap().name(),
        "echo"
    );
    client.cancel().await.unwrap();
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn twenty_concurrent_mcp_tool_calls() {
    let Some(client) = everything().await else {
        return;
    };
    let scope = Arc::new(Scope::new().unwrap());
    let turn = scope.begin_turn();
    let tool = Arc::new(Receipted::new(
        McpTool::new(client.peer().clone(), "echo"),
        turn.clone(),
    ));
    let mut set = tokio::task::JoinSet::new();
    for i in 0..20 {
        let tool = tool.clone();
        set.spawn(async move {
            let args = json!({"message": format!("n{i}")});
            let out = tool
                .call(&ToolCall::json("echo", args.clone()))
                .await
                .unwrap();
            (args, out.text)
        });
    }
    let mut n = 0;
    while let Some(r) = set.join_next().await {
        let (args, text) = r.unwrap();
        let (body, token) = split(&text);
        assert_eq!(body, format!("Echo: {}", args["message"].as_str().unwrap()));
        assert!(
            scope
                .verify(token, "echo", &Args::json(&args), body.as_bytes())
                .is_ok()
        );
        n += 1;
    }
    assert_eq!(n, 20);
    assert_eq!(turn.receipts().len(), 20);
    client.cancel().await.unwrap();
}
