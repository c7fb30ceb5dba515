//! `receipts mcp-proxy` in front of a tiny stdio MCP server written in
//! POSIX sh, then `receipts audit --ledger` on what it recorded.

use crate::common::{code, run, stderr, stdout};

const SERVER: &str = r#"while IFS= read -r line; do
  id=$(printf '%s' "$line" | sed -n 's/.*"id":\([0-9]*\).*/\1/p')
  case "$line" in
    *'"initialize"'*) printf '{"jsonrpc":"2.0","id":%s,"result":{"protocolVersion":"2025-06-18","capabilities":{"tools":{}},"serverInfo":{"name":"t","version":"1"}}}\n' "$id";;
    *'"tools/call"'*) printf '{"jsonrpc":"2.0","id":%s,"result":{"content":[{"type":"text","text":"hello from the server"}]}}\n' "$id";;
  esac
done
"#;

const HOST: &str = concat!(
    r#"{"jsonrpc":"2.0","id":1,"method":"initialize","params":{"protocolVersion":"2025-06-18","capabilities":{},"clientInfo":{"name":"h","version":"1"}}}"#,
    "\n",
    r#"{"jsonrpc":"2.0","method":"notifications/initialized"}"#,
    "\n",
    r#"{"jsonrpc":"2.0","id":2,"method":"tools/call","params":{"name":"greet","arguments":{"who":"you"}}}"#,
    "\n"
);

#[test]
fn proxy_receipts_tool_results_and_the_ledger_audits_a_reply() {
    let dir = tempfile::tempdir().unwrap();
    let script = dir.path().join("server.sh");
    std::fs::write(&script, SERVER).unwrap();
    let ledger = dir.path().join("ledger.jsonl");
    let o = run(
        &[
            "mcp-proxy",
            "--ledger",
            ledger.to_str().unwrap(),
            "--",
            "sh",
            script.to_str().unwrap(),
        ],
        HOST.as_bytes(),
    );
    assert_eq!(code(&o), 0, "{}", stderr(&o));
    let out = stdout(&o);
    let lines: Vec<serde_json::Value> = out
        .lines()
        .map(|l| serde_json::from_str(l).expect("one JSON-RPC message per line"))
        .collect();
    assert_eq!(lines.len(), 2, "{out}");
    let content = lines[1]["result"]["content"].as_array().unwrap();
    let block = content.last().unwrap()["text"].as_str().unwrap();
    let token = block
        .strip_prefix("[receipt: ")
        .and_then(|t| t.strip_suffix(']'))
        .expect("a receipt block");

    let recorded = std::fs::read_to_string(&ledger).unwrap();
    assert!(recorded.contains(token), "{recorded}");
    assert!(!recorded.contains("hello from the server"));

    let l = ledger.to_str().unwrap();
    let reply = format!("The server says hello [receipt: {token}].");
    let o = run(&["audit", "--ledger", l, "--reply", "-"], reply.as_bytes());
    assert_eq!(code(&o), 0, "{}", stdout(&o));
    let forged = format!(
        "The server says hello [receipt: {}x].",
        &token[..token.len() - 1]
    );
    let o = run(&["audit", "--ledger", l, "--reply", "-"], forged.as_bytes());
    assert_eq!(code(&o), 1, "{}", stdout(&o));
}

#[test]
fn proxy_start_failures_exit_two() {
    let o = run(&["mcp-proxy", "--", "/nonexistent/mcp-server"], b"");
    assert_eq!(code(&o), 2);
    assert_eq!(stderr(&o).lines().count(), 1, "{}", stderr(&o));
    assert!(stdout(&o).is_empty());
}
