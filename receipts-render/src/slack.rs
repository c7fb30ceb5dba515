//! Slack mrkdwn, split at Slack's 40 000-character text limit.

use receipts_core::{Receipt, Renderer};

use crate::escape::slack_code;
use crate::label::display_label;
use crate::split::{Layout, LengthUnit, MIN_MESSAGE_LIMIT, split_messages};

/// Slack's limit for a message's `text`.
pub const SLACK_LIMIT: usize = 40_000;

const HEAD: &str = "*Tool receipts:*\n";
const CONT_HEAD: &str = "*Tool receipts (continued):*\n";

/// Slack mrkdwn:
///
/// ```text
/// *Tool receipts:*
/// • `<label>`: `<token>`
/// ```
///
/// Slack has no backslash escapes, so the label goes in a code span (where
/// `*_~` are literal) with `&`, `<`, `>` escaped as entities and any
/// backtick shown as `ˋ` ([`crate::slack_code`]); a name cannot bold text,
/// ping `<!channel>` or make a link.
///
/// [`Renderer::block_messages`] splits the block into messages of at most
/// [`SLACK_LIMIT`] (or [`Slack::with_limit`]) UTF-16 code units of the
/// text as sent, entities included. Slack documents the limit in
/// "characters" without naming the unit; UTF-16 units are never fewer than
/// code points, so the count is safe either way. See the crate docs for the
/// rule.
///
/// ```
/// use receipts_render::Slack;
/// assert_eq!(Slack::new().limit(), 40_000);
/// assert_eq!(Slack::with_limit(10).limit(), receipts_render::MIN_MESSAGE_LIMIT);
/// ```
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct Slack {
    limit: usize,
}

impl Slack {
    /// A Slack renderer with the 40 000-unit limit.
    pub fn new() -> Self {
        Slack { limit: SLACK_LIMIT }
    }

    /// The same with another message limit (raised to at least
    /// [`MIN_MESSAGE_LIMIT`]).
    pub fn with_limit(limit: usize) -> Self {
        Slack {
            limit: limit.max(MIN_MESSAGE_LIMIT),
        }
    }

    /// The message limit, in [`Slack::unit`] units.
    pub fn limit(&self) -> usize {
        self.limit
    }

    /// What the limit counts: [`LengthUnit::Utf16`].
    pub fn unit(&self) -> LengthUnit {
        LengthUnit::Utf16
    }

    fn line(r: &Receipt, max_label: Option<usize>) -> String {
        let mut s = String::from("• ");
        slack_code(&display_label(r, max_label), &mut s);
        s.push_str(": `");
        s.push_str(r.token.as_str());
        s.push_str("`\n");
        s
    }
}

impl Default for Slack {
    fn default() -> Self {
        Slack::new()
    }
}

impl Renderer for Slack {
    fn render_block(&self, receipts: &[Receipt], out: &mut String) {
        if receipts.is_empty() {
            return;
        }
        out.push_str(HEAD);
        for r in receipts {
            out.push_str(&Slack::line(r, None));
        }
    }

    fn block_messages(&self, receipts: &[Receipt]) -> Vec<String> {
        let layout = Layout {
            head: HEAD,
            cont_head: CONT_HEAD,
            limit: self.limit,
            unit: LengthUnit::Utf16,
        };
        split_messages(receipts, &layout, Slack::line)
    }
}
