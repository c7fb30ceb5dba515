//! `receipts redact`: sample text, streaming equals batch, findings files,
//! `--check`.

use crate::common::{Gen, code, run, stderr, stdout};

const RECEIPT: &str = "zc-receipt-1774608496-t3z9aeKh1WQEme3ejyMQwK7yNsJrXW_a7pWQURRbgpE";

fn sample(seed: u64) -> (String, String) {
    let mut g = Gen::new(seed);
    let token = g.github_token();
    let password = g.alnum(14);
    let text = format!(
        "Deployed ({RECEIPT}).\nclone with {token} please\nDB: postgres://app:{password}@db.internal:5432/app\nall done\n"
    );
    (text, token)
}

#[test]
fn redacts_sample_text_and_keeps_receipts() {
    let (text, token) = sample(1);
    let o = run(&["redact"], text.as_bytes());
    assert_eq!(code(&o), 0, "{}", stderr(&o));
    let out = stdout(&o);
    assert!(out.contains(RECEIPT), "{out}");
    assert!(!out.contains(&token), "{out}");
    assert!(out.contains("[REDACTED:github-pat]"), "{out}");
    assert!(out.contains("postgres://app:[REDACTED:"), "{out}");
    assert!(out.ends_with("all done\n"));
}

#[test]
fn stream_output_equals_batch_output() {
    for seed in 1..4 {
        let (text, _) = sample(seed);
        let batch = stdout(&run(&["redact"], text.as_bytes()));
        for n in ["1", "2", "7", "64", "100000"] {
            let s = run(&["redact", "--stream", "--chunk-bytes", n], text.as_bytes());
            assert_eq!(code(&s), 0);
            assert_eq!(stdout(&s), batch, "--stream --chunk-bytes {n}");
            let c = run(&["redact", "--chunk-bytes", n], text.as_bytes());
            assert_eq!(stdout(&c), batch, "--chunk-bytes {n}");
        }
        assert_eq!(
            stdout(&run(&["redact", "--stream"], text.as_bytes())),
            batch
        );
    }
}

#[test]
fn findings_file_has_rules_and_spans_but_no_secrets() {
    let (text, token) = sample(9);
    let dir = tempfile::tempdir().unwrap();
    let mut previous: Option<String> = None;
    for n in ["1", "5", "65536"] {
        let path = dir.path().join(format!("f{n}.jsonl"));
        let p = path.to_str().unwrap();
        let o = run(
            &["redact", "--chunk-bytes", n, "--findings", p],
            text.as_bytes(),
        );
        assert_eq!(code(&o), 0);
        let lines = std::fs::read_to_string(&path).unwrap();
        assert!(!lines.contains(&token));
        let findings: Vec<serde_json::Value> = lines
            .lines()
            .map(|l| serde_json::from_str(l).unwrap())
            .collect();
        assert!(findings.len() >= 2, "{lines}");
        let gh = findings.iter().find(|f| f["rule"] == "github-pat").unwrap();
        assert_eq!(gh["category"], "code-hosting");
        let (s, e) = (
            gh["start"].as_u64().unwrap() as usize,
            gh["end"].as_u64().unwrap() as usize,
        );
        assert_eq!(&text[s..e], token);
        // the same findings however the input is cut
        if let Some(prev) = &previous {
            assert_eq!(&lines, prev, "--chunk-bytes {n}");
        }
        previous = Some(lines);
    }
}

#[test]
fn a_secret_at_the_very_end_is_found() {
    let mut g = Gen::new(77);
    let token = g.github_token();
    let text = format!("last word {token}");
    let dir = tempfile::tempdir().unwrap();
    let path = dir.path().join("f.jsonl");
    let o = run(
        &["redact", "--check", "--findings", path.to_str().unwrap()],
        text.as_bytes(),
    );
    assert_eq!(code(&o), 1);
    assert_eq!(stdout(&o), "last word [REDACTED:github-pat]");
    let lines = std::fs::read_to_string(&path).unwrap();
    assert_eq!(lines.lines().count(), 1, "{lines}");
    assert!(lines.contains("\"start\":10"), "{lines}");
}

#[test]
fn check_exits_one_only_when_something_was_found() {
    let (text, _) = sample(3);
    assert_eq!(code(&run(&["redact", "--check"], text.as_bytes())), 1);
    let clean = run(&["redact", "--check"], b"nothing to see here\n");
    assert_eq!(code(&clean), 0);
    assert_eq!(stdout(&clean), "nothing to see here\n");
    // without --check: 0 either way
    assert_eq!(code(&run(&["redact"], text.as_bytes())), 0);
}

#[test]
fn entropy_flags_and_config() {
    let mut g = Gen::new(5);
    let random = g.alnum(40);
    let text = format!("value {random} end\n");
    let on = stdout(&run(&["redact"], text.as_bytes()));
    assert!(on.contains("[REDACTED:high-entropy]"), "{on}");
    let off = stdout(&run(&["redact", "--no-entropy"], text.as_bytes()));
    assert_eq!(off, text);

    let dir = tempfile::tempdir().unwrap();
    let cfg = dir.path().join("app.toml");
    std::fs::write(
        &cfg,
        "[security.leak_detection]\nhigh_entropy_tokens = false\n",
    )
    .unwrap();
    let o = run(
        &["redact", "--config", cfg.to_str().unwrap()],
        text.as_bytes(),
    );
    assert_eq!(code(&o), 0, "{}", stderr(&o));
    assert_eq!(stdout(&o), text);

    // an allowlisted string passes
    let (sample_text, token) = sample(4);
    std::fs::write(
        &cfg,
        format!("[security.leak_detection]\nallowlist = [\"{token}\"]\n"),
    )
    .unwrap();
    let o = run(
        &["redact", "--config", cfg.to_str().unwrap()],
        sample_text.as_bytes(),
    );
    assert!(stdout(&o).contains(&token));
}

#[test]
fn large_input_streams_through() {
    let line = "an ordinary line of log output, nothing secret in it at all\n";
    let text = line.repeat(40_000); // ~2.4 MB
    let o = run(&["redact"], text.as_bytes());
    assert_eq!(code(&o), 0);
    assert_eq!(o.stdout.len(), text.len());
    assert!(o.stdout == text.as_bytes());
}
