//! Which host requests are waiting for a server response, so that
//! interleaved responses are matched to their `tools/call` by id.

use std::collections::{HashMap, VecDeque};
use std::hash::Hash;
use std::sync::Arc;

/// A `tools/call` as the host sent it.
#[derive(Debug, Clone, PartialEq)]
pub(crate) struct CallInfo {
    pub(crate) tool: String,
    /// The `arguments` object (`{}` when absent).
    pub(crate) args: serde_json::Value,
}

/// What a pending request id stands for.
#[derive(Debug, Clone, PartialEq)]
pub(crate) enum Pending {
    /// `initialize`: its result gets the instructions addendum.
    Initialize,
    /// `tools/call`.
    Call(Arc<CallInfo>),
    /// `tasks/result` (MCP 2025-11-25 tasks) for a task of this call.
    TaskResult(Arc<CallInfo>, String),
    /// `tasks/get` (SEP-2663 tasks, result inline when completed).
    TaskGet(Arc<CallInfo>, String),
}

/// A map with a capacity: the oldest entries are evicted first, so memory
/// stays bounded when a peer never answers.
#[derive(Debug)]
pub(crate) struct BoundedMap<K, V> {
    cap: usize,
    next_gen: u64,
    map: HashMap<K, (u64, V)>,
    order: VecDeque<(K, u64)>,
}

impl<K: Hash + Eq + Clone, V> BoundedMap<K, V> {
    pub(crate) fn new(cap: usize) -> Self {
        BoundedMap {
            cap: cap.max(1),
            next_gen: 0,
            map: HashMap::new(),
            order: VecDeque::new(),
        }
    }

    pub(crate) fn insert(&mut self, key: K, value: V) {
        let generation = self.next_gen;
        self.next_gen += 1;
        self.map.insert(key.clone(), (generation, value));
        self.order.push_back((key, generation));
        while self.map.len() > self.cap {
            let Some((k, g)) = self.order.pop_front() else {
                break;
            };
            if self.map.get(&k).is_some_and(|(g2, _)| *g2 == g) {
                self.map.remove(&k);
            }
        }
        if self.order.len() > 2 * self.cap {
            let map = &self.map;
            self.order
                .retain(|(k, g)| map.get(k).is_some_and(|(g2, _)| g2 == g));
        }
    }

    pub(crate) fn remove(&mut self, key: &K) -> Option<V> {
        self.map.remove(key).map(|(_, v)| v)
    }

    pub(crate) fn get(&self, key: &K) -> Option<&V> {
        self.map.get(key).map(|(_, v)| v)
    }

    #[cfg(test)]
    pub(crate) fn len(&self) -> usize {
        self.map.len()
    }
}

/// Requests in flight (by id key) and tasks created (by task id).
#[derive(Debug)]
pub(crate) struct Tracker {
    pub(crate) pending: BoundedMap<String, Pending>,
    pub(crate) tasks: BoundedMap<String, Arc<CallInfo>>,
}

impl Tracker {
    pub(crate) fn new(cap: usize) -> Self {
        Tracker {
            pending: BoundedMap::new(cap),
            tasks: BoundedMap::new(cap),
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use proptest::prelude::*;

    #[test]
    fn evicts_oldest_and_reinsert_is_fresh() {
        let mut m = BoundedMap::new(2);
        m.insert("a", 1);
        m.insert("b", 2);
        m.insert("a", 3); // re-insert: "a" is now the newest
        m.insert("c", 4);
        assert_eq!(m.get(&"a"), Some(&3));
        assert_eq!(m.get(&"b"), None);
        assert_eq!(m.get(&"c"), Some(&4));
    }

    proptest! {
        #[test]
        fn never_exceeds_capacity(ops in proptest::collection::vec((0u8..20, any::<bool>()), 0..300), cap in 1usize..8) {
            let mut m = BoundedMap::new(cap);
            for (k, ins) in ops {
                if ins { m.insert(k, ()); } else { m.remove(&k); }
                prop_assert!(m.len() <= cap);
                prop_assert!(m.order.len() <= 2 * cap + 1);
            }
        }
    }
}
