//! The reply-side heuristics, sentence by sentence: tool claims, counts,
//! absence claims, URLs, and which calls the reply refers to.
//!
//! [`Sentences::run`] (this file) walks the lexed reply one sentence at a
//! time, works out which receipted calls the sentence refers to (the
//! receipts it cites, the tools it names, the commands it quotes, or the
//! calls the paragraph referred to before), and hands the sentence to one
//! check per finding kind, each in its own file:
//!
//! - `claims`: `unreceipted_tool_claim` (what the sentence narrates running
//!   or consulting, and whether a receipted call backs it);
//! - `counts`: `count_mismatch` (its numbers against the cited results);
//! - `absence`: `false_absence` (its "found nothing" against them);
//! - `urls`: `unsupported_url` (the URLs the turn's results hold).
//!
//! `commands` finds the calls whose arguments hold a quoted command,
//! `words` reads reply text word by word, and `testing` has the unit tests'
//! helpers. The word lists they read come from the vocabulary
//! (`crate::vocabulary`); only morphology (the past forms and participles
//! in `words`) is code.

mod absence;
mod claims;
mod commands;
mod counts;
#[cfg(test)]
mod testing;
mod urls;
mod words;

use std::borrow::Cow;
use std::cell::OnceCell;
use std::ops::Range;

use crate::auditor::{Auditor, Cite};
use crate::finding::{Finding, FindingKind};
use crate::lex::Lexed;
use crate::source::IssuedRecord;
use crate::support::CountFacts;
use crate::tools::ToolTable;
use crate::vocabulary::{
    ABSENCE, ABSENCE_DET, ACTION, CONDITIONAL, FAILURE, HEDGE, Hit, INSTRUMENT, NEGATION, NUMBER,
    OWN, RESULT_VERB, RUN_VERB, SELF_VERB, SOURCE, TOOL_WORD, URL_CUE,
};

use self::absence::AbsenceLead;
use self::commands::{ArgsIndex, CallSet};
use self::counts::CountScratch;
use self::words::{clean_cmd, next_word};

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

/// Is the tool name at `span` part of a command line in backticks
/// (`kubectl logs x`, `cargo build --release`)? The command, not the bare
/// tool, is what the reply names then.
pub(crate) fn in_command(reply: &str, lx: &Lexed, tools: &ToolTable, span: &Range<usize>) -> bool {
    lx.code_around(span)
        .is_some_and(|c| tools.id(clean_cmd(&reply[c.inner.clone()])).is_none())
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
                let nr_all = nr.clone();
                let (cites, mentions) = (&self.cites[tr.clone()], &self.lx.mentions[mr.clone()]);
                let lead = self.counts(
                    &s,
                    hits,
                    (nr, cites, mentions),
                    (&scope, !explicit, &absence, unbacked_from),
                    &mut counts,
                    findings,
                );
                if let Some(lead) = lead {
                    let mut next = self.absence(
                        &s,
                        hits,
                        (cites, mentions),
                        (!explicit, &counts.absence_known, unbacked_from),
                        lead,
                        findings,
                    );
                    // "the order search has no open orders [r1], and
                    // lab_results.query didn't return anything [r2]": each
                    // claim with the receipts cited after it
                    while let Some(from) = next.filter(|&f| f < s.end && f < unbacked_from) {
                        let part = from..s.end;
                        let in_part = |r: &Range<usize>| r.start >= from;
                        let hits = &hits[hits.partition_point(|h| h.start < from)..];
                        let cites = &cites[cites.partition_point(|c| !in_part(&c.span))..];
                        // (a part that counts, "mais 42 utilisateurs n'ont
                        // pas d'e-mail [r2]", says what a group lacks: the
                        // count pass reads it, not this one)
                        let counts_here = hits.iter().any(|h| h.entry.flags & NUMBER != 0)
                            || self.lx.numbers[nr_all.clone()]
                                .iter()
                                .any(|(r, _)| r.start >= from);
                        if cites.is_empty() || counts_here {
                            break;
                        }
                        let mentions = &mentions[mentions.partition_point(|m| !in_part(&m.span))..];
                        next = self.absence(
                            &part,
                            hits,
                            (cites, mentions),
                            (!explicit, &counts.absence_known, unbacked_from),
                            AbsenceLead::default(),
                            findings,
                        );
                    }
                }
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
                    match self.url_in_results(&self.reply[u.clone()]) {
                        Some(true) => continue,
                        Some(false) => {}
                        None => break,
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

    /// Is phrase `h` a verb of the sentence: of narrating, running or
    /// reporting (not an action verb, which is the assistant's doing: "Je
    /// n'ai rien modifié"), or a phrase of absence that is one ("came back
    /// empty")?
    fn is_verb(&self, h: &Hit) -> bool {
        (h.entry.flags & (RESULT_VERB | RUN_VERB | SELF_VERB | SOURCE) != 0
            && h.entry.flags & ACTION == 0)
            || (h.entry.flags & ABSENCE != 0 && self.reply[h.start..h.end].contains(' '))
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

    fn blocked_between(&self, hits: &[Hit], a: usize, b: usize) -> bool {
        self.blocked_by(hits, a, b, NEGATION | HEDGE | CONDITIONAL)
    }

    fn blocked_by(&self, hits: &[Hit], a: usize, b: usize, flags: u32) -> bool {
        hits.iter()
            .any(|h| h.start >= a && h.end <= b && h.entry.flags & flags != 0)
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
}

#[cfg(test)]
mod tests {
    use proptest::prelude::*;

    use super::*;

    proptest! {
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
