//! The text the runtime hands to the model for an MCP tool result, which
//! is what a [`crate::McpTool`] receipt signs.

use base64::Engine as _;
use serde_json::Value;

use crate::ledger::sha256_hex;

/// The model-visible text of an MCP tool result (`content` blocks and
/// optional `structuredContent`), as [`crate::McpTool`] returns it and a
/// `Receipted<McpTool>` signs it.
///
/// One line (or more, for text with newlines) per block, in order, joined
/// with `\n`:
///
/// | block | text |
/// | --- | --- |
/// | `text` | the text, verbatim |
/// | `image` | `[image: "<mimeType>", sha256:<hex of the decoded bytes>]` |
/// | `audio` | `[audio: "<mimeType>", sha256:<hex of the decoded bytes>]` |
/// | `resource` (embedded) | `[resource: "<uri>", "<mimeType>", sha256:<hex of the text's UTF-8 or the decoded blob>]` |
/// | `resource_link` | `[resource_link: "<uri>", "<mimeType>"]` (a link carries no bytes to hash) |
/// | any other type | `[content: "<type>", sha256:<hex of the block's JCS>]` |
///
/// then, when present, `structuredContent` as its RFC 8785 (JCS) canonical
/// JSON on its own line. Strings from the server inside placeholders are
/// JSON string literals (`null` when missing), so a hostile URI or MIME
/// type cannot fake the placeholder's end. Base64 that does not decode
/// shows as `invalid base64` instead of a hash.
///
/// ```
/// use serde_json::json;
/// let content = vec![
///     json!({"type": "text", "text": "two files"}),
///     json!({"type": "image", "mimeType": "image/png", "data": "AAEC"}),
/// ];
/// let text = receipts_mcp::model_text(&content, Some(&json!({"b": 2, "a": 1})));
/// assert_eq!(text, "two files\n\
///     [image: \"image/png\", sha256:ae4b3280e56e2faf83f414a6e3dabe9d5fbe18976544c05fed121accb85b53fc]\n\
///     {\"a\":1,\"b\":2}");
/// ```
pub fn model_text(content: &[Value], structured: Option<&Value>) -> String {
    let mut parts: Vec<String> = content.iter().map(block_text).collect();
    if let Some(s) = structured {
        let jcs = serde_json_canonicalizer::to_string(s).unwrap_or_else(|_| s.to_string());
        parts.push(jcs);
    }
    parts.join("\n")
}

fn lit(v: Option<&Value>) -> String {
    match v {
        Some(Value::String(s)) => serde_json::to_string(s).unwrap_or_else(|_| "null".into()),
        _ => "null".into(),
    }
}

fn b64_hash(data: Option<&Value>) -> String {
    let decoded = data
        .and_then(Value::as_str)
        .and_then(|s| base64::engine::general_purpose::STANDARD.decode(s).ok());
    match decoded {
        Some(bytes) => format!("sha256:{}", sha256_hex(&bytes)),
        None => "invalid base64".into(),
    }
}

fn block_text(block: &Value) -> String {
    let ty = block.get("type").and_then(Value::as_str).unwrap_or("");
    match ty {
        "text" => block
            .get("text")
            .and_then(Value::as_str)
            .unwrap_or_default()
            .to_owned(),
        "image" | "audio" => format!(
            "[{ty}: {}, {}]",
            lit(block.get("mimeType")),
            b64_hash(block.get("data"))
        ),
        "resource" => {
            let r = block.get("resource");
            let field = |k: &str| r.and_then(|r| r.get(k));
            let hash = match field("text").and_then(Value::as_str) {
                Some(t) => format!("sha256:{}", sha256_hex(t.as_bytes())),
                None => b64_hash(field("blob")),
            };
            format!(
                "[resource: {}, {}, {hash}]",
                lit(field("uri")),
                lit(field("mimeType"))
            )
        }
        "resource_link" => format!(
            "[resource_link: {}, {}]",
            lit(block.get("uri")),
            lit(block.get("mimeType"))
        ),
        _ => {
            let jcs = serde_json_canonicalizer::to_vec(block).unwrap_or_default();
            format!(
                "[content: {}, sha256:{}]",
                lit(block.get("type")),
                sha256_hex(&jcs)
            )
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use serde_json::json;

    #[test]
    fn every_block_kind_has_a_fixed_rendering() {
        let content = vec![
            json!({"type": "text", "text": "a\nb"}),
            json!({"type": "audio", "mimeType": "audio/wav", "data": "!!"}),
            json!({"type": "resource", "resource": {"uri": "file:///x\"]", "mimeType": "text/plain", "text": "abc"}}),
            json!({"type": "resource", "resource": {"uri": "u", "blob": "YWJj"}}),
            json!({"type": "resource_link", "uri": "file:///y", "name": "y"}),
            json!({"type": "weird"}),
        ];
        let abc = "ba7816bf8f01cfea414140de5dae2223b00361a396177a9cb410ff61f20015ad";
        let text = model_text(&content, None);
        let lines: Vec<&str> = text.lines().collect();
        assert_eq!(lines[0..2], ["a", "b"]);
        assert_eq!(lines[2], "[audio: \"audio/wav\", invalid base64]");
        assert_eq!(
            lines[3],
            format!("[resource: \"file:///x\\\"]\", \"text/plain\", sha256:{abc}]")
        );
        assert_eq!(lines[4], format!("[resource: \"u\", null, sha256:{abc}]"));
        assert_eq!(lines[5], "[resource_link: \"file:///y\", null]");
        assert!(lines[6].starts_with("[content: \"weird\", sha256:"));
        assert_eq!(model_text(&[], None), "");
    }
}
