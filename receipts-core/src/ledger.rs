//! A bounded ledger of the receipts a scope issued.

use std::collections::{HashMap, VecDeque};
use std::hash::{BuildHasherDefault, Hasher};

use crate::receipt::Receipt;

/// Default number of receipts a scope's ledger remembers.
pub const DEFAULT_LEDGER_CAPACITY: usize = 16_384;

/// Hasher for maps keyed by receipt tags. Tags are MAC outputs under the
/// scope's secret key, uniformly distributed and not choosable by anyone
/// without the key, so their leading bytes are already a good hash and no
/// SipHash round is needed.
#[derive(Default)]
pub(crate) struct TagHasher(u64);

impl Hasher for TagHasher {
    fn finish(&self) -> u64 {
        self.0
    }

    fn write(&mut self, bytes: &[u8]) {
        for chunk in bytes.chunks(8) {
            let mut b = [0u8; 8];
            b[..chunk.len()].copy_from_slice(chunk);
            self.0 = self.0.rotate_left(29) ^ u64::from_le_bytes(b);
        }
    }
}

/// `BuildHasher` for tag-keyed maps and sets.
pub(crate) type TagHash = BuildHasherDefault<TagHasher>;

/// Bounded record of issued receipts, oldest evicted first, looked up by
/// tag. Memory stays bounded on a long-lived channel scope.
#[derive(Debug)]
pub(crate) struct Ledger {
    capacity: usize,
    by_tag: HashMap<[u8; 32], Receipt, TagHash>,
    order: VecDeque<[u8; 32]>,
}

impl Ledger {
    pub(crate) fn new(capacity: usize) -> Self {
        Ledger {
            capacity,
            by_tag: HashMap::with_capacity_and_hasher(capacity.min(1024), TagHash::default()),
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
