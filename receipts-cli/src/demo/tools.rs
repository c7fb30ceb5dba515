//! The demo's real local tools: a shell tool that runs a program (no shell
//! interpretation) and a file tool that reads a file.

use std::process::Stdio;
use std::time::Duration;

use async_trait::async_trait;
use receipts_core::{Args, FailureKind, Tool, ToolCall, ToolFailure, ToolOutput};

/// Longest a demo command may run.
const TIMEOUT: Duration = Duration::from_secs(5);

/// Most bytes the file tool returns.
const MAX_FILE_BYTES: u64 = 64 * 1024;

fn json_args(call: &ToolCall) -> Result<&serde_json::Value, ToolFailure> {
    match &call.args {
        Args::Json(v) => Ok(v),
        _ => Err(ToolFailure::failed("arguments must be a JSON object")),
    }
}

/// Runs `{"argv": [program, args…]}` directly (no shell) and returns its
/// stdout. A missing program, a non-zero exit or a timeout is a failure.
#[derive(Debug, Default)]
pub(crate) struct Shell;

#[async_trait]
impl Tool for Shell {
    async fn call(&self, call: &ToolCall) -> Result<ToolOutput, ToolFailure> {
        let argv: Vec<String> = json_args(call)?
            .get("argv")
            .and_then(|v| v.as_array())
            .map(|a| {
                a.iter()
                    .filter_map(|s| s.as_str().map(str::to_owned))
                    .collect()
            })
            .unwrap_or_default();
        let Some((program, rest)) = argv.split_first() else {
            return Err(ToolFailure::failed(
                "argv must be a non-empty list of strings",
            ));
        };
        let child = tokio::process::Command::new(program)
            .args(rest)
            .stdin(Stdio::null())
            .stdout(Stdio::piped())
            .stderr(Stdio::piped())
            .kill_on_drop(true)
            .output();
        let out = match tokio::time::timeout(TIMEOUT, child).await {
            Err(_) => {
                return Err(ToolFailure::new(
                    FailureKind::TimedOut,
                    format!("{program} did not finish within {} s", TIMEOUT.as_secs()),
                ));
            }
            Ok(Err(e)) if e.kind() == std::io::ErrorKind::NotFound => {
                return Err(ToolFailure::failed(format!("{program}: command not found")));
            }
            Ok(Err(e)) => return Err(ToolFailure::failed(format!("{program}: {e}"))),
            Ok(Ok(out)) => out,
        };
        if !out.status.success() {
            let stderr = String::from_utf8_lossy(&out.stderr);
            return Err(ToolFailure::failed(format!(
                "{program} exited with {}: {}",
                out.status,
                stderr.trim()
            )));
        }
        Ok(ToolOutput::new(String::from_utf8_lossy(&out.stdout)))
    }
}

/// Reads `{"path": "…"}` as UTF-8 text (at most 64 KiB).
#[derive(Debug, Default)]
pub(crate) struct ReadFile;

#[async_trait]
impl Tool for ReadFile {
    async fn call(&self, call: &ToolCall) -> Result<ToolOutput, ToolFailure> {
        let path = json_args(call)?
            .get("path")
            .and_then(|v| v.as_str())
            .ok_or_else(|| ToolFailure::failed("missing \"path\""))?
            .to_owned();
        let bytes = tokio::task::spawn_blocking(move || {
            use std::io::Read;
            let f = std::fs::File::open(&path)?;
            let mut buf = Vec::new();
            f.take(MAX_FILE_BYTES).read_to_end(&mut buf)?;
            Ok::<_, std::io::Error>(buf)
        })
        .await
        .map_err(|_| ToolFailure::failed("the read was interrupted"))?
        .map_err(|e| ToolFailure::failed(io_message(&e)))?;
        String::from_utf8(bytes)
            .map(ToolOutput::new)
            .map_err(|_| ToolFailure::failed("the file is not UTF-8 text"))
    }
}

fn io_message(e: &std::io::Error) -> String {
    match e.kind() {
        std::io::ErrorKind::NotFound => String::from("no such file"),
        std::io::ErrorKind::PermissionDenied => String::from("permission denied"),
        _ => e.to_string(),
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn rt() -> tokio::runtime::Runtime {
        tokio::runtime::Builder::new_current_thread()
            .enable_all()
            .build()
            .unwrap()
    }

    #[test]
    fn missing_program_is_a_failure() {
        let call = ToolCall::json("shell", serde_json::json!({"argv": ["no-such-program-x9"]}));
        let e = rt().block_on(Shell.call(&call)).unwrap_err();
        assert_eq!(e.kind, FailureKind::Failed);
        assert!(e.message.contains("command not found"), "{}", e.message);
        let call = ToolCall::json("shell", serde_json::json!({"argv": []}));
        assert!(rt().block_on(Shell.call(&call)).is_err());
    }

    #[test]
    fn missing_file_is_a_failure() {
        let call = ToolCall::json("read_file", serde_json::json!({"path": "/nonexistent/x/y"}));
        let e = rt().block_on(ReadFile.call(&call)).unwrap_err();
        assert_eq!(e.message, "no such file");
        let call = ToolCall::raw("read_file", "x");
        assert!(rt().block_on(ReadFile.call(&call)).is_err());
    }
}
