//! Stamping a successful `tools/call` result with a receipt, by byte-range
//! edits: a `[receipt: …]` text block after the existing content blocks and
//! the token under [`RECEIPT_META_KEY`] in `_meta`.

use std::ops::Range;
use std::sync::Arc;

use receipts_core::{Args, Call, Scope, canonical_json};
use serde_json::Value;
use serde_json::value::RawValue;

use crate::error::Error;
use crate::ledger::{LedgerEntry, LedgerWriter, sha256_hex};
use crate::rawjson::{Edits, Members, as_str, insert_member, range_in};
use crate::signed::signed_result_bytes;
use crate::structured::StructuredMode;
use crate::tracker::CallInfo;

/// The `_meta` key under which the proxy puts a result's receipt token.
pub const RECEIPT_META_KEY: &str = "dev.receipts/receipt";

/// What a `tools/call` (or `tasks/result`) result is.
#[derive(Debug)]
pub(crate) enum ResultKind<'a> {
    /// A complete, successful result: gets a receipt.
    Success(ResultParts<'a>),
    /// A task was created instead of a result (no receipt yet).
    TaskCreated(String),
    /// `isError`, an unfinished result, or something malformed.
    NoReceipt,
}

/// The members of a successful result that stamping reads.
#[derive(Debug)]
pub(crate) struct ResultParts<'a> {
    obj: &'a RawValue,
    members: Members<'a>,
    content: Option<&'a RawValue>,
    structured: Option<&'a RawValue>,
    meta: Option<&'a RawValue>,
}

pub(crate) fn classify(obj: &RawValue) -> ResultKind<'_> {
    let Some(members) = Members::parse(obj) else {
        return ResultKind::NoReceipt;
    };
    let (
        Ok(content),
        Ok(structured),
        Ok(meta),
        Ok(is_error),
        Ok(task),
        Ok(result_type),
        Ok(task_id),
    ) = (
        members.get("content"),
        members.get("structuredContent"),
        members.get("_meta"),
        members.get("isError"),
        members.get("task"),
        members.get("resultType"),
        members.get("taskId"),
    )
    else {
        return ResultKind::NoReceipt; // duplicate keys: ambiguous
    };
    let result_type = result_type.and_then(as_str);
    // MCP 2025-11-25 tasks: `{"task": {"taskId": …}}`.
    if content.is_none() {
        if let Some(id) = task
            .and_then(Members::parse)
            .and_then(|m| m.get("taskId").ok().flatten().and_then(as_str))
        {
            return ResultKind::TaskCreated(id);
        }
    }
    // SEP-2663 tasks: `{"resultType": "task", "taskId": …}`.
    if result_type.as_deref() == Some("task") {
        return match task_id.and_then(as_str) {
            Some(id) => ResultKind::TaskCreated(id),
            None => ResultKind::NoReceipt,
        };
    }
    if result_type.is_some_and(|t| t != "complete") {
        return ResultKind::NoReceipt; // input required, or unknown
    }
    if let Some(e) = is_error {
        if serde_json::from_str::<bool>(e.get()).ok() != Some(false) {
            return ResultKind::NoReceipt;
        }
    }
    if let Some(c) = content {
        if serde_json::from_str::<Vec<&RawValue>>(c.get()).is_err() {
            return ResultKind::NoReceipt;
        }
    }
    ResultKind::Success(ResultParts {
        obj,
        members,
        content,
        structured,
        meta,
    })
}

/// Issues receipts for results and records them.
#[derive(Debug)]
pub(crate) struct Stamper {
    pub(crate) scope: Arc<Scope>,
    pub(crate) structured: StructuredMode,
    pub(crate) ledger: Option<LedgerWriter>,
}

impl Stamper {
    /// Issue a receipt for `parts` (borrowed from `line`), record it in the
    /// ledger, and push the edits that add it to `line`.
    ///
    /// # Errors
    /// When no receipt can be issued or recorded; `edits` is then untouched.
    pub(crate) fn stamp(
        &self,
        line: &str,
        parts: &ResultParts<'_>,
        call: &CallInfo,
        request_id: &RawValue,
        task_id: Option<&str>,
        edits: &mut Edits,
    ) -> Result<LedgerEntry, Error> {
        let bad = || {
            Error::from(receipts_core::Error::new(
                receipts_core::ErrorKind::InvalidArguments,
            ))
        };
        let content: Value = match parts.content {
            Some(c) => serde_json::from_str(c.get()).map_err(|_| bad())?,
            None => Value::Array(Vec::new()),
        };
        let structured: Option<Value> = match parts.structured {
            Some(s) => Some(serde_json::from_str(s.get()).map_err(|_| bad())?),
            None => None,
        };
        let signed = signed_result_bytes(&content, structured.as_ref())?;
        let args = canonical_json(&call.args)?;
        let id_text = request_id.get();
        // `Args::raw` of the JCS bytes signs exactly what `Args::json`
        // would: verifiers may use either.
        let receipt = self.scope.issue(
            &Call {
                tool: &call.tool,
                call_id: Some(id_text),
                args: Args::raw(&args),
            },
            &signed,
        )?;
        let token = receipt.token.as_str();
        let entry = LedgerEntry {
            receipt: token.to_owned(),
            tool: call.tool.clone(),
            args_sha256: sha256_hex(&args),
            result_sha256: sha256_hex(&signed),
            ts: receipt.token.ts(),
            request_id: serde_json::from_str(id_text).unwrap_or(Value::Null),
            task_id: task_id.map(str::to_owned),
        };
        let obj_range = range_in(line, parts.obj.get()).ok_or_else(bad)?;
        let mut mine = Edits::default();

        let mut blocks = Vec::new();
        let strip = self.structured == StructuredMode::Strip && parts.structured.is_some();
        if strip {
            if let Some(s) = &structured {
                if !has_text_block_equal_to(&content, s) {
                    let jcs = String::from_utf8(canonical_json(s)?).map_err(|_| bad())?;
                    blocks.push(text_block(&jcs));
                }
            }
            let sc = parts.structured.ok_or_else(bad)?;
            let value = range_in(line, sc.get()).ok_or_else(bad)?;
            mine.replace(
                member_span(line, &obj_range, value).ok_or_else(bad)?,
                String::new(),
            );
        }
        blocks.push(text_block(&format!("[receipt: {token}]")));
        let blocks = blocks.join(",");

        let mut remaining = parts.members.0.len() - usize::from(strip);
        match parts.content {
            Some(c) => {
                let r = range_in(line, c.get()).ok_or_else(bad)?;
                let empty = content.as_array().is_none_or(Vec::is_empty);
                let sep = if empty { "" } else { "," };
                mine.insert(r.end - 1, format!("{sep}{blocks}"));
            }
            None => {
                insert_member(
                    &mut mine,
                    &obj_range,
                    remaining > 0,
                    "content",
                    &format!("[{blocks}]"),
                );
                remaining += 1;
            }
        }
        let key_json = serde_json::to_string(RECEIPT_META_KEY).map_err(|_| bad())?;
        let token_json = format!("\"{token}\"");
        match parts.meta.map(|m| (m, Members::parse(m))) {
            Some((m, Some(meta))) => {
                let r = range_in(line, m.get()).ok_or_else(bad)?;
                if matches!(meta.get(RECEIPT_META_KEY), Ok(None)) {
                    insert_member(
                        &mut mine,
                        &r,
                        !meta.is_empty(),
                        RECEIPT_META_KEY,
                        &token_json,
                    );
                } else {
                    // the server used our key: replace its value(s) with ours
                    let mut s = String::from("{");
                    for (k, v) in meta.0.iter().filter(|(k, _)| k != RECEIPT_META_KEY) {
                        s.push_str(&serde_json::to_string(k).map_err(|_| bad())?);
                        s.push(':');
                        s.push_str(v.get());
                        s.push(',');
                    }
                    s.push_str(&format!("{key_json}:{token_json}}}"));
                    mine.replace(r, s);
                }
            }
            Some((_, None)) => {} // `_meta` that is not an object: leave it
            None => insert_member(
                &mut mine,
                &obj_range,
                remaining > 0,
                "_meta",
                &format!("{{{key_json}:{token_json}}}"),
            ),
        }
        edits.extend(mine);
        Ok(entry)
    }

    /// Record an entry in the ledger file, if there is one.
    ///
    /// # Errors
    /// [`crate::ErrorKind::Ledger`].
    pub(crate) fn record(&self, entry: &LedgerEntry) -> Result<(), Error> {
        match &self.ledger {
            Some(l) => l.append(entry),
            None => Ok(()),
        }
    }
}

fn text_block(text: &str) -> String {
    let text = serde_json::to_string(text).unwrap_or_else(|_| String::from("\"\""));
    format!("{{\"type\":\"text\",\"text\":{text}}}")
}

fn has_text_block_equal_to(content: &Value, structured: &Value) -> bool {
    content.as_array().is_some_and(|blocks| {
        blocks.iter().any(|b| {
            b.get("type").and_then(Value::as_str) == Some("text")
                && b.get("text")
                    .and_then(Value::as_str)
                    .and_then(|t| serde_json::from_str::<Value>(t).ok())
                    .is_some_and(|v| &v == structured)
        })
    })
}

/// The span to delete to remove the member whose value is at `value`
/// inside the object at `obj`: the key, the colon, the value and one
/// adjacent comma.
fn member_span(text: &str, obj: &Range<usize>, value: Range<usize>) -> Option<Range<usize>> {
    let b = text.as_bytes();
    let skip_ws_back = |mut i: usize| {
        while i > obj.start && b[i - 1].is_ascii_whitespace() {
            i -= 1;
        }
        i
    };
    let i = skip_ws_back(value.start);
    if i <= obj.start || b[i - 1] != b':' {
        return None;
    }
    let i = skip_ws_back(i - 1);
    if i <= obj.start || b[i - 1] != b'"' {
        return None;
    }
    // find the key's opening quote: a '"' not escaped by an odd run of '\'
    let mut q = i - 1;
    let key_start = loop {
        if q <= obj.start {
            return None;
        }
        q -= 1;
        if b[q] == b'"' {
            let mut bs = 0;
            while q - bs > obj.start && b[q - bs - 1] == b'\\' {
                bs += 1;
            }
            if bs % 2 == 0 {
                break q;
            }
        }
    };
    let before = skip_ws_back(key_start);
    match b.get(before.checked_sub(1)?)? {
        b',' => Some(before - 1..value.end),
        b'{' => {
            let mut j = value.end;
            while j < obj.end && b[j].is_ascii_whitespace() {
                j += 1;
            }
            if b.get(j) == Some(&b',') {
                j += 1;
                while j < obj.end && b[j].is_ascii_whitespace() {
                    j += 1;
                }
            }
            Some(key_start..j)
        }
        _ => None,
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn span_removed(text: &str, key: &str) -> String {
        let raw: &RawValue = serde_json::from_str(text).unwrap();
        let m = Members::parse(raw).unwrap();
        let v = m.get(key).unwrap().unwrap();
        let obj = 0..text.len();
        let r = member_span(text, &obj, range_in(text, v.get()).unwrap()).unwrap();
        let mut e = Edits::default();
        e.replace(r, String::new());
        e.apply(text).unwrap()
    }

    #[test]
    fn member_removal_keeps_valid_json() {
        assert_eq!(
            span_removed(r#"{"a":1,"sc":{"x":2},"b":3}"#, "sc"),
            r#"{"a":1,"b":3}"#
        );
        assert_eq!(span_removed(r#"{"sc":[1], "b":3}"#, "sc"), r#"{"b":3}"#);
        assert_eq!(span_removed(r#"{"a":1 , "sc" : 2}"#, "sc"), r#"{"a":1 }"#);
        assert_eq!(span_removed(r#"{"a\"":1,"s\\":2}"#, "s\\"), r#"{"a\"":1}"#);
        assert_eq!(span_removed(r#"{"sc":2}"#, "sc"), r#"{}"#);
    }

    #[test]
    fn classify_kinds() {
        let k = |s: &'static str| classify(serde_json::from_str(s).unwrap());
        assert!(matches!(k(r#"{"content":[]}"#), ResultKind::Success(_)));
        assert!(matches!(
            k(r#"{"content":[],"isError":false}"#),
            ResultKind::Success(_)
        ));
        assert!(matches!(
            k(r#"{"content":[],"isError":true}"#),
            ResultKind::NoReceipt
        ));
        assert!(matches!(
            k(r#"{"content":[],"isError":"no"}"#),
            ResultKind::NoReceipt
        ));
        assert!(matches!(k(r#"{"content":{}}"#), ResultKind::NoReceipt));
        assert!(matches!(
            k(r#"{"content":[],"content":[]}"#),
            ResultKind::NoReceipt
        ));
        assert!(matches!(
            k(r#"{"resultType":"input_required","inputRequests":{}}"#),
            ResultKind::NoReceipt
        ));
        assert!(
            matches!(k(r#"{"task":{"taskId":"t1","status":"working"}}"#), ResultKind::TaskCreated(t) if t == "t1")
        );
        assert!(
            matches!(k(r#"{"resultType":"task","taskId":"t2"}"#), ResultKind::TaskCreated(t) if t == "t2")
        );
        assert!(matches!(k("[]"), ResultKind::NoReceipt));
    }
}
