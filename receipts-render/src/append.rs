//! Appending the block after a reply.

use receipts_core::{Receipt, Renderer};

/// What goes between a reply and the block so that the block starts on a
/// line of its own after exactly one blank line, never touching the reply
/// itself. With `k` the number of `\n` in the whitespace (spaces, tabs,
/// `\r`, `\n`) at the end of the reply:
///
/// - `""` for an empty reply (the block stands alone);
/// - when the reply ends in `\n`: `""` if `k >= 2` (it already ends in a
///   blank line), else `"\n"`;
/// - otherwise (the last line is still open): `"\n"` if `k >= 1` (the open
///   line holds only whitespace, so ending it makes the blank line), else
///   `"\n\n"`.
///
/// A reply that already ends in more than one blank line keeps them: no
/// byte of the reply is ever removed.
///
/// ```
/// use receipts_render::block_separator;
/// assert_eq!(block_separator("Done."), "\n\n");
/// assert_eq!(block_separator("Done.\n"), "\n");
/// assert_eq!(block_separator("Done.\r\n\r\n"), "");
/// assert_eq!(block_separator("Done.\n\n  "), "\n");
/// assert_eq!(block_separator(""), "");
/// ```
pub fn block_separator(reply: &str) -> &'static str {
    if reply.is_empty() {
        return "";
    }
    let tail = &reply[reply.trim_end_matches([' ', '\t', '\r', '\n']).len()..];
    let k = tail.bytes().filter(|&b| b == b'\n').count();
    separator_for(reply.ends_with('\n'), k)
}

pub(crate) fn separator_for(ends_with_newline: bool, trailing_newlines: usize) -> &'static str {
    match (ends_with_newline, trailing_newlines) {
        (true, k) if k >= 2 => "",
        (true, _) => "\n",
        (false, 0) => "\n\n",
        (false, _) => "\n",
    }
}

/// Append the receipts block after `reply`: [`block_separator`] then the
/// renderer's [`Renderer::block`]. Nothing at all is appended when
/// `receipts` is empty (or the renderer writes nothing).
///
/// ```
/// use std::sync::Arc;
/// use receipts_core::{Prefix, Provenance, Receipt, Tag};
/// use receipts_render::{append_block, PlainText};
///
/// let token = Prefix::default().token(5, Tag::from_bytes([0; 32]));
/// let r = Receipt { token: token.clone(), tool: Arc::from("shell"), call_id: None,
///                   provenance: Provenance::Main };
/// let mut reply = String::from("The kernel is Linux.");
/// append_block(&mut reply, &PlainText, &[r]);
/// assert_eq!(reply, format!("The kernel is Linux.\n\n---\nTool receipts:\n  shell: {token}\n"));
/// ```
pub fn append_block<R: Renderer + ?Sized>(reply: &mut String, renderer: &R, receipts: &[Receipt]) {
    let block = renderer.block(receipts);
    if block.is_empty() {
        return;
    }
    reply.push_str(block_separator(reply));
    reply.push_str(&block);
}
