//! `parse_token`: arbitrary text into the token parser.

use arbitrary::{Arbitrary, Result, Unstructured};
use receipts_core::{DIGEST_LEN, FoundKind, Prefix};

/// How many prefixes besides the default one a case tries: the text up to
/// each of its first dashes, when that is a valid prefix.
const MAX_PREFIX_CANDIDATES: usize = 4;

/// A `parse_token` case: the input bytes as text (invalid UTF-8 replaced
/// by U+FFFD).
///
/// Properties: whatever parses (under the default prefix, or under the
/// text's own leading part as a prefix) formats back to the identical
/// string, from the token and from its parts (`Prefix::token(ts, tag)`),
/// and the scanner finds exactly that token spanning the whole text;
/// whatever does not parse is not reported as a whole-text token by the
/// scanner; nothing panics.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct ParseTokenCase {
    /// The text given to the parser.
    pub text: String,
}

impl<'a> Arbitrary<'a> for ParseTokenCase {
    fn arbitrary(u: &mut Unstructured<'a>) -> Result<Self> {
        let data = u.bytes(u.len())?;
        Ok(ParseTokenCase {
            text: String::from_utf8_lossy(data).into_owned(),
        })
    }
}

impl ParseTokenCase {
    /// Check the properties; panics when one fails.
    pub fn check(&self) {
        let text = self.text.as_str();
        let mut prefixes = vec![Prefix::default()];
        prefixes.extend(
            text.match_indices('-')
                .take(MAX_PREFIX_CANDIDATES)
                .filter_map(|(i, _)| Prefix::new(&text[..i]).ok()),
        );
        for prefix in &prefixes {
            check_under(prefix, text);
        }
    }
}

fn check_under(prefix: &Prefix, text: &str) {
    let whole: Vec<_> = prefix
        .scan(text)
        .filter(|f| f.span == (0..text.len()) && matches!(f.kind, FoundKind::Token(_)))
        .collect();
    match prefix.parse(text) {
        Ok(tok) => {
            assert_eq!(tok.as_str(), text, "parsed token text differs from input");
            assert_eq!(tok.to_string(), text, "Display differs from input");
            assert_eq!(tok.prefix(), prefix.as_str(), "prefix part");
            assert_eq!(tok.digest().len(), DIGEST_LEN, "digest length");
            let reformatted = prefix.token(tok.ts(), *tok.tag());
            assert_eq!(
                reformatted.as_str(),
                text,
                "re-formatting from parts differs"
            );
            assert_eq!(reformatted, tok);
            let found: Vec<_> = prefix.scan(text).collect();
            assert_eq!(found.len(), 1, "scanner disagrees with parser: {found:?}");
            assert_eq!(found[0].span, 0..text.len(), "scanner span");
            assert_eq!(found[0].token(), Some(&tok), "scanner token");
            if prefix.as_str() == receipts_core::DEFAULT_PREFIX {
                assert_eq!(receipts_core::Token::parse(text).ok(), Some(tok));
            }
        }
        Err(e) => {
            assert!(!e.to_string().is_empty(), "empty error message");
            assert!(
                whole.is_empty(),
                "parser rejects ({e}) but scanner reports a whole-text token: {whole:?}"
            );
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn valid_and_invalid() {
        for text in [
            crate::bytes::SAMPLE_TOKEN,
            "acme-1-5-AAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAA",
            "zc-receipt-01-AAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAA",
            "",
            "-",
        ] {
            ParseTokenCase { text: text.into() }.check();
        }
    }
}
