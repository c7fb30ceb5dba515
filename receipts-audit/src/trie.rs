//! The phrase matcher: a byte automaton (a trie of normalized phrases with
//! failure transitions, Aho-Corasick style) run once over the text.
//!
//! The text is read as the matchers see it (ASCII letters lower-cased,
//! other ASCII bytes but digits, `_` and `'` turned into spaces, a space
//! added at both ends) without building that copy: the byte classes fold
//! the normalization in, and the two added spaces are virtual. The result
//! is the leftmost-longest, non-overlapping set of matches, where a match
//! whose end is glued to a word gives way to the longest shorter phrase at
//! the same start that is not. One transition per byte finds every phrase
//! occurrence; for each start only the longest one that ends on a boundary
//! is kept, and the starts are then taken left to right, each skipping the
//! ones its match covers. The scan is linear in the text.
//!
//! Speed comes from the memory the scan touches and from overlap: the
//! transitions sit in the most compact table the automaton fits (256-wide
//! rows of row offsets for a few tool names, so that a step is one OR and
//! one load; 64-wide 16-bit rows for the vocabulary; 32-bit rows
//! otherwise), the nodes where a phrase ends are numbered last so that one
//! comparison per byte tells a match (and, last of all, those whose
//! phrases all end with a word character, so that one comparison tells
//! whether a following letter voids them), and a long text is read in four
//! parts side by side, so that four look-ups, each waiting on the one
//! before in its part, are in flight at once. A reply's two automata (the
//! vocabulary's and its tool names') read each byte in the same loop; the
//! rare matches go through a call kept out of the loop's way (`#[cold]`).

use crate::vocabulary::{NORM, is_word_char, text_span};

/// A compiled set of wrapped phrases (see [`crate::vocabulary::wrap`]).
#[derive(Debug)]
pub(crate) struct Trie {
    /// Byte class of each raw text byte (after normalization); 0 for a
    /// byte no phrase contains.
    class: [u8; 256],
    /// Number of classes, including class 0 (the width of a row).
    classes: usize,
    /// The transitions, in the most compact form the automaton fits.
    table: Table,
    /// Node indexes from `first_match` on are the nodes where a phrase
    /// ends (at the node or at one of its suffixes); the root is 0.
    first_match: u32,
    /// The phrases ending at node `n` are `ends[ends_at[n]..ends_at[n +
    /// 1]]`: the node's own (the first added among equal ones), then those
    /// of its suffixes, longest first.
    ends: Vec<End>,
    ends_at: Vec<u32>,
    /// Node indexes from `first_word_end` on (all of them match nodes) are
    /// those where every phrase ending there (at the node or a suffix) ends
    /// with a word character, so none can end before a word character.
    first_word_end: u32,
    /// The longest phrase's length (the deepest node).
    longest: usize,
    /// Per phrase: starts with a word character, ends with one.
    edges: Vec<(bool, bool)>,
}

const NONE: u32 = u32::MAX;

/// A phrase ending at a node: its length in normalized bytes, its id, and
/// whether it ends with a word character (so must end on a boundary).
#[derive(Debug, Clone, Copy)]
struct End {
    len: u32,
    pid: u32,
    word_end: bool,
}

/// The transitions of an automaton, read by [`Trie::occurrences`].
#[derive(Debug)]
enum Table {
    /// At most 256 nodes: by row offset (`node * 256`) and raw byte,
    /// `t[offset + byte]`, read without a class look-up, a shift or a
    /// bounds check (the entries are row offsets too).
    Bytes(Box<[u16; 1 << 16]>),
    /// At most [`COMPACT_NODES`] nodes and 64 classes: by node index in
    /// rows of 64, `t[node * 64 + class]`; half the size of `Dense`, so that
    /// the rows a text keeps visiting stay in the fastest cache. The table
    /// has room for 2^16 nodes (the rows past the last node are never
    /// read, and their zeroed pages never touched), so that a state read
    /// from it, a 16-bit value, indexes it with neither a mask nor a bounds
    /// check. The byte classes follow the rows (at [`CLASSES_AT`]), so that
    /// one pointer reaches both.
    Compact(Box<[u16; CLASSES_AT + 256]>),
    /// Any size: by row offset (`node * classes`), `t[offset + class]`.
    Dense(Vec<u32>),
}

/// The most nodes a [`Table::Compact`] holds.
const COMPACT_NODES: usize = 1 << 16;

/// Where a [`Table::Compact`] keeps the byte classes, after its rows.
const CLASSES_AT: usize = COMPACT_NODES * 64;

/// Which [`Table`] to build: the most compact one that fits, or (for
/// tests) another.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub(crate) enum Layout {
    Fitting,
    #[cfg(test)]
    Compact,
    #[cfg(test)]
    Dense,
}

/// How many parts of a long text are read side by side (see
/// [`Trie::occurrences`]).
const CHAINS: usize = 4;

/// A phrase occurrence that ends on a boundary: start and end in the
/// normalized text, phrase id.
#[derive(Debug, Clone, Copy)]
struct Candidate {
    start: usize,
    end: usize,
    pid: usize,
}

impl Trie {
    /// An automaton over `patterns` (already wrapped and normalized) with
    /// their edges; phrase ids are indexes into `patterns`.
    pub(crate) fn new(patterns: &[Vec<u8>], edges: Vec<(bool, bool)>) -> Trie {
        Self::with_layout(patterns, edges, Layout::Fitting)
    }

    /// [`Trie::new`] with the given table layout (a layout the automaton
    /// does not fit falls back to `Dense`).
    pub(crate) fn with_layout(
        patterns: &[Vec<u8>],
        edges: Vec<(bool, bool)>,
        layout: Layout,
    ) -> Trie {
        // normalized bytes take at most 167 values (space, `a-z`, `0-9`,
        // `_`, `'`, non-ASCII), so every one gets a class of its own
        let mut norm_class = [0u8; 256];
        let mut classes = 1usize;
        for p in patterns {
            for &b in p {
                if norm_class[usize::from(b)] == 0 && classes < 256 {
                    norm_class[usize::from(b)] = classes as u8;
                    classes += 1;
                }
            }
        }
        // a text byte normalizes first, then takes the class of its image
        let mut class = [0u8; 256];
        for (b, c) in class.iter_mut().enumerate() {
            *c = norm_class[usize::from(NORM[b])];
        }
        // the trie, by node index: `goto[node * classes + class]`, 0 for
        // none (the root is never a target)
        let mut goto = vec![0u32; classes];
        let mut own = vec![NONE];
        for (pid, p) in patterns.iter().enumerate() {
            if p.is_empty() {
                continue;
            }
            let mut node = 0usize;
            for &b in p {
                let c = usize::from(norm_class[usize::from(b)]);
                let next = goto[node * classes + c];
                node = if next == 0 {
                    let id = own.len();
                    goto.resize((id + 1) * classes, 0);
                    own.push(NONE);
                    goto[node * classes + c] = id as u32;
                    id
                } else {
                    next as usize
                };
            }
            if own[node] == NONE {
                own[node] = pid as u32;
            }
        }
        // breadth first: failure nodes, suffix links, full transitions
        let nodes = own.len();
        let mut delta = vec![0u32; nodes * classes];
        let mut fail = vec![0usize; nodes];
        let mut link = vec![NONE; nodes];
        let mut queue = std::collections::VecDeque::with_capacity(nodes);
        for c in 0..classes {
            let v = goto[c];
            if v != 0 {
                delta[c] = v;
                queue.push_back(v as usize);
            }
        }
        while let Some(u) = queue.pop_front() {
            let f = fail[u];
            link[u] = if own[f] != NONE { f as u32 } else { link[f] };
            for c in 0..classes {
                let v = goto[u * classes + c] as usize;
                if v != 0 {
                    delta[u * classes + c] = v as u32;
                    fail[v] = delta[f * classes + c] as usize;
                    queue.push_back(v);
                } else {
                    delta[u * classes + c] = delta[f * classes + c];
                }
            }
        }
        // number the nodes where something ends last, so that one
        // comparison tells a match; and from a power of two on where the
        // table layout allows, so that the states of several parts can be
        // tested at once (see `occurrences_with`): the ids in between name
        // no node (`None` in `order`) and are never reached
        let matches = |n: usize| own[n] != NONE || link[n] != NONE;
        // every phrase ending at the node or a suffix ends with a word
        // character: such match nodes are numbered last of all
        let word_end = |n: usize| {
            let mut at = n as u32;
            while at != NONE {
                let pid = own[at as usize];
                if pid != NONE && !edges[pid as usize].1 {
                    return false;
                }
                at = link[at as usize];
            }
            true
        };
        let mut order: Vec<Option<usize>> = (0..nodes).filter(|&n| !matches(n)).map(Some).collect();
        let plain_first = order.len();
        let matching = nodes - plain_first;
        let fits = |small: bool| match layout {
            Layout::Fitting => small,
            #[cfg(test)]
            Layout::Compact => small && nodes > 256,
            #[cfg(test)]
            Layout::Dense => false,
        };
        let bytes = fits(nodes <= 256);
        let compact_fits = !bytes && fits(nodes <= COMPACT_NODES && classes <= 64);
        let padded = plain_first.next_power_of_two();
        let cap = if bytes {
            256
        } else if compact_fits {
            COMPACT_NODES
        } else {
            // `Dense` states are row offsets, no power of two: no gain
            0
        };
        let first_match = if padded + matching <= cap {
            padded
        } else {
            plain_first
        };
        order.resize(first_match, None);
        order.extend((0..nodes).filter(|&n| matches(n) && !word_end(n)).map(Some));
        let first_word_end = order.len();
        order.extend((0..nodes).filter(|&n| matches(n) && word_end(n)).map(Some));
        let ids = order.len();
        let mut new_id = vec![0u32; nodes];
        for (i, &n) in order.iter().enumerate() {
            if let Some(n) = n {
                new_id[n] = i as u32;
            }
        }
        // the transition from node `n` (an old index) on class `c`, as a new
        // index
        let next = |n: usize, c: usize| new_id[delta[n * classes + c] as usize];
        // the new indexes that name a node, with the node's old index
        let named = || {
            order
                .iter()
                .enumerate()
                .filter_map(|(i, n)| n.map(|n| (i, n)))
        };
        // allocated zeroed: only the pages of the rows written are touched
        let compact: Option<Box<[u16; CLASSES_AT + 256]>> = if compact_fits {
            vec![0u16; CLASSES_AT + 256]
                .into_boxed_slice()
                .try_into()
                .ok()
        } else {
            None
        };
        let small: Option<Box<[u16; 1 << 16]>> = if bytes {
            vec![0u16; 1 << 16].into_boxed_slice().try_into().ok()
        } else {
            None
        };
        let table = if let Some(mut t) = small {
            for (i, n) in named() {
                for (byte, &c) in class.iter().enumerate() {
                    t[i * 256 + byte] = (next(n, usize::from(c)) as u16) << 8;
                }
            }
            Table::Bytes(t)
        } else if let Some(mut t) = compact {
            for (i, n) in named() {
                for c in 0..classes {
                    t[i * 64 + c] = next(n, c) as u16;
                }
            }
            for (byte, &c) in class.iter().enumerate() {
                t[CLASSES_AT + byte] = u16::from(c);
            }
            Table::Compact(t)
        } else {
            let mut t = vec![0u32; ids * classes];
            for (i, n) in named() {
                for c in 0..classes {
                    t[i * classes + c] = next(n, c) * classes as u32;
                }
            }
            Table::Dense(t)
        };
        let own: Vec<u32> = order.iter().map(|n| n.map_or(NONE, |n| own[n])).collect();
        let link: Vec<u32> = order
            .iter()
            .map(|n| match n.map_or(NONE, |n| link[n]) {
                NONE => NONE,
                l => new_id[l as usize],
            })
            .collect();
        let mut ends = Vec::new();
        let mut ends_at = Vec::with_capacity(ids + 1);
        for n in 0..ids {
            ends_at.push(ends.len() as u32);
            let mut at = n;
            while let Some(&pid) = own.get(at) {
                if pid != NONE {
                    ends.push(End {
                        len: patterns[pid as usize].len() as u32,
                        pid,
                        word_end: edges[pid as usize].1,
                    });
                }
                at = link[at] as usize;
            }
        }
        ends_at.push(ends.len() as u32);
        let longest = patterns.iter().map(Vec::len).max().unwrap_or(0);
        Trie {
            class,
            classes,
            table,
            first_match: first_match as u32,
            ends,
            ends_at,
            first_word_end: first_word_end as u32,
            longest,
            edges,
        }
    }

    /// Every match in `text`, in order, as `(start, end, phrase)` in `text`
    /// offsets.
    pub(crate) fn find_all(&self, text: &str, mut f: impl FnMut(usize, usize, usize)) {
        let found = self.occurrences(text);
        self.select(text, found, &mut f);
    }

    /// [`Trie::find_all`] of `self` and of `other`.
    pub(crate) fn find_all_with(
        &self,
        other: &Trie,
        text: &str,
        mut f: impl FnMut(usize, usize, usize),
        mut g: impl FnMut(usize, usize, usize),
    ) {
        let (found, found_other) = self.occurrences_pair(other, text);
        self.select(text, found, &mut f);
        other.select(text, found_other, &mut g);
    }

    /// [`Trie::occurrences`] of `self` and of `other`: for the usual pair
    /// (the vocabulary's 16-bit table, a few tool names' byte table) in
    /// one pass, each byte read once for both automata.
    fn occurrences_pair(&self, other: &Trie, text: &str) -> (Vec<Candidate>, Vec<Candidate>) {
        match (&self.table, &other.table) {
            (Table::Compact(table), Table::Bytes(bytes)) => self.occurrences_both(
                other,
                text,
                Compact {
                    table,
                    first_match: self.first_match,
                },
                Bytes {
                    table: bytes,
                    first_match: other.first_match << 8,
                },
            ),
            _ => (self.occurrences(text), other.occurrences(text)),
        }
    }

    /// [`Trie::occurrences_with`] of two automata over the same four parts
    /// of `text`, each read from `longest` bytes before its quarter for
    /// the deeper of the two (which puts both automata in the state a
    /// single pass would have there).
    #[allow(clippy::needless_range_loop)]
    fn occurrences_both<A: Automaton, B: Automaton>(
        &self,
        other: &Trie,
        text: &str,
        a: A,
        o: B,
    ) -> (Vec<Candidate>, Vec<Candidate>) {
        let b = text.as_bytes();
        let w = self.longest.max(other.longest);
        if b.len() / CHAINS <= w + 32 {
            return (
                self.occurrences_with(text, a),
                other.occurrences_with(text, o),
            );
        }
        let q = b.len() / CHAINS;
        let from: [usize; CHAINS] = std::array::from_fn(|j| (q * j).saturating_sub(w));
        let cap = b.len() / (16 * CHAINS) + 8;
        let mut found: [Vec<Candidate>; CHAINS] = std::array::from_fn(|_| Vec::with_capacity(cap));
        // a reply names its tools a few times: room for a few dozen, so
        // that a part's list rarely grows
        let mut found_o: [Vec<Candidate>; CHAINS] = std::array::from_fn(|_| Vec::with_capacity(32));
        let (m, mo) = (a.first_match(), o.first_match());
        let mut states = [0u32; CHAINS];
        let mut states_o = [0u32; CHAINS];
        states[0] = a.step(0, b' ');
        if states[0] >= m {
            self.note(text, a.node(states[0]), 1, &mut found[0]);
        }
        states_o[0] = o.step(0, b' ');
        if states_o[0] >= mo {
            other.note(text, o.node(states_o[0]), 1, &mut found_o[0]);
        }
        let parts: [&[u8]; CHAINS] = std::array::from_fn(|j| &b[from[j]..from[j] + q]);
        let [p0, p1, p2, p3] = parts;
        let bytes = p0.iter().zip(p1).zip(p2).zip(p3);
        for (k, (((&x0, &x1), &x2), &x3)) in bytes.enumerate() {
            let x = [x0, x1, x2, x3];
            for j in 0..CHAINS {
                states[j] = a.step(states[j], x[j]);
            }
            for j in 0..CHAINS {
                states_o[j] = o.step(states_o[j], x[j]);
            }
            // see `occurrences_with`
            if states[0] | states[1] | states[2] | states[3] >= m {
                for j in 0..CHAINS {
                    if states[j] >= m {
                        self.note(text, a.node(states[j]), from[j] + k + 2, &mut found[j]);
                    }
                }
            }
            if states_o[0] | states_o[1] | states_o[2] | states_o[3] >= mo {
                for j in 0..CHAINS {
                    if states_o[j] >= mo {
                        other.note(text, o.node(states_o[j]), from[j] + k + 2, &mut found_o[j]);
                    }
                }
            }
        }
        (
            self.finish(text, a, q, w, &from, states, found),
            other.finish(text, o, q, w, &from, states_o, found_o),
        )
    }

    /// The end of [`Trie::occurrences_with`] once the four parts are read
    /// side by side: the later parts read on over their first `w` bytes,
    /// the last one takes the rest of the text and the closing space, and
    /// the parts' candidates are joined.
    #[allow(clippy::too_many_arguments)]
    #[inline(always)]
    fn finish<A: Automaton>(
        &self,
        text: &str,
        a: A,
        q: usize,
        w: usize,
        from: &[usize; CHAINS],
        mut states: [u32; CHAINS],
        mut found: [Vec<Candidate>; CHAINS],
    ) -> Vec<Candidate> {
        let b = text.as_bytes();
        let m = a.first_match();
        for k in q..q + w {
            for j in 1..CHAINS {
                states[j] = a.step(states[j], b[from[j] + k]);
                if states[j] >= m {
                    self.note(text, a.node(states[j]), from[j] + k + 2, &mut found[j]);
                }
            }
        }
        let last = CHAINS - 1;
        let mut t = states[last];
        for (k, &x) in b[CHAINS * q..].iter().enumerate() {
            t = a.step(t, x);
            if t >= m {
                self.note(text, a.node(t), CHAINS * q + k + 2, &mut found[last]);
            }
        }
        t = a.step(t, b' ');
        if t >= m {
            self.note(text, a.node(t), b.len() + 2, &mut found[last]);
        }
        let mut parts = found.into_iter().enumerate();
        let (_, mut joined) = parts.next().unwrap_or_default();
        for (j, later) in parts {
            joined = join(joined, later, q * j + 1);
        }
        joined
    }

    /// Per start, the longest phrase occurrence that ends on a boundary,
    /// sorted by start.
    ///
    /// A long text is read as four quarters side by side: four independent
    /// chains of table look-ups instead of one. The automaton of a later
    /// quarter starts `longest` bytes early, which puts it in the state a
    /// single pass would have at the quarter (a node is no deeper than the
    /// longest phrase); what it finds before the quarter is dropped.
    fn occurrences(&self, text: &str) -> Vec<Candidate> {
        let first_match = self.first_match;
        match &self.table {
            Table::Bytes(table) => self.occurrences_with(
                text,
                Bytes {
                    table,
                    first_match: first_match << 8,
                },
            ),
            Table::Compact(table) => self.occurrences_with(text, Compact { table, first_match }),
            Table::Dense(table) => self.occurrences_with(
                text,
                Dense {
                    delta: table,
                    class: &self.class,
                    first_match: first_match * self.classes as u32,
                    reciprocal: (1u64 << 32) / self.classes as u64 + 1,
                },
            ),
        }
    }

    // `k` indexes every part at once
    #[allow(clippy::needless_range_loop)]
    #[inline(always)]
    fn occurrences_with<A: Automaton>(&self, text: &str, a: A) -> Vec<Candidate> {
        let b = text.as_bytes();
        let m = a.first_match();
        // the states live in locals so that they stay in registers;
        // matches, rare, go through a call
        let mut s = a.step(0, b' ');
        let mut first = Vec::with_capacity(b.len() / 16 + 8);
        if s >= m {
            self.note(text, a.node(s), 1, &mut first);
        }
        let w = self.longest;
        if b.len() / CHAINS <= w + 32 {
            for (k, &x) in b.iter().enumerate() {
                s = a.step(s, x);
                if s >= m {
                    self.note(text, a.node(s), k + 2, &mut first);
                }
            }
            s = a.step(s, b' ');
            if s >= m {
                self.note(text, a.node(s), b.len() + 2, &mut first);
            }
            return first;
        }
        // part j is read from `q * j - w` (part 0 from 0, after the
        // leading space) to `q * (j + 1)`; the last part takes the rest
        let q = b.len() / CHAINS;
        let from: [usize; CHAINS] = std::array::from_fn(|j| (q * j).saturating_sub(w));
        let mut found: [Vec<Candidate>; CHAINS] = std::array::from_fn(|j| match j {
            0 => std::mem::take(&mut first),
            _ => Vec::with_capacity(b.len() / (16 * CHAINS) + 8),
        });
        let mut states = [0u32; CHAINS];
        states[0] = s;
        let parts: [&[u8]; CHAINS] = std::array::from_fn(|j| &b[from[j]..from[j] + q]);
        // the four parts' bytes side by side: zipped slice iterators read
        // them with one counter and no bounds checks
        let [p0, p1, p2, p3] = parts;
        let bytes = p0.iter().zip(p1).zip(p2).zip(p3);
        for (k, (((&x0, &x1), &x2), &x3)) in bytes.enumerate() {
            states[0] = a.step(states[0], x0);
            states[1] = a.step(states[1], x1);
            states[2] = a.step(states[2], x2);
            states[3] = a.step(states[3], x3);
            let any = states[0] | states[1] | states[2] | states[3];
            // a state at or past `m` makes the union so too; and as `m` is
            // a power of two when the table allows, the union of states
            // before `m` stays before it (each part is then tested alone)
            if any >= m {
                for j in 0..CHAINS {
                    if states[j] >= m {
                        self.note(text, a.node(states[j]), from[j] + k + 2, &mut found[j]);
                    }
                }
            }
        }
        self.finish(text, a, q, w, &from, states, found)
    }

    /// [`Trie::record`], unless every phrase ending at `node` needs a word
    /// boundary and a word character follows.
    #[inline(always)]
    fn note(&self, text: &str, node: usize, end: usize, found: &mut Vec<Candidate>) {
        // the text byte after the match is at `end - 1`
        let b = text.as_bytes();
        let glued = match b.get(end - 1).map(|&c| GLUE[usize::from(c)]) {
            Some(WORD) => true,
            Some(APOSTROPHE) => !possessive(b, end - 1),
            _ => false,
        };
        if !(glued && node >= self.first_word_end as usize) {
            self.record(text, node, end, found);
        }
    }

    /// Note the phrases that end at `end` (the node's own and those of its
    /// suffixes) and end on a boundary: per start, only the longest is
    /// kept, `found` sorted by start. Occurrences come in the order of
    /// their ends, so a new one is the longest yet at its start and sorts
    /// at or near the back.
    #[cold]
    #[inline(never)]
    fn record(&self, text: &str, node: usize, end: usize, found: &mut Vec<Candidate>) {
        let b = text.as_bytes();
        // a phrase that ends with a word character must end at a word
        // boundary (the leading one is the space): tested once per end
        let boundary = match b.get(end - 1) {
            None => true,
            Some(&c) => match NORM[usize::from(c)] {
                b' ' => true,
                b'\'' if possessive(b, end - 1) => true,
                c if c.is_ascii() => false,
                // a non-ASCII character: a letter glues, punctuation does not
                _ => !text
                    .get(end - 1..)
                    .and_then(|t| t.chars().next())
                    .is_some_and(is_word_char),
            },
        };
        let (Some(&from), Some(&to)) = (self.ends_at.get(node), self.ends_at.get(node + 1)) else {
            return;
        };
        for e in self
            .ends
            .get(from as usize..to as usize)
            .unwrap_or_default()
        {
            if boundary || !e.word_end {
                keep(
                    found,
                    Candidate {
                        start: end - e.len as usize,
                        end,
                        pid: e.pid as usize,
                    },
                );
            }
        }
    }

    /// Leftmost-longest, without overlaps: starts left to right, each
    /// skipping the ones its match covers.
    fn select(&self, text: &str, found: Vec<Candidate>, f: &mut impl FnMut(usize, usize, usize)) {
        let mut at = 0;
        for c in found {
            if c.start < at {
                continue;
            }
            at = c.end;
            if let Some((ts, te)) = text_span(text, c.start, c.end, self.edges[c.pid].0) {
                f(ts, te, c.pid);
            }
        }
    }
}

/// [`GLUE`] of an ASCII byte that normalizes to a word character.
const WORD: u8 = 1;
/// [`GLUE`] of the apostrophe, which glues unless it opens a possessive.
const APOSTROPHE: u8 = 2;
/// Per text byte: how it joins a phrase that ends before it to a word
/// ([`WORD`], [`APOSTROPHE`]); 0 for a byte that ends a word (one that
/// normalizes to a space) and for non-ASCII bytes.
const GLUE: [u8; 256] = {
    let mut t = [0u8; 256];
    let mut c = 0;
    while c < 128 {
        if c == b'\'' as usize {
            t[c] = APOSTROPHE;
        } else if NORM[c] != b' ' {
            t[c] = WORD;
        }
        c += 1;
    }
    t
};

/// Does a possessive `'s` start at `i` ("web_search's results"), so that
/// a phrase ending before it ends on a word boundary?
fn possessive(b: &[u8], i: usize) -> bool {
    b.get(i) == Some(&b'\'')
        && matches!(b.get(i + 1), Some(b's' | b'S'))
        && b.get(i + 2)
            .is_none_or(|&c| c.is_ascii() && NORM[usize::from(c)] == b' ')
}

/// How [`Trie::occurrences`] steps through an automaton: states are
/// numbered so that those from `first_match` on are nodes where a phrase
/// ends.
trait Automaton: Copy {
    fn step(&self, state: u32, byte: u8) -> u32;
    fn first_match(&self) -> u32;
    /// The node index of a state.
    fn node(&self, state: u32) -> usize;
}

/// The class-compressed table: states are row offsets.
#[derive(Clone, Copy)]
struct Dense<'t> {
    delta: &'t [u32],
    class: &'t [u8; 256],
    first_match: u32,
    reciprocal: u64,
}

impl Automaton for Dense<'_> {
    #[inline(always)]
    fn step(&self, state: u32, byte: u8) -> u32 {
        self.delta[state as usize + usize::from(self.class[usize::from(byte)])]
    }

    #[inline(always)]
    fn first_match(&self) -> u32 {
        self.first_match
    }

    /// The row offset (a multiple of the row width below 2^32) divided by
    /// the row width, done as a multiplication.
    #[inline(always)]
    fn node(&self, state: u32) -> usize {
        ((u64::from(state) * self.reciprocal) >> 32) as usize
    }
}

/// The 16-bit table: states are node indexes, rows 64 wide.
#[derive(Clone, Copy)]
struct Compact<'t> {
    table: &'t [u16; CLASSES_AT + 256],
    first_match: u32,
}

impl Automaton for Compact<'_> {
    #[inline(always)]
    fn step(&self, state: u32, byte: u8) -> u32 {
        // a state is a node index below `COMPACT_NODES` (2^16), so the
        // mask changes nothing but proves the index in bounds (and goes
        // away where the state is known to come from the table)
        let class = self.table[CLASSES_AT + usize::from(byte)] as u8;
        let i = (state as usize) << 6 | usize::from(class);
        u32::from(self.table[i & (CLASSES_AT - 1)])
    }

    #[inline(always)]
    fn first_match(&self) -> u32 {
        self.first_match
    }

    #[inline(always)]
    fn node(&self, state: u32) -> usize {
        state as usize
    }
}

/// The byte table of a small automaton: states are row offsets (node
/// index times 256).
#[derive(Clone, Copy)]
struct Bytes<'t> {
    table: &'t [u16; 1 << 16],
    first_match: u32,
}

impl Automaton for Bytes<'_> {
    #[inline(always)]
    fn step(&self, state: u32, byte: u8) -> u32 {
        // a row offset is a 16-bit multiple of 256, so the index is below
        // 2^16 (the cast changes nothing but proves it)
        u32::from(self.table[usize::from(state as u16) | usize::from(byte)])
    }

    #[inline(always)]
    fn first_match(&self) -> u32 {
        self.first_match
    }

    #[inline(always)]
    fn node(&self, state: u32) -> usize {
        state as usize >> 8
    }
}

/// Add `c`, which ends after every candidate in `found`, to `found`
/// (sorted by start, one candidate per start): it replaces the candidate at
/// its start, shorter than it.
#[inline]
fn keep(found: &mut Vec<Candidate>, c: Candidate) {
    match found.last() {
        Some(x) if x.start >= c.start => {
            let mut k = found.len() - 1;
            while k > 0 && found[k - 1].start >= c.start {
                k -= 1;
            }
            if found[k].start == c.start {
                found[k] = c;
            } else {
                found.insert(k, c);
            }
        }
        _ => found.push(c),
    }
}

/// The candidates of a first stretch and those of a later one (which read
/// on from before `after`) that end after `after`. Those of `found` start
/// before `after`; so do the later ones that may meet them, and the rest,
/// each later than every one of `found`, are appended as they are.
fn join(mut found: Vec<Candidate>, later: Vec<Candidate>, after: usize) -> Vec<Candidate> {
    let split = later.partition_point(|c| c.start < after);
    for &c in &later[..split] {
        if c.end > after {
            keep(&mut found, c);
        }
    }
    found.extend_from_slice(&later[split..]);
    found
}

#[cfg(test)]
mod tests {
    use aho_corasick::{AhoCorasickBuilder, AhoCorasickKind, MatchKind, StartKind};
    use proptest::prelude::*;

    use super::*;
    use crate::vocabulary::{normalized, word_matches, wrap};

    /// Phrases of the built-in vocabulary and a few tool-like names.
    fn phrases() -> Vec<String> {
        let v = crate::vocabulary::Vocabulary::builtin();
        let mut out: Vec<String> = Vec::new();
        for l in v.languages() {
            let Some(p) = v.get(l) else { continue };
            for list in [
                &p.self_verbs,
                &p.run_verbs,
                &p.action_verbs,
                &p.first_person,
                &p.result_verbs,
                &p.absence_phrases,
                &p.weak_absence,
                &p.tool_words,
                &p.clause_breaks,
                &p.failure_words,
            ] {
                out.extend(list.iter().map(|w| w.trim().to_lowercase()));
            }
            out.extend(p.number_words.keys().map(|w| w.trim().to_lowercase()));
            for g in &p.count_nouns {
                out.extend(g.iter().map(|w| w.trim().to_lowercase()));
            }
        }
        out.extend(
            [
                "web_search",
                "web search",
                "l'outil",
                "l\u{2019}outil",
                "pas d'",
                "-x",
                "é",
                "e.g",
                ".e g",
            ]
            .map(String::from),
        );
        out.retain(|w| !w.is_empty());
        out
    }

    type Both = (Trie, aho_corasick::AhoCorasick, Vec<(bool, bool)>);

    /// Both matchers over the same phrases, built once.
    fn both() -> &'static Both {
        static B: std::sync::OnceLock<Both> = std::sync::OnceLock::new();
        B.get_or_init(|| build(&phrases()))
    }

    fn build(list: &[String]) -> Both {
        let mut wrapped = Vec::new();
        let mut edges = Vec::new();
        for p in list {
            let (w, e) = wrap(p);
            wrapped.push(w);
            edges.push(e);
        }
        let ac = AhoCorasickBuilder::new()
            .match_kind(MatchKind::LeftmostLongest)
            .kind(Some(AhoCorasickKind::DFA))
            .start_kind(StartKind::Both)
            .prefilter(false)
            .build(&wrapped)
            .unwrap();
        (Trie::new(&wrapped, edges.clone()), ac, edges)
    }

    fn trie_matches(t: &Trie, text: &str) -> Vec<(usize, usize, usize)> {
        let mut v = Vec::new();
        t.find_all(text, |s, e, p| v.push((s, e, p)));
        v
    }

    #[test]
    fn node_index_divides_exactly() {
        let dense = |classes: usize| Dense {
            delta: &[],
            class: &[0; 256],
            first_match: 0,
            reciprocal: (1u64 << 32) / classes as u64 + 1,
        };
        for classes in [1, 2, 3, 49, 64, 100, 167] {
            let d = dense(classes);
            for i in (0..70_000).chain([(u32::MAX as usize) / classes - 1]) {
                assert_eq!(d.node((i * classes) as u32), i, "{classes}");
            }
        }
    }

    /// The three table layouts of one phrase set.
    fn layouts(list: &[String]) -> Vec<Trie> {
        let (wrapped, edges): (Vec<_>, Vec<_>) = list.iter().map(|p| wrap(p)).unzip();
        [Layout::Fitting, Layout::Compact, Layout::Dense]
            .into_iter()
            .map(|l| Trie::with_layout(&wrapped, edges.clone(), l))
            .collect()
    }

    #[test]
    fn small_and_large_sets_get_compact_tables() {
        let list = phrases();
        let small = layouts(&list[..10]);
        assert!(matches!(small[0].table, Table::Bytes(_)));
        assert!(
            matches!(small[1].table, Table::Dense(_)),
            "too small for Compact"
        );
        let large = layouts(&list);
        // match states start at a power of two where the layout allows
        assert!(small[0].first_match.is_power_of_two());
        assert!(large[0].first_match.is_power_of_two());
        assert!(matches!(large[0].table, Table::Compact(_)));
        assert!(matches!(large[1].table, Table::Compact(_)));
        assert!(matches!(large[2].table, Table::Dense(_)));
    }

    #[test]
    fn agrees_with_aho_corasick_on_samples() {
        let (trie, ac, edges) = both();
        for text in [
            "",
            " ",
            "I ran it; the brand ran. nothingness. Nothing found. J\u{2019}ai lancé",
            "l'outil web_search, web-search, web search tool, pas d'erreur",
            "e.g. -x é ée éé caf\u{e9}s ran\u{2019}s ran—then ran\u{e9}",
            "RAN ran_ _ran ran1 1ran 'ran' ran' 'ran",
        ] {
            assert_eq!(
                trie_matches(trie, text),
                word_matches(ac, edges, text, &normalized(text)),
                "{text:?}"
            );
        }
    }

    fn fragment() -> impl Strategy<Value = String> {
        let list = phrases();
        prop_oneof![
            3 => proptest::sample::select(list).prop_map(|s| s),
            1 => proptest::sample::select(vec![
                " ", "  ", ".", ",", "'", "\u{2019}", "-", "_", "é", "ü", "—", "\n", "x", "1",
                "S", "ed", "s", "`", "://", "(", ")",
            ])
            .prop_map(String::from),
        ]
    }

    proptest! {
        #![proptest_config(ProptestConfig::with_cases(512))]

        /// The automaton finds exactly what the Aho-Corasick DFA found, in
        /// short texts (one pass) and long ones (two halves side by side).
        #[test]
        fn agrees_with_aho_corasick(parts in proptest::collection::vec(fragment(), 0..160), upper in any::<bool>()) {
            let (trie, ac, edges) = both();
            let mut text: String = parts.concat();
            if upper {
                text = text.to_uppercase();
            }
            prop_assert_eq!(
                trie_matches(trie, &text),
                word_matches(ac, edges, &text, &normalized(&text))
            );
        }

    }

    proptest! {
        // each case builds automata of its own
        #![proptest_config(ProptestConfig::with_cases(64))]

        /// Every table layout finds what the Aho-Corasick DFA finds, for
        /// small phrase sets (byte tables) and the whole vocabulary.
        #[test]
        fn every_layout_agrees_with_aho_corasick(
            parts in proptest::collection::vec(fragment(), 0..160),
            split in 1usize..40,
            whole in any::<bool>(),
        ) {
            static WHOLE: std::sync::OnceLock<Vec<Trie>> = std::sync::OnceLock::new();
            let text: String = parts.concat();
            let list = phrases();
            let small;
            let (tries, expected) = if whole {
                let (_, ac, edges) = both();
                let tries = WHOLE.get_or_init(|| layouts(&list));
                (&tries[..], word_matches(ac, edges, &text, &normalized(&text)))
            } else {
                let (_, ac, edges) = build(&list[..split]);
                small = layouts(&list[..split]);
                (&small[..], word_matches(&ac, &edges, &text, &normalized(&text)))
            };
            for t in tries {
                prop_assert_eq!(trie_matches(t, &text), expected.clone());
            }
        }

        /// Two phrase sets read together find what each finds alone.
        #[test]
        fn two_sets_in_one_pass_find_what_each_finds(
            parts in proptest::collection::vec(fragment(), 0..160),
            split in 1usize..40,
        ) {
            let (trie, _, _) = both();
            let list = phrases();
            let (a, _, _) = build(&list[..split]);
            let text: String = parts.concat();
            let (mut one, mut two) = (Vec::new(), Vec::new());
            trie.find_all_with(
                &a,
                &text,
                |s, e, p| one.push((s, e, p)),
                |s, e, p| two.push((s, e, p)),
            );
            prop_assert_eq!(one, trie_matches(trie, &text));
            prop_assert_eq!(two, trie_matches(&a, &text));
        }
    }
}
