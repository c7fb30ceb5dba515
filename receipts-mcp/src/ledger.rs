//! The proxy's receipt ledger: one JSON line per receipt, holding no key,
//! no arguments and no results, and the reader that audits a reply
//! against it.

use std::collections::HashMap;
use std::io::{BufRead, Write};
use std::ops::Range;
use std::path::Path;
use std::sync::Mutex;

use receipts_core::{FoundKind, Prefix};
use serde::{Deserialize, Serialize};
use sha2::{Digest, Sha256};

use crate::error::{Error, ErrorKind};

/// One line of a ledger file.
///
/// ```text
/// {"receipt":"zc-receipt-…","tool":"echo","args_sha256":"…","result_sha256":"…","ts":1774608496,"request_id":7}
/// ```
///
/// `args_sha256` is the SHA-256 (lowercase hex) of the JCS canonical
/// arguments and `result_sha256` that of the signed result bytes (see
/// [`crate::signed_result_bytes`]), so a party holding the arguments and
/// the result can check which call a receipt covers without the ledger
/// revealing either.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
pub struct LedgerEntry {
    /// The receipt token.
    pub receipt: String,
    /// The MCP tool name.
    pub tool: String,
    /// SHA-256 of the JCS canonical arguments, lowercase hex.
    pub args_sha256: String,
    /// SHA-256 of the signed result bytes, lowercase hex.
    pub result_sha256: String,
    /// The receipt's timestamp, epoch seconds.
    pub ts: u64,
    /// The JSON-RPC id of the request whose response carried the receipt
    /// (`tools/call`, or `tasks/result` / `tasks/get` for a task).
    pub request_id: serde_json::Value,
    /// The task id, for a task-based call.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub task_id: Option<String>,
}

/// Lowercase hex SHA-256.
pub(crate) fn sha256_hex(bytes: &[u8]) -> String {
    let digest = Sha256::digest(bytes);
    let mut s = String::with_capacity(64);
    for b in digest.iter() {
        s.push(char::from(b"0123456789abcdef"[usize::from(b >> 4)]));
        s.push(char::from(b"0123456789abcdef"[usize::from(b & 15)]));
    }
    s
}

/// Appends ledger lines to a file, one `write` per line.
#[derive(Debug)]
pub(crate) struct LedgerWriter {
    file: Mutex<std::fs::File>,
}

impl LedgerWriter {
    pub(crate) fn open(path: &Path) -> Result<Self, Error> {
        let file = std::fs::OpenOptions::new()
            .create(true)
            .append(true)
            .open(path)
            .map_err(|e| Error::ledger(&e))?;
        Ok(LedgerWriter {
            file: Mutex::new(file),
        })
    }

    pub(crate) fn append(&self, entry: &LedgerEntry) -> Result<(), Error> {
        let mut line = serde_json::to_vec(entry)
            .map_err(|_| Error::new(ErrorKind::Ledger(std::io::ErrorKind::InvalidData)))?;
        line.push(b'\n');
        let mut f = self.file.lock().unwrap_or_else(|e| e.into_inner());
        f.write_all(&line).map_err(|e| Error::ledger(&e))
    }
}

/// A ledger file read back, for auditing replies after the proxy is gone.
///
/// # Security
/// The proxy's scope key never leaves its memory, so a ledger cannot
/// re-verify a MAC: a token counts as verified when it is, character for
/// character, a token the proxy wrote to the ledger. Its 256-bit tag cannot
/// be guessed, so this is as strong as the ledger file's integrity: keep it
/// where the model and the server cannot write.
///
/// ```
/// use receipts_mcp::{ProxyLedger, ReplyCheckKind};
///
/// let line = r#"{"receipt":"zc-receipt-1-gzpEBuUIRYX1vd4fQl4oYkqhq4-GnoJDStmlYzvQiWA","tool":"echo","args_sha256":"","result_sha256":"","ts":1,"request_id":3}"#;
/// let ledger = ProxyLedger::from_reader(line.as_bytes())?;
/// let reply = "Echo said hi [receipt: zc-receipt-1-gzpEBuUIRYX1vd4fQl4oYkqhq4-GnoJDStmlYzvQiWA] \
///              and zc-receipt-1-AAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAA";
/// let checks = ledger.check_reply(reply, &receipts_core::Prefix::default());
/// assert!(matches!(&checks[0].kind, ReplyCheckKind::Verified { tool } if tool == "echo"));
/// assert_eq!(checks[1].kind, ReplyCheckKind::Forged);
/// # Ok::<(), receipts_mcp::Error>(())
/// ```
#[derive(Debug, Default, Clone)]
pub struct ProxyLedger {
    entries: Vec<LedgerEntry>,
    by_token: HashMap<String, usize>,
}

/// One receipt-like occurrence in a reply, checked against a ledger.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct ReplyCheck {
    /// Byte span in the reply.
    pub span: Range<usize>,
    /// What it is.
    pub kind: ReplyCheckKind,
}

/// The verdict on one occurrence.
#[derive(Debug, Clone, PartialEq, Eq)]
#[non_exhaustive]
pub enum ReplyCheckKind {
    /// A well-formed token the proxy issued, for `tool`.
    Verified {
        /// The tool it was issued for.
        tool: String,
    },
    /// A well-formed token the proxy did not issue.
    Forged,
    /// Text that starts like a receipt but breaks the grammar.
    Malformed,
}

impl ProxyLedger {
    /// Read a ledger file.
    ///
    /// # Errors
    /// [`ErrorKind::Ledger`] when the file cannot be read,
    /// [`ErrorKind::LedgerLine`] for a line that is not an entry (blank
    /// lines are skipped).
    pub fn open(path: &Path) -> Result<Self, Error> {
        let f = std::fs::File::open(path).map_err(|e| Error::ledger(&e))?;
        Self::from_reader(std::io::BufReader::new(f))
    }

    /// Read ledger lines from any reader.
    ///
    /// # Errors
    /// As [`ProxyLedger::open`].
    pub fn from_reader<R: BufRead>(reader: R) -> Result<Self, Error> {
        let mut ledger = ProxyLedger::default();
        for (i, line) in reader.lines().enumerate() {
            let line = line.map_err(|e| Error::ledger(&e))?;
            if line.trim().is_empty() {
                continue;
            }
            let entry: LedgerEntry = serde_json::from_str(&line)
                .map_err(|_| Error::new(ErrorKind::LedgerLine(i + 1)))?;
            ledger
                .by_token
                .insert(entry.receipt.clone(), ledger.entries.len());
            ledger.entries.push(entry);
        }
        Ok(ledger)
    }

    /// All entries, in file order.
    pub fn entries(&self) -> &[LedgerEntry] {
        &self.entries
    }

    /// The entry for a token, compared exactly.
    pub fn lookup(&self, token: &str) -> Option<&LedgerEntry> {
        self.by_token.get(token).and_then(|&i| self.entries.get(i))
    }

    /// Find every receipt-like occurrence in `reply` (under `prefix`) and
    /// say whether the proxy issued it. Misattribution (a real token cited
    /// for another tool) needs the reply-side heuristics of the audit crate:
    /// feed it [`ProxyLedger::lookup`].
    pub fn check_reply(&self, reply: &str, prefix: &Prefix) -> Vec<ReplyCheck> {
        prefix
            .scan(reply)
            .map(|found| {
                let kind = match &found.kind {
                    FoundKind::Token(t) => match self.lookup(t.as_str()) {
                        Some(e) => ReplyCheckKind::Verified {
                            tool: e.tool.clone(),
                        },
                        None => ReplyCheckKind::Forged,
                    },
                    FoundKind::Malformed(_) => ReplyCheckKind::Malformed,
                };
                ReplyCheck {
                    span: found.span,
                    kind,
                }
            })
            .collect()
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn sha256_hex_known_answer() {
        assert_eq!(
            sha256_hex(b"abc"),
            "ba7816bf8f01cfea414140de5dae2223b00361a396177a9cb410ff61f20015ad"
        );
    }

    #[test]
    fn writer_and_reader_round_trip() {
        let dir = tempfile::tempdir().unwrap();
        let path = dir.path().join("ledger.jsonl");
        let w = LedgerWriter::open(&path).unwrap();
        let e = LedgerEntry {
            receipt: "zc-receipt-1-gzpEBuUIRYX1vd4fQl4oYkqhq4-GnoJDStmlYzvQiWA".into(),
            tool: "echo".into(),
            args_sha256: sha256_hex(b"{}"),
            result_sha256: sha256_hex(b"{}"),
            ts: 1,
            request_id: serde_json::json!("a"),
            task_id: None,
        };
        w.append(&e).unwrap();
        w.append(&LedgerEntry {
            task_id: Some("t".into()),
            ..e.clone()
        })
        .unwrap();
        let text = std::fs::read_to_string(&path).unwrap();
        assert!(!text.lines().next().unwrap().contains("task_id"));
        let l = ProxyLedger::open(&path).unwrap();
        assert_eq!(l.entries().len(), 2);
        assert_eq!(l.lookup(&e.receipt).unwrap().tool, "echo");
    }

    #[test]
    fn bad_lines_are_typed_errors() {
        let e = ProxyLedger::from_reader("\n{\"x\":1}\n".as_bytes()).unwrap_err();
        assert_eq!(e.kind(), &ErrorKind::LedgerLine(2));
    }
}
