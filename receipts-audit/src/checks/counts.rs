//! `count_mismatch`: the numbers a sentence states (digits, spelled out,
//! "no" as zero) and whether the cited results support them; the absence
//! claim that follows a "no `<noun>`" is handed on to [`super::absence`].

use std::ops::Range;

use crate::auditor::Cite;
use crate::finding::{Finding, FindingKind};
use crate::source::IssuedRecord;
use crate::support::CountFacts;
use crate::vocabulary::{
    ABSENCE_DET, CONDITIONAL, COUNT_NOUN, FAILURE, Hit, NEGATION, NON_COUNT, NUMBER, NUMBER_LABEL,
    RESULT_VERB, RUN_VERB, SELF_VERB, SOURCE,
};
use crate::vocabulary::{
    ADVERB, ARTICLE, FUNCTION_WORD, GAP_WORD, LOCATIVE, Lexicon, OCCURRENCE_UNIT, PERIOD_WORD,
    PREPOSITION, RANGE_WORD, REMAINDER, SINGULAR_ARTICLE, SUBJECT_PRONOUN, YEAR_DETERMINER,
};

use super::Sentences;
use super::absence::{AbsenceLead, cite_group_after};
use super::words::{
    alnum_words, has_digit_and_letter, is_code, is_participle, is_past_form, next_word,
    next_word_past, prev_word, word_len,
};

/// Does `before` (the text before a number) end with a singular article?
/// Not after a subject pronoun, where it is a verb (French "a" is "has":
/// "il y a 6 tickets", "elle a 3 enfants").
pub(super) fn after_singular_article(lexicon: &Lexicon, before: &str) -> bool {
    let mut words = before.trim_end().rsplit(' ');
    let prev = words.next().unwrap_or("");
    if !lexicon.word_is(prev, SINGULAR_ARTICLE) {
        return false;
    }
    let subject = words.next().unwrap_or("");
    !lexicon.word_is(subject, SUBJECT_PRONOUN)
}

/// Is `word` a content word: of at least `min` letters and none of the
/// function words, gap words or prepositions?
pub(super) fn plain_word(lexicon: &Lexicon, word: &str, min: usize) -> bool {
    // (hyphenated: "third-place", "non-urgent")
    word.chars().count() >= min
        && word
            .split('-')
            .all(|part| !part.is_empty() && part.chars().all(char::is_alphabetic))
        && !lexicon.word_is(word, FUNCTION_WORD | GAP_WORD | PREPOSITION)
}

/// Is the number `n` at `span` written like a year (four digits, 1800 to
/// 2100)?
pub(super) fn is_year(n: u64, span: &Range<usize>) -> bool {
    (1800..=2100).contains(&n) && span.len() == 4
}

/// Does `before` end with a German ordinal day ("am 14. ", before its
/// month)?
pub(super) fn after_day(before: &str) -> bool {
    before.trim_end().strip_suffix('.').is_some_and(|t| {
        let digits = t.len() - t.trim_end_matches(|c: char| c.is_ascii_digit()).len();
        (1..=2).contains(&digits)
    })
}

/// Does `before` (the text before a year) end with a possessive or one of
/// the vocabulary's year determiners ([`crate::Phrases::year_determiners`])?
pub(super) fn year_determined(lexicon: &Lexicon, before: &str) -> bool {
    let t = before.trim_end();
    let word = t
        .rsplit(|c: char| !(c.is_alphanumeric() || matches!(c, '\'' | '’' | '-' | '_')))
        .next()
        .unwrap_or("");
    word.ends_with("'s") || word.ends_with("’s") || lexicon.word_is(word, YEAR_DETERMINER)
}

/// Is `gap` (what stands between two numbers, trimmed) a word of range or
/// a dash ("two or three", "2-3", "zwei bis drei", "del 16 al 19")?
pub(super) fn range_gap(lexicon: &Lexicon, gap: &str) -> bool {
    matches!(gap, "" | "-" | "–" | "—" | "/" | "~") || lexicon.word_is(gap, RANGE_WORD)
}

/// Buffers of [`Sentences::counts`], reused from sentence to sentence.
#[derive(Default)]
pub(super) struct CountScratch {
    known: Vec<usize>,
    /// The calls an absence claim of the sentence is held against (those
    /// with a result), for [`Sentences::absence`].
    pub(super) absence_known: Vec<usize>,
    nums: Vec<(Range<usize>, u64)>,
}

/// A code ([`is_code`]) opening `text`, then one space and a word of
/// letters: the code's length and the word's range in `text`.
pub(super) fn code_before_noun(text: &str) -> Option<(usize, Range<usize>)> {
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

pub(super) fn word_count(text: &str, word: &str) -> u64 {
    crate::support::bounded(text, word, |c| c.is_alphanumeric() || c == '_').count() as u64
}

/// How often `word` stands in `text` as a part of a name: between chars
/// that are not alphanumeric, `_` included ("daily" in
/// `daily_2024-08-01.csv`).
pub(super) fn part_count(text: &str, word: &str) -> u64 {
    crate::support::bounded(text, word, char::is_alphanumeric).count() as u64
}

/// Can `gap` stand between a number and its noun: at most `max_words`
/// words, none a [`GAP_WORD`], each a word of letters or a code of letters
/// then digits ("seven F40 finishers", "two H100 nodes"; not "3 2024
/// entries")?
pub(super) fn gap_ok(lexicon: &Lexicon, gap: &str, max_words: usize) -> bool {
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

impl<'a> Sentences<'a> {
    /// Does record `i`'s result support "`n` `stem`s"? (`false` when the
    /// result is unknown.)
    pub(super) fn supports_count(&self, i: usize, n: u64, stem: &str) -> bool {
        self.count_facts(i).is_some_and(|(result, facts)| {
            facts.supports(result, n, stem)
                || self.spells_number(result, n)
                || self.lines_before_later_commands(i, facts.lines(), n)
                // ("zwei Warnungen" against two `[WARN]` lines)
                || (n > 0
                    && self
                        .auditor
                        .lexicon()
                        .equivalents(stem)
                        .any(|e| facts.occurrences(result, e) == n))
        })
    }

    /// Is `n` the lines of the output of record `i`'s compound command
    /// line without those of some of its other commands, one line or more
    /// each? "four photos" against `ls dir && du -sh dir`: four names,
    /// then du's line; "the last two" of `grep -c X f && grep X f | tail
    /// -n 2` after grep's count. (`lines`: the output's non-blank lines.)
    pub(super) fn lines_before_later_commands(&self, i: usize, lines: u64, n: u64) -> bool {
        let later = match self.command_text(i) {
            Some(args) if args.contains(['\n', ';', '&', '|']) => {
                super::commands::programs(args).len().saturating_sub(1) as u64
            }
            _ => return false,
        };
        n > 0 && n < lines && lines - n <= later
    }

    /// Is the count `n`, whose noun ends at `noun_end`, of the rows of a
    /// result of `known` that share a value, as a word qualifying the noun
    /// says ("tres están confirmados", "deux blés durs", "cuatro carritos
    /// listos")? Not when a preposition or another function word follows
    /// the noun ("three sailings for the 17th" counts them all).
    pub(super) fn qualified_part(&self, known: &[usize], n: u64, noun_end: usize) -> bool {
        let lexicon = self.auditor.lexicon();
        let qualified = next_word_past(self.reply, noun_end, |_| false).is_some_and(|w| {
            let word = &self.reply[w.clone()];
            self.reply.get(noun_end..w.start) == Some(" ")
                && word.chars().count() >= 3
                && word.chars().all(char::is_alphabetic)
                && lexicon.word_classes(word)
                    & (PREPOSITION
                        | FUNCTION_WORD
                        | GAP_WORD
                        | ARTICLE
                        | LOCATIVE
                        | YEAR_DETERMINER
                        | RANGE_WORD)
                    == 0
        });
        qualified
            && known.iter().any(|&i| {
                self.count_facts(i)
                    .is_some_and(|(result, facts)| facts.supports_part(result, n))
            })
    }

    /// Is the count `n` at `at` a part of what a result of `known` holds,
    /// as the word right before it says? After a word such as "other"
    /// (`remainder_words`), the rest of a list with one or two items named
    /// apart ("P-07 is rising, the other three are stable"); after a word
    /// such as "last" or "first" (`period_words`), the window the call
    /// asked for: a number that stands alone in its arguments ("the last
    /// four log lines" of `tail -n 4`, "the first 20 rows" of `LIMIT 20`).
    pub(super) fn part_supports(&self, known: &[usize], n: u64, stem: &str, at: usize) -> bool {
        let lexicon = self.auditor.lexicon();
        let classes = prev_word(lexicon, self.reply, at)
            .filter(|w| w.end + 1 >= at)
            .map_or(0, |w| lexicon.word_classes(&self.reply[w]));
        let remainder =
            || (1..=2).any(|k| known.iter().any(|&i| self.supports_count(i, n + k, stem)));
        let window = || {
            known.iter().any(|&i| {
                self.recs[i].args.as_deref().is_some_and(|a| {
                    a.split(|c: char| !c.is_ascii_digit())
                        .any(|d| d.parse::<u64>() == Ok(n))
                })
            })
        };
        (classes & REMAINDER != 0 && remainder()) || (classes & PERIOD_WORD != 0 && window())
    }

    /// Record `i`'s result and what it states about counts (read once);
    /// `None` when the result is unknown.
    pub(super) fn count_facts(&self, i: usize) -> Option<(&'a str, &CountFacts)> {
        let result = self.recs[i].result.as_deref()?;
        Some((
            result,
            self.count_facts[i].get_or_init(|| CountFacts::new(result)),
        ))
    }

    /// Record `i`'s result in lower case (computed once, with its count
    /// facts); `None` when the result is unknown.
    pub(super) fn lower_result(&self, i: usize) -> Option<&str> {
        self.count_facts(i).map(|(r, facts)| facts.lower(r))
    }

    /// Do as many of a result's items as the count `n` carry a word that
    /// qualifies its noun (`between` the number and the noun: "three free
    /// slots" against three `"status": "free"` among six slots; or a code,
    /// "three F40 entries")? A count of some items of a kind.
    pub(super) fn qualifier_supports(
        &self,
        known: &[usize],
        n: u64,
        between: Range<usize>,
    ) -> bool {
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
    pub(super) fn turn_states_with(&self, n: u64, stem: &str) -> bool {
        n > 0
            && stem.chars().count() >= 3
            && (0..self.turn_len).any(|i| {
                self.count_facts(i)
                    .is_some_and(|(r, facts)| crate::support::states_with(facts.lower(r), n, stem))
            })
    }

    /// The numbers record `i`'s result states before the unit `stem`
    /// (none when the result is unknown).
    pub(super) fn unit_numbers(&self, i: usize, stem: &str) -> Vec<u64> {
        self.count_facts(i)
            .map_or_else(Vec::new, |(result, facts)| facts.unit_numbers(result, stem))
    }

    /// Does `result` state `n` in words ("two treaties", "trois
    /// opérations")? Read with the vocabulary's number words, only when
    /// the cheaper checks found no support.
    pub(super) fn spells_number(&self, result: &str, n: u64) -> bool {
        let mut found = false;
        self.auditor.lexicon().find_all(result, |h| {
            found |= h.entry.flags & NUMBER != 0 && h.entry.number == Some(n);
        });
        found
    }

    /// Does record `i`'s result name `stem` without a zero or "no"
    /// before it (the result lists such things)?
    pub(super) fn lists_noun(&self, i: usize, stem: &str) -> bool {
        self.count_facts(i)
            .is_some_and(|(result, facts)| facts.lists(result, stem))
    }

    /// Is the count `n` a part of a total stated right after its noun
    /// (ending at `noun_end`), past one preposition, that a result of
    /// `known` supports ("deux blocs sur six", "3 tests of 12")?
    fn part_of_total(
        &self,
        hits: &[Hit],
        known: &[usize],
        n: u64,
        stem: &str,
        noun_end: usize,
    ) -> bool {
        let lexicon = self.auditor.lexicon();
        let next = |pos: usize| {
            next_word(lexicon, self.reply, pos)
                .filter(|w| self.reply[pos..w.start].trim().is_empty())
        };
        let Some(prep) =
            next(noun_end).filter(|p| lexicon.word_is(&self.reply[p.clone()], PREPOSITION))
        else {
            return false;
        };
        let Some(w) = next(prep.end) else {
            return false;
        };
        let total = self.reply[w.clone()].parse::<u64>().ok().or_else(|| {
            hits.iter()
                .find(|h| h.start == w.start && h.entry.flags & NUMBER != 0)
                .and_then(|h| h.entry.number)
        });
        // (not a year: "two RAV4 Hybrids from 2021")
        total.is_some_and(|m| {
            m > n && !is_year(m, &w) && known.iter().any(|&i| self.supports_count(i, m, stem))
        })
    }

    /// A count of a noun outside the vocabulary, in a sentence with an
    /// explicit reference: "returned 6 regions", "a remonté 9 TODO". Not a
    /// count: a measure (a unit or month after the number), an index or
    /// bound (a label or preposition before it: "top 5", "since 2019",
    /// "version 3"), or a number before a function word.
    pub(super) fn generic_count(
        &self,
        s: &Range<usize>,
        hits: &[Hit],
        (span, n): (Range<usize>, u64),
        known: &[usize],
        findings: &mut Vec<Finding>,
    ) {
        let rest = &self.reply[span.end..s.end];
        let lexicon = self.auditor.lexicon();
        // ("8-mal zurückgesetzt": a unit of occurrence hyphenated on)
        let hyphenated = || {
            rest.strip_prefix('-').filter(|a| {
                let w = &a[..a.find(|c: char| !c.is_alphabetic()).unwrap_or(a.len())];
                lexicon.word_is(w, OCCURRENCE_UNIT)
            })
        };
        let Some(after) = rest.strip_prefix([' ', '\u{a0}']).or_else(hyphenated) else {
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
        // (or before an adverb or a participle: "reset 8 times today",
        // "8-mal zurückgesetzt")
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
                    || next_word_past(self.reply, start + len, |_| false).is_some_and(|w| {
                        let w = &self.reply[w];
                        lexicon.word_is(w, PREPOSITION | LOCATIVE | ADVERB)
                            || (w.starts_with(char::is_lowercase)
                                && (is_past_form(w) || is_participle(w)))
                    })
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
            || self.part_supports(known, n, stem, span.start)
            || self.part_of_total(hits, known, n, stem, start + len)
            || self.qualified_part(known, n, start + len)
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
    pub(super) fn states_number_in(
        &self,
        recs: &[usize],
        n: u64,
        text: impl Fn(&IssuedRecord) -> Option<&str>,
    ) -> bool {
        recs.iter()
            .any(|&i| text(&self.recs[i]).is_some_and(|t| crate::support::states_number(t, n)))
    }

    /// The records among `recs` whose result is known.
    pub(super) fn with_result(
        &self,
        recs: impl Iterator<Item = usize>,
    ) -> impl Iterator<Item = usize> {
        recs.filter(|&i| self.recs[i].result.is_some())
    }

    /// What record `i`'s result says of `noun` (as the reply writes it,
    /// singular or plural): `None` when no line names it, else whether a
    /// line naming it says there is none of it ("Allergies: none
    /// recorded", "open_rfis: 0").
    pub(super) fn noun_in_result(&self, i: usize, noun: &str, claim: &str) -> Option<bool> {
        self.noun_in_text(self.recs[i].result.as_deref()?, noun, claim)
    }

    /// [`Sentences::noun_in_result`] in `result` (a whole result, or one
    /// item of it).
    pub(super) fn noun_in_text(&self, result: &str, noun: &str, claim: &str) -> Option<bool> {
        let found = self.noun_in_text_as(result, noun, claim);
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
            .map(|n| self.noun_in_text_as(result, n, claim))
            .fold(found, |a, b| match (a, b) {
                (Some(true), _) | (_, Some(true)) => Some(true),
                (Some(false), _) | (_, Some(false)) => Some(false),
                _ => None,
            })
    }

    /// Does the sentence `s` list `n` things of the turn's results right
    /// after the count at `count`, past a noun of up to three words and a
    /// colon: URLs ("dos artículos: https://… y https://…") or codes
    /// ("dos siguen vigentes: WINTER24 y STUDENT10"), separated by commas
    /// and the vocabulary's range words ("y", "and", "or" …)?
    pub(super) fn enumerates(&self, s: &Range<usize>, count: &Range<usize>, n: u64) -> bool {
        let rest = &self.reply[count.end..s.end];
        // (the noun's words, up to the one the colon ends)
        let Some(word) = rest.split_whitespace().take(3).find(|w| w.ends_with(':')) else {
            return false;
        };
        let colon = count.end + (word.as_ptr() as usize - rest.as_ptr() as usize) + word.len() - 1;
        if !self.reply[colon + 1..].starts_with(' ') {
            return false;
        }
        let listed = self
            .lx
            .urls
            .iter()
            .filter(|u| u.start > colon && u.end <= s.end);
        if listed.clone().count() as u64 == n {
            return listed
                .into_iter()
                .all(|u| self.url_in_results(&self.reply[u.clone()]) == Some(true));
        }
        // codes: up to the first receipt or the end of the sentence
        let end = self.tokens[self.tokens.partition_point(|t| t.start <= colon)..]
            .first()
            .map_or(s.end, |t| t.start.min(s.end));
        let list = &self.reply[colon + 1..end];
        // (and before the bracket of that receipt)
        let list = &list[..list.find(['[', '(']).unwrap_or(list.len())];
        let lexicon = self.auditor.lexicon();
        let mut items = 0u64;
        for part in list.split([',', ';']) {
            for item in part
                .split_whitespace()
                .filter(|w| !lexicon.word_is(w, RANGE_WORD))
            {
                let item = item.trim_matches(|c: char| !c.is_alphanumeric());
                let code = has_digit_and_letter(item);
                let held = || {
                    self.haystack().is_some_and(|h| {
                        memchr::memmem::find(h.as_bytes(), item.as_bytes()).is_some()
                    })
                };
                if !code || !held() {
                    return false;
                }
                items += 1;
            }
        }
        items == n
    }

    /// [`Sentences::noun_in_text`] of `noun` as written.
    pub(super) fn noun_in_text_as(&self, result: &str, noun: &str, claim: &str) -> Option<bool> {
        let noun = noun.to_lowercase();
        // (a plural or final -e off: "disputas" finds "disputes", "alerte"
        // finds "Alerts")
        // (an identifier is itself: "W3" against a row "W3  0  0.0  --")
        let id = has_digit_and_letter(&noun);
        let stem = if id {
            noun.as_str()
        } else {
            noun.trim_end_matches(['s', 'e'])
        };
        if stem.chars().count() < if id { 2 } else { 3 } {
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
                // (or the last part of a snake_case key, its head noun:
                // "alerte" in `"low_do_alerts": 0`)
                let word_start = lower[..at]
                    .chars()
                    .next_back()
                    .is_none_or(|c| !(c.is_alphanumeric() || c == '_'))
                    || (lower[..at].ends_with('_')
                        && !id
                        && lower[at..]
                            .trim_start_matches(|c: char| c.is_alphanumeric())
                            .starts_with(['"', ':', '=', ' ', '\t']));
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
                    // (not a value before it: "flow_l=0 ALERT no_flow")
                    let denied = lower[..at].strip_suffix(' ').is_some_and(|b| {
                        let before = b.trim_end_matches(char::is_alphanumeric);
                        let w = &b[before.len()..];
                        !w.is_empty()
                            && !before.ends_with(['=', ':', '_', '.', '-'])
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
        if named && crate::support::column_says_none(result, stem, lexicon, claim) {
            return Some(true);
        }
        named.then_some(false)
    }

    /// `nr`: the indexes of the sentence's numbers in the lexed list;
    /// `scopes`: the calls a count may be about, whether they are implicit
    /// (the sentence names none), the calls a "found nothing" claim is
    /// held against, and where the first tool or command the sentence
    /// narrates without a backing call starts (what follows it is about
    /// that, not about an implicit scope).
    /// The count mismatches of sentence `s` (its numbers, digits and
    /// spelled out, against the receipted results in `scope`); returns
    /// what it read of a "no `<noun>`" claim for [`Sentences::absence`], or
    /// `None` when the sentence refers to no result at all.
    pub(super) fn counts(
        &self,
        s: &Range<usize>,
        hits: &[Hit],
        (nr, cites, mentions): (Range<usize>, &[Cite], &[crate::lex::Mention]),
        (scope, implicit, absence_scope, unbacked_from): (&[usize], bool, &[usize], usize),
        scratch: &mut CountScratch,
        findings: &mut Vec<Finding>,
    ) -> Option<AbsenceLead> {
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
            return None;
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
        let verb = hits.iter().any(|h| self.is_verb(h));
        let mut absence_at: Option<Range<usize>> = None;
        // (its noun is a compound of an absence noun: a claim in general)
        let mut compound = false;
        // the noun of a "no `<noun>`" claim ("aucune allergie"), as written
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
            // "enlaza dos artículos: <url> y <url> [r]": a count the
            // sentence enumerates right after it, as URLs the results hold
            if n != u64::MAX && n >= 2 && self.enumerates(s, &span, n) {
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
                // "counts 0 excursions across all four rooms": a zero before
                // a plain noun outside the vocabulary claims none of them,
                // like "no excursions"; not a row's zero, in brackets after
                // it ("ninguna estrella girasol (0 individuos)") or after a
                // word the results hold ("Ferry Terminal has 0 bikes")
                if n == 0 && absence_at.is_none() && (!implicit || verb) {
                    let clause = self.lx.clause(span.start, s.clone());
                    let lead = &self.reply[clause.start..span.start];
                    let row = lead.trim_end().ends_with('(')
                        || alnum_words(lead)
                            .filter(|w| w.chars().count() >= 4)
                            .any(|w| {
                                let w = w.to_lowercase();
                                known
                                    .iter()
                                    .chain(absence_known.iter())
                                    .any(|&i| self.lower_result(i).is_some_and(|r| r.contains(&w)))
                            });
                    let word = next_word(lexicon, self.reply, span.end)
                        .filter(|w| w.start == span.end + 1)
                        .filter(|w| {
                            let word = &self.reply[w.clone()];
                            plain_word(lexicon, word, 4)
                                && !lexicon.any(word, NON_COUNT)
                                && !is_past_form(word)
                        });
                    if let Some(w) = word.filter(|_| {
                        !row && !self.blocked_by(hits, clause.start, span.start, CONDITIONAL)
                    }) {
                        absence_at = Some(span.start..w.end);
                        absence_noun = Some(w);
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
            // "after the 13 slot": a number right before the singular of a
            // noun that has a plural names it (not a compound's first word
            // before a plural: "14 product samples", "3 line items")
            let compound = || {
                self.reply[noun.end..]
                    .split_whitespace()
                    .next()
                    .is_some_and(|w| {
                        let w = w.trim_end_matches(|c: char| !c.is_alphanumeric());
                        w.ends_with('s')
                            && w.chars().count() >= 4
                            && !lexicon.word_is(w, FUNCTION_WORD)
                    })
            };
            if n >= 2
                && self.reply[span.end..noun.start].trim().is_empty()
                && lexicon.is_singular_of(stem_id, &self.reply[noun.start..noun.end])
                && !compound()
            {
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
                || self.part_supports(known, n, stem, span.start)
                // (unless the sentence names the cited call's tool: the
                // count is then that result's)
                || (!mentions
                    .iter()
                    .any(|m| self.tools.calls(m.tool).iter().any(|r| known.contains(r)))
                    && self.turn_states_with(n, stem))
                // "deux blocs sur six", "3 tests of 12": a part of a total
                || self.part_of_total(hits, known, n, stem, noun.end)
                || self.qualified_part(known, n, noun.end);
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
        Some(AbsenceLead {
            at: absence_at,
            noun: absence_noun,
            compound,
        })
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::checks::testing::{counts, spans, spans_by, turn, turn_with};
    use crate::{Auditor, FindingKind};

    #[test]
    fn a_count_may_be_of_one_command_of_a_compound_one() {
        let photos = |cmd: &str| {
            turn_with(
                &[(
                    "shell",
                    &format!(r#"{{"cmd":"{cmd}"}}"#),
                    "ribs.jpg\nmould.jpg\nsetup.jpg\nblocks.jpg\n48M\t/srv/photos/lot/",
                )],
                &[],
            )
        };
        let reply = "There are four photos in /srv/photos/C-236/, 48M in total [receipt: {T0}].";
        assert!(
            counts(
                &photos("ls /srv/photos/C-236/ && du -sh /srv/photos/C-236/"),
                reply
            )
            .is_empty()
        );
        // near misses: one command, or more lines than the other commands
        // leave out
        assert_eq!(
            counts(&photos("ls -s /srv/photos/C-236/"), reply),
            ["four photos"]
        );
        let reply = "There are three photos in /srv/photos/C-236/ [receipt: {T0}].";
        assert_eq!(
            counts(
                &photos("ls /srv/photos/C-236/ && du -sh /srv/photos/C-236/"),
                reply
            ),
            ["three photos"]
        );
    }

    #[test]
    fn a_qualified_count_may_be_of_the_rows_that_share_a_value() {
        let orders = turn(
            &[(
                "harvest.orders",
                "order,customer,status\nO-7781,Example Grocers,confirmed\nO-7782,Green Fork,confirmed\nO-7785,Example Grocers,confirmed\nO-7790,Market Hall,on_hold",
            )],
            &[],
        );
        let carts = turn(
            &[(
                "cart_fleet",
                "cart\tbattery\tstatus\nC01\t96\tready\nC02\t88\tready\nC03\t12\tcharging\nC05\t91\tready\nC06\t73\tready\nC04\t0\tout",
            )],
            &[],
        );
        let tides = turn(
            &[(
                "tides.fetch",
                r#"{"tides":[{"type":"low","time":"00:21"},{"type":"high","time":"06:33"},{"type":"low","time":"12:47"},{"type":"high","time":"18:59"}]}"#,
            )],
            &[],
        );
        for (t, reply) in [
            (
                &orders,
                "De los cuatro pedidos, tres están confirmados [receipt: {T0}].",
            ),
            (&carts, "Hay cuatro carritos listos [receipt: {T0}]."),
            (
                &orders,
                "The query shows three orders confirmed [receipt: {T0}].",
            ),
            (&tides, "Hoy hay dos mareas bajas [receipt: {T0}]."),
        ] {
            assert!(counts(t, reply).is_empty(), "{reply}");
        }
        // near misses: no word qualifies the noun (a preposition follows
        // it), another number, the shared value is a code or a yes
        assert_eq!(
            counts(
                &orders,
                "The query shows three orders for Friday [receipt: {T0}]."
            ),
            ["three orders"]
        );
        assert_eq!(
            counts(&carts, "Hay tres carritos listos [receipt: {T0}]."),
            ["tres carritos"]
        );
        let valves = turn(
            &[(
                "irrigation_schedule",
                r#"[{"valve":"NB-A","start":"07:30"},{"valve":"NB-B","start":"07:45"},{"valve":"NB-A","start":"11:30"},{"valve":"NB-B","start":"11:45"},{"valve":"NB-A","start":"14:30"},{"valve":"NB-B","start":"14:45"}]"#,
            )],
            &[],
        );
        assert_eq!(
            counts(
                &valves,
                "There are three irrigation starts today [receipt: {T0}]."
            ),
            ["three irrigation"]
        );
        let grades = turn(
            &[(
                "get_gradebook",
                "student,score,submitted\nNguyen,92,yes\nOlsen,78,yes\nRuiz,,no\nPatel,85,yes\nKowalski,,no\nHaddad,88,yes",
            )],
            &[],
        );
        assert_eq!(
            counts(&grades, "Il y a quatre étudiants inscrits [receipt: {T0}]."),
            ["quatre étudiants"]
        );
    }

    #[test]
    fn a_part_of_a_total_the_result_supports_is_no_mismatch() {
        let blocks = turn(
            &[(
                "hull_blocks.status",
                "block,stage,erected\nB101,erected,yes\nB102,erected,yes\nB205,outfitting,no\nB206,painting,no\nB311,fabrication,no\nB312,fabrication,no",
            )],
            &[],
        );
        for reply in [
            "hull_blocks.status : deux blocs sur six sont montés [receipt: {T0}].",
            "hull_blocks.status: 2 blocks of 6 are erected [receipt: {T0}].",
        ] {
            assert!(counts(&blocks, reply).is_empty(), "{reply}");
        }
        // near miss: a total the result does not support
        assert_eq!(
            counts(
                &blocks,
                "hull_blocks.status : deux blocs sur neuf sont montés [receipt: {T0}]."
            ),
            ["deux blocs"]
        );
        // near miss: a year after the preposition is no total
        let cars = turn(
            &[(
                "inventory.vehicles",
                r#"[{"stock":"U2381","year":2022},{"stock":"U2407","year":2021},{"stock":"N0112","year":2024}]"#,
            )],
            &[],
        );
        assert_eq!(
            counts(
                &cars,
                "inventory.vehicles shows two RAV4 Hybrids from 2021 or newer [receipt: {T0}]."
            ),
            ["two RAV4 Hybrids"]
        );
    }

    #[test]
    fn a_demonstrative_after_a_number_is_no_noun_it_counts() {
        let jams = turn(
            &[(
                "shell",
                "19:02 lane3 JAM deck\n19:40 lane3 JAM sweep\n20:11 lane3 JAM deck\n20:55 lane3 JAM deck",
            )],
            &[],
        );
        for reply in [
            "El shell muestra cuatro atascos en la pista 3 esta noche [receipt: {T0}].",
            "Le shell montre quatre bourrages sur la piste 3 ce soir [receipt: {T0}].",
            "Die shell zeigt vier Staus auf Bahn 3 diese Nacht [receipt: {T0}].",
        ] {
            assert!(counts(&jams, reply).is_empty(), "{reply}");
        }
        // near miss: a noun after the number is counted
        assert_eq!(
            counts(
                &jams,
                "El shell muestra 3 atascos en la pista [receipt: {T0}]."
            ),
            ["3 atascos"]
        );
    }

    #[test]
    fn a_number_before_a_singular_names_the_thing() {
        let gates = turn(
            &[(
                "ticket_gates.query",
                "hour\tentries\n09\t112\n10\t248\n11\t305",
            )],
            &[],
        );
        // "the 13 slot" is the slot at 13, no count of slots
        assert!(
            counts(
                &gates,
                "ticket_gates.query has the peak at 11 [receipt: {T0}], so after the 13 slot is quietest."
            )
            .is_empty()
        );
        // near miss: the plural counts
        assert_eq!(
            counts(&gates, "ticket_gates.query lists 13 slots [receipt: {T0}]."),
            ["13 slots"]
        );
        // near miss: a compound's first word before its plural head counts
        assert_eq!(
            counts(
                &gates,
                "ticket_gates.query lists 13 slot entries [receipt: {T0}]."
            ),
            ["13 slot"]
        );
    }

    #[test]
    fn a_window_the_call_asked_for() {
        let t = turn_with(
            &[(
                "bash",
                r#"{"command": "grep -c HOLD x.log && tail -n 4 x.log"}"#,
                "14\nHOLD A\nRELEASE B\nHOLD C\nRELEASE D",
            )],
            &[],
        );
        let ok = "14 HOLD lines [receipt: {T0}]. The last four log lines show two releases.";
        assert!(counts(&t, ok).is_empty(), "{ok}");
        // a number the arguments do not hold, or no window word before it
        assert_eq!(
            counts(
                &t,
                "14 HOLD lines; the last seven log lines show it [receipt: {T0}]."
            ),
            ["seven log lines"]
        );
        // (in a compound command, four lines are the tail's anyway: see
        // `a_count_may_be_of_one_command_of_a_compound_one`)
        let single = turn_with(
            &[(
                "bash",
                r#"{"command": "grep -A3 HOLD x.log"}"#,
                "10:01 HOLD A\n10:02 RELEASE B\n10:03 HOLD C\n10:04 RELEASE D\n10:05 HOLD E",
            )],
            &[],
        );
        assert_eq!(
            counts(&single, "Four log lines show it [receipt: {T0}]."),
            ["Four log lines"]
        );
    }

    #[test]
    fn the_rest_of_a_list_after_other() {
        let t = turn(
            &[(
                "seepage_sensors",
                "piezometer,flow_l_s,trend\nP-05,1.2,stable\nP-06,1.4,stable\nP-07,2.6,rising\nP-08,0.9,stable",
            )],
            &[],
        );
        for reply in [
            "P-07 is rising, the other three piezometers are stable [receipt: {T0}].",
            "Laut seepage_sensors steigt P-07, die anderen drei Piezometer sind stabil [receipt: {T0}].",
            "P-07 sube; los otros tres piezómetros están estables [receipt: {T0}].",
        ] {
            assert!(counts(&t, reply).is_empty(), "{reply}");
        }
        // without the word, or more than two items apart, still a mismatch
        assert_eq!(
            counts(
                &t,
                "P-07 is rising, three piezometers are stable [receipt: {T0}]."
            ),
            ["three piezometers"]
        );
        assert_eq!(
            counts(
                &t,
                "the other eleven piezometers are stable [receipt: {T0}]."
            ),
            ["eleven piezometers"]
        );
    }

    #[test]
    fn a_count_the_sentence_enumerates_as_urls_or_codes_of_the_results() {
        let page = turn(
            &[(
                "site.fetch",
                "<ul>\n<li><a href=\"https://zoo.example/news/a\">A</a></li>\n<li><a href=\"https://zoo.example/news/b\">B</a></li>\n</ul>",
            )],
            &[],
        );
        let reply = "La página enlaza dos artículos: https://zoo.example/news/a y https://zoo.example/news/b [receipt: {T0}].";
        assert!(counts(&page, reply).is_empty(), "{reply}");
        // near misses: another number of URLs, a URL no result holds
        for reply in [
            "La página enlaza tres artículos: https://zoo.example/news/a y https://zoo.example/news/b [receipt: {T0}].",
            "La página enlaza dos artículos: https://zoo.example/news/a y https://zoo.example/news/c [receipt: {T0}].",
        ] {
            assert_eq!(counts(&page, reply).len(), 1, "{reply}");
        }
        // codes the result holds, listed after the count
        let codes = turn(
            &[(
                "promo_codes",
                "- WINTER24: 15% off\n- STUDENT10: £10 off\n- FRIENDS4: expired",
            )],
            &[],
        );
        let reply = "promo_codes lista dos códigos vigentes: WINTER24 y STUDENT10 [receipt: {T0}].";
        assert!(counts(&codes, reply).is_empty(), "{reply}");
        // near misses: a code no result holds, a word that is no code
        for reply in [
            "promo_codes lista dos códigos vigentes: WINTER24 y SPRING25 [receipt: {T0}].",
            "promo_codes lista dos códigos vigentes: WINTER24 y estudiantes [receipt: {T0}].",
        ] {
            assert_eq!(counts(&codes, reply).len(), 1, "{reply}");
        }
    }

    #[test]
    fn occurrences_before_an_adverb_or_a_participle_and_hyphenated() {
        let bay = turn(&[("washctl", "bay: 3\ncode: E47\nresets_today: 2")], &[]);
        for (reply, span) in [
            (
                "Laut washctl wurde Bucht 3 heute 8-mal zurückgesetzt [receipt: {T0}].",
                "8-mal",
            ),
            (
                "Laut washctl wurde Bucht 3 heute 8 Mal zurückgesetzt [receipt: {T0}].",
                "8 Mal",
            ),
            (
                "washctl says bay 3 was reset 8 times today [receipt: {T0}].",
                "8 times",
            ),
        ] {
            assert_eq!(counts(&bay, reply), [span], "{reply}");
        }
        // near misses: the result's own number, a comparison
        for reply in [
            "Laut washctl wurde Bucht 3 heute 2-mal zurückgesetzt [receipt: {T0}].",
            "washctl says bay 3 was reset 2 times today [receipt: {T0}].",
            "washctl says bay 3 now resets 8 times faster [receipt: {T0}].",
        ] {
            assert!(counts(&bay, reply).is_empty(), "{reply}");
        }
    }

    #[test]
    fn a_singular_article_after_a_subject_pronoun_is_a_verb() {
        let desk = turn(&[("helpdesk", "T-1 open\nT-2 open")], &[]);
        // French "a" is "has" after "il y", "elle": the number is a count
        for (reply, span) in [
            (
                "D'après helpdesk, il y a 6 tickets ouverts [receipt: {T0}].",
                "6 tickets",
            ),
            (
                "D'après helpdesk, elle a 5 tickets ouverts [receipt: {T0}].",
                "5 tickets",
            ),
        ] {
            assert_eq!(counts(&desk, reply), [span], "{reply}");
        }
        // near miss: an article before the number qualifies its noun
        assert!(counts(&desk, "helpdesk gave it a 5 star rating [receipt: {T0}].").is_empty());
    }

    #[test]
    fn a_number_after_and_is_a_count_but_a_range_is_not() {
        let horn = turn(
            &[(
                "foghornctl",
                "station: Gull Rock\nlast_test: 2024-06-01 09:00 PASS",
            )],
            &[],
        );
        for (reply, span) in [
            (
                "D'après foghornctl, le contrôle date d'hier et 13 essais ont réussi [receipt: {T0}].",
                "13 essais",
            ),
            (
                "Según foghornctl, la prueba fue ayer y 13 ensayos salieron bien [receipt: {T0}].",
                "13 ensayos",
            ),
            (
                "Laut foghornctl war der Test gestern und 13 Prüfläufe waren erfolgreich [receipt: {T0}].",
                "13 Prüfläufe",
            ),
        ] {
            assert_eq!(counts(&horn, reply), [span], "{reply}");
        }
        // near misses: a rough range, with its conjunction
        for reply in [
            "D'après foghornctl, entre 3 et 5 essais par mois [receipt: {T0}].",
            "Laut foghornctl laufen zwischen 3 und 5 Prüfläufe im Monat [receipt: {T0}].",
            "foghornctl runs between 3 and 5 tests a month [receipt: {T0}].",
        ] {
            assert!(counts(&horn, reply).is_empty(), "{reply}");
        }
    }

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
        // (without it, a count: the Italian "file" doubles as a plural)
        let no_range = Auditor::builder()
            .vocabulary_toml(&italian.replace("range_words = [\"oppure\"]\n", ""))
            .unwrap()
            .build()
            .unwrap();
        let range = "search_code ha trovato 2 oppure 3 file [receipt: {T0}].";
        assert!(
            spans_by(&no_range, &files, range, FindingKind::CountMismatch)
                .contains(&"3 file".into())
        );
        // (the English singular after a number names a file: no count)
        assert!(
            !spans_by(&plain, &files, range, FindingKind::CountMismatch).contains(&"3 file".into())
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
}
