//! A machine-readable JSON object for APIs and logs.

use receipts_core::{Receipt, Renderer};
use serde::Serialize;

/// The `type` field of every [`Json`] block.
pub const JSON_TYPE: &str = "tool_receipts";

/// The `version` field of every [`Json`] block.
pub const JSON_VERSION: u32 = 1;

/// A JSON object on one line, followed by `\n`:
///
/// ```json
/// {"type":"tool_receipts","version":1,"receipts":[
///   {"label":"research/web_fetch","tool":"web_fetch","delegate":"research",
///    "call_id":"call_1","token":"zc-receipt-…","ts":1774608496}]}
/// ```
///
/// Schema (version 1):
/// - `type`: always `"tool_receipts"`.
/// - `version`: always `1`; a consumer must reject other versions it does
///   not know. New fields may be added within a version.
/// - `receipts`: array, one object per receipt in call order, never empty
///   (nothing is written without receipts), each with
///   - `label` (string): [`Receipt::label`], unsanitized;
///   - `tool` (string): the tool name signed into the token;
///   - `delegate` (string or `null`): the delegate's name, `a/b` when
///     nested, `null` for the main agent;
///   - `call_id` (string or `null`): the runtime's tool-call id;
///   - `token` (string): the receipt token;
///   - `ts` (integer): the token's timestamp in epoch seconds.
///
/// Strings are raw: JSON escaping makes any tool name safe, so none is
/// sanitized. One message, no size limit.
///
/// ```
/// use std::sync::Arc;
/// use receipts_core::{Prefix, Provenance, Receipt, Renderer, Tag};
/// use receipts_render::Json;
///
/// let token = Prefix::default().token(5, Tag::from_bytes([0; 32]));
/// let r = Receipt { token: token.clone(), tool: Arc::from("shell"), call_id: None,
///                   provenance: Provenance::Main };
/// let v: serde_json::Value = serde_json::from_str(&Json.block(&[r])).unwrap();
/// assert_eq!(v["receipts"][0]["token"], token.as_str());
/// assert_eq!(v["receipts"][0]["delegate"], serde_json::Value::Null);
/// ```
#[derive(Debug, Clone, Copy, Default, PartialEq, Eq)]
pub struct Json;

#[derive(Serialize)]
struct Doc<'a> {
    #[serde(rename = "type")]
    kind: &'static str,
    version: u32,
    receipts: Vec<Item<'a>>,
}

#[derive(Serialize)]
struct Item<'a> {
    label: String,
    tool: &'a str,
    delegate: Option<&'a str>,
    call_id: Option<&'a str>,
    token: &'a str,
    ts: u64,
}

impl Renderer for Json {
    fn render_block(&self, receipts: &[Receipt], out: &mut String) {
        if receipts.is_empty() {
            return;
        }
        let doc = Doc {
            kind: JSON_TYPE,
            version: JSON_VERSION,
            receipts: receipts
                .iter()
                .map(|r| Item {
                    label: r.label(),
                    tool: &r.tool,
                    delegate: r.provenance.delegate(),
                    call_id: r.call_id.as_deref(),
                    token: r.token.as_str(),
                    ts: r.token.ts(),
                })
                .collect(),
        };
        // Serializing strings and integers into memory cannot fail; should
        // it ever, nothing is written rather than half an object.
        if let Ok(s) = serde_json::to_string(&doc) {
            out.push_str(&s);
            out.push('\n');
        }
    }
}
