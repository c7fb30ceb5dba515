//! Deduplicating model-written receipts blocks.

use receipts_core::{Prefix, Receipt, Renderer, Tag};
use receipts_render::{
    Dedup, DedupPolicy, Detector, Markdown, PlainText, ReplyTail, append_block, finish_reply,
};

use crate::support::{delegate_receipt, receipt, renderers};

fn rs() -> Vec<Receipt> {
    vec![
        receipt("shell", 1),
        delegate_receipt("research", "web_fetch", 2),
    ]
}

#[test]
fn every_builtin_block_is_detected_whole() {
    let det = Detector::default();
    for (name, r) in renderers() {
        let block = r.block(&rs());
        assert_eq!(det.find(&block), vec![0..block.len()], "{name}");
        let reply = format!("Answer.\n\n{block}\nMore.");
        let at = "Answer.\n\n".len();
        assert_eq!(det.find(&reply), vec![at..at + block.len()], "{name}");
    }
}

#[test]
fn mangled_model_blocks_are_removed() {
    let t0 = rs()[0].token.to_string();
    let t1 = rs()[1].token.to_string();
    let blocks = [
        format!("---\nTool receipts:\n  shell: {t0}\n  research/web_fetch: {t1}\n"),
        format!("Tool receipts:\n- shell: {t0}\n- research/web_fetch: {t1}\n"),
        format!("**Tool receipts:**\n\n* shell: `{t0}`\n* research/web_fetch: `{t1}`\n"),
        format!("***\n## Tool Receipts\n• shell → {t0}\n•   web_fetch = {t1}\n"),
        format!("```\n---\nTool receipts:\n    shell: {t0}\n\tweb_fetch: {t1}\n```\n"),
        format!("Tool receipts:\n```text\n1. shell: {t0}\n2. web_fetch: {t1}\n```\n"),
        format!("<b>Tool receipts:</b>\n• shell: <code>{t0}</code>\n"),
        format!("*Tool receipts:*\n• `shell`: `{t0}`\n"),
        format!(
            "```json\n{{\"type\":\"tool_receipts\",\"receipts\":[{{\"token\":\"{t0}\"}}]}}\n```\n"
        ),
        format!("---\r\nTool receipts:\r\n  shell: {t0}\r\n"),
        format!("Tool receipts:\n  shell: [receipt: {t0}]\n"),
    ];
    for b in blocks {
        let reply = format!("Before.\n\n{b}\nAfter {t0} stays.\n");
        let out = finish_reply(&reply, &rs(), &PlainText, DedupPolicy::KeepRuntime);
        let expected = format!(
            "Before.\n\n\nAfter {t0} stays.\n\n{}",
            PlainText.block(&rs())
        );
        assert_eq!(out, expected, "block:\n{b}");
    }
}

#[test]
fn user_text_is_not_a_block() {
    let t0 = rs()[0].token.to_string();
    let keep = [
        "Tool receipts:\nI did not run any tool.\n".to_owned(),
        "Tool receipts:\n\nnone\n".to_owned(),
        "## Receipts\n\nKeep your shop receipts for a year.\n".to_owned(),
        format!("Tool receipts:\nThe shell call ({t0}) showed Linux.\n"),
        format!("- shell: {t0}\n- other: {t0}\n"),
        format!("Tool receipts:\n\n\n- shell: {t0}\n"),
        format!("Tool receipts:\n- shell: {t0} (this one failed)\n"),
        "Tool receipts:\n- shell: zc-receipt-17-truncated\n".to_owned(),
        "---\nTool receipts:\n---\n".to_owned(),
        "{\"receipts\": []}\n".to_owned(),
        format!("{{\"receipts\": [{{\"token\": \"{t0} \"}}]}}\n"),
    ];
    let det = Detector::default();
    for text in keep {
        assert!(det.find(&text).is_empty(), "{text}");
        let out = finish_reply(&text, &rs(), &PlainText, DedupPolicy::KeepRuntime);
        assert!(out.starts_with(&text), "{text}");
    }
}

#[test]
fn policies() {
    let model = format!("Done.\n\nTool receipts:\n- shell: {}\n", rs()[0].token);
    let plain = PlainText.block(&rs());
    let keep_model = Dedup::new(DedupPolicy::KeepModel);
    assert_eq!(keep_model.apply(&model, &PlainText, &rs()), model);
    assert_eq!(
        keep_model.apply("Done.", &PlainText, &rs()),
        format!("Done.\n\n{plain}")
    );
    let both = Dedup::new(DedupPolicy::KeepBoth).apply(&model, &PlainText, &rs());
    assert_eq!(both, format!("{model}\n{plain}"));
    assert_eq!(Detector::default().find(&both).len(), 2);
    let runtime = Dedup::default().apply(&model, &PlainText, &rs());
    assert_eq!(runtime, format!("Done.\n\n{plain}"));
    // no receipts: the model's block goes, nothing is added
    assert_eq!(Dedup::default().apply(&model, &PlainText, &[]), "Done.\n\n");
    for p in [
        DedupPolicy::KeepRuntime,
        DedupPolicy::KeepModel,
        DedupPolicy::KeepBoth,
    ] {
        assert_eq!(DedupPolicy::from_name(p.name()), Some(p));
    }
    assert_eq!(DedupPolicy::default(), DedupPolicy::KeepRuntime);
}

#[test]
fn custom_prefix() {
    let p = Prefix::new("acme-r").unwrap();
    let mut r = receipt("shell", 1);
    r.token = p.token(5, Tag::from_bytes([9; 32]));
    let model = format!("Ok.\n\nTool receipts:\n  shell: {}\n", r.token);
    // the default prefix does not see it; the scope's prefix does
    assert!(Detector::default().find(&model).is_empty());
    let out = finish_reply(
        &model,
        std::slice::from_ref(&r),
        &Markdown,
        DedupPolicy::KeepRuntime,
    );
    assert_eq!(out, format!("Ok.\n\n{}", Markdown.block(&[r.clone()])));
    let out = Dedup::with_prefix(DedupPolicy::KeepRuntime, p).apply(&model, &Markdown, &[]);
    assert_eq!(out, "Ok.\n\n");
}

#[test]
fn stream_tail_equals_append() {
    let reply = "Streaming\n reply  \n";
    let mut tail = ReplyTail::new();
    let mut sent = String::new();
    for chunk in ["Stream", "ing\n", " reply", "  \n"] {
        tail.push(chunk);
        sent.push_str(chunk);
    }
    sent.push_str(&tail.finish(&Markdown, &rs()));
    let mut batch = reply.to_owned();
    append_block(&mut batch, &Markdown, &rs());
    assert_eq!(sent, batch);
    assert_eq!(ReplyTail::new().finish(&Markdown, &[]), "");
}

#[test]
fn block_starts_on_its_own_line() {
    // found by the property test: whitespace after the last line break
    for reply in ["\n\n  ", "a\n \t", "a  ", "a\r", "\n"] {
        let out = finish_reply(reply, &rs(), &PlainText, DedupPolicy::KeepRuntime);
        let at = out.len() - PlainText.block(&rs()).len();
        assert!(out[..at].ends_with('\n'), "{reply:?}");
        assert_eq!(
            Detector::default().find(&out),
            vec![at..out.len()],
            "{reply:?}"
        );
    }
}
