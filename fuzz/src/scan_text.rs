//! `scan_text`: arbitrary text into the token scanner.

use arbitrary::{Arbitrary, Result, Unstructured};
use receipts_core::{FoundKind, Prefix, is_token_char};

use crate::bytes::{expand, prefix_header};

/// A `scan_text` case: the prefix to scan for and the text.
///
/// Decoding: the bytes with `0x01` expanded to a valid token and `0x02` to
/// `zc-receipt-`, as text (invalid UTF-8 replaced by U+FFFD); a first line
/// `prefix=<p>` selects the prefix `<p>`.
///
/// Properties: every reported span is non-empty, on char boundaries, in
/// order and non-overlapping; it starts with `<prefix>-` at a left
/// boundary; a reported token re-parses from its span to the same token
/// and has a right boundary; a reported near-token does not parse;
/// nothing panics.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct ScanCase {
    /// The prefix to scan for.
    pub prefix: String,
    /// The text to scan.
    pub text: String,
}

impl<'a> Arbitrary<'a> for ScanCase {
    fn arbitrary(u: &mut Unstructured<'a>) -> Result<Self> {
        let data = expand(u.bytes(u.len())?);
        let all = String::from_utf8_lossy(&data);
        let (prefix, text) = prefix_header(&all);
        Ok(ScanCase {
            prefix: prefix.as_str().to_owned(),
            text: text.to_owned(),
        })
    }
}

impl ScanCase {
    /// Check the properties; panics when one fails.
    pub fn check(&self) {
        let Ok(prefix) = Prefix::new(&self.prefix) else {
            return;
        };
        let text = self.text.as_str();
        let bytes = text.as_bytes();
        let lead = format!("{prefix}-");
        let mut last_end = 0;
        for found in prefix.scan(text) {
            let span = found.span.clone();
            assert!(span.start < span.end, "empty span {span:?}");
            assert!(span.end <= text.len(), "span {span:?} past the end");
            assert!(
                span.start >= last_end,
                "span {span:?} overlaps or is out of order"
            );
            assert!(
                text.is_char_boundary(span.start),
                "span start {span:?} not on a char boundary"
            );
            assert!(
                text.is_char_boundary(span.end),
                "span end {span:?} not on a char boundary"
            );
            last_end = span.end;
            let piece = &text[span.clone()];
            assert!(
                piece.starts_with(&lead),
                "span {span:?} does not start with the prefix"
            );
            assert!(
                span.start == 0 || !is_token_char(bytes[span.start - 1]),
                "span {span:?} has no left boundary"
            );
            match &found.kind {
                FoundKind::Token(tok) => {
                    let reparsed = prefix.parse(piece);
                    assert_eq!(
                        reparsed.as_ref().ok(),
                        Some(tok),
                        "token span {span:?} does not re-parse"
                    );
                    assert!(
                        span.end == text.len() || !receipts_core::is_glue_char(bytes[span.end]),
                        "token {span:?} has no right boundary"
                    );
                }
                FoundKind::Malformed(_) => {
                    assert!(
                        prefix.parse(piece).is_err(),
                        "near-token {span:?} parses as a token"
                    );
                }
            }
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn samples() {
        let case =
            ScanCase::arbitrary_take_rest(Unstructured::new(b"a \x01, \x02+1 \x01\x01 \xe2\x82"))
                .unwrap();
        assert!(case.text.starts_with("a zc-receipt-1774608496-"));
        case.check();
        let case = ScanCase::arbitrary_take_rest(Unstructured::new(
            b"prefix=r\nr-1-x r-0-AAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAA",
        ))
        .unwrap();
        assert_eq!(case.prefix, "r");
        case.check();
    }
}
