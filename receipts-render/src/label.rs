//! Labels as a block shows them: a tool name (or `delegate/tool`) made safe
//! to put on one line.

use std::borrow::Cow;

use receipts_core::Receipt;

/// What an empty label is shown as.
pub const EMPTY_LABEL: &str = "(unnamed)";

/// True for characters a label must not carry into a rendered line:
/// control characters (line breaks included), the Unicode line and
/// paragraph separators, and the invisible direction and byte-order marks
/// that could make one line look like another.
fn is_unsafe(c: char) -> bool {
    c.is_control()
        || matches!(
            c,
            '\u{2028}'
                | '\u{2029}'
                | '\u{200E}'
                | '\u{200F}'
                | '\u{061C}'
                | '\u{202A}'..='\u{202E}'
                | '\u{2066}'..='\u{2069}'
                | '\u{FEFF}'
        )
}

/// A label made safe for a single rendered line: every control character,
/// line or paragraph separator and bidirectional control is replaced by
/// U+FFFD, surrounding whitespace is trimmed, and an empty result becomes
/// [`EMPTY_LABEL`]. An ordinary tool name comes back unchanged (borrowed).
///
/// Every built-in renderer except [`crate::Json`] (which escapes for JSON
/// instead) passes labels through this before escaping them for its medium.
///
/// ```
/// use receipts_render::sanitize_label;
///
/// assert_eq!(sanitize_label("research/web_fetch"), "research/web_fetch");
/// assert_eq!(sanitize_label("a\nb\u{202E}c"), "a\u{FFFD}b\u{FFFD}c");
/// assert_eq!(sanitize_label("  "), "(unnamed)");
/// ```
pub fn sanitize_label(label: &str) -> Cow<'_, str> {
    let trimmed = label.trim();
    if trimmed.is_empty() {
        return Cow::Borrowed(EMPTY_LABEL);
    }
    if !trimmed.chars().any(is_unsafe) {
        return Cow::Borrowed(trimmed);
    }
    let replaced: String = trimmed
        .chars()
        .map(|c| if is_unsafe(c) { '\u{FFFD}' } else { c })
        .collect();
    // replacing may have exposed nothing new to trim (U+FFFD is not
    // whitespace), so this is final
    Cow::Owned(replaced)
}

/// The sanitized label of a receipt, cut to its first `max_chars`
/// characters plus `…` when `max_chars` is given and the label is longer.
pub(crate) fn display_label(receipt: &Receipt, max_chars: Option<usize>) -> String {
    let full = receipt.label();
    let label = sanitize_label(&full);
    match max_chars {
        Some(n) if label.chars().count() > n => {
            let mut s: String = label.chars().take(n).collect();
            s.push('…');
            s
        }
        _ => label.into_owned(),
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use receipts_core::{Prefix, Provenance, Tag};
    use std::sync::Arc;

    #[test]
    fn truncates_by_chars_not_bytes() {
        let r = Receipt {
            token: Prefix::default().token(1, Tag::from_bytes([0; 32])),
            tool: Arc::from("ééééé"),
            call_id: None,
            provenance: Provenance::Main,
        };
        assert_eq!(display_label(&r, Some(2)), "éé…");
        assert_eq!(display_label(&r, Some(5)), "ééééé");
        assert_eq!(display_label(&r, None), "ééééé");
    }

    #[test]
    fn trims_and_replaces() {
        assert_eq!(sanitize_label(" x\r\n"), "x");
        assert_eq!(sanitize_label("a\u{2028}b"), "a\u{FFFD}b");
        assert_eq!(sanitize_label(""), EMPTY_LABEL);
    }
}
