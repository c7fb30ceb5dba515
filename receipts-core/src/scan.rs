//! Find receipt tokens, and text that starts like one but breaks the
//! grammar, in one linear pass.

use std::ops::Range;

use memchr::memmem;

use crate::error::TokenError;
use crate::token::{Checked, Prefix, Token, is_glue_char, is_token_char};

/// One receipt-like occurrence in scanned text.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Found {
    /// Byte span in the scanned text; always on `char` boundaries.
    pub span: Range<usize>,
    /// What is there.
    pub kind: FoundKind,
}

/// Whether a [`Found`] is a well-formed token or a malformed near-token.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum FoundKind {
    /// A well-formed token with boundaries on both sides.
    Token(Token),
    /// `<prefix>-` at a token boundary followed by something that breaks the
    /// grammar. The span runs over the prefix and every glued token
    /// character after it.
    Malformed(TokenError),
}

impl Found {
    /// The token, when well-formed.
    pub fn token(&self) -> Option<&Token> {
        match &self.kind {
            FoundKind::Token(t) => Some(t),
            FoundKind::Malformed(_) => None,
        }
    }
}

/// Iterator over receipt-like occurrences, in order, non-overlapping.
///
/// Created by [`Prefix::scan`].
pub struct Scan<'p, 't> {
    prefix: &'p Prefix,
    finder: memmem::Finder<'p>,
    text: &'t str,
    pos: usize,
}

impl Prefix {
    /// Scan `text` for receipts: every well-formed token and every malformed
    /// near-token (`<prefix>-` at a boundary, then something that fails the
    /// grammar), with byte spans, in one linear pass.
    ///
    /// A token counts only at token boundaries: the byte before the prefix
    /// must not be one of `A-Z a-z 0-9 - _`, and the byte after the digest
    /// must not be one of those or `+ / =`.
    ///
    /// ```
    /// use receipts_core::{Prefix, FoundKind};
    ///
    /// let text = "ok [receipt: zc-receipt-1-gzpEBuUIRYX1vd4fQl4oYkqhq4-GnoJDStmlYzvQiWA] and zc-receipt-01-x";
    /// let found: Vec<_> = Prefix::default().scan(text).collect();
    /// assert_eq!(found.len(), 2);
    /// assert!(matches!(found[0].kind, FoundKind::Token(_)));
    /// assert!(matches!(found[1].kind, FoundKind::Malformed(_)));
    /// assert_eq!(&text[found[1].span.clone()], "zc-receipt-01-x");
    /// ```
    pub fn scan<'p, 't>(&'p self, text: &'t str) -> Scan<'p, 't> {
        Scan {
            prefix: self,
            finder: memmem::Finder::new(self.as_str().as_bytes()),
            text,
            pos: 0,
        }
    }
}

/// The next receipt-like occurrence at or after `*pos`: its span and what
/// the grammar check found (for a token only when it also has a boundary
/// after it). Advances `*pos` past it. Shared by [`Scan`] and
/// [`ScanSpans`], so both follow one grammar.
fn next_span(
    prefix: &Prefix,
    finder: &memmem::Finder<'_>,
    bytes: &[u8],
    pos: &mut usize,
) -> Option<(Range<usize>, Result<Checked, TokenError>)> {
    let plen = prefix.as_str().len();
    while *pos < bytes.len() {
        let at = *pos + finder.find(&bytes[*pos..])?;
        // boundary before, and a '-' right after the prefix
        let left_ok = at == 0 || !is_token_char(bytes[at - 1]);
        let dash = bytes.get(at + plen) == Some(&b'-');
        if !left_ok || !dash {
            *pos = at + 1;
            continue;
        }
        let reason = match prefix.check_at(bytes, at) {
            Ok(c) if at + c.len == bytes.len() || !is_glue_char(bytes[at + c.len]) => {
                *pos = at + c.len;
                return Some((at..at + c.len, Ok(c)));
            }
            Ok(_) => TokenError::Trailing,
            Err(e) => e,
        };
        let mut end = at + plen + 1;
        while end < bytes.len() && is_glue_char(bytes[end]) {
            end += 1;
        }
        *pos = end;
        return Some((at..end, Err(reason)));
    }
    None
}

impl Iterator for Scan<'_, '_> {
    type Item = Found;

    fn next(&mut self) -> Option<Found> {
        let bytes = self.text.as_bytes();
        let (span, checked) = next_span(self.prefix, &self.finder, bytes, &mut self.pos)?;
        let kind = match checked.and_then(|c| self.prefix.build_at(bytes, span.start, c)) {
            Ok(token) => FoundKind::Token(token),
            Err(e) => FoundKind::Malformed(e),
        };
        Some(Found { span, kind })
    }
}

/// Iterator over receipt-like occurrences as spans, without building
/// tokens (no allocation, no digest decoding): what a filter that only
/// needs to know where well-formed receipts are uses.
///
/// Created by [`Prefix::scan_spans`]; yields the same spans as
/// [`Prefix::scan`], with `None` for a well-formed token and the reason
/// for a malformed near-token.
pub struct ScanSpans<'p, 't> {
    prefix: &'p Prefix,
    finder: memmem::Finder<'p>,
    text: &'t str,
    pos: usize,
}

impl Prefix {
    /// [`Prefix::scan`] without building the tokens.
    ///
    /// ```
    /// use receipts_core::Prefix;
    ///
    /// let text = "ok zc-receipt-1-gzpEBuUIRYX1vd4fQl4oYkqhq4-GnoJDStmlYzvQiWA and zc-receipt-01-x";
    /// let spans: Vec<_> = Prefix::default().scan_spans(text).collect();
    /// assert_eq!(spans.len(), 2);
    /// assert!(spans[0].1.is_none());
    /// assert_eq!(&text[spans[1].0.clone()], "zc-receipt-01-x");
    /// ```
    pub fn scan_spans<'p, 't>(&'p self, text: &'t str) -> ScanSpans<'p, 't> {
        ScanSpans {
            prefix: self,
            finder: memmem::Finder::new(self.as_str().as_bytes()),
            text,
            pos: 0,
        }
    }
}

impl Iterator for ScanSpans<'_, '_> {
    type Item = (Range<usize>, Option<TokenError>);

    fn next(&mut self) -> Option<Self::Item> {
        let bytes = self.text.as_bytes();
        next_span(self.prefix, &self.finder, bytes, &mut self.pos)
            .map(|(span, checked)| (span, checked.err()))
    }
}

impl std::iter::FusedIterator for ScanSpans<'_, '_> {}

impl std::iter::FusedIterator for Scan<'_, '_> {}

#[cfg(test)]
mod tests {
    use super::*;

    const D: &str = "gzpEBuUIRYX1vd4fQl4oYkqhq4-GnoJDStmlYzvQiWA";

    fn scan(s: &str) -> Vec<(String, bool)> {
        Prefix::default()
            .scan(s)
            .map(|f| (s[f.span.clone()].to_owned(), f.token().is_some()))
            .collect()
    }

    #[test]
    fn finds_tokens_and_near_tokens() {
        let t = format!("zc-receipt-7-{D}");
        let text = format!("a {t}. b ({t}) zc-receipt-+7-{D} zc-receipt-7-{D}xyz end");
        let got = scan(&text);
        assert_eq!(
            got,
            vec![
                (t.clone(), true),
                (t.clone(), true),
                (format!("zc-receipt-+7-{D}"), false),
                (format!("zc-receipt-7-{D}xyz"), false),
            ]
        );
    }

    #[test]
    fn needs_left_boundary() {
        assert!(scan(&format!("xzc-receipt-7-{D}")).is_empty());
        assert!(scan(&format!("_zc-receipt-7-{D}")).is_empty());
        assert_eq!(scan(&format!("/zc-receipt-7-{D}")).len(), 1);
        assert!(scan("zc-receipt without dash").is_empty());
        assert!(scan("").is_empty());
    }

    #[test]
    fn glued_extras_are_malformed() {
        for glue in ["=", "+", "/", "_", "-"] {
            let text = format!("zc-receipt-7-{D}{glue}");
            let got = scan(&text);
            assert_eq!(got, vec![(text.clone(), false)], "{glue}");
        }
    }

    #[test]
    fn multibyte_neighbours_keep_char_boundaries() {
        let text = format!("é{}€zc-receipt-1-{D}€ zc-receipt-é", "");
        for f in Prefix::default().scan(&text) {
            assert!(text.is_char_boundary(f.span.start));
            assert!(text.is_char_boundary(f.span.end));
        }
        assert_eq!(Prefix::default().scan(&text).count(), 2);
    }
}
