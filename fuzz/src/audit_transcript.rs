//! `audit_transcript`: arbitrary bytes as a transcript (and as a ledger),
//! plus a transcript in each format generated from the same bytes.

use std::sync::OnceLock;

use arbitrary::{Arbitrary, Result, Unstructured};
use receipts_audit::{Auditor, Evidence, FindingKind, HistoryStatus, Report, verifier_scope};
use receipts_core::{Call, Prefix, Scope, with_trailer};
use serde_json::{Value, json};

use crate::verify_roundtrip::json_value;

const KEY_HEX: &str = "0707070707070707070707070707070707070707070707070707070707070707";

fn verifier() -> Option<&'static Scope> {
    static SCOPE: OnceLock<Option<Scope>> = OnceLock::new();
    SCOPE
        .get_or_init(|| verifier_scope(KEY_HEX, "hmac-sha256", "zc-receipt").ok())
        .as_ref()
}

fn auditor() -> &'static Auditor {
    static AUDITOR: OnceLock<Auditor> = OnceLock::new();
    AUDITOR.get_or_init(Auditor::default)
}

/// An `audit_transcript` case.
///
/// Decoding: `raw` is the input as text (invalid UTF-8 replaced); the same
/// bytes also drive [`Arbitrary`] to generate `generated`, a transcript in
/// the OpenAI or the Anthropic format whose tool calls are receipted
/// honestly, tampered with, left without a trailer or flagged as errors,
/// and whose reply cites some of the tokens (the characters U+0001 to
/// U+0004 of the generated reply become ` <token of call i> `).
///
/// Properties: nothing panics, with or without a verifying key, for
/// `raw` as a transcript and as a JSON-lines ledger; every report
/// serializes to JSON and reads back equal; findings are ordered, inside
/// the reply and on char boundaries; the verdict follows the findings and
/// the history. For `generated`, with the key: each tool message's history
/// status is what the generator made it (intact, tampered, missing; errors
/// get none), and each honest token cited in the reply is reported as
/// verified (or misattributed), never as forged.
#[derive(Debug, Clone, PartialEq)]
pub struct AuditCase {
    /// The input as text.
    pub raw: String,
    /// A transcript generated from the input.
    pub generated: String,
    /// What the generator made of each tool message, in order.
    pub expected: Vec<Mode>,
    /// Tokens of honest calls that the reply cites.
    pub cited: Vec<String>,
}

/// What the generator does with a tool call.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Arbitrary)]
pub enum Mode {
    /// A correct trailer.
    Honest,
    /// A trailer, then the result changed.
    Tampered,
    /// No trailer.
    Missing,
    /// A failed call (`is_error`; OpenAI: no trailer).
    Error,
}

impl<'a> Arbitrary<'a> for AuditCase {
    fn arbitrary(u: &mut Unstructured<'a>) -> Result<Self> {
        let data = u.bytes(u.len())?;
        let raw = String::from_utf8_lossy(data).into_owned();
        let (generated, expected, cited) =
            generate(&mut Unstructured::new(data)).unwrap_or_default();
        Ok(AuditCase {
            raw,
            generated,
            expected,
            cited,
        })
    }
}

fn clean(s: String) -> String {
    s.replace('[', "(")
}

#[allow(clippy::type_complexity)]
fn generate(u: &mut Unstructured<'_>) -> Result<(String, Vec<Mode>, Vec<String>)> {
    let Some(scope) = verifier() else {
        return Ok(Default::default());
    };
    let anthropic: bool = u.arbitrary()?;
    let n = u.int_in_range(0..=4)?;
    let mut messages = vec![json!({"role": "user", "content": clean(u.arbitrary()?)})];
    let mut modes = Vec::new();
    let mut tokens = Vec::new();
    for i in 0..n {
        let id = format!("call_{i}");
        let tool = match u.int_in_range(0..=3)? {
            0 => "shell".to_owned(),
            1 => "web_fetch".to_owned(),
            2 => "read_file".to_owned(),
            _ => u.arbitrary()?,
        };
        // sign what a reader of the transcript will parse back
        let generated = json_value(u, 2)?;
        let Ok(args) = serde_json::from_str::<Value>(&generated.to_string()) else {
            continue;
        };
        let result = clean(u.arbitrary()?);
        let mut mode: Mode = u.arbitrary()?;
        let receipt = scope.issue_at(&Call::json(&tool, &args), result.as_bytes(), u.arbitrary()?);
        let Ok(receipt) = receipt else { continue };
        let content = match mode {
            Mode::Honest => with_trailer(&result, &receipt.token),
            Mode::Tampered => with_trailer(&format!("{result}!"), &receipt.token),
            Mode::Missing | Mode::Error => result.clone(),
        };
        tokens.push((mode, receipt.token.to_string()));
        if anthropic {
            messages.push(json!({"role": "assistant", "content": [
                {"type": "text", "text": clean(u.arbitrary()?)},
                {"type": "tool_use", "id": id, "name": tool, "input": args}]}));
            messages.push(json!({"role": "user", "content": [
                {"type": "tool_result", "tool_use_id": id, "content": content,
                 "is_error": mode == Mode::Error}]}));
        } else {
            if mode == Mode::Error {
                mode = Mode::Missing;
            }
            messages.push(json!({"role": "assistant", "content": null, "tool_calls": [
                {"id": id, "type": "function",
                 "function": {"name": tool, "arguments": args.to_string()}}]}));
            messages.push(json!({"role": "tool", "tool_call_id": id, "content": content}));
        }
        modes.push(mode);
    }
    let mut reply = String::new();
    let mut cited = Vec::new();
    let text: String = u.arbitrary()?;
    for ch in text.chars() {
        match ch {
            '\u{1}'..='\u{4}' if !tokens.is_empty() => {
                let (mode, tok) = &tokens[(ch as usize - 1) % tokens.len()];
                reply.push(' ');
                reply.push_str(tok);
                reply.push(' ');
                if *mode == Mode::Honest {
                    cited.push(tok.clone());
                }
            }
            c => reply.push(c),
        }
    }
    let reply_msg = if anthropic {
        json!({"role": "assistant", "content": [{"type": "text", "text": reply}]})
    } else {
        json!({"role": "assistant", "content": reply})
    };
    messages.push(reply_msg);
    let doc = if u.arbitrary()? {
        Value::Array(messages)
    } else {
        json!({ "messages": messages })
    };
    Ok((doc.to_string(), modes, cited))
}

/// The properties every report has.
fn check_report(report: &Report, reply: &str) {
    let json = match serde_json::to_string(report) {
        Ok(j) => j,
        Err(e) => panic!("report does not serialize: {e}"),
    };
    let back: Report = match serde_json::from_str(&json) {
        Ok(r) => r,
        Err(e) => panic!("report JSON does not read back: {e}\n{json}"),
    };
    assert_eq!(&back, report, "report JSON does not round-trip");
    assert_eq!(report.to_json(), json);
    let mut last = 0;
    for f in &report.findings {
        assert!(
            f.start >= last,
            "findings not ordered by start: {:?}",
            report.findings
        );
        assert!(
            f.start <= f.end && f.end <= reply.len(),
            "finding {f:?} outside the reply"
        );
        assert!(
            reply.is_char_boundary(f.start) && reply.is_char_boundary(f.end),
            "finding {f:?} off a char boundary"
        );
        last = f.start;
    }
    let again = Report::new(report.history.clone(), report.findings.clone());
    assert_eq!(
        again.verdict, report.verdict,
        "verdict does not follow findings and history"
    );
}

impl AuditCase {
    /// Check the properties; panics when one fails.
    pub fn check(&self) {
        let auditor = auditor();
        for key in [None, verifier()] {
            if let Ok(report) = auditor.audit_transcript_json(&self.raw, key)
                && let Ok(t) = receipts_audit::Transcript::parse(&self.raw)
            {
                check_report(&report, t.reply());
            }
        }
        if let Ok(evidence) = Evidence::from_ledger_jsonl(Prefix::default(), &self.raw) {
            check_report(&auditor.audit(&evidence, &self.raw), &self.raw);
        }
        if self.generated.is_empty() {
            return;
        }
        let transcript = match receipts_audit::Transcript::parse(&self.generated) {
            Ok(t) => t,
            Err(e) => panic!("generated transcript rejected: {e}"),
        };
        let _ = auditor.audit_transcript(&transcript, None);
        let report = auditor.audit_transcript(&transcript, verifier());
        check_report(&report, transcript.reply());
        let statuses: Vec<HistoryStatus> = report.history.iter().map(|h| h.status).collect();
        let expected: Vec<HistoryStatus> = self
            .expected
            .iter()
            .filter_map(|m| match m {
                Mode::Honest => Some(HistoryStatus::Intact),
                Mode::Tampered => Some(HistoryStatus::Tampered),
                Mode::Missing => Some(HistoryStatus::Missing),
                Mode::Error => None,
            })
            .collect();
        assert_eq!(statuses, expected, "history statuses");
        for tok in &self.cited {
            let kinds: Vec<FindingKind> = report
                .findings
                .iter()
                .filter(|f| f.token.as_deref() == Some(tok.as_str()))
                .map(|f| f.kind)
                .collect();
            assert!(
                kinds.iter().any(|k| matches!(
                    k,
                    FindingKind::VerifiedReceipt | FindingKind::MisattributedReceipt
                )) && !kinds.contains(&FindingKind::ForgedReceipt),
                "honest token {tok} cited in the reply reported as {kinds:?}"
            );
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn samples() {
        for data in [
            &b"[]"[..],
            b"{\"messages\":[{\"role\":\"user\",\"content\":\"hi\"},{\"role\":\"assistant\",\"content\":\"I ran ls\"}]}",
            b"\x01\x03\x00\x01\x02\x03\x04\x05\x06\x07\x08\x09\x0a\x0b\x0c\x0d\x0e\x0f\x10\x11\x12\x13\x01 a \x01 b",
            b"",
        ] {
            AuditCase::arbitrary_take_rest(Unstructured::new(data)).unwrap().check();
        }
    }
}
