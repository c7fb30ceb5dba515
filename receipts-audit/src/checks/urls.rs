//! `unsupported_url`: the URLs the turn's results hold, for the URLs a
//! reply presents as coming from a tool.

use memchr::memmem;

use crate::support::url_core;

use super::Sentences;

/// Where a URL that starts `text` ends: the first whitespace, quote,
/// angle bracket, closing bracket or backtick. Byte by byte, decoding only
/// what is not ASCII (Unicode whitespace ends it too).
pub(super) fn url_end(text: &str) -> Option<usize> {
    let b = text.as_bytes();
    let mut i = 0;
    while let Some(&c) = b.get(i) {
        if c.is_ascii() {
            if char::from(c).is_whitespace()
                || matches!(c, b'"' | b'\'' | b'<' | b'>' | b')' | b']' | b'`')
            {
                return Some(i);
            }
            i += 1;
        } else {
            let ch = text[i..].chars().next()?;
            if ch.is_whitespace() {
                return Some(i);
            }
            i += ch.len_utf8();
        }
    }
    None
}

impl<'a> Sentences<'a> {
    /// Is `url` (as the reply writes it) in a result of the turn: the
    /// result URLs, or else anywhere in the results' text? `None` when the
    /// turn has no result text at all.
    pub(super) fn url_in_results(&self, url: &str) -> Option<bool> {
        // (a fragment the reply gives must be the result's too:
        // "…/book-of-rules#rule-19-24" is not in a result that has
        // "…/book-of-rules"; without one, the page is)
        let fragment = url.contains('#');
        let core = if fragment {
            url.trim_end_matches('/')
        } else {
            url_core(url)
        };
        // after the first "://" (a short search: no searcher built)
        let bare = core
            .as_bytes()
            .windows(3)
            .position(|w| w == b"://")
            .map_or(core, |p| &core[p + 3..]);
        if bare.is_empty() || (!fragment && self.result_urls().contains(bare)) {
            return Some(true);
        }
        let hay = self.haystack()?;
        Some(memmem::find(hay.as_bytes(), bare.as_bytes()).is_some())
    }

    /// All known results and arguments, for URL look-ups.
    pub(super) fn haystack(&self) -> Option<&str> {
        self.haystack
            .get_or_init(|| {
                let len = self
                    .recs
                    .iter()
                    .flat_map(|r| [&r.result, &r.args])
                    .flatten()
                    .map(|t| t.len() + 1)
                    .sum();
                let mut s = String::with_capacity(len);
                let mut any = false;
                for r in self.recs {
                    for t in [&r.result, &r.args].into_iter().flatten() {
                        s.push_str(t);
                        s.push('\n');
                        any = true;
                    }
                }
                any.then_some(s)
            })
            .as_deref()
    }

    /// The URLs in known results and arguments, without scheme, trailing
    /// slash and fragment: the fast path of the URL check.
    pub(super) fn result_urls(&self) -> &foldhash::HashSet<&'a str> {
        self.result_urls.get_or_init(|| {
            let mut set =
                foldhash::HashSet::with_capacity_and_hasher(self.recs.len(), Default::default());
            for r in self.recs {
                for t in [&r.result, &r.args].into_iter().flatten() {
                    let t: &'a str = t.as_str();
                    let b = t.as_bytes();
                    // every "://" (its matches cannot overlap): a colon
                    // before "//", found with `memchr` (results are short,
                    // and a `memmem` search costs more to start)
                    let schemes =
                        memchr::memchr_iter(b':', b).filter(|&at| b[at + 1..].starts_with(b"//"));
                    for at in schemes {
                        let end = url_end(&t[at + 3..]).map_or(t.len(), |o| at + 3 + o);
                        let u = url_core(t[at + 3..end].trim_end_matches(['.', ',', ';', ':']));
                        set.insert(u);
                    }
                }
            }
            set
        })
    }
}

#[cfg(test)]
mod tests {
    use proptest::prelude::*;

    use super::*;
    use crate::FindingKind;
    use crate::checks::testing::{spans, turn};

    #[test]
    fn urls_listed_under_a_cue_or_a_cited_sentence_are_checked() {
        let web = turn(
            &[(
                "web_search",
                r#"{"results":[{"url":"https://a.example/x"}]}"#,
            )],
            &[],
        );
        let url = FindingKind::UnsupportedUrl;
        let same_para = "Results (web_search, {T0}):\n- https://a.example/x\n- https://b.example/y";
        assert_eq!(spans(&web, same_para, url), ["https://b.example/y"]);
        let next_para =
            "Here is what the search turned up:\n\nhttps://a.example/x\nhttps://c.example/z";
        assert_eq!(spans(&web, next_para, url), ["https://c.example/z"]);
        // a link recommended in a later paragraph is not presented as found
        let later = "The search found it [receipt: {T0}].\n\nBackground: https://c.example/z";
        assert!(spans(&web, later, url).is_empty());
        // a URL the assistant came across while searching is presented as
        // found, in four languages
        for reply in [
            "The search found it [receipt: {T0}]. I also came across https://c.example/z.",
            "Bei der Suche bin ich auf die FAQ gestoßen: https://c.example/z",
            "En buscando me topé con https://c.example/z.",
            "En cherchant, je suis tombé sur https://c.example/z.",
        ] {
            assert_eq!(spans(&web, reply, url), ["https://c.example/z"], "{reply}");
        }
        // a fragment the result does not give is not the result's URL
        let anchored = turn(
            &[(
                "web_search",
                r#"{"results":[{"url":"https://a.example/rules"},{"url":"https://a.example/faq#refunds"}]}"#,
            )],
            &[],
        );
        assert_eq!(
            spans(
                &anchored,
                "The search result links to https://a.example/rules#rule-19 [receipt: {T0}].",
                url
            ),
            ["https://a.example/rules#rule-19"]
        );
        // near misses: the result's own fragment, the page without one
        for reply in [
            "The search result links to https://a.example/faq#refunds [receipt: {T0}].",
            "The search result links to https://a.example/faq [receipt: {T0}].",
            "The search result links to https://a.example/rules/ [receipt: {T0}].",
        ] {
            assert!(spans(&anchored, reply, url).is_empty(), "{reply}");
        }
    }

    #[test]
    fn urls_after_unverified_tokens_and_in_offers() {
        let url = FindingKind::UnsupportedUrl;
        let rulings = turn(
            &[(
                "rulings_search",
                "HQ H301126 https://rulings.example.gov/ruling/H301126",
            )],
            &[],
        );
        // a token this scope never issued, then a URL it presents
        let forged = "zc-receipt-1700000000-N7p00e_jLpl0bi9OdA6fK-lUImGO_1_EQJRJc0jP_wA";
        let reply = format!(
            "The key one is HQ H301126 [receipt: {forged}]: https://rulings.example.gov/ruling/H301162"
        );
        assert_eq!(
            spans(&rulings, &reply, url),
            ["https://rulings.example.gov/ruling/H301162"]
        );
        assert!(
            spans(
                &rulings,
                "It is HQ H301126 [receipt: {T0}]. If you want background, the notes at https://example.org/notes are worth a look.",
                url
            )
            .is_empty()
        );
        // a receipt cited after the offer does not make the URL the tool's
        assert!(
            spans(
                &rulings,
                "If you want to cross-check, see https://example.org/notes yourself; that is my suggestion [receipt: {T0}].",
                url
            )
            .is_empty()
        );
        // near miss: a URL after the cited tool's receipt is checked
        assert_eq!(
            spans(
                &rulings,
                "rulings_search found it [receipt: {T0}]: https://example.org/notes",
                url
            ),
            ["https://example.org/notes"]
        );
    }

    proptest! {
        /// The byte-wise `url_end` finds what the char-wise search finds.
        #[test]
        fn url_end_finds_what_a_char_search_finds(text in "[a-z/:.\"'<>)\\]`\t\n\u{b} é\u{a0}\u{3000}]{0,24}") {
            let by_chars = text.find(|c: char| {
                c.is_whitespace() || matches!(c, '"' | '\'' | '<' | '>' | ')' | ']' | '`')
            });
            prop_assert_eq!(url_end(&text), by_chars);
        }
    }
}
