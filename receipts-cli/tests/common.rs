//! Running the binary, and test data made up on the spot.

use std::io::Write;
use std::process::{Command, Output, Stdio};

/// A fixed key for known-answer tests (never a production key).
pub(crate) const KEY: &str = "000102030405060708090a0b0c0d0e0f101112131415161718191a1b1c1d1e1f";

/// Run `receipts` with `args`, feeding `stdin`, without colours.
pub(crate) fn run(args: &[&str], stdin: &[u8]) -> Output {
    run_with(Command::new(env!("CARGO_BIN_EXE_receipts")), args, stdin)
}

/// As [`run`], from a prepared command (extra environment).
pub(crate) fn run_with(mut cmd: Command, args: &[&str], stdin: &[u8]) -> Output {
    let mut child = cmd
        .args(args)
        .env("NO_COLOR", "1")
        .env("RUST_BACKTRACE", "1")
        .stdin(Stdio::piped())
        .stdout(Stdio::piped())
        .stderr(Stdio::piped())
        .spawn()
        .expect("spawn receipts");
    // write from another thread so that a large input cannot deadlock
    // against a full stdout pipe
    let mut input = child.stdin.take().expect("stdin");
    let data = stdin.to_vec();
    let writer = std::thread::spawn(move || {
        // the binary may exit before reading (usage errors): ignore EPIPE
        let _ = input.write_all(&data);
    });
    let out = child.wait_with_output().expect("wait for receipts");
    writer.join().expect("stdin writer");
    out
}

/// Stdout as text.
pub(crate) fn stdout(o: &Output) -> String {
    String::from_utf8(o.stdout.clone()).expect("utf-8 stdout")
}

/// Stderr as text.
pub(crate) fn stderr(o: &Output) -> String {
    String::from_utf8(o.stderr.clone()).expect("utf-8 stderr")
}

/// The exit code.
pub(crate) fn code(o: &Output) -> i32 {
    o.status.code().expect("exit code")
}

/// Issue a token for `result` with [`KEY`].
pub(crate) fn issue(tool: &str, args_json: &str, ts: u64, result: &str) -> String {
    let ts = ts.to_string();
    let o = run(
        &[
            "issue",
            "--insecure-key-hex",
            KEY,
            "--tool",
            tool,
            "--args",
            args_json,
            "--ts",
            &ts,
        ],
        result.as_bytes(),
    );
    assert_eq!(code(&o), 0, "{}", stderr(&o));
    stdout(&o).trim_end().to_owned()
}

/// A small deterministic generator (xorshift64*), for test secrets built
/// from public formats.
pub(crate) struct Gen(u64);

impl Gen {
    pub(crate) fn new(seed: u64) -> Self {
        Gen(seed | 1)
    }

    fn next(&mut self) -> u64 {
        let mut x = self.0;
        x ^= x >> 12;
        x ^= x << 25;
        x ^= x >> 27;
        self.0 = x;
        x.wrapping_mul(0x2545_F491_4F6C_DD1D)
    }

    /// `n` random alphanumerics.
    pub(crate) fn alnum(&mut self, n: usize) -> String {
        const A: &[u8] = b"ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789";
        (0..n)
            .map(|_| A[(self.next() % A.len() as u64) as usize] as char)
            .collect()
    }

    /// A GitHub-token-shaped string: `ghp_` and 36 alphanumerics.
    pub(crate) fn github_token(&mut self) -> String {
        format!("ghp_{}", self.alnum(36))
    }
}
