//! The receipting middleware end to end with real async tools.

use std::sync::Arc;
use std::sync::atomic::{AtomicUsize, Ordering};

use receipts_core::{
    Args, FailureKind, ReceiptLayer, Receipted, Scope, Tool, ToolCall, ToolFailure, ToolOutput,
    split_trailer,
};

struct Counter(AtomicUsize);

#[async_trait::async_trait]
impl Tool for Counter {
    async fn call(&self, call: &ToolCall) -> Result<ToolOutput, ToolFailure> {
        let n = self.0.fetch_add(1, Ordering::SeqCst);
        match call.name.as_str() {
            "deny" => Err(ToolFailure::new(FailureKind::Denied, "not approved")),
            "fail" => Err(ToolFailure::failed("exit status 1")),
            "big" => Ok(ToolOutput::new("é".repeat(100))),
            _ => Ok(ToolOutput::new(format!("call number {n}"))),
        }
    }
}

fn rt() -> tokio::runtime::Runtime {
    tokio::runtime::Builder::new_current_thread()
        .build()
        .unwrap()
}

#[test]
fn success_gets_receipt_failures_get_events() {
    let scope = Arc::new(Scope::new().unwrap());
    let turn = scope.begin_turn();
    let tool = Receipted::new(Counter(AtomicUsize::new(0)), turn.clone());
    let rt = rt();
    let call = ToolCall::json("count", serde_json::json!({"b": 1, "a": 2})).with_id("c1");
    let out = rt.block_on(tool.call(&call)).unwrap();
    let (result, token) = split_trailer(&out.text).unwrap();
    assert_eq!(result, "call number 0");
    let args = serde_json::json!({"a": 2, "b": 1});
    scope
        .verify(token, "count", &Args::json(&args), result.as_bytes())
        .unwrap();
    assert_eq!(out.receipt.as_ref().unwrap().call_id.as_deref(), Some("c1"));

    for name in ["deny", "fail"] {
        let err = rt
            .block_on(tool.call(&ToolCall::raw(name, "")))
            .unwrap_err();
        assert_ne!(err.kind, FailureKind::ReceiptNotIssued);
    }
    assert_eq!(turn.receipts().len(), 1);
    assert_eq!(scope.ledger_len(), 1);
    let kinds: Vec<_> = turn.collector().events().iter().map(|e| e.kind).collect();
    assert_eq!(kinds, vec![FailureKind::Denied, FailureKind::Failed]);
    assert_eq!(tool.get_ref().0.load(Ordering::SeqCst), 3);
    let inner = tool.into_inner();
    assert_eq!(inner.0.load(Ordering::SeqCst), 3);
}

#[test]
fn truncation_happens_before_signing() {
    let scope = Arc::new(Scope::new().unwrap());
    let turn = scope.begin_turn();
    let layer = ReceiptLayer::new(turn).max_result_bytes(11);
    let tool = layer.layer(Counter(AtomicUsize::new(0)));
    let out = rt()
        .block_on(tool.call(&ToolCall::raw("big", "x")))
        .unwrap();
    let (result, token) = split_trailer(&out.text).unwrap();
    assert_eq!(
        result,
        format!("{}{}", "é".repeat(5), receipts_core::TRUNCATION_MARKER)
    );
    scope
        .verify(token, "big", &Args::raw(b"x"), result.as_bytes())
        .unwrap();
}

#[test]
fn wrappers_compose_by_reference_and_box() {
    let scope = Arc::new(Scope::new().unwrap());
    let turn = scope.begin_turn();
    let inner = Counter(AtomicUsize::new(0));
    let by_ref = Receipted::new(&inner, turn.clone());
    let boxed: Box<dyn Tool> = Box::new(Receipted::new(
        Arc::new(Counter(AtomicUsize::new(0))),
        turn.delegate("helper"),
    ));
    let rt = rt();
    rt.block_on(by_ref.call(&ToolCall::raw("a", ""))).unwrap();
    rt.block_on(boxed.call(&ToolCall::raw("b", ""))).unwrap();
    let labels: Vec<_> = turn.receipts().iter().map(|r| r.label()).collect();
    assert_eq!(labels, vec!["a", "helper/b"]);
}
