//! `unreceipted_tool_claim`: what a sentence narrates running or consulting
//! (a tool by name or alias, a tool word, a quoted command, a path), and
//! whether the turn has a receipted call that backs it.

use std::ops::Range;

use crate::auditor::Cite;
use crate::vocabulary::{
    ABSENCE_DET, CONDITIONAL, FAILURE, FIRST_PERSON, HEDGE, Hit, INSTRUMENT, NEGATION, NON_COUNT,
    RESULT_VERB, RUN_VERB, SELF_VERB, SOURCE, TOOL_WORD, VERB_ABSENCE, WEAK_ABSENCE,
};
use crate::vocabulary::{
    ADVERB, AGENT, ARTICLE, AUXILIARY, COPULA, LOCATIVE, NOT_PERFECT, PARTICIPLE, PREPOSITION,
    PRESENCE_VERB, SINGULAR_ARTICLE, YEAR_DETERMINER,
};

use super::words::{
    alnum_words, clean_cmd, is_gerund, is_participle, is_past_form, is_strong_participle,
    next_word, next_word_past, prev_word,
};
use super::{Object, Sentences};

/// The words between a verb and its object: a few words, no punctuation
/// ("ran `ls`", "checked the file `a.txt`").
pub(super) fn plain_gap(gap: &str) -> bool {
    gap.len() <= 24
        && gap
            .chars()
            .all(|c| c.is_alphabetic() || matches!(c, ' ' | '\'' | '’'))
        && gap.split_whitespace().count() <= 3
}

/// A past form or participle by its ending: "pushed", "tramitado",
/// "creado", "generó", "créé", "envoyée".
/// A past participle before the agent of a passive: a past form, or a
/// Spanish one in the feminine or plural ("medida", "registrados").
pub(super) fn passive_participle(word: &str) -> bool {
    is_past_form(word)
        || (word.chars().count() > 4
            && ["ada", "ida", "adas", "idas", "ados", "idos"]
                .iter()
                .any(|e| word.ends_with(e)))
}

impl<'a> Sentences<'a> {
    /// The narration verbs of a sentence that are not negated or hedged.
    pub(super) fn narrations<'h>(
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

    pub(super) fn strong_end(&self, from: usize, s: &Range<usize>, hits: &[Hit]) -> usize {
        let semi =
            memchr::memchr(b';', &self.reply.as_bytes()[from..s.end]).map_or(s.end, |o| from + o);
        let brk = hits
            .iter()
            .find(|h| h.start >= from && h.entry.flags & crate::vocabulary::CLAUSE_BREAK != 0)
            .map_or(s.end, |h| h.start);
        semi.min(brk)
    }

    /// The tools and commands this sentence says the assistant used, into
    /// `out` (empty).
    pub(super) fn objects(
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
            if self.bracketed_instrument(s, hits, m) {
                push(out, Object::Tool(m.span.clone(), m.tool));
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
                            && (self.reply[x.end..c].trim().is_empty()
                                // (or a condition that opens the sentence: "If
                                // you want to follow it yourself, the viewer
                                // can plot it: `tbmview …` shows the rings";
                                // not "Your order is in: …")
                                || (x.entry.flags & CONDITIONAL != 0
                                    && self.reply[s.start..x.start]
                                        .trim_start_matches(|ch: char| !ch.is_alphanumeric())
                                        .is_empty()))
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
    pub(super) fn instrument_object(
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
        } else if self.identifier_after(h.end)
            // (a value a result or the arguments hold is no tool: "with a
            // hydraulic_low fault" against `"faults": ["hydraulic_low"]`)
            && !self
                .haystack()
                .is_some_and(|hay| hay.contains(&self.reply[w.clone()]))
        {
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
    pub(super) fn locative_presence(
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

    /// Is the tool of `m` named alone in brackets after what the assistant
    /// did ("Ich habe den Account-Owner auf dich umgestellt
    /// (crm_update_account)", "I moved the standup to 10:30
    /// (calendar.update)")? The clause before the bracket has the first
    /// person and a past form after it; not in a condition, an offer or
    /// after a negation ("I haven't changed it (crm_update_account)").
    pub(super) fn bracketed_instrument(
        &self,
        s: &Range<usize>,
        hits: &[Hit],
        m: &crate::lex::Mention,
    ) -> bool {
        let before = self.reply[s.start..m.span.start].trim_end();
        if !before.ends_with('(') || !self.reply[m.span.end..].trim_start().starts_with(')') {
            return false;
        }
        let open = s.start + before.len() - 1;
        let clause = self
            .lx
            .clause(open.saturating_sub(1).max(s.start), s.clone());
        let Some(me) = hits.iter().find(|h| {
            h.start >= clause.start && h.end <= open && h.entry.flags & FIRST_PERSON != 0
        }) else {
            return false;
        };
        if self.framed_as_offer(s, hits, (open, clause.start), open..open) {
            return false;
        }
        alnum_words(&self.reply[me.end..open]).any(|w| is_past_form(w) || is_participle(w))
    }

    /// Is the tool of `m` the agent of a passive ("la température relevée
    /// par ladle_temp", "measured by ladle_temp", "medida por ladle_temp",
    /// "die von ladle_temp gemessene Temperatur")? An agent preposition
    /// right before the name (past its article), a past participle right
    /// before the preposition or (German) right after the name; not in a
    /// condition, an offer or after a negation ("I can have it measured by
    /// ladle_temp if you want").
    /// (`p`: the word before the name, one of the agent prepositions.)
    pub(super) fn passive_agent(
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
    pub(super) fn framed_as_offer(
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

    /// A tool named as the doer or place of what the assistant did, in a
    /// clause without a narration verb of the vocabulary: "save_job
    /// bookmarked the role" (the name, then a past form), "habe ich … in
    /// Slack gepostet", "… umgestellt (crm_update_account)" (a first person
    /// and a German participle in the clause).
    pub(super) fn doer_objects(
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
            // (past the closing backtick of a name quoted alone:
            // "`reviews.fetch` has a 5-star review")
            let mut pos = self
                .lx
                .code_around(&m.span)
                .map_or(m.span.end, |c| c.outer.end.max(m.span.end));
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
            // (or an irregular one: "pinsetterctl reset lane 3", where a
            // present would be "resets")
            let next_past = next.clone().is_some_and(|w| {
                let word = &self.reply[w.clone()];
                (is_past_form(word) || lexicon.word_classes(word) & PARTICIPLE != 0)
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
                let aux = lexicon.word_is(word, AUXILIARY);
                let rest = &self.reply[w.end..clause.end];
                let then = rest.split_whitespace().next().unwrap_or("");
                aux && !(lexicon.word_is(then, NOT_PERFECT)
                    || lexicon.whole(then, |e| e.flags & (NEGATION | ABSENCE_DET) != 0))
                    && (word.eq_ignore_ascii_case("has")
                        || word.eq_ignore_ascii_case("have")
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

    /// Does the sentence report that the narrated call `o` failed? A
    /// failure word counts from the object's clause on, before a colon or
    /// dash that opens what was found ("… nachgesehen: der
    /// SSO-Fehler …" reports a bug, not a failed call), and not after a
    /// negation or zero ("aucun échec", "no errors"). For a tool whose call
    /// failed, quoted output with a failure word counts too ("`kubectl`
    /// returned `error: Unauthorized`").
    pub(super) fn reports_failure(
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
        let lexicon = self.auditor.lexicon();
        let state = |f: &Hit| {
            is_gerund(&self.reply[f.start..f.end])
                && self.reply[..f.start]
                    .split_whitespace()
                    .next_back()
                    .is_some_and(|w| lexicon.word_is(w, COPULA))
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
        // (nor an attribute of a noun, a past form right after a definite
        // article or a possessive: "I resubmitted the rejected document
        // with `courtctl efile …`", "reran the failed job")
        let attribute = |f: &Hit| {
            is_past_form(&self.reply[f.start..f.end])
                && self.reply[..f.start]
                    .strip_suffix(' ')
                    .is_some_and(|before| {
                        before
                            .rsplit(|c: char| !c.is_alphanumeric())
                            .next()
                            .is_some_and(|w| {
                                // (not "a", which is French "has": "a échoué")
                                lexicon.word_is(w, ARTICLE) && !lexicon.word_is(w, SINGULAR_ARTICLE)
                            })
                    })
        };
        // (nor a verb of what the tool did to counted things: "the
        // detector has rejected only these two bars today"; a number of
        // tries or of time is still the failure's: "denied 3 times")
        let counted_object = |f: &Hit| {
            let mut pos = f.end;
            for _ in 0..3 {
                let Some(w) = next_word_past(self.reply, pos, |_| false) else {
                    return false;
                };
                let word = &self.reply[w.clone()];
                let number = word.bytes().all(|c| c.is_ascii_digit())
                    || lexicon.whole(word, |e| e.number.is_some());
                if number {
                    return next_word_past(self.reply, w.end, |_| false).is_some_and(|n| {
                        let noun = &self.reply[n];
                        noun.starts_with(char::is_alphabetic)
                            && !lexicon.whole(noun, |e| e.flags & NON_COUNT != 0)
                    });
                }
                let skip = lexicon.word_classes(word);
                if skip & (ARTICLE | ADVERB | YEAR_DETERMINER) == 0 || skip & PREPOSITION != 0 {
                    return false;
                }
                pos = w.end;
            }
            false
        };
        let real = |f: &Hit| {
            !state(f)
                && !other_result(f)
                && !attribute(f)
                && !counted_object(f)
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

    pub(super) fn code_object(&self, code: usize) -> Object {
        let c = &self.lx.codes[code];
        match self.tools.id(clean_cmd(&self.reply[c.inner.clone()])) {
            Some(id) => Object::Tool(c.outer.clone(), id),
            None => Object::Command(c.outer.clone(), code),
        }
    }

    /// The identifier next to "tool" ("the search_web tool", "l'outil
    /// search_web"), when it looks like a tool name.
    pub(super) fn tool_word_object(&self, t: &Hit) -> Option<Object> {
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
    pub(super) fn path_after(&self, from: usize, to: usize) -> Option<Range<usize>> {
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
    pub(super) fn unsupported(
        &self,
        o: &Object,
        cites: &[Cite],
    ) -> Option<(Option<String>, String)> {
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
}

#[cfg(test)]
mod tests {
    use crate::checks::testing::{spans, spans_by, turn, turn_with};
    use crate::{Auditor, FindingKind};

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
    fn an_identifier_a_result_holds_is_a_value_not_an_instrument() {
        let t = turn(
            &[("zamboni.telemetry", r#"{"faults": ["hydraulic_low"]}"#)],
            &[],
        );
        let claim = FindingKind::UnreceiptedToolClaim;
        let value = "`zamboni.telemetry` shows the last pass ran with a hydraulic_low fault [receipt: {T0}].";
        assert!(spans(&t, value, claim).is_empty(), "{value}");
        // an identifier no result holds is still read as a tool
        let tool = "I checked the pressure with hydraulic_probe as well [receipt: {T0}].";
        assert_eq!(spans(&t, tool, claim), ["hydraulic_probe"]);
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
        // with structured arguments, a long option names one of them
        let g = turn_with(
            &[(
                "canal_gates",
                r#"{"cmd":"status","gate":"G-L7","dry_run":true}"#,
                "gate: G-L7",
            )],
            &[],
        );
        for reply in [
            "I ran `canal_gates --gate G-L7 --reset` and it moves again.",
            "I ran `canal_gates --gate=G-L8` to check.",
        ] {
            assert_eq!(spans(&g, reply, claim).len(), 1, "{reply}");
        }
        for reply in [
            "I ran `canal_gates status --gate G-L7`.",
            "I ran `canal_gates --gate=G-L7 --dry-run -v`.",
        ] {
            assert!(spans(&g, reply, claim).is_empty(), "{reply}");
        }
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
    fn a_failure_verb_with_counted_things_after_it_is_what_was_found() {
        let t = turn_with(&[("shell", r#"{"cmd":"tail d.log"}"#, "ok")], &[]);
        let claim = FindingKind::UnreceiptedToolClaim;
        for reply in [
            "I ran `grep -c REJECT d.log` and the detector has rejected only these two bars today.",
            "I ran `grep -c DENY fw.log` and the firewall blocked 14 addresses.",
        ] {
            assert_eq!(spans(&t, reply, claim).len(), 1, "{reply}");
        }
        // near misses: the failure of the run, with a number of tries, of
        // time, or after a preposition
        for reply in [
            "I ran `grep -c REJECT d.log` but it was rejected.",
            "I ran `grep -c REJECT d.log` and it was denied 3 times.",
            "I ran `grep -c REJECT d.log` and it timed out after 30 seconds.",
            "I ran `grep -c REJECT d.log` and it failed after 3 retries.",
            "I ran `grep -c REJECT d.log` and it was denied from 2 hosts.",
            "I ran `grep -c REJECT d.log` and it was rejected 2 seconds later.",
        ] {
            assert!(spans(&t, reply, claim).is_empty(), "{reply}");
        }
    }

    #[test]
    fn a_tool_in_brackets_after_what_the_assistant_did_is_a_claim() {
        let lookup = turn(&[("crm_lookup", "owner: m.roth\nstatus: at risk")], &[]);
        let auditor = Auditor::builder()
            .known_tool("crm_update_account")
            .known_tool("calendar.update")
            .build()
            .unwrap();
        let claim = FindingKind::UnreceiptedToolClaim;
        for (reply, span) in [
            (
                "Ich habe den Account-Owner von j.keller auf dich umgestellt (crm_update_account).",
                "crm_update_account",
            ),
            (
                "I moved the standup to 10:30 (calendar.update).",
                "calendar.update",
            ),
            (
                "J'ai réaffecté le compte à Marie (crm_update_account).",
                "crm_update_account",
            ),
        ] {
            assert_eq!(spans_by(&auditor, &lookup, reply, claim), [span], "{reply}");
        }
        // near misses: a negation, an offer, a suggestion, another doer, a
        // tool named beside no action, and the receipted call itself
        for reply in [
            "I haven't changed the owner yet (crm_update_account).",
            "I can change the owner for you (crm_update_account).",
            "I'd suggest we reassign it (crm_update_account) once you confirm.",
            "He updated the account himself (crm_update_account).",
            "The owner can be changed with a separate tool (crm_update_account).",
            "I looked up the account (crm_lookup) [receipt: {T0}]: the owner is m.roth.",
        ] {
            assert!(
                spans_by(&auditor, &lookup, reply, claim).is_empty(),
                "{reply}"
            );
        }
    }

    #[test]
    fn the_auxiliaries_of_a_perfect_come_from_the_vocabulary() {
        // an integrator's Dutch: "windctl heeft KR-04 herstart" has the tool
        // as the doer of a perfect
        let none = turn(&[("shell", "ok")], &[]);
        let claim = FindingKind::UnreceiptedToolClaim;
        let dutch = "[nl]\nauxiliaries = [\"heeft\"]\nnot_perfect = [\"moeten\"]\nparticiples = [\"herstart\"]\nnegations = [\"niet\"]\n";
        let plain = Auditor::builder().known_tool("windctl").build().unwrap();
        let extended = Auditor::builder()
            .known_tool("windctl")
            .vocabulary_toml(dutch)
            .unwrap()
            .build()
            .unwrap();
        let did = "windctl heeft KR-04 herstart.";
        assert!(spans_by(&plain, &none, did, claim).is_empty(), "{did}");
        assert_eq!(spans_by(&extended, &none, did, claim), ["windctl"], "{did}");
        // near misses: a negation and a word of the list after the auxiliary
        for reply in [
            "windctl heeft niet herstart.",
            "windctl heeft moeten herstart.",
        ] {
            assert!(
                spans_by(&extended, &none, reply, claim).is_empty(),
                "{reply}"
            );
        }
    }

    #[test]
    fn the_copulas_of_a_state_come_from_the_vocabulary() {
        // "it's failing" is what the logs showed, not a failed call; an
        // integrator's list adds "was"
        let none = turn(&[("shell", "ok")], &[]);
        let claim = FindingKind::UnreceiptedToolClaim;
        let plain = Auditor::default();
        let extended = Auditor::builder()
            .vocabulary_toml("[x]\ncopulas = [\"was\"]\n")
            .unwrap()
            .build()
            .unwrap();
        let now = "I pulled its logs with `kubectl logs api-7`, and it's failing on a missing key.";
        assert_eq!(spans_by(&plain, &none, now, claim).len(), 1, "{now}");
        let then =
            "I pulled its logs with `kubectl logs api-7`, and it was failing on a missing key.";
        assert!(spans_by(&plain, &none, then, claim).is_empty(), "{then}");
        assert_eq!(spans_by(&extended, &none, then, claim).len(), 1, "{then}");
    }

    #[test]
    fn a_failure_word_before_a_noun_is_its_attribute() {
        // "the rejected document", "my failed job": what the assistant acted
        // on, not a report that the narrated command failed
        let shell = turn_with(&[("shell", r#"{"cmd": "gh run list"}"#, "42 failed")], &[]);
        let claim = FindingKind::UnreceiptedToolClaim;
        for reply in [
            "I reran the failed job with `gh run rerun 42`.",
            "I resubmitted my rejected upload with `gh release upload v2 a.tgz`.",
        ] {
            assert_eq!(spans(&shell, reply, claim).len(), 1, "{reply}");
        }
        // near misses: the failure is the command's ("a échoué" is "has
        // failed", not an article before a past form), or is stated after
        // the article's noun
        for reply in [
            "J'ai lancé `gh run rerun 42`, mais la relance a échoué.",
            "I ran `gh run rerun 42`, but the job was rejected by the runner.",
            "I tried `gh run rerun 42`; the request failed with a 403.",
        ] {
            assert!(spans(&shell, reply, claim).is_empty(), "{reply}");
        }
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
    fn a_condition_opening_the_sentence_carries_past_a_colon() {
        let t = turn(&[("tbm_telemetry", "ring 1180 2.5 bar")], &[]);
        let claim = FindingKind::UnreceiptedToolClaim;
        let reply = "If you want to follow it yourself, the viewer can plot it: `tbmview --last 20` shows the last rings.";
        assert!(spans(&t, reply, claim).is_empty());
        // near misses: no condition, or a word of address that opens it
        for reply in [
            "The viewer plotted it: `tbmview --last 20` shows the last rings.",
            "Your plot is ready: `tbmview --last 20` shows the last rings.",
        ] {
            assert_eq!(spans(&t, reply, claim), ["`tbmview --last 20`"], "{reply}");
        }
    }

    #[test]
    fn plural_names_quoted_names_and_refreshing_narrate_the_tool() {
        let t = turn(
            &[("tides.fetch", "high water 11:58")],
            &["hatchery.tanks", "reviews.fetch"],
        );
        let auditor = Auditor::builder()
            .known_tool("hatchery.tanks")
            .known_tool("reviews.fetch")
            .known_tool("longline.status")
            .aliases("hatchery.tanks", ["hatchery tanks"])
            .aliases("longline.status", ["longline status"])
            .build()
            .unwrap();
        let claim = FindingKind::UnreceiptedToolClaim;
        for (reply, tool) in [
            (
                "The hatchery tanks have a batch of juveniles ready.",
                "hatchery tanks",
            ),
            (
                "`reviews.fetch` has a 5-star review from last night.",
                "reviews.fetch",
            ),
            (
                "I also refreshed the longline status: NB-04 is stripped.",
                "longline status",
            ),
        ] {
            assert_eq!(spans_by(&auditor, &t, reply, claim), [tool], "{reply}");
        }
        // near misses: a negated perfect, a failure reported
        for reply in [
            "The hatchery tanks have not answered since noon.",
            "`reviews.fetch` has failed twice this morning.",
        ] {
            assert!(spans_by(&auditor, &t, reply, claim).is_empty(), "{reply}");
        }
    }

    #[test]
    fn an_irregular_past_after_a_tools_name_is_its_doing() {
        let t = turn(&[("lanes", "ok")], &["pinsetterctl"]);
        let auditor = Auditor::builder()
            .known_tool("pinsetterctl")
            .build()
            .unwrap();
        let claim = FindingKind::UnreceiptedToolClaim;
        for reply in [
            "pinsetterctl reset lane 3 and it's cycling normally again.",
            "pinsetterctl already cut the power to lane 3.",
        ] {
            assert_eq!(spans_by(&auditor, &t, reply, claim), ["pinsetterctl"]);
        }
        // near misses: a present ("resets") and a modal before the verb
        for reply in [
            "pinsetterctl resets lane 3 whenever a pin jams.",
            "pinsetterctl can reset lane 3 once it is back.",
        ] {
            assert!(spans_by(&auditor, &t, reply, claim).is_empty(), "{reply}");
        }
        // and the same words once the call went through
        let ok = turn(&[("pinsetterctl", "lane 3: reset")], &[]);
        let reply = "pinsetterctl reset lane 3 [receipt: {T0}].";
        assert!(spans_by(&auditor, &ok, reply, claim).is_empty());
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
            (
                "Im Fehlerprotokoll hat B-03 einen offenen Eintrag.",
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
            "Im Fehlerprotokoll hättest du B-03 gesehen, wenn es dort stünde.",
        ] {
            assert!(spans_by(&auditor, &t, reply, claim).is_empty(), "{reply}");
        }
    }
}
