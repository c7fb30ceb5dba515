//! The formatting half of tool receipts: the v1 trailer on tool results,
//! the user-visible receipts block appended after a reply in plain text
//! (the default), GitHub Markdown, Slack mrkdwn, Telegram HTML, Discord
//! Markdown or JSON, message splitting for size-limited channels, and the
//! deduplication of receipts blocks the model wrote itself. Nothing here
//! computes or checks a MAC: renderers only format [`Receipt`]s that the
//! runtime collected (see `receipts-core`).
//!
//! ```
//! use std::sync::Arc;
//! use receipts_core::{Call, Scope};
//! use receipts_render::{finish_reply, DedupPolicy, PlainText};
//!
//! let scope = Arc::new(Scope::new()?);
//! let turn = scope.begin_turn();
//! let args = serde_json::json!({"cmd": "uname -s"});
//! let mut result = String::from("Linux");
//! turn.receipt_result(&Call::json("shell", &args), &mut result)?;
//! turn.delegate("research").receipt_result(&Call::json("web_fetch", &args), &mut String::new())?;
//!
//! let receipts = turn.receipts();
//! let reply = "The kernel is Linux.";
//! let shown = finish_reply(reply, &receipts, &PlainText, DedupPolicy::KeepRuntime);
//! assert_eq!(shown, format!(
//!     "The kernel is Linux.\n\n---\nTool receipts:\n  shell: {}\n  research/web_fetch: {}\n",
//!     receipts[0].token, receipts[1].token));
//! # Ok::<(), receipts_core::Error>(())
//! ```
//!
//! # Renderers
//! | type | medium | per receipt | split |
//! |---|---|---|---|
//! | [`PlainText`] (default) | plain text | `  <label>: <token>` | no |
//! | [`Markdown`] | GitHub Markdown | ``- <label>: `<token>` `` | no |
//! | [`Slack`] | Slack mrkdwn | `` • `<label>`: `<token>` `` | 40 000 |
//! | [`TelegramHtml`] | Telegram `parse_mode=HTML` | `• <label>: <code><token></code>` | 4096 |
//! | [`Discord`] | Discord Markdown | ``- <label>: `<token>` `` | 2000 |
//! | [`Json`] | one JSON object (schema on [`Json`]) | an array item | no |
//!
//! The label is [`Receipt::label`]: the tool name, or `delegate/tool` for a
//! call made by a synchronous delegate. Text renderers pass it through
//! [`sanitize_label`] (no line breaks or invisible direction marks) and then
//! escape it for their medium, so no tool name can break the markup or add a
//! line; tokens only hold `A-Z a-z 0-9 - _` and go in code spans where the
//! medium has them. [`renderer_by_name`] maps configuration names to them.
//!
//! # Appending the block
//! [`append_block`] writes [`block_separator`] and then the block after the
//! reply. The separator is nothing after an empty reply, and otherwise just
//! the `\n`s needed for the block to start on a line of its own after
//! exactly one blank line (none when the reply already ends in a blank
//! line). The reply's own bytes are never changed, so a reply that ends in
//! several blank lines keeps them. Nothing is appended when no receipt was
//! collected.
//!
//! # Size-limited channels
//! [`Slack`], [`TelegramHtml`] and [`Discord`] override
//! [`Renderer::block_messages`]: send the reply as usual, then each returned
//! string as its own message (do not glue them to the reply). The rule:
//! - lengths are counted in the unit the platform counts ([`LengthUnit`]),
//!   over the text as sent, markup and entities included: Telegram in
//!   UTF-16 code units (it counts those after parsing entities, which is
//!   never more), Discord in code points, Slack (which does not name its
//!   unit) in UTF-16 code units, never fewer than code points;
//! - the first message starts with the block's heading, every later one with
//!   the heading `… (continued):`, so each message is a valid, recognisable
//!   block on its own (every tag or code span closes on its line);
//! - messages are cut only between receipt lines, and as few as possible are
//!   made (lines are packed greedily in call order);
//! - a single line too long for a message (a huge tool name) keeps its whole
//!   token and has its label shortened to the longest prefix that fits,
//!   followed by `…`; limits below [`MIN_MESSAGE_LIMIT`] are raised to it,
//!   which guarantees the token always fits, so a token is never cut.
//!
//! # Deduplication
//! The model sees the receipts in tool results and may write its own
//! `Tool receipts:` block. [`Dedup`] (or [`finish_reply`]) applies a
//! [`DedupPolicy`]: `KeepRuntime` (default) strips every model-written block
//! and appends the runtime's; `KeepModel` keeps a model block and appends
//! only when there is none; `KeepBoth` appends regardless. [`Detector`]
//! documents exactly what counts as a block (any built-in format, with other
//! indentation, bullets, bold headings, code fences, with or without the
//! `---` rule); it removes whole lines of a block and never any other byte.
//! A heading without receipt lines is not a block, and tokens quoted in
//! running text stay where they are (the audit crate judges them).
//!
//! Precisely, under `KeepRuntime` the output is `kept + sep + block`, where
//! `kept` is the reply with the ranges in [`Stripped::removed`] cut out
//! (whole lines, every other byte kept in order), `kept` holds no block,
//! `sep` is [`block_separator`]`(kept)` and `block` the runtime's block; so
//! the output holds exactly one block (none without receipts), at its end,
//! and deduplicating it again changes nothing. The property tests check all
//! of this on generated replies, and that user text set off from model
//! blocks by blank lines is never touched.
//!
//! # Streamed replies
//! The block needs only the receipts, not the reply, so it can be produced
//! once the stream has ended: feed each chunk to a [`ReplyTail`] as you
//! forward it, then send [`ReplyTail::finish`] (separator + block) as the
//! last chunk, or, on a size-limited channel, send
//! [`Renderer::block_messages`] as messages of their own. The result is the
//! same as [`append_block`] on the whole reply.
//!
//! Deduplication needs the whole reply, because a model block is only known
//! to be one once its receipt lines have arrived and text already shown
//! cannot be taken back. Choose one of:
//! - buffer the reply (or just its last paragraph) and call [`Dedup::apply`]
//!   at the end (exact `KeepRuntime`);
//! - stream live, and at the end run [`Detector::find`] on the collected
//!   text: when it finds a block and the channel can edit messages (Slack,
//!   Telegram and Discord all can), replace the streamed message with
//!   [`Dedup::apply`]'s result;
//! - stream live with [`DedupPolicy::KeepBoth`] when neither is possible.
//!
//! # Custom renderers
//! A channel not covered here needs one type and one method: implement
//! [`Renderer::render_block`] (write nothing for an empty slice), escaping
//! labels with [`sanitize_label`] and the escape helpers ([`escape_html`],
//! [`escape_markdown`], [`escape_slack`], [`slack_code`]) as the medium
//! needs; override [`Renderer::block_messages`] if the channel limits
//! message size. Everything else ([`append_block`], [`Dedup`],
//! [`ReplyTail`]) takes any `Renderer`. If the format differs much from the
//! built-in ones, check that [`Detector`] still recognises it, or
//! deduplication will not find model copies of it. See
//! `examples/custom_renderer.rs`:
//!
//! ```
//! use receipts_core::{Receipt, Renderer};
//! use receipts_render::{escape_html, sanitize_label};
//!
//! /// Receipts as an HTML definition list for a web chat widget.
//! struct WebChat;
//! impl Renderer for WebChat {
//!     fn render_block(&self, receipts: &[Receipt], out: &mut String) {
//!         if receipts.is_empty() { return; }
//!         out.push_str("<dl class=\"receipts\">\n");
//!         for r in receipts {
//!             out.push_str("<dt>");
//!             escape_html(&sanitize_label(&r.label()), out);
//!             out.push_str("</dt><dd><code>");
//!             out.push_str(r.token.as_str());
//!             out.push_str("</code></dd>\n");
//!         }
//!         out.push_str("</dl>\n");
//!     }
//! }
//! assert_eq!(WebChat.block(&[]), "");
//! ```
//!
//! # Tool-result trailer
//! [`append_trailer`] / [`split_trailer`] (re-exported from
//! `receipts-core`, which fixes the format) write and split the v1 trailer
//! `\n\n[receipt: <token>]`; splitting uses the last trailer, so any result
//! text, even one ending in trailer-like text, round-trips exactly.
#![forbid(unsafe_code)]
#![deny(missing_docs)]

mod append;
mod dedup;
mod detect;
mod discord;
mod escape;
mod json;
mod label;
mod markdown;
mod names;
mod plain;
mod slack;
mod split;
mod stream;
mod strip;
mod telegram;
mod trailer;

pub use append::{append_block, block_separator};
pub use dedup::{Dedup, DedupPolicy, finish_reply};
pub use detect::{Detector, Stripped};
pub use discord::{DISCORD_LIMIT, Discord};
pub use escape::{escape_html, escape_markdown, escape_slack, slack_code};
pub use json::{JSON_TYPE, JSON_VERSION, Json};
pub use label::{EMPTY_LABEL, sanitize_label};
pub use markdown::Markdown;
pub use names::{RENDERER_NAMES, renderer_by_name};
pub use plain::PlainText;
pub use slack::{SLACK_LIMIT, Slack};
pub use split::{LengthUnit, MIN_MESSAGE_LIMIT, utf16_len};
pub use stream::ReplyTail;
pub use telegram::{TELEGRAM_LIMIT, TelegramHtml};
pub use trailer::{TRAILER_CLOSE, TRAILER_OPEN, append_trailer, split_trailer, with_trailer};

pub use receipts_core::{Receipt, Renderer};
