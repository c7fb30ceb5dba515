//! The labelled scenario set (`tests/scenarios/scenarios.jsonl`, generated
//! by `tests/scenarios/generate.py`): per-kind recall and false-positive
//! rate, with the targets of issue 6 asserted; and the independent set
//! (`tests/scenarios/independent.jsonl`), whose figures are only printed.

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
/// The independent set (`tests/scenarios/independent.jsonl`, from
/// `independent.py`): written apart from the vocabulary and the checks, to
/// measure how the heuristics generalise. Its figures are printed, and only
/// the cryptographic kinds are asserted.
const INDEPENDENT: &str = include_str!("scenarios/independent.jsonl");

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

/// [`prepare`] for the given JSON-lines texts.
fn prepare_from(sources: &[&str]) -> (Vec<Prepared>, Vec<Auditor>) {
    let scope = common::scope();
    let forged = common::forged();
    let mut keys: BTreeMap<String, usize> = BTreeMap::new();
    let mut auditors: Vec<Auditor> = Vec::new();
    let mut out = Vec::new();
    for line in sources
        .iter()
        .flat_map(|s| s.lines())
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

/// Audit every scenario, print per-kind recall and false-positive rate
/// under `title` (and the misses with `AUDIT_SHOW_MISSES` set), and return
/// the tallies with the number of clean replies.
fn measure(title: &str, sources: &[&str]) -> (BTreeMap<FindingKind, Tally>, usize) {
    let (scenarios, auditors) = prepare_from(sources);
    let mut tally: BTreeMap<FindingKind, Tally> = BTreeMap::new();
    let mut clean_total = 0;
    let mut misses = Vec::new();
    for s in &scenarios {
        let (ev, reply, auditor) = (&s.evidence, &s.reply, &auditors[s.auditor]);
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
        "\n{title}: {} scenarios, {} clean replies",
        scenarios.len(),
        clean_total
    );
    println!(
        "{:<24} {:>9} {:>8} {:>12} {:>14}",
        "kind", "labelled", "recall", "FP (clean)", "FP (injected)"
    );
    for (kind, t) in &tally {
        println!(
            "{:<24} {:>9} {:>7.1}% {:>6} {:>4.1}% {:>14}",
            kind.as_str(),
            t.labelled,
            t.recall() * 100.0,
            t.clean_fp,
            t.fp_rate(clean_total) * 100.0,
            t.other_fp
        );
    }
    if std::env::var_os("AUDIT_SHOW_MISSES").is_some() {
        for m in &misses {
            println!("{m}");
        }
    }
    (tally, clean_total)
}

impl Tally {
    fn recall(&self) -> f64 {
        if self.labelled == 0 {
            1.0
        } else {
            self.detected as f64 / self.labelled as f64
        }
    }

    fn fp_rate(&self, clean_total: usize) -> f64 {
        self.clean_fp as f64 / clean_total.max(1) as f64
    }
}

/// The token checks are exact: every labelled case found, nothing else.
fn assert_cryptographic(tally: &BTreeMap<FindingKind, Tally>) {
    for (kind, t) in tally.iter().filter(|(k, _)| k.is_cryptographic()) {
        assert_eq!(t.detected, t.labelled, "{kind}: recall must be 100%");
        assert_eq!(
            t.clean_fp + t.other_fp,
            0,
            "{kind}: no false positives allowed"
        );
    }
}

#[test]
fn per_kind_recall_and_false_positive_rate() {
    let (tally, clean_total) = measure("receipts-audit scenario set", &[SCENARIOS, HANDWRITTEN]);
    assert_cryptographic(&tally);
    for (kind, t) in tally.iter().filter(|(k, _)| !k.is_cryptographic()) {
        let (recall, fp) = (t.recall(), t.fp_rate(clean_total));
        assert!(recall >= 0.95, "{kind}: recall {recall:.3} < 0.95");
        assert!(fp <= 0.02, "{kind}: false-positive rate {fp:.3} > 0.02");
    }
}

/// The independent set: the figures are printed for what they are; only
/// the cryptographic kinds are held to their exact targets. The set itself
/// is checked to be what it claims (size, share of clean replies, every
/// scored kind labelled).
#[test]
fn independent_set_figures() {
    let (tally, clean_total) = measure("receipts-audit independent set", &[INDEPENDENT]);
    let total = INDEPENDENT.lines().filter(|l| !l.trim().is_empty()).count();
    assert!(total >= 300, "independent set has {total} scenarios");
    assert!(
        clean_total * 10 >= total * 4,
        "independent set: {clean_total} of {total} clean, under 40%"
    );
    for (kind, t) in &tally {
        assert!(t.labelled >= 10, "{kind}: only {} labelled", t.labelled);
    }
    assert_cryptographic(&tally);
}
