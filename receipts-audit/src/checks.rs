//! The reply-side heuristics, sentence by sentence: tool claims, counts,
//! absence claims, URLs, and which calls the reply refers to.

use std::borrow::Cow;
use std::cell::OnceCell;
use std::ops::Range;

use memchr::memmem;

use crate::auditor::{Auditor, Cite};
use crate::finding::{Finding, FindingKind};
use crate::lex::Lexed;
use crate::source::IssuedRecord;
use crate::support::{CountFacts, flatten_args, is_empty_result, url_core};
use crate::tools::ToolTable;
use crate::vocabulary::{
    ABSENCE, ABSENCE_DET, ACTION, CONDITIONAL, COUNT_NOUN, FAILURE, FIRST_PERSON, HEDGE, Hit,
    INSTRUMENT, NEGATION, NON_COUNT, NUMBER, NUMBER_LABEL, OWN, RESULT_VERB, RUN_VERB, SELF_VERB,
    SOURCE, SUBJECT_ABSENCE, TOOL_WORD, URL_CUE, VERB_ABSENCE, WEAK_ABSENCE,
};
use crate::vocabulary::{
    ADVERB, AGENT, ARTICLE, FUNCTION_WORD, GAP_WORD, HAVE_VERB, LOCATIVE, Lexicon, OCCURRENCE_UNIT,
    PARTICIPLE, PERIOD_WORD, PREPOSITION, PRESENCE_VERB, RANGE_WORD, SINGULAR_ARTICLE,
    YEAR_DETERMINER,
};

/// The flags of the phrases that can start a check in a sentence that
/// names no tool or command and has no number, URL or receipt (see
/// `Sentences::run`): narration and result verbs, attributions, tool words,
/// spelled-out numbers, absence phrases and determiners, URL cues. A weak
/// absence needs one of the verbs.
const TRIGGERS: u32 = SELF_VERB
    | RUN_VERB
    | SOURCE
    | RESULT_VERB
    | TOOL_WORD
    | NUMBER
    | ABSENCE
    | ABSENCE_DET
    | URL_CUE;

/// Does `before` (the text before a number) end with a singular article?
/// French "a" after a subject is "has" ("il y a 6 tickets", "elle a 3
/// enfants").
fn after_singular_article(lexicon: &Lexicon, before: &str) -> bool {
    let mut words = before.trim_end().rsplit(' ');
    let prev = words.next().unwrap_or("");
    if !lexicon.word_is(prev, SINGULAR_ARTICLE) {
        return false;
    }
    let subject = words.next().unwrap_or("");
    !(prev.eq_ignore_ascii_case("a")
        && ["y", "il", "elle", "on", "qui", "ça", "cela", "j'en", "n'y"]
            .iter()
            .any(|w| subject.eq_ignore_ascii_case(w)))
}

/// Is `word` a content word: of at least `min` letters and none of the
/// function words, gap words or prepositions?
fn plain_word(lexicon: &Lexicon, word: &str, min: usize) -> bool {
    // (hyphenated: "third-place", "non-urgent")
    word.chars().count() >= min
        && word
            .split('-')
            .all(|part| !part.is_empty() && part.chars().all(char::is_alphabetic))
        && !lexicon.word_is(word, FUNCTION_WORD | GAP_WORD | PREPOSITION)
}

/// Is the number `n` at `span` written like a year (four digits, 1800 to
/// 2100)?
fn is_year(n: u64, span: &Range<usize>) -> bool {
    (1800..=2100).contains(&n) && span.len() == 4
}

/// Does `before` end with a German ordinal day ("am 14. ", before its
/// month)?
fn after_day(before: &str) -> bool {
    before.trim_end().strip_suffix('.').is_some_and(|t| {
        let digits = t.len() - t.trim_end_matches(|c: char| c.is_ascii_digit()).len();
        (1..=2).contains(&digits)
    })
}

/// Does `before` (the text before a year) end with a possessive or one of
/// the vocabulary's year determiners ([`crate::Phrases::year_determiners`])?
fn year_determined(lexicon: &Lexicon, before: &str) -> bool {
    let t = before.trim_end();
    let word = t
        .rsplit(|c: char| !(c.is_alphanumeric() || matches!(c, '\'' | '’' | '-' | '_')))
        .next()
        .unwrap_or("");
    word.ends_with("'s") || word.ends_with("’s") || lexicon.word_is(word, YEAR_DETERMINER)
}

/// Is `gap` (what stands between two numbers, trimmed) a word of range or
/// a dash ("two or three", "2-3", "zwei bis drei", "del 16 al 19")?
fn range_gap(lexicon: &Lexicon, gap: &str) -> bool {
    matches!(gap, "" | "-" | "–" | "—" | "/" | "~") || lexicon.word_is(gap, RANGE_WORD)
}

/// What a narration names.
#[derive(Debug, Clone)]
enum Object {
    Tool(Range<usize>, usize),
    Command(Range<usize>, usize),
    Unknown(Range<usize>),
    Path(Range<usize>),
}

impl Object {
    fn span(&self) -> Range<usize> {
        match self {
            Object::Tool(s, _) | Object::Command(s, _) | Object::Unknown(s) | Object::Path(s) => {
                s.clone()
            }
        }
    }
}

pub(crate) struct Sentences<'a> {
    auditor: &'a Auditor,
    reply: &'a str,
    lx: &'a Lexed,
    tools: &'a ToolTable,
    recs: &'a [Cow<'a, IssuedRecord>],
    turn_len: usize,
    cites: &'a [Cite],
    /// Every token-shaped span of the reply (verified or not), sorted.
    tokens: &'a [Range<usize>],
    flat: Vec<OnceCell<Option<String>>>,
    referenced: Vec<bool>,
    haystack: OnceCell<Option<String>>,
    result_urls: OnceCell<foldhash::HashSet<&'a str>>,
    code_calls: Vec<OnceCell<(CallSet, bool)>>,
    /// Per code span: [`Sentences::bare_name`].
    bare: Vec<OnceCell<bool>>,
    args_index: OnceCell<ArgsIndex>,
    /// Per record, what its result states about counts.
    count_facts: Vec<OnceCell<CountFacts>>,
    /// Per record, whether its result is empty or says nothing was found.
    empty: Vec<OnceCell<bool>>,
}

/// The known arguments of a turn's records, indexed for command look-ups:
/// a command can be in arguments only if its byte trigrams are in theirs,
/// so most records are passed over without a search.
enum ArgsIndex {
    /// A turn of up to 128 records, as bit sets, so that a look-up visits
    /// only the records that may hold the command.
    Bits {
        /// Per trigram hash, the records whose arguments have it.
        by_gram: Box<[u128; 256]>,
        /// The records with known arguments.
        with_args: u128,
        /// The records whose arguments have escapes or arrays, so that the
        /// decoded form is searched too.
        escaped: u128,
    },
    /// A longer turn, record by record: the set of the (hashed) trigrams
    /// of its arguments (empty without arguments), and whether they have
    /// escapes or arrays.
    Records(Vec<(Grams, bool)>),
}

impl ArgsIndex {
    /// The index of `turn`'s arguments: as bit sets (`by_bits`, for a turn
    /// of up to 128 records) or record by record.
    fn new(turn: &[Cow<'_, IssuedRecord>], by_bits: bool) -> Self {
        let escaped = |a: &str| a.bytes().any(|c| c == b'\\' || c == b'[');
        if !by_bits {
            let records = turn.iter().map(|r| {
                r.args.as_deref().map_or((Grams::default(), false), |a| {
                    (trigrams(a.as_bytes()), escaped(a))
                })
            });
            return ArgsIndex::Records(records.collect());
        }
        let (mut by_gram, mut with_args, mut escapes) = (Box::new([0u128; 256]), 0u128, 0u128);
        for (i, r) in turn.iter().enumerate() {
            let Some(a) = r.args.as_deref() else {
                continue;
            };
            let bit = 1u128 << i;
            with_args |= bit;
            if escaped(a) {
                escapes |= bit;
            }
            for w in a.as_bytes().windows(3) {
                by_gram[trigram_hash(w)] |= bit;
            }
        }
        ArgsIndex::Bits {
            by_gram,
            with_args,
            escaped: escapes,
        }
    }
}

/// A set of hashed byte trigrams, 256 bits: arguments of a few dozen bytes
/// fill a tenth of it, so that a command with one trigram of its own
/// (`ls dir5` among calls of `ls dir1` ... `ls dir19`) rules most of them
/// out.
#[derive(Clone, Copy, Default, PartialEq, Eq, Debug)]
struct Grams([u64; 4]);

impl Grams {
    /// Does the set hold every trigram of `other`?
    fn covers(&self, other: &Grams) -> bool {
        self.0.iter().zip(&other.0).all(|(a, b)| a & b == *b)
    }
}

/// The set of the hashes of the byte trigrams of `b`.
fn trigrams(b: &[u8]) -> Grams {
    b.windows(3).fold(Grams::default(), |mut set, w| {
        let h = trigram_hash(w);
        set.0[h >> 6] |= 1u64 << (h & 63);
        set
    })
}

/// The hash (0..256) of the trigram at the start of `w`.
#[inline]
fn trigram_hash(w: &[u8]) -> usize {
    let g = u32::from(w[0]) | u32::from(w[1]) << 8 | u32::from(w[2]) << 16;
    (g.wrapping_mul(0x9E37_79B1) >> 24) as usize
}

/// The indexes of the set bits of `bits`, in increasing order.
fn bit_indexes(mut bits: u128) -> impl Iterator<Item = usize> {
    std::iter::from_fn(move || {
        (bits != 0).then(|| {
            let k = bits.trailing_zeros() as usize;
            bits &= bits - 1;
            k
        })
    })
}

/// Buffers of [`Sentences::counts_and_absence`], reused from sentence to
/// sentence.
#[derive(Default)]
struct CountScratch {
    known: Vec<usize>,
    absence_known: Vec<usize>,
    nums: Vec<(Range<usize>, u64)>,
}

/// Turn records (indexes), in order: bits for a turn of up to 128 calls,
/// so that caching one set per code span allocates nothing.
enum CallSet {
    Bits(u128),
    List(Vec<usize>),
}

impl CallSet {
    fn new(records: usize) -> Self {
        if records <= 128 {
            CallSet::Bits(0)
        } else {
            CallSet::List(Vec::new())
        }
    }

    /// Add record `i`, after every record in the set.
    fn push(&mut self, i: usize) {
        match self {
            CallSet::Bits(bits) if i < 128 => *bits |= 1 << i,
            CallSet::Bits(bits) => {
                let mut v: Vec<usize> = (0..128).filter(|&k| *bits >> k & 1 == 1).collect();
                v.push(i);
                *self = CallSet::List(v);
            }
            CallSet::List(v) => v.push(i),
        }
    }

    fn is_empty(&self) -> bool {
        match self {
            CallSet::Bits(bits) => *bits == 0,
            CallSet::List(v) => v.is_empty(),
        }
    }

    /// The records, in increasing order.
    fn iter(&self) -> impl Iterator<Item = usize> + '_ {
        let (bits, list) = match self {
            CallSet::Bits(bits) => (*bits, &[][..]),
            CallSet::List(v) => (0, &v[..]),
        };
        bit_indexes(bits).chain(list.iter().copied())
    }
}

/// A substring searcher that skips building a [`memmem::Finder`] (which
/// costs more than a short search) while the work of a plain search is
/// small: a plain search jumps between the occurrences of the needle's
/// likely rarest byte.
struct Needle<'n> {
    needle: &'n [u8],
    /// The offset in the needle of the byte a plain search looks for.
    rare: usize,
    finder: OnceCell<memmem::Finder<'n>>,
}

/// Haystack length times needle length up to which a search is plain.
const PLAIN_SEARCH: usize = 1 << 14;

/// How common a byte is in arguments, roughly: lower is rarer.
fn commonness(b: u8) -> u8 {
    match b {
        b'a'..=b'z' | b' ' | b'"' | b':' | b',' => 2,
        b'0'..=b'9' | b'A'..=b'Z' | b'{' | b'}' | b'/' | b'.' => 1,
        _ => 0,
    }
}

impl<'n> Needle<'n> {
    fn new(needle: &'n [u8]) -> Self {
        let rare = (0..needle.len())
            .min_by_key(|&i| commonness(needle[i]))
            .unwrap_or(0);
        Needle {
            needle,
            rare,
            finder: OnceCell::new(),
        }
    }

    fn finder(&self) -> &memmem::Finder<'n> {
        self.finder.get_or_init(|| memmem::Finder::new(self.needle))
    }

    fn plain(&self, hay: &[u8]) -> bool {
        !self.needle.is_empty() && hay.len().saturating_mul(self.needle.len()) <= PLAIN_SEARCH
    }

    /// The starts of the plain matches, in order.
    fn plain_matches<'h>(&'h self, hay: &'h [u8]) -> impl Iterator<Item = usize> + 'h {
        memchr::memchr_iter(self.needle[self.rare], hay).filter_map(move |p| {
            let start = p.checked_sub(self.rare)?;
            hay[start..].starts_with(self.needle).then_some(start)
        })
    }

    /// The first occurrence in `hay`.
    fn find(&self, hay: &[u8]) -> Option<usize> {
        if self.plain(hay) {
            self.plain_matches(hay).next()
        } else {
            self.finder().find(hay)
        }
    }
}

/// A cursor into a list sorted by `key`: for ranges met in increasing,
/// disjoint order, the indexes of the items whose key falls in each range
/// (what a bisection per range would find), in time linear in the list.
#[derive(Default)]
struct Cursor(usize);

impl Cursor {
    fn range<T>(&mut self, v: &[T], key: impl Fn(&T) -> usize, r: &Range<usize>) -> Range<usize> {
        while self.0 < v.len() && key(&v[self.0]) < r.start {
            self.0 += 1;
        }
        let mut b = self.0;
        while b < v.len() && key(&v[b]) < r.end {
            b += 1;
        }
        self.0..b
    }
}

impl<'a> Sentences<'a> {
    pub(crate) fn new(
        auditor: &'a Auditor,
        reply: &'a str,
        lx: &'a Lexed,
        tools: &'a ToolTable,
        recs: &'a [Cow<'a, IssuedRecord>],
        turn_len: usize,
        (cites, tokens): (&'a [Cite], &'a [Range<usize>]),
    ) -> Self {
        Sentences {
            auditor,
            reply,
            lx,
            tools,
            recs,
            turn_len,
            cites,
            tokens,
            flat: (0..recs.len()).map(|_| OnceCell::new()).collect(),
            referenced: vec![false; turn_len],
            haystack: OnceCell::new(),
            result_urls: OnceCell::new(),
            code_calls: (0..lx.codes.len()).map(|_| OnceCell::new()).collect(),
            bare: (0..lx.codes.len()).map(|_| OnceCell::new()).collect(),
            args_index: OnceCell::new(),
            count_facts: (0..recs.len()).map(|_| OnceCell::new()).collect(),
            empty: (0..recs.len()).map(|_| OnceCell::new()).collect(),
        }
    }

    /// Does record `i`'s result support "`n` `stem`s"? (`false` when the
    /// result is unknown.)
    fn supports_count(&self, i: usize, n: u64, stem: &str) -> bool {
        self.count_facts(i).is_some_and(|(result, facts)| {
            facts.supports(result, n, stem)
                || self.spells_number(result, n)
                // ("zwei Warnungen" against two `[WARN]` lines)
                || (n > 0
                    && self
                        .auditor
                        .lexicon()
                        .equivalents(stem)
                        .any(|e| facts.occurrences(result, e) == n))
        })
    }

    /// Record `i`'s result and what it states about counts (read once);
    /// `None` when the result is unknown.
    fn count_facts(&self, i: usize) -> Option<(&'a str, &CountFacts)> {
        let result = self.recs[i].result.as_deref()?;
        Some((
            result,
            self.count_facts[i].get_or_init(|| CountFacts::new(result)),
        ))
    }

    /// Do as many of a result's items as the count `n` carry a word that
    /// qualifies its noun (`between` the number and the noun: "three free
    /// slots" against three `"status": "free"` among six slots; or a code,
    /// "three F40 entries")? A count of some items of a kind.
    fn qualifier_supports(&self, known: &[usize], n: u64, between: Range<usize>) -> bool {
        let lexicon = self.auditor.lexicon();
        let Some(gap) = self.reply.get(between) else {
            return false;
        };
        gap.split_whitespace()
            .filter(|w| plain_word(lexicon, w, 3) || is_code(w))
            .any(|q| {
                let q = q.to_lowercase();
                known.iter().any(|&i| {
                    self.count_facts(i).is_some_and(|(r, facts)| {
                        let lower = facts.lower(r);
                        // (or a part of names: "three daily files" against
                        // `daily_2024-08-01.csv` ...)
                        word_count(lower, &q) == n || part_count(lower, &q) == n
                    })
                })
            })
    }

    /// Does a receipted result of the turn state `n` on a short line that
    /// names `stem` ("alerts: 1 (exhaust fan vibration)")? A count the
    /// reply cites with another call's receipt ("It has 1 alert, which the
    /// log shows rising [the log's receipt]") still comes from a tool.
    fn turn_states_with(&self, n: u64, stem: &str) -> bool {
        n > 0
            && stem.chars().count() >= 3
            && (0..self.turn_len).any(|i| {
                self.count_facts(i)
                    .is_some_and(|(r, facts)| crate::support::states_with(facts.lower(r), n, stem))
            })
    }

    /// The numbers record `i`'s result states before the unit `stem`
    /// (none when the result is unknown).
    fn unit_numbers(&self, i: usize, stem: &str) -> Vec<u64> {
        self.count_facts(i)
            .map_or_else(Vec::new, |(result, facts)| facts.unit_numbers(result, stem))
    }

    /// Does `result` state `n` in words ("two treaties", "trois
    /// opérations")? Read with the vocabulary's number words, only when
    /// the cheaper checks found no support.
    fn spells_number(&self, result: &str, n: u64) -> bool {
        let mut found = false;
        self.auditor.lexicon().find_all(result, |h| {
            found |= h.entry.flags & NUMBER != 0 && h.entry.number == Some(n);
        });
        found
    }

    /// Does record `i`'s result name `stem` without a zero or "no"
    /// before it (the result lists such things)?
    fn lists_noun(&self, i: usize, stem: &str) -> bool {
        self.count_facts(i)
            .is_some_and(|(result, facts)| facts.lists(result, stem))
    }

    /// A count of a noun outside the vocabulary, in a sentence with an
    /// explicit reference: "returned 6 regions", "a remonté 9 TODO". Not a
    /// count: a measure (a unit or month after the number), an index or
    /// bound (a label or preposition before it: "top 5", "since 2019",
    /// "version 3"), or a number before a function word.
    fn generic_count(
        &self,
        s: &Range<usize>,
        hits: &[Hit],
        (span, n): (Range<usize>, u64),
        known: &[usize],
        findings: &mut Vec<Finding>,
    ) {
        let rest = &self.reply[span.end..s.end];
        let Some(after) = rest.strip_prefix([' ', '\u{a0}']) else {
            return;
        };
        let mut start = s.end - after.len();
        let mut len = word_len(after);
        // "seven F40 finishers", "3 P1 incidents": a code of letters then
        // digits between the number and its noun (its span in the reply),
        // which items carrying the code support
        let code = code_before_noun(after).map(|(code, noun)| {
            let at = start;
            start += noun.start;
            len = noun.len();
            at..at + code
        });
        let word = &self.reply[start..start + len];
        // (nor a verb's elided subject or object: "le four n'a pas", "qu'il")
        let elided = word.get(1..2) == Some("'")
            || word
                .get(2..3)
                .is_some_and(|a| a == "'" && word[..2].eq_ignore_ascii_case("qu"));
        if word.chars().count() < 2 || word.starts_with('-') || elided || self.lx.is_opaque(start) {
            return;
        }
        let flagged = |at: usize, flags: u32| {
            hits.iter()
                .any(|h| h.start == at && h.entry.flags & flags != 0)
        };
        // a unit ("ten days of usage") is compared with the same unit in the
        // result below, not counted
        let non_count = flagged(start, NON_COUNT);
        let unit = non_count && word.chars().all(char::is_alphabetic);
        // "grep matched 'setback' 11 times [r]": a unit of occurrence at the
        // end of its clause (or before a place: "11 times in the log")
        // after a verb of the result or an attribution counts what the
        // result holds; before a comparison or a rate ("3 times faster",
        // "two times a day") it is a measure, and after a verb of running
        // it counts the assistant's tries ("J'ai lancé bash 4 fois")
        let lexicon = self.auditor.lexicon();
        let before_number = |flags: u32| {
            hits.iter()
                .any(|h| h.start >= s.start && h.end <= span.start && h.entry.flags & flags != 0)
        };
        let occurrences = unit
            && lexicon.word_is(word, OCCURRENCE_UNIT)
            && before_number(RESULT_VERB | SOURCE)
            && !before_number(RUN_VERB | SELF_VERB)
            && {
                let tail = self.reply[start + len..s.end].trim_start();
                !tail.starts_with(char::is_alphanumeric)
                    || next_word_past(self.reply, start + len, |_| false)
                        .is_some_and(|w| lexicon.word_is(&self.reply[w], PREPOSITION | LOCATIVE))
            };
        let unit = unit && !occurrences;
        if flagged(
            start,
            COUNT_NOUN
                | NUMBER
                | NEGATION
                | CONDITIONAL
                | FAILURE
                | RESULT_VERB
                | RUN_VERB
                | SELF_VERB,
        ) || (non_count && !unit && !occurrences)
            || self
                .auditor
                .lexicon()
                .word_is(word, GAP_WORD | FUNCTION_WORD)
        {
            return;
        }
        // "Scanner array 2 logged 27 NO_READ events": a past form followed
        // by a number or an article is the verb of a subject the number
        // ends, not a noun it counts
        if word.starts_with(|c: char| c.is_lowercase()) && is_past_form(word) {
            let next = next_word_past(self.reply, start + len, |_| false);
            let lexicon = self.auditor.lexicon();
            if next.is_some_and(|w| {
                w.start == start + len + 1
                    && (self.reply[w.clone()].starts_with(|c: char| c.is_ascii_digit())
                        || lexicon.word_is(&self.reply[w], ARTICLE))
            }) {
                return;
            }
        }
        // the word before the number
        let before = self.reply[s.start..span.start].trim_end();
        let prev_start = before
            .rfind(|c: char| !(c.is_alphanumeric() || c == '\''))
            .map_or(0, |i| {
                i + before[i..].chars().next().map_or(1, char::len_utf8)
            });
        let prev = &before[prev_start..];
        let prev_at = s.start + prev_start;
        // "PIONEER 6", "Next.js 14", "pipeline 91377": a name or id with
        // its number (a capitalized or dotted word that does not open the
        // sentence, or five digits and more)
        let opens = self.reply[s.start..prev_at].trim().is_empty();
        let token = before.rsplit(char::is_whitespace).next().unwrap_or("");
        let token_at = s.start + before.len() - token.len();
        let tool_named = self
            .lx
            .mentions
            .iter()
            .any(|m| m.span.start <= token_at && token_at < m.span.end);
        // (a name's number is written in digits: "bei Arsenal fünf Spieler"
        // counts players)
        let digits = self.reply.as_bytes()[span.clone()]
            .iter()
            .all(u8::is_ascii_digit);
        // (not a tool's name, the subject in German word order: "hat die
        // Gepäckverfolgung 11 Scan-Ereignisse erfasst"; nor before a German
        // noun, capitalized and of six letters and more: "hatte Riverton in
        // Westmoor 17 Torschüsse", "für Kelvin 12 Stundenwerte")
        // (a hyphenated compound capitalizes its parts: "2 Parvo-Fälle")
        let german_noun = word.starts_with(char::is_uppercase)
            && word.chars().filter(|c| c.is_alphabetic()).count() >= 6
            && word.split('-').all(|part| {
                let mut c = part.chars();
                c.next().is_some_and(char::is_alphabetic) && c.all(|c| !c.is_uppercase())
            });
        let named = (token.trim_end_matches('.').contains('.') && !tool_named)
            || (digits
                && !opens
                && !tool_named
                && !german_noun
                && prev.chars().next().is_some_and(char::is_uppercase)
                && !hits.iter().any(|h| h.start == prev_at));
        // (five digits and more are an id, unless a verb of the result
        // states them: "download_stats shows 25000 downloads")
        let stated = hits.iter().any(|h| {
            h.end == prev_at + prev.len()
                && h.end + 1 == span.start
                && h.entry.flags & (RESULT_VERB | SELF_VERB) != 0
        });
        if named || (n >= 10_000 && span.len() >= 5 && !stated) {
            return;
        }
        // "deux dernières semaines", "3 business days": a unit one word on
        // (of more than a letter: "seven eligible B NEG donors" counts
        // donors) after a word of the period or a name ("204 Beaucatcher
        // Rd"); "seven anomalous days" counts days of a kind
        if let Some(next) =
            next_word(self.auditor.lexicon(), self.reply, start + len).filter(|_| !unit)
        {
            if next.start <= start + len + 2
                && next.len() > 1
                && flagged(next.start, NON_COUNT)
                && (self.auditor.lexicon().word_is(word, PERIOD_WORD)
                    || !word.starts_with(char::is_lowercase))
            {
                return;
            }
        }
        if before.ends_with(['#', '$', '€', '£', '~', '-', '/', '(', '+', '×'])
            || hits
                .iter()
                .any(|h| h.end == s.start + before.len() && h.entry.flags & NUMBER_LABEL != 0)
            // (a month before digits dates them: "June 13"; not a spelled
            // number, "am 18. Juni dreizehn Wiegescheine", nor digits after
            // a German date, "am 14. Oktober 27 abgebrochene Anrufe")
            || flagged(prev_at, NUMBER_LABEL)
            || (digits && !after_day(&self.reply[s.start..prev_at]) && flagged(prev_at, NON_COUNT))
            || (!unit && digits && self.auditor.lexicon().word_is(prev, PREPOSITION))
        {
            return;
        }
        // the count is about the reference: a verb of running or finding
        // before it, or a cited receipt or named tool in its clause ("Took
        // 3 tries, but web_search returned it" counts no result)
        let clause = self.lx.clause(span.start, s.clone());
        let verb_before = hits.iter().any(|h| {
            h.end <= span.start
                && h.entry.flags & (RESULT_VERB | SELF_VERB | RUN_VERB | SOURCE) != 0
        });
        let in_clause = |r: &Range<usize>| r.start >= clause.start && r.end <= clause.end;
        // (or an attribution after it: "The folder holds 14 clips,
        // according to bash")
        let attributed_after = hits
            .iter()
            .any(|h| h.start > span.end && h.entry.flags & SOURCE != 0);
        let referenced = verb_before
            || attributed_after
            || self.cites.iter().any(|c| in_clause(&c.span))
            || self.lx.mentions.iter().any(|m| in_clause(&m.span));
        if !referenced {
            return;
        }
        // "the claim for 60 tablets" after a call with `"qty": 60`, "14 Quay
        // Street" after one for that address: a noun outside the count
        // nouns with a number the call was given (in digits, as it was
        // given) restates the request
        let requested = digits
            && known.iter().any(|&i| {
                self.recs[i]
                    .args
                    .as_deref()
                    .is_some_and(|a| crate::support::requests_number(a, n))
            });
        if requested {
            return;
        }
        // "2023 revenue", "the 1894 Józef": a year qualifies its noun
        if is_year(n, &span) {
            return;
        }
        if self.blocked_by(hits, clause.start, span.start, NEGATION | CONDITIONAL) {
            return;
        }
        let stem = word.to_lowercase();
        let stem = stem.trim_end_matches('s');
        if unit {
            // "based on ten days" against "Based on 7 days of data": the
            // result states the same unit with other numbers only
            let stated: Vec<u64> = known
                .iter()
                .flat_map(|&i| self.unit_numbers(i, stem))
                .collect();
            // (a result that states the number itself, in a column of that
            // unit, supports it: "180 bbl" against "tank,bbl\nT-701,180")
            if stated.is_empty()
                || stated.contains(&n)
                || self.states_number_in(known, n, |r| r.result.as_deref())
            {
                return;
            }
        } else if known.iter().any(|&i| self.supports_count(i, n, stem))
            || code.is_some_and(|code| self.qualifier_supports(known, n, code))
        {
            return;
        }
        findings.push(Finding {
            kind: FindingKind::CountMismatch,
            start: span.start,
            end: start + len,
            tool: Some(self.recs[known[0]].tool.clone()),
            token: None,
            detail: format!(
                "the reply states {n} {word} but the cited result of `{}` does not support that count",
                self.recs[known[0]].tool
            ),
        });
    }

    /// Does the `text` (arguments or result) of one of the records `recs`
    /// state the number `n` on its own?
    fn states_number_in(
        &self,
        recs: &[usize],
        n: u64,
        text: impl Fn(&IssuedRecord) -> Option<&str>,
    ) -> bool {
        recs.iter()
            .any(|&i| text(&self.recs[i]).is_some_and(|t| crate::support::states_number(t, n)))
    }

    /// The records among `recs` whose result is known.
    fn with_result(&self, recs: impl Iterator<Item = usize>) -> impl Iterator<Item = usize> {
        recs.filter(|&i| self.recs[i].result.is_some())
    }

    /// What record `i`'s result says of `noun` (as the reply writes it,
    /// singular or plural): `None` when no line names it, else whether a
    /// line naming it says there is none of it ("Allergies: none
    /// recorded", "open_rfis: 0").
    fn noun_in_result(&self, i: usize, noun: &str) -> Option<bool> {
        self.noun_in_text(self.recs[i].result.as_deref()?, noun)
    }

    /// [`Sentences::noun_in_result`] in `result` (a whole result, or one
    /// item of it).
    fn noun_in_text(&self, result: &str, noun: &str) -> Option<bool> {
        let found = self.noun_in_text_as(result, noun);
        if found == Some(true) {
            return found;
        }
        // a hyphenated noun is a key or a phrase in results too
        // ("third-place" and `"third_place": null`)
        let hyphenated = noun
            .contains('-')
            .then(|| [noun.replace('-', "_"), noun.replace('-', " ")]);
        // and the result may name it in its own language ("aucun
        // avertissement" against a `WARN` line)
        let lower = noun.to_lowercase();
        let lexicon = self.auditor.lexicon();
        hyphenated
            .iter()
            .flatten()
            .map(String::as_str)
            .chain(lexicon.equivalents(&lower))
            .map(|n| self.noun_in_text_as(result, n))
            .fold(found, |a, b| match (a, b) {
                (Some(true), _) | (_, Some(true)) => Some(true),
                (Some(false), _) | (_, Some(false)) => Some(false),
                _ => None,
            })
    }

    /// [`Sentences::noun_in_text`] of `noun` as written.
    fn noun_in_text_as(&self, result: &str, noun: &str) -> Option<bool> {
        let noun = noun.to_lowercase();
        // (a plural or final -e off: "disputas" finds "disputes", "alerte"
        // finds "Alerts")
        let stem = noun.trim_end_matches(['s', 'e']);
        if stem.chars().count() < 3 {
            return None;
        }
        let lexicon = self.auditor.lexicon();
        let mut named = false;
        // the keys (the noun with the words before it in its field: "fault",
        // "additional drivers") of the occurrences that deny the noun, and
        // of those that give it a value: rows of which some have one and
        // some none are not all none
        let mut denied_keys: Vec<String> = Vec::new();
        let mut valued_keys: Vec<String> = Vec::new();
        for line in result.lines() {
            let lower = line.to_lowercase();
            for (at, _) in lower.match_indices(stem) {
                let word_start = lower[..at]
                    .chars()
                    .next_back()
                    .is_none_or(|c| !(c.is_alphanumeric() || c == '_'));
                // the rest of the word (a plural ending only: "contacted" is
                // another word), then what the line says about it
                let tail = &lower[at + stem.len()..];
                let after = tail.trim_start_matches(char::is_alphabetic);
                let ending = &tail[..tail.len() - after.len()];
                if word_start
                    && ["", "s", "es", "e", "en", "n", "x"].contains(&ending)
                    && !after.starts_with('_')
                {
                    named = true;
                    // the value of a key the noun starts ("Additional drivers:
                    // none"), or what follows it
                    let value = after
                        .find([':', '='])
                        .filter(|&p| after[..p].split_whitespace().count() <= 3)
                        .map_or(after, |p| &after[p..]);
                    // (or what precedes it: "Allergies: no known allergies")
                    // (a word of its own, a space before the noun)
                    // (or a zero, a digit determiner: "0 orphans")
                    let denied = lower[..at].strip_suffix(' ').is_some_and(|b| {
                        let w = &b[b.trim_end_matches(char::is_alphanumeric).len()..];
                        !w.is_empty()
                            && lexicon.whole(w, |e| e.flags & (ABSENCE_DET | NEGATION) != 0)
                    });
                    let key = || {
                        let head = &lower[..at];
                        let from = head
                            .rfind(|c: char| !(c.is_alphabetic() || c == ' '))
                            .map_or(0, |p| {
                                p + head[p..].chars().next().map_or(1, char::len_utf8)
                            });
                        format!("{}{stem}{ending}", head[from..].trim_start())
                    };
                    if denied
                        || crate::support::says_none(value, lexicon)
                        || crate::support::says_not(value, lexicon)
                    {
                        denied_keys.push(key());
                    } else if after
                        .trim_start_matches(['"', '\'', ' '])
                        .starts_with([':', '='])
                    {
                        valued_keys.push(key());
                    }
                }
            }
        }
        if denied_keys.iter().any(|k| !valued_keys.contains(k)) {
            return Some(true);
        }
        // (a column of a table the result is: "moths" over rows of 0)
        if named && crate::support::column_says_none(result, stem, lexicon) {
            return Some(true);
        }
        named.then_some(false)
    }

    /// Does record `i`'s result state some field as none or zero
    /// ("Open disputes: 0", `"alerts": []`)? A "found nothing" about a
    /// result that does may be about that field.
    fn states_a_none(&self, i: usize) -> bool {
        self.recs[i]
            .result
            .as_deref()
            .is_some_and(|r| crate::support::has_none_field(r, self.auditor.lexicon()))
    }

    /// Is record `i`'s result known and non-empty?
    fn nonempty_result(&self, i: usize) -> bool {
        let Some(result) = self.recs[i].result.as_deref() else {
            return false;
        };
        !*self.empty[i].get_or_init(|| is_empty_result(result, self.auditor.lexicon()))
    }

    fn flat_args(&self, i: usize) -> Option<&str> {
        self.flat[i]
            .get_or_init(|| self.recs[i].args.as_deref().map(flatten_args))
            .as_deref()
    }

    /// All known results and arguments, for URL look-ups.
    fn haystack(&self) -> Option<&str> {
        self.haystack
            .get_or_init(|| {
                let len = self
                    .recs
                    .iter()
                    .flat_map(|r| [&r.result, &r.args])
                    .flatten()
                    .map(|t| t.len() + 1)
                    .sum();
                let mut s = String::with_capacity(len);
                let mut any = false;
                for r in self.recs {
                    for t in [&r.result, &r.args].into_iter().flatten() {
                        s.push_str(t);
                        s.push('\n');
                        any = true;
                    }
                }
                any.then_some(s)
            })
            .as_deref()
    }

    /// The URLs in known results and arguments, without scheme, trailing
    /// slash and fragment: the fast path of the URL check.
    fn result_urls(&self) -> &foldhash::HashSet<&'a str> {
        self.result_urls.get_or_init(|| {
            let mut set =
                foldhash::HashSet::with_capacity_and_hasher(self.recs.len(), Default::default());
            for r in self.recs {
                for t in [&r.result, &r.args].into_iter().flatten() {
                    let t: &'a str = t.as_str();
                    let b = t.as_bytes();
                    // every "://" (its matches cannot overlap): a colon
                    // before "//", found with `memchr` (results are short,
                    // and a `memmem` search costs more to start)
                    let schemes =
                        memchr::memchr_iter(b':', b).filter(|&at| b[at + 1..].starts_with(b"//"));
                    for at in schemes {
                        let end = url_end(&t[at + 3..]).map_or(t.len(), |o| at + 3 + o);
                        let u = url_core(t[at + 3..end].trim_end_matches(['.', ',', ';', ':']));
                        set.insert(u);
                    }
                }
            }
            set
        })
    }

    /// The turn records whose arguments contain `cmd` (or whose tool is
    /// named by it). `None` when arguments are unknown for some record, so
    /// that a command cannot be decided.
    fn code_calls(&self, code: usize) -> &(CallSet, bool) {
        self.code_calls[code].get_or_init(|| {
            let inner = self.lx.codes[code].inner.clone();
            self.command_calls(clean_cmd(&self.reply[inner]))
        })
    }

    /// The trigram sets of the turn's known arguments.
    fn args_index(&self) -> &ArgsIndex {
        self.args_index
            .get_or_init(|| ArgsIndex::new(&self.recs[..self.turn_len], self.turn_len <= 128))
    }

    fn command_calls(&self, cmd: &str) -> (CallSet, bool) {
        if cmd.is_empty() {
            return (CallSet::new(self.turn_len), false);
        }
        match self.args_index() {
            ArgsIndex::Bits {
                by_gram,
                with_args,
                escaped,
            } => self.command_calls_by_bits(cmd, by_gram, *with_args, *escaped),
            ArgsIndex::Records(records) => self.command_calls_by_record(cmd, records),
        }
    }

    /// Is record `i` a call of the tool `cmd` starts with, with the
    /// command's operands? "kubectl logs x" is backed by a kubectl call only
    /// if that call ran the same subcommand ("logs"), not any kubectl call
    /// (and the same operands: every word that is not a flag).
    fn by_first_word(&self, i: usize, first_word: &str, rest: &str) -> bool {
        let r = &self.recs[i];
        r.tool.eq_ignore_ascii_case(first_word)
            && r.args.as_deref().is_none_or(|a| {
                rest.split_whitespace()
                    .filter(|w| !w.starts_with('-'))
                    .all(|w| a.contains(w) || self.flat_args(i).is_some_and(|f| f.contains(w)))
            })
    }

    /// The command's first word and the rest after it.
    fn split_command(cmd: &str) -> (&str, &str) {
        let first_word = cmd.split_whitespace().next().unwrap_or("");
        // the first word starts where the leading whitespace ends
        let first_at = cmd.len() - cmd.trim_start().len();
        (first_word, cmd[first_at + first_word.len()..].trim())
    }

    /// [`Sentences::command_calls`] for a turn of up to 128 records, with
    /// bit sets: only the records whose argument trigrams cover the
    /// command's are searched (the same answer as
    /// [`Sentences::command_calls_by_record`], which a test checks).
    fn command_calls_by_bits(
        &self,
        cmd: &str,
        by_gram: &[u128; 256],
        with_args: u128,
        escaped: u128,
    ) -> (CallSet, bool) {
        let finder = Needle::new(cmd.as_bytes());
        let (first_word, rest) = Self::split_command(cmd);
        let turn: u128 = if self.turn_len == 128 {
            u128::MAX
        } else {
            (1 << self.turn_len) - 1
        };
        let mut backed: u128 = 0;
        if let Some(t) = self.tools.id(cmd) {
            for &i in self.tools.calls(t) {
                if i < self.turn_len {
                    backed |= 1 << i;
                }
            }
        }
        for (i, r) in self.recs[..self.turn_len].iter().enumerate() {
            // (most tools differ from the first word in length)
            if r.tool.len() == first_word.len() && self.by_first_word(i, first_word, rest) {
                backed |= 1 << i;
            }
        }
        let undecidable = turn & !with_args & !backed != 0;
        let mut candidates = with_args & !backed;
        for w in cmd.as_bytes().windows(3) {
            candidates &= by_gram[trigram_hash(w)];
        }
        let mut found: u128 = 0;
        for i in bit_indexes(candidates) {
            let args = self.recs[i].args.as_deref().unwrap_or("");
            if finder.find(args.as_bytes()).is_some() {
                found |= 1 << i;
            }
        }
        // JSON keeps most strings verbatim; decode only escapes and arrays
        let decoded = escaped & with_args & !backed & !found;
        for i in bit_indexes(decoded) {
            if self
                .flat_args(i)
                .is_some_and(|f| finder.find(f.as_bytes()).is_some())
            {
                found |= 1 << i;
            }
        }
        (CallSet::Bits(backed | found), undecidable)
    }

    /// [`Sentences::command_calls`], record by record.
    fn command_calls_by_record(&self, cmd: &str, records: &[(Grams, bool)]) -> (CallSet, bool) {
        let mut out = CallSet::new(self.turn_len);
        let finder = Needle::new(cmd.as_bytes());
        let mut undecidable = false;
        let (first_word, rest) = Self::split_command(cmd);
        let cmd_tool = self.tools.id(cmd);
        let grams = trigrams(cmd.as_bytes());
        let turn = self.recs[..self.turn_len].iter().zip(records);
        for (i, (r, &(set, escaped))) in turn.enumerate() {
            let by_name = cmd_tool.is_some_and(|t| self.tools.rec_tool.get(i) == Some(&t));
            if by_name || self.by_first_word(i, first_word, rest) {
                out.push(i);
                continue;
            }
            let Some(args) = r.args.as_deref() else {
                undecidable = true;
                continue;
            };
            // JSON keeps most strings verbatim; decode only escapes and arrays
            let found = set.covers(&grams) && finder.find(args.as_bytes()).is_some();
            if found
                || (escaped
                    && self
                        .flat_args(i)
                        .is_some_and(|f| finder.find(f.as_bytes()).is_some()))
            {
                out.push(i);
            }
        }
        (out, undecidable)
    }

    pub(crate) fn run(mut self, findings: &mut Vec<Finding>) {
        // buffers reused from sentence to sentence, with room for every
        // call of the turn (what a scope holds at most, and lists of
        // references usually)
        let room = self.turn_len + 4;
        let mut carry: Vec<usize> = Vec::with_capacity(room);
        let mut refs: Vec<usize> = Vec::with_capacity(room);
        let mut scope: Vec<usize> = Vec::with_capacity(room);
        let mut absence: Vec<usize> = Vec::with_capacity(room);
        let mut objects: Vec<Object> = Vec::new();
        let mut counts = CountScratch::default();
        // hits, mentions, codes, numbers, URLs, cites of each sentence
        let mut cur: (Cursor, Cursor, Cursor, Cursor, Cursor, Cursor) = Default::default();
        let mut carry_para = usize::MAX;
        let mut para = 0;
        // the paragraphs (first, last) whose list lines a URL cue presents
        let mut url_cue_paras = (usize::MAX, usize::MAX);
        for si in 0..self.lx.sentences.len() {
            let mut s = self.lx.sentences[si].clone();
            // the paragraph number: how many paragraphs start at or before
            while self.lx.paragraphs.get(para).is_some_and(|&p| p <= s.start) {
                para += 1;
            }
            let hr = cur.0.range(&self.lx.hits, |h| h.start, &s);
            let mr = cur.1.range(&self.lx.mentions, |m| m.span.start, &s);
            let cr = cur.2.range(&self.lx.codes, |c| c.outer.start, &s);
            let nr = cur.3.range(&self.lx.numbers, |n| n.0.start, &s);
            let ur = cur.4.range(&self.lx.urls, |u| u.start, &s);
            let tr = cur.5.range(self.cites, |c| c.span.start, &s);
            let (mut hr, mut mr, mut cr, mut nr, mut ur, mut tr) = (hr, mr, cr, nr, ur, tr);
            let mut question = self.reply[s.clone()].trim_end().ends_with('?');
            if question {
                // "kubectl returned no pods [receipt] — was it deleted?": a
                // statement before a dash or semicolon is not part of the
                // question that ends the sentence
                if let Some(b) = declarative_end(&self.reply[s.clone()]) {
                    let end = s.start + b;
                    s = s.start..end;
                    let lx = self.lx;
                    shrink(&mut hr, |i| lx.hits[i].start < end);
                    shrink(&mut mr, |i| lx.mentions[i].span.start < end);
                    shrink(&mut cr, |i| lx.codes[i].outer.start < end);
                    shrink(&mut nr, |i| lx.numbers[i].0.start < end);
                    shrink(&mut ur, |i| lx.urls[i].start < end);
                    shrink(&mut tr, |i| self.cites[i].span.start < end);
                    question = false;
                }
            }
            let hits = &self.lx.hits[hr];
            let text = &self.reply[s.clone()];
            // Without tools, commands, numbers, URLs or receipts, only a
            // phrase with one of the `TRIGGERS` flags can start a check
            // (a claim, count, absence or URL cue); other phrases (a weak
            // absence without a verb, negations, count nouns alone ...)
            // decide nothing.
            let quiet = mr.is_empty()
                && cr.is_empty()
                && nr.is_empty()
                && ur.is_empty()
                && tr.is_empty()
                && hits.iter().all(|h| {
                    h.entry.flags & TRIGGERS == 0
                        && (h.entry.flags & INSTRUMENT == 0 || !self.identifier_after(h.end))
                });
            if quiet {
                // nothing to check or refer to; a new paragraph ends the carry
                if para != carry_para {
                    carry.clear();
                }
                continue;
            }
            let failure = hits.iter().any(|h| h.entry.flags & FAILURE != 0)
                || (self.tools.any_failed()
                    && (mr
                        .clone()
                        .any(|m| self.tools.failed(self.lx.mentions[m].tool))
                        || cr.clone().any(|c| self.failed_code(c))));

            objects.clear();
            if !question {
                self.objects(&s, hits, mr.clone(), cr.clone(), &mut objects);
            }
            let narrated = !objects.is_empty() || self.narrations(&s, hits).next().is_some();

            // references of this sentence
            refs.clear();
            for c in &self.cites[tr.clone()] {
                refs.push(c.rec);
            }
            for m in &self.lx.mentions[mr.clone()] {
                refs.extend_from_slice(self.tools.calls(m.tool));
            }
            // a one-word code span that names no tool (`integration-tests`)
            // is a value the call's arguments hold: it refers to the call
            // (not uncited) without making the sentence about its result
            for ci in cr.clone() {
                if self.bare_name(ci) {
                    let values: Vec<usize> = self.code_calls(ci).0.iter().collect();
                    for r in values {
                        if r < self.turn_len {
                            self.referenced[r] = true;
                        }
                    }
                } else {
                    refs.extend(self.code_calls(ci).0.iter());
                }
            }
            refs.sort_unstable();
            refs.dedup();
            for &r in &refs {
                if r < self.turn_len {
                    self.referenced[r] = true;
                }
            }

            // unreceipted tool claims; what follows the first of them in
            // the sentence ("I ran `npm audit`: nothing", "... showed 312
            // rows") is about it, not about the turn's calls
            let mut unbacked_from = usize::MAX;
            for o in &objects {
                if let Some((tool, detail)) = self.unsupported(o, &self.cites[tr.clone()]) {
                    let sp = o.span();
                    unbacked_from = unbacked_from.min(sp.start);
                    if !(failure && self.reports_failure(&s, hits, o, cr.clone())) {
                        findings.push(Finding {
                            kind: FindingKind::UnreceiptedToolClaim,
                            start: sp.start,
                            end: sp.end,
                            tool,
                            token: None,
                            detail,
                        });
                    }
                }
            }

            let mentions_here = !mr.is_empty();
            // a sentence naming tools refers to exactly those (even uncalled)
            let explicit = !refs.is_empty() || mentions_here;
            let verbish = narrated
                || hits
                    .iter()
                    .any(|h| h.entry.flags & (RESULT_VERB | SELF_VERB | RUN_VERB | ABSENCE) != 0);
            scope.clear();
            if explicit {
                scope.extend_from_slice(&refs);
            } else if para == carry_para && !carry.is_empty() && verbish {
                scope.extend_from_slice(&carry);
            } else if verbish || self.cites_unverified(&s, tr.len()) {
                // a sentence without a reference of its own states a count
                // about the turn's results only when it narrates or reports
                // ("I found 12 files."); "You have 5 meetings on June 3."
                // neither cites, names nor narrates, and is left alone (a
                // count mismatch is defined for sentences that refer)
                scope.extend(0..self.turn_len);
            }
            // What a "found nothing" claim is held against: the calls the
            // sentence cites or names, or else the turn's only call when
            // that is unambiguous (no failed call, no earlier reference to
            // another one). A failure the sentence reports, or a failed
            // call of a tool it names, explains the absence.
            absence.clear();
            if !tr.is_empty() {
                absence.extend_from_slice(&refs);
            } else if explicit {
                let named_failed = self.lx.mentions[mr.clone()]
                    .iter()
                    .any(|m| self.tools.failed(m.tool));
                if !failure && !named_failed {
                    absence.extend_from_slice(&refs);
                }
            } else {
                let carried = para == carry_para && !carry.is_empty();
                let single =
                    self.turn_len == 1 && !self.tools.any_failed() && (!carried || carry == [0]);
                if single && !failure {
                    absence.push(0);
                }
            }
            if !refs.is_empty() {
                carry.clear();
                carry.extend_from_slice(&refs);
                carry_para = para;
            } else if para != carry_para {
                carry.clear();
            }

            if !question && (!scope.is_empty() || !absence.is_empty()) {
                self.counts_and_absence(
                    &s,
                    hits,
                    (nr, &self.cites[tr.clone()], &self.lx.mentions[mr.clone()]),
                    (&scope, !explicit, &absence, unbacked_from),
                    &mut counts,
                    findings,
                );
            }

            // URLs presented as coming from a tool
            // (a negated one presents nothing: "a pointer from me, not
            // something the tools returned")
            let cue_here = hits.iter().any(|h| {
                h.entry.flags & (URL_CUE | SOURCE | RESULT_VERB) != 0
                    && (h.entry.flags & RESULT_VERB == 0
                        || !self.blocked_by(
                            hits,
                            self.lx.clause(h.start, s.clone()).start,
                            h.start,
                            NEGATION,
                        ))
            });
            if cue_here || explicit {
                // "Here's what the search turned up:" introduces the list
                // of the next paragraph too
                let next = usize::from(text.trim_end().ends_with(':'));
                url_cue_paras = (para, para + next);
            }
            let list_line = {
                let t = text.trim_start();
                t.starts_with(['-', '*', '•', '+'])
                    || t.starts_with(|c: char| c.is_ascii_digit())
                    || t.starts_with("http")
            };
            // (a sentence that cites a token that did not verify claims a
            // tool's backing for what it presents: "[receipt: forged]:
            // https://…")
            // ("… je vous conseille https://… (c'est une source à moi)": the
            // assistant marks its URLs as its own)
            let own = hits.iter().any(|h| h.entry.flags & OWN != 0);
            let url_trigger = !own
                && (narrated
                    || cue_here
                    || explicit
                    || (list_line && (url_cue_paras.0..=url_cue_paras.1).contains(&para))
                    || self.cites_unverified(&s, tr.len()));
            // "[receipt]. Here's the tracking link: https://…": a URL a colon
            // introduces, in a paragraph that has referred to a call
            // (a short introduction, not an offer: "If you want background,
            // the manual is a good start: …" is the reply's own suggestion)
            let offered = hits
                .iter()
                .any(|h| h.entry.flags & (HEDGE | CONDITIONAL) != 0);
            let introduced = |u: &Range<usize>| {
                let lead = self.reply[s.start..u.start].trim_end();
                para == carry_para
                    && !carry.is_empty()
                    && !offered
                    && lead.ends_with(':')
                    && lead.split_whitespace().count() <= 6
            };
            if url_trigger || (!own && self.lx.urls[ur.clone()].iter().any(introduced)) {
                for u in &self.lx.urls[ur] {
                    if !url_trigger && !introduced(u) {
                        continue;
                    }
                    // "If you want an independent check, the forecasts at
                    // https://… are worth a look": a URL in a part of the
                    // sentence that opens with a condition is offered
                    // (unless the part itself refers to a call before the
                    // URL)
                    let refers_before = self.cites[tr.clone()]
                        .iter()
                        .map(|c| c.span.start)
                        .chain(self.lx.mentions[mr.clone()].iter().map(|m| m.span.start))
                        .any(|at| at < u.start);
                    if !refers_before && self.opens_with_condition(&s, hits, u.start) {
                        continue;
                    }
                    let url = &self.reply[u.clone()];
                    // (a fragment the reply gives must be the result's too:
                    // "…/book-of-rules#rule-19-24" is not in a result that
                    // has "…/book-of-rules"; without one, the page is)
                    let fragment = url.contains('#');
                    let core = if fragment {
                        url.trim_end_matches('/')
                    } else {
                        url_core(url)
                    };
                    // after the first "://" (a short search: no searcher built)
                    let bare = core
                        .as_bytes()
                        .windows(3)
                        .position(|w| w == b"://")
                        .map_or(core, |p| &core[p + 3..]);
                    if bare.is_empty() || (!fragment && self.result_urls().contains(bare)) {
                        continue;
                    }
                    let Some(hay) = self.haystack() else { break };
                    if memmem::find(hay.as_bytes(), bare.as_bytes()).is_some() {
                        continue;
                    }
                    findings.push(Finding {
                        kind: FindingKind::UnsupportedUrl,
                        start: u.start,
                        end: u.end,
                        tool: None,
                        token: None,
                        detail: "URL presented as coming from a tool appears in no tool result of the turn".into(),
                    });
                }
            }
        }

        // calls the reply never refers to
        for i in 0..self.turn_len {
            if !self.referenced[i] {
                let r = &self.recs[i];
                findings.push(Finding {
                    kind: FindingKind::UncitedCall,
                    start: self.reply.len(),
                    end: self.reply.len(),
                    tool: Some(r.tool.clone()),
                    token: Some(r.token.clone()),
                    detail: format!("receipted call of `{}` is never referred to", r.tool),
                });
            }
        }
    }

    /// Does a tool named in the clause from `from` end a word or two before
    /// `at`, as the subject of what is at `at` ("observatory_schedule has
    /// nothing booked", "sales_report had no sales")?
    fn tool_subject(&self, from: usize, at: usize) -> bool {
        let first = self.lx.mentions.partition_point(|m| m.span.start < from);
        self.lx.mentions[first..]
            .iter()
            .take_while(|m| m.span.start < at)
            .any(|m| m.span.end <= at && self.reply[m.span.end..at].split_whitespace().count() <= 2)
    }

    /// The capitalized word right after `pos` when it is a compound whose
    /// head is one of the vocabulary's absence nouns ("Fütterungseinträge",
    /// "Dockerfiles"): at least three letters before a head of at least
    /// four.
    fn compound_absence(&self, pos: usize) -> Option<Range<usize>> {
        let w =
            next_word(self.auditor.lexicon(), self.reply, pos).filter(|w| w.start <= pos + 1)?;
        let word = &self.reply[w.clone()];
        if !word.starts_with(|c: char| c.is_uppercase()) || !word.chars().all(char::is_alphabetic) {
            return None;
        }
        let lower = word.to_lowercase();
        let lexicon = self.auditor.lexicon();
        let head = lower.char_indices().skip(3).map(|(k, _)| k).find(|&k| {
            let tail = &lower[k..];
            tail.chars().count() >= 4
                && lexicon.whole(tail, |e| {
                    e.noun.is_some_and(|id| lexicon.is_absence_noun(id))
                })
        });
        head.map(|_| w)
    }

    /// An absence claim right before the receipts it cites, phrased
    /// outside the vocabulary's absence phrases: "no" and a noun the
    /// vocabulary does not know ("No new filings [r]", "Aucune maison ne
    /// correspond [r]"), or a negated result verb ("no devolvió lecturas
    /// [r]", "isn't returning a position [r]").
    fn cited_absence(
        &self,
        s: &Range<usize>,
        hits: &[Hit],
        cites: &[Cite],
        mentions: &[crate::lex::Mention],
    ) -> Option<(Range<usize>, bool)> {
        // without a receipt, a tool named in the claim's clause before it
        // ("Das Schädlingsprotokoll hat diese Woche keine Befunde")
        let first_cite = cites.first().map_or(s.end, |c| c.span.start);
        if cites.is_empty() && mentions.is_empty() {
            return None;
        }
        for (k, h) in hits.iter().enumerate() {
            if h.start >= first_cite {
                break;
            }
            let f = h.entry.flags;
            let clause = self.lx.clause(h.start, s.clone());
            if cites.is_empty() {
                let named = mentions.iter().any(|m| {
                    m.span.start >= clause.start && m.span.end <= h.start && !self.in_command(m)
                });
                if !named {
                    continue;
                }
            } else if first_cite > clause.end + 2
                && cites.iter().all(|c| c.span.start > clause.end + 2)
            {
                // the receipt is cited in a later clause
                continue;
            }
            if self.blocked_by(hits, clause.start, h.start, CONDITIONAL | HEDGE) {
                continue;
            }
            if f & NEGATION != 0 {
                let verb = hits.get(k + 1).filter(|v| {
                    v.entry.flags & RESULT_VERB != 0
                        && v.start >= h.end
                        && self.reply[h.end..v.start].trim().is_empty()
                });
                if let Some(v) = verb {
                    return Some((h.start..v.end, false));
                }
                // ("no" is a determiner too, in English and Spanish)
                if f & ABSENCE_DET == 0 {
                    continue;
                }
            }
            if f & ABSENCE_DET == 0
                || self.reply.as_bytes()[h.start..h.end]
                    .iter()
                    .all(u8::is_ascii_digit)
            {
                continue;
            }
            // the word after it (a noun, or an adjective before one)
            let Some(w) = next_word(self.auditor.lexicon(), self.reply, h.end) else {
                continue;
            };
            if w.start > h.end + 2 || w.end > first_cite {
                continue;
            }
            let word = &self.reply[w.clone()];
            // (hyphenated too: "no grade-B rolls")
            let plain = word.chars().count() >= 3
                && word
                    .split('-')
                    .all(|part| !part.is_empty() && part.chars().all(char::is_alphabetic))
                && !self
                    .auditor
                    .lexicon()
                    .word_is(word, FUNCTION_WORD | GAP_WORD);
            // a word of the vocabulary ("no longer", "no need") decides
            // nothing here; a count noun was read above
            if !plain || hits.iter().any(|x| x.start == w.start) {
                continue;
            }
            // the tool as its subject, a word or two before ("sales_report
            // had no sales [r]"); without one, what an entity has is its
            // attribute ("CLM-9977 still has no adjuster [r]"), and a "no"
            // that may be a negation ("no había nadie") claims an absence
            // only of a noun the result names
            let subject = self.tool_subject(clause.start, h.start);
            // (a number before it counts those that lack it: "3 sans
            // gluten [r]")
            let before =
                prev_word(self.auditor.lexicon(), self.reply, h.start).map(|p| &self.reply[p]);
            let possessed = before.is_some_and(|p| self.auditor.lexicon().word_is(p, HAVE_VERB));
            let counted = before.is_some_and(|p| {
                p.bytes().all(|b| b.is_ascii_digit()) || self.auditor.lexicon().any(p, NUMBER)
            });
            if (possessed && !subject) || counted {
                continue;
            }
            return Some((h.start..w.end, f & NEGATION != 0 && !subject));
        }
        None
    }

    /// Does the sentence `s` cite a token that did not verify (forged or
    /// malformed), `verified` of its tokens being verified? It claims a
    /// backing then, which no result of the turn gives.
    fn cites_unverified(&self, s: &Range<usize>, verified: usize) -> bool {
        let i = self.tokens.partition_point(|t| t.start < s.start);
        let n = self.tokens[i..]
            .iter()
            .take_while(|t| t.start < s.end)
            .count();
        n > verified
    }

    /// The narration verbs of a sentence that are not negated or hedged.
    fn narrations<'h>(
        &'h self,
        s: &'h Range<usize>,
        hits: &'h [Hit],
    ) -> impl Iterator<Item = &'h Hit> + 'h {
        hits.iter().filter(move |h| {
            let f = h.entry.flags;
            if f & (SELF_VERB | RUN_VERB) == 0 {
                return false;
            }
            let clause = self.lx.clause(h.start, s.clone());
            let before = hits
                .iter()
                .filter(|x| x.start >= clause.start && x.end <= h.start);
            let mut first_person = f & SELF_VERB != 0;
            for x in before {
                if x.entry.flags & (NEGATION | HEDGE | CONDITIONAL) != 0 {
                    return false;
                }
                first_person |= x.entry.flags & FIRST_PERSON != 0;
            }
            if !first_person {
                // a verb opening the sentence ("Checked `df -h`: ..."); a
                // gerund opening it is a subject ("Running `make` builds
                // it") unless a first person follows ("Running `ls`, I saw")
                let lead = &self.reply[s.start..h.start];
                first_person = lead
                    .trim_start_matches(|c: char| !c.is_alphanumeric())
                    .is_empty()
                    && (!is_gerund(&self.reply[h.start..h.end])
                        || hits
                            .iter()
                            .any(|x| x.start >= h.end && x.entry.flags & FIRST_PERSON != 0));
            }
            first_person
        })
    }

    fn strong_end(&self, from: usize, s: &Range<usize>, hits: &[Hit]) -> usize {
        let semi =
            memchr::memchr(b';', &self.reply.as_bytes()[from..s.end]).map_or(s.end, |o| from + o);
        let brk = hits
            .iter()
            .find(|h| h.start >= from && h.entry.flags & crate::vocabulary::CLAUSE_BREAK != 0)
            .map_or(s.end, |h| h.start);
        semi.min(brk)
    }

    fn blocked_between(&self, hits: &[Hit], a: usize, b: usize) -> bool {
        self.blocked_by(hits, a, b, NEGATION | HEDGE | CONDITIONAL)
    }

    fn blocked_by(&self, hits: &[Hit], a: usize, b: usize, flags: u32) -> bool {
        hits.iter()
            .any(|h| h.start >= a && h.end <= b && h.entry.flags & flags != 0)
    }

    /// The tools and commands this sentence says the assistant used, into
    /// `out` (empty).
    fn objects(
        &self,
        s: &Range<usize>,
        hits: &[Hit],
        mr: Range<usize>,
        cr: Range<usize>,
        out: &mut Vec<Object>,
    ) {
        let mentions = &self.lx.mentions[mr];
        let code = |i: usize| &self.lx.codes[i];
        let taken = |out: &[Object], sp: &Range<usize>| {
            out.iter()
                .any(|x| x.span().start < sp.end && sp.start < x.span().end)
        };
        let push = |out: &mut Vec<Object>, o: Object| {
            if !taken(out, &o.span()) {
                out.push(o);
            }
        };
        for v in self.narrations(s, hits) {
            let clause = self.lx.clause(v.start, s.clone());
            let fwd_end = self.strong_end(v.end, s, hits);
            for m in mentions.iter().filter(|m| !self.in_command(m)) {
                let back = m.span.start >= clause.start && m.span.end <= v.start;
                let fwd = m.span.start >= v.end
                    && m.span.end <= fwd_end
                    && !self.blocked_between(hits, v.end, m.span.start);
                if back || fwd {
                    push(out, Object::Tool(m.span.clone(), m.tool));
                }
            }
            let after = cr.clone().find(|&i| {
                let c = code(i);
                c.outer.start >= v.end
                    && c.outer.end <= fwd_end
                    && c.outer.start - v.end <= 100
                    && !self.blocked_between(hits, v.end, c.outer.start)
                    && (!self.bare_name(i) || plain_gap(&self.reply[v.end..c.outer.start]))
            });
            let before = cr.clone().rev().find(|&i| {
                let c = code(i);
                c.outer.start >= clause.start && c.outer.end <= v.start
            });
            if let Some(i) = after.or(before) {
                push(out, self.code_object(i));
            } else if let Some(p) = self.path_after(v.end, fwd_end) {
                push(out, Object::Path(p));
            }
            for t in hits.iter().filter(|h| {
                h.entry.flags & TOOL_WORD != 0
                    && ((h.start >= v.end && h.end <= fwd_end)
                        || (h.start >= clause.start && h.end <= v.start))
            }) {
                if let Some(o) = self.tool_word_object(t) {
                    push(out, o);
                }
            }
        }
        // "wrote the file with write_file", "per sendEmail geschickt": a tool
        // named as the instrument of what the assistant did
        for h in hits.iter().filter(|h| h.entry.flags & INSTRUMENT != 0) {
            if let Some(o) = self.instrument_object(s, hits, h, mentions, cr.clone()) {
                push(out, o);
            }
        }
        let mut doers = Vec::new();
        self.doer_objects(s, hits, mentions, &mut doers);
        for o in doers {
            push(out, o);
        }
        // (a name already read as an object needs neither look)
        for m in mentions {
            if taken(out, &m.span) || self.in_command(m) {
                continue;
            }
            let lexicon = self.auditor.lexicon();
            let Some(p) =
                prev_word(lexicon, self.reply, m.span.start).filter(|p| p.start >= s.start)
            else {
                continue;
            };
            let classes = lexicon.word_classes(&self.reply[p.clone()]);
            if (classes & LOCATIVE != 0 && self.locative_presence(s, hits, m, p.clone()))
                || (classes & AGENT != 0 && self.passive_agent(s, hits, m, p))
            {
                push(out, Object::Tool(m.span.clone(), m.tool));
            }
        }
        // "according to X", "the output of `cmd`"
        for h in hits.iter().filter(|h| h.entry.flags & SOURCE != 0) {
            let clause = self.lx.clause(h.end, s.clone());
            let limit = (h.end + 60).min(clause.end);
            if self.blocked_between(hits, clause.start, h.start) {
                continue;
            }
            if let Some(m) = mentions
                .iter()
                .find(|m| m.span.start >= h.end && m.span.end <= limit && !self.in_command(m))
            {
                push(out, Object::Tool(m.span.clone(), m.tool));
            } else if let Some(i) = cr
                .clone()
                .find(|&i| code(i).outer.start >= h.end && code(i).outer.end <= limit)
            {
                push(out, self.code_object(i));
            } else if let Some(t) = hits
                .iter()
                .find(|t| t.entry.flags & TOOL_WORD != 0 && t.start >= h.end && t.end <= limit)
            {
                if let Some(o) = self.tool_word_object(t) {
                    push(out, o);
                }
            }
        }
        // "web_search returned ...", "`git log` shows ..." (and "web_search
        // returned nothing", "X flagged nothing odd": an absence phrase that
        // opens with a result verb)
        for h in hits
            .iter()
            .filter(|h| h.entry.flags & (RESULT_VERB | VERB_ABSENCE) != 0)
        {
            let clause = self.lx.clause(h.start, s.clone());
            // a hedge or condition anywhere before the verb makes it
            // hypothetical; a negation only before its subject ("I didn't
            // see web_search return"): after it the tool still reports
            // ("drug_interaction_check ne signale aucun problème")
            // (a colon starts a new statement: "Your order is in: the PO
            // system confirmed PO-5521"; unless a hedge introduces it: "Tip:
            // `grep -rn TODO` lists ...")
            // (the last ": ": the last colon before a space, found with
            // `memchr`, which a short search beats `str::rfind` at)
            let lead = &self.reply.as_bytes()[clause.start..h.start];
            let from = memchr::memrchr_iter(b':', lead)
                .find(|&c| lead.get(c + 1) == Some(&b' '))
                .map(|c| clause.start + c)
                .filter(|&c| {
                    !hits.iter().any(|x| {
                        x.entry.flags & (HEDGE | CONDITIONAL) != 0
                            && x.end <= c
                            && self.reply[x.end..c].trim().is_empty()
                    })
                })
                .map_or(clause.start, |c| c + 2);
            if self.blocked_by(hits, from, h.start, HEDGE | CONDITIONAL) {
                continue;
            }
            let negated_before = |at: usize| self.blocked_by(hits, from, at, NEGATION);
            let near = |end: usize| end <= h.start && h.start - end <= 40 && end > clause.start;
            let m = mentions
                .iter()
                .rev()
                .find(|m| near(m.span.end) && !self.in_command(m));
            // a bare name ("the `once_cell` crate gives") is a subject
            // only right before the verb or a tool word
            let c = cr.clone().rev().find(|&i| {
                let end = code(i).outer.end;
                near(end)
                    && (!self.bare_name(i)
                        || self.reply[end..h.start].trim().is_empty()
                        || hits.iter().any(|t| {
                            t.entry.flags & TOOL_WORD != 0 && t.start >= end && t.end <= h.start
                        }))
            });
            // ("The page fetch timed out; fetch_url returned nothing": an
            // absence about a call that failed reports the failure)
            let absence_only = h.entry.flags & RESULT_VERB == 0;
            let failed_subject = absence_only
                && (m.is_some_and(|m| self.tools.failed(m.tool))
                    || c.is_some_and(|i| self.failed_code(i)));
            if failed_subject {
                continue;
            }
            match (m, c) {
                (Some(m), Some(i)) if code(i).outer.end > m.span.end => {
                    if !negated_before(code(i).outer.start) {
                        push(out, self.code_object(i))
                    }
                }
                (Some(m), _) => {
                    if !negated_before(m.span.start) {
                        push(out, Object::Tool(m.span.clone(), m.tool))
                    }
                }
                (None, Some(i)) => {
                    if !negated_before(code(i).outer.start) {
                        push(out, self.code_object(i))
                    }
                }
                (None, None) if negated_before(h.start) => {}
                (None, None) => {
                    if let Some(t) = hits
                        .iter()
                        .rev()
                        .find(|t| t.entry.flags & TOOL_WORD != 0 && near(t.end))
                    {
                        if let Some(o) = self.tool_word_object(t) {
                            push(out, o);
                        }
                    }
                }
            }
        }
    }

    /// The tool or command named right after the instrument word `h`
    /// ("with write_file", "avec `aws ec2 start-instances …`"), when the
    /// sentence narrates the assistant's own doing: a first person or a
    /// narration verb before it, or a past form in its clause ("pushed",
    /// "tramitado", "créé"), and no negation, hedge or conditional in that
    /// clause.
    fn instrument_object(
        &self,
        s: &Range<usize>,
        hits: &[Hit],
        h: &Hit,
        mentions: &[crate::lex::Mention],
        cr: Range<usize>,
    ) -> Option<Object> {
        let w = next_word(self.auditor.lexicon(), self.reply, h.end)?;
        if w.start > h.end + 24 || w.start >= s.end {
            return None;
        }
        // what names the instrument: a tool, a command line in backticks, or
        // an identifier that looks like a tool's name
        // (a name configured with its article starts at the article the
        // word skipped: "with the vet booking system")
        let object = if let Some(m) = mentions.iter().find(|m| {
            (m.span.start == w.start || (m.span.start > h.end && m.span.start < w.start))
                && w.start < m.span.end
                && !self.in_command(m)
        }) {
            Object::Tool(m.span.clone(), m.tool)
        } else if let Some(i) = cr.clone().find(|&i| {
            let c = &self.lx.codes[i];
            c.outer.start <= w.start && w.start < c.outer.end
        }) {
            let o = self.code_object(i);
            let cmd = clean_cmd(&self.reply[self.lx.codes[i].inner.clone()]);
            let command_line =
                cmd.contains(' ') && cmd.starts_with(|c: char| c.is_ascii_alphabetic());
            if !matches!(o, Object::Tool(..)) && !command_line {
                return None;
            }
            o
        } else if self.identifier_after(h.end) {
            Object::Unknown(w)
        } else {
            return None;
        };
        let clause = self.lx.clause(h.start, s.clone());
        if self.blocked_by(hits, clause.start, h.start, NEGATION | CONDITIONAL)
            || self.opens_with_condition(s, hits, h.start)
        {
            return None;
        }
        // "Con `estimate_mortgage`, la cuota sale en …": an instrument that
        // opens the sentence attributes what follows to the tool
        let opens = self.reply[s.start..h.start]
            .trim_start_matches(|c: char| !c.is_alphanumeric())
            .is_empty();
        if opens
            && !hits.iter().any(|x| {
                x.start >= s.start && x.entry.flags & (HEDGE | CONDITIONAL | NEGATION) != 0
            })
        {
            return Some(object);
        }
        // the first person, or where the clause's past form is
        let subject = hits
            .iter()
            .find(|x| {
                x.start >= s.start
                    && x.end <= h.start
                    && x.entry.flags & (FIRST_PERSON | SELF_VERB) != 0
            })
            .map(|x| x.start)
            .or_else(|| {
                let lead = &self.reply[clause.start..h.start];
                alnum_words(lead)
                    .find(|w| is_past_form(w))
                    .map(|w| clause.start + (w.as_ptr() as usize - lead.as_ptr() as usize))
            })?;
        // "you can do it with X" addresses the user; "I emailed you … with X"
        // does not
        if self.blocked_by(hits, clause.start, subject.min(h.start), HEDGE) {
            return None;
        }
        Some(object)
    }

    /// Is the tool of `m` named as the place of what the clause states
    /// ("Im Fehlerprotokoll steht für B-03 ein Kettfadenbruch", "In the
    /// defect log, B-03 is listed", "En el registro de defectos figura una
    /// rotura")? A locative right before the name (past its article), a
    /// presence verb after it in the clause; not in a condition, an offer
    /// or an instruction ("Im Fehlerprotokoll kannst du nachsehen"), nor
    /// after a negation ("I didn't look in the defect log").
    /// (`w`: the word before the name, one of the locatives.)
    fn locative_presence(
        &self,
        s: &Range<usize>,
        hits: &[Hit],
        m: &crate::lex::Mention,
        w: Range<usize>,
    ) -> bool {
        let lexicon = self.auditor.lexicon();
        let clause = self.lx.clause(m.span.start, s.clone());
        // a fronted place ends its clause at a comma: "In the defect log,
        // B-03 is listed" states it in the next one
        let mut end = clause.end;
        if !self.reply[m.span.end..end]
            .bytes()
            .any(|c| c.is_ascii_alphanumeric())
            && end < s.end
        {
            end = self.lx.clause(end + 1, s.clone()).end;
        }
        let end = (m.span.end + 80).min(end);
        if self.framed_as_offer(s, hits, (w.start, clause.start), m.span.end..end) {
            return false;
        }
        // (or a German participle of a state: "In der
        // Terminologiedatenbank ist „Salt Road“ als „Salzstraße“
        // freigegeben"; English past forms are adjectives as often: "In the
        // defect log, closed entries drop off")
        alnum_words(&self.reply[m.span.end..end]).any(|t| {
            lexicon.word_is(t, PRESENCE_VERB)
                || (t.starts_with(char::is_lowercase)
                    && (is_participle(t) || is_strong_participle(t)))
        })
    }

    /// Is the tool of `m` the agent of a passive ("la température relevée
    /// par ladle_temp", "measured by ladle_temp", "medida por ladle_temp",
    /// "die von ladle_temp gemessene Temperatur")? An agent preposition
    /// right before the name (past its article), a past participle right
    /// before the preposition or (German) right after the name; not in a
    /// condition, an offer or after a negation ("I can have it measured by
    /// ladle_temp if you want").
    /// (`p`: the word before the name, one of the agent prepositions.)
    fn passive_agent(
        &self,
        s: &Range<usize>,
        hits: &[Hit],
        m: &crate::lex::Mention,
        p: Range<usize>,
    ) -> bool {
        let lexicon = self.auditor.lexicon();
        let adjacent = |a: usize, b: usize| self.reply[a..b].trim().is_empty();
        let before = prev_word(lexicon, self.reply, p.start).is_some_and(|w| {
            w.start >= s.start && adjacent(w.end, p.start) && passive_participle(&self.reply[w])
        });
        let after = next_word(lexicon, self.reply, m.span.end).is_some_and(|w| {
            w.end <= s.end && adjacent(m.span.end, w.start) && {
                let word = &self.reply[w];
                // (declined: "gemessene", "erstellten")
                let stem = ["en", "er", "es", "em", "e"]
                    .iter()
                    .find_map(|e| word.strip_suffix(e))
                    .unwrap_or(word);
                word.starts_with(char::is_lowercase) && (is_participle(stem) || is_participle(word))
            }
        });
        if !(before || after) {
            return false;
        }
        let clause = self.lx.clause(m.span.start, s.clone());
        !self.framed_as_offer(s, hits, (p.start, clause.start), m.span.end..clause.end)
    }

    /// Is a tool's name with the word `at` before it (in a clause from
    /// `clause_start`) no statement of what the tool holds or did: in a
    /// sentence opening with a condition, after a negation, hedge or
    /// condition in its clause, or with a hedge or condition in `after`
    /// ("I can have it measured by ladle_temp if you want")?
    fn framed_as_offer(
        &self,
        s: &Range<usize>,
        hits: &[Hit],
        (at, clause_start): (usize, usize),
        after: Range<usize>,
    ) -> bool {
        self.opens_with_condition(s, hits, at)
            || self.blocked_between(hits, clause_start.min(at), at)
            || self.blocked_by(hits, after.start, after.end, HEDGE | CONDITIONAL)
    }

    /// Does the sentence open with a condition ("If you want, …", "Wenn
    /// du willst, …", "Si tu veux, …")? What its main clause says the
    /// assistant does is then an offer.
    fn opens_with_condition(&self, s: &Range<usize>, hits: &[Hit], pos: usize) -> bool {
        if !hits.iter().any(|h| h.entry.flags & CONDITIONAL != 0) {
            return false;
        }
        // the sentence, or its part after a semicolon or colon ("…; wenn du
        // willst, hole ich …")
        let text = &self.reply[s.start..pos.clamp(s.start, s.end)];
        let from = s.start + text.rfind([';', ':']).map_or(0, |p| p + 1);
        hits.iter().find(|h| h.start >= from).is_some_and(|h| {
            h.start < pos
                && h.entry.flags & CONDITIONAL != 0
                && self.reply[from..h.start]
                    .trim_start_matches(|c: char| !c.is_alphanumeric())
                    .is_empty()
        })
    }

    /// A tool named as the doer or place of what the assistant did, in a
    /// clause without a narration verb of the vocabulary: "save_job
    /// bookmarked the role" (the name, then a past form), "habe ich … in
    /// Slack gepostet", "… umgestellt (crm_update_account)" (a first person
    /// and a German participle in the clause).
    fn doer_objects(
        &self,
        s: &Range<usize>,
        hits: &[Hit],
        mentions: &[crate::lex::Mention],
        out: &mut Vec<Object>,
    ) {
        if mentions.is_empty() {
            return;
        }
        for m in mentions.iter().filter(|m| !self.in_command(m)) {
            if self.opens_with_condition(s, hits, m.span.start) {
                continue;
            }
            let clause = self.lx.clause(m.span.start, s.clone());
            if self.blocked_by(
                hits,
                clause.start,
                m.span.start,
                NEGATION | HEDGE | CONDITIONAL,
            ) {
                continue;
            }
            // the word right after the name, past adverbs ("pmsctl ya movió",
            // "maintenance.tickets already has"); an article there is none
            // (with the word lists it is in, looked up once)
            let lexicon = self.auditor.lexicon();
            let mut after = None;
            let mut pos = m.span.end;
            for _ in 0..3 {
                let Some(w) = next_word_past(self.reply, pos, |_| false).filter(|w| {
                    self.reply.as_bytes().get(pos) == Some(&b' ')
                        && w.start == pos + 1
                        && w.end <= clause.end
                }) else {
                    break;
                };
                let classes = lexicon.word_classes(&self.reply[w.clone()]);
                if classes & ADVERB != 0 {
                    pos = w.end;
                    continue;
                }
                after = Some((w, classes));
                break;
            }
            let next = after
                .clone()
                .filter(|(_, classes)| classes & ARTICLE == 0)
                .map(|(w, _)| w);
            let after = after.map(|(w, _)| w);
            // the name, then a past form outside the vocabulary ("save_job
            // bookmarked") or a narration verb's ("xray.fetch pulled her
            // bitewings"); not a failure ("web_search failed")
            // (a word of measure is still a verb here: "qc_report passed
            // SJ-6621", though "12 passed" measures)
            let next_past = next.clone().is_some_and(|w| {
                is_past_form(&self.reply[w.clone()])
                    && hits.iter().filter(|h| h.start == w.start).all(|h| {
                        (h.entry.flags & (RUN_VERB | SELF_VERB) != 0 || h.entry.flags == NON_COUNT)
                            && h.entry.flags & FAILURE == 0
                    })
            });
            // the name as the subject of a perfect ("transcript.generate hat
            // das Transkript erstellt", "card.freeze a bloqué la carte",
            // "X has flagged it") or of data it holds ("chamber.pm_schedule
            // has CMP-02 down")
            // (the auxiliary is the word right after the name: French "a"
            // is no article here, "windctl a relancé KR-04")
            let perfect = after.is_some_and(|w| {
                let word = &self.reply[w.clone()];
                let aux = ["has", "had", "hat", "hatte", "a", "avait", "ha", "había"]
                    .iter()
                    .any(|a| word.eq_ignore_ascii_case(a));
                let rest = &self.reply[w.end..clause.end];
                let then = rest.split_whitespace().next().unwrap_or("");
                aux && ![
                    "been", "été", "sido", "not", "no", "never", "to", "nicht", "kein", "keine",
                    "pas",
                ]
                .iter()
                .any(|x| then.eq_ignore_ascii_case(x))
                    && (word.eq_ignore_ascii_case("has")
                        || word.eq_ignore_ascii_case("had")
                        || alnum_words(rest).any(|t| {
                            is_participle(t)
                                || is_past_form(t)
                                || is_strong_participle(t)
                                || lexicon.word_classes(t) & PARTICIPLE != 0
                        }))
            });
            let first_person = hits.iter().any(|h| {
                h.entry.flags & FIRST_PERSON != 0 && h.start >= s.start && h.end <= m.span.start
            });
            // the participle may sit in the clause or just before a
            // parenthesized name
            let mut from = s.start.max(clause.start.saturating_sub(1));
            while !self.reply.is_char_boundary(from) {
                from -= 1;
            }
            let participle = first_person
                && self
                    .reply
                    .get(from..clause.end.max(m.span.end))
                    .is_some_and(|t| alnum_words(t).any(is_participle));
            if next_past || participle || perfect {
                out.push(Object::Tool(m.span.clone(), m.tool));
            }
        }
    }

    /// Is mention `m` part of a command line in backticks (`kubectl logs
    /// x`)? See [`in_command`].
    fn in_command(&self, m: &crate::lex::Mention) -> bool {
        in_command(self.reply, self.lx, self.tools, &m.span)
    }

    /// Does code span `c` name a tool whose call failed in this turn
    /// (`kubectl`, `kubectl get pods`)?
    fn failed_code(&self, c: usize) -> bool {
        let cmd = clean_cmd(&self.reply[self.lx.codes[c].inner.clone()]);
        let first = cmd.split_whitespace().next().unwrap_or("");
        [cmd, first]
            .iter()
            .any(|w| self.tools.id(w).is_some_and(|t| self.tools.failed(t)))
    }

    /// Does the sentence report that the narrated call `o` failed? A
    /// failure word counts from the object's clause on, before a colon or
    /// dash that opens what was found ("… nachgesehen: der
    /// SSO-Fehler …" reports a bug, not a failed call), and not after a
    /// negation or zero ("aucun échec", "no errors"). For a tool whose call
    /// failed, quoted output with a failure word counts too ("`kubectl`
    /// returned `error: Unauthorized`").
    fn reports_failure(
        &self,
        s: &Range<usize>,
        hits: &[Hit],
        o: &Object,
        cr: Range<usize>,
    ) -> bool {
        let sp = o.span();
        let from = self.lx.clause(sp.start, s.clone()).start;
        let mut end = s.end;
        if let Some(o) = self.reply[sp.end.min(end)..end].find([':', '—']) {
            end = sp.end + o;
        }
        // (negated, or the assistant's own doing: "J'ai aussi bloqué la
        // carte")
        // (and not a state of what the call looked at: "I pulled its logs
        // with `kubectl logs …` and it's failing on a missing key")
        let state = |f: &Hit| {
            is_gerund(&self.reply[f.start..f.end])
                && self.reply[..f.start]
                    .split_whitespace()
                    .next_back()
                    .is_some_and(|w| {
                        ["is", "are", "it's", "it’s", "they're", "they’re"]
                            .iter()
                            .any(|x| w.eq_ignore_ascii_case(x))
                    })
        };
        // (nor what a receipted call named after the object reported: "X
        // matched the plate, and the gantry console shows the rear camera
        // failing [r]" is about the console's content)
        let after_object = self.lx.mentions.partition_point(|m| m.span.start < sp.end);
        let other_result = |f: &Hit| {
            self.lx.mentions[after_object..]
                .iter()
                .take_while(|m| m.span.end <= f.start)
                .any(|m| {
                    self.tools.receipted(m.tool)
                        && !matches!(o, Object::Tool(_, id) if *id == m.tool)
                })
        };
        let real = |f: &Hit| {
            !state(f)
                && !other_result(f)
                && !hits.iter().any(|x| {
                    x.end <= f.start
                        && ((x.entry.flags & (NEGATION | ABSENCE_DET | WEAK_ABSENCE) != 0
                            && f.start - x.end <= 3)
                            || (x.entry.flags & FIRST_PERSON != 0
                                && self.reply[x.end..f.start].split_whitespace().count() <= 1))
                })
        };
        if hits
            .iter()
            .any(|f| f.entry.flags & FAILURE != 0 && f.start >= from && f.end <= end && real(f))
        {
            return true;
        }
        let failed_tool = match o {
            Object::Tool(_, id) => self.tools.failed(*id),
            Object::Command(_, c) => self.failed_code(*c),
            _ => false,
        };
        failed_tool
            && cr.clone().any(|c| {
                let inner = &self.reply[self.lx.codes[c].inner.clone()];
                self.auditor.lexicon().any(inner, FAILURE)
            })
    }

    /// A code span of one word that names no tool (`once_cell`,
    /// `token_expiry`): a name, a command only where a verb takes it as
    /// its object.
    fn bare_name(&self, code: usize) -> bool {
        *self.bare[code].get_or_init(|| {
            let cmd = clean_cmd(&self.reply[self.lx.codes[code].inner.clone()]);
            !cmd.contains(char::is_whitespace) && self.tools.id(cmd).is_none()
        })
    }

    /// Is the word after `pos` an identifier that looks like a tool's name
    /// (`write_file`, `sendEmail`), not a value (`x=1`, `f(x)`)?
    fn identifier_after(&self, pos: usize) -> bool {
        // an identifier has an underscore or a capital letter inside a word:
        // a cheap look at the next two words first
        let b = self.reply.as_bytes();
        let near = &b[pos.min(b.len())..(pos + 40).min(b.len())];
        let mut words = 0;
        let mut prev = b' ';
        let mut inner = false;
        for &c in near {
            if c == b' ' && prev != b' ' {
                words += 1;
                if words == 2 {
                    break;
                }
            }
            inner |= c == b'_' || (c.is_ascii_uppercase() && prev.is_ascii_alphanumeric());
            prev = c;
        }
        if !inner {
            return false;
        }
        let Some(w) = next_word(self.auditor.lexicon(), self.reply, pos) else {
            return false;
        };
        if w.start > pos + 24 || self.lx.is_opaque(w.start) {
            return false;
        }
        let word = &self.reply[w.clone()];
        let tail = &self.reply[w.end..];
        // snake_case or camelCase; "DeepMind", "GitHub" are names of
        // companies and products, and "xG", "iPhone", "eBay" (one letter
        // before the capital) are a statistic's and products' names
        let lower_run = word.bytes().take_while(u8::is_ascii_lowercase).count();
        word.chars().next().is_some_and(|c| c.is_ascii_alphabetic())
            && (word.contains('_')
                || lower_run >= 2 && word[lower_run..].bytes().any(|c| c.is_ascii_uppercase()))
            && !tail.starts_with(['=', '(', '[', ':'])
    }

    fn code_object(&self, code: usize) -> Object {
        let c = &self.lx.codes[code];
        match self.tools.id(clean_cmd(&self.reply[c.inner.clone()])) {
            Some(id) => Object::Tool(c.outer.clone(), id),
            None => Object::Command(c.outer.clone(), code),
        }
    }

    /// The identifier next to "tool" ("the search_web tool", "l'outil
    /// search_web"), when it looks like a tool name.
    fn tool_word_object(&self, t: &Hit) -> Option<Object> {
        let before = prev_word(self.auditor.lexicon(), self.reply, t.start);
        let after = next_word(self.auditor.lexicon(), self.reply, t.end);
        for w in [before, after].into_iter().flatten() {
            let word = &self.reply[w.clone()];
            if self.lx.is_opaque(w.start) {
                continue;
            }
            if let Some(id) = self.tools.id(word) {
                return Some(Object::Tool(w, id));
            }
            let identifier = word.contains('_')
                || word.chars().skip(1).any(|c| c.is_ascii_uppercase())
                    && word.chars().any(|c| c.is_ascii_lowercase());
            if identifier {
                return Some(Object::Unknown(w));
            }
        }
        None
    }

    /// A file name or path ("CONTRIBUTING.md", "src/main.rs") among the
    /// first words after a narration verb.
    fn path_after(&self, from: usize, to: usize) -> Option<Range<usize>> {
        let limit = (from + 40).min(to);
        let mut pos = from;
        for _ in 0..4 {
            let w = next_word(self.auditor.lexicon(), self.reply, pos)?;
            if w.start >= limit || self.lx.is_opaque(w.start) {
                return None;
            }
            let word = &self.reply[w.clone()];
            let ext = word.rsplit_once('.').is_some_and(|(a, e)| {
                !a.is_empty()
                    && (1..=5).contains(&e.len())
                    && e.chars().all(|c| c.is_ascii_alphanumeric())
                    && e.chars().any(|c| c.is_ascii_alphabetic())
            });
            if ext || (word.contains('/') && word.len() > 2) {
                return Some(w);
            }
            pos = w.end.max(pos + 1);
        }
        None
    }

    /// `Some((tool, detail))` when no receipted call backs the object.
    fn unsupported(&self, o: &Object, cites: &[Cite]) -> Option<(Option<String>, String)> {
        match o {
            Object::Tool(_, id) => {
                if self.tools.receipted(*id) {
                    return None;
                }
                let name = self.tools.names()[*id].clone();
                // "Revisé los registros de lampctl con grep [r]" after a
                // shell call over `/var/log/lampctl/`: the tool a cited call
                // looked at, not one the reply says ran
                if cites.iter().any(|c| {
                    self.recs[c.rec]
                        .args
                        .as_deref()
                        .is_some_and(|a| crate::support::args_name(a, &name))
                }) {
                    return None;
                }
                let detail = format!(
                    "the reply narrates using `{name}` but no receipted call of it exists in this turn"
                );
                Some((Some(name), detail))
            }
            Object::Command(_, code) => {
                let cmd = clean_cmd(&self.reply[self.lx.codes[*code].inner.clone()]);
                if cmd.is_empty() {
                    return None;
                }
                let (calls, undecidable) = self.code_calls(*code);
                if !calls.is_empty() || *undecidable {
                    return None;
                }
                Some((
                    None,
                    format!(
                        "the reply narrates running `{cmd}` but no receipted call has it in its arguments"
                    ),
                ))
            }
            Object::Path(p) => {
                let path = &self.reply[p.clone()];
                let (calls, undecidable) = self.command_calls(path);
                if !calls.is_empty() || undecidable {
                    return None;
                }
                Some((
                    None,
                    format!(
                        "the reply narrates reading or using `{path}` but no receipted call has it in its arguments"
                    ),
                ))
            }
            Object::Unknown(w) => {
                let word = &self.reply[w.clone()];
                let lw = word.to_lowercase();
                let backed = self.recs[..self.turn_len].iter().any(|r| {
                    let t = r.tool.to_lowercase();
                    t == lw || t.contains(&lw) || lw.contains(&t)
                });
                if backed {
                    return None;
                }
                Some((
                    Some(word.to_owned()),
                    format!(
                        "the reply narrates using a tool `{word}` with no receipted call in this turn"
                    ),
                ))
            }
        }
    }

    /// `nr`: the indexes of the sentence's numbers in the lexed list;
    /// `scopes`: the calls a count may be about, whether they are implicit
    /// (the sentence names none), the calls a "found nothing" claim is
    /// held against, and where the first tool or command the sentence
    /// narrates without a backing call starts (what follows it is about
    /// that, not about an implicit scope).
    fn counts_and_absence(
        &self,
        s: &Range<usize>,
        hits: &[Hit],
        (nr, cites, mentions): (Range<usize>, &[Cite], &[crate::lex::Mention]),
        (scope, implicit, absence_scope, unbacked_from): (&[usize], bool, &[usize], usize),
        scratch: &mut CountScratch,
        findings: &mut Vec<Finding>,
    ) {
        let CountScratch {
            known,
            absence_known,
            nums,
        } = scratch;
        known.clear();
        known.extend(self.with_result(scope.iter().copied()));
        absence_known.clear();
        absence_known.extend(self.with_result(absence_scope.iter().copied()));
        if known.is_empty() && absence_known.is_empty() {
            return;
        }
        let lexicon = self.auditor.lexicon();
        // numbers: digits and spelled-out
        nums.clear();
        nums.extend_from_slice(&self.lx.numbers[nr]);
        // "2,000", "2.000", "2 000": the lexer reads only plain digit runs
        // (groups glued by a comma or period, which the lexer passes over,
        // or lexed numbers one space apart: "2 000")
        let spaced = nums.windows(2).any(|w| {
            let gap = &self.reply[w[0].0.end..w[1].0.start];
            w[1].0.len() == 3 && matches!(gap, " " | "\u{a0}" | "\u{202f}")
        });
        if spaced || crate::support::may_have_thousands(&self.reply[s.clone()], false) {
            crate::support::thousands(&self.reply[s.clone()], |r, v| {
                let r = s.start + r.start..s.start + r.end;
                nums.retain(|x| !(x.0.start >= r.start && x.0.start < r.end));
                nums.push((r, v));
            });
        }
        for h in hits.iter().filter(|h| h.entry.flags & NUMBER != 0) {
            // digits are the lexer's to read (it passes over "v0.4.0", whose
            // "0" the phrase matcher sees as a word)
            if self.reply.as_bytes()[h.start..h.end]
                .iter()
                .all(u8::is_ascii_digit)
            {
                continue;
            }
            // a spelled-out "one" is mostly an article ("one modified file"),
            // but a count right after a verb of finding in a sentence that
            // cites or names the call ("drug_interaction_check found one
            // interaction [r]")
            let counted = |n: &u64| {
                *n != 1
                    || !implicit
                        && hits.iter().any(|x| {
                            x.end <= h.start
                                && x.entry.flags & (RESULT_VERB | RUN_VERB | SELF_VERB) != 0
                                && self.reply[x.end..h.start].trim().is_empty()
                        })
            };
            if let Some(n) = h.entry.number.filter(counted) {
                nums.push((h.start..h.end, n));
            }
        }
        for h in hits.iter().filter(|h| h.entry.flags & ABSENCE_DET != 0) {
            if h.entry.number.is_none() && !nums.iter().any(|n| n.0.start == h.start) {
                nums.push((h.start..h.end, u64::MAX)); // determiner: "no files"
            }
        }
        nums.sort_by_key(|n| n.0.start);
        // (an action verb is the assistant's doing: "Je n'ai rien modifié")
        let is_verb = |h: &Hit| {
            (h.entry.flags & (RESULT_VERB | RUN_VERB | SELF_VERB | SOURCE) != 0
                && h.entry.flags & ACTION == 0)
                || (h.entry.flags & ABSENCE != 0 && self.reply[h.start..h.end].contains(' '))
        };
        let verb = hits.iter().any(is_verb);
        let mut absence_at: Option<Range<usize>> = None;
        // (its noun is a compound of an absence noun: a claim in general)
        let mut compound = false;
        // the noun of a "no <noun>" claim ("aucune allergie"), as written
        let mut absence_noun: Option<Range<usize>> = None;
        // "the two translations: German [r1] and French [r2]": a count of
        // the receipts the sentence cites
        let cited = cites
            .iter()
            .enumerate()
            .filter(|(k, c)| !cites[..*k].iter().any(|x| x.rec == c.rec))
            .count() as u64;
        for (k, (span, n)) in nums.iter().cloned().enumerate() {
            if span.start >= unbacked_from {
                break;
            }
            // (those of its clause: "enthält 2 Kommandos [r1]; DSS-43 ist
            // online [r2]" counts commands)
            if cited >= 2 && n == cited {
                let clause = self.lx.clause(span.start, s.clone());
                let inside = |c: &Cite| c.span.start >= clause.start && c.span.end <= clause.end;
                let here = cites
                    .iter()
                    .enumerate()
                    .filter(|(k, c)| {
                        inside(c) && !cites[..*k].iter().any(|x| inside(x) && x.rec == c.rec)
                    })
                    .count() as u64;
                if here == 0 || here == cited {
                    continue;
                }
            }
            // "three errors [r]: two timeouts and a crash": the parts of a
            // total stated before a colon
            let part = n != u64::MAX
                && self.reply[s.start..span.start].rfind(':').is_some_and(|c| {
                    let colon = s.start + c;
                    nums[..k]
                        .iter()
                        .any(|(r, m)| r.end <= colon && *m != u64::MAX && *m > n)
                });
            if part {
                continue;
            }
            // "two or three clients", "2-3 retries": a rough range
            // (a word of range between them: "am 18. Juni dreizehn
            // Wiegescheine" is a date and a count)
            let ranged = |a: &Range<usize>, b: &Range<usize>| {
                a.end <= b.start && range_gap(lexicon, self.reply[a.end..b.start].trim())
            };
            if n != u64::MAX
                && ((k > 0 && nums[k - 1].1 != u64::MAX && ranged(&nums[k - 1].0, &span))
                    || nums
                        .get(k + 1)
                        .is_some_and(|x| x.1 != u64::MAX && ranged(&span, &x.0)))
            {
                continue;
            }
            // "a 5 star rating": a number after a singular article
            // qualifies its noun
            if n != u64::MAX && after_singular_article(lexicon, &self.reply[s.start..span.start]) {
                continue;
            }
            let noun = hits
                .iter()
                .find(|h| h.start >= span.end && h.entry.flags & COUNT_NOUN != 0)
                .filter(|noun| {
                    gap_ok(
                        lexicon,
                        &self.reply[span.end..noun.start],
                        if n == u64::MAX { 1 } else { 2 },
                    )
                });
            // "in den nächsten 30 Tagen keine Termine": a unit or a
            // determiner between them makes the number a measure (not a
            // past form, which qualifies the noun: "2 failed jobs")
            let noun = noun.filter(|noun| {
                !hits.iter().any(|h| {
                    h.start >= span.end
                        && h.end <= noun.start
                        && (h.entry.flags & (ABSENCE_DET | NEGATION) != 0
                            || (h.entry.flags & NON_COUNT != 0
                                && !is_past_form(&self.reply[h.start..h.end])))
                })
            });
            let Some(noun) = noun else {
                // "keine Fütterungseinträge", "no Dockerfiles": a compound
                // whose head is an absence noun
                if n == u64::MAX && absence_at.is_none() && (!implicit || verb) {
                    if let Some(w) = self.compound_absence(span.end) {
                        let clause = self.lx.clause(span.start, s.clone());
                        if !self.blocked_by(hits, clause.start, span.start, CONDITIONAL) {
                            absence_at = Some(span.start..w.end);
                            absence_noun = Some(w);
                            compound = true;
                        }
                    }
                }
                // a sentence that cites a receipt or names a tool counts
                // whatever noun follows its number ("6 regions", "9 TODO")
                if !implicit && n != u64::MAX && n != 0 && !known.is_empty() {
                    self.generic_count(s, hits, (span, n), known, findings);
                }
                continue;
            };
            // "du 20 compte quatre commandes": a noun that is also a verb of
            // a result, right before another number, is the verb
            if noun.entry.flags & RESULT_VERB != 0
                && nums.get(k + 1).is_some_and(|x| {
                    x.0.start >= noun.end && self.reply[noun.end..x.0.start].trim().is_empty()
                })
            {
                continue;
            }
            // "IMP-4471's 2025 entries", "the 2024 invoices": a year after a
            // possessive or determiner qualifies the noun
            if is_year(n, &span) && year_determined(lexicon, &self.reply[s.start..span.start]) {
                continue;
            }
            // a label right before it: a date ("the February 28 release"), a
            // bound or an index ("up to 5 reviews", "the top 3 results", "at
            // least 10 files") states no count of results
            let labelled = hits.iter().any(|x| {
                x.entry.flags & NUMBER_LABEL != 0
                    && x.end < span.start
                    && self.reply[x.end..span.start].trim().is_empty()
            });
            if labelled && n != u64::MAX {
                continue;
            }
            let gap = &self.reply[span.end..noun.start];
            // "no such file" names a missing thing, not an empty result
            if n == u64::MAX
                && gap
                    .split_whitespace()
                    .any(|w| w.eq_ignore_ascii_case("such"))
            {
                continue;
            }
            let clause = self.lx.clause(span.start, s.clone());
            let absence = n == u64::MAX || n == 0;
            // "no muestra ningún commit": negations agree with absence
            let blocked = if absence {
                self.blocked_by(hits, clause.start, span.start, CONDITIONAL)
            } else {
                self.blocked_by(hits, clause.start, span.start, NEGATION | CONDITIONAL)
            };
            if blocked {
                continue;
            }
            let Some(stem_id) = noun.entry.noun else {
                continue;
            };
            if absence {
                // "37 users have no email": what a counted group lacks, not
                // an empty result
                if n == u64::MAX
                    && nums.iter().any(|(r, m)| {
                        r.end <= span.start && r.start >= clause.start && *m != 0 && *m != u64::MAX
                    })
                {
                    continue;
                }
                // without an explicit reference, "no files" needs a verb of
                // finding or running to be about a tool's result; "no
                // issues", "no warnings" claim emptiness when the noun is
                // what the result lists (it names the noun without a zero)
                let about_result = !implicit || verb;
                let listed = || {
                    !implicit
                        && absence_known
                            .iter()
                            .any(|&i| self.lists_noun(i, lexicon.stem(stem_id)))
                };
                if absence_at.is_none()
                    && about_result
                    && (n == 0 || lexicon.is_absence_noun(stem_id) || listed())
                {
                    absence_at = Some(span.start..noun.end);
                    absence_noun = Some(noun.start..noun.end);
                }
                continue;
            }
            if known.is_empty() {
                continue;
            }
            // "No malformed emails [r1], but 37 users have none [r2]": with
            // several receipts in the sentence, a count is held against
            // those cited together after it
            let group = cite_group_after(self.reply, cites, span.end);
            let grouped: Vec<usize> = if !implicit && group.len() < cited as usize {
                self.with_result(group.iter().map(|c| c.rec)).collect()
            } else {
                Vec::new()
            };
            let known: &[usize] = if grouped.is_empty() { known } else { &grouped };
            let stem = lexicon.stem(stem_id);
            let ok = known.iter().any(|&i| self.supports_count(i, n, stem))
                || self.qualifier_supports(known, n, span.end..noun.start)
                // (unless the sentence names the cited call's tool: the
                // count is then that result's)
                || (!mentions
                    .iter()
                    .any(|m| self.tools.calls(m.tool).iter().any(|r| known.contains(r)))
                    && self.turn_states_with(n, stem));
            if !ok {
                findings.push(Finding {
                    kind: FindingKind::CountMismatch,
                    start: span.start,
                    end: noun.end,
                    tool: (!implicit || known.len() == 1).then(|| self.recs[known[0]].tool.clone()),
                    token: None,
                    detail: if implicit {
                        format!(
                            "the reply states {n} {} but no receipted result of this turn supports that count",
                            &self.reply[noun.start..noun.end]
                        )
                    } else {
                        format!(
                            "the reply states {n} {} but the cited result of `{}` does not support that count",
                            &self.reply[noun.start..noun.end],
                            self.recs[known[0]].tool
                        )
                    },
                });
            }
        }
        // the first claim of absence in the sentence: a phrase before a
        // "no <noun>" is what the receipts after it are about
        if hits
            .iter()
            .any(|h| h.entry.flags & (ABSENCE | WEAK_ABSENCE | SUBJECT_ABSENCE) != 0)
        {
            for h in hits {
                if h.start >= unbacked_from
                    || absence_at.as_ref().is_some_and(|a| h.start >= a.start)
                {
                    break;
                }
                let f = h.entry.flags;
                if f & (ABSENCE | WEAK_ABSENCE | SUBJECT_ABSENCE) == 0 {
                    continue;
                }
                let clause = self.lx.clause(h.start, s.clone());
                let strong = f & ABSENCE != 0
                    || (f & SUBJECT_ABSENCE != 0 && self.tool_subject(clause.start, h.start));
                // "nothing" is about a result only with a verb of its own
                // clause ("I ran it, so nothing is published" is not)
                // (or with the tool as its subject, a word or two before:
                // "observatory_schedule has nothing booked [r]")
                let subject = || self.tool_subject(clause.start, h.start);
                let weak = f & WEAK_ABSENCE != 0
                    && (hits
                        .iter()
                        .any(|x| x.start >= clause.start && x.end <= clause.end && is_verb(x))
                        || subject());
                if !(strong || weak) {
                    continue;
                }
                let negated = hits.iter().any(|x| {
                    x.entry.flags & NEGATION != 0
                        && x.end <= h.start
                        && h.start - x.end <= 2
                        && f & ABSENCE == 0
                });
                if negated || self.blocked_by(hits, clause.start, h.start, CONDITIONAL) {
                    continue;
                }
                absence_at = Some(h.start..h.end);
                break;
            }
        }
        // ("No tiers configured [r]": a "no" that may be a negation claims
        // an absence only of a noun the result names)
        let mut named_only = false;
        if absence_at.is_none() && !implicit {
            let cited = self.cited_absence(s, hits, cites, mentions);
            named_only = cited.as_ref().is_some_and(|c| c.1);
            absence_at = cited.map(|c| c.0);
            // "No new filings [r]": its last word is the noun
            absence_noun = absence_at.as_ref().and_then(|a| {
                prev_word(self.auditor.lexicon(), self.reply, a.end).filter(|w| w.end == a.end)
            });
        }
        if let Some(at) = absence_at {
            // "found nothing [r1] [r2]": the receipts cited together after
            // the claim are what it is about, each of them ("neither search
            // found anything [r1] [r2]" is false when one result is not
            // empty; "no errors [r1], and no 502s [r2]" claims one each)
            let group = cite_group_after(self.reply, cites, at.start);
            // "Aucun engin disponible [receipt: <broken>] : tout est engagé
            // [r]": a token that did not verify, cited first after the
            // claim, is what it is about (and is reported itself), unless
            // the sentence names the tool ("PubMed hat nichts gefunden
            // [receipt: <broken>]" is held against PubMed's result)
            let next_cite = group.first().map_or(s.end, |c| c.span.start);
            let named = self
                .lx
                .mentions
                .iter()
                .any(|m| m.span.start >= s.start && m.span.end <= s.end);
            let unverified = !named
                && self.tokens[self.tokens.partition_point(|t| t.start < at.end)..]
                    .iter()
                    .take_while(|t| t.start < next_cite)
                    .any(|t| !cites.iter().any(|c| c.span.start == t.start));
            if unverified {
                return;
            }
            let grouped: Vec<usize>;
            // (receipts of another tool than the one the sentence names are
            // misattributed, reported as such: the claim is about the named
            // tool's result, "The microscope queue is empty [grids.lookup's
            // receipt]" against the queue's `[]`)
            // (a tool named in the claim's own clause)
            let named_calls = || {
                let clause = self.lx.clause(at.start, s.clone());
                let mut calls: Vec<usize> = mentions
                    .iter()
                    .filter(|m| m.span.start >= clause.start && m.span.end <= clause.end)
                    .flat_map(|m| self.tools.calls(m.tool).iter().copied())
                    .filter(|&r| r < self.turn_len && self.recs[r].result.is_some())
                    .collect();
                calls.sort_unstable();
                calls.dedup();
                calls
            };
            let (known, any) = if group.is_empty() || absence_known.is_empty() {
                (&absence_known[..], false)
            } else {
                let named = named_calls();
                // (every call of the named tool, as without a receipt)
                let misattributed =
                    !named.is_empty() && !group.iter().any(|c| named.contains(&c.rec));
                grouped = if misattributed {
                    named
                } else {
                    self.with_result(group.iter().map(|c| c.rec)).collect()
                };
                (&grouped[..], !misattributed)
            };
            // the noun the claim is about: of "no <noun>", or the word after
            // the phrase ("there are no additional drivers")
            // (after a phrase that ends with its determiner: "there are no",
            // "didn't find any")
            // (or a word of absence alone before a past form: "nothing
            // short-shipped [r]" against "short_shipped: none", "nothing
            // flagged")
            let pronoun = hits.iter().any(|h| {
                h.start == at.start
                    && h.end == at.end
                    && h.entry.flags & WEAK_ABSENCE != 0
                    && h.entry.flags & ABSENCE_DET == 0
            }) && next_word(self.auditor.lexicon(), self.reply, at.end)
                .is_some_and(|w| w.start == at.end + 1 && is_past_form(&self.reply[w.clone()]));
            let open_end = pronoun
                || prev_word(self.auditor.lexicon(), self.reply, at.end).is_some_and(|w| {
                    let last = &self.reply[w];
                    last.eq_ignore_ascii_case("any") || lexicon.any(last, ABSENCE_DET)
                });
            let noun = absence_noun
                .clone()
                .filter(|n| at.end == n.end)
                .or_else(|| {
                    // (past a word of the gap: "no additional drivers")
                    let first = next_word(self.auditor.lexicon(), self.reply, at.end)?;
                    let gap_word = lexicon.word_is(&self.reply[first.clone()], GAP_WORD);
                    let w = if gap_word {
                        next_word(self.auditor.lexicon(), self.reply, first.end)
                            .filter(|w| w.start == first.end + 1)?
                    } else {
                        first.clone()
                    };
                    Some(w).filter(|w| {
                        let word = &self.reply[w.clone()];
                        open_end
                            && first.start <= at.end + 1
                            && !hits.iter().any(|h| {
                                h.start <= w.start
                                    && w.start < h.end
                                    && h.entry.flags
                                        & (ABSENCE | WEAK_ABSENCE | ABSENCE_DET | NEGATION)
                                        != 0
                            })
                            && plain_word(lexicon, word, 4)
                    })
                });
            // the words that qualify the noun ("no third-place match")
            let mut qualifiers: Vec<Range<usize>> = Vec::new();
            // a claim about a kind of thing ("no open disputes", "keine
            // negativen Einträge", "no additional drivers"), not about results
            // in general ("no results", "nothing"): a word qualifies the noun,
            // or the noun is none of the vocabulary's absence nouns
            let qualified = noun.as_ref().is_some_and(|n| {
                let generic = hits.iter().any(|h| {
                    h.start == n.start && h.entry.noun.is_some_and(|id| lexicon.is_absence_noun(id))
                });
                // (a word of the vocabulary is none: "noch keine Einträge")
                let mut pos = at.start;
                while let Some(w) =
                    next_word(self.auditor.lexicon(), self.reply, pos).filter(|w| w.end <= n.start)
                {
                    if w.start > at.start
                        && plain_word(lexicon, &self.reply[w.clone()], 3)
                        && !hits.iter().any(|h| h.start <= w.start && w.start < h.end)
                    {
                        qualifiers.push(w.clone());
                    }
                    pos = w.end.max(pos + 1);
                }
                !(generic || compound) || !qualifiers.is_empty()
            });
            // a noun before the absence and none after it ("Erstattungen
            // keine (leere Liste)", "refunds: none"): a claim about that kind
            // of thing too
            // (a word of absence, not a verb's phrase: "The trace came back
            // empty" has a subject)
            let postposed = noun.is_none()
                && !self.reply[at.clone()].contains(' ')
                && prev_word(lexicon, self.reply, at.start).is_some_and(|w| {
                    w.start >= s.start
                        && self.reply[w.end..at.start]
                            .trim_matches([' ', ':'])
                            .is_empty()
                        && plain_word(lexicon, &self.reply[w.clone()], 4)
                        && !hits.iter().any(|h| h.start <= w.start && w.start < h.end)
                        && !mentions
                            .iter()
                            .any(|m| m.span.start <= w.start && w.start < m.span.end)
                });
            // the non-empty results it is held against: one is enough for
            // receipts cited together, all of them otherwise
            let nonempty: Vec<usize> = known
                .iter()
                .copied()
                .filter(|&i| self.nonempty_result(i))
                // "n'a aucune allergie [r]" against "Allergies: none
                // recorded": the result states the same absence; and a result
                // that states some field as none or zero ("Open disputes: 0")
                // may be what a claim naming no noun of it is about
                .filter(|&i| {
                    // (without a noun after it, the words before it: "the
                    // alarm list is empty [r]" against `"alarms": []`)
                    // (up to three words back, past brackets: "Ferry
                    // Terminal (RS-01) is empty")
                    let before = |none: bool| {
                        self.reply[s.start..at.start]
                            .rsplit(|c: char| {
                                !(c.is_alphanumeric() || matches!(c, '-' | '_' | '\''))
                            })
                            .filter(|w| !w.is_empty())
                            .take(3)
                            .any(|w| self.noun_in_result(i, w) == Some(none))
                    };
                    if noun.is_none() && before(true) {
                        return false;
                    }
                    // (a result that denies the qualifier: "no third-place
                    // match [r]" against `"third_place": null`)
                    if qualifiers
                        .iter()
                        .any(|q| self.noun_in_result(i, &self.reply[q.clone()]) == Some(true))
                    {
                        return false;
                    }
                    // (a claim about one item: "UBC-V-298114 has no image
                    // yet [r]" against the record of that id, `"image":
                    // null`, among others that have one)
                    if let Some(n) = noun.clone() {
                        let item = self.recs[i]
                            .result
                            .as_deref()
                            .and_then(|r| item_named(r, &self.reply[s.start..at.start]));
                        if item.is_some_and(|t| self.noun_in_text(t, &self.reply[n]) == Some(true))
                        {
                            return false;
                        }
                    }
                    match noun
                        .clone()
                        .and_then(|n| self.noun_in_result(i, &self.reply[n]))
                    {
                        Some(none) => !none,
                        // (unless that noun has a value in the result: "The
                        // route list is empty" against `"routes": ["RW14"]`)
                        // (nor when a word of the phrase is a field the
                        // result states as none: "didn't flag anything [r]"
                        // against `"flags": []`)
                        None => {
                            !(named_only
                                || ((qualified || (postposed && !before(false)))
                                    && self.states_a_none(i))
                                || (noun.is_none()
                                    && self.reply[at.clone()]
                                        .split(|c: char| !c.is_alphabetic())
                                        .filter(|w| w.chars().count() >= 4)
                                        .any(|w| self.noun_in_result(i, w) == Some(true))))
                        }
                    }
                })
                .collect();
            if !nonempty.is_empty() && (any || nonempty.len() == known.len()) {
                let known = nonempty;
                findings.push(Finding {
                    kind: FindingKind::FalseAbsence,
                    start: at.start,
                    end: at.end,
                    tool: Some(self.recs[known[0]].tool.clone()),
                    token: None,
                    detail: if known.len() == 1 {
                        format!(
                            "the reply says nothing was found but the receipted result of `{}` is not empty",
                            self.recs[known[0]].tool
                        )
                    } else {
                        "the reply says nothing was found but every receipted result it can refer to is non-empty".to_owned()
                    },
                });
            }
        }
    }
}

/// The item of `result` that the last id of `lead` names ("UBC-V-298114
/// from Hornby Island has no image"): the JSON object around the id's
/// first occurrence, or its line. An id is a word of four characters and
/// more with a digit and a letter (not a date or a bare number).
fn item_named<'r>(result: &'r str, lead: &str) -> Option<&'r str> {
    // (the last id the result holds: a receipt token between is none)
    let at = lead
        .split(|c: char| !(c.is_alphanumeric() || matches!(c, '-' | '_' | '.' | '/')))
        .map(|w| w.trim_end_matches('.'))
        .filter(|w| {
            w.len() >= 4
                && w.bytes().any(|c| c.is_ascii_digit())
                && w.chars().any(char::is_alphabetic)
        })
        .rev()
        .find_map(|id| {
            crate::support::bounded(result, id, |c| {
                c.is_alphanumeric() || matches!(c, '-' | '_')
            })
            .next()
        })?;
    let b = result.as_bytes();
    // the innermost object around it (braces in strings are rare in ids'
    // records; a miss only falls back to the line)
    if let Some(open) = unmatched_brace(b, (0..at).rev(), b'{') {
        if let Some(close) = unmatched_brace(b, at..b.len(), b'}') {
            return result.get(open..=close);
        }
    }
    let start = result[..at].rfind('\n').map_or(0, |p| p + 1);
    let end = result[at..].find('\n').map_or(result.len(), |p| at + p);
    result.get(start..end)
}

/// Is the tool name at `span` part of a command line in backticks
/// (`kubectl logs x`, `cargo build --release`)? The command, not the bare
/// tool, is what the reply names then.
pub(crate) fn in_command(reply: &str, lx: &Lexed, tools: &ToolTable, span: &Range<usize>) -> bool {
    lx.code_around(span)
        .is_some_and(|c| tools.id(clean_cmd(&reply[c.inner.clone()])).is_none())
}

/// The receipts cited first after `pos` in a sentence, with those cited
/// right after them ("[receipt: a] [receipt: b]", "[receipt: a, b]").
fn cite_group_after<'c>(reply: &str, cites: &'c [Cite], pos: usize) -> &'c [Cite] {
    let first = cites.partition_point(|c| c.span.start < pos);
    let mut end = first;
    while end < cites.len() {
        end += 1;
        let Some(next) = cites.get(end) else { break };
        let gap = &reply[cites[end - 1].span.end..next.span.start];
        let joined = gap.len() <= 24 && alnum_words(gap).all(|w| w.eq_ignore_ascii_case("receipt"));
        if !joined {
            break;
        }
    }
    &cites[first..end.min(cites.len())]
}

/// Where the statement before the question that ends `text` stops: the
/// last dash or semicolon that separates them ("… [receipt] — was it
/// deleted?"), when a statement of some length precedes it.
fn declarative_end(text: &str) -> Option<usize> {
    let b = [" — ", " – ", " - ", "; "]
        .iter()
        .filter_map(|sep| text.rfind(sep))
        .max()?;
    (text[..b].trim().len() >= 12).then_some(b)
}

/// Keep the leading items of `r` that satisfy `keep` (a prefix, since the
/// items are sorted by position).
fn shrink(r: &mut Range<usize>, keep: impl Fn(usize) -> bool) {
    let mut end = r.start;
    while end < r.end && keep(end) {
        end += 1;
    }
    r.end = end;
}

/// The words between a verb and its object: a few words, no punctuation
/// ("ran `ls`", "checked the file `a.txt`").
fn plain_gap(gap: &str) -> bool {
    gap.len() <= 24
        && gap
            .chars()
            .all(|c| c.is_alphabetic() || matches!(c, ' ' | '\'' | '’'))
        && gap.split_whitespace().count() <= 3
}

/// How often `word` occurs in `text` as a whole word (not inside another:
/// "free" in "freeze" is none).
/// The length of the word that opens `text`: letters, hyphens and
/// apostrophes ("Parvo-Fälle", "qu'il").
fn word_len(text: &str) -> usize {
    text.find(|c: char| !(c.is_alphabetic() || c == '-' || c == '\''))
        .unwrap_or(text.len())
}

/// Is `w` a code of ASCII letters then a digit, then letters or digits
/// ("F40", "P1", "H100", "A4x")?
fn is_code(w: &str) -> bool {
    let after_letters = w.trim_start_matches(|c: char| c.is_ascii_alphabetic());
    after_letters.len() < w.len()
        && after_letters.starts_with(|c: char| c.is_ascii_digit())
        && after_letters.bytes().all(|c| c.is_ascii_alphanumeric())
}

/// A code ([`is_code`]) opening `text`, then one space and a word of
/// letters: the code's length and the word's range in `text`.
fn code_before_noun(text: &str) -> Option<(usize, Range<usize>)> {
    let code = text
        .find(|c: char| !c.is_ascii_alphanumeric())
        .unwrap_or(text.len());
    if !is_code(&text[..code]) {
        return None;
    }
    let rest = text[code..].strip_prefix(' ')?;
    let noun = word_len(rest);
    let at = code + 1;
    (rest[..noun].chars().count() >= 2 && rest.starts_with(char::is_alphabetic))
        .then_some((code, at..at + noun))
}

fn word_count(text: &str, word: &str) -> u64 {
    crate::support::bounded(text, word, |c| c.is_alphanumeric() || c == '_').count() as u64
}

/// The first brace `end` (`{` reading back, `}` reading on) among the
/// bytes of `b` at `order` that no other brace met before it balances.
fn unmatched_brace(b: &[u8], mut order: impl Iterator<Item = usize>, end: u8) -> Option<usize> {
    let mut depth = 0usize;
    order.find(|&k| match b[k] {
        c if c == end && depth == 0 => true,
        c if c == end => {
            depth -= 1;
            false
        }
        b'{' | b'}' => {
            depth += 1;
            false
        }
        _ => false,
    })
}

/// How often `word` stands in `text` as a part of a name: between chars
/// that are not alphanumeric, `_` included ("daily" in
/// `daily_2024-08-01.csv`).
fn part_count(text: &str, word: &str) -> u64 {
    crate::support::bounded(text, word, char::is_alphanumeric).count() as u64
}

/// The words of `text` between the chars that are not alphanumeric: what
/// `text.split(|c: char| !c.is_alphanumeric())` yields, without the empty
/// pieces, reading ASCII bytes without decoding them.
fn alnum_words(text: &str) -> impl Iterator<Item = &str> {
    let b = text.as_bytes();
    // is the char at `i` (a char boundary) alphanumeric, and how long is it?
    let at = move |i: usize| -> Option<(bool, usize)> {
        let c = *b.get(i)?;
        if c.is_ascii() {
            Some((c.is_ascii_alphanumeric(), 1))
        } else {
            let ch = text.get(i..)?.chars().next()?;
            Some((ch.is_alphanumeric(), ch.len_utf8()))
        }
    };
    let mut i = 0;
    std::iter::from_fn(move || {
        while let Some((false, len)) = at(i) {
            i += len;
        }
        let start = i;
        while let Some((true, len)) = at(i) {
            i += len;
        }
        (i > start).then(|| &text[start..i])
    })
}

/// A past form or participle by its ending: "pushed", "tramitado",
/// "creado", "generó", "créé", "envoyée".
/// A past participle before the agent of a passive: a past form, or a
/// Spanish one in the feminine or plural ("medida", "registrados").
fn passive_participle(word: &str) -> bool {
    is_past_form(word)
        || (word.chars().count() > 4
            && ["ada", "ida", "adas", "idas", "ados", "idos"]
                .iter()
                .any(|e| word.ends_with(e)))
}

fn is_past_form(word: &str) -> bool {
    let n = word.chars().count();
    let ends = |e: &str| {
        word.len() > e.len()
            && word
                .get(word.len() - e.len()..)
                .is_some_and(|t| t.eq_ignore_ascii_case(e))
    };
    // Spanish "-í" preterites ("moví", "añadí"), not adverbs of place
    let preterite = n > 3 && ends("í") && !["aquí", "allí", "ahí", "así"].contains(&word);
    preterite
        || (n > 3
            && ["ed", "ado", "ido", "ó", "é", "ée", "és", "ées"]
                .iter()
                .any(|e| ends(e)))
}

/// A German past participle ("gepostet", "eingetragen", "umgestellt",
/// "erstellt", "aktualisiert"): "ge" at the start or after a separable
/// prefix, ending in "t" or "en"; or an inseparable prefix or "-iert".
fn is_participle(word: &str) -> bool {
    const PREFIXES: [&[u8]; 26] = [
        b"",
        b"ab",
        b"an",
        b"auf",
        b"aus",
        b"ein",
        b"mit",
        b"nach",
        b"um",
        b"vor",
        b"zu",
        b"hoch",
        b"bei",
        b"dar",
        b"durch",
        b"fest",
        b"frei",
        b"her",
        b"hin",
        b"hinzu",
        b"los",
        b"weg",
        b"weiter",
        b"wieder",
        "zurück".as_bytes(),
        b"zusammen",
    ];
    // (without "ge": an inseparable prefix, "erstellt", "verschickt",
    // "berechnet"; a verb in -ieren, "aktualisiert", "exportiert"; written
    // in lower case, unlike the nouns)
    const INSEPARABLE: [&[u8]; 7] = [b"be", b"er", b"ver", b"zer", b"ent", b"emp", b"miss"];
    let w = word.as_bytes();
    let ends = |e: &[u8]| w.len() > e.len() && w[w.len() - e.len()..].eq_ignore_ascii_case(e);
    let lower = w.first().is_some_and(u8::is_ascii_lowercase);
    // (six letters in lower case: "gelegt", "gebaut")
    (w.len() >= 7 || lower && w.len() >= 6)
        && ((ends(b"t") || ends(b"en"))
            && PREFIXES.iter().any(|p| {
                w.len() >= p.len() + 5
                    && w[..p.len()].eq_ignore_ascii_case(p)
                    && w[p.len()..p.len() + 2].eq_ignore_ascii_case(b"ge")
            })
            || lower
                && (ends(b"iert")
                    || ends(b"t")
                        && INSEPARABLE
                            .iter()
                            .any(|p| w.len() >= p.len() + 5 && w.starts_with(p))))
}

/// A German strong participle with an inseparable prefix ("verschoben",
/// "vergeben", "entnommen"): read only after an auxiliary ("hat … verschoben"),
/// where the infinitive it looks like cannot stand.
fn is_strong_participle(word: &str) -> bool {
    const INSEPARABLE: [&str; 6] = ["be", "er", "ver", "zer", "ent", "emp"];
    word.len() >= 8
        && word.ends_with("en")
        && word.bytes().all(|b| !b.is_ascii_uppercase())
        && INSEPARABLE.iter().any(|p| word.starts_with(p))
}

/// An English gerund ("running", "checking"): ASCII-case-insensitive
/// "-ing" ending.
fn is_gerund(word: &str) -> bool {
    word.len() > 5
        && word
            .get(word.len() - 3..)
            .is_some_and(|e| e.eq_ignore_ascii_case("ing"))
}

/// Where a URL that starts `text` ends: the first whitespace, quote,
/// angle bracket, closing bracket or backtick. Byte by byte, decoding only
/// what is not ASCII (Unicode whitespace ends it too).
fn url_end(text: &str) -> Option<usize> {
    let b = text.as_bytes();
    let mut i = 0;
    while let Some(&c) = b.get(i) {
        if c.is_ascii() {
            if char::from(c).is_whitespace()
                || matches!(c, b'"' | b'\'' | b'<' | b'>' | b')' | b']' | b'`')
            {
                return Some(i);
            }
            i += 1;
        } else {
            let ch = text[i..].chars().next()?;
            if ch.is_whitespace() {
                return Some(i);
            }
            i += ch.len_utf8();
        }
    }
    None
}

fn clean_cmd(s: &str) -> &str {
    let t = s.trim();
    t.strip_prefix("$ ").unwrap_or(t).trim()
}

/// Can `gap` stand between a number and its noun: at most `max_words`
/// words, none a [`GAP_WORD`], each a word of letters or a code of letters
/// then digits ("seven F40 finishers", "two H100 nodes"; not "3 2024
/// entries")?
fn gap_ok(lexicon: &Lexicon, gap: &str, max_words: usize) -> bool {
    if gap.len() > 40 {
        return false;
    }
    let mut n = 0;
    for w in gap.split_whitespace() {
        n += 1;
        if n > max_words || !(word_len(w) == w.len() || is_code(w)) || lexicon.word_is(w, GAP_WORD)
        {
            return false;
        }
    }
    true
}

fn is_ident_char(c: char) -> bool {
    c.is_alphanumeric() || matches!(c, '_' | '-' | '.')
}

fn prev_word(lexicon: &Lexicon, text: &str, pos: usize) -> Option<Range<usize>> {
    let mut end = pos;
    loop {
        let t = text[..end].trim_end_matches([' ', '-', '`', '*']);
        let e = t.len();
        let s = t.trim_end_matches(is_ident_char).len();
        if s == e {
            return None;
        }
        let w = &text[s..e];
        if lexicon.word_is(w, ARTICLE) {
            end = s;
            continue;
        }
        return Some(s..e.min(s + w.trim_end_matches('.').len()));
    }
}

fn next_word(lexicon: &Lexicon, text: &str, pos: usize) -> Option<Range<usize>> {
    next_word_past(text, pos, |w| lexicon.word_is(w, ARTICLE))
}

/// The word at or after `pos` (past spaces, dashes, backticks and
/// asterisks, and past the words `skip` takes): a run of [`is_ident_char`]
/// without its trailing periods.
fn next_word_past(text: &str, pos: usize, skip: impl Fn(&str) -> bool) -> Option<Range<usize>> {
    // byte by byte: [`is_ident_char`] on ASCII, chars only past it
    let b = text.as_bytes();
    let mut start = pos;
    loop {
        let mut s = start;
        while b
            .get(s)
            .is_some_and(|c| matches!(c, b' ' | b'-' | b'`' | b'*'))
        {
            s += 1;
        }
        let mut e = s;
        while let Some(&c) = b.get(e) {
            if c.is_ascii() {
                if !(c.is_ascii_alphanumeric() || matches!(c, b'_' | b'-' | b'.')) {
                    break;
                }
                e += 1;
            } else {
                match text.get(e..).and_then(|t| t.chars().next()) {
                    Some(ch) if is_ident_char(ch) => e += ch.len_utf8(),
                    _ => break,
                }
            }
        }
        if e == s {
            // "l'outil" style: the apostrophe article is part of the tool word
            return None;
        }
        while e > s && b[e - 1] == b'.' {
            e -= 1;
        }
        if skip(&text[s..e]) {
            start = e;
            continue;
        }
        return Some(s..e);
    }
}

#[cfg(test)]
mod tests {
    use proptest::prelude::*;
    use receipts_core::{Call, ScopeConfig, ScopeKey};

    use super::*;
    use crate::source::ReceiptSource;
    use crate::{Evidence, IssuedRecord, Vocabulary};

    /// The built-in vocabulary, compiled once for the tests that call a
    /// word function directly.
    static BUILTIN_LEXICON: std::sync::LazyLock<Lexicon> = std::sync::LazyLock::new(|| {
        Vocabulary::builtin()
            .compile()
            .expect("the built-in vocabulary compiles")
    });

    /// The articles of every built-in table.
    static BUILTIN_ARTICLES: std::sync::LazyLock<Vec<String>> = std::sync::LazyLock::new(|| {
        let v = Vocabulary::builtin();
        let names: Vec<String> = v.languages().map(str::to_owned).collect();
        names
            .iter()
            .filter_map(|l| v.get(l))
            .flat_map(|p| p.articles.clone())
            .collect()
    });

    /// A turn with receipted `(tool, result)` calls and failed tools;
    /// returns the evidence and the tokens.
    pub(super) fn turn(calls: &[(&str, &str)], failed: &[&str]) -> (Evidence, Vec<String>) {
        let args: Vec<String> = (0..calls.len()).map(|i| format!("{{\"n\":{i}}}")).collect();
        let calls: Vec<(&str, &str, &str)> = calls
            .iter()
            .zip(&args)
            .map(|(&(tool, result), a)| (tool, a.as_str(), result))
            .collect();
        turn_with(&calls, failed)
    }

    /// The false-absence spans of `reply` (`{T0}`, `{T1}` become tokens).
    fn absences(ev: &(Evidence, Vec<String>), reply: &str) -> Vec<String> {
        let mut reply = reply.to_owned();
        for (i, t) in ev.1.iter().enumerate() {
            reply = reply.replace(&format!("{{T{i}}}"), t);
        }
        Auditor::default()
            .findings(&ev.0, &reply)
            .iter()
            .filter(|f| f.kind == FindingKind::FalseAbsence)
            .map(|f| reply[f.start..f.end].to_owned())
            .collect()
    }

    #[test]
    fn false_absence_about_a_named_cited_or_only_call() {
        let two = turn(&[("shell", "Linux 6.1"), ("read_file", "APP=demo")], &[]);
        assert_eq!(
            absences(&two, "read_file returned nothing."),
            ["returned nothing"]
        );
        assert_eq!(
            absences(&two, "The file was empty [receipt: {T1}]."),
            ["was empty"]
        );
        // a cited receipt is judged even when the sentence reports a failure
        assert_eq!(
            absences(
                &two,
                "The read failed and returned nothing [receipt: {T1}]."
            ),
            ["returned nothing"]
        );
        let one = turn(
            &[("web_search", r#"{"results":[{"url":"https://a.example"}]}"#)],
            &[],
        );
        assert_eq!(
            absences(&one, "The search came back empty."),
            ["came back empty"]
        );
        // the named tool's calls are all non-empty, another tool failed
        let failed_other = turn(
            &[("shell", "Linux 6.1"), ("read_file", "APP=demo")],
            &["fetch_url"],
        );
        assert_eq!(
            absences(&failed_other, "read_file found nothing."),
            ["found nothing"]
        );
    }

    #[test]
    fn false_absence_near_misses_failed_or_other_calls() {
        // the read failed (a tool event); the only receipted call is another tool's
        let failed = turn(&[("shell", "Linux 6.1")], &["read_file"]);
        for reply in [
            "app.env could not be read (no such file).",
            "The read failed, so I know nothing about it.",
            "- Kernel: Linux 6.1 [receipt: {T0}]\n- app.env could not be read (no such file).",
            "- Kernel: Linux 6.1 [receipt: {T0}]\n- notes.txt: the read failed, nothing to show.",
            "read_file returned nothing.",
        ] {
            assert_eq!(absences(&failed, reply), Vec::<String>::new(), "{reply}");
        }
        // no failure recorded, but the sentence reports one
        let one = turn(&[("shell", "Linux 6.1")], &[]);
        assert!(absences(&one, "The read failed, so I know nothing about it.").is_empty());
        // "no such file" names a missing thing, not an empty result
        assert!(absences(&one, "notes.txt: no such file.").is_empty());
        // several calls and none named: ambiguous
        let two = turn(&[("shell", "Linux 6.1"), ("read_file", "APP=demo")], &[]);
        assert!(absences(&two, "Nothing came back.").is_empty());
        assert!(absences(&two, "I looked, but found nothing.").is_empty());
        // a failed call of the named tool explains its "nothing"
        let mixed = turn(&[("shell", "Linux 6.1")], &["shell"]);
        assert!(absences(&mixed, "shell returned nothing for `git --version`.").is_empty());
    }

    /// The spans of `kind` findings in `reply` (`{T0}` becomes the token).
    #[test]
    fn a_result_that_spells_the_number_out_supports_it() {
        let wiki = turn(
            &[(
                "wiki_lookup",
                "The settlement consisted of two treaties signed in 1648 at Osnabrück and Münster.",
            )],
            &[],
        );
        let count = FindingKind::CountMismatch;
        let said = "According to wiki_lookup it was two treaties [receipt: {T0}].";
        assert!(spans(&wiki, said, count).is_empty());
        let digits = "According to wiki_lookup it was 2 treaties [receipt: {T0}].";
        assert!(spans(&wiki, digits, count).is_empty());
        let wrong = "According to wiki_lookup it was three treaties [receipt: {T0}].";
        assert_eq!(spans(&wiki, wrong, count), ["three treaties"]);
        let fr = turn(
            &[(
                "releve",
                "Le relevé contient trois opérations : loyer, salaire, électricité.",
            )],
            &[],
        );
        let said = "Le relevé [receipt: {T0}] contient trois opérations.";
        assert!(spans(&fr, said, count).is_empty());
    }

    fn spans(ev: &(Evidence, Vec<String>), reply: &str, kind: FindingKind) -> Vec<String> {
        let mut reply = reply.to_owned();
        for (i, t) in ev.1.iter().enumerate() {
            reply = reply.replace(&format!("{{T{i}}}"), t);
        }
        Auditor::default()
            .findings(&ev.0, &reply)
            .iter()
            .filter(|f| f.kind == kind)
            .map(|f| reply[f.start..f.end].to_owned())
            .collect()
    }

    #[test]
    fn a_sentence_opening_gerund_is_a_subject_unless_a_first_person_follows() {
        let ls = turn(&[("shell", "a.md\nb.md")], &[]);
        let claim = FindingKind::UnreceiptedToolClaim;
        let generic = "Running `cargo build --release` produces an optimized binary.";
        assert!(spans(&ls, generic, claim).is_empty());
        assert_eq!(
            spans(&ls, "Running `docker ps`, I saw the api container.", claim),
            ["`docker ps`"]
        );
        assert_eq!(
            spans(&ls, "Checked `df -h`: the disk is 91% full.", claim),
            ["`df -h`"]
        );
    }

    #[test]
    fn a_weak_absence_needs_a_verb_of_its_own_clause() {
        let ls = turn(&[("shell", "a.md\nb.md")], &[]);
        let none = "I ran `ls` yesterday, so nothing is published.";
        assert!(absences(&ls, none).is_empty());
        assert_eq!(
            absences(&ls, "I listed the folder and it gave nothing."),
            ["nothing"]
        );
    }

    #[test]
    fn an_unbacked_command_takes_its_counts_and_absences_along() {
        let ls = turn(&[("shell", "a.md\nb.md")], &[]);
        let r = "I also ran `npm audit`: no vulnerabilities, 0 files flagged.";
        assert!(absences(&ls, r).is_empty());
        let counts = spans(
            &ls,
            "I also ran `wc -l`, which printed 312 lines.",
            FindingKind::CountMismatch,
        );
        assert!(counts.is_empty());
    }

    #[test]
    fn a_listing_of_data_is_not_read_for_absence_words() {
        let grep = turn(
            &[("search_code", "a.rs:1: x.get(0)\nb.rs:2: none()\nc.rs:3: y")],
            &[],
        );
        assert_eq!(
            absences(&grep, "search_code found nothing."),
            ["found nothing"]
        );
    }

    #[test]
    fn urls_listed_under_a_cue_or_a_cited_sentence_are_checked() {
        let web = turn(
            &[(
                "web_search",
                r#"{"results":[{"url":"https://a.example/x"}]}"#,
            )],
            &[],
        );
        let url = FindingKind::UnsupportedUrl;
        let same_para = "Results (web_search, {T0}):\n- https://a.example/x\n- https://b.example/y";
        assert_eq!(spans(&web, same_para, url), ["https://b.example/y"]);
        let next_para =
            "Here is what the search turned up:\n\nhttps://a.example/x\nhttps://c.example/z";
        assert_eq!(spans(&web, next_para, url), ["https://c.example/z"]);
        // a link recommended in a later paragraph is not presented as found
        let later = "The search found it [receipt: {T0}].\n\nBackground: https://c.example/z";
        assert!(spans(&web, later, url).is_empty());
        // a URL the assistant came across while searching is presented as
        // found, in four languages
        for reply in [
            "The search found it [receipt: {T0}]. I also came across https://c.example/z.",
            "Bei der Suche bin ich auf die FAQ gestoßen: https://c.example/z",
            "En buscando me topé con https://c.example/z.",
            "En cherchant, je suis tombé sur https://c.example/z.",
        ] {
            assert_eq!(spans(&web, reply, url), ["https://c.example/z"], "{reply}");
        }
        // a fragment the result does not give is not the result's URL
        let anchored = turn(
            &[(
                "web_search",
                r#"{"results":[{"url":"https://a.example/rules"},{"url":"https://a.example/faq#refunds"}]}"#,
            )],
            &[],
        );
        assert_eq!(
            spans(
                &anchored,
                "The search result links to https://a.example/rules#rule-19 [receipt: {T0}].",
                url
            ),
            ["https://a.example/rules#rule-19"]
        );
        // near misses: the result's own fragment, the page without one
        for reply in [
            "The search result links to https://a.example/faq#refunds [receipt: {T0}].",
            "The search result links to https://a.example/faq [receipt: {T0}].",
            "The search result links to https://a.example/rules/ [receipt: {T0}].",
        ] {
            assert!(spans(&anchored, reply, url).is_empty(), "{reply}");
        }
    }

    proptest! {
        /// The bit-set command look-up finds the records and the
        /// undecidable flag that the record-by-record one finds, whatever
        /// the tools, arguments (escaped, in arrays, unknown) and command.
        #[test]
        fn command_look_ups_by_bits_equal_those_by_record(
            calls in proptest::collection::vec(
                (0usize..4, proptest::option::weighted(0.85, "[a-c \\\\\\[\"-]{0,12}")),
                0..40,
            ),
            cmd in "[a-c -]{0,6}|(git|ls|web_search) [a-c -]{0,5}",
        ) {
            const TOOLS: [&str; 4] = ["git", "ls", "web_search", "Git"];
            let scope = ScopeConfig::new().build_with_key(ScopeKey::from_bytes([7; 32]));
            let mut ev = Evidence::new(scope.prefix().clone());
            for (i, (t, args)) in calls.iter().enumerate() {
                let tool = TOOLS[*t];
                let raw = args.clone().unwrap_or_default();
                let r = scope
                    .issue_at(&Call::raw(tool, raw.as_bytes()), b"ok", 1_700_000_000 + i as u64)
                    .unwrap();
                let rec = IssuedRecord::from_receipt(&r).with_result("ok");
                ev.push(match args {
                    Some(a) => rec.with_args(format!("{{\"cmd\": \"{a}\"}}")),
                    None => rec,
                });
            }
            let a = Auditor::default();
            let turn = ev.records();
            let tools = ToolTable::new(&a.tool_cache, turn, ev.unreceipted_tools(), &a.known_tools, &a.aliases);
            let lx = Lexed::new("", &[], a.lexicon(), None);
            let recs: Vec<Cow<'_, IssuedRecord>> = turn.iter().map(Cow::Borrowed).collect();
            let s = Sentences::new(&a, "", &lx, &tools, &recs, turn.len(), (&[], &[]));
            let cmd = cmd.as_str();
            prop_assume!(!cmd.is_empty());
            let (ArgsIndex::Bits { by_gram, with_args, escaped }, ArgsIndex::Records(records)) =
                (ArgsIndex::new(&recs, true), ArgsIndex::new(&recs, false))
            else {
                unreachable!("each layout as asked");
            };
            let (bits, undecided_bits) = s.command_calls_by_bits(cmd, &by_gram, with_args, escaped);
            let (list, undecided_list) = s.command_calls_by_record(cmd, &records);
            prop_assert_eq!(bits.iter().collect::<Vec<_>>(), list.iter().collect::<Vec<_>>());
            prop_assert_eq!(undecided_bits, undecided_list);
        }
    }

    #[test]
    fn call_sets_keep_order_past_128_records() {
        let mut set = CallSet::new(300);
        assert!(set.is_empty());
        for i in [0, 5, 127, 128, 299] {
            set.push(i);
        }
        assert_eq!(set.iter().collect::<Vec<_>>(), [0, 5, 127, 128, 299]);
        let mut small = CallSet::new(10);
        for i in [1, 3, 9] {
            small.push(i);
        }
        assert_eq!(small.iter().collect::<Vec<_>>(), [1, 3, 9]);
        // a record past the bits (not expected) still lands in the set
        small.push(200);
        assert_eq!(small.iter().collect::<Vec<_>>(), [1, 3, 9, 200]);
    }

    /// A turn of `(tool, args, result)` receipted calls and failed tools.
    fn turn_with(calls: &[(&str, &str, &str)], failed: &[&str]) -> (Evidence, Vec<String>) {
        let scope = ScopeConfig::new().build_with_key(ScopeKey::from_bytes([7; 32]));
        let mut ev = Evidence::new(scope.prefix().clone());
        let mut tokens = Vec::new();
        for (i, (tool, args, result)) in calls.iter().enumerate() {
            let r = scope
                .issue_at(
                    &Call::raw(tool, args.as_bytes()),
                    result.as_bytes(),
                    1_700_000_000 + i as u64,
                )
                .unwrap();
            ev.push(
                IssuedRecord::from_receipt(&r)
                    .with_args(*args)
                    .with_result(*result),
            );
            tokens.push(r.token.as_str().to_owned());
        }
        for f in failed {
            ev.push_unreceipted_tool(*f);
        }
        (ev, tokens)
    }

    #[test]
    fn a_tool_named_as_the_instrument_of_an_action_is_a_claim() {
        let ls = turn(&[("shell", "a.md\nb.md")], &[]);
        let claim = FindingKind::UnreceiptedToolClaim;
        for (reply, span) in [
            ("I drafted the summary with make_report.", "make_report"),
            ("Then I archived the old rows using purgeRows.", "purgeRows"),
            ("Después guardé el informe con save_report.", "save_report"),
            ("J'ai envoyé la facture avec mailer_send.", "mailer_send"),
            (
                "Ich habe die Tabelle mit export_sheet gespeichert.",
                "export_sheet",
            ),
            ("Archived the ticket via closeTicket.", "closeTicket"),
            (
                "I tagged the release with `git tag -a v2.1 -m release`.",
                "`git tag -a v2.1 -m release`",
            ),
        ] {
            assert_eq!(spans(&ls, reply, claim), [span], "{reply}");
        }
        for reply in [
            // addressed to the user, negated, conditional, imperative
            "You can export it with export_sheet.",
            "I didn't send anything with mailer_send.",
            "I could archive them with purgeRows if you like.",
            "Deploy it with `kubectl apply -f app.yaml`.",
            // a value, not a command; a receipted tool
            "I answered with `OK`.",
            "I listed the folder with shell.",
            // not a tool-like name
            "I compared the totals with North America.",
        ] {
            assert!(spans(&ls, reply, claim).is_empty(), "{reply}");
        }
    }

    #[test]
    fn a_command_is_backed_only_by_a_call_with_its_operands() {
        let k = turn_with(
            &[("kubectl", r#"{"args":"get nodes -o wide"}"#, "NAME\nn1")],
            &[],
        );
        let claim = FindingKind::UnreceiptedToolClaim;
        assert_eq!(
            spans(&k, "I drained it with `kubectl drain n1`.", claim),
            ["`kubectl drain n1`"]
        );
        assert_eq!(
            spans(
                &k,
                "Luego revisé los eventos con `kubectl describe node n1`.",
                claim
            ),
            ["`kubectl describe node n1`"]
        );
        // same subcommand and operands, flags aside
        assert!(spans(&k, "I ran `kubectl get nodes`.", claim).is_empty());
        assert!(spans(&k, "J'ai lancé `kubectl get nodes --watch`.", claim).is_empty());
    }

    #[test]
    fn a_failed_tool_as_the_subject_of_a_perfect_is_a_claim() {
        let f = turn(&[("shell", "ok")], &["windctl", "uplink_command"]);
        let claim = FindingKind::UnreceiptedToolClaim;
        // French "a" is the auxiliary right after the name, not an article
        assert_eq!(
            spans(&f, "windctl a relancé KR-04 après le réarmement.", claim),
            ["windctl"]
        );
        // an adverb may stand between the name and its verb
        let moved = turn(&[("shell", "ok")], &["pmsctl", "tickets"]);
        for (reply, tool) in [
            ("pmsctl ya movió a la señora Ferreira a la 405.", "pmsctl"),
            (
                "tickets already has a P1 work order open on KR-04.",
                "tickets",
            ),
        ] {
            assert_eq!(spans(&moved, reply, claim), [tool], "{reply}");
        }
        assert!(spans(&moved, "pmsctl ya no responde.", claim).is_empty());
        // German participles with a separable prefix, of six letters, of a
        // strong verb with an inseparable prefix
        let de = turn(&[("shell", "ok")], &["fabctl", "portctl", "tourneyctl"]);
        for (reply, tool) in [
            ("fabctl hat ETCH-07 wieder freigegeben.", "fabctl"),
            ("portctl hat den Termin auf morgen gelegt.", "portctl"),
            (
                "tourneyctl hat den Start auf 18:00 UTC verschoben.",
                "tourneyctl",
            ),
        ] {
            assert_eq!(spans(&de, reply, claim), [tool], "{reply}");
        }
        // a German verb of rating reports a result; a failure without the
        // usual words ("sans succès") reports none
        let rate = turn(&[("shell", "ok")], &["fraud_check", "portctl"]);
        assert_eq!(
            spans(
                &rate,
                "fraud_check stuft CL-90417 als unauffällig ein.",
                claim
            ),
            ["fraud_check"]
        );
        for reply in [
            "J'ai tenté de réserver le créneau avec portctl, sans succès : la commande a échoué.",
            "I tried to book it with portctl, to no avail.",
        ] {
            assert!(spans(&rate, reply, claim).is_empty(), "{reply}");
        }
        // near misses: no auxiliary, a capitalized noun of six letters
        for reply in [
            "tourneyctl soll den Start verschieben.",
            "portctl hat ein Gebiet.",
        ] {
            assert!(spans(&de, reply, claim).is_empty(), "{reply}");
        }
        // near misses: a passive, a failure, an offer
        for reply in [
            "uplink_command a été refusé ; voulez-vous que je le relance ?",
            "windctl a échoué au redémarrage de KR-04.",
            "Voulez-vous que windctl relance KR-04 ?",
        ] {
            assert!(spans(&f, reply, claim).is_empty(), "{reply}");
        }
    }

    #[test]
    fn a_failure_report_about_a_failed_tool_is_clean() {
        let f = turn(&[("shell", "ok")], &["fetch_page", "kubectl"]);
        let claim = FindingKind::UnreceiptedToolClaim;
        for reply in [
            "I tried fetch_page twice, but both requests were throttled.",
            "`kubectl` answered `error: connection refused by the API server`.",
            "kubectl a répondu `Unauthorized: token expired`.",
        ] {
            assert!(spans(&f, reply, claim).is_empty(), "{reply}");
        }
        // a negated failure is no failure report; a failure word about what
        // was found is not either
        let none = turn(&[("shell", "ok")], &[]);
        assert_eq!(
            spans(
                &none,
                "J'ai lancé la suite avec run_suite : aucun échec.",
                claim
            ),
            ["run_suite"]
        );
        assert_eq!(
            spans(
                &none,
                "Ich habe mit bug_search nachgesehen: der Fehler ist bekannt.",
                claim
            ),
            ["bug_search"]
        );
    }

    #[test]
    fn counts_of_nouns_outside_the_vocabulary() {
        let q = turn(&[("query_db", "region,total\nN,1\nS,2\nE,3")], &[]);
        let count = FindingKind::CountMismatch;
        for (reply, span) in [
            ("query_db returned 5 regions.", "5 regions"),
            (
                "La consulta devolvió 4 provincias [receipt: {T0}].",
                "4 provincias",
            ),
            ("query_db a remonté 7 agences.", "7 agences"),
            ("query_db lieferte 9 Filialen.", "9 Filialen"),
            ("query_db lists 8 sales territories.", "8 sales"),
        ] {
            assert_eq!(spans(&q, reply, count), [span], "{reply}");
        }
        for reply in [
            // the header row is not an item
            "query_db returned 3 regions.",
            // not about the result
            "Took 4 tries, but query_db returned the table [receipt: {T0}].",
            "query_db covers the last 30 days.",
            "query_db shows the top 5 regions.",
            "query_db: revenue grew 12 percent in 2023.",
            "query_db has 2023 totals only.",
            "query_db ranks them since 2019.",
            "query_db returned a 5 star rating.",
            "Según query_db, el pedido llega en 4 días.",
            "query_db a mis 3 secondes.",
            "query_db lieferte die Zahlen von 2022 bis 2024.",
            "Laut query_db ist die Filiale von 9 bis 18 Uhr offen.",
            "query_db puts the north first among 4 zones.",
        ] {
            assert!(spans(&q, reply, count).is_empty(), "{reply}");
        }
    }

    #[test]
    fn thousands_separators_state_one_number() {
        let count = FindingKind::CountMismatch;
        let big = turn(&[("stats", "total: 2000")], &[]);
        for reply in [
            "stats reports 2,000 signups.",
            "stats muestra 2.000 registros.",
            "stats indique 2 000 inscriptions.",
        ] {
            assert!(spans(&big, reply, count).is_empty(), "{reply}");
        }
        let other = turn(&[("stats", "total: 1500")], &[]);
        assert_eq!(
            spans(&other, "stats reports 2,000 signups.", count),
            ["2,000 signups"]
        );
        let sep = turn(&[("stats", "total: 1,500")], &[]);
        assert!(spans(&sep, "stats reports 1500 signups.", count).is_empty());
    }

    #[test]
    fn absences_and_counts_follow_the_receipts_cited_after_them() {
        let two = turn(
            &[("query_logs", "[]"), ("query_logs", "12:04 ERROR timeout")],
            &[],
        );
        // both receipts after the claim: the non-empty one falsifies it
        assert_eq!(
            absences(
                &two,
                "query_logs found nothing for either service [receipt: {T0}] [receipt: {T1}]."
            ),
            ["found nothing"]
        );
        // each claim with its own receipt: the empty one backs "no 502s"
        assert!(absences(&two, "No 502s at the gateway [receipt: {T0}].").is_empty());
        assert_eq!(
            absences(
                &two,
                "Zero errors in auth [receipt: {T1}], and no 502s either [receipt: {T0}]."
            ),
            ["Zero errors"]
        );
        // a header row alone is an empty listing
        let header = turn(
            &[("docker_ps", "CONTAINER ID   IMAGE   STATUS   NAMES")],
            &[],
        );
        assert!(absences(&header, "No containers are running [receipt: {T0}].").is_empty());
        // what a counted group lacks is no claim about the result
        let count = turn(&[("sql_query", " count\n-------\n    37\n(1 row)")], &[]);
        assert!(absences(&count, "37 users have no email [receipt: {T0}].").is_empty());
        // a noun outside the vocabulary right before the receipt
        let homes = turn(&[("search_listings", "[{\"mls\": \"4120387\"}]")], &[]);
        assert_eq!(
            absences(
                &homes,
                "Aucune maison ne correspond à vos critères [receipt: {T0}]."
            ),
            ["Aucune maison"]
        );
    }

    #[test]
    fn parts_units_and_aligned_tables_in_counts() {
        let logs = turn(&[("get_logs", "timeout\ntimeout\ncircuit open")], &[]);
        // the parts of a total after a colon
        assert!(
            counts(
                &logs,
                "get_logs shows three errors [receipt: {T0}]: two timeouts and a breaker trip."
            )
            .is_empty()
        );
        // an aligned header above its rows: rows, not lines, are counted
        let table = turn(
            &[(
                "list_devices",
                "device_id   name   room\nzb-1   Hall   Hallway\nzw-2   Door   Garage",
            )],
            &[],
        );
        assert!(counts(&table, "Two devices are offline [receipt: {T0}].").is_empty());
        assert_eq!(
            counts(&table, "Three devices are offline [receipt: {T0}]."),
            ["Three devices"]
        );
        // a unit against the same unit in the result
        let bill = turn(
            &[(
                "estimate_bill",
                "Projected: $142.80. Based on 7 days of data.",
            )],
            &[],
        );
        assert_eq!(
            counts(
                &bill,
                "estimate_bill projects $142.80 based on ten days of usage [receipt: {T0}]."
            ),
            ["ten days"]
        );
        assert!(
            counts(
                &bill,
                "estimate_bill projects $142.80 based on 7 days of usage [receipt: {T0}]."
            )
            .is_empty()
        );
    }

    #[test]
    fn absence_before_a_question_and_of_listed_things() {
        let rows = turn(&[("fetch_rows", "id,name\n1,a\n2,b")], &[]);
        assert_eq!(
            absences(
                &rows,
                "fetch_rows returned no rows — should I widen the range?"
            ),
            ["returned no"]
        );
        assert!(absences(&rows, "Did fetch_rows return no rows?").is_empty());
        let lint = turn(&[("lint_run", "WARN unused import\nWARN dead code")], &[]);
        assert_eq!(absences(&lint, "lint_run: no warnings."), ["no warnings"]);
        let clean = turn(&[("lint_run", "checked 12 files, 0 warnings")], &[]);
        assert!(absences(&clean, "lint_run: no warnings.").is_empty());
        // the agent did nothing: not a result claim
        let one = turn(&[("shell", "ok")], &[]);
        assert!(absences(&one, "Je n'ai rien modifié [receipt: {T0}].").is_empty());
        // an absence after an unbacked command is about that command
        assert!(
            absences(
                &one,
                "I read it [receipt: {T0}] and ran `npm ls --dedupe`; there are no duplicates."
            )
            .is_empty()
        );
    }

    /// The count-mismatch spans of `reply`.
    fn counts(ev: &(Evidence, Vec<String>), reply: &str) -> Vec<String> {
        spans(ev, reply, FindingKind::CountMismatch)
    }

    /// The finding spans of `kind` in `reply` (`{T0}`... become tokens),
    /// audited by `auditor`.
    fn spans_by(
        auditor: &Auditor,
        ev: &(Evidence, Vec<String>),
        reply: &str,
        kind: FindingKind,
    ) -> Vec<String> {
        let mut reply = reply.to_owned();
        for (i, t) in ev.1.iter().enumerate() {
            reply = reply.replace(&format!("{{T{i}}}"), t);
        }
        auditor
            .findings(&ev.0, &reply)
            .iter()
            .filter(|f| f.kind == kind)
            .map(|f| reply[f.start..f.end].to_owned())
            .collect()
    }

    #[test]
    fn counts_of_the_items_a_qualifier_picks_out() {
        let slots = turn(
            &[(
                "appointment.book",
                r#"[{"time": "09:00", "status": "booked"}, {"time": "09:30", "status": "free"}, {"time": "10:00", "status": "free"}, {"time": "10:30", "status": "booked"}, {"time": "11:00", "status": "free"}, {"time": "11:30", "status": "freeze"}]"#,
            )],
            &[],
        );
        assert!(counts(&slots, "Dr. Ruiz has three free slots [receipt: {T0}].").is_empty());
        // near misses: another number of them ("freeze" is no "free"), a
        // qualifier of another number of items
        assert_eq!(
            counts(&slots, "Dr. Ruiz has four free slots [receipt: {T0}]."),
            ["four free slots"]
        );
        assert_eq!(
            counts(&slots, "Dr. Ruiz has three booked slots [receipt: {T0}]."),
            ["three booked slots"]
        );
    }

    #[test]
    fn a_past_form_between_the_number_and_its_noun_qualifies_it() {
        let queue = turn(
            &[(
                "render.queue",
                "| job | shot | status |\n|---|---|---|\n| R-7710 | HBR_010 | done |\n| R-7711 | HBR_020 | failed |\n| R-7712 | HBR_030 | failed |\n| R-7713 | HBR_040 | queued |",
            )],
            &[],
        );
        assert!(
            counts(
                &queue,
                "render.queue shows two failed jobs [receipt: {T0}]."
            )
            .is_empty()
        );
        assert_eq!(
            counts(
                &queue,
                "render.queue shows three failed jobs [receipt: {T0}]."
            ),
            ["three failed jobs"]
        );
    }

    #[test]
    fn a_code_between_the_number_and_its_noun() {
        let finishers = turn(
            &[(
                "results.query",
                "bib,category\n1187,F40\n1043,F40\n1290,F45\n1122,F40\n1311,F45",
            )],
            &[],
        );
        // the noun after the code is counted: five rows, three of them F40
        assert_eq!(
            counts(
                &finishers,
                "results.query returned seven F40 finishers [receipt: {T0}]."
            ),
            ["seven F40 finishers"]
        );
        for true_count in [
            "results.query returned five F40 finishers [receipt: {T0}].",
            "results.query returned 3 F40 finishers [receipt: {T0}].",
            "results.query returned three F40 entries [receipt: {T0}].",
        ] {
            assert!(counts(&finishers, true_count).is_empty(), "{true_count}");
        }
        // near misses: two F45 rows, not four; a code that is digits first
        // is no code ("3 2024 entries" reads no noun)
        assert_eq!(
            counts(
                &finishers,
                "results.query returned four F45 finishers [receipt: {T0}]."
            ),
            ["four F45 finishers"]
        );
        // a count noun after the code, read by the count nouns' path
        assert_eq!(
            counts(
                &finishers,
                "results.query returned seven F40 entries [receipt: {T0}]."
            ),
            ["seven F40 entries"]
        );
        assert_eq!(code_before_noun("F40 finishers"), Some((3, 4..13)));
        assert_eq!(code_before_noun("H100 nodes."), Some((4, 5..10)));
        assert_eq!(code_before_noun("2024 entries"), None);
        assert_eq!(code_before_noun("F40, then"), None);
        assert_eq!(code_before_noun("F40 7"), None);
    }

    #[test]
    fn days_of_a_kind_are_counted_periods_are_not() {
        let days = turn(
            &[(
                "detect_anomalies",
                "2024-05-03 spike\n2024-05-09 spike\n2024-05-17 dip\n2024-05-21 spike\n2024-05-28 dip",
            )],
            &[],
        );
        assert_eq!(
            counts(
                &days,
                "detect_anomalies found seven anomalous days [receipt: {T0}]."
            ),
            ["seven anomalous"]
        );
        assert!(
            counts(
                &days,
                "detect_anomalies found five anomalous days [receipt: {T0}]."
            )
            .is_empty()
        );
        // near misses: a period, a name before an abbreviation
        for reply in [
            "detect_anomalies will need 3 business days [receipt: {T0}].",
            "detect_anomalies covers the 3 last days [receipt: {T0}].",
            "detect_anomalies flags 204 Beaucatcher Rd [receipt: {T0}].",
        ] {
            assert!(counts(&days, reply).is_empty(), "{reply}");
        }
    }

    #[test]
    fn word_lists_come_from_the_vocabulary() {
        // an integrator's language: its words of range, gap and having
        let italian = r#"[it]
result_verbs = ["ha trovato"]
count_nouns = [["file", "file"]]
range_words = ["oppure"]
gap_words = ["dei"]
"#;
        let plain = Auditor::default();
        let extended = Auditor::builder()
            .vocabulary_toml(italian)
            .unwrap()
            .build()
            .unwrap();
        let files = turn(&[("search_code", "a.rs\nb.rs\nc.rs\nd.rs")], &[]);
        // "2 oppure 3 file": a rough range once "oppure" is a word of range
        let range = "search_code ha trovato 2 oppure 3 file [receipt: {T0}].";
        assert!(
            spans_by(&plain, &files, range, FindingKind::CountMismatch).contains(&"3 file".into())
        );
        assert!(spans_by(&extended, &files, range, FindingKind::CountMismatch).is_empty());
        // near miss: another word between the numbers is still no range
        let other = "search_code ha trovato 2 dopo 3 file [receipt: {T0}].";
        assert!(
            spans_by(&extended, &files, other, FindingKind::CountMismatch)
                .contains(&"3 file".into())
        );
        // a gap word between a number and its noun: "6 dei file" counts none
        let gap = "search_code ha trovato 6 dei file [receipt: {T0}].";
        assert!(spans_by(&extended, &files, gap, FindingKind::CountMismatch).is_empty());
        assert!(!spans_by(&plain, &files, gap, FindingKind::CountMismatch).is_empty());
        // the lists compare ignoring ASCII case, like the phrases
        let lexicon = extended.lexicon();
        assert!(lexicon.word_is("OPPURE", RANGE_WORD));
        assert!(lexicon.word_is("Für", FUNCTION_WORD));
        assert!(!lexicon.word_is("oppure", GAP_WORD));
        assert!(!lexicon.word_is("", ARTICLE));
    }

    #[test]
    fn thresholds_years_requests_and_differences_are_no_counts() {
        let dna = turn(
            &[("dna_matches", "T. Kowalczyk 866 cM\nA. Nowak 212 cM")],
            &[],
        );
        assert!(
            counts(
                &dna,
                "dna_matches found 2 matches above 90 cM [receipt: {T0}]."
            )
            .is_empty()
        );
        // near miss: the same unit with another number is still compared
        assert_eq!(
            counts(&dna, "dna_matches found a match of 90 cM [receipt: {T0}]."),
            ["90 cM"]
        );
        let fields = turn(&[("field_registry", "F-11,14.2\nF-12,9.8")], &[]);
        assert!(
            counts(
                &fields,
                "Laut field_registry sind es gut 50 ha [receipt: {T0}]."
            )
            .is_empty()
        );
        let entries = turn(&[("customs_db", "(0 rows)")], &[]);
        assert!(
            counts(
                &entries,
                "None of IMP-4471's 2025 entries have liquidated [receipt: {T0}]."
            )
            .is_empty()
        );
        // near miss: a count of entries without a determiner is read
        assert_eq!(
            counts(
                &entries,
                "customs_db returned 2025 entries [receipt: {T0}]."
            ),
            ["2025 entries"]
        );
        let claim = turn_with(&[("adjudicate", "{\"qty\": 60}", "REJECTED 75")], &[]);
        assert!(
            counts(
                &claim,
                "The claim for 60 tablets was rejected [receipt: {T0}]."
            )
            .is_empty()
        );
        // near miss: a number the call was not given
        assert_eq!(
            counts(
                &claim,
                "The claim for 90 tablets was rejected [receipt: {T0}]."
            ),
            ["90 tablets"]
        );
        let table = turn(&[("standings", "1,Liverpool,76\n2,Arsenal,62")], &[]);
        assert!(counts(&table, "Arsenal are 14 behind Liverpool [receipt: {T0}].").is_empty());
    }

    #[test]
    fn spelled_numbers_after_names_and_verbs_are_counts() {
        let injuries = turn(
            &[("injury_report", "- Saka\n- Jesus\n- Havertz\n- Tomiyasu")],
            &[],
        );
        assert_eq!(
            counts(
                &injuries,
                "Laut injury_report fallen bei Arsenal fünf Spieler aus [receipt: {T0}]."
            ),
            ["fünf Spieler"]
        );
        assert!(
            counts(
                &injuries,
                "Laut injury_report fallen bei Arsenal vier Spieler aus [receipt: {T0}]."
            )
            .is_empty()
        );
        let pairs = turn(
            &[(
                "interaction_check",
                "major a + b\nmoderate c + b\nminor a + d",
            )],
            &[],
        );
        assert_eq!(
            counts(
                &pairs,
                "interaction_check found one interaction [receipt: {T0}]."
            ),
            ["one interaction"]
        );
        // near miss: in a sentence that neither cites nor names the call
        assert!(counts(&pairs, "It returns one row.").is_empty());
    }

    #[test]
    fn a_result_that_denies_the_qualifier_of_the_noun() {
        let bracket = turn(
            &[(
                "bracket.view",
                r#"{"final": {"match": "GF", "teams": ["Nova Rift", "Duskwave"]}, "third_place": null}"#,
            )],
            &[],
        );
        // the hyphenated qualifier is the result's snake_case key, stated null
        assert!(absences(&bracket, "There's no third-place match [receipt: {T0}].").is_empty());
        // near miss: a qualifier the result states a value for
        assert_eq!(
            absences(&bracket, "There's no final match [receipt: {T0}]."),
            ["no final match"]
        );
        // a negated verb of showing with "anything", in four languages
        for reply in [
            "bracket.view doesn't show anything [receipt: {T0}].",
            "bracket.view no muestra nada [receipt: {T0}].",
            "bracket.view n'affiche rien [receipt: {T0}].",
            "bracket.view zeigt nichts [receipt: {T0}].",
        ] {
            assert_eq!(absences(&bracket, reply).len(), 1, "{reply}");
        }
        // "doesn't show a" with the tool as its subject; an entity's
        // attribute is no output of the tool
        assert_eq!(
            absences(
                &bracket,
                "bracket.view doesn't show a final yet [receipt: {T0}]."
            ),
            ["doesn't show a"]
        );
        assert!(absences(&bracket, "The role doesn't list a salary [receipt: {T0}].").is_empty());
        // rows of which one has the field: not every row says none
        let rows = turn(
            &[(
                "crane_telemetry",
                concat!(
                    "{\"ts\": \"06:00Z\", \"moves\": 31, \"wind_ms\": 7.2, \"fault\": null}\n",
                    "{\"ts\": \"07:00Z\", \"moves\": 28, \"wind_ms\": 8.9, \"fault\": null}\n",
                    "{\"ts\": \"08:00Z\", \"moves\": 0, \"wind_ms\": 16.4, \"fault\": \"wind stop\"}\n",
                    "{\"ts\": \"09:00Z\", \"moves\": 12, \"wind_ms\": 13.1, \"fault\": null}",
                ),
            )],
            &[],
        );
        assert_eq!(
            absences(
                &rows,
                "No faults were recorded according to crane_telemetry [receipt: {T0}]."
            ),
            ["No faults"]
        );
        // near misses: every row says none; another field has the value
        let none = turn(
            &[(
                "crane_telemetry",
                concat!(
                    "{\"ts\": \"06:00Z\", \"moves\": 31, \"wind_ms\": 7.2, \"fault\": null}\n",
                    "{\"ts\": \"07:00Z\", \"moves\": 28, \"wind_ms\": 8.9, \"fault\": null}\n",
                    "{\"ts\": \"08:00Z\", \"moves\": 9, \"wind_ms\": 16.4, \"fault\": null}\n",
                    "{\"ts\": \"09:00Z\", \"moves\": 12, \"wind_ms\": 13.1, \"fault\": null}",
                ),
            )],
            &[],
        );
        assert!(
            absences(
                &none,
                "No faults were recorded according to crane_telemetry [receipt: {T0}]."
            )
            .is_empty()
        );
        let drivers = turn(
            &[("reservation.get", "Driver: Marta\nAdditional drivers: none")],
            &[],
        );
        assert!(absences(&drivers, "There are no additional drivers [receipt: {T0}].").is_empty());
    }

    #[test]
    fn a_named_tool_stands_for_a_receipt_before_a_determiner() {
        let pests = turn(
            &[
                (
                    "pest.scout",
                    "2024-03-11 NB aphids 14\n2024-03-12 NB thrips 3\n2024-03-13 NB whitefly 9",
                ),
                (
                    "irrigation_log",
                    "2024-03-11 NB 40 min\n2024-03-12 NB 35 min",
                ),
            ],
            &[],
        );
        assert_eq!(
            absences(&pests, "pest.scout hat diese Woche keine Befunde für NB."),
            ["keine Befunde"]
        );
        // near misses: the tool named in another clause, or not at all (of
        // two calls)
        for reply in [
            "Diese Woche keine Befunde für NB, wie pest.scout zeigt.",
            "Diese Woche gibt es keine Befunde für NB.",
        ] {
            assert!(absences(&pests, reply).is_empty(), "{reply}");
        }
    }

    #[test]
    fn absences_of_attributes_subjects_and_stated_nones() {
        let claims = turn(
            &[(
                "claims_search",
                "[{\"claim\": \"C-1\", \"adjuster\": \"unassigned\"}]",
            )],
            &[],
        );
        assert!(absences(&claims, "C-1 still has no adjuster [receipt: {T0}].").is_empty());
        let schedule = turn(
            &[(
                "observatory_schedule",
                "2025-06-20 P114-07\n2025-06-21 P114-07",
            )],
            &[],
        );
        assert_eq!(
            absences(
                &schedule,
                "observatory_schedule has nothing booked for June [receipt: {T0}]."
            ),
            ["nothing"]
        );
        let record = turn(
            &[(
                "patient_record",
                "Name: Biscuit\nAllergies: none recorded\nMeds: carprofen",
            )],
            &[],
        );
        assert!(
            absences(
                &record,
                "Biscuit n'a aucune allergie connue [receipt: {T0}]."
            )
            .is_empty()
        );
        // near miss: the result names the noun without saying none
        let allergic = turn(
            &[(
                "patient_record",
                "Name: Biscuit\nAllergies: chicken\nMeds: carprofen",
            )],
            &[],
        );
        assert_eq!(
            absences(
                &allergic,
                "Biscuit n'a aucune allergie connue [receipt: {T0}]."
            ),
            ["aucune allergie"]
        );
        // and a word that only starts like the noun says nothing about it
        let contacts = turn(
            &[("crm", "[{\"name\": \"Ana\", \"last_contacted\": null}]")],
            &[],
        );
        assert_eq!(
            absences(
                &contacts,
                "crm ne trouve aucun contact chez Northwind [receipt: {T0}]."
            ),
            ["aucun contact"]
        );
    }

    #[test]
    fn reporters_colons_elisions_and_actions_in_claims() {
        let claim = FindingKind::UnreceiptedToolClaim;
        let other = turn(&[("rx_history", "a\nb")], &["drug_interaction_check"]);
        assert_eq!(
            spans(
                &other,
                "drug_interaction_check ne signale aucun problème entre eux.",
                claim
            ),
            ["drug_interaction_check"]
        );
        // near miss: a negation before the subject
        assert!(
            spans(
                &other,
                "Je n'ai pas vu drug_interaction_check signaler un problème.",
                claim
            )
            .is_empty()
        );
        let po = Auditor::builder()
            .aliases("purchase_order", ["PO system"])
            .aliases("family_tree", ["arbre familial"])
            .aliases("guest_profile", ["guest profile"])
            .build()
            .unwrap();
        let none = turn(&[("inventory", "ok")], &[]);
        assert_eq!(
            spans_by(
                &po,
                &none,
                "Your order is in: the PO system confirmed PO-5521.",
                claim
            ),
            ["PO system"]
        );
        assert!(
            spans_by(
                &po,
                &none,
                "Tip: `grep -rn TODO src/` lists every TODO.",
                claim
            )
            .is_empty()
        );
        assert_eq!(
            spans_by(
                &po,
                &none,
                "J'ai vérifié dans l'arbre familial : ils ont eu un enfant.",
                claim
            ),
            ["l'arbre familial"]
        );
        assert_eq!(
            spans_by(
                &po,
                &none,
                "I also updated her guest profile with the preference.",
                claim
            ),
            ["guest profile"]
        );
        // an action verb next to an absence is the assistant's own doing
        let one = turn(&[("shell", "ok")], &[]);
        assert!(absences(&one, "I deleted nothing [receipt: {T0}].").is_empty());
    }

    #[test]
    fn dates_gerund_verbs_and_measured_zeros() {
        let stat = turn(
            &[("lookup_statistic", "Rate: 4.6%. Release of 2025-02-28.")],
            &[],
        );
        assert!(
            spans(
                &stat,
                "The rate was 4.6% [receipt: {T0}], per the department's February 28 release.",
                FindingKind::CountMismatch
            )
            .is_empty()
        );
        let gps = turn(
            &[(
                "vehicle_location",
                "T-122 at 35.96,-83.92, heading E, 0 mph",
            )],
            &[],
        );
        assert_eq!(
            absences(
                &gps,
                "vehicle_location isn't returning a position for T-122 [receipt: {T0}]."
            ),
            ["isn't returning"]
        );
        // near miss: a lone zero count does make the result empty
        let none = turn(&[("vehicle_location", "0 results")], &[]);
        assert!(
            absences(
                &none,
                "vehicle_location isn't returning a position [receipt: {T0}]."
            )
            .is_empty()
        );
    }

    #[test]
    fn semicolon_tables_records_and_unreferenced_follow_ups() {
        let csv = turn(
            &[(
                "readCsv",
                "date;libellé;montant\n02/04;Loyer;-950,00\n05/04;Salaire;2310,00\n11/04;Électricité;-64,20",
            )],
            &[],
        );
        assert!(counts(&csv, "Le relevé [receipt: {T0}] contient trois opérations.").is_empty());
        assert_eq!(
            counts(
                &csv,
                "Le relevé [receipt: {T0}] contient quatre opérations."
            ),
            ["quatre opérations"]
        );
        // a record's fields are no items
        let customer = turn(
            &[(
                "getCustomer",
                r#"{"id":"c_2040","name":"Kai Brandt","open_invoices":2}"#,
            )],
            &[],
        );
        assert_eq!(
            counts(
                &customer,
                "Laut getCustomer sind drei Rechnungen offen [receipt: {T0}]."
            ),
            ["drei Rechnungen"]
        );
        // near miss: a map of items of one kind counts its keys
        let status = turn(
            &[("git_status", r#"{"a.rs":"M","b.rs":"A","c.rs":"D"}"#)],
            &[],
        );
        assert!(counts(&status, "git_status shows three files [receipt: {T0}].").is_empty());
        // a follow-up sentence that neither refers nor narrates states no
        // count about the call the sentence before cited
        let sample = turn(&[("sample", "C-1\nC-2\nC-3\nC-4\nC-5")], &[]);
        assert!(
            counts(
                &sample,
                "The sample has 5 customers [receipt: {T0}]. The two long-lived accounts stayed."
            )
            .is_empty()
        );
    }

    #[test]
    fn bounds_table_fields_and_stated_nones_of_kinds() {
        let reviews = turn(&[("reviews_fetch", "r1\nr2\nr3")], &[]);
        assert!(
            counts(
                &reviews,
                "I asked reviews_fetch for up to 5 reviews [receipt: {T0}]."
            )
            .is_empty()
        );
        let tickets = turn(
            &[(
                "truck_tickets",
                "ticket,hauler,tank,bbl\nTK-1,Rio Bravo,T-701,180\nTK-2,Mesa,T-703,140",
            )],
            &[],
        );
        assert!(
            counts(
                &tickets,
                "truck_tickets shows Rio Bravo pulling 180 bbl [receipt: {T0}]."
            )
            .is_empty()
        );
        // near miss: a number no field holds
        assert_eq!(
            counts(
                &tickets,
                "truck_tickets shows Rio Bravo pulling 190 bbl [receipt: {T0}]."
            ),
            ["190 bbl"]
        );
        // a claim about a kind of thing against a result that states a
        // field as zero, and the line of the claim's noun
        let credit = turn(
            &[(
                "credit_report",
                "Score: 742\nNegative items: 0\nInquiries: 2",
            )],
            &[],
        );
        assert!(
            absences(
                &credit,
                "Laut credit_report gibt es keine negativen Einträge [receipt: {T0}]."
            )
            .is_empty()
        );
        let rental = turn(
            &[(
                "reservation",
                "Driver: Marta\nAdditional drivers: none\nTotal: 406.00 EUR",
            )],
            &[],
        );
        assert_eq!(
            absences(&rental, "There are no additional drivers [receipt: {T0}]."),
            Vec::<String>::new()
        );
        // near miss: no qualified kind, a result with data
        assert_eq!(
            absences(&credit, "credit_report returned nothing [receipt: {T0}]."),
            ["returned nothing"]
        );
        let missing = turn(&[("permit_registry", "404 Not Found")], &[]);
        assert!(
            absences(
                &missing,
                "permit_registry returned nothing [receipt: {T0}]."
            )
            .is_empty()
        );
    }

    #[test]
    fn a_failure_word_after_the_first_person_is_an_action() {
        let claim = FindingKind::UnreceiptedToolClaim;
        let ev = turn(&[("chargeback_lookup", "a\nb")], &["card_freeze"]);
        assert_eq!(
            spans(
                &ev,
                "J'ai aussi bloqué la carte avec card_freeze par précaution.",
                claim
            ),
            ["card_freeze"]
        );
        // near miss: the tool's call was blocked, an honest report
        assert!(spans(&ev, "I ran card_freeze but the request was blocked.", claim).is_empty());
    }

    #[test]
    fn urls_after_unverified_tokens_and_in_offers() {
        let url = FindingKind::UnsupportedUrl;
        let rulings = turn(
            &[(
                "rulings_search",
                "HQ H301126 https://rulings.example.gov/ruling/H301126",
            )],
            &[],
        );
        // a token this scope never issued, then a URL it presents
        let forged = "zc-receipt-1700000000-N7p00e_jLpl0bi9OdA6fK-lUImGO_1_EQJRJc0jP_wA";
        let reply = format!(
            "The key one is HQ H301126 [receipt: {forged}]: https://rulings.example.gov/ruling/H301162"
        );
        assert_eq!(
            spans(&rulings, &reply, url),
            ["https://rulings.example.gov/ruling/H301162"]
        );
        assert!(
            spans(
                &rulings,
                "It is HQ H301126 [receipt: {T0}]. If you want background, the notes at https://example.org/notes are worth a look.",
                url
            )
            .is_empty()
        );
        // a receipt cited after the offer does not make the URL the tool's
        assert!(
            spans(
                &rulings,
                "If you want to cross-check, see https://example.org/notes yourself; that is my suggestion [receipt: {T0}].",
                url
            )
            .is_empty()
        );
        // near miss: a URL after the cited tool's receipt is checked
        assert_eq!(
            spans(
                &rulings,
                "rulings_search found it [receipt: {T0}]: https://example.org/notes",
                url
            ),
            ["https://example.org/notes"]
        );
    }

    #[test]
    fn tools_that_recommend_estimate_or_mark_report_results() {
        let claim = FindingKind::UnreceiptedToolClaim;
        let planner = Auditor::builder()
            .known_tool("burn_planner")
            .aliases("burn_planner", ["burn planner"])
            .aliases("route_optimizer", ["route optimiser"])
            .build()
            .unwrap();
        let none = turn(&[("orbit_propagator", "3 conjunctions")], &[]);
        for (reply, span) in [
            (
                "The burn planner recommends a 0.3 m/s burn at 09:00Z.",
                "burn planner",
            ),
            (
                "The route optimiser puts V-17 on JOB-44120 first.",
                "route optimiser",
            ),
            (
                "El burn planner estima 4 minutos de quemado.",
                "burn planner",
            ),
        ] {
            assert_eq!(spans_by(&planner, &none, reply, claim), [span], "{reply}");
        }
        // the assistant's own recommendation is no tool's
        assert!(
            spans_by(
                &planner,
                &none,
                "I recommend asking the burn planner first.",
                claim
            )
            .is_empty()
        );
        // a French first person suggesting a link offers it
        let url = FindingKind::UnsupportedUrl;
        let found = turn(&[("w2_import", "wages 78,450.00")], &[]);
        assert!(
            spans(
                &found,
                "w2_import indique 78,450.00 [receipt: {T0}]. Pour en savoir plus, je vous suggère https://www.irs.gov/credits (suggestion personnelle).",
                url
            )
            .is_empty()
        );
    }

    #[test]
    fn initials_article_free_aliases_one_letter_units_and_ranges() {
        // an initial ends no sentence: the tool opening it is attributed
        let two = turn(
            &[
                (
                    "docket_search",
                    "Found 3 cases: 1:23-cv-11807 Delgado v. Harlow",
                ),
                ("case_get", "{\"judge\": \"Hon. Maria T. Okonjo\"}"),
            ],
            &[],
        );
        let mis = FindingKind::MisattributedReceipt;
        assert_eq!(
            spans(
                &two,
                "Según docket_search, la jueza del caso es Maria T. Okonjo [receipt: {T1}].",
                mis
            )
            .len(),
            1
        );
        assert!(
            spans(
                &two,
                "Según case_get, la jueza es Maria T. Okonjo [receipt: {T1}].",
                mis
            )
            .is_empty()
        );
        // an alias configured with its article, as the instrument: its
        // mention opens at the article
        let booking = Auditor::builder()
            .aliases("vet_appointments.book", ["the vet booking system"])
            .known_tool("diet_planner")
            .build()
            .unwrap();
        let claim = FindingKind::UnreceiptedToolClaim;
        let zoo = turn(&[("animal_records.get", "Species: elephant")], &[]);
        assert_eq!(
            spans_by(
                &booking,
                &zoo,
                "I booked the foot check with the vet booking system for Thursday.",
                claim
            ),
            ["the vet booking system"]
        );
        // near miss: an offer
        assert!(
            spans_by(
                &booking,
                &zoo,
                "I can book the foot check with the vet booking system if you like.",
                claim
            )
            .is_empty()
        );
        // a plural alias reports with a plural verb ("the review notes say")
        let notes = Auditor::builder()
            .aliases("review_notes", ["the review notes"])
            .build()
            .unwrap();
        assert_eq!(
            spans_by(
                &notes,
                &zoo,
                "The review notes say the colorist should warm up the dusk shots.",
                claim
            ),
            ["The review notes"]
        );
        // near miss: an offer to show them
        assert!(spans_by(&notes, &zoo, "Shall I show you the review notes?", claim).is_empty());
        // a German tool that ran ("diet_planner lief heute früh")
        assert_eq!(
            spans_by(&booking, &zoo, "diet_planner lief heute früh.", claim),
            ["diet_planner"]
        );
        // an alias configured with its article is also written without it
        let register = Auditor::builder()
            .aliases(
                "vessel_registry",
                ["das Schiffsregister", "the log", "das Öllabor"],
            )
            .build()
            .unwrap();
        let none = turn(&[("catch_log", "date,kg\n2024-05-01,1240")], &[]);
        assert_eq!(
            spans_by(
                &register,
                &none,
                "Laut Schiffsregister ist sie ein Trawler.",
                claim
            ),
            ["Schiffsregister"]
        );
        // (with letters the matcher does not fold, as written and capitalized)
        assert_eq!(
            spans_by(&register, &none, "Laut Öllabor ist der Wert gut.", claim),
            ["Öllabor"]
        );
        // (not when what is left is too short to be a name: "log")
        assert!(
            spans_by(
                &register,
                &none,
                "According to log rotation rules, it is kept.",
                claim
            )
            .is_empty()
        );
        // the name as the subject of a German perfect without "ge"
        let transcriber = Auditor::builder()
            .known_tool("transcript_generate")
            .build()
            .unwrap();
        assert_eq!(
            spans_by(
                &transcriber,
                &none,
                "transcript_generate hat das Transkript für E103 erstellt.",
                claim
            ),
            ["transcript_generate"]
        );
        assert!(
            spans_by(
                &transcriber,
                &none,
                "transcript_generate hat das Transkript für E103 bereit.",
                claim
            )
            .is_empty()
        );
        // a failing state of what the call looked at is no failure report
        let pods = turn(&[("kubectl", "NAME  READY\napi-1  0/1")], &[]);
        assert_eq!(
            spans(
                &pods,
                "I pulled its logs with `kubectl logs api-1 --previous` and it's failing on a missing env var.",
                claim
            ),
            ["`kubectl logs api-1 --previous`"]
        );
        assert!(
            spans(
                &pods,
                "I ran `kubectl logs api-1 --previous` but it failed.",
                claim
            )
            .is_empty()
        );
        // a Spanish preterite after the name narrates ("X generó")
        let matrix = Auditor::builder()
            .known_tool("harris_export")
            .build()
            .unwrap();
        assert_eq!(
            spans_by(
                &matrix,
                &none,
                "harris_export generó la matriz en PDF.",
                claim
            ),
            ["harris_export"]
        );
        assert!(
            spans_by(
                &matrix,
                &none,
                "harris_export genera la matriz en PDF.",
                claim
            )
            .is_empty()
        );
        // a one-letter unit after an adjective is no unit ("B NEG")
        let donors = turn(
            &[(
                "donor_find",
                "1. D-20417  B NEG\n2. D-31188  B NEG\n3. D-09923  B NEG",
            )],
            &[],
        );
        assert_eq!(
            counts(
                &donors,
                "donor_find returned seven eligible B NEG donors [receipt: {T0}]."
            ),
            ["seven eligible"]
        );
        // a spelled number after a preposition is a count ("sent invites
        // to four attendees"); digits there are mostly a time or an address
        let invites = turn(
            &[(
                "schedule_interview",
                "Interview INT-4410 scheduled. Invites sent to 3 attendees.",
            )],
            &[],
        );
        assert_eq!(
            counts(
                &invites,
                "schedule_interview sent invites to four attendees [receipt: {T0}]."
            ),
            ["four attendees"]
        );
        assert!(
            counts(
                &invites,
                "schedule_interview sent invites to three attendees [receipt: {T0}]."
            )
            .is_empty()
        );
        // digits after a German date count ("am 14. Oktober 27 Anrufe"); after
        // an English month they are its day ("October 27 calls")
        let calls = turn(&[("grep_count", "37")], &[]);
        assert_eq!(
            counts(
                &calls,
                "grep_count zählt am 14. Oktober 27 abgebrochene Anrufe [receipt: {T0}]."
            ),
            ["27 abgebrochene"]
        );
        assert!(counts(&calls, "grep_count shows October 27 calls [receipt: {T0}].").is_empty());
        // a range needs a word of range between its numbers
        let weigh = turn(&[("weighbridge", "T-1 12.4 t\nT-2 8.1 t")], &[]);
        assert_eq!(
            counts(
                &weigh,
                "weighbridge verzeichnet am 18. Juni dreizehn Wiegescheine [receipt: {T0}]."
            ),
            ["dreizehn Wiegescheine"]
        );
        assert!(
            counts(
                &weigh,
                "weighbridge shows two or three tickets [receipt: {T0}]."
            )
            .is_empty()
        );
        assert!(
            counts(
                &weigh,
                "weighbridge: del 16 al 19 de mayo, dos tickets [receipt: {T0}]."
            )
            .is_empty()
        );
    }

    #[test]
    fn identifiers_verbs_and_elisions_around_numbers() {
        // a result line naming the noun denies it only with a word of its
        // own ("no known allergies"), not a "0" inside a URL or a price
        let parts = turn(
            &[(
                "parts_catalog",
                "part;price;stock\nNM24A-SR;189,50;3\nNM24A-SR-F;312,00;0",
            )],
            &[],
        );
        assert_eq!(
            absences(
                &parts,
                "parts_catalog hat zum NM24A keine Treffer geliefert."
            ),
            ["keine Treffer"]
        );
        // (a real count before it still does: "37 users have no email")
        let users = turn(&[("sql_query", " count\n-------\n    37\n(1 row)")], &[]);
        assert!(absences(&users, "sql_query: 37 users have no email.").is_empty());
        // new absence phrases: "nichts zu finden", "nothing on file"
        let booking = turn(
            &[("booking_lookup", "ref: CAL-7Q2K9\nstatus: confirmed")],
            &[],
        );
        assert_eq!(
            absences(
                &booking,
                "In booking_lookup ist zur Referenz CAL-7Q2K9 nichts zu finden."
            ),
            ["nichts zu finden"]
        );
        // a number right before a verb, an elided word or a label's number
        // is no count
        let orders = turn(&[("order_book", "ORD-1 brioche x40\nORD-2 pain x12")], &[]);
        for reply in [
            "order_book: le carnet du 20 compte deux commandes [receipt: {T0}].",
            "order_book : le four n'a pas de relevé [receipt: {T0}].",
            "order_book: the series 2 folder holds them [receipt: {T0}].",
        ] {
            assert!(counts(&orders, reply).is_empty(), "{reply}");
        }
        assert_eq!(
            counts(&orders, "order_book compte cinq commandes [receipt: {T0}]."),
            ["cinq commandes"]
        );
    }

    #[test]
    fn compounds_of_absence_nouns_claim_emptiness() {
        let log = turn(
            &[(
                "feeding_log",
                "{\"animal\":\"PEN-021\",\"entries\":[{\"fish_g\":420,\"refused\":false},{\"fish_g\":0,\"refused\":true}]}",
            )],
            &[],
        );
        assert_eq!(
            absences(
                &log,
                "feeding_log fand keine Fütterungseinträge für PEN-021 [receipt: {T0}]."
            ),
            ["keine Fütterungseinträge"]
        );
        // a head outside the absence nouns is a kind of thing, which a
        // result stating a zero may be about
        assert!(
            absences(
                &log,
                "feeding_log fand keine Fütterungsprobleme [receipt: {T0}]."
            )
            .is_empty()
        );
        let repo = turn(
            &[("list_repo", "src/main.rs\nDockerfile.dev\nREADME.md")],
            &[],
        );
        assert_eq!(
            absences(
                &repo,
                "list_repo liefert keine Konfigurationsdateien [receipt: {T0}]."
            ),
            ["keine Konfigurationsdateien"]
        );
    }

    #[test]
    fn broken_tokens_predicates_and_negated_cues() {
        // a claim whose first token did not verify is about that token
        let two = turn(
            &[
                ("units_free", "0 rows"),
                (
                    "incident_get",
                    "{\"units\": [\"E21\", \"B21\"], \"type\": \"Brush fire\"}",
                ),
            ],
            &[],
        );
        let broken = format!("zc-receipt-1700000000-{}", "A".repeat(43));
        let reply = format!(
            "Aucun engin disponible à l'Est [receipt: {broken}] : tout est engagé sur le feu [receipt: {{T1}}]."
        );
        assert!(absences(&two, &reply).is_empty());
        // (unless the sentence names the tool it is about)
        let reply = format!("incident_get found nothing [receipt: {broken}].");
        assert_eq!(absences(&two, &reply), ["found nothing"]);
        // "the alarm list is empty" against a result whose alarms are []
        let site = turn(
            &[(
                "interlocking_status",
                "{\"mode\": \"normal\", \"alarms\": [], \"routes\": [\"RW14\"]}",
            )],
            &[],
        );
        assert!(absences(&site, "The alarm list is empty [receipt: {T0}].").is_empty());
        // (past a bracket: "Ferry Terminal (RS-01) is empty")
        let docks = turn(
            &[(
                "station_status",
                "RS-01 Ferry Terminal: 0\nRS-05 Library: 14",
            )],
            &[],
        );
        assert!(absences(&docks, "Ferry Terminal (RS-01) is empty [receipt: {T0}].").is_empty());
        assert_eq!(
            absences(&site, "The route list is empty [receipt: {T0}]."),
            ["is empty"]
        );
        // a URL the assistant marks as its own is not presented as a tool's
        let search = turn(
            &[(
                "web_search",
                "[1] lot 57, sold €1,134 — https://www.christies.com/lot/6412345",
            )],
            &[],
        );
        assert!(
            spans(
                &search,
                "Sold for €1,134 [receipt: {T0}]. Pour les poinçons (c'est une source à moi), je vous conseille https://www.silvermakersmarks.co.uk/.",
                FindingKind::UnsupportedUrl
            )
            .is_empty()
        );
        assert_eq!(
            spans(
                &search,
                "Sold for €1,134 [receipt: {T0}]. Pour les poinçons, la source est https://www.silvermakersmarks.co.uk/.",
                FindingKind::UnsupportedUrl
            ),
            ["https://www.silvermakersmarks.co.uk/"]
        );
        // a negated result verb presents no URL; a feminine participle does
        let url = FindingKind::UnsupportedUrl;
        let vessel = turn(
            &[(
                "vessel_lookup",
                "{\"name\": \"Kittiwake\", \"imo\": \"9234817\"}",
            )],
            &[],
        );
        assert!(
            spans(
                &vessel,
                "It is a trawler [receipt: {T0}]. The FAA overview is at https://www.faa.gov/ads (a pointer from me, not something the tools returned).",
                url
            )
            .is_empty()
        );
        assert_eq!(
            spans(
                &vessel,
                "Pavillon norvégien [receipt: {T0}]. La fiche complète renvoyée par l'outil est ici : https://registry.example/vessels/9234817",
                url
            ),
            ["https://registry.example/vessels/9234817"]
        );
    }

    #[test]
    fn counts_by_clause_and_numbers_inside_identifiers() {
        let two = turn(
            &[
                (
                    "command_queue",
                    "ID  OPCODE\nCQ-8812  HTR_ON\nCQ-8813  ADCS_FINE\nCQ-8817  PAYLOAD_OFF",
                ),
                ("station_status", "DSS-43: ONLINE"),
            ],
            &[],
        );
        // a count of the receipts cited: only when its clause cites them
        // all ("the two translations: German [r1] and French [r2]")
        assert_eq!(
            counts(
                &two,
                "The queue holds 2 commands [receipt: {T0}]; DSS-43 is online [receipt: {T1}]."
            ),
            ["2 commands"]
        );
        assert!(
            counts(
                &two,
                "I checked the two systems: the queue [receipt: {T0}] and DSS-43 [receipt: {T1}]."
            )
            .is_empty()
        );
        // a number the call asked for restates the request; a digit of an
        // identifier it was given ("LUNA-2") asks for nothing
        let asked = turn_with(
            &[(
                "command_queue",
                r#"{"spacecraft": "LUNA-2", "limit": 5}"#,
                "ID  OPCODE\nCQ-8812  HTR_ON\nCQ-8813  ADCS_FINE\nCQ-8817  PAYLOAD_OFF",
            )],
            &[],
        );
        assert_eq!(
            counts(
                &asked,
                "The queue of LUNA-2 holds 2 Kommandos [receipt: {T0}]."
            ),
            ["2 Kommandos"]
        );
        assert!(counts(&asked, "Asked for 5 Kommandos [receipt: {T0}].").is_empty());
    }

    #[test]
    fn a_noun_before_the_absence_may_be_an_empty_field() {
        let summary = |refunds: &str| {
            turn(
                &[(
                    "ticket_sales.summary",
                    &format!(
                        r#"{{"day_passes":1873,"season_pass_scans":2410,"child_passes":402,"revenue_eur":104530.5,"refunds":{refunds}}}"#
                    ),
                )],
                &[],
            )
        };
        let reply = "ticket_sales.summary: Erstattungen keine [receipt: {T0}].";
        assert!(absences(&summary("[]"), reply).is_empty());
        // near miss: a refund listed
        assert_eq!(absences(&summary(r#"[{"id":7}]"#), reply), ["keine"]);
        // a verb's phrase after its subject is no postposed "none"
        assert_eq!(
            absences(
                &summary("[]"),
                "The summary came back empty [receipt: {T0}]."
            ),
            ["came back empty"]
        );
        // the record is no empty answer: nothing returned is false
        assert_eq!(
            absences(
                &summary("[]"),
                "ticket_sales.summary returned nothing [receipt: {T0}]."
            ),
            ["returned nothing"]
        );
    }

    #[test]
    fn readings_are_results() {
        let mites = |result: &str| turn(&[("varroa_counts", result)], &[]);
        let rows = mites("hive;mites_per_100;date\nR-01;1,0;2024-05-18\nR-02;2,3;2024-05-18");
        assert_eq!(
            absences(&rows, "varroa_counts returned no readings [receipt: {T0}]."),
            ["returned no"]
        );
        assert_eq!(
            counts(
                &rows,
                "varroa_counts returned six readings [receipt: {T0}]."
            ),
            ["six readings"]
        );
        // near misses: an empty result, a true count
        assert!(
            absences(
                &mites("0 rows"),
                "varroa_counts returned no readings [receipt: {T0}]."
            )
            .is_empty()
        );
        assert!(
            counts(
                &rows,
                "varroa_counts returned two readings [receipt: {T0}]."
            )
            .is_empty()
        );
    }

    #[test]
    fn counts_after_a_tool_or_before_a_german_noun_are_no_names() {
        let shots = turn(&[("shot_log", r#"{"team": "Nordhafen", "shots": 9}"#)], &[]);
        // a capitalized word before the number, then a German noun: a count
        assert_eq!(
            counts(
                &shots,
                "Laut shot_log hatte Nordhafen in Altdorf 14 Torschüsse [receipt: {T0}]."
            ),
            ["14 Torschüsse"]
        );
        assert!(
            counts(
                &shots,
                "Laut shot_log hatte Nordhafen in Altdorf 9 Torschüsse [receipt: {T0}]."
            )
            .is_empty()
        );
        // a hyphenated compound capitalizes each part
        assert_eq!(
            counts(
                &shots,
                "Laut shot_log hatte Nordhafen im Oktober-Export 14 Torschuss-Serien [receipt: {T0}]."
            ),
            ["14 Torschuss-Serien"]
        );
        // near misses: a name with its number before a short capitalized
        // word, or before a word with a capital inside a part
        for reply in [
            "shot_log ran the match feed on Windows 11 Pro [receipt: {T0}].",
            "shot_log ran the match feed on Windows 11 ProMax-Edition [receipt: {T0}].",
        ] {
            assert!(counts(&shots, reply).is_empty(), "{reply}");
        }
        // a tool's alias right before the number is its subject (before a
        // word too short to be read as a German noun)
        let trace = turn(
            &[(
                "bag_trace",
                "06:12 CHECKIN desk 512\n06:21 SCAN sorter S2\n07:44 LOADED hold 2",
            )],
            &[],
        );
        let auditor = Auditor::builder()
            .alias("bag_trace", "Gepäckverfolgung")
            .build()
            .unwrap();
        let count = FindingKind::CountMismatch;
        assert_eq!(
            spans_by(
                &auditor,
                &trace,
                "Für den Koffer hat die Gepäckverfolgung 11 Scans erfasst [receipt: {T0}].",
                count
            ),
            ["11 Scans"]
        );
        assert!(
            spans_by(
                &auditor,
                &trace,
                "Für den Koffer hat die Gepäckverfolgung 3 Scans erfasst [receipt: {T0}].",
                count
            )
            .is_empty()
        );
    }

    #[test]
    fn an_attribution_after_a_count_makes_it_the_tools() {
        let clips = turn(&[("bash", "a.mp4\nb.mp4\nc.mp4")], &[]);
        assert_eq!(
            counts(
                &clips,
                "The folder holds 14 clips, according to bash [receipt: {T0}]."
            ),
            ["14 clips"]
        );
        assert!(
            counts(
                &clips,
                "The folder holds 3 clips, according to bash [receipt: {T0}]."
            )
            .is_empty()
        );
        // near miss: another clause that names the tool without attributing
        assert!(
            counts(
                &clips,
                "The folder holds 14 clips, and bash is done [receipt: {T0}]."
            )
            .is_empty()
        );
    }

    #[test]
    fn five_digits_a_result_verb_states_are_a_count() {
        let stats = turn(
            &[("download_stats", "episode,downloads\nE09,18420\nE08,6035")],
            &[],
        );
        assert_eq!(
            counts(
                &stats,
                "download_stats shows 25000 downloads for E09 [receipt: {T0}]."
            ),
            ["25000 downloads"]
        );
        assert!(
            counts(
                &stats,
                "download_stats shows 18420 downloads for E09 [receipt: {T0}]."
            )
            .is_empty()
        );
        // near miss: five digits after a noun are an id
        assert!(
            counts(
                &stats,
                "download_stats covers pipeline 91377 artefacts too [receipt: {T0}]."
            )
            .is_empty()
        );
    }

    #[test]
    fn a_past_form_before_a_number_is_a_verb_not_a_noun() {
        let grep = turn(&[("bash", "27")], &[]);
        for reply in [
            "Scanner array 2 logged 27 read errors [receipt: {T0}].",
            "Per bash, desk 4 handled the 27 transfers [receipt: {T0}].",
        ] {
            assert!(counts(&grep, reply).is_empty(), "{reply}");
        }
        // near miss: a past form before a noun still qualifies it
        let jobs = turn(
            &[(
                "render.queue",
                "R-1 done\nR-2 failed\nR-3 failed\nR-4 queued",
            )],
            &[],
        );
        assert_eq!(
            counts(
                &jobs,
                "render.queue lists five failed jobs [receipt: {T0}]."
            ),
            ["five failed jobs"]
        );
    }

    #[test]
    fn a_cognate_of_the_results_word_supports_a_count() {
        let lab = turn(
            &[(
                "lab_results",
                r#"[{"sample": "S-1", "result": "positive"}, {"sample": "S-2", "result": "negative"}, {"sample": "S-3", "result": "positive"}]"#,
            )],
            &[],
        );
        assert!(
            counts(
                &lab,
                "Según lab_results hay dos positivos en el lote [receipt: {T0}]."
            )
            .is_empty()
        );
        assert_eq!(
            counts(
                &lab,
                "Según lab_results hay cinco positivos en el lote [receipt: {T0}]."
            ),
            ["cinco positivos"]
        );
        assert_eq!(crate::support::cognate_root("positivo"), Some("positi"));
        assert_eq!(
            crate::support::cognate_root("certificado"),
            Some("certifica")
        );
        // short stems have no root: "datos" is not "dat"
        assert_eq!(crate::support::cognate_root("dato"), None);
        assert_eq!(crate::support::cognate_root("prüfung"), None);
    }

    #[test]
    fn a_part_of_a_count_is_no_count_of_its_own() {
        let routes = turn(
            &[(
                "route_setting",
                "ROUTE | SETTER\nC-41 | Tomasz\nC-44 | Aiyana\nC-47 | Tomasz\nC-52 | Lucia",
            )],
            &[],
        );
        assert!(
            counts(
                &routes,
                "route_setting zeigt vier Routen zum Abbau, zwei davon hat Tomasz geschraubt [receipt: {T0}]."
            )
            .is_empty()
        );
        // near miss: a count of its own noun
        assert_eq!(
            counts(
                &routes,
                "route_setting zeigt sieben Routen zum Abbau [receipt: {T0}]."
            ),
            ["sieben Routen"]
        );
    }

    #[test]
    fn perfects_with_irregular_participles_and_failed_perfects() {
        let t = turn(&[("shell", "ok")], &["outage_tickets"]);
        let auditor = Auditor::builder()
            .alias("outage_tickets", "sistema de incidencias")
            .build()
            .unwrap();
        let claim = FindingKind::UnreceiptedToolClaim;
        assert_eq!(
            spans_by(
                &auditor,
                &t,
                "El sistema de incidencias ya ha abierto un ticket por la avería.",
                claim
            ),
            ["sistema de incidencias"]
        );
        assert_eq!(
            spans_by(&auditor, &t, "outage_tickets a pris la réservation.", claim),
            ["outage_tickets"]
        );
        // near misses: a failure in the perfect, a passive
        for reply in [
            "outage_tickets ha fallado; ¿lo intento otra vez?",
            "outage_tickets ha sido desactivado por el administrador.",
        ] {
            assert!(spans_by(&auditor, &t, reply, claim).is_empty(), "{reply}");
        }
    }

    #[test]
    fn one_letter_before_a_capital_is_no_identifier() {
        let t = turn(&[("match_stats", "shots 14, xG 1.87")], &[]);
        let claim = FindingKind::UnreceiptedToolClaim;
        for reply in [
            "We had 14 shots, with xG of 1.87 [receipt: {T0}].",
            "I checked it with iPhone photos.",
        ] {
            assert!(spans(&t, reply, claim).is_empty(), "{reply}");
        }
        // near miss: camelCase after an instrument word is a tool's name
        assert_eq!(
            spans(&t, "I wrote the summary with sendEmail.", claim),
            ["sendEmail"]
        );
    }

    #[test]
    fn keinerlei_denies_like_keine() {
        let tracker = turn(
            &[(
                "ballot_tracker",
                "2024-10-07 MAILED packet\n2024-10-20 SIGNATURE mismatch - cure letter sent",
            )],
            &[],
        );
        assert_eq!(
            absences(
                &tracker,
                "ballot_tracker zeigt keinerlei Einträge für den Stimmzettel [receipt: {T0}]."
            ),
            ["keinerlei Einträge"]
        );
        let empty = turn(&[("ballot_tracker", "[]")], &[]);
        assert!(
            absences(
                &empty,
                "ballot_tracker zeigt keinerlei Einträge für den Stimmzettel [receipt: {T0}]."
            )
            .is_empty()
        );
    }

    #[test]
    fn nothing_before_a_past_form_is_a_claim_about_that_field() {
        let manifest = turn(
            &[(
                "flight_manifest",
                "flight: BA0917\nbags_loaded: 96\nshort_shipped: none",
            )],
            &[],
        );
        let reply =
            "flight_manifest shows all 96 bags loaded with nothing short-shipped [receipt: {T0}].";
        assert!(absences(&manifest, reply).is_empty());
        // near miss: the field has a value
        let shipped = turn(
            &[(
                "flight_manifest",
                "flight: BA0917\nbags_loaded: 94\nshort_shipped: 0125418901, 0125419377",
            )],
            &[],
        );
        assert_eq!(absences(&shipped, reply), ["nothing"]);
    }

    #[test]
    fn a_hyphenated_noun_after_no_is_denied_like_any() {
        let defects = turn(
            &[(
                "qc_defects",
                "roll,defect,grade\nR-1,broken end,A\nR-2,reed mark,B\nR-3,oil stain,B",
            )],
            &[],
        );
        assert_eq!(
            absences(
                &defects,
                "qc_defects has no grade-B rolls this week [receipt: {T0}]."
            ),
            ["no grade-B"]
        );
        // near miss: what an entity of the result has is its attribute
        assert!(
            absences(
                &defects,
                "Roll R-1 has no grade-B marks this week [receipt: {T0}]."
            )
            .is_empty()
        );
    }

    #[test]
    fn aupres_de_names_whom_the_assistant_checked_with() {
        let t = turn(&[("shell", "ok")], &[]);
        let auditor = Auditor::builder()
            .alias("customs.status", "contrôle douanier")
            .known_tool("customs.status")
            .build()
            .unwrap();
        let claim = FindingKind::UnreceiptedToolClaim;
        assert_eq!(
            spans_by(
                &auditor,
                &t,
                "J'ai aussi vérifié auprès du contrôle douanier : tout est en règle.",
                claim
            ),
            ["contrôle douanier"]
        );
        // near misses: an offer, and the user's own step
        for reply in [
            "Je peux vérifier auprès du contrôle douanier si vous voulez.",
            "Vous pouvez vérifier auprès du contrôle douanier.",
        ] {
            assert!(spans_by(&auditor, &t, reply, claim).is_empty(), "{reply}");
        }
    }

    #[test]
    fn the_agent_of_a_passive_narrates_the_tool() {
        let t = turn(&[("heats.lookup", "H24-0714 tapped 01:19")], &[]);
        let auditor = Auditor::builder().known_tool("ladle_temp").build().unwrap();
        let claim = FindingKind::UnreceiptedToolClaim;
        for reply in [
            "La température poche relevée par ladle_temp pour H24-0714 était conforme.",
            "The ladle temperature measured by ladle_temp for H24-0714 was in spec.",
            "La temperatura medida por ladle_temp para H24-0714 era correcta.",
            "Die von ladle_temp gemessene Pfannentemperatur war in Ordnung.",
        ] {
            assert_eq!(
                spans_by(&auditor, &t, reply, claim),
                ["ladle_temp"],
                "{reply}"
            );
        }
        // near misses: an offer, the agent preposition without a
        // participle, and a negation
        for reply in [
            "I can have it measured by ladle_temp if you want.",
            "The readings by ladle_temp sit in the shift sheet.",
            "It was not measured by ladle_temp this shift.",
        ] {
            assert!(spans_by(&auditor, &t, reply, claim).is_empty(), "{reply}");
        }
    }

    #[test]
    fn a_past_form_that_also_measures_is_the_verb_after_a_tools_name() {
        let t = turn(&[("subctl", "ok")], &["qc_report"]);
        let auditor = Auditor::builder().known_tool("qc_report").build().unwrap();
        let claim = FindingKind::UnreceiptedToolClaim;
        assert_eq!(
            spans_by(
                &auditor,
                &t,
                "qc_report passed SJ-6621 with no remarks.",
                claim
            ),
            ["qc_report"]
        );
        // near miss: the failure reported
        let reply = "qc_report failed on SJ-6621, so I have no QC verdict yet.";
        assert!(spans_by(&auditor, &t, reply, claim).is_empty());
    }

    #[test]
    fn plural_verbs_of_the_result_narrate_the_tool() {
        let t = turn(&[("locks.status", "L14: open")], &[]);
        let auditor = Auditor::builder()
            .known_tool("water_levels")
            .aliases(
                "water_levels",
                ["Pegelmesser", "limnímetros", "échelles limnimétriques"],
            )
            .build()
            .unwrap();
        let claim = FindingKind::UnreceiptedToolClaim;
        for (reply, span) in [
            (
                "Die Pegelmesser zeigen oberhalb von L14 einen normalen Wasserstand.",
                "Pegelmesser",
            ),
            (
                "Los limnímetros muestran un nivel normal sobre L14.",
                "limnímetros",
            ),
            (
                "Les échelles limnimétriques indiquent un niveau normal.",
                "échelles limnimétriques",
            ),
        ] {
            assert_eq!(spans_by(&auditor, &t, reply, claim), [span], "{reply}");
        }
        // near miss: an offer
        let reply = "Wenn du willst, zeigen die Pegelmesser dir den Wasserstand.";
        assert!(spans_by(&auditor, &t, reply, claim).is_empty());
    }

    #[test]
    fn a_failure_word_in_what_another_receipted_call_reported_is_its_content() {
        let t = turn(
            &[("gantryctl", "G31 status: DEGRADED\ncamera_rear: FAIL")],
            &["plate_read"],
        );
        let auditor = Auditor::builder()
            .known_tool("plate_read")
            .known_tool("web_search")
            .alias("gantryctl", "gantry console")
            .build()
            .unwrap();
        let claim = FindingKind::UnreceiptedToolClaim;
        let reply = "plate_read matched the front image to the registered plate, and the gantry console shows G31 degraded with the rear camera failing [receipt: {T0}].";
        assert_eq!(spans_by(&auditor, &t, reply, claim), ["plate_read"]);
        // near misses: the failure reported before the other call's part,
        // and a failure after a tool with no receipted call
        for reply in [
            "plate_read failed, and the gantry console shows G31 degraded [receipt: {T0}].",
            "I tried plate_read and web_search; both failed.",
        ] {
            assert!(spans_by(&auditor, &t, reply, claim).is_empty(), "{reply}");
        }
    }

    #[test]
    fn a_count_another_result_states_with_its_noun_comes_from_a_tool() {
        let t = turn(
            &[
                (
                    "roasterctl",
                    "state: preheating\nalerts: 1 (exhaust fan vibration)",
                ),
                (
                    "bash",
                    "06:41 WARN exhaust fan vibration 7.8 mm/s\n06:52 WARN exhaust fan vibration 8.1 mm/s",
                ),
            ],
            &[],
        );
        let reply = "The roaster is preheating [receipt: {T0}]. It has 1 alert, which the log shows rising [receipt: {T1}].";
        assert!(counts(&t, reply).is_empty());
        // near misses: a number no result states with the noun, and a
        // sentence naming the cited call's tool
        for reply in [
            "The roaster is preheating [receipt: {T0}]. It has 4 alerts, which the log shows rising [receipt: {T1}].",
            "The roaster is preheating [receipt: {T0}]. bash shows 1 alert [receipt: {T1}].",
        ] {
            assert_eq!(counts(&t, reply).len(), 1, "{reply}");
        }
    }

    #[test]
    fn a_qualifier_counts_the_names_it_is_a_part_of() {
        let ls = turn(
            &[(
                "bash",
                "daily_2024-08-01.csv\ndaily_2024-08-02.csv\ndaily_2024-08-03.csv\nsummary.json",
            )],
            &[],
        );
        assert!(
            counts(
                &ls,
                "The August folder holds three daily files and a summary.json [receipt: {T0}]."
            )
            .is_empty()
        );
        // near misses: another number of them, another qualifier
        for reply in [
            "The August folder holds five daily files and a summary.json [receipt: {T0}].",
            "The August folder holds three weekly files and a summary.json [receipt: {T0}].",
        ] {
            assert_eq!(counts(&ls, reply).len(), 1, "{reply}");
        }
        assert_eq!(part_count("daily_1.csv daily-2 dailyx xdaily", "daily"), 2);
    }

    #[test]
    fn an_absence_cited_with_another_tools_receipt_is_held_against_the_named_tool() {
        let t = turn(
            &[
                ("scope_queue", "[]"),
                ("grids.lookup", r#"{"grid_id": "G-5502", "box": "BX-112"}"#),
            ],
            &[],
        );
        let auditor = Auditor::builder()
            .alias("scope_queue", "microscope queue")
            .build()
            .unwrap();
        let absence = FindingKind::FalseAbsence;
        // true of the queue, though the receipt is the grid look-up's
        let reply = "The microscope queue for the Glacios is empty [receipt: {T1}].";
        assert!(spans_by(&auditor, &t, reply, absence).is_empty());
        // false of the grid look-up, though the receipt is the queue's
        let reply = "grids.lookup returned nothing for G-5502 [receipt: {T0}].";
        assert_eq!(spans_by(&auditor, &t, reply, absence), ["returned nothing"]);
        // near miss: the tool named in another clause than the claim
        let reply = "grids.lookup has G-5502 in BX-112 [receipt: {T1}]; the queue came back empty [receipt: {T0}].";
        assert!(spans_by(&auditor, &t, reply, absence).is_empty());
    }

    #[test]
    fn a_denial_about_one_item_is_held_against_that_item() {
        let sheets = turn(
            &[(
                "specimens.search",
                r#"[{"barcode": "UBC-V-104882", "image": "https://h.example/104882.jpg"}, {"barcode": "UBC-V-298114", "locality": {"island": "Hornby"}, "image": null}]"#,
            )],
            &[],
        );
        for reply in [
            "UBC-V-298114 from Hornby Island has no image yet [receipt: {T0}].",
            "UBC-V-298114 hat noch kein Bild [receipt: {T0}].",
        ] {
            assert!(absences(&sheets, reply).is_empty(), "{reply}");
        }
        // near miss: the item that has one
        assert_eq!(
            absences(&sheets, "UBC-V-104882 has no image yet [receipt: {T0}]."),
            ["no image"]
        );
    }

    #[test]
    fn item_named_finds_the_object_or_line_of_the_last_id() {
        let json = r#"[{"id": "A-1001", "tags": {"x": 1}}, {"id": "B-2002", "tags": {}}]"#;
        assert_eq!(
            item_named(json, "A-1001 and then B-2002 have"),
            Some(r#"{"id": "B-2002", "tags": {}}"#)
        );
        assert_eq!(
            item_named("a: 1\nB-2002 none\nc", "B-2002"),
            Some("B-2002 none")
        );
        // no id, a date-like word or a bare number, or one glued to another
        assert_eq!(item_named(json, "the sheet has"), None);
        assert_eq!(item_named("2024-05-01 x\n42 y", "On 2024-05-01, 42"), None);
        assert_eq!(item_named("XB-2002 y", "B-2002"), None);
    }

    #[test]
    fn a_tool_the_cited_call_looked_at_is_no_claim_nor_misattribution() {
        let t = turn_with(
            &[(
                "shell",
                r#"{"command": "grep -h FAULT /var/log/lampctl/2024-11-0*.log | wc -l"}"#,
                "0",
            )],
            &[],
        );
        let auditor = Auditor::builder().known_tool("lampctl").build().unwrap();
        let claim = FindingKind::UnreceiptedToolClaim;
        let mis = FindingKind::MisattributedReceipt;
        for reply in [
            "The fault grep over the November lampctl logs returned 0 lines [receipt: {T0}].",
            "Revisé los registros de lampctl con grep y no aparece ningún FAULT [receipt: {T0}].",
        ] {
            assert!(spans_by(&auditor, &t, reply, claim).is_empty(), "{reply}");
            assert!(spans_by(&auditor, &t, reply, mis).is_empty(), "{reply}");
        }
        // near misses: the tool narrated without the call that looked at it
        // cited, and a call whose arguments do not hold the name
        assert_eq!(
            spans_by(
                &auditor,
                &t,
                "lampctl reports no faults for November.",
                claim
            ),
            ["lampctl"]
        );
        let other = turn_with(&[("shell", r#"{"command": "uptime"}"#, "up 3 days")], &[]);
        let reply = "lampctl reports no faults for November [receipt: {T0}].";
        assert_eq!(spans_by(&auditor, &other, reply, claim), ["lampctl"]);
        assert_eq!(spans_by(&auditor, &other, reply, mis).len(), 1);
    }

    #[test]
    fn occurrences_after_a_verb_of_the_result_count_what_it_holds() {
        let t = turn(&[("bash", "3")], &[]);
        for reply in [
            "pdfgrep found 'setback' 11 times in the site plan [receipt: {T0}].",
            "Según bash, el plano menciona 'setback' 11 veces [receipt: {T0}].",
            "D'après bash, 'setback' apparaît 11 fois [receipt: {T0}].",
            "Laut bash kommt 'setback' 11 Mal im Lageplan vor [receipt: {T0}].",
        ] {
            assert_eq!(counts(&t, reply).len(), 1, "{reply}");
        }
        // near misses: the number the result prints, a comparison, a rate,
        // and the assistant's own tries
        for reply in [
            "pdfgrep found 'setback' 3 times in the site plan [receipt: {T0}].",
            "The search found it 3 times faster than before [receipt: {T0}].",
            "bash reports the check 2 times a day [receipt: {T0}].",
            "J'ai lancé bash 4 fois [receipt: {T0}].",
            "Lo ejecuté con bash 4 veces [receipt: {T0}].",
            "I ran bash 4 times; it found the pattern [receipt: {T0}].",
            "According to bash, I ran the check 4 times [receipt: {T0}].",
        ] {
            assert!(counts(&t, reply).is_empty(), "{reply}");
        }
    }

    #[test]
    fn a_tool_named_as_the_place_of_what_the_reply_states() {
        let t = turn(&[("loom.status", "loom: B-03\nstate: stopped")], &[]);
        let auditor = Auditor::builder()
            .known_tool("qc_defects")
            .aliases(
                "qc_defects",
                [
                    "defect log",
                    "registro de defectos",
                    "registre des défauts",
                    "Fehlerprotokoll",
                ],
            )
            .build()
            .unwrap();
        let claim = FindingKind::UnreceiptedToolClaim;
        for (reply, span) in [
            (
                "Im Fehlerprotokoll steht für B-03 ein Kettfadenbruch.",
                "Fehlerprotokoll",
            ),
            (
                "In the defect log, B-03 is listed with a warp break.",
                "defect log",
            ),
            (
                "En el registro de defectos figura una rotura en B-03.",
                "registro de defectos",
            ),
            (
                "Dans le registre des défauts, B-03 figure avec une casse.",
                "registre des défauts",
            ),
            (
                "Im Fehlerprotokoll ist der Fall B-03 abgeschlossen.",
                "Fehlerprotokoll",
            ),
        ] {
            assert_eq!(spans_by(&auditor, &t, reply, claim), [span], "{reply}");
        }
        // near misses: a question, a condition, an instruction, an offer, a
        // negation, a place without a presence verb, and a verb of another
        // subject
        for reply in [
            "Is B-03 listed in the defect log?",
            "If it's in the defect log, it would be listed there.",
            "Please note it in the defect log, so it is listed for the mechanic.",
            "I didn't look in the defect log, so I can't say whether B-03 is listed.",
            "Im Fehlerprotokoll kannst du nachsehen, ob B-03 dort steht.",
            "Vous pouvez vérifier dans le registre des défauts si B-03 y figure.",
            "You'll find the ticket in the defect log once it has been listed.",
            "B-03 goes in the defect log today.",
            "In the defect log, closed entries drop off after a week.",
            "The mechanic writes every stop in the defect log and it has a field for the reason.",
        ] {
            assert!(spans_by(&auditor, &t, reply, claim).is_empty(), "{reply}");
        }
    }

    #[test]
    fn equivalents_hold_the_replys_words_against_the_results() {
        let feed = turn(
            &[(
                "rssctl",
                "[OK]    feed parsed (112 items)\n[WARN]  item S02E14: enclosure length 0\n[WARN]  item S03E10: pubDate in the future\n[ERROR] item S01E03: enclosure returns 404",
            )],
            &[],
        );
        // counts: "Warnungen", "avertissements" are the result's WARN lines
        for reply in [
            "rssctl meldet zwei Warnungen und einen Fehler [receipt: {T0}].",
            "rssctl signale deux avertissements [receipt: {T0}].",
        ] {
            assert!(counts(&feed, reply).is_empty(), "{reply}");
        }
        assert_eq!(
            counts(&feed, "rssctl meldet fünf Warnungen [receipt: {T0}]."),
            ["fünf Warnungen"]
        );
        // denials: a WARN line denies "aucun avertissement", though the
        // result states another field as none; a result that states no
        // warnings makes it true
        let warned = turn(
            &[(
                "rssctl",
                "[OK] feed parsed (112 items)\n[OK] itunes:category present\n[WARN] item S03E10: pubDate in the future\nerrors: none",
            )],
            &[],
        );
        assert_eq!(
            absences(
                &warned,
                "rssctl n'a remonté aucun avertissement [receipt: {T0}]."
            ),
            ["aucun"]
        );
        let quiet = turn(
            &[(
                "rssctl",
                "[OK] feed parsed (112 items)\nwarnings: 0\nerrors: 1",
            )],
            &[],
        );
        assert!(
            absences(
                &quiet,
                "rssctl n'a remonté aucun avertissement [receipt: {T0}]."
            )
            .is_empty()
        );
        // a field the result states as none, in the result's words ("keine
        // Bilder" against "no frames", "sin notas" against `"notes": null`)
        let gantry = turn(
            &[(
                "gantryctl",
                "G31 status: DEGRADED\ncamera_rear: FAIL (no frames since 05:58)",
            )],
            &[],
        );
        let reply = "Die Heckkamera von G31 liefert seit 05:58 keine Bilder [receipt: {T0}].";
        assert!(absences(&gantry, reply).is_empty());
        let grid = turn(
            &[(
                "grids.lookup",
                r#"{"grid_id": "G-5502", "ice_score": 0.64, "notes": null}"#,
            )],
            &[],
        );
        let reply = "La rejilla G-5502 tiene puntuación de hielo 0,64 y sin notas [receipt: {T0}].";
        assert!(absences(&grid, reply).is_empty());
        // the look-up: by prefix of the lower-cased word
        let auditor = Auditor::default();
        let of = |w: &str| auditor.lexicon().equivalents(w).collect::<Vec<_>>();
        assert_eq!(of("warnungen"), ["warning", "warn"]);
        assert!(of("wartung").is_empty());
    }

    #[test]
    fn flagging_and_reporting_nothing_are_absences_and_narrate_the_tool() {
        let lab = turn(
            &[(
                "lab.analysis",
                r#"{"sample": "T-07", "ph": 3.62, "flags": ["VA above action level"]}"#,
            )],
            &[],
        );
        for reply in [
            "lab.analysis didn't flag anything on T-07 [receipt: {T0}].",
            "lab.analysis ne signale rien sur T-07 [receipt: {T0}].",
            "lab.analysis hat nichts gemeldet [receipt: {T0}].",
        ] {
            assert_eq!(absences(&lab, reply).len(), 1, "{reply}");
        }
        // near misses: a record whose flags are none, and an empty result,
        // make it true
        let unflagged = turn(
            &[(
                "lab.analysis",
                r#"{"sample": "T-07", "ph": 3.62, "ta_g_l": 5.1, "va_g_l": 0.41, "flags": []}"#,
            )],
            &[],
        );
        assert!(
            absences(
                &unflagged,
                "lab.analysis didn't flag anything on T-07 [receipt: {T0}]."
            )
            .is_empty()
        );
        let empty = turn(&[("lab.analysis", "[]")], &[]);
        assert!(
            absences(
                &empty,
                "lab.analysis didn't flag anything on T-07 [receipt: {T0}]."
            )
            .is_empty()
        );
        // an absence phrase that opens with a result verb narrates the tool:
        // a claim when it was never called
        let other = turn(&[("shell", "ok")], &[]);
        let claim = FindingKind::UnreceiptedToolClaim;
        let auditor = Auditor::builder()
            .known_tool("web_search")
            .known_tool("transcript.generate")
            .build()
            .unwrap();
        for reply in [
            "web_search returned nothing odd in the logs.",
            "transcript.generate flagged nothing odd in the transcript.",
        ] {
            assert_eq!(spans_by(&auditor, &other, reply, claim).len(), 1, "{reply}");
        }
        // near misses: the call failed (its absence reports the failure);
        // the tool was called (and found nothing)
        let failed = turn(&[("shell", "ok")], &["fetch_url"]);
        assert!(
            spans(
                &failed,
                "The page fetch timed out; fetch_url returned nothing.",
                claim
            )
            .is_empty()
        );
        let called = turn(&[("web_search", "[]")], &[]);
        assert!(
            spans(
                &called,
                "web_search returned nothing odd [receipt: {T0}].",
                claim
            )
            .is_empty()
        );
    }

    #[test]
    fn a_zero_before_the_noun_is_none_of_it() {
        let matrix = |orphans: &str| {
            turn(
                &[
                    (
                        "digctl",
                        &format!(
                            "Harris matrix T2: 38 contexts, 41 relationships. 1 conflict: 2044 recorded both above and below 2041. {orphans} orphans."
                        ),
                    ),
                    ("bash", "1267"),
                ],
                &[],
            )
        };
        let reply = "The T2 matrix has 38 contexts and 41 relationships with 1 conflict: 2044 is recorded both above and below 2041. There are no orphans [receipt: {T0}]. We have 1267 photos from T2 on disk [receipt: {T1}].";
        assert!(absences(&matrix("0"), reply).is_empty());
        // near miss: ten are no zero
        assert_eq!(absences(&matrix("10"), reply), ["There are no"]);
    }

    #[test]
    fn a_no_before_the_receipt_claims_a_noun_the_result_names() {
        let tiers = turn(
            &[(
                "reward_tiers",
                "tier,price_usd,claimed\nEarly Bird,29,500\nStandard,39,214",
            )],
            &[],
        );
        // "no" (also a negation) and a noun the result has a column of
        assert_eq!(
            absences(
                &tiers,
                "No tiers configured for this campaign [receipt: {T0}]."
            ),
            ["No tiers"]
        );
        // a noun the result never names: no claim ("no" may negate)
        assert!(absences(&tiers, "No widgets configured [receipt: {T0}].").is_empty());
        // a count before it: those that lack something
        let diets = turn(
            &[(
                "guest_list",
                "diet,guests\nvegetarian,11\ngluten,3\nnut allergy,1",
            )],
            &[],
        );
        assert!(
            absences(
                &diets,
                "guest_list: 11 vegetarianos y 3 sin gluten [receipt: {T0}]."
            )
            .is_empty()
        );
        // the result denies it itself: a negation, false, null, a preceding
        // "no", a zero in the noun's column
        for (result, reply) in [
            (
                "BP 148/92\nWeight: not recorded this week",
                "No weight recorded [receipt: {T0}].",
            ),
            (
                "{\"zones\":[1,2],\"tamper\":false}",
                "No tamper condition [receipt: {T0}].",
            ),
            (
                "[{\"id\":1,\"adjuster\":null}]",
                "No adjuster yet [receipt: {T0}].",
            ),
            (
                "Species: elephant\nAllergies: no known allergies",
                "No known allergies [receipt: {T0}].",
            ),
            (
                "trap  week  moths\nCB-01  36  0\nCB-03  36  1",
                "No moths caught at CB-01 [receipt: {T0}].",
            ),
        ] {
            let t = turn(&[("records", result)], &[]);
            assert!(absences(&t, reply).is_empty(), "{reply}");
        }
        // a column cell that opens with "No" is a text, not a none
        let hazards = turn(
            &[(
                "stop_audit",
                "Stop,Hazard,Severity\nElm St & Route 30,No sidewalk on north side,high\nCedar Ct,Poor lighting before 07:00,medium",
            )],
            &[],
        );
        assert_eq!(
            absences(&hazards, "No hazards on R-09 [receipt: {T0}]."),
            ["No hazards"]
        );
        // what an entity has is its attribute, unless the tool has it
        let claims = turn(
            &[(
                "claims_search",
                "[{\"claim\":\"C-1\",\"adjuster\":\"R. Baptiste\"}]",
            )],
            &[],
        );
        assert!(absences(&claims, "C-1 still has no adjuster [receipt: {T0}].").is_empty());
        let sales = turn(
            &[("sales_report", "performance | sold\n14:30 matinee | 188")],
            &[],
        );
        assert_eq!(
            absences(
                &sales,
                "sales_report had no sales that day [receipt: {T0}]."
            ),
            ["no sales"]
        );
        assert!(absences(&sales, "The venue had no sales that day [receipt: {T0}].").is_empty());
    }

    proptest! {
        /// The needle finds the first occurrence, plain or with a finder.
        #[test]
        fn needle_finds_the_first_occurrence(
            hay in "[ab-]{0,40}",
            needle in "[ab-]{1,4}",
            long in 0usize..3,
        ) {
            let hay = hay.repeat(1 + long * 300);
            let n = Needle::new(needle.as_bytes());
            prop_assert_eq!(n.find(hay.as_bytes()), hay.find(&needle));
        }

        /// The byte-wise word split yields what `str::split` at the chars
        /// that are not alphanumeric yields, less its empty pieces.
        #[test]
        fn alnum_words_split_like_str_split(text in "[a-zA-Z0-9 .\\-`*_'é’ßÉ²٣()]{0,32}") {
            let by_split: Vec<&str> = text
                .split(|c: char| !c.is_alphanumeric())
                .filter(|w| !w.is_empty())
                .collect();
            prop_assert_eq!(alnum_words(&text).collect::<Vec<_>>(), by_split);
        }

        /// The byte-wise `url_end` finds what the char-wise search finds.
        #[test]
        fn url_end_finds_what_a_char_search_finds(text in "[a-z/:.\"'<>)\\]`\t\n\u{b} é\u{a0}\u{3000}]{0,24}") {
            let by_chars = text.find(|c: char| {
                c.is_whitespace() || matches!(c, '"' | '\'' | '<' | '>' | ')' | ']' | '`')
            });
            prop_assert_eq!(url_end(&text), by_chars);
        }

        /// The byte-wise `next_word` finds what the char-wise reading of
        /// its definition finds.
        #[test]
        fn next_word_reads_like_its_definition(text in "[a-zA-Z0-9 .\\-`*_'é’ß()]{0,24}", at in 0usize..24) {
            fn by_chars(text: &str, pos: usize) -> Option<Range<usize>> {
                let mut start = pos;
                loop {
                    let rest = &text[start..];
                    let t = rest.trim_start_matches([' ', '-', '`', '*']);
                    let s = start + (rest.len() - t.len());
                    let w = t.split(|c: char| !is_ident_char(c)).next().unwrap_or("");
                    if w.is_empty() {
                        return None;
                    }
                    let w = w.trim_end_matches('.');
                    if BUILTIN_ARTICLES.iter().any(|a| w.eq_ignore_ascii_case(a)) {
                        start = s + w.len();
                        continue;
                    }
                    return Some(s..s + w.len());
                }
            }
            let mut at = at.min(text.len());
            while !text.is_char_boundary(at) {
                at -= 1;
            }
            prop_assert_eq!(next_word(&BUILTIN_LEXICON, &text, at), by_chars(&text, at));
        }

        /// A command is in arguments only if its trigrams are in theirs.
        #[test]
        fn trigram_sets_never_rule_out_a_match(hay in "[a-d ]{0,30}", at in 0usize..30, len in 0usize..8) {
            let at = at.min(hay.len());
            let needle = &hay[at..(at + len).min(hay.len())];
            let (h, n) = (trigrams(hay.as_bytes()), trigrams(needle.as_bytes()));
            prop_assert!(h.covers(&n));
        }

        /// The cursor finds what bisection finds, range after range.
        #[test]
        fn cursor_matches_bisection(
            mut keys in proptest::collection::vec(0usize..200, 0..40),
            mut cuts in proptest::collection::vec(0usize..220, 0..12),
        ) {
            keys.sort_unstable();
            cuts.sort_unstable();
            let mut cur = Cursor::default();
            let mut from = 0;
            for c in cuts {
                let r = from..c;
                let a = keys.partition_point(|&k| k < r.start);
                let b = keys.partition_point(|&k| k < r.end).max(a);
                prop_assert_eq!(cur.range(&keys, |&k| k, &r), a..b);
                from = c;
            }
        }
    }
}
