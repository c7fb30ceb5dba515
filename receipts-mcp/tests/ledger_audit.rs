//! A reply audited against the proxy's ledger.

use receipts_core::Prefix;
use receipts_mcp::{ProxyLedger, ReplyCheckKind, StructuredMode};
use serde_json::json;

use crate::common::*;

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn real_tokens_verify_and_forged_ones_are_flagged() {
    if node().is_none() {
        return;
    }
    let dir = tempfile::tempdir().unwrap();
    let (tee, pid, ledger) = (
        dir.path().join("tee"),
        dir.path().join("pid"),
        dir.path().join("l"),
    );
    let mut p = start_proxy(everything_cmd(&tee, &pid), &ledger, StructuredMode::Keep);
    p.host.initialize().await;
    let line = p.host.call("echo", json!({"message": "audit me"})).await;
    let token = meta_token(&line).unwrap();
    p.host.close();
    let _ = p.proxy.await.unwrap();

    // forge: change one digest character (keeping the grammar valid)
    let mut forged = token.clone().into_bytes();
    let i = forged.len() - 5;
    forged[i] = if forged[i] == b'A' { b'B' } else { b'A' };
    let forged = String::from_utf8(forged).unwrap();
    let reply = format!(
        "Echo returned \"audit me\" [receipt: {token}]. I also read a file [receipt: {forged}] \
         and ran ls [receipt: zc-receipt-01-x]."
    );
    let ledger = ProxyLedger::open(&ledger).unwrap();
    let checks = ledger.check_reply(&reply, &Prefix::default());
    assert_eq!(checks.len(), 3);
    assert_eq!(
        checks[0].kind,
        ReplyCheckKind::Verified {
            tool: "echo".into()
        }
    );
    assert_eq!(&reply[checks[0].span.clone()], token);
    assert_eq!(checks[1].kind, ReplyCheckKind::Forged);
    assert_eq!(checks[2].kind, ReplyCheckKind::Malformed);
}
