//! Batch redaction: [`LeakFilter::redact`] and [`LeakFilter::scan`].
//!
//! Batch runs the streaming segmenter over the whole text in one step, so
//! its output is by construction what any chunking of the same text gives.

use crate::filter::LeakFilter;
use crate::findings::{Finding, Redacted};
use crate::segment::{Segmenter, Sink};

impl LeakFilter {
    /// Redact every finding in `text`: each becomes `[REDACTED:<rule-id>]`
    /// (or `[unverified receipt]`), overlapping findings merged. Well-formed
    /// receipts pass byte for byte. Never fails and never panics; time and
    /// memory are linear in `text`.
    ///
    /// # Security
    /// Redaction is best effort against known formats and random-looking
    /// tokens: a secret that reads like ordinary words, or a short one, can
    /// pass. Findings never contain the matched text.
    pub fn redact(&self, text: &str) -> Redacted {
        let mut out = String::with_capacity(text.len());
        let mut findings = Vec::new();
        let mut seg = Segmenter::new();
        seg.advance(
            &self.det,
            self.cap,
            text,
            0,
            true,
            &mut Sink {
                out: &mut out,
                findings: &mut findings,
            },
        );
        Redacted {
            text: out,
            findings,
        }
    }

    /// The findings [`LeakFilter::redact`] would report, without building
    /// the redacted text.
    pub fn scan(&self, text: &str) -> Vec<Finding> {
        self.redact(text).findings
    }
}
