//! Slack mrkdwn, split at Slack's 40 000-character text limit.

use receipts_core::Receipt;

use crate::escape::slack_code;
use crate::label::display_label;
use crate::split::{LengthUnit, limited_renderer};

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
/// [`Renderer::block_messages`](receipts_core::Renderer::block_messages) splits the block into messages of at most
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
    fn line(r: &Receipt, max_label: Option<usize>) -> String {
        let mut s = String::from("• ");
        slack_code(&display_label(r, max_label), &mut s);
        s.push_str(": `");
        s.push_str(r.token.as_str());
        s.push_str("`\n");
        s
    }
}

limited_renderer!(
    Slack,
    limit: SLACK_LIMIT,
    unit: LengthUnit::Utf16,
    unit_doc: "What the limit counts: [`LengthUnit::Utf16`].",
    head: HEAD,
    cont_head: CONT_HEAD,
    new_doc: "A Slack renderer with the 40 000-unit limit."
);
