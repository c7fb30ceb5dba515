//! Detection inside one group of text: receipts, key blocks,
//! separator-keyed rules, keyword rules, run-based rules and the entropy
//! fallback, then merging.
//!
//! A group is a stretch between two cut points chosen by the segmenter
//! (see `segment.rs`). Inside a group every match is confined to the
//! segment (the text between two soft cuts) it starts in: keyword rules to
//! their word, separator-keyed rules to the segment of their separator.
//! So processing a group gives exactly what processing each of its
//! segments separately would, which is what makes streaming equal batch.
//!
//! Work per group is linear: one `memchr2` pass for separators, one byte
//! pass for words and runs, and the keyword automaton only over words of
//! at least [`MIN_WORD`] bytes (prose words never reach it).

use std::ops::Range;

use memchr::memmem;
use regex::{CaptureLocations, Regex};

use crate::allowlist::{Literals, Receipts};
use crate::entropy::{EntropyParams, is_random};
use crate::exemptions;
use crate::findings::{Category, Finding};
use crate::rules::{
    Anchor, Check, DISCORD_BOT_TOKEN, HIGH_ENTROPY, MAX_KEY, PRIVATE_KEY, PUTTY_PRIVATE_KEY,
    RECEIPT_LOOKALIKE, RuleSet, TWILIO_SID, UNVERIFIED_RECEIPT,
};
use crate::segment::is_cut;
use crate::validate::{accept, is_placeholder};

/// A key block left open at the end of a group (only used after a forced
/// cut).
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub(crate) enum OpenBlock {
    Private,
    Public,
    Putty,
}

/// State carried over a forced cut.
#[derive(Debug, Clone, Copy, Default, PartialEq, Eq)]
pub(crate) struct Carry {
    /// The run cut in two was exempt from the entropy rule.
    pub(crate) run_exempt: bool,
    pub(crate) block: Option<OpenBlock>,
    /// The group before the cut ended in a token character.
    pub(crate) glued: bool,
    /// The group before the cut ended in a finding, so its output ends in
    /// a replacement's `]`.
    pub(crate) after_finding: bool,
}

/// Shortest word the keyword automaton looks at: every known format is
/// longer (the shortest, an AWS key id, has 20 characters; a URL with a
/// password has at least `a://b:c@d`, and ones under 16 bytes carry
/// nothing worth the name).
pub(crate) const MIN_WORD: usize = 16;

/// Shortest run the run pass looks at (the entropy minimum is at least
/// this).
const MIN_RUN: usize = 16;
// the streaming fast path (segment.rs) counts on words shorter than
// MIN_WORD holding no run the run pass looks at
const _: () = assert!(MIN_RUN >= MIN_WORD);

/// Token characters of a run: base64 and base64url. `=` is left out so
/// that `key=value` splits; padding adds nothing to a token's entropy.
const fn glue_table() -> [bool; 256] {
    let mut t = [false; 256];
    let mut i = 0;
    while i < 256 {
        let b = i as u8;
        t[i] = b.is_ascii_alphanumeric() || b == b'+' || b == b'/' || b == b'_' || b == b'-';
        i += 1;
    }
    t
}
static GLUE: [bool; 256] = glue_table();

/// Bytes that end a word: whitespace, quotes, brackets.
const fn break_table() -> [bool; 256] {
    let mut t = [false; 256];
    let brk = b" \t\r\n\x0b\x0c\"'<>`()[]{}";
    let mut i = 0;
    while i < brk.len() {
        t[brk[i] as usize] = true;
        i += 1;
    }
    t
}
pub(crate) static BREAK: [bool; 256] = break_table();

/// Literal markers, searched with `memmem`.
#[derive(Debug, Clone)]
pub(crate) struct Markers {
    pub(crate) pem_begin: memmem::Finder<'static>,
    pub(crate) pem_end: memmem::Finder<'static>,
    pub(crate) putty_begin: memmem::Finder<'static>,
    pub(crate) putty_private: memmem::Finder<'static>,
    pub(crate) putty_end: memmem::Finder<'static>,
    pub(crate) url: memmem::Finder<'static>,
    pub(crate) receipt: memmem::Finder<'static>,
    /// Byte classes for the segmenter's one pass over a streamed delta:
    /// [`SEP`], [`DASH`] and [`CAP_P`] (first bytes of the opening
    /// markers), [`BRK`] (word break), [`PF`] (the prefix's first byte),
    /// [`BLANK`] (may end before a soft cut).
    pub(crate) class: [u8; 256],
}

/// `:` or `=`, the separators of key-value pairs.
pub(crate) const SEP: u8 = 1;
/// `-`, the first byte of `-----BEGIN `.
pub(crate) const DASH: u8 = 2;
/// `P`, the first byte of `PuTTY-User-Key-File-`.
pub(crate) const CAP_P: u8 = 4;
/// A word break ([`BREAK`]).
pub(crate) const BRK: u8 = 8;
/// The first byte of the receipt prefix.
pub(crate) const PF: u8 = 16;
/// A byte after which a soft cut may fall: space, tab, CR, LF.
pub(crate) const BLANK: u8 = 32;

impl Markers {
    pub(crate) fn new(prefix: &str) -> Self {
        let mut class = [0u8; 256];
        for (b, c) in class.iter_mut().enumerate() {
            if BREAK[b] {
                *c |= BRK;
            }
        }
        class[usize::from(b':')] |= SEP;
        class[usize::from(b'=')] |= SEP;
        class[usize::from(b'-')] |= DASH;
        class[usize::from(b'P')] |= CAP_P;
        for b in [b' ', b'\t', b'\r', b'\n'] {
            class[usize::from(b)] |= BLANK;
        }
        if let Some(&b) = prefix.as_bytes().first() {
            class[usize::from(b)] |= PF;
        }
        Markers {
            class,
            pem_begin: memmem::Finder::new(b"-----BEGIN "),
            pem_end: memmem::Finder::new(b"-----END "),
            putty_begin: memmem::Finder::new(b"PuTTY-User-Key-File-"),
            putty_private: memmem::Finder::new(b"Private-Lines:"),
            putty_end: memmem::Finder::new(b"Private-MAC:"),
            url: memmem::Finder::new(b"://"),
            receipt: memmem::Finder::new(format!("{prefix}-").as_bytes()).into_owned(),
        }
    }
}

/// Everything detection needs, immutable and shareable.
#[derive(Debug, Clone)]
pub(crate) struct Detector {
    pub(crate) rules: RuleSet,
    pub(crate) markers: Markers,
    pub(crate) receipts: Receipts,
    pub(crate) literals: Literals,
    pub(crate) entropy: Option<EntropyParams>,
    pub(crate) discord: Option<Regex>,
    pub(crate) twilio: bool,
    pub(crate) private_key: bool,
    pub(crate) putty: bool,
    /// Bytes after a secret-named key's separator in which no soft cut is
    /// made.
    pub(crate) window: usize,
}

/// Reusable buffers, one set per batch call or stream.
#[derive(Debug, Default)]
pub(crate) struct Scratch {
    found: Vec<Finding>,
    tokens: Vec<Range<usize>>,
    public: Vec<Range<usize>>,
    word_last: Vec<(u16, usize)>,
    locs: Vec<Option<CaptureLocations>>,
    ctx_locs: Vec<Option<CaptureLocations>>,
    merged: Vec<Finding>,
}

/// One group to process.
pub(crate) struct Group<'a> {
    pub(crate) text: &'a str,
    /// Absolute offset of `text[0]`.
    pub(crate) base: usize,
    /// Absolute end offsets of trigger separators, sorted.
    pub(crate) triggers: &'a [usize],
    /// The group is one key block: no soft cuts inside.
    pub(crate) block: bool,
    pub(crate) carry: Carry,
}

/// Pointers of the run pass over sorted span lists.
#[derive(Default)]
struct Cursor {
    fj: usize,
    reach: usize,
    tj: usize,
    treach: usize,
    pj: usize,
    preach: usize,
    carry_exempt: bool,
}

fn floor_char(s: &str, mut i: usize) -> usize {
    while i > 0 && !s.is_char_boundary(i) {
        i -= 1;
    }
    i
}

fn ceil_char(s: &str, mut i: usize) -> usize {
    while i < s.len() && !s.is_char_boundary(i) {
        i += 1;
    }
    i
}

/// End of a `-----END …-----` line's closing dashes, from the end of
/// `-----END `.
fn marker_close(bytes: &[u8], after: usize) -> usize {
    let lim = (after + 96).min(bytes.len());
    match memmem::find(&bytes[after..lim], b"-----") {
        Some(i) => after + i + 5,
        None => after,
    }
}

fn line_end(bytes: &[u8], from: usize) -> usize {
    let from = from.min(bytes.len());
    match memchr::memchr(b'\n', &bytes[from..]) {
        Some(i) => from + i,
        None => bytes.len(),
    }
}

/// `memchr` that stays inline for the short slices a stream delta gives.
#[inline]
pub(crate) fn has_byte(hay: &[u8], b: u8) -> bool {
    if hay.len() < 64 {
        // `contains` calls the out-of-line memchr, whose set-up costs more
        // than scanning a few bytes
        count_of(hay, |x| x == b) != 0
    } else {
        memchr::memchr(b, hay).is_some()
    }
}

/// How many bytes of a short `hay` satisfy `f`: a branch-free sum over
/// 16-byte blocks that compiles to vector compares.
#[inline]
fn count_of(hay: &[u8], f: impl Fn(u8) -> bool + Copy) -> u32 {
    let mut blocks = hay.chunks_exact(16);
    let mut n = 0u32;
    for block in &mut blocks {
        let mut acc = 0u8;
        for &b in block {
            acc += u8::from(f(b));
        }
        n += u32::from(acc);
    }
    n + blocks
        .remainder()
        .iter()
        .map(|&b| u32::from(f(b)))
        .sum::<u32>()
}

/// Positions of `:` and `=` in `hay`, in order, calling `f` for each.
#[inline]
pub(crate) fn for_separators(hay: &[u8], mut f: impl FnMut(usize)) {
    if hay.len() < 64 {
        // (the segmenter calls this on a short delta only when its class
        // pass saw a separator, so no presence check first)
        for (i, &b) in hay.iter().enumerate() {
            if b == b':' || b == b'=' {
                f(i);
            }
        }
    } else {
        for i in memchr::memchr2_iter(b':', b'=', hay) {
            f(i);
        }
    }
}

/// The key before a separator at `q`: skips up to four blanks and one
/// closing quote, then takes up to [`MAX_KEY`] key characters.
pub(crate) fn key_before(bytes: &[u8], q: usize) -> Option<Range<usize>> {
    let mut j = q;
    let mut blanks = 0;
    while j > 0 && matches!(bytes[j - 1], b' ' | b'\t') && blanks < 4 {
        j -= 1;
        blanks += 1;
    }
    if j > 0 && matches!(bytes[j - 1], b'"' | b'\'') {
        j -= 1;
        // JSON inside a JSON string: `{\"password\": \"…\"}`
        if j > 0 && bytes[j - 1] == b'\\' {
            j -= 1;
        }
    }
    let ke = j;
    while j > 0
        && ke - j < MAX_KEY
        && (bytes[j - 1].is_ascii_alphanumeric() || matches!(bytes[j - 1], b'_' | b'.' | b'-'))
    {
        j -= 1;
    }
    (j < ke).then_some(j..ke)
}

/// For a block of at most 64 bytes: the OR of their classes in `class`
/// (see [`Markers::class`]) and a mask with bit i set when byte i is part
/// of a word (no [`BRK`]). Eight bytes at a time: their classes form one
/// 64-bit word, whose [`BRK`] bits a multiplication packs into a byte.
#[inline]
pub(crate) fn block_mask(class: &[u8; 256], block: &[u8]) -> (u8, u64) {
    const _: () = assert!(BRK == 8);
    let (mut seen, mut brk) = (0u64, 0u64);
    let mut eights = block.chunks_exact(8);
    let mut at = 0;
    for c in &mut eights {
        let w = u64::from_le_bytes([
            class[usize::from(c[0])],
            class[usize::from(c[1])],
            class[usize::from(c[2])],
            class[usize::from(c[3])],
            class[usize::from(c[4])],
            class[usize::from(c[5])],
            class[usize::from(c[6])],
            class[usize::from(c[7])],
        ]);
        seen |= w;
        let packed = ((w >> 3) & 0x0101_0101_0101_0101).wrapping_mul(0x0102_0408_1020_4080) >> 56;
        brk |= packed << at;
        at += 8;
    }
    for (j, &b) in eights.remainder().iter().enumerate() {
        let c = class[usize::from(b)];
        seen |= u64::from(c);
        brk |= u64::from(c & BRK != 0) << (at + j);
    }
    seen |= seen >> 32;
    seen |= seen >> 16;
    seen |= seen >> 8;
    let m = block.len();
    let full = if m >= 64 { u64::MAX } else { (1u64 << m) - 1 };
    (seen as u8, !brk & full)
}

/// Calls `f(ws, we)`, in order, for each word (maximal run of non-[`BREAK`]
/// bytes) of at least [`MIN_WORD`] bytes and for the word that ends the
/// text whatever its length: the only words the keyword rules and the run
/// pass look at. Works on 64-byte blocks as bit masks and skips blocks of
/// short words whole.
pub(crate) fn for_words_that_matter(
    class: &[u8; 256],
    bytes: &[u8],
    mut f: impl FnMut(usize, usize),
) {
    // start of a word still running at the end of the last block
    let mut open: Option<usize> = None;
    for (k, block) in bytes.chunks(64).enumerate() {
        let base = k * 64;
        let m = block.len();
        // bit i: byte i is part of a word (bits from m on are clear)
        let (_, inword) = block_mask(class, block);
        let mut rest = inword;
        if let Some(st) = open {
            let lead = inword.trailing_ones() as usize;
            if lead >= m {
                continue; // the open word runs through the block
            }
            open = None;
            if base + lead - st >= MIN_WORD {
                f(st, base + lead);
            }
            rest &= !((1u64 << lead) - 1);
        }
        // the word touching the block's end stays open
        let top = (rest << (64 - m)).leading_ones() as usize;
        if top > 0 {
            open = Some(base + m - top);
            let keep = m - top;
            rest &= if keep == 0 {
                0
            } else {
                u64::MAX >> (64 - keep)
            };
        }
        // words of MIN_WORD bytes inside the block: bit i of `r` is set when
        // bits i..i + 16 of `rest` are, so a word's lowest bit in `r` is its
        // start
        let mut r = rest;
        r &= r >> 1;
        r &= r >> 2;
        r &= r >> 4;
        r &= r >> 8;
        const _: () = assert!(MIN_WORD == 16);
        while r != 0 {
            let st = r.trailing_zeros() as usize;
            let len = (rest >> st).trailing_ones() as usize;
            f(base + st, base + st + len);
            // a word inside the block ends before bit 63
            r &= !(((1u64 << len) - 1) << st);
        }
    }
    if let Some(st) = open {
        f(st, bytes.len());
    }
}

/// What follows `-----BEGIN ` at `from`: `Some(private)` for a key
/// block's header (a label of capitals, digits and spaces closed by `-----`,
/// then key material: a base64 line of 16 or more characters, an armor
/// header such as `Proc-Type:`, or the END line, after blanks or escaped
/// `\n`s), and `None` for text that only mentions one (`starts with
/// -----BEGIN PRIVATE KEY----- and then…`). When the text ends before
/// that is decided, it is taken for a private key block: the worst case.
fn pem_header(bytes: &[u8], from: usize) -> Option<bool> {
    let n = bytes.len();
    let mut j = from;
    while j < n && j - from < 64 && matches!(bytes[j], b'A'..=b'Z' | b'0'..=b'9' | b' ') {
        j += 1;
    }
    let rest = &bytes[j..];
    if rest.len() < 5 && b"-----".starts_with(rest) {
        return Some(true); // cut off
    }
    if !rest.starts_with(b"-----") {
        return None;
    }
    let private = memmem::find(&bytes[from..j], b"PRIVATE").is_some();
    let mut k = j + 5;
    loop {
        while k < n && matches!(bytes[k], b' ' | b'\t' | b'\r' | b'\n') {
            k += 1;
        }
        if bytes[k..].starts_with(b"\\n") || bytes[k..].starts_with(b"\\r") {
            k += 2;
        } else {
            break;
        }
    }
    if k == n {
        return Some(true); // cut off before the material
    }
    let run = bytes[k..]
        .iter()
        .take_while(|&&b| b.is_ascii_alphanumeric() || matches!(b, b'+' | b'/' | b'='))
        .count();
    // an armor header name (`Proc-Type:`, `DEK-Info:`, `Comment:`)
    let name = bytes[k..]
        .iter()
        .take_while(|&&b| b.is_ascii_alphanumeric() || b == b'-')
        .count();
    let material = run >= 16
        || (k + run == n)
        || (k + name == n)
        || bytes[k..].starts_with(b"-----END")
        || (name > 0 && bytes.get(k + name) == Some(&b':'));
    material.then_some(private)
}

/// Sort rank at equal starts, which picks the id of a merged finding:
/// receipts first, then known formats, key blocks and structures (JWT,
/// URL credentials, authorization headers), assignments, entropy; ties go
/// by rule id, so the order never depends on how findings were collected
/// (an unstable sort on rank alone made streaming and batch name a
/// merged finding differently).
fn rank(f: &Finding) -> u8 {
    match f.category {
        Category::Receipt => 0,
        Category::PrivateKey | Category::Structure => 2,
        Category::Assignment => 3,
        Category::Entropy => 4,
        _ => 1,
    }
}

/// Secret span from capture locations: the first secret group that
/// matched (and its index), else the whole match.
fn secret_span(locs: &CaptureLocations, groups: &[usize]) -> Option<((usize, usize), usize)> {
    for (gi, &g) in groups.iter().enumerate() {
        if let Some(span) = locs.get(g) {
            return Some((span, gi));
        }
    }
    locs.get(0).map(|m| (m, usize::MAX))
}

impl Detector {
    /// Detect in one group; merged findings with absolute spans go to `out`.
    /// Returns the state to carry over a forced cut at the group's end.
    pub(crate) fn detect(&self, g: &Group<'_>, s: &mut Scratch, out: &mut Vec<Finding>) -> Carry {
        let bytes = g.text.as_bytes();
        s.found.clear();
        s.tokens.clear();
        s.public.clear();
        let mut carry = Carry::default();

        // 1. receipts
        if has_byte(bytes, self.markers.receipt.needle()[0])
            && self.markers.receipt.find(bytes).is_some()
        {
            self.receipts
                .scan(g.text, g.carry.glued, &mut s.tokens, &mut s.found);
        }
        // 2. key blocks
        if g.block || g.carry.block.is_some() {
            carry.block = self.blocks(g, s);
        }
        // 3. separator-keyed rules
        self.context_rules(g, s);
        s.found
            .sort_unstable_by_key(|f| (f.span.start, rank(f), f.rule));
        // 4. words: keyword rules, then runs
        carry.run_exempt = self.words(g, s);
        // 5. allowlist, receipt exemption, merge
        self.finish(g, s, out);
        carry
    }

    fn blocks(&self, g: &Group<'_>, s: &mut Scratch) -> Option<OpenBlock> {
        let bytes = g.text.as_bytes();
        let n = bytes.len();
        let m = &self.markers;
        let find = |f: &memmem::Finder<'_>, from: usize| {
            let from = from.min(n);
            f.find(&bytes[from..])
                .map(|i| (from + i, from + i + f.needle().len()))
        };
        let mut open = None;
        let mut pos = 0;
        if let Some(kind) = g.carry.block {
            let end = match kind {
                OpenBlock::Private | OpenBlock::Public => {
                    find(&m.pem_end, 0).map(|e| marker_close(bytes, e.1))
                }
                OpenBlock::Putty => find(&m.putty_end, 0).map(|e| line_end(bytes, e.1)),
            };
            let end = end.unwrap_or_else(|| {
                open = Some(kind);
                n
            });
            match kind {
                OpenBlock::Private => self.push_block(s, 0..end, PRIVATE_KEY, self.private_key),
                OpenBlock::Public => s.public.push(0..end),
                OpenBlock::Putty => self.push_block(s, 0..end, PUTTY_PRIVATE_KEY, self.putty),
            }
            pos = end;
        }
        loop {
            let pem = find(&m.pem_begin, pos);
            let putty = find(&m.putty_begin, pos);
            let (b, is_putty) = match (pem, putty) {
                (Some(a), Some(p)) if p.0 < a.0 => (p, true),
                (Some(a), _) => (a, false),
                (None, Some(p)) => (p, true),
                (None, None) => break,
            };
            if !is_putty {
                let Some(private) = pem_header(bytes, b.1) else {
                    // a mention of a header in prose, no key block
                    pos = b.1;
                    continue;
                };
                let end = match find(&m.pem_end, b.1) {
                    Some(e) => {
                        open = None;
                        marker_close(bytes, e.1)
                    }
                    None => {
                        open = Some(if private {
                            OpenBlock::Private
                        } else {
                            OpenBlock::Public
                        });
                        n
                    }
                };
                if private {
                    self.push_block(s, b.0..end, PRIVATE_KEY, self.private_key);
                } else {
                    s.public.push(b.0..end);
                }
                pos = end.max(b.1);
            } else {
                // a PuTTY file starts `PuTTY-User-Key-File-<version>: `; a
                // mention of the marker in prose is no key
                let rest = &bytes[b.1..];
                let header = match rest.first() {
                    None => true, // cut off
                    Some(d) if d.is_ascii_digit() => rest.get(1).is_none_or(|&c| c == b':'),
                    Some(_) => false,
                };
                if !header {
                    pos = b.1;
                    continue;
                }
                let private = find(&m.putty_private, b.1);
                let end = match find(&m.putty_end, b.1) {
                    Some(e) => {
                        open = None;
                        line_end(bytes, e.1)
                    }
                    None => {
                        open = Some(OpenBlock::Putty);
                        n
                    }
                };
                let pstart = private.map_or(end, |p| p.0.min(end));
                s.public.push(b.0..pstart);
                if open.is_some() && private.is_none() {
                    // header seen, private part not yet: redact the rest
                    self.push_block(s, b.0..end, PUTTY_PRIVATE_KEY, self.putty);
                } else {
                    self.push_block(s, pstart..end, PUTTY_PRIVATE_KEY, self.putty);
                }
                pos = end.max(b.1);
            }
        }
        open
    }

    fn push_block(&self, s: &mut Scratch, span: Range<usize>, rule: &'static str, on: bool) {
        if on && span.start < span.end {
            s.found.push(Finding {
                span,
                rule,
                category: Category::PrivateKey,
            });
        }
    }

    fn cut(&self, g: &Group<'_>, p: usize) -> bool {
        !g.block && is_cut(g.text.as_bytes(), g.base, p, g.triggers, self.window)
    }

    /// `password: …`, `"client_secret": "…"`, `Authorization: Bearer …`.
    fn context_rules(&self, g: &Group<'_>, s: &mut Scratch) {
        let rules = &self.rules;
        if rules.context.is_empty() {
            return;
        }
        let text = g.text;
        let bytes = text.as_bytes();
        let n = bytes.len();
        if s.ctx_locs.len() != rules.context.len() {
            s.ctx_locs = rules
                .context
                .iter()
                .map(|c| Some(c.re.capture_locations()))
                .collect();
        }
        // the segmenter recorded every separator after a secret-named key
        let lo = g.triggers.partition_point(|&t| t <= g.base);
        let hi = g.triggers.partition_point(|&t| t <= g.base + n);
        for &t in &g.triggers[lo..hi] {
            let q = t - 1 - g.base;
            // `Token::from_str`: a path separator, not a key and a value
            if bytes[q] == b':' && bytes.get(q + 1) == Some(&b':') {
                continue;
            }
            let Some(key) = key_before(bytes, q) else {
                continue;
            };
            let mask = rules.context_mask(&bytes[key.clone()]);
            if mask == 0 || (key.end + 1..=q).any(|p| self.cut(g, p)) {
                continue;
            }
            for (i, c) in rules.context.iter().enumerate() {
                if mask & (1 << i) == 0 {
                    continue;
                }
                let mut we = (q + 1 + c.spec.fwd).min(n);
                if !g.block
                    && let Some(p) = (q + 2..=we).find(|&p| self.cut(g, p))
                {
                    we = p;
                }
                let we = floor_char(text, we);
                let ks = key.start;
                if we <= ks {
                    continue;
                }
                let Some(locs) = s.ctx_locs[i].as_mut() else {
                    continue;
                };
                let hay = &text[ks..we];
                if c.re.captures_read(locs, hay).is_none() {
                    continue;
                }
                let Some(((mut a, mut b), mut gi)) = secret_span(locs, &c.groups) else {
                    continue;
                };
                // an unquoted word followed by ` =` is a type annotation
                // (`API_KEY: &str = "…"`): the value comes after it
                if let Some(typed) = &c.typed
                    && gi == 3
                    && let Some(rest) = hay.as_bytes().get(b..)
                    && let Some(eq) = rest.iter().position(|&x| !matches!(x, b' ' | b'\t'))
                    && (1..=4).contains(&eq)
                    && rest[eq] == b'='
                    && rest.get(eq + 1) != Some(&b'=')
                    && typed.captures_read(locs, hay).is_some()
                    && let Some(((ta, tb), tg)) = secret_span(locs, &c.groups)
                {
                    (a, b, gi) = (ta, tb, tg);
                }
                let quoted = c.spec.check == Check::Assignment && gi < 3;
                if a < b && accept(c.spec.check, &text[ks + a..ks + b], quoted) {
                    s.found.push(Finding {
                        span: ks + a..ks + b,
                        rule: c.spec.id,
                        category: c.spec.category,
                    });
                }
            }
        }
    }

    /// Walk words; run keyword rules in long words and the run pass in
    /// each. Returns whether a run touching the group's end was exempt.
    fn words(&self, g: &Group<'_>, s: &mut Scratch) -> bool {
        let ctx_len = s.found.len();
        let mut cur = Cursor::default();
        for_words_that_matter(&self.markers.class, g.text.as_bytes(), |ws, we| {
            if we - ws >= MIN_WORD {
                self.keyword_rules(g, s, ws, we);
            }
            self.runs(g, s, ws, we, ctx_len, &mut cur);
        });
        cur.carry_exempt
    }

    fn keyword_rules(&self, g: &Group<'_>, s: &mut Scratch, ws: usize, we: usize) {
        let text = g.text;
        let bytes = text.as_bytes();
        let rules = &self.rules;
        s.word_last.clear();
        if s.locs.len() != rules.compiled.len() {
            s.locs = (0..rules.compiled.len()).map(|_| None).collect();
        }
        for m in rules.ac.find_overlapping_iter(&bytes[ws..we]) {
            let (hs, he) = (ws + m.start(), ws + m.end());
            let Some(role) = rules.roles.get(m.pattern().as_usize()) else {
                continue;
            };
            for &ri in role {
                if s.word_last.iter().any(|&(r, end)| r == ri && hs < end) {
                    continue;
                }
                let c = &rules.compiled[usize::from(ri)];
                let spec = c.spec;
                let start = match spec.anchor {
                    Anchor::Start => hs,
                    Anchor::Around { back } => hs.saturating_sub(back).max(ws),
                };
                let a = ceil_char(text, start);
                let b = floor_char(text, (hs + spec.fwd).min(we));
                if a >= b || b < he {
                    continue;
                }
                let hay = &text[a..b];
                let locs = s.locs[usize::from(ri)].get_or_insert_with(|| c.re.capture_locations());
                let mut at = 0;
                while at <= hay.len() {
                    if c.re.captures_read_at(locs, hay, at).is_none() {
                        break;
                    }
                    let Some((ms, me)) = locs.get(0) else {
                        break;
                    };
                    let next = if me > ms { me } else { me + 1 };
                    let anchored = matches!(spec.anchor, Anchor::Start);
                    if a + me <= hs {
                        if anchored {
                            break;
                        }
                        at = next;
                        continue;
                    }
                    if a + ms >= he && !anchored {
                        break;
                    }
                    let abs_ms = a + ms;
                    let bounded =
                        !spec.boundary || abs_ms == 0 || !bytes[abs_ms - 1].is_ascii_alphanumeric();
                    if let Some(((x, y), _)) = secret_span(locs, &c.groups)
                        && bounded
                        && x < y
                        && accept(spec.check, &hay[x..y], false)
                    {
                        s.found.push(Finding {
                            span: a + x..a + y,
                            rule: spec.id,
                            category: spec.category,
                        });
                        s.word_last.push((ri, a + me));
                        break;
                    }
                    if anchored {
                        break;
                    }
                    at = next;
                }
            }
        }
    }

    /// Runs of token characters in the word `[ws, we)`: Discord, Twilio,
    /// entropy.
    fn runs(
        &self,
        g: &Group<'_>,
        s: &mut Scratch,
        ws: usize,
        we: usize,
        ctx_len: usize,
        c: &mut Cursor,
    ) {
        let text = g.text;
        let bytes = text.as_bytes();
        let n = bytes.len();
        let word_found = ctx_len..s.found.len();
        let url = if we - ws >= MIN_RUN && has_byte(&bytes[ws..we], b':') {
            self.markers.url.find(&bytes[ws..we]).map(|u| ws + u)
        } else {
            None
        };
        let mut i = ws;
        while i < we {
            if !GLUE[usize::from(bytes[i])] {
                i += 1;
                continue;
            }
            let st = i;
            while i < we && GLUE[usize::from(bytes[i])] {
                i += 1;
            }
            let e = i;
            if e - st < MIN_RUN && e != n {
                continue;
            }
            while c.fj < ctx_len && s.found[c.fj].span.start < e {
                c.reach = c.reach.max(s.found[c.fj].span.end);
                c.fj += 1;
            }
            while c.tj < s.tokens.len() && s.tokens[c.tj].start < e {
                c.treach = c.treach.max(s.tokens[c.tj].end);
                c.tj += 1;
            }
            while c.pj < s.public.len() && s.public[c.pj].start < e {
                c.preach = c.preach.max(s.public[c.pj].end);
                c.pj += 1;
            }
            let in_word_finding = s.found[word_found.clone()]
                .iter()
                .any(|f| f.span.start < e && f.span.end > st);
            if c.treach > st || c.reach > st || in_word_finding {
                continue;
            }
            let run = &bytes[st..e];
            let len = e - st;
            if let Some(re) = &self.discord
                && (23..=28).contains(&len)
                && matches!(run[0], b'M' | b'N' | b'O')
                && bytes.get(e) == Some(&b'.')
                && (st == 0 || !bytes[st - 1].is_ascii_alphanumeric())
            {
                let lim = floor_char(text, (st + 120).min(we));
                if let Some(m) = re.find(&text[st..lim]) {
                    s.found.push(Finding {
                        span: st..st + m.end(),
                        rule: DISCORD_BOT_TOKEN,
                        category: Category::Chat,
                    });
                    continue;
                }
            }
            if self.twilio
                && len == 34
                && (run.starts_with(b"SK") || run.starts_with(b"AC"))
                && run[2..]
                    .iter()
                    .all(|x| matches!(x, b'0'..=b'9' | b'a'..=b'f'))
            {
                s.found.push(Finding {
                    span: st..e,
                    rule: TWILIO_SID,
                    category: Category::Saas,
                });
                continue;
            }
            let Some(p) = self.entropy else {
                continue;
            };
            let before = &bytes[ws.max(st.saturating_sub(8))..st];
            let context_exempt =
                (st == 0 && g.carry.run_exempt) || c.preach > st || url.is_some_and(|u| u < st);
            if e == n {
                c.carry_exempt = context_exempt || exemptions::exempt(run, before);
            }
            if !context_exempt
                && !exemptions::is_hex_like(run)
                && is_random(run, p)
                && !exemptions::exempt(run, before)
                && !exemptions::is_base64_text(run)
                && !is_placeholder(&text[st..e])
            {
                s.found.push(Finding {
                    span: st..e,
                    rule: HIGH_ENTROPY,
                    category: Category::Entropy,
                });
            }
        }
    }

    fn finish(&self, g: &Group<'_>, s: &mut Scratch, out: &mut Vec<Finding>) {
        let text = g.text;
        s.found
            .sort_unstable_by_key(|f| (f.span.start, rank(f), f.rule));
        s.merged.clear();
        let mut tj = 0usize;
        for f in s.found.drain(..) {
            if self.literals.contains(&text[f.span.clone()]) {
                continue;
            }
            // subtract exempt receipt tokens: every piece between them stays
            let mut cur = f.span.clone();
            if f.rule != UNVERIFIED_RECEIPT {
                while tj < s.tokens.len() && s.tokens[tj].end <= f.span.start {
                    tj += 1;
                }
                let mut k = tj;
                while k < s.tokens.len() && s.tokens[k].start < cur.end {
                    let t = s.tokens[k].clone();
                    if t.start > cur.start {
                        push_merged(&mut s.merged, cur.start..t.start, &f);
                    }
                    cur.start = cur.start.max(t.end);
                    k += 1;
                }
            }
            if cur.start < cur.end {
                push_merged(&mut s.merged, cur, &f);
            }
        }
        // a forced cut right after a finding: a look-alike glued to that
        // finding in the input starts this group (see below)
        if g.carry.after_finding
            && text.as_bytes().starts_with(self.markers.receipt.needle())
            && s.tokens.first().is_none_or(|t| t.start > 0)
        {
            s.merged.insert(
                0,
                Finding {
                    span: 0..0,
                    rule: RECEIPT_LOOKALIKE,
                    category: Category::Receipt,
                },
            );
        }
        self.swallow_glued_lookalikes(text, s);
        out.extend(s.merged.drain(..).map(|mut f| {
            f.span = f.span.start + g.base..f.span.end + g.base;
            f
        }));
    }
}

impl Detector {
    /// A replacement ends in `]`, which gives whatever follows a token
    /// boundary. When a finding is followed by `<prefix>-` glued to it (so
    /// no receipt in the input), that look-alike would become a malformed
    /// near-token in the output whose span (prefix, then every glue
    /// character, `=` included) could swallow a real receipt further on, so
    /// that a scanner no longer sees that receipt. The finding takes in the
    /// look-alike up to the next exempt receipt (or the end of its glue
    /// run), merging with findings it reaches.
    fn swallow_glued_lookalikes(&self, text: &str, s: &mut Scratch) {
        let marker = self.markers.receipt.needle();
        let bytes = text.as_bytes();
        let n = bytes.len();
        let mut i = 0;
        let mut tj = 0;
        while i < s.merged.len() {
            let e = s.merged[i].span.end;
            if !bytes[e..].starts_with(marker) {
                i += 1;
                continue;
            }
            while tj < s.tokens.len() && s.tokens[tj].end <= e {
                tj += 1;
            }
            let stop = s.tokens.get(tj).map_or(n, |t| t.start);
            let mut end = e + marker.len();
            while end < stop && receipts_core::is_glue_char(bytes[end]) {
                end += 1;
            }
            let end = floor_char(text, end.min(stop));
            s.merged[i].span.end = end;
            // merge the findings the extension reached
            let mut k = i + 1;
            while k < s.merged.len() && s.merged[k].span.start <= end {
                let e2 = s.merged[k].span.end;
                s.merged[i].span.end = s.merged[i].span.end.max(e2);
                k += 1;
            }
            s.merged.drain(i + 1..k);
            if s.merged[i].span.end == e {
                i += 1;
            }
        }
    }
}

/// Append `span` of finding `f`, merging it into the last finding when
/// they overlap.
fn push_merged(merged: &mut Vec<Finding>, span: Range<usize>, f: &Finding) {
    if let Some(last) = merged.last_mut()
        && span.start < last.span.end
    {
        last.span.end = last.span.end.max(span.end);
        return;
    }
    merged.push(Finding {
        span,
        rule: f.rule,
        category: f.category,
    });
}

/// 5,000 random byte strings for the block-mask tests, with their seeds:
/// up to `max_len` bytes of `others`, one byte in 1 to `max_gap` taken from
/// `breaks` instead.
#[cfg(test)]
pub(crate) fn random_texts(
    seed: u64,
    max_len: u64,
    max_gap: u64,
    breaks: &'static [u8],
    others: &'static [u8],
) -> impl Iterator<Item = (u64, Vec<u8>)> {
    let mut x = seed;
    (0..5000).map(move |_| {
        x ^= x << 13;
        x ^= x >> 7;
        x ^= x << 17;
        let gap = 1 + (x >> 16) % max_gap;
        let mut y = x;
        let bytes = (0..x % max_len)
            .map(|_| {
                y = y
                    .wrapping_mul(6364136223846793005)
                    .wrapping_add(1442695040888963407);
                let set = if (y >> 40) % gap == 0 { breaks } else { others };
                set[(y >> 50) as usize % set.len()]
            })
            .collect();
        (x, bytes)
    })
}

#[cfg(test)]
mod tests {
    use super::*;

    /// The block walk against a byte-by-byte word split.
    #[test]
    fn words_that_matter_match_a_plain_split() {
        for (_, bytes) in random_texts(0x2545_f491_4f6c_dd1d, 300, 30, b" \n(\"", b"a") {
            let len = bytes.len();
            let mut want = Vec::new();
            let mut i = 0;
            while i < len {
                if BREAK[usize::from(bytes[i])] {
                    i += 1;
                    continue;
                }
                let ws = i;
                while i < len && !BREAK[usize::from(bytes[i])] {
                    i += 1;
                }
                if i - ws >= MIN_WORD || i == len {
                    want.push((ws, i));
                }
            }
            let mut got = Vec::new();
            let class = Markers::new("zc-receipt").class;
            for_words_that_matter(&class, &bytes, |a, b| got.push((a, b)));
            for block in bytes.chunks(64) {
                let (seen, inword) = block_mask(&class, block);
                let want_seen = block.iter().fold(0, |a, &b| a | class[usize::from(b)]);
                let want_in = block.iter().enumerate().fold(0u64, |a, (i, &b)| {
                    a | u64::from(!BREAK[usize::from(b)]) << i
                });
                assert_eq!((seen, inword), (want_seen, want_in));
            }
            assert_eq!(got, want, "{:?}", String::from_utf8_lossy(&bytes));
        }
    }

    #[test]
    fn keys_before_separators() {
        let t = b"x DB_PASSWORD=1 \"token\" : 2 a: 3 http://h";
        let key =
            |q: usize| key_before(t, q).map(|r| std::str::from_utf8(&t[r]).unwrap().to_owned());
        assert_eq!(key(13).as_deref(), Some("DB_PASSWORD"));
        assert_eq!(key(24).as_deref(), Some("token"));
        assert_eq!(key(29).as_deref(), Some("a"));
        assert_eq!(key(0), None);
    }
}
