//! `receipts audit`: audit a transcript (OpenAI or Anthropic messages), or a
//! reply against a JSON-lines ledger, and print a summary or the JSON
//! report. Also the human summary used by the demo.

use std::io::{Read, Write};
use std::path::{Path, PathBuf};

use clap::{ArgGroup, Args as ClapArgs};
use receipts_audit::{Auditor, Evidence, FindingKind, HistoryStatus, Report, Verdict};
use receipts_core::Prefix;

use crate::color::Palette;
use crate::error::{Error, Outcome, stdout_err};
use crate::keyopts::{BackendName, KEY_HELP, fixed_scope, parse_prefix};

/// The long help of `receipts audit`.
pub(crate) const AUDIT_ABOUT: &str = "Audit what a model said against the tool receipts issued in its conversation: \
receipts that verify, forged, malformed or misattributed ones, and tool claims no receipted call backs. \
Give a transcript (OpenAI Chat Completions or Anthropic Messages JSON; the last assistant message is the \
reply), or a JSON-lines ledger (as written by `receipts-mcp`'s proxy) with --reply. Exit 0 when clean, \
1 when suspicious.\n\nWithout --insecure-key-hex the transcript's trailers are taken at face value \
(tampering is not detected); with the exported key every trailer is re-verified.";

/// `receipts audit`.
#[derive(Debug, ClapArgs)]
#[command(
    group(ArgGroup::new("input").required(true).args(["transcript", "ledger"]))
)]
pub(crate) struct AuditArgs {
    /// The transcript JSON file (`-` for stdin).
    #[arg(long, value_name = "FILE")]
    transcript: Option<PathBuf>,
    /// A JSON-lines ledger of issued receipts (needs --reply).
    #[arg(long, value_name = "FILE", requires = "reply")]
    ledger: Option<PathBuf>,
    /// The reply text to audit against --ledger (`-` for stdin).
    #[arg(long, value_name = "FILE", requires = "ledger")]
    reply: Option<PathBuf>,
    #[arg(long, value_name = "HEX", help = KEY_HELP)]
    insecure_key_hex: Option<String>,
    /// The MAC backend (with --insecure-key-hex); default hmac-sha256 or
    /// the config's.
    #[arg(long, value_enum, value_name = "BACKEND")]
    backend: Option<BackendName>,
    /// The token prefix; default `zc-receipt` or the config's.
    #[arg(long, value_name = "PREFIX", value_parser = parse_prefix)]
    prefix: Option<Prefix>,
    /// Read the prefix and backend from `[agent.tool_receipts]` of this TOML
    /// file; flags override it.
    #[arg(long, value_name = "FILE")]
    config: Option<PathBuf>,
    /// Another name the reply may use for a tool, as `TOOL=ALIAS` (for
    /// example `web_search=google`); repeatable.
    #[arg(long, value_name = "TOOL=ALIAS", value_parser = parse_alias)]
    alias: Vec<(String, String)>,
    /// Extra phrases for the claim heuristics, as TOML with the keys of the
    /// audit crate's `vocab/default.toml`.
    #[arg(long, value_name = "FILE")]
    vocabulary: Option<PathBuf>,
    /// Print the audit's JSON report instead of a summary.
    #[arg(long)]
    json: bool,
}

fn parse_alias(s: &str) -> Result<(String, String), String> {
    match s.split_once('=') {
        Some((t, a)) if !t.trim().is_empty() && !a.trim().is_empty() => {
            Ok((t.trim().to_owned(), a.trim().to_owned()))
        }
        _ => Err(String::from("expected TOOL=ALIAS")),
    }
}

fn read_input(path: &Path) -> Result<String, Error> {
    if path.as_os_str() == "-" {
        let mut s = String::new();
        std::io::stdin()
            .lock()
            .read_to_string(&mut s)
            .map_err(|e| Error::io("cannot read stdin", e))?;
        Ok(s)
    } else {
        crate::config::read_text(path)
    }
}

/// Run `receipts audit`.
///
/// # Errors
/// Usage errors for the key or backend; input errors for a file that is not
/// a transcript or a ledger; I/O errors.
pub(crate) fn run(a: &AuditArgs) -> Result<Outcome, Error> {
    let (mut prefix, mut backend) = (Prefix::default(), BackendName::HmacSha256);
    if let Some(path) = &a.config {
        let cfg = crate::config::load(path)?;
        let tr = &cfg.agent.tool_receipts;
        prefix = tr.token_prefix().map_err(|e| Error::input(e.to_string()))?;
        backend = match tr.backend.as_str() {
            "blake3" => BackendName::Blake3,
            _ => BackendName::HmacSha256,
        };
    }
    if let Some(p) = &a.prefix {
        prefix = p.clone();
    }
    if let Some(b) = a.backend {
        backend = b;
    }
    let verifier = match &a.insecure_key_hex {
        Some(hex) => Some(fixed_scope(hex, backend, Some(&prefix))?),
        None => None,
    };
    let mut builder = Auditor::builder().prefix(prefix.clone());
    for (tool, alias) in &a.alias {
        builder = builder.alias(tool, alias);
    }
    if let Some(path) = &a.vocabulary {
        let toml = crate::config::read_text(path)?;
        builder = builder
            .vocabulary_toml(&toml)
            .map_err(|e| Error::input(format!("{}: {e}", path.display())))?;
    }
    let auditor = builder
        .build()
        .map_err(|e| Error::input(format!("audit: {e}")))?;
    let (report, reply) = if let Some(path) = &a.transcript {
        let text = read_input(path)?;
        let transcript = receipts_audit::Transcript::parse(&text)
            .map_err(|e| Error::input(format!("{}: {e}", path.display())))?;
        let report = auditor.audit_transcript(&transcript, verifier.as_ref());
        (report, transcript.reply().to_owned())
    } else if let (Some(ledger), Some(reply_path)) = (&a.ledger, &a.reply) {
        if verifier.is_some() {
            return Err(Error::usage(
                "--insecure-key-hex applies to --transcript only (a ledger holds no results to re-verify)",
            ));
        }
        let text = read_input(ledger)?;
        let evidence = Evidence::from_ledger_jsonl(prefix, &text)
            .map_err(|e| Error::input(format!("{}: {e}", ledger.display())))?;
        let reply = read_input(reply_path)?;
        (auditor.audit(&evidence, &reply), reply)
    } else {
        return Err(Error::usage(
            "give --transcript FILE, or --ledger FILE with --reply FILE",
        ));
    };
    let mut out = std::io::stdout().lock();
    if a.json {
        writeln!(out, "{}", report.to_json_pretty()).map_err(stdout_err)?;
    } else {
        let text = summary(&report, &reply, Palette::detect());
        out.write_all(text.as_bytes()).map_err(stdout_err)?;
    }
    Ok(Outcome::from_bool(report.verdict == Verdict::Clean))
}

/// A human summary of a report: verdict, history, findings with the text
/// they point at.
pub(crate) fn summary(report: &Report, reply: &str, p: Palette) -> String {
    let mut s = String::new();
    let verdict = match report.verdict {
        Verdict::Clean => p.good("clean"),
        _ => p.bad("suspicious"),
    };
    s.push_str(&format!("verdict: {verdict}\n"));
    if !report.history.is_empty() {
        s.push_str("tool messages:\n");
        for h in &report.history {
            let status = match h.status {
                HistoryStatus::Intact => p.good(h.status.as_str()),
                other => p.bad(other.as_str()),
            };
            s.push_str(&format!(
                "  message {}: {} ({}): {status}\n",
                h.index,
                h.tool.as_deref().unwrap_or("?"),
                h.tool_call_id.as_deref().unwrap_or("no id"),
            ));
        }
    }
    if report.findings.is_empty() {
        s.push_str("findings: none\n");
        return s;
    }
    s.push_str("findings:\n");
    for f in &report.findings {
        let kind = match f.kind {
            FindingKind::VerifiedReceipt => p.good(f.kind.as_str()),
            k if k.is_problem() => p.bad(k.as_str()),
            k => p.dim(k.as_str()),
        };
        let tool = f
            .tool
            .as_deref()
            .map(|t| format!(" [{t}]"))
            .unwrap_or_default();
        s.push_str(&format!(
            "  {kind}{tool}: {}\n",
            crate::error::one_line(&f.detail)
        ));
        if let Some(quote) = excerpt(reply, f.start, f.end) {
            s.push_str(&format!(
                "      {}\n",
                p.dim(&format!("at {}..{}: \"{quote}\"", f.start, f.end))
            ));
        }
    }
    s
}

/// The reply text in `start..end`, on one line and shortened, or `None`
/// for an empty or invalid span.
fn excerpt(reply: &str, start: usize, end: usize) -> Option<String> {
    let text = reply.get(start..end).filter(|t| !t.is_empty())?;
    let flat: String = text
        .chars()
        .map(|c| if c.is_control() { ' ' } else { c })
        .collect();
    const MAX: usize = 90;
    if flat.chars().count() > MAX {
        let cut: String = flat.chars().take(MAX).collect();
        Some(format!("{cut}…"))
    } else {
        Some(flat)
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn excerpts() {
        assert_eq!(excerpt("abc\ndef", 1, 5).as_deref(), Some("bc d"));
        assert_eq!(excerpt("abc", 3, 3), None);
        assert_eq!(excerpt("é", 1, 2), None);
        let long = "x".repeat(200);
        assert!(excerpt(&long, 0, 200).unwrap().ends_with('…'));
    }

    #[test]
    fn aliases() {
        assert_eq!(
            parse_alias("web_search = google"),
            Ok(("web_search".to_owned(), "google".to_owned()))
        );
        assert!(parse_alias("google").is_err());
        assert!(parse_alias("=x").is_err());
    }

    #[test]
    fn summary_of_clean_report() {
        let r = Report::new(Vec::new(), Vec::new());
        assert_eq!(
            summary(&r, "", Palette::plain()),
            "verdict: clean\nfindings: none\n"
        );
    }
}
