//! `leakfilter_stream`: arbitrary text, cut into arbitrary chunks, through
//! the streaming and the batch leak filter.

use std::collections::HashMap;
use std::sync::{Arc, Mutex, OnceLock};

use arbitrary::{Arbitrary, Result, Unstructured};
use receipts_core::{Call, FoundKind, Prefix, Scope, ScopeConfig, ScopeKey};
use receipts_leakfilter::{LeakConfig, LeakFilter, MIN_HOLDBACK_CAP, ReceiptMode};

use crate::bytes::{Bytes, SplitMix, expand};

/// A `leakfilter_stream` case.
///
/// Decoding: byte 0 chooses the configuration ([`LeakChoice`]), bytes 1..9
/// seed the chunking, the rest is the text (`0x01` expands to a valid
/// token, `0x02` to `zc-receipt-`, `0x03` to a token the verifying scope
/// issued, `0x04` to a made-up AWS access key id).
///
/// Properties: the streamed output (chunks fed as text where they are valid
/// UTF-8 and the chunk says so, as bytes otherwise) equals the batch output
/// of the lossily decoded text, findings included; findings are in order,
/// disjoint and on char boundaries; the stream never holds more than the
/// holdback cap (plus an unfinished UTF-8 sequence); every well-formed
/// receipt of the input is in the output (in verified-only mode with a
/// scope: every receipt the scope issued); an access key id standing
/// alone (between whitespace, quotes or brackets) is redacted.
#[derive(Debug, Clone, PartialEq)]
pub struct LeakCase {
    /// The filter configuration.
    pub config: LeakChoice,
    /// Chunk sizes in bytes (the last chunk takes the rest), each with
    /// whether to feed it with `feed(&str)` when it is valid UTF-8.
    pub chunks: Vec<(usize, bool)>,
    /// The input bytes.
    pub input: Bytes,
}

/// The configuration knobs a case varies.
#[derive(Debug, Clone, Copy, PartialEq)]
pub struct LeakChoice {
    /// `LeakConfig::sensitivity`.
    pub sensitivity: f64,
    /// `LeakConfig::entropy`.
    pub entropy: bool,
    /// `LeakConfig::holdback_cap` is the minimum (else the default).
    pub small_cap: bool,
    /// Verified-only mode with a scope.
    pub verified_only: bool,
}

fn scope() -> &'static Arc<Scope> {
    static SCOPE: OnceLock<Arc<Scope>> = OnceLock::new();
    SCOPE.get_or_init(|| Arc::new(ScopeConfig::new().build_with_key(ScopeKey::from_bytes([7; 32]))))
}

fn issued_token() -> &'static str {
    static TOKEN: OnceLock<String> = OnceLock::new();
    TOKEN.get_or_init(|| {
        let r = scope().issue_at(&Call::raw("shell", b"ls"), b"a b c", 1_774_608_496);
        r.map(|r| r.token.to_string()).unwrap_or_default()
    })
}

impl<'a> Arbitrary<'a> for LeakCase {
    fn arbitrary(u: &mut Unstructured<'a>) -> Result<Self> {
        let c: u8 = u.arbitrary()?;
        let seed: u64 = u.arbitrary()?;
        let mut input = Vec::new();
        for &b in u.bytes(u.len())? {
            if b == 0x03 {
                input.extend_from_slice(issued_token().as_bytes());
            } else if b == 0x04 {
                input.extend_from_slice(PLANTED_KEY.as_bytes());
            } else {
                input.extend_from_slice(&expand(&[b]));
            }
        }
        let config = LeakChoice {
            sensitivity: [0.5, 0.0, 1.0, 0.8][usize::from(c & 3)],
            entropy: c & 4 == 0,
            small_cap: c & 8 != 0,
            verified_only: c & 16 != 0,
        };
        let mut rng = SplitMix(seed);
        let max = [1, 3, 16, 64, 700, 5000][(rng.next() % 6) as usize];
        let mut chunks = Vec::new();
        let mut total = 0;
        while total < input.len() {
            let n = rng.below_incl(max);
            chunks.push((n, rng.next() & 1 == 0));
            total += n;
        }
        Ok(LeakCase {
            config,
            chunks,
            input: Bytes(input),
        })
    }
}

impl LeakChoice {
    fn config(self) -> LeakConfig {
        LeakConfig {
            sensitivity: self.sensitivity,
            entropy: self.entropy,
            holdback_cap: if self.small_cap {
                MIN_HOLDBACK_CAP
            } else {
                LeakConfig::default().holdback_cap
            },
            receipt_mode: if self.verified_only {
                ReceiptMode::VerifiedOnly
            } else {
                ReceiptMode::WellFormed
            },
            ..LeakConfig::default()
        }
    }
}

/// The filter for a configuration, compiled once per process (compiling
/// the rules costs far more than one case).
fn filter_for(c: LeakChoice) -> (&'static LeakFilter, usize, Prefix) {
    type Cache = Mutex<Vec<(u64, bool, bool, bool, &'static LeakFilter)>>;
    static CACHE: OnceLock<Cache> = OnceLock::new();
    let config = c.config();
    let (cap, prefix) = (config.holdback_cap, config.prefix.clone());
    let key = (
        c.sensitivity.to_bits(),
        c.entropy,
        c.small_cap,
        c.verified_only,
    );
    let mut cache = CACHE
        .get_or_init(Default::default)
        .lock()
        .unwrap_or_else(|e| e.into_inner());
    if let Some(hit) = cache.iter().find(|e| (e.0, e.1, e.2, e.3) == key) {
        return (hit.4, cap, prefix);
    }
    let mut filter = match LeakFilter::new(config) {
        Ok(f) => f,
        Err(e) => panic!("valid configuration rejected: {e}"),
    };
    if c.verified_only {
        filter = filter.with_scope(Arc::clone(scope()));
    }
    let filter: &'static LeakFilter = Box::leak(Box::new(filter));
    cache.push((key.0, key.1, key.2, key.3, filter));
    (filter, cap, prefix)
}

impl LeakCase {
    /// Check the properties; panics when one fails.
    pub fn check(&self) {
        let c = self.config;
        let (filter, cap, prefix) = filter_for(c);
        let input = &self.input.0;
        let text = String::from_utf8_lossy(input);
        let batch = filter.redact(&text);

        let mut stream = filter.stream();
        let mut streamed = String::new();
        let mut at = 0;
        for &(n, as_str) in &self.chunks {
            let end = (at + n).min(input.len());
            let piece = &input[at..end];
            at = end;
            match std::str::from_utf8(piece) {
                Ok(s) if as_str => streamed += &stream.feed(s),
                _ => streamed += &stream.feed_bytes(piece),
            }
            // the cap, plus up to five bytes of lookahead before a cut at
            // the cap is decided, plus an incomplete UTF-8 character
            assert!(
                stream.held() <= cap + 8,
                "stream holds {} bytes, cap {cap}",
                stream.held()
            );
        }
        if at < input.len() {
            streamed += &stream.feed_bytes(&input[at..]);
        }
        let stream_findings = stream.findings().to_vec();
        streamed += &stream.finish();

        assert_eq!(
            streamed, batch.text,
            "streaming output differs from batch output"
        );
        let mut all = stream_findings;
        all.sort_by_key(|f| f.span.start);
        // `finish` may add findings after `findings()` was read; compare
        // the prefix that was reported
        assert!(
            batch.findings.starts_with(&all),
            "streamed findings differ from batch findings:\n{all:?}\n{:?}",
            batch.findings
        );
        let mut last = 0;
        for f in &batch.findings {
            assert!(
                f.span.start >= last && f.span.start < f.span.end,
                "finding {f:?} out of order or empty"
            );
            assert!(
                text.is_char_boundary(f.span.start) && text.is_char_boundary(f.span.end),
                "finding {f:?} off a char boundary"
            );
            last = f.span.end;
        }

        if planted_key_stands_alone(&text) {
            assert!(
                !batch.text.contains(PLANTED_KEY),
                "a standalone access key id is not redacted"
            );
        }

        let wanted = surviving(&prefix, &text, c.verified_only);
        let got = count_tokens(&prefix, &batch.text);
        for (token, n) in wanted {
            let m = got.get(token).copied().unwrap_or(0);
            assert!(
                m >= n,
                "receipt {token} occurs {n} times in the input but {m} in the output"
            );
        }
    }
}

/// An access key id in the public AWS format (`AKIA` + 16 of `A-Z2-7`),
/// made up for the fuzzer; `0x04` in the input expands to it.
const PLANTED_KEY: &str = "AKIAQWERTYUIOPASDFGH";

/// True when every occurrence of the planted key in `text` stands alone:
/// preceded and followed by whitespace, a quote or a bracket (or the
/// text's ends), where the filter must redact it.
fn planted_key_stands_alone(text: &str) -> bool {
    let free = |c: Option<char>| c.is_none_or(|c| c.is_whitespace() || "()\"'".contains(c));
    let mut any = false;
    for (at, _) in text.match_indices(PLANTED_KEY) {
        let before = text[..at].chars().next_back();
        let after = text[at + PLANTED_KEY.len()..].chars().next();
        if !free(before) || !free(after) {
            return false;
        }
        any = true;
    }
    any
}

fn count_tokens<'t>(prefix: &Prefix, text: &'t str) -> HashMap<&'t str, usize> {
    let mut out = HashMap::new();
    for f in prefix.scan(text) {
        if let FoundKind::Token(_) = f.kind {
            *out.entry(&text[f.span]).or_default() += 1;
        }
    }
    out
}

/// The tokens of `text` that must reach the output.
fn surviving<'t>(prefix: &Prefix, text: &'t str, verified_only: bool) -> HashMap<&'t str, usize> {
    let mut all = count_tokens(prefix, text);
    if verified_only {
        all.retain(|t, _| scope().lookup(t).is_some());
    }
    all
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn samples() {
        for c in [0u8, 4, 8, 16, 31] {
            let mut data = vec![c, 1, 2, 3, 4, 5, 6, 7, 8];
            data.extend_from_slice(
                b"key=\x01 \x03 AKIAABCDEFGHIJKLMNOP \xe2\x82 password: hunter2hunter2 \x02x",
            );
            let case = LeakCase::arbitrary_take_rest(Unstructured::new(&data)).unwrap();
            case.check();
        }
    }
}
