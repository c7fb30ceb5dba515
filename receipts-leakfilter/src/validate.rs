//! Checks applied to a rule's match before it becomes a finding:
//! documentation placeholders, references and plain words are not secrets.

use std::sync::LazyLock;

use aho_corasick::AhoCorasick;

use crate::entropy::identifier_like;
use crate::rules::Check;

const PLACEHOLDER_PARTS: &[&str] = &[
    "...",
    "…",
    "****",
    "<",
    ">",
    "${",
    "{{",
    "example",
    "your_",
    "your-",
    "yourapi",
    "placeholder",
    "redacted",
    "changeme",
    "replace_me",
    "replace-me",
    "insert_",
    "dummy",
    "xxxxxx",
];

const NOT_SECRETS: &[&str] = &[
    "true",
    "false",
    "null",
    "none",
    "nil",
    "undefined",
    "yes",
    "no",
    "on",
    "off",
    "required",
    "optional",
    "string",
    "str",
    "bool",
    "boolean",
    "int",
    "integer",
    "env",
    "secret",
    "secrets",
    "password",
    "passwd",
    "pass",
    "pwd",
    "token",
    "hidden",
    "masked",
    "empty",
    "todo",
    "tbd",
    "n/a",
    "xxx",
    "***",
    "pw",
    "test",
    "foo",
    "bar",
];

/// `$VAR`, `${VAR}`, `%VAR%`, `%(name)s`, `%s`, `{name}`: a reference to
/// a value, not the value.
fn is_reference(s: &str) -> bool {
    let ident =
        |t: &str| !t.is_empty() && t.bytes().all(|b| b.is_ascii_alphanumeric() || b == b'_');
    if let Some(inner) = s.strip_prefix('{').and_then(|r| r.strip_suffix('}')) {
        return ident(inner);
    }
    if let Some(rest) = s.strip_prefix('$') {
        return rest.starts_with('{') || rest.starts_with('(') || ident(rest);
    }
    // (`%APPDATA%`, `%UserProfile%`, `%DB_PASSWORD2%`; a name of mixed case
    // with digits is a random password that happens to sit between two
    // `%`: `%Ahqj49ul4vuT_eCD%`)
    let random = |t: &str| {
        t.bytes().any(|b| b.is_ascii_lowercase())
            && t.bytes().any(|b| b.is_ascii_uppercase())
            && t.bytes().any(|b| b.is_ascii_digit())
    };
    if let Some(rest) = s.strip_prefix('%') {
        return rest.starts_with('(')
            || rest.len() <= 2
            || rest
                .strip_suffix('%')
                .is_some_and(|name| ident(name) && !random(name));
    }
    false
}

/// One automaton over [`PLACEHOLDER_PARTS`] in lower and upper case (not
/// mixed case, which random tokens produce by chance: `…6BuDummYuy…`).
static PARTS: LazyLock<Option<AhoCorasick>> = LazyLock::new(|| {
    let both = PLACEHOLDER_PARTS
        .iter()
        .flat_map(|p| [p.to_string(), p.to_uppercase()]);
    AhoCorasick::new(both).ok()
});

/// A masked value: `xxxx-xxxx-xxxx`, `XXXXXXXX-XXXX-…`, `****`, `•••`,
/// only mask characters and separators.
fn is_mask(s: &str) -> bool {
    let mut masks = 0usize;
    for c in s.chars() {
        match c {
            'x' | 'X' | '*' | '•' | '●' => masks += 1,
            '-' | '_' | '.' | ' ' => {}
            _ => return false,
        }
    }
    masks >= 4
}

/// A documentation placeholder such as `<YOUR_API_KEY>`, `sk-...`,
/// `xxxx`, `${TOKEN}` or a vendor's published `…EXAMPLE` key.
pub(crate) fn is_placeholder(s: &str) -> bool {
    let has_part = match PARTS.as_ref() {
        Some(ac) => ac.is_match(s),
        None => PLACEHOLDER_PARTS
            .iter()
            .any(|p| s.contains(p) || s.contains(&p.to_uppercase())),
    };
    has_part
        || is_mask(s)
        || is_reference(s)
        || (s.len() <= 12 && NOT_SECRETS.iter().any(|w| w.eq_ignore_ascii_case(s)))
}

fn assignment_value(v: &str, quoted: bool) -> bool {
    let t = v.trim();
    if is_placeholder(t) {
        return false;
    }
    // an unquoted value in prose takes the sentence's full stop or colon
    // (`set apiKey=hunter_Pepper42.`): judge it without
    let t = if quoted {
        t
    } else {
        t.trim_end_matches(['.', ':'])
    };
    if t.len() < 3 {
        return false;
    }
    let b = t.as_bytes();
    if quoted {
        // a passphrase may hold spaces; prose in a schema or a description
        // is no value
        return t.bytes().filter(|&c| c == b' ').count() < 2 || !reads_like_prose(t);
    }
    // a word or an identifier (`token = myToken`), also a reference type
    // (`token: &str`, `key: *const u8`), a negation or a macro call
    // (`private_key: !off(…)`, `bad_token = matches!(…)`)
    let core = t
        .trim_start_matches(['&', '*', '!'])
        .trim_end_matches('!')
        .as_bytes();
    if !core.is_empty()
        && core.iter().all(|c| c.is_ascii_alphabetic() || *c == b'_')
        && identifier_like(core)
    {
        return false;
    }
    if b.iter().all(u8::is_ascii_digit) && b.len() < 8 {
        return false; // a small number
    }
    // `settings.SECRET_KEY`, `String::new` (only identifier characters:
    // `Yc&+jQ5!.rRtn` has short parts but is no reference)
    let path = b
        .iter()
        .all(|c| c.is_ascii_alphanumeric() || matches!(c, b'_' | b'.' | b':'));
    if path && (t.contains("::") || (t.contains('.') && identifier_like(b))) {
        return false;
    }
    true
}

/// Words that ordinary sentences are full of and passphrases hardly
/// ever hold (English, Spanish, French, German).
const FUNCTION_WORDS: &[&str] = &[
    "a",
    "an",
    "and",
    "are",
    "as",
    "at",
    "be",
    "by",
    "can",
    "for",
    "from",
    "if",
    "in",
    "is",
    "it",
    "least",
    "must",
    "not",
    "of",
    "on",
    "or",
    "please",
    "should",
    "the",
    "this",
    "to",
    "use",
    "used",
    "will",
    "with",
    "you",
    "your",
    "de",
    "el",
    "la",
    "los",
    "las",
    "para",
    "que",
    "un",
    "una",
    "y",
    "es",
    "al",
    "con",
    "del",
    "en",
    "menos",
    "no",
    "por",
    "se",
    "su",
    "tu",
    "le",
    "les",
    "des",
    "du",
    "et",
    "pour",
    "votre",
    "au",
    "avec",
    "doit",
    "moins",
    "der",
    "die",
    "das",
    "und",
    "ist",
    "mit",
    "ein",
    "eine",
    "zu",
    "ihr",
    "sie",
    "den",
    "dem",
    "nicht",
    "mindestens",
];

/// Does a quoted value with several spaces read like a sentence (a
/// description, a hint, an error message) rather than a passphrase?
fn reads_like_prose(t: &str) -> bool {
    if t.ends_with(['.', '?', '!', ':']) || t.split_whitespace().count() > 8 {
        return true;
    }
    t.split_whitespace().any(|w| {
        let w = w.trim_matches(|c: char| !c.is_alphanumeric());
        FUNCTION_WORDS.iter().any(|f| w.eq_ignore_ascii_case(f))
    })
}

/// Apply `check` to the secret text of a match; `quoted` says whether an
/// assignment's value was quoted.
pub(crate) fn accept(check: Check, secret: &str, quoted: bool) -> bool {
    match check {
        Check::Placeholder => !is_placeholder(secret),
        Check::Assignment => assignment_value(secret, quoted),
        Check::UrlPassword => !is_placeholder(secret) && !secret.starts_with('{'),
        Check::Bearer => {
            !is_placeholder(secret) && !secret.bytes().all(|b| b.is_ascii_lowercase() || b == b'_')
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn placeholders() {
        for p in [
            "<YOUR_API_KEY>",
            "sk-...",
            "xxxxxxxx",
            "${GITHUB_TOKEN}",
            "AKIAIOSFODNN7EXAMPLE",
            "$TOKEN",
            "{token}",
            "xxxx-xxxx-xxxx",
            "XXXXXXXX-XXXX-XXXX-XXXX-XXXXXXXXXXXX",
            "••••••••",
        ] {
            assert!(is_placeholder(p), "{p}");
        }
        assert!(!is_placeholder("q8F3kLm92xPzQ7vT"));
        // a Windows variable is a reference; a random password between two
        // `%` is not
        for r in ["%APPDATA%", "%UserProfile%", "%DB_PASSWORD2%"] {
            assert!(is_placeholder(r), "{r}");
        }
        assert!(!is_placeholder("%Ahqj49ul4vuT_eCD%"));
    }

    #[test]
    fn assignment_values() {
        assert!(accept(Check::Assignment, "hunter2", false));
        assert!(accept(Check::Assignment, "Tr0ub4dor&3", true));
        assert!(!accept(Check::Assignment, "required", false));
        assert!(!accept(Check::Assignment, "myToken", false));
        assert!(!accept(Check::Assignment, "os.environ", false));
        assert!(!accept(Check::Assignment, "os.environ.", false));
        assert!(accept(Check::Assignment, "liverpool_Football569.", false));
        assert!(accept(Check::Assignment, "Yc&+jQ5!.rRtn", false));
        assert!(!accept(Check::Assignment, "sk-...", false));
        assert!(!accept(Check::Assignment, "null", false));
        assert!(!accept(
            Check::Assignment,
            "must be at least 8 characters",
            true
        ));
        assert!(!accept(Check::Assignment, "5", false));
        assert!(!accept(Check::Assignment, "&str", false));
        assert!(!accept(Check::Assignment, "*const", false));
        assert!(!accept(Check::Assignment, "matches!", false));
        assert!(!accept(Check::Assignment, "!off", false));
        // passphrases with spaces, but not sentences
        assert!(accept(
            Check::Assignment,
            "correct horse battery staple",
            true
        ));
        assert!(accept(
            Check::Assignment,
            "Blue7 Lantern! Quiet Ocean",
            true
        ));
        for prose in [
            "Enter your password",
            "The API token used for the deploy job",
            "debe tener al menos 8 caracteres",
            "muss mindestens 8 Zeichen haben und eine Zahl",
            "stored in the vault",
            "see the docs.",
        ] {
            assert!(!accept(Check::Assignment, prose, true), "{prose}");
        }
    }
}
