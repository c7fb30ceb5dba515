//! `receipts redact`: the leak filter from stdin to stdout, always through
//! the streaming redactor so that memory stays bounded however large the
//! input (its output equals batch redaction for every chunking).

use std::fs::File;
use std::io::{BufWriter, Read, Write};
use std::path::PathBuf;

use clap::Args as ClapArgs;
use receipts_leakfilter::{Finding, LeakConfig, LeakFilter, ReceiptMode};

use crate::error::{Error, Outcome, stdout_err};

/// Block size read from stdin without `--stream` or `--chunk-bytes`.
const BLOCK: usize = 64 * 1024;

/// The long help of `receipts redact`.
pub(crate) const REDACT_ABOUT: &str = "Read text from stdin, write it to stdout with secrets replaced by \
`[REDACTED:<rule-id>]`. Well-formed receipt tokens pass untouched. Exit 0 whether or not something \
was redacted (1 with --check when something was). Input is processed in bounded memory.";

/// `receipts redact`.
#[derive(Debug, ClapArgs)]
pub(crate) struct RedactArgs {
    /// Forward each piece of stdin as soon as it arrives (for piping a live
    /// stream), flushing stdout after each.
    #[arg(long)]
    stream: bool,
    /// Feed the redactor pieces of exactly this many bytes (the last may be
    /// shorter); the output is the same for every size.
    #[arg(long, value_name = "N", value_parser = clap::value_parser!(u64).range(1..=1 << 30))]
    chunk_bytes: Option<u64>,
    /// Write one JSON object per finding to FILE (rule id, category, byte
    /// span in the input); never the secret itself.
    #[arg(long, value_name = "FILE")]
    findings: Option<PathBuf>,
    /// How eagerly the high-entropy fallback flags strings of no known
    /// format, 0.0 to 1.0 (default 0.5, or the config's).
    #[arg(long, value_name = "0.0-1.0", value_parser = parse_sensitivity)]
    sensitivity: Option<f64>,
    /// Turn the high-entropy fallback off (known formats only).
    #[arg(long)]
    no_entropy: bool,
    /// Read `[security.leak_detection]` (and the receipt prefix) from this
    /// TOML file; flags override it. `enabled` is ignored here.
    #[arg(long, value_name = "FILE")]
    config: Option<PathBuf>,
    /// Exit 1 when anything was redacted.
    #[arg(long)]
    check: bool,
}

fn parse_sensitivity(s: &str) -> Result<f64, String> {
    let v: f64 = s.parse().map_err(|_| format!("`{s}` is not a number"))?;
    if (0.0..=1.0).contains(&v) {
        Ok(v)
    } else {
        Err(String::from("must be between 0.0 and 1.0"))
    }
}

/// The filter configuration from `--config` and the flags.
fn leak_config(a: &RedactArgs) -> Result<LeakConfig, Error> {
    let mut c = LeakConfig::default();
    if let Some(path) = &a.config {
        let cfg = crate::config::load(path)?;
        let ld = &cfg.security.leak_detection;
        c.sensitivity = ld.sensitivity;
        c.entropy = ld.high_entropy_tokens;
        // no scope here: verified-only behaves like well-formed
        c.receipt_mode = ReceiptMode::WellFormed;
        c.holdback_cap = ld.stream_holdback_bytes;
        c.disabled_rules = ld.disabled_rules.clone();
        c.allow = ld.allowlist.clone();
        c.prefix = cfg
            .agent
            .tool_receipts
            .token_prefix()
            .map_err(|e| Error::input(e.to_string()))?;
    }
    if let Some(s) = a.sensitivity {
        c.sensitivity = s;
    }
    if a.no_entropy {
        c.entropy = false;
    }
    Ok(c)
}

/// Build the filter the flags describe.
///
/// # Errors
/// An input error when the configuration is refused (an unknown rule id).
pub(crate) fn filter(a: &RedactArgs) -> Result<LeakFilter, Error> {
    LeakFilter::new(leak_config(a)?).map_err(|e| Error::input(format!("leak filter: {e}")))
}

fn write_findings(sink: &mut Option<BufWriter<File>>, found: &[Finding]) -> Result<(), Error> {
    if let Some(w) = sink {
        for f in found {
            let line = finding_json(f);
            writeln!(w, "{line}").map_err(|e| Error::io("cannot write findings", e))?;
        }
    }
    Ok(())
}

/// One finding as a JSON object: rule, category, byte span. No secret.
pub(crate) fn finding_json(f: &Finding) -> serde_json::Value {
    serde_json::json!({
        "rule": f.rule,
        "category": f.category.to_string(),
        "start": f.span.start,
        "end": f.span.end,
    })
}

/// Run `receipts redact`.
///
/// # Errors
/// Input errors for the configuration; I/O errors.
pub(crate) fn run(a: &RedactArgs) -> Result<Outcome, Error> {
    let filter = filter(a)?;
    let mut sink = match &a.findings {
        Some(path) => {
            Some(BufWriter::new(File::create(path).map_err(|e| {
                Error::io(format!("cannot create {}", path.display()), e)
            })?))
        }
        None => None,
    };
    let chunk = a
        .chunk_bytes
        .map_or(BLOCK, |n| usize::try_from(n).unwrap_or(BLOCK));
    let exact = a.chunk_bytes.is_some();
    let mut stream = filter.stream();
    let stdin = std::io::stdin();
    let mut input = stdin.lock();
    let stdout = std::io::stdout();
    let mut out = BufWriter::new(stdout.lock());
    let mut buf = vec![0u8; chunk];
    let mut found = 0usize;
    let mut text = String::new();
    loop {
        let n = if exact && !a.stream {
            read_full(&mut input, &mut buf)?
        } else {
            read_some(&mut input, &mut buf)?
        };
        if n == 0 {
            break;
        }
        text.clear();
        stream.feed_bytes_into(&buf[..n], &mut text);
        out.write_all(text.as_bytes()).map_err(stdout_err)?;
        if a.stream {
            out.flush().map_err(stdout_err)?;
        }
        let f = stream.take_findings();
        found += f.len();
        write_findings(&mut sink, &f)?;
    }
    let (text, tail) = stream.finish_with_findings();
    out.write_all(text.as_bytes()).map_err(stdout_err)?;
    out.flush().map_err(stdout_err)?;
    found += tail.len();
    write_findings(&mut sink, &tail)?;
    if let Some(w) = &mut sink {
        w.flush()
            .map_err(|e| Error::io("cannot write findings", e))?;
    }
    Ok(if a.check && found > 0 {
        Outcome::No
    } else {
        Outcome::Yes
    })
}

/// Read until `buf` is full or the input ends.
fn read_full(r: &mut impl Read, buf: &mut [u8]) -> Result<usize, Error> {
    let mut n = 0;
    while n < buf.len() {
        match read_some(r, &mut buf[n..])? {
            0 => break,
            k => n += k,
        }
    }
    Ok(n)
}

/// One read, retried on interruption.
fn read_some(r: &mut impl Read, buf: &mut [u8]) -> Result<usize, Error> {
    loop {
        match r.read(buf) {
            Ok(n) => return Ok(n),
            Err(e) if e.kind() == std::io::ErrorKind::Interrupted => continue,
            Err(e) => return Err(Error::io("cannot read stdin", e)),
        }
    }
}
