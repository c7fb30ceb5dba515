//! GitHub-flavoured Markdown.

use receipts_core::{Receipt, Renderer};

use crate::escape::escape_markdown;
use crate::label::display_label;

/// GitHub-flavoured Markdown:
///
/// ```text
/// ---
/// **Tool receipts:**
/// - <label>: `<token>`
/// ```
///
/// The label is sanitized ([`crate::sanitize_label`]) and every ASCII
/// punctuation character in it is backslash-escaped
/// ([`crate::escape_markdown`]), so it renders literally; the token goes in
/// a code span (tokens hold only `A-Z a-z 0-9 - _`, never a backtick).
/// One message, no size limit. Nothing is written without receipts.
///
/// ```
/// use std::sync::Arc;
/// use receipts_core::{Prefix, Provenance, Receipt, Renderer, Tag};
/// use receipts_render::Markdown;
///
/// let token = Prefix::default().token(5, Tag::from_bytes([0; 32]));
/// let r = Receipt { token: token.clone(), tool: Arc::from("run_sql"), call_id: None,
///                   provenance: Provenance::Main };
/// assert_eq!(Markdown.block(&[r]),
///            format!("---\n**Tool receipts:**\n- run\\_sql: `{token}`\n"));
/// ```
#[derive(Debug, Clone, Copy, Default, PartialEq, Eq)]
pub struct Markdown;

impl Renderer for Markdown {
    fn render_block(&self, receipts: &[Receipt], out: &mut String) {
        if receipts.is_empty() {
            return;
        }
        out.push_str("---\n**Tool receipts:**\n");
        for r in receipts {
            out.push_str("- ");
            escape_markdown(&display_label(r, None), out);
            out.push_str(": `");
            out.push_str(r.token.as_str());
            out.push_str("`\n");
        }
    }
}
