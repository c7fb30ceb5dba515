//! `receipts audit`: clean and tampered transcripts in the OpenAI and
//! Anthropic formats, with and without the key; ledgers.

use serde_json::json;

use crate::common::{KEY, code, issue, run, stderr, stdout};

const ARGS: &str = r#"{"cmd": "uname -s"}"#;

fn openai(result: &str, reply: &str) -> String {
    json!({"messages": [
        {"role": "system", "content": "You are helpful."},
        {"role": "user", "content": "Which kernel is this?"},
        {"role": "assistant", "content": null, "tool_calls": [
            {"id": "call_1", "type": "function", "function": {"name": "shell", "arguments": ARGS}}
        ]},
        {"role": "tool", "tool_call_id": "call_1", "content": result},
        {"role": "assistant", "content": reply}
    ]})
    .to_string()
}

fn anthropic(result: &str, reply: &str) -> String {
    json!({"messages": [
        {"role": "user", "content": "Which kernel is this?"},
        {"role": "assistant", "content": [
            {"type": "text", "text": "Let me check."},
            {"type": "tool_use", "id": "toolu_1", "name": "shell", "input": {"cmd": "uname -s"}}
        ]},
        {"role": "user", "content": [
            {"type": "tool_result", "tool_use_id": "toolu_1", "content": result}
        ]},
        {"role": "assistant", "content": [{"type": "text", "text": reply}]}
    ]})
    .to_string()
}

fn audit(transcript: &str, extra: &[&str]) -> std::process::Output {
    let dir = tempfile::tempdir().unwrap();
    let path = dir.path().join("t.json");
    std::fs::write(&path, transcript).unwrap();
    let mut args = vec!["audit", "--transcript", path.to_str().unwrap()];
    args.extend(extra);
    run(&args, b"")
}

fn report(o: &std::process::Output) -> serde_json::Value {
    serde_json::from_str(&stdout(o)).expect("JSON report")
}

#[test]
fn clean_and_tampered_transcripts_in_both_formats() {
    let token = issue("shell", ARGS, 1_700_000_000, "Linux");
    let good_result = format!("Linux\n\n[receipt: {token}]");
    let tampered_result = format!("Windows\n\n[receipt: {token}]");
    let reply = format!("The kernel is Linux [receipt: {token}].");
    for (name, build) in [
        ("openai", openai as fn(&str, &str) -> String),
        ("anthropic", anthropic),
    ] {
        // clean, with the key: intact and verified
        let o = audit(
            &build(&good_result, &reply),
            &["--insecure-key-hex", KEY, "--json"],
        );
        assert_eq!(code(&o), 0, "{name}: {}{}", stdout(&o), stderr(&o));
        let r = report(&o);
        assert_eq!(r["verdict"], "clean", "{name}");
        assert_eq!(r["history"][0]["status"], "intact", "{name}");
        assert_eq!(r["findings"][0]["kind"], "verified_receipt", "{name}");

        // clean, without the key (trailers taken at face value)
        let o = audit(&build(&good_result, &reply), &[]);
        assert_eq!(code(&o), 0, "{name}: {}", stdout(&o));
        assert!(stdout(&o).starts_with("verdict: clean\n"), "{}", stdout(&o));

        // a tool result changed after the fact: caught with the key
        let o = audit(
            &build(&tampered_result, &reply),
            &["--insecure-key-hex", KEY, "--json"],
        );
        assert_eq!(code(&o), 1, "{name}: {}", stdout(&o));
        let r = report(&o);
        assert_eq!(r["verdict"], "suspicious");
        assert_eq!(r["history"][0]["status"], "tampered", "{name}");

        // a reply citing a receipt that was never issued: caught without it
        let forged = "zc-receipt-1700000000-gzpEBuUIRYX1vd4fQl4oYkqhq4-GnoJDStmlYzvQiWA";
        let o = audit(
            &build(
                &good_result,
                &format!("The kernel is Linux [receipt: {forged}]."),
            ),
            &["--json"],
        );
        assert_eq!(code(&o), 1, "{name}: {}", stdout(&o));
        let r = report(&o);
        assert!(
            r["findings"]
                .as_array()
                .unwrap()
                .iter()
                .any(|f| f["kind"] == "forged_receipt" && f["token"] == forged),
            "{name}: {r:#}"
        );
        // the human summary says so too
        let o = audit(
            &build(
                &good_result,
                &format!("The kernel is Linux [receipt: {forged}]."),
            ),
            &[],
        );
        assert_eq!(code(&o), 1);
        assert!(stdout(&o).starts_with("verdict: suspicious\n"));
        assert!(stdout(&o).contains("forged_receipt"));
    }
}

#[test]
fn a_wrong_key_makes_every_message_tampered() {
    let token = issue("shell", ARGS, 5, "Linux");
    let t = openai(
        &format!("Linux\n\n[receipt: {token}]"),
        &format!("Linux [receipt: {token}]"),
    );
    let other = "ab".repeat(32);
    let o = audit(&t, &["--insecure-key-hex", &other, "--json"]);
    assert_eq!(code(&o), 1);
    assert_eq!(report(&o)["history"][0]["status"], "tampered");
}

#[test]
fn ledger_and_reply() {
    let token = issue("shell", ARGS, 9, "Linux");
    let dir = tempfile::tempdir().unwrap();
    let ledger = dir.path().join("ledger.jsonl");
    std::fs::write(
        &ledger,
        format!(
            "{}\n",
            json!({"receipt": token, "tool": "shell", "ts": 9, "request_id": 1})
        ),
    )
    .unwrap();
    let reply = dir.path().join("reply.txt");
    std::fs::write(&reply, format!("Linux [receipt: {token}]")).unwrap();
    let l = ledger.to_str().unwrap();
    let o = run(
        &["audit", "--ledger", l, "--reply", reply.to_str().unwrap()],
        b"",
    );
    assert_eq!(code(&o), 0, "{}{}", stdout(&o), stderr(&o));
    // the reply from stdin, citing a token the ledger does not list
    let fake = "I checked [receipt: zc-receipt-9-gzpEBuUIRYX1vd4fQl4oYkqhq4-GnoJDStmlYzvQiWA]";
    let o = run(
        &["audit", "--ledger", l, "--reply", "-", "--json"],
        fake.as_bytes(),
    );
    assert_eq!(code(&o), 1);
    assert_eq!(report(&o)["verdict"], "suspicious");
}

#[test]
fn prefix_and_config() {
    let dir = tempfile::tempdir().unwrap();
    let cfg = dir.path().join("app.toml");
    std::fs::write(&cfg, "[agent.tool_receipts]\nprefix = \"acme-r\"\n").unwrap();
    let t = run(
        &[
            "issue",
            "--insecure-key-hex",
            KEY,
            "--tool",
            "shell",
            "--args",
            ARGS,
            "--ts",
            "3",
            "--prefix",
            "acme-r",
        ],
        b"Linux",
    );
    let token = stdout(&t).trim_end().to_owned();
    assert!(token.starts_with("acme-r-3-"));
    let transcript = openai(
        &format!("Linux\n\n[receipt: {token}]"),
        &format!("Linux ({token})"),
    );
    let c = cfg.to_str().unwrap();
    let o = audit(&transcript, &["--config", c, "--insecure-key-hex", KEY]);
    assert_eq!(code(&o), 0, "{}", stdout(&o));
    let o = audit(
        &transcript,
        &["--prefix", "acme-r", "--insecure-key-hex", KEY],
    );
    assert_eq!(code(&o), 0, "{}", stdout(&o));
}

#[test]
fn input_errors_exit_two() {
    let o = audit("not json", &[]);
    assert_eq!(code(&o), 2);
    assert_eq!(stderr(&o).lines().count(), 1);
    let o = audit(&openai("x", "y"), &["--insecure-key-hex", "00"]);
    assert_eq!(code(&o), 2);
    let o = run(&["audit", "--transcript", "/nonexistent/t.json"], b"");
    assert_eq!(code(&o), 2);
    assert!(stderr(&o).starts_with("error: cannot read /nonexistent/t.json"));
}

#[test]
fn aliases_name_tools_in_claims() {
    let token = issue("shell", ARGS, 11, "Linux");
    let t = openai(
        &format!("Linux\n\n[receipt: {token}]"),
        &format!("The kernel is Linux [receipt: {token}]. I also used Google to check."),
    );
    let o = audit(&t, &["--json"]);
    let plain = report(&o);
    let o = audit(&t, &["--json", "--alias", "web_search=google"]);
    let aliased = report(&o);
    assert_eq!(code(&o), 1, "{aliased:#}");
    let claims = |r: &serde_json::Value| {
        r["findings"]
            .as_array()
            .unwrap()
            .iter()
            .filter(|f| f["kind"] == "unreceipted_tool_claim")
            .count()
    };
    assert!(claims(&aliased) >= 1, "{aliased:#}");
    assert!(claims(&aliased) >= claims(&plain));
    let bad = run(&["audit", "--transcript", "-", "--alias", "google"], b"");
    assert_eq!(code(&bad), 2);
}
