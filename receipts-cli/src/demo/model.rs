//! The demo's scripted model: a fixed plan of tool calls and a reply built
//! from what the tools returned, with one fabricated tool claim and one
//! forged receipt on purpose. No LLM, no network.

use receipts_core::{Prefix, Tag, ToolCall, ToolFailure, split_trailer};

use super::fixture::{Fixture, random_bytes};
use crate::error::Error;

/// How the demo labels the model everywhere it shows up.
pub(crate) const LABEL: &str =
    "SCRIPTED model: its tool calls and reply are fixed in this program (no LLM, no network)";

/// The sentence with the fabricated tool claim (no such call was made).
pub(crate) const FABRICATED_CLAIM: &str = "I also ran `cargo test` and all 42 tests passed.";

/// What the model saw for one call: the tool result with its trailer, or
/// the failure.
pub(crate) type Seen = Result<String, ToolFailure>;

/// The tool calls the model asks for, in order.
pub(crate) fn plan(fx: &Fixture) -> Vec<ToolCall> {
    let path = |p: &std::path::Path| p.to_string_lossy().into_owned();
    vec![
        ToolCall::json("shell", serde_json::json!({"argv": ["uname", "-a"]})).with_id("call_1"),
        ToolCall::json("shell", serde_json::json!({"argv": ["git", "--version"]}))
            .with_id("call_2"),
        ToolCall::json("read_file", serde_json::json!({"path": path(&fx.env_file)}))
            .with_id("call_3"),
        ToolCall::json(
            "read_file",
            serde_json::json!({"path": path(&fx.missing_file)}),
        )
        .with_id("call_4"),
    ]
}

/// A token that looks exactly like a receipt but that no scope issued: a
/// random tag, as a model inventing one would produce.
///
/// # Errors
/// When the OS random number generator fails.
pub(crate) fn forged_token(prefix: &Prefix, ts: u64) -> Result<String, Error> {
    let tag = Tag::from_bytes(random_bytes::<32>()?);
    Ok(prefix.token(ts, tag).as_str().to_owned())
}

/// The body and receipt of a result, as the model reads them.
fn read(seen: Option<&Seen>) -> Result<(String, Option<String>), String> {
    match seen {
        None => Err(String::from("no result")),
        Some(Err(f)) => Err(f.message.clone()),
        Some(Ok(text)) => Ok(match split_trailer(text) {
            Some((body, token)) => (body.trim().to_owned(), Some(token.to_owned())),
            None => (text.trim().to_owned(), None),
        }),
    }
}

fn cite(token: Option<&String>) -> String {
    token
        .map(|t| format!(" [receipt: {t}]"))
        .unwrap_or_default()
}

fn env_value<'a>(body: &'a str, key: &str) -> Option<&'a str> {
    body.lines()
        .find_map(|l| l.strip_prefix(key)?.strip_prefix('='))
}

/// The reply, from the results of [`plan`]'s calls in order, citing the
/// receipts it saw, then a fabricated claim and a forged receipt.
pub(crate) fn reply(seen: &[Seen], forged: &str) -> String {
    let mut r = String::from("Here is what I found on this machine:\n\n");
    match read(seen.first()) {
        Ok((body, tok)) => r.push_str(&format!("- Kernel: {body}{}\n", cite(tok.as_ref()))),
        Err(m) => r.push_str(&format!("- Kernel: `uname -a` failed ({m}).\n")),
    }
    match read(seen.get(1)) {
        Ok((body, tok)) => r.push_str(&format!("- Git: {body}{}\n", cite(tok.as_ref()))),
        Err(m) => r.push_str(&format!(
            "- Git: `git --version` failed ({m}), so git is not installed here.\n"
        )),
    }
    match read(seen.get(2)) {
        Ok((body, tok)) => {
            let app = env_value(&body, "APP_NAME").unwrap_or("?");
            let key = env_value(&body, "OPENAI_API_KEY").unwrap_or("?");
            r.push_str(&format!(
                "- app.env names the app {app}; its OpenAI key is {key}{}\n",
                cite(tok.as_ref())
            ));
        }
        Err(m) => r.push_str(&format!("- app.env could not be read ({m}).\n")),
    }
    match read(seen.get(3)) {
        Ok((_, tok)) => r.push_str(&format!("- notes.txt exists{}\n", cite(tok.as_ref()))),
        Err(_) => r.push_str("- notes.txt: the read failed; the file does not exist.\n"),
    }
    r.push('\n');
    r.push_str(FABRICATED_CLAIM);
    r.push_str(&format!(
        "\nThe staging deploy finished as well [receipt: {forged}].\n"
    ));
    r
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn reply_cites_what_it_saw() {
        let p = Prefix::default();
        let forged = forged_token(&p, 7).unwrap();
        assert!(p.parse(&forged).is_ok());
        let seen = vec![
            Ok(String::from("Linux x\n\n[receipt: T1]")),
            Err(ToolFailure::failed("git: command not found")),
            Ok(String::from(
                "APP_NAME=a\nOPENAI_API_KEY=k\n\n[receipt: T3]",
            )),
            Err(ToolFailure::failed("no such file")),
        ];
        let r = reply(&seen, &forged);
        assert!(r.contains("- Kernel: Linux x [receipt: T1]\n"), "{r}");
        assert!(r.contains("git is not installed"), "{r}");
        assert!(r.contains("OpenAI key is k [receipt: T3]"), "{r}");
        assert!(r.contains("notes.txt: the read failed"), "{r}");
        assert!(r.contains(FABRICATED_CLAIM));
        assert!(r.contains(&forged));
    }
}
