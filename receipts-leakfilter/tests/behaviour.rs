//! Receipts (strict allowlist, verified-only mode), configuration knobs and
//! the holdback cap.

use std::sync::Arc;

use receipts_core::{Call, Scope};
use receipts_leakfilter::{LeakConfig, LeakFilter, ReceiptMode, StreamRedactor};

const D: &str = "gzpEBuUIRYX1vd4fQl4oYkqhq4-GnoJDStmlYzvQiWA";

pub(crate) fn stream_all(mut s: StreamRedactor, text: &str, step: usize) -> String {
    let mut out = String::new();
    for c in text.as_bytes().chunks(step) {
        out += &s.feed_bytes(c);
    }
    out + &s.finish()
}

#[test]
fn receipts_pass_and_lookalikes_do_not() {
    let f = LeakFilter::new(LeakConfig::default()).unwrap();
    let ok = format!("zc-receipt-1774608496-{D}");
    let text = format!("done [receipt: {ok}] see ({ok}).");
    assert_eq!(f.redact(&text).text, text);
    let secret = "ghp_0123456789abcdefghijABCDEFGHIJklmnopqr";
    for bad in [
        format!("zc-receipt-1-{secret}"),
        format!("{ok}{secret}"),
        format!("zc-receipt-01-{secret}"),
        format!("zc-receipt-1774608496-{D}_{secret}"),
    ] {
        let out = f.redact(&format!("x {bad} y")).text;
        assert!(!out.contains(&secret[4..16]), "{out}");
        assert!(
            out.starts_with("x zc-receipt-") || out.starts_with("x [REDACTED"),
            "{out}"
        );
    }
}

#[test]
fn verified_only_marks_foreign_receipts() {
    let scope = Arc::new(Scope::new().unwrap());
    let turn = scope.begin_turn();
    let args = serde_json::json!({"q": 1});
    let mut result = String::from("ok");
    let issued = turn
        .receipt_result(&Call::json("search", &args), &mut result)
        .unwrap();
    let foreign = format!("zc-receipt-1774608496-{D}");
    let f = LeakFilter::new(LeakConfig {
        receipt_mode: ReceiptMode::VerifiedOnly,
        ..LeakConfig::default()
    })
    .unwrap()
    .with_scope(Arc::clone(&scope));
    let text = format!("a {} b {foreign} c", issued.token);
    let out = f.redact(&text);
    assert_eq!(
        out.text,
        format!("a {} b [unverified receipt] c", issued.token)
    );
    assert_eq!(out.findings[0].rule, "unverified-receipt");
    assert_eq!(stream_all(f.stream(), &text, 3), out.text);
    // well-formed mode keeps both
    let wf = LeakFilter::new(LeakConfig::default())
        .unwrap()
        .with_scope(scope);
    assert_eq!(wf.redact(&text).text, text);
}

#[test]
fn config_knobs() {
    let text = "token: Zk29Xq81Lm7Np3Vb6Tc0Rw4Ys2 and bare Qk29Xq81Lm7Np3Vb6Tc0Rw4Ys2Ab";
    let all = LeakFilter::new(LeakConfig::default())
        .unwrap()
        .redact(text)
        .text;
    assert_eq!(
        all,
        "token: [REDACTED:secret-assignment] and bare [REDACTED:high-entropy]"
    );
    let no_entropy = LeakFilter::new(LeakConfig {
        entropy: false,
        ..LeakConfig::default()
    })
    .unwrap();
    assert_eq!(
        no_entropy.redact(text).text,
        "token: [REDACTED:secret-assignment] and bare Qk29Xq81Lm7Np3Vb6Tc0Rw4Ys2Ab"
    );
    let disabled = LeakFilter::new(LeakConfig {
        disabled_rules: vec!["secret-assignment".into(), "high-entropy".into()],
        ..LeakConfig::default()
    })
    .unwrap();
    assert_eq!(disabled.redact(text).text, text);
    let allowed = LeakFilter::new(LeakConfig {
        allow: vec!["Qk29Xq81Lm7Np3Vb6Tc0Rw4Ys2Ab".into()],
        ..LeakConfig::default()
    })
    .unwrap();
    assert_eq!(
        allowed.redact(text).text,
        "token: [REDACTED:secret-assignment] and bare Qk29Xq81Lm7Np3Vb6Tc0Rw4Ys2Ab"
    );
    // lower sensitivity needs longer tokens
    let low = LeakFilter::new(LeakConfig {
        sensitivity: 0.0,
        ..LeakConfig::default()
    })
    .unwrap();
    assert_eq!(
        low.redact("bare Qk29Xq81Lm7Np3Vb6Tc0Rw4Y").text,
        "bare Qk29Xq81Lm7Np3Vb6Tc0Rw4Y"
    );
    let high = LeakFilter::new(LeakConfig {
        sensitivity: 1.0,
        ..LeakConfig::default()
    })
    .unwrap();
    assert_eq!(
        high.redact("bare Qk29Xq81Lm7Np3Vb").text,
        "bare [REDACTED:high-entropy]"
    );
}

fn pem(lines: usize) -> String {
    let mut s = String::from("-----BEGIN RSA PRIVATE KEY-----\n");
    for i in 0..lines {
        s += &format!("{:0>64}\n", format!("Qk29Xq81Lm7Np3Vb6Tc0Rw4Ys2x{i}"));
    }
    s + "-----END RSA PRIVATE KEY-----\n"
}

#[test]
fn private_key_blocks_are_redacted_whole_even_past_the_cap() {
    let f = LeakFilter::new(LeakConfig {
        holdback_cap: 1024,
        ..LeakConfig::default()
    })
    .unwrap();
    for lines in [3, 40] {
        let text = format!("key:\n{}after\n", pem(lines));
        let batch = f.redact(&text).text;
        assert!(!batch.contains("Qk29Xq81"), "{batch}");
        assert!(batch.starts_with("key:\n[REDACTED:private-key]"), "{batch}");
        assert!(batch.ends_with("after\n"), "{batch}");
        for step in [1, 7, 16, 500] {
            assert_eq!(stream_all(f.stream(), &text, step), batch, "step {step}");
        }
    }
}

#[test]
fn long_clean_lines_pass_the_cap_unaltered() {
    let f = LeakFilter::new(LeakConfig {
        holdback_cap: 1024,
        ..LeakConfig::default()
    })
    .unwrap();
    let mut b64 = String::new();
    for i in 0..400 {
        b64 += &format!("Zk29Xq81Lm7Np3Vb{i:04}");
    }
    let text = format!("![x](data:image/png;base64,iVBORw0KGgo{b64}) ok\n");
    assert_eq!(f.redact(&text).text, text);
    let mut s = f.stream();
    let mut out = String::new();
    for c in text.as_bytes().chunks(16) {
        out += &s.feed_bytes(c);
        assert!(s.held() <= 1024 + 16, "held {}", s.held());
    }
    out += &s.finish();
    assert_eq!(out, text);
}

#[test]
fn stream_holds_back_little_in_prose() {
    let f = LeakFilter::new(LeakConfig::default()).unwrap();
    let mut s = f.stream();
    let mut out = String::new();
    for w in "The build passed after updating the dependencies and the logs are clean. "
        .split_inclusive(' ')
    {
        out += &s.feed(w);
        assert!(s.held() <= 16, "held {}", s.held());
    }
    out += &s.finish();
    assert!(out.starts_with("The build passed"));
}

/// Regression (found by the `leakfilter_stream` fuzz target): a forced cut
/// at the holdback cap inside a whitespace-free run split a key or a
/// receipt that started after a delimiter, so the key leaked and the
/// receipt was mangled.
#[test]
fn forced_cut_at_the_cap_never_splits_a_key_or_a_receipt() {
    use receipts_core::{Prefix, Tag};
    let cfg = LeakConfig {
        holdback_cap: 1024,
        ..LeakConfig::default()
    };
    let f = LeakFilter::new(cfg).unwrap();
    let key = format!("AKIA{}", "QWERTYUIOPASDFGH");
    for pad in [1000usize, 1010, 1015, 1020] {
        let text = format!("{}({key})", "a".repeat(pad));
        let out = f.redact(&text).text;
        assert!(!out.contains(&key[4..]), "pad {pad}: {out}");
    }
    let token = Prefix::default().token(1774608496, Tag::from_bytes([7; 32]));
    for pad in [990usize, 1000, 1010] {
        let text = format!("{}({token})", "a".repeat(pad));
        let out = f.redact(&text).text;
        assert!(out.contains(token.as_str()), "pad {pad}: {out}");
    }
}

/// Fuzz-found (leakfilter_stream): a finding that spans several receipts
/// (here an unterminated private-key block) lost every piece between the
/// first and the last receipt, so a key sitting between two receipts
/// leaked. Receipts stay exempt; everything else in the span is redacted.
#[test]
fn a_finding_spanning_several_receipts_keeps_every_piece_between_them() {
    use receipts_core::{Prefix, Tag};
    let f = LeakFilter::new(LeakConfig::default()).unwrap();
    let t1 = Prefix::default().token(1774608496, Tag::from_bytes([7; 32]));
    let t2 = Prefix::default().token(1774608497, Tag::from_bytes([9; 32]));
    let key = format!("AKIA{}", "QWERTYUIOPASDFGH");
    let body = "MIIEowIBAAKCAQEAu1SU1LfVLPHCozMxH2Mo4lgOEePzNm0tRgeLezV6ffAt0gun";
    for close in ["", "\n-----END RSA PRIVATE KEY-----\n"] {
        let text = format!(
            "-----BEGIN RSA PRIVATE KEY-----\n{body}\n{t1} {body}({key}) {t2}\n{body}{close}"
        );
        let out = f.redact(&text);
        assert!(!out.text.contains(&key[4..]), "{}", out.text);
        assert!(!out.text.contains(&body[..12]), "{}", out.text);
        assert!(out.text.contains(t1.as_str()) && out.text.contains(t2.as_str()));
        assert_eq!(out.text, stream_all(f.stream(), &text, 7));
    }
}

/// Fuzz-found (leakfilter_stream): when the byte before the holdback cap
/// was a `z` inside a receipt's digest (the prefix's first byte, glued to
/// the digest so no token can start there), the forced cut gave up looking
/// for the real receipt that started before it and cut the receipt in two.
#[test]
fn forced_cut_keeps_a_receipt_whose_digest_looks_like_a_prefix() {
    let token = format!("zc-receipt-1774608496-{}w", "z".repeat(42));
    for block in [false, true] {
        let f = LeakFilter::new(LeakConfig {
            holdback_cap: 1024,
            ..LeakConfig::default()
        })
        .unwrap();
        let head = if block {
            "-----BEGIN RSA PRIVATE KEY-----\n"
        } else {
            ""
        };
        for pad in 1024 - token.len() - 4..1024 {
            let pad = pad - head.len();
            // `.` ends a token but is no cut delimiter: nothing else but
            // the receipt itself marks where the cut may go
            let text = format!("{head}{}.{token}.{}", "a".repeat(pad), "b".repeat(40));
            let out = f.redact(&text).text;
            assert!(out.contains(&token), "block {block}, pad {pad}: {out}");
            assert_eq!(
                out,
                stream_all(f.stream(), &text, 5),
                "block {block}, pad {pad}"
            );
        }
    }
}

/// Fuzz-found (leakfilter_stream): inside a key block there are no soft
/// cuts, and a forced cut at the cap split an access key id that followed a
/// blank (a glued receipt prefix before it had also moved the search for a
/// delimiter back past the blank). Forced cuts now go after a blank too,
/// and look for delimiters between a glued prefix and the cap.
#[test]
fn forced_cut_in_a_key_block_goes_after_a_blank() {
    let f = LeakFilter::new(LeakConfig {
        holdback_cap: 1024,
        ..LeakConfig::default()
    })
    .unwrap();
    let key = format!("AKIA{}", "QWERTYUIOPASDFGH");
    for head in [
        "-----BEGIN PUBLIC KEY-----\n",
        "-----BEGIN CERTIFICATE-----\n",
    ] {
        for glue in ["", "xzc-receipt-12"] {
            for pad in
                1024 - head.len() - key.len() - glue.len() - 2..1024 - head.len() - glue.len()
            {
                let text = format!("{head}{}{glue} {key}\n", "a".repeat(pad));
                let out = f.redact(&text).text;
                assert!(
                    !out.contains(&key[4..]),
                    "{head:?} {glue:?} pad {pad}: {out}"
                );
                assert_eq!(out, stream_all(f.stream(), &text, 9));
            }
        }
    }
}

/// Fuzz-found (leakfilter_stream): a look-alike glued to a secret
/// (`AKIA…zc-receipt-…=<receipt>`) is no near-token in the input, but the
/// replacement ends in `]`, after which it became one whose span swallowed
/// the real receipt behind it, so a scanner no longer saw that receipt.
/// The finding now takes the glued look-alike in.
#[test]
fn a_redaction_never_hides_a_following_receipt() {
    use receipts_core::{FoundKind, Prefix, Tag};
    let f = LeakFilter::new(LeakConfig::default()).unwrap();
    let prefix = Prefix::default();
    let real = prefix.token(1774608496, Tag::from_bytes([7; 32]));
    let key = format!("AKIA{}", "QWERTYUIOPASDFGH");
    for glue in ["=", "/", "+", "-x="] {
        let text = format!("x {key}zc-receipt-1774608496-abc{glue}{real} done");
        let tokens = |t: &str| {
            prefix
                .scan(t)
                .filter(|x| matches!(x.kind, FoundKind::Token(_)))
                .count()
        };
        assert_eq!(tokens(&text), 1, "{text}");
        let out = f.redact(&text).text;
        assert!(!out.contains(&key[4..]), "{out}");
        assert_eq!(tokens(&out), 1, "{out}");
        assert!(out.contains(real.as_str()));
        assert_eq!(out, stream_all(f.stream(), &text, 3));
    }
}

/// A secret glued onto a receipt or a look-alike is redacted to the end of
/// its word, also past characters no token holds (`~`, `.`, `!`), while a
/// real receipt behind it stays.
#[test]
fn lookalikes_are_redacted_to_the_end_of_their_word() {
    use receipts_core::{Prefix, Tag};
    let f = LeakFilter::new(LeakConfig::default()).unwrap();
    let real = Prefix::default().token(1774608496, Tag::from_bytes([7; 32]));
    let glued = "Klr0Q~Vv5vsCHhefr24RNFIT2vha.y4fZFStzXjB!x";
    for text in [
        format!("({real}{glued}) done"),
        format!("zc-receipt-1-{glued} done"),
        format!("zc-receipt-1-{glued}~{real} done"),
    ] {
        let out = f.redact(&text).text;
        assert!(!out.contains("Vv5vsCHhefr2"), "{out}");
        assert!(!out.contains("24RNFIT2vha"), "{out}");
        assert!(out.ends_with(" done"), "{out}");
        if text.contains(&format!("~{real}")) {
            assert!(out.contains(real.as_str()), "{out}");
        }
    }
}

/// Fuzz-found (leakfilter_stream): a forced cut that fell right before a
/// glued look-alike made it look like it started at a token boundary, so
/// its near-token span (over `=` and on) swallowed the real receipt behind
/// it. After a forced cut that follows a token character the group's first
/// byte is no boundary.
#[test]
fn a_forced_cut_gives_no_boundary_to_what_follows() {
    use receipts_core::{FoundKind, Prefix, Tag};
    let prefix = Prefix::default();
    let real = prefix.token(1774608496, Tag::from_bytes([7; 32]));
    let f = LeakFilter::new(LeakConfig {
        holdback_cap: 1024,
        ..LeakConfig::default()
    })
    .unwrap();
    for k in [5usize, 50] {
        let text = format!(
            "{}zc-receipt-1-{}={real} end",
            "a".repeat(1024),
            "g".repeat(k)
        );
        let count = |t: &str| {
            prefix
                .scan(t)
                .filter(|x| matches!(x.kind, FoundKind::Token(_)))
                .count()
        };
        assert_eq!(count(&text), 1);
        let out = f.redact(&text).text;
        assert_eq!(count(&out), 1, "k {k}: {out}");
        assert_eq!(out, stream_all(f.stream(), &text, 11));
    }
}

/// Text that talks about keys and code that names them is no key: a PEM
/// header mentioned in a sentence, the PuTTY marker in prose, `Type::path`,
/// reference types, macro calls, format placeholders, a written-out
/// alphabet, version strings.
#[test]
fn prose_and_code_about_keys_pass() {
    let f = LeakFilter::new(LeakConfig::default()).unwrap();
    for text in [
        "A PEM file starts with -----BEGIN PRIVATE KEY----- and ends with -----END PRIVATE KEY----- lines.",
        "Look for the line -----BEGIN RSA PRIVATE KEY----- in the file, then tell me.",
        "The opener is `-----BEGIN …` and PuTTY files start with PuTTY-User-Key-File- followed by a version.",
        "let t = Token::from_str(&s)?; let key: &str = \"x\"; let bad_token = matches!(k, K::A);",
        "Self { private_key: !off(PRIVATE_KEY), token: {token} }",
        "const ALPHABET: &[u8] = b\"ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789\";",
        "version = \"0.11.1+wasi-snapshot-preview1\" and id issue-hmac-sha256/receipt/64KiB",
    ] {
        let out = f.redact(text);
        assert_eq!(out.text, text, "{:?}", out.findings);
    }
    // while a real header followed by key material still is one
    let key = format!(
        "-----BEGIN RSA PRIVATE KEY-----\n{}\n",
        "MIIEowIBAAKCAQEAu1SU1LfVLPHCozMxH2Mo4lgOEePzNm0tRgeLezV6ffAt0gun"
    );
    assert!(f.redact(&key).text.starts_with("[REDACTED:private-key]"));
    let escaped = "\"private_key\": \"-----BEGIN PRIVATE KEY-----\\nMIIEvQIBADANBgkqhkiG9w0BAQEFAASC\\n-----END PRIVATE KEY-----\\n\"";
    assert!(!f.redact(escaped).text.contains("MIIEvQIBADAN"));
}

/// The streaming fast path (a delta in normal text with nothing pending)
/// and the general path agree with batch for every delta size, on text
/// built around what decides a cut: blanks or CR at a delta's end with a
/// separator in the next one, trigger windows, dashes and markers split
/// across deltas, receipts, long words, CRLF, text deltas and byte deltas.
/// What is returned after each delta depends on the text so far only (a
/// stream fed that text in one piece returns the same), so no chunking
/// holds back more than another.
#[test]
fn every_delta_size_gives_the_batch_text() {
    let f = LeakFilter::new(LeakConfig::default()).unwrap();
    let receipt = format!("zc-receipt-1774608496-{D}");
    let texts = [
        "key  = value and more words\npassword :  hunter2hunter2 \r\nnext line   \r\n\tend".to_owned(),
        "a \r\n b\t\t:x y    :z w     =v ok\r\nx \r y".to_owned(),
        "token: abc def ghi jkl mno pqr stu vwx yz0 123 456 789 after the window\n".to_owned(),
        format!("2024-05-01 -- - --- ok\n{}after -----BEGIN nothing\n", pem(3)),
        format!("ok {receipt} done ({receipt}) [receipt: {receipt}]\nzc-receipt-1-{D}\n"),
        "id 532426d4-5efe-467c-a25d-708951015f73 and AKIAABCDEFGHIJKLMNOP, ghp_abcdefghijklmnopqrstuvwxyz0123456789 x".to_owned(),
        "é€😀 words    between  blanks é\r\n\r\n  x".to_owned(),
        "PuTTY-User-Key-File-3: ssh-ed25519\nPrivate-Lines: 1\nAAAAQk29Xq81Lm7Np3Vb6Tc0Rw4Ys2x\nPrivate-MAC: 00ff\nafter".to_owned(),
    ];
    for text in &texts {
        let batch = f.redact(text).text;
        for step in 1..=40 {
            assert_eq!(
                stream_all(f.stream(), text, step),
                batch,
                "bytes, step {step}: {text:?}"
            );
            // text deltas of about `step` bytes, cut at char boundaries
            let mut s = f.stream();
            let (mut out, mut i) = (String::new(), 0);
            while i < text.len() {
                let mut j = (i + step).min(text.len());
                while !text.is_char_boundary(j) {
                    j += 1;
                }
                out += &s.feed(&text[i..j]);
                assert_eq!(
                    out,
                    f.stream().feed(&text[..j]),
                    "held back differently after {j} bytes, step {step}: {text:?}"
                );
                i = j;
            }
            out += &s.finish();
            assert_eq!(out, batch, "text, step {step}: {text:?}");
        }
    }
}
