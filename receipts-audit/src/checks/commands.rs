//! Quoted commands against the turn's arguments: which receipted calls
//! hold a command (`git log -3`) in their arguments, found through a
//! trigram index so that most records are passed over without a search.

use std::borrow::Cow;
use std::cell::OnceCell;

use memchr::memmem;

use crate::source::IssuedRecord;
use crate::support::flatten_args;

use super::Sentences;
use super::words::clean_cmd;

/// The known arguments of a turn's records, indexed for command look-ups:
/// a command can be in arguments only if its byte trigrams are in theirs,
/// so most records are passed over without a search.
pub(super) enum ArgsIndex {
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
    pub(super) fn new(turn: &[Cow<'_, IssuedRecord>], by_bits: bool) -> Self {
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

/// The programs of the commands of a command line, in order (`wc -l f &&
/// grep -i fail f` runs `wc` then `grep`): its parts cut at newlines,
/// `;`, `&&` and `||` (a pipeline is one command), each part's first word
/// without its directory.
pub(super) fn programs(line: &str) -> Vec<&str> {
    let mut programs = Vec::new();
    for part in line
        .split(['\n', ';'])
        .flat_map(|p| p.split("&&"))
        .flat_map(|p| p.split("||"))
    {
        let Some(first) = part.split_whitespace().next() else {
            continue;
        };
        let program = first.rsplit('/').next().unwrap_or(first);
        if program.len() >= 2
            && program
                .bytes()
                .all(|c| c.is_ascii_alphanumeric() || matches!(c, b'-' | b'_' | b'.'))
        {
            programs.push(program);
        }
    }
    programs
}

/// A set of hashed byte trigrams, 256 bits: arguments of a few dozen bytes
/// fill a tenth of it, so that a command with one trigram of its own
/// (`ls dir5` among calls of `ls dir1` ... `ls dir19`) rules most of them
/// out.
#[derive(Clone, Copy, Default, PartialEq, Eq, Debug)]
pub(super) struct Grams([u64; 4]);

impl Grams {
    /// Does the set hold every trigram of `other`?
    pub(super) fn covers(&self, other: &Grams) -> bool {
        self.0.iter().zip(&other.0).all(|(a, b)| a & b == *b)
    }
}

/// The set of the hashes of the byte trigrams of `b`.
pub(super) fn trigrams(b: &[u8]) -> Grams {
    b.windows(3).fold(Grams::default(), |mut set, w| {
        let h = trigram_hash(w);
        set.0[h >> 6] |= 1u64 << (h & 63);
        set
    })
}

/// The hash (0..256) of the trigram at the start of `w`.
#[inline]
pub(super) fn trigram_hash(w: &[u8]) -> usize {
    let g = u32::from(w[0]) | u32::from(w[1]) << 8 | u32::from(w[2]) << 16;
    (g.wrapping_mul(0x9E37_79B1) >> 24) as usize
}

/// The indexes of the set bits of `bits`, in increasing order.
pub(super) fn bit_indexes(mut bits: u128) -> impl Iterator<Item = usize> {
    std::iter::from_fn(move || {
        (bits != 0).then(|| {
            let k = bits.trailing_zeros() as usize;
            bits &= bits - 1;
            k
        })
    })
}

/// Turn records (indexes), in order: bits for a turn of up to 128 calls,
/// so that caching one set per code span allocates nothing.
pub(super) enum CallSet {
    Bits(u128),
    List(Vec<usize>),
}

impl CallSet {
    pub(super) fn new(records: usize) -> Self {
        if records <= 128 {
            CallSet::Bits(0)
        } else {
            CallSet::List(Vec::new())
        }
    }

    /// Add record `i`, after every record in the set.
    pub(super) fn push(&mut self, i: usize) {
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

    pub(super) fn is_empty(&self) -> bool {
        match self {
            CallSet::Bits(bits) => *bits == 0,
            CallSet::List(v) => v.is_empty(),
        }
    }

    /// The records, in increasing order.
    pub(super) fn iter(&self) -> impl Iterator<Item = usize> + '_ {
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
pub(super) struct Needle<'n> {
    needle: &'n [u8],
    /// The offset in the needle of the byte a plain search looks for.
    rare: usize,
    finder: OnceCell<memmem::Finder<'n>>,
}

/// Haystack length times needle length up to which a search is plain.
pub(super) const PLAIN_SEARCH: usize = 1 << 14;

/// How common a byte is in arguments, roughly: lower is rarer.
pub(super) fn commonness(b: u8) -> u8 {
    match b {
        b'a'..=b'z' | b' ' | b'"' | b':' | b',' => 2,
        b'0'..=b'9' | b'A'..=b'Z' | b'{' | b'}' | b'/' | b'.' => 1,
        _ => 0,
    }
}

impl<'n> Needle<'n> {
    pub(super) fn new(needle: &'n [u8]) -> Self {
        let rare = (0..needle.len())
            .min_by_key(|&i| commonness(needle[i]))
            .unwrap_or(0);
        Needle {
            needle,
            rare,
            finder: OnceCell::new(),
        }
    }

    pub(super) fn finder(&self) -> &memmem::Finder<'n> {
        self.finder.get_or_init(|| memmem::Finder::new(self.needle))
    }

    pub(super) fn plain(&self, hay: &[u8]) -> bool {
        !self.needle.is_empty() && hay.len().saturating_mul(self.needle.len()) <= PLAIN_SEARCH
    }

    /// The starts of the plain matches, in order.
    pub(super) fn plain_matches<'h>(&'h self, hay: &'h [u8]) -> impl Iterator<Item = usize> + 'h {
        memchr::memchr_iter(self.needle[self.rare], hay).filter_map(move |p| {
            let start = p.checked_sub(self.rare)?;
            hay[start..].starts_with(self.needle).then_some(start)
        })
    }

    /// The first occurrence in `hay`.
    pub(super) fn find(&self, hay: &[u8]) -> Option<usize> {
        if self.plain(hay) {
            self.plain_matches(hay).next()
        } else {
            self.finder().find(hay)
        }
    }
}

impl<'a> Sentences<'a> {
    pub(super) fn flat_args(&self, i: usize) -> Option<&str> {
        self.flat[i]
            .get_or_init(|| self.recs[i].args.as_deref().map(flatten_args))
            .as_deref()
    }

    /// The turn records whose arguments contain `cmd` (or whose tool is
    /// named by it). `None` when arguments are unknown for some record, so
    /// that a command cannot be decided.
    /// The command text of record `i`'s arguments: the string values of
    /// its JSON arguments, or the arguments themselves when they are not
    /// JSON.
    pub(super) fn command_text(&self, i: usize) -> Option<&str> {
        let raw = self.recs[i].args.as_deref()?;
        let flat = self.flat_args(i)?;
        match flat.strip_suffix(raw) {
            Some(values) if !values.is_empty() => Some(values),
            _ => Some(raw),
        }
    }

    pub(super) fn code_calls(&self, code: usize) -> &(CallSet, bool) {
        self.code_calls[code].get_or_init(|| {
            let inner = self.lx.codes[code].inner.clone();
            self.command_calls(clean_cmd(&self.reply[inner]))
        })
    }

    /// The trigram sets of the turn's known arguments.
    pub(super) fn args_index(&self) -> &ArgsIndex {
        self.args_index
            .get_or_init(|| ArgsIndex::new(&self.recs[..self.turn_len], self.turn_len <= 128))
    }

    pub(super) fn command_calls(&self, cmd: &str) -> (CallSet, bool) {
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
    pub(super) fn by_first_word(&self, i: usize, first_word: &str, rest: &str) -> bool {
        let r = &self.recs[i];
        r.tool.eq_ignore_ascii_case(first_word)
            && r.args.as_deref().is_none_or(|a| {
                let held =
                    |w: &str| a.contains(w) || self.flat_args(i).is_some_and(|f| f.contains(w));
                // arguments without options of their own ("get nodes -o
                // wide" has some, and a reply may word them otherwise)
                let structured = !a.contains(" -") && !a.contains("\"-");
                rest.split_whitespace().all(|w| match w.strip_prefix("--") {
                    // there, a long option names an argument ("--gate G-L7"
                    // for `"gate": "G-L7"`, "--dry-run" for `"dry_run"`), so
                    // "--reset" is not the call that took `"cmd": "status"`
                    Some(option) if structured => {
                        let (name, value) = option.split_once('=').unwrap_or((option, ""));
                        (name.len() < 3
                            || held(name)
                            || (name.contains('-') && held(&name.replace('-', "_"))))
                            && (value.is_empty() || held(value))
                    }
                    _ => w.starts_with('-') || held(w),
                })
            })
    }

    /// The command's first word and the rest after it.
    pub(super) fn split_command(cmd: &str) -> (&str, &str) {
        let first_word = cmd.split_whitespace().next().unwrap_or("");
        // the first word starts where the leading whitespace ends
        let first_at = cmd.len() - cmd.trim_start().len();
        (first_word, cmd[first_at + first_word.len()..].trim())
    }

    /// [`Sentences::command_calls`] for a turn of up to 128 records, with
    /// bit sets: only the records whose argument trigrams cover the
    /// command's are searched (the same answer as
    /// [`Sentences::command_calls_by_record`], which a test checks).
    pub(super) fn command_calls_by_bits(
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
    pub(super) fn command_calls_by_record(
        &self,
        cmd: &str,
        records: &[(Grams, bool)],
    ) -> (CallSet, bool) {
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
}

#[cfg(test)]
mod tests {
    use std::borrow::Cow;

    use proptest::prelude::*;
    use receipts_core::{Call, ScopeConfig, ScopeKey};

    use super::*;
    use crate::lex::Lexed;
    use crate::source::ReceiptSource;
    use crate::tools::ToolTable;
    use crate::{Auditor, Evidence, IssuedRecord};

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

        /// A command is in arguments only if its trigrams are in theirs.
        #[test]
        fn trigram_sets_never_rule_out_a_match(hay in "[a-d ]{0,30}", at in 0usize..30, len in 0usize..8) {
            let at = at.min(hay.len());
            let needle = &hay[at..(at + len).min(hay.len())];
            let (h, n) = (trigrams(hay.as_bytes()), trigrams(needle.as_bytes()));
            prop_assert!(h.covers(&n));
        }
    }
}
