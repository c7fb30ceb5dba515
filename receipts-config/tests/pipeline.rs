//! Building the core objects.

use receipts_config::{Config, ErrorKind};

#[test]
fn disabled_receipts_build_nothing() {
    let p = Config::default().build().unwrap();
    assert!(p.scopes.is_none());
    assert!(p.system_prompt_addendum.is_none());
    assert!(!p.show_in_response);
    assert_eq!(p.max_result_bytes, None);
}

#[tokio::test]
async fn channel_scope_is_shared_and_turn_scope_is_fresh() {
    let channel = Config::from_toml_str("[agent.tool_receipts]\nenabled = true\n")
        .unwrap()
        .build()
        .unwrap();
    let provider = channel.scopes.unwrap();
    let a = provider.scope().await.unwrap();
    let b = provider.scope().await.unwrap();
    assert!(std::sync::Arc::ptr_eq(&a, &b));

    let turn = Config::from_toml_str("[agent.tool_receipts]\nenabled = true\nscope = \"turn\"\n")
        .unwrap()
        .build()
        .unwrap();
    let provider = turn.scopes.unwrap();
    let a = provider.scope().await.unwrap();
    let b = provider.scope().await.unwrap();
    assert!(!std::sync::Arc::ptr_eq(&a, &b));
}

#[tokio::test]
async fn built_scope_uses_prefix_and_capacity() {
    let cfg = Config::from_toml_str(
        "[agent.tool_receipts]\nenabled = true\nprefix = \"acme-r\"\nledger_capacity = 1\n\
         inject_system_prompt = true\nmax_result_bytes = 100\nshow_in_response = true\n",
    )
    .unwrap();
    let p = cfg.build().unwrap();
    assert_eq!(p.prefix.as_str(), "acme-r");
    assert_eq!(p.max_result_bytes, Some(100));
    assert!(p.show_in_response);
    assert!(
        p.system_prompt_addendum
            .unwrap()
            .contains("[receipt: acme-r-<seconds>-<code>]")
    );
    let scope = p.scopes.unwrap().scope().await.unwrap();
    let r1 = scope
        .issue(&receipts_core::Call::raw("t", b"1"), b"one")
        .unwrap();
    assert!(r1.token.as_str().starts_with("acme-r-"));
    scope
        .issue(&receipts_core::Call::raw("t", b"2"), b"two")
        .unwrap();
    // capacity 1: the first receipt was evicted
    assert!(scope.lookup(r1.token.as_str()).is_none());
}

#[test]
fn blake3_needs_its_feature() {
    let cfg =
        Config::from_toml_str("[agent.tool_receipts]\nenabled = true\nbackend = \"blake3\"\n")
            .unwrap();
    let built = cfg.build();
    if cfg!(feature = "blake3") {
        assert_eq!(
            cfg.agent
                .tool_receipts
                .backend_factory()
                .unwrap()
                .algorithm(),
            "blake3"
        );
        assert!(built.is_ok());
    } else {
        let e = built.unwrap_err();
        assert_eq!(e.kind(), &ErrorKind::BackendUnavailable("blake3"));
        assert_eq!(
            e.to_string(),
            "backend \"blake3\" is not compiled in; enable the `blake3` feature of receipts-config"
        );
    }
}

#[test]
fn build_validates_first() {
    let mut cfg = Config::default();
    cfg.agent.tool_receipts.enabled = true;
    cfg.agent.tool_receipts.prefix = String::new();
    let e = cfg.build().unwrap_err();
    assert_eq!(e.problems()[0].path(), "agent.tool_receipts.prefix");
}
