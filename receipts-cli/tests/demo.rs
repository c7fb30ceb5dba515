//! `receipts demo`: exits 0, and its JSON shows verified receipts, the
//! caught fabrication and forgery, and the redaction.

use crate::common::{code, run, run_with, stderr, stdout};

fn demo_json(extra: &[&str]) -> serde_json::Value {
    let mut args = vec!["demo", "--json"];
    args.extend(extra);
    let o = run(&args, b"");
    assert_eq!(code(&o), 0, "{}", stderr(&o));
    serde_json::from_str(&stdout(&o)).expect("one JSON object")
}

fn kinds(report: &serde_json::Value, kind: &str) -> Vec<serde_json::Value> {
    report["findings"]
        .as_array()
        .unwrap()
        .iter()
        .filter(|f| f["kind"] == kind)
        .cloned()
        .collect()
}

#[test]
fn demo_text_exits_zero_with_all_sections() {
    let o = run(&["demo"], b"");
    assert_eq!(code(&o), 0, "{}", stderr(&o));
    let out = stdout(&o);
    for section in [
        "SCRIPTED",
        "== 1. Tool calls",
        "== 2. The model's reply",
        "== 3. Audit of the reply",
        "== 4. Leak filter",
        "== Summary ==",
        "[receipt: zc-receipt-",
        "forged_receipt",
        "unreceipted_tool_claim",
        "[REDACTED:",
    ] {
        assert!(out.contains(section), "missing {section:?} in\n{out}");
    }
    assert!(!out.contains("[FAILED]"), "{out}");
    // NO_COLOR and a pipe: no escape codes
    assert!(!out.contains('\x1b'));
}

#[test]
fn demo_json_has_verified_receipts_caught_lies_and_a_redaction() {
    let v = demo_json(&[]);
    assert_eq!(v["scripted_model"], true);
    assert_eq!(v["checks"]["all"], true, "{:#}", v["checks"]);

    // receipts: issued by real tool calls, each verified by the audit
    let receipts = v["receipts"].as_array().unwrap();
    assert!(receipts.len() >= 2, "{receipts:?}");
    let audit = &v["audit"];
    assert_eq!(audit["verdict"], "suspicious");
    let verified: Vec<String> = kinds(audit, "verified_receipt")
        .iter()
        .map(|f| f["token"].as_str().unwrap().to_owned())
        .collect();
    for r in receipts {
        let token = r["token"].as_str().unwrap();
        assert!(token.starts_with("zc-receipt-"));
        assert!(verified.iter().any(|t| t == token), "{token} not verified");
        // the tool output the model saw ends with exactly this trailer
        let call = v["tool_calls"]
            .as_array()
            .unwrap()
            .iter()
            .find(|c| c["receipt"] == token)
            .expect("a call for each receipt");
        assert_eq!(call["verified"], true);
        assert!(
            call["output"]
                .as_str()
                .unwrap()
                .ends_with(&format!("\n\n[receipt: {token}]"))
        );
        // and the block shows it
        assert!(v["receipts_block"].as_str().unwrap().contains(token));
    }

    // the failing call: no receipt, a tool event
    let failed: Vec<_> = v["tool_calls"]
        .as_array()
        .unwrap()
        .iter()
        .filter(|c| c["ok"] == false)
        .collect();
    assert!(!failed.is_empty());
    assert!(failed.iter().all(|c| c["receipt"].is_null()));
    assert!(!v["tool_events"].as_array().unwrap().is_empty());

    // the fabricated claim and the forged receipt are caught
    let reply = v["reply"].as_str().unwrap();
    let claim = v["fabricated_claim"].as_str().unwrap();
    let at = reply.find(claim).expect("claim in reply");
    assert!(
        kinds(audit, "unreceipted_tool_claim").iter().any(|f| {
            let s = f["start"].as_u64().unwrap() as usize;
            s >= at && s < at + claim.len()
        }),
        "{audit:#}"
    );
    let forged = v["forged_receipt"].as_str().unwrap();
    assert!(reply.contains(forged));
    assert!(
        kinds(audit, "forged_receipt")
            .iter()
            .any(|f| f["token"] == forged)
    );

    // the leak filter: the key from the file is gone, genuine receipts stay
    let lf = &v["leak_filter"];
    let out = lf["output"].as_str().unwrap();
    assert!(out.contains("[REDACTED:"));
    assert!(!out.contains("sk-proj-"));
    assert!(
        lf["findings"]
            .as_array()
            .unwrap()
            .iter()
            .any(|f| f["category"] == "ai-provider")
    );
    for r in receipts {
        assert!(out.contains(r["token"].as_str().unwrap()));
    }
    assert!(!out.contains(forged));
    // findings carry no secret text
    let findings = lf["findings"].to_string();
    assert!(!findings.contains("sk-proj-"));
}

#[test]
fn demo_renders_every_block_format() {
    for (format, marker) in [
        ("plain", "Tool receipts:"),
        ("markdown", "`zc-receipt-"),
        ("slack", "`zc-receipt-"),
        ("telegram-html", "<code>zc-receipt-"),
        ("discord", "`zc-receipt-"),
        ("json", "\"zc-receipt-"),
    ] {
        let v = demo_json(&["--render", format]);
        assert_eq!(v["render"], format);
        let block = v["receipts_block"].as_str().unwrap();
        assert!(block.contains(marker), "{format}: {block}");
        assert!(v["reply_with_block"].as_str().unwrap().ends_with(block));
    }
}

#[test]
fn demo_keys_and_fake_secrets_are_fresh_each_run() {
    let a = demo_json(&[]);
    let b = demo_json(&[]);
    assert_ne!(a["receipts"][0]["token"], b["receipts"][0]["token"]);
    assert_ne!(a["forged_receipt"], b["forged_receipt"]);
}

#[test]
fn demo_copes_without_git() {
    // a PATH holding only `uname`
    let uname = std::env::var_os("PATH")
        .iter()
        .flat_map(std::env::split_paths)
        .map(|d| d.join("uname"))
        .find(|p| p.is_file())
        .expect("uname on PATH");
    let dir = tempfile::tempdir().unwrap();
    std::os::unix::fs::symlink(&uname, dir.path().join("uname")).unwrap();
    let mut cmd = std::process::Command::new(env!("CARGO_BIN_EXE_receipts"));
    cmd.env("PATH", dir.path());
    let o = run_with(cmd, &["demo", "--json"], b"");
    assert_eq!(code(&o), 0, "{}", stderr(&o));
    let v: serde_json::Value = serde_json::from_str(&stdout(&o)).unwrap();
    let git = &v["tool_calls"][1];
    assert_eq!(git["args"]["argv"][0], "git");
    assert_eq!(git["ok"], false);
    assert!(git["receipt"].is_null());
    assert!(
        v["tool_events"]
            .as_array()
            .unwrap()
            .iter()
            .any(|e| e["call_id"] == "call_2")
    );
    assert!(
        v["reply"]
            .as_str()
            .unwrap()
            .contains("git is not installed")
    );
    assert_eq!(v["checks"]["all"], true);
}
