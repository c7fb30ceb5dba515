//! The public 32-byte receipt tag.

use std::fmt;

use base64::Engine as _;
use subtle::ConstantTimeEq;

/// Length of a receipt tag in bytes.
pub const TAG_LEN: usize = 32;

/// A 32-byte MAC tag, the digest part of a receipt token.
///
/// Tags are public (the model sees them); scope keys are secret and have
/// their own type, [`crate::ScopeKey`]. Comparing two tags with
/// [`Tag::ct_eq`] runs in constant time; `PartialEq` is deliberately not
/// implemented so that no verification path can fall back to `==`.
#[derive(Clone, Copy, Hash)]
pub struct Tag([u8; TAG_LEN]);

impl Tag {
    /// Wrap raw tag bytes.
    pub const fn from_bytes(bytes: [u8; TAG_LEN]) -> Self {
        Tag(bytes)
    }

    /// The raw tag bytes.
    pub const fn as_bytes(&self) -> &[u8; TAG_LEN] {
        &self.0
    }

    /// Constant-time equality.
    pub fn ct_eq(&self, other: &Tag) -> bool {
        bool::from(self.0.ct_eq(&other.0))
    }

    /// The tag in base64url without padding (43 characters).
    pub fn to_base64url(&self) -> String {
        base64::engine::general_purpose::URL_SAFE_NO_PAD.encode(self.0)
    }
}

impl fmt::Debug for Tag {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "Tag({})", self.to_base64url())
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn base64url_is_43_chars() {
        let t = Tag::from_bytes([0xff; 32]);
        let s = t.to_base64url();
        assert_eq!(s.len(), 43);
        assert!(!s.contains('='));
        assert!(t.ct_eq(&Tag::from_bytes([0xff; 32])));
        assert!(!t.ct_eq(&Tag::from_bytes([0xfe; 32])));
    }
}
