//! The v1 receipt token: `<prefix>-<ts>-<digest>`, and the [`Prefix`] that
//! parses it.

use std::fmt;
use std::sync::Arc;

use base64::Engine as _;

use crate::error::{Error, ErrorKind, TokenError};
use crate::tag::Tag;

/// The default receipt prefix.
pub const DEFAULT_PREFIX: &str = "zc-receipt";

/// Length of the base64url digest in a token.
pub const DIGEST_LEN: usize = 43;

/// The characters allowed as the last digest character: those whose two low
/// bits (padding bits of the 258-bit encoding of a 256-bit tag) are zero.
pub const DIGEST_LAST_CHARS: &str = "AEIMQUYcgkosw048";

const MAX_PREFIX_LEN: usize = 64;

/// True for characters that can be part of a token (`A-Z a-z 0-9 - _`).
/// A token must not be preceded by one of them.
#[inline]
pub fn is_token_char(b: u8) -> bool {
    b.is_ascii_alphanumeric() || b == b'-' || b == b'_'
}

/// True for characters that, glued right after a digest, make the token
/// malformed: token characters and the base64 extras `+ / =`.
#[inline]
pub fn is_glue_char(b: u8) -> bool {
    is_token_char(b) || b == b'+' || b == b'/' || b == b'='
}

#[inline]
fn b64url_value(b: u8) -> bool {
    b.is_ascii_alphanumeric() || b == b'-' || b == b'_'
}

/// What [`Prefix::check_at`] found: a token's timestamp, where its digest
/// starts and its length (both relative to the token's start).
#[derive(Debug, Clone, Copy)]
pub(crate) struct Checked {
    pub(crate) ts: u64,
    pub(crate) digest_start: usize,
    pub(crate) len: usize,
}

/// A validated receipt prefix, and the v1 token grammar under it.
///
/// Cheap to clone.
///
/// ```
/// use receipts_core::Prefix;
///
/// let p = Prefix::default();
/// let t = p.parse("zc-receipt-1774608496-gzpEBuUIRYX1vd4fQl4oYkqhq4-GnoJDStmlYzvQiWA").unwrap();
/// assert_eq!(t.ts(), 1774608496);
/// assert!(p.parse("zc-receipt-01-gzpEBuUIRYX1vd4fQl4oYkqhq4-GnoJDStmlYzvQiWA").is_err());
/// assert!(Prefix::new("bad prefix").is_err());
/// ```
#[derive(Clone, PartialEq, Eq, Hash)]
pub struct Prefix(Arc<str>);

impl Prefix {
    /// Validate a prefix: 1 to 64 ASCII letters, digits and `-`, starting
    /// and ending with a letter or digit.
    ///
    /// # Errors
    /// [`ErrorKind::InvalidPrefix`] otherwise.
    pub fn new(prefix: &str) -> Result<Self, Error> {
        let b = prefix.as_bytes();
        let ok = !b.is_empty()
            && b.len() <= MAX_PREFIX_LEN
            && b.iter().all(|&c| c.is_ascii_alphanumeric() || c == b'-')
            && b[0].is_ascii_alphanumeric()
            && b[b.len() - 1].is_ascii_alphanumeric();
        if ok {
            Ok(Prefix(Arc::from(prefix)))
        } else {
            Err(Error::new(ErrorKind::InvalidPrefix))
        }
    }

    /// The prefix text.
    pub fn as_str(&self) -> &str {
        &self.0
    }

    /// Parse `text` as exactly one token (nothing before or after it).
    ///
    /// # Errors
    /// [`ErrorKind::MalformedToken`] with the reason.
    pub fn parse(&self, text: &str) -> Result<Token, Error> {
        let (tok, end) = self.parse_at(text.as_bytes(), 0).map_err(Error::from)?;
        if end != text.len() {
            return Err(TokenError::Trailing.into());
        }
        Ok(tok)
    }

    /// Parse a token starting at byte `start` of `bytes`; on success returns
    /// the token and the end offset of its digest. Does not check what
    /// follows the digest, except that the digest must not run on into more
    /// base64url characters (that is [`TokenError::Trailing`]).
    /// Check the token grammar at `bytes[start..]` without building the
    /// token. After it the digest is 43 valid base64url characters with a
    /// canonical last character.
    pub(crate) fn check_at(&self, bytes: &[u8], start: usize) -> Result<Checked, TokenError> {
        let p = self.0.as_bytes();
        let rest = &bytes[start..];
        if rest.len() < p.len() + 1 || &rest[..p.len()] != p || rest[p.len()] != b'-' {
            return Err(TokenError::Prefix);
        }
        let mut i = p.len() + 1;
        // timestamp: canonical decimal u64
        let ts_start = i;
        let mut ts: u64 = 0;
        while i < rest.len() && rest[i].is_ascii_digit() {
            ts = ts
                .checked_mul(10)
                .and_then(|v| v.checked_add(u64::from(rest[i] - b'0')))
                .ok_or(TokenError::Timestamp)?;
            i += 1;
        }
        let ts_len = i - ts_start;
        if ts_len == 0 || (ts_len > 1 && rest[ts_start] == b'0') {
            return Err(TokenError::Timestamp);
        }
        if i >= rest.len() || rest[i] != b'-' {
            // a '+', letter or anything else glued to the digits
            return Err(if i < rest.len() && is_glue_char(rest[i]) {
                TokenError::Timestamp
            } else {
                TokenError::Separator
            });
        }
        i += 1;
        let d_start = i;
        while i < rest.len() && b64url_value(rest[i]) {
            i += 1;
        }
        let d_len = i - d_start;
        if d_len < DIGEST_LEN {
            if i < rest.len() && (rest[i] == b'+' || rest[i] == b'/') {
                return Err(TokenError::DigestAlphabet);
            }
            return Err(TokenError::DigestLength);
        }
        if d_len > DIGEST_LEN {
            return Err(TokenError::Trailing);
        }
        let digest = &rest[d_start..i];
        if !DIGEST_LAST_CHARS
            .as_bytes()
            .contains(&digest[DIGEST_LEN - 1])
        {
            return Err(TokenError::DigestLastChar);
        }
        Ok(Checked {
            ts,
            digest_start: d_start,
            len: i,
        })
    }

    pub(crate) fn parse_at(
        &self,
        bytes: &[u8],
        start: usize,
    ) -> Result<(Token, usize), TokenError> {
        let checked = self.check_at(bytes, start)?;
        Ok((self.build_at(bytes, start, checked)?, start + checked.len))
    }

    /// The token that [`Prefix::check_at`] found at `bytes[start..]`:
    /// decodes the digest and copies the text.
    pub(crate) fn build_at(
        &self,
        bytes: &[u8],
        start: usize,
        checked: Checked,
    ) -> Result<Token, TokenError> {
        let Checked {
            ts,
            digest_start: d_start,
            len: i,
        } = checked;
        let p = self.0.as_bytes();
        let rest = &bytes[start..];
        let digest = &rest[d_start..i];
        let mut tag = [0u8; 32];
        match base64::engine::general_purpose::URL_SAFE_NO_PAD.decode_slice(digest, &mut tag) {
            Ok(32) => {}
            _ => return Err(TokenError::DigestAlphabet),
        }
        let text = match std::str::from_utf8(&rest[..i]) {
            Ok(s) => Arc::from(s),
            Err(_) => return Err(TokenError::DigestAlphabet),
        };
        Ok(Token {
            text,
            prefix_len: p.len(),
            ts,
            tag: Tag::from_bytes(tag),
        })
    }

    /// Format a token from its parts.
    pub fn token(&self, ts: u64, tag: Tag) -> Token {
        // prefix (<= 64) + '-' + ts (<= 20) + '-' + digest (43)
        let mut buf = [0u8; MAX_PREFIX_LEN + 1 + 20 + 1 + DIGEST_LEN];
        let p = self.0.as_bytes();
        let mut n = p.len();
        buf[..n].copy_from_slice(p);
        buf[n] = b'-';
        n += 1;
        let mut digits = itoa::Buffer::new();
        let ts_text = digits.format(ts).as_bytes();
        buf[n..n + ts_text.len()].copy_from_slice(ts_text);
        n += ts_text.len();
        buf[n] = b'-';
        n += 1;
        let written = base64::engine::general_purpose::URL_SAFE_NO_PAD
            .encode_slice(tag.as_bytes(), &mut buf[n..])
            .unwrap_or(0);
        n += written;
        // Every byte written above is ASCII.
        let text: Arc<str> = Arc::from(std::str::from_utf8(&buf[..n]).unwrap_or_default());
        Token {
            text,
            prefix_len: p.len(),
            ts,
            tag,
        }
    }
}

impl Default for Prefix {
    fn default() -> Self {
        Prefix(Arc::from(DEFAULT_PREFIX))
    }
}

impl fmt::Debug for Prefix {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "Prefix({:?})", &*self.0)
    }
}

impl fmt::Display for Prefix {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(&self.0)
    }
}

impl std::str::FromStr for Prefix {
    type Err = Error;
    fn from_str(s: &str) -> Result<Self, Error> {
        Prefix::new(s)
    }
}

/// A well-formed v1 receipt token. Receipts are public: a token carries no
/// secret.
///
/// Its `Display` is the canonical token text; parsing that text with the
/// same prefix gives the same token back.
#[derive(Clone)]
pub struct Token {
    text: Arc<str>,
    prefix_len: usize,
    ts: u64,
    tag: Tag,
}

// Tokens are public; equality is for collections and tests, never for
// verification (which recomputes the tag and goes through
// `MacBackend::verify`).
impl PartialEq for Token {
    fn eq(&self, other: &Token) -> bool {
        self.text == other.text
    }
}
impl Eq for Token {}
impl std::hash::Hash for Token {
    fn hash<H: std::hash::Hasher>(&self, state: &mut H) {
        self.text.hash(state);
    }
}

impl Token {
    /// Parse with the default prefix `zc-receipt`.
    ///
    /// # Errors
    /// [`ErrorKind::MalformedToken`] when `text` is not exactly one token.
    pub fn parse(text: &str) -> Result<Token, Error> {
        Prefix::default().parse(text)
    }

    /// The token text.
    pub fn as_str(&self) -> &str {
        &self.text
    }

    /// The prefix part.
    pub fn prefix(&self) -> &str {
        &self.text[..self.prefix_len]
    }

    /// The timestamp in epoch seconds.
    pub fn ts(&self) -> u64 {
        self.ts
    }

    /// The 32-byte tag.
    pub fn tag(&self) -> &Tag {
        &self.tag
    }

    /// The base64url digest text (43 characters).
    pub fn digest(&self) -> &str {
        &self.text[self.text.len() - DIGEST_LEN..]
    }
}

impl fmt::Display for Token {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(&self.text)
    }
}

impl fmt::Debug for Token {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "Token({})", self.text)
    }
}

impl AsRef<str> for Token {
    fn as_ref(&self) -> &str {
        &self.text
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    const D: &str = "gzpEBuUIRYX1vd4fQl4oYkqhq4-GnoJDStmlYzvQiWA";

    fn err(s: &str) -> TokenError {
        match Prefix::default().parse(s).unwrap_err().kind() {
            ErrorKind::MalformedToken(e) => *e,
            k => panic!("unexpected {k:?}"),
        }
    }

    #[test]
    fn parses_example() {
        let s = format!("zc-receipt-1774608496-{D}");
        let t = Token::parse(&s).unwrap();
        assert_eq!(t.ts(), 1774608496);
        assert_eq!(t.prefix(), "zc-receipt");
        assert_eq!(t.digest(), D);
        assert_eq!(t.to_string(), s);
        assert_eq!(Prefix::default().token(t.ts(), *t.tag()).as_str(), s);
    }

    #[test]
    fn timestamp_rules() {
        assert!(Token::parse(&format!("zc-receipt-0-{D}")).is_ok());
        assert_eq!(
            Token::parse(&format!("zc-receipt-18446744073709551615-{D}"))
                .unwrap()
                .ts(),
            u64::MAX
        );
        assert_eq!(
            err(&format!("zc-receipt-18446744073709551616-{D}")),
            TokenError::Timestamp
        );
        assert_eq!(err(&format!("zc-receipt-+1-{D}")), TokenError::Timestamp);
        assert_eq!(err(&format!("zc-receipt-01-{D}")), TokenError::Timestamp);
        assert_eq!(err(&format!("zc-receipt-00-{D}")), TokenError::Timestamp);
        assert_eq!(err(&format!("zc-receipt--{D}")), TokenError::Timestamp);
        assert_eq!(err(&format!("zc-receipt-1x-{D}")), TokenError::Timestamp);
        assert_eq!(err(&format!("zc-receipt-1 {D}")), TokenError::Separator);
    }

    #[test]
    fn digest_rules() {
        assert_eq!(
            err(&format!("zc-receipt-1-{}", &D[..42])),
            TokenError::DigestLength
        );
        assert_eq!(err(&format!("zc-receipt-1-{D}A")), TokenError::Trailing);
        assert_eq!(err(&format!("zc-receipt-1-{D}=")), TokenError::Trailing);
        let bad_last = format!("zc-receipt-1-{}B", &D[..42]);
        assert_eq!(err(&bad_last), TokenError::DigestLastChar);
        let with_plus = format!("zc-receipt-1-{}+{}", &D[..10], &D[11..]);
        assert_eq!(err(&with_plus), TokenError::DigestAlphabet);
        assert_eq!(err("zc-receipt"), TokenError::Prefix);
        assert_eq!(err(""), TokenError::Prefix);
        assert_eq!(err(&format!("zc-receip-1-{D}")), TokenError::Prefix);
    }

    #[test]
    fn every_valid_last_char_parses() {
        for c in DIGEST_LAST_CHARS.chars() {
            let s = format!("zc-receipt-5-{}{c}", &D[..42]);
            assert!(Token::parse(&s).is_ok(), "{s}");
        }
    }

    #[test]
    fn prefix_rules() {
        assert!(Prefix::new("zc-receipt").is_ok());
        assert!(Prefix::new("acme2-r").is_ok());
        for bad in ["", "-a", "a-", "a b", "a_b", "é", &"a".repeat(65)] {
            assert!(Prefix::new(bad).is_err(), "{bad}");
        }
        let p = Prefix::new("acme-1").unwrap();
        let t = p.token(42, Tag::from_bytes([0; 32]));
        assert_eq!(p.parse(t.as_str()).unwrap(), t);
        assert!(Prefix::default().parse(t.as_str()).is_err());
    }
}
