//! `issue` and `verify`: known-answer vectors, round trips, tampering.

use crate::common::{KEY, code, issue, run, stderr, stdout};

fn vectors() -> Vec<serde_json::Value> {
    let path = concat!(
        env!("CARGO_MANIFEST_DIR"),
        "/../receipts-core/tests/vectors/v1.json"
    );
    let text = std::fs::read_to_string(path).expect("read v1.json");
    let doc: serde_json::Value = serde_json::from_str(&text).expect("parse v1.json");
    doc["vectors"].as_array().expect("vectors").clone()
}

/// The `issue` flags for a vector.
fn flags(v: &serde_json::Value) -> Vec<String> {
    let mut f = vec![
        "--insecure-key-hex".to_owned(),
        v["key_hex"].as_str().unwrap().to_owned(),
        "--tool".to_owned(),
        v["tool"].as_str().unwrap().to_owned(),
        "--ts".to_owned(),
        v["ts"].as_u64().unwrap().to_string(),
        "--backend".to_owned(),
        v["algorithm"].as_str().unwrap().to_owned(),
        "--prefix".to_owned(),
        v["prefix"].as_str().unwrap().to_owned(),
    ];
    if let Some(json) = v["args"].get("json") {
        f.push("--args".to_owned());
        f.push(json.to_string());
    } else {
        f.push("--args-hex".to_owned());
        f.push(v["args"]["raw_hex"].as_str().unwrap().to_owned());
    }
    f
}

#[test]
fn issue_matches_the_known_answer_vectors() {
    let mut checked = 0;
    for v in vectors() {
        let algorithm = v["algorithm"].as_str().unwrap();
        if algorithm == "blake3" && !cfg!(feature = "blake3") {
            continue;
        }
        let name = v["name"].as_str().unwrap();
        let result = v["result"].as_str().unwrap().as_bytes();
        let mut args = vec!["issue".to_owned()];
        args.extend(flags(&v));
        let argv: Vec<&str> = args.iter().map(String::as_str).collect();
        let o = run(&argv, result);
        assert_eq!(code(&o), 0, "{name}: {}", stderr(&o));
        assert_eq!(
            stdout(&o),
            format!("{}\n", v["token"].as_str().unwrap()),
            "{name}"
        );

        // and the same vector verifies
        args[0] = "verify".to_owned();
        args.push("--token".to_owned());
        args.push(v["token"].as_str().unwrap().to_owned());
        let argv: Vec<&str> = args.iter().map(String::as_str).collect();
        let o = run(&argv, result);
        assert_eq!(code(&o), 0, "{name}: {}", stdout(&o));
        assert_eq!(stdout(&o), "valid\n");
        checked += 1;
    }
    assert!(checked >= 6);
}

#[test]
fn the_read_file_vector_by_hand() {
    let token = issue(
        "read_file",
        r#"{"path": "/etc/hostname"}"#,
        1774608496,
        "myhost\n",
    );
    assert_eq!(
        token,
        "zc-receipt-1774608496-t3z9aeKh1WQEme3ejyMQwK7yNsJrXW_a7pWQURRbgpE"
    );
}

fn verify(tool: &str, args: &str, ts: &str, token: &str, result: &str) -> std::process::Output {
    run(
        &[
            "verify",
            "--insecure-key-hex",
            KEY,
            "--tool",
            tool,
            "--args",
            args,
            "--ts",
            ts,
            "--token",
            token,
        ],
        result.as_bytes(),
    )
}

#[test]
fn issue_then_verify_round_trips_and_any_change_fails() {
    let args = r#"{"cmd": "ls", "n": [1, 2]}"#;
    let token = issue("shell", args, 42, "a.txt\nb.txt\n");
    // key order and spacing of JSON arguments do not matter
    let o = verify(
        "shell",
        r#"{"n":[1,2],"cmd":"ls"}"#,
        "42",
        &token,
        "a.txt\nb.txt\n",
    );
    assert_eq!(code(&o), 0);
    assert_eq!(stdout(&o), "valid\n");

    for (tool, a, result) in [
        ("shell", args, "a.txt\nb.txt\nc.txt\n"), // tampered result
        ("shell", args, "a.txt\nb.txt"),          // one byte less
        ("shell", r#"{"cmd": "rm", "n": [1, 2]}"#, "a.txt\nb.txt\n"),
        ("read_file", args, "a.txt\nb.txt\n"),
    ] {
        let o = verify(tool, a, "42", &token, result);
        assert_eq!(code(&o), 1, "{tool} {a} {result:?}");
        assert_eq!(stdout(&o), "invalid\n");
        assert!(stderr(&o).is_empty());
    }

    // another key
    let other = "ff".repeat(32);
    let o = run(
        &[
            "verify",
            "--insecure-key-hex",
            &other,
            "--tool",
            "shell",
            "--args",
            args,
            "--ts",
            "42",
            "--token",
            &token,
        ],
        b"a.txt\nb.txt\n",
    );
    assert_eq!(code(&o), 1);

    // a malformed token is an invalid answer, not a usage error
    let o = verify("shell", args, "42", "zc-receipt-42-short", "a.txt\nb.txt\n");
    assert_eq!(code(&o), 1);
    assert!(stdout(&o).starts_with("invalid"));
}

#[test]
fn raw_arguments_are_signed_verbatim() {
    let base = [
        "issue",
        "--insecure-key-hex",
        KEY,
        "--tool",
        "t",
        "--ts",
        "7",
    ];
    let mut a = base.to_vec();
    a.extend(["--args-raw", "{\"x\": 1}"]);
    let raw = stdout(&run(&a, b"r"));
    let mut b = base.to_vec();
    b.extend(["--args-hex", "7b2278223a20317d"]);
    assert_eq!(stdout(&run(&b, b"r")), raw);
    let mut c = base.to_vec();
    c.extend(["--args", "{\"x\": 1}"]);
    // JSON arguments are canonicalized first, raw ones are not
    assert_ne!(stdout(&run(&c, b"r")), raw);
}
