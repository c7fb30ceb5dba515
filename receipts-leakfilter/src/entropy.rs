//! The high-entropy fallback: does a run of token characters look like a
//! random secret rather than a word, an identifier or a number?

/// Parameters derived from [`LeakConfig::sensitivity`](crate::LeakConfig).
#[derive(Debug, Clone, Copy)]
pub(crate) struct EntropyParams {
    /// Shortest run considered.
    pub(crate) min_len: usize,
    /// Fraction of the maximum possible Shannon entropy a run must reach.
    pub(crate) factor: f64,
}

impl EntropyParams {
    /// `sensitivity` 0.0 → 32 characters and 86 % of the maximum entropy;
    /// 0.5 → 24 and 78 %; 1.0 → 16 and 70 %.
    pub(crate) fn new(sensitivity: f64) -> Self {
        let s = sensitivity.clamp(0.0, 1.0);
        EntropyParams {
            min_len: (32.0 - 16.0 * s).round() as usize,
            factor: 0.86 - 0.16 * s,
        }
    }
}

/// Shannon entropy in bits per byte.
pub(crate) fn shannon(bytes: &[u8]) -> f64 {
    if bytes.is_empty() {
        return 0.0;
    }
    let mut counts = [0u32; 256];
    for &b in bytes {
        counts[usize::from(b)] += 1;
    }
    let n = bytes.len() as f64;
    counts
        .iter()
        .filter(|&&c| c > 0)
        .map(|&c| {
            let p = f64::from(c) / n;
            -p * p.log2()
        })
        .sum()
}

#[derive(Clone, Copy, PartialEq, Eq)]
enum Class {
    Lower,
    Upper,
    Digit,
    Other,
}

fn class(b: u8) -> Class {
    match b {
        b'a'..=b'z' => Class::Lower,
        b'A'..=b'Z' => Class::Upper,
        b'0'..=b'9' => Class::Digit,
        _ => Class::Other,
    }
}

/// Does `part` (no separators) read like words: `getUserById`,
/// `HTTPServer2`, `config`? Splits at case and digit changes and asks for
/// words of reasonable length.
fn wordish(part: &[u8]) -> bool {
    // `v2`, `utf8`, `64KiB`: too short to tell, and not worth a secret
    if part.len() <= 5 {
        return true;
    }
    let mut words = 0usize;
    let mut singles = 0usize;
    let mut acronyms = 0usize;
    let mut short = 0usize;
    let mut i = 0;
    while i < part.len() {
        let start = i;
        match class(part[i]) {
            Class::Digit => {
                while i < part.len() && class(part[i]) == Class::Digit {
                    i += 1;
                }
            }
            Class::Upper => {
                i += 1;
                if i < part.len() && class(part[i]) == Class::Lower {
                    while i < part.len() && class(part[i]) == Class::Lower {
                        i += 1;
                    }
                } else {
                    // an acronym: uppercase letters, leaving the last one
                    // for a following capitalised word
                    while i < part.len() && class(part[i]) == Class::Upper {
                        i += 1;
                    }
                    if i < part.len() && class(part[i]) == Class::Lower && i - start > 2 {
                        i -= 1;
                    }
                    if i - start >= 2 && i < part.len() {
                        acronyms += 1;
                    }
                }
            }
            Class::Lower => {
                while i < part.len() && class(part[i]) == Class::Lower {
                    i += 1;
                }
            }
            Class::Other => i += 1,
        }
        words += 1;
        // a one-character word, except a version or size digit at the end
        // (`preview1`, `utf8`)
        if i - start == 1 && !(i == part.len() && class(part[start]) == Class::Digit) {
            singles += 1;
        }
        if i - start <= 2 {
            short += 1;
        }
    }
    // camelCase capitalises about one letter a word; random mixed case
    // about half of them
    let upper = part.iter().filter(|b| b.is_ascii_uppercase()).count();
    let lower = part.iter().filter(|b| b.is_ascii_lowercase()).count();
    if upper > 0 && lower > 0 && upper * 5 > (upper + lower) * 2 {
        return false;
    }
    let avg = part.len() as f64 / words as f64;
    // camelCase has at most a couple of acronyms; random mixed case has
    // upper-case runs all over
    // and words of one or two letters are the exception, not the rule
    avg >= 3.0
        && singles * 4 <= words
        && acronyms <= 2
        && (part.len() < 16 || short * 5 <= words * 2)
}

/// True when every separator-delimited part of `run` reads like words:
/// camelCase, snake_case, kebab-case and path-like identifiers. In a path
/// (a run with a `/`) a part may also be a hex digest, as cache
/// directories, snapshots and bundle names hold
/// (`…/snapshots/86b5e09…/`, `/_next/static/chunks/_app-4b5e8c9d1a2f3e4b`).
pub(crate) fn identifier_like(run: &[u8]) -> bool {
    run.split(|&b| matches!(b, b'_' | b'-' | b'/' | b'.' | b'+' | b'='))
        .all(|part| {
            wordish(part)
                || (part.len() >= 7
                    && part.iter().all(u8::is_ascii_hexdigit)
                    && run.contains(&b'/'))
        })
}

/// Is `run` a random-looking token under `p`? The caller has applied the
/// exemptions already.
pub(crate) fn is_random(run: &[u8], p: EntropyParams) -> bool {
    if run.len() < p.min_len {
        return false;
    }
    let (mut lower, mut upper, mut digit) = (false, false, false);
    for &b in run {
        match class(b) {
            Class::Lower => lower = true,
            Class::Upper => upper = true,
            Class::Digit => digit = true,
            Class::Other => {}
        }
    }
    let classes = usize::from(lower) + usize::from(upper) + usize::from(digit);
    if classes < 2 {
        return false;
    }
    if identifier_like(run) {
        return false;
    }
    let max = (run.len().min(64) as f64).log2();
    shannon(run) >= p.factor * max
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn shannon_bounds() {
        assert_eq!(shannon(b""), 0.0);
        assert_eq!(shannon(b"aaaa"), 0.0);
        assert!((shannon(b"abcd") - 2.0).abs() < 1e-9);
    }

    #[test]
    fn identifiers_are_not_random() {
        let p = EntropyParams::new(1.0);
        for s in [
            "getUserAccountSettingsById",
            "max_retry_count_for_requests",
            "XMLHttpRequestEventTarget",
            "src/components/UserProfileCard",
            "TEST_DATABASE_CONNECTION_POOL",
            "test_parse_utf8_roundtrip_2",
            "getHTTPSConnectionForAPIClientV2",
            "1+wasi-snapshot-preview1",
            "issue-hmac-sha256/receipt/64KiB",
            "ALL_CAPS_CONSTANT_NAME_WITH_MANY_PARTS",
            "/_next/static/chunks/pages/_app-4b5e8c9d1a2f3e4b",
            "cache/huggingface/hub/models--bert-base-uncased/snapshots/86b5e0934494bd15c9632b12f734a8a67f723594/model",
        ] {
            assert!(!is_random(s.as_bytes(), p), "{s}");
        }
    }

    #[test]
    fn random_tokens_are_random() {
        let p = EntropyParams::new(0.5);
        for s in [
            "aB3xK9pQ2mN7vL4wR8tYz5cD",
            "Zk29Xq81Lm7Np3Vb6Tc0Rw4Ys2",
            "q8F3/kLm+92xPzQ7vT1bN4rS6wY0hJ5=",
            "vlOahYBzpTGHFRULbcbqJaacoTvrYaYVNXBD8",
            "ExqffOpYFRrApwqPAKDJXCJQZQO3ivPVZUIA",
            "gfTvVcWXrYekdHkqrvefavi4yneaafqOyz",
        ] {
            assert!(is_random(s.as_bytes(), p), "{s}");
        }
    }

    #[test]
    fn sensitivity_moves_thresholds() {
        assert!(EntropyParams::new(0.0).min_len > EntropyParams::new(1.0).min_len);
        assert!(EntropyParams::new(0.0).factor > EntropyParams::new(1.0).factor);
    }
}
