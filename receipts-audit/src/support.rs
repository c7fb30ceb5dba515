//! What a tool result supports: counts, emptiness, URLs, commands in
//! arguments. Every function is linear in the result.

use memchr::memmem;

use crate::vocabulary::{ABSENCE, ABSENCE_DET, Lexicon, NEGATION, NON_COUNT, WEAK_ABSENCE};

/// Results at most this long are read for phrases that state absence.
const SHORT_RESULT: usize = 300;

/// Results of more lines than this are not read for phrases that state
/// absence: they list data.
const SHORT_RESULT_LINES: u64 = 2;

/// How many letters and digits a short result may hold besides the
/// sentence that says it found nothing, and still be read as saying so.
const OTHER_CONTENT: usize = 40;

/// How many fields with a value a JSON object with an empty list may have
/// and still be an empty answer (`{"results": [], "query": "x", "page": 1}`).
const RECORD_FIELDS: usize = 3;

fn standalone_numbers(text: &str, mut f: impl FnMut(u64) -> bool) -> bool {
    let b = text.as_bytes();
    let mut i = 0;
    while i < b.len() {
        if !b[i].is_ascii_digit() {
            i += 1;
            continue;
        }
        let s = i;
        while i < b.len() && b[i].is_ascii_digit() {
            i += 1;
        }
        let letter_before = s > 0 && b[s - 1].is_ascii_alphabetic();
        let letter_after = i < b.len() && b[i].is_ascii_alphabetic();
        // a part of a date, time, version or decimal ("2024-03-14",
        // "07:05", "3.29", "12,5") states no count; thousands are read
        // whole by `thousands`
        let joined = |p: usize, q: usize| {
            matches!(b.get(p), Some(b'-' | b':' | b'/' | b'.' | b','))
                && b.get(q).is_some_and(u8::is_ascii_digit)
        };
        // (the end of a range from one states how many: "slots 1-12")
        let range_end = s >= 2
            && b[s - 1] == b'-'
            && b[s - 2] == b'1'
            && (s == 2 || !(b[s - 3].is_ascii_alphanumeric() || matches!(b[s - 3], b'-' | b'.')));
        // (and the total of a fraction: "frame 4320/4320", "3/5 passed";
        // not a date: "06/20/2024", whose numerator is joined itself,
        // "02/04" or "11/04", with a leading zero or a part over the whole)
        let fraction_total = s >= 2 && b[s - 1] == b'/' && b[s - 2].is_ascii_digit() && {
            let mut t = s - 1;
            while t > 0 && b[t - 1].is_ascii_digit() {
                t -= 1;
            }
            let lone = t == 0
                || !(b[t - 1].is_ascii_alphanumeric()
                    || matches!(b[t - 1], b'-' | b'.' | b'/' | b':' | b','));
            let part = text[t..s - 1].parse::<u64>().ok();
            let total = text[s..i].parse::<u64>().ok();
            lone && b[t] != b'0' && b[s] != b'0' && part.zip(total).is_some_and(|(p, w)| p <= w)
        };
        let compound =
            (s >= 2 && joined(s - 1, s - 2) && !range_end && !fraction_total) || joined(i, i + 1);
        if letter_before || letter_after || compound || i - s > 18 {
            continue;
        }
        if let Ok(n) = text[s..i].parse::<u64>() {
            if f(n) {
                return true;
            }
        }
    }
    false
}

/// Does `text` state the number `n` on its own (not inside a date, time,
/// version, decimal or word)?
pub(crate) fn states_number(text: &str, n: u64) -> bool {
    standalone_numbers(text, |m| m == n)
}

/// Does a short line of `lower` (a lower-cased result; 80 bytes at most)
/// name `stem` at the start of a word and state `n` on its own ("alerts:
/// 1 (exhaust fan vibration)" for 1 and "alert")?
pub(crate) fn states_with(lower: &str, n: u64, stem: &str) -> bool {
    lower.lines().filter(|l| l.len() <= 80).any(|line| {
        line.match_indices(stem).any(|(at, _)| {
            line[..at]
                .chars()
                .next_back()
                .is_none_or(|c| !c.is_alphanumeric())
        }) && states_number(line, n)
    })
}

/// Do a call's JSON `args` ask for the number `n`: a number value, or a
/// word of a text value ("qty": 60, "address": "14 Quay Street")? A
/// digit inside an identifier or date ("LUNA-2", "2024-05-02") asks for
/// nothing. Arguments that are not JSON are read like a result.
pub(crate) fn requests_number(args: &str, n: u64) -> bool {
    fn asks(v: &serde_json::Value, n: u64) -> bool {
        match v {
            serde_json::Value::Number(x) => x.as_u64() == Some(n),
            serde_json::Value::String(s) => s.split_whitespace().any(|w| {
                let w = w.trim_end_matches([',', '.', ';', ':']);
                !w.is_empty() && w.bytes().all(|b| b.is_ascii_digit()) && w.parse() == Ok(n)
            }),
            serde_json::Value::Array(a) => a.iter().any(|x| asks(x, n)),
            serde_json::Value::Object(o) => o.values().any(|x| asks(x, n)),
            _ => false,
        }
    }
    match serde_json::from_str::<serde_json::Value>(args) {
        Ok(v) => asks(&v, n),
        Err(_) => states_number(args, n),
    }
}

/// The element counts of the arrays in `v` and of its objects of several
/// keys, except objects that are records of an array (`in_array`): their
/// keys are fields, not items.
fn json_array_lengths(
    v: &serde_json::Value,
    in_array: bool,
    f: &mut dyn FnMut(usize) -> bool,
) -> bool {
    match v {
        serde_json::Value::Array(a) => {
            f(a.len()) || a.iter().any(|x| json_array_lengths(x, true, f))
        }
        serde_json::Value::Object(o) => {
            // a map of items ({"a.rs": "M", "b.rs": "A"}) has values of one
            // kind; a record's fields of several kinds ({"id": "c_2040",
            // "open_invoices": 2}) are no items
            let kind = |x: &serde_json::Value| std::mem::discriminant(x);
            let items = o
                .values()
                .next()
                .is_some_and(|first| o.values().all(|x| kind(x) == kind(first)));
            (!in_array && o.len() > 1 && items && f(o.len()))
                || o.values().any(|x| json_array_lengths(x, false, f))
        }
        _ => false,
    }
}

/// The lines of `text` that are items of a list ("- a", "* b", "• c",
/// "1. d", "2) e").
fn list_items(text: &str) -> u64 {
    text.lines()
        .filter(|l| {
            let t = l.trim_start();
            let digits = t.bytes().take_while(u8::is_ascii_digit).count();
            t.starts_with("- ")
                || t.starts_with("* ")
                || t.starts_with("• ")
                || t.starts_with("+ ")
                || (digits > 0
                    && digits < 4
                    && matches!(
                        t.as_bytes().get(digits..digits + 2),
                        Some([b'.' | b')', b' '])
                    ))
        })
        .count() as u64
}

/// The count nouns (first forms, as the built-in vocabulary has them) that
/// a count of the distinct files of a search result supports.
const FILE_STEMS: [&str; 5] = ["file", "fichier", "archivo", "fichero", "datei"];

/// How many distinct files the lines of a search result name: the part
/// before the first `:` of lines shaped like `path:line: text` (0 unless
/// two lines or more are).
fn distinct_files(text: &str) -> u64 {
    let mut files: Vec<&str> = text
        .lines()
        .filter_map(|l| {
            let (path, rest) = l.split_once(':')?;
            let pathy = !path.is_empty()
                && !path.contains(char::is_whitespace)
                && path.contains(['/', '.']);
            let line_no = rest.bytes().next().is_some_and(|c| c.is_ascii_digit());
            (pathy && line_no).then_some(path)
        })
        .collect();
    if files.len() < 2 {
        return 0;
    }
    files.sort_unstable();
    files.dedup();
    files.len() as u64
}

fn parse_json(result: &str) -> Option<serde_json::Value> {
    let t = result.trim_start();
    if t.starts_with('[') || t.starts_with('{') {
        serde_json::from_str(result).ok()
    } else {
        None
    }
}

/// A line of a table that is no row: a rule, dashes or equals signs
/// (three at least) with `+`, `|`, `:` and spaces ("------+-----",
/// "|---|:--|"), or a row count under it ("(4 rows)").
fn is_rule(line: &str) -> bool {
    let t = line.trim();
    let footer = t
        .strip_prefix('(')
        .and_then(|r| r.strip_suffix(" rows)").or_else(|| r.strip_suffix(" row)")))
        .is_some_and(|d| !d.is_empty() && d.bytes().all(|b| b.is_ascii_digit()));
    footer
        || t.bytes().filter(|&b| b == b'-' || b == b'=').count() >= 3
            && t.bytes()
                .all(|b| matches!(b, b'-' | b'=' | b'+' | b'|' | b':' | b' ' | b'\t'))
}

/// The number of lines (as [`str::lines`] splits them) that are not only
/// whitespace.
fn nonblank_lines(text: &str) -> u64 {
    let b = text.as_bytes();
    let mut n = 0;
    let mut start = 0;
    while start < b.len() {
        let end = memchr::memchr(b'\n', &b[start..]).map_or(b.len(), |o| start + o);
        let line = &b[start..end];
        // an ASCII byte that is not whitespace settles it; other lines are
        // read as text (Unicode whitespace, such as a no-break space)
        let blank = match line
            .iter()
            .find(|&&c| !(c.is_ascii() && char::from(c).is_whitespace()))
        {
            None => true,
            Some(c) if c.is_ascii() => false,
            Some(_) => text[start..end].trim().is_empty(),
        };
        n += u64::from(!blank);
        start = end + 1;
    }
    n
}

/// Does the first non-blank line of `text` look like a table header: no
/// digit in it, and either separators of columns (`,` tab `|`) or column
/// names in capitals ("id,total" above "101,250.00"; "NAME STATUS" above
/// "api-1 Running")?
fn has_header(text: &str) -> bool {
    let Some(first) = text.lines().find(|l| !l.trim().is_empty()) else {
        return false;
    };
    let b = first.as_bytes();
    let capitals = b.iter().any(u8::is_ascii_alphabetic) && !b.iter().any(u8::is_ascii_lowercase);
    // (no digit run but inside a name: after a letter, and before a letter,
    // an underscore, a separator or the end: "co2_ppm", "total_m3_today",
    // "melt_cm_30d";
    // not "main.rs:12:", "13:20", "v1.2")
    let mut value = false;
    let mut i = 0;
    while i < b.len() {
        if !b[i].is_ascii_digit() {
            i += 1;
            continue;
        }
        let start = i;
        while b.get(i).is_some_and(u8::is_ascii_digit) {
            i += 1;
        }
        // (or after an underscore and before a letter: "melt_cm_30d")
        let after_letter = start > 0
            && (b[start - 1].is_ascii_alphabetic()
                || (b[start - 1] == b'_' && b.get(i).is_some_and(u8::is_ascii_alphabetic)));
        let name_goes_on = b.get(i).is_none_or(|&n| {
            n.is_ascii_alphabetic() || matches!(n, b'_' | b',' | b'\t' | b'|' | b';' | b' ')
        });
        value |= !(after_letter && name_goes_on);
    }
    !value && (first.contains([',', '\t', '|', ';']) || capitals || aligned_columns(first))
}

/// Column names set apart by runs of two spaces or more, three columns or
/// more ("device_id   name   room   last_seen"): the header of a listing
/// aligned with spaces.
fn aligned_columns(line: &str) -> bool {
    columns(line, false) >= 3
}

/// The columns of a line set apart by runs of two spaces or more (and by
/// tabs, with `tabs`).
fn columns(line: &str, tabs: bool) -> usize {
    let sep: &[char] = if tabs { &['\t'] } else { &[] };
    line.split(sep)
        .flat_map(|p| p.split("  "))
        .filter(|c| !c.trim().is_empty())
        .count()
}

/// Can `text` hold a number with thousands separators: a digit, a
/// separator and three digits? (A cheap test before [`thousands`].)
/// `spaces`: a space may separate the groups too ("2 000", read in
/// replies; a result's spaces are mostly between words and columns).
pub(crate) fn may_have_thousands(text: &str, spaces: bool) -> bool {
    let b = text.as_bytes();
    let group = |g: usize| {
        b.get(g..g + 3)
            .is_some_and(|d| d.iter().all(u8::is_ascii_digit))
    };
    let sep = |p: usize| p > 0 && b[p - 1].is_ascii_digit() && group(p + 1);
    if spaces {
        memchr::memchr3_iter(b',', b'.', b' ', b).any(sep)
            || memchr::memchr2_iter(0xA0, 0xAF, b)
                .any(|p| p >= 2 && b[p - 2].is_ascii_digit() && group(p + 1))
    } else {
        memchr::memchr2_iter(b',', b'.', b).any(sep)
    }
}

/// The numbers written with thousands separators in `text` ("2,000",
/// "2.000", "2 000", "1\u{a0}250"), with their ranges and values.
pub(crate) fn thousands(text: &str, mut f: impl FnMut(std::ops::Range<usize>, u64)) {
    let b = text.as_bytes();
    let digits = |from: usize| b[from..].iter().take_while(|c| c.is_ascii_digit()).count();
    let mut i = 0;
    while i < b.len() {
        if !b[i].is_ascii_digit() {
            i += 1;
            continue;
        }
        let s = i;
        let lead = digits(s);
        i = s + lead;
        let glued =
            s > 0 && (b[s - 1].is_ascii_alphanumeric() || matches!(b[s - 1], b'.' | b',' | b'_'));
        if glued || lead > 3 {
            continue;
        }
        let mut value: u64 = text[s..i].parse().unwrap_or(0);
        let mut end = i;
        let mut groups = 0;
        loop {
            let sep = match b.get(end..) {
                Some([b',' | b'.' | b' ', ..]) => 1,
                Some([0xC2, 0xA0, ..]) => 2,
                Some([0xE2, 0x80, 0xAF, ..]) => 3,
                _ => break,
            };
            let g = end + sep;
            if g >= b.len() || digits(g) != 3 {
                break;
            }
            value = value
                .saturating_mul(1000)
                .saturating_add(text[g..g + 3].parse().unwrap_or(0));
            end = g + 3;
            groups += 1;
        }
        let glued_after = b
            .get(end)
            .is_some_and(|c| c.is_ascii_alphanumeric() || *c == b'%')
            || (matches!(b.get(end), Some(b'.' | b','))
                && b.get(end + 1).is_some_and(u8::is_ascii_digit));
        if groups > 0 && !glued_after {
            f(s..end, value);
        }
        i = end.max(i);
    }
}

/// Is the header [`has_header`] finds surely one: the same separators of
/// columns as the line below it, or column names in capitals above a row
/// that is not in capitals ("NAME  READY" above "api-1  1/1")? Only then
/// is the line count (header included) not a count of items.
fn sure_header(text: &str) -> bool {
    let mut lines = text.lines().filter(|l| !l.trim().is_empty());
    let (Some(first), Some(second)) = (lines.next(), lines.next()) else {
        return false;
    };
    let seps = |l: &str, c: char| l.matches(c).count();
    let same_columns = [',', '\t', '|', ';']
        .iter()
        .any(|&c| seps(first, c) > 0 && seps(first, c) == seps(second, c));
    let b = first.as_bytes();
    let capitals = b.iter().any(u8::is_ascii_alphabetic)
        && !b.iter().any(u8::is_ascii_lowercase)
        && first.split_whitespace().count() >= 2
        && second
            .bytes()
            .any(|c| c.is_ascii_lowercase() || c.is_ascii_digit());
    let aligned = aligned_columns(first)
        && !b.iter().any(u8::is_ascii_digit)
        && second.bytes().any(|c| c.is_ascii_digit());
    same_columns || capitals || aligned
}

/// What a result states about counts, read once per audit and reused by
/// every sentence that cites the result.
#[derive(Debug)]
pub(crate) struct CountFacts {
    /// The standalone numbers of the result, sorted.
    numbers: Vec<u64>,
    /// Non-empty lines.
    lines: u64,
    /// The first line looks like the header of a table (a CSV or column
    /// header above rows of data), so the rows are one fewer.
    header: bool,
    /// The header is surely one ([`sure_header`]): the lines, header
    /// included, are not a count of items.
    sure_header: bool,
    /// Lines that only rule a table ("------+-----", "|---|---|") or count
    /// its rows ("(4 rows)"): no rows. Read when the cheaper facts do not
    /// support a count.
    rules: std::cell::OnceCell<u64>,
    /// Element counts of its JSON arrays (and objects of several keys).
    json_lengths: Vec<u64>,
    /// Comma- or semicolon-separated items of a one-line, non-JSON result.
    items: Option<u64>,
    /// Lines that are items of a list ("- 11:00-11:30") and distinct
    /// files named by `path:line:` lines, read when the cheaper facts do
    /// not support a count.
    listing: std::cell::OnceCell<(u64, u64)>,
    /// The result in lower case, for counting a noun's mentions.
    lower: std::cell::OnceCell<String>,
    /// How many rows share each value of a column of words, read when
    /// the cheaper facts do not support a count (see [`group_sizes`]).
    groups: std::cell::OnceCell<Vec<u64>>,
}

impl CountFacts {
    /// Read `result` once (linear in its length).
    pub(crate) fn new(result: &str) -> CountFacts {
        let mut numbers = Vec::new();
        standalone_numbers(result, |x| {
            numbers.push(x);
            false
        });
        if may_have_thousands(result, false) {
            thousands(result, |_, x| numbers.push(x));
        }
        // a table of comma- or semicolon-separated fields: each field that
        // is a whole number states it ("T-701,180": not "701,180")
        if let Some(first) = result.lines().find(|l| !l.trim().is_empty()) {
            for sep in [',', ';'] {
                let fields = |l: &str| l.matches(sep).count();
                let n = fields(first);
                if n == 0 || !result.lines().skip(1).any(|l| fields(l) == n) {
                    continue;
                }
                for line in result.lines().filter(|l| fields(l) == n) {
                    numbers.extend(line.split(sep).filter_map(|f| f.trim().parse::<u64>().ok()));
                }
            }
        }
        numbers.sort_unstable();
        numbers.dedup();
        let lines = nonblank_lines(result);
        let header = lines > 1 && has_header(result);
        let sure_header = header && sure_header(result);
        let json = parse_json(result);
        let mut json_lengths = Vec::new();
        if let Some(v) = &json {
            json_array_lengths(v, false, &mut |len| {
                json_lengths.push(len as u64);
                false
            });
        }
        let items = (lines == 1 && json.is_none()).then(|| {
            result
                .split([',', ';'])
                .filter(|s| !s.trim().is_empty())
                .count() as u64
        });
        CountFacts {
            numbers,
            lines,
            header,
            sure_header,
            rules: std::cell::OnceCell::new(),
            json_lengths,
            items,
            listing: std::cell::OnceCell::new(),
            lower: std::cell::OnceCell::new(),
            groups: std::cell::OnceCell::new(),
        }
    }

    /// Does `result` name `stem` (as a word start) other than after a
    /// zero or "no" ("2 warnings" or "WARNING: …", not "0 warnings")?
    pub(crate) fn lists(&self, result: &str, stem: &str) -> bool {
        // "warning" is listed as "WARN", "incidents" as "incident_id": the
        // first two thirds of the stem (four letters at least)
        let keep = (stem.len() * 2 / 3).max(4);
        let Some(stem) = stem.get(..keep.min(stem.len())) else {
            return false;
        };
        if stem.len() < 4 {
            return false;
        }
        let lower = self.lower(result);
        let b = lower.as_bytes();
        memmem::find_iter(b, stem.as_bytes()).any(|at| {
            let word_start = at == 0 || !b[at - 1].is_ascii_alphanumeric();
            let before = lower[..at].trim_end();
            word_start
                && !before.ends_with('0')
                && !before.ends_with("no")
                && !before.ends_with("\"")
                && !before.ends_with("zero")
        })
    }

    /// The result's non-blank lines.
    pub(crate) fn lines(&self) -> u64 {
        self.lines
    }

    /// `result` (the one these facts are of) in lower case, computed once.
    pub(crate) fn lower(&self, result: &str) -> &str {
        self.lower.get_or_init(|| result.to_lowercase())
    }

    /// How often `stem` (lower-cased) occurs in `result`, ignoring case.
    pub(crate) fn occurrences(&self, result: &str, stem: &str) -> u64 {
        memmem::find_iter(self.lower(result).as_bytes(), stem.as_bytes()).count() as u64
    }

    /// The numbers `result` states right before a word starting with
    /// `stem` ("7 days", "7 Tage"), case-insensitively.
    pub(crate) fn unit_numbers(&self, result: &str, stem: &str) -> Vec<u64> {
        unit_numbers(self.lower(result), stem)
    }

    /// Does `result` (the text these facts were read from) support the
    /// statement "`n` `stem`s"?
    ///
    /// Yes when the result states the number (not as a part of a date,
    /// time, version or decimal), has that many non-empty lines, that many
    /// items of a list, a JSON array (or object, other than an array's
    /// record) of that many elements, that many comma-separated items on
    /// one line, lines naming that many distinct files (`path:line:`), or
    /// mentions the noun that many times.
    pub(crate) fn supports(&self, result: &str, n: u64, stem: &str) -> bool {
        if self.numbers.binary_search(&n).is_ok()
            || (!self.sure_header && self.lines == n)
            || (self.header && self.lines == n + 1)
            || self.json_lengths.contains(&n)
            || self.items == Some(n)
        {
            return true;
        }
        // (a table ruled under its header: psql, Markdown)
        if self.lines > n + 1 {
            let rules = *self
                .rules
                .get_or_init(|| result.lines().filter(|l| is_rule(l)).count() as u64);
            if rules > 0 && self.lines == n + 1 + rules {
                return true;
            }
        }
        if n > 0 {
            let &(items, files) = self
                .listing
                .get_or_init(|| (list_items(result), distinct_files(result)));
            if items == n || (files == n && FILE_STEMS.contains(&stem)) {
                return true;
            }
        }
        if !stem.is_empty() && n > 0 {
            if self.occurrences(result, stem) == n {
                return true;
            }
            // a cognate of the result's word in the reply's language ("dos
            // positivos" against two "positive" rows, "certificados" against
            // "certificates"): a long stem without its last two letters
            // (an ending of gender, number or language)
            if cognate_root(stem).is_some_and(|root| self.occurrences(result, root) == n) {
                return true;
            }
        }
        false
    }

    /// Do exactly `n` rows of `result` share a value of a column of words
    /// (three `confirmed` rows of four, two `"type": "low"` records)? A
    /// count that a word after its noun qualifies may be of those ("tres
    /// están confirmados", "cuatro carritos listos").
    pub(crate) fn supports_part(&self, result: &str, n: u64) -> bool {
        n > 0
            && self
                .groups
                .get_or_init(|| group_sizes(result, self.header))
                .contains(&n)
    }
}

/// How many rows share each value of a column of words, for the rows of a
/// table (fields cut at tabs, commas, semicolons or pipes, or columns two
/// spaces apart under a header) or the records of a JSON array: sorted,
/// without repeats. Numbers, dates and empty or "-" cells are no values.
fn group_sizes(result: &str, header: bool) -> Vec<u64> {
    use std::collections::HashMap;
    let mut sizes = Vec::new();
    let mut add = |counts: HashMap<&str, u64>| sizes.extend(counts.into_values());
    // (a word: not a number, a date, a yes or no, nor a code such as a
    // valve's "NB-A", which names a thing rather than a kind of row)
    let word = |v: &str| {
        let v = v.trim();
        v.len() >= 2
            && v.chars().any(char::is_alphabetic)
            && !v.starts_with(|c: char| c.is_ascii_digit())
            && (v.chars().any(char::is_lowercase) || !v.contains(['-', '_']))
            && !["yes", "no", "true", "false"]
                .iter()
                .any(|b| v.eq_ignore_ascii_case(b))
    };
    if let Some(v) = parse_json(result) {
        fn walk<'v>(v: &'v serde_json::Value, out: &mut Vec<&'v [serde_json::Value]>) {
            match v {
                serde_json::Value::Array(a) => {
                    out.push(a);
                    a.iter().for_each(|x| walk(x, out));
                }
                serde_json::Value::Object(o) => o.values().for_each(|x| walk(x, out)),
                _ => {}
            }
        }
        let mut arrays = Vec::new();
        walk(&v, &mut arrays);
        for a in arrays {
            let mut keys: Vec<&str> = a
                .iter()
                .filter_map(|r| r.as_object())
                .flat_map(|o| o.keys().map(String::as_str))
                .collect();
            keys.sort_unstable();
            keys.dedup();
            for k in keys {
                let mut counts: HashMap<&str, u64> = HashMap::new();
                for r in a {
                    if let Some(v) = r.get(k).and_then(|v| v.as_str()).filter(|v| word(v)) {
                        *counts.entry(v).or_default() += 1;
                    }
                }
                add(counts);
            }
        }
    } else {
        let lines: Vec<&str> = result
            .lines()
            .filter(|l| !l.trim().is_empty() && !is_rule(l))
            .collect();
        // (a line's cells, borrowed from it)
        fn cells(l: &str, header: bool) -> Option<Vec<&str>> {
            for sep in ['\t', '|', ',', ';'] {
                if l.contains(sep) {
                    return Some(l.split(sep).map(str::trim).collect());
                }
            }
            header.then(|| {
                l.split("  ")
                    .map(str::trim)
                    .filter(|c| !c.is_empty())
                    .collect()
            })
        }
        let Some(first) = lines.first().and_then(|l| cells(l, header)) else {
            return sizes;
        };
        let rows: Vec<Vec<&str>> = lines
            .iter()
            .skip(usize::from(header))
            .filter_map(|l| cells(l, header))
            .filter(|c| c.len() == first.len())
            .collect();
        if rows.len() >= 2 && first.len() >= 2 {
            for k in 0..first.len() {
                let mut counts: HashMap<&str, u64> = HashMap::new();
                for r in rows.iter().filter(|r| word(r[k])) {
                    *counts.entry(r[k]).or_default() += 1;
                }
                add(counts);
            }
        }
    }
    sizes.sort_unstable();
    sizes.dedup();
    sizes
}

/// The root a long stem shares with its cognates in other languages: the
/// stem without its last two letters, when at least six are left
/// ("positivo" -> "positi", "certificado" -> "certifica").
pub(crate) fn cognate_root(stem: &str) -> Option<&str> {
    let mut ends = stem.char_indices().rev().map(|(i, _)| i);
    let cut = ends.nth(1)?;
    (stem[..cut].chars().count() >= 6).then(|| &stem[..cut])
}

/// Does `result` support the statement "`n` `stem`s"? See
/// [`CountFacts::supports`].
#[cfg(test)]
pub(crate) fn supports_count(result: &str, n: u64, stem: &str) -> bool {
    CountFacts::new(result).supports(result, n, stem)
}

fn json_is_empty(v: &serde_json::Value) -> bool {
    fn has_items(v: &serde_json::Value) -> bool {
        match v {
            serde_json::Value::Array(a) => !a.is_empty(),
            serde_json::Value::Object(o) => o.values().any(has_items),
            _ => false,
        }
    }
    // a value other than an empty one, zero or false
    let stated = |x: &serde_json::Value| match x {
        serde_json::Value::Null | serde_json::Value::Bool(false) => false,
        serde_json::Value::Number(n) => n.as_f64() != Some(0.0),
        serde_json::Value::String(s) => !s.trim().is_empty(),
        serde_json::Value::Array(a) => !a.is_empty(),
        serde_json::Value::Object(o) => !o.is_empty(),
        serde_json::Value::Bool(true) => true,
    };
    match v {
        serde_json::Value::Null => true,
        serde_json::Value::Array(a) => a.is_empty(),
        // (an empty list among a record's fields is one of its values:
        // `{"antenna": "ANT-2", "mode": "tracking", ..., "faults": []}`;
        // a search's echo of its query and page is no record)
        // (nor is a measurement: a fractional number is a reading, not a
        // page or a count: `{"loop": "RO-1", "conductivity_uS": 4.2,
        // "chlorine_ppm": 0, "samples_pending": []}`)
        serde_json::Value::Object(o) => {
            o.is_empty()
                || (!has_items(v)
                    && o.values()
                        .any(|x| x.is_array() || x == &serde_json::json!(0))
                    && !o
                        .values()
                        .any(|x| x.as_f64().is_some_and(|f| f.fract() != 0.0))
                    && o.values().filter(|x| stated(x)).count() <= RECORD_FIELDS)
        }
        serde_json::Value::String(s) => s.trim().is_empty(),
        _ => false,
    }
}

/// `t` from its value on: past the separators that set a value off a key
/// (`": none"`, `= 0`, `- n/a`, `"0"`).
fn value_start(t: &str) -> &str {
    t.trim_start_matches([':', '=', ' ', '\t', '-', '"'])
}

/// Does a short text say there is nothing ("none recorded", ": 0", "no
/// entries")? What follows a noun on a line of a result.
pub(crate) fn says_none(text: &str, lexicon: &Lexicon) -> bool {
    let t = value_start(text);
    // a number: a lone zero ("0", "0 rows"), not "0.82" or "05"
    if t.starts_with(|c: char| c.is_ascii_digit()) {
        let b = t.as_bytes();
        return b[0] == b'0'
            && b.get(1).is_none_or(|&c| {
                !(c.is_ascii_digit()
                    || (matches!(c, b'.' | b',') && b.get(2).is_some_and(u8::is_ascii_digit)))
            });
    }
    opens_with(t, 40, ABSENCE | WEAK_ABSENCE | ABSENCE_DET, lexicon)
}

/// Do the first `max` bytes of `t` (cut at a char boundary) open with a
/// phrase of one of `flags`?
fn opens_with(t: &str, max: usize, flags: u32, lexicon: &Lexicon) -> bool {
    let mut end = t.len().min(max);
    while !t.is_char_boundary(end) {
        end -= 1;
    }
    let mut found = false;
    lexicon.find_all(&t[..end], |h| {
        found |= h.start == 0 && h.entry.flags & flags != 0
    });
    found
}

/// Does a short text deny what it follows ("not recorded", "nicht erfasst",
/// `false`)? What a result line says of a noun the reply claims none of
/// ("Weight: not recorded this week", `"tamper":false`, `"adjuster":
/// null`).
pub(crate) fn says_not(text: &str, lexicon: &Lexicon) -> bool {
    let t = value_start(text);
    // (a JSON false, null or empty list or map: `"tamper":false`,
    // `"adjuster": null`, `"alarms": []`)
    if t.starts_with("[]") || t.starts_with("{}") {
        return true;
    }
    for word in ["false", "null"] {
        if t.get(..word.len())
            .is_some_and(|w| w.eq_ignore_ascii_case(word))
            && !t[word.len()..].starts_with(|c: char| c.is_alphanumeric())
        {
            return true;
        }
    }
    opens_with(t, 24, NEGATION, lexicon)
}

/// The cells of a table row: set apart by the first of `,` `;` `|` or a
/// tab the header holds, else by runs of two spaces or more.
fn cells<'a>(line: &'a str, header: &str) -> Vec<&'a str> {
    let cut: Vec<&str> = match [',', ';', '|', '\t']
        .into_iter()
        .find(|&c| header.contains(c))
    {
        Some(c) => line.split(c).collect(),
        None => line.split("  ").collect(),
    };
    cut.into_iter()
        .map(str::trim)
        .filter(|c| !c.is_empty())
        .collect()
}

/// Does the column of a table result whose header names `stem` (lower
/// case, plural endings off) hold a zero or a none in every row, or in a
/// row that `claim` (the sentence of the claim) names ("no moths at CB-01"
/// against "trap_id week moths / CB-01 36 0 / CB-03 36 1")? The result
/// states none of it there; a claim about the whole column ("no
/// exceedances at any station") is not backed by one zero row.
pub(crate) fn column_says_none(result: &str, stem: &str, lexicon: &Lexicon, claim: &str) -> bool {
    let mut lines = result.lines().filter(|l| !l.trim().is_empty());
    let Some(header) = lines.next() else {
        return false;
    };
    let names = cells(header, header);
    if names.len() < 2 {
        return false;
    }
    let Some(col) = names.iter().position(|c| {
        let c = c.to_lowercase();
        c.strip_prefix(stem)
            .is_some_and(|rest| ["", "s", "es", "e", "en", "n", "x"].contains(&rest))
    }) else {
        return false;
    };
    let (mut none, mut all, mut named) = (false, true, false);
    for row in lines {
        let row = cells(row, header);
        if row.len() != names.len() {
            continue;
        }
        // (a value, not a text that opens with "No": "No sidewalk")
        if row
            .get(col)
            .is_some_and(|v| !v.contains(char::is_whitespace) && says_none(v, lexicon))
        {
            none = true;
            named = named
                || row.iter().enumerate().any(|(k, cell)| {
                    let cell = cell.trim();
                    k != col
                        && cell.chars().filter(|c| c.is_alphanumeric()).count() >= 2
                        && bounded(claim, cell, char::is_alphanumeric).next().is_some()
                });
        } else {
            all = false;
        }
    }
    none && (all || named)
}

/// Does a result state some field as none or zero: a JSON leaf that is
/// 0, null, empty or says none, or a text line with a value after a
/// separator that does ("Open disputes: 0", "Music,1200,0", "late_fees =
/// none")?
pub(crate) fn has_none_field(result: &str, lexicon: &Lexicon, claim: Option<&str>) -> bool {
    fn json_none(v: &serde_json::Value, lexicon: &Lexicon) -> bool {
        match v {
            // (a null is a value not known, not a none)
            serde_json::Value::Null => false,
            serde_json::Value::Number(n) => n.as_f64() == Some(0.0),
            serde_json::Value::String(s) => says_none(s, lexicon) && s.len() <= 24,
            serde_json::Value::Array(a) => a.is_empty() || a.iter().any(|x| json_none(x, lexicon)),
            serde_json::Value::Object(o) => {
                o.is_empty() || o.values().any(|x| json_none(x, lexicon))
            }
            serde_json::Value::Bool(_) => false,
        }
    }
    if let Some(v) = parse_json(result.trim()) {
        return json_none(&v, lexicon);
    }
    result.lines().any(|line| {
        let b = line.as_bytes();
        // (a decimal comma separates nothing: "Oxy bleach;4,0;71"; in a
        // line that has no other separator, a comma is one: "Bobo,180,0,0")
        let decimal_commas = line.contains([';', '\t', '|']);
        line.match_indices([':', '=', '|', '\t', ',', ';'])
            .any(|(at, sep)| {
                if sep == ","
                    && decimal_commas
                    && at > 0
                    && b[at - 1].is_ascii_digit()
                    && b.get(at + 1).is_some_and(u8::is_ascii_digit)
                {
                    return false;
                }
                let rest = &line[at + 1..];
                // (a measure is no none: "0 mph"; a yes/no field neither)
                let value = first_word(value_start(rest));
                let boolean = ["no", "non", "nein", "false"].iter().any(|b| {
                    value
                        .trim_end_matches([',', ';', '|', '"'])
                        .eq_ignore_ascii_case(b)
                });
                says_none(rest, lexicon)
                    && !boolean
                    && !lexicon.any(first_word(first_word_after_number(rest)), NON_COUNT)
                    && !claim.is_some_and(|c| unnamed_zero_row(result, line, at, sep, c))
            })
    })
}

/// Is the field after `at` in `line` (cut at `sep`), a zero, one row's cell
/// of a column whose cells in other rows hold counts ("HDPE natural: 0 bales"
/// under "OCC: 46 bales" and "Mixed paper: 31 bales"), in a row that
/// `claim` does not name? A zero there is that row's, not a field a claim
/// about the whole result ("keine Ballen") may be about.
fn unnamed_zero_row(result: &str, line: &str, at: usize, sep: &str, claim: &str) -> bool {
    // (a word of absence states a field: "Negative treatment: none")
    if !value_start(&line[at + 1..]).starts_with('0') {
        return false;
    }
    let field = line[..at].matches(sep).count() + 1;
    // the count that opens a cell, when it is not zero
    fn count(cell: &str) -> Option<&str> {
        let t = cell.trim_start_matches([' ', '\t', '~', '"']);
        let digits = t.bytes().take_while(u8::is_ascii_digit).count();
        Some(&t[..digits]).filter(|d| d.bytes().any(|c| c != b'0'))
    }
    let (counts, others): (Vec<&str>, Vec<&str>) = result
        .lines()
        .filter(|l| *l != line)
        .filter_map(|l| Some((l.split(sep).nth(field).and_then(count)?, l)))
        .unzip();
    if counts.len() < 2 {
        return false;
    }
    // (a word every other row has too names none of them: "gnss" in
    // "/data/gnss/logs/GL01.log:0" among "/data/gnss/logs/GL02.log:14")
    let others: Vec<String> = others.iter().map(|l| l.to_lowercase()).collect();
    let everywhere = |w: &str| {
        let w = w.to_lowercase();
        others.iter().all(|l| l.contains(&w))
    };
    let claim = claim.to_lowercase();
    let names = |w: &str| {
        let w = w.to_lowercase();
        claim.match_indices(&w).any(|(p, _)| {
            let glued = |c: Option<char>| c.is_some_and(char::is_alphanumeric);
            !glued(claim[..p].chars().next_back()) && !glued(claim[p + w.len()..].chars().next())
        })
    };
    // (a claim that states other rows' counts goes row by row: "41
    // bouillons et 9 cordes, aucune cloque" against "seeds 41 / cords 9 /
    // blisters 0")
    if counts.iter().any(|c| names(c)) {
        return false;
    }
    !line
        .split(sep)
        .enumerate()
        .filter(|&(k, _)| k != field)
        .any(|(_, cell)| {
            let cell = cell.trim();
            // (the cell, or a word or value of a key in it: "N-02" in
            // "trough=N-02", or in "N-02 flow_l" when the line is cut at
            // "=")
            std::iter::once(cell)
                .chain(cell.split(['=', ':', ' ', '\t']))
                .any(|c| {
                    c.chars().any(char::is_alphabetic) && c.len() >= 2 && names(c) && !everywhere(c)
                })
                || cell.split(|c: char| !c.is_alphanumeric()).any(|w| {
                    w.chars().filter(|c| c.is_alphabetic()).count() >= 4
                        && names(w)
                        && !everywhere(w)
                })
        })
}

/// Is `result` empty, or does it itself say that nothing was found?
pub(crate) fn is_empty_result(result: &str, lexicon: &Lexicon) -> bool {
    let t = result.trim();
    if t.is_empty() {
        return true;
    }
    if let Some(v) = parse_json(t) {
        return json_is_empty(&v);
    }
    if header_only(t) {
        return true;
    }
    // a listing of several lines is data, whatever words or zeros its
    // lines hold ("row.get(0)", "none_of_these.rs"); a result that says it
    // is empty does so in a line or two ("count\n0", "No matches found.")
    if t.len() > SHORT_RESULT || nonblank_lines(t) > SHORT_RESULT_LINES {
        return false;
    }
    // a digit determiner ("0") is read by `states_zero`, which tells a lone
    // zero from a version such as "6.1.0-18"
    // (in the sentence that holds little else: "Scanned 214 files. No
    // matches found." says so; "Provenance for PA.1932.7: Lindqvist
    // collection, ... acquired by the museum in 1932. No gaps flagged for
    // 1933-1945." states a provenance)
    let mut says_absence = false;
    lexicon.find_all(t, |h| {
        let f = h.entry.flags;
        says_absence |= (f & (ABSENCE | WEAK_ABSENCE) != 0
            || (f & ABSENCE_DET != 0
                && !t.as_bytes()[h.start..h.end].iter().all(u8::is_ascii_digit)))
            && !states_more(t, h.start);
    });
    says_absence
        || states_zero(t, |at, rest| {
            !states_more(t, at) && !lexicon.any(first_word(rest), NON_COUNT)
        })
}

/// Does `t` state more than the sentence at `at`, when that is not its
/// first: more than [`OTHER_CONTENT`] letters and digits outside it?
/// (Sentences end at a period, `;`, `!` or `?` before a space, and at line
/// ends; "No changes. Your infrastructure matches the configuration." says
/// so first.)
fn states_more(t: &str, at: usize) -> bool {
    let b = t.as_bytes();
    let ends = |i: usize| {
        b[i] == b'\n'
            || (matches!(b[i], b'.' | b';' | b'!' | b'?')
                && b.get(i + 1).is_none_or(|c| c.is_ascii_whitespace()))
    };
    let start = (0..at.min(b.len()))
        .rev()
        .find(|&i| ends(i))
        .map_or(0, |i| i + 1);
    if t[..start].trim().is_empty() {
        return false;
    }
    let end = (at..b.len()).find(|&i| ends(i)).map_or(b.len(), |i| i + 1);
    let other = b[..start]
        .iter()
        .chain(&b[end..])
        .filter(|c| c.is_ascii_alphanumeric())
        .count();
    other > OTHER_CONTENT
}

/// `t` after its leading separators and the number that opens it.
fn first_word_after_number(t: &str) -> &str {
    value_start(t).trim_start_matches(|c: char| c.is_ascii_digit())
}

/// The first word of `t` (after spaces), up to the next space.
fn first_word(t: &str) -> &str {
    let t = t.trim_start();
    &t[..t.find(char::is_whitespace).unwrap_or(t.len())]
}

/// Is `t` a table's header row and nothing else: one line of column names
/// in capitals, three or more, set apart by runs of spaces or tabs, no digit
/// ("CONTAINER ID   IMAGE   STATUS" from a listing with no rows)?
fn header_only(t: &str) -> bool {
    let b = t.as_bytes();
    if b.contains(&b'\n') || b.iter().any(u8::is_ascii_digit) {
        return false;
    }
    let capitals = b.iter().any(u8::is_ascii_alphabetic) && !b.iter().any(u8::is_ascii_lowercase);
    capitals && columns(t, true) >= 3
}

/// Does `t` state a lone `0` as a word ("count\n0", "0 rows", "$0.00"),
/// not part of a time, version or larger number, that counts (`counts(at,
/// rest)` for the zero's offset and the text after it: not a measure, "0
/// mph")?
fn states_zero(t: &str, counts: impl Fn(usize, &str) -> bool) -> bool {
    let b = t.as_bytes();
    memchr::memchr_iter(b'0', b).any(|i| {
        let before = if i == 0 { b' ' } else { b[i - 1] };
        let after = b.get(i + 1).copied().unwrap_or(b' ');
        let sep = |c: u8| {
            c.is_ascii_whitespace()
                || matches!(c, b'"' | b'\'' | b'=' | b'(' | b')' | b'[' | b']' | b',')
        };
        // a zero amount: "$0.00", "0,00 €"
        let money = |at: usize| {
            matches!(b.get(at..at + 3), Some([b'.' | b',', b'0', b'0']))
                && b.get(at + 3).is_none_or(|&c| !c.is_ascii_digit())
        };
        let lead = sep(before)
            || (before == b':' && i >= 2 && b[i - 2] == b' ')
            // `$`, or `£` (its last UTF-8 byte)
            || matches!(before, b'$' | b'\xa3');
        lead && (sep(after) || after == b'}' || money(i + 1)) && counts(i, &t[i + 1..])
    })
}

/// The numbers `lower` (a result in lower case) states right before a
/// word starting with `stem` ("7 days", "7 tage").
fn unit_numbers(lower: &str, stem: &str) -> Vec<u64> {
    let mut out = Vec::new();
    if stem.len() < 2 {
        return out;
    }
    let b = lower.as_bytes();
    for at in memmem::find_iter(b, stem.as_bytes()) {
        if at > 0 && b[at - 1].is_ascii_alphanumeric() {
            continue;
        }
        let before = lower[..at].trim_end_matches([' ', '\u{a0}']);
        let digits = before.len() - before.trim_end_matches(|c: char| c.is_ascii_digit()).len();
        if digits == 0 {
            continue;
        }
        let start = before.len() - digits;
        let glued = before[..start]
            .chars()
            .next_back()
            .is_some_and(|c| c.is_alphanumeric() || matches!(c, '.' | ',' | ':' | '-'));
        if !glued {
            if let Ok(n) = before[start..].parse::<u64>() {
                out.push(n);
            }
        }
    }
    out
}

/// Does a call's `args` hold the tool name `name` as a word of their own
/// ("journalctl -u furnacectl", "/var/log/lampctl/2024-11-0*.log")? The
/// reply may then name that tool as what the call looked at, not as a
/// tool it ran.
pub(crate) fn args_name(args: &str, name: &str) -> bool {
    !name.is_empty()
        && bounded(args, name, |c| c.is_alphanumeric() || c == '_')
            .next()
            .is_some()
}

/// Where `word` stands in `text` with no char that `glues` (a word
/// character) right before or after it.
pub(crate) fn bounded<'t>(
    text: &'t str,
    word: &'t str,
    glues: impl Fn(char) -> bool + 't,
) -> impl Iterator<Item = usize> + 't {
    let glued = move |c: Option<char>| c.is_some_and(&glues);
    memmem::find_iter(text.as_bytes(), word.as_bytes()).filter(move |&at| {
        !glued(text[..at].chars().next_back()) && !glued(text[at + word.len()..].chars().next())
    })
}

/// The strings of JSON arguments joined by spaces (arrays of words become
/// a command line), plus the raw text.
pub(crate) fn flatten_args(args: &str) -> String {
    fn walk(v: &serde_json::Value, out: &mut String) {
        match v {
            serde_json::Value::String(s) => {
                out.push_str(s);
                out.push(' ');
            }
            serde_json::Value::Number(n) => {
                out.push_str(&n.to_string());
                out.push(' ');
            }
            serde_json::Value::Array(a) => a.iter().for_each(|x| walk(x, out)),
            serde_json::Value::Object(o) => o.values().for_each(|x| walk(x, out)),
            _ => {}
        }
    }
    let mut out = String::with_capacity(args.len() * 2);
    if let Ok(v) = serde_json::from_str::<serde_json::Value>(args) {
        walk(&v, &mut out);
        out.push('\n');
    }
    out.push_str(args);
    out
}

/// A URL without its trailing slash and fragment.
pub(crate) fn url_core(url: &str) -> &str {
    let u = url.split('#').next().unwrap_or(url);
    u.trim_end_matches('/')
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::vocabulary::Vocabulary;

    #[test]
    fn numbers_on_their_own_and_the_end_of_a_range_from_one() {
        assert!(states_number("cassette 2: slots 1-12, loaded 7", 12));
        assert!(states_number("items 1-20", 20));
        // near misses: other ranges, dates, versions, ids
        for (text, n) in [
            ("pages 5-12", 12),
            ("2024-1-12", 12),
            ("v1-12", 12),
            ("2024-05-12", 12),
            ("release 2.1-12", 12),
        ] {
            assert!(!states_number(text, n), "{text}");
        }
    }

    #[test]
    fn the_total_of_a_fraction_is_stated() {
        assert!(states_number(
            "2024-06-20 23:14:51 frame 4320/4320 ok",
            4320
        ));
        assert!(states_number("3/5 passed", 5));
        // near misses: a date's parts, a path, a version, the numerator
        for (text, n) in [
            ("due 06/20/2024", 2024),
            ("due 06/20/2024", 20),
            ("see /srv/7/12", 12),
            ("v2.3/4", 4),
            ("4210/4320 frames", 4210),
            ("02/04;Loyer;-950,00", 4),
            ("11/04;Électricité", 4),
        ] {
            assert!(!states_number(text, n), "{text}");
        }
    }

    #[test]
    fn ruled_tables_count_their_rows() {
        let described = "column      | type        | nullable\n------------+-------------+---------\nid          | bigint      | no\nuser_id     | bigint      | no\nname        | text        | no\nprops       | jsonb       | yes\ncreated_at  | timestamptz | no";
        assert!(supports_count(described, 5, "column"));
        let psql = " region |  revenue\n--------+------------\n EMEA   | 1284390.50\n NA     | 1102775.00\n APAC   |  640112.25\n LATAM  |  198004.75\n(4 rows)";
        assert!(supports_count(psql, 4, "region"));
        assert!(!supports_count(psql, 5, "region"));
        let markdown = "| id | name |\n|---|:--|\n| 1 | a |\n| 2 | b |";
        assert!(supports_count(markdown, 2, "row"));
        assert!(!is_rule("- item one"));
    }

    #[test]
    fn counts() {
        assert!(supports_count("a\nb\nc\n", 3, "file"));
        assert!(supports_count("total 12 files", 12, "file"));
        assert!(!supports_count("total 12 files", 13, "file"));
        assert!(supports_count(r#"{"items":[1,2,3,4]}"#, 4, "item"));
        assert!(supports_count("red, green, blue", 3, "color"));
        assert!(supports_count(
            "error: x\nwarning\nerror: y\nok\nmore",
            2,
            "error"
        ));
        assert!(!supports_count("abc12def", 12, "x"));
        // a header line above the rows
        assert!(supports_count("id,total\n101,9.50\n102,3.00", 2, "invoice"));
        assert!(supports_count(
            "NAME STATUS\napi-1 Running\napi-2 Failed",
            2,
            "pod"
        ));
        assert!(!supports_count("a.md\nb.md\nc.md", 2, "file"));
        // a sure header is not an item; a first line that only has a comma
        // may be text
        assert!(!supports_count("region,total\nN,1\nS,2", 3, "region"));
        assert!(!supports_count(
            "NAME  READY\napi-1  1/1\napi-2  0/1",
            3,
            "pod"
        ));
        assert!(supports_count(
            "Hello, world\nsecond line\nthird",
            3,
            "line"
        ));
    }

    proptest::proptest! {
        /// Counting non-blank lines agrees with `str::lines` and `trim`.
        #[test]
        fn nonblank_lines_agree_with_str_lines(text in "[a \t\r\n\u{b}\u{c}\u{a0}\u{3000}é]{0,40}") {
            let expected = text.lines().filter(|l| !l.trim().is_empty()).count() as u64;
            proptest::prop_assert_eq!(nonblank_lines(&text), expected);
        }
    }

    #[test]
    fn numbers_before_a_unit() {
        // case-insensitive, through the facts' lower-case copy
        let text = "Based on 7 days of data; 12 Days left";
        assert_eq!(CountFacts::new(text).unit_numbers(text, "day"), [7, 12]);
        // glued to a date or a version, or inside a word: no number of days
        assert!(unit_numbers("2025-03-07 days, v1.2 days, 3holidays", "day").is_empty());
        assert!(unit_numbers("no numbers here", "day").is_empty());
    }

    #[test]
    fn emptiness() {
        let lx = Vocabulary::builtin().compile().unwrap();
        for e in [
            "",
            "  \n",
            "[]",
            "{}",
            "null",
            r#"{"results":[],"total":0}"#,
            r#"{"results":[],"query":"x","page":1,"per_page":20}"#,
            "No results found.",
            "0 matches",
            "Keine Treffer",
            "count\n0",
            "Outstanding: $0.00",
            "CONTAINER ID   IMAGE   COMMAND   STATUS   NAMES",
            "NAME\tREADY\tSTATUS",
            // the sentence that says so holds the rest, comes first, or
            // stands beside little else
            "No changes. Your infrastructure matches the configuration that Terraform compared it against.",
            "Scanned 214 files. No matches found.",
        ] {
            assert!(is_empty_result(e, &lx), "{e:?}");
        }
        for n in [
            "a.txt",
            "[1]",
            r#"{"results":[{"t":1}]}"#,
            // a record one of whose fields is an empty list
            r#"{"antenna":"ANT-2","mode":"tracking","az_deg":212.4,"el_deg":31.7,"faults":[]}"#,
            // a reading: a fractional value among few fields
            r#"{"loop":"RO-1","conductivity_uS":4.2,"chlorine_ppm":0,"samples_pending":[]}"#,
            "Linux 6.1",
            "Linux box 6.1.0-18-amd64 #1 SMP",
            "ERROR: disk full",
            "OK  DONE",
            "NAME   READY\napi-1  1/1",
            "src/a.rs:4: x.unwrap();\nsrc/db.rs:9: row.get(0).unwrap();\nsrc/c.rs:1: none()",
            // a later sentence's "no" or zero beside a record's data
            "Provenance for PA.1932.7: Lindqvist collection, Stockholm, until 1931; acquired by the museum in 1932. No gaps flagged for 1933-1945.",
            "Harris matrix T2: 38 contexts, 41 relationships. 1 conflict: 2044 above and below 2041. 0 orphans.",
        ] {
            assert!(!is_empty_result(n, &lx), "{n:?}");
        }
    }

    #[test]
    fn a_header_may_name_columns_with_digits_inside() {
        for h in [
            "time,temp_c,rh_pct,co2_ppm\n00:00,11.8,94,1850",
            "meter,flow_ls,total_m3_today,status\nMN-01,1840,31200,ok",
            "host\tipv4\tstate\nweb-1\t10.0.0.4\tup",
            "stake\telev_m\tmelt_cm_30d\tstatus\nS01\t2410\t48\tok",
        ] {
            assert!(has_header(h), "{h:?}");
        }
        // near misses: a digit run that is a value, not inside a name
        for n in [
            "src/main.rs:12: let cfg = load().unwrap();\nsrc/db.rs:88: x;",
            "{\"id\": \"GI-5521\", \"time\": \"13:20\"}\n{\"id\": \"GI-5524\"}",
            "2024,open,3\n2025,closed,4",
            "v1.2,notes\nv1.3,more",
            "page1.html,index\npage2.html,about",
            "run_42,ok\nrun_43,failed",
        ] {
            assert!(!has_header(n), "{n:?}");
        }
    }

    #[test]
    fn args_flatten() {
        let f = flatten_args(r#"{"argv":["git","log","-n","3"],"cwd":"/tmp"}"#);
        assert!(f.contains("git log -n 3"));
        assert!(flatten_args("not json").contains("not json"));
        assert_eq!(url_core("https://a.b/c/#x"), "https://a.b/c");
    }
}
