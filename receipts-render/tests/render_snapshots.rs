//! Snapshots of every built-in renderer on ordinary and hostile input.

use receipts_core::{Receipt, Renderer};
use receipts_render::{Discord, Slack, TelegramHtml, utf16_len};

use crate::support::{delegate_receipt, receipt, renderers};

fn cases() -> Vec<(&'static str, Vec<Receipt>)> {
    vec![
        ("empty", vec![]),
        (
            "ordinary",
            vec![
                receipt("shell", 1),
                receipt("read_file", 2),
                delegate_receipt("research", "web_fetch", 3),
            ],
        ),
        (
            "markup characters",
            vec![
                receipt("*bold* _it_ ~strike~ `code` <b>&amp;</b> a|b \\n", 4),
                receipt("```", 5),
                receipt("<!channel> @everyone <@123> :smile: ||spoiler||", 6),
                receipt("[link](https://example.invalid) # head", 7),
                receipt("{\"json\": true}", 8),
            ],
        ),
        (
            "control and invisible characters",
            vec![
                receipt("two\nlines\r\nhere", 9),
                receipt("rtl\u{202E}txt.exe", 10),
                receipt("  padded\t", 11),
                receipt("", 12),
            ],
        ),
        (
            "unicode",
            vec![
                receipt("検索ツール", 13),
                receipt("emoji_😀_tool", 14),
                delegate_receipt("分析", "λ", 15),
            ],
        ),
        (
            "long name",
            vec![receipt(&"very_long_tool_name_".repeat(15), 16)],
        ),
        (
            "nested delegates",
            vec![
                delegate_receipt("research", "web_fetch", 17),
                delegate_receipt("research/summarize", "llm_call", 18),
                receipt("shell", 19),
            ],
        ),
        (
            "many receipts",
            (0..25)
                .map(|i| receipt(&format!("tool_{i}"), 100 + i))
                .collect(),
        ),
    ]
}

#[test]
fn every_renderer_every_case() {
    for (name, renderer) in renderers() {
        let mut doc = String::new();
        for (case, receipts) in cases() {
            let block = renderer.block(&receipts);
            if receipts.is_empty() {
                assert_eq!(block, "", "{name} must write nothing without receipts");
                assert!(renderer.block_messages(&receipts).is_empty());
            } else {
                // every token appears whole, exactly once per receipt
                for r in &receipts {
                    assert!(block.contains(r.token.as_str()), "{name} {case}");
                }
            }
            doc.push_str(&format!("## {case}\n{block}\n"));
        }
        insta::assert_snapshot!(name, doc);
    }
}

#[test]
fn json_parses_and_keeps_raw_names() {
    let receipts: Vec<Receipt> = cases().into_iter().flat_map(|(_, r)| r).collect();
    let out = receipts_render::Json.block(&receipts);
    assert!(out.ends_with('\n'));
    assert_eq!(out.lines().count(), 1);
    let v: serde_json::Value = serde_json::from_str(&out).unwrap();
    assert_eq!(v["type"], "tool_receipts");
    assert_eq!(v["version"], 1);
    let items = v["receipts"].as_array().unwrap();
    assert_eq!(items.len(), receipts.len());
    for (item, r) in items.iter().zip(&receipts) {
        assert_eq!(item["tool"], &*r.tool);
        assert_eq!(item["label"], r.label());
        assert_eq!(item["token"], r.token.as_str());
        assert_eq!(item["ts"], r.token.ts());
        assert_eq!(item["delegate"].as_str(), r.provenance.delegate());
        assert_eq!(item["call_id"].as_str(), r.call_id.as_deref());
    }
}

#[test]
fn split_messages_snapshots() {
    let mut receipts: Vec<Receipt> = (0..12)
        .map(|i| receipt(&format!("tool_<{i}>"), i))
        .collect();
    receipts.insert(5, receipt(&"&*_huge_name_".repeat(60), 99));
    let limited: Vec<(&str, Box<dyn Renderer>)> = vec![
        ("split_telegram", Box::new(TelegramHtml::with_limit(600))),
        ("split_discord", Box::new(Discord::with_limit(600))),
        ("split_slack", Box::new(Slack::with_limit(600))),
    ];
    for (name, r) in limited {
        let msgs = r.block_messages(&receipts);
        let mut doc = String::new();
        for (i, m) in msgs.iter().enumerate() {
            assert!(utf16_len(m) <= 600, "{name} message {i}: {}", utf16_len(m));
            doc.push_str(&format!(
                "=== message {} ({} units)\n{m}",
                i + 1,
                utf16_len(m)
            ));
        }
        insta::assert_snapshot!(name, doc);
    }
}
