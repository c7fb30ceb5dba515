//! Property tests: serialized valid configurations load back unchanged, and
//! no input panics.

use proptest::prelude::*;
use receipts_config::{
    Audit, Backend, Config, Dedup, LeakDetection, OnSuspicious, ReceiptMode, RenderFormat,
    ScopeMode, ToolReceipts,
};

fn prefix() -> impl Strategy<Value = String> {
    "[a-zA-Z0-9]([a-zA-Z0-9-]{0,62}[a-zA-Z0-9])?"
}

fn tool_receipts() -> impl Strategy<Value = ToolReceipts> {
    (
        (any::<bool>(), any::<bool>(), any::<bool>()),
        prop::sample::select(vec![Backend::HmacSha256, Backend::Blake3]),
        prop::sample::select(vec![ScopeMode::Channel, ScopeMode::Turn]),
        prefix(),
        1usize..=receipts_config::MAX_LEDGER_CAPACITY,
        0usize..=receipts_config::MAX_RESULT_BYTES,
        prop::sample::select(vec![
            RenderFormat::Plain,
            RenderFormat::Markdown,
            RenderFormat::Slack,
            RenderFormat::TelegramHtml,
            RenderFormat::Discord,
            RenderFormat::Json,
        ]),
        prop::sample::select(vec![Dedup::KeepRuntime, Dedup::KeepModel, Dedup::KeepBoth]),
        (
            any::<bool>(),
            prop::sample::select(vec![
                OnSuspicious::Pass,
                OnSuspicious::Annotate,
                OnSuspicious::Strip,
                OnSuspicious::Block,
                OnSuspicious::Retry,
            ]),
            0u32..=receipts_config::MAX_RETRIES,
        ),
    )
        .prop_map(
            |(
                (enabled, show_in_response, inject_system_prompt),
                backend,
                scope,
                prefix,
                ledger_capacity,
                max_result_bytes,
                render,
                dedup,
                (audit_enabled, on_suspicious, max_retries),
            )| {
                let mut t = ToolReceipts::default();
                t.enabled = enabled;
                t.show_in_response = show_in_response;
                t.inject_system_prompt = inject_system_prompt;
                t.backend = backend;
                t.scope = scope;
                t.prefix = prefix;
                t.ledger_capacity = ledger_capacity;
                t.max_result_bytes = max_result_bytes;
                t.render = render;
                t.dedup = dedup;
                let mut a = Audit::default();
                a.enabled = audit_enabled;
                a.on_suspicious = on_suspicious;
                a.max_retries = max_retries;
                t.audit = a;
                t
            },
        )
}

fn leak_detection() -> impl Strategy<Value = LeakDetection> {
    (
        any::<bool>(),
        0.0f64..=1.0,
        any::<bool>(),
        prop::sample::select(vec![ReceiptMode::WellFormed, ReceiptMode::VerifiedOnly]),
        receipts_config::MIN_STREAM_HOLDBACK_BYTES..=receipts_config::MAX_STREAM_HOLDBACK_BYTES,
        // any text, including quotes, backslashes, control characters
        prop::collection::vec("\\PC{1,30}|[\"\\\\\u{1}-\u{1f}]{1,5}", 0..5),
        prop::collection::vec("[a-zA-Z0-9._-]{1,64}", 0..5),
    )
        .prop_map(
            |(
                enabled,
                sensitivity,
                high_entropy_tokens,
                receipts,
                stream_holdback_bytes,
                allowlist,
                disabled_rules,
            )| {
                let mut l = LeakDetection::default();
                l.enabled = enabled;
                l.sensitivity = sensitivity;
                l.high_entropy_tokens = high_entropy_tokens;
                l.receipts = receipts;
                l.stream_holdback_bytes = stream_holdback_bytes;
                l.allowlist = allowlist;
                l.disabled_rules = disabled_rules;
                l
            },
        )
}

fn valid_config() -> impl Strategy<Value = Config> {
    (tool_receipts(), leak_detection())
        .prop_map(|(t, l)| {
            let mut c = Config::default();
            c.agent.tool_receipts = t;
            c.security.leak_detection = l;
            c
        })
        .prop_filter("valid configurations only", |c| c.validate().is_ok())
}

proptest! {
    #[test]
    fn any_serialized_valid_config_loads_back_unchanged(cfg in valid_config()) {
        let text = toml::to_string(&cfg).unwrap();
        let loaded = Config::from_toml_str(&text);
        prop_assert_eq!(loaded.as_ref().ok(), Some(&cfg), "{}\n{:?}", text, loaded.as_ref().err());
        // and pretty printing changes nothing either
        let pretty = toml::to_string_pretty(&cfg).unwrap();
        prop_assert_eq!(Config::from_toml_str(&pretty).unwrap(), cfg);
    }

    #[test]
    fn serialized_config_survives_unrelated_tables(cfg in valid_config(), port in any::<u16>()) {
        let text = format!("[server]\nport = {port}\n{}", toml::to_string(&cfg).unwrap());
        prop_assert_eq!(Config::from_toml_str(&text).unwrap(), cfg);
    }

    #[test]
    fn arbitrary_text_never_panics(text in "\\PC{0,200}") {
        let _ = Config::from_toml_str(&text);
        let sectioned = format!("[agent.tool_receipts]\n{text}\n[security.leak_detection]\n{text}");
        let _ = Config::from_toml_str(&sectioned);
    }

    #[test]
    fn arbitrary_values_never_panic(
        key in prop::sample::select(vec![
            "enabled", "backend", "prefix", "ledger_capacity", "max_result_bytes",
            "render", "dedup", "scope", "audit", "nope",
        ]),
        value in prop_oneof![
            any::<i64>().prop_map(|v| v.to_string()),
            any::<f64>().prop_map(|v| format!("{v:e}")),
            "\\PC{0,20}".prop_map(|s| format!("{s:?}")),
            Just("[]".to_string()),
            Just("{}".to_string()),
            Just("nan".to_string()),
            Just("-inf".to_string()),
        ],
        env_value in "\\PC{0,20}",
    ) {
        let file = format!("[agent.tool_receipts]\n{key} = {value}\n");
        let _ = Config::from_toml_str(&file);
        let var = format!("RECEIPTS__AGENT__TOOL_RECEIPTS__{}", key.to_ascii_uppercase());
        let _ = Config::from_toml_str_with_env("", [(var, env_value)]);
    }

    #[test]
    fn problems_always_carry_a_position(
        value in prop_oneof![
            any::<i64>().prop_map(|v| v.to_string()),
            "[a-z ]{0,10}".prop_map(|s| format!("{s:?}")),
        ],
        key in prop::sample::select(vec!["ledger_capacity", "prefix", "backend", "render", "bogus"]),
    ) {
        let file = format!("[agent.tool_receipts]\n{key} = {value}\n");
        if let Err(e) = Config::from_toml_str(&file) {
            for p in e.problems() {
                let at_line_2 = matches!(p.location(), receipts_config::Location::File { line: 2, .. });
                prop_assert!(at_line_2, "{}", p);
            }
        }
    }
}
