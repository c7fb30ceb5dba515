//! Tool arguments as they enter the MAC: RFC 8785 (JCS) canonical JSON, or
//! raw bytes.

use std::borrow::Cow;

use crate::error::{Error, ErrorKind};

/// Tool-call arguments as signed by a receipt.
///
/// JSON arguments are signed in their RFC 8785 (JCS) canonical serialization
/// (via the `serde_json_canonicalizer` crate), so re-serializing the same
/// arguments with another key order or spacing yields the same receipt. When
/// the integrator only has raw argument bytes, those bytes are signed as they
/// are.
#[derive(Debug, Clone, PartialEq)]
pub enum Args<'a> {
    /// A parsed JSON value; signed as its JCS canonical form.
    Json(Cow<'a, serde_json::Value>),
    /// Raw argument bytes (need not be UTF-8); signed as given.
    Raw(Cow<'a, [u8]>),
}

impl<'a> Args<'a> {
    /// JSON arguments.
    pub fn json(value: &'a serde_json::Value) -> Self {
        Args::Json(Cow::Borrowed(value))
    }

    /// Raw argument bytes.
    pub fn raw(bytes: &'a [u8]) -> Self {
        Args::Raw(Cow::Borrowed(bytes))
    }

    /// No arguments: the empty byte string.
    pub fn none() -> Args<'static> {
        Args::Raw(Cow::Borrowed(&[]))
    }

    /// Parse JSON text (for example an OpenAI `function.arguments` string).
    ///
    /// # Errors
    /// [`ErrorKind::InvalidArguments`] when the text is not JSON.
    pub fn parse_json(text: &str) -> Result<Args<'static>, Error> {
        serde_json::from_str::<serde_json::Value>(text)
            .map(|v| Args::Json(Cow::Owned(v)))
            .map_err(|_| Error::new(ErrorKind::InvalidArguments))
    }

    /// The bytes that enter the MAC.
    ///
    /// # Errors
    /// [`ErrorKind::InvalidArguments`] when JSON cannot be canonicalized.
    pub fn signed_bytes(&self) -> Result<Cow<'_, [u8]>, Error> {
        match self {
            Args::Json(v) => canonical_json(v).map(Cow::Owned),
            Args::Raw(b) => Ok(Cow::Borrowed(b)),
        }
    }

    /// Convert into an owned value.
    pub fn into_owned(self) -> Args<'static> {
        match self {
            Args::Json(v) => Args::Json(Cow::Owned(v.into_owned())),
            Args::Raw(b) => Args::Raw(Cow::Owned(b.into_owned())),
        }
    }
}

/// The RFC 8785 (JCS) canonical serialization of a JSON value.
///
/// # Errors
/// [`ErrorKind::InvalidArguments`] when the value cannot be canonicalized.
///
/// ```
/// let v: serde_json::Value = serde_json::from_str(r#"{ "b": 1, "a": [true, null] }"#).unwrap();
/// assert_eq!(receipts_core::canonical_json(&v).unwrap(), br#"{"a":[true,null],"b":1}"#);
/// ```
pub fn canonical_json(value: &serde_json::Value) -> Result<Vec<u8>, Error> {
    serde_json_canonicalizer::to_vec(value).map_err(|_| Error::new(ErrorKind::InvalidArguments))
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn key_order_and_spacing_do_not_matter() {
        let a = Args::parse_json(r#"{"b": 2, "a": {"y": 1, "x": "é"}}"#).unwrap();
        let b = Args::parse_json(r#"{"a":{"x":"é","y":1},"b":2}"#).unwrap();
        assert_eq!(a.signed_bytes().unwrap(), b.signed_bytes().unwrap());
        assert_eq!(
            &*a.signed_bytes().unwrap(),
            r#"{"a":{"x":"é","y":1},"b":2}"#.as_bytes()
        );
    }

    #[test]
    fn jcs_number_formatting() {
        let a = Args::parse_json(r#"[1.0, 1e2, -0.0, 0.000001, 1e21]"#).unwrap();
        assert_eq!(&*a.signed_bytes().unwrap(), b"[1,100,0,0.000001,1e+21]");
    }

    #[test]
    fn raw_is_verbatim_and_may_be_invalid_utf8() {
        let bytes = [0xff, 0xfe, b'x'];
        assert_eq!(&*Args::raw(&bytes).signed_bytes().unwrap(), &bytes);
        assert_eq!(&*Args::none().signed_bytes().unwrap(), b"");
    }

    #[test]
    fn invalid_json_is_typed_error() {
        let e = Args::parse_json("{not json").unwrap_err();
        assert_eq!(e.kind(), &ErrorKind::InvalidArguments);
    }
}
