//! Property tests: trailer round trip, dedup invariants, streaming = batch,
//! message splitting.

use std::ops::Range;
use std::sync::Arc;

use proptest::prelude::*;
use receipts_core::{Prefix, Provenance, Receipt, Renderer, Tag, Token};
use receipts_render::{
    Dedup, DedupPolicy, Detector, Discord, Json, LengthUnit, Markdown, PlainText, ReplyTail, Slack,
    TelegramHtml, append_trailer, block_separator, split_trailer,
};

fn prefix() -> impl Strategy<Value = Prefix> {
    prop_oneof![
        Just(Prefix::default()),
        "[a-z0-9]{1,5}(-[a-z0-9]{1,5}){0,2}".prop_map(|p| Prefix::new(&p).unwrap()),
    ]
}

fn token_under(p: Prefix) -> impl Strategy<Value = Token> {
    (any::<u64>(), any::<[u8; 32]>()).prop_map(move |(ts, tag)| p.token(ts, Tag::from_bytes(tag)))
}

fn token() -> impl Strategy<Value = Token> {
    token_under(Prefix::default())
}

fn tool_name() -> impl Strategy<Value = String> {
    prop_oneof![
        "[a-z_]{1,12}",
        "[*_~`<>&|\\\\{}\"# a-z-]{0,12}",
        any::<String>().prop_map(|s| s.chars().take(24).collect()),
        "[a-z]{200,300}",
    ]
}

fn receipts() -> impl Strategy<Value = Vec<Receipt>> {
    prop::collection::vec(
        (
            tool_name(),
            prop::option::of("[a-z]{1,8}(/[a-z]{1,8})?"),
            token(),
        ),
        0..6,
    )
    .prop_map(|v| {
        v.into_iter()
            .map(|(tool, delegate, token)| Receipt {
                token,
                tool: Arc::from(tool),
                call_id: None,
                provenance: delegate
                    .map_or(Provenance::Main, |d| Provenance::Delegate(Arc::from(d))),
            })
            .collect()
    })
}

fn renderer_by(i: usize) -> Box<dyn Renderer> {
    match i % 6 {
        0 => Box::new(PlainText),
        1 => Box::new(Markdown),
        2 => Box::new(Slack::new()),
        3 => Box::new(TelegramHtml::new()),
        4 => Box::new(Discord::new()),
        _ => Box::new(Json),
    }
}

/// Pieces that make replies likely to hold blocks, near-blocks and
/// everything the detector looks at.
fn fragment() -> impl Strategy<Value = String> {
    prop_oneof![
        5 => user_fragment(),
        1 => (0..6usize, receipts()).prop_map(|(i, r)| renderer_by(i).block(&r)),
    ]
}

/// The same pieces without whole rendered blocks.
fn user_fragment() -> impl Strategy<Value = String> {
    prop_oneof![
        3 => prop_oneof![
            Just("Tool receipts:"), Just("**Tool receipts:**"), Just("<b>Tool receipts:</b>"),
            Just("---"), Just("```"), Just("~~~json"), Just("\n"), Just("\n\n"), Just("\r\n"),
            Just("  "), Just("- "), Just("• "), Just("1. "), Just(": "), Just("`"), Just("{"),
            Just("}"), Just("\""), Just("zc-receipt-12-x"), Just("{\"receipts\":[{\"token\":\""),
            Just("\"}]}"),
        ].prop_map(str::to_owned),
        2 => token().prop_map(|t| t.to_string()),
        2 => "[a-zA-Z0-9 .,é€😀<>&*_]{0,12}",
    ]
}

fn reply() -> impl Strategy<Value = String> {
    prop::collection::vec(fragment(), 0..28).prop_map(|v| v.concat())
}

fn user_text() -> impl Strategy<Value = String> {
    prop::collection::vec(user_fragment(), 0..28).prop_map(|v| v.concat())
}

fn complement(len: usize, removed: &[Range<usize>]) -> Vec<Range<usize>> {
    let mut out = Vec::new();
    let mut at = 0;
    for r in removed {
        out.push(at..r.start);
        at = r.end;
    }
    out.push(at..len);
    out
}

proptest! {
    // 256 cases by default; set PROPTEST_CASES for a longer run
    #![proptest_config(ProptestConfig { failure_persistence: None, ..ProptestConfig::default() })]

    /// `split_trailer` inverts `append_trailer` for every result text,
    /// including results that end in a trailer themselves.
    #[test]
    fn trailer_split_inverts_append(
        body in any::<String>(),
        fake in prop::option::of((token(), "[a-z ]{0,4}")),
        t in prefix().prop_flat_map(token_under),
    ) {
        let mut result = body;
        if let Some((f, junk)) = fake {
            result.push_str(&format!("\n\n[receipt: {f}]{junk}"));
        }
        let mut text = result.clone();
        append_trailer(&mut text, &t);
        prop_assert_eq!(split_trailer(&text), Some((result.as_str(), t.as_str())));
    }

    /// For any reply and receipts, `KeepRuntime` leaves exactly one block
    /// (none without receipts), at the end, and keeps every byte of the
    /// reply outside the removed blocks, in order.
    #[test]
    fn keep_runtime_leaves_one_block_and_the_rest_untouched(
        reply in reply(), receipts in receipts(), which in 0..6usize,
    ) {
        let renderer = renderer_by(which);
        let det = Detector::default();
        let stripped = det.strip(&reply);
        let out = Dedup::new(DedupPolicy::KeepRuntime).apply(&reply, &renderer, &receipts);

        // 1. removed ranges are sorted, disjoint, whole lines
        for w in stripped.removed.windows(2) {
            prop_assert!(w[0].end < w[1].start);
        }
        for r in &stripped.removed {
            prop_assert!(r.start < r.end);
            prop_assert!(r.start == 0 || reply.as_bytes()[r.start - 1] == b'\n');
            prop_assert!(r.end == reply.len() || reply.as_bytes()[r.end - 1] == b'\n');
        }
        // 2. every other byte is kept, in order: the output starts with them
        let kept: String = complement(reply.len(), &stripped.removed)
            .into_iter()
            .map(|r| &reply[r])
            .collect();
        prop_assert_eq!(&kept, &stripped.text);
        prop_assert!(out.starts_with(&kept));
        // 3. and is followed only by the separator and the runtime block
        let block = renderer.block(&receipts);
        let tail = &out[kept.len()..];
        if block.is_empty() {
            prop_assert_eq!(tail, "");
        } else {
            prop_assert_eq!(tail, format!("{}{block}", block_separator(&kept)));
        }
        // 4. what was kept holds no block; the output exactly one, the runtime's
        prop_assert!(det.find(&kept).is_empty());
        let found = det.find(&out);
        if block.is_empty() {
            prop_assert!(found.is_empty());
        } else {
            prop_assert_eq!(found, vec![out.len() - block.len()..out.len()]);
        }
        // 5. dedup of the output changes nothing
        let again = Dedup::new(DedupPolicy::KeepRuntime).apply(&out, &renderer, &receipts);
        prop_assert_eq!(again, out);
    }

    /// With user text known to hold no block and model blocks (any format,
    /// mangled) set off by blank lines, `KeepRuntime` removes exactly the
    /// model blocks.
    #[test]
    fn keep_runtime_removes_exactly_the_model_blocks(
        segs in prop::collection::vec(user_text(), 1..4),
        blocks in prop::collection::vec(model_block(), 0..3),
        receipts in receipts(),
        which in 0..6usize,
    ) {
        let det = Detector::default();
        let mut reply = segs[0].clone();
        let mut kept = segs[0].clone();
        let mut expected = Vec::new();
        for (i, b) in blocks.iter().enumerate() {
            reply.push_str("\n\n");
            kept.push_str("\n\n");
            expected.push(reply.len()..reply.len() + b.len());
            reply.push_str(b);
            reply.push('\n');
            kept.push('\n');
            let seg = segs.get(i + 1).map_or("", String::as_str);
            reply.push_str(seg);
            kept.push_str(seg);
        }
        prop_assume!(det.strip(&kept).removed.is_empty());
        let stripped = det.strip(&reply);
        prop_assert_eq!(&stripped.removed, &expected);
        prop_assert_eq!(&stripped.text, &kept);
        let renderer = renderer_by(which);
        let mut want = kept.clone();
        receipts_render::append_block(&mut want, &renderer, &receipts);
        let out = Dedup::new(DedupPolicy::KeepRuntime).apply(&reply, &renderer, &receipts);
        prop_assert_eq!(out, want);
    }

    /// Streaming: the final chunk from `ReplyTail` makes the same text as
    /// `append_block` on the whole reply, however the reply is chunked.
    #[test]
    fn stream_tail_equals_batch(
        reply in reply(), cuts in prop::collection::vec(any::<prop::sample::Index>(), 0..6),
        receipts in receipts(), which in 0..6usize,
    ) {
        let renderer = renderer_by(which);
        let mut points: Vec<usize> = cuts.iter().map(|c| c.index(reply.len() + 1)).collect();
        points.retain(|&p| reply.is_char_boundary(p));
        points.sort_unstable();
        let mut tail = ReplyTail::new();
        let mut at = 0;
        for p in points.into_iter().chain([reply.len()]) {
            tail.push(&reply[at..p]);
            at = p;
        }
        let streamed = format!("{reply}{}", tail.finish(&renderer, &receipts));
        let mut batch = reply.clone();
        receipts_render::append_block(&mut batch, &renderer, &receipts);
        prop_assert_eq!(streamed, batch);
    }

    /// Splitting keeps every token whole, in order, within the limit, with
    /// each message a block of its own.
    #[test]
    fn split_keeps_tokens_whole(
        receipts in receipts(), which in 0..3usize, limit in 0usize..3000,
    ) {
        let (r, eff, unit): (Box<dyn Renderer>, usize, LengthUnit) = match which {
            0 => { let r = TelegramHtml::with_limit(limit); (Box::new(r), r.limit(), r.unit()) }
            1 => { let r = Discord::with_limit(limit); (Box::new(r), r.limit(), r.unit()) }
            _ => { let r = Slack::with_limit(limit); (Box::new(r), r.limit(), r.unit()) }
        };
        let msgs = r.block_messages(&receipts);
        prop_assert_eq!(msgs.is_empty(), receipts.is_empty());
        let det = Detector::default();
        let mut seen = 0;
        for m in &msgs {
            prop_assert!(unit.measure(m) <= eff);
            prop_assert_eq!(det.find(m), vec![0..m.len()]);
            // tokens appear in call order (labels may hold token-like text,
            // so look for each receipt's own token after the previous one)
            let mut from = 0;
            while seen < receipts.len() {
                match m[from..].find(receipts[seen].token.as_str()) {
                    Some(p) => { from += p + receipts[seen].token.as_str().len(); seen += 1; }
                    None => break,
                }
            }
        }
        prop_assert_eq!(seen, receipts.len());
    }
}

/// A receipts block as a model might write it: any built-in format, or a
/// hand-made one with its own rule, heading, indentation, bullets,
/// separators, wrappers and fences. Always ends in `\n`.
fn model_block() -> impl Strategy<Value = String> {
    let lines = prop::collection::vec(("[a-z_/.]{1,10}", token()), 1..5);
    prop_oneof![
        (0..6usize, receipts()).prop_filter_map("no receipts", |(i, r)| {
            let b = renderer_by(i).block(&r);
            (!b.is_empty()).then_some(b)
        }),
        (
            prop::sample::select(vec!["", "---\n", "***\n", "___\n", "— — —\n"]),
            prop::sample::select(vec![
                "Tool receipts:",
                "**Tool receipts:**",
                "## Tool receipts",
                "Tool Receipts",
                "<b>Tool receipts:</b>",
                "*Tool receipts (continued):*",
                "__Receipts__:",
            ]),
            any::<bool>(),
            prop::sample::select(vec!["", "  ", "    ", "\t"]),
            prop::sample::select(vec!["", "- ", "* ", "• ", "+ ", "1. "]),
            prop::sample::select(vec![": ", " = ", " → ", " - ", ":"]),
            prop::sample::select(vec![
                ("", ""),
                ("`", "`"),
                ("<code>", "</code>"),
                ("[receipt: ", "]")
            ]),
            prop::sample::select(vec!["", "```", "```text", "~~~"]),
            any::<bool>(),
            lines,
        )
            .prop_map(
                |(
                    rule,
                    heading,
                    blank,
                    indent,
                    bullet,
                    sep,
                    (open, close),
                    fence,
                    fence_inside,
                    lines,
                )| {
                    let mut body = String::new();
                    for (label, t) in &lines {
                        body.push_str(&format!("{indent}{bullet}{label}{sep}{open}{t}{close}\n"));
                    }
                    let blank = if blank { "\n" } else { "" };
                    if fence.is_empty() {
                        format!("{rule}{heading}\n{blank}{body}")
                    } else if fence_inside {
                        format!("{rule}{heading}\n{blank}{fence}\n{body}```\n")
                    } else {
                        format!("{fence}\n{rule}{heading}\n{blank}{body}```\n")
                    }
                }
            ),
        (receipts(), any::<bool>()).prop_filter_map("no receipts", |(r, fenced)| {
            let b = Json.block(&r);
            let v: serde_json::Value = serde_json::from_str(&b).ok()?;
            let pretty = serde_json::to_string_pretty(&v).ok()?;
            Some(if fenced {
                format!("```json\n{pretty}\n```\n")
            } else {
                format!("{pretty}\n")
            })
        }),
    ]
}
