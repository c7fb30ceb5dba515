//! Telegram HTML (`parse_mode=HTML`), split at Telegram's 4096 limit.

use receipts_core::{Receipt, Renderer};

use crate::escape::escape_html;
use crate::label::display_label;
use crate::split::{Layout, LengthUnit, MIN_MESSAGE_LIMIT, split_messages};

/// Telegram's message text limit.
pub const TELEGRAM_LIMIT: usize = 4096;

const HEAD: &str = "<b>Tool receipts:</b>\n";
const CONT_HEAD: &str = "<b>Tool receipts (continued):</b>\n";

/// Telegram HTML, for `sendMessage` with `parse_mode=HTML`:
///
/// ```text
/// <b>Tool receipts:</b>
/// • <label>: <code><token></code>
/// ```
///
/// The label is sanitized and HTML-escaped (`&`, `<`, `>`, `"`, see
/// [`crate::escape_html`]); every tag opened on a line is closed on it, so
/// each message of a split block is valid on its own.
///
/// [`Renderer::block_messages`] splits into messages of at most
/// [`TELEGRAM_LIMIT`] (or [`TelegramHtml::with_limit`]) UTF-16 code units.
/// Telegram counts its limit in UTF-16 units *after* parsing the entities
/// (tags and `&amp;` shrink); counting the HTML as sent is never less, so
/// every message fits.
///
/// ```
/// use receipts_render::TelegramHtml;
/// assert_eq!(TelegramHtml::new().limit(), 4096);
/// ```
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct TelegramHtml {
    limit: usize,
}

impl TelegramHtml {
    /// A Telegram renderer with the 4096-unit limit.
    pub fn new() -> Self {
        TelegramHtml {
            limit: TELEGRAM_LIMIT,
        }
    }

    /// The same with another message limit (raised to at least
    /// [`MIN_MESSAGE_LIMIT`]).
    pub fn with_limit(limit: usize) -> Self {
        TelegramHtml {
            limit: limit.max(MIN_MESSAGE_LIMIT),
        }
    }

    /// The message limit, in [`TelegramHtml::unit`] units.
    pub fn limit(&self) -> usize {
        self.limit
    }

    /// What the limit counts: [`LengthUnit::Utf16`].
    pub fn unit(&self) -> LengthUnit {
        LengthUnit::Utf16
    }

    fn line(r: &Receipt, max_label: Option<usize>) -> String {
        let mut s = String::from("• ");
        escape_html(&display_label(r, max_label), &mut s);
        s.push_str(": <code>");
        s.push_str(r.token.as_str());
        s.push_str("</code>\n");
        s
    }
}

impl Default for TelegramHtml {
    fn default() -> Self {
        TelegramHtml::new()
    }
}

impl Renderer for TelegramHtml {
    fn render_block(&self, receipts: &[Receipt], out: &mut String) {
        if receipts.is_empty() {
            return;
        }
        out.push_str(HEAD);
        for r in receipts {
            out.push_str(&TelegramHtml::line(r, None));
        }
    }

    fn block_messages(&self, receipts: &[Receipt]) -> Vec<String> {
        let layout = Layout {
            head: HEAD,
            cont_head: CONT_HEAD,
            limit: self.limit,
            unit: LengthUnit::Utf16,
        };
        split_messages(receipts, &layout, TelegramHtml::line)
    }
}
