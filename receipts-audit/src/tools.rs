//! The tool names an audit recognises in a reply: the turn's tools, tools
//! called without receipts, configured tools and their aliases.

use std::borrow::Cow;
use std::sync::{Arc, Mutex};

use foldhash::HashMap;

use crate::source::IssuedRecord;
use crate::trie::Trie;
use crate::vocabulary::wrap;

/// Canonical tool names, their aliases, and one case-insensitive matcher
/// over all of them. Built once per set of names and cached.
#[derive(Debug)]
pub(crate) struct ToolNames {
    key: Vec<String>,
    /// The tool id of each name of `key`, if it has one.
    key_ids: Vec<Option<usize>>,
    pub(crate) names: Vec<String>,
    ids: HashMap<String, usize>,
    pub(crate) trie: Option<Trie>,
    pub(crate) pattern_tool: Vec<usize>,
}

/// Articles an alias may open with (lower case, with their space).
const ARTICLES: &[&str] = &[
    "the ",
    "el ",
    "la ",
    "los ",
    "las ",
    "le ",
    "les ",
    "l'",
    "l\u{2019}",
    "der ",
    "die ",
    "das ",
    "den ",
    "dem ",
];

impl ToolNames {
    fn new(key: Vec<String>, aliases: &[(String, String)]) -> ToolNames {
        let mut t = ToolNames {
            key: Vec::new(),
            key_ids: Vec::new(),
            names: Vec::new(),
            ids: HashMap::default(),
            trie: None,
            pattern_tool: Vec::new(),
        };
        let mut patterns: Vec<String> = Vec::new();
        for n in &key {
            t.add(n, &mut patterns);
        }
        let mut cased: Vec<(String, usize)> = Vec::new();
        for (tool, alias) in aliases {
            let id = t.add(tool, &mut patterns);
            // an alias with its article is also written without it ("the
            // vessel register", "laut Schiffsregister" for "das
            // Schiffsregister")
            let written = alias.trim();
            let bare = ARTICLES
                .iter()
                .find_map(|art| {
                    let n = art.len();
                    (written.len() > n
                        && written.is_char_boundary(n)
                        && written[..n].eq_ignore_ascii_case(art))
                    .then(|| written[n..].trim_start())
                })
                .filter(|b| b.chars().count() >= 5);
            for form in std::iter::once(written).chain(bare) {
                let a = form.to_lowercase();
                if !a.is_empty() && !t.ids.contains_key(&a) {
                    t.ids.insert(a.clone(), id);
                    patterns.push(a);
                    t.pattern_tool.push(id);
                }
                // the matcher folds ASCII letters only: a name with other
                // letters is also matched as written in the configuration
                // and capitalized ("Öllabor")
                if !form.is_ascii() {
                    let mut c = form.chars();
                    let capital: String = c
                        .next()
                        .map(|f| f.to_uppercase().chain(c).collect())
                        .unwrap_or_default();
                    cased.extend([form.to_owned(), capital].map(|p| (p, id)));
                }
            }
        }
        for (p, id) in cased {
            if !p.is_empty() && !patterns.contains(&p) {
                patterns.push(p);
                t.pattern_tool.push(id);
            }
        }
        // French elision glues the article to a name that starts with a
        // vowel ("dans l'arbre familial"): the apostrophe is a
        // word character to the matcher, so those forms are names too
        let elided: Vec<(String, usize)> = patterns
            .iter()
            .zip(&t.pattern_tool)
            .filter(|(p, _)| p.starts_with(|c: char| "aeiouhéèêàâîôûœ".contains(c)))
            .flat_map(|(p, &id)| ["l'", "l\u{2019}"].map(|a| (format!("{a}{p}"), id)))
            .collect();
        for (p, id) in elided {
            patterns.push(p);
            t.pattern_tool.push(id);
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
        t.key_ids = key.iter().map(|k| t.ids.get(k).copied()).collect();
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

/// `name` trimmed and lower-cased (the key of a tool name), borrowed when
/// it already is.
fn key_of(name: &str) -> Cow<'_, str> {
    let t = name.trim();
    if t.is_ascii() && !t.bytes().any(|b| b.is_ascii_uppercase()) {
        Cow::Borrowed(t)
    } else {
        Cow::Owned(t.to_lowercase())
    }
}

/// A one-entry cache of the last [`ToolNames`] built.
#[derive(Debug, Default)]
pub(crate) struct ToolCache(Mutex<Option<Arc<ToolNames>>>);

/// The tool names plus, per tool, the turn's receipted calls.
#[derive(Debug)]
pub(crate) struct ToolTable {
    pub(crate) base: Arc<ToolNames>,
    /// Indexes (into the turn records) of the receipted calls, grouped by
    /// tool: those of tool `t` are `calls[call_start[t]..call_start[t + 1]]`.
    calls: Vec<usize>,
    call_start: Vec<usize>,
    /// The tool id of each turn record.
    pub(crate) rec_tool: Vec<usize>,
    /// Per tool: called in the turn without an intact receipt (failed,
    /// denied, blocked, timed out, tampered), so its result is unknown.
    failed: Vec<bool>,
}

impl ToolTable {
    pub(crate) fn new(
        cache: &ToolCache,
        turn: &[IssuedRecord],
        unreceipted: &[String],
        known: &[String],
        aliases: &[(String, String)],
    ) -> ToolTable {
        let mut key: Vec<Cow<'_, str>> =
            Vec::with_capacity(turn.len() + unreceipted.len() + known.len());
        // the index in `key` of each turn record's tool, then of each
        // unreceipted name
        let asked = turn.len() + unreceipted.len();
        let mut at: Vec<usize> = Vec::with_capacity(asked);
        // names as written with their index in `key`: a name met again
        // costs one comparison
        let mut seen: Vec<(&str, usize)> = Vec::new();
        let names = turn.iter().map(|r| &r.tool).chain(unreceipted).chain(known);
        for (i, n) in names.enumerate() {
            let k = match seen.iter().find(|(s, _)| *s == n.as_str()) {
                Some(&(_, k)) => k,
                None => {
                    let l = key_of(n);
                    let k = key.iter().position(|x| *x == l).unwrap_or_else(|| {
                        key.push(l);
                        key.len() - 1
                    });
                    seen.push((n, k));
                    k
                }
            };
            if i < asked {
                at.push(k);
            }
        }
        let base = {
            let mut g = cache.0.lock().unwrap_or_else(|e| e.into_inner());
            match g.as_ref() {
                Some(b)
                    if b.key
                        .iter()
                        .map(String::as_str)
                        .eq(key.iter().map(|k| &**k)) =>
                {
                    b.clone()
                }
                _ => {
                    let key = key.into_iter().map(Cow::into_owned).collect();
                    let b = Arc::new(ToolNames::new(key, aliases));
                    *g = Some(b.clone());
                    b
                }
            }
        };
        let tools = base.names.len();
        // (`base.key` equals `key`, so its `key_ids` give each name's id)
        let id_at = |k: usize| base.key_ids.get(k).copied().flatten();
        let rec_tool: Vec<usize> = at[..turn.len()]
            .iter()
            .map(|&k| id_at(k).unwrap_or(0))
            .collect();
        // the calls grouped by tool, each group in call order
        let mut call_start = vec![0usize; tools + 1];
        for &id in &rec_tool {
            if id < tools {
                call_start[id + 1] += 1;
            }
        }
        for t in 0..tools {
            call_start[t + 1] += call_start[t];
        }
        let mut calls = vec![0usize; call_start[tools]];
        let mut next = call_start.clone();
        for (i, &id) in rec_tool.iter().enumerate() {
            if id < tools {
                calls[next[id]] = i;
                next[id] += 1;
            }
        }
        let mut failed = vec![false; tools];
        for &k in &at[turn.len()..] {
            if let Some(id) = id_at(k) {
                failed[id] = true;
            }
        }
        ToolTable {
            base,
            calls,
            call_start,
            rec_tool,
            failed,
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

    /// The receipted calls of a tool (indexes into the turn records), in
    /// call order.
    pub(crate) fn calls(&self, id: usize) -> &[usize] {
        match (self.call_start.get(id), self.call_start.get(id + 1)) {
            (Some(&a), Some(&b)) => &self.calls[a..b],
            _ => &[],
        }
    }

    /// Does a receipted call of this tool exist in the turn?
    pub(crate) fn receipted(&self, id: usize) -> bool {
        !self.calls(id).is_empty()
    }

    /// Was this tool called in the turn without an intact receipt?
    pub(crate) fn failed(&self, id: usize) -> bool {
        self.failed.get(id).copied().unwrap_or(false)
    }

    /// Was any tool called in the turn without an intact receipt?
    pub(crate) fn any_failed(&self) -> bool {
        self.failed.contains(&true)
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
