//! Discord Markdown, split at Discord's 2000-character message limit.

use receipts_core::Receipt;

use crate::escape::escape_markdown;
use crate::label::display_label;
use crate::split::{LengthUnit, limited_renderer};

/// Discord's message limit.
pub const DISCORD_LIMIT: usize = 2000;

const HEAD: &str = "**Tool receipts:**\n";
const CONT_HEAD: &str = "**Tool receipts (continued):**\n";

/// Discord Markdown:
///
/// ```text
/// **Tool receipts:**
/// - <label>: `<token>`
/// ```
///
/// The label is sanitized and every ASCII punctuation character in it is
/// backslash-escaped ([`crate::escape_markdown`]), which Discord honours
/// for any punctuation, so a name cannot open formatting, spoilers, emoji,
/// links or mentions (still send with `allowed_mentions` restricted, as
/// for any bot text). The token goes in a code span.
///
/// [`Renderer::block_messages`](receipts_core::Renderer::block_messages) splits the block into messages of at most
/// [`DISCORD_LIMIT`] (or [`Discord::with_limit`]) Unicode code points, the
/// unit Discord's API counts (it measures strings with Python's `len`),
/// markup included; see the crate docs for the splitting rule.
///
/// ```
/// use receipts_core::Renderer;
/// use receipts_render::Discord;
///
/// assert!(Discord::new().block_messages(&[]).is_empty());
/// assert_eq!(Discord::new().limit(), 2000);
/// ```
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct Discord {
    limit: usize,
}

impl Discord {
    fn line(r: &Receipt, max_label: Option<usize>) -> String {
        let mut s = String::from("- ");
        escape_markdown(&display_label(r, max_label), &mut s);
        s.push_str(": `");
        s.push_str(r.token.as_str());
        s.push_str("`\n");
        s
    }
}

limited_renderer!(
    Discord,
    limit: DISCORD_LIMIT,
    unit: LengthUnit::CodePoints,
    unit_doc: "What the limit counts: [`LengthUnit::CodePoints`].",
    head: HEAD,
    cont_head: CONT_HEAD,
    new_doc: "A Discord renderer with the 2000-code-point limit."
);
