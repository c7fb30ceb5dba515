//! [`StreamRedactor`]: redaction of text arriving in pieces.

use std::sync::Arc;

use crate::detect::Detector;
use crate::filter::LeakFilter;
use crate::findings::Finding;
use crate::segment::{Segmenter, Sink};

/// Redacts a stream of deltas (LLM output arriving in chunks).
///
/// Contract: for every way of cutting a text into deltas (including cuts
/// inside UTF-8 characters with [`StreamRedactor::feed_bytes`], inside a
/// secret or inside a receipt), the concatenation of every
/// [`feed`](StreamRedactor::feed) output and the
/// [`finish`](StreamRedactor::finish) output equals
/// [`LeakFilter::redact`] of the whole text. Byte input is decoded like
/// [`String::from_utf8_lossy`] on the whole.
///
/// It holds back only the text after the last *cut* (see the crate docs):
/// usually the word being typed, longer after a keyword such as `password`
/// or inside a key block, and never more than the holdback cap, past which
/// the held text is processed as it stands (a private-key block still open
/// is redacted, not leaked). Work per delta is linear in the delta.
///
/// ```
/// use receipts_leakfilter::{LeakConfig, LeakFilter};
///
/// let filter = LeakFilter::new(LeakConfig::default())?;
/// let text = "key: AKIAABCDEFGHIJKLMNOP done";
/// let mut s = filter.stream();
/// let mut out = String::new();
/// for piece in ["key: AKIA", "ABCDEFGH", "IJKLMNOP d", "one"] {
///     out += &s.feed(piece);
/// }
/// out += &s.finish();
/// assert_eq!(out, filter.redact(text).text);
/// assert_eq!(out, "key: [REDACTED:aws-access-key-id] done");
/// # Ok::<(), receipts_leakfilter::Error>(())
/// ```
#[derive(Debug)]
pub struct StreamRedactor {
    det: Arc<Detector>,
    cap: usize,
    seg: Segmenter,
    /// Text from absolute offset `base` on.
    buf: String,
    base: usize,
    /// An incomplete UTF-8 sequence at the end of the byte input.
    partial: Vec<u8>,
    findings: Vec<Finding>,
}

impl LeakFilter {
    /// A streaming redactor with this filter's rules.
    pub fn stream(&self) -> StreamRedactor {
        StreamRedactor {
            det: Arc::clone(&self.det),
            cap: self.cap,
            seg: Segmenter::new(),
            buf: String::new(),
            base: 0,
            partial: Vec::new(),
            findings: Vec::new(),
        }
    }
}

impl StreamRedactor {
    /// Feed a text delta; returns the redacted text that is now final.
    pub fn feed(&mut self, delta: &str) -> String {
        let mut out = String::new();
        self.feed_into(delta, &mut out);
        out
    }

    /// Feed a byte delta, which may end or start inside a UTF-8 character;
    /// invalid sequences become U+FFFD as in [`String::from_utf8_lossy`].
    /// Returns the redacted text that is now final.
    pub fn feed_bytes(&mut self, delta: &[u8]) -> String {
        let mut out = String::new();
        self.feed_bytes_into(delta, &mut out);
        out
    }

    /// As [`StreamRedactor::feed`], appending to `out` (saves an allocation
    /// per delta in hot loops).
    pub fn feed_into(&mut self, delta: &str, out: &mut String) {
        if !self.partial.is_empty() {
            return self.feed_bytes_into(delta.as_bytes(), out);
        }
        self.buf.push_str(delta);
        self.run(false, out);
    }

    /// As [`StreamRedactor::feed_bytes`], appending to `out`.
    pub fn feed_bytes_into(&mut self, delta: &[u8], out: &mut String) {
        // the common delta: whole characters, none pending
        if self.partial.is_empty()
            && let Ok(s) = std::str::from_utf8(delta)
        {
            self.buf.push_str(s);
            return self.run(false, out);
        }
        self.feed_split_bytes(delta, out);
    }

    /// [`Self::feed_bytes_into`] for a delta that completes, holds or
    /// leaves incomplete or invalid UTF-8.
    #[inline(never)]
    fn feed_split_bytes(&mut self, delta: &[u8], out: &mut String) {
        let joined;
        let mut rest: &[u8] = if self.partial.is_empty() {
            delta
        } else {
            let mut v = std::mem::take(&mut self.partial);
            v.extend_from_slice(delta);
            joined = v;
            &joined
        };
        loop {
            match std::str::from_utf8(rest) {
                Ok(s) => {
                    self.buf.push_str(s);
                    break;
                }
                Err(e) => {
                    let (valid, after) = rest.split_at(e.valid_up_to());
                    if let Ok(s) = std::str::from_utf8(valid) {
                        self.buf.push_str(s);
                    }
                    match e.error_len() {
                        Some(n) => {
                            self.buf.push('\u{FFFD}');
                            rest = &after[n.min(after.len())..];
                        }
                        None => {
                            self.partial = after.to_vec();
                            break;
                        }
                    }
                }
            }
        }
        self.run(false, out);
    }

    /// End of input: returns the rest of the redacted text. The findings of
    /// the text held until now are dropped; use
    /// [`StreamRedactor::finish_with_findings`] to keep them.
    pub fn finish(self) -> String {
        self.finish_with_findings().0
    }

    /// End of input: returns the rest of the redacted text and every
    /// finding not yet taken with [`StreamRedactor::take_findings`],
    /// including those in the text held until now. Spans are offsets into
    /// the whole streamed text (for byte input, the text as decoded).
    ///
    /// ```
    /// use receipts_leakfilter::{LeakConfig, LeakFilter};
    ///
    /// let filter = LeakFilter::new(LeakConfig::default())?;
    /// let mut s = filter.stream();
    /// let mut out = s.feed("id AKIA");
    /// out += &s.feed("ABCDEFGHIJKLMNOP");
    /// let (rest, findings) = s.finish_with_findings();
    /// out += &rest;
    /// assert_eq!(out, "id [REDACTED:aws-access-key-id]");
    /// assert_eq!(findings.len(), 1);
    /// assert_eq!(findings[0].span, 3..23);
    /// # Ok::<(), receipts_leakfilter::Error>(())
    /// ```
    pub fn finish_with_findings(mut self) -> (String, Vec<Finding>) {
        if !self.partial.is_empty() {
            self.partial.clear();
            self.buf.push('\u{FFFD}');
        }
        let mut out = String::new();
        self.run(true, &mut out);
        (out, self.findings)
    }

    /// Findings so far (spans in the whole streamed text), in order.
    pub fn findings(&self) -> &[Finding] {
        &self.findings
    }

    /// Take the findings collected so far.
    pub fn take_findings(&mut self) -> Vec<Finding> {
        std::mem::take(&mut self.findings)
    }

    /// Bytes received but not yet returned.
    pub fn held(&self) -> usize {
        self.base + self.buf.len() - self.seg.pending_from() + self.partial.len()
    }

    #[inline(always)]
    fn run(&mut self, fin: bool, out: &mut String) {
        self.seg.advance(
            &self.det,
            self.cap,
            &self.buf,
            self.base,
            fin,
            &mut Sink {
                out,
                findings: &mut self.findings,
            },
        );
        // drop what is no longer needed, amortised: only when at least half
        // of the buffer (and 2 KiB) can go
        if self.buf.len() >= 4096 {
            let mut k = self.seg.needed_from().saturating_sub(self.base);
            while k > 0 && !self.buf.is_char_boundary(k) {
                k -= 1;
            }
            if k >= 2048 && k * 2 >= self.buf.len() {
                self.buf.drain(..k);
                self.base += k;
            }
        }
    }
}

#[cfg(test)]
mod tests {
    use crate::{LeakConfig, LeakFilter};

    #[test]
    fn split_utf8_matches_lossy_batch() {
        let f = LeakFilter::new(LeakConfig::default()).unwrap();
        let bytes = "é€ x \u{1F600} done".as_bytes().to_vec();
        let mut bad = bytes.clone();
        bad.insert(3, 0xff);
        for input in [bytes, bad] {
            let want = f.redact(&String::from_utf8_lossy(&input)).text;
            for step in 1..5 {
                let mut s = f.stream();
                let mut got = String::new();
                for c in input.chunks(step) {
                    got += &s.feed_bytes(c);
                }
                got += &s.finish();
                assert_eq!(got, want, "step {step}");
            }
        }
    }

    #[test]
    fn holds_back_only_the_unfinished_word() {
        let f = LeakFilter::new(LeakConfig::default()).unwrap();
        let mut s = f.stream();
        let out = s.feed("hello there wor");
        assert_eq!(out, "hello there ");
        assert_eq!(s.held(), 3);
    }
}
