//! The phrase matcher: a byte trie over normalized phrases, walked at each
//! position where a phrase can start.
//!
//! The text is read as the matchers see it (ASCII letters lower-cased,
//! other ASCII bytes but digits, `_` and `'` turned into spaces, a space
//! added at both ends) without building that copy: the trie's byte classes
//! fold the normalization in, and the two added spaces are virtual. The result is the leftmost-longest,
//! non-overlapping set of matches, where a match whose end is glued to a
//! word gives way to the longest shorter phrase at the same start that is
//! not. Each position starts at most one walk, and a walk is no longer than
//! the longest phrase, so the scan is linear in the text.

use crate::vocabulary::{NORM, is_word_char, text_span};

/// A compiled set of wrapped phrases (see [`crate::vocabulary::wrap`]).
#[derive(Debug, Clone)]
pub(crate) struct Trie {
    /// Byte class of each raw text byte (after normalization); 0 for a
    /// byte no phrase contains.
    class: [u8; 256],
    /// Number of classes, including class 0; a node's row has one more
    /// entry.
    classes: usize,
    /// One row per node, nodes named by the offset of their row (the root
    /// is 0): `trans[node + class]` is the next node, 0 for none (the root
    /// is never a target); `trans[node + classes]` is the phrase ending at
    /// the node (the first added among equal ones), or `NONE`.
    trans: Vec<u32>,
    /// Per phrase: starts with a word character, ends with one.
    edges: Vec<(bool, bool)>,
    /// Raw text bytes a phrase can start with.
    start: [bool; 256],
}

const NONE: u32 = u32::MAX;
/// Set on a transition whose target node ends a phrase (row offsets stay
/// far below it: a row per phrase byte, some 50 entries a row).
const TERM: u32 = 1 << 31;

impl Trie {
    /// A trie over `patterns` (already wrapped and normalized) with their
    /// edges; phrase ids are indexes into `patterns`.
    pub(crate) fn new(patterns: &[Vec<u8>], edges: Vec<(bool, bool)>) -> Trie {
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
        let stride = classes + 1;
        let mut trans = vec![0u32; stride];
        trans[classes] = NONE;
        for (pid, p) in patterns.iter().enumerate() {
            if p.is_empty() {
                continue;
            }
            let mut node = 0usize;
            for &b in p {
                let c = usize::from(norm_class[usize::from(b)]);
                let next = trans[node + c];
                node = if next == 0 {
                    let id = trans.len();
                    trans.resize(id + stride, 0);
                    trans[id + classes] = NONE;
                    trans[node + c] = id as u32;
                    id
                } else {
                    next as usize
                };
            }
            if trans[node + classes] == NONE {
                trans[node + classes] = pid as u32;
            }
        }
        // flag the transitions into nodes that end a phrase
        let ends: Vec<bool> = trans
            .chunks(stride)
            .map(|row| row[classes] != NONE)
            .collect();
        for row in trans.chunks_mut(stride) {
            for v in &mut row[..classes] {
                if *v != 0 && ends[*v as usize / stride] {
                    *v |= TERM;
                }
            }
        }
        let mut start = [false; 256];
        for (b, s) in start.iter_mut().enumerate() {
            *s = trans[usize::from(class[b])] != 0;
        }
        Trie {
            class,
            classes,
            trans,
            edges,
            start,
        }
    }

    /// The raw text bytes a phrase can start with.
    pub(crate) fn start_bytes(&self) -> &[bool; 256] {
        &self.start
    }

    /// Every match in `text`, in order, as `(start, end, phrase)` in `text`
    /// offsets.
    pub(crate) fn find_all(&self, text: &str, f: impl FnMut(usize, usize, usize)) {
        let starts = candidates(text, &self.start);
        self.find_at(text, &starts, f);
    }

    /// As [`Trie::find_all`], with `starts` (from [`candidates`]) holding
    /// at least every position where a phrase of this trie can start.
    pub(crate) fn find_at(
        &self,
        text: &str,
        starts: &[usize],
        mut f: impl FnMut(usize, usize, usize),
    ) {
        let b = text.as_bytes();
        // positions in the normalized text: a space, the text, a space
        let n = b.len() + 2;
        let space = usize::from(self.class[usize::from(b' ')]);
        let class = |i: usize| -> usize {
            match b.get(i.wrapping_sub(1)) {
                Some(&c) => usize::from(self.class[usize::from(c)]),
                None => space,
            }
        };
        // the phrase must end at a word boundary (the leading one is the space)
        let ends_ok = |e: usize, pid: usize| {
            if !self.edges[pid].1 || e >= n - 1 {
                return true;
            }
            match NORM[usize::from(b[e - 1])] {
                b' ' => true,
                c if c.is_ascii() => false,
                // a non-ASCII character: a letter glues, punctuation does not
                _ => !text[e - 1..].chars().next().is_some_and(is_word_char),
            }
        };
        let mut at = 0;
        for &p in starts {
            if p < at {
                continue;
            }
            let mut v = self.trans[class(p)];
            if v == 0 {
                continue;
            }
            // the longest phrase on this walk that ends on a boundary
            let mut best = None;
            let mut q = p + 1;
            // the bytes after the walk's first one (text offset p is
            // normalized offset p + 1)
            let mut rest = b.get(p..).unwrap_or(&[]).iter();
            loop {
                let node = (v & !TERM) as usize;
                if v & TERM != 0 {
                    let t = self.trans[node + self.classes] as usize;
                    if ends_ok(q, t) {
                        best = Some((q, t));
                    }
                }
                let c = match rest.next() {
                    Some(&c) => usize::from(self.class[usize::from(c)]),
                    None if q == n - 1 => space,
                    None => break,
                };
                v = self.trans[node + c];
                if v == 0 {
                    break;
                }
                q += 1;
            }
            let Some((e, pid)) = best else {
                continue;
            };
            at = e;
            if let Some((ts, te)) = text_span(text, p, e, self.edges[pid].0) {
                f(ts, te, pid);
            }
        }
    }
}

/// The positions of the normalized text (a space, `text`, a space) whose
/// byte is marked in `start`: where the walks of [`Trie::find_at`] begin.
/// One list serves several tries when `start` marks the bytes of each.
pub(crate) fn candidates(text: &str, start: &[bool; 256]) -> Vec<usize> {
    let b = text.as_bytes();
    let mut out = Vec::with_capacity(b.len() / 4 + 2);
    let space = start[usize::from(b' ')];
    if space {
        out.push(0);
    }
    for (i, &c) in b.iter().enumerate() {
        if start[usize::from(c)] {
            out.push(i + 1);
        }
    }
    if space {
        out.push(b.len() + 1);
    }
    out
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

        /// The trie finds exactly what the Aho-Corasick DFA found.
        #[test]
        fn agrees_with_aho_corasick(parts in proptest::collection::vec(fragment(), 0..24), upper in any::<bool>()) {
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
}
