//! Audits of receipts issued with the keyed BLAKE3 backend (feature
//! `blake3`), in process and from a transcript with the exported key.

#[cfg(feature = "blake3")]
mod blake3 {
    use receipts_audit::{
        Evidence, FindingKind, HistoryStatus, IssuedRecord, Verdict, verifier_scope,
    };
    use receipts_core::{BackendFactory, Call, ScopeConfig, ScopeKey, append_trailer};
    use serde_json::json;

    use crate::common;

    fn blake3_scope() -> receipts_core::Scope {
        ScopeConfig::new()
            .backend(BackendFactory::blake3())
            .build_with_key(ScopeKey::from_bytes([7; 32]))
    }

    #[test]
    fn blake3_receipts_verify_and_hmac_ones_read_as_forged() {
        let scope = blake3_scope();
        assert_eq!(scope.algorithm(), "blake3");
        let args = json!({"cmd": "ls src"});
        let result = "main.rs\nlib.rs";
        let r = scope
            .issue_at(
                &Call::json("shell", &args),
                result.as_bytes(),
                1_700_000_000,
            )
            .unwrap();
        let mut ev = Evidence::new(scope.prefix().clone());
        ev.push(
            IssuedRecord::from_receipt(&r)
                .with_args(args.to_string())
                .with_result(result),
        );
        // the same call under HMAC with the same key is another token
        let hmac = common::scope()
            .issue_at(
                &Call::json("shell", &args),
                result.as_bytes(),
                1_700_000_000,
            )
            .unwrap();
        assert_ne!(hmac.token.as_str(), r.token.as_str());
        let reply = format!(
            "I ran `ls src` and found 2 files [receipt: {}]; not {}.",
            r.token, hmac.token
        );
        let report = common::auditor().audit(&ev, &reply);
        let kinds: Vec<FindingKind> = report.findings.iter().map(|f| f.kind).collect();
        assert_eq!(
            kinds,
            [FindingKind::VerifiedReceipt, FindingKind::ForgedReceipt],
            "{}",
            report.to_json_pretty()
        );
    }

    #[test]
    fn blake3_transcript_is_reverified_with_the_exported_key() {
        let scope = blake3_scope();
        let args = json!({"path": "a.txt"});
        let mut content = String::from("hello");
        let r = scope
            .issue_at(
                &Call::json("read_file", &args),
                content.as_bytes(),
                1_700_000_000,
            )
            .unwrap();
        append_trailer(&mut content, &r.token);
        let transcript = |content: &str| {
            json!([
                {"role": "user", "content": "read a.txt"},
                {"role": "assistant", "content": null, "tool_calls": [
                    {"id": "c1", "type": "function", "function": {"name": "read_file", "arguments": "{\"path\":\"a.txt\"}"}}
                ]},
                {"role": "tool", "tool_call_id": "c1", "content": content},
                {"role": "assistant", "content": format!("a.txt says hello [receipt: {}].", r.token)}
            ])
            .to_string()
        };
        let key = verifier_scope(common::KEY_HEX, "blake3", "zc-receipt").unwrap();
        let report = common::auditor()
            .audit_transcript_json(&transcript(&content), Some(&key))
            .unwrap();
        assert_eq!(
            report.verdict,
            Verdict::Clean,
            "{}",
            report.to_json_pretty()
        );
        assert_eq!(report.history[0].status, HistoryStatus::Intact);
        assert_eq!(report.of_kind(FindingKind::VerifiedReceipt).count(), 1);
        // a changed result, or the HMAC backend with the same key, does not verify
        let tampered = content.replacen("hello", "hullo", 1);
        let hmac = verifier_scope(common::KEY_HEX, "hmac-sha256", "zc-receipt").unwrap();
        for (json, key) in [(transcript(&tampered), &key), (transcript(&content), &hmac)] {
            let report = common::auditor()
                .audit_transcript_json(&json, Some(key))
                .unwrap();
            assert_eq!(report.history[0].status, HistoryStatus::Tampered);
            assert_eq!(report.of_kind(FindingKind::ForgedReceipt).count(), 1);
        }
    }
}

/// Without the feature the backend name is rejected with a typed error.
#[cfg(not(feature = "blake3"))]
#[test]
fn blake3_needs_the_feature() {
    let e =
        receipts_audit::verifier_scope(crate::common::KEY_HEX, "blake3", "zc-receipt").unwrap_err();
    assert!(matches!(
        e.kind(),
        receipts_audit::ErrorKind::UnknownBackend(_)
    ));
}
