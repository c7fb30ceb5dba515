//! Escaping text for each medium, so a label can never break the markup.

/// Escape for GitHub-flavoured Markdown and Discord Markdown: a backslash
/// before every ASCII punctuation character. Both dialects accept a
/// backslash escape for any ASCII punctuation, so the text shows literally
/// and cannot open emphasis, code, links, headings, lists, tables, HTML or
/// (on Discord) mentions, emoji and spoilers.
///
/// ```
/// let mut s = String::new();
/// receipts_render::escape_markdown("a*b_<c>", &mut s);
/// assert_eq!(s, r"a\*b\_\<c\>");
/// ```
pub fn escape_markdown(text: &str, out: &mut String) {
    out.reserve(text.len());
    for c in text.chars() {
        if c.is_ascii_punctuation() {
            out.push('\\');
        }
        out.push(c);
    }
}

/// Escape for Telegram's `parse_mode=HTML`: `&`, `<`, `>` and `"` become
/// `&amp;`, `&lt;`, `&gt;` and `&quot;` (the named entities Telegram
/// supports). Everything else is literal text in that mode.
///
/// ```
/// let mut s = String::new();
/// receipts_render::escape_html("<b>&", &mut s);
/// assert_eq!(s, "&lt;b&gt;&amp;");
/// ```
pub fn escape_html(text: &str, out: &mut String) {
    out.reserve(text.len());
    for c in text.chars() {
        match c {
            '&' => out.push_str("&amp;"),
            '<' => out.push_str("&lt;"),
            '>' => out.push_str("&gt;"),
            '"' => out.push_str("&quot;"),
            c => out.push(c),
        }
    }
}

/// Escape for Slack mrkdwn: `&`, `<` and `>` become `&amp;`, `&lt;` and
/// `&gt;`, the only escapes Slack defines. Slack has no escape for the
/// formatting characters `*_~`; put text that may hold them inside a code
/// span built with [`slack_code`].
///
/// ```
/// let mut s = String::new();
/// receipts_render::escape_slack("<!channel> & co", &mut s);
/// assert_eq!(s, "&lt;!channel&gt; &amp; co");
/// ```
pub fn escape_slack(text: &str, out: &mut String) {
    out.reserve(text.len());
    for c in text.chars() {
        match c {
            '&' => out.push_str("&amp;"),
            '<' => out.push_str("&lt;"),
            '>' => out.push_str("&gt;"),
            c => out.push(c),
        }
    }
}

/// Write `text` as a Slack inline code span: escaped with [`escape_slack`],
/// and since Slack cannot escape a backtick inside code, each `` ` `` is
/// shown as `ˋ` (U+02CB), so the span can never be closed early. Inside a
/// code span `*_~` are literal.
///
/// ```
/// let mut s = String::new();
/// receipts_render::slack_code("a`*b*", &mut s);
/// assert_eq!(s, "`aˋ*b*`");
/// ```
pub fn slack_code(text: &str, out: &mut String) {
    out.push('`');
    let swapped = text.replace('`', "\u{02CB}");
    escape_slack(&swapped, out);
    out.push('`');
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn markdown_leaves_non_ascii_alone() {
        let mut s = String::new();
        escape_markdown("día·✓", &mut s);
        assert_eq!(s, "día·✓");
    }
}
