//! Keyed BLAKE3 backend (feature `blake3`).
//!
//! This file only uses the public [`MacBackend`] surface so it could move to
//! its own crate.

use zeroize::Zeroizing;

use crate::backend::MacBackend;
use crate::key::ScopeKey;
use crate::tag::Tag;

/// BLAKE3 in keyed-hash mode (`blake3::keyed_hash`), 32-byte output.
pub struct Blake3Keyed {
    key: Zeroizing<[u8; 32]>,
}

impl Blake3Keyed {
    /// The algorithm name used in the MAC message.
    pub const ALGORITHM: &'static str = "blake3";

    /// Key a backend with a scope key.
    pub fn new(key: &ScopeKey) -> Self {
        Self::from_key_bytes(*key.expose_secret())
    }

    /// Key a backend with raw bytes (test vectors).
    pub fn from_key_bytes(key: [u8; 32]) -> Self {
        Blake3Keyed {
            key: Zeroizing::new(key),
        }
    }
}

impl MacBackend for Blake3Keyed {
    fn algorithm(&self) -> &str {
        Self::ALGORITHM
    }

    fn mac(&self, message: &[&[u8]]) -> Tag {
        let mut h = blake3::Hasher::new_keyed(&self.key);
        for part in message {
            h.update(part);
        }
        // The per-receipt hasher is a stack temporary and is not wiped:
        // wiping its ~1.9 KB state doubled the cost of a small receipt. The
        // key itself lives in `Zeroizing` and is wiped when the backend drops.
        Tag::from_bytes(*h.finalize().as_bytes())
    }
}

impl std::fmt::Debug for Blake3Keyed {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.write_str("Blake3Keyed { .. }")
    }
}
