//! A JSON-lines ledger of issued receipts (as written by a proxy that holds
//! no key for the auditor): one record per line, read into [`Evidence`].

use receipts_core::Prefix;
use serde::Deserialize;

use crate::error::{Error, ErrorKind};
use crate::source::{Evidence, IssuedRecord};

/// One ledger line. Unknown fields are ignored; `receipt` and `token` are
/// the same field, as are `call_id`, `request_id` and `id` (string or
/// number).
#[derive(Deserialize)]
struct LedgerLine {
    #[serde(alias = "receipt")]
    token: String,
    tool: String,
    #[serde(default)]
    ts: Option<u64>,
    #[serde(default, alias = "request_id", alias = "id")]
    call_id: Option<serde_json::Value>,
    #[serde(default)]
    args: Option<String>,
    #[serde(default)]
    result: Option<String>,
}

impl Evidence {
    /// Read a JSON-lines ledger: each non-blank line an object with at least
    /// `receipt` (or `token`) and `tool`; optional `ts`, `call_id` /
    /// `request_id` / `id`, `args`, `result`; other fields (such as
    /// `args_sha256`, `result_sha256`) are ignored. Every record counts as
    /// part of the audited turn.
    ///
    /// Without a key, a ledger decides `verified_receipt` (the token is
    /// listed), `forged_receipt` (it is not), `malformed_receipt` and
    /// `misattributed_receipt` (listed for another tool); the checks that
    /// read results run only for records that carry `result`.
    ///
    /// # Errors
    /// [`ErrorKind::Ledger`] with the line number for a line that is not
    /// such an object.
    ///
    /// # Security
    /// The ledger is trusted: whoever can write it can make any token
    /// "verified". Keep it where the model cannot write.
    ///
    /// ```
    /// use receipts_audit::Evidence;
    /// use receipts_core::Prefix;
    ///
    /// let jsonl = r#"{"receipt":"zc-receipt-1-gzpEBuUIRYX1vd4fQl4oYkqhq4-GnoJDStmlYzvQiWA","tool":"echo","ts":1,"request_id":7,"args_sha256":"00"}"#;
    /// let ev = Evidence::from_ledger_jsonl(Prefix::default(), jsonl)?;
    /// assert_eq!(ev.all()[0].call_id.as_deref(), Some("7"));
    /// # Ok::<(), receipts_audit::Error>(())
    /// ```
    pub fn from_ledger_jsonl(prefix: Prefix, text: &str) -> Result<Evidence, Error> {
        let mut ev = Evidence::new(prefix);
        for (i, line) in text.lines().enumerate() {
            if line.trim().is_empty() {
                continue;
            }
            let rec: LedgerLine = serde_json::from_str(line).map_err(|e| {
                Error::new(ErrorKind::Ledger {
                    line: i + 1,
                    message: e.to_string(),
                })
            })?;
            let call_id = match rec.call_id {
                None | Some(serde_json::Value::Null) => None,
                Some(serde_json::Value::String(s)) => Some(s),
                Some(other) => Some(other.to_string()),
            };
            ev.push(IssuedRecord {
                token: rec.token,
                tool: rec.tool,
                call_id,
                ts: rec.ts,
                args: rec.args,
                result: rec.result,
                in_turn: true,
            });
        }
        Ok(ev)
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn bad_lines_name_their_number() {
        let text = "{\"receipt\":\"x\",\"tool\":\"t\"}\n\n[1,2]\n";
        let e = Evidence::from_ledger_jsonl(Prefix::default(), text).unwrap_err();
        assert!(matches!(e.kind(), ErrorKind::Ledger { line: 3, .. }), "{e}");
        let e = Evidence::from_ledger_jsonl(Prefix::default(), "{\"tool\":\"t\"}").unwrap_err();
        assert!(e.to_string().contains("line 1"), "{e}");
    }

    #[test]
    fn ids_of_any_json_type() {
        let text = "{\"token\":\"a\",\"tool\":\"t\",\"id\":\"x\"}\n{\"token\":\"b\",\"tool\":\"t\",\"call_id\":null,\"extra\":{}}";
        let ev = Evidence::from_ledger_jsonl(Prefix::default(), text).unwrap();
        assert_eq!(ev.all()[0].call_id.as_deref(), Some("x"));
        assert_eq!(ev.all()[1].call_id, None);
        assert_eq!(ev.len(), 2);
    }
}
