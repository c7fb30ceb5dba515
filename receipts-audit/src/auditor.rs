//! The [`Auditor`]: checks a reply against a [`ReceiptSource`].

use std::borrow::Cow;
use std::collections::BTreeMap;
use std::ops::Range;

use foldhash::HashMap;
use receipts_core::{FoundKind, Prefix, Scope, TokenError, is_glue_char};

use crate::checks::Sentences;
use crate::error::Error;
use crate::finding::{Finding, FindingKind};
use crate::lex::Lexed;
use crate::report::Report;
use crate::source::{IssuedRecord, ReceiptSource};
use crate::tools::{ToolCache, ToolTable};
use crate::transcript::Transcript;
use crate::vocabulary::{CLAUSE_BREAK, LABEL_STOP, Lexicon, Vocabulary};

/// Checks what a model says against the receipts the runtime issued.
///
/// Build one per configuration and reuse it: construction compiles the
/// vocabulary; each audit is one linear pass over the reply plus reads of
/// the cited results.
///
/// ```
/// use receipts_audit::{Auditor, Evidence, FindingKind};
/// use receipts_core::Prefix;
///
/// let auditor = Auditor::builder().alias("web_search", "google").build()?;
/// let report = auditor.audit(&Evidence::new(Prefix::default()), "I used Google to check.");
/// assert_eq!(report.findings[0].kind, FindingKind::UnreceiptedToolClaim);
/// # Ok::<(), receipts_audit::Error>(())
/// ```
#[derive(Debug)]
pub struct Auditor {
    pub(crate) lexicon: Lexicon,
    pub(crate) aliases: Vec<(String, String)>,
    pub(crate) known_tools: Vec<String>,
    prefix: Prefix,
    receipts_on: Option<bool>,
    pub(crate) tool_cache: ToolCache,
}

/// Builds an [`Auditor`].
#[derive(Debug, Clone)]
pub struct AuditorBuilder {
    vocabulary: Vocabulary,
    aliases: BTreeMap<String, Vec<String>>,
    pub(crate) known_tools: Vec<String>,
    prefix: Prefix,
    receipts_on: Option<bool>,
}

impl Default for AuditorBuilder {
    fn default() -> Self {
        AuditorBuilder {
            vocabulary: Vocabulary::builtin(),
            aliases: BTreeMap::new(),
            known_tools: Vec::new(),
            prefix: Prefix::default(),
            receipts_on: None,
        }
    }
}

impl AuditorBuilder {
    /// Replace the vocabulary (the default is [`Vocabulary::builtin`]).
    pub fn vocabulary(mut self, vocabulary: Vocabulary) -> Self {
        self.vocabulary = vocabulary;
        self
    }

    /// Add phrases from TOML (same keys as `vocab/default.toml`).
    ///
    /// # Errors
    /// [`crate::ErrorKind::Vocabulary`] when the TOML is invalid.
    pub fn vocabulary_toml(mut self, toml: &str) -> Result<Self, Error> {
        self.vocabulary.merge_toml(toml)?;
        Ok(self)
    }

    /// Another name the reply may use for a tool ("google" for
    /// `web_search`). Matching is case-insensitive on word boundaries.
    pub fn alias(mut self, tool: &str, alias: &str) -> Self {
        self.aliases
            .entry(tool.to_owned())
            .or_default()
            .push(alias.to_owned());
        self
    }

    /// Several aliases for a tool.
    pub fn aliases<I, S>(mut self, tool: &str, aliases: I) -> Self
    where
        I: IntoIterator<Item = S>,
        S: AsRef<str>,
    {
        let e = self.aliases.entry(tool.to_owned()).or_default();
        e.extend(aliases.into_iter().map(|s| s.as_ref().to_owned()));
        self
    }

    /// A tool the agent has (its catalogue), so that a reply claiming to
    /// have used it is recognised even when it was never called.
    pub fn known_tool(mut self, tool: &str) -> Self {
        self.known_tools.push(tool.to_owned());
        self
    }

    /// The token prefix for transcript audits without a key (default
    /// `zc-receipt`).
    pub fn prefix(mut self, prefix: Prefix) -> Self {
        self.prefix = prefix;
        self
    }

    /// Whether receipts were on for a transcript audit without a key
    /// (`None`, the default: on when any tool message has a trailer).
    pub fn receipts_on(mut self, on: Option<bool>) -> Self {
        self.receipts_on = on;
        self
    }

    /// Compile the vocabulary and build the auditor.
    ///
    /// # Errors
    /// [`crate::ErrorKind::Vocabulary`] when the phrases cannot be compiled.
    pub fn build(self) -> Result<Auditor, Error> {
        Ok(Auditor {
            lexicon: self.vocabulary.compile()?,
            aliases: self
                .aliases
                .into_iter()
                .flat_map(|(t, v)| v.into_iter().map(move |a| (t.clone(), a)))
                .collect(),
            known_tools: self.known_tools,
            prefix: self.prefix,
            receipts_on: self.receipts_on,
            tool_cache: ToolCache::default(),
        })
    }
}

impl Default for Auditor {
    /// The built-in vocabulary, no aliases, prefix `zc-receipt`.
    fn default() -> Self {
        match AuditorBuilder::default().build() {
            Ok(a) => a,
            // The built-in vocabulary compiles (tested); fall back to none.
            Err(_) => Auditor {
                lexicon: match Vocabulary::empty().compile() {
                    Ok(l) => l,
                    Err(_) => unreachable!("an empty vocabulary always compiles"),
                },
                aliases: Vec::new(),
                known_tools: Vec::new(),
                prefix: Prefix::default(),
                receipts_on: None,
                tool_cache: ToolCache::default(),
            },
        }
    }
}

/// A verified token in the reply and the record it cites.
#[derive(Debug, Clone)]
pub(crate) struct Cite {
    pub(crate) span: Range<usize>,
    pub(crate) rec: usize,
}

/// Text shaped like `<something>-<digits>-<43 base64url>` that the prefix
/// scan did not report (another prefix, or a damaged one).
fn shaped_like_tokens(text: &str, known: &[Range<usize>], out: &mut Vec<Range<usize>>) {
    let b = text.as_bytes();
    let mut k = 0;
    let mut kd = 0;
    let mut from = 0;
    // a candidate is "<digit>-<43 base64url>" ending a run of glue chars
    for dash in memchr::memchr_iter(b'-', b) {
        if dash < from || dash == 0 || !b[dash - 1].is_ascii_digit() {
            continue;
        }
        // a candidate around a dash inside a known token overlaps it
        while kd < known.len() && known[kd].end <= dash {
            kd += 1;
        }
        if known.get(kd).is_some_and(|r| r.start <= dash) {
            from = known[kd].end;
            continue;
        }
        let d = dash + 1;
        let mut e = d;
        while e < b.len()
            && e - d <= 43
            && (b[e].is_ascii_alphanumeric() || b[e] == b'-' || b[e] == b'_')
        {
            e += 1;
        }
        if e - d != 43 || (e < b.len() && is_glue_char(b[e])) {
            continue;
        }
        let mut s = dash;
        while s > 0 && is_glue_char(b[s - 1]) {
            s -= 1;
        }
        from = e;
        while k < known.len() && known[k].end <= s {
            k += 1;
        }
        if known.get(k).is_some_and(|r| r.start < e) {
            continue;
        }
        out.push(s..e);
    }
}

impl Auditor {
    /// A builder starting from the built-in vocabulary.
    pub fn builder() -> AuditorBuilder {
        AuditorBuilder::default()
    }

    /// Audit a reply against issued receipts (in-process scope, evidence
    /// from a transcript, or a ledger file). The report has no history.
    pub fn audit<S: ReceiptSource + ?Sized>(&self, source: &S, reply: &str) -> Report {
        Report::new(Vec::new(), self.findings(source, reply))
    }

    /// Audit a parsed transcript: re-check its tool messages (with
    /// `verifier`, cryptographically; see [`Transcript::replay`]) and audit
    /// its reply against them.
    pub fn audit_transcript(&self, transcript: &Transcript, verifier: Option<&Scope>) -> Report {
        let replay = transcript.replay(&self.prefix, verifier, self.receipts_on);
        let findings = self.findings(&replay.evidence, transcript.reply());
        Report::new(replay.history, findings)
    }

    /// Parse and audit a transcript given as JSON text.
    ///
    /// # Errors
    /// [`crate::ErrorKind::Transcript`] when it is not a transcript.
    pub fn audit_transcript_json(
        &self,
        json: &str,
        verifier: Option<&Scope>,
    ) -> Result<Report, Error> {
        Ok(self.audit_transcript(&Transcript::parse(json)?, verifier))
    }

    /// The findings for `reply`, ordered by span start.
    pub fn findings<S: ReceiptSource + ?Sized>(&self, source: &S, reply: &str) -> Vec<Finding> {
        let prefix = source.prefix();
        let mut found: Vec<receipts_core::Found> = Vec::with_capacity(reply.len() / 256 + 4);
        found.extend(prefix.scan(reply));
        let mut spans: Vec<Range<usize>> = Vec::with_capacity(found.len() + 4);
        spans.extend(found.iter().map(|f| f.span.clone()));
        let mut shaped = Vec::new();
        shaped_like_tokens(reply, &spans, &mut shaped);
        spans.extend(shaped.iter().cloned());
        spans.sort_by_key(|r| r.start);

        let turn = source.records();
        let tools = ToolTable::new(
            &self.tool_cache,
            turn,
            source.unreceipted_tools(),
            &self.known_tools,
            &self.aliases,
        );
        let lexed = Lexed::new(
            reply,
            &spans,
            &self.lexicon,
            tools
                .base
                .trie
                .as_ref()
                .map(|t| (t, tools.base.pattern_tool.as_slice())),
        );

        let mut recs: Vec<Cow<'_, IssuedRecord>> = turn.iter().map(Cow::Borrowed).collect();
        let by_token: HashMap<&str, usize> = turn
            .iter()
            .enumerate()
            .map(|(i, r)| (r.token.as_str(), i))
            .collect();
        let mut findings = Vec::with_capacity(2 * found.len() + turn.len() + 8);
        let mut cites = Vec::with_capacity(found.len());
        let mut labels = LabelMemo::default();
        // the tokens that did not verify, for the receipts-block lines that
        // give one to a tool
        let mut unverified: Vec<usize> = Vec::new();
        for f in found {
            let span = f.span.clone();
            match f.kind {
                FoundKind::Malformed(e) => {
                    unverified.push(span.start);
                    findings.push(malformed(reply, span, e));
                }
                FoundKind::Token(tok) => match source.lookup(&tok) {
                    None => {
                        unverified.push(span.start);
                        findings.push(Finding {
                        kind: FindingKind::ForgedReceipt,
                        start: span.start,
                        end: span.end,
                        tool: None,
                        token: Some(tok.as_str().to_owned()),
                        detail: "well-formed receipt that this scope did not issue, or whose tool result no longer matches it".into(),
                    });
                    }
                    Some(rec) => {
                        let tool = &rec.tool;
                        // the detail is built in one allocation of its size
                        let (kind, detail) = match self.misattribution(
                            reply,
                            &lexed,
                            &tools,
                            span.clone(),
                            (tool, rec.args.as_deref()),
                            (&mut labels, &spans),
                        ) {
                            Some(claimed) => (
                                FindingKind::MisattributedReceipt,
                                [
                                    "receipt issued for `",
                                    tool,
                                    "` is attributed to `",
                                    &claimed,
                                    "`",
                                ]
                                .concat(),
                            ),
                            None => (
                                FindingKind::VerifiedReceipt,
                                ["receipt issued for `", tool, "`"].concat(),
                            ),
                        };
                        findings.push(Finding {
                            kind,
                            start: span.start,
                            end: span.end,
                            tool: Some(tool.clone()),
                            token: Some(tok.as_str().to_owned()),
                            detail,
                        });
                        let idx = match by_token.get(tok.as_str()) {
                            Some(&i) => i,
                            None => {
                                recs.push(Cow::Owned(rec.into_owned()));
                                recs.len() - 1
                            }
                        };
                        cites.push(Cite { span, rec: idx });
                    }
                },
            }
        }
        for s in shaped {
            unverified.push(s.start);
            findings.push(Finding {
                kind: FindingKind::MalformedReceipt,
                start: s.start,
                end: s.end,
                tool: None,
                token: None,
                detail: format!(
                    "text shaped like a receipt but not under the prefix `{}`",
                    prefix.as_str()
                ),
            });
        }
        Sentences::new(
            self,
            reply,
            &lexed,
            &tools,
            &recs,
            turn.len(),
            (&cites, &spans),
        )
        .run(&mut findings);
        // "Belege:\nweather.stations: <forged>": a receipts-block line that
        // gives a token that did not verify to a tool with no receipted call
        // claims that the tool ran (the token itself is reported too)
        for start in unverified {
            let Some((label, _)) =
                token_label(reply, start).filter(|(_, j)| label_line(reply, *j).1)
            else {
                continue;
            };
            let Some(id) = tools.id(&reply[label.clone()]) else {
                continue;
            };
            let (a, b) = (label.start, label.end);
            if tools.receipted(id)
                || findings.iter().any(|f| {
                    f.kind == FindingKind::UnreceiptedToolClaim && f.start < b && a < f.end
                })
            {
                continue;
            }
            let name = &tools.names()[id];
            findings.push(Finding {
                kind: FindingKind::UnreceiptedToolClaim,
                start: a,
                end: b,
                tool: Some(name.clone()),
                token: None,
                detail: format!(
                    "the reply's receipts give `{name}` a receipt, but no receipted call of it exists in this turn"
                ),
            });
        }
        findings.sort_by_key(|f| (f.start, f.kind, f.end));
        findings
    }

    /// Is the token at `span` attributed to a tool other than `tool`?
    /// Returns the name it is attributed to.
    fn misattribution<'r>(
        &self,
        reply: &'r str,
        lexed: &Lexed,
        tools: &ToolTable,
        span: Range<usize>,
        (tool, args): (&str, Option<&str>),
        (labels, cited_before): (&mut LabelMemo<'r>, &[Range<usize>]),
    ) -> Option<String> {
        if let Some((at, raw_start)) = token_label(reply, span.start) {
            let label = &reply[at.clone()];
            let wordy = label.bytes().any(|c| c.is_ascii_alphabetic());
            if wordy && !labels.is_stopword(label, |l| self.is_label_stopword(l)) {
                if tools.same_tool(label, tool) {
                    return None;
                }
                let (line_start, block_line) = label_line(reply, raw_start);
                if tools.id(label).is_some() || (block_line && label.contains(['_', '/', '.', '-']))
                {
                    return Some(label.to_owned());
                }
                // any label inside a receipts block ("Tool receipts:" above)
                if block_line {
                    let para = reply[..line_start].rfind("\n\n").map_or(0, |p| p + 2);
                    let mut from = para.max(line_start.saturating_sub(600));
                    while !reply.is_char_boundary(from) {
                        from += 1;
                    }
                    if self.lexicon.any(&reply[from..line_start], LABEL_STOP) {
                        return Some(label.to_owned());
                    }
                }
                return None;
            }
        }
        // `[receipt: …]` right after naming another tool, in one sentence;
        // a receipt earlier in the sentence closes what it cites ("the
        // output of `git log` [r1] shows it, and run_tests confirms [r2]":
        // r2 is about run_tests only)
        let si = lexed.sentences.partition_point(|s| s.end <= span.start);
        let sent = lexed.sentences.get(si)?;
        // (the token spans are sorted and disjoint: the one before is found
        // by bisection)
        let before = cited_before.partition_point(|r| r.end <= span.start);
        let from = before
            .checked_sub(1)
            .map(|k| &cited_before[k])
            .filter(|r| r.start >= sent.start)
            .map_or(sent.start, |r| r.end);
        let mut nearest: Option<(usize, usize, usize)> = None; // (start, end, tool)
        // where the token's own tool is last named before it
        let mut own_end: Option<usize> = None;
        let first = lexed.mentions.partition_point(|m| m.span.start < from);
        for m in &lexed.mentions[first..] {
            if m.span.end > span.start {
                break;
            }
            // a tool's name inside a command line (`cargo build --release`)
            // is the command's, looked at below
            if crate::checks::in_command(reply, lexed, tools, &m.span) {
                continue;
            }
            if tools.same_tool(&tools.names()[m.tool], tool) {
                own_end = Some(m.span.end);
            } else if args.is_some_and(|a| crate::support::args_name(a, &tools.names()[m.tool])) {
                // another tool the token's call looked at ("the fault grep
                // over the lampctl logs [r]" for a shell call over
                // `/var/log/lampctl/`)
                continue;
            }
            nearest = Some((m.span.start, m.span.end, m.tool));
        }
        let first = lexed.codes.partition_point(|c| c.outer.start < from);
        for c in &lexed.codes[first..] {
            if c.outer.end > span.start {
                break;
            }
            if let Some(id) = tools.id(&reply[c.inner.clone()]) {
                if tools.same_tool(&tools.names()[id], tool) {
                    own_end = Some(own_end.map_or(c.outer.end, |e| e.max(c.outer.end)));
                }
                if nearest.is_none_or(|(_, e, _)| c.outer.end > e) {
                    nearest = Some((c.outer.start, c.outer.end, id));
                }
            }
        }
        let (start, end, id) = nearest?;
        // the own tool named in the sentence backs the token, unless another
        // tool's part of the sentence stands between them ("A says X; B says
        // Y [A's token]", "A had it at 09:15, but B shows 10:05 [A's]")
        let own_mentioned =
            own_end.is_some_and(|e| e >= end || !self.part_break(reply, lexed, e, start));
        // what the reply says between the tool's name and the token's label
        // ("[receipt: …]")
        let mut gap = reply[end..span.start].trim_end();
        if let Some(g) = gap.strip_suffix(':') {
            gap = g.trim_end_matches(|c: char| c.is_alphanumeric() || c == '_');
        }
        let gap = gap.trim_end_matches([' ', '[', '(', '*', '`']);
        // the tool opening the sentence (or after "according to") is its
        // subject, however long the claim ("calendar_list_events showed
        // your Tuesday: …")
        let subject = reply[from..start].split_whitespace().count() <= 2;
        let reach = if subject { 240 } else { 80 };
        // (the gap is inside the token's sentence: a period in it is a
        // decimal or an abbreviation, "€912.30", "Dr. Roth")
        // (a semicolon ends what a tool named in passing is attributed; the
        // tool opening the sentence is the subject of its every part:
        // "venue.availability has … free; the Orangerie is booked [r]")
        if own_mentioned
            || gap.len() > reach
            || gap.contains('\n')
            || (!subject && gap.contains(';'))
        {
            return None;
        }
        // "I booked it with book_hotel — €162/night [r]", "… with
        // scale_deployment and p95 is coming down [r]": a receipt after a
        // break that follows the name of a tool with no receipted call is
        // about what follows the break
        // (and, y, et, und: a second clause joined to the first)
        // (looked at only for a tool with no receipted call)
        let broken = || {
            gap.contains([':', '—', '–'])
                || joins(gap, " ")
                || lexed.clause_breaks[lexed.clause_breaks.partition_point(|&b| b < end)..]
                    .first()
                    .is_some_and(|&b| b < end + gap.len())
        };
        if !tools.receipted(id) && broken() {
            return None;
        }
        if tools.same_tool(&tools.names()[id], tool) {
            None
        } else {
            Some(tools.names()[id].clone())
        }
    }

    /// Does a new part of the sentence start between `a` and `b`: a
    /// semicolon or dash, a clause-breaking conjunction ("but", "pero",
    /// "aber"), or a comma before "and", "y", "et", "und"?
    fn part_break(&self, reply: &str, lexed: &Lexed, a: usize, b: usize) -> bool {
        let Some(text) = reply.get(a..b) else {
            return false;
        };
        text.contains(';')
            || text.contains(" — ")
            || text.contains(" – ")
            || joins(text, ", ")
            || lexed.hits[lexed.hits.partition_point(|h| h.start < a)..]
                .iter()
                .take_while(|h| h.start < b)
                .any(|h| h.end <= b && h.entry.flags & CLAUSE_BREAK != 0)
    }

    fn is_label_stopword(&self, label: &str) -> bool {
        self.lexicon.whole(label, |e| e.flags & LABEL_STOP != 0)
    }

    pub(crate) fn lexicon(&self) -> &Lexicon {
        &self.lexicon
    }
}

/// The labels of receipts already judged stop words or not in one audit
/// (a reply usually labels every receipt the same way, "receipt: ...").
#[derive(Default)]
struct LabelMemo<'r>(Vec<(&'r str, bool)>);

/// The label a token is attributed to in a `label: token` (or
/// `label=token`) before it: its span, `_*-./` edges trimmed, and where
/// its characters start untrimmed (for [`label_line`]).
fn token_label(reply: &str, start: usize) -> Option<(Range<usize>, usize)> {
    let b = reply.as_bytes();
    let mut i = start;
    while i > 0
        && matches!(
            b[i - 1],
            b' ' | b'\t' | b'`' | b'*' | b'[' | b'(' | b'"' | b'\''
        )
    {
        i -= 1;
    }
    if !(i > 0 && matches!(b[i - 1], b':' | b'=')) {
        return None;
    }
    let mut j = i - 1;
    while j > 0 && matches!(b[j - 1], b' ' | b'\t' | b'`' | b'*') {
        j -= 1;
    }
    let end = j;
    while j > 0
        && (b[j - 1].is_ascii_alphanumeric() || matches!(b[j - 1], b'_' | b'.' | b'/' | b'-'))
    {
        j -= 1;
    }
    let raw = &reply[j..end];
    let label = raw.trim_start_matches(['_', '*', '-', '.', '/']);
    let from = end - label.len();
    let label = label.trim_end_matches(['_', '*', '-', '.', '/']);
    Some((from..from + label.len(), j))
}

/// Where the line of a label whose characters start at `j` starts, and
/// whether that line holds nothing before the label but bullets (a
/// receipts block's line).
fn label_line(reply: &str, j: usize) -> (usize, bool) {
    let line_start = reply[..j].rfind('\n').map_or(0, |p| p + 1);
    let block_line = reply[line_start..j]
        .bytes()
        .all(|c| matches!(c, b' ' | b'\t' | b'-' | b'*' | b'+' | b'>' | b'`'))
        || reply[line_start..j].trim_start().starts_with('•');
    (line_start, block_line)
}

impl<'r> LabelMemo<'r> {
    /// `judge(label)`, remembered for the first few distinct labels.
    fn is_stopword(&mut self, label: &'r str, judge: impl FnOnce(&str) -> bool) -> bool {
        if let Some(&(_, stop)) = self.0.iter().find(|(l, _)| *l == label) {
            return stop;
        }
        let stop = judge(label);
        if self.0.len() < 16 {
            self.0.push((label, stop));
        }
        stop
    }
}

fn malformed(reply: &str, span: Range<usize>, e: TokenError) -> Finding {
    Finding {
        kind: FindingKind::MalformedReceipt,
        token: Some(reply[span.clone()].to_owned()),
        start: span.start,
        end: span.end,
        tool: None,
        detail: format!("text starts like a receipt but breaks the grammar: {e}"),
    }
}

/// The conjunctions that join a second clause to the first.
const CONJUNCTIONS: [&str; 5] = ["and", "y", "et", "und", "e"];

/// Does `text` hold one of the [`CONJUNCTIONS`] as a word with `before`
/// right before it and a space after ("… and …" with `" "`, "…, and …"
/// with `", "`)?
fn joins(text: &str, before: &str) -> bool {
    CONJUNCTIONS.iter().any(|c| {
        text.match_indices(c)
            .any(|(at, _)| text[..at].ends_with(before) && text[at + c.len()..].starts_with(' '))
    })
}

#[cfg(test)]
mod tests {
    use super::*;

    /// `joins` finds what a search for the conjunction with its spaces
    /// finds.
    #[test]
    fn joins_reads_like_a_search_for_the_spaced_word() {
        for text in [
            "A, and B",
            "A and B",
            "Aand B",
            "A andB",
            "A, y B",
            "A, e",
            "land und Leute",
            "et, et ",
            "",
        ] {
            for before in [" ", ", "] {
                let want = CONJUNCTIONS
                    .iter()
                    .any(|c| text.contains(&format!("{before}{c} ")));
                assert_eq!(joins(text, before), want, "{text:?} {before:?}");
            }
        }
    }
}
