//! Usage and input errors: exit 2, one line on stderr, no backtrace.
//! `--help` and `--version` exit 0.

use crate::common::{KEY, code, run, stderr, stdout};

fn assert_usage_error(args: &[&str], stdin: &[u8]) {
    let o = run(args, stdin);
    let err = stderr(&o);
    assert_eq!(code(&o), 2, "{args:?}: {err}");
    assert_eq!(err.lines().count(), 1, "{args:?}: {err:?}");
    assert!(err.starts_with("error: "), "{args:?}: {err}");
    assert!(!err.contains("panicked"), "{args:?}: {err}");
    assert!(!err.to_lowercase().contains("backtrace"), "{args:?}: {err}");
    assert!(stdout(&o).is_empty(), "{args:?}");
}

#[test]
fn every_usage_error_is_one_line_and_exit_two() {
    let issue = [
        "issue",
        "--insecure-key-hex",
        KEY,
        "--tool",
        "t",
        "--ts",
        "1",
    ];
    let with = |extra: &[&'static str]| {
        let mut v: Vec<&str> = issue.to_vec();
        v.extend(extra);
        v
    };
    let zz = "zz".repeat(32);
    let cases: Vec<Vec<&str>> = vec![
        vec![],
        vec!["nope"],
        vec!["dmeo"],
        vec!["demo", "--unknown"],
        vec!["demo", "--render", "html"],
        vec!["config"],
        vec!["config", "check"],
        vec!["mcp-proxy"],
        vec!["mcp-proxy", "--structured", "drop", "--", "sh"],
        vec!["config", "check", "/nonexistent/app.toml"],
        vec!["redact", "--sensitivity", "2"],
        vec!["redact", "--sensitivity", "x"],
        vec!["redact", "--chunk-bytes", "0"],
        vec!["redact", "--config", "/nonexistent/app.toml"],
        vec!["audit"],
        vec!["audit", "--ledger", "x.jsonl"],
        vec!["issue"],
        with(&[]),                                  // no arguments option
        with(&["--args", "{}", "--args-raw", "x"]), // two of them
        with(&["--args", "{not json"]),
        with(&["--args-hex", "abc"]),
        with(&["--args", "{}", "--backend", "sha1"]),
        with(&["--args", "{}", "--prefix", "no spaces"]),
        vec![
            "issue",
            "--insecure-key-hex",
            "abcd",
            "--tool",
            "t",
            "--ts",
            "1",
            "--args",
            "{}",
        ],
        vec![
            "issue",
            "--insecure-key-hex",
            &zz,
            "--tool",
            "t",
            "--ts",
            "1",
            "--args",
            "{}",
        ],
        vec![
            "issue",
            "--insecure-key-hex",
            KEY,
            "--tool",
            "t",
            "--ts",
            "-1",
            "--args",
            "{}",
        ],
        vec![
            "issue",
            "--insecure-key-hex",
            KEY,
            "--tool",
            "t",
            "--ts",
            "soon",
            "--args",
            "{}",
        ],
        vec![
            "verify",
            "--insecure-key-hex",
            KEY,
            "--tool",
            "t",
            "--ts",
            "1",
            "--args",
            "{}",
        ],
    ];
    for args in &cases {
        assert_usage_error(args, b"");
    }
}

#[test]
fn key_errors_do_not_echo_the_key() {
    let bad = "0123456789abcdef0123456789abcdef0123456789abcdef0123456789abcdeX";
    let o = run(
        &[
            "issue",
            "--insecure-key-hex",
            bad,
            "--tool",
            "t",
            "--ts",
            "1",
            "--args",
            "{}",
        ],
        b"",
    );
    assert_eq!(code(&o), 2);
    assert!(!stderr(&o).contains(bad));
    assert!(stderr(&o).contains("64 hex"));
}

#[test]
fn blake3_backend_needs_the_feature() {
    let o = run(
        &[
            "issue",
            "--insecure-key-hex",
            KEY,
            "--tool",
            "t",
            "--ts",
            "1",
            "--args",
            "{}",
            "--backend",
            "blake3",
        ],
        b"",
    );
    if cfg!(feature = "blake3") {
        assert_eq!(code(&o), 0);
    } else {
        assert_eq!(code(&o), 2);
        assert_eq!(stderr(&o).lines().count(), 1);
        assert!(stderr(&o).contains("blake3"));
    }
}

#[test]
fn help_and_version_exit_zero() {
    for args in [
        &["--help"][..],
        &["-h"],
        &["--version"],
        &["-V"],
        &["demo", "--help"],
        &["redact", "--help"],
        &["audit", "--help"],
        &["issue", "--help"],
        &["verify", "--help"],
        &["config", "--help"],
        &["help", "config"],
    ] {
        let o = run(args, b"");
        assert_eq!(code(&o), 0, "{args:?}: {}", stderr(&o));
        assert!(!stdout(&o).is_empty(), "{args:?}");
    }
    let v = stdout(&run(&["--version"], b""));
    assert_eq!(v, format!("receipts {}\n", env!("CARGO_PKG_VERSION")));
    // the fixed-key warning is in the help
    for sub in ["issue", "verify"] {
        let h = stdout(&run(&[sub, "--help"], b""));
        assert!(h.contains("defeats"), "{sub}: {h}");
        assert!(h.contains("--insecure-key-hex"));
    }
}
