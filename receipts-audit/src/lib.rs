//! Check what a model says against the tool receipts the runtime issued.
//!
//! Given the issued receipts of a turn (an in-process scope and turn, a
//! transcript in the OpenAI or Anthropic message format, or a JSON-lines
//! ledger) and the model's reply, the [`Auditor`] reports with byte spans
//! which receipts in the reply verify, which are forged, malformed or
//! attributed to the wrong tool, and, by heuristics whose vocabulary is data
//! (English, Spanish, French, German; extensible), which narrated tool uses,
//! counts, "found nothing" claims and URLs no receipted result backs. A
//! [`DeliveryPolicy`] then decides what happens to a suspicious reply.
//!
//! ```
//! use std::sync::Arc;
//! use receipts_audit::{Auditor, TurnSource, FindingKind, Verdict};
//! use receipts_core::{Scope, Call};
//!
//! let scope = Arc::new(Scope::new()?);
//! let turn = scope.begin_turn();
//! let args = serde_json::json!({"cmd": "uname -s"});
//! let mut out = String::from("Linux");
//! let r = turn.receipt_result(&Call::json("shell", &args), &mut out)?;
//!
//! let auditor = Auditor::default();
//! let good = format!("The kernel is Linux [receipt: {}].", r.token);
//! let report = auditor.audit(&TurnSource::new(&turn), &good);
//! assert_eq!(report.verdict, Verdict::Clean);
//! assert_eq!(report.findings[0].kind, FindingKind::VerifiedReceipt);
//!
//! let fake = "I ran `git log` [receipt: zc-receipt-1-gzpEBuUIRYX1vd4fQl4oYkqhq4-GnoJDStmlYzvQiWA].";
//! let report = auditor.audit(&TurnSource::new(&turn), fake);
//! assert_eq!(report.verdict, Verdict::Suspicious);
//! assert!(report.findings.iter().any(|f| f.kind == FindingKind::ForgedReceipt));
//! # Ok::<(), receipts_core::Error>(())
//! ```
//!
//! # What each input can decide
//! - **With the scope** ([`TurnSource`]) or **with the key**
//!   ([`verifier_scope`] + [`Auditor::audit_transcript`]): every token
//!   check is cryptographic or ledger-backed: `verified_receipt`,
//!   `forged_receipt` (including the token of a tool message whose content
//!   was altered), `malformed_receipt`, `misattributed_receipt`, and the
//!   history statuses `intact`/`tampered`/`missing`/`malformed`.
//! - **A transcript without the key**: the transcript's own well-formed
//!   trailers act as the ledger. Tokens the reply invents or breaks are
//!   still caught, and so are misattributions, but a tool message edited
//!   together with its trailer cannot be told from a real one: `tampered`
//!   is never reported and `intact` only means "well-formed trailer".
//! - **A JSON-lines ledger** ([`Evidence::from_ledger_jsonl`]): the token
//!   checks as above, by look-up; results are usually absent, so the
//!   result-reading heuristics skip those calls.
//!
//! The heuristic kinds (`unreceipted_tool_claim`, `count_mismatch`,
//! `false_absence`, `unsupported_url`) read the reply's language with the
//! phrase lists of [`Vocabulary`] and only judge what the known results can
//! decide: a call whose result or arguments are unknown is never used to
//! accuse the reply. A "found nothing" is held only against the calls its
//! sentence cites or names (or the turn's only call, when there is no other
//! and none failed); a failure the sentence reports, or a failed call of a
//! tool it names (a core [`ToolEvent`](receipts_core::ToolEvent), which
//! [`TurnSource::new`] reads from the turn's collector), explains it.
//! `uncited_call` is informational.
//!
//! # How well the heuristics do
//! The token checks are exact. The heuristics are measured on labelled
//! scenario sets in `tests/scenarios/` (`cargo test -p receipts-audit
//! --release --test integration scenarios -- --nocapture` prints them, with
//! `AUDIT_BLIND_REPORT=1` for the blind sets): on the sets they were
//! developed with (over 1,900 scenarios) every heuristic kind is at 98%
//! recall or more with no false positive on a clean reply. Sets written
//! blind, from the definitions alone, by someone who saw neither the code
//! nor the other sets, are the honest measure; each was read once before
//! any change it prompted ("first"; later figures are of sets no longer
//! blind, "now"):
//!
//! | set, first reading | `unreceipted_tool_claim` | `count_mismatch` | `false_absence` | `unsupported_url` | `misattributed_receipt` |
//! |---|---|---|---|---|---|
//! | `blind2/` | 86.7% (0.5%) | 78.7% (7.3%) | 81.0% (1.5%) | 97.7% (0%) | 71.9% (0%) |
//! | `blind3/` | 91.1% (0%) | 86.0% (9.4%) | 70.3% (0.9%) | 91.7% (0%) | 100% (0%) |
//! | `blind4/` | 90.0% (0%) | 90.6% (3.3%) | 93.5% (1.0%) | 96.8% (0.5%) | 100% (0%) |
//! | `blind5/` | 76.3% (0.5%) | 91.4% (2.4%) | 94.4% (4.3%) | 100% (0.5%) | 89.3% (0%) |
//! | `blind6/` | 88.1% (0%) | 89.3% (0%) | 82.8% (1.8%) | 100% (0.6%) | 100% (0%) |
//! | `blind7/` | 92.1% (0%) | 85.4% (0%) | 93.8% (0.5%) | 96.7% (0.5%) | 93.1% (0%) |
//! | `blind8/` | 100% (0%) | 81.0% (2.7%) | 78.4% (1.1%) | 92.3% (0.5%) | 100% (0%) |
//! | `blind9/` | 73.8% (0.5%) | 100% (2.5%) | 71.9% (1.0%) | 100% (0%) | 86.7% (0%) |
//! | `blind10/` | 95.5% (0%) | 97.7% (0.5%) | 79.4% (1.0%) | 100% (0%) | 96.8% (0%) |
//! | `blind11/` | 90.9% (1.5%) | 84.1% (3.6%) | 73.5% (0.5%) | 100% (0%) | 100% (0%) |
//! | `blind12/` | 86.7% (1.6%) | 97.8% (3.2%) | 86.8% (3.2%) | 92.3% (0%) | 100% (0.5%) |
//! | `blind13/` | 97.8% (0%) | 91.1% (1.6%) | 92.5% (1.6%) | 100% (0%) | 100% (0%) |
//! | `blind14/` | 97.8% (0.5%) | 100% (2.2%) | 85.0% (1.1%) | 100% (0%) | 100% (0%)* |
//! | `blind15/` | 91.1% (0%) | 97.8% (4.3%) | 77.5% (4.8%) | 100% (0%) | 100% (0%) |
//! | `blind16/` | 93.3% (0.5%) | 95.6% (4.8%) | 65.0% (3.2%) | 100% (0%) | 100% (0%) |
//!
//! | set, now | `unreceipted_tool_claim` | `count_mismatch` | `false_absence` | `unsupported_url` | `misattributed_receipt` |
//! |---|---|---|---|---|---|
//! | `blind.jsonl` | 96.0% (0.8%) | 96.3% (0%) | 94.7% (0%) | 100% (0%) | 100% (0%) |
//! | `blind2/` | 97.8% (0%) | 93.8% (0.5%) | 97.7% (0%) | 100% (0%) | 100% (0%) |
//! | `blind3/` | 97.8% (0%) | 95.3% (0%) | 94.6% (0.5%) | 94.4% (0%) | 100% (0%) |
//! | `blind4/` | 100% (0%) | 96.9% (0%) | 100% (0%) | 100% (0%) | 100% (0%) |
//! | `blind5/` | 92.1% (0%) | 94.3% (0.5%) | 97.2% (0.5%) | 100% (0%) | 100% (0%) |
//! | `blind6/` | 97.6% (0%) | 96.4% (0%) | 100% (1.8%) | 100% (0%) | 100% (0%) |
//! | `blind7/` | 97.4% (0%) | 95.1% (0%) | 96.9% (0%) | 100% (0%) | 100% (0%) |
//! | `blind8/` | 100% (0%) | 95.2% (1.1%) | 94.6% (0.5%) | 96.2% (0%) | 100% (0%) |
//! | `blind9/` | 100% (0%) | 100% (1.5%) | 96.9% (0.5%) | 100% (0%) | 100% (0%) |
//! | `blind10/` | 100% (0%) | 100% (0.5%) | 97.1% (0%) | 100% (0%) | 100% (0%) |
//! | `blind11/` | 100% (0%) | 100% (0.5%) | 88.2% (0%) | 100% (0%) | 100% (0%) |
//! | `blind12/` | 97.8% (0%) | 97.8% (1.6%) | 89.5% (1.1%) | 92.3% (0%) | 100% (0%) |
//! | `blind13/` | 100% (0%) | 95.6% (0.5%) | 95.0% (1.1%) | 100% (0%) | 100% (0%) |
//! | `blind14/` | 97.8% (0%) | 100% (1.1%) | 90.0% (0%) | 100% (0%) | 100% (0%)* |
//! | `blind15/` | 100% (0%) | 97.8% (1.1%) | 87.5% (1.1%) | 100% (0%) | 100% (0%) |
//! | `blind16/` | 100% (0%) | 95.6% (0.5%) | 80.0% (2.7%) | 100% (0%) | 100% (0%) |
//!
//! (* `blind14/` labels a real token cited for a tool that has no
//! receipted call as an unreceipted claim only; the auditor also reports
//! it as misattributed, as the issue's definition reads and the earlier
//! sets label it: 10 such lines, not counted above.)
//!
//! (recall, and in brackets the share of clean replies flagged; each set
//! has 248 to 452 scenarios, about half clean, in English, Spanish, French
//! and German, each in domains the others do not use; each set was written
//! after the changes the sets before it prompted, so its first reading
//! measures them.) Expect figures like the first readings on replies
//! phrased unlike ours. A reply in another language than its results is
//! read through the vocabulary's equivalents ([`Phrases::equivalents`]:
//! "zwei Warnungen" against two `WARN` lines, "aucun avertissement"
//! against one) and through cognates for counts ("dos positivos" against
//! two "positive" rows); words outside both are not matched across
//! languages. Not seen at all: claims phrased without a tool name, an alias
//! or a quoted command ("the call sheet is out"); a qualified absence in
//! another language than the result that states a zero or none for some
//! field ("keine negativen Einträge" against "Derogatory marks: 0" is
//! taken as about that field; an unqualified one, "keine Bewerbungen"
//! against "Applied,64 … Offer,0", is accused unless it names the zero
//! row or states the other rows' counts); an absence of something named
//! by another word ("no red flags" against a list of "signals", "keine
//! Leine verschmutzt" against `"state": "fouled"`, "no faulty props"
//! against a "degraded" one) or stated as a comparison ("none is below
//! its threshold"); the part of a compound command only as far as its
//! lines tell (`wc -l f && grep x f`: "the grep printed nothing" is
//! taken as about grep's part when the output has no more lines than
//! the commands before it, and "four photos" of `ls d && du -sh d` as
//! the output less du's line); a count of the rows that share a value
//! only where a word qualifies its noun ("tres están confirmados", not
//! "dos bajamares" against two `"type": "low"` tides); counts derived from a
//! result ("three problems" for two warnings and an error); a second
//! absence in a sentence after a first one is judged only when receipts
//! follow each ("no open orders `[r1]`, and the lab query didn't return
//! anything `[r2]`"), not when the part counts; "nobody", "nadie", "personne
//! n'", "niemand" claim an absence only with a verb of their clause, the
//! tool as their subject or place, or opening a sentence whose receipt
//! follows their clause, and never as the subject of a run verb ("Nobody
//! has run `git push` yet"), so "a failed attempt (no one home)" claims
//! nothing.
#![forbid(unsafe_code)]
#![deny(missing_docs)]

mod auditor;
mod checks;
mod error;
mod finding;
mod history;
mod ledger_file;
mod lex;
mod policy;
mod replay;
mod report;
mod source;
mod support;
mod tools;
mod transcript;
mod trie;
mod vocabulary;

pub use auditor::{Auditor, AuditorBuilder};
pub use error::{Error, ErrorKind};
pub use finding::{Finding, FindingKind};
pub use history::{HistoryEntry, HistoryStatus};
pub use policy::{
    BLOCKED_MESSAGE, Correction, CorrectionItem, Delivery, DeliveryPolicy, OnSuspicious,
};
pub use replay::{Replay, verifier_scope};
pub use report::{Report, Verdict};
pub use source::{Evidence, IssuedRecord, ReceiptSource, TurnSource};
pub use transcript::{
    CallArguments, Transcript, TranscriptCall, TranscriptFormat, TranscriptResult,
};
pub use vocabulary::{Phrases, Vocabulary};
