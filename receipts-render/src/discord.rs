//! Discord Markdown, split at Discord's 2000-character message limit.

use receipts_core::{Receipt, Renderer};

use crate::escape::escape_markdown;
use crate::label::display_label;
use crate::split::{Layout, LengthUnit, MIN_MESSAGE_LIMIT, split_messages};

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
/// [`Renderer::block_messages`] splits the block into messages of at most
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
    /// A Discord renderer with the 2000-code-point limit.
    pub fn new() -> Self {
        Discord {
            limit: DISCORD_LIMIT,
        }
    }

    /// The same with another message limit (raised to at least
    /// [`MIN_MESSAGE_LIMIT`]).
    pub fn with_limit(limit: usize) -> Self {
        Discord {
            limit: limit.max(MIN_MESSAGE_LIMIT),
        }
    }

    /// The message limit, in [`Discord::unit`] units.
    pub fn limit(&self) -> usize {
        self.limit
    }

    /// What the limit counts: [`LengthUnit::CodePoints`].
    pub fn unit(&self) -> LengthUnit {
        LengthUnit::CodePoints
    }

    fn line(r: &Receipt, max_label: Option<usize>) -> String {
        let mut s = String::from("- ");
        escape_markdown(&display_label(r, max_label), &mut s);
        s.push_str(": `");
        s.push_str(r.token.as_str());
        s.push_str("`\n");
        s
    }
}

impl Default for Discord {
    fn default() -> Self {
        Discord::new()
    }
}

impl Renderer for Discord {
    fn render_block(&self, receipts: &[Receipt], out: &mut String) {
        if receipts.is_empty() {
            return;
        }
        out.push_str(HEAD);
        for r in receipts {
            out.push_str(&Discord::line(r, None));
        }
    }

    fn block_messages(&self, receipts: &[Receipt]) -> Vec<String> {
        let layout = Layout {
            head: HEAD,
            cont_head: CONT_HEAD,
            limit: self.limit,
            unit: LengthUnit::CodePoints,
        };
        split_messages(receipts, &layout, Discord::line)
    }
}
