//! [`Bytes`]: a byte string whose `Debug` is a Rust byte-string literal,
//! and the small decoding helpers the cases share.

use std::fmt;

use receipts_core::Prefix;

/// Bytes that print as `b"..."` (ASCII shown as is, the rest escaped), so
/// that a case's `Debug` can be pasted back into a test.
#[derive(Clone, PartialEq, Eq, Default)]
pub struct Bytes(pub Vec<u8>);

impl fmt::Debug for Bytes {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "b\"{}\"", self.0.escape_ascii())
    }
}

/// A valid token under the default prefix, used by the expansions below.
pub(crate) const SAMPLE_TOKEN: &str =
    "zc-receipt-1774608496-gzpEBuUIRYX1vd4fQl4oYkqhq4-GnoJDStmlYzvQiWA";

/// Expand the control bytes `0x01` (a valid token) and `0x02` (the bare
/// prefix and dash, `zc-receipt-`) so that the fuzzer reaches token-shaped
/// text quickly. Every other byte is kept.
pub(crate) fn expand(data: &[u8]) -> Vec<u8> {
    let mut out = Vec::with_capacity(data.len());
    for &b in data {
        match b {
            0x01 => out.extend_from_slice(SAMPLE_TOKEN.as_bytes()),
            0x02 => out.extend_from_slice(b"zc-receipt-"),
            _ => out.push(b),
        }
    }
    out
}

/// A prefix chosen by the text itself: when it starts with `prefix=<p>\n`
/// and `<p>` is a valid prefix, that prefix and the rest of the text;
/// otherwise the default prefix and the whole text.
pub(crate) fn prefix_header(text: &str) -> (Prefix, &str) {
    if let Some(rest) = text.strip_prefix("prefix=")
        && let Some((p, body)) = rest.split_once('\n')
        && let Ok(prefix) = Prefix::new(p)
    {
        return (prefix, body);
    }
    (Prefix::default(), text)
}

/// A small deterministic generator (SplitMix64), for chunk sizes and
/// choices derived from a seed in the input.
pub(crate) struct SplitMix(pub(crate) u64);

impl SplitMix {
    pub(crate) fn next(&mut self) -> u64 {
        self.0 = self.0.wrapping_add(0x9E37_79B9_7F4A_7C15);
        let mut z = self.0;
        z = (z ^ (z >> 30)).wrapping_mul(0xBF58_476D_1CE4_E5B9);
        z = (z ^ (z >> 27)).wrapping_mul(0x94D0_49BB_1331_11EB);
        z ^ (z >> 31)
    }

    /// A value in `1..=max` (`max >= 1`).
    pub(crate) fn below_incl(&mut self, max: usize) -> usize {
        1 + (self.next() % max as u64) as usize
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn bytes_debug_is_a_literal() {
        assert_eq!(
            format!("{:?}", Bytes(b"a\"\n\xff".to_vec())),
            r#"b"a\"\n\xff""#
        );
    }

    #[test]
    fn header_and_expansion() {
        let (p, body) = prefix_header("prefix=acme\nhello");
        assert_eq!((p.as_str(), body), ("acme", "hello"));
        let (p, body) = prefix_header("prefix=-bad\nhello");
        assert_eq!((p.as_str(), body), ("zc-receipt", "prefix=-bad\nhello"));
        assert_eq!(expand(b"a\x02b"), b"azc-receipt-b");
        assert!(receipts_core::Token::parse(SAMPLE_TOKEN).is_ok());
    }
}
