//! What to do with a suspicious reply before delivery.

use std::fmt::Write as _;
use std::ops::Range;

use serde::{Deserialize, Serialize};

use crate::finding::{Finding, FindingKind};
use crate::report::Report;

/// The action for a reply whose report is `suspicious`. Serialized names:
/// `pass`, `annotate`, `strip`, `block`, `retry` (the config crate's
/// `on_suspicious`).
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, Default, Serialize, Deserialize)]
#[serde(rename_all = "lowercase")]
pub enum OnSuspicious {
    /// Deliver as is (log the report).
    #[default]
    Pass,
    /// Deliver with a short notice naming the unbacked claims.
    Annotate,
    /// Remove forged and malformed tokens, misattributed ones, and
    /// receipts-block lines that do not verify; leave the rest.
    Strip,
    /// Replace the reply with a clear message.
    Block,
    /// Ask the model for a corrected reply, at most `max_retries` times,
    /// then block.
    Retry,
}

/// The delivery policy: the action and the retry bound.
///
/// ```
/// use receipts_audit::{DeliveryPolicy, OnSuspicious};
///
/// let p: DeliveryPolicy = serde_json::from_str(r#"{"on_suspicious":"retry","max_retries":2}"#).unwrap();
/// assert_eq!(p.on_suspicious, OnSuspicious::Retry);
/// assert_eq!(DeliveryPolicy::default().max_retries, 1);
/// ```
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
#[serde(default, deny_unknown_fields)]
pub struct DeliveryPolicy {
    /// What to do with a suspicious reply.
    pub on_suspicious: OnSuspicious,
    /// How many corrected replies `retry` asks for before blocking.
    pub max_retries: u32,
}

impl Default for DeliveryPolicy {
    fn default() -> Self {
        DeliveryPolicy {
            on_suspicious: OnSuspicious::Pass,
            max_retries: 1,
        }
    }
}

/// What the integrator does with the reply.
#[derive(Debug, Clone, PartialEq, Eq)]
#[non_exhaustive]
pub enum Delivery {
    /// Deliver this text (the reply, annotated or stripped as the policy
    /// says).
    Deliver(String),
    /// Send this correction to the model and audit its next reply.
    Retry(Correction),
    /// Deliver this message instead of the reply.
    Blocked(String),
}

/// One problem the model is asked to fix.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
pub struct CorrectionItem {
    /// The finding kind.
    pub kind: FindingKind,
    /// Start byte in the reply.
    pub start: usize,
    /// End byte in the reply.
    pub end: usize,
    /// The text at that span.
    pub text: String,
    /// What is wrong.
    pub detail: String,
}

/// A structured correction request for the model.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
pub struct Correction {
    /// Which attempt this correction asks for (1-based).
    pub attempt: u32,
    /// The problems, in reply order.
    pub items: Vec<CorrectionItem>,
    /// The items as a message to send to the model.
    pub message: String,
}

/// The text the block action shows.
pub const BLOCKED_MESSAGE: &str =
    "This reply was withheld: it cites tool results or receipts that the runtime cannot confirm.";

fn span_text(reply: &str, f: &Finding) -> String {
    reply.get(f.start..f.end).unwrap_or("").to_owned()
}

impl DeliveryPolicy {
    /// A policy with the given action and retry bound.
    pub fn new(on_suspicious: OnSuspicious, max_retries: u32) -> Self {
        DeliveryPolicy {
            on_suspicious,
            max_retries,
        }
    }

    /// Decide the delivery of `reply` given its `report`. `retries_done`
    /// is how many corrections were already asked for this reply.
    ///
    /// ```
    /// use receipts_audit::{Auditor, Delivery, DeliveryPolicy, Evidence, OnSuspicious};
    /// use receipts_core::Prefix;
    ///
    /// let reply = "Done [receipt: zc-receipt-1-gzpEBuUIRYX1vd4fQl4oYkqhq4-GnoJDStmlYzvQiWA].";
    /// let report = Auditor::default().audit(&Evidence::new(Prefix::default()), reply);
    /// let strip = DeliveryPolicy::new(OnSuspicious::Strip, 0);
    /// assert_eq!(strip.apply(reply, &report, 0), Delivery::Deliver("Done.".into()));
    /// let retry = DeliveryPolicy::new(OnSuspicious::Retry, 1);
    /// assert!(matches!(retry.apply(reply, &report, 0), Delivery::Retry(_)));
    /// assert!(matches!(retry.apply(reply, &report, 1), Delivery::Blocked(_)));
    /// ```
    pub fn apply(&self, reply: &str, report: &Report, retries_done: u32) -> Delivery {
        if report.is_clean() {
            return Delivery::Deliver(reply.to_owned());
        }
        match self.on_suspicious {
            OnSuspicious::Pass => Delivery::Deliver(reply.to_owned()),
            OnSuspicious::Annotate => Delivery::Deliver(annotate(reply, report)),
            OnSuspicious::Strip => Delivery::Deliver(strip(reply, report)),
            OnSuspicious::Block => Delivery::Blocked(BLOCKED_MESSAGE.to_owned()),
            OnSuspicious::Retry if retries_done < self.max_retries => {
                Delivery::Retry(correction(reply, report, retries_done + 1))
            }
            OnSuspicious::Retry => Delivery::Blocked(BLOCKED_MESSAGE.to_owned()),
        }
    }
}

/// The reply with a short notice naming the unbacked claims.
pub(crate) fn annotate(reply: &str, report: &Report) -> String {
    let mut out = String::with_capacity(reply.len() + 200);
    out.push_str(reply);
    out.push_str("\n\n[receipts: unverified");
    let mut n = 0;
    for f in report.problems() {
        n += 1;
        if n > 8 {
            out.push_str("; …");
            break;
        }
        let t = span_text(reply, f);
        let t: String = t.chars().take(60).collect();
        let _ = write!(out, "{} {}", if n == 1 { ":" } else { ";" }, f.kind);
        if !t.is_empty() {
            let _ = write!(out, " \"{t}\"");
        }
    }
    if report
        .history
        .iter()
        .any(|h| h.status != crate::HistoryStatus::Intact)
    {
        out.push_str("; tool history not intact");
    }
    out.push(']');
    out
}

/// Remove forged, malformed and misattributed tokens (with a `[receipt: …]`
/// wrapper around them) and every receipts-block line whose token does not
/// verify or names the wrong tool.
pub(crate) fn strip(reply: &str, report: &Report) -> String {
    let b = reply.as_bytes();
    let mut cuts: Vec<Range<usize>> = Vec::new();
    for f in &report.findings {
        let bad_token = matches!(
            f.kind,
            FindingKind::ForgedReceipt
                | FindingKind::MalformedReceipt
                | FindingKind::MisattributedReceipt
        );
        if !bad_token || reply.get(f.start..f.end).is_none() {
            continue;
        }
        let ls = reply[..f.start].rfind('\n').map_or(0, |p| p + 1);
        let le = reply[f.end..].find('\n').map_or(reply.len(), |p| f.end + p);
        let before = &reply[ls..f.start];
        let after = &reply[f.end..le];
        let label_line = before.trim_end().ends_with(':')
            && before
                .trim()
                .trim_end_matches(':')
                .trim_matches(|c: char| matches!(c, ' ' | '*' | '`' | '-' | '•' | '+'))
                .chars()
                .all(|c| c.is_alphanumeric() || matches!(c, '_' | '/' | '.' | '-'))
            && after
                .trim_matches(|c: char| matches!(c, ' ' | '`' | '*' | ')' | ']'))
                .is_empty();
        if label_line {
            let end = if le < reply.len() { le + 1 } else { le };
            cuts.push(ls..end);
            continue;
        }
        let mut s = f.start;
        let mut e = f.end;
        for open in ["[receipt: ", "(receipt: ", "[receipt:", "receipt: "] {
            if reply[..s].ends_with(open) {
                let close = match open.as_bytes()[0] {
                    b'[' => Some(b']'),
                    b'(' => Some(b')'),
                    _ => None,
                };
                if close.is_none() || b.get(e) == close.as_ref() {
                    s -= open.len();
                    if close.is_some() {
                        e += 1;
                    }
                    break;
                }
            }
        }
        // the spaces before go; a space after separates the neighbours
        while s > 0 && b[s - 1] == b' ' {
            s -= 1;
        }
        cuts.push(s..e);
    }
    cuts.sort_by_key(|r| r.start);
    let mut out = String::with_capacity(reply.len());
    let mut pos = 0;
    for c in cuts {
        if c.start < pos {
            pos = pos.max(c.end);
            continue;
        }
        out.push_str(&reply[pos..c.start]);
        pos = c.end;
    }
    out.push_str(&reply[pos.min(reply.len())..]);
    out
}

/// A correction naming each problem and its span.
pub(crate) fn correction(reply: &str, report: &Report, attempt: u32) -> Correction {
    let items: Vec<CorrectionItem> = report
        .problems()
        .map(|f| CorrectionItem {
            kind: f.kind,
            start: f.start,
            end: f.end,
            text: span_text(reply, f),
            detail: f.detail.clone(),
        })
        .collect();
    let mut message = String::from(
        "Your previous reply makes claims that the tool receipts of this turn do not back. Rewrite it so that every tool use, count, \"nothing found\" statement, URL and receipt you mention comes from a tool result you actually received, and quote receipts exactly as given. Problems:\n",
    );
    for (i, it) in items.iter().enumerate() {
        let _ = writeln!(
            message,
            "{}. {} at bytes {}..{}: \"{}\" ({})",
            i + 1,
            it.kind,
            it.start,
            it.end,
            it.text,
            it.detail
        );
    }
    if report
        .history
        .iter()
        .any(|h| h.status != crate::HistoryStatus::Intact)
    {
        message.push_str(
            "Some tool results in the conversation are not intact; do not rely on them.\n",
        );
    }
    Correction {
        attempt,
        items,
        message,
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn f(kind: FindingKind, start: usize, end: usize) -> Finding {
        Finding {
            kind,
            start,
            end,
            tool: None,
            token: None,
            detail: "d".into(),
        }
    }

    #[test]
    fn strip_removes_block_lines_and_wrapped_tokens() {
        let reply = "Result ok [receipt: BAD].\n\nTool receipts:\n  shell: GOOD\n  web: BAD2\nbye";
        let bad = reply.find("BAD]").unwrap();
        let bad2 = reply.find("BAD2").unwrap();
        let report = Report::new(
            Vec::new(),
            vec![
                f(FindingKind::ForgedReceipt, bad, bad + 3),
                f(FindingKind::MisattributedReceipt, bad2, bad2 + 4),
            ],
        );
        assert_eq!(
            strip(reply, &report),
            "Result ok.\n\nTool receipts:\n  shell: GOOD\nbye"
        );
    }

    #[test]
    fn strip_removes_a_misattributed_token_in_prose() {
        let reply =
            "I searched with web_search [receipt: REAL] and ran `ls` (shell [receipt: OK]).";
        let real = reply.find("REAL").unwrap();
        let report = Report::new(
            Vec::new(),
            vec![
                f(FindingKind::MisattributedReceipt, real, real + 4),
                f(
                    FindingKind::VerifiedReceipt,
                    reply.find("OK").unwrap(),
                    reply.find("OK").unwrap() + 2,
                ),
            ],
        );
        assert_eq!(
            strip(reply, &report),
            "I searched with web_search and ran `ls` (shell [receipt: OK])."
        );
        // a bare token in prose goes too, keeping one space
        let reply = "Searched with web_search REAL today.";
        let real = reply.find("REAL").unwrap();
        let report = Report::new(
            Vec::new(),
            vec![f(FindingKind::MisattributedReceipt, real, real + 4)],
        );
        assert_eq!(strip(reply, &report), "Searched with web_search today.");
    }

    #[test]
    fn serde_names() {
        for (a, s) in [
            (OnSuspicious::Pass, "pass"),
            (OnSuspicious::Annotate, "annotate"),
            (OnSuspicious::Strip, "strip"),
            (OnSuspicious::Block, "block"),
            (OnSuspicious::Retry, "retry"),
        ] {
            assert_eq!(serde_json::to_string(&a).unwrap(), format!("\"{s}\""));
        }
        assert!(serde_json::from_str::<DeliveryPolicy>(r#"{"on_suspicious":"nope"}"#).is_err());
    }

    #[test]
    fn correction_names_each_span() {
        let reply = "I ran `ls`.";
        let report = Report::new(
            Vec::new(),
            vec![f(FindingKind::UnreceiptedToolClaim, 6, 10)],
        );
        let c = correction(reply, &report, 1);
        assert_eq!(c.items[0].text, "`ls`");
        assert!(c.message.contains("unreceipted_tool_claim at bytes 6..10"));
        let a = annotate(reply, &report);
        assert!(
            a.ends_with("[receipts: unverified: unreceipted_tool_claim \"`ls`\"]"),
            "{a}"
        );
    }
}
