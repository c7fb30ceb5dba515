//! One proxied connection: what the host asked for, and how each server
//! message is forwarded.

use std::sync::{Arc, Mutex, MutexGuard};

use serde::Deserialize;
use serde_json::value::RawValue;

use crate::rawjson::{
    Edits, Envelope, Members, as_str, id_key, insert_member, object_from_str, range_in,
};
use crate::stamp::{ResultKind, Stamper, classify};
use crate::tracker::{CallInfo, Pending, Tracker};

#[derive(Deserialize)]
struct CallParams {
    name: String,
    #[serde(default)]
    arguments: Option<serde_json::Value>,
}

#[derive(Deserialize)]
#[serde(rename_all = "camelCase")]
struct TaskParams {
    task_id: String,
}

#[derive(Deserialize)]
#[serde(rename_all = "camelCase")]
struct CancelParams<'a> {
    #[serde(borrow)]
    request_id: &'a RawValue,
}

/// The proxy's state for one host–server connection.
#[derive(Debug)]
pub(crate) struct Session {
    tracker: Mutex<Tracker>,
    stamper: Stamper,
    addendum: String,
}

impl Session {
    pub(crate) fn new(stamper: Stamper, max_in_flight: usize) -> Self {
        let addendum = receipts_core::system_prompt_addendum(stamper.scope.prefix());
        Session {
            tracker: Mutex::new(Tracker::new(max_in_flight)),
            stamper,
            addendum,
        }
    }

    fn tracker(&self) -> MutexGuard<'_, Tracker> {
        self.tracker.lock().unwrap_or_else(|e| e.into_inner())
    }

    /// Look at a host message before it is forwarded unchanged.
    pub(crate) fn observe_host(&self, text: &str) {
        let Some(env) = Envelope::parse(text) else {
            return;
        };
        let Some(method) = env.method.as_deref() else {
            return; // a response to a server request
        };
        if method == "notifications/cancelled" {
            if let Some(p) = env
                .params
                .and_then(|p| object_from_str::<CancelParams<'_>>(p.get()))
            {
                self.tracker().pending.remove(&id_key(p.request_id));
            }
            return;
        }
        let Some(id) = env.id else {
            return;
        };
        let pending = match method {
            "initialize" => Pending::Initialize,
            "tools/call" => {
                let Some(p) = env
                    .params
                    .and_then(|p| object_from_str::<CallParams>(p.get()))
                else {
                    return;
                };
                let args = p
                    .arguments
                    .unwrap_or_else(|| serde_json::Value::Object(Default::default()));
                Pending::Call(Arc::new(CallInfo { tool: p.name, args }))
            }
            "tasks/result" | "tasks/get" => {
                let Some(p) = env
                    .params
                    .and_then(|p| object_from_str::<TaskParams>(p.get()))
                else {
                    return;
                };
                let mut t = self.tracker();
                let Some(call) = t.tasks.get(&p.task_id).cloned() else {
                    return;
                };
                let pending = if method == "tasks/result" {
                    Pending::TaskResult(call, p.task_id)
                } else {
                    Pending::TaskGet(call, p.task_id)
                };
                t.pending.insert(id_key(id), pending);
                return;
            }
            _ => return,
        };
        self.tracker().pending.insert(id_key(id), pending);
    }

    /// The message to forward to the host in place of `text`, or `None` to
    /// forward `text` unchanged.
    pub(crate) fn rewrite_server(&self, text: &str) -> Option<String> {
        let env = Envelope::parse(text)?;
        if env.method.is_some() {
            return None; // a server request or notification
        }
        let id = env.id?;
        let pending = self.tracker().pending.remove(&id_key(id))?;
        if env.error.is_some() {
            return None;
        }
        let result = env.result?;
        match pending {
            Pending::Initialize => self.add_instructions(text, result),
            Pending::Call(call) => match classify(result) {
                ResultKind::Success(parts) => self.stamp(text, &parts, &call, id, None),
                ResultKind::TaskCreated(task_id) => {
                    self.tracker().tasks.insert(task_id, call);
                    None
                }
                ResultKind::NoReceipt => {
                    tracing::debug!(tool = %call.tool, "Tool call got no receipt");
                    None
                }
            },
            Pending::TaskResult(call, task_id) => match classify(result) {
                ResultKind::Success(parts) => self.stamp(text, &parts, &call, id, Some(&task_id)),
                _ => None,
            },
            Pending::TaskGet(call, task_id) => {
                let m = Members::parse(result)?;
                if m.get("status").ok()?.and_then(as_str).as_deref() != Some("completed") {
                    return None;
                }
                let inner = m.get("result").ok()??;
                match classify(inner) {
                    ResultKind::Success(parts) => {
                        self.stamp(text, &parts, &call, id, Some(&task_id))
                    }
                    _ => None,
                }
            }
        }
    }

    fn stamp(
        &self,
        text: &str,
        parts: &crate::stamp::ResultParts<'_>,
        call: &CallInfo,
        id: &RawValue,
        task_id: Option<&str>,
    ) -> Option<String> {
        let mut edits = Edits::default();
        let entry = match self
            .stamper
            .stamp(text, parts, call, id, task_id, &mut edits)
        {
            Ok(e) => e,
            Err(e) => {
                tracing::warn!(tool = %call.tool, error = %e, "mcp-proxy: no receipt issued");
                return None;
            }
        };
        let out = edits.apply(text)?;
        if let Err(e) = self.stamper.record(&entry) {
            // a receipt the ledger cannot back would audit as forged
            tracing::warn!(tool = %call.tool, error = %e, "mcp-proxy: receipt dropped");
            return None;
        }
        tracing::debug!(tool = %call.tool, receipt = %entry.receipt, "Tool receipt generated");
        Some(out)
    }

    fn add_instructions(&self, text: &str, result: &RawValue) -> Option<String> {
        let m = Members::parse(result)?;
        let mut edits = Edits::default();
        match m.get("instructions").ok()? {
            Some(raw) => {
                let old = as_str(raw)?;
                if old.contains(&self.addendum) {
                    return None;
                }
                let new = format!("{old}\n\n{}", self.addendum);
                edits.replace(
                    range_in(text, raw.get())?,
                    serde_json::to_string(&new).ok()?,
                );
            }
            None => {
                let r = range_in(text, result.get())?;
                let v = serde_json::to_string(&self.addendum).ok()?;
                insert_member(&mut edits, &r, !m.is_empty(), "instructions", &v);
            }
        }
        edits.apply(text)
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::signed::signed_result_bytes;
    use crate::structured::StructuredMode;
    use proptest::prelude::*;
    use receipts_core::{Args, Scope};
    use serde_json::{Value, json};

    fn session(mode: StructuredMode) -> (Session, Arc<Scope>) {
        let scope = Arc::new(Scope::new().unwrap());
        let s = Session::new(
            Stamper {
                scope: scope.clone(),
                structured: mode,
                ledger: None,
            },
            64,
        );
        (s, scope)
    }

    fn call(s: &Session, id: &str, tool: &str, args: &str) {
        s.observe_host(&format!(
            r#"{{"jsonrpc":"2.0","id":{id},"method":"tools/call","params":{{"name":"{tool}","arguments":{args}}}}}"#
        ));
    }

    fn token_of(out: &str) -> String {
        let v: Value = serde_json::from_str(out).unwrap();
        v["result"]["_meta"][crate::stamp::RECEIPT_META_KEY]
            .as_str()
            .unwrap()
            .to_owned()
    }

    #[test]
    fn success_gets_block_and_meta_and_verifies() {
        let (s, scope) = session(StructuredMode::Keep);
        call(&s, "7", "echo", r#"{"message":"hi"}"#);
        let line =
            r#"{"result":{"content":[{"type":"text","text":"Echo: hi"}]},"jsonrpc":"2.0","id":7}"#;
        let out = s.rewrite_server(line).unwrap();
        let tok = token_of(&out);
        assert_eq!(
            out,
            format!(
                r#"{{"result":{{"content":[{{"type":"text","text":"Echo: hi"}},{{"type":"text","text":"[receipt: {tok}]"}}],"_meta":{{"dev.receipts/receipt":"{tok}"}}}},"jsonrpc":"2.0","id":7}}"#
            )
        );
        let content = json!([{"type":"text","text":"Echo: hi"}]);
        let signed = signed_result_bytes(&content, None).unwrap();
        let args = json!({"message": "hi"});
        assert!(
            scope
                .verify(&tok, "echo", &Args::json(&args), &signed)
                .is_ok()
        );
        // the id is consumed: a duplicate response is left alone
        assert_eq!(s.rewrite_server(line), None);
    }

    #[test]
    fn errors_and_unknown_ids_pass_unchanged() {
        let (s, _) = session(StructuredMode::Keep);
        call(&s, "1", "echo", "{}");
        call(&s, "2", "nope", "{}");
        assert_eq!(
            s.rewrite_server(r#"{"jsonrpc":"2.0","id":1,"result":{"content":[{"type":"text","text":"bad"}],"isError":true}}"#),
            None
        );
        assert_eq!(
            s.rewrite_server(
                r#"{"jsonrpc":"2.0","id":2,"error":{"code":-32602,"message":"unknown tool"}}"#
            ),
            None
        );
        assert_eq!(
            s.rewrite_server(r#"{"jsonrpc":"2.0","id":3,"result":{"content":[]}}"#),
            None
        );
        assert_eq!(
            s.rewrite_server(r#"{"jsonrpc":"2.0","method":"notifications/message","params":{}}"#),
            None
        );
        assert_eq!(s.rewrite_server("not json"), None);
    }

    #[test]
    fn interleaved_ids_match_their_calls() {
        let (s, scope) = session(StructuredMode::Keep);
        for i in 0..5 {
            call(
                &s,
                &format!("\"r{i}\""),
                "echo",
                &format!(r#"{{"message":"m{i}"}}"#),
            );
        }
        for i in [3, 0, 4, 1, 2] {
            let content = json!([{"type":"text","text": format!("Echo: m{i}")}]);
            let line = json!({"jsonrpc":"2.0","id": format!("r{i}"),"result":{"content": content}})
                .to_string();
            let tok = token_of(&s.rewrite_server(&line).unwrap());
            let args = json!({"message": format!("m{i}")});
            let signed = signed_result_bytes(&content, None).unwrap();
            assert!(
                scope
                    .verify(&tok, "echo", &Args::json(&args), &signed)
                    .is_ok()
            );
        }
    }

    #[test]
    fn cancelled_requests_are_forgotten() {
        let (s, _) = session(StructuredMode::Keep);
        call(&s, "9", "echo", "{}");
        s.observe_host(
            r#"{"jsonrpc":"2.0","method":"notifications/cancelled","params":{"requestId":9}}"#,
        );
        assert_eq!(
            s.rewrite_server(r#"{"jsonrpc":"2.0","id":9,"result":{"content":[]}}"#),
            None
        );
    }

    #[test]
    fn initialize_instructions_get_the_addendum() {
        let (s, _) = session(StructuredMode::Keep);
        s.observe_host(r#"{"jsonrpc":"2.0","id":0,"method":"initialize","params":{}}"#);
        let out = s
            .rewrite_server(r#"{"result":{"protocolVersion":"2025-11-25","instructions":"Be nice."},"jsonrpc":"2.0","id":0}"#)
            .unwrap();
        let v: Value = serde_json::from_str(&out).unwrap();
        let want = format!("Be nice.\n\n{}", receipts_core::SYSTEM_PROMPT_ADDENDUM);
        assert_eq!(v["result"]["instructions"], want.as_str());
        s.observe_host(r#"{"jsonrpc":"2.0","id":1,"method":"initialize","params":{}}"#);
        let out = s
            .rewrite_server(r#"{"jsonrpc":"2.0","id":1,"result":{}}"#)
            .unwrap();
        let v: Value = serde_json::from_str(&out).unwrap();
        assert_eq!(
            v["result"]["instructions"],
            receipts_core::SYSTEM_PROMPT_ADDENDUM
        );
    }

    #[test]
    fn task_flow_receipts_only_the_final_result() {
        let (s, scope) = session(StructuredMode::Keep);
        s.observe_host(r#"{"jsonrpc":"2.0","id":1,"method":"tools/call","params":{"name":"research","arguments":{"topic":"x"},"task":{"ttl":1000}}}"#);
        assert_eq!(
            s.rewrite_server(
                r#"{"jsonrpc":"2.0","id":1,"result":{"task":{"taskId":"T1","status":"working"}}}"#
            ),
            None
        );
        s.observe_host(r#"{"jsonrpc":"2.0","id":2,"method":"tasks/get","params":{"taskId":"T1"}}"#);
        assert_eq!(
            s.rewrite_server(
                r#"{"jsonrpc":"2.0","id":2,"result":{"taskId":"T1","status":"working"}}"#
            ),
            None
        );
        s.observe_host(
            r#"{"jsonrpc":"2.0","id":3,"method":"tasks/result","params":{"taskId":"T1"}}"#,
        );
        let out = s
            .rewrite_server(r#"{"jsonrpc":"2.0","id":3,"result":{"content":[{"type":"text","text":"done"}],"_meta":{"io.modelcontextprotocol/related-task":{"taskId":"T1"}}}}"#)
            .unwrap();
        assert!(out.contains(r#""_meta":{"io.modelcontextprotocol/related-task":{"taskId":"T1"},"dev.receipts/receipt":"#));
        let tok = token_of(&out);
        let content = json!([{"type":"text","text":"done"}]);
        let signed = signed_result_bytes(&content, None).unwrap();
        assert!(
            scope
                .verify(
                    &tok,
                    "research",
                    &Args::json(&json!({"topic":"x"})),
                    &signed
                )
                .is_ok()
        );
    }

    #[test]
    fn sep_2663_task_result_inline_in_tasks_get() {
        let (s, _) = session(StructuredMode::Keep);
        call(&s, "1", "slow", "{}");
        assert_eq!(
            s.rewrite_server(r#"{"jsonrpc":"2.0","id":1,"result":{"resultType":"task","taskId":"T2","status":"working"}}"#),
            None
        );
        s.observe_host(r#"{"jsonrpc":"2.0","id":2,"method":"tasks/get","params":{"taskId":"T2"}}"#);
        let out = s
            .rewrite_server(r#"{"jsonrpc":"2.0","id":2,"result":{"taskId":"T2","status":"completed","result":{"content":[]}}}"#)
            .unwrap();
        let v: Value = serde_json::from_str(&out).unwrap();
        assert!(
            v["result"]["result"]["content"][0]["text"]
                .as_str()
                .unwrap()
                .starts_with("[receipt: ")
        );
    }

    #[test]
    fn strip_moves_structured_content_into_text() {
        let (s, scope) = session(StructuredMode::Strip);
        call(&s, "1", "weather", r#"{"location":"Chicago"}"#);
        let out = s
            .rewrite_server(r#"{"jsonrpc":"2.0","id":1,"result":{"structuredContent":{"t":36},"content":[{"type":"text","text":"{\"t\":36}"}]}}"#)
            .unwrap();
        let v: Value = serde_json::from_str(&out).unwrap();
        assert!(v["result"].get("structuredContent").is_none());
        assert_eq!(v["result"]["content"].as_array().unwrap().len(), 2);
        let tok = token_of(&out);
        let signed = signed_result_bytes(
            &json!([{"type":"text","text":"{\"t\":36}"}]),
            Some(&json!({"t": 36})),
        )
        .unwrap();
        assert!(
            scope
                .verify(
                    &tok,
                    "weather",
                    &Args::json(&json!({"location":"Chicago"})),
                    &signed
                )
                .is_ok()
        );
        // without a matching text block, the JCS is added before the receipt
        call(&s, "2", "weather", "{}");
        let out = s
            .rewrite_server(r#"{"jsonrpc":"2.0","id":2,"result":{"content":[],"structuredContent":{"b":1,"a":2}}}"#)
            .unwrap();
        let v: Value = serde_json::from_str(&out).unwrap();
        assert_eq!(v["result"]["content"][0]["text"], r#"{"a":2,"b":1}"#);
        assert_eq!(v["result"]["content"].as_array().unwrap().len(), 2);
    }

    #[test]
    fn a_server_cannot_plant_its_own_meta_receipt() {
        let (s, _) = session(StructuredMode::Keep);
        call(&s, "1", "echo", "{}");
        let out = s
            .rewrite_server(r#"{"jsonrpc":"2.0","id":1,"result":{"content":[],"_meta":{"a":1,"dev.receipts/receipt":"fake"}}}"#)
            .unwrap();
        assert!(!out.contains("fake"));
        assert!(out.contains(r#""_meta":{"a":1,"dev.receipts/receipt":"zc-receipt-"#));
    }

    fn text_blocks() -> impl Strategy<Value = Vec<Value>> {
        proptest::collection::vec(
            prop_oneof![
                "\\PC{0,20}".prop_map(|t| json!({"type": "text", "text": t})),
                "[A-Za-z0-9+/]{0,8}"
                    .prop_map(|d| json!({"type": "image", "mimeType": "image/png", "data": d})),
            ],
            0..4,
        )
    }

    proptest! {
        /// Hostile or garbled messages never panic, and whatever the proxy
        /// rewrites is still JSON.
        #[test]
        fn garbage_never_panics(junk in "\\PC{0,64}", cut in 0usize..120, insert in "[\\[\\]{}\",:a-z0-9 ]{0,6}") {
            let (s, _) = session(StructuredMode::Strip);
            s.observe_host(&junk);
            let _ = s.rewrite_server(&junk);
            call(&s, "1", "t", "{}");
            s.observe_host(r#"{"jsonrpc":"2.0","id":2,"method":"initialize"}"#);
            for id in [1, 2] {
                let line = format!(
                    r#"{{"jsonrpc":"2.0","id":{id},"result":{{"content":[{{"type":"text","text":"a"}}],"structuredContent":{{"x":1}},"_meta":{{"k":2}},"instructions":"i"}}}}"#
                );
                let at = cut.min(line.len());
                let mutated = format!("{}{insert}{}", &line[..at], &line[at..]);
                if let Some(out) = s.rewrite_server(&mutated) {
                    prop_assert!(serde_json::from_str::<Value>(&out).is_ok(), "{}", out);
                }
            }
        }

        /// Stamping only appends: drop the last block and our `_meta` key
        /// and the server's result is back, value for value, and every
        /// original block's bytes are still in the output.
        #[test]
        fn stamping_only_appends(
            blocks in text_blocks(),
            structured in proptest::option::of(any::<i32>().prop_map(|n| json!({"n": n}))),
            meta in any::<bool>(),
        ) {
            let (s, _) = session(StructuredMode::Keep);
            call(&s, "1", "t", "{}");
            let mut result = serde_json::Map::new();
            result.insert("content".into(), Value::Array(blocks.clone()));
            if let Some(sc) = &structured {
                result.insert("structuredContent".into(), sc.clone());
            }
            if meta {
                result.insert("_meta".into(), json!({"x": 1}));
            }
            let line = json!({"jsonrpc": "2.0", "id": 1, "result": result}).to_string();
            let out = s.rewrite_server(&line).unwrap();
            let mut v: Value = serde_json::from_str(&out).unwrap();
            let r = v["result"].as_object_mut().unwrap();
            let content = r.get_mut("content").unwrap().as_array_mut().unwrap();
            let last = content.pop().unwrap();
            prop_assert!(last["text"].as_str().unwrap().starts_with("[receipt: zc-receipt-"));
            let m = r.get_mut("_meta").unwrap().as_object_mut().unwrap();
            m.remove(crate::stamp::RECEIPT_META_KEY);
            if m.is_empty() { r.remove("_meta"); }
            let orig: Value = serde_json::from_str(&line).unwrap();
            prop_assert_eq!(&v, &orig);
            for b in &blocks {
                let b = b.to_string();
                prop_assert!(out.contains(&b));
            }
        }
    }
}
