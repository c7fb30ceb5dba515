//! `receipts config check | reference | example`.

use crate::common::{code, run, stderr, stdout};

fn check(contents: &str) -> std::process::Output {
    let dir = tempfile::tempdir().unwrap();
    let path = dir.path().join("app.toml");
    std::fs::write(&path, contents).unwrap();
    run(&["config", "check", path.to_str().unwrap()], b"")
}

#[test]
fn good_file_passes() {
    let o = check(
        "[server]\nport = 8080\n\n[agent.tool_receipts]\nenabled = true\nscope = \"turn\"\n\n[security.leak_detection]\nsensitivity = 0.7\n",
    );
    assert_eq!(code(&o), 0, "{}", stderr(&o));
    assert!(stdout(&o).ends_with(": ok\n"));
    assert!(stderr(&o).is_empty());
}

#[test]
fn bad_file_names_line_and_column() {
    let o = check("[agent.tool_receipts]\nenabeld = true\nbackend = \"sha1\"\n");
    assert_eq!(code(&o), 2);
    let err = stderr(&o);
    let lines: Vec<&str> = err.lines().collect();
    assert_eq!(lines.len(), 3, "{err}");
    assert!(
        lines[0].contains("app.toml:2:1: agent.tool_receipts.enabeld"),
        "{err}"
    );
    assert!(lines[0].contains("did you mean \"enabled\""), "{err}");
    assert!(
        lines[1].contains("app.toml:3:11: agent.tool_receipts.backend"),
        "{err}"
    );
    assert!(lines[2].contains("is invalid (2 problems)"), "{err}");
    assert!(stdout(&o).is_empty());
}

#[test]
fn syntax_error_names_line_and_column() {
    let o = check("a = 1\n[agent\n");
    assert_eq!(code(&o), 2);
    assert!(stderr(&o).contains("app.toml:2:"), "{}", stderr(&o));
}

#[test]
fn example_passes_its_own_check_and_reference_is_printed() {
    let o = run(&["config", "example"], b"");
    assert_eq!(code(&o), 0);
    let example = stdout(&o);
    assert!(example.contains("[agent.tool_receipts]"));
    assert_eq!(code(&check(&example)), 0);

    let o = run(&["config", "reference"], b"");
    assert_eq!(code(&o), 0);
    let reference = stdout(&o);
    assert!(reference.contains("agent.tool_receipts"));
    assert!(reference.contains("security.leak_detection"));
}
