//! Transcript audits in both formats: clean, tampered, missing trailer,
//! malformed trailer; with and without the key.

use receipts_audit::{FindingKind, HistoryStatus, Transcript, Verdict, verifier_scope};
use receipts_core::{Args, Call, append_trailer};
use serde_json::json;

use crate::common;

struct Turn {
    ls: String,
    cat: String,
    ls_token: String,
}

/// Two receipted calls: `ls` (JSON args given as an OpenAI string) and
/// `read_file`.
fn results() -> Turn {
    let scope = common::scope();
    let ls_args = json!({"cmd": "ls", "dir": "/srv"});
    let mut ls = String::from("a.txt\nb.txt\nc.txt");
    let r = scope
        .issue_at(&Call::json("shell", &ls_args), ls.as_bytes(), 1_700_000_000)
        .unwrap();
    append_trailer(&mut ls, &r.token);
    let cat_args = json!({"path": "/srv/a.txt"});
    let mut cat = String::from("hello");
    let r2 = scope
        .issue_at(
            &Call::json("read_file", &cat_args),
            cat.as_bytes(),
            1_700_000_001,
        )
        .unwrap();
    append_trailer(&mut cat, &r2.token);
    // the canonical form is what is signed: key order does not matter
    assert!(
        scope
            .verify(
                r.token.as_str(),
                "shell",
                &Args::parse_json(r#"{"dir":"/srv","cmd":"ls"}"#).unwrap(),
                b"a.txt\nb.txt\nc.txt"
            )
            .is_ok()
    );
    Turn {
        ls,
        cat,
        ls_token: r.token.as_str().to_owned(),
    }
}

fn openai(ls: &str, cat: &str, reply: &str) -> String {
    json!({"model": "x", "messages": [
        {"role": "system", "content": "be brief"},
        {"role": "user", "content": "what is in /srv?"},
        {"role": "assistant", "content": null, "tool_calls": [
            {"id": "call_1", "type": "function", "function": {"name": "shell", "arguments": "{\"dir\": \"/srv\", \"cmd\": \"ls\"}"}},
            {"id": "call_2", "type": "function", "function": {"name": "read_file", "arguments": "{\"path\":\"/srv/a.txt\"}"}}
        ]},
        {"role": "tool", "tool_call_id": "call_1", "content": ls},
        {"role": "tool", "tool_call_id": "call_2", "content": cat},
        {"role": "assistant", "content": reply}
    ]})
    .to_string()
}

fn anthropic(ls: &str, cat: &str, reply: &str) -> String {
    json!([
        {"role": "user", "content": "what is in /srv?"},
        {"role": "assistant", "content": [
            {"type": "text", "text": "Let me look."},
            {"type": "tool_use", "id": "toolu_1", "name": "shell", "input": {"cmd": "ls", "dir": "/srv"}},
            {"type": "tool_use", "id": "toolu_2", "name": "read_file", "input": {"path": "/srv/a.txt"}}
        ]},
        {"role": "user", "content": [
            {"type": "tool_result", "tool_use_id": "toolu_1", "content": ls},
            {"type": "tool_result", "tool_use_id": "toolu_2", "content": [{"type": "text", "text": cat}]}
        ]},
        {"role": "assistant", "content": [{"type": "text", "text": reply}]}
    ])
    .to_string()
}

fn statuses(r: &receipts_audit::Report) -> Vec<HistoryStatus> {
    r.history.iter().map(|h| h.status).collect()
}

fn both(f: impl Fn(&dyn Fn(&str, &str, &str) -> String)) {
    f(&openai);
    f(&anthropic);
}

#[test]
fn clean_transcripts_verify_with_the_key() {
    let t = results();
    let scope = verifier_scope(common::KEY_HEX, "hmac-sha256", "zc-receipt").unwrap();
    let reply = format!(
        "/srv holds 3 files; a.txt says hello [receipt: {}].",
        t.ls_token
    );
    both(|fmt| {
        let json = fmt(&t.ls, &t.cat, &reply);
        let report = common::auditor()
            .audit_transcript_json(&json, Some(&scope))
            .unwrap();
        assert_eq!(
            report.verdict,
            Verdict::Clean,
            "{}",
            report.to_json_pretty()
        );
        assert_eq!(
            statuses(&report),
            [HistoryStatus::Intact, HistoryStatus::Intact]
        );
        assert_eq!(report.of_kind(FindingKind::VerifiedReceipt).count(), 1);
    });
}

#[test]
fn tampered_result_is_caught_and_its_token_reads_as_forged() {
    let t = results();
    let scope = verifier_scope(common::KEY_HEX, "hmac-sha256", "zc-receipt").unwrap();
    let tampered = t.ls.replacen("c.txt", "secret.txt", 1);
    let reply = format!("There is a secret.txt [receipt: {}].", t.ls_token);
    both(|fmt| {
        let json = fmt(&tampered, &t.cat, &reply);
        let report = common::auditor()
            .audit_transcript_json(&json, Some(&scope))
            .unwrap();
        assert_eq!(report.verdict, Verdict::Suspicious);
        assert_eq!(
            statuses(&report),
            [HistoryStatus::Tampered, HistoryStatus::Intact]
        );
        assert_eq!(
            report.of_kind(FindingKind::ForgedReceipt).count(),
            1,
            "{}",
            report.to_json_pretty()
        );
        // without the key the change cannot be seen
        let keyless = common::auditor()
            .audit_transcript_json(&json, None)
            .unwrap();
        assert_eq!(
            statuses(&keyless),
            [HistoryStatus::Intact, HistoryStatus::Intact]
        );
    });
}

#[test]
fn wrong_key_or_arguments_make_everything_tampered() {
    let t = results();
    let other = verifier_scope(&"11".repeat(32), "hmac-sha256", "zc-receipt").unwrap();
    both(|fmt| {
        let json = fmt(&t.ls, &t.cat, "ok");
        let report = common::auditor()
            .audit_transcript_json(&json, Some(&other))
            .unwrap();
        assert_eq!(
            statuses(&report),
            [HistoryStatus::Tampered, HistoryStatus::Tampered]
        );
    });
    let scope = verifier_scope(common::KEY_HEX, "hmac-sha256", "zc-receipt").unwrap();
    let json = openai(&t.ls, &t.cat, "ok").replace("/srv/a.txt", "/srv/b.txt");
    let report = common::auditor()
        .audit_transcript_json(&json, Some(&scope))
        .unwrap();
    assert_eq!(
        statuses(&report),
        [HistoryStatus::Intact, HistoryStatus::Tampered]
    );
}

#[test]
fn missing_and_malformed_trailers() {
    let t = results();
    let scope = verifier_scope(common::KEY_HEX, "hmac-sha256", "zc-receipt").unwrap();
    let missing = "a.txt\nb.txt\nc.txt";
    let broken = t.cat.replacen("zc-receipt-", "zc-receipt-0", 1);
    both(|fmt| {
        let json = fmt(missing, &broken, "done");
        for key in [Some(&scope), None] {
            let report = common::auditor().audit_transcript_json(&json, key).unwrap();
            assert_eq!(
                statuses(&report),
                [HistoryStatus::Missing, HistoryStatus::Malformed]
            );
            assert_eq!(report.verdict, Verdict::Suspicious);
        }
    });
}

#[test]
fn receipts_off_without_key_gives_no_history() {
    both(|fmt| {
        let json = fmt("a.txt", "hello", "a.txt says hello");
        let report = common::auditor()
            .audit_transcript_json(&json, None)
            .unwrap();
        assert!(report.history.is_empty());
        assert_eq!(
            report.verdict,
            Verdict::Clean,
            "{}",
            report.to_json_pretty()
        );
    });
}

#[test]
fn keyless_audit_uses_the_transcripts_own_tool_messages() {
    let t = results();
    let forged = common::forged();
    let reply = format!(
        "I found 7 files [receipt: {forged}] and ran `df -h` too. Real: {}",
        t.ls_token
    );
    both(|fmt| {
        let json = fmt(&t.ls, &t.cat, &reply);
        let report = common::auditor()
            .audit_transcript_json(&json, None)
            .unwrap();
        let kinds: Vec<FindingKind> = report.problems().map(|f| f.kind).collect();
        assert!(kinds.contains(&FindingKind::ForgedReceipt), "{kinds:?}");
        assert!(kinds.contains(&FindingKind::CountMismatch), "{kinds:?}");
        assert!(
            kinds.contains(&FindingKind::UnreceiptedToolClaim),
            "{kinds:?}"
        );
        assert_eq!(report.of_kind(FindingKind::VerifiedReceipt).count(), 1);
    });
}

#[test]
fn report_json_shape_is_stable() {
    let t = results();
    let scope = verifier_scope(common::KEY_HEX, "hmac-sha256", "zc-receipt").unwrap();
    let reply = format!(
        "/srv holds 4 files [receipt: {}]. Also zc-receipt-01-x.",
        t.ls_token
    );
    let report = common::auditor()
        .audit_transcript_json(
            &openai(&t.ls.replacen("a.txt", "z.txt", 1), &t.cat, &reply),
            Some(&scope),
        )
        .unwrap();
    insta::assert_json_snapshot!("tampered_openai_report", report);
    let text = report.to_json();
    assert!(text.starts_with(r#"{"verdict":"suspicious","history":[{"index":3,"tool_call_id":"call_1","tool":"shell","status":"tampered"}"#), "{text}");
}

#[test]
fn malformed_transcripts_are_typed_errors() {
    for bad in [
        "{",
        "[{\"role\": 5}]",
        "{\"messages\": {}}",
        "[{\"role\":\"assistant\",\"tool_calls\":\"x\"}]",
    ] {
        let e = Transcript::parse(bad).unwrap_err();
        assert!(e.is_bad_input(), "{bad}: {e}");
    }
}
