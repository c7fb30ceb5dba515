//! Raw JSON handling: read a JSON-RPC message without re-serializing it,
//! and edit it by byte ranges so untouched bytes stay untouched.

use std::fmt;
use std::ops::Range;

use serde::Deserialize;
use serde::de::{Deserializer, MapAccess, Visitor};
use serde_json::value::RawValue;

/// The JSON-RPC envelope fields the proxy looks at; values stay raw.
#[derive(Debug, Deserialize)]
pub(crate) struct Envelope<'a> {
    #[serde(borrow, default)]
    pub(crate) id: Option<&'a RawValue>,
    #[serde(default)]
    pub(crate) method: Option<String>,
    #[serde(borrow, default)]
    pub(crate) params: Option<&'a RawValue>,
    #[serde(borrow, default)]
    pub(crate) result: Option<&'a RawValue>,
    #[serde(borrow, default)]
    pub(crate) error: Option<&'a RawValue>,
}

impl<'a> Envelope<'a> {
    /// Parse one message; `None` for anything that is not a JSON object
    /// with unique envelope keys (batches, garbage, duplicate keys).
    pub(crate) fn parse(text: &'a str) -> Option<Self> {
        object_from_str(text)
    }
}

/// Deserialize `text` only when it is a JSON object (serde's derived
/// structs would also accept an array, positionally).
pub(crate) fn object_from_str<'a, T: Deserialize<'a>>(text: &'a str) -> Option<T> {
    if !text.trim_start().starts_with('{') {
        return None;
    }
    serde_json::from_str(text).ok()
}

/// The members of a JSON object in document order, values raw.
#[derive(Debug)]
pub(crate) struct Members<'a>(pub(crate) Vec<(String, &'a RawValue)>);

impl<'de> Deserialize<'de> for Members<'de> {
    fn deserialize<D: Deserializer<'de>>(d: D) -> Result<Self, D::Error> {
        struct V;
        impl<'de> Visitor<'de> for V {
            type Value = Members<'de>;
            fn expecting(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
                f.write_str("a json object")
            }
            fn visit_map<A: MapAccess<'de>>(self, mut map: A) -> Result<Self::Value, A::Error> {
                let mut out = Vec::new();
                while let Some(key) = map.next_key::<String>()? {
                    let value: &'de RawValue = map.next_value()?;
                    out.push((key, value));
                }
                Ok(Members(out))
            }
        }
        d.deserialize_map(V)
    }
}

impl<'a> Members<'a> {
    /// Parse a raw object; `None` when it is not an object.
    pub(crate) fn parse(raw: &'a RawValue) -> Option<Self> {
        serde_json::from_str(raw.get()).ok()
    }

    /// The value of `key`: `Ok(None)` when absent, `Err(())` when the key is
    /// there more than once (ambiguous: never act on such a message).
    pub(crate) fn get(&self, key: &str) -> Result<Option<&'a RawValue>, ()> {
        let mut it = self.0.iter().filter(|(k, _)| k == key);
        let first = it.next().map(|(_, v)| *v);
        if it.next().is_some() {
            return Err(());
        }
        Ok(first)
    }

    pub(crate) fn is_empty(&self) -> bool {
        self.0.is_empty()
    }
}

/// The byte range of `part` inside `whole`, when `part` borrows from it.
pub(crate) fn range_in(whole: &str, part: &str) -> Option<Range<usize>> {
    let start = (part.as_ptr() as usize).checked_sub(whole.as_ptr() as usize)?;
    let end = start.checked_add(part.len())?;
    (end <= whole.len() && whole.get(start..end) == Some(part)).then_some(start..end)
}

/// A set of non-overlapping edits to one text.
#[derive(Debug, Default)]
pub(crate) struct Edits {
    edits: Vec<(Range<usize>, String)>,
}

impl Edits {
    pub(crate) fn replace(&mut self, range: Range<usize>, with: String) {
        self.edits.push((range, with));
    }

    pub(crate) fn insert(&mut self, at: usize, text: String) {
        self.edits.push((at..at, text));
    }

    pub(crate) fn extend(&mut self, other: Edits) {
        self.edits.extend(other.edits);
    }

    /// Apply to `text`; `None` when edits overlap or fall outside it.
    pub(crate) fn apply(mut self, text: &str) -> Option<String> {
        self.edits.sort_by_key(|(r, _)| (r.start, r.end));
        let extra: usize = self.edits.iter().map(|(_, s)| s.len()).sum();
        let mut out = String::with_capacity(text.len() + extra);
        let mut pos = 0;
        for (r, s) in &self.edits {
            if r.start < pos || r.end < r.start {
                return None;
            }
            out.push_str(text.get(pos..r.start)?);
            out.push_str(s);
            pos = r.end;
        }
        out.push_str(text.get(pos..)?);
        Some(out)
    }
}

/// Where to insert a new member into the raw object `obj` (found at
/// `range` in the whole text): just before its closing brace, with a comma
/// when it has members.
pub(crate) fn insert_member(
    edits: &mut Edits,
    obj_range: &Range<usize>,
    has_members: bool,
    key: &str,
    value_json: &str,
) {
    let key = serde_json::to_string(key).unwrap_or_else(|_| String::from("\"\""));
    let sep = if has_members { "," } else { "" };
    edits.insert(obj_range.end - 1, format!("{sep}{key}:{value_json}"));
}

/// A stable key for a JSON-RPC id (string and number ids never collide).
pub(crate) fn id_key(id: &RawValue) -> String {
    match serde_json::from_str::<String>(id.get()) {
        Ok(s) => format!("s:{s}"),
        Err(_) => format!("n:{}", id.get()),
    }
}

/// The string value of a raw JSON string; `None` for other JSON.
pub(crate) fn as_str(raw: &RawValue) -> Option<String> {
    serde_json::from_str(raw.get()).ok()
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn members_keep_order_and_raw_bytes() {
        let text = r#"{ "b" : [1, 2] ,"a":{"x" :1}, "b":3 }"#;
        let raw: &RawValue = serde_json::from_str(text).unwrap();
        let m = Members::parse(raw).unwrap();
        let keys: Vec<&str> = m.0.iter().map(|(k, _)| k.as_str()).collect();
        assert_eq!(keys, ["b", "a", "b"]);
        assert_eq!(m.get("a").unwrap().unwrap().get(), r#"{"x" :1}"#);
        assert!(m.get("b").is_err());
        assert!(m.get("zz").unwrap().is_none());
    }

    #[test]
    fn ranges_and_edits() {
        let line = r#"{"id":1,"result":{"a":[1]}}"#;
        let env = Envelope::parse(line).unwrap();
        let r = range_in(line, env.result.unwrap().get()).unwrap();
        assert_eq!(&line[r.clone()], r#"{"a":[1]}"#);
        let mut e = Edits::default();
        insert_member(&mut e, &r, true, "b", "2");
        e.replace(0..1, "{ ".into());
        assert_eq!(
            e.apply(line).unwrap(),
            r#"{ "id":1,"result":{"a":[1],"b":2}}"#
        );
        let mut bad = Edits::default();
        bad.replace(0..5, String::new());
        bad.replace(3..6, String::new());
        assert_eq!(bad.apply(line), None);
        assert_eq!(range_in(line, "{\"a\""), None);
    }

    #[test]
    fn id_keys_tell_strings_from_numbers() {
        let a: &RawValue = serde_json::from_str("1").unwrap();
        let b: &RawValue = serde_json::from_str("\"1\"").unwrap();
        assert_ne!(id_key(a), id_key(b));
    }

    #[test]
    fn envelope_rejects_batches_and_duplicates() {
        assert!(Envelope::parse("[1]").is_none());
        assert!(Envelope::parse(r#"{"id":1,"id":2}"#).is_none());
        assert!(Envelope::parse("nope").is_none());
        let e = Envelope::parse(r#"{"jsonrpc":"2.0","id":null,"method":"x"}"#).unwrap();
        assert!(e.id.is_none());
        assert_eq!(e.method.as_deref(), Some("x"));
    }
}
