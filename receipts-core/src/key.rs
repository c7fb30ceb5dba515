//! The scope key: 256 bits from the OS CSPRNG, zeroized on drop, never
//! cloned, printed or serialized.

use std::fmt;

use rand::TryRng;
use zeroize::{Zeroize, ZeroizeOnDrop};

use crate::error::{Error, ErrorKind};

/// Length of a scope key in bytes (256 bits).
pub const KEY_LEN: usize = 32;

/// The secret key of one receipt scope.
///
/// # Security
/// The type is not `Clone`, `Copy`, `Display` or `Serialize`; its `Debug`
/// prints `ScopeKey { .. }`; its bytes are overwritten with zeros when it is
/// dropped. Share a scope between tasks with `Arc`, never by copying key
/// bytes.
#[derive(Zeroize, ZeroizeOnDrop)]
pub struct ScopeKey {
    bytes: [u8; KEY_LEN],
}

impl ScopeKey {
    /// Draw a fresh key from the operating system's random number generator.
    ///
    /// # Errors
    /// [`ErrorKind::Rng`] when the OS generator fails.
    pub fn generate() -> Result<Self, Error> {
        let mut key = ScopeKey {
            bytes: [0; KEY_LEN],
        };
        rand::rngs::SysRng
            .try_fill_bytes(&mut key.bytes)
            .map_err(|_| Error::new(ErrorKind::Rng))?;
        Ok(key)
    }

    /// Use fixed key bytes.
    ///
    /// # Security
    /// A fixed key defeats the point of ephemeral keys. Use it only for
    /// known-answer vectors, tests and offline re-verification of a
    /// transcript whose key was deliberately exported.
    pub fn from_bytes(bytes: [u8; KEY_LEN]) -> Self {
        ScopeKey { bytes }
    }

    /// Parse a key from exactly 64 hex digits (either case).
    ///
    /// # Errors
    /// [`ErrorKind::InvalidKey`] for anything else; the error does not echo
    /// the input.
    ///
    /// # Security
    /// As for [`ScopeKey::from_bytes`]: for vectors, tests and offline checks.
    pub fn from_hex(hex: &str) -> Result<Self, Error> {
        let hex = hex.trim().as_bytes();
        if hex.len() != KEY_LEN * 2 {
            return Err(Error::new(ErrorKind::InvalidKey));
        }
        let mut key = ScopeKey {
            bytes: [0; KEY_LEN],
        };
        for (i, pair) in hex.chunks_exact(2).enumerate() {
            let hi = hex_val(pair[0]).ok_or(Error::new(ErrorKind::InvalidKey))?;
            let lo = hex_val(pair[1]).ok_or(Error::new(ErrorKind::InvalidKey))?;
            key.bytes[i] = (hi << 4) | lo;
        }
        Ok(key)
    }

    /// The raw key bytes, for implementing a [`crate::MacBackend`].
    ///
    /// # Security
    /// Do not copy them anywhere that outlives the key, log them or write
    /// them to disk.
    pub fn expose_secret(&self) -> &[u8; KEY_LEN] {
        &self.bytes
    }
}

fn hex_val(c: u8) -> Option<u8> {
    match c {
        b'0'..=b'9' => Some(c - b'0'),
        b'a'..=b'f' => Some(c - b'a' + 10),
        b'A'..=b'F' => Some(c - b'A' + 10),
        _ => None,
    }
}

impl fmt::Debug for ScopeKey {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str("ScopeKey { .. }")
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn debug_hides_bytes() {
        let k = ScopeKey::from_bytes([0xAB; 32]);
        assert_eq!(format!("{k:?}"), "ScopeKey { .. }");
        assert_eq!(format!("{k:#?}"), "ScopeKey { .. }");
    }

    #[test]
    fn generated_keys_differ() {
        let a = ScopeKey::generate().unwrap();
        let b = ScopeKey::generate().unwrap();
        assert_ne!(a.expose_secret(), b.expose_secret());
    }

    #[test]
    fn hex_parsing() {
        let k = ScopeKey::from_hex(&"0f".repeat(32)).unwrap();
        assert_eq!(k.expose_secret(), &[0x0f; 32]);
        let k = ScopeKey::from_hex(&"AB".repeat(32)).unwrap();
        assert_eq!(k.expose_secret(), &[0xab; 32]);
        for bad in ["", "00", &"0".repeat(63), &"0".repeat(65), &"zz".repeat(32)] {
            let e = ScopeKey::from_hex(bad).unwrap_err();
            assert_eq!(e.kind(), &ErrorKind::InvalidKey);
        }
        // multi-byte characters never panic
        assert!(ScopeKey::from_hex(&"é".repeat(32)).is_err());
    }

    #[test]
    fn zeroize_clears_bytes() {
        let mut k = ScopeKey::from_bytes([7; 32]);
        k.zeroize();
        assert_eq!(k.expose_secret(), &[0; 32]);
    }
}
