//! Exemptions of the high-entropy fallback: things agents print all the
//! time that look random but are not secrets.
//!
//! Each check looks only at the run itself and a few bytes before it, so
//! the whole pass stays linear. URL context and public-key blocks are
//! tracked by the caller while it walks the text.

/// Base64 prefixes of common media files (PNG, JPEG, GIF, WebP, PDF, MP4,
/// Ogg, MP3, XML, SVG, ZIP, WOFF).
const MEDIA_MAGIC: &[&[u8]] = &[
    b"iVBORw0KGgo",
    b"/9j/",
    b"R0lGOD",
    b"UklGR",
    b"JVBERi0",
    b"AAAAIGZ0eXA",
    b"AAAAGGZ0eXA",
    b"AAAAHGZ0eXA",
    b"T2dnUw",
    b"SUQz",
    b"PD94bWwg",
    b"PHN2Zy",
    b"UEsDB",
    b"d09GR",
    b"d09GMg",
];

/// Base64 prefixes of SSH public-key blobs (length-prefixed key type).
const SSH_BLOB: &[&[u8]] = &[
    b"AAAAB3NzaC1",
    b"AAAAC3NzaC1",
    b"AAAAE2VjZHNh",
    b"AAAAGnNrLX",
];

/// Publishable keys, public by design (Stripe `pk_`).
const PUBLIC_KEY_PREFIX: &[&[u8]] = &[b"pk_live_", b"pk_test_"];

/// Subresource-integrity and similar digest prefixes.
const DIGEST_PREFIX: &[&[u8]] = &[b"sha256-", b"sha384-", b"sha512-", b"sha1-"];

/// Labels of content digests written `<label>:<base64>` (Go's `go.sum`
/// `h1:`, `sha256:` in lock files and manifests).
const DIGEST_LABEL: &[&[u8]] = &[b"h1:", b"sha1:", b"sha256:", b"sha384:", b"sha512:"];

/// Prefixes of object ids that APIs return and agents print in every
/// transcript: Anthropic messages, tool uses and requests, OpenAI
/// completions, tool calls, responses, assistants, threads, runs, files
/// and batches, Stripe objects, Supabase publishable keys. Ids, not
/// credentials; exempt up to [`MAX_ID_BODY`] characters after the prefix.
const OBJECT_ID_PREFIX: &[&[u8]] = &[
    b"msg_",
    b"toolu_",
    b"srvtoolu_",
    b"req_",
    b"chatcmpl-",
    b"call_",
    b"resp_",
    b"asst_",
    b"thread_",
    b"run_",
    b"file-",
    b"batch_",
    b"pi_",
    b"ch_",
    b"cus_",
    b"pm_",
    b"evt_",
    b"in_",
    b"sub_",
    b"prod_",
    b"price_",
    b"acct_",
    b"txn_",
    b"seti_",
    b"re_",
    b"po_",
    b"py_",
    b"sb_publishable_",
];

/// Longest id body after an [`OBJECT_ID_PREFIX`].
const MAX_ID_BODY: usize = 40;

fn object_id(run: &[u8]) -> bool {
    OBJECT_ID_PREFIX.iter().any(|p| {
        run.len() > p.len()
            && run.len() <= p.len() + MAX_ID_BODY
            && run.starts_with(p)
            && run[p.len()..].iter().all(u8::is_ascii_alphanumeric)
    })
}

/// An IPFS content id, alone or as the last path segment: CIDv0
/// (`Qm` and 44 base58 characters) or CIDv1 in base32 (`bafy…`, `bafk…`).
fn is_cid(run: &[u8]) -> bool {
    let last = run.rsplit(|&b| b == b'/').next().unwrap_or(run);
    let v0 = last.len() == 46
        && last.starts_with(b"Qm")
        && last
            .iter()
            .all(|&b| b.is_ascii_alphanumeric() && !matches!(b, b'0' | b'O' | b'I' | b'l'));
    let v1 = last.len() >= 50
        && (last.starts_with(b"bafy") || last.starts_with(b"bafk"))
        && last
            .iter()
            .all(|&b| b.is_ascii_lowercase() || matches!(b, b'2'..=b'7'));
    v0 || v1
}

/// Public identifiers with a fixed shape: GitHub GraphQL node ids
/// (`PR_kwDO…`, `I_kwDO…`), Google OAuth client ids (`<project number>-<32
/// base36>`, before `.apps.googleusercontent.com`), Bitcoin bech32
/// addresses (`bc1q…`, `bc1p…`).
fn public_id(run: &[u8]) -> bool {
    let upper = run.iter().take_while(|b| b.is_ascii_uppercase()).count();
    let node = (1..=4).contains(&upper)
        && run.len() <= 48
        && (run[upper..].starts_with(b"_kwDO")
            || run[upper..].starts_with(b"_kgDO")
            || run[upper..].starts_with(b"_kwHO"));
    let digits = run.iter().take_while(|b| b.is_ascii_digit()).count();
    let client = (8..=14).contains(&digits)
        && run.len() == digits + 33
        && run[digits] == b'-'
        && run[digits + 1..]
            .iter()
            .all(|b| b.is_ascii_lowercase() || b.is_ascii_digit());
    let bech32 = (run.starts_with(b"bc1q") || run.starts_with(b"bc1p"))
        && (42..=62).contains(&run.len())
        && run[4..].iter().all(|&b| {
            (b.is_ascii_lowercase() || b.is_ascii_digit())
                && !matches!(b, b'1' | b'b' | b'i' | b'o')
        });
    node || client || bech32
}

/// A ULID: 26 characters of Crockford base32 whose first, a timestamp
/// digit, is at most 7.
fn is_ulid(run: &[u8]) -> bool {
    run.len() == 26
        && matches!(run[0], b'0'..=b'7')
        && run.iter().all(|&b| {
            b.is_ascii_digit()
                || (b.is_ascii_uppercase() && !matches!(b, b'I' | b'L' | b'O' | b'U'))
        })
}

fn starts_with_any(run: &[u8], set: &[&[u8]]) -> bool {
    set.iter().any(|p| run.starts_with(p))
}

/// An alphabet or a counting run written out (`ABC…XYZabc…xyz012…9`):
/// most neighbours follow each other in byte order.
pub(crate) fn is_sequence(run: &[u8]) -> bool {
    let steps = run
        .windows(2)
        .filter(|w| w[1] == w[0].wrapping_add(1))
        .count();
    run.len() >= 8 && steps * 5 >= (run.len() - 1) * 4
}

/// Hex digests, git SHAs, UUIDs, `0x` numbers.
pub(crate) fn is_hex_like(run: &[u8]) -> bool {
    let body = run
        .strip_prefix(b"0x")
        .or_else(|| run.strip_prefix(b"0X"))
        .unwrap_or(run);
    !body.is_empty() && body.iter().all(|b| b.is_ascii_hexdigit() || *b == b'-')
}

/// Base64 that decodes to printable text (file contents returned by APIs
/// as base64) is not a credential of any known kind.
pub(crate) fn is_base64_text(run: &[u8]) -> bool {
    let body = run
        .strip_suffix(b"==")
        .or_else(|| run.strip_suffix(b"="))
        .unwrap_or(run);
    if body.len() < 16 {
        return false;
    }
    let mut acc: u32 = 0;
    let mut bits = 0u32;
    let (mut total, mut printable) = (0usize, 0usize);
    for &c in body {
        let v = match c {
            b'A'..=b'Z' => c - b'A',
            b'a'..=b'z' => c - b'a' + 26,
            b'0'..=b'9' => c - b'0' + 52,
            b'+' | b'-' => 62,
            b'/' | b'_' => 63,
            _ => return false,
        };
        acc = (acc << 6) | u32::from(v);
        bits += 6;
        if bits >= 8 {
            bits -= 8;
            let byte = ((acc >> bits) & 0xff) as u8;
            total += 1;
            if (0x20..0x7f).contains(&byte) || matches!(byte, b'\n' | b'\r' | b'\t') {
                printable += 1;
            }
        }
    }
    total > 0 && printable * 100 >= total * 97
}

/// Cheap exemptions of one run, by its shape and what precedes it
/// ([`is_base64_text`] is checked separately, only for random-looking
/// runs); `before` holds the bytes of the
/// same whitespace-free stretch just before the run (at most a few).
pub(crate) fn exempt(run: &[u8], before: &[u8]) -> bool {
    is_hex_like(run)
        || is_sequence(run)
        || starts_with_any(run, DIGEST_PREFIX)
        || starts_with_any(run, MEDIA_MAGIC)
        || starts_with_any(run, SSH_BLOB)
        || starts_with_any(run, PUBLIC_KEY_PREFIX)
        || before.len() >= 7 && before[before.len() - 7..].eq_ignore_ascii_case(b"base64,")
        || DIGEST_LABEL.iter().any(|l| {
            before.len() >= l.len() && before[before.len() - l.len()..].eq_ignore_ascii_case(l)
        })
        || run.starts_with(b"/nix/store/")
        || run.starts_with(b"/var/folders/")
        || run.starts_with(b"/private/var/folders/")
        || is_cid(run)
        || object_id(run)
        || public_id(run)
        || is_ulid(run)
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn hex_and_uuid() {
        assert!(is_hex_like(b"3f786850e387550fdab836ed7e6dc881de23001b"));
        assert!(is_hex_like(b"123e4567-e89b-12d3-a456-426614174000"));
        assert!(is_hex_like(b"0xDEADbeef"));
        assert!(!is_hex_like(b"3f786850e387550fdab836ed7e6dc881de23001g"));
    }

    #[test]
    fn sequences() {
        assert!(is_sequence(
            b"ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789-_"
        ));
        assert!(is_sequence(b"0123456789abcdef"));
        assert!(!is_sequence(b"q8F3kLm92xPzQ7vT1bN4rS6wY0hJ5aXc"));
    }

    #[test]
    fn base64_text() {
        // "Hello, world! this is a file." in base64
        assert!(is_base64_text(b"SGVsbG8sIHdvcmxkISB0aGlzIGlzIGEgZmlsZS4="));
        assert!(!is_base64_text(b"q8F3kLm92xPzQ7vT1bN4rS6wY0hJ5aXc"));
    }

    #[test]
    fn prefixes() {
        assert!(exempt(b"sha384-oqVuAfXRKap7fdgcCY5uykM6+R9GqQ8K", b""));
        assert!(exempt(b"iVBORw0KGgoAAAANSUhEUgAAAAEAAAAB", b""));
        assert!(exempt(b"AAAAC3NzaC1lZDI1NTE5AAAAIHk3", b""));
        assert!(exempt(b"Zk29Xq81Lm7Np3Vb6Tc0Rw4Ys2", b"image/png;base64,"));
        assert!(!exempt(b"Zk29Xq81Lm7Np3Vb6Tc0Rw4Ys2", b"x"));
        assert!(exempt(b"Zk29Xq81Lm7Np3Vb6Tc0Rw4Ys2", b" h1:"));
        assert!(exempt(
            b"nThbg6kXUpJWGl7E1IGOCspRomTxdCARLviKw6E5SY8",
            b"SHA256:"
        ));
        assert!(exempt(
            b"/nix/store/0c0bq5h4ylh6kw3z3i3f1i1r9d2z5l7p-openssl-3",
            b""
        ));
        assert!(exempt(
            b"/ipfs/QmXoypizjW3WknFiJnKLwHCnL72vedxjQkDDP1mXWo6uco",
            b""
        ));
    }

    #[test]
    fn object_ids_and_ulids() {
        assert!(exempt(b"toolu_01A09q90qw90lq917835lq9", b""));
        assert!(exempt(b"chatcmpl-9xKq2LmN7pQ4rS6tU8vW0yZ1aB3c", b""));
        assert!(exempt(b"pi_3MtwBwLkdIwHu7ix28a3tqPa", b""));
        assert!(exempt(b"01HF8X5ZK3M9Q2R7T4V6W8Y0AB", b""));
        // too long for an id, or no id prefix
        assert!(!exempt(
            b"msg_q8F3kLm92xPzQ7vT1bN4rS6wY0hJ5aXcq8F3kLm92xPzQ7vT",
            b""
        ));
        assert!(!exempt(b"xq_3MtwBwLkdIwHu7ix28a3tqPa", b""));
        assert!(!exempt(b"91HF8X5ZK3M9Q2R7T4V6W8Y0AB", b""));
        assert!(exempt(b"PR_kwDOAbCdEf5xJ2xNq7Lm3Vb9Tc", b""));
        assert!(exempt(
            b"123456789012-a1b2c3d4e5f6g7h8i9j0k1l2m3n4o5p6",
            b""
        ));
        assert!(exempt(b"bc1qar0srrr7xfkvy5l643lydnw9re59gtzzwf5mdq", b""));
    }
}
