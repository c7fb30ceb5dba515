//! Redact credentials from what an agent says (replies, channel messages,
//! streamed deltas) while letting well-formed receipts through. Known
//! credential formats (over 40 families, each a named rule with a stable
//! id), private-key blocks, JWTs, URL passwords, authorization headers and
//! secret-named assignments are found through a keyword prefilter; a
//! high-entropy fallback catches random tokens of no known format, with
//! exemptions for what agents print all the time (UUIDs, digests, SRI
//! hashes, data URIs, public keys, URLs, paths, identifiers, API object
//! ids such as `toolu_…` or `pi_…`, ULIDs). Only an
//! exact, well-formed receipt token passes untouched; in verified-only mode
//! only one the scope issued. Batch ([`LeakFilter::redact`]) and streaming
//! ([`StreamRedactor`]) give the same output for every chunking, in time
//! linear in the input.
//!
//! ```
//! use receipts_leakfilter::{LeakConfig, LeakFilter};
//!
//! let filter = LeakFilter::new(LeakConfig::default())?;
//! let receipt = "zc-receipt-1774608496-gzpEBuUIRYX1vd4fQl4oYkqhq4-GnoJDStmlYzvQiWA";
//! let reply = format!(
//!     "Deployed ({receipt}). DB: postgres://app:Xk8pQ2vL9mRt@db.internal:5432/app"
//! );
//! let out = filter.redact(&reply);
//! assert_eq!(
//!     out.text,
//!     format!("Deployed ({receipt}). DB: postgres://app:[REDACTED:url-credentials]@db.internal:5432/app")
//! );
//!
//! // streaming gives the same text, however the deltas fall
//! let mut stream = filter.stream();
//! let mut text = String::new();
//! for piece in reply.as_bytes().chunks(7) {
//!     text += &stream.feed_bytes(piece);
//! }
//! text += &stream.finish();
//! assert_eq!(text, out.text);
//! # Ok::<(), receipts_leakfilter::Error>(())
//! ```
//!
//! # How it cuts text
//! Findings never cross a *cut*: a position after whitespace (not within
//! a short window after the separator of a secret-named key such as
//! `password:` or `Authorization:`, whose value may span words), after
//! every newline, and around whole key blocks.
//! The streaming redactor emits everything up to the last cut and holds the
//! rest, bounded by [`LeakConfig::holdback_cap`]; batch redaction runs the
//! same machine over the whole text, which is why the two always agree.
//!
//! # What it misses
//! Detection is best effort. Known gaps: a value on the line after its key
//! (YAML `password: |` block scalars); a secret named only in prose (`my
//! password is hunter2`), after a flag (`curl -u admin:hunter2`, `mysql
//! -phunter2`), in a sibling field (Kubernetes `- name: DB_PASSWORD` /
//! `value: …`), in an XML element (`<password>…</password>`) or in a
//! `.netrc` line; random tokens of no known format that are short (under 16
//! bytes), all lowercase or shaped like identifiers; a quoted value of a
//! secret-named key that reads like a sentence (three or more words with a
//! function word such as "the" or "your", or a final `.`) is taken for a
//! description. A whitespace-free run longer than the holdback cap is cut
//! where the cap falls when it holds no delimiter, and a credential that
//! straddles that cut may pass.
#![forbid(unsafe_code)]
#![deny(missing_docs)]

mod allowlist;
mod config;
mod detect;
mod entropy;
mod error;
mod exemptions;
mod filter;
mod findings;
mod redact;
mod rules;
mod segment;
mod stream;
mod validate;

pub use config::{
    DEFAULT_HOLDBACK_CAP, DEFAULT_SENSITIVITY, LeakConfig, MIN_HOLDBACK_CAP, ReceiptMode,
};
pub use error::{Error, ErrorKind};
pub use filter::LeakFilter;
pub use findings::{Category, Finding, Redacted};
pub use rules::{
    DISCORD_BOT_TOKEN, HIGH_ENTROPY, PRIVATE_KEY, PUTTY_PRIVATE_KEY, RECEIPT_LOOKALIKE, RuleInfo,
    TWILIO_SID, UNVERIFIED_RECEIPT, rules,
};
pub use stream::StreamRedactor;
