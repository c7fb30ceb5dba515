//! The strict receipt allowlist, and the literal allowlist of the config.
//!
//! Only an exact, well-formed token found by [`Prefix::scan`] (the core
//! grammar, with boundaries on both sides) is exempt, and it is exempt from
//! every rule. Text that merely starts with the prefix is scanned like any
//! other text; when it carries a long payload it is itself reported as
//! [`RECEIPT_LOOKALIKE`].

use std::collections::HashSet;
use std::ops::Range;
use std::sync::Arc;

use receipts_core::{Prefix, Scope};

use crate::config::ReceiptMode;
use crate::detect::BREAK;
use crate::findings::{Category, Finding};
use crate::rules::{RECEIPT_LOOKALIKE, UNVERIFIED_RECEIPT};

/// Shortest payload after `<prefix>-` that makes a malformed look-alike a
/// finding. Shorter ones (`zc-receipt-<ts>`, `zc-receipt-01-x`) cannot hold
/// a credential worth the name.
pub(crate) const LOOKALIKE_MIN: usize = 16;

/// Receipt handling of one filter.
#[derive(Debug, Clone)]
pub(crate) struct Receipts {
    pub(crate) prefix: Prefix,
    pub(crate) mode: ReceiptMode,
    pub(crate) scope: Option<Arc<Scope>>,
    pub(crate) lookalikes: bool,
    pub(crate) unverified: bool,
}

impl Receipts {
    /// Scan `text`: push the spans of exempt tokens to `exempt` and any
    /// look-alike or unverified-token finding to `findings` (group-relative
    /// spans).
    ///
    /// `glued`: the byte before `text` (across a forced cut) is a token
    /// character, so a prefix at its very start has no token boundary and
    /// starts neither a receipt nor a near-token.
    pub(crate) fn scan(
        &self,
        text: &str,
        glued: bool,
        exempt: &mut Vec<Range<usize>>,
        findings: &mut Vec<Finding>,
    ) {
        let plen = self.prefix.as_str().len() + 1;
        // the prefix starts with an ASCII character, so skipping one byte
        // stays on a char boundary
        let skip = usize::from(glued && text.starts_with(self.prefix.as_str()));
        for (span, error) in self.prefix.scan_spans(&text[skip..]) {
            let span = span.start + skip..span.end + skip;
            match error {
                None => {
                    // only verified-only mode needs the token itself
                    let issued = match (&self.mode, &self.scope) {
                        (ReceiptMode::VerifiedOnly, Some(scope)) => self
                            .prefix
                            .parse(&text[span.clone()])
                            .is_ok_and(|token| scope.lookup_token(&token).is_some()),
                        _ => true,
                    };
                    if issued || !self.unverified {
                        exempt.push(span);
                    } else {
                        findings.push(Finding {
                            span: span.clone(),
                            rule: UNVERIFIED_RECEIPT,
                            category: Category::Receipt,
                        });
                        // the token text itself is fine to replace, and no
                        // other rule should split it
                        exempt.push(span);
                    }
                }
                Some(_) => {
                    // a look-alike runs on to the end of its word: through
                    // `.`-joined parts (`zc-receipt-1-<id>.<ts>.<mac>`) and
                    // whatever is glued on (`<receipt>abc8Q~…`); a real
                    // receipt inside stays exempt
                    let b = text.as_bytes();
                    let mut end = span.end;
                    while end < b.len() && !BREAK[usize::from(b[end])] {
                        end += 1;
                    }
                    let body = span.start + plen..end;
                    if self.lookalikes && body.end > body.start && body.len() >= LOOKALIKE_MIN {
                        findings.push(Finding {
                            span: body,
                            rule: RECEIPT_LOOKALIKE,
                            category: Category::Receipt,
                        });
                    }
                }
            }
        }
    }
}

/// Literal strings never redacted.
#[derive(Debug, Clone, Default)]
pub(crate) struct Literals(HashSet<String>);

impl Literals {
    pub(crate) fn new(list: &[String]) -> Self {
        Literals(list.iter().cloned().collect())
    }

    pub(crate) fn contains(&self, s: &str) -> bool {
        !self.0.is_empty() && self.0.contains(s)
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    const D: &str = "gzpEBuUIRYX1vd4fQl4oYkqhq4-GnoJDStmlYzvQiWA";

    fn receipts() -> Receipts {
        Receipts {
            prefix: Prefix::default(),
            mode: ReceiptMode::WellFormed,
            scope: None,
            lookalikes: true,
            unverified: true,
        }
    }

    #[test]
    fn tokens_are_exempt_and_lookalikes_found() {
        let text = format!(
            "a zc-receipt-7-{D} b zc-receipt-1-ghp_abcdefghijklmnopqrstuvwxyz0123456789 c zc-receipt-01-x"
        );
        let (mut ex, mut f) = (Vec::new(), Vec::new());
        receipts().scan(&text, false, &mut ex, &mut f);
        assert_eq!(ex.len(), 1);
        assert_eq!(&text[ex[0].clone()], format!("zc-receipt-7-{D}"));
        assert_eq!(f.len(), 1);
        assert_eq!(
            &text[f[0].span.clone()],
            "1-ghp_abcdefghijklmnopqrstuvwxyz0123456789"
        );
    }

    #[test]
    fn literals() {
        let l = Literals::new(&["abc".to_owned()]);
        assert!(l.contains("abc"));
        assert!(!l.contains("abd"));
        assert!(!Literals::default().contains("abc"));
    }
}
