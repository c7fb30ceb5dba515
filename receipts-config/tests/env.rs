//! Environment overrides, given as explicit pairs (the process environment
//! is never touched).

use receipts_config::{Config, Location, ReceiptMode, ScopeMode};

fn report(file: &str, env: &[(&str, &str)]) -> String {
    match Config::from_toml_str_with_env(file, env.iter().copied()) {
        Ok(_) => String::from("(accepted)"),
        Err(e) => e.to_string(),
    }
}

#[test]
fn env_overrides_the_file() {
    let file = "[agent.tool_receipts]\nenabled = false\nscope = \"channel\"\n";
    let env = [
        ("RECEIPTS__AGENT__TOOL_RECEIPTS__ENABLED", "true"),
        ("RECEIPTS__AGENT__TOOL_RECEIPTS__SCOPE", "turn"),
        ("RECEIPTS__AGENT__TOOL_RECEIPTS__LEDGER_CAPACITY", " 42 "),
        ("RECEIPTS__AGENT__TOOL_RECEIPTS__AUDIT__MAX_RETRIES", "5"),
        (
            "RECEIPTS__SECURITY__LEAK_DETECTION__RECEIPTS",
            "verified_only",
        ),
        ("RECEIPTS__SECURITY__LEAK_DETECTION__SENSITIVITY", "0.9"),
        (
            "RECEIPTS__SECURITY__LEAK_DETECTION__HIGH_ENTROPY_TOKENS",
            "FALSE",
        ),
        (
            "RECEIPTS__SECURITY__LEAK_DETECTION__ALLOWLIST",
            r#"["a,b", "c"]"#,
        ),
        ("HOME", "/root"),
        ("RECEIPTS_OTHER", "ignored: single underscore"),
    ];
    let cfg = Config::from_toml_str_with_env(file, env).unwrap();
    let tr = &cfg.agent.tool_receipts;
    assert!(tr.enabled);
    assert_eq!(tr.scope, ScopeMode::Turn);
    assert_eq!(tr.ledger_capacity, 42);
    assert_eq!(tr.audit.max_retries, 5);
    let ld = &cfg.security.leak_detection;
    assert_eq!(ld.receipts, ReceiptMode::VerifiedOnly);
    assert_eq!(ld.sensitivity, 0.9);
    assert!(!ld.high_entropy_tokens);
    assert_eq!(ld.allowlist, ["a,b", "c"]);
}

#[test]
fn strings_are_taken_verbatim() {
    let env = [("RECEIPTS__AGENT__TOOL_RECEIPTS__PREFIX", "acme-r2")];
    let cfg = Config::from_toml_str_with_env("", env).unwrap();
    assert_eq!(cfg.agent.tool_receipts.prefix, "acme-r2");
    let env = [(
        "RECEIPTS__SECURITY__LEAK_DETECTION__ALLOWLIST",
        r#"[" \"quoted\" ", "x"]"#,
    )];
    let cfg = Config::from_toml_str_with_env("", env).unwrap();
    assert_eq!(cfg.security.leak_detection.allowlist, [" \"quoted\" ", "x"]);
}

#[test]
fn last_pair_wins_for_a_repeated_name() {
    let env = [
        ("RECEIPTS__AGENT__TOOL_RECEIPTS__RENDER", "slack"),
        ("RECEIPTS__AGENT__TOOL_RECEIPTS__RENDER", "json"),
    ];
    let cfg = Config::from_toml_str_with_env("", env).unwrap();
    assert_eq!(
        cfg.agent.tool_receipts.render,
        receipts_config::RenderFormat::Json
    );
}

#[test]
fn env_problems_name_the_variable() {
    let e =
        Config::from_toml_str_with_env("", [("RECEIPTS__AGENT__TOOL_RECEIPTS__BACKEND", "sha1")])
            .unwrap_err();
    assert_eq!(
        e.problems()[0].location(),
        &Location::Env {
            var: "RECEIPTS__AGENT__TOOL_RECEIPTS__BACKEND".into()
        }
    );
    insta::assert_snapshot!(
        [
            report("", &[("RECEIPTS__AGENT__TOOL_RECEIPTS__BACKEND", "sha1")]),
            report("", &[("RECEIPTS__AGENT__TOOL_RECEIPTS__ENABLD", "true")]),
            report("", &[("RECEIPTS__AGENT__TOOL_RECEIPTS", "true")]),
            report("", &[("RECEIPTS__NOTHING_LIKE_IT", "1")]),
            report("", &[("RECEIPTS__AGENT__TOOL_RECEIPTS__ENABLED", "yes")]),
            report("", &[("RECEIPTS__AGENT__TOOL_RECEIPTS__LEDGER_CAPACITY", "1e3")]),
            report("", &[("RECEIPTS__AGENT__TOOL_RECEIPTS__LEDGER_CAPACITY", "0")]),
            report("", &[("RECEIPTS__AGENT__TOOL_RECEIPTS__PREFIX", "")]),
            report("", &[("RECEIPTS__SECURITY__LEAK_DETECTION__SENSITIVITY", "NaN")]),
            report("", &[("RECEIPTS__SECURITY__LEAK_DETECTION__ALLOWLIST", "a,b")]),
            report("", &[("RECEIPTS__SECURITY__LEAK_DETECTION__DISABLED_RULES", "[\"x\", 2]")]),
            // contradiction caused by the environment: blamed on the variable
            report("", &[("RECEIPTS__SECURITY__LEAK_DETECTION__RECEIPTS", "verified_only")]),
            // the kill switch meets a file that needs receipts: blamed on the file
            report(
                "[agent.tool_receipts]\nenabled = true\n[security.leak_detection]\nreceipts = \"verified_only\"\n",
                &[("RECEIPTS__AGENT__TOOL_RECEIPTS__ENABLED", "false")]
            ),
            // file and environment problems together
            report(
                "[agent.tool_receipts]\nscope = \"galaxy\"\n",
                &[("RECEIPTS__AGENT__TOOL_RECEIPTS__RENDER", "ascii-art")]
            ),
        ]
        .join("\n")
    );
}

#[test]
fn apply_env_leaves_the_config_alone_on_error() {
    let mut cfg = Config::default();
    cfg.apply_env([("RECEIPTS__AGENT__TOOL_RECEIPTS__ENABLED", "true")])
        .unwrap();
    assert!(cfg.agent.tool_receipts.enabled);
    let before = cfg.clone();
    assert!(
        cfg.apply_env([
            ("RECEIPTS__AGENT__TOOL_RECEIPTS__SCOPE", "turn"),
            ("RECEIPTS__AGENT__TOOL_RECEIPTS__PREFIX", "bad prefix"),
        ])
        .is_err()
    );
    assert_eq!(cfg, before);
}

#[test]
fn process_env_variant_reads_without_panicking() {
    // whatever this process's environment holds, loading never panics; it
    // may fail only on RECEIPTS__ variables
    match Config::from_toml_str_with_process_env("") {
        Ok(_) => {}
        Err(e) => assert!(
            e.problems().iter().all(
                |p| matches!(p.location(), Location::Env { var } if var.starts_with("RECEIPTS__"))
            ),
            "{e}"
        ),
    }
}
