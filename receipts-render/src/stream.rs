//! Appending the block to a streamed reply.

use receipts_core::{Receipt, Renderer};

use crate::append::separator_for;

/// Follows a streamed reply chunk by chunk, remembering only how it ends,
/// so that once the stream is over it can produce the text to send as the
/// final chunk: the [`crate::block_separator`] and the block.
///
/// `ReplyTail` keeps no reply text. Its result is byte for byte what
/// [`crate::append_block`] would have appended to the whole reply.
///
/// ```
/// use std::sync::Arc;
/// use receipts_core::{Prefix, Provenance, Receipt, Tag};
/// use receipts_render::{PlainText, ReplyTail};
///
/// let token = Prefix::default().token(5, Tag::from_bytes([0; 32]));
/// let receipts = [Receipt { token: token.clone(), tool: Arc::from("shell"),
///                           call_id: None, provenance: Provenance::Main }];
/// let mut tail = ReplyTail::new();
/// for chunk in ["The kernel ", "is Linux.", "\n"] {
///     tail.push(chunk); // and forward the chunk to the user
/// }
/// let last = tail.finish(&PlainText, &receipts);
/// assert_eq!(last, format!("\n---\nTool receipts:\n  shell: {token}\n"));
/// ```
#[derive(Debug, Clone, Copy, Default, PartialEq, Eq)]
pub struct ReplyTail {
    seen: bool,
    ends_with_newline: bool,
    /// Line breaks in the trailing whitespace so far, capped at 2.
    newlines: u8,
}

impl ReplyTail {
    /// Nothing seen yet.
    pub fn new() -> Self {
        ReplyTail::default()
    }

    /// Record the next chunk of the reply.
    pub fn push(&mut self, chunk: &str) {
        if chunk.is_empty() {
            return;
        }
        self.seen = true;
        self.ends_with_newline = chunk.ends_with('\n');
        let kept = chunk.trim_end_matches([' ', '\t', '\r', '\n']);
        let tail_newlines = chunk[kept.len()..].bytes().filter(|&b| b == b'\n').count();
        let base = if kept.is_empty() { self.newlines } else { 0 };
        let total = usize::from(base).saturating_add(tail_newlines).min(2);
        self.newlines = u8::try_from(total).unwrap_or(2);
    }

    /// The separator [`crate::block_separator`] would give for the whole
    /// reply seen so far.
    pub fn separator(&self) -> &'static str {
        if self.seen {
            separator_for(self.ends_with_newline, usize::from(self.newlines))
        } else {
            ""
        }
    }

    /// The final chunk to send: separator and block, or an empty string
    /// when there are no receipts.
    pub fn finish<R: Renderer + ?Sized>(&self, renderer: &R, receipts: &[Receipt]) -> String {
        let block = renderer.block(receipts);
        if block.is_empty() {
            return block;
        }
        let mut s = String::from(self.separator());
        s.push_str(&block);
        s
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::block_separator;

    #[test]
    fn matches_batch_separator() {
        let cases: &[&[&str]] = &[
            &[],
            &[""],
            &["a"],
            &["a\n"],
            &["a", "\n", " ", "\n"],
            &["a\n\n", "b"],
            &["\n"],
            &["x \r\n", "\t"],
            &["a\n", "\n\n\n"],
            &["a\n\n", "  "],
            &["a\n", " ", "\r"],
        ];
        for chunks in cases {
            let mut t = ReplyTail::new();
            for c in *chunks {
                t.push(c);
            }
            assert_eq!(
                t.separator(),
                block_separator(&chunks.concat()),
                "{chunks:?}"
            );
        }
    }
}
