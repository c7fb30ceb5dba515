//! The per-turn collector of receipts and no-receipt events.

use std::collections::HashSet;
use std::sync::{Arc, Mutex, MutexGuard};

use crate::events::ToolEvent;
use crate::ledger::TagHash;
use crate::receipt::Receipt;

/// Collects the receipts of one agent turn, in call order, plus the events
/// of calls that got none.
///
/// Synchronous delegate sub-agents write into their parent's collector (see
/// [`crate::Turn::delegate`]), so their receipts show in the parent's
/// receipts block. Detached or background delegates must use a turn of their
/// own: the parent's block is rendered when the parent's reply is done,
/// which is before a background task finishes, so its receipts could never
/// be shown there reliably.
///
/// A call is recorded at most once: by its call id when it has one, by its
/// token otherwise.
#[derive(Debug, Default)]
pub struct Collector {
    inner: Mutex<Inner>,
}

#[derive(Debug, Default)]
struct Inner {
    receipts: Vec<Receipt>,
    call_ids: HashSet<Arc<str>>,
    tags: HashSet<[u8; 32], TagHash>,
    events: Vec<ToolEvent>,
}

impl Collector {
    /// An empty collector.
    pub fn new() -> Self {
        Self::default()
    }

    fn lock(&self) -> MutexGuard<'_, Inner> {
        // A panic elsewhere while holding the lock leaves the data intact;
        // keep collecting rather than propagate the poison.
        self.inner.lock().unwrap_or_else(|e| e.into_inner())
    }

    /// Record a receipt. Returns `false` (and records nothing) when the same
    /// call, or the same token, was already recorded.
    pub fn record(&self, receipt: Receipt) -> bool {
        let mut g = self.lock();
        if let Some(id) = &receipt.call_id {
            if g.call_ids.contains(id) {
                return false;
            }
        }
        let tag = *receipt.token.tag().as_bytes();
        if !g.tags.insert(tag) {
            return false;
        }
        if let Some(id) = &receipt.call_id {
            g.call_ids.insert(id.clone());
        }
        g.receipts.push(receipt);
        true
    }

    /// Record a tool call that got no receipt.
    pub fn record_event(&self, event: ToolEvent) {
        self.lock().events.push(event);
    }

    /// The receipts so far, in call order.
    pub fn receipts(&self) -> Vec<Receipt> {
        self.lock().receipts.clone()
    }

    /// The no-receipt events so far, in order.
    pub fn events(&self) -> Vec<ToolEvent> {
        self.lock().events.clone()
    }

    /// Number of receipts recorded.
    pub fn len(&self) -> usize {
        self.lock().receipts.len()
    }

    /// True when no receipt was recorded.
    pub fn is_empty(&self) -> bool {
        self.len() == 0
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::{Prefix, Provenance, Tag};

    fn r(i: u8, id: Option<&str>) -> Receipt {
        Receipt {
            token: Prefix::default().token(1, Tag::from_bytes([i; 32])),
            tool: Arc::from("t"),
            call_id: id.map(Arc::from),
            provenance: Provenance::Main,
        }
    }

    #[test]
    fn no_duplicates_per_call_or_token() {
        let c = Collector::new();
        assert!(c.record(r(1, Some("a"))));
        assert!(!c.record(r(2, Some("a"))));
        assert!(!c.record(r(1, None)));
        assert!(c.record(r(3, None)));
        assert_eq!(c.len(), 2);
        let tags: Vec<u8> = c
            .receipts()
            .iter()
            .map(|r| r.token.tag().as_bytes()[0])
            .collect();
        assert_eq!(tags, vec![1, 3]);
    }
}
