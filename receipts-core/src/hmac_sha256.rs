//! The default backend: HMAC-SHA256 (RFC 2104 / RFC 4231).

use hmac::{KeyInit, Mac};

use crate::backend::MacBackend;
use crate::key::ScopeKey;
use crate::tag::Tag;

/// HMAC-SHA256, keyed once per scope.
///
/// The keyed state (the hashed inner and outer pads) is computed once in
/// [`HmacSha256::new`] and cloned for each receipt, which saves two
/// compression-function calls per receipt. The state is zeroized on drop.
#[derive(Clone)]
pub struct HmacSha256 {
    keyed: hmac::Hmac<sha2::Sha256>,
}

impl HmacSha256 {
    /// The algorithm name used in the MAC message.
    pub const ALGORITHM: &'static str = "hmac-sha256";

    /// Key a backend with a scope key.
    pub fn new(key: &ScopeKey) -> Self {
        Self::from_key_slice(key.expose_secret())
    }

    /// Key a backend with arbitrary key bytes (HMAC accepts any length).
    /// For test vectors such as RFC 4231; scopes always use 32-byte keys.
    pub fn from_key_slice(key: &[u8]) -> Self {
        // HMAC accepts keys of any length, so this cannot fail; fall back to
        // an empty key rather than panic should the API ever change.
        let keyed = <hmac::Hmac<sha2::Sha256> as KeyInit>::new_from_slice(key)
            .unwrap_or_else(|_| <hmac::Hmac<sha2::Sha256> as KeyInit>::new(&Default::default()));
        HmacSha256 { keyed }
    }
}

impl MacBackend for HmacSha256 {
    fn algorithm(&self) -> &str {
        Self::ALGORITHM
    }

    fn mac(&self, message: &[&[u8]]) -> Tag {
        let mut m = self.keyed.clone();
        for part in message {
            m.update(part);
        }
        let out = m.finalize().into_bytes();
        let mut bytes = [0u8; 32];
        bytes.copy_from_slice(&out);
        Tag::from_bytes(bytes)
    }
}

impl std::fmt::Debug for HmacSha256 {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.write_str("HmacSha256 { .. }")
    }
}
