//! Building receipts for tests: fixed timestamps and tags, no scope key.

use std::sync::Arc;

use receipts_core::{Prefix, Provenance, Receipt, Tag, Token};

/// A deterministic token: tag bytes from a small generator seeded by `seed`.
pub(crate) fn token(ts: u64, seed: u64) -> Token {
    let mut x = seed.wrapping_mul(0x9E37_79B9_7F4A_7C15) | 1;
    let mut bytes = [0u8; 32];
    for b in &mut bytes {
        x ^= x << 13;
        x ^= x >> 7;
        x ^= x << 17;
        *b = x.to_le_bytes()[0];
    }
    Prefix::default().token(ts, Tag::from_bytes(bytes))
}

/// A main-agent receipt for `tool`.
pub(crate) fn receipt(tool: &str, seed: u64) -> Receipt {
    Receipt {
        token: token(1_774_608_496 + seed, seed),
        tool: Arc::from(tool),
        call_id: Some(Arc::from(format!("call_{seed}"))),
        provenance: Provenance::Main,
    }
}

/// A delegate's receipt (`delegate` may be nested: `a/b`).
pub(crate) fn delegate_receipt(delegate: &str, tool: &str, seed: u64) -> Receipt {
    Receipt {
        provenance: Provenance::Delegate(Arc::from(delegate)),
        call_id: None,
        ..receipt(tool, seed)
    }
}

/// Every built-in renderer with a short name.
pub(crate) fn renderers() -> Vec<(&'static str, Box<dyn receipts_core::Renderer>)> {
    receipts_render::RENDERER_NAMES
        .iter()
        .filter_map(|n| receipts_render::renderer_by_name(n).map(|r| (*n, r)))
        .collect()
}
