//! Reading the receipts sections out of a whole TOML document, with the
//! position of every key and value.

use std::ops::Range;

use toml::Spanned;
use toml::de::{DeTable, DeValue};

use crate::config::{Config, Origins};
use crate::error::{Error, ErrorKind, Location, Problem, ProblemKind, file_location};
use crate::keys::{KeyDef, SECTIONS, SectionDef, all_keys};
use crate::suggest::closest;
use crate::value::{Raw, Ty};

/// Parse `src`, store every receipts key found into `cfg` (recording where
/// it came from in `origins`) and push a [`Problem`] for everything wrong.
///
/// # Errors
/// [`ErrorKind::Syntax`] when `src` is not TOML.
pub(crate) fn apply(
    src: &str,
    cfg: &mut Config,
    origins: &mut Origins,
    problems: &mut Vec<Problem>,
) -> Result<(), Error> {
    let doc = DeTable::parse(src).map_err(|e| {
        let location = e
            .span()
            .map_or(Location::Unknown, |s| file_location(src, s.start));
        Error::new(ErrorKind::Syntax {
            location,
            message: e.message().trim_end().to_owned(),
        })
    })?;
    let mut found: Vec<(usize, Problem)> = Vec::new();
    for section in SECTIONS {
        if let Some(table) = find_section(src, doc.get_ref(), section, &mut found) {
            apply_section(src, section, table, cfg, origins, &mut found);
        }
    }
    found.sort_by_key(|(at, _)| *at);
    problems.extend(found.into_iter().map(|(_, p)| p));
    Ok(())
}

/// Walk to a section's table. The first path segment belongs to the
/// application (`agent`, `security`): if it is not a table, the section is
/// simply absent. A deeper segment that is not a table is a problem,
/// reported by the section whose path ends there.
fn find_section<'d, 'i>(
    src: &str,
    root: &'d DeTable<'i>,
    section: &SectionDef,
    found: &mut Vec<(usize, Problem)>,
) -> Option<&'d DeTable<'i>> {
    let segments: Vec<&str> = section.path.split('.').collect();
    let mut table = root;
    for (i, seg) in segments.iter().enumerate() {
        let value = table.get(*seg)?;
        match value.get_ref() {
            DeValue::Table(t) => table = t,
            other => {
                if i > 0 && i + 1 == segments.len() {
                    let span = value.span();
                    found.push((
                        span.start,
                        Problem::new(
                            section.path,
                            file_location(src, span.start),
                            ProblemKind::WrongType,
                            format!("expected a table, found {}", type_name(other)),
                        ),
                    ));
                }
                return None;
            }
        }
    }
    Some(table)
}

fn apply_section(
    src: &str,
    section: &SectionDef,
    table: &DeTable<'_>,
    cfg: &mut Config,
    origins: &mut Origins,
    found: &mut Vec<(usize, Problem)>,
) {
    for (key, value) in table.iter() {
        let name: &str = key.get_ref();
        if let Some(def) = section.keys.iter().find(|d| d.name == name) {
            apply_key(src, def, value, cfg, origins, found);
        } else if section.child_tables().any(|c| c == name) {
            // walked as its own section
        } else {
            let span = key.span();
            found.push((
                span.start,
                Problem::new(
                    crate::keys::join_path(section.path, name),
                    file_location(src, span.start),
                    ProblemKind::UnknownKey,
                    unknown_key_message(section, name),
                ),
            ));
        }
    }
}

fn apply_key(
    src: &str,
    def: &KeyDef,
    value: &Spanned<DeValue<'_>>,
    cfg: &mut Config,
    origins: &mut Origins,
    found: &mut Vec<(usize, Problem)>,
) {
    let path = def.path();
    let problem = |span: Range<usize>, item: Option<usize>, kind, message: String| {
        let path = match item {
            Some(i) => format!("{path}[{i}]"),
            None => path.clone(),
        };
        (
            span.start,
            Problem::new(path, file_location(src, span.start), kind, message),
        )
    };
    let raw = match to_raw(value, def.rule.ty()) {
        Ok(raw) => raw,
        Err((span, item, message)) => {
            found.push(problem(span, item, ProblemKind::WrongType, message));
            return;
        }
    };
    match (def.set)(cfg, &raw, &def.rule) {
        Ok(()) => {
            origins.insert(path.clone(), file_location(src, value.span().start));
        }
        Err(e) => {
            let span = match (e.item, value.get_ref()) {
                (Some(i), DeValue::Array(items)) => {
                    items.get(i).map_or_else(|| value.span(), |v| v.span())
                }
                _ => value.span(),
            };
            found.push(problem(span, e.item, e.kind, e.message));
        }
    }
}

/// Convert a TOML value to a raw value of type `ty`, or say where and why
/// it has the wrong type.
fn to_raw(
    value: &Spanned<DeValue<'_>>,
    ty: Ty,
) -> Result<Raw, (Range<usize>, Option<usize>, String)> {
    let wrong = |v: &DeValue<'_>, span: Range<usize>, item: Option<usize>, want: &str| {
        (
            span,
            item,
            format!("expected {want}, found {}", type_name(v)),
        )
    };
    match (ty, value.get_ref()) {
        (Ty::Bool, DeValue::Boolean(b)) => Ok(Raw::Bool(*b)),
        (Ty::Int | Ty::Float, DeValue::Integer(i)) => {
            match i128::from_str_radix(i.as_str(), i.radix()) {
                Ok(v) => Ok(Raw::Int(v)),
                // toml limits integers to i64, so this is out of any range
                Err(_) => Ok(Raw::Int(i128::MAX)),
            }
        }
        (Ty::Float, DeValue::Float(f)) => match f.as_str().parse::<f64>() {
            Ok(v) => Ok(Raw::Float(v)),
            Err(_) => Ok(Raw::Float(f64::NAN)),
        },
        (Ty::Str, DeValue::String(s)) => Ok(Raw::Str(s.to_string())),
        (Ty::List, DeValue::Array(items)) => {
            let mut out = Vec::with_capacity(items.len());
            for (i, item) in items.iter().enumerate() {
                match item.get_ref() {
                    DeValue::String(s) => out.push(s.to_string()),
                    other => return Err(wrong(other, item.span(), Some(i), "a string")),
                }
            }
            Ok(Raw::List(out))
        }
        (ty, other) => Err(wrong(other, value.span(), None, ty.with_article())),
    }
}

fn type_name(v: &DeValue<'_>) -> &'static str {
    match v {
        DeValue::String(_) => "a string",
        DeValue::Integer(_) => "an integer",
        DeValue::Float(_) => "a float",
        DeValue::Boolean(_) => "a boolean",
        DeValue::Datetime(_) => "a datetime",
        DeValue::Array(_) => "an array",
        DeValue::Table(_) => "a table",
    }
}

/// `unknown key "x"; did you mean "y"?`, suggesting a key of this section
/// (or the full path of a key of that name in another section), else
/// listing the valid keys.
pub(crate) fn unknown_key_message(section: &SectionDef, name: &str) -> String {
    let shown = crate::value::quote(name);
    let local = section
        .keys
        .iter()
        .map(|k| k.name)
        .chain(section.child_tables());
    if let Some(best) = closest(name, local) {
        return format!("unknown key {shown}; did you mean \"{best}\"?");
    }
    if let Some(elsewhere) = all_keys().find(|k| k.name == name && k.section != section.path) {
        return format!(
            "unknown key {shown}; did you mean {}? it belongs to [{}]",
            elsewhere.path(),
            elsewhere.section
        );
    }
    let valid: Vec<&str> = section
        .keys
        .iter()
        .map(|k| k.name)
        .chain(section.child_tables())
        .collect();
    format!("unknown key {shown}; valid keys are {}", valid.join(", "))
}
