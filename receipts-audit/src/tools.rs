//! The tool names an audit recognises in a reply: the turn's tools, tools
//! called without receipts, configured tools and their aliases.

use std::collections::HashMap;
use std::sync::{Arc, Mutex};

use crate::source::IssuedRecord;
use crate::trie::Trie;
use crate::vocabulary::wrap;

/// Canonical tool names, their aliases, and one case-insensitive matcher
/// over all of them. Built once per set of names and cached.
#[derive(Debug)]
pub(crate) struct ToolNames {
    key: Vec<String>,
    pub(crate) names: Vec<String>,
    ids: HashMap<String, usize>,
    pub(crate) trie: Option<Trie>,
    pub(crate) pattern_tool: Vec<usize>,
}

impl ToolNames {
    fn new(key: Vec<String>, aliases: &[(String, String)]) -> ToolNames {
        let mut t = ToolNames {
            key: Vec::new(),
            names: Vec::new(),
            ids: HashMap::new(),
            trie: None,
            pattern_tool: Vec::new(),
        };
        let mut patterns: Vec<String> = Vec::new();
        for n in &key {
            t.add(n, &mut patterns);
        }
        for (tool, alias) in aliases {
            let id = t.add(tool, &mut patterns);
            let a = alias.trim().to_lowercase();
            if !a.is_empty() && !t.ids.contains_key(&a) {
                t.ids.insert(a.clone(), id);
                patterns.push(a);
                t.pattern_tool.push(id);
            }
        }
        if !patterns.is_empty() {
            let mut wrapped = Vec::with_capacity(patterns.len());
            let mut edges = Vec::with_capacity(patterns.len());
            for p in &patterns {
                let (w, e) = wrap(p);
                wrapped.push(w);
                edges.push(e);
            }
            t.trie = Some(Trie::new(&wrapped, edges));
        }
        t.key = key;
        t
    }

    fn add(&mut self, name: &str, patterns: &mut Vec<String>) -> usize {
        let key = name.trim().to_lowercase();
        if let Some(&id) = self.ids.get(&key) {
            return id;
        }
        let id = self.names.len();
        self.names.push(name.trim().to_owned());
        if key.is_empty() {
            return id;
        }
        self.ids.insert(key.clone(), id);
        // `web_search` is also written "web search" or "web-search"
        if key.contains(['_', '-']) {
            let spaced = key.replace(['_', '-'], " ");
            if !self.ids.contains_key(&spaced) {
                self.ids.insert(spaced.clone(), id);
                patterns.push(spaced);
                self.pattern_tool.push(id);
            }
        }
        patterns.push(key);
        self.pattern_tool.push(id);
        id
    }
}

/// A one-entry cache of the last [`ToolNames`] built.
#[derive(Debug, Default)]
pub(crate) struct ToolCache(Mutex<Option<Arc<ToolNames>>>);

/// The tool names plus, per tool, the turn's receipted calls.
#[derive(Debug)]
pub(crate) struct ToolTable {
    pub(crate) base: Arc<ToolNames>,
    /// Indexes (into the turn records) of the receipted calls of each tool.
    pub(crate) calls: Vec<Vec<usize>>,
    /// The tool id of each turn record.
    pub(crate) rec_tool: Vec<usize>,
}

impl ToolTable {
    pub(crate) fn new(
        cache: &ToolCache,
        turn: &[IssuedRecord],
        unreceipted: &[String],
        known: &[String],
        aliases: &[(String, String)],
    ) -> ToolTable {
        let mut key: Vec<String> = Vec::with_capacity(turn.len() + unreceipted.len() + known.len());
        for n in turn.iter().map(|r| &r.tool).chain(unreceipted).chain(known) {
            let l = n.trim().to_lowercase();
            if !key.contains(&l) {
                key.push(l);
            }
        }
        let base = {
            let mut g = cache.0.lock().unwrap_or_else(|e| e.into_inner());
            match g.as_ref() {
                Some(b) if b.key == key => b.clone(),
                _ => {
                    let b = Arc::new(ToolNames::new(key, aliases));
                    *g = Some(b.clone());
                    b
                }
            }
        };
        let mut calls = vec![Vec::new(); base.names.len()];
        let mut rec_tool = Vec::with_capacity(turn.len());
        for (i, r) in turn.iter().enumerate() {
            let id = base
                .ids
                .get(&r.tool.trim().to_lowercase())
                .copied()
                .unwrap_or(0);
            if let Some(c) = calls.get_mut(id) {
                c.push(i);
            }
            rec_tool.push(id);
        }
        ToolTable {
            base,
            calls,
            rec_tool,
        }
    }

    pub(crate) fn names(&self) -> &[String] {
        &self.base.names
    }

    /// The tool id of a name or alias (case-insensitive).
    pub(crate) fn id(&self, name: &str) -> Option<usize> {
        let t = name.trim();
        if t.is_empty() || t.len() > 128 {
            return None;
        }
        if t.bytes().any(|b| b.is_ascii_uppercase()) || !t.is_ascii() {
            self.base.ids.get(&t.to_lowercase()).copied()
        } else {
            self.base.ids.get(t).copied()
        }
    }

    /// Does a receipted call of this tool exist in the turn?
    pub(crate) fn receipted(&self, id: usize) -> bool {
        self.calls.get(id).is_some_and(|c| !c.is_empty())
    }

    /// Does `label` name `tool` (by name, alias, or `delegate/tool`)?
    pub(crate) fn same_tool(&self, label: &str, tool: &str) -> bool {
        if label.eq_ignore_ascii_case(tool) {
            return true;
        }
        if let Some((_, last)) = label.rsplit_once('/') {
            if last.eq_ignore_ascii_case(tool) {
                return true;
            }
        }
        matches!((self.id(label), self.id(tool)), (Some(a), Some(b)) if a == b)
    }
}
