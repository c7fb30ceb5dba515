//! "Did you mean": the closest valid name to a misspelt one.

/// The candidate closest to `name`, if it is close enough to be a likely
/// misspelling: within a few edits (Damerau-Levenshtein, normalized) or,
/// for short names, similar by Jaro-Winkler. Case is ignored.
pub(crate) fn closest<'a>(
    name: &str,
    candidates: impl IntoIterator<Item = &'a str>,
) -> Option<&'a str> {
    best(name, candidates, |a, b| {
        let edits = strsim::normalized_damerau_levenshtein(a, b);
        if edits >= 0.6 || strsim::jaro_winkler(a, b) >= 0.9 {
            Some(edits)
        } else {
            None
        }
    })
}

/// Like [`closest`] for long names that share most of their text (dotted
/// paths, environment variable names): only a few edits are accepted.
pub(crate) fn closest_long<'a>(
    name: &str,
    candidates: impl IntoIterator<Item = &'a str>,
) -> Option<&'a str> {
    best(name, candidates, |a, b| {
        let edits = strsim::normalized_damerau_levenshtein(a, b);
        (edits >= 0.8).then_some(edits)
    })
}

fn best<'a>(
    name: &str,
    candidates: impl IntoIterator<Item = &'a str>,
    score: impl Fn(&str, &str) -> Option<f64>,
) -> Option<&'a str> {
    if name.is_empty() {
        return None;
    }
    let name = name.to_ascii_lowercase();
    candidates
        .into_iter()
        .filter_map(|c| score(&name, &c.to_ascii_lowercase()).map(|s| (s, c)))
        .max_by(|a, b| a.0.total_cmp(&b.0))
        .map(|(_, c)| c)
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn finds_near_misses_only() {
        let keys = [
            "enabled",
            "backend",
            "ledger_capacity",
            "show_in_response",
            "max_retries",
        ];
        assert_eq!(closest("bakend", keys), Some("backend"));
        assert_eq!(closest("enable", keys), Some("enabled"));
        assert_eq!(closest("retries", keys), Some("max_retries"));
        assert_eq!(closest("Show_In_Response", keys), Some("show_in_response"));
        assert_eq!(closest("zzz", keys), None);
        assert_eq!(closest("", keys), None);
    }

    #[test]
    fn long_names_need_few_edits() {
        let vars = [
            "agent__tool_receipts__enabled",
            "security__leak_detection__high_entropy_tokens",
        ];
        assert_eq!(
            closest_long("agent__tool_receipts__enabld", vars),
            Some("agent__tool_receipts__enabled")
        );
        assert_eq!(closest_long("nothing_like_it", vars), None);
        assert_eq!(closest_long("agent__tool_receipts", vars), None);
    }
}
