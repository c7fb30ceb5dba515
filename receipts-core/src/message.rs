//! The v1 MAC message: unambiguous and domain-separated.
//!
//! ```text
//! "zc-receipt/v1/" || algorithm || 0x00
//! u64be(len(tool_name)) || tool_name
//! u64be(len(args))      || args
//! u64be(len(result))    || result
//! u64be(ts)
//! ```

use crate::backend::MacBackend;
use crate::error::VerifyError;
use crate::tag::Tag;

/// The fixed domain-separation label at the start of every v1 message.
pub const DOMAIN: &[u8] = b"zc-receipt/v1/";

/// The inputs of one receipt, borrowed.
#[derive(Debug, Clone, Copy)]
pub struct Message<'a> {
    /// Tool name, UTF-8.
    pub tool: &'a str,
    /// Argument bytes: JCS canonical JSON or raw bytes (see [`crate::Args`]).
    pub args: &'a [u8],
    /// The exact result bytes the model sees, before the trailer.
    pub result: &'a [u8],
    /// Epoch seconds.
    pub ts: u64,
}

impl Message<'_> {
    /// Feed the message to `backend` without copying the result, returning
    /// the tag.
    pub fn mac(&self, backend: &dyn MacBackend) -> Tag {
        let h = self.headers();
        backend.mac(&self.parts(backend.algorithm(), &h))
    }

    /// Recompute and compare in constant time.
    ///
    /// # Errors
    /// An opaque [`VerifyError`] when `tag` does not match.
    pub fn verify(&self, backend: &dyn MacBackend, tag: &Tag) -> Result<(), VerifyError> {
        let h = self.headers();
        backend.verify(&self.parts(backend.algorithm(), &h), tag)
    }

    /// The whole message as one byte vector (for tests and documentation;
    /// the MAC path never builds it).
    pub fn to_bytes(&self, algorithm: &str) -> Vec<u8> {
        let h = self.headers();
        self.parts(algorithm, &h).concat()
    }

    fn headers(&self) -> [[u8; 8]; 4] {
        [
            (self.tool.len() as u64).to_be_bytes(),
            (self.args.len() as u64).to_be_bytes(),
            (self.result.len() as u64).to_be_bytes(),
            self.ts.to_be_bytes(),
        ]
    }

    fn parts<'s>(&'s self, algorithm: &'s str, h: &'s [[u8; 8]; 4]) -> [&'s [u8]; 10] {
        [
            DOMAIN,
            algorithm.as_bytes(),
            &[0u8],
            &h[0],
            self.tool.as_bytes(),
            &h[1],
            self.args,
            &h[2],
            self.result,
            &h[3],
        ]
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn layout_is_length_prefixed_and_domain_separated() {
        let m = Message {
            tool: "ab",
            args: b"c",
            result: b"",
            ts: 258,
        };
        let mut want = b"zc-receipt/v1/hmac-sha256\0".to_vec();
        want.extend_from_slice(&[0, 0, 0, 0, 0, 0, 0, 2, b'a', b'b']);
        want.extend_from_slice(&[0, 0, 0, 0, 0, 0, 0, 1, b'c']);
        want.extend_from_slice(&[0, 0, 0, 0, 0, 0, 0, 0]);
        want.extend_from_slice(&[0, 0, 0, 0, 0, 0, 1, 2]);
        assert_eq!(m.to_bytes("hmac-sha256"), want);
    }

    #[test]
    fn shifting_bytes_between_fields_changes_message() {
        let a = Message {
            tool: "ab",
            args: b"c",
            result: b"",
            ts: 1,
        };
        let b = Message {
            tool: "a",
            args: b"bc",
            result: b"",
            ts: 1,
        };
        assert_ne!(a.to_bytes("x"), b.to_bytes("x"));
    }
}
