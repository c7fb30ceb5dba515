//! Splitting blocks for size-limited channels.

use receipts_core::{Receipt, Renderer};
use receipts_render::{
    DISCORD_LIMIT, Detector, Discord, LengthUnit, MIN_MESSAGE_LIMIT, SLACK_LIMIT, Slack,
    TELEGRAM_LIMIT, TelegramHtml,
};

use crate::support::{delegate_receipt, receipt};

fn limited() -> Vec<(Box<dyn Renderer>, usize, LengthUnit)> {
    vec![
        (
            Box::new(TelegramHtml::new()),
            TELEGRAM_LIMIT,
            LengthUnit::Utf16,
        ),
        (
            Box::new(Discord::new()),
            DISCORD_LIMIT,
            LengthUnit::CodePoints,
        ),
        (Box::new(Slack::new()), SLACK_LIMIT, LengthUnit::Utf16),
    ]
}

/// The invariants every split must keep.
pub(crate) fn check_split(
    r: &dyn Renderer,
    limit: usize,
    unit: LengthUnit,
    receipts: &[Receipt],
) -> Vec<String> {
    let msgs = r.block_messages(receipts);
    if receipts.is_empty() {
        assert!(msgs.is_empty());
        return msgs;
    }
    let det = Detector::default();
    let mut tokens = Vec::new();
    for m in &msgs {
        assert!(unit.measure(m) <= limit, "{} > {limit}", unit.measure(m));
        // each message is a whole block on its own
        assert_eq!(det.find(m), vec![0..m.len()], "{m}");
        tokens.extend(
            receipts_core::Prefix::default()
                .scan(m)
                .filter_map(|f| f.token().map(|t| t.as_str().to_owned())),
        );
    }
    // every token whole, once, in call order (labels here hold no tokens)
    let want: Vec<String> = receipts.iter().map(|r| r.token.to_string()).collect();
    assert_eq!(tokens, want);
    msgs
}

#[test]
fn small_blocks_are_one_message_equal_to_the_block() {
    let receipts = vec![
        receipt("shell", 1),
        delegate_receipt("research", "web_fetch", 2),
    ];
    for (r, limit, unit) in limited() {
        let msgs = check_split(&*r, limit, unit, &receipts);
        assert_eq!(msgs, vec![r.block(&receipts)]);
    }
}

#[test]
fn many_receipts_split_between_lines() {
    let receipts: Vec<Receipt> = (0..400).map(|i| receipt(&format!("tool_{i}"), i)).collect();
    for (r, limit, unit) in limited() {
        let msgs = check_split(&*r, limit, unit, &receipts);
        let total: usize = receipts.iter().map(|x| x.token.as_str().len()).sum();
        assert!(msgs.len() >= total.div_ceil(limit));
        // greedy: no two neighbouring messages could have been one
        for w in msgs.windows(2) {
            let first_line = w[1].lines().nth(1).unwrap();
            assert!(unit.measure(&w[0]) + unit.measure(first_line) + 1 > limit);
        }
    }
}

#[test]
fn a_huge_name_is_shortened_never_the_token() {
    let receipts = vec![
        receipt("a", 1),
        receipt(&"€".repeat(50_000), 2),
        delegate_receipt(&"d".repeat(3000), "t", 3),
    ];
    for (r, limit, unit) in limited() {
        let msgs = check_split(&*r, limit, unit, &receipts);
        assert!(msgs.iter().any(|m| m.contains('…')) || limit == SLACK_LIMIT);
    }
    for limit in [0, 1, 100, MIN_MESSAGE_LIMIT] {
        let r = TelegramHtml::with_limit(limit);
        assert_eq!(r.limit(), MIN_MESSAGE_LIMIT);
        check_split(&r, MIN_MESSAGE_LIMIT, LengthUnit::Utf16, &receipts);
    }
}

#[test]
fn each_channel_counts_in_its_unit() {
    // 😀 is two UTF-16 units but one code point
    let receipts: Vec<Receipt> = (0..20).map(|i| receipt(&"😀".repeat(40), i)).collect();
    let tg = check_split(
        &TelegramHtml::with_limit(400),
        400,
        LengthUnit::Utf16,
        &receipts,
    );
    let dc = check_split(
        &Discord::with_limit(400),
        400,
        LengthUnit::CodePoints,
        &receipts,
    );
    assert!(tg.iter().any(|m| m.chars().count() < 340));
    assert!(dc.iter().any(|m| m.chars().count() > 360));
    assert!(tg.len() > dc.len());
}
