//! The [`MacBackend`] trait and [`BackendFactory`], which turns a fresh
//! scope key into a keyed backend.

use std::sync::Arc;

use crate::error::VerifyError;
use crate::key::ScopeKey;
use crate::tag::Tag;

/// A keyed MAC that computes 32-byte receipt tags.
///
/// A backend is built from a [`ScopeKey`] (keying once per scope, so each
/// receipt only pays for its own bytes) and then computes tags over the
/// receipt message, handed over as a list of byte slices that are fed to the
/// MAC in order, so a large tool result is never copied or concatenated.
///
/// Two methods are required; [`MacBackend::verify`] is provided and compares
/// in constant time, so no backend can get that wrong.
///
/// ```
/// use receipts_core::{MacBackend, ScopeKey, HmacSha256};
///
/// let backend = HmacSha256::new(&ScopeKey::from_bytes([7; 32]));
/// let tag = backend.mac(&[b"hello ", b"world"]);
/// assert!(backend.verify(&[b"hello world"], &tag).is_ok());
/// assert!(backend.verify(&[b"hello there"], &tag).is_err());
/// ```
pub trait MacBackend: Send + Sync {
    /// The algorithm name written into the message's domain separator, for
    /// example `"hmac-sha256"` or `"blake3"`. ASCII, without NUL bytes.
    fn algorithm(&self) -> &str;

    /// Compute the tag over the concatenation of `message`'s parts.
    fn mac(&self, message: &[&[u8]]) -> Tag;

    /// Recompute the tag and compare it with `tag` in constant time.
    ///
    /// # Errors
    /// An opaque [`VerifyError`] when the tags differ; it says nothing about
    /// where.
    fn verify(&self, message: &[&[u8]], tag: &Tag) -> Result<(), VerifyError> {
        if self.mac(message).ct_eq(tag) {
            Ok(())
        } else {
            Err(VerifyError)
        }
    }
}

impl<T: MacBackend + ?Sized> MacBackend for &T {
    fn algorithm(&self) -> &str {
        (**self).algorithm()
    }
    fn mac(&self, message: &[&[u8]]) -> Tag {
        (**self).mac(message)
    }
    fn verify(&self, message: &[&[u8]], tag: &Tag) -> Result<(), VerifyError> {
        (**self).verify(message, tag)
    }
}

impl<T: MacBackend + ?Sized> MacBackend for Box<T> {
    fn algorithm(&self) -> &str {
        (**self).algorithm()
    }
    fn mac(&self, message: &[&[u8]]) -> Tag {
        (**self).mac(message)
    }
    fn verify(&self, message: &[&[u8]], tag: &Tag) -> Result<(), VerifyError> {
        (**self).verify(message, tag)
    }
}

impl<T: MacBackend + ?Sized> MacBackend for Arc<T> {
    fn algorithm(&self) -> &str {
        (**self).algorithm()
    }
    fn mac(&self, message: &[&[u8]]) -> Tag {
        (**self).mac(message)
    }
    fn verify(&self, message: &[&[u8]], tag: &Tag) -> Result<(), VerifyError> {
        (**self).verify(message, tag)
    }
}

type MakeBackend = dyn Fn(&ScopeKey) -> Box<dyn MacBackend> + Send + Sync;

/// Builds a keyed [`MacBackend`] from a scope's fresh key.
///
/// Scopes and scope providers take a factory rather than a backend because
/// every scope draws its own key. Pass one explicitly; there is no hidden
/// process-wide default.
///
/// ```
/// use receipts_core::{BackendFactory, HmacSha256, ScopeKey, MacBackend};
///
/// let factory = BackendFactory::new("hmac-sha256", |key: &ScopeKey| HmacSha256::new(key));
/// assert_eq!(factory.algorithm(), "hmac-sha256");
/// let backend = factory.build(&ScopeKey::from_bytes([1; 32]));
/// assert_eq!(backend.algorithm(), "hmac-sha256");
/// ```
#[derive(Clone)]
pub struct BackendFactory {
    algorithm: Arc<str>,
    make: Arc<MakeBackend>,
}

impl BackendFactory {
    /// A factory from a constructor. `algorithm` must equal what the built
    /// backends report from [`MacBackend::algorithm`].
    pub fn new<F, B>(algorithm: &str, make: F) -> Self
    where
        F: Fn(&ScopeKey) -> B + Send + Sync + 'static,
        B: MacBackend + 'static,
    {
        BackendFactory {
            algorithm: Arc::from(algorithm),
            make: Arc::new(move |k: &ScopeKey| Box::new(make(k)) as Box<dyn MacBackend>),
        }
    }

    /// The default backend: HMAC-SHA256.
    pub fn hmac_sha256() -> Self {
        Self::new(crate::HmacSha256::ALGORITHM, crate::HmacSha256::new)
    }

    /// Keyed BLAKE3 (feature `blake3`).
    #[cfg(feature = "blake3")]
    pub fn blake3() -> Self {
        Self::new(crate::Blake3Keyed::ALGORITHM, crate::Blake3Keyed::new)
    }

    /// A factory for a built-in algorithm by its name (`"hmac-sha256"`, or
    /// `"blake3"` with the `blake3` feature); `None` for any other name.
    pub fn by_name(name: &str) -> Option<Self> {
        match name {
            crate::HmacSha256::ALGORITHM => Some(Self::hmac_sha256()),
            #[cfg(feature = "blake3")]
            crate::Blake3Keyed::ALGORITHM => Some(Self::blake3()),
            _ => None,
        }
    }

    /// The algorithm name of the backends this factory builds.
    pub fn algorithm(&self) -> &str {
        &self.algorithm
    }

    /// Key a new backend.
    pub fn build(&self, key: &ScopeKey) -> Box<dyn MacBackend> {
        (self.make)(key)
    }
}

impl Default for BackendFactory {
    fn default() -> Self {
        Self::hmac_sha256()
    }
}

impl std::fmt::Debug for BackendFactory {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.debug_struct("BackendFactory")
            .field("algorithm", &&*self.algorithm)
            .finish_non_exhaustive()
    }
}
