//! Property tests: an issued token verifies wherever it is inserted; any
//! single-character change never verifies.

use proptest::prelude::*;
use receipts_audit::{Auditor, FindingKind};

use crate::common;

fn auditor() -> &'static Auditor {
    static A: std::sync::OnceLock<Auditor> = std::sync::OnceLock::new();
    A.get_or_init(Auditor::default)
}

fn setup() -> (receipts_audit::Evidence, String) {
    static S: std::sync::OnceLock<(receipts_audit::Evidence, String)> = std::sync::OnceLock::new();
    S.get_or_init(make).clone()
}

fn make() -> (receipts_audit::Evidence, String) {
    let scope = common::scope();
    let (ev, tokens) = common::evidence(
        &scope,
        &[("shell", serde_json::json!({"cmd": "uname"}), "Linux")],
    );
    (ev, tokens[0].clone())
}

proptest! {
    #![proptest_config(ProptestConfig::with_cases(256))]

    #[test]
    fn inserted_token_verifies_once_at_its_span(text in "\\PC{0,200}", cut in 0usize..400) {
        let (ev, token) = setup();
        let mut at = cut.min(text.len());
        while !text.is_char_boundary(at) {
            at -= 1;
        }
        let reply = format!("{} {token} {}", &text[..at], &text[at..]);
        let start = at + 1;
        let report = auditor().audit(&ev, &reply);
        let verified: Vec<_> = report.of_kind(FindingKind::VerifiedReceipt).collect();
        prop_assert_eq!(verified.len(), 1, "{}", report.to_json());
        prop_assert_eq!((verified[0].start, verified[0].end), (start, start + token.len()));
        prop_assert_eq!(verified[0].token.as_deref(), Some(token.as_str()));
    }

    #[test]
    fn a_changed_character_never_verifies(pos in 0usize..80, replacement in any::<char>(), text in "[a-z ]{0,40}") {
        let (ev, token) = setup();
        let pos = pos % token.len();
        let original = token.as_bytes()[pos] as char;
        prop_assume!(replacement != original);
        let mut changed = token.clone();
        changed.replace_range(pos..pos + 1, &replacement.to_string());
        let reply = format!("{text} {changed} {text}");
        let report = auditor().audit(&ev, &reply);
        prop_assert_eq!(report.of_kind(FindingKind::VerifiedReceipt).count(), 0, "{}", report.to_json());
        let flagged = report.findings.iter().any(|f| {
            matches!(f.kind, FindingKind::ForgedReceipt | FindingKind::MalformedReceipt)
        });
        prop_assert!(flagged, "{} -> {}", changed, report.to_json());
    }

    #[test]
    fn never_panics_and_spans_are_char_boundaries(reply in "\\PC{0,300}") {
        let (ev, _) = setup();
        let report = auditor().audit(&ev, &reply);
        for f in &report.findings {
            prop_assert!(f.start <= f.end && f.end <= reply.len());
            prop_assert!(reply.is_char_boundary(f.start) && reply.is_char_boundary(f.end));
        }
    }
}

fn fragment() -> impl Strategy<Value = String> {
    prop_oneof![
        Just("I ran ".to_owned()),
        Just("`".to_owned()),
        Just("```\n".to_owned()),
        Just("https://example.org/é(".to_owned()),
        Just("\n".to_owned()),
        Just("\n\n".to_owned()),
        Just(" 3 files".to_owned()),
        Just(" no results".to_owned()),
        Just("shell".to_owned()),
        Just("web_search".to_owned()),
        Just("zc-receipt-".to_owned()),
        Just("1700000000-".to_owned()),
        Just("Tool receipts:\n  ".to_owned()),
        Just(": ".to_owned()),
        Just("[receipt: ".to_owned()),
        Just("]".to_owned()),
        Just("’é€".to_owned()),
        Just("J'ai lancé ".to_owned()),
        "\\PC{0,6}",
    ]
}

proptest! {
    #![proptest_config(ProptestConfig::with_cases(512))]

    #[test]
    fn structured_noise_never_panics(parts in prop::collection::vec(fragment(), 0..40), with_token in any::<bool>()) {
        let (ev, token) = setup();
        let mut reply: String = parts.concat();
        if with_token {
            reply.push_str(&token);
        }
        let report = auditor().audit(&ev, &reply);
        for f in &report.findings {
            prop_assert!(reply.is_char_boundary(f.start) && reply.is_char_boundary(f.end) && f.start <= f.end);
        }
        for p in [
            receipts_audit::OnSuspicious::Strip,
            receipts_audit::OnSuspicious::Annotate,
            receipts_audit::OnSuspicious::Retry,
        ] {
            let _ = receipts_audit::DeliveryPolicy::new(p, 1).apply(&reply, &report, 0);
        }
    }
}
