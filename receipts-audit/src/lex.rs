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

/// [`in_ranges`] for positions met in increasing order: one pass over the
/// ranges in all.
struct RangeCursor<'a> {
    ranges: &'a [Range<usize>],
    next: usize,
}

impl<'a> RangeCursor<'a> {
    fn new(ranges: &'a [Range<usize>]) -> Self {
        RangeCursor { ranges, next: 0 }
    }

    fn contains(&mut self, pos: usize) -> bool {
        while self.ranges.get(self.next).is_some_and(|r| r.end <= pos) {
            self.next += 1;
        }
        self.ranges.get(self.next).is_some_and(|r| r.start <= pos)
    }
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

/// Every byte of a class in [`CLASS`] is below 0x40 and not a space.
const HIGH_BIT: u64 = 0x8080_8080_8080_8080;
const LOW_SIX: u64 = 0x3F3F_3F3F_3F3F_3F3F;
const SPACES: u64 = 0x2020_2020_2020_2020;

/// 0x80 in each byte of `chunk` (eight bytes) that may have a class in
/// [`CLASS`]: below 0x40 and not a space (exact: no carries between
/// bytes).
fn marked_bytes(chunk: &[u8]) -> u64 {
    let mut w = [0u8; 8];
    w.copy_from_slice(chunk);
    let w = u64::from_le_bytes(w);
    // bit 7 of a byte: neither bit 7 nor bit 6 set (bit 6 shifted up)
    let below = !(w | w << 1) & HIGH_BIT;
    // bit 6 of a byte: its low six bits differ from a space's (at most
    // 0x3F + 0x3F per byte, so no carry)
    let not_space = ((w ^ SPACES) & LOW_SIX) + LOW_SIX;
    below & not_space << 1
}

/// Does `chunk` hold a byte that may have a class in [`CLASS`] (below 0x40
/// and not a space)? The same test as [`marked_bytes`], written as a fold
/// that the compiler turns into a few vector instructions for the 16 bytes.
fn any_marked(chunk: &[u8; 16]) -> bool {
    chunk.iter().fold(0u8, |a, &c| {
        a | u8::from(c < 0x20) | u8::from(c.wrapping_sub(0x21) < 0x1F)
    }) != 0
}

/// One pass: numbers, sentences, paragraphs and clause marks outside the
/// masked (non-prose) ranges.
///
/// With `SKIP`, runs of bytes of class 0 are passed 16 or eight at a time
/// (the test compares both ways).
fn scan_prose<const SKIP: bool>(text: &str, mask: &[Range<usize>], lx: &mut Lexed) {
    let b = text.as_bytes();
    let table = CLASS;
    let mut start = 0;
    let mut i = 0;
    let mut m = 0; // cursor into mask
    lx.paragraphs.push(0);
    while i < b.len() {
        if SKIP {
            if let Some(chunk) = b.get(i..i + 8) {
                let marks = marked_bytes(chunk);
                if marks == 0 {
                    i += 8;
                    // a clean stretch: on 16 at a time while it lasts
                    while let Some(chunk) = b.get(i..i + 16).and_then(|c| c.try_into().ok()) {
                        if any_marked(chunk) {
                            break;
                        }
                        i += 16;
                    }
                    continue;
                }
                i += (marks.trailing_zeros() / 8) as usize;
            }
        }
        let class = table[usize::from(b[i])];
        if class == 0 && !SKIP {
            i += 1;
            continue;
        }
        while m < mask.len() && mask[m].end <= i {
            m += 1;
        }
        let masked = mask.get(m).is_some_and(|r| r.start <= i);
        if SKIP && masked {
            // in a masked range only newlines count: jump to its end, and
            // over the rest of a digit run that reaches past it (the byte
            // loop passes a run that starts masked whole)
            let end = mask[m].end.min(b.len());
            let mut p = i;
            while let Some(o) = memchr(b'\n', &b[p..end]) {
                newline(text, p + o, &mut start, lx);
                p += o + 1;
            }
            i = end;
            if b.get(end.wrapping_sub(1)).is_some_and(u8::is_ascii_digit) {
                while b.get(i).is_some_and(u8::is_ascii_digit) {
                    i += 1;
                }
            }
            continue;
        }
        if class == 0 {
            i += 1;
            continue;
        }
        match class {
            DIGIT => {
                let s = i;
                while i < b.len() && b[i].is_ascii_digit() {
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
            NEWLINE => newline(text, i, &mut start, lx),
            STOP => {
                let next = b.get(i + 1);
                let ends = next
                    .is_none_or(|n| n.is_ascii_whitespace() || matches!(n, b'"' | b')' | b'*'))
                    && !after_title(b, i);
                if ends && !masked {
                    lx.sentences.push(start..i + 1);
                    start = i + 1;
                }
            }
            _ => {
                // (a decimal or thousands comma breaks no clause: "hat 59,00 €
                // zurückgebucht")
                let in_number = b[i] == b','
                    && i > 0
                    && b[i - 1].is_ascii_digit()
                    && b.get(i + 1).is_some_and(u8::is_ascii_digit);
                if !masked && !in_number {
                    lx.clause_breaks.push(i);
                }
            }
        }
        i += 1;
    }
    if start < b.len() {
        lx.sentences.push(start..b.len());
    }
}

/// Titles written with a period before a name ("Dr. Roth", "Mme.
/// Martin"): the period ends no sentence.
const TITLES: [&[u8]; 12] = [
    b"Dr", b"Mr", b"Mrs", b"Ms", b"Prof", b"St", b"Jr", b"Sr", b"Sra", b"Mme", b"Hr", b"Fr",
];

/// Is the period at `i` the end of a title or an initial followed by a
/// capitalized name?
fn after_title(b: &[u8], i: usize) -> bool {
    let start = b[..i]
        .iter()
        .rposition(|c| !c.is_ascii_alphabetic())
        .map_or(0, |p| p + 1);
    let name_follows =
        b.get(i + 1) == Some(&b' ') && b.get(i + 2).is_some_and(u8::is_ascii_uppercase);
    // (or an initial: "Maria T. Okonjo", "par J. Okafor")
    let initial = i - start == 1 && b[start].is_ascii_uppercase();
    (name_follows && (initial || TITLES.contains(&&b[start..i]))) || ordinal_date(b, i)
}

/// A German ordinal day before its month ("am 18. Juni", "seit dem 1.
/// Oktober"): the period at `i` ends no sentence.
fn ordinal_date(b: &[u8], i: usize) -> bool {
    const MONTHS: [&[u8]; 12] = [
        b"Januar",
        b"Februar",
        b"M\xc3\xa4rz",
        b"April",
        b"Mai",
        b"Juni",
        b"Juli",
        b"August",
        b"September",
        b"Oktober",
        b"November",
        b"Dezember",
    ];
    let digits = b[..i]
        .iter()
        .rev()
        .take_while(|c| c.is_ascii_digit())
        .count();
    let day = (1..=2).contains(&digits)
        && b[..i - digits]
            .last()
            .is_none_or(|c| !c.is_ascii_alphanumeric());
    let month = |rest: &[u8]| {
        MONTHS.iter().any(|m| {
            rest.starts_with(m) && rest.get(m.len()).is_none_or(|c| !c.is_ascii_alphanumeric())
        })
    };
    day && b.get(i + 1) == Some(&b' ') && {
        let rest = &b[i + 2..];
        // (or the first day of a range before its month: "zwischen dem 1.
        // und 7. Mai", "vom 3. bis 9. Juni")
        month(rest)
            || ["und ", "bis ", "oder ", "- ", "\u{2013} "]
                .iter()
                .any(|j| {
                    rest.strip_prefix(j.as_bytes()).is_some_and(|r| {
                        let d = r.iter().take_while(|c| c.is_ascii_digit()).count();
                        (1..=2).contains(&d) && r[d..].starts_with(b". ") && month(&r[d + 2..])
                    })
                })
    }
}

/// A receipt right after a sentence's full stop, on its line ("… in 1898.
/// [receipt: …]"), cites that sentence: the sentence ends after the token
/// (and its closing bracket), and one left with nothing is dropped.
fn cited_after_stop(text: &str, tokens: &[Range<usize>], sentences: &mut Vec<Range<usize>>) {
    if tokens.is_empty() || sentences.len() < 2 {
        return;
    }
    let b = text.as_bytes();
    let mut t = 0;
    let mut k = 1;
    while k < sentences.len() {
        let s = sentences[k].clone();
        while tokens.get(t).is_some_and(|r| r.start < s.start) {
            t += 1;
        }
        let Some(tok) = tokens.get(t).filter(|r| r.end <= s.end) else {
            k += 1;
            continue;
        };
        // what stands before it: nothing, or an opening bracket and a label
        let pre = &text[s.start..tok.start];
        let label = pre.trim().trim_start_matches(['[', '(']);
        let opens = !pre.contains('\n')
            && (label.is_empty()
                || label.strip_suffix(':').is_some_and(|l| {
                    l.chars()
                        .all(|c| c.is_alphanumeric() || c == ' ' || c == '_')
                }));
        let stop = text[sentences[k - 1].clone()].trim_end().ends_with('.');
        if !(opens && stop) {
            k += 1;
            continue;
        }
        let mut end = tok.end;
        while matches!(b.get(end), Some(b']' | b')')) {
            end += 1;
        }
        sentences[k - 1].end = end;
        if text[end..s.end].trim().is_empty() {
            sentences.remove(k);
        } else {
            sentences[k].start = end;
            k += 1;
        }
    }
}

/// A newline at `i`: a paragraph starts after a blank line, and the
/// sentence from `start` ends.
fn newline(text: &str, i: usize, start: &mut usize, lx: &mut Lexed) {
    let rest = &text[i + 1..];
    if rest.trim_start_matches([' ', '\t', '\r']).starts_with('\n') {
        lx.paragraphs.push(i + 1);
    }
    if i + 1 > *start {
        lx.sentences.push(*start..i + 1);
    }
    *start = i + 1;
}

/// Sort ranges and merge those that overlap or touch, in place.
fn merge(v: &mut Vec<Range<usize>>) {
    // equal starts merge whatever their order (lists put together with
    // `interleave` come sorted)
    if !v.is_sorted_by_key(|r| r.start) {
        v.sort_unstable_by_key(|r| r.start);
    }
    let mut w: usize = 0;
    for i in 0..v.len() {
        let r = v[i].clone();
        match w.checked_sub(1).map(|l| &mut v[l]) {
            Some(l) if r.start <= l.end => l.end = l.end.max(r.end),
            _ => {
                v[w] = r;
                w += 1;
            }
        }
    }
    v.truncate(w);
}

/// Append the ranges of `a` and `b`, each sorted by start, to `out` in
/// order of start.
fn interleave(
    a: impl Iterator<Item = Range<usize>>,
    b: impl Iterator<Item = Range<usize>>,
    out: &mut Vec<Range<usize>>,
) {
    let (mut a, mut b) = (a.peekable(), b.peekable());
    loop {
        let next = match (a.peek(), b.peek()) {
            (Some(x), Some(y)) if y.start < x.start => b.next(),
            (Some(_), _) => a.next(),
            (None, _) => b.next(),
        };
        match next {
            Some(r) => out.push(r),
            None => break,
        }
    }
}

impl Lexed {
    pub(crate) fn new(
        text: &str,
        token_spans: &[Range<usize>],
        lexicon: &Lexicon,
        tools: Option<ToolMatcher<'_>>,
    ) -> Lexed {
        let mut lx = Lexed::default();
        // room for a typical reply's share of each, so that they rarely grow
        let n = text.len();
        lx.hits.reserve(n / 16 + 8);
        lx.sentences.reserve(n / 64 + 4);
        lx.clause_breaks.reserve(n / 32 + 4);
        lx.numbers.reserve(n / 128 + 4);
        lx.codes.reserve(n / 256 + 4);
        lx.urls.reserve(n / 256 + 4);
        lx.mentions.reserve(n / 256 + 4);
        let mut fences = Vec::new();
        code_spans(text, &mut lx.codes, &mut fences);
        urls(text, &mut lx.urls);
        // each list comes sorted: put together in order, they need no sort
        let mut opaque = Vec::with_capacity(fences.len() + lx.urls.len() + token_spans.len() + 8);
        interleave(
            lx.urls.iter().cloned(),
            token_spans.iter().cloned(),
            &mut opaque,
        );
        if !fences.is_empty() {
            let spans = std::mem::take(&mut opaque);
            opaque.reserve(fences.len() + spans.len() + 8);
            interleave(fences.into_iter(), spans.into_iter(), &mut opaque);
        }
        merge(&mut opaque);
        lx.opaque = opaque;
        // prose excludes code spans too
        let mut prose_mask = Vec::with_capacity(lx.opaque.len() + lx.codes.len());
        interleave(
            lx.opaque.iter().cloned(),
            lx.codes.iter().map(|c| c.outer.clone()),
            &mut prose_mask,
        );
        merge(&mut prose_mask);
        // the spans come in order, so the ranges are read with a cursor
        let mut in_opaque = RangeCursor::new(&lx.opaque);
        lx.codes.retain(|c| !in_opaque.contains(c.outer.start));
        scan_prose::<true>(text, &prose_mask, &mut lx);
        cited_after_stop(text, token_spans, &mut lx.sentences);
        // matches come in order, so the masks are read with cursors
        let hits = &mut lx.hits;
        let mut prose = RangeCursor::new(&prose_mask);
        let hit = |h: Hit| {
            if !prose.contains(h.start) {
                hits.push(h);
            }
        };
        match tools {
            None => lexicon.find_all(text, hit),
            Some((trie, tool_of_pattern)) => {
                let mentions = &mut lx.mentions;
                let mut opaque = RangeCursor::new(&lx.opaque);
                lexicon.find_all_with(trie, text, hit, |s, e, pid| {
                    if !opaque.contains(s) {
                        mentions.push(Mention {
                            span: s..e,
                            tool: tool_of_pattern[pid],
                        });
                    }
                });
            }
        }
        for h in &lx.hits {
            if h.entry.flags & CLAUSE_BREAK != 0 {
                lx.clause_breaks.push(h.start);
            }
        }
        lx.clause_breaks.sort_unstable();
        lx
    }

    /// The inline code span whose content holds `span`.
    pub(crate) fn code_around(&self, span: &Range<usize>) -> Option<&Code> {
        let k = self.codes.partition_point(|c| c.inner.start <= span.start);
        let c = self.codes.get(k.checked_sub(1)?)?;
        (span.end <= c.inner.end).then_some(c)
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

    #[test]
    fn a_range_of_german_ordinal_days_ends_no_sentence() {
        for t in [
            "Im Journal findet sich zwischen dem 1. und 7. Mai nichts.",
            "Vom 3. bis 9. Juni gab es keine Störung.",
        ] {
            assert_eq!(lex(t).sentences.len(), 1, "{t}");
        }
        // near miss: a day without its month after the joiner
        let t = "Wir lagen auf Platz 1. und dann kam der Regen.";
        assert_eq!(lex(t).sentences.len(), 2);
    }

    #[test]
    fn a_receipt_after_the_stop_closes_that_sentence() {
        let lx = Vocabulary::builtin().compile().unwrap();
        let sentences = |t: &str, token: &str| {
            let at = t.find(token).unwrap();
            let span = std::iter::once(at..at + token.len()).collect::<Vec<_>>();
            let l = Lexed::new(t, &span, &lx, None);
            l.sentences
                .iter()
                .map(|s| t[s.clone()].to_owned())
                .collect::<Vec<_>>()
        };
        assert_eq!(
            sentences("It found two. [receipt: TOK] Then more.", "TOK"),
            ["It found two. [receipt: TOK]", " Then more."]
        );
        assert_eq!(sentences("It found two. TOK", "TOK"), ["It found two. TOK"]);
        // near misses: a token on its own line, one after other words, one
        // after a question
        assert_eq!(
            sentences("It found two.\n[receipt: TOK]", "TOK"),
            ["It found two.", "\n", "[receipt: TOK]"]
        );
        assert_eq!(
            sentences("It found two. See TOK", "TOK"),
            ["It found two.", " See TOK"]
        );
        assert_eq!(sentences("Found two? TOK", "TOK"), ["Found two?", " TOK"]);
    }

    #[test]
    fn a_comma_inside_a_number_breaks_no_clause() {
        let t = "Sie hat 59,00 € zurückgebucht, das Geld ist da; 1,5 kg, 2, 3";
        let breaks: Vec<&str> = lex(t).clause_breaks.iter().map(|&i| &t[i..i + 1]).collect();
        // the comma after the participle, the semicolon, and the commas
        // before a space ("kg, 2, 3"); not "59,00" nor "1,5"
        assert_eq!(breaks, [",", ";", ",", ","]);
        let first = t.find("zurückgebucht,").unwrap() + "zurückgebucht".len();
        assert_eq!(lex(t).clause_breaks[0], first);
    }

    proptest::proptest! {
        /// Passing eight bytes at a time finds what the byte loop finds.
        #[test]
        fn skipping_scan_equals_byte_scan(
            text in "[a-z0-9 .,;!?()\n\t\"'`:#$/€é-]{0,120}",
            cuts in proptest::collection::vec(0usize..120, 0..6),
        ) {
            let mut cuts: Vec<usize> = cuts.into_iter().filter(|&c| c <= text.len()).collect();
            cuts.sort_unstable();
            let mask: Vec<Range<usize>> = cuts.chunks(2).filter(|c| c.len() == 2 && c[0] < c[1]).map(|c| c[0]..c[1]).collect();
            let (mut a, mut b) = (Lexed::default(), Lexed::default());
            scan_prose::<true>(&text, &mask, &mut a);
            scan_prose::<false>(&text, &mask, &mut b);
            proptest::prop_assert_eq!(&a.numbers, &b.numbers);
            proptest::prop_assert_eq!(&a.sentences, &b.sentences);
            proptest::prop_assert_eq!(&a.paragraphs, &b.paragraphs);
            proptest::prop_assert_eq!(&a.clause_breaks, &b.clause_breaks);
        }
    }

    #[test]
    fn marked_bytes_are_exact() {
        for b in 0..=255u8 {
            for at in 0..8 {
                let mut chunk = [b'a'; 8];
                chunk[at] = b;
                let expected = b < 0x40 && b != b' ';
                assert_eq!(marked_bytes(&chunk) != 0, expected, "{b:#x} at {at}");
                // every other byte of the chunk, too
                for other in [
                    0u8, b' ', b'.', b'?', b'@', 0x60, 0x7f, 0x80, 0xa0, 0xe0, 0xff,
                ] {
                    let mut chunk = [other; 8];
                    chunk[at] = b;
                    let want: u64 = chunk
                        .iter()
                        .enumerate()
                        .filter(|&(_, &c)| c < 0x40 && c != b' ')
                        .map(|(k, _)| 0x80 << (8 * k))
                        .sum();
                    assert_eq!(
                        marked_bytes(&chunk),
                        want,
                        "{b:#x} at {at} among {other:#x}"
                    );
                }
            }
        }
    }

    #[test]
    fn any_marked_is_exact() {
        for b in 0..=255u8 {
            for at in [0, 7, 8, 15] {
                for other in [b'a', b' ', 0x40, 0x80, 0xff] {
                    let mut chunk = [other; 16];
                    chunk[at] = b;
                    let want = chunk.iter().any(|&c| c < 0x40 && c != b' ');
                    assert_eq!(any_marked(&chunk), want, "{b:#x} at {at} among {other:#x}");
                }
            }
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
