//! The bytes a proxy receipt signs for a tool result.

use serde::Serialize;
use serde_json::Value;

use crate::error::{Error, ErrorKind};

#[derive(Serialize)]
struct Signed<'a> {
    content: &'a Value,
    #[serde(rename = "structuredContent", skip_serializing_if = "Option::is_none")]
    structured: Option<&'a Value>,
}

/// The result bytes a proxy receipt signs: the RFC 8785 (JCS) canonical
/// JSON of the object `{"content": …, "structuredContent": …}` built from
/// the server's result, with `structuredContent` only when the server sent
/// it (an explicit `null` included) and `content` as `[]` when absent.
///
/// The arguments are signed as the JCS of the request's `arguments`
/// (`{}` when absent), the tool name as sent in `params.name`.
///
/// ```
/// let content = serde_json::json!([{"type": "text", "text": "hi"}]);
/// let bytes = receipts_mcp::signed_result_bytes(&content, None)?;
/// assert_eq!(bytes, br#"{"content":[{"text":"hi","type":"text"}]}"#);
/// # Ok::<(), receipts_mcp::Error>(())
/// ```
///
/// # Errors
/// [`crate::ErrorKind::Receipt`] when the JSON cannot be canonicalized.
pub fn signed_result_bytes(content: &Value, structured: Option<&Value>) -> Result<Vec<u8>, Error> {
    serde_json_canonicalizer::to_vec(&Signed {
        content,
        structured,
    })
    .map_err(|_| {
        Error::new(ErrorKind::Receipt(
            receipts_core::ErrorKind::InvalidArguments,
        ))
    })
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn structured_content_is_signed_canonically() {
        let c = serde_json::json!([]);
        let s: Value = serde_json::from_str(r#"{"b": 1.0, "a": null}"#).unwrap();
        assert_eq!(
            signed_result_bytes(&c, Some(&s)).unwrap(),
            br#"{"content":[],"structuredContent":{"a":null,"b":1}}"#
        );
        assert_eq!(
            signed_result_bytes(&c, Some(&Value::Null)).unwrap(),
            br#"{"content":[],"structuredContent":null}"#
        );
    }
}
