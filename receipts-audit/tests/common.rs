//! Shared helpers: a fixed-key scope and evidence built from calls.

use receipts_audit::{Evidence, IssuedRecord};
use receipts_core::{Call, Scope, ScopeConfig, ScopeKey};

/// The test key (a public test value, not a secret).
pub(crate) const KEY_HEX: &str = "0707070707070707070707070707070707070707070707070707070707070707";

pub(crate) fn scope() -> Scope {
    ScopeConfig::new().build_with_key(ScopeKey::from_bytes([7; 32]))
}

pub(crate) fn other_scope() -> Scope {
    ScopeConfig::new().build_with_key(ScopeKey::from_bytes([9; 32]))
}

/// Issue receipts for `(tool, args, result)` calls; returns the evidence
/// and the tokens in order.
pub(crate) fn evidence(
    scope: &Scope,
    calls: &[(&str, serde_json::Value, &str)],
) -> (Evidence, Vec<String>) {
    let mut ev = Evidence::new(scope.prefix().clone());
    let mut tokens = Vec::new();
    for (i, (tool, args, result)) in calls.iter().enumerate() {
        let r = scope
            .issue_at(
                &Call::json(tool, args),
                result.as_bytes(),
                1_700_000_000 + i as u64,
            )
            .unwrap();
        ev.push(
            IssuedRecord::from_receipt(&r)
                .with_args(args.to_string())
                .with_result(*result),
        );
        tokens.push(r.token.as_str().to_owned());
    }
    (ev, tokens)
}

/// A well-formed token that `scope()` never issued.
pub(crate) fn forged() -> String {
    other_scope()
        .issue_at(&Call::raw("shell", b""), b"x", 1_700_000_000)
        .unwrap()
        .token
        .as_str()
        .to_owned()
}

/// Four ways to break a real token.
pub(crate) fn malformed(real: &str, which: usize) -> String {
    match which % 4 {
        0 => real[..real.len() - 1].to_owned(),
        1 => real.replacen("zc-receipt-", "zc-receipt-0", 1),
        2 => {
            let mut s = real.to_owned();
            let at = s.len() - 20;
            s.replace_range(at..at + 1, "+");
            s
        }
        _ => format!("{real}x"),
    }
}

/// One auditor for all tests (building one compiles the vocabulary).
pub(crate) fn auditor() -> &'static receipts_audit::Auditor {
    static A: std::sync::OnceLock<receipts_audit::Auditor> = std::sync::OnceLock::new();
    A.get_or_init(receipts_audit::Auditor::default)
}
