//! Finding receipts blocks that a model wrote into its reply.

use std::ops::Range;

use receipts_core::{FoundKind, Prefix};

/// Finds receipts blocks in reply text, in any built-in format and in the
/// usual ways a model mangles them, by whole lines.
///
/// # What counts as a block
/// Text is read as lines (each with its `\n`; a final line may lack it;
/// a `\r` before `\n` is ignored). Lines are classified, first match wins:
/// - **blank**: only whitespace;
/// - **receipt line**: the last receipt-like thing on the line (after an
///   optional bullet `- * + • · ◦ ‣ ▪` or `1.`/`1)`) is a well-formed
///   token per [`Prefix::scan`]; after it come only closing wrappers
///   (whitespace, `` ` ``, quotes, `) ] * _ . , ;`, `</code> </pre> </b>`);
///   before it, once opening wrappers are stripped, comes nothing or a
///   label ending in `:`, `=`, `-`, `–`, `—`, `→` or `>` (so a sentence
///   that merely mentions a token is not a receipt line);
/// - **fence**: starts (after indentation) with ```` ``` ```` or `~~~`;
/// - **rule**: at least three of `- * _ = — – ─ ━ ═`, spaces allowed
///   between them, nothing else;
/// - **heading**: `Tool receipts`, `Tool receipt` or `Receipts` (any case,
///   optionally followed by `(continued)`), optionally with a trailing `:`,
///   Markdown heading marks `#`, emphasis `* _ ~` and backticks around it,
///   or HTML `<b> <strong> <i> <em> <u>` tags.
///
/// A block is then one of
/// - a heading, at most one blank line, then one or more receipt lines in a
///   row (no blank line between them);
/// - a heading, at most one blank line, a fence, one or more receipt lines,
///   a fence;
/// - a JSON value starting at the start of a line (after indentation) and
///   ending at the end of a line, that is an object whose `receipts` (or
///   `tool_receipts`) array is non-empty and holds only objects whose
///   `token` is exactly one well-formed token, and whose `type`, if
///   present, is `"tool_receipts"` (the key spelled out, without escapes);
///
/// extended outwards, each step at most once and in this order, by: a
/// heading directly before it (JSON only); a rule directly before it; a
/// fence line directly before it together with a fence line directly after
/// it (both or neither); again a heading (JSON only) and a rule directly
/// before it. So ```` ``` ````, `---`, `Tool receipts:`, lines,
/// ```` ``` ```` is one block, and so is `---`, ```` ```json ````, JSON,
/// ```` ``` ````. A heading with no receipt line is not a block; receipt
/// lines without a heading are not a block (stray tokens in running text
/// stay where they are). Tables are not recognised.
///
/// The block's byte range runs from the start of its first line to the end
/// of its last line, line break included. Blank lines around a block are not
/// part of it.
///
/// ```
/// use receipts_core::Prefix;
/// use receipts_render::Detector;
///
/// let t = "zc-receipt-5-AAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAA";
/// let reply = format!("Done.\n\n**Tool receipts:**\n* shell → `{t}`\n\nBye.");
/// let found = Detector::new(Prefix::default()).find(&reply);
/// assert_eq!(&reply[found[0].clone()], format!("**Tool receipts:**\n* shell → `{t}`\n"));
/// ```
#[derive(Debug, Clone, PartialEq, Eq, Default)]
pub struct Detector {
    prefix: Prefix,
}

/// Text with every receipts block removed, see [`Detector::strip`].
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Stripped {
    /// The text without the blocks.
    pub text: String,
    /// The byte ranges of the input that were removed, sorted, disjoint and
    /// not adjacent; every other byte of the input is in `text`, in order.
    pub removed: Vec<Range<usize>>,
}

#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub(crate) enum Kind {
    Blank,
    Fence,
    Rule,
    Heading,
    Receipt,
    Other,
}

struct Line {
    start: usize,
    end: usize,
    kind: Kind,
}

enum Core {
    Block {
        first: usize,
        end: usize,
        json: bool,
    },
    Skip(usize),
    None,
}

impl Detector {
    /// A detector for tokens under `prefix`.
    pub fn new(prefix: Prefix) -> Self {
        Detector { prefix }
    }

    /// The prefix whose tokens make receipt lines.
    pub fn prefix(&self) -> &Prefix {
        &self.prefix
    }

    /// The byte ranges of the blocks in `text`, in order and disjoint, found
    /// in one pass from the top.
    ///
    /// Removing them can bring lines together that form a new block (a
    /// heading whose receipt lines followed a nested block); use
    /// [`Detector::strip`] to remove blocks until none is left.
    pub fn find(&self, text: &str) -> Vec<Range<usize>> {
        let lines = self.lines(text);
        let n = lines.len();
        let kind = |i: usize| lines.get(i).map(|l| l.kind);
        let mut out = Vec::new();
        let mut floor = 0;
        let mut i = 0;
        while i < n {
            let core = match lines[i].kind {
                Kind::Heading => heading_core(&lines, i),
                Kind::Other if starts_json(&text[lines[i].start..lines[i].end]) => {
                    self.json_core(text, &lines, i)
                }
                _ => Core::None,
            };
            match core {
                Core::Block {
                    first,
                    mut end,
                    json,
                } => {
                    let mut s = first;
                    let before = |s: usize, k: Kind| s > floor && kind(s - 1) == Some(k);
                    for round in 0..2 {
                        if json && before(s, Kind::Heading) {
                            s -= 1;
                        }
                        if before(s, Kind::Rule) {
                            s -= 1;
                        }
                        if round == 0 && before(s, Kind::Fence) && kind(end) == Some(Kind::Fence) {
                            s -= 1;
                            end += 1;
                        }
                    }
                    out.push(lines[s].start..lines[end - 1].end);
                    floor = end;
                    i = end;
                }
                Core::Skip(next) => i = next.max(i + 1),
                Core::None => i += 1,
            }
        }
        out
    }

    /// Remove every block: each block found is taken out and the text
    /// around it is looked at again as if the block had never been there
    /// (a heading whose receipt lines followed a nested block, a JSON value
    /// with a block inside), until [`Detector::find`] would find nothing in
    /// what is left. Only whole lines of blocks are removed.
    ///
    /// Runs in time linear in the text for ordinary replies; lines are
    /// classified once and only the attempts that a removal could change
    /// are re-run (see `strip.rs`).
    pub fn strip(&self, text: &str) -> Stripped {
        crate::strip::strip(self, text)
    }

    /// True when `text` holds at least one block.
    pub fn contains_block(&self, text: &str) -> bool {
        !self.find(text).is_empty()
    }

    fn lines(&self, text: &str) -> Vec<Line> {
        let mut out = Vec::new();
        let mut start = 0;
        for raw in text.split_inclusive('\n') {
            let end = start + raw.len();
            let content = raw.strip_suffix('\n').unwrap_or(raw);
            let content = content.strip_suffix('\r').unwrap_or(content);
            out.push(Line {
                start,
                end,
                kind: self.classify(content),
            });
            start = end;
        }
        out
    }

    pub(crate) fn classify_line(&self, line: &str) -> Kind {
        let content = line.strip_suffix('\n').unwrap_or(line);
        let content = content.strip_suffix('\r').unwrap_or(content);
        self.classify(content)
    }

    fn classify(&self, content: &str) -> Kind {
        let t = content.trim();
        if t.is_empty() {
            Kind::Blank
        } else if self.is_receipt_line(t) {
            Kind::Receipt
        } else if t.starts_with("```") || t.starts_with("~~~") {
            Kind::Fence
        } else if is_rule(t) {
            Kind::Rule
        } else if is_heading(t) {
            Kind::Heading
        } else {
            Kind::Other
        }
    }

    fn is_receipt_line(&self, t: &str) -> bool {
        let t = strip_bullet(t);
        let Some(found) = self.prefix.scan(t).last() else {
            return false;
        };
        if !matches!(found.kind, FoundKind::Token(_)) {
            return false;
        }
        if !strip_closers(&t[found.span.end..]).is_empty() {
            return false;
        }
        let pre = strip_openers(&t[..found.span.start]);
        pre.is_empty() || pre.ends_with([':', '=', '-', '–', '—', '→', '>'])
    }

    fn is_receipts_token(&self, s: &str) -> bool {
        let mut it = self.prefix.scan(s);
        match (it.next(), it.next()) {
            (Some(f), None) => f.span == (0..s.len()) && matches!(f.kind, FoundKind::Token(_)),
            _ => false,
        }
    }

    fn json_core(&self, text: &str, lines: &[Line], i: usize) -> Core {
        let line = &text[lines[i].start..lines[i].end];
        let off = lines[i].start + (line.len() - line.trim_start().len());
        let mut values =
            serde_json::Deserializer::from_str(&text[off..]).into_iter::<serde::de::IgnoredAny>();
        let Some(Ok(_)) = values.next() else {
            return Core::None;
        };
        let end = off + values.byte_offset();
        // the line holding the value's last byte; the rest of it must be blank
        let last = lines[i..]
            .iter()
            .position(|l| l.end >= end)
            .map_or(lines.len() - 1, |p| i + p);
        if !text[end..lines[last].end].trim().is_empty() {
            return Core::None;
        }
        if self.is_receipts_json_text(&text[off..end]) {
            Core::Block {
                first: i,
                end: last + 1,
                json: true,
            }
        } else {
            Core::Skip(last + 1)
        }
    }

    /// True when `json` (one complete JSON value) is a receipts object.
    pub(crate) fn is_receipts_json_text(&self, json: &str) -> bool {
        // cheap filter before building the value
        if !json.contains("receipts\"") {
            return false;
        }
        serde_json::from_str::<serde_json::Value>(json).is_ok_and(|v| self.is_receipts_json(&v))
    }

    fn is_receipts_json(&self, v: &serde_json::Value) -> bool {
        let Some(obj) = v.as_object() else {
            return false;
        };
        if let Some(t) = obj.get("type") {
            if t.as_str() != Some(crate::json::JSON_TYPE) {
                return false;
            }
        }
        let Some(items) = obj
            .get("receipts")
            .or_else(|| obj.get("tool_receipts"))
            .and_then(|a| a.as_array())
        else {
            return false;
        };
        !items.is_empty()
            && items.iter().all(|item| {
                item.get("token")
                    .and_then(|t| t.as_str())
                    .is_some_and(|t| self.is_receipts_token(t))
            })
    }
}

fn heading_core(lines: &[Line], i: usize) -> Core {
    let kind = |j: usize| lines.get(j).map(|l| l.kind);
    let mut j = i + 1;
    if kind(j) == Some(Kind::Blank) {
        j += 1;
    }
    let run_end = |mut m: usize| {
        while kind(m) == Some(Kind::Receipt) {
            m += 1;
        }
        m
    };
    match kind(j) {
        Some(Kind::Receipt) => Core::Block {
            first: i,
            end: run_end(j),
            json: false,
        },
        Some(Kind::Fence) if kind(j + 1) == Some(Kind::Receipt) => {
            let m = run_end(j + 1);
            if kind(m) == Some(Kind::Fence) {
                Core::Block {
                    first: i,
                    end: m + 1,
                    json: false,
                }
            } else {
                Core::None
            }
        }
        _ => Core::None,
    }
}

pub(crate) fn starts_json(line: &str) -> bool {
    line.trim_start().starts_with('{')
}

fn is_rule(t: &str) -> bool {
    let mut marks = 0usize;
    for c in t.chars() {
        match c {
            '-' | '*' | '_' | '=' | '—' | '–' | '─' | '━' | '═' => marks += 1,
            ' ' | '\t' => {}
            _ => return false,
        }
    }
    marks >= 3
}

const OPEN_TAGS: [&str; 5] = ["<b>", "<strong>", "<i>", "<em>", "<u>"];
const CLOSE_TAGS: [&str; 5] = ["</b>", "</strong>", "</i>", "</em>", "</u>"];

fn is_heading(t: &str) -> bool {
    // generous bound: a heading with wrappers is short
    if t.len() > 96 {
        return false;
    }
    let mut s = t.trim_start_matches('#').trim();
    loop {
        let before = s.len();
        for tag in OPEN_TAGS {
            s = s.strip_prefix(tag).unwrap_or(s);
        }
        for tag in CLOSE_TAGS {
            s = s.strip_suffix(tag).unwrap_or(s);
        }
        s = s.trim_matches(['*', '_', '~', '`', ' ', '\t']);
        s = s.strip_suffix(':').unwrap_or(s);
        if s.len() == before {
            break;
        }
    }
    let lower = s.to_lowercase();
    let lower = lower
        .strip_suffix("(continued)")
        .map_or(lower.as_str(), str::trim_end);
    matches!(lower, "tool receipts" | "tool receipt" | "receipts")
}

fn strip_bullet(t: &str) -> &str {
    let after = if let Some(rest) = t.strip_prefix(['-', '*', '+', '•', '·', '◦', '‣', '▪'])
    {
        rest
    } else {
        let digits = t.len() - t.trim_start_matches(|c: char| c.is_ascii_digit()).len();
        if digits == 0 || digits > 3 {
            return t;
        }
        match t[digits..].strip_prefix(['.', ')']) {
            Some(rest) => rest,
            None => return t,
        }
    };
    if after.starts_with([' ', '\t']) {
        after.trim_start()
    } else {
        t
    }
}

fn strip_openers(s: &str) -> &str {
    let mut s = s.trim_end();
    loop {
        let before = s.len();
        for tag in ["<code>", "<pre>", "<b>"] {
            s = s.strip_suffix(tag).unwrap_or(s);
        }
        s = s.trim_end_matches(['`', '"', '\'', '(', '[', '*', '_', ' ', '\t']);
        if s.len() == before {
            return s;
        }
    }
}

fn strip_closers(s: &str) -> &str {
    let mut s = s.trim_start();
    loop {
        let before = s.len();
        for tag in ["</code>", "</pre>", "</b>"] {
            s = s.strip_prefix(tag).unwrap_or(s);
        }
        s = s.trim_start_matches(['`', '"', '\'', ')', ']', '*', '_', '.', ',', ';', ' ', '\t']);
        if s.len() == before {
            return s;
        }
    }
}

#[cfg(test)]
// byte spans compared as `vec![a..b]` are spans, not ranges to expand
#[allow(clippy::single_range_in_vec_init)]
mod tests {
    use super::*;

    const T: &str = "zc-receipt-5-AAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAA";

    fn det() -> Detector {
        Detector::default()
    }

    fn found(text: &str) -> Vec<&str> {
        det().find(text).into_iter().map(|r| &text[r]).collect()
    }

    #[test]
    fn headings() {
        for h in [
            "Tool receipts:",
            "**Tool receipts:**",
            "**Tool receipts**:",
            "## Tool Receipts",
            "<b>Tool receipts:</b>",
            "*Tool receipts (continued):*",
            "__RECEIPTS__",
        ] {
            assert!(is_heading(h), "{h}");
        }
        for h in ["Tool receipts: see below", "My tool receipts:", ""] {
            assert!(!is_heading(h), "{h}");
        }
    }

    #[test]
    fn receipt_lines() {
        let d = det();
        for l in [
            format!("  shell: {T}"),
            format!("- shell: `{T}`"),
            format!("• `a`b`: `{T}`"),
            format!("3. x = {T}."),
            format!("• a&amp;b: <code>{T}</code>"),
            T.to_owned(),
            format!("[receipt: {T}]"),
        ] {
            assert!(d.is_receipt_line(l.trim()), "{l}");
        }
        for l in [
            format!("I ran shell ({T}) and it worked"),
            format!("see {T}"),
            format!("{{\"token\":\"{T}\"}}"),
            format!("shell: {T}x"),
            "shell: zc-receipt-5-short".to_owned(),
        ] {
            assert!(!d.is_receipt_line(l.trim()), "{l}");
        }
    }

    #[test]
    fn heading_alone_is_not_a_block() {
        assert!(found("Tool receipts:\n\nNothing ran.\n").is_empty());
        assert!(found(&format!("Tool receipts:\n\n\n  a: {T}\n")).is_empty());
        assert!(found(&format!("  a: {T}\n  b: {T}\n")).is_empty());
    }

    #[test]
    fn mangled_blocks() {
        let fenced = format!("x\n```\n---\nTool receipts:\n  a: {T}\n```\ny");
        assert_eq!(
            found(&fenced),
            vec![format!("```\n---\nTool receipts:\n  a: {T}\n```\n")]
        );
        let inner = format!("**Tool receipts:**\n\n```text\n* a: {T}\n* b: {T}\n```");
        assert_eq!(found(&inner), vec![inner.as_str()]);
        let crlf = format!("---\r\nTool receipts:\r\n  a: {T}\r\nok");
        assert_eq!(
            found(&crlf),
            vec![format!("---\r\nTool receipts:\r\n  a: {T}\r\n")]
        );
        let json = format!(
            "ok\n```json\n{{\n  \"receipts\": [\n    {{\"token\": \"{T}\"}}\n  ]\n}}\n```\n"
        );
        assert_eq!(found(&json), vec![&json[3..]]);
    }

    #[test]
    fn nested_blocks_are_stripped_to_fixpoint() {
        let text =
            format!("Tool receipts:\n```\n---\nTool receipts:\n  a: {T}\n```\n  b: {T}\nend");
        assert_eq!(found(&text).len(), 1);
        let s = det().strip(&text);
        assert_eq!(s.text, "end");
        assert_eq!(s.removed, vec![0..text.len() - 3]);
    }

    #[test]
    fn hostile_json_does_not_panic() {
        let deep = format!("{}\n{T}", "[".repeat(10_000));
        let _ = det().strip(&deep);
        let deep = format!("{}\n", "{\"a\":".repeat(10_000));
        let _ = det().strip(&deep);
        let _ = det().strip("{\"receipts\": [] }\n{\n{");
    }
}
