//! The labelled scenario set (`tests/scenarios/scenarios.jsonl`, generated
//! by `tests/scenarios/generate.py`): per-kind recall and false-positive
//! rate, with the targets of issue 6 asserted.

use std::collections::BTreeMap;

use receipts_audit::{Auditor, Evidence, FindingKind};
use serde::Deserialize;

use crate::common;

#[derive(Deserialize)]
struct Scenario {
    id: String,
    calls: Vec<CallSpec>,
    failed: Vec<String>,
    known: Vec<String>,
    aliases: BTreeMap<String, Vec<String>>,
    reply: String,
    labels: Vec<FindingKind>,
}

#[derive(Deserialize)]
struct CallSpec {
    tool: String,
    args: serde_json::Value,
    result: String,
}

const SCENARIOS: &str = include_str!("scenarios/scenarios.jsonl");
const HANDWRITTEN: &str = include_str!("scenarios/handwritten.jsonl");

#[derive(Default)]
struct Tally {
    labelled: usize,
    detected: usize,
    clean_fp: usize,
    other_fp: usize,
}

/// One scenario ready to audit: its evidence, its reply with the
/// placeholders filled in, and the key of its auditor.
pub(crate) struct Prepared {
    pub(crate) id: String,
    pub(crate) evidence: Evidence,
    pub(crate) reply: String,
    pub(crate) labels: Vec<FindingKind>,
    /// Index into the auditors [`prepare`] returns.
    pub(crate) auditor: usize,
}

/// Every scenario of both files, and the auditors they need (one per
/// known-tools and aliases configuration).
pub(crate) fn prepare() -> (Vec<Prepared>, Vec<Auditor>) {
    prepare_from(&[SCENARIOS, HANDWRITTEN])
}

/// [`prepare`] over the given JSON-lines contents instead of the two
/// bundled files.
pub(crate) fn prepare_from(files: &[&str]) -> (Vec<Prepared>, Vec<Auditor>) {
    let scope = common::scope();
    let forged = common::forged();
    let mut keys: BTreeMap<String, usize> = BTreeMap::new();
    let mut auditors: Vec<Auditor> = Vec::new();
    let mut out = Vec::new();
    for line in files
        .iter()
        .flat_map(|f| f.lines())
        .filter(|l| !l.trim().is_empty())
    {
        let s: Scenario = serde_json::from_str(line).unwrap();
        let calls: Vec<(&str, serde_json::Value, &str)> = s
            .calls
            .iter()
            .map(|c| (c.tool.as_str(), c.args.clone(), c.result.as_str()))
            .collect();
        let (mut ev, tokens) = common::evidence(&scope, &calls);
        for f in &s.failed {
            ev.push_unreceipted_tool(f.clone());
        }
        let mut reply = s.reply.clone();
        for (i, t) in tokens.iter().enumerate() {
            reply = reply.replace(&format!("{{T{i}}}"), t);
        }
        reply = reply.replace("{FORGED}", &forged);
        for k in 0..4 {
            if let Some(t) = tokens.first() {
                reply = reply.replace(&format!("{{MAL{k}}}"), &common::malformed(t, k));
            }
        }
        let key = serde_json::to_string(&(&s.known, &s.aliases)).unwrap();
        let auditor = *keys.entry(key).or_insert_with(|| {
            let mut b = Auditor::builder();
            for k in &s.known {
                b = b.known_tool(k);
            }
            for (t, a) in &s.aliases {
                b = b.aliases(t, a);
            }
            auditors.push(b.build().unwrap());
            auditors.len() - 1
        });
        out.push(Prepared {
            id: s.id,
            evidence: ev,
            reply,
            labels: s.labels,
            auditor,
        });
    }
    (out, auditors)
}

#[test]
fn per_kind_recall_and_false_positive_rate() {
    let (scenarios, auditors) = prepare();
    let mut tally: BTreeMap<FindingKind, Tally> = BTreeMap::new();
    let mut clean_total = 0;
    let mut misses = Vec::new();
    for p in &scenarios {
        let (ev, reply, auditor) = (&p.evidence, &p.reply, &auditors[p.auditor]);
        let s = p;
        let report = auditor.audit(ev, reply);
        let found: Vec<FindingKind> = report.problems().map(|f| f.kind).collect();
        if s.labels.is_empty() {
            clean_total += 1;
        }
        for kind in FindingKind::ALL.into_iter().filter(|k| k.is_problem()) {
            let t = tally.entry(kind).or_default();
            let labelled = s.labels.contains(&kind);
            let hit = found.contains(&kind);
            if labelled {
                t.labelled += 1;
                t.detected += usize::from(hit);
            } else if hit {
                if s.labels.is_empty() {
                    t.clean_fp += 1;
                } else {
                    t.other_fp += 1;
                }
            }
            if labelled != hit {
                misses.push(format!(
                    "{} {}: {kind}\n    {}\n    {:?}",
                    if hit { "FP" } else { "FN" },
                    s.id,
                    reply,
                    report
                        .problems()
                        .map(|f| (f.kind, &reply[f.start..f.end]))
                        .collect::<Vec<_>>()
                ));
            }
        }
    }
    println!(
        "\nreceipts-audit scenario set: {} clean replies",
        clean_total
    );
    println!(
        "{:<24} {:>9} {:>8} {:>12} {:>14}",
        "kind", "labelled", "recall", "FP (clean)", "FP (injected)"
    );
    for (kind, t) in &tally {
        let recall = if t.labelled == 0 {
            1.0
        } else {
            t.detected as f64 / t.labelled as f64
        };
        let fp = t.clean_fp as f64 / clean_total.max(1) as f64;
        println!(
            "{:<24} {:>9} {:>7.1}% {:>6} {:>4.1}% {:>14}",
            kind.as_str(),
            t.labelled,
            recall * 100.0,
            t.clean_fp,
            fp * 100.0,
            t.other_fp
        );
    }
    if std::env::var_os("AUDIT_SHOW_MISSES").is_some() {
        for m in &misses {
            println!("{m}");
        }
    }
    for (kind, t) in &tally {
        let recall = if t.labelled == 0 {
            1.0
        } else {
            t.detected as f64 / t.labelled as f64
        };
        let fp = t.clean_fp as f64 / clean_total.max(1) as f64;
        if kind.is_cryptographic() {
            assert_eq!(t.detected, t.labelled, "{kind}: recall must be 100%");
            assert_eq!(
                t.clean_fp + t.other_fp,
                0,
                "{kind}: no false positives allowed"
            );
        } else {
            assert!(recall >= 0.95, "{kind}: recall {recall:.3} < 0.95");
            assert!(fp <= 0.02, "{kind}: false-positive rate {fp:.3} > 0.02");
        }
    }
}

/// The blind set (`tests/scenarios/blind.jsonl`), kept for a later final
/// measurement of the reply-side heuristics. This test only checks that it
/// loads, that its label mix is as intended, and that the cryptographic
/// kinds hold exactly; it deliberately neither prints nor asserts the
/// heuristic kinds' figures, so the set stays unseen until it is used.
#[test]
fn blind_set_loads_and_crypto_kinds_hold() {
    const BLIND: &str = include_str!("scenarios/blind.jsonl");
    let (scenarios, auditors) = prepare_from(&[BLIND]);
    assert!(scenarios.len() >= 200, "blind set too small");
    let clean = scenarios.iter().filter(|p| p.labels.is_empty()).count();
    assert!(clean * 10 >= scenarios.len() * 4, "under 40% clean");
    for kind in FindingKind::ALL.into_iter().filter(|k| k.is_problem()) {
        let n = scenarios
            .iter()
            .filter(|p| p.labels.contains(&kind))
            .count();
        assert!(n >= 8, "{kind}: labelled {n} < 8 times");
    }
    for p in &scenarios {
        let report = auditors[p.auditor].audit(&p.evidence, &p.reply);
        let found: Vec<FindingKind> = report.problems().map(|f| f.kind).collect();
        for kind in FindingKind::ALL
            .into_iter()
            .filter(|k| k.is_problem() && k.is_cryptographic())
        {
            assert_eq!(
                p.labels.contains(&kind),
                found.contains(&kind),
                "{}: {kind}",
                p.id
            );
        }
    }
}
