//! Re-checking a transcript's tool messages: history statuses and the
//! [`Evidence`] the reply is audited against.

use receipts_core::{
    Args, BackendFactory, Prefix, Scope, ScopeConfig, ScopeKey, TRAILER_OPEN, split_trailer,
};

use crate::error::{Error, ErrorKind};
use crate::history::{HistoryEntry, HistoryStatus};
use crate::source::{Evidence, IssuedRecord};
use crate::transcript::{CallArguments, Transcript};

/// Build a scope that re-verifies receipts offline from an exported key.
///
/// `backend` is a built-in algorithm name (`"hmac-sha256"`, or `"blake3"`
/// with the `blake3` feature) and `prefix` the token prefix in use.
///
/// # Errors
/// [`ErrorKind::Core`] for a key that is not 64 hex digits or an invalid
/// prefix; [`ErrorKind::UnknownBackend`] for another backend name.
///
/// # Security
/// A fixed key defeats ephemeral keys: use this only for tests and
/// offline checks of a transcript whose key was deliberately exported. The
/// key is consumed into the backend and never stored elsewhere.
///
/// ```
/// let scope = receipts_audit::verifier_scope(&"ab".repeat(32), "hmac-sha256", "zc-receipt")?;
/// assert_eq!(scope.algorithm(), "hmac-sha256");
/// assert!(receipts_audit::verifier_scope("00", "hmac-sha256", "zc-receipt").is_err());
/// # Ok::<(), receipts_audit::Error>(())
/// ```
pub fn verifier_scope(key_hex: &str, backend: &str, prefix: &str) -> Result<Scope, Error> {
    let factory = BackendFactory::by_name(backend)
        .ok_or_else(|| Error::new(ErrorKind::UnknownBackend(backend.to_owned())))?;
    let prefix = Prefix::new(prefix)?;
    let key = ScopeKey::from_hex(key_hex)?;
    Ok(ScopeConfig::new()
        .backend(factory)
        .prefix(prefix)
        .build_with_key(key))
}

/// What a transcript offers the audit: the evidence and the history.
#[derive(Debug, Clone)]
pub struct Replay {
    /// The receipted, intact tool results as records.
    pub evidence: Evidence,
    /// One entry per tool message that is not a reported error.
    pub history: Vec<HistoryEntry>,
}

fn args_text(a: &CallArguments) -> String {
    match a {
        CallArguments::Text(s) => s.clone(),
        CallArguments::Json(v) => v.to_string(),
    }
}

fn verify(
    scope: &Scope,
    token: &receipts_core::Token,
    tool: &str,
    args: &CallArguments,
    body: &str,
) -> bool {
    let a = match args {
        CallArguments::Json(v) => Args::json(v),
        // arguments that are not JSON were signed as raw bytes
        CallArguments::Text(s) => Args::parse_json(s).unwrap_or_else(|_| Args::raw(s.as_bytes())),
    };
    scope.verify_token(token, tool, &a, body.as_bytes()).is_ok()
}

impl Transcript {
    /// Re-check every tool message and collect the evidence.
    ///
    /// With `verifier` (a scope built from the exported key, see
    /// [`verifier_scope`]) every trailer is re-verified: tool name from the
    /// matching call, arguments as JCS of the parsed JSON (raw bytes when
    /// not JSON), result = content before the trailer. Only `intact` results
    /// become evidence; the token of a `tampered` one then reads as forged.
    ///
    /// Without a key nothing is cryptographic: a well-formed trailer counts
    /// as `intact` and its token as issued, so the audit decides whether the
    /// reply's tokens and claims match the transcript's own tool messages,
    /// but not whether those messages were altered. `tampered` is never
    /// reported then.
    ///
    /// Receipts count as on when a verifier is given, when `receipts_on`
    /// says so, or (when it is `None`) when any tool message has a trailer;
    /// when off, the history is empty. Results flagged `is_error` get no
    /// history entry (failed calls get no receipt).
    pub fn replay(
        &self,
        prefix: &Prefix,
        verifier: Option<&Scope>,
        receipts_on: Option<bool>,
    ) -> Replay {
        let prefix = verifier.map_or(prefix, |s| s.prefix());
        let calls = self.calls_by_id();
        let on = verifier.is_some()
            || receipts_on.unwrap_or_else(|| {
                self.results()
                    .iter()
                    .any(|r| r.content.contains(TRAILER_OPEN.trim_start()))
            });
        let mut evidence = Evidence::new(prefix.clone());
        let mut history = Vec::new();
        for r in self.results() {
            let call = r.call_id.as_deref().and_then(|id| calls.get(id)).copied();
            let tool = call.map(|c| c.name.clone()).or_else(|| r.name.clone());
            let in_turn = r.index >= self.turn_start();
            if r.is_error {
                if let Some(t) = &tool {
                    if in_turn {
                        evidence.push_unreceipted_tool(t.clone());
                    }
                }
                continue;
            }
            let status = match split_trailer(&r.content) {
                None if r.content.contains(TRAILER_OPEN.trim_start()) => HistoryStatus::Malformed,
                None => HistoryStatus::Missing,
                Some((body, tok)) => match prefix.parse(tok) {
                    Err(_) => HistoryStatus::Malformed,
                    Ok(token) => {
                        let ok = match verifier {
                            None => true,
                            Some(scope) => match (call, &tool) {
                                (Some(c), Some(t)) => verify(scope, &token, t, &c.arguments, body),
                                _ => false,
                            },
                        };
                        if ok {
                            let mut rec =
                                IssuedRecord::new(token.as_str(), tool.clone().unwrap_or_default())
                                    .with_result(body);
                            rec.ts = Some(token.ts());
                            rec.call_id = r.call_id.clone();
                            rec.args = call.map(|c| args_text(&c.arguments));
                            rec.in_turn = in_turn;
                            evidence.push(rec);
                            HistoryStatus::Intact
                        } else {
                            HistoryStatus::Tampered
                        }
                    }
                },
            };
            if status != HistoryStatus::Intact && in_turn {
                if let Some(t) = &tool {
                    evidence.push_unreceipted_tool(t.clone());
                }
            }
            if on {
                history.push(HistoryEntry {
                    index: r.index,
                    tool_call_id: r.call_id.clone(),
                    tool,
                    status,
                });
            }
        }
        // calls that never got a result are unreceipted too
        for c in self.calls() {
            if c.index >= self.turn_start()
                && !self
                    .results()
                    .iter()
                    .any(|r| r.call_id.as_deref() == Some(c.id.as_str()))
            {
                evidence.push_unreceipted_tool(c.name.clone());
            }
        }
        Replay { evidence, history }
    }
}
