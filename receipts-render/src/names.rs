//! Built-in renderers by configuration name.

use receipts_core::Renderer;

use crate::{Discord, Json, Markdown, PlainText, Slack, TelegramHtml};

/// The configuration names of the built-in renderers.
pub const RENDERER_NAMES: [&str; 6] = [
    "plain",
    "markdown",
    "slack",
    "telegram-html",
    "discord",
    "json",
];

/// The built-in renderer with that configuration name (one of
/// [`RENDERER_NAMES`]; `"telegram"` is accepted as an alias of
/// `"telegram-html"`), with its default message limit; `None` for any
/// other name.
///
/// ```
/// let r = receipts_render::renderer_by_name("telegram-html").unwrap();
/// assert!(r.block(&[]).is_empty());
/// assert!(receipts_render::renderer_by_name("html").is_none());
/// ```
pub fn renderer_by_name(name: &str) -> Option<Box<dyn Renderer>> {
    Some(match name {
        "plain" => Box::new(PlainText),
        "markdown" => Box::new(Markdown),
        "slack" => Box::new(Slack::new()),
        "telegram-html" | "telegram" => Box::new(TelegramHtml::new()),
        "discord" => Box::new(Discord::new()),
        "json" => Box::new(Json),
        _ => return None,
    })
}
