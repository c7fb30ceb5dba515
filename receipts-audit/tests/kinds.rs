//! One positive and one near-miss case (at least) per finding kind.

use receipts_audit::{Evidence, FindingKind, Report, TurnSource};
use receipts_core::{Call, FailureKind, Scope};
use serde_json::json;

use crate::common;

fn world() -> (Evidence, Vec<String>) {
    let scope = common::scope();
    common::evidence(
        &scope,
        &[
            (
                "shell",
                json!({"cmd": "ls src"}),
                "main.rs\nlib.rs\nutil.rs",
            ),
            (
                "web_search",
                json!({"query": "rust"}),
                r#"{"results":[{"url":"https://www.rust-lang.org/"},{"url":"https://doc.rust-lang.org/book/"}]}"#,
            ),
        ],
    )
}

fn audit(reply: &str) -> (Report, Vec<String>) {
    let (ev, tokens) = world();
    let reply = reply
        .replace("{T0}", &tokens[0])
        .replace("{T1}", &tokens[1]);
    (common::auditor().audit(&ev, &reply), tokens)
}

fn kinds(r: &Report) -> Vec<FindingKind> {
    r.problems().map(|f| f.kind).collect()
}

#[test]
fn verified_receipt_span_and_tool() {
    let (r, t) = audit("Listed [receipt: {T0}] and searched ({T1}).");
    let v: Vec<_> = r.of_kind(FindingKind::VerifiedReceipt).collect();
    assert_eq!(v.len(), 2);
    assert_eq!(v[0].start, "Listed [receipt: ".len());
    assert_eq!(v[0].token.as_deref(), Some(t[0].as_str()));
    assert_eq!(v[0].tool.as_deref(), Some("shell"));
    assert!(r.is_clean(), "{}", r.to_json_pretty());
}

#[test]
fn forged_receipt_and_near_miss() {
    let forged = common::forged();
    let (r, _) = audit(&format!("Done [receipt: {forged}]."));
    assert_eq!(kinds(&r), [FindingKind::ForgedReceipt]);
    // near miss: the real token is not forged
    let (r, _) = audit("Done [receipt: {T0}].");
    assert!(kinds(&r).is_empty());
}

#[test]
fn malformed_receipt_and_near_miss() {
    for bad in ["zc-receipt-01-abc", "zc-receipt-", "zc-receipt-12-tooShort"] {
        let (r, _) = audit(&format!("see {bad} here"));
        assert_eq!(kinds(&r), [FindingKind::MalformedReceipt], "{bad}");
    }
    // another prefix with the token shape
    let (r, t) = audit("x");
    let other = t[0].replacen("zc-receipt", "acme-r", 1);
    let (r2, _) = audit(&format!("see {other}"));
    assert!(kinds(&r).is_empty());
    assert_eq!(kinds(&r2), [FindingKind::MalformedReceipt]);
    // near miss: the word "receipt" or a prefix without dash is nothing
    let (r, _) = audit("the zc-receipt prefix and a receipt-less call");
    assert!(kinds(&r).is_empty(), "{:?}", kinds(&r));
}

#[test]
fn misattributed_receipt_and_near_misses() {
    let (r, _) = audit("Tool receipts:\n  web_search: {T0}\n  shell: {T1}");
    assert_eq!(
        kinds(&r),
        [
            FindingKind::MisattributedReceipt,
            FindingKind::MisattributedReceipt
        ]
    );
    let (r, _) = audit("I searched with web_search [receipt: {T0}].");
    assert_eq!(kinds(&r), [FindingKind::MisattributedReceipt]);
    // near misses: right labels, a delegate label, a neutral label
    let (r, _) = audit("Tool receipts:\n  shell: {T0}\n  research/web_search: {T1}\nReceipt: {T0}");
    assert!(kinds(&r).is_empty(), "{}", r.to_json_pretty());
    let (r, _) = audit("I listed files with shell and searched with web_search [receipt: {T1}].");
    assert!(kinds(&r).is_empty(), "{}", r.to_json_pretty());
    // the own tool named in an earlier part of the sentence: the token
    // closes another tool's part
    for reply in [
        "shell lists main.rs; web_search has the Rust book [receipt: {T0}].",
        "shell had main.rs, but web_search shows the Rust book [receipt: {T0}].",
        "shell lists main.rs, and web_search has the Rust book [receipt: {T0}].",
    ] {
        let (r, _) = audit(reply);
        assert_eq!(
            kinds(&r),
            [FindingKind::MisattributedReceipt],
            "{reply}: {}",
            r.to_json_pretty()
        );
    }
    // a token right after the full stop cites the sentence it closes
    let (r, _) = audit("web_search found the Rust book. [receipt: {T0}]");
    assert_eq!(kinds(&r), [FindingKind::MisattributedReceipt]);
    // near misses: its own tool's sentence; a token on a line of its own
    for reply in [
        "web_search found the Rust book. [receipt: {T1}]",
        "web_search found the Rust book.\n[receipt: {T0}]",
    ] {
        let (r, _) = audit(reply);
        assert!(kinds(&r).is_empty(), "{reply}: {}", r.to_json_pretty());
    }
    // near misses: the own tool's part closes it, or no break between them
    for reply in [
        "web_search has the Rust book; shell lists main.rs [receipt: {T0}].",
        "shell lists main.rs next to what web_search found [receipt: {T0}].",
        "shell lists main.rs; it also has lib.rs [receipt: {T0}].",
    ] {
        let (r, _) = audit(reply);
        assert!(
            !kinds(&r).contains(&FindingKind::MisattributedReceipt),
            "{reply}: {}",
            r.to_json_pretty()
        );
    }
}

#[test]
fn unreceipted_tool_claim_and_near_misses() {
    for reply in [
        "I ran `cargo test` and everything passed.",
        "I also checked the calendar tool for conflicts.",
        "Ich habe `git status` ausgeführt.",
        "J'ai utilisé l'outil send_email pour prévenir l'équipe.",
    ] {
        let (ev, _) = world();
        let a = receipts_audit::Auditor::builder()
            .known_tool("calendar")
            .build()
            .unwrap();
        let r = a.audit(&ev, reply);
        assert_eq!(
            kinds(&r),
            [FindingKind::UnreceiptedToolClaim],
            "{reply}: {}",
            r.to_json_pretty()
        );
    }
    for reply in [
        "I ran `ls src` and it lists main.rs.",
        "If you like, I can run `cargo test` next.",
        "I did not run `cargo test`.",
        "You could use `grep -r TODO .` yourself.",
        "I searched the web with web_search.",
    ] {
        let (r, _) = audit(reply);
        assert!(
            !kinds(&r).contains(&FindingKind::UnreceiptedToolClaim),
            "{reply}: {}",
            r.to_json_pretty()
        );
    }
}

#[test]
fn a_receipts_block_line_that_gives_a_bad_token_to_an_uncalled_tool_is_a_claim() {
    let forged = common::forged();
    let (ev, tokens) = world();
    let a = receipts_audit::Auditor::builder()
        .known_tool("weather.stations")
        .build()
        .unwrap();
    let bad = [forged.clone(), common::malformed(&tokens[0], 0)];
    for token in &bad {
        let reply = format!(
            "Three files in src.\n\nReceipts:\nshell: {}\n- weather.stations: {token}",
            tokens[0]
        );
        let r = a.audit(&ev, &reply);
        let claims: Vec<&str> = r
            .of_kind(FindingKind::UnreceiptedToolClaim)
            .map(|f| &reply[f.start..f.end])
            .collect();
        assert_eq!(claims, ["weather.stations"], "{}", r.to_json_pretty());
    }
    // near misses: the bad token given to a tool that was called (the
    // token is reported, no claim), to a label that names no tool, or
    // quoted in prose after a colon
    for reply in [
        format!("Receipts:\nshell: {forged}\nweb_search: {}", tokens[1]),
        format!("Receipts:\nnote: {forged}"),
        format!("The station feed said: {forged}"),
    ] {
        let r = a.audit(&ev, &reply);
        assert_eq!(
            r.of_kind(FindingKind::UnreceiptedToolClaim).count(),
            0,
            "{reply}: {}",
            r.to_json_pretty()
        );
        assert_eq!(r.of_kind(FindingKind::ForgedReceipt).count(), 1, "{reply}");
    }
}

#[test]
fn count_mismatch_and_near_misses() {
    let (r, _) = audit("I ran `ls src` and found 5 files.");
    assert_eq!(kinds(&r), [FindingKind::CountMismatch]);
    let (r, _) = audit("web_search returned 7 results [receipt: {T1}].");
    assert_eq!(kinds(&r), [FindingKind::CountMismatch]);
    for ok in [
        "I ran `ls src` and found 3 files.",
        "web_search returned two results [receipt: {T1}].",
        "The meeting is at 3 pm; I ran `ls src` earlier.",
        "I ran `ls src`: one of the files is main.rs.",
    ] {
        let (r, _) = audit(ok);
        assert!(
            !kinds(&r).contains(&FindingKind::CountMismatch),
            "{ok}: {}",
            r.to_json_pretty()
        );
    }
}

#[test]
fn false_absence_and_near_misses() {
    for bad in [
        "I ran `ls src` but found no files.",
        "web_search returned no results [receipt: {T1}].",
        "La búsqueda con web_search no devolvió ningún resultado.",
    ] {
        let (r, _) = audit(bad);
        assert_eq!(
            kinds(&r),
            [FindingKind::FalseAbsence],
            "{bad}: {}",
            r.to_json_pretty()
        );
    }
    let scope = common::scope();
    let (ev, _) = common::evidence(
        &scope,
        &[("web_search", json!({"q": "x"}), r#"{"results":[]}"#)],
    );
    let r = common::auditor().audit(&ev, "web_search returned no results.");
    assert!(kinds(&r).is_empty(), "{}", r.to_json_pretty());
    let (r, _) = audit("There is no need to worry; I ran `ls src`.");
    assert!(kinds(&r).is_empty(), "{}", r.to_json_pretty());
}

#[test]
fn failure_events_explain_an_absence_about_their_call() {
    // the demo's shape: one receipted call with a non-empty result, and
    // failed calls recorded as tool events by the turn's collector
    let scope = std::sync::Arc::new(Scope::new().unwrap());
    let turn = scope.begin_turn();
    let args = json!({"argv": ["uname", "-a"]});
    let mut out = String::from("Linux box 6.1");
    let r = turn
        .receipt_result(&Call::json("shell", &args), &mut out)
        .unwrap();
    for (tool, kind) in [
        ("read_file", FailureKind::Failed),
        ("fetch_url", FailureKind::TimedOut),
        ("send_email", FailureKind::Denied),
    ] {
        turn.record_failure(&Call::json(tool, &json!({})), kind, "no such file");
    }
    let src = TurnSource::new(&turn).with_call(&r.token, Some(&args.to_string()), "Linux box 6.1");
    let clean = format!(
        "Here is what I found:\n\n- Kernel: Linux box 6.1 [receipt: {}]\n- app.env could not be read (no such file).\n- notes.txt: the read failed, so I know nothing about it.\n- The page fetch timed out; fetch_url returned nothing.",
        r.token
    );
    let report = common::auditor().audit(&src, &clean);
    assert!(report.is_clean(), "{}", report.to_json_pretty());
    // near miss: an absence about the receipted call is still caught
    let bad = format!("uname returned nothing [receipt: {}].", r.token);
    let report = common::auditor().audit(&src, &bad);
    assert_eq!(kinds(&report), [FindingKind::FalseAbsence]);
    // without the events the turn has one call, and a bare "nothing" is about it
    let bare = TurnSource::from_parts(scope.clone(), &turn.receipts()).with_call(
        &r.token,
        Some(&args.to_string()),
        "Linux box 6.1",
    );
    let report = common::auditor().audit(&bare, "I checked, and it returned nothing.");
    assert_eq!(kinds(&report), [FindingKind::FalseAbsence]);
    let with_event = bare.with_event(&turn.collector().events()[0]);
    let report = common::auditor().audit(&with_event, "I checked, and it returned nothing.");
    assert!(report.is_clean(), "{}", report.to_json_pretty());
}

#[test]
fn unsupported_url_and_near_misses() {
    let (r, _) = audit("I searched the web: see https://example.com/made-up [receipt: {T1}].");
    assert_eq!(kinds(&r), [FindingKind::UnsupportedUrl]);
    let (r, _) = audit("Source: https://doc.rust-lang.org/book/ [receipt: {T1}]");
    assert!(kinds(&r).is_empty(), "{}", r.to_json_pretty());
    let (r, _) = audit("You can read more at https://example.com/guide if you like.");
    assert!(kinds(&r).is_empty(), "{}", r.to_json_pretty());
}

#[test]
fn uncited_call_is_informational() {
    let (r, _) = audit("Here are the files: main.rs, lib.rs, util.rs [receipt: {T0}].");
    let u: Vec<_> = r.of_kind(FindingKind::UncitedCall).collect();
    assert_eq!(u.len(), 1);
    assert_eq!(u[0].tool.as_deref(), Some("web_search"));
    assert!(r.is_clean());
}

#[test]
fn in_process_turn_source() {
    let scope = std::sync::Arc::new(Scope::new().unwrap());
    let turn = scope.begin_turn();
    let args = json!({"cmd": "ls"});
    let mut out = String::from("a\nb");
    let r = turn
        .receipt_result(&Call::json("shell", &args), &mut out)
        .unwrap();
    // an earlier turn's receipt still verifies through the scope's ledger
    let earlier = scope.issue(&Call::json("read_file", &args), b"x").unwrap();
    let src = TurnSource::new(&turn).with_call(&r.token, Some(r#"{"cmd":"ls"}"#), "a\nb");
    let reply = format!(
        "I ran `ls` and found 5 files ({}), see also {}.",
        r.token, earlier.token
    );
    let report = common::auditor().audit(&src, &reply);
    assert_eq!(
        report.of_kind(FindingKind::VerifiedReceipt).count(),
        2,
        "{}",
        report.to_json_pretty()
    );
    assert_eq!(kinds(&report), [FindingKind::CountMismatch]);
}

#[test]
fn auditor_and_evidence_are_shareable_between_threads() {
    fn check<T: Send + Sync>() {}
    check::<receipts_audit::Auditor>();
    check::<receipts_audit::Evidence>();
    check::<receipts_audit::Report>();
}
