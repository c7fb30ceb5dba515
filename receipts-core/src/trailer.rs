//! The v1 tool-result trailer: the result, then `\n\n[receipt: <token>]`.

use crate::token::Token;

/// What goes between the result text and the token.
pub const TRAILER_OPEN: &str = "\n\n[receipt: ";
/// What closes the trailer.
pub const TRAILER_CLOSE: &str = "]";

/// Append the v1 trailer for `token` to a tool result.
///
/// ```
/// use receipts_core::{append_trailer, split_trailer, Prefix, Tag};
///
/// let token = Prefix::default().token(5, Tag::from_bytes([0; 32]));
/// let mut text = String::from("42 files");
/// append_trailer(&mut text, &token);
/// assert_eq!(text, format!("42 files\n\n[receipt: {token}]"));
/// assert_eq!(split_trailer(&text), Some(("42 files", token.as_str())));
/// ```
pub fn append_trailer(result: &mut String, token: &Token) {
    result.reserve(TRAILER_OPEN.len() + token.as_str().len() + 1);
    result.push_str(TRAILER_OPEN);
    result.push_str(token.as_str());
    result.push_str(TRAILER_CLOSE);
}

/// The result text with the trailer for `token` appended.
pub fn with_trailer(result: &str, token: &Token) -> String {
    let mut s = String::with_capacity(result.len() + TRAILER_OPEN.len() + 80);
    s.push_str(result);
    append_trailer(&mut s, token);
    s
}

/// Split a tool-result text into the result and the token text of its
/// trailer, the inverse of [`append_trailer`]. The token text is returned
/// unparsed (parse it with [`crate::Prefix::parse`]); `None` when the text
/// does not end in a trailer.
///
/// The split uses the *last* `\n\n[receipt: ` so that a result which itself
/// ends in something trailer-like round-trips exactly.
pub fn split_trailer(text: &str) -> Option<(&str, &str)> {
    let body = text.strip_suffix(TRAILER_CLOSE)?;
    let at = body.rfind(TRAILER_OPEN)?;
    let token = &body[at + TRAILER_OPEN.len()..];
    if token.is_empty() || token.contains(['\n', '[', ']']) {
        return None;
    }
    Some((&text[..at], token))
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::{Prefix, Tag};

    #[test]
    fn round_trip_on_trailer_like_result() {
        let t = Prefix::default().token(9, Tag::from_bytes([3; 32]));
        let tricky = format!("x\n\n[receipt: {t}]");
        let mut text = tricky.clone();
        append_trailer(&mut text, &t);
        assert_eq!(split_trailer(&text), Some((tricky.as_str(), t.as_str())));
        assert_eq!(split_trailer(""), None);
        assert_eq!(split_trailer("no trailer]"), None);
        assert_eq!(split_trailer("x\n\n[receipt: ]"), None);
    }
}
