//! A bounded ledger of the receipts a scope issued.

use std::collections::{HashMap, VecDeque};

use crate::receipt::Receipt;

/// Default number of receipts a scope's ledger remembers.
pub const DEFAULT_LEDGER_CAPACITY: usize = 16_384;

/// Bounded record of issued receipts, oldest evicted first, looked up by
/// tag. Memory stays bounded on a long-lived channel scope.
#[derive(Debug)]
pub(crate) struct Ledger {
    capacity: usize,
    by_tag: HashMap<[u8; 32], Receipt>,
    order: VecDeque<[u8; 32]>,
}

impl Ledger {
    pub(crate) fn new(capacity: usize) -> Self {
        Ledger {
            capacity,
            by_tag: HashMap::with_capacity(capacity.min(1024)),
            order: VecDeque::with_capacity(capacity.min(1024)),
        }
    }

    pub(crate) fn insert(&mut self, receipt: Receipt) {
        let key = *receipt.token.tag().as_bytes();
        if self.by_tag.insert(key, receipt).is_some() {
            return; // same tag issued again (same call, same second)
        }
        self.order.push_back(key);
        while self.order.len() > self.capacity {
            if let Some(old) = self.order.pop_front() {
                self.by_tag.remove(&old);
            }
        }
    }

    pub(crate) fn get(&self, tag: &[u8; 32]) -> Option<&Receipt> {
        self.by_tag.get(tag)
    }

    pub(crate) fn len(&self) -> usize {
        self.order.len()
    }

    pub(crate) fn capacity(&self) -> usize {
        self.capacity
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::{Prefix, Provenance, Tag};
    use std::sync::Arc;

    fn r(i: u8) -> Receipt {
        Receipt {
            token: Prefix::default().token(1, Tag::from_bytes([i; 32])),
            tool: Arc::from("t"),
            call_id: None,
            provenance: Provenance::Main,
        }
    }

    #[test]
    fn evicts_oldest_first() {
        let mut l = Ledger::new(2);
        l.insert(r(1));
        l.insert(r(2));
        l.insert(r(3));
        assert_eq!(l.len(), 2);
        assert!(l.get(&[1; 32]).is_none());
        assert!(l.get(&[2; 32]).is_some());
        assert!(l.get(&[3; 32]).is_some());
        l.insert(r(3));
        assert_eq!(l.len(), 2);
        assert_eq!(l.capacity(), 2);
    }
}
