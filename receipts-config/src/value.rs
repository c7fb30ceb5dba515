//! Raw key values, the [`Rule`] each key's value must satisfy, and the
//! conversions between raw values and the typed fields.
//!
//! File values and environment values are both turned into a [`Raw`] of
//! the key's [`Ty`] first; then the key's rule converts and checks it. The
//! same rule turns a typed field back into a [`Raw`] (for re-validation of
//! a configuration built in code, and for the reference's defaults).

use std::fmt::Write as _;

use crate::choices::{Choice, expected_list};
use crate::error::ProblemKind;

/// A value before its key's rule is applied.
#[derive(Debug, Clone, PartialEq)]
pub(crate) enum Raw {
    Bool(bool),
    Int(i128),
    Float(f64),
    Str(String),
    List(Vec<String>),
}

/// The TOML type a key takes.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub(crate) enum Ty {
    Bool,
    Int,
    Float,
    Str,
    List,
}

impl Ty {
    pub(crate) fn name(self) -> &'static str {
        match self {
            Ty::Bool => "boolean",
            Ty::Int => "integer",
            Ty::Float => "float",
            Ty::Str => "string",
            Ty::List => "array of strings",
        }
    }

    pub(crate) fn with_article(self) -> &'static str {
        match self {
            Ty::Bool => "a boolean",
            Ty::Int => "an integer",
            Ty::Float => "a number",
            Ty::Str => "a string",
            Ty::List => "an array of strings",
        }
    }
}

/// What a string item of a list must look like.
#[derive(Debug, Clone, Copy, PartialEq)]
pub(crate) enum ItemRule {
    /// Any text of `1..=max_len` bytes.
    Text { max_len: usize },
    /// A rule id: 1 to 64 ASCII letters, digits, `-`, `_` or `.`.
    RuleId,
}

/// The validation rule of one key; it also fixes the key's type.
#[derive(Debug, Clone, Copy, PartialEq)]
pub(crate) enum Rule {
    Bool,
    Int {
        min: i128,
        max: i128,
    },
    Float {
        min: f64,
        max: f64,
    },
    Choice {
        what: &'static str,
        names: &'static [&'static str],
    },
    Prefix,
    /// Free text; no key uses it today, kept for string-valued keys.
    #[allow(dead_code)]
    Text {
        max_len: usize,
    },
    List {
        item: ItemRule,
        max_items: usize,
    },
}

impl Rule {
    pub(crate) const fn choice<C: Choice>() -> Rule {
        Rule::Choice {
            what: C::WHAT,
            names: C::NAMES,
        }
    }

    pub(crate) fn ty(&self) -> Ty {
        match self {
            Rule::Bool => Ty::Bool,
            Rule::Int { .. } => Ty::Int,
            Rule::Float { .. } => Ty::Float,
            Rule::Choice { .. } | Rule::Prefix | Rule::Text { .. } => Ty::Str,
            Rule::List { .. } => Ty::List,
        }
    }

    /// The allowed values, as reference text.
    pub(crate) fn allowed(&self) -> String {
        match self {
            Rule::Bool => String::from("`true`, `false`"),
            Rule::Int { min, max } => format!("{min} to {max}"),
            Rule::Float { min, max } => format!("{} to {}", float_text(*min), float_text(*max)),
            Rule::Choice { names, .. } => {
                let v: Vec<String> = names.iter().map(|n| format!("`\"{n}\"`")).collect();
                v.join(", ")
            }
            Rule::Prefix => String::from(
                "1 to 64 ASCII letters, digits and `-`, starting and ending with a letter or digit",
            ),
            Rule::Text { max_len } => format!("non-empty text of at most {max_len} bytes"),
            Rule::List { item, max_items } => match item {
                ItemRule::Text { max_len } => {
                    format!("at most {max_items} non-empty strings of at most {max_len} bytes each")
                }
                ItemRule::RuleId => format!(
                    "at most {max_items} rule ids (1 to 64 ASCII letters, digits, `-`, `_`, `.`)"
                ),
            },
        }
    }
}

/// Why a raw value does not satisfy its rule.
#[derive(Debug, Clone, PartialEq, Eq)]
pub(crate) struct Invalid {
    pub(crate) kind: ProblemKind,
    pub(crate) message: String,
    /// The offending list item, when the value is a list.
    pub(crate) item: Option<usize>,
}

impl Invalid {
    pub(crate) fn new(kind: ProblemKind, message: impl Into<String>) -> Self {
        Invalid {
            kind,
            message: message.into(),
            item: None,
        }
    }

    fn at(mut self, item: usize) -> Self {
        self.item = Some(item);
        self
    }
}

fn wrong_type(rule: &Rule, raw: &Raw) -> Invalid {
    let found = match raw {
        Raw::Bool(_) => "a boolean",
        Raw::Int(_) => "an integer",
        Raw::Float(_) => "a float",
        Raw::Str(_) => "a string",
        Raw::List(_) => "an array",
    };
    Invalid::new(
        ProblemKind::WrongType,
        format!("expected {}, found {found}", rule.ty().with_article()),
    )
}

/// A typed field that a rule converts from a [`Raw`].
pub(crate) trait FromRaw: Sized {
    fn from_raw(raw: &Raw, rule: &Rule) -> Result<Self, Invalid>;
}

/// A typed field turned back into a [`Raw`].
pub(crate) trait ToRaw {
    fn to_raw(&self) -> Raw;
}

impl FromRaw for bool {
    fn from_raw(raw: &Raw, rule: &Rule) -> Result<Self, Invalid> {
        match raw {
            Raw::Bool(b) => Ok(*b),
            _ => Err(wrong_type(rule, raw)),
        }
    }
}

impl ToRaw for bool {
    fn to_raw(&self) -> Raw {
        Raw::Bool(*self)
    }
}

fn int_in_range(raw: &Raw, rule: &Rule) -> Result<i128, Invalid> {
    let Raw::Int(v) = raw else {
        return Err(wrong_type(rule, raw));
    };
    match rule {
        Rule::Int { min, max } if v < min || v > max => Err(Invalid::new(
            ProblemKind::OutOfRange,
            format!("{v} is out of range; expected an integer from {min} to {max}"),
        )),
        _ => Ok(*v),
    }
}

macro_rules! int_field {
    ($($t:ty),*) => {$(
        impl FromRaw for $t {
            fn from_raw(raw: &Raw, rule: &Rule) -> Result<Self, Invalid> {
                let v = int_in_range(raw, rule)?;
                <$t>::try_from(v).map_err(|_| Invalid::new(
                    ProblemKind::OutOfRange,
                    format!("{v} is out of range for this platform"),
                ))
            }
        }
        impl ToRaw for $t {
            fn to_raw(&self) -> Raw {
                // every supported field type fits in i128
                Raw::Int(i128::try_from(*self).unwrap_or(i128::MAX))
            }
        }
    )*};
}

int_field!(u32, u64, usize);

impl FromRaw for f64 {
    fn from_raw(raw: &Raw, rule: &Rule) -> Result<Self, Invalid> {
        let v = match raw {
            Raw::Float(f) => *f,
            // whole numbers are fine where a float is expected (`1` for `1.0`)
            Raw::Int(i) if i.unsigned_abs() <= 1 << 53 => *i as f64,
            Raw::Int(i) => {
                return Err(Invalid::new(
                    ProblemKind::OutOfRange,
                    format!("{i} is out of range"),
                ));
            }
            _ => return Err(wrong_type(rule, raw)),
        };
        if let Rule::Float { min, max } = rule {
            if !v.is_finite() {
                return Err(Invalid::new(
                    ProblemKind::OutOfRange,
                    format!(
                        "{} is not a finite number; expected a number from {} to {}",
                        float_text(v),
                        float_text(*min),
                        float_text(*max)
                    ),
                ));
            }
            if v < *min || v > *max {
                return Err(Invalid::new(
                    ProblemKind::OutOfRange,
                    format!(
                        "{} is out of range; expected a number from {} to {}",
                        float_text(v),
                        float_text(*min),
                        float_text(*max)
                    ),
                ));
            }
        }
        Ok(v)
    }
}

impl ToRaw for f64 {
    fn to_raw(&self) -> Raw {
        Raw::Float(*self)
    }
}

fn text_ok(s: &str, max_len: usize) -> Result<(), Invalid> {
    if s.is_empty() {
        return Err(Invalid::new(ProblemKind::InvalidValue, "must not be empty"));
    }
    if s.len() > max_len {
        return Err(Invalid::new(
            ProblemKind::InvalidValue,
            format!("is {} bytes long; at most {max_len} are allowed", s.len()),
        ));
    }
    Ok(())
}

fn rule_id_ok(s: &str) -> Result<(), Invalid> {
    let ok = !s.is_empty()
        && s.len() <= 64
        && s.bytes()
            .all(|b| b.is_ascii_alphanumeric() || b == b'-' || b == b'_' || b == b'.');
    if ok {
        Ok(())
    } else {
        Err(Invalid::new(
            ProblemKind::InvalidValue,
            format!(
                "{} is not a rule id; use 1 to 64 ASCII letters, digits, '-', '_' and '.'",
                quote(s)
            ),
        ))
    }
}

impl FromRaw for String {
    fn from_raw(raw: &Raw, rule: &Rule) -> Result<Self, Invalid> {
        let Raw::Str(s) = raw else {
            return Err(wrong_type(rule, raw));
        };
        match rule {
            Rule::Prefix if receipts_core::Prefix::new(s).is_err() => Err(Invalid::new(
                ProblemKind::InvalidValue,
                format!(
                    "{} is not a valid prefix; use 1 to 64 ASCII letters, digits and '-', \
                     starting and ending with a letter or digit",
                    quote(s)
                ),
            )),
            Rule::Text { max_len } => text_ok(s, *max_len),
            _ => Ok(()),
        }?;
        Ok(s.clone())
    }
}

impl ToRaw for String {
    fn to_raw(&self) -> Raw {
        Raw::Str(self.clone())
    }
}

impl FromRaw for Vec<String> {
    fn from_raw(raw: &Raw, rule: &Rule) -> Result<Self, Invalid> {
        let Raw::List(items) = raw else {
            return Err(wrong_type(rule, raw));
        };
        if let Rule::List { item, max_items } = rule {
            if items.len() > *max_items {
                return Err(Invalid::new(
                    ProblemKind::OutOfRange,
                    format!("has {} items; at most {max_items} are allowed", items.len()),
                ));
            }
            for (i, s) in items.iter().enumerate() {
                match item {
                    ItemRule::Text { max_len } => text_ok(s, *max_len),
                    ItemRule::RuleId => rule_id_ok(s),
                }
                .map_err(|e| e.at(i))?;
            }
        }
        Ok(items.clone())
    }
}

impl ToRaw for Vec<String> {
    fn to_raw(&self) -> Raw {
        Raw::List(self.clone())
    }
}

/// Every [`Choice`] converts by its spelling.
pub(crate) fn choice_from_raw<C: Choice>(raw: &Raw, rule: &Rule) -> Result<C, Invalid> {
    let Raw::Str(s) = raw else {
        return Err(wrong_type(rule, raw));
    };
    C::from_name(s).ok_or_else(|| {
        Invalid::new(
            ProblemKind::InvalidValue,
            format!(
                "unknown {} {}; expected {}",
                C::WHAT,
                quote(s),
                expected_list(C::NAMES)
            ),
        )
    })
}

macro_rules! choice_field {
    ($($t:ty),*) => {$(
        impl FromRaw for $t {
            fn from_raw(raw: &Raw, rule: &Rule) -> Result<Self, Invalid> {
                choice_from_raw(raw, rule)
            }
        }
        impl ToRaw for $t {
            fn to_raw(&self) -> Raw {
                Raw::Str(String::from(Choice::name(*self)))
            }
        }
    )*};
}

choice_field!(
    crate::choices::Backend,
    crate::choices::ScopeMode,
    crate::choices::RenderFormat,
    crate::choices::Dedup,
    crate::choices::ReceiptMode,
    crate::choices::OnSuspicious
);

/// A float as TOML writes it (always with a `.` or an exponent).
pub(crate) fn float_text(v: f64) -> String {
    if v.is_nan() {
        String::from("nan")
    } else if v.is_infinite() {
        String::from(if v > 0.0 { "inf" } else { "-inf" })
    } else {
        let s = format!("{v:?}");
        if s.contains(['.', 'e', 'E']) {
            s
        } else {
            format!("{s}.0")
        }
    }
}

/// A TOML basic string literal.
pub(crate) fn toml_string(s: &str) -> String {
    let mut out = String::with_capacity(s.len() + 2);
    out.push('"');
    for c in s.chars() {
        match c {
            '"' => out.push_str("\\\""),
            '\\' => out.push_str("\\\\"),
            '\n' => out.push_str("\\n"),
            '\t' => out.push_str("\\t"),
            '\r' => out.push_str("\\r"),
            c if c.is_control() => {
                let _ = write!(out, "\\u{:04X}", u32::from(c));
            }
            c => out.push(c),
        }
    }
    out.push('"');
    out
}

/// A raw value as a TOML literal.
pub(crate) fn toml_literal(raw: &Raw) -> String {
    match raw {
        Raw::Bool(b) => b.to_string(),
        Raw::Int(i) => i.to_string(),
        Raw::Float(f) => float_text(*f),
        Raw::Str(s) => toml_string(s),
        Raw::List(items) => {
            let v: Vec<String> = items.iter().map(|s| toml_string(s)).collect();
            format!("[{}]", v.join(", "))
        }
    }
}

/// A user-supplied string quoted for a message: escaped, and cut to 64
/// characters so a hostile file cannot flood the error.
pub(crate) fn quote(s: &str) -> String {
    const MAX: usize = 64;
    let mut cut: String = s.chars().take(MAX).collect();
    if cut.len() < s.len() {
        cut.push('…');
    }
    toml_string(&cut)
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn ints_check_their_range() {
        let r = Rule::Int { min: 1, max: 10 };
        assert_eq!(u32::from_raw(&Raw::Int(5), &r), Ok(5));
        let e = u32::from_raw(&Raw::Int(0), &r).unwrap_err();
        assert_eq!(e.kind, ProblemKind::OutOfRange);
        assert_eq!(
            e.message,
            "0 is out of range; expected an integer from 1 to 10"
        );
        let e = u32::from_raw(&Raw::Bool(true), &r).unwrap_err();
        assert_eq!(e.message, "expected an integer, found a boolean");
    }

    #[test]
    fn floats_must_be_finite_and_in_range() {
        let r = Rule::Float { min: 0.0, max: 1.0 };
        assert_eq!(f64::from_raw(&Raw::Int(1), &r), Ok(1.0));
        assert!(f64::from_raw(&Raw::Float(f64::NAN), &r).is_err());
        assert!(f64::from_raw(&Raw::Float(f64::INFINITY), &r).is_err());
        assert!(f64::from_raw(&Raw::Float(1.0001), &r).is_err());
        assert!(f64::from_raw(&Raw::Int(i128::MAX), &r).is_err());
    }

    #[test]
    fn list_items_are_located() {
        let r = Rule::List {
            item: ItemRule::RuleId,
            max_items: 3,
        };
        let raw = Raw::List(vec!["a".into(), "b c".into()]);
        let e = Vec::<String>::from_raw(&raw, &r).unwrap_err();
        assert_eq!(e.item, Some(1));
        let raw = Raw::List(vec!["a".into(); 4]);
        assert_eq!(
            Vec::<String>::from_raw(&raw, &r).unwrap_err().kind,
            ProblemKind::OutOfRange
        );
    }

    #[test]
    fn literals_are_valid_toml() {
        assert_eq!(float_text(1.0), "1.0");
        assert_eq!(float_text(0.25), "0.25");
        assert_eq!(toml_string("a\"b\\\u{1}"), "\"a\\\"b\\\\\\u0001\"");
        assert_eq!(toml_literal(&Raw::List(vec!["x".into()])), "[\"x\"]");
    }

    #[test]
    fn quotes_are_cut() {
        let long = "x".repeat(200);
        let q = quote(&long);
        assert!(q.chars().count() < 70, "{q}");
    }
}
