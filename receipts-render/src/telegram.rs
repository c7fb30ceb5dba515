//! Telegram HTML (`parse_mode=HTML`), split at Telegram's 4096 limit.

use receipts_core::Receipt;

use crate::escape::escape_html;
use crate::label::display_label;
use crate::split::{LengthUnit, limited_renderer};

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
/// [`Renderer::block_messages`](receipts_core::Renderer::block_messages) splits into messages of at most
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
    fn line(r: &Receipt, max_label: Option<usize>) -> String {
        let mut s = String::from("• ");
        escape_html(&display_label(r, max_label), &mut s);
        s.push_str(": <code>");
        s.push_str(r.token.as_str());
        s.push_str("</code>\n");
        s
    }
}

limited_renderer!(
    TelegramHtml,
    limit: TELEGRAM_LIMIT,
    unit: LengthUnit::Utf16,
    unit_doc: "What the limit counts: [`LengthUnit::Utf16`].",
    head: HEAD,
    cont_head: CONT_HEAD,
    new_doc: "A Telegram renderer with the 4096-unit limit."
);
