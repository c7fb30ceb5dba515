//! Helpers of the checks' unit tests: a turn of receipted calls and the
//! spans of one finding kind in a reply.

use receipts_core::{Call, ScopeConfig, ScopeKey};

use crate::{Auditor, Evidence, FindingKind, IssuedRecord};

/// A turn with receipted `(tool, result)` calls and failed tools;
/// returns the evidence and the tokens.
pub(super) fn turn(calls: &[(&str, &str)], failed: &[&str]) -> (Evidence, Vec<String>) {
    let args: Vec<String> = (0..calls.len()).map(|i| format!("{{\"n\":{i}}}")).collect();
    let calls: Vec<(&str, &str, &str)> = calls
        .iter()
        .zip(&args)
        .map(|(&(tool, result), a)| (tool, a.as_str(), result))
        .collect();
    turn_with(&calls, failed)
}

/// The false-absence spans of `reply` (`{T0}`, `{T1}` become tokens).
pub(super) fn absences(ev: &(Evidence, Vec<String>), reply: &str) -> Vec<String> {
    spans(ev, reply, FindingKind::FalseAbsence)
}

/// The spans of `kind` findings in `reply` (`{T0}`, `{T1}` become tokens).
pub(super) fn spans(ev: &(Evidence, Vec<String>), reply: &str, kind: FindingKind) -> Vec<String> {
    spans_by(&Auditor::default(), ev, reply, kind)
}

/// A turn of `(tool, args, result)` receipted calls and failed tools.
pub(super) fn turn_with(calls: &[(&str, &str, &str)], failed: &[&str]) -> (Evidence, Vec<String>) {
    let scope = ScopeConfig::new().build_with_key(ScopeKey::from_bytes([7; 32]));
    let mut ev = Evidence::new(scope.prefix().clone());
    let mut tokens = Vec::new();
    for (i, (tool, args, result)) in calls.iter().enumerate() {
        let r = scope
            .issue_at(
                &Call::raw(tool, args.as_bytes()),
                result.as_bytes(),
                1_700_000_000 + i as u64,
            )
            .unwrap();
        ev.push(
            IssuedRecord::from_receipt(&r)
                .with_args(*args)
                .with_result(*result),
        );
        tokens.push(r.token.as_str().to_owned());
    }
    for f in failed {
        ev.push_unreceipted_tool(*f);
    }
    (ev, tokens)
}

/// The count-mismatch spans of `reply`.
pub(super) fn counts(ev: &(Evidence, Vec<String>), reply: &str) -> Vec<String> {
    spans(ev, reply, FindingKind::CountMismatch)
}

/// The finding spans of `kind` in `reply` (`{T0}`... become tokens),
/// audited by `auditor`.
pub(super) fn spans_by(
    auditor: &Auditor,
    ev: &(Evidence, Vec<String>),
    reply: &str,
    kind: FindingKind,
) -> Vec<String> {
    let mut reply = reply.to_owned();
    for (i, t) in ev.1.iter().enumerate() {
        reply = reply.replace(&format!("{{T{i}}}"), t);
    }
    auditor
        .findings(&ev.0, &reply)
        .iter()
        .filter(|f| f.kind == kind)
        .map(|f| reply[f.start..f.end].to_owned())
        .collect()
}
