//! Per-rule positive samples (from the seeded generator) and near-miss
//! negatives written from the public formats.

use receipts_leakfilter::{LeakConfig, LeakFilter, rules};

use crate::corpus_gen::{self as cg, Rng};

fn filter() -> LeakFilter {
    LeakFilter::new(LeakConfig::default()).unwrap()
}

/// Families whose corpus label is not the rule id that reports them.
fn rule_of(family: &str) -> &str {
    match family {
        "authorization-header-basic" => "authorization-header",
        f => f,
    }
}

#[test]
fn every_family_is_reported_by_its_rule() {
    let f = filter();
    let ids: Vec<&str> = rules().map(|r| r.id).collect();
    let mut r = Rng::new(7);
    for (family, make) in cg::families() {
        let want = rule_of(family);
        assert!(ids.contains(&want), "{want} is not a rule id");
        for _ in 0..5 {
            let s = make(&mut r);
            let text = format!("value: {}\n", s.text);
            let out = f.redact(&text);
            assert!(
                out.findings.iter().any(|x| x.rule == want),
                "{family}: {:?} -> {}",
                out.findings,
                out.text
            );
            assert!(!out.text.contains(&s.body), "{family}: {}", out.text);
        }
    }
}

#[test]
fn near_misses_are_left_alone() {
    let f = filter();
    for text in [
        "ghp_short and gho_ too",
        "AKIA123 is not long enough, nor is ASIAXYZ",
        "set OPENAI_API_KEY=sk-... and ANTHROPIC_API_KEY=sk-ant-...",
        "publishable: pk_live_51HxTjKLmNoPqRsTuVwXyZabcdefghijklmnopqrstu",
        "sk_live_short",
        "xoxb-123",
        "eyJhbGciOiJIUzI1NiJ9 alone is only a header",
        "-----BEGIN PUBLIC KEY-----\nMFkwEwYHKoZIzj0CAQYIKoZIzj0DAQcDQgAEq3y8K2vP0mQx7tLrN5wZ9cB1dF4gH6jK8lM0nP2qR4sT6uV8wX0yZ2aB4cD6eF8gH0iJ2kL4mN6oP8qR0sT2uV4wX==\n-----END PUBLIC KEY-----",
        "postgres://app@db.internal:5432/app and https://example.com:8443/path",
        "postgres://user:${DB_PASSWORD}@localhost/db",
        "password: required",
        "token_count: 5, max_tokens=4096",
        "Authorization: Bearer <token>",
        "api_key = os.environ['API_KEY']",
        "AGE-SECRET-KEY-1TOOSHORT",
        "the secret manager stores passwords; rotate the token weekly",
        "uuid 123e4567-e89b-12d3-a456-426614174000 sha 3f786850e387550fdab836ed7e6dc881de23001b",
        "integrity=\"sha512-Q2xpZW50U2lkZVJlbmRlcmluZ0lzRnVuQW5kRmFzdEFuZFNhZmVUb29Gb3JSZWFs\"",
        "ssh-ed25519 AAAAC3NzaC1lZDI1NTE5AAAAIOMqqnkVzrm0SdG6UOoqKLsabgH5C9okWi0dh2l9GKJl me@host",
        "src/components/UserProfileCard/UserProfileCardContainer.tsx",
        "key-value store, dapi docs, hf_hub_download, r8_ prefix",
    ] {
        let out = f.redact(text);
        assert_eq!(out.text, text, "{:?}", out.findings);
    }
}

#[test]
fn assignment_forms() {
    let f = filter();
    for (text, want) in [
        (
            "DB_PASSWORD=Xk8pQ2vL9mRt",
            "DB_PASSWORD=[REDACTED:secret-assignment]",
        ),
        (
            "export API_KEY=\"Xk8pQ2vL9mRt\"",
            "export API_KEY=\"[REDACTED:secret-assignment]\"",
        ),
        (
            "password: Xk8pQ2vL9mRt",
            "password: [REDACTED:secret-assignment]",
        ),
        (
            "secret = 'Xk8pQ2vL9mRt'",
            "secret = '[REDACTED:secret-assignment]'",
        ),
        (
            "{\"password\": \"hunter2!\"}",
            "{\"password\": \"[REDACTED:secret-assignment]\"}",
        ),
        (
            "{\"password\":\"hunter2!\"}",
            "{\"password\":\"[REDACTED:secret-assignment]\"}",
        ),
        (
            "client_secret := \"Xk8pQ2vL9mRt\"",
            "client_secret := \"[REDACTED:secret-assignment]\"",
        ),
        (
            "Authorization: Bearer abcdefgh12345678XYZ",
            "Authorization: Bearer [REDACTED:authorization-header]",
        ),
        (
            "Authorization: Basic dXNlcjpwYXNz",
            "Authorization: Basic [REDACTED:authorization-header]",
        ),
    ] {
        assert_eq!(f.redact(text).text, want, "{text}");
    }
}

#[test]
fn overlapping_findings_merge_and_carry_no_secret() {
    let f = filter();
    let secret = "ghp_0123456789abcdefghijABCDEFGHIJklmnopqr";
    let text = format!("GITHUB_TOKEN={secret}");
    let out = f.redact(&text);
    assert_eq!(out.findings.len(), 1);
    assert_eq!(out.findings[0].rule, "github-pat");
    assert_eq!(&text[out.findings[0].span.clone()], secret);
    let json = serde_json::to_string(&out.findings).unwrap();
    assert!(!json.contains(secret));
    assert_eq!(
        json,
        format!(
            "[{{\"span\":{{\"start\":13,\"end\":{}}},\"rule\":\"github-pat\",\"category\":\"code-hosting\"}}]",
            text.len()
        )
    );
}
