//! `receipts demo`: one agent turn, end to end, with nothing to set up. A
//! scripted model calls real local tools through the receipting
//! middleware; the reply gets its receipts block, is audited, and passes
//! the leak filter.

mod fixture;
mod json;
mod model;
mod text;
mod tools;

use std::io::Write;
use std::sync::Arc;

use clap::{Args as ClapArgs, ValueEnum};
use receipts_audit::{Auditor, FindingKind, Report, TurnSource};
use receipts_core::{
    Args, Receipt, ReceiptLayer, Scope, Tool, ToolCall, ToolEvent, ToolFailure, Turn, split_trailer,
};
use receipts_leakfilter::{LeakConfig, LeakFilter, ReceiptMode, Redacted};
use receipts_render::DedupPolicy;

use crate::color::Palette;
use crate::error::{Error, Outcome, stdout_err};
use fixture::Fixture;

/// The receipts block formats.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Default, ValueEnum)]
pub(crate) enum RenderFormat {
    /// Plain text (the default).
    #[default]
    Plain,
    /// GitHub Markdown.
    Markdown,
    /// Slack mrkdwn.
    Slack,
    /// Telegram HTML (`parse_mode=HTML`).
    #[value(name = "telegram-html", alias = "telegram")]
    TelegramHtml,
    /// Discord Markdown.
    Discord,
    /// One JSON object.
    Json,
}

impl RenderFormat {
    /// The renderer's configuration name in receipts-render.
    pub(crate) fn renderer_name(self) -> &'static str {
        match self {
            RenderFormat::Plain => "plain",
            RenderFormat::Markdown => "markdown",
            RenderFormat::Slack => "slack",
            RenderFormat::TelegramHtml => "telegram",
            RenderFormat::Discord => "discord",
            RenderFormat::Json => "json",
        }
    }

    /// The name shown to users.
    pub(crate) fn name(self) -> &'static str {
        match self {
            RenderFormat::TelegramHtml => "telegram-html",
            other => other.renderer_name(),
        }
    }
}

/// The long help of `receipts demo`.
pub(crate) const DEMO_ABOUT: &str = "Run one agent turn in-process, with nothing to set up: a SCRIPTED model (fixed \
in this program; no LLM, no network) calls real local tools through the receipting middleware (a \
shell tool running `uname -a` and `git --version`, a file tool reading a file the demo creates, and \
a call that fails and so gets no receipt). Then: the tool results with their receipt trailers, the \
reply with its receipts block, the audit of the reply (which catches the fabricated tool claim and \
the forged receipt the scripted model makes on purpose), and the leak filter redacting the fake API \
key one tool output holds while the genuine receipts pass intact.\n\nExit 0 when every part behaved \
as described, 1 otherwise.";

/// `receipts demo`.
#[derive(Debug, ClapArgs)]
pub(crate) struct DemoArgs {
    /// The receipts block format.
    #[arg(long, value_enum, default_value_t = RenderFormat::Plain, value_name = "FORMAT")]
    render: RenderFormat,
    /// Print the whole run as one JSON object.
    #[arg(long)]
    json: bool,
}

/// One tool call of the turn and what came of it.
#[derive(Debug)]
pub(crate) struct CallRecord {
    /// The call as the model asked for it.
    pub(crate) call: ToolCall,
    /// The arguments as JSON.
    pub(crate) args: serde_json::Value,
    /// The text the model saw (trailer included), or the failure.
    pub(crate) outcome: Result<String, ToolFailure>,
    /// The receipt, if one was issued.
    pub(crate) receipt: Option<Receipt>,
    /// Whether the trailer's token re-verifies against the scope.
    pub(crate) verified: bool,
}

/// What the demo's checks found.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub(crate) struct Checks {
    /// Every issued receipt verifies and the audit marks it verified.
    pub(crate) receipts_verified: bool,
    /// The failed call got no receipt and became a tool event.
    pub(crate) failure_without_receipt: bool,
    /// The audit flagged the fabricated tool claim.
    pub(crate) fabrication_caught: bool,
    /// The audit flagged the forged receipt.
    pub(crate) forgery_caught: bool,
    /// The leak filter removed the fake key.
    pub(crate) secret_redacted: bool,
    /// The genuine receipts passed the leak filter byte for byte.
    pub(crate) receipts_intact: bool,
}

impl Checks {
    /// All of them hold.
    pub(crate) fn all(&self) -> bool {
        self.receipts_verified
            && self.failure_without_receipt
            && self.fabrication_caught
            && self.forgery_caught
            && self.secret_redacted
            && self.receipts_intact
    }
}

/// The whole run.
#[derive(Debug)]
pub(crate) struct Run {
    pub(crate) algorithm: String,
    pub(crate) prefix: String,
    pub(crate) workdir: String,
    pub(crate) calls: Vec<CallRecord>,
    pub(crate) receipts: Vec<Receipt>,
    pub(crate) events: Vec<ToolEvent>,
    pub(crate) reply: String,
    pub(crate) forged: String,
    pub(crate) render: RenderFormat,
    pub(crate) block: String,
    pub(crate) shown: String,
    pub(crate) report: Report,
    pub(crate) delivered: Redacted,
    pub(crate) checks: Checks,
}

/// Run `receipts demo`.
///
/// # Errors
/// I/O errors (temporary directory, stdout); failures of the OS random
/// number generator.
pub(crate) fn run(a: &DemoArgs) -> Result<Outcome, Error> {
    let run = execute(a.render)?;
    let mut out = std::io::stdout().lock();
    let text = if a.json {
        let mut s = serde_json::to_string_pretty(&json::to_json(&run))
            .map_err(|e| Error::input(format!("cannot serialize the run: {e}")))?;
        s.push('\n');
        s
    } else {
        text::render(&run, Palette::detect())
    };
    out.write_all(text.as_bytes()).map_err(stdout_err)?;
    out.flush().map_err(stdout_err)?;
    Ok(Outcome::from_bool(run.checks.all()))
}

fn core_err(e: receipts_core::Error) -> Error {
    Error::input(format!("receipts: {e}"))
}

/// Perform the turn and everything after it.
fn execute(render: RenderFormat) -> Result<Run, Error> {
    let fx = Fixture::create()?;
    let scope = Arc::new(Scope::new().map_err(core_err)?);
    let turn = scope.begin_turn();
    let calls = run_tools(&turn, model::plan(&fx))?;

    let forged = model::forged_token(scope.prefix(), scope.now().map_err(core_err)?)?;
    let seen: Vec<model::Seen> = calls.iter().map(|c| c.outcome.clone()).collect();
    let reply = model::reply(&seen, &forged);

    // the user-visible receipts block
    let receipts = turn.receipts();
    let renderer = receipts_render::renderer_by_name(render.renderer_name())
        .ok_or_else(|| Error::input("unknown renderer"))?;
    let block = renderer.block(&receipts);
    let shown =
        receipts_render::finish_reply(&reply, &receipts, &*renderer, DedupPolicy::KeepRuntime);

    // the audit of the reply, with the results the receipts cover
    let mut source = TurnSource::new(&turn);
    for c in &calls {
        if let (Some(r), Ok(text)) = (&c.receipt, &c.outcome) {
            let body = split_trailer(text).map_or(text.as_str(), |(b, _)| b);
            source = source.with_call(&r.token, Some(&c.args.to_string()), body);
        }
    }
    let auditor = Auditor::builder()
        .known_tool("shell")
        .known_tool("read_file")
        .build()
        .map_err(|e| Error::input(format!("audit: {e}")))?;
    let report = auditor.audit(&source, &reply);

    // the leak filter on what the user gets
    let filter = LeakFilter::new(LeakConfig {
        receipt_mode: ReceiptMode::VerifiedOnly,
        ..LeakConfig::default()
    })
    .map_err(|e| Error::input(format!("leak filter: {e}")))?
    .with_scope(scope.clone());
    let delivered = filter.redact(&shown);

    let events = turn.collector().events();
    let checks = check(
        &reply, &calls, &receipts, &events, &report, &forged, &delivered, &fx,
    );
    Ok(Run {
        algorithm: scope.algorithm().to_owned(),
        prefix: scope.prefix().as_str().to_owned(),
        workdir: fx.path().display().to_string(),
        calls,
        receipts,
        events,
        reply,
        forged,
        render,
        block,
        shown,
        report,
        delivered,
        checks,
    })
}

/// Run the planned calls through the receipting middleware, in order.
fn run_tools(turn: &Turn, plan: Vec<ToolCall>) -> Result<Vec<CallRecord>, Error> {
    let rt = tokio::runtime::Builder::new_current_thread()
        .enable_all()
        .build()
        .map_err(|e| Error::io("cannot start the async runtime", e))?;
    let layer = ReceiptLayer::new(turn.clone());
    let shell = layer.layer(tools::Shell);
    let read_file = layer.layer(tools::ReadFile);
    let scope = turn.scope();
    let mut records = Vec::new();
    for call in plan {
        let tool: &dyn Tool = if call.name == "shell" {
            &shell
        } else {
            &read_file
        };
        let result = rt.block_on(tool.call(&call));
        let args = match &call.args {
            Args::Json(v) => v.clone().into_owned(),
            Args::Raw(b) => serde_json::Value::String(String::from_utf8_lossy(b).into_owned()),
        };
        let (outcome, receipt) = match result {
            Ok(out) => (Ok(out.text), out.receipt),
            Err(f) => (Err(f), None),
        };
        let verified = match (&outcome, &receipt) {
            (Ok(text), Some(r)) => split_trailer(text).is_some_and(|(body, tok)| {
                tok == r.token.as_str()
                    && scope
                        .verify(tok, &call.name, &call.args, body.as_bytes())
                        .is_ok()
            }),
            _ => false,
        };
        records.push(CallRecord {
            call,
            args,
            outcome,
            receipt,
            verified,
        });
    }
    Ok(records)
}

#[allow(clippy::too_many_arguments)]
fn check(
    reply: &str,
    calls: &[CallRecord],
    receipts: &[Receipt],
    events: &[ToolEvent],
    report: &Report,
    forged: &str,
    delivered: &Redacted,
    fx: &Fixture,
) -> Checks {
    let audit_verified = |t: &str| {
        report
            .of_kind(FindingKind::VerifiedReceipt)
            .any(|f| f.token.as_deref() == Some(t))
    };
    let receipts_verified = !receipts.is_empty()
        && calls
            .iter()
            .filter(|c| c.receipt.is_some())
            .all(|c| c.verified)
        && receipts.iter().all(|r| audit_verified(r.token.as_str()));
    let failed_ids: Vec<&str> = calls
        .iter()
        .filter(|c| c.outcome.is_err())
        .filter_map(|c| c.call.id.as_deref())
        .collect();
    let failure_without_receipt = !failed_ids.is_empty()
        && calls
            .iter()
            .filter(|c| c.outcome.is_err())
            .all(|c| c.receipt.is_none())
        && failed_ids
            .iter()
            .all(|id| events.iter().any(|e| e.call_id.as_deref() == Some(*id)));
    // the finding must point into the fabricated sentence
    let claim_span = |f: &receipts_audit::Finding| {
        reply.find(model::FABRICATED_CLAIM).is_some_and(|at| {
            f.start >= at && f.end <= at + model::FABRICATED_CLAIM.len() && f.start < f.end
        })
    };
    let fabrication_caught = report
        .of_kind(FindingKind::UnreceiptedToolClaim)
        .any(claim_span);
    let forgery_caught = report
        .of_kind(FindingKind::ForgedReceipt)
        .any(|f| f.token.as_deref() == Some(forged));
    let secret_redacted = !delivered.text.contains(&fx.fake_key)
        && delivered
            .findings
            .iter()
            .any(|f| f.rule != receipts_leakfilter::UNVERIFIED_RECEIPT);
    let receipts_intact = receipts
        .iter()
        .all(|r| delivered.text.contains(r.token.as_str()));
    Checks {
        receipts_verified,
        failure_without_receipt,
        fabrication_caught,
        forgery_caught,
        secret_redacted,
        receipts_intact,
    }
}
