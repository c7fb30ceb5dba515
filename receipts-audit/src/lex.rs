//! One linear pass over a reply: code spans, URLs, numbers, sentence and
//! clause boundaries, phrase and tool-name hits.

use std::ops::Range;

use memchr::{memchr, memmem};

use crate::trie::Trie;
use crate::vocabulary::{CLAUSE_BREAK, Hit, Lexicon, is_word_char};

/// A code span: outer range (with backticks) and its content.
#[derive(Debug, Clone)]
pub(crate) struct Code {
    pub(crate) outer: Range<usize>,
    pub(crate) inner: Range<usize>,
}

/// A tool-name or alias mention: span and index of the canonical tool.
#[derive(Debug, Clone)]
pub(crate) struct Mention {
    pub(crate) span: Range<usize>,
    pub(crate) tool: usize,
}

/// A tool-name matcher: phrase trie, tool of each pattern.
pub(crate) type ToolMatcher<'a> = (&'a Trie, &'a [usize]);

/// What the pass found, each list sorted by position.
#[derive(Debug, Default)]
pub(crate) struct Lexed {
    pub(crate) codes: Vec<Code>,
    pub(crate) urls: Vec<Range<usize>>,
    pub(crate) numbers: Vec<(Range<usize>, u64)>,
    pub(crate) hits: Vec<Hit>,
    pub(crate) mentions: Vec<Mention>,
    pub(crate) sentences: Vec<Range<usize>>,
    /// Clause boundaries (commas, semicolons, brackets, contrast words).
    pub(crate) clause_breaks: Vec<usize>,
    /// Starts of paragraphs (after a blank line).
    pub(crate) paragraphs: Vec<usize>,
    /// Ranges where words are not prose: fenced code, URLs, tokens.
    opaque: Vec<Range<usize>>,
}

fn in_ranges(ranges: &[Range<usize>], pos: usize) -> bool {
    // ranges are sorted and disjoint
    let i = ranges.partition_point(|r| r.end <= pos);
    ranges.get(i).is_some_and(|r| r.start <= pos)
}

fn url_char(b: u8) -> bool {
    !(b.is_ascii_whitespace()
        || matches!(
            b,
            b'<' | b'>' | b'"' | b'`' | b'|' | b'\\' | b'^' | b'{' | b'}'
        ))
}

fn code_spans(text: &str, codes: &mut Vec<Code>, fences: &mut Vec<Range<usize>>) {
    let b = text.as_bytes();
    let mut i = 0;
    let mut line_end = 0;
    while let Some(off) = memchr(b'`', &b[i..]) {
        let start = i + off;
        let mut k = start;
        while k < b.len() && b[k] == b'`' {
            k += 1;
        }
        let run = k - start;
        let line_start = start == 0 || b[start - 1] == b'\n';
        if run >= 3 && line_start {
            // fenced block: up to the next line starting with a run as long
            let fence = &b[start..k];
            let mut j = k;
            let end = loop {
                match memmem::find(&b[j..], fence) {
                    Some(o) if j + o == 0 || b[j + o - 1] == b'\n' => break j + o + run,
                    Some(o) => j += o + run,
                    None => break b.len(),
                }
            };
            fences.push(start..end);
            i = end;
            continue;
        }
        // inline span: the next run of exactly `run` backticks on this line
        if line_end < k {
            line_end = memchr(b'\n', &b[k..]).map_or(b.len(), |o| k + o);
        }
        let mut j = k;
        let mut close = None;
        while let Some(o) = memchr(b'`', &b[j..line_end]) {
            let s = j + o;
            let mut e = s;
            while e < line_end && b[e] == b'`' {
                e += 1;
            }
            if e - s == run {
                close = Some((s, e));
                break;
            }
            j = e;
        }
        match close {
            Some((s, e)) => {
                codes.push(Code {
                    outer: start..e,
                    inner: k..s,
                });
                i = e;
            }
            None => i = line_end,
        }
    }
}

fn urls(text: &str, out: &mut Vec<Range<usize>>) {
    let b = text.as_bytes();
    for at in memmem::find_iter(b, b"://") {
        let mut s = at;
        while s > 0 && b[s - 1].is_ascii_alphabetic() {
            s -= 1;
        }
        let scheme = &text[s..at];
        if !(scheme.eq_ignore_ascii_case("http") || scheme.eq_ignore_ascii_case("https")) {
            continue;
        }
        if out.last().is_some_and(|r| r.end > s) {
            continue;
        }
        let mut e = at + 3;
        let mut depth = 0i32;
        while e < b.len() && url_char(b[e]) {
            match b[e] {
                b'(' => depth += 1,
                b')' if depth == 0 => break,
                b')' => depth -= 1,
                b']' => break,
                _ => {}
            }
            e += 1;
        }
        while e > at + 3
            && matches!(
                b[e - 1],
                b'.' | b',' | b';' | b':' | b'!' | b'?' | b'\'' | b'*' | b'_'
            )
        {
            e -= 1;
        }
        if e > at + 3 {
            // stay on char boundaries: url_char accepts UTF-8 continuation bytes
            while !text.is_char_boundary(e) {
                e += 1;
            }
            out.push(s..e);
        }
    }
}

/// Byte classes for the single scan: digits, sentence ends, newlines,
/// clause marks.
const DIGIT: u8 = 1;
const STOP: u8 = 2;
const NEWLINE: u8 = 3;
const CLAUSE: u8 = 4;
const CLASS: [u8; 256] = {
    let mut t = [0u8; 256];
    let mut c = b'0';
    while c <= b'9' {
        t[c as usize] = DIGIT;
        c += 1;
    }
    t[b'.' as usize] = STOP;
    t[b'!' as usize] = STOP;
    t[b'?' as usize] = STOP;
    t[b'\n' as usize] = NEWLINE;
    t[b',' as usize] = CLAUSE;
    t[b';' as usize] = CLAUSE;
    t[b'(' as usize] = CLAUSE;
    t[b')' as usize] = CLAUSE;
    t
};

/// Set (in a copy of [`CLASS`]) on bytes a phrase can start with.
const WALK: u8 = 8;

/// One pass: numbers, sentences, paragraphs and clause marks outside the
/// masked (non-prose) ranges, and the starts of the phrase matchers' walks
/// (see [`crate::trie::candidates`]) for the bytes `walk` marks.
fn scan_prose(
    text: &str,
    mask: &[Range<usize>],
    walk: &[bool; 256],
    walks: &mut Vec<usize>,
    lx: &mut Lexed,
) {
    let b = text.as_bytes();
    let mut table = CLASS;
    for (t, &w) in table.iter_mut().zip(walk) {
        if w {
            *t |= WALK;
        }
    }
    walks.clear();
    walks.reserve(b.len() / 4 + 2);
    if walk[usize::from(b' ')] {
        walks.push(0);
    }
    let mut start = 0;
    let mut i = 0;
    let mut m = 0; // cursor into mask
    lx.paragraphs.push(0);
    while i < b.len() {
        let t = table[usize::from(b[i])];
        if t == 0 {
            i += 1;
            continue;
        }
        if t & WALK != 0 {
            walks.push(i + 1);
        }
        let class = t & !WALK;
        if class == 0 {
            i += 1;
            continue;
        }
        while m < mask.len() && mask[m].end <= i {
            m += 1;
        }
        let masked = mask.get(m).is_some_and(|r| r.start <= i);
        match class {
            DIGIT => {
                let s = i;
                while i < b.len() && b[i].is_ascii_digit() {
                    if i > s && table[usize::from(b[i])] & WALK != 0 {
                        walks.push(i + 1);
                    }
                    i += 1;
                }
                if masked {
                    continue;
                }
                let before = text[..s].chars().next_back();
                let glued_before = before.is_some_and(|c| {
                    is_word_char(c)
                        || matches!(c, '.' | ',' | ':' | '#' | '$' | '/' | '-' | '€' | '£')
                });
                let after = &b[i..];
                let glued_after = after
                    .first()
                    .is_some_and(|&c| c.is_ascii_alphanumeric() || c == b'_' || c == b'%')
                    || (after.len() >= 2
                        && matches!(after[0], b'.' | b',' | b':' | b'/')
                        && after[1].is_ascii_digit());
                if glued_before || glued_after || i - s > 12 {
                    continue;
                }
                if let Ok(n) = text[s..i].parse::<u64>() {
                    lx.numbers.push((s..i, n));
                }
                continue;
            }
            NEWLINE => {
                let rest = &text[i + 1..];
                if rest.trim_start_matches([' ', '\t', '\r']).starts_with('\n') {
                    lx.paragraphs.push(i + 1);
                }
                if i + 1 > start {
                    lx.sentences.push(start..i + 1);
                }
                start = i + 1;
            }
            STOP => {
                let next = b.get(i + 1);
                let ends =
                    next.is_none_or(|n| n.is_ascii_whitespace() || matches!(n, b'"' | b')' | b'*'));
                if ends && !masked {
                    lx.sentences.push(start..i + 1);
                    start = i + 1;
                }
            }
            _ => {
                if !masked {
                    lx.clause_breaks.push(i);
                }
            }
        }
        i += 1;
    }
    if start < b.len() {
        lx.sentences.push(start..b.len());
    }
    if walk[usize::from(b' ')] {
        walks.push(b.len() + 1);
    }
}

/// Merge sorted, possibly overlapping ranges.
fn merge(mut v: Vec<Range<usize>>) -> Vec<Range<usize>> {
    v.sort_by_key(|r| r.start);
    let mut out: Vec<Range<usize>> = Vec::with_capacity(v.len());
    for r in v {
        match out.last_mut() {
            Some(l) if r.start <= l.end => l.end = l.end.max(r.end),
            _ => out.push(r),
        }
    }
    out
}

impl Lexed {
    pub(crate) fn new(
        text: &str,
        token_spans: &[Range<usize>],
        lexicon: &Lexicon,
        tools: Option<ToolMatcher<'_>>,
    ) -> Lexed {
        let mut lx = Lexed::default();
        let mut fences = Vec::new();
        code_spans(text, &mut lx.codes, &mut fences);
        urls(text, &mut lx.urls);
        let mut opaque: Vec<Range<usize>> = fences;
        opaque.extend(lx.urls.iter().cloned());
        opaque.extend(token_spans.iter().cloned());
        lx.opaque = merge(opaque);
        // prose excludes code spans too
        let mut prose_mask = lx.opaque.clone();
        prose_mask.extend(lx.codes.iter().map(|c| c.outer.clone()));
        let prose_mask = merge(prose_mask);
        lx.codes.retain(|c| !in_ranges(&lx.opaque, c.outer.start));
        // one list of walk starts serves both matchers
        let mut start = *lexicon.start_bytes();
        if let Some((t, _)) = tools {
            for (s, &t) in start.iter_mut().zip(t.start_bytes()) {
                *s |= t;
            }
        }
        let mut starts = Vec::new();
        scan_prose(text, &prose_mask, &start, &mut starts, &mut lx);
        lexicon.find_at(text, &starts, |h| {
            if !in_ranges(&prose_mask, h.start) {
                lx.hits.push(h);
            }
        });
        if let Some((trie, tool_of_pattern)) = tools {
            trie.find_at(text, &starts, |s, e, pid| {
                if !in_ranges(&lx.opaque, s) {
                    lx.mentions.push(Mention {
                        span: s..e,
                        tool: tool_of_pattern[pid],
                    });
                }
            });
        }
        for h in &lx.hits {
            if h.entry.flags & CLAUSE_BREAK != 0 {
                lx.clause_breaks.push(h.start);
            }
        }
        lx.clause_breaks.sort_unstable();
        lx
    }

    /// True when `pos` is inside a URL, fenced block or token.
    pub(crate) fn is_opaque(&self, pos: usize) -> bool {
        in_ranges(&self.opaque, pos)
    }

    /// The clause around `pos`, bounded by `bounds`.
    pub(crate) fn clause(&self, pos: usize, bounds: Range<usize>) -> Range<usize> {
        let i = self.clause_breaks.partition_point(|&b| b < pos);
        let start = if i > 0 {
            self.clause_breaks[i - 1].max(bounds.start)
        } else {
            bounds.start
        };
        let end = self
            .clause_breaks
            .get(i)
            .map_or(bounds.end, |&b| b.min(bounds.end));
        start.max(bounds.start)..end.max(start)
    }

    /// The paragraph number of `pos`.
    pub(crate) fn paragraph(&self, pos: usize) -> usize {
        self.paragraphs.partition_point(|&p| p <= pos)
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::vocabulary::Vocabulary;

    fn lex(t: &str) -> Lexed {
        let lx = Vocabulary::builtin().compile().unwrap();
        Lexed::new(t, &[], &lx, None)
    }

    #[test]
    fn code_urls_numbers_sentences() {
        let t = "I ran `ls -la` and saw 12 files. See https://example.com/a_(b).\n```\n42 inside\n```\nv1.2 3.5 10%";
        let l = lex(t);
        assert_eq!(&t[l.codes[0].inner.clone()], "ls -la");
        assert_eq!(&t[l.urls[0].clone()], "https://example.com/a_(b)");
        let nums: Vec<u64> = l.numbers.iter().map(|n| n.1).collect();
        assert_eq!(nums, [12]);
        assert_eq!(
            &t[l.sentences[0].clone()],
            "I ran `ls -la` and saw 12 files."
        );
    }

    proptest::proptest! {
        /// The walk starts gathered during the prose pass are exactly the
        /// positions the matchers' own scan would use.
        #[test]
        fn walk_starts_match_candidates(
            text in "[a-z0-9 .,;!?()'`\n_é’-]{0,80}",
            extra in proptest::collection::vec(proptest::prelude::any::<u8>(), 0..6),
        ) {
            let lexicon = Vocabulary::builtin().compile().unwrap();
            let mut walk = *lexicon.start_bytes();
            for b in extra {
                walk[usize::from(b)] = true;
            }
            let mut lx = Lexed::default();
            let mut starts = Vec::new();
            scan_prose(&text, &[], &walk, &mut starts, &mut lx);
            proptest::prop_assert_eq!(starts, crate::trie::candidates(&text, &walk));
        }
    }

    #[test]
    fn unclosed_backticks_and_multibyte_never_panic() {
        for t in [
            "`",
            "``x",
            "a ` b\n`",
            "```",
            "é`ü`ß https://é.com/ü€ 5€",
            "http://",
            "x://y",
        ] {
            let _ = lex(t);
        }
    }
}
