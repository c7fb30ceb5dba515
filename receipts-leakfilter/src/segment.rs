//! The segmenter: where text may be cut so that redacting the parts gives
//! the same result as redacting the whole.
//!
//! A *soft cut* is a position right after ASCII whitespace, except after a
//! space or tab less than the trigger window after the separator of a
//! secret-named key (`password:`, `"client_secret":`, `Authorization:`). A newline always
//! cuts. Findings never cross a soft cut: every keyword rule's window is
//! clamped to the segment around its keyword, and runs, receipts and
//! keywords contain no whitespace. Key blocks (`-----BEGIN …` to the end of
//! the `-----END …` line, PuTTY files up to `Private-MAC:`) are one
//! segment. When no cut comes within the holdback cap, a *forced cut* is
//! made at the cap; the little state that crosses it (an open key block, an
//! exempt run) is carried over explicitly.
//!
//! Batch redaction runs this same machine over the whole text at once, and
//! streaming runs it delta by delta; since every cut depends only on the
//! bytes before it, both see the same cuts and produce the same output.
//! Each byte is scanned for separators and markers once (plus a marker's
//! length of overlap per delta) and examined for cuts a bounded number of
//! times, so the work per delta is linear in the delta.

use crate::detect::{
    BLANK, BREAK, BRK, CAP_P, Carry, DASH, Detector, Group, MIN_WORD, PF, SEP, Scratch,
    for_separators, key_before,
};
use crate::findings::Finding;

/// Is `p` (relative to `bytes`, whose first byte is at absolute `base`) a
/// soft cut? After a newline always; after a space, tab or CR unless a
/// `:` or `=` follows within four blanks (the key would be cut from its
/// separator) or a trigger separator ended less than `window` bytes
/// before. Lookahead that runs off the end of `bytes` counts as no
/// separator; the segmenter only asks once five bytes of lookahead (or
/// the end of input) are there.
pub(crate) fn is_cut(
    bytes: &[u8],
    base: usize,
    p: usize,
    triggers: &[usize],
    window: usize,
) -> bool {
    if p == 0 || p > bytes.len() {
        return false;
    }
    match bytes[p - 1] {
        b'\n' => true,
        b' ' | b'\t' | b'\r' => {
            let mut r = p;
            while r < bytes.len() && r < p + 4 && matches!(bytes[r], b' ' | b'\t') {
                r += 1;
            }
            if r < bytes.len() && matches!(bytes[r], b':' | b'=') {
                return false;
            }
            let abs = base + p;
            let i = triggers.partition_point(|&e| e <= abs);
            !(i > 0 && triggers[i - 1] + window > abs)
        }
        _ => false,
    }
}

/// Highest position whose cut-ness is already decided in `bytes[..end]`
/// (relative), when more input may follow: a blank or CR near the end may
/// still be followed by a separator.
fn decided_upto(bytes: &[u8], lo: usize) -> usize {
    let end = bytes.len();
    let mut tb = end;
    while tb > lo && matches!(bytes[tb - 1], b' ' | b'\t') {
        tb -= 1;
    }
    if tb == end {
        return if end > lo && bytes[end - 1] == b'\r' {
            end - 1
        } else {
            end
        };
    }
    // a cut after the blank at p needs bytes p..=p + 4 to rule out a
    // separator after up to four blanks
    let u = tb.max(end.saturating_sub(4));
    if u == tb && tb > 0 && bytes[tb - 1] == b'\n' {
        u
    } else {
        u.saturating_sub(1).max(lo)
    }
}

#[derive(Debug, Clone, Copy, PartialEq, Eq)]
enum Mode {
    Normal,
    /// Inside a key block that started at `start` (a cut); its closer is
    /// searched from `close_from` on.
    Block {
        start: usize,
        close_from: usize,
        putty: bool,
    },
}

/// An opening marker: `-----BEGIN ` or `PuTTY-User-Key-File-`.
#[derive(Debug, Clone, Copy)]
struct Opener {
    start: usize,
    end: usize,
    putty: bool,
}

/// What one pass over a short run of new bytes (a streamed delta) found.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
struct Fresh {
    /// The OR of the bytes' classes.
    seen: u8,
    /// The length of the word (run of non-break bytes) at the end, given
    /// the one running in.
    word: usize,
    /// One past the last byte at which a word had reached [`MIN_WORD`]
    /// bytes (0: none).
    long: usize,
    /// One past the last [`BLANK`](crate::detect::BLANK) byte (0: none).
    blank: usize,
}

/// One pass over `bytes` with the markers' class table, `word` being the
/// length of the word running in. Sixteen bytes at a time: their classes
/// form one 128-bit word of lanes, searched with bit scans, so no byte
/// waits on the one before it.
#[inline(always)]
fn classify(class: &[u8; 256], bytes: &[u8], mut word: usize) -> Fresh {
    const LANES: u128 = u128::from_le_bytes([1; 16]);
    let (mut seen, mut long, mut blank) = (0u128, 0usize, 0usize);
    let mut lanes = |pos: usize, w: u128, n: usize| {
        seen |= w;
        let blanks = w & (LANES * u128::from(BLANK));
        if blanks != 0 {
            blank = pos + 16 - blanks.leading_zeros() as usize / 8;
        }
        // only the n lanes in use can hold a break
        let brk = w & (LANES * u128::from(BRK));
        if brk == 0 {
            word += n;
            if word >= MIN_WORD {
                long = pos + n;
            }
        } else {
            // a word of MIN_WORD bytes needs more than the sixteen lanes
            // between two breaks: only the word running in can reach it
            let lead = brk.trailing_zeros() as usize / 8;
            if word + lead >= MIN_WORD {
                long = pos + lead;
            }
            word = brk.leading_zeros() as usize / 8 - (16 - n);
        }
    };
    const _: () = assert!(MIN_WORD > 14);
    let mut blocks = bytes.chunks_exact(16);
    let mut pos = 0;
    for c in &mut blocks {
        let mut l = [0u8; 16];
        for (l, &b) in l.iter_mut().zip(c) {
            *l = class[usize::from(b)];
        }
        lanes(pos, u128::from_le_bytes(l), 16);
        pos += 16;
    }
    let rest = blocks.remainder();
    if !rest.is_empty() {
        let mut w = 0u128;
        for (j, &b) in rest.iter().enumerate() {
            w |= u128::from(class[usize::from(b)]) << (8 * j);
        }
        lanes(pos, w, rest.len());
    }
    let mut seen = (seen as u64) | (seen >> 64) as u64;
    seen |= seen >> 32;
    seen |= seen >> 16;
    seen |= seen >> 8;
    Fresh {
        seen: seen as u8,
        word,
        long,
        blank,
    }
}

/// Bytes kept before the scan position: a key before a separator and an
/// unfinished marker fit in it.
const KEEP: usize = 96;

/// Incremental segmenter and emitter; positions are absolute byte offsets
/// into the whole (possibly streamed) text.
#[derive(Debug)]
pub(crate) struct Segmenter {
    /// Start of the text not yet emitted (always a cut).
    cur: usize,
    /// No soft cut lies in `(cur, checked]`.
    checked: usize,
    /// Separators and markers have been looked for in every byte before
    /// this.
    scanned: usize,
    openers: Vec<Opener>,
    /// First opener not yet consumed.
    open_ptr: usize,
    triggers: Vec<usize>,
    /// One past the absolute position of the last `-` and `P` scanned that
    /// may start an opening marker (0: none).
    last_dash: usize,
    last_p: usize,
    /// For the fast path of short groups: the length of the word (run of
    /// non-[`BREAK`] bytes) at `scanned`, and one past the last position
    /// where a word had [`MIN_WORD`] bytes or where the receipt prefix's
    /// first byte was (0: none; a large scan sets both to its end).
    word: usize,
    long_mark: usize,
    prefix_mark: usize,
    mode: Mode,
    carry: Carry,
    forced_prev: bool,
    /// Bytes from here on cannot continue an opening marker seen so far.
    marker_reach: usize,
    scratch: Scratch,
}

/// Where emitted text and findings go.
pub(crate) struct Sink<'a> {
    pub(crate) out: &'a mut String,
    pub(crate) findings: &'a mut Vec<Finding>,
}

/// How far before the holdback cap a forced cut looks for a delimiter:
/// longer than any single-token credential the rules know.
const FORCED_CUT_LOOKBACK: usize = 512;

/// The longest receipt token: a 64-byte prefix, `-`, 20 digits, `-`, 43.
const MAX_TOKEN_LEN: usize = 64 + 1 + 20 + 1 + 43;

fn floor_char(s: &str, mut i: usize) -> usize {
    while i > 0 && !s.is_char_boundary(i) {
        i -= 1;
    }
    i
}

impl Segmenter {
    pub(crate) fn new() -> Self {
        Segmenter {
            cur: 0,
            checked: 0,
            scanned: 0,
            openers: Vec::new(),
            open_ptr: 0,
            triggers: Vec::new(),
            last_dash: 0,
            last_p: 0,
            word: 0,
            long_mark: 0,
            prefix_mark: 0,
            mode: Mode::Normal,
            carry: Carry::default(),
            forced_prev: false,
            marker_reach: 0,
            scratch: Scratch::default(),
        }
    }

    /// Start of the text not yet emitted.
    pub(crate) fn pending_from(&self) -> usize {
        self.cur
    }

    /// Bytes before this absolute position are no longer needed.
    pub(crate) fn needed_from(&self) -> usize {
        self.cur.min(self.scanned.saturating_sub(KEEP))
    }

    /// Find trigger separators and opening markers in the new bytes;
    /// `short` is their [`classify`] when they are a short run.
    fn scan(&mut self, det: &Detector, text: &str, base: usize, short: Option<Fresh>) {
        let end = base + text.len();
        if end <= self.scanned {
            return;
        }
        let new = self.scanned.max(base) - base;
        let seen = match short {
            Some(f) => {
                self.note_words(det, text, base, new, f);
                f.seen
            }
            None => {
                (self.word, self.long_mark, self.prefix_mark) = (MIN_WORD, end, end);
                SEP | DASH | CAP_P
            }
        };
        if seen & SEP != 0 {
            self.find_triggers(det, text, base, new);
        }
        if seen & (DASH | CAP_P) != 0 || self.scanned < self.marker_reach {
            self.find_openers(det, text, base, new, seen);
        }
        self.scanned = end;
    }

    /// What the fast paths keep of a short run of new bytes
    /// (`text[new..]`, classified as `f`): the word at its end and the last
    /// long word and prefix byte in it.
    #[inline(always)]
    fn note_words(&mut self, det: &Detector, text: &str, base: usize, new: usize, f: Fresh) {
        self.word = f.word;
        if f.long > 0 {
            self.long_mark = base + new + f.long;
        }
        if f.seen & PF != 0
            && let Some(i) =
                memchr::memrchr(det.markers.receipt.needle()[0], &text.as_bytes()[new..])
        {
            self.prefix_mark = base + new + i + 1;
        }
    }

    /// Record the trigger separators (`:` or `=` after a secret-named key)
    /// in `text[new..]`.
    #[inline(never)]
    fn find_triggers(&mut self, det: &Detector, text: &str, base: usize, new: usize) {
        if det.rules.context.is_empty() {
            return;
        }
        let bytes = text.as_bytes();
        let triggers = &mut self.triggers;
        for_separators(&bytes[new..], |q| {
            let q = new + q;
            if let Some(key) = key_before(bytes, q)
                && det.rules.context_mask(&bytes[key]) != 0
            {
                triggers.push(base + q + 1);
            }
        });
    }

    /// Record the opening markers that end in `text[new..]` (`seen`: the
    /// classes of those bytes), including one that started before them.
    #[inline(never)]
    fn find_openers(&mut self, det: &Detector, text: &str, base: usize, new: usize, seen: u8) {
        let bytes = text.as_bytes();
        let fresh = &bytes[new..];
        let first = self.openers.len();
        let scanned = self.scanned;
        // a marker that started in the previous bytes has its first byte
        // (last seen one before `last`) within the last len - 1 of them
        let carried = |last: usize, len: usize| last > 0 && last + len > scanned + 1;
        for (finder, putty, class, last) in [
            (&det.markers.pem_begin, false, DASH, &mut self.last_dash),
            (&det.markers.putty_begin, true, CAP_P, &mut self.last_p),
        ] {
            let needle = finder.needle();
            let len = needle.len();
            let was_carried = carried(*last, len);
            // the last byte that may start the marker: its first byte,
            // followed by its second or by the end (in a short run; a long
            // one takes any first byte)
            let start = if seen & class == 0 {
                None
            } else if fresh.len() < 64 {
                (0..fresh.len()).rev().find(|&i| {
                    fresh[i] == needle[0] && fresh.get(i + 1).is_none_or(|&b| b == needle[1])
                })
            } else {
                memchr::memrchr(needle[0], fresh)
            };
            if let Some(i) = start {
                *last = base + new + i + 1;
            } else if !was_carried {
                continue;
            }
            let from = scanned.saturating_sub(len - 1).max(base) - base;
            let hay = &bytes[from..];
            let mut record = |i: usize| {
                let start = base + from + i;
                if start + len > scanned {
                    self.openers.push(Opener {
                        start,
                        end: start + len,
                        putty,
                    });
                }
            };
            if hay.len() < 64 {
                // a streamed delta: compare in place, cheaper than setting
                // up a search
                for i in 0..hay.len().saturating_sub(len - 1) {
                    if hay[i] == needle[0] && hay[i + 1] == needle[1] && &hay[i..i + len] == needle
                    {
                        record(i);
                    }
                }
            } else {
                for i in finder.find_iter(hay) {
                    record(i);
                }
            }
        }
        self.openers[first..].sort_unstable_by_key(|o| o.start);
        // new bytes from here on cannot continue a marker seen so far
        let reach = |last: usize, len: usize| if last > 0 { last + len - 1 } else { 0 };
        self.marker_reach = reach(self.last_dash, det.markers.pem_begin.needle().len())
            .max(reach(self.last_p, det.markers.putty_begin.needle().len()));
    }

    /// The common streamed delta, scanned and cut without the general
    /// machine: up to 64 new bytes (from `scanned` on) in normal text with
    /// nothing pending (no opener, no forced cut before them, the cap out of
    /// reach), in which the scan finds no opening marker. One round of the
    /// normal-mode loop then decides every cut up to where the lookahead
    /// allows; when the bytes hold no separator, do not end in a blank or
    /// CR and no trigger window reaches them, the last cut is after their
    /// last blank or after the undecided blank or CR before them. Any other
    /// delta goes to the general path: with `Err(Some(f))` (its
    /// classification) when nothing has been done, with `Err(None)` when
    /// its scan has been (and found an opener) or there was nothing to
    /// classify.
    #[inline(always)]
    fn quiet_delta(
        &mut self,
        det: &Detector,
        cap: usize,
        text: &str,
        base: usize,
        sink: &mut Sink<'_>,
    ) -> Result<(), Option<Fresh>> {
        let end = base + text.len();
        let from = self.scanned;
        if from < base || from >= end || end - from >= 256 {
            return Err(None);
        }
        let new = from - base;
        let bytes = text.as_bytes();
        let f = classify(&det.markers.class, &bytes[new..], self.word);
        if end - from > 64
            || self.mode != Mode::Normal
            || self.forced_prev
            || self.open_ptr < self.openers.len()
            || end >= self.cur + cap
        {
            return Err(Some(f));
        }
        // the scan
        self.note_words(det, text, base, new, f);
        if f.seen & SEP != 0 {
            self.find_triggers(det, text, base, new);
        }
        if f.seen & (DASH | CAP_P) != 0 || from < self.marker_reach {
            self.find_openers(det, text, base, new, f.seen);
        }
        self.scanned = end;
        if self.open_ptr < self.openers.len() {
            return Err(None);
        }
        // the round
        let lo = self.checked.max(self.cur);
        let trailing = matches!(bytes[bytes.len() - 1], b' ' | b'\t' | b'\r');
        let (cut, hi) = if f.seen & SEP == 0
            && !trailing
            && self.triggers.last().is_none_or(|&t| t + det.window <= lo)
            && (lo == from || matches!(bytes[new - 1], b' ' | b'\t' | b'\r' | b'\n'))
        {
            // every blank or CR after `lo` is a cut
            let cut = if f.blank > 0 {
                Some(from + f.blank)
            } else {
                (lo < from).then_some(from)
            };
            (cut, end)
        } else {
            let hi = if trailing {
                base + decided_upto(bytes, lo - base)
            } else {
                end
            };
            // the last blank of the new bytes is usually a cut (unless a
            // separator or a trigger window stops it)
            let last = from + f.blank;
            let cut = if f.blank > 0
                && last <= hi
                && is_cut(bytes, base, last - base, &self.triggers, det.window)
            {
                Some(last)
            } else if hi > lo {
                self.last_cut(det, text, base, lo, hi)
            } else {
                None
            };
            (cut, hi)
        };
        if hi > lo {
            self.checked = hi;
        }
        if let Some(c) = cut {
            let gs = self.cur;
            // (split_at checks the char boundaries inline)
            let group = text.split_at(c - base).0.split_at(gs - base).1;
            // emit's fast path (the group ends after a blank or CR; `carry`
            // is read only after a forced cut, which sets it)
            if self.holds_no_finding(gs, c) {
                sink.out.push_str(group);
            } else {
                self.detect_and_emit(det, group, gs, false, false, sink);
            }
            self.cur = c;
        }
        if f.seen & SEP != 0 {
            self.compact(det);
        }
        Ok(())
    }

    fn last_cut(
        &self,
        det: &Detector,
        text: &str,
        base: usize,
        lo: usize,
        hi: usize,
    ) -> Option<usize> {
        let bytes = text.as_bytes();
        // only a position after a blank or a line end can be a cut
        let mut p = hi - base;
        while p > lo - base {
            match bytes[lo - base..p]
                .iter()
                .rposition(|&b| matches!(b, b' ' | b'\t' | b'\r' | b'\n'))
            {
                Some(i) => {
                    let q = lo - base + i + 1;
                    if is_cut(bytes, base, q, &self.triggers, det.window) {
                        return Some(q + base);
                    }
                    p = q - 1;
                }
                None => return None,
            }
        }
        None
    }

    /// The next opener at or after `from`; passed-over openers are dropped.
    fn next_opener(&mut self, from: usize) -> Option<Opener> {
        while let Some(o) = self.openers.get(self.open_ptr) {
            if o.start >= from {
                return Some(*o);
            }
            self.open_ptr += 1;
        }
        None
    }

    #[allow(clippy::too_many_arguments)]
    #[inline]
    fn emit(
        &mut self,
        det: &Detector,
        text: &str,
        base: usize,
        range: std::ops::Range<usize>,
        block: bool,
        forced: bool,
        sink: &mut Sink<'_>,
    ) {
        let (gs, ge) = (range.start, range.end);
        let group_text = &text[gs - base..ge - base];
        // Fast path: a group can yield no finding (and carry nothing) when
        // it is no key block, follows and ends at a soft cut (so ends in a
        // word break), holds no trigger separator (the only way into the
        // context rules), no word of MIN_WORD bytes (the only way into
        // keyword rules and the run pass) and no byte that could start a
        // receipt. The marks are the latest such positions scanned, which
        // may lie past the group: then the detector runs anyway.
        if !block
            && !forced
            && !self.forced_prev
            && group_text
                .as_bytes()
                .last()
                .is_some_and(|&b| BREAK[usize::from(b)])
            && self.holds_no_finding(gs, ge)
        {
            self.carry = Carry::default();
            self.forced_prev = false;
            sink.out.push_str(group_text);
            return;
        }
        self.detect_and_emit(det, group_text, gs, block, forced, sink);
    }

    /// The group `gs..ge` (normal text between soft cuts) can yield no
    /// finding: it holds no word of [`MIN_WORD`] bytes, no byte that could
    /// start a receipt and no trigger separator (the marks are the latest
    /// such positions scanned, which may lie past the group: then it may).
    #[inline]
    fn holds_no_finding(&self, gs: usize, ge: usize) -> bool {
        self.long_mark <= gs
            && self.prefix_mark <= gs
            && (self.triggers.last().is_none_or(|&t| t <= gs) || {
                let i = self.triggers.partition_point(|&t| t <= gs);
                self.triggers.get(i).is_none_or(|&t| t > ge)
            })
    }

    /// [`Self::emit`] for a group that needs the detector; out of line so
    /// that the fast path stays small.
    #[inline(never)]
    fn detect_and_emit(
        &mut self,
        det: &Detector,
        group_text: &str,
        gs: usize,
        block: bool,
        forced: bool,
        sink: &mut Sink<'_>,
    ) {
        let carry = if self.forced_prev {
            self.carry
        } else {
            Carry::default()
        };
        let first = sink.findings.len();
        let g = Group {
            text: group_text,
            base: gs,
            triggers: &self.triggers,
            block,
            carry,
        };
        self.carry = det.detect(&g, &mut self.scratch, sink.findings);
        // only read after a forced cut
        self.carry.glued = forced
            && group_text
                .as_bytes()
                .last()
                .is_some_and(|&b| receipts_core::is_token_char(b));
        self.carry.after_finding = forced
            && sink.findings[first..]
                .last()
                .is_some_and(|f| f.span.end == gs + group_text.len());
        self.forced_prev = forced;
        let out = &mut *sink.out;
        out.reserve(group_text.len());
        let mut pos = gs;
        for f in &sink.findings[first..] {
            out.push_str(&group_text[pos - gs..f.span.start - gs]);
            f.write_replacement(out);
            pos = f.span.end;
        }
        out.push_str(&group_text[pos - gs..]);
    }

    /// Process everything that can be decided in `text` (which starts at
    /// absolute `base` and reaches at least back to `needed_from`). With
    /// `fin`, the text is complete and everything is emitted.
    #[inline]
    pub(crate) fn advance(
        &mut self,
        det: &Detector,
        cap: usize,
        text: &str,
        base: usize,
        fin: bool,
        sink: &mut Sink<'_>,
    ) {
        if fin {
            return self.advance_generally(det, cap, text, base, fin, None, sink);
        }
        if let Err(short) = self.quiet_delta(det, cap, text, base, sink) {
            self.advance_generally(det, cap, text, base, fin, short, sink);
        }
    }

    /// [`Self::advance`] for every delta but the quiet ones; out of line so
    /// that those pay for none of it.
    #[allow(clippy::too_many_arguments)]
    #[inline(never)]
    fn advance_generally(
        &mut self,
        det: &Detector,
        cap: usize,
        text: &str,
        base: usize,
        fin: bool,
        short: Option<Fresh>,
        sink: &mut Sink<'_>,
    ) {
        let end = base + text.len();
        let from = self.scanned.max(base);
        let short = short.or_else(|| {
            (end > from && end - from < 256).then(|| {
                classify(
                    &det.markers.class,
                    &text.as_bytes()[from - base..],
                    self.word,
                )
            })
        });
        self.scan(det, text, base, short);
        loop {
            match self.mode {
                Mode::Normal => {
                    let cap_end = self.cur + cap;
                    let opener = self.next_opener(self.cur);
                    let mut hi = end.min(cap_end);
                    if let Some(o) = opener {
                        hi = hi.min(o.start);
                    }
                    if !fin {
                        let lo_rel = self.checked.max(self.cur).max(base) - base;
                        hi = hi.min(base + decided_upto(text.as_bytes(), lo_rel));
                    }
                    let lo = self.checked.max(self.cur);
                    if hi > lo {
                        if let Some(c) = self.last_cut(det, text, base, lo, hi) {
                            self.emit(det, text, base, self.cur..c, false, false, sink);
                            self.cur = c;
                            self.checked = hi;
                            // with no opener ahead, the cap out of reach
                            // and more input to come, another round finds
                            // nothing: every cut up to `hi` is decided
                            if opener.is_none() && end < cap_end && !fin {
                                break;
                            }
                            continue;
                        }
                        self.checked = hi;
                    }
                    if let Some(o) = opener
                        && o.start < cap_end
                    {
                        // no cut in (cur, o.start]: the block starts at cur
                        self.mode = Mode::Block {
                            start: self.cur,
                            close_from: o.end,
                            putty: o.putty,
                        };
                        self.open_ptr += 1;
                        continue;
                    }
                    // a forced cut only once every cut up to the cap is
                    // decided: a blank right before it may still turn out
                    // to be a soft cut (batch, seeing the bytes after it,
                    // would cut there; at most five bytes of lookahead)
                    if end >= cap_end && (fin || self.checked >= cap_end) {
                        let f = self.forced_at_delimiter(det, text, base, cap_end);
                        self.emit(det, text, base, self.cur..f, false, true, sink);
                        self.cur = f;
                        self.checked = f;
                        continue;
                    }
                    if fin {
                        if end > self.cur {
                            self.emit(det, text, base, self.cur..end, false, false, sink);
                        }
                        self.cur = end;
                        self.checked = end;
                    }
                    break;
                }
                Mode::Block {
                    start,
                    close_from,
                    putty,
                } => {
                    let finder = if putty {
                        &det.markers.putty_end
                    } else {
                        &det.markers.pem_end
                    };
                    let len = finder.needle().len();
                    let from = close_from.max(base);
                    let closer = if from < end {
                        finder
                            .find(&text.as_bytes()[from - base..])
                            .map(|i| from + i + len)
                    } else {
                        None
                    };
                    if let Some(c) = closer {
                        if let Some(nl) = memchr::memchr(b'\n', &text.as_bytes()[c - base..]) {
                            let e = c + nl + 1;
                            if e - start <= cap {
                                self.emit(det, text, base, start..e, true, false, sink);
                                self.cur = e;
                                self.checked = e;
                                self.mode = Mode::Normal;
                                continue;
                            }
                        }
                    }
                    let close_from = match closer {
                        Some(c) => c - len,
                        None => end.saturating_sub(len - 1).max(close_from),
                    };
                    if end >= start + cap {
                        let f = self.forced_at_delimiter(det, text, base, start + cap);
                        self.emit(det, text, base, start..f, true, true, sink);
                        self.cur = f;
                        self.checked = f;
                        self.mode = Mode::Block {
                            start: f,
                            close_from: close_from.max(f),
                            putty,
                        };
                        continue;
                    }
                    if fin {
                        if end > start {
                            self.emit(det, text, base, start..end, true, false, sink);
                        }
                        self.cur = end;
                        self.checked = end;
                        self.mode = Mode::Normal;
                        break;
                    }
                    self.mode = Mode::Block {
                        start,
                        close_from,
                        putty,
                    };
                    break;
                }
            }
        }
        self.compact(det);
    }

    /// A forced cut (in normal text or in a key block): the last position,
    /// within [`FORCED_CUT_LOOKBACK`] bytes before `at`, after a delimiter
    /// that no token, credential, URL or receipt contains (control bytes,
    /// brackets, quotes, `,` `;` `|` `` ` `` `\\`, and a blank that would be a
    /// soft cut but for the key block), so that a secret or a receipt that
    /// starts after such a delimiter is never split by the cap; but right
    /// before a receipt prefix that may start a token running past `at`;
    /// else [`Self::forced`] at `at`. Depends only on the bytes before `at`,
    /// so batch and streaming agree.
    fn forced_at_delimiter(&self, det: &Detector, text: &str, base: usize, at: usize) -> usize {
        // only the bytes before `at`: lookahead past it counts as none
        let bytes = &text.as_bytes()[..at - base];
        let hi = bytes.len();
        let lo = hi
            .saturating_sub(FORCED_CUT_LOOKBACK)
            .max((self.cur + 1).saturating_sub(base));
        // A receipt is at most MAX_TOKEN_LEN bytes: a prefix starting less
        // than that before the cut, with the token boundary a receipt needs
        // before it, moves the cut to just before it. Candidates, rightmost
        // first: a prefix cut off by the cap itself (the text ends in its
        // first k bytes), then whole ones. A glued prefix (a token character
        // before it) starts no receipt and is left to the delimiter search.
        let prefix = det.receipts.prefix.as_str().as_bytes();
        let window_lo = hi.saturating_sub(MAX_TOKEN_LEN).max(lo);
        let partial = (1..prefix.len())
            .filter(|&k| hi >= window_lo + k && bytes[hi - k..hi] == prefix[..k])
            .map(|k| hi - k);
        let whole =
            memchr::memmem::rfind_iter(&bytes[window_lo..hi], prefix).map(|i| window_lo + i);
        let at_boundary = |q: usize| q == 0 || !receipts_core::is_token_char(bytes[q - 1]);
        if let Some(q) = partial.chain(whole).find(|&q| q >= lo && at_boundary(q)) {
            return q + base;
        }
        let mut p = hi;
        while p > lo {
            let b = bytes[p - 1];
            if b < 0x20
                || b == 0x7f
                || matches!(
                    b,
                    b'(' | b')'
                        | b'['
                        | b']'
                        | b'{'
                        | b'}'
                        | b'<'
                        | b'>'
                        | b'"'
                        | b'\''
                        | b','
                        | b';'
                        | b'|'
                        | b'`'
                        | b'\\'
                )
                || (matches!(b, b' ' | b'\t') && is_cut(bytes, base, p, &self.triggers, det.window))
            {
                return p + base;
            }
            p -= 1;
        }
        self.forced(text, base, at)
    }

    /// A forced cut at `at` (moved back to a char boundary, and at least one
    /// char past `cur`).
    fn forced(&self, text: &str, base: usize, at: usize) -> usize {
        let mut f = floor_char(text, at - base) + base;
        if f <= self.cur {
            f = self.cur + 1;
            while f - base < text.len() && !text.is_char_boundary(f - base) {
                f += 1;
            }
        }
        f
    }

    fn compact(&mut self, det: &Detector) {
        if self.open_ptr > 64 && self.open_ptr * 2 > self.openers.len() {
            self.openers.drain(..self.open_ptr);
            self.open_ptr = 0;
        }
        if self.triggers.len() > 2048 {
            let w = det.window;
            let cur = self.cur;
            let t = self.triggers.partition_point(|&e| e + w <= cur);
            if t > 1024 && t * 2 > self.triggers.len() {
                self.triggers.drain(..t);
            }
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::detect::random_texts;

    #[test]
    fn cuts_after_whitespace_unless_triggered() {
        let t = b"ab cd\nef";
        assert!(!is_cut(t, 0, 0, &[], 8));
        assert!(!is_cut(t, 0, 2, &[], 8));
        assert!(is_cut(t, 0, 3, &[], 8));
        assert!(is_cut(t, 0, 6, &[], 8));
        // a trigger ending at 2 suppresses the space cut at 3, not the newline
        assert!(!is_cut(t, 0, 3, &[2], 8));
        assert!(is_cut(t, 0, 6, &[2], 8));
        assert!(is_cut(t, 0, 3, &[2], 1));
        // a separator right after the blank keeps the key with it
        assert!(!is_cut(b"key = v", 0, 4, &[], 8));
        assert!(is_cut(b"key      = v", 0, 4, &[], 8));
    }

    /// `classify` against a byte-by-byte count.
    #[test]
    fn classify_matches_a_byte_by_byte_count() {
        let m = crate::detect::Markers::new("zc-receipt");
        // mostly letters, some breaks, rare long words; long runs and
        // delta-sized ones
        let texts = random_texts(0x9e37_79b9_7f4a_7c15, 200, 24, b" \n(", b"az:-P=").chain(
            random_texts(0x2545_f491_4f6c_dd1d, 24, 8, b" \t\r\"", b"az:-P=]"),
        );
        for (x, bytes) in texts {
            let carried = ((x >> 8) % 20) as usize;
            let (mut seen, mut word, mut long) = (0u8, carried, 0usize);
            for (i, &b) in bytes.iter().enumerate() {
                let c = m.class[usize::from(b)];
                seen |= c;
                word = if c & BRK != 0 { 0 } else { word + 1 };
                if word >= MIN_WORD {
                    long = i + 1;
                }
            }
            let blank = bytes
                .iter()
                .rposition(|b| matches!(b, b' ' | b'\t' | b'\r' | b'\n'))
                .map_or(0, |i| i + 1);
            assert_eq!(
                classify(&m.class, &bytes, carried),
                Fresh {
                    seen,
                    word,
                    long,
                    blank,
                },
                "{:?} {carried}",
                String::from_utf8_lossy(&bytes)
            );
        }
    }

    #[test]
    fn scan_classes_match_the_markers() {
        let m = crate::detect::Markers::new("zc-receipt");
        assert_eq!(m.class[usize::from(m.pem_begin.needle()[0])], DASH);
        assert_eq!(m.class[usize::from(m.putty_begin.needle()[0])], CAP_P);
        assert_eq!(m.class[usize::from(m.receipt.needle()[0])], PF);
        assert_eq!(m.class[usize::from(b' ')], BRK | BLANK);
        assert_eq!(m.class[usize::from(b'\n')], BRK | BLANK);
        assert_eq!(m.class[usize::from(b':')], SEP);
    }

    #[test]
    fn undecided_tail() {
        assert_eq!(decided_upto(b"ab cd", 0), 5);
        assert_eq!(decided_upto(b"ab cd ", 0), 4);
        assert_eq!(decided_upto(b"ab\n  ", 0), 3);
        assert_eq!(decided_upto(b"ab\r", 0), 2);
        // four blanks may still be followed by a separator: `key    :`
        assert_eq!(decided_upto(b"ab      ", 0), 3);
        let whole = b"ab     :v";
        for end in 3..whole.len() {
            let d = decided_upto(&whole[..end], 0);
            for p in 1..=d {
                assert_eq!(
                    is_cut(&whole[..end], 0, p, &[], 8),
                    is_cut(whole, 0, p, &[], 8),
                    "end {end} p {p}"
                );
            }
        }
    }
}
