//! The demo as readable sections.

use std::fmt::Write as _;

use receipts_core::split_trailer;

use super::{Run, model};
use crate::color::Palette;

fn heading(s: &mut String, p: Palette, title: &str) {
    let _ = writeln!(s, "\n{}", p.heading(&format!("== {title} ==")));
}

fn indented(s: &mut String, text: &str) {
    for line in text.lines() {
        let _ = writeln!(s, "    {line}");
    }
}

fn yes_no(p: Palette, ok: bool, what: &str) -> String {
    if ok {
        format!("{} {what}", p.good("[ok]"))
    } else {
        format!("{} {what}", p.bad("[FAILED]"))
    }
}

/// The run as text sections, coloured by `p`.
pub(crate) fn render(run: &Run, p: Palette) -> String {
    let mut s = String::new();
    let _ = writeln!(
        s,
        "{}",
        p.heading("receipts demo: one agent turn, end to end")
    );
    let _ = writeln!(s, "  Model: {}.", p.bad(model::LABEL));
    let _ = writeln!(
        s,
        "  Tools: real and local. Scope: a fresh 256-bit key held only in memory, {}, prefix {}.",
        run.algorithm, run.prefix
    );
    let _ = writeln!(
        s,
        "  Scratch directory (removed afterwards): {}",
        run.workdir
    );

    heading(&mut s, p, "1. Tool calls through the receipting middleware");
    for c in &run.calls {
        let _ = writeln!(
            s,
            "{} {} {}",
            p.accent(&format!("[{}]", c.call.id.as_deref().unwrap_or("-"))),
            c.call.name,
            c.args
        );
        match &c.outcome {
            Ok(text) => {
                let verdict = if c.verified {
                    p.good("receipt issued; it verifies")
                } else {
                    p.bad("receipt issued but does not verify")
                };
                let _ = writeln!(s, "  -> ok, {verdict}. The model sees:");
                match split_trailer(text) {
                    Some((body, token)) => {
                        indented(&mut s, body);
                        let _ = writeln!(s);
                        let _ = writeln!(s, "    {}", p.accent(&format!("[receipt: {token}]")));
                    }
                    None => indented(&mut s, text),
                }
            }
            Err(f) => {
                let _ = writeln!(
                    s,
                    "  -> {}: {} (no receipt)",
                    p.bad(f.kind.as_str()),
                    f.message
                );
            }
        }
    }
    let _ = writeln!(s, "\nTool events (calls that got no receipt):");
    if run.events.is_empty() {
        let _ = writeln!(s, "  none");
    }
    for e in &run.events {
        let _ = writeln!(
            s,
            "  {} {} ({}, {}): {}",
            p.bad(e.kind.as_str()),
            e.tool,
            e.call_id.as_deref().unwrap_or("no id"),
            e.provenance,
            e.message
        );
    }

    heading(
        &mut s,
        p,
        &format!(
            "2. The model's reply with the receipts block ({})",
            run.render.name()
        ),
    );
    let _ = writeln!(
        s,
        "{}",
        p.dim("(scripted: one fabricated tool claim and one forged receipt on purpose)")
    );
    indented(&mut s, &run.shown);

    heading(&mut s, p, "3. Audit of the reply");
    let summary = crate::audit::summary(&run.report, &run.reply, p);
    indented(&mut s, &summary);

    heading(&mut s, p, "4. Leak filter on the delivered text");
    let _ = writeln!(
        s,
        "{}",
        p.dim("(verified-only mode: receipts this scope issued pass; others are marked)")
    );
    indented(&mut s, &run.delivered.text);
    let _ = writeln!(s, "  redactions:");
    for f in &run.delivered.findings {
        let _ = writeln!(
            s,
            "    {} ({}) at bytes {}..{} -> {}",
            p.accent(f.rule),
            f.category,
            f.span.start,
            f.span.end,
            f.replacement()
        );
    }

    heading(&mut s, p, "Summary");
    let c = &run.checks;
    let _ = writeln!(
        s,
        "  {}",
        yes_no(
            p,
            c.receipts_verified,
            &format!(
                "{} receipts issued, each verifies and the audit marks it verified",
                run.receipts.len()
            )
        )
    );
    let _ = writeln!(
        s,
        "  {}",
        yes_no(
            p,
            c.failure_without_receipt,
            "the failed call got no receipt, only a tool event"
        )
    );
    let _ = writeln!(
        s,
        "  {}",
        yes_no(
            p,
            c.fabrication_caught,
            "the fabricated tool claim was caught"
        )
    );
    let _ = writeln!(
        s,
        "  {}",
        yes_no(p, c.forgery_caught, "the forged receipt was caught")
    );
    let _ = writeln!(
        s,
        "  {}",
        yes_no(p, c.secret_redacted, "the fake API key was redacted")
    );
    let _ = writeln!(
        s,
        "  {}",
        yes_no(
            p,
            c.receipts_intact,
            "the genuine receipts passed the leak filter intact"
        )
    );
    s
}
