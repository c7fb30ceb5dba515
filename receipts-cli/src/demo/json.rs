//! The demo as one JSON object (`--json`).

use serde_json::{Value, json};

use super::{Run, model};
use crate::redact::finding_json;

/// The whole run: tool calls and results, receipts, events, the reply and
/// its block, the audit report, the leak filter's output and findings, and
/// the checks.
pub(crate) fn to_json(run: &Run) -> Value {
    let calls: Vec<Value> = run
        .calls
        .iter()
        .map(|c| {
            let mut v = json!({
                "id": c.call.id,
                "tool": c.call.name,
                "args": c.args,
            });
            match &c.outcome {
                Ok(text) => {
                    v["ok"] = json!(true);
                    v["output"] = json!(text);
                    v["receipt"] = json!(c.receipt.as_ref().map(|r| r.token.as_str()));
                    v["verified"] = json!(c.verified);
                }
                Err(f) => {
                    v["ok"] = json!(false);
                    v["failure"] = json!({"kind": f.kind.as_str(), "message": f.message});
                    v["receipt"] = Value::Null;
                }
            }
            v
        })
        .collect();
    let receipts: Vec<Value> = run
        .receipts
        .iter()
        .map(|r| {
            json!({
                "token": r.token.as_str(),
                "tool": &*r.tool,
                "call_id": r.call_id.as_deref(),
                "ts": r.token.ts(),
            })
        })
        .collect();
    let events: Vec<Value> = run
        .events
        .iter()
        .map(|e| {
            json!({
                "tool": &*e.tool,
                "call_id": e.call_id.as_deref(),
                "provenance": e.provenance.to_string(),
                "kind": e.kind.as_str(),
                "message": e.message,
            })
        })
        .collect();
    let c = &run.checks;
    json!({
        "scripted_model": true,
        "model": model::LABEL,
        "scope": {"algorithm": run.algorithm, "prefix": run.prefix, "key": "ephemeral (in memory only)"},
        "tool_calls": calls,
        "receipts": receipts,
        "tool_events": events,
        "reply": run.reply,
        "fabricated_claim": model::FABRICATED_CLAIM,
        "forged_receipt": run.forged,
        "render": run.render.name(),
        "receipts_block": run.block,
        "reply_with_block": run.shown,
        "audit": serde_json::to_value(&run.report).unwrap_or(Value::Null),
        "leak_filter": {
            "mode": "verified_only",
            "output": run.delivered.text,
            "findings": run.delivered.findings.iter().map(finding_json).collect::<Vec<_>>(),
        },
        "checks": {
            "receipts_verified": c.receipts_verified,
            "failure_without_receipt": c.failure_without_receipt,
            "fabrication_caught": c.fabrication_caught,
            "forgery_caught": c.forgery_caught,
            "secret_redacted": c.secret_redacted,
            "receipts_intact": c.receipts_intact,
            "all": c.all(),
        },
    })
}
