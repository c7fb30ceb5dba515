//! The proxy between a host and the real npm servers.

use std::time::Duration;

use receipts_core::Args;
use receipts_mcp::{ProxyLedger, StructuredMode, exit_code, signed_result_bytes};
use serde_json::value::RawValue;
use serde_json::{Value, json};
use sha2::{Digest, Sha256};

use crate::common::*;

fn hex(bytes: &[u8]) -> String {
    Sha256::digest(bytes)
        .iter()
        .map(|b| format!("{b:02x}"))
        .collect()
}

/// The raw `content` blocks and `structuredContent` of a result line.
fn raw_parts(line: &str) -> (Vec<String>, Option<String>) {
    #[derive(serde::Deserialize)]
    struct Env<'a> {
        #[serde(borrow)]
        result: Res<'a>,
    }
    #[derive(serde::Deserialize)]
    #[serde(rename_all = "camelCase")]
    struct Res<'a> {
        #[serde(borrow)]
        content: Vec<&'a RawValue>,
        #[serde(borrow, default)]
        structured_content: Option<&'a RawValue>,
    }
    let e: Env<'_> = serde_json::from_str(line).unwrap();
    (
        e.result
            .content
            .iter()
            .map(|r| r.get().to_owned())
            .collect(),
        e.result.structured_content.map(|r| r.get().to_owned()),
    )
}

/// Check a stamped line against the line the server wrote: the only
/// difference is the appended receipt block and `_meta` key; the receipt
/// verifies and the ledger entry matches. Returns the token.
fn check_stamped(
    proxied: &str,
    raw: &str,
    tool: &str,
    args: &Value,
    scope: &receipts_core::Scope,
    ledger: &ProxyLedger,
) -> String {
    let token = meta_token(proxied).expect("a receipt in _meta");
    let block = format!(r#",{{"type":"text","text":"[receipt: {token}]"}}"#);
    let meta = format!(r#","_meta":{{"dev.receipts/receipt":"{token}"}}"#);
    assert_eq!(proxied.replacen(&block, "", 1).replacen(&meta, "", 1), raw);
    let (raw_blocks, raw_sc) = raw_parts(raw);
    let (blocks, sc) = raw_parts(proxied);
    assert_eq!(
        blocks[..raw_blocks.len()],
        raw_blocks[..],
        "existing blocks byte-identical"
    );
    assert_eq!(
        blocks.len(),
        raw_blocks.len() + 1,
        "one receipt block appended last"
    );
    assert_eq!(sc, raw_sc, "structuredContent byte-identical");

    let content: Value = parse(raw)["result"]["content"].clone();
    let structured = parse(raw)["result"].get("structuredContent").cloned();
    let signed = signed_result_bytes(&content, structured.as_ref()).unwrap();
    assert!(
        scope
            .verify(&token, tool, &Args::json(args), &signed)
            .is_ok()
    );
    let entry = ledger.lookup(&token).expect("the receipt is in the ledger");
    assert_eq!(entry.tool, tool);
    assert_eq!(
        entry.args_sha256,
        hex(&receipts_core::canonical_json(args).unwrap())
    );
    assert_eq!(entry.result_sha256, hex(&signed));
    assert_eq!(entry.request_id, parse(raw)["id"]);
    token
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn everything_session_is_byte_exact_except_receipts_and_instructions() {
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
    let h = &mut p.host;

    let init = h.initialize().await;
    let tools = h.request("tools/list", json!({})).await;
    h.request("ping", json!({})).await;
    h.request("prompts/list", json!({})).await;
    h.request("resources/list", json!({})).await;
    let echo_args = json!({"message": "hello receipts"});
    let echo = h.call("echo", echo_args.clone()).await;
    let image = h.call("get-tiny-image", json!({})).await;
    let weather_args = json!({"location": "Chicago"});
    let weather = h.call("get-structured-content", weather_args.clone()).await;
    let sum = h.call("get-sum", json!({"a": 2, "b": 40})).await;
    let long_args = json!({"duration": 0.2, "steps": 2});
    let long = h
        .request(
            "tools/call",
            json!({"name": "trigger-long-running-operation", "arguments": long_args,
                   "_meta": {"progressToken": "p1"}}),
        )
        .await;
    let bad = h.call("echo", json!({})).await;
    let unknown = h.call("no-such-tool", json!({})).await;
    let received = h.all.clone();
    h.close();
    let status = tokio::time::timeout(Duration::from_secs(60), p.proxy)
        .await
        .expect("the proxy stops when the host closes")
        .unwrap()
        .unwrap();
    let _ = status;

    let teed = teed_lines(&tee, received.len()).await;
    let ledger = ProxyLedger::open(&ledger).unwrap();
    let stamped = [&echo, &image, &weather, &sum, &long];
    let mut changed = 0;
    for (got, raw) in received.iter().zip(&teed) {
        if got == raw {
            continue;
        }
        changed += 1;
        if got == &init {
            let want = format!(
                "{}\n\n{}",
                parse(raw)["result"]["instructions"].as_str().unwrap(),
                receipts_core::SYSTEM_PROMPT_ADDENDUM
            );
            assert_eq!(parse(got)["result"]["instructions"], want.as_str());
            let old = serde_json::to_string(&parse(raw)["result"]["instructions"]).unwrap();
            let new = serde_json::to_string(&want).unwrap();
            assert_eq!(
                raw.replacen(&old, &new, 1),
                *got,
                "only the instructions changed"
            );
        } else {
            assert!(stamped.contains(&got), "unexpected change: {got}");
        }
    }
    assert_eq!(
        changed, 6,
        "initialize and five successful calls, nothing else"
    );
    let progress = received
        .iter()
        .filter(|l| l.contains(r#""method":"notifications/progress""#))
        .count();
    assert_eq!(
        progress, 2,
        "server notifications reach the host (unchanged, checked above)"
    );

    let raw_of = |line: &str| {
        let id = response_id(line);
        teed.iter().find(|l| response_id(l) == id).unwrap().clone()
    };
    let t = check_stamped(&echo, &raw_of(&echo), "echo", &echo_args, &p.scope, &ledger);
    assert!(parse(&echo)["result"]["content"][1]["text"] == format!("[receipt: {t}]"));
    check_stamped(
        &image,
        &raw_of(&image),
        "get-tiny-image",
        &json!({}),
        &p.scope,
        &ledger,
    );
    assert_eq!(parse(&image)["result"]["content"][1]["type"], "image");
    check_stamped(
        &weather,
        &raw_of(&weather),
        "get-structured-content",
        &weather_args,
        &p.scope,
        &ledger,
    );
    check_stamped(
        &sum,
        &raw_of(&sum),
        "get-sum",
        &json!({"a": 2, "b": 40}),
        &p.scope,
        &ledger,
    );
    check_stamped(
        &long,
        &raw_of(&long),
        "trigger-long-running-operation",
        &long_args,
        &p.scope,
        &ledger,
    );

    // structured content still validates against the tool's outputSchema
    let list = parse(&tools);
    let schema = list["result"]["tools"]
        .as_array()
        .unwrap()
        .iter()
        .find(|t| t["name"] == "get-structured-content")
        .unwrap()["outputSchema"]
        .clone();
    let sc = &parse(&weather)["result"]["structuredContent"];
    for req in schema["required"].as_array().unwrap() {
        let key = req.as_str().unwrap();
        let ty = schema["properties"][key]["type"].as_str().unwrap();
        let ok = match ty {
            "number" => sc[key].is_number(),
            "string" => sc[key].is_string(),
            _ => true,
        };
        assert!(ok, "{key} is not a {ty}");
    }

    // no receipt for isError or an unknown tool
    assert!(meta_token(&bad).is_none() && meta_token(&unknown).is_none());
    assert!(!bad.contains("[receipt:") && !unknown.contains("[receipt:"));
    assert_eq!(ledger.entries().len(), 5);
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn twenty_concurrent_calls_get_the_right_receipts() {
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
    let mut ids = Vec::new();
    for i in 0..20 {
        let args = json!({"message": format!("call number {i}")});
        ids.push((
            p.host
                .start("tools/call", json!({"name": "echo", "arguments": args}))
                .await,
            args,
        ));
    }
    let mut tokens = std::collections::HashSet::new();
    for (id, args) in ids.iter().rev() {
        let line = p.host.wait(*id).await;
        let token = meta_token(&line).unwrap();
        let content = parse(&line)["result"]["content"].as_array().unwrap()[..1].to_vec();
        let signed = signed_result_bytes(&Value::Array(content), None).unwrap();
        assert!(
            p.scope
                .verify(&token, "echo", &Args::json(args), &signed)
                .is_ok()
        );
        tokens.insert(token);
    }
    assert_eq!(tokens.len(), 20);
    p.host.close();
    p.proxy.await.unwrap().unwrap();
    let ledger = ProxyLedger::open(&ledger).unwrap();
    assert_eq!(ledger.entries().len(), 20);
    for (id, _) in &ids {
        assert!(ledger.entries().iter().any(|e| e.request_id == json!(id)));
    }
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn task_flow_receipts_only_the_final_result() {
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
    let args = json!({"topic": "tool receipts"});
    let created = p
        .host
        .request(
            "tools/call",
            json!({"name": "simulate-research-query", "arguments": args, "task": {"ttl": 60000}}),
        )
        .await;
    assert!(
        meta_token(&created).is_none(),
        "no receipt for the task-created reply"
    );
    let task_id = parse(&created)["result"]["task"]["taskId"]
        .as_str()
        .expect("the server supports tasks")
        .to_owned();
    let mut done = false;
    for _ in 0..120 {
        let got = p
            .host
            .request("tasks/get", json!({"taskId": task_id}))
            .await;
        assert!(!got.contains("[receipt:"));
        match parse(&got)["result"]["status"].as_str() {
            Some("completed") => {
                done = true;
                break;
            }
            Some("working") => tokio::time::sleep(Duration::from_millis(250)).await,
            other => panic!("unexpected task status {other:?}"),
        }
    }
    assert!(done, "the task never completed");
    let result = p
        .host
        .request("tasks/result", json!({"taskId": task_id}))
        .await;
    let token = meta_token(&result).expect("the final result has a receipt");
    let content = parse(&result)["result"]["content"]
        .as_array()
        .unwrap()
        .clone();
    let (last, body) = content.split_last().unwrap();
    assert_eq!(last["text"], format!("[receipt: {token}]"));
    let signed = signed_result_bytes(&Value::Array(body.to_vec()), None).unwrap();
    assert!(
        p.scope
            .verify(
                &token,
                "simulate-research-query",
                &Args::json(&args),
                &signed
            )
            .is_ok()
    );
    p.host.close();
    let _ = p.proxy.await.unwrap();
    let ledger = ProxyLedger::open(&ledger).unwrap();
    assert_eq!(ledger.entries().len(), 1);
    assert_eq!(
        ledger.entries()[0].task_id.as_deref(),
        Some(task_id.as_str())
    );
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn closing_the_host_shuts_the_server_down() {
    if node().is_none() {
        return;
    }
    let dir = tempfile::tempdir().unwrap();
    let pidfile = dir.path().join("pid");
    let script = format!(
        "echo $$ > '{}'; exec node '{}' stdio",
        pidfile.display(),
        everything_js().display()
    );
    let mut p = start_proxy(
        vec!["sh".into(), "-c".into(), script.into()],
        &dir.path().join("l"),
        StructuredMode::Keep,
    );
    p.host.initialize().await;
    assert!(meta_token(&p.host.call("echo", json!({"message": "bye"})).await).is_some());
    let pid = std::fs::read_to_string(&pidfile).unwrap().trim().to_owned();
    assert!(std::path::Path::new(&format!("/proc/{pid}")).exists());
    p.host.close();
    let status = p.proxy.await.unwrap().unwrap();
    assert!(
        !std::path::Path::new(&format!("/proc/{pid}")).exists(),
        "the server process is gone (status {status:?})"
    );
}

#[tokio::test]
async fn the_proxy_exits_with_the_servers_status() {
    let dir = tempfile::tempdir().unwrap();
    let p = start_proxy(
        vec!["sh".into(), "-c".into(), "exit 3".into()],
        &dir.path().join("l"),
        StructuredMode::Keep,
    );
    let status = p.proxy.await.unwrap().unwrap();
    assert_eq!(exit_code(&status), 3);
    let missing = start_proxy(
        vec!["/nonexistent/mcp-server".into()],
        &dir.path().join("l"),
        StructuredMode::Keep,
    );
    let err = missing.proxy.await.unwrap().unwrap_err();
    assert!(matches!(err.kind(), receipts_mcp::ErrorKind::Spawn(_)));
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn strip_mode_moves_structured_content_into_text() {
    if node().is_none() {
        return;
    }
    let dir = tempfile::tempdir().unwrap();
    let (tee, pid, ledger) = (
        dir.path().join("tee"),
        dir.path().join("pid"),
        dir.path().join("l"),
    );
    let mut p = start_proxy(everything_cmd(&tee, &pid), &ledger, StructuredMode::Strip);
    p.host.initialize().await;
    let line = p
        .host
        .call("get-structured-content", json!({"location": "New York"}))
        .await;
    let v = parse(&line);
    assert!(v["result"].get("structuredContent").is_none());
    let content = v["result"]["content"].as_array().unwrap();
    // the server's own JSON text block already shows the data: only the receipt is added
    assert_eq!(content.len(), 2);
    assert!(
        content[1]["text"]
            .as_str()
            .unwrap()
            .starts_with("[receipt: ")
    );
    p.host.close();
    let _ = p.proxy.await.unwrap();
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn filesystem_server_reads_get_receipts() {
    if node().is_none() {
        return;
    }
    let dir = tempfile::tempdir().unwrap();
    let root = dir.path().join("root");
    std::fs::create_dir(&root).unwrap();
    std::fs::write(root.join("hello.txt"), "hello from a file\n").unwrap();
    let root = root.canonicalize().unwrap();
    let ledger = dir.path().join("l");
    let mut p = start_proxy(
        vec!["node".into(), filesystem_js().into(), root.clone().into()],
        &ledger,
        StructuredMode::Keep,
    );
    p.host.initialize().await;
    let path = root.join("hello.txt").display().to_string();
    let line = p.host.call("read_text_file", json!({"path": path})).await;
    let token = meta_token(&line).expect("a receipt");
    assert!(line.contains("hello from a file"));
    let outside = p
        .host
        .call("read_text_file", json!({"path": "/etc/hostname"}))
        .await;
    assert!(
        meta_token(&outside).is_none(),
        "a denied read gets no receipt"
    );
    p.host.close();
    let _ = p.proxy.await.unwrap();
    let ledger = ProxyLedger::open(&ledger).unwrap();
    assert_eq!(ledger.entries().len(), 1);
    assert_eq!(ledger.lookup(&token).unwrap().tool, "read_text_file");
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn an_rmcp_client_as_host_sees_receipts_and_instructions() {
    use rmcp::ServiceExt;
    use rmcp::model::CallToolRequestParams;
    if node().is_none() {
        return;
    }
    let dir = tempfile::tempdir().unwrap();
    let scope = std::sync::Arc::new(receipts_core::Scope::new().unwrap());
    let (host_w, proxy_r) = tokio::io::duplex(1 << 20);
    let (proxy_w, host_r) = tokio::io::duplex(1 << 20);
    let opts = receipts_mcp::ProxyOptions::new([
        std::ffi::OsString::from("node"),
        everything_js().into(),
        "stdio".into(),
    ])
    .ledger(dir.path().join("l"))
    .scope(scope.clone())
    .shutdown_grace(Duration::from_secs(2));
    let proxy = tokio::spawn(receipts_mcp::run_with_io(opts, proxy_r, proxy_w));
    let client = ().serve((host_r, host_w)).await.unwrap();
    let info = client.peer_info().unwrap();
    assert!(
        info.instructions
            .as_deref()
            .unwrap()
            .ends_with(receipts_core::SYSTEM_PROMPT_ADDENDUM)
    );
    let tools = client.list_all_tools().await.unwrap();
    assert!(tools.iter().any(|t| t.name == "echo"));
    let args = json!({"message": "via rmcp"});
    let r = client
        .call_tool(
            CallToolRequestParams::new("echo").with_arguments(args.as_object().unwrap().clone()),
        )
        .await
        .unwrap();
    let v = serde_json::to_value(&r).unwrap();
    let token = v["_meta"][receipts_mcp::RECEIPT_META_KEY]
        .as_str()
        .unwrap()
        .to_owned();
    assert_eq!(v["content"][1]["text"], format!("[receipt: {token}]"));
    let signed = signed_result_bytes(&Value::Array(vec![v["content"][0].clone()]), None).unwrap();
    assert!(
        scope
            .verify(&token, "echo", &Args::json(&args), &signed)
            .is_ok()
    );
    client.cancel().await.unwrap();
    let status = tokio::time::timeout(Duration::from_secs(60), proxy)
        .await
        .unwrap()
        .unwrap()
        .unwrap();
    let _ = status;
}

/// The whole pipe path without node: `cat` as the "server" echoes the
/// host's lines, so a response-shaped line the host sends after its
/// `tools/call` comes back through the server side and gets stamped, while
/// everything else (the request itself, an oversized line) comes back
/// byte for byte.
#[tokio::test]
async fn pipes_and_framing_work_with_cat_as_the_server() {
    let dir = tempfile::tempdir().unwrap();
    let ledger = dir.path().join("l");
    let scope = std::sync::Arc::new(receipts_core::Scope::new().unwrap());
    let (host_w, proxy_r) = tokio::io::duplex(1 << 16);
    let (proxy_w, host_r) = tokio::io::duplex(1 << 16);
    let opts = receipts_mcp::ProxyOptions::new(["cat"])
        .ledger(&ledger)
        .scope(scope.clone())
        .max_message_bytes(4096);
    let proxy = tokio::spawn(receipts_mcp::run_with_io(opts, proxy_r, proxy_w));
    let mut h = RawHost::new(host_w, host_r);
    let request = r#"{"jsonrpc":"2.0","id":1,"method":"tools/call","params":{"name":"t","arguments":{"k":"v"}}}"#;
    let response = r#"{"jsonrpc":"2.0","id":1,"result":{"content":[{"type":"text","text":"ok"}]}}"#;
    let big = format!(
        r#"{{"jsonrpc":"2.0","id":2,"result":{{"content":[{{"type":"text","text":"{}"}}]}}}}"#,
        "x".repeat(10_000)
    );
    let req2 = r#"{"jsonrpc":"2.0","id":2,"method":"tools/call","params":{"name":"t"}}"#;
    h.send_raw(&format!("{request}\r\n{response}\n{req2}\n{big}\n"))
        .await;
    assert_eq!(h.next().await, format!("{request}\r"), "\r\n kept as sent");
    let stamped = h.next().await;
    let token = meta_token(&stamped).unwrap();
    let signed = signed_result_bytes(&json!([{"type": "text", "text": "ok"}]), None).unwrap();
    assert!(
        scope
            .verify(&token, "t", &Args::json(&json!({"k": "v"})), &signed)
            .is_ok()
    );
    assert_eq!(h.next().await, req2);
    assert_eq!(h.next().await, big, "oversized messages pass untouched");
    h.close();
    let status = proxy.await.unwrap().unwrap();
    assert_eq!(exit_code(&status), 0);
    assert_eq!(ProxyLedger::open(&ledger).unwrap().entries().len(), 1);
}
