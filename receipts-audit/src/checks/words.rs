//! Reading reply text word by word: the next and previous word, codes
//! and identifiers, past forms and participles.

use std::ops::Range;

use crate::vocabulary::{ARTICLE, Lexicon};

/// How often `word` occurs in `text` as a whole word (not inside another:
/// "free" in "freeze" is none).
/// The length of the word that opens `text`: letters, hyphens and
/// apostrophes ("Parvo-Fälle", "qu'il").
pub(super) fn word_len(text: &str) -> usize {
    text.find(|c: char| !(c.is_alphabetic() || c == '-' || c == '\''))
        .unwrap_or(text.len())
}

/// Does `w` hold both a digit and a letter (an identifier: "W3",
/// "UBC-V-298114", "WINTER24")?
pub(super) fn has_digit_and_letter(w: &str) -> bool {
    w.bytes().any(|c| c.is_ascii_digit()) && w.chars().any(char::is_alphabetic)
}

/// Is `w` a code of ASCII letters then a digit, then letters or digits
/// ("F40", "P1", "H100", "A4x")?
pub(super) fn is_code(w: &str) -> bool {
    let after_letters = w.trim_start_matches(|c: char| c.is_ascii_alphabetic());
    after_letters.len() < w.len()
        && after_letters.starts_with(|c: char| c.is_ascii_digit())
        && after_letters.bytes().all(|c| c.is_ascii_alphanumeric())
}

/// The words of `text` between the chars that are not alphanumeric: what
/// `text.split(|c: char| !c.is_alphanumeric())` yields, without the empty
/// pieces, reading ASCII bytes without decoding them.
pub(super) fn alnum_words(text: &str) -> impl Iterator<Item = &str> {
    let b = text.as_bytes();
    // is the char at `i` (a char boundary) alphanumeric, and how long is it?
    let at = move |i: usize| -> Option<(bool, usize)> {
        let c = *b.get(i)?;
        if c.is_ascii() {
            Some((c.is_ascii_alphanumeric(), 1))
        } else {
            let ch = text.get(i..)?.chars().next()?;
            Some((ch.is_alphanumeric(), ch.len_utf8()))
        }
    };
    let mut i = 0;
    std::iter::from_fn(move || {
        while let Some((false, len)) = at(i) {
            i += len;
        }
        let start = i;
        while let Some((true, len)) = at(i) {
            i += len;
        }
        (i > start).then(|| &text[start..i])
    })
}

pub(super) fn is_past_form(word: &str) -> bool {
    let n = word.chars().count();
    let ends = |e: &str| {
        word.len() > e.len()
            && word
                .get(word.len() - e.len()..)
                .is_some_and(|t| t.eq_ignore_ascii_case(e))
    };
    // Spanish "-í" preterites ("moví", "añadí"), not adverbs of place
    let preterite = n > 3 && ends("í") && !["aquí", "allí", "ahí", "así"].contains(&word);
    preterite
        || (n > 3
            && ["ed", "ado", "ido", "ó", "é", "ée", "és", "ées"]
                .iter()
                .any(|e| ends(e)))
}

/// A German past participle ("gepostet", "eingetragen", "umgestellt",
/// "erstellt", "aktualisiert"): "ge" at the start or after a separable
/// prefix, ending in "t" or "en"; or an inseparable prefix or "-iert".
pub(super) fn is_participle(word: &str) -> bool {
    const PREFIXES: [&[u8]; 26] = [
        b"",
        b"ab",
        b"an",
        b"auf",
        b"aus",
        b"ein",
        b"mit",
        b"nach",
        b"um",
        b"vor",
        b"zu",
        b"hoch",
        b"bei",
        b"dar",
        b"durch",
        b"fest",
        b"frei",
        b"her",
        b"hin",
        b"hinzu",
        b"los",
        b"weg",
        b"weiter",
        b"wieder",
        "zurück".as_bytes(),
        b"zusammen",
    ];
    // (without "ge": an inseparable prefix, "erstellt", "verschickt",
    // "berechnet"; a verb in -ieren, "aktualisiert", "exportiert"; written
    // in lower case, unlike the nouns)
    const INSEPARABLE: [&[u8]; 7] = [b"be", b"er", b"ver", b"zer", b"ent", b"emp", b"miss"];
    let w = word.as_bytes();
    let ends = |e: &[u8]| w.len() > e.len() && w[w.len() - e.len()..].eq_ignore_ascii_case(e);
    let lower = w.first().is_some_and(u8::is_ascii_lowercase);
    // (six letters in lower case: "gelegt", "gebaut")
    (w.len() >= 7 || lower && w.len() >= 6)
        && ((ends(b"t") || ends(b"en"))
            && PREFIXES.iter().any(|p| {
                w.len() >= p.len() + 5
                    && w[..p.len()].eq_ignore_ascii_case(p)
                    && w[p.len()..p.len() + 2].eq_ignore_ascii_case(b"ge")
            })
            || lower
                && (ends(b"iert")
                    || ends(b"t")
                        && INSEPARABLE
                            .iter()
                            .any(|p| w.len() >= p.len() + 5 && w.starts_with(p))))
}

/// A German strong participle with an inseparable prefix ("verschoben",
/// "vergeben", "entnommen"): read only after an auxiliary ("hat … verschoben"),
/// where the infinitive it looks like cannot stand.
pub(super) fn is_strong_participle(word: &str) -> bool {
    const INSEPARABLE: [&str; 6] = ["be", "er", "ver", "zer", "ent", "emp"];
    word.len() >= 8
        && word.ends_with("en")
        && word.bytes().all(|b| !b.is_ascii_uppercase())
        && INSEPARABLE.iter().any(|p| word.starts_with(p))
}

/// An English gerund ("running", "checking"): ASCII-case-insensitive
/// "-ing" ending.
pub(super) fn is_gerund(word: &str) -> bool {
    word.len() > 5
        && word
            .get(word.len() - 3..)
            .is_some_and(|e| e.eq_ignore_ascii_case("ing"))
}

pub(super) fn clean_cmd(s: &str) -> &str {
    let t = s.trim();
    t.strip_prefix("$ ").unwrap_or(t).trim()
}

pub(super) fn is_ident_char(c: char) -> bool {
    c.is_alphanumeric() || matches!(c, '_' | '-' | '.')
}

pub(super) fn prev_word(lexicon: &Lexicon, text: &str, pos: usize) -> Option<Range<usize>> {
    let mut end = pos;
    loop {
        let t = text[..end].trim_end_matches([' ', '-', '`', '*']);
        let e = t.len();
        let s = t.trim_end_matches(is_ident_char).len();
        if s == e {
            return None;
        }
        let w = &text[s..e];
        if lexicon.word_is(w, ARTICLE) {
            end = s;
            continue;
        }
        return Some(s..e.min(s + w.trim_end_matches('.').len()));
    }
}

pub(super) fn next_word(lexicon: &Lexicon, text: &str, pos: usize) -> Option<Range<usize>> {
    next_word_past(text, pos, |w| lexicon.word_is(w, ARTICLE))
}

/// The word at or after `pos` (past spaces, dashes, backticks and
/// asterisks, and past the words `skip` takes): a run of [`is_ident_char`]
/// without its trailing periods.
pub(super) fn next_word_past(
    text: &str,
    pos: usize,
    skip: impl Fn(&str) -> bool,
) -> Option<Range<usize>> {
    // byte by byte: [`is_ident_char`] on ASCII, chars only past it
    let b = text.as_bytes();
    let mut start = pos;
    loop {
        let mut s = start;
        while b
            .get(s)
            .is_some_and(|c| matches!(c, b' ' | b'-' | b'`' | b'*'))
        {
            s += 1;
        }
        let mut e = s;
        while let Some(&c) = b.get(e) {
            if c.is_ascii() {
                if !(c.is_ascii_alphanumeric() || matches!(c, b'_' | b'-' | b'.')) {
                    break;
                }
                e += 1;
            } else {
                match text.get(e..).and_then(|t| t.chars().next()) {
                    Some(ch) if is_ident_char(ch) => e += ch.len_utf8(),
                    _ => break,
                }
            }
        }
        if e == s {
            // "l'outil" style: the apostrophe article is part of the tool word
            return None;
        }
        while e > s && b[e - 1] == b'.' {
            e -= 1;
        }
        if skip(&text[s..e]) {
            start = e;
            continue;
        }
        return Some(s..e);
    }
}

#[cfg(test)]
mod tests {
    use proptest::prelude::*;

    use super::*;
    use crate::Vocabulary;

    /// The built-in vocabulary, compiled once for the tests that call a
    /// word function directly.
    static BUILTIN_LEXICON: std::sync::LazyLock<Lexicon> = std::sync::LazyLock::new(|| {
        Vocabulary::builtin()
            .compile()
            .expect("the built-in vocabulary compiles")
    });

    /// The articles of every built-in table.
    static BUILTIN_ARTICLES: std::sync::LazyLock<Vec<String>> = std::sync::LazyLock::new(|| {
        let v = Vocabulary::builtin();
        let names: Vec<String> = v.languages().map(str::to_owned).collect();
        names
            .iter()
            .filter_map(|l| v.get(l))
            .flat_map(|p| p.articles.clone())
            .collect()
    });

    proptest! {
        /// The byte-wise word split yields what `str::split` at the chars
        /// that are not alphanumeric yields, less its empty pieces.
        #[test]
        fn alnum_words_split_like_str_split(text in "[a-zA-Z0-9 .\\-`*_'é’ßÉ²٣()]{0,32}") {
            let by_split: Vec<&str> = text
                .split(|c: char| !c.is_alphanumeric())
                .filter(|w| !w.is_empty())
                .collect();
            prop_assert_eq!(alnum_words(&text).collect::<Vec<_>>(), by_split);
        }

        /// The byte-wise `next_word` finds what the char-wise reading of
        /// its definition finds.
        #[test]
        fn next_word_reads_like_its_definition(text in "[a-zA-Z0-9 .\\-`*_'é’ß()]{0,24}", at in 0usize..24) {
            fn by_chars(text: &str, pos: usize) -> Option<Range<usize>> {
                let mut start = pos;
                loop {
                    let rest = &text[start..];
                    let t = rest.trim_start_matches([' ', '-', '`', '*']);
                    let s = start + (rest.len() - t.len());
                    let w = t.split(|c: char| !is_ident_char(c)).next().unwrap_or("");
                    if w.is_empty() {
                        return None;
                    }
                    let w = w.trim_end_matches('.');
                    if BUILTIN_ARTICLES.iter().any(|a| w.eq_ignore_ascii_case(a)) {
                        start = s + w.len();
                        continue;
                    }
                    return Some(s..s + w.len());
                }
            }
            let mut at = at.min(text.len());
            while !text.is_char_boundary(at) {
                at -= 1;
            }
            prop_assert_eq!(next_word(&BUILTIN_LEXICON, &text, at), by_chars(&text, at));
        }
    }
}
