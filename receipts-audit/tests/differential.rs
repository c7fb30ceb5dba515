//! A differential check for changes that must not alter any report (speed
//! work, refactors): audit many variants of every scenario, check that every
//! report is well formed (finding spans inside the reply, in order, JSON
//! that reads back), and with `AUDIT_DIFF_OUT` write each report, and what
//! the `strip`, `annotate` and `retry` policies make of the reply, to a
//! file. Run it before and after the change and compare the files:
//!
//! ```text
//! AUDIT_DIFF_OUT=/tmp/before.txt cargo test --release -p receipts-audit \
//!     --all-features --test integration -- --ignored differential
//! # change the code, then the same with /tmp/after.txt
//! cmp /tmp/before.txt /tmp/after.txt
//! ```
//!
//! Variants per scenario: the reply as is, upper-cased, followed by the next
//! scenario's reply, with sentences split into paragraphs, with filler
//! prose between sentences, against records whose results and arguments are
//! unknown, and every prefix of the reply cut at a char boundary (every three
//! bytes). Then seeded random replies built from fragments that exercise
//! the lexer (code spans, fences, URLs, numbers, tokens, receipts blocks).

use std::fmt::Write as _;

use receipts_audit::{Delivery, DeliveryPolicy, Evidence, IssuedRecord, OnSuspicious, Report};

use crate::scenarios;

fn without_results(ev: &Evidence) -> Evidence {
    let mut out = Evidence::new(receipts_core::Prefix::default());
    for r in ev.all() {
        out.push(IssuedRecord::new(r.token.clone(), r.tool.clone()));
    }
    out
}

fn line(out: &mut String, id: &str, variant: &str, reply: &str, report: &Report, policies: bool) {
    // what must hold for any implementation: spans inside the reply on char
    // boundaries, in order of start, and a JSON report that reads back
    let mut last = 0;
    for f in &report.findings {
        assert!(
            f.start <= f.end
                && f.end <= reply.len()
                && reply.is_char_boundary(f.start)
                && reply.is_char_boundary(f.end),
            "{id} {variant}: finding {f:?} outside the reply"
        );
        assert!(f.start >= last, "{id} {variant}: findings out of order");
        last = f.start;
    }
    let json = report.to_json();
    let back: Report = serde_json::from_str(&json).expect("report JSON reads back");
    assert_eq!(&back, report, "{id} {variant}");
    let _ = writeln!(out, "{id}\t{variant}\t{json}");
    if policies {
        for p in [
            OnSuspicious::Strip,
            OnSuspicious::Annotate,
            OnSuspicious::Retry,
        ] {
            let d = DeliveryPolicy::new(p, 1).apply(reply, report, 0);
            let text = match d {
                Delivery::Deliver(t) | Delivery::Blocked(t) => t,
                Delivery::Retry(c) => c.message,
                _ => String::new(),
            };
            let _ = writeln!(out, "{id}\t{variant}/{p:?}\t{}", serde_json::json!(text));
        }
    }
}

/// A small deterministic generator (64-bit LCG), so the variants are the
/// same on every run.
struct Lcg(u64);

impl Lcg {
    fn next(&mut self) -> u64 {
        self.0 = self
            .0
            .wrapping_mul(6364136223846793005)
            .wrapping_add(1442695040888963407);
        self.0 >> 33
    }
    fn below(&mut self, n: usize) -> usize {
        (self.next() % n as u64) as usize
    }
}

const FRAGMENTS: &[&str] = &[
    "I ran ",
    "`",
    "```\n",
    "https://example.org/é(",
    "https://hiking.example.it/seceda",
    "\n",
    "\n\n",
    " 3 files",
    " 12 lines",
    " no results",
    " nothing",
    " found ",
    "shell",
    "web_search",
    "read_file",
    " the ",
    "zc-receipt-",
    "1700000000-",
    "Tool receipts:\n  ",
    ": ",
    "[receipt: ",
    "]",
    "’é€",
    "J'ai lancé ",
    "Ich habe ",
    " ausgeführt",
    " no ",
    " failed",
    ". ",
    ", ",
    "; ",
    "(",
    ")",
    " but ",
    "according to ",
    "`ls src`",
    "`git log`",
    " returned ",
    "If you want, ",
    " could not ",
    "Source: ",
    "- ",
    "1. ",
    " 0 ",
    " two ",
    "??",
    "!",
];

#[test]
#[ignore = "114,000 audits (slow in debug builds); run with --release, see the module docs"]
fn differential() {
    let (scenarios, auditors) = scenarios::prepare();
    let mut out = String::new();
    let mut n = 0usize;
    for (k, p) in scenarios.iter().enumerate() {
        let a = &auditors[p.auditor];
        let ev = &p.evidence;
        let mut audit = |variant: &str, ev: &Evidence, reply: &str, policies: bool| {
            let r = a.audit(ev, reply);
            line(&mut out, &p.id, variant, reply, &r, policies);
            n += 1;
        };
        audit("as-is", ev, &p.reply, true);
        audit("upper", ev, &p.reply.to_uppercase(), false);
        let next = &scenarios[(k + 1) % scenarios.len()].reply;
        audit("joined", ev, &format!("{} {next}", p.reply), true);
        audit("paragraphs", ev, &p.reply.replace(". ", ".\n\n"), false);
        let filler = ". The team agreed on this earlier, and it needs no change. ";
        audit("filler", ev, &p.reply.replace(". ", filler), false);
        audit("no-results", &without_results(ev), &p.reply, false);
        let mut cut = 0;
        while cut < p.reply.len() {
            if p.reply.is_char_boundary(cut) {
                audit(&format!("cut{cut}"), ev, &p.reply[..cut], false);
            }
            cut += 3;
        }
    }
    // seeded random replies against a two-call world of the scenario set
    let mut rng = Lcg(6);
    let worlds: Vec<&scenarios::Prepared> = scenarios
        .iter()
        .filter(|p| p.id.starts_with("two-") || p.id.starts_with("hw-"))
        .collect();
    for i in 0..20000 {
        let w = worlds[rng.below(worlds.len())];
        let tokens: Vec<String> = w.evidence.all().iter().map(|r| r.token.clone()).collect();
        let mut reply = String::new();
        for _ in 0..rng.below(40) {
            if !tokens.is_empty() && rng.below(10) == 0 {
                reply.push_str(&tokens[rng.below(tokens.len())]);
            } else {
                reply.push_str(FRAGMENTS[rng.below(FRAGMENTS.len())]);
            }
        }
        let r = auditors[w.auditor].audit(&w.evidence, &reply);
        let id = format!("random{i} {}", serde_json::json!(reply));
        line(&mut out, &id, &w.id, &reply, &r, i % 4 == 0);
        n += 1;
    }
    // without AUDIT_DIFF_OUT it is only the invariant check in `line`
    if let Some(path) = std::env::var_os("AUDIT_DIFF_OUT") {
        std::fs::write(&path, out).unwrap();
        println!("differential: {n} audits written");
    }
}
