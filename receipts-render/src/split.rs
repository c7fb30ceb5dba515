//! Splitting a block into messages for channels with a size limit.

use receipts_core::Receipt;

/// The smallest message limit a built-in renderer accepts. Smaller limits
/// are raised to this, so that a receipt line with the longest possible
/// token (129 characters) and a shortened label always fits in a message
/// and no token is ever cut.
pub const MIN_MESSAGE_LIMIT: usize = 256;

/// Length of `text` in UTF-16 code units: what JavaScript's `length`
/// reports, and what [`crate::TelegramHtml`] and [`crate::Slack`] count. It
/// is never less than the number of code points, so a message that fits by
/// this count also fits a limit counted in characters.
///
/// ```
/// assert_eq!(receipts_render::utf16_len("a€😀"), 4);
/// ```
pub fn utf16_len(text: &str) -> usize {
    text.chars().map(char::len_utf16).sum()
}

/// The unit a channel counts its message limit in.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
#[non_exhaustive]
pub enum LengthUnit {
    /// UTF-16 code units, what JavaScript's `length` counts (Telegram).
    Utf16,
    /// Unicode code points, what Python's `len` counts (Discord).
    CodePoints,
}

impl LengthUnit {
    /// The length of `text` in this unit.
    ///
    /// ```
    /// use receipts_render::LengthUnit;
    /// assert_eq!(LengthUnit::Utf16.measure("a😀"), 3);
    /// assert_eq!(LengthUnit::CodePoints.measure("a😀"), 2);
    /// ```
    pub fn measure(self, text: &str) -> usize {
        match self {
            LengthUnit::Utf16 => utf16_len(text),
            LengthUnit::CodePoints => text.chars().count(),
        }
    }
}

/// How a size-limited renderer lays out its messages.
pub(crate) struct Layout<'a> {
    /// Written at the top of the first message.
    pub(crate) head: &'a str,
    /// Written at the top of every further message.
    pub(crate) cont_head: &'a str,
    /// Maximum message length.
    pub(crate) limit: usize,
    /// What the limit counts.
    pub(crate) unit: LengthUnit,
}

/// Pack one line per receipt into messages of at most `layout.limit` (in
/// `layout.unit`), each message starting with its head. Lines are never split:
/// a message ends between two lines. A line that cannot fit in a message on
/// its own is rebuilt with its label shortened (`line(r, Some(n))` keeps the
/// first `n` characters of the label and adds `…`) to the longest label that
/// fits; the token is never shortened.
pub(crate) fn split_messages<F>(receipts: &[Receipt], layout: &Layout<'_>, line: F) -> Vec<String>
where
    F: Fn(&Receipt, Option<usize>) -> String,
{
    let mut out = Vec::new();
    if receipts.is_empty() {
        return out;
    }
    let unit = layout.unit;
    let head_max = unit
        .measure(layout.head)
        .max(unit.measure(layout.cont_head));
    let room = layout.limit.saturating_sub(head_max);
    let mut cur = String::from(layout.head);
    let mut cur_len = unit.measure(layout.head);
    let mut has_line = false;
    for r in receipts {
        let mut l = line(r, None);
        let mut l_len = unit.measure(&l);
        if l_len > room {
            (l, l_len) = shorten(r, room, unit, &line);
        }
        if has_line && cur_len + l_len > layout.limit {
            out.push(std::mem::replace(&mut cur, String::from(layout.cont_head)));
            cur_len = unit.measure(layout.cont_head);
        }
        cur.push_str(&l);
        cur_len += l_len;
        has_line = true;
    }
    out.push(cur);
    out
}

/// The line for `r` with the longest shortened label that fits in `room`
/// (or the shortest possible label when none fits).
fn shorten<F>(r: &Receipt, room: usize, unit: LengthUnit, line: &F) -> (String, usize)
where
    F: Fn(&Receipt, Option<usize>) -> String,
{
    let label_chars = crate::label::sanitize_label(&r.label()).chars().count();
    // invariant: keeping `lo` chars fits (or lo == 0); keeping `hi` does not
    let (mut lo, mut hi) = (0usize, label_chars);
    while lo + 1 < hi {
        let mid = lo + (hi - lo) / 2;
        if unit.measure(&line(r, Some(mid))) <= room {
            lo = mid;
        } else {
            hi = mid;
        }
    }
    let l = line(r, Some(lo));
    let n = unit.measure(&l);
    (l, n)
}

/// The shared half of a renderer for a size-limited channel: the
/// constructors, the limit accessors, `Default`, and the `Renderer` impl
/// that writes `head` and one `Self::line` per receipt and splits with
/// [`split_messages`]. Each channel's file keeps only its `line` (the
/// escaping of its medium), its headings and its documentation.
macro_rules! limited_renderer {
    (
        $ty:ident, limit: $limit:expr, unit: $unit:expr, unit_doc: $unit_doc:literal,
        head: $head:expr, cont_head: $cont:expr, new_doc: $new_doc:literal
    ) => {
        impl $ty {
            #[doc = $new_doc]
            pub fn new() -> Self {
                $ty { limit: $limit }
            }

            /// The same with another message limit (raised to at least
            /// [`MIN_MESSAGE_LIMIT`](crate::MIN_MESSAGE_LIMIT)).
            pub fn with_limit(limit: usize) -> Self {
                $ty {
                    limit: limit.max($crate::split::MIN_MESSAGE_LIMIT),
                }
            }

            /// The message limit, in the units of `unit()`.
            pub fn limit(&self) -> usize {
                self.limit
            }

            #[doc = $unit_doc]
            pub fn unit(&self) -> $crate::split::LengthUnit {
                $unit
            }
        }

        impl Default for $ty {
            fn default() -> Self {
                $ty::new()
            }
        }

        impl receipts_core::Renderer for $ty {
            fn render_block(&self, receipts: &[receipts_core::Receipt], out: &mut String) {
                if receipts.is_empty() {
                    return;
                }
                out.push_str($head);
                for r in receipts {
                    out.push_str(&$ty::line(r, None));
                }
            }

            fn block_messages(&self, receipts: &[receipts_core::Receipt]) -> Vec<String> {
                let layout = $crate::split::Layout {
                    head: $head,
                    cont_head: $cont,
                    limit: self.limit,
                    unit: $unit,
                };
                $crate::split::split_messages(receipts, &layout, $ty::line)
            }
        }
    };
}
pub(crate) use limited_renderer;

#[cfg(test)]
mod tests {
    use super::*;
    use receipts_core::{Prefix, Provenance, Tag};
    use std::sync::Arc;

    fn receipt(tool: &str) -> Receipt {
        Receipt {
            token: Prefix::default().token(7, Tag::from_bytes([1; 32])),
            tool: Arc::from(tool),
            call_id: None,
            provenance: Provenance::Main,
        }
    }

    fn simple(r: &Receipt, n: Option<usize>) -> String {
        format!("{}: {}\n", crate::label::display_label(r, n), r.token)
    }

    #[test]
    fn packs_and_shortens() {
        let layout = Layout {
            head: "H\n",
            cont_head: "C\n",
            limit: 300,
            unit: LengthUnit::Utf16,
        };
        let rs = vec![receipt("a"), receipt(&"x".repeat(1000)), receipt("b")];
        let msgs = split_messages(&rs, &layout, simple);
        assert_eq!(msgs.len(), 3);
        for m in &msgs {
            assert!(utf16_len(m) <= 300, "{}", utf16_len(m));
            assert_eq!(Prefix::default().scan(m).count(), 1);
        }
        assert!(msgs[1].contains('…'));
        // the shortened line is as long as it can be
        assert!(utf16_len(&msgs[1]) >= 299);
        assert!(split_messages(&[], &layout, simple).is_empty());
    }
}
