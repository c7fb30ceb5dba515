use receipts_config::{Backend, Config, Dedup, OnSuspicious, ReceiptMode, RenderFormat, ScopeMode};

#[test]
fn empty_file_gives_the_defaults() {
    let cfg = Config::from_toml_str("").unwrap();
    assert_eq!(cfg, Config::default());
    let tr = &cfg.agent.tool_receipts;
    assert!(!tr.enabled);
    assert!(!tr.show_in_response);
    assert!(tr.inject_system_prompt);
    assert_eq!(tr.backend, Backend::HmacSha256);
    assert_eq!(tr.scope, ScopeMode::Channel);
    assert_eq!(tr.prefix, "zc-receipt");
    assert_eq!(tr.ledger_capacity, receipts_core::DEFAULT_LEDGER_CAPACITY);
    assert_eq!(tr.max_result_bytes, 0);
    assert_eq!(tr.render, RenderFormat::Plain);
    assert_eq!(tr.dedup, Dedup::KeepRuntime);
    assert!(tr.audit.enabled);
    assert_eq!(tr.audit.on_suspicious, OnSuspicious::Pass);
    assert_eq!(tr.audit.max_retries, 1);
    let ld = &cfg.security.leak_detection;
    assert!(ld.enabled);
    assert_eq!(ld.sensitivity, 0.5);
    assert!(ld.high_entropy_tokens);
    assert_eq!(ld.receipts, ReceiptMode::WellFormed);
    assert_eq!(ld.stream_holdback_bytes, 16 * 1024);
    assert!(ld.allowlist.is_empty());
    assert!(ld.disabled_rules.is_empty());
    assert!(Config::default().validate().is_ok());
}

#[test]
fn other_tables_are_ignored() {
    let file = r#"
title = "my agent"
[agent]
model = "some-model"
temperature = 0.2
[agent.tools]
shell = { enabled = true }
[security]
sandbox = "strict"
[[plugins]]
name = "x"
"#;
    assert_eq!(Config::from_toml_str(file).unwrap(), Config::default());
}

#[test]
fn a_non_table_agent_belongs_to_the_application() {
    // `agent` and `security` are the application's keys: whatever they
    // hold, the receipts sections are simply absent
    assert_eq!(
        Config::from_toml_str("agent = 5\nsecurity = [1]").unwrap(),
        Config::default()
    );
}

#[test]
fn sections_can_be_inline_or_dotted() {
    let a = Config::from_toml_str(
        "agent.tool_receipts = { enabled = true, audit = { max_retries = 3 } }\n\
         security.leak_detection.sensitivity = 1",
    )
    .unwrap();
    let b = Config::from_toml_str(
        "[agent.tool_receipts]\nenabled = true\n[agent.tool_receipts.audit]\nmax_retries = 3\n\
         [security.leak_detection]\nsensitivity = 1.0\n",
    )
    .unwrap();
    assert_eq!(a, b);
    assert_eq!(a.security.leak_detection.sensitivity, 1.0);
    assert_eq!(a.agent.tool_receipts.audit.max_retries, 3);
}

#[test]
fn integers_in_any_radix_and_with_underscores() {
    let cfg = Config::from_toml_str(
        "[agent.tool_receipts]\nledger_capacity = 0x1000\nmax_result_bytes = 1_000_000\n",
    )
    .unwrap();
    assert_eq!(cfg.agent.tool_receipts.ledger_capacity, 4096);
    assert_eq!(cfg.agent.tool_receipts.max_result_bytes, 1_000_000);
}
