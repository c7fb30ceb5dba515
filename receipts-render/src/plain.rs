//! The plain-text block, the default.

use receipts_core::{Receipt, Renderer};

use crate::label::display_label;

/// The heading line every built-in text block uses.
pub(crate) const HEADING: &str = "Tool receipts:";

/// The default renderer: plain text, exactly
///
/// ```text
/// ---
/// Tool receipts:
///   <label>: <token>
/// ```
///
/// with one `  <label>: <token>` line per receipt in call order, each line
/// ending in `\n`. The label is [`Receipt::label`] (`delegate/tool` for a
/// delegate's call) passed through [`crate::sanitize_label`], which leaves
/// ordinary tool names unchanged. Nothing is written when there are no
/// receipts. One message, no size limit.
///
/// ```
/// use std::sync::Arc;
/// use receipts_core::{Prefix, Provenance, Receipt, Renderer, Tag};
/// use receipts_render::PlainText;
///
/// let token = Prefix::default().token(1774608496, Tag::from_bytes([7; 32]));
/// let r = Receipt { token: token.clone(), tool: Arc::from("web_fetch"), call_id: None,
///                   provenance: Provenance::Main.child("research") };
/// assert_eq!(PlainText.block(&[r]),
///            format!("---\nTool receipts:\n  research/web_fetch: {token}\n"));
/// assert_eq!(PlainText.block(&[]), "");
/// ```
#[derive(Debug, Clone, Copy, Default, PartialEq, Eq)]
pub struct PlainText;

impl Renderer for PlainText {
    fn render_block(&self, receipts: &[Receipt], out: &mut String) {
        if receipts.is_empty() {
            return;
        }
        out.push_str("---\n");
        out.push_str(HEADING);
        out.push('\n');
        for r in receipts {
            out.push_str("  ");
            out.push_str(&display_label(r, None));
            out.push_str(": ");
            out.push_str(r.token.as_str());
            out.push('\n');
        }
    }
}
