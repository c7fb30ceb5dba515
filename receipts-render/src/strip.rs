//! Removing receipts blocks until none is left, in about linear time.
//!
//! Lines are classified once. A scan from the top tries a block at every
//! heading and at every line opening a JSON value. A try that fails stops
//! at one line (the first that does not fit, its *reach*); it can only
//! succeed later if that line is removed, so the try is filed under its
//! reach and re-run only then. Removed lines are unlinked, so re-runs see
//! the text as if the removed blocks had never been there.

use std::collections::HashMap;
use std::io;

use crate::detect::{Detector, Kind, Stripped, starts_json};

const NONE: usize = usize::MAX;

struct Engine<'a> {
    det: &'a Detector,
    text: &'a str,
    start: Vec<usize>,
    end: Vec<usize>,
    kind: Vec<Kind>,
    next: Vec<usize>,
    prev: Vec<usize>,
    live: Vec<bool>,
    /// line -> tries that failed on it
    waiting: HashMap<usize, Vec<usize>>,
    /// tries to re-run
    queue: Vec<usize>,
    /// the highest removed line so far
    last_removed: Option<usize>,
}

enum Try {
    Block {
        first: usize,
        last: usize,
        json: bool,
    },
    Fail {
        reach: usize,
    },
    Skip {
        last: usize,
    },
    Nothing,
}

pub(crate) fn strip(det: &Detector, text: &str) -> Stripped {
    let mut e = Engine::new(det, text);
    // first scan, top to bottom
    let mut i = if e.kind.is_empty() { NONE } else { 0 };
    while i != NONE {
        i = match e.attempt(i) {
            Try::Block { first, last, json } => {
                let after = e.next[last];
                e.remove(first, last, json);
                // lookback may have taken the lines before; `after` is
                // still live: a fence after is taken only with its block
                if after != NONE && e.live[after] {
                    after
                } else {
                    e.next_live_from(after)
                }
            }
            Try::Skip { last } => e.next[last],
            Try::Fail { reach } => {
                e.wait(i, reach);
                e.next[i]
            }
            Try::Nothing => e.next[i],
        };
    }
    // re-run the tries whose reach was removed, until none is left
    while !e.queue.is_empty() {
        let mut batch = std::mem::take(&mut e.queue);
        batch.sort_unstable();
        batch.dedup();
        for h in batch {
            if !e.live[h] {
                continue;
            }
            match e.attempt(h) {
                Try::Block { first, last, json } => e.remove(first, last, json),
                Try::Fail { reach } => e.wait(h, reach),
                Try::Skip { .. } | Try::Nothing => {}
            }
        }
    }
    e.finish()
}

impl<'a> Engine<'a> {
    fn new(det: &'a Detector, text: &'a str) -> Self {
        let mut start = Vec::new();
        let mut end = Vec::new();
        let mut kind = Vec::new();
        let mut at = 0;
        for raw in text.split_inclusive('\n') {
            start.push(at);
            at += raw.len();
            end.push(at);
            kind.push(det.classify_line(raw));
        }
        let n = kind.len();
        Engine {
            det,
            text,
            start,
            end,
            kind,
            next: (1..=n).map(|j| if j == n { NONE } else { j }).collect(),
            prev: (0..n).map(|j| if j == 0 { NONE } else { j - 1 }).collect(),
            live: vec![true; n],
            waiting: HashMap::new(),
            queue: Vec::new(),
            last_removed: None,
        }
    }

    fn kind_of(&self, i: usize) -> Option<Kind> {
        if i == NONE { None } else { Some(self.kind[i]) }
    }

    fn next_of(&self, i: usize) -> usize {
        if i == NONE { NONE } else { self.next[i] }
    }

    /// The first live line at or after `i` in index order.
    fn next_live_from(&self, mut i: usize) -> usize {
        while i != NONE && i < self.live.len() && !self.live[i] {
            i += 1;
        }
        if i >= self.live.len() { NONE } else { i }
    }

    fn wait(&mut self, h: usize, reach: usize) {
        if reach != NONE {
            self.waiting.entry(reach).or_default().push(h);
        }
    }

    fn attempt(&self, i: usize) -> Try {
        match self.kind[i] {
            Kind::Heading => self.heading_core(i),
            Kind::Other if starts_json(&self.text[self.start[i]..self.end[i]]) => self.json_core(i),
            _ => Try::Nothing,
        }
    }

    fn heading_core(&self, i: usize) -> Try {
        let mut j = self.next[i];
        if self.kind_of(j) == Some(Kind::Blank) {
            j = self.next[j];
        }
        let run = |mut m: usize| {
            while self.kind_of(self.next_of(m)) == Some(Kind::Receipt) {
                m = self.next[m];
            }
            m
        };
        match self.kind_of(j) {
            Some(Kind::Receipt) => Try::Block {
                first: i,
                last: run(j),
                json: false,
            },
            Some(Kind::Fence) => {
                let r = self.next[j];
                if self.kind_of(r) != Some(Kind::Receipt) {
                    return Try::Fail { reach: r };
                }
                let close = self.next_of(run(r));
                if self.kind_of(close) == Some(Kind::Fence) {
                    Try::Block {
                        first: i,
                        last: close,
                        json: false,
                    }
                } else {
                    Try::Fail { reach: close }
                }
            }
            _ => Try::Fail { reach: j },
        }
    }

    fn json_core(&self, i: usize) -> Try {
        let line = &self.text[self.start[i]..self.end[i]];
        let skip = line.len() - line.trim_start().len();
        let from = self.start[i] + skip;
        let parsed = if self.untouched_after(i) {
            // nothing after `i` was removed: parse the text in place
            let mut values = serde_json::Deserializer::from_str(&self.text[from..])
                .into_iter::<serde::de::IgnoredAny>();
            values.next().map(|r| r.map(|_| values.byte_offset()))
        } else {
            let reader = LiveReader {
                engine: self,
                line: i,
                pos: from,
            };
            let mut values =
                serde_json::Deserializer::from_reader(reader).into_iter::<serde::de::IgnoredAny>();
            values.next().map(|r| r.map(|_| values.byte_offset()))
        };
        let mut left = match parsed {
            Some(Ok(n)) => n,
            Some(Err(err)) if !err.is_eof() => {
                // serde counts lines from 1 in what it read
                let reach = self.advance(i, err.line().saturating_sub(1));
                return Try::Fail { reach };
            }
            _ => return Try::Nothing,
        };
        // find the line holding the value's end and collect the value's text
        let mut json = String::new();
        let mut l = i;
        let mut from = self.start[i] + skip;
        loop {
            let len = self.end[l] - from;
            if left <= len {
                json.push_str(&self.text[from..from + left]);
                let rest = &self.text[from + left..self.end[l]];
                if !rest.trim().is_empty() {
                    return Try::Fail { reach: l };
                }
                break;
            }
            json.push_str(&self.text[from..self.end[l]]);
            left -= len;
            l = self.next[l];
            if l == NONE {
                return Try::Nothing;
            }
            from = self.start[l];
        }
        if self.det.is_receipts_json_text(&json) {
            Try::Block {
                first: i,
                last: l,
                json: true,
            }
        } else {
            Try::Skip { last: l }
        }
    }

    /// True while no line after `i` has been removed.
    fn untouched_after(&self, i: usize) -> bool {
        self.last_removed.is_none_or(|r| r < i)
    }

    /// The live line `k` lines after `i` (the last one if fewer are left).
    fn advance(&self, mut i: usize, k: usize) -> usize {
        for _ in 0..k {
            match self.next[i] {
                NONE => break,
                n => i = n,
            }
        }
        i
    }

    /// Remove a block whose core runs from `first` to `last` (live lines),
    /// after extending it by the lines directly before and after it as
    /// [`Detector`] documents.
    fn remove(&mut self, first: usize, mut last: usize, json: bool) {
        let mut s = first;
        let before = |e: &Engine<'_>, s: usize, k: Kind| e.kind_of(e.prev[s]) == Some(k);
        for round in 0..2 {
            if json && before(self, s, Kind::Heading) {
                s = self.prev[s];
            }
            if before(self, s, Kind::Rule) {
                s = self.prev[s];
            }
            if round == 0
                && before(self, s, Kind::Fence)
                && self.kind_of(self.next[last]) == Some(Kind::Fence)
            {
                s = self.prev[s];
                last = self.next[last];
            }
        }
        let (p, n) = (self.prev[s], self.next[last]);
        let mut l = s;
        loop {
            self.live[l] = false;
            self.last_removed = Some(self.last_removed.map_or(l, |r| r.max(l)));
            if let Some(w) = self.waiting.remove(&l) {
                self.queue.extend(w);
            }
            if l == last {
                break;
            }
            l = self.next[l];
        }
        if p != NONE {
            self.next[p] = n;
        }
        if n != NONE {
            self.prev[n] = p;
        }
    }

    fn finish(self) -> Stripped {
        let mut text = String::new();
        let mut removed: Vec<std::ops::Range<usize>> = Vec::new();
        for l in 0..self.kind.len() {
            if self.live[l] {
                text.push_str(&self.text[self.start[l]..self.end[l]]);
            } else {
                match removed.last_mut() {
                    Some(r) if r.end == self.start[l] => r.end = self.end[l],
                    _ => removed.push(self.start[l]..self.end[l]),
                }
            }
        }
        Stripped { text, removed }
    }
}

/// The live lines from a position on, as one byte stream.
struct LiveReader<'e, 'a> {
    engine: &'e Engine<'a>,
    line: usize,
    pos: usize,
}

impl io::Read for LiveReader<'_, '_> {
    fn read(&mut self, buf: &mut [u8]) -> io::Result<usize> {
        let e = self.engine;
        while self.line != NONE && self.pos >= e.end[self.line] {
            self.line = e.next[self.line];
            if self.line != NONE {
                self.pos = e.start[self.line];
            }
        }
        if self.line == NONE {
            return Ok(0);
        }
        let avail = &e.text.as_bytes()[self.pos..e.end[self.line]];
        let n = avail.len().min(buf.len());
        buf[..n].copy_from_slice(&avail[..n]);
        self.pos += n;
        Ok(n)
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use proptest::prelude::*;

    const T: &str = "zc-receipt-5-AAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAA";

    #[test]
    fn nested_blocks_go_in_one_call() {
        for d in [1usize, 2, 5, 50] {
            let mut s = String::new();
            for _ in 0..d {
                s.push_str("Tool receipts:\n```\n");
            }
            s.push_str(&format!("---\nTool receipts:\n  a: {T}\n"));
            for _ in 0..d {
                s.push_str(&format!("```\n  b: {T}\n"));
            }
            s.push_str("end\n");
            let out = strip(&Detector::default(), &s);
            assert_eq!(out.text, "end\n", "depth {d}");
        }
    }

    #[test]
    fn json_around_a_block_is_found_once_the_block_is_gone() {
        let s =
            format!("{{\"receipts\": [\nTool receipts:\n  a: {T}\n{{\"token\": \"{T}\"}}]}}\nend");
        let det = Detector::default();
        assert_eq!(det.find(&s).len(), 1);
        assert_eq!(strip(&det, &s).text, "end");
    }

    #[test]
    fn empty_and_blockless_text() {
        let det = Detector::default();
        for t in ["", "\n", "hello", "Tool receipts:\n", "{\n"] {
            let out = strip(&det, t);
            assert_eq!(out.text, t);
            assert!(out.removed.is_empty());
        }
    }

    fn piece() -> impl Strategy<Value = &'static str> {
        prop::sample::select(vec![
            "Tool receipts:\n",
            "---\n",
            "```\n",
            "\n",
            "  a: zc-receipt-5-AAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAA\n",
            "- b: `zc-receipt-5-AAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAA`\n",
            "{\"receipts\": [\n",
            "{\"token\": \"zc-receipt-5-AAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAA\"}\n",
            "]}\n",
            ",\n",
            "text\n",
        ])
    }

    proptest! {
        /// Whatever is left holds no block, and exactly the removed lines
        /// are gone.
        #[test]
        fn leaves_no_block(pieces in prop::collection::vec(piece(), 0..40)) {
            let text = pieces.concat();
            let det = Detector::default();
            let out = strip(&det, &text);
            prop_assert!(det.find(&out.text).is_empty(), "{:?} -> {:?}", text, out.text);
            let mut kept = String::new();
            let mut at = 0;
            for r in &out.removed {
                kept.push_str(&text[at..r.start]);
                at = r.end;
            }
            kept.push_str(&text[at..]);
            prop_assert_eq!(kept, out.text);
        }
    }
}
