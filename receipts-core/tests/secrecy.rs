//! No `Debug`, `Display` or tracing output of a public type contains key
//! bytes.

use std::sync::{Arc, Mutex};

use receipts_core::{
    BackendFactory, Call, ChannelScopes, HmacSha256, Receipted, ScopeConfig, ScopeKey, Tool,
    ToolCall, ToolFailure, ToolOutput, TurnScopes,
};

const KEY: [u8; 32] = [0x5a; 32];

fn forbidden() -> Vec<String> {
    vec![
        "5a5a5a5a".to_owned(),
        "5A5A5A5A".to_owned(),
        "90, 90, 90".to_owned(), // Debug of a byte array
        "WlpaWlpa".to_owned(),   // base64
        "ZZZZZZZZ".to_owned(),   // as ASCII
    ]
}

fn assert_clean(what: &str, text: &str) {
    for f in forbidden() {
        assert!(!text.contains(&f), "{what} leaks key bytes: {text}");
    }
}

#[derive(Debug)]
struct Ok1;
#[async_trait::async_trait]
impl Tool for Ok1 {
    async fn call(&self, _: &ToolCall) -> Result<ToolOutput, ToolFailure> {
        Ok(ToolOutput::new("fine"))
    }
}

#[derive(Clone, Default)]
struct Buf(Arc<Mutex<Vec<u8>>>);
impl std::io::Write for Buf {
    fn write(&mut self, b: &[u8]) -> std::io::Result<usize> {
        self.0.lock().unwrap().extend_from_slice(b);
        Ok(b.len())
    }
    fn flush(&mut self) -> std::io::Result<()> {
        Ok(())
    }
}

#[test]
fn debug_display_and_tracing_never_show_key_bytes() {
    let key = ScopeKey::from_bytes(KEY);
    assert_clean("ScopeKey", &format!("{key:?} {key:#?}"));
    assert_clean("HmacSha256", &format!("{:?}", HmacSha256::new(&key)));
    #[cfg(feature = "blake3")]
    assert_clean(
        "Blake3Keyed",
        &format!("{:?}", receipts_core::Blake3Keyed::new(&key)),
    );
    assert_clean(
        "BackendFactory",
        &format!("{:?}", BackendFactory::default()),
    );
    let config = ScopeConfig::new();
    assert_clean("ScopeConfig", &format!("{config:?}"));
    let scope = Arc::new(config.build_with_key(key));
    assert_clean("Scope", &format!("{scope:?} {scope:#?}"));
    let turn = scope.begin_turn();
    let r = turn.issue(&Call::raw("t", b"a"), b"r").unwrap();
    assert_clean("Receipt", &format!("{r:?} {}", r.token));
    assert_clean("Turn", &format!("{turn:?}"));
    assert_clean(
        "ChannelScopes",
        &format!("{:?}", ChannelScopes::from_scope(scope.clone())),
    );
    assert_clean("TurnScopes", &format!("{:?}", TurnScopes::default()));
    let err = ScopeKey::from_hex(&"5a".repeat(31)).unwrap_err();
    assert_clean("Error", &format!("{err} {err:?}"));

    let buf = Buf::default();
    let writer = buf.clone();
    let subscriber = tracing_subscriber::fmt()
        .with_max_level(tracing::Level::TRACE)
        .with_writer(move || writer.clone())
        .with_ansi(false)
        .finish();
    let tool = Receipted::new(Ok1, turn.clone());
    assert_clean("Receipted", &format!("{tool:?}"));
    tracing::subscriber::with_default(subscriber, || {
        let rt = tokio::runtime::Builder::new_current_thread()
            .build()
            .unwrap();
        rt.block_on(tool.call(&ToolCall::raw("t", "x"))).unwrap();
    });
    let logs = String::from_utf8(buf.0.lock().unwrap().clone()).unwrap();
    assert!(logs.contains("Tool receipt generated"), "{logs}");
    assert_clean("tracing output", &logs);
}
