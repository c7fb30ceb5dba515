//! Transcripts in the OpenAI Chat Completions and Anthropic Messages
//! formats, parsed into one tolerant shape.

use std::collections::HashMap;

use serde::Deserialize;
use serde_json::Value;

use crate::error::{Error, ErrorKind};

/// Which message format a transcript uses.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
#[non_exhaustive]
pub enum TranscriptFormat {
    /// OpenAI Chat Completions: `tool_calls` on assistant messages, `tool`
    /// role messages with `tool_call_id`.
    OpenAi,
    /// Anthropic Messages: `tool_use` and `tool_result` content blocks.
    Anthropic,
    /// No tool traffic at all, so nothing tells the formats apart.
    Plain,
}

/// A tool call found in the transcript.
#[derive(Debug, Clone, PartialEq)]
pub struct TranscriptCall {
    /// Index of the message holding the call.
    pub index: usize,
    /// The call id.
    pub id: String,
    /// The tool name.
    pub name: String,
    /// The arguments: OpenAI's `function.arguments` string as given, or
    /// Anthropic's `input` value.
    pub arguments: CallArguments,
}

/// Tool-call arguments as they appear in a transcript.
#[derive(Debug, Clone, PartialEq)]
pub enum CallArguments {
    /// JSON text (OpenAI `function.arguments`); may be invalid JSON, in
    /// which case it is signed as raw bytes.
    Text(String),
    /// A JSON value (Anthropic `input`, or an OpenAI object given inline).
    Json(Value),
}

/// A tool result found in the transcript.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct TranscriptResult {
    /// Index of the message holding the result.
    pub index: usize,
    /// The call id it answers.
    pub call_id: Option<String>,
    /// A tool name carried by the result message itself (OpenAI `name`).
    pub name: Option<String>,
    /// The text content, trailer included. Content given as blocks is the
    /// concatenation of its text blocks.
    pub content: String,
    /// Anthropic's `is_error` flag: a failed call, which gets no receipt.
    pub is_error: bool,
}

/// A parsed transcript: calls, results, the reply and where the audited
/// turn starts.
///
/// ```
/// use receipts_audit::{Transcript, TranscriptFormat};
///
/// let t = Transcript::parse(r#"{"messages":[
///   {"role":"user","content":"hi"},
///   {"role":"assistant","content":"hello","extra":1}]}"#)?;
/// assert_eq!(t.reply(), "hello");
/// assert_eq!(t.format(), TranscriptFormat::Plain);
/// assert!(Transcript::parse("{\"messages\": 3}").is_err());
/// # Ok::<(), receipts_audit::Error>(())
/// ```
#[derive(Debug, Clone)]
pub struct Transcript {
    format: TranscriptFormat,
    calls: Vec<TranscriptCall>,
    results: Vec<TranscriptResult>,
    reply: String,
    reply_index: Option<usize>,
    turn_start: usize,
}

#[derive(Deserialize)]
#[serde(untagged)]
enum Doc {
    List(Vec<Value>),
    Object { messages: Vec<Value> },
}

#[derive(Deserialize)]
struct RawMessage {
    role: String,
    #[serde(default)]
    content: Option<RawContent>,
    #[serde(default)]
    tool_calls: Option<Vec<RawToolCall>>,
    #[serde(default)]
    tool_call_id: Option<String>,
    #[serde(default)]
    name: Option<String>,
}

#[derive(Deserialize)]
#[serde(untagged)]
enum RawContent {
    Text(String),
    Blocks(Vec<RawBlock>),
}

#[derive(Deserialize)]
#[serde(tag = "type", rename_all = "snake_case")]
enum RawBlock {
    Text {
        text: String,
    },
    ToolUse {
        id: String,
        name: String,
        #[serde(default)]
        input: Value,
    },
    ToolResult {
        tool_use_id: String,
        #[serde(default)]
        content: Option<RawContent>,
        #[serde(default)]
        is_error: bool,
    },
    #[serde(other)]
    Other,
}

#[derive(Deserialize)]
struct RawToolCall {
    id: String,
    function: RawFunction,
}

#[derive(Deserialize)]
struct RawFunction {
    name: String,
    #[serde(default)]
    arguments: Option<Value>,
}

fn shape(msg: String) -> Error {
    Error::new(ErrorKind::Transcript(msg))
}

fn blocks_text(blocks: &[RawBlock], sep: &str) -> String {
    let mut out = String::new();
    let mut first = true;
    for b in blocks {
        if let RawBlock::Text { text } = b {
            if !first {
                out.push_str(sep);
            }
            out.push_str(text);
            first = false;
        }
    }
    out
}

impl Transcript {
    /// Parse a transcript: a bare JSON array of messages or an object with
    /// a `messages` array, in the OpenAI or Anthropic format. Unknown
    /// fields and unknown content-block types are ignored.
    ///
    /// # Errors
    /// [`ErrorKind::Transcript`] when the text is not JSON or a message
    /// does not have the shape of either format (the message says which).
    pub fn parse(json: &str) -> Result<Transcript, Error> {
        let doc: Doc = serde_json::from_str(json).map_err(|e| {
            if e.is_data() {
                shape(
                    "expected a JSON array of messages or an object with a `messages` array".into(),
                )
            } else {
                shape(format!("not JSON: {e}"))
            }
        })?;
        let values = match doc {
            Doc::List(v) | Doc::Object { messages: v } => v,
        };
        let mut t = Transcript {
            format: TranscriptFormat::Plain,
            calls: Vec::new(),
            results: Vec::new(),
            reply: String::new(),
            reply_index: None,
            turn_start: 0,
        };
        let mut last_user_text = None;
        for (index, value) in values.into_iter().enumerate() {
            let msg: RawMessage = serde_json::from_value(value)
                .map_err(|e| shape(format!("message {index}: {e}")))?;
            t.add(index, msg, &mut last_user_text)?;
        }
        // The turn starts after the last user message with text of its own
        // before the reply.
        t.turn_start = last_user_text.map_or(0, |i| i + 1);
        Ok(t)
    }

    fn add(
        &mut self,
        index: usize,
        msg: RawMessage,
        last_user_text: &mut Option<usize>,
    ) -> Result<(), Error> {
        match msg.role.as_str() {
            "tool" | "function" => {
                self.format = TranscriptFormat::OpenAi;
                let content = match msg.content {
                    None => String::new(),
                    Some(RawContent::Text(s)) => s,
                    Some(RawContent::Blocks(b)) => blocks_text(&b, ""),
                };
                self.results.push(TranscriptResult {
                    index,
                    call_id: msg.tool_call_id,
                    name: msg.name,
                    content,
                    is_error: false,
                });
            }
            "assistant" => {
                for c in msg.tool_calls.unwrap_or_default() {
                    self.format = TranscriptFormat::OpenAi;
                    let arguments = match c.function.arguments {
                        None => CallArguments::Text(String::new()),
                        Some(Value::String(s)) => CallArguments::Text(s),
                        Some(v) => CallArguments::Json(v),
                    };
                    self.calls.push(TranscriptCall {
                        index,
                        id: c.id,
                        name: c.function.name,
                        arguments,
                    });
                }
                let text = match msg.content {
                    None => String::new(),
                    Some(RawContent::Text(s)) => s,
                    Some(RawContent::Blocks(blocks)) => {
                        let text = blocks_text(&blocks, "\n\n");
                        for b in blocks {
                            if let RawBlock::ToolUse { id, name, input } = b {
                                self.format = TranscriptFormat::Anthropic;
                                self.calls.push(TranscriptCall {
                                    index,
                                    id,
                                    name,
                                    arguments: CallArguments::Json(input),
                                });
                            }
                        }
                        text
                    }
                };
                self.reply = text;
                self.reply_index = Some(index);
            }
            "user" => match msg.content {
                Some(RawContent::Blocks(blocks)) => {
                    let mut own_text = false;
                    for b in blocks {
                        match b {
                            RawBlock::ToolResult {
                                tool_use_id,
                                content,
                                is_error,
                            } => {
                                self.format = TranscriptFormat::Anthropic;
                                let content = match content {
                                    None => String::new(),
                                    Some(RawContent::Text(s)) => s,
                                    Some(RawContent::Blocks(b)) => blocks_text(&b, ""),
                                };
                                self.results.push(TranscriptResult {
                                    index,
                                    call_id: Some(tool_use_id),
                                    name: None,
                                    content,
                                    is_error,
                                });
                            }
                            RawBlock::ToolUse { .. } => {
                                return Err(shape(format!(
                                    "message {index}: tool_use block in a user message"
                                )));
                            }
                            RawBlock::Text { .. } | RawBlock::Other => own_text = true,
                        }
                    }
                    if own_text {
                        *last_user_text = Some(index);
                    }
                }
                _ => *last_user_text = Some(index),
            },
            // system, developer and other roles carry nothing to audit
            _ => {}
        }
        Ok(())
    }

    /// The detected format.
    pub fn format(&self) -> TranscriptFormat {
        self.format
    }

    /// The reply: the text of the last assistant message (text blocks
    /// joined with a blank line); empty when there is none.
    pub fn reply(&self) -> &str {
        &self.reply
    }

    /// Index of the reply message, if any.
    pub fn reply_index(&self) -> Option<usize> {
        self.reply_index
    }

    /// Index of the first message of the audited turn (after the last user
    /// message that has text of its own).
    pub fn turn_start(&self) -> usize {
        self.turn_start
    }

    /// The tool calls, in order.
    pub fn calls(&self) -> &[TranscriptCall] {
        &self.calls
    }

    /// The tool results, in order.
    pub fn results(&self) -> &[TranscriptResult] {
        &self.results
    }

    /// The calls by id (the first call of each id wins).
    pub(crate) fn calls_by_id(&self) -> HashMap<&str, &TranscriptCall> {
        let mut m = HashMap::with_capacity(self.calls.len());
        for c in &self.calls {
            m.entry(c.id.as_str()).or_insert(c);
        }
        m
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn openai_shape() {
        let t = Transcript::parse(
            r#"[{"role":"system","content":"s"},{"role":"user","content":"q"},
            {"role":"assistant","content":null,"tool_calls":[{"id":"c1","type":"function","function":{"name":"ls","arguments":"{\"p\":1}"}}]},
            {"role":"tool","tool_call_id":"c1","content":"x"},
            {"role":"assistant","content":[{"type":"text","text":"done"}]}]"#,
        )
        .unwrap();
        assert_eq!(t.format(), TranscriptFormat::OpenAi);
        assert_eq!(t.calls()[0].name, "ls");
        assert_eq!(t.results()[0].call_id.as_deref(), Some("c1"));
        assert_eq!(t.reply(), "done");
        assert_eq!(t.turn_start(), 2);
        assert_eq!(t.reply_index(), Some(4));
    }

    #[test]
    fn anthropic_shape() {
        let t = Transcript::parse(
            r#"{"model":"m","messages":[{"role":"user","content":[{"type":"text","text":"q"}]},
            {"role":"assistant","content":[{"type":"text","text":"let me"},{"type":"tool_use","id":"t1","name":"ls","input":{"p":1}}]},
            {"role":"user","content":[{"type":"tool_result","tool_use_id":"t1","content":[{"type":"text","text":"x"}]}]},
            {"role":"assistant","content":[{"type":"text","text":"a"},{"type":"image"},{"type":"text","text":"b"}]}]}"#,
        )
        .unwrap();
        assert_eq!(t.format(), TranscriptFormat::Anthropic);
        assert_eq!(
            t.calls()[0].arguments,
            CallArguments::Json(serde_json::json!({"p":1}))
        );
        assert_eq!(t.results()[0].content, "x");
        assert_eq!(t.reply(), "a\n\nb");
        assert_eq!(t.turn_start(), 1);
    }

    #[test]
    fn wrong_shapes_are_typed_errors() {
        for bad in [
            "",
            "nul",
            "3",
            "{}",
            "[3]",
            r#"[{"content":"no role"}]"#,
            r#"[{"role":"tool","content":7}]"#,
            r#"[{"role":"assistant","tool_calls":[{"id":"x"}]}]"#,
            r#"[{"role":"user","content":[{"type":"tool_use","id":"a","name":"b"}]}]"#,
        ] {
            let e = Transcript::parse(bad).unwrap_err();
            assert!(matches!(e.kind(), ErrorKind::Transcript(_)), "{bad}: {e}");
        }
    }
}
