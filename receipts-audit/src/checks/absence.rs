//! `false_absence`: a sentence saying that a tool found nothing, held
//! against the receipted results it is about.

use std::ops::Range;

use crate::auditor::Cite;
use crate::finding::{Finding, FindingKind};
use crate::support::is_empty_result;
use crate::vocabulary::{
    ABSENCE, ABSENCE_DET, CONDITIONAL, HEDGE, Hit, NEGATION, NUMBER, PERSON, RESULT_VERB, RUN_VERB,
    SELF_VERB, SUBJECT_ABSENCE, WEAK_ABSENCE,
};
use crate::vocabulary::{FUNCTION_WORD, GAP_WORD, HAVE_VERB, LOCATIVE, PRESENCE_VERB, REMAINDER};

use super::Sentences;
use super::counts::plain_word;
use super::words::{alnum_words, has_digit_and_letter, is_past_form, next_word, prev_word};

/// The item of `result` that the last id of `lead` names ("UBC-V-298114
/// from Hornby Island has no image"): the JSON object around the id's
/// first occurrence, or its line. An id is a word of four characters and
/// more with a digit and a letter (not a date or a bare number).
pub(super) fn item_named<'r>(result: &'r str, lead: &str) -> Option<&'r str> {
    item_named_from(result, lead, 4)
}

/// [`item_named`], for ids of `min` characters or more.
pub(super) fn item_named_from<'r>(result: &'r str, lead: &str, min: usize) -> Option<&'r str> {
    // (the last id the result holds: a receipt token between is none)
    let at = lead
        .split(|c: char| !(c.is_alphanumeric() || matches!(c, '-' | '_' | '.' | '/')))
        .map(|w| w.trim_end_matches('.'))
        .filter(|w| w.len() >= min && has_digit_and_letter(w))
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

/// The receipts cited first after `pos` in a sentence, with those cited
/// right after them ("[receipt: a] [receipt: b]", "[receipt: a, b]").
pub(super) fn cite_group_after<'c>(reply: &str, cites: &'c [Cite], pos: usize) -> &'c [Cite] {
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

/// The first brace `end` (`{` reading back, `}` reading on) among the
/// bytes of `b` at `order` that no other brace met before it balances.
pub(super) fn unmatched_brace(
    b: &[u8],
    mut order: impl Iterator<Item = usize>,
    end: u8,
) -> Option<usize> {
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

/// What the count pass of a sentence read of a "no `<noun>`" claim (a
/// determiner read as zero before its noun): where the claim is, its noun
/// as written, and whether that noun is a compound of an absence noun (a
/// claim in general: "keine Fütterungseinträge").
#[derive(Default)]
pub(super) struct AbsenceLead {
    pub(super) at: Option<Range<usize>>,
    pub(super) noun: Option<Range<usize>>,
    pub(super) compound: bool,
}

impl<'a> Sentences<'a> {
    /// Does record `i`'s result state some field as none or zero
    /// ("Open disputes: 0", `"alerts": []`)? A "found nothing" about a
    /// result that does may be about that field.
    ///
    /// With `claim` (the sentence of a claim that names no qualifier), a
    /// zero in one row of a column of counts is that row's only where the
    /// claim names the row.
    pub(super) fn states_a_none(&self, i: usize, claim: Option<&str>) -> bool {
        self.recs[i]
            .result
            .as_deref()
            .is_some_and(|r| crate::support::has_none_field(r, self.auditor.lexicon(), claim))
    }

    /// Does the text at `r` (what follows a claim of absence in its clause)
    /// name identifiers ("B101", "KX-4471"), none of which record `i`'s
    /// result or arguments hold? The claim is about those items then, of
    /// which the result says nothing. (Not when the arguments are unknown.)
    pub(super) fn about_unheld_items(&self, i: usize, r: Range<usize>) -> bool {
        // (up to the first receipt, URL or code span after it)
        let end = self.tokens[self.tokens.partition_point(|t| t.start < r.start)..]
            .first()
            .map_or(r.end, |t| t.start.min(r.end));
        let end = self.lx.urls[self.lx.urls.partition_point(|u| u.start < r.start)..]
            .first()
            .map_or(end, |u| u.start.min(end));
        let end = self.reply[r.start..end]
            .find(['`', '['])
            .map_or(end, |p| r.start + p);
        let r = r.start..end.max(r.start);
        let rec = &self.recs[i];
        // (without the call's arguments, what it was asked about is unknown)
        let Some(args) = rec
            .args
            .as_deref()
            .filter(|a| !matches!(a.trim(), "" | "{}" | "[]" | "null"))
        else {
            return false;
        };
        let (result, args) = (self.lower_result(i).unwrap_or(""), args.to_lowercase());
        let held = |id: &str| {
            let id = id.to_lowercase();
            result.contains(&id) || args.contains(&id)
        };
        fn words(t: &str) -> impl Iterator<Item = &str> {
            t.split(|c: char| !(c.is_alphanumeric() || c == '-' || c == '_'))
                .map(|w| w.trim_matches('-'))
        }
        // (a code opens with a letter; "24h", "19th" are measures)
        let ids: Vec<&str> = words(&self.reply[r])
            .filter(|w| {
                w.len() >= 2
                    && w.starts_with(|c: char| c.is_alphabetic())
                    && has_digit_and_letter(w)
            })
            .collect();
        // (and the result names other items of the same shape: "B205-J14"
        // and "B206-J03" for "B101"; a host the call reached by its address,
        // "db-b4-02-07" against SEL lines, is what the result is about)
        // (compared byte by byte, without building the shapes)
        let class = |c: u8| match c {
            b'0'..=b'9' => b'9',
            c if c.is_ascii_alphabetic() => b'a',
            c => c,
        };
        let same_shape = |a: &str, b: &str| {
            a.len() == b.len() && a.bytes().zip(b.bytes()).all(|(x, y)| class(x) == class(y))
        };
        !ids.is_empty()
            && ids.iter().all(|id| !held(id))
            && words(result)
                .flat_map(|w| std::iter::once(w).chain(w.split('-')))
                .any(|w| ids.iter().any(|id| same_shape(id, w)))
    }

    /// Was record `i` a compound command line (`wc -l f && grep -i fail
    /// f`), is the program named last in `lead` (the claim's sentence up
    /// to the claim) one of its later commands, and has the output no
    /// more lines than the commands before that one? "the grep printed
    /// nothing" is then about that command's part of the output, and "42
    /// f" is `wc`'s.
    pub(super) fn about_a_later_command(&self, i: usize, lead: &str) -> bool {
        let Some(args) = self.command_text(i) else {
            return false;
        };
        let programs = super::commands::programs(args);
        let Some(named) = lead
            .rsplit(|c: char| !(c.is_alphanumeric() || matches!(c, '-' | '_' | '.')))
            .find_map(|w| programs.iter().position(|p| p.eq_ignore_ascii_case(w)))
        else {
            return false;
        };
        // (and the output has no more lines than the commands before it
        // have, a line each: two more lines of paths are the grep's)
        let lines = self.count_facts(i).map_or(0, |(_, facts)| facts.lines());
        // (the first command named: none before it, and the output is not
        // empty)
        lines <= named as u64
    }

    /// Is record `i`'s result known and non-empty?
    pub(super) fn nonempty_result(&self, i: usize) -> bool {
        let Some(result) = self.recs[i].result.as_deref() else {
            return false;
        };
        !*self.empty[i].get_or_init(|| is_empty_result(result, self.auditor.lexicon()))
    }

    /// Does a tool named in the clause from `from` end a word or two before
    /// `at`, as the subject of what is at `at` ("observatory_schedule has
    /// nothing booked", "sales_report had no sales")?
    pub(super) fn tool_subject(&self, from: usize, at: usize) -> bool {
        let first = self.lx.mentions.partition_point(|m| m.span.start < from);
        self.lx.mentions[first..]
            .iter()
            .take_while(|m| m.span.start < at)
            .any(|m| m.span.end <= at && self.reply[m.span.end..at].split_whitespace().count() <= 2)
    }

    /// Is a tool named in `clause` as a place: a locative right before the
    /// name, past an article ("Im Störungsticketsystem ist derzeit nichts
    /// offen", "In der Nachtwarteschlange steht nichts", "Nothing in our
    /// help center covers it")?
    pub(super) fn tool_place(&self, clause: &Range<usize>) -> bool {
        let lexicon = self.auditor.lexicon();
        let first = self
            .lx
            .mentions
            .partition_point(|m| m.span.start < clause.start);
        self.lx.mentions[first..]
            .iter()
            .take_while(|m| m.span.end <= clause.end)
            .filter(|m| !self.in_command(m))
            // (`prev_word` passes articles: "In der Nachtwarteschlange")
            .any(|m| {
                prev_word(lexicon, self.reply, m.span.start).is_some_and(|w| {
                    w.start >= clause.start && lexicon.word_is(&self.reply[w], LOCATIVE)
                })
            })
    }

    /// Is the word of absence at `h` the subject of running or doing
    /// something, a word or two before the verb ("Nobody has run `git
    /// push` yet", "nadie ha ejecutado la migración")? It says who acted,
    /// not what a result holds.
    pub(super) fn runs_something(&self, hits: &[Hit], h: &Hit) -> bool {
        hits.iter()
            .skip_while(|x| x.start < h.end)
            .take_while(|x| x.start <= h.end + 24)
            .any(|x| {
                x.entry.flags & (RUN_VERB | SELF_VERB) != 0
                    && x.entry.flags & RESULT_VERB == 0
                    && self.reply[h.end..x.start].split_whitespace().count() <= 1
            })
    }

    /// The capitalized word right after `pos` when it is a compound whose
    /// head is one of the vocabulary's absence nouns ("Fütterungseinträge",
    /// "Dockerfiles"): at least three letters before a head of at least
    /// four.
    pub(super) fn compound_absence(&self, pos: usize) -> Option<Range<usize>> {
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
    pub(super) fn cited_absence(
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

    /// The false absences of sentence `s`: its first claim that a tool
    /// found nothing (a phrase of absence, or the "no `<noun>`" that the count
    /// pass read, `lead`), held against the receipted results it is about
    /// (`absence_known`: those it cites or names, or the turn's only call).
    /// Returns the end of the receipts cited after the claim it judged,
    /// where a later claim of the sentence may start.
    pub(super) fn absence(
        &self,
        s: &Range<usize>,
        hits: &[Hit],
        (cites, mentions): (&[Cite], &[crate::lex::Mention]),
        (implicit, absence_known, unbacked_from): (bool, &[usize], usize),
        lead: AbsenceLead,
        findings: &mut Vec<Finding>,
    ) -> Option<usize> {
        let lexicon = self.auditor.lexicon();
        let claim = &self.reply[s.clone()];
        let AbsenceLead {
            at: mut absence_at,
            noun: mut absence_noun,
            compound,
        } = lead;
        // the first claim of absence in the sentence: a phrase before a
        // "no `<noun>`" is what the receipts after it are about
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
                // "observatory_schedule has nothing booked [r]"; or with
                // the tool named as its place: "Im Störungsticketsystem ist
                // nichts offen [r]")
                let subject =
                    || self.tool_subject(clause.start, h.start) || self.tool_place(&clause);
                // (or with the receipt cited right after its clause:
                // "Nobody is online on eu-survival-1 [r]")
                // (a word about people that opens the sentence: "Nothing about
                // the night queue worries me [r]" is an opinion)
                // (the token starts past "[receipt: " and a space after the
                // clause's end)
                let backed = || {
                    f & PERSON != 0
                        && self.reply[s.start..h.start]
                            .bytes()
                            .all(|b| !b.is_ascii_alphanumeric())
                        && cite_group_after(self.reply, cites, h.end)
                            .first()
                            .is_some_and(|c| c.span.start <= clause.end + "[receipt: ".len() + 2)
                };
                let weak = f & WEAK_ABSENCE != 0
                    && (hits.iter().any(|x| {
                        x.start >= clause.start && x.end <= clause.end && self.is_verb(x)
                    }) || subject()
                        || backed());
                if !(strong || weak) || (f & PERSON != 0 && self.runs_something(hits, h)) {
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
                return None;
            }
            let grouped: Vec<usize>;
            // (receipts of another tool than the one the sentence names are
            // misattributed, reported as such: the claim is about the named
            // tool's result, "The microscope queue is empty [grids.lookup's
            // receipt]" against the queue's `[]`)
            // (a tool named in the claim's own clause)
            let clause = self.lx.clause(at.start, s.clone());
            let in_clause =
                |m: &&crate::lex::Mention| m.span.start >= clause.start && m.span.end <= clause.end;
            let named_calls = || {
                let mut calls: Vec<usize> = mentions
                    .iter()
                    .filter(in_clause)
                    .flat_map(|m| self.tools.calls(m.tool).iter().copied())
                    .filter(|&r| r < self.turn_len && self.recs[r].result.is_some())
                    .collect();
                calls.sort_unstable();
                calls.dedup();
                calls
            };
            let (known, any) = if group.is_empty() || absence_known.is_empty() {
                (absence_known, false)
            } else {
                let named = named_calls();
                // (every call of the named tool, as without a receipt; none
                // when the named tool has no receipted call: "The catenary
                // monitor shows no new arcs [vehicle.locate's receipt]" is
                // about a result the turn does not hold)
                let uncalled_named = named.is_empty()
                    && mentions
                        .iter()
                        .filter(in_clause)
                        .any(|m| !self.in_command(m) && self.tools.calls(m.tool).is_empty());
                let misattributed = uncalled_named
                    || (!named.is_empty() && !group.iter().any(|c| named.contains(&c.rec)));
                grouped = if misattributed {
                    named
                } else {
                    self.with_result(group.iter().map(|c| c.rec)).collect()
                };
                (&grouped[..], !misattributed)
            };
            // the noun the claim is about: of "no `<noun>`", or the word after
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
            // (past a verb of presence and its dummy subject: "offene
            // Proben gibt es keine [r]")
            let presence_gap = |w: Range<usize>| {
                let word = |r: &Range<usize>| &self.reply[r.clone()];
                let verb = if lexicon.word_is(word(&w), PRESENCE_VERB) {
                    w
                } else {
                    let v = prev_word(lexicon, self.reply, w.start)?;
                    (word(&w).chars().count() <= 3 && lexicon.word_is(word(&v), PRESENCE_VERB))
                        .then_some(v)?
                };
                prev_word(lexicon, self.reply, verb.start)
            };
            let postposed = noun.is_none()
                && !self.reply[at.clone()].contains(' ')
                && prev_word(lexicon, self.reply, at.start).is_some_and(|w| {
                    // (right before it, or before the verb and its subject)
                    let (w, past_verb) = match presence_gap(w.clone()) {
                        Some(noun) => (noun, true),
                        None => (w, false),
                    };
                    w.start >= s.start
                        && (past_verb
                            || self.reply[w.end..at.start]
                                .trim_matches([' ', ':'])
                                .is_empty())
                        && plain_word(lexicon, &self.reply[w.clone()], 4)
                        && !hits.iter().any(|h| h.start <= w.start && w.start < h.end)
                        && !mentions
                            .iter()
                            .any(|m| m.span.start <= w.start && w.start < m.span.end)
                });
            // the non-empty results it is held against: one is enough for
            // receipts cited together, all of them otherwise
            let remainder =
                alnum_words(&self.reply[clause.clone()]).any(|w| lexicon.word_is(w, REMAINDER));
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
                    // (three words of four letters or more, past short
                    // ones: "The rind-defect list for CM-0412 is empty"; and
                    // two words as the snake_case key they may be: "the
                    // test section is empty" against "test_section: empty")
                    let before = |none: bool| {
                        let mut long = 0;
                        let mut later: Option<&str> = None;
                        self.reply[s.start..at.start]
                            .rsplit(|c: char| {
                                !(c.is_alphanumeric() || matches!(c, '-' | '_' | '\''))
                            })
                            .filter(|w| w.chars().any(char::is_alphabetic))
                            .take_while(|w| {
                                long += usize::from(w.chars().count() >= 4);
                                long <= 3
                            })
                            .any(|w| {
                                let key = later.map(|l| [w, "_", l].concat());
                                later = Some(w);
                                self.noun_in_result(i, w, claim) == Some(none)
                                    || key.is_some_and(|k| {
                                        self.noun_in_result(i, &k, claim) == Some(none)
                                    })
                            })
                    };
                    if noun.is_none() && before(true) {
                        return false;
                    }
                    // (an item the claim names, whose row or record among
                    // others says it is empty: "H4 is empty [r]" against "|
                    // H4 | - | empty |" among full tanks; not a result of
                    // one item, where the word may be a field's: "nichts
                    // hinterlegt" against "Report A24-77790 … Addendum:
                    // none")
                    if noun.is_none()
                        && self.recs[i].result.as_deref().is_some_and(|r| {
                            item_named_from(r, &self.reply[s.start..at.start], 2).is_some_and(
                                |item| {
                                    item.len() < r.trim().len()
                                        && lexicon.any(item, ABSENCE | WEAK_ABSENCE)
                                },
                            )
                        })
                    {
                        return false;
                    }
                    // (a result that denies the qualifier: "no third-place
                    // match [r]" against `"third_place": null`)
                    if qualifiers.iter().any(|q| {
                        self.noun_in_result(i, &self.reply[q.clone()], claim) == Some(true)
                    }) {
                        return false;
                    }
                    // (a claim about items that neither the result nor the
                    // call's arguments hold: "No rejects on B101 or B102 [r]"
                    // against rejects of B205 and B206 only)
                    if noun.is_some() && self.about_unheld_items(i, at.end..clause.end) {
                        return false;
                    }
                    // (the rest of a list, the one named apart having some:
                    // "dos excursiones en F2 y ninguna en las otras tres
                    // cámaras [r]" against three zero rows)
                    if remainder && self.states_a_none(i, None) {
                        return false;
                    }
                    // (a later command of a compound one: "`wc -l` gives 42
                    // lines and the grep printed nothing [r]")
                    if self.about_a_later_command(i, &self.reply[s.start..at.start]) {
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
                        if item.is_some_and(|t| {
                            self.noun_in_text(t, &self.reply[n], claim) == Some(true)
                        }) {
                            return false;
                        }
                    }
                    match noun
                        .clone()
                        .and_then(|n| self.noun_in_result(i, &self.reply[n], claim))
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
                                    && self
                                        .states_a_none(i, qualifiers.is_empty().then_some(claim)))
                                || (noun.is_none()
                                    && self.reply[at.clone()]
                                        .split(|c: char| !c.is_alphabetic())
                                        .filter(|w| w.chars().count() >= 4)
                                        .any(|w| self.noun_in_result(i, w, claim) == Some(true))))
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
            // (a later claim may follow the receipts this one cites)
            return group.last().map(|c| c.span.end);
        }
        None
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::checks::testing::{absences, counts, spans, spans_by, turn, turn_with};
    use crate::{Auditor, FindingKind};

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
    fn nobody_is_an_absence_unless_it_ran_something() {
        let crew = turn(
            &[("crew_roster", "R-1182 J. Marsh CA\nR-1207 P. Lindgren FO")],
            &[],
        );
        assert_eq!(
            absences(&crew, "crew_roster shows nobody on reserve this afternoon."),
            ["nobody"]
        );
        assert_eq!(
            absences(&crew, "crew_roster muestra que nadie está de reserva."),
            ["nadie"]
        );
        // who acted, not what the roster holds
        let ran = "Nobody has run crew_roster again since the morning, it shows two pilots.";
        assert!(absences(&crew, ran).is_empty());
        let nadie = "Nadie ha ejecutado crew_roster desde esta mañana.";
        assert!(absences(&crew, nadie).is_empty());
    }

    #[test]
    fn an_absence_about_an_uncalled_named_tool_is_not_held_against_the_receipt() {
        // (the named tool's call failed: no claim is made, the result is unknown)
        let t = turn(
            &[(
                "vehicle.locate",
                r#"{"car": "TR-418", "status": "in service"}"#,
            )],
            &["overhead_line.alarms"],
        );
        let auditor = Auditor::builder()
            .known_tool("overhead_line.alarms")
            .aliases("overhead_line.alarms", ["catenary monitor"])
            .build()
            .unwrap();
        let absence = FindingKind::FalseAbsence;
        let other = "The catenary monitor shows no new arcs since the morning [receipt: {T0}].";
        assert!(spans_by(&auditor, &t, other, absence).is_empty());
        // the tool whose receipt it is, named: held against its result
        let own = "vehicle.locate shows no new arcs since the morning [receipt: {T0}].";
        assert_eq!(spans_by(&auditor, &t, own, absence), ["shows no"]);
    }

    #[test]
    fn data_is_the_whole_result_not_a_field_of_it() {
        // a field stated as zero does not make "no data" about that field
        let t = turn(
            &[(
                "pump_status",
                r#"{"pumps": [{"id": "P1", "amps": 41}, {"id": "P2", "amps": 0}]}"#,
            )],
            &[],
        );
        let tok = &t.1[0];
        let fr = format!("pump_status n'a renvoyé aucune donnée pour la station [receipt: {tok}].");
        assert_eq!(absences(&t, &fr), ["aucune donnée"]);
        let es = format!("pump_status no devolvió ningún dato de la estación [receipt: {tok}].");
        assert_eq!(absences(&t, &es), ["no devolvió ningún"]);
    }

    #[test]
    fn a_pronoun_of_absence_opening_a_cited_sentence_needs_no_verb() {
        let t = turn(
            &[("list_players", "Online (2/64): Kestrel_09, q_uinn")],
            &[],
        );
        let tok = &t.1[0];
        assert_eq!(
            absences(&t, &format!("Nobody is online on eu-1 [receipt: {tok}].")),
            ["Nobody"]
        );
        // without the receipt right after it, or not opening the sentence,
        // or as a determiner, it decides nothing
        assert!(absences(&t, "Nobody is online on eu-1, I think.").is_empty());
        let late = format!("Two are on eu-1, none with admin rights [receipt: {tok}].");
        assert!(absences(&t, &late).is_empty());
    }

    #[test]
    fn a_zero_row_backs_a_claim_about_that_row_not_about_the_column() {
        let dust = turn(
            &[(
                "dust_monitor",
                "station         pm10_7d  exceedances\nboundary-east   41       0\nboundary-west   57       2\nvillage-road    33       0",
            )],
            &[],
        );
        // the whole column: one station had two
        assert_eq!(
            absences(
                &dust,
                "dust_monitor shows no exceedances this week [receipt: {T0}]."
            ),
            ["shows no"]
        );
        // a row the sentence names, and a column of zeros in every row
        let reply = "dust_monitor shows no exceedances at boundary-east [receipt: {T0}].";
        assert!(absences(&dust, reply).is_empty());
        let calm = turn(
            &[(
                "dust_monitor",
                "station         pm10_7d  exceedances\nboundary-east   41       0\nvillage-road    33       0",
            )],
            &[],
        );
        let reply = "dust_monitor shows no exceedances this week [receipt: {T0}].";
        assert!(absences(&calm, reply).is_empty());
    }

    #[test]
    fn an_identifier_before_the_absence_is_the_row_it_is_about() {
        let troughs = turn(
            &[(
                "factoryctl",
                "trough  load_kg  hours\nW1      1450     11.5\nW2      1380     10.0\nW3      0        0.0",
            )],
            &[],
        );
        // the row of W3 is empty; W2's is not
        assert!(absences(&troughs, "W3 is empty [receipt: {T0}].").is_empty());
        assert_eq!(
            absences(&troughs, "W2 is empty [receipt: {T0}]."),
            ["is empty"]
        );
    }

    #[test]
    fn a_weak_absence_about_a_tool_named_as_its_place() {
        let auditor = Auditor::builder()
            .aliases("obs_queue", ["night queue", "Nachtwarteschlange"])
            .build()
            .unwrap();
        let absence = FindingKind::FalseAbsence;
        let queue = turn(&[("obs_queue", "M31 22:10\nM42 23:40")], &[]);
        for (reply, word) in [
            (
                "In der Nachtwarteschlange steht für heute Nacht nichts [receipt: {T0}].",
                "nichts",
            ),
            (
                "Nothing in the night queue is left for tonight [receipt: {T0}].",
                "Nothing",
            ),
        ] {
            assert_eq!(
                spans_by(&auditor, &queue, reply, absence),
                [word],
                "{reply}"
            );
        }
        // near misses: the queue is really empty; the place is another
        // clause's, under a condition, or no place ("the night queue job")
        let empty = turn(&[("obs_queue", "[]")], &[]);
        let reply = "In der Nachtwarteschlange steht nichts [receipt: {T0}].";
        assert!(spans_by(&auditor, &empty, reply, absence).is_empty());
        for reply in [
            "If nothing is in the night queue by ten, I will add M31 [receipt: {T0}].",
            "I checked the night queue [receipt: {T0}]; nothing else needs you tonight.",
            "Nothing about the night queue worries me [receipt: {T0}].",
        ] {
            assert!(
                spans_by(&auditor, &queue, reply, absence).is_empty(),
                "{reply}"
            );
        }
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
    fn a_noun_before_a_verb_of_presence_and_its_absence_is_a_field() {
        // (the German noun matches no key: the field that the result states
        // as none is what the claim may be about)
        let roster = |spare: &str| {
            turn(
                &[(
                    "depot.roster",
                    &format!(
                        r#"{{"shift":"late","drivers":["K. Ott","M. Sahin"],"spare":{spare}}}"#
                    ),
                )],
                &[],
            )
        };
        let reply = "Zwei Fahrer sind eingeteilt, Springer gibt es keine [receipt: {T0}].";
        // "X gibt es keine": a field is empty, the result is not
        assert!(absences(&roster("[]"), reply).is_empty());
        // near miss: a spare listed, no field empty
        assert_eq!(absences(&roster(r#"["L. Brandt"]"#), reply), ["keine"]);
    }

    #[test]
    fn a_zero_row_among_counts_backs_only_a_claim_that_names_it() {
        let bales = turn(
            &[(
                "bale_inventory.list",
                "North yard bales (as of 2024-06-18 16:00)\nOCC (cardboard): 46 bales, ~32.2 t\nMixed paper: 31 bales, ~21.7 t\nHDPE natural: 0 bales",
            )],
            &[],
        );
        // the zero is one row's: the yard holds bales
        assert_eq!(
            absences(
                &bales,
                "bale_inventory.list liefert für den Nordhof keine Ballen [receipt: {T0}]."
            ),
            ["keine"]
        );
        // near miss: the claim names the row
        assert!(
            absences(
                &bales,
                "Für HDPE natural liefert bale_inventory.list keine Ballen [receipt: {T0}]."
            )
            .is_empty()
        );
        // near miss: the claim goes row by row, stating the others' counts
        assert!(
            absences(
                &bales,
                "bale_inventory.list: 46 und 31 Ballen, sonst keine Ballen [receipt: {T0}]."
            )
            .is_empty()
        );
        // a word every row has names none of them; the value of a key in
        // the row's cell names it
        let logs = turn(
            &[(
                "bash",
                "/data/gnss/logs/GL01.log:0\n/data/gnss/logs/GL02.log:14\n/data/gnss/logs/GL04.log:3",
            )],
            &[],
        );
        assert_eq!(
            absences(
                &logs,
                "Le grep sur les journaux GNSS n'a trouvé aucune perte de fix [receipt: {T0}]."
            ),
            ["n'a trouvé aucune"]
        );
        let zone = turn(
            &[(
                "irrigationctl",
                "time\tzone\tlitres\tstatus\n05:00\tZ5\t1840\tok\n17:00\tZ5\t0\tskipped_rain\n05:00\tZ5\t1795\tok",
            )],
            &[],
        );
        assert_eq!(
            absences(
                &zone,
                "irrigationctl meldet für Z5 keine ausgelassenen Bewässerungen [receipt: {T0}]."
            ),
            ["keine"]
        );
        let troughs = turn(
            &[(
                "shell",
                "05:00 trough=N-01 flow_l=38 ok\n05:00 trough=N-02 flow_l=0 ALERT\n05:00 trough=S-01 flow_l=41 ok",
            )],
            &[],
        );
        assert!(
            absences(
                &troughs,
                "N-02 a remonté 0 litre et une alerte à 05:00 [receipt: {T0}]."
            )
            .is_empty()
        );
        // near miss: a word of absence states a field, whatever the rows
        let citation = turn(
            &[(
                "check_citation",
                "Citation: 44 Cal.4th 937\nStatus: Good law\nCiting references: 412\nNegative treatment: none",
            )],
            &[],
        );
        assert!(
            absences(
                &citation,
                "`check_citation` ne signale aucun traitement négatif [receipt: {T0}]."
            )
            .is_empty()
        );
        // in a line of commas alone, a comma between digits separates
        // fields: "Bobo,180,0,0" states Bobo's zero, which the claim names
        let plants = turn(
            &[(
                "stock.plants",
                "variety,pots,ready,reserved\nAnnabelle,640,510,200\nLimelight,420,380,380\nBobo,180,0,0",
            )],
            &[],
        );
        assert!(
            absences(
                &plants,
                "stock.plants: de Bobo no hay ninguna maceta lista todavía [receipt: {T0}]."
            )
            .is_empty()
        );
        // a decimal comma separates no field: "4,0" states no zero
        let dosing = turn_with(
            &[(
                "chemical.dosing",
                r#"{"machine":"W2"}"#,
                "chemical;dose_ml_kg;tank_level_pct\nDetergent Alka;12,5;38\nOxy bleach;4,0;71",
            )],
            &[],
        );
        assert_eq!(
            absences(
                &dosing,
                "chemical.dosing no devolvió ninguna dosificación para la W2 [receipt: {T0}]."
            ),
            ["ninguna"]
        );
    }

    #[test]
    fn nothing_new_is_an_absence_in_every_language() {
        let wire = |result: &str| turn(&[("wire_feed", result)], &[]);
        let full =
            wire("2024-11-20T14:02Z RTX  Harbour tram tender: losing bidder files complaint");
        for reply in [
            "Nothing new on the wire about the tram contract since yesterday [receipt: {T0}].",
            "Nada nuevo en el teletipo sobre el contrato del tranvía [receipt: {T0}].",
            "Rien de nouveau sur le fil à propos du tramway [receipt: {T0}].",
            "Nichts Neues im Ticker zum Straßenbahnvertrag [receipt: {T0}].",
        ] {
            assert_eq!(absences(&full, reply).len(), 1, "{reply}");
            // near miss: the feed is empty
            assert!(absences(&wire("[]"), reply).is_empty(), "{reply}");
        }
    }

    #[test]
    fn an_item_whose_row_says_it_is_empty_is_empty() {
        let tanks = |h4: &str| {
            turn(
                &[(
                    "hatchery.tanks",
                    &format!(
                        "| tank | batch | stage |\n|---|---|---|\n| H1 | SK-26-A | juveniles |\n| H3 | WK-26-A | juveniles |\n| H4 | - | {h4} |"
                    ),
                )],
                &[],
            )
        };
        let reply = "H4 is empty, cleaned last week [receipt: {T0}].";
        assert!(absences(&tanks("empty"), reply).is_empty());
        // near misses: the row says otherwise, or the item is the whole
        // result (the word is a field's there)
        assert_eq!(absences(&tanks("gametophytes"), reply), ["is empty"]);
        let one = turn_with(
            &[
                (
                    "worklist_query",
                    r#"{"status":"unread"}"#,
                    r#"{"items": []}"#,
                ),
                (
                    "report.status",
                    r#"{"accession":"A24-77790"}"#,
                    "Report A24-77790 (MR lumbar spine) finalised 13:48 by Dr. P. Sørensen. Addendum: none.",
                ),
            ],
            &[],
        );
        let auditor = Auditor::builder()
            .aliases("report.status", ["Befundsystem"])
            .build()
            .unwrap();
        assert_eq!(
            spans_by(
                &auditor,
                &one,
                "Im Befundsystem ist zu A24-77790 nichts hinterlegt.",
                FindingKind::FalseAbsence
            ),
            ["nichts hinterlegt"]
        );
    }

    #[test]
    fn came_back_with_no_is_an_absence() {
        let winch = |result: &str| turn(&[("shell", result)], &[]);
        let reply = "The `shell` grep came back with no cable breaks for July [receipt: {T0}].";
        assert_eq!(
            absences(
                &winch("3\n2026-07-04 13:02:41 launch 5 release 395 m"),
                reply
            ),
            ["came back with no"]
        );
        // near miss: the grep printed nothing
        assert!(absences(&winch(""), reply).is_empty());
    }

    #[test]
    fn the_subject_of_is_empty_may_be_a_longer_phrase_or_a_snake_case_key() {
        let wheels = |defects: &str| {
            turn(
                &[(
                    "wheels.inventory",
                    &format!(
                        r#"{{"batch":"CM-0412","wheels":64,"flagged":["W-17","W-38"],"rind_defects":{defects}}}"#
                    ),
                )],
                &[],
            )
        };
        let reply = "The rind-defect list for CM-0412 is empty, but two wheels are flagged [receipt: {T0}].";
        assert!(absences(&wheels("[]"), reply).is_empty());
        // near miss: a defect listed
        assert_eq!(absences(&wheels(r#"["W-17"]"#), reply), ["is empty"]);
        let status = |section: &str| {
            turn(
                &[(
                    "tunnelctl",
                    &format!("fan_rpm: 0\nstate: locked_out\ntest_section: {section}"),
                )],
                &[],
            )
        };
        let reply =
            "tunnelctl shows the tunnel locked out, and the test section is empty [receipt: {T0}].";
        assert!(absences(&status("empty"), reply).is_empty());
        // near miss: a model in the section
        assert_eq!(absences(&status("WT-M12 wing"), reply), ["is empty"]);
    }

    #[test]
    fn the_head_of_a_snake_case_key_is_the_noun_it_states() {
        let buoys = |alerts: &str| {
            turn(
                &[(
                    "water_quality.buoys",
                    &format!(
                        r#"{{"site":"North Flats","buoys_online":2,"low_do_alerts":{alerts},"readings":[{{"buoy":"NF-1","do_mgl":6.8}}]}}"#
                    ),
                )],
                &[],
            )
        };
        let reply = "Aucune alerte sur les bouées de North Flats [receipt: {T0}].";
        // "alerte" is the head of `low_do_alerts`, which is zero
        assert!(absences(&buoys("0"), reply).is_empty());
        // near miss: two alerts
        assert_eq!(absences(&buoys("2"), reply), ["Aucune alerte"]);
    }

    #[test]
    fn an_absence_about_items_the_result_does_not_hold_is_no_claim_against_it() {
        let welds = |args: &str, joints: [&str; 2]| {
            let result = format!(
                r#"{{"inspected_joints":146,"rejects":[{{"joint":"{}"}},{{"joint":"{}"}}]}}"#,
                joints[0], joints[1]
            );
            turn_with(&[("weld_inspect.query", args, &result)], &[])
        };
        let hull = r#"{"hull":"NB-318","method":"UT"}"#;
        let reply = "weld_inspect.query: no rejects on B101 or B102 [receipt: {T0}].";
        // the rejects are on other blocks, and the call was about the hull
        assert!(absences(&welds(hull, ["B205-J14", "B206-J03"]), reply).is_empty());
        // near miss: a reject on B101
        assert_eq!(
            absences(&welds(hull, ["B101-J02", "B206-J03"]), reply),
            ["no rejects"]
        );
        // near miss: the call was asked about B101
        assert_eq!(
            absences(
                &welds(r#"{"blocks":["B101","B102"]}"#, ["B205-J14", "B206-J03"]),
                reply
            ),
            ["no rejects"]
        );
        // near miss: the result names no item of that shape (the call
        // reached the host by its address, and the lines are its events)
        let sel = turn_with(
            &[(
                "shell",
                r#"{"cmd":"ipmitool -H 10.20.4.31 sel list last 2"}"#,
                " a1 | 03/02/2026 | Power Supply PS2 | Failure detected\n a2 | 03/02/2026 | Power Supply PS2 | Redundancy Lost\n",
            )],
            &[],
        );
        assert_eq!(
            absences(
                &sel,
                "`ipmitool` came back clean: no SEL events on db-b4-02-07 [receipt: {T0}]."
            ),
            ["no SEL events"]
        );
        // near miss: a measure is no item ("24h", "19th")
        let rain = turn_with(
            &[(
                "weather_station",
                r#"{"station":"Upper Glen"}"#,
                r#"{"rain_mm":14.2,"tmax_c":24.5}"#,
            )],
            &[],
        );
        assert_eq!(
            absences(
                &rain,
                "weather_station: il n'y a eu aucune pluie sur 24h [receipt: {T0}]."
            )
            .len(),
            1
        );
    }

    #[test]
    fn an_absence_of_the_rest_of_a_list_is_held_against_its_zeros() {
        let temps = |f1: u32| {
            // (F1 gives the list's zeros or not)
            turn(
                &[(
                    "freezer_temps",
                    &format!(
                        "room,min_c,max_c,excursions\nF1,-24.1,-21.8,{f1}\nF3,-25.0,-23.9,0\nF4,-22.8,-20.1,0\nF2,-23.5,-17.2,2"
                    ),
                )],
                &[],
            )
        };
        let reply = "freezer_temps registra dos excursiones en F2 y ninguna en las otras tres cámaras [receipt: {T0}].";
        assert!(absences(&temps(0), reply).is_empty());
        // near miss: F1 had one, so not every other room has none... but
        // F3 and F4 still state zeros: the rule reads a zero, not all
        assert!(absences(&temps(1), reply).is_empty());
        // near miss: without the word of the rest, "ninguna" is about them all
        assert_eq!(
            absences(
                &temps(0),
                "freezer_temps registra dos excursiones en F2 y ninguna en las cámaras [receipt: {T0}]."
            ),
            ["ninguna"]
        );
    }

    #[test]
    fn nothing_from_a_later_command_of_a_compound_one_is_its_part() {
        let args = r#"{"cmd":"wc -l /var/log/b.csv && grep -i fail /var/log/b.csv"}"#;
        let only_wc = turn_with(&[("shell", args, "42 /var/log/b.csv\n")], &[]);
        for reply in [
            "`wc -l` gives 42 lines, and the grep for fail printed nothing [receipt: {T0}].",
            "El shell cuenta 42 líneas y el grep de fallos no devolvió nada [receipt: {T0}].",
        ] {
            assert!(absences(&only_wc, reply).is_empty(), "{reply}");
        }
        // near misses: the grep's lines are there, the first command is
        // the one named, or the command is not compound
        let with_grep = turn_with(
            &[("shell", args, "42 /var/log/b.csv\n3 fail brake 2\n")],
            &[],
        );
        let reply =
            "`wc -l` gives 42 lines, and the grep for fail printed nothing [receipt: {T0}].";
        assert_eq!(absences(&with_grep, reply), ["nothing"]);
        let reply = "The grep ran after wc, and wc printed nothing [receipt: {T0}].";
        assert_eq!(absences(&only_wc, reply), ["nothing"]);
        let single = turn_with(
            &[(
                "shell",
                r#"{"cmd":"grep -i fail /var/log/b.csv"}"#,
                "42 /var/log/b.csv\n",
            )],
            &[],
        );
        let reply = "The grep for fail printed nothing [receipt: {T0}].";
        assert_eq!(absences(&single, reply), ["nothing"]);
    }

    #[test]
    fn a_second_absence_is_held_against_the_receipts_cited_after_it() {
        let lookups = |lab: &str| {
            turn(
                &[("orders.search", "(0 rows)"), ("lab_results.query", lab)],
                &[],
            )
        };
        let reply = "The order search has no open orders for Maison Peyrot [receipt: {T0}], and lab_results.query didn't return anything for CM-0398 [receipt: {T1}].";
        assert_eq!(
            absences(
                &lookups(r#"[{"test":"listeria","result":"not detected"}]"#),
                reply
            ),
            ["didn't return anything"]
        );
        // near miss: both empty
        assert!(absences(&lookups("[]"), reply).is_empty());
        // near miss: a later part that counts says what a group lacks
        let users = turn(
            &[
                ("sql_query", "(0 rows)"),
                ("sql_query", " count\n-------\n    37\n(1 row)"),
            ],
            &[],
        );
        assert!(
            absences(
                &users,
                "Aucune adresse mal formée [receipt: {T0}], mais 37 utilisateurs n'ont pas d'e-mail [receipt: {T1}]."
            )
            .is_empty()
        );
    }

    #[test]
    fn a_zero_before_a_noun_outside_the_vocabulary_claims_none() {
        let temps = turn(
            &[(
                "freezer_temps",
                "room,min_c,max_c,excursions\nF1,-24.1,-21.8,0\nF3,-25.0,-23.9,0\nF2,-23.5,-17.2,2",
            )],
            &[],
        );
        assert_eq!(
            absences(
                &temps,
                "freezer_temps counts 0 excursions across all rooms [receipt: {T0}]."
            ),
            ["0 excursions"]
        );
        // near misses: a row's zero, after a word the result holds or in
        // brackets after the row
        let stations = turn(
            &[(
                "stations.status",
                r#"{"stations":[{"name":"Ferry Terminal","bikes":0,"docks_free":19},{"name":"Library","bikes":14,"docks_free":1}]}"#,
            )],
            &[],
        );
        assert!(
            absences(
                &stations,
                "Ferry Terminal has 0 bikes and 19 free docks [receipt: {T0}]."
            )
            .is_empty()
        );
        let transect = turn(
            &[(
                "transect_survey.fetch",
                "species,count,depth_m\nSebastes mystinus,17,8.5\nPycnopodia helianthoides,0,9.0",
            )],
            &[],
        );
        assert!(
            absences(
                &transect,
                "El transecto registró dos taxones; ninguna estrella girasol (0 individuos) [receipt: {T0}]."
            )
            .is_empty()
        );
    }

    #[test]
    fn a_measurement_makes_a_record_of_few_fields_data() {
        let water = turn(
            &[(
                "water_quality",
                r#"{"loop":"RO-1","conductivity_uS":4.2,"chlorine_ppm":0,"samples_pending":[]}"#,
            )],
            &[],
        );
        let reply =
            "El monitor de agua no devolvió ninguna lectura del circuito RO-1 [receipt: {T0}].";
        assert_eq!(absences(&water, reply), ["ninguna lectura"]);
        // near miss: an echo of the query and its page is an empty answer
        let search = turn(
            &[("water_quality", r#"{"loop":"RO-1","page":1,"readings":[]}"#)],
            &[],
        );
        assert!(absences(&search, reply).is_empty());
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
        // near miss: a zero that is the value of the field before
        let troughs = |line: &str| {
            turn(
                &[(
                    "shell",
                    &format!(
                        "trough=N-01 flow_l=38 ok\ntrough=N-02 {line}\ntrough=S-01 flow_l=41 ok\n"
                    ),
                )],
                &[],
            )
        };
        let reply = "The `shell` shows no alerts [receipt: {T0}].";
        assert_eq!(
            absences(&troughs("flow_l=0 ALERT no_flow"), reply),
            ["shows no"]
        );
        assert!(absences(&troughs("flow_l=38 0 alerts"), reply).is_empty());
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
        // (the route the audit was asked about is in its arguments)
        let hazards = turn_with(
            &[(
                "stop_audit",
                r#"{"route":"R-09"}"#,
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
}
