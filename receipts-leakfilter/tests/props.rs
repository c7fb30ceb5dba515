//! Property tests: streaming equals batch for every chunking, rule samples
//! never survive in arbitrary surroundings, receipts always survive, and
//! arbitrary input never panics.

use proptest::prelude::*;
use receipts_leakfilter::{Finding, LeakConfig, LeakFilter};

use crate::corpus_gen::{self as cg, Rng};

fn filter() -> LeakFilter {
    LeakFilter::new(LeakConfig::default()).unwrap()
}

fn survives(out: &str, body: &str) -> bool {
    let b = body.as_bytes();
    if b.len() < 12 {
        return out.contains(body);
    }
    (0..=b.len() - 12).any(|i| std::str::from_utf8(&b[i..i + 12]).is_ok_and(|p| out.contains(p)))
}

/// Text pieces: secrets, receipts, clean samples, separators, unicode.
fn piece() -> impl Strategy<Value = String> {
    prop_oneof![
        any::<u64>().prop_map(|seed| {
            let mut r = Rng::new(seed);
            let fams = cg::families();
            let (_, make) = &fams[r.below(fams.len())];
            make(&mut r).text
        }),
        any::<u64>().prop_map(|seed| cg::receipt(&mut Rng::new(seed))),
        any::<u64>().prop_map(|seed| cg::clean(&mut Rng::new(seed))),
        prop::sample::select(vec![
            " ",
            "\n",
            ": ",
            " = ",
            "\"",
            "password: ",
            "Authorization: ",
            "\t",
            "é€😀",
            "-----BEGIN ",
            "zc-receipt-",
            "  "
        ])
        .prop_map(str::to_owned),
        "\\PC{0,12}",
    ]
}

/// Stream `bytes` cut at `cuts`; returns the text and the findings (some
/// taken mid-stream, the rest with `finish_with_findings`).
fn chunked(f: &LeakFilter, bytes: &[u8], cuts: &[usize]) -> (String, Vec<Finding>) {
    let mut s = f.stream();
    let mut out = String::new();
    let mut findings = Vec::new();
    let mut pos = 0;
    for (i, &c) in cuts.iter().enumerate() {
        let c = c % (bytes.len() + 1);
        if c > pos {
            out += &s.feed_bytes(&bytes[pos..c]);
            pos = c;
        }
        if i % 2 == 1 {
            findings.extend(s.take_findings());
        }
    }
    out += &s.feed_bytes(&bytes[pos..]);
    let (rest, tail) = s.finish_with_findings();
    findings.extend(tail);
    (out + &rest, findings)
}

proptest! {
    #![proptest_config(ProptestConfig::with_cases(std::env::var("PROPTEST_CASES").ok().and_then(|v| v.parse().ok()).unwrap_or(48)))]

    #[test]
    fn streaming_equals_batch(parts in prop::collection::vec(piece(), 1..12), mut cuts in prop::collection::vec(any::<usize>(), 0..40)) {
        let f = filter();
        let text = parts.concat();
        cuts.sort_unstable_by_key(|c| c % (text.len() + 1));
        let batch = f.redact(&text);
        let (out, findings) = chunked(&f, text.as_bytes(), &cuts);
        prop_assert_eq!(out, batch.text);
        prop_assert_eq!(findings, batch.findings);
    }

    #[test]
    fn streaming_equals_batch_with_small_cap(parts in prop::collection::vec(piece(), 1..30), step in 1usize..40) {
        let f = LeakFilter::new(LeakConfig { holdback_cap: 1024, ..LeakConfig::default() }).unwrap();
        let text = parts.concat();
        let cuts: Vec<usize> = (step..text.len()).step_by(step).collect();
        let batch = f.redact(&text);
        let (out, findings) = chunked(&f, text.as_bytes(), &cuts);
        prop_assert_eq!(out, batch.text);
        prop_assert_eq!(findings, batch.findings);
    }

    #[test]
    fn rule_samples_never_survive(seed in any::<u64>(), pre in "\\PC{0,30}", post in "\\PC{0,30}",
                                  sep in prop::sample::select(vec![" ", "\n", "\"", "(", "\t", " - "])) {
        let f = filter();
        let mut r = Rng::new(seed);
        for (family, make) in cg::families() {
            let s = make(&mut r);
            let text = format!("{pre}{sep}{}{sep}{post}", s.text);
            let out = f.redact(&text).text;
            prop_assert!(!survives(&out, &s.body), "{}: {}", family, out);
        }
    }

    #[test]
    fn receipts_survive_anywhere(seed in any::<u64>(), pre in "\\PC{0,40}", post in "\\PC{0,40}",
                                 open in prop::sample::select(vec![" ", "\n", "(", "[receipt: ", "\"", "token: ", "Bearer "]),
                                 close in prop::sample::select(vec![" ", "\n", ")", "]", "\"", ".", ","])) {
        let f = filter();
        let mut r = Rng::new(seed);
        let token = if seed % 2 == 0 { cg::receipt(&mut r) } else { cg::tricky_receipt(&mut r) };
        let text = format!("{pre} {open}{token}{close}{post}");
        let out = f.redact(&text).text;
        prop_assert!(out.contains(&token), "{}", out);
    }

    #[test]
    fn arbitrary_bytes_never_panic(bytes in prop::collection::vec(any::<u8>(), 0..600), step in 1usize..20) {
        let f = filter();
        let text = String::from_utf8_lossy(&bytes).into_owned();
        let out = f.redact(&text);
        prop_assert!(std::str::from_utf8(out.text.as_bytes()).is_ok());
        let mut end = 0;
        for x in &out.findings {
            prop_assert!(x.span.start >= end && x.span.start < x.span.end && x.span.end <= text.len());
            prop_assert!(text.is_char_boundary(x.span.start) && text.is_char_boundary(x.span.end));
            end = x.span.end;
        }
        let cuts: Vec<usize> = (step..bytes.len()).step_by(step).collect();
        let (streamed, findings) = chunked(&f, &bytes, &cuts);
        prop_assert_eq!(streamed, out.text);
        prop_assert_eq!(findings, out.findings);
    }
}
