//! Every kind of invalid input, with the exact error text (snapshots).

use receipts_config::{Config, ErrorKind, Location, ProblemKind};

/// Each case's input and the error it gives, for one snapshot per group.
fn report(cases: &[&str]) -> String {
    let mut out = String::new();
    for (i, case) in cases.iter().enumerate() {
        let result = Config::from_toml_str(case);
        let text = match result {
            Ok(_) => String::from("(accepted)"),
            Err(e) => e.to_string(),
        };
        out.push_str(&format!("--- case {i}\n{case}\n=> {text}\n\n"));
    }
    out
}

#[test]
fn issue_example_is_exact() {
    let file = "[agent]\nname = \"bot\"\n[agent.tool_receipts]\nbackend = \"sha1\"\n";
    let e = Config::from_toml_str(file).unwrap_err();
    assert_eq!(
        e.to_string(),
        r#"agent.tool_receipts.backend at line 4, column 11: unknown backend "sha1"; expected "hmac-sha256" or "blake3""#
    );
    let p = &e.problems()[0];
    assert_eq!(p.kind(), ProblemKind::InvalidValue);
    assert_eq!(
        p.location(),
        &Location::File {
            line: 4,
            column: 11
        }
    );
}

#[test]
fn unknown_keys() {
    insta::assert_snapshot!(report(&[
        "[agent.tool_receipts]\nbakend = \"blake3\"",
        "[agent.tool_receipts]\nShow_In_Response = true",
        "[agent.tool_receipts]\nsensitivity = 0.5",
        "[agent.tool_receipts]\nfrobnicate = 1",
        "[agent.tool_receipts.audti]\nmax_retries = 1",
        "[agent.tool_receipts.audit]\nretries = 1",
        "[security.leak_detection]\nallow_list = [\"x\"]",
        "[security.leak_detection]\nprefix = \"x\"",
        "[security.leak_detection.rules]\nx = 1",
        "agent.tool_receipts.\"ledger capacity\" = 5",
    ]));
}

#[test]
fn wrong_types() {
    insta::assert_snapshot!(report(&[
        "[agent.tool_receipts]\nenabled = \"yes\"",
        "[agent.tool_receipts]\nenabled = 1",
        "[agent.tool_receipts]\nledger_capacity = 1.5",
        "[agent.tool_receipts]\nledger_capacity = \"100\"",
        "[agent.tool_receipts]\nprefix = 5",
        "[agent.tool_receipts]\nbackend = [\"hmac-sha256\"]",
        "[agent.tool_receipts]\nrender = { kind = \"plain\" }",
        "[security.leak_detection]\nsensitivity = \"high\"",
        "[security.leak_detection]\nsensitivity = 1979-05-27",
        "[security.leak_detection]\nallowlist = \"x\"",
        "[security.leak_detection]\nallowlist = [\"a\", 1]",
        "[agent]\ntool_receipts = 5",
        "[[agent.tool_receipts]]\nenabled = true",
        "[agent.tool_receipts]\naudit = [1]",
        "security.leak_detection = \"off\"",
    ]));
}

#[test]
fn out_of_range() {
    insta::assert_snapshot!(report(&[
        "[agent.tool_receipts]\nledger_capacity = 0",
        "[agent.tool_receipts]\nledger_capacity = 9223372036854775807",
        "[agent.tool_receipts]\nledger_capacity = -1",
        "[agent.tool_receipts]\nmax_result_bytes = -1",
        "[agent.tool_receipts]\nmax_result_bytes = 1073741825",
        "[agent.tool_receipts.audit]\nmax_retries = 11",
        "[security.leak_detection]\nsensitivity = 1.5",
        "[security.leak_detection]\nsensitivity = -0.1",
        "[security.leak_detection]\nsensitivity = nan",
        "[security.leak_detection]\nsensitivity = -inf",
        "[security.leak_detection]\nsensitivity = 2",
        "[security.leak_detection]\nstream_holdback_bytes = 10",
        "[security.leak_detection]\nstream_holdback_bytes = 1048577",
    ]));
}

#[test]
fn invalid_strings() {
    let long_prefix = format!("[agent.tool_receipts]\nprefix = \"{}\"", "a".repeat(65));
    insta::assert_snapshot!(report(&[
        "[agent.tool_receipts]\nprefix = \"\"",
        "[agent.tool_receipts]\nprefix = \"zc receipt\"",
        "[agent.tool_receipts]\nprefix = \"-zc\"",
        "[agent.tool_receipts]\nprefix = \"zc-\"",
        "[agent.tool_receipts]\nprefix = \"zc_receipt\"",
        "[agent.tool_receipts]\nprefix = \"reçu\"",
        &long_prefix,
        "[agent.tool_receipts]\nbackend = \"HMAC-SHA256\"",
        "[agent.tool_receipts]\nscope = \"session\"",
        "[agent.tool_receipts]\nrender = \"html\"",
        "[agent.tool_receipts]\ndedup = \"keep-runtime\"",
        "[agent.tool_receipts.audit]\non_suspicious = \"drop\"",
        "[security.leak_detection]\nreceipts = \"all\"",
        "[security.leak_detection]\nallowlist = [\"ok\", \"\"]",
        "[security.leak_detection]\ndisabled_rules = [\"github-pat\", \"no spaces\"]",
        "[agent.tool_receipts]\nbackend = \"\\u0000\\n\\\"<script>\"",
    ]));
}

#[test]
fn contradictions() {
    insta::assert_snapshot!(report(&[
        "[security.leak_detection]\nreceipts = \"verified_only\"",
        "[agent.tool_receipts]\nenabled = false\n[security.leak_detection]\nreceipts = \"verified_only\"",
        "[agent.tool_receipts.audit]\non_suspicious = \"retry\"\nmax_retries = 0",
        // accepted: no contradiction
        "[agent.tool_receipts]\nenabled = true\n[security.leak_detection]\nreceipts = \"verified_only\"",
        "[agent.tool_receipts.audit]\non_suspicious = \"block\"\nmax_retries = 0",
    ]));
}

#[test]
fn syntax_errors() {
    insta::assert_snapshot!(report(&[
        "[agent.tool_receipts\nenabled = true",
        "[agent.tool_receipts]\nenabled = true\nenabled = false",
        "[agent.tool_receipts]\nenabled = tru",
        "[agent.tool_receipts]\nledger_capacity = 99999999999999999999",
        "x = \"unterminated",
        "\u{feff}[agent.tool_receipts]\nenabled = yes",
    ]));
    let e = Config::from_toml_str("[agent.tool_receipts\n").unwrap_err();
    assert!(matches!(e.kind(), ErrorKind::Syntax { .. }));
    assert!(e.problems().is_empty());
}

#[test]
fn every_problem_is_reported_in_file_order() {
    let file = "\
[security.leak_detection]
sensitivity = 3
allowlist = [1]
[agent.tool_receipts]
backend = \"md5\"
ledger_capacity = 0
colour = \"blue\"
[agent.tool_receipts.audit]
max_retries = -2
";
    let e = Config::from_toml_str(file).unwrap_err();
    let lines: Vec<usize> = e
        .problems()
        .iter()
        .map(|p| match p.location() {
            Location::File { line, .. } => *line,
            other => panic!("{other:?}"),
        })
        .collect();
    assert_eq!(lines, [2, 3, 5, 6, 7, 9]);
    insta::assert_snapshot!(e.to_string());
}

#[test]
fn unicode_columns_count_characters() {
    let file = "[agent]\nnom = \"été\" ; x = 1\n";
    // a syntax error after two-byte characters: column in characters
    let e = Config::from_toml_str(file).unwrap_err();
    let ErrorKind::Syntax { location, .. } = e.kind() else {
        panic!("{e}")
    };
    assert_eq!(
        location,
        &Location::File {
            line: 2,
            column: 13
        }
    );
    let file = "[agent.tool_receipts] # ééé\nprefix = \"é\"";
    let e = Config::from_toml_str(file).unwrap_err();
    assert_eq!(
        e.problems()[0].location(),
        &Location::File {
            line: 2,
            column: 10
        }
    );
}
